"""Golden playthroughs: seeded games compared line by line with the files in tests/golden/.

After an intended change of behaviour, run `python3 tests/golden/regen.py` and review the diff.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent / "golden"))
from regen import GOLDEN, golden_path, python_path, render, render_python  # noqa: E402


@pytest.mark.parametrize("name,seed,players", GOLDEN)
def test_golden_playthrough(name, seed, players):
    path = golden_path(name, seed, players)
    expected = path.read_text(encoding="utf-8").splitlines()
    actual = render(name, seed, players).splitlines()
    for i, (want, got) in enumerate(zip(expected, actual), start=1):
        assert got == want, f"wrong line {i} in {path.name}:\n  expected: {want}\n  actual:   {got}"
    assert len(actual) == len(expected), f"{path.name}: {len(expected)} lines expected, {len(actual)} printed"


@pytest.mark.parametrize("name,players", sorted({(name, players) for name, _, players in GOLDEN}))
def test_generated_python_is_the_reviewed_one(name, players):
    path = python_path(name, players)
    expected = path.read_text(encoding="utf-8").splitlines()
    actual = render_python(name, players).splitlines()
    for i, (want, got) in enumerate(zip(expected, actual), start=1):
        assert got == want, f"wrong line {i} in {path.name}:\n  expected: {want}\n  actual:   {got}"
    assert len(actual) == len(expected), f"{path.name}: {len(expected)} lines expected, {len(actual)} printed"


def test_generated_code_is_in_linecache_so_tracebacks_show_it(game):
    import linecache

    model = game("hoarders", 4).model
    assert model.generated
    for name, source in model.generated.items():
        assert name.startswith("<rulerun hoarders.rules: ")
        assert linecache.getlines(name) == source.splitlines(True)
