"""Scenario tests for rulebooks/evolution.rules against RULES.md section 1 (Evolution), 0.3 and 0.4.

Each test rigs a position with `Game.blank_state()`, runs one procedure or phase of the rulebook
and checks the outcome; test names and docstrings cite the rule they pin down. Players are 0-based
in code and expressions and shown as P1..Pn in logs. Every card has a unique back ("animal N") and a
Every card has the same back ("animal") and a front (its traits, e.g. "Poisonous + Carnivorous");
an animal is numbered when played, and decisions about animals offer their public description
("animal 3 of P2 [carnivorous] food 0/2"): `Rig.pick` and `Rig.raw_options` translate between these
descriptions and card ids.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from rulerun.interpreter.agents import RandomAgent, play_game
from rulerun.interpreter.engine import SIMULTANEOUS

FEED = "feeding action"
TO_FEED = "animal to feed"
FIRE = "paired trait to fire"
DEFENCE = "defence"
DROP = "tail loss: trait to drop"
SCAVENGER = "scavenger to feed"
CARD = "card to play"
PLAY_AS = "play it as"


# ---- rigging positions --------------------------------------------------------------------------
class Rig:
    """A blank position (every card in the deck, nothing run) with helpers to build a table."""

    def __init__(self, game, players: int = 3, seed: int = 0, **options):
        self.g = game("evolution", players, **options)
        self.s = self.g.blank_state(seed)
        self.m = self.g.model
        self.s.set_var("year", 1)
        self.s.set_var("feeding_turn", 1)
        self.s.set_var("first_player", 0)

    # cards
    def number(self, card: int) -> int:
        return self.get(card, "number")

    def traits_of_card(self, card: int) -> tuple:
        return self.m.card_fields["first"][card], self.m.card_fields["second"][card]

    def in_deck(self, card: int) -> bool:
        return self.m.zone_instances[self.s.data.loc[card]][0] == "deck"

    def take(self, card: int, zone: str, owner: int | None) -> int:
        """Moves this very card (names are not unique: every back reads "animal")."""
        d = self.s.data
        d.zones[d.loc[card]].remove(card)
        inst = self.m.zone_instance(zone, owner)
        d.zones[inst].append(card)
        d.loc[card] = inst
        return card

    def free_cards(self, pred) -> list[int]:
        """Cards still in the deck, in deck order (card id order)."""
        return [c for c in range(len(self.m.card_names)) if self.in_deck(c) and pred(c)]

    def card_with_front(self, front: str) -> int:
        found = self.free_cards(lambda c: self.m.card_faces[c]["front"] == front)
        assert found, f"no free {front} card"
        return found[0]

    # table
    def animal(self, p: int, food: int = 0, front: str | None = None) -> int:
        """A new animal of player p, numbered like a played one: the last free card (trait cards are
        taken from the first ones up, so the two rarely meet), or the last free card with this front."""
        pool = self.free_cards(lambda c: front is None or self.m.card_faces[c]["front"] == front)
        card = self.take(pool[-1], "animals", p)
        n = self.s.var("animals_played") + 1
        self.s.set_var("animals_played", n)
        self.set(card, "number", n)
        self.set(card, "food", food)
        return card

    def trait(self, host: int, t: str, partner: int | None = None, fat: bool = False) -> int:
        """A trait card played as `t` under `host` (for Symbiosis the host is the symbiont)."""
        cards = self.free_cards(lambda c: t in self.traits_of_card(c))
        assert cards, f"no free card with {t}"
        card = self.take(cards[0], "traits", self.owner(host))
        self.set(card, "played_as", t)
        self.set(card, "host", host)
        self.set(card, "partner", partner)
        self.set(card, "fat", fat)
        return card

    def hand(self, p: int, *fronts: str) -> list[int]:
        return [self.take(self.card_with_front(f), "hand", p) for f in fronts]

    def owner(self, card: int) -> int | None:
        return self.m.zone_instances[self.s.data.loc[card]][1]

    def zone(self, card: int) -> tuple:
        return self.m.zone_instances[self.s.data.loc[card]]

    # variables
    def get(self, card: int, name: str):
        return self.s.data.cvars[self.m.card_var_names.index(name) * len(self.m.card_names) + card]

    def set(self, card: int, name: str, value) -> None:
        self.s.data.cvars[self.m.card_var_names.index(name) * len(self.m.card_names) + card] = value

    def var(self, name: str, owner: int | None = None):
        return self.s.var(name, owner)

    def ev(self, expression: str):
        return self.g.evaluate(self.s, expression)

    # running
    def call(self, procedure: str, *args) -> None:
        self.s.call(procedure, *args)

    def pick(self, player: int, value, label: str | None = None) -> None:
        """Answers the pending decision with a raw option value (a card id, a text, an enum value, None)."""
        s = self.s
        assert not s.done(), "no decision is pending"
        assert s.current_player() == player, \
            f"P{player + 1} should decide, but P{s.current_player() + 1} does ({s.decision_label()})"
        if label is not None:
            assert s.decision_label() == label
        options = self.raw_options()
        assert value in options, f"{value!r} is not an option of {s.decision_label()!r}: {s.options()}"
        s.apply_action(options.index(value), player)

    def animal_labels(self) -> dict:
        cards = [c for c in range(len(self.m.card_names)) if self.zone(c)[0] == "animals"]
        return {self.ev(f"animal_label({c})"): c for c in cards}

    def raw_options(self) -> list:
        """The pending options as values; an animal's description is given as its card id."""
        labels = self.animal_labels()
        return [labels.get(v, v) if isinstance(v, str) else v for v in self.s.data.pending.options]

    def label(self) -> str:
        return self.s.decision_label()

    def log(self) -> str:
        return "\n".join(self.s.log_lines())


def first_d6_seed(wanted) -> int:
    """A seed whose generator rolls a first d6 in `wanted`."""
    for seed in range(1000):
        if random.Random(seed).randint(1, 6) in wanted:
            return seed
    raise AssertionError("no seed found")


def carnivore(r: Rig, p: int, food: int = 0, **extra) -> int:
    a = r.animal(p, food)
    r.trait(a, "carnivorous")
    for t in extra.get("traits", ()):
        r.trait(a, t)
    return a


# ---- 1.2 components and deck ---------------------------------------------------------------------
def test_1_2_1_deck_composition_84_cards(game):
    """1.2.1: the base set has exactly 84 cards, 20 kinds with the listed counts."""
    r = Rig(game, 3)
    fronts = Counter(r.m.card_faces[c]["front"] for c in range(len(r.m.card_names)))
    assert sum(fronts.values()) == 84 == len(r.s.zone_names("deck"))
    assert fronts == {
        "Piracy": 4, "Poisonous + Carnivorous": 4, "Grazing + Fat Tissue": 4, "Mimicry": 4, "Scavenger": 4,
        "Swimming": 8, "Hibernation + Carnivorous": 4, "Running": 4, "Tail Loss": 4, "Camouflage + Fat Tissue": 4,
        "High Body Weight + Carnivorous": 4, "High Body Weight + Fat Tissue": 4, "Parasite + Carnivorous": 4,
        "Parasite + Fat Tissue": 4, "Burrowing + Fat Tissue": 4, "Sharp Vision + Fat Tissue": 4, "Symbiosis": 4,
        "Communication + Carnivorous": 4, "Cooperation + Fat Tissue": 4, "Cooperation + Carnivorous": 4}
    # every back is the same: a face-down animal does not tell which card it is (1.12)
    assert {r.m.card_faces[c]["back"] for c in range(84)} == {"animal"}


