"""Lint's analysis of progress: loops that can never end once they start, and procedures that call
themselves without a case that stops. The checks that report them are in `structure.py`.

A loop never ends when nothing can take the run out of it (no `break` of its own, no `return`,
`exit` or `end game`, nothing it calls that may end the game or exit) and its condition cannot
change: nothing the loop does, or what it calls, writes what the condition reads (a frame local,
a variable, a card variable, the zones, an event's values), and the condition draws no random
number. Two kinds of change are known not to help: a number that the loop only ever increases,
tested with `>` or `>=` (or only decreases, with `<` or `<=`), and cards drawn from a zone the
condition never looks at (once the zone is empty, nothing changes).

A procedure never returns when every path through it calls itself (directly or through others)
before it can end: the least fixpoint of "can finish" over the calls, where a branch whose
condition can never be false (by what flows into a number parameter) is always taken.
"""

from __future__ import annotations

from .. import ir
from .effects import Effect, Effects, Reads, own_effect
from .facts import nodes_of

LOOPS = (ir.While, ir.Repeat, ir.For)


# ---- loops ---------------------------------------------------------------------------------------
def way_out(loop, effects: Effects) -> bool:
    """Whether something in the loop may take the run out of it other than its condition."""
    if _leaves(loop.body, 0):
        return True
    e = effects.of(loop.body)
    return e.ends or e.exits


def _leaves(stmts, depth: int) -> bool:
    for s in stmts:
        if isinstance(s, ir.Break) and depth == 0:
            return True
        if isinstance(s, (ir.Return, ir.Exit, ir.EndGame)):
            return True
        inner = depth + 1 if isinstance(s, LOOPS) else depth
        for part in _blocks(s):
            if _leaves(part, inner):
                return True
    return False


def _blocks(s) -> list:
    if isinstance(s, ir.If):
        return [b.body for b in s.branches] + [s.otherwise]
    if isinstance(s, (ir.While, ir.Repeat, ir.For, ir.Simultaneous, ir.Emit)):
        return [s.body]
    return []


def condition_of(loop):
    return loop.test if isinstance(loop, ir.While) else loop.until


def stuck_loop(program: ir.Program, loop, effects: Effects) -> str | None:
    """Why a `while` or `repeat` loop can never end once it starts, or None."""
    test = condition_of(loop)
    reads = Reads(program, test)
    if reads.random or way_out(loop, effects):
        return None
    slots = set(ir.union(*(s.facts for s in loop.body)).writes)
    effect = effects.of(loop.body)
    if not reads.changed_by(effect, slots):
        if not (reads.slots or reads.vars or reads.cvars or reads.zones or reads.events):
            return ("its condition never changes and nothing in it breaks out; leave it with 'break' or 'end game' "
                    "when the rules say it is over")
        names = sorted(reads.vars) + sorted(reads.zone_names)
        what = "what its condition reads" + (f" ('{names[0]}')" if len(names) == 1 else
                                              f" ({', '.join(repr(n) for n in names)})" if names else "")
        return (f"nothing in it changes {what} and nothing breaks out of it; change that in the loop, or leave it "
                "with 'break'")
    growing = _only_growing(loop, test, effects)
    if growing is not None:
        return growing
    drawn = _unwatched_draws(loop, reads, effects, slots)
    if drawn is not None:
        return (f"it draws from '{drawn}', which its condition never looks at: once '{drawn}' is empty nothing "
                f"changes and the loop goes on for ever; add 'size({drawn}) > 0' to its condition")
    return None


def _only_growing(loop, test, effects: Effects) -> str | None:
    """A condition `X > c` (or `>=`; `<`, `<=`) that the loop can only keep true: it only ever adds to X
    (subtracts from X) a positive number, and nothing it calls writes X."""
    if not isinstance(test, ir.Binary) or test.op not in ("<", "<=", ">", ">="):
        return None
    op, x, c = test.op, test.left, test.right
    if _constant(x) and not _constant(c):
        x, c = c, x
        op = {"<": ">", "<=": ">=", ">": "<", ">=": "<="}[op]
    if not _constant(c) or not (isinstance(x, ir.Local) or (isinstance(x, ir.VarValue) and x.owner is None)):
        return None
    if isinstance(loop, ir.Repeat):  # `until` ends the loop when it holds: the loop goes on while it does not
        op = {"<": ">=", "<=": ">", ">": "<=", ">=": "<"}[op]
    want = "+=" if op in (">", ">=") else "-="
    writes = [n for s in loop.body for n in nodes_of(s) if isinstance(n, ir.Assign) and _is(n.place, x)]
    if not writes or any(w.op != want or not _positive(w.value) for w in writes):
        return None
    own = own_effect(loop.body)
    called = Effect()
    called.calls, called.emits = own.calls, own.emits
    effects.follow(called)
    if isinstance(x, ir.VarValue) and x.var in called.vars:
        return None
    name = x.var if isinstance(x, ir.VarValue) else x.name
    verb = "adds to" if want == "+=" else "subtracts from"
    return (f"its body only ever {verb} '{name}', so once its condition holds it holds for ever; change the "
            "condition or what the body does")


