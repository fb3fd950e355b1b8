"""A procedure's steps written out as one Python function (part of code generation).

`assemble` turns the steps of a procedure that may wait (`steps.py`) into one function
`f(state, frame)` with the same meaning. The function starts at the frame's step and runs until
the procedure stops the run (it returns True), returns or otherwise hands the stack back to the
run loop (it returns None). A call pushes the callee's frame and calls its function at once: the
steps after the call follow where the callee ended (its frame gone), else the function hands the
stack back too. Each block of steps starts with `if pc == K:`, in step order, so that running on
or jumping forward falls through to the next block and only a jump backwards starts the chain
again (and counts against the step limit). `frame[1]` is brought up to date only where the run
may leave the function.

The playout version (`direct`) calls a procedure that waits only for `choose` as a function (its
playout version, where decisions are answered as they are asked: outside `simultaneous` blocks,
or in the player's part being answered), and runs a region's function instead of its steps.
"""

from __future__ import annotations

from typing import Callable

from ..logbook import Phase as LogPhase
from ..runtime import CALL_DEPTH, DECLINED, END, Runaway, call_depth_message, over_limit
from ..state import CANCELLED, RuleLimit
from .steps import (CallStep, ChooseStep, Count, ForInit, ForNext, Guard, Jump, JumpUnless, NotCancelled,
                    Phase, ReturnStep, Run, StartParts, Step, Steps)
from .emit import Function
from .loops import worked_out
from .playout import write_candidates, write_offer
from .scope import Scope
from .stmt import StmtGen


# the kinds of step after which a new block begins
_ENDS_BLOCK = ("jump", "unless", "next", "control", "guard", "return", "call")


