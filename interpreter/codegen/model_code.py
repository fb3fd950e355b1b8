"""The code of a whole model: a program of the intermediate form, laid out for one game set-up.

`generate` compiles every procedure, trigger and the `play` block (`generator.py`): into a
function of its own where it never waits for a decision, else into steps (`steps.py`) assembled
into one function per procedure (`assemble.py`), with a playout version of each. The ranking and
the estimate become functions `f(state, player)` returning the tuple of keys, the payoff one returning
the player's return.
"""

from __future__ import annotations

from typing import Callable

from .. import ir
from ..model import Event, Model, Procedure
from .emit import Function, GenerationFailed
from .expr import ExprGen
from .generator import Generator
from .loops import worked_out
from .scope import Scope
from .steps import ReturnStep, Run, Steps, closure


def generate(program: ir.Program, layout, native: bool = True, counting: bool = False) -> Model:
    """The model of `program` laid out by `layout` (`native=False`: every statement a step, for
    tools that count steps; `counting`: with rule coverage counted by the code, `counters.py`)."""
    gen = Generator(program, layout, native, counting)
    bodies: list[tuple[str, str, tuple, object, object, Steps]] = []  # name, kind, params, frame, span, steps
    for p in program.procedures:
        if p.kind == "play":
            continue
        bodies.append((p.name, p.kind, p.params, p.frame, p.span, _proc_steps(gen, p)))
    for t in program.triggers:
        event = program.event(t.event)
        bodies.append((t.name, "trigger", event.params, t.frame, t.span, _trigger_steps(gen, t)))
    play = program.procedures[program.play]
    bodies.append(("play", "play", (), play.frame, play.span, gen.steps("play", "play", play)))
    procedures = []
    for name, kind, params, frame, span, steps in bodies:
        func = gen.assembled(name, kind, steps) if native else None
        procedures.append(Procedure(
            name, kind, tuple(p.name for p in params), tuple(str(p.type) for p in params), frame.nlocals, steps.code,
            tuple(s.span for s in steps.steps), span, func, steps=steps.steps, regions=steps.regions,
            local_names=frame.local_names,
            card_slots=tuple(i for i, t in enumerate(frame.local_types) if t.holds_cards)))
    funcs = pfuncs = None
    if native:
        if any(p.func is None for p in procedures):  # Python refused a function: the steps run one by one
            procedures = [p if p.func is not None else _stepping(p) for p in procedures]
        funcs = tuple(p.func for p in procedures)
        pfuncs = tuple(gen.assembled(name, kind, steps, direct=True) or p.func
                       for (name, kind, _, _, _, steps), p in zip(bodies, procedures))
        gen.func_tables[False][:], gen.func_tables[True][:] = funcs, pfuncs
    events = tuple(Event(e.name, e.index, tuple(p.name for p in e.params),
                         tuple(gen.trigger_numbers[t.index] for t in program.triggers_of(e.name, "before")),
                         tuple(gen.trigger_numbers[t.index] for t in program.triggers_of(e.name, "after")), e.span,
                         tuple(i for i, p in enumerate(e.params) if p.type.holds_cards))
                   for e in program.events)
    rank = _ranking(gen, program.rank)
    sampler = _sampler(gen, program.rank, layout.players) if counting else None
    estimate = _ranking(gen, program.estimate)
    payoff = _payoff(gen, program.payoff)
    gen.unit.keep()  # the code compiled, for the next run
    return Model(
        name=program.game, source=program.source, players=layout.players, min_players=program.min_players,
        max_players=program.max_players, options=layout.options, option_decls=layout.option_decls,
        zones=layout.zones, zone_instances=layout.zone_instances, instance_masks=layout.instance_masks,
        instance_top_only=layout.instance_top_only, instance_showing=layout.instance_showing,
        card_faces=layout.card_faces, card_names=layout.card_names, card_types=layout.card_types,
        card_fields=layout.card_fields, card_var_names=layout.card_var_names,
        card_var_defaults=layout.card_var_defaults, card_var_types=tuple(str(v.type) for v in program.card_vars),
        card_var_visible=layout.card_var_visible, decks=layout.decks,
        vars=layout.vars, var_defaults=layout.var_defaults, var_masks=layout.var_masks, procedures=tuple(procedures),
        proc_index={name: gen.proc_numbers[name] for name, kind, *_ in bodies if kind not in ("trigger", "play")},
        events=events, main=gen.main, rank=rank, sampler=sampler, rank_span=program.rank.span if program.rank else None,
        estimate=estimate, enums={e.name: tuple(e.values) for e in program.enums},
        codes=tuple(p.code for p in procedures), funcs=funcs, pfuncs=pfuncs, source_text=program.text,
        native_lines=gen.unit.lines, generated=gen.unit.generated, counters=gen.counters, payoff=payoff,
        payoff_range=layout.payoff_range, payoff_total=layout.payoff_total,
        payoff_span=program.payoff.span if program.payoff else None, memo_tables=len(gen.memos.tables),
    )


