"""Lint checks, simulation (`--simulate N`): N seeded random games for every supported player
count, on a private copy of the compiled model whose steps are wrapped to count what runs (the
engine itself is not touched). Procedures and triggers that never ran, choices that never offered
a choice, and games that hit a limit or raised an error are reported.

The model is compiled with `native=False`, so that every statement is a step: the first step of
each procedure and trigger counts its runs (a trigger with a condition: the first counts the
checks, the second the runs), each choose step records how many options it offered.

A game that runs away (an endless loop, calls nested without end) or does not end is reported
once, at its cause: the run is followed a little further to find the loop that keeps running, or
the procedure that keeps calling itself, and no more games are played for that player count. The
games allow far fewer steps between two decisions than the engine does (`STEP_LIMIT`), so that
a rulebook that never ends is found in seconds.
"""

from __future__ import annotations

import random

from rulerun.grammar.errors import RulesError, RulesErrors, Span

from .. import ir, records
from .facts import nodes_of
from .registry import REGISTRY, check

MAX_DECISIONS = 20_000  # per simulated game
MAX_PLAYER_COUNTS = 16
# steps between two decisions: the bundled games need fewer than a thousand, the engine allows 2,000,000
STEP_LIMIT = 200_000
FOLLOW_STEPS = 20_000  # steps run after a game ran away, to find the loop that keeps running


def _key(span: Span) -> tuple:
    return (span.line, span.column, span.end_line, span.end_column)


class Games:
    """What the simulated games did."""

    def __init__(self, lint, games: int):
        program = lint.program
        self.procedures = {_key(p.span): p for p in program.procedures if p.kind != "play"}
        self.triggers = {_key(t.span): t for t in program.triggers}
        self.choices = {_key(n.span): n for p in program.procedures for s in p.body for n in nodes_of(s)
                        if isinstance(n, ir.Choose)}
        self.choices.update({_key(n.span): n for t in program.triggers for s in t.body for n in nodes_of(s)
                             if isinstance(n, ir.Choose)})
        self.ran: dict[tuple, int] = {}  # procedure or trigger span -> runs
        self.guarded: dict[tuple, int] = {}  # trigger span -> times its condition was checked
        self.offered: dict[tuple, list[int]] = {}  # choose span -> [times reached, most options, times with none]
        self.problems: dict[tuple, list] = {}  # (code, span, message) -> [count, (players, seed) of the first]
        self.played = 0
        self.stopped: set[int] = set()  # player counts whose games were stopped (one never ended)
        low, high = program.min_players, max(program.min_players, program.max_players)
        self.counts = f"{games} game{'s' if games != 1 else ''} per player count ({low} to {high})"

    def stuck_choices(self, lint, handled: set):
        """The compulsory choices met with no legal option, but those in `handled` (the rules check
        for none after them: the pass idiom)."""
        for key, (reached, most, empty) in self.offered.items():
            node = self.choices[key]
            if empty and not node.optional and key not in handled:
                yield lint.finding("stuck-choice", Span(lint.file, *key), f"the compulsory choice '{node.label}' had "
                                   f"no legal option {empty} of {reached} times in {self.counts} (a game stops there with an "
                                   "error)")


