"""ISMCTS at its default budget: iterations per second, and the seconds a game takes with one
ISMCTS seat among random ones.

    python3 bench/ismcts.py hoarders animalia evolution alienz --games 3
    python3 bench/ismcts.py hearts --players 4 --agent ismcts:50

For each rulebook, plays `--games` games (game i with seed `--seed + i`), the ISMCTS seat moving
round the table (seat i mod P) and random agents in the other seats. The time its `step` takes is
counted apart from the rest of the game: iterations per second are the iterations it ran (the
budget of each decision with more than one distinct option) over that time. One JSON object per
rulebook.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time

from rulerun.interpreter.agents import ISMCTSAgent, make_agents
from rulerun.interpreter.engine import SIMULTANEOUS, load_game


def play(game, agent_spec: str, seed: int, seat: int) -> tuple[float, float, int]:
    """One game: (its seconds, the seconds the ISMCTS seat searched, the iterations it ran)."""
    n = game.model.players
    names = ["random"] * n
    names[seat] = agent_spec
    agents = make_agents(names, n, seed)
    searcher = agents[seat]
    assert isinstance(searcher, ISMCTSAgent)
    searched, iterations = 0.0, 0
    start = time.perf_counter()
    state = game.new_initial_state(seed, log=False)
    while not state.is_terminal():
        player = state.current_player()
        if player == SIMULTANEOUS:
            player = state.acting_players()[0]
        if player == seat:
            searcher.last_root = {}
            before = time.perf_counter()
            action = searcher.step(state, player)
            searched += time.perf_counter() - before
            if searcher.last_root:  # a decision with one distinct option is answered without a search
                iterations += searcher.last_iterations
        else:
            action = agents[player].step(state, player)
        state.apply_action(action, player)
    return time.perf_counter() - start, searched, iterations


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("rulebooks", nargs="+")
    ap.add_argument("--players", type=int, default=4, help="within the rulebook's range")
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--agent", default="ismcts", help="the searching seat, with its budget (default: its default)")
    args = ap.parse_args(argv)
    for name in args.rulebooks:
        probe = load_game(name)
        players = min(max(args.players, probe.model.min_players), probe.model.max_players)
        game = load_game(name, players=players)
        seconds, searched, iterations = [], 0.0, 0
        for i in range(args.games):
            total, search, its = play(game, args.agent, args.seed + i, i % players)
            seconds.append(total)
            searched += search
            iterations += its
        print(json.dumps({"rulebook": name, "players": players, "agent": args.agent, "games": args.games,
                          "seconds_per_game": round(statistics.median(seconds), 3),
                          "max_seconds_per_game": round(max(seconds), 3),
                          "iterations_per_s": round(iterations / searched) if searched else None}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
