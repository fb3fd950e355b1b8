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
    rounded to 4 decimals, the summary's precision, which bounds how many there can be. The sums are
    exact, so nothing depends on the order in which games arrive: whole numbers in integers, and a
    float, which is a binary fraction, as its numerator added to the sum kept for its denominator
    (a power of two: a few of them, whatever the number of games). `total` and `squares` give them
    as fractions."""

    __slots__ = ("counts", "n", "whole", "whole_squares", "parts", "part_squares", "coarse")

    def __init__(self) -> None:
        self.counts: Counter = Counter()
        self.n = 0
        self.whole = self.whole_squares = 0
        self.parts: dict[int, int] = {}  # denominator -> the sum of the numerators over it
        self.part_squares: dict[int, int] = {}
        self.coarse = False

    def add(self, v) -> None:
        if v is None:
            return
        self.n += 1
        if type(v) is int or (type(v) is float and v.is_integer()):
            v = int(v)
            self.whole += v
            self.whole_squares += v * v
            self.counts[v] += 1
        else:
            num, den = v.as_integer_ratio()
            parts, squares = self.parts, self.part_squares
            parts[den] = parts.get(den, 0) + num
            den *= den
            squares[den] = squares.get(den, 0) + num * num
            self.counts[round(v, 4) if self.coarse else v] += 1
        if not self.coarse and len(self.counts) > EXACT_VALUES:
            self._coarsen()

    def _coarsen(self) -> None:
        """From now on, fractional values are counted rounded to 4 decimals, those counted so far too:
        once more than `EXACT_VALUES` distinct values (whole or not) have come, in any order."""
        self.coarse = True
        merged: Counter = Counter()
        for value, count in self.counts.items():
            merged[value if type(value) is int else round(value, 4)] += count
        self.counts = merged

    def merge(self, other: "Measure") -> None:
        """Adds what `other` counted, as if its values had been added here one by one."""
        self.n += other.n
        self.whole += other.whole
        self.whole_squares += other.whole_squares
        for mine, theirs in ((self.parts, other.parts), (self.part_squares, other.part_squares)):
            for den, num in theirs.items():
                mine[den] = mine.get(den, 0) + num
        self.counts.update(other.counts)
        if self.coarse or other.coarse or len(self.counts) > EXACT_VALUES:
            self._coarsen()  # (rounding a rounded value again keeps it)

    @property
    def total(self) -> int | Fraction:
        """The exact sum of the values."""
        return self.whole + sum((Fraction(num, den) for den, num in self.parts.items()), Fraction(0))

    @property
    def squares(self) -> int | Fraction:
        """The exact sum of the values' squares."""
        return self.whole_squares + sum((Fraction(num, den) for den, num in self.part_squares.items()), Fraction(0))

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
        """[value, games] pairs, ascending."""
        return [[value, count] for value, count in sorted(self.counts.items())]


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
        n = self.players
        self.games += 1
        # a share of the victory: what a win rate counts (a rulebook's payoff may be chips)
        winners = r["winners"]
        k = len(winners)
        for p in winners:
            self.shares[p][k] += 1
        self.draws += k != 1
        first = r["first_player"]
        if first is not None:
            self.firsts += 1
            if first in winners:
                self.first_shares[k] += 1
            self.first_by_seat[first] += 1
        s = r["scores"]
        if s:
            for p in range(n):
                self.seat_scores[p].add(s[p])
                self.scores.add(s[p])
            if winners and all(s[w] is not None for w in winners):
                self.winner.add(max(s[w] for w in winners))
                if all(v is not None for v in s):
                    others = [s[p] for p in range(n) if p not in winners]
                    if others:
                        self.margin.add(max(s[w] for w in winners) - max(others))
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
