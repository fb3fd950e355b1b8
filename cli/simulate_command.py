"""`rulerun simulate`: the command's body, and the plain command lines that run it without typer.

The entry point (`main.py`) hands `rulerun simulate ...` to `simulate_without_typer` first
(`plain.py`): a designer runs many short simulations, and importing typer is a good part of a
short one's time. It takes only what it reads with certainty: one rulebook, `--games`,
`--players`, `--seed` and `--workers` with a plain number, `--agents` and `--option`/`-o` with a
value that passes the checks the typer command makes, `--json`, `--coverage` and `--no-coverage`,
printed to ordinary text streams. For anything else (`--help`, `--plot`, `--dask`, an unknown
option, a bad value, a second rulebook) it returns None and typer reads the command line, with its
usual help and messages. Both ways run `run_simulate`, so they print the same.
"""

from __future__ import annotations

import json
import os
import sys
import time
from typing import Callable, Sequence

from rulerun.cli.common import command_game, option_pairs, report
from rulerun.cli.plain import plain_number, without_typer
from rulerun.grammar import RulesErrors
from rulerun.interpreter.forks import WorkerLost

_FLAGS = {"--json": ("as_json", True), "--coverage": ("coverage", True), "--no-coverage": ("coverage", False)}
_NUMBERS = {"--games": "games", "--players": "players", "--seed": "seed", "--workers": "workers"}
_VALUES = {"--agents": "agents", "--option": "option", "-o": "option"}


def agent_names(agents: str) -> list[str]:
    """The agents of `--agents`, one per seat (a short list is extended by `make_agents`)."""
    return [a.strip() for a in agents.split(",") if a.strip()] or ["random"]


def simulate_problem(names: Sequence[str], workers: int | None) -> tuple[str, str] | None:
    """What is wrong with the agents or the workers asked for (the message and the option), or None."""
    from rulerun.interpreter import analysis
    from rulerun.interpreter.agents import parse_agent

    try:
        for name in names:
            if parse_agent(name)[0] == "human":
                raise ValueError("'human' cannot play in a simulation; use `rulerun play`")
    except ValueError as err:
        return str(err), "--agents"
    if workers is not None and workers > analysis.max_workers():
        return f"at most {analysis.max_workers()} ({analysis.WORKERS_PER_CPU} per processor)", "--workers"
    return None


def run_simulate(file: str, games: int, players: int | None, seed: int, names: Sequence[str], options: dict,
                 workers: int | None, as_json: bool, coverage: bool, dask: str | None = None, plot: str | None = None,
                 *, echo: Callable[..., None]) -> int:
    """Plays the games and prints their summary (or one JSON object); returns the exit code."""
    from rulerun.interpreter import analysis

    try:
        game = command_game(file, players, options, counting=True)  # the measured games' own code: compiled once
    except RulesErrors as errs:
        return report(errs, echo)
    err_console = stderr_terminal()
    try:
        if err_console is not None:
            from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

            # redrawn as games end, not by a thread of its own: no other thread may run where workers are forked
            with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                          console=err_console, transient=True, auto_refresh=False) as bar:
                task = bar.add_task(f"{game.model.name}", total=games)
                result = analysis.simulate(game, names, games, seed, workers=workers, dask=dask, coverage=coverage,
                                           progress=redrawn(bar, task))
        else:
            result = analysis.simulate(game, names, games, seed, workers=workers, dask=dask, coverage=coverage)
    except RulesErrors as errs:
        return report(errs, echo)
    except OSError as err:
        echo(f"rulerun: error: cannot reach the Dask scheduler {dask}: {err}", err=True)
        return 2
    except WorkerLost as err:
        echo(f"rulerun: error: {err} (killed, or out of memory?); --workers 1 plays every game in one process",
             err=True)
        return 1
    if plot is not None:
        from rulerun.cli.report import write_plot

        try:
            write_plot(result, plot)
        except OSError as err:
            echo(f"rulerun: error: cannot write the chart to {plot}: {err.strerror or err}", err=True)
            return 2
    if as_json:
        echo(json.dumps(result, ensure_ascii=False))
        return 0
    from rich.console import Console

    from rulerun.cli.report import print_summary

    console = Console(file=sys.stdout, width=None if Console().is_terminal else 110, highlight=False)
    print_summary(result, console)
    if plot is not None:
        console.print(f"chart written to {plot}")
    return 0


def redrawn(bar, task, every: float = 0.1) -> Callable[[int, int], None]:
    """A simulation's progress callback that moves `bar` on, redrawn at most every `every` seconds and
    at the end."""
    last = [-every]

    def progress(done: int, total: int) -> None:
        bar.update(task, completed=done)
        now = time.monotonic()
        if now - last[0] >= every or done == total:
            last[0] = now
            bar.refresh()

    return progress


def stderr_terminal():
    """A rich console on the standard error stream where rich takes it for a terminal, else None
    (rich, some 30 ms of imports, is left unloaded where no progress bar is shown)."""
    if not (sys.stderr.isatty() or any(os.environ.get(v) for v in ("TTY_COMPATIBLE", "FORCE_COLOR", "FORCE_TERMINAL"))):
        return None
    from rich.console import Console

    console = Console(stderr=True)
    return console if console.is_terminal else None


def simulate_without_typer(args: Sequence[str]) -> int | None:
    """Runs `rulerun simulate ARGS` and returns its exit code; None if typer should read ARGS instead."""
    return without_typer(parse_simulate_args, run_simulate, args)


def parse_simulate_args(args: Sequence[str]) -> dict | None:
    """`run_simulate`'s arguments from a plain command line that the typer command would take as
    they are, or None if it has anything else."""
    got: dict = {"file": None, "games": 100, "players": None, "seed": 0, "agents": "random", "option": [],
                 "workers": None, "as_json": False, "coverage": True}
    rest = list(args)
    while rest:
        arg = rest.pop(0)
        if not arg.startswith("-"):
            if got["file"] is not None:
                return None
            got["file"] = arg
            continue
        if arg in _FLAGS:
            key, value = _FLAGS[arg]
            got[key] = value
            continue
        name, eq, value = arg.partition("=")
        if name not in _NUMBERS and name not in _VALUES or eq and name == "-o" or not eq and not rest:
            return None
        if not eq:
            value = rest.pop(0)
            if value.startswith("-"):
                return None
        if name in _NUMBERS:
            number = plain_number(value)
            if number is None:
                return None
            got[_NUMBERS[name]] = number
        elif _VALUES[name] == "option":
            got["option"].append(value)
        else:
            got["agents"] = value
    return _checked(got)


def _checked(got: dict) -> dict | None:
    """The arguments of a plain command line, where they pass the typer command's checks; else None."""
    names = agent_names(got.pop("agents"))
    options, bad = option_pairs(got.pop("option"))
    if got["file"] is None or got["games"] < 1 or got["workers"] == 0 or bad is not None or \
            simulate_problem(names, got["workers"]) is not None:
        return None
    return {**got, "names": names, "options": options}
