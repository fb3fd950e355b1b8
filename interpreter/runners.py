"""How the run loop (`State._loop`) runs a stack of frames until a step stops it: one step at a
time in the step form (`run_stack`), one procedure's function at a time in generated code
(`run_funcs`); and a player's part of a `simultaneous` block on its own stack (`run_part`)."""

from __future__ import annotations

from .runtime import ExitTo, Runaway, exit_frames, over_limit
from .state import RuleFault, StateData


def run_part(d: StateData, t, run, codes, steps: int, limit: int, before: int) -> int:
    """Runs a player's part of a `simultaneous` block with `run` until it ends or waits for a decision,
    which it keeps; returns the steps run so far."""
    d.cur = t.stack
    d.thread_player = t.player
    steps = run(d, t.stack, codes, steps, limit, before)
    d.thread_player = None
    d.cur = d.stack
    if d.pending is not None:
        t.decision = d.pending
        d.pending = None
    return steps


def run_stack(d: StateData, stack: list, codes, steps: int, limit: int, before: int) -> int:
    """Runs the steps of the frame on top of `stack` until one stops the loop or the stack empties.

    Returns the number of steps run so far; raises `Runaway` past `limit` (see `over_limit`, with
    `before` the decisions made when the run began).
    """
    while stack:
        fr = stack[-1]
        pc = fr[1]
        fr[1] = pc + 1
        if codes[fr[0]][pc](d, fr):
            break
        steps += 1
        if steps > limit and over_limit(steps, d, before):
            raise Runaway()
    return steps


def run_funcs(d: StateData, stack: list, funcs, steps: int, limit: int, before: int) -> int:
    """As `run_stack`, with each procedure assembled into one function that runs many steps."""
    while stack:
        fr = stack[-1]
        try:
            if funcs[fr[0]](d, fr):
                break
        except ExitTo as err:  # an `exit` in generated code that no function it ran through ended
            try:
                exit_frames(d, err.idx)
            except RuleFault as fault:
                raise fault.with_traceback(err.__traceback__) from None  # located at the `exit`
        steps += 1
        if steps > limit and over_limit(steps, d, before):
            raise Runaway()
    return steps
