"""Immutable records: classes of named fields, made quickly as rulerun starts.

The intermediate form, the steps and the model are some hundred and fifty classes of records, all
made every time rulerun starts. A record is a class of annotated fields:

    @frozen
    class Point:
        x: int
        y: int = 0
        note: str = field(default="", eq=False, repr=False)

`frozen` makes it a class with slots whose fields cannot be set once it is made (`FrozenError`),
with:

- an `__init__` taking the fields in order (`frozen(kw_only=True)`: by keyword only; a field
  `_x` is given as `x`), then calling the class's `__post_init__`, where it has one;
- equality, hashing and a `repr` over the fields that take part in them (`field(eq=False)`,
  `field(repr=False)` leave one out); equality holds only between records of one class;
- pickling, copying and `__match_args__`.

A field may have a default, a `factory` called for each new record, or be left out of `__init__`
(`field(init=False)`: set by `__post_init__`). A record may be based on records; a method the class
writes itself (`__repr__`, `__eq__` ...) stays. `fields(cls)` gives a record's fields, and
`evolve(record, **changes)` a copy with some of them changed.

Why not attrs or dataclasses: both write each class's methods as source and compile them as the
class is made, and importing attrs alone took as long as the rest of rulerun's own modules. Here
no source is compiled as a class is made: records whose `__init__` differ only in their fields'
names share one code (`record_shapes.py`, which Python's bytecode cache keeps compiled), renamed
for each (`_make_init`).
"""

from __future__ import annotations

import operator
import sys
from types import CodeType, FunctionType
from typing import Any

from .record_shapes import SHAPES


class _Nothing:
    __slots__ = ()

    def __repr__(self) -> str:
        return "NOTHING"

    def __reduce__(self) -> str:
        return "NOTHING"


NOTHING: Any = _Nothing()  # a field without a default


class FrozenError(AttributeError):
    """A field of a record was set or deleted: a record never changes once made."""


class Field:
    """A field of a record, as `fields` gives them."""

    __slots__ = ("name", "type", "default", "factory", "eq", "repr", "init", "kw_only", "alias")

    def __init__(self, name: str, type: Any, default: Any, factory: Any, eq: bool, repr: bool, init: bool,
                 kw_only: bool):
        self.name = name
        self.type = type  # the annotation, as written
        self.default = default  # NOTHING: none
        self.factory = factory  # None: none
        self.eq = eq
        self.repr = repr
        self.init = init
        self.kw_only = kw_only
        self.alias = name.lstrip("_")  # its parameter in `__init__`

    def __repr__(self) -> str:
        return f"Field({self.name!r})"


class _Declared:
    """What `field` leaves in a class body."""

    __slots__ = ("default", "factory", "eq", "repr", "init")

    def __init__(self, default: Any, factory: Any, eq: bool, repr: bool, init: bool):
        self.default, self.factory, self.eq, self.repr, self.init = default, factory, eq, repr, init


def field(*, default: Any = NOTHING, factory: Any = None, eq: bool = True, repr: bool = True,
          init: bool = True) -> Any:
    """A field with settings: a `default` or a `factory` (called for each new record), whether it
    takes part in equality and hashing (`eq`) and in the `repr`, and whether `__init__` takes it."""
    if default is not NOTHING and factory is not None:
        raise TypeError("a field has a default or a factory, not both")
    return _Declared(default, factory, eq, repr, init)


def frozen(cls=None, *, kw_only: bool = False):
    """The record of a class of annotated fields (see the module docstring)."""

    def make(cls):
        return _make(cls, kw_only)

    return make if cls is None else make(cls)


def has(cls) -> bool:
    """Whether `cls` is a class of records."""
    return isinstance(cls, type) and hasattr(cls, "__record_fields__")


def fields(cls) -> tuple[Field, ...]:
    """The fields of a class of records, in the order its `__init__` takes them."""
    try:
        return cls.__record_fields__
    except AttributeError:
        raise TypeError(f"{cls!r} is not a class of records") from None


