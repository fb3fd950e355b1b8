"""Lint checks, decks: every deck worked out for every supported player count and every value of
the yes/no options it depends on, what that says of the cards (the facts the flow analysis starts
from), and the checks of deck sizes (`empty-deck`, `deck-size`, and `short-deck`: the deal at the
start of the game against them).

Decks are laid out by `layout.py`, values known before a game by `constants.evaluate`: lint has
no evaluator of its own. Integer and text options are tried at their default only; a deck that
depends on one, or that cannot be worked out, is not fully known (`DeckFacts.complete` false) and
the checks that rely on the cards then stay silent.
"""

from __future__ import annotations

import itertools
import re

from rulerun.grammar.errors import Span, did_you_mean

from .. import ir
from ..constants import NotConstant, evaluate
from ..layout import layout
from .facts import nodes_of
from .registry import check
from .values import hashable, plain

MAX_PLAYER_COUNTS = 17  # player counts tried, from the smallest
MAX_BOOL_OPTIONS = 6  # yes/no options whose every combination is tried
DECK_RE = re.compile(r"#\s*lint:\s*deck\s+(\w+)\s+has\s+(\d+)\s+cards?"
                     r"(?:\s+with\s+(\d+)(?:\s*\.\.\s*(\d+))?\s+players?)?(?:\s+if\s+(not\s+)?(\w+))?\s*$")


