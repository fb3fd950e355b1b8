"""`State.playout`: decisions answered inside the run are the same game as `apply_action` in turn."""

from __future__ import annotations

import itertools
import random
import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rulerun.grammar import RulesErrors
from rulerun.interpreter import engine
from rulerun.interpreter.engine import SIMULTANEOUS, Game, load_document

ROOT = Path(__file__).resolve().parent.parent

CASES = [("animalia", 2), ("animalia", 5), ("hoarders", 3), ("hoarders", 6), ("evolution", 2), ("evolution", 4),
         ("alienz", 2), ("alienz", 4)]


def load(name: str, players: int, native: bool = True) -> Game:
    doc, text = load_document(ROOT / "rulebooks" / f"{name}.rules")
    return Game.from_document(doc, players, None, text, native=native)


def step_by_step(state, rng: random.Random, decisions: int | None = None) -> None:
    """The reference: the random game played through the public API, one decision at a time."""
    made = 0
    while not state.is_terminal() and (decisions is None or made < decisions):
        player = state.current_player()
        if player == SIMULTANEOUS:
            player = state.acting_players()[0]
        state.apply_action(rng.randrange(len(state.legal_actions(player))), player)
        made += 1


def facts(state) -> tuple:
    d = state.data
    return (d.terminal, d.winners, d.decisions, [z[:] for z in d.zones], d.vars, d.cvars, d.rng.getstate(),
            len(d.events),
            [[f[0], f[1], f[2]] for f in d.stack], state.acting_players(),
            [state.legal_actions(p) for p in state.acting_players()])


@pytest.mark.parametrize("name,players", CASES)
def test_a_playout_is_the_game_played_one_decision_at_a_time(name, players):
    game = load(name, players)
    for seed in range(4):
        logged, reference = game.new_initial_state(seed), game.new_initial_state(seed)
        logged.playout(random.Random(seed).randrange)
        step_by_step(reference, random.Random(seed))
        assert logged.log_lines() == reference.log_lines()
        assert logged.log_records(0) == reference.log_records(0)
        quiet = game.new_initial_state(seed, log=False)
        quiet.playout(random.Random(seed).randrange)
        assert facts(quiet) == facts(reference)


@pytest.mark.parametrize("name,players", [("hoarders", 4), ("evolution", 3), ("alienz", 3)])
def test_a_playout_stops_after_so_many_decisions_where_the_api_would(name, players):
    for native in (True, False):
        game = load(name, players, native)
        for seed, cut in ((1, 1), (2, 7), (3, 40)):
            state, reference = game.new_initial_state(seed, log=False), game.new_initial_state(seed, log=False)
            rng, reference_rng = random.Random(seed), random.Random(seed)
            state.playout(rng.randrange, max_decisions=cut)
            step_by_step(reference, reference_rng, cut)
            assert facts(state) == facts(reference) and not state.is_terminal()
            # and it goes on from there like the reference
            state.playout(rng.randrange)
            step_by_step(reference, reference_rng)
            assert state.is_terminal() and facts(state) == facts(reference)


def test_a_playout_from_a_clone_leaves_the_original_as_it_was():
    game = load("animalia", 3)
    state = game.new_initial_state(5, log=False)
    before = facts(state)
    copy = state.clone()
    copy.playout(random.Random(1).randrange)
    assert copy.is_terminal() and facts(state) == before
    assert copy.data.chooser is None and state.clone().data.chooser is None


# a loop of decisions, then another loop
DECIDING = """\
players 2..2
var n: int = 0
play {
  repeat {
    choose x in [1, 2] by 0
    n += 1
  } until n >= """
LONG_BUT_DECIDING = DECIDING + "300\n  while n < 600 {\n    choose y in [1, 2] by 1\n    n += 1\n  }\n}\n"
ENDLESS_AFTER_DECIDING = DECIDING + "30\n  while n >= 0 {\n    n += 1\n  }\n}\n"


