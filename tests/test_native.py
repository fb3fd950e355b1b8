"""Generated code (`codegen/`): the same games as the step interpreter, errors in the right place, and
the shapes of code the generator promises (loops in place, values read once, no log where none runs)."""

from __future__ import annotations

import collections
import random
import re
from pathlib import Path

import pytest

from rulerun.grammar import RulesErrors, parse_expression
from rulerun.interpreter import engine
from rulerun.interpreter.engine import SIMULTANEOUS, Game, load_document, load_game

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


def test_a_copy_is_not_charged_with_the_rounds_its_original_spent():
    """The rounds generated loops may run are the state's own, filled in at one decision. A copy
    starts with none spent: a copy of a state whose rounds were all spent at this very decision is
    not stopped as a runaway (as a new state once was, charged with a dropped one's rounds)."""
    game = load_game("animalia", players=4)
    fresh = game.new_initial_state(1)
    state = game.unstarted_state(1, True)
    d = state.data
    d.budget, d.budget_filled = -1, (d.decisions, d.steps)  # as left by loops that spent it all here
    copy = state.clone()
    copy._run()
    assert copy.log_lines() == fresh.log_lines()
    with pytest.raises(RulesErrors, match="seems to loop forever"):
        state._run()  # the original itself is stopped: its rounds are spent


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
        game = doc_game if native else Game.from_document(doc_game.rules.doc, 2, None, text, native=False)
        state = game.new_initial_state(0)
        # each trigger's locals hold the values at the emit; the body and the after trigger see the change
        assert (state.var("seen"), state.var("total")) == (6, 12), native


EXITS = """\
players 2..2
var n: int = 0
var trace: int = 0
event ping(k: int)
on before ping when k > 2 {
  trace += 100
  if n > 6 {
    exit inner_loop
  }
}
on after ping {
  trace += 1
}
procedure check {
  if n % 4 == 3 {
    log "leave the loop at {n}"
    exit inner_loop
  }
}
procedure inner_loop {
  while true {
    n += 1
    emit ping(n % 5) {
      check()
    }
    if n > 40 {
      exit nowhere_on_the_stack
    }
  }
}
procedure nowhere_on_the_stack {
  n += 1000
}
procedure round(r: int) {
  inner_loop()
  log "round {r}: n = {n}, trace = {trace}"
  if r == 2 {
    choose x in [1, 2] by 0 as "pick"
    n += x
  }
}
play {
  for r in range(1, 12) {
    round(r)
  }
  log "done: {n}, {trace}, {size([1])}"
}
"""


def test_exit_in_generated_code_leaves_the_same_procedures_and_events_as_the_steps():
    native = Game.from_text(EXITS, players=2, file="exits.rules")
    steps = Game.from_document(native.rules.doc, 2, None, EXITS, native=False)
    # the procedures with an `exit` are generated too, now
    from rulerun.interpreter.codegen.steps import Run

    assert isinstance(native.model.procedures[native.model.proc_index["check"]].steps[0], Run)
    assert isinstance(native.model.procedures[native.model.proc_index["inner_loop"]].steps[0], Run)
    for seed in range(3):
        lines = play(native, seed)
        assert lines == play(steps, seed)
        state = native.new_initial_state(seed)
        state.playout(random.Random(seed).randrange)
        assert state.log_lines() == lines and not state.data.events
    # exits from a trigger, from a called procedure and from the loop itself
    assert any("leave the loop" in line for line in lines) and any(line.startswith("done") for line in lines)


def run_time_error(text: str, file: str) -> list:
    """The run-time error of a random game of `text`, with generated code and step by step, played
    one decision at a time and as a playout without a log."""
    base = Game.from_text(text, players=2, file=file)
    errors = []
    for game in (base, Game.from_document(base.rules.doc, 2, None, text, native=False)):
        with pytest.raises(RulesErrors) as info:
            play(game, 1)
        errors.append(info.value.errors[0])
        with pytest.raises(RulesErrors) as info:
            game.new_initial_state(1, log=False).playout(random.Random(1).randrange)
        errors.append(info.value.errors[0])
    return errors


def test_an_exit_of_a_procedure_that_is_not_running_is_a_located_error():
    for err in run_time_error(EXITS.replace("if n > 40 {", "if n > 20 {"), "exits.rules"):
        assert err.code == "runtime"
        assert "run-time error in 'inner_loop': 'exit nowhere_on_the_stack', but 'nowhere_on_the_stack' is not " \
               "running" in err.message
        assert (err.span.line, err.span.column) == (27, 7)


def test_a_simultaneous_block_inside_another_is_a_located_error():
    text = """\
players 2..2
var n: int = 0
procedure both {
  simultaneous q in players() {
    choose b in [1, 2] by q
    n += b
  }
}
play {
  simultaneous p in players() {
    choose a in [1, 2] by p
    both()
  }
}
"""
    # the inner block changes a variable; and (its parts run one after the other in a playout) it does not
    for inner in (text, text.replace("n += b", "let m = b + 1")):
        for err in run_time_error(inner, "nested.rules"):
            assert err.code == "runtime" and "run-time error in 'both': a 'simultaneous' block cannot begin inside" \
                in err.message
            assert (err.span.line, err.span.column) == (4, 3)


