"""Expressions of the rules language compiled to Python callables (part of pass 3).

Simple expressions are fused: each keeps its Python source, built only from slot numbers,
escaped literals (`repr`) and generated names bound to values of the model, never from rulebook
text; an expression made of them is generated as one lambda. Aggregates and built-in functions
are closures over their compiled parts.
"""

from __future__ import annotations

import itertools
import re
from typing import Any, Callable

from rulerun.grammar.errors import did_you_mean

from .model import Event
from .state import RuleLimit
from .steps import ANY, Fn, _elem, _formatter, _iter_type, _plain



class _Scope:
    """Local names of one procedure, define or trigger: name -> (slot, type)."""

    def __init__(self, name: str, kind: str):
        self.name = name
        self.kind = kind
        self.names: dict[str, tuple[int, str]] = {}
        self.size = 0
        self.loops: list[list[int]] = []  # break targets of the enclosing loops
        self.event: Event | None = None
        self.subst: dict[str, tuple] = {}  # parameters of an inlined define -> their arguments' code
        self.timing: str | None = None  # 'before' or 'after' in a trigger
        # while a statement is compiled twice (see `Compiler.statement_steps`): the slots of its declarations
        self.record: list[tuple[str, int]] | None = None
        self.replay: dict[str, list[int]] | None = None

    def declare(self, name: str, typ: str) -> int:
        if self.replay is not None:
            slots = self.replay.get(name)
            if not slots:
                raise ReplayMismatch(name)
            slot = slots.pop(0)
        else:
            slot = self.size
            self.size += 1
        if self.record is not None:
            self.record.append((name, slot))
        self.names[name] = (slot, typ)
        return slot

    def temp(self) -> int:
        self.size += 1
        return self.size - 1


# a call of a compiled expression's function from fused source; a read of a local slot
_CALL = re.compile(r"(?<![\w.])(_e\d+)\(st, L\)")
_SLOT = re.compile(r"(?<![\w.])L\[(\d+)\]")
_NOT_YET = object()  # a loop-invariant call's value before the loop first reaches it

# A string literal as `repr` writes one into generated source, or a run of code without one.
_LITERAL_OR_CODE = re.compile(r"""'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|[^'"]+""")
# parts of the state that no rule rebinds while it runs (their contents change, not the objects)
_STABLE_READ = re.compile(r"(?<![\w.])(?:st\.(?:zones|loc|cvars|vars|model)\b|L\[\d+\])")


def _in_code(source: str, replace) -> str:
    """`source` with `replace` applied to its code, never inside its string literals."""
    if "'" not in source and '"' not in source:
        return replace(source)
    return "".join(part if part[0] in "'\"" else replace(part) for part in _LITERAL_OR_CODE.findall(source))


def calls_with_locals(source: str) -> bool:
    """Whether an expression's source calls functions that read the locals (`f(st, L)`)."""
    return "(st, L)" in source


def read_item(source: str, slot: int, name: str = "_x") -> str:
    """An expression's source with its reads of local `slot` made reads of `name`, the item a
    generated loop keeps in that slot too (functions the source calls still read the slot)."""
    if f"L[{slot}]" not in source:
        return source
    pattern = re.compile(rf"(?<![\w.])L\[{slot}\]")
    return _in_code(source, lambda code: pattern.sub(name, code))


def _indented(source: str, depth: int) -> str:
    """Lines of source indented `depth` levels further."""
    pad = "    " * depth
    return pad + source.replace("\n", "\n" + pad)


def hoist_reads(source: str) -> tuple[str, dict[str, str]]:
    """The source of an aggregate's loop body with each read of a stable part of the state
    (`st.zones`) and of a local slot (`L[3]`) made a read of a local name, and those names' values
    (read once, before the loop). Nothing in the loop writes them: its item is `_x`, not a slot read
    here, and the functions it calls keep their own items in slots of their own."""
    reads: dict[str, str] = {}

    def name(match: re.Match) -> str:
        return reads.setdefault(match.group(0), f"_r{len(reads)}")

    return _in_code(source, lambda code: _STABLE_READ.sub(name, code)), reads


class ReplayMismatch(Exception):
    """A statement compiled again declared a name its first compilation did not."""


