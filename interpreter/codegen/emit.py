"""The builder of one generated Python function: its lines, their spans, and the values it names.

Code generation (`expr.py`, `stmt.py`, `assemble.py`) writes a function as lines of source made
of text and `Read` tokens. A `Read` is a read of something that stays the same object while the
function runs (`st.zones`, or a frame slot the function never writes): when the function is
finished, a read made more than once becomes a local name set where the function begins, and a
read made once stays as it was; a cold read (`Function.cold`: in code that most runs skip) makes
no name, and reads one where the others make it. Nothing here looks into the text of a line
beyond its markers.

Values of the model that the code uses (a column of card fields, a runtime function, a constant
list) are bound to generated names in the function's globals (`bind`). Every line keeps the span
of the statement it comes from, and the procedure it belongs to (an inlined procedure's lines are
that procedure's), so that a run-time error inside generated code points at its statement. The
function is compiled under a readable file name registered in `linecache`.

Compiling is a large part of the cost of generating a rulebook's code, so the code objects of a
model are kept between runs in rulerun's cache (`rulerun.grammar.cache`), as a table from a digest
of each function's file name and source to its code (`Unit.keep`): a function whose source is in
the table is not compiled again. The table of a model is found by a key made of what decides its
code (`code_key`); an edited rulebook, or a change in code generation, changes the sources, whose
code is then compiled and the table written again.
"""

from __future__ import annotations

import itertools
import linecache
import marshal
import sys
import warnings
from pathlib import Path
from types import CodeType
from typing import Any, Callable

from rulerun.grammar.cache import blake2b, blake2s, cache_dir, cached_code, store_code
from rulerun.grammar.errors import Span

from ..state import RuleLimit


class GenerationFailed(Exception):
    """Python would not compile a generated function (too large or too deeply nested)."""


class Read:
    """A read of a value that stays the same object while a function runs: kept in `name` where
    it is read more than once, or inside a loop (`hot`), else read where it is (see the module
    docstring). In text it stands as a marker, `\x00N\x00`, that only `Function.source` resolves."""

    __slots__ = ("source", "name", "number", "hot", "item")

    def __init__(self, source: str, name: str, number: int, item: tuple[str, int, int] | None = None):
        self.source = source
        self.name = name
        self.number = number
        self.hot = False
        # (the list's source, the index, the list's length) of a read of an item of a list of a
        # length known here: several such kept reads are set by unpacking the list at once
        self.item = item

    def __str__(self) -> str:
        return f"\x00{self.number}\x00"


class Line:
    __slots__ = ("depth", "parts", "span", "owner")

    def __init__(self, depth: int, parts: list, span: Span | None, owner: str | None):
        self.depth = depth
        self.parts = parts
        self.span = span
        self.owner = owner


class Unit:
    """What the functions generated for one model share: the numbering of generated names, the
    rulebook's file name, and every function's source and line spans, in the order made."""

    def __init__(self, file: str, key: str | None = None):
        self.file = file
        self.base_name = Path(file).name  # in every function's file name
        # the code kept under `key` between runs (see the module docstring): digest -> code
        self.key = key
        self.kept: dict[bytes, CodeType] = _code_table(key)
        self.used: dict[bytes, CodeType] = {}  # the code of every function compiled, by digest
        self.missed = False  # a function was compiled here: the table is written again (`keep`)
        self.names = itertools.count()  # bound values: `_k1`, `_c2` ...
        # temporaries: `_t1` ... (numbered across the model: a loop's own function takes names of the code
        # around it as parameters, and must not reuse them)
        self.temps = itertools.count()
        self.places = itertools.count()  # the locals lists of inlined procedures: `_i1` ...
        self.generated: dict[str, str] = {}  # file name -> source
        self.lines: dict[str, tuple] = {}  # file name -> (procedure, span per line, procedure per line or None)

    def keep(self) -> None:
        """Keeps the code of this unit's functions for the next run, where some was compiled here."""
        if self.missed and self.key is not None:
            store_code(self.key, marshal.dumps(self.used))
            self.missed = False

    def name(self, prefix: str) -> str:
        return f"{prefix}{next(self.names)}"

    def file_name(self, proc_name: str, source: str, variant: str = "") -> str:
        """The file name a function is compiled and registered under: the rulebook, the procedure,
        its place among this model's functions, which version of the procedure it is (`variant`),
        and a digest of its source (two models of one rulebook may differ in their code)."""
        digest = blake2s(source.encode(), digest_size=4).hexdigest()
        variant = f" {variant}" if variant else ""
        return f"<rulerun {self.base_name}: {proc_name} #{len(self.generated)}{variant} {digest}>"