def _positive(e) -> bool:
    return isinstance(e, ir.Literal) and type(e.value) is int and e.value > 0


def _is(place, x) -> bool:
    if isinstance(x, ir.VarValue):
        return isinstance(place, ir.VarPlace) and place.var == x.var and place.owner is None
    return isinstance(place, ir.LocalPlace) and place.slot == x.slot and place.event is None


def _constant(e) -> bool:
    """An expression that cannot change while the rules run (a literal, player_count, an option)."""
    f = e.facts
    return not f.reads and not f.state and not f.random and not f.items


def _unwatched_draws(loop, reads: Reads, effects: Effects, slots) -> str | None:
    """A zone the loop draws cards from that its condition never names, when those draws are the only
    thing that may change the condition (and nothing moves cards back into the zone)."""
    if not reads.zones:
        return None
    draws = {}
    for s in loop.body:
        for n in nodes_of(s):
            if isinstance(n, ir.Move):
                z = _drawn_from(n.cards)
                if z is not None:
                    draws[id(n)] = z
    if not draws:
        return None
    rest = effects.of(loop.body, skip=lambda n: id(n) in draws)
    if reads.changed_by(rest, slots):
        return None
    everything = effects.of(loop.body)
    for z in sorted(set(draws.values())):
        if z in reads.zone_names or everything.moved_to is None or z in everything.moved_to:
            continue
        return z
    return None


def _drawn_from(cards) -> str | None:
    """The zone a move takes its cards from, when it draws: top, bottom or random of a zone."""
    if isinstance(cards, ir.Call) and cards.name in ("top", "bottom", "random") and cards.args:
        z = cards.args[0]
        if isinstance(z, ir.ZoneRef):
            return z.zone
    return None


