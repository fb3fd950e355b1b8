"""Fuzzing at scale: rules text, rulebook documents and cache files mutated; invariants while mutants play.

    python3 bench/fuzz.py --examples 2000 [--seed 1] [--decisions 200] [--level all|text|document|cache]
                          [--progress N]

Each example is one mutant, of a level chosen at random (or the one given):

- text: one bundled rulebook's text (delete, duplicate or swap lines and tokens, insert random
  characters, huge numbers, one to three rounds; or a few of its numbers set to small ones);
- document: its document, changed so that it mostly still passes the schema and then often in
  JSON text the schema cannot see (`fuzz_mutants.document_mutant`), loaded from a `.json` file;
- cache: one file of a private document cache damaged (`fuzz_mutants.CacheFuzz`); a parse must
  then give exactly what a fresh parse gives.

A text or document mutant is loaded, and when it loads, plays random decisions with the soak's
invariant checks after every action (every card in exactly one zone, no hidden card in an
observation every 10 actions; not the soak's check of counters, a promise of the bundled rules that
a mutant's own rules may break). Every outcome must be a loaded rulebook or a rulerun
error with a position (for a document, one that names the file read); a loaded mutant must keep the
invariants or stop with a rulerun run-time error. Prints one JSON object with the counts (and where
any traceback came from); exits 1 if anything else happened.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import sys
import tempfile
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
os.environ["RULERUN_NO_CACHE"] = "1"  # thousands of mutants would only churn the parse cache
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "bench"))

from fuzz_mutants import CacheFuzz, document_mutant  # noqa: E402
from soak import hidden_instances, violations  # noqa: E402
from test_robustness import TEXTS, _random_slot, mutate  # noqa: E402

from rulerun.grammar import RulesErrors  # noqa: E402
from rulerun.interpreter import engine  # noqa: E402
from rulerun.interpreter.engine import SIMULTANEOUS, Game, load_document  # noqa: E402


SMALL = 'game "Tiny"\nplayers 2..2\nzone deck\nplay {\n  log "{size(deck)} cards"\n  end game\n}\n'


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
    # a card counter below zero is the bundled rules' promise, which a mutant's changed number may
    # break by the rules themselves (`food -= 7`): only what the engine promises is checked here
    counters: list[int] = []
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


LEVELS = {"text": 0.45, "document": 0.4, "cache": 0.15}  # shares of the levels when all are fuzzed


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--examples", type=int, default=500)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--decisions", type=int, default=200, help="random decisions played by a loaded mutant")
    ap.add_argument("--level", choices=["all", *LEVELS], default="all", help="what is mutated")
    ap.add_argument("--progress", type=int, default=0, help="print the counts so far every N examples")
    args = ap.parse_args(argv)
    engine.STEP_LIMIT = 50_000  # mutants that loop forever are stopped sooner than real games would be
    counts = {"examples": 0, "text": 0, "document": 0, "cache": 0, "loaded": 0, "load_errors": 0, "run_errors": 0,
              "violations": 0, "unlocated": 0, "misnamed": 0, "cache_same": 0, "cache_swaps": 0, "exceptions": 0}
    where: dict[str, int] = {}
    names = sorted(TEXTS)
    start = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="rulerun-fuzz-") as scratch:
        work = Path(scratch)
        (work / "cache").mkdir(mode=0o700)
        caches = None
        for i in range(args.examples):
            if args.progress and i and i % args.progress == 0:
                print(json.dumps({**counts, "seconds": round(time.perf_counter() - start, 1)}), file=sys.stderr,
                      flush=True)
            rng = random.Random(args.seed * 1_000_003 + i)
            level = args.level if args.level != "all" else rng.choices(list(LEVELS), list(LEVELS.values()))[0]
            counts["examples"] += 1
            counts[level] += 1
            try:
                if level == "cache":
                    if caches is None:
                        caches = CacheFuzz(work / "cache", [SMALL, TEXTS["hoarders.rules"], "game {"])
                    try:
                        caches.run(rng)
                        counts["cache_same"] += 1
                    except AssertionError as err:
                        counts["cache_swaps"] += 1
                        print(f"example {i}: {err}", file=sys.stderr)
                    continue
                name = rng.choice(names)
                try:
                    if level == "document":
                        path = document_mutant(rng, ROOT / "rulebooks" / name, work)
                        game = engine.load_game(path, players=rng.choice([2, 3, 4, 5]))
                    else:
                        game = load(rng, name)
                except RulesErrors as errs:
                    counts["load_errors"] += 1
                    _check_located(errs, level, work, counts)
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
            except Exception as err:  # noqa: BLE001 - counted and shown: what the fuzzing looks for
                counts["exceptions"] += 1
                origin = _origin(err)
                where[origin] = where.get(origin, 0) + 1
                print(f"example {i} ({level}):", file=sys.stderr)
                traceback.print_exc()
    counts["seconds"] = round(time.perf_counter() - start, 1)
    if where:
        counts["exceptions_from"] = where
    print(json.dumps(counts), flush=True)
    failed = ("exceptions", "violations", "unlocated", "misnamed", "cache_swaps")
    return 1 if any(counts[k] for k in failed) else 0


def _check_located(errs: RulesErrors, level: str, work: Path, counts: dict) -> None:
    """A text mutant's errors have a line; a document mutant's name the file read."""
    if not errs.errors:
        counts["unlocated"] += 1
    elif level == "text" and any(e.span.line < 1 for e in errs.errors):
        counts["unlocated"] += 1
    elif level == "document" and any(e.span.file != str(work / "mutant.json") for e in errs.errors):
        counts["misnamed"] += 1
        print(f"misnamed: {errs.errors[0]}", file=sys.stderr)


def _origin(err: BaseException) -> str:
    """The innermost rulerun module in an exception's traceback (where the fuzzing found a fault)."""
    origin = "?"
    tb = err.__traceback__
    while tb is not None:
        filename = tb.tb_frame.f_code.co_filename
        for part in ("grammar", "interpreter", "cli"):
            marker = f"{os.sep}{part}{os.sep}"
            if marker in filename and str(ROOT) in filename:
                origin = part + "/" + filename.split(marker, 1)[1]
        tb = tb.tb_next
    return origin


if __name__ == "__main__":
    sys.exit(main())
