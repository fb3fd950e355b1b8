"""Rule coverage counted by the generated code itself (part of code generation).

A model compiled with counters (`generate(..., counting=True)`) counts, as it runs, how often each
procedure, phase and trigger was entered and ran its body (for a trigger with a `when`, how
often the condition held), and which statements ran: a few list writes per statement, in the
same generated code as every game runs, instead of a step-by-step form wrapped step by step.
`rulerun simulate` plays its measured games on such a model (`coverage.py`). Only a statement whose
run nothing else tells writes that it ran: not one that runs whenever the statement before it
does (`straight`: the statement before may not end the game, leave the procedure or a loop, emit
an event, or call a procedure that may), nor the first of a body (the body's runs tell), of a
`repeat` or `while true` (the loop's run tells), or of a `for` without `where` (a test before the
loop writes it, once).

The same code also says which ranking keys may have changed: a statement that moves cards into
or out of a zone the keys read (any zone, where they read one through a variable; a zone held in
a variable or a parameter may be one they read), shuffles one, or sets a variable or card
variable they read, adds the keys that read that zone instance or variable place to the bit mask
`dirty[0]`, from the tables `zone_masks` and `var_masks` (a zone instance or a variable place -> a
mask of keys). A card variable set marks the keys that read the zone the card lies in, where the
keys reach cards only through the zones they read (`cards_by_zone`); else every key. A mask has a
bit for each key of each player: key k of player p is bit `p * width + k` (`width`: the keys of a
player). The tables start with every key in every place; the lead measures narrow them to what
each key of each player reads (`measures.py`) and work out again only the keys in the mask.
"""

from __future__ import annotations

from .. import ir
from .memo import Watch, expression_reads, zone_names


class Counters:
    """The counters of one model: `entries` and `fired` per procedure (the model's numbering),
    `ran` per statement (`number`); `statements` gives each statement's procedure and span. Only
    a trigger with a `when` counts its runs in `fired`: any other procedure runs its body whenever
    it is entered, and its runs are its entries (`fired_counts`), one count fewer at each entry."""

    def __init__(self, program: ir.Program, numbers: dict[str, int], trigger_numbers: dict[int, int], layout):
        size = len(numbers) + len(trigger_numbers)
        self.entries = [0] * size
        self.fired = [0] * size
        self.guarded = [False] * size  # a trigger with a `when`: its runs are counted apart
        for trigger in program.triggers:
            if trigger.when is not None:
                self.guarded[trigger_numbers[trigger.index]] = True
        self.statements: list[tuple[str, object]] = []
        self._numbers: dict[int, int] = {}
        # every statement of every body is numbered, so that one no code reaches still counts as never run
        for proc in program.procedures:
            self._number_body(proc.name, proc.body)
        for trigger in program.triggers:
            self._number_body(trigger.name, trigger.body)
        self.ran = [0] * len(self.statements)
        # what else says that a statement ran, besides its own counter: the statements it runs
        # after whenever they run (`follows`: each form of the code counts a straight run of
        # statements once, and the forms cut runs at different places), and the procedure whose
        # body it begins (`opens`: the body's runs say it ran)
        self.after: dict[int, set[int]] = {}
        self.openers: dict[int, int] = {}
        self._stopping = _stopping(program)
        self.width = max(1, len(program.rank.keys)) if program.rank is not None else 1  # keys of a player
        self.everyone = (1 << layout.players * self.width) - 1  # every key of every player
        self.dirty = [self.everyone]
        self.zone_masks = [self.everyone] * len(layout.zone_instances)
        self.var_masks = [self.everyone] * len(layout.var_defaults)
        self.program = program
        self._watch_ranking(program)

    def _number_body(self, name: str, body: tuple) -> None:
        for s in body:
            self._numbers[id(s)] = len(self.statements)
            self.statements.append((name, s.span))
            if isinstance(s, ir.If):
                for branch in s.branches:
                    self._number_body(name, branch.body)
                self._number_body(name, s.otherwise)
            elif isinstance(s, (ir.For, ir.While, ir.Repeat, ir.Simultaneous, ir.Emit)):
                self._number_body(name, s.body)

    def _watch_ranking(self, program: ir.Program) -> None:
        """What the ranking keys read: zones, variables, card variables (by name), places of cards."""
        watch = Watch()
        seen: set[str] = set()
        keys = list(program.rank.keys) if program.rank is not None else []
        # whether the keys reach cards only through the zones they read: no variable or card
        # variable they read holds cards (the rules have no other source of cards)
        self.cards_by_zone = True
        while keys:
            value = keys.pop()
            reads = expression_reads(value, program)
            watch.add(reads.watch)
            self.cards_by_zone = self.cards_by_zone and not any(
                isinstance(n, (ir.VarValue, ir.CardField, ir.EventValue)) and n.type.holds_cards for n in ir.walk(value))
            for name in reads.calls - seen:
                seen.add(name)
                keys.append(program.define(name).value)
        self.watch_zones = frozenset(watch.zones)
        # a zone the keys reach through a value worked out (a variable holding a zone): any zone
        self.watch_every_zone = watch.every_zone
        self.watch_vars = frozenset(watch.vars)
        # the card variables read by name: only a card variable's read reads them (`CardField`), so
        # setting one that no key reads cannot change a key
        self.watch_cvars = frozenset(watch.cvars)
        self.watch_loc = watch.loc

    def dirties(self, s: ir.Stmt) -> bool:
        """Whether a statement may change what the ranking keys read (see the module docstring)."""
        if isinstance(s, (ir.Move, ir.Shuffle)):
            # a zone held in a variable or a parameter may be any zone the keys read; (the zones
            # its cards may leave without its naming them are marked too: `StmtGen.move`)
            zone = s.to if isinstance(s, ir.Move) else s.zone
            return self.watch_every_zone or isinstance(s, ir.Move) and self.watch_loc \
                or bool(s.facts.zones & self.watch_zones) \
                or bool(self.watch_zones) and zone_names(self.program, zone) is None
        if isinstance(s, ir.Assign):
            place = s.place
            while isinstance(place, ir.ItemPlace):
                if place.outer is None:
                    return True  # an item of a mapping: which variable holds it is not known here
                place = place.outer
            if isinstance(place, ir.VarPlace):
                return place.var in self.watch_vars
            return isinstance(place, ir.CardVarPlace) and place.field in self.watch_cvars
        return False

    def number(self, s: ir.Stmt) -> int:
        return self._numbers[id(s)]

    def follows(self, number: int, leader: int) -> None:
        """Statement `number` runs whenever statement `leader`, which comes before it, does."""
        assert leader < number, "statements are numbered in the order they are written"
        self.after.setdefault(number, set()).add(leader)

    def opens(self, number: int, proc: int) -> None:
        """Statement `number`, the first of procedure (or trigger) `proc`'s body, runs whenever the
        body does: the body's runs (`fired_counts`) say it ran, with no counter of its own."""
        self.openers[number] = proc

    def straight(self, s: ir.Stmt) -> bool:
        """Whether the statement after `s` in a block runs whenever `s` does (or the game stops with
        an error): so the two are counted once (`follows`). A statement that may end the game,
        leave the procedure, a loop or an event, or emit an event (whose triggers may), may not;
        nor may one holding such a statement, or calling a procedure that may (`_stopping`). A
        `break` inside a loop of `s` leaves only that loop."""
        return not _stops((s,), self._stopping, False, True)

    def fired_counts(self) -> list[int]:
        """How often each procedure ran its body: its entries, or for a trigger with a `when` how
        often the condition held."""
        return [f if g else e for e, f, g in zip(self.entries, self.fired, self.guarded)]

    def statements_run(self) -> list[int]:
        """Whether each statement ran (1) or not (0) since the counts were last set to zero."""
        ran, after, openers, bodies = self.ran, self.after, self.openers, self.fired_counts()
        run = [0] * len(ran)
        for k in range(len(ran)):  # (in order: a statement runs after statements numbered before it)
            if ran[k] or (k in openers and bodies[openers[k]]) or any(run[j] for j in after.get(k, ())):
                run[k] = 1
        return run

    def reset(self) -> None:
        for counts in (self.entries, self.fired, self.ran):
            counts[:] = [0] * len(counts)
        self.dirty[0] = self.everyone

    def save(self) -> tuple:
        return self.entries[:], self.fired[:], self.ran[:]

    def restore(self, saved: tuple) -> None:
        """Back to the counts `save` gave: what ran since (an agent's search on copies of the state)
        is not counted."""
        self.entries[:], self.fired[:], self.ran[:] = saved


