"""Mutants for bench/fuzz.py beyond rules text: rulebook documents (as data and as JSON text) and the
files of the document cache.

- `document_mutant` changes a bundled rulebook's document so that it mostly still passes the
  schema (an expression or a statement swapped for another of the same document, an item of a list
  dropped or doubled, an integer or a name changed), then often changes its JSON text in ways the
  schema cannot see (a number written `2.0`, `1e400`, with thousands of digits or as `NaN`; a lone
  surrogate escape; a span of five numbers; deep brackets; a cut or a stray character).
- `CacheFuzz` fills a private cache directory, and for each mutant damages one of its files (a byte
  flipped, the file cut, emptied or grown, a value of its JSON changed behind its authentication
  code, the code changed, another entry's content moved in, a FIFO, a link or a directory in its
  place, the secret changed, the directory opened to others); a parse must then give exactly the
  document a fresh parse gives.
"""

from __future__ import annotations

import copy
import json
import os
import random
import re
from pathlib import Path
from typing import Any

from rulerun.grammar import RulesErrors, transform
from rulerun.grammar import parse_rules as cached_parse

# ---- documents ---------------------------------------------------------------------------------
_VALUES = [None, 0, -1, 10**9, "", "x", [], {}, {"op": "name", "name": "nope"}, True]
_INTS = [-1, 0, 1, 2, 3, 7, 16, 17, 10**15, -10**15, 10**15 + 1]


def _slots(doc: Any) -> dict[str, list]:
    """The places of a document, by kind: expressions, statements, lists, integers, names."""
    found: dict[str, list] = {"expr": [], "stmt": [], "list": [], "int": [], "str": [], "any": []}

    def walk(node, parent, key):
        if key is not None and key != "span" and not str(key).endswith("_span"):
            found["any"].append((parent, key))
        if isinstance(node, dict):
            if "op" in node:
                found["expr"].append((parent, key))
            if "do" in node:
                found["stmt"].append((parent, key))
            for k, v in node.items():
                if k != "span" and not k.endswith("_span"):
                    walk(v, node, k)
        elif isinstance(node, list):
            if key is not None:
                found["list"].append(node)
            for i, v in enumerate(node):
                walk(v, node, i)
        elif isinstance(node, bool) or node is None:
            pass
        elif isinstance(node, int):
            found["int"].append((parent, key))
        elif isinstance(node, str) and key is not None:
            found["str"].append((parent, key))

    walk(doc, None, None)
    return found


def mutate_document(doc: dict, rng: random.Random) -> None:
    """One change of `doc` in place, of a kind that often keeps it valid against the schema."""
    slots = _slots(doc)
    kind = rng.randrange(7)
    if kind == 0 and len(slots["expr"]) > 1:
        (parent, key), (other, okey) = rng.sample(slots["expr"], 2)
        parent[key] = copy.deepcopy(other[okey])
    elif kind == 1 and len(slots["stmt"]) > 1:
        (parent, key), (other, okey) = rng.sample(slots["stmt"], 2)
        parent[key] = copy.deepcopy(other[okey])
    elif kind == 2 and slots["list"]:
        items = rng.choice(slots["list"])
        if items:
            del items[rng.randrange(len(items))]
    elif kind == 3 and slots["list"]:
        items = rng.choice(slots["list"])
        if items:
            i = rng.randrange(len(items))
            items.insert(i, copy.deepcopy(items[i]))
    elif kind == 4 and slots["int"]:
        parent, key = rng.choice(slots["int"])
        parent[key] = rng.choice(_INTS)
    elif kind == 5 and slots["str"]:
        parent, key = rng.choice(slots["str"])
        names = [p[k] for p, k in slots["str"]]
        parent[key] = rng.choice(names + ["nope", "", "x" * 300])
    elif slots["any"]:
        parent, key = rng.choice(slots["any"])
        parent[key] = copy.deepcopy(rng.choice(_VALUES))


_NUMBER = re.compile(r"(?<=[\[:,\s])-?\d+(?=[\],\s}])")
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_SPAN = re.compile(r'"span": \[([^\]]*)\]')


