"""Lint checks, game logic: what the values of the rules say about the game. Conditions that are
always true or always false (or that no card of any deck can satisfy), `elif` branches covered by
the branches before them or repeating one of them, choices that can never or may not have a legal
option, player arithmetic that goes past the last player, zones read but never filled or filled
but never read, and ranking keys that never break a tie.

They read the abstract values and the observations of the flow analysis (`flow.py`), the decks
worked out for every set-up (`decks.py`) and what surely holds on every path (`paths.py`).
"""

from __future__ import annotations

import re

from .. import ir
from .facts import nodes_of
from .registry import check
from .values import condition_fact, covered, name_of

_ALWAYS_FALSE = {"when": "this trigger can never fire: its condition is always false",
                 "choice": "no item can ever satisfy this choice: its condition is always false",
                 "where": "this condition is always false: nothing passes it",
                 "while": "this loop never runs: its condition is always false"}
_FIX = "; fix the condition, or remove what it guards"


def _fixed(message: str) -> str:
    """A message with what to do, unless it ends with a suggestion already."""
    return message if message.endswith("?") else message + _FIX
_IMPOSSIBLE = {"when": "this trigger can never fire", "choice": "no item can ever satisfy this choice",
               "where": "no item can ever satisfy this condition"}


def _constant(conditions):
    """The conditions worth telling: (node, where, value, av)."""
    for node, where, av in conditions:
        value = next(iter(av.truth()))
        if value and where in ("while", "until", "where", "when", "choice"):
            continue
        if where == "until" and not value:
            continue
        yield node, where, value, av


@check("constant-condition", "warning", "a condition that is always true or always false",
       example="""\
players 2..4
play {
  if player_count > 4 {
    log "crowded"
  }
}
""")
def constant_condition(lint):
    for node, where, value, av in _constant(lint.seen.conditions):
        reason = f": {av.reason}" if av.reason else ""
        if not value and not av.deck:
            yield lint.finding("constant-condition", node.span, _ALWAYS_FALSE.get(where, "this condition is always "
                                                                                   "false") + _fixed(reason))
        elif value:
            yield lint.finding("constant-condition", node.span, "this condition is always true" + reason
                               + _fixed("; the branches after it never run" if where in ("if", "elif") else ""))
    for source, why in lint.seen.loops_never:
        yield lint.finding("constant-condition", source.span, f"this loop never runs: {why}{_FIX}")
    program = lint.program
    low, high = program.min_players, max(program.min_players, program.max_players)
    counts = f"{low} to {high} players" if low != high else f"{low} players"
    for e in lint.decks.never_included():
        if isinstance(e, ir.DeckCard):
            yield lint.finding("constant-condition", (e.test or e).span, "this deck entry is never included: its "
                               f"condition is false for {counts} and every option; fix the condition, or remove the "
                               "entry")
        else:
            yield lint.finding("constant-condition", e.source.span, f"this deck loop runs over nothing for {counts} "
                               "and every option; fix what it runs over")


@check("impossible-condition", "warning", "a condition that no card of any deck can make true",
       example="""\
players 2..4
enum kind { cat, dog, dragon }
card animal { kind: kind }
zone deck visible to nobody
deck deck { 4 animal "cat" (kind: cat) }
play {
  log "{count(a in deck where a.kind == dragon)}"
}
""")
def impossible_condition(lint):
    for node, where, value, av in _constant(lint.seen.conditions):
        if not value and av.deck:
            reason = f": {av.reason}" if av.reason else ""
            yield lint.finding("impossible-condition", node.span,
                               _IMPOSSIBLE.get(where, "this condition can never hold") + _fixed(reason))


@check("unreachable-branch", "warning", "an elif branch whose condition is covered by earlier ones",
       example="""\
players 2..4
var n: int = 0
play {
  n = roll(1, 6)
  if n >= 3 {
    log "three or more"
  } elif n >= 5 {
    log "five or more"
  }
}
""")
def unreachable_branch(lint):
    for test, earlier in lint.seen.branches:
        if _repeated(test, earlier) is not None:
            continue  # duplicate-condition says so
        fact = condition_fact(test)
        if fact is None:
            continue
        key, value = fact
        before = [v for k, v in (condition_fact(prev) or (None, None) for prev in earlier) if k == key]
        if before and covered(value, before):
            yield lint.finding("unreachable-branch", test.span, "this branch can never be taken: the earlier "
                               "branches already cover every value it accepts; reorder the branches (the narrower "
                               "first) or fix the condition")


