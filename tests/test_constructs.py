"""General constructs of the language, through every pass: families of zones (`zone row[N]`)."""

from __future__ import annotations

import pytest

from rulerun.grammar import RulesErrors, parse_rules
from rulerun.grammar.format import format_rules
from rulerun.interpreter.agents import RandomAgent, play_game
from rulerun.interpreter.engine import Game
from rulerun.interpreter.explain import explain_text
from rulerun.interpreter.lint import lint_file

FAMILY = """\
game "rows"
players 2..4
option rows: int = 3
card number { value: int }
zone deck visible to nobody
zone row[rows]
zone stash[player_count] visible to nobody
zone hand per player
deck deck { for v in range(1, 12) { 1 number "{v}" (value: v) } }
play {
  for r in row {
    move top(deck) to r
  }
  for p in players() {
    move top(deck) to stash[p]
    choose r in row by p as "take a row"
    move cards(r) to hand of p
  }
  log "{size(row[rows])} in the last row, {count(cards(row))} in all, {sum(c.value for c in cards(stash[players()[0]]))}"
  end game winners filter(p in players() where sum(c.value for c in cards(stash[p])) > 5)
}
"""


def test_a_family_has_one_zone_per_count_named_by_number():
    game = Game.from_text(FAMILY, players=3, options={"rows": 4})
    names = [game.model.instance_name(i) for i in range(len(game.model.zone_instances))]
    assert [n for n in names if n.startswith(("row", "stash"))] == [
        "row 1", "row 2", "row 3", "row 4", "stash 1", "stash 2", "stash 3"]


def test_a_family_is_filled_iterated_chosen_and_indexed():
    game = Game.from_text(FAMILY, players=2)
    final = play_game(game, 0, [RandomAgent(0), RandomAgent(1)])
    log = final.log_lines()
    # deck is not shuffled: the top card (12) goes to row 1, 11 to row 2, 10 to row 3, 9 to stash 1
    assert "  12: deck -> row 1" in log and "  10: deck -> row 3" in log and "  9: deck -> stash 1" in log
    assert any(line.startswith("P1 chooses row ") for line in log)
    assert any(line.endswith(", 9") and "in the last row" in line for line in log)


@pytest.mark.parametrize("index, message", [
    ("row[4]", "there is no zone 'row 4': the family 'row' has zones 1 to 3"),
    ("row[0]", "there is no zone 'row 0'"),
    ("row[players()[3]]", "there is no zone 'row' for P4: the family 'row' has zones 1 to 3"),
])
def test_an_index_out_of_range_stops_the_game_at_its_line(index, message):
    text = f'game "t"\nplayers 4..4\nzone row[3]\nplay {{\n  log "ok"\n  log "{{size({index})}}"\n}}\n'
    game = Game.from_text(text, players=4)
    with pytest.raises(RulesErrors) as err:
        play_game(game, 0, [RandomAgent(i) for i in range(4)])
    (e,) = err.value.errors
    assert message in e.message and e.span.line == 6


NAMED_FAMILY = """\
game "t"
players 2..2
enum colour { red, green, blue }
card chip { colour: colour }
zone box
zone pile[colour] per player
deck box { 1 chip "a" (colour: blue)  1 chip "b" (colour: green) }
var pick: colour = none
play {
  move top(box) to pile[green] of 0
  move top(box) to pile[blue] of 1
  log "{size(pile[red] of 0)} {size(pile[green] of 0)} {size(pile[top(pile[blue] of 1).colour] of 1)}"
  log "{size(pile[pick] of 0)}"
}
"""


def test_a_family_named_by_an_enum_finds_each_zone_and_stops_at_a_value_naming_none():
    game = Game.from_text(NAMED_FAMILY, players=2)
    with pytest.raises(RulesErrors) as err:
        play_game(game, 0, [RandomAgent(0), RandomAgent(1)])
    (e,) = err.value.errors
    assert "there is no zone 'pile none'" in e.message and e.span.line == 13
    # the zones named by values of the enumeration, a player's together
    ok = Game.from_text(NAMED_FAMILY.replace('  log "{size(pile[pick] of 0)}"\n', ""), players=2)
    assert ok.new_initial_state(0).log_lines()[:3] == [
        "  b: box -> pile green of P1", "  a: box -> pile blue of P2", "0 1 1"]


