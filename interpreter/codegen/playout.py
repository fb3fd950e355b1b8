"""Decisions inside generated functions, and `simultaneous` blocks in playouts (part of code
generation).

A `choose` hands its candidates to its `Offer` (`runtime.py`), which stops the run for a decision
or sets the one possible value. Without a log, a plain choice of one candidate or none is made
inline, and so is any choice in a playout (`State.playout`), whose chooser answers as it is
asked: drawn here exactly as `Random._randbelow` draws (`write_chooser`).

In a playout, a `simultaneous` block runs as `State._loop` runs it: each player's part runs, in
order, until its first decision (the part is a generator that yields its number of options);
then each part in turn has its decisions answered, to its end. Where the parts touch only their
own player's things (`Plan.apart`), each part instead runs to its end before the next begins,
written in a loop over the players: such code is quiet (`Function.quiet`), run only without a
log (whose lines would come in another order) and outside any player's part.
"""

from __future__ import annotations

import math
from .. import ir
from ..combinations import PICKS, option_at, option_count, picks
from ..runtime import DECLINED, END, ExitTo, PlayoutCut, answered, no_option
from .emit import Function
from .scope import Kept, Scope



def write_chooser(w, depth: int, n: str, out: str, player: str, span) -> None:
    """Sets `out` to the chooser's answer for `n` options of `player`'s decision. Where the chooser
    is a generator's `_randbelow`, its draws are made here, with the generator's `getrandbits`
    (`StateData.bits`) exactly as `_randbelow` makes them, without a call of it."""
    bits = w.fn.state("bits")
    w.add(depth, f"if {bits} is None: {out} = st.chooser({n}, {player})", span)
    w.add(depth, "else:", span)
    w.add(depth + 1, f"{out} = {bits}({n}.bit_length())", span)
    w.add(depth + 1, f"while {out} >= {n}: {out} = {bits}({n}.bit_length())", span)


def write_pick(w, depth: int, slot: str, items: str, size: str, k: int, a: str, span) -> None:
    """Sets `slot` to option `a` of a `count k` choice of `items` (`size` of them), as `option_at`
    makes it: from the table of picks, made once."""
    table = w.fn.temp()
    w.add(depth, f"{table} = {w.bind(PICKS, '_PICKS')}.get(({size}, {k})) or {w.bind(picks, '_picks')}({size}, {k})",
          span)
    made = f"{w.bind(option_at, '_option_at')}({items}, {k}, False, {a})"
    w.add(depth, f"{slot} = list({table}[{a}]({items})) if {table} else {made}", span)


def write_candidates(w, s: ir.Choose, depth: int, out: str, shared: bool) -> bool:
    """Sets `out` to a list of a `choose`'s candidates: what its source holds, those that pass its
    test (with the candidate in its slot). A zone's cards are copied, unless `shared`: then `out`
    is the zone's own list, which `write_offer` copies only for a decision (returns whether `out`
    is that list)."""
    span = s.span
    if s.where is None:
        if shared and s.source.type.kind == "zone":
            w.add(depth, f"{out} = {w.fn.state('zones')}[{w.code(s.source)}]", span)
            return True
        w.add(depth, f"{out} = {w.snapshot(s.source)}", span)
        return False
    x = w.fn.temp()
    source = w.code(s.source)
    typ = s.source.type
    if typ.kind == "zone":
        items = f"{w.fn.state('zones')}[{source}]"
    elif typ.is_list:
        items = f"({source} or [])"
    else:
        items = w.snapshot(s.source)
    # what the test works out the same for every candidate, it works out once
    test_writer = w.exprs(Scope(w.scope.locals, {**w.scope.named, s.slot: x}, w.scope.items, w.scope.stable))
    memo = Kept()
    test_writer.memo = (lambda facts: s.slot in facts.reads, memo)
    test = test_writer.code(s.where)
    if memo:
        for name in memo.values():
            w.add(depth, f"{name} = _NOT_YET", span)
    w.add(depth, f"{out} = []", span)
    w.add(depth, f"for {x} in {items}:", span)
    w.add(depth + 1, f"if {test}: {out}.append({x})", span)
    return False


