"""Lint checks, types: values of different kinds compared, combined, passed or stored
(`type-mismatch`), a text compared with a literal it can never be (`unknown-text`), running over
or drawing from what is not a zone (`not-a-zone`), and reading an attribute that no card that can
be there has (`unknown-attribute`).

Static types are those of the intermediate form (`node.type`, `types.py`); which card types a
card can be is the flow analysis's (`flow.py`). The resolver's own type errors pass through.
"""

from __future__ import annotations

import math

from rulerun.grammar.errors import did_you_mean

from .. import ir
from ..types import ANY, CARD, assignable, comparable, describe, numeric, plural
from .facts import nodes_of, statements_of
from .flow_expr import ordered
from .registry import check, passes_through
from .values import canon, static_type, text_did_you_mean

passes_through("type", "error", "a type error the compiler finds (unknown type, wrong argument count, ...)",
               example="""\
players 2..4
zone deck
play {
  log "{size(deck, 2)}"
}
""")


def _loose_or_number(t) -> bool:
    return t.loose or numeric(t)


@check("type-mismatch", "error", "values of different kinds compared, combined or assigned",
       example="""\
players 2..4
card c { value: int }
zone deck visible to nobody
deck deck { 4 c "c" (value: 1) }
play {
  if top(deck) == 3 {
    log "three"
  }
}
""")
def type_mismatch(lint):
    mismatch = _Mismatches(lint)
    for n in lint.flow.nodes:
        method = getattr(mismatch, type(n).__name__, None)
        if method is not None:
            yield from method(n)