def test_1_2_1_trait_counts_carnivorous_and_fat_tissue_never_alone(game):
    """1.2.1: Carnivorous on 24 cards and Fat Tissue on 28, always as the second trait; Parasite, High
    Body Weight, Cooperation and Swimming 8 each, every other trait 4."""
    r = Rig(game, 3)
    count = Counter()
    for c in range(84):
        first, second = r.traits_of_card(c)
        count[first] += 1
        if second != "no_trait":
            count[second] += 1
        assert first not in ("carnivorous", "fat_tissue")
    assert count["carnivorous"] == 24 and count["fat_tissue"] == 28
    for t in ("parasite", "high_body_weight", "cooperation", "swimming"):
        assert count[t] == 8
    for t in ("piracy", "poisonous", "grazing", "mimicry", "scavenger", "hibernation", "running", "tail_loss",
              "camouflage", "burrowing", "sharp_vision", "symbiosis", "communication"):
        assert count[t] == 4
    singles = sum(1 for c in range(84) if r.traits_of_card(c)[1] == "no_trait")
    assert singles == 32


@pytest.mark.parametrize("players,options", [(5, {}), (8, {}), (3, {"two_sets": "true"})])
def test_1_13_two_sets_make_168_cards(game, players, options):
    """1.13: with 5-8 players (or the two_sets option) two base sets are mixed: 168 cards."""
    r = Rig(game, players, **options)
    assert len(r.s.zone_names("deck")) == 168
    fronts = Counter(r.m.card_faces[c]["front"] for c in range(168))
    assert fronts["Swimming"] == 16 and fronts["Piracy"] == 8


def test_1_3_setup_deals_six_cards_and_starts_with_development(game):
    """1.3: six cards each, a first player by lot, no animals; the game opens with the development
    phase, the first player deciding first."""
    g = game("evolution", 4)
    s = g.new_initial_state(11)
    for p in range(4):
        assert len(s.zone_names("hand", p)) == 6
        assert s.zone_names("animals", p) == []
    assert len(s.zone_names("deck")) == 84 - 24
    first = s.var("first_player")
    assert s.current_player() == first
    assert s.decision_label() == CARD
    assert "== development ==" in s.log_lines()


# ---- 1.4 animal state ------------------------------------------------------------------------------
def test_1_4_food_requirement(game):
    """1.4: need = 1, +1 Carnivorous, +1 High Body Weight, +2 Parasite."""
    r = Rig(game)
    a = r.animal(0)
    assert r.ev(f"food_need({a})") == 1
    r.trait(a, "carnivorous")
    assert r.ev(f"food_need({a})") == 2
    r.trait(a, "high_body_weight")
    assert r.ev(f"food_need({a})") == 3
    b = r.animal(1)
    r.trait(b, "parasite")          # played by an opponent; it lies with the animal's owner
    assert r.ev(f"food_need({b})") == 3


def test_1_4_fat_does_not_make_fed_and_full_needs_every_fat_card_filled(game):
    """1.4 / 1.10 Fat Tissue: yellow tokens do not count as food; full = fed and every Fat Tissue card
    holds a yellow token; a full animal cannot receive food."""
    r = Rig(game)
    a = r.animal(0)
    f1 = r.trait(a, "fat_tissue", fat=True)
    f2 = r.trait(a, "fat_tissue")
    assert not r.ev(f"fed({a})")
    r.set(a, "food", 1)
    assert r.ev(f"fed({a})") and not r.ev(f"full({a})") and r.ev(f"can_receive({a})")
    r.set(f2, "fat", True)
    assert r.ev(f"full({a})") and not r.ev(f"can_receive({a})")
    assert r.get(f1, "fat")


def test_1_7_2_fed_animal_stores_food_as_fat(game):
    """1.7.2 step 3: a token reaching a fed animal becomes a yellow token on an empty Fat Tissue card."""
    r = Rig(game)
    a = r.animal(0, food=1)
    fat = r.trait(a, "fat_tissue")
    r.s.set_var("food_base", 3)
    r.call("take_food", 0)
    assert r.s.done()
    assert r.get(a, "food") == 1 and r.get(fat, "fat") is True
    assert r.var("food_base") == 2
    assert "animal" in r.log() and "stores it as fat (1/1)" in r.log()


# ---- 1.5 development ---------------------------------------------------------------------------------
def test_1_5_development_pass_is_final_and_empty_hand_passes(game):
    """1.5: clockwise from the first player, play one card or pass; a pass is final; a player without
    cards must pass; the phase ends when all have passed."""
    r = Rig(game)
    r.hand(0, "Swimming", "Running")
    r.hand(1, "Mimicry")
    r.call("development")
    swim = r.s.data.pending.options[1]
    r.pick(0, swim, CARD)                 # no animal yet: only "animal" is possible, taken at once
    assert r.zone(swim) == ("animals", 0) and r.number(swim) == 1
    assert "P1 plays a new animal: animal 1" in r.log()
    r.pick(1, None, CARD)                 # P2 passes, for good
    # P3 has no cards and passes automatically; P1 plays again
    run = r.raw_options()[1]
    r.pick(0, run, CARD)
    assert r.raw_options() == ["animal", "running"]
    r.pick(0, "running", PLAY_AS)         # the only animal is taken as host at once
    assert r.s.done()                     # P2 is not asked again; P1 has no cards left
    assert r.zone(run) == ("traits", 0) and r.get(run, "host") == swim and r.get(run, "played_as") == "running"
    log = r.log()
    assert "P3 has no cards and passes" in log and "P1 has no cards and passes" in log


def test_1_2_two_trait_card_is_played_as_one_chosen_trait(game):
    """1.2: a two-trait card is played as one of its traits, chosen when played, or as an animal."""
    r = Rig(game)
    a = r.animal(0)
    (c,) = r.hand(0, "High Body Weight + Carnivorous")
    r.call("play_card", 0, c)
    assert r.raw_options() == ["animal", "high_body_weight", "carnivorous"]
    r.pick(0, "carnivorous", PLAY_AS)
    assert r.get(c, "played_as") == "carnivorous" and r.get(c, "host") == a
    assert r.ev(f"food_need({a})") == 2 and not r.ev(f"has({a}, high_body_weight)")


def test_1_5_no_second_copy_of_a_trait_but_fat_tissue_stacks(game):
    """1.5: an animal may not hold two copies of one trait; Fat Tissue is the exception."""
    r = Rig(game)
    a = r.animal(0)
    r.trait(a, "carnivorous")
    r.trait(a, "fat_tissue")
    (c,) = r.hand(0, "Hibernation + Carnivorous")
    r.call("play_card", 0, c)
    assert r.raw_options() == ["animal", "hibernation"]
    r.pick(0, "animal", PLAY_AS)
    (f,) = r.hand(0, "Grazing + Fat Tissue")
    r.call("play_card", 0, f)
    assert "fat_tissue" in r.raw_options()
    r.pick(0, "fat_tissue", PLAY_AS)
    r.pick(0, a, "animal to give it to")   # the new animal could take it too
    assert r.ev(f"fat_slots({a})") == 2


def test_1_5_scavenger_and_carnivorous_never_on_one_animal(game):
    """1.5: Scavenger and Carnivorous can never be on the same animal, in either order."""
    r = Rig(game)
    a = r.animal(0)
    r.trait(a, "scavenger")
    (c,) = r.hand(0, "Poisonous + Carnivorous")
    r.call("play_card", 0, c)
    assert r.raw_options() == ["animal", "poisonous"]
    r2 = Rig(game)
    b = r2.animal(0)
    r2.trait(b, "carnivorous")
    assert not r2.ev("placeable(0, scavenger)")
    assert r2.ev("placeable(0, swimming)")