def write_offer(w, s: ir.Choose, depth: int, items: str, stop: str, in_thread: bool = True,
                zone: bool = False) -> None:
    """Hands the candidates `items` to a `choose`'s offer, running `stop` when the run must stop for
    the decision. Without a log, a plain choice of one candidate or none is made inline, and so is a
    choice in a playout (`in_thread`: the code may run in a player's part of a `simultaneous`
    block). `zone`: `items` is a zone's own list, copied for a decision."""
    offer = w.gen.offer(s)
    span = s.span
    L = w.scope.locals
    slot = f"{L}[{s.slot}]"
    copy = "[:]" if zone else ""
    bound = w.bind(offer, "_offer")
    if not offer.plain and offer.picks is None and not _passable(offer):
        w.add(depth, f"if {bound}(st, {L}, {items}{copy}): {stop}", span)
        return
    player = w.fn.temp()
    w.add(depth, f"{player} = {w.exprs().player(s.by)}", span)
    n, a = w.fn.temp(), w.fn.temp()
    no_log = w.no_log()
    inline = f"{no_log}st.decisions < st.inline_until"
    if in_thread:
        inline += " and st.thread_player == st.inline_thread"
    if offer.picks is not None:
        # `count K` of a number: the combinations are counted, and only the chosen one is made
        k, size = offer.picks, w.fn.temp()
        w.add(depth, f"{size} = len({items}); {n} = {w.bind(math.comb, '_comb')}({size}, {k})", span)
        write_strict(w, s, depth, f"not {n}", player)
        w.add(depth, f"if {w.log_test(f'{n} <= 1')}:", span)
        w.add(depth + 1, f"{slot} = {w.bind(option_at, '_option_at')}({items}, {k}, False, 0) if {n} else None", span)
        w.add(depth, f"elif {inline}:", span)
        write_chooser(w, depth + 1, n, a, player, span)
        write_pick(w, depth + 1, slot, items, size, k, a, span)
        w.add(depth + 1, "st.decisions += 1", span)
        write_answered(w, depth + 1, a, in_thread, span)
        w.add(depth, f"elif {bound}(st, {L}, {items}{copy}): {stop}", span)
        return
    if _passable(offer):
        # the options are a pass (option 0, none) and the candidates: with no candidate, the pass
        # alone, which no log line tells (as `Offer.decide`)
        w.add(depth, f"{n} = len({items}) + 1", span)
        w.add(depth, f"if {n} == 1:", span)
        one, answer = "None", f"{items}[{a} - 1] if {a} else None"
    else:
        w.add(depth, f"{n} = len({items})", span)
        write_strict(w, s, depth, f"not {n}", player)
        w.add(depth, f"if {w.log_test(f'{n} <= 1')}:", span)
        one, answer = f"{items}[0] if {n} else None", f"{items}[{a}]"
    w.add(depth + 1, f"{slot} = {one}", span)
    w.add(depth, f"elif {inline}:", span)
    write_chooser(w, depth + 1, n, a, player, span)
    w.add(depth + 1, f"{slot} = {answer}; st.decisions += 1", span)
    write_answered(w, depth + 1, a, in_thread, span)
    if w.logging:
        # without a log, two options or more that no playout answers: the decision waits
        options = f"[None] + {items}" if _passable(offer) else f"{items}{copy}"
        pend = w.bind(offer.pend, "_pend")
        w.add(depth, f"elif {w.fn.state('log')} is None: {pend}(st, {L}, {options}, {player}); {stop}", span)
    w.add(depth, f"elif {w.bind(offer.decide, '_decide')}(st, {L}, {items}{copy}, {player}): {stop}", span)


def _passable(offer) -> bool:
    """A choice among the candidates as they are, or none (`optional`, no `count`): answered
    inline as a plain one is, its options the pass and the candidates."""
    return offer.optional and offer.count is None and not offer.strict


def write_answered(w, depth: int, a: str, in_thread: bool, span) -> None:
    """In a player's part of a `simultaneous` block, notes the answer `a` on the part (`answered`)."""
    if in_thread:
        w.add(depth, f"if st.thread_player is not None: {w.bind(answered, '_answered')}(st, {a})", span)


def write_strict(w, s: ir.Choose, depth: int, empty: str, player: str) -> None:
    """A compulsory choice that may not be empty stops the rules where it finds no legal option."""
    if not s.may_be_empty:
        w.add(depth, f"if {empty}: {w.bind(no_option, '_no_option')}({player}, {s.label!r})", s.span)