def test_texts_that_look_like_code_stay_texts_in_generated_code():
    text = """\
players 2..2
zone pile
card chip { v: int }
deck pile { 3 chip "st.cvars L[0]" (v: 2) }
var owner: int = 2
play {
  log "{sum(c.v for c in pile where c.v == owner)} {count(c in pile where c.name == \\"st.cvars L[0]\\")}"
}
"""
    game = Game.from_text(text, players=2)
    assert game.new_initial_state(0).log_lines()[0] == "6 3"
    assert any("'st.cvars L[0]'" in source for source in game.model.generated.values())


MOVES = """\
players 2..2
zone deck visible to nobody
zone hand per player visible to owner
zone pile
card chip { worth: int }
deck deck {
  for i in range(1, 9) {
    1 chip "chip {i}" (worth: i)
  }
}
var rounds: int = 0
play {
  shuffle deck
  move top(deck, 2) to pile
  while rounds < 6 {
    rounds += 1
    for p in players() {
      move top(deck, 2) to hand of p
    }
    move cards(hand of 0) to hand of 1
    move cards(hand of 1) to hand of 1
    move cards(pile) to hand of 0
    move cards(hand of 0) to pile
    move cards(deck) to deck
    move first(c in hand of 1 where c.worth > 4) to deck
    move cards(hand of 1) to deck
    move cards(pile) to deck at bottom
    move top(deck, 2) to pile
    move top(deck) to pile
    move top(pile) to pile
    move top(hand of 0) to hand of 1
    move top(hand of 0) to deck
    shuffle deck
  }
  log "pile: {cards(pile)}; deck: {cards(deck)}"
}
"""


def test_moving_a_whole_zone_or_its_top_card_moves_as_moving_its_cards_one_by_one(both_forms):
    base, steps = both_forms(MOVES, 2, "moves.rules")
    for seed in range(5):
        for log in (False, True):
            a, b = base.new_initial_state(seed, log=log), steps.new_initial_state(seed, log=log)
            assert a.is_terminal() and b.is_terminal()
            assert a.data.zones == b.data.zones and a.data.loc == b.data.loc
            assert a.log_lines() == b.log_lines()
            assert all(a.data.loc[c] == z for z, cards in enumerate(a.data.zones) for c in cards)


def test_comparing_each_item_with_a_value_counts_and_finds_as_the_loop_would(both_forms):
    text = """\
players 2..2
var xs: list of int
var words: list of text
var k: int = 2
var none_of_them: list of int
play {
  xs = [2, 5, 2, 7, 2]
  words = ["a", "b"]
  log "{count(x in xs where x == k)} {count(x in xs where x != k)} {count(x in xs where x == 9)}"
  log "{any(x in xs where x == 7)} {any(x in xs where x == 8)} {any(x in xs where x != 2)} {any(x in [2, 2] where x != 2)}"
  log "{all(x in xs where x == 2)} {all(x in [2, 2] where x == k)} {all(x in xs where x != 8)} {all(x in xs where x != 5)}"
  log "{count(w in words where w == \\"b\\")} {count(x in none_of_them where x == k)} {any(x in none_of_them where x != k)}"
  log "{all(x in none_of_them where x == k)} {count(x in xs where x == -2)}"
}
"""
    for game in both_forms(text, 2, "equal.rules"):
        assert game.new_initial_state(0).log_lines()[:5] == [
            "3 2 0", "yes no yes no", "no yes yes no", "1 0 no", "yes 0"]


def expression_sources(game: Game, expression: str) -> list[str]:
    """The generated sources of one expression of `game`'s rulebook, written as a function of its own."""
    from rulerun.interpreter.codegen import Generator
    from rulerun.interpreter.resolve import resolve_expression

    expr, _ = resolve_expression(game.rules.program, parse_expression(expression))
    gen = Generator(game.rules.program, game.rules.layout)
    gen.expression_function(expr)
    return list(gen.unit.generated.values())


def test_a_loop_works_out_what_does_not_depend_on_its_item_once_and_the_rest_for_each_item():
    text = """\
players 2..2
var xs: list of int
var ys: list of int
define limit = max(y in ys where y < 10)
define far(x: int) = x + x * 7 - x * 7 + x * 3 - x * 3 + x * 5 - x * 5 + x * 11 - x * 11 + x * 13 - x * 13 + x * 17 - x * 17 + x * 19 - x * 19 + x * 23 - x * 23 + x * 29 - x * 29 + x * 31 - x * 31 + x * 37 - x * 37 + x * 41 - x * 41 + x * 43 - x * 43 + x * 47 - x * 47 + x * 53 - x * 53 + x * 59 - x * 59
play {
  xs = [3, 8, 12, 5, 9]
  ys = [4, 7, 15, 2]
  log "{count(x in xs where x > limit)} {count(x in xs where far(x) > 4 and x < 9)}"
  log "{count(i in range(1, 40) where random([1, 2]) == 1)}"
}
"""
    game = Game.from_text(text, players=2, file="invariant.rules")
    lines = game.new_initial_state(0).log_lines()
    assert lines[0] == "3 2"
    drawn = int(lines[1])
    assert 0 < drawn < 39  # a random draw for each item, not one for the whole loop

    def kept_once(expression: str) -> bool:  # whether the loop keeps a value worked out once
        return any("_NOT_YET" in source for source in expression_sources(game, expression))

    assert kept_once("count(x in xs where x > limit)")
    assert not kept_once("count(x in xs where far(x) > 4 and x < 9)")
    assert not kept_once("count(i in range(1, 40) where random([1, 2]) == 1)")


