"""The compiled model: what the engine runs, for one player count and one set of option values.

`compile_rulebook` (in `compiler.py`) builds it: the layout of zones, variables and cards
(`layout.py`) and the code of every procedure (`codegen/`). A procedure is a list of steps, each a
record (`codegen/steps.py`), a callable `(state, frame)` and a source span, and, with generated
code, one function that runs them; zones, cards, variables and enum values are small integers or
interned strings.
"""

from __future__ import annotations

from typing import Any, Callable

from rulerun.grammar.errors import Span

from .records import field, frozen

VISIBILITY = ("everyone", "owner", "nobody", "others", "top")
# Who may know a variable's value (a card variable without one: those who see the card).
VALUE_VISIBILITY = ("everyone", "owner", "others", "nobody")


def plain_text(v: Any) -> str:
    """How a plain value (number, flag, enum value, mapping, list) is written in logs."""
    if v is True:
        return "yes"
    if v is False:
        return "no"
    if v is None:
        return "none"
    if isinstance(v, dict):
        return ", ".join(f"{k} {plain_text(x)}" for k, x in v.items())
    if isinstance(v, list):
        return "[" + ", ".join(plain_text(x) for x in v) + "]"
    return str(v)


@frozen
class Option:
    """A rulebook option: a named alternative rule, set with `--option name=value`."""

    name: str
    type: str
    default: Any
    help: str
    span: Span = field(eq=False, repr=False)


@frozen
class Zone:
    """A zone declaration; a per-player zone has one instance per player."""

    name: str
    index: int
    per_player: bool
    visible_to: str
    base: int  # the first zone instance
    span: Span = field(eq=False, repr=False)
    showing: str | None = None  # the one side of two-sided cards shown here
    count: int | None = None  # a family of zones: how many, instances `NAME 1` to `NAME N` (per player: each's)
    labels: tuple[str, ...] | None = None  # a family named by an enum: its values, instances `NAME VALUE`


@frozen
class Var:
    """A game variable; per player it has one slot per player, `by` an enum it holds a mapping."""

    name: str
    type: str
    per_player: bool
    by: str | None
    base: int
    span: Span = field(eq=False, repr=False)
    visible_to: str = "everyone"  # who may know its value (see `ir.Var`)


@frozen
class Procedure:
    """A procedure, phase or trigger body compiled to steps, with a span for every step."""

    name: str
    kind: str
    params: tuple[str, ...]
    param_types: tuple[str, ...]
    nlocals: int
    code: tuple[Callable, ...] = field(eq=False, repr=False)
    spans: tuple[Span, ...] = field(eq=False, repr=False)
    span: Span = field(eq=False, repr=False)
    # the steps assembled into one function `f(state, frame)` (see `codegen/assemble.py`), or None
    func: Callable | None = field(eq=False, repr=False, default=None)
    steps: tuple = field(eq=False, repr=False, default=())  # the step records (`codegen/steps.py`)
    # statements generated for playouts: (first step, step after them, function of the frame's locals)
    regions: tuple = field(eq=False, repr=False, default=())
    local_names: tuple[str, ...] = field(eq=False, repr=False, default=())  # of each slot, for messages
    # the slots whose values are cards or hold cards (a determinization follows cards dealt again there)
    card_slots: tuple[int, ...] = field(eq=False, repr=False, default=())


@frozen
class Event:
    """A rulebook event that triggers (and reaction windows) listen to."""

    name: str
    index: int
    params: tuple[str, ...]
    before: tuple[int, ...]  # procedure indices of `on before` triggers, in declaration order
    after: tuple[int, ...]
    span: Span = field(eq=False, repr=False)
    card_params: tuple[int, ...] = ()  # the values that are cards or hold cards


