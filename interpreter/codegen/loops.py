"""Aggregates written as loops (part of code generation).

An aggregate (`count`, `sum`, `any`, `all`, `max`, `min`, `first`, `filter`) is a Python `for`
loop over a zone's cards or a list's items. It is written in one of two forms:

- in place, before the statement that works it out first and always, with nothing done before it
  that could fail or do anything (`first_aggregate`): `if count(...) >= 5`, `let x = filter(...)`,
  `for x in filter(...)`; its value is left in a temporary that the statement then reads;
- as a function of its own, called where it stands (`loop_function`), taking as parameters the
  names of the code around it that it reads.

In both, what the loop reads that stays the same while it runs is read once, before it: the
frame slots its test and value read, the parts of the state (as `Read`s kept in names), a fixed
field of a card held in such a slot (looked up before the loop, the loop as written standing by
should the lookup fail), and any aggregate or define call inside it that does not read its item
(worked out the first time it is reached, `NOT_YET` until then).
"""

from __future__ import annotations

from operator import itemgetter

from .. import ir
from ..runtime import spent
from ..types import PLAYER, ZONE, list_of
from .emit import Function, Line
from .expr import ExprGen
from .patterns import compared_value
from .scope import EVERY_SLOT, Kept, Scope


# How deeply statements may nest where loops are written in place (Python limits nested blocks).
MAX_DEPTH = 12
# How many lines of loops written in place a function takes at most (nested ones multiply).
LOOP_LINES = 400

_SAFE = "safe"
_PLAYERS = list_of(PLAYER)
_ZONES = list_of(ZONE)
_SEATS = ("players", "players_from", "players_after", "players_before")  # built-ins that list some players
SHORT = 100  # a loop over this many items or fewer, fixed before the game, is short


def first_aggregate(e: ir.Expr, replaced: dict, g: ExprGen | None = None) -> ir.Aggregate | None:
    """The aggregate (one written as a loop) that working out `e` starts with, made always, with
    nothing worked out before it that could fail or do anything; None if there is none such.
    Nodes in `replaced` are already worked out (their value is in a name)."""
    found = _first(e, replaced, g)
    return found if isinstance(found, ir.Aggregate) else None


def _first(e: ir.Expr, replaced: dict, g: ExprGen | None):
    if id(e) in replaced:
        return _SAFE
    if isinstance(e, ir.Aggregate):
        return e if loop_form(e) and (g is None or not g.fields_kept(e)) else None
    if e.facts.safe and not any(isinstance(x, ir.Aggregate) for x in ir.walk(e)):
        return _SAFE
    if isinstance(e, ir.Binary):
        parts = (e.left, e.right)
    elif isinstance(e, (ir.And, ir.Or)):
        parts = (e.left,)
    elif isinstance(e, (ir.Not, ir.Neg)):
        parts = (e.value,)
    elif isinstance(e, ir.Cond):
        parts = (e.test,)
    elif isinstance(e, ir.Index):
        parts = (e.base, e.index)
    elif isinstance(e, ir.ListOf):
        parts = e.items
    elif isinstance(e, ir.CardField) and e.kind == "field":
        parts = (e.card,)  # a column of values indexed by the card
    else:
        return None
    for part in parts:
        found = _first(part, replaced, g)
        if found is not _SAFE:
            return found
    return None  # the node itself does something that may fail, before what follows it


def loop_form(e: ir.Aggregate) -> bool:
    """Whether an aggregate is written as a loop (not as one call in C: see `ExprGen.aggregate`)."""
    return not (e.fn == "count" and e.where is None or compared_value(e) is not None)


def worked_out(g: ExprGen, e: ir.Expr, depth: int, span=None, owner: str | None = None) -> str:
    """The source of `e`, where the aggregates it works out first are written as loops at `depth`
    of `g`'s function, before the line that uses the source. The loops' lines are the statement's
    (`span`, and `owner`, the procedure it belongs to), so that an error in them points there."""
    fn = g.fn
    replaced = g.replaced
    while depth <= MAX_DEPTH and fn.loop_budget > 0:
        agg = first_aggregate(e, replaced, g)
        if agg is None:
            break
        result = fn.temp()
        write_loop(g, agg, depth, result, returns=False, span=span, owner=owner)
        replaced = {**replaced, id(agg): result}
        g = g.with_replaced(replaced)
    return g.code(e)


