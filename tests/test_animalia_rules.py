"""Scenario tests for rulebooks/animalia.rules against RULES.md section 2 (Animalia).

Each test rigs a position with `Game.blank_state()`, runs one procedure or phase of the rulebook
and checks the outcome. Test names and docstrings cite the rule they pin down (2.4.1, 2.5, ...).
Players are 0-based in code and expressions, and shown as P1..Pn in options and logs.
"""

from __future__ import annotations

from collections import Counter

import pytest

from rulerun.interpreter.agents import RandomAgent, play_game
from rulerun.interpreter.state import SIMULTANEOUS

SUITS = ("cat", "dog", "horse", "rabbit", "parrot")
PLAIN_KINDS = ("champion3", "champion2", "ordinary", "ugly")

LOT = "take the lot"
ROB_WHOM = "thief: rob whom"
ROB_WHICH = "thief: take which card"
GIFT_TO = "gift: to whom"
GIFT_WHICH = "gift: which card"
SPY = "spy"
SPY_PUT_BACK = "spy: put back next (the last one ends on top)"
NEXT_POWER = "power to resolve next"
USE_BONUS = "use a bonus card"
REPLACES = "the card it replaces"
OWL_SPECIES = "the owl's species"


# ---- rigging positions --------------------------------------------------------------------------
def is_plain(name: str) -> bool:
    return name.split()[-1] in PLAIN_KINDS


def fill(s, player: int, n: int, exclude=()) -> None:
    """Gives `player` n filler cards from the bottom of the deck: plain animals first, never the owl."""
    deck = [c for c in s.zone_names("deck") if c not in exclude]
    candidates = [c for c in deck if is_plain(c)] + [c for c in deck if not is_plain(c) and c != "owl"]
    if len(candidates) < n:
        raise AssertionError(f"not enough filler cards for P{player + 1}")
    for name in candidates[:n]:
        s.place(name, "collection", player)


def rig(game, players: int = 4, hands: dict | None = None, top: list[str] = (), deck: list[str] | None = None,
        lot: list[str] = (), bonus: dict | None = None, dealer: int | None = None, seed: int = 0, **options):
    """A blank position: `hands` maps a player to a list of card names or to a number of filler cards;
    `top` is stacked on the deck (first name on top); `deck` (top first) leaves only those cards in the
    deck, the rest going to the discard; `lot` and `bonus` are placed as named."""
    g = game("animalia", players, **options)
    s = g.blank_state(seed)
    hands = hands or {}
    named = [n for cards in hands.values() if not isinstance(cards, int) for n in cards]
    named += list(top) + list(deck or []) + list(lot) + [n for cards in (bonus or {}).values() for n in cards]
    assert len(named) == len(set(named)), f"a card is named twice: {named}"
    for p, cards in hands.items():
        if not isinstance(cards, int):
            for name in cards:
                s.place(name, "collection", p)
    for name in lot:
        s.place(name, "lot")
    for p, cards in (bonus or {}).items():
        for name in cards:
            s.place(name, "bonus", p)
    # keep the cards the test needs in the deck on top while fillers are taken from the bottom;
    # stack_deck() cannot reorder cards already in the deck, so they leave it first
    stacked = list(top) + list(deck or [])
    for name in stacked:
        s.place(name, "discard")
    s.stack_deck("deck", stacked)
    reserved = set(top) | set(deck or [])
    for p, cards in hands.items():
        if isinstance(cards, int):
            before = s.zone_names("deck")
            fill(s, p, cards, exclude=reserved)
            assert reserved <= set(s.zone_names("deck")), "a filler took a card reserved for the deck"
            assert len(before) - len(s.zone_names("deck")) == cards
    if deck is not None:
        for name in s.zone_names("deck")[: -len(deck) or None]:
            s.place(name, "discard")
        assert s.zone_names("deck") == list(reversed(deck))
    if dealer is not None:
        s.set_var("dealer", dealer)
    return g, s


def hand(s, p: int) -> list[str]:
    return s.zone_names("collection", p)


def sizes(s, zone: str = "collection") -> list[int]:
    return [len(s.zone_names(zone, p)) for p in range(s.model.players)]


def deck_top(s, n: int) -> list[str]:
    """The top n deck cards, top first."""
    return list(reversed(s.zone_names("deck")))[:n]


def act(s, player: int, option: str, label: str | None = None) -> None:
    """Answers the pending decision, checking who decides (and what about)."""
    assert s.current_player() == player, (
        f"P{player + 1} should decide, but P{s.current_player() + 1} does ({s.decision_label()})")
    if label is not None:
        assert s.decision_label() == label
    s.act(option)


def lap(s, players: list[int], option: str = "pass") -> None:
    """Every player of one lap, in this order, gives the same answer about the lot."""
    for p in players:
        act(s, p, option, LOT)


def resolve_powers(s) -> list[str]:
    """Runs the pending powers, declining each one; returns the power decisions met, in order."""
    met = []
    while not s.done():
        label = s.decision_label()
        if label == NEXT_POWER:
            s.act(s.options()[0])
        elif label in (ROB_WHOM, GIFT_TO, SPY):
            met.append(label)
            s.act("skip" if label == SPY else "pass")
        else:
            raise AssertionError(f"unexpected decision {label!r}")
    return met


def medals(s, p: int) -> dict:
    return dict(s.var("medals", p))


def no_medals_except(**won) -> dict:
    return {suit: won.get(suit, 0) for suit in SUITS}


def all_cards_once(s) -> Counter:
    """Every card name over all zone instances (an omniscient observation)."""
    seen = Counter()
    for cards in s.observation(None)["zones"].values():
        seen.update(c["card"] for c in cards)
    return seen


def in_simultaneous_block(s) -> bool:
    return not s.done() and s.current_player() == SIMULTANEOUS


def awards_swap(s, choices: dict) -> None:
    """Answers the simultaneous bonus swap: `choices` maps a player to [(bonus, replaced), ...];
    every other decision of the block is a pass."""
    assert s.current_player() == SIMULTANEOUS
    for p in list(s.acting_players()):
        for bonus_card, replaced in choices.get(p, []):
            s.act(bonus_card, p)
            s.act(replaced, p)
        if in_simultaneous_block(s) and p in s.acting_players():
            s.act("pass", p)


# ---- 2.2 components ------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_2_2_deck_has_31_cards_without_ordinary_animals_with_2_to_4_players(game, players):
    """2.2: with 2-4 players the five ordinary animals are removed: 31 cards."""
    s = game("animalia", players).blank_state()
    deck = s.zone_names("deck")
    assert len(deck) == 31
    assert not [c for c in deck if c.endswith("ordinary")]
    assert len(set(deck)) == 31


@pytest.mark.parametrize("players", [5, 6])
def test_2_2_deck_has_36_cards_with_5_and_6_players(game, players):
    """2.2: 36 cards = 5 suits x 7 cards + 1 owl, all used with 5-6 players."""
    s = game("animalia", players).blank_state()
    deck = s.zone_names("deck")
    assert len(deck) == 36
    expected = {f"{suit} {kind}" for suit in SUITS
                for kind in ("champion3", "champion2", "ordinary", "ugly", "thief", "spy", "gift")} | {"owl"}
    assert set(deck) == expected


