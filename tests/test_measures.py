"""One game's measures: which players' ranking keys are worked out again, and the lead measures
folded as the samples come, against the plain computation of docs/analysis.md."""

from __future__ import annotations

import json
import math
import types

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from rulerun.interpreter import ir, measures
from rulerun.interpreter.analysis import simulate
from rulerun.interpreter.coverage import counted
from rulerun.interpreter.engine import Game

# The keys read one card variable; the other is set at every decision.
CARD_VARS = """
game "Tokens"
players 2..4
card token {
  value: int
  var gems: int = 0
  var tapped: bool = false
}
zone pool visible to nobody
zone hand per player visible to owner
deck pool { for v in range(1, 13) { 1 token "{v}" (value: v) } }
define worth(p: player) = sum(c.gems for c in cards(hand of p))
rank p by worth(p)
play {
  shuffle pool
  for p in players() {
    move top(pool, 3) to hand of p
  }
  for round in range(1, 6) {
    for p in players() {
      choose c in hand of p by p as "token to use"
      c.tapped = not c.tapped
      if c.value % 2 == 0 {
        c.gems += 1
      }
    }
  }
  end game winners players()
}
"""


def timeless(result: dict) -> dict:
    return {k: v for k, v in result.items() if k not in ("seconds", "games_per_s", "workers", "dask")}


def test_setting_a_card_variable_no_key_reads_marks_no_one():
    g = Game.from_text(CARD_VARS, 3)
    counting, _ = counted(g)
    counters = counting.model.counters
    sets = {s.place.field: counters.dirties(s) for s in ir.walk(g.rules.program.procedure("play").body[-2])
            if isinstance(s, ir.Assign) and isinstance(s.place, ir.CardVarPlace)}
    assert sets == {"tapped": False, "gems": True}
    # the keys worked out only after `gems` changed are those worked out at every decision
    told = [measures.play_measured(counting, None, ["random"], seed, seed) for seed in range(6)]
    every_time = [measures.play_measured(g, None, ["random"], seed, seed) for seed in range(6)]
    assert told == every_time
    assert len({r["lead_changes"] for r in told}) > 1


# The keys read the piles; a card held in a local leaves its pile for a zone they do not read.
DROPS = """
game "Drops"
players 2..2
card plain { value: int }
zone deck visible to nobody
zone pile per player visible to everyone
zone discard visible to everyone
deck deck { for v in range(1, 12) { 1 plain "c{v}" (value: v) } }
rank p by size(pile of p)
play {
  for p in players() {
    move top(deck, 5) to pile of p
  }
  for round in range(1, 3) {
    for p in players() {
      choose c in pile of p by p as "card to drop"
      move c to discard
    }
  }
}
"""


def test_a_card_moved_out_of_a_zone_the_keys_read_marks_its_owner():
    """Dropping a card from a pile to the discard changes the pile's owner's key, though the
    statement names only the discard: the last keys sampled are the piles' sizes at the end."""
    g = Game.from_text(DROPS, 2)
    counting, _ = counted(g)
    record = measures.play_measured(counting, None, ["random"], 0, 0)
    assert record["scores"] == [2.0, 2.0]  # not the five cards each pile held before the drops
    assert record == measures.play_measured(g, None, ["random"], 0, 0)  # every key at every decision


# The keys read a pile through a variable that names it; cards move into that pile by its own name.
ZONE_VARIABLE = """
game "Pointed"
players 2..2
card plain { value: int }
zone deck visible to everyone
zone pile per player visible to everyone
var pointed: zone
deck deck { for v in range(1, 9) { 1 plain "c{v}" (value: v) } }
rank p by if p == 0 then size(pointed) else 1
play {
  pointed = pile of 1
  for round in range(1, 6) {
    choose x in ["add", "wait"] by 0 as "add a card?"
    if x == "add" {
      move top(deck) to pile of 1
    }
  }
  end game
}
"""


