"""How generated code reaches the values an expression reads (part of code generation): the
`Scope` of the code being written, the values a loop keeps once (`Kept`), and `EVERY_SLOT`."""

from __future__ import annotations


class _Every:
    """Every slot: where nothing is written while the code runs (a loop's own function)."""

    def __contains__(self, slot) -> bool:
        return True


EVERY_SLOT = _Every()


class Scope:
    """How the code being written reaches the values an expression reads: the frame's locals
    list (`locals`), slots read from names of their own (`named`: an inlined procedure's unchanged
    arguments, a loop's item), aggregate items (`items`), the slots whose reads may be kept in a
    local name (`stable`: none that the function writes), and an inlined define's parameters
    (`subst`: slot -> (argument, the scope it is written in))."""

    __slots__ = ("locals", "named", "items", "stable", "subst")

    def __init__(self, locals: str = "L", named: dict | None = None, items: dict | None = None,
                 stable: frozenset = frozenset(), subst: dict | None = None):
        self.locals = locals
        self.named = named or {}
        self.items = items or {}
        self.stable = stable
        self.subst = subst

    def with_items(self, items: dict) -> "Scope":
        return Scope(self.locals, self.named, {**self.items, **items}, self.stable, self.subst)


class Kept(dict):
    """The values a loop works out once (`ExprGen.once`): a node's key -> the name of its value;
    `inside`: how deep the code being written lies inside the call of one of them."""

    __slots__ = ("inside",)

    def __init__(self) -> None:
        super().__init__()
        self.inside = 0
