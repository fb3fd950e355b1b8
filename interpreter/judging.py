"""What search agents judge a position by, and the random rollouts they judge (`agents.py`).

A finished game is judged by its returns (`result`); a position on the way by the rulebook's
`estimate` keys, else its ranking keys (`rank_value`), evaluated on the agent's own
determinizations only. A rollout plays uniformly random decisions from a determinization, to the
end or for a number of decisions after which the position is judged.
"""

from __future__ import annotations

import math
import random
from typing import Callable

from .engine import State
from .state import Halt


def judge(model) -> Callable | None:
    """What search agents judge a position by: the rulebook's `estimate` keys, else its ranking keys."""
    return model.estimate if model.estimate is not None else model.rank


def all_keys(state: State) -> list | None:
    """Every player's `estimate` keys (or else ranking keys) in a position; None if the rulebook has
    neither or they cannot be worked out there."""
    keys_of = judge(state.model)
    if keys_of is None:
        return None
    try:
        return [keys_of(state.data, p) for p in range(state.model.players)]
    except Exception:  # noqa: BLE001 - keys of a half-finished position may be none
        return None


def rank_value(state: State, player: int, since: list | None = None) -> float | None:
    """An estimate of `player`'s result, in [0, 1], from the rulebook's `estimate` keys, or else its
    ranking keys, in a (determinized) position: half the share of the other players that `player`
    ranks above (ties count half), half a smooth function of the lead in the first key over the best
    other player. None if the rulebook has neither, the keys cannot be compared, or they are still
    `since` (the keys where the search began: where a rulebook scores at the end of each round or
    of the game, keys that have not moved tell nothing of the decisions played since)."""
    n = state.model.players
    keys = all_keys(state) if n >= 2 else None
    if keys is None or keys == since:
        return None
    mine = keys[player]
    try:
        above = sum(1.0 if mine > k else 0.5 if mine == k else 0.0 for p, k in enumerate(keys) if p != player)
    except Exception:  # noqa: BLE001 - keys of a half-finished position may be incomparable
        return None
    share = above / (n - 1)
    firsts = [k[0] if k else None for k in keys]
    if not all(isinstance(x, (int, float)) and not isinstance(x, bool) for x in firsts):
        return share
    lead = firsts[player] - max(x for p, x in enumerate(firsts) if p != player)
    mean = sum(firsts) / n
    spread = math.sqrt(sum((x - mean) ** 2 for x in firsts) / n) + 1.0  # `statistics.pstdev`, 20 times faster
    return 0.5 * share + 0.25 * (1.0 + math.tanh(lead / spread))


def first_key(state: State, player: int) -> float | None:
    """The player's first `estimate` key (or else ranking key) as a number (None if there is none or it
    is not a number)."""
    keys_of = judge(state.model)
    if keys_of is None:
        return None
    try:
        k = keys_of(state.data, player)[0]
    except Exception:  # noqa: BLE001
        return None
    return float(k) if isinstance(k, (int, float)) else None


def result(state: State, player: int) -> float:
    """`player`'s return in a finished game, in [0, 1]: a share of the victory, or the rulebook's payoff
    placed in its range (so that search weighs payoffs on the scale of its estimates)."""
    value = state.returns()[player]
    payoff_range = state.model.payoff_range if state.model.payoff is not None else None
    if payoff_range is None:
        return value
    low, high = payoff_range
    return (value - low) / (high - low)


def rollout(state: State, player: int, rng: random.Random, depth: int | None, since: list | None = None) -> float:
    """Plays uniformly random actions from `state` (a determinization, changed in place) until the end,
    or for `depth` decisions; returns `player`'s result, or the ranking estimate where cut off (tried
    again after each further `depth` decisions while it has no value: see `rank_value` for `since`)."""
    if depth is None:
        state.playout(rng.randrange)
        return result(state, player)
    # One playout to the end, in the playout versions of the procedures, judged as its chooser is
    # asked the decision after each `depth` decisions: the game and the judgement of playing
    # `depth` decisions at a time, judging each time the position the playout stops at.
    d = state.data
    below = rng._randbelow
    judge_at = d.decisions + depth

    def chooser(options: int, _player: int) -> int:
        nonlocal judge_at
        if d.decisions >= judge_at:
            value = rank_value(state, player, since)
            if value is not None:
                raise _Judged(value)
            judge_at = d.decisions + depth
        return below(options)

    try:
        state.playout(chooser, seated=True)
    except _Judged as judged:
        return judged.value
    return result(state, player)


class _Judged(Halt):
    """A rollout judged where it stopped (`rollout`): its value."""

    def __init__(self, value: float):
        super().__init__()
        self.value = value
