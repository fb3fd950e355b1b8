"""The static leak checks of lint (`interpreter/lint/flows.py`): plain `lint`, with no game played,
finds every leak of the corpus tests/leaks/ at the line of the flow (the line marked `# leaks:`),
and nothing in the rulebooks that hide what they should."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rulerun.interpreter.lint import lint_file, format_finding

ROOT = Path(__file__).resolve().parent.parent
LEAKS = sorted((ROOT / "tests" / "leaks").glob("*.rules"))
CLEAN = [p for p in LEAKS if p.read_text(encoding="utf-8").startswith("# NO LEAK")]
LEAKING = [p for p in LEAKS if p not in CLEAN]
CODES = {"leak-log", "leak-variable", "leak-choice"}


def flow_line(path: Path) -> int:
    """The line a corpus file marks as the one where hidden information flows out."""
    lines = [i for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if "# leaks:" in line]
    assert len(lines) == 1, f"{path.name}: mark the line of the flow with one '# leaks:' comment"
    return lines[0]


def static_leaks(path: Path) -> list:
    return [p for p in lint_file(path) if p.code in CODES]


@pytest.mark.parametrize("path", LEAKING, ids=lambda p: p.name)
def test_every_leak_of_the_corpus_is_found_without_playing(path: Path):
    found = static_leaks(path)
    assert [p.span.line for p in found] == [flow_line(path)], "\n".join(format_finding(p) for p in found)
    assert all(p.severity == "error" for p in found)


@pytest.mark.parametrize("path", CLEAN, ids=lambda p: p.name)
def test_what_the_engine_hides_is_no_static_leak(path: Path):
    assert static_leaks(path) == []


def write(tmp_path: Path, play: str, more: str = "") -> Path:
    path = tmp_path / "game.rules"
    path.write_text(f"""\
players 3..3
enum suit {{ cat, dog }}
card animal {{ suit: suit }}
zone deck visible to nobody
zone hand per player
zone table
deck deck {{
  for s in suit {{
    6 animal "{{s}}" (suit: s)
  }}
}}
{more}play {{
  shuffle deck
  for p in players() {{
    move top(deck, 3) to hand of p
  }}
{play}  end game
}}
""", encoding="utf-8")
    return path


def test_a_line_to_the_owner_in_a_loop_over_players_is_fine(tmp_path):
    path = write(tmp_path, """\
  for p in players() {
    log "your top card is a {top(hand of p).suit}" to p
  }
""")
    assert static_leaks(path) == []


def test_the_size_of_a_hidden_hand_is_public(tmp_path):
    path = write(tmp_path, """\
  log "P1 holds {size(hand of 0)} cards, {count(c in hand of 0)} of them"
""")
    assert static_leaks(path) == []


def test_a_revealed_value_is_no_leak(tmp_path):
    path = write(tmp_path, """\
  reveal "P1 holds {count(c in hand of 0 where c.suit == cat)} cats"
""")
    assert static_leaks(path) == []


def test_a_card_moved_face_up_shows_its_fields(tmp_path):
    path = write(tmp_path, """\
  choose c in hand of 0 by 0 as "card to play"
  move c to table
  log "P1 plays a {c.suit}"
""")
    assert static_leaks(path) == []


def test_a_hidden_condition_is_told_once(tmp_path):
    path = write(tmp_path, """\
  if top(hand of 0).suit == cat {
    log "P1 purrs"
    log "P1 purrs again"
  }
""")
    found = static_leaks(path)
    assert [(p.code, p.span.line) for p in found] == [("leak-log", 18)]
    assert "the condition on line 17 reads it" in found[0].message


def test_the_message_names_the_source(tmp_path):
    path = write(tmp_path, """\
  shown = coins of 1
""", more="var coins: int per player = 3 visible to owner\nvar shown: int = 0\n")
    found = static_leaks(path)
    assert [p.code for p in found] == ["leak-variable"]
    assert "public variable 'shown' gets the variable 'coins of 1', which only its owner may know" in found[0].message


# ---- precision: what is public by the rules is no leak, and a variant that leaks still is --------
def leak_lines(path: Path) -> list:
    return [(p.code, p.span.line) for p in static_leaks(path)]


def test_how_many_options_a_compulsory_choice_has_tells_the_others(tmp_path):
    """A choice of one option is made at once, unseen by the others: a public one filtered by a
    hidden field tells them whether it had one option or several."""
    public = write(tmp_path, """\
  choose c in hand of 0 where c.suit == cat or not any(x in hand of 0 where x.suit == cat) by 0 as "card to play"
  move c to table
""")
    assert leak_lines(public) == [("leak-choice", 17)]
    secret = write(tmp_path, """\
  choose c in hand of 0 where c.suit == cat or not any(x in hand of 0 where x.suit == cat) by 0 secretly as "card to play"
  move c to table
