"""Work remembered between runs: documents already parsed, the parser's tables, and compiled
rulebooks, kept as files.

Parsing a large rulebook takes a good part of a second; reading its document back takes a few
milliseconds. An entry is keyed by a hash of the text and of everything that decides how text
becomes a document (the grammar, the parser's construction, the transformer, the Lark version), so
an edited rulebook or a changed grammar simply misses.

A cache file is data that someone else may have written, so nothing in one is trusted until it is
proven to be this user's own:

- the directory must belong to the user and be closed to everyone else (mode 0700 or stricter);
  otherwise, or when it cannot be made, nothing is cached;
- every entry carries a code of its kind, key and content, made with a secret of 32 random bytes
  (BLAKE2b keyed with the secret, the MAC that BLAKE2 was designed to be) that is kept in the directory (`secret`, mode 0600); an entry whose code does not
  match is ignored and written again, so a changed document can neither swap the rules played nor
  pass for one that passed a check;
- files are opened without following a symbolic link and without waiting on a FIFO, and only a
  regular file of the user's, of at most `MAX_ENTRY_BYTES`, is read (at most that many bytes);
- a new file is written under a random temporary name in the same directory and renamed into
  place (a reader sees the old file or the new one);
- entries are JSON but for compiled code (the functions generated for a rulebook,
  `codegen/emit.py`), which is `marshal` data, as Python's own bytecode cache is, and compiled
  models (`interpreter/model_cache.py`), which are pickles of that code and the model's data; both
  are read only once their code proves them this user's own, and a model's pickle may name
  nothing outside rulerun but a few of Python's own classes and functions; the cache keeps at most
  `MAX_DOCUMENTS` documents (and as many tables of code, and as many models) and `MAX_TOTAL_BYTES`
  bytes of them, the least recently used going first.

The directory is `$RULERUN_CACHE_DIR`, else `$XDG_CACHE_HOME/rulerun`, else `~/.cache/rulerun`;
`RULERUN_NO_CACHE=1` turns the cache off.
"""

from __future__ import annotations

import functools
import json
import os
import stat
import time
from pathlib import Path
from typing import Any

try:  # hashlib's BLAKE2 and hmac's comparison, without the OpenSSL library that importing hashlib or
    # hmac loads: some milliseconds of every command's start
    from _blake2 import blake2b, blake2s
    from _operator import _compare_digest as compare_digest
except ImportError:  # pragma: no cover - a Python without these modules
    from hashlib import blake2b, blake2s  # noqa: F401 - also imported from here
    from hmac import compare_digest

# Documents kept; the least recently used go first.
MAX_DOCUMENTS = 200
# The largest entry written or read (a document is about six times the size of its rules text).
MAX_ENTRY_BYTES = 8 * 1024 * 1024
# The documents kept, in bytes all together.
MAX_TOTAL_BYTES = 64 * 1024 * 1024

SECRET = "secret"
_SECRET_BYTES = 32
_MAGIC = b"rulerun-cache-2 "  # then the entry's code in hex and a newline, then its JSON
_STALE_SECONDS = 3600  # a temporary file this old was left by a process that stopped while writing
_HERE = Path(__file__).resolve().parent
_TUPLE = "\x00tuple"  # tags of the parser tables' tuples and int-keyed dicts, which JSON lacks
_ITEMS = "\x00items"
_READ = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
_CREATE = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)


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
    """A hash of the grammar, the parser's construction, the transformer, the parser's limits and the
    Lark version; None if they cannot be read."""
    from importlib.util import find_spec

    try:
        spec = find_spec("lark")
        parts = [(_HERE / "rules.lark").read_bytes(), (_HERE / "syntax.py").read_bytes(),
                 (_HERE / "transform.py").read_bytes(), (_HERE / "limits.py").read_bytes(),
                 Path(spec.origin).read_bytes()]  # lark/__init__.py names its version
    except (OSError, TypeError, AttributeError, ValueError):
        return None
    h = blake2b(digest_size=32)
    for part in parts:
        h.update(len(part).to_bytes(8, "big"))
        h.update(part)
    return h.hexdigest()


