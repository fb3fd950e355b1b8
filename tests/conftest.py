"""Shared fixtures: compiled bundled rulebooks (cached per player count and options)."""

from __future__ import annotations

import functools

import pytest

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
