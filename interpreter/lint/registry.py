"""The registry of lint checks: each check is one function, declared with its code, severity,
description and an example, and `CHECKS` (code -> (severity, description)) is built from it.

    @check("unused-zone", "warning", "a zone nothing uses", example=...)
    def unused_zone(lint):
        for zone in ...:
            yield lint.finding("unused-zone", zone.span, f"zone '{zone.name}' is declared but never used")

A check reads the rulebook's intermediate form and the facts of `flow.py` through `lint` (a
`Lint`, `run.py`) and yields findings. Codes that the parser, the schema check, the resolver and
the layout report themselves are declared with `passes_through`: lint passes their errors on.
`phase` says when a check runs: "static" (every lint), "simulated" (after `--simulate` games) or
"both" (a check with a static and a dynamic part). docs/lint.md has a section per code, with the
example; tests/test_lint.py checks that the two agree.
"""

from __future__ import annotations

from typing import Callable

import attrs


@attrs.frozen
class Check:
    code: str
    severity: str  # error or warning
    description: str
    example: str  # a rulebook that triggers the check (the docs show it)
    function: Callable | None = None  # None: reported by an earlier pass, passed through
    phase: str = "static"


REGISTRY: dict[str, Check] = {}


def check(code: str, severity: str, description: str, example: str = "", phase: str = "static"):
    """Declares a check: the function yields the findings of `code`."""
    def register(function: Callable) -> Callable:
        if code in REGISTRY and REGISTRY[code].function is not None:
            raise ValueError(f"check '{code}' is declared twice")
        REGISTRY[code] = Check(code, severity, description, example, function, phase)
        return function

    return register


def passes_through(code: str, severity: str, description: str, example: str = "") -> None:
    """Declares a code that an earlier pass reports; lint passes its errors on."""
    REGISTRY[code] = Check(code, severity, description, example)


def checks_of(phase: str) -> list[Check]:
    return [c for c in REGISTRY.values() if c.function is not None and c.phase in (phase, "both")]