def test_a_zone_the_keys_reach_through_a_variable_is_watched_whatever_moves_into_it():
    """A key that reads a zone a variable names may change with any move: every move marks it, and
    the keys sampled are those worked out at every decision."""
    g = Game.from_text(ZONE_VARIABLE, 2)
    counting, _ = counted(g)
    told = [measures.play_measured(counting, None, ["random"], seed, seed) for seed in range(8)]
    assert told == [measures.play_measured(g, None, ["random"], seed, seed) for seed in range(8)]
    assert any(r["lead_changes"] for r in told)  # player 1 leads, until player 0's pile passes one card


# The keys read zones by name; the cards are moved into a zone a variable names, which is shuffled.
MOVED_THROUGH_A_VARIABLE = """
game "Target"
players 2..2
card token { value: int }
zone pool visible to everyone
zone pile per player visible to everyone
var target: zone
deck pool { for v in range(1, 30) { 1 token "t{v}" (value: v) } }
rank p by size(pile of p), if size(pile of p) > 0 then top(pile of p).value else 0
play {
  for round in range(1, 6) {
    target = pile of (round % 2)
    choose c in cards(pool) by 0 as "token to move"
    move c to target
    choose d in cards(pool) by 1 as "token to move"
    move d to target
    shuffle target
  }
  end game
}
"""


def test_a_move_or_shuffle_of_a_zone_a_variable_names_marks_the_keys_of_that_zone():
    g = Game.from_text(MOVED_THROUGH_A_VARIABLE, 2)
    counting, _ = counted(g)
    told = [measures.play_measured(counting, None, ["random"], seed, seed) for seed in range(8)]
    assert told == [measures.play_measured(g, None, ["random"], seed, seed) for seed in range(8)]
    assert any(r["lead_changes"] for r in told)


# The key of player 0 reads a card variable of a card that a variable names, in a zone no key reads.
FAVOURITE = """
game "Favourite"
players 2..2
card token { value: int  var gems: int = 0 }
zone pool visible to everyone
zone hand per player visible to everyone
var favourite: card
deck pool { for v in range(1, 7) { 1 token "t{v}" (value: v) } }
rank p by if p == 0 then favourite.gems else 1 + sum(c.gems for c in cards(hand of p))
play {
  favourite = bottom(pool)
  move top(pool, 2) to hand of 1
  for round in range(1, 6) {
    choose c in cards(pool) by 0 as "token to polish"
    c.gems += 1
  }
  end game
}
"""


@pytest.mark.parametrize("text, players, by_zone", [(CARD_VARS, 3, True), (FAVOURITE, 2, False)])
def test_a_card_variable_set_marks_the_keys_that_read_the_zone_the_card_lies_in(text, players, by_zone):
    """Where the keys reach cards only through the zones they read, setting a card variable marks
    the keys that read the zone the card lies in; where they reach one through a variable, every
    key. Either way the keys sampled are those worked out at every decision."""
    g = Game.from_text(text, players)
    counting, _ = counted(g)
    assert counting.model.counters.cards_by_zone is by_zone
    told = [measures.play_measured(counting, None, ["random"], seed, seed) for seed in range(8)]
    assert told == [measures.play_measured(g, None, ["random"], seed, seed) for seed in range(8)]
    assert any(r["lead_changes"] for r in told)


# ---- the measures against a plain computation ------------------------------------------------------
def _number(v) -> float | None:
    return float(v) if isinstance(v, (int, float)) else None


def _plain_leaders(keys) -> tuple[int, ...]:
    try:
        best = max(keys)
    except TypeError:
        return ()
    return tuple(p for p, k in enumerate(keys) if k == best)


def plain_lead_metrics(runs: list[list], winners: list[int]) -> dict:
    """docs/analysis.md's lead measures, worked out plainly from runs `[keys, numbers, leaders, count]`."""
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
    led = 0
    for _, _, lead, count in reversed(runs):
        if not any(w in lead for w in winners):
            break
        led += count
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
    return {"lead_changes": changes, "decisiveness": led / total, "drama": drama, "trailing": trailing}


