"""Procedures that call themselves, directly or through others and through the triggers of the events
they open, run as generated functions (`codegen/plan.py`, `Plan.nests`): the same games, logs and
errors as the steps, which keep a frame for every call."""

from __future__ import annotations

import random
import sys

import pytest

from rulerun.grammar import RulesErrors
from rulerun.interpreter.codegen.plan import Plan
from rulerun.interpreter.codegen.steps import Run
from rulerun.interpreter.engine import SIMULTANEOUS, Game
from rulerun.interpreter.state import CALL_DEPTH

# Two players hand a count down to each other, each taking a card on the way (`even` and `odd` call
# each other, and wait only for `choose`); `tally` and `carry` call each other without waiting.
MUTUAL = """\
players 2..2
zone deck visible to nobody
zone hand per player visible to owner
card token { n: int }
deck deck {
  for k in range(1, 9) {
    1 token "t{k}" (n: k)
  }
}
var score: int per player = 0
var carried: int = 0
procedure even(p: player, k: int) {
  if k > 0 {
    choose c in deck by p optional as "card to take"
    if c != none {
      move c to hand of p
      score[p] += c.n
      log "{p} takes {c}"
    }
    odd(next(p), k - 1)
  }
}
procedure odd(p: player, k: int) {
  score[p] += 1
  tally(p, size(hand of p))
  if k > 0 {
    even(p, k - 1)
  }
}
procedure tally(p: player, k: int) {
  if k > 0 {
    carried += 1
    carry(p, k - 1)
  }
}
procedure carry(p: player, k: int) {
  if k % 3 == 0 {
    log "{p} carries {carried}"
    return
  }
  tally(p, k)
}
play {
  shuffle deck
  even(0, 6)
  log "carried {carried}"
  end game
}
rank p by score[p]
"""


def random_game(game: Game, seed: int, log: bool = True):
    """The random game of `seed`, played one decision at a time through the public API."""
    state, rng = game.new_initial_state(seed, log=log), random.Random(seed)
    while not state.is_terminal():
        player = state.current_player()
        if player == SIMULTANEOUS:
            player = state.acting_players()[0]
        state.apply_action(rng.randrange(len(state.legal_actions(player))), player)
    return state


def facts(state) -> tuple:
    d = state.data
    return d.winners, d.decisions, d.zones, d.vars, d.rng.getstate()


def outcome(game: Game, seed: int, playout: bool, log: bool = True):
    """What a game of `seed` comes to, played out or one decision at a time: its facts and log, or its error."""
    try:
        state = game.playout(seed, random.Random(seed).randrange, log=log) if playout else \
            random_game(game, seed, log)
    except RulesErrors as err:
        return str(err)
    return facts(state), state.log_lines()


def is_function(game: Game, name: str) -> bool:
    """Whether a procedure runs as a function called by the steps of its callers (not as steps of its own)."""
    proc = next(p for p in game.model.procedures if p.name == name)
    return len(proc.steps) == 2 and isinstance(proc.steps[0], Run)


def test_procedures_that_call_each_other_run_as_functions_and_play_the_same_games(both_forms):
    game, steps = both_forms(MUTUAL, 2, "mutual.rules")
    program = game.rules.program
    # asked in either order, the same answers: a cycle of calls is a function where its bodies are
    for names in (("even", "odd", "tally", "carry"), ("carry", "tally", "odd", "even")):
        plan = Plan(program)
        assert {name: plan.proc(name, True) for name in names} == dict.fromkeys(names, True)
        assert {name: plan.proc(name) for name in reversed(names)} == \
            {"even": False, "odd": False, "tally": True, "carry": True}
        assert plan.nests(("proc", "tally"), False) and not plan.inlinable("tally", False)
    assert is_function(game, "tally") and is_function(game, "carry") and not is_function(game, "odd")
    model = game.model
    assert model.pfuncs[model.main] is not model.funcs[model.main]  # `play` calls `even` directly in a playout
    for seed in range(8):
        played = outcome(game, seed, playout=True)
        assert played == outcome(game, seed, playout=False) == outcome(steps, seed, playout=False)
        assert "carried" in played[1][-2]


DEEP = """\
players 2..2
option depth: int = 10 "how deeply down and up call each other"
option spread: int = 2 "how deeply each trigger of the event at the bottom calls"
var n: int = 0
var score: int per player = 0
event bottom(k: int)
procedure down(k: int) {
  n += 1
  if k > 0 {
    up(k - 1)
  } else {
    emit bottom(spread)
  }
}
procedure up(k: int) {
  n += 1
  down(k)
}
procedure more(k: int) {
  n += 10
  if k > 0 {
    more(k - 1)
  }
}
on before bottom {
  more(k)
}
on before bottom {
  more(k + 1)
}
play {
  choose x in [1, 2] by 0 as "x"
  down(depth)
  score[0] += n
  end game
}
rank p by score[p]
"""