@pytest.mark.parametrize("kind,stars", [("champion3", 3), ("champion2", 2), ("ordinary", 0), ("ugly", -1),
                                        ("thief", 0), ("spy", 0), ("gift", 0)])
def test_2_2_card_stars(game, kind, stars):
    """2.2: champions +3 and +2; ordinary animals and special cards 0; the ugly animal -1."""
    g, s = rig(game, 6, hands={0: [f"dog {kind}"]})
    assert g.evaluate(s, "elegance(0)") == stars


def test_2_7_the_owl_has_no_suit_and_no_stars(game):
    """2.2 / 2.7: the owl has no suit and 0 stars."""
    g, s = rig(game, 4, hands={0: ["owl"]})
    assert g.evaluate(s, "elegance(0)") == 0
    assert g.evaluate(s, "all(c.suit == none for c in collection of 0)")


def test_2_2_every_card_of_a_suit_is_that_species(game):
    """2.2: every card of a suit, specials and the ugly one included, is an animal of that species."""
    g, s = rig(game, 4, hands={0: [f"horse {k}" for k in ("champion3", "ugly", "thief", "spy", "gift")]})
    assert g.evaluate(s, "count(c in collection of 0 where species(c) == horse)") == 5


# ---- 2.4.1 phase 1: one offer --------------------------------------------------------------------
def test_2_4_1_dealer_decides_first_then_the_others_clockwise(game):
    """2.4.1 step 2: the dealer decides first, then each other player going left (clockwise)."""
    g, s = rig(game, 4)
    s.call("offer", 2)
    assert s.zone_names("lot") == ["owl"]  # the top card of the unshuffled deck is revealed
    lap(s, [2, 3, 0, 1])
    assert len(s.zone_names("lot")) == 2
    lap(s, [2, 3, 0, 1])  # the new lap starts with the dealer again (2.8.4)
    assert len(s.zone_names("lot")) == 3


def test_2_4_1_any_player_in_the_lap_may_take_the_lot(game):
    """2.4.1 steps 2 and 4: a player who takes the lot puts it into their open collection."""
    g, s = rig(game, 4, top=["dog champion3"])
    s.call("offer", 2)
    act(s, 2, "pass", LOT)
    act(s, 3, "take", LOT)
    assert s.done()
    assert hand(s, 3) == ["dog champion3"]
    assert s.zone_names("lot") == []


def test_2_4_1_dealer_may_take_the_lot_at_once(game):
    """2.4.1 step 2: the dealer may take the lot when first asked."""
    g, s = rig(game, 4, top=["dog champion3"])
    s.call("offer", 1)
    act(s, 1, "take", LOT)
    assert s.done()
    assert hand(s, 1) == ["dog champion3"]


def test_2_4_1_player_without_room_for_the_whole_lot_must_pass(game):
    """2.4.1 step 2: a player may take the lot only if collection + lot <= 5; with 4 cards P4 is asked
    about a lot of 1 but not about a lot of 2."""
    g, s = rig(game, 4, hands={3: 4})
    s.call("offer", 2)
    lap(s, [2, 3, 0, 1])
    assert len(s.zone_names("lot")) == 2
    lap(s, [2, 0, 1])  # P4 (index 3) is passed over
    assert len(s.zone_names("lot")) == 3


def test_2_4_1_players_with_five_cards_are_skipped(game):
    """2.4.1: a player with 5 cards is out of phase 1 and never asked about a lot."""
    g, s = rig(game, 4, hands={3: 5, 0: 5})
    s.call("offer", 2)
    lap(s, [2, 1])
    lap(s, [2, 1])
    lap(s, [2, 1])
    assert s.done()
    assert sizes(s) == [5, 0, 3, 5]


@pytest.mark.parametrize("dealer_cards,lot_size", [(4, 1), (3, 2)])
def test_2_4_1_dealer_must_take_when_free_space_equals_lot_size(game, dealer_cards, lot_size):
    """2.4.1 step 3: when the lot comes back untaken and the dealer's free space equals its size,
    the dealer must take it (no new card is added)."""
    g, s = rig(game, 4, hands={2: dealer_cards})
    deck_before = len(s.zone_names("deck"))
    s.call("offer", 2)
    for _ in range(lot_size):
        lap(s, [2, 3, 0, 1])
    assert s.done()
    assert len(hand(s, 2)) == 5
    assert deck_before - len(s.zone_names("deck")) == lot_size
    assert "P3 must take the lot" in s.log_lines()


def test_2_4_1_lot_grows_to_two_then_three_cards(game):
    """2.4.1 step 3: an untaken lot of 1 or 2 gets one more card from the deck and a new lap begins."""
    g, s = rig(game, 4, top=["cat champion3", "dog ugly", "horse spy"])
    s.call("offer", 0)
    assert s.zone_names("lot") == ["cat champion3"]
    lap(s, [0, 1, 2, 3])
    assert s.zone_names("lot") == ["cat champion3", "dog ugly"]
    lap(s, [0, 1, 2, 3])
    assert s.zone_names("lot") == ["cat champion3", "dog ugly", "horse spy"]


def test_2_4_1_lot_of_three_is_forced_on_the_dealer(game):
    """2.4.1 step 3: a lot of 3 that comes back untaken must be taken by the dealer, all 3 cards."""
    g, s = rig(game, 4, top=["cat champion3", "dog ugly", "horse spy", "rabbit gift"])
    s.call("offer", 0)
    for _ in range(3):
        lap(s, [0, 1, 2, 3])
    assert s.done()
    assert hand(s, 0) == ["cat champion3", "dog ugly", "horse spy"]
    assert deck_top(s, 1) == ["rabbit gift"]
    assert "P1 must take the lot" in s.log_lines()


def test_2_4_1_whoever_takes_the_lot_takes_all_its_cards(game):
    """2.4.1 step 3: whoever takes the lot must take all its cards."""
    g, s = rig(game, 4, top=["cat champion3", "dog ugly", "horse spy"])
    s.call("offer", 0)
    lap(s, [0, 1, 2, 3])
    act(s, 0, "pass", LOT)
    act(s, 1, "take", LOT)
    assert s.done()
    assert hand(s, 1) == ["cat champion3", "dog ugly"]
    assert s.zone_names("lot") == []


def test_2_4_1_the_lot_is_face_up_and_the_deck_face_down(game):
    """2.3 / 2.4.1 step 1: the revealed lot is seen by everyone; the deck by no one."""
    g, s = rig(game, 4, top=["dog champion3"])
    s.call("offer", 0)
    for p in range(4):
        obs = s.observation(p)
        assert obs["zones"]["lot"] == [{"card": "dog champion3"}]
        assert all(c is None for c in obs["zones"]["deck"])


def test_2_4_1_powers_are_resolved_by_the_player_who_took_the_lot(game):
    """2.4.1 step 4: the lot goes into the taker's collection and powers are resolved for that player."""
    g, s = rig(game, 4, hands={0: ["cat thief"], 2: ["horse champion3"]}, top=["dog thief"])
    s.call("offer", 3)
    act(s, 3, "pass", LOT)
    act(s, 0, "take", LOT)
    act(s, 0, "P3", ROB_WHOM)
    assert s.done()
    assert hand(s, 0) == ["cat thief", "dog thief", "horse champion3"]


