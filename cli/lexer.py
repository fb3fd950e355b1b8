"""A Pygments lexer for rules files (`.rules`), registered as `rules` (`pygmentize -l rules FILE`).

The keywords are read from the grammar (`rules.lark`): every quoted word of a rule, and the words
of the keyword-like terminals (`PROC_KIND`, `TIMING`, `PLACE`, `AGGREGATE`), so the lexer follows
the language as it grows; the built-in functions come from the interpreter's one table of them.
"""

from __future__ import annotations

import re
from importlib import resources

from pygments.lexer import RegexLexer, bygroups, include
from pygments.token import (Comment, Error, Keyword, Name, Number, Operator, Punctuation, String, Text,
                            Whitespace)

from rulerun.interpreter.builtins import BUILTIN_NAMES

__all__ = ["RulesLexer", "KEYWORDS", "highlight_rules"]

_GRAMMAR = resources.files("rulerun.grammar").joinpath("rules.lark").read_text(encoding="utf-8")


def _grammar_words() -> tuple[set[str], set[str], set[str]]:
    """(all keywords, declaration keywords, aggregate names) found in the grammar."""
    body = "\n".join(line.split("//", 1)[0] for line in _GRAMMAR.splitlines())
    keywords = set(re.findall(r'"([a-z_]+)"', body))
    aggregates: set[str] = set()
    for name, alternatives in re.findall(r"^([A-Z_]+)(?:\.\d+)?\s*:\s*/\(([a-z_|]+)\)\\b/", body, re.M):
        (aggregates if name == "AGGREGATE" else keywords).update(alternatives.split("|"))
    declarations = set(re.findall(r'^\w+_decl\s*:\s*"([a-z_]+)"', body, re.M))
    for terminal in re.findall(r"^\w+_decl\s*:\s*([A-Z_]+)\b", body, re.M):  # proc_decl: PROC_KIND ...
        m = re.search(r"^" + terminal + r"(?:\.\d+)?\s*:\s*/\(([a-z_|]+)\)", body, re.M)
        if m:
            declarations.update(m.group(1).split("|"))
    return keywords, declarations, aggregates


KEYWORDS, DECLARATION_KEYWORDS, AGGREGATES = _grammar_words()
DECLARATION_KEYWORDS |= {"side", "var"} & KEYWORDS
CONSTANTS = {"true", "false", "none"} & KEYWORDS
WORD_OPERATORS = {"and", "or", "not"} & KEYWORDS
OTHER_KEYWORDS = KEYWORDS - DECLARATION_KEYWORDS - CONSTANTS - WORD_OPERATORS

# built-in functions when called (`players()`, `top(deck)`, `count(...)`: some are keywords too)
CALLED_BUILTINS = AGGREGATES | set(BUILTIN_NAMES) | ({"range"} & KEYWORDS)
# built-in names anywhere (`player_count`)
BUILTINS = (set(BUILTIN_NAMES) | {"player_count"}) - KEYWORDS

_NAME = r"[A-Za-z_][A-Za-z0-9_]*"


def _words(items: set[str], suffix: str = r"\b"):
    if not items:
        return r"(?!x)x"
    return r"\b(" + "|".join(sorted(items, key=lambda w: (-len(w), w))) + ")" + suffix


class RulesLexer(RegexLexer):
    """The rulerun rules language."""

    name = "rules"
    aliases = ["rules", "rulerun"]
    filenames = ["*.rules"]
    mimetypes = ["text/x-rulerun"]
    url = "https://pypi.org/project/rulerun/"

    tokens = {
        "root": [
            # declaration keywords open a line (`deck deck {`: the second is a zone's name)
            (r"^([ \t]*)" + _words(DECLARATION_KEYWORDS), bygroups(Whitespace, Keyword.Declaration)),
            (r"\b(var|side)(\s+)(?=" + _NAME + r"\s*[:{])", bygroups(Keyword.Declaration, Whitespace)),
            (r"\n", Whitespace),
            (r"[ \t]+", Whitespace),
            (r"#.*?$", Comment.Single),
            (r'"', String.Double, "string"),
            (r"[0-9]+", Number.Integer),
            (r"\.\.|==|!=|<=|>=|\+=|-=|[-+*/%<>=]", Operator),
            (r"[{}()\[\],:.]", Punctuation),
            (_words(CALLED_BUILTINS, r"\b(?=\s*\()"), Name.Builtin),
            (_words(CONSTANTS), Keyword.Constant),
            (_words(WORD_OPERATORS), Operator.Word),
            (_words(BUILTINS), Name.Builtin),
            (_words(OTHER_KEYWORDS), Keyword),
            (_NAME + r"(?=\s*\()", Name.Function),
            (_NAME, Name),
            (r".", Error),
        ],
        "string": [
            (r"\\.", String.Escape),
            (r"\{(?=[^{}\"\n]*\})", String.Interpol, "interpolation"),
            (r'"', String.Double, "#pop"),
            (r'[^"\\{\n]+', String.Double),
            (r"\{", String.Double),
            (r"\n", Error, "#pop"),
        ],
        "interpolation": [
            (r"\}", String.Interpol, "#pop"),
            (r"[ \t]+", Text),
            include("expression"),
        ],
        "expression": [
            (r"[0-9]+", Number.Integer),
            (r"\.\.|==|!=|<=|>=|[-+*/%<>]", Operator),
            (r"[()\[\],:.]", Punctuation),
            (_words(CONSTANTS), Keyword.Constant),
            (_words(WORD_OPERATORS), Operator.Word),
            (_words(BUILTINS), Name.Builtin),
            (_words(OTHER_KEYWORDS), Keyword),
            (_NAME + r"(?=\s*\()", Name.Function),
            (_NAME, Name),
            (r".", Error),
        ],
    }


def highlight_rules(source: str, color: bool = True) -> str:
    """Rules source for a terminal: highlighted with ANSI colours when `color`, else unchanged."""
    if not color:
        return source
    from pygments import highlight
    from pygments.formatters import TerminalFormatter

    out = highlight(source, RulesLexer(), TerminalFormatter())
    return out if source.endswith("\n") else out.rstrip("\n")
