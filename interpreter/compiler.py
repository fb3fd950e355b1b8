"""The passes after the schema check, as one call: rulebook document -> intermediate form ->
layout for one game set-up -> generated code (`Model`).

`compile_rulebook` resolves the document (`resolve.py`), lays it out for a player count and
option values (`layout.py`) and generates its code (`codegen/`). Every problem the first two
passes find is reported together, each with its span, as one `RulesErrors`.
"""

from __future__ import annotations

from typing import Any

from rulerun.grammar.errors import RulesError, RulesErrors, Span

from . import ir, model_cache
from .layout import Layout, layout
from .model import Model
from .records import field, frozen


@frozen
class CompiledRules:
    """What a game was compiled from: the document, its text, and its intermediate form."""

    doc: dict = field(repr=False)
    text: str | None = field(repr=False)
    program: ir.Program = field(repr=False)
    layout: Layout = field(repr=False)
    native: bool = True


def compile_rulebook(doc: dict, players: int | None = None, options: dict[str, Any] | None = None,
                     text: str | None = None, native: bool = True, counting: bool = False,
                     known: CompiledRules | None = None) -> tuple[Model, CompiledRules]:
    """The model of a rulebook document for a player count (default: its minimum) and options.
    `native=False` keeps every statement a step (for tools that count steps); `counting` compiles
    code that counts rule coverage as it runs (`codegen/counters.py`). A rulebook compiled before
    with the same set-up is read back from the cache (`model_cache.py`); `known`: the same set-up
    compiled otherwise (as `native` or `counting` are not), whose intermediate form and layout
    serve where the cache has no model."""
    key = model_cache.model_key(doc, text, players, options, native, counting)
    kept = model_cache.cached(key, CompiledRules)
    if kept is not None:
        return kept
    from .codegen import generate  # (the resolver and the code generator: imported where they run)
    if known is not None:
        program, laid_out = known.program, known.layout
    else:
        from .resolve import resolve

        try:
            resolved = resolve(doc, text)
            laid_out, layout_errors = layout(resolved.program, players, options)
        except RecursionError:
            raise _too_deep(doc) from None
        errors = list(resolved.errors) + list(layout_errors)
        if errors:
            raise RulesErrors(errors)
        program = resolved.program
    try:
        model = generate(program, laid_out, native, counting)
    except RecursionError:
        raise _too_deep(doc) from None
    rules = CompiledRules(doc, text, program, laid_out, native)
    model_cache.store(key, model, rules)
    return model, rules


def _too_deep(doc: dict) -> RulesErrors:
    return RulesErrors([RulesError("the rulebook is nested too deeply to compile",
                                   Span(doc.get("source") or "<rules>", 1, 1), code="structure")])


def evaluate(rules: CompiledRules, state, node: dict) -> Any:
    """The value of one expression (a parsed document node) in a state of a game of these rules."""
    from .codegen.generator import Generator
    from .resolve import resolve_expression

    expr, frame = resolve_expression(rules.program, node, rules.text)
    gen = Generator(rules.program, rules.layout, rules.native)
    return gen.expression_function(expr)(state.data, [None] * frame.nlocals)
