"""Scenario tests for rulebooks/alienz.rules against RULES.md section 4 (Alienz), with the Alienz
items of sections 0.3 and 0.4.

Each test rigs a position with `Game.blank_state()`, runs one procedure of the rulebook (a turn, a
flight, a refill, the scoring) and checks the outcome. Test names and docstrings cite the rule they
pin down. Players are 0-based in code and expressions, and shown as P1..Pn in options and logs.
A two-sided card's full name is "red alien / blue planet"; where a zone shows one side, players
see only that side's name.
"""

from __future__ import annotations

import re
from collections import Counter

import pytest

from rulerun.interpreter.agents import RandomAgent, play_game

COLORS = ("red", "orange", "yellow", "green", "blue", "purple")
EVENTS = ("Queue", "Rush Hour", "Asteroid Storm", "Clear Sky", "Group")

TAKE = "alien to take"
QUEUE = "alien to queue"
FLIGHT = "flight this turn"
PLANET = "planet for a private flight"
FLY = "alien to fly"
FLY_MORE = "another alien to fly"
JOIN = "alien to add to the flight"
# decisions whose very options tell what lies behind the screen: asked in secret
SECRET_CHOICES = (FLIGHT, PLANET, FLY, FLY_MORE, JOIN)

MAX_DECISIONS = 20_000


def card(alien: str, planet: str) -> str:
    return f"{alien} alien / {planet} planet"


# A row that no test flies with: purple planets behind aliens of other colours.
ROW = [card("orange", "purple"), card("yellow", "purple"), card("green", "purple"), card("blue", "purple")]
# A dull top card for tests that refill once and fly nothing commercially.
DULL = card("purple", "orange")


# ---- rigging positions --------------------------------------------------------------------------
def rig(game, players: int = 3, *, screens=None, row=ROW, top=(DULL,), queues=None, aliens=None, planets=None,
        in_force=(), cancelled=(), storm=None, dealer: int = 0, seed: int = 0, **options):
    """A blank position. `screens`, `queues`, `aliens` (score pile, alien side up) and `planets`
    (score pile, planet side up) map a player to card names; `row` fills the alien row; `top` is
    stacked on the deck, first name on top (event names allowed); `in_force` and `cancelled` name
    events already revealed; `storm` is the card the Asteroid Storm turned over (the Storm is then
    in force). Every event not named lies at the bottom of the deck."""
    g = game("alienz", players, **options)
    s = g.blank_state(seed)
    row_zone = "strict_row" if str(options.get("strict_memory", "false")).lower() in ("true", "1") else "row"
    for e in EVENTS:
        s.place(e, "cancelled")
    for e in in_force:
        s.place(e, "in_force")
    if storm is not None:
        s.place("Asteroid Storm", "in_force")
        s.place(storm, "storm_card")
    expected = Counter()
    for zone, spec in (("screen", screens), ("queue", queues), ("pile_aliens", aliens), ("pile_planets", planets)):
        for p, names in (spec or {}).items():
            for name in names:
                s.place(name, zone, p)
            expected[(zone, p)] = Counter(names)
    for name in row:
        s.place(name, row_zone)
    for name in top:
        s.place(name, "revealed_events")        # out of the deck for a moment, so it can be stacked
    s.stack_deck("deck", top)
    for e in EVENTS:
        if e not in cancelled and e in s.zone_names("cancelled"):
            s.place(e, "deck", bottom=True)
    # the rigging took the intended copies (a name used more times than there are copies fails here)
    for (zone, p), names in expected.items():
        assert Counter(s.zone_names(zone, p)) == names, f"rigging {zone} of P{p + 1}"
    assert s.zone_names(row_zone) == list(row)
    assert deck_top(s, len(top)) == list(top)
    assert sum(all_cards(s).values()) == len(g.blank_state().zone_names("deck"))
    s.set_var("dealer", dealer)
    return g, s


def deck_top(s, n: int) -> list[str]:
    """The top n cards of the deck, top first."""
    return list(reversed(s.zone_names("deck")))[:n]


def act(s, player: int, option: str, label: str | None = None) -> None:
    """Answers the pending decision, checking who decides (and what about)."""
    assert not s.done(), f"no decision pending; P{player + 1} was to choose {option!r}"
    assert s.current_player() == player, (
        f"P{player + 1} should decide, but P{s.current_player() + 1} does ({s.decision_label()})")
    if label is not None:
        assert s.decision_label() == label
    s.act(option)


def pending(s) -> tuple[int, str] | None:
    return None if s.done() else (s.current_player(), s.decision_label())


def all_cards(s) -> Counter:
    seen = Counter()
    for cards in s.observation(None)["zones"].values():
        seen.update(c["card"] for c in cards)
    return seen


def ev(g, s, expression: str):
    return g.evaluate(s, expression)


# ---- 4.2 components -----------------------------------------------------------------------------
def test_4_2_deck_has_60_alien_planet_cards_and_5_events(game):
    """4.2 [D]: each ordered pair of different colours (alien A, planet B) twice = 60 cards, plus one of
    each of the five events: 65 cards. Every colour is on 10 alien sides and 10 planet sides."""
    deck = game("alienz", 4).blank_state().zone_names("deck")
    assert len(deck) == 65
    counts = Counter(deck)
    assert {e: counts[e] for e in EVENTS} == {e: 1 for e in EVENTS}
    pairs = [n for n in deck if n not in EVENTS]
    assert len(pairs) == 60
    assert counts == Counter({**{card(a, p): 2 for a in COLORS for p in COLORS if a != p}, **{e: 1 for e in EVENTS}})
    for k in COLORS:
        assert sum(1 for n in pairs if n.startswith(f"{k} alien")) == 10
        assert sum(1 for n in pairs if n.endswith(f"{k} planet")) == 10


def test_4_2_colours_and_copies_are_options(game):
    """4.2: the distribution is our design, so the number of colours and the copies per ordered pair
    are parameters: 4 colours x 3 copies = 4 * 3 * 3 = 36 cards, plus the 5 events."""
    deck = game("alienz", 3, colors=4, copies=3).blank_state().zone_names("deck")
    assert len(deck) == 41
    pairs = [n for n in deck if n not in EVENTS]
    assert set(pairs) == {card(a, p) for a in COLORS[:4] for p in COLORS[:4] if a != p}
    assert Counter(pairs)[card("red", "green")] == 3


def test_4_2_invalid_colour_option_ends_at_once_without_winner(game):
    """4.2: the number of colours must be 2 to 6; a bad option value is reported, not played."""
    s = game("alienz", 3, colors=7).new_initial_state(1)
    assert s.is_terminal() and s.winners() == []
    assert any("Option error" in line for line in s.log_lines())