@check("duplicate-condition", "warning", "an if/elif chain that tests the same condition twice", example="""\
players 2..4
var score: int per player = 0
rank p by score[p]
play {
  for p in players() {
    let a = roll(1, 6)
    let b = roll(1, 6)
    if a > 3 and b > 3 {
      score[p] += 2
    } elif a > 3 and b > 3 {
      score[p] += 1
    }
  }
}
""")
def duplicate_condition(lint):
    """The same condition (the same expression, reading the same values, drawing nothing) as an earlier
    branch of the chain: when it is tested, the earlier one was just false, so it is false too."""
    for test, earlier in lint.seen.branches:
        same = _repeated(test, earlier)
        if same is not None:
            yield lint.finding("duplicate-condition", test.span, f"this condition repeats the one on line "
                               f"{same.span.line} ('{lint.source(same.span)}'): when it is tested that one was just "
                               "false, so this branch never runs; test what this branch is meant for")


def _repeated(test, earlier):
    """The earlier condition of the chain that `test` repeats exactly, if any (one that draws or changes
    nothing: two rolls of a die are not the same condition)."""
    if test.facts.random or not test.facts.pure:
        return None
    return next((e for e in earlier if e == test), None)


def _sizes(av):
    if av is not None and av.values and all(isinstance(v, tuple) for v in av.values):
        return [len(v) for v in av.values]
    return None


def _none_checked(name: str, body: tuple) -> bool:
    """Whether the body compares `name` with none somewhere (the rules handle 'nothing chosen')."""
    for s in body:
        for n in nodes_of(s):
            if isinstance(n, ir.Binary) and n.op in ("==", "!="):
                sides = (n.left, n.right)
                if any(name_of(x) == name for x in sides) and any(
                        isinstance(x, ir.Literal) and x.type.kind == "none" for x in sides):
                    return True
    return False


@check("no-legal-option", "warning", "a choice that can never have a legal option",
       example="""\
players 2..4
play {
  choose two in ["x", "y"] by 0 count 3 as "three of two"
  log "{two}"
}
""")
def no_legal_option(lint):
    for c in lint.seen.choices:
        label = f"'{c.node.label}'"
        if c.empty is not None:
            yield lint.finding("no-legal-option", c.node.span, f"the choice {label} can never have a legal option: "
                               f"{c.empty}" + ("" if c.node.optional or c.node.may_be_empty else "; a game stops there with an error") + "; fix what "
                               "it runs over")
        elif c.where != {False} and c.count is not None:
            sizes = _sizes(c.options)
            if sizes is not None and c.count > max(sizes):
                yield lint.finding("no-legal-option", c.node.span, f"the choice {label} picks {c.count} items from "
                                   f"at most {max(sizes)}: it can never have a legal option; pick fewer")


@check("stuck-choice", "warning", "a compulsory choice that can have no legal option",
       example="""\
players 2..5
var picked: int = 0
play {
  choose trio in players() by 0 count 3 as "three players"
  picked = size(trio)
  log "{picked}"
}
""", phase="both")
def stuck_choice(lint):
    """Statically, when what the choice runs over can be too short or empty; in simulated games, when it
    was (both are told, once for each choice)."""
    told = set()
    if lint.games is not None:
        handled = {_where(c.node) for c in lint.seen.choices if c.node.or_none or _none_checked(c.node.name, c.body)}
        for finding in lint.games.stuck_choices(lint, handled):
            told.add(_where(finding))
            yield finding
    for finding in _stuck_statically(lint):
        if _where(finding) not in told:
            yield finding


def _where(node) -> tuple:
    s = node.span
    return (s.line, s.column, s.end_line, s.end_column)


def _stuck_statically(lint):
    for c in lint.seen.choices:
        s = c.node
        label = f"'{s.label}'"
        if c.empty is not None or c.where == {False} or s.optional or s.or_none:
            continue
        sizes = _sizes(c.options)
        if c.count is not None:
            if sizes is None or c.count > max(sizes) or s.where is not None:
                continue
            if c.count > min(sizes) and not _none_checked(s.name, c.body):
                yield lint.finding("stuck-choice", s.span, f"the compulsory choice {label} picks {c.count} items "
                                   f"from as few as {min(sizes)}: then it has no legal option and a game stops there "
                                   f"with an error; check 'if {s.name} == none' after it, write 'or none', or make it "
                                   "optional")
        elif c.options is not None and () in c.options.values and not _none_checked(s.name, c.body):
            yield lint.finding("stuck-choice", s.span, f"the compulsory choice {label} can be offered an empty list: "
                               f"then a game stops there with an error; check 'if {s.name} == none' after it, or "
                               "make it optional")
        elif _none_checked(s.name, c.body):
            continue
        elif id(s) in lint.paths.empty_choices:
            zone = lint.paths.empty_choices[id(s)][1]
            yield lint.finding("stuck-choice", s.span, f"the compulsory choice {label} can find '{zone}' empty: on "
                               f"some path no card has reached '{zone}' before it, and then a game stops there with "
                               f"an error; check 'if {s.name} == none' after it, write 'or none', or make it optional")
        else:
            guard = _half_guard(lint, s, c.body)
            if guard is not None:
                yield lint.finding("stuck-choice", s.span, f"the compulsory choice {label} can have no legal option: "
                                   f"the loop before it also stops when '{guard}' fails, and then no item need pass "
                                   f"its condition, so a game stops there with an error; check 'if {s.name} == "
                                   "none' after it (and pass), or make it optional")


