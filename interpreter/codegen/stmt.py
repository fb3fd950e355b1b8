"""Statements that run inside a generated function, written as Python (part of code generation).

A run of statements that never wait for a decision (see `plan.py`) is one Python function
`f(state, locals)` with real `if`, `for` and `while`; a procedure or trigger made only of them is
called directly, without a frame, or, where it is short and leaves only by its end or by the end
of the game, written in place of its call (`call`), its locals in a list of its own.

A generated function returns None when it runs to its end, `RETURN` when a `return` leaves its
procedure, and `END` when the game ended. Code that runs only without a log (`Function.quiet`,
see `playout.py`) is written without its tests of the log and without logging.
"""

from __future__ import annotations

from .. import ir
from ..runtime import (END, EVENT_DEPTH, RETURN, ExitTo, added, as_list, audience, cancel, card_ref,
                       cards_ref, check_event_depth, end_game, joined, move_cards, player_checked, players_ref,
                       reveal, set_event_value, shuffle_zone, spent, tell, text_checked, too_long)
from ..limits import MAX_ITEMS
from ..logbook import Phase, PlayerRef, SecretRef, Text, ZoneRef
from ..model import plain_text
from ..state import CANCELLED, VALUES
from ..types import ANY, INT, TEXT
from .counting import CountingWriter
from .emit import Function
from .expr import ExprGen, is_player
from .loops import spend, spends, worked_out
from .masks import mask_code
from .memo import left, table_read, zone_of
from .playout import write_choose, write_simultaneous
from .scope import Scope


# How many lines a procedure's code may have to be written in place of its calls.
INLINE_LINES = 40


