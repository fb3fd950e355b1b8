"""Scenarios of Sealed Bids (rulebooks/examples/sealed_bids.rules), the example of secret values:
each purse is known to its owner and to nobody else, in observations, logs and agents' inputs."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from rulerun.interpreter.agents import GreedyAgent, canonical
from rulerun.interpreter.engine import SIMULTANEOUS, load_game

BOOK = Path(__file__).resolve().parent.parent / "rulebooks" / "examples" / "sealed_bids.rules"


@pytest.fixture
def game():
    return load_game(BOOK, players=3)


def first_lot(game, bids):
    """A game in which the first lot was bid for as `bids` says (player -> coins)."""
    state = game.new_initial_state(4)
    assert state.current_player() == SIMULTANEOUS
    for p, amount in bids.items():
        state.act(str(amount), p)
    return state


def test_the_purses_are_their_owners_secret(game):
    state = first_lot(game, {0: 5, 1: 3, 2: 0})
    for p in range(3):
        coins = state.observation(p)["vars"]["coins"]
        assert coins[p] == ("7" if p == 0 else "12")
        assert [c for q, c in enumerate(coins) if q != p] == [None, None]
    assert state.observation(None)["vars"]["coins"] == ["7", "12", "12"]


def test_the_log_shows_the_winner_his_purse_and_the_others_a_hidden_value(game):
    state = first_lot(game, {0: 5, 1: 3, 2: 0})
    assert "  revealed: P1 wins the lot with a bid of 5" in state.log_lines(1)
    assert "P1 has 7 coins left" in state.log_lines(0)
    for p in (1, 2):
        assert "P1 has a hidden value coins left" in state.log_lines(p)
        assert not any("7" in line for line in state.log_lines(p))
    records = [r for r in state.log_records(1) if r["kind"] == "choice"]
    assert all(r["player"] == 2 for r in records)  # the others' bids are theirs alone, with their numbers
    assert all("action" in r for r in records)


def test_a_bid_shows_to_nobody_until_every_player_has_bid(game):
    state = game.new_initial_state(4)
    before = {p: (state.observation(p), state.log_lines(p)) for p in (1, 2)}
    state.act("9", 0)
    for p in (1, 2):
        assert (state.observation(p), state.log_lines(p)) == before[p]


def test_agents_are_given_the_others_purses_at_their_start(game):
    state = first_lot(game, {0: 5, 1: 3, 2: 0})
    seen_by_p2 = state.resample(1, random.Random(1))
    assert seen_by_p2.data.vars[:3] == [12, 12, 12]  # P1's 7 is the default again; P2's own 12 is kept
    assert canonical(state, 2).data.vars[:3] == [12, 12, 12]
    richer = state.clone()
    richer.data.vars[0] = 1  # P1's purse, which P3 may not know
    assert canonical(richer, 2).data.vars == canonical(state, 2).data.vars
    bid = GreedyAgent(3, rollouts=2, depth=6)
    assert bid.step(richer, 2) == GreedyAgent(3, rollouts=2, depth=6).step(state, 2)
