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
from typing import Callable, Sequence

from rulerun.grammar import RulesErrors

from . import agents as agents_module
from .agents import FirstAgent, RandomAgent, all_random, make_agents, seat_seed
from .coverage import Coverage
from .engine import SIMULTANEOUS, Game, State
from .state import Halt
from . import ir
from .ir import union


def _leaders(keys: list) -> tuple[int, ...]:
    """The players whose keys are the greatest (none where keys cannot be compared). Keys are
    tuples, each equal to itself, so one leader, the usual case, is found by two passes in C."""
    try:
        best = max(keys)
    except TypeError:
        return ()
    if keys.count(best) == 1:
        return (keys.index(best),)
    return tuple([p for p, k in enumerate(keys) if k == best])


class RankReads:
    """What one ranking key of one player reads of the state: zone instances, variable places
    (None: every one), and whether the places of cards. (A card variable the keys read, set, marks
    the keys that read the zone instance the card lies in, or every key: `counters.py`.)"""

    def __init__(self, instances: tuple[int, ...], places: tuple[int, ...] | None, loc: bool):
        self.instances = instances
        self.places = places
        self.loc = loc


_READS: dict = {}  # model -> what each of its ranking keys reads, per player, worked out once


def rank_reads(game: Game) -> list[RankReads] | None:
    """What the game's ranking keys read, for each key of each player (key k of player p at
    `p * width + k`, `width` the keys of a player; None: unknown, or they draw random numbers or
    read open events: always worked out). A key's reads are found from the intermediate form: a
    zone or variable `of p`, p the ranked player (through defines too), is that player's instance
    or place; one of another player, any of them. A model with counters has its tables of which
    keys read what narrowed to these reads, once (`_narrow`)."""
    known = _READS.get(id(game.model))
    if known is not None and known[0] is game.model:
        return known[1]
    reads = _rank_reads(game)
    _READS[id(game.model)] = (game.model, reads)
    if reads is not None and game.model.counters is not None:
        _narrow(game.model.counters, reads)
    return reads


def _narrow(counters, reads: list[RankReads]) -> None:
    """Narrows a model's tables of which keys read each zone instance and variable place (filled
    with every key by code generation, `counters.py`) to what each key of each player reads."""
    zone_masks = [0] * len(counters.zone_masks)
    var_masks = [0] * len(counters.var_masks)
    for key, r in enumerate(reads):
        bit = 1 << key
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
    finders = []
    for key in keys:
        finder = _ReadsFinder(rules.program, model)
        finder.walk(key, {0: True})
        finders.append((finder, "loc" in key.facts.state))
    return [_key_reads(model, finder, p, loc) for p in range(model.players) for finder, loc in finders]


def _key_reads(model, finder: "_ReadsFinder", p: int, loc: bool) -> RankReads:
    """What a key of player p reads, from what a walk of the key found."""
    if finder.every_zone:
        instances = range(len(model.zone_instances))
    else:
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
    return RankReads(tuple(instances), places, loc)


def _holds_zones(t) -> bool:
    """Whether a value of type `t` is a zone or holds zones (a list of them, a mapping to them)."""
    while t is not None:
        if t.kind == "zone":
            return True
        t = t.item
    return False


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
        # a zone reached through a variable (`var pile: zone`, a list of zones): which one, the
        # walk cannot tell, so the key reads every zone instance
        self.every_zone = False
        self._defines: set = set()

    def walk(self, e, mine_slots: dict) -> None:
        if isinstance(e, ir.ZoneRef):
            zone = self.zone_places[e.zone]
            self.zones.add((zone.base, zone.per_player, self.is_mine(e.owner, mine_slots), zone.count or 1))
        elif isinstance(e, ir.VarValue):
            var = self.var_places[e.var]
            self.vars.add((var.base, var.per_player, e.owner is not None and self.is_mine(e.owner, mine_slots)))
            self.every_zone = self.every_zone or _holds_zones(e.type)
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


def _number(key: tuple) -> float | None:
    """A key's first value as a float, None where it is no number (or there are no keys)."""
    if not key:
        return None
    v = key[0]
    return float(v) if isinstance(v, (int, float)) else None


def _sampler(rank, width: int = 1):
    """What a model's generated sampler does (`codegen._sampler`), asking `rank` player by player:
    (state, mask, keys, numbers) -> whether the keys of any player with a key marked in `mask`
    (`width` bits a player) changed; each player's are kept in `keys`, the first of them as a
    number in `numbers`."""
    if rank is None:
        return None
    mine = (1 << width) - 1

    def sample(data, mask: int, keys: list, numbers: list) -> bool:
        changed = False
        p = 0
        while mask:
            if mask & mine:
                key = rank(data, p)
                if key != keys[p]:
                    changed = True
                keys[p] = key
                numbers[p] = _number(key)
            mask >>= width
            p += 1
        return changed

    return sample


class _Endless(Halt):
    """A game played out in the engine went on past the decisions a simulated game may take (raised
    by the chooser, which ends the playout there)."""