def test_a_value_worked_out_once_inside_another_is_worked_out_with_it_under_no_name_of_its_own(both_forms):
    """A loop keeps what does not depend on its item in a name of its own, worked out the first time
    it is reached. A value inside such a value's code is worked out at most once a loop with it: it
    needs no name, nor the test of whether it is worked out yet at each item."""
    text = """\
players 2..2
var xs: list of int
var ys: list of int
define limit = max(y in ys where y < 10)
define bar = if limit > 3 then limit * 2 else limit
play {
  xs = [3, 8, 12, 5, 14, 9]
  ys = [4, 7, 15, 2]
  log "{count(x in xs where x >= bar)} {count(x in xs where x > limit or x == bar)}"
}
"""
    for game in both_forms(text, 2, "nested.rules"):
        assert game.new_initial_state(0).log_lines()[0] == "1 4"
    game = both_forms(text, 2, "nested.rules")[0]

    def kept_names(expression: str) -> int:  # the values the loop keeps, each in a name of its own
        return sum(len(re.findall(r"^ *_t\d+ = _NOT_YET$", source, re.M))
                   for source in expression_sources(game, expression))

    assert kept_names("count(x in xs where x >= bar)") == 1  # `bar`, and `limit` (twice) inside it
    assert kept_names("count(x in xs where x > limit or x == bar)") == 2  # `limit`; `bar`, with `limit` inside


SHARED_PICKS = """\
players 3..3
zone pool
zone taken per player visible to everyone
card chip { worth: int }
deck pool {
  for i in range(1, 9) {
    1 chip "chip {i}" (worth: i)
  }
}
play {
  simultaneous p in players() {
    choose c in pool by p as "take a chip"
    move c to taken of p
  }
  log "{cards(taken of 0)} / {cards(taken of 1)} / {cards(taken of 2)} / {cards(pool)}"
}
"""


def test_a_decision_keeps_its_options_while_other_players_take_from_the_same_zone(both_forms):
    base, steps = both_forms(SHARED_PICKS, 3, "picks.rules")
    for seed in range(6):
        assert play(base, seed) == play(steps, seed)
        state = base.new_initial_state(seed)
        options = [list(state.options(p)) for p in state.acting_players()]
        state.apply_action(len(options[0]) - 1, 0)  # the first player takes the last chip
        assert [list(state.options(p)) for p in state.acting_players()] == options[1:]


def test_a_choice_filters_its_candidates_with_what_does_not_depend_on_them_worked_out_once(both_forms):
    text = """\
players 2..2
var xs: list of int
var ys: list of int
define limit = max(y in ys where y < 10)
play {
  xs = [3, 8, 12, 5, 9]
  ys = [4, 7, 15, 2]
  choose c in xs where c > limit and count(z in xs where z < c) >= 3 by 0 as "pick"
  log "picked {c}"
}
"""
    base, steps = both_forms(text, 2, "candidates.rules")
    # `limit` is kept once in the generated `play`; the count, which reads the candidate, is not
    assert "_NOT_YET" in base.model.funcs[base.model.main].__globals__
    for game in (base, steps):
        state = game.new_initial_state(0)
        assert state.options(0) == ["12", "9"]
        for seed in range(3):
            lines = game.playout(seed, random.Random(seed).randrange, log=True).log_lines()
            assert lines[-2] in ("picked 12", "picked 9")


def test_a_card_is_taken_from_anywhere_in_its_zone_as_remove_would():
    from hypothesis import given, strategies as st

    from rulerun.interpreter.runtime import take

    @given(st.lists(st.integers(0, 60), min_size=1, max_size=12, unique=True), st.data())
    def check(cards, data):
        card = data.draw(st.sampled_from(cards))
        taken, removed = cards[:], cards[:]
        take(taken, card)
        removed.remove(card)
        assert taken == removed

    check()


