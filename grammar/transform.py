"""Pass 1, second half: Lark parse tree -> rulebook document (plain, JSON-able data).

Every node of the document is a dict with a `span` list `[line, column, end_line, end_column]`.
Expressions carry an `op` key, statements a `do` key, declarations sit in named lists.
`parse_rules` and `parse_expression` run the whole pass: the parser and its syntax errors are in
`syntax.py`, the transformer here.
"""

from __future__ import annotations

import re
from typing import Any

from lark import Token, Transformer, v_args
from lark.exceptions import UnexpectedInput, VisitError

from .errors import RulesError, RulesErrors, Span
from .limits import check_depth, check_tokens
from .syntax import parser, syntax_error

FORMAT = "rulerun/1"

MAX_NUMBER = 10**15


def _int(tok: Token) -> int:
    """A number literal; absurdly large ones are an error, not a slow surprise."""
    text = str(tok)
    if len(text) > 16 or int(text) > MAX_NUMBER:
        raise RulesErrors([RulesError(f"the number {text[:20]}{'...' if len(text) > 20 else ''} is too large "
                                      f"(at most {MAX_NUMBER})", Span("<rules>", tok.line, tok.column, tok.end_line,
                                                                      tok.end_column), code="syntax")])
    return int(text)


def _span(meta) -> list[int]:
    if getattr(meta, "empty", True):
        return [0, 0, 0, 0]
    return [meta.line, meta.column, meta.end_line, meta.end_column]


def _text(tok: Token) -> str:
    return str(tok)


def _unescape(raw: str) -> str:
    return re.sub(r"\\(.)", lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), raw)


def _unquote(tok: Token) -> str:
    return _unescape(str(tok)[1:-1])