class _Mismatches:
    """The type mismatches of each kind of node."""

    def __init__(self, lint):
        self.lint = lint
        self.program = lint.program

    def found(self, node, message: str):
        return self.lint.finding("type-mismatch", node.span, message)

    def player(self, e: ir.Expr, what: str):
        if not _loose_or_number(e.type):
            yield self.found(e, f"{what} needs a player, not {describe(e.type)}")

    def key(self, var: str, level: str, key: ir.Expr):
        """A key of a variable held per player (`level` "player") or per value of an enum."""
        kt = key.type
        if level == "player":
            if not _loose_or_number(kt):
                yield self.found(key, f"'{var}' holds one value per player; index it with a player, not "
                                      f"{describe(kt)}")
        elif not (kt.loose or (kt.kind == "enum" and kt.enum == level) or kt.kind == "text"):
            yield self.found(key, f"'{var}' holds one value per {level}; index it with a {level} value, not "
                                  f"{describe(kt)}")

    def arguments(self, params: tuple, args: tuple, what: str):
        for prm, a in zip(params, args):
            if not assignable(prm.type, a.type):
                yield self.found(a, f"{what} takes {describe(prm.type)} as '{prm.name}', not {describe(a.type)}")

    # ---- statements -------------------------------------------------------------------------------
    def Assign(self, s):
        if s.place is None:
            return
        tt = yield from self.target(s.place)
        if tt is None:
            return
        vt = s.value.type
        if s.op in ("+=", "-="):
            if not (_loose_or_number(tt) or (s.op == "+=" and tt.kind in ("list", "text"))):
                yield self.found(s, f"'{s.op}' needs a number, and this holds {describe(tt)}; use '=' to give "
                                   "it a new value")
            elif not (_loose_or_number(vt) or (tt.kind == vt.kind and tt.kind in ("list", "text"))):
                yield self.found(s.value, f"'{s.op}' adds {describe(vt)} to {describe(tt)}")
        elif not assignable(tt, vt):
            yield self.found(s.value, f"this holds {describe(tt)}; it cannot be given {describe(vt)}: give it "
                                      f"{describe(tt)}, or declare it to hold {describe(vt)}")

    def target(self, place):
        """The key mismatches of a place (a generator), returning the type it holds (None: not known)."""
        if isinstance(place, ir.LocalPlace):
            s = self.lint.seen.place_shapes.get(id(place))
            if s is None or s[0] in ("any", "bot", "none") or (s[0] == "list" and s[1][0] in ("any", "bot", "none")):
                return None
            return static_type(s)
        if isinstance(place, ir.VarPlace):
            var = self.program.var(place.var)
            if place.owner is not None:
                yield from self.key(var.name, "player", place.owner)
            return var.type
        if isinstance(place, ir.CardVarPlace):
            decl, problems = attribute_problems(self.lint, place.card, place.field, place)
            yield from (p for p in problems if p.code == "type-mismatch")
            return decl.type if decl is not None else None
        keys, root = [place.key], place.container
        while isinstance(root, ir.Index):
            keys.append(root.index)
            root = root.base
        if not isinstance(root, ir.VarValue):
            return None
        if root.owner is not None:
            keys.append(root.owner)
        keys.reverse()
        var = self.program.var(root.var)
        levels = (["player"] if var.per_player else []) + ([var.by] if var.by else [])
        for level, key in zip(levels, keys):
            yield from self.key(var.name, level, key)
        return var.type if len(keys) == len(levels) else None

    def Move(self, s):
        t = s.cards.type
        if not (t.kind in ("card", "none") or t.loose or (t.is_list and (t.item.kind == "card" or t.item.loose))):
            yield self.found(s.cards, f"'move' moves cards, not {describe(t)}")

    def Choose(self, s):
        yield from self.player(s.by, "'by'")
        if s.count is not None and not _loose_or_number(s.count.type):
            yield self.found(s.count, f"'count' needs a number, not {describe(s.count.type)}")

    def EndGame(self, s):
        t = s.winners.type if s.winners is not None else None
        if t is not None and not (_loose_or_number(t) or (t.is_list and _loose_or_number(t.item))):
            yield self.found(s.winners, f"'winners' names players, not {describe(t)}")

    def Log(self, s):
        if s.to is not None:
            yield from self.player(s.to, "'log ... to'")

    def Reveal(self, s):
        if s.to is not None:
            yield from self.player(s.to, "'reveal ... to'")

    def CallProc(self, s):
        if s.procedure in self.program.proc_index:
            yield from self.arguments(self.program.procedure(s.procedure).params, s.args, f"'{s.procedure}'")

    def Emit(self, s):
        if s.event in self.program.event_index:
            yield from self.arguments(self.program.event(s.event).params, s.args, f"event '{s.event}'")

    def Simultaneous(self, s):
        t = s.source.type
        if not (t.loose or (t.is_list and _loose_or_number(t.item))):
            yield self.found(s.source, f"'simultaneous' runs over players, not {describe(t)}")

    # ---- expressions -------------------------------------------------------------------------------
    def VarValue(self, e):
        if e.owner is None:
            return
        if _written_with_of(self.lint.text, e, e.owner):
            if not _loose_or_number(e.owner.type):
                yield self.found(e.owner, f"'{e.var} of ...' needs a player, not {describe(e.owner.type)}")
        else:
            yield from self.key(e.var, "player", e.owner)

    def ZoneRef(self, e):
        if e.owner is None:
            return
        ot = e.owner.type
        if not (ot.is_list and _loose_or_number(ot.item)) and not _loose_or_number(ot):
            yield self.found(e.owner, f"'{e.zone} of ...' needs a player, not {describe(ot)}")

    def Index(self, e):
        bt, kt = e.base.type, e.index.type
        if bt.kind == "dict":
            yield from self.key(canon(e.base) or "this", bt.enum, e.index)
        elif bt.is_list:
            if not _loose_or_number(kt):
                yield self.found(e.index, f"a list is indexed by a number, not {describe(kt)}")
        elif not bt.loose:
            yield self.found(e, f"{describe(bt)} cannot be indexed")

    def CardField(self, e):
        if e.kind in ("name", "type") and e.field not in self.lint.flow.attr_names:
            t = e.card.type
            if not t.loose and t.kind != "card":
                yield self.found(e, f"'.{e.field}' reads an attribute of a card, not of {describe(t)}")
            return
        _, problems = attribute_problems(self.lint, e.card, e.field, e)
        yield from (p for p in problems if p.code == "type-mismatch")

    def Binary(self, e):
        lt, rt, op = e.left.type, e.right.type, e.op
        if op in ("==", "!="):
            values = self.lint.seen.values
            unknown = self.lint.flow.unknown_enum_text(e, values.get(id(e.left)), values.get(id(e.right)))
            if unknown is not None:
                v, known, enum = unknown
                yield self.found(e, f"\"{v}\" is not a {enum} value, so this is always "
                                    f"{'false' if op == '==' else 'true'}" + did_you_mean(v, known))
            elif not comparable(lt, rt):
                yield self.found(e, f"'{op}' compares {describe(lt)} with {describe(rt)}; this is always "
                                    f"{'false' if op == '==' else 'true'}: compare values of one kind")
        elif op in ("<", "<=", ">", ">="):
            if not ordered(lt, rt):
                yield self.found(e, f"'{op}' compares {describe(lt)} with {describe(rt)}")
        elif op == "+" and (lt.is_list or rt.is_list):
            for side in (e.left, e.right):
                t = side.type
                if t.kind not in ("list", "any"):
                    yield self.found(side, f"'+' joins two lists; this is {describe(t)}, not a list"
                                           + ("; write [x] for a list of one" if not t.loose else ""))
                    return
        elif op == "+" and (lt.kind == "text" or rt.kind == "text"):
            for side in (e.left, e.right):
                if side.type.kind not in ("text", "any", "enum"):
                    yield self.found(side, f"'+' joins text to text; this is {describe(side.type)}: write it "
                                           "into the text instead, as in \"{n} points\"")
                    return
        else:
            for side in (e.left, e.right):
                if not (side.type.kind == "any" or numeric(side.type)):
                    yield self.found(side, f"'{op}' needs numbers, not {describe(side.type)}")
                    return

    def Neg(self, e):
        t = e.value.type
        if not (t.kind == "any" or numeric(t)):
            yield self.found(e, f"'-' needs a number, not {describe(t)}")

    def Range(self, e):
        for side in (e.low, e.high):
            if not (side.type.kind == "any" or numeric(side.type)):
                yield self.found(side, f"range() needs numbers, not {describe(side.type)}")

    def Aggregate(self, e):
        if e.fn != "sum":
            return
        t = e.value.type if e.value is not None else _item_type(e.source.type)
        if not _loose_or_number(t):
            yield self.found(e.value or e.source, f"'sum' adds numbers, not {plural(describe(t))}")

    def DefineCall(self, e):
        yield from self.arguments(self.program.define(e.define).params, e.args, f"'{e.define}'")

    def Call(self, e):
        name, args = e.name, e.args
        types = [a.type for a in args]
        if name in ("top", "bottom") and len(args) == 2 and not _loose_or_number(types[1]):
            yield self.found(args[1], f"'{name}' takes a number of cards, not {describe(types[1])}")
        elif name in ("next", "prev", "players_from", "players_after", "players_before"):
            yield from self.player(args[0], f"'{name}'")
        elif name == "owner" and not types[0].loose and types[0].kind != "card":
            yield self.found(args[0], f"'owner' takes a card, not {describe(types[0])}")
        elif name == "contains":
            where, item = types
            if where.kind == "zone" and not item.loose and item.kind != "card":
                yield self.found(args[1], f"a zone holds cards, not {describe(item)}")
            elif where.is_list and not comparable(where.item, item):
                yield self.found(args[1], f"a list of {plural(describe(where.item))} never contains {describe(item)}")
        elif name in ("abs", "roll", "larger", "smaller"):
            for a in args:
                if not (a.type.kind == "any" or numeric(a.type)):
                    yield self.found(a, f"'{name}' needs numbers, not {describe(a.type)}")