def write_choose(w, s: ir.Choose, depth: int) -> None:
    """A `choose` in a playout: answered at once, or the playout has run too long. In a player's part
    of a `simultaneous` block, a choice of two options or more yields how many there are, and the
    chosen one's number comes back (see `write_simultaneous`); only that option is made, not every
    combination of a `count`."""
    span = s.span
    o = w.fn.temp()
    # a player's part keeps the candidates while the others run: they are copied there
    zone = write_candidates(w, s, depth, o, shared=not w.yielding)
    if not w.yielding:
        write_offer(w, s, depth, o, f"raise {w.bind(PlayoutCut, '_PlayoutCut')}()", in_thread=False, zone=zone)
        return
    offer = w.gen.offer(s)
    slot = f"{w.scope.locals}[{s.slot}]"
    player = w.fn.temp()
    w.add(depth, f"{player} = {w.exprs().player(s.by)}", span)  # as the offer would: the same errors
    if offer.plain:
        write_strict(w, s, depth, f"not {o}", player)
        w.add(depth, f"if len({o}) <= 1:", span)
        w.add(depth + 1, f"{slot} = {o}[0] if {o} else None", span)
        w.add(depth, "else:", span)
        w.add(depth + 1, f"{slot} = {o}[(yield len({o}))]", span)
        w.fn.yields = True
        return
    w.fn.yields = True
    at = w.bind(option_at, "_option_at")
    if offer.picks is not None:
        # `count K` of a number: its combinations are counted and made without checking K
        n, size, a = w.fn.temp(), w.fn.temp(), w.fn.temp()
        w.add(depth, f"{size} = len({o}); {n} = {w.bind(math.comb, '_comb')}({size}, {offer.picks})", span)
        write_strict(w, s, depth, f"not {n}", player)
        w.add(depth, f"if {n} > 1:", span)
        w.add(depth + 1, f"{a} = (yield {n})", span)
        write_pick(w, depth + 1, slot, o, size, offer.picks, a, span)
        w.add(depth, f"else: {slot} = {at}({o}, {offer.picks}, False, 0) if {n} else None", span)
        return
    k, n = w.fn.temp(), w.fn.temp()
    w.add(depth, f"{k} = {w.code(s.count) if s.count is not None else 'None'}", span)
    if s.count is not None:
        combinations = f"({w.bind(math.comb, '_comb')}(len({o}), {k}) if 0 <= {k} <= len({o}) else 0)"
        w.add(depth, f"{n} = {combinations}{' + 1' * s.optional}", span)
    else:
        w.add(depth, f"{n} = {w.bind(option_count, '_option_count')}({o}, {k}, {s.optional})", span)
    write_strict(w, s, depth, f"not {n}", player)
    option = f"{at}({o}, {k}, {s.optional}, "
    w.add(depth, f"{slot} = {option}(yield {n})) if {n} > 1 else {option}0) if {n} else None", span)


def write_simultaneous(w, s: ir.Simultaneous, depth: int) -> None:
    """A `simultaneous` block in a playout (see the module docstring). Where the parts are not apart,
    only as the whole statement of a region, which declines (the block's steps run) with a log or
    inside a player's part."""
    span = s.span
    gen = w.gen
    if gen.plan.apart(s):
        assert w.fn.quiet, "code with parts that run one after the other is quiet"
        p = w.fn.temp()
        w.add(depth, f"for {p} in {w.snapshot(s.source)}:", span)
        w.add(depth + 1, f"st.thread_player = st.inline_thread = {p}", span)
        # each part's code written in the loop, with a copy of the locals of its own
        place = f"_i{next(w.fn.unit.places)}"
        w.add(depth + 1, f"{place} = {w.scope.locals}[:]; {place}[{s.slot}] = {p}", span)
        written = ir.union(*(x.facts for x in s.body)).writes
        named = {s.slot: p} if s.slot not in written else {}
        part = w.__class__(gen, w.fn, Scope(place, named), w.kind, w.owner, playout=True)
        part.block(s.body, depth + 1)
        w.add(depth, "st.thread_player = st.inline_thread = None", span)
        return
    assert depth == 0, "a simultaneous block is generated only as a region of its own"
    add = w.add
    add(0, f"if {w.fn.state('log')} is not None or st.thread_player is not None: return {DECLINED}", span)
    body = Function(w.fn.unit, w.fn.proc_name)
    body.quiet = w.fn.quiet
    body.memo = w.fn.memo
    body.nesting = "1 - len(st.cur)"  # the steps run a part on a stack of its own, of one frame
    part = w.__class__(gen, body, Scope(), w.kind, w.owner, playout=False, yielding=True)
    part.block(s.body, 0)
    if not body.yields:
        body.add(0, "if False: yield", span)  # a part without decisions: a generator all the same
    part_fn, stop, exit_to = w.bind(body.compile(), "_part"), w.bind(StopIteration, "_Stop"), w.bind(ExitTo, "_ExitTo")
    add(0, "_parts = []", span)
    add(0, f"for _p in {w.snapshot(s.source)}:", span)
    add(1, f"_l = L[:]; _l[{s.slot}] = _p; st.thread_player = _p; _g = {part_fn}(st, _l); _n = len(st.events)", span)
    add(1, "try:", span)
    add(2, "_parts.append((_p, _g, next(_g)))", span)
    add(1, f"except {stop} as _e:", span)
    add(2, f"if _e.value == {END}: st.thread_player = None; return {END}", span)
    add(1, f"except {exit_to}:", span)
    add(2, "del st.events[_n:]", span)
    add(0, "for _p, _g, _o in _parts:", span)  # `_o`: how many options the part's decision has
    add(1, "st.thread_player = st.inline_thread = _p; _n = len(st.events)", span)
    add(1, "try:", span)
    add(2, "while True:", span)
    add(3, f"if st.decisions >= st.inline_until: raise {w.bind(PlayoutCut, '_PlayoutCut')}()", span)
    write_chooser(w, 3, "_o", "_a", "_p", span)
    add(3, "st.decisions += 1; _o = _g.send(_a)", span)
    add(1, f"except {stop} as _e:", span)
    add(2, f"if _e.value == {END}: st.thread_player = st.inline_thread = None; return {END}", span)
    add(1, f"except {exit_to}:", span)
    add(2, "del st.events[_n:]", span)
    add(0, "st.thread_player = st.inline_thread = None", span)
