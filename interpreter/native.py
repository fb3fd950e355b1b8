"""Statements that cannot stop the run loop, generated as Python functions (part of pass 3).

Most statements never wait for a decision: `let`, assignments, `move`, `if`, loops, calls of
procedures that never wait, events whose triggers never wait. A run of such statements is
generated as one Python function `f(state, locals)` with real `if`, `for` and `while`, the
expressions inlined, and called from one step; a procedure or trigger made only of them is called
directly, without a frame. The steps and the jumps remain for the statements that can stop
(`choose`, `simultaneous`, `exit`) and the blocks around them; `assemble` then writes each
procedure's steps out as one function that runs from the frame's step until it must hand control
back to the run loop.

A generated function returns None when it runs to its end, `RETURN` when a `return` leaves its
procedure, and `END` when the game ended. The generated source holds only slot numbers, the
fused sources of expressions (themselves built from slot numbers and escaped literals) and
generated names bound to values of the model; rulebook text never becomes code.

Each generated function is compiled under a file name of its own, and every line of it is mapped
to the span of the statement it comes from, so that a run-time error inside one points at its
statement (`Model.native_lines`).
"""

from __future__ import annotations

import ast
import hashlib
import itertools
import linecache
import math
import re
import types
from pathlib import Path
from typing import Any, Callable

from .expressions import _SLOT, _Scope, _in_code, read_item
from .state import CALL_DEPTH, EVENT_DEPTH, RuleLimit
from .steps import (_PICKS, ExitTo, _as_list, _iter_type, _picks, _step_end_game, move_cards, option_at,
                    option_count)

RETURN = 2
END = 3
DECLINED = 4  # a region's function left the statement to its steps (see `g_simultaneous`)

# The step limit between two decisions, as the engine sets it when a run starts; a generated
# loop counts its rounds against it.
LIMIT = [2_000_000]

# How deeply statements may nest in a generated function (Python limits nested blocks).
MAX_DEPTH = 12

# What a step does, for `assemble`: PLAIN never stops the run nor jumps; SUSPEND may stop the
# run (a decision, the end of the game); CONTROL may also push or pop frames or move the frame's
# place; the others are jumps, loops and returns that `assemble` writes out itself.
PLAIN = ("plain",)
SUSPEND = ("suspend",)
CONTROL = ("control",)
RETURN_INFO = ("return",)

ALWAYS = ("let", "assign", "move", "shuffle", "log", "reveal", "cancel", "end_game", "return")

# the built-in functions that read nothing but their values and the zones they are given (see
# `parts_apart`)
_APART_CALLS = frozenset(("size", "top", "bottom", "cards", "contains", "remove", "players", "players_from",
                          "players_after", "players_before", "next", "prev", "abs", "larger", "smaller"))


class Runaway(Exception):
    """A generated loop ran more rounds than the step limit allows between two decisions."""


def over_limit(rounds: int, st, decisions_before: int) -> bool:
    """Whether `rounds` of a loop (or steps of a run) are past the limit, once past `LIMIT[0]`.

    A run stops at each decision, except in a playout (`State.playout`), where decisions are
    answered inside the run: there the limit counts once more for every decision made since the
    loop or run began, so that only a stretch without decisions can run away.
    """
    return rounds > LIMIT[0] * (1 + st.decisions - decisions_before)


class PlayoutCut(Exception):
    """A playout reached its last decision inside a function generated for playouts."""


class NativeFailed(Exception):
    """Python would not compile a generated function (too large or too deeply nested)."""


class _Source:
    """One generated function: its lines, a span per line, and the names it binds."""

    def __init__(self, proc_name: str, places=None):
        self.proc_name = proc_name
        self.lines: list[str] = ["def _native(st, L):"]
        self.spans: list[Any] = [None]
        self.owners: list[str | None] = [None]  # the procedure a line is of, where not this one (inlined)
        self.env: dict[str, Any] = {"RuleLimit": RuleLimit}
        self.temps = itertools.count()
        self.names = itertools.count()
        self.places = places  # names of inlined procedures' locals lists, unique in a model (`Inlined`)
        self.hidden: set[int] = set()  # local slots that functions the code calls write
        self.opaque = False  # whether a function it calls may write any local slot
        # whether the code may run only in a playout without a log, outside any player's part (it runs
        # parts of a `simultaneous` block one after the other: see `g_simultaneous`)
        self.quiet = False

    def add(self, depth: int, text: str, span, owner: str | None = None) -> None:
        self.lines.append("    " * (depth + 1) + text)
        self.spans.append(span)
        self.owners.append(owner)

    def bind(self, value: Any) -> str:
        name = f"_g{next(self.names)}"
        self.env[name] = value
        return name

    def temp(self) -> str:
        return f"_t{next(self.temps)}"


class Inlined:
    """A generated procedure's code, to be written in place of a call of it (`g_call`), where it is
    short and leaves only by its end or by the end of the game (`return END`, which the call would
    return too): its locals list, temporaries and bound names are renamed for each place."""

    MAX_LINES = 40

    def __init__(self, src: _Source, nargs: int):
        self.name = src.proc_name
        written = written_slots(src)
        # the arguments the code never changes: read from names of their own
        self.kept = [] if written is None else [k for k in range(nargs) if k not in written]
        self.lines = src.lines[1:]
        self.spans = src.spans[1:]
        self.owners = src.owners[1:]
        self.env = dict(src.env)
        self.quiet = src.quiet
        leaves = []
        for line in self.lines:
            _in_code(line, lambda code: leaves.append(_LEAVES.search(code)) or code)
        self.fits = len(self.lines) <= self.MAX_LINES and not any(leaves)

    def inline(self, src: _Source, depth: int, values: list[str], span, frame: Callable[[str], str] | None = None,
               named: dict[int, str] | None = None) -> None:
        """The code at `depth` of `src`, its locals list made of `values` (or by `frame(its name)`,
        `values` then unused) and the slots in `named`, which it never changes, read from those names."""
        place = f"_i{next(src.places)}"
        kept = {f"L[{k}]": f"{place}l{k}" for k in self.kept}
        kept.update((f"L[{k}]", name) for k, name in (named or {}).items())
        src.quiet = src.quiet or self.quiet

        def rename(match: re.Match) -> str:
            return place if match.group(0) == "L" else place + match.group(0)[1:]

        def read(match: re.Match) -> str:
            return kept.get(match.group(0)) or match.group(0)

        if frame is not None:
            src.add(depth, f"{place} = {frame(place)}", span)
        else:
            for k in self.kept:
                src.add(depth, f"{place}l{k} = {values[k]}", span)
            src.add(depth, f"{place} = [{', '.join(kept.get(f'L[{k}]', v) for k, v in enumerate(values))}]", span)
        for name, value in self.env.items():
            src.env[place + name[1:] if _RENAMED.fullmatch(name) else name] = value
        for line, line_span, owner in zip(self.lines, self.spans, self.owners):
            text = _in_code(line, lambda code: _RENAMED.sub(rename, _SLOT.sub(read, code)))
            src.add(depth - 1, text, line_span, owner or self.name)