def _item_type(t):
    if t.kind == "zone":
        return CARD
    return t.item if t.is_list and t.item.kind != "zone" else ANY


def _unknown(result: tuple):
    return (f for f in result[1] if f.code == "unknown-attribute")


def _written_with_of(text: str | None, e: ir.Expr, owner: ir.Expr) -> bool:
    """Whether `VAR of PLAYER` was written (not `VAR[PLAYER]`): the intermediate form says the same of both."""
    if text is None or e.span.line != owner.span.line:
        return False
    lines = text.splitlines()
    if not 0 < e.span.line <= len(lines):
        return False
    between = lines[e.span.line - 1][e.span.column - 1:owner.span.column - 1]
    return "[" not in between


def attribute_problems(lint, card: ir.Expr, name: str, node) -> tuple:
    """Reading attribute `name` of `card`: (its declaration or None, the findings it makes)."""
    flow = lint.flow
    cs = lint.seen.shapes.get(id(card), ("any",))
    if cs[0] in ("bot", "none"):
        return None, []
    if cs[0] == "any":
        return flow.attribute(cs, name), []
    if cs[0] != "card":
        return None, [lint.finding("type-mismatch", node.span, f"'.{name}' reads an attribute of a card, not of "
                                   f"{describe(static_type(cs))}")]
    decl = flow.attribute(cs, name)
    if decl is None and cs[1] and name in flow.attr_names:
        kinds = "', '".join(sorted(cs[1]))
        owners = "', '".join(sorted(c for c, attrs_ in flow.card_attrs.items() if name in attrs_))
        return None, [lint.finding("unknown-attribute", node.span, f"a card here is a '{kinds}', which has no "
                                   f"attribute '{name}' (only '{owners}' has it)")]
    return decl, []