# ---- 2.4.1 phase 1: dealing and the end of the phase ---------------------------------------------
def test_2_4_1_the_deck_passes_left_after_each_offer(game):
    """2.4.1 step 5: the player on the dealer's left deals the next offer (and decides first)."""
    g, s = rig(game, 4, dealer=1)
    s.call("collecting")
    dealers = []
    for _ in range(6):
        dealers.append(s.current_player())
        s.act("take")  # the dealer takes his own lot
    assert dealers == [1, 2, 3, 0, 1, 2]


def test_2_4_1_the_deck_skips_full_players(game):
    """2.4.1 step 5: players with 5 cards are skipped when the deck passes to the left."""
    g, s = rig(game, 4, hands={0: 5, 2: 5}, dealer=3)
    s.call("collecting")
    dealers = []
    for _ in range(4):
        dealers.append(s.current_player())
        s.act("take")
    assert dealers == [3, 1, 3, 1]
    assert s.var("last_dealer") == s.current_player() == 3


def test_2_4_1_phase_one_ends_when_everyone_has_five_cards(game):
    """2.4.1: the phase ends when every player has 5 cards; the rest of the deck stays."""
    g, s = rig(game, 2, hands={0: 4, 1: 4}, dealer=0)
    s.call("collecting")
    act(s, 0, "take", LOT)  # P2 (index 1) is then alone with room and draws his last card alone
    assert s.done()
    assert sizes(s) == [5, 5]
    assert len(s.zone_names("deck")) == 31 - 10


def test_2_4_1_last_player_with_room_draws_alone_without_offers(game):
    """2.4.1 end of phase 1: when all but one player have 5 cards, that player draws one card at a
    time until they have 5, with no offer."""
    g, s = rig(game, 4, hands={0: 5, 1: 5, 3: 5, 2: ["cat champion3", "cat champion2"]},
              top=["owl", "dog champion3", "dog champion2", "horse ugly"], dealer=0)
    s.call("collecting")
    assert s.done()  # no decision at all
    assert hand(s, 2) == ["cat champion3", "cat champion2", "owl", "dog champion3", "dog champion2"]
    assert deck_top(s, 1) == ["horse ugly"]
    assert s.log_lines().count("P3 draws alone") == 3
    assert s.var("last_dealer") == 2


def test_2_4_1_the_solo_draw_triggers_powers(game):
    """2.4.1 / 2.5: powers trigger as usual for each card of the solo draw."""
    g, s = rig(game, 4, hands={0: 5, 1: 5, 3: 5, 2: ["cat thief", "cat champion3"]},
              top=["dog thief", "dog champion3", "dog champion2"], dealer=0)
    s.call("collecting")
    act(s, 2, "pass", ROB_WHOM)
    assert s.done()
    assert len(hand(s, 2)) == 5


def test_2_4_1_normal_offers_resume_when_a_thief_pulls_someone_below_five(game):
    """2.4.1 end of phase 1: a thief during the solo draw brings the robbed player back; normal offers
    resume, dealt by the next player clockwise from the drawer who has fewer than 5 cards."""
    g, s = rig(game, 4, hands={0: 5, 1: 5, 3: 5, 2: ["cat thief", "cat champion3"]},
              top=["dog thief", "dog champion3", "dog champion2"], dealer=2)
    s.call("collecting")
    act(s, 2, "P2", ROB_WHOM)  # P3 draws the dog thief alone and robs P2 (index 1)
    s.act(s.options()[0])
    assert sizes(s) == [5, 4, 4, 5]
    # P2 (index 1) is the first player after the drawer (P3) with room: an offer, not a solo draw
    assert s.current_player() == 1
    assert s.decision_label() == LOT
    assert s.zone_names("lot") == ["dog champion3"]
    act(s, 1, "pass", LOT)
    act(s, 2, "pass", LOT)  # the drawer is offered the lot too
    # back at the dealer, whose free space (1) equals the lot: he must take it; P3 then draws alone
    assert s.done()
    assert hand(s, 1)[-1] == "dog champion3"
    assert hand(s, 2)[-1] == "dog champion2"
    assert sizes(s) == [5, 5, 5, 5]
    assert s.log_lines().count("P3 draws alone") == 2


def test_2_4_1_deck_running_out_ends_phase_one(game):
    """2.4.1 end of phase 1: if the deck runs out the phase ends at once; players play on with fewer
    than 5 cards. (A lot that can no longer grow is taken by its dealer: the rulebook's reading.)"""
    g, s = rig(game, 4, hands={0: 3, 1: 3, 2: 3, 3: 3}, deck=["dog champion3", "dog champion2"], dealer=0)
    s.call("collecting")
    act(s, 0, "take", LOT)
    lap(s, [1, 2, 3, 0])  # the deck is empty: the lot cannot grow
    assert s.done()
    assert sizes(s) == [4, 4, 3, 3]
    assert hand(s, 1)[-1] == "dog champion2"
    assert s.zone_names("deck") == [] and s.zone_names("lot") == []


def test_2_4_1_empty_deck_means_no_phase_one(game):
    """2.4.1: with no card left in the deck phase 1 ends at once, without any decision."""
    g, s = rig(game, 4, hands={0: 2}, deck=[])
    s.call("collecting")
    assert s.done()
    assert sizes(s) == [2, 0, 0, 0]


# ---- 2.5 trigger counting ------------------------------------------------------------------------
def take(game, holding: list[str], lot: list[str], players: int = 4, others: dict | None = None):
    """P1 (index 0) holding some cards takes a lot; the others hold what `others` says."""
    hands = {0: holding}
    hands.update(others or {1: ["horse champion3", "horse ugly"], 2: ["rabbit champion2"]})
    g, s = rig(game, players, hands=hands, lot=lot)
    s.call("take_lot", 0)
    return g, s


def test_2_5_taking_a_lone_special_card_does_not_trigger(game):
    """2.5: a special card fires only if the collection already holds one of the same type."""
    g, s = take(game, ["cat champion3"], ["dog thief"])
    assert s.done()
    assert hand(s, 0) == ["cat champion3", "dog thief"]


def test_2_5_holding_one_thief_and_taking_one_fires_once(game):
    """2.5: holding 1 thief and taking 1 -> 1 trigger."""
    g, s = take(game, ["cat thief"], ["dog thief"])
    assert resolve_powers(s) == [ROB_WHOM]


def test_2_5_holding_none_and_taking_two_thieves_fires_once(game):
    """2.5: holding 0 and taking a lot with 2 thieves -> 1 trigger (the second joins the first)."""
    g, s = take(game, ["cat champion3"], ["dog thief", "horse thief"])
    assert resolve_powers(s) == [ROB_WHOM]


def test_2_5_holding_one_thief_and_taking_two_fires_twice(game):
    """2.5: holding 1 thief and taking a lot with 2 more -> 2 triggers."""
    g, s = take(game, ["cat thief"], ["dog thief", "parrot thief"])
    assert resolve_powers(s) == [ROB_WHOM, ROB_WHOM]


@pytest.mark.parametrize("power,label", [("spy", SPY), ("gift", GIFT_TO)])
def test_2_5_spy_and_gift_pairs_fire_like_the_thief(game, power, label):
    """2.5: the pair rule is the same for every power, across suits."""
    g, s = take(game, [f"cat {power}"], [f"dog {power}"])
    assert resolve_powers(s) == [label]


