"""The statistics of a batch of games: proportions with Wilson intervals, and measures and tallies
that summarize any number of games in memory that does not grow with them.

`Tally.add` folds in one game's record (`analysis.play_measured`); `analysis.summarize` reads the
tally. Sums are exact fractions, so a result does not depend on the order in which games arrive.
"""

from __future__ import annotations

import math
from collections import Counter
from fractions import Fraction
from typing import Any, Sequence

Z95 = 1.959963984540054


def wilson(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% by default); shared wins count fractionally."""
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    if p <= 0.0 or p >= 1.0:  # the closed form, without rounding error at the ends
        bound = trials / (trials + z * z)
        return (0.0, 1 - bound) if p <= 0.0 else (bound, 1.0)
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


EXACT_VALUES = 4096  # distinct fractional values a measure counts exactly before it rounds them


class Measure:
    """One measure over many games, in memory that does not grow with them: how often each value
    occurred, and exact sums for the mean and the deviation. Whole numbers are counted exactly. So
    are fractional values, up to `EXACT_VALUES` distinct ones; beyond that all of them are counted
    rounded to 4 decimals, the summary's precision, which bounds how many there can be.

    Until then the counts are all there is: adding a value counts it (a whole float and the same
    int are one value, as they are one key of a dict), and the count, the sums and the histogram
    are worked out from the counts when asked. From then on (`coarse`), the exact sums are kept
    beside the rounded counts, taken from the exact counts when they were rounded and added to
    value by value. The sums are exact, so nothing depends on the order in which games arrive:
    whole numbers in integers, and a float, which is a binary fraction, as its numerator added to
    the sum kept for its denominator (a power of two: a few of them, whatever the number of games).
    `total` and `squares` give them as fractions."""

    __slots__ = ("counts", "coarse", "_n", "_whole", "_whole_squares", "_parts", "_part_squares")

    def __init__(self) -> None:
        self.counts: Counter = Counter()
        self.coarse = False
        # the exact sums, kept once the counts are rounded: (count, whole numbers' sum and sum of
        # squares, denominator -> the sum of the numerators over it, and the same of the squares)
        self._n = self._whole = self._whole_squares = 0
        self._parts: dict[int, int] = {}
        self._part_squares: dict[int, int] = {}

    def add(self, v) -> None:
        if v is None:
            return
        if self.coarse:
            self._sum(v, 1)
            self.counts[_rounded_key(v)] += 1
            return
        counts = self.counts
        counts[v] = counts.get(v, 0) + 1
        if len(counts) > EXACT_VALUES:
            self._coarsen()

    def _sum(self, v, times: int) -> None:
        """Adds `times` values `v` to the exact sums kept."""
        self._n += times
        if type(v) is int or v.is_integer():
            v = int(v)
            self._whole += v * times
            self._whole_squares += v * v * times
        else:
            num, den = v.as_integer_ratio()
            parts, squares = self._parts, self._part_squares
            parts[den] = parts.get(den, 0) + num * times
            den *= den
            squares[den] = squares.get(den, 0) + num * num * times

    def _coarsen(self) -> None:
        """From now on, fractional values are counted rounded to 4 decimals, those counted so far too:
        once more than `EXACT_VALUES` distinct values (whole or not) have come, in any order. The
        exact sums are taken from the exact counts first."""
        if not self.coarse:
            for value, count in self.counts.items():
                self._sum(value, count)
            self.coarse = True
        merged: Counter = Counter()
        for value, count in self.counts.items():
            merged[_rounded_key(value)] += count
        self.counts = merged

    def merge(self, other: "Measure") -> None:
        """Adds what `other` counted, as if its values had been added here one by one."""
        if other.coarse:
            self._coarsen()  # (the exact sums of both are kept from here)
            self._n += other._n
            self._whole += other._whole
            self._whole_squares += other._whole_squares
            for mine, theirs in ((self._parts, other._parts), (self._part_squares, other._part_squares)):
                for den, num in theirs.items():
                    mine[den] = mine.get(den, 0) + num
        elif self.coarse:
            for value, count in other.counts.items():
                self._sum(value, count)
        self.counts.update(other.counts)
        if self.coarse or len(self.counts) > EXACT_VALUES:
            self._coarsen()  # (rounding a rounded value again keeps it)

    def _sums(self) -> tuple[int, int, int, dict[int, int], dict[int, int]]:
        """The exact sums: those kept, or worked out from the exact counts."""
        kept = self
        if not self.coarse:
            kept = Measure()
            for value, count in self.counts.items():
                kept._sum(value, count)
        return kept._n, kept._whole, kept._whole_squares, kept._parts, kept._part_squares

    @property
    def n(self) -> int:
        """How many values were added."""
        return self._n if self.coarse else sum(self.counts.values())

    @property
    def total(self) -> int | Fraction:
        """The exact sum of the values."""
        _, whole, _, parts, _ = self._sums()
        return whole + sum((Fraction(num, den) for den, num in parts.items()), Fraction(0))

    @property
    def squares(self) -> int | Fraction:
        """The exact sum of the values' squares."""
        _, _, whole_squares, _, part_squares = self._sums()
        return whole_squares + sum((Fraction(num, den) for den, num in part_squares.items()), Fraction(0))

    def _at(self, ranks: set[int]) -> dict[int, Any]:
        """The values of the given ranks (0-based) in the ascending list of all values, in one pass."""
        out, seen, want = {}, 0, iter(sorted(ranks))
        rank = next(want, None)
        for value in sorted(self.counts):
            seen += self.counts[value]
            while rank is not None and rank < seen:
                out[rank] = value
                rank = next(want, None)
        return out

    def describe(self) -> dict | None:
        """Mean, standard deviation, minimum, quartiles and maximum (quartiles as `statistics.quantiles`
        with the inclusive method)."""
        n = self.n
        if not n:
            return None
        cuts = [divmod(i * (n - 1), 4) for i in (1, 2, 3)]  # (rank, weight of the next value) per quartile
        at = self._at({0, n - 1} | {j for j, _ in cuts} | {min(j + 1, n - 1) for j, _ in cuts})
        q = [(at[j] * (4 - delta) + at[min(j + 1, n - 1)] * delta) / 4 for j, delta in cuts]
        mean = Fraction(self.total) / n
        variance = Fraction(self.squares) / n - mean * mean
        return {"n": n, "mean": rounded(mean), "sd": rounded(math.sqrt(variance)), "min": rounded(at[0]),
                "p25": rounded(q[0]), "median": rounded(q[1]), "p75": rounded(q[2]), "max": rounded(at[n - 1])}

    def histogram(self) -> list[list]:
        """[value, games] pairs, ascending (whole numbers as ints)."""
        return [[int(value) if type(value) is float and value.is_integer() else value, count]
                for value, count in sorted(self.counts.items())]


