"""Immutable records whose classes are quick to create.

attrs writes the methods of a class as source and compiles them, as the class is created: for
rulerun's hundred-odd classes of the intermediate form, of steps and of the model, created every
time rulerun starts, that compiling was about a third of a simulation's start-up. `frozen` lets
attrs write only `__init__`; equality, hashing and `repr`, the same for every class, are written
once here and behave as attrs' own: they compare, hash and show the fields that take part in them
(`attrs.field(eq=False, repr=False)` leaves a field out), and equality holds only between objects of
one class.

Making the class itself is quicker here too (`_quick`): attrs' class builder, general as it is,
spends more on a plain record than the compiling of its `__init__` does. For the records rulerun
writes (fields with defaults and factories, keywords or not, `__attrs_post_init__`, bases that are
records themselves) the class is put together here as attrs would (its fields, slots, pickling,
frozen setting, the `__init__` attrs writes for it), so that `attrs.fields`, `attrs.evolve` and
`attrs.has` see an attrs class; any other class, or another attrs than this was written for, goes
through attrs. Records whose `__init__` differ only in their fields' names share one compiled
`__init__`, renamed for each (`_make_init`): a third as many compiled.
"""

from __future__ import annotations

import builtins
import linecache
import operator
import re
import sys
from functools import cached_property
from types import CodeType, FunctionType
from typing import Any

import attrs

from .record_shapes import SHAPES

_COMPARED: dict[type, Any] = {}  # a class -> what its equality compares (`_compared`)


def frozen(cls=None, *, kw_only: bool = False):
    """`attrs.frozen`, with equality, hashing and `repr` shared (see the module docstring);
    `kw_only`: made with keywords only."""

    def make(cls):
        made = _quick(cls, kw_only)
        if made is None:
            made = attrs.frozen(cls, kw_only=kw_only, eq=False, repr=False)
        for name, method in (("__eq__", _eq), ("__ne__", _ne), ("__hash__", _hash), ("__repr__", _repr)):
            if name not in cls.__dict__:  # one the class writes itself stays, as with attrs
                setattr(made, name, method)
        return made

    return make if cls is None else make(cls)


def _compared(cls):
    """A function of an object of `cls` giving what equality compares: its fields that take part."""
    getter = _COMPARED.get(cls)
    if getter is None:
        names = [a.name for a in attrs.fields(cls) if a.eq]
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
    shown = ", ".join(f"{a.name}={getattr(self, a.name)!r}" for a in attrs.fields(cls) if a.repr)
    return f"{cls.__qualname__.rsplit('>.', 1)[-1]}({shown})"


# ---- classes made here ---------------------------------------------------------------------------
try:  # the parts of attrs that its class builder uses, as attrs 25.4 to 26 have them
    from attr._make import (ClassProps, _CountingAttr, _is_class_var, _make_attr_tuple_class,  # noqa: F401
                            _make_init_script)

    # (not `attrs.__version_info__`: it reads the installed distribution's metadata, slowly)
    _QUICK = (sys.version_info < (3, 14)
              and _make_init_script.__code__.co_varnames[:12] == (
                  "cls", "attrs", "pre_init", "pre_init_has_args", "post_init", "frozen", "slots", "cache_hash",
                  "base_attr_map", "is_exc", "cls_on_setattr", "attrs_init")
              and attrs.Attribute.from_counting_attr.__code__.co_varnames[:5] == (
                  "cls", "name", "ca", "kw_only", "type")
              and attrs.Attribute.__init__.__code__.co_varnames[:20] == (
                  "self", "name", "default", "validator", "repr", "cmp", "hash", "init", "inherited", "metadata",
                  "type", "converter", "kw_only", "eq", "eq_key", "order", "order_key", "on_setattr", "alias",
                  "alias_is_default"))
except (ImportError, AttributeError):  # pragma: no cover - another attrs: its own builder makes every class
    _QUICK = False

_MADE: set = set()  # the classes made here: a record may be based only on these
_REFERENCE: dict = {}  # (kw_only, based) -> the class dictionary of an empty record made by attrs
_INHERITED: dict = {}  # id of a field -> (the field, the field as a subclass inherits it)
_TEMPLATES: dict = {}  # a shape of record (`_shape`) -> the code of its `__init__` (`_template`)
# a class that writes one of these, or inherits one of the last two, is made by attrs
_OWN = ("__init__", "__setattr__", "__delattr__", "__getstate__", "__setstate__", "__slots__", "__match_args__",
        "__replace__", "__attrs_init_subclass__")
