"""The intermediate form's nodes: facts, expressions, assignable places and statements.

See `ir.py`, which gathers them with the declarations (`ir_decls.py`) as the one intermediate form.
"""

from __future__ import annotations

from typing import Any, Union

from rulerun.grammar.errors import Span

from .records import field, fields, frozen
from .types import ANY, Type

NOWHERE = Span()


def _span():
    """A node's span: kept out of equality and `repr`, so that nodes compare by what they say."""
    return field(eq=False, repr=False, default=NOWHERE)


node = frozen(kw_only=True)  # every node: immutable, made with keywords, compared by its fields (not its span)


# ---- facts -------------------------------------------------------------------------------------
@frozen
class Facts:
    """What an expression or statement does, itself and through its parts (not through the
    procedures it calls: see `codegen/plan.py`).

    `reads` and `writes` are frame slots; `state` names the parts of the game state read
    (`zones`, `loc`, `vars`, `cvars`, `events`, `rng`); `changes` the parts written (`zones`,
    `loc`, `vars`, `cvars`, `events`, `log`, `rng`, `end` for the end of the game); `zones` the zone
    declarations whose cards (or sizes) it reads or moves; `items` the aggregate items it reads.
    """

    reads: frozenset = frozenset()
    writes: frozenset = frozenset()
    state: frozenset = frozenset()
    changes: frozenset = frozenset()
    zones: frozenset = frozenset()
    items: frozenset = frozenset()
    random: bool = False  # draws from the state's generator (a die, `random(...)`, a shuffle)
    logs: bool = False  # may write to the log
    fails: bool = False  # may raise at run time (a none where a value is needed, an index out of range ...)
    decides: bool = False  # holds a `choose`
    simultaneous: bool = False  # holds a `simultaneous` block
    calls: frozenset = frozenset()  # procedures it calls
    emits: frozenset = frozenset()  # events it emits
    exits: frozenset = frozenset()  # procedures it exits
    defines: frozenset = frozenset()  # defines it calls
    loops: bool = False  # runs a loop: `for`, `while`, `repeat`, an aggregate, a simultaneous block's parts

    def __or__(self, other: "Facts") -> "Facts":
        if other is NO_FACTS:
            return self
        if self is NO_FACTS:
            return other
        return Facts(
            self.reads | other.reads, self.writes | other.writes, self.state | other.state,
            self.changes | other.changes, self.zones | other.zones, self.items | other.items,
            self.random or other.random, self.logs or other.logs, self.fails or other.fails,
            self.decides or other.decides, self.simultaneous or other.simultaneous, self.calls | other.calls,
            self.emits | other.emits, self.exits | other.exits, self.defines | other.defines,
            self.loops or other.loops)

    @property
    def pure(self) -> bool:
        """Reads only: changes nothing, draws nothing, logs nothing."""
        return not (self.writes or self.changes or self.random or self.logs or self.decides or self.simultaneous
                    or self.calls or self.emits or self.exits)

    @property
    def safe(self) -> bool:
        """Pure and cannot fail: it may be worked out earlier or later, or not at all, to the same effect."""
        return self.pure and not self.fails


NO_FACTS = Facts()


def union(*facts: "Facts | None") -> Facts:
    out = NO_FACTS
    for f in facts:
        if f is not None:
            out = out | f
    return out


# ---- expressions -------------------------------------------------------------------------------
@node
class Expr:
    """An expression: its static type and facts, and its span."""

    type: Type = ANY
    facts: Facts = field(eq=False, repr=False, default=NO_FACTS)
    span: Span = _span()


@node
class Literal(Expr):
    """A constant: a number, a flag, a text, `none` or an enum value (`type` says which)."""

    value: Any = None


@node
class EnumValues(Expr):
    """An enum's name as a value: the list of its values, in declaration order (`values`, so that
    the node is a constant on its own)."""

    enum: str = ""
    values: tuple = ()


@node
class OptionValue(Expr):
    """A rulebook option's value (fixed for a game: `layout.py` knows it)."""

    option: str = ""


@node
class PlayerCount(Expr):
    """`player_count`."""


@node
class Local(Expr):
    """A frame local: a parameter, `let`, loop variable, chosen value or simultaneous player."""

    slot: int = 0
    name: str = ""


@node
class Item(Expr):
    """The item an enclosing `Aggregate` (or deck `for`) runs over."""

    binding: int = 0
    name: str = ""


@node
class VarValue(Expr):
    """A game variable. A per-player variable with `owner` is that player's value; without, the
    list of every player's value. A variable held `by` an enum is the mapping (`type` dict)."""

    var: str = ""
    owner: "Expr | None" = None


