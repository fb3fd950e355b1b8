"""Hostile JSON rulebook documents: what JSON allows but no rulebook text produces (numbers that are
not whole or have thousands of digits, lone surrogates, malformed spans, a log line that is not
text) is one located error naming the file read, never a traceback."""

from __future__ import annotations

import json
import traceback

import pytest
from hostile_support import SMALL
from typer.testing import CliRunner

from rulerun.cli.main import app
from rulerun.grammar import RulesErrors
from rulerun.grammar.transform import parse_rules
from rulerun.interpreter.engine import load_document

runner = CliRunner()


def invoke(*args: str):
    result = runner.invoke(app, list(args))
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise AssertionError("".join(traceback.format_exception(result.exception)))
    return result


def small_document() -> dict:
    return parse_rules(SMALL, "tiny.rules")


def write(tmp_path, text: str):
    path = tmp_path / "doc.json"
    path.write_text(text, encoding="utf-8")
    return path


def text_with(change) -> str:
    doc = small_document()
    change(doc)
    return json.dumps(doc, indent=1)


def replace_value(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1
    return text.replace(old, new)


CASES = {
    "float-for-int": (lambda: replace_value(text_with(lambda d: None), '"max": 2', '"max": 2.0'), "not whole"),
    "exponent": (lambda: replace_value(text_with(lambda d: None), '"min": 2', '"min": 2e0'), "not whole"),
    "5000-digits": (lambda: replace_value(text_with(lambda d: None), '"min": 2', '"min": ' + "9" * 5000), "digits"),
    "nan": (lambda: replace_value(text_with(lambda d: None), '"min": 2', '"min": NaN'), "NaN"),
    "lone-surrogate": (lambda: replace_value(text_with(lambda d: None), '" cards"', '" cards\\ud800"'), "surrogate"),
}


@pytest.mark.parametrize("case", sorted(CASES))
@pytest.mark.parametrize("command", ["run", "lint", "explain", "document"])
def test_values_json_allows_are_located_errors(tmp_path, case, command):
    make, words = CASES[case]
    text = make()
    path = write(tmp_path, text)
    result = invoke(command, str(path))
    assert result.exit_code == 1, result.output
    assert words in result.output
    marker = {"float-for-int": "2.0", "exponent": "2e0", "5000-digits": "999", "nan": "NaN",
              "lone-surrogate": "\\ud800"}[case]
    line = next(n for n, row in enumerate(text.splitlines(), 1) if marker in row)
    assert f"{path}:{line}:" in result.output and "^" in result.output


@pytest.mark.parametrize("where", ["play", "zone", "players"])
def test_a_span_of_five_numbers_is_a_schema_error(tmp_path, where):
    def five(doc):
        node = {"play": doc["play"], "zone": doc["zones"][0], "players": doc["players"]}[where]
        node["span"] = node["span"] + [9]
    path = write(tmp_path, text_with(five))
    result = invoke("run", str(path))
    assert result.exit_code == 1 and "schema" in result.output and "span" in result.output


@pytest.mark.parametrize("value", [{"op": "int", "value": 3}, {"op": "list", "items": []},
                                   {"op": "name", "name": "deck"}, {"op": "bool", "value": True}])
@pytest.mark.parametrize("command", ["run", "explain", "lint"])
def test_a_log_line_must_be_text(tmp_path, value, command):
    def log(doc):
        doc["play"]["body"].insert(0, {"do": "log", "text": value, "to": None, "span": [5, 3, 5, 9]})
    path = write(tmp_path, text_with(log))
    result = invoke(command, str(path))
    assert result.exit_code == 1, result.output
    assert "schema" in result.output and "play/body/0/text" in result.output


@pytest.mark.parametrize("change", [
    lambda d: d["play"]["body"].insert(0, {"do": "let", "name": "x", "value": {"op": "int", "value": 10**16},
                                           "span": [5, 3, 5, 9]}),
    lambda d: d["zones"][0].update(span=[3, 1, 3, 10**12]),
    lambda d: d["players"].update(min=10**6),
], ids=["int-literal", "span", "players"])
def test_integers_have_sane_bounds(tmp_path, change):
    path = write(tmp_path, text_with(change))
    result = invoke("run", str(path))
    assert result.exit_code == 1 and "schema" in result.output, result.output


def test_errors_name_the_file_read_not_the_documents_source(tmp_path):
    def elsewhere(doc):
        doc["source"] = "/somewhere/else.rules"
        doc["play"]["body"].insert(0, {"do": "shuffle", "zone": {"op": "name", "name": "nowhere", "span": [5, 3, 5, 9]},
                                       "span": [5, 3, 5, 9]})
    path = write(tmp_path, text_with(elsewhere))
    with pytest.raises(RulesErrors) as info:
        from rulerun.interpreter.engine import load_game
        load_game(path, players=2)
    assert all(e.span.file == str(path) for e in info.value.errors), info.value
    result = invoke("run", str(path))
    assert result.exit_code == 1 and f"{path}:5:3" in result.output and "/somewhere" not in result.output
    assert load_document(path)[0]["source"] == str(path)