def test_asking_whether_a_size_is_zero_gives_the_same_answers_without_measuring(both_forms):
    text = """\
players 2..2
zone pile
zone hand per player
card chip { v: int }
deck pile { 3 chip "chip" (v: 1) }
var xs: list of int
var nothing: list of int
play {
  xs = [4]
  move top(pile) to hand of 0
  log "{size(pile) == 0} {size(pile) != 0} {size(pile) > 0} {size(pile) <= 0}"
  log "{size(hand of 1) == 0} {size(hand of 1) > 0} {size(hand of 0) == 0} {size(hand of 0) != 0}"
  log "{size(xs) == 0} {size(xs) > 0} {size(nothing) == 0} {size(nothing) != 0} {size(none) <= 0}"
  log "{size(xs) == 1} {size(pile) >= 0} {size(pile) < 0} {(size(pile) == 0) == false}"
}
"""
    base, steps = both_forms(text, 2, "sizes.rules")
    for game in (base, steps):
        assert game.new_initial_state(0).log_lines()[1:5] == [
            "no yes yes no", "yes no no yes", "no yes yes no yes", "yes yes no yes"]
    generated = "".join(base.model.generated.values())
    assert re.search(r"\(not (_st_zones|st\.zones)\[0\]\)", generated)
    assert re.search(r"\(not not (_st_zones|st\.zones)\[0\]\)", generated)


def test_a_range_of_two_numbers_serves_one_list_that_no_statement_changes(both_forms):
    text = """\
players 2..2
play {
  let r = range(1, 3)
  r[0] = 9
  for i in range(1, 2) {
    let s = range(1, 3)
    s[i] = 7
    log "{r} {s} {range(1, 3)} {range(3, 1)}"
  }
}
"""
    for game in both_forms(text, 2, "ranges.rules"):
        assert game.new_initial_state(0).log_lines()[:2] == [
            "[9, 2, 3] [1, 7, 3] [1, 2, 3] []", "[9, 2, 3] [1, 2, 7] [1, 2, 3] []"]


def test_generated_functions_read_the_state_parts_they_use_twice_from_locals():
    from rulerun.interpreter.codegen.emit import Function, Unit

    fn = Function(Unit("t.rules"), "p")
    zones, log, loc = fn.state("zones"), fn.state("log"), fn.state("loc")
    fn.add(0, f"if {log} is None and len({zones}[0]) > 0: {zones}[1].append('st.zones[0]')", "a")
    fn.add(0, f"st.vars[2] = {loc}[3] + \"st.log\" if {log} is None else 0", "b")
    source, where = fn.source()
    assert source.splitlines() == [
        "def _native(st, L):",
        "    _st_log = st.log",
        "    _st_zones = st.zones",
        "    if _st_log is None and len(_st_zones[0]) > 0: _st_zones[1].append('st.zones[0]')",
        "    st.vars[2] = st.loc[3] + \"st.log\" if _st_log is None else 0",
    ]
    assert [span for span, _ in where] == [None, None, None, "a", "b"]


def test_a_cold_read_is_not_kept_in_a_name_of_its_own_but_reads_one_kept_for_others():
    """Code that runs at most once a run of what holds it, often not at all (a define's value its
    table has not kept yet, a value a loop keeps once), reads the state where it stands: a name set
    where the function begins would cost every call for reads that most calls never make."""
    from rulerun.interpreter.codegen.emit import Function, Unit

    fn = Function(Unit("t.rules"), "p")
    zones, log, loc, memos = fn.state("zones"), fn.state("log"), fn.state("loc"), fn.read("st.memos[3]", "_memo3")
    fn.add(0, f"x = {memos}[0] if 0 in {memos} else " + fn.cold(f"len({zones}[0]) + len({zones}[1]) + {loc}[0]"), "a")
    fn.add(0, fn.cold(f"y = {log} or {memos}"), "b")
    source, _ = fn.source()
    assert source.splitlines() == [
        "def _native(st, L):",
        "    _memo3 = st.memos[3]",
        "    x = _memo3[0] if 0 in _memo3 else len(st.zones[0]) + len(st.zones[1]) + st.loc[0]",
        "    y = st.log or _memo3",
    ]
    assert fn.cold(fn.cold(str(zones))) == fn.cold(str(zones)) and fn.cold("st.zones") == "st.zones"


NEVER_WRITTEN = """\
players 2..2
zone pile
zone hand per player
card chip { v: int }
deck pile { 4 chip "chip" (v: 1) }
var total: int = 0
procedure give(p: player, k: int) {
  k += 1
  if size(hand of p) < k and size(pile) > 0 {
    move top(pile) to hand of p
  }
  total += size(hand of p) + k + p
}
play {
  give(0, 1)
  give(1, 2)
  log "{total}"
}
"""


def test_what_a_generated_function_never_writes_is_read_from_a_local_name():
    game = Game.from_text(NEVER_WRITTEN, players=2, file="written.rules")
    assert "8" in game.new_initial_state(0).log_lines()
    give = next(source for name, source in game.model.generated.items() if ": give #" in name)
    # `p` (slot 0) is never written: read once into a name; `k` (slot 1) is written: read where it is
    assert "    _l0 = L[0]\n" in give and "_l1" not in give and ":= L[1] + 1)" in give


