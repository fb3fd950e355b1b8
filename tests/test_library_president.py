"""Scenario tests for rulebooks/library/president.rules against the rules its comments summarise
(President as Parlett and the common house rules give it): equal-rank combinations that must climb,
passing, tricks that reset when everyone else passes, the finishing order, the card exchange.

Each test rigs hands on a blank state (every card starts in the deck), calls `play_hand` or
`exchange` and answers the decisions by their text.
"""

from __future__ import annotations


def rig(game, hands: dict, players: int = 3, **options):
    g = game("president", players, **options)
    s = g.blank_state(2)
    for p, names in hands.items():
        for name in names:
            s.place(name, "hand", p)
    return g, s


def test_a_play_must_match_the_number_of_cards_and_climb_in_rank(game):
    _, s = rig(game, {0: ["5 of clubs", "5 of hearts", "9 of clubs"],
                      1: ["4 of clubs", "6 of clubs", "7 of clubs", "7 of hearts"],
                      2: ["8 of clubs", "8 of hearts", "3 of clubs"]})
    s.call("play_hand", 0)
    assert s.options() == ["five", "nine"]
    s.act("five")
    assert s.decision_label() == "how many to lead" and s.options() == ["1", "2"]
    s.act("2")
    assert s.current_player() == 1 and s.options() == ["pass", "seven"]  # no pair of 4s or 6s: a pair above 5s
    s.act("seven")
    assert s.zone_names("pile") == ["5 of clubs", "5 of hearts", "7 of clubs", "7 of hearts"]
    assert s.current_player() == 2 and s.options() == ["pass", "eight"]


def test_when_everyone_else_passes_the_trick_resets_and_the_last_player_leads(game):
    _, s = rig(game, {0: ["5 of clubs", "5 of hearts", "9 of clubs"],
                      1: ["4 of clubs", "6 of clubs", "7 of clubs", "7 of hearts"],
                      2: ["8 of clubs", "8 of hearts", "3 of clubs"]})
    s.call("play_hand", 0)
    s.act("five")
    s.act("2")
    s.act("seven")
    s.act("pass")  # P3; P1 holds no pair above 7s and passes without a choice
    assert "  revealed: P1 passes" in s.log_lines(view=1)
    assert s.zone_names("pile") == [] and len(s.zone_names("discards")) == 4
    assert s.current_player() == 1 and s.decision_label() == "rank to lead" and s.options() == ["four", "six"]


def test_a_player_who_passed_may_play_again_unless_pass_out(game):
    hands = {0: ["5 of clubs", "9 of clubs"], 1: ["6 of clubs", "10 of clubs"],
             2: ["7 of clubs", "3 of clubs", "4 of clubs"]}
    for pass_out, then in (("false", (1, "rank to play")), ("true", (2, "rank to lead"))):
        _, s = rig(game, hands, pass_out=pass_out)
        s.call("play_hand", 0)
        s.act("five")  # one card: the count is asked no more
        s.act("pass")  # P2, who could play
        s.act("seven")  # P3
        s.act("pass")  # P1, who could play the nine
        assert (s.current_player(), s.decision_label()) == then


def test_the_finishing_order_gives_the_places_and_the_score(game):
    _, s = rig(game, {0: ["2 of clubs"], 1: ["3 of clubs"], 2: ["4 of clubs", "5 of clubs"]})
    s.call("play_hand", 0)
    # P1 leads a 2 and goes out; nobody beats it; P2, next still in, leads and goes out; P3 is the Scum
    assert s.done()
    assert [s.var("place", p) for p in range(3)] == [1, 2, 3]
    assert [s.var("score", p) for p in range(3)] == [2, 1, 0]


def test_the_scum_gives_their_best_cards_and_the_president_gives_back_any(game):
    _, s = rig(game, {0: ["2 of clubs", "ace of clubs", "5 of clubs"], 1: ["3 of clubs", "4 of clubs"]})
    s.call("exchange", 0, 1, 2)
    assert sorted(s.zone_names("hand", 1)) == ["2 of clubs", "3 of clubs", "4 of clubs", "ace of clubs"]
    s.act("3 of clubs, 4 of clubs", 1)
    assert sorted(s.zone_names("hand", 0)) == ["3 of clubs", "4 of clubs", "5 of clubs"]
