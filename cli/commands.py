"""The `rulerun` commands as a typer app: play, lint, simulate and print the schema. A thin layer
over the library.

Every user error is printed as `file:line:col: error: message` with the source line; no command
prints a traceback for bad input. Exit codes: 0 fine, 1 rulebook errors, 2 bad command-line use.
The entry point is `main.py`; errors become messages and exit codes in `common.fail`.
"""

from __future__ import annotations

import json
import os
import sys
from typing import List, Optional

import typer

from rulerun.cli.authoring import register as register_authoring
from rulerun.cli.arguments import load_rulebook, parse_options, parse_view
from rulerun.cli.common import COMMANDS, fail
from rulerun.cli.web_commands import register as register_web
from rulerun.grammar import RulesErrors
from rulerun.interpreter.agents import make_agents, play_game
from rulerun.interpreter.schema import schema as rulebook_schema

app = typer.Typer(add_completion=False, no_args_is_help=True, pretty_exceptions_enable=False, rich_markup_mode=None,
                  help="rulerun: play, check and measure card games written as rules.")


@app.command()
def run(
    file: str = typer.Argument(..., help="A .rules or .json rulebook, or a bundled rulebook's name."),
    seed: int = typer.Option(0, help="The game's random seed."),
    players: Optional[int] = typer.Option(None, help="Number of players (default: 4 where allowed)."),
    agents: str = typer.Option("random", help="Comma-separated agents per seat: random, first, greedy[:N], "
                                              "ismcts[:N], human."),
    option: List[str] = typer.Option([], "--option", "-o", help="A rulebook option, name=value."),
    view: str = typer.Option("all", help="'all', or a player number: show only what that player sees."),
    as_json: bool = typer.Option(False, "--json", help="Print the log as JSON Lines."),
    html: Optional[str] = typer.Option(None, "--html", metavar="FILE",
                                       help="Also write the game as a replay page, as --view sees it "
                                            "(docs/viewer.md)."),
) -> None:
    """Play one whole game and print its log."""
    game = load_rulebook(file, players, option)
    n = game.num_players()
    viewer = parse_view(view, n)
    try:
        seats = make_agents([a.strip() for a in agents.split(",") if a.strip()], n, seed)
    except ValueError as err:
        raise typer.BadParameter(str(err), param_hint="--agents")
    try:
        state = play_game(game, seed, seats)
    except RulesErrors as errs:
        fail(errs)
    if html is not None:
        from rulerun.cli.web_commands import write_replay_page
        from rulerun.interpreter.replay import game_record

        write_replay_page([game_record(file, n, seed, parse_options(option)), *state.log_records(None)], viewer, html)
    if as_json:
        from rulerun.interpreter.engine import find_rulebook
        from rulerun.interpreter.replay import game_record, rulebook_digest

        head = game_record(file, n, seed, parse_options(option), rulebook_digest(find_rulebook(file)))
        if viewer is not None:
            # a view is handed to its player: with the rulebook and the seed they could replay the deal
            del head["seed"]
            head["view"] = viewer + 1
        typer.echo(json.dumps(head, ensure_ascii=False))
        for record in state.log_records(viewer):
            typer.echo(json.dumps(record, ensure_ascii=False))
    else:
        typer.echo(f"{game.model.name}: {n} players" + (f", seed {seed}" if viewer is None else ""))
        for line in state.log_lines(viewer):
            typer.echo(line)


@app.command()
def lint(
    files: List[str] = typer.Argument(..., help="Rulebooks to check (paths or bundled names)."),
    simulate: int = typer.Option(0, "--simulate", min=0, metavar="N",
                                 help="Also play N random games per supported player count (dynamic checks)."),
    seed: int = typer.Option(0, help="Seed of the first simulated game; game i uses seed + i."),
    strict: bool = typer.Option(False, "--strict", help="Treat warnings as errors."),
    as_json: bool = typer.Option(False, "--json", help="Print one JSON object with every finding."),
) -> None:
    """Check rulebooks statically (and by simulation with --simulate N).

    Prints every finding as `file:line:col: error|warning: message [code]` with the source line
    and a caret; docs/lint.md lists the checks. Exit 0: no error; 1: errors (warnings too with
    --strict); 2: a file cannot be read.
    """
    from rulerun.cli.lint_command import run_lint

    code = run_lint(files, simulate=simulate, seed=seed, strict=strict, as_json=as_json, echo=typer.echo)
    if code:
        raise typer.Exit(code=code)


