"""Commands for writing rulebooks: `rulerun fmt`, `rulerun new` and `rulerun explain`.

`register(app)` adds them to a typer app (the `rulerun` command's, or a test's). Like the rest of
the command line, they know no game: everything they say comes from the rulebook at hand.
"""

from __future__ import annotations

import difflib
import re
import sys
from pathlib import Path
from typing import Any, List, Optional

import typer

from rulerun.cli.common import fail
from rulerun.grammar import RulesError, RulesErrors, Span
from rulerun.grammar.format import format_rules, strip_spans

__all__ = ["register", "fmt", "new", "explain", "explain_text", "starter_rulebook"]


def _use_color(color: Optional[bool]) -> bool:
    return sys.stdout.isatty() if color is None else color


# ---- rulerun fmt -----------------------------------------------------------------------------
def fmt(
    files: List[str] = typer.Argument(..., help="Rulebooks to format in place ('-': standard input to output)."),
    check: bool = typer.Option(False, "--check", help="Change nothing; exit 1 if a file is not formatted."),
    diff: bool = typer.Option(False, "--diff", help="Print what would change as a unified diff; change nothing."),
) -> None:
    """Format rulebooks canonically: indentation, spacing, blank lines; order and comments kept."""
    from rulerun.interpreter.loading import MAX_FILE_BYTES, find_rulebook, read_rulebook_text

    unformatted = 0
    for name in files:
        if name == "-":
            text = sys.stdin.read(MAX_FILE_BYTES + 1)
            label = "<stdin>"
            if len(text.encode("utf-8", "surrogateescape")) > MAX_FILE_BYTES:
                fail(RulesErrors([RulesError(f"the input is larger than {MAX_FILE_BYTES} bytes; rulebooks may have "
                                             f"at most {MAX_FILE_BYTES}", Span(label), code="file")]))
        else:
            try:
                path = find_rulebook(name)
                text = read_rulebook_text(path)
            except RulesErrors as errs:
                fail(errs)
            label = str(path)
            if path.suffix == ".json":
                fail(RulesErrors([RulesError(f"'{name}' is a JSON document; fmt formats .rules files",
                                             Span(name), code="file")]))
        try:
            formatted = format_rules(text, label)
            _same_rules(text, formatted, label)
        except RulesErrors as errs:
            fail(errs)
        if name == "-" and not (check or diff):
            sys.stdout.write(formatted)
            continue
        if formatted == text:
            continue
        unformatted += 1
        if diff:
            typer.echo("".join(difflib.unified_diff(text.splitlines(True), formatted.splitlines(True),
                                                    f"{label} (original)", f"{label} (formatted)")), nl=False)
        elif check:
            typer.echo(f"{label}: not formatted")
        else:
            path.write_text(formatted, encoding="utf-8")
            typer.echo(f"formatted {label}")
    if unformatted and (check or diff):
        raise typer.Exit(code=1)


def _same_rules(text: str, formatted: str, label: str) -> None:
    """A safety net: the formatted rules must parse to the same document as the original."""
    from rulerun.grammar import parse_rules

    if strip_spans(parse_rules(text, label)) != strip_spans(parse_rules(formatted, label)):
        raise RulesErrors([RulesError("formatting would change the meaning of these rules; the file was left "
                                      "as it is (please report this as a bug of rulerun fmt)", Span(label, 1, 1),
                                      code="format")])


# ---- rulerun new -----------------------------------------------------------------------------
STARTER = '''\
# {title}: a starting point written by `rulerun new`. It already plays:
#   rulerun {file}            plays a whole game with random players and prints its log
#   rulerun lint {file}       checks it: every error and warning, with its line
#   rulerun explain {file}    reads the rules back in English
#   rulerun fmt {file}        lays the text out canonically
# Comments run from # to the end of the line; newlines carry no meaning.

game "{game}"
players 2..2  # the player counts the rules support, e.g. 2..4

# The cards: a card type with its fields, and a deck that fills a zone when a game starts.
card number_card {{ value: int }}

zone draw_pile visible to nobody       # shared and face down
zone held per player visible to owner  # one hand per player: only its owner sees the cards
zone played per player                 # one per player, face up: everyone sees the cards

deck draw_pile {{
  for v in range(1, 5) {{
    2 number_card "{{v}}" (value: v)  # two cards of each value from 1 to 5
  }}
}}

var score: int per player = 0  # variables are public

# Who wins when the game ends: the highest score (more keys after a comma would break ties).
rank p by score of p

# The game itself, from the first shuffle to the end.
play {{
  shuffle draw_pile
  for p in players() {{
    move top(draw_pile, 2) to held of p
  }}
  while size(draw_pile) > 0 {{
    for p in players() {{
      take_turn(p)
    }}
  }}
  end game
}}

# A turn: draw a card if there is one, then play a held card and score its value.
procedure take_turn(p: player) {{
  if size(draw_pile) > 0 {{
    move top(draw_pile) to held of p
  }}
  choose c in held of p by p as "card to play"
  move c to played of p
  score of p += c.value
  log "{{p}} plays {{c}}: {{score of p}} points"
}}
'''


