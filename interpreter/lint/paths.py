"""Lint's path analysis: what surely holds at each point of the rules, on every path that leads
there. Which variables without a start value have been set, and which zones have surely been given
a card, followed from the play block through calls (a summary of each procedure: what it surely
sets on every path that returns, what it may empty) and through emitted events into their triggers.

It is a "must" analysis: a fact holds at a point when it holds on every path to it. Where the rules
cannot be followed exactly, it assumes what makes a finding less likely: a loop runs at least once,
a round of a loop runs to the end of its body, a move moves a card; a branch whose condition the
flow analysis cannot tell may go either way. So
what it reports is a path the rules as written allow, such as a variable set only in one branch
of an `if`, or a hand filled only when a player chose to draw.

The checks read `Paths.unset_reads` (`names.py`: `read-before-set`) and `Paths.empty_choices`
(`logic.py`: `stuck-choice`).
"""

from __future__ import annotations

from .. import ir, records
from .facts import nodes_of

PASSES = 12  # summaries and entries settle in a few passes; this bounds a pathological rulebook
NONE = None  # no path reaches here: the meet of nothing


def meet(a, b):
    if a is NONE:
        return b
    if b is NONE:
        return a
    return a & b


# where a value of none makes the rules fail: as a number, a key, an owner, a card, a list
_VALUE_NEEDED = {ir.Neg: ("value",), ir.Index: ("base", "index"), ir.VarValue: ("owner",),
                 ir.ZoneRef: ("owner",), ir.CardField: ("card",), ir.Range: ("low", "high"),
                 ir.Aggregate: ("source",)}