@app.command()
def replay(
    log: str = typer.Argument(..., help="A JSON Lines log written by `rulerun FILE --json`."),
    rulebook: Optional[str] = typer.Option(
        None, "--rulebook", metavar="FILE",
        help="The rulebook to replay with (default: the bundled rulebook the log names, or the file it names if its "
             "text has the hash the log records)."),
) -> None:
    """Re-run a game from its JSON log; check every action and the outcome."""
    from rulerun.interpreter.replay import replay as replay_log

    try:
        summary = replay_log(log, rulebook=rulebook)
    except RulesErrors as errs:
        fail(errs)
    winners = ", ".join(f"P{p}" for p in summary["winners"]) or "nobody"
    typer.echo(f"replay ok: {summary['actions']} actions, {summary['records']} records, winners {winners}")


@app.command()
def schema() -> None:
    """Print the rulebook JSON Schema."""
    typer.echo(json.dumps(rulebook_schema(), indent=2))


@app.command()
def document(
    file: str = typer.Argument(..., help="A .rules rulebook."),
    python: bool = typer.Option(False, "--python", help="Print the Python code generated for the rulebook instead."),
    players: Optional[int] = typer.Option(None, help="Number of players (with --python)."),
    option: List[str] = typer.Option([], "--option", "-o", help="A rulebook option NAME=VALUE (with --python)."),
) -> None:
    """Print the rulebook document (JSON) that a .rules file parses into, or its generated Python."""
    from rulerun.interpreter.engine import load_document

    if python:
        typer.echo(load_rulebook(file, players, option).model.python_listing(), nl=False)
        return
    try:
        doc, _ = load_document(file)
    except RulesErrors as errs:
        fail(errs)
    typer.echo(json.dumps(doc, indent=1, ensure_ascii=False))


@app.command()
def simulate(
    file: str = typer.Argument(..., help="A rulebook."),
    games: int = typer.Option(100, min=1, help="Number of games."),
    players: Optional[int] = typer.Option(None, help="Number of players."),
    seed: int = typer.Option(0, help="Seed of the first game; game i uses seed + i."),
    agents: str = typer.Option("random", help="Comma-separated agents per seat: random, first, greedy[:ROLLOUTS], "
                                              "ismcts[:ITERATIONS|:SECONDSs] (docs/analysis.md)."),
    option: List[str] = typer.Option([], "--option", "-o", help="A rulebook option, name=value."),
    workers: Optional[int] = typer.Option(None, min=1, help="Play the games in this many worker processes (default: "
                                                          "one per processor where that is faster)."),
    dask: Optional[str] = typer.Option(None, "--dask", metavar="ADDRESS",
                                       help="Play the games on a Dask cluster (scheduler address; rulerun[dask])."),
    plot: Optional[str] = typer.Option(None, "--plot", metavar="OUT",
                                       help="Write win rates by seat and score histograms to a .png or .svg file "
                                            "(rulerun[plot])."),
    as_json: bool = typer.Option(False, "--json", help="Print one JSON object."),
    coverage: bool = typer.Option(True, "--coverage/--no-coverage",
                                  help="Count how often each rule ran and report it."),
) -> None:
    """Play many games; print win rates, scores, game length, lead changes and rule coverage."""
    from rulerun.cli.simulate_command import agent_names, run_simulate, simulate_problem

    names = agent_names(agents)
    problem = simulate_problem(names, workers)
    if problem is not None:
        raise typer.BadParameter(problem[0], param_hint=problem[1])
    if plot is not None:
        if not plot.lower().endswith((".png", ".svg")):
            raise typer.BadParameter("the chart is written as .png or .svg", param_hint="--plot")
        folder = os.path.dirname(os.path.abspath(plot))
        if not os.path.isdir(folder):
            raise typer.BadParameter(f"there is no folder {folder} to write the chart in", param_hint="--plot")
        try:
            import matplotlib  # noqa: F401
        except ImportError:
            typer.echo("rulerun: error: --plot needs matplotlib: pip install 'rulerun[plot]'", err=True)
            raise typer.Exit(code=2)
    if dask is not None:
        try:
            import distributed  # noqa: F401
        except ImportError:
            typer.echo("rulerun: error: --dask needs dask.distributed: pip install 'rulerun[dask]'", err=True)
            raise typer.Exit(code=2)
    code = run_simulate(file, games, players, seed, names, parse_options(option), workers, as_json, coverage,
                        dask=dask, plot=plot, echo=typer.echo)
    if code:
        raise typer.Exit(code=code)