def test_loops_that_keep_deciding_are_not_taken_for_endless_ones(monkeypatch, both_forms):
    # the step limit counts between two decisions; a playout decides inside the run
    monkeypatch.setattr(engine, "STEP_LIMIT", 50)
    for game in both_forms(LONG_BUT_DECIDING, 2, "long.rules"):
        state = game.new_initial_state(0, log=False)
        state.playout(random.Random(0).randrange)
        assert state.is_terminal() and state.var("n") == 600 and state.data.decisions == 600


def test_an_endless_loop_in_a_playout_is_still_stopped_and_named(monkeypatch):
    monkeypatch.setattr(engine, "STEP_LIMIT", 1_000)
    game = Game.from_text(ENDLESS_AFTER_DECIDING, players=2, file="spin.rules")
    state = game.new_initial_state(0, log=False)
    with pytest.raises(RulesErrors) as info:
        state.playout(random.Random(0).randrange)
    err = info.value.errors[0]
    assert err.code == "loop" and "'play' seems to loop forever" in err.message
    assert (err.span.line, err.span.column) == (8, 9)


def test_a_game_that_decides_forever_is_stopped(monkeypatch):
    monkeypatch.setattr(engine, "PLAYOUT_DECISIONS", 500)
    text = "players 2..2\nplay {\n  while true {\n    choose x in [1, 2] by 0\n  }\n}\n"
    state = Game.from_text(text, players=2).new_initial_state(0, log=False)
    with pytest.raises(RulesErrors) as info:
        state.playout(random.Random(0).randrange)
    assert info.value.errors[0].code == "limit" and "500 decisions" in info.value.errors[0].message
    assert state.data.decisions == 500 and state.data.chooser is None


def test_a_chooser_must_answer_with_a_legal_action():
    game = load("hoarders", 3)
    state = game.new_initial_state(0, log=False)
    with pytest.raises((ValueError, RulesErrors)):
        state.playout(lambda n: n)


CALLS_THAT_CHOOSE = """\
players 3..3
zone deck visible to nobody
zone hand per player visible to owner
zone table
card chip { worth: int }
deck deck {
  for i in range(1, 12) {
    1 chip "chip {i}" (worth: i)
  }
}
var total: int = 0
var rounds: int = 0
event bid(p: player, amount: int)
on before bid when amount > 8 {
  choose veto in [true, false] by next(p) as "veto?"
  if veto {
    cancel
  }
}
on after bid {
  total += amount
}
procedure pick(p: player) {
  choose c in hand of p where c.worth != 3 by p optional as "play a chip"
  if c == none {
    log "{p} passes"
    return
  }
  move c to table
  emit bid(p, c.worth)
  if total > 70 {
    log "{p} breaks the bank"
    end game winners p
  }
}
procedure pair(p: player) {
  choose two in hand of p by p count 2 as "two chips"
  move two to table
}
procedure both(p: player) {
  pick(p)
  if size(hand of p) >= 2 {
    pair(p)
  }
}
play {
  shuffle deck
  for p in players() {
    move top(deck, 3) to hand of p
  }
  while rounds < 6 {
    rounds += 1
    simultaneous p in players() {
      pick(p)
    }
    for p in players() {
      both(p)
      if size(deck) > 0 {
        move top(deck) to hand of p
      }
    }
    move cards(table) to deck
    shuffle deck
  }
}
"""


def matching_playout(game: Game, seed: int, log: bool = True):
    """A playout of a new game from `seed`, checked to be the game played one decision at a time
    (its facts and its log)."""
    state, reference = game.new_initial_state(seed, log=log), game.new_initial_state(seed, log=log)
    state.playout(random.Random(seed).randrange)
    step_by_step(reference, random.Random(seed))
    assert state.log_lines() == reference.log_lines()
    assert facts(state) == facts(reference)
    return state


