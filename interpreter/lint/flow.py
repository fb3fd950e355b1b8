"""Lint's flow analysis over the intermediate form, computed once and read by the checks.

What it infers beyond the static types of `ir.py`: which card types can lie in which zone (decks
put cards there, moves carry them on) and so which card types each card-valued expression may
be, which zones an expression names, and which values a condition can have (`values.AV`). It is a
fixpoint over the whole rulebook: every body is walked with the facts of the pass before, until
the facts that flow into zones, parameters, variables, card variables and event values no longer
grow (eight passes at most). The walk of the last pass is kept as the analysis's observations:

- per expression (by node identity): its shape and abstract value (`shapes`, `values`);
- per body (`play`, a procedure, a trigger): the procedures it calls and the events it emits while
  it runs, its `end game`s and `exit`s, the event values it reads, whether it can finish;
- what code can never run and why (`unreachable`), the conditions met while running (`conditions`),
  the choices and what they run over (`choices`), the ranking keys, the `let`s nothing reads,
  the names that hide others, the `return`s and `break`s that leave an emit block;
- which zones are read, filled and named, which variables, card attributes, options and defines
  are read or set.

Expressions are in `flow_expr.py`.
"""

from __future__ import annotations

from .. import ir
from .decks import DeckFacts
from .flow_expr import ExpressionFlow
from .facts import Body, Choice, LocalInfo, Observations, nodes_of
from .values import BOT, PLAYER, canon, join, refine, shape, truth

PASSES = 8
GLOBAL_ORDER = ("define", "variable", "option", "zone", "enum value", "enum")


def global_kinds(program: ir.Program) -> dict[str, str]:
    """What a global name means, in the order the resolver looks names up."""
    kinds: dict[str, str] = {}
    for kind, names in (("define", [d.name for d in program.defines]), ("variable", [v.name for v in program.vars]),
                        ("option", [o.name for o in program.options]), ("zone", [z.name for z in program.zones]),
                        ("enum value", [v for e in program.enums for v in e.values]),
                        ("enum", [e.name for e in program.enums])):
        for name in names:
            kinds.setdefault(name, kind)
    kinds.setdefault("player_count", "built-in name")
    return kinds


