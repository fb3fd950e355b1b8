"""Lint check, simulation (`--simulate N`): the non-interference check (`noninterference.py`) on N
seeded games of every supported player count, for every player.

A finding is placed at the statement or declaration that shows what differs, found from the
intermediate form: a log line by its literal words, a decision by its label, a variable, zone or
card variable by its name; else at the `play` block.
"""

from __future__ import annotations

from rulerun.grammar.errors import RulesErrors, Span

from .. import ir
from .leak_checks import HAND
from .registry import check
from .simulation import MAX_PLAYER_COUNTS, STEP_LIMIT


@check("leak", "error", "a player can tell apart two games that differ only in what they may not know",
       example="# simulate: 2\n" + HAND + """\
play {
  shuffle deck
  for p in players() {
    move top(deck, 3) to hand of p
  }
  choose go in ["go", "wait"] by 0 as "start"
  log "P1 holds a {top(hand of 0).suit} on top"
  choose done in ["yes", "no"] by 1 as "again?"
  end game
}
""", phase="simulated")
def leak(lint):
    from .. import records
    from ..codegen import generate
    from ..engine import Game
    from ..layout import layout
    from ..noninterference import check as noninterference

    program, games = lint.program, lint.games
    low, high = program.min_players, max(program.min_players, program.max_players)
    found: dict[tuple, tuple] = {}
    for n in range(low, min(high, low + MAX_PLAYER_COUNTS - 1) + 1):
        laid_out, errors = layout(program, n, {})
        if errors or n in games.stopped:  # a game that never ends is told by `endless-game`, once
            continue
        game = Game(records.evolve(generate(program, laid_out, True, False), step_limit=STEP_LIMIT))
        try:
            for seed in range(games.seed, games.seed + games.per_count):
                for player in range(n):
                    found_leak = noninterference(game, seed, player)
                    if found_leak is not None:
                        span = _place(program, lint.file, found_leak)
                        found.setdefault((span.line, span.column), (span, found_leak))
        except RulesErrors:  # a run-time error: told by the simulated games' own checks
            continue
    for span, found_leak in found.values():
        yield lint.finding("leak", span, found_leak.describe() + f" (replay: --players {found_leak.players} "
                                                                   f"--seed {found_leak.seed})")


def _place(program: ir.Program, file: str, found) -> Span:
    """The span of what shows the difference, as well as it can be told."""
    key = found.key or ""
    if found.where == "log":
        best = None
        for node in _statements(program):
            if isinstance(node, ir.Log):
                words = [p for p in node.parts if isinstance(p, str) and p.strip()]
                if words and _in_order(words, key) and (best is None or len("".join(words)) > best[0]):
                    best = (len("".join(words)), node.span)
            elif isinstance(node, ir.Choose) and f"({node.label})" in key and best is None:
                best = (0, node.span)
        if best is not None:
            return best[1]
    if found.where == "decision":
        for node in _statements(program):
            if isinstance(node, ir.Choose) and node.label == key:
                return node.span
    if found.where == "variables" and key in program.var_index:
        return program.vars[program.var_index[key]].span
    if found.where == "table":
        zone = key.split(" of P")[0]
        if zone in program.zone_index:
            return program.zones[program.zone_index[zone]].span
    if key in program.card_var_index:
        return program.card_vars[program.card_var_index[key]].span
    return program.procedures[program.play].span if program.procedures else Span(file, 1, 1)


def _in_order(words: list[str], line: str) -> bool:
    at = 0
    for word in words:
        at = line.find(word, at)
        if at < 0:
            return False
        at += len(word)
    return True


def _statements(program: ir.Program):
    for body in [p.body for p in program.procedures] + [t.body for t in program.triggers]:
        for statement in body:
            yield from ir.walk(statement)