def test_1_5_parasite_goes_only_on_an_opponents_animal(game):
    """1.5: Parasite must go on another player's animal; it lies with that animal (and its owner)."""
    r = Rig(game)
    own = r.animal(0)
    (c,) = r.hand(0, "Parasite + Fat Tissue")
    r.call("play_card", 0, c)
    assert r.raw_options() == ["animal", "fat_tissue"]      # no opponent has an animal yet
    r.pick(0, "animal", PLAY_AS)
    theirs = r.animal(2)
    (c2,) = r.hand(0, "Parasite + Carnivorous")
    r.call("play_card", 0, c2)
    r.pick(0, "parasite", PLAY_AS)     # the only legal host is chosen at once
    assert r.s.done()
    assert r.zone(c2) == ("traits", 2) and r.get(c2, "host") == theirs
    assert r.ev(f"food_need({theirs})") == 3 and r.ev(f"food_need({own})") == 1
    assert "P1 puts a parasite on P3's animal" in r.log()


def test_1_5_paired_traits_need_two_own_animals_and_no_duplicate_pair(game):
    """1.5: a paired trait lies between two of the player's own animals; the same pair may not get the
    same paired trait twice, but may get a different one, and an animal may pair with several partners."""
    r = Rig(game)
    (card,) = r.hand(0, "Cooperation + Carnivorous")
    a = r.animal(0)
    r.animal(1)
    assert not r.ev("placeable(0, cooperation)")            # one own animal only
    b = r.animal(0)
    c = r.animal(0)
    r.trait(a, "cooperation", partner=b)
    assert not r.ev(f"pair_ok({a}, {b}, cooperation)") and not r.ev(f"pair_ok({b}, {a}, cooperation)")
    assert r.ev(f"pair_ok({a}, {b}, communication)")
    assert r.ev(f"pair_ok({a}, {c}, cooperation)")
    r.call("play_card", 0, card)
    r.pick(0, "cooperation", PLAY_AS)
    r.pick(0, a, "first animal of the pair")
    # b is already paired with a by Cooperation: c, the only second animal left, is taken at once
    assert r.s.done() and r.get(card, "partner") == c
    assert "P1 must choose animal" in r.log()


def test_1_5_symbiosis_player_names_the_symbiont(game):
    """1.5 / 1.10: when Symbiosis is played the player names which animal is the symbiont."""
    r = Rig(game)
    a = r.animal(0)
    b = r.animal(0)
    (c,) = r.hand(0, "Symbiosis")
    r.call("play_card", 0, c)
    r.pick(0, "symbiosis", PLAY_AS)
    r.pick(0, a, "first animal of the pair")       # b is then the only partner
    r.pick(0, b, "the symbiont")
    assert r.get(c, "host") == b and r.get(c, "partner") == a
    assert f"animal {r.number(b)} is the symbiont of animal {r.number(a)}" in r.log()


# ---- 1.6 food base ---------------------------------------------------------------------------------
@pytest.mark.parametrize("players,dice,plus,options", [
    (2, 1, 2, {}), (3, 2, 0, {}), (4, 2, 2, {}),
    (5, 3, 2, {}), (6, 3, 4, {}), (7, 4, 0, {}), (8, 4, 4, {}),                  # official manual (1.13)
    (5, 3, 0, {"food_table": "wiki"}), (6, 3, 2, {"food_table": "wiki"}), (8, 4, 2, {"food_table": "wiki"}),
    (7, 4, 2, {"food_table": "evolive"}),
])
def test_1_6_and_1_13_food_base_table(game, players, dice, plus, options):
    """1.6: 2 players 1d6+2, 3 players 2d6, 4 players 2d6+2; 1.13: 5-8 players from the official manual
    (3d6+2, 3d6+4, 4d6, 4d6+4), with the S-EVO-W and P-EVOLIVE tables as options."""
    g = game("evolution", players, **options)
    for seed in range(5):
        s = g.blank_state(seed)
        rng = random.Random(seed)
        assert g.evaluate(s, "food_roll") == sum(rng.randint(1, 6) for _ in range(dice)) + plus


def test_1_6_first_player_rolls_the_food_base(game):
    """1.6: the first player rolls; that many red tokens form the food base."""
    r = Rig(game, 3, seed=4)
    r.s.set_var("first_player", 2)
    r.call("determining_the_food_base")
    rng = random.Random(4)
    assert r.var("food_base") == rng.randint(1, 6) + rng.randint(1, 6)
    assert f"P3 rolls the food base: {r.var('food_base')} red tokens" in r.log()


# ---- 1.7.1 feeding turns -----------------------------------------------------------------------------
def test_1_7_1_taking_food_is_compulsory_by_default(game):
    """1.7.1 [D]: while the base has food and the player has an animal that can eat, the player must take
    food or do another main action: no 'end turn' until then, free activations allowed."""
    r = Rig(game)
    a = r.animal(0)
    r.trait(a, "grazing")
    r.animal(0)
    r.s.set_var("food_base", 4)
    r.call("feeding_turn_of", 0)
    assert r.label() == FEED and r.raw_options() == ["take food", "grazing"]
    r.pick(0, "grazing")
    assert r.var("food_base") == 3
    # grazing is used up; taking food, the only option left, is taken at once: no 'end turn'
    assert r.label() == TO_FEED
    assert "P1 must choose take food (feeding action)" in r.log()


def test_1_7_1_option_food_optional(game):
    """1.7.1 option: taking food optional (S-EVO-W): 'end turn' is offered at once."""
    r = Rig(game, food_optional="true")
    r.animal(0)
    r.animal(0)
    r.s.set_var("food_base", 4)
    r.call("feeding_turn_of", 0)
    assert r.raw_options() == ["take food", "end turn"]
    r.pick(0, "end turn", FEED)
    assert r.s.done() and r.var("food_base") == 4


def test_1_7_1_one_main_action_then_free_activations(game):
    """1.7.1: at most one main action per feeding turn; free activations before or after it."""
    r = Rig(game)
    a = r.animal(0)
    r.trait(a, "grazing")
    r.trait(a, "high_body_weight")
    r.s.set_var("food_base", 5)
    r.call("feeding_turn_of", 0)
    r.pick(0, "take food", FEED)          # the only animal is fed at once
    assert r.get(a, "food") == 1
    assert r.raw_options() == ["grazing", "end turn"]     # no second take
    r.pick(0, "grazing", FEED)
    assert r.var("food_base") == 3
    assert r.s.done()                     # grazing used for this feeding turn; nothing left to do


def test_1_7_1_a_player_who_cannot_act_is_skipped(game):
    """1.1 / 1.7.1: a player with nothing to do is skipped without a decision."""
    r = Rig(game)
    r.animal(1)
    r.s.set_var("food_base", 2)
    r.call("feeding_turn_of", 0)
    assert r.s.done() and r.var("food_base") == 2


# ---- 1.7.2 receiving food / Symbiosis ---------------------------------------------------------------
def test_1_7_2_symbiosis_dependent_eats_only_once_symbiont_is_fed(game):
    """1.7.2 step 1: a dependent animal can receive food only once its symbiont is fed."""
    r = Rig(game)
    sym = r.animal(0)
    dep = r.animal(0)
    r.trait(sym, "carnivorous")
    r.trait(sym, "symbiosis", partner=dep)
    r.s.set_var("food_base", 5)
    assert not r.ev(f"can_receive({dep})")
    r.call("take_food", 0)                           # the symbiont is the only animal that may eat
    assert r.s.done() and r.get(sym, "food") == 1
    assert not r.ev(f"can_receive({dep})")           # the symbiont has 1 of 2
    r.set(sym, "food", 2)
    assert r.ev(f"can_receive({dep})")