def evolve(record, **changes):
    """A copy of `record` with the fields named in `changes` (by their parameters) changed."""
    cls = record.__class__
    for f in cls.__record_fields__:
        if f.init and f.alias not in changes:
            changes[f.alias] = getattr(record, f.name)
    return cls(**changes)


# ---- methods shared by every record ---------------------------------------------------------------
_COMPARED: dict[type, Any] = {}  # a class -> what its equality compares (`_compared`)


def _compared(cls):
    """A function of a record of `cls` giving what equality compares: its fields that take part."""
    getter = _COMPARED.get(cls)
    if getter is None:
        names = [f.name for f in cls.__record_fields__ if f.eq]
        getter = _COMPARED[cls] = operator.attrgetter(*names, "__class__")  # a tuple, never a lone value
    return getter


def _eq(self, other):
    if other.__class__ is not self.__class__:
        return NotImplemented
    compared = _compared(self.__class__)
    return compared(self) == compared(other)


def _ne(self, other):
    if other.__class__ is not self.__class__:
        return NotImplemented
    compared = _compared(self.__class__)
    return compared(self) != compared(other)


def _hash(self):
    return hash(_compared(self.__class__)(self))


def _repr(self):
    cls = self.__class__
    shown = ", ".join(f"{f.name}={getattr(self, f.name)!r}" for f in cls.__record_fields__ if f.repr)
    return f"{cls.__qualname__.rsplit('>.', 1)[-1]}({shown})"


def _setattr(self, name, value):
    raise FrozenError(f"{self.__class__.__qualname__}.{name} cannot be set: a record never changes")


def _delattr(self, name):
    raise FrozenError(f"{self.__class__.__qualname__}.{name} cannot be deleted: a record never changes")


def _getstate(self):
    return tuple(getattr(self, f.name) for f in self.__record_fields__)


def _setstate(self, state):
    for f, value in zip(self.__record_fields__, state):
        object.__setattr__(self, f.name, value)


_SHARED = (("__eq__", _eq), ("__ne__", _ne), ("__hash__", _hash), ("__repr__", _repr))


# ---- making a class -------------------------------------------------------------------------------
_TEMPLATES: dict[str, CodeType] = {}  # a shape of record (`_shape`) -> the code of its `__init__` (`_template`)
_OWN = ("__init__", "__setattr__", "__delattr__", "__getstate__", "__setstate__", "__slots__")


def _is_class_var(annotation) -> bool:
    text = annotation if isinstance(annotation, str) else repr(annotation)
    return text.startswith(("ClassVar", "typing.ClassVar", "t.ClassVar"))


