"""Lint checks, structure: how the rules run. What the play block reaches through calls, events and
their triggers (`flow.Reach`), code that can never run, procedures only called from it, triggers
whose event never happens, `exit`, `return` and `break` that cannot do what they say, event values
read where no event is open, a game that never ends, a loop that never ends once it starts and a
procedure that never returns (`progress.py`); and the codes of the passes before lint (reading,
parsing, the schema check, the resolver's structure errors), passed through.
"""

from __future__ import annotations

import re

from .. import ir
from .facts import nodes_of, statements_of
from .progress import Recursion, condition_of, stuck_loop
from .registry import check, passes_through

passes_through("file", "error", "the file cannot be read (missing, a directory, not UTF-8, too large)")
passes_through("syntax", "error", "the text does not follow the grammar", example="""\
players 2..4
play {
  let x = 1 @ 2
}
""")
passes_through("json", "error", "a .json rulebook is not valid JSON")
passes_through("schema", "error", "the document breaks the rulebook schema", example="""\
players 2..20
play { end game }
""")
passes_through("structure", "error", "a statement in the wrong place, a missing declaration",
               example="""\
players 2..4
play {
  break
}
""")
passes_through("players", "error", "a player count outside the rulebook's range")
passes_through("option", "error", "an unknown option or a bad option value")
passes_through("limit", "error", "a rulebook larger than the engine allows", example="""\
players 2..4
card c { value: int }
zone deck
deck deck { 100001 c "c" (value: 1) }
play { log "{sum(x.value for x in deck)}" }
""")
passes_through("internal", "error", "the compiler or the linter failed on this rulebook")

_SELF_REFERENCE = re.compile(r"^'(\w+)' is defined in terms of itself$")


@check("self-reference", "error", "a define computed from itself", example="""\
players 2..4
define f = f + 1
play { log "{f}" }
""")
def self_reference(lint):
    """The resolver finds it, where the define is used in its own computation."""
    for e in lint.errors:
        m = _SELF_REFERENCE.match(e.message)
        if m and m.group(1) in lint.program.define_index:
            yield lint.finding("self-reference", e.span, e.message)


@check("misplaced-cancel", "error", "'cancel' outside an 'on before' trigger", example="""\
players 2..4
event drawn(p: player)
on after drawn {
  cancel
}
play { emit drawn(0) }
""")
def misplaced_cancel(lint):
    for t in lint.program.triggers:
        if t.timing != "before":
            for s in t.body:
                for n in nodes_of(s):
                    if isinstance(n, ir.Cancel):
                        yield lint.finding("misplaced-cancel", n.span,
                                           "'cancel' is only allowed in an 'on before' trigger")


@check("unreachable-code", "warning", "statements that can never run", example="""\
players 2..4
play {
  end game
  log "never"
}
""")
def unreachable_code(lint):
    for s, why in lint.seen.unreachable:
        yield lint.finding("unreachable-code", s.span, f"this statement can never run: {why}; remove it, or fix "
                           "what stops it")


@check("unreachable-procedure", "warning", "a procedure or phase called only from code that never runs",
       example="""\
players 2..4
procedure score {
  log "scoring"
}
play {
  end game
  score()
}
""")
def unreachable_procedure(lint):
    for p in lint.program.procedures:
        if p.kind != "play" and p.name in lint.seen.called_anywhere and ("proc", p.name) not in lint.reach:
            yield lint.finding("unreachable-procedure", p.span, f"{p.kind} '{p.name}' can never run: it is only "
                               "called from code that never runs; call it from rules that run")


@check("never-emitted", "warning", "a trigger whose event is never emitted", example="""\
players 2..4
event drawn(p: player)
on after drawn {
  log "drawn"
}
play { end game }
""")
def never_emitted(lint):
    seen = lint.seen
    for t in lint.program.triggers:
        if t.event not in seen.emitted_anywhere:
            yield lint.finding("never-emitted", t.span, f"this trigger never fires: event '{t.event}' is never "
                               f"emitted; add 'emit {t.event}(...)' where it happens, or remove the trigger")
        elif t.event not in lint.reach.emitted_live and t.index not in seen.dead_triggers:
            yield lint.finding("never-emitted", t.span, f"this trigger never fires: event '{t.event}' is only "
                               "emitted by code that never runs; emit it from rules that run")


@check("exit-not-running", "warning", "'exit NAME' where NAME is never running", example="""\
players 2..4
procedure round {
  log "a round"
}
procedure cleanup {
  exit round
}
play {
  round()
  if player_count > 3 {
    cleanup()
  }
}
""")
def exit_not_running(lint):
    for key, name, node, _ in lint.seen.exits:
        if key not in lint.reach.below(("proc", name)):
            where = "the play block" if key == ("play",) else (f"'{key[1]}'" if key[0] == "proc" else "this trigger")
            yield lint.finding("exit-not-running", node.span, f"'exit {name}' can never leave '{name}': {where} is "
                               f"never run from inside '{name}'; use 'return', or exit a procedure that is running")


@check("return-in-emit", "warning", "'return' or 'break' inside an emit block leaves the event open",
       example="""\
players 2..4
event drawn(p: player)
procedure draw(p: player) {
  emit drawn(p) {
    if p == 0 {
      return
    }
    log "drew"
  }
}
play { draw(0) }
""")
def return_in_emit(lint):
    for s, message in lint.seen.leaving_emit:
        yield lint.finding("return-in-emit", s.span, message)


