"""Code generation for one program laid out for one game set-up: every generated function, made
once and kept (part of code generation).

For each procedure and trigger the generator makes, as the plan allows (`plan.py`):
- the function of a procedure or trigger that never waits, called directly (`proc_function`,
  `trigger_function`), and its playout version (where every `choose` is answered as it is asked)
  and quiet versions (without a log);
- for one that may wait, its steps (`steps.py`), assembled into one function (`assemble.py`), and
  that function's playout version;
- the functions of defines called with arguments that are not simple (`define_function`), of
  aggregates that cannot be written in place (`loop_function`) and of expressions the steps
  evaluate (`expression_function`), and each `choose`'s offer.
"""

from __future__ import annotations

from typing import Callable

from .. import ir
from ..limits import make_room_for_calls
from ..runtime import CALL_DEPTH, DECLINED, END, ExitTo, Offer, call_depth_message, spent
from ..state import RuleLimit
from ..types import PLAYER, Type
from .assemble import assemble
from .counters import Counters
from .emit import Function, GenerationFailed, Unit, code_key
from .expr import INLINE_NODES, ExprGen, _simple
from .loops import loop_function, spends, worked_out
from .memo import Memos
from .plan import Plan
from .scope import EVERY_SLOT, Scope
from .steps import StepCompiler, Steps
from .stmt import StmtGen


