"""Scenario tests for rulebooks/library/blackjack.rules against the casino rules its comments
summarise: naturals paid 3 to 2, the dealer's peek, hit, stand, double and split, busts, and a dealer
that draws to 16 and stands on 17, and pairs split again up to four hands.

Each test stacks the shoe of a blank state (top first, in the order the rules deal: a card to each
player, the dealer's up card, a second card to each player, the hole card, then the draws) and
plays the round from the deal.
"""

from __future__ import annotations

import pytest


def rigged(game, cards, players: int = 1, **options):
    """A round from the deal, with the shoe stacked (top first) instead of shuffled."""
    g = game("blackjack", players, **options)
    s = g.blank_state(1)
    s.stack_deck("shoe", cards)
    s.call("play_round")
    return g, s


def test_a_natural_is_paid_3_to_2(game):
    _, s = rigged(game, ["ace of spades", "9 of clubs", "king of hearts", "7 of clubs"])
    assert s.done() and s.var("net", 0) == 3  # 21 against the dealer's 16: no decision to make


def test_the_dealer_peeks_and_a_dealer_natural_takes_every_bet_but_pushes_a_natural(game):
    _, s = rigged(game, ["ace of spades", "10 of clubs", "ace of hearts", "king of hearts", "7 of clubs",
                          "king of spades"], players=2)
    assert s.is_terminal() and s.zone_names("dealer") == ["ace of hearts", "king of spades"]
    assert s.var("net", 0) == 0 and s.var("net", 1) == -2  # P1's natural pushes; P2 loses without playing


def test_a_bust_loses_at_once_even_if_the_dealer_busts_later(game):
    _, s = rigged(game, ["10 of spades", "6 of clubs", "6 of diamonds", "10 of hearts", "9 of hearts", "king of clubs"])
    assert s.current_player() == 0 and s.options() == ["hit", "stand", "double"]
    s.act("hit")  # 16 + 9: bust
    assert s.var("net", 0) == -2
    assert s.zone_names("dealer") == ["6 of clubs", "10 of hearts"]  # the dealer turns up but draws nothing


def test_double_doubles_the_bet_takes_one_card_and_stands(game):
    _, s = rigged(game, ["5 of spades", "10 of clubs", "6 of diamonds", "7 of hearts", "king of clubs", "2 of hearts"])
    s.act("double")  # 11 + 10 = 21, no more decision
    assert s.var("bet", 0) == [4] and len(s.zone_names("hand 1", 0)) == 3
    assert s.var("net", 0) == 4  # the dealer stands on 17


def test_double_only_on_the_first_two_cards(game):
    _, s = rigged(game, ["2 of spades", "10 of clubs", "3 of diamonds", "7 of hearts", "4 of clubs"])
    s.act("hit")
    assert s.options() == ["hit", "stand"]


@pytest.mark.parametrize("h17, dealer_final, net", [
    ("false", ["6 of clubs", "ace of hearts"], 2),  # soft 17: the dealer stands, and 18 wins
    ("true", ["6 of clubs", "ace of hearts", "5 of hearts", "king of hearts"], 2),  # H17: 17 soft, 12, 22
])
def test_the_dealer_stands_on_17_and_draws_to_a_soft_17_only_under_hit_soft_17(game, h17, dealer_final, net):
    cards = ["10 of spades", "6 of clubs", "8 of diamonds", "ace of hearts", "5 of hearts", "king of hearts"]
    _, s = rigged(game, cards, hit_soft_17=h17)
    s.act("stand")  # 18
    assert s.zone_names("dealer") == dealer_final
    assert s.var("net", 0) == net  # 18 beats the 17 it stood on; or the dealer busts


def test_the_hole_card_stays_face_down_until_the_dealer_plays(game):
    _, s = rigged(game, ["10 of spades", "9 of clubs", "6 of diamonds", "queen of hearts"])
    obs = s.observation(0)
    assert obs["zones"]["hole"] == [None] and obs["zones"]["dealer"] == [{"card": "9 of clubs"}]
    assert "queen of hearts" not in "\n".join(s.log_lines(view=0))
    s.act("stand")
    assert s.zone_names("dealer") == ["9 of clubs", "queen of hearts"] and s.var("net", 0) == -2  # 16 < 19


