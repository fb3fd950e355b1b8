"""Hostile rules text: a rulebook under the size cap that would take minutes and gigabytes to parse
fails at once, and one nested too deeply is a located error in every command, `fmt` included."""

from __future__ import annotations

import time

import pytest
from hostile_support import rulerun
from typer.testing import CliRunner

from rulerun.cli.main import app
from rulerun.grammar import RulesErrors, parse_rules
from rulerun.interpreter.loading import MAX_FILE_BYTES

runner = CliRunner()


def nested_ifs(depth: int) -> str:
    return "players 2..2\nplay {\n" + "".join("  " * i + "if true {\n" for i in range(depth)) + "}\n" * depth + "}\n"


def test_a_rulebook_of_too_many_tokens_fails_fast(tmp_path):
    """About 4 MB of short statements, under the size cap: refused before it is parsed."""
    body = '  log "x"\n' * ((MAX_FILE_BYTES - 100) // 10)
    path = tmp_path / "huge.rules"
    path.write_text("players 2..2\nplay {\n" + body + "}\n", encoding="utf-8")
    cache = tmp_path / "cache"
    start = time.perf_counter()
    done = rulerun("run", str(path), timeout=60, env={"RULERUN_CACHE_DIR": str(cache)})
    assert time.perf_counter() - start < 30
    assert done.returncode == 1, done.stderr
    assert "more than 100000 tokens" in done.stderr and "Traceback" not in done.stderr
    assert not list(cache.glob("doc-*.json"))


def test_the_token_error_points_where_the_limit_is_passed(monkeypatch):
    monkeypatch.setattr("rulerun.grammar.limits.MAX_TOKENS", 20)
    text = 'players 2..2\nplay {\n  log "a"\n  log "b"\n  log "{1 + 2 + 3 + 4 + 5 + 6}"\n}\n'
    with pytest.raises(RulesErrors) as info:
        parse_rules(text, "long.rules")
    error = info.value.errors[0]
    # players 2 . . 2 play { log "a" log "b" log "{...}" are 13 tokens; 1 + 2 + 3 + 4 seven more
    assert error.code == "too-large" and (error.span.line, error.span.column) == (5, 23)  # the next '+'



@pytest.mark.parametrize("command", [["fmt", "--check"], ["run"], ["lint"], ["explain"], ["document"]],
                         ids=lambda c: c[0])
def test_deep_nesting_is_a_located_error(tmp_path, command):
    path = tmp_path / "deep.rules"
    path.write_text(nested_ifs(140), encoding="utf-8")
    result = runner.invoke(app, [*command, str(path)])
    assert result.exit_code == 1, result.output
    assert "nested too deeply" in result.output and "Traceback" not in result.output
    assert f"{path}:" in result.output and "^" in result.output


@pytest.mark.parametrize("expression", [" + ".join(["1"] * 150), "not " * 150 + "true", "[" * 80 + "1" + "]" * 80,
                                        "if true then 1 else " * 150 + "0"],
                         ids=["sum", "not", "lists", "conditions"])
def test_deep_expressions_are_located_errors(expression):
    for text in (f"players 2..2\nplay {{\n  let x = {expression}\n}}\n",
                 f'players 2..2\nplay {{\n  log "value {{{expression}}}"\n}}\n'):
        with pytest.raises(RulesErrors) as info:
            parse_rules(text, "deep.rules")
        error = info.value.errors[0]
        assert "nested too deeply" in error.message and error.span.line == 3


def test_nesting_within_the_limit_is_accepted():
    text = nested_ifs(45)
    assert parse_rules(text, "deep.rules")["play"]["body"]
    result = runner.invoke(app, ["fmt", "-"], input=text)
    assert result.exit_code == 0, result.output


@pytest.mark.parametrize("default", ['"{player_count} players"', '"a {b"', '"{x}"'])
def test_a_text_options_default_with_a_brace_is_an_error(default):
    """Not silently `none`: a default is a constant, and nothing is filled in there."""
    text = f'players 2..2\noption greeting: text = {default} "how the game greets"\nplay {{\n  end game\n}}\n'
    with pytest.raises(RulesErrors) as info:
        parse_rules(text, "options.rules")
    error = info.value.errors[0]
    assert "option's default" in error.message and "'{'" in error.message
    # at the default's opening quote
    assert (error.span.file, error.span.line, error.span.column) == ("options.rules", 2, 25)
    assert error.source == text


def test_a_text_options_default_without_braces_is_kept():
    text = 'players 2..2\noption greeting: text = "hello, \\"you\\"" "how the game greets"\nplay {\n  end game\n}\n'
    [option] = parse_rules(text, "options.rules")["options"]
    assert option["default"] == 'hello, "you"'
