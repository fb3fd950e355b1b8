"""What one viewer sees of a game at one step, as plain data: a frame.

A frame holds the table (every zone instance's cards bottom to top, a card the viewer may not see as
None), the variables, the scores where the viewer may know them, the log lines of the step (the
decision that made it marked), the chain of open events that decision was made in, and the decision
the viewer is asked, if any. It is built from `State.observation(view)` and the viewer's own log
(`render_entry`), so it holds only what the engine lets that viewer see; the fixed fields of a card
the observation shows are added from the model, only from the side that card shows the viewer.

A player's frames are the steps that player sees being taken: another player's secret decision (in a
`simultaneous` block or a `secretly` choice) makes no frame of its own, its visible consequences
join the next frame, so neither the number of frames nor their timing tells that it was made; only
a decision the player is now asked shows the table at once. Only a viewer who may see everything
gets the number of decisions made so far (`at`).
"""

from __future__ import annotations

from rulerun.interpreter.engine import Game, State
from rulerun.interpreter.logbook import Chosen, Ended
from rulerun.interpreter.model import plain_text
from rulerun.interpreter.render import player_name, render_entry, render_typed
from rulerun.interpreter.state import CANCELLED, EVENT, THREAD, VALUES

from .hints import FieldInfo, Hints, card_fields


def table_layout(game: Game, hints: Hints, view: int | None) -> dict:
    """What does not change during a game: its zones and variables, and the colours of enum values."""
    m = game.model
    zones = []
    for inst, (name, owner) in enumerate(m.zone_instances):
        zone = m.zone_of_instance(inst)
        zones.append({"title": m.instance_name(inst), "name": name, "owner": owner,
                      "visible": zone.visible_to, "showing": zone.showing})
    variables = [{"name": v.name, "perPlayer": v.per_player,
                  "enum": v.type[5:] if v.type.startswith("enum:") else None} for v in m.vars]
    options = {name: plain_text(value) for name, value in m.options.items()}
    return {"game": m.name, "players": m.players, "view": view, "options": options, "zones": zones,
            "vars": variables, "colours": hints.colours}


