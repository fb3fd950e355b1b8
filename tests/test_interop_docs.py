"""Every Python example of docs/interop.md runs, and prints what the page says it prints."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

pytest.importorskip("pyspiel")
pytest.importorskip("pettingzoo")

PAGE = Path(__file__).resolve().parent.parent / "docs" / "interop.md"
EXAMPLES = re.findall(r"```python\n(.*?)```", PAGE.read_text(encoding="utf-8"), re.S)


def run(code: str) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, str(PAGE), "exec"), {"__name__": "interop_docs"})
    return out.getvalue()


def example(words: str) -> str:
    [code] = [c for c in EXAMPLES if words in c]
    return code


def test_the_page_has_its_four_examples():
    assert len(EXAMPLES) == 4


def test_loading_a_rulebook_with_options():
    assert run(example('"owl_wild=false"')).startswith("Dynamics.SIMULTANEOUS")


def test_the_equilibrium_of_kuhn_poker_prints_as_shown():
    printed = run(example("CFRPlusSolver"))
    shown = re.search(r"```\n(value for the first player.*?)```", PAGE.read_text(encoding="utf-8"), re.S).group(1)
    assert printed.splitlines()[0] == shown.splitlines()[0]
    assert printed.splitlines()[2:] == shown.splitlines()[2:]
    assert float(printed.splitlines()[1].split()[-1]) < 0.001


def test_mcts_against_ismcts_plays_its_games():
    printed = run(example("MCTSBot("))
    mcts_won, ismcts_won = map(float, re.findall(r"won (\d+(?:\.\d+)?)", printed))
    assert mcts_won + ismcts_won == 4


def test_the_learning_loop_learns():
    printed = run(example("agent_iter"))
    before, after = map(float, re.findall(r"[+-]\d+\.\d+", printed))
    assert after > before + 0.2
