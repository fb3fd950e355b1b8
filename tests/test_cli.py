"""The `rulerun` command line: run, lint, schema, document, simulate; exit codes and messages.

Exit codes: 0 fine, 1 rulebook errors, 2 bad command-line use. No command prints a traceback for
bad input. Most tests use typer's CliRunner in-process; a few run the real entry points.
"""

from __future__ import annotations

import io
import json
import os
import re
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator
from typer.testing import CliRunner

from rulerun.grammar import RulesErrors

import rulerun.interpreter.engine as engine
from rulerun.cli.main import app, main
from rulerun.interpreter.schema import schema as rulebook_schema

BUNDLED = Path(__file__).resolve().parent.parent / "rulebooks" / "animalia.rules"

runner = CliRunner()

# Errors in how a command is called (unknown option, bad option value, player count outside the
# rulebook's range, no such file) exit 2 with `rulerun: error: ...`; errors in a rulebook's text
# exit 1 with `file:line:col: error: ...` and the source line (cli/main.py, USAGE_CODES).
CALL_ERROR = 2


def invoke(*args: str):
    return runner.invoke(app, list(args))


def ok(*args: str) -> str:
    result = invoke(*args)
    assert result.exit_code == 0, f"exit {result.exit_code}:\n{result.output}\n{result.exception!r}"
    assert "Traceback" not in result.output
    return result.output


def fails(code: int, *args: str) -> str:
    """Runs a command that must fail cleanly with this exit code; returns what it printed."""
    result = invoke(*args)
    out = result.output
    assert result.exit_code == code, f"exit {result.exit_code}, expected {code}:\n{out}\n{result.exception!r}"
    assert "Traceback" not in out
    # a clean failure is a typer.Exit / usage error, not an escaped exception
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    return out


@pytest.fixture(scope="module")
def seed1() -> str:
    return ok("run", "animalia", "--seed", "1")


# ---- run -------------------------------------------------------------------------------------------
def test_run_bundled_rulebook_by_name(seed1):
    lines = seed1.splitlines()
    assert lines[0] == "Animalia: 4 players, seed 1"
    assert "Season 1" in lines
    assert "== game over ==" in lines
    assert lines[-1].startswith("winner")
    assert len(lines) > 100


def test_run_by_file_name_and_by_path_give_the_same_game(seed1):
    assert ok("run", "animalia.rules", "--seed", "1") == seed1
    assert ok("run", str(BUNDLED), "--seed", "1") == seed1


def test_run_by_relative_path(seed1, monkeypatch):
    monkeypatch.chdir(BUNDLED.parent.parent)
    assert ok("run", "rulebooks/animalia.rules", "--seed", "1") == seed1


def test_same_seed_same_game_other_seed_other_game(seed1):
    assert ok("run", "animalia", "--seed", "1") == seed1
    other = ok("run", "animalia", "--seed", "2")
    assert other.splitlines()[0] == "Animalia: 4 players, seed 2"
    assert other.splitlines()[1:] != seed1.splitlines()[1:]


def test_default_seed_is_zero():
    assert ok("run", "animalia") == ok("run", "animalia", "--seed", "0")


def test_players():
    out = ok("run", "animalia", "--players", "2", "--seed", "5")
    assert out.splitlines()[0] == "Animalia: 2 players, seed 5"
    assert "P1" in out and "P2" in out and "P3" not in out
    six = ok("run", "animalia", "--players", "6", "--seed", "5")
    assert six.splitlines()[0] == "Animalia: 6 players, seed 5"
    assert "P6" in six


@pytest.mark.parametrize("players", ["9", "1", "0"])
def test_players_outside_the_rulebook_range(players):
    out = fails(CALL_ERROR, "run", "animalia", "--players", players)
    assert f"error: this rulebook is for 2 to 6 players, not {players}" in out


def test_negative_players_is_a_clean_error():
    out = fails(CALL_ERROR, "run", "animalia", "--players", "-1")
    assert "this rulebook is for 2 to 6 players, not -1" in out


