"""The `rulerun` command's entry point: `rulerun FILE ...` is `rulerun run FILE ...`.

The commands are a typer app (`commands.py`). `rulerun lint` called the plain way (files and the
command's own options) runs without it (`lint_command.py`): importing typer takes longer than
linting a large rulebook does. Every other command line, `lint --help` and a mistaken `lint`
included, goes through the app. What the commands share is in `common.py`; `app` and the app's
helpers can be imported from here as well.

Exit codes: 0 fine, 1 rulebook errors, 2 bad command-line use.
"""

from __future__ import annotations

import sys
from typing import List, Optional

from rulerun.cli.common import COMMANDS, USAGE_CODES, source_highlighter  # noqa: F401 - imported from here too


def main(argv: Optional[List[str]] = None) -> None:
    """Entry point: runs the command line and exits with its code."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args and not args[0].startswith("-") and args[0] not in COMMANDS:
        args.insert(0, "run")
    if args[:1] == ["lint"]:
        from rulerun.cli.lint_command import lint_without_typer

        code = lint_without_typer(args[1:])
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
    main()
