"""Pass 1's bounds: how much rules text the parser takes on, and how deeply it may nest.

The parser's work and memory grow with the number of tokens, and every later pass (the
transformer, the resolver, the formatter, lint, `explain`) walks the tree recursively, so a
rulebook is refused with a located error when

- it has more than `MAX_TOKENS` tokens (names, numbers, strings, signs, and the tokens of the
  `{...}` parts of strings), counted before it is parsed, so that a hostile file under the size
  cap fails in a fraction of a second instead of taking minutes and gigabytes; or
- its parse tree is more than `MAX_DEPTH` levels deep (blocks in blocks, `a + b + c ...`, `not not
  ...`), checked before the tree is transformed.

The bundled rulebooks have at most about 4,500 tokens and 16 levels.
"""

from __future__ import annotations

import re

from lark import Tree

from .errors import RulesError, RulesErrors, Span

MAX_TOKENS = 100_000
MAX_DEPTH = 100

# A string (with its `{...}` parts), a comment, a word or number, or any other sign.
_TOKEN = re.compile(r'"(?:\\.|[^"\\\n])*"|#[^\n]*|\w+|\S')
_PART = re.compile(r"\{([^{}]*)\}")  # as the transformer finds the parts of a string


def check_tokens(text: str, file: str, source: str | None, line: int = 1, column: int = 1) -> None:
    """Raises a located `RulesErrors` if `text` has more than `MAX_TOKENS` tokens; stops counting there.

    `line` and `column` are where `text` starts in the file (a part of a string is checked alone).
    """
    for count, offset in enumerate(_token_offsets(text, 0), start=1):
        if count > MAX_TOKENS:
            at_line, at_column = _position(text, offset, line, column)
            raise RulesErrors([RulesError(f"the rules have more than {MAX_TOKENS} tokens (words, numbers, strings and "
                                          "signs); a rulebook must be shorter",
                                          Span(file, at_line, at_column, at_line, at_column + 1), code="too-large",
                                          source=source)])


def _token_offsets(text: str, base: int):
    """Where each token of `text` starts, the tokens of the `{...}` parts of strings included."""
    for m in _TOKEN.finditer(text):
        token = m.group()
        if token[0] == "#":
            continue
        yield base + m.start()
        if token[0] == '"' and "{" in token:
            for part in _PART.finditer(token):
                yield from _token_offsets(part.group(1), base + m.start() + part.start(1))


def _position(text: str, offset: int, line: int, column: int) -> tuple[int, int]:
    """The line and column of `offset` in `text`, which starts at `line` and `column`."""
    newlines = text.count("\n", 0, offset)
    if newlines:
        return line + newlines, offset - text.rfind("\n", 0, offset)
    return line, column + offset


def check_depth(tree: Tree, file: str, source: str | None, line: int = 1, column: int = 1) -> None:
    """Raises a located `RulesErrors` at the first node nested more than `MAX_DEPTH` levels deep.

    `line` and `column` are where the parsed text starts in the file.
    """
    stack = [(tree, 1)]
    while stack:
        node, depth = stack.pop()
        if depth <= MAX_DEPTH:
            stack.extend((child, depth + 1) for child in node.children if isinstance(child, Tree))
            continue
        meta = node.meta
        at_line, at_column = (1, 1) if getattr(meta, "empty", True) else (meta.line, meta.column)
        if at_line == 1:
            at_column += column - 1
        at_line += line - 1
        raise RulesErrors([RulesError(f"the rules are nested too deeply here: more than {MAX_DEPTH} levels of blocks "
                                      "and expressions", Span(file, at_line, at_column, at_line, at_column + 1),
                                      code="too-deep", source=source)])
