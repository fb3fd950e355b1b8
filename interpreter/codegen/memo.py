"""Define calls worked out once while what they read stays the same (part of code generation).

A define whose value loops over cards (`weight(x) = sum(y.size for y in pile of owner(x) where
y.on == x)`) costs a loop at every call, and rules call such defines again and again between two
changes of what they read: every option of a decision may ask a test of each card, and each test
ask for the same sum. In the code of procedures and triggers, a call of such a define first looks
its arguments up in a table of the define's values, and works the value out only when it is not
there.

The tables are the state's own (`StateData.memos`, a list made as the state's first run begins,
not copied with the state), so that states of one game running in several threads, or one inside
another's run (a chooser's search), never share them. A table holds only what the state as it
stands gives, so it is emptied:
- after every statement that may change what the define reads (through the defines it calls as
  well): moving cards to a zone it reads, or from one (`top(Z)` and `cards(Z)` name the zone they
  leave; a card held in a local lies wherever it lies, so the code empties the tables of the zone
  it leaves as it moves it, `leaving`), or moving any card where it reads where cards lie or a
  zone worked out, shuffling a zone it reads, setting a variable or card variable it reads
  (`clearing`);
- as a run of the rules on the state begins (`State._run`), but for one that goes on from the
  decision the last run stopped at (`apply_action`, a playout's decisions): answering it changes
  nothing a define reads. A position changed from outside the rules (by hand, by the rigging
  methods) calls `StateData.forget_memos`; a copy (a determinization) starts without tables;
  chance mode's runs start afresh. Only code that runs within a run uses the tables: the
  functions of procedures, triggers and their steps, and the aggregates they call. The ranking,
  the labels of options and expressions evaluated from outside never do.

A define is kept so (`Memos.table` is not None) when its own value loops (an aggregate: a define
that only calls such defines is cheap once their values are kept) over something that depends on
every one of its parameters (`fits(p, c) = c.size < 3 or not any(x in pile of p where ...)`,
asked for each card c of a pile, has a loop that depends on p alone: the loop around the call
works it out once, and the pairs (p, c) are never asked twice), working it out can change nothing
and draw nothing, it reads only zones, where cards lie, variables and card variables (through the
defines it calls as well), and it takes and gives only plain values (numbers, truth values, texts,
players, cards, zones, enumeration values), so that equal arguments are the same question and a
value kept cannot be changed by its user. A table's key is the argument, or the tuple of them
(looked up once, with `dict.get`: making, hashing and comparing a tuple twice costs more).

A kept define may also be indexed by a parameter (`index_shape`): where it asks whether, or how
many, items pass a test that compares a field of the item with the parameter, one loop answers it
for every value of the parameter, kept in a table of its own by the other arguments (`indexed`),
emptied wherever the define's own table is; guarded where that loop may fail and the define's
would not (`guarded_index`).
"""

from __future__ import annotations

from .. import ir
from ..records import evolve, frozen
from ..runtime import NOT_YET, Runaway, counts
from ..types import BOOL, list_of
from .scope import Scope

_PLAIN = ("int", "bool", "text", "player", "card", "zone", "enum", "none")
_PARTS = frozenset({"zones", "loc", "vars", "cvars"})


class Watch:
    """What an expression reads of the state (a define's value, the ranking keys), through the
    defines it calls where so gathered: zones by name (`every_zone`: any, where a zone is a value
    worked out), where cards lie, variables and card variables by name."""

    def __init__(self) -> None:
        self.zones: set[str] = set()
        self.every_zone = False
        self.loc = False
        self.vars: set[str] = set()
        self.cvars: set[str] = set()

    def add(self, other: "Watch") -> None:
        """Adds what `other` reads."""
        self.zones |= other.zones
        self.every_zone = self.every_zone or other.every_zone
        self.loc = self.loc or other.loc
        self.vars |= other.vars
        self.cvars |= other.cvars

    @property
    def cards(self) -> bool:
        """Whether it reads which cards lie where."""
        return bool(self.zones) or self.every_zone or self.loc


