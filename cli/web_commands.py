"""Commands that show a game in the browser: `rulerun view` (a log as a replay page) and `rulerun serve`
(people play in their browsers against the agents), and the replay page of `rulerun run --html`.

`register(app)` adds the commands to a typer app. The web modules are imported when a command runs,
so that no other command pays for them; `serve` needs the `rulerun[web]` extra.
"""

from __future__ import annotations

import ipaddress
from pathlib import Path
from typing import List, Optional

import typer

from rulerun.cli.common import fail
from rulerun.grammar import RulesErrors

__all__ = ["register", "view", "serve", "write_replay_page"]


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
    from rulerun.cli.arguments import parse_view
    from rulerun.interpreter.replay import read_log
    from rulerun.web.viewer import view_records

    path = Path(log)
    try:
        records = read_log(path)
        head = records[0][1] if records and isinstance(records[0][1], dict) else {}
        players = head.get("players")
        viewer = parse_view(as_seen_by, players if isinstance(players, int) and players > 0 else 64)
        page = view_records(path, records, viewer, hints)
    except RulesErrors as errs:
        fail(errs)
    target = output or str(path.with_suffix(".html"))
    _write(target, page)
    typer.echo(f"replay written to {target}")


def serve(
    file: str = typer.Argument(..., help="A rulebook."),
    seats: str = typer.Option(..., help="The seats people take, e.g. 1,3 (the agents play the others)."),
    agents: str = typer.Option("random", help="Comma-separated agents for the other seats, in seat order "
                                              "(random, first, greedy, ismcts, ...); a short list is extended."),
    players: Optional[int] = typer.Option(None, help="Number of players (default: 4 where allowed)."),
    option: List[str] = typer.Option([], "--option", "-o", help="A rulebook option, name=value."),
    seed: Optional[int] = typer.Option(None, help="Seed of the first game (game i uses seed + i); default: "
                                                  "a secret random seed per game."),
    host: str = typer.Option("127.0.0.1", help="The address to listen on; another than this computer's "
                                               "own lets anyone who can reach it open the pages."),
    port: int = typer.Option(8000, min=0, max=65535, help="The port to listen on (0: any free port)."),
    games: int = typer.Option(1, min=1, max=100, help="Games to start at once (the host page starts more)."),
    pace: float = typer.Option(0.35, min=0.0, max=10.0, help="Seconds a page shows each of the other players' "
                                                              "moves."),
) -> None:
    """Serve games in the browser: each person's seat has its own secret link; agents play the rest."""
    from rulerun.cli.arguments import load_rulebook, parse_options

    try:
        from rulerun.web import server
        from rulerun.web.tables import Lobby
    except ImportError as err:
        typer.echo(f"rulerun: error: serve needs {err.name}: pip install 'rulerun[web]'", err=True)
        raise typer.Exit(code=2)
    game = load_rulebook(file, players, option)
    n = game.num_players()
    try:
        humans = [int(s) - 1 for s in seats.split(",") if s.strip()]
    except ValueError:
        raise typer.BadParameter(f"expected seat numbers from 1 to {n}, e.g. 1,3", param_hint="--seats")
    try:
        lobby = Lobby(file, n, parse_options(option), humans, agents.split(","), seed, game=game)
    except ValueError as err:
        hint = "--seats" if "seat" in str(err) else "--agents"
        raise typer.BadParameter(str(err), param_hint=hint)
    except RulesErrors as errs:
        fail(errs)
    if not _local(host):
        typer.echo(f"rulerun: listening on {host}: anyone who can reach it and has a seat's link can play that seat",
                   err=True)
    try:
        server.serve(lobby, host, port, games, pace, typer.echo)
    except OSError as err:
        typer.echo(f"rulerun: error: cannot listen on {host}:{port}: {err.strerror or err}", err=True)
        raise typer.Exit(code=2)


def _local(host: str) -> bool:
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return host == "localhost"


def register(app: typer.Typer) -> None:
    """Adds `view` and `serve` to a typer app."""
    app.command()(view)
    app.command()(serve)
