"""Lazily dealt piles: the cards of a zone whose order is drawn only as the rules come to need it
(part of chance mode, `chance.py`).

In chance mode every zone instance's cards are a `Pile`: a list, in which the positions of one
stretch, `[lo, hi)`, are not decided yet. Shuffling a zone nobody sees leaves its whole order
undecided; the card at a position of the stretch is drawn, uniformly among the cards of the
stretch, when the rules first read that position or take the card from it: the top card for
`top(Z)` or `move top(Z) to ...`, the bottom one for `bottom(Z)`, every one for a loop over Z.
A game so dealt goes as if the zone had been shuffled at once, with far fewer outcomes to branch
over: the first card dealt from a three-card deck has three, not 3! orders.

Until they are drawn, the stretch holds its cards in card order, which the rules never see: every
way of reading a list that depends on the order (indexing, slicing, iterating, copying) draws
first. Reading what does not depend on it draws nothing: how many cards there are (`len`), whether
a card is there (`in`, `count`), taking a card the rules name out of the pile (`remove`), adding
cards on top (`append`, `extend`) or at the bottom (`insert(0, ...)`).

A zone that someone sees is never left undecided: shuffling it draws its whole order (top first),
and in a zone whose top card is face up, the top is drawn as soon as it shows. Code that reads a
pile outside a step of the rules (rendering an observation, copying a state) reads the list as it
is: the draws' `active` flag says whether the rules are running.
"""

from __future__ import annotations

# Who sees a zone's cards, for a pile: decides what a shuffle leaves undecided.
SEEN_BY_NOBODY = 0
SEEN_AT_TOP = 1
SEEN = 2


class Pile(list):
    """The cards of one zone instance, bottom to top, with an undecided stretch `[lo, hi)`.

    `draws` is the state's source of chance outcomes (`chance.ChanceDraws`): `draws.card(cards)`
    gives the card drawn among `cards`. `seen` is SEEN_BY_NOBODY, SEEN_AT_TOP or SEEN.
    """

    __slots__ = ("lo", "hi", "seen", "draws")

    def __init__(self, cards: list, seen: int, draws, lo: int = 0, hi: int = 0):
        list.__init__(self, cards)
        self.seen = seen
        self.draws = draws
        self.lo = lo
        self.hi = hi

    def copy_for(self, draws) -> "Pile":
        """An exact copy, for a copy of the state whose draws are `draws`."""
        return Pile(list.copy(self), self.seen, draws, self.lo, self.hi)

    @property
    def undecided(self) -> int:
        """How many positions are not decided yet."""
        return self.hi - self.lo

    def plain(self) -> list:
        """The cards as a plain list, the undecided stretch in card order."""
        return list.copy(self)

    # ---- drawing -----------------------------------------------------------------------------
    def shuffle_lazily(self) -> None:
        """A shuffle: the whole order undecided, then what someone sees drawn at once."""
        cards = sorted(list.copy(self))
        list.__setitem__(self, slice(None), cards)
        self.lo, self.hi = 0, len(cards)
        if self.seen == SEEN:
            self._decide(0, len(cards) - 1)
        else:
            self._show_top()

    def _live(self) -> bool:
        return self.hi > self.lo and self.draws.active

    def _draw_top(self) -> None:
        lo, hi = self.lo, self.hi
        stretch = list.__getitem__(self, slice(lo, hi))
        card = self.draws.card(stretch)
        stretch.remove(card)
        stretch.append(card)
        list.__setitem__(self, slice(lo, hi), stretch)
        self.hi = hi - 1

    def _draw_bottom(self) -> None:
        lo, hi = self.lo, self.hi
        stretch = list.__getitem__(self, slice(lo, hi))
        card = self.draws.card(stretch)
        stretch.remove(card)
        stretch.insert(0, card)
        list.__setitem__(self, slice(lo, hi), stretch)
        self.lo = lo + 1

    def _decide(self, first: int, last: int) -> None:
        """Decides the positions `first..last` of the stretch (and those between them and the nearer
        end of the stretch, which keeps it in one piece)."""
        first, last = max(first, self.lo), min(last, self.hi - 1)
        if first > last:
            return
        if self.hi - first <= last - self.lo + 1:
            while self.hi > first:
                self._draw_top()
        else:
            while self.lo <= last:
                self._draw_bottom()

    def _decide_all(self) -> None:
        self._decide(self.lo, self.hi - 1)

    def _show_top(self) -> None:
        """In a zone whose top card is face up, the top card is drawn as soon as it shows."""
        if self.seen == SEEN_AT_TOP and self.hi > self.lo and self.hi == list.__len__(self):
            self._draw_top()

    def _position(self, index: int) -> int:
        n = list.__len__(self)
        i = index + n if index < 0 else index
        if not 0 <= i < n:
            raise IndexError("pop index out of range" if n else "pop from empty list")
        return i

    # ---- reading in order --------------------------------------------------------------------
    def __getitem__(self, index):
        if self.hi > self.lo and self.draws.active:
            n = list.__len__(self)
            if type(index) is slice:
                positions = range(*index.indices(n))
                if positions:
                    self._decide(min(positions), max(positions))
            elif -n <= index < n:
                i = index + n if index < 0 else index
                self._decide(i, i)
        return list.__getitem__(self, index)

    def __iter__(self):
        if self._live():
            self._decide_all()
        return list.__iter__(self)

    def __reversed__(self):
        if self._live():
            self._decide_all()
        return list.__reversed__(self)

    def copy(self) -> list:
        if self._live():
            self._decide_all()
        return list.copy(self)

    def index(self, *args):
        if self._live():
            self._decide_all()
        return list.index(self, *args)

    def __add__(self, other):
        if self._live():
            self._decide_all()
        return list.__add__(self, other)

    def __radd__(self, other):
        if self._live():
            self._decide_all()
        return list(other) + list.copy(self)

    def __eq__(self, other):
        if self._live():
            self._decide_all()
        return list.__eq__(self, other)

    def __ne__(self, other):
        return not self == other

    __hash__ = None

    # ---- changing ----------------------------------------------------------------------------
    def pop(self, index: int = -1):
        i = self._position(index)
        if self.lo <= i < self.hi:
            self._decide(i, i)
        card = list.pop(self, i)
        if i < self.lo:
            self.lo -= 1
            self.hi -= 1
        self._show_top()
        return card

    def remove(self, card) -> None:
        i = list.index(self, card)
        list.__delitem__(self, i)
        if i < self.lo:
            self.lo -= 1
            self.hi -= 1
        elif i < self.hi:
            self.hi -= 1  # a card the rules name leaves the stretch as it is: the rest stays random
        self._show_top()

    def insert(self, index: int, card) -> None:
        n = list.__len__(self)
        i = max(0, index + n) if index < 0 else min(index, n)
        if self.lo < i < self.hi:
            self._decide(i, self.hi - 1)
        list.insert(self, i, card)
        if i <= self.lo and self.hi > self.lo:
            self.lo += 1
            self.hi += 1

    def clear(self) -> None:
        list.clear(self)
        self.lo = self.hi = 0

    def __setitem__(self, index, value) -> None:
        self._decide_all()
        list.__setitem__(self, index, value)

    def __delitem__(self, index) -> None:
        self._decide_all()
        list.__delitem__(self, index)

    def sort(self, *args, **kwargs) -> None:
        self._decide_all()
        list.sort(self, *args, **kwargs)

    def reverse(self) -> None:
        self._decide_all()
        list.reverse(self)
