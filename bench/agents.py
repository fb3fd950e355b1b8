"""The ISMCTS experiment: in every bundled rulebook, one ISMCTS player against random players and
against greedy players; the ISMCTS win rate with its 95% Wilson interval, as one JSON object.

    python3 bench/agents.py                     # a few minutes on 2 cores
    python3 bench/agents.py --games 40 --random-games 10   # tighter intervals
    python3 bench/agents.py --only animalia     # one rulebook
    python3 bench/agents.py --speedup           # also: games per second with 1 and 2 worker processes

The ISMCTS seat rotates over the seats (game i puts it in seat i mod P); every game is seeded from
the bench seed and its index, and played in worker processes (`--workers`, default 2). ISMCTS beats
an opponent when the lower end of its interval is above the fair share 1/P. The budgets per rulebook
are in CONFIG: long games cut the playouts of both search agents after `depth` decisions and judge
the position by the rulebook's ranking keys (docs/analysis.md).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
import time
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait

from rulerun.interpreter import analysis
from rulerun.interpreter.analysis import GameSpec, simulate, wilson
from rulerun.interpreter.engine import find_rulebook
from rulerun.interpreter.measures import play_measured

# rulebook: players, options, the ISMCTS player, the greedy players, games against random and against
# greedy in the default run, and the relative cost of a game (to start the slow ones first).
CONFIG = {
    "animalia": dict(players=2, options={}, ismcts="ismcts:200:depth=end", greedy="greedy:4",
                     vs_random=4, vs_greedy=8, cost=8),
    "hoarders": dict(players=3, options={}, ismcts="ismcts:200:depth=6:c=0.3", greedy="greedy:4:depth=6",
                     vs_random=3, vs_greedy=9, cost=4),
    "alienz": dict(players=2, options={"target": 30, "colors": 4}, ismcts="ismcts:600:depth=end", greedy="greedy:4",
                   vs_random=4, vs_greedy=6, cost=25),
    "evolution": dict(players=2, options={}, ismcts="ismcts:300:depth=3:c=0.3", greedy="greedy:4:depth=3",
                      vs_random=2, vs_greedy=4, cost=30),
}


def play_one(spec: GameSpec, agents: list, seed: int, index: int) -> tuple:
    """Game `index` (seed `seed + index`), in a worker: (index, every seat's return, decisions)."""
    game, _ = analysis._cached_game(spec, coverage=False)
    record = play_measured(game, None, agents, seed + index, index)
    return record["index"], record["returns"], record["decisions"]


def available(names):
    out = []
    for name in names:
        try:
            find_rulebook(name)
        except Exception:  # noqa: BLE001 - a rulebook still being written may be missing
            continue
        out.append(name)
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=None, help="games against greedy per rulebook (default: CONFIG)")
    ap.add_argument("--random-games", type=int, default=None,
                    help="games against random per rulebook (default: CONFIG)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--only", default=None, help="comma-separated rulebooks")
    ap.add_argument("--speedup", action="store_true", help="also measure 1 against 2 worker processes")
    ap.add_argument("--ismcts", default=None, help="the ISMCTS player's spec (default: CONFIG)")
    ap.add_argument("--greedy", default=None, help="the greedy players' spec (default: CONFIG)")
    args = ap.parse_args(argv)
    names = available(args.only.split(",") if args.only else list(CONFIG))
    start = time.perf_counter()
    tasks = []  # (key, spec, agents, seed, index, ismcts seat, cost)
    specs = {}
    matchups = []
    for name in names:
        cfg = CONFIG[name]
        spec = GameSpec.from_file(name, cfg["players"], dict(cfg["options"]))
        specs[name] = spec
        p = spec.players
        cfg = dict(cfg, ismcts=args.ismcts or cfg["ismcts"], greedy=args.greedy or cfg["greedy"])
        CONFIG[name] = cfg
        for opponent, count in (("random", cfg["vs_random"] if args.random_games is None else args.random_games),
                                (cfg["greedy"], cfg["vs_greedy"] if args.games is None else args.games)):
            games = count
            if not games:
                continue
            key = (name, opponent)
            matchups.append((key, games))
            for i in range(games):
                seat = i % p
                agents = [opponent] * p
                agents[seat] = cfg["ismcts"]
                tasks.append((key, spec, agents, args.seed, i, seat, cfg["cost"]))
    tasks.sort(key=lambda t: -t[-1])
    records: dict = {key: [] for key, _ in matchups}
    ctx = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=args.workers, mp_context=ctx) as pool:
        futures = {pool.submit(play_one, spec, agents, seed, i): (key, seat)
                   for key, spec, agents, seed, i, seat, _ in tasks}
        pending = set(futures)
        done_count = 0
        while pending:
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            for f in done:
                key, seat = futures[f]
                index, returns, decisions = f.result()
                records[key].append((index, returns[seat], decisions))
                done_count += 1
            print(f"\r{done_count}/{len(tasks)} games", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    results = []
    for (name, opponent), games in matchups:
        rows = sorted(records[(name, opponent)])
        wins = sum(r[1] for r in rows)
        lo, hi = wilson(wins, len(rows))
        fair = 1 / specs[name].players
        results.append({"rulebook": name, "players": specs[name].players, "options": CONFIG[name]["options"],
                        "ismcts": CONFIG[name]["ismcts"], "opponents": opponent, "games": len(rows),
                        "ismcts_wins": round(wins, 3), "ismcts_rate": round(wins / len(rows), 3),
                        "ci95": [round(lo, 3), round(hi, 3)], "fair_share": round(fair, 3),
                        "beats": lo > fair,
                        "mean_decisions": round(sum(r[2] for r in rows) / len(rows), 1)})
    out = {"bench": "ismcts", "seed": args.seed, "workers": args.workers,
           "seconds": round(time.perf_counter() - start, 1), "results": results,
           "ismcts_beats_all": all(r["beats"] for r in results)}
    if args.speedup:
        out["speedup"] = speedup()
    print(json.dumps(out, indent=1))
    return 0


def speedup(name: str = "animalia", games: int = 400) -> dict:
    """Games per second of `simulate` (random agents, 4 players) with 1 and 2 worker processes."""
    spec = GameSpec.from_file(name, 4)
    one = simulate(spec, ["random"], games, seed=0, workers=1)
    two = simulate(spec, ["random"], games, seed=0, workers=2)
    same = {k: v for k, v in one.items() if k not in ("seconds", "games_per_s", "workers")} == \
        {k: v for k, v in two.items() if k not in ("seconds", "games_per_s", "workers")}
    return {"rulebook": name, "games": games, "seconds_1": one["seconds"], "seconds_2": two["seconds"],
            "speedup": round(one["seconds"] / two["seconds"], 2), "identical": same}


if __name__ == "__main__":
    sys.exit(main())