class DeckFacts:
    """What the decks hold, over every set-up tried."""

    def __init__(self, program: ir.Program, errors=()):
        self.program = program
        # every set-up tried could be worked out, and no int or text option changes it
        self.complete = not any(e.code in ("name", "type") and any(d.span.line <= e.span.line <= d.span.end_line
                                                                    for d in program.decks) for e in errors)
        self.results: dict[tuple, dict[str, int]] = {}  # (players, options) -> zone -> cards
        self.sizes: dict[str, list] = {}  # zone -> [{"players", "options"?, "cards"}], for --json
        self.zone_types: dict[str, set] = {}  # zone -> the card types its deck puts there
        self.types_in_decks: set[str] = set()
        self.field_values: dict[tuple, set] = {}  # (card type, fixed attribute) -> its values
        self.type_names: dict[str, set] = {}  # card type -> the names of its cards
        self.entry_types = {e.card for d in program.decks for e in _cards(d.entries)}
        self.entry_fields = {(e.card, f) for d in program.decks for e in _cards(d.entries) for f, _ in e.fields}
        self.reached: set[int] = set()  # deck entries met (by identity)
        self.included: set[int] = set()  # card entries whose condition held once
        self.looped: set[int] = set()  # loops that ran over something once

    def work_out(self) -> "DeckFacts":
        program = self.program
        if not program.decks or not self.complete:  # an entry with an error makes no card: nothing is known
            return self
        low = program.min_players
        counts = range(low, min(max(low, program.max_players), low + MAX_PLAYER_COUNTS - 1) + 1)
        bools, others = self.deck_options()
        if others:
            self.complete = False  # int and text options: only their defaults are tried
        defaults = {o.name: o.default for o in program.options}
        variants = [()]  # the defaults, then every combination of the yes/no options read
        variants += [tuple(sorted(zip(bools, combo))) for combo in itertools.product((False, True), repeat=len(bools))
                     if bools]
        for n in counts:
            done: dict[tuple, dict | None] = {}  # the defaults are one of the combinations: laid out once
            for variant in variants:
                options = dict(defaults, **dict(variant))
                key = tuple(sorted(options.items(), key=lambda kv: kv[0]))
                if key not in done:
                    done[key] = self.set_up(n, options)
                result = done[key]
                if result is None:
                    self.complete = False
                else:
                    self.results[(n, variant)] = result
        self.sizes_by_count()
        return self

    def deck_options(self) -> tuple[list[str], set[str]]:
        """The yes/no options the decks read (directly or through defines), and the others."""
        program = self.program
        bools: list[str] = []
        others: set[str] = set()
        seen: set[str] = set()
        todo = [n for d in program.decks for n in _nodes(d.entries)]
        while todo:
            n = todo.pop(0)
            if isinstance(n, ir.OptionValue):
                option = program.options[program.option_index[n.option]]
                if option.type.kind == "bool":
                    if n.option not in bools and len(bools) < MAX_BOOL_OPTIONS:
                        bools.append(n.option)
                else:
                    others.add(n.option)
            elif isinstance(n, ir.DefineCall) and n.define not in seen:
                seen.add(n.define)
                todo.extend(nodes_of(program.define(n.define).value))
        return bools, others

    def set_up(self, players: int, options: dict) -> dict | None:
        """Each deck zone's card count for one set-up (None: it cannot be worked out)."""
        program = self.program
        laid_out, errors = layout(program, players, options)
        deck_lines = [(d.span.line, d.span.end_line) for d in program.decks]
        if any(e.code in ("type", "limit") and any(a <= e.span.line <= b for a, b in deck_lines) for e in errors):
            return None
        try:
            for d in program.decks:
                items = {e.binding: None for e in _loops(d.entries)}
                self.follow(d.entries, players, options, items)
        except (NotConstant, TypeError):
            return None
        counts: dict[str, int] = {}
        fixed = {c.name: [f.name for f in c.fields if not f.mutable] for c in program.cards}
        for instance, cards in laid_out.decks:  # a deck per player fills one instance for each player
            zone = laid_out.zone_instances[instance][0]
            counts[zone] = counts.get(zone, 0) + len(cards)
            types = self.zone_types.setdefault(zone, set())
            for card in cards:
                ctype = laid_out.card_types[card]
                types.add(ctype)
                self.types_in_decks.add(ctype)
                for f in fixed[ctype]:
                    value = laid_out.card_fields[f][card] if f in laid_out.card_fields else None
                    self.field_values.setdefault((ctype, f), set()).add(hashable(value))
                self.type_names.setdefault(ctype, set()).add(laid_out.card_names[card])
        return counts

    def follow(self, entries: tuple, players: int, options: dict, items: dict) -> None:
        """Which entries a set-up meets, includes and loops over."""
        for e in entries:
            self.reached.add(id(e))
            if isinstance(e, ir.DeckFor):
                for v in evaluate(e.source, players, options, items, program=self.program):
                    self.looped.add(id(e))
                    self.follow(e.entries, players, options, {**items, e.binding: v})
            elif e.test is None or evaluate(e.test, players, options, items, program=self.program):
                self.included.add(id(e))

    def sizes_by_count(self) -> None:
        for (n, variant), counts in sorted(self.results.items()):
            label = {"players": n}
            if variant:
                label["options"] = dict(variant)
            for zone, count in counts.items():
                self.sizes.setdefault(zone, []).append(dict(label, cards=count))
        for zone, rows in self.sizes.items():  # one line per player count when no option changes anything
            by_count: dict[int, set] = {}
            for r in rows:
                by_count.setdefault(r["players"], set()).add(r["cards"])
            if all(len(v) == 1 for v in by_count.values()):
                self.sizes[zone] = [{"players": n, "cards": next(iter(v))} for n, v in sorted(by_count.items())]

    def never_included(self):
        """Card entries met but never included, and loops met that never ran (when every set-up is known)."""
        if not self.complete or not self.results:
            return
        for d in self.program.decks:
            for e in _entries(d.entries):
                if id(e) in self.reached and isinstance(e, ir.DeckCard) and id(e) not in self.included:
                    yield e
                elif id(e) in self.reached and isinstance(e, ir.DeckFor) and id(e) not in self.looped:
                    yield e


def _entries(entries: tuple):
    for e in entries:
        yield e
        if isinstance(e, ir.DeckFor):
            yield from _entries(e.entries)


def _cards(entries: tuple):
    return (e for e in _entries(entries) if isinstance(e, ir.DeckCard))


def _loops(entries: tuple):
    return (e for e in _entries(entries) if isinstance(e, ir.DeckFor))


def _nodes(entries: tuple):
    for e in _entries(entries):
        parts = (e.source,) if isinstance(e, ir.DeckFor) else (e.test, *e.names, *(v for _, v in e.fields))
        for part in parts:
            if isinstance(part, ir.Expr):
                yield from nodes_of(part)


