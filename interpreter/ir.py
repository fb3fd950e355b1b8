"""The intermediate form: a rulebook resolved and typed, as every later pass reads it.

`resolve.py` builds it from a validated rulebook document; code generation (`codegen/`), lint
(`lint/`) and `explain` read it. It does not depend on the player count nor on option values:
`layout.py` turns it into zone instances, variable places and cards for one game set-up.

Every node is immutable (attrs, frozen, slots) and carries its `span` (kept out of equality and
`repr`). Names are resolved: a node refers to its declaration by name or number, never by a
string left to look up. Every expression has its static `type` (`types.py`). Every expression
and statement has its `facts`: what it reads and writes, whether it draws random numbers, logs,
decides or calls, computed once, bottom up, when the node is made. Facts that depend on other
procedures (whether a call can wait for a decision) are in `facts.py`.

Frame slots: each procedure, trigger, define and ranking has a frame, a list of locals. Its
parameters are slots 0..k-1; every `let`, loop variable, choice and simultaneous block's player
gets a slot of its own when the resolver meets it (a name declared twice in one body gets a new
slot each time). A `for` also has two slots where the step-by-step form keeps its list and its
place. An aggregate's item is not a frame local: it is `Item(binding)`, a number unique within the
body, bound by the `Aggregate` node that runs over it.
"""

from __future__ import annotations

from typing import Any, Union

import attrs

from rulerun.grammar.errors import Span

from .types import ANY, Type

NOWHERE = Span()


def _span():
    """A node's span: kept out of equality and `repr`, so that nodes compare by what they say."""
    return attrs.field(eq=False, repr=False, default=NOWHERE)


node = attrs.frozen(slots=True, kw_only=True)  # every node: immutable, made with keywords


# ---- facts -------------------------------------------------------------------------------------
@attrs.frozen(slots=True)
class Facts:
    """What an expression or statement does, itself and through its parts (not through the
    procedures it calls: see `facts.py`).

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
            self.emits | other.emits, self.exits | other.exits, self.defines | other.defines)

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
    facts: Facts = attrs.field(eq=False, repr=False, default=NO_FACTS)
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
    that is a list of players, the list of their instances (`type` list:zone)."""

    zone: str = ""
    owner: "Expr | None" = None


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


AGGREGATES = ("count", "sum", "any", "all", "max", "min", "first", "filter")


@node
class Aggregate(Expr):
    """`fn(value for name in source where test)`: count, sum, any, all, max, min, first, filter,
    over a zone's cards or a list's items, each bound to `Item(binding)`."""

    fn: str = ""
    binding: int = 0
    name: str = ""
    source: Expr = None
    where: "Expr | None" = None
    value: "Expr | None" = None


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
    facts: Facts = attrs.field(eq=False, repr=False, default=NO_FACTS)
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
    cards: Expr = None
    to: "Expr | None" = None


@node
class CallProc(Stmt):
    """A call of a procedure (an unknown one, or a wrong number of values, is reported and leaves
    `args` empty)."""

    procedure: str = ""
    args: tuple = ()


# ---- declarations ------------------------------------------------------------------------------
@node
class Option:
    name: str
    type: Type
    default: Any
    help: str = ""
    span: Span = _span()


@node
class Enum:
    name: str
    values: tuple
    span: Span = _span()


@node
class Field:
    """A card type's field. `mutable` fields are card variables. A side's field is named `side.field`."""

    name: str
    type: Type
    mutable: bool
    default: "Expr | None" = None
    span: Span = _span()


@node
class CardType:
    name: str
    fields: tuple  # Field, the sides' fields included
    sides: tuple = ()  # side names, in order
    span: Span = _span()


@node
class Zone:
    name: str
    index: int
    per_player: bool
    visible_to: str  # everyone, owner, nobody, others, top
    showing: str | None = None  # the side of two-sided cards shown here
    span: Span = _span()


@node
class Var:
    name: str
    index: int
    type: Type  # the type of one value
    per_player: bool = False
    by: str | None = None  # the enum it holds one value per
    default: "Expr | None" = None
    span: Span = _span()


@node
class CardVar:
    """A card variable (a mutable field), numbered in declaration order."""

    name: str
    index: int
    type: Type
    default: "Expr | None" = None
    span: Span = _span()


@node
class Param:
    name: str
    type: Type
    span: Span = _span()


@node
class Event:
    name: str
    index: int
    params: tuple  # Param
    span: Span = _span()


@node
class Body:
    """What every frame's code has: its name (for messages), its locals' count and names."""

    name: str
    nlocals: int
    local_names: tuple  # the name of each slot ("" for the hidden slots of a `for`)
    local_types: tuple  # the type of each slot, as last known