class Generator:
    """Writes the code of one program for one layout (player count and option values)."""

    def __init__(self, program: ir.Program, layout, native: bool = True, counting: bool = False):
        self.program = program
        self.layout = layout
        self.players = layout.players
        self.native = native
        self.unit = Unit(program.source, code_key(program, layout, native, counting))
        self.plan = Plan(program)
        self.current_name = "play"  # the procedure being written, for the file names of its helpers
        self._functions: dict = {}
        self._defines: dict = {}
        self._define_sizes: dict = {}  # define -> its nodes written in place (see `define_size`)
        self._define_loops: dict = {}  # define -> whether its value loops (see `define_loops`)
        self.too_long: set = set()  # procedures found too long to write in place (see `StmtGen.inline`)
        self._offers: dict = {}
        self._vars = {v.name: v for v in layout.vars}
        # the player owning each zone instance (None: no one), one tuple bound by every `owner(c)`
        self.instance_owners = tuple(owner for _, owner in layout.zone_instances)
        self._zones = {z.name: z for z in layout.zones}
        names = [p.name for p in program.procedures if p.kind != "play"]
        # the model's numbering: the procedures, then the triggers, then the `play` block
        self.proc_numbers = {name: i for i, name in enumerate(names)}
        self.trigger_numbers = {t.index: len(names) + i for i, t in enumerate(program.triggers)}
        self.main = len(names) + len(program.triggers)
        self.proc_numbers[program.procedures[program.play].name] = self.main
        # rule coverage counted by the code (`counters.py`), or None
        self.counters = Counters(program, self.proc_numbers, self.trigger_numbers, layout) if counting else None
        self.memos = Memos(program, layout.zone_instances)  # the tables of defines' values (`memo.py`)
        # the functions of the procedures (`Model.funcs`, and their playout versions `Model.pfuncs`),
        # filled once all are made: an assembled function calls the one of a procedure it calls
        self.func_tables: dict[bool, list] = {False: [], True: []}

    def var(self, name: str):
        """A variable's place (`model.Var`, with its base)."""
        return self._vars[name]

    def zone(self, name: str):
        """A zone's place (`model.Zone`, with its first instance)."""
        return self._zones[name]

    def proc_number(self, name: str) -> int:
        return self.proc_numbers[name]

    # ---- what code is quiet ----------------------------------------------------------------
    def quiet_proc(self, name: str, playout: bool) -> bool:
        return self.plan.quiet_proc(name, playout)

    def inlinable(self, name: str, playout: bool) -> bool:
        """Whether a procedure's code may be written in place of a call: it leaves only by its end
        or by the end of the game, and its calls nest no deeper than the procedures there are."""
        return self.plan.inlinable(name, playout)

    # ---- functions of procedures and triggers -------------------------------------------------
    def proc_function(self, name: str, playout: bool = False, quiet: bool = False) -> Callable | list:
        """The function `f(state, locals)` of a procedure that never waits (in a playout: waits only
        for `choose`); `quiet`: the version for code that runs only without a log. Where it is in a
        cycle of calls or calls into one (`Plan.nests`), `f(state, locals, depth)` (`_body_function`).
        While it is being written (a call back into the cycle), the one-element list it will be put
        in, which the caller calls it through (`StmtGen.callee`)."""
        quiet = quiet or self.plan.quiet_proc(name, playout)
        proc = self.program.procedure(name)
        return self._function(("proc", name, playout, quiet), lambda: self._body_function(
            proc.name, proc.kind, proc.body, proc.span, playout, quiet, exit_target=name in self.plan.exit_targets,
            phase=proc.kind == "phase", nests=self.plan.nests(("proc", name), playout)))

    def trigger_function(self, index: int, playout: bool = False, quiet: bool = False) -> Callable | list:
        quiet = quiet or self.plan.quiet_trigger(index, playout)
        t = self.program.triggers[index]
        return self._function(("trigger", index, playout, quiet), lambda: self._body_function(
            t.name, "trigger", t.body, t.span, playout, quiet, when=t.when, when_span=t.when_span, index=index,
            nests=self.plan.nests(("trigger", index), playout)))

    def _function(self, key: tuple, make: Callable) -> Callable | list:
        """The function `make` makes, made once; while it is being made, the slot it will be put in."""
        fn = self._functions.get(key)
        if fn is None:
            slot = self._functions[key] = [None]
            try:
                fn = slot[0] = make()
            finally:
                del self._functions[key]
            self._functions[key] = fn
        return fn

    def _body_function(self, name: str, kind: str, body: tuple, span, playout: bool, quiet: bool,
                       exit_target: bool = False, phase: bool = False, when=None, when_span=None,
                       index: int | None = None, nests: bool = False) -> Callable:
        """The function of a procedure's or trigger's body. One that `nests` takes a third argument,
        `_d`: how deeply it is called beyond the frames on `st.cur`, itself included, as the steps
        would count frames (0 where a frame of its own runs it). A procedure's stops a call that
        would nest deeper than `CALL_DEPTH`, where the steps would and with their error, placed at
        the call (the check has no span of its own)."""
        saved, self.current_name = self.current_name, name
        try:
            fn = Function(self.unit, name, "st, L, _d=0" if nests else "st, L")
            fn.memo = True
            fn.quiet = quiet
            fn.variant = ", ".join(["playout"] * playout + ["without a log"] * quiet)
            if nests:
                make_room_for_calls()
                fn.nesting = "_d"
                if index is None:  # the steps check the depth of calls, not of triggers
                    fn.add(0, f"if len(st.cur) + _d > {CALL_DEPTH}: raise {fn.bind(RuleLimit, '_RuleLimit')}"
                              f"({fn.bind(call_depth_message(name), '_k')})")
            w = StmtGen(self, fn, Scope(stable=_stable(body)), kind, playout=playout)
            depth = 0
            if exit_target:
                # an `exit` of this procedure ends this call, and the events opened since it began
                fn.add(0, "_events = len(st.events)", span)
                fn.add(0, "try:", span)
                depth = 1
            number = self.trigger_numbers[index] if index is not None else self.proc_numbers[name]
            w.count_entry(number, depth, span)
            if phase and not quiet:
                w.phase(self.program.procedure(name), depth)
            if when is not None:
                fn.add(0, f"if not ({worked_out(w.exprs(), when, 0, when_span)}):", when_span)
                fn.add(1, "return", when_span)
                w.count_fired(number, 0, when_span)
            if _fans_out(body, self):
                # procedures that each call the next twice make 2^depth calls, with no loop to count
                # them: each run of code that may call more than once spends a round (see `loops.spend`)
                w.count_round(depth, span)
            w.block(body, depth, counted=w.opened(number, body))
            if exit_target:
                fn.add(0, f"except {fn.bind(ExitTo, '_ExitTo')} as _exited:", span)
                fn.add(1, f"if _exited.idx != {self.proc_number(name)}: raise", span)
                fn.add(1, "del st.events[_events:]", span)
            return fn.compile()
        finally:
            self.current_name = saved

    def run_function(self, stmts: tuple, name: str, kind: str, playout: bool = False) -> Callable:
        """A run of statements of a body that may wait, as one function of its frame's locals
        (in a playout, a region: see `steps.py`)."""
        saved, self.current_name = self.current_name, name
        try:
            fn = Function(self.unit, name)
            fn.memo = True
            fn.quiet = playout and self.plan.quiet(stmts, True)
            w = StmtGen(self, fn, Scope(stable=_stable(stmts)), kind, playout=playout)
            if fn.quiet:  # only a playout's region can be quiet: it leaves the statement to its steps
                fn.add(0, f"if {fn.state('log')} is not None or st.thread_player is not None: return {DECLINED}",
                       stmts[0].span)
            w.block(stmts, 0)
            return fn.compile()
        finally:
            self.current_name = saved

    def steps(self, name: str, kind: str, body) -> Steps:
        saved, self.current_name = self.current_name, name
        try:
            compiler = StepCompiler(self, name, kind, self.native)
            return compiler.trigger(body) if isinstance(body, ir.Trigger) else compiler.procedure(body)
        finally:
            self.current_name = saved

    def assembled(self, name: str, kind: str, steps: Steps, direct: bool = False) -> Callable | None:
        saved, self.current_name = self.current_name, name
        try:
            return assemble(self, name, kind, steps, direct)
        except GenerationFailed:
            return None
        finally:
            self.current_name = saved

    # ---- functions of values ---------------------------------------------------------------
    def define_loops(self, name: str) -> bool:
        """Whether a define's value holds an aggregate or a define call: a loop's worth of work."""
        loops = self._define_loops.get(name)
        if loops is None:
            loops = self._define_loops[name] = any(isinstance(x, (ir.Aggregate, ir.DefineCall))
                                                   for x in ir.walk(self.program.define(name).value))
        return loops

    def define_size(self, name: str) -> int:
        """The nodes of a define's value, with those of each define it calls with simple arguments (which
        `ExprGen.define_call` writes in place), at most a little beyond `expr.INLINE_NODES`."""
        size = self._define_sizes.get(name)
        if size is None:
            self._define_sizes[name] = INLINE_NODES + 1  # a define that calls itself is never in place
            size = 0
            for node in ir.walk(self.program.define(name).value):
                size += 1
                if isinstance(node, ir.DefineCall) and all(_simple(a) for a in node.args):
                    size += self.define_size(node.define)
                if size > INLINE_NODES:
                    break
            self._define_sizes[name] = size
        return size

    def define_function(self, name: str) -> Callable:
        """A define as a function `f(state, [arguments])`."""
        fn = self._defines.get(name)
        if fn is None:
            define = self.program.define(name)
            f = Function(self.unit, name)
            f.quiet = True
            if _calls_defines(define.value):
                # defines that each call the next twice make 2^depth calls (see `_fans_out`)
                f.add(0, "st.budget -= 1")
                f.add(0, f"if st.budget < 0: {f.bind(spent, '_spent')}(st)")
            # no span: an error in it is placed at the statement that called it
            f.add(0, f"return {worked_out(ExprGen(self, f, Scope(stable=EVERY_SLOT)), define.value, 0)}")
            fn = self._defines[name] = f.compile()
        return fn

    def loop_function(self, e: ir.Aggregate, scope: Scope, params: list[str], memo: bool = False) -> Callable:
        return loop_function(self, e, scope, params, memo)

    def expression_function(self, e: ir.Expr, scope: Scope | None = None, typ: Type | None = None) -> Callable:
        """An expression as a function `f(state, locals)` (an error in it is placed at the step that
        called it); its value is one to be kept where values of type `typ` are."""
        f = Function(self.unit, self.current_name)
        f.quiet = True
        g = ExprGen(self, f, scope or Scope(stable=EVERY_SLOT))
        f.add(0, f"return {g.stored(e, typ, worked_out(g, e, 0))}")
        return f.compile()

    def offer(self, s: ir.Choose) -> Offer:
        """A `choose`'s offer (see `runtime.Offer`), made once."""
        offer = self._offers.get(id(s))
        if offer is None:
            by = self.expression_function(s.by, typ=PLAYER)
            count = self.expression_function(s.count) if s.count is not None else None
            show = None
            if s.showing is not None:
                f = Function(self.unit, self.current_name)
                f.quiet = True
                f.add(0, f"return {ExprGen(self, f, Scope()).as_text(s.showing)}", s.span)
                show = f.compile()
            label_of = None
            if s.label_text is not None:
                f = Function(self.unit, self.current_name)
                f.quiet = True
                f.add(0, f"return {ExprGen(self, f, Scope()).as_text(s.label_text)}")
                label_of = f.compile()
            offer = self._offers[id(s)] = Offer(by, count, s.slot, s.label, s.optional, str(s.item_type), s.secret,
                                                show, s.picks, strict=not s.may_be_empty, label_of=label_of)
        return offer


