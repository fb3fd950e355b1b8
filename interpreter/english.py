"""Expressions and statements of the intermediate form in words, for `explain` (`explain.py`).

`English` writes an expression of a resolved program in English (`the top card of ZONE`, `P's
VAR`) or as rules source (inside texts and logs, which show what the rulebook writes), and a
statement as a sentence, with its nested blocks as lists under it. An expression is bracketed
where the place it stands in binds more tightly than it does (the levels `ATOM` to `PHRASE`). A call
of a built-in function reads as its entry in the table of built-ins says (`Builtin.english`).

Where the intermediate form does not say how a construct was written (`VAR[P]` or `VAR of P`,
a define called with `()` or without, a choice labelled with its own name), the node's span in
the rules text does.
"""

from __future__ import annotations

import re

from rulerun.grammar.errors import Span

from . import ir
from .builtins import BUILTINS
from .types import Type, article

# How loosely an expression binds, from an atom to a whole phrase: an expression put in a place of
# a lower level is bracketed.
ATOM, POSTFIX, MUL, ADD, CMP, NOT, AND, OR, PHRASE = range(9)

COMPARISONS = {"==": "is", "!=": "is not", "<": "is less than", "<=": "is at most", ">": "is more than",
               ">=": "is at least"}
TYPE_WORDS = {"int": "a number", "bool": "yes or no", "text": "a text", "player": "a player", "card": "a card",
              "zone": "a zone"}
# An aggregate written without a name for its items: `count(LIST)`.
WHOLE_LIST_AGGREGATES = {"count": "the number of items in {0}", "sum": "the sum of {0}", "max": "the highest of {0}",
                         "min": "the lowest of {0}", "any": "any of {0}", "all": "all of {0}",
                         "first": "the first of {0}", "filter": "{0}", "sort": "{0} sorted"}


def escaped(text: str) -> str:
    """A text as it stands between the quotes of a rules string."""
    return text.replace("\\", "\\\\").replace('"', '\\"')


def quoted(text: str) -> str:
    """A text as a rules string."""
    return '"' + escaped(text) + '"'


def type_in_words(t: Type) -> str:
    """A declared type in words: 'a number', 'a suit', 'a list of card'."""
    if t.is_list:
        return f"a list of {t.item.enum if t.item.kind == 'enum' else t.item.kind}"
    if t.kind == "enum":
        return article(t.enum)
    return TYPE_WORDS.get(t.kind, article(t.kind))


def positioned(span: Span) -> bool:
    """Whether a span points into the rules text: a node of a document made without positions has an
    empty span at 1:1 (or none)."""
    return span.line > 0 and (span.line, span.column) != (span.end_line, span.end_column)