# ---- 4.3 setup, 4.8 next round ------------------------------------------------------------------
def test_4_3_setup_deals_four_aliens_and_the_player_left_of_the_dealer_starts(game):
    """4.3 / 0.4: a random dealer; the deck is shuffled planet side up; 4 aliens in the row; screens and
    score piles empty; the player on the dealer's left takes first."""
    for seed in range(5):
        g = game("alienz", 4)
        s = g.new_initial_state(seed)
        dealer = s.var("dealer")
        assert s.current_player() == (dealer + 1) % 4
        assert s.decision_label() == TAKE
        row = s.zone_names("row")
        assert len(row) == 4 and not set(row) & set(EVENTS)
        for p in range(4):
            assert s.zone_names("screen", p) == s.zone_names("pile_aliens", p) == s.zone_names("pile_planets", p) == []
        assert ev(g, s, "is_event(top(deck))") is False
    dealers = {game("alienz", 4).new_initial_state(seed).var("dealer") for seed in range(20)}
    assert len(dealers) > 1


def test_4_3_an_event_dealt_during_setup_takes_effect_at_once_and_is_replaced(game):
    """4.3 step 3 [D]: an event turning up while the row is dealt takes effect at once; the row is still
    filled with 4 aliens. (Searches seeds for a setup that met an event.)"""
    found = 0
    for seed in range(60):
        g = game("alienz", 3)
        s = g.new_initial_state(seed)
        lines = s.log_lines()
        first_turn = next(i for i, line in enumerate(lines) if line.startswith("Turn 1:"))
        revealed = [line for line in lines[:first_turn] if line.startswith("Event revealed")]
        if not revealed or "Clear Sky" in " ".join(lines[:first_turn]):
            continue
        found += 1
        assert len(s.zone_names("row")) == 4
        assert len(s.zone_names("in_force")) == len(revealed)
        if found >= 3:
            break
    assert found >= 3


def test_4_8_next_round_gathers_every_card_and_the_deal_passes_left(game):
    """4.8: all cards go back (row, piles, screens, queues, storm card, events), the deck is reshuffled
    and dealt again, and the player left of the new dealer starts."""
    g, s = rig(game, 3, screens={0: [card("red", "blue")]}, queues={1: [card("blue", "red")]},
               aliens={2: [card("green", "red")]}, planets={0: [card("red", "green")]},
               in_force=("Group",), cancelled=("Clear Sky",), storm=card("yellow", "red"), dealer=1)
    s.call("round")
    assert pending(s) == (2, TAKE)
    assert any(line == "Round 1: P2 deals and P3 plays first" for line in s.log_lines())
    for p in range(3):
        for zone in ("screen", "queue", "pile_aliens", "pile_planets"):
            assert s.zone_names(zone, p) == []
    assert s.zone_names("storm_card") == [] or "Asteroid Storm" in s.zone_names("in_force") + s.zone_names("cancelled")
    assert len(s.zone_names("row")) == 4
    assert sum(all_cards(s).values()) == 65


def test_4_8_dealers_rotate_left_round_after_round(game):
    """4.8: each new round the deal passes to the player on the left of the previous dealer."""
    g = game("alienz", 4)
    s = play_game(g, 3, [RandomAgent(30 + i) for i in range(4)])
    dealers = [int(m.group(1)) for m in (re.match(r"Round \d+: P(\d) deals", line) for line in s.log_lines()) if m]
    assert len(dealers) >= 2
    assert all(b == a % 4 + 1 for a, b in zip(dealers, dealers[1:]))


# ---- 4.4 hidden information ---------------------------------------------------------------------
def test_4_4_only_the_top_of_the_deck_shows_and_only_its_planet_side(game):
    """4.4: the top card of the deck shows its planet side to everyone; the rest of the deck is hidden."""
    g, s = rig(game, 3, top=[card("red", "blue"), card("green", "orange")])
    for p in range(3):
        deck = s.observation(p)["zones"]["deck"]
        assert deck[-1] == {"card": "blue planet"}
        assert all(c is None for c in deck[:-1])


def test_4_4_row_planet_sides_are_remembered_by_default(game):
    """4.4 [D]: by default a row card's planet side is remembered public information (it was seen on top
    of the deck): every player sees both sides of the row cards."""
    g, s = rig(game, 3)
    for p in range(3):
        assert [c["card"] for c in s.observation(p)["zones"]["row"]] == ROW
    s.call("turn", 0)
    assert s.options(0) == ROW


def test_4_4_strict_memory_hides_row_planet_sides(game):
    """4.4: in strict memory mode nobody may look at a row card's planet side, not even while choosing
    one; once it is behind the screen its owner sees both sides, the others nothing."""
    g, s = rig(game, 3, strict_memory="true")
    for p in range(3):
        assert [c["card"] for c in s.observation(p)["zones"]["strict_row"]] == [
            "orange alien", "yellow alien", "green alien", "blue alien"]
    s.call("turn", 0)
    assert s.options(0) == ["orange alien", "yellow alien", "green alien", "blue alien"]
    act(s, 0, "green alien", TAKE)
    assert s.observation(0)["zones"]["screen of P1"] == [{"card": card("green", "purple")}]
    assert s.observation(1)["zones"]["screen of P1"] == [None]
    assert "green alien: strict_row -> screen of P1" in "\n".join(s.log_lines(view=1))
    assert not any("purple planet" in line for line in s.log_lines(view=1))


def test_4_4_screens_are_hidden_from_the_other_players(game):
    """4.4 [D]: others see nothing behind a screen except the number of cards; the owner sees both sides."""
    g, s = rig(game, 3, screens={1: [card("red", "blue"), card("green", "red")]})
    assert s.observation(1)["zones"]["screen of P2"] == [{"card": card("red", "blue")}, {"card": card("green", "red")}]
    for p in (0, 2):
        assert s.observation(p)["zones"]["screen of P2"] == [None, None]


def test_4_4_a_private_flight_shows_others_only_the_sides_played(game):
    """4.4 / 4.5: a private flight shows the planet card planet side up and the aliens alien side up;
    the other players never learn the hidden sides of those cards."""
    g, s = rig(game, 3, screens={0: [card("green", "blue"), card("blue", "red"), card("blue", "orange")]})
    s.call("turn", 0)
    act(s, 0, card("orange", "purple"), TAKE)
    act(s, 0, "private flight", FLIGHT)
    act(s, 0, card("blue", "red"), FLY)
    assert s.done()
    log = s.log_lines(view=1)
    text = "\n".join(log)
    assert [line for line in log if "screen of P1 ->" in line] == [
        "  blue planet: screen of P1 -> pile_planets of P1",
        "  blue alien: screen of P1 -> pile_aliens of P1",
        "  blue alien: screen of P1 -> pile_aliens of P1"]
    assert card("green", "blue") not in text and "blue alien / red" not in text and "blue alien / orange" not in text
    assert not any(line.startswith("P1 chooses") and "alien to take" not in line for line in log)
    own = s.log_lines(view=0)
    assert f"P1 must choose {card('green', 'blue')} (planet for a private flight)" in own
    assert f"P1 chooses {card('blue', 'red')} (alien to fly)" in own
    obs = s.observation(2)["zones"]
    assert obs["pile_planets of P1"] == [{"card": "blue planet"}]
    assert obs["pile_aliens of P1"] == [{"card": "blue alien"}, {"card": "blue alien"}]


