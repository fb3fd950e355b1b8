"""Defines' values kept within a run (`codegen/memo.py`): the games are those played without the
tables, move for move and line for line, whatever changes what the defines read."""

from __future__ import annotations

import random

import pytest

from rulerun.interpreter.codegen import memo
from rulerun.interpreter.codegen.memo import index_shape
from rulerun.interpreter.engine import SIMULTANEOUS, Game

# Every kind of change to what kept defines read, each between two uses of the value in one run
# (a line of the log, or a test that decides what happens): a card variable, a variable, a card
# held in a local moved out of a zone the define reads to one it does not, cards moved into it, a
# shuffle of a zone read in order.
GEMS = """
game "Gems"
players 2..3
card gem { value: int  var polished: bool = false }
zone bag visible to nobody
zone hand per player visible to everyone
zone pile visible to everyone
var bonus: int = 0
deck bag { for v in range(1, 13) { 1 gem "g{v}" (value: v) } }
define shine(c: card) = if c.polished then bonus else 0
define worth(p: player) = sum(c.value + shine(c) for c in cards(hand of p))
define polished(p: player) = count(c in hand of p where c.polished)
define next_up = first(c in bag where c.value > 0)
define richest = first(p in players() where worth(p) >= max(worth(q) for q in players()))
play {
  shuffle bag
  for p in players() {
    move top(bag, 3) to hand of p
  }
  for round in range(1, 3) {
    for p in players() {
      choose c in hand of p by p as "gem to polish"
      log "{p} is worth {worth(p)}, {polished(p)} polished; {richest} leads; {next_up} is next"
      if polished(p) == 0 and worth(p) > 12 {
        bonus += 2
      }
      c.polished = true
      log "{p} is worth {worth(p)} once {c} is polished, {polished(p)} polished"
      if polished(p) >= 2 {
        bonus += 1
      }
      log "{p} is worth {worth(p)} with a bonus of {bonus}; {richest} leads"
      if worth(p) > 25 {
        bonus -= 1
      }
      choose d in hand of p by p as "gem to give up"
      log "{p} is worth {worth(p)}, {polished(p)} polished"
      move d to pile
      log "{p} is worth {worth(p)} without {d}, {polished(p)} polished"
      if worth(p) < 18 and size(bag) > 0 {
        move top(bag) to hand of p
      }
      if size(bag) > 0 and next_up.value > 6 {
        move next_up to hand of p
      }
      shuffle bag
      log "{next_up} is next"
      if size(bag) > 0 and next_up.value > 6 {
        move next_up to hand of p
      }
    }
  }
  end game winners filter(p in players() where worth(p) >= max(worth(q) for q in players()))
}
"""


@pytest.fixture
def without_tables(monkeypatch, fresh_compiles):
    """Compiles games whose defines are worked out at every call, as before tables were kept."""

    def compile_plain(make):
        with monkeypatch.context() as m:
            m.setattr(memo.Memos, "table", lambda self, define: None)
            m.setattr(memo.Memos, "index", lambda self, define: None)
            m.setattr(memo.Memos, "clearing", lambda self, s: ())
            m.setattr(memo.Memos, "leaving", lambda self, s: None)
            return make()

    return compile_plain


def _play(game: Game, seed: int) -> list[str]:
    """A game played through `apply_action` with a log, each decision drawn from `seed`."""
    rng = random.Random(seed)
    state = game.new_initial_state(seed)
    while not state.is_terminal():
        player = state.current_player()
        if player == SIMULTANEOUS:
            player = state.acting_players()[0]
        state.apply_action(rng.randrange(len(state.legal_actions(player))), player)
    return state.log_lines() + [repr(state.returns())]


def _played_out(game: Game, seed: int) -> tuple:
    state = game.new_initial_state(seed, log=False)
    state.playout(random.Random(seed).randrange)
    d = state.data
    return d.zones, d.loc, d.vars, d.cvars, state.returns()