def _half_guard(lint, choice, body: tuple) -> str | None:
    """The other half of a loop's condition `G and not any(x in Z where W)` just before a choice
    `choose y in Z where W`: the loop ends when G fails too, and then nothing need satisfy W."""
    if choice.where is None:
        return None
    for block in _blocks_of(body):
        for before, after in zip(block, block[1:]):
            if after is not choice or not isinstance(before, ir.While) or not isinstance(before.test, ir.And):
                continue
            for guard, other in ((before.test.left, before.test.right), (before.test.right, before.test.left)):
                if isinstance(other, ir.Not) and isinstance(other.value, ir.Aggregate) and other.value.fn == "any" \
                        and other.value.where is not None and _same(lint, other.value, choice):
                    return lint.source(guard.span)
    return None


def _same(lint, test: ir.Aggregate, choice: ir.Choose) -> bool:
    """Whether `any(x in Z where W)` and `choose y in Z where W` run over the same items with the same
    condition, as written (the names of their items aside)."""
    def spelt(e, name):
        return re.sub(rf"\b{re.escape(name)}\b", "\x00", lint.source(e.span))

    return lint.source(test.source.span) == lint.source(choice.source.span) and spelt(
        test.where, test.name) == spelt(choice.where, choice.name)


def _blocks_of(stmts: tuple):
    """Every list of statements in a body, the body itself included."""
    yield stmts
    for s in stmts:
        parts = [b.body for b in s.branches] + [s.otherwise] if isinstance(s, ir.If) else (
            [s.body] if isinstance(s, (ir.While, ir.Repeat, ir.For, ir.Simultaneous, ir.Emit)) else [])
        for part in parts:
            yield from _blocks_of(part)


@check("player-out-of-range", "error", "player arithmetic that can go past the last player or before the first",
       example="""\
players 2..4
var dealer: player = 0
var score: int per player = 0
rank p by score[p]
play {
  for round in range(1, 6) {
    score[dealer] += round
    dealer = dealer + 1
  }
}
""")
def player_out_of_range(lint):
    """`P + k` or `P - k` (k a positive number, P a player that changes) stored or used as a player: for the
    last player (the first) it is no player, and the rules fail where it is used, not here. An `if` or
    a condition around it that looks at P (or the same sum) is taken to keep it in range."""
    program = lint.program
    if not any(isinstance(n, ir.Binary) and n.op in ("+", "-") and n.left.type.kind == "player"
               for n in lint.flow.nodes):
        return
    players = {v.name for v in program.vars if v.type.kind == "player"}
    for _, stmts in lint.bodies():
        for node, guards in _guarded(stmts, ()):
            for target in _player_uses(node, players, program):
                if not isinstance(target, ir.Binary) or target.op not in ("+", "-"):
                    continue
                p, k = target.left, target.right
                if p.type.kind != "player" or not (isinstance(k, ir.Literal) and type(k.value) is int and k.value > 0):
                    continue
                if not (p.facts.reads or p.facts.state) or any(_mentions(g, p) or _mentions(g, target)
                                                               for g in guards):
                    continue
                text, k = lint.source(target.span), k.value
                if target.op == "+":
                    what = "the last player it is player_count" if k == 1 else \
                        f"the last {k} players it is player_count or more"
                    fix = f"next({lint.source(p.span)})" if k == 1 else f"({text}) % player_count"
                else:
                    what = "the first player it is -1" if k == 1 else f"the first {k} players it is below 0"
                    fix = f"prev({lint.source(p.span)})" if k == 1 else f"({text} + player_count) % player_count"
                yield lint.finding("player-out-of-range", target.span, f"'{text}' can name no player: for {what}, "
                                   f"and players are numbered from 0 to player_count - 1; use {fix}, which goes "
                                   "round the table")


def _guarded(stmts, guards: tuple):
    """Every statement with the conditions of the `if`s and loops around it (and `Cond` tests below it)."""
    for st in stmts:
        yield st, guards
        if isinstance(st, ir.If):
            for branch in st.branches:
                yield from _guarded(branch.body, guards + (branch.test,))
            yield from _guarded(st.otherwise, guards + tuple(b.test for b in st.branches))
        elif isinstance(st, (ir.While, ir.Repeat)):
            yield from _guarded(st.body, guards + (st.test if isinstance(st, ir.While) else st.until,))
        elif isinstance(st, ir.For):
            yield from _guarded(st.body, guards + ((st.where,) if st.where is not None else ()))
        elif isinstance(st, (ir.Simultaneous, ir.Emit)):
            yield from _guarded(st.body, guards)


