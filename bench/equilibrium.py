"""Known results, computed by OpenSpiel on rulerun's poker rulebooks, one JSON object per game.

    python3 bench/equilibrium.py                       # about ten minutes on 2 cores
    python3 bench/equilibrium.py --kuhn 300 --leduc 20 # a quicker look

Kuhn poker (rulebooks/library/kuhn_poker.rules): OpenSpiel's CFR for `--kuhn` iterations; the value
of its average policy for the first player against the known game value, -1/18 (Kuhn 1950), and its
exploitability. Leduc poker (rulebooks/library/leduc_poker.rules): the information states, and CFR
for `--leduc` iterations, side by side with OpenSpiel's built-in `leduc_poker`: the value of the
average policy for the first player, its exploitability, and the seconds each took. The test suite
runs shorter versions of both (tests/test_openspiel.py). Needs `pip install 'rulerun[openspiel]'`.
"""

from __future__ import annotations

import argparse
import json
import time

import pyspiel
from open_spiel.python.algorithms import cfr, expected_game_score, exploitability

import rulerun.interop.openspiel  # noqa: F401 - registers the game "rulerun"

KUHN_VALUE = -1 / 18


def solve(game, iterations: int) -> dict:
    """CFR on `game`: the number of information states, the average policy's value for the first
    player, its exploitability, and the seconds the iterations took."""
    started = time.perf_counter()
    solver = cfr.CFRSolver(game)
    for _ in range(iterations):
        solver.evaluate_and_update_policy()
    average = solver.average_policy()
    seconds = time.perf_counter() - started
    return {
        "information_states": len(average.state_lookup),
        "value": expected_game_score.policy_value(game.new_initial_state(), [average] * 2)[0],
        "exploitability": exploitability.exploitability(game, average),
        "seconds": round(seconds, 1),
    }


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--kuhn", type=int, default=1000, help="CFR iterations on Kuhn poker")
    ap.add_argument("--leduc", type=int, default=100, help="CFR iterations on Leduc poker")
    args = ap.parse_args(argv)
    kuhn = solve(pyspiel.load_game("rulerun", {"rulebook": "kuhn_poker", "players": 2}), args.kuhn)
    print(json.dumps({"game": "kuhn_poker", "iterations": args.kuhn, **kuhn, "known_value": KUHN_VALUE,
                      "value_error": abs(kuhn["value"] - KUHN_VALUE)}), flush=True)
    ours = solve(pyspiel.load_game("rulerun", {"rulebook": "leduc_poker", "players": 2}), args.leduc)
    theirs = solve(pyspiel.load_game("leduc_poker"), args.leduc)
    print(json.dumps({"game": "leduc_poker", "iterations": args.leduc,
                      **{key: {"rulerun": ours[key], "openspiel": theirs[key]} for key in ours},
                      "value_difference": abs(ours["value"] - theirs["value"])}), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
