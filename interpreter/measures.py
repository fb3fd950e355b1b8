"""One game played and measured: who decided, the turns, the scores and the lead as it went.

`play_measured` plays a game with agents by name and returns its record (plain data), which the
batches of `analysis.py` fold into a tally. Where every seat is a random agent, the game is played
inside the engine's run loop (`State.playout`), each decision answered by the deciding seat's own
generator as it is asked: the game the agents would play through `apply_action`, without leaving
the rules between decisions. The ranking keys of every player are sampled at each decision for
the lead measures, and worked out again only where something they read has changed (`RankReads`,
from the intermediate form's facts). The measures are defined in `docs/analysis.md`.
"""

from __future__ import annotations

from operator import itemgetter
from typing import Sequence

from rulerun.grammar import RulesErrors

from .agents import FirstAgent, RandomAgent, make_agents
from .coverage import Coverage
from .engine import SIMULTANEOUS, Game
from .ir import union


def _number(v) -> float | None:
    return float(v) if isinstance(v, (int, float)) else None


def _leaders(keys: list) -> tuple[int, ...]:
    try:
        best = max(keys)
    except TypeError:
        return ()
    return tuple(p for p, k in enumerate(keys) if k == best)


class RankReads:
    """What a rulebook's ranking keys read of the state, from the intermediate form's facts: the
    zone instances, and whether the variables, card variables and places of cards. Sampling the
    keys after every decision costs little where nothing of that has changed since the last time."""

    def __init__(self, instances: tuple[int, ...], parts: tuple[str, ...]):
        self.instances = instances
        self.parts = parts  # of "vars", "cvars", "loc"
        # the zones read, as one tuple of the live lists (`get(data.zones)`): compared with copies at once
        self.get = (lambda zones: ()) if not instances else \
            itemgetter(*instances) if len(instances) > 1 else (lambda zones: (zones[instances[0]],))

    def snapshot(self, data) -> tuple:
        return (tuple(z[:] for z in self.get(data.zones)),
                tuple(getattr(data, part)[:] if part != "vars" else _copy_vars(data.vars) for part in self.parts))

    def same(self, data, seen: tuple) -> bool:
        zones, parts = seen
        if self.get(data.zones) != zones:
            return False
        for part, old in zip(self.parts, parts):
            if getattr(data, part) != old:
                return False
        return True


def _copy_vars(values: list) -> list:
    return [v.copy() if type(v) is dict else v for v in values]


def rank_reads(game: Game) -> RankReads | None:
    """What the game's ranking keys read (None: unknown, or they draw random numbers: always worked out)."""
    rules = game.rules
    if rules is None or rules.program.rank is None:
        return None
    facts = union(*(k.facts for k in rules.program.rank.keys))
    if facts.random or "events" in facts.state or facts.calls or facts.emits:
        return None
    model = game.model
    instances = tuple(z.base + k for z in model.zones if z.name in facts.zones
                      for k in range(model.players if z.per_player else 1))
    parts = tuple(part for part in ("vars", "cvars", "loc") if part in facts.state)
    return RankReads(instances, parts)


class _Endless(RulesErrors):
    """A game played out in the engine went on past the decisions a simulated game may take (a
    rulerun error, so that the run loop lets it through unchanged)."""

    def __init__(self):
        super().__init__([])


class _Measures:
    """What one game's record counts, decision by decision: who decided, the turns, the first
    player, and the ranking keys of every player at each decision (and at the end).

    The keys are kept as runs `[keys, first keys as numbers, leaders, samples]`: a decision after
    which the keys are as they were adds a sample to the last run. A turn is a run of decisions by
    one player, or by the players of `simultaneous` blocks."""

    def __init__(self, model, n: int, reads: RankReads | None):
        self.rank = model.rank
        self.n = n
        self.reads = reads
        self.seen = None  # what the keys read when they were last worked out
        self.runs: list[list] = []
        self.decisions = self.turns = 0
        self.last_turn = -1
        self.first_player = None
        self.per_player = [0] * n

    def sample(self, data) -> None:
        if self.rank is None:
            return
        runs, reads = self.runs, self.reads
        if reads is not None and self.seen is not None and reads.same(data, self.seen):
            runs[-1][3] += 1  # nothing the keys read has changed: the same keys as before
            return
        try:
            keys = tuple(self.rank(data, p) for p in range(self.n))
        except Exception:  # noqa: BLE001 - a half-built position may not rank yet
            self.seen = None
            return
        if reads is not None:
            self.seen = reads.snapshot(data)
        if runs and runs[-1][0] == keys:
            runs[-1][3] += 1
        else:
            runs.append([keys, [_number(k[0]) if k else None for k in keys], _leaders(keys), 1])

    def decision(self, data, player: int, simultaneous: bool) -> None:
        """A decision of `player` is about to be made in the state `data`."""
        self.sample(data)
        turn = None if simultaneous else player
        if turn != self.last_turn:
            self.turns += 1
            self.last_turn = turn
            if turn is not None and self.first_player is None:
                self.first_player = player
        self.decisions += 1
        self.per_player[player] += 1

    def record(self, state, index: int, seed: int) -> dict:
        self.sample(state.data)
        winners = state.winners()
        record = {"index": index, "seed": seed, "winners": winners, "returns": state.returns(),
                  "decisions": self.decisions, "decisions_by_seat": self.per_player, "turns": self.turns,
                  "first_player": self.first_player, "scores": self.runs[-1][1] if self.runs else None}
        record.update(lead_metrics(self.runs, winners))
        return record


