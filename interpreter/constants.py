"""Constant evaluation: the value of an expression of the intermediate form known before a game starts.

Var defaults, card fields and deck entries are worked out when a game is set up (`layout.py`),
for one player count and one set of option values; code generation may fold expressions the
same way. What is known then: literals, enum values and enums' lists, options, `player_count`,
zones (with the program: their instance numbers), arithmetic, comparisons, `and`, `or`, `not`,
conditions, lists, ranges, indexing, texts, aggregates over lists, the items of deck loops,
defines over those, and the built-ins that read no state (`Builtin.fold`). Anything else (the
state of a game, a value that cannot be worked out) raises `NotConstant`.

Values are as the running game has them: a player is a number from 0, a zone an instance number,
`/` divides whole numbers, a text shows players as P1, P2 and values as logs write them.
"""

from __future__ import annotations

from typing import Any

from . import ir
from .builtins import BUILTINS
from .model import plain_text
from .types import CARD, PLAYER, ZONE

# The longest `range(a, b)` a rulebook may make.
MAX_RANGE = 1_000_000


class NotConstant(Exception):
    """The expression's value is not known before the game starts (or cannot be worked out)."""


def evaluate(expr: ir.Expr, players: int, options: dict, items: dict[int, Any] | None = None, *,
             program: ir.Program | None = None) -> Any:
    """The value of `expr` for a player count and option values; `items` holds the values of the
    items of the deck loops around it. Defines and zones are known only with their `program`."""
    try:
        return _Evaluator(players, options, program).value(expr, dict(items or {}), None)
    except NotConstant:
        raise
    except Exception as err:  # noqa: BLE001 - whatever fails is not a value known before the game
        raise NotConstant(f"{type(err).__name__}: {err}") from err


