"""Pass 3: rulebook document -> compiled `Model`, every name resolved, every step a callable.

Expressions become closures `f(state, locals)`; statements become flat lists of steps
`step(state, frame)` with jumps, so that where the engine stands is just `(procedure, step)`.
A step returns a true value when the run loop must stop (a decision, a simultaneous block,
the end of the game). All problems found are reported together, each with its span.
"""

from __future__ import annotations

import itertools
import weakref

import attrs
from typing import Any, Callable

from rulerun.grammar.errors import RulesError, RulesErrors, Span, did_you_mean

from .expressions import _BUILTINS, ExpressionCompiler, ReplayMismatch, _option_type, _Scope, article
from .model import VISIBILITY, Event, Model, Option, Procedure, Var, Zone
from .native import CONTROL, PLAIN, RETURN_INFO, SUSPEND, NativeCompiler, NativeFailed, assemble, fresh
from .state import CALL_DEPTH, EVENT_DEPTH, RuleFault, RuleLimit, Thread
from .steps import (  # noqa: F401 - re-exported for the engine
    ANY, Fn, _as_list, _audience, _elem, _iter_type, _model, _push_triggers, _step_choose, _step_end_game,
    _step_guard, _step_jump, _step_jump_unless, _step_log_phase, _step_move, _step_native, _step_return, exit_frames,
    make_offer, shuffle,
)

BASIC_TYPES = ("int", "bool", "text", "player", "card", "zone")
OPTION_TYPES = ("bool", "int", "text")
MAX_CARDS = 100_000


class _Code:
    """A procedure body being compiled: steps, their spans, and jump patching."""

    def __init__(self):
        self.steps: list[Callable] = []
        self.spans: list[Span] = []
        self.infos: list[tuple] = []
        self.regions: list[tuple[int, int, Callable]] = []  # see `Compiler.statement_steps`

    def emit(self, step: Callable, span: Span, info: tuple = CONTROL) -> int:
        """Adds a step; `info` says what it does, for `native.assemble` (see there)."""
        self.steps.append(step)
        self.spans.append(span)
        self.infos.append(info)
        return len(self.steps) - 1

    @property
    def here(self) -> int:
        return len(self.steps)