def endings_of_matching_playouts(games: tuple[Game, ...], seeds: range) -> set[bool]:
    """Checks that each playout is the game played one decision at a time; returns whether they ended
    with winners."""
    return {bool(matching_playout(game, seed).winners()) for game in games for seed in seeds}


def test_procedures_that_choose_are_called_directly_in_a_playout_and_play_the_same_game(both_forms):
    games = both_forms(CALLS_THAT_CHOOSE, 3, "calls.rules")
    model = games[0].model
    # `play` calls `both`, which waits only for `choose`: its playout version calls it directly
    assert model.pfuncs[model.main] is not model.funcs[model.main]
    # some games end in a procedure called directly, some at the end
    assert endings_of_matching_playouts(games, range(12)) == {True, False}


REGIONS = """\
players 3..3
var tally: int = 0
var seen: int = 0
procedure turn {
  simultaneous p in players() {
    if p != 1 {
      choose a in [1, 2, 3] by p secretly as "secret"
      tally += a
      if a == 3 {
        choose b in [10, 20] by p secretly as "again"
        tally += b
      }
    }
  }
  for p in players() {
    choose x in [1, 2, 3] by p as "open"
    let doubled = x * 2
    if x == 3 and tally > 200 {
      log "{p} ends it"
      end game winners p
    }
    if x == 1 and tally > 150 {
      return
    }
  }
  seen = doubled + x
  log "last {x}, {doubled}, {seen}"
}
play {
  repeat {
    turn()
  } until tally > 250
}
"""


def test_statements_that_wait_only_for_choose_run_as_functions_in_a_playout(both_forms):
    games = both_forms(REGIONS, 3, "regions.rules")
    turn = games[0].model.procedures[games[0].model.proc_index["turn"]]
    # the simultaneous block and the `for` after it (the `if` in the block is part of the first)
    assert len(turn.regions) == 2
    assert endings_of_matching_playouts(games, range(10)) == {True, False}


PARTS = """\
players 3..4
zone deck visible to nobody
zone hand per player visible to owner
zone table
card chip { worth: int }
deck deck {
  for i in range(1, 16) {
    1 chip "chip {i}" (worth: i)
  }
}
var total: int = 0
var rounds: int = 0
event played(p: player, amount: int)
event vote(p: player)
on after played {
  total += amount
}
on after played when amount % 7 == 0 {
  exit elsewhere
}
procedure elsewhere {
  log "never runs"
}
procedure deal_round {
  simultaneous p in players() {
    if size(hand of p) == 0 {
      return
    }
    shuffle deck
    choose c in hand of p where c.worth != rounds by p secretly as "play"
    move c to table
    emit played(p, c.worth)
    if c.worth == 13 and p == 0 {
      log "{p} ends it in secret"
      end game winners p
    }
    if c.worth % 5 == 0 {
      exit deal_round
    }
    choose more in hand of p by p optional count 2 as "two more"
    if more != none {
      move more to table
    }
  }
  simultaneous p in players() {
    total += 1
    choose keep in deck by p count 2 as "two to show"
    choose few in hand of p by p count 3 as "three to show"
    if keep != none {
      total += first(keep).worth * 3 + size(keep)
    }
    if few != none {
      total += sum(c.worth for c in few)
    }
  }
  simultaneous p in filter(q in players() where q == rounds % player_count) {
    emit vote(p) {
      choose v in [1, 2] by p as "vote"
      total += v
    }
  }
}
play {
  shuffle deck
  for p in players() {
    move top(deck, 3) to hand of p
  }
  while rounds < 12 {
    rounds += 1
    deal_round()
    move cards(table) to deck
    for p in players() {
      while size(hand of p) < 3 and size(deck) > 0 {
        move top(deck) to hand of p
      }
    }
  }
}
"""


