"""Expressions of the intermediate form written as Python source (part of code generation).

`ExprGen.code(e)` is the source of an expression: built from slot numbers, fixed tokens,
`repr`-escaped literals and names bound to values of the model, never from rulebook text.
An aggregate is a loop: written in place, before the statement that works it out first
(`first_aggregate`, `write_loop`), or else called as a function generated for it (`helper`),
which takes as parameters exactly the names its loop reads from the code around it (the locals
list, loop items, kept arguments: known from the aggregate's facts).
"""

from __future__ import annotations

from collections.abc import Callable

from .. import ir
from ..builtins import BUILTINS, _as_iter
from ..limits import MAX_ITEMS, MAX_NUMBER
from ..model import plain_text
from ..runtime import NOT_YET, added, beyond_limit, event_value, joined, make_range, players_checked, text_checked, times
from ..state import EVENT, VALUES
from ..types import ANY, INT, PLAYER, TEXT
from .bounds import list_length
from .checked import family_member, one_player, range_from
from .emit import Function
from .memo import indexable, indexed, kept
from .patterns import compared_field, compared_value
from .scope import Scope


# `size(X) <op> 0` as a test of X's truth
_EMPTY = {"==": "(not {})", "<=": "(not {})", "!=": "(not not {})", ">": "(not not {})"}
# the Python of each operator of the language: generated code takes operators from this table only
_PYTHON_OPERATORS = {"+": "+", "-": "-", "*": "*", "/": "//", "%": "%", "==": "==", "!=": "!=", "<": "<", "<=": "<=",
                     ">": ">", ">=": ">="}
# the nodes a define may have, with the defines written in place inside it, to be written in place:
# defines that each call the next twice would be twice as long at every level
INLINE_NODES = 2000
_SUMS = ("+", "-")
_COMPARISONS = ("==", "!=", "<", "<=", ">", ">=")
_SIMPLE = (ir.Literal, ir.Local, ir.Item, ir.OptionValue)  # an argument copied into an inlined define
# what surely holds a player where its type says so: it is checked where it is stored (`ExprGen.player`)
_HOLDERS = (ir.Local, ir.Item, ir.VarValue, ir.CardField, ir.EventValue, ir.Index, ir.Call)


def _player_text(p) -> str:
    return "nobody" if p is None else f"P{p + 1}"


def _card_text(st, c) -> str:
    return "none" if c is None else st.model.card_names[c]


