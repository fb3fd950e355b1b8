"""The built-in functions of the rules language: one table that every pass reads.

Each entry says how many values the function takes, what kinds of values each may be, the type
of its result, what it does to the state (facts), a line of documentation, how a call reads in
English, and how code generation writes it. The resolver types calls from it, lint checks
arguments against it, `explain` and the language reference describe functions from it, and the
highlighter knows the names from it.

`gen(g, args)` returns the Python source of a call, given `g`, the expression generator
(`codegen/expr.py`), and the call's argument expressions: `g.code(e)` is an argument's source,
`g.state(part)` a read of a part of the state (`zones`, `loc`), `g.bind(value)` a name for a
value of the model, `g.players` the player count.

`fold(values, players)`, for the built-ins that read nothing of the state, gives a call's value
from its arguments' values before the game starts (`constants.py`); it raises where the value
depends on the state after all (a zone's cards).
"""

from __future__ import annotations

import itertools
import math
from typing import Callable

from .ir import NO_FACTS, Facts
from .limits import MAX_NUMBER
from .logbook import Rolled
from .records import field, frozen
from .state import RuleFault, RuleLimit
from .types import ANY, BOOL, CARD, INT, PLAYER, Type, list_of


@frozen
class Builtin:
    """A built-in function."""

    name: str
    params: tuple[str, ...]  # the parameters' names, for signatures; a trailing `?` marks an optional one
    accepts: tuple[tuple[str, ...], ...]  # per parameter, the kinds of value it takes (`list:zone`: a list of zones)
    result: Callable[[list[Type]], Type]  # the result type, from the arguments' types
    doc: str
    gen: Callable = field(repr=False)
    facts: Facts = NO_FACTS  # what a call does itself, beyond its arguments
    measured: Callable | None = field(default=None, repr=False)  # see `size`
    fold: Callable | None = field(default=None, repr=False)  # the value from the arguments' values
    # A call in English (`explain`): one template per number of values it may take, {0}, {1} the
    # values in English; `english_of_value` instead where the first value is not a zone by name.
    english: tuple[str, ...] = ()
    english_of_value: str | None = None

    @property
    def arity(self) -> tuple[int, ...]:
        required = sum(1 for p in self.params if not p.endswith("?"))
        return tuple(range(required, len(self.params) + 1))

    def phrase(self, values: list[str], of_zone: bool = True) -> str:
        """A call in English, given its values in English; `of_zone`: the first value is a zone by name."""
        if not of_zone and self.english_of_value is not None:
            return self.english_of_value.format(*values)
        return self.english[len(values) - self.arity[0]].format(*values)

    @property
    def signature(self) -> str:
        """`top(zone, [count])`: the parameters, optional ones in brackets."""
        return f"{self.name}({', '.join(f'[{p[:-1]}]' if p.endswith('?') else p for p in self.params)})"


def _as_iter(st, v):
    """A zone's cards (a zone is its instance's number), a list as it is, none as nothing."""
    if type(v) is int:
        return st.zones[v]
    return v if v is not None else ()


def _random_item(st, value):
    seq = list(_as_iter(st, value))
    return seq[st.rng.randrange(len(seq))] if seq else None


MAX_DICE = 100_000  # dice one roll may throw (each is logged)


def _roll(st, count, sides):
    if not 0 <= count <= MAX_DICE or not 1 <= sides <= MAX_NUMBER:
        raise RuleLimit(f"roll({count}, {sides}): the rules may roll 0 to {MAX_DICE:,} dice at once, of 1 to "
                        "10^18 sides")
    rng = st.rng
    dice = [rng.randint(1, sides) for _ in range(count)]
    if st.log is not None:
        st.log.append(Rolled(tuple(dice), sides))
    return sum(dice)


def _remove(st, items, item):
    seq = list(_as_iter(st, items))
    if item in seq:
        seq.remove(item)
    return seq


