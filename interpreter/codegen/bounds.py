"""How long a list can be, known before a game (part of code generation): lists joined by `+`
are made within `limits.MAX_ITEMS` by a call that measures them, which lists of a known most
length need not make."""

from __future__ import annotations

from .. import ir


def list_length(program: ir.Program, e: ir.Expr, depth: int = 0) -> int | None:
    """The most items a list `e` can have, where it is known: lists written out (`[a, b]`), lists
    of those chosen by a condition or joined by `+`, through defines; else None."""
    if depth > 20:
        return None
    if isinstance(e, ir.ListOf):
        return len(e.items)
    if isinstance(e, ir.Literal) and type(e.value) is list:
        return len(e.value)
    if isinstance(e, ir.Cond):
        a, b = list_length(program, e.then, depth + 1), list_length(program, e.otherwise, depth + 1)
        return None if a is None or b is None else max(a, b)
    if isinstance(e, ir.Binary) and e.op == "+" and e.type.is_list:
        a, b = list_length(program, e.left, depth + 1), list_length(program, e.right, depth + 1)
        return None if a is None or b is None else a + b
    if isinstance(e, ir.DefineCall):
        return list_length(program, program.define(e.define).value, depth + 1)
    return None