def test_1_7_2_token_for_a_full_animal_is_lost_and_red_stays_in_base(game):
    """1.4 [D]: food for an animal that cannot receive it is not taken: a red token stays in the base,
    a blue one is simply not created."""
    r = Rig(game)
    a = r.animal(0, food=1)
    r.s.set_var("food_base", 2)
    r.call("receive", a, "blue")
    assert r.get(a, "food") == 1
    r.call("receive", a, "red")
    assert r.var("food_base") == 3 and r.get(a, "food") == 1
    assert "cannot take the blue token" in r.log()


# ---- 1.10 paired triggers --------------------------------------------------------------------------
def test_1_10_communication_takes_red_from_the_base_and_chains(game):
    """1.10 Communication: when a partner receives a red token from the base, the other takes one red
    token from the base at once; red tokens from Communication trigger further Communication."""
    r = Rig(game)
    a, b, c = r.animal(0), r.animal(0), r.animal(0)
    ab = r.trait(a, "communication", partner=b)
    bc = r.trait(b, "communication", partner=c)
    r.s.set_var("food_base", 5)
    r.call("take_food", 0)
    r.pick(0, a, TO_FEED)
    assert r.raw_options() == [None, ab]
    r.pick(0, ab, FIRE)
    assert r.raw_options() == [None, bc]
    r.pick(0, bc, FIRE)
    assert r.s.done()
    assert [r.get(x, "food") for x in (a, b, c)] == [1, 1, 1]
    assert r.var("food_base") == 2


def test_1_10_communication_needs_food_in_the_base(game):
    """1.10 Communication: only if the base still has a token (and the partner can receive food)."""
    r = Rig(game)
    a, b = r.animal(0), r.animal(0)
    r.trait(a, "communication", partner=b)
    r.s.set_var("food_base", 1)
    r.call("take_food", 0)
    r.pick(0, a, TO_FEED)
    assert r.s.done() and r.get(b, "food") == 0 and r.var("food_base") == 0


def test_1_10_cooperation_gives_blue_and_each_card_fires_once_per_feeding_turn(game):
    """1.10 Cooperation: a partner receiving red or blue gives the other one blue token; chains are
    allowed, but a cycle A-B-C-A stops because each card fires at most once per feeding turn."""
    r = Rig(game)
    a, b, c = (r.animal(0) for _ in range(3))
    for x in (a, b, c):
        r.trait(x, "carnivorous")
        r.trait(x, "high_body_weight")          # need 3: nobody gets full
    ab = r.trait(a, "cooperation", partner=b)
    bc = r.trait(b, "cooperation", partner=c)
    ca = r.trait(c, "cooperation", partner=a)
    r.s.set_var("food_base", 5)
    r.call("take_food", 0)
    r.pick(0, a, TO_FEED)
    assert set(r.raw_options()) == {None, ab, ca}
    r.pick(0, ab, FIRE)
    r.pick(0, bc, FIRE)
    r.pick(0, ca, FIRE)        # back to a: its two links have fired, the chain stops
    assert r.s.done()
    assert [r.get(x, "food") for x in (a, b, c)] == [2, 1, 1]
    assert r.var("food_base") == 4
    # in a later feeding turn the cards may fire again
    r.s.set_var("feeding_turn", 2)
    r.call("receive", b, "blue")
    assert set(r.raw_options()) == {None, ab, bc}


def test_1_10_paired_triggers_are_optional_and_declining_keeps_the_card(game):
    """1.10 [D] / 0.4: triggering is optional; declining does not use the card up for the feeding turn."""
    r = Rig(game)
    a, b = r.animal(0), r.animal(0)
    r.trait(a, "carnivorous")
    link = r.trait(a, "cooperation", partner=b)
    r.call("receive", a, "blue")
    r.pick(0, None, FIRE)
    assert r.get(b, "food") == 0 and r.get(link, "fired") is None
    r.call("receive", a, "blue")           # same feeding turn: offered again
    r.pick(0, link, FIRE)
    assert r.get(b, "food") == 1


def test_0_4_food_landing_as_fat_still_fires_cooperation(game):
    """0.4: a token that lands as yellow fat still counts as food received (Cooperation fires)."""
    r = Rig(game)
    a, b = r.animal(0, food=1), r.animal(0)
    fat = r.trait(a, "fat_tissue")
    link = r.trait(a, "cooperation", partner=b)
    r.call("receive", a, "blue")
    assert r.get(fat, "fat") is True
    r.pick(0, link, FIRE)
    assert r.get(b, "food") == 1


def test_1_10_owner_orders_triggers_symbiont_first_then_communication(game):
    """1.10 limits (manual example): take red for the symbiont first; once it is fed, the Communication
    red token can go to the dependent."""
    r = Rig(game)
    sym, dep = r.animal(0), r.animal(0)
    r.trait(sym, "symbiosis", partner=dep)
    link = r.trait(sym, "communication", partner=dep)
    r.s.set_var("food_base", 3)
    r.call("take_food", 0)                 # only the symbiont can eat: chosen at once
    r.pick(0, link, FIRE)
    assert r.get(sym, "food") == 1 and r.get(dep, "food") == 1 and r.var("food_base") == 1


def test_1_10_communication_not_offered_while_symbiont_is_hungry(game):
    """1.7.2 / 1.10: a Communication token goes only to a partner that can receive food."""
    r = Rig(game)
    sym, dep = r.animal(0), r.animal(0)
    r.trait(sym, "carnivorous")
    r.trait(sym, "symbiosis", partner=dep)
    r.trait(sym, "communication", partner=dep)
    r.s.set_var("food_base", 3)
    r.call("take_food", 0)
    assert r.s.done() and r.get(dep, "food") == 0 and r.var("food_base") == 2


# ---- 1.9 attacks -----------------------------------------------------------------------------------
def test_1_9_step_1_static_protections(game):
    """1.9 step 1: Camouflage needs Sharp Vision; High Body Weight needs High Body Weight; Swimming must
    match both ways; Burrowing protects while fed; a Symbiosis dependent is protected; no self-attack."""
    r = Rig(game)
    c = carnivore(r, 0)
    def may(a, t):
        return r.ev(f"may_attack({a}, {t})")
    plain = r.animal(1)
    assert may(c, plain) and not may(c, c)
    cam = r.animal(1)
    r.trait(cam, "camouflage")
    hbw = r.animal(1)
    r.trait(hbw, "high_body_weight")
    swim = r.animal(1)
    r.trait(swim, "swimming")
    burrow = r.animal(1)
    r.trait(burrow, "burrowing")
    sym, dep = r.animal(2), r.animal(2)
    r.trait(sym, "symbiosis", partner=dep)
    assert not may(c, cam) and not may(c, hbw) and not may(c, swim) and not may(c, dep)
    assert may(c, burrow) and may(c, sym)
    r.set(burrow, "food", 1)
    assert not may(c, burrow)
    r.trait(c, "sharp_vision")
    assert may(c, cam)
    r.trait(c, "high_body_weight")
    assert may(c, hbw)
    r.trait(c, "swimming")
    assert may(c, swim) and not may(c, plain)      # a swimming carnivore attacks only swimmers


def test_1_9_attack_kills_discards_traits_and_feeds_two_blue(game):
    """1.9 step 3 / 1.8: the target dies with its traits and paired traits (to its owner's discard pile;
    the partner loses the paired trait); the attacker receives 2 blue tokens."""
    r = Rig(game)
    c = carnivore(r, 0)
    t = r.animal(1)
    partner = r.animal(1)
    graze = r.trait(t, "grazing")
    link = r.trait(partner, "cooperation", partner=t)
    r.call("hunt", c, t)
    assert r.s.done()
    assert r.zone(t) == ("discard", 1) and r.zone(graze) == ("discard", 1) and r.zone(link) == ("discard", 1)
    assert r.zone(partner) == ("animals", 1) and r.ev(f"size(attached({partner}))") == 0
    assert r.get(c, "food") == 2 and r.get(c, "attacked") == 1
    assert f"P1's animal {r.number(c)} eats P2's animal {r.number(t)}" in r.log()