def deep(depth: int, native: bool = True, spread: int = 2) -> Game:
    base = Game.from_text(DEEP, players=2, file="deep.rules")
    return Game.from_document(base.rules.doc, 2, {"depth": depth, "spread": spread}, DEEP, native=native)


def test_calls_nested_too_deeply_stop_where_the_steps_stop_them_with_their_error():
    assert is_function(deep(1), "down") and is_function(deep(1), "up") and is_function(deep(1), "more")
    # play, then down and up in turn, then the two triggers' frames (the steps push both at once) and
    # `more` as deep as `spread` says: the steps count frames, the functions count what the frames
    # would be; around the deepest calls that run, both ways of counting odd and even
    errors = set()
    for depth in range(CALL_DEPTH // 2 - 5, CALL_DEPTH // 2 + 1):
        for spread in (2, 3):
            game, steps = deep(depth, spread=spread), deep(depth, native=False, spread=spread)
            expected = outcome(steps, 0, playout=False)
            assert outcome(game, 0, playout=True) == outcome(game, 0, playout=False) == expected
            if isinstance(expected, str):
                errors.add(expected)
    # the error is placed at the call, in the procedure or trigger that makes it, and names its callee
    # (the 501st frame would always be one of `up`'s)
    assert errors == {f"deep.rules:{line}:{column}: error: procedure calls nest deeper than {CALL_DEPTH} "
                      f"(is '{name}' calling itself without end?)"
                      for line, column, name in ((10, 5, "up"), (22, 5, "more"), (26, 3, "more"))}


def test_calls_without_end_are_stopped_in_a_playout_and_one_decision_at_a_time():
    message = f"deep.rules:10:5: error: procedure calls nest deeper than {CALL_DEPTH} (is 'up' calling itself " \
              "without end?)"
    game = deep(10 * CALL_DEPTH)
    assert is_function(game, "down") and is_function(game, "up")
    with pytest.raises(RulesErrors) as info:
        game.playout(0, random.Random(0).randrange)
    assert str(info.value) == message
    state = game.new_initial_state(0)
    with pytest.raises(RulesErrors) as info:
        state.apply_action(0)
    assert str(info.value) == message
    assert state.data.vars[0] == CALL_DEPTH - 1  # as far as the steps go: one `n += 1` per frame but play's


def test_a_run_stopped_deep_in_its_calls_leaves_nothing_that_counts_against_the_next():
    # the depth of calls is counted by the calls themselves, not kept anywhere a fault could leave it
    deepest = next(d for d in range(CALL_DEPTH // 2, 0, -1) if not isinstance(outcome(deep(d), 0, True), str))
    runaway, game = deep(10 * CALL_DEPTH), deep(deepest)
    assert is_function(runaway, "down") and is_function(runaway, "up")
    for _ in range(3):
        with pytest.raises(RulesErrors):
            runaway.playout(0, random.Random(0).randrange)
        with pytest.raises(RulesErrors):
            runaway.new_initial_state(0).apply_action(1)
        assert not isinstance(outcome(game, 0, playout=True), str)
        assert not isinstance(outcome(game, 0, playout=False), str)


def test_the_deepest_calls_run_from_a_caller_deep_in_python_s_stack():
    # a rule-level call is one Python frame: the engine raises Python's limit so that its own limit
    # of calls is met first, for a caller as deep as Python's default limit allows
    deepest = next(d for d in range(CALL_DEPTH // 2, 0, -1) if not isinstance(outcome(deep(d), 0, True), str))
    game, runaway = deep(deepest), deep(deepest + 1)
    assert sys.getrecursionlimit() >= 1000 + CALL_DEPTH

    def at_depth(k: int, run):
        return at_depth(k - 1, run) if k else run()

    for playout in (True, False):
        assert not isinstance(at_depth(900, lambda: outcome(game, 0, playout)), str)
        assert "calls nest deeper" in at_depth(900, lambda: outcome(runaway, 0, playout))


FAULT = """\
players 2..2
zone deck visible to nobody
card token { n: int }
deck deck {
  for k in range(1, 6) {
    1 token "t{k}" (n: k)
  }
}
var total: int = 0
procedure walk(k: int, c: card) {
  total += c.n
  if k > 0 {
    walk(k - 1, if k == 2 then none else c)
  }
}
play {
  choose x in [1, 2] by 0 as "x"
  walk(3, top(deck))
  end game
}
"""


def test_a_fault_in_a_call_of_a_procedure_that_calls_itself_reads_that_call_s_locals(both_forms):
    game, steps = both_forms(FAULT, 2, "fault.rules")
    assert is_function(game, "walk")
    expected = ("fault.rules:11:3: error: run-time error in 'walk': 'c' is none here (nothing was chosen, or it was "
                "taken from an empty zone): check 'if c == none' before using it")
    for g in (game, steps):
        assert outcome(g, 0, playout=True) == outcome(g, 0, playout=False) == expected


EXITS = """\
players 2..2
var n: int = 0
var exits: int = 0
var score: int per player = 0
phase round {
  dig(n % 7 + 3)
  n += 1
}
procedure dig(k: int) {
  n += 1
  if k == 0 {
    exits += 1
    exit round
  }
  deeper(k)
}
procedure deeper(k: int) {
  dig(k - 1)
}
play {
  while exits < 6 {
    choose x in [1, 2] by exits % 2 as "x"
    score[exits % 2] += x
    round()
  }
  end game
}
rank p by score[p]
"""


def test_an_exit_from_deep_in_calls_that_call_each_other_leaves_them_as_the_steps_do(both_forms):
    game, steps = both_forms(EXITS, 2, "exits.rules")
    assert is_function(game, "dig") and is_function(game, "deeper")
    for seed in range(4):
        assert outcome(game, seed, True) == outcome(game, seed, False) == outcome(steps, seed, False)


QUIET_CYCLE = """\
players 2..3
zone hand per player visible to owner
zone hidden per player visible to owner
zone deck visible to nobody
card chip { worth: int }
deck deck {
  for i in range(1, 30) {
    1 chip "chip {i}" (worth: i)
  }
}
var turns: int = 0
procedure first(k: int) {
  if k > 0 {
    second(k - 1)
  }
  simultaneous p in players() {
    choose c in hand of p by p as "hide one" or none
    move c to hidden of p
  }
}
procedure second(k: int) {
  turns += 1
  first(k)
}
play {
  shuffle deck
  for p in players() {
    move top(deck, 6) to hand of p
  }
  first(3)
  end game
}
"""


def test_procedures_that_call_each_other_are_quiet_where_either_is_whatever_is_asked_first(both_forms):
    game, steps = both_forms(QUIET_CYCLE, 3, "quiet.rules")
    for names in (("first", "second"), ("second", "first")):
        plan = Plan(game.rules.program)
        assert [plan.quiet_proc(name, True) for name in names] == [True, True]
    for seed in range(6):
        for log in (False, True):
            assert outcome(game, seed, True, log) == outcome(game, seed, False, log) == outcome(steps, seed, False, log)


PARTS = """\
players 2..2
option depth: int = 10 "how deeply each player's part calls"
var n: int = 0
procedure dig(k: int) {
  n += 1
  if k > 0 {
    dig(k - 1)
  }
}
procedure round {
  simultaneous p in players() {
    choose x in [0, 1] by p as "how much deeper"
    dig(depth + x)
  }
}
play {
  round()
  end game
}
"""


def test_calls_in_a_player_s_part_nest_as_deeply_as_on_the_part_s_own_stack():
    # a playout without a log runs the parts as generators on the game's stack; the steps run each
    # part on a stack of its own, one frame deep
    base = Game.from_text(PARTS, players=2, file="parts.rules")
    errors = set()
    for depth in range(CALL_DEPTH - 4, CALL_DEPTH):
        game, steps = (Game.from_document(base.rules.doc, 2, {"depth": depth}, PARTS, native=native)
                       for native in (True, False))
        assert is_function(game, "dig")
        for seed in range(3):
            expected = outcome(steps, seed, playout=False, log=False)
            assert outcome(game, seed, playout=True, log=False) == outcome(game, seed, False, False) == expected
            errors.add(expected if isinstance(expected, str) else None)
    assert len(errors) == 2


DIVE = """
game "Dive"
players 2
option depth: int = 10
var n: int = 0
var score: int per player = 0
event landed(k: int)
procedure dive(k: int) {
  n += 1
  if k > 0 {
    dive(k - 1)
    n += 1
  } else {
    emit landed(k)
    n += 1
  }
}
on after landed {
  choose x in [1, 2] by 0 as "bottom"
  score[0] += x
  simultaneous p in players() {
    choose y in [1, 2] by p secretly as "both"
    score[p] += y
  }
}
play {
  choose x in [1, 2] by 1 as "first"
  dive(depth)
  end game
}
rank p by score[p]
"""


def test_a_procedure_that_waits_calls_itself_as_deeply_as_calls_nest():
    """A procedure that may wait calls the function of its callee itself (`assemble.py`): as deep as
    calls may nest, one decision at a time or played out, the games the steps play, and the same
    error one frame deeper."""
    base = Game.from_text(DIVE, players=2, file="dive.rules")
    for depth in (CALL_DEPTH - 3, CALL_DEPTH - 2, CALL_DEPTH - 1):
        game, steps = (Game.from_document(base.rules.doc, 2, {"depth": depth}, DIVE, native=native)
                       for native in (True, False))
        assert not is_function(game, "dive")
        expected = outcome(steps, 0, playout=False)
        assert outcome(game, 0, playout=False) == outcome(game, 0, playout=True) == expected
        assert isinstance(expected, str) == (depth == CALL_DEPTH - 1)
        if isinstance(expected, str):
            assert expected == f"dive.rules:11:5: error: procedure calls nest deeper than {CALL_DEPTH} " \
                               "(is 'dive' calling itself without end?)"
        else:
            _, decisions, _, variables, _ = expected[0]
            assert decisions == 4 and variables[0] == 2 * depth + 2  # down and back up, every frame
