"""What generated code and the run loop call while a game runs.

Moving cards, shuffling, offering a choice and reading its options, ending the game, opening and
leaving events, and how run-time values are kept in logs: cards and players are kept as
references with who may see them, so that each player's view of the log is rendered later
(`render.py`). Nothing here is generated; everything is plain functions over the state's data.
"""

from __future__ import annotations

import itertools
import math
import random

from .combinations import Combinations
from .limits import MAX_ITEMS, MAX_NUMBER, MAX_TEXT
from .logbook import (CardRef, CardsRef, Chosen, Ended, Moved, PlayerRef, PlayersRef, Revealed, Shuffled, Text, Told,
                      ZoneRef)
from .model import plain_text
from .state import CANCELLED, DEPTH, EVENT, THREAD, VALUES, Decision, RuleFault, RuleLimit

# What a generated function returns: None when it ran to its end, RETURN when a `return` left its
# procedure, END when the game ended, DECLINED when a playout's region left its statement to the
# steps (see `codegen/playout.py`).
RETURN = 2
END = 3
DECLINED = 4

# What a run counts against its limit is the state's own (`StateData.step_limit`, `budget`,
# `budget_filled`), not a global of this module: states of different games run at once in several
# threads (a server's tables, a caller's pool) and must not count against each other's limits.
# Generated code reads them from `st`, a local of every generated function, as cheaply as it read
# a module's list. Not a lock held while rules run: it would make a long run in one thread hold up
# the others, a chooser waiting for another thread's run deadlock, and every path that runs
# generated code take it; nor a budget per thread: a lookup at every round (`docs/internals.md`).

NOT_YET = object()  # a value an aggregate's loop works out once, before the loop first reaches it


class Runaway(Exception):
    """A generated loop ran more rounds than the step limit allows between two decisions."""


class PlayoutCut(Exception):
    """A playout reached its last decision inside a function generated for playouts."""


def counts(values: list) -> dict:
    """How often each value occurs in `values` (the index of a define that counts, `codegen/memo.py`):
    a plain dict, as `collections.Counter` costs three times as much on a hand of a few cards."""
    found: dict = {}
    for v in values:
        found[v] = found.get(v, 0) + 1
    return found


def over_limit(rounds: int, st, decisions_before: int) -> bool:
    """Whether `rounds` of a loop (or steps of a run) are past the limit, once past `st.step_limit`.

    A run stops at each decision, except in a playout (`State.playout`), where decisions are
    answered inside the run: there the limit counts once more for every decision made since the
    loop or run began, so that only a stretch without decisions can run away.
    """
    return rounds > st.step_limit * (1 + st.decisions - decisions_before)


def spent(st) -> None:
    """The state's rounds of loops (`st.budget`) are spent: a runaway, unless the budget was last
    filled before the steps of a run were added to `st.steps`, or before a decision (a playout
    answers decisions inside its run), which fills it again with the step limit. (Filled here, not
    as each run starts, so that a run costs nothing more; the run that spends it runs at most twice
    the step limit.) Empty at first: the first loop to spend fills it."""
    filled = st.budget_filled
    if filled is not None and filled[0] == st.decisions and filled[1] == st.steps:
        raise Runaway()
    st.budget = st.step_limit
    st.budget_filled = (st.decisions, st.steps)


def player_checked(p, n: int):
    """`p`, where a player of an `n`-player game is expected (none passes: using it fails, and says so)."""
    if type(p) is int and 0 <= p < n or p is None:
        return p
    if type(p) is int:
        raise RuleFault(f"player {p} does not exist in a {n}-player game (players are numbered 0 to {n - 1})")
    raise RuleFault(f"{plain_text(p)} is not a player")


def players_checked(ps, n: int):
    """`ps`, where a list of players of an `n`-player game is expected."""
    for p in ps or ():
        player_checked(p, n)
    return ps


def times(a, b):
    """`a * b`, within the limits of numbers and lists (`limits.MAX_NUMBER`, `MAX_ITEMS`)."""
    if type(a) is list or type(b) is list:
        items, count = (a, b) if type(a) is list else (b, a)
        if type(count) is int and len(items) * count > MAX_ITEMS:
            raise RuleLimit(f"a list of {len(items)} items repeated {count} times would be longer than the "
                            f"limit of {MAX_ITEMS:,} items")
        return a * b
    value = a * b
    if type(value) is int and not -MAX_NUMBER <= value <= MAX_NUMBER:
        raise RuleLimit(too_large(value))
    return value


