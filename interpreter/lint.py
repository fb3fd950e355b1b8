"""Static checks of a rulebook: syntax, schema, names and types, every finding with its place."""

from __future__ import annotations

from pathlib import Path

from rulerun.grammar import RulesError, RulesErrors, Span

from .compiler import Compiler
from .engine import find_rulebook, load_document


def lint_file(path: str | Path) -> list[RulesError]:
    """All problems found in one rulebook file, sorted by position; empty if it is sound."""
    try:
        doc, text = load_document(path)
    except RulesErrors as errs:
        return list(errs.errors)
    problems: list[RulesError] = []
    players = (doc.get("players") or {}).get("min", 2)
    try:
        Compiler(doc, players, {}, text).compile()
    except RulesErrors as errs:
        problems.extend(errs.errors)
    problems.extend(_unused(doc, text, str(find_rulebook(path))))
    return sorted(problems, key=lambda e: (e.span.line, e.span.column))


def _unused(doc: dict, text: str | None, file: str) -> list[RulesError]:
    """Declared procedures and zones that nothing uses."""
    called: set[str] = set()
    named: set[str] = set()

    def walk(node) -> None:
        if isinstance(node, dict):
            if node.get("do") == "call":
                called.add(node["name"])
            if node.get("op") == "name":
                named.add(node["name"])
            for v in node.values():
                walk(v)
        elif isinstance(node, list):
            for v in node:
                walk(v)

    walk(doc.get("procedures"))
    walk(doc.get("triggers"))
    walk(doc.get("play"))
    walk(doc.get("defines"))
    walk(doc.get("rank"))
    found = []
    for p in doc.get("procedures", []):
        if p["name"] not in called:
            found.append(RulesError(f"{p['kind']} '{p['name']}' is declared but never called",
                                    Span.from_list(file, p.get("span")), code="unused", source=text,
                                    severity="warning"))
    decked = {d["zone"] for d in doc.get("decks", [])}
    for z in doc.get("zones", []):
        if z["name"] not in named and z["name"] not in decked:
            found.append(RulesError(f"zone '{z['name']}' is declared but never used",
                                    Span.from_list(file, z.get("span")), code="unused", source=text,
                                    severity="warning"))
    return found
