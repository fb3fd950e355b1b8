"""Lint checks, names: names that hide others, names declared twice within a declaration,
declarations nothing uses (zones, card types and their attributes, options, variables, locals,
defines, events, procedures), and variables used before any rule sets them (`paths.py`).

Uses are those the flow analysis (`flow.py`) met in every body, condition, define, ranking and
deck; a name the resolver could not resolve is its error, not a use.
"""

from __future__ import annotations

from .. import ir
from .flow import GLOBAL_ORDER
from .registry import check, passes_through

passes_through("name", "error", "an unknown name, with the nearest known one", example="""\
players 2..4
zone deck visible to nobody
play {
  shuffle dek
}
""")


@check("shadowing", "warning", "a name that hides another one", example="""\
players 2..4
zone deck visible to nobody
play {
  let deck = 2
  log "{deck}"
}
""")
def shadowing(lint):
    program = lint.program
    kinds: dict[str, list] = {}
    for kind, decls in (("define", program.defines), ("variable", program.vars), ("option", program.options),
                        ("zone", program.zones)):
        for d in decls:
            kinds.setdefault(d.name, []).append((kind, d))
    for e in program.enums:
        for v in dict.fromkeys(e.values):
            kinds.setdefault(v, []).append(("enum value", e))
    for e in program.enums:
        kinds.setdefault(e.name, []).append(("enum", e))
    for name, found in kinds.items():
        found = sorted(found, key=lambda kd: GLOBAL_ORDER.index(kd[0]))
        winner = found[0][0]
        for kind, decl in found[1:]:
            if kind != winner:
                yield lint.finding("shadowing", decl.span, f"the {kind} '{name}' is hidden by the {winner} '{name}': "
                                   f"the name always means the {winner}; rename one of them")
    for node, message in lint.seen.shadowing:
        yield lint.finding("shadowing", node.span, message)


@check("duplicate", "error", "a name declared twice", example="""\
players 2..4
option fast: bool = true
option fast: bool = false
play {
  if fast { end game }
}
""")
def duplicate(lint):
    """Declarations the resolver reports twice are its errors; these are the names declared twice
    within one declaration: an enum's values, a card type's attributes, parameters."""
    program = lint.program
    for e in program.enums:
        seen = set()
        for v in e.values:
            if v in seen:
                yield lint.finding("duplicate", e.span, f"value '{v}' appears twice in enum '{e.name}'; remove one")
            seen.add(v)
    for c in program.cards:
        seen = set()
        for f in c.fields:
            if f.name in seen:
                yield lint.finding("duplicate", f.span, f"card type '{c.name}' has two attributes '{f.name}'; rename "
                                                        "or remove one")
            seen.add(f.name)
    for decl in (*program.defines, *program.events, *(p for p in program.procedures if p.kind != "play")):
        seen = set()
        for p in decl.params:
            if p.name in seen:
                yield lint.finding("duplicate", p.span, f"parameter '{p.name}' is declared twice; rename one")
            seen.add(p.name)


@check("unused-zone", "warning", "a zone nothing uses", example="""\
players 2..4
zone spare
play { end game }
""")
def unused_zone(lint):
    seen = lint.seen
    for z in lint.program.zones:
        if z.name not in seen.zone_mentions and z.name not in seen.zone_reads and z.name not in seen.zone_writes:
            yield lint.finding("unused-zone", z.span, f"zone '{z.name}' is declared but never used; remove it, or "
                               "use it in the rules")


@check("unused-card-type", "warning", "a card type that is in no deck", example="""\
players 2..4
card joker { value: int }
play { end game }
""")
def unused_card_type(lint):
    decks = lint.decks
    for c in lint.program.cards:
        if c.name not in decks.entry_types:
            yield lint.finding("unused-card-type", c.span, f"card type '{c.name}' is in no deck, so no such card "
                               "exists; add it to a deck, or remove it")
        elif decks.complete and lint.program.decks and c.name not in decks.types_in_decks:
            yield lint.finding("unused-card-type", c.span,
                               f"card type '{c.name}' is in no deck for any player count or option; check the "
                               "conditions of its deck entries")


@check("unused-attribute", "warning", "a card attribute that is never read", example="""\
players 2..4
card c { value: int  color: int }
zone deck visible to nobody
deck deck { 4 c "c" (value: 1, color: 2) }
play {
  log "{sum(x.value for x in deck)}"
}
""")
def unused_attribute(lint):
    seen = lint.seen
    for c in lint.program.cards:
        for f in lint.flow.card_attrs[c.name].values():
            if f.name not in seen.attr_reads:
                what = "card variable" if f.mutable else "attribute"
                more = " (it is set but never read)" if f.mutable and f.name in seen.cvar_writes else ""
                yield lint.finding("unused-attribute", f.span,
                                   f"{what} '{f.name}' of card type '{c.name}' is never read{more}; remove it, or "
                                   "use it in a rule")