_INHERITED_HOOKS = ("__attrs_pre_init__", "__attrs_init_subclass__")
_NOT_SLOTS = ("__dict__", "__weakref__")
_INIT_NAMES = ("", "self", "NOTHING", "attr_dict")  # names in the `__init__` attrs writes (`_init_script`)


def _reference(kw_only: bool, based: bool) -> dict:
    """What attrs writes in the dictionary of every class made with these settings (`based`: on a
    base made frozen), taken from a record without fields that attrs made."""
    cd = _REFERENCE.get((kw_only, based))
    if cd is None:
        made = attrs.frozen(type("Record", (), {}), kw_only=kw_only, eq=False, repr=False)
        if based:
            made = attrs.frozen(type("Record", (made,), {}), kw_only=kw_only, eq=False, repr=False)
        cd = _REFERENCE[kw_only, based] = dict(made.__dict__)
    return cd


def _quick(cls, kw_only: bool):
    """`cls` made as `attrs.frozen(cls, kw_only=kw_only, eq=False, repr=False)` makes it, or None
    where it is not a plain record (see the module docstring)."""
    if not _QUICK:
        return None
    cd = cls.__dict__
    bases = cls.__mro__[1:-1]
    if (any(name in cd for name in _OWN) or any(getattr(cls, name, None) is not None for name in _INHERITED_HOOKS)
            or not all(base in _MADE for base in bases) or cls.__class__ is not type):
        return None
    anns = cd.get("__annotations__", {})
    for name, value in cd.items():
        if (value.__class__ is _CountingAttr and name not in anns) or isinstance(value, cached_property):
            return None  # unannotated fields, or cached properties: attrs' own builder
    own = []
    fca = attrs.Attribute.from_counting_attr
    for name, typ in anns.items():
        if _is_class_var(typ):
            return None
        if name.lstrip("_") in _INIT_NAMES or name in _NOT_SLOTS:
            return None
        ca = cd.get(name, attrs.NOTHING)
        if ca.__class__ is not _CountingAttr:  # the field `attrs.field(default=ca)` describes, made directly
            own.append(attrs.Attribute(name, ca, None, True, None, None, True, False, None, typ, None, kw_only, True,
                                       None, True, None, None, None, True))
            continue
        if ca.alias is not None or ca._validator is not None or ca.converter is not None or ca.on_setattr is not None:
            return None
        own.append(fca(name, ca, kw_only, typ))
    names = {a.name for a in own}
    # fields of the bases, as `attr._make._collect_base_attrs` collects them
    inherited, base_map = [], {}
    for base in reversed(bases):
        for a in base.__attrs_attrs__:
            if a.inherited or a.name in names:
                continue
            kept = _INHERITED.get(id(a))
            if kept is None:
                kept = _INHERITED[id(a)] = (a, a.evolve(inherited=True))
            inherited.append(kept[1])
            base_map[a.name] = base
    seen: set = set()
    base_attrs = []
    for a in reversed(inherited):
        if a.name not in seen:
            base_attrs.insert(0, a)
            seen.add(a.name)
    fields = base_attrs + own
    for a in own:
        object.__setattr__(a, "alias", a.name.lstrip("_"))  # `attr._make._default_init_alias_for`
        object.__setattr__(a, "alias_is_default", True)
    aliases = [a.alias for a in fields if a.init]
    if len(set(aliases)) < len(aliases):
        return None  # attrs says what is wrong
    had_default = False
    for a in fields:
        if a.init and not a.kw_only:
            if had_default and a.default is attrs.NOTHING:
                return None  # attrs says what is wrong
            had_default = had_default or a.default is not attrs.NOTHING
    attr_names = tuple(a.name for a in fields)
    base_names = {a.name for a in base_attrs}

    reference = _reference(kw_only, bool(cls.__bases__) and cls.__bases__[0] is not object)
    made = {k: v for k, v in cd.items() if k not in attr_names and k not in _NOT_SLOTS}
    made["__attrs_attrs__"] = _make_attr_tuple_class(cls.__name__, list(attr_names))(fields)
    for name in ("__attrs_props__", "__setattr__", "__delattr__"):
        made[name] = reference[name]
    state_names = attr_names

    def slots_getstate(self):
        """
        Automatically created by attrs.
        """
        return {name: getattr(self, name) for name in state_names}

    def slots_setstate(self, state):
        """
        Automatically created by attrs.
        """
        __bound_setattr = object.__setattr__.__get__(self)
        if isinstance(state, tuple):
            for name, value in zip(state_names, state):
                __bound_setattr(name, value)
        else:
            for name in state_names:
                if name in state:
                    __bound_setattr(name, state[name])

    made["__getstate__"], made["__setstate__"] = slots_getstate, slots_setstate
    if "__replace__" in reference:
        made["__replace__"] = reference["__replace__"]
    made["__match_args__"] = tuple(a.name for a in fields if a.init and not a.kw_only)
    init = _make_init(cls, fields, bool(getattr(cls, "__attrs_post_init__", False)))
    init.__module__ = cls.__module__
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__doc__ = f"Method generated by attrs for class {cls.__qualname__}."
    made["__init__"] = init

    # slots, as `attr._make._ClassBuilder._create_slots_class` lays them out
    existing_slots = {}
    weakref_inherited = False
    for base in bases:
        if base.__dict__.get("__weakref__", None) is not None:
            weakref_inherited = True
        existing_slots.update({name: getattr(base, name) for name in getattr(base, "__slots__", [])})
    slot_names = [name for name in attr_names if name not in base_names]
    if "__weakref__" not in attr_names and not weakref_inherited:
        slot_names.append("__weakref__")
    reused = {slot: descriptor for slot, descriptor in existing_slots.items() if slot in slot_names}
    made.update(reused)
    made["__slots__"] = tuple(name for name in slot_names if name not in reused)
    made["__qualname__"] = cls.__qualname__
    new = type(cls.__name__, cls.__bases__, made)
    for item in new.__dict__.values():  # `super()` and `__class__` in methods: the new class
        if isinstance(item, (classmethod, staticmethod)):
            cells = getattr(item.__func__, "__closure__", None)
        elif isinstance(item, property):
            cells = getattr(item.fget, "__closure__", None)
        else:
            cells = getattr(item, "__closure__", None)
        for cell in cells or ():
            try:
                if cell.cell_contents is cls:
                    cell.cell_contents = new
            except ValueError:
                pass
    _MADE.add(new)
    return new


