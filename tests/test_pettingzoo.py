"""Rulebooks as PettingZoo AEC environments (`rulerun.interop.pettingzoo`)."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test  # noqa: E402

from rulerun.interop.pettingzoo import env  # noqa: E402


@pytest.mark.parametrize("rulebook, players", [
    ("animalia", 3), ("hoarders", 3), ("evolution", 2), ("alienz", 2), ("examples/crazy_eights", 3),
    ("kuhn_poker", 2), ("leduc_poker", 2)])
def test_pettingzoos_api_test_passes(rulebook, players):
    with warnings.catch_warnings():
        # a dict observation with an action mask, as PettingZoo's own card games have them
        warnings.filterwarnings("ignore", "Observation is not a NumPy array")
        warnings.filterwarnings("ignore", "Observation space for each agent probably should be")
        api_test(env(rulebook, players=players), num_cycles=300)


def play(game, seed: int):
    """Plays a game to its end with random legal actions; returns each agent's total reward."""
    game.reset(seed=seed)
    rng = np.random.default_rng(seed)
    totals = {a: 0.0 for a in game.possible_agents}
    for agent in game.agent_iter():
        observation, reward, terminated, truncated, _ = game.last()
        totals[agent] += reward
        if terminated or truncated:
            game.step(None)
            continue
        legal = np.flatnonzero(observation["action_mask"])
        game.step(int(rng.choice(legal)))
    return totals


def test_a_game_ends_with_each_players_return_as_their_reward():
    game = env("leduc_poker", players=2)
    for seed in range(20):
        totals = play(game, seed)
        assert sum(totals.values()) == 0 and max(abs(v) for v in totals.values()) <= 13


def test_the_same_seed_plays_the_same_game():
    game = env("hoarders", players=3)
    first = play(game, 5), "\n".join(game.state.log_lines())
    again = play(game, 5), "\n".join(game.state.log_lines())
    assert first == again


def test_the_mask_holds_the_legal_actions_of_the_agent_to_act_only():
    game = env("leduc_poker", players=2)
    game.reset(seed=1)
    mask = game.observe("player_0")["action_mask"]
    assert game.agent_selection == "player_0" and mask.sum() == 2  # call or raise
    assert sorted(game.actions.describe(a) for a in np.flatnonzero(mask)) == ["call", "raise"]
    assert game.observe("player_1")["action_mask"].sum() == 0
    with pytest.raises(ValueError, match="not legal"):
        game.step(int(np.flatnonzero(mask == 0)[0]))


def test_an_observation_shows_nothing_of_the_other_hand():
    game = env("kuhn_poker", players=2)
    seen: dict[str, set] = {}
    for seed in range(40):
        game.reset(seed=seed)
        mine, theirs = game.state.zone_names("hand", 0)[0], game.state.zone_names("hand", 1)[0]
        seen.setdefault(mine, set()).add((theirs, game.observe("player_0")["observation"].tobytes()))
        assert theirs not in game.observe_text("player_0") and mine in game.observe_text("player_0")
    for deals in seen.values():
        assert len({card for card, _ in deals}) == 2 and len({obs for _, obs in deals}) == 1


def test_max_steps_truncates_a_long_game():
    game = env("evolution", players=2, max_steps=5)
    game.reset(seed=0)
    steps = 0
    for agent in game.agent_iter():
        _, _, terminated, truncated, _ = game.last()
        if terminated or truncated:
            assert truncated and not terminated
            game.step(None)
            continue
        game.step(int(np.flatnonzero(game.observe(agent)["action_mask"])[0]))
        steps += 1
    assert steps == 5 and game.agents == []


def test_rendering_shows_the_log():
    game = env("kuhn_poker", players=2, render_mode="ansi")
    game.reset(seed=2)
    assert "deck is shuffled" in game.render()
    with pytest.raises(ValueError, match="render_mode"):
        env("kuhn_poker", render_mode="video")