class _ToDocument(Transformer):
    """Turns the Lark tree into document nodes. Positions come from Lark's metadata."""

    def __init__(self, file: str):
        super().__init__()
        self.file = file

    # ---- literals and expressions -------------------------------------------------------
    @v_args(meta=True)
    def int_(self, meta, c):
        return {"op": "int", "value": _int(c[0]), "span": _span(meta)}

    @v_args(meta=True)
    def string(self, meta, c):
        return self._text_node(c[0], _span(meta))

    def _text_node(self, tok: Token, span: list[int] | None = None) -> dict:
        """A string literal; `{expr}` parts are parsed as expressions (for log lines).

        Braces are found in the raw text, so an expression's column is its column in the file
        even after escapes earlier in the string.
        """
        if span is None:
            span = [tok.line, tok.column, tok.end_line, tok.end_column]
        raw = str(tok)[1:-1]
        if "{" not in raw:
            return {"op": "str", "value": _unescape(raw), "span": span}
        parts: list[Any] = []
        pos = 0
        for m in re.finditer(r"\{([^{}]*)\}", raw):
            if m.start() > pos:
                parts.append(_unescape(raw[pos : m.start()]))
            parts.append(parse_expression(_unescape(m.group(1)), self.file, line=tok.line,
                                          column=tok.column + 1 + m.start(1)))
            pos = m.end()
        if pos < len(raw):
            parts.append(_unescape(raw[pos:]))
        return {"op": "text", "parts": parts, "span": span}

    @v_args(meta=True)
    def true(self, meta, c):
        return {"op": "bool", "value": True, "span": _span(meta)}

    @v_args(meta=True)
    def false(self, meta, c):
        return {"op": "bool", "value": False, "span": _span(meta)}

    @v_args(meta=True)
    def none(self, meta, c):
        return {"op": "none", "span": _span(meta)}

    @v_args(meta=True)
    def var(self, meta, c):
        return {"op": "name", "name": _text(c[0]), "span": _span(meta)}

    @v_args(meta=True)
    def attr(self, meta, c):
        return {"op": "attr", "of": c[0], "name": _text(c[1]), "span": _span(meta)}

    @v_args(meta=True)
    def index(self, meta, c):
        return {"op": "index", "of": c[0], "index": c[1], "span": _span(meta)}

    @v_args(meta=True)
    def of(self, meta, c):
        if isinstance(c[0], dict):
            what = c[0]
        else:
            tok = c[0]
            what = {"op": "name", "name": _text(tok), "span": [tok.line, tok.column, tok.end_line, tok.end_column]}
        return {"op": "of", "what": what, "owner": c[1], "span": _span(meta)}

    @v_args(meta=True)
    def call(self, meta, c):
        return {"op": "call", "name": _text(c[0]), "args": c[1] or [], "span": _span(meta)}

    def args(self, c):
        return list(c)

    @v_args(meta=True)
    def aggregate(self, meta, c):
        fn, name, source, where = c
        return {"op": "aggregate", "fn": _text(fn), "value": None, "var": _text(name), "in": source,
                "where": where, "span": _span(meta)}

    @v_args(meta=True)
    def aggregate_all(self, meta, c):
        fn, source = c
        return {"op": "aggregate", "fn": _text(fn), "value": None, "var": "_", "in": source, "where": None,
                "span": _span(meta)}

    @v_args(meta=True)
    def aggregate_of(self, meta, c):
        fn, value, name, source, where = c
        return {"op": "aggregate", "fn": _text(fn), "value": value, "var": _text(name), "in": source,
                "where": where, "span": _span(meta)}

    @v_args(meta=True)
    def aggregate_by(self, meta, c):
        fn, name, source, where, key, order = c
        return {"op": "aggregate", "fn": _text(fn), "value": None, "var": _text(name), "in": source,
                "where": where, "by": key, "descending": order is not None and _text(order) == "desc",
                "span": _span(meta)}

    @v_args(meta=True)
    def or_(self, meta, c):
        return {"op": "or", "left": c[0], "right": c[1], "span": _span(meta)}

    @v_args(meta=True)
    def and_(self, meta, c):
        return {"op": "and", "left": c[0], "right": c[1], "span": _span(meta)}

    @v_args(meta=True)
    def not_(self, meta, c):
        return {"op": "not", "value": c[0], "span": _span(meta)}

    @v_args(meta=True)
    def neg(self, meta, c):
        return {"op": "neg", "value": c[0], "span": _span(meta)}

    @v_args(meta=True)
    def compare(self, meta, c):
        return {"op": "binary", "operator": _text(c[1]), "left": c[0], "right": c[2], "span": _span(meta)}

    arith = compare

    @v_args(meta=True)
    def cond(self, meta, c):
        return {"op": "cond", "if": c[0], "then": c[1], "else": c[2], "span": _span(meta)}

    @v_args(meta=True)
    def list_(self, meta, c):
        return {"op": "list", "items": c[0] or [], "span": _span(meta)}

    @v_args(meta=True)
    def range_(self, meta, c):
        return {"op": "range", "from": c[0], "to": c[1], "span": _span(meta)}

    # ---- statements ----------------------------------------------------------------------
    def block(self, c):
        return list(c)

    @v_args(meta=True)
    def let(self, meta, c):
        return {"do": "let", "name": _text(c[0]), "value": c[1], "span": _span(meta)}

    @v_args(meta=True)
    def assign(self, meta, c):
        return {"do": "assign", "target": c[0], "operator": _text(c[1]), "value": c[2], "span": _span(meta)}

    @v_args(meta=True)
    def move(self, meta, c):
        return {"do": "move", "cards": c[0], "to": c[1], "place": c[2] or "top", "span": _span(meta)}

    def place(self, c):
        return _text(c[0])

    @v_args(meta=True)
    def shuffle(self, meta, c):
        return {"do": "shuffle", "zone": c[0], "span": _span(meta)}

    @v_args(meta=True)
    def if_(self, meta, c):
        branches = [{"if": c[0], "then": c[1]}]
        rest = c[2:-1]
        for el in rest:
            branches.append(el)
        return {"do": "if", "branches": branches, "else": c[-1], "span": _span(meta)}

    def elif_clause(self, c):
        return {"if": c[0], "then": c[1]}

    @v_args(meta=True)
    def for_(self, meta, c):
        return {"do": "for", "var": _text(c[0]), "in": c[1], "where": c[2], "body": c[3], "span": _span(meta)}

    @v_args(meta=True)
    def while_(self, meta, c):
        return {"do": "while", "cond": c[0], "body": c[1], "span": _span(meta)}

    @v_args(meta=True)
    def repeat(self, meta, c):
        return {"do": "repeat", "body": c[0], "until": c[1], "span": _span(meta)}

    @v_args(meta=True)
    def choose(self, meta, c):
        node = {"do": "choose", "var": _text(c[0]), "in": c[1], "where": c[2], "by": c[3],
                "optional": False, "secret": False, "count": None, "label": None, "span": _span(meta)}
        for opt in c[4:]:
            node.update(opt)
        for part in ("by", "count"):  # `by p or none` reads as an expression: the choice may be empty
            value = node[part]
            if isinstance(value, dict) and value.get("op") == "or" and value["right"].get("op") == "none":
                node[part], node["or_none"] = value["left"], True
        return node

    def optional(self, c):
        return {"optional": True}

    def or_none(self, c):
        return {"or_none": True}

    def secretly(self, c):
        return {"secret": True}

    def show_opt(self, c):
        return {"showing": c[0]}

    def count_opt(self, c):
        return {"count": c[0]}

    def label(self, c):
        node = self._text_node(c[0])
        if node["op"] == "text":  # `as "take {c}"`: the label shows values, worked out when it is offered
            return {"label": _unquote(c[0]), "label_text": node}
        return {"label": _unquote(c[0])}

    @v_args(meta=True)
    def simultaneous(self, meta, c):
        return {"do": "simultaneous", "var": _text(c[0]), "in": c[1], "body": c[2], "span": _span(meta)}

    @v_args(meta=True)
    def emit(self, meta, c):
        return {"do": "emit", "event": _text(c[0]), "args": c[1] or [], "body": c[2], "span": _span(meta)}

    @v_args(meta=True)
    def cancel(self, meta, c):
        return {"do": "cancel", "span": _span(meta)}

    @v_args(meta=True)
    def end_game(self, meta, c):
        return {"do": "end_game", "winners": c[0], "span": _span(meta)}

    @v_args(meta=True)
    def log(self, meta, c):
        return {"do": "log", "text": self._text_node(c[0]), "to": c[1], "span": _span(meta)}

    @v_args(meta=True)
    def reveal(self, meta, c):
        return {"do": "reveal", "cards": c[0], "to": c[1], "span": _span(meta)}

    @v_args(meta=True)
    def return_(self, meta, c):
        return {"do": "return", "span": _span(meta)}

    @v_args(meta=True)
    def break_(self, meta, c):
        return {"do": "break", "span": _span(meta)}

    @v_args(meta=True)
    def exit_(self, meta, c):
        return {"do": "exit", "name": _text(c[0]), "span": _span(meta)}

    @v_args(meta=True)
    def call_stmt(self, meta, c):
        call = c[0]
        return {"do": "call", "name": call["name"], "args": call["args"], "span": _span(meta)}

    # ---- declarations --------------------------------------------------------------------
    @v_args(meta=True)
    def type(self, meta, c):
        return {"name": _text(c[0]), "list": False}

    @v_args(meta=True)
    def list_type(self, meta, c):
        return {"name": _text(c[0]), "list": True}

    @v_args(meta=True)
    def param(self, meta, c):
        return {"name": _text(c[0]), "type": c[1], "span": _span(meta)}

    def params(self, c):
        return list(c)

    @v_args(meta=True)
    def game_decl(self, meta, c):
        return ("game", _unquote(c[0]), _span(meta))

    @v_args(meta=True)
    def players_decl(self, meta, c):
        low = _int(c[0])  # `players 2`: exactly two
        return ("players", {"min": low, "max": low if c[1] is None else _int(c[1]), "span": _span(meta)})

    @v_args(meta=True)
    def option_decl(self, meta, c):
        default = c[2]
        if default["op"] == "text":
            # a default is a constant, and nothing is filled in before the options are known; left as
            # it was, '{...}' would be taken for a value of the command line's kind, which it is not
            raise RulesErrors([RulesError("an option's default is a constant text: it cannot hold '{' (nothing is "
                                          "filled in there)", Span("<rules>", *default["span"]), code="syntax")])
        value = default.get("value") if default["op"] != "none" else None
        return ("options", {"name": _text(c[0]), "type": c[1], "default": value,
                            "help": _unquote(c[3]) if c[3] is not None else "", "span": _span(meta)})

    @v_args(meta=True)
    def enum_decl(self, meta, c):
        values = [_text(t) for t in c[1:] if t is not None]
        return ("enums", {"name": _text(c[0]), "values": values, "span": _span(meta)})

    @v_args(meta=True)
    def card_decl(self, meta, c):
        fields, sides = [], []
        for item in c[1:]:
            (sides if "fields" in item else fields).append(item)
        return ("cards", {"name": _text(c[0]), "fields": fields, "sides": sides, "span": _span(meta)})

    @v_args(meta=True)
    def field(self, meta, c):
        return {"name": _text(c[0]), "type": c[1], "default": c[2], "mutable": False, "span": _span(meta)}

    @v_args(meta=True)
    def card_var(self, meta, c):
        node = {"name": _text(c[0]), "type": c[1], "default": c[2], "mutable": True, "span": _span(meta)}
        if c[3] is not None:  # without it, those who see the card see its variable
            node.update(c[3])
        return node

    @v_args(meta=True)
    def side(self, meta, c):
        return {"name": _text(c[0]), "fields": list(c[1:]), "span": _span(meta)}

    @v_args(meta=True)
    def side_field(self, meta, c):
        return {"name": _text(c[0]), "type": c[1], "default": None, "mutable": False, "span": _span(meta)}

    @v_args(meta=True)
    def zone_decl(self, meta, c):
        node = {"name": _text(c[0]), "per_player": False, "visible_to": "everyone", "showing": None,
                "holds": None, "span": _span(meta)}
        if c[1] is not None:  # a family of zones, `zone row[4]`: as many shared zones as the count says
            node["count"] = c[1]
        for opt in c[2:]:
            node.update(opt)
        if node["per_player"] and "visible_span" not in node:
            node["visible_to"] = "owner"  # a player's own zone is theirs to see, unless declared otherwise
        return ("zones", node)

    def per_player(self, c):
        return {"per_player": True}

    def zone_count(self, c):
        return c[0]

    @v_args(meta=True)
    def visible(self, meta, c):
        return {"visible_to": _text(c[0]), "visible_span": _span(meta)}

    def showing(self, c):
        return {"showing": _text(c[0])}

    def holds(self, c):
        return {"holds": _text(c[0])}

    @v_args(meta=True)
    def var_decl(self, meta, c):
        name, typ, per_player, by, default, visible = c
        node = {"name": _text(name), "type": typ, "per_player": per_player is not None,
                "by": _text(by) if by is not None else None, "default": default, "span": _span(meta)}
        if visible is not None:  # without it, everyone sees the variable
            node.update(visible)
        return ("vars", node)

    @v_args(meta=True)
    def var_visible(self, meta, c):
        return {"visible_to": _text(c[0]), "visible_span": _span(meta)}

    @v_args(meta=True)
    def define_decl(self, meta, c):
        return ("defines", {"name": _text(c[0]), "params": c[1] or [], "value": c[2], "span": _span(meta)})

    @v_args(meta=True)
    def event_decl(self, meta, c):
        return ("events", {"name": _text(c[0]), "params": c[1] or [], "span": _span(meta)})

    @v_args(meta=True)
    def proc_decl(self, meta, c):
        return ("procedures", {"name": _text(c[1]), "kind": _text(c[0]), "params": c[2] or [], "body": c[3],
                               "span": _span(meta)})

    @v_args(meta=True)
    def trigger_decl(self, meta, c):
        return ("triggers", {"timing": _text(c[0]), "event": _text(c[1]), "when": c[2], "body": c[3],
                             "span": _span(meta)})

    @v_args(meta=True)
    def deck_decl(self, meta, c):
        node = {"zone": _text(c[0]), "entries": list(c[2:]), "span": _span(meta)}
        if c[1] is not None:  # `deck hand per player`: the entries are made once for each player
            node["per_player"] = True
        return ("decks", node)

    @v_args(meta=True)
    def deck_card(self, meta, c):
        count, card, names, fields, cond = c
        node = {"entry": "card", "count": _int(count), "card": _text(card), "name": names[0],
                "fields": fields or [], "if": cond, "span": _span(meta)}
        if len(names) > 1:
            node["faces"] = names
        return node

    @v_args(meta=True)
    def face_names(self, meta, c):
        return [self._text_node(s) for s in c]

    def named_args(self, c):
        return list(c)

    @v_args(meta=True)
    def named_arg(self, meta, c):
        name = _text(c[0]) if c[1] is None else f"{c[0]}.{c[1]}"
        return {"name": name, "value": c[2], "span": _span(meta)}

    @v_args(meta=True)
    def deck_for(self, meta, c):
        return {"entry": "for", "var": _text(c[0]), "in": c[1], "entries": list(c[2:]), "span": _span(meta)}

    @v_args(meta=True)
    def rank_decl(self, meta, c):
        return ("rank", {"var": _text(c[0]), "by": list(c[1:]), "span": _span(meta)})

    @v_args(meta=True)
    def estimate_decl(self, meta, c):
        return ("estimate", {"var": _text(c[0]), "by": list(c[1:]), "span": _span(meta)})

    @v_args(meta=True)
    def payoff_decl(self, meta, c):
        var, value, low, high, total = c
        return ("payoff", {"var": _text(var), "by": value, "from": low, "to": high, "total": total,
                           "span": _span(meta)})

    @v_args(meta=True)
    def play_decl(self, meta, c):
        return ("play", {"body": c[0], "span": _span(meta)})

    def start(self, items):
        doc: dict[str, Any] = {
            "format": FORMAT, "source": self.file, "options": [], "enums": [],
            "cards": [], "zones": [], "vars": [], "defines": [], "events": [], "procedures": [],
            "triggers": [], "decks": [],
        }
        errors = []
        lines: dict[str, int] = {}  # where each declaration that may appear only once was made
        for key, value, *span in items:
            if isinstance(doc.get(key), list):
                doc[key].append(value)
                continue
            span = span[0] if span else value["span"]  # the game's name is text: its span comes apart
            if key in doc:
                errors.append(RulesError(f"'{key}' is declared twice; the first is on line {lines[key]}",
                                         Span("<rules>", *span), code="duplicate"))
            else:
                doc[key] = value
                lines[key] = span[0]
        if errors:
            raise RulesErrors(errors)
        return doc


