"""Scenario tests for rulebooks/library/sushi_go.rules against the rules its comments summarise
(Sushi Go!, Gamewright 2013): the set scores, nigiri on wasabi, maki majorities, puddings, and the
secret pick with the hands passed on.

Each test rigs a position on a blank state (every card starts in the deck) and calls one procedure
of the rulebook (`serve`, `score_maki`, `score_puddings`, `take_turn`) or evaluates a define.
"""

from __future__ import annotations

import pytest

from rulerun.interpreter.engine import SIMULTANEOUS


def rig(game, players: int = 3, **zones):
    """`tableau={0: [...]}`, `hand=...`, `puddings=...`: card names per player."""
    g = game("sushi_go", players)
    s = g.blank_state(6)
    for zone, table in zones.items():
        for p, names in table.items():
            for name in names:
                s.place(name, zone, p)
    return g, s


def test_tempura_sashimi_dumplings_and_nigiri_on_wasabi(game):
    g, s = rig(game, tableau={0: ["tempura"] * 3 + ["sashimi"] * 3 + ["dumpling"] * 3 + ["wasabi"]})
    egg = s.place("egg nigiri", "hand", 0)
    s.call("serve", 0, egg)  # lands on the free wasabi: triple
    squid = s.place("squid nigiri", "hand", 0)
    s.call("serve", 0, squid)  # the wasabi is used: plain
    # one pair of tempura 5 (the third scores nothing), sashimi 10, three dumplings 6, egg 1 x 3, squid 3
    assert g.evaluate(s, "set_points(0)") == 5 + 10 + 6 + 3 + 3


@pytest.mark.parametrize("rolls, scores", [
    ({0: ["maki (3)", "maki (2)"], 1: ["maki (2)", "maki (3)"], 2: ["maki (3)"]}, [3, 3, 0]),  # tie for most: no second
    ({0: ["maki (3)", "maki (2)"], 1: ["maki (3)"], 2: ["maki (2)", "maki (1)"]}, [6, 1, 1]),  # tie for second: 3 split
    ({0: [], 1: [], 2: []}, [0, 0, 0]),
])
def test_the_most_maki_rolls_score_6_and_the_second_most_3(game, rolls, scores):
    _, s = rig(game, tableau=rolls)
    s.call("score_maki")
    assert [s.var("score", p) for p in range(3)] == scores


@pytest.mark.parametrize("players, counts, scores", [
    (3, [3, 1, 1], [6, -3, -3]),
    (3, [2, 2, 0], [3, 3, -6]),
    (2, [2, 0], [6, 0]),  # with 2 players nobody loses points
    (3, [1, 1, 1], [0, 0, 0]),
])
def test_the_most_puddings_score_6_and_the_fewest_lose_6(game, players, counts, scores):
    _, s = rig(game, players, puddings={p: ["pudding"] * n for p, n in enumerate(counts)})
    s.call("score_puddings")
    assert [s.var("score", p) for p in range(players)] == scores


def test_each_picks_in_secret_and_the_hands_pass_left(game):
    _, s = rig(game, hand={0: ["tempura", "sashimi"], 1: ["dumpling", "pudding"], 2: ["wasabi", "egg nigiri"]})
    s.call("take_turn")
    assert s.current_player() == SIMULTANEOUS
    s.act("tempura", 0)
    assert s.observation(1)["zones"]["tableau of P1"] == []  # nothing turned up before all have picked
    s.act("pudding", 1)
    s.act("wasabi", 2)
    assert [s.zone_names("tableau", p) for p in range(3)] == [["tempura"], ["pudding"], ["wasabi"]]
    assert [s.zone_names("hand", p) for p in range(3)] == [["egg nigiri"], ["sashimi"], ["dumpling"]]


def test_chopsticks_take_a_second_dish_and_go_back_into_the_hand(game):
    _, s = rig(game, tableau={0: ["chopsticks"]},
               hand={0: ["tempura", "sashimi", "salmon nigiri"], 1: ["dumpling", "pudding", "egg nigiri"],
                     2: ["wasabi", "egg nigiri", "maki (1)"]})
    s.call("take_turn")
    s.act("tempura", 0)
    assert s.decision_label(0) == "second dish (with chopsticks)"
    s.act("sashimi", 0)
    s.act("pudding", 1)
    s.act("wasabi", 2)
    assert sorted(s.zone_names("tableau", 0)) == ["sashimi", "tempura"]
    assert sorted(s.zone_names("hand", 1)) == ["chopsticks", "salmon nigiri"]  # P1's hand, passed left
