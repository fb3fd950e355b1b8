"""`rulerun view`, `rulerun run --html` and `rulerun serve` on the command line."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from typer.testing import CliRunner

from rulerun.cli.main import app

runner = CliRunner()


def invoke(*args: str):
    return runner.invoke(app, list(args))


def data_of(page: str) -> dict:
    return json.loads(page.split('type="application/json">', 1)[1].split("</script>", 1)[0])


@pytest.fixture
def log(tmp_path):
    result = invoke("run", "hoarders", "--seed", "4", "--players", "3", "--json")
    assert result.exit_code == 0, result.output
    path = tmp_path / "game.jsonl"
    path.write_text(result.output, encoding="utf-8")
    return path


def test_view_writes_a_page_beside_the_log(log):
    result = invoke("view", str(log))
    assert result.exit_code == 0, result.output
    page = log.with_suffix(".html").read_text(encoding="utf-8")
    data = data_of(page)
    assert [v["view"] for v in data["views"]] == [None, 0, 1, 2]
    assert data["layout"]["colours"]["nut"]["walnut"]  # the hints beside the bundled rulebook


def test_view_as_one_player(log, tmp_path):
    out = tmp_path / "p2.html"
    result = invoke("view", str(log), "-o", str(out), "--view", "2")
    assert result.exit_code == 0, result.output
    assert [v["view"] for v in data_of(out.read_text(encoding="utf-8"))["views"]] == [1]
    result = invoke("view", str(log), "--view", "4")
    assert result.exit_code == 2 and "player number from 1 to 3" in result.output


def test_view_with_other_hints_and_bad_ones(log, tmp_path):
    hints = tmp_path / "mine.json"
    hints.write_text('{"labels": {"nut_card": "{nut}!"}}', encoding="utf-8")
    out = tmp_path / "out.html"
    assert invoke("view", str(log), "-o", str(out), "--hints", str(hints)).exit_code == 0
    data = data_of(out.read_text(encoding="utf-8"))
    assert data["layout"]["colours"] == {} and any(look.get("label", "").endswith("!")
                                                   for look in data["views"][0]["looks"])
    hints.write_text('{"labels": {"nut_crad": "{nut}"}}', encoding="utf-8")
    result = invoke("view", str(log), "-o", str(out), "--hints", str(hints))
    assert result.exit_code == 1 and "unknown card type 'nut_crad'; did you mean 'nut_card'?" in result.output


def test_view_names_a_missing_or_broken_log(tmp_path, log):
    result = invoke("view", str(tmp_path / "none.jsonl"))
    assert result.exit_code == 2 and "cannot read" in result.output and "none.jsonl" in result.output
    lines = log.read_text(encoding="utf-8").splitlines()
    choice = next(i for i, line in enumerate(lines) if '"action"' in line)
    record = json.loads(lines[choice])
    record["action"] = 999
    lines[choice] = json.dumps(record)
    log.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = invoke("view", str(log))
    assert result.exit_code == 1 and f"{log}:{choice + 1}:1: error: action 999 is not legal" in result.output


def test_run_writes_the_page_of_the_game_it_plays(tmp_path):
    out = tmp_path / "game.html"
    result = invoke("run", "animalia", "--seed", "3", "--players", "3", "--view", "3", "--html", str(out))
    assert result.exit_code == 0, result.output
    data = data_of(out.read_text(encoding="utf-8"))
    assert [v["view"] for v in data["views"]] == [2] and "seed" not in data["layout"]
    # the page's last frame ends as the printed log does
    assert data["views"][0]["frames"][-1]["lines"][-1] == result.output.strip().splitlines()[-1]


def test_serve_listens_on_this_computer_unless_told(monkeypatch):
    from rulerun.web import server

    calls = []
    monkeypatch.setattr(server, "serve", lambda lobby, host, port, games, pace, announce: calls.append(
        (host, port, games, lobby.humans, lobby.agent_names)))
    result = invoke("serve", "hoarders", "--players", "3", "--seats", "1,3", "--agents", "greedy:2")
    assert result.exit_code == 0, result.output
    assert calls == [("127.0.0.1", 8000, 1, [0, 2], ["greedy:2"])]
    result = invoke("serve", "hoarders", "--seats", "2", "--host", "0.0.0.0", "--port", "0")
    assert result.exit_code == 0 and "anyone who can reach it" in result.output and calls[-1][:2] == ("0.0.0.0", 0)


@pytest.mark.parametrize("args,message", [
    (["--seats", "5"], "seats are distinct numbers from 1 to 4"),
    (["--seats", "one"], "expected seat numbers from 1 to 4"),
    (["--seats", "1", "--agents", "human"], "'human' is not an agent here"),
    (["--seats", "1", "--agents", "nobody"], "unknown agent 'nobody'"),
])
def test_serve_names_a_bad_seat_or_agent(args, message):
    result = invoke("serve", "hoarders", *args)
    assert result.exit_code == 2 and message in result.output


@pytest.mark.parametrize("args", [["hoarders", "--players", "3"], ["lint", "hoarders"]])
def test_playing_or_linting_imports_nothing_of_the_web(tmp_path, args):
    code = ("import sys\nfrom rulerun.cli.main import main\n"
            f"try:\n    main({args!r})\nexcept SystemExit as e:\n    assert not e.code, e.code\n"
            "web = ('starlette', 'uvicorn', 'websockets', 'rulerun.web', 'rulerun.cli.web_commands')\n"
            "print(sorted(m for m in web if m in sys.modules))\n")
    env = dict(os.environ, RULERUN_CACHE_DIR=str(tmp_path / "cache"))
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    assert proc.returncode == 0, proc.stderr
    # `rulerun run` registers the web commands (typer lists them) without importing what they run
    expected = "['rulerun.cli.web_commands']" if args[0] != "lint" else "[]"
    assert proc.stdout.strip().splitlines()[-1] == expected
