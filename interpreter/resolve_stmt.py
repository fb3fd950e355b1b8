"""Pass 3 (resolve), statements: each body's statements as `ir.Stmt` nodes, each local given a slot.

The statement half of the resolver (`resolve.py`). Slots are given as statements declare names:
a `let`, a loop's variable (and a `for`'s two hidden slots), a choice, a simultaneous block's
player. A name stays declared after the block that declared it, as the rules language has it.
A statement that names something unknown is reported; it keeps its place in the body, with
nothing in the parts that could not be made (a `None` place, no arguments, no body).
"""

from __future__ import annotations

from rulerun.grammar.errors import did_you_mean

from . import ir
from .builtins import BUILTINS
from .ir import Facts
from .records import evolve
from .resolve_expr import LOOSE, Scope, facts_of
from .types import ANY, INT, PLAYER, ZONE, article, list_of

_FAILS = Facts(fails=True)
_LOOPS = Facts(loops=True)


def _set(*items) -> frozenset:
    return frozenset(items)


def _changes(*parts: str, **more) -> Facts:
    return Facts(changes=frozenset(parts), **more)


_LOGS = _changes("log", logs=True)


class StatementResolver:
    """Statements to `ir.Stmt` nodes, with the expression resolver's `expr`."""

    def block(self, stmts: list[dict], scope: Scope) -> tuple:
        body = [self.stmt(s, scope) for s in stmts]
        for i, s in enumerate(body):
            if isinstance(s, ir.Choose) and not s.may_be_empty and _none_tested(s.slot, body[i + 1:]):
                body[i] = evolve(s, may_be_empty=True)  # the pass idiom: `if c == none` after it
        return tuple(body)

    def stmt(self, s: dict, scope: Scope) -> ir.Stmt:
        return getattr(self, "s_" + s["do"])(s, scope)

    def s_let(self, s, scope):
        value = self.expr(s["value"], scope)
        slot = scope.declare(s["name"], value.type)
        return ir.Let(slot=slot, name=s["name"], value=value, facts=value.facts | Facts(writes=_set(slot)),
                      span=self.span(s))

    def s_assign(self, s, scope):
        value = self.expr(s["value"], scope)
        op = s["operator"]
        place = self.place(s["target"], scope)
        facts = value.facts
        if place is not None:
            self.retype(s["target"], scope, value.type)
            facts = facts | place_facts(place) | (read_facts(place) | _FAILS if op != "=" else ir.NO_FACTS)
        return ir.Assign(place=place, op=op, value=value, facts=facts, span=self.span(s))

    def retype(self, target: dict, scope: Scope, typ) -> None:
        """A local first given an untyped value takes the type of the first typed value."""
        if target["op"] == "name" and target["name"] in scope.names:
            if scope.names[target["name"]][2] in LOOSE and typ not in LOOSE:
                scope.retype(target["name"], typ)

    def place(self, t: dict, scope: Scope) -> ir.Place | None:
        """An assignable place, or None after an error."""
        op = t["op"]
        span = self.span(t)
        if op == "name":
            name = t["name"]
            params = [p.name for p in scope.event.params] if scope.event is not None else []
            if name in params:
                return ir.LocalPlace(slot=scope.names[name][1], name=name, event=scope.event.name,
                                     index=params.index(name), type=scope.names[name][2], span=span)
            if name in scope.names:
                return ir.LocalPlace(slot=scope.names[name][1], name=name, type=scope.names[name][2], span=span)
            if name in self.vars:
                var = self.vars[name]
                if var.per_player or var.by:
                    self.error(f"variable '{name}' needs an index", t, code="type")
                    return None
                return ir.VarPlace(var=name, span=span)
            self.error(f"cannot assign to '{name}'" + did_you_mean(name, list(scope.names) + list(self.vars)), t)
            return None
        if op in ("index", "of"):
            base_node = t["of"] if op == "index" else t["what"]
            key_node = t["index"] if op == "index" else t["owner"]
            if base_node["op"] == "name" and base_node["name"] in self.vars and self.vars[base_node["name"]].per_player:
                var = self.vars[base_node["name"]]
                key = self.expr(key_node, scope)
                if var.by:
                    self.error(f"variable '{var.name}' holds one value per {var.by}; index it twice", t, code="type")
                    return None
                return ir.VarPlace(var=var.name, owner=key, span=span)
            container = self.expr(base_node, scope)
            key = self.expr(key_node, scope)
            if container.type.is_list:
                # lists are values: the item is set in a copy, stored where the list was
                outer = self.place(base_node, scope)
                if outer is None:
                    return None
                return ir.ItemPlace(container=container, key=key, outer=outer, span=span)
            return ir.ItemPlace(container=container, key=key, span=span)
        if op == "attr":
            name = t["name"]
            if name not in self.card_vars:
                hint = " (it is a fixed field of the card)" if name in self.field_types else ""
                self.error(f"'{name}' is not a card variable{hint}" + did_you_mean(name, self.card_vars), t,
                           code="type")
                return None
            return ir.CardVarPlace(card=self.expr(t["of"], scope), field=name, span=span)
        self.error("this cannot be assigned to", t, code="type")
        return None

    # ---- cards and zones -------------------------------------------------------------------------
    def s_move(self, s, scope):
        cards, to = self.expr(s["cards"], scope), self.expr(s["to"], scope)
        if to.type not in (ZONE, ANY):
            self.error(f"'move ... to' needs a zone, not {article(to.type)}", s["to"], code="type")
        facts = facts_of(cards, to) | Facts(state=_set("zones", "loc"), changes=_set("zones", "loc", "log"),
                                            logs=True, fails=True)
        return ir.Move(cards=cards, to=to, bottom=s.get("place") == "bottom", facts=facts, span=self.span(s))

    def s_shuffle(self, s, scope):
        zone = self.expr(s["zone"], scope)
        if zone.type not in (ZONE, ANY):
            self.error(f"'shuffle' needs a zone, not {article(zone.type)}", s["zone"], code="type")
        facts = zone.facts | Facts(state=_set("zones", "rng"), changes=_set("zones", "rng", "log"), random=True,
                                   logs=True, fails=True)
        return ir.Shuffle(zone=zone, facts=facts, span=self.span(s))

    # ---- control ------------------------------------------------------------------------------------
    def s_if(self, s, scope):
        branches = []
        for br in s["branches"]:
            test = self.expr(br["if"], scope)
            body = self.block(br["then"], scope)
            branches.append(ir.Branch(test=test, body=body, span=self.span(br["if"])))
        otherwise = self.block(s["else"], scope) if s.get("else") else ()
        facts = ir.union(*(b.test.facts for b in branches), *(x.facts for b in branches for x in b.body),
                         *(x.facts for x in otherwise))
        return ir.If(branches=tuple(branches), otherwise=otherwise, facts=facts, span=self.span(s))

    def loop_body(self, stmts: list[dict], scope: Scope) -> tuple:
        scope.loops += 1
        try:
            return self.block(stmts, scope)
        finally:
            scope.loops -= 1

    def s_for(self, s, scope):
        source = self.expr(s["in"], scope)
        items, place = scope.temp(list_of(source.type.iter_item)), scope.temp(INT)
        slot = scope.declare(s["var"], source.type.iter_item)
        where = self.expr(s["where"], scope) if s.get("where") is not None else None
        body = self.loop_body(s["body"], scope)
        facts = facts_of(source, where) | body_facts(body) | Facts(writes=_set(items, place, slot), loops=True)
        if not source.type.is_list:
            facts = facts | Facts(state=_set("zones"), fails=True)
        return ir.For(slot=slot, name=s["var"], source=source, where=where, body=body, items=items, place=place,
                      facts=facts, span=self.span(s), source_span=self.span(s["in"]))

    def s_while(self, s, scope):
        test = self.expr(s["cond"], scope)
        body = self.loop_body(s["body"], scope)
        return ir.While(test=test, body=body, facts=test.facts | body_facts(body) | _LOOPS, span=self.span(s),
                        test_span=self.span(s["cond"]))

    def s_repeat(self, s, scope):
        body = self.loop_body(s["body"], scope)
        until = self.expr(s["until"], scope)
        return ir.Repeat(body=body, until=until, facts=until.facts | body_facts(body) | _LOOPS, span=self.span(s),
                         until_span=self.span(s["until"]))

    def s_break(self, s, scope):
        if not scope.loops:
            self.error("'break' outside a loop", s, code="structure")
        return ir.Break(span=self.span(s))

    def s_return(self, s, scope):
        if scope.kind == "play":
            return ir.Return(ends_game=True, facts=_changes("end", "log", logs=True), span=self.span(s))
        return ir.Return(span=self.span(s))

    def s_exit(self, s, scope):
        name = s["name"]
        if name not in self.proc_index:
            self.error(f"unknown procedure '{name}'" + did_you_mean(name, self.proc_index), s)
        return ir.Exit(procedure=name, facts=Facts(exits=_set(name)), span=self.span(s))

    # ---- decisions ------------------------------------------------------------------------------------
    def s_choose(self, s, scope):
        source = self.expr(s["in"], scope)
        by = self.expr(s["by"], scope)
        self.player_expected(by, s["by"], "who chooses")
        count = self.expr(s["count"], scope) if s.get("count") is not None else None
        elem = source.type.iter_item
        label_text = self.expr(s["label_text"], scope) if s.get("label_text") is not None else None
        slot = scope.declare(s["var"], list_of(elem) if count is not None else elem)
        where = self.expr(s["where"], scope) if s.get("where") is not None else None
        optional = bool(s.get("optional"))
        showing = self.expr(s["showing"], scope) if s.get("showing") is not None else None
        literal = s.get("count") or {}
        picks = literal["value"] if literal.get("op") == "int" and literal["value"] >= 2 and not optional else None
        facts = facts_of(source, by, count, where, showing, label_text) | Facts(writes=_set(slot), changes=_set("log"),
                                                                    logs=True, decides=True, fails=True)
        if not source.type.is_list:
            facts = facts | Facts(state=_set("zones"))
        return ir.Choose(slot=slot, name=s["var"], source=source, where=where, by=by, count=count, optional=optional,
                         secret=bool(s.get("secret")), label=s.get("label") or s["var"], showing=showing, picks=picks,
                         item_type=elem, may_be_empty=bool(s.get("or_none")) or optional,
                         or_none=bool(s.get("or_none")), label_text=label_text, facts=facts,
                         span=self.span(s))

    def s_simultaneous(self, s, scope):
        source = self.expr(s["in"], scope)
        slot = scope.declare(s["var"], PLAYER)
        body = self.block(s["body"], scope)
        facts = source.facts | body_facts(body) | Facts(writes=_set(slot), simultaneous=True, fails=True, loops=True)
        return ir.Simultaneous(slot=slot, name=s["var"], source=source, body=body, facts=facts, span=self.span(s))

    # ---- events -------------------------------------------------------------------------------------------
    def s_emit(self, s, scope):
        name = s["event"]
        event = self.events.get(name)
        if event is None:
            self.error(f"unknown event '{name}'" + did_you_mean(name, self.events), s)
            return ir.Emit(event=name, span=self.span(s))
        if len(s["args"]) != len(event.params):
            self.error(f"event '{name}' takes {len(event.params)} values, not {len(s['args'])}", s, code="type")
            return ir.Emit(event=name, span=self.span(s))
        args = tuple(self.expr(a, scope) for a in s["args"])
        body = self.block(s["body"], scope) if s.get("body") else ()
        facts = facts_of(*args) | body_facts(body) | Facts(state=_set("events"), changes=_set("events"),
                                                           emits=_set(name), fails=True)
        return ir.Emit(event=name, args=args, body=body, facts=facts, span=self.span(s))

    def s_cancel(self, s, scope):
        if scope.kind != "trigger" or scope.timing != "before":
            self.error("'cancel' is only allowed in an 'on before' trigger", s, code="structure")
        return ir.Cancel(facts=Facts(state=_set("events"), changes=_set("events", "log"), logs=True),
                         span=self.span(s))

    def s_end_game(self, s, scope):
        winners = self.expr(s["winners"], scope) if s.get("winners") is not None else None
        return ir.EndGame(winners=winners, facts=facts_of(winners) | _changes("end", "log", logs=True),
                          span=self.span(s))

    # ---- logs -----------------------------------------------------------------------------------------------
    def s_log(self, s, scope):
        text = s["text"]
        if text["op"] == "str":
            parts = (text["value"],)
        elif text["op"] == "text":
            parts = tuple(p if isinstance(p, str) else self.expr(p, scope) for p in text["parts"])
        else:  # a document may log any value
            parts = (self.expr(text, scope),)
        to = self.expr(s["to"], scope) if s.get("to") is not None else None
        facts = facts_of(*parts, to) | _LOGS | (_FAILS if to is not None else ir.NO_FACTS)
        return ir.Log(parts=parts, to=to, facts=facts, span=self.span(s))

    def s_reveal(self, s, scope):
        cards = self.expr(s["cards"], scope)
        to = self.expr(s["to"], scope) if s.get("to") is not None else None
        facts = facts_of(cards, to) | _LOGS | Facts(state=_set("zones", "loc"))
        return ir.Reveal(cards=cards, to=to, facts=facts | (_FAILS if to is not None else ir.NO_FACTS),
                         span=self.span(s))

    # ---- calls -----------------------------------------------------------------------------------------------
    def s_call(self, s, scope):
        name = s["name"]
        span = self.span(s)
        if name not in self.proc_index:
            if name in self.define_arity or name in BUILTINS:
                self.error(f"'{name}' computes a value; use it in an expression", s, code="structure")
            else:
                self.error(f"unknown procedure '{name}'" + did_you_mean(name, self.proc_index), s)
            return ir.CallProc(procedure=name, span=span)
        params = self.proc_params[name]
        if len(params) != len(s["args"]):
            self.error(f"procedure '{name}' takes {len(params)} values, not {len(s['args'])}", s, code="type")
            return ir.CallProc(procedure=name, span=span)
        args = tuple(self.expr(a, scope) for a in s["args"])
        facts = facts_of(*args) | Facts(calls=_set(name), fails=True)
        if self.proc_kinds[name] == "phase":  # a phase logs its name as it begins
            facts = facts | _LOGS
        return ir.CallProc(procedure=name, args=args, facts=facts, span=span)