class English:
    """Writes the expressions and statements of one program, with its rules text where there is one."""

    def __init__(self, program: ir.Program, text: str | None):
        self.program = program
        self.lines = text.splitlines() if text else None

    # ---- how a construct was written ---------------------------------------------------------------
    def written(self, start: tuple[int, int], end: tuple[int, int]) -> str | None:
        """The rules text from one (line, column) to another, if the text is known."""
        if self.lines is None or not 1 <= start[0] <= end[0] <= len(self.lines):
            return None
        if start[0] == end[0]:
            return self.lines[start[0] - 1][start[1] - 1:end[1] - 1]
        return "\n".join([self.lines[start[0] - 1][start[1] - 1:], *self.lines[start[0]:end[0] - 1],
                          self.lines[end[0] - 1][:end[1] - 1]])

    def written_at(self, span: Span) -> str | None:
        if not positioned(span):
            return None
        return self.written((span.line, span.column), (span.end_line, span.end_column))

    def indexed(self, span: Span, owner: ir.Expr) -> bool:
        """Whether a player's value of a variable was written `VAR[OWNER]` rather than `VAR of OWNER`."""
        if not (positioned(span) and positioned(owner.span)):
            return False
        before_owner = self.written((span.line, span.column), (owner.span.line, owner.span.column))
        if before_owner is not None:
            return "[" in before_owner
        # without the text: a `]` closes `VAR[OWNER]` after the owner; `VAR of OWNER` ends with it
        return (owner.span.end_line, owner.span.end_column) < (span.end_line, span.end_column)

    @staticmethod
    def called_with_brackets(call: ir.DefineCall) -> bool:
        """Whether a define was called `name(...)`: always with values, and `name()` for one without
        parameters if its span is wider than its name."""
        span = call.span
        return bool(call.args) or (positioned(span) and (
            span.end_line > span.line or span.end_column - span.column > len(call.define)))

    def labelled(self, choice: ir.Choose) -> bool:
        """Whether a choice has a label of its own (one equal to its name is looked for in the text)."""
        if choice.label != choice.name:
            return True
        written = self.written_at(choice.span)
        return written is not None and re.search(r"\bas\s+" + re.escape(quoted(choice.label)), written) is not None

    # ---- expressions as rules source ------------------------------------------------------------------
    def expression_as_source(self, e: ir.Expr) -> str:
        return self.source_and_level(e)[0]

    def source_in_brackets(self, e: ir.Expr, level: int) -> str:
        """The source of `e`, bracketed if it binds more loosely than `level`."""
        source, own = self.source_and_level(e)
        return f"({source})" if own > level else source

    def source_and_level(self, e: ir.Expr) -> tuple[str, int]:
        bracketed = self.source_in_brackets
        name = plain_name(e)
        if name is not None:
            return name, ATOM
        if isinstance(e, ir.Literal):
            return literal_as_source(e), ATOM
        if isinstance(e, ir.TextOf):
            return self.text_as_source(e.parts), ATOM
        if isinstance(e, ir.PlayerCount):
            return "player_count", ATOM
        if isinstance(e, ir.DefineCall):
            if self.called_with_brackets(e):
                return f"{e.define}({', '.join(self.expression_as_source(a) for a in e.args)})", POSTFIX
            return e.define, ATOM
        if isinstance(e, ir.ZoneRef) and e.index is not None:  # one zone of a family
            if e.owner is not None:
                return f"{e.zone}[{self.expression_as_source(e.index)}] of {bracketed(e.owner, POSTFIX)}", POSTFIX
            return f"{e.zone}[{self.expression_as_source(e.index)}]", POSTFIX
        if isinstance(e, (ir.VarValue, ir.ZoneRef)):  # a player's: plain names are above
            what = e.var if isinstance(e, ir.VarValue) else e.zone
            if isinstance(e, ir.VarValue) and self.indexed(e.span, e.owner):
                return f"{what}[{self.expression_as_source(e.owner)}]", POSTFIX
            return f"{what} of {bracketed(e.owner, POSTFIX)}", POSTFIX
        if isinstance(e, ir.CardField):
            return f"{bracketed(e.card, POSTFIX)}.{e.field}", POSTFIX
        if isinstance(e, ir.EventValue):
            return f"{e.event}.{self.event_value_name(e)}", POSTFIX
        if isinstance(e, ir.Index):
            return f"{bracketed(e.base, POSTFIX)}[{self.expression_as_source(e.index)}]", POSTFIX
        if isinstance(e, ir.Call):
            return f"{e.name}({', '.join(self.expression_as_source(a) for a in e.args)})", POSTFIX
        if isinstance(e, ir.Aggregate):
            return self.aggregate_as_source(e), POSTFIX
        if isinstance(e, (ir.Or, ir.And)):
            level, word = (OR, "or") if isinstance(e, ir.Or) else (AND, "and")
            return f"{bracketed(e.left, level)} {word} {bracketed(e.right, level - 1)}", level
        if isinstance(e, ir.Not):
            return f"not {bracketed(e.value, NOT)}", NOT
        if isinstance(e, ir.Neg):
            return f"-{bracketed(e.value, POSTFIX)}", POSTFIX
        if isinstance(e, ir.Binary):
            level = CMP if e.op in COMPARISONS else MUL if e.op in ("*", "/", "%") else ADD
            right = ADD if level == CMP else level - 1
            return f"{bracketed(e.left, level)} {e.op} {bracketed(e.right, right)}", level
        if isinstance(e, ir.Cond):
            return (f"if {bracketed(e.test, OR)} then {bracketed(e.then, OR)} "
                    f"else {bracketed(e.otherwise, PHRASE)}"), PHRASE
        if isinstance(e, ir.ListOf):
            return "[" + ", ".join(self.expression_as_source(i) for i in e.items) + "]", ATOM
        if isinstance(e, ir.Range):
            return f"range({self.expression_as_source(e.low)}, {self.expression_as_source(e.high)})", POSTFIX
        return self.written_at(e.span) or "(?)", ATOM  # a kind of node not known here: as it is written

    def aggregate_as_source(self, e: ir.Aggregate) -> str:
        source = self.expression_as_source(e.source)
        where = f" where {self.expression_as_source(e.where)}" if e.where is not None else ""
        if e.value is None and e.name == "_" and not where:
            return f"{e.fn}({source})"
        if e.key is not None:
            order = " desc" if e.descending else ""
            return f"{e.fn}({e.name} in {source}{where} by {self.expression_as_source(e.key)}{order})"
        if e.value is None:
            return f"{e.fn}({e.name} in {source}{where})"
        return f"{e.fn}({self.expression_as_source(e.value)} for {e.name} in {source}{where})"

    def text_as_source(self, parts: tuple) -> str:
        """A text of literal parts and values, as a rules string: `"{p} takes {c}"`."""
        return '"' + "".join(escaped(p) if isinstance(p, str) else "{" + self.expression_as_source(p) + "}"
                             for p in parts) + '"'

    def event_value_name(self, e: ir.EventValue) -> str:
        return self.program.event(e.event).params[e.index].name

    # ---- expressions in English ------------------------------------------------------------------------
    def expression_in_english(self, e: ir.Expr) -> str:
        return self.english_and_level(e)[0]

    def english_in_brackets(self, e: ir.Expr, level: int) -> str:
        """`e` in English, bracketed if it binds more loosely than `level`."""
        words, own = self.english_and_level(e)
        return f"({words})" if own > level else words

    def english_and_level(self, e: ir.Expr) -> tuple[str, int]:
        bracketed = self.english_in_brackets
        name = plain_name(e)
        if name is not None:
            return name, ATOM
        if isinstance(e, ir.PlayerCount):
            return "the number of players", POSTFIX
        if isinstance(e, ir.DefineCall):
            if self.called_with_brackets(e):
                return f"{e.define}({', '.join(self.expression_in_english(a) for a in e.args)})", POSTFIX
            return e.define, ATOM
        if isinstance(e, ir.ZoneRef) and e.index is not None:  # one zone of a family
            if e.owner is not None:
                return f"{e.zone}[{self.expression_in_english(e.index)}] of {bracketed(e.owner, POSTFIX)}", POSTFIX
            return f"{e.zone}[{self.expression_in_english(e.index)}]", POSTFIX
        if isinstance(e, (ir.VarValue, ir.ZoneRef)):  # a player's: plain names are above
            what = e.var if isinstance(e, ir.VarValue) else e.zone
            if isinstance(e, ir.VarValue) and self.indexed(e.span, e.owner):
                return f"{what}[{self.expression_in_english(e.owner)}]", POSTFIX
            return self.owned_in_english(what, e.owner), POSTFIX
        if isinstance(e, ir.CardField):
            return f"{bracketed(e.card, POSTFIX)}.{e.field}", POSTFIX
        if isinstance(e, ir.EventValue):
            return f"{e.event}.{self.event_value_name(e)}", POSTFIX
        if isinstance(e, ir.Index):
            return f"{bracketed(e.base, POSTFIX)}[{self.expression_in_english(e.index)}]", POSTFIX
        if isinstance(e, ir.Call):
            return self.call_in_english(e)
        if isinstance(e, ir.Aggregate):
            return self.aggregate_in_english(e), (POSTFIX if e.name == "_" and e.value is None else PHRASE)
        if isinstance(e, (ir.Or, ir.And)):  # in English, `and` inside `or` (and the reverse) is bracketed
            level, word = (OR, "or") if isinstance(e, ir.Or) else (AND, "and")
            left = level if isinstance(e.left, type(e)) else NOT
            return f"{bracketed(e.left, left)} {word} {bracketed(e.right, NOT)}", level
        if isinstance(e, ir.Not):
            return f"not {bracketed(e.value, POSTFIX)}", NOT
        if isinstance(e, ir.Neg):
            return f"-{bracketed(e.value, POSTFIX)}", POSTFIX
        if isinstance(e, ir.Binary):
            if e.op in COMPARISONS:
                return f"{bracketed(e.left, ADD)} {COMPARISONS[e.op]} {bracketed(e.right, ADD)}", CMP
            level = MUL if e.op in ("*", "/", "%") else ADD
            return f"{bracketed(e.left, level)} {e.op} {bracketed(e.right, level - 1)}", level
        if isinstance(e, ir.Cond):
            return (f"if {bracketed(e.test, OR)} then {bracketed(e.then, OR)}, "
                    f"otherwise {bracketed(e.otherwise, PHRASE)}"), PHRASE
        if isinstance(e, ir.ListOf):
            return "[" + ", ".join(self.expression_in_english(i) for i in e.items) + "]", ATOM
        if isinstance(e, ir.Range):
            return f"the numbers {bracketed(e.low, ADD)} to {bracketed(e.high, ADD)}", PHRASE
        return self.source_and_level(e)  # literals and texts read as they are written

    def owned_in_english(self, what: str, owner: ir.Expr) -> str:
        """A player's zone or variable: `P's ZONE`, `every player's ZONE`, `the ZONE of next(P)`."""
        if isinstance(owner, ir.Call) and owner.name == "players" and not owner.args:
            return f"every player's {what}"
        words, level = self.english_and_level(owner)
        if level <= POSTFIX and " " not in words:
            return f"{words}'s {what}"
        return f"the {what} of {self.english_in_brackets(owner, POSTFIX)}"

    def call_in_english(self, call: ir.Call) -> tuple[str, int]:
        """A built-in function's call as its table entry phrases it; one that says yes or no is a clause."""
        values = [self.english_in_brackets(a, POSTFIX) for a in call.args]
        of_zone = not call.args or isinstance(call.args[0], ir.ZoneRef)
        return BUILTINS[call.name].phrase(values, of_zone), (CMP if call.type.kind == "bool" else POSTFIX)

    def aggregate_in_english(self, e: ir.Aggregate) -> str:
        fn, name = e.fn, e.name
        source = self.english_in_brackets(e.source, POSTFIX)
        value = self.english_in_brackets(e.value, ADD) if e.value is not None else None
        if name == "_" and value is None:
            return WHOLE_LIST_AGGREGATES[fn].format(source)
        condition = self.english_in_brackets(e.where, OR) if e.where is not None else None
        each = f"{name} in {source}" + (f" where {condition}" if condition is not None else "")
        if fn == "count":
            return f"the number of {each}" if value is None else f"the number of {value} for {each}"
        if fn == "sum":
            return f"the sum of {each}" if value is None else f"the sum of {value} for each {each}"
        if fn in ("max", "min"):
            word = "highest" if fn == "max" else "lowest"
            return f"the {word} {each}" if value is None else f"the {word} {value} for {each}"
        if fn == "any":
            return f"there is some {each}"
        if fn == "all":
            return f"every {name} in {source}" + (f" has {condition}" if condition is not None else "")
        if fn == "first":
            return f"the first {each}" if value is None else f"the first {value} for {each}"
        if fn == "sort":
            order = "highest first" if e.descending else "lowest first"
            what = f"the {each}" if value is None else f"{value} for each {each}"
            if e.key is None:
                return f"{what}, sorted, {order}"
            return f"{what}, sorted by {self.english_in_brackets(e.key, PHRASE)}, {order}"
        return f"those {each}" if value is None else f"{value} for each {each}"  # filter

    def place_in_english(self, place: ir.Place) -> str:
        """Where an assignment stores its value."""
        if isinstance(place, ir.LocalPlace):
            return place.name
        if isinstance(place, ir.VarPlace):
            if place.owner is None:
                return place.var
            if self.indexed(place.span, place.owner):
                return f"{place.var}[{self.expression_in_english(place.owner)}]"
            return self.owned_in_english(place.var, place.owner)
        if isinstance(place, ir.CardVarPlace):
            return f"{self.english_in_brackets(place.card, POSTFIX)}.{place.field}"
        return f"{self.english_in_brackets(place.container, POSTFIX)}[{self.expression_in_english(place.key)}]"

    # ---- statements ------------------------------------------------------------------------------------------
    def block_lines(self, body: tuple, indent: str, numbered: bool = False, where: str = "procedure") -> list[str]:
        """Statements as a list, one sentence each, nested blocks under their sentence. `where` names
        what a `return` stops: the play block, a phase, a procedure or a trigger."""
        lines: list[str] = []
        for i, statement in enumerate(body, 1):
            mark = f"{i}." if numbered else "-"
            sentence, blocks = self.statement_sentence(statement, where)
            lines.append(f"{indent}{mark} {sentence}")
            inner = indent + " " * (len(mark) + 1)
            for heading, inner_body in blocks:
                if heading is not None:  # a further branch: `Otherwise, if ...:`
                    lines.append(inner + heading)
                lines.extend(self.block_lines(inner_body, inner, where=where))
        return lines

    def statement_sentence(self, s: ir.Stmt, where: str) -> tuple[str, list[tuple[str | None, tuple]]]:
        """(the sentence, [(the heading of a further branch or None, its statements)])."""
        english, bracketed = self.expression_in_english, self.english_in_brackets
        if isinstance(s, ir.Let):
            return f"Let {s.name} be {bracketed(s.value, ADD)}.", []
        if isinstance(s, ir.Assign):
            target = self.place_in_english(s.place)
            if s.op == "+=":
                return f"Add {bracketed(s.value, POSTFIX)} to {target}.", []
            if s.op == "-=":
                return f"Subtract {bracketed(s.value, POSTFIX)} from {target}.", []
            return f"Set {target} to {bracketed(s.value, ADD)}.", []
        if isinstance(s, ir.Move):
            place = "the bottom of " if s.bottom else ""
            return f"Move {bracketed(s.cards, POSTFIX)} to {place}{english(s.to)}.", []
        if isinstance(s, ir.Shuffle):
            return f"Shuffle {english(s.zone)}.", []
        if isinstance(s, ir.If):
            first, *others = s.branches
            blocks: list[tuple[str | None, tuple]] = [(None, first.body)]
            blocks += [(f"Otherwise, if {english(b.test)}:", b.body) for b in others]
            if s.otherwise:
                blocks.append(("Otherwise:", s.otherwise))
            return f"If {english(first.test)}:", blocks
        if isinstance(s, ir.For):
            condition = f", where {english(s.where)}" if s.where is not None else ""
            return f"For each {s.name} in {bracketed(s.source, PHRASE)}{condition}:", [(None, s.body)]
        if isinstance(s, ir.While):
            if isinstance(s.test, ir.Literal) and s.test.value is True:
                return "Repeat (until a step leaves the loop or ends the game):", [(None, s.body)]
            return f"While {english(s.test)}, repeat:", [(None, s.body)]
        if isinstance(s, ir.Repeat):
            return f"Repeat, until {english(s.until)} (checked after each pass):", [(None, s.body)]
        if isinstance(s, ir.Choose):
            return self.choice_sentence(s), []
        if isinstance(s, ir.Simultaneous):
            return (f"At the same time and in secret, each {s.name} in {bracketed(s.source, PHRASE)} does this "
                    "(no one sees another's choices until the block ends):"), [(None, s.body)]
        if isinstance(s, ir.Emit):
            return self.event_sentence(s)
        if isinstance(s, ir.Cancel):
            return "Cancel the event.", []
        if isinstance(s, ir.EndGame):
            if s.winners is not None:
                return f"The game ends at once; the winners: {english(s.winners)}.", []
            return "The game ends at once; the ranking decides who wins.", []
        if isinstance(s, ir.Log):
            if s.to is not None:
                return f"Tell {english(s.to)} only: {self.text_as_source(s.parts)}.", []
            return f"Log {self.text_as_source(s.parts)}.", []
        if isinstance(s, ir.Reveal):
            to = f" to {english(s.to)}" if s.to is not None else " to everyone"
            return f"Reveal {english(s.cards)}{to}.", []
        if isinstance(s, ir.CallProc):
            values = ", ".join(english(a) for a in s.args)
            verb = "Play the phase" if self.program.procedure(s.procedure).kind == "phase" else "Do"
            return f"{verb} {s.procedure}" + (f" with {values}." if values else "."), []
        if isinstance(s, ir.Return):
            return f"Stop this {where} here.", []
        if isinstance(s, ir.Break):
            return "Leave the loop.", []
        if isinstance(s, ir.Exit):
            return f"Leave {s.procedure} at once, with everything it called.", []
        return self.written_at(s.span) or type(s).__name__, []  # a kind not known here: as it is written

    def event_sentence(self, s: ir.Emit) -> tuple[str, list[tuple[str | None, tuple]]]:
        names = [p.name for p in self.program.event(s.event).params]
        values = ", ".join(f"{name} = {self.expression_in_english(v)}" for name, v in zip(names, s.args))
        head = f"Event {s.event} ({values})" if values else f"Event {s.event}"
        if s.body:
            return (f"{head}: its before-triggers run first (they may cancel it or change its values); "
                    "unless it was cancelled:"), [(None, s.body), ("then its after-triggers run.", ())]
        return f"{head} happens: its before-triggers, then (unless cancelled) its after-triggers run.", []

    def choice_sentence(self, s: ir.Choose) -> str:
        name = f"“{s.label}” ({s.name})" if self.labelled(s) else s.name
        if s.count is not None:
            name += f", {self.english_in_brackets(s.count, ADD)} different items,"
        if isinstance(s.source, ir.ListOf) and len(s.source.items) > 1:
            items = [self.expression_in_english(i) for i in s.source.items]
            what = (f"between {items[0]} and {items[1]}" if len(items) == 2
                    else f"among {', '.join(items[:-1])} and {items[-1]}")
        else:
            what = f"from {self.english_in_brackets(s.source, PHRASE)}"
        sentence = f"{self.expression_in_english(s.by)} chooses {name} {what}"
        if s.where is not None:
            sentence += f" (only those where {self.expression_in_english(s.where)})"
        if s.optional:
            sentence += f", or passes ({s.name} is then none)"
        elif s.or_none:
            sentence += f"; with nothing to choose, {s.name} is none"
        if s.secret:
            sentence += "; only the chooser knows that this decision is made"
        return sentence + "."


def plain_name(e: ir.Expr) -> str | None:
    """The name an expression is written as, if it is a bare name: a local, an item, a variable, an
    option, a shared zone or an enum."""
    if isinstance(e, (ir.Local, ir.Item)):
        return e.name
    if isinstance(e, ir.VarValue) and e.owner is None:
        return e.var
    if isinstance(e, ir.ZoneRef) and e.owner is None and e.index is None:
        return e.zone
    if isinstance(e, ir.OptionValue):
        return e.option
    if isinstance(e, ir.EnumValues):
        return e.enum
    return None


def literal_as_source(e: ir.Literal) -> str:
    if e.value is None:
        return "none"
    if isinstance(e.value, bool):
        return "true" if e.value else "false"
    if isinstance(e.value, str):
        return e.value if e.type.kind == "enum" else quoted(e.value)
    return str(e.value)
