"""Compiled models, kept between runs: a rulebook compiled once is read back, not compiled again.

Resolving a rulebook and generating its code is most of the cost of starting a game: a few tenths
of a second for a large rulebook, as long as a few hundred simulated games. So the model and what
it was compiled from (`compiler.compile_rulebook`) are kept in rulerun's cache (`rulerun.grammar.
cache`), as a pickle, under a key of everything that decides them (`model_key`): the rulebook
document, its text, the player count, the options, the kind of code, the Python that reads the
pickle back, and every file of rulerun's own code that compiles it (by size and time of change, as
Python's bytecode cache does). A changed rulebook or a changed rulerun simply misses.

A model is plain data but for its generated functions, the step closures of `codegen/steps.py`,
and the cells they close over, which `pickle` does not know: `ModelPickler` writes a function as
its code (`marshal`, the form of Python's own bytecode cache), its globals (a generated function's
own, or its module's by name), its defaults and its cells; and any object a rulerun module holds
as a global (a sentinel, a shared table) by that module and name, so that the model read back
shares it just as the model compiled here does. The pickle is read back by `_Unpickler`, which
finds classes and functions in rulerun's modules and a few of Python's own only.

An entry is read only once the cache proves it this user's own (its MAC), as compiled code is.
"""

from __future__ import annotations

import builtins
import importlib
import io
import json
import linecache
import marshal
import os
import sys
from functools import lru_cache
from pathlib import Path
from types import BuiltinFunctionType, CellType, CodeType, FunctionType, ModuleType

from rulerun.grammar.cache import blake2b, cache_dir, cached_model, store_model

from . import records
from .model import Model
from .ir_nodes import Facts

try:  # the C pickler itself, without the `pickle` module around it: a millisecond of every start
    from _pickle import Pickler, PicklingError, Unpickler, UnpicklingError
except ImportError:  # pragma: no cover - a Python without it
    from pickle import Pickler, PicklingError, Unpickler, UnpicklingError

HIGHEST_PROTOCOL = 5

_PACKAGE = Path(__file__).resolve().parent.parent  # interpreter/'s parent: grammar/ and interpreter/ beside it
_BUILTINS = builtins.__dict__
# Values written as values even where a module holds them (classes and modules: by their names, as
# pickle writes them); any other object a rulerun module holds is written by the module's name for it
_PLAIN = (int, float, complex, str, bytes, bool, type(None), tuple, frozenset, type, ModuleType)
# Python's own names a model's pickle may name (`_Unpickler`)
_ALLOWED = {
    "builtins": frozenset({"getattr", "list", "dict", "set", "frozenset", "tuple", "object", "slice", "range",
                           "len", "min", "max", "sorted", "isinstance", "type", "int", "str", "float", "bool",
                           "bytes", "complex", "sum", "any", "all", "abs", "enumerate", "zip", "map", "filter",
                           "reversed", "iter", "next", "divmod", "round", "repr", "hash", "id", "callable",
                           "ValueError", "TypeError", "KeyError", "IndexError", "ZeroDivisionError",
                           "OverflowError", "RecursionError", "Exception"}),
    "copyreg": frozenset({"_reconstructor", "__newobj__", "__newobj_ex__"}),
    "fractions": frozenset({"Fraction"}),
    "collections": frozenset({"OrderedDict", "defaultdict", "deque", "Counter"}),
    "itertools": frozenset({"chain", "combinations", "permutations", "product"}),
    "operator": frozenset({"itemgetter", "attrgetter"}),
    "random": frozenset({"Random"}),
}


# ---- the key ----------------------------------------------------------------------------------
@lru_cache(maxsize=1)
def code_version() -> str | None:
    """A hash of the Python that runs rulerun (its version, which decides its bytecode and pickles)
    and of every file of rulerun's grammar and interpreter (name, size and time of change); None
    where they cannot be listed."""
    h = blake2b(digest_size=32)
    h.update(f"{sys.implementation.cache_tag}\n{sys.version}\n".encode())
    try:
        for folder in ("grammar", "interpreter"):
            root = _PACKAGE / folder
            for path in sorted(_files(root)):
                info = os.stat(path)
                h.update(f"{os.path.relpath(path, _PACKAGE)}\n{info.st_size}\n{info.st_mtime_ns}\n".encode(
                    "utf-8", "surrogateescape"))
    except OSError:
        return None
    return h.hexdigest()


