"""Immutable records whose classes are quick to create.

attrs writes the methods of a class as source and compiles them, as the class is created: for
rulerun's hundred-odd classes of the intermediate form, of steps and of the model, created every
time rulerun starts, that compiling was about a third of a simulation's start-up. `frozen` lets
attrs write only `__init__`; equality, hashing and `repr`, the same for every class, are written
once here and behave as attrs' own: they compare, hash and show the fields that take part in them
(`attrs.field(eq=False, repr=False)` leaves a field out), and equality holds only between objects of
one class.
"""

from __future__ import annotations

import operator
from typing import Any

import attrs

_COMPARED: dict[type, Any] = {}  # a class -> what its equality compares (`_compared`)


def frozen(cls=None, *, kw_only: bool = False):
    """`attrs.frozen`, with equality, hashing and `repr` shared (see the module docstring);
    `kw_only`: made with keywords only."""

    def make(cls):
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