class StmtGen(CountingWriter):
    """Writes statements into `fn`, reading and writing the frame through `scope`.

    `kind` is the kind of body the statements are of (a `return` in the `play` block ends the
    game); `owner` the procedure whose lines they are, where they are written in place of a call;
    `playout`: the code runs only in a playout, where a `choose` is answered as it is asked."""

    def __init__(self, gen, fn: Function, scope: Scope, kind: str, owner: str | None = None,
                 playout: bool = False, yielding: bool = False):
        self.gen = gen
        self.fn = fn
        self.scope = scope
        self.kind = kind
        self.owner = owner
        self.playout = playout
        self.yielding = yielding  # writing a player's part of a `simultaneous` block (see `playout.py`)
        self.marking = False  # the statement being written changes what ranking keys read (`mark`)

    @property
    def logging(self) -> bool:
        """Whether the code may run with a log."""
        return not self.fn.quiet

    def add(self, depth: int, text: str, span) -> None:
        self.fn.add(depth, text, span, self.owner)

    def exprs(self, scope: Scope | None = None) -> ExprGen:
        return ExprGen(self.gen, self.fn, scope or self.scope)

    def code(self, e: ir.Expr) -> str:
        return self.exprs().code(e)

    def first(self, e: ir.Expr, depth: int, span) -> str:
        """`e`'s source, the aggregates it works out first written as loops before it (as lines of
        the statement at `span`)."""
        return worked_out(self.exprs(), e, depth, span, self.owner)

    def bind(self, value, prefix: str = "_g") -> str:
        return self.fn.bind(value, prefix)

    def no_log(self) -> str:
        """"st.log is None and " where the code may run with a log."""
        return f"{self.fn.state('log')} is None and " if self.logging else ""

    def log_test(self, test: str) -> str:
        """`test` with "and st.log is None" where the code may run with a log."""
        return f"{test} and {self.fn.state('log')} is None" if self.logging else test

    # ---- blocks ---------------------------------------------------------------------------
    def block(self, stmts: tuple, depth: int, counted: bool = False) -> None:
        """The statements of a block. With counters, a statement that begins a straight run of them
        (`Counters.straight`) says that it ran, for the run; `counted`: the first statement's run is
        told otherwise (the runs of the body it begins, a test before the loop whose body it is)."""
        start = len(self.fn.lines)
        counters = self.gen.counters
        leader = None  # the statement counted for the straight run of statements it begins
        for s in stmts:
            if counters is not None:
                if leader is None:
                    leader = counters.number(s)
                    if not counted or s is not stmts[0]:
                        self.add_counting(depth, f"{self.bind(counters.ran, '_ran')}[{leader}] = 1", s.span)
                else:
                    counters.follows(counters.number(s), leader)
                if not counters.straight(s):
                    leader = None
                # a move, a shuffle or an assignment marks the players whose keys read what it changes
                self.marking = counters.dirties(s)  # only a move, a shuffle or an assignment
            _WRITERS[type(s)](self, s, depth)
            self.marking = False
            for table in self.gen.memos.clearing(s):
                # the defines' values it may have changed are worked out again (`memo.py`)
                table = table_read(self.fn, table, len(self.gen.memos.tables))
                self.add_counting(depth, f"if {table}: {table}.clear()", s.span)
        if len(self.fn.lines) == start:
            self.add(depth, "pass", None)

    def slot(self, slot: int) -> str:
        """The place of a frame slot to write."""
        return f"{self.scope.locals}[{slot}]"

    # ---- simple statements ------------------------------------------------------------------
    def let(self, s: ir.Let, depth: int) -> None:
        self.add(depth, f"{self.slot(s.slot)} = {self.exprs().stored(s.value, None, self.first(s.value, depth, s.span))}",
                 s.span)

    def assign(self, s: ir.Assign, depth: int) -> None:
        place, span = s.place, s.span
        op = {"+=": "+", "-=": "-"}.get(s.op)
        # a card variable of a card in a local: the keys that read the zone it lies in, marked once it is set
        by_card = self.marking and isinstance(place, ir.CardVarPlace) and isinstance(place.card, ir.Local) \
            and self.gen.counters.cards_by_zone
        if self.marking and not by_card:
            self.mark_place(place, depth, span)
        if isinstance(place, ir.ItemPlace):
            self.assign_item(s, place, op, depth)
            return
        target = self.target(place)
        typ = self.place_type(place)
        if op is None and _joins(s.value) and not is_player(typ):
            # a list joined to another and stored: measured once stored, without a call
            g = self.exprs()
            g.measured = id(s.value)
            self.store(place, target, worked_out(g, s.value, depth, span, self.owner), depth, span)
            self.add(depth, f"if len({target}) > {MAX_ITEMS}: {self.bind(too_long, '_too_long')}({target})", span)
        elif op is None:
            self.store(place, target, self.exprs().stored(s.value, typ, self.first(s.value, depth, span)), depth, span)
        elif op == "+" and typ is not None and typ.is_list:
            self.store(place, target, f"{self.bind(joined, '_joined')}({target}, {self.code(s.value)})", depth, span)
        elif is_player(typ):
            checked = f"{self.bind(player_checked, '_player')}({target} {op} {self.code(s.value)}, {self.gen.players})"
            self.store(place, target, checked, depth, span)
        else:
            self.store(place, target, self.added(target, op, s.value, typ), depth, span)
        if by_card:
            self.mark(depth, span, f"{self.fn.state('loc')}[{self.code(place.card)}]")

    def added(self, target: str, op: str, value: ir.Expr, typ) -> str:
        """`target op value` of `+=` and `-=`, where `target` holds a value of type `typ`: a number is kept
        within the limit of numbers (see `ExprGen.within_limit`), a text within that of texts."""
        g = self.exprs()
        if typ == INT:
            return g.within_limit(f"{target} {op} {g.term(value)}")
        if op == "+" and typ == TEXT:
            return f"{self.bind(text_checked, '_text')}({target} + {g.code(value)})"
        if op == "+" and (typ is None or typ == ANY):
            return f"{self.bind(added, '_added')}({target}, {g.code(value)})"
        return f"{target} {op} {g.code(value)}"

    def mark_place(self, place, depth: int, span) -> None:
        """Marks the players whose keys read the variable an assignment sets (an item of a list or
        of a mapping: the variable that holds it; a card variable: everyone, but see `assign`)."""
        while isinstance(place, ir.ItemPlace) and place.outer is not None:
            place = place.outer
        if isinstance(place, ir.VarPlace):
            base = self.gen.var(place.var).base
            self.mark(depth, span, str(base) if place.owner is None else
                      f"{base} + {self.exprs().player(place.owner)}", table="var_masks")
        else:
            self.mark_everyone(depth, span)

    def place_type(self, place):
        """The type of what an assignable place holds (None where unknown)."""
        if isinstance(place, ir.LocalPlace):
            return place.type
        if isinstance(place, ir.VarPlace):
            return self.gen.program.var(place.var).type
        if isinstance(place, ir.CardVarPlace):
            return self.gen.program.card_vars[self.gen.program.card_var_index[place.field]].type
        return None

    def target(self, place) -> str:
        """The source of an assignable place (a local, a variable, a card variable)."""
        if isinstance(place, ir.LocalPlace):
            return self.slot(place.slot)
        cvars = self.fn.state("cvars")
        if isinstance(place, ir.VarPlace):
            var = self.gen.var(place.var)
            vars_ = self.fn.state("vars")
            return f"{vars_}[{var.base}]" if place.owner is None else \
                f"{vars_}[{var.base} + {self.exprs().player(place.owner)}]"
        index = self.gen.program.card_var_index[place.field] * len(self.gen.layout.card_names)
        card = self.code(place.card)
        return f"{cvars}[{index} + {card}]" if index else f"{cvars}[{card}]"

    def store(self, place, target: str, value: str, depth: int, span) -> None:
        self.add(depth, f"{target} = {value}", span)
        if isinstance(place, ir.LocalPlace) and place.event is not None:
            # a trigger's event value: the open event's changes too
            ev = self.gen.program.event_index[place.event]
            self.add(depth, f"{self.bind(set_event_value, '_set_event_value')}(st, {ev}, {place.index}, {target})",
                     span)

    def assign_item(self, s: ir.Assign, place: ir.ItemPlace, op: str | None, depth: int) -> None:
        """An item of a list (a new list is stored where the old one was: lists are values, and the old
        one may be shared) or a value of a variable held per enum value (set in place)."""
        span = s.span
        container, key = self.code(place.container), self.code(place.key)
        value = self.code(s.value) if op is None else self.added(f"{container}[{key}]", op, s.value, s.value.type)
        if place.outer is None:
            self.add(depth, f"{container}[{key}] = {value}", span)
            return
        items = self.fn.temp()
        self.add(depth, f"{items} = list({container})", span)
        self.add(depth, f"{items}[{key}] = {value}", span)
        self.store(place.outer, self.target(place.outer), items, depth, span)

    def move(self, s: ir.Move, depth: int) -> None:
        span = s.span
        fn = self.fn
        zones, loc = fn.state("zones"), fn.state("loc")
        c, z = fn.temp(), fn.temp()
        mover = self.bind(move_cards, "_move_cards")
        # the statement marks the keys that read the zone it names (`Counters.dirties`); the cards
        # may also leave a zone the keys read that it does not name (a card held in a local lies
        # wherever it lies, a zone worked out may be any zone): the zones they leave are marked
        counters = self.gen.counters
        leaving = counters is not None and bool(counters.watch_zones) and not self.marking
        whole = zone_of(s.cards, "cards") if not s.bottom else None
        if whole is not None:
            # `move cards(Z) to D` without a log: Z's cards keep their order, as one by one
            x, y = fn.temp(), fn.temp()
            self.add(depth, f"{c} = {self.first(whole, depth, span)}", span)
            self.add(depth, f"{z} = {self.first(s.to, depth, span)}", span)
            self.mark(depth, span, c, z)
            if leaving and not isinstance(whole, ir.ZoneRef):
                self.mark(depth, span, c, always=True)
            self.add(depth, f"if {self.no_log()}{c} != {z}:", span)
            self.add(depth + 1, f"{x} = {zones}[{c}]; {zones}[{z}] += {x}", span)
            self.add(depth + 1, f"for {y} in {x}: {loc}[{y}] = {z}", span)
            self.add(depth + 1, f"{x}.clear()", span)
            self.add(depth, "else:", span)
            self.add(depth + 1, f"{mover}(st, {zones}[{c}][:], {z}, False)", span)
            left(self, depth, span, s, c)
            return
        top = zone_of(s.cards, "top") if not s.bottom else None
        if top is not None:
            # `move top(Z) to D` without a log: the card is the last of Z's list
            pile = fn.temp()
            named = isinstance(top, ir.ZoneRef)
            emptied = self.gen.memos.leaving(s) is not None  # tables of the zone it leaves (`memo.left`)
            if self.marking or leaving and not named or emptied:
                source = fn.temp()
                self.add(depth, f"{source} = {self.first(top, depth, span)}", span)
                self.add(depth, f"{pile} = {zones}[{source}]", span)
                self.add(depth, f"{z} = {self.first(s.to, depth, span)}", span)
                self.mark(depth, span, source, z)
                if leaving and not named:
                    self.mark(depth, span, source, always=True)
            else:
                self.add(depth, f"{pile} = {zones}[{self.first(top, depth, span)}]", span)
                self.add(depth, f"{z} = {self.first(s.to, depth, span)}", span)
            self.add(depth, f"if {self.no_log()}{pile}:", span)
            self.add(depth + 1, f"{c} = {pile}.pop(); {zones}[{z}].append({c}); {loc}[{c}] = {z}", span)
            if self.logging:
                self.add(depth, f"elif {pile}:", span)
                self.add(depth + 1, f"{mover}(st, {pile}[-1], {z}, False)", span)
            if emptied:
                left(self, depth, span, s, source)
            return
        self.add(depth, f"{c} = {self.first(s.cards, depth, span)}", span)
        self.add(depth, f"{z} = {self.first(s.to, depth, span)}", span)
        self.mark(depth, span, z)
        put = f"{zones}[{z}].insert(0, {c})" if s.bottom else f"{zones}[{z}].append({c})"
        # the branches for what the value's type allows; the last one moves anything
        first = "if"
        ctype = s.cards.type
        if not ctype.is_list:
            self.add(depth, f"if {self.log_test(f'type({c}) is int')}:", span)
            source = self.take(depth + 1, c, span, leaving, self.gen.memos.leaving(s) is not None)
            self.add(depth + 1, f"{put}; {loc}[{c}] = {z}", span)
            left(self, depth + 1, span, s, source)
            first = "elif"
        if not s.bottom and ctype.kind != "card":  # a list of cards, one by one as `move_cards` moves them
            x = fn.temp()
            self.add(depth, f"{first} {self.log_test(f'type({c}) is list')}:", span)
            self.add(depth + 1, f"for {x} in {c}:", span)
            self.take(depth + 2, x, span, leaving)
            self.add(depth + 2, f"{zones}[{z}].append({x}); {loc}[{x}] = {z}", span)
            left(self, depth + 1, span, s, None)
            first = "elif"
        self.add(depth, f"{first} {c} is not None:", span)
        self.mark_everyone(depth + 1, span, always=leaving)
        self.add(depth + 1, f"{mover}(st, {c}, {z}, {s.bottom!r})", span)
        left(self, depth + 1, span, s, None)

    def take(self, depth: int, card: str, span, leaving: bool = False, source: bool = False) -> str | None:
        """Takes `card` out of the zone it lies in (`leaving`: marking the keys that read that zone,
        see `move`); with `source`, returns the name that holds that zone's instance. Cards are
        mostly taken from the top, the end of the zone's list, which `list.remove` would reach last."""
        z, where = self.fn.temp(), f"{self.fn.state('loc')}[{card}]"
        self.mark(depth, span, where, always=leaving)
        if source:
            source = self.fn.temp()
            where = f"({source} := {where})"
        self.add(depth, f"{z} = {self.fn.state('zones')}[{where}]", span)
        self.add(depth, f"if {z}[-1] == {card}: {z}.pop()", span)
        self.add(depth, f"else: {z}.remove({card})", span)
        return source or None

    def shuffle(self, s: ir.Shuffle, depth: int) -> None:
        zone = self.code(s.zone)
        if self.marking:
            zone, instance = self.fn.temp(), zone
            self.add(depth, f"{zone} = {instance}", s.span)
            self.mark(depth, s.span, zone)
        self.add(depth, f"{self.bind(shuffle_zone, '_shuffle_zone')}(st, {zone})", s.span)

    def log(self, s: ir.Log, depth: int) -> None:
        if not self.logging:
            return
        who = f"{self.bind(audience, '_audience')}(st)" if s.to is None else f"(1 << {self.code(s.to)})"
        parts = ", ".join(repr(p) if isinstance(p, str) else self.log_value(p) for p in s.parts)
        log = self.fn.state("log")
        self.add(depth, f"if {log} is not None: {log}.append({self.bind(Text, '_Text')}({who}, [{parts}]))", s.span)

    def log_value(self, e: ir.Expr) -> str:
        """A value in a log line: cards and players are kept as references, rendered per viewer; a
        value that reads a secret, as its text and who may know it (see `masks.py`)."""
        mask = mask_code(self.code, self.bind, self.gen.program, self.gen.layout, e)
        if mask is not None:
            return f"{self.bind(SecretRef, '_SecretRef')}({self.exprs().as_text(e)}, {mask})"
        kind, code = e.type.kind, self.code(e)
        if kind == "player":
            return f"{self.bind(PlayerRef, '_PlayerRef')}({code})"
        if kind == "card":
            return f"{self.bind(card_ref, '_card_ref')}(st, {code})"
        if kind == "zone":
            return f"{self.bind(ZoneRef, '_ZoneRef')}({code})"
        if e.type.is_list and e.type.item.kind == "card":
            return f"{self.bind(cards_ref, '_cards_ref')}(st, {code})"
        if e.type.is_list and e.type.item.kind == "player":
            return f"{self.bind(players_ref, '_players_ref')}({code})"
        return f"{self.bind(plain_text, '_plain')}({code})"

    def reveal(self, s: ir.Reveal, depth: int) -> None:
        if not self.logging:
            return
        to = "None" if s.to is None else self.code(s.to)
        t = s.cards.type
        if t.kind == "card" or t.is_list and t.item.kind == "card" or t.kind in ("none", "any"):
            self.add(depth, f"if {self.fn.state('log')} is not None: {self.bind(reveal, '_reveal')}(st, "
                            f"{self.code(s.cards)}, {to})", s.span)
        else:  # a value: its text, known from now on
            self.add(depth, f"if {self.fn.state('log')} is not None: {self.bind(tell, '_tell')}(st, "
                            f"{self.exprs().as_text(s.cards)}, {to})", s.span)

    def cancel(self, s: ir.Cancel, depth: int) -> None:
        self.add(depth, f"{self.bind(cancel, '_cancel')}(st)", s.span)

    def end_game(self, s: ir.EndGame, depth: int) -> None:
        end = self.bind(end_game, "_end_game")
        if s.winners is None:
            self.add(depth, f"{end}(st, None, False); return {END}", s.span)
        else:
            self.add(depth, f"{end}(st, {self.code(s.winners)}, True); return {END}", s.span)

    def return_(self, s: ir.Return, depth: int) -> None:
        if s.ends_game:
            self.add(depth, f"{self.bind(end_game, '_end_game')}(st, None, False); return {END}", s.span)
        else:
            self.add(depth, f"return {RETURN}", s.span)

    def exit(self, s: ir.Exit, depth: int) -> None:
        self.add(depth, f"raise {self.bind(ExitTo, '_ExitTo')}({self.gen.proc_number(s.procedure)})", s.span)

    def break_(self, s: ir.Break, depth: int) -> None:
        self.add(depth, "break", s.span)

    # ---- control --------------------------------------------------------------------------
    def if_(self, s: ir.If, depth: int) -> None:
        for i, b in enumerate(s.branches):
            test = self.first(b.test, depth, b.span) if i == 0 else self.code(b.test)
            self.add(depth, f"{'if' if i == 0 else 'elif'} {test}:", b.span)
            self.block(b.body, depth + 1)
        if s.otherwise:
            self.add(depth, "else:", s.span)
            self.block(s.otherwise, depth + 1)

    def snapshot(self, source: ir.Expr, depth: int | None = None, span=None) -> str:
        """What a loop or choice runs over, as it is when it begins: a zone's cards copied (a move may
        change the zone meanwhile), a list as it is (no statement changes a list in place)."""
        code = self.first(source, depth, span) if depth is not None else self.code(source)
        typ = source.type
        if isinstance(source, ir.ListOf):
            return code  # a new list each time
        if typ.kind == "zone":
            return f"{self.fn.state('zones')}[{code}][:]"
        if typ.is_list:
            return f"({code} or [])"
        return f"{self.bind(as_list, '_as_list')}(st, {code})"

    def for_(self, s: ir.For, depth: int) -> None:
        x = self.fn.temp()
        source = self.snapshot(s.source, depth, s.source_span)
        body = ir.union(s.where.facts if s.where is not None else None, *(b.facts for b in s.body))
        if spends(s.source, body, self.gen):
            source = spend(self.fn, source, depth, lambda d, text: self.add(d, text, s.source_span))
        counters = self.gen.counters
        # with counters, the body's first statement runs once the loop has an item: told before it
        before = counters is not None and s.where is None and bool(s.body)
        if before:
            if not source.isidentifier():
                items = self.fn.temp()
                self.add_counting(depth, f"{items} = {source}", s.source_span)
                source = items
            ran = self.bind(counters.ran, "_ran")
            self.add_counting(depth, f"if {source}: {ran}[{counters.number(s.body[0])}] = 1", s.body[0].span)
        self.add(depth, f"for {x} in {source}:", s.source_span)
        self.add(depth + 1, f"{self.slot(s.slot)} = {x}", s.source_span)
        # the loop's own name for its item, where the body never changes the variable
        item_scope = _with_named(self.scope, s.slot, x)
        if s.where is not None:
            self.add(depth + 1, f"if not ({self.exprs(item_scope).code(s.where)}): continue", s.source_span)
        inner = self if s.slot in _writes(s.body) else self.with_scope(item_scope)
        inner.block(s.body, depth + 1, counted=before)

    def with_scope(self, scope: Scope) -> "StmtGen":
        return StmtGen(self.gen, self.fn, scope, self.kind, self.owner, self.playout, self.yielding)

    def count_round(self, depth: int, span) -> None:
        """A round of a `while` or `repeat`, spent from the budget of rounds (see `loops.spend`)."""
        self.add(depth, "st.budget -= 1", span)
        self.add(depth, f"if st.budget < 0: {self.bind(spent, '_spent')}(st)", span)

    def while_(self, s: ir.While, depth: int) -> None:
        self.add(depth, f"while {self.code(s.test)}:", s.test_span)
        self.count_round(depth + 1, s.test_span)
        always = isinstance(s.test, ir.Literal) and s.test.value is True  # `while true`
        self.block(s.body, depth + 1, counted=always and self.enters(s))

    def repeat(self, s: ir.Repeat, depth: int) -> None:
        self.add(depth, "while True:", s.until_span)
        self.count_round(depth + 1, s.until_span)
        self.block(s.body, depth + 1, counted=self.enters(s))
        self.add(depth + 1, f"if {self.code(s.until)}: break", s.until_span)

    # ---- calls and events -------------------------------------------------------------------
    def call(self, s: ir.CallProc, depth: int) -> None:
        gen = self.gen
        proc = gen.program.procedure(s.procedure)
        nlocals = proc.frame.nlocals
        values = [self.exprs().stored(a, p.type) for a, p in zip(s.args, proc.params)]
        if gen.inlinable(s.procedure, self.playout) and self.inline(proc, values, s.span, depth):
            return
        fn = gen.proc_function(s.procedure, self.playout, self.fn.quiet)
        values += ["None"] * (nlocals - len(values))
        # locals that all start as none: a copy of a list made once
        frame = f"{self.bind([None] * len(values), '_k')}[:]" if len(values) > 4 and set(values) == {"None"} else \
            f"[{', '.join(values)}]"
        fn, nesting = self.callee(fn, ("proc", s.procedure))
        self.add(depth, f"if {fn}(st, {frame}{nesting}) == {END}: return {END}", s.span)

    def callee(self, fn, node: tuple, frames: int = 1) -> tuple[str, str]:
        """The name a generated function is called by (through its slot while it is being written,
        see `Generator.proc_function`), and the argument that follows its locals where it `nests`:
        how deeply it runs, `frames` deeper than this code (see `Function.nesting`)."""
        name = self.bind(fn, "_p") + ("[0]" if type(fn) is list else "")
        if not self.gen.plan.nests(node, self.playout):
            return name, ""
        base = self.fn.nesting
        return name, f", {frames}" if base == "0" else f", {base} + {frames}"

    def inline(self, proc: ir.Procedure, values: list[str], span, depth: int) -> bool:
        """Writes a procedure's code in place of a call of it, its locals in a list of their own (made
        only where its code writes a local); its arguments that it never changes are read from names
        of their own. Returns False, having written nothing, where the code is too long."""
        fn = self.fn
        if proc.name in self.gen.too_long:
            return False
        start, counting = len(fn.lines), fn.counting_lines
        place = f"_i{next(fn.unit.places)}"
        written = _writes(proc.body)
        named = {}
        for k, value in enumerate(values):
            if k not in written:
                named[k] = f"{place}l{k}"
                self.add(depth, f"{named[k]} = {value}", span)
        if written:
            items = [named.get(k, v) for k, v in enumerate(values)] + ["None"] * (proc.frame.nlocals - len(values))
            self.add(depth, f"{place} = [{', '.join(items)}]", span)
        inner = StmtGen(self.gen, fn, Scope(place, named), proc.kind, proc.name, self.playout, self.yielding)
        number = self.gen.proc_number(proc.name)
        inner.count_entry(number, depth, span)
        if proc.kind == "phase" and self.logging:
            inner.phase(proc, depth)
        inner.block(proc.body, depth, counted=inner.opened(number, proc.body))
        if len(fn.lines) - start - (fn.counting_lines - counting) > INLINE_LINES:
            # never tried again: procedures that each call the next twice would be tried 2^depth times
            self.gen.too_long.add(proc.name)
            del fn.lines[start:]
            fn.counting_lines = counting
            return False
        return True

    def phase(self, proc: ir.Procedure, depth: int) -> None:
        label = self.bind(Phase(proc.name.replace("_", " ")), "_k")
        log = self.fn.state("log")
        self.add(depth, f"if {log} is not None: {log}.append({label})", proc.span)

    def emit(self, s: ir.Emit, depth: int) -> None:
        """An event whose triggers never wait: in the order the steps run it, without frames."""
        gen, span = self.gen, s.span
        ev = gen.program.event_index[s.event]
        values, rec = self.fn.temp(), self.fn.temp()
        self.add(depth, f"if len(st.events) >= {EVENT_DEPTH}: {self.bind(check_event_depth, '_check_event_depth')}(st)",
                 span)
        params = gen.program.event(s.event).params
        self.add(depth, f"{values} = [{', '.join(self.exprs().stored(a, p.type) for a, p in zip(s.args, params))}]", span)
        self.add(depth, f"{rec} = [{ev}, {values}, False, len(st.cur), st.thread_player]", span)  # see state.EVENT
        self.add(depth, f"st.events.append({rec})", span)
        self.triggers(s.event, "before", values, depth, span)
        self.add(depth, f"if not {rec}[{CANCELLED}]:", span)
        self.block(s.body, depth + 1)
        self.triggers(s.event, "after", f"{rec}[{VALUES}]", depth + 1, span)
        self.add(depth + 1, "pass", span)
        self.add(depth, "st.events.pop()", span)

    def triggers(self, event: str, timing: str, values: str, depth: int, span) -> None:
        """Calls an event's triggers in order; as the steps do, each one's locals are set before any runs."""
        called = []
        triggers = self.gen.program.triggers_of(event, timing)
        for i, t in enumerate(triggers):
            # the steps push the frames of all an event's triggers at once, the first on top
            fn = self.gen.trigger_function(t.index, self.playout, self.fn.quiet)
            local = self.fn.temp()
            extra = self.bind([None] * max(0, t.frame.nlocals - len(self.gen.program.event(event).params)), "_k")
            self.add(depth, f"{local} = {values} + {extra}", span)
            called.append((self.callee(fn, ("trigger", t.index), len(triggers) - i), local))
        for (fn, nesting), local in called:
            self.add(depth, f"if {fn}(st, {local}{nesting}) == {END}: return {END}", span)

    # ---- decisions (in playouts) ------------------------------------------------------------
    def choose(self, s: ir.Choose, depth: int) -> None:
        write_choose(self, s, depth)

    def simultaneous(self, s: ir.Simultaneous, depth: int) -> None:
        write_simultaneous(self, s, depth)


def _joins(e: ir.Expr) -> bool:
    return isinstance(e, ir.Binary) and e.op == "+" and e.type.is_list


def _writes(body: tuple) -> frozenset:
    return ir.union(*(s.facts for s in body)).writes


def _with_named(scope: Scope, slot: int, name: str) -> Scope:
    return Scope(scope.locals, {**scope.named, slot: name}, scope.items, scope.stable, scope.subst)


_WRITERS = {
    ir.Let: StmtGen.let, ir.Assign: StmtGen.assign, ir.Move: StmtGen.move, ir.Shuffle: StmtGen.shuffle,
    ir.Log: StmtGen.log, ir.Reveal: StmtGen.reveal, ir.Cancel: StmtGen.cancel, ir.EndGame: StmtGen.end_game,
    ir.Return: StmtGen.return_, ir.Exit: StmtGen.exit, ir.Break: StmtGen.break_, ir.If: StmtGen.if_,
    ir.For: StmtGen.for_, ir.While: StmtGen.while_, ir.Repeat: StmtGen.repeat, ir.CallProc: StmtGen.call,
    ir.Emit: StmtGen.emit, ir.Choose: StmtGen.choose, ir.Simultaneous: StmtGen.simultaneous,
}
