"""The step compiler: bodies that may wait for a decision, as flat lists of steps (part of code
generation).

A procedure that may stop the run (a `choose`, a `simultaneous` block, a call of a procedure that
may) keeps its place in the state: a frame `[procedure, step, locals]`. Its body becomes a list
of `Step` records with jumps, so that where the engine stands is just `(procedure, step)`. Runs of
statements that never wait are one `Run` step each, a generated function (see `stmt.py`); in the
step-by-step form (`native=False`, for tools that count steps) every statement is a step.

Each step is also a callable `step(state, frame)` for the run loop (`closure`), which returns a
true value when the run must stop; `assemble.py` writes a procedure's steps out as one function.
A statement that waits only for `choose` (in a playout, where every choice is answered as it is
asked) is also generated as one function, a region `(first step, step after it, function)`, that
a procedure's playout version runs instead of its steps.
"""

from __future__ import annotations

from typing import Callable

from rulerun.grammar.errors import Span

from .. import ir
from ..logbook import Phase as LogPhase
from ..records import field, frozen
from ..runtime import END, as_list, check_event_depth, end_game, exit_frames, push_triggers
from ..state import CALL_DEPTH, CANCELLED, VALUES, RuleFault, RuleLimit, Thread
from .emit import GenerationFailed



class Label:
    """The place of a step a jump goes to, known once the steps after it are made."""

    __slots__ = ("pc",)

    def __init__(self, pc: int = 0):
        self.pc = pc


@frozen
class Step:
    """One step of a procedure; `kind` says what `assemble` does with it (see there)."""

    kind = "plain"
    span: Span = field(eq=False)


@frozen
class Phase(Step):
    kind = "phase"
    label: str = ""


@frozen
class Run(Step):
    """Statements that never wait, generated as one function of the frame's locals; `facts`: what
    they do (not through the procedures they call), for a run loop that must know whether a step
    may draw randomness (see `interpreter/chance.py`)."""

    kind = "run"
    fn: Callable = None
    facts: ir.Facts = ir.NO_FACTS


@frozen
class Jump(Step):
    kind = "jump"
    target: Label = None


@frozen
class JumpUnless(Step):
    """Goes on to the next step if `test` holds, else jumps."""

    kind = "unless"
    test: ir.Expr = None
    target: Label = None


@frozen
class NotCancelled(Step):
    """Goes on if the innermost open event is not cancelled, else jumps past the emit's body."""

    kind = "unless"
    target: Label = None


@frozen
class Guard(Step):
    """A trigger's `when`: the trigger's frame is left unless it holds."""

    kind = "guard"
    test: ir.Expr = None


@frozen
class ForInit(Step):
    kind = "for_init"
    loop: ir.For = None


@frozen
class ForNext(Step):
    """The next item of a `for` that passes its test, or a jump to `end`."""

    kind = "next"
    loop: ir.For = None
    end: Label = None


@frozen
class ChooseStep(Step):
    kind = "choose"
    choose: ir.Choose = None


@frozen
class CallStep(Step):
    """A call of a procedure that may wait: a new frame."""

    kind = "call"
    procedure: int = 0
    name: str = ""
    args: tuple = ()


@frozen
class StartParts(Step):
    """A `simultaneous` block: each player's part is a thread from `body` on; the frame goes on at `end`."""

    kind = "control"
    block: ir.Simultaneous = None
    end: Label = None
    body: Label = None


@frozen
class EmitStart(Step):
    kind = "control"
    emit: ir.Emit = None


@frozen
class EmitAfter(Step):
    kind = "control"
    emit: ir.Emit = None


@frozen
class EmitEnd(Step):
    kind = "plain"


@frozen
class ExitStep(Step):
    kind = "control"
    procedure: int = 0


@frozen
class EndStep(Step):
    """The end of the game (`end game`, or `return` in the `play` block)."""

    kind = "suspend"
    winners: "ir.Expr | None" = None


@frozen
class ReturnStep(Step):
    kind = "return"


@frozen
class Count(Step):
    """With counters (rule coverage, `counters.py`): adds one to `counts[index]`, or (`mark`) sets it to 1."""

    kind = "plain"
    counts: list = field(default=None, eq=False, repr=False)
    index: int = 0
    mark: bool = False


@frozen
class Steps:
    """A procedure's steps, each one's callable for the run loop, and its playout regions."""

    steps: tuple
    code: tuple  # step(state, frame) per step
    regions: tuple  # (first step, step after, function)