def too_large(value: int) -> str:
    """A number beyond the limit in words: how many digits it has (it may be too long to print)."""
    size = len(str(abs(value))) if value.bit_length() < 4000 else f"about {int(value.bit_length() * 0.30103)}"
    return f"a {'negative ' if value < 0 else ''}number of {size} digits is beyond the limit of numbers, " \
           "10^18 either side of 0"


def beyond_limit(value: int):
    """Stops the game at a sum or difference beyond the limit of numbers (see `ExprGen.within_limit`)."""
    raise RuleLimit(too_large(value))


def text_checked(text):
    """`text`, made by joining texts, within the limit of texts' lengths."""
    if type(text) is str and len(text) > MAX_TEXT:
        raise RuleLimit(f"a text of {len(text):,} characters is longer than the limit of {MAX_TEXT:,} characters")
    return text


def added(a, b):
    """`a + b` of values whose kind is known only at run time, within the limits of numbers, lists and texts."""
    if type(a) is list:
        return joined(a, b)
    value = a + b
    if type(value) is int and not -MAX_NUMBER <= value <= MAX_NUMBER:
        raise RuleLimit(too_large(value))
    return text_checked(value)


def joined(a, b):
    """`a + b` of lists, within the limit of lists' lengths."""
    if a is not None and b is not None and len(a) + len(b) > MAX_ITEMS:
        raise RuleLimit(f"a list of {len(a)} items joined to one of {len(b)} would be longer than the limit of "
                        f"{MAX_ITEMS:,} items")
    return a + b


def too_long(items: list) -> None:
    raise RuleLimit(f"a list of {len(items):,} items is longer than the limit of {MAX_ITEMS:,} items")


def make_range(lo: int, hi: int) -> list[int]:
    if hi - lo >= MAX_ITEMS:
        raise RuleLimit(f"range({lo}, {hi}) has more than a million numbers")
    return list(range(lo, hi + 1))


def family_zone(k, base: int, count: int, name: str) -> int:
    """`NAME[k]`: the zone instance numbered k (from 1) of a family of `count` zones."""
    if type(k) is int and 1 <= k <= count:
        return base + k - 1
    raise RuleFault(f"there is no zone '{name} {k}': the family '{name}' has zones 1 to {count}")


def family_zone_of(p, base: int, count: int, name: str) -> int:
    """`NAME[p]`: the zone of a family that belongs to player p, the first zone for the first player."""
    if type(p) is int and 0 <= p < count:
        return base + p
    who = "nobody" if p is None else f"P{p + 1}"
    raise RuleFault(f"there is no zone '{name}' for {who}: the family '{name}' has zones 1 to {count}")


def family_zone_named(v, base: int, labels: tuple, name: str) -> int:
    """`NAME[v]`: the zone of a family named by an enum's values that is named by v."""
    if type(v) is str and v in labels:
        return base + labels.index(v)
    raise RuleFault(f"there is no zone '{name} {'none' if v is None else v}'")


def as_list(st, value) -> list:
    """A snapshot of what a loop or choice runs over: a zone's cards or a list."""
    if type(value) is int:
        return st.zones[value][:]
    if value is None:
        return []
    return list(value)


def audience(st) -> int | None:
    """Who sees what is logged now: everyone, or only the player of a simultaneous thread."""
    return None if st.thread_player is None else (1 << st.thread_player)


# ---- values in logs ------------------------------------------------------------------------------
def card_ref(st, card):
    """A card as a log or option value: who may see it where it lies now, and which face shows."""
    if card is None:
        return "none"
    inst = st.loc[card]
    m = st.model
    mask = m.instance_masks[inst] if not m.instance_top_only[inst] or st.zones[inst][-1] == card else 0
    return CardRef(card, mask, m.instance_showing[inst])


def cards_ref(st, cards):
    return CardsRef(tuple(card_ref(st, c) for c in cards))