def starter_rulebook(name: str, file: str = "") -> str:
    """The text `rulerun new NAME` writes: a small commented rulebook that plays."""
    stem = Path(name).name
    if stem.endswith(".rules"):
        stem = stem[: -len(".rules")]
    title = re.sub(r"[_\-\s]+", " ", stem).strip() or "New game"
    title = title[:1].upper() + title[1:]
    game = title.replace("\\", "\\\\").replace('"', '\\"')
    return STARTER.format(title=title, game=game, file=file or f"{stem}.rules")


def new(name: str = typer.Argument(..., help="The new rulebook's name; it is written to NAME.rules.")) -> None:
    """Write a minimal, commented rulebook that already plays, as a starting point."""
    path = Path(name if name.endswith(".rules") else f"{name}.rules")
    if path.exists():
        typer.echo(f"rulerun: error: {path} already exists; not overwriting it", err=True)
        raise typer.Exit(code=2)
    if not path.parent.is_dir():
        typer.echo(f"rulerun: error: no directory '{path.parent}' to write {path.name} in", err=True)
        raise typer.Exit(code=2)
    path.write_text(starter_rulebook(path.name, str(path)), encoding="utf-8")
    typer.echo(f"wrote {path}: try `rulerun {path}` and `rulerun explain {path}`")


# ---- rulerun explain -------------------------------------------------------------------------
def explain(
    file: str = typer.Argument(..., help="A .rules or .json rulebook, or a bundled rulebook's name."),
    source: bool = typer.Option(False, "--source", help="Show each procedure's and trigger's source under it."),
    color: Optional[bool] = typer.Option(None, "--color/--no-color",
                                         help="Highlight the source shown (default: when printing to a terminal)."),
) -> None:
    """Read the rules back as structured English, to proofread them against the printed rules."""
    from rulerun.interpreter.engine import load_document

    try:
        doc, text = load_document(file)
    except RulesErrors as errs:
        fail(errs)
    use = _use_color(color)
    typer.echo(explain_text(doc, text, source=source, color=use), nl=False, color=use)


def register(app: typer.Typer) -> None:
    """Adds `fmt`, `new` and `explain` to a typer app."""
    app.command()(fmt)
    app.command()(new)
    app.command()(explain)


# ---- the English of a rulebook ---------------------------------------------------------------
ATOM, POSTFIX, MUL, ADD, CMP, NOT, AND, OR, PHRASE = range(9)

_COMPARE = {"==": "is", "!=": "is not", "<": "is less than", "<=": "is at most", ">": "is more than",
            ">=": "is at least"}
_VISIBLE = {
    "everyone": "face up: everyone sees its cards",
    "owner": "only its owner sees the cards",
    "nobody": "face down: nobody sees its cards",
    "others": "everyone but its owner sees the cards",
    "top": "only the top card is face up",
}
_TYPE_WORDS = {"int": "a number", "bool": "yes or no", "text": "a text", "player": "a player", "card": "a card",
               "zone": "a zone"}


