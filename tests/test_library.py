"""The library of well-known card games and small games from the literature (rulebooks/library/):
found by name, lint-clean, formatted, playable from the command line and the library, and sound
under random play at their smallest and largest player counts."""

from __future__ import annotations

import importlib.util
import random
from pathlib import Path

import pytest
from typer.testing import CliRunner

from rulerun.cli.main import app
from rulerun.grammar.format import format_rules
from rulerun.interpreter.engine import find_rulebook, load_game
from rulerun.interpreter.lint import lint_file

ROOT = Path(__file__).resolve().parent.parent
LIBRARY = sorted((ROOT / "rulebooks" / "library").glob("*.rules"))
WITH_PAYOFF = [p for p in LIBRARY if load_game(p.stem).model.payoff is not None]


def _soak():
    spec = importlib.util.spec_from_file_location("bench_soak", ROOT / "bench" / "soak.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_library_holds_its_games():
    assert [p.stem for p in LIBRARY] == ["blackjack", "cribbage", "go_fish", "hearts", "kuhn_poker", "leduc_poker",
                                            "lost_cities", "oh_hell", "president", "skull", "sushi_go"]


@pytest.mark.parametrize("path", LIBRARY, ids=lambda p: p.stem)
def test_a_library_rulebook_is_found_by_name_clean_and_formatted(path):
    assert find_rulebook(path.stem).resolve() == path.resolve()
    assert find_rulebook(path.name).resolve() == path.resolve()
    assert lint_file(path, strict=True) == []
    text = path.read_text(encoding="utf-8")
    assert format_rules(text) == text


@pytest.mark.parametrize("path", LIBRARY, ids=lambda p: p.stem)
def test_a_library_rulebook_plays_from_the_command_line(path):
    model = load_game(path.stem).model
    result = CliRunner().invoke(app, ["run", path.stem, "--seed", "3", "--players", str(model.min_players)])
    assert result.exit_code == 0, result.output
    assert result.output.startswith(f"{model.name}: {model.min_players} players, seed 3")


@pytest.mark.parametrize("path", WITH_PAYOFF, ids=lambda p: p.stem)
def test_random_hands_end_with_payoffs_in_range_that_add_up_as_declared(path):
    game = load_game(path.stem, 2)
    low, high = game.model.payoff_range
    total = game.model.payoff_total
    for seed in range(200):
        state = game.playout(seed, random.Random(seed).randrange)
        returns = state.returns()
        assert all(low <= r <= high for r in returns)
        assert total is None or sum(returns) == total


def _extremes(path: Path) -> list[tuple[str, int]]:
    model = load_game(path.stem).model
    return [(path.stem, n) for n in sorted({model.min_players, model.max_players})]


@pytest.mark.parametrize("name, players", [case for path in LIBRARY for case in _extremes(path)],
                         ids=lambda v: str(v))
def test_random_games_keep_the_soak_invariants(name, players):
    """Seeded random games at the smallest and largest player counts: every card in one zone, no
    card counter below zero, no hidden card in an observation, every game ends, and a playout with
    the same random numbers ends in the same state (bench/soak.py)."""
    result = _soak().soak(name, players, 6, 11, 3)
    assert result["games"] == 6
    for key in ("exceptions", "rule_errors", "violations", "unfinished", "playout_mismatches"):
        assert result[key] == 0, (key, result)
