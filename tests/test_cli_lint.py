"""`rulerun lint` without typer (cli/lint_command.py): a plain command line prints exactly what the
typer app prints, anything else goes through the app, and a lint of a cached rulebook imports
neither typer nor the parser nor the schema validator.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from rulerun.cli.commands import run_app
from rulerun.cli.lint_command import lint_without_typer, parse_lint_args
from rulerun.cli.main import main

ROOT = Path(__file__).resolve().parent.parent
CASES = ROOT / "tests" / "lint_cases"
ANSI = 'game "Ansi"\nplayers 2..2\nzone deck\nplay {\n  log "\x1b[31mred\x1b[0m {nosuch}"\n  end game\n}\n'


@pytest.fixture(autouse=True)
def cache_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("RULERUN_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("RULERUN_NO_CACHE", raising=False)


def outcome(capsys, run, args: list[str]) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as info:
        run(args)
    captured = capsys.readouterr()
    return info.value.code or 0, captured.out, captured.err


@pytest.mark.parametrize("args", [
    ["animalia"],
    [str(CASES / "01-unknown-name.rules")],
    [str(CASES / "13-unused-zone.rules"), "--strict"],
    ["--json", str(CASES / "02-duplicates.rules"), "hoarders"],
    [str(CASES / "39-syntax.rules"), str(CASES / "40-schema.rules")],
    [str(CASES / "48-json-document.json")],
    [str(CASES / "42-dyn-never-fired.rules"), "--simulate", "2", "--seed=5"],
    ["nowhere.rules", "animalia"],
    [str(CASES)],
    ["ansi.rules"],
    ["ansi.rules", "--json"],
])
def test_a_plain_command_line_prints_what_the_typer_app_prints(args, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "ansi.rules").write_text(ANSI, encoding="utf-8")
    assert parse_lint_args(args) is not None
    for _ in range(2):  # parsed, then read back from the cache
        quick = outcome(capsys, main, ["lint", *args])
        typer_app = outcome(capsys, run_app, ["lint", *args])
        assert quick == typer_app
    assert quick[0] in (0, 1, 2) and "Traceback" not in quick[2]
    if args[0] == "ansi.rules" and len(args) == 1:
        assert "\x1b" not in quick[1] and "red {nosuch}" in quick[1]  # codes removed: no terminal


def test_the_plain_path_is_taken(capsys):
    assert lint_without_typer(["animalia"]) == 0
    assert capsys.readouterr().out == ""


@pytest.mark.parametrize("args", [
    [], ["--help"], ["-h"], ["animalia", "--help"], ["--bogus", "animalia"], ["--simulate", "-1", "animalia"],
    ["--simulate", "x", "animalia"], ["--simulate"], ["--seed=", "animalia"], ["--strict=1", "animalia"],
    ["--", "animalia"], ["-", "animalia"], ["--sim", "1", "animalia"], ["--seed", "1" * 40, "animalia"],
])
def test_anything_else_goes_through_the_typer_app(args, capsys):
    assert parse_lint_args(args) is None
    assert outcome(capsys, main, ["lint", *args]) == outcome(capsys, run_app, ["lint", *args])


def test_plain_arguments():
    assert parse_lint_args(["a.rules", "--seed", "3", "b", "--simulate=2", "--json", "--strict", "--seed=4"]) == {
        "files": ["a.rules", "b"], "seed": 4, "simulate": 2, "as_json": True, "strict": True}


def test_a_cached_lint_imports_only_what_it_needs(tmp_path):
    code = ("import sys\nfrom rulerun.cli.main import main\ntry:\n    main(['lint', 'evolution'])\n"
            "except SystemExit as e:\n    assert not e.code, e.code\n"
            "heavy = ('typer', 'rich', 'pydantic', 'jsonschema', 'jsonschema_rs', 'lark', 'pygments',\n"
            "         'rulerun.interpreter.agents', 'rulerun.interpreter.analysis', 'rulerun.cli.commands',\n"
            "         'difflib')\n"  # only a misspelt name is matched against the known ones
            "print(sorted(m for m in heavy if m in sys.modules))\n")
    env = dict(os.environ, RULERUN_CACHE_DIR=str(tmp_path / "cache"))
    env.pop("RULERUN_NO_CACHE", None)
    runs = [subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
            for _ in range(2)]
    assert all(r.returncode == 0 for r in runs), runs[-1].stderr
    assert runs[1].stdout.strip() == "[]"


def test_python_m_lint_without_typer(tmp_path):
    env = dict(os.environ, RULERUN_CACHE_DIR=str(tmp_path / "cache"))
    proc = subprocess.run([sys.executable, "-m", "rulerun.cli.main", "lint", str(CASES / "01-unknown-name.rules")],
                          capture_output=True, text=True, env=env, timeout=120)
    assert proc.returncode == 1 and "[name]" in proc.stdout, proc.stderr