@check("unknown-text", "error", "a text compared with a literal it can never be (not among a choice's options)",
       example="""\
players 2..4
var taken: int per player = 0
rank p by taken[p]
play {
  for p in players() {
    choose act in ["take", "pass"] by p as "take a card?"
    if act == "Take" {
      taken[p] += 1
    }
  }
}
""")
def unknown_text(lint):
    """A choice over texts, a `let` or a text variable whose every value is known (literals): compared
    with a literal that is none of them, the comparison never holds (or always does)."""
    values = lint.seen.values
    if not any(isinstance(n, ir.Binary) and n.op in ("==", "!=") and (_is_text(n.left) or _is_text(n.right))
               for n in lint.flow.nodes):
        return
    variables = _text_variables(lint)
    for _, stmts in lint.bodies():
        known: dict[int, tuple] = {}  # slot -> (its texts, where they come from)
        written: dict[int, int] = {}
        for n in statements_of(stmts):
            if isinstance(n, ir.Choose) and n.count is None:
                texts = _texts(values.get(id(n.source)), items=True)
                if texts is not None:
                    known[n.slot] = (texts | ({None} if n.optional else set()), f"the options of '{n.label}'")
                written[n.slot] = written.get(n.slot, 0) + 1
            elif isinstance(n, ir.Let):
                texts = _texts(values.get(id(n.value)))
                if texts is not None:
                    known[n.slot] = (texts, None)
                written[n.slot] = written.get(n.slot, 0) + 1
            elif isinstance(n, ir.Assign) and isinstance(n.place, ir.LocalPlace):
                written[n.place.slot] = written.get(n.place.slot, 0) + 2
        if not known and not variables:
            continue
        for st in stmts:
            for n in nodes_of(st):
                if not isinstance(n, ir.Binary) or n.op not in ("==", "!="):
                    continue
                for side, other in ((n.left, n.right), (n.right, n.left)):
                    if not _is_text(other):
                        continue
                    if isinstance(side, ir.Local) and side.slot in known and written.get(side.slot) == 1:
                        texts, source = known[side.slot]
                    elif isinstance(side, ir.VarValue) and side.owner is None and side.var in variables:
                        texts, source = variables[side.var], None
                    else:
                        continue
                    if other.value not in texts:
                        yield lint.finding("unknown-text", n.span, _unknown_text_message(
                            side, texts, source, other.value, n.op))


def _is_text(e) -> bool:
    return isinstance(e, ir.Literal) and isinstance(e.value, str) and e.type.kind == "text"


def _unknown_text_message(side, texts: set, source: str | None, value: str, op: str) -> str:
    name = side.name if isinstance(side, ir.Local) else side.var
    shown = ", ".join(f'"{t}"' for t in sorted(t for t in texts if t is not None))
    where = f" ({source})" if source else ""
    return (f"'{name}' is always one of {shown}{where}: it is never \"{value}\", so this is always "
            f"{'false' if op == '==' else 'true'}" + (text_did_you_mean(value, texts) or "; compare with one of them"))


def _texts(av, items: bool = False) -> set | None:
    """The texts an abstract value can be (`items`: the items of the lists it can be), when all are known."""
    if av is None or not av.values:
        return None
    values = set()
    for v in av.values:
        if items:
            if not isinstance(v, tuple):
                return None
            values.update(v)
        else:
            values.add(v)
    return values if values and all(isinstance(v, str) for v in values) else None


def _text_variables(lint) -> dict[str, set]:
    """Text variables (one value, not per player) that only ever hold literal texts: name -> those texts."""
    out = {}
    for v in lint.program.vars:
        if v.type.kind == "text" and not v.per_player and not v.by and isinstance(v.default, ir.Literal) \
                and isinstance(v.default.value, str):
            out[v.name] = {v.default.value}
    if not out:
        return out
    for n in lint.flow.nodes:
        if isinstance(n, ir.Assign) and n.place is not None:
            var = n.place.var if isinstance(n.place, ir.VarPlace) else None
            if var is None or var not in out:
                for name in _assigned_vars(n.place):
                    out.pop(name, None)
                continue
            texts = _texts(lint.seen.values.get(id(n.value))) if n.op == "=" else None
            if texts is None:
                out.pop(var, None)
            else:
                out[var] |= texts
    return out


def _assigned_vars(place) -> list:
    while isinstance(place, ir.ItemPlace):
        place = place.outer if place.outer is not None else place.container
    if isinstance(place, ir.Index):
        while isinstance(place, ir.Index):
            place = place.base
    return [place.var] if isinstance(place, (ir.VarPlace, ir.VarValue)) else []


