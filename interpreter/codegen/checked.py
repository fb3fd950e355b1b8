"""Values checked in place (part of code generation): a zone of a family, a player, a range.

Each is written as the common case worked out where it stands, and the runtime's function called
only where the value is wrong, to raise its error (at the statement's line, as before): a call
costs more than the check, and rules make these at every turn (Lost Cities picks a zone of a family
768 times a game). `g` is the expression writer (`expr.py`), and `code` the source of the value.
"""

from __future__ import annotations

from ..limits import MAX_ITEMS
from ..runtime import family_zone, family_zone_named, family_zone_of, make_range, player_checked


def family_member(g, zone, base: str, index_kind: str, code: str, name: str) -> str:
    """`NAME[v]`: the zone instance of family `zone` (from place `base`) that `v` picks: an
    enumeration's value, looked up in a dict of places; a number from 1, or a player."""
    v = g.fn.temp()
    if zone.labels is not None:
        places = g.bind({label: k for k, label in enumerate(zone.labels)}, "_places")
        pick = g.bind(family_zone_named, "_family")
        return (f"({base} + {places}[{v}] if ({v} := {code}) in {places} "
                f"else {pick}({v}, {base}, {g.bind(zone.labels, '_labels')}, {name!r}))")
    if index_kind == "player":
        pick, first = g.bind(family_zone_of, "_family"), 0
    else:
        pick, first = g.bind(family_zone, "_family"), 1
    return (f"({base} + {v}{f' - {first}' if first else ''} if type({v} := {code}) is int "
            f"and {first} <= {v} < {zone.count + first} else {pick}({v}, {base}, {zone.count}, {name!r}))")


def one_player(g, code: str) -> str:
    """A value used as a player: a player of the game, or none, passes."""
    v, n = g.fn.temp(), g.players
    return (f"({v} if type({v} := {code}) is int and 0 <= {v} < {n} or {v} is None "
            f"else {g.bind(player_checked, '_player')}({v}, {n}))")


def range_from(g, low: int, high: str) -> str:
    """`range(low, high)` from a number: the list, where it is not too long; `high - low` fails, or
    not, as the function's would."""
    h = g.fn.temp()
    return (f"(list(range({low}, {h} + 1)) if ({h} := {high}) - {low} < {MAX_ITEMS} "
            f"else {g.bind(make_range, '_range')}({low}, {h}))")