# ---- checks ---------------------------------------------------------------------------------------
@check("empty-deck", "warning", "a deck with no cards for some player count or option",
       example="""\
players 2..4
card c { value: int }
zone deck visible to nobody
deck deck {
  4 c "c" (value: 1) if player_count >= 3
}
play { log "{sum(x.value for x in deck)}" }
""")
def empty_deck(lint):
    decks = lint.decks
    if not decks.results:
        return
    for d in lint.program.decks:
        for row in decks.sizes.get(d.zone, []):
            if row["cards"] == 0:
                when = f"with {row['players']} players" + "".join(
                    f", {k}={plain(v).replace('yes', 'true').replace('no', 'false')}"
                    for k, v in row.get("options", {}).items())
                yield lint.finding("empty-deck", d.span, f"deck '{d.zone}' has no cards {when}; check the conditions "
                                   "of its entries, or the player counts the rulebook allows")
                break


@check("deck-size", "error", "a deck's size differs from the size the rulebook declares",
       example="""\
players 2..4
card c { value: int }
zone deck visible to nobody
deck deck {
  10 c "c" (value: 1)
  1 c "joker" (value: 0) if player_count >= 3
}
# lint: deck deck has 11 cards
play { log "{sum(x.value for x in deck)}" }
""")
def deck_size(lint):
    """`# lint: deck ZONE has N cards [with A..B players] [if [not] OPTION]` comments."""
    program, decks = lint.program, lint.decks
    if lint.text is None or not decks.results:
        return
    options = {o.name: o for o in program.options}
    zones = [d.zone for d in program.decks]
    low, high = program.min_players, max(program.min_players, program.max_players)
    for i, line in enumerate(lint.text.splitlines(), start=1):
        m = DECK_RE.search(line)
        if not m:
            if re.search(r"#\s*lint:\s*deck\b", line):
                col = line.index("#") + 1
                yield lint.finding("deck-size", Span(lint.file, i, col, i, len(line) + 1), "cannot read this deck "
                                   "size; write '# lint: deck ZONE has N cards [with A..B players] [if [not] OPTION]'")
            continue
        where = Span(lint.file, i, m.start() + 1, i, len(line.rstrip()) + 1)
        zone, want = m.group(1), int(m.group(2))
        first = int(m.group(3)) if m.group(3) else low
        last = int(m.group(4)) if m.group(4) else (first if m.group(3) else high)
        negate, option = bool(m.group(5)), m.group(6)
        if zone not in zones:
            yield lint.finding("deck-size", where, f"no deck fills zone '{zone}'" + did_you_mean(zone, zones))
            continue
        if option is not None and option not in options:
            yield lint.finding("deck-size", where, f"unknown option '{option}'" + did_you_mean(option, options))
            continue
        for (n, variant), counts in sorted(decks.results.items()):
            if not first <= n <= last:
                continue
            if option is not None and bool(dict(variant).get(option, options[option].default)) == negate:
                continue
            size = counts.get(zone, 0)
            if size != want:
                opts = "".join(f", {k}={'true' if v else 'false'}" for k, v in variant)
                yield lint.finding("deck-size", where, f"deck '{zone}' has {size} cards with {n} players{opts}, "
                                   f"not the {want} declared here; fix the deck or the comment")
                break


@check("short-deck", "error", "a deal that takes more cards than a deck holds, for some player count",
       example="""\
players 2..6
card c { value: int }
zone deck visible to nobody
zone hand per player visible to owner
deck deck { 30 c "c" (value: 1) }
play {
  shuffle deck
  for p in players() {
    move top(deck, 6) to hand of p
  }
  log "{sum(x.value for x in hand of 0)}" to 0
}
""")
def short_deck(lint):
    """The deal at the start of the game (what the play block does before its first decision, through
    the procedures it calls, the loops over players and numbers it runs) worked out for every player
    count and option tried: a move that takes more cards than are left deals fewer than the rules say."""
    decks = lint.decks
    if not decks.results or not decks.complete:
        return
    short: dict[int, tuple] = {}  # id(move) -> (move, [(players, left, wanted)])
    program = lint.program
    play = program.procedures[program.play]
    defaults = {o.name: o.default for o in program.options}
    bools = [o.name for o in program.options if o.type.kind == "bool"][:MAX_BOOL_OPTIONS]
    read: set[str] | None = None  # the options the deal reads (as far as it is followed)
    for (n, variant), counts in sorted(decks.results.items()):
        fixed = dict(variant)
        if not fixed and any(k == n and v for k, v in decks.results):
            continue  # the defaults are one of the combinations the decks were worked out for
        if read is None:
            watching = _Reading({**defaults, **fixed})
            _Deal(program, n, watching, dict(counts)).block(play.body, 0)
            read = watching.read
        free = [b for b in bools if b not in fixed and b in read]  # options the deal reads and the decks do not
        for combo in itertools.product((False, True), repeat=len(free)):
            options = {**defaults, **fixed, **dict(zip(free, combo))}
            deal = _Deal(program, n, options, dict(counts))
            deal.block(play.body, 0)
            for move, left, wanted in deal.short:
                entry = short.setdefault(id(move), (move, []))
                if all(k[0] != n for k in entry[1]):
                    changed = [k for k in sorted(options) if options[k] != defaults[k]]
                    entry[1].append((n, left, wanted, changed))
    low, high = lint.program.min_players, max(lint.program.min_players, lint.program.max_players)
    for move, cases in short.values():
        n, left, wanted, changed = cases[0]
        zone = move.cards.args[0].zone
        counts = sorted({k[0] for k in cases})
        where = f"{counts[0]} players" if len(counts) == 1 else f"{counts[0]} to {counts[-1]} players"
        if all(k[3] for k in cases):  # only with options other than their defaults
            where += " and " + ", ".join(f"{o} {'on' if not defaults[o] else 'off'}" for o in changed)
        yield lint.finding("short-deck", move.span, f"with {where} '{zone}' runs out as the game is dealt: this "
                           f"move wants {wanted} card{'s' if wanted != 1 else ''} when only {left} "
                           f"{'is' if left == 1 else 'are'} left (with {n} players), so it moves fewer than the rules "
                           f"say; deal fewer cards, add cards to the deck, or change 'players {low}..{high}'")