class Function:
    """One generated function being written."""

    def __init__(self, unit: Unit, proc_name: str, params: str = "st, L", name: str = "_native"):
        self.unit = unit
        self.proc_name = proc_name
        self.header = f"def {name}({params}):"
        self.fn_name = name
        self.lines: list[Line] = []
        self.env: dict[str, Any] = {"RuleLimit": RuleLimit}
        self._bound: dict[int, str] = {}  # id of a bound value -> its name
        self._keep: list[Any] = []  # the bound values, alive while their ids are keys above
        self.reads: dict[str, Read] = {}
        self._by_number: list[Read] = []
        self.quiet = False  # runs only without a log and outside any player's part (see `stmt.py`)
        self.loop_budget = 400  # how many more lines of aggregates' loops may be written in place
        self.counting_lines = 0  # lines that count rule coverage or mark ranking keys (`StmtGen.add_counting`)
        self.yields = False  # a generator (a player's part of a `simultaneous` block)
        self.variant = ""  # which version of a procedure it is, for its file name ("playout", "without a log")
        self.memo = False  # runs only within a run of the rules: may use the tables of defines (`memo.py`)
        # how deeply the function runs beyond the frames on `st.cur`, as the steps would count frames: the
        # source of a value (`_d` in a function that `Plan.nests`, see `Generator._body_function`)
        self.nesting = "0"

    # ---- writing --------------------------------------------------------------------------
    def add(self, depth: int, text: str, span: Span | None = None, owner: str | None = None) -> None:
        """A line at `depth` (0: the function's body): text in which `Read`s stand as markers."""
        self.lines.append(Line(depth, text.split("\x00") if "\x00" in text else [text], span, owner))

    @staticmethod
    def cold(text: str) -> str:
        """`text` (code of this function) with its reads made cold: code that runs at most once a
        run of what holds it, rarely even that (a define's value where its table does not have it,
        a value a loop keeps once). A cold read reads the local name where the read is kept in one
        for other reads, else stays as it was; it never makes a read kept in a name."""
        if "\x00" not in text:
            return text
        parts = text.split("\x00")
        for k in range(1, len(parts), 2):
            if parts[k][0] != "c":
                parts[k] = "c" + parts[k]
        return "\x00".join(parts)

    def temp(self) -> str:
        return f"_t{next(self.unit.temps)}"

    def bind(self, value: Any, prefix: str = "_g") -> str:
        """A name for a value in the function's globals (the same name for the same object)."""
        name = self._bound.get(id(value))
        if name is None:
            name = self.unit.name(prefix)
            self._bound[id(value)] = name
            self._keep.append(value)
            self.env[name] = value
        return name

    def read(self, source: str, name: str, item: tuple[str, int, int] | None = None) -> Read:
        """A `Read` of `source` (the same token for the same source); `item`: see `Read`."""
        token = self.reads.get(source)
        if token is None:
            token = self.reads[source] = Read(source, name, len(self._by_number), item)
            self._by_number.append(token)
        return token

    def hot(self, read: Read) -> None:
        """Marks a read made inside a loop: kept in its name even where written once."""
        read.hot = True

    def state(self, part: str) -> Read:
        """A read of a part of the state that no statement rebinds (`zones`, `loc`, `vars`, `cvars`,
        `log`, `bits`)."""
        return self.read(f"st.{part}", f"_st_{part}")

    # ---- finishing ------------------------------------------------------------------------
    def source(self) -> tuple[str, list]:
        """The function's source, and the span and owner of each of its lines (None for the header
        and the reads set where it begins)."""
        by_number = self._by_number
        counts = [0] * len(by_number)
        for line in self.lines:
            for k in range(1, len(line.parts), 2):  # the markers' numbers stand at odd places
                marker = line.parts[k]
                if marker[0] != "c":  # a cold read (`cold`) is not counted
                    counts[int(marker)] += 1
        kept = sorted((r for r in by_number if counts[r.number] > 1 or counts[r.number] and r.hot),
                      key=lambda r: r.source)
        shown = [r.source for r in by_number]
        for r in kept:
            shown[r.number] = r.name
        text = [self.header]
        for line in _setting(kept):
            text.append(f"    {line}")
        where: list = [(None, None)] * len(text)
        body = self.lines or [Line(0, ["pass"], None, None)]
        for line in body:
            parts = line.parts
            rendered = parts[0] if len(parts) == 1 else \
                "".join(p if k % 2 == 0 else shown[int(p.lstrip("c"))] for k, p in enumerate(parts))
            text.append("    " * (line.depth + 1) + rendered)
            where.append((line.span, line.owner))
        return "\n".join(text) + "\n", where

    def compile(self) -> Callable:
        """Compiles the function, registers its lines, and returns it."""
        source, where = self.source()
        unit = self.unit
        filename = unit.file_name(self.proc_name, source, self.variant)
        digest = blake2b(f"{filename}\n{source}".encode("utf-8", "surrogatepass"), digest_size=16).digest()
        code = unit.kept.get(digest)
        if code is None:
            try:
                with warnings.catch_warnings():
                    # no text of a rulebook becomes code, but a warning about what is generated is no
                    # concern of the rulebook's author: it must not reach their terminal
                    warnings.simplefilter("ignore", SyntaxWarning)
                    code = compile(source, filename, "exec")
            except (SyntaxError, RecursionError, MemoryError, ValueError) as err:
                raise GenerationFailed(str(err)) from None
            unit.missed = True
        unit.used[digest] = code
        exec(code, self.env)  # noqa: S102 - source written here from slot numbers, fixed tokens and bound names
        # tracebacks, `inspect` and profilers show the generated lines
        linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
        unit.generated[filename] = source
        owners = tuple(owner for _, owner in where)
        unit.lines[filename] = (self.proc_name, tuple(span for span, _ in where), owners if any(owners) else None)
        return self.env[self.fn_name]


