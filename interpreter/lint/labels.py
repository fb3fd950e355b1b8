"""Lint's information-flow analysis, its values: who may know what an expression tells.

Every value of the rules gets a `Value`: its `label`, the secrets it is computed from (each a
`Secret`: who may know it and what it is), and for cards, zones and lists of cards the zone
instances they lie in (`places`), from which the label of each field read is worked out. The
lattice is that of sets of secrets, joined by union: a value computed from hidden values is as
hidden as all of them together; an empty label is known to everyone.

Where a card's identity and fields show follows the zone that holds it: a shared zone shows them
to everyone, a per-player zone `visible to owner` to its owner (`Secret.who` "owner", `key` the
owner as written), `visible to others` to every other player, `visible to nobody` to no one, a
zone `visible to top` its top card only, and a zone `showing SIDE` that side's fields only. The
size of a zone is public: counting its cards tells nothing, counting those that pass a test on a
hidden field does. A card a choice, a `let`, a loop or a parameter binds is told apart from the
other cards of its zone (its places carry where it was bound, and so do the secrets of its
fields), so that showing it shows it alone; and a test on hidden values is told apart from the
values it reads (its secrets carry the test, `condition`), so that showing its outcome shows that
test alone. A secret variable or card variable is a source as declared, a secret choice's value is
its player's. Players are told apart by how they are written (`values.canon`): `hand of
p` is `p`'s, whoever `p` is; a player that cannot be written down is left unknown, and a secret of
an unknown player is never said to reach the wrong one (lint stays silent rather than guess).
`flows.py` runs the statements and checks where values go.
"""

from __future__ import annotations

import attrs

from .. import ir, records
from .values import canon


@attrs.frozen
class Secret:
    """Something only some players may know: `who` is "nobody", "owner" (only `key` may know it)
    or "others" (every player but `key`); `what` says what it is, for messages."""

    who: str
    key: str | None
    what: str
    decides: bool = True  # False: what the player then does is meant to tell it (a secret choice)
    zone: str | None = None  # the zone of the cards it is about
    card: object = None  # the one card it is about (`one_card`), or None: any card there
    cond: object = None  # the one test it is about (`condition`), or None: the value itself

    def general(self) -> "Secret | None":
        """The wider secret this one is part of (any card of the zone rather than one, the value
        rather than one test of it): where that is shown, this one is too."""
        if self.cond is not None:
            return attrs.evolve(self, cond=None)
        if self.card is not None:
            return attrs.evolve(self, card=None)
        return None


def condition(label: frozenset, where) -> frozenset:
    """The secrets of a test as what that one test tells (`where` names it): what shows its outcome
    (a card laid because it passed, a call made under it) shows that test, not every field it read."""
    return frozenset(s if s.cond is not None else attrs.evolve(s, cond=where) for s in label)


def test_key(span) -> tuple:
    """The name of the test written at a span, for `condition`."""
    return ("test", span.line, span.column)


@attrs.frozen
class Value:
    """What an expression tells (`label`, a frozenset of `Secret`) and, for cards and zones, the
    zone instances (zone, owner key, top only, card) its cards lie in; `card` tells a card a choice
    bound apart from the others of its zone (None: any card of the zone)."""

    label: frozenset = frozenset()
    places: frozenset = frozenset()
    length: frozenset | None = None  # what a list's number of items tells, where less than `label`

    def __or__(self, other: "Value") -> "Value":
        if not other.label and not other.places:
            return self
        if not self.label and not self.places:
            return other
        return Value(self.label | other.label, self.places | other.places)

    def tainted(self, label: frozenset) -> "Value":
        return self if not label else Value(self.label | label, self.places)

    def only(self) -> "Value":
        """The label alone, without the places (a number or a text made from the value)."""
        return Value(self.label) if self.places else self


PUBLIC = Value()
_DEFINE_DEPTH = 20  # defines calling defines deeper than this are taken as joining their arguments


def join(values) -> Value:
    out = PUBLIC
    for v in values:
        out = out | v
    return out


