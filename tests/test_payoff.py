"""`payoff p by VALUE from LOW to HIGH [summing to TOTAL]`: each player's return at the end of a game."""

from __future__ import annotations

import pytest

from rulerun.grammar import RulesErrors, parse_rules
from rulerun.interpreter.engine import Game

# The second player chooses how many of two chips the first one gets; each ends with what they hold,
# less the one chip each put in.
SPLIT = """
game "Split"
players 2..2
var held: int per player = 0
payoff p by held[p] - 1 from LOW to HIGH TOTAL
rank p by held[p]
play {
  choose x in [0, 1, 2] by players()[1] as "chips for the first player"
  held[players()[0]] = x
  held[players()[1]] = 2 - x
}
"""


def split(low: str = "-1", high: str = "1", total: str = "summing to 0") -> Game:
    return Game.from_text(SPLIT.replace("LOW", low).replace("HIGH", high).replace("TOTAL", total), players=2)


def test_the_document_holds_the_value_its_bounds_and_its_total():
    doc = parse_rules(SPLIT.replace("LOW", "-1").replace("HIGH", "1").replace("TOTAL", ""), "split.rules")
    payoff = doc["payoff"]
    assert payoff["var"] == "p" and payoff["by"]["op"] == "binary" and payoff["total"] is None
    assert payoff["from"] == {"op": "neg", "value": {"op": "int", "value": 1, "span": payoff["from"]["value"]["span"]},
                              "span": payoff["from"]["span"]}
    assert parse_rules(SPLIT.replace("LOW", "-1").replace("HIGH", "1").replace("TOTAL", "summing to 0"),
                       "split.rules")["payoff"]["total"]["value"] == 0


def test_returns_are_the_payoffs_once_the_game_ends_and_winners_still_come_from_the_ranking():
    game = split()
    state = game.new_initial_state()
    assert state.returns() == [0.0, 0.0]
    state.act("2")
    assert state.returns() == [1.0, -1.0] and state.winners() == [0]
    state = game.new_initial_state()
    state.act("1")
    assert state.returns() == [0.0, 0.0] and state.winners() == [0, 1]
    assert game.model.payoff_range == (-1, 1) and game.model.payoff_total == 0


def test_without_a_payoff_a_return_is_a_share_of_the_victory():
    game = Game.from_text(SPLIT.replace("payoff p by held[p] - 1 from LOW to HIGH TOTAL\n", ""), players=2)
    state = game.new_initial_state()
    state.act("1")
    assert game.model.payoff is None and state.returns() == [0.5, 0.5]


def test_a_payoff_outside_its_range_stops_with_an_error_at_the_declaration():
    state = split(low="0").new_initial_state()
    state.act("2")
    with pytest.raises(RulesErrors) as err:
        state.returns()
    assert "the payoff of P2 is -1, outside 0 to 1" in str(err.value)
    assert err.value.errors[0].span.line == 5


def test_payoffs_that_do_not_add_up_to_the_total_stop_with_an_error():
    state = split(total="summing to 1").new_initial_state()
    state.act("0")
    with pytest.raises(RulesErrors, match="add up to 0, not 1"):
        state.returns()


@pytest.mark.parametrize("low, high, total, message", [
    ("-1", "1", "summing to true", "a payoff is a number, not a bool"),
    ("1", "-1", "", "a payoff from 1 to -1 is no range"),
    ("held[0]", "1", "", "expected a constant value"),
])
def test_bounds_and_total_are_constant_numbers(low, high, total, message):
    with pytest.raises(RulesErrors, match=message):
        split(low, high, total)


def test_a_payoff_that_is_not_a_number_is_an_error():
    with pytest.raises(RulesErrors, match="a payoff is a number, not a player"):
        Game.from_text(SPLIT.replace("held[p] - 1", "p").replace("LOW", "-1").replace("HIGH", "1")
                       .replace("TOTAL", ""), players=2)


def test_win_rates_count_victories_not_payoffs():
    from rulerun.interpreter.analysis import simulate

    summary = simulate(split(), agents=("random",), games=60, seed=1, coverage=False)
    wins = summary["wins_by_seat"]
    assert all(0 <= w <= 60 for w in wins) and sum(wins) == 60


def test_search_weighs_a_payoff_in_its_range():
    from rulerun.interpreter.agents import result

    state = split().new_initial_state()
    state.act("2")
    assert state.returns() == [1.0, -1.0] and (result(state, 0), result(state, 1)) == (1.0, 0.0)
    state = split(low="-3", high="5").new_initial_state()
    state.act("1")
    assert result(state, 0) == 3 / 8