# ---- 4.5 a turn: take, fly, refill --------------------------------------------------------------
def test_4_5_step_1_takes_one_alien_behind_the_screen_and_step_3_refills_it(game):
    """4.5: take one card from the row behind your screen; with no flight possible the turn ends by
    putting the top card of the deck alien side up into the row."""
    g, s = rig(game, 3, top=[card("red", "blue"), card("green", "orange")])
    s.call("turn", 0)
    assert pending(s) == (0, TAKE)
    act(s, 0, card("yellow", "purple"))
    assert s.done()
    assert s.zone_names("screen", 0) == [card("yellow", "purple")]
    assert s.zone_names("row") == [card("orange", "purple"), card("green", "purple"), card("blue", "purple"),
                                   card("red", "blue")]
    assert deck_top(s, 1) == [card("green", "orange")]
    assert "P1 must choose no flight (flight this turn)" in s.log_lines()


def test_4_6_rush_hour_makes_a_player_take_two_and_refill_two(game):
    """4.6 Rush Hour: every turn the player takes two aliens from the row and two slots are refilled."""
    g, s = rig(game, 3, in_force=("Rush Hour",), top=[card("red", "blue"), card("red", "green"), DULL])
    s.call("turn", 1)
    act(s, 1, card("orange", "purple"), TAKE)
    act(s, 1, card("blue", "purple"), TAKE)
    assert s.done()
    assert s.zone_names("screen", 1) == [card("orange", "purple"), card("blue", "purple")]
    assert s.zone_names("row")[-2:] == [card("red", "blue"), card("red", "green")]
    assert deck_top(s, 1) == [DULL]


def test_4_5_no_flight_is_offered_without_the_cards_for_one(game):
    """4.5: a flight needs a planet and 2 matching aliens: one matching alien is not enough."""
    g, s = rig(game, 3, screens={0: [card("green", "blue"), card("blue", "red")]}, top=[DULL, DULL])
    assert ev(g, s, "flight_options(0)") == ["no flight"]


def test_4_5_private_flight_puts_planet_and_aliens_into_the_score_pile(game):
    """4.5: a private flight shows one planet and at least 2 matching aliens from behind the screen; all go
    into the flyer's score pile with the side they were played with, and the flight is closed."""
    g, s = rig(game, 3, screens={0: [card("green", "blue"), card("blue", "red"), card("blue", "orange"),
                                     card("red", "yellow")]})
    s.call("turn", 0)
    act(s, 0, card("orange", "purple"), TAKE)
    assert s.options(0) == ["no flight", "private flight"]
    act(s, 0, "private flight", FLIGHT)
    # only the blue planet has two matching aliens: it is taken without asking; both blue aliens must fly
    act(s, 0, card("blue", "orange"), FLY)
    assert s.done()
    assert s.zone_names("pile_planets", 0) == [card("green", "blue")]
    assert Counter(s.zone_names("pile_aliens", 0)) == Counter([card("blue", "red"), card("blue", "orange")])
    assert s.zone_names("screen", 0) == [card("red", "yellow"), card("orange", "purple")]
    assert ev(g, s, "pile_count(0, blue)") == 3 and ev(g, s, "pile_count(0, green)") == 0
    assert "P1 flies 2 aliens to the blue planet" in s.log_lines()


def test_4_5_the_flyer_may_fly_any_number_of_aliens_beyond_the_minimum(game):
    """4.5: at least 2 matching aliens; the flyer may add more, one at a time, or stop."""
    blues = [card("blue", "red"), card("blue", "orange"), card("blue", "yellow"), card("blue", "green")]
    g, s = rig(game, 3, screens={0: [card("green", "blue")] + blues})
    s.call("turn", 0)
    act(s, 0, card("orange", "purple"), TAKE)
    act(s, 0, "private flight", FLIGHT)
    act(s, 0, blues[0], FLY)
    assert s.options(0) == blues[1:]              # the first two are compulsory: no pass yet
    act(s, 0, blues[2], FLY)
    assert s.options(0) == ["pass", blues[1], blues[3]]
    act(s, 0, blues[3], FLY_MORE)
    act(s, 0, "pass", FLY_MORE)
    assert s.done()
    assert s.zone_names("screen", 0) == [blues[1], card("orange", "purple")]
    assert len(s.zone_names("pile_aliens", 0)) == 3
    assert "P1 flies 3 aliens to the blue planet" in s.log_lines()


def test_4_5_at_most_one_flight_per_turn(game):
    """4.5 [D]: after a flight the turn goes straight to the refill, even if a second flight were possible."""
    g, s = rig(game, 3, screens={0: [card("green", "blue"), card("blue", "red"), card("blue", "orange"),
                                     card("yellow", "red"), card("red", "yellow"), card("red", "orange")]})
    s.call("turn", 0)
    act(s, 0, card("orange", "purple"), TAKE)
    act(s, 0, "private flight", FLIGHT)
    act(s, 0, card("green", "blue"), PLANET)
    act(s, 0, card("blue", "red"), FLY)
    # the yellow alien / red planet and the two red aliens would make a flight to red: not this turn
    assert s.done()
    assert ev(g, s, "flight_options(0)") == ["no flight", "private flight"]


def test_4_5_commercial_flight_uses_the_top_planet_and_others_join_counter_clockwise(game):
    """4.5: a commercial flight takes the top card of the deck as destination; the flyer shows 2 matching
    aliens; then each other player, counter-clockwise from the flyer's right, gets one chance to add any
    number of matching aliens to their own score pile; finally the flyer's cards go to their pile."""
    g, s = rig(game, 4, top=[card("orange", "red"), card("green", "yellow"), DULL],
               screens={0: [card("red", "blue"), card("red", "green")],
                        1: [card("red", "yellow")],
                        2: [card("red", "orange"), card("red", "purple")],
                        3: [card("red", "purple"), card("blue", "green")]})
    s.call("turn", 0)
    act(s, 0, card("orange", "purple"), TAKE)
    assert s.options(0) == ["no flight", "commercial flight"]
    act(s, 0, "commercial flight", FLIGHT)
    act(s, 0, card("red", "blue"), FLY)          # the second one is the only one left: taken at once
    assert pending(s) == (3, JOIN)               # P4 is on P1's right
    assert s.options(3) == ["pass", card("red", "purple")]
    act(s, 3, card("red", "purple"))
    assert pending(s) == (2, JOIN)               # P4 had no more red aliens: P3 next
    act(s, 2, card("red", "orange"))
    act(s, 2, card("red", "purple"))
    assert pending(s) == (1, JOIN)
    act(s, 1, "pass")                            # P2 does not join
    assert s.done()
    assert s.zone_names("pile_planets", 0) == [card("orange", "red")]
    assert len(s.zone_names("pile_aliens", 0)) == 2
    assert s.zone_names("pile_aliens", 3) == [card("red", "purple")]
    assert len(s.zone_names("pile_aliens", 2)) == 2
    assert s.zone_names("pile_aliens", 1) == [] and s.zone_names("screen", 1) == [card("red", "yellow")]
    log = s.log_lines()
    assert "P4 joins the flight with 1 alien" in log and "P3 joins the flight with 2 aliens" in log
    assert not any(line.startswith("P2 joins") for line in log)
    # the refill used the card under the planet taken for the flight
    assert s.zone_names("row")[-1] == card("green", "yellow")
    assert deck_top(s, 1) == [DULL]


