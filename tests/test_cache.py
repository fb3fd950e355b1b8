"""The document cache (grammar/cache.py): a hit gives exactly the document a fresh parse gives,
spans included; a changed text misses; a corrupt or foreign entry is ignored and replaced; the
cache can be turned off, and an unwritable directory only means nothing is cached. Entries
written by someone else are the subject of tests/hostile/test_hostile_cache.py.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from rulerun.grammar import RulesErrors, cache, parse_rules, transform
from rulerun.interpreter import lint, schema
from rulerun.interpreter.engine import load_game

ROOT = Path(__file__).resolve().parent.parent
EVOLUTION = ROOT / "rulebooks" / "evolution.rules"
SMALL = 'game "Tiny"\nplayers 2..2\nzone deck\nplay {\n  log "{size(deck)} cards"\n  end game\n}\n'


def entries(where: Path) -> list[Path]:
    return sorted(where.glob("doc-*.json")) if where.exists() else []


def stored(path: Path):
    """The JSON an entry holds, after the line with its authentication code."""
    head, _, body = path.read_bytes().partition(b"\n")
    assert head.startswith(b"rulerun-cache-2 ")
    return json.loads(body)


def no_parsing(monkeypatch) -> None:
    """Makes any real parse fail, so that a result can only have come from the cache."""
    def fail(*args, **kwargs):
        raise AssertionError("parsed, though the document is in the cache")

    monkeypatch.setattr(transform, "parse_rules", fail)


def test_a_hit_gives_the_document_of_a_fresh_parse(cache_dir, monkeypatch):
    text = EVOLUTION.read_text(encoding="utf-8")
    fresh = transform.parse_rules(text, "evolution.rules")
    first = parse_rules(text, "evolution.rules")
    assert first == fresh and len(entries(cache_dir)) == 1
    no_parsing(monkeypatch)
    again = parse_rules(text, "evolution.rules")
    assert again == fresh
    assert json.dumps(again) == json.dumps(fresh)  # the same keys in the same order, spans included
    assert again is not first  # each caller gets its own copy to change


def test_a_hit_names_the_file_it_was_read_from(cache_dir, monkeypatch):
    fresh = transform.parse_rules(SMALL, "elsewhere/b.rules")
    parse_rules(SMALL, "a.rules")
    no_parsing(monkeypatch)
    doc = parse_rules(SMALL, "elsewhere/b.rules")
    assert doc == fresh and doc["source"] == "elsewhere/b.rules"


def test_a_changed_text_misses(cache_dir):
    parse_rules(SMALL, "tiny.rules")
    changed = SMALL.replace("2..2", "2..3")
    doc = parse_rules(changed, "tiny.rules")
    assert doc["players"] == transform.parse_rules(changed, "tiny.rules")["players"]
    assert len(entries(cache_dir)) == 2


def test_syntax_errors_are_not_cached(cache_dir):
    for _ in range(2):
        with pytest.raises(RulesErrors):
            parse_rules("game {", "bad.rules")
    assert entries(cache_dir) == []


@pytest.mark.parametrize("content", [
    "{ not json",
    "",
    "[1, 2, 3]",
    json.dumps({"rulerun": "document", "key": "another key", "document": {"format": "x"}}),
    json.dumps({"rulerun": "something else", "document": {}}),
    "\x00\xff",
], ids=["corrupt", "empty", "a list", "another key", "foreign", "binary"])
def test_a_corrupt_or_foreign_entry_is_ignored_and_replaced(cache_dir, content):
    parse_rules(SMALL, "tiny.rules")
    [entry] = entries(cache_dir)
    entry.write_text(content, encoding="latin-1")
    fresh = transform.parse_rules(SMALL, "tiny.rules")
    assert parse_rules(SMALL, "tiny.rules") == fresh
    assert stored(entry)["document"] == fresh


def test_a_document_that_would_come_back_changed_is_not_kept(cache_dir):
    cache.store_document("text", {"span": (1, 2, 3, 4)})  # a tuple reads back as a list
    cache.store_document("text", {1: "one"})  # an int key reads back as a string
    cache.store_document("text", {"value": {1, 2}})  # a set is no JSON at all
    assert entries(cache_dir) == []


def test_turned_off_by_the_environment(cache_dir, monkeypatch):
    monkeypatch.setenv("RULERUN_NO_CACHE", "1")
    assert cache.cache_dir() is None
    assert parse_rules(SMALL, "tiny.rules") == transform.parse_rules(SMALL, "tiny.rules")
    assert not cache_dir.exists()
    monkeypatch.setenv("RULERUN_NO_CACHE", "0")
    assert cache.cache_dir() == cache_dir


def test_an_unwritable_directory_only_means_no_cache(tmp_path, monkeypatch):
    blocker = tmp_path / "a file"
    blocker.write_text("not a directory", encoding="utf-8")
    monkeypatch.setenv("RULERUN_CACHE_DIR", str(blocker / "cache"))  # cannot be created, even by root
    monkeypatch.delenv("RULERUN_NO_CACHE", raising=False)
    for _ in range(2):
        assert parse_rules(SMALL, "tiny.rules") == transform.parse_rules(SMALL, "tiny.rules")
    assert list(tmp_path.iterdir()) == [blocker]


def test_the_directory_follows_xdg(tmp_path, monkeypatch):
    monkeypatch.delenv("RULERUN_CACHE_DIR", raising=False)
    monkeypatch.delenv("RULERUN_NO_CACHE", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert cache.cache_dir() == tmp_path / "rulerun"
    monkeypatch.setenv("XDG_CACHE_HOME", "relative/path")  # not absolute: ignored, as the spec says
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert cache.cache_dir() == tmp_path / "home" / ".cache" / "rulerun"


def test_old_entries_are_pruned(cache_dir, monkeypatch):
    monkeypatch.setattr(cache, "MAX_DOCUMENTS", 3)
    for n in range(5):
        parse_rules(SMALL.replace("Tiny", f"Tiny {n}"), "tiny.rules")
    assert len(entries(cache_dir)) == 3


# ---- the parser's tables ----------------------------------------------------------------------------
@pytest.fixture
def fresh_parser():
    transform.parser.cache_clear()
    yield transform.parser
    transform.parser.cache_clear()


def _outcomes(texts: list[str]) -> list:
    """What `transform.parse_rules` makes of each text: a document, or the rendered errors."""
    out = []
    for text in texts:
        try:
            out.append(transform.parse_rules(text, "t.rules"))
        except RulesErrors as errs:
            out.append(errs.render())
    return out


def test_the_parser_read_back_from_its_tables_parses_the_same(cache_dir, fresh_parser):
    texts = [EVOLUTION.read_text(encoding="utf-8"), SMALL, "game {", "game \"x\"\nplayers 2..\n", "zone z\n@"]
    assert fresh_parser().source_path != "<deserialized>"  # built from the grammar, and its tables kept
    built = _outcomes(texts)
    assert len(list(cache_dir.glob("parser-*.json"))) == 1
    fresh_parser.cache_clear()
    assert fresh_parser().source_path == "<deserialized>"
    assert _outcomes(texts) == built
    assert isinstance(built[0], dict) and all(isinstance(b, str) for b in built[2:])


def test_damaged_parser_tables_are_rebuilt(cache_dir, fresh_parser):
    fresh_parser()
    [tables] = cache_dir.glob("parser-*.json")
    head, _, body = tables.read_bytes().partition(b"\n")
    entry = json.loads(body)
    entry["data"] = {"nonsense": True}
    tables.write_bytes(head + b"\n" + json.dumps(entry).encode("utf-8"))
    fresh_parser.cache_clear()
    assert fresh_parser().source_path != "<deserialized>"
    assert transform.parse_rules(SMALL, "tiny.rules")["players"]["max"] == 2
    assert stored(tables)["data"] != {"nonsense": True}


def test_tables_round_trip_through_json():
    value = {"states": {0: {3: (0, 7), 4: (1, {"rule": [1, 2]})}}, "empty": (), "list": [(1,), {}]}
    assert json.loads(json.dumps(cache._to_json(value)), object_hook=cache._from_json) == value


# ---- loading skips the schema check of a document that passed it -------------------------------------
def test_a_checked_document_is_read_back_without_checking_it_again(cache_dir, monkeypatch):
    first = lint.lint_report(EVOLUTION)
    doc, text, file = lint.run._load(EVOLUTION)
    game = load_game(EVOLUTION, players=3)

    def no_check():
        raise AssertionError("the schema check ran again")

    monkeypatch.setattr(schema, "_validator", no_check)
    no_parsing(monkeypatch)
    again, text_again, file_again = lint.run._load(EVOLUTION)
    assert (again, text_again, file_again) == (doc, text, file)
    again_game = load_game(EVOLUTION, players=3)  # read back unchecked: the same game
    assert again_game.playout(5, random.Random(1).randrange).returns() == \
        game.playout(5, random.Random(1).randrange).returns()
    second = lint.lint_report(EVOLUTION)
    assert [lint.finding_record(f) for f in second["findings"]] == [lint.finding_record(f) for f in first["findings"]]
    assert second["decks"] == first["decks"]


def test_a_document_checked_by_another_schema_is_checked_again(cache_dir, monkeypatch):
    lint.run._load(EVOLUTION)
    monkeypatch.setattr(schema, "_check_id", lambda: "schema:another")
    checks = []
    real = schema.validate_document

    def counted(*args, **kwargs):
        checks.append(args[1])
        return real(*args, **kwargs)

    monkeypatch.setattr("rulerun.interpreter.loading.validate_document", counted)
    lint.run._load(EVOLUTION)
    assert checks == [str(EVOLUTION)]
    checks.clear()
    lint.run._load(EVOLUTION)
    assert checks == []


def test_lint_findings_are_the_same_with_and_without_the_cache(cache_dir, monkeypatch):
    case = ROOT / "tests" / "lint_cases" / "01-unknown-name.rules"
    with_cache = [lint.format_finding(f) for _ in range(2) for f in lint.lint_file(case)]
    monkeypatch.setenv("RULERUN_NO_CACHE", "1")
    without = [lint.format_finding(f) for _ in range(2) for f in lint.lint_file(case)]
    assert with_cache == without and with_cache


# ---- compiled code ----------------------------------------------------------------------------------
def _compiles(monkeypatch) -> list:
    """Counts the generated functions compiled from here on (their file names)."""
    import builtins

    from rulerun.interpreter.codegen import emit

    made = []

    def counting(source, filename, mode, *args, **kwargs):
        made.append(filename)
        return builtins.compile(source, filename, mode, *args, **kwargs)

    monkeypatch.setattr(emit, "compile", counting, raising=False)
    return made


def _game_log(game, seed: int = 4) -> str:
    import random as _random

    state = game.new_initial_state(seed)
    rng = _random.Random(seed)
    while not state.is_terminal():
        player = state.current_player()
        player = state.acting_players()[0] if player < 0 else player
        state.apply_action(rng.randrange(len(state.legal_actions(player))), player)
    return "\n".join(state.log_lines())


@pytest.mark.parametrize("counting", [False, True])
def test_code_compiled_once_is_read_back_and_plays_the_same(cache_dir, monkeypatch, counting):
    made = _compiles(monkeypatch)
    first = load_game(str(EVOLUTION), players=3, counting=counting)
    assert len(made) > 100  # every function compiled, and kept
    assert list(cache_dir.glob("code-*.bin"))
    del made[:]
    from rulerun.interpreter import model_cache

    monkeypatch.setattr(model_cache, "cached", lambda key, rules_type: None)  # generated again, not read back whole
    second = load_game(str(EVOLUTION), players=3, counting=counting)
    assert made == []  # nothing compiled again
    assert second.model.generated == first.model.generated
    assert _game_log(second) == _game_log(first)


def test_code_of_another_player_count_or_edited_rules_is_compiled_again(cache_dir, monkeypatch, tmp_path):
    load_game(str(EVOLUTION), players=3)
    made = _compiles(monkeypatch)
    load_game(str(EVOLUTION), players=4)
    assert len(made) > 100
    edited = tmp_path / "evolution.rules"
    edited.write_text(EVOLUTION.read_text(encoding="utf-8").replace("# ", "#  ", 1), encoding="utf-8")
    del made[:]
    load_game(str(edited), players=4)
    assert len(made) > 100


def test_no_code_is_kept_with_the_cache_turned_off(cache_dir, monkeypatch):
    monkeypatch.setenv("RULERUN_NO_CACHE", "1")
    load_game(str(EVOLUTION), players=3)
    assert not cache_dir.exists() or not any(cache_dir.iterdir())


def test_old_tables_of_code_are_pruned(cache_dir, monkeypatch):
    monkeypatch.setattr(cache, "MAX_DOCUMENTS", 2)
    for n in range(4):
        load_game(str(EVOLUTION), players=2 + n % 3, counting=n > 2)
    assert len(list(cache_dir.glob("code-*.bin"))) == 2
