"""Scenario tests for rulebooks/library/hearts.rules against the rules its comments summarise
(Hearts as Parlett gives it): passing three cards, the first trick, hearts broken, following suit,
the queen of spades, shooting the moon.

Each test rigs hands on a blank state (every card starts in the deck), sets the hand's flags and
calls one procedure of the rulebook (`pass_cards`, `play_trick`, `settle`).
"""

from __future__ import annotations

import pytest

from rulerun.interpreter.engine import SIMULTANEOUS


def rig(game, hands: dict, players: int = 4, **flags):
    g = game("hearts", players)
    s = g.blank_state(4)
    for p, names in hands.items():
        for name in names:
            s.place(name, "hand", p)
    for name, value in flags.items():
        s.set_var(name, value)
    return g, s


def test_the_first_trick_is_led_with_the_two_of_clubs_and_takes_no_points_unless_forced(game):
    _, s = rig(game, {0: ["2 of clubs", "3 of hearts"], 1: ["5 of hearts", "queen of spades", "4 of diamonds"],
                      2: ["5 of clubs", "6 of clubs"], 3: ["7 of hearts", "8 of hearts"]}, first_trick=True)
    s.call("play_trick", 0)
    # P1 must lead the two; P2, void in clubs, may not throw points while holding a diamond
    assert s.zone_names("trick") == ["2 of clubs", "4 of diamonds"]
    assert s.current_player() == 2 and s.options() == ["5 of clubs", "6 of clubs"]
    s.act("6 of clubs")
    assert s.current_player() == 3 and s.options() == ["7 of hearts", "8 of hearts"]  # nothing else to play
    s.act("7 of hearts")
    assert s.var("taker") == 2 and s.var("broken") is True


@pytest.mark.parametrize("hand, broken, options", [
    (["3 of hearts", "4 of clubs", "5 of clubs"], False, ["4 of clubs", "5 of clubs"]),
    (["3 of hearts", "4 of clubs", "5 of clubs"], True, ["3 of hearts", "4 of clubs", "5 of clubs"]),
    (["3 of hearts", "4 of hearts"], False, ["3 of hearts", "4 of hearts"]),  # nothing but hearts
])
def test_hearts_may_not_be_led_until_broken(game, hand, broken, options):
    _, s = rig(game, {0: hand, 1: ["6 of clubs"], 2: ["7 of clubs"], 3: ["8 of clubs"]}, broken=broken)
    s.call("play_trick", 0)
    assert s.current_player() == 0 and s.options() == options


def test_the_highest_card_of_the_suit_led_wins_and_off_suit_cards_never_do(game):
    _, s = rig(game, {0: ["9 of clubs", "2 of hearts"], 1: ["ace of spades"], 2: ["10 of clubs"],
                      3: ["4 of clubs", "ace of diamonds"]})
    s.call("play_trick", 0)  # hearts unbroken: the nine is led; each follower has one card they may play
    assert s.zone_names("trick") == [] and sorted(s.zone_names("won", 2)) == [
        "10 of clubs", "4 of clubs", "9 of clubs", "ace of spades"]


@pytest.mark.parametrize("taken, scores", [
    ({0: ["queen of spades", "2 of hearts"], 1: ["3 of hearts"], 2: [], 3: []}, [14, 1, 0, 0]),
    ({0: ["queen of spades"] + [f"{v} of hearts" for v in list(range(2, 11)) + ["jack", "queen", "king", "ace"]],
      1: [], 2: [], 3: []}, [0, 26, 26, 26]),  # shooting the moon
])
def test_hearts_cost_one_the_queen_of_spades_13_and_all_26_shoot_the_moon(game, taken, scores):
    _, s = rig(game, {})
    for p, names in taken.items():
        for name in names:
            s.place(name, "won", p)
    s.call("settle")
    assert [s.var("score", p) for p in range(4)] == scores


def test_three_cards_pass_in_secret_to_the_left_then_right_then_across_then_none(game):
    hands = {p: [f"{v} of {suit}" for v in (2, 3, 4, 5)] for p, suit in enumerate(["clubs", "diamonds", "hearts", "spades"])}
    for number, receiver in ((1, 1), (2, 3), (3, 2), (4, None)):
        _, s = rig(game, hands, hand_number=number)
        s.call("pass_cards")
        if receiver is None:
            assert s.done() and s.zone_names("hand", 0) == ["2 of clubs", "3 of clubs", "4 of clubs", "5 of clubs"]
            continue
        assert s.current_player() == SIMULTANEOUS
        assert s.observation(1)["zones"]["outgoing of P1"] == []  # nothing shows before all have chosen
        for p in range(4):
            s.act(s.options(p)[0], p)  # the first three cards of each hand: 2, 3, 4
        assert sorted(s.zone_names("hand", receiver)) == ["2 of clubs", "3 of clubs", "4 of clubs"] + \
            [name for name in s.zone_names("hand", receiver) if name.startswith("5 of")]
