"""Aggregates whose test has a shape that generated code works out in C (part of code generation):
the items equal (or not) to one value, counted or looked for with a list's own `count` and `in`
(`ExprGen.item_compare`), and the cards whose fixed field equals (or not) one value, the same way
over a list of their field's values (`ExprGen.field_compare`)."""

from __future__ import annotations

from .. import ir


def compared_value(e: ir.Aggregate) -> ir.Expr | None:
    """For `count`, `any` or `all` of the items equal (or not) to a local, a variable or a
    literal, that value; else None (see `ExprGen.item_compare`)."""
    w = e.where
    if e.value is not None or e.fn not in ("count", "any", "all") or not isinstance(w, ir.Binary) or \
            w.op not in ("==", "!=") or not (isinstance(w.left, ir.Item) and w.left.binding == e.binding):
        return None
    other = w.right
    if isinstance(other, ir.Local) or isinstance(other, ir.VarValue) and other.owner is None and \
            other.type.kind != "list" or isinstance(other, ir.Literal) and \
            (other.value is None or type(other.value) in (bool, int) or type(other.value) is str):
        return other
    return None


def compared_field(e: ir.Aggregate) -> tuple[str, ir.Expr, bool] | None:
    """For `count`, `any` or `all` of the cards whose fixed field equals (or not, the third value
    False) a value that reads no card of the aggregate and cannot fail: (the field, the value)."""
    w = e.where
    if e.value is not None or e.fn not in ("count", "any", "all") or not isinstance(w, ir.Binary) or \
            w.op not in ("==", "!="):
        return None
    for card_side, other in ((w.left, w.right), (w.right, w.left)):
        if isinstance(card_side, ir.CardField) and card_side.kind == "field" and \
                isinstance(card_side.card, ir.Item) and card_side.card.binding == e.binding and \
                e.binding not in other.facts.items and other.facts.safe:
            return card_side.field, other, w.op == "=="
    return None
