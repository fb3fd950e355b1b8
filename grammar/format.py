"""Canonical formatting of rules text (`rulerun fmt`).

The formatter works from Lark's token stream of the grammar (`rules.lark`), with comments
collected by a lexer callback, so nothing of the text is lost: the tokens keep their order, each
comment stays on its line, and the author's line breaks are kept (newlines carry no meaning in the
language, so where a line breaks is the author's choice). What is canonical:

- indentation: two spaces per open brace, bracket or parenthesis; a line that continues an item
  begun on an earlier line (a statement, a declaration, a card field, a deck entry) is indented
  four more spaces; a line starting with a closing brace goes back to its opener's level;
- spacing: one space around binary operators and `=`, after commas and colons, after `{` and
  before `}`; none inside parentheses and brackets, none around `.` and `..`, none after a unary
  minus, none between a function's name and `(`; two spaces between two items written on one
  line (`card c { a: int  b: int }`);
- blank lines: at most one in a row, none at the start or end of the file, none just after `{`
  or just before `}`;
- comments: a comment alone on its line is indented like the code around it; trailing comments
  on consecutive lines are aligned two spaces after the longest of those lines.

`format_rules(text)` is idempotent, and its result parses to the same rulebook document as the
input (spans aside); text that does not parse raises the parser's `RulesErrors`.
"""

from __future__ import annotations

import difflib
import functools
import threading
from typing import Any

from lark import Lark, Token, Tree
from lark.exceptions import UnexpectedInput

from .errors import RulesError, RulesErrors, Span
from .transform import parse_rules

__all__ = ["format_diff", "format_rules", "same_document", "strip_spans"]

_local = threading.local()


def _on_comment(token: Token) -> Token:
    _local.comments.append(token)
    return token


@functools.lru_cache(maxsize=None)
def _parser() -> Lark:
    """The grammar's parser keeping every token (keywords and punctuation too); built on first use."""
    return Lark.open(
        "rules.lark",
        rel_to=__file__,
        parser="lalr",
        keep_all_tokens=True,
        start="start",
        lexer_callbacks={"COMMENT": _on_comment},
    )

OPENERS = {"{": "}", "(": ")", "[": "]"}
CLOSERS = {"}", ")", "]"}
BINARY = {"=", "+=", "-=", "==", "!=", "<", "<=", ">", ">=", "+", "-", "*", "/", "%"}
# Nodes whose children are items: declarations, statements, card items, side fields, deck entries.
_ITEM_PARENTS = {"start", "block", "card_decl", "side", "deck_decl", "deck_for"}
# Nodes where `(` follows a name directly: calls, aggregates, declarations with parameters.
_ATTACHED_PAREN = {"call", "aggregate", "aggregate_all", "aggregate_of", "aggregate_by", "range_", "proc_decl", "define_decl",
                   "event_decl", "emit"}


def _leaves(tree: Tree):
    for child in tree.children:
        if isinstance(child, Tree):
            yield from _leaves(child)
        elif isinstance(child, Token):
            yield child


def _first_leaf(tree: Tree) -> Token | None:
    return next(_leaves(tree), None)


class _Info:
    """What the formatter needs to know about tokens beyond their text, keyed by position."""

    def __init__(self) -> None:
        self.items: set[int] = set()      # first tokens of items (two spaces before them mid-line)
        self.heads: set[int] = set()      # tokens that start a line at their brace level (no +4)
        self.attached: set[int] = set()   # `(` or `[` written right after what comes before
        self.unary: set[int] = set()      # unary minus signs

    def walk(self, tree: Tree) -> None:
        data = tree.data
        if data in _ITEM_PARENTS:
            for child in tree.children:
                if isinstance(child, Tree) and child.data != "per_player" and (
                        data != "deck_for" or child.data in ("deck_card", "deck_for")):
                    first = _first_leaf(child)
                    if first is not None:
                        self.items.add(first.start_pos)
                        self.heads.add(first.start_pos)
        if data == "enum_decl":
            names = [c for c in tree.children if isinstance(c, Token) and c.type == "NAME"]
            self.heads.update(t.start_pos for t in names[1:])
        for child in tree.children:
            if isinstance(child, Token):
                if child.value == "(" and data in _ATTACHED_PAREN:
                    self.attached.add(child.start_pos)
                elif child.value == "[" and data in ("index", "zone_count"):
                    self.attached.add(child.start_pos)
                elif child.value == "-" and data == "neg":
                    self.unary.add(child.start_pos)
            elif isinstance(child, Tree):
                self.walk(child)