def _proc_steps(gen: Generator, p: ir.Procedure) -> Steps:
    if gen.native and gen.plan.proc(p.name):
        fn = gen.proc_function(p.name)
        steps = (Run(p.span, fn), ReturnStep(p.span))
        return Steps(steps, tuple(closure(gen, s, p.name) for s in steps), ())
    return gen.steps(p.name, p.kind, p)


def _trigger_steps(gen: Generator, t: ir.Trigger) -> Steps:
    if gen.native and gen.plan.trigger(t.index):
        fn = gen.trigger_function(t.index)
        steps = (Run(t.span, fn), ReturnStep(t.span))
        return Steps(steps, tuple(closure(gen, s, t.name) for s in steps), ())
    return gen.steps(t.name, "trigger", t)


def _ranking(gen: Generator, ranking: ir.Ranking | None) -> Callable | None:
    """The ranking keys (`rank`) or the search agents' estimate (`estimate`): f(state, player) -> tuple."""
    if ranking is None:
        return None
    fn = Function(gen.unit, "rank", "st, p")
    fn.quiet = True
    keys = ExprGen(gen, fn, Scope(named={0: "p"}))
    # the first key's aggregate may be written as a loop before the tuple: nothing is worked out before it
    first, *rest = ranking.keys
    fn.add(0, "return (" + "".join(f"{code}, " for code in [worked_out(keys, first, 0)] + [keys.code(k) for k in rest])
           + ")")
    return fn.compile()


def _sampler(gen: Generator, ranking: ir.Ranking | None, players: int) -> Callable | None:
    """The ranking keys marked in a bit mask, for the lead measures (`measures.py`; key k of player
    p is bit `p * width + k`, `counters.py`): f(state, mask, keys, numbers) works out the keys marked
    of each player p with one marked, keeping the others; sets `keys[p]` to p's keys where they
    differ from those they replace, and `numbers[p]` to the first as a float (None where it is no
    number) where that key is worked out; and returns whether any keys differ. One function, each
    key written in place: a sample costs no call per player. None where there are no keys, or
    Python would not compile it (the measures then ask `rank` player by player,
    `measures._sampler`)."""
    if ranking is None:
        return None
    fn = Function(gen.unit, "rank", "st, m, K, N")
    fn.quiet = True
    fn.variant = "sampled"
    fn.add(0, "c = False")
    width = gen.counters.width  # the bits of a player's keys in the marks
    for p in range(players):
        fn.add(0, f"if m & {((1 << width) - 1) << p * width}:")
        fn.add(1, f"p = {p}")
        fn.add(1, f"kp = K[{p}]")
        keys = ExprGen(gen, fn, Scope(named={0: "p"}))
        for k, key in enumerate(ranking.keys):
            depth = 2 if width > 1 else 1
            if width > 1:
                fn.add(1, f"if kp is None or m & {1 << p * width + k}:")
            fn.add(depth, f"k{k} = {worked_out(keys, key, depth)}")
            if k == 0:  # the first key as a number, where it is worked out again
                # (a whole number or a truth, where its type says so: a number unless it is none)
                number = "k0 is not None" if key.type.kind in ("int", "bool") else "isinstance(k0, (int, float))"
                fn.add(depth, f"N[{p}] = float(k0) if {number} else None")
            if width > 1:
                fn.add(1, "else:")
                fn.add(2, f"k{k} = kp[{k}]")
        fn.add(1, "k = (" + "".join(f"k{k}, " for k in range(width)) + ")")
        fn.add(1, "if k != kp:")  # (keys equal to those they replace are kept)
        fn.add(2, "c = True")
        fn.add(2, f"K[{p}] = k")
    fn.add(0, "return c")
    try:
        return fn.compile()
    except GenerationFailed:
        return None


def _payoff(gen: Generator, payoff: ir.Payoff | None) -> Callable | None:
    """Each player's return at the end of a game (`payoff`): f(state, player) -> number."""
    if payoff is None:
        return None
    fn = Function(gen.unit, "payoff", "st, p")
    fn.quiet = True
    fn.add(0, "return " + worked_out(ExprGen(gen, fn, Scope(named={0: "p"})), payoff.value, 0))
    return fn.compile()


def _stepping(p: Procedure) -> Procedure:
    """A procedure whose steps run one by one, where Python refused its assembled function."""
    code = p.code

    def run(st, fr):
        stack = st.cur
        while stack and stack[-1] is fr:
            pc = fr[1]
            fr[1] = pc + 1
            if code[pc](st, fr):
                return True
        return None

    return Procedure(p.name, p.kind, p.params, p.param_types, p.nlocals, p.code, p.spans, p.span, run,
                     steps=p.steps, regions=p.regions, local_names=p.local_names, card_slots=p.card_slots)
