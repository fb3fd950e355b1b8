"""The limits of a run, and the errors of a game stopped at one: how many steps a rulebook may run
between two decisions and in one game, and how many decisions a game may make; and room on
Python's stack for the calls the rules may nest."""

from __future__ import annotations

import sys

from rulerun.grammar import RulesError, RulesErrors, Span

from .model import Model
from .state import CALL_DEPTH, EVENT_DEPTH

# Steps a rulebook may run between two decisions before it is stopped as an endless loop.
STEP_LIMIT = 2_000_000
# Steps one whole game may run.
GAME_STEP_LIMIT = 200_000_000
# The largest number (in absolute value), the longest list and the longest text the rules may make:
# beyond them a value that keeps growing would take the machine's time and memory before any step
# limit stops it.
MAX_NUMBER = 10 ** 18
MAX_ITEMS = 1_000_000
MAX_TEXT = 1_000_000  # characters of one text
# The options one choice may offer (a `count K` choice among N has N choose K).
MAX_OPTIONS = 1_000_000
# Decisions one playout (`State.playout`) may make before the game is stopped as endless.
PLAYOUT_DECISIONS = 1_000_000
# The Python frames generated code may nest: one per call of a procedure or trigger that calls itself
# (`codegen.plan.Plan.nests`: calls nest up to CALL_DEPTH, events up to EVENT_DEPTH), and a few for what
# the innermost call runs (a procedure that is no part of a cycle, an aggregate's loop).
PYTHON_FRAMES = CALL_DEPTH + EVENT_DEPTH + 100
# Python frames a caller of the engine may already use: Python's own default limit.
CALLER_FRAMES = 1000


def make_room_for_calls() -> None:
    """Raises Python's recursion limit (never lowers it) so that the calls of generated functions that
    call each other stop at the engine's limit (`CALL_DEPTH`, an error of the rules) and not at
    Python's, for a caller up to `CALLER_FRAMES` deep. Set once, where such a function is generated:
    raising and restoring it around each run would cost every run and race other threads' runs."""
    if sys.getrecursionlimit() < CALLER_FRAMES + PYTHON_FRAMES:
        sys.setrecursionlimit(CALLER_FRAMES + PYTHON_FRAMES)


def endless_playout(model: Model, decisions: int) -> RulesErrors:
    """The error of a playout that made `decisions` decisions (`PLAYOUT_DECISIONS`) without ending."""
    return RulesErrors([RulesError(f"the game made {decisions} decisions in one playout without ending; "
                                   "it seems never to end", Span(model.source, 1, 1), code="limit")])


def endless_game(model: Model, data, decisions: int) -> RulesErrors:
    """The error for a game that has made `decisions` decisions without ending, located at the
    statement that asks the decision it waits for now (for drivers that bound a game's length)."""
    d = data
    waiting = [t.stack for t in d.threads if t.decision is not None and t.stack] if d.threads is not None else []
    stack = waiting[0] if waiting else d.stack
    span = Span(model.source, 1, 1)
    if stack:
        proc = model.procedures[stack[-1][0]]
        span = proc.spans[max(stack[-1][1] - 1, 0)]
    return RulesErrors([RulesError(f"no end after {decisions} decisions: the game seems never to end (the "
                                   "last decision was asked here)", span, code="limit", source=model.source_text)])