def test_a_playout_runs_simultaneous_blocks_as_functions_and_plays_the_same_game(both_forms):
    games = both_forms(PARTS, 4, "parts.rules")
    model = games[0].model
    deal = model.procedures[model.proc_index["deal_round"]]
    # the first two blocks, and the `emit` in the third: a choice inside an event keeps that block
    # to its steps, which run the `emit` as a function in a player's part being answered
    assert len(deal.regions) == 3
    ended = set()
    for game in games:
        for seed in range(30):
            matching_playout(game, seed, log=False)
            ended.add(any("ends it in secret" in line for line in matching_playout(game, seed).log_lines()))
    # some games end inside a player's part, some after the last round
    assert ended == {True, False}


@given(st.lists(st.integers(), max_size=7), st.integers(-1, 8), st.booleans())
def test_an_option_is_made_alone_as_the_whole_list_of_options_would_have_it(items, k, optional):
    from rulerun.interpreter.combinations import option_at, option_count

    count = None if k == -1 else k
    if count is None:
        options = list(items)
    else:
        options = [list(c) for c in itertools.combinations(items, count)] if count <= len(items) else []
    if optional:
        options = [None] + options
    assert option_count(items, count, optional) == len(options)
    assert [option_at(items, count, optional, a) for a in range(len(options))] == options


@pytest.mark.parametrize("name,players", CASES)
def test_a_game_played_out_from_its_start_is_the_same_game(name, players):
    game = load(name, players)
    for seed in range(3):
        for log in (False, True):
            whole = game.playout(seed, random.Random(seed).randrange, log=log)
            reference = game.new_initial_state(seed, log=log)
            step_by_step(reference, random.Random(seed))
            assert facts(whole) == facts(reference)
            assert whole.log_lines() == reference.log_lines()


class _OwnRandom(random.Random):
    """A generator with its own `random()`, so that `randrange` draws without `getrandbits`."""

    def random(self):
        return super().random()


def test_a_generator_that_draws_otherwise_plays_the_same_game_as_the_api():
    assert _OwnRandom(1)._randbelow.__func__ is not random.Random._randbelow_with_getrandbits
    game = load("hoarders", 4)
    for seed in range(3):
        whole = game.playout(seed, _OwnRandom(seed).randrange)
        reference = game.new_initial_state(seed, log=False)
        step_by_step(reference, _OwnRandom(seed))
        assert facts(whole) == facts(reference)


APART = """\
players 3..4
enum suit { red, blue }
zone deck visible to nobody
zone hand per player visible to owner
zone hidden per player visible to owner
zone table
card chip { worth: int  suit: suit  var mark: int = 0  var twin: card }
deck deck {
  for i in range(1, 40) {
    1 chip "chip {i}" (worth: i, suit: if i % 2 == 0 then red else blue)
  }
}
var total: int = 0
var rounds: int = 0
procedure round {
  # each part reads and changes only its own player's zones and cards
  simultaneous p in players() {
    choose pair in hand of p by p count 2 as "two to hide"
    move pair to hidden of p
    while true {
      choose c in hand of p where c.twin == none by p optional as "mark one"
      if c == none {
        break
      }
      choose t in hidden of p by p as "its twin" or none
      c.twin = t
      c.mark += c.worth + size(hidden of p)
    }
    for c in filter(x in hidden of p where x.suit == red) {
      move c to hand of p
    }
    choose few in hand of p where few.worth % 5 == 0 by p count 2 as "two of a fifth" or none
    if few != none {
      for c in few {
        c.mark += 1
      }
    }
  }
  # a variable
  simultaneous p in players() {
    choose c in hand of p where c.worth > rounds by p as "one to hide" or none
    move c to hidden of p
  }
  # another player's zone
  simultaneous p in players() {
    choose c in hand of p where size(hidden of next(p)) > c.mark % 3 by p as "one more to hide" or none
    move c to hidden of p
  }
  # a shared zone
  simultaneous p in players() {
    choose c in hand of p by p as "one to the table" or none
    move c to table
  }
  # a card that a card keeps, moved
  simultaneous p in players() {
    choose c in hidden of p where c.twin != none by p as "one whose twin goes back" or none
    if c != none {
      move c.twin to hand of p
    }
  }
}
play {
  shuffle deck
  for p in players() {
    move top(deck, 7) to hand of p
  }
  while rounds < 5 {
    rounds += 1
    round()
    for p in players() {
      total += sum(c.mark for c in hand of p)
      move cards(hidden of p) to hand of p
    }
    move cards(table) to deck
    log "round {rounds}: {total}"
  }
}
"""