class _Evaluator:
    def __init__(self, players: int, options: dict, program: ir.Program | None):
        self.players = players
        self.options = options
        self.program = program
        self._bases: dict[str, int] | None = None

    def value(self, e: ir.Expr, items: dict, frame: list | None) -> Any:
        method = getattr(self, "v_" + type(e).__name__, None)
        if method is None:
            raise NotConstant(f"{type(e).__name__} reads the state of a game")
        return method(e, items, frame)

    def v_Literal(self, e, items, frame):
        return e.value

    def v_EnumValues(self, e, items, frame):
        return list(e.values)

    def v_OptionValue(self, e, items, frame):
        if e.option not in self.options:
            raise NotConstant(f"no value for option '{e.option}'")
        return self.options[e.option]

    def v_PlayerCount(self, e, items, frame):
        return self.players

    def v_Local(self, e, items, frame):
        if frame is None:
            raise NotConstant(f"'{e.name}' is a local")
        return frame[e.slot]

    def v_Item(self, e, items, frame):
        if e.binding not in items:
            raise NotConstant(f"'{e.name}' is not a loop's item here")
        return items[e.binding]

    def v_ZoneRef(self, e, items, frame):
        base = self.zone_bases().get(e.zone)
        if base is None:
            raise NotConstant(f"zone '{e.zone}' is not known here")
        if any(z.name == e.zone and z.count is not None for z in self.program.zones):
            raise NotConstant(f"the zones of the family '{e.zone}' are not known here")
        if e.owner is None:
            return base
        owner = self.value(e.owner, items, frame)
        if e.type.is_list:
            return [base + p for p in owner]
        return base + owner

    def zone_bases(self) -> dict[str, int]:
        """Each zone's first instance for this player count (as `layout.py` places them)."""
        if self._bases is None:
            self._bases, count = {}, 0
            for z in self.program.zones if self.program is not None else ():
                self._bases[z.name] = count
                family = 1 if z.count is None else self.value(z.count, {}, None)
                family = len(family) if isinstance(family, (list, tuple)) else family
                count += family * (self.players if z.per_player else 1)
        return self._bases

    def v_Binary(self, e, items, frame):
        a, b = self.value(e.left, items, frame), self.value(e.right, items, frame)
        return _BINARY[e.op](a, b)

    def v_And(self, e, items, frame):
        return self.value(e.left, items, frame) and self.value(e.right, items, frame)

    def v_Or(self, e, items, frame):
        return self.value(e.left, items, frame) or self.value(e.right, items, frame)

    def v_Not(self, e, items, frame):
        return not self.value(e.value, items, frame)

    def v_Neg(self, e, items, frame):
        return -self.value(e.value, items, frame)

    def v_Cond(self, e, items, frame):
        if self.value(e.test, items, frame):
            return self.value(e.then, items, frame)
        return self.value(e.otherwise, items, frame)

    def v_ListOf(self, e, items, frame):
        return [self.value(x, items, frame) for x in e.items]

    def v_Range(self, e, items, frame):
        low, high = self.value(e.low, items, frame), self.value(e.high, items, frame)
        if high - low >= MAX_RANGE:
            raise NotConstant(f"range({low}, {high}) has more than a million numbers")
        return list(range(low, high + 1))

    def v_Index(self, e, items, frame):
        return self.value(e.base, items, frame)[self.value(e.index, items, frame)]

    def v_TextOf(self, e, items, frame):
        return "".join(p if isinstance(p, str) else self.text(p, items, frame) for p in e.parts)

    def text(self, e: ir.Expr, items: dict, frame: list | None) -> str:
        """A value in a text: players as P1, P2, the rest as logs write values (a card has no name yet)."""
        v = self.value(e, items, frame)
        if e.type == PLAYER:
            return "nobody" if v is None else f"P{v + 1}"
        if e.type == CARD:
            if v is None:
                return "none"
            raise NotConstant("a card's name is known once the cards are made")
        return plain_text(v)

    def v_Call(self, e, items, frame):
        fold = BUILTINS[e.name].fold
        if fold is None:
            raise NotConstant(f"'{e.name}' reads the state of a game")
        return fold([self.value(a, items, frame) for a in e.args], self.players)

    def v_DefineCall(self, e, items, frame):
        if self.program is None or e.define not in self.program.define_index:
            raise NotConstant(f"define '{e.define}' is not known here")
        define = self.program.define(e.define)
        own = [self.value(a, items, frame) for a in e.args]
        own += [None] * (define.frame.nlocals - len(own))
        return self.value(define.value, {}, own)

    def v_Aggregate(self, e, items, frame):
        if e.source.type == ZONE:
            raise NotConstant("a zone's cards are known only once the game runs")
        source = self.value(e.source, items, frame)
        if type(source) is int:
            raise NotConstant("a zone's cards are known only once the game runs")
        fn, where, value = e.fn, e.where, e.value
        inner = dict(items)

        def each():
            for x in source if source is not None else ():
                inner[e.binding] = x
                yield x

        if fn in ("any", "all") and where is None:
            test = value  # `any(v for x in L)` asks of v
            value = None
        else:
            test = where
        if fn == "count" and where is None:
            return len(list(source if source is not None else ()))
        results = []
        for x in each():
            passed = test is None or self.value(test, inner, frame)
            if fn == "any" and passed:
                return True
            if fn == "all":
                if not passed:
                    return False
                continue
            if not passed:
                continue
            v = x if value is None else self.value(value, inner, frame)
            if fn == "first":
                return v
            results.append(v)
        if fn in ("any", "all"):
            return fn == "all"
        if fn == "first":
            return None
        if fn == "count":
            return len(results)
        if fn == "sum":
            total = 0
            for v in results:
                total += v
            return total
        if fn == "filter":
            return results
        best = None
        for v in results:  # the first of equal values, as the game's loop keeps it
            if best is None or (v > best if fn == "max" else v < best):
                best = v
        return best


_BINARY = {
    "+": lambda a, b: a + b,
    "-": lambda a, b: a - b,
    "*": lambda a, b: a * b,
    "/": lambda a, b: a // b,
    "%": lambda a, b: a % b,
    "==": lambda a, b: a == b,
    "!=": lambda a, b: a != b,
    "<": lambda a, b: a < b,
    "<=": lambda a, b: a <= b,
    ">": lambda a, b: a > b,
    ">=": lambda a, b: a >= b,
}