def test_a_pair_splits_into_two_hands_each_with_its_own_bet(game):
    _, s = rigged(game, ["8 of spades", "9 of clubs", "8 of clubs", "7 of diamonds",
                         "3 of hearts", "10 of hearts", "king of clubs", "10 of spades"])
    assert s.options() == ["hit", "stand", "double", "split"]
    s.act("split")  # 8 + 3 and 8 + 10
    assert s.zone_names("hand 1", 0) == ["8 of spades", "3 of hearts"]
    assert s.zone_names("hand 2", 0) == ["8 of clubs", "10 of hearts"]
    assert s.options() == ["hit", "stand", "double"]  # double after a split; 8 and 3 are no pair
    s.act("double")  # 21 on the first hand, for 4
    assert s.options() == ["hit", "stand", "double"]
    s.act("stand")  # 18 on the second, for 2
    assert s.zone_names("dealer") == ["9 of clubs", "7 of diamonds", "10 of spades"]  # 26: bust
    assert s.var("bet", 0) == [4, 2] and s.var("net", 0) == 6


RESPLIT = ["8 of spades", "9 of clubs", "8 of clubs", "7 of diamonds",
           "8 of hearts", "10 of hearts",  # the split: hand 1 is 8 + 8 again, hand 2 8 + 10
           "3 of hearts", "2 of clubs",  # the second split: hand 1 is 8 + 3, hand 3 8 + 2
           "king of clubs", "5 of spades", "10 of spades"]


def test_a_pair_made_by_a_split_may_be_split_again(game):
    _, s = rigged(game, RESPLIT)
    s.act("split")
    assert s.zone_names("hand 1", 0) == ["8 of spades", "8 of hearts"]
    assert s.options() == ["hit", "stand", "double", "split"]  # a pair again
    s.act("split")
    assert [s.zone_names(f"hand {k}", 0) for k in (1, 2, 3)] == [
        ["8 of spades", "3 of hearts"], ["8 of clubs", "10 of hearts"], ["8 of hearts", "2 of clubs"]]
    assert s.var("hands", 0) == 3 and s.var("bet", 0) == [2, 2, 2]
    s.act("double")  # hand 1: 11 + king = 21, for 4
    s.act("stand")  # hand 2: 18
    s.act("hit")  # hand 3: 10 + 5 = 15
    s.act("stand")
    assert s.zone_names("dealer") == ["9 of clubs", "7 of diamonds", "10 of spades"]  # 26: bust
    assert s.var("net", 0) == 4 + 2 + 2
    assert "P1 wins 4 on hand 1" in s.log_lines() and "P1 wins 2 on hand 3" in s.log_lines()


def test_no_more_splits_than_the_table_allows(game):
    _, s = rigged(game, RESPLIT, max_hands="2")  # two hands: a pair is split once only
    s.act("split")
    assert s.options() == ["hit", "stand", "double"]
    _, s = rigged(game, RESPLIT, max_hands="1")  # no splitting
    assert s.options() == ["hit", "stand", "double"]


def test_four_hands_at_most_by_default(game):
    cards = ["8 of spades", "9 of clubs", "8 of clubs", "7 of diamonds", "8 of hearts", "10 of hearts",
             "8 of diamonds", "2 of clubs", "8 of spades", "3 of clubs"]
    _, s = rigged(game, cards, decks="2")
    s.act("split")  # hands 1 and 2: 8 + 8, 8 + 10
    s.act("split")  # hands 1 and 3: 8 + 8, 8 + 2
    s.act("split")  # hands 1 and 4: 8 + 8 yet again (from the second deck), 8 + 3
    assert s.var("hands", 0) == 4 and s.zone_names("hand 1", 0) == ["8 of spades", "8 of spades"]
    assert s.options() == ["hit", "stand", "double"]  # a pair, but four hands are the most


def test_split_aces_take_one_card_each_and_21_is_no_natural(game):
    _, s = rigged(game, ["ace of spades", "9 of clubs", "ace of clubs", "7 of diamonds",
                         "king of hearts", "5 of hearts", "2 of spades"])
    s.act("split")
    assert s.done()  # no more decisions: the dealer draws to 18
    assert s.zone_names("dealer") == ["9 of clubs", "7 of diamonds", "2 of spades"]
    assert s.var("net", 0) == 2 - 2  # 21 wins 2, not 3; 16 loses 2
