"""`explain`: a rulebook read back as structured English (Markdown-like), to proofread it against the
printed rules.

`explain_text(doc, text)` resolves a rulebook document (`resolve.py`) and writes the program's
sections in the order a reader needs them: options, values, card types, decks (with their cards
at each player count, as `layout.py` deals them), zones, variables, the play block, the phases and
procedures in the order the game first reaches them, events and triggers, definitions, and how
the game ends and who wins. Expressions and statements read as `english.py` writes them. A
rulebook the resolver finds errors in is not explained: its errors are raised, all together.
"""

from __future__ import annotations

from typing import Callable

from rulerun.grammar.errors import RulesErrors, Span

from . import ir
from .english import PHRASE, English, positioned, quoted, type_in_words
from .layout import layout
from .resolve import resolve

__all__ = ["explain_text"]

# Decks are counted at each player count only where the most and the fewest players differ by at most this.
MAX_COUNTED_PLAYER_RANGE = 20

VISIBILITY_WORDS = {
    "everyone": "face up: everyone sees its cards",
    "owner": "only its owner sees the cards",
    "nobody": "face down: nobody sees its cards",
    "others": "everyone but its owner sees the cards",
    "top": "only the top card is face up",
}

VALUE_VISIBILITY_WORDS = {
    "everyone": "public",
    "owner": "known only to its player",
    "others": "known to every player but its own",
    "nobody": "known to no player",
}

# What a body runs, as (kind, name): ("call", procedure), ("emit", event) or ("end", "") for `end game`.
Run = tuple[str, str]


def explain_text(doc: dict, text: str | None = None, source: bool = False,
                 highlight: Callable[[str], str] | None = None) -> str:
    """A rulebook document that passed the schema, read back as structured English (what `rulerun
    explain` prints). `source`: show the source of the play block and of each procedure and trigger
    under it, passed through `highlight` (e.g. to colour it for a terminal). Raises `RulesErrors`
    if the resolver finds errors."""
    resolved = resolve(doc, text)
    if resolved.errors:
        raise RulesErrors(list(resolved.errors))
    return Explanation(resolved.program, text, highlight).render(source)