def test_kept_defines_are_those_the_rules_call_and_read_only_the_state():
    g = Game.from_text(GEMS, 2)
    assert g.model.memo_tables == 4  # worth, polished, next_up, richest: each loops; shine does not
    assert any("_memo" in source and ".clear()" in source for source in g.model.generated.values())


def test_a_move_empties_the_tables_of_the_zones_it_changes():
    """A move empties at once the tables of defines that read the zone it names as the cards' place
    (or the zone of `top(Z)` and `cards(Z)` they come from); those of defines that read only other
    zones, only where its cards leave one of them, which is known as they move."""
    from rulerun.interpreter import ir

    g = Game.from_text(GEMS, 2)
    instances = g.model.zone_instances
    memos = memo.Memos(g.rules.program, instances)
    worth, polished, next_up, richest = (memos.table(d) for d in ("worth", "polished", "next_up", "richest"))
    moves = [s for p in g.rules.program.procedures for b in p.body for s in ir.walk(b) if isinstance(s, ir.Move)]
    to_pile = next(s for s in moves if s.to.zone == "pile")  # `move d to pile`, d chosen in a hand
    assert memos.clearing(to_pile) == ()
    tables, masks = memos.leaving(to_pile)
    assert sorted(tables) == sorted([worth, polished, next_up, richest])
    hand = 1 << worth | 1 << polished | 1 << richest
    assert [masks[i] for i, (name, _) in enumerate(instances) if name == "hand"] == [hand, hand]
    assert [masks[i] for i, (name, _) in enumerate(instances) if name == "bag"] == [1 << next_up]
    assert [masks[i] for i, (name, _) in enumerate(instances) if name == "pile"] == [0]
    from_bag = next(s for s in moves if s.to.zone == "hand" and memo.taken_from(g.rules.program, s.cards) is not None)
    assert sorted(memos.clearing(from_bag)) == sorted([worth, polished, next_up, richest])
    assert memos.leaving(from_bag) is None
    next_to_hand = next(s for s in moves if s.to.zone == "hand" and memo.taken_from(g.rules.program, s.cards) is None)
    assert sorted(memos.clearing(next_to_hand)) == sorted([worth, polished, richest])
    assert memos.leaving(next_to_hand)[0] == (next_up,)


# Cards moved to a zone that an option chooses (a define of an `if`), and from it by a card held
# in a local: the defines that read only the hands keep their values through the first move.
ROWS = """
game "Rows"
players 2
option wide: bool = false
card plain { value: int }
zone deck visible to nobody
zone near visible to everyone
zone far visible to everyone
zone hand per player visible to owner
deck deck { for v in range(1, 25) { 1 plain "c{v}" (value: v) } }
define row = if wide then far else near
define low(p: player) = count(x in hand of p where x.value < 12)
define row_sum = sum(x.value for x in cards(row))
play {
  shuffle deck
  for round in range(1, 6) {
    for p in players() {
      move top(deck) to row
      move top(deck) to row
      log "{row_sum} in the row; {p} holds {low(p)} low"
      choose x in row by p as "card to take"
      move x to hand of p
      log "{row_sum} in the row; {p} holds {low(p)} low"
    }
  }
  end game winners filter(p in players() where low(p) >= max(low(q) for q in players()))
}
"""


@pytest.mark.parametrize("wide", [False, True])
def test_a_move_to_a_zone_an_option_chooses_empties_only_its_tables(without_tables, wide):
    from rulerun.interpreter import ir

    kept = Game.from_text(ROWS, 2, {"wide": wide})
    memos = memo.Memos(kept.rules.program, kept.model.zone_instances)
    low, row_sum = memos.table("low"), memos.table("row_sum")
    moves = [s for p in kept.rules.program.procedures for b in p.body for s in ir.walk(b) if isinstance(s, ir.Move)]
    assert memo.zone_names(kept.rules.program, moves[0].to) == {"near", "far"}
    assert memos.clearing(moves[0]) == (row_sum,)  # from the deck to the row: `low` is kept
    assert memos.clearing(moves[2]) == (low,)  # to a hand; the row's table as the card leaves it
    assert memos.leaving(moves[2])[0] == (row_sum,)
    plain = without_tables(lambda: Game.from_text(ROWS, 2, {"wide": wide}))
    for seed in range(6):
        assert _play(kept, seed) == _play(plain, seed)
        assert _played_out(kept, seed) == _played_out(plain, seed)