class ExpressionCompiler:
    """The expression half of the compiler: name resolution, types and code for expressions.

    It relies on the declarations the `Compiler` resolves first (zones, variables, enums, card
    fields, defines, events) and on its `error()`.
    """

    def text_parts(self, node: dict, scope: _Scope) -> list[Fn]:
        if node["op"] == "str":
            value = node["value"]
            return [lambda st, L: value]
        parts = []
        for part in node["parts"]:
            if isinstance(part, str):
                parts.append(lambda st, L, v=part: v)
            else:
                fn, typ = self.expr(part, scope)
                parts.append(_formatter(fn, typ))
        return parts

    def expr(self, node: dict, scope: _Scope) -> tuple[Fn, str]:
        return getattr(self, "e_" + node["op"])(node, scope)

    # Simple expressions are fused: each keeps its Python source, and an expression built from
    # them is generated as one lambda, so `size(hand of p) < 5` costs one call, not five.
    def fused(self, fn: Fn) -> tuple[str, dict]:
        """The Python source of an expression and the names it needs."""
        known = self.sources.get(fn)
        if known is not None and len(known[0]) < 300:
            return known
        name = f"_e{next(self.names)}"
        return f"{name}(st, L)", {name: fn}

    def make(self, src: str, env: dict, typ: str) -> tuple[Fn, str]:
        fn = eval("lambda st, L: " + src, dict(env))  # noqa: S307 - source built here from the AST
        self.sources[fn] = (src, env)
        return fn, typ

    def join(self, template: str, typ: str, *fns: Fn, **extra) -> tuple[Fn, str]:
        """An expression `template` (with {0}, {1} ... for the operands' sources) fused into one lambda."""
        srcs, env = [], dict(extra)
        for f in fns:
            s, e = self.fused(f)
            srcs.append(s)
            env.update(e)
        return self.make(template.format(*srcs), env, typ)

    def const(self, v: Any, typ: str) -> tuple[Fn, str]:
        if v is None or isinstance(v, (bool, int, str)):
            return self.make(repr(v), {}, typ)
        name = f"_k{next(self.names)}"
        return self.make(name, {name: v}, typ)

    def e_int(self, n, scope):
        return self.const(n["value"], "int")

    def e_bool(self, n, scope):
        return self.const(n["value"], "bool")

    def e_str(self, n, scope):
        return self.const(n["value"], "text")

    def e_text(self, n, scope):
        """A string with `{...}` parts as a text value: players as P1, P2, cards by name."""
        return self.text_value(n, scope), "text"

    def text_value(self, n: dict, scope) -> Fn:
        """Any expression as text: a string's parts joined, players as P1, P2, cards by name."""
        if n["op"] != "text":
            fn, typ = self.expr(n, scope)
            return _as_text(fn, typ)
        parts = []
        for part in n["parts"]:
            if isinstance(part, str):
                parts.append(lambda st, L, v=part: v)
            else:
                parts.append(_as_text(*self.expr(part, scope)))
        return lambda st, L: "".join(p(st, L) for p in parts)

    def e_none(self, n, scope):
        return self.const(None, "none")

    def e_name(self, n, scope):
        name = n["name"]
        if name in scope.subst:
            return scope.subst[name]
        if name in scope.names:
            slot, typ = scope.names[name]
            return self.make(f"L[{slot}]", {}, typ)
        if name in self.defines:
            return self.call_define(name, [], n, scope)
        if name in self.vars:
            var = self.vars[name]
            i = var.base
            if var.per_player:
                return self.make(f"st.vars[{i}:{i + self.n}]", {}, "list:" + var.type)
            return self.make(f"st.vars[{i}]", {}, var.type if not var.by else "dict")
        if name in self.options:
            v = self.options[name]
            return self.const(v, _option_type(v))
        if name in self.zones:
            zone = self.zones[name]
            if zone.per_player:
                self.error(f"zone '{name}' is per player; write '{name} of PLAYER'", n, code="type")
                return _failed_fn()
            return self.const(zone.base, "zone")
        if name in self.enum_of_value:
            return self.const(name, f"enum:{self.enum_of_value[name]}")
        if name in self.enums:
            return self.const(list(self.enums[name]), f"list:enum:{name}")
        if name == "player_count":
            return self.const(self.n, "int")
        known = (list(scope.names) + list(self.defines) + list(self.vars) + list(self.options) + list(self.zones)
                 + list(self.enum_of_value) + list(self.enums) + ["player_count"])
        self.error(f"unknown name '{name}'" + did_you_mean(name, known), n)
        return _failed_fn()

    def e_attr(self, n, scope):
        name = n["name"]
        of = n["of"]
        if of["op"] == "name" and of["name"] in self.event_index and of["name"] not in scope.names:
            return self.event_field(of["name"], name, n)
        all_sides = {s for sides in self.sides.values() for s in sides}
        if of["op"] == "attr" and of["name"] in all_sides and f"{of['name']}.{name}" in self.field_types:
            field = f"{of['name']}.{name}"
            base, _ = self.expr(of["of"], scope)
            return self.column(field, base)
        base, btype = self.expr(of, scope)
        if name in self.card_vars:
            return self.join(f"st.cvars[{self.card_var_index(name)}]", self.card_var_types[self.card_vars.index(name)],
                             base)
        if name == "name":
            return self.join("st.model.card_names[{0}]", "text", base)
        if name == "type":
            return self.join("st.model.card_types[{0}]", "text", base)
        if name in self.field_types:
            return self.column(name, base)
        self.error(f"unknown card attribute '{name}'"
                   + did_you_mean(name, list(self.field_types) + self.card_vars), n, code="name")
        return _failed_fn()

    def card_var_index(self, name: str) -> str:
        """The source of where a card variable of card `{0}` lies in `StateData.cvars`, which holds
        each variable's values together, card by card: variable i of card c is at `i * cards + c`."""
        i = self.card_vars.index(name)
        if not self.cards_known:  # while the decks are made: the count so far is not final
            return f"{i} * len(st.model.card_names) + {{0}}"
        return f"{i * len(self.card_names)} + {{0}}" if i else "{0}"

    def column(self, field: str, card: Fn) -> tuple[Fn, str]:
        """A fixed field of a card: an index into the field's column of values."""
        name = f"_c{next(self.names)}"
        return self.join(f"{name}[{{0}}]", self.field_types[field], card, **{name: self.card_fields[field]})

    def event_field(self, event: str, name: str, n: dict):
        """`EVENT.param` in an emit body or trigger: the open event's current value (reactions may change it)."""
        ev = self.event_index[event]
        params = [p for p, _ in self.event_params[event]]
        if name not in params:
            self.error(f"event '{event}' has no value '{name}'" + did_you_mean(name, params), n)
            return _failed_fn()
        i = params.index(name)
        typ = self.event_params[event][i][1]

        def read(st, L):
            for rec in reversed(st.events):
                if rec[0] == ev:
                    return rec[1][i]
            raise RuntimeError(f"no '{event}' event is open here")

        # mostly the innermost open event: looked at inline, the others by `read`
        name = f"_e{next(self.names)}"
        self.slot_reads[read] = frozenset()
        return self.make(f"(_er[1][{i}] if (_eq := st.events) and (_er := _eq[-1])[0] == {ev} else {name}(st, L))",
                         {name: read}, typ)

    def e_index(self, n, scope):
        base_node = n["of"]
        key, ktype = self.expr(n["index"], scope)
        if base_node["op"] == "name" and base_node["name"] in self.vars and base_node["name"] not in scope.names:
            var = self.vars[base_node["name"]]
            if var.per_player:
                return self.join(f"st.vars[{var.base} + {{0}}]", var.type if not var.by else "dict", key)
        base, btype = self.expr(base_node, scope)
        return self.join("{0}[{1}]", _elem(btype) if btype.startswith("list:") else ANY, base, key)

    def e_of(self, n, scope):
        what = n["what"]
        owner, otype = self.expr(n["owner"], scope)
        if what["op"] == "name" and what["name"] in self.zones:
            zone = self.zones[what["name"]]
            if not zone.per_player:
                self.error(f"zone '{zone.name}' is shared; it has no owner", n, code="type")
                return _failed_fn()
            base = zone.base
            if otype.startswith("list:"):
                return self.join(f"[{base} + _p for _p in {{0}}]", "list:zone", owner)
            return self.join(f"({base} + {{0}})", "zone", owner)
        if what["op"] == "name" and what["name"] in self.vars and self.vars[what["name"]].per_player:
            var = self.vars[what["name"]]
            return self.join(f"st.vars[{var.base} + {{0}}]", var.type if not var.by else "dict", owner)
        if what["op"] == "name":
            known = [z.name for z in self.zones.values() if z.per_player] + [
                v.name for v in self.vars.values() if v.per_player]
            self.error(f"'{what['name']}' is not a per-player zone or variable" + did_you_mean(what["name"], known),
                       what)
            return _failed_fn()
        self.error("'of' needs a per-player zone or variable name on its left", n, code="type")
        return _failed_fn()

    def e_binary(self, n, scope):
        left, lt = self.expr(n["left"], scope)
        right, rt = self.expr(n["right"], scope)
        op = n["operator"]
        typ = "bool" if op in ("==", "!=", "<", "<=", ">", ">=") else ("int" if lt == "int" or rt == "int" else lt)
        if op == "+" and (lt.startswith("list:") or rt.startswith("list:")):
            typ = lt if lt not in ("list:any", ANY) else rt
        sized = self.sized.get(left)
        if sized is not None and n["right"].get("op") == "int" and n["right"]["value"] == 0 and op in _EMPTY:
            # `size(X) == 0` asks whether X is empty, without measuring it
            measured, fn = sized
            return self.join(_EMPTY[op].format(measured), typ, fn, _as_iter=_as_iter)
        nones = [side for side in ("left", "right") if n[side].get("op") == "none"]
        if op in ("==", "!=") and len(nones) == 1 and n[_OTHER[nones[0]]].get("op") not in _LITERALS:
            # no value but `none` itself equals `none`: asked by identity, as Python asks it fastest
            other = right if nones == ["left"] else left
            return self.join("({0} is None)" if op == "==" else "({0} is not None)", typ, other)
        py = {"/": "//"}.get(op, op)
        return self.join(f"({{0}} {py} {{1}})", typ, left, right)

    def e_and(self, n, scope):
        left, _ = self.expr(n["left"], scope)
        right, _ = self.expr(n["right"], scope)
        return self.join("({0} and {1})", "bool", left, right)

    def e_or(self, n, scope):
        left, _ = self.expr(n["left"], scope)
        right, _ = self.expr(n["right"], scope)
        return self.join("({0} or {1})", "bool", left, right)

    def e_not(self, n, scope):
        v, _ = self.expr(n["value"], scope)
        return self.join("(not {0})", "bool", v)

    def e_neg(self, n, scope):
        v, t = self.expr(n["value"], scope)
        return self.join("(-{0})", "int", v)

    def e_cond(self, n, scope):
        c, _ = self.expr(n["if"], scope)
        a, at = self.expr(n["then"], scope)
        b, bt = self.expr(n["else"], scope)
        return self.join("({1} if {0} else {2})", at if at != "none" else bt, c, a, b)

    def e_list(self, n, scope):
        items = [self.expr(i, scope) for i in n["items"]]
        fns = [f for f, _ in items]
        types = {t for _, t in items}
        typ = "list:" + (types.pop() if len(types) == 1 else ANY)
        if len(fns) <= 20:
            return self.join("[" + ", ".join(f"{{{i}}}" for i in range(len(fns))) + "]", typ, *fns)
        return (lambda st, L: [f(st, L) for f in fns]), typ

    def e_range(self, n, scope):
        a, _ = self.expr(n["from"], scope)
        b, _ = self.expr(n["to"], scope)
        lo, hi = n["from"], n["to"]
        if lo.get("op") == "int" and hi.get("op") == "int" and hi["value"] - lo["value"] < 1_000_000:
            # lists are values (no statement changes one in place): one list serves every time
            return self.const(list(range(lo["value"], hi["value"] + 1)), "list:int")

        def make_range(st, L):
            lo, hi = a(st, L), b(st, L)
            if hi - lo >= 1_000_000:
                raise RuleLimit(f"range({lo}, {hi}) has more than a million numbers")
            return list(range(lo, hi + 1))

        return make_range, "list:int"

    def e_aggregate(self, n, scope):
        fn = n["fn"]
        src, typ = self.expr(n["in"], scope)
        if typ not in ("zone", ANY) and not typ.startswith("list:"):
            self.error(f"'{fn}' runs over a zone or a list, not {article(typ)}", n["in"], code="type")
        elem = _iter_type(typ)
        outer = scope.names.get(n["var"])
        slot = scope.declare(n["var"], elem)
        where = self.expr(n["where"], scope)[0] if n.get("where") is not None else None
        value, vtype = self.expr(n["value"], scope) if n.get("value") is not None else (None, elem)
        # the variable names each item inside the aggregate only
        if outer is None:
            del scope.names[n["var"]]
        else:
            scope.names[n["var"]] = outer
        if fn not in AGGREGATES:
            self.error(f"unknown aggregate '{fn}'", n)
            return _failed_fn()
        result_type = {"count": "int", "sum": "int", "any": "bool", "all": "bool", "max": vtype, "min": vtype,
                       "first": vtype, "filter": f"list:{vtype}"}[fn]
        return self.loop(fn, src, typ, slot, where, value), result_type

    def loop(self, fn: str, src: Fn, typ: str, slot: int, where: Fn | None, value: Fn | None) -> Fn:
        """An aggregate generated as one Python loop, its condition and value fused into the body."""
        env: dict = {"_as_iter": _as_iter}
        s_src, e = self.fused(src)
        env.update(e)
        parts = [(s_src, e)]  # what the loop reads, for `reads_of`
        is_zone = typ == "zone"
        if is_zone:
            items = f"st.zones[{s_src}]"
        elif typ.startswith("list:"):
            items = f"({s_src} or ())"
        else:
            items = f"_as_iter(st, {s_src})"
        test = "True"
        if where is not None:
            test, e = self.fused(where)
            env.update(e)
            parts.append((test, e))
            test = read_item(test, slot)
        item = "_x"
        if value is not None:
            item, e = self.fused(value)
            env.update(e)
            parts.append((item, e))
            item = read_item(item, slot)
        if fn == "any" and where is None and value is not None:
            test, item = item, "_x"
        if fn == "all" and where is None and value is not None:
            test, item = item, "_x"
        if fn == "count" and where is None:
            return self.make(f"len({items})", env, "int")[0]
        m = _ITEM_EQUALS.match(test) if where is not None and value is None and fn in ("count", "any", "all") else None
        if m is not None:
            # the item compared with a value that reads no item and cannot fail: one C loop
            same, other = m.group(1) == "==", m.group(2)
            return self.make({
                "count": f"{items}.count({other})" if same else f"len({items}) - {items}.count({other})",
                "any": f"({other} in {items})" if same else f"any(_x != {other} for _x in {items})",
                "all": f"all(_x == {other} for _x in {items})" if same else f"({other} not in {items})",
            }[fn], env, "int" if fn == "count" else "bool")[0]
        # the loop's start, what it does with each item and its value: as a function's body, which
        # returns at once where it can, and as statements leaving the value in `_n`
        def better(op: str) -> str:
            return f"if {test}:\n    _v = {item}\n    if _n is None or _v {op} _n:\n        _n = _v"

        as_function = {
            "count": ("_n = 0", f"if {test}:\n    _n += 1", "_n"),
            "sum": ("_n = 0", f"if {test}:\n    _n += {item}", "_n"),
            "any": ("", f"if {test}:\n    return True", "False"),
            "all": ("", f"if not ({test}):\n    return False", "True"),
            "first": ("", f"if {test}:\n    return {item}", "None"),
            "filter": ("_n = []", f"if {test}:\n    _n.append({item})", "_n"),
            "max": ("_n = None", better(">"), "_n"),
            "min": ("_n = None", better("<"), "_n"),
        }[fn]
        as_statements = {
            "any": ("_n = False", f"if {test}:\n    _n = True\n    break"),
            "all": ("_n = True", f"if not ({test}):\n    _n = False\n    break"),
            "first": ("_n = None", f"if {test}:\n    _n = {item}\n    break"),
        }.get(fn, as_function[:2])
        # over a few players, reading once more each time costs less than reading first
        hoist = typ != "list:player"
        function = self.loop_source(items, slot, env, hoist, *as_function[:2])
        source = f"def _loop(st, L):\n{_indented(function, 1)}\n    return {as_function[2]}\n"
        exec(source, env)  # noqa: S102 - source built here from slot numbers and bounded fused sources
        fn = env["_loop"]
        self.loop_forms[fn] = (self.loop_source(items, slot, env, hoist, *as_statements), env)
        reads_per_part = [self.source_reads(text, names) for text, names in parts]
        self.slot_reads[fn] = None if None in reads_per_part else frozenset().union(*reads_per_part) - {slot}
        return fn

    def loop_source(self, items: str, slot: int, env: dict, hoist: bool, start: str, each: str) -> str:
        """An aggregate's loop as lines of source at no indentation: `start`, then for each item `_x`
        of `items`, `each` (lines, with returns or breaks as the caller needs). Calls that never read
        the item are made once (`invariant_calls`), reads of the state and of other locals are made
        before the loop, and so is a field lookup of a value read once (falling back to the loop as
        written should it fail)."""
        each, once, called = self.invariant_calls(each, env, slot)
        keep = f"L[{slot}] = _x\n" if called else ""
        each, reads = hoist_reads(each) if hoist else (each, {})
        head = [f"{name} = {read}" for read, name in reads.items()] + [f"{name} = _NOT_YET" for name in once]

        def loop(body: str) -> list[str]:
            return ([start] if start else []) + [f"for _x in {items}:", _indented(keep + body, 1)]

        # a field of a value read once (`v.f` in `c.f == v.f`) is looked up once, before the loop; should the
        # lookup fail, the loop as written fails (or not) where it would have
        lookups: dict[str, str] = {}
        fast = _in_code(each, lambda code: _COLUMN_OF_READ.sub(
            lambda m: lookups.setdefault(m.group(0), f"_v{len(lookups)}"), code))
        if not lookups:
            return "\n".join(head + loop(each))
        return "\n".join(head + ["try:"] + [f"    {name} = {expr}" for expr, name in lookups.items()]
                         + ["except Exception:", _indented("\n".join(loop(each)), 1), "else:",
                            _indented("\n".join(loop(fast)), 1)])

    def invariant_calls(self, body: str, env: dict, slot: int,
                        name_for: Callable[[int], str] = lambda i: f"_h{i}") -> tuple[str, list[str], bool]:
        """A loop body whose calls of functions that never read the loop's item (nor draw random
        numbers) are made once, the first time one is reached, and their value kept for the rest of
        the loop: `count(c in Z where fits(c, g(k)))` works out `g(k)` once.
        Returns the body, the names that keep the values (`name_for(i)`; to be set to `_NOT_YET`
        before the loop), and whether a function the body calls may read the item from its slot."""
        once: dict[str, str] = {}
        other = [calls_with_locals(_CALL.sub("", body))]  # calls of anything but expressions

        def keep(match: re.Match) -> str:
            name = match.group(1)
            reads = self.reads_of(env.get(name))
            if reads is None or slot in reads:
                other.append(True)
                return match.group(0)
            kept = once.get(name)
            if kept is None:
                kept = once[name] = name_for(len(once))
            return f"({kept} if {kept} is not _NOT_YET else ({kept} := {name}(st, L)))"

        body = _in_code(body, lambda code: _CALL.sub(keep, code))
        if once:
            env["_NOT_YET"] = _NOT_YET
        return body, list(once.values()), any(other)

    def reads_of(self, fn) -> frozenset | None:
        """The local slots an expression's function reads, itself or through the functions it calls;
        None if that is not known, or if it draws random numbers."""
        if fn is None:
            return None
        if fn in self.slot_reads:
            return self.slot_reads[fn]
        made = self.sources.get(fn)
        reads = self.slot_reads[fn] = None if made is None else self.source_reads(*made)
        return reads

    def source_reads(self, source: str, env: dict) -> frozenset | None:
        """The local slots an expression's source reads (see `reads_of`)."""
        if "rng" in source:
            return None
        code = " ".join(part for part in _LITERAL_OR_CODE.findall(source) if part[0] not in "'\"")
        slots = {int(k) for k in _SLOT.findall(code)}
        for value in env.values():
            if value is _as_iter or not callable(value):
                continue
            reads = self.reads_of(value)
            if reads is None:
                return None
            slots |= reads
        return frozenset(slots)

    def e_call(self, n, scope):
        name = n["name"]
        if name in self.defines:
            return self.call_define(name, n["args"], n, scope)
        builtin = _BUILTINS.get(name)
        if builtin is None:
            hint = " (procedures are statements, not values)" if name in self.proc_index else ""
            self.error(f"unknown function '{name}'{hint}" + did_you_mean(name, list(self.defines) + list(_BUILTINS)), n)
            return _failed_fn()
        arity, maker = builtin
        if len(n["args"]) not in arity:
            self.error(f"'{name}' takes {' or '.join(map(str, arity))} values, not {len(n['args'])}", n, code="type")
            return _failed_fn()
        args = [self.expr(a, scope) for a in n["args"]]
        return maker(self, *args)

    def call_define(self, name: str, args: list[dict], n: dict, scope: _Scope):
        d = self.defines[name]
        if len(args) != len(d["params"]):
            self.error(f"'{name}' takes {len(d['params'])} values, not {len(args)}", n, code="type")
            return _failed_fn()
        if name not in self.define_fns:
            if name in self.define_busy:
                self.error(f"'{name}' is defined in terms of itself", n, code="structure")
                return _failed_fn()
            self.define_busy.add(name)
            dscope = _Scope(name, "define")
            for p in d["params"]:
                dscope.declare(p["name"], self._type(p["type"], p))
            body, typ = self.expr(d["value"], dscope)
            self.define_busy.discard(name)
            self.define_fns[name] = (body, typ, dscope.size)
        if all(_simple(a) for a in args):
            if name in self.define_busy:
                self.error(f"'{name}' is defined in terms of itself", n, code="structure")
                return _failed_fn()
            self.define_busy.add(name)
            try:
                return self.inline_define(d, args, scope)
            finally:
                self.define_busy.discard(name)
        body, typ, size = self.define_fns[name]
        fns = [self.expr(a, scope)[0] for a in args]
        if not fns:
            if size == 0:
                return (lambda st, L: body(st, L)), typ
            return (lambda st, L: body(st, [None] * size)), typ
        if len(fns) == 1:
            f0 = fns[0]
            extra = [None] * (size - 1)
            return (lambda st, L: body(st, [f0(st, L), *extra])), typ
        extra = [None] * (size - len(fns))
        return (lambda st, L: body(st, [f(st, L) for f in fns] + extra)), typ


    def inline_define(self, d: dict, args: list[dict], scope: _Scope) -> tuple[Fn, str]:
        """A define used with simple arguments is compiled in place, its parameters replaced.

        Its own names (aggregate variables) get fresh slots in the caller's frame, so nothing of the
        caller is visible to it and nothing of it is visible to the caller.
        """
        inner = _Scope(d["name"], "define")
        inner.size = scope.size
        inner.subst = {p["name"]: self.expr(a, scope) for p, a in zip(d["params"], args)}
        result = self.expr(d["value"], inner)
        scope.size = max(scope.size, inner.size)
        return result