def test_a_family_s_count_must_be_known_before_the_game():
    with pytest.raises(RulesErrors) as err:
        Game.from_text('players 2..2\nvar n: int = 2\nzone row[n]\nplay { end game }\n')
    assert "expected a constant value" in str(err.value)


def lints(text: str, tmp_path) -> list:
    path = tmp_path / "rules.rules"
    path.write_text(text, encoding="utf-8")
    return lint_file(path, strict=True)


def test_a_family_lints_clean_explains_and_formats(tmp_path):
    assert lints(FAMILY, tmp_path) == []
    text = explain_text(parse_rules(FAMILY), FAMILY)
    assert "row: a family of shared zones, row 1, row 2 and so on, as many as rows" in text
    assert "Move the top card of deck to stash[p]." in text
    assert format_rules(FAMILY) == FAMILY


# ---- decks per player ------------------------------------------------------------------------------
OWN_DECKS = """\
game "own decks"
players 2..4
card piece { power: int }
zone supply visible to nobody
zone reserve per player visible to owner
zone table
deck supply { 2 piece "neutral" (power: 0) }
deck reserve per player {
  for k in range(1, 3) { 1 piece "power {k}" (power: k) }
}
play {
  for p in players() {
    move top(reserve of p) to table
  }
  move top(supply) to table
  end game winners filter(p in players() where sum(c.power for c in reserve of p) >= 3)
}
"""


def test_a_deck_per_player_makes_each_player_s_own_cards():
    game = Game.from_text(OWN_DECKS, players=3)
    model = game.model
    # the shared deck's cards first, then each player's, the first player's first
    assert model.card_names == ("neutral",) * 2 + ("power 1", "power 2", "power 3") * 3
    reserve = model.zone_instance("reserve", 0)
    assert [(inst - reserve, cards) for inst, cards in model.decks[1:]] == [(0, (2, 3, 4)), (1, (5, 6, 7)),
                                                                           (2, (8, 9, 10))]
    final = play_game(game, 0, [RandomAgent(i) for i in range(3)])
    assert "  power 3: reserve of P2 -> table" in final.log_lines()


def test_a_deck_per_player_lints_clean_explains_and_formats(tmp_path):
    assert lints(OWN_DECKS, tmp_path) == []
    assert "- Deck reserve, one for each player: 3 cards." in explain_text(parse_rules(OWN_DECKS), OWN_DECKS)
    assert format_rules(OWN_DECKS) == OWN_DECKS


# ---- sorting, taking, subsets ------------------------------------------------------------------------
LISTS = """\
game "lists"
players 2..2
card c { v: int  w: int }
zone deck visible to nobody
deck deck { for k in range(1, 6) { 1 c "c{k}" (v: k % 3, w: k) } }
play {
  log "{sort(x in deck by x.v desc)}"
  log "{sort(x in cards(deck) by [x.v, x.w])}"
  log "{sort(x.w for x in deck where x.v > 0)}"
  log "{take(sort(x in deck by x.w desc), 2)} {take(sort(x in deck by x.w), 9)}"
  log "{size(subsets(deck, 2))} {max(sum(x.w for x in s) for s in subsets(deck, 3))} {subsets([1, 2, 3], 2)}"
  end game winners filter(p in players() where sum(x.v for x in take(sort(x in deck by x.w desc), 2)) > p)
}
"""


def test_sort_take_and_subsets():
    game = Game.from_text(LISTS, players=2)
    log = play_game(game, 0, [RandomAgent(0), RandomAgent(1)]).log_lines()
    # v = k % 3: c2 and c5 have 2, c1 and c4 have 1, c3 and c6 have 0; equal keys keep the deck's order
    assert log[:5] == ["c2, c5, c1, c4, c3, c6", "c3, c6, c1, c4, c2, c5", "[1, 2, 4, 5]",
                        "c6, c5 c1, c2, c3, c4, c5, c6", "15 15 [[1, 2], [1, 3], [2, 3]]"]


def test_sort_lints_clean_explains_and_formats(tmp_path):
    assert lints(LISTS, tmp_path) == []
    text = explain_text(parse_rules(LISTS), LISTS)
    assert "the first 2 of (the x in deck, sorted by x.w, highest first)" in text
    assert format_rules(LISTS) == LISTS