def _files(root: Path) -> list[str]:
    """The source files under `root` (Python, grammar, schema), as paths."""
    out = []
    with os.scandir(root) as listing:
        for item in listing:
            if item.is_dir(follow_symlinks=False):
                if not item.name.startswith((".", "__")):
                    out.extend(_files(Path(item.path)))
            elif item.name.endswith((".py", ".lark", ".json")):
                out.append(item.path)
    return out


def model_key(doc: dict, text: str | None, players, options, native: bool, counting: bool) -> str | None:
    """The key of a model in the cache; None where there is no cache, no text to key by, or
    rulerun's own files cannot be read."""
    if text is None or cache_dir() is None:
        return None
    version = code_version()
    if version is None:
        return None
    try:
        parts = (version, json.dumps(doc, ensure_ascii=False, separators=(",", ":"), check_circular=False), text,
                 repr(players), json.dumps(options or {}, sort_keys=True, default=repr), repr((native, counting)))
    except (TypeError, ValueError, RecursionError):
        return None
    h = blake2b(digest_size=32)
    for part in parts:
        data = part.encode("utf-8", "surrogatepass")
        h.update(len(data).to_bytes(8, "big"))
        h.update(data)
    return h.hexdigest()


# ---- writing ----------------------------------------------------------------------------------
def _module_globals(name: str) -> dict:
    """The globals of a rulerun module (of no other: a model names nothing else)."""
    if not name.startswith("rulerun."):
        raise UnpicklingError(f"{name} is not part of rulerun")
    return sys.modules[name].__dict__ if name in sys.modules else importlib.import_module(name).__dict__


def _global_of(module: str, name: str):
    return _module_globals(module)[name]


def _code(data: bytes) -> CodeType:
    return marshal.loads(data)


def _function(code: CodeType, globals_: dict, name: str, defaults, kwdefaults, closure) -> FunctionType:
    f = FunctionType(code, globals_, name, defaults, closure)
    if kwdefaults:
        f.__kwdefaults__ = kwdefaults
    return f


def _same(value):
    return value


def _cell() -> CellType:
    return CellType()


def _fill_cell(cell: CellType, state: tuple) -> None:
    cell.cell_contents = state[0]


class _ModuleGlobals:
    """A module's globals, written as its name."""

    __slots__ = ("name",)

    def __init__(self, name: str):
        self.name = name

    def __reduce__(self):
        return _module_globals, (self.name,)


def _held_by_modules() -> dict[int, tuple[str, str, object]]:
    """Every object a rulerun module holds as a global (but plain values), by identity, named by the
    module that defines its class where that module holds it, else by the first module that holds
    it; but a record (an immutable value) that only other modules hold is left out, to be written
    as a value: a constant of the resolver's is no reason to import the resolver to read a model."""
    held: dict[int, tuple[str, str, object]] = {}
    for module_name, module in list(sys.modules.items()):
        if not module_name.startswith("rulerun.") or module is None:
            continue
        for name, value in list(vars(module).items()):
            if isinstance(value, _PLAIN) or name.startswith("__") or isinstance(value, BuiltinFunctionType) or \
                    type(value) is FunctionType and "<locals>" not in value.__qualname__:  # pickled by name
                continue
            known = held.get(id(value))
            if known is None or module_name == type(value).__module__ != known[0]:
                held[id(value)] = (module_name, name, value)
    return {key: entry for key, entry in held.items()
            if not records.has(type(entry[2])) or entry[0] == type(entry[2]).__module__}