def test_2_5_specials_of_different_types_do_not_pair(game):
    """2.5: only another special card of the same type makes a pair."""
    g, s = take(game, ["cat spy", "cat gift"], ["dog thief"])
    assert s.done()


def test_2_5_taker_resolves_triggered_powers_in_any_order(game):
    """2.5: the taker resolves the fired powers one after another, in the order they like."""
    g, s = take(game, ["cat thief", "cat gift"], ["dog thief", "dog gift"])
    assert s.decision_label() == NEXT_POWER
    assert sorted(s.options()) == ["dog gift", "dog thief"]
    act(s, 0, "dog gift", NEXT_POWER)
    assert s.decision_label() == GIFT_TO
    s.act("pass")
    assert s.decision_label() == ROB_WHOM  # the remaining power follows without asking
    s.act("pass")
    assert s.done()


def test_2_5_gift_first_can_make_room_for_the_thief(game):
    """2.5: resolving a gift before a thief can leave the thief room to act."""
    g, s = take(game, ["cat thief", "cat gift", "cat ugly"], ["dog thief", "dog gift"])
    act(s, 0, "dog gift", NEXT_POWER)
    act(s, 0, "P3", GIFT_TO)
    act(s, 0, "cat ugly", GIFT_WHICH)
    act(s, 0, "P2", ROB_WHOM)
    act(s, 0, "horse champion3", ROB_WHICH)
    assert s.done()
    assert "horse champion3" in hand(s, 0) and len(hand(s, 0)) == 5
    assert hand(s, 2) == ["rabbit champion2", "cat ugly"]


def test_2_5_a_card_arriving_by_thief_never_triggers(game):
    """2.5: a thief stolen by a thief does not fire (only lots trigger powers)."""
    g, s = take(game, ["cat thief"], ["dog thief"], others={1: ["horse thief", "horse ugly"]})
    act(s, 0, "P2", ROB_WHOM)
    act(s, 0, "horse thief", ROB_WHICH)
    assert s.done()
    assert hand(s, 0) == ["cat thief", "dog thief", "horse thief"]


def test_2_5_a_card_arriving_by_gift_never_triggers(game):
    """2.5: a thief given to a player who holds a thief does not fire."""
    g, s = take(game, ["cat gift", "horse thief"], ["dog gift"], others={1: ["cat thief"]})
    act(s, 0, "P2", GIFT_TO)
    act(s, 0, "horse thief", GIFT_WHICH)
    assert s.done()
    assert hand(s, 1) == ["cat thief", "horse thief"]


def test_2_5_a_card_arriving_by_bonus_swap_never_triggers(game):
    """2.4.3 / 2.5: bonus cards swapped into a collection never trigger powers."""
    g, s = rig(game, 4, hands={0: ["cat thief", "cat champion3", "dog champion3", "horse champion3",
                                   "rabbit champion3"], 1: ["parrot champion3"]},
               bonus={0: ["dog thief"]})
    s.call("awards")
    awards_swap(s, {0: [("dog thief", "cat champion3")]})
    assert s.done()
    assert not [line for line in s.log_lines() if ROB_WHOM in line or "steals" in line]
    assert medals(s, 0) == no_medals_except(dog=2)  # cat thief + 3 champions + dog thief


# ---- 2.5 thief ------------------------------------------------------------------------------------
def test_2_5_thief_takes_one_card_from_another_players_collection(game):
    """2.5 Thief: take any one card from another player's collection into your own."""
    g, s = take(game, ["cat thief"], ["dog thief"])
    act(s, 0, "P2", ROB_WHOM)
    assert s.options() == ["horse champion3", "horse ugly"]
    act(s, 0, "horse champion3", ROB_WHICH)
    assert s.done()
    assert hand(s, 0) == ["cat thief", "dog thief", "horse champion3"]
    assert hand(s, 1) == ["horse ugly"]
    assert "P1 steals horse champion3 from P2" in s.log_lines()


def test_2_5_thief_may_rob_only_other_players_with_cards(game):
    """2.5 Thief: the victim is another player; a player with no cards cannot be robbed. It is optional."""
    g, s = take(game, ["cat thief"], ["dog thief"], others={1: [], 2: ["rabbit champion2"], 3: ["owl"]})
    assert s.options() == ["pass", "P3", "P4"]


def test_2_5_thief_is_optional(game):
    """2.5: every power is optional; a thief who passes takes nothing."""
    g, s = take(game, ["cat thief"], ["dog thief"])
    act(s, 0, "pass", ROB_WHOM)
    assert s.done()
    assert sizes(s) == [2, 2, 1, 0]


def test_2_5_thief_without_room_fizzles(game):
    """2.5 Thief: with 5 cards after taking the lot the thief has no room and the power fizzles."""
    g, s = take(game, ["cat thief", "cat champion3", "cat champion2", "cat ugly"], ["dog thief"])
    assert s.done()
    assert len(hand(s, 0)) == 5
    assert "P1's thief has no room and fizzles" in s.log_lines()


def test_2_5_thief_without_room_after_a_lot_of_two_fizzles(game):
    """2.5 Thief: room is counted after the whole lot joins the collection."""
    g, s = take(game, ["cat thief", "cat champion3", "cat champion2"], ["dog thief", "dog champion3"])
    assert s.done()
    assert len(hand(s, 0)) == 5


def test_2_5_second_thief_fizzles_once_the_first_steal_fills_the_collection(game):
    """2.5 Thief: room is checked for each thief; a steal that brings the taker to 5 leaves none."""
    g, s = take(game, ["cat thief", "cat champion3"], ["dog thief", "parrot thief"])
    act(s, 0, "dog thief", NEXT_POWER)
    act(s, 0, "P2", ROB_WHOM)
    act(s, 0, "horse ugly", ROB_WHICH)
    assert s.done()  # the parrot thief has no room
    assert len(hand(s, 0)) == 5
    assert "P1's thief has no room and fizzles" in s.log_lines()


def test_2_5_robbed_player_with_five_cards_is_back_in_phase_one(game):
    """2.4.1 / 2.5 Thief: a full player who is robbed is back in phase 1 and deals when his turn comes."""
    g, s = rig(game, 4, hands={0: ["cat thief"], 1: 5, 2: 5}, top=["dog thief", "dog champion3"], dealer=0)
    s.call("collecting")
    act(s, 0, "take", LOT)
    act(s, 0, "P2", ROB_WHOM)
    s.act(s.options()[0])
    assert sizes(s)[:3] == [3, 4, 5]
    # the deck passes to P2 (index 1), no longer skipped
    assert s.current_player() == 1 and s.decision_label() == LOT


# ---- 2.5 gift -------------------------------------------------------------------------------------
def test_2_5_gift_gives_one_card_to_another_player(game):
    """2.5 Gift: give any one card of your collection to another player with fewer than 5 cards."""
    g, s = take(game, ["cat gift", "horse ugly"], ["dog gift"], others={1: [], 2: [], 3: []})
    assert s.options() == ["pass", "P2", "P3", "P4"]
    act(s, 0, "P3", GIFT_TO)
    assert s.options() == ["cat gift", "horse ugly", "dog gift"]
    act(s, 0, "horse ugly", GIFT_WHICH)
    assert s.done()
    assert hand(s, 2) == ["horse ugly"]
    assert hand(s, 0) == ["cat gift", "dog gift"]