class NativeCompiler:
    """The statement generator, mixed into the `Compiler` (it uses its expressions and scopes)."""

    native: bool
    native_lines: dict

    playout_mode = False
    _yielding = False  # generating a player's part of a `simultaneous` block (see `g_simultaneous`)
    _exit_targets: set[str] | None = None
    quiet_fns: set  # the generated functions that only a playout without a log may run (`_Source.quiet`)
    _quiet_mode = False  # generating such versions of procedures and triggers (`quiet_variant`)
    _origins: dict  # a generated procedure's or trigger's function -> (kind, name or number, playout mode)

    def generated_name(self, proc_name: str, source: str) -> str:
        """The file name a generated function is compiled and registered in `linecache` under:
        the rulebook, the procedure, its place among the functions generated for this model, and a
        digest of the source (two models of one rulebook may differ in their code)."""
        digest = hashlib.blake2s(source.encode(), digest_size=4).hexdigest()
        return f"<rulerun {Path(self.file).name}: {proc_name} #{len(self.generated)} {digest}>"

    def native_key(self, kind: str, name) -> tuple:
        """What the caches of generated functions know a procedure or trigger by, in this mode."""
        return (kind, name, "playout") if self.playout_mode else (kind, name)

    def function_key(self, kind: str, name) -> tuple:
        """What the cache of generated functions knows one by: its mode, and whether it is the
        version that runs only without a log (`quiet_variant`)."""
        return self.native_key(kind, name) + (("quiet",) if self._quiet_mode else ())

    def quiet_variant(self, fn: Callable) -> Callable:
        """The version of a generated procedure or trigger for code that runs only without a log
        (`_Source.quiet`): the same function, with no tests of the log (`without_log`). `fn` itself
        where it has none."""
        origin = self._origins.get(fn)
        if origin is None or fn in self.quiet_fns:
            return fn
        kind, name, playout = origin
        saved = self.playout_mode, self._quiet_mode
        self.playout_mode, self._quiet_mode = playout, True
        errors = len(self.errors)
        try:
            return self.native_proc(name)[0] if kind == "proc" else self.native_trigger(name)[0]
        except NativeFailed:
            return fn
        finally:
            self.playout_mode, self._quiet_mode = saved
            del self.errors[errors:]

    def playout_native(self, s: dict) -> bool:
        """Whether a statement waits only for `choose` (so that a playout can run it as a function)."""
        self.playout_mode = True
        try:
            return self.stmt_native(s, False, False, 0)
        finally:
            self.playout_mode = False

    def playout_proc(self, name: str) -> tuple[Callable, int] | None:
        """A procedure that waits only for `choose`, generated for playouts, where every decision is
        answered as it is asked (`State.playout`): one function that a procedure's assembled playout
        version calls directly instead of pushing a frame (outside `simultaneous` blocks, whose
        decisions wait for every player). None where the procedure cannot be generated so."""
        if self.proc_native(name):
            return None  # it never waits: calls to it are generated directly anyway
        self.playout_mode = True
        errors = len(self.errors)
        try:
            if not self.proc_native(name):
                return None
            try:
                done = self.native_proc(name)
            except NativeFailed:
                done = None
            if len(self.errors) > errors:  # nothing new can be wrong; should it be, the steps stand
                done = None
            if done is None:
                self._native_known[self.native_key("proc", name)] = False
            return done
        finally:
            del self.errors[errors:]
            self.playout_mode = False

    # ---- which statements can be generated ---------------------------------------------------
    def stmt_native(self, s: dict, in_loop: bool, in_emit: bool, depth: int) -> bool:
        if depth > MAX_DEPTH:
            return False
        do = s["do"]
        if do in ALWAYS:
            return not (do == "return" and in_emit)
        if do == "break":
            return in_loop
        if do == "if":
            return all(self.block_native(br["then"], in_loop, in_emit, depth + 1) for br in s["branches"]) and \
                self.block_native(s.get("else") or [], in_loop, in_emit, depth + 1)
        if do in ("for", "while", "repeat"):
            return self.block_native(s["body"], True, in_emit, depth + 1)
        if do == "call":
            return self.proc_native(s["name"], len(s["args"]))
        if do == "choose":
            return self.playout_mode  # answered at once in a playout (see `playout_proc`)
        if do == "exit":
            return s["name"] in self.proc_index
        if do == "emit":
            ev = self.event_index.get(s["event"])
            if ev is None or len(s["args"]) != len(self.event_params[s["event"]]):
                return False
            return all(self.trigger_native(i) for i in self.event_triggers[s["event"]]) and \
                self.block_native(s.get("body") or [], False, True, depth + 1)
        if do == "simultaneous":
            return self.playout_mode and self.parts_apart(s)  # one part after the other (`g_simultaneous`)
        return False  # choose (but in a playout), simultaneous: they may stop the run loop

    def block_native(self, stmts: list[dict], in_loop: bool, in_emit: bool, depth: int) -> bool:
        return all(self.stmt_native(s, in_loop, in_emit, depth) for s in stmts)

    def simultaneous_native(self, s: dict) -> bool:
        """Whether a playout can run a `simultaneous` block as one function (see `g_simultaneous`):
        each `choose` in its body is the body's own, outside any `emit`, and nothing else waits.
        (Not `stmt_native` in a mode of its own: its answers for procedures and triggers are kept,
        and there a `choose` still waits.)"""
        def parts(stmts: list[dict], in_loop: bool, depth: int) -> bool:
            for x in stmts:
                do = x["do"]
                if depth > MAX_DEPTH:
                    return False
                if do == "if":
                    if not all(parts(br["then"], in_loop, depth + 1) for br in x["branches"]) or \
                            not parts(x.get("else") or [], in_loop, depth + 1):
                        return False
                elif do in ("for", "while", "repeat"):
                    if not parts(x["body"], True, depth + 1):
                        return False
                elif do != "choose" and not self.stmt_native(x, in_loop, False, depth):
                    return False
            return True

        return parts(s["body"], False, 1)

    def parts_apart(self, s: dict) -> bool:
        """Whether each player's part of a `simultaneous` block reads and changes only what is that
        player's own, so that the parts can run one after the other, each to its end, to the same
        effect as running each to its first decision before any is answered (`g_simultaneous`).

        That is: the zones it names are the player's own (`Z of p`, p the part's player), the names
        it reads are locals it declared before (in an enclosing block), options and enum values (no
        variables, no locals from outside, no defines), the cards it moves or marks come from those
        zones (a card that a card keeps is only compared), it calls no procedure, draws no random
        number and opens no event."""
        var = s["var"]

        def owned_zone(n: dict) -> bool:
            what, owner = n["what"], n["owner"]
            zone = self.zones.get(what.get("name")) if what.get("op") == "name" else None
            return zone is not None and zone.per_player and owner.get("op") == "name" and owner["name"] == var

        def field_type(name: str) -> str:
            if name in self.card_vars:
                return self.card_var_types[self.card_vars.index(name)]
            return self.field_types.get(name, "")

        def expr(n, own: set, compared: bool = False) -> bool:
            if not isinstance(n, dict):
                return isinstance(n, str) or n is None  # the literal parts of a text
            op = n.get("op")
            if op in ("int", "str", "bool", "none"):
                return True
            if op == "name":
                name = n["name"]
                return name in own or name not in self.defines and name not in self.vars and \
                    name not in self.zones and (name in self.options or name in self.enum_of_value
                                                or name in self.enums or name == "player_count")
            if op == "of":
                return owned_zone(n)
            if op == "attr":
                return (compared or not field_type(n["name"]).endswith("card")) and expr(n["of"], own)
            if op == "call":
                return n["name"] not in self.defines and n["name"] in _APART_CALLS and \
                    all(expr(a, own) for a in n["args"])
            if op == "aggregate":
                inner = own | {n["var"]}
                return expr(n["in"], own) and expr(n["where"], inner) and expr(n["value"], inner)
            if op == "binary":
                compare = n["operator"] in ("==", "!=")
                return expr(n["left"], own, compare) and expr(n["right"], own, compare)
            parts = {"and": ("left", "right"), "or": ("left", "right"), "not": ("value",), "neg": ("value",),
                     "cond": ("if", "then", "else"), "index": ("of", "index"), "range": ("from", "to")}.get(op)
            if parts is not None:
                return all(expr(n[k], own) for k in parts)
            if op in ("list", "text"):
                return all(expr(x, own) for x in n["items" if op == "list" else "parts"])
            return False

        def block(stmts: list[dict], own: set) -> bool:
            own = set(own)  # what a block declares is its own
            return all(stmt(x, own) for x in stmts)

        def stmt(x: dict, own: set) -> bool:
            do = x["do"]
            if do in ("break", "log", "reveal"):
                return True  # a log is not written where the parts run one after the other
            if do == "choose":
                if not (expr(x["in"], own) and expr(x["by"], own) and expr(x.get("count"), own)):
                    return False
                own.add(x["var"])
                return expr(x.get("where"), own)
            if do == "move":
                return expr(x["cards"], own) and x["to"].get("op") == "of" and owned_zone(x["to"])
            if do == "let":
                own.add(x["name"])
                return expr(x["value"], own - {x["name"]})
            if do == "assign":
                target = x["target"]
                if target.get("op") == "name":
                    place = target["name"] in own and target["name"] != var
                else:  # a card variable of a card the part holds in a local
                    place = target.get("op") == "attr" and target["of"].get("op") == "name" and \
                        target["of"]["name"] in own and target["name"] in self.card_vars
                return place and expr(x["value"], own)
            if do == "if":
                return all(expr(b["if"], own) and block(b["then"], own) for b in x["branches"]) and \
                    block(x.get("else") or [], own)
            if do == "for":
                inner = own | {x["var"]}
                return expr(x["in"], own) and expr(x.get("where"), inner) and block(x["body"], inner)
            if do == "while":
                return expr(x["cond"], own) and block(x["body"], own)
            if do == "repeat":
                inner = set(own)
                return all(stmt(y, inner) for y in x["body"]) and expr(x["until"], inner)
            return False

        return block(s["body"], {var})

    def proc_native(self, name: str, nargs: int | None = None) -> bool:
        """Whether a procedure never waits, so it can be called as a function (not if recursive)."""
        p = self.proc_docs.get(name)
        if p is None or (nargs is not None and nargs != len(p["params"])) or name not in self.proc_index:
            return False
        key = self.native_key("proc", name)
        known = self._native_known.get(key)
        if known is None:
            self._native_known[key] = False  # while deciding: a call back into it is recursion
            known = self.block_native(p["body"], False, False, 0)
            self._native_known[key] = known
        return known

    def trigger_native(self, i: int) -> bool:
        key = self.native_key("trigger", i)
        known = self._native_known.get(key)
        if known is None:
            self._native_known[key] = False
            known = self.block_native(self.doc["triggers"][i]["body"], False, False, 0)
            self._native_known[key] = known
        return known

    # ---- functions of whole procedures and triggers ----------------------------------------
    def native_proc(self, name: str) -> tuple[Callable, int]:
        """The generated function of a procedure that never waits, and its number of locals."""
        key = self.function_key("proc", name)
        done = self._native_fns.get(key)
        if done is None:
            p = self.proc_docs[name]
            scope = _Scope(p["name"], p["kind"])
            for prm in p["params"]:
                scope.declare(prm["name"], self._type(prm["type"], prm))
            src = _Source(name, self.places)
            src.quiet = self._quiet_mode
            depth = 0
            if name in self.exit_targets():
                # an `exit` of this procedure ends this call, and the events opened since it began
                events, exited = src.temp(), src.temp()
                src.add(0, f"{events} = len(st.events)", self.span(p))
                src.add(0, "try:", self.span(p))
                depth = 1
            if p["kind"] == "phase":
                label = src.bind(("phase", p["name"].replace("_", " ")))
                src.add(depth, f"if st.log is not None: st.log.append({label})", self.span(p))
            self.gen_block(p["body"], scope, src, depth)
            if depth:
                src.add(0, f"except {src.bind(ExitTo)} as {exited}:", self.span(p))
                src.add(1, f"if {exited}.idx != {self.proc_index[name]}: raise", self.span(p))
                src.add(1, f"del st.events[{events}:]", self.span(p))
            body = Inlined(src, len(p["params"])) if name not in self.exit_targets() else None
            done = self._native_fns[key] = (self.finish(src), scope)
            self._origins[done[0]] = ("proc", name, self.playout_mode)
            if src.quiet:
                self.quiet_fns.add(done[0])
            self._inlinable[key] = body
        return done[0], done[1].size

    def native_trigger(self, i: int) -> tuple[Callable, Any]:
        key = self.function_key("trigger", i)
        done = self._native_fns.get(key)
        if done is None:
            t = self.doc["triggers"][i]
            scope = self.trigger_scope(t)
            src = _Source(scope.name, self.places)
            src.quiet = self._quiet_mode
            if t.get("when") is not None:
                cond = src_of(self, src, self.expr(t["when"], scope)[0])
                src.add(0, f"if not ({cond}):", self.span(t["when"]))
                src.add(1, "return", self.span(t["when"]))
            self.gen_block(t["body"], scope, src, 0)
            done = self._native_fns[key] = (self.finish(src), scope)
            self._origins[done[0]] = ("trigger", i, self.playout_mode)
            if src.quiet:
                self.quiet_fns.add(done[0])
        return done

    def native_run(self, stmts: list[dict], scope) -> Callable:
        """A run of statements of a procedure that may wait, as one function of its frame's locals."""
        src = _Source(scope.name, self.places)
        self.gen_block(stmts, scope, src, 0)
        if src.quiet:  # only a playout's region can be quiet: it leaves the statement to its steps
            src.lines.insert(1, f"    if st.log is not None or st.thread_player is not None: return {DECLINED}")
            src.spans.insert(1, src.spans[1])
            src.owners.insert(1, None)
        return self.finish(src)

    def finish(self, src: _Source) -> Callable:
        if len(src.lines) == 1:
            src.add(0, "pass", None)
        if src.quiet:
            without_log(src)
            for name, value in src.env.items():  # what it calls, in their versions without a log
                if isinstance(value, types.FunctionType) and value in self._origins:
                    src.env[name] = self.quiet_variant(value)
        unused_places(src)
        calling = src.lines[:], src.spans[:], src.owners[:]  # the code with its aggregates still called
        inline_loops(self.loop_forms, src)
        hoist_state(src)
        source = "\n".join(src.lines) + "\n"
        filename = self.generated_name(src.proc_name, source)
        try:
            try:
                code = compile(source, filename, "exec")
            except SyntaxError:  # the loops written in place nest too deeply: called, as they were
                src.lines, src.spans, src.owners = calling
                hoist_state(src)
                source = "\n".join(src.lines) + "\n"
                filename = self.generated_name(src.proc_name, source)
                code = compile(source, filename, "exec")
        except (SyntaxError, RecursionError, MemoryError, ValueError) as err:
            raise NativeFailed(str(err)) from None
        exec(code, src.env)  # noqa: S102 - source generated here from slot numbers and bound names
        # tracebacks, `inspect` and profilers show the generated lines
        linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
        self.generated[filename] = source
        self.native_lines[filename] = (src.proc_name, tuple(src.spans),
                                       tuple(src.owners) if any(src.owners) else None)
        return src.env["_native"]

    # ---- statements -------------------------------------------------------------------------
    def gen_block(self, stmts: list[dict], scope, src: _Source, depth: int) -> None:
        start = len(src.lines)
        for s in stmts:
            getattr(self, "g_" + s["do"])(s, scope, src, depth)
        if len(src.lines) == start:
            src.add(depth, "pass", None)

    def g_let(self, s, scope, src, depth):
        fn, typ = self.expr(s["value"], scope)
        slot = scope.declare(s["name"], typ)
        src.add(depth, f"L[{slot}] = {src_of(self, src, fn)}", self.span(s))

    def g_assign(self, s, scope, src, depth):
        value, vtype = self.expr(s["value"], scope)
        setter = self.target(s["target"], scope)
        if setter is None:
            return
        get, put, place = setter
        self.retype(s, scope, vtype)
        v = src_of(self, src, value)
        op = s["operator"]
        span = self.span(s)
        if place is not None:
            text, env = place
            src.env.update(env)
            if op == "=":
                src.add(depth, f"{text} = {v}", span)
            else:
                src.add(depth, f"{text} = {text} {'+' if op == '+=' else '-'} {v}", span)
            return
        g, p = src.bind(get), src.bind(put)
        src.opaque = True
        if op == "=":
            src.add(depth, f"{p}(st, L, {v})", span)
        else:
            src.add(depth, f"{p}(st, L, {g}(st, L) {'+' if op == '+=' else '-'} {v})", span)

    def g_move(self, s, scope, src, depth):
        errors = len(self.errors)
        cards, ctype, dest, bottom = self.move_parts(s, scope)
        span = self.span(s)
        c, z = src.temp(), src.temp()
        whole = self.zone_of(s["cards"], scope, "cards") if not bottom and len(self.errors) == errors else None
        if whole is not None:
            # `move cards(Z) to D` without a log: Z's cards keep their order, as one by one
            x, y = src.temp(), src.temp()
            src.add(depth, f"{c} = {src_of(self, src, whole)}", span)
            src.add(depth, f"{z} = {src_of(self, src, dest)}", span)
            src.add(depth, f"if st.log is None and {c} != {z}:", span)
            src.add(depth + 1, f"{x} = st.zones[{c}]; st.zones[{z}] += {x}", span)
            src.add(depth + 1, f"for {y} in {x}: st.loc[{y}] = {z}", span)
            src.add(depth + 1, f"{x}.clear()", span)
            src.add(depth, "else:", span)
            src.add(depth + 1, f"{src.bind(move_cards)}(st, st.zones[{c}][:], {z}, False)", span)
            return
        top = self.zone_of(s["cards"], scope, "top") if not bottom and len(self.errors) == errors else None
        if top is not None:
            # `move top(Z) to D` without a log: the card is the last of Z's list
            pile = src.temp()
            src.add(depth, f"{pile} = st.zones[{src_of(self, src, top)}]", span)
            src.add(depth, f"{z} = {src_of(self, src, dest)}", span)
            src.add(depth, f"if st.log is None and {pile}:", span)
            src.add(depth + 1, f"{c} = {pile}.pop(); st.zones[{z}].append({c}); st.loc[{c}] = {z}", span)
            src.add(depth, f"elif {pile}:", span)
            src.add(depth + 1, f"{src.bind(move_cards)}(st, {pile}[-1], {z}, False)", span)
            return
        src.add(depth, f"{c} = {src_of(self, src, cards)}", span)
        src.add(depth, f"{z} = {src_of(self, src, dest)}", span)
        put = f"st.zones[{z}].insert(0, {c})" if bottom else f"st.zones[{z}].append({c})"
        # the branches for what the value's type allows; the last one moves anything
        first = "if"
        if not ctype.startswith("list:"):
            src.add(depth, f"if type({c}) is int and st.log is None:", span)
            gen_take(src, depth + 1, c, span)
            src.add(depth + 1, f"{put}; st.loc[{c}] = {z}", span)
            first = "elif"
        if not bottom and ctype != "card":  # a list of cards, one by one as `move_cards` moves them
            x = src.temp()
            src.add(depth, f"{first} type({c}) is list and st.log is None:", span)
            src.add(depth + 1, f"for {x} in {c}:", span)
            gen_take(src, depth + 2, x, span)
            src.add(depth + 2, f"st.zones[{z}].append({x}); st.loc[{x}] = {z}", span)
            first = "elif"
        src.add(depth, f"{first} {c} is not None:", span)
        src.add(depth + 1, f"{src.bind(move_cards)}(st, {c}, {z}, {bottom!r})", span)

    def zone_of(self, node: dict, scope, builtin: str):
        """The zone of a call `builtin(Z)` of one zone (the built-in `cards` or `top`, not a define of
        that name), else None."""
        if node.get("op") != "call" or node.get("name") != builtin or builtin in self.defines or len(node["args"]) != 1:
            return None
        zone, typ = self.expr(node["args"][0], scope)
        return zone if typ == "zone" else None

    def _simple(self, s, scope, src, depth, method: Callable, only_logging: bool = False) -> None:
        """A statement generated as a call of the very step the step compiler makes for it (for a
        statement that only writes the log, only when there is one)."""
        step = self.single_step(method, s, scope)
        if step is not None:
            guard = "if st.log is not None: " if only_logging else ""
            src.add(depth, f"{guard}{src.bind(step)}(st, (0, 0, L))", self.span(s))

    def g_shuffle(self, s, scope, src, depth):
        self._simple(s, scope, src, depth, self.s_shuffle)

    def g_log(self, s, scope, src, depth):
        self._simple(s, scope, src, depth, self.s_log, only_logging=True)

    def g_reveal(self, s, scope, src, depth):
        self._simple(s, scope, src, depth, self.s_reveal, only_logging=True)

    def g_cancel(self, s, scope, src, depth):
        self._simple(s, scope, src, depth, self.s_cancel)

    def g_end_game(self, s, scope, src, depth):
        winners = self.expr(s["winners"], scope)[0] if s.get("winners") is not None else None
        end = src.bind(_step_end_game(winners, self))
        src.add(depth, f"{end}(st, (0, 0, L)); return {END}", self.span(s))

    def g_return(self, s, scope, src, depth):
        if scope.kind == "play":
            end = src.bind(_step_end_game(None, self))
            src.add(depth, f"{end}(st, (0, 0, L)); return {END}", self.span(s))
        else:
            src.add(depth, f"return {RETURN}", self.span(s))

    def g_exit(self, s, scope, src, depth):
        src.add(depth, f"raise {src.bind(ExitTo)}({self.proc_index[s['name']]})", self.span(s))

    def exit_targets(self) -> set[str]:
        """The procedures some `exit` names."""
        if self._exit_targets is None:
            found: set[str] = set()

            def walk(node):
                if isinstance(node, dict):
                    if node.get("do") == "exit":
                        found.add(node["name"])
                    for v in node.values():
                        walk(v)
                elif isinstance(node, list):
                    for v in node:
                        walk(v)

            walk([self.doc.get("procedures", []), self.doc.get("triggers", []), self.doc.get("play")])
            self._exit_targets = found
        return self._exit_targets

    def g_break(self, s, scope, src, depth):
        src.add(depth, "break", self.span(s))

    def g_choose(self, s, scope, src, depth):
        """A `choose` in a playout: its offer answers it at once, or the playout has run too long. In a
        player's part of a `simultaneous` block, a choice of two options or more yields how many
        there are, and the chosen one's number comes back (see `g_simultaneous`); only that option
        is made, not every combination of a `count`."""
        source, typ = self.expr(s["in"], scope)
        offer, var, where = self.choice(s, scope, typ)
        span = self.span(s)
        o = src.temp()
        # a player's part keeps the candidates while the others run: they are copied there
        zone = gen_candidates(self, src, depth, o, src_of(self, src, source), typ, fresh(s["in"]), where, var, span,
                              shared=not self._yielding)
        if not self._yielding:
            gen_offer(self, src, depth, offer, var, o, f"raise {src.bind(PlayoutCut)}()", span, in_thread=False,
                      zone=zone)
            return
        src.add(depth, f"{src.temp()} = {src_of(self, src, offer.by)}", span)  # as the offer would: the same errors
        if offer.plain:
            src.add(depth, f"if len({o}) <= 1:", span)
            src.add(depth + 1, f"L[{var}] = {o}[0] if {o} else None", span)
            src.add(depth, "else:", span)
            src.add(depth + 1, f"L[{var}] = {o}[(yield len({o}))]", span)
            return
        if offer.picks is not None:
            # `count K` of a number: its combinations are counted and made without checking K
            n, size, a = src.temp(), src.temp(), src.temp()
            src.add(depth, f"{size} = len({o}); {n} = {src.bind(math.comb)}({size}, {offer.picks})", span)
            src.add(depth, f"if {n} > 1:", span)
            src.add(depth + 1, f"{a} = (yield {n})", span)
            gen_pick(src, depth + 1, var, o, size, offer.picks, a, span)
            src.add(depth, f"else: L[{var}] = {src.bind(option_at)}({o}, {offer.picks}, False, 0) if {n} else None",
                    span)
            return
        k, n = src.temp(), src.temp()
        src.add(depth, f"{k} = {src_of(self, src, offer.count) if offer.count is not None else 'None'}", span)
        if offer.count is not None:
            combinations = f"({src.bind(math.comb)}(len({o}), {k}) if 0 <= {k} <= len({o}) else 0)"
            src.add(depth, f"{n} = {combinations}{' + 1' * offer.optional}", span)
        else:
            src.add(depth, f"{n} = {src.bind(option_count)}({o}, {k}, {offer.optional})", span)
        at = f"{src.bind(option_at)}({o}, {k}, {offer.optional}, "
        src.add(depth, f"L[{var}] = {at}(yield {n})) if {n} > 1 else {at}0) if {n} else None", span)

    def g_simultaneous(self, s, scope, src, depth):
        """A `simultaneous` block in a playout without a log, as `State._loop` runs it: each player's
        part runs, in order, until its first decision (the part is a generator that yields its
        number of options); then each part in turn has its decisions answered by the chooser, to its end.
        An `exit` ends the part it runs in. Elsewhere (a log, or inside a player's part) the
        function declines and the block's steps run. Only the whole statement of a region.

        Where the parts touch only their own player's things (`parts_apart`), each part runs to its
        end before the next begins instead, written in a loop over the players: the code is then
        quiet (`_Source.quiet`), run only without a log and outside any player's part, anywhere in
        a playout function."""
        source, typ = self.expr(s["in"], scope)
        apart = self.parts_apart(s)
        assert apart or depth == 0, "a simultaneous block is generated only as a region of its own"
        var = scope.declare(s["var"], "player")
        span = self.span(s)
        body = _Source(scope.name, self.places)
        saved = self.playout_mode, self._yielding
        self.playout_mode, self._yielding = apart, not apart
        try:
            self.gen_block(s["body"], scope, body, 0)
        finally:
            self.playout_mode, self._yielding = saved
        add = src.add
        if apart:
            # no part reads what another changes: each runs to its end in turn, its decisions answered
            # as they are asked, as the next one's would be after it; not with a log (whose lines would
            # come in another order) nor inside a player's part (an error the steps report)
            # the part's player: a name that inlining this code elsewhere leaves as it is (no part holds a part)
            p, written = f"_p{next(src.temps)}", written_slots(body)
            src.quiet = True
            add(depth, f"for {p} in {snapshot(src, src_of(self, src, source), typ, fresh(s['in']))}:", span)
            add(depth + 1, f"st.thread_player = st.inline_thread = {p}", span)
            # each part's code written in the loop, with a copy of the locals of its own
            Inlined(body, 0).inline(src, depth + 1, [], span, frame=lambda place: f"L[:]; {place}[{var}] = {p}",
                                    named={var: p} if written is not None and var not in written else None)
            add(depth, "st.thread_player = st.inline_thread = None", span)
            return
        add(0, f"if st.log is not None or st.thread_player is not None: return {DECLINED}", span)
        if not any("(yield " in line for line in body.lines):
            body.add(0, "if False: yield", span)  # a part without decisions: a generator all the same
        part, end, exit_to = src.bind(self.finish(body)), src.bind(StopIteration), src.bind(ExitTo)
        add(0, "_parts = []", span)
        add(0, f"for _p in {snapshot(src, src_of(self, src, source), typ, fresh(s['in']))}:", span)
        add(1, f"_l = L[:]; _l[{var}] = _p; st.thread_player = _p; _g = {part}(st, _l); _n = len(st.events)", span)
        add(1, "try:", span)
        add(2, "_parts.append((_p, _g, next(_g)))", span)
        add(1, f"except {end} as _e:", span)
        add(2, f"if _e.value == {END}: st.thread_player = None; return {END}", span)
        add(1, f"except {exit_to}:", span)
        add(2, "del st.events[_n:]", span)
        add(0, "for _p, _g, _o in _parts:", span)  # `_o`: how many options the part's decision has
        add(1, "st.thread_player = st.inline_thread = _p; _n = len(st.events)", span)
        add(1, "try:", span)
        add(2, "while True:", span)
        add(3, f"if st.decisions >= st.inline_until: raise {src.bind(PlayoutCut)}()", span)
        gen_chooser(src, 3, "_o", "_a", span)
        add(3, "st.decisions += 1; _o = _g.send(_a)", span)
        add(1, f"except {end} as _e:", span)
        add(2, f"if _e.value == {END}: st.thread_player = st.inline_thread = None; return {END}", span)
        add(1, f"except {exit_to}:", span)
        add(2, "del st.events[_n:]", span)
        add(0, "st.thread_player = st.inline_thread = None", span)

    def g_if(self, s, scope, src, depth):
        for i, br in enumerate(s["branches"]):
            cond, _ = self.expr(br["if"], scope)
            src.add(depth, f"{'if' if i == 0 else 'elif'} {src_of(self, src, cond)}:", self.span(br["if"]))
            self.gen_block(br["then"], scope, src, depth + 1)
        if s.get("else"):
            src.add(depth, "else:", self.span(s))
            self.gen_block(s["else"], scope, src, depth + 1)

    def g_for(self, s, scope, src, depth):
        source, typ = self.expr(s["in"], scope)
        scope.temp()
        scope.temp()  # the slots the step version keeps its place in
        var = scope.declare(s["var"], _iter_type(typ))
        where = self.expr(s["where"], scope)[0] if s.get("where") is not None else None
        x = src.temp()
        src.add(depth, f"for {x} in {snapshot(src, src_of(self, src, source), typ, fresh(s['in']))}:",
                self.span(s["in"]))
        src.add(depth + 1, f"L[{var}] = {x}", self.span(s["in"]))
        if where is not None:
            src.add(depth + 1, f"if not ({read_item(src_of(self, src, where), var, x)}): continue", self.span(s["in"]))
        start = len(src.lines)
        self.gen_block(s["body"], scope, src, depth + 1)
        written = written_slots(src, src.lines[start:])
        if written is not None and var not in written:
            # the body reads the item from the loop's own name (functions it calls, from the slot)
            src.lines[start:] = [read_item(line, var, x) for line in src.lines[start:]]

    def _start_count(self, src: _Source, depth: int, span) -> tuple[str, str]:
        """A loop's round counter, and the decisions made before the loop (see `over_limit`)."""
        k, d0 = src.temp(), src.temp()
        src.add(depth, f"{k} = 0; {d0} = st.decisions", span)
        return k, d0

    def _count_round(self, src: _Source, depth: int, counter: tuple[str, str], span) -> None:
        k, d0 = counter
        src.add(depth, f"{k} += 1", span)
        src.add(depth, f"if {k} > {src.bind(LIMIT)}[0] and {src.bind(over_limit)}({k}, st, {d0}): "
                       f"raise {src.bind(Runaway)}()", span)

    def g_while(self, s, scope, src, depth):
        cond, _ = self.expr(s["cond"], scope)
        span = self.span(s["cond"])
        k = self._start_count(src, depth, span)
        src.add(depth, f"while {src_of(self, src, cond)}:", span)
        self._count_round(src, depth + 1, k, span)
        self.gen_block(s["body"], scope, src, depth + 1)

    def g_repeat(self, s, scope, src, depth):
        cond, _ = self.expr(s["until"], scope)
        span = self.span(s["until"])
        k = self._start_count(src, depth, span)
        src.add(depth, "while True:", span)
        self._count_round(src, depth + 1, k, span)
        self.gen_block(s["body"], scope, src, depth + 1)
        src.add(depth + 1, f"if {src_of(self, src, cond)}: break", span)

    def g_call(self, s, scope, src, depth):
        args = [self.expr(a, scope)[0] for a in s["args"]]
        fn, nlocals = self.native_proc(s["name"])
        values = [src_of(self, src, a) for a in args] + ["None"] * (nlocals - len(args))
        body = self._inlinable.get(self.function_key("proc", s["name"]))
        src.quiet = src.quiet or fn in self.quiet_fns
        if body is not None and body.fits:
            # the procedure's code in place of the call, its locals in a list of their own
            body.inline(src, depth, values, self.span(s))
            return
        # locals that all start as none: a copy of a list made once
        frame = f"{src.bind([None] * len(values))}[:]" if len(values) > 4 and set(values) == {"None"} else \
            f"[{', '.join(values)}]"
        src.add(depth, f"if {src.bind(fn)}(st, {frame}) == {END}: return {END}", self.span(s))

    def g_emit(self, s, scope, src, depth):
        """An event whose triggers never wait: the same order as the step version, without frames."""
        ev = self.event_index[s["event"]]
        args = [self.expr(a, scope)[0] for a in s["args"]]
        span = self.span(s)
        before = [self.native_trigger(i) for i in self.event_triggers[s["event"]] if self.trigger_timing(i) == "before"]
        after = [self.native_trigger(i) for i in self.event_triggers[s["event"]] if self.trigger_timing(i) == "after"]
        values, rec = src.temp(), src.temp()
        src.add(depth, f"if len(st.events) >= {EVENT_DEPTH}: {src.bind(self.event_depth_check)}(st)", span)
        src.add(depth, f"{values} = [{', '.join(src_of(self, src, a) for a in args)}]", span)
        src.add(depth, f"{rec} = [{ev}, {values}, False, len(st.cur), st.thread_player]", span)
        src.add(depth, f"st.events.append({rec})", span)
        self.gen_triggers(before, values, src, depth, span)
        src.add(depth, f"if not {rec}[2]:", span)
        if s.get("body"):
            self.gen_block(s["body"], scope, src, depth + 1)
        self.gen_triggers(after, f"{rec}[1]", src, depth + 1, span)
        src.add(depth + 1, "pass", span)
        src.add(depth, "st.events.pop()", span)

    def gen_triggers(self, triggers: list, values: str, src: _Source, depth: int, span) -> None:
        """Calls triggers in order; like the step version, each one's locals are set before any runs."""
        if not triggers:
            return
        names = []
        for fn, tscope in triggers:
            src.quiet = src.quiet or fn in self.quiet_fns
            local = src.temp()
            names.append((src.bind(fn), local))
            src.add(depth, f"{local} = {values} + {src.bind([None] * max(0, tscope.size - len(tscope.event.params)))}",
                    span)
        for fn, local in names:
            src.add(depth, f"if {fn}(st, {local}) == {END}: return {END}", span)