""")
    assert leak_lines(secret) == []


def test_options_that_tell_of_a_card_laid_face_up_next_tell_nothing_new(tmp_path):
    path = write(tmp_path, """\
  choose c in hand of 0 by 0 secretly as "card"
  choose onto in ["table", "deck"] where onto == "deck" or c.suit == cat by 0 as "where to"
  if onto == "table" {
    move c to table
  } else {
    choose again in ["yes", "no"] by 0 as "sure?"
    move c to table
  }
""")
    assert leak_lines(path) == []


def test_an_optional_choice_filtered_by_a_hidden_field_still_tells_whether_it_is_asked(tmp_path):
    path = write(tmp_path, """\
  choose c in hand of 0 where c.suit == cat by 0 optional as "cat to play"
  if c != none {
    move c to table
  }
""")
    assert leak_lines(path) == [("leak-choice", 17)]


def test_a_card_read_just_before_it_is_laid_face_up_is_public(tmp_path):
    path = write(tmp_path, """\
  choose c in hand of 0 by 0 as "card to lead"
  led = c.suit
  c.played_by = 0
  move c to table
""", more="var led: suit = cat\n")
    text = path.read_text(encoding="utf-8").replace("card animal { suit: suit }",
                                                     "card animal { suit: suit  var played_by: player }")
    path.write_text(text, encoding="utf-8")
    assert leak_lines(path) == []


def test_a_card_read_before_another_player_decides_and_then_laid_face_up_leaks(tmp_path):
    path = write(tmp_path, """\
  choose c in hand of 0 by 0 as "card to lead"
  led = c.suit
  choose d in hand of 1 by 1 as "card to follow"
  move c to table
  move d to table
""", more="var led: suit = cat\n")
    assert leak_lines(path) == [("leak-variable", 19)]


def test_a_card_given_to_a_procedure_that_lays_it_face_up_is_public_there(tmp_path):
    path = write(tmp_path, """\
  serve(top(hand of 0))
""", more="""\
var bonus: int = 0
procedure serve(c: card) {
  if c.suit == cat {
    bonus += 1
  }
  move c to table
}
""")
    assert leak_lines(path) == []


def test_a_card_given_to_a_procedure_that_lays_it_face_up_only_sometimes_leaks(tmp_path):
    path = write(tmp_path, """\
  serve(top(hand of 0))
""", more="""\
var bonus: int = 0
procedure serve(c: card) {
  if c.suit == cat {
    bonus += 1
  }
  if size(table) == 0 {
    move c to table
  }
}
""")
    assert leak_lines(path) == [("leak-variable", 15)]


def test_what_a_called_procedure_lays_face_up_shows_the_condition_it_was_called_under(tmp_path):
    path = write(tmp_path, """\
  if any(c in hand of 0 where c.suit == cat) {
    lay(0)
    cats_seen = true
  }
""", more="""\
var cats_seen: bool = false
procedure lay(p: player) {
  choose c in hand of p where c.suit == cat by p secretly as "cat to play"
  move c to table
}
""")
    assert leak_lines(path) == []


def test_what_a_called_procedure_keeps_hidden_does_not_show_the_condition_it_was_called_under(tmp_path):
    path = write(tmp_path, """\
  if any(c in hand of 0 where c.suit == cat) {
    lay(0)
    cats_seen = true
  }
""", more="""\
var cats_seen: bool = false
procedure lay(p: player) {
  choose c in hand of p where c.suit == cat by p as "cat to play"
  move c to deck
}
""")
    assert ("leak-variable", 24) in leak_lines(path)


ALL_RULEBOOKS = sorted((ROOT / "rulebooks").glob("**/*.rules")) + sorted((ROOT / "docs" / "examples").glob("*.rules"))


@pytest.mark.parametrize("path", ALL_RULEBOOKS, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_bundled_library_and_example_rulebook_is_free_of_leaks(path: Path):
    found = lint_file(path, strict=True)
    assert [p for p in found if p.code in CODES] == [], "\n".join(format_finding(p) for p in found)


def test_the_winners_are_told_when_the_game_is_over(tmp_path):
    path = write(tmp_path, """\
  end game winners filter(p in players() where any(c in hand of p where c.suit == cat))
""")
    assert leak_lines(path) == []


def test_ending_the_game_on_a_hidden_condition_still_leaks(tmp_path):
    path = write(tmp_path, """\
  if any(c in hand of 0 where c.suit == cat) {
    end game winners 0
  }