class FrameMaker:
    """Turns the states of one game into the frames one viewer sees (`view` None: everything).

    Call `frame(state)` with the state at the first decision and after every action: it gives the
    frame of that step, or None where the viewer did not see the step taken. `numbered` adds the
    number of decisions made so far to each frame (for a viewer who may know it).
    """

    def __init__(self, game: Game, view: int | None, hints: Hints | None = None, numbered: bool = False):
        self.game, self.model, self.view = game, game.model, view
        self.hints = hints or Hints()
        self.numbered = numbered
        program = game.rules.program if game.rules is not None else None
        self.fields = card_fields(program) if program is not None else {}
        self.event_types = ({e.name: [str(p.type) for p in e.params] for e in program.events}
                            if program is not None else {})
        self.logged = 0  # log entries read so far
        self.lines: list[str] = []  # lines of steps the viewer did not see taken, for the next frame
        self.chain: list[tuple[int | None, str]] = []  # the open events of the decision now pending
        self.started = False
        self.asked = False  # whether the last frame asked the viewer to decide
        self.looks: dict[tuple, dict] = {}  # (card, side up) -> its look: one object, shared by frames

    def frame(self, state: State) -> dict | None:
        """The frame of the step that led to `state`, or None where the viewer saw no step taken."""
        log = state.data.log or []
        entries = log[self.logged:]
        self.logged = len(log)
        decided = entries[0] if entries and type(entries[0]) is Chosen and entries[0].action is not None else None
        seen = not self.started or (decided is not None and self._sees(decided))
        main = None
        for entry in entries:
            if entry is decided and seen:
                main = len(self.lines)
            text = render_entry(self.model, entry, self.view)
            if text is not None:
                self.lines.extend(text.split("\n"))
        chain = self.chain
        self.chain = self._open_events(state)
        # a viewer is shown the table when asked to decide, even after a step they did not see taken:
        # being asked is theirs to know
        asked = self.view is not None and self.view in state.acting_players()
        if not seen and not state.is_terminal() and not (asked and not self.asked):
            return None
        self.started = True
        self.asked = asked
        lines, self.lines = self.lines, []
        actor = decided.player if decided is not None else None
        obs = state.observation(self.view)
        frame = {"zones": self._zones(state, obs), "lines": lines, "main": main,
                 "chain": [text for thread, text in chain if thread is None or thread == actor]}
        frame.update(self._rest(state, obs))
        if self.numbered:
            frame["at"] = state.data.decisions
        return frame

    def _sees(self, entry) -> bool:
        return self.view is None or entry.audience is None or bool(entry.audience >> self.view & 1)

    # ---- the table -------------------------------------------------------------------------------
    def _zones(self, state: State, obs: dict) -> list[list]:
        m, d = self.model, state.table_seen_by(self.view)  # the table the observation shows
        shown = obs["zones"]
        zones = []
        for inst, cards in enumerate(d.zones):
            seen = shown[m.instance_name(inst)]
            zones.append([None if entry is None else self._card(inst, card, entry)
                          for card, entry in zip(cards, seen)])
        return zones

    def _card(self, inst: int, card: int, entry: dict) -> dict:
        """A card the observation shows: its look and its card variables."""
        m = self.model
        side = m.instance_showing[inst] if m.card_faces[card] else None
        key = (card, side)
        look = self.looks.get(key)
        if look is None:
            look = self.looks[key] = self._look(card, side, entry["card"])
        return {"look": look, "vars": {k: v for k, v in entry.items() if k != "card"}}

    def _look(self, card: int, side: str | None, name: str) -> dict:
        """How a card looks with `side` up (None: no side of its own, or both): its name, type, the side
        up, the fields the viewer can read, its colour and label."""
        m = self.model
        kind = m.card_types[card]
        readable = self._readable(kind, side)
        values = {}
        for f in readable:
            value = m.card_fields[f.name][card]
            if value is not None:
                values[f.name] = player_name(value) if f.kind == "player" else plain_text(value)
        look = {"name": name, "type": kind, "side": side, "fields": values}
        colour = self.hints.colour(readable, values)
        label = self.hints.label(kind, name, values)
        if colour is not None:
            look["colour"] = colour
        if label is not None:
            look["label"] = label
        return look

    def _readable(self, kind: str, side: str | None) -> list[FieldInfo]:
        """The fixed fields of a card the viewer can read: with one side up and a player viewing, only
        that side's (the other side, and what is printed on the card as a whole, may be hidden)."""
        fields = [f for f in self.fields.get(kind, ()) if f.kind != "card"]
        if side is None:
            return fields
        if self.view is None:  # the side up first: its fields give the card its colour
            return sorted(fields, key=lambda f: f.side != side)
        return [f for f in fields if f.side == side]

    # ---- variables, scores, the decision -------------------------------------------------------------
    def _rest(self, state: State, obs: dict) -> dict:
        out = {"vars": obs["vars"], "acting": obs.get("acting", []), "scores": self._scores(state)}
        decision = obs.get("decision")
        if decision is not None:
            label = decision["label"]
            prefix = label + ": "
            options = [o[len(prefix):] if o.startswith(prefix) else o for o in decision["options"]]
            player = self.view if self.view is not None else obs["acting"][0]
            out["decision"] = {"player": player, "label": label, "options": options}
        if obs["terminal"]:
            out["winners"] = obs["winners"]
        return out

    def _scores(self, state: State) -> list | None:
        """Each player's ranking keys: for a viewer who sees everything at every step (they may read
        hidden cards), for the others where the game's end shows them."""
        d = state.data
        if d.terminal:
            ended = [e for e in d.log or [] if type(e) is Ended]
            if ended and ended[-1].scores is not None:
                return [[plain_text(k) for k in keys] for keys in ended[-1].scores]
        if self.view is not None or self.model.rank is None:
            return None
        try:
            return [[plain_text(k) for k in self.model.rank(d, p)] for p in range(self.model.players)]
        except Exception:  # noqa: BLE001 - the keys of an unfinished game may not be worked out yet
            return None

    # ---- the event chain ---------------------------------------------------------------------------
    def _open_events(self, state: State) -> list[tuple[int | None, str]]:
        """The open events, outermost first, as the viewer reads them, each with the player's part
        (of a `simultaneous` block) that opened it; another player's part is left out."""
        m, d = self.model, state.data
        out = []
        for event in d.events:
            thread = event[THREAD]
            if self.view is not None and thread is not None and thread != self.view:
                continue
            decl = m.events[event[EVENT]]
            types = self.event_types.get(decl.name, [])
            values = event[VALUES]
            parts = []
            for i, name in enumerate(decl.params):
                value = values[i] if i < len(values) else None
                kind = types[i] if i < len(types) else "text"
                if kind == "zone" and type(value) is int:
                    shown = m.instance_name(value)
                elif kind in ("card", "player") or kind.startswith("list:"):
                    shown = render_typed(m, d, value, kind, self.view)
                else:
                    shown = plain_text(value)
                parts.append(f"{name} {shown}")
            text = f"{decl.name}({', '.join(parts)})" + (" cancelled" if event[CANCELLED] else "")
            out.append((thread, text))
        return out