def _none_tested(slot: int, rest: list) -> bool:
    """Whether the statements after a choice compare what it bound with `none`."""
    for s in rest:
        for n in ir.walk(s):
            if isinstance(n, ir.Binary) and n.op in ("==", "!=") and any(
                    isinstance(x, ir.Local) and x.slot == slot for x in (n.left, n.right)) and any(
                    isinstance(x, ir.Literal) and x.value is None for x in (n.left, n.right)):
                return True
    return False


def body_facts(body: tuple) -> Facts:
    return ir.union(*(s.facts for s in body))


def read_facts(place: ir.Place) -> Facts:
    """What reading a place (for `+=` and `-=`) reads, beyond what `place_facts` counts."""
    if isinstance(place, ir.LocalPlace):
        return Facts(reads=_set(place.slot))
    if isinstance(place, ir.VarPlace):
        return Facts(state=_set("vars"))
    if isinstance(place, ir.CardVarPlace):
        return Facts(state=_set("cvars"))
    return ir.NO_FACTS


def place_facts(place: ir.Place) -> Facts:
    """What writing a place does, its parts worked out included."""
    if isinstance(place, ir.LocalPlace):
        facts = Facts(writes=_set(place.slot))
        return facts | _changes("events") if place.event is not None else facts
    if isinstance(place, ir.VarPlace):
        if place.owner is None:
            return _changes("vars")
        return place.owner.facts | _changes("vars", fails=True)
    if isinstance(place, ir.CardVarPlace):
        return place.card.facts | _changes("cvars", fails=True)
    facts = facts_of(place.container, place.key) | _FAILS
    if place.outer is None:  # a value of a `by` variable, set in the mapping the variable holds
        return facts | _changes("vars")
    return facts | place_facts(place.outer)