def _document_key(text: str) -> str | None:
    version = parser_version()
    if version is None:
        return None
    return blake2b(f"{version}\n{text}".encode("utf-8", "surrogatepass"), digest_size=32).hexdigest()


# ---- documents -------------------------------------------------------------------------------
def cached_document(text: str, file: str = "<rules>", checked: str | None = None) -> dict | None:
    """The document of `text` from the cache (its `source` set to `file`), or None.

    With `checked`, only a document stored as having passed that check (see `store_document`).
    """
    key = _document_key(text) if cache_dir() is not None else None
    if key is None:
        return None
    with _Directory(create=False) as where:
        body = where.read("document", key, f"doc-{key}.json", touch=True)
    try:
        entry = json.loads(body) if body is not None else None
    except (ValueError, RecursionError):
        return None
    if not (isinstance(entry, dict) and isinstance(entry.get("document"), dict)):
        return None
    if checked is not None and entry.get("checked") != checked:
        return None
    doc = entry["document"]
    doc["source"] = file
    return doc


def store_document(text: str, doc: dict, checked: str | None = None) -> None:
    """Keeps the document of `text`, if it reads back exactly as it is, is not too large, and the
    cache is usable.

    `checked` names a check the document passed (a later pass's, such as the schema's, with a
    hash of that check's own version), so that the pass can skip it for this document.
    """
    key = _document_key(text) if cache_dir() is not None else None
    if key is None:
        return
    try:
        data = json.dumps({"checked": checked, "document": doc}, ensure_ascii=False).encode("utf-8")
        if len(data) > MAX_ENTRY_BYTES or json.loads(data)["document"] != doc:
            return  # too large; or a tuple or a non-string key that would come back changed
    except (TypeError, ValueError, RecursionError):
        return
    with _Directory(create=True) as where:
        if where.write("document", key, f"doc-{key}.json", data):
            where.prune()


# ---- compiled code and models ---------------------------------------------------------------
def cached_code(key: str) -> bytes | None:
    """The table of compiled code kept under `key` (marshal data: see `codegen/emit.py`), or None."""
    return _cached_bytes("code", key)


def store_code(key: str, body: bytes) -> None:
    """Keeps a table of compiled code under `key`, if it is not too large and the cache is usable."""
    _store_bytes("code", key, body)


def cached_model(key: str) -> bytes | None:
    """The compiled model kept under `key` (a pickle: see `interpreter/model_cache.py`), or None."""
    return _cached_bytes("model", key)


def store_model(key: str, body: bytes) -> None:
    """Keeps a compiled model under `key`, if it is not too large and the cache is usable."""
    _store_bytes("model", key, body)


def _cached_bytes(kind: str, key: str) -> bytes | None:
    if cache_dir() is None:
        return None
    with _Directory(create=False) as where:
        return where.read(kind, key, f"{kind}-{key}.bin", touch=True)


def _store_bytes(kind: str, key: str, body: bytes) -> None:
    if cache_dir() is None or len(body) > MAX_ENTRY_BYTES:
        return
    with _Directory(create=True) as where:
        if where.write(kind, key, f"{kind}-{key}.bin", body):
            where.prune()


# ---- parser tables ---------------------------------------------------------------------------
def cached_parser_tables() -> dict | None:
    """The serialized LALR parser (`{"data", "memo"}` of Lark's `memo_serialize`), or None."""
    version = parser_version() if cache_dir() is not None else None
    if version is None:
        return None
    with _Directory(create=False) as where:
        body = where.read("parser", version, f"parser-{version}.json")
    try:
        entry = json.loads(body, object_hook=_from_json) if body is not None else None
    except (ValueError, TypeError, RecursionError):
        return None
    if not (isinstance(entry, dict) and isinstance(entry.get("data"), dict) and isinstance(entry.get("memo"), dict)):
        return None
    return entry


