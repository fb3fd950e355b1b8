"""Pass 1, remembered: documents already parsed, and the parser's tables, kept as JSON files.

Parsing a large rulebook takes a good part of a second; reading its document back takes a few
milliseconds. An entry is keyed by a hash of the text and of everything that decides how text
becomes a document (the grammar, the parser's construction, the transformer, the Lark version), so
an edited rulebook or a changed grammar simply misses. Entries are JSON, never pickle: a cache file
is data that anyone who can write there may have changed, and reading one must never run code. A
corrupt or foreign entry is ignored (and rewritten); when the directory cannot be written, nothing
is cached.

The directory is `$RULERUN_CACHE_DIR`, else `$XDG_CACHE_HOME/rulerun`, else `~/.cache/rulerun`;
`RULERUN_NO_CACHE=1` turns the cache off.
"""

from __future__ import annotations

import functools
import json
import os
from pathlib import Path
from typing import Any

# Documents kept; the least recently used go first.
MAX_DOCUMENTS = 200

_HERE = Path(__file__).resolve().parent
_TUPLE = "\x00tuple"  # tags of the parser tables' tuples and int-keyed dicts, which JSON lacks
_ITEMS = "\x00items"


def cache_dir() -> Path | None:
    """The cache directory, or None when caching is off."""
    if os.environ.get("RULERUN_NO_CACHE", "") not in ("", "0"):
        return None
    if os.environ.get("RULERUN_CACHE_DIR"):
        return Path(os.environ["RULERUN_CACHE_DIR"])
    xdg = os.environ.get("XDG_CACHE_HOME", "")
    if os.path.isabs(xdg):  # the XDG spec ignores a relative path
        return Path(xdg) / "rulerun"
    try:
        home = Path.home()
    except (RuntimeError, KeyError):  # no home directory
        return None
    return home / ".cache" / "rulerun" if home.is_absolute() else None


@functools.cache
def parser_version() -> str | None:
    """A hash of the grammar, the parser's construction, the transformer and the Lark version; None
    if they cannot be read."""
    from hashlib import sha256
    from importlib.util import find_spec

    try:
        spec = find_spec("lark")
        parts = [(_HERE / "rules.lark").read_bytes(), (_HERE / "syntax.py").read_bytes(),
                 (_HERE / "transform.py").read_bytes(),
                 Path(spec.origin).read_bytes()]  # lark/__init__.py names its version
    except (OSError, TypeError, AttributeError, ValueError):
        return None
    h = sha256()
    for part in parts:
        h.update(len(part).to_bytes(8, "big"))
        h.update(part)
    return h.hexdigest()


def _document_key(text: str) -> str | None:
    from hashlib import sha256

    version = parser_version()
    if version is None:
        return None
    return sha256(f"{version}\n{text}".encode("utf-8", "surrogatepass")).hexdigest()


# ---- documents -------------------------------------------------------------------------------
def cached_document(text: str, file: str = "<rules>", checked: str | None = None) -> dict | None:
    """The document of `text` from the cache (its `source` set to `file`), or None.

    With `checked`, only a document stored as having passed that check (see `store_document`).
    """
    where = cache_dir()
    key = _document_key(text) if where is not None else None
    if key is None:
        return None
    path = where / f"doc-{key}.json"
    entry = _read(path)
    if not (isinstance(entry, dict) and entry.get("rulerun") == "document" and entry.get("key") == key
            and isinstance(entry.get("document"), dict)):
        return None
    if checked is not None and entry.get("checked") != checked:
        return None
    try:
        os.utime(path)  # recently used: pruned last
    except OSError:
        pass
    doc = entry["document"]
    doc["source"] = file
    return doc


def store_document(text: str, doc: dict, checked: str | None = None) -> None:
    """Keeps the document of `text`, if it reads back exactly as it is (and the cache is writable).

    `checked` names a check the document passed (a later pass's, such as the schema's, with a
    hash of that check's own version), so that the pass can skip it for this document.
    """
    where = cache_dir()
    key = _document_key(text) if where is not None else None
    if key is None:
        return
    entry = {"rulerun": "document", "key": key, "document": doc}
    if checked is not None:
        entry["checked"] = checked
    try:
        data = json.dumps(entry)
    except (TypeError, ValueError):
        return
    if json.loads(data)["document"] != doc:  # a tuple or a non-string key would come back changed
        return
    if _write(where / f"doc-{key}.json", data):
        _prune(where)


def _prune(where: Path) -> None:
    try:
        entries = [(p.stat().st_mtime, p) for p in where.glob("doc-*.json")]
    except OSError:
        return
    entries.sort()
    for _, path in entries[:max(0, len(entries) - MAX_DOCUMENTS)]:
        try:
            path.unlink()
        except OSError:
            pass


# ---- parser tables ---------------------------------------------------------------------------
def cached_parser_tables() -> dict | None:
    """The serialized LALR parser (`{"data", "memo"}` of Lark's `memo_serialize`), or None."""
    where = cache_dir()
    version = parser_version() if where is not None else None
    if version is None:
        return None
    entry = _read(where / f"parser-{version}.json", object_hook=_from_json)
    if not (isinstance(entry, dict) and entry.get("rulerun") == "parser" and entry.get("key") == version
            and isinstance(entry.get("data"), dict) and isinstance(entry.get("memo"), dict)):
        return None
    return entry


def store_parser_tables(data: dict, memo: dict) -> None:
    """Keeps the serialized parser, if it reads back exactly as it is."""
    where = cache_dir()
    version = parser_version() if where is not None else None
    if version is None:
        return
    entry = {"rulerun": "parser", "key": version, "data": data, "memo": memo}
    try:
        text = json.dumps(_to_json(entry))
        if json.loads(text, object_hook=_from_json) != entry:
            return
    except (TypeError, ValueError):
        return
    _write(where / f"parser-{version}.json", text)


def _to_json(value: Any) -> Any:
    """Lark's serialized tables as JSON: tuples and dicts with int keys are tagged."""
    if isinstance(value, dict):
        if all(isinstance(k, str) for k in value):
            return {k: _to_json(v) for k, v in value.items()}
        return {_ITEMS: [[k, _to_json(v)] for k, v in value.items()]}
    if isinstance(value, tuple):
        return {_TUPLE: [_to_json(v) for v in value]}
    if isinstance(value, list):
        return [_to_json(v) for v in value]
    return value


def _from_json(obj: dict) -> Any:
    if len(obj) == 1:
        if _TUPLE in obj and isinstance(obj[_TUPLE], list):
            return tuple(obj[_TUPLE])
        if _ITEMS in obj and isinstance(obj[_ITEMS], list):
            return {k: v for k, v in obj[_ITEMS]}
    return obj


# ---- files -------------------------------------------------------------------------------------
def _read(path: Path, object_hook=None) -> Any:
    """The JSON value in `path`, or None when it is missing, unreadable or not JSON."""
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f, object_hook=object_hook)
    except (OSError, ValueError, TypeError, RecursionError):
        return None


def _write(path: Path, text: str) -> bool:
    """Writes `text` to `path` atomically (a reader sees the old file or the new one); False if it cannot."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_NOFOLLOW", 0), 0o600)
        with open(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, path)
        return True
    except OSError:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        return False
