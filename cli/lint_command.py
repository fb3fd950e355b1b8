"""`rulerun lint`: the command's body, and the plain command lines that run it without typer.

Importing typer (and rich with it) takes longer than linting the largest bundled rulebook, so
the entry point (`main.py`) hands `rulerun lint ...` to `lint_without_typer` first (`plain.py`).
It takes only what it reads with certainty: rulebook names, `--strict`, `--json`, and
`--simulate N` and `--seed N` (or `=N`) with N a plain number, printed to ordinary text streams.
For anything else (`--help`, an unknown option, a bad value, `--`, a name that starts with `-`)
it returns None and typer reads the command line, with its usual help and messages. Both ways run
`run_lint`, so they print the same.
"""

from __future__ import annotations

import json
import sys
from typing import Callable, Sequence

from rulerun.cli.common import source_highlighter
from rulerun.cli.plain import plain_number, without_typer
from rulerun.grammar import RulesErrors
from rulerun.interpreter.engine import find_rulebook, read_rulebook_text
from rulerun.interpreter.lint import finding_record, format_finding, lint_report

_FLAGS = {"--strict": "strict", "--json": "as_json"}
_NUMBERS = {"--simulate": "simulate", "--seed": "seed"}


def run_lint(files: Sequence[str], simulate: int = 0, seed: int = 0, strict: bool = False, as_json: bool = False,
             *, echo: Callable[..., None]) -> int:
    """Checks the rulebooks and prints every finding (or one JSON object); returns the exit code.

    Exit 0: no error; 1: errors (warnings too with `strict`); 2: a file cannot be read.
    """
    usage = []
    for file in files:
        try:
            read_rulebook_text(find_rulebook(file))
        except RulesErrors as errs:
            usage.extend(errs.errors)
    if usage:
        echo("\n".join(f"rulerun: error: {e.message}" for e in usage), err=True)
        return 2
    reports = [lint_report(file, simulate=simulate, seed=seed, strict=strict) for file in files]
    findings = [f for r in reports for f in r["findings"]]
    errors = sum(f.severity == "error" for f in findings)
    if as_json:
        echo(json.dumps({
            "files": [{"file": r["file"], "findings": [finding_record(f) for f in r["findings"]], "decks": r["decks"]}
                      for r in reports],
            "errors": errors, "warnings": len(findings) - errors}, ensure_ascii=False))
    else:
        colour = source_highlighter(sys.stdout)
        for f in findings:
            echo(format_finding(f, colour))
    return 1 if errors else 0


def lint_without_typer(args: Sequence[str]) -> int | None:
    """Runs `rulerun lint ARGS` and returns its exit code; None if typer should read ARGS instead."""
    return without_typer(parse_lint_args, run_lint, args)


def parse_lint_args(args: Sequence[str]) -> dict | None:
    """`run_lint`'s arguments from a plain command line, or None if it has anything else."""
    options: dict = {"files": []}
    rest = list(args)
    while rest:
        arg = rest.pop(0)
        if not arg.startswith("-"):
            options["files"].append(arg)
        elif arg in _FLAGS:
            options[_FLAGS[arg]] = True
        else:
            name, eq, value = arg.partition("=")
            if name not in _NUMBERS or (not eq and not rest):
                return None
            if not eq:
                value = rest.pop(0)
            number = plain_number(value)
            if number is None:
                return None
            options[_NUMBERS[name]] = number
    return options if options["files"] else None
