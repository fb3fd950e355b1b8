"""Commands run without typer: what `rulerun lint` and `rulerun simulate` share when `main.py` hands
them a plain command line.

Importing typer (with click and what they load) is a good part of a short command's time, so the
entry point lets a command read a plain command line itself (`lint_command.py`,
`simulate_command.py`): one it reads with certainty, written to ordinary text streams. Anything
else goes to the typer app, with its usual help and messages. `echo` writes as typer's does (ANSI
codes removed when the stream is not a terminal), and `run_plain` ends a command as typer does
when it is interrupted or its output is closed, so both ways print the same.
"""

from __future__ import annotations

import codecs
import errno
import io
import os
import re
import sys
from typing import Callable

_ANSI = re.compile(r"\033\[[;?0-9]*[a-zA-Z]")  # the codes typer's echo removes


def plain_streams() -> bool:
    """Whether a command may run without typer here: standard output and error are ordinary text
    streams, and the shell is not asking typer to complete a command line."""
    return not os.environ.get("_RULERUN_COMPLETE") and _ordinary(sys.stdout) and _ordinary(sys.stderr)


def without_typer(parse: Callable, body: Callable[..., int], args) -> int | None:
    """Runs a command's `body` on what `parse` reads of a plain command line and returns its exit
    code; None (typer reads the command line) where `parse` reads nothing or the streams are not
    plain."""
    options = parse(args)
    if options is None or not plain_streams():
        return None
    return run_plain(lambda: body(**options, echo=echo))


def run_plain(command: Callable[[], int]) -> int:
    """Runs a command's body and returns its exit code, ending as typer ends a command when it is
    interrupted or its output is closed."""
    try:
        return command()
    except KeyboardInterrupt:
        return 130
    except EOFError:
        echo("", err=True)
        echo("rulerun: interrupted", err=True)
        return 130
    except OSError as err:
        if err.errno != errno.EPIPE:
            raise
        sys.stdout, sys.stderr = _ClosedPipe(sys.stdout), _ClosedPipe(sys.stderr)
        return 1


def plain_number(value: str) -> int | None:
    """A number written plainly (digits, at most 18 of them), or None."""
    return int(value) if value.isascii() and value.isdigit() and len(value) <= 18 else None


def echo(message: str = "", err: bool = False) -> None:
    """Writes a line and flushes, as typer's `echo` does on an ordinary stream."""
    stream = sys.stderr if err else sys.stdout
    try:
        terminal = stream.isatty()
    except Exception:  # noqa: BLE001 - as typer's echo: a stream that cannot tell is no terminal
        terminal = False
    if not terminal:
        message = _ANSI.sub("", message)
    stream.write(message + "\n")
    stream.flush()


def _ordinary(stream) -> bool:
    """A text stream that typer's echo writes to as it is: not an ASCII-only one, not Windows' console."""
    if os.name == "nt" or not isinstance(stream, io.TextIOWrapper):
        return False
    try:
        return codecs.lookup(stream.encoding).name != "ascii"
    except LookupError:
        return False


class _ClosedPipe:
    """A stream whose final flush at exit stays quiet when the reader has gone (as typer does)."""

    def __init__(self, stream):
        self._stream = stream

    def flush(self) -> None:
        try:
            self._stream.flush()
        except OSError as err:
            if err.errno != errno.EPIPE:
                raise

    def __getattr__(self, name: str):
        return getattr(self._stream, name)