_PURE = ("int", "bool", "str", "none", "name")


def _simple(arg: dict) -> bool:
    """An argument cheap enough, and free of effects, to be copied into an inlined define: a literal,
    a name, or a field of one (`x.played_as`)."""
    while arg["op"] == "attr":
        arg = arg["of"]
    return arg["op"] in _PURE


class _Failed:
    pass


def _failed_fn():
    def fn(st, L):
        raise RuntimeError("compiled with errors")

    return fn, ANY


def _div(a, b):
    return a // b


_BINARY = {
    "+": lambda a, b: a + b,
    "-": lambda a, b: a - b,
    "*": lambda a, b: a * b,
    "/": _div,
    "%": lambda a, b: a % b,
    "==": lambda a, b: a == b,
    "!=": lambda a, b: a != b,
    "<": lambda a, b: a < b,
    "<=": lambda a, b: a <= b,
    ">": lambda a, b: a > b,
    ">=": lambda a, b: a >= b,
}


AGGREGATES = ("count", "sum", "any", "all", "max", "min", "first", "filter")


# a fixed field of a value an aggregate's loop reads once (see `hoist_reads`)
_COLUMN_OF_READ = re.compile(r"(?<![\w.])_c\d+\[_r\d+\]")

_OTHER = {"left": "right", "right": "left"}
_LITERALS = ("int", "str", "bool", "none", "list", "text")  # Python warns of `is` with a literal

