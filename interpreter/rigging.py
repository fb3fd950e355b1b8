"""Rigging positions by hand, for tests: named cards put where a test wants them, variables set.

`State` has these methods (`state.place("A1", "hand", 0)`, `state.set_var("score", 3, 1)`); they
touch only its `model` and `data`, never the run loop, and empty the defines' values its runs keep
(`StateData.forget_memos`).
"""

from __future__ import annotations

from typing import Any, Iterable


class PositionRigging:
    """The methods of `State` that set up a position by hand and read it back by name."""

    __slots__ = ()

    def find_cards(self, name: str) -> list[int]:
        return [c for c, n in enumerate(self.model.card_names) if n == name]

    def place(self, name: str, zone: str, owner: int | None = None, bottom: bool = False) -> int:
        """Moves a card with this name (the topmost one not already there) into a zone."""
        inst = self.model.zone_instance(zone, owner)
        d = self.data
        candidates = [c for c in self.find_cards(name) if d.loc[c] != inst]
        if not candidates:
            raise KeyError(f"no card {name!r} left to place in {self.model.instance_name(inst)}")
        # prefer the card nearest the top of the zone it lies in, so decks keep their order
        card = max(candidates, key=lambda c: (d.zones[d.loc[c]].index(c)))
        d.zones[d.loc[card]].remove(card)
        if bottom:
            d.zones[inst].insert(0, card)
        else:
            d.zones[inst].append(card)
        d.loc[card] = inst
        d.forget_memos()
        return card

    def stack_deck(self, zone: str, names_top_first: Iterable[str], owner: int | None = None) -> None:
        """Puts these cards on top of a zone, the first name on top (cards already there move up)."""
        inst = self.model.zone_instance(zone, owner)
        d = self.data
        used: set[int] = set()
        for name in reversed(list(names_top_first)):
            candidates = [c for c in self.find_cards(name) if c not in used]
            if not candidates:
                raise KeyError(f"no card {name!r} left to stack on {self.model.instance_name(inst)}")
            card = max(candidates, key=lambda c: (d.loc[c] != inst, d.zones[d.loc[c]].index(c)))
            used.add(card)
            d.zones[d.loc[card]].remove(card)
            d.zones[inst].append(card)
            d.loc[card] = inst
        d.forget_memos()

    def zone_names(self, zone: str, owner: int | None = None) -> list[str]:
        """The card names in a zone instance, bottom to top."""
        inst = self.model.zone_instance(zone, owner)
        return [self.model.card_names[c] for c in self.data.zones[inst]]

    def var(self, name: str, owner: int | None = None) -> Any:
        for v in self.model.vars:
            if v.name == name:
                return self.data.vars[v.base + (owner or 0 if v.per_player else 0)]
        raise KeyError(name)

    def set_var(self, name: str, value: Any, owner: int | None = None) -> None:
        for v in self.model.vars:
            if v.name == name:
                self.data.vars[v.base + (owner if v.per_player else 0)] = value
                self.data.forget_memos()
                return
        raise KeyError(name)