def gen_take(src: _Source, depth: int, card: str, span) -> None:
    """Takes `card` out of the zone it lies in. Cards are mostly taken from the top, the end of the
    zone's list, which `list.remove` would reach last."""
    z = src.temp()
    src.add(depth, f"{z} = st.zones[st.loc[{card}]]", span)
    src.add(depth, f"if {z}[-1] == {card}: {z}.pop()", span)
    src.add(depth, f"else: {z}.remove({card})", span)


def gen_offer(compiler, src: _Source, depth: int, offer, var: int, items: str, stop: str, span,
              in_thread: bool = True, zone: bool = False) -> None:
    """Hands the candidates `items` to a `choose`'s offer (`steps.make_offer`), running `stop` when
    the run must stop for the decision. Without a log, a plain choice (see there) of one candidate or
    none is made inline, and so is a choice in a playout (`in_thread`: the code may run in a
    player's part of a `simultaneous` block). `zone`: `items` is a zone's own list, copied for a
    decision."""
    src.hidden.add(var)  # the offer sets the choice's slot
    if not offer.plain and offer.picks is None:
        src.add(depth, f"if {src.bind(offer)}(st, L, {items}): {stop}", span)
        return
    player = src.temp()
    src.add(depth, f"{player} = {src_of(compiler, src, offer.by)}", span)
    n, a = src.temp(), src.temp()
    inline = "st.log is None and st.decisions < st.inline_until"
    if in_thread:
        inline += " and st.thread_player == st.inline_thread"
    if offer.picks is not None:
        # `count K` of a number: the combinations are counted, and only the chosen one is made
        k, size = offer.picks, src.temp()
        src.add(depth, f"{size} = len({items}); {n} = {src.bind(math.comb)}({size}, {k})", span)
        src.add(depth, f"if {n} <= 1 and st.log is None:", span)
        src.add(depth + 1, f"L[{var}] = {src.bind(option_at)}({items}, {k}, False, 0) if {n} else None", span)
        src.add(depth, f"elif {inline}:", span)
        gen_chooser(src, depth + 1, n, a, span)
        gen_pick(src, depth + 1, var, items, size, k, a, span)
        src.add(depth + 1, "st.decisions += 1", span)
        src.add(depth, f"elif {src.bind(offer)}(st, L, {items}{'[:]' if zone else ''}): {stop}", span)
        return
    src.add(depth, f"{n} = len({items})", span)
    src.add(depth, f"if {n} <= 1 and st.log is None:", span)
    src.add(depth + 1, f"L[{var}] = {items}[0] if {n} else None", span)
    src.add(depth, f"elif {inline}:", span)
    gen_chooser(src, depth + 1, n, a, span)
    src.add(depth + 1, f"L[{var}] = {items}[{a}]; st.decisions += 1", span)
    src.add(depth, f"elif {src.bind(offer.decide)}(st, L, {items}{'[:]' if zone else ''}, {player}): {stop}", span)


