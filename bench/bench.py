"""Speed benchmark: games per second of random playouts, and the ratio to a hand-written simulator.

    python3 bench/bench.py animalia --players 2,4,6 --games 300 --rounds 5

For each player count, runs rulerun and the reference simulator (`../shared/bench/NAME.py` for a
seed game, `bench/yardsticks/NAME.py` for a library game, if present) interleaved, `--rounds` times
each, and prints one JSON object per player count with the medians, the ratio (the median of each
round's ratio: the two sides of a round ran one right after the other, so a machine whose speed
drifts still compares like with like), and the cost of `clone()` and of `apply_action()` in
microseconds.

rulerun plays the same random games two ways: `games_per_s` (and `ratio`) with `Game.playout`,
the engine's own loop for random playouts (as the search agents' rollouts run them),
and `api_games_per_s` (and `api_ratio`) with one `apply_action` call per decision through the
public API, as an outside program would drive it. Both draw every decision uniformly at random.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

from rulerun.interpreter.engine import SIMULTANEOUS, load_game

sys.path.insert(0, str(Path(__file__).resolve().parent))  # for `yardsticks` when loaded from elsewhere
from yardsticks import reference_simulator  # noqa: E402


def playouts(game, games: int, seed: int, api: bool = False) -> tuple[float, int]:
    """Plays `games` random games; returns (seconds, decisions). With `api`, one `apply_action` call
    per decision; else each game is one `Game.playout` (the same games)."""
    rng = random.Random(seed)
    decisions = 0
    start = time.perf_counter()
    for i in range(games):
        if api:
            state = game.new_initial_state(seed + i, log=False)
            while not state.is_terminal():
                player = state.current_player()
                if player == SIMULTANEOUS:
                    player = state.acting_players()[0]
                n = len(state.legal_actions(player))
                state.apply_action(rng.randrange(n), player)
        else:
            state = game.playout(seed + i, rng.randrange)
        decisions += state.data.decisions
    return time.perf_counter() - start, decisions


def step_costs(game, seed: int, samples: int = 200) -> dict:
    """Microseconds per clone() of a mid-game state and per apply_action() over whole games."""
    rng = random.Random(seed)
    state = game.new_initial_state(seed, log=False)
    for _ in range(20):
        if state.is_terminal():
            break
        player = state.current_player()
        if player == SIMULTANEOUS:
            player = state.acting_players()[0]
        state.apply_action(rng.randrange(len(state.legal_actions(player))), player)
    start = time.perf_counter()
    for _ in range(samples):
        state.clone()
    clone_us = (time.perf_counter() - start) / samples * 1e6
    seconds, decisions = playouts(game, 20, seed, api=True)
    return {"clone_us": round(clone_us, 1), "apply_action_us": round(seconds / max(decisions, 1) * 1e6, 1)}


def reference(path: Path, games: int, players: int, seed: int) -> float:
    out = subprocess.run([sys.executable, str(path), "--games", str(games), "--players", str(players),
                          "--seed", str(seed)], capture_output=True, text=True, check=True).stdout
    return json.loads(out.strip().splitlines()[-1])["games_per_s"]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("rulebook")
    ap.add_argument("--players", default="4", help="player counts, e.g. 2,4,6")
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--reference", type=Path, default=None, help="hand-written simulator to compare with")
    args = ap.parse_args(argv)
    ref_path = args.reference or reference_simulator(args.rulebook)
    for players in [int(p) for p in args.players.split(",")]:
        game = load_game(args.rulebook, players=players)
        ours, api, theirs, per_game = [], [], [], []
        for r in range(args.rounds):
            seconds, decisions = playouts(game, args.games, args.seed + r * args.games)
            ours.append(args.games / seconds)
            per_game.append(decisions / args.games)
            if ref_path is not None and ref_path.exists():
                theirs.append(reference(ref_path, args.games * 4, players, args.seed + r))
            seconds, _ = playouts(game, args.games, args.seed + r * args.games, api=True)
            api.append(args.games / seconds)
        result = {
            "rulebook": game.model.name,
            "players": players,
            "games": args.games,
            "rounds": args.rounds,
            "games_per_s": round(statistics.median(ours), 1),
            "api_games_per_s": round(statistics.median(api), 1),
            "mean_decisions_per_game": round(statistics.mean(per_game), 1),
            **step_costs(game, args.seed),
        }
        if theirs:
            result["reference"] = str(ref_path)
            result["reference_games_per_s"] = round(statistics.median(theirs), 1)
            # each round's two sides ran one after the other, under the same load: the ratio is the
            # median of the rounds' ratios (the ratio of the two medians is given as well)
            result["ratio"] = round(statistics.median(a / b for a, b in zip(ours, theirs)), 3)
            result["api_ratio"] = round(statistics.median(a / b for a, b in zip(api, theirs)), 3)
            result["ratio_of_medians"] = round(result["games_per_s"] / result["reference_games_per_s"], 3)
        print(json.dumps(result), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
