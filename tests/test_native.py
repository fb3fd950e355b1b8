"""Generated code (`native.py`): the same games as the step interpreter, errors in the right place."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from rulerun.grammar import RulesErrors
from rulerun.interpreter import engine
from rulerun.interpreter.engine import SIMULTANEOUS, Game, load_document

ROOT = Path(__file__).resolve().parent.parent


def play(game: Game, seed: int) -> list[str]:
    rng = random.Random(seed)
    state = game.new_initial_state(seed)
    while not state.is_terminal():
        player = state.current_player()
        if player == SIMULTANEOUS:
            player = state.acting_players()[0]
        state.apply_action(rng.randrange(len(state.legal_actions(player))), player)
    return state.log_lines()


CASES = [("animalia", 2), ("animalia", 5), ("hoarders", 3), ("hoarders", 6), ("evolution", 2), ("evolution", 5),
         ("alienz", 3)]


@pytest.mark.parametrize("name,players", CASES)
def test_generated_code_plays_the_same_games_as_the_steps(name, players):
    doc, text = load_document(ROOT / "rulebooks" / f"{name}.rules")
    options = {"target": 30} if name == "alienz" else None
    native = Game.from_document(doc, players, options, text)
    steps = Game.from_document(doc, players, options, text, native=False)
    assert native.model.funcs is not None and steps.model.funcs is None
    for seed in range(3):
        assert play(native, seed) == play(steps, seed)


def test_every_bundled_rulebook_generates_functions():
    for path in sorted((ROOT / "rulebooks").glob("*.rules")):
        model = engine.load_game(path).model
        assert model.native_lines, path.name
        assert all(f is not None for f in model.funcs)


NESTED_CALLS = """\
players 2..2
var n: int = 0
procedure inner(k: int) {
  n += 10 / k
}
procedure outer {
  inner(n)
}
play {
  outer()
}
"""


def test_a_run_time_error_in_a_called_procedure_points_at_its_statement():
    game = Game.from_text(NESTED_CALLS, players=2, file="calls.rules")
    with pytest.raises(RulesErrors) as info:
        game.new_initial_state(0)
    err = info.value.errors[0]
    assert "run-time error in 'inner': division by zero" in err.message
    assert (err.span.line, err.span.column) == (4, 3)


LOOP_IN_CALLEE = """\
players 2..2
var n: int = 0
procedure spin {
  while n >= 0 {
    n += 1
  }
}
play {
  choose x in [1, 2] by 0
  spin()
}
"""


def test_an_endless_loop_in_a_called_procedure_is_named(monkeypatch):
    monkeypatch.setattr(engine, "STEP_LIMIT", 5_000)
    game = Game.from_text(LOOP_IN_CALLEE, players=2, file="spin.rules")
    state = game.new_initial_state(0)
    with pytest.raises(RulesErrors) as info:
        state.apply_action(0)
    err = info.value.errors[0]
    assert "the rules ran 5000 steps without a decision; 'spin' seems to loop forever" in err.message
    assert (err.span.line, err.span.column) == (4, 9)


def test_deep_nesting_falls_back_to_steps_and_still_runs():
    depth = 40
    body = "".join("  " * i + "if n < 100 {\n" for i in range(1, depth + 1))
    body += "  " * (depth + 1) + "n += 1\n"
    body += "".join("  " * i + "}\n" for i in range(depth, 0, -1))
    text = f"players 2..2\nvar n: int = 0\nplay {{\n{body}}}\n"
    game = Game.from_text(text, players=2)
    state = game.new_initial_state(0)
    assert state.is_terminal() and state.var("n") == 1


def test_events_with_generated_triggers_keep_their_order_and_values():
    text = """\
players 2..2
var seen: int = 0
var total: int = 0
event gain(p: player, amount: int)
on before gain {
  amount = amount * 2
  seen = amount
}
on before gain when amount > 5 {
  seen += 100
}
on after gain {
  total += amount
}
play {
  emit gain(0, 3) {
    total = gain.amount
  }
}
"""
    for native in (True, False):
        doc_game = Game.from_text(text, players=2)
        game = doc_game if native else Game.from_document(doc_game._compiler.doc, 2, None, text, native=False)
        state = game.new_initial_state(0)
        # each trigger's locals hold the values at the emit; the body and the after trigger see the change
        assert (state.var("seen"), state.var("total")) == (6, 12), native