def write_loop(g: ExprGen, e: ir.Aggregate, depth: int, result: str | None, returns: bool, span=None,
               owner: str | None = None) -> None:
    """Writes aggregate `e` as a loop into `g`'s function at `depth`: leaving its value in `result`,
    or (`returns`) returning it, as the body of a function of its own. Its lines are placed at
    `span` of procedure `owner` (see `worked_out`)."""
    fn = g.fn

    def add(d: int, text: str) -> None:
        fn.add(d, text, span, owner)

    start = len(fn.lines)
    source = g.iterable(e.source)
    # the slots the loop reads, read once before it (nothing in the loop writes them)
    named = dict(g.scope.named)
    reads = frozenset().union(*(x.facts.reads for x in (e.where, e.value, e.key) if x is not None))
    if g.scope.subst is None:
        for slot in sorted(reads):
            if slot not in named and slot not in g.scope.stable:
                named[slot] = fn.temp()
                add(depth, f"{named[slot]} = {g.scope.locals}[{slot}]")
    if spends(e.source, ir.union(*(x.facts for x in (e.where, e.value, e.key) if x is not None)), g.gen):
        source = spend(fn, source, depth, add)
    item = fn.temp()
    scope = Scope(g.scope.locals, named, {**g.scope.items, e.binding: item}, g.scope.stable, g.scope.subst)
    hot = e.source.type != _PLAYERS  # over a few players, reading once more each time costs less than reading first
    memo = Kept()
    body_start = len(fn.lines)
    lookups: dict = {}
    loop = _Loop(g, e, scope, hot, memo, source, item, result, returns, span, owner)
    loop.write(depth, lookups)
    if lookups:
        # a field of a card read once (`v.f` in `c.f == v.f`) is looked up once, before the loop; should the
        # lookup fail, the loop as written fails (or not) where it would have
        fast = fn.lines[body_start:]
        del fn.lines[body_start:]
        loop.write(depth + 1, None)
        slow = fn.lines[body_start:]
        del fn.lines[body_start:]
        add(depth, "try:")
        for expression, name in lookups.items():
            add(depth + 1, f"{name} = {expression}")
        add(depth, "except Exception:")
        fn.lines.extend(slow)
        add(depth, "else:")
        for line in fast:
            line.depth += 1
        fn.lines.extend(fast)
    for name in reversed(memo.values()):
        fn.lines.insert(body_start, Line(depth, [f"{name} = _NOT_YET"], span, owner))
    fn.loop_budget -= len(fn.lines) - start


def spends(source: ir.Expr, body: ir.Facts, gen) -> bool:
    """Whether a loop over `source` whose body (its test, value and statements) does `body` spends
    rounds (see `spend`). Every loop does but the innermost over a few items, fixed before the game:
    the players, an enum's values, a list written out or a range of literals (at most `SHORT`
    items), a zone's cards where the game has at most `SHORT` cards. Such a loop holds no loop (nor
    aggregate), so its rounds do bounded work, and how often it runs is counted where it lies: in a
    loop that spends, or in a step. (What its body calls, procedures and triggers, counts its own
    loops where they lie.)"""
    if body.loops:
        return True
    for _ in range(20):  # a define is what it stands for
        if not isinstance(source, ir.DefineCall):
            break
        source = gen.program.define(source.define).value
    if isinstance(source, ir.Range):
        return not (isinstance(source.low, ir.Literal) and isinstance(source.high, ir.Literal)
                    and source.high.value - source.low.value < SHORT)
    if isinstance(source, ir.ListOf):
        return len(source.items) > SHORT
    if isinstance(source, ir.EnumValues):
        return len(source.values) > SHORT
    if source.type.kind == "zone" or source.type == _ZONES or isinstance(source, ir.Call) and source.name == "cards":
        return len(gen.layout.card_names) > SHORT  # a zone's cards
    return not (isinstance(source, ir.Call) and source.name in _SEATS)


def spend(fn, source: str, depth: int, add) -> str:
    """Takes what a loop runs over (`source`) into a name, and its length from the budget of rounds
    (`StateData.budget`), once, before the loop: nested loops and loops run again and again are
    stopped at the step limit, as steps are. Returns the name."""
    items = fn.temp()
    add(depth, f"{items} = {source}")
    add(depth, f"st.budget -= len({items})")
    add(depth, f"if st.budget < 0: {fn.bind(spent, '_spent')}(st)")
    return items


