"""The library of small games from the literature (rulebooks/library/): found by name, lint-clean,
formatted, and playable from the command line and the library."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from typer.testing import CliRunner

from rulerun.cli.main import app
from rulerun.grammar.format import format_rules
from rulerun.interpreter.engine import find_rulebook, load_game
from rulerun.interpreter.lint import lint_file

LIBRARY = sorted((Path(__file__).resolve().parent.parent / "rulebooks" / "library").glob("*.rules"))


def test_the_library_holds_the_poker_games():
    assert [p.stem for p in LIBRARY] == ["kuhn_poker", "leduc_poker"]


@pytest.mark.parametrize("path", LIBRARY, ids=lambda p: p.stem)
def test_a_library_rulebook_is_found_by_name_clean_and_formatted(path):
    assert find_rulebook(path.stem).resolve() == path.resolve()
    assert find_rulebook(path.name).resolve() == path.resolve()
    assert lint_file(path, strict=True) == []
    text = path.read_text(encoding="utf-8")
    assert format_rules(text) == text


@pytest.mark.parametrize("path", LIBRARY, ids=lambda p: p.stem)
def test_a_library_rulebook_plays_from_the_command_line(path):
    result = CliRunner().invoke(app, ["run", path.stem, "--seed", "3"])
    assert result.exit_code == 0, result.output
    assert result.output.startswith(f"{load_game(path.stem).model.name}: 2 players, seed 3")


@pytest.mark.parametrize("path", LIBRARY, ids=lambda p: p.stem)
def test_random_hands_end_with_payoffs_that_add_up_to_zero(path):
    game = load_game(path.stem, 2)
    low, high = game.model.payoff_range
    for seed in range(200):
        state = game.playout(seed, random.Random(seed).randrange)
        returns = state.returns()
        assert sum(returns) == 0 and all(low <= r <= high for r in returns)
