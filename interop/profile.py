"""What kind of game a compiled rulebook is, read once from its intermediate form: for the game
types and sizes other frameworks declare (simultaneous moves, chance, hidden information), and for
the values an action space and an observation encoding must make room for."""

from __future__ import annotations

import math
from typing import Iterator

import attrs

from rulerun.interpreter import ir, records
from rulerun.interpreter.constants import NotConstant, evaluate
from rulerun.interpreter.engine import Game

# The most players the frameworks' sizes are made for, where a list of players is drawn from.
MOST_ITEMS_DRAWN = 64


def nodes(node) -> Iterator:
    """Every node of the intermediate form below `node` (declarations, statements, expressions)."""
    stack = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, (tuple, list)):
            stack.extend(n)
        elif isinstance(n, dict):
            stack.extend(n.values())
        elif records.has(type(n)) and not isinstance(n, ir.Facts):
            yield n
            stack.extend(getattr(n, f.name) for f in records.fields(type(n)))


@attrs.frozen
class GameProfile:
    """The kind of game a compiled rulebook is, for one player count and option values."""

    simultaneous: bool  # some decisions are made in secret at the same time
    chance: bool  # the rules draw at random (shuffles, dice, `random`)
    hidden: bool  # some player may not see everything (zones, secret choices, private log lines)
    texts: tuple[str, ...]  # every text the rules write as a literal
    numbers: tuple[int, int]  # the lowest and highest whole number the rules write
    picks: tuple[int, ...]  # the K of every `choose ... count K` (every K from 1, where one is not a constant)
    labels: tuple[str, ...]  # the label of every decision
    most_outcomes: int  # the most outcomes a chance node may have (cards, die faces, items drawn)

    @classmethod
    def of(cls, game: Game) -> "GameProfile":
        program, m = game.rules.program, game.model
        everything = list(nodes(program))
        statements = [n for n in everything if isinstance(n, ir.Stmt)]
        literals = [n.value for n in everything if isinstance(n, ir.Literal)]
        texts = sorted({v for v in literals if type(v) is str})
        ints = [v for v in literals if type(v) is int] + [0, m.players, len(m.card_names)]
        hidden = any(mask != (1 << m.players) - 1 for mask in m.instance_masks) or any(
            isinstance(s, ir.Simultaneous) or isinstance(s, ir.Choose) and s.secret
            or isinstance(s, (ir.Log, ir.Reveal)) and s.to is not None for s in statements)
        outcomes = [len(m.card_names), m.players]
        for call in (n for n in everything if isinstance(n, ir.Call)):
            if call.name == "roll":
                outcomes.append(_constant(call.args[1], game) or MOST_ITEMS_DRAWN)
            elif call.name == "random":
                outcomes.append(_items(call.args[0], game))
        return cls(
            simultaneous=any(isinstance(s, ir.Simultaneous) for s in statements),
            chance=any(n.facts.random for n in statements),
            hidden=hidden, texts=tuple(texts), numbers=(min(ints), max(ints)),
            picks=_picks(statements, len(m.card_names)),
            labels=tuple(sorted({s.label for s in statements if isinstance(s, ir.Choose)})),
            most_outcomes=max(outcomes))


# The most sets of cards numbered, over all sizes, for a `count` that is not a constant.
UNKNOWN_COUNT_SETS = 25_000


def _picks(statements: list, ncards: int) -> tuple[int, ...]:
    """The sizes of the sets of cards a `choose ... count K` may offer: K where it is written as a
    number, and where some K is not, the sizes from 1 up for which there are, all together, no more
    than `UNKNOWN_COUNT_SETS` sets (a larger set offered among at most `actions.SPARE` options is
    numbered by its place)."""
    chooses = [s for s in statements if isinstance(s, ir.Choose) and s.count is not None]
    sizes = {s.picks for s in chooses if s.picks}
    if any(not s.picks for s in chooses):
        total, k = 0, 1
        while k <= ncards and total + combinations(ncards, k) <= UNKNOWN_COUNT_SETS:
            total += combinations(ncards, k)
            sizes.add(k)
            k += 1
    return tuple(sorted(sizes))


def _constant(expr, game: Game):
    try:
        value = evaluate(expr, game.model.players, game.model.options, {}, program=game.rules.program)
    except (NotConstant, TypeError):
        return None
    return value if type(value) is int else None


def _items(expr, game: Game) -> int:
    """The most items `random(expr)` may draw among."""
    m = game.model
    if expr.type.kind == "zone":
        return len(m.card_names)
    if isinstance(expr, ir.ListOf):
        return len(expr.items)
    if isinstance(expr, ir.EnumValues):
        return len(expr.values)
    item = expr.type.item
    if item is not None and item.kind == "player":
        return m.players
    if item is not None and item.kind == "card":
        return len(m.card_names)
    return max(MOST_ITEMS_DRAWN, len(m.card_names))


def combinations(n: int, k: int) -> int:
    return math.comb(n, k) if 0 <= k <= n else 0