def gen_pick(src: _Source, depth: int, var: int, items: str, size: str, k: int, a: str, span) -> None:
    """Sets local `var` to option `a` of a `count k` choice of `items` (`size` of them), as `option_at`
    makes it: from the table of picks, made once."""
    table = src.temp()
    src.add(depth, f"{table} = {src.bind(_PICKS)}.get(({size}, {k})) or {src.bind(_picks)}({size}, {k})", span)
    made = f"{src.bind(option_at)}({items}, {k}, False, {a})"
    src.add(depth, f"L[{var}] = list({table}[{a}]({items})) if {table} else {made}", span)


def gen_chooser(src: _Source, depth: int, n: str, out: str, span) -> None:
    """Sets `out` to the chooser's answer for `n` options. Where the chooser is a generator's
    `_randbelow`, its draws are made here, with the generator's `getrandbits` (`StateData.bits`)
    exactly as `_randbelow` makes them, without a call of it."""
    src.add(depth, f"if st.bits is None: {out} = st.chooser({n})", span)
    src.add(depth, "else:", span)
    src.add(depth + 1, f"{out} = st.bits({n}.bit_length())", span)
    src.add(depth + 1, f"while {out} >= {n}: {out} = st.bits({n}.bit_length())", span)


def gen_candidates(compiler, src: _Source, depth: int, out: str, items: str, typ: str, new: bool, where, var: int,
                   span, shared: bool = False) -> bool:
    """Sets `out` to a list of a `choose`'s candidates: what `items` (of type `typ`) holds, those that
    pass `where` (with the candidate in slot `var`) if there is one. A zone's cards are copied,
    unless `shared`: then `out` is the zone's own list, which `gen_offer` copies only for a decision
    (returns whether `out` is that list)."""
    if where is None:
        zone = shared and typ == "zone"
        src.add(depth, f"{out} = {iterable(src, items, typ) if zone else snapshot(src, items, typ, new)}", span)
        return zone
    x = src.temp()
    # what the test works out the same for every candidate, it works out once (see `invariant_calls`)
    test, once, called = compiler.invariant_calls(src_of(compiler, src, where), src.env, var, lambda i: src.temp())
    for name in once:
        src.add(depth, f"{name} = _NOT_YET", span)
    src.add(depth, f"{out} = []", span)
    src.add(depth, f"for {x} in {iterable(src, items, typ)}:", span)
    if called:
        src.add(depth + 1, f"L[{var}] = {x}", span)
    src.add(depth + 1, f"if {read_item(test, var, x)}: {out}.append({x})", span)
    return False