class _Reading(dict):
    """Option values that remember which were read."""

    def __init__(self, values: dict):
        super().__init__(values)
        self.read: set[str] = set()

    def __getitem__(self, key):
        self.read.add(key)
        return super().__getitem__(key)


class _Deal:
    """The start of one game as far as it is known before it is played: how many cards each shared
    deck zone holds as the play block deals them, until the first decision or anything not known."""

    MAX_DEPTH = 8

    def __init__(self, program: ir.Program, players: int, options: dict, counts: dict):
        self.program, self.players, self.options, self.counts = program, players, options, counts
        self.short: list[tuple] = []
        self.told: set[int] = set()

    def value(self, e):
        return evaluate(e, self.players, self.options, program=self.program)

    def block(self, stmts, depth: int) -> bool:
        """Follows statements; False once something cannot be followed (the deal is over, as far as known)."""
        for s in stmts:
            if not self.statement(s, depth):
                return False
        return True

    def statement(self, s, depth: int) -> bool:
        try:
            if isinstance(s, (ir.Shuffle, ir.Log, ir.Let, ir.Assign, ir.Reveal)):
                return True
            if isinstance(s, ir.Move):
                return self.move(s)
            if isinstance(s, ir.For):
                items = self.value(s.source)
                if s.where is not None or not isinstance(items, list) or len(items) > 1000:
                    return False
                return all(self.block(s.body, depth) for _ in items)
            if isinstance(s, ir.If):
                for branch in s.branches:
                    if self.value(branch.test):
                        return self.block(branch.body, depth)
                return self.block(s.otherwise, depth)
            if isinstance(s, ir.CallProc) and depth < self.MAX_DEPTH and s.procedure in self.program.proc_index:
                return self.block(self.program.procedure(s.procedure).body, depth + 1)
        except (NotConstant, TypeError):
            return False
        return False

    def move(self, s) -> bool:
        cards, to = s.cards, s.to
        dest = to.zone if isinstance(to, ir.ZoneRef) and to.owner is None and to.zone in self.counts else None
        if isinstance(cards, ir.Call) and cards.name in ("top", "bottom", "random") and cards.args \
                and isinstance(cards.args[0], ir.ZoneRef) and cards.args[0].owner is None \
                and cards.args[0].zone in self.counts:
            zone = cards.args[0].zone
            wanted = self.value(cards.args[1]) if len(cards.args) == 2 and cards.name != "random" else 1
            if type(wanted) is not int:
                return False
            left = self.counts[zone]
            if wanted > left and id(s) not in self.told:
                self.told.add(id(s))
                self.short.append((s, left, wanted))
            taken = max(0, min(wanted, left))
            self.counts[zone] = left - taken
            if dest is not None:
                self.counts[dest] += taken
            return True
        if dest is not None:
            del self.counts[dest]  # what it receives is not known: it is no longer followed
        return True
