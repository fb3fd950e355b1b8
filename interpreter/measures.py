"""One game played and measured: who decided, the turns, the scores and the lead as it went.

`play_measured` plays a game with agents by name and returns its record (plain data), which the
batches of `analysis.py` fold into a tally. Where every seat is a random agent, the game is played
inside the engine's run loop (`State.playout`), each decision answered by the deciding seat's own
generator as it is asked: the game the agents would play through `apply_action`, without leaving
the rules between decisions. The ranking keys of every player are sampled at each decision for
the lead measures, and worked out again only for the players whose keys read something that has
changed: the generated code marks them as it changes it (`codegen/counters.py`, with `RankReads`
from the intermediate form's facts). The measures are defined in `docs/analysis.md`.
"""

from __future__ import annotations

import random
from typing import Sequence

import attrs

from rulerun.grammar import RulesErrors

from . import agents as agents_module
from .agents import FirstAgent, RandomAgent, make_agents
from .coverage import Coverage
from .engine import SIMULTANEOUS, Game
from . import ir
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
    """What one player's ranking keys read of the state: zone instances, variable places (None:
    every one), and whether the places of cards. (A card variable the keys read, set, marks every
    player.)"""

    def __init__(self, instances: tuple[int, ...], places: tuple[int, ...] | None, loc: bool):
        self.instances = instances
        self.places = places
        self.loc = loc


_READS: dict = {}  # model -> its ranking keys' reads per player, worked out once


def rank_reads(game: Game) -> list[RankReads] | None:
    """What the game's ranking keys read, for each player (None: unknown, or they draw random
    numbers or read open events: always worked out). A key's reads are found from the intermediate
    form: a zone or variable `of p`, p the ranked player (through defines too), is that player's
    instance or place; one of another player, any of them. A model with counters has its tables
    of whose keys read what narrowed to these reads, once (`_narrow`)."""
    known = _READS.get(id(game.model))
    if known is not None and known[0] is game.model:
        return known[1]
    reads = _rank_reads(game)
    _READS[id(game.model)] = (game.model, reads)
    if reads is not None and game.model.counters is not None:
        _narrow(game.model.counters, reads)
    return reads


def _narrow(counters, reads: list[RankReads]) -> None:
    """Narrows a model's tables of whose keys read each zone instance and variable place (filled
    with every player by code generation, `counters.py`) to what each player's keys read."""
    zone_masks = [0] * len(counters.zone_masks)
    var_masks = [0] * len(counters.var_masks)
    for p, r in enumerate(reads):
        bit = 1 << p
        for i in (range(len(zone_masks)) if r.loc else r.instances):
            zone_masks[i] |= bit
        for i in (range(len(var_masks)) if r.places is None else r.places):
            var_masks[i] |= bit
    counters.zone_masks[:] = zone_masks
    counters.var_masks[:] = var_masks


def _rank_reads(game: Game) -> list[RankReads] | None:
    rules = game.rules
    if rules is None or rules.program.rank is None:
        return None
    keys = rules.program.rank.keys
    facts = union(*(k.facts for k in keys))
    if facts.random or "events" in facts.state or facts.calls or facts.emits:
        return None
    model = game.model
    finder = _ReadsFinder(rules.program, model)
    for key in keys:
        finder.walk(key, {0: True})
    out = []
    for p in range(model.players):
        instances = sorted({base + size * (p if mine else k) + j for base, per_player, mine, size in finder.zones
                            for k in (range(model.players) if per_player and not mine else [0])
                            for j in range(size)}
                           | {base + j for base, per_player, mine, size in finder.zones if not per_player
                              for j in range(size)})
        places = None if finder.every_var else \
            tuple(sorted({base + (p if mine else 0) for base, per_player, mine in finder.vars if per_player and mine}
                         | {base + k for base, per_player, mine in finder.vars if per_player and not mine
                            for k in range(model.players)}
                         | {base for base, per_player, _ in finder.vars if not per_player}))
        out.append(RankReads(tuple(instances), places, "loc" in facts.state))
    return out


