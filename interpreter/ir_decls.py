"""The intermediate form's declarations: options, enums, card types, zones, variables, events,
procedures, triggers, defines, rankings, decks, and the whole `Program`.

See `ir.py`, which gathers them with the nodes (`ir_nodes.py`) as the one intermediate form.
"""

from __future__ import annotations

from typing import Any

from rulerun.grammar.errors import Span

from .ir_nodes import Expr, _span, node
from .types import Type
from .records import field


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
    holds: str | None = None  # the card type it is declared to hold: said to readers, not enforced
    # a family of zones (`zone row[4]`, `zone row[suit]`, either per player): how many, a constant worked
    # out by the layout, or the enum whose values name them
    count: "Expr | None" = None
    span: Span = _span()


@node
class Var:
    """A game variable. `visible_to` says who may know its value: `everyone`, `nobody`, or for a
    per-player variable also `owner` (the player whose value it is) or `others` (every other player)."""

    name: str
    index: int
    type: Type  # the type of one value
    per_player: bool = False
    by: str | None = None  # the enum it holds one value per
    default: "Expr | None" = None
    visible_to: str = "everyone"
    span: Span = _span()

    @property
    def secret(self) -> bool:
        return self.visible_to != "everyone"


@node
class CardVar:
    """A card variable (a mutable field), numbered in declaration order. `visible_to` says who may
    know its value: None for those who see the card (the default), else `everyone`, `nobody`, `owner`
    (the player whose zone the card lies in; nobody while it lies in a shared zone) or `others`."""

    name: str
    index: int
    type: Type
    default: "Expr | None" = None
    visible_to: str | None = None
    span: Span = _span()

    @property
    def secret(self) -> bool:
        """Whether the variable may be hidden from a player who sees its card."""
        return self.visible_to not in (None, "everyone")


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
class Payoff:
    """`payoff p by value from low to high [summing to total]`: each player's return at the end of a
    game (the player is slot 0 of `frame`); `low`, `high` and `total` are constants of the set-up."""

    var: str
    value: Expr
    low: Expr
    high: Expr
    total: "Expr | None"
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
    per_player: bool = False  # the entries are made once for each player, into that player's zone
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
    payoff: Payoff | None = None
    players_span: Span = _span()  # the `players` declaration's; NOWHERE where there is none

    # name -> position of each kind of declaration, made with the program
    proc_index: dict = field(init=False, eq=False, repr=False)
    zone_index: dict = field(init=False, eq=False, repr=False)
    var_index: dict = field(init=False, eq=False, repr=False)
    event_index: dict = field(init=False, eq=False, repr=False)
    define_index: dict = field(init=False, eq=False, repr=False)
    option_index: dict = field(init=False, eq=False, repr=False)
    card_var_index: dict = field(init=False, eq=False, repr=False)
    enum_index: dict = field(init=False, eq=False, repr=False)
    card_index: dict = field(init=False, eq=False, repr=False)

    def __post_init__(self) -> None:
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