def players_ref(players):
    return PlayersRef(tuple(players))


def value_ref(st, value, elem: str):
    """A chosen value as a log or display value (`elem`: the kind of one candidate)."""
    if value is None:
        return "pass"
    if elem == "card":
        if type(value) is list:
            return cards_ref(st, value)
        return card_ref(st, value)
    if elem == "player":
        if type(value) is list:
            return players_ref(value)
        return PlayerRef(value)
    if elem == "zone" and type(value) is int:
        return ZoneRef(value)
    return value


# ---- cards ---------------------------------------------------------------------------------------
def shuffle(rng: random.Random, cards: list) -> None:
    """`rng.shuffle(cards)`, the same order from the same generator state, without a Python call
    per card: the draws of `Random._randbelow_with_getrandbits` made here (the state's generator is
    always a `random.Random`; another generator is shuffled by its own method)."""
    if type(rng) is not random.Random or random.Random._randbelow is not random.Random._randbelow_with_getrandbits:
        rng.shuffle(cards)
        return
    getrandbits = rng.getrandbits
    bits = _BITS if len(cards) <= len(_BITS) else tuple((i + 1).bit_length() for i in range(len(cards)))
    for i in reversed(range(1, len(cards))):
        j = getrandbits(bits[i])  # `_randbelow(i + 1)`
        while j > i:
            j = getrandbits(bits[i])
        cards[i], cards[j] = cards[j], cards[i]


_BITS = tuple((i + 1).bit_length() for i in range(1024))  # for `shuffle`: the bits `_randbelow(i + 1)` draws


def shuffle_zone(st, zone: int) -> None:
    shuffle(st.rng, st.zones[zone])
    if st.log is not None:
        st.log.append(Shuffled(zone))


def take(cards: list[int], card: int) -> None:
    """Takes `card` out of a zone's list. Cards are mostly taken from the top, the end of the list,
    which `list.remove` would reach last."""
    if cards[-1] == card:
        cards.pop()
    else:
        cards.remove(card)


def move_cards(st, value, to: int, bottom: bool) -> None:
    """Moves a card or a list of cards to the top (or bottom) of zone instance `to`, and logs it."""
    seq = value if type(value) is list else [value]
    if not seq:
        return
    zones, loc = st.zones, st.loc
    target = zones[to]
    log = st.log
    if log is not None:
        groups: dict[int, list[int]] = {}
        for c in seq:
            groups.setdefault(loc[c], []).append(c)
        before = {c: card_ref(st, c) for c in seq}
    for c in seq:
        src = loc[c]
        take(zones[src], c)
        if bottom:
            target.insert(0, c)
        else:
            target.append(c)
        loc[c] = to
    if log is not None:
        for src, cs in groups.items():
            shown = tuple((before[c], card_ref(st, c)) for c in cs)
            log.append(Moved(audience(st), shown, src, to))


def reveal(st, value, to: int | None) -> None:
    """`reveal`: the cards shown, in the log, to everyone (or to player `to`)."""
    seq = value if isinstance(value, list) else ([] if value is None else [value])
    st.log.append(Revealed(audience(st) if to is None else (1 << to), tuple(seq), tuple(st.loc[c] for c in seq), to))


def tell(st, text: str, to: int | None) -> None:
    """`reveal` of a value that is not cards: its text, in the log, to everyone (or to player `to`),
    whatever secret it reads: the rules say that it is known from now on."""
    st.log.append(Told(audience(st) if to is None else (1 << to), text))


# ---- procedures and events -----------------------------------------------------------------------
class ExitTo(Exception):
    """An `exit` in generated code: it leaves the procedures called since procedure `idx` began, and
    that one. The generated function of `idx` catches it where it was called directly; else the run
    loop leaves frames (`exit_frames`)."""

    def __init__(self, idx: int):
        super().__init__(idx)
        self.idx = idx


