"""Pass 2: checks a rulebook document against the published JSON Schema (Draft 2020-12).

The schema ships in the package as `rulebook.schema.json` and is printed by `rulerun schema`.
Each violation becomes a `RulesError` at the span of the nearest node that has one. Validation
runs on jsonschema-rs (a compiled validator, two orders of magnitude faster on a large rulebook)
and falls back to the pure-Python jsonschema where that is not installed.

A document that passed is remembered in the document cache (`rulerun.grammar.cache`) with a hash
of the schema and of this module, so a linter that reads it back need not check it again.
"""

from __future__ import annotations

import functools
import json
from pathlib import Path

from rulerun.grammar.cache import cached_document, store_document
from rulerun.grammar.errors import RulesError, RulesErrors, Span

SCHEMA_PATH = Path(__file__).with_name("rulebook.schema.json")


@functools.cache
def schema() -> dict:
    """The rulebook JSON Schema."""
    return json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))


@functools.cache
def _validator():
    try:
        import jsonschema_rs
    except ImportError:
        import jsonschema

        return jsonschema.Draft202012Validator(schema())
    return jsonschema_rs.Draft202012Validator(schema())


def _path(err) -> list:
    path = getattr(err, "instance_path", None)
    return list(path) if path is not None else list(err.absolute_path)


def _is_span(value) -> bool:
    """Whether `value` is a span an error can point at: four non-negative integers."""
    return (isinstance(value, list) and len(value) == 4
            and all(type(v) is int and v >= 0 for v in value))


def validate_document(doc: dict, file: str = "<rules>", text: str | None = None) -> None:
    """Raises `RulesErrors` listing every place where `doc` breaks the schema."""
    try:
        found = list(_validator().iter_errors(doc))
    except UnicodeEncodeError:  # a text with a lone surrogate, which a document read from JSON cannot hold
        raise RulesErrors([RulesError("schema: a text of the document is not Unicode text (a lone surrogate)",
                                      Span(file, 1, 1), code="schema")]) from None
    errors = []
    for err in found:
        node, span = doc, [1, 1, 1, 1]
        path = _path(err)
        for key in path:
            try:
                node = node[key]
            except (KeyError, IndexError, TypeError):
                break
            if isinstance(node, dict) and _is_span(node.get("span")):
                span = node["span"]
        where = "/".join(str(k) for k in path) or "(top)"
        errors.append(RulesError(f"schema: at {where}: {err.message}", Span.from_list(file, span), code="schema",
                                 source=text))
    if errors:
        raise RulesErrors(errors)


@functools.cache
def _check_id() -> str:
    """What a document passed: this schema, checked by this module."""
    from rulerun.grammar.cache import blake2b

    return "schema:" + blake2b(SCHEMA_PATH.read_bytes() + Path(__file__).read_bytes(), digest_size=32).hexdigest()


def checked_document(text: str, file: str = "<rules>") -> dict | None:
    """The document of rules `text` from the cache, if it passed this schema check; else None."""
    try:
        check = _check_id()
    except OSError:
        return None
    return cached_document(text, file, checked=check)


def remember_checked(text: str, doc: dict) -> None:
    """Keeps the document of rules `text` in the cache as one that passed this schema check."""
    try:
        check = _check_id()
    except OSError:
        return
    store_document(text, doc, checked=check)
