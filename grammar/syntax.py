"""Pass 1, first half: rules text -> Lark parse tree, and syntax errors in human words.

`parser()` is the LALR parser of the grammar (`rules.lark`); `syntax_error` turns Lark's
`UnexpectedInput` into a located `RulesError` that names the expected tokens in words. The
transformer (`transform.py`) makes the rulebook document of the tree.
"""

from __future__ import annotations

import functools
import re

from lark import Lark
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput
from lark.grammar import Rule
from lark.lexer import TerminalDef

from .cache import cached_parser_tables, store_parser_tables
from .errors import RulesError, Span


@functools.cache
def parser() -> Lark:
    """The LALR parser, built once per process on first use.

    Building it from the grammar takes a tenth of a second or more; its tables are kept in the
    cache as JSON (`cache.py`) and read back from there. Lark's own `cache=True` is not used: it
    unpickles a file with a predictable name in the shared temporary directory.
    """
    tables = cached_parser_tables()
    if tables is not None:
        try:
            return Lark._load_from_dict(tables["data"], tables["memo"])
        except Exception:  # noqa: BLE001 - tables from another Lark, or damaged: build them again
            pass
    built = Lark.open(
        "rules.lark",
        rel_to=__file__,
        parser="lalr",
        propagate_positions=True,
        maybe_placeholders=True,
        start=["start", "expr"],
    )
    store_parser_tables(*built.memo_serialize([TerminalDef, Rule]))
    return built


# Human names for the grammar's terminals, used in syntax error messages.
_TERMINAL_WORDS = {
    "NAME": "a name",
    "STRING": "a string",
    "INT": "a number",
    "LBRACE": "'{'",
    "RBRACE": "'}'",
    "LPAR": "'('",
    "RPAR": "')'",
    "LSQB": "'['",
    "RSQB": "']'",
    "COMMA": "','",
    "COLON": "':'",
    "DOT": "'.'",
    "EQUAL": "'='",
    "ASSIGN_OP": "'=', '+=' or '-='",
    "COMP_OP": "a comparison",
    "ADD_OP": "'+' or '-'",
    "MUL_OP": "'*', '/' or '%'",
    "MINUS": "'-'",
    "AGGREGATE": "an aggregate (count, sum, ...)",
    "PROC_KIND": "'procedure' or 'phase'",
    "TIMING": "'before' or 'after'",
    "PLACE": "'top' or 'bottom'",
    "$END": "the end of the file",
}


@functools.cache
def _literals() -> dict[str, str]:
    """The fixed text each terminal of fixed text stands for (Lark names some itself: `..` is
    `__ANON_0`), by terminal name."""
    return {t.name: t.pattern.value for t in parser().terminals if t.pattern.type == "str"}


def _terminal_words(name: str) -> str:
    words = _TERMINAL_WORDS.get(name)
    if words is not None:
        return words
    literal = _literals().get(name)
    if literal is not None:
        return f"'{literal}'"
    return f"'{name.lower()}'" if name.isupper() else name


def _expected_words(expected) -> str:
    words = sorted({_terminal_words(t) for t in expected})
    if "'}'" in words:  # the closing brace is the likeliest want: never hidden behind "..."
        words = ["'}'"] + [w for w in words if w != "'}'"]
    if len(words) > 8:
        words = words[:8] + ["..."]
    return ", ".join(words)


_STRINGS_AND_COMMENTS = re.compile(r'"(\\.|[^"\\\n])*"|#[^\n]*')


def unclosed_brace(text: str) -> tuple[int, int] | None:
    """(line, column) of the `{` that most likely lacks its `}` in `text`, or None if all are closed.

    Braces are counted outside strings and comments. Where a `{` opens on a line indented no deeper
    than the line of the open `{` around it, or a `}` that begins its line closes a `{` of a line
    indented deeper, the indentation says which `{` was left open; otherwise it is the innermost `{`
    still open at the end."""
    blank = _STRINGS_AND_COMMENTS.sub(lambda m: " " * len(m.group(0)), text)
    stack: list[tuple[int, int, int]] = []  # (line, column, indentation of its line)
    suspect = None
    for number, line in enumerate(blank.split("\n"), start=1):
        indent = len(line) - len(line.lstrip(" "))
        for column, ch in enumerate(line, start=1):
            if ch == "{":
                if suspect is None and stack and stack[-1][0] != number and indent <= stack[-1][2]:
                    suspect = stack[-1]  # a block begins no deeper than the open one: that one was left open
                stack.append((number, column, indent))
            elif ch == "}" and stack:
                opened = stack.pop()
                if suspect is None and column == indent + 1 and opened[2] > indent:
                    suspect = opened
    if suspect is not None and stack:
        return suspect[0], suspect[1]
    return (stack[-1][0], stack[-1][1]) if stack else None


def _hint(tok, err, text: str) -> str:
    """Words for a common slip that the expected tokens do not name."""
    line = text.splitlines()[tok.line - 1] if tok.line and tok.line <= len(text.splitlines()) else ""
    before = line[: (tok.column or 1) - 1]
    if str(tok) == "=" and re.search(r"\b(if|elif|while|until|where|when)\b", before):
        return "; use == to compare"
    if str(tok) == "if" and re.search(r"\belse\s*$", before):
        return "; write 'elif' for 'else if'"
    return ""


def syntax_error(err: UnexpectedInput, text: str, file: str) -> RulesError:
    """Lark's syntax error as a located `RulesError`, with the expected tokens in words."""
    line, col = getattr(err, "line", 0) or 0, getattr(err, "column", 0) or 0
    if isinstance(err, UnexpectedCharacters):
        ch = text[err.pos_in_stream] if err.pos_in_stream < len(text) else "?"
        msg = f"unexpected character {ch!r}"
        span = Span(file, line, col, line, col + 1)
    elif isinstance(err, UnexpectedEOF) or err.token.type == "$END":
        lines = text.splitlines() or [""]
        line, col = len(lines), len(lines[-1]) + 1
        msg = f"unexpected end of file; expected {_expected_words(err.expected)}"
        span = Span(file, line, col, line, col + 1)
        opened = unclosed_brace(text)
        if opened is not None:  # told where the block begins, not where the file ends
            line, col = opened
            msg = f"this '{{' is never closed: the file ends without its '}}' ({msg})"
            span = Span(file, line, col, line, col + 1)
    else:
        tok = err.token
        msg = f"unexpected {tok!s:.30}; expected {_expected_words(err.expected)}"
        if tok.type == "NAME" and "NAME" not in err.expected and any(t.isupper() and len(t) > 1 for t in err.expected):
            msg = f"unexpected name '{tok}'; expected {_expected_words(err.expected)}"
        msg += _hint(tok, err, text)
        if "RBRACE" in err.expected and tok.line and tok.column == 1:  # a declaration where a block goes on
            opened = unclosed_brace(text[: err.pos_in_stream])
            if opened is not None:
                msg += f"; the '{{' of line {opened[0]} is never closed"
        span = Span(file, line, col, tok.end_line or line, tok.end_column or col + len(str(tok)))
    return RulesError(msg, span, code="syntax", source=text)