@node
class ZoneRef(Expr):
    """A zone instance: a shared zone, or a per-player zone of `owner` (`Z of P`). With an owner
    that is a list of players, the list of their instances (`type` list:zone). Of a family of zones
    (`zone row[4]`), the one at `index` (`row[k]`: a number from 1, or a player, the first zone for
    the first player), or without an index the list of them all, in order."""

    zone: str = ""
    owner: "Expr | None" = None
    index: "Expr | None" = None


@node
class CardField(Expr):
    """An attribute of a card: a fixed field (`kind` "field", a side's field named `side.field`),
    a card variable ("var"), the card's `name` ("name") or its card type's name ("type")."""

    card: Expr = None
    field: str = ""
    kind: str = "field"


@node
class EventValue(Expr):
    """`EVENT.value`: the value of the innermost open event of that name (reactions may change it)."""

    event: str = ""
    index: int = 0


@node
class Index(Expr):
    """`X[K]`: an item of a list, or the value of a `by` variable for an enum value."""

    base: Expr = None
    index: Expr = None


@node
class Binary(Expr):
    """Arithmetic and comparison: + - * / % == != < <= > >= (`/` divides whole numbers)."""

    op: str = ""
    left: Expr = None
    right: Expr = None


@node
class And(Expr):
    left: Expr = None
    right: Expr = None


@node
class Or(Expr):
    left: Expr = None
    right: Expr = None


@node
class Not(Expr):
    value: Expr = None


@node
class Neg(Expr):
    value: Expr = None


@node
class Cond(Expr):
    """`A if C else B`."""

    test: Expr = None
    then: Expr = None
    otherwise: Expr = None


@node
class ListOf(Expr):
    """`[a, b, c]`: a new list each time."""

    items: tuple = ()


@node
class Range(Expr):
    """`range(a, b)`: the whole numbers from a to b, both included."""

    low: Expr = None
    high: Expr = None


AGGREGATES = ("count", "sum", "any", "all", "max", "min", "first", "filter", "sort")


@node
class Aggregate(Expr):
    """`fn(value for name in source where test)`: count, sum, any, all, max, min, first, filter,
    sort, over a zone's cards or a list's items, each bound to `Item(binding)`. A `sort` gives its
    values (or items) in the order of their `key` (`sort(x in L by KEY desc)`; without a key, of
    the values themselves), lowest first unless `descending`, items of equal keys as they came."""

    fn: str = ""
    binding: int = 0
    name: str = ""
    source: Expr = None
    where: "Expr | None" = None
    value: "Expr | None" = None
    key: "Expr | None" = None
    descending: bool = False


@node
class Call(Expr):
    """A call of a built-in function (`builtins.BUILTINS[name]`)."""

    name: str = ""
    args: tuple = ()


@node
class DefineCall(Expr):
    """A use of a define, with its arguments (none for a define without parameters)."""

    define: str = ""
    args: tuple = ()


@node
class TextOf(Expr):
    """A text made of literal parts and values: `"{p} takes {c}"` (type text). Players show as
    P1, P2, cards by name (as the viewer may see them, in logs)."""

    parts: tuple = ()  # str | Expr


@node
class Invalid(Expr):
    """Where an error was reported: an expression of type `any` that is never run."""


# ---- places that can be assigned -------------------------------------------------------------
@node
class LocalPlace:
    """A frame local. In a trigger, a parameter of its event: the open event's value changes too
    (`event` and `index` set)."""

    slot: int
    name: str
    event: str | None = None
    index: int = 0
    type: "Type | None" = None  # the local's type where it is set
    span: Span = _span()


@node
class VarPlace:
    """A game variable, a player's value of a per-player one (`owner`)."""

    var: str
    owner: "Expr | None" = None
    span: Span = _span()


@node
class CardVarPlace:
    """A card variable of a card."""

    card: Expr
    field: str
    span: Span = _span()


@node
class ItemPlace:
    """An item of a list held in `outer` (lists are values: the list is copied, the item set, and
    the copy stored in `outer`), or a value of a `by` variable (`outer` None: `container[key]` is set
    in place)."""

    container: Expr
    key: Expr
    outer: "Place | None" = None
    span: Span = _span()


Place = Union[LocalPlace, VarPlace, CardVarPlace, ItemPlace]


# ---- statements --------------------------------------------------------------------------------
@node
class Stmt:
    facts: Facts = field(eq=False, repr=False, default=NO_FACTS)
    span: Span = _span()


@node
class Let(Stmt):
    slot: int = 0
    name: str = ""
    value: Expr = None


@node
class Assign(Stmt):
    """`place = value`, `place += value`, `place -= value` (`place` None: it could not be resolved,
    an error was reported)."""

    place: Place = None
    op: str = "="
    value: Expr = None


@node
class Move(Stmt):
    """Moves a card or a list of cards (none: nothing) to the top or bottom of a zone instance."""

    cards: Expr = None
    to: Expr = None
    bottom: bool = False