class _Loop:
    """The lines of one aggregate's loop (see `write_loop`)."""

    def __init__(self, g: ExprGen, e: ir.Aggregate, scope: Scope, hot: bool, memo: dict, source: str, item: str,
                 result: str | None, returns: bool, span, owner: str | None):
        self.g, self.e, self.scope, self.hot, self.memo = g, e, scope, hot, memo
        self.source, self.item, self.result, self.returns = source, item, result, returns
        self.span, self.owner = span, owner

    def add(self, depth: int, text: str) -> None:
        self.g.fn.add(depth, text, self.span, self.owner)

    def write(self, depth: int, lookups: dict | None) -> None:
        g, e, add, item, returns = self.g, self.e, self.add, self.item, self.returns
        fn = g.fn
        body = ExprGen(g.gen, fn, self.scope, g.replaced, self.hot)
        body.memo = (lambda facts: e.binding in facts.items, self.memo)
        body.lookups = lookups
        kind = e.fn
        value_node, test_node = e.value, e.where
        if kind in ("any", "all") and test_node is None and value_node is not None:
            test_node, value_node = value_node, None
        n = self.result if not returns else fn.temp()
        start = {"count": "0", "sum": "0", "filter": "[]", "sort": "[]", "max": "None", "min": "None"}.get(kind)
        if kind in ("any", "all", "first") and not returns:
            start = {"any": "False", "all": "True", "first": "None"}[kind]
        if start is not None:
            add(depth, f"{n} = {start}")
        add(depth, f"for {item} in {self.source}:")
        d = depth + 1
        if test_node is not None:
            test = worked_out(body, test_node, d, *self.place())
            add(d, f"if not ({test}):" if kind == "all" else f"if {test}:")
            d += 1
        elif kind == "all":  # `all` with nothing to test: true
            add(d, "pass")
            self.finish(n, depth)
            return
        value = worked_out(body, value_node, d, *self.place()) if value_node is not None else item
        if kind == "count":
            add(d, f"{n} += 1")
        elif kind == "sum":
            add(d, f"{n} += {value}")
        elif kind == "filter" or (kind == "sort" and e.key is None):
            add(d, f"{n}.append({value})")
        elif kind == "sort":  # the key first, then the value: sorted by the key alone (see `finish`)
            add(d, f"{n}.append(({worked_out(body, e.key, d, *self.place())}, {value}))")
        elif kind in ("max", "min"):
            v = fn.temp()
            add(d, f"{v} = {value}")
            add(d, f"if {n} is None or {v} {'>' if kind == 'max' else '<'} {n}:")
            add(d + 1, f"{n} = {v}")
        elif returns:
            add(d, f"return {dict(any='True', all='False', first=value)[kind]}")
        else:
            add(d, f"{n} = {dict(any='True', all='False', first=value)[kind]}")
            add(d, "break")
        self.finish(n, depth)

    def place(self) -> tuple:
        """Where the loop's lines are placed, for the loops written inside it."""
        return self.span, self.owner

    def finish(self, n: str, depth: int) -> None:
        e = self.e
        if e.fn == "sort":
            order = ", reverse=True" if e.descending else ""
            if e.key is None:
                self.add(depth, f"{n}.sort({order[2:]})")
            else:
                self.add(depth, f"{n}.sort(key={self.g.bind(itemgetter(0), '_key')}{order})")
                self.add(depth, f"{n} = [_v for _k, _v in {n}]")
        if self.returns:
            self.add(depth, f"return {dict(any='False', all='True', first='None').get(self.e.fn, n)}")


def loop_function(gen, e: ir.Aggregate, scope: Scope, params: list[str], memo: bool = False):
    """An aggregate as a function of its own: `f(st, *params)`, `params` the names of the code
    around it that it reads (its locals list, items of loops around it, kept arguments). Its
    lines have no span: an error in it is placed at the statement that called it. `memo`: called
    only within a run of the rules (see `memo.py`)."""
    fn = Function(gen.unit, gen.current_name, ", ".join(["st", *params]), "_loop")
    fn.quiet = True  # an aggregate writes no log
    fn.memo = memo
    inner = Scope(scope.locals, scope.named, scope.items, EVERY_SLOT, scope.subst)
    write_loop(ExprGen(gen, fn, inner), e, 0, None, returns=True)
    return fn.compile()