def _measured(g, arg) -> str:
    """The source of what `size(arg)` measures: a zone's cards, a list (none as empty)."""
    typ = arg.type
    if typ.kind == "zone":
        return f"{g.state('zones')}[{g.code(arg)}]"
    if typ.is_list:
        return f"({g.code(arg)} or ())"
    return f"{g.bind(_as_iter, '_as_iter')}(st, {g.code(arg)})"


def _gen_size(g, args) -> str:
    return f"len({_measured(g, args[0])})"


def _gen_top(g, args) -> str:
    if len(args) == 1:
        return f"(_z[-1] if (_z := {g.state('zones')}[{g.code(args[0])}]) else None)"
    return f"{g.state('zones')}[{g.code(args[0])}][:-({g.code(args[1])}) - 1:-1]"  # the top card first


def _gen_bottom(g, args) -> str:
    return f"(_z[0] if (_z := {g.state('zones')}[{g.code(args[0])}]) else None)"


def _gen_cards(g, args) -> str:
    if args[0].type.is_list:  # the cards of the zones one after the other, joined in C
        joined = g.bind(itertools.chain.from_iterable, "_chain")
        return f"list({joined}(map({g.state('zones')}.__getitem__, {g.code(args[0])})))"
    return f"{g.state('zones')}[{g.code(args[0])}][:]"


def _gen_next(g, args) -> str:
    return f"(({g.code(args[0])} + 1) % {g.players})"


def _gen_prev(g, args) -> str:
    return f"(({g.code(args[0])} - 1) % {g.players})"


def _seat_order(first: int, step: int):
    """`players_from`, `players_after`, `players_before`: a table of the order from each seat."""
    def gen(g, args) -> str:
        n = g.players
        orders = [[(s + step * i) % n for i in range(first, first + n)] for s in range(n)]
        return f"{g.bind(orders, '_o')}[{g.code(args[0])}]"

    return gen


def _gen_players(g, args) -> str:
    return g.bind(list(range(g.players)), "_k")


def _gen_owner(g, args) -> str:
    owners = g.bind(g.gen.instance_owners, "_owner")  # of each zone instance
    return f"{owners}[{g.state('loc')}[{g.code(args[0])}]]"


def _gen_contains(g, args) -> str:
    where, item = args
    if where.type.kind == "zone":
        return f"({g.state('loc')}[{g.code(item)}] == {g.code(where)})"
    if where.type.is_list:
        return f"({g.code(item)} in ({g.code(where)} or ()))"
    return f"({g.code(item)} in {g.bind(_as_iter, '_as_iter')}(st, {g.code(where)}))"


def _gen_random(g, args) -> str:
    return f"{g.bind(_random_item, '_random_item')}(st, {g.code(args[0])})"


def _gen_roll(g, args) -> str:
    return f"{g.bind(_roll, '_roll')}(st, {g.code(args[0])}, {g.code(args[1])})"


def _gen_remove(g, args) -> str:
    return f"{g.bind(_remove, '_remove')}(st, {g.code(args[0])}, {g.code(args[1])})"


def _take(st, value, count):
    """The first `count` items of a list (or cards of a zone, bottom first): all of them if fewer."""
    return list(_as_iter(st, value))[:max(count, 0)]


def _subsets(st, value, k):
    """Every way to pick k items of a list (or cards of a zone), each a list in the list's order."""
    seq = list(_as_iter(st, value))
    if not 0 <= k <= len(seq):
        return []
    many = math.comb(len(seq), k)
    if many > MAX_SUBSETS:
        raise RuleFault(f"subsets of {k} of {len(seq)} items are {many}, more than the {MAX_SUBSETS} allowed")
    return [list(c) for c in itertools.combinations(seq, k)]


def _gen_take(g, args) -> str:
    return f"{g.bind(_take, '_take')}(st, {g.code(args[0])}, {g.code(args[1])})"


def _gen_subsets(g, args) -> str:
    return f"{g.bind(_subsets, '_subsets')}(st, {g.code(args[0])}, {g.code(args[1])})"


