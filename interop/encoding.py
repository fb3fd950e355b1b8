"""A player's observation as a fixed-size vector, derived from the compiled model, and as text.

The vector holds, in order:

- who observes (one-hot over the players), who must decide now as that player may know it (one-hot),
  whether the game waits for chance, for a simultaneous decision, or has ended;
- the label of the decision the observer is asked, if any (one-hot over the rulebook's labels);
- every variable: a number as it is, a flag as 0 or 1, a player, an enum value or a card one-hot
  (with a place for none); a variable held per enum value, each of its values so; texts and lists
  are left out;
- every zone instance: how many cards it holds, how many of them the observer sees, and of those
  they see, how many of each card kind (each distinct name a side may show), the values of their
  fields (an enum field counted by value, a number summed, a flag counted where true; a field of a
  two-sided card only where the observer sees its side) and of their card variables (alike).

It shows exactly what `State.observation(player)` shows: nothing of a card the player may not see.
The text form (`describe`) is that observation written out line by line.
"""

from __future__ import annotations

import numpy as np

from rulerun.interpreter.engine import CHANCE, SIMULTANEOUS, Game, State

from .profile import GameProfile


class ObservationEncoder:
    """The vector encoding of one compiled game's observations (see the module docstring)."""

    def __init__(self, game: Game, profile: GameProfile | None = None):
        profile = profile or GameProfile.of(game)
        m = self.model = game.model
        program = game.rules.program
        self.players = m.players
        self.labels = {label: i for i, label in enumerate(profile.labels)}
        kinds = sorted(set(m.card_names) | {face for faces in m.card_faces for face in faces.values()})
        self.kinds = {name: i for i, name in enumerate(kinds)}
        ncards = len(m.card_names)
        # per variable place: (place, how it is written, its width)
        self.var_slots: list[tuple] = []
        for var in m.vars:
            enum_keys = m.enums[var.by] if var.by else None
            for owner in range(m.players if var.per_player else 1):
                place = var.base + owner
                for key in enum_keys or (None,):
                    how = self._value_encoding(var.type)
                    if how is not None:
                        self.var_slots.append((place, key, how))
        # card fields and variables: (column, side or None, how)
        self.fields = []
        for name, column in m.card_fields.items():
            side, _, field = name.rpartition(".")
            how = self._value_encoding(str(program.fields.get(name) or program.fields.get(field)), counted=True)
            if how is not None:
                self.fields.append((column, side or None, how))
        self.card_vars = []
        for i, name in enumerate(m.card_var_names):
            decl = program.card_vars[program.card_var_index[name]]
            how = self._value_encoding(str(decl.type), counted=True)
            if how is not None:
                self.card_vars.append((i * ncards, how))
        self.zone_width = 2 + len(self.kinds) + sum(w for *_, (_, w, _) in self.fields) + \
            sum(w for _, (_, w, _) in self.card_vars)
        self.size = (2 * m.players + 3 + len(self.labels) + sum(w for _, _, (_, w, _) in self.var_slots)
                     + len(m.zone_instances) * self.zone_width)

    def _value_encoding(self, typ: str, counted: bool = False):
        """(kind, width, table) for a value of type `typ`, or None where it is left out. `counted`:
        for cards' values, summed over the cards of a zone (no player or card values there)."""
        m = self.model
        if typ in ("int", "bool"):
            return (typ, 1, None)
        if typ.startswith("enum:"):
            values = m.enums[typ[5:]]
            return ("enum", len(values) + (0 if counted else 1), {v: i for i, v in enumerate(values)})
        if counted:
            return None
        if typ == "player":
            return ("player", m.players + 1, None)
        if typ == "card":
            return ("card", len(m.card_names) + 1, None)
        return None

    @staticmethod
    def _write(out: np.ndarray, at: int, how, value, counted: bool = False) -> None:
        kind, width, table = how
        if kind == "int":
            if type(value) is int:
                out[at] += value
        elif kind == "bool":
            out[at] += 1.0 if value is True else 0.0
        elif kind == "enum":
            i = table.get(value) if value is not None else None
            if i is not None:
                out[at + i] += 1.0
            elif not counted:
                out[at + width - 1] = 1.0
        else:  # a player or a card, one-hot with none last
            out[at + (value if type(value) is int and 0 <= value < width - 1 else width - 1)] = 1.0

    def encode(self, state: State, player: int) -> np.ndarray:
        """The vector of what `player` sees in `state`."""
        m, d = self.model, state.data
        n = self.players
        out = np.zeros(self.size, np.float32)
        out[player] = 1.0
        at = n
        current = state.current_player()
        obs_acting = _acting(state, player)
        for p in obs_acting:
            out[at + p] = 1.0
        at += n
        out[at] = current == CHANCE
        out[at + 1] = current == SIMULTANEOUS
        out[at + 2] = state.is_terminal()
        at += 3
        if player in obs_acting and current != CHANCE:
            label = self.labels.get(state.decision_label(player))
            if label is not None:
                out[at + label] = 1.0
        at += len(self.labels)
        for place, key, how in self.var_slots:
            value = d.vars[place]
            self._write(out, at, how, value[key] if key is not None else value)
            at += how[1]
        cvars = d.cvars
        for inst, cards in enumerate(d.zones):
            out[at] = len(cards)
            seen = [c for c in list.copy(cards) if state.visible(c, player)]
            out[at + 1] = len(seen)
            base = at + 2
            showing = m.instance_showing[inst]
            for c in seen:
                out[base + self.kinds[m.card_face(c, showing)]] += 1.0
            at = base + len(self.kinds)
            for column, side, how in self.fields:
                for c in seen:
                    whole = showing is None or not m.card_faces[c]
                    if whole or side == showing:
                        self._write(out, at, how, column[c], counted=True)
                at += how[1]
            for offset, how in self.card_vars:
                for c in seen:
                    self._write(out, at, how, cvars[offset + c], counted=True)
                at += how[1]
        return out


def _acting(state: State, player: int) -> list[int]:
    """Who must decide now, as `player` may know it (`State.observation`'s `acting`)."""
    if state.is_terminal():
        return []
    return state.observation(player).get("acting", [])


def describe(state: State, player: int | None) -> str:
    """`State.observation(player)` written out line by line: zones, variables, who acts, the decision."""
    obs = state.observation(player)
    lines = []
    for zone, cards in obs["zones"].items():
        shown = ", ".join("?" if c is None else " ".join([c["card"]] + [f"{k}={v}" for k, v in c.items() if k != "card"])
                          for c in cards)
        lines.append(f"{zone}: [{shown}]")
    for name, value in obs["vars"].items():
        lines.append(f"{name} = {'[' + ', '.join(value) + ']' if isinstance(value, list) else value}")
    if obs["terminal"]:
        lines.append("winners: " + (", ".join(f"P{p + 1}" for p in obs["winners"]) or "nobody"))
    else:
        if state.current_player() == CHANCE:
            lines.append("chance")
        if obs.get("simultaneous"):
            lines.append("simultaneous")
        lines.append("acting: " + ", ".join(f"P{p + 1}" for p in obs.get("acting", [])))
        decision = obs.get("decision")
        if decision is not None:
            label = decision["label"]
            options = [o[len(label) + 2:] if o.startswith(label + ": ") else o for o in decision["options"]]
            lines.append(f"decision: {label}: " + " | ".join(options))
    return "\n".join(lines)