def simulate_games(doc: dict, text: str | None, lint, games: int, seed: int) -> Games | None:
    """Plays `games` random games per supported player count on instrumented copies of the model."""
    from ..codegen.steps import ChooseStep
    from ..compiler import compile_rulebook
    from ..engine import SIMULTANEOUS, Game

    program = lint.program
    record = Games(lint, games)
    record.seed, record.per_count = seed, games  # for checks that play games of their own (`leaks.py`)
    low, high = program.min_players, max(program.min_players, program.max_players)
    # a choice that finds no legal option binds none here, so that the games go on and it is told as
    # `stuck-choice` where it happens (a real game stops there)
    doc = _choices_may_be_empty(doc)
    for n in range(low, min(high, low + MAX_PLAYER_COUNTS - 1) + 1):
        try:
            model, rules = compile_rulebook(doc, n, {}, text, native=False)  # steps are counted
        except Exception:  # noqa: BLE001 - the static checks report compile problems
            return None
        codes = []
        for proc in model.procedures:
            steps = list(proc.code)
            pkey = _key(proc.span)
            if proc.kind in ("procedure", "phase") and pkey in record.procedures and steps:
                steps[0] = _counting(steps[0], record.ran, pkey)
            elif proc.kind == "trigger" and pkey in record.triggers and steps:
                if record.triggers[pkey].when is not None and len(steps) > 1:
                    steps[0] = _counting(steps[0], record.guarded, pkey)
                    steps[1] = _counting(steps[1], record.ran, pkey)
                else:
                    steps[0] = _counting(steps[0], record.ran, pkey)
            for j, step in enumerate(proc.steps):
                k = _key(step.span)
                if isinstance(step, ChooseStep) and k in record.choices:
                    steps[j] = _watching(steps[j], record.offered, k, step.choose.optional, step.choose.slot)
            codes.append(tuple(steps))
        game = Game(records.evolve(model, codes=tuple(codes), step_limit=STEP_LIMIT), rules)
        for g in range(games):
            if not _play(game, n, seed + g, record, SIMULTANEOUS, lint):
                record.stopped.add(n)
                break  # a game that never ends: the next ones would only take as long to say the same
    return record


def _play(game, n: int, game_seed: int, record: Games, simultaneous, lint) -> bool:
    """Plays one game; False when it ran away or did not end."""
    rng = random.Random(game_seed * 7919 + n)
    record.played += 1
    state = None
    try:
        # as new_initial_state does, keeping the state should the first run fail (to find out why)
        state = game.unstarted_state(game_seed, False)
        state._run()
        decisions = 0
        while not state.is_terminal():
            player = state.current_player()
            if player == simultaneous:
                player = state.acting_players()[0]
            actions = state.legal_actions(player)
            state.apply_action(actions[rng.randrange(len(actions))], player)
            decisions += 1
            if decisions >= MAX_DECISIONS:
                key = ("endless-game", None, f"a game did not end after {MAX_DECISIONS} decisions: nothing that "
                                             "ends it ever happened; check the condition that should end the game")
                record.problems.setdefault(key, [0, (n, game_seed)])[0] += 1
                return False
    except RulesErrors as errs:
        err = errs.errors[0]
        if err.code in ("loop", "limit"):
            found = _runaway(lint, game, state, err) if state is not None else None
            span, message = found or (err.span, err.message)
            key = ("step-limit", _key(span) if span.line else None, message)
            record.problems.setdefault(key, [0, (n, game_seed)])[0] += 1
            return False
        key = ("runtime-error", _key(err.span) if err.span.line else None, err.message)
        record.problems.setdefault(key, [0, (n, game_seed)])[0] += 1
    return True


def _runaway(lint, game, state, err) -> tuple[Span, str] | None:
    """Where a game that ran away went wrong: the loop that kept running, or the procedure that kept
    calling itself (span and message), or None when it cannot be told."""
    d = state.data
    stack = d.cur if d.cur else d.stack
    procs = game.model.procedures
    if not stack:
        return None
    if err.code == "limit" and len(stack) > 2:
        return _recursion(lint, procs, stack)
    if err.code != "loop":
        return None
    # run on, step by step, and see which frame never returns: the one lowest on the stack that runs
    visited: dict[int, set[int]] = {}
    lowest = len(stack)
    try:
        for _ in range(FOLLOW_STEPS):
            if not stack or d.pending is not None or d.terminal:
                return None  # it did stop after all
            fr = stack[-1]
            pc = fr[1]
            depth = len(stack)
            lowest = min(lowest, depth)
            visited.setdefault(depth, set()).add(pc)
            fr[1] = pc + 1
            if game.model.codes[fr[0]][pc](d, fr):
                return None
    except Exception:  # noqa: BLE001 - a fault further on: the loop is not the whole story
        return None
    proc = procs[stack[lowest - 1][0]]
    spans = [proc.spans[pc] for pc in visited[lowest] if pc < len(proc.spans)]
    loop = _innermost_loop(lint, proc, spans)
    if loop is None:
        return None
    where = "the play block" if proc.kind == "play" else f"'{proc.name}'"
    if isinstance(loop, ir.While):
        test = _text(lint, loop.test.span)
        return loop.test.span, (f"this loop in {where} never ends: its condition '{test}' stayed true through "
                                f"{STEP_LIMIT} steps without a decision, whatever its body did; change the body or "
                                "the condition, or break out of it")
    if isinstance(loop, ir.Repeat):
        test = _text(lint, loop.until.span)
        return loop.until.span, (f"this loop in {where} never ends: '{test}' never became true through "
                                 f"{STEP_LIMIT} steps without a decision, whatever its body did; change the body "
                                 "or the condition, or break out of it")
    return loop.source.span, (f"this loop in {where} ran through {STEP_LIMIT} steps without a decision: it runs "
                              "over too many items, or what it calls never ends")