def kept(g, e: ir.DefineCall, value: str) -> str:
    """`value`, the code of a define's call written by the expression writer `g`, looked up first in
    the define's table of values, where the define's values are kept and the code runs only within
    a run of the rules, and worked out and kept where it is not there. The arguments are the key
    (the argument, or the tuple of them), where working them out cannot fail: names, literals, the
    fields of an aggregate's item (working out the key first must not fail where the define would
    not have read its parameter)."""
    table = g.gen.memos.table(e.define) if g.fn.memo else None
    if table is None or not all(_sure(g, a) for a in e.args):
        return value
    return _looked_up(g, table, [g.code(a) for a in e.args], value)


def _looked_up(g, table: int, args: list[str], value: str) -> str:
    """The value kept in table number `table` under the arguments `args` (the argument, or the
    tuple of them), where it is there; else `value`, worked out and kept."""
    t = table_read(g.fn, table, len(g.gen.memos.tables), g.hot)
    value = g.fn.cold(value)  # worked out where the table does not have it yet
    if len(args) < 2:
        key = args[0] if args else "None"
        return f"({t}[{key}] if {key} in {t} else {t}.setdefault({key}, {value}))"
    # a tuple of arguments is made, hashed and compared once where the value is there
    key, found = f"({', '.join(args)},)", g.fn.temp()
    g.fn.env["_NOT_YET"] = NOT_YET
    return f"({found} if ({found} := {t}.get({key}, _NOT_YET)) is not _NOT_YET else {t}.setdefault({key}, {value}))"


@frozen
class Index:
    """How a define is indexed by a parameter (`index_shape`): the `filter` of the compared field
    (`node`), the parameter's slot, the aggregate's kind (`any` or `count`), the aggregate itself
    (the define's value or a part of it), whether the index is guarded (`guarded_index`), and the
    number of its table (`table`, -1 until `Memos` numbers it)."""

    node: ir.Aggregate
    slot: int
    kind: str
    aggregate: ir.Aggregate
    guarded: bool
    table: int = -1


def indexable(g, e: ir.DefineCall) -> Index | None:
    """The index of the define `e` calls (`Memos.index`), where the expression writer `g` keeps
    defines' values and the arguments are simple (see `kept`); else None."""
    index = g.gen.memos.index(e.define)
    if index is None or not g.fn.memo or not all(_sure(g, a) for a in e.args):
        return None
    return index


def indexed(g, e: ir.DefineCall, index: Index) -> str:
    """The code of a call of a define indexed by a parameter (`index_shape`), written by the
    expression writer `g` (see `indexable`): the index of the other arguments, looked up in its
    table (and made where it is not there), asked for the indexed argument; around it, the rest
    of the define's value. An index that may fail where the define would not is kept as None
    where it failed, and a call then works the aggregate out as the define does (`guarded_index`)."""
    slot, kind, agg = index.slot, index.kind, index.aggregate
    # the index's code, the define's parameters replaced by the arguments (a writer of `g`'s class:
    # the expression writer imports this module)
    subst = Scope(subst={k: (a, g.scope) for k, a in enumerate(e.args)})
    inner = type(g)(g.gen, g.fn, subst, g.replaced, g.hot)
    if index.guarded:
        params = inner.free_names(index.node)
        build = g.bind(g.gen.loop_function(index.node, inner.scope, params, g.fn.memo), "_a")
        made = f"{g.bind(guarded_index, '_guarded')}({kind == 'any'}, {build}, {', '.join(['st', *params])})"
    else:
        values = inner.code(index.node)
        made = f"frozenset({values})" if kind == "any" else f"{g.bind(counts, '_counts')}({values})"
    found = _looked_up(g, index.table, [g.code(a) for k, a in enumerate(e.args) if k != slot], made)
    asked = g.code(e.args[slot])
    if index.guarded:
        kept_index = g.fn.temp()
        hit = f"({asked} in {kept_index})" if kind == "any" else f"{kept_index}.get({asked}, 0)"
        answer = f"({hit} if ({kept_index} := {found}) is not None else {inner.code(agg)})"
    else:
        answer = f"({asked} in {found})" if kind == "any" else f"{found}.get({asked}, 0)"
    define = g.gen.program.define(e.define)
    if define.value is agg:
        return answer
    return type(g)(g.gen, g.fn, subst, {**g.replaced, id(agg): answer}, g.hot).code(define.value)