def _quote(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def _ranges(counts: dict[int, Any]) -> list[tuple[int, int, Any]]:
    """Consecutive player counts with the same value: [(lo, hi, value)]."""
    out: list[tuple[int, int, Any]] = []
    for n in sorted(counts):
        if out and out[-1][2] == counts[n] and out[-1][1] == n - 1:
            out[-1] = (out[-1][0], n, counts[n])
        else:
            out.append((n, n, counts[n]))
    return out


def _names_in(node: Any, out: set[str]) -> set[str]:
    if isinstance(node, dict):
        if node.get("op") in ("name", "call"):
            out.add(node["name"])
        for v in node.values():
            _names_in(v, out)
    elif isinstance(node, list):
        for v in node:
            _names_in(v, out)
    return out


class _English:
    """Renders a rulebook document as structured English (Markdown-like text)."""

    def __init__(self, doc: dict, text: str | None):
        self.doc = doc
        self.text = text
        self.zones = {z["name"]: z for z in doc.get("zones", [])}
        self.procs = {p["name"]: p for p in doc.get("procedures", [])}
        self.events = {e["name"]: e for e in doc.get("events", [])}
        self.defines = {d["name"]: d for d in doc.get("defines", [])}
        self.enums = {e["name"]: e["values"] for e in doc.get("enums", [])}

    # ---- expressions -------------------------------------------------------------------------
    def code(self, n: Any) -> str:
        """An expression as rules source (from the file where possible)."""
        return self.c(n)[0]

    def c(self, n: Any) -> tuple[str, int]:
        op = n.get("op") if isinstance(n, dict) else None
        if op == "int":
            return str(n["value"]), ATOM
        if op == "str":
            return _quote(n["value"]), ATOM
        if op == "text":
            return self._text_code(n), ATOM
        if op == "bool":
            return ("true" if n["value"] else "false"), ATOM
        if op == "none":
            return "none", ATOM
        if op == "name":
            return n["name"], ATOM
        if op == "attr":
            return f"{self._cw(n['of'], POSTFIX)}.{n['name']}", POSTFIX
        if op == "index":
            return f"{self._cw(n['of'], POSTFIX)}[{self.code(n['index'])}]", POSTFIX
        if op == "of":
            return f"{self._cw(n['what'], POSTFIX)} of {self._cw(n['owner'], POSTFIX)}", POSTFIX
        if op == "call":
            return f"{n['name']}({', '.join(self.code(a) for a in n['args'])})", POSTFIX
        if op == "aggregate":
            src = self.code(n["in"])
            where = f" where {self.code(n['where'])}" if n.get("where") is not None else ""
            if n.get("value") is None and n.get("var") == "_" and not where:
                return f"{n['fn']}({src})", POSTFIX
            if n.get("value") is None:
                return f"{n['fn']}({n['var']} in {src}{where})", POSTFIX
            return f"{n['fn']}({self.code(n['value'])} for {n['var']} in {src}{where})", POSTFIX
        if op in ("or", "and"):
            level = OR if op == "or" else AND
            return f"{self._cw(n['left'], level)} {op} {self._cw(n['right'], level - 1)}", level
        if op == "not":
            return f"not {self._cw(n['value'], NOT)}", NOT
        if op == "neg":
            return f"-{self._cw(n['value'], POSTFIX)}", POSTFIX
        if op == "binary":
            o = n["operator"]
            level = CMP if o in _COMPARE else (MUL if o in "*/%" else ADD)
            right_max = level - 1 if level != CMP else ADD
            return f"{self._cw(n['left'], level)} {o} {self._cw(n['right'], right_max)}", level
        if op == "cond":
            return (f"if {self._cw(n['if'], OR)} then {self._cw(n['then'], OR)} "
                    f"else {self._cw(n['else'], PHRASE)}"), PHRASE
        if op == "list":
            return "[" + ", ".join(self.code(i) for i in n["items"]) + "]", ATOM
        if op == "range":
            return f"range({self.code(n['from'])}, {self.code(n['to'])})", POSTFIX
        return self._source(n) or "(?)", ATOM

    def _cw(self, n: Any, level: int) -> str:
        s, lv = self.c(n)
        return f"({s})" if lv > level else s

    def _text_code(self, n: dict) -> str:
        parts = []
        for p in n.get("parts", []):
            if isinstance(p, str):
                parts.append(p.replace("\\", "\\\\").replace('"', '\\"'))
            else:
                parts.append("{" + self.code(p) + "}")
        return '"' + "".join(parts) + '"'

    def _source(self, n: Any) -> str | None:
        span = n.get("span") if isinstance(n, dict) else None
        if not self.text or not span or not span[0] or span[0] != span[2]:
            return None
        line = self.text.splitlines()[span[0] - 1]
        return line[span[1] - 1: span[3] - 1]

    def e(self, n: Any) -> str:
        """An expression in English."""
        return self.x(n)[0]

    def _w(self, n: Any, level: int) -> str:
        s, lv = self.x(n)
        return f"({s})" if lv > level else s

    def x(self, n: Any) -> tuple[str, int]:
        op = n.get("op") if isinstance(n, dict) else None
        if op == "name":
            if n["name"] == "player_count":
                return "the number of players", POSTFIX
            return n["name"], ATOM
        if op == "attr":
            return f"{self._w(n['of'], POSTFIX)}.{n['name']}", POSTFIX
        if op == "index":
            return f"{self._w(n['of'], POSTFIX)}[{self.e(n['index'])}]", POSTFIX
        if op == "of":
            what, owner = self._w(n["what"], POSTFIX), n["owner"]
            if isinstance(owner, dict) and owner.get("op") == "call" and owner["name"] == "players" \
                    and not owner["args"]:
                return f"every player's {what}", POSTFIX
            o, lv = self.x(owner)
            if lv <= POSTFIX and " " not in o:
                return f"{o}'s {what}", POSTFIX
            return f"the {what} of {self._w(owner, POSTFIX)}", POSTFIX
        if op == "call":
            return self._call(n)
        if op == "aggregate":
            return self._aggregate(n)
        if op in ("or", "and"):  # in English, `and` inside `or` (and the reverse) is bracketed
            level = OR if op == "or" else AND
            return f"{self._w(n['left'], level if n['left'].get('op') == op else NOT)} {op} " \
                   f"{self._w(n['right'], NOT)}", level
        if op == "not":
            return f"not {self._w(n['value'], POSTFIX)}", NOT
        if op == "neg":
            return f"-{self._w(n['value'], POSTFIX)}", POSTFIX
        if op == "binary":
            o = n["operator"]
            if o in _COMPARE:
                return f"{self._w(n['left'], ADD)} {_COMPARE[o]} {self._w(n['right'], ADD)}", CMP
            level = MUL if o in "*/%" else ADD
            return f"{self._w(n['left'], level)} {o} {self._w(n['right'], level - 1)}", level
        if op == "cond":
            return (f"if {self._w(n['if'], OR)} then {self._w(n['then'], OR)}, "
                    f"otherwise {self._w(n['else'], PHRASE)}"), PHRASE
        if op == "list":
            return "[" + ", ".join(self.e(i) for i in n["items"]) + "]", ATOM
        if op == "range":
            return f"the numbers {self._w(n['from'], ADD)} to {self._w(n['to'], ADD)}", PHRASE
        return self.c(n)

    def _call(self, n: dict) -> tuple[str, int]:
        name, args = n["name"], n["args"]
        if name in self.defines or name in self.procs:
            return f"{name}({', '.join(self.e(a) for a in args)})", POSTFIX
        a = [self._w(x, POSTFIX) for x in args]
        phrases = {
            ("players", 0): "the players",
            ("players_from", 1): "the players clockwise from {0}",
            ("players_after", 1): "the players clockwise after {0} (ending with {0})",
            ("players_before", 1): "the players counter-clockwise before {0}",
            ("next", 1): "the player left of {0}",
            ("prev", 1): "the player right of {0}",
            ("size", 1): "the number of cards in {0}",
            ("top", 1): "the top card of {0}",
            ("top", 2): "the top {1} cards of {0}",
            ("bottom", 1): "the bottom card of {0}",
            ("cards", 1): "the cards of {0}",
            ("owner", 1): "the owner of {0}",
            ("contains", 2): "{0} holds {1}",
            ("remove", 2): "{0} without {1}",
            ("random", 1): "a random one of {0}",
            ("roll", 2): "a roll of {0} {1}-sided dice",
            ("abs", 1): "the absolute value of {0}",
            ("larger", 2): "the larger of {0} and {1}",
            ("smaller", 2): "the smaller of {0} and {1}",
        }
        phrase = phrases.get((name, len(args)))
        if phrase is None:
            return f"{name}({', '.join(self.e(x) for x in args)})", POSTFIX
        if name == "size" and args and not self._is_zone(args[0]):
            phrase = "the size of {0}"
        if name == "contains" and args and not self._is_zone(args[0]):
            phrase = "{0} contains {1}"
        return phrase.format(*a), (CMP if name == "contains" else POSTFIX)

    def _is_zone(self, n: Any) -> bool:
        if not isinstance(n, dict):
            return False
        if n.get("op") == "name":
            return n["name"] in self.zones
        if n.get("op") == "of":
            w = n.get("what")
            return isinstance(w, dict) and w.get("op") == "name" and w["name"] in self.zones
        return False

    def _aggregate(self, n: dict) -> tuple[str, int]:
        fn, var = n["fn"], n["var"]
        src = self._w(n["in"], POSTFIX)
        where = f" where {self._w(n['where'], OR)}" if n.get("where") is not None else ""
        value = self._w(n["value"], ADD) if n.get("value") is not None else None
        level = PHRASE
        if var == "_" and value is None:  # fn(list)
            level = POSTFIX
            words = {"count": "the number of items in {0}", "sum": "the sum of {0}", "max": "the highest of {0}",
                     "min": "the lowest of {0}", "any": "any of {0}", "all": "all of {0}",
                     "first": "the first of {0}", "filter": "{0}"}
            return words.get(fn, fn + "({0})").format(src), level
        each = f"{var} in {src}{where}"
        if fn == "count":
            return f"the number of {each}" if value is None else f"the number of {value} for {each}", level
        if fn == "sum":
            return f"the sum of {value} for each {each}" if value is not None else f"the sum of {each}", level
        if fn in ("max", "min"):
            word = "highest" if fn == "max" else "lowest"
            return (f"the {word} {value} for {each}" if value is not None else f"the {word} {each}"), level
        if fn == "any":
            cond = f"there is some {var} in {src}" + (f" where {self._w(n['where'], OR)}" if where else "")
            return cond, level
        if fn == "all":
            if n.get("where") is None:
                return f"every {var} in {src}", level
            return f"every {var} in {src} has {self._w(n['where'], OR)}", level
        if fn == "first":
            return f"the first {each}" if value is None else f"the first {value} for {each}", level
        if fn == "filter":
            return f"those {each}" if value is None else f"{value} for each {each}", level
        return self.c(n)

    # ---- statements --------------------------------------------------------------------------
    def block(self, stmts: list, indent: str, numbered: bool = False, where: str = "procedure") -> list[str]:
        """Statements as a list, one sentence each; nested blocks under their sentence's text."""
        lines: list[str] = []
        for i, s in enumerate(stmts, 1):
            mark = f"{i}." if numbered else "-"
            head, body = self.stmt(s, where)
            lines.append(f"{indent}{mark} {head}")
            inner = indent + " " * (len(mark) + 1)
            for sub_head, sub in body:
                if sub_head is not None:  # a further branch: `Otherwise, if ...:`
                    lines.append(inner + sub_head)
                lines.extend(self.block(sub, inner, where=where))
        return lines

    def stmt(self, s: dict, where: str) -> tuple[str, list[tuple[str | None, list]]]:
        """(sentence, [(heading of a further branch or None, statements)])."""
        do = s.get("do")
        e = self.e
        if do == "let":
            return f"Let {s['name']} be {self._w(s['value'], ADD)}.", []
        if do == "assign":
            target = e(s["target"])
            if s["operator"] == "+=":
                return f"Add {self._w(s['value'], POSTFIX)} to {target}.", []
            if s["operator"] == "-=":
                return f"Subtract {self._w(s['value'], POSTFIX)} from {target}.", []
            return f"Set {target} to {self._w(s['value'], ADD)}.", []
        if do == "move":
            place = "the bottom of " if s.get("place") == "bottom" else ""
            return f"Move {self._w(s['cards'], POSTFIX)} to {place}{e(s['to'])}.", []
        if do == "shuffle":
            return f"Shuffle {e(s['zone'])}.", []
        if do == "if":
            branches = s["branches"]
            rest: list[tuple[str | None, list]] = [(None, branches[0]["then"])]
            for b in branches[1:]:
                rest.append((f"Otherwise, if {e(b['if'])}:", b["then"]))
            if s.get("else"):
                rest.append(("Otherwise:", s["else"]))
            return f"If {e(branches[0]['if'])}:", rest
        if do == "for":
            cond = f", where {e(s['where'])}" if s.get("where") is not None else ""
            return f"For each {s['var']} in {self._w(s['in'], PHRASE)}{cond}:", [(None, s["body"])]
        if do == "while":
            c = s["cond"]
            if isinstance(c, dict) and c.get("op") == "bool" and c["value"]:
                return "Repeat (until a step leaves the loop or ends the game):", [(None, s["body"])]
            return f"While {e(c)}, repeat:", [(None, s["body"])]
        if do == "repeat":
            return f"Repeat, until {e(s['until'])} (checked after each pass):", [(None, s["body"])]
        if do == "choose":
            return self._choose(s), []
        if do == "simultaneous":
            return (f"At the same time and in secret, each {s['var']} in {self._w(s['in'], PHRASE)} does this "
                    "(no one sees another's choices until the block ends):"), [(None, s["body"])]
        if do == "emit":
            ev = self.events.get(s["event"])
            names = [p["name"] for p in ev["params"]] if ev else []
            values = ", ".join(f"{k} = {e(v)}" if k else e(v)
                               for k, v in zip(names + [""] * len(s["args"]), s["args"]))
            head = f"Event {s['event']} ({values})" if values else f"Event {s['event']}"
            if s.get("body"):
                return (f"{head}: its before-triggers run first (they may cancel it or change its values); "
                        "unless it was cancelled:"), [(None, s["body"]), ("then its after-triggers run.", [])]
            return f"{head} happens: its before-triggers, then (unless cancelled) its after-triggers run.", []
        if do == "cancel":
            return "Cancel the event.", []
        if do == "end_game":
            if s.get("winners") is not None:
                return f"The game ends at once; the winners: {e(s['winners'])}.", []
            return "The game ends at once; the ranking decides who wins.", []
        if do == "log":
            text = self._text_code(s["text"]) if s["text"].get("op") == "text" else _quote(s["text"]["value"])
            if s.get("to") is not None:
                return f"Tell {e(s['to'])} only: {text}.", []
            return f"Log {text}.", []
        if do == "reveal":
            to = f" to {e(s['to'])}" if s.get("to") is not None else " to everyone"
            return f"Reveal {e(s['cards'])}{to}.", []
        if do == "call":
            args = ", ".join(e(a) for a in s["args"])
            proc = self.procs.get(s["name"])
            if proc is not None and proc["kind"] == "phase":
                return f"Play the phase {s['name']}" + (f" with {args}." if args else "."), []
            return f"Do {s['name']}" + (f" with {args}." if args else "."), []
        if do == "return":
            return f"Stop this {where} here.", []
        if do == "break":
            return "Leave the loop.", []
        if do == "exit":
            return f"Leave {s['name']} at once, with everything it called.", []
        return f"{self._source(s) or do}", []

    def _choose(self, s: dict) -> str:
        who, var = self.e(s["by"]), s["var"]
        src = s["in"]
        name = f"“{s['label']}” ({var})" if s.get("label") else var
        if s.get("count") is not None:
            name += f", {self._w(s['count'], ADD)} different items,"
        if isinstance(src, dict) and src.get("op") == "list" and 1 < len(src["items"]):
            items = [self.e(i) for i in src["items"]]
            what = (f"between {items[0]} and {items[1]}" if len(items) == 2
                    else f"among {', '.join(items[:-1])} and {items[-1]}")
        else:
            what = f"from {self._w(src, PHRASE)}"
        sentence = f"{who} chooses {name} {what}"
        if s.get("where") is not None:
            sentence += f" (only those where {self.e(s['where'])})"
        if s.get("optional"):
            sentence += f", or passes ({var} is then none)"
        if s.get("secret"):
            sentence += "; only the chooser knows that this decision is made"
        return sentence + "."

    # ---- sections ----------------------------------------------------------------------------
    def type_words(self, t: dict | None) -> str:
        if not t:
            return "a value"
        name = t["name"]
        word = _TYPE_WORDS.get(name, f"{'an' if name[:1] in 'aeiou' else 'a'} {name}")
        if t.get("list"):
            return f"a list of {name}"
        return word

    def render(self, source: bool = False, color: bool = False) -> str:
        doc = self.doc
        out: list[str] = []
        add = out.append
        title = doc.get("game") or "(a game with no name)"
        add(f"# {title}")
        add("")
        players = doc.get("players") or {}
        lo, hi = players.get("min"), players.get("max")
        if lo is not None:
            add(f"For {lo} players." if lo == hi else f"For {lo} to {hi} players.")
        if doc.get("source"):
            add(f"Rules: {doc['source']}")
        add("")

        if doc.get("options"):
            add("## Options")
            add("")
            for o in doc["options"]:
                default = {True: "true", False: "false", None: "none"}.get(o["default"], o["default"]) \
                    if not isinstance(o["default"], str) else _quote(o["default"])
                help_ = f": {o['help']}" if o.get("help") else ""
                add(f"- {o['name']} ({self.type_words(o['type'])}, default {default}){help_}. "
                    f"Set with `--option {o['name']}=VALUE`.")
            add("")

        if doc.get("enums"):
            add("## Values")
            add("")
            for en in doc["enums"]:
                add(f"- {en['name']}: {', '.join(en['values'])}.")
            add("")

        if doc.get("cards"):
            add("## Card types")
            add("")
            for c in doc["cards"]:
                add(f"- {c['name']}: {self._card_words(c)}.")
            add("")

        if doc.get("decks"):
            add("## Deck composition")
            add("")
            out.extend(self._decks())
            add("")

        if doc.get("zones"):
            add("## Zones")
            add("")
            decked = {d["zone"] for d in doc.get("decks", [])}
            for z in doc["zones"]:
                parts = ["one per player" if z.get("per_player") else "shared"]
                vis = z.get("visible_to", "everyone")
                parts.append(_VISIBLE.get(vis, f"visible to {vis}"))
                if z.get("showing"):
                    parts.append(f"its cards show their {z['showing']} side")
                if z.get("holds"):
                    parts.append(f"holds {z['holds']} cards")
                if z["name"] in decked:
                    parts.append("filled by its deck when a game starts")
                add(f"- {z['name']}: " + "; ".join(parts) + ".")
            add("A player who may not see a zone's cards still sees how many cards it holds.")
            add("")

        if doc.get("vars"):
            add("## Variables (public)")
            add("")
            for v in doc["vars"]:
                words = self.type_words(v["type"])
                if v.get("per_player"):
                    words += " per player"
                if v.get("by"):
                    words += f" and per {v['by']}"
                start = f", starting at {self.e(v['default'])}" if v.get("default") is not None \
                    else ", none at the start"
                add(f"- {v['name']}: {words}{start}.")
            add("")

        order = self._procedure_order()
        callers = self._callers()
        add("## Play")
        add("")
        add("When a game starts:")
        play = doc.get("play") or {"body": []}
        out.extend(self.block(play.get("body", []), "  ", numbered=True, where="play block"))
        add("When these steps are done, the game ends as by `end game`.")
        add("")
        if source and self.text and play.get("span"):
            out.extend(self._source_lines(play["span"], color))

        procs = [self.procs[name] for name in order]
        if procs:
            add("## Phases and procedures")
            add("")
            add("In the order the game first reaches them.")
            add("")
            for p in procs:
                params = ", ".join(f"{q['name']} ({self.type_words(q['type'])})" for q in p.get("params", []))
                kind = "Phase" if p["kind"] == "phase" else "Procedure"
                add(f"### {kind} {p['name']}" + (f", given {params}" if params else ""))
                add("")
                by = callers.get(p["name"])
                line = f"Line {p['span'][0]}. " if p.get("span") and p["span"][0] else ""
                add(line + (f"Run from: {', '.join(by)}." if by else "Never run: nothing calls it."))
                out.extend(self.block(p.get("body", []), "  ", numbered=True, where=p["kind"]))
                add("")
                if source and self.text and p.get("span"):
                    out.extend(self._source_lines(p["span"], color))

        if doc.get("events") or doc.get("triggers"):
            add("## Events and triggers")
            add("")
            for ev in doc.get("events", []):
                params = ", ".join(f"{q['name']} ({self.type_words(q['type'])})" for q in ev.get("params", []))
                emitted = sorted(callers.get("event " + ev["name"], []))
                add(f"- Event {ev['name']}" + (f", with {params}" if params else "")
                    + (f"; happens in {', '.join(emitted)}." if emitted else "; nothing emits it."))
            add("")
            for t in doc.get("triggers", []):
                timing = "Before" if t["timing"] == "before" else "After"
                cond = f", when {self.e(t['when'])}" if t.get("when") is not None else ""
                add(f"### {timing} every {t['event']}{cond}")
                add("")
                out.extend(self.block(t.get("body", []), "  ", numbered=True, where="trigger"))
                add("")
                if source and self.text and t.get("span"):
                    out.extend(self._source_lines(t["span"], color))

        if doc.get("defines"):
            add("## Definitions")
            add("")
            add("Worked out again each time they are used.")
            add("")
            for d in doc["defines"]:
                params = ", ".join(q["name"] for q in d.get("params", []))
                head = f"{d['name']}({params})" if d.get("params") else d["name"]
                add(f"- {head}: {self.e(d['value'])}.")
            add("")

        add("## End and ranking")
        add("")
        ends = sorted(callers.get("end game", []), key=lambda s: s.lower())
        if ends:
            add(f"The game ends at once at an `end game` step (in {', '.join(ends)}), or when the play block "
                "finishes.")
        else:
            add("The game ends when the play block finishes.")
        rank = doc.get("rank")
        if rank:
            keys = [self.e(k) for k in rank.get("by", [])]
            add(f"The players are then ranked, for each player {rank['var']}, by " + "; then by ".join(keys)
                + " (highest first; each later key breaks ties of the keys before it). Players equal on every "
                "key share the victory, unless `end game winners` names the winners.")
        else:
            add("There is no rank rule: unless `end game winners` names the winners, nobody wins.")
        estimate = doc.get("estimate")
        if estimate:
            keys = [self.e(k) for k in estimate.get("by", [])]
            add("")
            add(f"Search agents judge an unfinished game, for each player {estimate['var']}, by "
                + "; then by ".join(keys) + " (the rulebook's estimate), not by the ranking keys.")
        return "\n".join(out).rstrip("\n") + "\n"

    def _card_words(self, c: dict) -> str:
        fixed = [f for f in c.get("fields", []) if not f.get("mutable")]
        changing = [f for f in c.get("fields", []) if f.get("mutable")]
        parts = []

        def field(f: dict) -> str:
            default = f", default {self.e(f['default'])}" if f.get("default") is not None else ""
            return f"{f['name']} ({self.type_words(f['type'])}{default})"

        if fixed:
            parts.append("fixed fields " + ", ".join(field(f) for f in fixed))
        if changing:
            parts.append("card variables " + ", ".join(field(f) for f in changing)
                         + " (changed by the rules, reset when a game starts)")
        for side in c.get("sides", []):
            parts.append(f"side {side['name']} with " + (", ".join(field(f) for f in side.get("fields", []))
                                                        or "no fields"))
        if c.get("sides"):
            parts.insert(0, f"{len(c['sides'])}-sided")
        return "; ".join(parts) or "no fields"

    def _decks(self) -> list[str]:
        lines: list[str] = []
        counts = self._deck_counts()
        for d in self.doc.get("decks", []):
            total = counts.get(d["zone"]) if counts else None
            head = f"- Deck {d['zone']}"
            if total:
                ranges = _ranges(total)
                if len(ranges) == 1:
                    head += f": {self._count_words(ranges[0][2])}"
                else:
                    head += ": " + "; ".join(
                        f"{self._count_words(v)} with {lo} players" if lo == hi
                        else f"{self._count_words(v)} with {lo}-{hi} players" for lo, hi, v in ranges)
                if self._deck_uses_options(d):
                    head += " (with the default options)"
            lines.append(head + ". The cards, bottom to top:")
            lines.extend(self._deck_entries(d["entries"], 1))
        return lines

    @staticmethod
    def _count_words(by_type: tuple) -> str:
        total = sum(n for _, n in by_type)
        words = _plural(total, "card")
        if len(by_type) > 1:
            words += " (" + ", ".join(f"{n} {t}" for t, n in by_type) + ")"
        return words

    def _deck_entries(self, entries: list, depth: int) -> list[str]:
        lines = []
        for e in entries:
            pad = "  " * depth
            if e.get("entry") == "for":
                src = e["in"]
                if isinstance(src, dict) and src.get("op") == "name" and src["name"] in self.enums:
                    values = self.enums[src["name"]]
                    over = f"{src['name']} ({', '.join(values)})"
                else:
                    over = self._w(src, PHRASE)
                lines.append(f"{pad}- For each {e['var']} in {over}:")
                lines.extend(self._deck_entries(e.get("entries", []), depth + 1))
                continue
            names = e.get("faces") or [e["name"]]
            shown = " / ".join(self._text_code(x) if isinstance(x, dict) and x.get("op") == "text"
                               else _quote(x["value"] if isinstance(x, dict) else x) for x in names)
            fields = ", ".join(f"{a['name']} {self.e(a['value'])}" for a in e.get("fields", []))
            cond = f", only if {self.e(e['if'])}" if e.get("if") is not None else ""
            lines.append(f"{pad}- {e['count']} × {e['card']} {shown}" + (f" ({fields})" if fields else "") + cond)
        return lines

    def _deck_needs(self) -> set[str]:
        needed = _names_in(self.doc.get("decks", []), set())
        todo = list(needed)
        while todo:
            name = todo.pop()
            if name in self.defines:
                for m in _names_in(self.defines[name]["value"], set()) - needed:
                    needed.add(m)
                    todo.append(m)
        return needed

    def _deck_uses_options(self, deck: dict) -> bool:
        options = {o["name"] for o in self.doc.get("options", [])}
        return bool(options & self._deck_needs())

    def _deck_counts(self) -> dict[str, dict[int, tuple]] | None:
        """{deck zone: {player count: ((card type, count), ...)}} with the default options, or None."""
        from rulerun.interpreter.engine import Game

        players = self.doc.get("players") or {}
        lo, hi = players.get("min"), players.get("max")
        if lo is None or hi is None or hi - lo > 20:
            return None
        needed = self._deck_needs()
        # only what the decks need is compiled: no procedures, triggers or unrelated defines
        doc = dict(self.doc, procedures=[], triggers=[], play=dict(self.doc.get("play") or {}, body=[]),
                   defines=[d for d in self.doc.get("defines", []) if d["name"] in needed])
        doc.pop("rank", None)
        doc.pop("estimate", None)
        counts: dict[str, dict[int, tuple]] = {}
        for n in range(lo, hi + 1) if "player_count" in needed else [lo]:
            try:
                model = Game.from_document(doc, n, {}, self.text).model
            except Exception:  # noqa: BLE001 - a rulebook with errors is still explained, without counts
                return None
            for inst, cards in model.decks:
                zone = model.zone_instances[inst][0]
                by_type: dict[str, int] = {}
                for c in cards:
                    by_type[model.card_types[c]] = by_type.get(model.card_types[c], 0) + 1
                counts.setdefault(zone, {})[n] = tuple(by_type.items())
        if "player_count" not in needed:
            for zone in counts:
                counts[zone] = {n: counts[zone][lo] for n in range(lo, hi + 1)}
        return counts

    def _walk_calls(self, stmts: Any, found: list[tuple[str, str]]) -> None:
        """(kind, name) in order: ("call", proc), ("emit", event), ("end", "")."""
        if isinstance(stmts, dict):
            do = stmts.get("do")
            if do == "call" and stmts["name"] in self.procs:
                found.append(("call", stmts["name"]))
            elif do == "emit":
                found.append(("emit", stmts["event"]))
            elif do == "end_game":
                found.append(("end", ""))
            for v in stmts.values():
                if isinstance(v, (dict, list)):
                    self._walk_calls(v, found)
        elif isinstance(stmts, list):
            for v in stmts:
                self._walk_calls(v, found)

    def _procedure_order(self) -> list[str]:
        order: list[str] = []
        seen: set[str] = set()

        def visit(body: Any) -> None:
            found: list[tuple[str, str]] = []
            self._walk_calls(body, found)
            for kind, name in found:
                if kind == "call" and name not in seen:
                    seen.add(name)
                    order.append(name)
                    visit(self.procs[name].get("body"))
                elif kind == "emit":
                    for t in self.doc.get("triggers", []):
                        if t["event"] == name and id(t) not in seen_triggers:
                            seen_triggers.add(id(t))
                            visit(t.get("body"))

        seen_triggers: set[int] = set()
        visit((self.doc.get("play") or {}).get("body"))
        for t in self.doc.get("triggers", []):
            visit(t.get("body"))
        for name in self.procs:
            if name not in seen:
                seen.add(name)
                order.append(name)
                visit(self.procs[name].get("body"))
        return order

    def _callers(self) -> dict[str, list[str]]:
        """Who runs what: procedure -> callers; "event E" -> emitters; "end game" -> places."""
        callers: dict[str, list[str]] = {}

        def note(owner: str, body: Any) -> None:
            found: list[tuple[str, str]] = []
            self._walk_calls(body, found)
            for kind, name in found:
                key = name if kind == "call" else f"event {name}" if kind == "emit" else "end game"
                if owner not in callers.setdefault(key, []):
                    callers[key].append(owner)

        note("play", (self.doc.get("play") or {}).get("body"))
        for p in self.doc.get("procedures", []):
            note(p["name"], p.get("body"))
        for t in self.doc.get("triggers", []):
            note(f"{t['timing']} {t['event']}", t.get("body"))
        return callers

    def _source_lines(self, span: list[int], color: bool) -> list[str]:
        from rulerun.cli.lexer import highlight_rules

        lines = self.text.splitlines()[span[0] - 1: span[2]]
        block = "\n".join(lines)
        return ["Source (lines {}-{}):".format(span[0], span[2]), "", "```rules",
                highlight_rules(block, color), "```", ""]


def explain_text(doc: dict, text: str | None = None, source: bool = False, color: bool = False) -> str:
    """A rulebook document read back as structured English (what `rulerun explain` prints)."""
    return _English(doc, text).render(source=source, color=color)
