"""CPU instructions per game, counted by valgrind's callgrind: a measure of speed that does not
depend on what else the machine is doing.

    python3 bench/instructions.py hoarders animalia --players 4 --games 100

For each rulebook and player count, runs random playouts (`Game.playout`, as `bench.py` does; with
`--simulate`, the games as `rulerun simulate` plays, measures and tallies them, coverage included;
with `--api`, the same random games one `apply_action` call per decision, as `bench.py`'s
`api_games_per_s` plays them and as outside programs drive the engine) under `valgrind
--tool=callgrind` twice, with N games and with none, so that loading and compiling cancel out:
(instructions with N games - instructions with none) / N. Both runs first play the same N games
uncounted, so that what a first game pays once (a path of the code taken for the first time, the
heap growing) cancels out too, and the two programs differ only in a digit of the same width: a
program a character longer lays out the heap otherwise, which moves the cost of loading and
compiling by more than a few games of a short rulebook cost. Where a hand-written simulator of
the game lies in `../shared/bench/` (a seed game) or `bench/yardsticks/` (a library game), its
`play(players, rng)` is counted the same way and the ratio (its instructions / rulerun's) is
printed too. One JSON object per line.

A program counted twice gives the same count, but two versions of rulerun (or one version whose
modules were read from their bytecode once and compiled from source the next time, as after an
edit where Python may not write bytecode) lay out the heap otherwise, and small games' counts
moved by up to a fifth so; with Python's collector on, where each version's collections
fall moved Evolution's count through the API by a tenth at 10 games. To compare two versions,
count at least 30 games with `--no-gc`, each version more than once, taking turns, and trust
only a difference that every pair shows.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))  # for `yardsticks` when loaded from elsewhere
from yardsticks import reference_simulator  # noqa: E402

RULERUN = """
import random, sys
from rulerun.interpreter.engine import load_game
game = load_game({name!r}, players={players})
import gc
gc.freeze()  # the compiled model out of the collector's way: full collections would walk it at times
for count in ({warm}, int("{games:06d}")):  # the games played uncounted first, then those counted
    rng = random.Random({seed})
    for i in range(count):
        game.playout({seed} + i, rng.randrange)
"""

# the same random games as RULERUN, through the API: one `apply_action` per decision
API = """
import random, sys
from rulerun.interpreter.engine import SIMULTANEOUS, load_game
game = load_game({name!r}, players={players})
import gc
gc.freeze()
for count in ({warm}, int("{games:06d}")):  # the games played uncounted first, then those counted
    rng = random.Random({seed})
    for i in range(count):
        state = game.new_initial_state({seed} + i, log=False)
        while not state.is_terminal():
            player = state.current_player()
            if player == SIMULTANEOUS:
                player = state.acting_players()[0]
            state.apply_action(rng.randrange(len(state.legal_actions(player))), player)
"""

# what `rulerun simulate` does for each game: random agents, measures and rule coverage, on the
# game compiled with counters (compiled once, outside what is counted per game), each record
# folded into the batch's tally
SIMULATED = """
import random, sys
from rulerun.interpreter.engine import load_game
from rulerun.interpreter.analysis import _play_range
from rulerun.interpreter.coverage import counted
from rulerun.interpreter.stats import Tally
game, cov = counted(load_game({name!r}, players={players}))
for count in ({warm}, int("{games:06d}")):  # the games played uncounted first, then those counted
    tally = Tally({players})
    total = _play_range(game, cov, ["random"], {seed}, range(count), tally.add)
"""

YARDSTICK = """
import random, sys
sys.path.insert(0, {folder!r})
from {module} import play
for count in ({warm}, int("{games:06d}")):  # the games played uncounted first, then those counted
    rng = random.Random({seed})
    for i in range(count):
        play({players}, rng)
"""

_COLLECTED = re.compile(r"Collected\s*:\s*(\d+)")


def instructions(program: str) -> int:
    """The instructions a Python program runs, as callgrind counts them."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "callgrind.out"
        # without the document cache: a run that fills it and one that reads it would not cancel out
        env = dict(os.environ, PYTHONHASHSEED="0", RULERUN_NO_CACHE="1")
        done = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", sys.executable, "-c",
                               program], capture_output=True, text=True, env=env, check=False)
        if done.returncode != 0:
            raise SystemExit(done.stderr[-2000:])
    match = _COLLECTED.search(done.stderr)
    if match is None:
        raise SystemExit("callgrind printed no instruction count:\n" + done.stderr[-2000:])
    return int(match.group(1))


# Python's collector off from the start (`--no-gc`): where two versions of rulerun allocate
# differently, their collections fall at other points and walk other objects, which moves a count
# by up to a tenth over a few games of a rulebook that allocates much (Evolution through the API)
NO_COLLECTOR = "import gc; gc.disable()\n"


def per_game(template: str, games: int, collector: bool = True, **fields) -> float:
    """Instructions per game of `template`: N games against none, both after the same N uncounted
    (without the collector: see `NO_COLLECTOR`)."""
    head = "" if collector else NO_COLLECTOR
    counted = instructions(head + template.format(games=games, warm=games, **fields))
    return (counted - instructions(head + template.format(games=0, warm=games, **fields))) / games


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("rulebooks", nargs="+")
    ap.add_argument("--players", default="4", help="comma-separated player counts")
    ap.add_argument("--games", type=int, default=50)
    ap.add_argument("--seed", type=int, default=1)
    how = ap.add_mutually_exclusive_group()
    how.add_argument("--simulate", action="store_true",
                     help="count what `rulerun simulate` does per game (measures, coverage) instead of a playout")
    how.add_argument("--api", action="store_true", help="count the games played one `apply_action` at a time")
    ap.add_argument("--no-gc", dest="collector", action="store_false",
                    help="Python's collector off, rulerun's and the simulator's: to compare two versions of rulerun")
    args = ap.parse_args(argv)
    template = SIMULATED if args.simulate else API if args.api else RULERUN
    for name in args.rulebooks:
        for players in (int(p) for p in args.players.split(",")):
            row = {"rulebook": name, "players": players, "games": args.games, "simulate": args.simulate,
                   "api": args.api, "collector": args.collector,
                   "instructions_per_game": round(per_game(template, args.games, args.collector, name=name,
                                                           players=players, seed=args.seed))}
            reference = reference_simulator(name)
            if reference is not None:
                ref = per_game(YARDSTICK, args.games, args.collector, folder=str(reference.parent),
                               module=reference.stem, players=players, seed=args.seed)
                row["reference_instructions_per_game"] = round(ref)
                row["ratio"] = round(ref / row["instructions_per_game"], 3)
            print(json.dumps(row), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