def guarded_index(any_: bool, build, *args) -> frozenset | dict | None:
    """An index (`indexed`) made by `build(*args)`, the `filter` of the indexed field: the values found
    (`any_`) or how often each was (`count`); None where making it failed. Its test was worked out
    for every item, and the define's only for those whose field is the value asked: where that
    failed, each call works the define's aggregate out again, and fails, or not, as it would have.
    (A loop that ran out of rounds is a runaway whatever it was for.)"""
    try:
        values = build(*args)
    except Runaway:
        raise
    except Exception:  # noqa: BLE001 - worked out again, as written, by each call that asks
        return None
    return frozenset(values) if any_ else counts(values)


def index_shape(define) -> Index | None:
    """Where a define asks whether (`any`), or how many (`count`), items of a source pass a test one
    part of which compares a field of the item with a parameter (`has(a, t) = any(x in Z where
    x.host == a and x.kind == t)`), and nothing else in the aggregate reads that parameter: the
    `filter` of that field of the items that pass the rest of the test (its index), and the
    parameter. One loop then answers the aggregate for every value of the parameter: the values
    found (`any`), or how often each was found (`count`), kept by the other arguments. The aggregate
    may be the define's value, or a part of it whose rest works nothing out (no other aggregate, no
    define call: `beats(p, r) = count(c in hand of p where c.rank == r and ...) >= need`), which
    each call works out around the index's answer.

    The rest of the test is worked out for every item, where the define works it out only for the
    items whose field is the value asked: where it may fail (`top(pile).value` of an empty pile),
    the index is guarded (`guarded_index`)."""
    v = _aggregate_of(define.value)
    if v is None or v.fn not in ("any", "count") or v.value is not None or v.where is None:
        return None
    parts = _conjuncts(v.where)
    params = range(len(define.params))
    found = []
    for i, part in enumerate(parts):
        if isinstance(part, ir.Binary) and part.op == "==":
            for field, param in ((part.left, part.right), (part.right, part.left)):
                if isinstance(field, ir.CardField) and isinstance(field.card, ir.Item) \
                        and field.card.binding == v.binding and isinstance(param, ir.Local) and param.slot in params:
                    found.append((i, field, param.slot))
    for i, field, slot in sorted(found, key=lambda f: -f[2]):  # (the last parameter first)
        rest = parts[:i] + parts[i + 1:]
        if slot in v.source.facts.reads or any(slot in x.facts.reads for x in rest) \
                or not _plain(define.params[slot].type):
            continue
        where = None
        for x in rest:
            where = x if where is None else ir.And(left=where, right=x, type=BOOL, facts=where.facts | x.facts,
                                                   span=x.span)
        guarded = not all(_safe(x, v) for x in [field, *rest])
        # what the index reads: the aggregate's own but the parameter (its code takes no more)
        read = ir.union(*(x.facts for x in (v.source, where, field) if x is not None))
        facts = evolve(v.facts, reads=read.reads, items=read.items - {v.binding})
        node = evolve(v, fn="filter", value=field, where=where, type=list_of(field.type), facts=facts)
        return Index(node, slot, v.fn, v, guarded)
    return None


def _aggregate_of(value: ir.Expr) -> ir.Aggregate | None:
    """The aggregate a define's value is, or the one aggregate in it where the rest of it works out
    no other and calls no define; else None."""
    if isinstance(value, ir.Aggregate):
        return value
    found: list = []
    todo = [value]
    while todo:
        x = todo.pop()
        if isinstance(x, ir.Aggregate):
            found.append(x)  # (not looked into: its own parts are the index's)
        elif isinstance(x, ir.DefineCall):
            return None
        else:
            todo.extend(c for c in ir.children(x) if isinstance(c, ir.Expr))
    return found[0] if len(found) == 1 else None


def _safe(e: ir.Expr, agg: ir.Aggregate) -> bool:
    """Whether working out `e` for an item of `agg` cannot fail: its parts cannot (`facts`), or it
    compares locals, literals and fields of the item, where the items are a zone's cards (never
    none, so their fields are there to read)."""
    if not e.facts.fails:
        return True
    if isinstance(e, ir.CardField):
        return isinstance(e.card, ir.Item) and e.card.binding == agg.binding and agg.source.type.kind == "zone" \
            and e.kind in ("field", "var", "name", "type")
    if isinstance(e, ir.Binary) and e.op in ("==", "!="):
        return _safe(e.left, agg) and _safe(e.right, agg)
    if isinstance(e, (ir.And, ir.Or)):
        return _safe(e.left, agg) and _safe(e.right, agg)
    if isinstance(e, ir.Not):
        return _safe(e.value, agg)
    return False


