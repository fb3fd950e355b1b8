"""Pass 3 (resolve): rulebook document -> `ir.Program`, every name resolved once, every expression typed.

`resolve(doc)` reads the declarations in the order the rules language gives them meaning:
options, enums, card types, zones, variables, events, procedure names, decks, then procedure,
trigger and play bodies, defines and rankings. What an expression may name is what has been
declared by the time it is read (a variable's default may name the variables before it, not
after). Each define is resolved once, at its first use or at the end, in a frame of its own.

Every problem is reported, as a `RulesError` with a code and the span of the node at fault,
and the program is returned whole all the same, with `ir.Invalid` where an expression could
not be made. Nothing here depends on the player count or on option values: `layout.py` places
zones, variables and cards for one game set-up. Expressions are in `resolve_expr.py`,
statements in `resolve_stmt.py`.
"""

from __future__ import annotations

from typing import Any

from rulerun.grammar.errors import RulesError, RulesErrors, Span, did_you_mean

from . import ir
from .model import VALUE_VISIBILITY, VISIBILITY
from .records import frozen
from .resolve_expr import ExpressionResolver, Scope
from .resolve_stmt import StatementResolver
from .types import ANY, INT, PLAYER, TEXT, Type, article, basic, of_value

OPTION_TYPES = ("bool", "int", "text")


@frozen
class Resolved:
    """A resolved rulebook and the problems found in it (none: it may be laid out and run)."""

    program: ir.Program
    errors: tuple[RulesError, ...]


def resolve(doc: dict, text: str | None = None) -> Resolved:
    """Resolves and types a rulebook document that passed the schema."""
    file = doc.get("source") or "<rules>"
    resolver = Resolver(file, text)
    try:
        program = resolver.program(doc)
    except RecursionError:  # a hand-made document can nest deeper than rules text can
        error = RulesError("the rulebook is nested too deeply to compile", Span(file, 1, 1), code="structure")
        play = ir.Procedure(name="play", index=0, kind="play", params=(), body=(),
                            frame=ir.Body(name="play", nlocals=0, local_names=(), local_types=()))
        program = ir.Program(game=doc.get("game") or "", source=file, text=text, min_players=1, max_players=1,
                             options=(), enums=(), cards=(), fields={}, card_vars=(), zones=(), vars=(), events=(),
                             procedures=(play,), triggers=(), defines=(), decks=(), play=0)
        return Resolved(program, (error,))
    return Resolved(program, tuple(resolver.errors))


def resolve_expression(program: ir.Program, node: dict, text: str | None = None) -> tuple[ir.Expr, ir.Body]:
    """One expression of the rules language, resolved against a program in an empty frame (for
    tests and tools that evaluate an expression in a game); its errors are raised together."""
    resolver = Resolver.of_program(program, text)
    scope = Scope("evaluate", "define")
    expr = resolver.expr(node, scope)
    if resolver.errors:
        raise RulesErrors(resolver.errors)
    return expr, scope.frame()


