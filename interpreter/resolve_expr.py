"""Pass 3 (resolve), expressions: each name of an expression bound once, each expression typed.

The expression half of the resolver (`resolve.py`): a document expression becomes an `ir.Expr`
with its type and facts, built bottom up. Names are looked up as the rules language defines:
locals and aggregate items, then defines, variables, options, zones, enum values, enums and
`player_count`. A name that cannot be resolved is reported, with the nearest known name, and
becomes `ir.Invalid`.
"""

from __future__ import annotations

from rulerun.grammar.errors import did_you_mean

from . import ir
from .builtins import BUILTINS
from .ir import Facts, union
from .records import evolve
from .types import (ANY, BOOL, INT, NONE, PLAYER, TEXT, ZONE, Type, article, dict_by, enum_of, list_of, numeric,
                    of_value)

COMPARISONS = ("==", "!=", "<", "<=", ">", ">=")
OPERATORS = ("+", "-", "*", "/", "%") + COMPARISONS  # the binary operators of the language
LOOSE = (ANY, NONE, list_of(ANY))  # types a local may still be given by its first typed value

_FAILS = Facts(fails=True)
_VARS = frozenset({"vars"})


def _set(*items) -> frozenset:
    return frozenset(items)


class Scope:
    """The names of one frame while its body is resolved: name -> (kind, number, type), `kind`
    "local" (a frame slot) or "item" (an aggregate's or deck loop's item, `Item(number)`).
    A `let` stays visible after its block; an aggregate's item only inside the aggregate."""

    def __init__(self, name: str, kind: str, timing: str | None = None, event: ir.Event | None = None):
        self.name = name
        self.kind = kind  # procedure, phase, play, trigger, define, constant, deck
        self.timing = timing
        self.event = event
        self.names: dict[str, tuple[str, int, Type]] = {}
        self.local_names: list[str] = []
        self.local_types: list[Type] = []
        self.items = 0
        self.loops = 0  # loops around the statement being resolved: `break` needs one

    def declare(self, name: str, typ: Type) -> int:
        """A new slot for `name` (a name declared again gets a new slot)."""
        slot = len(self.local_names)
        self.local_names.append(name)
        self.local_types.append(typ)
        self.names[name] = ("local", slot, typ)
        return slot

    def temp(self, typ: Type = ANY) -> int:
        """A slot no name refers to (a `for` keeps its list and its place in two)."""
        self.local_names.append("")
        self.local_types.append(typ)
        return len(self.local_names) - 1

    def bind_item(self, name: str, typ: Type) -> int:
        binding = self.items
        self.items += 1
        self.names[name] = ("item", binding, typ)
        return binding

    def retype(self, name: str, typ: Type) -> None:
        kind, number, _ = self.names[name]
        self.names[name] = (kind, number, typ)
        if kind == "local":
            self.local_types[number] = typ

    def frame(self) -> ir.Body:
        return ir.Body(name=self.name, nlocals=len(self.local_names), local_names=tuple(self.local_names),
                       local_types=tuple(self.local_types))


def frame_free(facts: Facts) -> Facts:
    """What a define's body does, as its callers see it: not the slots and items of its own frame."""
    return Facts(state=facts.state, changes=facts.changes, zones=facts.zones, random=facts.random, logs=facts.logs,
                 fails=facts.fails, decides=facts.decides, simultaneous=facts.simultaneous, calls=facts.calls,
                 emits=facts.emits, exits=facts.exits, defines=facts.defines, loops=facts.loops)


def facts_of(*parts) -> Facts:
    """The union of the facts of some expressions (None and text parts left out)."""
    return union(*(p.facts for p in parts if isinstance(p, ir.Expr)))