def _conjuncts(e: ir.Expr) -> list:
    """The parts of a test joined by `and`, in order."""
    if isinstance(e, ir.And):
        return _conjuncts(e.left) + _conjuncts(e.right)
    return [e]


def table_read(fn, table: int, tables: int, hot: bool = False) -> str:
    """The code that reads the state's table number `table` of `tables` (kept in a name where read
    more than once, or in a loop)."""
    read = fn.read(f"st.memos[{table}]", f"_memo{table}", ("st.memos", table, tables))
    if hot:
        fn.hot(read)
    return str(read)


def left(sg, depth: int, span, s: ir.Move, source: str | None) -> None:
    """Writes, for the statement writer `sg`, the code that empties the tables of the zone that the
    cards of move `s` left, where its statement does not empty them (`Memos.leaving`): those of the
    zone instance held in the name `source`, or (None) of any zone."""
    leaving = sg.gen.memos.leaving(s)
    if leaving is None:
        return
    tables, masks = leaving
    mask = None
    if source is not None:
        mask = sg.fn.temp()
        sg.add_counting(depth, f"{mask} = {sg.bind(masks, '_leaving')}[{source}]", span)
    for t in tables:
        table = table_read(sg.fn, t, len(sg.gen.memos.tables))
        test = f"{table}" if mask is None else f"{table} and {mask} & {1 << t}"
        sg.add_counting(depth, f"if {test}: {table}.clear()", span)


def _sure(g, arg: ir.Expr) -> bool:
    """Whether an argument is simple and working it out cannot fail (see `kept`)."""
    arg = g.argument(arg)
    if isinstance(arg, ir.CardField):
        return isinstance(arg.card, ir.Item)
    return isinstance(arg, (ir.Literal, ir.Local, ir.Item, ir.OptionValue)) and not arg.facts.fails


