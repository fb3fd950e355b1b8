"""Python bytecodes per game, by function: a count that the heap's layout does not move.

    python3 bench/bytecodes.py evolution --games 10
    python3 bench/bytecodes.py hoarders animalia --games 50 --api --top 20

Runs the programs `instructions.py` counts (random games: `Game.playout`, or with `--api` one
`apply_action` per decision; and the hand-written simulator's) in this process, and counts the
bytecodes their games run (`sys.settrace` opcode events), in total and by function. Prints one
JSON object per rulebook: bytecodes per game, the simulator's, their ratio, and the functions that
ran the most, per game (a generated function named by its procedure and version, without the
number and digest that change with every edit).

Why: callgrind's instruction counts (`instructions.py`) are what a change is worth, but between two
versions of rulerun they move by up to a quarter with the heap's layout alone (`docs/internals.md`),
so a change worth a few per cent cannot be seen in one pair of counts. The bytecodes a game runs
move only where the code differs, the same in every process: the place to look for where a change
saves, before callgrind says how much. A bytecode is not an instruction: one may cost ten times
another (a call against a load), and code that moves work into C runs fewer of them for the same work.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))  # for `yardsticks` and `instructions`
from instructions import API, RULERUN, YARDSTICK  # noqa: E402 - the programs callgrind counts
from yardsticks import reference_simulator  # noqa: E402

_GENERATED = re.compile(r"<rulerun ([^:]+): (.*?) #\d+ ?(.*?) ?[0-9a-f]{8}>")


def where(code) -> str:
    """A function's name for the table: a generated one by its rulebook, procedure and version."""
    found = _GENERATED.fullmatch(code.co_filename)
    if found is not None:
        rulebook, procedure, version = found.groups()
        return f"{rulebook}: {procedure}{' ' + version if version else ''} {code.co_name}"
    return f"{Path(code.co_filename).name}:{code.co_firstlineno} {code.co_name}"


def counted(program: str) -> Counter:
    """The bytecodes a program runs, by code object."""
    counts: Counter = Counter()

    def trace(frame, event, arg):
        frame.f_trace_opcodes = True
        frame.f_trace_lines = False
        if event == "opcode":
            counts[frame.f_code] += 1
        return trace

    code = compile(program, "<bench>", "exec")
    sys.settrace(trace)
    try:
        exec(code, {})
    finally:
        sys.settrace(None)
    return counts


def per_game(template: str, games: int, **fields) -> Counter:
    """The bytecodes of the games of one of `instructions.py`'s programs, by code object: the
    program with N games less the program with none (what both run to start cancels out), after
    the games were played once uncounted (compiled, and warm)."""
    exec(compile(template.format(games=0, warm=games, **fields), "<bench>", "exec"), {})
    return counted(template.format(games=games, warm=0, **fields)) - \
        counted(template.format(games=0, warm=0, **fields))


def row(name: str, players: int, games: int, seed: int, api: bool, top: int) -> dict:
    counts = per_game(API if api else RULERUN, games, name=name, players=players, seed=seed)
    by_place: Counter = Counter()
    for code, n in counts.items():
        by_place[where(code)] += n
    out = {"rulebook": name, "players": players, "games": games, "api": api,
           "bytecodes_per_game": round(sum(counts.values()) / games)}
    reference = reference_simulator(name)
    if reference is not None:
        ref = sum(per_game(YARDSTICK, games, folder=str(reference.parent), module=reference.stem, players=players,
                           seed=seed).values()) / games
        out["reference_bytecodes_per_game"] = round(ref)
        out["ratio"] = round(ref / out["bytecodes_per_game"], 3)
    out["top"] = [[place, round(n / games)] for place, n in by_place.most_common(top)]
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("rulebooks", nargs="+")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--api", action="store_true", help="count the games played one `apply_action` at a time")
    ap.add_argument("--top", type=int, default=10, help="how many functions to list")
    args = ap.parse_args(argv)
    for name in args.rulebooks:
        print(json.dumps(row(name, args.players, args.games, args.seed, args.api, args.top)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
