"""Records made with `records.frozen`: fields, `__init__`, equality, hashing, `repr`, immutability and
pickling, and the mistakes a class of records is refused for."""

from __future__ import annotations

import copy
import pickle
import subprocess
import sys
from pathlib import Path

import pytest

from rulerun.interpreter import record_shapes
from rulerun.interpreter.records import FrozenError, evolve, field, fields, frozen, has


@frozen
class Point:
    x: int
    y: int = 0
    note: str = field(default="", eq=False, repr=False)


@frozen
class Shown:
    x: int

    def __repr__(self) -> str:
        return "shown"


@frozen(kw_only=True)
class Named:
    a: int
    _hidden: int = 3
    items: list = field(factory=list)


@frozen
class Indexed:
    names: tuple
    index: dict = field(init=False, eq=False, repr=False)
    fixed: int = field(init=False, default=7)

    def __post_init__(self) -> None:
        object.__setattr__(self, "index", {name: i for i, name in enumerate(self.names)})


@frozen(kw_only=True)
class Base:
    a: int
    b: int = 1

    def total(self) -> int:
        return self.a + self.b


@frozen(kw_only=True)
class Derived(Base):
    b: int = 10
    c: int = 0

    def total(self) -> int:
        return super().total() + self.c


def test_records_compare_hash_and_show_their_fields():
    p, q = Point(1, 2, "a"), Point(1, 2, "b")
    assert p == q and not p != q and hash(p) == hash(q) and len({p, q}) == 1  # `note` takes no part
    assert p != Point(1, 3) and Point(1) == Point(1, 0) and Point(x=1, y=2) == p
    assert p.__eq__((1, 2)) is NotImplemented and p != (1, 2)
    assert repr(p) == "Point(x=1, y=2)"
    assert repr(Shown(1)) == "shown"  # a class's own method stays
    assert Point.__match_args__ == ("x", "y", "note")


def test_a_record_of_another_class_is_never_equal():
    @frozen
    class Other:
        x: int
        y: int = 0
        note: str = field(default="", eq=False, repr=False)

    assert Point(1, 2) != Other(1, 2) and Other(1, 2) == Other(1, 2)


def test_records_never_change():
    p = Point(1, 2)
    with pytest.raises(FrozenError):
        p.x = 5
    with pytest.raises(FrozenError):
        del p.y
    with pytest.raises(AttributeError):
        p.other = 1  # slots: no field of another name either
    assert isinstance(FrozenError(), AttributeError) and p == Point(1, 2)


def test_keywords_defaults_and_factories():
    n = Named(a=1)
    assert n._hidden == 3 and Named(a=1, hidden=4)._hidden == 4  # `_hidden` is given as `hidden`
    with pytest.raises(TypeError):
        Named(1)
    with pytest.raises(TypeError):
        Point()
    assert n.items == [] and n.items is not Named(a=1).items  # a new list for each record
    given = [1]
    assert Named(a=1, items=given).items is given


def test_post_init_sets_the_fields_left_out_of_init():
    i = Indexed(("a", "b"))
    assert i.index == {"a": 0, "b": 1} and i.fixed == 7
    assert i == Indexed(("a", "b")) and repr(i) == "Indexed(names=('a', 'b'), fixed=7)"
    with pytest.raises(TypeError):
        Indexed(("a",), {})
    assert evolve(i, names=("c",)).index == {"c": 0}  # worked out again for the copy


def test_a_record_based_on_a_record_has_its_fields_first():
    d = Derived(a=1, c=5)
    assert [f.name for f in fields(Derived)] == ["a", "b", "c"] and d.b == 10
    assert d.total() == 16  # `super()` in a method finds the base
    assert isinstance(d, Base) and Base(a=1, b=10) != Derived(a=1, b=10)


def test_pickling_copying_and_evolving():
    p = Point(1, 2, "a")
    for made in (pickle.loads(pickle.dumps(p)), copy.copy(p), copy.deepcopy(p)):
        assert made == p and made.note == "a" and made is not p
    d = Derived(a=2, c=3)
    assert pickle.loads(pickle.dumps(d)) == d
    assert evolve(p, y=5) == Point(1, 5) and evolve(p, y=5).note == "a"
    assert evolve(Named(a=1, hidden=2), a=3) == Named(a=3, hidden=2)
    with pytest.raises(TypeError):
        evolve(p, z=1)


def test_fields_and_has():
    by_name = {f.name: f for f in fields(Point)}
    assert list(by_name) == ["x", "y", "note"] and by_name["note"].eq is False and by_name["note"].repr is False
    assert by_name["y"].default == 0 and by_name["x"].init and not by_name["x"].kw_only
    assert {f.name: f.alias for f in fields(Named)}["_hidden"] == "hidden"
    assert has(Point) and not has(int) and not has(Point(1))
    with pytest.raises(TypeError):
        fields(int)


def test_class_variables_are_no_fields():
    from typing import ClassVar

    @frozen
    class Counted:
        x: int
        kinds: ClassVar[tuple] = ("a",)

    assert [f.name for f in fields(Counted)] == ["x"] and Counted.kinds == ("a",)


@pytest.mark.parametrize("body, message", [
    ("x: int = 0\ny: int", "has no default"),
    ("x = field(default=1)", "has no type"),
    ("x: int\ndef __init__(self):\n    pass", "its own __init__"),
    ("x: int\n__slots__ = ('x',)", "its own __slots__"),
    ("_x: int\nx: int", "two fields"),
    ("self: int", "two fields"),
])
def test_a_class_that_cannot_be_a_record_is_refused(body, message):
    namespace: dict = {"field": field}
    exec("class Bad:\n" + "".join(f"    {line}\n" for line in body.splitlines()), namespace)  # noqa: S102
    with pytest.raises(TypeError, match=message):
        frozen(namespace["Bad"])


def test_a_record_is_based_only_on_records():
    class Plain:
        pass

    class Bad(Plain):
        x: int

    with pytest.raises(TypeError, match="based only on records"):
        frozen(Bad)
    with pytest.raises(TypeError):
        field(default=1, factory=list)


def test_record_shapes_module_has_every_shape_of_rulerun_records():
    """`record_shapes.py` holds the `__init__` of each shape of record rulerun makes, and no other:
    if not, write it again with `python -m rulerun.interpreter.records > interpreter/record_shapes.py`."""
    written = subprocess.run([sys.executable, "-m", "rulerun.interpreter.records"], check=True, capture_output=True,
                             text=True).stdout
    assert written == Path(record_shapes.__file__).read_text(encoding="utf-8")