class PlainMeasures:
    """A game's record measured plainly: every player's keys worked out at every decision, each
    sample's keys kept whole, the lead measures worked out from them at the end."""

    def __init__(self, model, n: int, reads):
        self.rank, self.n = model.rank, n
        self.samples: list = []  # the keys of each sample, None where the position did not rank
        self.decisions = self.turns = 0
        self.last_turn = -1
        self.first_player = None
        self.per_player = [0] * n

    def sample(self, data) -> None:
        try:
            self.samples.append(tuple(self.rank(data, p) for p in range(self.n)))
        except Exception:  # noqa: BLE001 - as the measures do: a position that does not rank yet
            self.samples.append(None)

    def decision(self, data, player: int, simultaneous: bool) -> int:
        if self.rank is not None:
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

    def runs(self) -> list[list]:
        """Runs of equal keys, each with its count; samples missing part runs and count in none."""
        runs: list[list] = []
        last = None
        for keys in self.samples:
            if keys is None:
                last = None
            elif last is not None and keys == last:
                runs[-1][3] += 1
            else:
                runs.append([keys, [_number(k[0]) if k else None for k in keys], _plain_leaders(keys), 1])
                last = keys
        # samples before the first that ranked are counted in no run
        return runs

    def record(self, state, index: int, seed: int) -> dict:
        if self.rank is not None:
            self.sample(state.data)
        winners = state.winners()
        runs = self.runs()
        record = {"index": index, "seed": seed, "winners": winners, "returns": state.returns(),
                  "decisions": self.decisions, "decisions_by_seat": self.per_player, "turns": self.turns,
                  "first_player": self.first_player, "scores": runs[-1][1] if runs else None}
        record.update(plain_lead_metrics(runs, winners))
        return record


# mostly a few small values, so that keys come back and tie often; fractions whose sums depend on
# their order; values that do not compare, or not with themselves
KEY_PART = st.one_of(st.integers(-2, 2), st.floats(-10, 10), st.sampled_from([0.5, -0.0, math.inf, math.nan, True]),
                     st.none(), st.sampled_from(["a", "b"]))
SMALL = st.integers(0, 1)
KEY = st.one_of(st.tuples(SMALL, SMALL), st.tuples(SMALL, SMALL), st.lists(KEY_PART, max_size=2).map(tuple))
BOOM = "does not rank"


class _Position:
    """A made-up position: each player's ranking keys, or BOOM where they cannot be worked out."""

    def __init__(self, keys: list):
        self.keys = keys
        self.thread_player = self.threads = None


def _rank(data, p: int) -> tuple:
    key = data.keys[p]
    if key is BOOM:
        raise ValueError(BOOM)
    return tuple(key)  # a new tuple each time, as the generated code makes


@settings(max_examples=400, deadline=None)
# a key changed in its second part only; fractions of the spread whose sum depends on their order
@example(([(1, 0), (1, 0)], [({}, 0, False), ({1: (1, 1)}, 0, False)], [0], True))
# a winner behind by nothing where a key is NaN, and so the spread of the scores: the drama is NaN
@example(([(), (1, 0)], [({0: BOOM}, 0, False), ({0: (math.nan,)}, 0, False)], [1], False))
@example(([(0.1,), (0,)], [({}, 0, False), ({0: (0.2,)}, 1, False), ({0: (2.3,)}, 0, False), ({0: (0,)}, 1, False)],
          [1], True))
@given(st.integers(1, 4).flatmap(lambda n: st.tuples(
    st.lists(KEY, min_size=n, max_size=n),
    st.lists(st.tuples(st.dictionaries(st.integers(0, n - 1), st.one_of(KEY, KEY, KEY, st.just(BOOM)), max_size=n),
                       st.integers(0, n - 1), st.booleans()), max_size=30),
    st.lists(st.integers(0, n - 1), unique=True, max_size=n), st.booleans())))