class StepCompiler:
    """Compiles one body (a procedure, a trigger, the `play` block) into steps."""

    def __init__(self, gen, name: str, kind: str, native: bool):
        self.gen = gen
        self.name = name
        self.kind = kind
        self.native = native
        self.steps: list[Step] = []
        self.regions: list[tuple] = []
        self.loops: list[Label] = []
        self.in_region = False

    @property
    def here(self) -> int:
        return len(self.steps)

    def emit(self, step: Step) -> None:
        self.steps.append(step)

    def procedure(self, proc: ir.Procedure) -> Steps:
        # a playout calls one that `nests` as a function: its frame's playout version needs no regions
        self.in_region = self.gen.plan.nests(("proc", proc.name), True)
        self.count_entry(self.gen.proc_number(proc.name), proc.span)
        if proc.kind == "phase":
            self.emit(Phase(proc.span, proc.name.replace("_", " ")))
        self.block(proc.body)
        self.emit(EndStep(proc.span) if proc.kind == "play" else ReturnStep(proc.span))
        return self.finish()

    def trigger(self, t: ir.Trigger) -> Steps:
        self.in_region = self.gen.plan.nests(("trigger", t.index), True)
        number = self.gen.trigger_numbers[t.index]
        self.count_entry(number, t.span)
        if t.when is not None:
            self.emit(Guard(t.when_span, t.when))
            self.count_fired(number, t.when_span)
        self.block(t.body)
        self.emit(ReturnStep(t.span))
        return self.finish()

    def count_entry(self, number: int, span) -> None:
        """With counters (rule coverage), a step that counts an entry into procedure `number` (for a
        procedure without a `when`, its body's run too: `Counters.fired_counts`)."""
        counters = self.gen.counters
        if counters is not None:
            self.emit(Count(span, counters.entries, number))

    def count_fired(self, number: int, span) -> None:
        """With counters, a step that counts a run of the body of trigger `number`, whose `when` held."""
        counters = self.gen.counters
        if counters is not None:
            self.emit(Count(span, counters.fired, number))

    def finish(self) -> Steps:
        code = tuple(closure(self.gen, step, self.name) for step in self.steps)
        return Steps(tuple(self.steps), code, tuple(self.regions))

    # ---- statements -----------------------------------------------------------------------
    def block(self, stmts: tuple) -> None:
        plan, i = self.gen.plan, 0
        while i < len(stmts):
            j = i
            while self.native and j < len(stmts) and plan.stmt(stmts[j], False):
                j += 1
            if j > i:
                try:
                    fn = self.gen.run_function(stmts[i:j], self.name, self.kind)
                except GenerationFailed:
                    for s in stmts[i:j]:
                        self.statement(s)
                else:
                    self.emit(Run(stmts[i].span, fn, ir.union(*(x.facts for x in stmts[i:j]))))
                i = j
                continue
            self.statement(stmts[i])
            i += 1

    def statement(self, s: ir.Stmt) -> None:
        """A statement as steps; where it waits only for `choose`, a function for playouts as well
        (a region of the procedure's playout version)."""
        plan = self.gen.plan
        counters = self.gen.counters
        if counters is not None:
            self.emit(Count(s.span, counters.ran, counters.number(s), mark=True))
        region = self.native and not self.in_region and (
            plan.stmt(s, True) if isinstance(s, (ir.If, ir.For, ir.While, ir.Repeat, ir.Emit))
            else isinstance(s, ir.Simultaneous) and plan.simultaneous_region(s))
        if not region:
            _STATEMENTS[type(s)](self, s)
            return
        start = self.here
        self.in_region = True
        try:
            _STATEMENTS[type(s)](self, s)
        finally:
            self.in_region = False
        try:
            fn = self.gen.run_function((s,), self.name, self.kind, playout=True)
        except GenerationFailed:
            return
        self.regions.append((start, self.here, fn))

    def simple(self, s: ir.Stmt) -> None:
        """A statement that never waits, as a step of its own (in the step-by-step form)."""
        self.emit(Run(s.span, self.gen.run_function((s,), self.name, self.kind), s.facts))

    def if_(self, s: ir.If) -> None:
        ends = []
        for b in s.branches:
            skip = Label()
            self.emit(JumpUnless(b.span, b.test, skip))
            self.block(b.body)
            end = Label()
            ends.append(end)
            self.emit(Jump(s.span, end))
            skip.pc = self.here
        self.block(s.otherwise)
        for end in ends:
            end.pc = self.here

    def for_(self, s: ir.For) -> None:
        end = Label()
        self.emit(ForInit(s.span, s))
        back = Label(self.here)
        self.emit(ForNext(s.source_span, s, end))
        self.loops.append(end)
        self.block(s.body)
        self.loops.pop()
        self.emit(Jump(s.span, back))
        end.pc = self.here

    def while_(self, s: ir.While) -> None:
        end, back = Label(), Label(self.here)
        self.emit(JumpUnless(s.test_span, s.test, end))
        self.loops.append(end)
        self.block(s.body)
        self.loops.pop()
        self.emit(Jump(s.span, back))
        end.pc = self.here

    def repeat(self, s: ir.Repeat) -> None:
        end, back = Label(), Label(self.here)
        self.loops.append(end)
        self.block(s.body)
        self.loops.pop()
        self.emit(JumpUnless(s.until_span, s.until, back))
        end.pc = self.here

    def break_(self, s: ir.Break) -> None:
        self.emit(Jump(s.span, self.loops[-1]))

    def return_(self, s: ir.Return) -> None:
        self.emit(EndStep(s.span) if s.ends_game else ReturnStep(s.span))

    def exit(self, s: ir.Exit) -> None:
        self.emit(ExitStep(s.span, self.gen.proc_number(s.procedure)))

    def choose(self, s: ir.Choose) -> None:
        self.emit(ChooseStep(s.span, s))

    def simultaneous(self, s: ir.Simultaneous) -> None:
        end, body = Label(), Label()
        self.emit(StartParts(s.span, s, end, body))
        body.pc = self.here
        self.block(s.body)
        self.emit(ReturnStep(s.span))
        end.pc = self.here

    def emit_(self, s: ir.Emit) -> None:
        end = Label()
        self.emit(EmitStart(s.span, s))
        self.emit(NotCancelled(s.span, end))
        self.block(s.body)
        self.emit(EmitAfter(s.span, s))
        end.pc = self.here
        self.emit(EmitEnd(s.span))

    def end_game(self, s: ir.EndGame) -> None:
        self.emit(EndStep(s.span, s.winners))

    def call(self, s: ir.CallProc) -> None:
        self.emit(CallStep(s.span, self.gen.proc_number(s.procedure), s.procedure, s.args))


