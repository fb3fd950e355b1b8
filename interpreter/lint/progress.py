"""Lint's analysis of progress: loops that can never end once they start. The check that reports
them is in `structure.py`.

A loop never ends when nothing can take the run out of it (no `break` of its own, no `return`,
`exit` or `end game`, nothing it calls that may end the game or exit) and its condition cannot
change: nothing the loop does, or what it calls, writes what the condition reads (a frame local,
a variable, a card variable, the zones, an event's values), and the condition draws no random
number. Two kinds of change are known not to help: a number that the loop only ever increases,
tested with `>` or `>=` (or only decreases, with `<` or `<=`), and cards drawn from a zone the
condition never looks at (once the zone is empty, nothing changes).
"""

from __future__ import annotations

from .. import ir
from .effects import Effect, Effects, Reads, own_effect
from .facts import nodes_of

LOOPS = (ir.While, ir.Repeat, ir.For)


# ---- loops ---------------------------------------------------------------------------------------
def way_out(loop, effects: Effects) -> bool:
    """Whether something in the loop may take the run out of it other than its condition."""
    if _leaves(loop.body, 0):
        return True
    e = effects.of(loop.body)
    return e.ends or e.exits


def _leaves(stmts, depth: int) -> bool:
    for s in stmts:
        if isinstance(s, ir.Break) and depth == 0:
            return True
        if isinstance(s, (ir.Return, ir.Exit, ir.EndGame)):
            return True
        inner = depth + 1 if isinstance(s, LOOPS) else depth
        for part in _blocks(s):
            if _leaves(part, inner):
                return True
    return False


def _blocks(s) -> list:
    if isinstance(s, ir.If):
        return [b.body for b in s.branches] + [s.otherwise]
    if isinstance(s, (ir.While, ir.Repeat, ir.For, ir.Simultaneous, ir.Emit)):
        return [s.body]
    return []


def condition_of(loop):
    return loop.test if isinstance(loop, ir.While) else loop.until


def stuck_loop(program: ir.Program, loop, effects: Effects) -> str | None:
    """Why a `while` or `repeat` loop can never end once it starts, or None."""
    test = condition_of(loop)
    reads = Reads(program, test)
    if reads.random or way_out(loop, effects):
        return None
    slots = set(ir.union(*(s.facts for s in loop.body)).writes)
    effect = effects.of(loop.body)
    if not reads.changed_by(effect, slots):
        if not (reads.slots or reads.vars or reads.cvars or reads.zones or reads.events):
            return ("its condition never changes and nothing in it breaks out; leave it with 'break' or 'end game' "
                    "when the rules say it is over")
        names = sorted(reads.vars) + sorted(reads.zone_names)
        what = "what its condition reads" + (f" ('{names[0]}')" if len(names) == 1 else
                                              f" ({', '.join(repr(n) for n in names)})" if names else "")
        return (f"nothing in it changes {what} and nothing breaks out of it; change that in the loop, or leave it "
                "with 'break'")
    growing = _only_growing(loop, test, effects)
    if growing is not None:
        return growing
    drawn = _unwatched_draws(program, loop, reads, effects, slots)
    if drawn is not None:
        return (f"it draws from '{drawn}', which its condition never looks at: once '{drawn}' is empty nothing "
                f"changes and the loop goes on for ever; add 'size({drawn}) > 0' to its condition")
    return None


def _only_growing(loop, test, effects: Effects) -> str | None:
    """A condition `X > c` (or `>=`; `<`, `<=`) that the loop can only keep true: it only ever adds to X
    (subtracts from X) a positive number, and nothing it calls writes X."""
    if not isinstance(test, ir.Binary) or test.op not in ("<", "<=", ">", ">="):
        return None
    op, x, c = test.op, test.left, test.right
    if _constant(x) and not _constant(c):
        x, c = c, x
        op = {"<": ">", "<=": ">=", ">": "<", ">=": "<="}[op]
    if not _constant(c) or not (isinstance(x, ir.Local) or (isinstance(x, ir.VarValue) and x.owner is None)):
        return None
    if isinstance(loop, ir.Repeat):  # `until` ends the loop when it holds: the loop goes on while it does not
        op = {"<": ">=", "<=": ">", ">": "<=", ">=": "<"}[op]
    want = "+=" if op in (">", ">=") else "-="
    writes = [n for s in loop.body for n in nodes_of(s) if isinstance(n, ir.Assign) and _is(n.place, x)]
    if not writes or any(w.op != want or not _positive(w.value) for w in writes):
        return None
    own = own_effect(loop.body)
    called = Effect()
    called.calls, called.emits = own.calls, own.emits
    effects.follow(called)
    if isinstance(x, ir.VarValue) and x.var in called.vars:
        return None
    name = x.var if isinstance(x, ir.VarValue) else x.name
    verb = "adds to" if want == "+=" else "subtracts from"
    return (f"its body only ever {verb} '{name}', so once its condition holds it holds for ever; change the "
            "condition or what the body does")


def _positive(e) -> bool:
    return isinstance(e, ir.Literal) and type(e.value) is int and e.value > 0


def _is(place, x) -> bool:
    if isinstance(x, ir.VarValue):
        return isinstance(place, ir.VarPlace) and place.var == x.var and place.owner is None
    return isinstance(place, ir.LocalPlace) and place.slot == x.slot and place.event is None


def _constant(e) -> bool:
    """An expression that cannot change while the rules run (a literal, player_count, an option)."""
    f = e.facts
    return not f.reads and not f.state and not f.random and not f.items


def _unwatched_draws(program, loop, reads: Reads, effects: Effects, slots) -> str | None:
    """A zone the loop draws cards from that its condition never names, when those draws are the only
    thing that may change the condition (and nothing moves cards back into the zone)."""
    if not reads.zones:
        return None
    draws = {}
    for s in loop.body:
        for n in nodes_of(s):
            if isinstance(n, ir.Move):
                z = _drawn_from(n.cards)
                if z is not None:
                    draws[id(n)] = z
    if not draws:
        return None
    rest = effects.of(loop.body, skip=lambda n: id(n) in draws)
    if reads.changed_by(rest, slots):
        return None
    everything = effects.of(loop.body)
    for z in sorted(set(draws.values())):
        if z in reads.zone_names or everything.moved_to is None or z in everything.moved_to:
            continue
        return z
    return None


def _drawn_from(cards) -> str | None:
    """The zone a move takes its cards from, when it draws: top, bottom or random of a zone."""
    if isinstance(cards, ir.Call) and cards.name in ("top", "bottom", "random") and cards.args:
        z = cards.args[0]
        if isinstance(z, ir.ZoneRef):
            return z.zone
    return None