def exit_frames(st, idx: int) -> None:
    """`exit`: the frames on top of the stack are left up to and including one of procedure `idx`,
    and the events they opened are closed. Without such a frame every frame is left (a player's part
    of a `simultaneous` block ends; a procedure run on its own by `State.call` ends), except in a
    game, where it would leave the `play` block unfinished: that is a fault of the rules."""
    stack = st.cur
    if st.thread_player is None and stack and stack[0][0] == st.model.main and not any(f[0] == idx for f in stack):
        name = st.model.procedures[idx].name
        raise RuleFault(f"'exit {name}', but '{name}' is not running")
    while stack and stack[-1][0] != idx:
        stack.pop()
    if stack:
        stack.pop()
    while st.events and st.events[-1][DEPTH] > len(stack) and st.events[-1][THREAD] == st.thread_player:
        st.events.pop()


EVENT_DEPTH = 100  # how deeply events may nest (a trigger emitting an event whose trigger emits ...)
CALL_DEPTH = 500  # how deeply procedure calls may nest


def call_depth_message(name: str) -> str:
    return f"procedure calls nest deeper than {CALL_DEPTH} (is '{name}' calling itself without end?)"


def check_event_depth(st) -> None:
    if len(st.events) >= EVENT_DEPTH:
        chain = " -> ".join(st.model.events[rec[EVENT]].name for rec in st.events[-8:])
        raise RuleLimit(f"events nest deeper than {EVENT_DEPTH} (triggers keep emitting events: ... -> "
                        f"{chain}); a trigger chain seems never to end")


def event_value(st, ev: int, i: int, name: str):
    """`EVENT.value`: the value of the innermost open event `ev`."""
    for rec in reversed(st.events):
        if rec[EVENT] == ev:
            return rec[VALUES][i]
    raise RuntimeError(f"no '{name}' event is open here")


def set_event_value(st, ev: int, i: int, value) -> None:
    """Assigning to a trigger's event parameter changes the innermost open event of its kind too."""
    for rec in reversed(st.events):
        if rec[EVENT] == ev:
            rec[VALUES][i] = value
            break


def push_triggers(st, procs: tuple[int, ...], values: list) -> None:
    model = st.model
    for idx in reversed(procs):
        local = [None] * model.procedures[idx].nlocals
        local[: len(values)] = values
        st.cur.append([idx, 0, local])


def cancel(st) -> None:
    st.events[-1][CANCELLED] = True
    if st.log is not None:
        st.log.append(Text(audience(st), ["cancelled: " + st.model.events[st.events[-1][EVENT]].name]))


def end_game(st, winners, named: bool) -> None:
    """Ends the game: the winners are `winners` where the rules name them (`named`), else the
    players ranked first. The ranking is worked out only where it names the winners or the log
    shows it."""
    model = st.model
    n = model.players
    scores = None
    if model.rank is not None and (not named or st.log is not None):
        scores = [model.rank(st, p) for p in range(n)]
    if named:
        chosen = sorted(winners) if type(winners) is list else ([] if winners is None else [winners])
    elif scores is not None:
        best = max(scores)
        chosen = [p for p in range(n) if scores[p] == best]
    else:
        chosen = []
    st.terminal = True
    st.winners = chosen
    st.stack = []
    st.cur = st.stack
    st.threads = None
    st.veil = None
    st.pending = None
    if st.log is not None:
        st.log.append(Ended(tuple(chosen), None if scores is None else tuple(scores)))


