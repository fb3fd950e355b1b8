"""Presentation hints (`NAME.view.json`): checked against the rulebook, applied only to what a viewer
sees."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rulerun.grammar import RulesErrors
from rulerun.interpreter.engine import Game
from rulerun.web.frames import FrameMaker
from rulerun.web.hints import Hints, find_hints, hints_beside, load_hints

ROOT = Path(__file__).resolve().parent.parent

TWO_SIDED = """\
game "Two sides"
players 2..2
enum color { red, blue }
card ufo {
  side alien { color: color }
  side planet { color: color }
}
card plain { color: color  value: int }
zone deck visible to top showing planet
zone row showing alien
zone screen per player visible to owner
deck deck {
  1 plain "red plain" (color: red, value: 3)
  for a in color {
    for p in color {
      1 ufo "{a} alien" "{p} planet" (alien.color: a, planet.color: p)
    }
  }
}
play {
  move top(deck) to row
  choose c in row by 1 as "card"
  end game
}
"""


def program_of(text: str, players: int = 2):
    return Game.from_text(text, players=players).rules.program


def write(tmp_path, data) -> Path:
    path = tmp_path / "game.view.json"
    path.write_text(data if isinstance(data, str) else json.dumps(data, indent=1), encoding="utf-8")
    return path


def errors(tmp_path, data) -> list:
    with pytest.raises(RulesErrors) as info:
        load_hints(write(tmp_path, data), program_of(TWO_SIDED))
    return info.value.errors


def line_of(tmp_path, text: str) -> int:
    lines = (tmp_path / "game.view.json").read_text(encoding="utf-8").splitlines()
    return next(i for i, line in enumerate(lines, start=1) if text in line)


@pytest.mark.parametrize("name", ["animalia", "hoarders", "evolution", "alienz"])
def test_the_bundled_hints_fit_their_rulebooks(game, name):
    path = ROOT / "rulebooks" / f"{name}.rules"
    hints = find_hints(path, game(name, 4).rules.program)
    assert hints_beside(path).is_file() and hints.colours


def test_the_example_of_the_docs_fits_hoarders(game, tmp_path):
    text = (ROOT / "docs" / "viewer.md").read_text(encoding="utf-8")
    example = text.split("```json\n", 1)[1].split("```", 1)[0]
    hints = load_hints(write(tmp_path, example), game("hoarders", 3).rules.program)
    assert hints.colours["nut"]["acorn"] == "olive" and hints.labels == {"nut_card": "{nut}"}


def test_a_rulebook_without_hints_has_none(tmp_path):
    assert find_hints(tmp_path / "game.rules", program_of(TWO_SIDED)) == Hints()


def test_every_mistake_is_reported_with_its_line(tmp_path):
    found = errors(tmp_path, {
        "colors": {},
        "colours": {"colour": {"red": "#f00"}, "color": {"green": "#0f0", "red": "url(x)", "blue": "#00f"}},
        "labels": {"ufos": "{color}", "plain": "{valu} of {color}", "ufo": "x" * 41},
    })
    messages = [e.message for e in found]
    assert "unknown hint 'colors'; did you mean 'colours'?" in messages
    assert "unknown enum 'colour'; did you mean 'color'?" in messages
    assert "'green' is not a value of color" in messages
    assert "the colour of color 'red' is not a colour (#rgb, #rrggbb or a name)" in messages
    assert "unknown card type 'ufos'; did you mean 'ufo'?" in messages
    assert "card type 'plain' has no field 'valu'; did you mean 'value'?" in messages
    assert "the label of 'ufo' is a text of 1 to 40 characters" in messages
    assert len(found) == 7
    assert all(e.code == "hints" and e.span.line > 1 for e in found)
    # the bad colour of color's 'red' is named at its own line, not at colour's 'red' above it
    bad = next(e for e in found if "not a colour" in e.message)
    assert bad.span.line == line_of(tmp_path, "url(x)")


def test_a_file_that_is_not_json_is_named(tmp_path):
    found = errors(tmp_path, '{"colours": {\n  "color": }\n}')
    assert found[0].span.line == 2 and "not valid JSON" in found[0].message


def test_colours_and_labels_come_from_the_fields_a_viewer_sees(tmp_path):
    path = write(tmp_path, {"colours": {"color": {"red": "#d00", "blue": "blue"}},
                            "labels": {"ufo": "{planet.color} world", "plain": "{value} {color}"}})
    game = Game.from_text(TWO_SIDED, players=2)
    hints = load_hints(path, game.rules.program)
    state = game.new_initial_state(0)
    m = game.model
    for view in (0, None):
        frame = FrameMaker(game, view, hints).frame(state)
        deck = frame["zones"][m.zone_instance("deck")]
        top = deck[-1]["look"]
        assert top["side"] == "planet" and top["label"] == f"{top['fields']['planet.color']} world"
        row = frame["zones"][m.zone_instance("row")][0]["look"]
        if view is None:  # sees both sides: the label and the colour may use either
            assert set(row["fields"]) == {"alien.color", "planet.color"} and "label" in row
            assert deck[0]["look"]["label"] == "3 red"
        else:  # the alien side up: no planet field, so no label from it
            assert set(row["fields"]) == {"alien.color"} and "label" not in row
        assert row["colour"] == {"red": "#d00", "blue": "blue"}[row["fields"]["alien.color"]]
    assert all(card is None for card in FrameMaker(game, 0, hints).frame(state)["zones"][0][:-1])
