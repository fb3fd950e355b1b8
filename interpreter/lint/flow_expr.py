"""Lint's flow analysis, expressions: the shape and abstract value of each expression of the
intermediate form, as the flow analysis (`flow.py`) walks it.

Each `x_KIND` method gives (shape, abstract value) for one kind of node; `value` records both for
the node, for the checks to read. Nothing is reported here: where an expression is ill-typed, its
value is what a check reading it expects (a comparison of unlike kinds is always false, and
already told).
"""

from __future__ import annotations

from .. import ir
from ..types import comparable
from ..types import numeric as is_number
from .facts import Body
from .values import (ANY, ANY_CARD, AV, BOOL, INT, LOOSE, PLAYER, TEXT, canon, compare, field_av, join, keep, numeric,
                     refine, shape, told)

_EMPTY_RESULT = {"count": 0, "sum": 0, "any": False, "all": True, "max": None, "min": None, "first": None,
                 "filter": (), "sort": ()}


class ExpressionFlow:
    """Expressions, for the `Flow` (which holds the facts and the observations, `seen`)."""

    def value(self, e: ir.Expr, body) -> tuple:
        result = getattr(self, "x_" + type(e).__name__)(e, body)
        self.seen.shapes[id(e)] = result[0]
        self.seen.values[id(e)] = result[1]
        return result

    def condition(self, e: ir.Expr, body, where: str):
        """An expression used as a condition: met while running, it is kept for the checks."""
        _, av = self.value(e, body)
        if av is not None and body.live and not av.told and len(av.truth()) == 1:
            self.seen.conditions.append((e, where, av))
        return av

    # ---- names -------------------------------------------------------------------------------
    def x_Literal(self, e, body):
        return shape(e.type), AV({e.value})

    def x_Invalid(self, e, body):
        return ANY, None

    def x_TextOf(self, e, body):
        for p in e.parts:
            if isinstance(p, ir.Expr):
                self.value(p, body)
        return TEXT, None

    def x_Local(self, e, body):
        local = body.locals.get(e.slot)
        if local is None:
            return shape(e.type), None
        local.reads += 1
        return local.shape, None

    def x_Item(self, e, body):
        local = body.items.get(e.binding)
        if local is None:
            return shape(e.type), None
        local.reads += 1
        return local.shape, None

    def x_DefineCall(self, e, body):
        self.seen.define_uses.add(e.define)
        for i, a in enumerate(e.args):
            s, _ = self.value(a, body)
            self.flow_join(("dparam", e.define, i), s)
        return self.define_result(e.define)

    def define_result(self, name: str) -> tuple:
        if name in self.define_results:
            return self.define_results[name]
        if name in self.define_busy:
            return ANY, None
        define = self.program.define(name)
        self.define_busy.add(name)
        body = Body("define", name, ("define", name))
        for i, prm in enumerate(define.params):
            self.declare(body, i, prm.name, refine(shape(prm.type), self.flow_get(("dparam", name, i))), prm,
                         "param")
        result = self.value(define.value, body)
        self.define_busy.discard(name)
        self.define_results[name] = result
        return result

    def x_VarValue(self, e, body):
        if e.owner is not None:
            self.value(e.owner, body)
        self.seen.var_reads.add(e.var)
        var = self.program.var(e.var)
        s = refine(shape(var.type), self.flow_get(("var", e.var)))
        if var.by:
            s = ("dict", var.by, s)
        return (("list", s) if var.per_player and e.owner is None else s), None

    def x_OptionValue(self, e, body):
        self.seen.option_uses.add(e.option)
        if e.type.kind == "bool":
            return BOOL, AV({True, False})
        return shape(e.type), None

    def x_ZoneRef(self, e, body):
        self.seen.zone_mentions.add(e.zone)
        zone = ("zone", frozenset({e.zone}))
        if e.index is not None:  # one zone of a family
            self.value(e.index, body)
            return zone, None
        if e.owner is None:
            return (("list", zone) if e.type.is_list else zone), None
        os, _ = self.value(e.owner, body)
        if os[0] == "list" and (os[1][0] in LOOSE or numeric(os[1])):
            return ("list", zone), None
        return zone, None

    def x_EnumValues(self, e, body):
        return shape(e.type), AV({tuple(e.values)})

    def x_PlayerCount(self, e, body):
        low, high = self.pmin, self.pmax
        reason = f"the rulebook is for {low} to {high} players" if low != high else f"the rulebook is for {low} players"
        return INT, AV(range(low, high + 1), reason)

    def x_EventValue(self, e, body):
        lexical = any(ev == e.event for ev, _ in body.emits) or body.event == e.event
        self.seen.event_reads.append((body.key, e.event, e, lexical))
        param = self.program.event(e.event).params[e.index]
        return refine(shape(param.type), self.flow_get(("event", e.event, e.index))), None

    # ---- cards ---------------------------------------------------------------------------------
    def x_CardField(self, e, body):
        cs, _ = self.value(e.card, body)
        name = e.field
        self.seen.attr_reads.add(name)
        decks = self.decks
        if e.kind in ("name", "type") and name not in self.attr_names:
            if cs[0] not in LOOSE and cs[0] != "card":
                return TEXT, None
            types = cs[1] if cs[0] == "card" and cs[1] is not None else frozenset(decks.types_in_decks)
            if not decks.complete:
                return TEXT, None
            if name == "type":
                return TEXT, field_av(set(types), "type")
            names = set()
            for ct in types:
                names |= decks.type_names.get(ct, set())
            return TEXT, (field_av(names, "name") if self.want_names else None)
        decl = self.attribute(cs, name)
        if decl is None:
            return ANY, None
        s = shape(decl.type)
        if decl.mutable:
            return refine(s, self.flow_get(("cvar", name))), None
        if not decks.complete or (cs[0] == "card" and cs[1] is not None and not cs[1]):
            return s, None
        types = cs[1] if cs[0] == "card" and cs[1] is not None else frozenset(decks.types_in_decks)
        values: set = set()
        for ct in types:
            if ct not in decks.types_in_decks:
                continue
            if name in self.card_attrs.get(ct, {}):
                values |= decks.field_values.get((ct, name), set())
            else:
                values.add(None)
        if not values:
            return s, None
        return s, field_av(values, name)

    def attribute(self, cs, name: str):
        """The declaration of attribute `name` on cards of shape `cs`, or None (none can have it)."""
        if cs[0] in ("bot", "none"):
            return None
        if cs[0] == "any":
            for attrs_ in self.card_attrs.values():
                if name in attrs_:
                    return attrs_[name]
            return None
        if cs[0] != "card":
            return None
        types = cs[1] if cs[1] else None  # no card can be here (yet): nothing to say of its attributes
        candidates = sorted(types) if types is not None else sorted(self.card_attrs)
        having = [ct for ct in candidates if name in self.card_attrs.get(ct, {})]
        return self.card_attrs[having[0]][name] if having else None

    # ---- operators -----------------------------------------------------------------------------
    def x_Index(self, e, body):
        self.value(e.index, body)
        bs, _ = self.value(e.base, body)
        if bs[0] == "dict":
            return bs[2], None
        if bs[0] == "list":
            return bs[1], None
        return ANY, None

    def x_Binary(self, e, body):
        ls, la = self.value(e.left, body)
        rs, ra = self.value(e.right, body)
        op, lt, rt = e.op, e.left.type, e.right.type
        if op in ("==", "!="):
            if self.unknown_enum_text(e, la, ra) is not None or not comparable(lt, rt):
                return BOOL, told(AV({op == "!="}))
            return BOOL, compare(op, la, ra)
        if op in ("<", "<=", ">", ">="):
            if not ordered(lt, rt):
                return BOOL, None
            return BOOL, compare(op, la, ra)
        if op == "+" and (lt.is_list or rt.is_list):
            if any(t.kind not in ("list", "any") for t in (lt, rt)):
                return ANY, None
            la_list = la is not None and all(isinstance(v, tuple) for v in la.values)
            ra_list = ra is not None and all(isinstance(v, tuple) for v in ra.values)
            joined = join(ls, rs) if ls[0] == rs[0] == "list" else (ls if ls[0] == "list" else rs)
            if joined[0] != "list":
                joined = ("list", ANY)
            return joined, (compare("+", la, ra) if la_list and ra_list else None)
        if op == "+" and (lt.kind == "text" or rt.kind == "text"):
            if any(t.kind not in ("text", "any", "enum") for t in (lt, rt)):
                return ANY, None
            return TEXT, None
        if any(not (t.kind == "any" or is_number(t)) for t in (lt, rt)):
            return ANY, None
        return INT, compare(op, la, ra)

    def unknown_enum_text(self, e: ir.Binary, la, ra):
        """In `ENUM == "text"`, the text when it is no value of the enum (the comparison is always
        false): (the text, the enum's values), or None."""
        for et, other, oa in ((e.left.type, e.right.type, ra), (e.right.type, e.left.type, la)):
            if et.kind == "enum" and other.kind == "text" and oa is not None and len(oa.values) == 1:
                v = next(iter(oa.values))
                values = self.enum_values(et.enum)
                if isinstance(v, str) and v not in values:
                    return v, values, et.enum
        return None

    def enum_values(self, enum: str) -> tuple:
        index = self.program.enum_index.get(enum)
        return self.program.enums[index].values if index is not None else ()

    def x_And(self, e, body):
        _, la = self.value(e.left, body)
        _, ra = self.value(e.right, body)
        lt = None if la is None else la.truth()
        rt = None if ra is None else ra.truth()
        if lt == {False}:
            return BOOL, keep(AV({False}), la)
        if rt == {False}:
            return BOOL, keep(AV({False}), ra)
        if lt == {True} and rt == {True}:
            return BOOL, keep(AV({True}), la, ra)
        return BOOL, None

    def x_Or(self, e, body):
        _, la = self.value(e.left, body)
        _, ra = self.value(e.right, body)
        lt = None if la is None else la.truth()
        rt = None if ra is None else ra.truth()
        if lt == {True}:
            return BOOL, keep(AV({True}), la)
        if rt == {True}:
            return BOOL, keep(AV({True}), ra)
        if lt == {False} and rt == {False}:
            return BOOL, keep(AV({False}), la, ra)
        return BOOL, None

    def x_Not(self, e, body):
        _, a = self.value(e.value, body)
        if a is None:
            return BOOL, None
        return BOOL, keep(AV({not bool(v) for v in a.values}), a)

    def x_Neg(self, e, body):
        _, a = self.value(e.value, body)
        if a is not None and all(isinstance(v, int) and not isinstance(v, bool) for v in a.values):
            return INT, keep(AV({-v for v in a.values}), a)
        return INT, None

    def x_Cond(self, e, body):
        _, ca = self.value(e.test, body)
        as_, aa = self.value(e.then, body)
        bs, ba = self.value(e.otherwise, body)
        t = None if ca is None else ca.truth()
        if t == {True}:
            return as_, aa
        if t == {False}:
            return bs, ba
        av = None
        if aa is not None and ba is not None and len(aa.values | ba.values) <= 64:
            av = keep(AV(aa.values | ba.values), aa, ba)
        return join(as_, bs), av

    def x_ListOf(self, e, body):
        s = ("bot",)
        avs = []
        for item in e.items:
            t, a = self.value(item, body)
            s = join(s, t)
            avs.append(a)
        av = None
        if all(a is not None and len(a.values) == 1 for a in avs):
            av = AV({tuple(next(iter(a.values)) for a in avs)})
        return ("list", s), av

    def x_Range(self, e, body):
        _, aa = self.value(e.low, body)
        _, ba = self.value(e.high, body)
        av = None
        if aa is not None and ba is not None and len(aa.values) * len(ba.values) <= 16:
            try:
                lists = {tuple(range(a, b + 1)) for a in aa.values for b in ba.values if b - a < 1000}
                if len(lists) == len(aa.values) * len(ba.values):
                    av = AV(lists)
            except TypeError:
                av = None
        return ("list", INT), av

    # ---- collections ---------------------------------------------------------------------------
    def element(self, ss, source: ir.Expr):
        """The shape of the items of a list or a zone that is run over (its zones are read)."""
        if ss[0] == "zone":
            self.read_zones(ss)
            return ("card", self.zone_cards(ss))
        if ss[0] == "list" and ss[1][0] != "zone":
            return ss[1]
        return ANY

    def read_zones(self, zs) -> None:
        if zs[0] == "list":
            zs = zs[1]
        if zs[0] == "zone" and zs[1] is not None:
            for z in zs[1]:
                self.seen.zone_reads.setdefault(z, True)

    def always_empty(self, ss, sav) -> str | None:
        """Why a list or zone is empty whatever happens, or None."""
        if ss[0] == "zone" and ss[1] is not None and not self.seen.unknown_dest:
            if all(self.known.get(("zone", z), frozenset()) == frozenset()
                   and self.gathered.get(("zone", z), frozenset()) == frozenset() for z in ss[1]):
                names = "', '".join(sorted(ss[1]))
                return f"no card ever reaches '{names}' (no deck fills it and no move brings a card there)"
        if sav is not None and sav.values == {()}:
            return "the list is always empty"
        return None

    def x_Aggregate(self, e, body):
        fn = e.fn
        ss, sav = self.value(e.source, body)
        if ss[0] == "zone":
            self.read_zones(ss)
            elem = ("card", self.zone_cards(ss))
        elif ss[0] == "list" and ss[1][0] not in ("zone", "bot"):
            elem = ss[1]
        else:
            elem = ANY
        body.scopes.append({})
        self.declare(body, e.binding, e.name, elem, e, "aggregate", check=e.name != "_",
                     loc=self.origin(e.source, body, element=True), item=True)
        wa = None
        if e.where is not None:
            wa = self.condition(e.where, body, "where")
        vs = self.value(e.value, body)[0] if e.value is not None else elem
        if e.key is not None:
            self.value(e.key, body)
        body.scopes.pop()
        result = {"count": INT, "sum": INT, "any": BOOL, "all": BOOL, "max": vs, "min": vs, "first": vs,
                  "filter": ("list", vs), "sort": ("list", vs)}.get(fn, ANY)
        empty = self.always_empty(ss, sav)
        never = wa is not None and wa.truth() == {False}
        if empty is not None or never:
            value = _EMPTY_RESULT.get(fn)
            return result, (told(AV({value})) if never else AV({value}, empty))
        return result, None

    def x_Call(self, e, body):
        name, args = e.name, e.args
        typed = [self.value(a, body) for a in args]
        shapes = [s for s, _ in typed]
        first = shapes[0] if shapes else ANY
        if name == "size":
            if first[0] == "zone":
                self.read_zones(first)
                empty = self.always_empty(first, None)
                return INT, (AV({0}, empty) if empty else None)
            av = typed[0][1]
            if (first[0] == "list" or first[0] in LOOSE) and av is not None and all(
                    isinstance(v, tuple) for v in av.values):
                return INT, AV({len(v) for v in av.values})
            return INT, None
        if name in ("top", "bottom"):
            if first[0] == "zone":
                self.read_zones(first)
                card = ("card", self.zone_cards(first))
                return (("list", card) if len(args) == 2 else card), None
            return (("list", ANY_CARD) if len(args) == 2 else ANY_CARD), None
        if name == "cards":
            if first[0] == "zone":
                self.read_zones(first)
                return ("list", ("card", self.zone_cards(first))), None
            if first[0] == "list" and first[1][0] == "zone":
                self.read_zones(first)
                return ("list", ("card", self.zone_cards(first[1]))), None
            return ("list", ANY_CARD), None
        if name in ("next", "prev"):
            return PLAYER, None
        if name in ("players_from", "players_after", "players_before"):
            return ("list", PLAYER), None
        if name == "players":
            return ("list", PLAYER), AV({tuple(range(k)) for k in range(self.pmin, self.pmax + 1)})
        if name == "owner":
            return PLAYER, None
        if name == "contains":
            if first[0] == "zone":
                self.read_zones(first)
            return BOOL, None
        if name == "random":
            if first[0] == "zone":
                self.read_zones(first)
                return ("card", self.zone_cards(first)), None
            if first[0] == "list":
                return first[1], None
            return ANY, None
        if name == "remove":
            if first[0] == "zone":
                self.read_zones(first)
                return ("list", ("card", self.zone_cards(first))), None
            return (first if first[0] == "list" else ("list", ANY)), None
        if name in ("take", "subsets"):  # a list of items of the first, or a list of such lists
            if first[0] == "zone":
                self.read_zones(first)
                items = ("list", ("card", self.zone_cards(first)))
            else:
                items = first if first[0] == "list" else ("list", ANY)
            return (items if name == "take" else ("list", items)), None
        if name in ("larger", "smaller"):
            return join(shapes[0], shapes[1]), None
        return INT, None

    # ---- where a card lies -----------------------------------------------------------------------
    def local_of(self, e, body):
        if isinstance(e, ir.Local):
            return body.locals.get(e.slot)
        if isinstance(e, ir.Item):
            return body.items.get(e.binding)
        return None

    def zone_place(self, e):
        """The zone instances an expression names: frozenset of (zone, owner text), or None."""
        if isinstance(e, ir.ZoneRef):
            return frozenset({(e.zone, None if e.owner is None else canon(e.owner) or "?")})
        return None

    def origin(self, e, body, element: bool = False):
        """Where the card (or cards) an expression gives lie now, if that can be told."""
        local = self.local_of(e, body)
        if local is not None:
            return local.loc
        if isinstance(e, ir.ZoneRef):
            return self.zone_place(e) if element else None
        if isinstance(e, ir.Call) and e.name in ("top", "bottom", "cards", "random") and e.args:
            return self.zone_place(e.args[0])
        if isinstance(e, ir.Aggregate) and e.fn in ("first", "filter") and e.value is None:
            return self.zone_place(e.source) or self.origin(e.source, body)
        return None


def ordered(lt, rt) -> bool:
    """Whether `<` and the like may compare values of these types (numbers, or texts)."""
    return ((lt.loose or is_number(lt)) and (rt.loose or is_number(rt))) or {lt.kind, rt.kind} <= {"text", "any"}


__all__ = ["ExpressionFlow", "ordered"]
