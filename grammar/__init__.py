"""The rules language: Lark grammar (`rules.lark`) and the tree-to-document transformer.

Importing the package does not load Lark: `parse_rules` reads a document back from the cache
(`cache.py`) when the same text was parsed before, and only parses (`transform.py`) otherwise.
"""

from .cache import parse_rules
from .errors import RulesError, RulesErrors, Span, did_you_mean

__all__ = ["FORMAT", "RulesError", "RulesErrors", "Span", "did_you_mean", "parse_expression", "parse_rules"]


def __getattr__(name: str):
    if name in ("FORMAT", "parse_expression"):  # these need the parser module, and so Lark
        from . import transform

        return getattr(transform, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