def test_1_9_second_blue_is_lost_when_the_attacker_is_full(game):
    """1.9 step 3: a token the attacker cannot take is lost (no room left)."""
    r = Rig(game)
    c = carnivore(r, 0, food=1)
    t = r.animal(1)
    r.call("hunt", c, t)
    assert r.get(c, "food") == 2
    assert "cannot take the blue token" in r.log()


def test_1_9_attack_once_per_turn_and_not_when_full_or_unable_to_eat(game):
    """1.9: each Carnivorous animal attacks once per turn; a full animal cannot attack (0.4: nor one
    that cannot receive food, like a dependent whose symbiont is unfed)."""
    r = Rig(game)
    c = carnivore(r, 0)
    r.animal(1)
    r.animal(1)
    assert r.ev(f"attacker_ready({c})")
    r.set(c, "attacked", 1)
    assert not r.ev(f"attacker_ready({c})")
    r.s.set_var("year", 2)
    assert r.ev(f"attacker_ready({c})")
    r.set(c, "food", 2)
    assert not r.ev(f"attacker_ready({c})")            # full
    r.trait(c, "fat_tissue")
    assert r.ev(f"attacker_ready({c})")                # fed, but with an empty Fat Tissue card
    r.set(c, "food", 0)
    sym = r.animal(0)
    r.trait(sym, "symbiosis", partner=c)
    assert not r.ev(f"attacker_ready({c})")            # its symbiont is not fed


def test_1_9_attack_is_the_main_action_even_with_an_empty_base(game):
    """1.7.1: attacks are allowed with an empty food base, and use the feeding turn's main action."""
    r = Rig(game)
    c = carnivore(r, 0)
    t = r.animal(1)
    r.s.set_var("food_base", 0)
    r.call("feeding_turn_of", 0)
    assert r.raw_options() == ["attack", "end turn"]
    r.pick(0, "attack", FEED)                         # the attacker and the target are the only ones
    assert r.zone(t) == ("discard", 1) and r.get(c, "food") == 2
    assert r.s.done()                                 # no second main action


@pytest.mark.parametrize("escapes", [True, False])
def test_1_9_running_escapes_on_4_to_6(game, escapes):
    """1.9 step 2 Running: roll 1d6; on 4-6 the attack fails and the attacker gets nothing (its attack is
    used); on 1-3 the target is caught."""
    seed = first_d6_seed({4, 5, 6} if escapes else {1, 2, 3})
    r = Rig(game, seed=seed)
    c = carnivore(r, 0)
    t = r.animal(1)
    r.trait(t, "running")
    r.call("hunt", c, t)
    r.pick(1, "running", DEFENCE)
    assert r.s.done()
    if escapes:
        assert r.zone(t) == ("animals", 1) and r.get(c, "food") == 0
        assert "escapes: the attack fails" in r.log()
    else:
        assert r.zone(t) == ("discard", 1) and r.get(c, "food") == 2
    assert r.get(c, "attacked") == 1


def test_1_9_running_failed_then_tail_loss(game):
    """1.9 step 2: the defences are used one after another in the owner's order."""
    r = Rig(game, seed=first_d6_seed({1, 2, 3}))
    c = carnivore(r, 0)
    t = r.animal(1)
    run = r.trait(t, "running")
    r.trait(t, "tail_loss")
    r.call("hunt", c, t)
    assert set(r.raw_options()) == {None, "running", "tail_loss"}
    r.pick(1, "running", DEFENCE)
    assert r.raw_options() == [None, "tail_loss"]
    r.pick(1, "tail_loss", DEFENCE)
    r.pick(1, run, DROP)
    assert r.zone(t) == ("animals", 1) and r.zone(run) == ("discard", 1)
    assert r.get(c, "food") == 1


def test_1_9_mimicry_redirects_once_to_a_legal_target_of_the_same_owner(game):
    """1.9 step 2 Mimicry: the owner may redirect the attack to another of their animals that this
    attacker could legally attack (not the attacker); one redirect per attack."""
    r = Rig(game)
    c = carnivore(r, 0)
    t = r.animal(1)
    r.trait(t, "mimicry")
    hidden = r.animal(1)
    r.trait(hidden, "camouflage")                     # not a legal target
    other = r.animal(1)
    r.trait(other, "mimicry")
    r.animal(2)                                       # another player's animal is never a choice
    r.call("hunt", c, t)
    r.pick(1, "mimicry", DEFENCE)
    # `other` is the only legal new target (chosen at once); the attack restarts against it and its
    # own Mimicry is not offered again, so it is eaten
    assert r.s.done()
    assert f"P2 must choose animal {r.number(other)} of P2 [mimicry] food 0/1 (mimicry: the new target)" in r.log()
    assert r.zone(other) == ("discard", 1) and r.zone(t) == ("animals", 1)
    assert f"Mimicry: the attack turns from animal {r.number(t)} to animal {r.number(other)}" in r.log()


def test_1_9_mimicry_is_optional(game):
    """1.9 [D]: Mimicry is optional."""
    r = Rig(game)
    c = carnivore(r, 0)
    t = r.animal(1)
    r.trait(t, "mimicry")
    r.animal(1)
    r.call("hunt", c, t)
    r.pick(1, None, DEFENCE)
    assert r.zone(t) == ("discard", 1)


def test_1_9_tail_loss_drops_a_trait_chosen_by_the_owner_and_feeds_one_blue(game):
    """1.9 step 2 Tail Loss: the target's owner drops one of its trait cards (paired traits included); it
    survives, the attacker receives 1 blue; a dropped Fat Tissue loses its yellow token; no Scavenger."""
    r = Rig(game)
    c = carnivore(r, 0)
    t = r.animal(1)
    tail = r.trait(t, "tail_loss")
    fat = r.trait(t, "fat_tissue", fat=True)
    mate = r.animal(1)
    link = r.trait(mate, "cooperation", partner=t)
    scav = r.animal(2)
    r.trait(scav, "scavenger")
    r.call("hunt", c, t)
    r.pick(1, "tail_loss", DEFENCE)
    assert set(r.raw_options()) == {tail, fat, link}
    r.pick(1, fat, DROP)
    assert r.s.done()
    assert r.zone(t) == ("animals", 1) and r.zone(fat) == ("discard", 1) and r.get(fat, "fat") is False
    assert r.get(c, "food") == 1 and r.get(scav, "food") == 0
    assert r.zone(tail) == ("traits", 1) and r.zone(link) == ("traits", 1)


def test_1_9_tail_loss_dropping_parasite_lowers_the_need(game):
    """1.9: a discarded Parasite lowers the food need at once."""
    r = Rig(game)
    c = carnivore(r, 0)
    t = r.animal(1, food=1)
    r.trait(t, "tail_loss")
    para = r.trait(t, "parasite")
    assert not r.ev(f"fed({t})")
    r.call("hunt", c, t)
    r.pick(1, "tail_loss", DEFENCE)
    r.pick(1, para, DROP)
    assert r.ev(f"food_need({t})") == 1 and r.ev(f"fed({t})")


def test_1_9_poisonous_kills_the_attacker_in_extinction(game):
    """1.9 / 1.10 Poisonous: a carnivore that eats it dies in this turn's extinction, even if fed."""
    r = Rig(game)
    c = carnivore(r, 0)
    t = r.animal(1)
    r.trait(t, "poisonous")
    r.call("hunt", c, t)
    assert r.get(c, "poisoned") is True and r.ev(f"fed({c})")
    r.s.set_var("last_turn", True)                    # no dealing in this test
    r.call("extinction_and_new_cards")
    assert r.zone(c) == ("discard", 0)
    assert "dies of poison" in r.log()