class Paths:
    """The analysis over one rulebook; `run()` works it out."""

    def __init__(self, program: ir.Program, decks, values: dict):
        self.program = program
        self.values = values  # the flow analysis's abstract values (for conditions it can tell)
        self.watched = {v.name for v in program.vars if v.default is None and v.type.kind not in ("int", "bool")}
        filled = set()
        if decks.results:
            for counts in decks.results.values():
                filled = {z for z, n in counts.items() if n > 0} if not filled else filled & {
                    z for z, n in counts.items() if n > 0}
        self.start = frozenset(("zone", z) for z in filled)
        self.procs = {p.name: p for p in program.procedures if p.kind != "play"}
        # every fact: what a procedure is first assumed to set (the summaries only shrink from it)
        self.everything = frozenset(("var", v) for v in self.watched) | frozenset(("zone", z.name)
                                                                                 for z in program.zones)
        self.summarising = False
        self.trigger_summaries: dict[int, tuple] = {}
        self.needed: dict[tuple, list] = {}  # (id(expression), direct) -> its reads that need a value
        self.branch_depth = 0  # how many branches of an `if` the walk is in, in the body walked
        self.gen: dict[str, frozenset | None] = {}  # procedure -> what it surely sets when it returns
        self.kill: dict[str, frozenset] = {}  # procedure -> what it may undo (zones it may empty)
        self.entry: dict[tuple, frozenset | None] = {}
        self.unset_reads: dict[str, tuple] = {}  # variable -> (node, where) of its first read without a value
        self.empty_choices: dict[int, tuple] = {}  # id(choose) -> (choose, zone) of a zone maybe empty there
        self.recording = False

    def run(self) -> "Paths":
        if not self.watched and not self._chosen_zones():
            return self
        for name in self.procs:
            self.gen[name], self.kill[name] = self.everything, frozenset()
        self.summarising = True
        for _ in range(PASSES):  # the summaries: what each procedure surely sets, from nothing known
            before = (dict(self.gen), dict(self.kill))
            self.trigger_summaries = {}
            for name, p in self.procs.items():
                self.gen[name], self.kill[name] = self.summary(p.body)
            if (self.gen, self.kill) == before:
                break
        self.summarising = False
        for _ in range(PASSES):  # what surely holds where each procedure and trigger begins
            before = dict(self.entry)
            self.walk_all()
            if self.entry == before:
                break
        self.recording = True
        self.walk_all()
        return self

    def _chosen_zones(self) -> bool:
        bodies = [p.body for p in self.program.procedures] + [t.body for t in self.program.triggers]
        return any(isinstance(n, ir.Choose) and _whole_zone(n.source) is not None
                   for body in bodies for s in body for n in nodes_of(s))

    def summary(self, stmts) -> tuple:
        """(what surely holds at every return of a body entered knowing nothing, what it may kill)."""
        body = _Body()
        end = self.block(stmts, frozenset(), body)
        out = meet(end, body.returned)
        return (out if out is NONE else frozenset(out)), frozenset(body.killed)

    def walk_all(self) -> None:
        program = self.program
        self.branch_depth = 0
        play = program.procedures[program.play]
        self.block(play.body, self.start, _Body())
        for name, p in self.procs.items():
            state = self.entry.get(("proc", name), NONE)
            if state is not NONE:
                self.block(p.body, state, _Body())
        for t in program.triggers:
            state = self.entry.get(("trigger", t.index), NONE)
            if state is not NONE:
                if t.when is not None:
                    self.reads(t.when, state, direct=False)
                self.block(t.body, state, _Body())

    def enter(self, key: tuple, state) -> None:
        if not self.recording and not self.summarising:
            self.entry[key] = meet(self.entry.get(key, NONE), state)

    # ---- statements -----------------------------------------------------------------------------
    def block(self, stmts, state, body: "_Body"):
        for s in stmts:
            if state is NONE:
                return NONE
            state = self.statement(s, state, body)
        return state

    def statement(self, s, state, body: "_Body"):
        kind = type(s)
        if kind is ir.Let:
            self.reads(s.value, state, direct=False)
            return state
        if kind is ir.Log or kind is ir.Reveal:
            for part in (s.parts if kind is ir.Log else (s.cards,)):
                if isinstance(part, ir.Expr):
                    self.reads(part, state, direct=False)
            if s.to is not None:
                self.reads(s.to, state)
            return state
        if kind is ir.Shuffle:
            self.reads(s.zone, state)
            return state
        if kind is ir.Assign:
            return self.assign(s, state)
        if kind is ir.Move:
            self.reads(s.cards, state, direct=False)
            self.reads(s.to, state)
            if isinstance(s.to, ir.ZoneRef):
                state = state | {("zone", s.to.zone)}
            whole = _whole_zone(s.cards)
            if whole is not None:
                body.killed.add(("zone", whole))
                state = state - {("zone", whole)}
            return state
        if kind is ir.If:
            return self.branches(s, state, body)
        if kind is ir.While or kind is ir.Repeat or kind is ir.For:
            return self.loop(s, state, body)
        if kind is ir.Choose:
            self.choose(s, state)
            return state
        if kind is ir.Simultaneous:
            self.reads(s.source, state)
            return self.block(s.body, state, body)
        if kind is ir.CallProc:
            for a in s.args:
                self.reads(a, state, direct=False)
            if s.procedure not in self.procs:
                return state
            self.enter(("proc", s.procedure), state)
            gen = self.gen.get(s.procedure, frozenset())
            if gen is NONE:
                return NONE
            body.killed |= self.kill.get(s.procedure, frozenset())
            return (state - self.kill.get(s.procedure, frozenset())) | gen
        if kind is ir.Emit:
            return self.emit(s, state, body)
        if kind is ir.Return:
            body.returned = meet(body.returned, state)
            return NONE
        if kind is ir.Break:
            if body.breaks:
                body.breaks[-1] = meet(body.breaks[-1], state)
            return NONE
        if kind is ir.EndGame or kind is ir.Exit:
            if kind is ir.EndGame and s.winners is not None:
                self.reads(s.winners, state)
            return NONE
        return state

    def assign(self, s, state):
        self.reads(s.value, state, direct=s.op != "=")
        place = s.place
        if place is None:
            return state
        var = _var_of(place)
        for part in _place_parts(place):
            self.reads(part, state)
        if var is not None and s.op != "=" and ("var", var) not in state and var in self.watched:
            self.unset(var, s, state)
        return state | {("var", var)} if var is not None else state

    def branches(self, s, state, body):
        """Each branch may run; one that runs where `v != none` holds knows that `v` has a value (as
        do the branches after a test `v == none`)."""
        out = NONE
        rest = state
        self.branch_depth += 1
        for branch in s.branches:
            self.reads(branch.test, rest, direct=False)
            truth = self.truth(branch.test)
            if truth is not False:
                out = meet(out, self.block(branch.body, rest | _has_value(branch.test, "!="), body))
            if truth is True:
                self.branch_depth -= 1
                return out
            rest = rest | _has_value(branch.test, "==")
        out = meet(out, self.block(s.otherwise, rest, body))
        self.branch_depth -= 1
        return out

    def loop(self, s, state, body):
        """A loop is assumed to run at least once (a finding should not rest on a loop over nothing)."""
        if isinstance(s, ir.For):
            self.reads(s.source, state)
        elif isinstance(s, ir.While):
            self.reads(s.test, state, direct=False)
        body.breaks.append(NONE)
        first = self.block(s.body, state, body)
        head = meet(state, first)
        again = first
        if head != state:  # the body as every round after the first may find it (less known than at first)
            body.breaks[-1] = NONE
            again = self.block(s.body, head, body)
        broken = body.breaks.pop()
        if isinstance(s, ir.Repeat) and again is not NONE:
            self.reads(s.until, again, direct=False)
        # a round that runs to the end of the body is assumed (a break in the first round is left out)
        after = first if first is not NONE else broken
        if isinstance(s, ir.While) and self.truth(s.test) is True:
            return broken  # `while true`: only a break leaves it
        return after

    def emit(self, s, state, body):
        for a in s.args:
            self.reads(a, state, direct=False)
        program = self.program
        for t in program.triggers:
            if t.event == s.event:
                self.enter(("trigger", t.index), state)
        before = [t for t in program.triggers if t.event == s.event and t.timing == "before"]
        after = [t for t in program.triggers if t.event == s.event and t.timing == "after"]
        cancelling = any(isinstance(n, ir.Cancel) for t in before for x in t.body for n in nodes_of(x))
        for t in before + after:
            _, killed = self.trigger_summary(t)
            body.killed |= killed
            state = state - killed
        for t in before:
            if t.when is None:
                gen, _ = self.trigger_summary(t)
                state = state | (gen or frozenset())
        end = self.block(s.body, state, body)
        if end is NONE:
            return NONE
        if not cancelling:
            for t in after:
                if t.when is None:
                    gen, _ = self.trigger_summary(t)
                    end = end | (gen or frozenset())
        return end

    def trigger_summary(self, t) -> tuple:
        if t.index not in self.trigger_summaries:
            self.trigger_summaries[t.index] = (frozenset(), frozenset())  # a trigger that emits its own event
            self.trigger_summaries[t.index] = self.summary(t.body)
        return self.trigger_summaries[t.index]

    def choose(self, s, state) -> None:
        self.reads(s.source, state)
        self.reads(s.by, state)
        if s.count is not None:
            self.reads(s.count, state)
        zone = _whole_zone(s.source)
        # inside an `if`, the rules may have tested what this analysis cannot follow (that a card was drawn)
        if self.recording and zone is not None and ("zone", zone) not in state and not s.optional \
                and not self.branch_depth:
            self.empty_choices.setdefault(id(s), (s, zone))

    def truth(self, test):
        av = self.values.get(id(test))
        if av is not None and len(av.truth()) == 1:
            return next(iter(av.truth()))
        return None

    # ---- reads ----------------------------------------------------------------------------------
    def reads(self, e, state, direct: bool = True) -> None:
        """Records the watched variables `e` needs a value of where `state` holds."""
        if not self.recording or not self.watched or e is None or "vars" not in e.facts.state:
            return
        key = (id(e), direct)
        needed = self.needed.get(key)
        if needed is None:
            tested = {v for _, v in _none_tests(e)}  # `x != none and score[x] > 0`: the rules check it first
            needed = self.needed[key] = [(n, v) for n, v in _needed_reads(e, self.program, direct)
                                         if v in self.watched and v not in tested]
        for node, var in needed:
            if ("var", var) not in state:
                self.unset(var, node, state)

    def unset(self, var: str, node, state) -> None:
        if self.recording:
            self.unset_reads.setdefault(var, (node, state))


