"""Which statements, procedures and triggers code generation writes as plain Python functions.

A statement that never waits for a decision runs as part of a generated function; one that may
wait (`choose`, `simultaneous`, a call of a procedure that may, an event whose trigger may) is
a step of the run loop, where the state keeps its place. In a playout (`State.playout`) every
`choose` is answered as it is asked, so more can be generated: a statement then waits only for a
`simultaneous` block whose players' parts are not apart (`parts_apart`).

All of this is decided from the intermediate form; the answers for procedures and triggers are
worked out for all of them at once, as fixpoints (so that procedures that call each other get the
same answers whatever is asked first), and kept, per mode.
"""

from __future__ import annotations

from .. import ir

# How deeply statements may nest in a generated function (Python limits nested blocks).
MAX_DEPTH = 12

_ALWAYS = (ir.Let, ir.Assign, ir.Move, ir.Shuffle, ir.Log, ir.Reveal, ir.Cancel, ir.EndGame, ir.Return)


class Plan:
    """What can be generated as functions, for one program."""

    def __init__(self, program: ir.Program):
        self.program = program
        self._procs: dict[tuple[str, bool], bool] = {}
        self._triggers: dict[tuple[int, bool], bool] = {}
        self._apart: dict[int, bool] = {}
        self._quiet: dict[tuple, bool] | None = None  # ("proc", name) or ("trigger", index) -> quiet in a playout
        self._nesting: dict[bool, frozenset] = {}  # playout -> the functions that `nests`
        self.exit_targets = frozenset(name for p in (*program.procedures, *program.triggers)
                                      for s in _statements(p.body) if isinstance(s, ir.Exit) for name in [s.procedure])

    # ---- statements ----------------------------------------------------------------------
    def stmt(self, s: ir.Stmt, playout: bool, in_loop: bool = False, in_emit: bool = False, depth: int = 0) -> bool:
        """Whether a statement can run inside a generated function (in a playout: `playout`)."""
        if depth > MAX_DEPTH:
            return False
        if isinstance(s, _ALWAYS):
            return not (isinstance(s, ir.Return) and in_emit)
        if isinstance(s, ir.Break):
            return in_loop
        if isinstance(s, ir.If):
            return all(self.block(b.body, playout, in_loop, in_emit, depth + 1) for b in s.branches) and \
                self.block(s.otherwise, playout, in_loop, in_emit, depth + 1)
        if isinstance(s, (ir.For, ir.While, ir.Repeat)):
            return self.block(s.body, playout, True, in_emit, depth + 1)
        if isinstance(s, ir.CallProc):
            return self.proc(s.procedure, playout)
        if isinstance(s, ir.Choose):
            return playout  # answered at once in a playout
        if isinstance(s, ir.Exit):
            return True
        if isinstance(s, ir.Emit):
            return all(self.trigger(t.index, playout) for t in self.event_triggers(s.event)) and \
                self.block(s.body, playout, False, True, depth + 1)
        if isinstance(s, ir.Simultaneous):
            return playout and self.apart(s)  # one part after the other (see `playout.py`)
        return False

    def block(self, stmts: tuple, playout: bool, in_loop: bool = False, in_emit: bool = False, depth: int = 0) -> bool:
        return all(self.stmt(s, playout, in_loop, in_emit, depth) for s in stmts)

    def event_triggers(self, event: str) -> tuple:
        return tuple(t for t in self.program.triggers if t.event == event)

    # ---- procedures and triggers ----------------------------------------------------------
    def proc(self, name: str, playout: bool = False) -> bool:
        """Whether a procedure never waits (in a playout: waits only for `choose`), so that it can be
        called as a function. One that calls itself, directly or through others, can be (`_decide`)."""
        known = self._procs.get((name, playout))
        if known is None:
            self._decide(playout)
            known = self._procs[(name, playout)]
        return known

    def trigger(self, index: int, playout: bool = False) -> bool:
        known = self._triggers.get((index, playout))
        if known is None:
            self._decide(playout)
            known = self._triggers[(index, playout)]
        return known

    def _decide(self, playout: bool) -> None:
        """Every procedure and trigger of a mode at once, as the greatest fixpoint: each is taken to be
        a function, then those whose body is not (taking the others as they stand) are struck off,
        until none is. Procedures that call each other are functions where all their bodies would be,
        whatever order the questions come in."""
        procs, triggers = self.program.procedures, self.program.triggers
        self._procs.update(((p.name, playout), True) for p in procs)
        self._triggers.update(((t.index, playout), True) for t in triggers)
        changed = True
        while changed:
            changed = False
            for table, key, body in [(self._procs, (p.name, playout), p.body) for p in procs] + \
                    [(self._triggers, (t.index, playout), t.body) for t in triggers]:
                if table[key] and not self.block(body, playout):
                    table[key] = False
                    changed = True

    def playout_only(self, name: str) -> bool:
        """A procedure that waits, but only for `choose`: a playout calls it as a function."""
        return not self.proc(name) and self.proc(name, playout=True)

    def inlinable(self, name: str, playout: bool) -> bool:
        """Whether a procedure's code may be written in place of its calls: it leaves only by its end
        or by the end of the game (no `return`, and no `exit` of it to catch), and its calls do not
        nest as deeply as they like (`nests`)."""
        return name not in self.exit_targets and not self.nests(("proc", name), playout) and \
            not any(isinstance(s, ir.Return) for s in _statements(self.program.procedure(name).body))

    # ---- calls that nest ------------------------------------------------------------------
    def nests(self, node: tuple, playout: bool) -> bool:
        """Whether the function of a procedure (`("proc", name)`) or trigger (`("trigger", index)`)
        is in a cycle of calls or calls into one. Its calls may nest as deeply as the rules make
        them, and it is called where the steps, run one by one, would keep a frame: its function
        counts how deeply it runs as the frames would, and a procedure's stops calls nested deeper
        than `CALL_DEPTH` as the steps do (`Generator._body_function`)."""
        nesting = self._nesting.get(playout)
        if nesting is None:
            nesting = self._nesting[playout] = self._cycles(playout)
        return node in nesting

    def _cycles(self, playout: bool) -> frozenset:
        """The functions (of a mode) that are in a cycle of calls or call into one."""
        calls = {}
        for p in self.program.procedures:
            if self.proc(p.name, playout):
                calls[("proc", p.name)] = self.callees(p.body)
        for t in self.program.triggers:
            if self.trigger(t.index, playout):
                calls[("trigger", t.index)] = self.callees(t.body)
        reach = {}
        for node in calls:
            seen, todo = set(), list(calls[node])
            while todo:
                n = todo.pop()
                if n not in seen:
                    seen.add(n)
                    todo.extend(calls.get(n, ()))
            reach[node] = seen
        cyclic = {node for node in calls if node in reach[node]}
        return frozenset(node for node in calls if reach[node] & cyclic)

    def callees(self, body: tuple) -> set:
        """The procedures a body calls and the triggers of the events it opens, as nodes of `nests`."""
        found = set()
        for s in _statements(body):
            if isinstance(s, ir.CallProc):
                found.add(("proc", s.procedure))
            elif isinstance(s, ir.Emit):
                found.update(("trigger", t.index) for t in self.event_triggers(s.event))
        return found

    # ---- code that runs only without a log ----------------------------------------------------
    def quiet(self, stmts: tuple, playout: bool) -> bool:
        """Whether code generated for these statements runs players' parts of a `simultaneous` block
        one after the other, itself or in what it calls: such code runs only without a log (whose
        lines would come in another order) and outside any player's part."""
        if not playout:
            return False
        for s in _statements(stmts, into_parts=False):
            if isinstance(s, ir.Simultaneous) and self.apart(s):
                return True
            if isinstance(s, ir.CallProc) and self.quiet_proc(s.procedure, playout):
                return True
            if isinstance(s, ir.Emit) and any(self.quiet_trigger(t.index, playout) for t in self.event_triggers(s.event)):
                return True
        return False

    def quiet_proc(self, name: str, playout: bool) -> bool:
        if not playout:
            return False
        if self._quiet is None:
            self._quieten()
        return self._quiet[("proc", name)]

    def quiet_trigger(self, index: int, playout: bool) -> bool:
        if not playout:
            return False
        if self._quiet is None:
            self._quieten()
        return self._quiet[("trigger", index)]

    def _quieten(self) -> None:
        """Which procedures and triggers are quiet, as the least fixpoint: none at first, then each whose
        body is (taking the others as they stand), until no more are; a cycle of calls is quiet where
        any body in it is, whatever order the questions come in."""
        self._quiet = quiet = {("proc", p.name): False for p in self.program.procedures}
        quiet.update((("trigger", t.index), False) for t in self.program.triggers)
        bodies = [(("proc", p.name), p.body) for p in self.program.procedures] + \
            [(("trigger", t.index), t.body) for t in self.program.triggers]
        changed = True
        while changed:
            changed = False
            for key, body in bodies:
                if not quiet[key] and self.quiet(body, True):
                    quiet[key] = changed = True

    # ---- simultaneous blocks --------------------------------------------------------------
    def simultaneous_region(self, s: ir.Simultaneous) -> bool:
        """Whether a playout can run a `simultaneous` block as one function: each `choose` in its
        body is the body's own, outside any `emit`, and nothing else waits."""
        def parts(stmts: tuple, in_loop: bool, depth: int) -> bool:
            for x in stmts:
                if depth > MAX_DEPTH:
                    return False
                if isinstance(x, ir.If):
                    if not all(parts(b.body, in_loop, depth + 1) for b in x.branches) or \
                            not parts(x.otherwise, in_loop, depth + 1):
                        return False
                elif isinstance(x, (ir.For, ir.While, ir.Repeat)):
                    if not parts(x.body, True, depth + 1):
                        return False
                elif not isinstance(x, ir.Choose) and not self.stmt(x, False, in_loop, False, depth):
                    return False
            return True

        return parts(s.body, False, 1)

    def apart(self, s: ir.Simultaneous) -> bool:
        """Whether each player's part of a `simultaneous` block reads and changes only what is that
        player's own, so that the parts can run one after the other, each to its end, to the same
        effect as running each to its first decision before any is answered.

        That is: the zones it names are the player's own (`Z of p`, p the part's player), the
        locals it reads are its own (declared in the part), it reads no variable, the cards it
        moves or marks come from those zones (a card that a card keeps is only compared), it calls
        no procedure and no define, draws no random number and opens no event."""
        known = self._apart.get(id(s))
        if known is None:
            known = self._apart[id(s)] = _Apart(self.program, s).block(s.body, {s.slot})
        return known