def test_agents_random_and_first(seed1):
    mixed = ok("run", "animalia", "--seed", "1", "--agents", "random,first")
    assert mixed == ok("run", "animalia", "--seed", "1", "--agents", "random, first")
    assert mixed != seed1
    # a short list is extended with its last name: seats 2-4 are 'first' agents
    assert mixed == ok("run", "animalia", "--seed", "1", "--agents", "random,first,first,first")
    everyone_first = ok("run", "animalia", "--seed", "1", "--agents", "first")
    assert everyone_first != mixed


def test_unknown_agent_is_a_usage_error():
    out = fails(2, "run", "animalia", "--agents", "random,genius")
    assert "unknown agent 'genius'" in out


def test_option_changes_the_rules():
    wild = ok("run", "animalia", "--seed", "0")
    tame = ok("run", "animalia", "--seed", "0", "--option", "owl_wild=false")
    assert "(the owl's species)" in wild
    assert "(the owl's species)" not in tame
    assert ok("run", "animalia", "--seed", "0", "-o", "owl_wild=false") == tame


def test_several_options():
    out = ok("run", "animalia", "--seed", "0", "-o", "seasons=1", "-o", "owl_wild=no")
    assert [line for line in out.splitlines() if line.startswith("Season ")] == ["Season 1"]
    assert "(the owl's species)" not in out


def test_unknown_option():
    out = fails(CALL_ERROR, "run", "animalia", "--option", "owl_wlid=false")
    assert "error: unknown option 'owl_wlid'; did you mean 'owl_wild'?" in out
    out = fails(CALL_ERROR, "simulate", "animalia", "--games", "1", "-o", "season=2")
    assert "error: unknown option 'season'; did you mean 'seasons'?" in out


def test_bad_option_value():
    out = fails(CALL_ERROR, "run", "animalia", "-o", "seasons=many")
    assert "error: option 'seasons' takes an int, not 'many'" in out
    out = fails(CALL_ERROR, "run", "animalia", "-o", "owl_wild=perhaps")
    assert "error: option 'owl_wild' takes a bool, not 'perhaps'" in out


@pytest.mark.parametrize("bad", ["owl_wild", "owl_wild:false", ""])
def test_bad_option_format_is_a_usage_error(bad):
    out = fails(2, "run", "animalia", "--option", bad)
    assert "--option" in out
    assert "expected name=value" in out


def test_option_without_a_name_is_a_usage_error():
    out = fails(2, "run", "animalia", "--option", "=false")
    assert "--option" in out and "expected name=value" in out


@pytest.mark.parametrize("view", ["0", "5", "x", "-1", "everyone"])
def test_bad_view_is_a_usage_error(view):
    out = fails(2, "run", "animalia", "--view", view)
    assert "--view" in out


def test_view_hides_other_players_hidden_cards():
    everything = ok("run", "animalia", "--seed", "3", "--view", "all")
    assert everything == ok("run", "animalia", "--seed", "3")
    p2 = ok("run", "animalia", "--seed", "3", "--view", "2")
    assert "hidden card" not in everything
    assert "hidden card" in p2
    # P2 sees its own bonus cards, not those of the others
    own = [line for line in p2.splitlines() if "deck -> bonus of P2" in line]
    others = [line for line in p2.splitlines() if "deck -> bonus of P" in line and "P2" not in line]
    assert own and others
    assert all("hidden" not in line for line in own)
    assert all("hidden card" in line for line in others)
    # the same moves, seen by everyone, show names
    assert all("hidden" not in line for line in everything.splitlines() if "deck -> bonus of" in line)
    # public moves look the same to everyone
    public = [line for line in everything.splitlines() if "-> collection of" in line and "bonus" not in line]
    assert public and all(line in p2.splitlines() for line in public)


def test_view_of_another_player_differs():
    p1 = ok("run", "animalia", "--seed", "3", "--view", "1")
    p2 = ok("run", "animalia", "--seed", "3", "--view", "2")
    assert p1 != p2
    assert any("deck -> bonus of P2" in line and "hidden card" in line for line in p1.splitlines())