class _Body:
    """One walk of a body: where it returns, where its loops break, what it may empty."""

    def __init__(self):
        self.returned = NONE
        self.breaks: list = []
        self.killed: set = set()


def _none_tests(e):
    """(op, variable) of each comparison of a variable with none in `e`."""
    for n in nodes_of(e):
        if isinstance(n, ir.Binary) and n.op in ("==", "!="):
            for side, other in ((n.left, n.right), (n.right, n.left)):
                if isinstance(side, ir.VarValue) and isinstance(other, ir.Literal) and other.type.kind == "none":
                    yield n.op, side.var


def _has_value(test, op: str) -> frozenset:
    """The variables a branch's test says have a value where it holds (`op` "!=": `v != none`, alone or
    in an `and`) or, for "==", where it fails (`v == none`, alone)."""
    if op == "!=":
        parts, todo = [], [test]
        while todo:
            t = todo.pop()
            if isinstance(t, ir.And):
                todo.extend((t.left, t.right))
            else:
                parts.append(t)
    else:
        parts = [test]
    return frozenset(("var", v) for part in parts if isinstance(part, ir.Binary) and part.op == op
                     for o, v in _none_tests(part) if o == op)


def _whole_zone(cards) -> str | None:
    """The zone a move empties: `move cards(Z)` or `move Z`."""
    if isinstance(cards, ir.ZoneRef):  # a family's name alone is the list of its zones, not cards
        return None if cards.owner is None and cards.index is None and cards.type.is_list else cards.zone
    if isinstance(cards, ir.Call) and cards.name == "cards" and cards.args and isinstance(cards.args[0], ir.ZoneRef):
        return cards.args[0].zone
    return None


