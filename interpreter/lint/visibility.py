"""Lint checks, visibility: who can see the cards the rules show. A shared zone said to be
visible to its owner or to the others, a log line naming a card its audience cannot see, and a
player choosing among cards they cannot see. Where a card lies is the flow analysis's
(`flow.py`): a zone instance and its owner as written.
"""

from __future__ import annotations

from .registry import check, passes_through
from .values import canon

passes_through("visibility", "error", "an unknown visibility")


def hidden(lint, zone: str, owner: str | None, viewer: str | None) -> bool:
    """Whether a card in this zone instance is certainly hidden from the viewer (None: from everyone)."""
    z = lint.flow.zones.get(zone)
    if z is None:
        return False
    if z.visible_to == "nobody":
        return True
    if z.visible_to == "owner":
        return not z.per_player
    if z.visible_to == "others":
        return bool(z.per_player and viewer is not None and owner is not None and owner == viewer)
    return False


@check("visibility-contradiction", "warning", "a card shown to a player who cannot see it, or a zone no one can see",
       example="""\
players 2..4
card c { value: int }
zone deck visible to nobody
deck deck { 6 c "c" (value: 1) }
play {
  let x = top(deck)
  log "the next card is {x}" to 0
  log "{sum(y.value for y in deck)}"
}
""")
def visibility_contradiction(lint):
    for z in lint.program.zones:
        if not z.per_player and z.visible_to == "owner":
            yield lint.finding("visibility-contradiction", z.span, f"zone '{z.name}' is shared, so 'visible to owner' "
                               "means no one ever sees its cards; say 'visible to nobody', or make it 'per player'")
        elif not z.per_player and z.visible_to == "others":
            yield lint.finding("visibility-contradiction", z.span, f"zone '{z.name}' is shared, so 'visible to "
                               "others' means everyone sees its cards; drop it, or make the zone 'per player'")
    for part, viewer, place in lint.seen.logged_cards:
        if not place or viewer == "?":
            continue
        if all(hidden(lint, z, owner, viewer) for z, owner in place):
            zones = ", ".join(sorted({z for z, _ in place}))
            who = "no one can" if viewer is None else f"'{viewer}' cannot"
            yield lint.finding("visibility-contradiction", part.span, f"this log line shows a card that {who} see "
                               f"(it lies in '{zones}'); the log will say 'a hidden card'. Use 'reveal' to show it")


@check("blind-choice", "warning", "a player chooses among cards they cannot see", example="""\
players 2..4
card c { value: int }
zone deck visible to nobody
zone hand per player visible to owner
deck deck { 6 c "c" (value: 1) }
play {
  choose x in deck by 0 as "card to draw"
  move x to hand of 0
  log "{sum(y.value for y in hand of 0)}" to 0
}
""")
def blind_choice(lint):
    for c in lint.seen.choices:
        if not c.place or c.item[0] != "card":
            continue
        chooser = canon(c.node.by)
        if chooser is not None and all(hidden(lint, z, owner, chooser) for z, owner in c.place):
            zones = ", ".join(sorted({z for z, _ in c.place}))
            yield lint.finding("blind-choice", c.node.span, f"'{chooser}' chooses among cards of '{zones}', which "
                               "they cannot see: every option reads 'a hidden card'. Use random(...) for a blind "
                               "pick, or reveal the cards first")