def _stops(body: tuple, stopping: frozenset, in_loop: bool, returns: bool) -> bool:
    """Whether running `body` may skip what follows it: it may end the game, leave the procedure
    (`returns`: a `return` counts), a loop it is not inside (`in_loop`: it is inside one), or an
    event, emit an event, or call a procedure in `stopping`."""
    for s in body:
        if isinstance(s, (ir.EndGame, ir.Exit, ir.Cancel, ir.Emit)):
            return True
        if isinstance(s, ir.Return) and (returns or s.ends_game):
            return True
        if isinstance(s, ir.Break) and not in_loop:
            return True
        if isinstance(s, ir.CallProc) and s.procedure in stopping:
            return True
        if isinstance(s, ir.If):
            if any(_stops(b.body, stopping, in_loop, returns) for b in s.branches) \
                    or _stops(s.otherwise, stopping, in_loop, returns):
                return True
        elif isinstance(s, (ir.For, ir.While, ir.Repeat)):
            if _stops(s.body, stopping, True, returns):
                return True
        elif isinstance(s, ir.Simultaneous):
            if _stops(s.body, stopping, False, returns):
                return True
    return False


def _stopping(program: ir.Program) -> frozenset:
    """The procedures a call of which may skip what follows the call: those that may end the game,
    leave a procedure that called them (`exit`), or emit an event, themselves or through the
    procedures they call (a `return` leaves only the procedure called)."""
    calls = {p.name: ir.union(*(s.facts for s in p.body)).calls for p in program.procedures}
    stopping = {p.name for p in program.procedures if _stops(p.body, frozenset(), False, False)}
    grown = True
    while grown:
        grown = False
        for name, called in calls.items():
            if name not in stopping and called & stopping:
                stopping.add(name)
                grown = True
    return frozenset(stopping)
