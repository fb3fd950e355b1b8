"""One game's measures: which players' ranking keys are worked out again, and the lead measures
folded as the samples come, against the plain computation of docs/analysis.md."""

from __future__ import annotations

from rulerun.interpreter import ir, measures
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
