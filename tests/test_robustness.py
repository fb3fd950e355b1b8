"""Bad input never escapes as anything but a located rulerun error; rulebook text never runs as code.

Mutated bundled rulebooks and random JSON documents are loaded; each outcome is a compiled game or
a `RulesErrors` whose errors carry a position. Mutants that load are played a little: they end,
keep waiting for a decision, or stop with a rulerun error.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulerun.grammar import RulesErrors
from rulerun.interpreter.agents import RandomAgent
from rulerun.interpreter.engine import SIMULTANEOUS, Game, load_document, load_game

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def small_step_limit(monkeypatch):
    """Mutants that loop forever are stopped sooner than real games would be."""
    monkeypatch.setattr("rulerun.interpreter.engine.STEP_LIMIT", 50_000)
BUNDLED = sorted((ROOT / "rulebooks").glob("*.rules"))
TEXTS = {p.name: p.read_text(encoding="utf-8") for p in BUNDLED}


def outcome(text: str, players: int | None = None) -> str:
    """Loads rules text; returns 'loaded' or 'error', failing on any other exception."""
    try:
        game = Game.from_text(text, players=players, file="mutant.rules")
    except RulesErrors as errs:
        assert errs.errors, "an error list is never empty"
        for e in errs.errors:
            assert e.span.line >= 1 and e.span.column >= 0, f"error without a position: {e}"
            assert str(e).startswith("mutant.rules:") or str(e).startswith("<")
        return "error"
    play_a_little(game)
    return "loaded"


def play_a_little(game: Game, decisions: int = 150) -> None:
    try:
        state = game.new_initial_state(1, log=True)
        agent = RandomAgent(1)
        for _ in range(decisions):
            if state.is_terminal():
                return
            player = state.current_player()
            if player == SIMULTANEOUS:
                player = state.acting_players()[0]
            state.apply_action(agent.step(state, player), player)
            state.observation(player)
        state.log_lines(view=0)
    except RulesErrors as errs:
        assert all(e.span.line >= 0 for e in errs.errors)


def mutate(text: str, rng: random.Random) -> str:
    lines = text.splitlines()
    tokens = text.split()
    kind = rng.randrange(8)
    if kind == 0 and lines:  # delete a line
        del lines[rng.randrange(len(lines))]
        return "\n".join(lines)
    if kind == 1 and lines:  # duplicate a line
        i = rng.randrange(len(lines))
        lines.insert(i, lines[i])
        return "\n".join(lines)
    if kind == 2 and len(lines) > 1:  # swap two lines
        i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
        lines[i], lines[j] = lines[j], lines[i]
        return "\n".join(lines)
    if kind == 3 and tokens:  # delete a token
        del tokens[rng.randrange(len(tokens))]
        return " ".join(tokens)
    if kind == 4 and len(tokens) > 1:  # swap two tokens
        i, j = rng.randrange(len(tokens)), rng.randrange(len(tokens))
        tokens[i], tokens[j] = tokens[j], tokens[i]
        return " ".join(tokens)
    if kind == 5 and tokens:  # duplicate a token
        i = rng.randrange(len(tokens))
        tokens.insert(i, tokens[i])
        return " ".join(tokens)
    if kind == 6:  # random characters somewhere
        pos = rng.randrange(len(text) + 1)
        junk = "".join(rng.choice("{}()[]<>=+-*/%.,:;\"'#\\ \n\t0123456789azAZ_é\x00") for _ in range(rng.randint(1, 6)))
        return text[:pos] + junk + text[pos:]
    # replace a number with a huge or odd one
    numbers = [i for i, t in enumerate(tokens) if t.isdigit()]
    if numbers:
        tokens[rng.choice(numbers)] = rng.choice(["0", "999999999999", "9" * 40, "1" * 5000])
    return " ".join(tokens)


@settings(max_examples=30, deadline=None, suppress_health_check=list(HealthCheck))
@given(name=st.sampled_from(sorted(TEXTS)), seed=st.integers(0, 2**32 - 1), rounds=st.integers(1, 3))
def test_mutated_rulebooks_load_or_fail_with_a_position(name, seed, rounds):
    rng = random.Random(seed)
    text = TEXTS[name]
    for _ in range(rounds):
        text = mutate(text, rng)
    outcome(text, players=4)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=8),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=30,
)


@settings(max_examples=30, deadline=None, suppress_health_check=list(HealthCheck))
@given(doc=st.dictionaries(st.sampled_from(["format", "game", "players", "zones", "cards", "play", "decks", "vars",
                                            "procedures", "enums", "options", "rank", "x"]), json_values))
def test_random_json_documents_are_rejected_cleanly(tmp_path_factory, doc):
    path = tmp_path_factory.mktemp("json") / "doc.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(RulesErrors):
        load_game(path, players=2)


@settings(max_examples=20, deadline=None, suppress_health_check=list(HealthCheck))
@given(name=st.sampled_from(sorted(TEXTS)), seed=st.integers(0, 2**32 - 1))
def test_mutated_documents_load_or_fail_cleanly(tmp_path_factory, name, seed):
    """A real document with one value replaced by a random one."""
    doc, _ = load_document(ROOT / "rulebooks" / name)
    rng = random.Random(seed)
    node, key = _random_slot(doc, rng)
    node[key] = rng.choice([None, 0, -1, 10**9, "", "x", [], {}, {"op": "name", "name": "nope"}, True])
    path = tmp_path_factory.mktemp("doc") / "doc.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    try:
        game = load_game(path, players=4)
    except RulesErrors:
        return
    play_a_little(game, 100)


def _random_slot(doc, rng):
    slots = []

    def walk(node):
        if isinstance(node, dict):
            for k, v in node.items():
                if k != "span":
                    slots.append((node, k))
                    walk(v)
        elif isinstance(node, list):
            for i, v in enumerate(node):
                slots.append((node, i))
                walk(v)

    walk(doc)
    return rng.choice(slots)


@pytest.mark.parametrize("content", [b"", b"\xff\xfe\x00garbage", b"game \"x\"\n" + b"\xc3\x28", b"\x00" * 100])
def test_odd_files(tmp_path, content):
    path = tmp_path / "odd.rules"
    path.write_bytes(content)
    with pytest.raises(RulesErrors) as info:
        load_game(path)
    assert info.value.errors[0].span.line >= 1


def test_a_ten_megabyte_file_is_refused_quickly(tmp_path):
    path = tmp_path / "big.rules"
    path.write_text("# padding\n" * (1024 * 1024), encoding="utf-8")
    with pytest.raises(RulesErrors) as info:
        load_game(path)
    assert "at most" in info.value.errors[0].message


@pytest.mark.parametrize("text", [
    "players 2..3 play { let x = " + "(" * 500 + "1" + ")" * 500 + " }",
    "players 2..3 play { let x = " + " + ".join(["1"] * 5000) + " }",
    "players 2..3 play { " + "if true { " * 300 + "}" * 300 + " }",
    "players 2..3 zone " + "z" * 100_000 + " play { }",
    "players 2..3 play { let x = 9999999999999999999999999 }",
], ids=["deep-parentheses", "long-sum", "deep-blocks", "long-name", "huge-number"])
def test_extreme_shapes_are_handled(text):
    outcome(text, players=2)


HOSTILE = [
    'log "__import__(\'os\').system(\'touch /tmp/rulerun-hacked\')"',
    'log "{player_count}\\" + __import__(\'os\').getcwd() + \\""',
    "log \"'''; import os; '''\"",
    'log "line\\nbreak \\\\ back"',
    'let __class__ = 1 log "{__class__}"',
    'let x = "__builtins__" log "{x}"',
]


@pytest.mark.parametrize("statement", HOSTILE)
def test_hostile_names_and_strings_are_inert(tmp_path, statement):
    marker = Path("/tmp/rulerun-hacked")
    marker.unlink(missing_ok=True)
    text = f"players 2..3\nplay {{\n  {statement}\n}}\n"
    try:
        game = Game.from_text(text, players=2)
        state = game.new_initial_state(1)
        assert state.is_terminal()
        lines = state.log_lines()
        assert not any("/" in line and "work" in line for line in lines)
    except RulesErrors:
        pass
    assert not marker.exists()


def test_python_looking_text_is_a_syntax_error():
    with pytest.raises(RulesErrors) as info:
        Game.from_text("import os\nos.system('echo hi')\n", players=2)
    assert info.value.errors[0].code == "syntax"
    assert (info.value.errors[0].span.line, info.value.errors[0].span.column) == (1, 1)


def test_string_values_reach_logs_verbatim():
    game = Game.from_text('players 2..2\nplay {\n  log "{\\"a\\" + \\"\\\\n\\"}|\'q\'|{1 + 1}"\n}\n', players=2)
    assert game.new_initial_state(0).log_lines()[0].startswith('a\n|\'q\'|2')


@pytest.mark.parametrize("text,message", [
    ("players 2..2 play { while true { } }", "loop forever"),
    ("players 2..2 event e() on after e { emit e() } play { emit e() }", "events nest deeper"),
    ("players 2..2 procedure f { f() } play { f() }", "calls nest deeper"),
    ("players 2..2 play { for i in range(1, 100000000) { } }", "more than a million"),
    ("players 2..2 var n: int = 100000000 play { for i in range(1, n) { } }", "more than a million"),
    ("players 2..2 var n: int = 3 play { for i in range(n, 100000000 + n) { } }", "more than a million"),
])
def test_runtime_guards_name_the_rule(text, message, monkeypatch):
    monkeypatch.setattr("rulerun.interpreter.engine.STEP_LIMIT", 2_000_000)
    game = Game.from_text(text, players=2, file="guard.rules")
    with pytest.raises(RulesErrors) as info:
        game.new_initial_state(0)
    error = info.value.errors[0]
    assert message in error.message
    assert error.span.file == "guard.rules" and error.span.line == 1


def test_an_operator_that_is_not_the_language_s_never_becomes_code(tmp_path):
    # a document handed over without the schema check (a damaged cache entry, a tool's output)
    from rulerun.grammar import parse_rules

    marker = tmp_path / "ran"
    doc = parse_rules("players 2..2\nvar x: int = 0\nplay {\n  x = 1 + 2\n}\n", "op.rules")
    value = doc["play"]["body"][0]["value"]
    value["operator"] = f"+ __import__('pathlib').Path({str(marker)!r}).touch() +"
    with pytest.raises(RulesErrors) as info:
        Game.from_document(doc, 2)
    assert "unknown operator" in str(info.value) and info.value.errors[0].span.line == 4
    assert not marker.exists()
