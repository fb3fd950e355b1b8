"""Hostile cache files (grammar/cache.py): whoever can write into the cache directory, or guess the
names rulerun uses there, can neither change the rules played, nor make a good rulebook fail, nor
hang rulerun, nor make it print a traceback.

An attacker here knows everything in the package and in the rulebook (the entry's key, the check
stamp, the file format) but not the secret in the user's cache directory.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest
from hostile_support import OTHER, ROOT, SMALL, run_python

from rulerun.grammar import RulesErrors, cache, parse_rules, transform
from rulerun.interpreter import lint, model_cache, schema
from rulerun.interpreter.engine import load_game


@pytest.fixture
def fresh_parser():
    transform.parser.cache_clear()
    yield transform.parser
    transform.parser.cache_clear()


def entry_path(where: Path, text: str) -> Path:
    return where / f"doc-{cache._document_key(text)}.json"


def split_entry(raw: bytes) -> tuple[bytes, dict]:
    """An entry file as (what precedes its JSON, its JSON value)."""
    head = b""
    if raw.startswith(b"rulerun-cache"):
        head, _, raw = raw.partition(b"\n")
        head += b"\n"
    return head, json.loads(raw)


def rewrite_json(path: Path, change) -> None:
    """Changes the JSON in an entry file, leaving the rest of the file as it was."""
    head, value = split_entry(path.read_bytes())
    change(value)
    path.write_bytes(head + json.dumps(value).encode("utf-8"))


def write_rules(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


# ---- the rules played cannot be swapped -----------------------------------------------------------
def test_an_entry_moved_to_another_texts_key_is_not_taken(cache_dir, tmp_path):
    """The entry of one rulebook, renamed (and its key edited) to be found for another, is ignored:
    the rules played are those of the file."""
    mine = write_rules(tmp_path, "mine.rules", SMALL)
    other = write_rules(tmp_path, "other.rules", OTHER)
    lint.lint_report(mine)
    lint.lint_report(other)
    key_mine, key_other = cache._document_key(SMALL), cache._document_key(OTHER)
    swapped = entry_path(cache_dir, OTHER).read_bytes().replace(key_other.encode(), key_mine.encode())
    entry_path(cache_dir, SMALL).write_bytes(swapped)
    doc, _, _ = lint.run._load(mine)
    assert doc["game"] == "Tiny"
    assert load_game(mine).model.name == "Tiny"


def test_a_changed_document_does_not_pass_as_checked(cache_dir, tmp_path):
    """An entry whose document was changed (keeping its 'checked' stamp) is not used: the linter
    checks the file's own rules."""
    mine = write_rules(tmp_path, "mine.rules", SMALL)
    lint.lint_report(mine)

    def swap(entry):
        entry["document"]["game"] = "Swapped"
        entry["document"]["players"]["max"] = 9
    rewrite_json(entry_path(cache_dir, SMALL), swap)
    doc, _, _ = lint.run._load(mine)
    assert (doc["game"], doc["players"]["max"]) == ("Tiny", 2)


def test_an_entry_with_an_empty_document_is_ignored_and_replaced(cache_dir, tmp_path):
    mine = write_rules(tmp_path, "mine.rules", SMALL)
    lint.lint_report(mine)
    rewrite_json(entry_path(cache_dir, SMALL), lambda entry: entry.update(document={}))
    assert not [f for f in lint.lint_file(mine) if f.severity == "error"]
    assert load_game(mine).model.name == "Tiny"
    _, again = split_entry(entry_path(cache_dir, SMALL).read_bytes())
    assert again["document"]["game"] == "Tiny"  # written again


def test_a_symbolic_link_is_not_followed(cache_dir, tmp_path):
    """An entry that is a link to a file elsewhere (here a good entry of other rules) is not read."""
    parse_rules(OTHER, "other.rules")
    elsewhere = tmp_path / "planted.json"
    elsewhere.write_bytes(entry_path(cache_dir, OTHER).read_bytes().replace(
        cache._document_key(OTHER).encode(), cache._document_key(SMALL).encode()))
    entry_path(cache_dir, SMALL).symlink_to(elsewhere)
    assert parse_rules(SMALL, "tiny.rules")["game"] == "Tiny"


