"""Scenario tests for the library's poker rulebooks (rulebooks/library/kuhn_poker.rules and
leduc_poker.rules), against the rules their comments summarise (Kuhn 1950; Southey et al. 2005; as
OpenSpiel plays them).

Each test deals the cards it wants through chance mode, where dealing a card is a chance outcome
(the card's number), then plays the hand's actions by their text.
"""

from __future__ import annotations

import functools

import pytest

from rulerun.interpreter.chance import load_chance_game
from rulerun.interpreter.engine import CHANCE, TERMINAL


@functools.lru_cache(maxsize=None)
def poker(name: str):
    return load_chance_game(name, 2)


def deal(name: str, *cards: str):
    """A hand of `name` with these cards dealt in order (P1's, P2's, then the public card if given)."""
    game = poker(name)
    state = game.new_initial_state()
    for card in cards:
        assert state.current_player() == CHANCE
        state.apply_action(game.model.card_names.index(card))
    return state


def play(state, *actions: str):
    for action in actions:
        state.act(action)
    return state


# ---- Kuhn poker ---------------------------------------------------------------------------------
def kuhn(p1: str, p2: str, *actions: str):
    return play(deal("kuhn_poker", p1, p2), *actions)


def test_kuhn_each_player_antes_one_chip_and_sees_only_their_card():
    state = deal("kuhn_poker", "queen", "king")
    assert state.var("paid", 0) == 1 and state.var("paid", 1) == 1
    assert state.observation(0)["zones"]["hand of P1"] == [{"card": "queen"}]
    assert state.observation(0)["zones"]["hand of P2"] == [None]
    assert state.observation(0)["zones"]["deck"] == [None]
    assert state.current_player() == 0 and state.options() == ["pass", "bet"]


@pytest.mark.parametrize("p1, p2, actions, returns", [
    ("king", "jack", ("pass", "pass"), [1, -1]),  # both check: the higher card takes the pot of 2
    ("jack", "queen", ("pass", "pass"), [-1, 1]),
    ("jack", "king", ("bet", "pass"), [1, -1]),  # a bet and a fold: the bettor takes the pot, whatever the cards
    ("king", "queen", ("bet", "bet"), [2, -2]),  # a bet called: the higher card takes the pot of 4
    ("queen", "king", ("pass", "bet", "pass"), [-1, 1]),  # a check, a bet, a fold
    ("queen", "jack", ("pass", "bet", "bet"), [2, -2]),  # a check, a bet, a call
])
def test_kuhn_hands_end_as_the_rules_say(p1, p2, actions, returns):
    state = kuhn(p1, p2, *actions)
    assert state.current_player() == TERMINAL and state.returns() == returns


def test_kuhn_facing_a_bet_a_player_folds_or_calls():
    state = kuhn("jack", "queen", "pass", "bet")
    assert state.current_player() == 0 and state.decision_label() == "fold (pass) or call (bet)"


def test_kuhn_deals_are_equally_likely_and_the_third_card_stays_hidden():
    state = poker("kuhn_poker").new_initial_state()
    assert [p for _, p in state.chance_outcomes()] == [1 / 3] * 3
    state.apply_action(0)
    assert [p for _, p in state.chance_outcomes()] == [1 / 2] * 2
    state = kuhn("king", "queen", "bet", "bet")
    assert "jack" not in "\n".join(state.log_lines(view=0) + state.log_lines(view=1))


# ---- Leduc poker --------------------------------------------------------------------------------
def leduc(p1: str, p2: str, *actions: str):
    return play(deal("leduc_poker", p1, p2), *actions)


def test_leduc_a_player_may_fold_only_facing_a_raise():
    state = leduc("jack of hearts", "queen of hearts")
    assert state.current_player() == 0 and state.options() == ["call", "raise"]
    play(state, "raise")
    assert state.current_player() == 1 and state.options() == ["fold", "call", "raise"]


def test_leduc_a_round_allows_two_raises_of_2_then_of_4():
    state = leduc("jack of hearts", "queen of hearts", "raise", "raise")
    assert state.var("paid", 0) == 3 and state.var("paid", 1) == 5
    assert state.options() == ["fold", "call"]  # two raises: no third
    play(state, "call")
    assert state.current_player() == CHANCE  # a called raise ends the round: the public card
    state.apply_action(state.model.card_names.index("king of spades"))
    assert state.current_player() == 0 and state.options() == ["call", "raise"]  # the first player again
    play(state, "raise")
    assert state.var("paid", 0) == 9 and state.var("stake") == 9


def test_leduc_both_checking_ends_the_round():
    state = leduc("jack of hearts", "queen of hearts", "call", "call")
    assert state.current_player() == CHANCE and state.var("paid", 0) == state.var("paid", 1) == 1


def test_leduc_a_fold_gives_the_pot_to_the_other_player():
    state = leduc("king of hearts", "jack of hearts", "call", "raise", "fold")
    assert state.is_terminal() and state.returns() == [-1, 1]


@pytest.mark.parametrize("p1, p2, public, returns", [
    ("jack of hearts", "king of hearts", "jack of spades", [1, -1]),  # a pair beats a higher card
    ("queen of hearts", "king of hearts", "jack of spades", [-1, 1]),  # else the higher card wins
    ("king of spades", "queen of spades", "queen of hearts", [-1, 1]),
    ("queen of hearts", "queen of spades", "king of hearts", [0, 0]),  # equal ranks split the pot
])
def test_leduc_showdown(p1, p2, public, returns):
    state = leduc(p1, p2, "call", "call")
    state.apply_action(state.model.card_names.index(public))
    play(state, "call", "call")
    assert state.is_terminal() and state.returns() == returns


def test_leduc_the_largest_pot_is_13_chips_from_each():
    state = leduc("king of hearts", "queen of hearts", "raise", "raise", "call")
    state.apply_action(state.model.card_names.index("king of spades"))
    play(state, "raise", "raise", "call")
    assert state.is_terminal() and state.returns() == [13, -13] and state.model.payoff_range == (-13, 13)


def test_leduc_the_public_card_is_drawn_from_the_four_cards_left():
    state = leduc("jack of hearts", "jack of spades", "call", "call")
    names = state.model.card_names
    assert sorted(names[c] for c, _ in state.chance_outcomes()) == \
        ["king of hearts", "king of spades", "queen of hearts", "queen of spades"]