# `size(X) <op> 0` as a test of X's truth
_EMPTY = {"==": "(not {})", "<=": "(not {})", "!=": "(not not {})", ">": "(not not {})"}

# `(_x == V)` or `(_x != V)`, V a local, a variable or a literal
_ITEM_EQUALS = re.compile(r"^\(_x (==|!=) (L\[\d+\]|st\.vars\[\d+\]|'[^'\\]*'|-?\d+|None|True|False)\)$")


def _as_iter(st, v):
    if type(v) is int:
        return st.zones[v]
    return v if v is not None else ()


def _b_size(c, arg):
    fn, typ = arg
    if typ == "zone":
        measured = "st.zones[{0}]"
    elif typ.startswith("list:"):
        measured = "({0} or ())"
    else:
        measured = "_as_iter(st, {0})"
    size = c.join(f"len({measured})", "int", fn, _as_iter=_as_iter)
    c.sized[size[0]] = (measured, fn)
    return size


def _b_top(c, zone, n=None):
    z, _ = zone
    if n is None:
        return c.join("(_z[-1] if (_z := st.zones[{0}]) else None)", "card", z)
    return c.join("st.zones[{0}][:-({1}) - 1:-1]", "list:card", z, n[0])  # the top card first


def _b_bottom(c, zone):
    z, _ = zone

    def bottom(st, L):
        cards = st.zones[z(st, L)]
        return cards[0] if cards else None

    return bottom, "card"