@pytest.mark.parametrize("players", [2, 3])
def test_a_game_with_kept_defines_is_the_game_without(without_tables, players):
    kept = Game.from_text(GEMS, players)
    plain = without_tables(lambda: Game.from_text(GEMS, players))
    assert not any("_memo" in s for s in plain.model.generated.values())
    for seed in range(8):
        assert _play(kept, seed) == _play(plain, seed)
        assert _played_out(kept, seed) == _played_out(plain, seed)


@pytest.mark.parametrize("name,players", [("evolution", 4), ("alienz", 3), ("animalia", 4), ("hearts", 4),
                                          ("cribbage", 2), ("sushi_go", 4), ("president", 4)])
def test_bundled_games_with_kept_defines_are_the_games_without(without_tables, game, name, players):
    from rulerun.interpreter.engine import load_game

    kept = game(name, players)
    assert kept.model.memo_tables
    plain = without_tables(lambda: load_game(name, players=players))
    for seed in range(2):
        assert _play(kept, seed) == _play(plain, seed)
        assert _played_out(kept, seed) == _played_out(plain, seed)


def _polish_hand_by_hand(state, g) -> int:
    """Every gem in the hand of the player to move polished behind the rules' back; the gems held."""
    hand = g.model.zone_instances.index(("hand", state.current_player()))
    for c in state.data.zones[hand]:
        state.data.cvars[c] = True
    return len(state.data.zones[hand])


def test_answering_a_decision_keeps_the_values_of_the_run_before():
    """Answering the decision a run stopped at changes nothing a define reads: the next run goes on
    with the tables of the last (shown here by a change made behind the rules' back, which a run
    does not see until the tables are forgotten), and a copy starts with no tables."""
    g = Game.from_text(GEMS, 2)
    state = g.new_initial_state(1)
    state.apply_action(0, state.current_player())  # a gem polished; the run stops at the gem to give up
    kept = state.data.memos
    assert any(kept) and state.clone().data.memos is None
    fresh, before = state.clone(), len(state.log_lines())
    held = _polish_hand_by_hand(state, g)
    state.apply_action(0, state.current_player())
    fresh.apply_action(0, fresh.current_player())
    assert state.data.memos is kept
    # the run's first line: the change not seen, the values kept; the gem given up then empties them
    first, _, then = state.log_lines()[before + 1:before + 4]
    assert first == fresh.log_lines()[before + 1] and f", {held} polished" not in first
    assert then != fresh.log_lines()[before + 3] and then.endswith(f", {held - 1} polished")


def test_a_run_reads_afresh_what_changed_from_outside():
    """A position changed from outside the rules (by hand, then `forget_memos`; by the rigging
    methods) is read afresh by the next run."""
    g = Game.from_text(GEMS, 2)
    state = g.new_initial_state(1)
    state.apply_action(0, state.current_player())
    kept = state.data.memos
    held, before = _polish_hand_by_hand(state, g), len(state.log_lines())
    state.data.forget_memos()
    fresh = state.clone()
    state.apply_action(0, state.current_player())
    fresh.apply_action(0, fresh.current_player())
    assert state.data.memos is kept  # emptied in place: a run under way may hold them
    assert state.log_lines() == fresh.log_lines()
    assert f", {held} polished" in state.log_lines()[before + 1]  # the run's first line: every gem held

    rigged = g.new_initial_state(1)
    rigged.apply_action(0, rigged.current_player())
    assert any(rigged.data.memos)
    rigged.set_var("bonus", 5)
    assert not any(rigged.data.memos)
    rigged.apply_action(0, rigged.current_player())
    assert any(rigged.data.memos)
    rigged.place("g12", "pile")
    assert not any(rigged.data.memos)