def test_1_9_eating_a_poisoned_carnivore_does_not_pass_the_poison(game):
    """1.9 (P-EVOLIVE): eating a poisoned carnivore without Poisonous of its own is safe."""
    r = Rig(game)
    c = carnivore(r, 0)
    r.set(c, "poisoned", True)
    c2 = carnivore(r, 1)
    r.call("hunt", c2, c)
    assert r.zone(c) == ("discard", 0) and r.get(c2, "poisoned") is False


def test_1_10_scavenger_first_clockwise_from_the_attackers_owner(game):
    """1.10 Scavenger: exactly one Scavenger gets 1 blue: the first that can receive food clockwise from
    the attacker's owner."""
    r = Rig(game, 4)
    c = carnivore(r, 1)
    t = r.animal(0)
    s0 = r.animal(0)
    r.trait(s0, "scavenger")
    full3 = r.animal(3, food=1)
    r.trait(full3, "scavenger")                       # full: skipped
    s3 = r.animal(3)
    r.trait(s3, "scavenger")
    r.call("hunt", c, t)
    assert r.s.done()                                 # P4 has one eligible Scavenger: no choice
    assert r.get(s3, "food") == 1 and r.get(s0, "food") == 0
    assert f"Scavenger: P4's animal {r.number(s3)} receives a blue token" in r.log()


def test_1_10_owner_picks_among_several_scavengers_and_option_leftmost(game):
    """1.10 [D]: a player with several eligible Scavengers picks one; option: the leftmost (P-EVOLIVE)."""
    for leftmost in (False, True):
        r = Rig(game, scavenger_leftmost=str(leftmost).lower())
        c = carnivore(r, 0)
        t = r.animal(1)
        s1, s2 = r.animal(2), r.animal(2)
        r.trait(s1, "scavenger")
        r.trait(s2, "scavenger")
        r.call("hunt", c, t)
        if leftmost:
            assert r.s.done() and r.get(s1, "food") == 1
        else:
            r.pick(2, s2, SCAVENGER)
            assert r.get(s2, "food") == 1 and r.get(s1, "food") == 0


def test_1_10_no_scavenger_after_an_escape_or_a_starvation(game):
    """1.10 Scavenger: not after a failed attack (Running) and not when an animal starves."""
    r = Rig(game, seed=first_d6_seed({6}))
    c = carnivore(r, 0)
    t = r.animal(1)
    r.trait(t, "running")
    sc = r.animal(2)
    r.trait(sc, "scavenger")
    r.animal(1)                                        # starves below
    r.call("hunt", c, t)
    r.pick(1, "running", DEFENCE)
    r.s.set_var("last_turn", True)
    r.call("extinction_and_new_cards")
    assert "escapes: the attack fails" in r.log()
    assert r.zone(sc) == ("discard", 2)                # it got nothing and starved with the others
    assert "starves" in r.log() and "Scavenger: P" not in r.log()


# ---- 1.10 free activations and fat conversion ----------------------------------------------------
def test_1_10_piracy_steals_from_an_unfed_animal_and_triggers_cooperation(game):
    """1.10 Piracy: an unfed pirate takes one token from another unfed animal that holds one; it becomes
    a blue token received by the pirate, so Cooperation fires (0.3); once per turn."""
    r = Rig(game)
    pirate = r.animal(0)
    r.trait(pirate, "piracy")
    mate = r.animal(0)
    link = r.trait(pirate, "cooperation", partner=mate)
    victim = carnivore(r, 1, food=1)
    fed_one = r.animal(2, food=1)                     # fed: cannot be robbed
    assert not r.ev(f"robbable({fed_one})")
    r.call("piracy", 0)
    assert r.get(victim, "food") == 0 and r.get(pirate, "food") == 1
    r.pick(0, link, FIRE)
    assert r.get(mate, "food") == 1
    assert not r.ev(f"pirate_ready({pirate})")
    assert "Piracy: P1's animal" in r.log()


def test_1_10_piracy_ignores_protections_but_needs_an_unfed_pirate(game):
    """1.10 Piracy: ignores all protections; the pirate itself must be unfed (no piracy into fat)."""
    r = Rig(game)
    pirate = r.animal(0)
    r.trait(pirate, "piracy")
    r.trait(pirate, "fat_tissue")
    victim = carnivore(r, 1, food=1, traits=("camouflage", "swimming"))
    assert r.ev(f"pirate_ready({pirate})")
    r.set(pirate, "food", 1)
    assert not r.ev(f"pirate_ready({pirate})")
    r.set(pirate, "food", 0)
    r.set(victim, "food", 0)
    assert not r.ev(f"pirate_ready({pirate})")       # nobody to rob


def test_1_10_grazing_destroys_a_red_token_once_per_feeding_turn(game):
    """1.10 Grazing (0.3): remove one red token from the base; at most once per feeding turn per animal."""
    r = Rig(game)
    g = r.animal(0, food=1)
    r.trait(g, "grazing")
    r.s.set_var("food_base", 2)
    r.call("grazing", 0)
    assert r.var("food_base") == 1 and not r.ev(f"graze_ready({g})")
    r.s.set_var("feeding_turn", 2)
    assert r.ev(f"graze_ready({g})")
    r.s.set_var("food_base", 0)
    assert not r.ev(f"graze_ready({g})")


def test_1_10_hibernation_counts_as_fed_and_takes_no_food(game):
    """1.10 Hibernation: the animal counts as fed this turn and receives no food, fat included; not two
    turns in a row; not in the last turn; only on an unfed animal (0.4)."""
    r = Rig(game)
    h = r.animal(0)
    r.trait(h, "hibernation")
    r.trait(h, "fat_tissue")
    assert r.ev(f"sleep_ready({h})")
    r.call("hibernation", 0)
    assert r.ev(f"fed({h})") and r.ev(f"full({h})") and not r.ev(f"can_receive({h})")
    r.s.set_var("year", 2)
    assert not r.ev(f"sleep_ready({h})")              # not two turns in a row
    r.s.set_var("year", 3)
    assert r.ev(f"sleep_ready({h})")
    r.s.set_var("last_turn", True)
    assert not r.ev(f"sleep_ready({h})")              # not in the last turn
    r.s.set_var("last_turn", False)
    r.set(h, "food", 1)
    assert not r.ev(f"sleep_ready({h})")              # already fed


def test_1_7_1_fat_conversion_up_to_the_need_without_cooperation(game):
    """1.7.1 (c) / 0.4: on one unfed animal, turn yellow tokens into blue, up to the food it still needs;
    it is the main action and does not trigger Cooperation."""
    r = Rig(game)
    a = carnivore(r, 0, food=1, traits=("high_body_weight",))     # needs 3, has 1
    fats = [r.trait(a, "fat_tissue", fat=True) for _ in range(3)]
    mate = r.animal(0)
    r.trait(a, "cooperation", partner=mate)
    r.s.set_var("food_base", 0)
    r.call("feeding_turn_of", 0)
    r.pick(0, "convert fat", FEED)                     # the only animal with fat: chosen at once
    assert r.raw_options() == [1, 2]
    r.pick(0, 2, "yellow tokens to convert")
    assert r.get(a, "food") == 3 and sum(r.get(f, "fat") for f in fats) == 1
    assert r.get(mate, "food") == 0                    # no Cooperation decision was offered
    assert r.s.done()                                  # nothing else to do: the feeding ends


