"""Lint's flow analysis over the intermediate form: what it infers beyond the static types (the
card types each zone can hold, the values of a condition, what runs), and the registry its checks
are declared in.
"""

from __future__ import annotations

import pytest

from rulerun.grammar import parse_rules
from rulerun.interpreter import ir
from rulerun.interpreter.lint.registry import REGISTRY, check
from rulerun.interpreter.lint.run import Lint
from rulerun.interpreter.resolve import resolve

RULES = """\
players 2..4
card nut { size: int }
card critter { kind: text }
zone stash visible to nobody
zone table
zone pile
deck stash { 3 nut "acorn" (size: 1)  2 nut "walnut" (size: 3) }
procedure hide(c: card) { move c to pile }
play {
  move top(stash) to table
  hide(top(table))
  if size(pile) > 0 and player_count > 4 { log "crowded" }
  end game
}
"""


def lint_of(text: str) -> Lint:
    resolved = resolve(parse_rules(text, "flow.rules"), text)
    assert resolved.errors == ()
    return Lint.analyse(resolved.program, text, "flow.rules", [])


def test_cards_flow_from_the_deck_through_moves_and_parameters():
    flow = lint_of(RULES).flow
    assert flow.known[("zone", "stash")] == {"nut"}
    assert flow.known[("zone", "table")] == {"nut"}
    assert flow.known[("zone", "pile")] == {"nut"}  # through the parameter of `hide`
    assert flow.known[("param", "hide", 0)] == ("card", frozenset({"nut"}))


def test_the_deck_facts_come_from_the_layout():
    decks = lint_of(RULES).decks
    assert decks.sizes["stash"] == [{"players": n, "cards": 5} for n in (2, 3, 4)]
    assert decks.field_values[("nut", "size")] == {1, 3}
    assert decks.type_names["nut"] == {"acorn", "walnut"}


def test_a_condition_records_its_values_and_why():
    lint = lint_of(RULES)
    (node, where, av), = lint.seen.conditions
    assert isinstance(node, ir.And) and where == "if"
    assert av.values == {False} and av.reason == "the rulebook is for 2 to 4 players"
    found = {(f.span.line, f.code) for f in lint.run()}
    assert (12, "constant-condition") in found
    assert found - {(12, "constant-condition")} == {(2, "unused-attribute"), (3, "unused-card-type"),
                                                     (3, "unused-attribute")}


def test_what_runs_and_what_each_body_calls():
    lint = lint_of(RULES)
    assert lint.seen.calls[("play",)] == {"hide"}
    assert ("proc", "hide") in lint.reach
    assert lint.seen.zone_writes.keys() == {"stash", "table", "pile"}


def test_a_check_is_declared_once():
    with pytest.raises(ValueError, match="declared twice"):
        check("unused-zone", "warning", "again")(lambda lint: ())
    assert REGISTRY["unused-zone"].function.__name__ == "unused_zone"