def mutate_json_text(text: str, rng: random.Random) -> str:
    """One change of a document's JSON text, mostly of what JSON allows but no rulebook holds."""
    kind = rng.randrange(8)
    numbers = list(_NUMBER.finditer(text))
    if kind <= 3 and numbers:
        m = rng.choice(numbers)
        new = {0: f"{m.group()}.0",
               1: rng.choice([f"{m.group()}e0", "1E400", "-1e-5"]),
               2: "9" * rng.choice([19, 400, 5000]),
               3: rng.choice(["NaN", "Infinity", "-Infinity", "-0", "true", "null", '"2"'])}[kind]
        return text[:m.start()] + new + text[m.end():]
    if kind == 4:
        strings = list(_STRING.finditer(text))
        if strings:
            m = rng.choice(strings)
            escape = rng.choice(["\\ud800", "\\udc00", "\\ud83d\\ude00", "\\u0000", "\\udbff\\udbff", "\\ud800x"])
            return text[:m.end() - 1] + escape + text[m.end() - 1:]
    if kind == 5:
        spans = list(_SPAN.finditer(text))
        if spans:
            m = rng.choice(spans)
            inside = rng.choice([m.group(1) + ", 9", "1, 2, 3", "-1, 1, 1, 1", "1, 1, 1, 10000000000000", ""])
            return text[:m.start(1)] + inside + text[m.end(1):]
    if kind == 6:
        pos = rng.randrange(len(text) + 1)
        if rng.random() < 0.5:
            return text[:pos]
        return text[:pos] + rng.choice(list('{}[],:"\\\x00é')) + text[pos:]
    if numbers:
        m = rng.choice(numbers)
        depth = rng.choice([50, 5000, 100_000])
        return text[:m.start()] + "[" * depth + m.group() + "]" * depth + text[m.end():]
    return text


_DOCUMENTS: dict[Path, dict] = {}


def document_mutant(rng: random.Random, rulebook: Path, where: Path) -> Path:
    """Writes a mutant of a bundled rulebook's document to `where`/mutant.json; returns its path."""
    from rulerun.interpreter.engine import load_document

    if rulebook not in _DOCUMENTS:
        _DOCUMENTS[rulebook] = load_document(rulebook)[0]
    doc = copy.deepcopy(_DOCUMENTS[rulebook])
    for _ in range(1 if rng.random() < 0.6 else rng.randint(2, 3)):
        mutate_document(doc, rng)
    text = json.dumps(doc, indent=rng.choice([None, 1]), ensure_ascii=rng.random() < 0.5)
    if rng.random() < 0.5:
        text = mutate_json_text(text, rng)
    path = where / "mutant.json"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    return path