# ---- the cache directory must be the user's own --------------------------------------------------
def test_a_directory_open_to_others_is_not_used(cache_dir):
    cache_dir.mkdir()
    cache_dir.chmod(0o777)
    assert parse_rules(SMALL, "tiny.rules")["game"] == "Tiny"
    assert list(cache_dir.iterdir()) == []


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0, reason="only root can give a directory away")
def test_a_directory_of_another_user_is_not_used(cache_dir):
    cache_dir.mkdir(mode=0o700)
    os.chown(cache_dir, 12345, 12345)
    assert parse_rules(SMALL, "tiny.rules")["game"] == "Tiny"
    assert list(cache_dir.iterdir()) == []


def test_the_secret_is_the_users_alone(cache_dir):
    parse_rules(SMALL, "tiny.rules")
    secret = cache_dir / cache.SECRET
    assert stat.S_IMODE(secret.stat().st_mode) == 0o600
    assert stat.S_IMODE(cache_dir.stat().st_mode) & 0o077 == 0


# ---- nothing in the cache directory can make rulerun wait -----------------------------------------
CHILD = """
import os, sys
sys.path.insert(0, {root!r})
{prelude}
from rulerun.grammar import parse_rules
print(parse_rules({text!r}, "tiny.rules")["game"])
"""


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_as_an_entry_does_not_hang(cache_dir):
    parse_rules(SMALL, "tiny.rules")
    path = entry_path(cache_dir, SMALL)
    path.unlink()
    os.mkfifo(path)
    done = run_python(CHILD.format(root=str(ROOT), prelude="", text=SMALL), timeout=30)
    assert done.returncode == 0 and done.stdout.strip() == "Tiny", done.stderr


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_where_a_temporary_file_may_be_named_does_not_hang(cache_dir):
    """Temporary names cannot be guessed: not from the process id, even when it is known."""
    cache_dir.mkdir(mode=0o700)
    name = entry_path(cache_dir, SMALL).name
    for pid in (4242, 4243):
        os.mkfifo(cache_dir / f".{name}.{pid}.tmp")
    prelude = "os.getpid = lambda: 4242  # a process id the planter knew"
    done = run_python(CHILD.format(root=str(ROOT), prelude=prelude, text=SMALL), timeout=30)
    assert done.returncode == 0 and done.stdout.strip() == "Tiny", done.stderr
    assert entry_path(cache_dir, SMALL).is_file()


# ---- damaged parser tables: ignored and replaced, never a traceback ---------------------------------
ITEMS, TUPLE = "\x00items", "\x00tuple"  # how the tables tag int-keyed dicts and tuples in JSON


def _states(entry) -> list:
    return entry["data"]["parser"]["parser"]["states"][ITEMS]


def _memo(entry, kind: str) -> list[dict]:
    return [value for _, value in entry["memo"][ITEMS] if value.get("__type__") == kind]


def _shift_nowhere(entry):
    for _, actions in _states(entry):
        for _, action in actions.get(ITEMS, []):
            if action[TUPLE][0] == 0:
                action[TUPLE][1] = 99999


def _reduce_by_another_rule(entry):
    for _, actions in _states(entry):
        for _, action in actions.get(ITEMS, []):
            if action[TUPLE][0] == 1:
                action[TUPLE][1] = {"@": 100}


def _broken_pattern(entry):
    for terminal in _memo(entry, "TerminalDef"):
        if terminal["name"] == "NAME":
            terminal["pattern"]["value"] = "(["


def _unknown_start_state(entry):
    entry["data"]["parser"]["parser"]["start_states"]["start"] = 99999


def _nothing_ignored(entry):
    """Not a crash: spaces become tokens, and every good rulebook fails to parse."""
    entry["data"]["parser"]["lexer_conf"]["ignore"] = ["NOPE"]


@pytest.mark.parametrize("damage", [_shift_nowhere, _reduce_by_another_rule, _broken_pattern, _unknown_start_state,
                                    _nothing_ignored],
                         ids=["shift", "reduce", "pattern", "start-state", "ignore"])
def test_damaged_parser_tables_are_ignored_and_replaced(cache_dir, fresh_parser, damage):
    expected = transform.parse_rules(SMALL, "tiny.rules")
    [tables] = cache_dir.glob("parser-*.json")
    rewrite_json(tables, damage)
    fresh_parser.cache_clear()
    assert transform.parse_rules(SMALL, "tiny.rules") == expected
    with pytest.raises(RulesErrors):
        transform.parse_rules("game {", "bad.rules")
    fresh_parser.cache_clear()
    assert fresh_parser().source_path == "<deserialized>"  # the tables written again are good
    assert transform.parse_rules(SMALL, "tiny.rules") == expected