class ExpressionResolver:
    """Expressions to typed `ir.Expr` nodes. It relies on the declarations the `Resolver` keeps
    (zones, variables, enums, card fields, events, defines), filled in declaration order, and on
    its `error()` and `span()`."""

    def expr(self, node: dict, scope: Scope) -> ir.Expr:
        return getattr(self, "e_" + node["op"])(node, scope)

    def invalid(self, node: dict) -> ir.Invalid:
        return ir.Invalid(type=ANY, facts=_FAILS, span=self.span(node))

    def type_of(self, t: dict, node: dict) -> Type:
        """A declared type; an unknown one is reported and is `any`."""
        name = t["name"]
        if name not in ("int", "bool", "text", "player", "card", "zone") and name not in self.enums:
            self.error(f"unknown type '{name}'" + did_you_mean(name, ["int", "bool", "text", "player", "card", "zone"]
                                                               + list(self.enums)), node, code="type")
            return ANY
        base = enum_of(name) if name in self.enums else Type(name)
        return list_of(base) if t.get("list") else base

    # ---- literals ---------------------------------------------------------------------------------
    def e_int(self, n, scope):
        return ir.Literal(value=n["value"], type=INT, span=self.span(n))

    def e_bool(self, n, scope):
        return ir.Literal(value=n["value"], type=BOOL, span=self.span(n))

    def e_str(self, n, scope):
        return ir.Literal(value=n["value"], type=TEXT, span=self.span(n))

    def e_none(self, n, scope):
        return ir.Literal(value=None, type=NONE, span=self.span(n))

    def e_text(self, n, scope):
        parts = tuple(p if isinstance(p, str) else self.expr(p, scope) for p in n["parts"])
        return ir.TextOf(parts=parts, type=TEXT, facts=facts_of(*parts), span=self.span(n))

    # ---- names ----------------------------------------------------------------------------------------
    def e_name(self, n, scope):
        name = n["name"]
        span = self.span(n)
        bound = scope.names.get(name)
        if bound is not None:
            return self.bound(name, bound, span)
        if name in self.define_arity:
            return self.call_define(name, [], n, scope)
        if name in self.vars:
            var = self.vars[name]
            value = dict_by(var.by, var.type) if var.by else var.type
            return ir.VarValue(var=name, type=list_of(value) if var.per_player else value,
                               facts=Facts(state=_VARS), span=span)
        if name in self.options:
            return ir.OptionValue(option=name, type=of_value(self.options[name].default), span=span)
        if name in self.zones:
            if self.zones[name].per_player:
                written = f"{name}[K] of PLAYER" if self.zones[name].count is not None else f"{name} of PLAYER"
                self.error(f"zone '{name}' is per player; write '{written}'", n, code="type")
                return self.invalid(n)
            family = self.zones[name].count is not None  # a family's name alone: all its zones
            return ir.ZoneRef(zone=name, type=list_of(ZONE) if family else ZONE, facts=Facts(zones=_set(name)),
                              span=span)
        if name in self.enum_of_value:
            return ir.Literal(value=name, type=enum_of(self.enum_of_value[name]), span=span)
        if name in self.enums:
            return ir.EnumValues(enum=name, values=tuple(self.enums[name]), type=list_of(enum_of(name)), span=span)
        if name == "player_count":
            return ir.PlayerCount(type=INT, span=span)
        known = (list(scope.names) + list(self.define_arity) + list(self.vars) + list(self.options) + list(self.zones)
                 + list(self.enum_of_value) + list(self.enums) + ["player_count"])
        self.error(f"unknown name '{name}'" + did_you_mean(name, known), n)
        return self.invalid(n)

    @staticmethod
    def bound(name: str, bound: tuple, span) -> ir.Expr:
        kind, number, typ = bound
        if kind == "local":
            return ir.Local(slot=number, name=name, type=typ, facts=Facts(reads=_set(number)), span=span)
        return ir.Item(binding=number, name=name, type=typ, facts=Facts(items=_set(number)), span=span)

    def e_attr(self, n, scope):
        name, of = n["name"], n["of"]
        span = self.span(n)
        if of["op"] == "name" and of["name"] in self.events and of["name"] not in scope.names:
            return self.event_value(of["name"], name, n)
        sides = {s for card_sides in self.sides.values() for s in card_sides}
        if of["op"] == "attr" and of["name"] in sides and f"{of['name']}.{name}" in self.field_types:
            field = f"{of['name']}.{name}"
            card = self.expr(of["of"], scope)
            return ir.CardField(card=card, field=field, kind="field", type=self.field_types[field],
                                facts=card.facts | _FAILS, span=span)
        card = self.expr(of, scope)
        if name in self.card_vars:
            return ir.CardField(card=card, field=name, kind="var", type=self.card_var_types[self.card_vars.index(name)],
                                facts=card.facts | Facts(state=_set("cvars"), fails=True), span=span)
        if name in ("name", "type"):
            return ir.CardField(card=card, field=name, kind=name, type=TEXT, facts=card.facts | _FAILS, span=span)
        if name in self.field_types:
            return ir.CardField(card=card, field=name, kind="field", type=self.field_types[name],
                                facts=card.facts | _FAILS, span=span)
        self.error(f"unknown card attribute '{name}'" + did_you_mean(name, list(self.field_types) + self.card_vars), n,
                   code="name")
        return self.invalid(n)

    def event_value(self, event: str, name: str, n: dict) -> ir.Expr:
        """`EVENT.value`: the value of the innermost open event of that name."""
        params = [p.name for p in self.events[event].params]
        if name not in params:
            self.error(f"event '{event}' has no value '{name}'" + did_you_mean(name, params), n)
            return self.invalid(n)
        i = params.index(name)
        return ir.EventValue(event=event, index=i, type=self.events[event].params[i].type,
                             facts=Facts(state=_set("events"), fails=True), span=self.span(n))

    def e_index(self, n, scope):
        base_node = n["of"]
        key = self.expr(n["index"], scope)
        span = self.span(n)
        if (base_node["op"] == "name" and base_node["name"] in self.zones and base_node["name"] not in scope.names
                and self.zones[base_node["name"]].count is not None):
            if self.zones[base_node["name"]].per_player:
                name = base_node["name"]
                self.error(f"zone '{name}' is a family per player; write '{name}[K] of PLAYER'", n, code="type")
                return self.invalid(n)
            return self.family_zone(self.zones[base_node["name"]], key, n)
        if base_node["op"] == "name" and base_node["name"] in self.vars and base_node["name"] not in scope.names:
            var = self.vars[base_node["name"]]
            if var.per_player:
                self.player_expected(key, n["index"], f"the index of '{var.name}'")
                return self.player_var(var, key, span)
        base = self.expr(base_node, scope)
        return ir.Index(base=base, index=key, type=base.type.elem, facts=base.facts | key.facts | _FAILS, span=span)

    def family_zone(self, zone: ir.Zone, key: ir.Expr, n, owner: ir.Expr | None = None) -> ir.Expr:
        """`row[k]`: one zone of a family, by its number (from 1) or by a player, or by a value of the
        enum that names its zones (`NAME[v]`); of a family per player, `NAME[k] of p`."""
        if zone.count.type.is_list:
            enum = zone.count.type.item
            if key.type != enum and not key.type.loose:
                self.error(f"a zone of '{zone.name}' is picked by a value of {enum.enum}, not {article(key.type)}",
                           n["index"], code="type")
                return self.invalid(n)
        elif key.type not in (INT, PLAYER) and not key.type.loose:
            self.error(f"a zone of '{zone.name}' is picked by a number or a player, not {article(key.type)}",
                       n["index"], code="type")
            return self.invalid(n)
        facts = key.facts | Facts(zones=_set(zone.name), fails=True)
        return ir.ZoneRef(zone=zone.name, index=key, owner=owner, type=ZONE,
                          facts=facts if owner is None else facts | owner.facts, span=self.span(n))

    def player_expected(self, value: ir.Expr, node: dict, what: str, lists: bool = False) -> None:
        """Reports `value`, written where a player is expected (`what` says where), unless it can be
        one: a player or a number (players are numbered), or with `lists` a list of them."""
        typ = value.type
        if lists and typ.is_list:
            typ = typ.item
        if not (typ.loose or numeric(typ)):
            self.error(f"{what} must be a player, not {article(value.type)}", node, code="type")

    @staticmethod
    def player_var(var: ir.Var, owner: ir.Expr, span) -> ir.VarValue:
        return ir.VarValue(var=var.name, owner=owner, type=dict_by(var.by, var.type) if var.by else var.type,
                           facts=owner.facts | Facts(state=_VARS, fails=True), span=span)

    def e_of(self, n, scope):
        what = n["what"]
        owner = self.expr(n["owner"], scope)
        span = self.span(n)
        if (what["op"] == "index" and what["of"]["op"] == "name" and what["of"]["name"] in self.zones
                and what["of"]["name"] not in scope.names and self.zones[what["of"]["name"]].count is not None):
            zone = self.zones[what["of"]["name"]]  # `row[k] of p`: one zone of a player's family
            if not zone.per_player:
                self.error(f"the zones of '{zone.name}' are shared; write '{zone.name}[K]'", n, code="type")
                return self.invalid(n)
            self.player_expected(owner, n["owner"], f"the owner of '{zone.name}'")
            return self.family_zone(zone, self.expr(what["index"], scope), {**what, "span": n.get("span")}, owner)
        if what["op"] == "name" and what["name"] in self.zones:
            zone = self.zones[what["name"]]
            if zone.count is not None and not zone.per_player:
                self.error(f"'{zone.name}' is a family of zones; write '{zone.name}[PLAYER]'", n, code="type")
                return self.invalid(n)
            if zone.count is not None:  # `row of p`: every zone of a player's family
                self.player_expected(owner, n["owner"], f"the owner of '{zone.name}'")
                return ir.ZoneRef(zone=zone.name, owner=owner, type=list_of(ZONE),
                                  facts=owner.facts | Facts(zones=_set(zone.name), fails=True), span=span)
            if not zone.per_player:
                self.error(f"zone '{zone.name}' is shared; it has no owner", n, code="type")
                return self.invalid(n)
            self.player_expected(owner, n["owner"], f"the owner of '{zone.name}'", lists=True)
            return ir.ZoneRef(zone=zone.name, owner=owner, type=list_of(ZONE) if owner.type.is_list else ZONE,
                              facts=owner.facts | Facts(zones=_set(zone.name), fails=True), span=span)
        if what["op"] == "name" and what["name"] in self.vars and self.vars[what["name"]].per_player:
            self.player_expected(owner, n["owner"], f"the owner of '{what['name']}'")
            return self.player_var(self.vars[what["name"]], owner, span)
        if what["op"] == "name":
            known = [z.name for z in self.zones.values() if z.per_player] + [
                v.name for v in self.vars.values() if v.per_player]
            self.error(f"'{what['name']}' is not a per-player zone or variable" + did_you_mean(what["name"], known),
                       what)
            return self.invalid(n)
        self.error("'of' needs a per-player zone or variable name on its left", n, code="type")
        return self.invalid(n)

    # ---- operators ----------------------------------------------------------------------------------------
    def e_binary(self, n, scope):
        left, right = self.expr(n["left"], scope), self.expr(n["right"], scope)
        op = n["operator"]
        if op not in OPERATORS:  # the schema allows no other; a document that skipped it may hold anything
            self.error(f"unknown operator {op!r}", n, code="schema")
            return self.invalid(n)
        lt, rt = left.type, right.type
        typ = BOOL if op in COMPARISONS else (INT if INT in (lt, rt) else lt)
        if op == "+" and (lt.is_list or rt.is_list):
            typ = lt if lt not in (list_of(ANY), ANY) else rt
            if _mixed_list(left) or _mixed_list(right):
                typ = list_of(ANY)  # a list of values of different kinds joined to another is such a list too
        facts = left.facts | right.facts
        if op not in ("==", "!="):
            facts = facts | _FAILS
        return ir.Binary(op=op, left=left, right=right, type=typ, facts=facts, span=self.span(n))

    def e_and(self, n, scope):
        left, right = self.expr(n["left"], scope), self.expr(n["right"], scope)
        return ir.And(left=left, right=right, type=BOOL, facts=left.facts | right.facts, span=self.span(n))

    def e_or(self, n, scope):
        left, right = self.expr(n["left"], scope), self.expr(n["right"], scope)
        return ir.Or(left=left, right=right, type=BOOL, facts=left.facts | right.facts, span=self.span(n))

    def e_not(self, n, scope):
        value = self.expr(n["value"], scope)
        return ir.Not(value=value, type=BOOL, facts=value.facts, span=self.span(n))

    def e_neg(self, n, scope):
        value = self.expr(n["value"], scope)
        return ir.Neg(value=value, type=INT, facts=value.facts | _FAILS, span=self.span(n))

    def e_cond(self, n, scope):
        test, then, otherwise = (self.expr(n[k], scope) for k in ("if", "then", "else"))
        return ir.Cond(test=test, then=then, otherwise=otherwise,
                       type=then.type if then.type != NONE else otherwise.type,
                       facts=facts_of(test, then, otherwise), span=self.span(n))

    def e_list(self, n, scope):
        items = tuple(self.expr(i, scope) for i in n["items"])
        types = {i.type for i in items}
        return ir.ListOf(items=items, type=list_of(types.pop() if len(types) == 1 else ANY), facts=facts_of(*items),
                         span=self.span(n))

    def e_range(self, n, scope):
        low, high = self.expr(n["from"], scope), self.expr(n["to"], scope)
        return ir.Range(low=low, high=high, type=list_of(INT), facts=low.facts | high.facts | _FAILS,
                        span=self.span(n))

    def e_aggregate(self, n, scope):
        fn = n["fn"]
        source = self.expr(n["in"], scope)
        typ = source.type
        if typ not in (ZONE, ANY) and not typ.is_list:
            self.error(f"'{fn}' runs over a zone or a list, not {article(typ)}", n["in"], code="type")
        elem = typ.iter_item
        outer = scope.names.get(n["var"])
        binding = scope.bind_item(n["var"], elem)
        where = self.expr(n["where"], scope) if n.get("where") is not None else None
        value = self.expr(n["value"], scope) if n.get("value") is not None else None
        key = self.expr(n["by"], scope) if n.get("by") is not None else None
        if outer is None:  # the variable names each item inside the aggregate only
            del scope.names[n["var"]]
        else:
            scope.names[n["var"]] = outer
        if fn not in ir.AGGREGATES:
            self.error(f"unknown aggregate '{fn}'", n)
            return self.invalid(n)
        if key is not None and fn != "sort":
            self.error(f"only 'sort' takes 'by': '{fn}' has no order", n["by"], code="type")
            return self.invalid(n)
        vtype = value.type if value is not None else elem
        result = {"count": INT, "sum": INT, "any": BOOL, "all": BOOL, "max": vtype, "min": vtype, "first": vtype,
                  "filter": list_of(vtype), "sort": list_of(vtype)}[fn]
        facts = facts_of(source, where, value, key)
        facts = evolve(facts, items=facts.items - {binding}, loops=True)  # bound here: not read from outside
        if not typ.is_list:  # a zone's cards, or what a value of unknown type holds
            facts = facts | Facts(state=_set("zones"), fails=True)
        if fn in ("sum", "max", "min", "sort"):
            facts = facts | _FAILS
        return ir.Aggregate(fn=fn, binding=binding, name=n["var"], source=source, where=where, value=value,
                            key=key, descending=n.get("descending", False), type=result, facts=facts,
                            span=self.span(n))

    # ---- calls ----------------------------------------------------------------------------------------------
    def e_call(self, n, scope):
        name = n["name"]
        if name in self.define_arity:
            return self.call_define(name, n["args"], n, scope)
        builtin = BUILTINS.get(name)
        if builtin is None:
            hint = " (procedures are statements, not values)" if name in self.proc_index else ""
            self.error(f"unknown function '{name}'{hint}" + did_you_mean(name, list(self.define_arity) + list(BUILTINS)),
                       n)
            return self.invalid(n)
        if len(n["args"]) not in builtin.arity:
            self.error(f"'{name}' takes {' or '.join(map(str, builtin.arity))} values, not {len(n['args'])}", n,
                       code="type")
            return self.invalid(n)
        args = tuple(self.expr(a, scope) for a in n["args"])
        return ir.Call(name=name, args=args, type=builtin.result([a.type for a in args]),
                       facts=builtin.facts | facts_of(*args), span=self.span(n))

    def call_define(self, name: str, args: list[dict], n: dict, scope: Scope) -> ir.Expr:
        """A use of a define. The define is resolved at its first use, in a frame of its own."""
        arity = self.define_arity[name]
        if len(args) != arity:
            self.error(f"'{name}' takes {arity} values, not {len(args)}", n, code="type")
            return self.invalid(n)
        define = self.defines_done.get(name)
        if define is None:
            if name in self.define_busy:
                self.error(f"'{name}' is defined in terms of itself", n, code="structure")
                return self.invalid(n)
            define = self.resolve_define(name)
        values = tuple(self.expr(a, scope) for a in args)
        facts = facts_of(*values) | frame_free(define.value.facts) | Facts(defines=_set(name))
        return ir.DefineCall(define=name, args=values, type=define.value.type, facts=facts, span=self.span(n))

    def resolve_define(self, name: str) -> ir.Define:
        d = self.define_docs[name]
        self.define_busy.add(name)
        scope = Scope(name, "define")
        params = []
        for p in d["params"]:
            typ = self.type_of(p["type"], p)
            scope.declare(p["name"], typ)
            params.append(ir.Param(name=p["name"], type=typ, span=self.span(p)))
        value = self.expr(d["value"], scope)
        self.define_busy.discard(name)
        define = self.defines_done[name] = ir.Define(name=name, params=tuple(params), value=value, frame=scope.frame(),
                                                     span=self.span(d))
        return define


def _mixed_list(e: ir.Expr) -> bool:
    """A list written out with values of different kinds (`["animal", 3]`), not an empty one."""
    return isinstance(e, ir.ListOf) and bool(e.items) and e.type == list_of(ANY)