def _recursion(lint, procs, stack) -> tuple[Span, str] | None:
    """The procedure that calls itself without end: the one that fills the stack, at its call."""
    counts: dict[int, int] = {}
    for fr in stack:
        counts[fr[0]] = counts.get(fr[0], 0) + 1
    most = max(counts.values())
    if most < 3:
        return None
    index = next(fr[0] for fr in stack if counts[fr[0]] == most)
    fr = next(fr for fr in reversed(stack[:-1]) if fr[0] == index)
    proc = procs[index]
    if not 0 < fr[1] <= len(proc.spans):
        return None
    return proc.spans[fr[1] - 1], (f"'{proc.name}' keeps calling itself: its calls nested {len(stack)} deep and "
                                   "none reached a case where it stops; make sure the case that ends it can "
                                   "happen")


def _innermost_loop(lint, proc, spans: list) -> ir.Stmt | None:
    """The innermost loop statement of a compiled procedure that holds all of `spans`."""
    if not spans:
        return None
    key = _key(proc.span)
    if proc.kind == "play":
        body = lint.program.procedures[lint.program.play].body
    elif proc.kind == "trigger":
        body = next((t.body for t in lint.program.triggers if _key(t.span) == key), ())
    else:
        body = next((p.body for p in lint.program.procedures if _key(p.span) == key), ())
    best = None
    for stmt in body:
        for n in nodes_of(stmt):
            if isinstance(n, (ir.While, ir.Repeat, ir.For)) and all(_within(s, n.span) for s in spans):
                if best is None or _within(n.span, best.span):
                    best = n
    return best


def _within(inner: Span, outer: Span) -> bool:
    return (outer.line, outer.column) <= (inner.line, inner.column) and (
        (inner.end_line, inner.end_column) <= (outer.end_line, outer.end_column))


def _text(lint, span: Span) -> str:
    """The text of a span on one line (a condition as written)."""
    lines = (lint.text or "").splitlines()
    if not 0 < span.line <= len(lines):
        return "?"
    line = lines[span.line - 1]
    return line[span.column - 1:span.end_column - 1] if span.end_line == span.line else line[span.column - 1:]


def _counting(step, table: dict, key: tuple):
    def counted(st, fr):
        table[key] = table.get(key, 0) + 1
        return step(st, fr)

    return counted


def _choices_may_be_empty(node):
    """A copy of a document in which every `choose` may find no legal option (`or none`)."""
    if isinstance(node, list):
        return [_choices_may_be_empty(x) for x in node]
    if isinstance(node, dict):
        out = {k: _choices_may_be_empty(v) for k, v in node.items()}
        if out.get("do") == "choose":
            out["or_none"] = True
        return out
    return node


def _watching(step, table: dict, key: tuple, optional: bool, slot: int):
    """A choose step that records how many real options (not counting 'pass') it offered."""

    def watched(st, fr):
        result = step(st, fr)
        rec = table.get(key)
        if rec is None:
            rec = table[key] = [0, -1, 0]
        rec[0] += 1
        pending = st.pending
        if result and pending is not None:
            real = len(pending.options) - (1 if optional else 0)
        else:
            real = 0 if fr[2][slot] is None else 1
        if real > rec[1]:
            rec[1] = real
        if real == 0:
            rec[2] += 1
        return result

    return watched