class Flow(ExpressionFlow):
    """The fixpoint, and the walk of statements."""

    def __init__(self, program: ir.Program, decks: DeckFacts):
        self.program = program
        self.decks = decks
        self.pmin, self.pmax = program.min_players, max(program.min_players, program.max_players)
        self.zones = {z.name: z for z in program.zones}
        self.card_attrs = {c.name: _attributes(c) for c in program.cards}
        self.attr_names = {a for attrs_ in self.card_attrs.values() for a in attrs_}
        self.cancelling = {t.event for t in program.triggers if t.timing == "before"
                           and any(isinstance(n, ir.Cancel) for s in t.body for n in nodes_of(s))}
        self.nodes = list(_body_nodes(program))  # every node of the bodies, conditions, defines and rankings
        self.want_names = any(isinstance(n, ir.CardField) and n.kind == "name" for n in self.nodes)
        self.global_kinds = global_kinds(program)

    # ---- the fixpoint ----------------------------------------------------------------------------
    def run(self) -> "Flow":
        """`known`: what flows where, as the last pass left it (zone -> card types, parameter, variable,
        card variable, event or define parameter -> shape, procedure -> whether it finishes);
        `gathered`: the same, as this pass finds it."""
        decks = self.decks
        self.known: dict = {("zone", z): frozenset(t) for z, t in decks.zone_types.items()}
        if not decks.complete:
            for d in self.program.decks:
                self.known[("zone", d.zone)] = None  # unknown contents: any card type
        for _ in range(PASSES):
            self.gathered = {k: v for k, v in self.known.items() if k[0] == "zone" and k[1] in decks.zone_types
                          or k[0] == "zone" and v is None and not decks.complete}
            self.seen = Observations()
            self.walk_all()
            if self.gathered == self.known:
                break
            self.known = self.gathered
        return self

    def flow_get(self, key, default=BOT):
        """What is known to flow into `key`: the last pass's facts and this pass's so far."""
        old = self.known.get(key, default)
        new = self.gathered.get(key)
        if new is None and key not in self.gathered:
            return old
        if key[0] == "zone":
            return None if old is None or new is None else old | new
        if key[0] == "fin":
            return new
        return join(old, new)

    def flow_join(self, key, s) -> None:
        if key[0] == "zone":
            old = self.gathered.get(key, frozenset())
            self.gathered[key] = None if old is None or s is None else old | s
            return
        self.gathered[key] = join(self.gathered.get(key, BOT), s)

    def zone_cards(self, zs):
        """The card types that can lie in the zones of a zone shape (None: any)."""
        if zs[0] != "zone" or zs[1] is None:
            return None
        out: set[str] = set()
        for z in zs[1]:
            got = self.flow_get(("zone", z), frozenset())
            if got is None:
                return None
            out |= got
        return frozenset(out)

    # ---- one pass ------------------------------------------------------------------------------
    def walk_all(self) -> None:
        program, seen = self.program, self.seen
        self.define_results: dict[str, tuple] = {}
        self.define_busy: set[str] = set()
        for zone in program.zones:  # a family's count may read options
            if zone.count is not None:
                for n in nodes_of(zone.count):
                    if isinstance(n, ir.OptionValue):
                        seen.option_uses.add(n.option)
                    elif isinstance(n, ir.DefineCall):
                        seen.define_uses.add(n.define)
        for deck in program.decks:
            for n in _deck_nodes(deck.entries):
                if isinstance(n, ir.OptionValue):
                    seen.option_uses.add(n.option)
                elif isinstance(n, ir.DefineCall):
                    seen.define_uses.add(n.define)
            seen.zone_writes.setdefault(deck.zone, deck)
            seen.zone_mentions.add(deck.zone)
        play = program.procedures[program.play]
        body = Body("play", "play", ("play",), play.body)
        falls = self.block(play.body, body)
        self.finish(body)
        seen.play_ends = falls or body.returns
        for p in program.procedures:
            if p.kind == "play":
                continue
            body = Body(p.kind, p.name, ("proc", p.name), p.body)
            for i, prm in enumerate(p.params):
                self.declare(body, i, prm.name, refine(shape(prm.type), self.flow_get(("param", p.name, i))), prm,
                             "param")
            falls = self.block(p.body, body, scope=False)
            self.finish(body)
            self.gathered[("fin", p.name)] = falls or body.returns or self.gathered.get(("fin", p.name), False)
        for t in program.triggers:
            event = program.event(t.event)
            body = Body("trigger", t.name, ("trigger", t.index), t.body, t.event, t.timing)
            for j, prm in enumerate(event.params):
                s = refine(shape(prm.type), self.flow_get(("event", event.name, j)))
                self.declare(body, j, prm.name, s, prm, "event", check=False)
            if t.when is not None:
                av = self.condition(t.when, body, "when")
                if av is not None and av.truth() == {False}:
                    seen.dead_triggers.add(t.index)
                    body.live = False
            self.block(t.body, body, scope=False)
            self.finish(body)
        for kind in ("rank", "estimate", "payoff"):  # the ranking keys, the search agents' estimate, the payoff
            ranking = getattr(program, kind)
            if ranking is None:
                continue
            body = Body(kind, kind, (kind,))
            self.declare(body, 0, ranking.var, PLAYER, ranking, "param", check=False)
            for key in _ranking_exprs(ranking):
                _, av = self.value(key, body)
                if kind == "rank":
                    seen.rank_keys.append((key, av))
        for d in program.defines:
            if d.name not in self.define_results:
                self.define_result(d.name)
        for key, name, node, live in seen.exits:  # an `exit NAME` reached while running makes NAME finish
            if live:
                self.gathered[("fin", name)] = True

    # ---- locals --------------------------------------------------------------------------------
    def declare(self, body: Body, slot: int, name: str, s, node, kind: str, check: bool = True, loc=None,
                item: bool = False) -> LocalInfo:
        scope = body.scopes[-1]
        if check:
            outer = None
            for sc in body.scopes[:-1]:
                if name in sc:
                    outer = sc[name]
            if outer is not None:
                self.seen.shadowing.append((node, f"'{name}' hides the '{name}' declared on line "
                                                  f"{outer.node.span.line}"))
            elif name not in scope and name in self.global_kinds:
                self.seen.shadowing.append((node, f"the local '{name}' hides the {self.global_kinds[name]} "
                                                  f"'{name}'"))
        local = LocalInfo(name, s, node, kind, loc)
        scope[name] = local
        (body.items if item else body.locals)[slot] = local
        if kind == "let":
            body.lets.append(local)
        return local

    def finish(self, body: Body) -> None:
        """The end of a body: the lets whose value nothing read."""
        self.seen.unused_lets.extend(local for local in body.lets if local.reads == 0)

    # ---- statements ----------------------------------------------------------------------------
    def block(self, stmts: tuple, body: Body, scope: bool = True) -> bool:
        """Walks statements; returns whether the end of the block can be reached."""
        if scope:
            body.scopes.append({})
        entry = body.live
        told = False
        for s in stmts:
            if entry and not body.live and not told:
                self.seen.unreachable.append((s, body.dead_reason))
                told = True
            if not getattr(self, "s_" + type(s).__name__)(s, body):
                body.live = False
        falls = body.live
        if scope:
            body.scopes.pop()
        return falls

    def dead(self, body: Body, reason: str) -> bool:
        if body.live:
            body.dead_reason = reason
        return False

    def s_Let(self, s, body):
        value, _ = self.value(s.value, body)
        self.declare(body, s.slot, s.name, value, s, "let", loc=self.origin(s.value, body))
        return True

    def s_Assign(self, s, body):
        vs, _ = self.value(s.value, body)
        self.place(s.place, body, vs)
        return True

    def place(self, place, body: Body, vs) -> None:
        """Walks an assignable place, and records what flows into it."""
        if isinstance(place, ir.LocalPlace):
            local = body.locals.get(place.slot)
            if place.event is not None:
                self.flow_join(("event", place.event, place.index), vs)
            if local is None:
                return
            old = local.shape
            self.seen.place_shapes[id(place)] = old
            if old[0] in ("any", "bot", "none") or (old[0] == "list" and old[1][0] in ("any", "bot", "none")):
                local.shape = join(old, vs) if old[0] != "none" else vs
            elif old[0] in ("card", "zone") and vs[0] == old[0]:
                local.shape = join(old, vs)
        elif isinstance(place, ir.VarPlace):
            self.seen.var_writes.add(place.var)
            if place.owner is not None:
                self.value(place.owner, body)
            if not self.program.var(place.var).by:
                self.flow_join(("var", place.var), vs)
        elif isinstance(place, ir.CardVarPlace):
            cs, _ = self.value(place.card, body)
            self.seen.cvar_writes.add(place.field)
            if self.attribute(cs, place.field) is not None:
                self.flow_join(("cvar", place.field), vs)
        elif isinstance(place, ir.ItemPlace):
            var = _var_of(place)
            if var is not None:
                self.seen.var_writes.add(var)
                if place.outer is None:  # a value of a `by` variable: it holds what is stored
                    self.flow_join(("var", var), vs)
            self.container(place.container, body)
            self.value(place.key, body)

    def container(self, e, body: Body) -> None:
        """The list or mapping an item is stored in: a variable there is written, not read."""
        if isinstance(e, ir.VarValue):
            if e.owner is not None:
                self.value(e.owner, body)
        elif isinstance(e, ir.Index):
            self.container(e.base, body)
            self.value(e.index, body)
        else:
            self.value(e, body)

    def s_Move(self, s, body):
        cs, _ = self.value(s.cards, body)
        ds, _ = self.value(s.to, body)
        if cs[0] == "card":
            types = cs[1]
        elif cs[0] == "list" and cs[1][0] in ("card", "none"):
            types = cs[1][1] if cs[1][0] == "card" else frozenset()
        elif cs[0] == "none" or cs == ("list", BOT):
            types = frozenset()
        elif cs[0] in ("any", "bot") or (cs[0] == "list" and cs[1][0] in ("any", "bot")):
            types = None
        else:
            types = frozenset()
        if ds[0] == "zone" and ds[1] is not None:
            for z in ds[1]:
                self.seen.zone_writes.setdefault(z, s)
                self.flow_join(("zone", z), types)
        elif ds[0] == "zone" or ds[0] in ("any", "bot", "none"):
            self.seen.unknown_dest = True
            for z in self.zones:
                self.flow_join(("zone", z), types)
        local = self.local_of(s.cards, body)
        if local is not None:  # a card held in a local is now where it was moved to
            local.loc = self.zone_place(s.to)
        return True

    def s_Shuffle(self, s, body):
        self.value(s.zone, body)
        return True

    def s_If(self, s, body):
        entry = body.live
        falls = False
        possible = True  # an earlier branch is not always taken
        earlier: list = []
        for i, branch in enumerate(s.branches):
            body.live = entry and possible
            av = self.condition(branch.test, body, "if" if i == 0 else "elif")
            t = truth(av)
            if possible and entry and i > 0:
                self.seen.branches.append((branch.test, tuple(earlier)))
            earlier.append(branch.test)
            body.live = entry and possible and t != {False}
            if not body.live and entry and possible:
                body.dead_reason = "its condition is always false"
            falls = self.block(branch.body, body) or falls
            if t == {True}:
                possible = False
        body.live = entry and possible
        if s.otherwise:
            if entry and not possible:
                body.dead_reason = "an earlier condition is always true"
            falls = self.block(s.otherwise, body) or falls
        else:
            falls = falls or (entry and possible)
        body.live = entry and falls
        if entry and not falls:
            body.dead_reason = "no branch of the 'if' before it goes on"
        return falls

    def s_For(self, s, body):
        ss, sav = self.value(s.source, body)
        elem = self.element(ss, s.source)
        body.scopes.append({})
        self.declare(body, s.slot, s.name, elem, s, "for", loc=self.origin(s.source, body, element=True))
        entry = body.live
        t = None
        if s.where is not None:
            t = truth(self.condition(s.where, body, "where"))
        empty = self.always_empty(ss, sav)
        if t == {False} or empty:
            if empty and entry:
                self.seen.loops_never.append((s.source, empty))
            body.live = False
            body.dead_reason = "the loop never runs"
        body.loops.append([False])
        self.block(s.body, body)
        body.loops.pop()
        body.scopes.pop()
        body.live = entry
        return True

    def s_While(self, s, body):
        entry = body.live
        t = truth(self.condition(s.test, body, "while"))
        body.live = entry and t != {False}
        if entry and not body.live:
            body.dead_reason = "the loop's condition is always false"
        body.loops.append([False])
        self.block(s.body, body)
        broke = body.loops.pop()[0]
        body.live = entry
        if t == {True} and not broke:
            return self.dead(body, "the loop before it never ends (its condition is always true and nothing "
                                   "breaks out of it)")
        return True

    def s_Repeat(self, s, body):
        entry = body.live
        body.loops.append([False])
        falls = self.block(s.body, body)
        broke = body.loops.pop()[0]
        body.live = entry and falls
        t = truth(self.condition(s.until, body, "until"))
        body.live = entry
        if (t == {False} or not falls) and not broke:
            return self.dead(body, "the loop before it never ends")
        return True

    def s_Break(self, s, body):
        if not body.loops:
            return True  # the resolver reports it
        if body.live:
            body.loops[-1][0] = True
        if body.emits and body.emits[-1][1] == len(body.loops):
            self.seen.leaving_emit.append((s, f"'break' leaves the 'emit {body.emits[-1][0]}' block: the event "
                                              "stays open and its 'after' triggers never run"))
        return self.dead(body, "it comes after 'break'")

    def s_Return(self, s, body):
        if body.live:
            body.returns = True
        if body.emits:
            self.seen.leaving_emit.append((s, f"'return' leaves the 'emit {body.emits[-1][0]}' block: the event "
                                              "stays open and its 'after' triggers never run"))
        return self.dead(body, "it comes after 'return'")

    def s_Exit(self, s, body):
        if s.procedure not in self.program.proc_index or s.procedure == "play":
            return True  # the resolver reports it
        self.seen.exits.append((body.key, s.procedure, s, body.live))
        return self.dead(body, f"it comes after 'exit {s.procedure}'")

    def s_Cancel(self, s, body):
        return True

    def s_EndGame(self, s, body):
        if s.winners is not None:
            self.value(s.winners, body)
        if body.live:
            self.seen.ends.setdefault(body.key, []).append(s.winners is not None)
        return self.dead(body, "it comes after 'end game'")

    def s_Log(self, s, body):
        viewer = None
        if s.to is not None:
            self.value(s.to, body)
            viewer = canon(s.to) or "?"
        for part in s.parts:
            if isinstance(part, ir.Expr):
                ps, _ = self.value(part, body)
                if ps[0] == "card" or (ps[0] == "list" and ps[1][0] == "card"):
                    text = canon(part)
                    if text is None or text not in body.reveals:
                        self.seen.logged_cards.append((part, viewer, self.origin(part, body)))
        return True

    def s_Reveal(self, s, body):
        self.value(s.cards, body)
        if s.to is not None:
            self.value(s.to, body)
        text = canon(s.cards)
        if text is not None:
            body.reveals.add(text)
        return True

    def s_CallProc(self, s, body):
        name = s.procedure
        shapes = [self.value(a, body)[0] for a in s.args]
        if name not in self.program.proc_index:
            return True  # the resolver reports it
        self.seen.called_anywhere.add(name)
        for i, a in enumerate(shapes):
            self.flow_join(("param", name, i), a)
        if body.live:
            self.seen.calls.setdefault(body.key, set()).add(name)
            for event, _ in body.emits:
                self.seen.open_calls.setdefault(event, set()).add(name)
        if not self.flow_get(("fin", name), True):
            return self.dead(body, f"'{name}' never returns")
        return True

    def s_Emit(self, s, body):
        name = s.event
        shapes = [self.value(a, body)[0] for a in s.args]
        if name not in self.program.event_index:
            return True
        self.seen.emitted_anywhere.add(name)
        for i, a in enumerate(shapes):
            self.flow_join(("event", name, i), a)
        if body.live:
            self.seen.emits.setdefault(body.key, set()).add(name)
        entry = body.live
        falls = True
        if s.body:
            body.emits.append((name, len(body.loops)))
            falls = self.block(s.body, body)
            body.emits.pop()
        body.live = entry
        if not falls and name not in self.cancelling:
            return self.dead(body, f"the 'emit {name}' block before it never finishes")
        return True

    def s_Simultaneous(self, s, body):
        self.value(s.source, body)
        body.scopes.append({})
        self.declare(body, s.slot, s.name, PLAYER, s, "simultaneous")
        entry = body.live
        self.block(s.body, body)
        body.scopes.pop()
        body.live = entry
        return True

    def s_Choose(self, s, body):
        ss, sav = self.value(s.source, body)
        elem = self.element(ss, s.source)
        self.value(s.by, body)
        count = None
        if s.count is not None:
            _, cav = self.value(s.count, body)
            if cav is not None and len(cav.values) == 1 and isinstance(next(iter(cav.values)), int):
                count = next(iter(cav.values))
        place = self.origin(s.source, body, element=True)
        t = None
        body.scopes.append({})
        self.declare(body, s.slot, s.name, elem, s, "choose-where", check=False, loc=place)
        if s.where is not None:
            t = truth(self.condition(s.where, body, "choice"))
        if s.showing is not None:
            self.value(s.showing, body)  # how each option is shown: computed with the item bound
        body.scopes.pop()
        self.declare(body, s.slot, s.name, ("list", elem) if s.count is not None else elem, s, "choose", loc=place)
        if body.live:
            self.seen.choices.append(Choice(s, body.stmts, self.always_empty(ss, sav), sav, count, t, place, elem))
        return True