def test_only_sort_takes_by():
    with pytest.raises(RulesErrors) as err:
        Game.from_text('players 2..2\nplay { log "{count(x in [1, 2] by x)}" }\n')
    assert "only 'sort' takes 'by'" in str(err.value)


def test_too_many_subsets_stop_the_game_at_their_line():
    text = 'game "t"\nplayers 2..2\nplay {\n  log "ok"\n  log "{size(subsets(range(1, 40), 10))}"\n}\n'
    with pytest.raises(RulesErrors) as err:
        play_game(Game.from_text(text, players=2), 0, [RandomAgent(0), RandomAgent(1)])
    (e,) = err.value.errors
    assert "more than the 100000 allowed" in e.message and e.span.line == 5


# ---- a compulsory choice with no legal option ------------------------------------------------------
EMPTY_CHOICE = """\
game "empty choices"
players 2..2
card c { v: int }
zone deck visible to nobody
zone hand per player
deck deck { 2 c "c" (v: 1) }
play {
  move top(deck) to hand of players()[0]
  choose a in hand of players()[1] by players()[1] as "card to add" or none
  choose b in hand of players()[1] by players()[1] as "card to play"
  if b == none {
    log "{players()[1]} passes, {a}"
  }
  choose d in hand of players()[1] where d.v > 0 by players()[1] as "card to give"
  move d to deck
  end game winners filter(p in players() where size(hand of p) > 0)
}
"""


@pytest.mark.parametrize("native", [True, False])
def test_a_compulsory_choice_with_no_legal_option_stops_the_game(native):
    game = Game.from_document(parse_rules(EMPTY_CHOICE), 2, None, EMPTY_CHOICE, native=native)
    with pytest.raises(RulesErrors) as err:
        play_game(game, 0, [RandomAgent(0), RandomAgent(1)])
    (e,) = err.value.errors
    assert "P2 must choose 'card to give' but there is no legal option" in e.message and e.span.line == 14


def test_or_none_and_the_pass_idiom_bind_none():
    text = EMPTY_CHOICE.replace('as "card to give"', 'as "card to give" or none').replace("  move d to deck\n", "")
    final = play_game(Game.from_text(text, players=2), 0, [RandomAgent(0), RandomAgent(1)])
    assert "P2 passes, none" in final.log_lines()
    assert format_rules(text) == text
    assert "chooses “card to add” (a) from " in explain_text(parse_rules(text), text)
    assert "; with nothing to choose, a is none." in explain_text(parse_rules(text), text)


# ---- texts a person reads --------------------------------------------------------------------------
OFFERS = """\
game "offers"
players 2..2
card c { v: int }
zone deck visible to nobody
zone market
zone hand per player
deck deck { for k in range(1, 6) { 1 c "c{k}" (v: k) } }
play {
  for p in players() {
    move top(deck) to market
    let offered = top(market)
    choose act in ["take", "leave"] by p as "take {offered}?"
    if act == "take" {
      move offered to hand of p
      reveal cards(hand of p) to p
    }
  }
  reveal top(deck)
  log "{cards(market)} {players()}"
  end game winners filter(p in players() where sum(c.v for c in hand of p) > 3)
}
"""


def test_labels_show_values_and_reveals_say_whose_and_to_whom():
    state = Game.from_text(OFFERS, players=2).new_initial_state()
    assert state.decision_label() == "take c6?"
    final = play_game(Game.from_text(OFFERS, players=2), 0, [RandomAgent(0), RandomAgent(1)])
    log = final.log_lines()
    assert any(line.startswith("P1 chooses ") and line.endswith("(take c6?)") for line in log)
    assert "  revealed to everyone: c4 (deck)" in log
    if "  c6: market -> hand of P1" in log:
        assert "  revealed to P1: c6 (hand of P1)" in log
    assert format_rules(OFFERS) == OFFERS


