"""Lint's comments: `# lint: allow CODE` silences a finding on its line or the line below, and a
suppression naming no known check is itself a finding (`bad-suppression`). (`# lint: deck`
comments, which declare a deck's size, are read by `decks.py`.)
"""

from __future__ import annotations

import re

from rulerun.grammar.errors import RulesError, Span, did_you_mean

from .registry import REGISTRY, passes_through

ALLOW_RE = re.compile(r"#\s*lint:\s*allow\s+([a-z0-9_,\s-]+)")

# reported where the comments are read, as findings are finished (`run.py`)
passes_through("bad-suppression", "warning", "a '# lint: allow' comment naming an unknown check",
               example="""\
players 2..4
# lint: allow unused-zonne
zone spare
play { end game }
""")


def _suppressions(text: str | None):
    """(line number, line, match, the words after 'allow') of each `# lint: allow` comment."""
    for i, line in enumerate((text or "").splitlines(), start=1):
        m = ALLOW_RE.search(line)
        if m:
            yield i, line, m, re.split(r"[\s,]+", m.group(1).strip())


def allowed_codes(text: str | None) -> dict[int, set[str]]:
    """Line -> the codes allowed there (the words after the codes are the reason: only known codes count)."""
    return {i: {w for w in words if w and w in REGISTRY} for i, _, _, words in _suppressions(text)}


def bad_suppressions(text: str | None, file: str) -> list[RulesError]:
    found = []
    for i, line, m, words in _suppressions(text):
        first = words[0]
        if first and first not in REGISTRY:
            col = line.index(first, m.start()) + 1
            found.append(RulesError(f"'# lint: allow' names no known check '{first}'" + did_you_mean(first, REGISTRY),
                                    Span(file, i, col, i, col + len(first)), code="bad-suppression", source=text,
                                    severity="warning"))
    return found