def snapshot(src: _Source, items: str, typ: str, new: bool = False) -> str:
    """The source of what a loop or choice of type `typ` runs over (`steps._as_list`): a zone's cards
    as they are when it begins (a move may change the zone meanwhile), a list as it is (no
    statement changes a list in place). `new`: the expression makes a new list each time (a list
    display), which serves as it is."""
    return items if new else iterable(src, items, typ, copy=True)


def fresh(node: dict) -> bool:
    """Whether an expression makes a new list each time it is evaluated (a list display)."""
    return node.get("op") == "list"


def iterable(src: _Source, items: str, typ: str, copy: bool = False) -> str:
    """The source of what a loop of type `typ` runs over, where the loop changes nothing (`copy`:
    a new list of a zone's cards). A list is never copied, and `none` is an empty list."""
    if typ == "zone":
        return f"st.zones[{items}][:]" if copy else f"st.zones[{items}]"
    if typ.startswith("list:"):
        return f"({items} or [])"
    return f"{src.bind(_as_list)}(st, {items})"


def call_depth_message(name: str) -> str:
    return f"procedure calls nest deeper than {CALL_DEPTH} (is '{name}' calling itself without end?)"


def hoist_state(src: _Source) -> None:
    """Reads of what stays the same while a generated function runs, made reads of local names set
    when it begins, where it is read more than once: the parts of the state that stay the same
    objects, and the local slots that the function (and what it calls) never writes
    (`_HOISTED_OR_SLOT`, `written_slots`)."""
    counts: dict[str, int] = {}

    def count(code: str) -> str:
        for match in _HOISTED_OR_SLOT.finditer(code):
            counts[match.group(0)] = counts.get(match.group(0), 0) + 1
        return code

    for line in src.lines[1:]:
        _in_code(line, count)
    written = written_slots(src) if src.lines[0] == "def _native(st, L):" else None
    kept = {read: local_name(read) for read, n in counts.items()
            if n > 1 and (read.startswith("st.") or written is not None and int(read[2:-1]) not in written)}
    if not kept:
        return

    def local(match: re.Match) -> str:
        return kept.get(match.group(0), match.group(0))

    src.lines[1:] = [_in_code(line, lambda code: _HOISTED_OR_SLOT.sub(local, code)) for line in src.lines[1:]]
    for read in sorted(kept, reverse=True):
        src.lines.insert(1, f"    {kept[read]} = {read}")
        src.spans.insert(1, None)
        src.owners.insert(1, None)


