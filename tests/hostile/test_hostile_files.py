"""Hostile files given as rulebooks: whatever the file is, rulerun reads no more than its limit and
never waits on it; anything but a regular file is refused with one line (exit 2)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hostile_support import rulerun
from typer.testing import CliRunner

from rulerun.cli.main import app
from rulerun.grammar import RulesErrors
from rulerun.interpreter.loading import MAX_FILE_BYTES

COMMANDS = [["run"], ["lint"], ["fmt", "--check"], ["document"], ["explain"]]


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: c[0])
def test_an_endless_device_is_refused(command):
    """/dev/zero reports a size of 0 and never ends."""
    done = rulerun(*command, "/dev/zero", timeout=60)
    assert done.returncode == 2, done.stderr
    assert "not a regular file" in done.stderr and "Traceback" not in done.stderr


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: c[0])
def test_a_fifo_is_refused_without_waiting(tmp_path, command):
    fifo = tmp_path / "game.rules"
    os.mkfifo(fifo)
    done = rulerun(*command, str(fifo), timeout=60)
    assert done.returncode == 2, done.stderr
    assert "not a regular file" in done.stderr and "Traceback" not in done.stderr


def test_fmt_has_the_size_cap(tmp_path):
    big = tmp_path / "big.rules"
    big.write_text("# padding\n" * (MAX_FILE_BYTES // 10 + 1), encoding="utf-8")
    result = CliRunner().invoke(app, ["fmt", "--check", str(big)])
    assert result.exit_code == 2, result.output
    assert f"at most {MAX_FILE_BYTES}" in result.output
    result = CliRunner().invoke(app, ["fmt", "-"], input=big.read_text(encoding="utf-8"))
    assert result.exit_code == 2 and f"at most {MAX_FILE_BYTES}" in result.output


def test_no_more_than_the_limit_is_read(tmp_path):
    from rulerun.interpreter.loading import read_file_bytes

    path = tmp_path / "grown.rules"
    path.write_bytes(b"x" * 101)
    assert read_file_bytes(path, 101) == b"x" * 101
    with pytest.raises(RulesErrors) as info:
        read_file_bytes(path, 100)
    assert "larger than 100 bytes" in info.value.errors[0].message
