"""Run-time steps of compiled procedures, and how run-time values are shown (part of pass 3).

A step is `step(state, frame)`: it reads and writes the state's plain data and the frame's
locals, and returns a true value when the run loop must stop (a decision, a simultaneous block,
the end of the game). Cards and players in logs are kept as references with who may see them,
so that each player's view of the log is rendered later.
"""

from __future__ import annotations

import itertools
import math
import random
from operator import itemgetter
from typing import Any, Callable

from .model import plain_text
from .state import Decision, RuleFault

ANY = "any"

Fn = Callable[[Any, list], Any]


def _elem(typ: str) -> str:
    return typ[5:] if typ.startswith("list:") else ANY


def _iter_type(typ: str) -> str:
    if typ == "zone":
        return "card"
    return _elem(typ)


def _as_list(st, value) -> list:
    """A snapshot of what a loop or choice runs over: a zone's cards or a list."""
    if type(value) is int:
        return st.zones[value][:]
    if value is None:
        return []
    return list(value)


def _model(st):
    return st.model


def _audience(st) -> int | None:
    """Who sees what is logged now: everyone, or only the player of a simultaneous thread."""
    return None if st.thread_player is None else (1 << st.thread_player)


def _plain(v) -> str:
    return plain_text(v)


def _formatter(fn: Fn, typ: str) -> Fn:
    """How a value in a log line is shown; cards and players are kept as data for rendering."""
    if typ == "player":
        return lambda st, L: ("player", fn(st, L))
    if typ == "card":
        return lambda st, L: _card_ref(st, fn(st, L))
    if typ == "list:card":
        return lambda st, L: ("cards", tuple(_card_ref(st, c) for c in fn(st, L)))
    if typ == "list:player":
        return lambda st, L: ("players", tuple(fn(st, L)))
    if typ == "zone":
        return lambda st, L: ("zone", fn(st, L))
    return lambda st, L: plain_text(fn(st, L))


def _card_ref(st, card):
    """A card as a log or option value: who may see it where it lies now, and which face shows."""
    if card is None:
        return "none"
    inst = st.loc[card]
    m = st.model
    mask = m.instance_masks[inst] if not m.instance_top_only[inst] or st.zones[inst][-1] == card else 0
    return ("card", card, mask, m.instance_showing[inst])


def _push_triggers(st, procs: tuple[int, ...], values: list) -> None:
    model = st.model
    for idx in reversed(procs):
        local = [None] * model.procedures[idx].nlocals
        local[: len(values)] = values
        st.cur.append([idx, 0, local])


# ---- steps ---------------------------------------------------------------------------------
def _step_return(st, fr):
    st.cur.pop()


def _step_jump(target: list[int]):
    def step(st, fr):
        fr[1] = target[0]

    return step


def _step_jump_unless(cond: Fn, target: list[int]):
    def step(st, fr):
        if not cond(st, fr[2]):
            fr[1] = target[0]

    return step


def _step_guard(cond: Fn):
    def step(st, fr):
        if not cond(st, fr[2]):
            st.cur.pop()

    return step


def _step_log_phase(label: str):
    def step(st, fr):
        if st.log is not None:
            st.log.append(("phase", label))

    return step


def _step_move(cards: Fn, dest: Fn, bottom: bool):
    def step(st, fr):
        L = fr[2]
        value = cards(st, L)
        to = dest(st, L)
        d = st
        if value is None:
            return
        if d.log is None and type(value) is int:  # the common case: one card, no log
            take(d.zones[d.loc[value]], value)
            if bottom:
                d.zones[to].insert(0, value)
            else:
                d.zones[to].append(value)
            d.loc[value] = to
            return
        move_cards(st, value, to, bottom)

    return step


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
        before = {c: _card_ref(st, c) for c in seq}
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
            shown = tuple((before[c], _card_ref(st, c)) for c in cs)
            log.append(("move", _audience(st), shown, src, to))


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
    while st.events and st.events[-1][3] > len(stack) and st.events[-1][4] == st.thread_player:
        st.events.pop()


def _step_native(fn: Fn):
    """A step running a generated function (see `native.py`) on the frame's locals."""
    def step(st, fr):
        r = fn(st, fr[2])
        if r is not None:
            if r == 3:  # the game ended
                return True
            st.cur.pop()  # a `return` left the procedure

    return step


def _step_choose(src: Fn, where: Fn | None, var: int, offer: Callable):
    """A `choose`: the candidates from `src` that pass `where`, handed to `offer` (see `make_offer`)."""
    def step(st, fr):
        L = fr[2]
        items = _as_list(st, src(st, L))
        if where is not None:
            kept = []
            for x in items:
                L[var] = x
                if where(st, L):
                    kept.append(x)
            items = kept
        return offer(st, L, items)

    return step


