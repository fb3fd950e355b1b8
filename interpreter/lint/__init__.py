"""`rulerun lint`: static checks of a rulebook, and dynamic checks by simulation.

Lint reads the intermediate form that the resolver makes (`ir.py`): it resolves no name and
types no expression itself. Its own analysis (`flow.py`, `flow_expr.py`, `values.py`) infers
what static types do not say: which card types can lie in which zone, which values a condition
can have, what code can run, what each declaration is used for. The decks are worked out for
every set-up (`decks.py`). Worked out on first use, for the checks that need them: what surely
holds on every path (`paths.py`), what a statement may change through what it calls
(`effects.py`), loops and recursion that never end (`progress.py`). Findings that follow from
another are folded into it (`fold.py`). The checks read those facts, grouped by family, each
module one family: names (`names.py`), types (`type_checks.py`), structure (`structure.py`), game
logic (`logic.py`), visibility (`visibility.py`), hidden information that
the rules show (`leak_checks.py`, found by `flows.py` on the labels of `labels.py`), decks (`decks.py`), comments (`comments.py`),
the simulated games of `--simulate N` (`simulation.py`) and the leak check run on them (`leaks.py`).

Each check is one function, declared with `registry.check` (its code, severity, description and
an example); `CHECKS` is built from them. Every finding is a `RulesError` with its `code` and
`severity`; docs/lint.md lists them all. A comment `# lint: allow CODE` on the finding's line or
the line above it silences that finding (say why in the comment).
"""

from __future__ import annotations

from . import comments, decks, flows, leak_checks, leaks, logic, names, simulation, structure, type_checks, visibility  # noqa: F401 - the checks
from .registry import REGISTRY
from .run import finding_record, format_finding, lint_file, lint_report

# the order of the table in docs/lint.md
_ORDER = ("file", "syntax", "json", "schema", "name", "duplicate", "type", "structure", "visibility", "players",
          "option", "limit", "internal")

CHECKS: dict[str, tuple[str, str]] = {
    c.code: (c.severity, c.description)
    for c in sorted(REGISTRY.values(), key=lambda c: (_ORDER.index(c.code) if c.code in _ORDER else len(_ORDER)))}
DYNAMIC = tuple(c.code for c in REGISTRY.values() if c.phase == "simulated")

__all__ = ["CHECKS", "DYNAMIC", "finding_record", "format_finding", "lint_file", "lint_report"]