class Memos:
    """The tables of one program's kept defines (see the module docstring), and which statements
    empty which."""

    def __init__(self, program: ir.Program, instances: tuple):
        self.program = program
        self._instances = instances  # the layout's (zone name, owner) of each zone instance
        called = sorted(_called(program))  # (and the defines they call)
        reads = {name: _reads(program, program.define(name)) for name in called}  # each one's own; None: never kept
        self._watch: dict[str, Watch | None] = {}
        self.tables: dict[str, int] = {}  # a kept define -> the number of its table
        # a kept define indexed by a parameter (`index_shape`) -> its index, whose table reads what
        # the define reads and is emptied alike
        self.indexes: dict[str, Index] = {}
        for name in called:
            w = self._watch[name] = _watch(program, reads, name)
            if w is not None:
                self.tables[name] = len(self.tables)
        for name in list(self.tables):
            shape = index_shape(program.define(name))
            if shape is not None:
                key = f"{name} by {shape.slot}"  # (no define is named with a space)
                self._watch[key] = self._watch[name]
                self.indexes[name] = evolve(shape, table=len(self.tables))
                self.tables[key] = len(self.tables)
        watched = [(self.tables[name], self._watch[name]) for name in self.tables]
        self._cards = tuple(t for t, w in watched if w.cards)
        self._every_zone = tuple(t for t, w in watched if w.every_zone)
        self._anywhere = tuple(t for t, w in watched if w.every_zone or w.loc)  # any move may change them
        self._zone: dict[str, tuple[int, ...]] = {}
        self._var: dict[str, tuple[int, ...]] = {}
        self._cvar: dict[str, tuple[int, ...]] = {}
        for t, w in watched:
            for z in w.zones:
                self._zone[z] = self._zone.get(z, ()) + (t,)
            for v in w.vars:
                self._var[v] = self._var.get(v, ()) + (t,)
            for c in w.cvars:
                self._cvar[c] = self._cvar.get(c, ()) + (t,)
        self._any = tuple(t for t, w in watched if w.vars or w.cvars)
        self._clearing: dict[int, tuple[int, ...]] = {}
        self._moving: dict[int, tuple[tuple[int, ...], tuple[int, ...]]] = {}
        self._leaving: dict[int, tuple | None] = {}

    def table(self, define: str) -> int | None:
        """The number of a define's table of values, or None where it is not kept."""
        return self.tables.get(define)

    def index(self, define: str) -> Index | None:
        """A kept define's index by a parameter (`index_shape`) and the number of its table, or None."""
        return self.indexes.get(define)

    def clearing(self, s: ir.Stmt) -> tuple[int, ...]:
        """The tables that a statement (itself, not the statements inside it) may make wrong."""
        known = self._clearing.get(id(s))
        if known is None:
            known = self._clearing[id(s)] = self._changed(s) if self.tables else ()
        return known

    def _changed(self, s: ir.Stmt) -> tuple[int, ...]:
        if isinstance(s, ir.Move):
            return self._moved(s)[0]
        if isinstance(s, ir.Shuffle):
            names = zone_names(self.program, s.zone)
            shuffled = self._zone.values() if names is None else [self._zone.get(name, ()) for name in names]
            return tuple(t for t in self._cards if t in self._every_zone or any(t in z for z in shuffled))
        if isinstance(s, ir.Assign):
            place = s.place
            while isinstance(place, ir.ItemPlace):
                if place.outer is None:  # a value of a `by` variable, set in the mapping it holds
                    container = place.container
                    return self._var.get(container.var, ()) if isinstance(container, ir.VarValue) else self._any
                place = place.outer
            if isinstance(place, ir.VarPlace):
                return self._var.get(place.var, ())
            if isinstance(place, ir.CardVarPlace):
                return self._cvar.get(place.field, ())
            return ()  # a frame local (or an open event's value): no define reads it
        if isinstance(s, _COMPOUND):
            return ()  # what they run is written as statements of their own
        changes = s.facts.changes & _PARTS
        if not changes:
            return ()
        return tuple(self.tables.values()) if changes - {"zones", "loc"} else self._cards

    def leaving(self, s: ir.Move) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        """The tables a move makes wrong by the zone its cards leave, where that zone is known only
        as the cards move, and which `clearing` leaves alone; and for each zone instance, those of
        them that read its zone, as a bit mask (table t: bit t). None where there are none
        (`clearing` empties every table the move may make wrong)."""
        if id(s) not in self._leaving:
            tables = self._moved(s)[1]
            self._leaving[id(s)] = (tables, tuple(sum(1 << t for t in self._zone.get(name, ()) if t in tables)
                                                  for name, _ in self._instances)) if tables else None
        return self._leaving[id(s)]

    def _moved(self, s: ir.Move) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """The tables a move makes wrong whatever zone its cards leave (those that read where cards
        lie, a zone worked out, or the zone they go to), and those made wrong only where they leave
        a zone the table reads, which is known as they move (none where the move names the zone
        they leave: its tables are among the first)."""
        known = self._moving.get(id(s))
        if known is not None:
            return known
        to = zone_names(self.program, s.to)
        if to is None:
            known = (self._cards, ())
        else:
            first = set(self._anywhere).union(*(self._zone.get(name, ()) for name in to))
            source = taken_from(self.program, s.cards)
            if source is not None:
                known = (tuple(sorted(first.union(*(self._zone.get(name, ()) for name in source)))), ())
            else:
                known = (tuple(sorted(first)), tuple(t for t in self._cards if t not in first))
        self._moving[id(s)] = known
        return known


def zone_of(e: ir.Expr, builtin: str) -> ir.Expr | None:
    """The zone of a call `builtin(Z)` of one zone (the built-in `cards` or `top`), else None."""
    if isinstance(e, ir.Call) and e.name == builtin and len(e.args) == 1 and e.args[0].type.kind == "zone":
        return e.args[0]
    return None


def taken_from(program: ir.Program, cards: ir.Expr) -> frozenset[str] | None:
    """The names of the zones the cards moved may leave where they are `cards(Z)` or `top(Z)` (see
    `zone_names`), else None."""
    zone = zone_of(cards, "cards") or zone_of(cards, "top")
    return None if zone is None else zone_names(program, zone)