# ---- recursion -----------------------------------------------------------------------------------
class Recursion:
    """The procedures that call themselves (directly or through others) on every path before they
    can end: `found` lists (procedure, the call that recurses, (the condition whose value what flows
    into the parameters fixes, that value) or None, the parameters' ranges)."""

    def __init__(self, program: ir.Program, values: dict):
        self.program = program
        self.values = values  # the flow analysis's abstract values, by node identity
        procs = [p for p in program.procedures if p.kind != "play"]
        self.calls = {p.name: [n for s in p.body for n in nodes_of(s) if isinstance(n, ir.CallProc)
                               and n.procedure in program.proc_index] for p in procs}
        self.cycle = {p.name: self._cycle_of(p.name) for p in procs}
        self.ranges = {p.name: self._ranges(p) for p in procs if self.cycle[p.name]}
        self.found: list[tuple] = []
        if any(self.cycle.values()):
            self._work_out(procs)

    def _cycle_of(self, name: str) -> frozenset:
        """The procedures that call `name` back, itself included (empty: it is in no cycle)."""
        reach: set[str] = set()
        todo = [c.procedure for c in self.calls.get(name, [])]
        while todo:
            n = todo.pop()
            if n not in reach:
                reach.add(n)
                todo.extend(c.procedure for c in self.calls.get(n, []))
        if name not in reach:
            return frozenset()
        return frozenset(m for m in reach if name in self._reaches(m))

    def _reaches(self, name: str) -> set:
        out: set[str] = set()
        todo = [name]
        while todo:
            n = todo.pop()
            for c in self.calls.get(n, []):
                if c.procedure not in out:
                    out.add(c.procedure)
                    todo.append(c.procedure)
        return out

    def _ranges(self, proc) -> dict:
        """Slot -> (low, high) of a number parameter, from what every call passes: constants from outside
        the procedure, the parameter itself plus or minus a constant from inside."""
        out = {}
        inner = [c for c in self.calls[proc.name] if c.procedure == proc.name]
        outer = [n for p in self.program.procedures if p.name != proc.name for s in p.body for n in nodes_of(s)
                 if isinstance(n, ir.CallProc) and n.procedure == proc.name]
        outer += [n for t in self.program.triggers for s in t.body for n in nodes_of(s)
                  if isinstance(n, ir.CallProc) and n.procedure == proc.name]
        for i, prm in enumerate(proc.params):
            if prm.type.kind != "int" or not outer:
                continue
            known = []
            for call in outer:
                av = self.values.get(id(call.args[i])) if i < len(call.args) else None
                if av is None or not all(type(v) is int for v in av.values) or not av.values:
                    break
                known.extend(av.values)
            else:
                low, high = min(known), max(known)
                for call in inner:
                    step = _step(call.args[i] if i < len(call.args) else None, i)
                    if step is None:
                        break
                    if step > 0:
                        high = float("inf")
                    elif step < 0:
                        low = float("-inf")
                else:
                    out[i] = (low, high, prm.name)
        return out

    def _work_out(self, procs) -> None:
        finishing: set[str] = set()
        changed = True
        while changed:
            changed = False
            for p in procs:
                if p.name not in finishing and any(self._finishes(p.body, finishing, self.ranges.get(p.name, {}))):
                    finishing.add(p.name)
                    changed = True
        told: set[frozenset] = set()
        for p in procs:
            cycle = self.cycle[p.name]
            if not cycle or p.name in finishing or cycle in told:
                continue
            ranges = self.ranges.get(p.name, {})
            if not any(self._finishes(p.body, finishing | cycle, ranges)):
                continue  # something else keeps it from ending (a loop), not the calls
            told.add(cycle)
            call = next(c for c in self.calls[p.name] if c.procedure in cycle)
            decided: list = []
            if ranges and any(self._finishes(p.body, finishing, {})):
                self._finishes(p.body, finishing, ranges, decided)
            self.found.append((p, call, decided[0] if decided else None, ranges))

    def _finishes(self, stmts, finishing: set, ranges: dict, decided: list | None = None) -> tuple[bool, bool]:
        """(whether the end of the statements can be reached, whether a return, exit or end game can),
        where a call of a procedure not in `finishing` never returns."""
        leaves = False
        for s in stmts:
            falls, out = self._statement(s, finishing, ranges, decided)
            leaves = leaves or out
            if not falls:
                return False, leaves
        return True, leaves

    def _statement(self, s, finishing, ranges, decided) -> tuple[bool, bool]:
        if isinstance(s, ir.CallProc):
            return not self.cycle.get(s.procedure) or s.procedure in finishing, False
        if isinstance(s, (ir.Return, ir.EndGame, ir.Exit)):
            return False, True
        if isinstance(s, ir.Break):
            return False, False  # the loop it leaves goes on (see below)
        if isinstance(s, ir.If):
            falls = leaves = False
            for branch in s.branches:
                truth = self._truth(branch.test, ranges)
                if truth is not None and decided is not None and self._truth(branch.test, {}) is None:
                    decided.append((branch.test, truth))  # only what flows into the parameters decides it
                if truth is False:
                    continue
                f, out = self._finishes(branch.body, finishing, ranges, decided)
                falls, leaves = falls or f, leaves or out
                if truth is True:
                    return falls, leaves
            f, out = self._finishes(s.otherwise, finishing, ranges, decided)
            return falls or f, leaves or out
        if isinstance(s, (ir.While, ir.For, ir.Repeat, ir.Simultaneous, ir.Emit)):
            f, out = self._finishes(s.body, finishing, ranges, decided)
            if isinstance(s, ir.Emit):
                return f, out
            # a loop's body may be left by its condition or a break: it goes on unless the body cannot
            return (f or isinstance(s, (ir.While, ir.For)) or _leaves(s.body, 0)), out
        return True, False

    def _truth(self, test, ranges):
        av = self.values.get(id(test))
        if av is not None and len(av.truth()) == 1:
            return next(iter(av.truth()))
        if not ranges or not isinstance(test, ir.Binary) or test.op not in ("<", "<=", ">", ">=", "==", "!="):
            return None
        op, x, c = test.op, test.left, test.right
        if isinstance(c, ir.Local) and isinstance(x, ir.Literal):
            x, c = c, x
            op = {"<": ">", "<=": ">=", ">": "<", ">=": "<="}.get(op, op)
        if not (isinstance(x, ir.Local) and x.slot in ranges and isinstance(c, ir.Literal)
                and type(c.value) is int):
            return None
        low, high, _ = ranges[x.slot]
        k = c.value
        holds = {"<": (high < k, low >= k), "<=": (high <= k, low > k), ">": (low > k, high <= k),
                 ">=": (low >= k, high < k), "==": (low == high == k, k < low or k > high),
                 "!=": (k < low or k > high, low == high == k)}[op]
        return True if holds[0] else False if holds[1] else None


def _step(arg, slot: int):
    """What a recursive call passes for the parameter in `slot`: 0 (itself), +k or -k; None: anything else."""
    if isinstance(arg, ir.Local) and arg.slot == slot:
        return 0
    if isinstance(arg, ir.Binary) and arg.op in ("+", "-") and isinstance(arg.left, ir.Local) \
            and arg.left.slot == slot and isinstance(arg.right, ir.Literal) and type(arg.right.value) is int:
        return arg.right.value if arg.op == "+" else -arg.right.value
    return None
