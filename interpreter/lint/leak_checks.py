"""Lint checks, information flow: the static leak checks, `leak-log`, `leak-variable` and
`leak-choice`. They read what the information-flow analysis (`flows.py`) found where a value
reaches something a player sees; `leak-choice` also finds, in a `simultaneous` block, a part's
choice among cards the other parts take from or put into, without the analysis.
"""

from __future__ import annotations

from .. import ir
from .registry import check


# the opening of the examples of the leak checks: three players holding cats and dogs
HAND = """\
players 3..3
enum suit { cat, dog }
card animal { suit: suit }
zone deck visible to nobody
zone hand per player
deck deck {
  for s in suit {
    6 animal "{s}" (suit: s)
  }
}
"""


@check("leak-log", "error", "a log line, or whether it is written, shows what its readers may not know",
       example=HAND + """\
play {
  shuffle deck
  for p in players() {
    move top(deck, 3) to hand of p
  }
  log "P1 holds a {top(hand of 0).suit} on top"
  end game
}
""")
def leak_log(lint):
    return [f for f in lint.flows if f.code == "leak-log"]


@check("leak-variable", "error", "a public variable or card variable given a value some players may not know",
       example=HAND + """\
var cats: int per player = 0
play {
  shuffle deck
  for p in players() {
    move top(deck, 3) to hand of p
    cats of p = count(c in hand of p where c.suit == cat)
  }
  end game
}
""")
def leak_variable(lint):
    return [f for f in lint.flows if f.code == "leak-variable"]


@check("leak-choice", "error", "a choice whose options, showing text or being asked show what others may not know",
       example=HAND + """\
play {
  shuffle deck
  for p in players() {
    move top(deck, 3) to hand of p
  }
  choose c in hand of 0 where c.suit == cat by 0 as "cat to pass"
  if c != none {
    move c to hand of 1
  }
  end game
}
""")
def leak_choice(lint):
    found = [f for f in lint.flows if f.code == "leak-choice"]
    for s in _simultaneous_blocks(lint):
        found.extend(_pool(lint, s))
    return found


def _simultaneous_blocks(lint):
    for _, body in lint.bodies():
        for statement in body:
            for n in ir.walk(statement):
                if isinstance(n, ir.Simultaneous):
                    yield n


def _pool(lint, block: ir.Simultaneous):
    """A choice of a simultaneous part, after the part has decided once, among cards of a zone that
    the other parts take from or put into: its options tell what they did."""
    def shared(ref: ir.ZoneRef) -> bool:
        return not (isinstance(ref.owner, ir.Local) and ref.owner.slot == block.slot)

    sources = {}  # slot of a chosen card -> the zones it was chosen from
    changed = set()
    for n in ir.walk(ir.Simultaneous(slot=block.slot, name=block.name, source=None, body=block.body)):
        if isinstance(n, ir.Choose):
            sources[n.slot] = {r.zone for r in ir.walk(n.source) if isinstance(r, ir.ZoneRef) and shared(r)}
        elif isinstance(n, ir.Move):
            changed |= {r.zone for r in ir.walk(n.to) if isinstance(r, ir.ZoneRef) and shared(r)}
            changed |= {r.zone for r in ir.walk(n.cards) if isinstance(r, ir.ZoneRef) and shared(r)}
            if isinstance(n.cards, ir.Local):
                changed |= sources.get(n.cards.slot, set())
    decided = False
    for n in ir.walk(ir.Simultaneous(slot=block.slot, name=block.name, source=None, body=block.body)):
        if not isinstance(n, ir.Choose):
            continue
        zones = sorted(sources.get(n.slot, set()) & changed)
        if decided and zones:
            yield lint.finding("leak-choice", n.span, f"the options of '{n.label}' are what the other players' parts "
                               f"of this simultaneous block left in '{zones[0]}': they tell what the others chose "
                               "before the block ends; let each part choose once, or take the cards after the block")
        decided = True