# ---- checks -------------------------------------------------------------------------------------
@check("never-fired", "warning", "a procedure, phase or trigger that never ran in the simulated games",
       example="""\
# simulate: 2
players 2..3
var score: int per player = 0
rank p by score[p]
procedure jackpot(p: player) {
  score[p] += 100
}
play {
  for p in players() {
    score[p] += roll(1, 6)
    if score[p] > 6 {
      jackpot(p)
    }
  }
}
""", phase="simulated")
def never_fired(lint):
    games = lint.games
    for key, p in games.procedures.items():
        if not games.ran.get(key) and ("proc", p.name) in lint.reach:
            yield lint.finding("never-fired", Span(lint.file, *key), f"{p.kind} '{p.name}' never ran in "
                               f"{games.counts}; check the conditions of the rules that call it")
    for key, t in games.triggers.items():
        if games.ran.get(key) or t.event not in lint.seen.emitted_anywhere:
            continue
        if games.guarded.get(key):
            message = (f"this trigger never fired in {games.counts}: event '{t.event}' happened {games.guarded[key]} "
                       "times but its condition never held")
        else:
            message = f"this trigger never fired in {games.counts}: event '{t.event}' never happened"
        yield lint.finding("never-fired", Span(lint.file, *key), message + "; check what should make it happen")


@check("single-option", "warning", "a choice that never offered more than one option in the simulated games",
       example="""\
# simulate: 2
players 2..3
var score: int per player = 0
rank p by score[p]
play {
  for p in players() {
    choose n in [1] by p as "points"
    score[p] += n
  }
}
""", phase="simulated")
def single_option(lint):
    games = lint.games
    for key, (reached, most, empty) in games.offered.items():
        node = games.choices[key]
        label = f"'{node.label}'"
        if empty and not node.optional:
            continue  # stuck-choice
        if node.optional and reached and most == 0:
            yield lint.finding("single-option", Span(lint.file, *key), f"the optional choice {label} never offered "
                               f"anything but 'pass' in {games.counts} (reached {reached} times); check what it "
                               "runs over")
        elif not node.optional and reached and 0 <= most <= 1:
            yield lint.finding("single-option", Span(lint.file, *key), f"the choice {label} never offered more than "
                               f"one option in {games.counts} (reached {reached} times); check what it runs over, or "
                               "make it a rule without a choice")


def _problems(lint, code: str):
    games = lint.games
    play = lint.program.procedures[lint.program.play]
    for (found, key, message), (count, (n, s)) in games.problems.items():
        if found == code:
            where = Span(lint.file, *key) if key else play.span
            yield RulesError(f"{message} (in {count} of {games.played} simulated games; first with {n} players, "
                             f"seed {s})", where, code, lint.text, REGISTRY[code].severity)


@check("step-limit", "error", "a simulated game hit the engine's step limit (an endless loop)",
       example="""\
# simulate: 1
players 2..2
var n: int = 0
procedure again(k: int) {
  n += 1
  if k != 7 {
    again(k + 2)
  }
}
play {
  again(0)
  log "{n}"
}
""", phase="simulated")
def step_limit(lint):
    return _problems(lint, "step-limit")


@check("runtime-error", "error", "an action raised a run-time error in a simulated game",
       example="""\
# simulate: 1
players 2..2
card c { value: int }
zone deck visible to nobody
zone table
deck deck { 2 c "c" (value: 1) }
var score: int per player = 0
rank p by score[p]
play {
  for p in players() {
    choose n in [1, 2] by p as "cards to take"
    move top(deck, n) to table
  }
  score[0] += top(deck).value
  log "{size(table)}"
}
""", phase="simulated")
def runtime_error(lint):
    return _problems(lint, "runtime-error")


@check("endless-game", "warning", "a simulated game did not end within the decision limit",
       example="""\
# simulate: 1
players 2..2
var rounds: int = 0
play {
  while true {
    rounds += 1
    choose go in ["again", "stop"] by 0 as "go on?"
    if go == "stop" and rounds > 100000 {
      end game
    }
  }
}
""", phase="simulated")
def endless_game(lint):
    return _problems(lint, "endless-game")