def store_parser_tables(data: dict, memo: dict) -> None:
    """Keeps the serialized parser, if it reads back exactly as it is (tables of other versions go)."""
    version = parser_version() if cache_dir() is not None else None
    if version is None:
        return
    entry = {"data": data, "memo": memo}
    try:
        text = json.dumps(_to_json(entry))
        if json.loads(text, object_hook=_from_json) != entry:
            return
    except (TypeError, ValueError, RecursionError):
        return
    name = f"parser-{version}.json"
    with _Directory(create=True) as where:
        if where.write("parser", version, name, text.encode("utf-8")):
            where.remove_other_tables(name)


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


# ---- the directory and its files ---------------------------------------------------------------
class _Directory:
    """The cache directory, opened once and checked to be the user's own; every file is reached
    through it (relative to its descriptor), so a directory renamed or replaced meanwhile is not
    followed. Unusable (no cache) when the directory is not the user's, is open to others, cannot
    be made, or the platform cannot open files relative to a directory."""

    def __init__(self, create: bool):
        self.fd: int | None = None
        self.secret: bytes | None = None
        self._create = create

    def __enter__(self) -> "_Directory":
        path = cache_dir()
        if path is None or not _supported():
            return self
        try:
            if self._create:
                path.mkdir(mode=0o700, parents=True, exist_ok=True)
            fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | getattr(os, "O_CLOEXEC", 0))
        except OSError:
            return self
        try:
            info = os.fstat(fd)
        except OSError:
            os.close(fd)
            return self
        if not (stat.S_ISDIR(info.st_mode) and info.st_uid == os.geteuid() and info.st_mode & 0o077 == 0):
            os.close(fd)
            return self
        self.fd = fd
        self.secret = self._secret()
        return self

    def __exit__(self, *exc) -> None:
        if self.fd is not None:
            os.close(self.fd)
            self.fd = None

    # ---- the secret ----
    def _secret(self) -> bytes | None:
        """The directory's secret; made when there is none (or a damaged one) and files may be written."""
        secret = self._read_file(SECRET, _SECRET_BYTES)
        if secret is not None and len(secret) == _SECRET_BYTES:
            return secret
        if not self._create:
            return None
        fresh = os.urandom(_SECRET_BYTES)
        tmp = self._write_temp(SECRET, fresh)
        if tmp is None:
            return None
        try:
            if secret is None and not self._exists(SECRET):
                # link, not rename: of two processes making the first secret at once, one wins
                os.link(tmp, SECRET, src_dir_fd=self.fd, dst_dir_fd=self.fd)
            else:
                os.replace(tmp, SECRET, src_dir_fd=self.fd, dst_dir_fd=self.fd)
        except FileExistsError:
            fresh = self._read_file(SECRET, _SECRET_BYTES)
        except OSError:
            fresh = None
        finally:
            self._unlink(tmp)
        return fresh if fresh is not None and len(fresh) == _SECRET_BYTES else None

    def _code(self, kind: str, key: str, body: bytes) -> bytes:
        return blake2b(f"{kind}\n{key}\n".encode() + body, key=self.secret, digest_size=32).hexdigest().encode()

    # ---- entries ----
    def read(self, kind: str, key: str, name: str, touch: bool = False) -> bytes | None:
        """The JSON of an entry whose code proves that this user's rulerun wrote it; else None."""
        if self.secret is None:
            return None
        raw = self._read_file(name, MAX_ENTRY_BYTES + 128)
        if raw is None or not raw.startswith(_MAGIC):
            return None
        head, newline, body = raw.partition(b"\n")
        if not newline or not compare_digest(head[len(_MAGIC):], self._code(kind, key, body)):
            return None
        if touch:
            try:
                os.utime(name, dir_fd=self.fd, follow_symlinks=False)  # recently used: pruned last
            except OSError:
                pass
        return body

    def write(self, kind: str, key: str, name: str, body: bytes) -> bool:
        """Writes an entry with its code, atomically; False if it cannot be written."""
        if self.secret is None:
            return False
        tmp = self._write_temp(name, _MAGIC + self._code(kind, key, body) + b"\n" + body)
        if tmp is None:
            return False
        try:
            os.replace(tmp, name, src_dir_fd=self.fd, dst_dir_fd=self.fd)
            return True
        except OSError:
            self._unlink(tmp)
            return False

    def prune(self) -> None:
        """Removes the least recently used documents, tables of code and compiled models beyond their
        counts and the byte budget (models first), anything that is not a regular file where one should be, and temporary files
        left behind."""
        if self.fd is None:
            return
        documents = []
        tables = []
        models = []
        now = time.time()
        try:
            with os.scandir(self.fd) as listing:
                for item in listing:
                    name = item.name
                    info = item.stat(follow_symlinks=False)
                    if name.startswith(".") and name.endswith(".tmp"):
                        if now - info.st_mtime > _STALE_SECONDS:
                            self._unlink(name)
                    elif name.startswith("doc-") and name.endswith(".json") or \
                            name.startswith(("code-", "model-")) and name.endswith(".bin"):
                        if stat.S_ISREG(info.st_mode):
                            group = documents if name.startswith("doc-") else \
                                tables if name.startswith("code-") else models
                            group.append((info.st_mtime, info.st_size, name))
                        else:
                            self._unlink(name)
        except OSError:
            return
        total = 0
        for entries in (documents, tables, models):
            entries.sort(reverse=True)  # the most recently used first
            for kept, (_, size, name) in enumerate(entries):
                total += size
                if kept >= MAX_DOCUMENTS or total > MAX_TOTAL_BYTES:
                    self._unlink(name)

    def remove_other_tables(self, keep: str) -> None:
        """Removes the parser tables of other versions of the grammar."""
        try:
            with os.scandir(self.fd) as listing:
                names = [item.name for item in listing]
        except OSError:
            return
        for name in names:
            if name.startswith("parser-") and name.endswith(".json") and name != keep:
                self._unlink(name)

    # ---- files ----
    def _read_file(self, name: str, limit: int) -> bytes | None:
        """At most `limit` bytes of a regular file of the user's; None if it is anything else or larger."""
        try:
            fd = os.open(name, _READ, dir_fd=self.fd)
        except OSError:
            return None
        try:
            info = os.fstat(fd)
            if not stat.S_ISREG(info.st_mode) or info.st_uid != os.geteuid() or info.st_size > limit:
                return None
            chunks, size = [], 0
            while size <= limit:
                chunk = os.read(fd, limit + 1 - size)
                if not chunk:
                    break
                chunks.append(chunk)
                size += len(chunk)
            return b"".join(chunks) if size <= limit else None
        except OSError:
            return None
        finally:
            os.close(fd)

    def _write_temp(self, name: str, data: bytes) -> str | None:
        """Writes `data` to a new file with an unpredictable name beside `name`; returns that name."""
        tmp = f".{name}.{os.urandom(8).hex()}.tmp"
        try:
            fd = os.open(tmp, _CREATE, 0o600, dir_fd=self.fd)
        except OSError:
            return None
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view):]
        except OSError:
            os.close(fd)
            self._unlink(tmp)
            return None
        os.close(fd)
        return tmp

    def _exists(self, name: str) -> bool:
        try:
            os.stat(name, dir_fd=self.fd, follow_symlinks=False)
            return True
        except OSError:
            return False

    def _unlink(self, name: str) -> None:
        try:
            os.unlink(name, dir_fd=self.fd)
        except OSError:
            pass


def _supported() -> bool:
    """Whether files can be opened relative to a directory, without following links (POSIX)."""
    return (os.open in os.supports_dir_fd and hasattr(os, "O_NOFOLLOW") and hasattr(os, "O_DIRECTORY")
            and hasattr(os, "geteuid") and os.scandir in os.supports_fd and os.utime in os.supports_dir_fd)
