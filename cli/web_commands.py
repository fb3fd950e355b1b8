"""Commands that show a game in the browser: `rulerun view` (a log as a replay page), and the replay
page of `rulerun run --html`.

`register(app)` adds the commands to a typer app. The web modules are imported when a command runs,
so that no other command pays for them.
"""

from __future__ import annotations

from pathlib import Path
from typing import Optional

import typer

from rulerun.cli.common import fail
from rulerun.grammar import RulesErrors

__all__ = ["register", "view", "write_replay_page"]


def write_replay_page(records: list[dict], viewer: Optional[int], output: str) -> None:
    """Writes the replay page of a game just played (`records`: its JSON log) as `viewer` sees it."""
    from rulerun.web.viewer import view_records

    try:
        page = view_records(Path("<game>"), list(enumerate(records, start=1)), viewer)
    except RulesErrors as errs:
        fail(errs)
    _write(output, page)


def _write(output: str, page: str) -> None:
    try:
        Path(output).write_text(page, encoding="utf-8")
    except OSError as err:
        typer.echo(f"rulerun: error: cannot write '{output}': {err.strerror or err}", err=True)
        raise typer.Exit(code=2)


def view(
    log: str = typer.Argument(..., help="A JSON Lines log written by `rulerun FILE --json`."),
    output: Optional[str] = typer.Option(None, "--output", "-o", metavar="FILE",
                                         help="The page to write (default: the log's name with .html)."),
    as_seen_by: str = typer.Option("all", "--view", help="'all', or a player number: a page with only what that "
                                                         "player sees."),
    hints: Optional[str] = typer.Option(None, "--hints", metavar="FILE",
                                        help="Presentation hints to use instead of NAME.view.json beside the "
                                             "rulebook (docs/viewer.md)."),
) -> None:
    """Write a game's log as one self-contained HTML page that shows the table at every step."""
    from rulerun.cli.commands import _view
    from rulerun.interpreter.replay import read_log
    from rulerun.web.viewer import view_records

    path = Path(log)
    try:
        records = read_log(path)
        head = records[0][1] if records and isinstance(records[0][1], dict) else {}
        players = head.get("players")
        viewer = _view(as_seen_by, players if isinstance(players, int) and players > 0 else 64)
        page = view_records(path, records, viewer, hints)
    except RulesErrors as errs:
        fail(errs)
    target = output or str(path.with_suffix(".html"))
    _write(target, page)
    typer.echo(f"replay written to {target}")


def register(app: typer.Typer) -> None:
    """Adds `view` to a typer app."""
    app.command()(view)
