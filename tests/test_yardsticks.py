"""The hand-written simulators in `bench/yardsticks/` play the same games as their rulebooks, as far
as speed goes: as many decisions per game, among as many options. A simulator that asked fewer or
more would make the engine's speed ratio on that game wrong, and nothing else would notice.

Random games cannot be compared move by move, so a few hundred games on each side must agree within
4 standard errors of the difference of their means, in decisions per game (4 standard errors are
3 % of it for Hearts, 2 % for Lost Cities, 1.5 % for President, 0.5 % for Sushi Go!) and in the
mean log2 of the options of a decision (which does not grow with a game's length, and so shows a
slip of one decision a hand in Hearts). The seeds are fixed, so the test cannot flake."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parent.parent / "bench"
LIMIT = 4.0  # standard errors

# rulebook, player count (the one benchmarked), games each way
GAMES = [("hearts", 4, 800), ("lost_cities", 2, 1500), ("president", 4, 400), ("sushi_go", 4, 600)]


def check_module():
    spec = importlib.util.spec_from_file_location("bench_yardstick_check", BENCH / "yardstick_check.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("name, players, games", GAMES)
def test_a_yardstick_asks_as_many_decisions_among_as_many_options_as_its_rulebook(name, players, games):
    check = check_module()
    row = check.compare(name, players, games, seed=1, path=BENCH / "yardsticks" / f"{name}.py")
    assert abs(row["decisions_per_game_z"]) < LIMIT, row
    assert abs(row["bits_per_decision_z"]) < LIMIT, row


def test_the_benchmarks_find_the_yardsticks_after_the_seed_games_simulators():
    check = check_module()
    for name, _, _ in GAMES:
        assert check.reference_simulator(f"rulebooks/library/{name}.rules") == BENCH / "yardsticks" / f"{name}.py"
        assert check.reference_simulator(name) == BENCH / "yardsticks" / f"{name}.py"
    assert check.reference_simulator("cribbage") is None
    assert check.reference_simulator("__init__") is None