def _b_cards(c, zone):
    z, typ = zone
    if typ == "list:zone":
        return c.join("[_c for _i in {0} for _c in st.zones[_i]]", "list:card", z)
    return c.join("st.zones[{0}][:]", "list:card", z)


def _b_next(c, p):
    return c.join(f"(({{0}} + 1) % {c.n})", "player", p[0])


def _b_prev(c, p):
    return c.join(f"(({{0}} - 1) % {c.n})", "player", p[0])


def _b_players(c):
    return c.const(list(range(c.n)), "list:player")


def _order(c, p, offsets, sign=1):
    n = c.n
    orders = [[(s + sign * i) % n for i in offsets] for s in range(n)]
    name = f"_o{next(c.names)}"
    return c.join(f"{name}[{{0}}]", "list:player", p[0], **{name: orders})


def _b_players_from(c, p):
    return _order(c, p, range(c.n))


def _b_players_after(c, p):
    return _order(c, p, range(1, c.n + 1))


def _b_players_before(c, p):
    return _order(c, p, range(1, c.n + 1), -1)


def _b_owner(c, card):
    return c.join("st.model.zone_instances[st.loc[{0}]][1]", "player", card[0])


def _b_contains(c, where, item):
    w, wt = where
    x, _ = item
    if wt == "zone":
        return c.join("(st.loc[{1}] == {0})", "bool", w, x)
    if wt.startswith("list:"):
        return c.join("({1} in ({0} or ()))", "bool", w, x)
    return c.join("({1} in _as_iter(st, {0}))", "bool", w, x, _as_iter=_as_iter)


