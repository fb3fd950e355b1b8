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

import attrs
from typing import Sequence

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
    """What one player's ranking keys read of the state: zone instances, variable places, and
    whether card variables and the places of cards. Sampling the keys after every decision costs
    little where nothing of that has changed since the last time (`rank_reads`)."""

    def __init__(self, instances: tuple[int, ...], places: tuple[int, ...] | None, cvars: bool, loc: bool):
        self.instances = instances
        self.places = places  # variable places read (None: every one)
        self.cvars = cvars
        self.loc = loc
        # the zones read, as one tuple of the live lists: compared with copies at once
        self.zones = (lambda zones: ()) if not instances else \
            itemgetter(*instances) if len(instances) > 1 else (lambda zones: (zones[instances[0]],))
        self.values = (lambda values: tuple(values)) if places is None else \
            (lambda values: ()) if not places else \
            itemgetter(*places) if len(places) > 1 else (lambda values: (values[places[0]],))

    def snapshot(self, data) -> tuple:
        """What the keys read now, copied (card variables and places of cards: see `_Measures`)."""
        return tuple(z[:] for z in self.zones(data.zones)), tuple(v.copy() if type(v) is dict else v
                                                                     for v in self.values(data.vars))

    def same(self, data, seen: tuple) -> bool:
        return self.zones(data.zones) == seen[0] and self.values(data.vars) == seen[1]


_READS: dict = {}  # model -> (its ranking keys' reads per player, and together), worked out once


def rank_reads(game: Game) -> tuple[list[RankReads], RankReads] | None:
    """What the game's ranking keys read, for each player (None: unknown, or they draw random
    numbers or read open events: always worked out). A key's reads are found from the intermediate
    form: a zone or variable `of p`, p the ranked player (through defines too), is that player's
    instance or place; one of another player, any of them."""
    known = _READS.get(id(game.model))
    if known is not None and known[0] is game.model:
        return known[1]
    reads = _rank_reads(game)
    _READS[id(game.model)] = (game.model, reads)
    return reads


def _rank_reads(game: Game) -> tuple[list[RankReads], RankReads] | None:
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
        out.append(RankReads(tuple(instances), places, "cvars" in facts.state, "loc" in facts.state))
    every = RankReads(tuple(sorted({i for r in out for i in r.instances})),
                      None if any(r.places is None for r in out) else tuple(sorted({i for r in out for i in r.places})),
                      "cvars" in facts.state, "loc" in facts.state)
    return out, every


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

    The keys are kept as runs `[keys, first keys as numbers, leaders, samples]`: a decision after
    which the keys are as they were adds a sample to the last run. A turn is a run of decisions by
    one player, or by the players of `simultaneous` blocks."""

    def __init__(self, model, n: int, reads: tuple[list[RankReads], RankReads] | None):
        self.rank = model.rank
        self.n = n
        # set by a model with counters whenever something the keys read may have changed (`counters.py`)
        self.dirty = model.counters.dirty if model.counters is not None and reads is not None else None
        self.reads, self.every = (None, None) if reads is None else reads
        self.every_seen = None  # what every player's keys read, at the last sample
        self.seen: list = [None] * n  # what each player's keys read when they were last worked out
        self.keys: list = [None] * n
        # card variables and places of cards, read by every player's keys alike: copied once a sample
        self.shared = () if reads is None else tuple(part for part in ("cvars", "loc") if getattr(reads[1], part))
        self.shared_seen: tuple | None = None
        self.runs: list[list] = []
        self.decisions = self.turns = 0
        self.last_turn = -1
        self.first_player = None
        self.per_player = [0] * n

    def sample(self, data) -> None:
        if self.rank is None:
            return
        runs, reads, seen, keys = self.runs, self.reads, self.seen, self.keys
        dirty = self.dirty
        if dirty is not None:
            if not dirty[0] and runs:
                runs[-1][3] += 1  # no statement that could change what the keys read has run
                return
            dirty[0] = 0
        every = self.every
        if every is not None:
            if runs and self.every_seen is not None and every.same(data, self.every_seen) and \
                    (not self.shared or tuple(getattr(data, part) for part in self.shared) == self.shared_seen):
                runs[-1][3] += 1  # nothing any player's keys read has changed
                return
            self.every_seen = every.snapshot(data)
        changed = False
        if self.shared:
            now = tuple(getattr(data, part) for part in self.shared)
            if now != self.shared_seen:
                self.seen = seen = [None] * self.n  # every player's keys may read them
                self.shared_seen = tuple(values[:] for values in now)
        try:
            for p in range(self.n):
                if reads is not None and seen[p] is not None and reads[p].same(data, seen[p]):
                    continue  # nothing this player's keys read has changed
                keys[p] = self.rank(data, p)
                if reads is not None:
                    seen[p] = reads[p].snapshot(data)
                changed = True
        except Exception:  # noqa: BLE001 - a half-built position may not rank yet
            self.seen = [None] * self.n
            self.shared_seen = self.every_seen = None
            if dirty is not None:
                dirty[0] = 1
            return
        if not changed and runs:
            runs[-1][3] += 1
            return
        row = tuple(keys)
        if runs and runs[-1][0] == row:
            runs[-1][3] += 1
        else:
            runs.append([row, [_number(k[0]) if k else None for k in row], _leaders(row), 1])

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
