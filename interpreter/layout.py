"""Pass 4 (layout): a resolved program placed for one game set-up, a player count and option values.

Zones get their instances (one per player for a per-player zone) and who sees each; variables
get their places and start values; the decks are dealt out into cards, numbered in the order
they are made (every game depends on that order: a shuffle permutes the numbers); card fields
become a column of values per field. Values known before the game starts are worked out by
`constants.evaluate`. Problems of the set-up (a player count out of range, an unknown option or
a value it cannot take, a value that is not constant, too many cards) are reported with the
span of the declaration at fault; an out-of-range player count is clamped to go on checking.
"""

from __future__ import annotations

from typing import Any

from rulerun.grammar.errors import RulesError, Span, did_you_mean

from . import ir
from .constants import NotConstant, evaluate
from .model import Option, Var, Zone
from .records import frozen
from .types import BOOL, INT, article

# The most cards a game may have.
MAX_CARDS = 100_000
# The most zones a family of zones may have.
MAX_FAMILY = 1000
# The most players a game may have (one bit each in the masks of who sees what).
MAX_PLAYERS = 64


@frozen
class Layout:
    """What a game set-up holds besides code: its zones, variables, cards and decks."""

    players: int
    min_players: int
    max_players: int
    options: dict[str, Any]  # option -> its value for this set-up
    option_decls: tuple[Option, ...]
    zones: tuple[Zone, ...]
    zone_instances: tuple[tuple[str, int | None], ...]  # (zone name, owner) per instance
    instance_masks: tuple[int, ...]  # who sees the cards of each instance (a bit per player)
    instance_top_only: tuple[bool, ...]
    instance_showing: tuple[str | None, ...]
    vars: tuple[Var, ...]
    var_defaults: tuple[Any, ...]  # the start value of each variable's place
    var_masks: tuple[int, ...]  # who may know the value of each variable's place (a bit per player)
    card_names: tuple[str, ...]
    card_faces: tuple[dict[str, str], ...]  # side -> the name that side shows (two-sided cards)
    card_types: tuple[str, ...]
    card_fields: dict[str, tuple]  # fixed field -> its value per card
    card_var_names: tuple[str, ...]
    card_var_defaults: tuple[Any, ...]
    card_var_visible: tuple[str | None, ...]  # who may know each card variable (None: who sees the card)
    decks: tuple[tuple[int, tuple[int, ...]], ...]  # (zone instance, cards bottom to top)
    enums: dict[str, tuple[str, ...]]
    payoff_range: tuple[int, int] | None = None  # the lowest and highest payoff (`payoff ... from L to H`)
    payoff_total: int | None = None  # what the payoffs of a game add up to, where the rules say


def layout(program: ir.Program, players: int | None, options: dict | None) -> tuple[Layout, list[RulesError]]:
    """The layout of a program for a player count (None: its minimum) and options (None: the
    declared defaults; values may be given as text, as on a command line)."""
    placer = _Placer(program)
    return placer.run(players, options or {}), placer.errors


