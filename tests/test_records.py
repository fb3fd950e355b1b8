"""Records made with `records.frozen`: equality, hashing and `repr` as attrs would write them."""

from __future__ import annotations

import pickle

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
    p = Point(1, 2, "a")
    assert pickle.loads(pickle.dumps(p)) == p and pickle.loads(pickle.dumps(p)).note == "a"
    assert attrs.evolve(p, y=5) == Point(1, 5) and attrs.has(Point) and attrs.fields(Point).note.eq is False


_DESCRIBE = r"""
import json, linecache, re, sys
import attrs
from rulerun.interpreter import records
records._QUICK = sys.argv[1] == "quick"
from rulerun.interpreter import analysis, builtins, compiler, ir_nodes, ir_decls, layout, model, resolve
from rulerun.interpreter.codegen import steps

def shown(value):
    shown = value.__qualname__ if isinstance(value, type) or callable(value) else repr(value)
    return re.sub(" at 0x[0-9a-f]+", "", shown)  # the same object, in another process

out = {}
for module in (ir_nodes, ir_decls, model, steps, analysis, builtins, compiler, layout, resolve):
    for name, cls in vars(module).items():
        if not isinstance(cls, type) or not attrs.has(cls) or cls.__module__ != module.__name__:
            continue
        init = cls.__init__
        out[f"{module.__name__}.{name}"] = {
            "quick": cls in records._MADE,
            "fields": [{slot: shown(getattr(a, slot)) for slot in attrs.Attribute.__slots__}
                       for a in attrs.fields(cls)],
            "fields_class": type(attrs.fields(cls)).__name__,
            "dict": list(cls.__dict__),
            "slots": cls.__slots__, "match_args": cls.__match_args__,
            "mro": [c.__qualname__ for c in cls.__mro__],
            "props": {slot: shown(getattr(cls.__attrs_props__, slot)) for slot in type(cls.__attrs_props__).__slots__},
            "init": "".join(linecache.getlines(init.__code__.co_filename)),
            "init_file": init.__code__.co_filename,
            "init_code": [init.__code__.co_code.hex(), shown(init.__code__.co_consts), init.__code__.co_names,
                          init.__code__.co_varnames, init.__code__.co_argcount, init.__code__.co_kwonlyargcount,
                          init.__code__.co_posonlyargcount, init.__code__.co_flags, init.__code__.co_nlocals,
                          init.__code__.co_stacksize, init.__code__.co_name, init.__code__.co_firstlineno],
            "init_names": [init.__qualname__, init.__module__, init.__doc__],
            "init_annotations": {k: shown(v) for k, v in init.__annotations__.items()},
            "init_defaults": [shown(init.__defaults__), {k: shown(v) for k, v in (init.__kwdefaults__ or {}).items()}],
            "init_globals": sorted(init.__globals__),
            "state": [getattr(cls, m).__name__ for m in ("__getstate__", "__setstate__", "__setattr__",
                                                             "__delattr__")],
        }
print(json.dumps(out, sort_keys=True))
"""


def test_records_made_quickly_are_the_classes_attrs_makes():
    import json
    import subprocess
    import sys

    quick, plain = (json.loads(subprocess.run([sys.executable, "-c", _DESCRIBE, how], check=True, capture_output=True,
                                              text=True).stdout) for how in ("quick", "plain"))
    assert quick.keys() == plain.keys()
    assert len(quick) > 100 and all(described.pop("quick") and not plain[name].pop("quick")
                                    for name, described in quick.items())
    for name in quick:
        assert quick[name] == plain[name], name


def test_record_shapes_module_has_every_shape_of_rulerun_records():
    """`record_shapes.py` holds the `__init__` of each shape of record rulerun makes, and no other:
    if not, write it again with `python -m rulerun.interpreter.records > interpreter/record_shapes.py`."""
    import subprocess
    import sys
    from pathlib import Path

    from rulerun.interpreter import record_shapes

    written = subprocess.run([sys.executable, "-m", "rulerun.interpreter.records"], check=True, capture_output=True,
                             text=True).stdout
    assert written == Path(record_shapes.__file__).read_text(encoding="utf-8")