def _setting(kept: list[Read]) -> list[str]:
    """The lines that set the names of the reads kept, in order: each read's own, or, where a
    function keeps several items of one list, one that unpacks the list where that costs less than
    reading each (a store per item against an index and a store per read kept)."""
    items: dict[str, list[Read]] = {}
    for r in kept:
        if r.item is not None:
            items.setdefault(r.item[0], []).append(r)
    unpacked = {}
    for whole, reads in items.items():
        length = reads[0].item[2]
        if length + 3 < 5 * len(reads):
            names = ["_"] * length
            for r in reads:
                names[r.item[1]] = r.name
            unpacked[whole] = f"{', '.join(names)}, = {whole}"
    lines = []
    for r in kept:
        if r.item is None or r.item[0] not in unpacked:
            lines.append(f"{r.name} = {r.source}")
        elif r is items[r.item[0]][0]:  # the list unpacked once, where the first of its reads stood
            lines.append(unpacked[r.item[0]])
    return lines


def code_key(program, layout, native: bool, counting: bool) -> str | None:
    """The key of a model's table of code in the cache: a hash of the Python that runs it and of
    what decides the code (the rulebook's text, the player count, the options, the kind of code);
    None where there is no cache or no text to key by."""
    if program.text is None or cache_dir() is None:
        return None
    from importlib.util import MAGIC_NUMBER

    h = blake2b(digest_size=32)
    for part in (sys.implementation.name, MAGIC_NUMBER.hex(), program.source, program.text,
                 repr(layout.players), repr(sorted(layout.options.items())), repr((native, counting))):
        data = part.encode("utf-8", "surrogatepass")
        h.update(len(data).to_bytes(8, "big"))
        h.update(data)
    return h.hexdigest()


def _code_table(key: str | None) -> dict:
    """The table of code kept under `key`, or an empty one."""
    body = cached_code(key) if key is not None else None
    if body is None:
        return {}
    try:
        table = marshal.loads(body)
    except (EOFError, ValueError, TypeError):
        return {}
    if not isinstance(table, dict) or not all(isinstance(k, bytes) and type(v) is CodeType for k, v in table.items()):
        return {}
    return table