class _Placer:
    def __init__(self, program: ir.Program):
        self.program = program
        self.errors: list[RulesError] = []

    def error(self, message: str, span: Span, code: str, source: str | None = None) -> None:
        self.errors.append(RulesError(message, span, code=code, source=source))

    def run(self, players: int | None, requested: dict) -> Layout:
        program = self.program
        self.n = n = self.player_count(players)
        self.options = self.option_values(requested)
        zones, instances, masks, top_only, showing = self.zones()
        variables, var_defaults, var_masks = self.variables()
        card_var_defaults = tuple(self.constant(v.default) for v in program.card_vars)
        self.field_defaults = {c.name: {f.name: self.constant(f.default) for f in c.fields if not f.mutable}
                               for c in program.cards}
        self.card_names: list[str] = []
        self.card_faces: list[dict] = []
        self.card_types: list[str] = []
        self.columns: dict[str, list] = {f: [] for f in program.fields if f not in ("name", "type")}
        decks = []
        for deck in program.decks:
            base = zones[program.zone_index[deck.zone]].base
            for owner in range(n) if deck.per_player else [0]:  # a deck per player: each player's own cards
                cards: list[int] = []
                loops = {e.binding: None for e in _deck_loops(deck.entries)}  # a loop's item is none after it
                self.entries(deck.entries, loops, cards)
                decks.append((base + owner, tuple(cards)))
                if self.errors and deck.per_player:
                    break  # told once, not once per player
        return Layout(
            players=n, min_players=program.min_players, max_players=program.max_players, options=self.options,
            option_decls=tuple(Option(o.name, str(o.type), o.default, o.help, o.span) for o in program.options),
            zones=tuple(zones), zone_instances=tuple(instances), instance_masks=tuple(masks),
            instance_top_only=tuple(top_only), instance_showing=tuple(showing), vars=tuple(variables),
            var_defaults=tuple(var_defaults), var_masks=tuple(var_masks), card_names=tuple(self.card_names), card_faces=tuple(self.card_faces),
            card_types=tuple(self.card_types), card_fields={k: tuple(v) for k, v in self.columns.items()},
            card_var_names=tuple(v.name for v in program.card_vars), card_var_defaults=card_var_defaults,
            card_var_visible=tuple(v.visible_to for v in program.card_vars), decks=tuple(decks),
            enums={e.name: tuple(e.values) for e in program.enums},
            payoff_range=self.payoff_range(), payoff_total=self.constant(program.payoff and program.payoff.total))

    def payoff_range(self) -> tuple[int, int] | None:
        payoff = self.program.payoff
        if payoff is None:
            return None
        low, high = self.constant(payoff.low), self.constant(payoff.high)
        if low is None or high is None:
            return None
        if not low < high:
            self.error(f"a payoff from {low} to {high} is no range: the lowest must be below the highest",
                       payoff.span, "type", self.program.text)
        return low, high

    # ---- players and options ------------------------------------------------------------------------
    def player_count(self, players: int | None) -> int:
        program = self.program
        low, high = program.min_players, program.max_players
        n = players if players is not None else low
        declared = program.players_span != ir.NOWHERE
        if declared and low <= high and low >= 1 and not low <= n <= high:
            self.error(f"this rulebook is for {low} to {high} players, not {n}", program.players_span, "players",
                       program.text)
        if not 1 <= n <= MAX_PLAYERS:
            n = max(1, min(low, MAX_PLAYERS))  # go on checking the rest for a sensible count
        return n

    def option_values(self, requested: dict) -> dict[str, Any]:
        values = {o.name: o.default for o in self.program.options}
        known = {o.name: o for o in self.program.options}
        for key, raw in requested.items():
            if key not in known:
                self.error(f"unknown option '{key}'" + did_you_mean(key, known), Span(self.program.source, 1, 1, 1, 1),
                           "option")
                continue
            values[key] = self.convert(raw, known[key])
        return values

    def convert(self, raw: Any, decl: ir.Option) -> Any:
        """An option's value as given: text is read as the option's type."""
        if not isinstance(raw, str):
            return raw
        if decl.type == BOOL:
            if raw.lower() in ("true", "yes", "on", "1"):
                return True
            if raw.lower() in ("false", "no", "off", "0"):
                return False
        elif decl.type == INT:
            try:
                return int(raw)
            except ValueError:
                pass
        else:
            return raw
        self.error(f"option '{decl.name}' takes {article(decl.type)}, not {raw!r}", decl.span, "option",
                   self.program.text)
        return decl.default

    # ---- zones and variables ------------------------------------------------------------------------------
    def zones(self):
        all_mask = (1 << self.n) - 1
        zones, instances, masks, top_only, showing = [], [], [], [], []
        for z in self.program.zones:
            labels = self.family_labels(z)
            count = None if labels is None else len(labels)
            zones.append(Zone(z.name, z.index, z.per_player, z.visible_to, len(instances), z.span, z.showing, count,
                              labels if labels and isinstance(labels[0], str) else None))
            owners = list(range(self.n)) if z.per_player else [None]
            if labels is None:
                named = [(z.name, owner) for owner in owners]
            else:  # a family: its zones one after the other, a player's together (`row 1 of P1`, `row 2 of P1`)
                named = [(f"{z.name} {k}", owner) for owner in owners for k in labels]
            for name, owner in named:
                instances.append((name, owner))
                showing.append(z.showing)
                masks.append(_mask(z.visible_to, owner, all_mask))
                top_only.append(z.visible_to == "top")
        return zones, instances, masks, top_only, showing

    def family_labels(self, z: ir.Zone) -> tuple | None:
        """What names the zones of a family: the numbers 1 to its count, or the values of its enum (None:
        the zone is no family)."""
        if z.count is None:
            return None
        count = self.constant(z.count)
        if isinstance(count, (list, tuple)) and count and all(isinstance(v, str) for v in count):
            return tuple(count)
        if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= MAX_FAMILY:
            self.error(f"a family of zones has 1 to {MAX_FAMILY} zones, not {count}", z.count.span, "limit",
                       self.program.text)
            return (1,)
        return tuple(range(1, count + 1))

    def variables(self):
        variables, defaults, masks = [], [], []
        all_mask = (1 << self.n) - 1
        enums = {e.name: e.values for e in self.program.enums}
        for v in self.program.vars:
            if v.default is not None:
                default = self.constant(v.default)
            else:
                default = False if v.type == BOOL else 0 if v.type == INT else None
            variables.append(Var(v.name, str(v.type), v.per_player, v.by, len(defaults), v.span, v.visible_to))
            for owner in range(self.n) if v.per_player else [None]:
                defaults.append({k: default for k in enums[v.by]} if v.by else default)
                masks.append(_mask(v.visible_to, owner, all_mask))
        return variables, defaults, masks

    def constant(self, expr: ir.Expr | None, items: dict | None = None) -> Any:
        """A default's value; one not known before the game starts is reported and is none."""
        if expr is None:
            return None
        try:
            return self.evaluate(expr, items)
        except NotConstant:
            self.error("expected a constant value", expr.span, "type", self.program.text)
            return None

    def evaluate(self, expr: ir.Expr, items: dict | None = None) -> Any:
        return evaluate(expr, self.n, self.options, items, program=self.program)

    # ---- decks ------------------------------------------------------------------------------------------------
    def entries(self, entries: tuple, items: dict, out: list[int]) -> None:
        for e in entries:
            if isinstance(e, ir.DeckFor):
                try:
                    values = list(self.evaluate(e.source, items))
                except (NotConstant, TypeError):
                    self.error("a deck loop must run over a constant list", e.source.span, "type", self.program.text)
                    continue
                for v in values:
                    self.entries(e.entries, {**items, e.binding: v}, out)
                continue
            try:
                self.deck_card(e, items, out)
            except (NotConstant, TypeError):
                self.error("deck entries take constant values (numbers, texts, enum values, options, player_count "
                           "and loop variables)", e.span, "type", self.program.text)

    def deck_card(self, e: ir.DeckCard, items: dict, out: list[int]) -> None:
        """The cards of one entry, numbered in the order they are made."""
        if e.test is not None and not self.evaluate(e.test, items):
            return
        values = dict(self.field_defaults[e.card])
        for name, expr in e.fields:
            values[name] = self.evaluate(expr, items)
        if not e.names:  # a field its card type lacks, reported by the resolver
            return
        names = [x if isinstance(x, str) else self.evaluate(x, items) for x in e.names]
        faces = {}
        if len(e.names) > 1:
            sides = self.program.cards[self.program.card_index[e.card]].sides
            if len(names) != len(sides):
                self.error(f"card type '{e.card}' has {len(sides)} sides; give one name for each", e.span, "type",
                           self.program.text)
            faces = dict(zip(sides, names))
        name = " / ".join(names)
        if len(self.card_names) + e.count > MAX_CARDS:
            self.error(f"a game may have at most {MAX_CARDS} cards", e.span, "limit", self.program.text)
            return
        for _ in range(e.count):
            out.append(len(self.card_names))
            self.card_names.append(name)
            self.card_faces.append(faces)
            self.card_types.append(e.card)
            for field, column in self.columns.items():
                column.append(values.get(field))


def _deck_loops(entries: tuple):
    for e in entries:
        if isinstance(e, ir.DeckFor):
            yield e
            yield from _deck_loops(e.entries)


def _mask(visible_to: str, owner: int | None, all_mask: int) -> int:
    """Who sees the cards of a zone instance: a bit per player."""
    if visible_to in ("everyone", "top"):
        return all_mask
    if visible_to == "nobody" or owner is None:
        return 0 if visible_to != "others" else all_mask
    if visible_to == "owner":
        return 1 << owner
    return all_mask & ~(1 << owner)