class _Measures:
    """What one game's record counts, decision by decision: who decided, the turns, the first
    player, and the ranking keys of every player at each decision (and at the end).

    The keys are kept as runs `(first sample, leaders, first keys as numbers)`: the samples from a
    run's first to the next run's are the same keys (a run without leaders, None, holds samples
    missing: the position did not rank). That is all the lead measures need of them. A sample is
    the keys before a decision, numbered by the decisions made before it; the last is taken at the
    end. With a model whose code marks which keys may have changed (`counters.py`), a decision
    after which nothing they read has changed costs one test, and a sample works out only the
    keys marked; else every player's, at every decision. Whether the keys changed is told
    by comparing each key worked out with the one it replaces, so that a run costs its leaders
    and numbers only when it begins. A turn is a run of decisions by one player, or by the players
    of `simultaneous` blocks."""

    def __init__(self, model, n: int, reads: list[RankReads] | None):
        width = model.counters.width if model.counters is not None else 1  # bits of a player's keys
        # the keys of the players marked, kept in `keys`: generated for models with counters, else here
        self.sampler = model.sampler or _sampler(model.rank, width)
        self.n = n
        self.everyone = (1 << n * width) - 1
        # the keys that may have changed since the last sample, as a bit mask (`counters.py`), in a
        # list the generated code marks; without counters (or reads), every key at every decision;
        # without ranking keys, none ever
        self.dirty = [0]
        self.always = False
        if model.rank is not None:
            if model.counters is None or reads is None:
                self.dirty = [self.everyone]
                self.always = True
            else:
                self.dirty = model.counters.dirty
                self.dirty[0] = self.everyone
        self.keys: list = [None] * n
        self.numbers: list = [None] * n  # each player's first key as a number (None: none, or not yet)
        # the next sample begins a run whatever its keys: none yet, or the last did not rank
        self.fresh = True
        self.runs: list[tuple] = []
        self.decisions = self.turns = 0
        self.last_turn = -1
        self.first_player = None
        self.per_player = [0] * n

    def sample(self, data, decisions: int) -> None:
        """The keys of the players marked, before decision `decisions + 1` (or at the end)."""
        dirty, keys = self.dirty, self.keys
        mask = dirty[0]
        dirty[0] = self.everyone if self.always else 0
        try:
            # keys are tuples, equal to the one of the run's first sample wherever they are equal to
            # the one they replace
            changed = self.sampler(data, mask, keys, self.numbers) or self.fresh
        except Exception:  # noqa: BLE001 - a half-built position may not rank yet: no sample
            dirty[0] = self.everyone
            if not self.fresh:
                self.runs.append((decisions, None, None))  # samples missing from here
                self.fresh = True
            return
        if changed:
            self.fresh = False
            self.runs.append((decisions, _leaders(keys), self.numbers[:]))

    def decision(self, data, player: int, simultaneous: bool) -> int:
        """A decision of `player` is about to be made in the state `data`; returns the decisions
        made so far, this one included."""
        if self.dirty[0]:
            self.sample(data, self.decisions)
        turn = None if simultaneous else player
        if turn != self.last_turn:
            self.turns += 1
            self.last_turn = turn
            if turn is not None and self.first_player is None:
                self.first_player = player
        self.per_player[player] += 1
        self.decisions += 1
        return self.decisions

    def chooser(self, data, rngs: list[random.Random], max_decisions: int) -> Callable[[int, int], int]:
        """The chooser of a game of random seats (their generators `rngs`) played inside the engine's
        run loop (`State.playout(seated=True)`): each decision is counted as `decision` counts it
        (written out here, as the chooser is called at every decision: the games measured this way
        and through the API are compared by a test), then answered as the deciding seat's
        `rng.randrange(options)` would answer. That is `rng._randbelow(options)` for every count of
        options; the stock `_randbelow`'s draws are made here, as it makes them: the same draws,
        without a call. Past `max_decisions` decisions, `_Endless` is raised."""
        below = [rng._randbelow for rng in rngs]
        bits = [rng.getrandbits for rng in rngs] if all(
            b.__func__ is random.Random._randbelow_with_getrandbits for b in below) else None
        dirty, per_player, sample = self.dirty, self.per_player, self.sample

        # the decisions made so far are the state's own count (`data.decisions`); `self.decisions` is
        # set from it at the end (`play_measured`)
        def chooser(options: int, player: int) -> int:
            if dirty[0]:
                sample(data, data.decisions)
            turn = None if data.thread_player is not None or data.threads is not None else player
            if turn != self.last_turn:
                self.turns += 1
                self.last_turn = turn
                if turn is not None and self.first_player is None:
                    self.first_player = player
            per_player[player] += 1
            if data.decisions >= max_decisions:
                raise _Endless()
            if bits is None:
                return below[player](options)
            draw, k = bits[player], options.bit_length()
            r = draw(k)
            while r >= options:
                r = draw(k)
            return r

        return chooser

    def record(self, state, index: int, seed: int) -> dict:
        if self.dirty[0]:
            self.sample(state.data, self.decisions)
        winners = state.winners()
        runs = self.runs
        scores = next((numbers for _, lead, numbers in reversed(runs) if lead is not None), None)
        record = {"index": index, "seed": seed, "winners": winners, "returns": state.returns(),
                  "decisions": self.decisions, "decisions_by_seat": self.per_player, "turns": self.turns,
                  "first_player": self.first_player, "scores": scores}
        record.update(lead_metrics(runs, self.decisions + 1, winners))
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
    measures = _Measures(model, n, rank_reads(game))
    if all_random(tuple(agents), n):
        # the rules run from their start in the playout's code (the same game: no decision comes
        # before the first); each seat draws from the generator its `RandomAgent` would have
        state = game.unstarted_state(seed, log=False)
        rngs = [random.Random(seat_seed(seed, seat)) for seat in range(n)]
        chooser = measures.chooser(state.data, rngs, max_decisions)
        try:
            state.playout(chooser, seated=True)
            measures.decisions = state.data.decisions
        except _Endless:
            # the playout's code keeps no step to point at: the same game, played again through the
            # API, stops at the very decision, with the statement that asks it
            _through_api(game, None, make_agents(agents, n, seed), _Measures(model, n, None), seed, index,
                         max_decisions)
            raise _endless(state, max_decisions, index, seed) from None
    else:
        state = _through_api(game, cov, make_agents(agents, n, seed), measures, seed, index, max_decisions)
    return measures.record(state, index, seed)


