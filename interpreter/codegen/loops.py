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

from .. import ir
from ..types import PLAYER, list_of
from .emit import Function, Line
from .expr import EVERY_SLOT, ExprGen, Scope, compared_value


# How deeply statements may nest where loops are written in place (Python limits nested blocks).
MAX_DEPTH = 12
# How many lines of loops written in place a function takes at most (nested ones multiply).
LOOP_LINES = 400

_SAFE = "safe"
_PLAYERS = list_of(PLAYER)


def first_aggregate(e: ir.Expr, replaced: dict) -> ir.Aggregate | None:
    """The aggregate (one written as a loop) that working out `e` starts with, made always, with
    nothing worked out before it that could fail or do anything; None if there is none such.
    Nodes in `replaced` are already worked out (their value is in a name)."""
    found = _first(e, replaced)
    return found if isinstance(found, ir.Aggregate) else None


def _first(e: ir.Expr, replaced: dict):
    if id(e) in replaced:
        return _SAFE
    if isinstance(e, ir.Aggregate):
        return e if loop_form(e) else None
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
        found = _first(part, replaced)
        if found is not _SAFE:
            return found
    return None  # the node itself does something that may fail, before what follows it


def loop_form(e: ir.Aggregate) -> bool:
    """Whether an aggregate is written as a loop (not as one call in C: see `ExprGen.aggregate`)."""
    return not (e.fn == "count" and e.where is None) and compared_value(e) is None


def worked_out(g: ExprGen, e: ir.Expr, depth: int) -> str:
    """The source of `e`, where the aggregates it works out first are written as loops at `depth`
    of `g`'s function, before the line that uses the source."""
    fn = g.fn
    replaced = g.replaced
    while depth <= MAX_DEPTH and fn.loop_budget > 0:
        agg = first_aggregate(e, replaced)
        if agg is None:
            break
        result = fn.temp()
        write_loop(g, agg, depth, result, returns=False)
        replaced = {**replaced, id(agg): result}
        g = g.with_replaced(replaced)
    return g.code(e)


def write_loop(g: ExprGen, e: ir.Aggregate, depth: int, result: str | None, returns: bool) -> None:
    """Writes aggregate `e` as a loop into `g`'s function at `depth`: leaving its value in `result`,
    or (`returns`) returning it, as the body of a function of its own."""
    fn = g.fn
    start = len(fn.lines)
    source = g.iterable(e.source)
    # the slots the loop reads, read once before it (nothing in the loop writes them)
    named = dict(g.scope.named)
    reads = (e.where.facts.reads if e.where is not None else frozenset()) | \
        (e.value.facts.reads if e.value is not None else frozenset())
    if g.scope.subst is None:
        for slot in sorted(reads):
            if slot not in named and not (g.scope.locals == "L" and slot in g.scope.stable):
                named[slot] = fn.temp()
                fn.add(depth, f"{named[slot]} = {g.scope.locals}[{slot}]", span=e.span)
    item = fn.temp()
    scope = Scope(g.scope.locals, named, {**g.scope.items, e.binding: item}, g.scope.stable, g.scope.subst)
    hot = e.source.type != _PLAYERS  # over a few players, reading once more each time costs less than reading first
    memo: dict = {}
    memo_start = len(fn.lines)
    body_start = len(fn.lines)
    lookups: dict = {}
    _loop_lines(g, e, scope, hot, memo, lookups, source, item, depth, result, returns)
    if lookups:
        # a field of a card read once (`v.f` in `c.f == v.f`) is looked up once, before the loop; should the
        # lookup fail, the loop as written fails (or not) where it would have
        fast = fn.lines[body_start:]
        del fn.lines[body_start:]
        _loop_lines(g, e, scope, hot, memo, None, source, item, depth + 1, result, returns)
        slow = fn.lines[body_start:]
        del fn.lines[body_start:]
        fn.add(depth, "try:", span=e.span)
        for expression, name in lookups.items():
            fn.add(depth + 1, f"{name} = {expression}", span=e.span)
        fn.add(depth, "except Exception:", span=e.span)
        fn.lines.extend(slow)
        fn.add(depth, "else:", span=e.span)
        for line in fast:
            line.depth += 1
        fn.lines.extend(fast)
    if memo:
        for name in reversed(memo.values()):
            fn.lines.insert(memo_start, Line(depth, [f"{name} = _NOT_YET"], e.span, None))
    fn.loop_budget -= len(fn.lines) - start


def _loop_lines(g: ExprGen, e: ir.Aggregate, scope: Scope, hot: bool, memo: dict, lookups: dict | None,
                source: str, item: str, depth: int, result: str | None, returns: bool) -> None:
    fn = g.fn
    body = ExprGen(g.gen, fn, scope, g.replaced, hot)
    body.memo = (lambda facts: e.binding in facts.items, memo)
    body.lookups = lookups
    span = e.span
    kind = e.fn
    value_node = e.value
    test_node = e.where
    if kind in ("any", "all") and test_node is None and value_node is not None:
        test_node, value_node = value_node, None
    n = result if not returns else fn.temp()
    start = {"count": "0", "sum": "0", "filter": "[]", "max": "None", "min": "None"}.get(kind)
    if returns and kind in ("any", "all", "first"):
        start = None
    elif kind in ("any", "all", "first"):
        start = {"any": "False", "all": "True", "first": "None"}[kind]
    if start is not None:
        fn.add(depth, f"{n} = {start}", span=span)
    fn.add(depth, f"for {item} in {source}:", span=span)
    d = depth + 1
    if test_node is not None:
        test = worked_out(body, test_node, d)
        if kind == "all":
            fn.add(d, f"if not ({test}):", span=span)
        else:
            fn.add(d, f"if {test}:", span=span)
        d += 1
    elif kind == "all":  # `all` with nothing to test: true
        fn.add(d, "pass", span=span)
        return _finish(fn, n, kind, depth, returns, span)
    value = worked_out(body, value_node, d) if value_node is not None else item
    if kind == "count":
        fn.add(d, f"{n} += 1", span=span)
    elif kind == "sum":
        fn.add(d, f"{n} += {value}", span=span)
    elif kind == "filter":
        fn.add(d, f"{n}.append({value})", span=span)
    elif kind in ("max", "min"):
        v = fn.temp()
        fn.add(d, f"{v} = {value}", span=span)
        fn.add(d, f"if {n} is None or {v} {'>' if kind == 'max' else '<'} {n}:", span=span)
        fn.add(d + 1, f"{n} = {v}", span=span)
    elif returns:
        fn.add(d, f"return {dict(any='True', all='False', first=value)[kind]}", span=span)
    else:
        fn.add(d, f"{n} = {dict(any='True', all='False', first=value)[kind]}", span=span)
        fn.add(d, "break", span=span)
    _finish(fn, n, kind, depth, returns, span)


def _finish(fn: Function, n: str, kind: str, depth: int, returns: bool, span) -> None:
    if returns:
        fn.add(depth, f"return {dict(any='False', all='True', first='None').get(kind, n)}", span=span)


def loop_function(gen, e: ir.Aggregate, scope: Scope, params: list[str]):
    """An aggregate as a function of its own: `f(st, *params)`, `params` the names of the code
    around it that it reads (its locals list, items of loops around it, kept arguments)."""
    fn = Function(gen.unit, gen.current_name, ", ".join(["st", *params]), "_loop")
    fn.quiet = True  # an aggregate writes no log
    inner = Scope(scope.locals, scope.named, scope.items, EVERY_SLOT, scope.subst)
    write_loop(ExprGen(gen, fn, inner), e, 0, None, returns=True)
    return fn.compile()