def _shape(fields, post_init: bool) -> str:
    """What the `__init__` of a record with these `fields` (those that it sets) does with each, in
    order (`_init_script`): `k` or `p` for a keyword or positional parameter that is required (`r`),
    has a default (`d`) or a factory (`f`, `s` for one that takes the object), `x` and `d`, `f` or
    `s` for a field set without a parameter; then whether it calls `__attrs_post_init__`."""
    codes = []
    for a in fields:
        made = "r" if a.default is attrs.NOTHING else "d"
        if isinstance(a.default, attrs.Factory):
            made = "s" if a.default.takes_self else "f"
        codes.append(("x" if a.init is False else "k" if a.kw_only else "p") + made)
    return " ".join(codes) + (" post" if post_init else "")


def _init_script(shape: str, names, args) -> str:
    """The source of the `__init__` attrs writes for a record (`attr._make._attrs_to_init_script`,
    for a frozen class with slots, without validators, converters or hooks but
    `__attrs_post_init__`): of the `shape` (`_shape`), its fields named `names`, their parameters
    `args`."""
    lines = ["_setattr = _cached_setattr_get(self)"]
    positional, kw_args = [], []
    for code, name, arg_name in zip(shape.split(), names, args):
        made = f"__attr_factory_{name}({'self' if code[1] == 's' else ''})"
        if code[0] == "x":
            lines.append(f"_setattr('{name}', {made if code[1] != 'd' else f'attr_dict[{name!r}].default'})")
            continue
        if code[1] == "d":
            arg = f"{arg_name}=attr_dict['{name}'].default"
            lines.append(f"_setattr('{name}', {arg_name})")
        elif code[1] in "fs":
            arg = f"{arg_name}=NOTHING"
            lines += [f"if {arg_name} is not NOTHING:", f"    _setattr('{name}', {arg_name})", "else:",
                      f"    _setattr('{name}', {made})"]
        else:
            arg = arg_name
            lines.append(f"_setattr('{name}', {arg_name})")
        (kw_args if code[0] == "k" else positional).append(arg)
    if shape.endswith("post"):
        lines.append("self.__attrs_post_init__()")
    signature = ", ".join(positional)
    if kw_args:
        signature += f"{', ' if signature else ''}*, {', '.join(kw_args)}"
    body = "\n    ".join(lines)
    return f"def __init__(self, {signature}):\n    {body}\n"


def _template(shape: str):
    """The code of the `__init__` of a `shape` of record, its fields named by their places (`f0_`,
    `f1_` ...): compiled with rulerun where `record_shapes.py` has it (Python's bytecode cache keeps
    it), else compiled here."""
    template = _TEMPLATES.get(shape)
    if template is None:
        shaped = SHAPES.get(shape)
        if shaped is not None:
            template = shaped.__code__.replace(co_name="__init__", co_firstlineno=1,
                                               **({"co_qualname": "__init__"} if sys.version_info >= (3, 11) else {}))
        else:
            places = [f"f{i}_" for i in range(len(shape.split()) - shape.endswith("post"))]
            template = next(c for c in compile(_init_script(shape, places, places), "<record>", "exec").co_consts
                            if isinstance(c, CodeType))
        _TEMPLATES[shape] = template
    return template


