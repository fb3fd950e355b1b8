"""How a game reads for a viewer: values, log entries, the log, and the table of an observation.

`view` is the player who reads (None: everything is shown). A card the viewer may not see reads as
a hidden one, and so does a value (`SecretRef`); a variable or card variable the viewer may not
know is None in the table; a log entry the viewer may not see is left out (None). `State.log_lines`,
`State.log_records`, `State.options`, `State.observation` and the other text of a game come from
here.
"""

from __future__ import annotations

from typing import Any

from .logbook import (CardRef, CardsRef, Chosen, Ended, Moved, Phase, PlayerRef, PlayersRef, Revealed, Rolled,
                      SecretRef, Shuffled, Text, Told, ZoneRef)
from .model import Model, plain_text
from .secrets import card_mask, card_var_mask
from .state import StateData


def player_name(p: int) -> str:
    return f"P{p + 1}"


def render_value(model: Model, v: Any, view: int | None) -> str:
    """A value of a log line or an option: a card by the face the viewer saw (or as hidden), a
    player as P1, the rest as plain text."""
    kind = type(v)
    if kind is CardRef:
        if view is None or v.mask >> view & 1:
            return model.card_face(v.card, v.side if view is not None else None)
        return "a hidden card"
    if kind is PlayerRef:
        return player_name(v.player) if v.player is not None else "nobody"
    if kind is CardsRef:
        return ", ".join(render_value(model, c, view) for c in v.cards) or "no cards"
    if kind is PlayersRef:
        return ", ".join(player_name(p) for p in v.players) or "nobody"
    if kind is ZoneRef:
        return model.instance_name(v.zone)
    if kind is SecretRef:
        return v.text if view is None or v.mask >> view & 1 else "a hidden value"
    return render_plain(model, v)


def card_options(model: Model, table, decision) -> list[str] | None:
    """The options of a decision among cards (or lists of cards) as its player reads them, the text
    `render_value` gives them, made without a value object per card: a search reads the options of
    every decision of its own it walks through. None for a decision of another kind, or one whose
    options show a text of the rulebook's. `table`: where the cards lie as the player is shown."""
    if decision.elem != "card" or decision.shown is not None or decision.show is not None:
        return None
    view, texts, showing, loc = decision.player, {None: "none"}, model.instance_showing, table.loc

    def text(card) -> str:
        t = texts.get(card)
        if t is None:
            seen = card_mask(model, table, card) >> view & 1
            t = texts[card] = model.card_face(card, showing[loc[card]]) if seen else "a hidden card"
        return t

    out = []
    for value in decision.options:
        if value is None:
            out.append("pass")
        elif type(value) is list:
            out.append(", ".join(map(text, value)) or "no cards")
        else:
            out.append(text(value))
    return out


def render_plain(model: Model, v: Any) -> str:
    return plain_text(v)


def _seen(entry, view: int | None) -> bool:
    return view is None or entry.audience is None or bool(entry.audience >> view & 1)


def render_entry(model: Model, entry, view: int | None) -> str | None:
    """A log entry as `view` reads it, or None where it is not theirs to see."""
    kind = type(entry)
    if kind is Phase:
        return f"== {entry.label} =="
    if kind is Text:
        return "".join(str(render_value(model, p, view)) for p in entry.parts) if _seen(entry, view) else None
    if kind is Moved:
        if not _seen(entry, view):
            return None
        names = []
        hidden = 0
        for before, after in entry.shown:
            if view is None or after.mask >> view & 1:
                names.append(model.card_face(after.card, after.side if view is not None else None))
            elif before.mask >> view & 1:
                names.append(model.card_face(before.card, before.side))
            else:
                hidden += 1
        if hidden:
            names.append(f"{hidden} hidden card" + ("s" if hidden > 1 else ""))
        return f"  {', '.join(names)}: {model.instance_name(entry.source)} -> {model.instance_name(entry.to)}"
    if kind is Chosen:
        if not _seen(entry, view):
            return None
        how = "must choose" if entry.forced else "chooses"
        return f"{player_name(entry.player)} {how} {render_value(model, entry.shown, view)} ({entry.label})"
    if kind is Revealed:
        if not _seen(entry, view):
            return None
        to = "everyone" if entry.to is None else player_name(entry.to)
        zones = entry.zones or (None,) * len(entry.cards)  # where each card lay: whose it was
        cards = [model.card_names[c] + (f" ({model.instance_name(z)})" if z is not None else "")
                 for c, z in zip(entry.cards, zones)]
        return f"  revealed to {to}: " + ", ".join(cards)
    if kind is Told:
        return "  revealed: " + entry.text if _seen(entry, view) else None
    if kind is Shuffled:
        return f"  {model.instance_name(entry.zone)} is shuffled"
    if kind is Rolled:
        return f"  roll {len(entry.dice)}d{entry.sides}: {' + '.join(map(str, entry.dice))} = {sum(entry.dice)}"
    if kind is Ended:
        lines = ["== game over =="]
        if entry.scores is not None:
            for p, s in enumerate(entry.scores):
                lines.append(f"  {player_name(p)}: {', '.join(str(render_plain(model, x)) for x in s)}")
        who = ", ".join(player_name(p) for p in entry.winners) or "nobody"
        lines.append(f"winner{'s' if len(entry.winners) != 1 else ''}: {who}")
        return "\n".join(lines)
    return None


