"""Passes 1 and 2 for a rulebook file: finding it, reading its text, and loading its document.

`load_document` takes a `.rules` file through the parser (`rulerun.grammar`) and a `.json`
rulebook document as it is, and checks either against the schema (`schema.py`). A file that is
missing, a directory, too large or not UTF-8 is a located `RulesError` with the code `file`.
"""

from __future__ import annotations

import json
from pathlib import Path

from rulerun.grammar import RulesError, RulesErrors, Span, parse_rules

from .schema import validate_document

BUNDLED = Path(__file__).resolve().parent.parent / "rulebooks"


# Where bundled rulebooks are looked for by name: the games, then the library of small games from
# the literature (`library/NAME.rules`).
BUNDLED_FOLDERS = ("", "library/")


def find_rulebook(name: str | Path) -> Path:
    """A path as given, or the name of a bundled rulebook (`NAME` or `NAME.rules`, among the games
    or in the library)."""
    path = Path(name)
    if path.exists():
        return path
    names = [f"{folder}{n}" for folder in BUNDLED_FOLDERS for n in (str(name), f"{name}.rules")]
    try:
        from importlib import resources

        bundled = resources.files("rulerun.rulebooks")
        for candidate in names:
            entry = bundled / candidate
            if entry.is_file():
                return Path(str(entry))
    except (ModuleNotFoundError, FileNotFoundError):
        pass
    for candidate in names:
        if (BUNDLED / candidate).is_file():
            return BUNDLED / candidate
    raise RulesErrors([RulesError(f"no rulebook file '{name}'", Span(str(name)), code="file")])


# The largest rulebook file rulerun reads.
MAX_FILE_BYTES = 4 * 1024 * 1024


def read_rulebook_text(path: Path) -> str:
    """The text of a rulebook file, or a located error (a directory, unreadable, too large, not UTF-8)."""
    where = Span(str(path), 1, 1, 1, 1)
    if path.is_dir():
        raise RulesErrors([RulesError(f"'{path}' is a directory, not a rulebook file", where, code="file")])
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise RulesErrors([RulesError(f"the file is {size} bytes; rulebooks may have at most {MAX_FILE_BYTES}",
                                          where, code="file")])
        raw = path.read_bytes()
    except OSError as err:
        raise RulesErrors([RulesError(f"cannot read '{path}': {err.strerror or err}", where, code="file")]) from None
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as err:
        line = raw.count(b"\n", 0, err.start) + 1
        column = err.start - (raw.rfind(b"\n", 0, err.start) + 1) + 1
        raise RulesErrors([RulesError(f"the file is not UTF-8 text (byte 0x{raw[err.start]:02x})",
                                      Span(str(path), line, column, line, column + 1), code="file")]) from None


def load_document(path: str | Path) -> tuple[dict, str | None]:
    """Reads a `.rules` file (parsed) or a `.json` rulebook document (validated)."""
    path = find_rulebook(path)
    text = read_rulebook_text(path)
    if path.suffix == ".json":
        try:
            doc = json.loads(text)
        except json.JSONDecodeError as err:
            raise RulesErrors([RulesError(f"not valid JSON: {err.msg}", Span(str(path), err.lineno, err.colno),
                                          code="json", source=text)]) from None
        except RecursionError:
            raise RulesErrors([RulesError("the JSON document is nested too deeply", Span(str(path), 1, 1),
                                          code="json")]) from None
        if not isinstance(doc, dict):
            raise RulesErrors([RulesError("a rulebook document is a JSON object", Span(str(path), 1, 1),
                                          code="json")])
        doc.setdefault("source", str(path))
        validate_document(doc, str(path))
        return doc, None
    doc = parse_rules(text, str(path))
    validate_document(doc, str(path), text)
    return doc, text