class ExprGen:
    """Writes expressions into one generated function, `fn`, reading through `scope`."""

    def __init__(self, gen, fn: Function, scope: Scope, replaced: dict | None = None, hot: bool = False):
        self.gen = gen
        self.fn = fn
        self.scope = scope
        self.replaced = replaced or {}  # id of a node -> the name that holds its value (written out before)
        self.hot = hot  # inside a loop: every read of the state counts as more than one
        self.players = gen.players
        # inside a loop over candidates (see `loops.py`): (whether a node's facts depend on the candidate,
        # node id -> name of a value worked out once), and the fields of cards looked up before the loop
        # (source -> name); else None
        self.memo: tuple | None = None
        self.lookups: dict | None = None
        self.measured: int | None = None  # id of a list join whose statement measures what it made

    def with_replaced(self, replaced: dict) -> "ExprGen":
        """The same writer, with more nodes already worked out."""
        other = ExprGen(self.gen, self.fn, self.scope, replaced, self.hot)
        other.memo, other.lookups, other.measured = self.memo, self.lookups, self.measured
        return other

    def once(self, e: ir.Expr, call: str, what: str = "") -> str:
        """A call inside an aggregate's loop that does not read the loop's item, made the first time
        it is reached and its value kept for the rest of the loop (`what`: which value of `e`'s).
        Inside the call of another value kept so (`once_of`), which is made once at most, it is
        simply made."""
        names = self._keeps(e)
        if names is None:
            return call
        # a define's node, written in place at two calls, is two values (the scope is kept)
        key = (id(e), self.scope, what)
        name = names.get(key)
        if name is None:
            name = names[key] = self.fn.temp()
        self.fn.env["_NOT_YET"] = NOT_YET
        return f"({name} if {name} is not _NOT_YET else ({name} := {self.fn.cold(call)}))"

    def _keeps(self, e: ir.Expr):
        """The loop's kept values (`Kept`) where `once` keeps `e`'s value in one of them, else None."""
        if self.memo is None:
            return None
        depends, names = self.memo
        return None if depends(e.facts) or e.facts.random or names.inside else names

    def once_of(self, e: ir.Expr, make: Callable[[], str], what: str = "") -> str:
        """`once(e, make())`, the code `make` writes lying inside the value kept (where it is kept)."""
        names = self._keeps(e)
        if names is None:
            return make()
        names.inside += 1
        try:
            call = make()
        finally:
            names.inside -= 1
        return self.once(e, call, what)

    def over(self, items: str, comprehension: Callable[[str], str]) -> str:
        """`comprehension(name)`, a comprehension over `items` named first: its iterable may not assign
        a name, as the code of the items may (`top(pile)`, a define's kept value)."""
        name = self.fn.temp()
        self.fn.env["_NOT_YET"] = NOT_YET
        return f"({comprehension(name)} if ({name} := {items}) is not _NOT_YET else None)"

    def bind(self, value, prefix: str = "_g") -> str:
        return self.fn.bind(value, prefix)

    def state(self, part: str) -> str:
        read = self.fn.state(part)
        if self.hot:
            self.fn.hot(read)
        return str(read)

    def code(self, e: ir.Expr) -> str:
        kept = self.replaced.get(id(e))
        if kept is not None:
            return kept
        return _WRITERS[type(e)](self, e)

    # ---- leaves ---------------------------------------------------------------------------
    def literal(self, e: ir.Literal) -> str:
        v = e.value
        if v is None or isinstance(v, (bool, int, str)):
            return repr(v)
        return self.bind(v, "_k")

    def enum_values(self, e: ir.EnumValues) -> str:
        return self.bind(list(e.values), "_k")

    def option(self, e: ir.OptionValue) -> str:
        v = self.gen.layout.options[e.option]
        return repr(v) if v is None or isinstance(v, (bool, int, str)) else self.bind(v, "_k")

    def player_count(self, e: ir.PlayerCount) -> str:
        return str(self.players)

    def local(self, e: ir.Local) -> str:
        return self.slot(e.slot)

    def slot(self, slot: int) -> str:
        scope = self.scope
        if scope.subst is not None:
            arg, arg_scope = scope.subst[slot]
            return ExprGen(self.gen, self.fn, arg_scope, self.replaced, self.hot).code(arg)
        named = scope.named.get(slot)
        if named is not None:
            return named
        if slot in scope.stable:
            read = self.fn.read(f"{scope.locals}[{slot}]",
                                f"_l{slot}" if scope.locals == "L" else f"{scope.locals}_{slot}")
            if self.hot:
                self.fn.hot(read)
            return str(read)
        return f"{scope.locals}[{slot}]"

    def item(self, e: ir.Item) -> str:
        return self.scope.items[e.binding]

    def var(self, e: ir.VarValue) -> str:
        var = self.gen.var(e.var)
        vars_ = self.state("vars")
        if var.per_player:
            if e.owner is None:
                return f"{vars_}[{var.base}:{var.base + self.players}]"
            return f"{vars_}[{var.base} + {self.player(e.owner)}]"
        return f"{vars_}[{var.base}]"

    def zone(self, e: ir.ZoneRef) -> str:
        zone = self.gen.zone(e.zone)
        base = zone.base
        if zone.count is not None:  # a family of zones: one picked by number, player or value, or all of them
            if e.owner is not None:  # a player's family: their zones lie together, from this place
                base = f"{base} + {zone.count} * {self.player(e.owner)}"
            if e.index is None:
                return f"list(range({base}, {base} + {zone.count}))" if e.owner is not None else (
                    f"list(range({base}, {base + zone.count}))")
            # checked in place, the runtime's function only for a value that names no zone
            return family_member(self, zone, base, e.index.type.kind, self.code(e.index), e.zone)
        if e.owner is None:
            return str(base)
        if e.owner.type.is_list:
            if isinstance(e.owner, ir.Call) and e.owner.name == "players":  # every player's: fixed (a value)
                return self.bind([base + p for p in range(self.players)], "_k")
            return self.over(self.player(e.owner), lambda players: f"[{base} + _p for _p in {players}]")
        return f"({base} + {self.player(e.owner)})"

    def card_field(self, e: ir.CardField) -> str:
        card = self.code(e.card)
        if e.kind == "var":
            index = self.gen.program.card_var_index[e.field] * len(self.gen.layout.card_names)
            return f"{self.state('cvars')}[{index} + {card}]" if index else f"{self.state('cvars')}[{card}]"
        if e.kind == "name":
            return f"{self.bind(self.gen.layout.card_names, '_names')}[{card}]"
        if e.kind == "type":
            return f"{self.bind(self.gen.layout.card_types, '_types')}[{card}]"
        looked_up = f"{self.column(e.field)}[{card}]"
        if self.lookups is not None and isinstance(e.card, ir.Local) and self.scope.subst is None:
            # inside a loop, of a card that stays the same: looked up once, before it (see `loops.py`)
            name = self.lookups.get(looked_up)
            if name is None:
                name = self.lookups[looked_up] = self.fn.temp()
            return name
        return looked_up

    def column(self, field: str) -> str:
        """The name of a fixed field's column of values, one per card."""
        return self.bind(self.gen.layout.card_fields[field], "_c")

    def event(self, e: ir.EventValue) -> str:
        # mostly the innermost open event: looked at inline, the others by `event_value`
        ev = self.gen.program.event_index[e.event]
        read = self.bind(event_value, "_event_value")
        return (f"(_er[{VALUES}][{e.index}] if (_eq := st.events) and (_er := _eq[-1])[{EVENT}] == {ev} "
                f"else {read}(st, {ev}, {e.index}, {e.event!r}))")

    # ---- operators ------------------------------------------------------------------------
    def index(self, e: ir.Index) -> str:
        return f"{self.code(e.base)}[{self.code(e.index)}]"

    def binary(self, e: ir.Binary) -> str:
        op, left, right = e.op, e.left, e.right
        if (op in _EMPTY and isinstance(left, ir.Call) and BUILTINS[left.name].measured is not None
                and isinstance(right, ir.Literal) and type(right.value) is int and right.value == 0
                and id(left) not in self.replaced):
            # `size(X) == 0` asks whether X is empty, without measuring it
            return _EMPTY[op].format(BUILTINS[left.name].measured(self, left.args[0]))
        if op in ("==", "!=") and _is_none(left) != _is_none(right):
            # no value but `none` itself equals `none`: asked by identity, as Python asks it fastest
            other = right if _is_none(left) else left
            if not isinstance(self.argument(other), (ir.Literal, ir.ListOf, ir.TextOf, ir.OptionValue, ir.PlayerCount)):
                return f"({self.code(other)} is None)" if op == "==" else f"({self.code(other)} is not None)"
        if op == "*" and not self.small_product(left, right):
            # what can grow without bound is made within the limits of numbers and lists
            return f"{self.bind(times, '_times')}({self.code(left)}, {self.code(right)})"
        if op == "+" and e.type.is_list and id(e) != self.measured:
            most = list_length(self.gen.program, e)
            if most is not None and most <= MAX_ITEMS:  # short lists written out: joined unmeasured
                return f"({self.code(left)} + {self.code(right)})"
            return f"{self.bind(joined, '_joined')}({self.code(left)}, {self.code(right)})"
        if op in _SUMS and e.type == INT or op == "-" and e.type == ANY:
            return self.sum(e) if self.small_sum(e) else self.within_limit(self.sum(e))
        if op == "+" and e.type == TEXT:  # checked as a whole, as a sum of numbers is (see `term`)
            return f"{self.bind(text_checked, '_text')}({self.joined_text(e)})"
        if op == "+" and e.type == ANY:  # numbers, lists or texts: which, only the values tell
            return f"{self.bind(added, '_added')}({self.code(left)}, {self.code(right)})"
        if op in _COMPARISONS:
            return f"({self.term(left)} {_PYTHON_OPERATORS[op]} {self.term(right)})"
        return f"({self.code(left)} {_PYTHON_OPERATORS[op]} {self.code(right)})"

    def sum(self, e: ir.Binary) -> str:
        """A sum or difference of numbers, its terms unchecked (see `term`)."""
        return f"({self.term(e.left)} {_PYTHON_OPERATORS[e.op]} {self.term(e.right)})"

    def term(self, e: ir.Expr) -> str:
        """The source of `e` where it is compared or added up: a sum or difference of numbers written
        unchecked, as its value is at most its terms added up, and only the total is kept or used (a
        comparison keeps none)."""
        if isinstance(e, ir.Binary) and e.op in _SUMS and e.type == INT and id(e) not in self.replaced:
            return self.sum(e)
        return self.code(e)

    def joined_text(self, e: ir.Expr) -> str:
        """The source of texts joined by `+`, unchecked (see `binary`)."""
        if isinstance(e, ir.Binary) and e.op == "+" and e.type == TEXT and id(e) not in self.replaced:
            return f"({self.joined_text(e.left)} + {self.joined_text(e.right)})"
        if isinstance(e, ir.TextOf) and id(e) not in self.replaced:
            return self.text(e, checked=False)
        return self.code(e)

    def within_limit(self, code: str) -> str:
        """The source of a number `code` checked within `limits.MAX_NUMBER`, inline (a sum is made at
        every turn of every game: a call would cost more than the sum)."""
        v, beyond = self.fn.temp(), self.bind(beyond_limit, "_beyond")
        return f"({v} if {-MAX_NUMBER} <= ({v} := {code}) <= {MAX_NUMBER} else {beyond}({v}))"

    def small_sum(self, e: ir.Expr) -> bool:
        """Whether a number `e` is surely within `limits.MAX_NUMBER` (a sum of it needs no check)."""
        total = self.magnitude(e)
        return total is not None and total <= MAX_NUMBER

    def argument(self, e: ir.Expr) -> ir.Expr:
        """What an inlined define's parameter stands for (its argument, itself maybe a parameter of
        an outer define), or `e` itself."""
        scope = self.scope
        while isinstance(e, ir.Local) and scope.subst is not None:
            e, scope = scope.subst[e.slot]
        return e

    def certain_player(self, e: ir.Expr) -> bool:
        """Whether `e` (a player or a list of players) is surely one: none, a number of a player, a
        value the engine makes, or one read where only players are stored."""
        e = self.argument(e)
        if isinstance(e, ir.Literal):
            return e.value is None or type(e.value) is int and 0 <= e.value < self.players
        if isinstance(e, ir.ListOf):
            return all(self.certain_player(x) for x in e.items)
        if isinstance(e, ir.Cond):
            return self.certain_player(e.then) and self.certain_player(e.otherwise)
        if isinstance(e, ir.Binary) and e.op == "+" and e.type.is_list:
            return self.certain_player(e.left) and self.certain_player(e.right)
        if isinstance(e, ir.Aggregate) and e.source.type.is_list:
            # its items, or a value worked out from each item
            return self.certain_player(e.source if e.value is None or e.fn in ("first", "filter") else e.value)
        typ = e.type.item if e.type.is_list else e.type
        return typ.kind == "player" and isinstance(e, _HOLDERS)

    def player(self, e: ir.Expr, code: str | None = None) -> str:
        """The source of `e` (or `code`, its source) where a player (or a list of them) is expected,
        checked to be one where it may not be: where it is made by arithmetic, a number or any value,
        and where it is stored where players are kept, so that reads of a player cost nothing."""
        code = self.code(e) if code is None else code
        if self.certain_player(e):
            return code
        if e.type.is_list:
            return f"{self.bind(players_checked, '_player')}({code}, {self.players})"
        return one_player(self, code)

    def stored(self, e: ir.Expr, typ, code: str | None = None) -> str:
        """The source of `e` (or `code`) stored where values of type `typ` are kept: checked where
        players are kept (see `player`)."""
        if is_player(typ) or is_player(e.type):
            return self.player(e, code)
        return self.code(e) if code is None else code

    def small_product(self, left: ir.Expr, right: ir.Expr) -> bool:
        """Whether a product of these numbers is surely within `limits.MAX_NUMBER` (needs no check)."""
        a, b = self.magnitude(left), self.magnitude(right)
        return a is not None and b is not None and a * b <= MAX_NUMBER

    def magnitude(self, e: ir.Expr, depth: int = 0) -> int | None:
        """The largest absolute value a number `e` can have, where it is known: literals, options,
        sizes of zones and lists (at most `MAX_ITEMS`), and sums, differences and products of those,
        through defines."""
        if depth > 20:
            return None
        if isinstance(e, (ir.Literal, ir.OptionValue)):
            v = e.value if isinstance(e, ir.Literal) else self.gen.layout.options[e.option]
            return abs(v) if type(v) is int else None
        if isinstance(e, ir.Call) and e.name == "size" or isinstance(e, ir.Aggregate) and e.fn == "count":
            return MAX_ITEMS
        if isinstance(e, ir.PlayerCount) or e.type == PLAYER and self.certain_player(e):
            return self.players
        if isinstance(e, ir.CardField) and e.kind == "field":
            values = self.gen.layout.card_fields[e.field]  # fixed: one value per card
            if all(type(v) is int or v is None for v in values):
                return max((abs(v) for v in values if v is not None), default=0)
            return None
        if isinstance(e, ir.Aggregate) and e.fn in ("sum", "max", "min") and e.value is not None:
            most = self.magnitude(e.value, depth + 1)
            return None if most is None else most * MAX_ITEMS if e.fn == "sum" else most
        if isinstance(e, ir.Neg) or isinstance(e, ir.Call) and e.name == "abs":
            return self.magnitude(e.value if isinstance(e, ir.Neg) else e.args[0], depth + 1)
        if isinstance(e, ir.Cond) or isinstance(e, ir.Call) and e.name in ("larger", "smaller", "roll"):
            a, b = (e.then, e.otherwise) if isinstance(e, ir.Cond) else e.args
            a, b = self.magnitude(a, depth + 1), self.magnitude(b, depth + 1)
            if a is None or b is None:
                return None
            return a * b if isinstance(e, ir.Call) and e.name == "roll" else max(a, b)
        if isinstance(e, ir.DefineCall):
            return self.magnitude(self.gen.program.define(e.define).value, depth + 1)
        if isinstance(e, ir.Binary) and e.op in ("+", "-", "*") and not e.type.is_list:
            a, b = self.magnitude(e.left, depth + 1), self.magnitude(e.right, depth + 1)
            if a is None or b is None:
                return None
            return a * b if e.op == "*" else a + b
        return None

    def and_(self, e: ir.And) -> str:
        return f"({self.code(e.left)} and {self.code(e.right)})"

    def or_(self, e: ir.Or) -> str:
        return f"({self.code(e.left)} or {self.code(e.right)})"

    def not_(self, e: ir.Not) -> str:
        return f"(not {self.code(e.value)})"

    def neg(self, e: ir.Neg) -> str:
        return f"(-{self.code(e.value)})"

    def cond(self, e: ir.Cond) -> str:
        return f"({self.code(e.then)} if {self.code(e.test)} else {self.code(e.otherwise)})"

    def list_of(self, e: ir.ListOf) -> str:
        return "[" + ", ".join(self.code(x) for x in e.items) + "]"

    def range_(self, e: ir.Range) -> str:
        lo, hi = e.low, e.high
        if isinstance(lo, ir.Literal) and isinstance(hi, ir.Literal) and hi.value - lo.value < 1_000_000:
            # lists are values (no statement changes one in place): one list serves every time
            return self.bind(list(range(lo.value, hi.value + 1)), "_k")
        if isinstance(lo, ir.Literal) and type(lo.value) is int:  # from a number (`range(1, n)`)
            return range_from(self, lo.value, self.code(hi))
        return f"{self.bind(make_range, '_range')}({self.code(lo)}, {self.code(hi)})"

    def text(self, e: ir.TextOf, checked: bool = True) -> str:
        """Text with players as P1, P2 and cards by name; other values as logs show them."""
        parts = [repr(p) if isinstance(p, str) else self.as_text(p) for p in e.parts if p != ""]
        if not parts:
            return "''"
        if len(parts) == 1 and isinstance(e.parts[0], str):
            return parts[0]
        if checked and any(not isinstance(p, str) and (p.type.kind in ("text", "any") or p.type.is_list)
                           for p in e.parts):
            # a text or a list shown whole may be long: so may the text made of it, twice over and again
            return f"{self.bind(text_checked, '_text')}(" + " + ".join(parts) + ")"
        return "(" + " + ".join(parts) + ")"

    def as_text(self, e: ir.Expr) -> str:
        """Any expression's value as text (see `text`)."""
        if e.type.kind == "player":
            return f"{self.bind(_player_text, '_player_text')}({self.code(e)})"
        if e.type.kind == "card":
            return f"{self.bind(_card_text, '_card_text')}(st, {self.code(e)})"
        if e.type.kind == "text" and isinstance(e, ir.TextOf):
            return self.code(e)
        return f"{self.bind(plain_text, '_plain')}({self.code(e)})"

    def call(self, e: ir.Call) -> str:
        return BUILTINS[e.name].gen(self, e.args)

    def define_call(self, e: ir.DefineCall) -> str:
        define = self.gen.program.define(e.define)
        index = indexable(self, e)
        if index is not None:  # one loop answers it for every value of a parameter: kept by the other arguments
            return self.once_of(e, lambda: indexed(self, e, index))
        if all(_simple(a) for a in e.args) and self.gen.define_size(e.define) <= INLINE_NODES:
            # compiled in place, its parameters replaced by the arguments (cheap, free of effects)
            subst = {slot: (arg, self.scope) for slot, arg in enumerate(e.args)}
            inner = ExprGen(self.gen, self.fn, Scope(subst=subst), self.replaced, self.hot)
            if self.memo is not None:
                # inside a loop: what the define's body works out without the loop's item, once too; its
                # nodes read the item only through the arguments
                depends, names = self.memo
                inner.memo = (lambda facts: any(depends(subst[slot][0].facts) for slot in facts.reads), names)
            if self.gen.define_loops(e.define):  # a loop's worth of work: inside a loop, once if it can be
                return self.once_of(e, lambda: kept(self, e, inner.code(define.value)))
            return kept(self, e, inner.code(define.value))
        fn = self.bind(self.gen.define_function(e.define), "_d")

        def call() -> str:
            args = [self.stored(a, p.type) for a, p in zip(e.args, define.params)]
            args += ["None"] * (define.frame.nlocals - len(e.args))
            return kept(self, e, f"{fn}(st, [{', '.join(args)}])")

        return self.once_of(e, call)

    def invalid(self, e: ir.Invalid) -> str:
        raise AssertionError("an expression with errors is never generated")

    # ---- aggregates -----------------------------------------------------------------------
    def aggregate(self, e: ir.Aggregate) -> str:
        fast = self.item_compare(e)
        if fast is not None:
            return fast
        fast = self.field_compare(e)
        if fast is not None:
            return fast
        if e.fn == "count" and e.where is None:
            return f"len({self.iterable(e.source)})"
        return self.helper(e)

    def iterable(self, source: ir.Expr) -> str:
        """What an aggregate runs over: a zone's cards, a list (none as empty), or either."""
        typ = source.type
        if typ.kind == "zone":
            return f"{self.state('zones')}[{self.code(source)}]"
        if typ.is_list:
            return f"({self.code(source)} or ())"
        return f"{self.bind(_as_iter, '_as_iter')}(st, {self.code(source)})"

    def item_compare(self, e: ir.Aggregate) -> str | None:
        """`count`, `any` or `all` of the items equal (or not) to a value that reads no item and
        cannot fail: one loop in C (`list.count`, `in`; no comprehension, whose iterable could not
        assign a name as the items' code may)."""
        other = compared_value(e)
        if other is None:
            return None
        items, value, same = self.iterable(e.source), self.code(other), e.where.op == "=="
        if e.fn == "count" and same:
            return f"{items}.count({value})"
        if e.fn == "any" and same or e.fn == "all" and not same:
            return f"({value} {'in' if same else 'not in'} {items})"
        # the items that differ from the value, counted as those that do not: the items named once
        named = self.fn.temp()
        differ = f"(len({named} := {items}) - {named}.count({value}))"
        return {"count": differ, "any": f"({differ} > 0)", "all": f"({differ} == 0)"}[e.fn]

    def fields_kept(self, e: ir.Aggregate) -> bool:
        """Whether an aggregate is one `field_compare` writes: inside a loop over something else,
        whose items it does not read."""
        found = compared_field(e)
        if found is None or self.memo is None or self.memo[0](e.source.facts) or e.source.facts.random:
            return False
        return not (e.fn == "any" and not found[2] or e.fn == "all" and found[2])

    def field_compare(self, e: ir.Aggregate) -> str | None:
        """`count`, `any` or `all` of the cards whose fixed field equals (or not) a value that reads no
        card of the aggregate and cannot fail, inside a loop over something else whose items the
        cards do not depend on: the field's values of the cards as one list, made once for the whole
        loop, then counted or searched in C for each of its items. (Alone, a loop that stops at the
        first match costs less; and a list comprehension makes the list for less than `map` over the
        column's `__getitem__`, a slot wrapper of the tuple called once per card.)"""
        if not self.fields_kept(e):
            return None
        field, other, same = compared_field(e)
        column = self.column(field)
        values = self.once_of(e.source, lambda: self.over(self.iterable(e.source),
                                                          lambda cards: f"[{column}[_x] for _x in {cards}]"),
                              "fields of " + field)
        value = self.code(other)
        if e.fn == "any":
            return f"({value} in {values})"
        if e.fn == "all":
            return f"({value} not in {values})"
        if same:
            return f"{values}.count({value})"
        kept = self.fn.temp()
        return f"(len({kept} := {values}) - {kept}.count({value}))"

    def free_names(self, e: ir.Expr) -> list[str]:
        """The names of the code around it that an expression reads (see the module docstring)."""
        names: set[str] = set()
        self._free(e.facts, self.scope, names)
        return sorted(names)

    def _free(self, facts: ir.Facts, scope: Scope, names: set) -> None:
        for slot in facts.reads:
            if scope.subst is not None:
                arg, arg_scope = scope.subst[slot]
                self._free(arg.facts, arg_scope, names)
            else:
                names.add(scope.named.get(slot) or scope.locals)
        for binding in facts.items:
            name = scope.items.get(binding)
            if name is not None:  # (the expression's own items are not in scope)
                names.add(name)

    def helper(self, e: ir.Aggregate) -> str:
        """An aggregate as a call of a function generated for it."""
        params = self.free_names(e)
        fn = self.gen.loop_function(e, self.scope, params, self.fn.memo)
        return self.once(e, f"{self.bind(fn, '_a')}({', '.join(['st', *params])})")


