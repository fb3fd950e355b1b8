"""`rulerun simulate` as a designer runs it, whole process, against the hand-written simulator.

    python3 bench/simulate.py hoarders animalia --players 4 --games 500 --rounds 3

For each rulebook, runs `rulerun simulate FILE --games N --players P --seed S --json` (default
measures and rule coverage, random agents) as a process of its own, timed from start to end, and
the hand-written simulator of the same game (`../shared/bench/NAME.py` for a seed game,
`bench/yardsticks/NAME.py` for a library game) right after it, `--rounds` times; prints one JSON
object per rulebook with rulerun's games per second (N / the process's seconds), the simulator's,
and the ratio (the median of each round's own ratio). `--extra` passes more options to `rulerun
simulate` (e.g. `--extra=--no-coverage`, `--extra=--workers=2`).

The first run of a rulebook on a machine parses it and compiles its generated code, which later
runs read back from rulerun's cache (README, "The cache"): a designer who simulates again and again
pays that once. So one short untimed run comes before the rounds (`--no-warmup`: none, to time
a first run too).
"""

from __future__ import annotations

import argparse
import json
import shlex
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))  # for `yardsticks` when loaded from elsewhere
from yardsticks import reference_simulator  # noqa: E402


def simulate(name: str, games: int, players: int, seed: int, extra: list[str]) -> tuple[float, dict]:
    """The games per second of one whole `rulerun simulate` process, and its JSON summary."""
    command = [sys.executable, "-m", "rulerun.cli.main", "simulate", name, "--games", str(games), "--players",
               str(players), "--seed", str(seed), "--json", *extra]
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    seconds = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(done.stderr[-2000:])
    return games / seconds, json.loads(done.stdout)


def reference(path: Path, games: int, players: int, seed: int) -> float:
    out = subprocess.run([sys.executable, str(path), "--games", str(games), "--players", str(players), "--seed",
                          str(seed)], capture_output=True, text=True, check=True).stdout
    return json.loads(out.strip().splitlines()[-1])["games_per_s"]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("rulebooks", nargs="+")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--extra", default="", help="more options for rulerun simulate, as one string")
    ap.add_argument("--warmup", action=argparse.BooleanOptionalAction, default=True,
                    help="one untimed run first, which leaves the rulebook in the cache")
    args = ap.parse_args(argv)
    extra = shlex.split(args.extra)
    for name in args.rulebooks:
        ours, theirs, summary = [], [], {}
        ref_path = reference_simulator(name)
        if args.warmup:
            simulate(name, 1, args.players, args.seed, extra)
        for r in range(args.rounds):
            rate, summary = simulate(name, args.games, args.players, args.seed + r * args.games, extra)
            ours.append(rate)
            if ref_path is not None:
                theirs.append(reference(ref_path, args.games, args.players, args.seed + r))
        row = {"rulebook": name, "players": args.players, "games": args.games, "rounds": args.rounds,
               "warmup": args.warmup, "extra": args.extra, "games_per_s": round(statistics.median(ours), 1),
               "in_process_games_per_s": summary.get("games_per_s")}
        if theirs:
            row["reference_games_per_s"] = round(statistics.median(theirs), 1)
            row["ratio"] = round(statistics.median(a / b for a, b in zip(ours, theirs)), 4)
        print(json.dumps(row), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
