"""`rulerun replay LOG`: a JSON Lines game log re-executed, every action checked, the outcome compared."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from rulerun.cli.main import app
from rulerun.grammar import RulesErrors
from rulerun.interpreter.replay import replay

runner = CliRunner()


def write_log(tmp_path, *args: str):
    result = runner.invoke(app, ["run", *args, "--json"])
    assert result.exit_code == 0, result.output
    path = tmp_path / "game.jsonl"
    path.write_text(result.output, encoding="utf-8")
    return path, [json.loads(line) for line in result.output.splitlines()]


@pytest.mark.parametrize("name,players", [("animalia", 4), ("hoarders", 3), ("evolution", 2), ("alienz", 2)])
def test_a_log_replays_to_the_same_outcome(tmp_path, name, players):
    path, records = write_log(tmp_path, name, "--seed", "5", "--players", str(players))
    summary = replay(path)
    assert summary["terminal"]
    assert summary["winners"] == records[-1]["winners"]
    assert summary["actions"] == sum(1 for r in records if r.get("kind") == "choice" and r.get("action") is not None)
    result = runner.invoke(app, ["replay", str(path)])
    assert result.exit_code == 0 and "replay ok" in result.output


def test_options_are_replayed(tmp_path):
    path, _ = write_log(tmp_path, "animalia", "--seed", "2", "--option", "seasons=1", "--option", "owl_wild=false")
    assert replay(path)["terminal"]


def tamper(path, records, change) -> int:
    """Applies `change` to the first choice record after the 20th line; returns its line number."""
    for number, record in enumerate(records, start=1):
        if number > 20 and record.get("kind") == "choice" and record.get("action") is not None:
            change(record)
            path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
            return number
    raise AssertionError("no choice to tamper with")


def first_error(path):
    with pytest.raises(RulesErrors) as info:
        replay(path)
    return info.value.errors[0]


def test_a_changed_action_is_named_by_its_line(tmp_path):
    path, records = write_log(tmp_path, "animalia", "--seed", "5")
    line = tamper(path, records, lambda r: r.update(action=1 - r["action"] if r["action"] in (0, 1) else 0))
    error = first_error(path)
    assert error.span.line == line
    assert "differs" in error.message or "not legal" in error.message


def test_an_illegal_action_is_named_by_its_line(tmp_path):
    path, records = write_log(tmp_path, "hoarders", "--seed", "5", "--players", "4")
    line = tamper(path, records, lambda r: r.update(action=999))
    error = first_error(path)
    assert (error.span.line, "not legal" in error.message) == (line, True)


def test_the_wrong_player_is_named_by_its_line(tmp_path):
    path, records = write_log(tmp_path, "animalia", "--seed", "5")
    line = tamper(path, records, lambda r: r.update(player=r["player"] % 4 + 1))
    error = first_error(path)
    assert error.span.line == line and "does not decide here" in error.message


def test_a_changed_outcome_is_named(tmp_path):
    path, records = write_log(tmp_path, "animalia", "--seed", "5")
    records[-1]["winners"] = [9]
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    error = first_error(path)
    assert error.span.line == len(records)


def test_a_log_without_its_header_or_broken_json(tmp_path):
    path, records = write_log(tmp_path, "animalia", "--seed", "5")
    path.write_text("".join(json.dumps(r) + "\n" for r in records[1:]), encoding="utf-8")
    assert "'game' record" in first_error(path).message
    path.write_text(json.dumps(records[0]) + "\n{not json\n", encoding="utf-8")
    assert first_error(path).span.line == 2
    result = runner.invoke(app, ["replay", str(tmp_path / "missing.jsonl")])
    assert result.exit_code == 2 and "Traceback" not in result.output


def test_a_watcher_sees_the_first_decision_and_every_action(tmp_path):
    path, records = write_log(tmp_path, "hoarders", "--seed", "3", "--players", "3")
    seen = []
    summary = replay(path, watch=lambda game, state: seen.append((state.data.decisions, state.is_terminal())))
    assert [d for d, _ in seen] == list(range(summary["actions"] + 1))
    assert [t for _, t in seen] == [False] * summary["actions"] + [True]


def test_a_log_that_does_not_start_with_a_record_is_named(tmp_path):
    path = tmp_path / "game.jsonl"
    path.write_text("[1, 2]\n", encoding="utf-8")
    error = first_error(path)
    assert error.span.line == 1 and "a record is a JSON object" in error.message