def _tokens(text: str, file: str = "<rules>") -> tuple[list[Token], list[Token], _Info]:
    parse_rules(text, file)  # raises the located, worded errors of text that does not parse
    _local.comments = []
    try:
        tree = _parser().parse(text)
        info = _Info()
        info.walk(tree)
        return list(_leaves(tree)), _local.comments, info
    except (UnexpectedInput, RecursionError):
        raise RulesErrors([RulesError("the formatter cannot read these rules", Span(file, 1, 1, 1, 2),
                                      code="syntax", source=text)]) from None
    finally:
        _local.comments = []


def _space(prev: Token, tok: Token, info: _Info) -> str:
    """The spacing between two tokens written on one line."""
    a, b = prev.value, tok.value
    if a == "{":
        return "" if b == "}" else " "
    if b == "}":
        return " "
    if b in (")", "]", ",", ":", ".", "..") or a in (".", "..", "(", "["):
        return ""
    if prev.start_pos in info.unary:
        return ""
    if b in ("(", "[") and tok.start_pos in info.attached:
        return ""
    if tok.start_pos in info.items:
        return "  "
    return " "


def format_rules(text: str, file: str = "<rules>") -> str:
    """The canonical form of rules text (see the module's description); `file` names it in errors."""
    tokens, comments, info = _tokens(text, file)
    by_line: dict[int, list[Token]] = {}
    for tok in tokens:
        by_line.setdefault(tok.line, []).append(tok)
    trailing: dict[int, str] = {}
    alone: dict[int, str] = {}
    for c in comments:
        body = c.value.rstrip()
        if c.line in by_line:
            trailing[c.line] = body
        else:
            alone[c.line] = body

    # Each output line: (source line, indent, code, trailing comment)
    out: list[tuple[int, int, str, str | None]] = []
    stack: list[str] = []          # open brackets
    prev: Token | None = None      # the last code token written
    for line in sorted(set(by_line) | set(alone)):
        if line not in by_line:
            out.append((line, 2 * len(stack), "", alone[line]))
            continue
        toks = by_line[line]
        first = toks[0]
        depth = len(stack) - (1 if first.value in CLOSERS else 0)
        indent = 2 * max(depth, 0)
        head = (
            prev is None
            or first.value in CLOSERS
            or first.value == "{"
            or first.start_pos in info.heads
            or prev.value in OPENERS
            or (prev.value == "," and stack and stack[-1] != "{")
            or (prev.value == "}" and first.value in ("else", "elif", "until"))
        )
        if not head:
            indent += 4
        parts: list[str] = []
        for tok in toks:
            if parts:
                parts.append(_space(prev, tok, info))
            parts.append(tok.value)
            if tok.value in OPENERS:
                stack.append(tok.value)
            elif tok.value in CLOSERS and stack:
                stack.pop()
            prev = tok
        out.append((line, indent, "".join(parts), trailing.get(line)))

    # A blank line is kept (one) where the source had one or more, except after an opening
    # bracket and before a closing one.
    blank = [False] * len(out)
    for i in range(1, len(out)):
        if out[i][0] - out[i - 1][0] > 1:
            blank[i] = not (out[i][2].startswith(("}", ")", "]")) or out[i - 1][2].endswith(("{", "(", "[")))

    # Trailing comments on consecutive lines are aligned.
    column: dict[int, int] = {}
    run: list[int] = []
    for i in range(len(out) + 1):
        if i < len(out) and out[i][2] and out[i][3] is not None and not (run and blank[i]):
            run.append(i)
            continue
        if run:
            col = max(out[j][1] + len(out[j][2]) for j in run) + 2
            column.update((j, col) for j in run)
        run = [i] if i < len(out) and out[i][2] and out[i][3] is not None else []

    lines: list[str] = []
    for i, (line, indent, code, comment) in enumerate(out):
        if blank[i]:
            lines.append("")
        if not code:
            lines.append(" " * indent + comment)
        elif comment is None:
            lines.append(" " * indent + code)
        else:
            start = " " * indent + code
            lines.append(start + " " * (column[i] - len(start)) + comment)
    return "\n".join(lines) + "\n" if lines else ""


def strip_spans(node: Any) -> Any:
    """A rulebook document without its source positions (`span`, `*_span`)."""
    if isinstance(node, dict):
        return {k: strip_spans(v) for k, v in node.items() if k != "span" and not k.endswith("_span")}
    if isinstance(node, list):
        return [strip_spans(v) for v in node]
    return node


def same_document(a: str, b: str) -> bool:
    """Whether two rules texts parse to the same rulebook document, positions aside."""
    return strip_spans(parse_rules(a)) == strip_spans(parse_rules(b))


def format_diff(text: str, formatted: str, label: str) -> str:
    """What formatting changes, as a unified diff of the text and its formatted version ("" if none)."""
    return "".join(difflib.unified_diff(text.splitlines(True), formatted.splitlines(True), f"{label} (original)",
                                        f"{label} (formatted)"))