def render_log(model: Model, log: list | None, view: int | None) -> list[str]:
    """A game's log as text, as `view` sees it (None: everything)."""
    out = []
    for entry in log or []:
        line = render_entry(model, entry, view)
        if line is not None:
            out.append(line)
    return out


def render_log_records(model: Model, log: list | None, view: int | None) -> list[dict]:
    """A game's log as JSON-able records, as `view` sees it."""
    out = []
    for entry in log or []:
        line = render_entry(model, entry, view)
        if line is None:
            continue
        record = {"kind": entry.kind, "text": line}
        if type(entry) is Chosen:
            record["player"] = entry.player + 1
            if entry.action is not None and (view is None or view == entry.player):
                # another player's option number may tell which hidden card they chose
                record["action"] = entry.action
        elif type(entry) is Ended:
            record["winners"] = [p + 1 for p in entry.winners]
        out.append(record)
    return out


def render_table(model: Model, data: StateData, player: int | None) -> tuple[dict, dict]:
    """The zones and variables as `player` sees them (None: everything), as plain data: each zone a
    list of cards bottom to top, a card it may not see None."""
    m, d = model, data
    zones = {}
    cvar_names = m.card_var_names
    cvar_types = m.card_var_types
    ncards = len(m.card_names)
    cvars = d.cvars
    secret = m.card_var_visible
    for inst, cards in enumerate(d.zones):
        if player is None or (m.instance_masks[inst] >> player & 1 and not m.instance_top_only[inst]):
            seen = cards
        elif m.instance_top_only[inst]:
            seen = cards[-1:]
        else:
            zones[m.instance_name(inst)] = [None] * len(cards)
            continue
        side = m.instance_showing[inst] if player is not None else None
        shown = [None] * (len(cards) - len(seen))
        for c in seen:
            entry = {"card": m.card_face(c, side)}
            for i, name in enumerate(cvar_names):
                v = cvars[i * ncards + c]
                if v is not None and v is not False and (player is None or secret[i] is None
                                                         or card_var_mask(m, d, i, c) >> player & 1):
                    entry[name] = render_typed(m, d, v, cvar_types[i], player)
            shown.append(entry)
        zones[m.instance_name(inst)] = shown
    variables = {}
    masks = m.var_masks
    for var in m.vars:
        places = range(var.base, var.base + m.players) if var.per_player else [var.base]
        values = [render_typed(m, d, d.vars[i], var.type, player) if player is None or masks[i] >> player & 1
                  else None for i in places]
        variables[var.name] = values if var.per_player else values[0]
    return zones, variables


def render_typed(model: Model, data: StateData, v: Any, kind: str, player: int | None) -> str:
    """A variable's value of type `kind` (as `str(Type)` spells it) as `player` sees it now: a card by the
    face it shows where it lies, or as hidden where the player may not see it (a card's number would
    tell which card it is), a player as P1, the rest as plain text."""
    if type(v) is dict:
        return ", ".join(f"{k} {render_typed(model, data, x, kind, player)}" for k, x in v.items())
    if kind.startswith("list:") and type(v) is list:
        return "[" + ", ".join(render_typed(model, data, x, kind[5:], player) for x in v) + "]"
    if kind == "card" and type(v) is int:
        if player is None:
            return model.card_face(v, None)
        inst = data.loc[v]
        if model.instance_top_only[inst]:
            seen = data.zones[inst][-1] == v
        else:
            seen = bool(model.instance_masks[inst] >> player & 1)
        return model.card_face(v, model.instance_showing[inst]) if seen else "a hidden card"
    if kind == "player" and type(v) is int:
        return player_name(v)
    return render_plain(model, v)