class _ReadsFinder:
    """Walks ranking keys for the zones and variables they read, telling apart those of the ranked
    player (`mine`: the owner is the key's player, slot 0, or a define parameter given it)."""

    def __init__(self, program, model):
        self.program = program
        self.zone_places = {z.name: z for z in model.zones}
        self.var_places = {v.name: v for v in model.vars}
        # (first instance, per player, of the ranked player, zones each: more than one for a family)
        self.zones: set[tuple[int, bool, bool, int]] = set()
        self.vars: set[tuple[int, bool, bool]] = set()
        self.every_var = False
        self._defines: set = set()

    def walk(self, e, mine_slots: dict) -> None:
        if isinstance(e, ir.ZoneRef):
            zone = self.zone_places[e.zone]
            self.zones.add((zone.base, zone.per_player, self.is_mine(e.owner, mine_slots), zone.count or 1))
        elif isinstance(e, ir.VarValue):
            var = self.var_places[e.var]
            self.vars.add((var.base, var.per_player, e.owner is not None and self.is_mine(e.owner, mine_slots)))
        elif isinstance(e, ir.DefineCall):
            define = self.program.define(e.define)
            inner = {k: self.is_mine(arg, mine_slots) for k, arg in enumerate(e.args)}
            key = (e.define, tuple(sorted(inner.items())))
            if key not in self._defines:
                self._defines.add(key)
                self.walk(define.value, inner)
        for child in ir.children(e):
            if isinstance(child, ir.Expr):
                self.walk(child, mine_slots)

    @staticmethod
    def is_mine(owner, mine_slots: dict) -> bool:
        return isinstance(owner, ir.Local) and mine_slots.get(owner.slot, False)


class _Endless(RulesErrors):
    """A game played out in the engine went on past the decisions a simulated game may take (a
    rulerun error, so that the run loop lets it through unchanged)."""

    def __init__(self):
        super().__init__([])


class _Measures:
    """What one game's record counts, decision by decision: who decided, the turns, the first
    player, and the ranking keys of every player at each decision (and at the end).

    The keys are kept as runs `[keys, first keys as numbers, leaders, first sample]`: the samples
    from a run's first to the next run's are the same keys. A sample is the keys before a decision,
    numbered by the decisions made before it; the last is taken at the end. With a model whose code
    marks whose keys may have changed (`counters.py`), a decision after which nothing they read has
    changed costs one test, and a sample works out only the marked players' keys; else every
    player's, at every decision. A turn is a run of decisions by one player, or by the players of
    `simultaneous` blocks."""

    def __init__(self, model, n: int, reads: list[RankReads] | None):
        self.rank = model.rank
        self.n = n
        self.everyone = (1 << n) - 1
        # the players whose keys may have changed since the last sample, as a bit mask, in a list the
        # generated code marks; without counters (or reads), every player at every decision
        self.dirty = model.counters.dirty if model.counters is not None and reads is not None else None
        if self.rank is not None:
            if self.dirty is None:
                self.dirty = [self.everyone]
                self.always = True
            else:
                self.dirty[0] = self.everyone
                self.always = False
        self.keys: list = [None] * n
        self.runs: list[list] = []
        self.decisions = self.turns = 0
        self.last_turn = -1
        self.first_player = None
        self.per_player = [0] * n

    def sample(self, data) -> None:
        """The keys of the players marked, before decision `decisions + 1` (or at the end)."""
        dirty, keys = self.dirty, self.keys
        mask = dirty[0]
        dirty[0] = self.everyone if self.always else 0
        rank = self.rank
        try:
            p = 0
            while mask:
                if mask & 1:
                    keys[p] = rank(data, p)
                mask >>= 1
                p += 1
        except Exception:  # noqa: BLE001 - a half-built position may not rank yet: no sample
            dirty[0] = self.everyone
            if self.runs and self.runs[-1][0] is not None:
                self.runs.append([None, None, None, self.decisions])  # samples missing from here
            return
        row = tuple(keys)
        runs = self.runs
        if not runs or runs[-1][0] != row:
            runs.append([row, [_number(k[0]) if k else None for k in row], _leaders(row), self.decisions])

    def decision(self, data, player: int, simultaneous: bool) -> int:
        """A decision of `player` is about to be made in the state `data`; returns the decisions
        made so far, this one included."""
        if self.rank is not None and self.dirty[0]:
            self.sample(data)
        turn = None if simultaneous else player
        if turn != self.last_turn:
            self.turns += 1
            self.last_turn = turn
            if turn is not None and self.first_player is None:
                self.first_player = player
        self.per_player[player] += 1
        self.decisions += 1
        return self.decisions

    def counted_runs(self) -> list[list]:
        """The runs with how many samples each holds in place of where it begins (`lead_metrics`)."""
        runs = self.runs
        ends = [run[3] for run in runs[1:]] + [self.decisions + 1]
        return [[row, numbers, lead, end - start] for (row, numbers, lead, start), end in zip(runs, ends)
                if row is not None]

    def record(self, state, index: int, seed: int) -> dict:
        if self.rank is not None and self.dirty[0]:
            self.sample(state.data)
        winners = state.winners()
        runs = self.counted_runs()
        record = {"index": index, "seed": seed, "winners": winners, "returns": state.returns(),
                  "decisions": self.decisions, "decisions_by_seat": self.per_player, "turns": self.turns,
                  "first_player": self.first_player, "scores": runs[-1][1] if runs else None}
        record.update(lead_metrics(runs, winners))
        return record