def zone_names(program: ir.Program, e: ir.Expr, depth: int = 0) -> frozenset[str] | None:
    """The names of the zones a zone's expression may give (`Z`, `Z of P`, `row[k]`, `if C then Z
    else Y`, a define of them), None where it may give any (a variable, a parameter, ...)."""
    if isinstance(e, ir.ZoneRef):
        return frozenset((e.zone,)) if e.type.kind == "zone" else None
    if isinstance(e, ir.Cond):
        then, otherwise = zone_names(program, e.then, depth), zone_names(program, e.otherwise, depth)
        return None if then is None or otherwise is None else then | otherwise
    if isinstance(e, ir.DefineCall) and depth < 8:  # a define's parameters are any zone: None
        return zone_names(program, program.define(e.define).value, depth + 1)
    return None


_COMPOUND = (ir.If, ir.For, ir.While, ir.Repeat, ir.Simultaneous, ir.Emit, ir.CallProc, ir.Choose)


def _called(program: ir.Program) -> set[str]:
    """The defines that the rules' procedures and triggers call, themselves or through defines."""
    found: set[str] = set()
    todo = list(ir.union(*(s.facts for p in (*program.procedures, *program.triggers) for s in p.body)).defines)
    todo += [d for t in program.triggers if t.when is not None for d in t.when.facts.defines]
    while todo:
        name = todo.pop()
        if name not in found:
            found.add(name)
            todo.extend(program.define(name).value.facts.defines)
    return found


def _plain(typ) -> bool:
    return typ is not None and typ.kind in _PLAIN


class Reads:
    """What one expression reads itself (`watch`; not through the defines it calls, `calls`), and
    whether a loop in it reads every one of some slots (`loops`, see `expression_reads`)."""

    def __init__(self) -> None:
        self.watch = Watch()
        self.loops = False
        self.calls: set[str] = set()


def _reads(program: ir.Program, define) -> Reads | None:
    """What a define's own value reads; None where its values are never kept."""
    facts = define.value.facts
    if not facts.pure or facts.random or not facts.state <= _PARTS:
        return None
    return expression_reads(define.value, program, frozenset(range(len(define.params))))


def expression_reads(value: ir.Expr, program: ir.Program, params: frozenset = frozenset()) -> Reads:
    """What an expression reads of the state itself, the defines it calls, and whether one of its
    loops reads every slot of `params` (a define's parameters). A zone worked out (`if C then Z else
    Y`, a define's value) is read as the zones it may give (`zone_names`), or as any zone."""
    facts = value.facts
    r = Reads()
    w = r.watch
    w.loc = "loc" in facts.state
    w.zones |= facts.zones
    for node in ir.walk(value):
        if isinstance(node, ir.Aggregate):
            # a loop that reads every parameter: one that reads fewer is worked out once per loop
            # around the call already, where the call's other arguments change (`ExprGen.once`)
            r.loops = r.loops or params <= node.facts.reads
        elif isinstance(node, ir.ZoneRef):
            w.zones.add(node.zone)
        elif isinstance(node, ir.VarValue):
            w.vars.add(node.var)
        elif isinstance(node, ir.CardField) and node.kind == "var":
            w.cvars.add(node.field)
        elif isinstance(node, ir.DefineCall):
            r.calls.add(node.define)
        typ = getattr(node, "type", None)
        if typ is not None and typ.kind == "zone" and not isinstance(node, ir.ZoneRef):
            names = zone_names(program, node)
            if names is None:
                w.every_zone = True  # a zone worked out: any zone
            else:
                w.zones |= names
    return r


def _watch(program: ir.Program, reads: dict, name: str) -> Watch | None:
    """What a define reads through the defines it calls too, where its values may be kept."""
    define = program.define(name)
    if not _plain(define.value.type) or not all(_plain(p.type) for p in define.params):
        return None
    if reads[name] is None or not reads[name].loops:
        return None  # a define that loops only in the defines it calls: their values are kept
    w = Watch()
    seen = {name}
    todo = [name]
    while todo:
        r = reads[todo.pop()]
        if r is None:
            return None
        w.add(r.watch)
        todo.extend(c for c in r.calls if c not in seen)
        seen |= r.calls
    return w
