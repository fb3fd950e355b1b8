"""Memory of a long simulation: peak resident memory of `simulate` against the number of games.

    python3 bench/memory.py                                  # animalia, 1,000 to 100,000 games
    python3 bench/memory.py hoarders --players 4 --games 1000,10000 --workers 2

Each size runs in a fresh process (`simulate` without coverage, random agents) that reports its
own peak resident set size, and the peak of its worker processes when `--workers` is above 1.
Prints one JSON object per size and a last line with the growth in bytes per game between the
smallest and the largest size: a summary that streams its results keeps that near zero.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys

_CHILD = r"""
import json, resource, sys, time
from rulerun.interpreter.analysis import simulate
from rulerun.interpreter.engine import load_game
name, players, games, workers = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
game = load_game(name, players=players)
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
result = simulate(game, ["random"], games, seed=1, workers=workers, coverage=False)
print(json.dumps({"games": games, "games_per_s": result["games_per_s"],
                  "rss_after_load_kb": before,
                  "peak_rss_kb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss,
                  "workers_peak_rss_kb": resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss or None}))
"""


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("rulebook", nargs="?", default="animalia")
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--games", default="1000,10000,100000", help="comma-separated batch sizes")
    ap.add_argument("--workers", type=int, default=1)
    args = ap.parse_args(argv)
    rows = []
    for games in sorted(int(g) for g in args.games.split(",")):
        out = subprocess.run([sys.executable, "-c", _CHILD, args.rulebook, str(args.players), str(games),
                              str(args.workers)], capture_output=True, text=True, check=True)
        row = {"rulebook": args.rulebook, "players": args.players, "workers": args.workers,
               **json.loads(out.stdout.strip().splitlines()[-1])}
        rows.append(row)
        print(json.dumps(row), flush=True)
    if len(rows) > 1:
        first, last = rows[0], rows[-1]
        growth = (last["peak_rss_kb"] - first["peak_rss_kb"]) * 1024 / (last["games"] - first["games"])
        print(json.dumps({"bytes_per_game": round(growth, 2), "from_games": first["games"],
                          "to_games": last["games"]}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