def play_measured(game: Game, cov: Coverage | None, agents: Sequence[str], seed: int, index: int,
                  max_decisions: int | None = None) -> dict:
    """Plays one game with agents by name; returns its record (plain data). A game that has not ended
    after `max_decisions` decisions (default `agents.MAX_DECISIONS`) is a located `RulesErrors`.

    Where every seat is a random agent, the game is played inside the engine's run loop
    (`State.playout`), each decision answered by the deciding seat's own generator as it is asked:
    the game the agents would play through `apply_action`, without leaving the rules between
    decisions. Other agents are asked through the API."""
    if max_decisions is None:
        max_decisions = agents_module.MAX_DECISIONS
    model = game.model
    n = model.players
    seats = make_agents(agents, n, seed)
    state = game.new_initial_state(seed, log=False)
    measures = _Measures(model, n, rank_reads(game))
    if all(type(seat) is RandomAgent for seat in seats):
        # a random agent answers `rng.randrange(options)`, which is `rng._randbelow(options)` for
        # every count of options (one or more); the stock `_randbelow`'s draws are made here, as it
        # makes them: the same draws, without a call
        data = state.data
        decision = measures.decision
        below = [seat.rng._randbelow for seat in seats]
        bits = [seat.rng.getrandbits for seat in seats] if all(
            b.__func__ is random.Random._randbelow_with_getrandbits for b in below) else None

        def chooser(options: int, player: int) -> int:
            if decision(data, player, data.thread_player is not None or data.threads is not None) > max_decisions:
                raise _Endless()
            if bits is None:
                return below[player](options)
            draw, k = bits[player], options.bit_length()
            r = draw(k)
            while r >= options:
                r = draw(k)
            return r

        try:
            state.playout(chooser, seated=True)
        except _Endless:
            raise _endless(state, max_decisions, index, seed) from None
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
            if measures.decisions >= max_decisions and not state.is_terminal():
                raise _endless(state, max_decisions, index, seed)
    return measures.record(state, index, seed)


def _endless(state, decisions: int, index: int, seed: int) -> RulesErrors:
    """The located error of game `index` that made `decisions` decisions without ending."""
    endless = state.endless_game(decisions).errors[0]
    return RulesErrors([attrs.evolve(endless, message=f"game {index} (seed {seed}): {endless.message}")])


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