class Compiler(ExpressionCompiler, NativeCompiler):
    """Resolves names and compiles one rulebook document for a player count and options.

    With `native` (the default), statements that never wait for a decision are generated as
    Python functions (see `native.py`); without it every statement is a step, which tools that
    count steps (coverage) need.
    """

    def __init__(self, doc: dict, players: int | None = None, options: dict[str, Any] | None = None,
                 source_text: str | None = None, native: bool = True):
        self.doc = doc
        self.native = native
        self.native_lines: dict = {}
        self.names = itertools.count()  # generated names of bound values (`_e1`, `_k2` ...), per model
        self.places = itertools.count()  # generated names of inlined procedures' locals lists
        self.generated: dict[str, str] = {}  # file name -> source of each generated function, in order
        self._native_known: dict = {}
        self._native_fns: dict = {}
        self._inlinable: dict = {}  # the keys of `_native_fns` -> a procedure's code to inline, or None
        self.quiet_fns: set = set()
        self._origins: dict = {}
        self._in_region = False
        self.file = doc.get("source") or "<rules>"
        self.text = source_text
        self.errors: list[RulesError] = []
        self.requested_players = players
        self.requested_options = dict(options or {})
        self.sources: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
        # compiled expression function -> the local slots it reads, None if unknown (see `reads_of`)
        self.slot_reads: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
        # a `size(X)` function -> the source template of what it measures and X's function
        self.sized: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
        # an aggregate's loop function -> its loop as statements (see `ExpressionCompiler.loop`)
        self.loop_forms: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
        self.cards_known = False  # every card made: card variables have their places (`card_var_index`)

    # ---- errors --------------------------------------------------------------------------
    def span(self, node: dict | None) -> Span:
        pos = (node or {}).get("span")
        if not pos or not pos[0]:
            pos = [1, 1, 1, 1]  # a node built without a position (a hand-written document) points at the start
        return Span.from_list(self.file, pos)

    def error(self, message: str, node: dict | None, code: str = "name") -> None:
        self.errors.append(RulesError(message, self.span(node), code=code, source=self.text))

    # ---- entry point ---------------------------------------------------------------------
    def compile(self) -> Model:
        doc = self.doc
        players_decl = doc.get("players")
        if players_decl is None:
            self.error("the rulebook has no 'players MIN..MAX' declaration", {"span": [1, 1, 1, 1]},
                       code="structure")
            players_decl = {"min": 2, "max": 2}
        self.min_players, self.max_players = players_decl["min"], players_decl["max"]
        n = self.requested_players if self.requested_players is not None else self.min_players
        if self.min_players > self.max_players or self.min_players < 1:
            self.error(f"'players {self.min_players}..{self.max_players}' is not a range of player counts",
                       players_decl, code="structure")
        elif "players" in doc and not self.min_players <= n <= self.max_players:
            self.error(f"this rulebook is for {self.min_players} to {self.max_players} players, not {n}",
                       players_decl, code="players")
        if not 1 <= n <= 64:
            n = max(1, min(self.min_players, 64))  # go on checking the rest for a sensible count
        self.n = n
        self.all_mask = (1 << n) - 1
        self.defines = {}
        for d in doc.get("defines", []):
            if d["name"] in self.defines:
                self.error(f"'{d['name']}' is declared twice", d, code="duplicate")
                continue
            self.defines[d["name"]] = d
        self.define_fns: dict[str, tuple[Fn, str, int]] = {}
        self.define_busy: set[str] = set()
        self.zones: dict[str, Zone] = {}
        self.vars: dict[str, Var] = {}
        self.card_vars: list[str] = []
        self.field_types: dict[str, str] = {"name": "text", "type": "text"}
        self.event_index: dict[str, int] = {}
        self.proc_index: dict[str, int] = {}
        self.enums: dict[str, list[str]] = {}
        self.enum_of_value: dict[str, str] = {}
        self.sides: dict[str, list[str]] = {}

        self._options()
        self._enums()
        self._cards()
        self._zones()
        self._vars()
        self._events()
        self.event_triggers: dict[str, list[int]] = {name: [] for name in self.event_index}
        for i, t in enumerate(doc.get("triggers", [])):
            if t.get("event") in self.event_triggers:
                self.event_triggers[t["event"]].append(i)
        self.procs: list[Procedure | None] = []
        for p in doc.get("procedures", []):
            if p["name"] in self.proc_index:
                self.error(f"procedure '{p['name']}' is declared twice", p, code="duplicate")
                continue
            self.proc_index[p["name"]] = len(self.procs)
            self.procs.append(None)
        self.proc_docs = {p["name"]: p for p in doc.get("procedures", [])}
        self._decks()
        self.cards_known = True
        for p in doc.get("procedures", []):
            if self.proc_index.get(p["name"]) is not None and self.procs[self.proc_index[p["name"]]] is None:
                self._procedure(p)
        self._triggers()
        for d in self.defines.values():
            if d["name"] not in self.define_fns and not d["params"]:
                self.call_define(d["name"], [], d, _Scope("check", "define"))
            elif d["name"] not in self.define_fns:
                self.call_define(d["name"], [{"op": "none", "span": d.get("span")}] * len(d["params"]), d,
                                 _Scope("check", "define"))
        main = self._main()
        rank, rank_span = self._rank("rank")
        estimate, _ = self._rank("estimate")
        if self.errors:
            raise RulesErrors(self.errors)
        pfuncs = None
        if self.native:  # every procedure's size is known now, for calls between them
            self.procs = [attrs.evolve(p, func=assemble(self, p.name, p.code, p.spans, p.infos)) for p in self.procs]
            # for playouts: the same functions, calling procedures that wait only for `choose` directly
            pfuncs = tuple(assemble(self, p.name, p.code, p.spans, p.infos, direct=True, regions=p.regions) or p.func
                           for p in self.procs)
        return Model(
            name=doc.get("game") or "", source=self.file, players=n, min_players=self.min_players,
            max_players=self.max_players, options=self.options, option_decls=tuple(self.option_decls),
            zones=tuple(self.zones.values()), zone_instances=tuple(self.instances),
            instance_masks=tuple(self.masks), instance_top_only=tuple(self.top_only),
            instance_showing=tuple(self.showing), card_faces=tuple(self.card_faces),
            card_names=tuple(self.card_names), card_types=tuple(self.card_types),
            card_fields={k: tuple(v) for k, v in self.card_fields.items()},
            card_var_names=tuple(self.card_vars), card_var_defaults=tuple(self.card_var_defaults),
            decks=tuple(self.deck_contents), vars=tuple(self.vars.values()),
            var_defaults=tuple(self.var_defaults), procedures=tuple(self.procs), proc_index=self.proc_index,
            events=tuple(self.events), main=main, rank=rank, rank_span=rank_span, estimate=estimate,
            enums={k: tuple(v) for k, v in self.enums.items()},
            codes=tuple(p.code for p in self.procs),
            funcs=tuple(p.func for p in self.procs) if self.native else None, pfuncs=pfuncs,
            source_text=self.text, native_lines=self.native_lines,
            generated=self.generated,
        )

    # ---- declarations --------------------------------------------------------------------
    def _type(self, t: dict, node: dict) -> str:
        name = t["name"]
        if name not in BASIC_TYPES and name not in self.enums:
            self.error(f"unknown type '{name}'" + did_you_mean(name, list(BASIC_TYPES) + list(self.enums)), node,
                       code="type")
            return ANY
        base = f"enum:{name}" if name in self.enums else name
        return f"list:{base}" if t.get("list") else base

    def _options(self) -> None:
        self.option_decls: list[Option] = []
        self.options: dict[str, Any] = {}
        for o in self.doc.get("options", []):
            typ = o["type"]["name"]
            if o["name"] in self.options:
                self.error(f"option '{o['name']}' is declared twice", o, code="duplicate")
                continue
            if typ not in OPTION_TYPES:
                self.error(f"an option is a bool, an int or a text, not '{typ}'" + did_you_mean(typ, OPTION_TYPES), o,
                           code="type")
            elif o["default"] is not None and _option_type(o["default"]) != typ:
                self.error(f"option '{o['name']}' is a {typ}; its default {o['default']!r} is not", o, code="type")
            self.option_decls.append(Option(o["name"], typ, o["default"], o.get("help", ""), self.span(o)))
            self.options[o["name"]] = o["default"]
        known = {o.name: o for o in self.option_decls}
        for key, raw in self.requested_options.items():
            if key not in known:
                self.errors.append(RulesError(f"unknown option '{key}'" + did_you_mean(key, known),
                                              Span(self.file, 1, 1, 1, 1), code="option"))
                continue
            self.options[key] = _convert_option(raw, known[key], self)

    def _enums(self) -> None:
        for e in self.doc.get("enums", []):
            if e["name"] in self.enums:
                self.error(f"enum '{e['name']}' is declared twice", e, code="duplicate")
            self.enums[e["name"]] = e["values"]
            for v in e["values"]:
                if v in self.enum_of_value and self.enum_of_value[v] != e["name"]:
                    self.error(f"value '{v}' belongs to two enums ('{self.enum_of_value[v]}' and '{e['name']}')", e,
                               code="duplicate")
                self.enum_of_value[v] = e["name"]

    def _cards(self) -> None:
        self.card_types_decl: dict[str, dict] = {}
        self.field_defaults: dict[str, dict[str, Any]] = {}
        self.card_var_types: list[str] = []
        self.card_var_defaults: list[Any] = []
        for c in self.doc.get("cards", []):
            if c["name"] in self.card_types_decl:
                self.error(f"card type '{c['name']}' is declared twice", c, code="duplicate")
                continue
            self.card_types_decl[c["name"]] = c
            defaults: dict[str, Any] = {}
            self.sides[c["name"]] = [side["name"] for side in c.get("sides", [])]
            side_fields = [dict(f, name=f"{side['name']}.{f['name']}") for side in c.get("sides", [])
                           for f in side["fields"]]
            for f in c["fields"] + side_fields:
                typ = self._type(f["type"], f)
                if f["mutable"]:
                    if f["name"] in self.card_vars:
                        continue
                    self.card_vars.append(f["name"])
                    self.card_var_types.append(typ)
                    self.card_var_defaults.append(self._const(f["default"]) if f["default"] else None)
                else:
                    if self.field_types.get(f["name"], typ) != typ:
                        self.error(f"field '{f['name']}' has two different types", f, code="type")
                    self.field_types[f["name"]] = typ
                    defaults[f["name"]] = self._const(f["default"]) if f["default"] else None
            self.field_defaults[c["name"]] = defaults
        self.card_fields: dict[str, list[Any]] = {f: [] for f in self.field_types if f not in ("name", "type")}

    def _const(self, node: dict) -> Any:
        fn, _ = self.expr(node, _Scope("constant", "constant"))
        try:
            return fn(None, [])
        except Exception:  # noqa: BLE001 - any failure means the value is not a constant
            self.error("expected a constant value", node, code="type")
            return None

    def _zones(self) -> None:
        self.instances: list[tuple[str, int | None]] = []
        self.masks: list[int] = []
        self.top_only: list[bool] = []
        self.showing: list[str | None] = []
        for i, z in enumerate(self.doc.get("zones", [])):
            vis = z.get("visible_to", "everyone")
            if vis not in VISIBILITY:
                self.error(f"unknown visibility '{vis}'" + did_you_mean(vis, VISIBILITY),
                           {"span": z.get("visible_span", z.get("span"))}, code="visibility")
                vis = "nobody"
            if z["name"] in self.zones:
                self.error(f"zone '{z['name']}' is declared twice", z, code="duplicate")
                continue
            showing = z.get("showing")
            all_sides = {s for sides in self.sides.values() for s in sides}
            if showing is not None and showing not in all_sides:
                self.error(f"no card has a side '{showing}'" + did_you_mean(showing, all_sides), z, code="name")
                showing = None
            base = len(self.instances)
            self.zones[z["name"]] = Zone(z["name"], i, z["per_player"], vis, base, self.span(z), showing)
            owners = range(self.n) if z["per_player"] else [None]
            for owner in owners:
                self.instances.append((z["name"], owner))
                self.showing.append(showing)
                self.masks.append(self._mask(vis, owner))
                self.top_only.append(vis == "top")

    def _mask(self, vis: str, owner: int | None) -> int:
        if vis in ("everyone", "top"):
            return self.all_mask
        if vis == "nobody" or owner is None:
            return 0 if vis != "others" else self.all_mask
        if vis == "owner":
            return 1 << owner
        return self.all_mask & ~(1 << owner)

    def _vars(self) -> None:
        self.var_types: dict[str, str] = {}
        self.var_defaults: list[Any] = []
        for v in self.doc.get("vars", []):
            typ = self._type(v["type"], v)
            if v.get("by") and v["by"] not in self.enums:
                self.error(f"unknown enum '{v['by']}'" + did_you_mean(v["by"], self.enums), v, code="name")
                continue
            if v["name"] in self.vars:
                self.error(f"variable '{v['name']}' is declared twice", v, code="duplicate")
                continue
            default = self._const(v["default"]) if v.get("default") else (0 if typ == "int" else None)
            if typ == "bool" and not v.get("default"):
                default = False
            base = len(self.var_defaults)
            self.vars[v["name"]] = Var(v["name"], typ, v["per_player"], v.get("by"), base, self.span(v))
            self.var_types[v["name"]] = typ
            for _ in range(self.n if v["per_player"] else 1):
                if v.get("by"):
                    self.var_defaults.append({k: default for k in self.enums[v["by"]]})
                else:
                    self.var_defaults.append(default)

    def _events(self) -> None:
        self.events: list[Event] = []
        self.event_params: dict[str, list[tuple[str, str]]] = {}
        for e in self.doc.get("events", []):
            if e["name"] in self.event_index:
                self.error(f"event '{e['name']}' is declared twice", e, code="duplicate")
                continue
            params = [(p["name"], self._type(p["type"], p)) for p in e["params"]]
            self.event_index[e["name"]] = len(self.events)
            self.event_params[e["name"]] = params
            self.events.append(Event(e["name"], len(self.events), tuple(p for p, _ in params), (), (), self.span(e)))

    def _decks(self) -> None:
        self.card_names: list[str] = []
        self.card_faces: list[dict[str, str]] = []
        self.card_types: list[str] = []
        self.deck_contents: list[tuple[int, tuple[int, ...]]] = []
        for d in self.doc.get("decks", []):
            zone = self.zones.get(d["zone"])
            if zone is None:
                self.error(f"unknown zone '{d['zone']}'" + did_you_mean(d["zone"], self.zones), d)
                continue
            if zone.per_player:
                self.error(f"a deck must fill a shared zone; '{d['zone']}' is per player", d, code="type")
                continue
            scope = _Scope(f"deck {d['zone']}", "deck")
            cards: list[int] = []
            self._deck_entries(d["entries"], scope, [], cards)
            self.deck_contents.append((zone.base, tuple(cards)))

    def _deck_entries(self, entries: list[dict], scope: _Scope, env: list, out: list[int]) -> None:
        for e in entries:
            if e["entry"] == "for":
                src, typ = self.expr(e["in"], scope)
                slot = scope.declare(e["var"], _elem(typ) if typ.startswith("list:") else ANY)
                try:
                    values = list(src(None, env + [None] * (scope.size - len(env))))
                except Exception:  # noqa: BLE001
                    self.error("a deck loop must run over a constant list", e["in"], code="type")
                    continue
                for v in values:
                    local = env + [None] * (scope.size - len(env))
                    local[slot] = v
                    self._deck_entries(e["entries"], scope, local, out)
                continue
            ctype = self.card_types_decl.get(e["card"])
            if ctype is None:
                self.error(f"unknown card type '{e['card']}'" + did_you_mean(e["card"], self.card_types_decl), e)
                continue
            try:
                self._deck_card(e, scope, env, out)
            except Exception:  # noqa: BLE001 - a value that cannot be computed before the game starts
                self.error("deck entries take constant values (numbers, texts, enum values, options, "
                           "player_count and loop variables)", e, code="type")

    def _deck_card(self, e: dict, scope: _Scope, env: list, out: list[int]) -> None:
        """Adds the cards of one deck entry."""
        local = env + [None] * (scope.size - len(env))
        if e.get("if") is not None:
            cond, _ = self.expr(e["if"], scope)
            local = env + [None] * (scope.size - len(env))
            if not cond(None, local):
                return
        values = dict(self.field_defaults[e["card"]])
        for arg in e["fields"]:
            if arg["name"] not in values:
                self.error(f"card type '{e['card']}' has no field '{arg['name']}'"
                           + did_you_mean(arg["name"], values), arg)
                return
            fn, _ = self.expr(arg["value"], scope)
            local = env + [None] * (scope.size - len(env))
            values[arg["name"]] = fn(None, local)
        faces = {}
        names = [self._deck_name(x, scope, env) for x in e.get("faces") or [e["name"]]]
        if e.get("faces"):
            sides = self.sides[e["card"]]
            if len(names) != len(sides):
                self.error(f"card type '{e['card']}' has {len(sides)} sides; give one name for each", e,
                           code="type")
            faces = dict(zip(sides, names))
        name = " / ".join(names)
        if len(self.card_names) + e["count"] > MAX_CARDS:
            self.error(f"a game may have at most {MAX_CARDS} cards", e, code="limit")
            return
        for _ in range(e["count"]):
            card = len(self.card_names)
            self.card_names.append(name)
            self.card_faces.append(faces)
            self.card_types.append(e["card"])
            for f, column in self.card_fields.items():
                column.append(values.get(f))
            out.append(card)

    def _deck_name(self, node, scope: _Scope, env: list) -> str:
        if isinstance(node, str):
            return node
        fn, _ = self.expr(node, scope)
        return fn(None, env + [None] * (scope.size - len(env)))

    # ---- procedures ----------------------------------------------------------------------
    def _procedure(self, p: dict) -> None:
        idx = self.proc_index[p["name"]]
        if self.native and self.proc_native(p["name"]):
            errors = len(self.errors)
            try:
                fn, nlocals = self.native_proc(p["name"])
            except NativeFailed:
                del self.errors[errors:]
                self._native_known[("proc", p["name"])] = False
            else:
                scope = self._native_fns[("proc", p["name"])][1]
                types = tuple(scope.names[x["name"]][1] for x in p["params"])
                span = self.span(p)
                code = _Code()
                code.emit(_step_native(fn), span, ("native", fn))
                code.emit(_step_return, span, RETURN_INFO)
                self.procs[idx] = self.procedure(p["name"], p["kind"], tuple(x["name"] for x in p["params"]), types,
                                                 nlocals, code, span)
                return
        scope = _Scope(p["name"], p["kind"])
        types = []
        for prm in p["params"]:
            typ = self._type(prm["type"], prm)
            types.append(typ)
            scope.declare(prm["name"], typ)
        code = _Code()
        if p["kind"] == "phase":
            label = p["name"].replace("_", " ")
            code.emit(_step_log_phase(label), self.span(p), ("phase", label))
        self.block(p["body"], scope, code)
        code.emit(_step_return, self.span(p), RETURN_INFO)
        self.procs[idx] = self.procedure(p["name"], p["kind"], tuple(x["name"] for x in p["params"]), tuple(types),
                                         scope.size, code, self.span(p))

    def procedure(self, name: str, kind: str, params: tuple, types: tuple, nlocals: int, code: _Code,
                  span: Span) -> Procedure:
        """A compiled procedure; with `native`, its steps are also assembled into one function."""
        return Procedure(name, kind, params, types, nlocals, tuple(code.steps), tuple(code.spans), span,
                         infos=tuple(code.infos), regions=tuple(code.regions))

    def _triggers(self) -> None:
        before: dict[int, list[int]] = {i: [] for i in range(len(self.events))}
        after: dict[int, list[int]] = {i: [] for i in range(len(self.events))}
        for i, t in enumerate(self.doc.get("triggers", [])):
            ev = self.event_index.get(t["event"])
            if ev is None:
                self.error(f"unknown event '{t['event']}'" + did_you_mean(t["event"], self.event_index), t)
                continue
            event = self.events[ev]
            native = self.native_trigger_steps(i, t)
            if native is not None:
                code, size = native
                idx = len(self.procs)
                self.procs.append(self.procedure(f"on {t['timing']} {t['event']}", "trigger", event.params, (), size,
                                                 code, self.span(t)))
                (before if t["timing"] == "before" else after)[ev].append(idx)
                continue
            scope = self.trigger_scope(t)
            code = _Code()
            if t.get("when") is not None:
                cond, _ = self.expr(t["when"], scope)
                code.emit(_step_guard(cond), self.span(t["when"]), ("guard", cond))
            self.block(t["body"], scope, code)
            code.emit(_step_return, self.span(t), RETURN_INFO)
            idx = len(self.procs)
            self.procs.append(self.procedure(scope.name, "trigger", event.params, (), scope.size, code, self.span(t)))
            (before if t["timing"] == "before" else after)[ev].append(idx)
        self.events = [
            Event(e.name, e.index, e.params, tuple(before[e.index]), tuple(after[e.index]), e.span) for e in self.events
        ]

    def trigger_scope(self, t: dict) -> _Scope:
        scope = _Scope(f"on {t['timing']} {t['event']}", "trigger")
        scope.timing = t["timing"]
        scope.event = self.events[self.event_index[t["event"]]]
        for name, typ in self.event_params[t["event"]]:
            scope.declare(name, typ)
        return scope

    def trigger_timing(self, i: int) -> str:
        return self.doc["triggers"][i]["timing"]

    def native_trigger_steps(self, i: int, t: dict) -> tuple[_Code, int] | None:
        """The steps of a trigger that never waits: one generated function, then return."""
        if not (self.native and self.trigger_native(i)):
            return None
        errors = len(self.errors)
        try:
            fn, scope = self.native_trigger(i)
        except NativeFailed:
            del self.errors[errors:]
            self._native_known[("trigger", i)] = False
            return None
        code = _Code()
        code.emit(_step_native(fn), self.span(t), ("native", fn))
        code.emit(_step_return, self.span(t), RETURN_INFO)
        return code, scope.size

    def _main(self) -> int:
        play = self.doc.get("play")
        scope = _Scope("play", "play")
        code = _Code()
        if play is None:
            self.error("the rulebook has no 'play { ... }' block", {"span": [1, 1, 1, 1]}, code="structure")
        else:
            self.block(play["body"], scope, code)
        code.emit(_step_end_game(None, self), self.span(play), SUSPEND)
        idx = len(self.procs)
        self.procs.append(self.procedure("play", "play", (), (), scope.size, code, self.span(play)))
        return idx

    def _rank(self, key: str):
        """The ranking keys (`rank`) or the search agents' estimate (`estimate`): player -> tuple of keys."""
        rank = self.doc.get(key)
        if rank is None:
            return None, None
        scope = _Scope(key, "define")
        slot = scope.declare(rank.get("var", "p"), "player")
        keys = [self.expr(k, scope)[0] for k in rank["by"]]
        # the keys as one function making the tuple (`join` fuses what it can)
        tupled = self.join("(" + "".join(f"{{{i}}}, " for i in range(len(keys))) + ")", ANY, *keys)[0]
        size = scope.size

        def rank_fn(st, player):
            L = [None] * size
            L[slot] = player
            return tupled(st, L)

        return rank_fn, self.span(rank)

    # ---- statements ----------------------------------------------------------------------
    def block(self, stmts: list[dict], scope: _Scope, code: _Code) -> None:
        i = 0
        while i < len(stmts):
            j = i
            while self.native and j < len(stmts) and self.stmt_native(stmts[j], False, False, 0):
                j += 1
            if j > i:
                errors = len(self.errors)
                try:
                    fn = self.native_run(stmts[i:j], scope)
                except NativeFailed:
                    del self.errors[errors:]
                    for s in stmts[i:j]:
                        getattr(self, "s_" + s["do"])(s, scope, code)
                else:
                    code.emit(_step_native(fn), self.span(stmts[i]), ("native", fn))
                i = j
                continue
            self.statement_steps(stmts[i], scope, code)
            i += 1

    def statement_steps(self, s: dict, scope: _Scope, code: _Code) -> None:
        """Compiles a statement that may wait into steps; and where it waits only for `choose`, into a
        function for playouts as well (a region of the procedure's playout version: see `assemble`)."""
        region = self.native and not self._in_region and (
            self.playout_native(s) if s["do"] in ("if", "for", "while", "repeat", "emit")
            else s["do"] == "simultaneous" and self.simultaneous_native(s))
        if not region:
            getattr(self, "s_" + s["do"])(s, scope, code)
            return
        start = code.here
        scope.record, record = [], scope.record
        self._in_region = True
        try:
            getattr(self, "s_" + s["do"])(s, scope, code)
        finally:
            self._in_region = False
            declared, scope.record = scope.record, record
        names = dict(scope.names)
        replay: dict[str, list[int]] = {}
        for name, slot in declared:
            replay.setdefault(name, []).append(slot)
        errors = len(self.errors)
        scope.replay, self.playout_mode = replay, True
        try:
            fn = self.native_run([s], scope)
        except (NativeFailed, ReplayMismatch):
            fn = None
        finally:
            scope.replay, self.playout_mode = None, False
        # the same slots, declared in the same order: what the statement leaves behind is the same
        if fn is not None and len(self.errors) == errors and scope.names == names and not any(replay.values()):
            code.regions.append((start, code.here, fn))
        del self.errors[errors:]
        scope.names = names

    def single_step(self, method, s: dict, scope: _Scope):
        """The one step the step compiler makes for a simple statement (None after an error)."""
        code = _Code()
        method(s, scope, code)
        return code.steps[0] if code.steps else None

    def event_depth_check(self, st) -> None:
        if len(st.events) >= EVENT_DEPTH:
            chain = " -> ".join(st.model.events[rec[0]].name for rec in st.events[-8:])
            raise RuleLimit(f"events nest deeper than {EVENT_DEPTH} (triggers keep emitting events: ... -> "
                            f"{chain}); a trigger chain seems never to end")

    def s_let(self, s, scope, code):
        fn, typ = self.expr(s["value"], scope)
        slot = scope.declare(s["name"], typ)

        def step(st, fr):
            L = fr[2]
            L[slot] = fn(st, L)

        code.emit(step, self.span(s), PLAIN)

    def s_assign(self, s, scope, code):
        value, vtype = self.expr(s["value"], scope)
        op = s["operator"]
        setter = self.target(s["target"], scope)
        if setter is None:
            return
        get, put, _ = setter
        self.retype(s, scope, vtype)
        if op == "=":
            def step(st, fr):
                L = fr[2]
                put(st, L, value(st, L))
        elif op == "+=":
            def step(st, fr):
                L = fr[2]
                put(st, L, get(st, L) + value(st, L))
        else:
            def step(st, fr):
                L = fr[2]
                put(st, L, get(st, L) - value(st, L))
        code.emit(step, self.span(s), PLAIN)

    def retype(self, s: dict, scope: _Scope, vtype: str) -> None:
        """A local first assigned an untyped value takes the type of the first typed value."""
        target = s["target"]
        if target["op"] == "name" and target["name"] in scope.names:
            slot, old = scope.names[target["name"]]
            if old in (ANY, "none", "list:any") and vtype not in (ANY, "none", "list:any"):
                scope.names[target["name"]] = (slot, vtype)

    def target(self, t: dict, scope: _Scope):
        """A (getter, setter, place) triple for an assignable place; `place` is its Python source and
        the names it needs, where it has a simple one (else None)."""
        op = t["op"]
        if op == "name":
            name = t["name"]
            if scope.event is not None and name in scope.event.params:
                slot = scope.names[name][0]
                ev, i = scope.event.index, scope.event.params.index(name)

                def put_event(st, L, v):
                    L[slot] = v
                    for rec in reversed(st.events):
                        if rec[0] == ev:
                            rec[1][i] = v
                            break

                return (lambda st, L: L[slot]), put_event, None
            if name in scope.names:
                slot = scope.names[name][0]

                def put(st, L, v):
                    L[slot] = v

                return (lambda st, L: L[slot]), put, (f"L[{slot}]", {})
            if name in self.vars:
                var = self.vars[name]
                if var.per_player or var.by:
                    self.error(f"variable '{name}' needs an index", t, code="type")
                    return None
                i = var.base

                def put(st, L, v):
                    st.vars[i] = v

                return (lambda st, L: st.vars[i]), put, (f"st.vars[{i}]", {})
            self.error(f"cannot assign to '{name}'" + did_you_mean(name, list(scope.names) + list(self.vars)), t)
            return None
        if op in ("index", "of"):
            base_node = t["of"] if op == "index" else t["what"]
            key_node = t["index"] if op == "index" else t["owner"]
            if base_node["op"] == "name" and base_node["name"] in self.vars and self.vars[base_node["name"]].per_player:
                var = self.vars[base_node["name"]]
                key, _ = self.expr(key_node, scope)
                base = var.base
                if var.by:
                    self.error(f"variable '{var.name}' holds one value per {var.by}; index it twice", t, code="type")
                    return None

                def put(st, L, v):
                    st.vars[base + key(st, L)] = v

                k_src, k_env = self.fused(key)
                return (lambda st, L: st.vars[base + key(st, L)]), put, (f"st.vars[{base} + {k_src}]", k_env)
            container, ctype = self.expr(base_node, scope)
            key, _ = self.expr(key_node, scope)
            if ctype.startswith("list:"):
                return self.list_item_target(base_node, container, key, scope)

            def put(st, L, v):
                container(st, L)[key(st, L)] = v

            (c_src, c_env), (k_src, k_env) = self.fused(container), self.fused(key)
            return (lambda st, L: container(st, L)[key(st, L)]), put, (f"({c_src})[{k_src}]", {**c_env, **k_env})
        if op == "attr":
            name = t["name"]
            if name not in self.card_vars:
                hint = " (it is a fixed field of the card)" if name in self.field_types else ""
                self.error(f"'{name}' is not a card variable{hint}" + did_you_mean(name, self.card_vars), t, code="type")
                return None
            card, _ = self.expr(t["of"], scope)
            where = self.card_var_index(name)
            index = self.join(where, "int", card)[0]

            def put(st, L, v):
                st.cvars[index(st, L)] = v

            c_src, c_env = self.fused(card)
            return self.join(f"st.cvars[{where}]", ANY, card)[0], put, (f"st.cvars[{where.format(c_src)}]", c_env)
        self.error("this cannot be assigned to", t, code="type")
        return None

    def list_item_target(self, base_node: dict, container, key, scope: _Scope):
        """An item of a list as an assignable place. Lists are values: writing an item makes a new
        list, stored where the old one was, since the old one may be shared (a built-in's constant,
        another variable's value, or a clone's)."""
        outer = self.target(base_node, scope)
        if outer is None:
            return None
        put_list = outer[1]

        def put(st, L, v):
            items = list(container(st, L))
            items[key(st, L)] = v
            put_list(st, L, items)

        return (lambda st, L: container(st, L)[key(st, L)]), put, None

    def s_move(self, s, scope, code):
        cards, _, dest, bottom = self.move_parts(s, scope)
        code.emit(_step_move(cards, dest, bottom), self.span(s), PLAIN)

    def move_parts(self, s, scope):
        cards, ctype = self.expr(s["cards"], scope)
        dest, dtype = self.expr(s["to"], scope)
        if dtype not in ("zone", ANY):
            self.error(f"'move ... to' needs a zone, not {article(dtype)}", s["to"], code="type")
        return cards, ctype, dest, s.get("place") == "bottom"

    def s_shuffle(self, s, scope, code):
        zone, typ = self.expr(s["zone"], scope)
        if typ not in ("zone", ANY):
            self.error(f"'shuffle' needs a zone, not {article(typ)}", s["zone"], code="type")

        def step(st, fr):
            z = zone(st, fr[2])
            shuffle(st.rng, st.zones[z])
            if st.log is not None:
                st.log.append(("shuffle", z))

        code.emit(step, self.span(s), PLAIN)

    def s_if(self, s, scope, code):
        ends = []
        for br in s["branches"]:
            cond, _ = self.expr(br["if"], scope)
            target = [0]
            code.emit(_step_jump_unless(cond, target), self.span(br["if"]), ("unless", cond, target))
            self.block(br["then"], scope, code)
            end = [0]
            ends.append(end)
            code.emit(_step_jump(end), self.span(s), ("jump", end))
            target[0] = code.here
        if s.get("else"):
            self.block(s["else"], scope, code)
        for end in ends:
            end[0] = code.here

    def s_for(self, s, scope, code):
        src, typ = self.expr(s["in"], scope)
        items = scope.temp()
        pos = scope.temp()
        var = scope.declare(s["var"], _iter_type(typ))
        where = self.expr(s["where"], scope)[0] if s.get("where") is not None else None
        end = [0]

        def init(st, fr):
            L = fr[2]
            L[items] = _as_list(st, src(st, L))
            L[pos] = 0

        code.emit(init, self.span(s), ("for_init", src, typ, fresh(s["in"]), items, pos))
        back = [code.here]

        def next_item(st, fr):
            L = fr[2]
            seq = L[items]
            i = L[pos]
            while i < len(seq):
                L[var] = seq[i]
                i += 1
                if where is None or where(st, L):
                    L[pos] = i
                    return None
            L[pos] = i
            fr[1] = end[0]
            return None

        code.emit(next_item, self.span(s["in"]), ("next", items, pos, var, where, end))
        scope.loops.append(end)
        self.block(s["body"], scope, code)
        scope.loops.pop()
        code.emit(_step_jump(back), self.span(s), ("jump", back))
        end[0] = code.here

    def s_while(self, s, scope, code):
        cond, _ = self.expr(s["cond"], scope)
        end = [0]
        back = [code.here]
        code.emit(_step_jump_unless(cond, end), self.span(s["cond"]), ("unless", cond, end))
        scope.loops.append(end)
        self.block(s["body"], scope, code)
        scope.loops.pop()
        code.emit(_step_jump(back), self.span(s), ("jump", back))
        end[0] = code.here

    def s_repeat(self, s, scope, code):
        cond, _ = self.expr(s["until"], scope)
        end = [0]
        back = [code.here]
        scope.loops.append(end)
        self.block(s["body"], scope, code)
        scope.loops.pop()
        code.emit(_step_jump_unless(cond, back), self.span(s["until"]), ("unless", cond, back))
        end[0] = code.here

    def s_break(self, s, scope, code):
        if not scope.loops:
            self.error("'break' outside a loop", s, code="structure")
            return
        code.emit(_step_jump(scope.loops[-1]), self.span(s), ("jump", scope.loops[-1]))

    def s_return(self, s, scope, code):
        if scope.kind == "play":
            code.emit(_step_end_game(None, self), self.span(s), SUSPEND)
        else:
            code.emit(_step_return, self.span(s), RETURN_INFO)

    def s_exit(self, s, scope, code):
        name = s["name"]
        idx = self.proc_index.get(name)
        if idx is None:
            self.error(f"unknown procedure '{name}'" + did_you_mean(name, self.proc_index), s)
            return

        code.emit(lambda st, fr: exit_frames(st, idx), self.span(s), CONTROL)

    def s_choose(self, s, scope, code):
        src, typ = self.expr(s["in"], scope)
        offer, var, where = self.choice(s, scope, typ)
        code.emit(_step_choose(src, where, var, offer),
                  self.span(s), ("choose", src, typ, fresh(s["in"]), where, var, offer))

    def choice(self, s, scope, typ: str):
        """A `choose`'s offer (see `make_offer`), its variable's slot and its `where` filter."""
        by, btype = self.expr(s["by"], scope)
        count = self.expr(s["count"], scope)[0] if s.get("count") is not None else None
        elem = _iter_type(typ)
        var = scope.declare(s["var"], f"list:{elem}" if count else elem)
        where = self.expr(s["where"], scope)[0] if s.get("where") is not None else None
        label = s.get("label") or s["var"]
        optional = bool(s.get("optional"))
        show = None
        if s.get("showing") is not None:
            show = self.text_value(s["showing"], scope)
        secret = bool(s.get("secret"))
        literal = s.get("count") or {}
        picks = literal["value"] if literal.get("op") == "int" and literal["value"] >= 2 and not optional else None
        return make_offer(by, count, var, label, optional, elem, secret, show, picks), var, where

    def s_simultaneous(self, s, scope, code):
        src, typ = self.expr(s["in"], scope)
        var = scope.declare(s["var"], "player")
        end = [0]
        body_start = [0]

        def start(st, fr):
            if st.thread_player is not None:
                raise RuleFault("a 'simultaneous' block cannot begin inside a player's part of another one")
            L = fr[2]
            players = _as_list(st, src(st, L))
            fr[1] = end[0]
            if not players:
                return None
            threads = []
            for p in players:
                local = L[:]
                local[var] = p
                threads.append(Thread(p, [[fr[0], body_start[0], local]]))
            st.threads = threads
            return True

        code.emit(start, self.span(s), ("control", end, body_start))
        body_start[0] = code.here
        self.block(s["body"], scope, code)
        code.emit(_step_return, self.span(s), RETURN_INFO)
        end[0] = code.here

    def s_emit(self, s, scope, code):
        ev = self.event_index.get(s["event"])
        if ev is None:
            self.error(f"unknown event '{s['event']}'" + did_you_mean(s["event"], self.event_index), s)
            return
        params = self.event_params[s["event"]]
        if len(s["args"]) != len(params):
            self.error(f"event '{s['event']}' takes {len(params)} values, not {len(s['args'])}", s, code="type")
            return
        args = [self.expr(a, scope)[0] for a in s["args"]]
        end = [0]
        depth_check = self.event_depth_check

        def begin(st, fr):
            L = fr[2]
            depth_check(st)
            values = [a(st, L) for a in args]
            # [event, values, cancelled, stack depth and thread that opened it]
            st.events.append([ev, values, False, len(st.cur), st.thread_player])
            _push_triggers(st, st.model.events[ev].before, values)

        def check(st, fr):
            if st.events[-1][2]:
                fr[1] = end[0]

        def not_cancelled(st, L):
            return not st.events[-1][2]

        def after(st, fr):
            rec = st.events[-1]
            _push_triggers(st, st.model.events[ev].after, rec[1])

        def finish(st, fr):
            st.events.pop()

        code.emit(begin, self.span(s), CONTROL)
        code.emit(check, self.span(s), ("unless", not_cancelled, end))
        if s.get("body"):
            self.block(s["body"], scope, code)
        code.emit(after, self.span(s), CONTROL)
        end[0] = code.here
        code.emit(finish, self.span(s), PLAIN)

    def s_cancel(self, s, scope, code):
        if scope.kind != "trigger" or scope.timing != "before":
            self.error("'cancel' is only allowed in an 'on before' trigger", s, code="structure")

        def step(st, fr):
            st.events[-1][2] = True
            if st.log is not None:
                st.log.append(("text", _audience(st), ["cancelled: " + _model(st).events[st.events[-1][0]].name]))

        code.emit(step, self.span(s), PLAIN)

    def s_end_game(self, s, scope, code):
        winners = self.expr(s["winners"], scope)[0] if s.get("winners") is not None else None
        code.emit(_step_end_game(winners, self), self.span(s), SUSPEND)

    def s_log(self, s, scope, code):
        parts = self.text_parts(s["text"], scope)
        to = self.expr(s["to"], scope)[0] if s.get("to") is not None else None

        def step(st, fr):
            if st.log is None:
                return
            L = fr[2]
            audience = _audience(st) if to is None else (1 << to(st, L))
            st.log.append(("text", audience, [p(st, L) for p in parts]))

        code.emit(step, self.span(s), PLAIN)

    def s_reveal(self, s, scope, code):
        cards, _ = self.expr(s["cards"], scope)
        to = self.expr(s["to"], scope)[0] if s.get("to") is not None else None

        def step(st, fr):
            if st.log is None:
                return
            L = fr[2]
            value = cards(st, L)
            seq = value if isinstance(value, list) else ([] if value is None else [value])
            audience = _audience(st) if to is None else (1 << to(st, L))
            st.log.append(("reveal", audience, tuple(seq)))

        code.emit(step, self.span(s), PLAIN)

    def s_call(self, s, scope, code):
        name = s["name"]
        if name not in self.proc_index:
            if name in self.defines or name in _BUILTINS:
                self.error(f"'{name}' computes a value; use it in an expression", s, code="structure")
            else:
                self.error(f"unknown procedure '{name}'" + did_you_mean(name, self.proc_index), s)
            return
        idx = self.proc_index[name]
        pdoc = self.proc_docs[name]
        if len(pdoc["params"]) != len(s["args"]):
            self.error(f"procedure '{name}' takes {len(pdoc['params'])} values, not {len(s['args'])}", s, code="type")
            return
        args = [self.expr(a, scope)[0] for a in s["args"]]

        def step(st, fr):
            L = fr[2]
            local = [None] * st.model.procedures[idx].nlocals
            for i, a in enumerate(args):
                local[i] = a(st, L)
            if len(st.cur) >= CALL_DEPTH:
                raise RuleLimit(f"procedure calls nest deeper than {CALL_DEPTH} (is '{name}' calling itself without end?)")
            st.cur.append([idx, 0, local])

        code.emit(step, self.span(s), ("call", idx, args, name))

    # ---- expressions ---------------------------------------------------------------------


def _convert_option(raw: Any, decl: Option, compiler: Compiler) -> Any:
    if not isinstance(raw, str):
        return raw
    if decl.type == "bool":
        if raw.lower() in ("true", "yes", "on", "1"):
            return True
        if raw.lower() in ("false", "no", "off", "0"):
            return False
    elif decl.type == "int":
        try:
            return int(raw)
        except ValueError:
            pass
    else:
        return raw
    compiler.errors.append(RulesError(f"option '{decl.name}' takes {article(decl.type)}, not {raw!r}", decl.span,
                                      code="option", source=compiler.text))
    return decl.default