class ModelPickler(Pickler):
    """A pickler of compiled models (the module's docstring says what it does beyond `pickle`). The
    facts of the intermediate form's nodes are written once for each value: most nodes' are equal."""

    def __init__(self, file, held: dict[int, tuple[str, str, object]]):
        super().__init__(file, protocol=HIGHEST_PROTOCOL)
        # the name each held object is written by, by identity (every object asked of is alive while
        # the pickle is written, as is every held one: one with a held one's identity is that one)
        names: dict[int, object] = {id(value): (module, name) for module, name, value in held.values()}
        names[id(_BUILTINS)] = "builtins"
        self.persistent_id = lambda obj, _name=names.get, _id=id: _name(_id(obj))
        self.facts: dict[Facts, Facts] = {}

    def reducer_override(self, obj):
        kind = type(obj)
        if kind is Facts:
            first = self.facts.setdefault(obj, obj)
            return NotImplemented if first is obj else (_same, (first,))
        if kind is FunctionType:
            code = obj.__code__
            generated = code.co_filename.startswith("<rulerun")
            if generated or obj.__closure__ or "<locals>" in obj.__qualname__:
                where = obj.__globals__ if generated else _ModuleGlobals(obj.__module__)
                return _function, (code, where, obj.__name__, obj.__defaults__, obj.__kwdefaults__, obj.__closure__)
            return NotImplemented
        if kind is CodeType:
            return _code, (marshal.dumps(obj),)
        if kind is CellType:
            try:
                contents = obj.cell_contents
            except ValueError:  # an empty cell
                return _cell, ()
            # filled once made (it may hold what holds it), from a tuple: a state of None is not set
            return _cell, (), (contents,), None, None, _fill_cell
        return NotImplemented


def dumps(model, rules) -> bytes | None:
    """A compiled model and what it was compiled from, as bytes; None where they cannot be pickled."""
    try:
        return dumps_value((model, rules))
    except (PicklingError, TypeError, AttributeError, ValueError, RecursionError):
        return None


def dumps_value(value) -> bytes:
    """Any value as `ModelPickler` writes it (a model nested too deeply for Python's recursion
    limit is a `RecursionError`, and is not kept)."""
    out = io.BytesIO()
    ModelPickler(out, _held_by_modules()).dump(value)
    return out.getvalue()


# ---- reading ----------------------------------------------------------------------------------
class _Unpickler(Unpickler):
    """Finds only rulerun's own classes and functions, and the few of Python's in `_ALLOWED`."""

    def persistent_load(self, pid):
        if pid == "builtins":
            return _BUILTINS
        if isinstance(pid, tuple) and len(pid) == 2 and all(isinstance(part, str) for part in pid):
            return _global_of(*pid)
        raise UnpicklingError("an unknown reference in a model")

    def find_class(self, module: str, name: str):
        if module == "rulerun" or module.startswith("rulerun.") or name in _ALLOWED.get(module, ()) or \
                module == "math" and not name.startswith("_"):
            return super().find_class(module, name)
        raise UnpicklingError(f"{module}.{name} is not part of a model")


def loads_value(body: bytes):
    """A value written by `dumps_value`."""
    return _Unpickler(io.BytesIO(body)).load()


def loads(body: bytes, rules_type: type):
    """(model, rules) read back from `dumps`'s bytes, the rules an instance of `rules_type`
    (`compiler.CompiledRules`); None where they do not read back."""
    try:
        loaded = loads_value(body)
    except Exception:  # noqa: BLE001 - an entry that does not read back is compiled again
        return None
    if not (isinstance(loaded, tuple) and len(loaded) == 2 and isinstance(loaded[0], Model)
            and isinstance(loaded[1], rules_type) and isinstance(loaded[0].generated, dict)):
        return None
    model, rules = loaded
    # tracebacks, `inspect` and profilers show the generated lines, as for a model compiled here
    for filename, source in model.generated.items():
        linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
    return model, rules


def cached(key: str | None, rules_type: type):
    """The (model, rules) kept under `key`, the rules an instance of `rules_type`, or None."""
    if key is None:
        return None
    body = cached_model(key)
    return loads(body, rules_type) if body is not None else None


def store(key: str | None, model, rules) -> None:
    """Keeps a model under `key` (nothing where it cannot be pickled or the cache is unusable)."""
    if key is None:
        return
    body = dumps(model, rules)
    if body is not None:
        store_model(key, body)