# a call of an expression's function with a list of locals (the function's own, or an inlined
# procedure's)
_LOCALS_CALL = re.compile(r"(?<![\w.])(_e\d+)\(st, (L|_i\d+)\)")
# an `if` or a `for` line: its expression is worked out before anything else it does
_TEST_OR_LOOP = re.compile(r"(if |for _\w+ in )(.*):$")
# the names an aggregate's loop source uses for itself (see `ExpressionCompiler.loop_source`)
_LOOP_NAMES = re.compile(r"(?<![\w.])(?:_x|_n|_v\d*|_h\d+|_r\d+)\b")
_LOCALS = re.compile(r"(?<![\w.])L(?!\w)")
# how many lines of loops a function takes in at most (a loop in the test of another is written
# out in both of that loop's versions, with a lookup and without: nested ones multiply)
_LOOP_LINES = 400
_LOCALS_LIST = re.compile(r"L|_i\d+")
_INLINED_SLOT = re.compile(r"(?<![\w.])(_i\d+)\[(\d+)\]")
_KEPT_ARGUMENT = re.compile(r"\s*(_i\d+l\d+) = ")


def inline_loops(forms, src: _Source) -> None:
    """The aggregates that a statement's expression works out first, written as loops before the
    statement instead of calls of their functions (`count(...) >= 5` in an `if`, a `let` of a
    `filter`, the list of a `for`), and so on within those loops.

    Only where the call is the first thing of the expression that can do anything at all, and is
    always made: what it is compared with or combined with is worked out after it, as it was.
    The loop's own names become temporaries of the function; its locals list is the call's."""
    # the arguments of inlined procedures that their code never changes, kept in names of their own
    kept = {m.group(1) for line in src.lines if (m := _KEPT_ARGUMENT.match(line)) is not None}

    def read_kept(match: re.Match) -> str:
        name = f"{match.group(1)}l{match.group(2)}"
        return name if name in kept else match.group(0)

    i, budget = 1, _LOOP_LINES
    while i < len(src.lines):
        line = src.lines[i]
        found = None
        if "(st, " in line and budget > 0 and any(_is_loop(src.env.get(m.group(1)), forms)
                                                   for m in _LOCALS_CALL.finditer(line)):
            body = line.lstrip()
            match = _statement_expression(body)
            if match is not None:
                found = _first_loop_call(match[1], forms, src.env)
        if found is None:
            i += 1
            continue
        (start, end), name, local = found
        expression = match[1].encode()
        value = src.temp()
        names = {"_n": value}  # the loop leaves its value in `_n`
        loop, env = forms[src.env[name]]

        def rename(code: str) -> str:
            code = _LOOP_NAMES.sub(lambda m: names.setdefault(m.group(0), src.temp()), code)
            return _INLINED_SLOT.sub(read_kept, _LOCALS.sub(local, code))

        lines = _in_code(loop, rename).split("\n")
        src.env.update((k, v) for k, v in env.items() if k not in ("_loop", "__builtins__"))
        indent = line[:len(line) - len(body)]
        text = (expression[:start] + value.encode() + expression[end:]).decode()
        src.lines[i] = f"{indent}{match[0]}{text}{match[2]}"
        budget -= len(lines)
        src.lines[i:i] = [indent + x for x in lines]
        src.spans[i:i] = [src.spans[i]] * len(lines)
        src.owners[i:i] = [src.owners[i]] * len(lines)
        # the inserted lines are looked at next: an aggregate inside the loop's test is written out too


