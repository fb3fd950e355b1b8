"""How a game reads for a viewer: values, log entries, the log, and the table of an observation.

`view` is the player who reads (None: everything is shown). A card the viewer may not see reads as
a hidden one; a log entry the viewer may not see is left out (None). `State.log_lines`,
`State.log_records`, `State.options`, `State.observation` and the other text of a game come from
here.
"""

from __future__ import annotations

from typing import Any

from .model import Model, plain_text
from .state import StateData


def player_name(p: int) -> str:
    return f"P{p + 1}"


def render_value(model: Model, v: Any, view: int | None) -> str:
    if isinstance(v, tuple) and v:
        kind = v[0]
        if kind == "card":
            _, card, mask, side = v
            if view is None or mask >> view & 1:
                return model.card_face(card, side if view is not None else None)
            return "a hidden card"
        if kind == "player":
            return player_name(v[1]) if v[1] is not None else "nobody"
        if kind == "cards":
            return ", ".join(render_value(model, c, view) for c in v[1]) or "no cards"
        if kind == "players":
            return ", ".join(player_name(p) for p in v[1]) or "nobody"
        if kind == "zone":
            return model.instance_name(v[1])
    return render_plain(model, v)


def render_plain(model: Model, v: Any) -> str:
    return plain_text(v)


def render_entry(model: Model, entry: tuple, view: int | None) -> str | None:
    kind = entry[0]
    if kind == "phase":
        return f"== {entry[1]} =="
    if kind == "text":
        _, audience, parts = entry
        if view is not None and audience is not None and not audience >> view & 1:
            return None
        return "".join(str(render_value(model, p, view)) for p in parts)
    if kind == "move":
        _, audience, shown, src, dst = entry
        if view is not None and audience is not None and not audience >> view & 1:
            return None
        names = []
        hidden = 0
        for before, after in shown:
            if view is None or after[2] >> view & 1:
                names.append(model.card_face(after[1], after[3] if view is not None else None))
            elif before[2] >> view & 1:
                names.append(model.card_face(before[1], before[3]))
            else:
                hidden += 1
        if hidden:
            names.append(f"{hidden} hidden card" + ("s" if hidden > 1 else ""))
        return f"  {', '.join(names)}: {model.instance_name(src)} -> {model.instance_name(dst)}"
    if kind == "choice":
        _, audience, player, value, label, forced = entry[:6]
        if view is not None and audience is not None and not audience >> view & 1:
            return None
        how = "must choose" if forced else "chooses"
        return f"{player_name(player)} {how} {render_value(model, value, view)} ({label})"
    if kind == "reveal":
        _, audience, cards = entry
        if view is not None and audience is not None and not audience >> view & 1:
            return None
        return "  revealed: " + ", ".join(model.card_names[c] for c in cards)
    if kind == "shuffle":
        return f"  {model.instance_name(entry[1])} is shuffled"
    if kind == "roll":
        _, dice, sides = entry
        return f"  roll {len(dice)}d{sides}: {' + '.join(map(str, dice))} = {sum(dice)}"
    if kind == "end":
        _, winners, scores = entry
        lines = ["== game over =="]
        if scores is not None:
            for p, s in enumerate(scores):
                lines.append(f"  {player_name(p)}: {', '.join(str(render_plain(model, x)) for x in s)}")
        who = ", ".join(player_name(p) for p in winners) or "nobody"
        lines.append(f"winner{'s' if len(winners) != 1 else ''}: {who}")
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
        record = {"kind": entry[0], "text": line}
        if entry[0] == "choice":
            record["player"] = entry[2] + 1
            if len(entry) > 6:
                record["action"] = entry[6]
        elif entry[0] == "end":
            record["winners"] = [p + 1 for p in entry[1]]
        out.append(record)
    return out


def render_table(model: Model, data: StateData, player: int | None) -> tuple[dict, dict]:
    """The zones and variables as `player` sees them (None: everything), as plain data: each zone a
    list of cards bottom to top, a card it may not see None."""
    m, d = model, data
    zones = {}
    cvar_names = m.card_var_names
    ncards = len(m.card_names)
    cvars = d.cvars
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
                if v is not None and v is not False:
                    entry[name] = render_plain(m, v)
            shown.append(entry)
        zones[m.instance_name(inst)] = shown
    variables = {}
    for var in m.vars:
        if var.per_player:
            variables[var.name] = [render_plain(m, d.vars[var.base + p]) for p in range(m.players)]
        else:
            variables[var.name] = render_plain(m, d.vars[var.base])
    return zones, variables
