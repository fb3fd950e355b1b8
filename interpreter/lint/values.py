"""Lint's small abstract domain: shapes (a static type with the card types or zones a value can
hold) and abstract values (the finite set of values an expression can have, and why).

The static type of every expression comes from the intermediate form (`types.py`). A shape adds
what lint infers beyond it: a card may only be of some card types, a zone one of some zones. It is
a tuple: ("card", frozenset of card types, or None for any), ("zone", frozenset of zone names or
None), ("list", ITEM), ("dict", ENUM, VALUE), ("enum", NAME), ("bot",) (nothing known yet) or the
kind of a plain type (("int",), ("any",) ...). `flow.py` computes them; the checks read them.
"""

from __future__ import annotations

from .. import ir
from ..types import ANY as ANY_TYPE
from ..types import Type, dict_by, enum_of, list_of

ANY = ("any",)
BOT = ("bot",)
NONE_T = ("none",)
INT = ("int",)
BOOL = ("bool",)
TEXT = ("text",)
PLAYER = ("player",)
ANY_CARD = ("card", None)
LOOSE = ("any", "bot", "none")


def shape(t: Type) -> tuple:
    """The shape of a static type: every card type and every zone possible."""
    k = t.kind
    if k == "enum":
        return ("enum", t.enum)
    if k == "list":
        return ("list", shape(t.item))
    if k == "dict":
        return ("dict", t.enum, shape(t.item))
    if k in ("card", "zone"):
        return (k, None)
    return (k,)


def static_type(s) -> Type:
    """The static type a shape refines."""
    k = s[0]
    if k == "list":
        return list_of(static_type(s[1]))
    if k == "dict":
        return dict_by(s[1], static_type(s[2]))
    if k == "enum":
        return enum_of(s[1])
    if k == "bot":
        return ANY_TYPE
    return Type(k)


def numeric(s) -> bool:
    return s[0] in ("int", "player")


def join(a, b):
    """The least shape holding both (sets of card types and zones are united)."""
    if a == b:
        return a
    if a[0] in ("bot", "none"):
        return b
    if b[0] in ("bot", "none"):
        return a
    if a[0] != b[0]:
        return INT if numeric(a) and numeric(b) else ANY
    k = a[0]
    if k in ("card", "zone"):
        if a[1] is None or b[1] is None:
            return (k, None)
        return (k, a[1] | b[1])
    if k == "list":
        return ("list", join(a[1], b[1]))
    if k == "dict" and a[1] == b[1]:
        return ("dict", a[1], join(a[2], b[2]))
    return ANY


def refine(declared, flowed):
    """A declared shape narrowed by what flows into it. Nothing flowing in yet means no card (the
    empty set), not any card: the facts only grow from pass to pass, so the fixpoint is reached."""
    if flowed[0] == "bot":
        if declared[0] in ("card", "zone"):
            return (declared[0], frozenset())
        if declared[0] == "list" and declared[1][0] in ("card", "zone"):
            return ("list", (declared[1][0], frozenset()))
        return declared
    if declared[0] in ("card", "zone") and flowed[0] == declared[0]:
        return flowed
    if declared[0] == "list" and flowed[0] == "list":
        return ("list", refine(declared[1], flowed[1]))
    if declared[0] in LOOSE:
        return flowed
    return declared


class AV:
    """An abstract value: the finite set of values an expression can have, and why."""

    __slots__ = ("values", "reason", "deck", "told", "field")

    def __init__(self, values, reason=None, deck=False):
        self.values = frozenset(values)
        self.reason = reason
        self.deck = deck  # the values are those the cards of the decks have
        self.told = False  # already reported (a comparison that is a type mismatch)
        self.field = None  # the card attribute whose deck values these are

    def truth(self) -> set:
        return {bool(v) for v in self.values}


def told(av: AV) -> AV:
    av.told = True
    return av


def keep(av: AV, *sources) -> AV:
    """`av` made from `sources`: it keeps their reason, where the values come from, whether told."""
    for s in sources:
        if s is None:
            continue
        av.reason = av.reason or s.reason
        av.deck = av.deck or s.deck
        av.told = av.told or s.told
    return av


def field_av(values: set, field: str) -> AV:
    av = AV(values, None, True)
    av.field = field
    return av


def truth(av: AV | None) -> set | None:
    return None if av is None else av.truth()


def plain(v) -> str:
    if v is True:
        return "yes"
    if v is False:
        return "no"
    if v is None:
        return "none"
    if isinstance(v, (list, tuple)):
        return "[" + ", ".join(plain(x) for x in v) + "]"
    return str(v)


def hashable(v):
    if isinstance(v, list):
        return tuple(hashable(x) for x in v)
    return v


class NotAValue(Exception):
    """An operator the abstract values do not model."""


def apply(op: str, a, b):
    """`a op b` on plain values, as far as lint models them (lists as tuples)."""
    if op == "+":
        if isinstance(a, (list, tuple)) and isinstance(b, type(a)):
            return a + b
        if isinstance(a, bool) or isinstance(b, bool) or a is None or b is None:
            raise TypeError("not numbers")
        return a + b
    if op in ("-", "*", "/", "%"):
        if not isinstance(a, int) or not isinstance(b, int) or isinstance(a, bool) or isinstance(b, bool):
            raise TypeError("not numbers")
        if op == "-":
            return a - b
        if op == "*":
            return a * b
        return a // b if op == "/" else a % b
    comparisons = {"==": lambda: a == b, "!=": lambda: a != b, "<": lambda: a < b, "<=": lambda: a <= b,
                   ">": lambda: a > b, ">=": lambda: a >= b}
    if op in comparisons:
        return comparisons[op]()
    raise NotAValue(op)