def _statement_expression(line: str) -> tuple[str, str, str] | None:
    """A line of generated code as (what comes before its expression, the expression, what comes
    after), where the line works out that expression before anything else it does: an `if` or a
    `for`, or an assignment of one value (the value is worked out before its place)."""
    match = _TEST_OR_LOOP.fullmatch(line)
    if match is not None:
        return match.group(1), match.group(2), ":"
    if " = " not in line or line.startswith(("if ", "elif ", "else", "for ", "while ")):
        return None
    try:
        tree = ast.parse(line).body
    except SyntaxError:
        return None
    if len(tree) != 1 or not isinstance(tree[0], ast.Assign) or len(tree[0].targets) != 1:
        return None
    start = len(line.encode()[:tree[0].value.col_offset].decode())
    return line[:start], line[start:], ""


def _first_loop_call(expression: str, forms, env: dict):
    """Where in `expression` (bytes from, to) the call of an aggregate's loop function is that is
    made first and always, with nothing done before it that could fail; its function's name and
    the locals it is given. None if there is none such."""
    try:
        tree = ast.parse(expression, mode="eval").body
    except SyntaxError:
        return None
    found = _walk_first(tree)
    if not isinstance(found, ast.Call):
        return None
    name = found.func.id
    if not _is_loop(env.get(name), forms):
        return None
    return (found.col_offset, found.end_col_offset), name, found.args[1].id


def _is_loop(fn, forms) -> bool:
    """Whether `fn` is an aggregate's loop function (see `ExpressionCompiler.loop`)."""
    return isinstance(fn, types.FunctionType) and fn in forms


_SAFE = "safe"  # a part of an expression that reads a name or a constant, and nothing else


def _walk_first(node):
    """The call of an expression's function with (st, locals) that `node` makes before anything
    else that may fail, where it always makes it: the ast.Call, else `_SAFE` if `node` does
    nothing that could, else None."""
    if isinstance(node, ast.Call):
        if isinstance(node.func, ast.Name) and _LOCALS_CALL.fullmatch(ast.unparse(node)):
            return node
        parts = [node.func, *node.args] if not node.keywords else []
    elif isinstance(node, (ast.Constant, ast.Name)):
        return _SAFE
    elif isinstance(node, ast.Subscript):
        if isinstance(node.value, ast.Name) and _LOCALS_LIST.fullmatch(node.value.id) and \
                isinstance(node.slice, ast.Constant):
            return _SAFE  # an item of a list of locals
        parts = [node.value, node.slice]
    elif isinstance(node, ast.Compare):
        parts = [node.left, node.comparators[0]]
    elif isinstance(node, ast.BinOp):
        parts = [node.left, node.right]
    elif isinstance(node, ast.UnaryOp):
        parts = [node.operand]
    elif isinstance(node, ast.BoolOp):
        parts = [node.values[0]]
    elif isinstance(node, ast.IfExp):
        parts = [node.test]
    elif isinstance(node, (ast.Tuple, ast.List)):
        parts = list(node.elts)
    else:
        return None
    for part in parts:
        found = _walk_first(part)
        if found is not _SAFE:
            return found
    return None  # the node itself does something that may fail, before what follows it


# what code that may run with a log asks of it, as generated (see `without_log`)
_LOG_IS_NONE = re.compile(r" and st\.log is None\b|\bst\.log is None and ")
_LOGGING = re.compile(r"(\s*)if st\.log is not None: .*")


def without_log(src: _Source) -> None:
    """The code of a function that runs only without a log (`_Source.quiet`), without its tests of
    the log and what it does with one."""
    for i, line in enumerate(src.lines):
        if "st.log" in line:
            logging = _LOGGING.fullmatch(line)
            if logging is not None:
                src.lines[i] = logging.group(1) + "pass"
            else:
                src.lines[i] = _in_code(line, lambda code: _LOG_IS_NONE.sub("", code))


# an inlined procedure's locals list made of plain values (names, slots, numbers: nothing that can fail)
_PLACE_LIST = re.compile(r"(\s*)(_i\d+) = \[(?:(?:[\w.]+|L\[\d+\]|-?\d+)(?:, |(?=\])))*\]")
_PLACE = re.compile(r"(?<![\w.])_i\d+\b")


def unused_places(src: _Source) -> None:
    """An inlined procedure's locals list that nothing reads (its code reads its arguments from
    names of their own, and without a log nothing hands the list to a step) is not made."""
    made = {m.group(2): i for i, line in enumerate(src.lines) if (m := _PLACE_LIST.fullmatch(line))}
    if not made:
        return
    uses: dict[str, int] = {}

    def count(code: str) -> str:
        for place in _PLACE.findall(code):
            uses[place] = uses.get(place, 0) + 1
        return code

    for line in src.lines:
        _in_code(line, count)
    for place, i in made.items():
        if uses.get(place) == 1:
            src.lines[i] = _PLACE_LIST.fullmatch(src.lines[i]).group(1) + "pass"


def local_name(read: str) -> str:
    """The local name that keeps `st.zones` or `L[3]`."""
    return f"_st_{read[3:]}" if read.startswith("st.") else f"_l{read[2:-1]}"


def written_slots(src: _Source, lines: list[str] | None = None) -> set[int] | None:
    """The local slots that `lines` (the function's) may write: those they assign, and those the
    functions they call write (`_Source.hidden`). None if a function they call may write any."""
    if src.opaque:
        return None
    found = set(src.hidden)
    for line in src.lines[1:] if lines is None else lines:
        _in_code(line, lambda code: found.update(int(k) for k in _SLOT_WRITE.findall(code)) or code)
    return found


def src_of(compiler, src: _Source, fn: Callable) -> str:
    """The inline source of a compiled expression, its names bound in the function's environment."""
    text, env = compiler.fused(fn)
    src.env.update(env)
    return text


