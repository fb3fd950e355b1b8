"""Rule coverage counted by the generated code: a straight run of statements counted once, and
the statements after one that may stop what follows it (`codegen/counters.py`)."""

from __future__ import annotations

import pytest

from rulerun.grammar import parse_rules
from rulerun.interpreter.analysis import simulate
from rulerun.interpreter.engine import Game

# each game draws the one statement that stops its turns (`mode`; 7: none), so that in some games the
# statements after it never run, in others they do
STOPS = """\
game "Stops"
players 2

card chip { v: int }
zone deck visible to nobody
zone table visible to everyone
zone kept per player visible to everyone
event took(p: player, c: card)

deck deck {
  for v in range(1, 12) {
    1 chip "chip {v}" (v: v)
  }
}

# which statement stops the turns of this game (7: none)
var mode: int = 0
var turns: int = 0
var cancelled: bool = false

rank p by sum(c.v for c in kept of p)

on before took when mode == 2 and not cancelled {
  cancel
  cancelled = true
}

on after took when mode == 3 {
  end game
}

procedure quiet(p: player) {
  turns += 1
}

procedure deep(p: player) {
  if mode == 4 {
    exit turn
  }
}

procedure ender {
  if mode == 6 {
    end game
  }
}

procedure turn(p: player) {
  quiet(p)
  log "after a call that never stops"
  choose c in table by p as "chip"
  log "after a decision"
  emit took(p, c) {
    move c to kept of p
  }
  log "after an event"
  for x in kept of p {
    if mode == 1 {
      return
    }
  }
  log "after a loop that may return"
  while true {
    if mode == 5 {
      break
    }
    log "after a break"
    break
  }
  log "after a loop left by a break"
  deep(p)
  log "after a call that may leave"
  ender()
  log "after a call that may end the game"
  simultaneous q in players() {
    choose d in [1, 2] by q as "a look"
  }
  log "after a simultaneous block"
  repeat {
    turns += 1
  } until turns > 0
  log "after a repeat"
  for x in kept of p where x.v > 50 {
    log "a chip worth more than 50"
  }
  while size(kept of p) > 50 {
    log "more than 50 chips"
  }
}

play {
  mode = random(range(1, 7))
  shuffle deck
  move top(deck, 6) to table
  while size(table) > 0 {
    for p in players() {
      if size(table) == 0 {
        end game
      }
      turn(p)
    }
  }
}
"""

# the lines after a statement that stops them in the games of one mode
STOPPED = {1: "after a loop that may return", 3: "after an event", 4: "after a call that may leave",
           5: "after a break", 6: "after a call that may end the game"}


def _line(text: str) -> int:
    return next(n for n, line in enumerate(STOPS.splitlines(), 1) if f'log "{text}"' in line)


@pytest.fixture(scope="module")
def forms():
    doc = parse_rules(STOPS, "<rules>")
    return [Game.from_document(doc, 2, None, STOPS, native=native, counting=True) for native in (True, False)]


def test_each_game_s_coverage_is_that_of_the_rules_step_by_step(forms):
    """Game by game, the generated code (straight runs counted once, a body's first statement by the
    body's runs, a loop's by a test before it) says the same statements ran as the step-by-step
    form, which counts every statement as it runs; and in the games where a statement stops what
    follows it, the statement after it never ran."""
    stopped = set()
    for seed in range(60):
        native, stepped = (simulate(g, ["random"], 1, seed=seed)["coverage"] for g in forms)
        assert native["lines_never"] == stepped["lines_never"], seed
        assert native["rules"] == stepped["rules"], seed
        stopped |= {(x["line"], x["in"]) for x in native["lines_never"]}
    # (and the first statements of loops that never run their bodies)
    for text in [*STOPPED.values(), "a chip worth more than 50", "more than 50 chips"]:
        assert (_line(text), "turn") in stopped, text
    # statements after one that never stops them ran in every game (the turns always begin)
    for text in ("after a call that never stops", "after a decision"):
        assert (_line(text), "turn") not in stopped, text