@frozen
class Model:
    """A rulebook compiled for one player count and one set of option values."""

    name: str
    source: str
    players: int
    min_players: int
    max_players: int
    options: dict[str, Any]
    option_decls: tuple[Option, ...]
    zones: tuple[Zone, ...]
    zone_instances: tuple[tuple[str, int | None], ...]  # (zone name, owner) per instance
    instance_masks: tuple[int, ...]  # who sees the cards of each instance (bit per player)
    instance_top_only: tuple[bool, ...]
    instance_showing: tuple[str | None, ...]
    card_names: tuple[str, ...]
    card_faces: tuple[dict[str, str], ...]  # side -> the name that side shows (two-sided cards)
    card_types: tuple[str, ...]
    card_fields: dict[str, tuple]  # static attribute -> value per card
    card_var_names: tuple[str, ...]
    card_var_defaults: tuple[Any, ...]
    card_var_types: tuple[str, ...]  # "int", "card", "player", "enum:NAME", "list:card", ...
    # who may know each card variable: None for those who see the card, else as `ir.CardVar` says
    card_var_visible: tuple[str | None, ...]
    decks: tuple[tuple[int, tuple[int, ...]], ...]  # (zone instance, cards bottom to top)
    vars: tuple[Var, ...]
    var_defaults: tuple[Any, ...] = field(eq=False, repr=False)
    var_masks: tuple[int, ...] = field(eq=False, repr=False)  # who may know each variable's place
    procedures: tuple[Procedure, ...] = field(eq=False, repr=False)
    proc_index: dict[str, int] = field(eq=False, repr=False)
    events: tuple[Event, ...] = field(eq=False, repr=False)
    main: int  # procedure index of the `play` block
    rank: Callable | None = field(eq=False, repr=False)  # player -> tuple of keys
    rank_span: Span | None = field(eq=False, repr=False)
    enums: dict[str, tuple[str, ...]] = field(eq=False, repr=False)
    # what search agents judge an unfinished game by (`estimate`); None: the ranking keys
    estimate: Callable | None = field(eq=False, repr=False, default=None)
    # the keys of the players marked in a bit mask, kept in a list: (state, mask, keys) -> whether any
    # changed (`codegen._sampler`; models with counters only, for the lead measures), or None
    sampler: Callable | None = field(eq=False, repr=False, default=None)
    codes: tuple[tuple[Callable, ...], ...] = field(eq=False, repr=False, default=())  # run-loop table
    # one function per procedure (see `codegen/assemble.py`); None: the run loop runs `codes` step by step
    funcs: tuple[Callable, ...] | None = field(eq=False, repr=False, default=None)
    # the same for playouts (`State.playout`): procedures that wait only for `choose` are called directly
    pfuncs: tuple[Callable, ...] | None = field(eq=False, repr=False, default=None)
    source_text: str | None = field(eq=False, repr=False, default=None)  # for carets in run-time errors
    # generated file name -> (procedure name, span of each line), to place errors in generated code
    native_lines: dict = field(eq=False, repr=False, factory=dict)
    # file name -> source of each generated function, in the order they were generated
    generated: dict = field(eq=False, repr=False, factory=dict)
    # rule coverage counted by the generated code (`codegen/counters.py`), or None
    counters: Any = field(eq=False, repr=False, default=None)
    # each player's return at the end (`payoff`): player -> number; None: a share of the victory
    payoff: Callable | None = field(eq=False, repr=False, default=None)
    payoff_range: tuple[int, int] | None = None  # the lowest and highest payoff
    payoff_total: int | None = None  # what the payoffs of a game add up to, where the rules say
    payoff_span: Span | None = field(eq=False, repr=False, default=None)
    # how many tables of defines' values a state keeps within a run (`codegen/memo.py`)
    memo_tables: int = field(eq=False, repr=False, default=0)
    # the steps a run may take between two decisions (None: the engine's STEP_LIMIT); tools that play
    # many games to find faults (lint's simulated games) give a lower one, to stop an endless loop sooner
    step_limit: int | None = field(eq=False, repr=False, default=None)
    # (card, side) -> what that side shows, and side -> every card by what it shows, filled as
    # determinizations ask (`secrets._face`, `secrets._showing`)
    side_faces: dict = field(eq=False, repr=False, factory=dict)

    def python_listing(self) -> str:
        """Every generated function's source, in the order generated, each under its file name."""
        return "".join(f"# {name}\n{source}\n" for name, source in self.generated.items())

    def zone_instance(self, name: str, owner: int | None = None) -> int:
        """The index of a zone instance, by zone name and owner (None for a shared zone)."""
        for zone in self.zones:
            if zone.name == name:
                if zone.per_player:
                    if owner is None:
                        raise KeyError(f"zone {name!r} is per player; give an owner")
                    return zone.base + owner * (zone.count or 1)
                return zone.base
        if (name, owner) in self.zone_instances:  # one zone of a family, by its own name (`row 2`)
            return self.zone_instances.index((name, owner))
        raise KeyError(f"unknown zone {name!r}")

    def card_face(self, card: int, side: str | None) -> str:
        """The card's name as seen with one side up (None: both sides, the full name)."""
        if side is not None:
            face = self.card_faces[card].get(side)
            if face is not None:
                return face
        return self.card_names[card]

    def zone_of_instance(self, inst: int) -> "Zone":
        """The zone declaration a zone instance belongs to (a family's, for each of its zones)."""
        return max((z for z in self.zones if z.base <= inst), key=lambda z: z.base)

    def instance_name(self, inst: int) -> str:
        name, owner = self.zone_instances[inst]
        return name if owner is None else f"{name} of P{owner + 1}"
