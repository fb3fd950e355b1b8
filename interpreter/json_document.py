"""Pass 1 for a `.json` rulebook: JSON text -> rulebook document, for the schema check to take.

A document written by hand (or by someone else) can hold what JSON allows but the schema cannot see
and no rulebook text produces: `2.0` where an integer belongs (JSON Schema counts it as one), a
number of thousands of digits (which Python refuses to convert), `NaN`, or a string with a lone
surrogate (`"\\ud800"`, which is no text and cannot be printed). `parse_json_document` refuses
each with an error at its line and column in the file. The document's `source` is set to the
file read, so that every later error names it.
"""

from __future__ import annotations

import json
import re

from rulerun.grammar import RulesError, RulesErrors, Span

# Integers in a rulebook are at most 10**15 (the schema says so); a longer number is refused unread.
MAX_DIGITS = 18

# A string, a number, or one of the constants Python's JSON reader accepts beyond JSON.
_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|NaN|-?Infinity')
_ESCAPE = re.compile(r"\\(u[0-9a-fA-F]{4}|.)")


class _Refused(Exception):
    """Raised by the JSON reader's hooks; the text is then searched for the value refused."""


def _refuse(_text: str):
    raise _Refused


def _integer(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_DIGITS:
        raise _Refused
    return int(digits)


def parse_json_document(text: str, file: str) -> dict:
    """The rulebook document in JSON `text`, its `source` set to `file`; or a located `RulesErrors`."""
    try:
        doc = json.loads(text, parse_float=_refuse, parse_int=_integer, parse_constant=_refuse)
    except _Refused:
        raise _refused(text, file) from None
    except json.JSONDecodeError as err:
        raise RulesErrors([RulesError(f"not valid JSON: {err.msg}", Span(file, err.lineno, err.colno),
                                      code="json", source=text)]) from None
    except RecursionError:
        raise RulesErrors([RulesError("the JSON document is nested too deeply", Span(file, 1, 1),
                                      code="json")]) from None
    if "\\u" in text:
        lone = _lone_surrogate(text)
        if lone is not None:
            raise _error(text, file, *lone)
    if not isinstance(doc, dict):
        raise RulesErrors([RulesError("a rulebook document is a JSON object", Span(file, 1, 1), code="json")])
    doc["source"] = file
    return doc


def _refused(text: str, file: str) -> RulesErrors:
    """The error for the first number that the reader's hooks refused."""
    for m in _TOKEN.finditer(text):
        token = m.group()
        if token[0] == '"':
            continue
        if token in ("NaN", "Infinity", "-Infinity"):
            return _error(text, file, m.start(), len(token), f"{token} is not a number a rulebook can hold")
        if any(c in token for c in ".eE"):
            return _error(text, file, m.start(), len(token),
                          f"the number {token[:20]} is not whole; numbers in a rulebook document are integers")
        if len(token.lstrip("-")) > MAX_DIGITS:
            return _error(text, file, m.start(), len(token),
                          f"a number of {len(token.lstrip('-'))} digits is too large (at most {MAX_DIGITS})")
    return _error(text, file, 0, 1, "a value a rulebook cannot hold")


def _lone_surrogate(text: str) -> tuple[int, int, str] | None:
    """Where a string escapes half of a surrogate pair without the other half right after it, if one
    does (as JSON readers pair them: `\\ud83d\\ude00` is one character)."""
    for m in _TOKEN.finditer(text):
        token = m.group()
        if token[0] != '"' or "\\u" not in token:
            continue
        high = None  # where an escaped high half waits for its low half
        for esc in _ESCAPE.finditer(token):
            code = int(esc.group(1)[1:], 16) if len(esc.group(1)) == 5 else None
            low = code is not None and 0xDC00 <= code <= 0xDFFF
            if high is not None:
                if low and esc.start() == high + 6:
                    high = None
                    continue
                return m.start() + high, 6, _SURROGATE
            if code is not None and 0xD800 <= code <= 0xDBFF:
                high = esc.start()
            elif low:
                return m.start() + esc.start(), 6, _SURROGATE
        if high is not None:
            return m.start() + high, 6, _SURROGATE
    return None


_SURROGATE = "a lone surrogate escape is not text (half of a pair without the other half)"


def _error(text: str, file: str, offset: int, length: int, message: str) -> RulesErrors:
    line = text.count("\n", 0, offset) + 1
    column = offset - (text.rfind("\n", 0, offset) + 1) + 1
    return RulesErrors([RulesError(message, Span(file, line, column, line, column + length), code="json",
                                   source=text)])