# ---- cache entries ----------------------------------------------------------------------------
class CacheFuzz:
    """A private cache directory with good entries for a few texts; `run` damages one file and
    checks that a parse gives exactly what a fresh parse gives. Returns 'same' or 'error' (the
    text's own syntax error), or raises AssertionError for a document that differs."""

    def __init__(self, where: Path, texts: list[str]):
        self.where = where
        self.texts = texts
        with self._cache_on():
            self.fresh = [_outcome(lambda t=t: transform.parse_rules(t, "fuzz.rules")) for t in texts]
            transform.parser.cache_clear()
            for text in texts:
                _outcome(lambda t=text: cached_parse(t, "fuzz.rules"))
            self.good = {p.name: p.read_bytes() for p in where.iterdir()}
        assert any(name.startswith("parser-") for name in self.good), "the parser's tables were not kept"

    def _cache_on(self):
        where = self.where

        class On:
            def __enter__(self):
                self.saved = {k: os.environ.get(k) for k in ("RULERUN_CACHE_DIR", "RULERUN_NO_CACHE")}
                os.environ["RULERUN_CACHE_DIR"] = str(where)
                os.environ.pop("RULERUN_NO_CACHE", None)

            def __exit__(self, *exc):
                for k, v in self.saved.items():
                    if v is None:
                        os.environ.pop(k, None)
                    else:
                        os.environ[k] = v

        return On()

    def restore(self) -> None:
        os.chmod(self.where, 0o700)
        for path in self.where.iterdir():
            if path.name not in self.good:
                if path.is_dir() and not path.is_symlink():
                    path.rmdir()
                else:
                    path.unlink()
        for name, data in self.good.items():
            path = self.where / name
            if path.is_symlink() or not path.is_file():
                if path.is_dir() and not path.is_symlink():
                    path.rmdir()
                elif path.exists() or path.is_symlink():
                    path.unlink()
            path.write_bytes(data)
            os.chmod(path, 0o600)

    def run(self, rng: random.Random) -> str:
        names = sorted(self.good)
        name = rng.choice(names)
        tables = name.startswith("parser-")
        if tables and rng.random() < 0.7:  # rebuilding the parser is slow: most mutants damage documents
            name = rng.choice([n for n in names if not n.startswith("parser-")])
            tables = False
        self._damage(self.where / name, rng)
        index = rng.randrange(len(self.texts))
        try:
            with self._cache_on():
                if tables or name == "secret":
                    transform.parser.cache_clear()
                got = _outcome(lambda: cached_parse(self.texts[index], "fuzz.rules"))
        finally:
            self.restore()
        if got != self.fresh[index]:
            raise AssertionError(f"damaged {name}: the cache gave another document than a fresh parse")
        return "error" if isinstance(got, str) else "same"

    def _damage(self, path: Path, rng: random.Random) -> None:
        data = path.read_bytes()
        head, newline, body = data.partition(b"\n")
        kind = rng.randrange(12)
        if kind == 0 and data:
            i = rng.randrange(len(data))
            data = data[:i] + bytes([data[i] ^ (1 << rng.randrange(8))]) + data[i + 1:]
        elif kind == 1:
            data = data[:rng.randrange(len(data) + 1)]
        elif kind == 2:
            data = b""
        elif kind == 3:
            data = data + rng.choice([b"\n", b" ", b"{}", b"\x00" * 100])
        elif kind == 4 and newline:
            try:
                value = json.loads(body)
                _change_some_value(value, rng)
                data = head + b"\n" + json.dumps(value).encode("utf-8")
            except (ValueError, RecursionError):
                pass
        elif kind == 5 and newline and len(head) > 20:
            i = rng.randrange(16, len(head))
            data = head[:i] + (b"0" if head[i:i + 1] != b"0" else b"1") + head[i + 1:] + b"\n" + body
        elif kind == 6:
            others = [n for n in self.good if n != path.name and n.startswith("doc-")]
            if others:
                data = self.good[rng.choice(others)]
        elif kind == 7 and hasattr(os, "mkfifo"):
            path.unlink()
            os.mkfifo(path)
            return
        elif kind == 8:
            others = [n for n in self.good if n != path.name]
            path.unlink()
            path.symlink_to(self.where / rng.choice(others))
            return
        elif kind == 9:
            path.unlink()
            path.mkdir()
            return
        elif kind == 10:
            os.chmod(self.where, rng.choice([0o777, 0o755, 0o770]))
            return
        else:
            data = _swap_key(data, path.name, self.good)
        path.write_bytes(data)


def _change_some_value(value: Any, rng: random.Random) -> None:
    slots = []

    def walk(node):
        if isinstance(node, dict):
            for k, v in node.items():
                slots.append((node, k))
                walk(v)
        elif isinstance(node, list):
            for i, v in enumerate(node):
                slots.append((node, i))
                walk(v)

    walk(value)
    if slots:
        parent, key = rng.choice(slots)
        parent[key] = copy.deepcopy(rng.choice(_VALUES + [{}, "checked"]))


def _swap_key(data: bytes, name: str, good: dict[str, bytes]) -> bytes:
    """Another entry's content, with its key replaced by this entry's wherever it appears."""
    mine = name.removeprefix("doc-").removesuffix(".json").encode()
    others = [n for n in good if n.startswith("doc-") and n != name]
    if not others or not name.startswith("doc-"):
        return data[::-1]
    other = others[0]
    theirs = other.removeprefix("doc-").removesuffix(".json").encode()
    return good[other].replace(theirs, mine)


def _outcome(parse) -> Any:
    """A parse's document, or its rendered errors."""
    try:
        return parse()
    except RulesErrors as errs:
        return errs.render()
