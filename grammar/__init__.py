"""The rules language: Lark grammar (`rules.lark`) and the tree-to-document transformer."""

from .errors import RulesError, RulesErrors, Span, did_you_mean
from .transform import FORMAT, parse_expression, parse_rules

__all__ = ["FORMAT", "RulesError", "RulesErrors", "Span", "did_you_mean", "parse_expression", "parse_rules"]