def test_2_5_gift_only_to_players_with_fewer_than_five_cards(game):
    """2.5 Gift: the receiver must have fewer than 5 cards."""
    g, s = take(game, ["cat gift"], ["dog gift"], others={1: 5, 2: 4, 3: 5})
    assert s.options() == ["pass", "P3"]


def test_2_5_gift_fizzles_when_no_other_player_has_room(game):
    """2.5 Gift: if no other player has fewer than 5 cards, the power fizzles (no decision)."""
    g, s = take(game, ["cat gift"], ["dog gift"], others={1: 5, 2: 5, 3: 5})
    assert s.done()
    assert hand(s, 0) == ["cat gift", "dog gift"]


def test_2_5_gift_is_optional(game):
    """2.5: every power is optional; a gift may be kept."""
    g, s = take(game, ["cat gift"], ["dog gift"])
    act(s, 0, "pass", GIFT_TO)
    assert s.done()
    assert hand(s, 0) == ["cat gift", "dog gift"]


# ---- 2.5 spy --------------------------------------------------------------------------------------
SPIED = ["horse champion3", "rabbit ugly", "parrot gift", "cat champion2", "owl"]


def spy_position(game, deck_cards=None, top=()):
    g, s = rig(game, 4, hands={0: ["cat spy"], 1: ["horse ugly"]}, lot=["dog spy"],
               deck=deck_cards, top=top)
    s.call("take_lot", 0)
    return g, s


def test_2_5_spy_looks_at_the_top_five_and_puts_them_back_in_any_order(game):
    """2.5 Spy: take the top 5 cards, look at them, put them back on top in any order."""
    g, s = spy_position(game, top=SPIED + ["dog champion3"])
    act(s, 0, "look", SPY)
    assert sorted(s.zone_names("peek", 0)) == sorted(SPIED)
    assert deck_top(s, 1) == ["dog champion3"]
    order = ["owl", "parrot gift", "horse champion3", "cat champion2", "rabbit ugly"]  # last ends on top
    for name in order[:-1]:
        act(s, 0, name, SPY_PUT_BACK)
    assert s.done()  # the last card goes back without a choice
    assert deck_top(s, 6) == list(reversed(order)) + ["dog champion3"]
    assert s.zone_names("peek", 0) == []


def test_2_5_spy_looks_at_fewer_cards_when_fewer_remain(game):
    """2.5 Spy: fewer than 5 cards if fewer remain in the deck."""
    g, s = spy_position(game, deck_cards=["owl", "cat champion2", "parrot gift"])
    act(s, 0, "look", SPY)
    assert len(s.zone_names("peek", 0)) == 3
    act(s, 0, "owl", SPY_PUT_BACK)
    act(s, 0, "cat champion2", SPY_PUT_BACK)
    assert s.done()
    assert deck_top(s, 3) == ["parrot gift", "cat champion2", "owl"]


def test_2_5_spy_is_optional(game):
    """2.5: every power is optional; skipping the spy leaves the deck as it was."""
    g, s = spy_position(game, top=SPIED)
    before = s.zone_names("deck")
    act(s, 0, "skip", SPY)
    assert s.done()
    assert s.zone_names("deck") == before


def test_2_5_spy_with_an_empty_deck_does_nothing(game):
    """2.5 / 2.8.10: with no cards left the spy has nothing to look at."""
    g, s = spy_position(game, deck_cards=[])
    assert s.done()


def test_2_5_spied_cards_are_hidden_from_the_other_players(game):
    """2.5 Spy: only the spy sees the cards; other players' observations and logs never show them."""
    g, s = spy_position(game, top=SPIED)
    act(s, 0, "look", SPY)
    act(s, 0, "owl", SPY_PUT_BACK)
    act(s, 0, "rabbit ugly", SPY_PUT_BACK)
    mine = s.observation(0)
    assert sorted(c["card"] for c in mine["zones"]["peek of P1"]) == sorted(set(SPIED) - {"owl", "rabbit ugly"})
    for p in (1, 2, 3):
        obs = s.observation(p)
        assert obs["zones"]["peek of P1"] == [None, None, None]
        assert all(c is None for c in obs["zones"]["deck"])
        assert "decision" not in obs
    while not s.done():
        s.act(s.options()[0])
    spied_log = "\n".join(s.log_lines(view=0))
    assert all(name in spied_log for name in SPIED)
    for p in (1, 2, 3):
        text = "\n".join(s.log_lines(view=p))
        assert not [name for name in SPIED if name in text], text
        assert "5 hidden cards: deck -> peek of P1" in text


# ---- 2.4.2 phase 2: elegance ----------------------------------------------------------------------
def test_2_4_2_elegance_is_stars_minus_ugly_cards(game):
    """2.4.2: elegance = stars on champions (3 or 2 each) minus 1 per ugly card; others count 0."""
    g, s = rig(game, 4, hands={0: ["cat champion3", "dog champion2", "horse ugly", "rabbit ugly", "owl"],
                               1: ["cat thief", "cat spy", "cat gift"], 2: ["parrot ugly"]})
    assert [g.evaluate(s, f"elegance({p})") for p in range(4)] == [3, 0, -1, 0]


def bonuses(game, hands: dict, players: int = 4, **kw):
    g, s = rig(game, players, hands=hands, **kw)
    s.call("elegance_bonuses")
    assert s.done()
    return s, sizes(s, "bonus")


def test_2_4_2_first_place_draws_two_and_second_place_one(game):
    """2.4.2: first place draws 2 bonus cards, second place 1, the others none."""
    s, got = bonuses(game, {0: ["cat champion2"], 1: ["dog champion3", "horse champion3"],
                            2: ["rabbit champion3"], 3: ["parrot ugly"]})
    assert got == [0, 2, 1, 0]


def test_2_4_2_first_place_draws_first(game):
    """2.4.2: draw order is first place first: the top 2 cards to first place, the next to second."""
    s, got = bonuses(game, {0: ["cat champion2"], 1: ["dog champion3"]}, top=["owl", "cat ugly", "horse gift"])
    assert s.zone_names("bonus", 1) == ["owl", "cat ugly"]
    assert s.zone_names("bonus", 0) == ["horse gift"]


def test_2_4_2_tie_for_first_gives_one_card_each_and_no_second_prize(game):
    """2.4.2: tied first places get 1 bonus card each, and no second-place prize is given."""
    s, got = bonuses(game, {0: ["cat champion3", "dog champion3"], 1: ["horse champion3", "rabbit champion3"],
                            2: ["parrot champion3"], 3: ["cat champion2"]})
    assert got == [1, 1, 0, 0]


def test_2_4_2_tie_for_second_gives_one_card_each(game):
    """2.4.2: tied second places get 1 bonus card each."""
    s, got = bonuses(game, {0: ["cat champion3", "dog champion3"], 1: ["horse champion3"],
                            2: ["rabbit champion3"], 3: ["parrot ugly"]})
    assert got == [2, 1, 1, 0]