def test_locals_that_rules_change_in_every_way_keep_their_new_values(both_forms):
    text = """\
players 2..2
zone deck
zone hand per player
card chip { v: int }
deck deck {
  for i in range(1, 6) {
    1 chip "chip {i}" (v: i)
  }
}
event gain(p: player, amount: int)
on before gain {
  amount = amount + 10
  log "raised to {amount}, {amount}"
}
procedure change(xs: list of int, n: int) {
  xs[0] = n
  if xs[0] > 3 and xs[1] > 3 {
    log "{xs}"
  }
}
procedure pick(p: player) {
  choose c in hand of p by p optional as "a chip"
  if c != none {
    move c to deck
  }
}
procedure take(p: player, xs: list of int, n: int) {
  log "{p} {xs} {n}, {p} {xs} {n}"
  n = n + 1
  xs[0] = n
  log "{xs} {n}, {xs} {n}"
  change(xs, n)
  p = next(p)
  pick(p)
  for i in xs {
    log "{i} {i + n}"
  }
  emit gain(p, n) {
    log "{gain.amount} {gain.amount}"
  }
}
procedure deal {
  take(0, [7, 8], 3)
  log "{cards(deck)}"
}
play {
  shuffle deck
  move top(deck, 2) to hand of 1
  deal()
}
"""
    base, steps = both_forms(text, 2, "locals.rules")
    for seed in range(6):
        a, b = base.new_initial_state(seed), steps.new_initial_state(seed)
        while not a.is_terminal():
            action = seed % len(a.legal_actions(a.current_player()))
            a.apply_action(action, a.current_player())
            b.apply_action(action, b.current_player())
        assert a.log_lines() == b.log_lines()
    assert base.new_initial_state(0).log_lines()[2:] == ["P1 [7, 8] 3, P1 [7, 8] 3", "[4, 8] 4, [4, 8] 4",
                                                         "[4, 8]"]
    endings = []
    for seed in range(4):
        state = base.playout(0, random.Random(seed).randrange, log=True)  # generated from its start
        endings.append(state.log_lines()[6:-1])
    assert ["  chip 4: hand of P2 -> deck", "4 8", "8 12", "raised to 14, 14", "14 14",
            "chip 5, chip 3, chip 2, chip 1, chip 4"] in endings
    assert ["4 8", "8 12", "raised to 14, 14", "14 14", "chip 5, chip 3, chip 2, chip 1"] in endings


def test_a_zone_is_shuffled_as_the_generator_would_shuffle_it():
    from hypothesis import given, strategies as st

    from rulerun.interpreter.runtime import shuffle

    def same(seed: int, size: int) -> None:
        ours, theirs = random.Random(seed), random.Random(seed)
        a, b = list(range(size)), list(range(size))
        shuffle(ours, a)
        theirs.shuffle(b)
        assert a == b and ours.getstate() == theirs.getstate()

    given(st.integers(0, 2**32), st.integers(0, 300))(same)()
    for size in (1024, 1025, 1500):  # beyond the table of bit lengths
        same(size, size)

    class Other(random.Random):
        def _randbelow(self, n):
            return n - 1

    cards = list(range(6))
    shuffle(Other(1), cards)  # a generator that draws otherwise shuffles by its own method
    assert cards == [0, 1, 2, 3, 4, 5]


INLINED = """\
players 3..3
zone deck
zone pile per player
card chip { v: int }
deck deck {
  for i in range(1, 12) {
    1 chip "chip {i}" (v: i)
  }
}
var total: int = 0
procedure add(p: player, k: int) {
  k = k + p
  total += k
  log "{p} adds {k}, {k}"
}
procedure deal(p: player, n: int) {
  add(p, n)
  move top(deck) to pile of p
  add(p, n * 2)
  if total > 200 {
    log "{p} stops it at {total}"
    end game winners p
  }
}
procedure maybe(p: player) {
  if size(pile of p) > 2 {
    return
  }
  deal(p, 1)
}
play {
  shuffle deck
  while size(deck) > 0 {
    for p in players() {
      choose n in [1, 5, 9] by p
      if size(deck) > 0 {
        deal(p, n)
        maybe(p)
      }
    }
  }
}
"""


def test_a_called_procedure_written_in_place_plays_the_same_game(both_forms):
    base, steps = both_forms(INLINED, 3, "inlined.rules")
    owners = {name for _, _, names in base.model.native_lines.values() if names for name in names if name}
    assert {"add", "deal"} <= owners and "maybe" not in owners  # `maybe` leaves by a `return`
    ended = set()
    for seed in range(12):
        for game in (base, steps):
            a = game.playout(seed, random.Random(seed).randrange, log=True)
            b = game.new_initial_state(seed)
            b.playout(random.Random(seed).randrange)
            assert a.log_lines() == b.log_lines()
            assert a.log_lines() == steps.playout(seed, random.Random(seed).randrange, log=True).log_lines()
            ended.add(any("stops it" in line for line in a.log_lines()))
            assert base.playout(seed, random.Random(seed).randrange).data.vars == a.data.vars
    assert ended == {True, False}