def test_simultaneous_parts_that_touch_only_their_own_player_s_things_run_one_after_the_other(monkeypatch,
                                                                                              fresh_compiles):
    from rulerun.interpreter.codegen.plan import Plan

    found = {}
    apart = Plan.apart
    monkeypatch.setattr(Plan, "apart", lambda self, s: found.setdefault(s.span.line, set()).add(apart(self, s))
                        or apart(self, s))
    three = Game.from_text(APART, players=3, file="apart.rules")
    games = (three, Game.from_text(APART, players=4, file="apart.rules"),
             Game.from_document(three.rules.doc, 3, None, APART, native=False))
    lines = [i for i, line in enumerate(APART.splitlines(), 1) if "simultaneous" in line]
    assert [found[line] for line in lines] == [{True}, {False}, {False}, {False}, {False}]
    for game in games:
        for seed in range(12):
            for log in (False, True):
                matching_playout(game, seed, log)
        played = game.playout(3, random.Random(3).randrange)
        assert played.data.cvars == game.playout(3, random.Random(3).randrange, log=True).data.cvars


QUIET = """\
players 2..4
zone deck visible to nobody
zone hand per player visible to owner
zone hidden per player visible to owner
zone shown per player
card chip { worth: int }
deck deck {
  for i in range(1, 30) {
    1 chip "chip {i}" (worth: i)
  }
}
var score: int per player = 0
var turns: int = 0
procedure hide {
  simultaneous p in players() {
    log "{p} thinks"
    choose c in hand of p by p as "hide one"
    move c to hidden of p
  }
}
procedure turn {
  turns += 1
  hide()
  simultaneous p in players() {
    choose pair in hand of p by p count 2 as "two more"
    if pair != none {
      move pair to hidden of p
    }
  }
  for p in players() {
    show(p)
    move cards(hidden of p) to hand of p
  }
}
procedure show(p: player) {
  choose c in hidden of p by p as "show one"
  if c == none {
    log "{p} has nothing to show"
    return
  }
  move c to shown of p
  score[p] += c.worth
  if score[p] > 90 {
    log "{p} wins"
    end game winners p
  }
}
play {
  shuffle deck
  for p in players() {
    move top(deck, 4) to hand of p
  }
  while turns < 5 {
    turn()
    for p in players() {
      if size(deck) > 0 {
        move top(deck) to hand of p
      }
    }
  }
}
"""


def test_a_procedure_whose_parts_run_one_after_the_other_is_called_directly_only_without_a_log(both_forms):
    games = both_forms(QUIET, 3, "quiet.rules")
    # `turn` and `hide`, in the playout versions, and the version of `show` (which logs) that `turn` calls
    quiet = {re.match(r"<rulerun quiet.rules: (\w+) #", name)[1] for name in games[0].model.generated
             if "without a log" in name}
    assert quiet == {"turn", "hide", "show"}
    ended = set()
    for game in (*games, Game.from_document(games[0].rules.doc, 2, None, QUIET)):
        for seed in range(10):
            for log in (False, True):
                ended.add(bool(matching_playout(game, seed, log).winners()))
            assert game.playout(seed, random.Random(seed).randrange).data.zones == \
                game.playout(seed, random.Random(seed).randrange, log=True).data.zones
    assert ended == {True, False}