class _Apart:
    """The walk of `Plan.apart` over one block's parts."""

    def __init__(self, program: ir.Program, s: ir.Simultaneous):
        self.program = program
        self.player = s.slot

    def owned_zone(self, e) -> bool:
        return isinstance(e, ir.ZoneRef) and e.owner is not None and isinstance(e.owner, ir.Local) and \
            e.owner.slot == self.player

    def expr(self, e, own: set, compared: bool = False) -> bool:
        if e is None or isinstance(e, str):
            return True
        if isinstance(e, (ir.Literal, ir.OptionValue, ir.EnumValues, ir.PlayerCount)):
            return True
        if isinstance(e, ir.Local):
            return e.slot in own
        if isinstance(e, ir.Item):
            return True
        if isinstance(e, ir.ZoneRef):
            return self.owned_zone(e) and (e.index is None or self.expr(e.index, own))
        if isinstance(e, ir.CardField):
            card_valued = e.kind in ("field", "var") and e.type.kind == "card"
            return (compared or not card_valued) and self.expr(e.card, own)
        if isinstance(e, ir.Call):
            return e.name in _APART_CALLS and all(self.expr(a, own) for a in e.args)
        if isinstance(e, ir.Aggregate):
            return self.expr(e.source, own) and self.expr(e.where, own) and self.expr(e.value, own)
        if isinstance(e, ir.Binary):
            compare = e.op in ("==", "!=")
            return self.expr(e.left, own, compare) and self.expr(e.right, own, compare)
        if isinstance(e, (ir.And, ir.Or)):
            return self.expr(e.left, own) and self.expr(e.right, own)
        if isinstance(e, (ir.Not, ir.Neg)):
            return self.expr(e.value, own)
        if isinstance(e, ir.Cond):
            return self.expr(e.test, own) and self.expr(e.then, own) and self.expr(e.otherwise, own)
        if isinstance(e, ir.Index):
            return self.expr(e.base, own) and self.expr(e.index, own)
        if isinstance(e, ir.Range):
            return self.expr(e.low, own) and self.expr(e.high, own)
        if isinstance(e, ir.ListOf):
            return all(self.expr(x, own) for x in e.items)
        if isinstance(e, ir.TextOf):
            return all(self.expr(x, own) for x in e.parts)
        return False  # variables, defines, event values

    def block(self, stmts: tuple, own: set) -> bool:
        own = set(own)  # what a block declares is its own
        return all(self.stmt(x, own) for x in stmts)

    def stmt(self, x: ir.Stmt, own: set) -> bool:
        if isinstance(x, (ir.Break, ir.Log, ir.Reveal)):
            return True  # a log is not written where the parts run one after the other
        if isinstance(x, ir.Choose):
            if not (self.expr(x.source, own) and self.expr(x.by, own) and self.expr(x.count, own)):
                return False
            own.add(x.slot)
            return self.expr(x.where, own)
        if isinstance(x, ir.Move):
            return self.expr(x.cards, own) and self.owned_zone(x.to)
        if isinstance(x, ir.Let):
            ok = self.expr(x.value, own - {x.slot})
            own.add(x.slot)
            return ok
        if isinstance(x, ir.Assign):
            place = x.place
            if isinstance(place, ir.LocalPlace):
                ok = place.slot in own and place.slot != self.player and place.event is None
            else:  # a card variable of a card the part holds in a local
                ok = isinstance(place, ir.CardVarPlace) and isinstance(place.card, ir.Local) and place.card.slot in own
            return ok and self.expr(x.value, own)
        if isinstance(x, ir.If):
            return all(self.expr(b.test, own) and self.block(b.body, own) for b in x.branches) and \
                self.block(x.otherwise, own)
        if isinstance(x, ir.For):
            inner = own | {x.slot}
            return self.expr(x.source, own) and self.expr(x.where, inner) and self.block(x.body, inner)
        if isinstance(x, ir.While):
            return self.expr(x.test, own) and self.block(x.body, own)
        if isinstance(x, ir.Repeat):
            inner = set(own)
            return all(self.stmt(y, inner) for y in x.body) and self.expr(x.until, inner)
        return False


# the built-in functions that read nothing but their values and the zones they are given
_APART_CALLS = frozenset(("size", "top", "bottom", "cards", "contains", "remove", "players", "players_from",
                          "players_after", "players_before", "next", "prev", "abs", "larger", "smaller"))


def _statements(body: tuple, into_parts: bool = True):
    """Every statement in a body, nested ones included (`into_parts`: inside `simultaneous` blocks too)."""
    for s in body:
        yield s
        if isinstance(s, ir.If):
            for b in s.branches:
                yield from _statements(b.body, into_parts)
            yield from _statements(s.otherwise, into_parts)
        elif isinstance(s, (ir.For, ir.While, ir.Repeat, ir.Emit)) or isinstance(s, ir.Simultaneous) and into_parts:
            yield from _statements(s.body, into_parts)