def test_the_measures_of_made_up_games_are_those_worked_out_plainly(case):
    """Keys changed (or set to what they were) by some players at a time, positions that do not rank,
    ties, keys that cannot be compared: the runs kept and the lead measures folded from them are
    those of every key worked out at every decision."""
    keys, steps, winners, told = case
    n = len(keys)
    records = []
    for kind in (measures._Measures, PlainMeasures):
        data = _Position(list(keys))
        counters = types.SimpleNamespace(dirty=[0], width=1)
        model = types.SimpleNamespace(rank=_rank, sampler=None, counters=counters if told else None)
        m = kind(model, n, [None] * n)
        for changes, player, simultaneous in steps:
            for p, key in changes.items():
                data.keys[p] = key
                counters.dirty[0] |= 1 << p  # as the generated code marks whose keys it may change
            m.decision(data, player, simultaneous)
        state = types.SimpleNamespace(data=data, winners=lambda: winners, returns=lambda: [0.0] * n)
        records.append(json.dumps(m.record(state, 0, 0)))  # NaN included
    assert records[0] == records[1]


@pytest.mark.parametrize("name,players", [("hoarders", 4), ("animalia", 3), ("evolution", 4), ("alienz", 4),
                                          ("hearts", 4), ("lost_cities", 2)])
def test_simulate_reports_what_plain_measures_give(game, monkeypatch, name, players):
    """The whole report of `rulerun simulate` (its records folded in a tally) is the same as with
    every game measured plainly, one `apply_action` at a time."""
    g = game(name, players)
    games = 6 if name in ("evolution", "alienz") else 20
    measured = timeless(simulate(g, ["random"], games, seed=3, workers=1))
    monkeypatch.setattr(measures, "_Measures", PlainMeasures)
    monkeypatch.setattr(measures, "all_random", lambda names, players: False)  # every game through the API now
    assert json.dumps(timeless(simulate(g, ["random"], games, seed=3, workers=1))) == json.dumps(measured)


@pytest.mark.parametrize("name,players", [("hoarders", 4), ("evolution", 3), ("lost_cities", 2), ("hearts", 4),
                                          ("president", 4)])
def test_the_generated_sampler_keeps_what_ranking_player_by_player_gives(game, name, players):
    """A model with counters works out its keys in one generated function (`codegen._sampler`),
    only the keys marked (key k of player p: bit `p * width + k`). At every decision of a few
    games, given every key that changed marked and others at random, the keys, the numbers and
    whether any changed are those that `rank`, asked player by player, gives."""
    import random

    g, _ = counted(game(name, players))
    width = g.model.counters.width
    generated, plain = g.model.sampler, measures._sampler(g.model.rank, width)
    assert generated is not None
    everyone = g.model.counters.everyone
    rng = random.Random(2)
    partial = 0
    for seed in range(3):
        state = g.new_initial_state(seed, log=False)
        made = [[None] * players, [None] * players]  # keys, numbers: generated
        asked = [[None] * players, [None] * players]  # keys, numbers: player by player
        assert generated(state.data, everyone, *made) == plain(state.data, everyone, *asked)
        while not state.is_terminal():
            before = list(asked[0])
            plain(state.data, everyone, *asked)
            changed = sum(1 << p * width + k for p in range(players) for k in range(width)
                          if before[p][k] != asked[0][p][k] or repr(before[p][k]) != repr(asked[0][p][k]))
            mask = changed | rng.randrange(everyone + 1) & rng.randrange(everyone + 1)
            partial += mask != everyone
            assert generated(state.data, mask, *made) == (asked[0] != before)
            assert made == asked
            assert generated(state.data, rng.randrange(1, everyone + 1), *made) is False  # nothing has changed
            player = state.current_player()
            player = state.acting_players()[0] if player < 0 else player
            state.apply_action(rng.randrange(len(state.legal_actions(player))), player)
    assert partial > 30
