"""Agents: anything that picks an action for a player through the public game API.

Every agent, the human included, sees only the player's observation and legal actions.
`play_game` drives one whole game, asking each acting player's agent in a fixed order.
"""

from __future__ import annotations

import random
from typing import Callable, Protocol, Sequence

from .engine import SIMULTANEOUS, Game, State


class Agent(Protocol):
    def step(self, state: State, player: int) -> int: ...


class RandomAgent:
    """Uniform over the legal actions, from its own seeded generator."""

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def step(self, state: State, player: int) -> int:
        actions = state.legal_actions(player)
        return actions[self.rng.randrange(len(actions))]


class FirstAgent:
    """Always the first legal action: a deterministic, dull opponent for tests."""

    def step(self, state: State, player: int) -> int:
        return state.legal_actions(player)[0]


class HumanAgent:
    """Asks a person: shows what the player sees and the numbered options."""

    def __init__(self, ask: Callable[[str], str] = input, say: Callable[[str], None] = print):
        self.ask = ask
        self.say = say
        self.seen = 0

    def step(self, state: State, player: int) -> int:
        lines = state.log_lines(view=player)
        for line in lines[self.seen:]:
            self.say(line)
        self.seen = len(lines)
        obs = state.observation(player)
        self.say(f"-- you are P{player + 1} --")
        for zone, cards in obs["zones"].items():
            if cards:
                shown = [c["card"] if c else "?" for c in cards]
                self.say(f"  {zone}: {', '.join(shown)}")
        options = obs["decision"]["options"]
        for i, text in enumerate(options):
            self.say(f"  [{i}] {text}")
        while True:
            answer = self.ask("your choice: ").strip()
            if answer.isdigit() and int(answer) < len(options):
                return int(answer)
            self.say(f"type a number from 0 to {len(options) - 1}")


AGENTS = {"random": RandomAgent, "first": FirstAgent, "human": HumanAgent}


def make_agents(names: Sequence[str], players: int, seed: int) -> list[Agent]:
    """Agents by name for every seat; a short list is extended with its last name."""
    names = list(names) or ["random"]
    names += [names[-1]] * (players - len(names))
    agents: list[Agent] = []
    for seat, name in enumerate(names[:players]):
        if name not in AGENTS:
            raise ValueError(f"unknown agent '{name}' (known: {', '.join(sorted(AGENTS))})")
        cls = AGENTS[name]
        agents.append(cls(seed * 1000 + seat + 1) if cls is RandomAgent else cls())
    return agents


def play_game(game: Game, seed: int, agents: Sequence[Agent], log: bool = True, max_decisions: int = 100_000,
              on_step: Callable[[State], None] | None = None) -> State:
    """Plays one game from its initial state until it ends; returns the final state."""
    state = game.new_initial_state(seed, log=log)
    decisions = 0
    while not state.is_terminal():
        if on_step is not None:
            on_step(state)
        player = state.current_player()
        if player == SIMULTANEOUS:
            player = state.acting_players()[0]
        state.apply_action(agents[player].step(state, player), player)
        decisions += 1
        if decisions > max_decisions:
            raise RuntimeError(f"no end after {max_decisions} decisions")
    if on_step is not None:
        on_step(state)
    return state