class Resolver(ExpressionResolver, StatementResolver):
    """The names declared so far, and the errors found so far."""

    def __init__(self, file: str, text: str | None):
        self.file = file
        self.text = text
        self.errors: list[RulesError] = []
        self.options: dict[str, ir.Option] = {}
        self.enums: dict[str, list[str]] = {}
        self.enum_spans: dict[str, Span] = {}
        self.enum_of_value: dict[str, str] = {}
        self.sides: dict[str, list[str]] = {}
        self.field_types: dict[str, Type] = {"name": TEXT, "type": TEXT}
        self.card_vars: list[str] = []
        self.card_var_types: list[Type] = []
        self.card_var_decls: list[ir.CardVar] = []
        self.fixed_fields: dict[str, dict[str, None]] = {}  # card type -> the fields a deck entry may set
        self.zones: dict[str, ir.Zone] = {}
        self.vars: dict[str, ir.Var] = {}
        self.events: dict[str, ir.Event] = {}
        self.proc_index: dict[str, int] = {}
        self.proc_params: dict[str, list] = {}  # of the last declaration of each name, as calls are checked
        self.proc_kinds: dict[str, str] = {}
        self.define_docs: dict[str, dict] = {}
        self.define_arity: dict[str, int] = {}
        self.defines_done: dict[str, ir.Define] = {}
        self.define_busy: set[str] = set()

    @classmethod
    def of_program(cls, program: ir.Program, text: str | None) -> "Resolver":
        """A resolver that knows every declaration of a resolved program."""
        r = cls(program.source, text)
        r.options = {o.name: o for o in program.options}
        r.enums = {e.name: list(e.values) for e in program.enums}
        r.enum_of_value = {v: e.name for e in program.enums for v in e.values}
        r.sides = {c.name: list(c.sides) for c in program.cards}
        r.field_types = dict(program.fields)
        r.card_vars = [v.name for v in program.card_vars]
        r.card_var_types = [v.type for v in program.card_vars]
        r.zones = {z.name: z for z in program.zones}
        r.vars = {v.name: v for v in program.vars}
        r.events = {e.name: e for e in program.events}
        r.proc_index = {p.name: p.index for p in program.procedures if p.kind != "play"}
        r.proc_params = {p.name: list(p.params) for p in program.procedures}
        r.proc_kinds = {p.name: p.kind for p in program.procedures}
        r.define_arity = {d.name: len(d.params) for d in program.defines}
        r.defines_done = {d.name: d for d in program.defines}
        return r

    # ---- errors --------------------------------------------------------------------------------
    def span(self, node: dict | None) -> Span:
        pos = (node or {}).get("span")
        if not pos or not pos[0]:
            pos = [1, 1, 1, 1]  # a node built without a position (a hand-written document) points at the start
        return Span.from_list(self.file, pos)

    def error(self, message: str, node: dict | None, code: str = "name") -> None:
        self.errors.append(RulesError(message, self.span(node), code=code, source=self.text))

    # ---- the whole program ------------------------------------------------------------------------
    def program(self, doc: dict) -> ir.Program:
        players = doc.get("players")
        if players is None:
            self.error("the rulebook has no 'players MIN..MAX' declaration", {"span": [1, 1, 1, 1]}, code="structure")
            low, high, players_span = 2, 2, ir.NOWHERE
        else:
            low, high, players_span = players["min"], players["max"], self.span(players)
            if low > high or low < 1:
                self.error(f"'players {low}..{high}' is not a range of player counts", players, code="structure")
        for d in doc.get("defines", []):
            if d["name"] in self.define_docs:
                self.error(f"'{d['name']}' is declared twice", d, code="duplicate")
                continue
            self.define_docs[d["name"]] = d
            self.define_arity[d["name"]] = len(d["params"])
        self.declare_options(doc)
        self.declare_enums(doc)
        cards = self.declare_cards(doc)
        self.declare_zones(doc)
        self.declare_vars(doc)
        self.declare_events(doc)
        procedure_docs = []
        for p in doc.get("procedures", []):
            if p["name"] in self.proc_index:
                self.error(f"procedure '{p['name']}' is declared twice", p, code="duplicate")
            else:
                self.proc_index[p["name"]] = len(procedure_docs)
                procedure_docs.append(p)
            self.proc_params[p["name"]] = p["params"]
            self.proc_kinds[p["name"]] = p["kind"]
        decks = self.decks(doc)
        procedures = [self.procedure(p, i) for i, p in enumerate(procedure_docs)]
        triggers = self.triggers(doc)
        for name in self.define_docs:  # every define is checked, used or not
            if name not in self.defines_done:
                self.resolve_define(name)
        procedures.append(self.play(doc.get("play"), len(procedures)))
        return ir.Program(
            game=doc.get("game") or "", source=self.file, text=self.text, min_players=low, max_players=high,
            options=tuple(self.options.values()),
            enums=tuple(ir.Enum(name=name, values=tuple(values), span=self.enum_spans[name])
                        for name, values in self.enums.items()),
            cards=tuple(cards), fields=dict(self.field_types), card_vars=tuple(self.card_var_decls),
            zones=tuple(self.zones.values()), vars=tuple(self.vars.values()), events=tuple(self.events.values()),
            procedures=tuple(procedures), triggers=tuple(triggers),
            defines=tuple(self.defines_done[name] for name in self.define_docs), decks=tuple(decks),
            play=len(procedures) - 1, rank=self.ranking(doc, "rank"), estimate=self.ranking(doc, "estimate"),
            payoff=self.payoff(doc.get("payoff")), players_span=players_span)

    # ---- declarations ---------------------------------------------------------------------------------
    def declare_options(self, doc: dict) -> None:
        for o in doc.get("options", []):
            typ = o["type"]["name"]
            if o["name"] in self.options:
                self.error(f"option '{o['name']}' is declared twice", o, code="duplicate")
                continue
            if typ not in OPTION_TYPES:
                self.error(f"an option is a bool, an int or a text, not '{typ}'" + did_you_mean(typ, OPTION_TYPES), o,
                           code="type")
            elif o["default"] is not None and str(of_value(o["default"])) != typ:
                self.error(f"option '{o['name']}' is a {typ}; its default {o['default']!r} is not", o, code="type")
            self.options[o["name"]] = ir.Option(name=o["name"], type=basic(typ) or ANY, default=o["default"],
                                                help=o.get("help", ""), span=self.span(o))

    def declare_enums(self, doc: dict) -> None:
        for e in doc.get("enums", []):
            if e["name"] in self.enums:
                self.error(f"enum '{e['name']}' is declared twice", e, code="duplicate")
            self.enums[e["name"]] = e["values"]
            self.enum_spans[e["name"]] = self.span(e)
            for v in e["values"]:
                if v in self.enum_of_value and self.enum_of_value[v] != e["name"]:
                    self.error(f"value '{v}' belongs to two enums ('{self.enum_of_value[v]}' and '{e['name']}')", e,
                               code="duplicate")
                self.enum_of_value[v] = e["name"]

    def declare_cards(self, doc: dict) -> list[ir.CardType]:
        """Card types, their fixed fields (a side's named `side.field`) and the card variables. Their
        defaults may name only options, enums and defines: nothing else is declared yet."""
        cards: dict[str, ir.CardType] = {}
        for c in doc.get("cards", []):
            if c["name"] in cards:
                self.error(f"card type '{c['name']}' is declared twice", c, code="duplicate")
                continue
            self.sides[c["name"]] = [side["name"] for side in c.get("sides", [])]
            side_fields = [dict(f, name=f"{side['name']}.{f['name']}") for side in c.get("sides", [])
                           for f in side["fields"]]
            fields = []
            for f in c["fields"] + side_fields:
                typ = self.type_of(f["type"], f)
                default = None
                if f["mutable"]:
                    if f["name"] not in self.card_vars:  # a card variable is declared by its first card type
                        self.card_vars.append(f["name"])
                        self.card_var_types.append(typ)
                        default = self.constant(f["default"])
                        visible = self.value_visibility(f, per_player=True) if "visible_to" in f else None
                        self.card_var_decls.append(ir.CardVar(name=f["name"], index=len(self.card_vars) - 1,
                                                              type=typ, default=default, visible_to=visible,
                                                              span=self.span(f)))
                    elif f.get("visible_to") != self.card_var_decls[self.card_vars.index(f["name"])].visible_to:
                        self.error(f"card variable '{f['name']}' is declared with two visibilities", f,
                                   code="visibility")
                else:
                    if self.field_types.get(f["name"], typ) != typ:
                        self.error(f"field '{f['name']}' has two different types", f, code="type")
                    self.field_types[f["name"]] = typ
                    default = self.constant(f["default"])
                    self.fixed_fields.setdefault(c["name"], {})[f["name"]] = None
                fields.append(ir.Field(name=f["name"], type=typ, mutable=f["mutable"], default=default,
                                       span=self.span(f)))
            self.fixed_fields.setdefault(c["name"], {})
            cards[c["name"]] = ir.CardType(name=c["name"], fields=tuple(fields), sides=tuple(self.sides[c["name"]]),
                                           span=self.span(c))
        return list(cards.values())

    def constant(self, node: dict | None) -> ir.Expr | None:
        """A value worked out before the game starts (`layout.py` does): a default."""
        return self.expr(node, Scope("constant", "constant")) if node else None

    def declare_zones(self, doc: dict) -> None:
        for i, z in enumerate(doc.get("zones", [])):
            vis = z.get("visible_to", "everyone")
            if vis not in VISIBILITY:
                self.error(f"unknown visibility '{vis}'" + did_you_mean(vis, VISIBILITY),
                           {"span": z.get("visible_span", z.get("span"))}, code="visibility")
                vis = "nobody"
            if z["name"] in self.zones:
                self.error(f"zone '{z['name']}' is declared twice", z, code="duplicate")
                continue
            showing = z.get("showing")
            sides = {s for card_sides in self.sides.values() for s in card_sides}
            if showing is not None and showing not in sides:
                self.error(f"no card has a side '{showing}'" + did_you_mean(showing, sides), z, code="name")
                showing = None
            count = self.constant(z.get("count"))
            by_enum = count is not None and count.type.is_list and count.type.item.kind == "enum"
            if count is not None and count.type != INT and not count.type.loose and not by_enum:
                self.error(f"a family of zones needs a number of zones or an enum, not {article(count.type)}",
                           z["count"], code="type")
            if count is not None and vis in ("owner", "others") and not z["per_player"]:
                self.error(f"the zones of a family are shared; '{vis}' is for a per-player zone", z,
                           code="visibility")
                vis = "everyone"
            self.zones[z["name"]] = ir.Zone(name=z["name"], index=i, per_player=z["per_player"], visible_to=vis,
                                            showing=showing, holds=z.get("holds"), count=count, span=self.span(z))

    def declare_vars(self, doc: dict) -> None:
        """Variables, in order: a default may name the variables declared before it."""
        for v in doc.get("vars", []):
            typ = self.type_of(v["type"], v)
            if v.get("by") and v["by"] not in self.enums:
                self.error(f"unknown enum '{v['by']}'" + did_you_mean(v["by"], self.enums), v, code="name")
                continue
            if v["name"] in self.vars:
                self.error(f"variable '{v['name']}' is declared twice", v, code="duplicate")
                continue
            default = self.constant(v.get("default"))
            visible = self.value_visibility(v, per_player=v["per_player"])
            self.vars[v["name"]] = ir.Var(name=v["name"], index=len(self.vars), type=typ, per_player=v["per_player"],
                                          by=v.get("by"), default=default, visible_to=visible, span=self.span(v))

    def value_visibility(self, decl: dict, per_player: bool) -> str:
        """Who may know a variable's value, as declared (`everyone` if not). `owner` and `others` need
        an owner: a per-player variable's player, or the player whose zone a card lies in."""
        vis = decl.get("visible_to", "everyone")
        where = {"span": decl.get("visible_span", decl.get("span"))}
        if vis not in VALUE_VISIBILITY:
            self.error(f"unknown visibility '{vis}'" + did_you_mean(vis, VALUE_VISIBILITY), where, code="visibility")
            return "nobody"
        if vis in ("owner", "others") and not per_player:
            self.error("a variable shared by all players has no owner: it is visible to everyone or nobody", where,
                       code="visibility")
            return "nobody"
        return vis

    def declare_events(self, doc: dict) -> None:
        for e in doc.get("events", []):
            if e["name"] in self.events:
                self.error(f"event '{e['name']}' is declared twice", e, code="duplicate")
                continue
            params = tuple(ir.Param(name=p["name"], type=self.type_of(p["type"], p), span=self.span(p))
                           for p in e["params"])
            self.events[e["name"]] = ir.Event(name=e["name"], index=len(self.events), params=params,
                                              span=self.span(e))

    # ---- decks ------------------------------------------------------------------------------------------
    def decks(self, doc: dict) -> list[ir.Deck]:
        decks = []
        for d in doc.get("decks", []):
            zone = self.zones.get(d["zone"])
            if zone is None:
                self.error(f"unknown zone '{d['zone']}'" + did_you_mean(d["zone"], self.zones), d)
                continue
            per_player = d.get("per_player", False)
            if zone.count is not None:
                self.error(f"a deck must fill one zone; '{d['zone']}' is a family of zones", d, code="type")
                continue
            if zone.per_player and not per_player:
                self.error(f"a deck must fill a shared zone; '{d['zone']}' is per player", d, code="type")
                continue
            if per_player and not zone.per_player:
                self.error(f"zone '{d['zone']}' is shared; a deck 'per player' fills a per-player zone", d,
                           code="type")
                continue
            scope = Scope(f"deck {d['zone']}", "deck")
            decks.append(ir.Deck(zone=zone.name, entries=self.deck_entries(d["entries"], scope),
                                 per_player=per_player, span=self.span(d)))
        return decks

    def deck_entries(self, entries: list[dict], scope: Scope) -> tuple:
        """A deck's entries. A loop's variable is an item, and stays named after the loop."""
        out = []
        for e in entries:
            if e["entry"] == "for":
                errors = len(self.errors)
                source = self.expr(e["in"], scope)
                binding = scope.bind_item(e["var"], source.type.elem)
                # a loop over something unknown makes no cards: what it holds is not looked at
                inner = self.deck_entries(e["entries"], scope) if len(self.errors) == errors else ()
                out.append(ir.DeckFor(binding=binding, name=e["var"], source=source, entries=inner, span=self.span(e)))
            elif e["card"] not in self.fixed_fields:
                self.error(f"unknown card type '{e['card']}'" + did_you_mean(e["card"], self.fixed_fields), e)
            else:
                out.append(self.deck_card(e, scope))
        return tuple(out)

    def deck_card(self, e: dict, scope: Scope) -> ir.DeckCard:
        """One entry. Its parts are read in order, and the first that cannot be resolved (or a field
        its card type lacks) ends it: it makes no card, and what follows is not looked at."""
        errors = len(self.errors)
        test = self.expr(e["if"], scope) if e.get("if") is not None else None
        known = list(self.fixed_fields[e["card"]])
        fields, names = [], []
        for arg in e["fields"] if len(self.errors) == errors else ():
            if arg["name"] not in known:
                self.error(f"card type '{e['card']}' has no field '{arg['name']}'" + did_you_mean(arg["name"], known),
                           arg)
                break
            fields.append((arg["name"], self.expr(arg["value"], scope)))
            if len(self.errors) > errors:
                break
        else:
            for x in e.get("faces") or [e["name"]] if len(self.errors) == errors else ():
                names.append(self.deck_name(x, scope))
                if len(self.errors) > errors:
                    break
        return ir.DeckCard(count=e["count"], card=e["card"], names=tuple(names), fields=tuple(fields), test=test,
                           span=self.span(e))

    def deck_name(self, node: Any, scope: Scope):
        if isinstance(node, str):
            return node
        if node.get("op") == "str":
            return node["value"]
        return self.expr(node, scope)

    # ---- bodies -------------------------------------------------------------------------------------------
    def procedure(self, p: dict, index: int) -> ir.Procedure:
        scope = Scope(p["name"], p["kind"])
        params = []
        for prm in p["params"]:
            typ = self.type_of(prm["type"], prm)
            scope.declare(prm["name"], typ)
            params.append(ir.Param(name=prm["name"], type=typ, span=self.span(prm)))
        body = self.block(p["body"], scope)
        return ir.Procedure(name=p["name"], index=index, kind=p["kind"], params=tuple(params), body=body,
                            frame=scope.frame(), span=self.span(p))

    def triggers(self, doc: dict) -> list[ir.Trigger]:
        out = []
        for t in doc.get("triggers", []):
            event = self.events.get(t["event"])
            if event is None:
                self.error(f"unknown event '{t['event']}'" + did_you_mean(t["event"], self.events), t)
                continue
            scope = Scope(f"on {t['timing']} {t['event']}", "trigger", timing=t["timing"], event=event)
            for param in event.params:
                scope.declare(param.name, param.type)
            when = self.expr(t["when"], scope) if t.get("when") is not None else None
            body = self.block(t["body"], scope)
            out.append(ir.Trigger(index=len(out), event=event.name, timing=t["timing"], when=when, body=body,
                                  frame=scope.frame(), span=self.span(t),
                                  when_span=self.span(t["when"]) if when is not None else ir.NOWHERE))
        return out

    def play(self, play: dict | None, index: int) -> ir.Procedure:
        scope = Scope("play", "play")
        if play is None:
            self.error("the rulebook has no 'play { ... }' block", {"span": [1, 1, 1, 1]}, code="structure")
            body = ()
        else:
            body = self.block(play["body"], scope)
        return ir.Procedure(name="play", index=index, kind="play", params=(), body=body, frame=scope.frame(),
                            span=self.span(play))

    def ranking(self, doc: dict, key: str) -> ir.Ranking | None:
        """The ranking keys (`rank`) or the search agents' estimate (`estimate`): the player is slot 0."""
        rank = doc.get(key)
        if rank is None:
            return None
        scope = Scope(key, "define")
        scope.declare(rank.get("var", "p"), PLAYER)
        keys = tuple(self.expr(k, scope) for k in rank["by"])
        return ir.Ranking(var=rank.get("var", "p"), keys=keys, frame=scope.frame(), span=self.span(rank))

    def payoff(self, payoff: dict | None) -> ir.Payoff | None:
        """Each player's return (`payoff`): a number, the player slot 0; its bounds and total are numbers
        that do not depend on the game (constants, checked by the layout)."""
        if payoff is None:
            return None
        scope = Scope("payoff", "define")
        scope.declare(payoff.get("var", "p"), PLAYER)
        value = self.expr(payoff["by"], scope)
        numbers = [value]
        bounds = []
        for key in ("from", "to", "total"):
            node = payoff.get(key)
            bounds.append(None if node is None else self.expr(node, Scope("payoff", "define")))
            numbers.append(bounds[-1])
        for e, key in zip(numbers, ("by", "from", "to", "total")):
            if e is not None and e.type not in (INT, ANY):
                self.error(f"a payoff is a number, not {article(e.type)}", payoff[key], code="type")
        low, high, total = bounds
        return ir.Payoff(var=payoff.get("var", "p"), value=value, low=low, high=high, total=total,
                         frame=scope.frame(), span=self.span(payoff))
