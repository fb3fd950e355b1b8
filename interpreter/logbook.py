"""What a game's log holds: one record for each thing that happened, as it happened.

A log keeps what was shown with who may see it, never text: a card is a `CardRef` (the card, the
players who could see it where it lay then, the side it showed), a player a `PlayerRef`, so that
each viewer's log is rendered later from the same records (`render.py`). Records are tuples with
names (`typing.NamedTuple`): cheap to make and to copy with the state, readable by field.
"""

from __future__ import annotations

from typing import Any, NamedTuple


# ---- references to the values in a log line -----------------------------------------------------
class CardRef(NamedTuple):
    """A card as it was seen: `mask` has a bit for each player who could see it, `side` the side it showed."""

    card: int
    mask: int
    side: str | None


class PlayerRef(NamedTuple):
    player: int | None


class CardsRef(NamedTuple):
    cards: tuple  # CardRef, or "none"


class PlayersRef(NamedTuple):
    players: tuple


class ZoneRef(NamedTuple):
    zone: int  # a zone instance


class SecretRef(NamedTuple):
    """A value that only some players may know (it reads a secret variable): its text, and a bit
    for each player who may know it; the others read it as hidden."""

    text: str
    mask: int


# ---- entries ------------------------------------------------------------------------------------
# `audience`: None for everyone, else a bit for each player who sees the entry.
class Phase(NamedTuple):
    label: str
    kind = "phase"


class Text(NamedTuple):
    audience: int | None
    parts: list  # texts and references
    kind = "text"


class Moved(NamedTuple):
    """Cards moved from one zone instance to another: (seen before, seen after) for each."""

    audience: int | None
    shown: tuple
    source: int
    to: int
    kind = "move"


class Chosen(NamedTuple):
    """A choice: made by the player (`action`, the option's number), or the only one (`forced`)."""

    audience: int | None
    player: int
    shown: Any  # the chosen value, as a reference or a text
    label: str
    forced: bool
    action: int | None = None
    kind = "choice"


class Revealed(NamedTuple):
    """Cards revealed (`reveal CARDS [to PLAYER]`): the zone instance each lay in, and to whom (None:
    to everyone who may read the log here)."""

    audience: int | None
    cards: tuple
    zones: tuple = ()
    to: int | None = None
    kind = "reveal"


class Told(NamedTuple):
    """A value revealed (`reveal VALUE`): its text, shown to the audience whatever it reads."""

    audience: int | None
    text: str
    kind = "reveal"


class Shuffled(NamedTuple):
    zone: int
    kind = "shuffle"


class Rolled(NamedTuple):
    dice: tuple
    sides: int
    kind = "roll"


class Ended(NamedTuple):
    winners: tuple
    scores: tuple | None  # each player's ranking keys, where they were worked out
    kind = "end"
