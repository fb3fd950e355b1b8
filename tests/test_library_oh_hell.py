"""Scenario tests for rulebooks/library/oh_hell.rules against the rules its comments summarise (Oh
Hell as Parlett gives it): following suit, trumps, the dealer's hook, exact bids scored.

Each test rigs hands and the turned-up trump on a blank state (every card starts in the stock) and
calls one procedure of the rulebook (`play_trick`, `bidding`, `settle`).
"""

from __future__ import annotations

import pytest


def rig(game, hands: dict, trump: str = "2 of clubs", players: int = 3, **options):
    g = game("oh_hell", players, **options)
    s = g.blank_state(3)
    for p, names in hands.items():
        for name in names:
            s.place(name, "hand", p)
    s.place(trump, "trump_card")
    return g, s


def test_players_must_follow_the_suit_led_if_they_can(game):
    _, s = rig(game, {0: ["5 of hearts", "king of clubs"], 1: ["2 of hearts", "ace of spades"],
                      2: ["3 of spades", "4 of spades"]})
    s.call("play_trick", 0)
    assert s.options() == ["5 of hearts", "king of clubs"]  # the leader plays anything
    s.act("5 of hearts")
    # P2 holds a heart: it is their only card to play, made at once; P3 holds none: any card
    assert s.current_player() == 2 and s.options() == ["3 of spades", "4 of spades"]
    s.act("4 of spades")
    assert s.var("taker") == 0  # the highest heart: spades are not trumps
    assert sorted(s.zone_names("won", 0)) == ["2 of hearts", "4 of spades", "5 of hearts"]


def test_the_highest_trump_wins_the_trick(game):
    _, s = rig(game, {0: ["5 of hearts", "king of clubs"], 1: ["ace of hearts", "ace of spades"],
                      2: ["3 of clubs", "4 of spades"]}, trump="2 of clubs")
    s.call("play_trick", 0)
    s.act("5 of hearts")
    s.act("3 of clubs")  # P2 must play the ace of hearts; P3 trumps it with a 3
    assert s.var("taker") == 2


@pytest.mark.parametrize("hook, dealer_options", [("true", ["0", "2"]), ("false", ["0", "1", "2"])])
def test_the_dealer_may_not_make_the_bids_add_up_under_the_hook(game, hook, dealer_options):
    _, s = rig(game, {}, hook=hook)
    s.set_var("dealer", 2)
    s.call("bidding", 2)
    assert s.current_player() == 0 and s.options() == ["0", "1", "2"]
    s.act("1")
    s.act("0")
    assert s.current_player() == 2 and s.options() == dealer_options


def test_exactly_the_bid_scores_10_plus_the_bid_and_anything_else_nothing(game):
    _, s = rig(game, {})
    for p, bid, taken in ((0, 1, ["3 of hearts", "4 of hearts", "5 of hearts"]), (1, 0, []),
                          (2, 2, ["6 of hearts", "7 of hearts", "8 of hearts"])):
        s.set_var("bid", bid, p)
        for name in taken:
            s.place(name, "won", p)
    s.call("settle")
    assert [s.var("score", p) for p in range(3)] == [11, 10, 0]


def test_the_hand_sizes_follow_the_schedule(game):
    for schedule, sizes in (("up", list(range(1, 11))), ("down", list(range(10, 0, -1))),
                            ("updown", list(range(10, 0, -1)) + list(range(2, 11)))):
        s = game("oh_hell", 4, schedule=schedule).new_initial_state(1)
        while not s.is_terminal():
            s.apply_action(0)
        played = [int(line.split()[3]) for line in s.log_lines() if line.startswith("a hand of")]
        assert played == sizes, schedule