_SIMPLE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*")
_KEYWORDS = frozenset(("true", "false", "none", "not", "and", "or", "if", "then", "else", "of"))


def _simple_expression(text: str, file: str, line: int, column: int) -> dict | None:
    """`name` or `name.attr.attr` built directly: most `{...}` parts of strings are like that."""
    if not _SIMPLE.fullmatch(text) or any(p in _KEYWORDS for p in text.split(".")):
        return None
    names = text.split(".")
    end = column + len(names[0])
    node: dict = {"op": "name", "name": names[0], "span": [line, column, line, end]}
    for name in names[1:]:
        end += 1 + len(name)
        node = {"op": "attr", "of": node, "name": name, "span": [line, column, line, end]}
    return node


def parse_expression(text: str, file: str = "<rules>", line: int = 1, column: int = 1) -> dict:
    """Parses one expression (used for `{...}` parts of strings and for tests)."""
    simple = _simple_expression(text, file, line, column)
    if simple is not None:
        return simple
    check_tokens(text, file, None, line, column)
    try:
        tree = parser().parse(text, start="expr")
    except UnexpectedInput:
        raise RulesErrors([RulesError(f"bad expression in string: {text!r}", Span(file, line, column, line, column + len(text)),
                                      code="syntax")]) from None
    check_depth(tree, file, None, line, column)
    doc = _ToDocument(file).transform(tree)
    _shift(doc, line - 1, column - 1)
    return doc


