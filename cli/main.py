"""The `rulerun` command's entry point: `rulerun FILE ...` is `rulerun run FILE ...`.

The commands are a typer app (`commands.py`). `rulerun lint` and `rulerun simulate` called the
plain way (the command's own options, plainly written) run without it (`plain.py`,
`lint_command.py`, `simulate_command.py`): importing typer takes longer than linting a large
rulebook does, or than a short simulation. Every other command line, `--help` and a mistaken
command line included, goes through the app. What the commands share is in `common.py`; `app` and
the app's helpers can be imported from here as well.

Exit codes: 0 fine, 1 rulebook errors, 2 bad command-line use.

As a process of its own (the `rulerun` script, `python -m rulerun.cli.main`) the command runs
through `entry`, which ends the process as soon as the command is done: its output flushed and the
functions registered with `atexit` run, but the interpreter's teardown, which frees every object
one by one (a compiled rulebook is many thousands: some milliseconds of a short run), skipped.
"""

from __future__ import annotations

import sys
from importlib import import_module
from typing import List, Optional

from rulerun.cli.common import COMMANDS, USAGE_CODES, source_highlighter  # noqa: F401 - imported from here too


# commands that read a plain command line themselves (`plain.py`): command -> (module, function)
_PLAIN = {"lint": ("rulerun.cli.lint_command", "lint_without_typer"),
          "simulate": ("rulerun.cli.simulate_command", "simulate_without_typer")}


def main(argv: Optional[List[str]] = None) -> None:
    """Entry point: runs the command line and exits with its code."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args and not args[0].startswith("-") and args[0] not in COMMANDS:
        args.insert(0, "run")
    plain = _PLAIN.get(args[0]) if args else None
    if plain is not None:
        module, name = plain
        code = getattr(import_module(module), name)(args[1:])
        if code is not None:
            if argv is None:
                _ending()
            sys.exit(code)
    from rulerun.cli.commands import run_app

    try:
        run_app(args)
    finally:
        if argv is None:
            _ending()


def entry() -> None:
    """The command line as a whole process: `main`, then the process ends at once, with the exit
    status `sys.exit` would give (where another thread still runs, the usual way: it is waited for)."""
    try:
        main()
        status = 0
    except SystemExit as done:
        status = done.code
    if status is None:
        status = 0
    elif not isinstance(status, int):
        print(status, file=sys.stderr)
        status = 1
    import threading

    if threading.active_count() > 1:
        sys.exit(status)
    import atexit
    import os

    atexit._run_exitfuncs()  # what was registered to run at the end runs, as at any exit
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):  # a closed pipe: as Python's own exit reports it
            status = status or 120
    os._exit(status)


def _ending() -> None:
    """The process ends here: its final garbage collections need not scan every object still alive
    (a compiled rulebook is many; a tenth of a quick lint's or simulation's time)."""
    import gc

    gc.freeze()


def __getattr__(name: str):
    """`app` and the other names of the typer app's module, imported on first use."""
    if name.startswith("__"):
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from rulerun.cli import commands

    try:
        return getattr(commands, name)
    except AttributeError:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None


if __name__ == "__main__":
    entry()