@app.command()
def play(
    file: str = typer.Argument(..., help="A rulebook."),
    seat: int = typer.Option(1, help="Your seat (1 is the first player)."),
    players: Optional[int] = typer.Option(None, help="Number of players (default: 4 where allowed)."),
    agents: str = typer.Option("random", help="Comma-separated agents for the other seats, in seat order "
                                              "(random, first, greedy, ismcts, ...); a short list is extended."),
    seed: int = typer.Option(0, help="The game's random seed."),
    option: List[str] = typer.Option([], "--option", "-o", help="A rulebook option, name=value."),
) -> None:
    """Play a game at the terminal against the agents: you see only your own view of the table."""
    from rulerun.interpreter.agents import HumanAgent, parse_agent

    game = load_rulebook(file, players, option)
    n = game.num_players()
    if not 1 <= seat <= n:
        raise typer.BadParameter(f"expected a seat from 1 to {n}", param_hint="--seat")
    others = [a.strip() for a in agents.split(",") if a.strip()] or ["random"]
    others += [others[-1]] * (n - 1 - len(others))
    try:
        for name in others:
            if parse_agent(name)[0] == "human":
                raise ValueError("the other seats are played by agents; 'human' is you")
        names = others[: seat - 1] + ["human"] + others[seat - 1: n - 1]
        seats = make_agents(names, n, seed)
    except ValueError as err:
        raise typer.BadParameter(str(err), param_hint="--agents")
    me = seat - 1

    def ask(prompt: str) -> str:
        typer.echo(prompt, nl=False)
        line = sys.stdin.readline()
        if not line:
            raise EOFError
        return line

    human = HumanAgent(ask=ask, say=typer.echo)
    seats[me] = human
    table = ", ".join(f"P{p + 1}: {'you' if p == me else names[p]}" for p in range(n))
    typer.echo(f"{game.model.name}: {n} players. {table}")  # no seed: it would tell the whole deal
    typer.echo("Answer with the number of an option; Ctrl-C or Ctrl-D leaves the game.")
    try:
        state = play_game(game, seed, seats)
    except KeyboardInterrupt:
        typer.echo("\ngame abandoned (Ctrl-C)")
        raise typer.Exit(code=130)
    except EOFError:
        typer.echo("\ngame abandoned (end of input)")
        raise typer.Exit(code=0)
    except RulesErrors as errs:
        fail(errs)
    human.catch_up(state, me)
    winners = state.winners()
    if me in winners:
        typer.echo("You win!" if len(winners) == 1 else "You share the win.")
    else:
        typer.echo(f"You lose: {', '.join(f'P{p + 1}' for p in winners) or 'nobody'} won.")


register_authoring(app)  # after the commands above, which `rulerun --help` lists first
register_web(app)


def run_app(args: List[str]) -> None:
    """Runs the command line `args` (the command first) and exits with its code."""
    if not args or args[0] in ("-h", "--help"):
        app(args=args or ["--help"], prog_name="rulerun")
        return
    try:
        code = app(args=args, prog_name="rulerun", standalone_mode=False)
    except typer.Abort:
        typer.echo("rulerun: interrupted", err=True)
        sys.exit(130)
    except typer.TyperException as err:
        # a command called wrongly: one clear line (the command's --help says more), exit 2
        command = f"rulerun {args[0]}" if args[0] in COMMANDS else "rulerun"
        typer.echo(f"rulerun: error: {err.format_message()} (see '{command} --help')", err=True)
        sys.exit(getattr(err, "exit_code", 2))
    sys.exit(code if isinstance(code, int) else 0)