def test_a_field_of_a_value_a_loop_compares_with_is_looked_up_once_and_fails_only_where_it_would(both_forms):
    text = """\
players 2..2
zone pile
zone hand per player
card chip { v: int }
deck pile {
  for i in range(1, 6) {
    1 chip "chip {i}" (v: i % 2)
  }
}
procedure check(c: card, p: player) {
  log "{count(x in hand of p where x.v == c.v)} {first(x in hand of p where x.v != c.v)}"
}
play {
  move top(pile, 3) to hand of 0
  check(top(pile), 0)
  check(none, 1)
  log "the empty hand asked nothing of none"
  if n > 0 {
    check(none, 0)
  }
}
"""
    for game in both_forms(text.replace("play {", "var n: int = 0\nplay {"), 2, "lookup.rules"):
        lines = game.new_initial_state(0).log_lines()
        assert lines[-4:-1] == ["1 chip 6", "0 none", "the empty hand asked nothing of none"]
    for game in both_forms(text.replace("play {", "var n: int = 1\nplay {"), 2, "lookup.rules"):
        with pytest.raises(RulesErrors) as info:
            game.new_initial_state(0)
        err = info.value.errors[0]
        assert "run-time error in 'check'" in err.message and (err.span.line, err.span.column) == (11, 3)
        state = game.blank_state(0)
        for name in ("chip 1", "chip 2", "chip 4"):
            state.place(name, "hand", 0)
        v, hand = game.model.card_fields["v"], state.data.zones[game.model.zone_instance("hand", 0)]
        top = v[state.data.zones[game.model.zone_instance("pile")][-1]]
        assert game.evaluate(state, "count(x in hand of 0 where x.v == top(pile).v)") == [v[c] for c in hand].count(top)
        assert game.evaluate(state, "count(x in hand of 1 where x.v == first(hand of 1).v)") == 0
        assert game.evaluate(state, "first(x in hand of 0 where x.v != top(pile).v)") == \
            next(c for c in hand if v[c] != top)



def test_items_whose_code_names_a_value_are_compared_and_listed_in_generated_code(both_forms):
    # `top(pile)` and a kept define's value (two arguments: a tuple looked up once) are named as they
    # are worked out; Python allows no such name in what a comprehension runs over
    text = """\
players 3..3
zone pile
zone hand per player
card chip { v: int  o: player }
deck pile {
  for i in range(1, 12) {
    1 chip "chip {i}" (v: i % 3, o: i % 3)
  }
}
var k: int = 1
var xs: list of int
define holder(c: card, m: int) = first(q in players() where count(x in hand of q where x.v == c.v) >= m)
play {
  shuffle pile
  for p in players() {
    move top(pile, 3) to hand of p
  }
  xs = [1, 1, 2]
  for c in hand of 0 {
    log "{any(x in hand of holder(c, 1) where x != c)} {all(x in hand of holder(c, 1) where x == c)}"
    log "{count(x in hand of holder(c, 1) where x != c)} {size(cards(hand of [holder(c, 1), 2]))}"
    log "{any(x in hand of top(pile).o where x != c)} {all(x in hand of top(pile).o where x == c)}"
    log "{any(x in xs where x != k)} {all(x in xs where x == k)} {count(x in xs where x != k)}"
  }
}
"""
    base, steps = both_forms(text, 3, "named.rules")
    assert ".get((" in "".join(base.model.generated.values())  # the kept define's tuple, looked up once
    for seed in range(4):
        lines = base.new_initial_state(seed).log_lines()
        assert lines == steps.new_initial_state(seed).log_lines()
        assert lines[7:-1:4] == ["yes no 1"] * 3 and len(lines) == 17


AGGREGATES = """\
players 3..3
zone pile
zone hand per player
card chip { v: int  var mark: int = 0 }
deck pile {
  for i in range(1, 20) {
    1 chip "chip {i}" (v: i % 4)
  }
}
var seen: list of int
var marked: int = 0
procedure look(p: player, c: card) {
  if count(x in hand of p where x.v == c.v) >= 1 and any(x in hand of p where x.mark > 0) {
    log "{p} holds a match of {c} and a marked chip"
  }
  let most = max(x.v for x in hand of p)
  let least = min(x.v + x.mark for x in hand of p where x.v > 0)
  let low = all(x in hand of p where x.v < 3)
  let odd = first(x in hand of p where x.v % 2 == 1)
  for x in filter(y in hand of p where y.v >= c.v) {
    x.mark += 1
  }
  marked = count(x in hand of p where x.mark > 0)
  seen = [most, sum(x.v for x in hand of p), count(q in players() where any(x in hand of q where x.v == most))]
  log "{p}: {most} {least} {low} {odd} {marked} {seen}"
}
play {
  shuffle pile
  for p in players() {
    move top(pile, 3) to hand of p
  }
  for round in range(1, 2) {
    for p in players() {
      look(p, top(pile))
      move top(pile) to hand of p
    }
  }
}
"""


def test_aggregates_that_a_statement_works_out_first_run_as_loops_in_its_code(both_forms):
    import sys

    base, steps = both_forms(AGGREGATES, 3, "aggregates.rules")
    for seed in range(10):
        assert base.new_initial_state(seed).log_lines() == steps.new_initial_state(seed).log_lines()
    # which statements still call an aggregate's function: only the `if` whose second test is
    # worked out only when the first holds
    callers = set()

    def profile(frame, event, arg):
        if event == "call" and frame.f_code.co_name == "_loop" and frame.f_back.f_code.co_filename in lines:
            callers.add(lines[frame.f_back.f_code.co_filename][1][frame.f_back.f_lineno - 1].line)

    lines = base.model.native_lines
    sys.setprofile(profile)
    try:
        for seed in range(10):
            base.new_initial_state(seed, log=False)
    finally:
        sys.setprofile(None)
    assert callers == {13}


