"""What a game's log holds: one record for each thing that happened, as it happened.

A log keeps what was shown with who may see it, never text: a card is a `CardRef` (the card, the
players who could see it where it lay then, the side it showed), a player a `PlayerRef`, so that
each viewer's log is rendered later from the same records (`render.py`). Records are tuples with
names (`collections.namedtuple`): cheap to make and to copy with the state, readable by field.
"""

from __future__ import annotations

from collections import namedtuple
from typing import Any


def record(cls):
    """The named tuple a class body describes, as `typing.NamedTuple` makes it: its annotated names
    are the fields (with their defaults), its other names are set on the tuple's class. Without
    checking each annotation as a type, as `typing.NamedTuple` does: that was most of the cost of
    making these classes, on every start."""
    body = cls.__dict__
    fields = tuple(body.get("__annotations__", {}))
    made = namedtuple(cls.__name__, fields, defaults=[body[f] for f in fields if f in body], module=cls.__module__)
    made.__annotations__ = made.__new__.__annotations__ = dict(body.get("__annotations__", {}))
    for name, value in body.items():
        if name not in fields and name not in ("__module__", "__annotations__", "__dict__", "__weakref__") \
                and not (name == "__doc__" and value is None):  # without its own, the tuple's
            setattr(made, name, value)
    return made


# ---- references to the values in a log line -----------------------------------------------------
@record
class CardRef:
    """A card as it was seen: `mask` has a bit for each player who could see it, `side` the side it showed."""

    card: int
    mask: int
    side: str | None


@record
class PlayerRef:
    player: int | None


@record
class CardsRef:
    cards: tuple  # CardRef, or "none"


@record
class PlayersRef:
    players: tuple


@record
class ZoneRef:
    zone: int  # a zone instance


@record
class SecretRef:
    """A value that only some players may know (it reads a secret variable): its text, and a bit
    for each player who may know it; the others read it as hidden."""

    text: str
    mask: int


# ---- entries ------------------------------------------------------------------------------------
# `audience`: None for everyone, else a bit for each player who sees the entry.
@record
class Phase:
    label: str
    kind = "phase"


@record
class Text:
    audience: int | None
    parts: list  # texts and references
    kind = "text"


@record
class Moved:
    """Cards moved from one zone instance to another: (seen before, seen after) for each."""

    audience: int | None
    shown: tuple
    source: int
    to: int
    kind = "move"


@record
class Chosen:
    """A choice: made by the player (`action`, the option's number), or the only one (`forced`)."""

    audience: int | None
    player: int
    shown: Any  # the chosen value, as a reference or a text
    label: str
    forced: bool
    action: int | None = None
    kind = "choice"


@record
class Revealed:
    """Cards revealed (`reveal CARDS [to PLAYER]`): the zone instance each lay in, and to whom (None:
    to everyone who may read the log here)."""

    audience: int | None
    cards: tuple
    zones: tuple = ()
    to: int | None = None
    kind = "reveal"


@record
class Told:
    """A value revealed (`reveal VALUE`): its text, shown to the audience whatever it reads."""

    audience: int | None
    text: str
    kind = "reveal"


@record
class Shuffled:
    zone: int
    kind = "shuffle"


@record
class Rolled:
    dice: tuple
    sides: int
    kind = "roll"


@record
class Ended:
    winners: tuple
    scores: tuple | None  # each player's ranking keys, where they were worked out
    kind = "end"