_STATEMENTS = {
    ir.Let: StepCompiler.simple, ir.Assign: StepCompiler.simple, ir.Move: StepCompiler.simple,
    ir.Shuffle: StepCompiler.simple, ir.Log: StepCompiler.simple, ir.Reveal: StepCompiler.simple,
    ir.Cancel: StepCompiler.simple, ir.If: StepCompiler.if_, ir.For: StepCompiler.for_,
    ir.While: StepCompiler.while_, ir.Repeat: StepCompiler.repeat, ir.Break: StepCompiler.break_,
    ir.Return: StepCompiler.return_, ir.Exit: StepCompiler.exit, ir.Choose: StepCompiler.choose,
    ir.Simultaneous: StepCompiler.simultaneous, ir.Emit: StepCompiler.emit_, ir.EndGame: StepCompiler.end_game,
    ir.CallProc: StepCompiler.call,
}


# ---- steps as callables for the run loop ---------------------------------------------------------
def closure(gen, step: Step, proc_name: str) -> Callable:
    """The callable `step(state, frame)` the run loop runs for a step."""
    expr = gen.expression_function
    if isinstance(step, Run):
        fn = step.fn

        def run(st, fr):
            r = fn(st, fr[2])
            if r is not None:
                if r == END:  # the game ended
                    return True
                st.cur.pop()  # a `return` left the procedure

        return run
    if isinstance(step, Phase):
        entry = LogPhase(step.label)

        def phase(st, fr):
            if st.log is not None:
                st.log.append(entry)

        return phase
    if isinstance(step, Jump):
        target = step.target

        def jump(st, fr):
            fr[1] = target.pc

        return jump
    if isinstance(step, JumpUnless):
        test, target = expr(step.test), step.target

        def jump_unless(st, fr):
            if not test(st, fr[2]):
                fr[1] = target.pc

        return jump_unless
    if isinstance(step, NotCancelled):
        target = step.target

        def check(st, fr):
            if st.events[-1][CANCELLED]:
                fr[1] = target.pc

        return check
    if isinstance(step, Guard):
        test = expr(step.test)

        def guard(st, fr):
            if not test(st, fr[2]):
                st.cur.pop()

        return guard
    if isinstance(step, ForInit):
        source, loop = expr(step.loop.source), step.loop
        items, place = loop.items, loop.place

        def init(st, fr):
            L = fr[2]
            L[items] = as_list(st, source(st, L))
            L[place] = 0

        return init
    if isinstance(step, ForNext):
        return _next_item(step, expr(step.loop.where) if step.loop.where is not None else None)
    if isinstance(step, ChooseStep):
        return _choose(gen, step.choose)
    if isinstance(step, CallStep):
        params = gen.program.procedure(step.name).params
        return _call(step, [expr(a, typ=p.type) for a, p in zip(step.args, params)])
    if isinstance(step, StartParts):
        return _start_parts(step, expr(step.block.source))
    if isinstance(step, EmitStart):
        params = gen.program.event(step.emit.event).params
        return _open_event(gen, step.emit, [expr(a, typ=p.type) for a, p in zip(step.emit.args, params)])
    if isinstance(step, EmitAfter):
        ev = gen.program.event_index[step.emit.event]

        def after(st, fr):
            push_triggers(st, st.model.events[ev].after, st.events[-1][VALUES])

        return after
    if isinstance(step, EmitEnd):
        def close(st, fr):
            st.events.pop()

        return close
    if isinstance(step, ExitStep):
        idx = step.procedure
        return lambda st, fr: exit_frames(st, idx)
    if isinstance(step, EndStep):
        winners = expr(step.winners) if step.winners is not None else None

        def end(st, fr):
            end_game(st, None if winners is None else winners(st, fr[2]), winners is not None)
            return True

        return end
    if isinstance(step, ReturnStep):
        return _leave
    if isinstance(step, Count):
        counts, index = step.counts, step.index
        if step.mark:
            def mark(st, fr):
                counts[index] = 1

            return mark

        def count(st, fr):
            counts[index] += 1

        return count
    raise ValueError(f"no step for {step!r}")