def allowed(secret: Secret, who: str, key: str | None) -> bool:
    """Whether a secret may reach an audience: "everyone", "nobody", "player" (`key` only),
    "owner" (same), "others" (every player but `key`). An unknown player is given the benefit of
    the doubt."""
    if who == "nobody":
        return True
    if secret.who == "nobody" or who == "everyone":
        return False
    if who in ("player", "owner"):
        if secret.who == "owner":
            return secret.key is None or key is None or secret.key == key
        return secret.key is None or key is None or secret.key != key
    if who == "others":
        if secret.who == "owner":
            return secret.key is None or key is None
        return secret.key is None or key is None or secret.key == key
    return True


def one_card(v: Value, where) -> Value:
    """A card value as the one card bound at `where`: its places (and so the secrets of its
    fields) name it, unless they already name the card it is."""
    if not v.places or all(c is not None for _, _, _, c in v.places):
        return v
    return Value(v.label, frozenset((z, k, t, c if c is not None else where) for z, k, t, c in v.places))


class Labels:
    """Works out the `Value` of expressions, given the values of locals, items and event values."""

    def __init__(self, program: ir.Program):
        self.program = program
        self.events: dict[tuple, Value] = {}  # (event, index) -> what its value may be
        self._defines: list[str] = []
        # a define's value for the values and keys of its arguments, where nothing else decides it
        # (`_define`), and the longest chain of defines each calls (None: one that calls itself)
        self._memo: dict[tuple, Value] = {}
        self._heights: dict[str, int | None] = {}

    # ---- where cards lie ------------------------------------------------------------------------
    def zone_text(self, zone: str, key: str | None) -> str:
        z = self.program.zone(zone)
        return f"{zone} of {key or 'a player'}" if z.per_player else zone

    def field_secret(self, place: tuple, field: str | None, kind: str = "field") -> Secret | None:
        """Who may know a field (None: the card's name or type) of a card in a zone instance."""
        zone, key, top, card = place
        if zone not in self.program.zone_index:
            return None
        if kind == "var" and field in self.program.card_var_index:
            cvar = self.program.card_vars[self.program.card_var_index[field]]
            if cvar.visible_to is not None:
                return self._card_var_secret(cvar, place)
        z = self.program.zone(zone)
        where = self.zone_text(zone, key)
        what = f"the name of a card in '{where}'" if field is None else f"a field of a card in '{where}'"
        side = field.split(".")[0] if field is not None and "." in field else None
        if side is not None and z.showing is not None and side != z.showing:
            return Secret("nobody", None, f"the {side} side of a card in '{where}', which shows its {z.showing} side",
                          zone=zone, card=card)
        vis = z.visible_to
        if vis == "nobody" or (vis == "owner" and not z.per_player) or (vis == "top" and not top):
            below = " below the top" if vis == "top" else ""
            return Secret("nobody", None, f"{what}{below}, which no one sees", zone=zone, card=card)
        if vis == "owner":
            return Secret("owner", key, f"{what}, which only its owner sees", zone=zone, card=card)
        if vis == "others" and z.per_player:
            return Secret("others", key, f"{what}, which its owner does not see", zone=zone, card=card)
        return None

    def _card_var_secret(self, cvar: ir.CardVar, place: tuple) -> Secret | None:
        zone, key, _, _ = place
        z = self.program.zone(zone)
        what = f"the card variable '{cvar.name}'"
        if cvar.visible_to == "everyone":
            return None
        if cvar.visible_to == "nobody" or not z.per_player:
            return None if cvar.visible_to == "others" else Secret("nobody", None, f"{what}, which no one may know")
        if cvar.visible_to == "owner":
            return Secret("owner", key, f"{what} of a card in '{self.zone_text(zone, key)}', which only its owner "
                                        "may know")
        return Secret("others", key, f"{what} of a card in '{self.zone_text(zone, key)}', which its owner may not "
                                     "know")

    def shown(self, places: frozenset, field: str | None, kind: str = "field") -> frozenset:
        """The secrets a field (None: the name) of a card in any of these places tells."""
        out = set()
        for place in places:
            s = self.field_secret(place, field, kind)
            if s is not None:
                out.add(s)
        return frozenset(out)

    def var_secret(self, var: ir.Var, key: str | None) -> Secret | None:
        if not var.secret:
            return None
        name = f"'{var.name} of {key or 'a player'}'" if var.per_player else f"'{var.name}'"
        if var.visible_to == "owner" and var.per_player:
            return Secret("owner", key, f"the variable {name}, which only its owner may know")
        if var.visible_to == "others" and var.per_player:
            return Secret("others", key, f"the variable {name}, which its owner may not know")
        return Secret("nobody", None, f"the variable {name}, which no one may know")

    # ---- expressions ----------------------------------------------------------------------------
    def value(self, e, env: "Env") -> Value:
        """The value of an expression where the locals are as `env` says."""
        if e is None or not isinstance(e, ir.Expr):
            return PUBLIC
        if isinstance(e, ir.Local):
            return env.locals.get(e.slot, PUBLIC)
        if isinstance(e, ir.Item):
            return env.items.get(e.binding, PUBLIC)
        if isinstance(e, ir.VarValue):
            owner = self.value(e.owner, env).only()
            var = self.program.vars[self.program.var_index[e.var]] if e.var in self.program.var_index else None
            s = None if var is None else self.var_secret(var, env.key(e.owner) if e.owner is not None else None)
            return owner if s is None else owner.tainted(frozenset({s}))
        if isinstance(e, ir.ZoneRef):
            owner = self.value(e.owner, env).only()
            return Value(owner.label, frozenset({(e.zone, env.key(e.owner), False, None)}))
        if isinstance(e, ir.CardField):
            card = self.value(e.card, env)
            field = None if e.kind in ("name", "type") else e.field
            return Value(card.label | self.shown(card.places, field, e.kind))
        if isinstance(e, ir.EventValue):
            return self.events.get((e.event, e.index), PUBLIC)
        if isinstance(e, ir.Aggregate):
            return self._aggregate(e, env)
        if isinstance(e, ir.Call):
            return self._call(e, env)
        if isinstance(e, ir.DefineCall):
            return self._define(e, env)
        if isinstance(e, ir.TextOf):
            return Value(join(self.text_part(p, env) for p in e.parts).label)
        if isinstance(e, (ir.Cond, ir.ListOf, ir.Index)):
            return join(self.value(c, env) for c in ir.children(e))
        return Value(join(self.value(c, env) for c in ir.children(e)).label)

    def length(self, e, env: "Env") -> frozenset:
        """What the number of items of a list or a zone tells: a list written item by item or the
        size of a zone nothing (but whose zone it is), a filter what its test read; else all its
        items tell."""
        if isinstance(e, ir.ListOf):
            return frozenset()
        if isinstance(e, ir.Local):
            v = env.locals.get(e.slot, PUBLIC)
            return v.label if v.length is None else v.length
        if isinstance(e, ir.Binary) and e.op == "+":
            return self.length(e.left, env) | self.length(e.right, env)
        if isinstance(e, ir.Aggregate) and e.fn == "filter":
            return self._aggregate(records.evolve(e, fn="count"), env).label
        return self.value(e, env).label

    def text_part(self, part, env: "Env") -> Value:
        """What a part of a text tells: its value, and the names of the cards it names."""
        if not isinstance(part, ir.Expr):
            return PUBLIC
        v = self.value(part, env)
        if part.type.kind == "card" or part.type.elem.kind == "card":
            return Value(v.label | self.shown(v.places, None))
        return v.only()

    def _aggregate(self, e: ir.Aggregate, env: "Env") -> Value:
        source = self.value(e.source, env)
        item = Value(source.label, frozenset((z, k, False, c) for z, k, _, c in source.places))
        inner = env.with_item(e.binding, item)
        test = self.value(e.where, inner).label if e.where is not None else frozenset()
        val = self.value(e.value, inner).label if e.value is not None else frozenset()
        pile = self._piles(item.places)
        if pile:  # what a shared face-down pile holds as a whole is what was not seen elsewhere
            test = frozenset(s for s in test if s.zone not in pile)
            val = frozenset(s for s in val if s.zone not in pile)
        if e.fn in ("first", "filter"):
            return Value(source.label | test, item.places)
        if e.fn == "count":
            return Value(source.label | test)
        return Value(source.label | test | val)

    def _piles(self, places: frozenset) -> set:
        """The zones of these places, if all are shared zones no one sees (below the top)."""
        zones = {place[0] for place in places}
        for z in zones:
            if z not in self.program.zone_index:
                return set()
            zone = self.program.zone(z)
            if zone.per_player or zone.visible_to not in ("nobody", "top"):
                return set()
        return zones

    def _call(self, e: ir.Call, env: "Env") -> Value:
        args = [self.value(a, env) for a in e.args]
        label = join(a.only() for a in args).label
        if e.name == "size":
            return Value(label)
        if e.name in ("top", "bottom", "cards", "random", "remove", "take", "subsets"):
            top = e.name == "top" and len(e.args) == 1
            places = args[0].places if args else frozenset()
            return Value(label, frozenset((z, k, top, c) for z, k, _, c in places))
        if e.name == "contains" and args and e.args[0].type.kind == "zone":
            return Value(label | self.shown(args[0].places, None))
        if e.name == "owner":
            return Value(args[0].label if args else frozenset())
        return Value(label)

    def _define(self, e: ir.DefineCall, env: "Env") -> Value:
        args = [self.value(a, env) for a in e.args]
        if e.define not in self.program.define_index or e.define in self._defines or len(self._defines) > _DEFINE_DEPTH:
            return join(args)
        define = self.program.define(e.define)
        keys = tuple(env.key(a) for a in e.args)
        # the value is the same for the same arguments where no call below is cut short (the define
        # calls itself nowhere, and the deepest call stays within the depth) and no event's value is
        # read (what those may be grows as the flows are followed)
        height = self._height(e.define)
        memo = (e.define, tuple(args), keys) if height is not None and len(self._defines) + height <= _DEFINE_DEPTH \
            and "events" not in define.value.facts.state else None
        if memo is not None:
            known = self._memo.get(memo)
            if known is not None:
                return known
        inner = Env({i: v for i, v in enumerate(args)}, keys=dict(enumerate(keys)))
        self._defines.append(e.define)
        try:
            value = self.value(define.value, inner)
        finally:
            self._defines.pop()
        if memo is not None:
            self._memo[memo] = value
        return value

    def _height(self, name: str, seen: tuple = ()) -> int | None:
        """The longest chain of define calls a call of `name` makes, itself included (None: a define
        that calls itself, through others or not)."""
        if name in self._heights:
            return self._heights[name]
        if name in seen:
            return None
        below = 0
        for callee in self.program.define(name).value.facts.defines:
            if callee not in self.program.define_index:
                continue
            h = self._height(callee, seen + (name,))
            if h is None:
                below = None
                break
            below = max(below, h)
        height = None if below is None else below + 1
        if not seen or height is not None:
            self._heights[name] = height
        return height


@attrs.define
class Env:
    """The values of a frame's locals (slot -> Value) and of the aggregates' items; `keys` gives the
    players a define's parameters stand for, as written at the call."""

    locals: dict = attrs.Factory(dict)
    items: dict = attrs.Factory(dict)
    keys: dict = attrs.Factory(dict)

    def key(self, e) -> str | None:
        if isinstance(e, ir.Local) and e.slot in self.keys:
            return self.keys[e.slot]
        return canon(e)

    def with_item(self, binding: int, value: Value) -> "Env":
        return Env(self.locals, {**self.items, binding: value}, self.keys)

    def copy(self) -> "Env":
        return Env(dict(self.locals), dict(self.items), self.keys)

    def merge(self, other: "Env") -> "Env":
        slots = set(self.locals) | set(other.locals)
        return Env({s: self.locals.get(s, PUBLIC) | other.locals.get(s, PUBLIC) for s in slots}, self.items, self.keys)