@node
class Shuffle(Stmt):
    zone: Expr = None


@node
class Branch:
    test: Expr
    body: tuple
    span: Span = _span()  # the test's


@node
class If(Stmt):
    branches: tuple = ()  # Branch
    otherwise: tuple = ()


@node
class For(Stmt):
    """`for name in source where test { body }`: over a snapshot of a zone's cards or a list.
    `items` and `place` are the slots the step-by-step form keeps the snapshot and its place in."""

    slot: int = 0
    name: str = ""
    source: Expr = None
    where: "Expr | None" = None
    body: tuple = ()
    items: int = 0
    place: int = 0
    source_span: Span = _span()


@node
class While(Stmt):
    test: Expr = None
    body: tuple = ()
    test_span: Span = _span()


@node
class Repeat(Stmt):
    """`repeat { body } until test`."""

    body: tuple = ()
    until: Expr = None
    until_span: Span = _span()


@node
class Break(Stmt):
    pass


@node
class Return(Stmt):
    """Leaves the procedure; in the `play` block it ends the game (`ends_game`)."""

    ends_game: bool = False


@node
class Exit(Stmt):
    """Leaves the procedures called since `procedure` began, and that one."""

    procedure: str = ""


@node
class Choose(Stmt):
    """`choose name in source where test by player [count K] [optional] [secretly] [showing T] as "label"`.

    The chosen value (a list of `count` values; none for a pass) goes to `slot`. `picks` is K when
    the count is written as a number of 2 or more and the choice is not optional."""

    slot: int = 0
    name: str = ""
    source: Expr = None
    where: "Expr | None" = None
    by: Expr = None
    count: "Expr | None" = None
    optional: bool = False
    secret: bool = False
    label: str = ""
    showing: "Expr | None" = None  # a TextOf or other expression, read with the candidate in `slot`
    picks: int | None = None
    item_type: Type = ANY  # the type of one candidate
    # whether it may find no legal option and bind none (`or none`, `optional`, or compared with none
    # after it); otherwise that is a run-time error
    may_be_empty: bool = False
    or_none: bool = False  # written `or none`
    label_text: "Expr | None" = None  # a label that shows values (`as "take {c}"`), worked out when offered


@node
class Simultaneous(Stmt):
    """`simultaneous name in players { body }`: each player's part runs with `slot` that player."""

    slot: int = 0
    name: str = ""
    source: Expr = None
    body: tuple = ()


@node
class Emit(Stmt):
    """Opens an event with its values, runs its `before` triggers, then (unless cancelled) the
    body and its `after` triggers, then closes it. (An unknown event or a wrong number of values
    is reported, and leaves `args` and `body` empty.)"""

    event: str = ""
    args: tuple = ()
    body: tuple = ()


@node
class Cancel(Stmt):
    pass


@node
class EndGame(Stmt):
    winners: "Expr | None" = None


@node
class Log(Stmt):
    """A log line made of literal texts and values (`parts`), to everyone or to one player (`to`)."""

    parts: tuple = ()  # str | Expr
    to: "Expr | None" = None


@node
class Reveal(Stmt):
    """`reveal X [to P]`: cards shown in the log; or a value that is not cards, its text told, whatever
    secret it reads (a declassification: from now on it is known to everyone, or to P)."""

    cards: Expr = None
    to: "Expr | None" = None


@node
class CallProc(Stmt):
    """A call of a procedure (an unknown one, or a wrong number of values, is reported and leaves
    `args` empty)."""

    procedure: str = ""
    args: tuple = ()


# ---- walking -----------------------------------------------------------------------------------
_PARTS: dict[type, tuple[str, ...]] = {}  # a node class -> the names of its fields that may hold nodes


def children(node) -> tuple:
    """The expressions, statements and places directly inside a node, in evaluation order."""
    names = _PARTS.get(type(node))
    if names is None:
        names = _PARTS[type(node)] = tuple(
            a.name for a in fields(type(node))
            if not (a.name in ("type", "facts", "span") or a.name.endswith("_span") or a.name == "item_type"))
    out = []
    for name in names:
        v = getattr(node, name)
        if isinstance(v, (Expr, Stmt, Branch, LocalPlace, VarPlace, CardVarPlace, ItemPlace)):
            out.append(v)
        elif isinstance(v, tuple):
            for x in v:
                if isinstance(x, (Expr, Stmt, Branch)):
                    out.append(x)
                elif isinstance(x, tuple):  # (field, value) pairs of a deck card
                    out.extend(y for y in x if isinstance(y, Expr))
    return tuple(out)


def walk(node):
    """Every node below `node`, itself first (depth first, in evaluation order)."""
    stack = [node]
    while stack:
        n = stack.pop()
        yield n
        stack.extend(reversed(children(n)))