def test_loops_written_in_place_that_nest_too_deeply_for_python_are_called_instead(both_forms):
    # aggregates six deep, each the first thing its test does (so written in place), each with a lookup
    deep = "a6.v == a5.v"
    for k in range(5, 0, -1):
        deep = f"any(a{k + 1} in hand of 0 where {deep}) == (a{k}.v == a{k - 1}.v)"
    deep = f"any(a1 in hand of 0 where {deep})".replace("a0", "c")
    loops = "".join(f"{'  ' * i}for i{i} in range(1, 1) {{\n" for i in range(1, 12))
    text = f"""\
players 2..2
zone pile
zone hand per player
card chip {{ v: int }}
deck pile {{
  for i in range(1, 6) {{
    1 chip "chip {{i}}" (v: i % 2)
  }}
}}
procedure deep(c: card) {{
{loops}{'  ' * 12}if {deep} {{
{'  ' * 13}log "found"
{'  ' * 12}}}
{''.join(f"{'  ' * i}}}" + chr(10) for i in range(11, 0, -1))}}}
play {{
  move top(pile, 3) to hand of 0
  deep(top(pile))
}}
"""
    base, steps = both_forms(text, 2, "deep.rules")
    assert base.new_initial_state(0).log_lines() == steps.new_initial_state(0).log_lines()
    assert any("found" in line for line in base.new_initial_state(0).log_lines())


PARTS_APART = """\
players 2..3
zone deck visible to nobody
zone hand per player visible to owner
zone kept per player visible to owner
card chip { v: int }
deck deck {
  for i in range(1, 20) {
    1 chip "chip {i}" (v: i)
  }
}
var rounds: int = 0
procedure round {
  rounds += 1
  simultaneous p in players() {
    log "{p} picks 'st.log is None and '"
    choose c in hand of p by p as "keep"
    move c to kept of p
  }
}
play {
  shuffle deck
  for p in players() {
    move top(deck, 4) to hand of p
  }
  while rounds < 3 {
    round()
  }
}
"""


def test_code_that_runs_only_without_a_log_has_no_tests_of_the_log():
    game = Game.from_text(PARTS_APART, players=2, file="apart.rules")
    quiet = {name: source for name, source in game.model.generated.items() if "without a log" in name}
    assert quiet and all("st.log" not in source.replace("'st.log is None and '", "") for source in quiet.values())
    for seed in range(4):
        played = game.playout(seed, random.Random(seed).randrange)
        logged = game.playout(seed, random.Random(seed).randrange, log=True)
        assert played.data.zones == logged.data.zones


def test_an_inlined_procedure_s_locals_list_is_made_only_where_its_code_writes_a_local():
    game = Game.from_text(INLINED, players=3, file="inlined.rules")
    deal = next(source for name, source in game.model.generated.items() if ": deal #" in name)
    # `add` writes its parameter `k`: written in place with a list of its own; `deal` itself writes nothing
    assert re.search(r"_i\d+ = \[_i\d+l0, ", deal)
    play_source = "".join(source for name, source in game.model.generated.items() if ": play #" in name)
    places = set(re.findall(r"(_i\d+)l\d+ = ", play_source))
    assert places and all(f"{place} = [" not in play_source or f"{place}[" in play_source for place in places)


def test_comparing_with_none_asks_whether_the_value_is_none(both_forms):
    text = """\
players 2..2
zone pile
card chip { v: int }
deck pile { 2 chip "chip" (v: 0) }
var nobody: player
play {
  log "{0 == none} {none == none} {[] == none} {\\"\\" != none} {false == none} {nobody == none} {top(pile) != none}"
}
"""
    for game in both_forms(text, 2, "none.rules"):
        assert game.new_initial_state(0).log_lines()[0] == "no yes no yes no yes yes"


# a pass, labels that show values, options shown as texts, in turns and in a simultaneous block
WAITING = """
game "waiting"
players 2..4
card c { n: int  var marks: int = 0 }
zone deck visible to nobody
zone hand per player visible to owner
zone table visible to everyone
deck deck { for k in range(1, 13) { 1 c "c{k}" (n: k) } }
play {
  shuffle deck
  for p in players() { for k in range(1, 3) { move top(deck) to hand of p } }
  for p in players() {
    let offered = top(deck)
    choose x in hand of p by p as "swap for {offered}?" optional
    if x != none { move x to table }
    choose y in hand of p by p showing "card with {y.marks} marks" as "card to mark"
    y.marks += 1
  }
  simultaneous p in players() {
    choose z in hand of p by p showing "marked {z.marks}" as "card to show {p}"
    move z to table
  }
  end game winners filter(p in players() where size(hand of p) > 0)
}
"""


