"""The `rulerun` command: play, lint, simulate and print the schema. A thin layer over the library.

Every user error is printed as `file:line:col: error: message` with the source line; no command
prints a traceback for bad input. Exit codes: 0 fine, 1 rulebook errors, 2 bad command-line use.
"""

from __future__ import annotations

import json
import sys
import time
from typing import List, Optional

import typer

from rulerun.grammar import RulesErrors
from rulerun.interpreter.agents import make_agents, play_game
from rulerun.interpreter.engine import Game, load_game
from rulerun.interpreter.lint import lint_file
from rulerun.interpreter.schema import schema as rulebook_schema

app = typer.Typer(add_completion=False, no_args_is_help=True, pretty_exceptions_enable=False, rich_markup_mode=None,
                  help="rulerun: play, check and measure card games written as rules.")

COMMANDS = ("run", "lint", "schema", "simulate", "document", "replay")
# Errors that come from how the command was called rather than from the rulebook's text.
USAGE_CODES = ("file", "players", "option")


def _options(pairs: List[str]) -> dict:
    options = {}
    for pair in pairs:
        if "=" not in pair:
            raise typer.BadParameter(f"expected name=value, got {pair!r}", param_hint="--option")
        key, value = pair.split("=", 1)
        options[key.strip()] = value.strip()
    return options


def _load(file: str, players: Optional[int], options: List[str]) -> Game:
    opts = _options(options)
    try:
        if players is None:
            from rulerun.interpreter.engine import load_document

            doc, _ = load_document(file)
            lo, hi = doc["players"]["min"], doc["players"]["max"]
            players = min(max(4, lo), hi)
        return load_game(file, players=players, options=opts)
    except RulesErrors as errs:
        _fail(errs)


def _fail(errs: RulesErrors) -> None:
    """Prints the errors and exits: 2 when the command was called wrongly, 1 for the rulebook's own."""
    usage = all(e.code in USAGE_CODES for e in errs.errors)
    if usage:
        typer.echo("\n".join(f"rulerun: error: {e.message}" for e in errs.errors), err=True)
    else:
        typer.echo(errs.render(), err=True)
    raise typer.Exit(code=2 if usage else 1)


def _view(view: str, players: int) -> Optional[int]:
    if view == "all":
        return None
    if view.isdigit() and 1 <= int(view) <= players:
        return int(view) - 1
    raise typer.BadParameter(f"expected 'all' or a player number from 1 to {players}", param_hint="--view")


@app.command()
def run(
    file: str = typer.Argument(..., help="A .rules or .json rulebook, or a bundled rulebook's name."),
    seed: int = typer.Option(0, help="The game's random seed."),
    players: Optional[int] = typer.Option(None, help="Number of players (default: 4 where allowed)."),
    agents: str = typer.Option("random", help="Comma-separated agents per seat: random, first, human."),
    option: List[str] = typer.Option([], "--option", "-o", help="A rulebook option, name=value."),
    view: str = typer.Option("all", help="'all', or a player number: show only what that player sees."),
    as_json: bool = typer.Option(False, "--json", help="Print the log as JSON Lines."),
) -> None:
    """Play one whole game and print its log."""
    game = _load(file, players, option)
    n = game.num_players()
    viewer = _view(view, n)
    try:
        seats = make_agents([a.strip() for a in agents.split(",") if a.strip()], n, seed)
    except ValueError as err:
        raise typer.BadParameter(str(err), param_hint="--agents")
    try:
        state = play_game(game, seed, seats)
    except RulesErrors as errs:
        _fail(errs)
    if as_json:
        from rulerun.interpreter.replay import game_record

        head = game_record(file, n, seed, _options(option))
        if viewer is not None:
            head["view"] = viewer + 1
        typer.echo(json.dumps(head, ensure_ascii=False))
        for record in state.log_records(viewer):
            typer.echo(json.dumps(record, ensure_ascii=False))
    else:
        typer.echo(f"{game.model.name}: {n} players, seed {seed}")
        for line in state.log_lines(viewer):
            typer.echo(line)


@app.command()
def lint(files: List[str] = typer.Argument(..., help="Rulebooks to check.")) -> None:
    """Check rulebooks; print every finding as file:line:col with the source line."""
    errors = 0
    for file in files:
        for problem in lint_file(file):
            typer.echo(problem.render())
            errors += problem.severity == "error"
    if errors:
        raise typer.Exit(code=1)


@app.command()
def replay(log: str = typer.Argument(..., help="A JSON Lines log written by `rulerun FILE --json`.")) -> None:
    """Re-run a game from its JSON log; check every action and the outcome."""
    from rulerun.interpreter.replay import replay as replay_log

    try:
        summary = replay_log(log)
    except RulesErrors as errs:
        _fail(errs)
    winners = ", ".join(f"P{p}" for p in summary["winners"]) or "nobody"
    typer.echo(f"replay ok: {summary['actions']} actions, {summary['records']} records, winners {winners}")


@app.command()
def schema() -> None:
    """Print the rulebook JSON Schema."""
    typer.echo(json.dumps(rulebook_schema(), indent=2))


@app.command()
def document(file: str = typer.Argument(..., help="A .rules rulebook.")) -> None:
    """Print the rulebook document (JSON) that a .rules file parses into."""
    from rulerun.interpreter.engine import load_document

    try:
        doc, _ = load_document(file)
    except RulesErrors as errs:
        _fail(errs)
    typer.echo(json.dumps(doc, indent=1, ensure_ascii=False))


@app.command()
def simulate(
    file: str = typer.Argument(..., help="A rulebook."),
    games: int = typer.Option(100, min=1, help="Number of games."),
    players: Optional[int] = typer.Option(None, help="Number of players."),
    seed: int = typer.Option(0, help="Seed of the first game; game i uses seed + i."),
    option: List[str] = typer.Option([], "--option", "-o", help="A rulebook option, name=value."),
    as_json: bool = typer.Option(False, "--json", help="Print one JSON object."),
) -> None:
    """Play many games with random agents; print wins by seat and speed."""
    game = _load(file, players, option)
    n = game.num_players()
    wins = [0.0] * n
    decisions = 0
    start = time.perf_counter()
    try:
        for i in range(games):
            state = play_game(game, seed + i, make_agents(["random"], n, seed + i), log=False)
            decisions += state.data.decisions
            for p, r in enumerate(state.returns()):
                wins[p] += r
    except RulesErrors as errs:
        _fail(errs)
    seconds = time.perf_counter() - start
    result = {"rulebook": game.model.name, "games": games, "players": n, "seconds": round(seconds, 4),
              "games_per_s": round(games / seconds, 2), "mean_decisions": round(decisions / games, 2),
              "wins_by_seat": [round(w, 3) for w in wins]}
    if as_json:
        typer.echo(json.dumps(result))
        return
    typer.echo(f"{result['rulebook']}: {games} games, {n} players, {seconds:.2f}s "
               f"({result['games_per_s']} games/s, {result['mean_decisions']} decisions/game)")
    for p, w in enumerate(wins):
        typer.echo(f"  P{p + 1}: {w:.1f} wins ({100 * w / games:.1f}%)")


def main(argv: Optional[List[str]] = None) -> None:
    """Entry point: `rulerun FILE ...` is `rulerun run FILE ...`."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args and not args[0].startswith("-") and args[0] not in COMMANDS:
        args.insert(0, "run")
    app(args=args, prog_name="rulerun")


if __name__ == "__main__":
    main()
