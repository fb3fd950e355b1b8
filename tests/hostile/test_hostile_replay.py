"""Hostile game logs for `rulerun replay`: a log may come from anyone. It cannot make rulerun read and
show a file the user did not name, an incomplete log is not "ok", and every record is checked for
its types (one line, exit 1, never a traceback)."""

from __future__ import annotations

import json
import os
import traceback

import pytest
from hostile_support import ROOT, rulerun
from typer.testing import CliRunner

from rulerun.cli.main import app

runner = CliRunner()


def invoke(*args: str):
    result = runner.invoke(app, list(args))
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise AssertionError("".join(traceback.format_exception(result.exception)))
    return result


def write_log(tmp_path, *args: str) -> tuple:
    result = invoke("run", *args, "--json")
    assert result.exit_code == 0, result.output
    records = [json.loads(line) for line in result.output.splitlines()]
    return save(tmp_path, records), records


def save(tmp_path, records: list, name: str = "game.jsonl"):
    path = tmp_path / name
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


def test_a_log_cut_before_a_decision_is_refused(tmp_path):
    path, records = write_log(tmp_path, "animalia", "--seed", "3")
    choices = [i for i, r in enumerate(records) if r.get("kind") == "choice" and r.get("action") is not None]
    cut = save(tmp_path, records[:choices[len(choices) // 2]], "cut.jsonl")
    result = invoke("replay", str(cut))
    assert result.exit_code == 1, result.output
    assert "ends before the game does" in result.output and "replay ok" not in result.output
    assert invoke("replay", str(path)).exit_code == 0


SECRET = "rulerun-hostile-secret-7d1f"


def test_a_file_the_log_names_is_not_shown(tmp_path):
    """A log naming a private file (here one that is no rulebook) shows nothing of it."""
    private = tmp_path / "private.txt"
    private.write_text(f"password = {SECRET}\n", encoding="utf-8")
    _, records = write_log(tmp_path, "hoarders", "--players", "3")
    for head in ({**records[0], "rulebook": str(private)},
                 {k: v for k, v in records[0].items() if k != "rulebook_sha256"} | {"rulebook": str(private)}):
        result = invoke("replay", str(save(tmp_path, [head] + records[1:], "evil.jsonl")))
        assert result.exit_code == 1, result.output
        assert SECRET not in result.output and "--rulebook" in result.output


@pytest.mark.skipif(not os.path.exists("/proc/self/environ"), reason="no /proc here")
def test_the_environment_is_not_shown(tmp_path):
    _, records = write_log(tmp_path, "hoarders", "--players", "3")
    log = save(tmp_path, [{**records[0], "rulebook": "/proc/self/environ"}] + records[1:], "evil.jsonl")
    done = rulerun("replay", str(log), env={"HOSTILE_SECRET": SECRET})
    assert done.returncode == 1, done.stderr
    assert SECRET not in done.stdout + done.stderr


def test_the_rulebook_named_on_the_command_line_is_used(tmp_path):
    rules = tmp_path / "mine.rules"
    rules.write_text(_bundled_text("hoarders"), encoding="utf-8")
    path, records = write_log(tmp_path, str(rules), "--players", "3", "--seed", "2")
    rules.rename(tmp_path / "moved.rules")
    assert invoke("replay", str(path)).exit_code == 1  # the path in the log no longer holds it
    result = invoke("replay", str(path), "--rulebook", str(tmp_path / "moved.rules"))
    assert result.exit_code == 0 and "replay ok" in result.output, result.output
    other = tmp_path / "other.rules"
    other.write_text(_bundled_text("hoarders") + "\n# changed\n", encoding="utf-8")
    result = invoke("replay", str(path), "--rulebook", str(other))
    assert result.exit_code == 1 and "not the rulebook this game was played with" in result.output


def test_a_file_at_the_logs_path_with_the_recorded_text_is_used(tmp_path):
    rules = tmp_path / "mine.rules"
    rules.write_text(_bundled_text("hoarders"), encoding="utf-8")
    path, _ = write_log(tmp_path, str(rules), "--players", "3")
    assert invoke("replay", str(path)).exit_code == 0


def _bundled_text(name: str) -> str:
    return (ROOT / "rulebooks" / f"{name}.rules").read_text(encoding="utf-8")


@pytest.mark.parametrize("line", ["[1, 2, 3]", '"a string"', "3", "null", "9" * 5000, "[" * 100_000],
                         ids=["list", "string", "number", "null", "5000-digits", "deep"])
def test_a_record_that_is_not_an_object_is_named(tmp_path, line):
    path, records = write_log(tmp_path, "animalia", "--seed", "3")
    lines = path.read_text(encoding="utf-8").splitlines()
    lines.insert(5, line)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = invoke("replay", str(path))
    assert result.exit_code == 1, result.output
    assert f"{path}:6:" in result.output


@pytest.mark.parametrize("field,value", [("seed", 3.7), ("seed", "3"), ("players", True), ("players", 2.0),
                                         ("players", 10**40), ("rulebook", 7), ("options", [1]),
                                         ("rulebook_sha256", "abc")],
                         ids=["seed-float", "seed-text", "players-bool", "players-float", "players-huge",
                              "rulebook-int", "options-list", "digest-short"])
def test_the_game_record_fields_have_their_types(tmp_path, field, value):
    path, records = write_log(tmp_path, "animalia", "--seed", "3")
    records[0][field] = value
    result = invoke("replay", str(save(tmp_path, records)))
    assert result.exit_code == 1, result.output
    assert f"{path}:1:" in result.output and "'game' record" in result.output and field in result.output


@pytest.mark.parametrize("field,value", [("action", True), ("action", 0.0), ("player", True), ("player", "1")],
                         ids=["action-bool", "action-float", "player-bool", "player-text"])
def test_choice_fields_are_integers(tmp_path, field, value):
    path, records = write_log(tmp_path, "animalia", "--seed", "3")
    number = next(i for i, r in enumerate(records) if r.get("kind") == "choice" and r.get("action") is not None)
    records[number][field] = value
    result = invoke("replay", str(save(tmp_path, records)))
    assert result.exit_code == 1, result.output
    assert f"{path}:{number + 1}:" in result.output and "integers" in result.output


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_as_the_log_is_refused(tmp_path):
    fifo = tmp_path / "game.jsonl"
    os.mkfifo(fifo)
    done = rulerun("replay", str(fifo), timeout=60)
    assert done.returncode == 2 and "not a regular file" in done.stderr, done.stderr