def assemble(gen, name: str, kind: str, compiled: Steps, direct: bool = False) -> Callable | None:
    """A procedure's steps as one function (see the module docstring); with `direct`, its playout
    version, or None where that would be the same as the plain one."""
    steps, code, regions = compiled.steps, compiled.code, compiled.regions
    direct_calls = {}
    if direct:
        for j, step in enumerate(steps):
            if isinstance(step, CallStep) and gen.plan.playout_only(step.name):
                direct_calls[j] = step.name
        if not direct_calls and not regions:
            return None
    else:
        regions = ()
    n = len(steps)
    starts = {0}
    region_at = {}
    for first, after, fn in regions:
        region_at[first] = (after, fn)
        starts.update((first, after))
    for j, step in enumerate(steps):
        if step.kind in _ENDS_BLOCK or step.kind in ("suspend", "choose"):
            starts.add(j + 1)
        for label in _labels(step):
            starts.add(label.pc)
    fn = Function(gen.unit, name, "st, fr")
    fn.memo = True
    w = StmtGen(gen, fn, Scope(), kind)
    back = any((isinstance(s, Jump) and s.target.pc <= j) or
               (isinstance(s, JumpUnless) and s.target.pc <= j) for j, s in enumerate(steps))
    fn.add(0, "L = fr[2]")
    fn.add(0, "pc = fr[1]")
    if back:
        fn.add(0, "_k = 0; _lim = st.step_limit; _d0 = st.decisions")
    fn.add(0, "while True:")
    runaway, limit = fn.bind(Runaway, "_Runaway"), fn.bind(over_limit, "_over_limit")

    def back_edge(depth: int, span) -> None:
        fn.add(depth, "_k += 1", span)
        fn.add(depth, f"if _k > _lim and {limit}(_k, st, _d0): raise {runaway}()", span)
        fn.add(depth, "continue", span)

    j = 0
    while j < n:
        span = steps[j].span
        if j in region_at:
            after, region = region_at[j]
            fn.add(1, f"if pc == {j} and st.thread_player == st.inline_thread:", span)
            fn.add(2, f"_r = {fn.bind(region, '_region')}(st, L)", span)
            fn.add(2, "if _r is None:", span)
            fn.add(3, f"pc = {after}", span)
            fn.add(2, f"elif _r == {END}: return True", span)
            fn.add(2, f"elif _r != {DECLINED}: st.cur.pop(); return None", span)
        fn.add(1, f"if pc == {j}:", span)
        d = 2
        while True:
            step, span = steps[j], steps[j].span
            kind = step.kind
            if isinstance(step, Run):
                fn.add(d, f"_r = {fn.bind(step.fn, '_run')}(st, L)", span)
                fn.add(d, "if _r is not None:", span)
                fn.add(d + 1, f"if _r == {END}: return True", span)
                fn.add(d + 1, "st.cur.pop(); return None", span)
            elif isinstance(step, Count):
                fn.add(d, f"{fn.bind(step.counts, '_counts')}[{step.index}] {'= 1' if step.mark else '+= 1'}", span)
            elif isinstance(step, Phase):
                log = fn.state("log")
                fn.add(d, f"if {log} is not None: {log}.append({fn.bind(LogPhase(step.label), '_k')})", span)
            elif kind == "plain":
                fn.add(d, f"{fn.bind(code[j], '_step')}(st, fr)", span)
            elif kind == "suspend":
                fn.add(d, f"fr[1] = {j + 1}", span)
                fn.add(d, f"if {fn.bind(code[j], '_step')}(st, fr): return True", span)
            elif isinstance(step, ChooseStep):
                zone = write_candidates(w, step.choose, d, "_o", shared=True)
                fn.add(d, f"fr[1] = {j + 1}", span)
                write_offer(w, step.choose, d, "_o", "return True", zone=zone)
            elif isinstance(step, CallStep):
                params = gen.program.procedure(step.name).params
                values = [w.exprs().stored(a, p.type) for a, p in zip(step.args, params)]
                if j in direct_calls:
                    callee = step.name
                    target = gen.proc_function(callee, playout=True, quiet=False)
                    if gen.plan.quiet_proc(callee, True):
                        fn.add(d, f"if st.thread_player is None and {fn.state('log')} is None:", span)
                    else:
                        fn.add(d, "if st.thread_player == st.inline_thread:", span)
                    size = gen.program.procedure(callee).frame.nlocals
                    direct_args = ", ".join(values + ["None"] * (size - len(values)))
                    nesting = ", 1" if gen.plan.nests(("proc", callee), True) else ""  # in place of its frame
                    fn.add(d + 1, f"if {fn.bind(target, '_p')}(st, [{direct_args}]{nesting}) == {END}: return True",
                           span)
                    fn.add(d + 1, f"pc = {j + 1}", span)
                    fn.add(d, "else:", span)
                    d += 1
                nlocals = gen.program.procedure(step.name).frame.nlocals
                values += ["None"] * (nlocals - len(step.args))
                fn.add(d, f"_a = [{', '.join(values)}]", span)
                fn.add(d, f"if len(st.cur) >= {CALL_DEPTH}: raise {fn.bind(RuleLimit, '_RuleLimit')}"
                          f"({fn.bind(call_depth_message(step.name), '_k')})", span)
                # the callee's frame on the stack, and its function called here: where it ends (its frame
                # gone, this one on top again) the steps after the call follow; else the run loop goes on
                fn.add(d, f"fr[1] = {j + 1}; _f = [{step.procedure}, 0, _a]; _c = st.cur; _c.append(_f)", span)
                fn.add(d, f"if {fn.bind(gen.func_tables[direct], '_procs')}[{step.procedure}](st, _f): return True",
                       span)
                fn.add(d, "if not _c or _c[-1] is not fr: return None", span)
                fn.add(d, f"pc = {j + 1}", span)
            elif kind == "control":
                fn.add(d, f"fr[1] = {j + 1}", span)
                fn.add(d, f"if {fn.bind(code[j], '_step')}(st, fr): return True", span)
                fn.add(d, "return None", span)
            elif isinstance(step, Jump):
                target = step.target.pc
                fn.add(d, f"pc = {target}", span)
                if target <= j:
                    back_edge(d, span)
            elif kind == "unless":
                target = step.target.pc
                test = worked_out(w.exprs(), step.test, d, span) if isinstance(step, JumpUnless) else \
                    f"not st.events[-1][{CANCELLED}]"
                fn.add(d, f"if {test}:", span)
                fn.add(d + 1, f"pc = {j + 1}", span)
                fn.add(d, "else:", span)
                fn.add(d + 1, f"pc = {target}", span)
                if target <= j:
                    back_edge(d + 1, span)
            elif isinstance(step, Guard):
                fn.add(d, f"if not ({worked_out(w.exprs(), step.test, d, span)}):", span)
                fn.add(d + 1, "st.cur.pop(); return None", span)
            elif isinstance(step, ReturnStep):
                fn.add(d, "st.cur.pop(); return None", span)
            elif isinstance(step, ForInit):
                loop = step.loop
                fn.add(d, f"L[{loop.items}] = {w.snapshot(loop.source)}; L[{loop.place}] = 0", span)
            elif isinstance(step, ForNext):
                loop, end = step.loop, step.end.pc
                fn.add(d, f"_s = L[{loop.items}]; _i = L[{loop.place}]; _n = len(_s); pc = {end}", span)
                fn.add(d, "while _i < _n:", span)
                fn.add(d + 1, f"L[{loop.slot}] = _s[_i]; _i += 1", span)
                if loop.where is None:
                    fn.add(d + 1, f"pc = {j + 1}; break", span)
                else:
                    fn.add(d + 1, f"if {worked_out(w.exprs(), loop.where, d + 1, span)}:", span)
                    fn.add(d + 2, f"pc = {j + 1}; break", span)
                fn.add(d, f"L[{loop.place}] = _i", span)
            else:
                raise ValueError(f"unknown step {step!r}")
            j += 1
            if kind in _ENDS_BLOCK or kind == "suspend" or j >= n or j in starts:
                if kind not in _ENDS_BLOCK or kind == "guard":
                    fn.add(d, f"pc = {j}", span)
                break
    fn.add(1, f"raise RuntimeError('no step ' + str(pc) + ' in ' + {fn.bind(name, '_k')})")
    return fn.compile()


def _labels(step: Step) -> tuple:
    """The places a step may jump to."""
    if isinstance(step, (Jump, JumpUnless, NotCancelled)):
        return (step.target,)
    if isinstance(step, ForNext):
        return (step.end,)
    if isinstance(step, StartParts):
        return (step.end, step.body)
    return ()
