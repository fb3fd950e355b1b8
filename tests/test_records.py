"""Records made with `records.frozen`: equality, hashing and `repr` as attrs would write them."""

from __future__ import annotations

import attrs
import pytest

from rulerun.interpreter.records import frozen


@frozen
class Point:
    x: int
    y: int = 0
    note: str = attrs.field(default="", eq=False, repr=False)


@frozen
class Shown:
    x: int

    def __repr__(self) -> str:
        return "shown"


@frozen(kw_only=True)
class Named:
    a: int


def test_records_compare_hash_and_show_their_fields_as_attrs_does():
    @attrs.frozen
    class Plain:
        x: int
        y: int = 0
        note: str = attrs.field(default="", eq=False, repr=False)

    for cls in (Point, Plain):
        p, q = cls(1, 2, "a"), cls(1, 2, "b")
        assert p == q and not p != q and hash(p) == hash(q) and len({p, q}) == 1
        assert p != cls(1, 3) and cls(1) == cls(1, 0)
        assert p.__eq__((1, 2)) is NotImplemented
        assert repr(p) == f"{cls.__name__}(x=1, y=2)"
        with pytest.raises(attrs.exceptions.FrozenInstanceError):
            p.x = 5
    assert Point(1, 2) != Plain(1, 2)  # another class, the same fields
    assert repr(Shown(1)) == "shown"  # a class's own method stays
    assert Named(a=1) == Named(a=1)
    with pytest.raises(TypeError):
        Named(1)