def _log_records(out: str) -> list[dict]:
    """The JSON Lines of `run --json`: every line is a JSON object; the log records have kind and text."""
    records = [json.loads(line) for line in out.splitlines()]
    assert all(isinstance(r, dict) and "kind" in r for r in records)
    return [r for r in records if r["kind"] != "game"]


def test_json_lines(seed1):
    out = ok("run", "animalia", "--seed", "1", "--json")
    records = _log_records(out)
    assert len(records) > 100
    assert all(isinstance(r["text"], str) for r in records)
    kinds = {r["kind"] for r in records}
    assert {"text", "phase", "move", "choice", "shuffle", "end"} <= kinds
    # the same log as the text output (which adds a header line)
    assert "\n".join(r["text"] for r in records) == "\n".join(seed1.splitlines()[1:])
    assert records[-1]["kind"] == "end"


def test_json_lines_respect_the_view():
    everything = [r["text"] for r in _log_records(ok("run", "animalia", "--seed", "3", "--json"))]
    p2 = [r["text"] for r in _log_records(ok("run", "animalia", "--seed", "3", "--json", "--view", "2"))]
    assert not any("hidden card" in t for t in everything)
    assert any("hidden card" in t for t in p2)


# ---- schema and document ----------------------------------------------------------------------------
def test_schema_is_a_draft_2020_12_schema():
    out = ok("schema")
    printed = json.loads(out)
    Draft202012Validator.check_schema(printed)
    assert printed["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert printed == rulebook_schema()


def test_document_round_trip(tmp_path):
    out = ok("document", "animalia")
    doc = json.loads(out)
    assert doc["format"] == "rulerun/1"
    assert doc["game"] == "Animalia"
    Draft202012Validator(rulebook_schema()).validate(doc)
    path = tmp_path / "animalia.json"
    path.write_text(out, encoding="utf-8")
    for seed in ("1", "4"):
        from_json = ok("run", str(path), "--seed", seed)
        from_rules = ok("run", "animalia", "--seed", seed)
        assert from_json == from_rules
    assert ok("run", str(path), "--seed", "2", "--players", "3", "-o", "owl_wild=false") == ok(
        "run", "animalia", "--seed", "2", "--players", "3", "-o", "owl_wild=false")


def test_document_of_a_bad_rulebook(tmp_path):
    path = tmp_path / "bad.rules"
    path.write_text("players 2..4\nplay {\n  let x = 1 @ 2\n}\n", encoding="utf-8")
    out = fails(1, "document", str(path))
    assert f"{path}:3:13: error: unexpected character '@'" in out


def test_bad_json_document(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text('{"format": "rulerun/1",\n  oops\n}\n', encoding="utf-8")
    out = fails(1, "run", str(path))
    assert f"{path}:2:3: error: not valid JSON" in out


def test_json_document_that_breaks_the_schema(tmp_path):
    doc = json.loads(ok("document", "animalia"))
    doc["zones"][0]["per_player"] = "the cat"
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    out = fails(1, "run", str(path))
    assert "error: schema: at zones/0/per_player:" in out
    assert "the cat" in out


def test_json_document_that_is_not_an_object(tmp_path):
    path = tmp_path / "list.json"
    path.write_text("[1, 2]\n", encoding="utf-8")
    out = fails(1, "run", str(path))
    assert f"{path}:1:1: error: a rulebook document is a JSON object" in out


def test_json_document_without_players(tmp_path):
    path = tmp_path / "tiny.json"
    path.write_text('{"format": "rulerun/1", "play": {"body": []}}\n', encoding="utf-8")
    out = fails(1, "run", str(path))
    assert "players" in out and "error:" in out


# ---- lint ------------------------------------------------------------------------------------------
BAD_RULES = """\
players 2..4
zone deck
play {
  shuffle dek
  scor = 1
}
"""


def _findings(out: str) -> list[str]:
    """lint's output lines, without the ` [code]` that may end a finding's first line."""
    return [re.sub(r" \[[a-z-]+\]$", "", line) if ": error: " in line or ": warning: " in line else line
            for line in out.splitlines()]


def test_lint_good_rulebook():
    assert ok("lint", "animalia") == ""
    assert ok("lint", str(BUNDLED)) == ""


def test_lint_bad_rulebook(tmp_path):
    path = tmp_path / "bad.rules"
    path.write_text(BAD_RULES, encoding="utf-8")
    out = fails(1, "lint", str(path))
    lines = _findings(out)
    # the zone is unused only because of the misspelt name: one finding says both
    misspelt = (f"{path}:4:11: error: unknown name 'dek'; did you mean 'deck'? (1 more finding follows from this: "
                "unused-zone)")
    assert lines[0] == misspelt
    assert f"{path}:5:3: error: cannot assign to 'scor'" in "\n".join(lines)
    assert lines[1] == "      shuffle dek"
    assert lines[2] == "              ^^^"
    assert not any("never used" in line for line in lines)


def test_lint_syntax_error(tmp_path):
    path = tmp_path / "syntax.rules"
    path.write_text("players 2..4\nplay {\n  let x = 1 @ 2\n}\n", encoding="utf-8")
    out = fails(1, "lint", str(path))
    assert _findings(out) == [f"{path}:3:13: error: unexpected character '@'", "      let x = 1 @ 2",
                              "                ^"]


def test_lint_several_files(tmp_path):
    bad = tmp_path / "bad.rules"
    bad.write_text(BAD_RULES, encoding="utf-8")
    worse = tmp_path / "worse.rules"
    worse.write_text("players 2..4\nplay {\n  break\n}\n", encoding="utf-8")
    out = fails(1, "lint", "animalia", str(bad), str(worse))
    assert f"{bad}:4:11: error:" in out
    assert f"{worse}:3:3: error: 'break' outside a loop" in out


def test_lint_warnings_alone_do_not_fail(tmp_path):
    path = tmp_path / "warn.rules"
    path.write_text("players 2..4\nzone spare\nplay { }\n", encoding="utf-8")
    out = ok("lint", str(path))
    assert _findings(out)[0] == (f"{path}:2:1: warning: zone 'spare' is declared but never used; remove it, or use "
                                 "it in the rules")


# ---- simulate --------------------------------------------------------------------------------------
def test_simulate_json():
    out = ok("simulate", "animalia", "--games", "5", "--json")
    result = json.loads(out)
    assert {"games", "players", "seconds", "games_per_s"} <= set(result)
    assert result["games"] == 5
    assert result["players"] == 4
    assert result["seconds"] >= 0 and result["games_per_s"] > 0
    assert len(result["wins_by_seat"]) == 4
    assert sum(result["wins_by_seat"]) == pytest.approx(5, abs=0.01)
    # the same seeds give the same wins
    again = json.loads(ok("simulate", "animalia", "--games", "5", "--json"))
    assert again["wins_by_seat"] == result["wins_by_seat"]


def test_simulate_without_coverage():
    counted = json.loads(ok("simulate", "hoarders", "--games", "4", "--json"))
    fast = json.loads(ok("simulate", "hoarders", "--games", "4", "--json", "--no-coverage"))
    assert counted["coverage"]["rules"] and fast["coverage"] is None
    assert fast["wins_by_seat"] == counted["wins_by_seat"]
    text = ok("simulate", "hoarders", "--games", "2", "--no-coverage")
    assert "Wins by seat" in text and "Rule coverage" not in text


def test_simulate_text():
    out = ok("simulate", "animalia", "--games", "3", "--players", "3", "--seed", "7")
    lines = out.splitlines()
    assert lines[0].startswith("Animalia: 3 games, 3 players")
    seats = [line.split("│")[1].strip() for line in lines if line.startswith("│") and "random" in line]
    assert seats[:3] == ["P1", "P2", "P3"]
    assert "Wins by seat" in out


def test_simulate_json_loads_only_what_it_needs(tmp_path):
    # a cached rulebook is neither parsed (no lark) nor checked against the schema again (no
    # validator), nothing is drawn on a terminal (no rich), and games played here start no worker
    # process (no multiprocessing, nor what it brings: pickle, sockets, logging); a plain command
    # line is read without typer (nor click)
    code = ("import sys\nfrom rulerun.cli.main import main\ntry:\n"
            "    main(['simulate', 'hoarders', '--games', '2', '--json'])\n"
            "except SystemExit as e:\n    assert not e.code, e.code\n"
            "heavy = ('rich', 'pydantic', 'lark', 'pygments', 'jsonschema', 'jsonschema_rs',\n"
            "         'concurrent.futures', 'multiprocessing', 'pickle', 'socket', 'logging',\n"
            "         'typer', 'click', 'rulerun.cli.commands')\n"
            "print(sorted(m for m in heavy if m in sys.modules), file=sys.stderr)\n")
    env = dict(os.environ, RULERUN_CACHE_DIR=str(tmp_path / "cache"))
    env.pop("RULERUN_NO_CACHE", None)
    for variable in ("TTY_COMPATIBLE", "FORCE_COLOR", "FORCE_TERMINAL"):
        env.pop(variable, None)
    runs = [subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
            for _ in range(2)]
    assert all(r.returncode == 0 for r in runs), runs[-1].stderr
    assert json.loads(runs[1].stdout)["games"] == 2
    assert runs[1].stderr.strip() == "[]"


def test_simulate_shows_progress_on_a_terminal(monkeypatch):
    from rich.console import Console

    import rulerun.cli.simulate_command as commands

    for variable in ("TTY_COMPATIBLE", "FORCE_COLOR", "FORCE_TERMINAL"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setattr(sys, "stderr", io.StringIO())  # no terminal, however the tests are run
    assert commands.stderr_terminal() is None
    monkeypatch.setenv("TTY_COMPATIBLE", "1")
    assert commands.stderr_terminal() is not None
    monkeypatch.undo()
    screen = io.StringIO()
    monkeypatch.setattr(commands, "stderr_terminal",
                        lambda: Console(file=screen, force_terminal=True, width=100, _environ={}))
    result = json.loads(ok("simulate", "hoarders", "--games", "30", "--workers", "1", "--json"))
    assert result["games"] == 30
    assert "Hoarders" in screen.getvalue() and "30/30" in screen.getvalue()  # the bar, as it ended


def test_simulate_needs_at_least_one_game():
    fails(2, "simulate", "animalia", "--games", "0")


# ---- files that are not there or not rulebooks -------------------------------------------------------
@pytest.mark.parametrize("command,code", [("run", CALL_ERROR), ("document", CALL_ERROR), ("simulate", CALL_ERROR),
                                          ("lint", CALL_ERROR)])
def test_missing_file(command, code, tmp_path):
    missing = tmp_path / "nowhere.rules"
    out = fails(code, command, str(missing))
    assert f"no rulebook file '{missing}'" in out
    assert "error:" in out


@pytest.mark.parametrize("command", ["run", "document", "lint"])
def test_directory_instead_of_a_file(command, tmp_path):
    result = invoke(command, str(tmp_path))
    assert result.exit_code in (1, 2)
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    assert "Traceback" not in result.output
    assert "error: " in result.output and "is a directory" in result.output


@pytest.mark.parametrize("command", ["run", "document", "lint"])
def test_file_that_is_not_text(command, tmp_path):
    path = tmp_path / "binary.rules"
    path.write_bytes(b"\xff\xfe\x00bad")
    result = invoke(command, str(path))
    assert result.exit_code in (1, 2)
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    assert "Traceback" not in result.output
    assert "error: " in result.output and "UTF-8" in result.output


# ---- rules that never stop ------------------------------------------------------------------------
LOOP_IN_PROCEDURE = """\
game "Loop"
players 2..4
procedure spin {
  let n = 0
  while true {
    n += 1
  }
}
play {
  spin()
}
"""


def test_endless_loop_in_a_procedure(tmp_path):
    path = tmp_path / "loop.rules"
    path.write_text(LOOP_IN_PROCEDURE, encoding="utf-8")
    out = fails(1, "run", str(path))
    assert f"{path}:5:9: error: the rules ran {engine.STEP_LIMIT} steps without a decision; " in out
    assert "'spin' seems to loop forever" in out


def test_run_time_errors_show_the_source_line(tmp_path, monkeypatch):
    monkeypatch.setattr(engine, "STEP_LIMIT", 20_000)
    path = tmp_path / "loop.rules"
    path.write_text(LOOP_IN_PROCEDURE, encoding="utf-8")
    out = fails(1, "run", str(path))
    assert "\n      while true {\n" + " " * 12 + "^^^^" in out


def test_endless_loop_in_play(tmp_path, monkeypatch):
    monkeypatch.setattr(engine, "STEP_LIMIT", 20_000)  # the same check, sooner
    path = tmp_path / "loop.rules"
    path.write_text("players 2..4\nplay {\n  while true { }\n}\n", encoding="utf-8")
    out = fails(1, "run", str(path))
    assert f"{path}:3:" in out
    assert "the rules ran 20000 steps without a decision; 'play' seems to loop forever" in out
    out = fails(1, "simulate", str(path), "--games", "2")
    assert "'play' seems to loop forever" in out


class _Hung(BaseException):
    """Raised by the alarm: not an Exception, so neither the engine nor CliRunner swallows it."""


def test_endless_loop_in_a_simultaneous_block(tmp_path, monkeypatch):
    monkeypatch.setattr(engine, "STEP_LIMIT", 20_000)
    path = tmp_path / "loop.rules"
    path.write_text("players 2..4\nplay {\n  simultaneous p in players() {\n    while true { }\n  }\n}\n",
                    encoding="utf-8")

    def hung(signum, frame):
        raise _Hung()

    old = signal.signal(signal.SIGALRM, hung)
    signal.setitimer(signal.ITIMER_REAL, 3.0)
    try:
        try:
            result = invoke("run", str(path))
        except _Hung:
            pytest.fail("still running after 3 seconds (limit: 20000 steps)", pytrace=False)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)
    assert result.exit_code == 1
    assert "Traceback" not in result.output
    assert f"{path}:4:" in result.output and "seems to loop forever" in result.output


# ---- the entry point: `rulerun FILE` is `rulerun run FILE` --------------------------------------------
def _main(capsys, *args: str) -> tuple[int, str]:
    with pytest.raises(SystemExit) as info:
        main(list(args))
    captured = capsys.readouterr()
    return info.value.code or 0, captured.out + captured.err


def test_main_inserts_run(capsys, seed1):
    code, out = _main(capsys, "animalia", "--seed", "1")
    assert code == 0
    assert out == seed1


def test_main_keeps_commands(capsys, tmp_path):
    code, out = _main(capsys, "lint", "animalia")
    assert (code, out) == (0, "")
    code, out = _main(capsys, "schema")
    assert code == 0 and json.loads(out)["$schema"].endswith("2020-12/schema")
    code, out = _main(capsys, "--help")
    assert code == 0 and "simulate" in out and "lint" in out


def test_main_errors_exit_cleanly(capsys, tmp_path):
    code, out = _main(capsys, str(tmp_path / "nowhere.rules"))
    assert code == CALL_ERROR and "no rulebook file" in out and "Traceback" not in out
    code, out = _main(capsys, "animalia", "--view", "9")
    assert code == 2 and "--view" in out and "Traceback" not in out


def _subprocess(cmd: list[str]) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONHASHSEED="0")
    return subprocess.run(cmd, capture_output=True, text=True, timeout=60, env=env)


def test_python_m_entry_point(seed1):
    proc = _subprocess([sys.executable, "-m", "rulerun.cli.main", "animalia", "--seed", "1"])
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == seed1


def test_console_script(tmp_path):
    exe = shutil.which("rulerun")
    if exe is None:
        pytest.skip("the rulerun console script is not installed")
    proc = _subprocess([exe, str(tmp_path / "nowhere.rules")])
    assert proc.returncode == CALL_ERROR
    assert "no rulebook file" in proc.stderr
    assert "Traceback" not in proc.stderr + proc.stdout
    proc = _subprocess([exe, "lint", "animalia"])
    assert (proc.returncode, proc.stdout) == (0, "")


def test_error_source_lines_are_coloured_only_on_a_terminal(monkeypatch):
    """Rulebook source in error messages is highlighted for a terminal, plain otherwise."""
    from rulerun.cli.main import source_highlighter
    from rulerun.interpreter.engine import Game

    class Terminal:
        def isatty(self):
            return True

    monkeypatch.delenv("NO_COLOR", raising=False)
    try:
        Game.from_text("players 2..3\nplay { move nothing to nowhere }\n", players=2, file="bad.rules")
    except RulesErrors as errs:
        coloured = errs.render(source_highlighter(Terminal()))
        plain = errs.render(source_highlighter(io.StringIO()))
    assert "\x1b[" in coloured and "\x1b[" not in plain
    assert [line for line in plain.splitlines() if "^" in line] == [
        line for line in coloured.splitlines() if "^" in line]
    monkeypatch.setenv("NO_COLOR", "1")
    assert source_highlighter(Terminal()) is None


@pytest.mark.parametrize("args", [["animalia", "--seed", "x"], ["lint", "--bogus", "x"], ["simulate", "animalia", "--games", "0"],
                                  ["animalia", "--players", "-3"]])
def test_bad_command_line_is_one_clear_line(args, capsys):
    """Bad command-line use: exit 2 and a single `rulerun: error:` line, never a traceback."""
    with pytest.raises(SystemExit) as info:
        main(args)
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("rulerun: error:") and len(err.strip().splitlines()) == 1, err


# ---- the command as a process (`entry`) ------------------------------------------------------------
ENTRY = """
import atexit, sys, threading, time
import rulerun.cli.main as m
atexit.register(print, "registered at exit")
%s
sys.argv = ["rulerun", *%r]
m.entry()
print("not reached")
"""


def run_entry(args: list[str], before: str = "") -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", ENTRY % (before, args)], capture_output=True, text=True,
                          timeout=120)