def _through_api(game: Game, cov: Coverage | None, seats: list, measures: _Measures, seed: int, index: int,
                 max_decisions: int) -> State:
    """Game `seed` played by `seats` one `apply_action` at a time, measured; returns its last state. A
    game not over after `max_decisions` decisions is a located `RulesErrors`."""
    state = game.new_initial_state(seed, log=False)
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
    return state


def _endless(state, decisions: int, index: int, seed: int) -> RulesErrors:
    """The located error of game `index` that made `decisions` decisions without ending."""
    endless = state.endless_game(decisions).errors[0]
    return RulesErrors([endless.with_message(f"game {index} (seed {seed}): {endless.message}")])


def _best(row: list, seats) -> float | None:
    """The best score of `seats` in `row` (None where none of them has one, or there are none; one
    seat's, the usual case, `lead_metrics` reads at once)."""
    scores = [row[p] for p in seats if row[p] is not None]
    return max(scores) if scores else None


def lead_metrics(runs: list[tuple], end: int, winners: list[int]) -> dict:
    """Lead changes, decisiveness and drama of one game (docs/analysis.md), from its runs of samples
    (see `_Measures`; the last run ends before sample `end`): each run counts as many samples as it
    holds. One pass, from the end: a run counts its samples from the next run's first; lead changes
    are counted alike either way; the winners' lead at the end is the runs a winner led since the
    last one none did; the runs no winner led are kept, for the drama, which sums them in the
    order of the game."""
    if not winners:
        return {"lead_changes": None, "decisiveness": None, "drama": None, "trailing": None}
    won = set(winners)
    total = changes = led = behind = 0
    last = None
    leading = True  # a winner led (alone or tied) in every run from here to the end
    trailed = []
    for start, lead, numbers in reversed(runs):
        count = end - start
        end = start
        if lead is None:  # samples missing
            continue
        total += count
        if len(lead) == 1:
            if last is not None and lead[0] != last:
                changes += 1
            last = lead[0]
        if won.isdisjoint(lead):
            leading = False
            behind += count
            trailed.append((numbers, lead, count))
        elif leading:
            led += count
    if total < 2:
        return {"lead_changes": None, "decisiveness": None, "drama": None, "trailing": None}
    # decisiveness: the share of the game, at its end, during which a winner led (alone or tied) throughout
    decisiveness = led / total
    # drama: how far behind the eventual winner was, on average, while trailing (the spread of the
    # scores is needed only where a winner trailed)
    drama = trailing = None
    if not trailed:
        if any(v is not None for _, lead, row in runs if lead is not None for v in row):
            drama = trailing = 0.0
        return {"lead_changes": changes, "decisiveness": decisiveness, "drama": drama, "trailing": trailing}
    values = [v for _, lead, row in runs if lead is not None for v in row if v is not None]
    if values:
        spread = max(values) - min(values) or 1.0
        gap_total = 0.0
        gaps = 0
        alone = winners[0] if len(winners) == 1 else None  # one winner, the usual case: read at once
        for row, lead, count in reversed(trailed):
            win = row[alone] if alone is not None else _best(row, winners)
            top = row[lead[0]] if len(lead) == 1 else _best(row, lead)
            if win is None or top is None:
                continue
            gap = top - win
            if gap > 0.0 or spread != spread:  # behind by nothing adds nothing, but where the spread is NaN
                gap_total += max(0.0, gap) / spread * count
            gaps += count
        trailing = behind / total
        drama = gap_total / gaps if gaps else 0.0
    return {"lead_changes": changes, "decisiveness": decisiveness, "drama": drama, "trailing": trailing}