# ---- the cache has a size budget -------------------------------------------------------------------
def test_an_entry_over_the_byte_limit_is_not_kept(cache_dir, monkeypatch):
    monkeypatch.setattr(cache, "MAX_ENTRY_BYTES", 2000)
    padding = "".join(f"zone z{i}\n" for i in range(100))
    big = SMALL + padding
    parse_rules(big, "big.rules")
    parse_rules(SMALL, "tiny.rules")
    assert [p.name for p in cache_dir.glob("doc-*.json")] == [entry_path(cache_dir, SMALL).name]


def test_the_documents_kept_stay_within_the_byte_budget(cache_dir, monkeypatch):
    size = len(json.dumps(transform.parse_rules(SMALL, "tiny.rules")))
    monkeypatch.setattr(cache, "MAX_TOTAL_BYTES", 3 * size + 600)
    for n in range(6):
        parse_rules(SMALL.replace("Tiny", f"Tiny {n}"), "tiny.rules")
    kept = list(cache_dir.glob("doc-*.json"))
    assert 1 <= len(kept) <= 3
    assert sum(p.stat().st_size for p in kept) <= cache.MAX_TOTAL_BYTES


def test_the_check_stamp_alone_does_not_skip_the_schema_check(cache_dir, tmp_path, monkeypatch):
    """A document stored by the parser (not checked) and then stamped by hand is checked again."""
    mine = write_rules(tmp_path, "mine.rules", SMALL)
    parse_rules(SMALL, str(mine))
    stamp = schema._check_id()
    rewrite_json(entry_path(cache_dir, SMALL), lambda entry: entry.update(checked=stamp))
    checks = []
    real = schema.validate_document
    monkeypatch.setattr("rulerun.interpreter.loading.validate_document",
                        lambda *a, **k: (checks.append(a[1]), real(*a, **k)))
    lint.run._load(mine)
    assert checks == [str(mine)]


# ---- compiled code --------------------------------------------------------------------------------
def _code_tables(where: Path) -> list[Path]:
    return sorted(where.glob("code-*.bin"))


@pytest.mark.parametrize("damage", ["body", "code", "truncated", "not marshal"])
def test_a_changed_table_of_code_is_not_run(cache_dir, tmp_path, damage, monkeypatch):
    """A table of compiled code whose authentication fails, or that does not read back, is ignored:
    the rulebook's own code is compiled again and played, and the table written again."""
    import marshal

    monkeypatch.setattr(model_cache, "cached", lambda key, rules_type: None)  # the code is generated again, not read back

    path = write_rules(tmp_path, "tiny.rules", SMALL)
    fresh = load_game(str(path))
    (table,) = _code_tables(cache_dir)
    raw = table.read_bytes()
    head, _, body = raw.partition(b"\n")
    if damage == "body":  # code that would log something else, under the old authentication code
        loaded = marshal.loads(body)
        swapped = {k: compile("raise SystemExit('swapped')", "x", "exec") for k in loaded}
        raw = head + b"\n" + marshal.dumps(swapped)
    elif damage == "code":
        raw = head[:-4] + b"0000\n" + body
    elif damage == "truncated":
        raw = raw[:len(raw) // 2]
    else:
        raw = head + b"\n" + b"\x00not marshal data"
    table.write_bytes(raw)
    game = load_game(str(path))
    assert game.model.generated == fresh.model.generated
    state = game.new_initial_state(1)
    assert state.is_terminal() and state.log_lines() == fresh.new_initial_state(1).log_lines()
    assert table.read_bytes() != raw  # written again


def test_a_table_of_code_signed_for_another_key_is_not_run(cache_dir, tmp_path):
    """A genuine table of another rulebook, moved under this one's name, is not taken."""
    small = write_rules(tmp_path, "tiny.rules", SMALL)
    other = write_rules(tmp_path, "other.rules", SMALL.replace("cards", "cards here"))
    load_game(str(other))
    (theirs,) = _code_tables(cache_dir)
    mine_game = load_game(str(small))
    (mine,) = [p for p in _code_tables(cache_dir) if p != theirs]
    mine.write_bytes(theirs.read_bytes())
    game = load_game(str(small))
    assert game.new_initial_state(1).log_lines() == mine_game.new_initial_state(1).log_lines()
    assert "cards here" not in "\n".join(game.new_initial_state(1).log_lines())
