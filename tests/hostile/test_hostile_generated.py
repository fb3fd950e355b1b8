"""Hostile rulebooks against generated code: values that no player holds, work without bound and
faults in the texts of options are each one located error (exit 1), never a Python traceback nor a
game that goes on as if nothing were wrong, and what is generated compiles without warnings."""

from __future__ import annotations

import subprocess

from hostile_support import rulerun


def play(tmp_path, text: str, timeout: float = 120) -> subprocess.CompletedProcess:
    """`rulerun FILE --seed 1` of a rulebook written from `text`."""
    path = tmp_path / "hostile.rules"
    path.write_text(text, encoding="utf-8")
    return rulerun(str(path), "--seed", "1", timeout=timeout, env={"RULERUN_CACHE_DIR": str(tmp_path / "cache")})


def one_located_error(done: subprocess.CompletedProcess, line: int, *words: str) -> None:
    """Exit 1 with one error at `line` of the rulebook (its text and caret under it), naming `words`."""
    err = done.stderr
    assert done.returncode == 1, done.stdout + err
    assert "Traceback" not in err, err
    assert f"hostile.rules:{line}:" in err, err
    assert "^" in err, err
    for word in words:
        assert word in err, err


def test_a_define_comparing_a_literal_argument_with_none_compiles_without_warnings(tmp_path):
    text = ('game "W"\nplayers 2..2\ndefine missing(t: text) = t == none\n'
            'play {\n  if missing("a\\\\d") { log "no" }\n  log "back\\\\slash"\n  end game\n}\n')
    done = play(tmp_path, text)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    assert "back\\slash" in done.stdout