def _b_random(c, items):
    f, typ = items

    def pick(st, L):
        seq = list(_as_iter(st, f(st, L)))
        return seq[st.rng.randrange(len(seq))] if seq else None

    return pick, _iter_type(typ)


def _b_roll(c, count, sides):
    k, _ = count
    s, _ = sides

    def roll(st, L):
        n, m = k(st, L), s(st, L)
        rng = st.rng
        dice = [rng.randint(1, m) for _ in range(n)]
        if st.log is not None:
            st.log.append(("roll", tuple(dice), m))
        return sum(dice)

    return roll, "int"


def _b_remove(c, items, item):
    f, typ = items
    x, _ = item

    def remove(st, L):
        seq = list(_as_iter(st, f(st, L)))
        v = x(st, L)
        if v in seq:
            seq.remove(v)
        return seq

    return remove, typ if typ.startswith("list:") else "list:card"


def _b_abs(c, v):
    f, _ = v
    return (lambda st, L: abs(f(st, L))), "int"


def _b_larger(c, a, b):
    fa, ta = a
    fb, _ = b
    return (lambda st, L: max(fa(st, L), fb(st, L))), ta


def _b_smaller(c, a, b):
    fa, ta = a
    fb, _ = b
    return (lambda st, L: min(fa(st, L), fb(st, L))), ta