@check("not-a-zone", "error", "counting, drawing from or moving into something that is not a zone",
       example="""\
players 2..4
play {
  log "{size(0)}"
}
""")
def not_a_zone(lint):
    for n in lint.flow.nodes:
        if isinstance(n, (ir.For, ir.Choose, ir.Aggregate)):
            what = n.fn if isinstance(n, ir.Aggregate) else "for" if isinstance(n, ir.For) else "choose"
            t = n.source.type
            family = isinstance(n.source, ir.ZoneRef) and n.source.index is None and any(  # the zones of a family
                z.name == n.source.zone and z.count is not None for z in lint.program.zones)
            if t.is_list and t.item.kind == "zone" and not family:
                yield lint.finding("not-a-zone", n.source.span, f"'{what}' runs over one zone or a list, not a list "
                                   "of zones; use cards(...)")
            elif not (t.kind == "zone" or t.is_list or t.loose):
                yield lint.finding("not-a-zone", n.source.span, f"'{what}' runs over a zone or a list, not "
                                   f"{describe(t)}")
        elif isinstance(n, ir.Call) and n.args:
            message = _not_a_zone(n.name, n.args[0].type)
            if message is not None:
                yield lint.finding("not-a-zone", n.args[0].span, message)


def _not_a_zone(name: str, t) -> str | None:
    if t.kind == "zone" or t.loose:
        return None
    if name == "size" and not t.is_list:
        return f"'size' counts the cards of a zone or the items of a list, not {describe(t)}"
    if name in ("top", "bottom"):
        return f"'{name}' draws from a zone, not from {describe(t)}" + ("; use first(...) for a list" if t.is_list else "")
    if name == "cards" and not (t.is_list and t.item.kind == "zone"):
        return f"'cards' lists the cards of a zone, not of {describe(t)}"
    if name == "contains" and not t.is_list:
        return f"'contains' looks in a zone or a list, not in {describe(t)}"
    if name == "random" and not t.is_list:
        return f"'random' picks from a zone or a list, not from {describe(t)}"
    if name == "remove" and not t.is_list:
        return f"'remove' takes a list, not {describe(t)}"
    return None


@check("unknown-attribute", "error", "an attribute that no card that can be there has",
       example="""\
players 2..4
card token { weight: int }
card piece { size: int }
zone tokens visible to nobody
zone pieces visible to nobody
deck tokens { 5 token "token" (weight: 1) }
deck pieces { 5 piece "piece" (size: 1) }
play {
  log "{count(c in tokens where c.size == 1)} {count(c in pieces where c.size == c.weight)}"
}
""")
def unknown_attribute(lint):
    for n in lint.flow.nodes:
        if isinstance(n, ir.CardField) and not (n.kind in ("name", "type") and n.field not in lint.flow.attr_names):
            yield from _unknown(attribute_problems(lint, n.card, n.field, n))
        elif isinstance(n, ir.CardVarPlace):
            yield from _unknown(attribute_problems(lint, n.card, n.field, n))


@check("explosive-subsets", "warning", "subsets of a size that can be too many to list",
       example="""\
players 2..4
card c { v: int }
zone deck visible to nobody
deck deck { 40 c "c" (v: 1) }
play {
  log "{max(sum(x.v for x in s) for s in subsets(deck, 8))}"
}
""")
def explosive_subsets(lint):
    """`subsets(L, k)` where L may hold as many items as the game has cards (or players) and that many
    items have more subsets of size k than a game may list (`builtins.MAX_SUBSETS`)."""
    from ..builtins import MAX_SUBSETS

    cards = max((sum(counts.values()) for counts in lint.decks.results.values()), default=0)
    for n in lint.flow.nodes:
        if not (isinstance(n, ir.Call) and n.name == "subsets" and len(n.args) == 2):
            continue
        size = n.args[1]
        if not (isinstance(size, ir.Literal) and type(size.value) is int):
            continue
        item = n.args[0].type.iter_item.kind
        most = cards if item == "card" else lint.program.max_players if item == "player" else None
        if most and math.comb(most, size.value) > MAX_SUBSETS:
            yield lint.finding("explosive-subsets", n.span, f"subsets of {size.value} of up to {most} items can be "
                               f"{math.comb(most, size.value):,}, more than the {MAX_SUBSETS:,} a game may list (it "
                               "would stop with an error); pick fewer, or from fewer items")