def test_4_4_whether_a_player_can_fly_or_join_stays_secret(game):
    """4.4: the flight decision and the chance to join depend on the cards behind a screen, so they are
    asked in secret: the other players do not see who is deciding, nor a "must choose" for a player
    without an alternative; the log says only what each player did."""
    g, s = rig(game, 3, top=[card("orange", "red"), DULL],
               screens={0: [card("red", "blue"), card("red", "green")], 2: [card("red", "yellow")]})
    s.call("turn", 0)
    act(s, 0, card("orange", "purple"), TAKE)
    assert s.observation(1)["acting"] == [] and s.observation(0)["acting"] == [0]
    act(s, 0, "commercial flight", FLIGHT)
    act(s, 0, card("red", "blue"), FLY)
    assert pending(s) == (2, JOIN)
    assert s.observation(0)["acting"] == s.observation(1)["acting"] == []
    act(s, 2, "pass")
    assert s.done()
    for viewer in (0, 1):
        log = s.log_lines(view=viewer)
        assert "P3 does not join" in log and "P2 does not join" in log
        assert not any(line.startswith("P3 chooses") or line.startswith("P2 must") for line in log)
    assert "P3 chooses pass (alien to add to the flight)" in s.log_lines(view=2)
    assert not any("(flight this turn)" in line for line in s.log_lines(view=1))


def test_4_5_commercial_flight_needs_the_minimum_for_the_top_planet(game):
    """4.5 [D]: a commercial flight may only be declared with enough matching aliens for the planet on top."""
    g, s = rig(game, 3, top=[card("orange", "red"), DULL], screens={0: [card("red", "blue"), card("green", "red")]})
    assert ev(g, s, "flight_options(0)") == ["no flight"]
    g, s = rig(game, 3, top=[card("orange", "red"), DULL], screens={0: [card("red", "blue"), card("red", "green")]})
    assert ev(g, s, "flight_options(0)") == ["no flight", "commercial flight"]


def test_4_5_joining_needs_matching_aliens_and_adding_none_is_not_joining(game):
    """4.5 / 0.4: a joiner adds only aliens matching the destination; passing at once is not joining."""
    g, s = rig(game, 3, top=[card("orange", "red"), DULL],
               screens={0: [card("red", "blue"), card("red", "green")], 1: [card("blue", "red")],
                        2: [card("green", "red"), card("red", "yellow")]})
    s.call("commercial_flight", 0)
    act(s, 0, card("red", "blue"), FLY)
    assert pending(s) == (2, JOIN)
    assert s.options(2) == ["pass", card("red", "yellow")]
    act(s, 2, "pass")
    assert s.done()                              # P2 has no red alien: nothing to ask
    assert s.zone_names("pile_aliens", 1) == s.zone_names("pile_aliens", 2) == []


# ---- 4.6 events -----------------------------------------------------------------------------------
def test_4_6_an_event_that_reaches_the_top_is_revealed_and_the_next_card_refills(game):
    """4.6 / 0.3: when an event becomes the top card it is turned face up at once; during a refill the
    next card is used for the refill."""
    g, s = rig(game, 3, row=ROW[:2], top=[card("red", "blue"), "Group", card("red", "green"), DULL])
    s.call("refill")
    assert s.done()
    assert s.zone_names("row") == ROW[:2] + [card("red", "blue"), card("red", "green")]
    assert s.zone_names("in_force") == ["Group"]
    assert ev(g, s, "flight_minimum") == 3
    assert ev(g, s, "events_in_deck") == 4
    assert "Event revealed: Group (1 of 5)" in s.log_lines()


def test_4_6_group_needs_three_aliens_from_the_flyer(game):
    """4.6 Group: a flight (private or commercial) needs 3 matching aliens from the flyer."""
    two = {0: [card("green", "blue"), card("blue", "red"), card("blue", "orange")]}
    g, s = rig(game, 3, in_force=("Group",), screens=two)
    assert ev(g, s, "flight_minimum") == 3
    assert ev(g, s, "flight_options(0)") == ["no flight"]
    three = {0: two[0] + [card("blue", "green")]}
    g, s = rig(game, 3, in_force=("Group",), screens=three)
    assert ev(g, s, "flight_options(0)") == ["no flight", "private flight"]
    g, s = rig(game, 3, in_force=("Group",), top=[card("orange", "blue"), DULL], screens=two)
    assert ev(g, s, "commercial_ok(0)") is False


def test_4_6_group_lets_joiners_add_a_single_alien(game):
    """4.6 Group [D]: players joining a commercial flight may still add any number, one or more."""
    g, s = rig(game, 3, in_force=("Group",), top=[card("orange", "red"), DULL],
               screens={0: [card("red", "blue"), card("red", "green"), card("red", "yellow")],
                        2: [card("red", "orange")]})
    s.call("commercial_flight", 0)
    act(s, 0, card("red", "blue"), FLY)
    act(s, 0, card("red", "green"), FLY)
    assert pending(s) == (2, JOIN)
    act(s, 2, card("red", "orange"))
    assert s.done()
    assert s.zone_names("pile_aliens", 2) == [card("red", "orange")]
    assert len(s.zone_names("pile_aliens", 0)) == 3


def test_4_6_queue_lets_the_active_player_queue_one_alien_before_the_flight(game):
    """4.6 Queue / 0.4: once per turn, after taking, the active player may put one alien from behind the
    screen in front of it, alien side up (only its alien side is seen)."""
    g, s = rig(game, 3, in_force=("Queue",), screens={0: [card("red", "blue")]})
    s.call("turn", 0)
    act(s, 0, card("orange", "purple"), TAKE)
    assert pending(s) == (0, QUEUE)
    assert s.options(0) == ["pass", card("red", "blue"), card("orange", "purple")]
    act(s, 0, card("red", "blue"))
    assert s.done()                               # one alien per turn: no second question
    assert s.zone_names("queue", 0) == [card("red", "blue")]
    assert s.observation(1)["zones"]["queue of P1"] == [{"card": "red alien"}]


