"""What the hostile-input tests share: running rulerun in a child process with a time limit (input
that could make it wait forever must not hang the test run), and the `rulerun` command in-process."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

try:
    import resource
except ImportError:  # not on this platform: children run without a memory limit
    resource = None

ROOT = Path(__file__).resolve().parent.parent.parent
SMALL = 'game "Tiny"\nplayers 2..2\nzone deck\nplay {\n  log "{size(deck)} cards"\n  end game\n}\n'
OTHER = 'game "Other"\nplayers 3..3\nplay {\n  log "other rules"\n  end game\n}\n'


# Memory a child may take: input that is read without end must fail there, not exhaust the machine.
CHILD_MEMORY = 2 * 1024 ** 3


def _limit_memory() -> None:
    if resource is not None:
        resource.setrlimit(resource.RLIMIT_AS, (CHILD_MEMORY, CHILD_MEMORY))


def run_python(code: str, *, timeout: float = 60, env: dict | None = None) -> subprocess.CompletedProcess:
    """Runs `code` in a new interpreter; a run that outlasts `timeout` seconds fails the test."""
    full = dict(os.environ, **(env or {}))
    try:
        return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=timeout, env=full,
                              preexec_fn=_limit_memory)
    except subprocess.TimeoutExpired:
        raise AssertionError(f"still running after {timeout} s: it waits for input that never comes") from None


def rulerun(*args: str, timeout: float = 120, env: dict | None = None) -> subprocess.CompletedProcess:
    """`rulerun ARGS` in a new process, with a time and a memory limit."""
    full = dict(os.environ, **(env or {}))
    try:
        return subprocess.run([sys.executable, "-m", "rulerun.cli.main", *args], capture_output=True, text=True,
                              timeout=timeout, env=full, preexec_fn=_limit_memory)
    except subprocess.TimeoutExpired:
        raise AssertionError(f"rulerun {' '.join(args)}: still running after {timeout} s") from None