def _player_uses(st, players: set, program):
    """The expressions a statement stores or uses as a player (itself, not the statements inside it)."""
    if isinstance(st, ir.Assign) and st.op == "=":
        place = st.place
        if isinstance(place, ir.VarPlace) and place.var in players and place.owner is None:
            yield _unguarded(st.value)
    if isinstance(st, ir.CallProc) and st.procedure in program.proc_index:
        for prm, a in zip(program.procedure(st.procedure).params, st.args):
            if prm.type.kind == "player":
                yield _unguarded(a)
    for part in ir.children(st):
        if isinstance(part, (ir.Expr, ir.VarPlace, ir.ItemPlace, ir.LocalPlace, ir.CardVarPlace)):
            for n in nodes_of(part):
                if isinstance(n, (ir.ZoneRef, ir.VarValue, ir.VarPlace)) and n.owner is not None:
                    yield _unguarded(n.owner)


def _unguarded(e):
    """The expression, or None when a conditional expression's test decides it (`if ... then d + 1 else 0`)."""
    return None if isinstance(e, ir.Cond) else e


def _mentions(guard, e) -> bool:
    return any(n == e for n in nodes_of(guard))


@check("never-filled", "warning", "a zone that is read but that no deck and no move ever fills",
       example="""\
players 2..4
zone discard
play {
  log "{size(discard)}"
}
""")
def never_filled(lint):
    seen = lint.seen
    for z in lint.program.zones:
        if z.name in seen.zone_reads and z.name not in seen.zone_writes and not seen.unknown_dest:
            yield lint.finding("never-filled", z.span, f"zone '{z.name}' is read but never filled: no deck and no move "
                               "puts a card in it; fill it with a deck or a move, or stop reading it")


@check("never-read", "warning", "a zone filled but never read by a rule nor seen by any player",
       example="""\
players 2..4
card c { value: int }
zone deck visible to nobody
zone burned visible to nobody
deck deck { 4 c "c" (value: 1) }
play {
  move top(deck) to burned
  log "{sum(x.value for x in deck)}"
}
""")
def never_read(lint):
    seen = lint.seen
    for z in lint.program.zones:
        if z.name in seen.zone_writes and z.name not in seen.zone_reads and (
                z.visible_to == "nobody" or (z.visible_to == "owner" and not z.per_player)):
            yield lint.finding("never-read", z.span, f"zone '{z.name}' is filled but never read: no rule looks at it "
                               "and no player can see it (if it only takes cards out of play, say so with "
                               "'# lint: allow never-read')")


def _depends_on(lint, e: ir.Expr, var: str, seen: set) -> bool:
    """Whether an expression uses `var` (through defines without parameters too)."""
    for n in nodes_of(e):
        if name_of(n) == var:
            return True
        if isinstance(n, ir.DefineCall) and not n.args and n.define not in seen:
            seen.add(n.define)
            if _depends_on(lint, lint.program.define(n.define).value, var, seen):
                return True
    return False


def _rank_keys(lint):
    """(key, what is wrong with it or None) of each ranking key."""
    rank = lint.program.rank
    if rank is None:
        return
    earlier: list = []
    for key, av in lint.seen.rank_keys:
        if key in earlier:
            yield key, "duplicate-rank-key"
        elif av is not None and len(av.values) == 1:
            yield key, "constant"
        elif not _depends_on(lint, key, rank.var, set()):
            yield key, "independent"
        earlier.append(key)


@check("constant-rank-key", "warning", "a ranking key that is the same for every player",
       example="""\
players 2..4
var score: int per player = 0
var round: int = 0
rank p by score[p], round
play {
  round += 1
  score[0] += round
}
""")
def constant_rank_key(lint):
    for key, problem in _rank_keys(lint):
        if problem == "constant":
            yield lint.finding("constant-rank-key", key.span, "this ranking key is a constant: it never breaks a tie; "
                               "rank by something that differs between players, or remove it")
        elif problem == "independent":
            yield lint.finding("constant-rank-key", key.span, f"this ranking key does not depend on the player "
                               f"'{lint.program.rank.var}': it is the same for everyone and never breaks a tie; "
                               f"use '{lint.program.rank.var}' in it, or remove it")


@check("duplicate-rank-key", "warning", "a ranking key given twice", example="""\
players 2..4
var score: int per player = 0
rank p by score[p], score[p]
play {
  score[0] += 1
}
""")
def duplicate_rank_key(lint):
    for key, problem in _rank_keys(lint):
        if problem == "duplicate-rank-key":
            yield lint.finding("duplicate-rank-key", key.span, "this ranking key repeats an earlier one: it never "
                               "breaks a tie; remove it, or rank by what should break the tie")