def test_0_4_fat_conversion_is_not_restricted_by_symbiosis(game):
    """0.4: a dependent whose symbiont is unfed cannot receive food, but may convert its own fat."""
    r = Rig(game)
    sym, dep = r.animal(0), r.animal(0)
    r.trait(sym, "symbiosis", partner=dep)
    r.trait(dep, "fat_tissue", fat=True)
    assert not r.ev(f"can_receive({dep})") and r.ev(f"convertible({dep})")
    r.call("convert_fat", 0)                           # one animal, one token: no question
    assert r.s.done() and r.get(dep, "food") == 1


def test_1_10_communication_ignores_blue_tokens(game):
    """1.10: Communication fires only on a red token from the food base, not on a blue one."""
    r = Rig(game)
    a, b = r.animal(0), r.animal(0)
    r.trait(a, "carnivorous")
    r.trait(a, "communication", partner=b)
    r.s.set_var("food_base", 3)
    r.call("receive", a, "blue")
    assert r.s.done() and r.get(b, "food") == 0 and r.var("food_base") == 3


# ---- 1.7.1 end of the feeding phase -------------------------------------------------------------
def test_1_7_1_feeding_ends_when_every_animal_is_full_and_leftover_red_is_removed(game):
    """1.7.1 (a): every animal full ends the phase; red tokens left in the base are removed."""
    r = Rig(game)
    r.animal(0)
    r.s.set_var("food_base", 5)
    r.call("feeding")
    assert r.s.done()
    assert r.var("food_base") == 0
    log = r.log()
    assert "No animal can take any more food: the feeding phase ends" in log
    assert "4 red tokens left in the food base are removed" in log


def test_1_7_1_feeding_ends_after_a_quiet_lap_with_an_empty_base(game):
    """1.7.1 (b): the base empty and one full lap in which nobody acts ends the phase."""
    r = Rig(game)
    carnivore(r, 0)
    r.animal(1)
    r.s.set_var("food_base", 0)
    r.call("feeding")
    r.pick(0, "end turn", FEED)         # P1 could attack but declines; P2 and P3 cannot act
    assert r.s.done()
    assert "A full lap passes without any action: the feeding phase ends" in r.log()


def test_1_7_1_feeding_ends_when_no_player_can_act(game):
    """1.7.1 (c): no legal action left for anyone ends the phase (even with food left)."""
    r = Rig(game)
    a = r.animal(0, food=0)
    r.s.set_var("food_base", 0)
    r.call("feeding")
    assert r.s.done() and r.get(a, "food") == 0
    assert "No player has a legal action left" in r.log()


def test_0_4_symbiosis_cycle_is_legal_and_never_eats(game):
    """0.4: a Symbiosis cycle (A feeds B, B feeds C, C feeds A) is legal; those animals can never eat and
    the phase ends by test (c)."""
    r = Rig(game)
    a, b, c = r.animal(0), r.animal(0), r.animal(0)
    r.trait(a, "symbiosis", partner=b)
    r.trait(b, "symbiosis", partner=c)
    assert r.ev(f"pair_ok({c}, {a}, symbiosis)")
    r.trait(c, "symbiosis", partner=a)
    r.s.set_var("food_base", 6)
    r.call("feeding")
    assert r.s.done() and [r.get(x, "food") for x in (a, b, c)] == [0, 0, 0]
    assert "No player has a legal action left" in r.log()


def test_1_7_1_feeding_turns_go_clockwise_lap_after_lap(game):
    """1.7.1: feeding turns clockwise from the first player, lap after lap, until the end test holds."""
    r = Rig(game)
    r.s.set_var("first_player", 1)
    a0 = r.animal(0)
    r.trait(a0, "high_body_weight")
    a1 = r.animal(1)
    r.trait(a1, "high_body_weight")
    a2 = r.animal(2)
    r.s.set_var("food_base", 10)
    r.call("feeding")          # every animal is the only one of its player: take food is forced
    lines = [line for line in r.s.log_lines() if "takes a red token" in line]
    owners = [line.split("'")[0] for line in lines]
    assert owners == ["P2", "P3", "P1", "P2", "P1"]
    assert r.var("food_base") == 0 and all(r.ev(f"fed({x})") for x in (a0, a1, a2))


# ---- 1.8 extinction and new cards ----------------------------------------------------------------
def test_1_8_unfed_animals_die_and_tokens_are_cleared_but_fat_stays(game):
    """1.8: unfed animals die (with their traits, to the owner's discard pile); hibernating animals live;
    red and blue tokens are removed; yellow tokens stay."""
    r = Rig(game)
    r.s.set_var("last_turn", True)
    fed = r.animal(0, food=1)
    fat = r.trait(fed, "fat_tissue", fat=True)
    hungry = r.animal(0)
    swim = r.trait(hungry, "swimming")
    sleeper = r.animal(1)
    r.trait(sleeper, "hibernation")
    r.set(sleeper, "slept", 1)
    r.call("extinction_and_new_cards")
    assert r.zone(hungry) == ("discard", 0) and r.zone(swim) == ("discard", 0)
    assert r.zone(fed) == ("animals", 0) and r.zone(sleeper) == ("animals", 1)
    assert r.get(fed, "food") == 0 and r.get(fat, "fat") is True
    assert f"P1's animal {r.number(hungry)} starves" in r.log()


def test_1_8_dealing_one_at_a_time_and_deck_running_out(game):
    """1.8 step 3: each player is owed 1 + surviving animals (6 with no animals and no hand); one card at
    a time clockwise from the first player; when the deck runs out some get fewer (1.11)."""
    r = Rig(game)
    r.s.set_var("first_player", 1)
    r.animal(0, food=1)
    r.animal(0, food=1)
    r.hand(0, "Piracy")
    r.hand(2, "Mimicry", "Mimicry")
    deck = list(r.s.data.zones[r.m.zone_instance("deck")])
    for card in deck[:-5]:
        r.take(card, "discard", 2)
    keep = [r.m.card_names[c] for c in deck[-5:]]
    r.call("extinction_and_new_cards")
    assert r.s.zone_names("deck") == []
    # owed: P1 3, P2 6, P3 1 -> dealt P2, P3, P1, P2, P1
    assert len(r.s.zone_names("hand", 0)) == 1 + 2
    assert len(r.s.zone_names("hand", 1)) == 2
    assert len(r.s.zone_names("hand", 2)) == 2 + 1
    top_first = list(reversed(keep))
    assert r.s.zone_names("hand", 1) == [top_first[0], top_first[3]]
    assert r.s.zone_names("hand", 2)[-1] == top_first[1]
    assert "The deck has run out: the next turn is the last" in r.log()


def test_1_11_last_turn_has_no_dealing_and_no_hibernation(game):
    """1.11: a turn that starts with an empty deck is the last; no dealing after its extinction."""
    r = Rig(game)
    r.s.set_var("last_turn", True)
    r.animal(0, food=1)
    before = len(r.s.zone_names("deck"))
    r.call("extinction_and_new_cards")
    assert len(r.s.zone_names("deck")) == before and r.s.zone_names("hand", 0) == []
    # play_turn marks the turn as the last when it starts with an empty deck
    r2 = Rig(game)
    for name in r2.s.zone_names("deck"):
        r2.s.place(name, "discard", 0)
    r2.call("play_turn")
    assert r2.s.done() and r2.var("last_turn") is True
    assert "Turn 2 (the last turn: the deck is empty)" in r2.log()


