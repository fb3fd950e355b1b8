"""Fuzzing at scale: the test suite's mutators, many more examples, invariants while mutants play.

    python3 bench/fuzz.py --examples 2000 [--seed 1] [--decisions 200]

Each example mutates one bundled rulebook (text: delete, duplicate or swap lines and tokens, insert
random characters, huge numbers, one to three rounds; or a few of its numbers set to small ones)
or its document (one value replaced), loads
it, and when it loads plays random decisions with the soak's invariant checks after every action
(every card in exactly one zone, no negative counter, no hidden card in an observation every 10
actions). Every outcome must be a loaded rulebook or a rulerun error with a position; a loaded
mutant must keep the invariants or stop with a rulerun run-time error. Prints one JSON object with
the counts; exits 1 if anything else happened.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import sys
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
os.environ["RULERUN_NO_CACHE"] = "1"  # thousands of mutants would only churn the parse cache
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "bench"))

from soak import counter_columns, hidden_instances, violations  # noqa: E402
from test_robustness import TEXTS, _random_slot, mutate  # noqa: E402

from rulerun.grammar import RulesErrors  # noqa: E402
from rulerun.interpreter import engine  # noqa: E402
from rulerun.interpreter.engine import SIMULTANEOUS, Game, load_document  # noqa: E402


def load(rng: random.Random, name: str):
    """A mutant of a bundled rulebook, compiled; or the RulesErrors it gave."""
    players = rng.choice([2, 3, 4, 5])
    roll = rng.random()
    if roll < 0.4:  # small numbers changed: such mutants mostly load, and play differently
        text = TEXTS[name]
        numbers = list(re.finditer(r"(?<![\w.])\d+(?![\w.])", text))
        for _ in range(rng.randint(1, 4)):
            m = rng.choice(numbers)
            width = len(m.group())  # the new number keeps the width, so the other matches stay in place
            text = text[:m.start()] + str(rng.randint(0, 12)).rjust(width)[-width:] + text[m.end():]
        return Game.from_text(text, players=players, file="mutant.rules")
    if roll < 0.8:
        text = TEXTS[name]
        for _ in range(1 if rng.random() < 0.6 else rng.randint(2, 3)):
            text = mutate(text, rng)
        return Game.from_text(text, players=players, file="mutant.rules")
    doc, text = load_document(ROOT / "rulebooks" / name)
    node, key = _random_slot(doc, rng)
    node[key] = rng.choice([None, 0, -1, 10**9, "", "x", [], {}, {"op": "name", "name": "nope"}, True])
    from rulerun.interpreter.schema import validate_document

    validate_document(doc, "mutant.json")
    return Game.from_document(doc, players, None, None)


def run(game: Game, rng: random.Random, decisions: int) -> list[str]:
    """Plays random decisions; returns the invariant violations found (a rulerun error ends quietly)."""
    hidden = [hidden_instances(game.model, p) for p in range(game.model.players)]
    counters = counter_columns(game)
    state = game.new_initial_state(rng.randrange(1000), log=rng.random() < 0.5)
    bad = violations(state, hidden, True, counters)
    for n in range(decisions):
        if bad or state.is_terminal():
            break
        player = state.current_player()
        if player == SIMULTANEOUS:
            player = state.acting_players()[0]
        state.apply_action(rng.randrange(len(state.legal_actions(player))), player)
        bad = violations(state, hidden, n % 10 == 0, counters)
    return bad


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--examples", type=int, default=500)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--decisions", type=int, default=200, help="random decisions played by a loaded mutant")
    args = ap.parse_args(argv)
    engine.STEP_LIMIT = 50_000  # mutants that loop forever are stopped sooner than real games would be
    counts = {"examples": 0, "loaded": 0, "load_errors": 0, "run_errors": 0, "violations": 0, "unlocated": 0,
              "exceptions": 0}
    names = sorted(TEXTS)
    start = time.perf_counter()
    for i in range(args.examples):
        rng = random.Random(args.seed * 1_000_003 + i)
        counts["examples"] += 1
        try:
            try:
                game = load(rng, rng.choice(names))
            except RulesErrors as errs:
                counts["load_errors"] += 1
                if not errs.errors or any(e.span.line < 1 for e in errs.errors):
                    counts["unlocated"] += 1
                continue
            counts["loaded"] += 1
            try:
                bad = run(game, rng, args.decisions)
            except RulesErrors as errs:
                counts["run_errors"] += 1
                if any(e.span.line < 0 for e in errs.errors):
                    counts["unlocated"] += 1
                continue
            if bad:
                counts["violations"] += 1
                print(f"example {i}: {bad[0]}", file=sys.stderr)
        except Exception:  # noqa: BLE001 - counted and shown: what the fuzzing looks for
            counts["exceptions"] += 1
            print(f"example {i}:", file=sys.stderr)
            traceback.print_exc()
    counts["seconds"] = round(time.perf_counter() - start, 1)
    print(json.dumps(counts), flush=True)
    return 1 if counts["exceptions"] or counts["violations"] or counts["unlocated"] else 0


if __name__ == "__main__":
    sys.exit(main())