def _rounded_key(v):
    """How a coarse measure counts `v`: a whole number as an int, any other rounded to 4 decimals."""
    return int(v) if type(v) is int or v.is_integer() else round(v, 4)


def describe(values: Sequence[float]) -> dict | None:
    """Mean, standard deviation, minimum, quartiles and maximum."""
    m = Measure()
    for v in values:
        m.add(v)
    return m.describe()


def rounded(x, digits: int = 4) -> float:
    """`x` as a float rounded to `digits` decimals: the precision of a summary."""
    return round(float(x), digits)


def win_rate(wins: float, trials: int) -> dict:
    """Wins out of trials, with the rate and its 95% Wilson interval, rounded for a summary."""
    lo, hi = wilson(wins, trials)
    return {"wins": rounded(wins, 3), "games": trials, "rate": rounded(wins / trials if trials else 0.0),
            "ci95": [rounded(lo), rounded(hi)]}


class Tally:
    """What a batch's summary needs from its games, folded in one record at a time (`add`): counts
    and `Measure`s, whose size does not grow with the number of games.

    A game won by k players gives each of them a share of 1/k: the shares are counted by k, in
    integers (`wins` and `first_wins` give their exact sums)."""

    def __init__(self, players: int) -> None:
        n = self.players = players
        self.games = self.draws = self.firsts = 0
        self.shares = [[0] * (n + 1) for _ in range(n)]  # player -> games won with k winners, by k
        self.first_shares = [0] * (n + 1)  # games the first player won with k winners, by k
        self.first_by_seat = [0] * n
        self.seat_scores = [Measure() for _ in range(n)]
        self.scores, self.winner, self.margin = Measure(), Measure(), Measure()
        self.decisions, self.turns = Measure(), Measure()
        self.lead_changes, self.decisiveness, self.drama, self.trailing = Measure(), Measure(), Measure(), Measure()

    @property
    def wins(self) -> list[Fraction]:
        """Each player's wins, a shared win counted as its share."""
        return [_shared(row) for row in self.shares]

    @property
    def first_wins(self) -> Fraction:
        """The first players' wins, a shared win counted as its share."""
        return _shared(self.first_shares)

    def add(self, r: dict) -> None:
        self.games += 1
        # a share of the victory: what a win rate counts (a rulebook's payoff may be chips)
        winners = r["winners"]
        k = len(winners)
        shares = self.shares
        for p in winners:
            shares[p][k] += 1
        if k != 1:
            self.draws += 1
        first = r["first_player"]
        if first is not None:
            self.firsts += 1
            if first in winners:
                self.first_shares[k] += 1
            self.first_by_seat[first] += 1
        s = r["scores"]
        if s:
            add = self.scores.add
            for seat, v in zip(self.seat_scores, s):
                seat.add(v)
                add(v)
            # the best score of the winners, where every winner has one (loops: no generators)
            best = None
            for w in winners:
                v = s[w]
                if v is None:
                    best = None
                    break
                if best is None or v > best:
                    best = v
            if best is not None:
                self.winner.add(best)
                if None not in s:
                    others = None
                    for p, v in enumerate(s):
                        if p not in winners and (others is None or v > others):
                            others = v
                    if others is not None:
                        self.margin.add(best - others)
        self.decisions.add(r["decisions"])
        self.turns.add(r["turns"])
        self.lead_changes.add(r["lead_changes"])
        self.decisiveness.add(r["decisiveness"])
        self.drama.add(r["drama"])
        self.trailing.add(r["trailing"])

    def merge(self, other: "Tally") -> None:
        """Adds the games `other` counted (of as many players), as if their records had been added here."""
        self.games += other.games
        self.draws += other.draws
        self.firsts += other.firsts
        self.shares = [_summed(mine, theirs) for mine, theirs in zip(self.shares, other.shares)]
        self.first_shares = _summed(self.first_shares, other.first_shares)
        self.first_by_seat = _summed(self.first_by_seat, other.first_by_seat)
        for mine, theirs in zip(self.measures(), other.measures()):
            mine.merge(theirs)

    def measures(self) -> list[Measure]:
        """Every `Measure` of the tally, in one order."""
        return [*self.seat_scores, self.scores, self.winner, self.margin, self.decisions, self.turns,
                self.lead_changes, self.decisiveness, self.drama, self.trailing]


def _summed(a: list[int], b: list[int]) -> list[int]:
    return [x + y for x, y in zip(a, b)]


def _shared(by_winners: list[int]) -> Fraction:
    """The wins counted by how many shared them, as one exact sum of shares."""
    return sum((Fraction(games, k) for k, games in enumerate(by_winners) if games), Fraction(0))