def _attributes(card: ir.CardType) -> dict:
    """A card type's attributes by name (the first of two with one name)."""
    out: dict[str, ir.Field] = {}
    for f in card.fields:
        out.setdefault(f.name, f)
    return out


def _var_of(place) -> str | None:
    """The variable an item place is in, if it is in one."""
    while isinstance(place, ir.ItemPlace):
        if place.outer is None:
            container = place.container
            while isinstance(container, ir.Index):
                container = container.base
            return container.var if isinstance(container, ir.VarValue) else None
        place = place.outer
    return place.var if isinstance(place, ir.VarPlace) else None


def _deck_nodes(entries: tuple):
    for e in entries:
        if isinstance(e, ir.DeckFor):
            yield from nodes_of(e.source)
            yield from _deck_nodes(e.entries)
        else:
            for n in (e.test, *e.names, *(v for _, v in e.fields)):
                if isinstance(n, ir.Expr):
                    yield from nodes_of(n)


def _ranking_exprs(ranking) -> list:
    """The expressions of a ranking, the search agents' estimate or the payoff."""
    if isinstance(ranking, ir.Payoff):
        return [e for e in (ranking.value, ranking.low, ranking.high, ranking.total) if e is not None]
    return list(ranking.keys)


def _body_nodes(program: ir.Program):
    """Every node of the bodies, conditions, defines and rankings."""
    roots = [s for p in program.procedures for s in p.body]
    roots += [x for t in program.triggers for x in ((t.when,) if t.when is not None else ()) + t.body]
    roots += [d.value for d in program.defines]
    roots += [k for ranking in (program.rank, program.estimate, program.payoff) if ranking is not None
              for k in _ranking_exprs(ranking)]
    for root in roots:
        yield from nodes_of(root)