def _var_of(place) -> str | None:
    while isinstance(place, ir.ItemPlace):
        if place.outer is None:
            root = place.container
            while isinstance(root, ir.Index):
                root = root.base
            return root.var if isinstance(root, ir.VarValue) else None
        place = place.outer
    return place.var if isinstance(place, ir.VarPlace) else None


def _place_parts(place):
    """The expressions an assignable place evaluates (keys and owners; not the value it replaces)."""
    if isinstance(place, ir.VarPlace):
        return (place.owner,) if place.owner is not None else ()
    if isinstance(place, ir.CardVarPlace):
        return (place.card,)
    if isinstance(place, ir.ItemPlace):
        parts = [place.key]
        root = place.container
        while isinstance(root, ir.Index):
            parts.append(root.index)
            root = root.base
        if isinstance(root, ir.VarValue) and root.owner is not None:
            parts.append(root.owner)
        return tuple(parts)
    return ()


def _needed_reads(e, program, direct: bool):
    """(node, variable) of each read of a variable in `e` (and the defines it uses) whose value of none
    would make the rules fail: used as a number, a key, an owner, a card or a list. A read that is only
    compared, logged, stored or passed on is not one. `direct`: `e` itself needs a value. A read inside
    a define is told at the use of the define."""
    todo = [(e, direct, None)]
    seen: set[tuple] = set()
    while todo:
        node, needed, site = todo.pop()
        kind = type(node)
        if kind is ir.VarValue and needed:
            yield site or node, node.var
        needing = _VALUE_NEEDED.get(kind, ())
        if kind is ir.Binary:
            needing = () if node.op in ("==", "!=") else ("left", "right")
        elif kind is ir.Call:
            needing = ("args",) if node.name != "contains" else ()
        for name in _fields(kind):
            value = getattr(node, name)
            for part in (value if isinstance(value, tuple) else (value,)):
                if isinstance(part, ir.Expr) and "vars" in part.facts.state:
                    todo.append((part, name in needing, site))
        if kind is ir.DefineCall and node.define in program.define_index and (node.define, needed) not in seen:
            seen.add((node.define, needed))
            todo.append((program.define(node.define).value, needed, site or node))


_FIELDS: dict[type, tuple] = {}


def _fields(kind) -> tuple:
    """The fields of a class of expression that may hold expressions (looked up once per class)."""
    fields = _FIELDS.get(kind)
    if fields is None:
        fields = _FIELDS[kind] = tuple(a.name for a in records.fields(kind) if a.name not in ("type", "facts", "span"))
    return fields