def play_measured(game: Game, cov: Coverage | None, agents: Sequence[str], seed: int, index: int,
                  max_decisions: int = 100_000) -> dict:
    """Plays one game with agents by name; returns its record (plain data).

    Where every seat is a random agent, the game is played inside the engine's run loop
    (`State.playout`), each decision answered by the deciding seat's own generator as it is asked:
    the game the agents would play through `apply_action`, without leaving the rules between
    decisions. Other agents are asked through the API."""
    model = game.model
    n = model.players
    seats = make_agents(agents, n, seed)
    if cov is not None:
        cov.reset()
    state = game.new_initial_state(seed, log=False)
    measures = _Measures(model, n, rank_reads(game))
    if all(type(seat) is RandomAgent for seat in seats):
        draws = [seat.rng.randrange for seat in seats]
        data = state.data

        def chooser(options: int, player: int) -> int:
            measures.decision(data, player, data.thread_player is not None or data.threads is not None)
            if measures.decisions > max_decisions:
                raise _Endless()
            return draws[player](options)

        try:
            state.playout(chooser, seated=True)
        except _Endless:
            raise RuntimeError(f"game {index} (seed {seed}): no end after {max_decisions} decisions") from None
    else:
        while not state.is_terminal():
            current = state.current_player()
            player = state.acting_players()[0] if current == SIMULTANEOUS else current
            measures.decision(state.data, player, current == SIMULTANEOUS)
            seat = seats[player]
            if cov is not None and type(seat) not in (RandomAgent, FirstAgent):
                saved = cov.counters.save()
                action = seat.step(state, player)  # a search runs the rules on copies of the state
                cov.counters.restore(saved)
            else:
                action = seat.step(state, player)
            state.apply_action(action, player)
            if measures.decisions > max_decisions:
                raise RuntimeError(f"game {index} (seed {seed}): no end after {max_decisions} decisions")
    return measures.record(state, index, seed)


def lead_metrics(runs: list[list], winners: list[int]) -> dict:
    """Lead changes, decisiveness and drama of one game (docs/analysis.md), from its runs of samples
    (see `_Measures`): each run counts as many samples as it holds."""
    total = sum(run[3] for run in runs)
    if total < 2 or not winners:
        return {"lead_changes": None, "decisiveness": None, "drama": None, "trailing": None}
    changes = 0
    last = None
    for _, _, lead, _ in runs:
        if len(lead) == 1:
            if last is not None and lead[0] != last:
                changes += 1
            last = lead[0]
    # decisiveness: the share of the game, at its end, during which a winner led (alone or tied) throughout
    led = 0
    for _, _, lead, count in reversed(runs):
        if not any(w in lead for w in winners):
            break
        led += count
    decisiveness = led / total
    # drama: how far behind the eventual winner was, on average, while trailing
    values = [v for _, row, _, _ in runs for v in row if v is not None]
    drama = trailing = None
    if values:
        spread = max(values) - min(values) or 1.0
        gap_total = 0.0
        gaps = behind = 0
        for _, row, lead, count in runs:
            if any(w in lead for w in winners):
                continue
            behind += count
            wins = [row[w] for w in winners if row[w] is not None]
            tops = [row[p] for p in lead if row[p] is not None]
            if wins and tops:
                gap_total += max(0.0, max(tops) - max(wins)) / spread * count
                gaps += count
        trailing = behind / total
        drama = gap_total / gaps if gaps else 0.0
    return {"lead_changes": changes, "decisiveness": decisiveness, "drama": drama, "trailing": trailing}