def compare(op: str, la: AV | None, ra: AV | None) -> AV | None:
    """The abstract value of `left op right`, with the reason a deck comparison is constant."""
    if la is None or ra is None or len(la.values) * len(ra.values) > 400:
        return None
    out = set()
    try:
        for a in la.values:
            for b in ra.values:
                try:
                    out.add(apply(op, a, b))
                except ZeroDivisionError:
                    continue
    except (TypeError, NotAValue):
        return None
    if not out or len(out) > 64:
        return None
    av = keep(AV(out), la, ra)
    for deck_side, other in ((la, ra), (ra, la)):
        if deck_side.field and len(other.values) == 1 and op in ("==", "!="):
            v = next(iter(other.values))
            if (op == "==" and v not in deck_side.values) or (op == "!=" and deck_side.values == {v}):
                field = deck_side.field
                hint = text_did_you_mean(v, deck_side.values) if isinstance(v, str) and op == "==" else ""
                if field == "type":
                    av.reason = f"no card of any deck is a '{v}'" + hint
                elif field == "name":
                    av.reason = f"no card of any deck is named \"{v}\"" + hint
                else:
                    shown = "none" if v is None else v
                    if op == "==":
                        av.reason = f"no card of any deck, for any player count or option, has {field} {shown}" + hint
                    else:
                        av.reason = f"every card of any deck has {field} {shown}"
    return av


def text_did_you_mean(value: str, texts) -> str:
    """A suffix suggesting the nearest known text (the same but for case first), or the empty string."""
    texts = sorted(t for t in texts if isinstance(t, str))
    same = [t for t in texts if t.lower() == value.lower()]
    import difflib  # only where a text is wrong

    close = same or difflib.get_close_matches(value, texts, n=1, cutoff=0.6)
    return f'; did you mean "{close[0]}"?' if close else ""


# ---- expressions as the rules spell them --------------------------------------------------------
def name_of(e: ir.Expr) -> str | None:
    """The name an expression is written as, when it is a bare name."""
    if isinstance(e, (ir.Local, ir.Item)):
        return e.name
    if isinstance(e, ir.VarValue) and e.owner is None:
        return e.var
    if isinstance(e, ir.ZoneRef) and e.owner is None:
        return e.zone
    if isinstance(e, ir.OptionValue):
        return e.option
    if isinstance(e, ir.DefineCall) and not e.args:
        return e.define
    if isinstance(e, ir.PlayerCount):
        return "player_count"
    if isinstance(e, ir.EnumValues):
        return e.enum
    if isinstance(e, ir.Literal) and e.type.kind == "enum":
        return e.value
    return None


def canon(e) -> str | None:
    """A short text for a simple expression (a name, an attribute chain, a call of such)."""
    if not isinstance(e, ir.Expr):
        return None
    name = name_of(e)
    if name is not None:
        return name
    if isinstance(e, ir.Literal) and e.type.kind == "int":
        return str(e.value)
    if isinstance(e, ir.CardField):
        base = canon(e.card)
        return None if base is None else f"{base}.{e.field}"
    if isinstance(e, ir.EventValue):
        return None
    if isinstance(e, (ir.Call, ir.DefineCall)):
        args = [canon(a) for a in e.args]
        if any(a is None for a in args):
            return None
        return f"{e.name if isinstance(e, ir.Call) else e.define}({', '.join(args)})"
    pair = None
    if isinstance(e, ir.Index):
        pair = (e.base, e.index)
    elif isinstance(e, ir.VarValue) and e.owner is not None:
        pair = (e.var, e.owner)
    elif isinstance(e, ir.ZoneRef) and e.owner is not None:
        pair = (e.zone, e.owner)
    if pair is None:
        return None
    a = pair[0] if isinstance(pair[0], str) else canon(pair[0])
    b = canon(pair[1])
    return None if a is None or b is None else f"{a}[{b}]"


def condition_fact(test: ir.Expr):
    """A simple condition `E op NUMBER` or `E == VALUE` as (key, the values it accepts)."""
    if not isinstance(test, ir.Binary):
        return None
    op, left, right = test.op, test.left, test.right
    if not _is_int(right) and _is_int(left):
        left, right = right, left
        op = {"<": ">", "<=": ">=", ">": "<", ">=": "<="}.get(op, op)
    inf = float("inf")
    if _is_int(right):
        k = right.value
        interval = {"==": (k, k), "<": (-inf, k - 1), "<=": (-inf, k), ">": (k + 1, inf), ">=": (k, inf)}.get(op)
        if interval is None:
            return None
        return ("int", left), interval
    if op == "==":
        name = name_of(right)
        if name is not None:
            return ("enum", left), name
        if isinstance(right, ir.Literal) and right.type.kind == "text":
            return ("enum", left), right.value
    return None


def _is_int(e) -> bool:
    return isinstance(e, ir.Literal) and e.type.kind == "int"


def covered(value, earlier: list) -> bool:
    """Whether the values a condition accepts are all accepted by earlier ones."""
    if not isinstance(value, tuple):
        return value in earlier
    lo, hi = value
    spans = sorted(v for v in earlier if isinstance(v, tuple))
    merged: list[list] = []
    for a, b in spans:
        if merged and a <= merged[-1][1] + 1:
            merged[-1][1] = max(merged[-1][1], b)
        else:
            merged.append([a, b])
    return any(a <= lo and hi <= b for a, b in merged)