def make_offer(by: Fn, count: Fn | None, var: int, label: str, optional: bool, elem: str, secret: bool,
               show: Fn | None, picks: int | None = None):
    """The second half of a `choose`: given the candidates (a new list), a decision for the player,
    or the one possible value set at once. Returns True when the run must stop for the decision.
    `picks`: the number K of a `count K` written as a number (K >= 2, not optional), for generated code."""
    def offer(st, L, items):
        if count is not None:
            k = count(st, L)
            items = list(map(list, itertools.combinations(items, k))) if 0 <= k <= len(items) else []
        return decide(st, L, items, by(st, L))

    def decide(st, L, items, player):
        d = st
        if optional:
            items = [None] + items
        if len(items) <= 1:
            value = items[0] if items else None
            L[var] = value
            if d.log is not None and items and not (optional and value is None):
                audience = (1 << player) if secret else _audience(st)
                shown = show(st, L) if show is not None else _value_ref(st, value, elem)
                d.log.append(("choice", audience, player, shown, label, True))
            return None
        if d.decisions < d.inline_until and d.thread_player == d.inline_thread:
            # a playout (`State.playout`): the chooser answers at once, as `apply_action` would
            action = d.chooser(len(items))
            value = L[var] = items[action]
            d.decisions += 1
            if d.log is not None:
                shown = _value_ref(st, value, elem) if show is None or value is None else show(st, L)
                if d.thread_player is not None:
                    audience = 1 << d.thread_player
                else:
                    audience = (1 << player) if secret else None
                d.log.append(("choice", audience, player, shown, label, False, action))
            return None
        decision = Decision(player, items, var, label, optional, elem, secret)
        if show is not None:
            if st.thread_player is None:
                # the state stands still until the decision is answered: each option's text is
                # computed when it is asked for (`option_ref`), not for every decision
                decision.show = show
            else:
                # other players' parts of a simultaneous block may change the state meanwhile
                texts = []
                for x in items:
                    L[var] = x
                    texts.append("pass" if x is None else show(st, L))
                decision.shown = texts
        d.pending = decision
        return True

    # for generated code (`native.py`): a choice among the candidates as they are (no `count`, no
    # pass) is answered inline in a playout without a log, after `by`; `decide` does the rest
    offer.by, offer.decide, offer.plain = by, decide, count is None and not optional
    offer.count, offer.optional, offer.picks = count, optional, picks
    return offer


def option_count(items: list, k: int | None, optional: bool) -> int:
    """How many options a choice of `items` offers (see `make_offer`): each `k` of them with a
    `count` (none if there are fewer), and a pass if the choice is optional."""
    n = len(items) if k is None else math.comb(len(items), k) if 0 <= k <= len(items) else 0
    return n + 1 if optional else n


# (n, k) -> for each k of n positions, by number, a function from n items to those k
_PICKS: dict[tuple[int, int], tuple] = {}


def _picks(n: int, k: int) -> tuple:
    """The table of `_PICKS` for n and k, made once; empty where it would be large."""
    picks = tuple(itemgetter(*c) for c in itertools.combinations(range(n), k)) if math.comb(n, k) <= 1024 else ()
    _PICKS[(n, k)] = picks
    return picks


def option_at(items: list, k: int | None, optional: bool, action: int):
    """Option `action` of a choice of `items`, in the order `make_offer` lists them: the pass first
    if optional, then each `k` of them in the order of `itertools.combinations` (made without
    making the others), or each of them without a `count`."""
    if optional:
        if action == 0:
            return None
        action -= 1
    if k is None:
        return items[action]
    if k >= 2:
        picks = _PICKS.get((len(items), k))
        if picks is None:
            picks = _picks(len(items), k)
        if picks:
            return list(picks[action](items))
    n, r = len(items), k
    c = math.comb(n, r)
    chosen = []
    while r:
        c, n, r = c * r // n, n - 1, r - 1
        while action >= c:
            action -= c
            c, n = c * (n - r) // n, n - 1
        chosen.append(items[-1 - n])
    return chosen


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
    return _value_ref(st, decision.options[action], decision.elem)


def _value_ref(st, value, elem: str):
    if value is None:
        return "pass"
    if elem == "card":
        if type(value) is list:
            return ("cards", tuple(_card_ref(st, c) for c in value))
        return _card_ref(st, value)
    if elem == "player":
        if type(value) is list:
            return ("players", tuple(value))
        return ("player", value)
    return value


def _step_end_game(winners: Fn | None, compiler: Any = None):
    def step(st, fr):
        d = st
        model = st.model
        n = model.players
        scores = None
        # the ranking is worked out where it names the winners or the log shows it, not otherwise
        if model.rank is not None and (winners is None or d.log is not None):
            scores = [model.rank(st, p) for p in range(n)]
        if winners is not None:
            w = winners(st, fr[2])
            chosen = sorted(w) if type(w) is list else ([] if w is None else [w])
        elif scores is not None:
            best = max(scores)
            chosen = [p for p in range(n) if scores[p] == best]
        else:
            chosen = []
        d.terminal = True
        d.winners = chosen
        d.stack = []
        d.cur = d.stack
        d.threads = None
        d.pending = None
        if d.log is not None:
            d.log.append(("end", tuple(chosen), None if scores is None else tuple(scores)))
        return True

    return step


# ---- operators, aggregates and built-in functions ----------------------------------------------