def test_2_4_2_all_tied_gives_one_card_each(game):
    """2.4.2: when everyone is tied, each tied player gets one card (even at elegance 0)."""
    s, got = bonuses(game, {})
    assert got == [1, 1, 1, 1]
    s, got = bonuses(game, {0: ["cat champion2"], 1: ["dog champion2"], 2: ["horse champion2"],
                            3: ["rabbit champion2"]})
    assert got == [1, 1, 1, 1]


def test_2_4_2_first_place_wins_even_with_negative_elegance(game):
    """2.4.2: first place is the highest elegance whatever its value (zero or negative); no threshold
    by default. Elegance -1, -2, -2: P1 is first, P2 and P3 tie for second."""
    s, got = bonuses(game, {0: ["cat ugly"], 1: ["dog ugly", "horse ugly"], 2: ["rabbit ugly", "parrot ugly"]},
                     players=3)
    assert got == [2, 1, 1]


def test_2_4_2_option_bonus_needs_positive_denies_bonus_at_zero_or_less(game):
    """2.4.2 option bonus_needs_positive: players with elegance <= 0 receive no bonus cards."""
    hands = {0: ["cat ugly"], 1: ["dog ugly", "horse ugly"], 2: ["rabbit ugly", "parrot ugly"]}
    s, got = bonuses(game, hands, players=3, bonus_needs_positive="true")
    assert got == [0, 0, 0]
    assert "P1 gets no bonus (elegance -1)" in s.log_lines()
    # first place at 3 gets its 2 cards; second place (P3, P4 at 0) gets nothing
    s, got = bonuses(game, {0: ["cat champion3"], 1: ["dog ugly"]}, bonus_needs_positive="true")
    assert got == [2, 0, 0, 0]
    # the option is off by default: the same position gives the tied second places a card each
    s, got = bonuses(game, {0: ["cat champion3"], 1: ["dog ugly"]})
    assert got == [2, 0, 1, 1]


@pytest.mark.parametrize("left,expected", [(2, [2, 0, 0, 0]), (1, [1, 0, 0, 0]), (0, [0, 0, 0, 0])])
def test_2_4_2_a_short_deck_hands_out_bonuses_in_rank_order(game, left, expected):
    """2.4.2 / 2.8.10: if the deck runs short, bonuses are handed out in rank order until it is empty."""
    deck_cards = ["owl", "cat ugly"][:left]
    s, got = bonuses(game, {0: ["cat champion3"], 1: ["dog champion2"]}, deck=deck_cards)
    assert got == expected


def test_2_4_2_bonus_cards_are_hidden_from_other_players(game):
    """2.4.2: bonus cards are drawn in secret and kept hidden: only the owner sees them."""
    s, got = bonuses(game, {0: ["cat champion3"], 1: ["dog champion2"]}, top=["owl", "horse gift", "rabbit ugly"])
    assert s.zone_names("bonus", 0) == ["owl", "horse gift"]
    # observe at the next decision (the bonus swap): a finished call cannot be observed (engine bug below)
    s.call("awards")
    assert [c["card"] for c in s.observation(0)["zones"]["bonus of P1"]] == ["owl", "horse gift"]
    for p in (1, 2, 3):
        assert s.observation(p)["zones"]["bonus of P1"] == [None, None]
    assert s.observation(2)["zones"]["bonus of P2"] == [None]
    own = "\n".join(s.log_lines(view=0))
    assert "owl" in own and "horse gift" in own and "rabbit ugly" not in own
    for p in (2, 3):
        text = "\n".join(s.log_lines(view=p))
        assert "owl" not in text and "horse gift" not in text and "rabbit ugly" not in text


# ---- 2.4.3 phase 3: secret bonus swap ------------------------------------------------------------
FIVE_A = ["cat champion3", "cat champion2", "cat ugly", "dog thief", "horse spy"]
FIVE_B = ["dog champion3", "dog champion2", "dog ugly", "horse thief", "rabbit spy"]


def swap_position(game, **kw):
    """P1 and P2 hold bonus cards; P3 holds the owl so that awards stop (at the owl) after the reveal."""
    kw.setdefault("bonus", {0: ["parrot champion3"], 1: ["parrot champion2"]})
    g, s = rig(game, 3, hands={0: FIVE_A, 1: FIVE_B, 2: ["owl", "rabbit champion3"]}, **kw)
    s.call("awards")
    return g, s


def test_2_4_3_bonus_swap_is_simultaneous(game):
    """2.4.3 step 1: players decide at the same time: both are asked before anything happens."""
    g, s = swap_position(game)
    assert s.current_player() == SIMULTANEOUS
    assert s.acting_players() == [0, 1]  # P3 has no bonus card and is not asked
    assert s.options(0) == ["pass", "parrot champion3"]
    assert s.options(1) == ["pass", "parrot champion2"]


def test_2_4_3_a_swap_is_not_carried_out_before_everyone_has_decided(game):
    """2.4.3 step 1: players reveal together; P1's swap waits for P2's decision."""
    g, s = swap_position(game)
    s.act("parrot champion3", 0)
    assert s.decision_label(0) == REPLACES
    assert s.options(0) == FIVE_A
    s.act("cat ugly", 0)
    assert s.acting_players() == [1]
    assert hand(s, 0) == FIVE_A
    assert s.zone_names("bonus", 0) == ["parrot champion3"]
    assert s.zone_names("discard") == []
    s.act("pass", 1)
    assert s.decision_label() == OWL_SPECIES  # everything revealed; awards wait for P3's owl
    assert hand(s, 0) == [c for c in FIVE_A if c != "cat ugly"] + ["parrot champion3"]
    assert s.zone_names("bonus", 0) == []
    assert "P1 swaps cat ugly for a bonus card" in s.log_lines(view=1)


def test_2_4_3_secret_choice_is_not_shown_to_others_before_the_reveal(game):
    """2.4.3 step 1: in secret: another player's observation and log view show nothing of the choice
    until the swaps are revealed."""
    g, s = swap_position(game)
    before = {p: (s.observation(p)["zones"], s.observation(p)["vars"], s.log_lines(view=p)) for p in (1, 2)}
    s.act("parrot champion3", 0)
    s.act("cat ugly", 0)
    for p in (1, 2):
        obs = s.observation(p)
        assert (obs["zones"], obs["vars"], s.log_lines(view=p)) == before[p]
    assert s.observation(1)["zones"]["bonus of P1"] == [None]
    own = s.log_lines(view=0)
    assert "P1 chooses parrot champion3 (use a bonus card)" in own
    assert "P1 chooses cat ugly (the card it replaces)" in own
    # until every player has chosen, P1's table too is as the secret choice found it
    assert s.observation(0)["zones"]["bonus of P1"][0]["card"] == "parrot champion3"
    assert "replaces" not in s.observation(0)["zones"]["bonus of P1"][0]


def test_2_4_3_acting_list_does_not_leak_the_secret_choice(game):
    """2.4.3 step 1: P2 cannot tell from his observation whether P1 passed or is swapping."""
    g, s = swap_position(game)
    passed = s.clone()
    passed.act("pass", 0)
    swapping = s.clone()
    swapping.act("parrot champion3", 0)
    assert passed.observation(1) == swapping.observation(1)