def _make(cls, kw_only: bool):
    cd = cls.__dict__
    bad = next((name for name in _OWN if name in cd), None)
    if bad is not None:
        raise TypeError(f"record {cls.__qualname__} writes its own {bad}")
    bases = cls.__mro__[1:-1]
    if cls.__class__ is not type or not all("__record_own__" in base.__dict__ for base in bases):
        raise TypeError(f"record {cls.__qualname__} may be based only on records, without a metaclass")
    anns = cd.get("__annotations__", {})
    own = []
    for name, annotation in anns.items():
        if _is_class_var(annotation):
            continue
        value = cd.get(name, NOTHING)
        d = value if value.__class__ is _Declared else _Declared(value, None, True, True, True)
        own.append(Field(name, annotation, d.default, d.factory, d.eq, d.repr, d.init, kw_only))
    for name, value in cd.items():
        if value.__class__ is _Declared and name not in anns:
            raise TypeError(f"record {cls.__qualname__}: the field {name} has no type")
    names = {f.name for f in own}
    # the bases' fields, the furthest back first, each name where it is declared last
    inherited = [f for base in reversed(bases) for f in base.__dict__["__record_own__"] if f.name not in names]
    seen: set = set()
    base_fields = []
    for f in reversed(inherited):
        if f.name not in seen:
            seen.add(f.name)
            base_fields.append(f)
    all_fields = tuple(base_fields[::-1] + own)
    aliases = [f.alias for f in all_fields if f.init]
    if len(set(aliases)) < len(aliases) or "self" in aliases:
        raise TypeError(f"record {cls.__qualname__}: two fields are given by one name in __init__")
    had_default = None
    for f in all_fields:
        if f.init and not f.kw_only:
            if had_default is not None and f.default is NOTHING and f.factory is None:
                raise TypeError(f"record {cls.__qualname__}: the field {f.name} has no default, but follows "
                                f"{had_default}, which has one")
            if had_default is None and (f.default is not NOTHING or f.factory is not None):
                had_default = f.name

    made = {k: v for k, v in cd.items() if k not in names and k not in ("__dict__", "__weakref__")}
    slots = set()
    for base in bases:
        slots.update(base.__dict__.get("__slots__", ()))
    made["__slots__"] = tuple(f.name for f in own if f.name not in slots)
    made["__record_fields__"] = all_fields
    made["__record_own__"] = tuple(own)
    made["__match_args__"] = tuple(f.name for f in all_fields if f.init and not f.kw_only)
    made["__setattr__"], made["__delattr__"] = _setattr, _delattr
    made["__getstate__"], made["__setstate__"] = _getstate, _setstate
    for name, method in _SHARED:
        if name not in cd:  # one the class writes itself stays
            made[name] = method
    made["__init__"] = _make_init(cls, all_fields, getattr(cls, "__post_init__", None) is not None)
    new = type(cls.__name__, cls.__bases__, made)
    for item in cd.values():  # `super()` and `__class__` in methods: the new class
        if isinstance(item, (classmethod, staticmethod)):
            item = item.__func__
        elif isinstance(item, property):
            item = item.fget
        for cell in getattr(item, "__closure__", None) or ():
            try:
                if cell.cell_contents is cls:
                    cell.cell_contents = new
            except ValueError:  # an empty cell
                pass
    return new


def _shape(fields, post_init: bool) -> str:
    """What the `__init__` of a record with these `fields` (those it sets) does with each, in
    order: `p` or `k` for a positional or keyword parameter, `x` for a field set without one; then
    `r` for a required one, `d` for one with a default, `f` for one made by a factory; last,
    whether it calls `__post_init__`."""
    codes = [("x" if not f.init else "k" if f.kw_only else "p") + ("f" if f.factory is not None else
                                                                    "r" if f.default is NOTHING else "d")
             for f in fields]
    return " ".join(codes) + (" post" if post_init else "")


def _init_script(shape: str, names) -> str:
    """The source of the `__init__` of a `shape` of record (`_shape`) whose fields are `names` (and
    whose parameters too: `_make_init` renames them)."""
    lines = ["_set = _setter(self)"]
    positional, keywords = [], []
    for code, name in zip(shape.split(), names):
        if code[0] == "x":
            lines.append(f"_set('{name}', {f'_factory_{name}()' if code[1] == 'f' else f'_default_{name}'})")
            continue
        if code[1] == "f":
            lines += [f"if {name} is NOTHING:", f"    {name} = _factory_{name}()"]
        lines.append(f"_set('{name}', {name})")
        (keywords if code[0] == "k" else positional).append(name if code[1] == "r" else f"{name}=None")
    if shape.endswith("post"):
        lines.append("self.__post_init__()")
    signature = ", ".join(["self", *positional] + (["*", *keywords] if keywords else []))
    body = "\n    ".join(lines)
    return f"def __init__({signature}):\n    {body}\n"


