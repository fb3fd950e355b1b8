"""`rulerun simulate` without typer (cli/simulate_command.py): a plain command line prints what the
typer app prints (but for the timings), and anything else goes through the app."""

from __future__ import annotations

import json
import re

import pytest

from rulerun.cli.commands import run_app
from rulerun.cli.main import main
from rulerun.cli.simulate_command import parse_simulate_args, simulate_without_typer

BROKEN = 'game "Broken"\nplayers 2..2\nzone deck\nplay {\n  while true {\n    log "again"\n  }\n}\n'
TIMES = re.compile(r'("seconds"|"games_per_s"|"decisions_per_s"): [0-9.e+-]+|[0-9.]+s \([0-9.]+ games/s')


@pytest.fixture(autouse=True)
def cache_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("RULERUN_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("RULERUN_NO_CACHE", raising=False)


def outcome(capsys, run, args: list[str]) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as info:
        run(args)
    captured = capsys.readouterr()
    return info.value.code or 0, TIMES.sub("T", captured.out), captured.err


@pytest.mark.parametrize("args", [
    ["hoarders", "--games", "3", "--json"],
    ["--json", "--games=4", "--seed", "9", "animalia", "--players", "3", "--workers", "1"],
    ["hoarders", "--games", "2", "--agents", "first,random", "--no-coverage", "--json"],
    ["hoarders", "--games", "2", "--agents=greedy:2", "--coverage", "--json"],
    ["animalia", "--games", "3", "--players", "3"],  # the summary as text
    ["evolution", "--games", "1", "-o", "variant=base", "--json"],  # an option the rulebook lacks
    ["hoarders", "--games", "2", "--players", "9"],  # beyond the rulebook's players
    ["nowhere.rules", "--games", "2"],
    ["broken.rules", "--games", "2", "--json"],  # a game that never ends: a located error
])
def test_a_plain_command_line_prints_what_the_typer_app_prints(args, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "broken.rules").write_text(BROKEN, encoding="utf-8")
    assert parse_simulate_args(args) is not None
    with monkeypatch.context() as patch:
        patch.setattr("rulerun.cli.commands.run_app", lambda args: pytest.fail("read by typer"))
        quick = outcome(capsys, main, ["simulate", *args])
    typer_app = outcome(capsys, run_app, ["simulate", *args])
    assert quick == typer_app
    assert quick[0] in (0, 1, 2) and "Traceback" not in quick[2]
    assert quick[1] or quick[2]


def test_the_plain_path_is_taken(capsys):
    assert simulate_without_typer(["hoarders", "--games", "2", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["games"] == 2


@pytest.mark.parametrize("args", [
    [], ["--help"], ["hoarders", "--help"], ["hoarders", "--games", "0"], ["hoarders", "--games", "-1"],
    ["hoarders", "--games"], ["hoarders", "--games", "x"], ["hoarders", "--seed=", "--games", "2"],
    ["hoarders", "animalia"], ["hoarders", "--agents", "human"], ["hoarders", "--agents", "nosuch"],
    ["hoarders", "--workers", "0"], ["hoarders", "--workers", "100000"], ["hoarders", "-o", "novalue"],
    ["hoarders", "-o", "=1"], ["hoarders", "--games", "2", "--plot", "x.png"],
    ["hoarders", "--dask", "tcp://nowhere:1"],
    ["hoarders", "--bogus"], ["--", "hoarders"], ["hoarders", "--json=1"], ["hoarders", "-o=a=1"],
])
def test_anything_else_goes_through_the_typer_app(args, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # where a chart may be written
    assert parse_simulate_args(args) is None
    assert outcome(capsys, main, ["simulate", *args]) == outcome(capsys, run_app, ["simulate", *args])


def test_plain_arguments():
    assert parse_simulate_args(["--seed", "3", "x.rules", "--games=7", "--json", "-o", "a = 1", "--option=b=2",
                                "--agents", "first, random", "--no-coverage", "--players", "2"]) == {
        "file": "x.rules", "games": 7, "players": 2, "seed": 3, "workers": None, "as_json": True,
        "coverage": False, "names": ["first", "random"], "options": {"a": "1", "b": "2"}}


def test_the_progress_bar_runs_no_thread_of_its_own(monkeypatch, capsys):
    """In a terminal, the progress bar is redrawn as games end, not by a thread: with another thread
    running, workers could not be forked, and a simulation would play in one process."""
    import threading
    from io import StringIO

    from rich.console import Console

    from rulerun.cli import simulate_command

    console = Console(file=StringIO(), force_terminal=True, width=100)
    monkeypatch.setattr(simulate_command, "stderr_terminal", lambda: console)
    threads = threading.active_count()
    seen = []
    real = simulate_command.redrawn

    def spied(bar, task, every=0.1):
        progress = real(bar, task, 0.0)  # redrawn at every game

        def spy(done, total):
            seen.append((done, threading.active_count()))
            progress(done, total)

        return spy

    monkeypatch.setattr(simulate_command, "redrawn", spied)
    assert simulate_without_typer(["hoarders", "--games", "5", "--workers", "1", "--json"]) == 0
    assert [done for done, _ in seen] == [1, 2, 3, 4, 5]
    assert all(count == threads for _, count in seen)
    assert "5/5" in console.file.getvalue()
    assert json.loads(capsys.readouterr().out)["games"] == 5