def test_4_6_without_queue_nothing_can_be_queued(game):
    """4.6 Queue: queueing exists only while the Queue event is in force."""
    g, s = rig(game, 3, screens={0: [card("red", "blue")]})
    s.call("turn", 0)
    act(s, 0, card("orange", "purple"), TAKE)
    assert s.done()
    assert s.zone_names("queue", 0) == []


def test_4_6_queued_alien_flies_on_another_players_flight_into_its_owners_pile(game):
    """4.6 Queue: a queued alien leaves automatically on the next flight to its planet, even another
    player's private flight, and goes into its owner's score pile alien side up."""
    g, s = rig(game, 3, in_force=("Queue",), queues={1: [card("blue", "orange")], 2: [card("red", "green")]},
               screens={0: [card("green", "blue"), card("blue", "red"), card("blue", "yellow")]})
    s.call("private_flight", 0)
    act(s, 0, card("blue", "red"), FLY)
    assert s.done()
    assert s.zone_names("pile_aliens", 1) == [card("blue", "orange")]
    assert s.zone_names("queue", 1) == []
    assert s.zone_names("queue", 2) == [card("red", "green")]     # not that planet: it waits
    assert "P2's queued aliens board the flight" in s.log_lines()


def test_4_6_queued_aliens_do_not_count_toward_the_minimum(game):
    """4.6 Queue [D] / 0.3: the flyer's own queued aliens fly, but the 2 (or 3) must come from behind
    the screen."""
    g, s = rig(game, 3, in_force=("Queue",), queues={0: [card("blue", "orange")]},
               screens={0: [card("green", "blue"), card("blue", "red")]})
    assert ev(g, s, "flight_options(0)") == ["no flight"]


def test_4_6_queued_aliens_board_before_the_joiners(game):
    """0.4: on a commercial flight the queued aliens board right after the flyer's, before the joiners."""
    g, s = rig(game, 3, in_force=("Queue",), top=[card("orange", "red"), DULL],
               queues={0: [card("red", "purple")], 1: [card("red", "yellow")]},
               screens={0: [card("red", "blue"), card("red", "green")], 2: [card("red", "orange")]})
    s.call("commercial_flight", 0)
    act(s, 0, card("red", "blue"), FLY)
    assert pending(s) == (2, JOIN)
    assert s.zone_names("queue", 0) == s.zone_names("queue", 1) == []
    assert s.zone_names("pile_aliens", 1) == [card("red", "yellow")]
    assert card("red", "purple") in s.zone_names("pile_aliens", 0)


def test_4_6_queued_aliens_still_fly_after_clear_sky(game):
    """4.6 Queue / Clear Sky: aliens already queued still fly after Clear Sky cancelled the Queue, but
    no new alien may be queued."""
    g, s = rig(game, 3, cancelled=("Queue", "Clear Sky"), queues={1: [card("blue", "orange")]},
               screens={0: [card("green", "blue"), card("blue", "red"), card("blue", "yellow")]})
    s.call("turn", 0)
    act(s, 0, card("orange", "purple"), TAKE)
    act(s, 0, "private flight", FLIGHT)              # no queue question first
    act(s, 0, card("blue", "red"), FLY)
    assert s.done()
    assert s.zone_names("pile_aliens", 1) == [card("blue", "orange")]


def test_4_6_asteroid_storm_turns_over_the_next_card_and_forbids_its_planet(game):
    """4.6 Asteroid Storm: the next card of the deck is laid alien side up beside the event; flights to
    that alien's planet colour are forbidden. The card is out of play for the round."""
    g, s = rig(game, 3, top=["Asteroid Storm", card("green", "blue"), card("red", "orange"), DULL])
    s.call("surface")
    assert s.zone_names("in_force") == ["Asteroid Storm"]
    assert s.zone_names("storm_card") == [card("green", "blue")]
    assert s.observation(1)["zones"]["storm_card"] == [{"card": "green alien"}]
    assert ev(g, s, "storm_color") == "green"
    assert deck_top(s, 1) == [card("red", "orange")]
    assert "Asteroid Storm: flights to the green planet are forbidden and green aliens are wild" in s.log_lines()


def test_4_6_the_stormed_planet_cannot_be_flown_to(game):
    """4.6 Asteroid Storm: neither a private nor a commercial flight may go to the stormed planet."""
    screens = {0: [card("blue", "green"), card("green", "red"), card("green", "orange")]}
    g, s = rig(game, 3, screens=screens, top=[card("red", "green"), DULL])
    assert ev(g, s, "flight_options(0)") == ["no flight", "private flight", "commercial flight"]
    g, s = rig(game, 3, screens=screens, top=[card("red", "green"), DULL], storm=card("purple", "blue"))
    assert ev(g, s, "flight_options(0)") == ["no flight", "private flight", "commercial flight"]
    g, s = rig(game, 3, screens=screens, top=[card("red", "green"), DULL], storm=card("green", "blue"))
    # green planets are forbidden; the green aliens are wild, but no other planet has 2 aliens for it
    assert ev(g, s, "flight_options(0)") == ["no flight"]


def test_4_6_wild_aliens_fly_anywhere_and_still_score_in_their_own_colour(game):
    """4.6 Asteroid Storm / 0.3: aliens of the stormed colour are wild: they count toward any flight's
    minimum and fly to any planet; at scoring they count in their own colour."""
    g, s = rig(game, 3, storm=card("yellow", "red"),
               screens={0: [card("green", "red"), card("yellow", "blue"), card("red", "blue")]})
    assert ev(g, s, "flight_options(0)") == ["no flight", "private flight"]
    s.call("private_flight", 0)
    assert s.options(0) == [card("yellow", "blue"), card("red", "blue")]
    act(s, 0, card("yellow", "blue"), FLY)
    assert s.done()
    assert s.zone_names("pile_planets", 0) == [card("green", "red")]
    assert ev(g, s, "pile_count(0, red)") == 2
    assert ev(g, s, "pile_count(0, yellow)") == 1
    assert s.observation(1)["zones"]["pile_aliens of P1"] == [{"card": "yellow alien"}, {"card": "red alien"}] or \
        s.observation(1)["zones"]["pile_aliens of P1"] == [{"card": "red alien"}, {"card": "yellow alien"}]


def test_4_6_a_wild_queued_alien_leaves_on_the_very_next_flight(game):
    """4.6 Asteroid Storm: a wild alien in the Queue must leave on the very next flight, whatever its
    destination."""
    g, s = rig(game, 3, storm=card("yellow", "red"), in_force=("Queue",),
               queues={2: [card("yellow", "green"), card("red", "orange")]},
               screens={0: [card("green", "blue"), card("blue", "red"), card("blue", "orange")]})
    s.call("private_flight", 0)
    act(s, 0, card("blue", "red"), FLY)
    assert s.done()
    assert s.zone_names("pile_aliens", 2) == [card("yellow", "green")]
    assert s.zone_names("queue", 2) == [card("red", "orange")]