def _stable(body: tuple) -> frozenset:
    """The slots a body never writes: a function of it may keep their values in names."""
    written = ir.union(*(s.facts for s in body)).writes
    return _Unwritten(written)


class _Unwritten:
    __slots__ = ("written",)

    def __init__(self, written: frozenset):
        self.written = written

    def __contains__(self, slot) -> bool:
        return slot not in self.written


__all__ = ["Generator", "END"]


def _fans_out(body: tuple, gen) -> bool:
    """Whether a body may call procedures or emit events more than once a run, outside loops that
    count their rounds: at two places (one branch of an `if` or another), or inside a loop that
    does not count its rounds (`loops.spends`)."""
    return _calls(body, gen) > 1


def _calls(nodes, gen) -> int:
    """How many calls and emits `nodes` make at most, outside loops that count their rounds (2: more
    than one)."""
    calls = 0
    for node in nodes:
        facts = getattr(node, "facts", None)  # a branch of an `if` has none
        if facts is not None and not (facts.calls or facts.emits) or calls > 1:
            continue
        if isinstance(node, (ir.CallProc, ir.Emit)):
            calls += 1 + _calls(ir.children(node), gen)
        elif isinstance(node, ir.If):
            calls += max([_calls(b.body, gen) for b in node.branches] + [_calls(node.otherwise, gen)])
            calls += _calls([b.test for b in node.branches], gen)
        elif isinstance(node, (ir.While, ir.Repeat)):
            calls += _calls([node.test if isinstance(node, ir.While) else node.until], gen)
        elif isinstance(node, ir.For):
            inner = _calls((node.where,) + node.body if node.where is not None else node.body, gen)
            body = ir.union(node.where.facts if node.where is not None else None, *(b.facts for b in node.body))
            calls += _calls([node.source], gen) + (0 if spends(node.source, body, gen) else 2 * inner)
        elif isinstance(node, ir.Simultaneous):
            calls += 2 * _calls(ir.children(node), gen)
        else:
            calls += _calls(ir.children(node), gen)
    return min(calls, 2)


def _calls_defines(value: ir.Expr) -> bool:
    """Whether a define's value calls defines at two places, or at one inside an aggregate."""
    calls = 0
    for node in ir.walk(value):
        if isinstance(node, ir.Aggregate) and any(isinstance(x, ir.DefineCall) for x in ir.walk(node)):
            return True
        calls += isinstance(node, ir.DefineCall)
    return calls > 1
