"""Passes 1 and 2 for a rulebook file: finding it, reading its text, and loading its document.

`load_document` takes a `.rules` file through the parser (`rulerun.grammar`) and a `.json`
rulebook document as it is, and checks either against the schema (`schema.py`). A file that is
missing, a directory, not a regular file, too large or not UTF-8 is a located `RulesError` with
the code `file`; no more of a file than the limit is ever read.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from rulerun.grammar import RulesError, RulesErrors, Span, parse_rules

from .json_document import parse_json_document
from .schema import checked_document, remember_checked, validate_document

BUNDLED = Path(__file__).resolve().parent.parent / "rulebooks"


# Where bundled rulebooks are looked for by name: the games, then the library of small games from
# the literature (`library/NAME.rules`).
BUNDLED_FOLDERS = ("", "library/")


def _package_files():
    """`importlib.resources.files("rulerun.rulebooks")`. For a package of files (as installed, or
    installed in place) that is the folder of its `__init__`, found here without importing
    `importlib.resources` and what it brings (zip files, temporary files): a few milliseconds of
    every command that names a bundled rulebook."""
    from importlib.machinery import SourceFileLoader, SourcelessFileLoader
    from importlib.util import find_spec

    spec = find_spec("rulerun.rulebooks")
    if (spec is not None and spec.origin is not None and spec.submodule_search_locations is not None
            and isinstance(spec.loader, (SourceFileLoader, SourcelessFileLoader))):
        return Path(spec.origin).parent
    from importlib import resources

    return resources.files("rulerun.rulebooks")


def find_rulebook(name: str | Path) -> Path:
    """A path as given, or the name of a bundled rulebook (`NAME` or `NAME.rules`, among the games
    or in the library)."""
    path = Path(name)
    if path.exists():
        return path
    names = [f"{folder}{n}" for folder in BUNDLED_FOLDERS for n in (str(name), f"{name}.rules")]
    try:
        bundled = _package_files()
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


def bundled_rulebook(name: str) -> Path | None:
    """The bundled rulebook that `name` names (`NAME`, `NAME.rules`, `examples/NAME.rules`, or a path
    to one of the bundled files), or None: never a file outside the bundled rulebooks."""
    roots = [BUNDLED.resolve()]
    try:
        package = Path(str(_package_files())).resolve()
        if package not in roots:
            roots.insert(0, package)
    except (ModuleNotFoundError, FileNotFoundError, TypeError):
        pass
    for root in roots:
        for candidate in (Path(name), root / name, root / f"{name}.rules"):
            try:
                resolved = candidate.resolve(strict=True)
            except (OSError, RuntimeError, ValueError):
                continue
            if resolved.is_relative_to(root) and resolved.is_file() and resolved.suffix in (".rules", ".json"):
                return resolved
    return None


# The largest rulebook file rulerun reads.
MAX_FILE_BYTES = 4 * 1024 * 1024

_OPEN = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)  # a FIFO must not block the open


def read_file_bytes(path: Path, limit: int, what: str = "rulebooks") -> bytes:
    """The bytes of a regular file of at most `limit` bytes, or a located error (code `file`).

    Whatever the file claims to be, no more than `limit` + 1 bytes are read: a device such as
    /dev/zero reports a size of 0, and a FIFO would make the open or the read wait forever, so
    anything but a regular file is refused before it is read.
    """
    where = Span(str(path), 1, 1, 1, 1)
    try:
        fd = os.open(path, _OPEN)
    except (OSError, ValueError) as err:  # ValueError: a NUL in the name
        raise RulesErrors([RulesError(f"cannot read '{path}': {getattr(err, 'strerror', None) or err}", where,
                                      code="file")]) from None
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise RulesErrors([RulesError(f"'{path}' is a directory, not a file", where, code="file")])
        if not stat.S_ISREG(mode):
            raise RulesErrors([RulesError(f"'{path}' is not a regular file (a device, a FIFO or a socket)", where,
                                          code="file")])
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, min(limit + 1 - size, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as err:
        raise RulesErrors([RulesError(f"cannot read '{path}': {err.strerror or err}", where, code="file")]) from None
    finally:
        os.close(fd)
    if size > limit:
        raise RulesErrors([RulesError(f"the file is larger than {limit} bytes; {what} may have at most {limit}", where,
                                      code="file")])
    return b"".join(chunks)


def decode_text(raw: bytes, file: str) -> str:
    """UTF-8 text, or a located error at the first byte that is not UTF-8."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as err:
        line = raw.count(b"\n", 0, err.start) + 1
        column = err.start - (raw.rfind(b"\n", 0, err.start) + 1) + 1
        raise RulesErrors([RulesError(f"the file is not UTF-8 text (byte 0x{raw[err.start]:02x})",
                                      Span(file, line, column, line, column + 1), code="file")]) from None


def read_rulebook_text(path: Path) -> str:
    """The text of a rulebook file, or a located error (a directory, not a regular file, unreadable,
    too large, not UTF-8)."""
    path = Path(path)
    if path.is_dir():
        raise RulesErrors([RulesError(f"'{path}' is a directory, not a rulebook file", Span(str(path), 1, 1, 1, 1),
                                      code="file")])
    return decode_text(read_file_bytes(path, MAX_FILE_BYTES), str(path))


def load_document(path: str | Path) -> tuple[dict, str | None]:
    """Reads a `.rules` file (parsed) or a `.json` rulebook document (validated).

    A `.rules` document that the cache holds as checked against this schema is taken as it is
    (neither parsed nor checked again: the schema's validator takes longer to build than the
    document takes to read)."""
    path = find_rulebook(path)
    text = read_rulebook_text(path)
    if path.suffix == ".json":
        doc = parse_json_document(text, str(path))
        validate_document(doc, str(path))
        return doc, None
    doc = checked_document(text, str(path))
    if doc is not None:
        return doc, text
    doc = parse_rules(text, str(path))
    validate_document(doc, str(path), text)
    remember_checked(text, doc)
    return doc, text
