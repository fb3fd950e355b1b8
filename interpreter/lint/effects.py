"""What running a part of the rules may do, through the procedures it calls and the triggers of the
events it emits: the variables, card variables and zones it may change, whether it may decide,
end the game or exit a procedure; and what an expression reads. Lint's checks of loops and
recursion (`structure.py`) read them.

The node facts of the intermediate form (`ir.Facts`) say what a node does itself, and which parts
of the state; these add which variables, which zones, and what calls do. Every procedure's and
trigger's summary is worked out once, on first use, as the least fixpoint over the calls.
"""

from __future__ import annotations

from .. import ir
from .facts import nodes_of, statements_of


class Effect:
    """What running some statements may do (a summary)."""

    __slots__ = ("vars", "cvars", "zones", "moved_to", "events", "decides", "ends", "exits", "calls", "emits")

    def __init__(self):
        self.vars: set[str] = set()  # variables written
        self.cvars: set[str] = set()  # card variables written
        self.zones = False  # moves or shuffles cards
        self.moved_to: set[str] | None = set()  # the zones cards are moved to (None: some zone not known)
        self.events = False  # changes an open event's values
        self.decides = False  # a choice or a simultaneous block
        self.ends = False  # may end the game
        self.exits = False  # may exit a procedure
        self.calls: set[str] = set()
        self.emits: set[str] = set()

    def add(self, other: "Effect") -> None:
        self.vars |= other.vars
        self.cvars |= other.cvars
        self.zones = self.zones or other.zones
        self.moved_to = None if self.moved_to is None or other.moved_to is None else self.moved_to | other.moved_to
        self.events = self.events or other.events
        self.decides = self.decides or other.decides
        self.ends = self.ends or other.ends
        self.exits = self.exits or other.exits

    def key(self) -> tuple:
        return (frozenset(self.vars), frozenset(self.cvars), self.zones, None if self.moved_to is None else
                frozenset(self.moved_to), self.events, self.decides, self.ends, self.exits)


def own_effect(stmts, skip=None) -> Effect:
    """What the statements do themselves (calls and emits listed, not followed); a statement for which
    `skip(statement)` is true is left out."""
    out = Effect()
    for n in statements_of(stmts):  # what changes anything is a statement (an assignment's place is in it)
        if skip is None or not skip(n):
            _note(n, out)
    return out


def _note(n, out: Effect) -> None:
    if isinstance(n, ir.Assign) and n.place is not None:
        _place(n.place, out)
    elif isinstance(n, (ir.Move, ir.Shuffle)):
        out.zones = True
        if isinstance(n, ir.Move):
            to = n.to
            if isinstance(to, ir.ZoneRef):
                if out.moved_to is not None:
                    out.moved_to.add(to.zone)
            else:
                out.moved_to = None
    elif isinstance(n, (ir.Choose, ir.Simultaneous)):
        out.decides = True
    elif isinstance(n, (ir.EndGame, ir.Cancel)) or (isinstance(n, ir.Return) and n.ends_game):
        out.ends = out.ends or not isinstance(n, ir.Cancel)
        out.events = out.events or isinstance(n, ir.Cancel)
    elif isinstance(n, ir.Exit):
        out.exits = True
    elif isinstance(n, ir.CallProc):
        out.calls.add(n.procedure)
    elif isinstance(n, ir.Emit):
        out.emits.add(n.event)
        out.events = True


def _place(place, out: Effect) -> None:
    while isinstance(place, ir.ItemPlace):
        if place.outer is None:
            root = place.container
            while isinstance(root, ir.Index):
                root = root.base
            if isinstance(root, ir.VarValue):
                out.vars.add(root.var)
            return
        place = place.outer
    if isinstance(place, ir.VarPlace):
        out.vars.add(place.var)
    elif isinstance(place, ir.CardVarPlace):
        out.cvars.add(place.field)
    elif isinstance(place, ir.LocalPlace) and place.event is not None:
        out.events = True


class Effects:
    """The summaries of every procedure and trigger, worked out once."""

    def __init__(self, program: ir.Program):
        self.program = program
        self._procs: dict[str, Effect] | None = None
        self._triggers: dict[str, Effect] = {}
        self._of: dict[int, tuple] = {}

    def of(self, stmts, skip=None) -> Effect:
        """What the statements may do, through what they call and emit."""
        if skip is None and id(stmts) in self._of:
            return self._of[id(stmts)][1]
        out = own_effect(stmts, skip)
        self.follow(out)
        if skip is None:
            self._of[id(stmts)] = (stmts, out)  # the statements are kept, so that their id stays theirs
        return out

    def follow(self, out: Effect) -> None:
        procs = self.procedures()
        for name in out.calls:
            if name in procs:
                out.add(procs[name])
        for event in out.emits:
            out.add(self.triggers(event))

    def procedures(self) -> dict[str, Effect]:
        if self._procs is None:
            program = self.program
            own = {p.name: own_effect(p.body) for p in program.procedures if p.kind != "play"}
            by_event: dict[str, Effect] = {}
            for t in program.triggers:
                e = own_effect(t.body)
                by_event.setdefault(t.event, Effect()).add(e)
                mine = by_event[t.event]
                mine.calls |= e.calls
                mine.emits |= e.emits
            total = {name: _copy(e) for name, e in own.items()}
            events = {name: _copy(e) for name, e in by_event.items()}
            changed = True
            while changed:  # the least fixpoint: summaries only grow
                changed = False
                for table, owns in ((total, own), (events, by_event)):
                    for name, e in table.items():
                        before = e.key()
                        for callee in owns[name].calls:
                            if callee in total:
                                e.add(total[callee])
                        for event in owns[name].emits:
                            if event in events:
                                e.add(events[event])
                        changed = changed or e.key() != before
            self._procs, self._triggers = total, events
        return self._procs

    def triggers(self, event: str) -> Effect:
        self.procedures()
        return self._triggers.get(event, Effect())


def _copy(e: Effect) -> Effect:
    out = Effect()
    out.add(e)
    out.calls, out.emits = set(e.calls), set(e.emits)
    return out


class Reads:
    """What an expression reads (through the defines it uses)."""

    __slots__ = ("slots", "vars", "cvars", "zones", "zone_names", "events", "random")

    def __init__(self, program: ir.Program, e: ir.Expr):
        self.slots = set(e.facts.reads)
        self.vars: set[str] = set()
        self.cvars: set[str] = set()
        self.zone_names: set[str] = set()
        state = e.facts.state
        self.zones = "zones" in state or "loc" in state
        self.events = "events" in state
        self.random = e.facts.random or "rng" in state
        seen: set[str] = set()
        todo = [e]
        while todo:
            for n in nodes_of(todo.pop()):
                if isinstance(n, ir.VarValue):
                    self.vars.add(n.var)
                elif isinstance(n, ir.CardField) and n.kind == "var":
                    self.cvars.add(n.field)
                elif isinstance(n, ir.ZoneRef):
                    self.zone_names.add(n.zone)
                elif isinstance(n, ir.DefineCall) and n.define not in seen and n.define in program.define_index:
                    seen.add(n.define)
                    todo.append(program.define(n.define).value)

    def changed_by(self, effect: Effect, slots: set) -> bool:
        """Whether running something with this effect (and writing these frame slots) may change the value."""
        return bool(self.random or self.slots & slots or self.vars & effect.vars or self.cvars & effect.cvars
                    or (self.zones and effect.zones) or (self.events and effect.events))