def test_4_6_an_event_turned_over_by_the_storm_is_revealed_and_the_following_card_is_used(game):
    """4.6 Asteroid Storm [D]: if the card to turn over is an event, that event is revealed normally and
    the following card is turned over instead."""
    g, s = rig(game, 3, top=["Asteroid Storm", "Rush Hour", card("green", "blue"), card("red", "orange")])
    s.call("surface")
    assert s.zone_names("in_force") == ["Asteroid Storm", "Rush Hour"]
    assert s.zone_names("storm_card") == [card("green", "blue")]
    assert ev(g, s, "take_count") == 2 and ev(g, s, "storm_color") == "green"


def test_0_4_clear_sky_turned_over_by_the_storm_cancels_it_and_the_card_stays_out(game):
    """0.4: if Clear Sky is revealed while the Asteroid Storm turns its card over, it cancels the Storm;
    the turned-over card is still out of play for the round."""
    g, s = rig(game, 3, top=["Asteroid Storm", "Clear Sky", card("green", "blue"), card("red", "orange")])
    s.call("surface")
    assert s.zone_names("in_force") == []
    assert set(s.zone_names("cancelled")) == {"Asteroid Storm", "Clear Sky"}
    assert s.zone_names("storm_card") == [card("green", "blue")]
    assert ev(g, s, "storm_color") is None
    assert deck_top(s, 1) == [card("red", "orange")]


def test_4_6_clear_sky_cancels_every_earlier_event(game):
    """4.6 Clear Sky [D]: all previously revealed events stop working: Rush Hour and Group end, the
    stormed planet is open again and its aliens are no longer wild, no new aliens may be queued."""
    g, s = rig(game, 3, in_force=("Rush Hour", "Group"), storm=card("green", "blue"),
               top=["Clear Sky", card("red", "orange"), DULL],
               screens={0: [card("orange", "green"), card("green", "red"), card("green", "blue")]})
    assert (ev(g, s, "take_count"), ev(g, s, "flight_minimum"), ev(g, s, "storm_color")) == (2, 3, "green")
    s.call("surface")
    assert s.zone_names("in_force") == []
    assert set(s.zone_names("cancelled")) == {"Rush Hour", "Group", "Asteroid Storm", "Clear Sky"}
    assert (ev(g, s, "take_count"), ev(g, s, "flight_minimum"), ev(g, s, "storm_color")) == (1, 2, None)
    assert ev(g, s, "flight_options(0)") == ["no flight", "private flight"]   # green is open again
    assert s.zone_names("storm_card") == [card("green", "blue")]      # still out of play
    assert "Clear Sky cancels Rush Hour, Group, Asteroid Storm" in s.log_lines()
    # the Queue too: no new alien may be queued
    g, s = rig(game, 3, in_force=("Queue",), top=["Clear Sky", card("red", "orange"), DULL])
    s.call("surface")
    assert ev(g, s, "active(queueing)") is False


def test_4_6_events_revealed_after_clear_sky_work_normally(game):
    """4.6 Clear Sky [D]: an event revealed after Clear Sky takes effect as usual."""
    g, s = rig(game, 3, cancelled=("Rush Hour", "Clear Sky"), top=["Group", card("red", "orange"), DULL])
    s.call("surface")
    assert s.zone_names("in_force") == ["Group"]
    assert ev(g, s, "flight_minimum") == 3 and ev(g, s, "take_count") == 1


def test_0_4_an_event_revealed_during_a_flight_takes_effect_after_it(game):
    """0.4: taking the top card for a commercial flight may expose an event: it is revealed at once but
    takes effect after the flight, which finishes under the rules it began with."""
    g, s = rig(game, 3, top=[card("orange", "red"), "Group", card("blue", "green"), DULL],
               screens={0: [card("red", "blue"), card("red", "green")], 1: [card("red", "yellow")]})
    s.call("turn", 0)
    act(s, 0, card("orange", "purple"), TAKE)
    act(s, 0, "commercial flight", FLIGHT)
    assert s.zone_names("revealed_events") == ["Group"]
    assert ev(g, s, "flight_minimum") == 2
    act(s, 0, card("red", "blue"), FLY)            # 2 aliens are enough: the flight began without Group
    assert pending(s) == (1, JOIN)
    act(s, 1, card("red", "yellow"))
    assert s.done()
    assert s.zone_names("in_force") == ["Group"]
    assert len(s.zone_names("pile_aliens", 0)) == 2
    assert s.zone_names("row")[-1] == card("blue", "green")
    assert "Group takes effect after the flight" in s.log_lines()


def test_0_4_a_storm_revealed_during_a_flight_turns_its_card_over_after_the_flight(game):
    """0.4: the Asteroid Storm revealed during a flight does not touch that flight; afterwards it takes
    effect and turns over the next card."""
    g, s = rig(game, 3, top=[card("orange", "red"), "Asteroid Storm", card("red", "green"), card("blue", "yellow"), DULL],
               screens={0: [card("red", "blue"), card("red", "yellow")], 2: [card("red", "orange")]})
    s.call("commercial_flight", 0)
    act(s, 0, card("red", "blue"), FLY)
    assert s.zone_names("storm_card") == []
    act(s, 2, card("red", "orange"), JOIN)        # red aliens are not yet wild nor forbidden
    assert s.done()
    assert s.zone_names("storm_card") == [card("red", "green")]
    assert ev(g, s, "storm_color") == "red"
    assert deck_top(s, 1) == [card("blue", "yellow")]


@pytest.mark.parametrize("order,in_force", [(("Clear Sky", "Group"), ["Group"]), (("Group", "Clear Sky"), [])])
def test_0_4_events_revealed_during_a_flight_take_effect_in_the_order_they_appeared(game, order, in_force):
    """0.4 / 4.6: several events exposed by a commercial flight take effect after it, in the order they
    were revealed: Clear Sky then Group leaves Group in force; Group then Clear Sky cancels it."""
    g, s = rig(game, 3, top=[card("orange", "red"), *order, card("blue", "green"), DULL],
               screens={0: [card("red", "blue"), card("red", "green")]})
    s.call("commercial_flight", 0)
    act(s, 0, card("red", "blue"), FLY)
    assert s.done()
    assert s.zone_names("in_force") == in_force
    assert s.zone_names("revealed_events") == []


