"""Hostile command lines: every value that would fork without bound, search without end, write where
it cannot, or connect to nothing is one line and exit 2 before any work starts; a game that keeps
deciding forever is one located error (exit 1)."""

from __future__ import annotations

import importlib.util
import traceback

import pytest
from hostile_support import rulerun
from typer.testing import CliRunner

from rulerun.cli.main import app, main
from rulerun.grammar import RulesErrors
from rulerun.interpreter import agents, analysis
from rulerun.interpreter.agents import RandomAgent, play_game
from rulerun.interpreter.engine import Game

runner = CliRunner()

ENDLESS = """game "Endless"
players 2..2
var n: int = 0
play {
  while true {
    n += 1
    choose x in [1, 2] by 1 as "a number"
  }
}
"""


def invoke(*args: str):
    result = runner.invoke(app, list(args))
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise AssertionError("".join(traceback.format_exception(result.exception)))
    return result


def one_line_usage_error(capsys, args: list[str], *words: str) -> None:
    """`rulerun ARGS`, as the command runs it, exits 2 with one line naming `words`."""
    with pytest.raises(SystemExit) as info:
        main(args)
    out, err = capsys.readouterr()
    assert info.value.code == 2, out + err
    lines = [line for line in (out + err).splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("rulerun: error:"), out + err
    for word in words:
        assert word in lines[0]


def test_workers_are_bounded_by_the_processors(monkeypatch, capsys):
    monkeypatch.setattr("os.cpu_count", lambda: 1)
    one_line_usage_error(capsys, ["simulate", "hoarders", "--games", "2", "--players", "3", "--workers", "5",
                                  "--no-coverage"], "--workers", "at most 4")
    game = Game.from_text(ENDLESS.replace("while true", "if true"), players=2)
    with pytest.raises(ValueError):
        analysis.simulate(game, ["random"], games=2, workers=5, coverage=False)


@pytest.mark.parametrize("spec", ["ismcts:infs", "ismcts:1e400s", "ismcts:nans", "ismcts:100000000",
                                  "greedy:100000000", "ismcts:c=inf", "ismcts:c=nan", "greedy:depth=10000000000",
                                  "greedy:\u0663", "ismcts:601s"])
def test_agent_budgets_are_finite_and_bounded(spec):
    done = rulerun("run", "animalia", "--agents", spec, timeout=60)
    assert done.returncode == 2, done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "--agents" in lines[0] and "Traceback" not in done.stderr


@pytest.mark.skipif(importlib.util.find_spec("matplotlib") is None, reason="matplotlib is not installed")
def test_a_chart_into_a_missing_folder_is_refused_before_the_games(tmp_path, monkeypatch, capsys):
    played = []
    monkeypatch.setattr(analysis, "simulate", lambda *a, **k: played.append(1))
    one_line_usage_error(capsys, ["simulate", "hoarders", "--games", "2", "--players", "3", "--no-coverage",
                                  "--plot", str(tmp_path / "missing" / "chart.png")], "--plot", "no folder")
    assert not played


@pytest.mark.skipif(importlib.util.find_spec("distributed") is None, reason="dask.distributed is not installed")
@pytest.mark.parametrize("address", ["notanaddress", "tcp://", "::::"])
def test_a_dask_address_that_is_none_is_one_line(address, capsys):
    one_line_usage_error(capsys, ["simulate", "hoarders", "--games", "2", "--players", "3", "--no-coverage",
                                  "--dask", address], "Dask scheduler")


@pytest.mark.parametrize("view", ["\u0662", "\uff12", "1\u0663"])
def test_view_takes_ascii_digits_only(view, capsys):
    one_line_usage_error(capsys, ["run", "hoarders", "--players", "3", "--view", view], "--view")


# ---- a game that keeps deciding forever ----------------------------------------------------------
def test_play_game_stops_an_endless_game_with_a_located_error():
    game = Game.from_text(ENDLESS, players=2, file="endless.rules")
    with pytest.raises(RulesErrors) as info:
        play_game(game, 0, [RandomAgent(1), RandomAgent(2)], max_decisions=300)
    error = info.value.errors[0]
    assert "no end after 300 decisions" in error.message
    assert (error.span.file, error.span.line) == ("endless.rules", 7)


def test_simulate_stops_an_endless_game_with_a_located_error():
    game = Game.from_text(ENDLESS, players=2, file="endless.rules")
    with pytest.raises(RulesErrors) as info:
        analysis.play_measured(game, None, ["random"], 5, 0, max_decisions=300)
    error = info.value.errors[0]
    assert "game 0 (seed 5)" in error.message and "no end after 300 decisions" in error.message
    assert error.span.line == 7


@pytest.mark.parametrize("command", [["run"], ["simulate", "--games", "2", "--no-coverage"]], ids=lambda c: c[0])
def test_an_endless_game_is_one_clear_error_at_the_command_line(tmp_path, monkeypatch, command):
    monkeypatch.setattr(agents, "MAX_DECISIONS", 300, raising=False)
    path = tmp_path / "endless.rules"
    path.write_text(ENDLESS, encoding="utf-8")
    result = invoke(command[0], str(path), *command[1:])
    assert result.exit_code == 1, result.output
    assert "no end after 300 decisions" in result.output and f"{path}:7:" in result.output
    assert "choose x in [1, 2]" in result.output  # the source line, with a caret under it