class Explanation:
    """The sections of a resolved program in English."""

    def __init__(self, program: ir.Program, text: str | None, highlight: Callable[[str], str] | None = None):
        self.program = program
        self.text = text
        self.highlight = highlight
        self.english = English(program, text)
        self.play = program.procedures[program.play]
        self.procedures = {p.name: p for p in program.procedures if p.kind != "play"}

    def render(self, source: bool = False) -> str:
        """The whole text; `source`: with the source of the play block, procedures and triggers."""
        callers = self.callers()
        sections = (self.heading(), self.options_section(), self.values_section(), self.card_types_section(),
                    self.decks_section(), self.zones_section(), self.variables_section(), self.play_section(source),
                    self.procedures_section(callers, source), self.events_section(callers, source),
                    self.definitions_section(), self.ending_section(callers))
        return "\n".join(line for section in sections for line in section).rstrip("\n") + "\n"

    # ---- declarations --------------------------------------------------------------------------------
    def heading(self) -> list[str]:
        program = self.program
        low, high = program.min_players, program.max_players
        lines = [f"# {program.game or '(a game with no name)'}", "",
                 f"For {low} players." if low == high else f"For {low} to {high} players."]
        if program.source != "<rules>":  # what the resolver calls a document read from no file
            lines.append(f"Rules: {program.source}")
        return lines + [""]

    def options_section(self) -> list[str]:
        if not self.program.options:
            return []
        lines = ["## Options", ""]
        for o in self.program.options:
            help_text = f": {o.help}" if o.help else ""
            lines.append(f"- {o.name} ({type_in_words(o.type)}, default {value_as_source(o.default)}){help_text}. "
                         f"Set with `--option {o.name}=VALUE`.")
        return lines + [""]

    def values_section(self) -> list[str]:
        if not self.program.enums:
            return []
        return ["## Values", "", *(f"- {e.name}: {', '.join(e.values)}." for e in self.program.enums), ""]

    def card_types_section(self) -> list[str]:
        if not self.program.cards:
            return []
        return ["## Card types", "", *(f"- {c.name}: {self.card_type_words(c)}." for c in self.program.cards), ""]

    def card_type_words(self, card: ir.CardType) -> str:
        own = [f for f in card.fields if "." not in f.name]  # a side's fields are named `side.field`
        fixed = [f for f in own if not f.mutable]
        changing = [f for f in own if f.mutable]
        parts = []
        if fixed:
            parts.append("fixed fields " + ", ".join(self.field_words(f) for f in fixed))
        if changing:
            parts.append("card variables " + ", ".join(self.field_words(f) for f in changing)
                         + " (changed by the rules, reset when a game starts)")
        for side in card.sides:
            fields = [f for f in card.fields if f.name.startswith(side + ".")]
            parts.append(f"side {side} with " + (", ".join(self.field_words(f) for f in fields) or "no fields"))
        if card.sides:
            parts.insert(0, f"{len(card.sides)}-sided")
        return "; ".join(parts) or "no fields"

    def field_words(self, f: ir.Field) -> str:
        # a card variable starts at the default of its first declaration, in every card type
        default = self.program.card_vars[self.program.card_var_index[f.name]].default if f.mutable else f.default
        default_words = f", default {self.english.expression_in_english(default)}" if default is not None else ""
        return f"{f.name.split('.')[-1]} ({type_in_words(f.type)}{default_words})"

    def zones_section(self) -> list[str]:
        if not self.program.zones:
            return []
        lines = ["## Zones", ""]
        decked = {d.zone for d in self.program.decks}
        for z in self.program.zones:
            if z.count is not None:
                kind = "zones for each player" if z.per_player else "shared zones"
                if isinstance(z.count, ir.Literal):
                    where = f"a family of {z.count.value} {kind}, {z.name} 1 to {z.name} {z.count.value}"
                elif isinstance(z.count, ir.EnumValues):
                    where = f"a family of {kind}, one for each {z.count.enum}: {z.name} {z.count.values[0]} and so on"
                else:
                    count = self.english.expression_in_english(z.count)
                    where = f"a family of {kind}, {z.name} 1, {z.name} 2 and so on, as many as {count}"
            else:
                where = "one per player" if z.per_player else "shared"
            parts = [where, VISIBILITY_WORDS[z.visible_to]]
            if z.showing:
                parts.append(f"its cards show their {z.showing} side")
            if z.holds:
                parts.append(f"holds {z.holds} cards")
            if z.name in decked:
                parts.append("filled by its deck when a game starts")
            lines.append(f"- {z.name}: " + "; ".join(parts) + ".")
        return lines + ["A player who may not see a zone's cards still sees how many cards it holds.", ""]

    def variables_section(self) -> list[str]:
        if not self.program.vars:
            return []
        lines = ["## Variables", ""]
        for v in self.program.vars:
            words = type_in_words(v.type) + (" per player" if v.per_player else "") + (
                f" and per {v.by}" if v.by else "")
            start = (f", starting at {self.english.expression_in_english(v.default)}" if v.default is not None
                     else ", none at the start")
            lines.append(f"- {v.name}: {words}{start}; {VALUE_VISIBILITY_WORDS[v.visible_to]}.")
        return lines + [""]

    # ---- decks -----------------------------------------------------------------------------------------
    def decks_section(self) -> list[str]:
        if not self.program.decks:
            return []
        lines = ["## Deck composition", ""]
        counts = self.deck_counts()
        for deck in self.program.decks:
            head = f"- Deck {deck.zone}" + (", one for each player" if deck.per_player else "")
            by_player_count = counts.get(deck.zone) if counts else None
            if by_player_count:
                ranges = same_value_ranges(by_player_count)
                if len(ranges) == 1:
                    head += f": {cards_in_words(ranges[0][2])}"
                else:
                    head += ": " + "; ".join(
                        f"{cards_in_words(v)} with {low} players" if low == high
                        else f"{cards_in_words(v)} with {low}-{high} players" for low, high, v in ranges)
                if self.set_up_reads(deck_expressions(deck.entries))[0]:
                    head += " (with the default options)"
            lines.append(head + ". The cards, bottom to top:")
            lines.extend(self.deck_entry_lines(deck.entries, 1))
        return lines + [""]

    def deck_entry_lines(self, entries: tuple, depth: int) -> list[str]:
        lines = []
        pad = "  " * depth
        for e in entries:
            if isinstance(e, ir.DeckFor):
                if isinstance(e.source, ir.EnumValues):
                    over = f"{e.source.enum} ({', '.join(e.source.values)})"
                else:
                    over = self.english.english_in_brackets(e.source, PHRASE)
                lines.append(f"{pad}- For each {e.name} in {over}:")
                lines.extend(self.deck_entry_lines(e.entries, depth + 1))
                continue
            names = " / ".join(quoted(n) if isinstance(n, str) else self.english.expression_as_source(n)
                               for n in e.names)
            fields = ", ".join(f"{name} {self.english.expression_in_english(value)}" for name, value in e.fields)
            condition = f", only if {self.english.expression_in_english(e.test)}" if e.test is not None else ""
            lines.append(f"{pad}- {e.count} × {e.card} {names}" + (f" ({fields})" if fields else "") + condition)
        return lines

    def set_up_reads(self, exprs) -> tuple[set[str], bool]:
        """The options some expressions read, and whether they read the player count, through the
        defines they use."""
        options: set[str] = set()
        player_count = False
        todo, seen = list(exprs), set()
        while todo:
            for node in ir.walk(todo.pop()):
                if isinstance(node, ir.OptionValue):
                    options.add(node.option)
                elif isinstance(node, ir.PlayerCount):
                    player_count = True
                elif isinstance(node, ir.DefineCall) and node.define not in seen:
                    seen.add(node.define)
                    todo.append(self.program.define(node.define).value)
        return options, player_count

    def deck_counts(self) -> dict[str, dict[int, tuple]] | None:
        """{deck zone: {player count: ((card type, cards), ...)}} with the default options; None if the
        decks cannot be dealt (the layout reports errors) or the player counts are too many to count."""
        program = self.program
        low, high = program.min_players, program.max_players
        if high - low > MAX_COUNTED_PLAYER_RANGE:
            return None
        varies = self.set_up_reads(e for d in program.decks for e in deck_expressions(d.entries))[1]
        counts: dict[str, dict[int, tuple]] = {}
        for n in range(low, high + 1) if varies else [low]:
            laid_out, errors = layout(program, n, None)
            if errors:
                return None
            for instance, cards in laid_out.decks:
                by_type: dict[str, int] = {}
                for c in cards:
                    by_type[laid_out.card_types[c]] = by_type.get(laid_out.card_types[c], 0) + 1
                counts.setdefault(laid_out.zone_instances[instance][0], {})[n] = tuple(by_type.items())
        if not varies:
            counts = {zone: {n: by_count[low] for n in range(low, high + 1)} for zone, by_count in counts.items()}
        return counts

    # ---- play, procedures, events ----------------------------------------------------------------------
    def play_section(self, source: bool) -> list[str]:
        lines = ["## Play", "", "When a game starts:"]
        lines += self.english.block_lines(self.play.body, "  ", numbered=True, where="play block")
        lines += ["When these steps are done, the game ends as by `end game`.", ""]
        return lines + self.source_lines(self.play.span, source)

    def procedures_section(self, callers: dict[Run, list[str]], source: bool) -> list[str]:
        if not self.procedures:
            return []
        lines = ["## Phases and procedures", "", "In the order the game first reaches them.", ""]
        for name in self.procedure_order():
            p = self.procedures[name]
            params = ", ".join(f"{q.name} ({type_in_words(q.type)})" for q in p.params)
            kind = "Phase" if p.kind == "phase" else "Procedure"
            lines += [f"### {kind} {p.name}" + (f", given {params}" if params else ""), ""]
            by = callers.get(("call", p.name))
            line = f"Line {p.span.line}. " if positioned(p.span) else ""
            lines.append(line + (f"Run from: {', '.join(by)}." if by else "Never run: nothing calls it."))
            lines += self.english.block_lines(p.body, "  ", numbered=True, where=p.kind)
            lines.append("")
            lines += self.source_lines(p.span, source)
        return lines

    def events_section(self, callers: dict[Run, list[str]], source: bool) -> list[str]:
        program = self.program
        if not (program.events or program.triggers):
            return []
        lines = ["## Events and triggers", ""]
        for event in program.events:
            params = ", ".join(f"{q.name} ({type_in_words(q.type)})" for q in event.params)
            emitted = sorted(callers.get(("emit", event.name), []))
            lines.append(f"- Event {event.name}" + (f", with {params}" if params else "")
                         + (f"; happens in {', '.join(emitted)}." if emitted else "; nothing emits it."))
        lines.append("")
        for t in program.triggers:
            timing = "Before" if t.timing == "before" else "After"
            condition = f", when {self.english.expression_in_english(t.when)}" if t.when is not None else ""
            lines += [f"### {timing} every {t.event}{condition}", ""]
            lines += self.english.block_lines(t.body, "  ", numbered=True, where="trigger")
            lines.append("")
            lines += self.source_lines(t.span, source)
        return lines

    def definitions_section(self) -> list[str]:
        if not self.program.defines:
            return []
        lines = ["## Definitions", "", "Worked out again each time they are used.", ""]
        for d in self.program.defines:
            head = f"{d.name}({', '.join(q.name for q in d.params)})" if d.params else d.name
            lines.append(f"- {head}: {self.english.expression_in_english(d.value)}.")
        return lines + [""]

    def ending_section(self, callers: dict[Run, list[str]]) -> list[str]:
        lines = ["## End and ranking", ""]
        ends = sorted(callers.get(("end", ""), []), key=str.lower)
        if ends:
            lines.append(f"The game ends at once at an `end game` step (in {', '.join(ends)}), or when the play "
                         "block finishes.")
        else:
            lines.append("The game ends when the play block finishes.")
        rank, estimate = self.program.rank, self.program.estimate
        if rank is not None:
            lines.append(f"The players are then ranked, for each player {rank.var}, by " + self.keys_in_english(rank)
                         + " (highest first; each later key breaks ties of the keys before it). Players equal on "
                         "every key share the victory, unless `end game winners` names the winners.")
        else:
            lines.append("There is no rank rule: unless `end game winners` names the winners, nobody wins.")
        if estimate is not None:
            lines += ["", f"Search agents judge an unfinished game, for each player {estimate.var}, by "
                      + self.keys_in_english(estimate) + " (the rulebook's estimate), not by the ranking keys."]
        return lines

    def keys_in_english(self, ranking: ir.Ranking) -> str:
        return "; then by ".join(self.english.expression_in_english(k) for k in ranking.keys)

    def source_lines(self, span: Span, source: bool) -> list[str]:
        """The rules text of a declaration, when asked for and known."""
        if not (source and self.text and positioned(span)):
            return []
        block = "\n".join(self.text.splitlines()[span.line - 1:span.end_line])
        return [f"Source (lines {span.line}-{span.end_line}):", "", "```rules",
                self.highlight(block) if self.highlight else block, "```", ""]

    # ---- what runs what ----------------------------------------------------------------------------------
    def runs_in(self, body: tuple) -> list[Run]:
        """The procedures a body calls, the events it emits and its `end game` steps, in order."""
        found: list[Run] = []
        for statement in body:
            for node in ir.walk(statement):
                if isinstance(node, ir.CallProc) and node.procedure in self.procedures:
                    found.append(("call", node.procedure))
                elif isinstance(node, ir.Emit):
                    found.append(("emit", node.event))
                elif isinstance(node, ir.EndGame):
                    found.append(("end", ""))
        return found

    def procedure_order(self) -> list[str]:
        """The procedures in the order the game first reaches them: from the play block, following
        calls and the triggers of the events emitted, then from each trigger, then those never reached."""
        order: list[str] = []
        triggers_seen: set[int] = set()

        def visit(body: tuple) -> None:
            for kind, name in self.runs_in(body):
                if kind == "call" and name not in order:
                    order.append(name)
                    visit(self.procedures[name].body)
                elif kind == "emit":
                    for t in self.program.triggers:
                        if t.event == name and t.index not in triggers_seen:
                            triggers_seen.add(t.index)
                            visit(t.body)

        visit(self.play.body)
        for t in self.program.triggers:
            visit(t.body)
        for name, p in self.procedures.items():
            if name not in order:
                order.append(name)
                visit(p.body)
        return order

    def callers(self) -> dict[Run, list[str]]:
        """What runs what: ("call", procedure) -> its callers, ("emit", event) -> where it is emitted,
        ("end", "") -> where the game is ended; "play", a procedure's name or "before|after EVENT"."""
        callers: dict[Run, list[str]] = {}
        bodies = [("play", self.play.body), *((p.name, p.body) for p in self.procedures.values()),
                  *((f"{t.timing} {t.event}", t.body) for t in self.program.triggers)]
        for owner, body in bodies:
            for run in self.runs_in(body):
                if owner not in callers.setdefault(run, []):
                    callers[run].append(owner)
        return callers