def _template(shape: str) -> CodeType:
    """The code of the `__init__` of a `shape` of record, its fields named by their places (`f0_`,
    `f1_` ...): compiled with rulerun where `record_shapes.py` has it, else compiled here."""
    template = _TEMPLATES.get(shape)
    if template is None:
        shaped = SHAPES.get(shape)
        if shaped is not None:
            template = shaped.__code__.replace(co_name="__init__", co_firstlineno=1,
                                               **({"co_qualname": "__init__"} if sys.version_info >= (3, 11) else {}))
        else:
            places = [f"f{i}_" for i in range(len(shape.split()) - shape.endswith("post"))]
            template = next(c for c in compile(_init_script(shape, places), "<record>", "exec").co_consts
                            if isinstance(c, CodeType))
        _TEMPLATES[shape] = template
    return template


def _make_init(cls, fields, post_init: bool):
    """The `__init__` of a record: the code of its shape (`_template`), renamed for its fields."""
    fields = [f for f in fields if f.init or f.default is not NOTHING or f.factory is not None]
    template = _template(_shape(fields, post_init))
    places = [f"f{i}_" for i in range(len(fields))]
    rename = dict(zip(places, (f.name for f in fields)))  # in the constants: the fields' names
    for place, f in zip(places, fields):
        rename[f"_factory_{place}"] = f"_factory_{f.name}"
        rename[f"_default_{place}"] = f"_default_{f.name}"
    parameters = dict(zip(places, (f.alias for f in fields)))  # in the local variables: the parameters
    code = template.replace(co_filename=f"<record {cls.__module__}.{cls.__qualname__}>",
                            co_varnames=tuple(parameters.get(n, n) for n in template.co_varnames),
                            co_names=tuple(rename.get(n, n) for n in template.co_names),
                            co_consts=tuple(rename.get(c, c) if c.__class__ is str else c
                                            for c in template.co_consts))
    globs: dict[str, Any] = {"_setter": object.__setattr__.__get__, "NOTHING": NOTHING}
    defaults, kw_defaults = [], {}
    for f in fields:
        if f.factory is not None:
            globs[f"_factory_{f.name}"] = f.factory
        elif f.default is not NOTHING and not f.init:
            globs[f"_default_{f.name}"] = f.default
        if f.init and (f.default is not NOTHING or f.factory is not None):
            default = NOTHING if f.factory is not None else f.default
            if f.kw_only:
                kw_defaults[f.alias] = default
            else:
                defaults.append(default)
    init = FunctionType(code, globs, "__init__", tuple(defaults) or None)
    if kw_defaults:
        init.__kwdefaults__ = kw_defaults
    init.__module__ = cls.__module__
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    return init


def shapes_module() -> str:
    """The text of `record_shapes.py` for the shapes of the records made so far (`_TEMPLATES`)."""
    parts = ['"""The `__init__` of each shape of record that rulerun has (`records._make_init`): written as\n'
             "a module, Python's bytecode cache keeps them compiled. Written by\n"
             "`python -m rulerun.interpreter.records > interpreter/record_shapes.py`; never run as they stand\n"
             '(their names are those of `records._template`), they are renamed for each record.\n"""\n'
             "# flake8: noqa\n# fmt: off\n"]
    for number, shape in enumerate(sorted(_TEMPLATES)):
        places = [f"f{i}_" for i in range(len(shape.split()) - shape.endswith("post"))]
        parts.append("\n\n" + _init_script(shape, places).replace("def __init__(", f"def _{number}(", 1))
    parts.append("\n\nSHAPES = {\n" + "".join(f"    {shape!r}: _{number},\n"
                                            for number, shape in enumerate(sorted(_TEMPLATES))) + "}\n")
    return "".join(parts)


if __name__ == "__main__":  # the shapes of rulerun's records, as `record_shapes.py`
    import importlib

    for module in ("analysis", "codegen.steps", "codegen.model_code", "resolve"):
        importlib.import_module(f"rulerun.interpreter.{module}")
    sys.stdout.write(sys.modules["rulerun.interpreter.records"].shapes_module())