@pytest.mark.parametrize("args,status", [
    (["hoarders", "--seed", "1"], 0),
    (["simulate", "hoarders", "--games", "2", "--json"], 0),
    (["no-such-rulebook.rules"], 2),
    (["simulate", "hoarders", "--games", "none"], 2),
])
def test_the_process_ends_with_the_commands_status_its_output_whole(args, status):
    done = run_entry(args)
    assert done.returncode == status, done.stderr
    out = done.stdout.splitlines()
    assert out[-1] == "registered at exit" and "not reached" not in done.stdout
    if args[0] == "simulate" and status == 0:
        assert json.loads("\n".join(out[:-1]))["games"] == 2
    if args[0] == "hoarders":
        plain = subprocess.run([sys.executable, "-c", "import sys; from rulerun.cli.main import main; main(sys.argv[1:])",
                                *args], capture_output=True, text=True, timeout=120)
        assert out[:-1] == plain.stdout.splitlines()  # the whole log, as a process that ends the usual way writes it


def test_an_exit_with_a_message_is_status_1_with_the_message():
    done = run_entry(["hoarders"], "m.main = lambda: sys.exit('stopped here')")
    assert (done.returncode, done.stderr.strip()) == (1, "stopped here")


def test_a_thread_still_running_is_waited_for():
    # the thread runs on until the main thread has ended, however long the game takes
    done = run_entry(["hoarders", "--seed", "1"],
                     "threading.Thread(target=lambda: (threading.main_thread().join(), print('thread done'))).start()")
    assert done.returncode == 0
    assert done.stdout.splitlines()[-2:] == ["thread done", "registered at exit"]
