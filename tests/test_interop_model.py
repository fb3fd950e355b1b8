"""What the interop reads of a compiled game: its profile, its stable action numbers and the
encoding of a player's observation (`rulerun.interop.profile`, `actions`, `encoding`)."""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("numpy")

from rulerun.interop.actions import MOST_NUMBERS, SPARE, ActionSpace  # noqa: E402
from rulerun.interop.encoding import ObservationEncoder, describe  # noqa: E402
from rulerun.interop.profile import GameProfile  # noqa: E402
from rulerun.interpreter.engine import Game, load_game  # noqa: E402


def test_profiles_of_the_bundled_games():
    hoarders = GameProfile.of(load_game("hoarders", 3))
    assert hoarders.simultaneous and hoarders.chance and hoarders.hidden and hoarders.picks == (2,)
    assert "critters to play face down" in hoarders.labels
    kuhn = GameProfile.of(load_game("kuhn_poker", 2))
    assert not kuhn.simultaneous and kuhn.chance and kuhn.hidden and kuhn.most_outcomes == 3
    assert {"pass", "bet"} <= set(kuhn.texts)


def test_a_number_written_in_the_rules_is_an_action_of_its_own_within_bounds():
    game = Game.from_text("""
game "Bid"
players 1..1
var bid: int = 0
play {
  choose n in [3, 7, 5000] by players()[0] as "bid"
  bid = n
}
""", players=1)
    space = ActionSpace(game)
    numbers = [number for number, _ in space.legal(game.new_initial_state(), 0)]
    assert [space.describe(n) for n in numbers] == ["3", "7", "option 3"]  # 5000: beyond the numbered range
    assert space.size - space.first_spare == SPARE
    assert space.first_spare - space.values[("value", "int", 0)] == MOST_NUMBERS


def test_a_card_is_numbered_by_itself_where_it_is_seen_whole_else_by_its_place():
    kuhn = load_game("kuhn_poker", 2)
    space = ActionSpace(kuhn)
    state = kuhn.new_initial_state(1)
    m = state.model
    own, other = (state.data.zones[m.zone_instance("hand", p)][0] for p in (0, 1))
    assert space.number(state, 0, own, "card", 0) == space.first_card + own
    assert space.describe(space.number(state, 0, other, "card", 0)) == "the card at 0 in hand of P2"
    # a two-sided card in a zone that shows one side is not seen whole, even by its owner
    evolution = load_game("evolution", 2)
    space = ActionSpace(evolution)
    state = evolution.new_initial_state(3)
    card = state.data.zones[state.model.zone_instance("hand", 0)][0]
    assert state.visible(card, 0) and not space.seen_whole(state, card, 0)
    assert space.describe(space.number(state, 0, card, "card", 0)) == "the card at 0 in hand of P1"


def test_an_encoding_is_of_a_fixed_size_and_shows_no_hidden_card():
    game = load_game("hoarders", 3)
    encoder = ObservationEncoder(game)
    state = game.new_initial_state(4)
    m = state.model
    before = encoder.encode(state, 0)
    assert before.shape == (encoder.size,) and before.dtype == np.float32
    # swap a card of P2's hidden hand with one of P3's: P1 sees nothing change, P2 does
    hand1, hand2 = (state.data.zones[m.zone_instance("hand", p)] for p in (1, 2))
    a, b = next((x, y) for x in hand1 for y in hand2 if m.card_names[x] != m.card_names[y])
    i, j = hand1.index(a), hand2.index(b)
    hand1[i], hand2[j] = b, a
    state.data.loc[a], state.data.loc[b] = m.zone_instance("hand", 2), m.zone_instance("hand", 1)
    assert np.array_equal(encoder.encode(state, 0), before)
    assert not np.array_equal(encoder.encode(state, 1), ObservationEncoder(game).encode(game.new_initial_state(4), 1))
    assert m.card_names[b] not in describe(state, 0).split("hand of P2")[1].splitlines()[0]


def test_the_text_of_an_observation():
    state = load_game("kuhn_poker", 2).new_initial_state(2)
    text = describe(state, 1)
    assert text.splitlines()[:3] == ["deck: [?]", "hand of P1: [?]", f"hand of P2: [{state.zone_names('hand', 1)[0]}]"]
    assert "acting: P1" in text and "decision" not in text
    assert describe(state, 0).endswith("decision: pass or bet: pass | bet")


def test_a_set_of_cards_is_numbered_by_its_place_among_all_sets_of_its_size():
    import itertools

    from rulerun.interop.actions import set_rank, set_unrank

    for n, k in [(6, 3), (7, 1), (9, 4), (5, 5), (12, 2)]:
        for place, cards in enumerate(itertools.combinations(range(n), k)):
            assert set_rank(list(cards), n) == place and set_unrank(place, n, k) == list(cards)


def test_a_count_that_is_no_constant_still_numbers_its_sets_of_cards():
    """President gives back as many cards as it took: `count n`, n a variable."""
    from rulerun.interop.actions import ActionSpace
    from rulerun.interpreter.engine import load_game

    space = ActionSpace(load_game("president", players=3))
    assert {1, 2} <= set(space.sets)
    # the small sizes only: sets of nearly the whole deck would make the action space huge for nothing
    assert space.size < 30_000 and max(space.sets) <= 3
    assert space.describe(space.sets[2]) == "cards " + ", ".join(load_game("president", players=3).model.card_names[:2])