def test_4_6_clear_sky_turned_over_after_a_storm_also_cancels_events_still_waiting(game):
    """4.6 / 0.4: after a flight that exposed the Asteroid Storm and Group, the Storm turns a card over and
    exposes Clear Sky; Group (revealed before Clear Sky) takes effect first, then Clear Sky cancels both."""
    g, s = rig(game, 3, top=[card("orange", "red"), "Asteroid Storm", "Group", card("green", "yellow"), "Clear Sky",
                             card("blue", "green"), DULL],
               screens={0: [card("red", "blue"), card("red", "green")]})
    s.call("commercial_flight", 0)
    act(s, 0, card("red", "blue"), FLY)
    assert s.done()
    assert s.zone_names("in_force") == []
    assert set(s.zone_names("cancelled")) == {"Asteroid Storm", "Group", "Clear Sky"}
    assert s.zone_names("storm_card") == [card("green", "yellow")]
    assert deck_top(s, 1) == [card("blue", "green")]


def test_4_6_rush_hour_revealed_during_the_refill_counts_from_the_next_turn(game):
    """4.6 [D]: an event revealed mid-turn changes only the steps not yet started; Step 3 still refills
    the row back to 4 cards (one slot here), and the next player takes two."""
    g, s = rig(game, 3, top=[card("red", "blue"), "Rush Hour", card("red", "green"), card("red", "yellow"), DULL])
    s.call("turn", 0)
    act(s, 0, card("orange", "purple"), TAKE)
    assert s.done()
    assert len(s.zone_names("row")) == 4 and s.zone_names("row")[-1] == card("red", "blue")
    assert deck_top(s, 1) == [card("red", "green")]
    s.call("turn", 1)
    act(s, 1, card("yellow", "purple"), TAKE)
    act(s, 1, card("green", "purple"), TAKE)
    assert s.done()
    assert len(s.zone_names("screen", 1)) == 2
    assert s.zone_names("row")[-2:] == [card("red", "green"), card("red", "yellow")]


def test_4_6_the_fifth_event_ends_the_round_at_once_during_a_refill(game):
    """4.6: the moment the 5th event is revealed the round ends, mid-turn if need be: the refill stops."""
    g, s = rig(game, 3, row=ROW[:2], cancelled=("Queue", "Rush Hour", "Asteroid Storm", "Clear Sky"),
               top=[card("red", "blue"), "Group", card("red", "green"), DULL])
    assert ev(g, s, "events_in_deck") == 1
    s.call("refill")
    assert s.done()
    assert s.zone_names("row") == ROW[:2] + [card("red", "blue")]
    assert deck_top(s, 1) == [card("red", "green")]
    log = s.log_lines()
    assert "Event revealed: Group (5 of 5)" in log and "The 5th event: the round ends" in log


def test_4_6_the_fifth_event_during_a_flight_ends_the_round_after_the_flight(game):
    """4.6 [D]: if the 5th event appears during a flight, the flight is finished first (joiners included)
    and scored into piles; then the round ends and the rest of the turn (the refill) is skipped."""
    g, s = rig(game, 3, cancelled=("Queue", "Rush Hour", "Asteroid Storm", "Clear Sky"),
               top=[card("orange", "red"), "Group", card("blue", "green"), DULL],
               screens={0: [card("red", "blue"), card("red", "green")], 2: [card("red", "yellow")]})
    s.call("turn", 0)
    act(s, 0, card("orange", "purple"), TAKE)
    act(s, 0, "commercial flight", FLIGHT)
    act(s, 0, card("red", "blue"), FLY)
    assert pending(s) == (2, JOIN)                 # the joiners still get their chance
    act(s, 2, card("red", "yellow"))
    assert s.done()
    assert s.zone_names("pile_aliens", 2) == [card("red", "yellow")]
    assert len(s.zone_names("row")) == 3          # no refill
    assert deck_top(s, 1) == [card("blue", "green")]
    log = s.log_lines()
    assert log.index("The 5th event: the round ends when this flight is closed") < log.index(
        "The round ends: the rest of the turn is skipped")


def test_4_6_every_round_ends_when_the_fifth_event_is_revealed(game):
    """4.6: each round ends with the 5th event, before the deck runs dry; then the round is scored."""
    g = game("alienz", 3)
    s = play_game(g, 5, [RandomAgent(50 + i) for i in range(3)])
    lines = s.log_lines()
    scorings = [i for i, line in enumerate(lines) if line == "== scoring =="]
    assert scorings
    for i in scorings:
        before = [line for line in lines[:i] if line.startswith("The 5th event") or line.startswith("The round ends")]
        assert before
        reveals = [line for line in lines[:i] if line.startswith("Event revealed")]
        assert reveals[-1].endswith("(5 of 5)")


# ---- 4.7 scoring ----------------------------------------------------------------------------------
def scoring_position(game, **options):
    return rig(game, 3, **options,
               aliens={0: [card("red", "blue"), card("red", "green")],
                       1: [card("red", "orange"), card("red", "yellow"), card("green", "orange")]},
               planets={0: [card("green", "blue")]},
               screens={0: [card("purple", "red")], 2: [card("orange", "red"), card("yellow", "red")]},
               queues={0: [card("blue", "purple")]})


def test_4_7_known_position_scores(game):
    """4.7: +2 per pile card, -2 per screen card, queue 0, +1 per colour, majority +1 per card for every
    tied leader, sole owner +5. P1: red 2, blue 1 (the planet side counts, not its green alien);
    P2: red 2, green 1; P3: nothing flown, 2 behind the screen.
    P1 = 6 - 2 + 2 colours + 2 (red tie) + 1 (blue) + 5 (blue alone) = 14;
    P2 = 6 + 2 colours + 2 (red tie) + 1 (green) + 5 (green alone) = 16; P3 = -4."""
    g, s = scoring_position(game)
    assert [ev(g, s, f"pile_count(0, {k})") for k in COLORS] == [2, 0, 0, 0, 1, 0]
    assert [ev(g, s, f"pile_count(1, {k})") for k in COLORS] == [2, 0, 0, 1, 0, 0]
    assert [ev(g, s, f"majority_points({p})") for p in range(3)] == [3, 3, 0]
    assert [ev(g, s, f"sole_owner_points({p})") for p in range(3)] == [5, 5, 0]
    s.set_var("total", 50, 0)
    s.call("scoring")
    assert s.done()
    assert [s.var("round_points", p) for p in range(3)] == [14, 16, -4]
    assert [s.var("total", p) for p in range(3)] == [64, 16, -4]
    assert "P1 scores 14: +6 for 3 cards flown, -2 for 1 behind the screen, +2 for colours, +3 majorities, " \
           "+5 sole owner; total 64" in s.log_lines()


def test_4_7_cards_count_in_the_colour_of_the_side_played(game):
    """4.7 step 1: a card played alien side up counts in its alien's colour, planet side up in its planet's."""
    g, s = rig(game, 2, aliens={0: [card("red", "blue")]}, planets={0: [card("red", "blue")]})
    assert ev(g, s, "pile_count(0, red)") == 1 and ev(g, s, "pile_count(0, blue)") == 1


