"""The static types of the rules language, and the rules that relate them.

Every expression of the intermediate form (`ir.py`) has a `Type`. The resolver (`resolve.py`)
gives each one; code generation, lint and `explain` read them. `str(t)` is the spelling used in
messages ("int", "enum:suit", "list:card").

A type is one of: int, bool, text, player, card, zone, an enum's values (`enum:NAME`), a list of
a type (`list:T`), a variable held per enum value (`dict`, with the enum and the value type),
`none` (the type of the literal `none`, and of a local before it gets a value) and `any` (not
known: a value whose type the language does not say, or the result of an error already reported).
"""

from __future__ import annotations

from .records import frozen

BASIC_NAMES = ("int", "bool", "text", "player", "card", "zone")


@frozen
class Type:
    """A static type. Compare types with `==`; use the constants below and `list_of`, `enum_of`."""

    kind: str  # int, bool, text, player, card, zone, enum, list, dict, none, any
    enum: str | None = None  # the enum of an `enum` type, or the enum a `dict` is indexed by
    item: "Type | None" = None  # the item type of a `list`, the value type of a `dict`

    def __str__(self) -> str:
        if self.kind == "enum":
            return f"enum:{self.enum}"
        if self.kind == "list":
            return f"list:{self.item}"
        return self.kind

    def __repr__(self) -> str:
        return f"Type({self})"

    @property
    def is_list(self) -> bool:
        return self.kind == "list"

    @property
    def loose(self) -> bool:
        """Whether nothing is known of the value's kind (`any`, or `none` before a value is set)."""
        return self.kind in ("any", "none")

    @property
    def holds_cards(self) -> bool:
        """Whether a value of this type is a card or holds cards (a list of them, a dict of them)."""
        return self.kind == "card" or (self.item is not None and self.item.holds_cards)

    @property
    def elem(self) -> "Type":
        """The item type of a list; `any` for anything else."""
        return self.item if self.kind == "list" else ANY

    @property
    def iter_item(self) -> "Type":
        """The type of what a loop over a value of this type runs over: a zone's cards, a list's items."""
        if self.kind == "zone":
            return CARD
        return self.elem


INT = Type("int")
BOOL = Type("bool")
TEXT = Type("text")
PLAYER = Type("player")
CARD = Type("card")
ZONE = Type("zone")
NONE = Type("none")
ANY = Type("any")


def list_of(item: Type) -> Type:
    return Type("list", item=item)


def enum_of(name: str) -> Type:
    return Type("enum", enum=name)


def dict_by(enum: str, value: Type) -> Type:
    """The type of a variable declared `by ENUM`: one value per enum value."""
    return Type("dict", enum=enum, item=value)


_BASIC = {name: Type(name) for name in BASIC_NAMES}


def basic(name: str) -> Type | None:
    """The type a basic type name denotes, or None if it is not one."""
    return _BASIC.get(name)


def of_value(v) -> Type:
    """The type of a plain constant value (an option's value): bool, int or text."""
    if isinstance(v, bool):
        return BOOL
    if isinstance(v, int):
        return INT
    return TEXT


def article(word: str | Type) -> str:
    """'a card', 'an int'."""
    word = str(word)
    return ("an " if word[:1] in "aeiou" else "a ") + word


def describe(t: Type) -> str:
    """The type in words, for messages: 'a number', 'a list of cards', 'a suit value'."""
    k = t.kind
    if k == "list":
        return "a list" if t.item.loose else f"a list of {plural(describe(t.item))}"
    if k == "enum":
        return f"a {t.enum} value"
    if k == "dict":
        return f"values by {t.enum}"
    return _WORDS.get(k, "a value")


_WORDS = {"int": "a number", "bool": "a true/false value", "text": "text", "player": "a player", "none": "none",
          "card": "a card", "zone": "a zone"}


def plural(desc: str) -> str:
    """'a number' -> 'numbers', 'a suit value' -> 'suit values'."""
    for art in ("a ", "an "):
        if desc.startswith(art):
            desc = desc[len(art):]
            break
    if desc.endswith(" value"):
        return desc + "s"
    if desc in ("text", "none", "true/false value"):
        return desc
    return desc + "s"


def numeric(t: Type) -> bool:
    """Players are numbered from 0: arithmetic mixes them with numbers."""
    return t.kind in ("int", "player")


def comparable(a: Type, b: Type) -> bool:
    """Whether `==` between values of these types can ever be true (loose types always can)."""
    if a.loose or b.loose:
        return True
    if numeric(a) and numeric(b):
        return True
    if {a.kind, b.kind} == {"enum", "text"}:
        return True  # enum values are names; a text literal is checked against the enum apart
    if a.kind != b.kind:
        return False
    if a.kind == "enum":
        return a.enum == b.enum
    if a.kind == "list":
        return comparable(a.item, b.item)
    return True


def assignable(target: Type, value: Type) -> bool:
    """Whether a value of type `value` may be stored where `target` is declared."""
    if target.loose or value.loose:
        return True
    if numeric(target) and numeric(value):
        return True
    if target.kind != value.kind:
        return {target.kind, value.kind} == {"enum", "text"}
    if target.kind in ("enum", "dict"):
        return target.enum == value.enum
    if target.kind == "list":
        return assignable(target.item, value.item)
    return True


def join(a: Type, b: Type) -> Type:
    """The least type holding values of both: `none` joins as nothing, unlike kinds as `any`."""
    if a == b:
        return a
    if a.kind == "none":
        return b
    if b.kind == "none":
        return a
    if a.kind != b.kind:
        return INT if numeric(a) and numeric(b) else ANY
    if a.kind == "list":
        return list_of(join(a.item, b.item))
    if a.kind == "dict" and a.enum == b.enum:
        return dict_by(a.enum, join(a.item, b.item))
    return ANY