@check("event-not-open", "error", "EVENT.value read where that event is never open",
       example="""\
players 2..4
event handover(giver: player, receiver: player)
procedure report {
  log "{handover.receiver} was given a card"
}
play {
  emit handover(0, 1)
  report()
}
""")
def event_not_open(lint):
    seen, reach = lint.seen, lint.reach
    for key, event, node, lexical in seen.event_reads:
        if lexical or key[0] == "define":
            continue
        inside: set = set()
        for start in [("proc", p) for p in seen.open_calls.get(event, ())] + [
                ("trigger", i) for i in reach.triggers_of.get(event, [])]:
            inside |= reach.below(start)
        if key not in inside:
            name = lint.program.event(event).params[node.index].name
            yield lint.finding("event-not-open", node.span, f"'{event}.{name}' is read where no '{event}' event is "
                               f"open: only an 'emit {event}' block, its triggers and what they run can read it; "
                               "pass the value as a parameter instead")


@check("no-end", "error", "no path of the rules ever ends the game", example="""\
players 2..4
var turn: int = 0
play {
  while true {
    turn += 1
    choose x in [1, 2] by 0 as "number"
    log "{x} {turn}"
  }
}
""")
def no_end(lint):
    seen = lint.seen
    play = lint.program.procedures[lint.program.play]
    ends = [has for key in lint.reach.keys for has in seen.ends.get(key, [])]
    if not seen.play_ends and not ends:
        yield lint.finding("no-end", play.span, "the game never ends: the play block never finishes and no rule that "
                           "can run says 'end game'; add 'end game' (or 'break' out of the loop) where the game is "
                           "over")


@check("endless-loop", "error", "a loop that can never end once it starts", example="""\
players 2..4
var passes: int = 0
var score: int per player = 0
rank p by score[p]
play {
  passes = 0
  while passes < player_count {
    for p in players() {
      score[p] += roll(1, 6)
    }
  }
}
""")
def endless_loop(lint):
    """A `while` or `repeat` with no way out whose condition nothing in it can change (`progress.py`).
    A loop inside another that never ends is the one told."""
    found = []
    if not any(isinstance(n, (ir.While, ir.Repeat)) for n in lint.flow.nodes):
        return
    for _, stmts in lint.bodies():
        for n in statements_of(stmts):
            if isinstance(n, (ir.While, ir.Repeat)):
                test = condition_of(n)
                av = lint.seen.values.get(id(test))
                truth = av.truth() if av is not None else None
                if truth == ({False} if isinstance(n, ir.While) else {True}):
                    continue  # it never runs (or runs once): constant-condition says so
                why = stuck_loop(lint.program, n, lint.effects)
                if why is None:
                    continue
                if truth == ({True} if isinstance(n, ir.While) else {False}) and lint.effects.of(n.body).decides:
                    continue  # a game loop whose only way out is missing: no-end or unreachable-code says so
                found.append((n, test, why))
    inner = [f for f in found if not any(g[0] is not f[0] and _inside(g[0], f[0]) for g in found)]
    for n, test, why in inner:
        decides = lint.effects.of(n.body).decides
        tail = " (the players would decide for ever)" if decides else " (it makes no decision: the game hangs)"
        yield lint.finding("endless-loop", test.span, f"this loop never ends once it starts: {why}{tail}")


def _inside(inner, outer) -> bool:
    """Whether the statement `inner` is part of `outer`'s body."""
    return inner is not outer and any(n is inner for n in nodes_of(outer))


@check("endless-recursion", "error", "a procedure that calls itself on every path before it can end",
       example="""\
players 2..4
var total: int = 0
procedure count_down(k: int) {
  total += k
  count_down(k - 1)
}
play {
  count_down(3)
  log "{total}"
}
""")
def endless_recursion(lint):
    """Told at the call that recurses, in the procedure that has no case that ends it (`progress.py`)."""
    for proc, call, decided, ranges in Recursion(lint.program, lint.seen.values).found:
        if ("proc", proc.name) not in lint.reach:
            continue
        others = sorted(_cycle_names(lint, proc.name) - {proc.name})
        names = [f"'{n}'" for n in [proc.name] + others]
        who = names[0] if not others else ", ".join(names[:-1]) + " and " + names[-1]
        calls = "calls itself" if not others else "call each other"
        if decided is not None:
            test, value = decided
            slot = next(s for s in ranges if s in test.facts.reads)
            low, high, param = ranges[slot]
            start = low if high == float("inf") else high
            how = "adds to it" if high == float("inf") else "subtracts from it"
            yield lint.finding("endless-recursion", call.span, f"{who} never reaches the case that ends it: "
                               f"'{lint.source(test.span)}' is always {'true' if value else 'false'}, since '{param}' "
                               f"starts at {start} and each call {how}; so it {calls} without end. Change the "
                               "condition or what the call passes")
        elif not others:
            yield lint.finding("endless-recursion", call.span, f"{who} calls itself on every path before it can end, "
                               "so it never returns: give it a case that ends without the call (an 'if' around the "
                               "call, or a 'return' before it)")
        else:
            yield lint.finding("endless-recursion", call.span, f"{who} call each other on every path before either "
                               "can end, so neither ever returns: give one of them a case that ends without the call "
                               "(an 'if' around the call, or a 'return' before it)")


def _cycle_names(lint, name: str) -> set:
    program = lint.program
    calls = {p.name: {n.procedure for s in p.body for n in nodes_of(s) if isinstance(n, ir.CallProc)}
             for p in program.procedures}
    reach = {name}
    todo = [name]
    while todo:
        for c in calls.get(todo.pop(), ()):
            if c not in reach:
                reach.add(c)
                todo.append(c)
    back = {m for m in reach if name in _closure(calls, m)}
    return back | {name}


def _closure(calls: dict, name: str) -> set:
    out: set = set()
    todo = [name]
    while todo:
        for c in calls.get(todo.pop(), ()):
            if c not in out:
                out.add(c)
                todo.append(c)
    return out