def test_2_4_3_replaced_cards_go_to_the_discard_and_then_into_the_deck(game):
    """2.4.3 steps 1 and 4: replaced collection cards are discarded and go back into the next deck."""
    g, s = swap_position(game)
    awards_swap(s, {0: [("parrot champion3", "cat ugly")], 1: [("parrot champion2", "horse thief")]})
    assert sorted(s.zone_names("discard")) == ["cat ugly", "horse thief"]
    assert "parrot champion2" in hand(s, 1) and "horse thief" not in hand(s, 1)
    s.act("rabbit")
    assert s.done()
    assert s.zone_names("discard") == []
    deck = s.zone_names("deck")
    assert "cat ugly" in deck and "horse thief" in deck


def test_2_4_3_a_bonus_swap_keeps_the_collection_size(game):
    """2.4.3 step 1: a swap is one for one; each bonus card replaces a different collection card."""
    g, s = swap_position(game, bonus={0: ["parrot champion3", "parrot champion2", "rabbit champion2"]})
    s.act("parrot champion3", 0)
    s.act("cat ugly", 0)
    assert s.decision_label(0) == USE_BONUS
    assert s.options(0) == ["pass", "parrot champion2", "rabbit champion2"]
    s.act("rabbit champion2", 0)
    assert "cat ugly" not in s.options(0)  # already replaced
    s.act("dog thief", 0)
    s.act("pass", 0)
    assert s.decision_label() == OWL_SPECIES
    assert len(hand(s, 0)) == 5
    assert s.zone_names("bonus", 0) == ["parrot champion2"]


def test_2_4_3_no_more_swaps_than_collection_cards(game):
    """2.4.3 step 1: a collection of 1 card takes at most 1 bonus card."""
    g, s = rig(game, 3, hands={0: ["cat champion3"], 2: ["owl"]},
               bonus={0: ["parrot champion3", "parrot champion2"]})
    s.call("awards")
    s.act("parrot champion2", 0)  # the replaced card is the only one: no decision
    assert s.decision_label() == OWL_SPECIES
    assert hand(s, 0) == ["parrot champion2"]
    assert s.zone_names("bonus", 0) == ["parrot champion3"]


def test_2_4_3_unused_bonus_cards_stay_hidden_for_later_seasons(game):
    """2.4.3 step 4: unused bonus cards stay with their owner, may be used in a later season's phase 3."""
    g, s = rig(game, 3, hands={0: FIVE_A, 1: FIVE_B}, bonus={0: ["parrot champion3", "owl"]})
    s.call("awards")
    awards_swap(s, {0: [("parrot champion3", "cat ugly")]})
    assert s.done()
    assert s.zone_names("bonus", 0) == ["owl"]
    assert sizes(s) == [0, 0, 0]
    # a later season: the kept owl is still hidden and can still be used
    for name in ["dog champion3", "dog champion2", "rabbit champion3", "horse ugly", "cat gift"]:
        s.place(name, "collection", 0)
    s.call("awards")
    assert s.observation(1)["zones"]["bonus of P1"] == [None]
    assert s.options(0) == ["pass", "owl"]
    s.act("owl", 0)
    s.act("horse ugly", 0)  # no bonus card left: the block ends and the swap is revealed
    act(s, 0, "dog", OWL_SPECIES)
    assert s.done()
    assert s.zone_names("bonus", 0) == []


def test_2_4_3_clean_up_puts_every_card_but_bonus_cards_back_in_the_deck(game):
    """2.4.3 step 4: every card except unused bonus cards goes back into the deck."""
    g, s = rig(game, 3, hands={0: FIVE_A, 1: FIVE_B, 2: 3}, bonus={1: ["owl"]})
    s.call("awards")
    awards_swap(s, {})
    assert s.done()
    assert len(s.zone_names("deck")) == 30
    assert s.zone_names("bonus", 1) == ["owl"]
    assert sizes(s) == [0, 0, 0]


# ---- 2.4.3 medals and 2.7 the owl ----------------------------------------------------------------
def score(game, cards: list[str], owl: str | None = None, **options) -> dict:
    """Runs phase 3 for P1 holding `cards` (no bonus cards); answers the owl's species if asked."""
    g, s = rig(game, 2, hands={0: cards}, **options)
    s.call("awards")
    if owl is not None:
        act(s, 0, owl, OWL_SPECIES)
    assert s.done()
    return medals(s, 0)


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_2_4_3_n_cards_of_a_species_earn_n_medals(game, n):
    """2.4.3 step 2: a species with 2, 3, 4 or 5 cards earns 2, 3, 4 or 5 medals of that species."""
    cats = ["cat champion3", "cat champion2", "cat ugly", "cat thief", "cat spy"][:n]
    singles = ["dog champion3", "horse champion3", "rabbit champion3"][: 5 - n]
    assert score(game, cats + singles) == no_medals_except(cat=n)


def test_2_4_3_a_single_card_of_a_species_earns_nothing(game):
    """2.4.3 step 2: a species with exactly 1 card earns nothing."""
    assert score(game, ["cat champion3", "cat champion2", "dog champion3", "horse ugly", "horse spy"]) == \
        no_medals_except(cat=2, horse=2)
    assert score(game, ["cat champion3", "dog champion3", "horse champion3", "rabbit champion3"]) == \
        no_medals_except()


def test_2_4_3_five_different_species_earn_one_medal_each(game):
    """2.4.3 step 2 exception: 5 cards of 5 different species earn 1 medal of each species."""
    cards = ["cat thief", "dog ugly", "horse champion3", "rabbit gift", "parrot spy"]
    assert score(game, cards) == {suit: 1 for suit in SUITS}


def test_2_4_3_specials_and_ugly_count_for_their_species(game):
    """2.2 / 2.8.2: special and ugly cards are animals of their species for medals."""
    assert score(game, ["cat thief", "cat spy", "cat gift", "cat ugly", "dog champion3"]) == \
        no_medals_except(cat=4)


def test_2_4_3_medals_add_up_on_a_running_tally(game):
    """2.4.3 step 3: medals are recorded on each player's running tally, per species."""
    g, s = rig(game, 2, hands={0: ["cat champion3", "cat champion2", "dog ugly", "dog spy", "horse gift"]})
    s.set_var("medals", no_medals_except(cat=4, parrot=1), 0)
    s.call("awards")
    assert s.done()
    assert medals(s, 0) == no_medals_except(cat=6, dog=2, parrot=1)
    assert medals(s, 1) == no_medals_except()


def test_2_7_owl_counts_as_the_species_its_owner_names(game):
    """2.7: the owl's owner names a species at scoring; it counts as a card of that species."""
    cards = ["cat champion3", "cat champion2", "owl", "dog champion3", "horse champion3"]
    assert score(game, cards, owl="cat") == no_medals_except(cat=3)
    assert score(game, cards, owl="dog") == no_medals_except(cat=2, dog=2)


def test_2_7_owl_can_complete_five_different_species(game):
    """2.7: the owl counts for the "5 different species" rule too."""
    cards = ["cat champion3", "dog champion3", "horse champion3", "rabbit champion3", "owl"]
    assert score(game, cards, owl="parrot") == {suit: 1 for suit in SUITS}
    assert score(game, cards, owl="cat") == no_medals_except(cat=2)