# ---- families named by an enum, families per player ------------------------------------------------
PILES = """\
game "piles"
players 2..3
enum colour { red, blue }
card c { colour: colour  v: int }
zone deck visible to nobody
zone pile[colour]
zone line[colour] per player visible to everyone
zone stash[2] per player
deck deck { for k in colour { for v in range(1, 4) { 1 c "{k} {v}" (colour: k, v: v) } } }
play {
  for p in players() {
    let c = top(deck)
    move c to line[c.colour] of p
    move top(deck) to stash[2] of p
  }
  let d = top(deck)
  move d to pile[d.colour]
  for z in line of players()[0] {
    log "{z}: {size(z)}"
  }
  choose z in pile where size(z) > 0 by players()[1] as "pile"
  move top(z) to stash[1] of players()[1]
  log "{size(cards(line of players()[1]))} {size(pile[blue])} {cards(stash[2] of players()[0])}"
  end game winners filter(p in players() where sum(c.v for c in cards(line of p)) > 1)
}
"""


def test_a_family_named_by_an_enum_and_a_family_per_player_have_their_zones_named_so():
    game = Game.from_text(PILES, players=2)
    m = game.model
    names = [m.instance_name(i) for i in range(len(m.zone_instances))]
    assert names == ["deck", "pile red", "pile blue", "line red of P1", "line blue of P1", "line red of P2",
                     "line blue of P2", "stash 1 of P1", "stash 2 of P1", "stash 1 of P2", "stash 2 of P2"]
    assert m.zone_instance("line blue", 1) == names.index("line blue of P2")


@pytest.mark.parametrize("native", [True, False])
def test_families_by_value_and_per_player_are_filled_iterated_chosen_and_hidden(native):
    game = Game.from_document(parse_rules(PILES), 2, None, PILES, native=native)
    final = play_game(game, 0, [RandomAgent(0), RandomAgent(1)])
    log = final.log_lines()
    # the deck is not shuffled: blue 4 is on top
    assert log[:5] == ["  blue 4: deck -> line blue of P1", "  blue 3: deck -> stash 2 of P1",
                       "  blue 2: deck -> line blue of P2", "  blue 1: deck -> stash 2 of P2", "  red 4: deck -> pile red"]
    assert "line red of P1: 0" in log and "line blue of P1: 1" in log
    assert "P2 must choose pile red (pile)" in final.log_lines(1)
    assert "1 0 blue 3" in log
    obs = final.observation(1)["zones"]
    assert obs["stash 2 of P1"] == [None] and obs["line blue of P1"] == [{"card": "blue 4"}]


@pytest.mark.parametrize("expr, message", [
    ("line[red]", "zone 'line' is a family per player; write 'line[K] of PLAYER'"),
    ("line", "zone 'line' is per player; write 'line[K] of PLAYER'"),
    ("pile[red] of 0", "the zones of 'pile' are shared; write 'pile[K]'"),
    ("pile[1]", "a zone of 'pile' is picked by a value of colour, not an int"),
    ("stash[red] of 0", "a zone of 'stash' is picked by a number or a player, not an enum:colour"),
])
def test_a_family_per_player_or_by_value_is_written_as_declared(expr, message):
    text = PILES.replace('  end game winners', f'  log "{{size({expr})}}"\n  end game winners')
    with pytest.raises(RulesErrors) as err:
        Game.from_text(text, players=2)
    assert message in str(err.value)


def test_a_family_per_player_out_of_range_stops_the_game_at_its_line():
    text = PILES.replace("move top(z) to stash[1] of", "move top(z) to stash[3] of")
    with pytest.raises(RulesErrors) as err:
        play_game(Game.from_text(text, players=2), 0, [RandomAgent(0), RandomAgent(1)])
    (e,) = err.value.errors
    assert "there is no zone 'stash 3'" in e.message and e.span.line == 22


def test_families_by_value_and_per_player_lint_clean_explain_and_format(tmp_path):
    assert lints(PILES, tmp_path) == []
    text = explain_text(parse_rules(PILES), PILES)
    assert "- pile: a family of shared zones, one for each colour: pile red and so on" in text
    assert "- line: a family of zones for each player, one for each colour: line red and so on" in text
    assert "- stash: a family of 2 zones for each player, stash 1 to stash 2; only its owner sees" in text
    assert "Move d to pile[d.colour]." in text and "Move c to line[c.colour] of p." in text
    assert format_rules(PILES) == PILES