def value_as_source(value) -> str:
    """An option's value as the rules write it."""
    if isinstance(value, str):
        return quoted(value)
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def deck_expressions(entries: tuple):
    """The expressions of a deck's entries: loop sources, conditions, field values and card names."""
    for e in entries:
        if isinstance(e, ir.DeckFor):
            yield e.source
            yield from deck_expressions(e.entries)
            continue
        if e.test is not None:
            yield e.test
        yield from (value for _, value in e.fields)
        yield from (n for n in e.names if isinstance(n, ir.Expr))


def same_value_ranges(by_player_count: dict[int, tuple]) -> list[tuple[int, int, tuple]]:
    """Consecutive player counts with the same value: [(fewest, most, value)]."""
    out: list[tuple[int, int, tuple]] = []
    for n in sorted(by_player_count):
        if out and out[-1][2] == by_player_count[n] and out[-1][1] == n - 1:
            out[-1] = (out[-1][0], n, by_player_count[n])
        else:
            out.append((n, n, by_player_count[n]))
    return out


def cards_in_words(by_type: tuple) -> str:
    total = sum(n for _, n in by_type)
    words = f"{total} card" + ("" if total == 1 else "s")
    if len(by_type) > 1:
        words += " (" + ", ".join(f"{n} {t}" for t, n in by_type) + ")"
    return words
