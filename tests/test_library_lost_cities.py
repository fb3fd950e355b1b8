"""Scenario tests for rulebooks/library/lost_cities.rules against the rules its comments summarise
(Lost Cities, Kosmos 1999): ascending expeditions with investments first, a discard pile per colour,
never drawing back the card just discarded, and the expedition score.

Each test rigs a position on a blank state (every card starts in the deck), runs `take_turn` or
evaluates a define, and answers the decisions by their text.
"""

from __future__ import annotations

import pytest


def from_deck(s, name: str, zone: str, owner: int | None = None) -> int:
    """Moves a card with this name from the deck (never one already placed) to a zone."""
    d, m = s.data, s.model
    deck = d.zones[m.zone_instance("deck")]
    card = next(c for c in reversed(deck) if m.card_names[c] == name)
    deck.remove(card)
    inst = m.zone_instance(zone, owner)
    d.zones[inst].append(card)
    d.loc[card] = inst
    return card


def rig(game, hand=(), expedition=(), discards=()):
    """Cards by name: P1's hand, P1's expeditions and the discard piles (in the order discarded), each
    card to the expedition or pile of its colour."""
    g = game("lost_cities", 2)
    s = g.blank_state(8)
    for name in hand:
        from_deck(s, name, "hand", 0)
    for name in expedition:
        from_deck(s, name, f"expedition {name.split()[0]}", 0)
    for name in discards:
        from_deck(s, name, f"discard {name.split()[0]}")
    return g, s


@pytest.mark.parametrize("card, onto", [
    ("yellow 3", ["discard"]),  # lower than the 4 already there
    ("yellow investment", ["discard"]),  # investments only before any number
    ("yellow 5", ["expedition", "discard"]),
    ("blue 2", ["expedition", "discard"]),  # a new expedition
])
def test_expeditions_ascend_and_take_investments_only_first(game, card, onto):
    _, s = rig(game, hand=["yellow 3", "yellow 5", "yellow investment", "blue 2"],
               expedition=["yellow investment", "yellow 4"])
    s.call("take_turn", 0)
    s.act(card)
    if onto == ["discard"]:  # a single option is taken at once
        assert s.zone_names(f"discard {card.split()[0]}") == [card]
    else:
        assert s.decision_label() == "onto" and s.options() == onto


def test_an_investment_may_follow_an_investment(game):
    _, s = rig(game, hand=["red investment", "red 2"], expedition=["red investment"])
    s.call("take_turn", 0)
    s.act("red investment")
    assert s.options() == ["expedition", "discard"]


def test_the_card_just_discarded_cannot_be_drawn_back(game):
    _, s = rig(game, hand=["yellow 3", "green 6"], expedition=["yellow 4"], discards=["blue 2", "yellow 9", "red 4"])
    s.call("take_turn", 0)
    s.act("yellow 3")  # it can only be discarded, onto the yellow pile
    assert s.options() == ["deck", "discard pile"]
    s.act("discard pile")
    assert s.options() == ["discard blue", "discard red"]  # not yellow, whose top is the 3 just discarded


def test_a_pile_gives_its_top_card_the_last_one_discarded(game):
    _, s = rig(game, hand=["green 6", "green 7"], discards=["blue 2", "blue 7", "blue 5"])
    s.call("take_turn", 0)
    s.act("green 6")
    s.act("expedition")
    s.act("discard pile")  # only the blue pile: taken at once
    assert sorted(s.zone_names("hand", 0)) == ["blue 5", "green 7"]


def test_an_expedition_scores_its_sum_less_20_times_investments_plus_20_for_eight_cards(game):
    g, s = rig(game, expedition=["yellow investment", "yellow 4", "yellow 5", "yellow 6"]
               + [f"blue {v}" for v in range(2, 10)])
    assert g.evaluate(s, "expedition_score(0, yellow)") == (15 - 20) * 2
    assert g.evaluate(s, "expedition_score(0, blue)") == (44 - 20) + 20
    assert g.evaluate(s, "expedition_score(0, red)") == 0  # never started
    assert g.evaluate(s, "total(0)") == -10 + 44


def test_each_expedition_and_each_discard_pile_is_a_zone_of_its_own(game):
    _, s = rig(game, hand=["green 6", "blue 3"], expedition=["green investment", "green 4"], discards=["red 2"])
    s.call("take_turn", 0)
    s.act("green 6")
    s.act("expedition")
    s.act("deck")
    zones = s.observation(1)["zones"]  # what the other player sees
    assert [c["card"] for c in zones["expedition green of P1"]] == ["green investment", "green 4", "green 6"]
    assert zones["expedition green of P2"] == [] and zones["discard red"] == [{"card": "red 2"}]
    assert "expedition purple of P1" in zones and zones["discard purple"] == []  # no purple cards, empty
