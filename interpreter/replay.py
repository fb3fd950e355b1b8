"""Replaying a JSON Lines game log: every action re-applied, checked legal, the outcome compared.

A log written by `rulerun FILE --json` starts with a `game` record (rulebook, the SHA-256 of the
rulebook's text, players, seed, options) and holds a `choice` record with the player and action
index for every decision. Replay re-runs the game from the seed with those actions and compares
every record it produces with the log; the first line that disagrees is named, and a log that ends
before the game does is refused.

A log may come from anyone, so it decides nothing about which file is read: the rulebook is the
one the caller names, or else the bundled rulebook the log names, or a file at the path the log
names only if its text has the hash the log records (a file whose hash differs is never shown).
Every record must be a JSON object, and the fields replay reads must have their types (an integer
is not `3.7` nor `true`).
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Callable

from rulerun.grammar import RulesError, RulesErrors, Span

from .engine import SIMULTANEOUS, Game, State, load_game
from .loading import MAX_FILE_BYTES, bundled_rulebook, decode_text, find_rulebook, read_file_bytes
from .render import render_log_records

# The largest log replay reads.
MAX_LOG_BYTES = 64 * 1024 * 1024


def game_record(path: str, players: int, seed: int, options: dict, digest: str | None = None) -> dict:
    """The first record of a JSON Lines log: what is needed to start the same game again."""
    record = {"kind": "game", "rulebook": path, "players": players, "seed": seed, "options": options}
    if digest is not None:
        record["rulebook_sha256"] = digest
    return record


def rulebook_digest(path: str | Path) -> str:
    """The SHA-256 of a rulebook file's text, as a log records it."""
    return hashlib.sha256(read_file_bytes(Path(path), MAX_FILE_BYTES)).hexdigest()


def _fail(log: Path, line: int, message: str) -> RulesErrors:
    return RulesErrors([RulesError(message, Span(str(log), line, 1, line, 2), code="replay")])


def _is_int(value) -> bool:
    return type(value) is int


def replay(log: str | Path, watch: Callable[[Game, State], None] | None = None,
           rulebook: str | Path | None = None) -> dict:
    """Replays a log; returns a summary, or raises `RulesErrors` at the first line that disagrees.
    `watch(game, state)` sees the state at the game's first decision and after every action;
    `rulebook` is the rulebook to replay it with (without it, the log's own: see the module's
    docstring)."""
    return replay_records(Path(log), read_log(log), watch, rulebook)


def replay_records(path: Path, records: list[tuple[int, dict]], watch: Callable[[Game, State], None] | None = None,
                   rulebook: str | Path | None = None) -> dict:
    """`replay` of records already read by `read_log` (`path` names the log in messages)."""
    number, head = records[0]
    _check_head(path, number, head)
    source = _rulebook(path, number, head, rulebook)
    try:
        game = load_game(source, players=head["players"], options=head["options"])
    except RulesErrors as errs:
        if all(e.code in ("players", "option") for e in errs.errors):
            raise _fail(path, number, "the 'game' record: " + "; ".join(e.message for e in errs.errors)) from None
        raise
    actions = [(n, r) for n, r in records[1:] if r.get("kind") == "choice" and r.get("action") is not None]
    state = game.new_initial_state(head["seed"])
    if watch is not None:
        watch(game, state)
    for number, record in actions:
        if state.is_terminal():
            raise _fail(path, number, "the game is already over at this action")
        player, action = record.get("player"), record.get("action")
        if not (_is_int(player) and _is_int(action)):
            raise _fail(path, number, "a choice record needs 'player' and 'action' as integers")
        player -= 1
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
    if not state.is_terminal():
        waiting = ", ".join(f"P{p + 1}" for p in state.acting_players())
        raise _fail(path, records[-1][0], f"the log ends before the game does: after its last record the game "
                                          f"waits for a decision of {waiting}")
    return {"records": len(records), "actions": len(actions), "terminal": True,
            "winners": [p + 1 for p in state.winners()]}


def read_log(log: str | Path) -> list[tuple[int, dict]]:
    """The records of a JSON Lines log with their line numbers, each a JSON object; the first is a
    `game` record (`replay_records` checks that it is complete)."""
    path = Path(log)
    text = decode_text(read_file_bytes(path, MAX_LOG_BYTES, "logs"), str(path))
    records = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError as err:
            raise _fail(path, number, f"not a JSON record: {err.msg}") from None
        except (ValueError, RecursionError):  # a number of thousands of digits, or nesting without end
            raise _fail(path, number, "not a JSON record a game log can hold") from None
        if not isinstance(record, dict):
            raise _fail(path, number, "a record is a JSON object ({...})")
        records.append((number, record))
    if not records or records[0][1].get("kind") != "game":
        raise _fail(path, 1, "the log does not start with a 'game' record (write it with --json --view all)")
    return records


def _check_head(path: Path, number: int, head: dict) -> None:
    """Refuses a `game` record that is one player's view, or lacks a field replay needs, or has one of
    the wrong type."""
    if "view" in head:
        raise _fail(path, number, "this is one player's view of a game, without its seed: replay the full "
                                  "log (written with --json --view all)")
    problems = []
    if not (isinstance(head.get("rulebook"), str) and head["rulebook"]):
        problems.append("'rulebook' must be a file name")
    if not (_is_int(head.get("players")) and 1 <= head["players"] <= 64):
        problems.append("'players' must be an integer from 1 to 64")
    if not _is_int(head.get("seed")):
        problems.append("'seed' must be an integer")
    if head.get("options") is None:
        head["options"] = {}
    options = head["options"]
    if not (isinstance(options, dict) and all(type(v) in (str, int, bool) for v in options.values())):
        problems.append("'options' must map names to values")
    digest = head.get("rulebook_sha256")
    if digest is not None and not (isinstance(digest, str) and len(digest) == 64):
        problems.append("'rulebook_sha256' must be a SHA-256 in hex")
    if problems:
        raise _fail(path, number, f"the 'game' record is incomplete: {'; '.join(problems)}")


def _rulebook(log: Path, line: int, head: dict, named: str | Path | None) -> Path:
    """The rulebook to replay with: the one named, else the log's own if it may be read (see the
    module's docstring)."""
    digest = head.get("rulebook_sha256")
    if named is not None:
        path = find_rulebook(named)
        if digest is not None and _digest_of(path) != digest:
            raise _fail(log, line, f"'{named}' is not the rulebook this game was played with (its text differs "
                                   "from the one the log records)")
        return path
    hint = head["rulebook"]
    bundled = bundled_rulebook(hint)
    if digest is None:
        if bundled is not None:
            return bundled
        raise _fail(log, line, f"the log names '{hint}', which is not a bundled rulebook, and records no hash of "
                               "its text; name the rulebook to replay it with: rulerun replay LOG --rulebook FILE")
    for candidate in (bundled, Path(hint)):
        if candidate is not None and _digest_of(candidate) == digest:
            return candidate
    raise _fail(log, line, f"the log names '{hint}', but no rulebook there has the text the game was played with; "
                           "name the rulebook to replay it with: rulerun replay LOG --rulebook FILE")


def _digest_of(path: Path) -> str | None:
    """The hash of a file's text; None if it is not a regular file that can be read."""
    try:
        return rulebook_digest(path)
    except RulesErrors:
        return None