@pytest.mark.parametrize("name, players", [("hoarders", 4), ("animalia", 3), ("evolution", 2), ("alienz", 3),
                                           ("sushi_go", 3), ("skull", 3), ("president", 4), ("blackjack", 3),
                                           ("cribbage", 2), ("go_fish", 3), ("hearts", 4),
                                           ("waiting", 3)])
def test_a_decision_waits_the_same_with_a_log_and_without_one(game, name, players):
    """Without a log, generated code makes a decision wait through `Offer.pend`, with one through
    `Offer.decide`: at every decision of the same games, the same players act among the same options
    (a pass among them), under the same label, and the options show the same texts."""
    g = Game.from_text(WAITING, players=players, file="waiting.rules") if name == "waiting" else game(name, players)
    # the code that runs the rules through the API calls `pend` where no log is kept
    assert any(re.search(r"elif _st_log is None: _pend\d+\(", source) for source in g.model.generated.values())
    shown = collections.defaultdict(set)  # a label -> the options of each decision under it, joined
    for seed in range(3):
        logged, plain = g.new_initial_state(seed, log=True), g.new_initial_state(seed, log=False)
        rng = random.Random(seed)
        while not logged.is_terminal():
            acting = logged.acting_players()
            assert plain.acting_players() == acting and plain.current_player() == logged.current_player()
            for p in acting:
                assert plain.legal_actions(p) == logged.legal_actions(p)
                assert plain.options(p) == logged.options(p)
                assert plain.decision_label(p) == logged.decision_label(p)
                if name == "waiting":
                    shown[plain.decision_label(p).split(" P")[0]].add(" ".join(plain.options(p)))
            p = acting[0]
            action = rng.randrange(len(logged.legal_actions(p)))
            logged.apply_action(action, p)
            plain.apply_action(action, p)
        assert plain.is_terminal() and plain.returns() == logged.returns()
    if name == "waiting":  # what the rules say each decision shows
        labels = set(shown) - {"card to mark", "card to show"}
        assert labels and all(re.fullmatch(r"swap for c\d+\?", label) for label in labels)
        assert all(texts.startswith("pass c") for label in labels for texts in shown[label])
        assert all(re.fullmatch(r"(card with \d marks ?)+", texts) for texts in shown["card to mark"])
        assert all(re.fullmatch(r"(marked \d ?)+", texts) for texts in shown["card to show"])


def test_a_card_s_owner_name_and_type_read_from_the_layout_s_tables_are_those_of_the_step_form(both_forms):
    """Generated code reads a card's owner, name and type from tables of the game's layout bound
    where it is written (the owner of each zone instance, each card's name and type), not through
    the state's model: the same values as the step form, for cards in a player's zone and in a
    shared one (no owner)."""
    text = """\
players 3..3
card gem { v: int }
card coin { v: int }
zone bag visible to everyone
zone hand per player visible to everyone
deck bag { 2 gem "ruby" (v: 1)  2 coin "penny" (v: 2)  2 gem "opal" (v: 3) }
play {
  shuffle bag
  for p in players() { move top(bag) to hand of p }
  for c in cards(bag) { log "{c.name} {c.type} {owner(c)}" }
  for p in players() { for c in hand of p { log "{c.name} {c.type} {owner(c)} {owner(c) == p}" } }
  end game winners filter(p in players() where any(c in hand of p where c.type == "gem" and c.name != "opal"))
}
"""
    base, steps = both_forms(text, 3, "owners.rules")
    assert any("_owner" in source and "_names" in source and "_types" in source
               for source in base.model.generated.values())
    seen = set()
    for seed in range(6):
        a, b = base.new_initial_state(seed), steps.new_initial_state(seed)
        assert a.log_lines() == b.log_lines() and a.winners() == b.winners()
        seen.update(a.log_lines())
    assert any(line.endswith(" nobody") for line in seen) and any(line.endswith(" yes") for line in seen)
    assert any(line.startswith("penny coin") for line in seen) and any(line.startswith("ruby gem") for line in seen)


def test_lists_written_out_are_joined_without_measuring_them_and_other_lists_measured(both_forms):
    """`+` of lists is made within the limit of a list's length by a call that measures both. Where
    both are lists written out (through conditions, joins and defines), the most they can hold is
    known before the game, and they are joined in place; a list of unknown length is still measured
    (the limit is tested in tests/hostile)."""
    text = """\
players 2..2
var l: list of text = ["x"]
define options(p: player) = ["a"] + (if p == 0 then ["b"] else []) + tail(p)
define tail(p: player) = if p == 1 then ["c", "d"] else ["e"]
play {
  for p in players() {
    log "{options(p)}"
    l = l + options(p)
  }
  log "{l + l} {size(options(0) + options(1))}"
}
"""
    base, steps = both_forms(text, 2, "joins.rules")
    assert base.new_initial_state(0).log_lines() == steps.new_initial_state(0).log_lines() == [
        "[a, b, e]", "[a, c, d]", "[x, a, b, e, a, c, d, x, a, b, e, a, c, d] 6", "== game over ==\nwinners: nobody"]
    source = "".join(base.model.generated.values())
    assert "(['a'] + (['b'] if" in source  # joined in place
    assert "_joined" in source  # `l + l`: measured
