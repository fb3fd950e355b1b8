"""What lint's flow analysis (`flow.py`) records as it walks the rules, and what runs (`Reach`).

`Observations` are one pass's: the analysis keeps the last pass's, and the checks read them. A
`Body` is one procedure, trigger, define, ranking or the play block while it is walked; a
`LocalInfo` one of its locals; a `Choice` a `choose` met while running.
"""

from __future__ import annotations

from .. import ir, records


class LocalInfo:
    """A frame local or an aggregate's item while a body is walked."""

    __slots__ = ("name", "shape", "node", "kind", "reads", "loc")

    def __init__(self, name, shape_, node, kind, loc=None):
        self.name, self.shape, self.node, self.kind = name, shape_, node, kind
        self.reads = 0
        self.loc = loc  # where a card held here lies: frozenset of (zone, owner text), or None


class Body:
    """One body being walked: a procedure, a trigger, a define, the play block, the ranking."""

    def __init__(self, kind: str, name: str, key: tuple, stmts: tuple = (), event: str | None = None,
                 timing: str | None = None):
        self.kind, self.name, self.key, self.stmts, self.event, self.timing = kind, name, key, stmts, event, timing
        self.scopes: list[dict[str, LocalInfo]] = [{}]
        self.locals: dict[int, LocalInfo] = {}
        self.items: dict[int, LocalInfo] = {}
        self.live = True
        self.dead_reason = ""
        self.loops: list[list[bool]] = []
        self.emits: list[tuple[str, int]] = []  # open emit blocks: (event, loop depth at the emit)
        self.returns = False
        self.reveals: set[str] = set()
        self.lets: list[LocalInfo] = []


class Choice:
    """A choice met while running: what the checks of choices need to know of it."""

    __slots__ = ("node", "body", "empty", "options", "count", "where", "place", "item")

    def __init__(self, node, body, empty, options, count, where, place, item):
        self.node = node  # the `ir.Choose`
        self.body = body  # the statements of the body it is in
        self.empty = empty  # why what it runs over is always empty, or None
        self.options = options  # the abstract value of what it runs over
        self.count = count  # how many items it picks, when that is known
        self.where = where  # the truth values its condition can have (None: not known)
        self.place = place  # where the cards it runs over lie
        self.item = item  # the shape of one candidate


class Observations:
    """What one pass of the walk saw (the last pass's are the analysis's result)."""

    def __init__(self):
        self.shapes: dict[int, tuple] = {}
        self.place_shapes: dict[int, tuple] = {}  # a local's shape as a value is stored in it
        self.values: dict[int, object] = {}
        self.zone_reads: dict[str, object] = {}
        self.zone_writes: dict[str, object] = {}
        self.zone_mentions: set[str] = set()
        self.unknown_dest = False
        self.var_reads: set[str] = set()
        self.var_writes: set[str] = set()
        self.attr_reads: set[str] = set()
        self.cvar_writes: set[str] = set()
        self.option_uses: set[str] = set()
        self.define_uses: set[str] = set()
        self.calls: dict[tuple, set[str]] = {}
        self.called_anywhere: set[str] = set()
        self.emits: dict[tuple, set[str]] = {}
        self.emitted_anywhere: set[str] = set()
        self.open_calls: dict[str, set[str]] = {}
        self.exits: list[tuple] = []  # (body key, procedure, node, live)
        self.ends: dict[tuple, list[bool]] = {}
        self.event_reads: list[tuple] = []  # (body key, event, node, lexically inside it)
        self.dead_triggers: set[int] = set()
        self.conditions: list[tuple] = []  # (node, where, av) met while running
        self.unreachable: list[tuple] = []  # (statement, why)
        self.shadowing: list[tuple] = []  # (node, message)
        self.unused_lets: list[LocalInfo] = []
        self.leaving_emit: list[tuple] = []  # (statement, message)
        self.branches: list[tuple] = []  # (test, earlier tests) of if statements reached
        self.loops_never: list[tuple] = []  # (source, why) of loops over nothing
        self.choices: list[Choice] = []
        self.logged_cards: list[tuple] = []  # (part, body, viewer, place) of cards named in log lines
        self.rank_keys: list[tuple] = []  # (key, av)
        self.play_ends = False



class Reach:
    """What runs: from the play block through calls and emitted events' triggers (the last pass's)."""

    def __init__(self, program: ir.Program, seen: Observations):
        self.seen = seen
        self.triggers_of: dict[str, list[int]] = {}
        for t in program.triggers:
            self.triggers_of.setdefault(t.event, []).append(t.index)
        reach: set[tuple] = set()
        todo = [("play",)]
        while todo:
            key = todo.pop()
            if key in reach:
                continue
            reach.add(key)
            todo.extend(("proc", name) for name in seen.calls.get(key, ()))
            for event in seen.emits.get(key, ()):
                todo.extend(("trigger", i) for i in self.triggers_of.get(event, []) if i not in seen.dead_triggers)
        self.keys = reach
        self.emitted_live = {event for key in reach for event in seen.emits.get(key, ())}
        self._below: dict[tuple, set[tuple]] = {}

    def __contains__(self, key: tuple) -> bool:
        return key in self.keys

    def below(self, key: tuple) -> set[tuple]:
        """The bodies that can run while `key` runs (itself included)."""
        if key in self._below:
            return self._below[key]
        out: set[tuple] = set()
        todo = [key]
        while todo:
            k = todo.pop()
            if k in out:
                continue
            out.add(k)
            todo.extend(("proc", name) for name in self.seen.calls.get(k, ()))
            for event in self.seen.emits.get(k, ()):
                todo.extend(("trigger", i) for i in self.triggers_of.get(event, []))
        self._below[key] = out
        return out


_PARTS: dict[type, tuple[str, ...]] = {}  # node class -> the fields that may hold nodes
_NODES = (ir.Expr, ir.Stmt, ir.Branch, ir.LocalPlace, ir.VarPlace, ir.CardVarPlace, ir.ItemPlace)


def nodes_of(root):
    """Every node below `root`, itself included (as `ir.walk`, with the fields of each class of
    node looked up once: lint walks every body, and that reflection is most of the cost)."""
    stack = [root]
    while stack:
        n = stack.pop()
        yield n
        parts = _PARTS.get(type(n))
        if parts is None:
            parts = _PARTS[type(n)] = tuple(a.name for a in records.fields(type(n)) if a.name not in (
                "type", "facts", "span", "item_type") and not a.name.endswith("_span"))
        for name in parts:
            v = getattr(n, name)
            if isinstance(v, _NODES):
                stack.append(v)
            elif isinstance(v, tuple):
                for x in v:
                    if isinstance(x, _NODES):
                        stack.append(x)


def statements_of(stmts):
    """Every statement of a body, nested ones included (not the expressions in them)."""
    stack = list(reversed(stmts))
    while stack:
        s = stack.pop()
        yield s
        if isinstance(s, ir.If):
            for block in [s.otherwise] + [b.body for b in reversed(s.branches)]:
                stack.extend(reversed(block))
        elif isinstance(s, (ir.While, ir.Repeat, ir.For, ir.Simultaneous, ir.Emit)):
            stack.extend(reversed(s.body))
