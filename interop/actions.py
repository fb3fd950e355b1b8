"""A stable action space for a compiled rulebook: one number for every value a decision may offer,
the same in every state, as OpenSpiel's `num_distinct_actions` and a learning agent's action mask
want them.

rulerun numbers a decision's options from 0 in the order offered; here each option is numbered by
what it is instead:

- `pass` (an optional choice left unmade);
- a card the deciding player sees whole where it lies: by its card number;
- a card they do not see whole (a face-down target, a card showing one side): by its place, the
  zone instance and the position in it, which is all they know of it, so that the number tells them
  nothing they could not see;
- a player; a value the rules write (an enum value, a text literal, a whole number in the range the
  rules write, up to `MOST_NUMBERS` of them, a flag);
- a set of `count K` cards, each seen whole, for every K written as a number (where there are not too
  many such sets);
- anything else (a text made at run time, a list of other values): its place in the list of options,
  among the last `SPARE` numbers.

Two options that are the same value are one action (the first is kept); legal actions are sorted.
"""

from __future__ import annotations


from rulerun.interpreter.engine import Game, State

from .profile import GameProfile, combinations

# Numbers kept for options found in no table, by their place among the options.
SPARE = 64
# The most sets of `count K` cards given numbers of their own, for each K (a set's number is its
# place in the lexicographic order of all sets of K cards, worked out, never listed).
MOST_SETS = 1_000_000
# The most whole numbers given numbers of their own, from the lowest the rules write.
MOST_NUMBERS = 1024


class ActionSpace:
    """Every value a decision of one compiled game may offer, numbered."""

    def __init__(self, game: Game, profile: GameProfile | None = None):
        profile = profile or GameProfile.of(game)
        m = game.model
        self.model = m
        ncards, ninstances = len(m.card_names), len(m.zone_instances)
        self.pass_ = 0
        self.first_card = 1
        self.first_place = self.first_card + ncards
        self.first_player = self.first_place + ninstances * ncards
        keys: list = []
        values = [v for e in m.enums.values() for v in e] + list(profile.texts)
        keys += [("value", "str", v) for v in dict.fromkeys(values)]
        keys += [("value", "bool", False), ("value", "bool", True)]
        low, high = profile.numbers
        keys += [("value", "int", v) for v in range(low, min(high, low + MOST_NUMBERS - 1) + 1)]
        first_value = self.first_player + m.players
        self.values = {key: first_value + i for i, key in enumerate(keys)}
        self.sets: dict[int, int] = {}  # K -> the number of the first set of K cards
        end = first_value + len(keys)
        for k in profile.picks:
            if k not in self.sets and 0 < combinations(ncards, k) <= MOST_SETS:
                self.sets[k] = end
                end += combinations(ncards, k)
        self.first_spare = end
        self.size = self.first_spare + SPARE
        self._names = keys

    # ---- numbering options ------------------------------------------------------------------
    def seen_whole(self, state: State, card: int, player: int) -> bool:
        """Whether `player` sees this card whole where it lies (not face down, not one side only)."""
        m = self.model
        inst = state.data.loc[card]
        return state.visible(card, player) and (m.instance_showing[inst] is None or not m.card_faces[card])

    def number(self, state: State, player: int, value, elem: str, place: int) -> int:
        """The action number of an option: `value`, a candidate of kind `elem`, at `place` among them."""
        if value is None:
            return self.pass_
        kind = type(value)
        if kind is list:
            first = self.sets.get(len(value))
            if first is not None and elem == "card" and all(self.seen_whole(state, c, player) for c in value) \
                    and len(set(value)) == len(value):
                return first + set_rank(sorted(value), len(self.model.card_names))
        elif elem == "card" and kind is int:
            if self.seen_whole(state, value, player):
                return self.first_card + value
            inst = state.data.loc[value]
            return self.first_place + inst * len(self.model.card_names) + list.index(state.data.zones[inst], value)
        elif elem == "player" and kind is int:
            return self.first_player + value
        else:
            found = self.values.get(("value", kind.__name__, value))
            if found is not None:
                return found
        if place >= SPARE:
            raise ValueError(f"a decision offers {place + 1} options with no action numbers of their own; "
                             f"at most {SPARE} are numbered by their place")
        return self.first_spare + place

    def legal(self, state: State, player: int) -> list[tuple[int, int]]:
        """(action number, rulerun action) for each option of `player`'s decision, sorted by number,
        the same value offered twice counted once."""
        decision, _ = state._decision(player)
        seen: dict[int, int] = {}
        for i, value in enumerate(decision.options):
            seen.setdefault(self.number(state, player, value, decision.elem, i), i)
        return sorted(seen.items())

    def describe(self, action: int) -> str:
        """What an action number stands for, without a state (for listings)."""
        m = self.model
        ncards = len(m.card_names)
        if action == self.pass_:
            return "pass"
        if action < self.first_place:
            return f"card {m.card_names[action - self.first_card]}"
        if action < self.first_player:
            inst, pos = divmod(action - self.first_place, ncards)
            return f"the card at {pos} in {m.instance_name(inst)}"
        if action < self.first_player + m.players:
            return f"P{action - self.first_player + 1}"
        if action < self.first_player + m.players + len(self._names):
            return f"{self._names[action - self.first_player - m.players][2]}"
        if action < self.first_spare:
            k, first = max((k, first) for k, first in self.sets.items() if first <= action)
            return "cards " + ", ".join(m.card_names[c] for c in set_unrank(action - first, ncards, k))
        return f"option {action - self.first_spare + 1}"


def set_rank(cards: list[int], n: int) -> int:
    """The place of a set of cards (sorted card numbers) among all sets of as many cards of `n`, in
    the order `itertools.combinations(range(n), k)` lists them."""
    k, rank, low = len(cards), 0, 0
    for i, c in enumerate(cards):
        for skipped in range(low, c):  # every set whose i-th card is `skipped` comes first
            rank += combinations(n - 1 - skipped, k - 1 - i)
        low = c + 1
    return rank


def set_unrank(rank: int, n: int, k: int) -> list[int]:
    """The set of `k` cards of `n` at place `rank` (the inverse of `set_rank`)."""
    cards, c = [], 0
    for i in range(k):
        while True:
            block = combinations(n - 1 - c, k - 1 - i)
            if rank < block:
                break
            rank -= block
            c += 1
        cards.append(c)
        c += 1
    return cards