def test_1_11_whole_game_the_turn_after_the_deck_runs_out_is_the_last(game):
    """1.11: when the deck runs out during dealing, the next turn is the last, then scoring."""
    g = game("evolution", 3)
    final = play_game(g, 5, [RandomAgent(i) for i in range(3)])
    lines = final.log_lines()
    ran_out = max(i for i, line in enumerate(lines) if "The deck has run out" in line)
    turns = [i for i, line in enumerate(lines) if line.startswith("Turn ")]
    last = [i for i in turns if i > ran_out]
    assert len(last) == 1 and "(the last turn" in lines[last[0]]
    assert final.is_terminal()
    tail = lines[last[0]:]
    assert not any("Cards owed" in line for line in tail)


# ---- 1.11 scoring -----------------------------------------------------------------------------------
def test_1_11_scoring(game):
    """1.11: 2 per surviving animal, 1 per trait card (a paired card once), +1 Carnivorous, +1 High Body
    Weight, +2 Parasite (for the owner of the animal carrying it)."""
    r = Rig(game)
    a, b = r.animal(0), r.animal(0)
    r.trait(a, "carnivorous")                  # 2
    r.trait(a, "high_body_weight")             # 2
    r.trait(a, "cooperation", partner=b)       # 1, once
    r.trait(b, "parasite")                     # 3, for P1 (the animal's owner)
    r.trait(b, "swimming")                     # 1
    assert r.ev("score(0)") == 2 * 2 + 2 + 2 + 1 + 3 + 1
    assert r.ev("score(1)") == 0


def test_1_11_tie_break_by_discard_pile_then_shared_victory(game):
    """1.11: the tie-break is the larger personal discard pile; still tied: a shared victory."""
    r = Rig(game)
    for p in range(3):
        r.animal(p)
    r.s.place(r.m.card_names[r.card_with_front("Mimicry")], "discard", 1)
    r.call("game_end")
    assert r.s.is_terminal() and r.s.winners() == [1]
    r2 = Rig(game)
    r2.animal(0)
    r2.animal(2)
    r2.call("game_end")
    assert r2.s.winners() == [0, 2]


def test_1_11_option_random_tiebreak(game):
    """1.11 option (P-EVOLIVE): players still tied are separated by lot."""
    r = Rig(game, random_tiebreak="true")
    r.animal(0)
    r.animal(2)
    r.call("game_end")
    assert len(r.s.winners()) == 1 and r.s.winners()[0] in (0, 2)


# ---- 1.12 information --------------------------------------------------------------------------------
def test_1_12_visibility(game):
    """1.12: hands and discard piles are private (sizes public); animals show only their back; traits are
    public; the deck is hidden from everyone."""
    r = Rig(game)
    r.hand(0, "Piracy")
    a = r.animal(0)
    t = r.trait(a, "carnivorous")
    r.s.place(r.m.card_names[r.card_with_front("Mimicry")], "discard", 0)
    obs = r.s.observation(1)
    assert obs["zones"]["hand of P1"] == [None]
    assert obs["zones"]["discard of P1"] == [None]
    assert [c["card"] for c in obs["zones"]["animals of P1"]] == ["animal"]     # the back only
    assert obs["zones"]["animals of P1"][0]["number"] == str(r.number(a))
    assert obs["zones"]["traits of P1"][0]["card"] == r.m.card_faces[t]["front"]
    assert all(c is None for c in obs["zones"]["deck"])
    mine = r.s.observation(0)
    assert mine["zones"]["hand of P1"][0]["card"] == "Piracy"
    assert mine["zones"]["discard of P1"][0]["card"] == "Mimicry"
    assert [c["card"] for c in mine["zones"]["animals of P1"]] == ["animal"]


def test_1_12_a_face_down_animal_does_not_reveal_its_card(game):
    """1.2 / 1.12: a card played as an animal lies face down: the other players never learn its front,
    neither when it is played nor when it dies (its owner sees it in their own discard pile)."""
    r = Rig(game)
    (card,) = r.hand(0, "Poisonous + Carnivorous")
    r.call("play_card", 0, card)                       # no animal yet: played as an animal at once
    r.call("extinction_and_new_cards")                 # unfed: it dies at once
    assert r.zone(card) == ("discard", 0)
    for viewer in (1, 2):
        text = "\n".join(r.s.log_lines(view=viewer))
        assert "Poisonous" not in text and "P1 plays a new animal: animal 1" in text
    assert "Poisonous + Carnivorous: hand of P1 -> animals of P1" not in "\n".join(r.s.log_lines(view=1))
    assert "Poisonous + Carnivorous: animals of P1 -> discard of P1" in "\n".join(r.s.log_lines(view=0))


def test_1_10_long_chains_stay_within_the_engines_limits(game):
    """1.10: a Cooperation chain through 16 links (two sets) resolves depth-first, each card once."""
    r = Rig(game, 3, two_sets="true")
    line = [r.animal(0, front="Swimming") for _ in range(16)] + [r.animal(0, front="Running")]
    for a in line:
        r.trait(a, "carnivorous")                    # need 2: nobody is full after one token
    links = [r.trait(a, "cooperation", partner=b) for a, b in zip(line, line[1:])]
    r.call("receive", line[0], "blue")
    for link in links:
        r.pick(0, link, FIRE)
    assert r.s.done()
    assert all(r.get(a, "food") == 1 for a in line)


# ---- whole games -----------------------------------------------------------------------------------------
def hidden_from(model, player: int) -> set[str]:
    hidden = set()
    for inst, (zone_name, owner) in enumerate(model.zone_instances):
        vis = next(z for z in model.zones if z.name == zone_name).visible_to
        if vis == "nobody" or (vis == "owner" and owner != player):
            hidden.add(model.instance_name(inst))
    return hidden


def check_invariants(state) -> None:
    d, m = state.data, state.model
    seen = [0] * len(m.card_names)
    for inst, cards in enumerate(d.zones):
        for c in cards:
            seen[c] += 1
            assert d.loc[c] == inst
    assert all(k == 1 for k in seen), "a card is not in exactly one zone"


@pytest.mark.parametrize("players,options", [(2, {}), (3, {}), (4, {}), (5, {"two_sets": "true"}),
                                             (3, {"food_optional": "true"}), (8, {})])
def test_random_games_end_conserve_cards_and_stay_bounded(game, players, options):
    """Random games end, keep every card in exactly one zone at every step, show no hidden card, and take
    a bounded number of decisions."""
    g = game("evolution", players, **options)
    for seed in range(3):
        count = [0]

        def check(state):
            count[0] += 1
            assert count[0] <= 5_000
            check_invariants(state)

        final = play_game(g, seed, [RandomAgent(seed * 10 + i) for i in range(players)], on_step=check)
        assert final.is_terminal() and final.winners()
        assert final.data.decisions < 5_000
        for p in range(players):
            obs = final.observation(p)
            for zone in hidden_from(g.model, p):
                assert all(c is None for c in obs["zones"][zone]), zone
            for line in final.log_lines(view=p):
                if " -> " in line and ": " in line:
                    cards, route = line.strip().split(": ", 1)
                    src, dst = route.split(" -> ")
                    if src in hidden_from(g.model, p) and dst in hidden_from(g.model, p):
                        assert "hidden card" in cards


def test_games_are_deterministic(game):
    """The same seed and agents give the same game."""
    g = game("evolution", 4)
    a = play_game(g, 9, [RandomAgent(i) for i in range(4)])
    b = play_game(g, 9, [RandomAgent(i) for i in range(4)])
    assert a.log_lines() == b.log_lines()
    assert len(a.log_lines()) > 100


def test_acting_player_is_never_simultaneous(game):
    """Evolution has no simultaneous decisions: every decision belongs to one player."""
    g = game("evolution", 3)
    s = g.new_initial_state(2)
    agent = RandomAgent(3)
    for _ in range(200):
        if s.is_terminal():
            break
        p = s.current_player()
        assert p != SIMULTANEOUS
        s.apply_action(agent.step(s, p), p)