@node
class Procedure:
    """A procedure (kind "procedure"), a phase ("phase", logged as it begins) or the `play` block
    ("play"). Its parameters are slots 0..k-1."""

    name: str
    index: int
    kind: str
    params: tuple  # Param
    body: tuple  # Stmt
    frame: Body
    span: Span = _span()


@node
class Trigger:
    """`on before|after EVENT when TEST { body }`: the event's values are slots 0..k-1."""

    index: int
    event: str
    timing: str
    when: "Expr | None"
    body: tuple
    frame: Body
    span: Span = _span()
    when_span: Span = _span()

    @property
    def name(self) -> str:
        return f"on {self.timing} {self.event}"


@node
class Define:
    """`define name(params) = value`: its parameters are slots 0..k-1 of a frame of its own."""

    name: str
    params: tuple  # Param
    value: Expr
    frame: Body
    span: Span = _span()


@node
class Ranking:
    """`rank p by k1, k2 ...` (or `estimate p by ...`): the player is slot 0."""

    var: str
    keys: tuple  # Expr
    frame: Body
    span: Span = _span()


@node
class DeckCard:
    """`N type "name" (field: value ...) if test`: `names` has one text per side of a two-sided card
    (else one), each a str or an Expr; `fields` is ((field, Expr), ...). An entry with an error
    (a field its card type lacks, a name that cannot be resolved) is kept up to its first error,
    `names` empty if the error came before them: it makes no card."""

    count: int
    card: str
    names: tuple
    fields: tuple
    test: "Expr | None" = None
    span: Span = _span()


@node
class DeckFor:
    """`for name in source { entries }` in a deck: the item is `Item(binding)`. A source that could
    not be resolved (an error was reported) leaves `entries` empty."""

    binding: int
    name: str
    source: Expr
    entries: tuple
    span: Span = _span()


@node
class Deck:
    zone: str
    entries: tuple  # DeckCard | DeckFor
    span: Span = _span()


@node
class Program:
    """A whole rulebook, resolved and typed."""

    game: str
    source: str  # the file
    text: str | None  # the rulebook's text, for carets in messages
    min_players: int
    max_players: int
    options: tuple  # Option
    enums: tuple  # Enum
    cards: tuple  # CardType
    fields: dict  # fixed field name -> Type ("name" and "type" included)
    card_vars: tuple  # CardVar
    zones: tuple  # Zone
    vars: tuple  # Var
    events: tuple  # Event
    procedures: tuple  # Procedure (the `play` block last)
    triggers: tuple  # Trigger
    defines: tuple  # Define
    decks: tuple  # Deck
    play: int  # the index of the `play` block among `procedures`
    rank: Ranking | None = None
    estimate: Ranking | None = None
    players_span: Span = _span()  # the `players` declaration's; NOWHERE where there is none

    # name -> position of each kind of declaration, made with the program
    proc_index: dict = attrs.field(init=False, eq=False, repr=False)
    zone_index: dict = attrs.field(init=False, eq=False, repr=False)
    var_index: dict = attrs.field(init=False, eq=False, repr=False)
    event_index: dict = attrs.field(init=False, eq=False, repr=False)
    define_index: dict = attrs.field(init=False, eq=False, repr=False)
    option_index: dict = attrs.field(init=False, eq=False, repr=False)
    card_var_index: dict = attrs.field(init=False, eq=False, repr=False)
    enum_index: dict = attrs.field(init=False, eq=False, repr=False)
    card_index: dict = attrs.field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        for what, index in (("procedures", "proc_index"), ("zones", "zone_index"), ("vars", "var_index"),
                            ("events", "event_index"), ("defines", "define_index"), ("options", "option_index"),
                            ("card_vars", "card_var_index"), ("enums", "enum_index"), ("cards", "card_index")):
            object.__setattr__(self, index, {d.name: i for i, d in enumerate(getattr(self, what))})

    def procedure(self, name: str) -> Procedure:
        return self.procedures[self.proc_index[name]]

    def zone(self, name: str) -> Zone:
        return self.zones[self.zone_index[name]]

    def var(self, name: str) -> Var:
        return self.vars[self.var_index[name]]

    def event(self, name: str) -> Event:
        return self.events[self.event_index[name]]

    def define(self, name: str) -> Define:
        return self.defines[self.define_index[name]]

    def triggers_of(self, event: str, timing: str) -> tuple:
        """The triggers of an event at one timing, in declaration order."""
        return tuple(t for t in self.triggers if t.event == event and t.timing == timing)


# ---- walking -----------------------------------------------------------------------------------
def children(node) -> tuple:
    """The expressions, statements and places directly inside a node, in evaluation order."""
    out = []
    for a in attrs.fields(type(node)):
        if a.name in ("type", "facts", "span") or a.name.endswith("_span") or a.name == "item_type":
            continue
        v = getattr(node, a.name)
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