def _gen_abs(g, args) -> str:
    return f"abs({g.code(args[0])})"


def _gen_larger(g, args) -> str:
    return f"max({g.code(args[0])}, {g.code(args[1])})"


def _gen_smaller(g, args) -> str:
    return f"min({g.code(args[0])}, {g.code(args[1])})"


def _known_items(value):
    """What a list argument holds before the game starts: a list as it is, none as nothing. A zone
    (its instance's number) has cards only once the game runs."""
    if type(value) is int:
        raise TypeError("a zone's cards are known only once the game runs")
    return value if value is not None else ()


def _fold_remove(values, players):
    seq = list(_known_items(values[0]))
    if values[1] in seq:
        seq.remove(values[1])
    return seq


def _fold_seat_order(first: int, step: int):
    def fold(values, players):
        orders = [[(s + step * i) % players for i in range(first, first + players)] for s in range(players)]
        return orders[values[0]]

    return fold


def _const(t: Type):
    return lambda types: t


def _first(types: list[Type]) -> Type:
    return types[0]


def _item_of_first(types: list[Type]) -> Type:
    return types[0].iter_item


def _list_like_first(types: list[Type]) -> Type:
    return types[0] if types[0].is_list else list_of(CARD)


def _items_of_first(types: list[Type]) -> Type:
    return list_of(types[0].iter_item)


def _lists_of_first(types: list[Type]) -> Type:
    return list_of(list_of(types[0].iter_item))


def _top_result(types: list[Type]) -> Type:
    return list_of(CARD) if len(types) == 2 else CARD


# The most subsets `subsets(L, k)` may make (a run-time error beyond).
MAX_SUBSETS = 100_000

_ZONES = Facts(state=frozenset({"zones"}), fails=True)
_PLAIN = Facts(fails=True)
_LOC = Facts(state=frozenset({"zones", "loc"}), fails=True)
_RANDOM = Facts(state=frozenset({"zones", "rng"}), changes=frozenset({"rng"}), random=True, fails=True)
_ROLL = Facts(state=frozenset({"rng"}), changes=frozenset({"rng", "log"}), random=True, logs=True, fails=True)

