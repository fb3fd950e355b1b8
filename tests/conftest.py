"""Shared fixtures: compiled bundled rulebooks (cached per player count and options)."""

from __future__ import annotations

import atexit
import functools
import os
import shutil
import tempfile

import pytest

# The tests keep their parsed-document cache to themselves (subprocesses inherit it), not the user's.
os.environ["RULERUN_CACHE_DIR"] = _CACHE = tempfile.mkdtemp(prefix="rulerun-test-cache-")
atexit.register(shutil.rmtree, _CACHE, ignore_errors=True)

from rulerun.interpreter.engine import Game, load_game


@functools.lru_cache(maxsize=None)
def _game(name: str, players: int, options: tuple) -> Game:
    return load_game(name, players=players, options=dict(options))


@pytest.fixture
def game():
    """`game("animalia", 4, owl_wild="false")`: a compiled bundled rulebook."""

    def make(name: str, players: int, **options) -> Game:
        return _game(name, players, tuple(sorted(options.items())))

    return make


@pytest.fixture
def both_forms():
    """`both_forms(text, players, file)`: a rulebook compiled with generated code, and step by step
    (the two forms must play the same games)."""

    def make(text: str, players: int, file: str) -> tuple[Game, Game]:
        base = Game.from_text(text, players=players, file=file)
        return base, Game.from_document(base.rules.doc, players, None, text, native=False)

    return make
