"""The options of a choice of `k` items (`choose ... count k`): counted, made one at a time where
they are many (`Combinations`), and made from a table of picks where they are few (`picks`)."""

from __future__ import annotations

import itertools
import math
from operator import itemgetter

from .limits import MAX_OPTIONS
from .state import RuleLimit


class Combinations:
    """The options of a choice of `k` of `items` (after a pass, if `passes`): counted, not made; each
    made when it is asked for, in the order `option_at` gives (the list of them would take memory
    and time growing as their number, which is large for a few items)."""

    __slots__ = ("items", "k", "passes", "size")

    def __init__(self, items: list, k: int, passes: bool = False):
        self.items, self.k, self.passes = items, k, passes
        count = math.comb(len(items), k) if 0 <= k <= len(items) else 0
        if count > MAX_OPTIONS:
            raise RuleLimit(f"a choice of {k} of {len(items)} has {count:,} options, more than the limit of "
                            f"{MAX_OPTIONS:,}")
        self.size = count + passes

    def with_pass(self) -> "Combinations":
        return Combinations(self.items, self.k, True)

    def __len__(self) -> int:
        return self.size

    def __getitem__(self, action):
        if isinstance(action, slice):
            return [self[a] for a in range(*action.indices(self.size))]
        if action < 0:
            action += self.size
        if not 0 <= action < self.size:
            raise IndexError("option out of range")
        return option_at(self.items, self.k, self.passes, action)

    def __iter__(self):
        return (self[a] for a in range(self.size))

    def __eq__(self, other) -> bool:
        return list(self) == list(other) if isinstance(other, (list, Combinations)) else NotImplemented


def option_count(items: list, k: int | None, optional: bool) -> int:
    """How many options a choice of `items` offers (see `Offer`): each `k` of them with a `count`
    (none if there are fewer), and a pass if the choice is optional."""
    n = len(items) if k is None else math.comb(len(items), k) if 0 <= k <= len(items) else 0
    return n + 1 if optional else n


# (n, k) -> for each k of n positions, by number, a function from n items to those k
PICKS: dict[tuple[int, int], tuple] = {}


def picks(n: int, k: int) -> tuple:
    """The table of `PICKS` for n and k, made once; empty where it would be large."""
    table = tuple(itemgetter(*c) for c in itertools.combinations(range(n), k)) if math.comb(n, k) <= 1024 else ()
    PICKS[(n, k)] = table
    return table


def option_at(items: list, k: int | None, optional: bool, action: int):
    """Option `action` of a choice of `items`, in the order `Offer` lists them: the pass first if
    optional, then each `k` of them in the order of `itertools.combinations` (made without making
    the others), or each of them without a `count`."""
    if optional:
        if action == 0:
            return None
        action -= 1
    if k is None:
        return items[action]
    if k >= 2:
        table = PICKS.get((len(items), k))
        if table is None:
            table = picks(len(items), k)
        if table:
            return list(table[action](items))
    n, r = len(items), k
    c = math.comb(n, r)
    chosen = []
    while r:
        c, n, r = c * r // n, n - 1, r - 1
        while action >= c:
            action -= c
            c, n = c * (n - r) // n, n - 1
        chosen.append(items[-1 - n])
    return chosen
