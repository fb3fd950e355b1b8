"""What the `rulerun` command's modules share: the command names, which errors are the caller's,
the colouring of rulebook source in messages, and `fail`, the one place that turns rulebook errors
into a message and an exit code.

Importing it does not import typer: plain `rulerun lint` and `rulerun simulate` command lines run
without it (`plain.py`).
Exit codes: 0 fine, 1 rulebook errors, 2 bad command-line use.
"""

from __future__ import annotations

import sys

from rulerun.grammar import RulesErrors

COMMANDS = ("run", "lint", "schema", "simulate", "document", "replay", "fmt", "new", "explain", "play", "view",
            "serve")
# Errors that come from how the command was called rather than from the rulebook's text.
USAGE_CODES = ("file", "players", "option")


def source_highlighter(stream):
    """Colours rulebook source lines in messages, when they go to a terminal (and NO_COLOR is unset)."""
    import os

    if os.environ.get("NO_COLOR") or not getattr(stream, "isatty", lambda: False)():
        return None
    from rulerun.cli.lexer import highlight_rules

    return highlight_rules


def fail(errs: RulesErrors) -> None:
    """Prints the errors and exits: 2 when the command was called wrongly, 1 for the rulebook's own."""
    import typer  # only the typer app's commands fail this way; commands run without it use `report`

    raise typer.Exit(code=report(errs, typer.echo))


def report(errs: RulesErrors, echo) -> int:
    """Prints the errors with `echo`; returns the exit code: 2 when the command was called wrongly, 1
    for the rulebook's own."""
    usage = all(e.code in USAGE_CODES for e in errs.errors)
    if usage:
        echo("\n".join(f"rulerun: error: {e.message}" for e in errs.errors), err=True)
    else:
        echo(errs.render(source_highlighter(sys.stderr)), err=True)
    return 2 if usage else 1


def option_pairs(pairs) -> tuple[dict, str | None]:
    """`--option name=value` pairs as a dict, and the first pair that is no `name=value` (None:
    none; the dict then holds every pair)."""
    options = {}
    for pair in pairs:
        key, eq, value = pair.partition("=")
        if not eq or not key.strip():
            return options, pair
        options[key.strip()] = value.strip()
    return options, None


def command_game(file: str, players: int | None, options: dict, counting: bool = False):
    """The game of a rulebook for a command: the player count given, else 4 within the rulebook's
    range (`counting`: compiled with rule coverage counted by its code, for `simulate`). Raises
    `RulesErrors`."""
    from rulerun.interpreter.engine import load_document, load_game

    if players is None:
        doc, _ = load_document(file)
        if doc.get("players"):
            lo, hi = doc["players"]["min"], doc["players"]["max"]
            players = min(max(4, lo), hi)
    return load_game(file, players=players, options=options, counting=counting)