def _leave(st, fr):
    st.cur.pop()


def _next_item(step: ForNext, where):
    loop, end = step.loop, step.end
    items, place, var = loop.items, loop.place, loop.slot

    def next_item(st, fr):
        L = fr[2]
        seq = L[items]
        i = L[place]
        while i < len(seq):
            L[var] = seq[i]
            i += 1
            if where is None or where(st, L):
                L[place] = i
                return None
        L[place] = i
        fr[1] = end.pc
        return None

    return next_item


def _choose(gen, s: ir.Choose):
    """A `choose`: the candidates that pass its test, handed to its offer."""
    source = gen.expression_function(s.source)
    where = gen.expression_function(s.where) if s.where is not None else None
    offer, var = gen.offer(s), s.slot

    def choose(st, fr):
        L = fr[2]
        items = as_list(st, source(st, L))
        if where is not None:
            kept = []
            for x in items:
                L[var] = x
                if where(st, L):
                    kept.append(x)
            items = kept
        return offer(st, L, items)

    return choose


def _call(step: CallStep, args: list):
    idx, name = step.procedure, step.name

    def call(st, fr):
        L = fr[2]
        local = [None] * st.model.procedures[idx].nlocals
        for i, a in enumerate(args):
            local[i] = a(st, L)
        if len(st.cur) >= CALL_DEPTH:
            raise RuleLimit(f"procedure calls nest deeper than {CALL_DEPTH} (is '{name}' calling itself without end?)")
        st.cur.append([idx, 0, local])

    return call


def _start_parts(step: StartParts, source):
    var, end, body = step.block.slot, step.end, step.body

    def start(st, fr):
        if st.thread_player is not None:
            raise RuleFault("a 'simultaneous' block cannot begin inside a player's part of another one")
        L = fr[2]
        players = as_list(st, source(st, L))
        fr[1] = end.pc
        if not players:
            return None
        threads = []
        for p in players:
            local = L[:]
            local[var] = p
            threads.append(Thread(p, [[fr[0], body.pc, local]]))
        st.threads = threads
        return True

    return start


def _open_event(gen, s: ir.Emit, args: list):
    ev = gen.program.event_index[s.event]

    def begin(st, fr):
        L = fr[2]
        check_event_depth(st)
        values = [a(st, L) for a in args]
        st.events.append([ev, values, False, len(st.cur), st.thread_player])  # see state.EVENT
        push_triggers(st, st.model.events[ev].before, values)

    return begin
