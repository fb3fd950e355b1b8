"""Replaying a JSON Lines game log: every action re-applied, checked legal, the outcome compared.

A log written by `rulerun FILE --json` starts with a `game` record (rulebook, players, seed,
options) and holds a `choice` record with the player and action index for every decision. Replay
re-runs the game from the seed with those actions and compares every record it produces with
the log; the first line that disagrees is named.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Callable

from rulerun.grammar import RulesError, RulesErrors, Span

from .engine import SIMULTANEOUS, Game, State, load_game
from .render import render_log_records


def game_record(path: str, players: int, seed: int, options: dict) -> dict:
    """The first record of a JSON Lines log: what is needed to start the same game again."""
    return {"kind": "game", "rulebook": path, "players": players, "seed": seed, "options": options}


def _fail(log: Path, line: int, message: str) -> RulesErrors:
    return RulesErrors([RulesError(message, Span(str(log), line, 1, line, 2), code="replay")])


def read_log(log: str | Path) -> list[tuple[int, dict]]:
    """The records of a JSON Lines log with their line numbers; the first must be the `game` record."""
    path = Path(log)
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as err:
        raise RulesErrors([RulesError(f"cannot read the log: {err}", Span(str(path), 1, 1), code="file")]) from None
    records = []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            records.append((number, json.loads(line)))
        except json.JSONDecodeError as err:
            raise _fail(path, number, f"not a JSON record: {err.msg}") from None
    return records


def replay(log: str | Path, watch: Callable[[Game, State], None] | None = None) -> dict:
    """Replays a log; returns a summary, or raises `RulesErrors` at the first line that disagrees.
    `watch(game, state)` sees the state at the game's first decision and after every action."""
    return replay_records(Path(log), read_log(log), watch)


def replay_records(path: Path, records: list[tuple[int, dict]],
                   watch: Callable[[Game, State], None] | None = None) -> dict:
    """`replay` of records already read (`path` names the log in messages)."""
    if not records or not isinstance(records[0][1], dict) or records[0][1].get("kind") != "game":
        raise _fail(path, 1, "the log does not start with a 'game' record (write it with --json --view all)")
    head = records[0][1]
    if "view" in head:
        raise _fail(path, records[0][0], "this is one player's view of a game, without its seed: replay the full "
                                         "log (written with --json --view all)")
    try:
        game = load_game(head["rulebook"], players=int(head["players"]), options=head.get("options") or {})
        seed = int(head["seed"])
    except (KeyError, TypeError, ValueError) as err:
        raise _fail(path, records[0][0], f"the 'game' record is incomplete: {err}") from None
    actions = [(n, r) for n, r in records[1:] if r.get("kind") == "choice" and r.get("action") is not None]
    state = game.new_initial_state(seed)
    if watch is not None:
        watch(game, state)
    for number, record in actions:
        if state.is_terminal():
            raise _fail(path, number, "the game is already over at this action")
        try:
            player = int(record["player"]) - 1
            action = int(record["action"])
        except (KeyError, TypeError, ValueError):
            raise _fail(path, number, "a choice record needs 'player' and 'action'") from None
        acting = state.acting_players()
        if player not in acting:
            who = ", ".join(f"P{p + 1}" for p in acting)
            raise _fail(path, number, f"P{player + 1} does not decide here (deciding: {who})")
        if action not in state.legal_actions(player):
            raise _fail(path, number, f"action {action} is not legal for P{player + 1} here")
        logged = len(state.data.log)
        state.apply_action(action, player if state.current_player() == SIMULTANEOUS else None)
        # the action's own record is the first it logs (each entry is rendered once: a long game's log
        # is not rendered again after every action)
        done = render_log_records(state.model, state.data.log[logged:logged + 1], None)
        if done != [record]:
            raise _fail(path, number, f"the logged choice differs from the replayed one: "
                                      f"{json.dumps(done[0] if done else None, ensure_ascii=False)}")
        if watch is not None:
            watch(game, state)
    produced = state.log_records(None)
    for (number, want), got in zip(records[1:], produced):
        if want != got:
            raise _fail(path, number, f"the replay differs here: expected {json.dumps(got, ensure_ascii=False)}")
    if len(produced) != len(records) - 1:
        line = records[-1][0] if len(produced) > len(records) - 1 else records[len(produced) + 1][0]
        raise _fail(path, line, f"the replay has {len(produced)} records after the header; the log has "
                                f"{len(records) - 1}")
    return {"records": len(records), "actions": len(actions), "terminal": state.is_terminal(),
            "winners": [p + 1 for p in state.winners()]}