def is_player(typ) -> bool:
    """Whether values of type `typ` are players or lists of players."""
    return typ is not None and (typ.item if typ.is_list else typ).kind == "player"


def _is_none(e: ir.Expr) -> bool:
    return isinstance(e, ir.Literal) and e.value is None


def _simple(arg: ir.Expr) -> bool:
    """An argument cheap enough, and free of effects, to be copied into an inlined define: a literal,
    a name, or a field of one (`x.played_as`)."""
    while isinstance(arg, ir.CardField):
        arg = arg.card
    return isinstance(arg, _SIMPLE)


_WRITERS = {
    ir.Literal: ExprGen.literal, ir.EnumValues: ExprGen.enum_values, ir.OptionValue: ExprGen.option,
    ir.PlayerCount: ExprGen.player_count, ir.Local: ExprGen.local, ir.Item: ExprGen.item, ir.VarValue: ExprGen.var,
    ir.ZoneRef: ExprGen.zone, ir.CardField: ExprGen.card_field, ir.EventValue: ExprGen.event,
    ir.Index: ExprGen.index, ir.Binary: ExprGen.binary, ir.And: ExprGen.and_, ir.Or: ExprGen.or_,
    ir.Not: ExprGen.not_, ir.Neg: ExprGen.neg, ir.Cond: ExprGen.cond, ir.ListOf: ExprGen.list_of,
    ir.Range: ExprGen.range_, ir.TextOf: ExprGen.text, ir.Call: ExprGen.call, ir.DefineCall: ExprGen.define_call,
    ir.Aggregate: ExprGen.aggregate, ir.Invalid: ExprGen.invalid,
}

__all__ = ["ExprGen", "Scope", "NOT_YET", "is_player"]