@check("unset-attribute", "warning", "a card attribute that never gets a value", example="""\
players 2..4
card c { value: int  weight: int }
zone deck visible to nobody
deck deck { 4 c "c" (value: 1) }
play {
  log "{sum(x.value + x.weight for x in deck)}"
}
""")
def unset_attribute(lint):
    seen, decks = lint.seen, lint.decks
    for c in lint.program.cards:
        for f in lint.flow.card_attrs[c.name].values():
            if f.name not in seen.attr_reads:
                continue  # unused-attribute says more
            if f.mutable and f.name not in seen.cvar_writes:
                if f.default is None:
                    yield lint.finding("unset-attribute", f.span,
                                       f"card variable '{f.name}' is never set, so it is always none; set it in a "
                                       "rule, or remove it")
                else:
                    yield lint.finding("unset-attribute", f.span, f"card variable '{f.name}' is never set, so it "
                                       "always holds its default; make it a fixed attribute")
            elif not f.mutable and f.default is None and (c.name, f.name) not in decks.entry_fields \
                    and c.name in decks.entry_types:
                yield lint.finding("unset-attribute", f.span, f"attribute '{f.name}' of card type '{c.name}' never "
                                   "gets a value: no deck entry sets it and it has no default; set it in the deck "
                                   f"entries, or give it one ('{f.name}: {f.type} = ...')")


@check("unused-option", "warning", "an option that nothing uses", example="""\
players 2..4
option short: bool = false "A shorter game"
play { end game }
""")
def unused_option(lint):
    for o in lint.program.options:
        if o.name not in lint.seen.option_uses:
            yield lint.finding("unused-option", o.span, f"option '{o.name}' is declared but never used; read it in a "
                               "rule, or remove it")


@check("unused-variable", "warning", "a variable that nothing uses", example="""\
players 2..4
var spare: int = 0
play { end game }
""")
def unused_variable(lint):
    seen = lint.seen
    for v in lint.program.vars:
        if v.name not in seen.var_reads and v.name not in seen.var_writes:
            yield lint.finding("unused-variable", v.span, f"variable '{v.name}' is declared but never used; remove it")


@check("unread-variable", "warning", "a variable (a counter) that is set but never read",
       example="""\
players 2..4
var turns: int = 0
play {
  turns += 1
}
""")
def unread_variable(lint):
    seen = lint.seen
    for v in lint.program.vars:
        if v.name in seen.var_writes and v.name not in seen.var_reads:
            yield lint.finding("unread-variable", v.span, f"variable '{v.name}' is set but never read; use it (in the "
                               "ranking, a condition, a log line) or remove it")


@check("unset-variable", "warning", "a variable that is read but never set", example="""\
players 2..4
var bonus: int = 3
play {
  log "{bonus}"
}
""")
def unset_variable(lint):
    seen = lint.seen
    for v in lint.program.vars:
        if v.name in seen.var_reads and v.name not in seen.var_writes:
            yield lint.finding("unset-variable", v.span, f"variable '{v.name}' is read but never set: it always "
                               "holds its initial value; a define would say so")


@check("read-before-set", "error", "a variable with no start value used before any rule sets it, on some path",
       example="""\
players 2..4
var starter: player
var score: int per player = 0
rank p by score[p]
play {
  if roll(1, 6) > 3 {
    starter = 0
  }
  score[starter] += 1
}
""")
def read_before_set(lint):
    """A variable declared without a value (none) that the rules use as a number, a key, an owner, a
    card or a list where, on some path from the start of the game, nothing has set it (`paths.py`).
    Told once per variable, at the first such use."""
    for var, (node, _) in sorted(lint.paths.unset_reads.items(), key=lambda kv: (kv[1][0].span.line,
                                                                                kv[1][0].span.column)):
        decl = lint.program.var(var)
        through = f" (through '{node.define}', which reads it)" if isinstance(node, ir.DefineCall) else ""
        yield lint.finding("read-before-set", node.span, f"'{var}' may have no value here{through}: it has no start "
                           "value, and on some path nothing sets it before this runs, so the rules would fail "
                           f"on none. Give it one ('var {var}: {decl.type}{' per player' if decl.per_player else ''}"
                           " = ...') or set it on every path before this")


@check("unused-local", "warning", "a 'let' whose value is never used", example="""\
players 2..4
play {
  let n = 2
  end game
}
""")
def unused_local(lint):
    for local in lint.seen.unused_lets:
        yield lint.finding("unused-local", local.node.span, f"the value of '{local.name}' is never used; use it, or "
                           "remove the 'let'")


@check("unused-define", "warning", "a define that nothing uses", example="""\
players 2..4
define bonus = 3
play { end game }
""")
def unused_define(lint):
    for d in lint.program.defines:
        if d.name not in lint.seen.define_uses:
            yield lint.finding("unused-define", d.span, f"define '{d.name}' is declared but never used; use it, or "
                               "remove it")


@check("unused-event", "warning", "an event that is never emitted and has no trigger", example="""\
players 2..4
event drawn(p: player)
play { end game }
""")
def unused_event(lint):
    for e in lint.program.events:
        if e.name not in lint.seen.emitted_anywhere and e.name not in lint.reach.triggers_of:
            yield lint.finding("unused-event", e.span, f"event '{e.name}' is never emitted and no trigger listens to "
                               "it; emit it, or remove it")


@check("unused-procedure", "warning", "a procedure or phase that is never called", example="""\
players 2..4
phase spare {
  log "spare"
}
play { end game }
""")
def unused_procedure(lint):
    for p in lint.program.procedures:
        if p.kind != "play" and p.name not in lint.seen.called_anywhere:
            yield lint.finding("unused-procedure", p.span, f"{p.kind} '{p.name}' is declared but never called; call "
                               "it, or remove it")