def test_states_of_one_game_in_two_threads_keep_their_own_values(switching_often):
    import threading

    g = Game.from_text(GEMS, 3)
    alone = {seed: _play(g, seed) for seed in range(6)}
    together: dict = {}

    def play(seeds):
        for seed in seeds:
            together[seed] = _play(g, seed)

    threads = [threading.Thread(target=play, args=(range(k, 6, 2),)) for k in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert together == alone


def test_a_run_inside_a_run_leaves_the_outer_one_its_own_values(without_tables):
    """A chooser that plays another state of the same game (as a search does) between the
    decisions of a playout: the playout is the one played without it."""
    g = Game.from_text(GEMS, 3)

    def playout(inner: bool):
        state = g.new_initial_state(4, log=False)
        rng = random.Random(4)
        other = g.new_initial_state(9, log=False)

        def chooser(n: int) -> int:
            if inner and not other.is_terminal():
                other.apply_action(0, other.current_player())
            return rng.randrange(n)

        state.playout(chooser)
        return state.data.zones, state.data.cvars, state.returns()

    assert playout(True) == playout(False)


def test_a_define_whose_loop_reads_only_some_parameters_is_not_kept(game):
    """`follows(p, c)` loops over p's hand alone: asked for every card c, its pairs are never asked
    twice, and the loop around the call works the hand's loop out once already."""
    hearts = game("hearts", 4)
    tables = memo.Memos(hearts.rules.program, hearts.model.zone_instances).tables
    assert "follows" not in tables and "clean" not in tables and "may_lead" not in tables
    assert "points_taken" in tables


def test_a_function_that_keeps_many_tables_sets_them_by_unpacking_the_list_once():
    """A generated function sets a name for each table it reads more than once where it begins:
    an index and a store each, or, where that costs more, the list unpacked at once (a store per
    table). Few tables of many: each read; many: one unpacking, `_` for the tables not kept, in the
    place of the first."""
    from rulerun.interpreter.codegen.emit import Read, _setting

    def reads(tables: list[int], length: int) -> list[Read]:
        zones = Read("st.zones", "_st_zones", 0)
        kept = [Read(f"st.memos[{t}]", f"_memo{t}", t + 1, ("st.memos", t, length)) for t in tables]
        return sorted([zones, *kept], key=lambda r: r.source)

    assert _setting(reads([2, 7], 10)) == ["_memo2 = st.memos[2]", "_memo7 = st.memos[7]", "_st_zones = st.zones"]
    assert _setting(reads([0, 1, 3], 4)) == ["_memo0, _memo1, _, _memo3, = st.memos", "_st_zones = st.zones"]
    assert _setting(reads([0], 1)) == ["_memo0, = st.memos", "_st_zones = st.zones"]
    # some of Gems' functions unpack its tables, and its games are those played without the tables
    # (`test_a_game_with_kept_defines_is_the_game_without`)
    generated = Game.from_text(GEMS, players=2).model.generated
    assert any(" = st.memos\n" in text for text in generated.values())


# defines asked for one value of a parameter at a time, most of them indexed by it (`memo.index_shape`)
TAGS = """\
game "Tags"
players 2..4

enum color { red, green, blue }
card tag {
  color: color
  var on: card
  var lit: bool = false
}
zone tags per player visible to everyone
zone box visible to everyone

deck box {
  for c in color {
    4 tag "{c} tag" (color: c)
  }
}

var rounds: int = 0

define has(b: card, k: color) = any(x in tags of owner(b) where x.on == b and x.color == k)
define many(p: player, k: color) = count(x in tags of p where x.color == k)
define first_k(k: color, b: card) = any(x in tags of owner(b) where x.color == k and x.on == b)
define lit_on(p: player, k: color) = any(x in tags of p where x.color == k and x.on != none and x.on.lit)
define either(p: player, k: color) = any(x in tags of p where x.color == k or x.lit)
define again(p: player, k: color) = count(x in tags of p where x.color == k and x.lit == (k == red))
define score(p: player) = sum(many(p, k) * (if has_any(p, k) then 2 else 1) for k in color)
define has_any(p: player, k: color) = any(b in tags of p where b.color == k and b.lit)
define enough(p: player, k: color) = count(x in tags of p where x.color == k) >= 2 or rounds > 20
define top_lit(p: player, k: color) = count(x in tags of p where x.color == k and x.lit == top(box).lit)
define on_lit(p: player, k: color) = count(x in tags of p where x.color == k and x.on.lit)

rank p by score(p)

play {
  shuffle box
  while size(box) > 0 and rounds < 30 {
    rounds += 1
    for p in players() {
      if size(box) == 0 {
        break
      }
      choose x in box where many(p, x.color) < 3 by p as "tag" or none
      if x != none {
        move x to tags of p
        choose y in tags of p where y != x and not y.lit by p as "tag to light" or none
        if y != none {
          y.lit = true
          x.on = y
          log "{p} lights {y}; red {many(p, red)} green {many(p, green)} blue {many(p, blue)}"
        }
        if has(x, x.color) or first_k(x.color, x) {
          log "{x} is on a tag of its own colour"
        }
      } else {
        choose z in tags of p by p as "tag to give back" or none
        if z != none {
          z.lit = false
          move z to box
        }
      }
      log "{p}: {score(p)}; {lit_on(p, red)} {either(p, blue)} {again(p, green)} {enough(p, blue)}"
      # asked where they cannot fail: with the box empty, the top's light fails for every tag of p,
      # and a tag on none fails for every colour but its own (not asked then)
      for k in color {
        if size(box) > 0 or many(p, k) == 0 {
          log "{k} on the top's light: {top_lit(p, k)}"
        }
        if not any(x in tags of p where x.color == k and x.on == none) {
          log "{k} on lit tags: {on_lit(p, k)}"
        }
      }
    }
  }
}
"""


def test_a_define_asked_for_each_value_of_a_parameter_is_indexed_by_it():
    """`any`/`count` of items whose field equals a parameter, nothing else in the aggregate reading the
    parameter: one loop answers every value of it; guarded where the rest of the test may fail."""
    g = Game.from_text(TAGS, 3)
    shapes = {d.name: index_shape(d) for d in g.rules.program.defines}
    assert {name: (shape.slot, shape.kind, shape.guarded) for name, shape in shapes.items() if shape} == {
        "has": (1, "any", False), "many": (1, "count", False), "first_k": (0, "any", False),
        "has_any": (1, "any", False),
        "lit_on": (1, "any", True),  # reads a field of a card that may be none
        "enough": (1, "count", False),  # the count is a part of the value
        "top_lit": (1, "count", True),  # the top of a box that may be empty
        "on_lit": (1, "count", True)}  # a card variable that may be none
    # not: `either` (an `or`), `again` (the rest of its test reads the parameter), `score` (no
    # aggregate of items: the sum is over an enumeration, and calls defines)
    generated = "".join(g.model.generated.values())
    assert "frozenset(" in generated and "_counts" in generated and "_guarded" in generated


@pytest.mark.parametrize("players", [2, 3, 4])
def test_games_asking_indexed_defines_are_the_games_without_tables(without_tables, players):
    """Tags moved, given back, lit and put on other tags: every index emptied as what it reads
    changes, so that the games are those of defines worked out at every call."""
    kept = Game.from_text(TAGS, players)
    assert kept.model.memo_tables
    plain = without_tables(lambda: Game.from_text(TAGS, players))
    for seed in range(4):
        assert _play(kept, seed) == _play(plain, seed)
        assert _played_out(kept, seed) == _played_out(plain, seed)