_TABLE = (
    Builtin("size", ("collection",), (("zone", "list"),), _const(INT),
            "the number of cards in a zone, or of items in a list", _gen_size, _ZONES, _measured,
            fold=lambda v, n: len(_known_items(v[0])),
            english=("the number of cards in {0}",), english_of_value="the size of {0}"),
    Builtin("top", ("zone", "count?"), (("zone",), ("int",)), _top_result,
            "the top card of a zone (none if it is empty); with a count, up to that many cards from the top, "
            "the top one first", _gen_top, _ZONES, english=("the top card of {0}", "the top {1} cards of {0}")),
    Builtin("bottom", ("zone",), (("zone",),), _const(CARD), "the bottom card of a zone (none if it is empty)",
            _gen_bottom, _ZONES, english=("the bottom card of {0}",)),
    Builtin("cards", ("zone",), (("zone", "list:zone"),), _const(list_of(CARD)),
            "the cards of a zone (or of a list of zones) as a list, bottom to top", _gen_cards, _ZONES,
            english=("the cards of {0}",)),
    Builtin("next", ("player",), (("player",),), _const(PLAYER), "the player's left neighbour (the next one clockwise)",
            _gen_next, _PLAIN, fold=lambda v, n: (v[0] + 1) % n, english=("the player left of {0}",)),
    Builtin("prev", ("player",), (("player",),), _const(PLAYER), "the player's right neighbour (the previous one clockwise)",
            _gen_prev, _PLAIN, fold=lambda v, n: (v[0] - 1) % n, english=("the player right of {0}",)),
    Builtin("players", (), (), _const(list_of(PLAYER)), "every player, in seat order from the first seat",
            _gen_players, fold=lambda v, n: list(range(n)), english=("the players",)),
    Builtin("players_from", ("player",), (("player",),), _const(list_of(PLAYER)),
            "every player clockwise, from this one", _seat_order(0, 1), _PLAIN,
            fold=_fold_seat_order(0, 1), english=("the players clockwise from {0}",)),
    Builtin("players_after", ("player",), (("player",),), _const(list_of(PLAYER)),
            "every player clockwise from this one's left neighbour, ending with this one", _seat_order(1, 1), _PLAIN,
            fold=_fold_seat_order(1, 1), english=("the players clockwise after {0} (ending with {0})",)),
    Builtin("players_before", ("player",), (("player",),), _const(list_of(PLAYER)),
            "every player counter-clockwise from this one's right neighbour, ending with this one", _seat_order(1, -1), _PLAIN,
            fold=_fold_seat_order(1, -1), english=("the players counter-clockwise before {0}",)),
    Builtin("owner", ("card",), (("card",),), _const(PLAYER),
            "the player whose zone the card lies in (none for a shared zone)", _gen_owner, _LOC,
            english=("the owner of {0}",)),
    Builtin("contains", ("collection", "value"), (("zone", "list"), ("any",)), _const(BOOL),
            "whether a zone holds the card, or a list the value", _gen_contains, _LOC,
            fold=lambda v, n: v[1] in _known_items(v[0]),
            english=("{0} holds {1}",), english_of_value="{0} contains {1}"),
    Builtin("random", ("collection",), (("zone", "list"),), _item_of_first,
            "a card of a zone or an item of a list, drawn at random (none if there is none)", _gen_random, _RANDOM,
            english=("a random one of {0}",)),
    Builtin("roll", ("dice", "sides"), (("int",), ("int",)), _const(INT),
            "the sum of that many dice with that many sides, rolled (and logged)", _gen_roll, _ROLL,
            english=("a roll of {0} {1}-sided dice",)),
    Builtin("remove", ("list", "value"), (("list", "zone"), ("any",)), _list_like_first,
            "a copy of the list without the first item equal to the value", _gen_remove, _ZONES,
            fold=_fold_remove, english=("{0} without {1}",)),
    Builtin("take", ("collection", "count"), (("list", "zone"), ("int",)), _items_of_first,
            "the first items of a list, up to the count (all of them if it has fewer): with `sort`, the best or "
            "worst few", _gen_take, _ZONES, fold=lambda v, n: list(_known_items(v[0]))[:max(v[1], 0)],
            english=("the first {1} of {0}",)),
    Builtin("subsets", ("collection", "size"), (("list", "zone"), ("int",)), _lists_of_first,
            f"every way to pick that many items of a list (or cards of a zone), each a list; at most "
            f"{MAX_SUBSETS:,} of them", _gen_subsets, _ZONES, english=("every {1} of {0}",)),
    Builtin("abs", ("number",), (("int",),), _const(INT), "the number without its sign", _gen_abs, _PLAIN,
            fold=lambda v, n: abs(v[0]), english=("the absolute value of {0}",)),
    Builtin("larger", ("a", "b"), (("int",), ("int",)), _first, "the larger of two numbers", _gen_larger, _PLAIN,
            fold=lambda v, n: max(v[0], v[1]), english=("the larger of {0} and {1}",)),
    Builtin("smaller", ("a", "b"), (("int",), ("int",)), _first, "the smaller of two numbers", _gen_smaller,
            _PLAIN, fold=lambda v, n: min(v[0], v[1]), english=("the smaller of {0} and {1}",)),
)

BUILTINS: dict[str, Builtin] = {b.name: b for b in _TABLE}
BUILTIN_NAMES = tuple(sorted(BUILTINS))


def reference() -> str:
    """The built-in functions as the language reference lists them (a Markdown table)."""
    rows = ["| function | value |", "|---|---|"]
    for b in _TABLE:
        rows.append(f"| `{b.signature}` | {b.doc} |")
    return "\n".join(rows) + "\n"

__all__ = ["BUILTINS", "BUILTIN_NAMES", "Builtin", "ANY"]
