"""Scenario tests for rulebooks/library/cribbage.rules against the rules its comments summarise
(Cribbage as the American Cribbage Congress and Parlett give it): the show's fifteens, pairs, runs,
flushes and nobs, the play's fifteens, pairs, runs, go and thirty-one, and winning at once.

Each test rigs cards on a blank state (every card starts in the deck) and evaluates a define of the
rulebook or calls `pegging`, answering its decisions by their text.
"""

from __future__ import annotations

import pytest


def rig(game, **zones):
    """`hand={0: [...]}`, `count_pile=[...]` (in the order laid), `starter=[...]`: card names."""
    g = game("cribbage", 2)
    s = g.blank_state(9)
    for zone, names in zones.items():
        if isinstance(names, dict):
            for p, cards in names.items():
                for name in cards:
                    s.place(name, zone, p)
        else:
            for name in names:
                s.place(name, zone)
    return g, s


def show(game, held, up, crib=False):
    g, s = rig(game, played={0: held}, starter=[up])
    return g.evaluate(s, f"show_points(cards(played of 0), top(starter), {'true' if crib else 'false'})")


@pytest.mark.parametrize("held, up, crib, points", [
    # the best hand: four 5s and the jack of the starter's suit: 8 fifteens, 6 pairs, nobs
    (["5 of clubs", "5 of diamonds", "5 of hearts", "jack of spades"], "5 of spades", False, 29),
    # a double run: fifteens 4-5-6 twice and 5-king (6), the pair of 6s (2), two runs of three (6)
    (["4 of clubs", "5 of clubs", "6 of diamonds", "6 of hearts"], "king of spades", False, 14),
    # even cards make no fifteen: a flush of the four hand cards scores 4, with the starter 5; the crib
    # needs all five
    (["2 of hearts", "4 of hearts", "6 of hearts", "8 of hearts"], "king of clubs", False, 4),
    (["2 of hearts", "4 of hearts", "6 of hearts", "8 of hearts"], "10 of hearts", False, 5),
    (["2 of hearts", "4 of hearts", "6 of hearts", "8 of hearts"], "king of clubs", True, 0),
    (["2 of hearts", "4 of hearts", "6 of hearts", "8 of hearts"], "10 of hearts", True, 5),
    # a double double run: four runs of three (12), two pairs (4), 3-3-4-5 twice (4)
    (["3 of clubs", "3 of diamonds", "4 of hearts", "4 of spades"], "5 of clubs", False, 20),
    # a run of five (5) and the one fifteen of all five cards (2)
    (["ace of clubs", "2 of diamonds", "3 of hearts", "4 of spades"], "5 of clubs", False, 5 + 2),
    # his nobs: the jack of the starter's suit (and the fifteen jack-5)
    (["jack of clubs", "3 of diamonds", "6 of hearts", "8 of spades"], "5 of clubs", False, 1 + 2),
    (["jack of hearts", "3 of diamonds", "6 of hearts", "8 of spades"], "5 of clubs", False, 2),
])
def test_the_show_counts_fifteens_pairs_runs_flushes_and_nobs(game, held, up, crib, points):
    assert show(game, held, up, crib) == points


@pytest.mark.parametrize("laid, run, alike", [
    (["4 of clubs", "6 of clubs", "5 of hearts"], 3, 1),  # a run in any order
    (["3 of clubs", "4 of clubs", "6 of hearts", "5 of spades"], 4, 1),
    (["4 of clubs", "5 of clubs", "4 of hearts"], 0, 1),  # not a run: the 4 breaks it
    (["9 of clubs", "9 of hearts", "9 of spades"], 0, 3),  # pair royal
])
def test_the_play_scores_runs_and_pairs_among_the_last_cards(game, laid, run, alike):
    g, s = rig(game, count_pile=laid)
    assert g.evaluate(s, "longest_run") == run and g.evaluate(s, "alike") == alike


def test_the_play_pegs_fifteen_the_go_and_thirty_one(game):
    _, s = rig(game, hand={0: ["king of clubs", "5 of clubs"], 1: ["queen of hearts", "6 of hearts"]})
    s.set_var("dealer", 1)  # P1 leads
    s.call("pegging")
    s.act("king of clubs")  # 10
    s.act("6 of hearts")  # 16
    # P1 must lay the 5 (21), P2 the queen: 31 for 2, and the count is done; no cards are left
    assert s.done() and [s.var("score", p) for p in range(2)] == [0, 2]
    _, s = rig(game, hand={0: ["king of clubs", "5 of clubs"], 1: ["queen of hearts", "9 of hearts"]})
    s.set_var("dealer", 1)
    s.call("pegging")
    s.act("5 of clubs")  # 5
    s.act("queen of hearts")  # 15: a fifteen for P2
    # P1 must lay the king (25); P2's 9 would make 34: P2 says go, P1 has nothing left: the go to P1;
    # then a new count: P2 lays the 9, the last card, for 1
    assert s.done() and [s.var("score", p) for p in range(2)] == [1, 3]


def test_the_target_wins_at_once_in_the_middle_of_the_play(game):
    _, s = rig(game, hand={0: ["king of clubs", "5 of clubs"], 1: ["5 of hearts", "6 of hearts"]})
    s.set_var("dealer", 1)
    s.set_var("score", 119, 1)
    s.call("pegging")
    s.act("king of clubs")
    s.act("5 of hearts")  # fifteen: 121
    assert s.is_terminal() and s.winners() == [1]


def test_the_show_pegs_a_hand_of_29_with_its_starter(game):
    # 5-5-5-J with the 5 of the jack's suit turned up: the 29 of the rules' example, pegged by `show`
    _, s = rig(game, played={0: ["5 of clubs", "5 of diamonds", "5 of hearts", "jack of spades"]},
               starter=["5 of spades"])
    s.call("show", 0)
    assert s.var("score", 0) == 29 and "P1 pegs 29 for the hand (29)" in s.log_lines()