def shapes_module() -> str:
    """The text of `record_shapes.py` for the shapes of the records made so far (`_TEMPLATES`)."""
    parts = ['"""The `__init__` of each shape of record that rulerun has (`records._make_init`): written as\n'
             "a module, Python's bytecode cache keeps them compiled. Written by\n"
             "`python -m rulerun.interpreter.records > interpreter/record_shapes.py`; never run as they stand\n"
             '(their names are those of `records._template`), they are renamed for each record.\n"""\n'
             "# flake8: noqa\n# fmt: off\nfrom __future__ import annotations  # as attrs compiles them\n"]
    shapes = sorted(_TEMPLATES)
    for number, shape in enumerate(shapes):
        places = [f"f{i}_" for i in range(len(shape.split()) - shape.endswith("post"))]
        script = _init_script(shape, places, places)
        header, body = script.split("\n", 1)
        header = re.sub(r"=(attr_dict\['f\d+_'\]\.default|NOTHING)", "=None", header)
        parts.append(f"\n\n{header.replace('def __init__(', f'def _{number}(', 1)}\n{body}")
    parts.append("\n\nSHAPES = {\n" + "".join(f"    {shape!r}: _{number},\n" for number, shape in enumerate(shapes)) + "}\n")
    return "".join(parts)


def _make_init(cls, fields, post_init: bool):
    """The `__init__` attrs makes for a record, without compiling it: records whose `__init__` differ
    only in their fields' names share one compiled (`_template`), renamed for each."""
    fields = [a for a in fields if a.init or a.default is not attrs.NOTHING]
    names = [a.name for a in fields]
    args = [a.alias for a in fields]
    places = [f"f{i}_" for i in range(len(fields))]
    shape = _shape(fields, post_init)
    template = _template(shape)
    rename = dict(zip(places, names))  # in the constants: the names of the fields
    rename.update(("__attr_factory_" + place, "__attr_factory_" + name) for place, name in zip(places, names))
    rename_args = dict(zip(places, args))  # in the local variables: the parameters
    # the source, for tracebacks and debuggers, as `attr._make._linecache_and_compile` keeps it
    script = _init_script(shape, names, args)
    filename = base = f"<attrs generated methods {cls.__module__}.{cls.__qualname__}>"
    count = 1
    while True:
        lines = (len(script), None, script.splitlines(True), filename)
        if linecache.cache.setdefault(filename, lines) == lines:
            break
        filename = f"{base[:-1]}-{count}>"
        count += 1
    code = template.replace(co_filename=filename,
                            co_varnames=tuple(rename_args.get(n, n) for n in template.co_varnames),
                            co_names=tuple(rename.get(n, n) for n in template.co_names),
                            co_consts=tuple(rename.get(c, c) if c.__class__ is str else c
                                            for c in template.co_consts))
    # the globals and defaults `attr._make._make_init_script` gives it
    globs = {f"__attr_factory_{a.name}": a.default.factory for a in fields if isinstance(a.default, attrs.Factory)}
    if cls.__module__ in sys.modules:
        globs.update(sys.modules[cls.__module__].__dict__)
    globs.update({"NOTHING": attrs.NOTHING, "attr_dict": {a.name: a for a in fields}})
    globs["_cached_setattr_get"] = object.__setattr__.__get__
    globs.setdefault("__builtins__", builtins.__dict__)
    defaults, kw_defaults = [], {}
    annotations = {"return": None}
    for a in fields:
        if a.init:
            if a.default is not attrs.NOTHING:
                default = attrs.NOTHING if isinstance(a.default, attrs.Factory) else a.default
                if a.kw_only:
                    kw_defaults[a.alias] = default
                else:
                    defaults.append(default)
            if a.type is not None:
                annotations[a.alias] = a.type
    init = FunctionType(code, globs, None, tuple(defaults) or None)
    if kw_defaults:
        init.__kwdefaults__ = kw_defaults
    init.__annotations__ = annotations
    return init


if __name__ == "__main__":  # the shapes of rulerun's records, as `record_shapes.py`
    import importlib

    for module in ("analysis", "codegen.steps"):
        importlib.import_module(f"rulerun.interpreter.{module}")
    sys.stdout.write(sys.modules["rulerun.interpreter.records"].shapes_module())