def test_4_7_majority_bonus_goes_to_every_tied_leader_with_at_least_one_card(game):
    """4.7 step 6 [D]: the most cards of a colour earn +1 per card; all tied players get it; a colour
    nobody has gives nothing."""
    g, s = rig(game, 3, aliens={0: [card("red", "blue"), card("red", "green")], 1: [card("red", "orange"),
                                card("red", "yellow")], 2: [card("red", "purple")]})
    assert [ev(g, s, f"majority_points({p})") for p in range(3)] == [2, 2, 0]
    assert [ev(g, s, f"sole_owner_points({p})") for p in range(3)] == [0, 0, 0]


def test_4_7_a_sole_owner_also_gets_the_majority(game):
    """4.7 step 7 [D]: +5 for the only player with a colour; the majority bonus applies too."""
    g, s = rig(game, 3, aliens={0: [card("green", "blue"), card("green", "red")]})
    assert ev(g, s, "round_score(0)") == 4 + 1 + 2 + 5
    assert ev(g, s, "round_score(1)") == 0


def test_4_7_queued_aliens_score_nothing_and_a_round_may_be_negative(game):
    """4.7 steps 3-4 / 0.3: -2 per card behind the screen, queued aliens 0 points; a round total may be
    negative and lowers the running total."""
    g, s = rig(game, 2, screens={0: [card("red", "blue"), card("green", "blue"), card("blue", "red")]},
               queues={0: [card("yellow", "red")], 1: [card("orange", "red")]})
    s.set_var("total", 10, 0)
    s.call("scoring")
    assert s.var("round_points", 0) == -6 and s.var("total", 0) == 4
    assert s.var("round_points", 1) == 0


# ---- 4.1 end of the game --------------------------------------------------------------------------
def test_4_1_the_highest_total_wins_once_someone_reaches_100(game):
    """4.1: at the end of a round in which someone has 100 or more, the highest total wins."""
    g, s = rig(game, 3)
    for p, t in enumerate([104, 90, 120]):
        s.set_var("total", t, p)
    s.call("check_end")
    assert s.is_terminal() and s.winners() == [2]


def test_4_1_below_100_the_game_goes_on(game):
    """4.1: nobody has 100: another round."""
    g, s = rig(game, 3)
    for p, t in enumerate([99, 98, -3]):
        s.set_var("total", t, p)
    s.call("check_end")
    assert s.done() and not s.is_terminal()


def test_4_1_a_tie_for_the_highest_total_plays_another_round(game):
    """4.1: if the highest totals tie, another round is played."""
    g, s = rig(game, 3)
    for p, t in enumerate([120, 120, 130 - 30]):
        s.set_var("total", t, p)
    s.call("check_end")
    assert not s.is_terminal()
    assert "P1, P2 tie for the highest total (120): another round is played" in s.log_lines()


def test_4_1_target_option_is_a_shorter_variant(game):
    """4.1: the target is 100; the `target` option plays a shorter variant and ends the same way."""
    g, s = rig(game, 3, target=30)
    for p, t in enumerate([31, 12, 5]):
        s.set_var("total", t, p)
    s.call("check_end")
    assert s.is_terminal() and s.winners() == [0]
    s = play_game(game("alienz", 4, target=30), 2, [RandomAgent(20 + i) for i in range(4)])
    totals = [s.var("total", p) for p in range(4)]
    assert max(totals) >= 30 and s.winners() == [totals.index(max(totals))]


# ---- whole games ----------------------------------------------------------------------------------
def hidden_from_others_checks(s, players: int) -> None:
    """No player sees a card behind another player's screen, in the observation or in the log."""
    for p in range(players):
        zones = s.observation(p)["zones"]
        for q in range(players):
            if q != p:
                assert all(c is None for c in zones[f"screen of P{q + 1}"])
        assert all(c is None for c in zones["deck"][:-1])


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_whole_random_games_end_conserve_cards_and_hide_screens(game, players):
    """Random games with 2..6 players end (within 20,000 decisions) with a winner; after every action each
    card lies in exactly one zone and no player sees behind another player's screen."""
    g = game("alienz", players)
    ncards = len(g.blank_state().zone_names("deck"))
    for seed in range(3):
        steps = 0

        def check(s):
            nonlocal steps
            steps += 1
            assert steps <= MAX_DECISIONS
            d = s.data
            placed = [c for cards in d.zones for c in cards]
            assert sorted(placed) == list(range(ncards))
            assert all(d.loc[c] == inst for inst, cards in enumerate(d.zones) for c in cards)
            if steps % 4 == 0:
                hidden_from_others_checks(s, players)

        s = play_game(g, seed, [RandomAgent(seed * 10 + i) for i in range(players)], on_step=check)
        assert s.is_terminal() and s.winners()
        totals = [s.var("total", p) for p in range(players)]
        assert max(totals) >= 100
        assert sorted(s.winners()) == [p for p in range(players) if totals[p] == max(totals)]
        assert len(s.winners()) == 1


CHOICE = re.compile(r"^P(\d) (chooses|must choose) (.*) \((.*)\)$")


@pytest.mark.parametrize("strict", ["false", "true"])
def test_no_observation_or_log_shows_a_card_behind_another_players_screen(game, strict):
    """4.4: other players never see what is behind a screen: in every player's log, another player's
    flight decisions (whose options depend on the screen) do not appear at all, the queue choice shows
    "a hidden card", moves out of a screen show only the side the card was played with, and (strict
    memory) no full card name of another player's card ever appears; observations show the other
    screens as hidden cards."""
    players = 4
    g = game("alienz", players, strict_memory=strict)
    for seed in range(3):
        s = play_game(g, seed, [RandomAgent(seed * 7 + i) for i in range(players)],
                      on_step=lambda st: hidden_from_others_checks(st, players))
        for p in range(players):
            me = f"P{p + 1}"
            for line in s.log_lines(view=p):
                m = CHOICE.match(line)
                if m and m.group(1) != str(p + 1):
                    assert m.group(4) not in SECRET_CHOICES, line
                    if m.group(4) == QUEUE:
                        assert m.group(3) in ("a hidden card", "pass"), line
                if "->" in line:
                    names, route = line.strip().split(": ", 1)
                    src, dst = route.split(" -> ")
                    if src.startswith("screen of") and src != f"screen of {me}":
                        assert " / " not in names, line
                        if dst == "deck":
                            assert all("hidden card" in part for part in names.split(", ")), line
                if strict == "true" and " / " in line:
                    assert f"screen of {me}" in line or line.startswith(f"{me} "), line
            if strict == "true":
                zones = s.observation(p)["zones"]
                assert all(c is None or " / " not in c["card"] for c in zones["strict_row"])
