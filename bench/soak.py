"""Soak test: many seeded random games per rulebook and player count, invariants after every action.

    python3 bench/soak.py --games 100000 [--rulebooks animalia,hoarders|all] [--every 5] [--workers 2]
                          [--game-seconds 60]

`--games` is per rulebook, shared evenly among its player counts. After every action: every card
in exactly one zone, integer card variables never negative (tokens accounted for); every
`--every` actions also: no card of a zone hidden from a player in that player's observation. Each
game must end within the decision bound, and a playout (`State.playout`) with the same random
numbers must end in the very same state. Prints one JSON object per rulebook and player count
(games, decisions, exceptions, violations, playout mismatches, seconds) and a total line. With
`--chunk`, each player count's games are split into tasks of that many games, taken round robin
over the rulebooks and player counts and reported as each is done, in task order; `--workers`
runs the tasks in parallel processes (the results do not depend on either). `--skip N` resumes a stopped run with the same
arguments after its first N reported tasks. `--rulebooks all` is every bundled rulebook (the
library and the examples too); `--game-seconds S` stops a game (and its playout) that takes longer
than S seconds of CPU time and counts it as slow (run under `ulimit -v` to bound memory as well).
"""

from __future__ import annotations

import argparse
import contextlib
import itertools
import json
import random
import signal
import sys
import time
import traceback
from pathlib import Path

from rulerun.grammar import RulesErrors
from rulerun.interpreter.engine import SIMULTANEOUS, find_rulebook, load_game

ROOT = Path(__file__).resolve().parent.parent
MAX_DECISIONS = 50_000


class TooSlow(BaseException):
    """A game ran past `--game-seconds` (a BaseException, so that no handler of the engine takes it)."""


def _too_slow(signum, frame):
    raise TooSlow()


def bundled_names() -> list[str]:
    """Every bundled rulebook, as a path: the four games, the library and the examples."""
    return sorted(str(p) for p in (ROOT / "rulebooks").rglob("*.rules"))


def hidden_instances(model, player: int) -> list[int]:
    """The zone instances whose cards the player may not see (a zone of a family included)."""
    return [inst for inst, mask in enumerate(model.instance_masks) if not mask >> player & 1]


def counter_columns(game) -> list[int]:
    """The card variables that count something (integers): they must never go negative."""
    if game.rules is None:
        return list(range(len(game.model.card_var_names)))
    return [v.index for v in game.rules.program.card_vars if v.type.kind == "int"]


def violations(state, hidden, observe: bool, counters: list[int]) -> list[str]:
    d, m = state.data, state.model
    found = []
    cards = list(itertools.chain.from_iterable(d.zones))
    if len(cards) != len(m.card_names) or len(set(cards)) != len(cards):
        found.append("a card is not in exactly one zone")
    elif [d.loc[c] for c in cards] != [i for i, z in enumerate(d.zones) for _ in z]:
        found.append("a card's recorded zone is not the zone it lies in")
    ncards = len(m.card_names)
    for i in counters:
        column = d.cvars[i * ncards:(i + 1) * ncards]
        if not column:  # a rulebook without cards
            break
        try:
            low = min(column)
        except TypeError:  # 'none' among the numbers
            low = min((v for v in column if type(v) is int), default=0)
        if type(low) is int and low < 0:
            found.append("a negative card counter")
            break
    for p in range(m.players if observe else 0):
        obs = state.observation(p)
        for inst in hidden[p]:
            if any(c is not None for c in obs["zones"][m.instance_name(inst)]):
                found.append(f"P{p + 1} sees into {m.instance_name(inst)}")
    return found


def outcome(state) -> tuple:
    d = state.data
    return d.winners, d.decisions, d.zones, d.loc, d.vars, d.cvars, d.rng.getstate()