# the parts of the state that no statement rebinds while a run goes on (their contents change),
# and the local slots
_HOISTED_OR_SLOT = re.compile(r"(?<![\w.])(?:st\.(?:zones|loc|log|bits|vars|cvars)\b|L\[\d+\])")
# what a generated procedure's code names that is its own: its locals list, temporaries, bound
# values and local names (renamed where it is inlined, see `Inlined`)
_RENAMED = re.compile(r"(?<![\w.])(?:L(?!\w)|_[tgl]\d+\b)")
# a way out of a procedure's code other than its end or the end of the game
_LEAVES = re.compile(rf"\breturn(?! {END}\b)|\byield\b|\btry\b")
# an assignment to a local slot
_SLOT_WRITE = re.compile(r"(?<![\w.])L\[(\d+)\] *(?:=(?!=)|[-+*/%]=)")


# ---- whole procedures ---------------------------------------------------------------------------
_ENDS_BLOCK = ("jump", "unless", "next", "control", "guard", "return", "call")


def assemble(compiler, proc_name: str, steps: list, spans: list, infos: list, direct: bool = False,
             regions: tuple = ()) -> Callable | None:
    """A procedure's steps generated as one function `f(state, frame)` with the same meaning.

    With `direct`, the version for playouts: a call of a procedure that waits only for `choose` runs
    its playout function (`playout_proc`) at once where decisions are answered as they are asked
    (outside `simultaneous` blocks, or in the player's part being answered: see `State._loop`), and
    so does a statement compiled for playouts (`regions`: from its first step, it runs as one
    function and goes on after its last); None if there is neither (the plain version serves).

    The function starts at the frame's step and runs until the procedure stops the run (it returns
    True), calls, returns or otherwise hands the stack back to the run loop (it returns None).
    Each block of steps starts with `if pc == K:`, in step order, so that running on or jumping
    forward falls through to the next block and only a jump backwards starts the chain again (and
    counts against the step limit). `frame[1]` is brought up to date only where the run may leave
    the function.
    """
    direct_calls = {}
    if direct:
        for j, info in enumerate(infos):
            if info[0] == "call":
                target = compiler.playout_proc(info[3])
                if target is not None:
                    direct_calls[j] = target
        if not direct_calls and not regions:
            return None
    n = len(steps)
    starts = {0}
    region_at = {}
    for first, after, fn in regions:
        region_at[first] = (after, fn)
        starts.update((first, after))
    for j, info in enumerate(infos):
        kind = info[0]
        if kind in _ENDS_BLOCK or kind in ("suspend", "choose"):
            starts.add(j + 1)
        if kind == "jump":
            starts.add(info[1][0])
        elif kind == "unless":
            starts.add(info[2][0])
        elif kind == "next":
            starts.add(info[5][0])
        elif kind == "control":
            starts.update(t[0] for t in info[1:])
    src = _Source(proc_name, compiler.places)
    src.lines[0] = "def _native(st, fr):"
    back = any((info[0] == "jump" and info[1][0] <= j) or (info[0] == "unless" and info[2][0] <= j)
               for j, info in enumerate(infos))
    src.add(0, "L = fr[2]", None)
    src.add(0, "pc = fr[1]", None)
    if back:
        src.add(0, f"_k = 0; _lim = {src.bind(LIMIT)}[0]; _d0 = st.decisions", None)
    src.add(0, "while True:", None)
    runaway, limit = src.bind(Runaway), src.bind(over_limit)

    def code_of(fn) -> str:
        return src_of(compiler, src, fn)

    def back_edge(depth: int, span) -> None:
        src.add(depth, "_k += 1", span)
        src.add(depth, f"if _k > _lim and {limit}(_k, st, _d0): raise {runaway}()", span)
        src.add(depth, "continue", span)

    j = 0
    while j < n:
        span = spans[j]
        if j in region_at:
            after, fn = region_at[j]
            src.add(1, f"if pc == {j} and st.thread_player == st.inline_thread:", span)
            src.add(2, f"_r = {src.bind(fn)}(st, L)", span)
            src.add(2, "if _r is None:", span)
            src.add(3, f"pc = {after}", span)
            src.add(2, f"elif _r == {END}: return True", span)
            src.add(2, f"elif _r != {DECLINED}: st.cur.pop(); return None", span)
        src.add(1, f"if pc == {j}:", span)
        d = 2
        while True:
            info, span, step = infos[j], spans[j], steps[j]
            kind = info[0]
            if kind == "plain":
                src.add(d, f"{src.bind(step)}(st, fr)", span)
            elif kind == "phase":
                src.add(d, f"if st.log is not None: st.log.append({src.bind(('phase', info[1]))})", span)
            elif kind == "native":
                src.add(d, f"_r = {src.bind(info[1])}(st, L)", span)
                src.add(d, "if _r is not None:", span)
                src.add(d + 1, f"if _r == {END}: return True", span)
                src.add(d + 1, "st.cur.pop(); return None", span)
            elif kind == "suspend":
                src.add(d, f"fr[1] = {j + 1}", span)
                src.add(d, f"if {src.bind(step)}(st, fr): return True", span)
            elif kind == "choose":
                _, source, typ, new, where, var, offer = info
                zone = gen_candidates(compiler, src, d, "_o", code_of(source), typ, new, where, var, span, shared=True)
                src.add(d, f"fr[1] = {j + 1}", span)
                gen_offer(compiler, src, d, offer, var, "_o", "return True", span, zone=zone)
            elif kind == "call":
                _, idx, args, name = info
                nlocals = compiler.procs[idx].nlocals
                values = [code_of(a) for a in args]
                if j in direct_calls:
                    fn, size = direct_calls[j]
                    if fn in compiler.quiet_fns:
                        src.add(d, "if st.thread_player is None and st.log is None:", span)
                    else:
                        src.add(d, "if st.thread_player == st.inline_thread:", span)
                    direct_args = ", ".join(values + ["None"] * (size - len(args)))
                    src.add(d + 1, f"if {src.bind(fn)}(st, [{direct_args}]) == {END}: return True", span)
                    src.add(d + 1, f"pc = {j + 1}", span)
                    src.add(d, "else:", span)
                    d += 1
                values += ["None"] * (nlocals - len(args))
                src.add(d, f"_a = [{', '.join(values)}]", span)
                src.add(d, f"if len(st.cur) >= {CALL_DEPTH}: raise {src.bind(RuleLimit)}({src.bind(call_depth_message(name))})",
                        span)
                src.add(d, f"fr[1] = {j + 1}; st.cur.append([{idx}, 0, _a]); return None", span)
            elif kind == "control":
                src.add(d, f"fr[1] = {j + 1}", span)
                src.add(d, f"if {src.bind(step)}(st, fr): return True", span)
                src.add(d, "return None", span)
            elif kind == "jump":
                target = info[1][0]
                src.add(d, f"pc = {target}", span)
                if target <= j:
                    back_edge(d, span)
            elif kind == "unless":
                target = info[2][0]
                src.add(d, f"if {code_of(info[1])}:", span)
                src.add(d + 1, f"pc = {j + 1}", span)
                src.add(d, "else:", span)
                src.add(d + 1, f"pc = {target}", span)
                if target <= j:
                    back_edge(d + 1, span)
            elif kind == "guard":
                src.add(d, f"if not ({code_of(info[1])}):", span)
                src.add(d + 1, "st.cur.pop(); return None", span)
            elif kind == "return":
                src.add(d, "st.cur.pop(); return None", span)
            elif kind == "for_init":
                _, source, typ, new, items, pos = info
                src.add(d, f"L[{items}] = {snapshot(src, code_of(source), typ, new)}; L[{pos}] = 0", span)
            elif kind == "next":
                _, items, pos, var, where, end = info
                src.add(d, f"_s = L[{items}]; _i = L[{pos}]; _n = len(_s); pc = {end[0]}", span)
                src.add(d, "while _i < _n:", span)
                src.add(d + 1, f"L[{var}] = _s[_i]; _i += 1", span)
                if where is None:
                    src.add(d + 1, f"pc = {j + 1}; break", span)
                else:
                    src.add(d + 1, f"if {code_of(where)}:", span)
                    src.add(d + 2, f"pc = {j + 1}; break", span)
                src.add(d, f"L[{pos}] = _i", span)
            else:
                raise ValueError(f"unknown step kind {kind!r}")
            j += 1
            if kind in _ENDS_BLOCK or kind == "suspend" or j >= n or j in starts:
                if kind not in _ENDS_BLOCK or kind == "guard":
                    src.add(d, f"pc = {j}", span)
                break
    src.add(1, f"raise RuntimeError('no step ' + str(pc) + ' in ' + {src.bind(proc_name)})", None)
    return compiler.finish(src)
