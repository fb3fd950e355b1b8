"""Any rulebook as a PettingZoo AEC environment (`pip install 'rulerun[pettingzoo]'`):

    from rulerun.interop.pettingzoo import env

    game = env("kuhn_poker", players=2)
    game.reset(seed=1)
    for agent in game.agent_iter():
        observation, reward, terminated, truncated, info = game.last()
        mask = observation["action_mask"]
        game.step(None if terminated or truncated else game.action_space(agent).sample(mask))

Agents are `player_0`, `player_1` ... Each observation is a dict: `observation`, the vector of what
the player sees (`encoding.py`), and `action_mask`, over the game's stable action numbers
(`actions.py`). `observe_text(agent)` gives the same observation as text. The game runs seeded
(`reset(seed=...)`), with its own randomness drawn inside the rules; at a simultaneous decision the
acting players are selected one after the other, none seeing what the others chose. Rewards come at
the end: each player's `State.returns()` (the rulebook's payoff, else a share of the victory).
`max_steps` truncates a game after that many decisions.
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from rulerun.interpreter.engine import SIMULTANEOUS, load_game

from .actions import ActionSpace
from .encoding import ObservationEncoder, describe
from .profile import GameProfile


def env(rulebook: str, players: int | None = None, options: dict[str, Any] | None = None,
        render_mode: str | None = None, max_steps: int | None = None) -> "RulerunEnv":
    """An environment for a rulebook (a bundled name or a path), a player count and options."""
    return RulerunEnv(rulebook, players, options, render_mode, max_steps)


class RulerunEnv(AECEnv):
    """A rulebook as a PettingZoo AEC environment (see the module docstring)."""

    metadata = {"name": "rulerun_v0", "render_modes": ["ansi", "human"], "is_parallelizable": False}

    def __init__(self, rulebook: str, players: int | None = None, options: dict[str, Any] | None = None,
                 render_mode: str | None = None, max_steps: int | None = None):
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']}, not {render_mode!r}")
        self.game = load_game(rulebook, players, options)
        profile = GameProfile.of(self.game)
        self.actions = ActionSpace(self.game, profile)
        self.encoder = ObservationEncoder(self.game, profile)
        self.render_mode = render_mode
        self.max_steps = max_steps
        n = self.game.num_players()
        self.possible_agents = [f"player_{p}" for p in range(n)]
        self._players = {agent: p for p, agent in enumerate(self.possible_agents)}
        observation = spaces.Dict({
            "observation": spaces.Box(-np.inf, np.inf, (self.encoder.size,), np.float32),
            "action_mask": spaces.Box(0, 1, (self.actions.size,), np.int8),
        })
        action = spaces.Discrete(self.actions.size)
        self.observation_spaces = {agent: observation for agent in self.possible_agents}
        self.action_spaces = {agent: action for agent in self.possible_agents}
        self._seeds = random.Random()
        self.state = None

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    # ---- the game ------------------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        if seed is not None:
            self._seeds = random.Random(seed)
        self.state = self.game.new_initial_state(self._seeds.getrandbits(63))
        self.steps = 0
        self.agents = self.possible_agents[:]
        self.rewards = {agent: 0.0 for agent in self.agents}
        self._cumulative_rewards = {agent: 0.0 for agent in self.agents}
        self.terminations = {agent: False for agent in self.agents}
        self.truncations = {agent: False for agent in self.agents}
        self.infos = {agent: {} for agent in self.agents}
        if self.state.is_terminal():
            self._finish(truncated=False)
        else:
            self.agent_selection = self._next_agent()

    def _next_agent(self) -> str:
        player = self.state.current_player()
        if player == SIMULTANEOUS:
            player = self.state.acting_players()[0]
        return self.possible_agents[player]

    def step(self, action) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        player = self._players[agent]
        chosen = int(action)
        for number, index in self.actions.legal(self.state, player):
            if number == chosen:
                break
        else:
            raise ValueError(f"action {chosen} is not legal for {agent}")
        self.state.apply_action(index, player)
        self.steps += 1
        self._cumulative_rewards[agent] = 0.0
        self.rewards = {a: 0.0 for a in self.agents}
        if self.state.is_terminal():
            self._finish(truncated=False)
        elif self.max_steps is not None and self.steps >= self.max_steps:
            self._finish(truncated=True)
        else:
            self.agent_selection = self._next_agent()
        self._accumulate_rewards()
        self._deads_step_first()
        if self.render_mode == "human":
            self.render()

    def _finish(self, truncated: bool) -> None:
        returns = self.state.returns()
        self.rewards = {a: float(returns[self._players[a]]) for a in self.agents}
        for a in self.agents:
            self.terminations[a] = not truncated
            self.truncations[a] = truncated
        self.agent_selection = self.agents[0]

    # ---- what a player sees ----------------------------------------------------------------------
    def observe(self, agent: str) -> dict:
        player = self._players[agent]
        mask = np.zeros(self.actions.size, np.int8)
        if not self.state.is_terminal() and player in self.state.acting_players():
            for number, _ in self.actions.legal(self.state, player):
                mask[number] = 1
        return {"observation": self.encoder.encode(self.state, player), "action_mask": mask}

    def observe_text(self, agent: str) -> str:
        """What the player sees, as text: the zones, the variables, who acts, their decision."""
        return describe(self.state, self._players[agent])

    def render(self) -> str | None:
        """The game's log so far (everything: for a spectator)."""
        if self.render_mode is None:
            return None
        text = "\n".join(self.state.log_lines())
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        self.state = None