def soak(name: str, players: int, games: int, seed: int, every: int, seconds: float = 0) -> dict:
    result = {"rulebook": name, "players": players, "seed": seed, "games": 0, "decisions": 0, "exceptions": 0,
              "rule_errors": 0, "violations": 0, "unfinished": 0, "playout_mismatches": 0, "slow": 0}
    start = time.perf_counter()
    try:
        game = load_game(name, players=players)
    except RulesErrors as errs:  # the rulebook changed under a long run, say: counted, and the run goes on
        result["rule_errors"] += 1
        print(f"{name} {players}p: {errs.errors[0]}", file=sys.stderr)
        result["seconds"] = round(time.perf_counter() - start, 1)
        return result
    hidden = [hidden_instances(game.model, p) for p in range(players)]
    counters = counter_columns(game)
    rng = random.Random(seed)
    if seconds:
        signal.signal(signal.SIGVTALRM, _too_slow)
    for i in range(games):
        if seconds:
            signal.setitimer(signal.ITIMER_VIRTUAL, seconds)
        try:
            state = game.new_initial_state(seed + i, log=False)
            replay = random.Random()
            replay.setstate(rng.getstate())
            n = 0
            while not state.is_terminal() and n < MAX_DECISIONS:
                p = state.current_player()
                if p == SIMULTANEOUS:
                    p = state.acting_players()[0]
                state.apply_action(rng.randrange(len(state.legal_actions(p))), p)
                n += 1
                bad = violations(state, hidden, n % every == 0, counters)
                if bad:
                    result["violations"] += 1
                    print(f"{name} {players}p seed {seed + i}: {bad[0]}", file=sys.stderr)
                    break
            result["decisions"] += n
            result["unfinished"] += not state.is_terminal()
            if state.is_terminal():
                # the same game as one playout: the same decisions, inside the run
                again = game.new_initial_state(seed + i, log=False)
                again.playout(replay.randrange)
                if outcome(again) != outcome(state):
                    result["playout_mismatches"] += 1
                    print(f"{name} {players}p seed {seed + i}: the playout played another game", file=sys.stderr)
        except RulesErrors as errs:
            result["rule_errors"] += 1
            print(f"{name} {players}p seed {seed + i}: {errs.errors[0]}", file=sys.stderr)
        except TooSlow:
            result["slow"] += 1
            print(f"{name} {players}p seed {seed + i}: still running after {seconds} s", file=sys.stderr)
        except Exception:  # noqa: BLE001 - counted and shown: the soak's purpose
            result["exceptions"] += 1
            traceback.print_exc()
        finally:
            if seconds:
                signal.setitimer(signal.ITIMER_VIRTUAL, 0)
        result["games"] += 1
    result["seconds"] = round(time.perf_counter() - start, 1)
    return result


def _soak(task) -> dict:
    return soak(*task)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=1000, help="games per rulebook, over all its player counts")
    ap.add_argument("--rulebooks", default="animalia,hoarders,evolution,alienz")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--every", type=int, default=5, help="check observations every N actions")
    ap.add_argument("--workers", type=int, default=1, help="parallel processes")
    ap.add_argument("--chunk", type=int, default=0,
                    help="games per task (0: one task per rulebook and player count)")
    ap.add_argument("--skip", type=int, default=0,
                    help="skip the first N tasks (resume a run that reported N tasks)")
    ap.add_argument("--game-seconds", type=float, default=0, help="CPU seconds a game may take (0: no limit)")
    args = ap.parse_args(argv)
    failed = False
    totals = {"games": 0, "decisions": 0, "exceptions": 0, "rule_errors": 0, "violations": 0, "unfinished": 0,
              "playout_mismatches": 0, "slow": 0}
    queues = []  # per rulebook and player count, its chunks of games
    for name in bundled_names() if args.rulebooks == "all" else args.rulebooks.split(","):
        try:
            find_rulebook(name)
        except RulesErrors:
            continue
        game = load_game(name)
        counts = range(game.model.min_players, game.model.max_players + 1)
        for k, players in enumerate(counts):
            share = args.games // len(counts) + (k < args.games % len(counts))
            base = args.seed + 1_000_000 * players
            step = args.chunk if args.chunk > 0 else max(share, 1)
            queues.append([(name, players, min(step, share - first), base + first, args.every, args.game_seconds)
                           for first in range(0, share, step)])
    # round robin over the rulebooks and player counts: a run stopped early has covered them all
    tasks = [t for round_ in itertools.zip_longest(*queues) for t in round_ if t is not None][args.skip:]
    from concurrent.futures import ProcessPoolExecutor

    with ProcessPoolExecutor(args.workers) if args.workers > 1 else contextlib.nullcontext() as pool:
        results = pool.map(_soak, tasks) if pool is not None else map(_soak, tasks)
        for result in results:  # one line per task as it is done, so that a long run reports as it goes
            print(json.dumps(result), flush=True)
            for key in totals:
                totals[key] += result[key]
            failed |= bool(result["exceptions"] or result["violations"] or result["rule_errors"]
                           or result["unfinished"] or result["playout_mismatches"] or result["slow"])
    print(json.dumps({"total": totals}), flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
