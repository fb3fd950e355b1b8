"""The non-interference check (`interpreter/noninterference.py`): every rulebook of the leak corpus
(tests/leaks/, one way of leaking per file) is caught, and the bundled rulebooks, examples and library
games, for every player, over many seeds, have no finding."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from rulerun.interpreter.engine import load_game
from rulerun.interpreter.noninterference import check, perturb

ROOT = Path(__file__).resolve().parent.parent
LEAKS = sorted((ROOT / "tests" / "leaks").glob("*.rules"))
CLEAN = [p for p in LEAKS if p.read_text(encoding="utf-8").startswith("# NO LEAK")]
LEAKING = [p for p in LEAKS if p not in CLEAN]
EXAMPLES = sorted((ROOT / "rulebooks" / "examples").glob("*.rules"))
LIBRARY = sorted((ROOT / "rulebooks" / "library").glob("*.rules"))
BUNDLED = ["animalia", "hoarders", "evolution", "alienz"] + [str(p) for p in EXAMPLES + LIBRARY]


def first_leak(game, seeds=range(10)):
    for seed in seeds:
        for player in range(game.num_players()):
            leak = check(game, seed, player)
            if leak is not None:
                return leak
    return None


def test_the_corpus_has_a_file_for_each_way_of_leaking():
    assert len(LEAKING) >= 20
    for path in LEAKS:
        head = path.read_text(encoding="utf-8").splitlines()[0]
        assert head.startswith(("# LEAK:", "# NO LEAK:")), f"{path.name} says what it leaks in its first line"


@pytest.mark.parametrize("path", LEAKING, ids=lambda p: p.name)
def test_every_leak_of_the_corpus_is_caught(path):
    leak = first_leak(load_game(path))
    assert leak is not None, f"{path.name}: no leak found"
    assert leak.seen != leak.other


@pytest.mark.parametrize("path", CLEAN, ids=lambda p: p.name)
def test_what_the_engine_hides_by_default_does_not_leak(path):
    assert first_leak(load_game(path)) is None


def _counts(name: str) -> list[int]:
    game = load_game(name)
    low, high = game.model.min_players, game.model.max_players
    return sorted({low, min(max(low, 4), high), high})


@pytest.mark.parametrize("name,players", [(n, p) for n in BUNDLED for p in _counts(n)],
                         ids=lambda v: Path(str(v)).stem if isinstance(v, str) else str(v))
def test_no_leak_in_the_bundled_rulebooks(name, players):
    leak = first_leak(load_game(name, players=players), seeds=range(12))
    assert leak is None, leak.describe()


def test_a_value_revealed_by_the_rules_is_no_leak():
    text = """\
game "reveal"
players 2..3
var coins: int per player = 11 visible to owner
play {
  for p in players() {
    coins of p = random(range(1, 9))
  }
  choose go in ["go", "wait"] by 0 as "start"
  reveal "P1 has {coins of 0} coins"
  log "P1 had {coins of 0}"
  choose done in ["yes", "no"] by 1 as "again?"
  end game
}
"""
    from rulerun.interpreter.engine import Game

    game = Game.from_text(text, players=3)
    assert first_leak(game) is None
    state = game.new_initial_state(1)
    state.apply_action(0, 0)
    assert "  revealed: P1 has" in state.log_lines(1)[-2] and state.log_lines(1)[-1] == "P1 had a hidden value"


def test_perturb_changes_only_what_the_player_may_not_know():
    game = load_game(str(ROOT / "tests" / "leaks" / "11-secret-card-variable.rules"))
    state = game.new_initial_state(2)
    other = perturb(state, 1, random.Random(3))
    assert other.observation(1) == state.observation(1)
    assert other.data.cvars != state.data.cvars  # the mark nobody may know is its default there
    assert other.data.rng.getstate() == state.data.rng.getstate()