_BUILTINS: dict[str, tuple[tuple[int, ...], Callable]] = {
    "size": ((1,), _b_size),
    "top": ((1, 2), _b_top),
    "bottom": ((1,), _b_bottom),
    "cards": ((1,), _b_cards),
    "next": ((1,), _b_next),
    "prev": ((1,), _b_prev),
    "players": ((0,), _b_players),
    "players_from": ((1,), _b_players_from),
    "players_after": ((1,), _b_players_after),
    "players_before": ((1,), _b_players_before),
    "owner": ((1,), _b_owner),
    "contains": ((2,), _b_contains),
    "random": ((1,), _b_random),
    "roll": ((2,), _b_roll),
    "remove": ((2,), _b_remove),
    "abs": ((1,), _b_abs),
    "larger": ((2,), _b_larger),
    "smaller": ((2,), _b_smaller),
}

BUILTIN_NAMES = tuple(sorted(_BUILTINS))


def _option_type(v: Any) -> str:
    if isinstance(v, bool):
        return "bool"
    if isinstance(v, int):
        return "int"
    return "text"


def article(word: str) -> str:
    """'a card', 'an int'."""
    return ("an " if word[:1] in "aeiou" else "a ") + word


def _as_text(fn: Fn, typ: str) -> Fn:
    """A value made text for a string: players as P1, cards by name, the rest as in logs."""
    if typ == "player":
        return lambda st, L: "nobody" if (p := fn(st, L)) is None else f"P{p + 1}"
    if typ == "card":
        return lambda st, L: "none" if (c := fn(st, L)) is None else st.model.card_names[c]
    return lambda st, L: _plain(fn(st, L))