""")
    assert leak_lines(path) == [("leak-log", 18)]


def doc_rulebooks():
    """The `rules` examples of the documentation (not lint's `rules-example` mistakes), each as
    tests/test_docs.py completes it into a rulebook."""
    for doc in sorted((ROOT / "docs").glob("*.md")) + [ROOT / "README.md"]:
        text = doc.read_text(encoding="utf-8")
        for m in re.finditer(r"```rules\n(.*?)```", text, re.S):
            snippet = m.group(1)
            rules = snippet if re.search(r"^play\b", snippet, re.M) else snippet + "\nplay { end game }\n"
            if not re.search(r"^players\b", rules, re.M):
                rules = 'game "snippet" players 2..6\n' + rules
            line = text.count("\n", 0, m.start()) + 2
            yield pytest.param(rules, id=f"{doc.name}:{line}")


@pytest.mark.parametrize("rules", list(doc_rulebooks()))
def test_every_example_of_the_documentation_is_free_of_leaks(rules: str, tmp_path):
    path = tmp_path / "example.rules"
    path.write_text(rules, encoding="utf-8")
    found = static_leaks(path)
    assert found == [], "\n".join(format_finding(p) for p in found)


def test_cards_taken_from_a_hidden_hand_are_as_hidden_as_the_hand(tmp_path):
    path = write(tmp_path, """\
  log "{count(x in take(cards(hand of 0), 2) where x.suit == cat)} cats on top" to 0
  log "{max(count(x in s where x.suit == cat) for s in subsets(hand of 0, 2))} cats in a pair"
""")
    assert leak_lines(path) == [("leak-log", 18)]


def test_a_card_laid_face_up_shows_that_card_not_the_rest_of_the_hand(tmp_path):
    before = write(tmp_path, """\
  choose c in hand of 0 by 0 as "card to play"
  log "{count(x in hand of 0 where x.suit == cat)} cats before"
  move c to table
""")
    assert leak_lines(before) == [("leak-log", 18)]
    after = write(tmp_path, """\
  choose c in hand of 0 by 0 as "card to play"
  move c to table
  log "P1 plays a {c.suit}"
  log "{count(x in hand of 0 where x.suit == cat)} cats left"
""")
    assert leak_lines(after) == [("leak-log", 20)]


# ---- what is shown is followed path by path, and is exactly what was shown -----------------------
def test_what_every_branch_reveals_is_known_after_the_if(tmp_path):
    path = write(tmp_path, """\
  choose go in ["show", "tell"] by 0 as "start"
  if go == "show" {
    reveal cards(hand of 0)
  } else {
    reveal cards(hand of 0)
  }
  log "P1 holds {count(x in hand of 0 where x.suit == cat)} cats"
""")
    assert leak_lines(path) == []


def test_whether_a_branch_revealed_tells_its_condition_after_the_if(tmp_path):
    path = write(tmp_path, """\
  let seen = 0
  if any(c in hand of 0 where c.suit == cat) {
    reveal "P1 holds a cat"
    seen = 1
  }
  log "seen: {seen}"
""")
    assert leak_lines(path) == []


def test_a_loop_that_surely_runs_shows_what_it_lays(tmp_path):
    path = write(tmp_path, """\
  choose c in hand of 0 by 0 secretly as "card"
  for i in range(1, 2) {
    move c to table
  }
  log "P1 picked a {c.suit}"
""")
    assert leak_lines(path) == []


def test_a_whole_hand_revealed_shows_each_card_chosen_from_it(tmp_path):
    path = write(tmp_path, """\
  choose c in hand of 0 by 0 secretly as "card"
  reveal cards(hand of 0)
  log "P1 picked a {c.suit}"
""")
    assert leak_lines(path) == []


def test_a_card_laid_from_the_top_shows_no_other_card_of_the_hand(tmp_path):
    path = write(tmp_path, """\
  move top(hand of 0) to table
  log "P1 keeps {count(x in hand of 0 where x.suit == cat)} cats"
""")
    assert leak_lines(path) == [("leak-log", 18)]


def test_cards_each_player_lays_in_a_loop_show_no_other_card_of_their_hands(tmp_path):
    path = write(tmp_path, """\
  for p in players() {
    choose c in hand of p where c.suit == cat or not any(x in hand of p where x.suit == cat) by p secretly as "card"
    move c to table
  }
  log "P1 keeps {count(x in hand of 0 where x.suit == dog)} dogs"
""")
    assert leak_lines(path) == [("leak-log", 21)]


# every bundled and library rulebook, and the corpus: what the flows find with a define's values kept
# for its arguments (`Labels._define`) is what they find working every call out again
EVERY = sorted((ROOT / "rulebooks").glob("*.rules")) + sorted((ROOT / "rulebooks" / "library").glob("*.rules")) + LEAKS


@pytest.mark.parametrize("path", EVERY, ids=lambda p: p.name)
def test_the_flows_find_the_same_with_the_values_of_defines_kept(path: Path, monkeypatch):
    from rulerun.interpreter.lint import labels

    kept = [format_finding(p) for p in lint_file(path)]
    monkeypatch.setattr(labels.Labels, "_height", lambda self, name, seen=(): None)  # nothing kept
    assert [format_finding(p) for p in lint_file(path)] == kept