def test_2_7_option_owl_wild_off_counts_the_owl_as_nothing(game):
    """2.7 option owl_wild=false: the owl is no species; no species is asked for."""
    assert score(game, ["cat champion3", "cat champion2", "owl", "dog ugly", "dog spy"], owl_wild="false") == \
        no_medals_except(cat=2, dog=2)
    assert score(game, ["cat champion3", "dog champion3", "horse champion3", "rabbit champion3", "owl"],
                 owl_wild="false") == no_medals_except()


def test_2_7_owl_species_is_forgotten_after_scoring(game):
    """2.7: the owl is declared each time it is scored; the declaration does not carry over."""
    g, s = rig(game, 2, hands={0: ["owl", "cat champion3"]})
    s.call("awards")
    act(s, 0, "cat", OWL_SPECIES)
    assert s.done()
    assert g.evaluate(s, "all(c.species == none for c in deck)")


# ---- 2.6 end of game --------------------------------------------------------------------------------
def test_2_6_known_value_7_dog_5_cat_2_parrot_medals_score_24(game):
    """2.6 example from the seed: 7 dog, 5 cat and 2 parrot medals -> 5 + 5 = 10 bonus points;
    total 7 + 5 + 2 + 10 = 24."""
    g, s = rig(game, 4)
    s.set_var("medals", no_medals_except(dog=7, cat=5, parrot=2), 0)
    assert g.evaluate(s, "bonus_points(0)") == 10
    assert g.evaluate(s, "total(0)") == 24


@pytest.mark.parametrize("count,bonus", [(4, 0), (5, 5), (9, 5), (10, 10), (15, 15)])
def test_2_6_every_full_five_medals_of_a_species_give_five_points(game, count, bonus):
    """2.6: floor(medals_of_species / 5) x 5 bonus points per species."""
    g, s = rig(game, 4)
    s.set_var("medals", no_medals_except(horse=count, rabbit=4), 2)
    assert g.evaluate(s, "bonus_points(2)") == bonus
    assert g.evaluate(s, "total(2)") == count + 4 + bonus


def test_2_6_unused_bonus_cards_are_worth_nothing_at_the_end(game):
    """2.4.3 step 4 / 2.6: unused bonus cards are worth nothing; the total counts medals only."""
    g, s = rig(game, 4, bonus={0: ["cat champion3", "cat champion2", "cat ugly", "owl"]})
    s.set_var("medals", no_medals_except(cat=3, dog=5), 0)
    assert g.evaluate(s, "total(0)") == 3 + 5 + 5


def finished_games(game, players: int, seeds, on_step=None):
    g = game("animalia", players)
    for seed in seeds:
        yield g, play_game(g, seed, [RandomAgent(seed * 10 + i) for i in range(players)], on_step=on_step)


def test_2_6_highest_total_wins_and_ties_share_the_victory(game):
    """2.6: the highest total wins; a tie is a shared victory."""
    shared = 0
    for g, s in finished_games(game, 2, range(40)):
        totals = [g.evaluate(s, f"total({p})") for p in range(2)]
        assert s.winners() == [p for p in range(2) if totals[p] == max(totals)]
        if len(s.winners()) > 1:
            shared += 1
            assert s.returns() == [0.5, 0.5]
    assert shared > 0, "no tied game in 40 seeds: pick more seeds"


# ---- seasons and dealers --------------------------------------------------------------------------
def season_trace(game, players: int, seed: int):
    """For one random game: per season, the first offer's dealer and the last dealer of phase 1."""
    first, last = {}, {}

    def watch(s):
        if s.is_terminal():
            return
        lines = s.log_lines()
        season = sum(1 for line in lines if line.startswith("Season "))
        phases = [line for line in lines if line.startswith("== ")]
        phase = phases[-1] if phases else None
        if phase == "== collecting ==" and season not in first and s.decision_label(s.acting_players()[0]) == LOT:
            first[season] = s.current_player()
        if phase in ("== elegance bonuses ==", "== awards =="):
            last[season] = s.var("last_dealer")

    g = game("animalia", players)
    play_game(g, seed, [RandomAgent(seed * 10 + i) for i in range(players)], on_step=watch)
    return first, last


def test_2_4_3_next_season_starts_left_of_the_last_dealer(game):
    """2.4.3 step 5: the first dealer of the next season is the player to the left of the last dealer
    of the previous season (who dealt when phase 1 ended); at a season's start the dealer decides first."""
    checked = 0
    for players, seed in [(3, 1), (4, 2), (4, 3), (5, 4), (6, 5)]:
        first, last = season_trace(game, players, seed)
        for season in (2, 3):
            if season in first and season - 1 in last:
                assert first[season] == (last[season - 1] + 1) % players, (players, seed, season)
                checked += 1
    assert checked >= 8


def test_2_3_first_dealer_is_drawn_at_random(game):
    """2.3: the first dealer is chosen at random (different seeds, different first dealers)."""
    g = game("animalia", 4)
    firsts = {g.new_initial_state(seed).current_player() for seed in range(20)}
    assert len(firsts) > 1


def test_2_1_a_game_lasts_three_seasons(game):
    """2.1: three seasons, each with its three phases."""
    for g, s in finished_games(game, 4, [11]):
        lines = s.log_lines()
        assert [line for line in lines if line.startswith("Season ")] == ["Season 1", "Season 2", "Season 3"]
        assert lines.count("== collecting ==") == lines.count("== awards ==") == 3


# ---- whole games ----------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_whole_random_games_end_with_every_card_in_exactly_one_zone(game, players):
    """Invariant: random games with 2..6 players end, and at every step every card lies in exactly one
    zone; other players' bonus cards and spied cards are never shown."""
    size = 31 if players <= 4 else 36
    deck = Counter(game("animalia", players).blank_state().zone_names("deck"))
    steps = 0

    def check(s):
        nonlocal steps
        steps += 1
        assert all_cards_once(s) == deck
        assert sum(len(z) for z in s.observation(None)["zones"].values()) == size
        for p in range(players):
            zones = s.observation(p)["zones"]
            for q in range(players):
                if q != p:
                    assert all(c is None for c in zones[f"bonus of P{q + 1}"])
                    assert all(c is None for c in zones[f"peek of P{q + 1}"])
            assert all(c is None for c in zones["deck"])

    for g, s in finished_games(game, players, range(3), on_step=check):
        assert s.is_terminal()
        assert s.winners()
        assert all_cards_once(s) == deck
    assert steps > 0


# ---- engine behaviour seen from the rule tests ----------------------------------------------------
def test_observation_after_a_called_procedure_has_finished(game):
    """The rigging API: a finished position can still be observed (nobody acts)."""
    g, s = rig(game, 4, top=["dog champion3"])
    s.call("offer", 0)
    s.act("take")
    assert s.done()
    obs = s.observation(1)
    assert obs["acting"] == []
    assert obs["zones"]["collection of P1"] == [{"card": "dog champion3"}]


def test_stack_deck_reorders_cards_already_in_the_deck(game):
    """The rigging API: stack_deck puts the named cards on top of the deck, first name on top."""
    s = game("animalia", 4).blank_state()
    s.stack_deck("deck", ["dog spy", "cat ugly"])
    assert deck_top(s, 2) == ["dog spy", "cat ugly"]
    assert len(s.zone_names("deck")) == 31