# ---- choices -------------------------------------------------------------------------------------
class Offer:
    """The second half of a `choose`: given its candidates (a new list), a decision for a player,
    or the one possible value set at once (`offer`). `count` and `show` are functions of
    `(state, locals)` or None; `picks` is the number K of a `count K` written as a number (K >= 2,
    not optional), for generated code."""

    __slots__ = ("by", "count", "slot", "label", "optional", "elem", "secret", "show", "picks", "plain", "strict",
                 "label_of")

    def __init__(self, by, count, slot: int, label: str, optional: bool, elem: str, secret: bool, show,
                 picks: int | None = None, strict: bool = False, label_of=None):
        self.by, self.count, self.slot, self.label = by, count, slot, label
        self.optional, self.elem, self.secret, self.show, self.picks = optional, elem, secret, show, picks
        self.strict = strict  # no legal option is a run-time error (not `or none`, nor compared with none)
        self.label_of = label_of  # (st, L) -> the label, for a label that shows values (`as "take {c}"`)
        # a choice among the candidates as they are (no `count`, no pass): generated code answers it
        # inline where it can, after `by`, and hands the rest to `decide`
        self.plain = count is None and not optional

    def offer(self, st, L, items) -> bool | None:
        """Returns True when the run must stop for the decision."""
        if self.count is not None:
            k = self.count(st, L)
            n = len(items)
            if 0 <= k <= n and math.comb(n, k) <= 1024:  # a few: made at once, as a list costs less
                items = list(map(list, itertools.combinations(items, k)))
            else:
                items = Combinations(items, k)
        return self.decide(st, L, items, self.by(st, L))

    __call__ = offer

    def label_at(self, st, L) -> str:
        """The decision's label, its values worked out where it shows some."""
        return self.label if self.label_of is None else self.label_of(st, L)

    def decide(self, st, L, items, player) -> bool | None:
        var = self.slot
        label = self.label_at(st, L)
        if not items and self.strict:
            no_option(player, label)
        if self.optional:
            items = items.with_pass() if type(items) is Combinations else [None] + items
        if len(items) <= 1:
            value = items[0] if items else None
            L[var] = value
            if st.log is not None and items and not (self.optional and value is None):
                # that a player must choose, and what, may tell what they hold: theirs to read only
                who = 1 << player
                shown = self.show(st, L) if self.show is not None else value_ref(st, value, self.elem)
                st.log.append(Chosen(who, player, shown, label, True))
            return None
        if st.decisions < st.inline_until and st.thread_player == st.inline_thread:
            # a playout (`State.playout`): the chooser answers at once, as `apply_action` would
            action = st.chooser(len(items), player)
            value = L[var] = items[action]
            st.decisions += 1
            if st.thread_player is not None:
                answered(st, action)
            if st.log is not None:
                shown = value_ref(st, value, self.elem) if self.show is None or value is None else self.show(st, L)
                if st.thread_player is not None:
                    who = 1 << st.thread_player
                else:
                    who = (1 << player) if self.secret else None
                st.log.append(Chosen(who, player, shown, label, False, action))
            return None
        return self.pend(st, L, items, player, label)

    def pend(self, st, L, items, player, label: str | None = None) -> bool:
        """Makes the decision among `items` (two options or more, the pass first where there is one)
        wait for `player`; returns True. Generated code calls it where no log is kept and no
        playout answers the decision (`decide` does the rest)."""
        if label is None:
            label = self.label_at(st, L)
        var = self.slot
        decision = Decision(player, items, var, label, self.optional, self.elem, self.secret)
        if self.show is not None:
            if st.thread_player is None:
                # the state stands still until the decision is answered: each option's text is
                # computed when it is asked for (`option_ref`), not for every decision
                decision.show = self.show
            else:
                # other players' parts of a simultaneous block may change the state meanwhile
                texts = []
                for x in items:
                    L[var] = x
                    texts.append("pass" if x is None else self.show(st, L))
                decision.shown = texts
        st.pending = decision
        return True


def no_option(player, label: str) -> None:
    """A compulsory choice that found no legal option: the rules cannot go on."""
    who = "nobody" if player is None else f"P{player + 1}"
    raise RuleFault(f"{who} must choose '{label}' but there is no legal option (write 'or none' after the choice "
                    "if it may find none, and check 'if NAME == none' after it)")


def answered(st, action: int) -> None:
    """Notes on the part of a `simultaneous` block running now an answer a playout gave inside it:
    a determinization for its player plays the part again with its answers (`Thread.answers`)."""
    for t in st.threads or ():  # none where a playout runs the parts one after the other, to their end
        if t.player == st.thread_player:
            t.answers += (action,)
            return


def option_ref(st, decision, action: int):
    """An option of a decision as a log or display value."""
    if decision.shown is not None:
        return decision.shown[action]
    if decision.show is not None:
        # the decision is pending in `st`: the deciding frame is on top of the main stack
        value = decision.options[action]
        if value is None:
            return "pass"
        L = st.stack[-1][2]
        old = L[decision.slot]
        L[decision.slot] = value
        try:
            return decision.show(st, L)
        finally:
            L[decision.slot] = old
    return value_ref(st, decision.options[action], decision.elem)


__all__ = ["plain_text"]
