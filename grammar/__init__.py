"""The rules language: Lark grammar (`rules.lark`) and the tree-to-document transformer.

Importing the package does not load Lark: `parse_rules` reads a document back from the cache
(`cache.py`) when the same text was parsed before, and only parses (`transform.py`) otherwise.
"""

from .cache import cached_document, store_document
from .errors import RulesError, RulesErrors, Span, did_you_mean

__all__ = ["FORMAT", "RulesError", "RulesErrors", "Span", "did_you_mean", "parse_expression", "parse_rules"]


def parse_rules(text: str, file: str = "<rules>") -> dict:
    """Parses rules text into a rulebook document, or raises `RulesErrors`.

    The same text parsed before (by any process of this user) is read back from the cache.
    """
    doc = cached_document(text, file)
    if doc is None:
        from . import transform  # Lark is loaded only when a text has to be parsed

        doc = transform.parse_rules(text, file)
        store_document(text, doc)
    return doc


def __getattr__(name: str):
    if name in ("FORMAT", "parse_expression"):  # these need the parser module, and so Lark
        from . import transform

        return getattr(transform, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