def _shift(node: Any, dline: int, dcol: int) -> None:
    """Moves the spans of a sub-parsed expression to where it sits in the file."""
    if isinstance(node, dict):
        span = node.get("span")
        if isinstance(span, list) and len(span) == 4 and span[0]:
            node["span"] = [span[0] + dline, span[1] + (dcol if span[0] == 1 else 0),
                            span[2] + dline, span[3] + (dcol if span[2] == 1 else 0)]
        for v in node.values():
            _shift(v, dline, dcol)
    elif isinstance(node, list):
        for v in node:
            _shift(v, dline, dcol)


def parse_rules(text: str, file: str = "<rules>") -> dict:
    """Parses rules text into a rulebook document, or raises `RulesErrors`.

    Text with too many tokens, or nested too deeply, is refused (`limits.py`).
    """
    check_tokens(text, file, text)
    try:
        tree = parser().parse(text, start="start")
    except UnexpectedInput as err:
        raise RulesErrors([syntax_error(err, text, file)]) from None
    except RecursionError:
        raise RulesErrors([RulesError("the rules are nested too deeply", Span(file, 1, 1, 1, 2), code="syntax",
                                      source=text)]) from None
    check_depth(tree, file, text)
    try:
        return _ToDocument(file).transform(tree)
    except VisitError as err:
        if isinstance(err.orig_exc, RulesErrors):
            raise RulesErrors([RulesError(e.message, Span(file, *attrs_span(e.span)), e.code, source=text)
                               for e in err.orig_exc.errors]) from None
        raise
    except RecursionError:
        raise RulesErrors([RulesError("the rules are nested too deeply", Span(file, 1, 1, 1, 2), code="syntax",
                                      source=text)]) from None


def attrs_span(span: Span) -> tuple[int, int, int, int]:
    return span.line, span.column, span.end_line, span.end_column
