"""`rulerun lint`: static checks of a rulebook, and dynamic checks by simulation.

Static checks read the rulebook document (and the compiler's own errors): names, duplicates,
shadowing, types, unused and unreachable declarations and code, triggers that cannot fire,
conditions that cannot hold, choices with no legal option, visibility contradictions, decks and
scoring. They infer, by a small fixpoint over the whole document, which card types can lie in
which zone, so that `c.kind` on a card that cannot have a kind is an error and `c.kind == dragon`
with no dragon in any deck is a condition that can never hold.

Dynamic checks (`simulate=N`) play N seeded random games for every supported player count on a
private, instrumented copy of the compiled model and report rules and triggers that never fired,
choices that never offered more than one option, compulsory choices that had none, games that hit
a limit and actions that raised errors.

Every finding is a `RulesError` with a stable `code` and a severity (`error` or `warning`);
`docs/lint.md` lists them all. A comment `# lint: allow CODE` on the finding's line or the line
above it silences that finding (say why in the comment).
"""

from __future__ import annotations

import itertools
import re
from pathlib import Path

from rulerun.grammar.errors import RulesError, RulesErrors, Span, did_you_mean

# ---- the checks ------------------------------------------------------------------------------
# code -> (severity, one-line description). Compiler codes pass through unchanged.
CHECKS: dict[str, tuple[str, str]] = {
    # reported by the parser, the schema check and the compiler
    "file": ("error", "the file cannot be read (missing, a directory, not UTF-8, too large)"),
    "syntax": ("error", "the text does not follow the grammar"),
    "json": ("error", "a .json rulebook is not valid JSON"),
    "schema": ("error", "the document breaks the rulebook schema"),
    "name": ("error", "an unknown name, with the nearest known one"),
    "duplicate": ("error", "a name declared twice"),
    "type": ("error", "a type error the compiler finds (unknown type, wrong argument count, ...)"),
    "structure": ("error", "a statement in the wrong place, a missing declaration"),
    "visibility": ("error", "an unknown visibility"),
    "players": ("error", "a player count outside the rulebook's range"),
    "option": ("error", "an unknown option or a bad option value"),
    "limit": ("error", "a rulebook larger than the engine allows"),
    "internal": ("error", "the compiler or the linter failed on this rulebook"),
    # static checks of the linter
    "self-reference": ("error", "a define computed from itself"),
    "misplaced-cancel": ("error", "'cancel' outside an 'on before' trigger"),
    "type-mismatch": ("error", "values of different kinds compared, combined or assigned"),
    "not-a-zone": ("error", "counting, drawing from or moving into something that is not a zone"),
    "unknown-attribute": ("error", "an attribute that no card that can be there has"),
    "event-not-open": ("error", "EVENT.value read where that event is never open"),
    "no-end": ("error", "no path of the rules ever ends the game"),
    "deck-size": ("error", "a deck's size differs from the size the rulebook declares"),
    "shadowing": ("warning", "a name that hides another one"),
    "unused-zone": ("warning", "a zone nothing uses"),
    "never-filled": ("warning", "a zone that is read but that no deck and no move ever fills"),
    "never-read": ("warning", "a zone filled but never read by a rule nor seen by any player"),
    "unused-card-type": ("warning", "a card type that is in no deck"),
    "unused-attribute": ("warning", "a card attribute that is never read"),
    "unset-attribute": ("warning", "a card attribute that never gets a value"),
    "unused-option": ("warning", "an option that nothing uses"),
    "unused-variable": ("warning", "a variable that nothing uses"),
    "unread-variable": ("warning", "a variable (a counter) that is set but never read"),
    "unset-variable": ("warning", "a variable that is read but never set"),
    "unused-local": ("warning", "a 'let' whose value is never used"),
    "unused-define": ("warning", "a define that nothing uses"),
    "unused-event": ("warning", "an event that is never emitted and has no trigger"),
    "unused-procedure": ("warning", "a procedure or phase that is never called"),
    "unreachable-procedure": ("warning", "a procedure or phase called only from code that never runs"),
    "unreachable-code": ("warning", "statements that can never run"),
    "unreachable-branch": ("warning", "an elif branch whose condition is covered by earlier ones"),
    "constant-condition": ("warning", "a condition that is always true or always false"),
    "impossible-condition": ("warning", "a condition that no card of any deck can make true"),
    "never-emitted": ("warning", "a trigger whose event is never emitted"),
    "exit-not-running": ("warning", "'exit NAME' where NAME is never running"),
    "return-in-emit": ("warning", "'return' or 'break' inside an emit block leaves the event open"),
    "no-legal-option": ("warning", "a choice that can never have a legal option"),
    "stuck-choice": ("warning", "a compulsory choice that can have no legal option"),
    "blind-choice": ("warning", "a player chooses among cards they cannot see"),
    "visibility-contradiction": ("warning", "a card shown to a player who cannot see it, or a zone no one can see"),
    "empty-deck": ("warning", "a deck with no cards for some player count or option"),
    "constant-rank-key": ("warning", "a ranking key that is the same for every player"),
    "duplicate-rank-key": ("warning", "a ranking key given twice"),
    # dynamic checks (--simulate N)
    "never-fired": ("warning", "a procedure, phase or trigger that never ran in the simulated games"),
    "single-option": ("warning", "a choice that never offered more than one option in the simulated games"),
    "step-limit": ("error", "a simulated game hit the engine's step limit (an endless loop)"),
    "runtime-error": ("error", "an action raised a run-time error in a simulated game"),
    "endless-game": ("warning", "a simulated game did not end within the decision limit"),
    "bad-suppression": ("warning", "a '# lint: allow' comment naming an unknown check"),
}

_COMPILER_CODES = ("file", "syntax", "json", "schema", "name", "duplicate", "type", "structure", "visibility",
                   "players", "option", "limit")
DYNAMIC = ("never-fired", "single-option", "step-limit", "runtime-error", "endless-game")
MAX_DECISIONS = 20_000  # per simulated game

_ALLOW_RE = re.compile(r"#\s*lint:\s*allow\s+([a-z0-9_,\s-]+)")
_DECK_RE = re.compile(r"#\s*lint:\s*deck\s+(\w+)\s+has\s+(\d+)\s+cards?"
                      r"(?:\s+with\s+(\d+)(?:\s*\.\.\s*(\d+))?\s+players?)?(?:\s+if\s+(not\s+)?(\w+))?\s*$")


# ---- public API ------------------------------------------------------------------------------
def lint_file(path: str | Path, simulate: int = 0, seed: int = 0, strict: bool = False) -> list[RulesError]:
    """All findings for one rulebook file, sorted by position; empty if it is sound.

    `simulate` plays that many random games per supported player count (dynamic checks);
    `strict` turns warnings into errors.
    """
    return lint_report(path, simulate=simulate, seed=seed, strict=strict)["findings"]


def lint_report(path: str | Path, simulate: int = 0, seed: int = 0, strict: bool = False) -> dict:
    """Findings and facts about one rulebook: `{"file", "findings", "decks"}`.

    `decks` maps each deck zone to its size per player count (and per variant of the bool options
    that change it), as far as the deck could be evaluated.
    """
    file = str(path)
    try:
        doc, text, file = _load(path)
    except RulesErrors as errs:
        found = list(errs.errors)
        return {"file": file, "findings": _finish(found, None, strict, file), "decks": {}}
    except Exception as err:  # noqa: BLE001 - a reader crash is a finding, not a traceback
        found = [RulesError(f"the rulebook could not be read ({_why(err)})", Span(file, 1, 1, 1, 2), "internal")]
        return {"file": file, "findings": _finish(found, None, strict, file), "decks": {}}
    linter = _Linter(doc, text, file)
    try:
        found = linter.run()
    except Exception as err:  # noqa: BLE001 - the compiler's errors still count
        errors, _ = _compile_errors(doc, text, getattr(linter, "pmin", 2))
        found = errors + [RulesError(f"the linter failed on this rulebook ({_why(err)}); the checks after the "
                                     "compiler's were skipped", Span(file, 1, 1, 1, 2), "internal", text)]
    if simulate > 0 and not any(e.severity == "error" for e in found):
        found.extend(_simulate(doc, text, file, linter, simulate, seed))
    return {"file": file, "findings": _finish(found, text, strict, file), "decks": linter.deck_sizes}


def _why(err: BaseException) -> str:
    """A short name for a crash, looking through wrappers (Lark wraps errors of its callbacks)."""
    seen = err
    while seen is not None:
        if isinstance(seen, RecursionError):
            return "it is nested too deeply"
        seen = getattr(seen, "orig_exc", None) or seen.__cause__ or seen.__context__
    return f"{type(err).__name__}: {err}"[:200]


def format_finding(err: RulesError, highlight=None) -> str:
    """`file:line:col: severity: message [code]`, then the source line and a caret."""
    lines = err.render(highlight).splitlines()
    lines[0] = f"{lines[0]} [{err.code}]"
    return "\n".join(lines)


def finding_record(err: RulesError) -> dict:
    """A finding as JSON-able data."""
    s = err.span
    return {"file": s.file, "line": s.line, "column": s.column, "end_line": s.end_line,
            "end_column": s.end_column, "severity": err.severity, "code": err.code, "message": err.message}


def _finish(found: list[RulesError], text: str | None, strict: bool, file: str) -> list[RulesError]:
    """Deduplicated, suppressed by `# lint: allow`, promoted by `strict`, sorted by position."""
    allowed: dict[int, set[str]] = {}
    bad: list[RulesError] = []
    if text is not None:
        for i, line in enumerate(text.splitlines(), start=1):
            m = _ALLOW_RE.search(line)
            if not m:
                continue
            codes = {c for c in re.split(r"[\s,]+", m.group(1).strip()) if c}
            # the words after the codes are the reason; only known codes count
            known = {c for c in codes if c in CHECKS}
            first = re.split(r"[\s,]+", m.group(1).strip())[0]
            if first and first not in CHECKS:
                col = line.index(first, m.start()) + 1
                bad.append(RulesError(f"'# lint: allow' names no known check '{first}'"
                                      + did_you_mean(first, CHECKS), Span(file, i, col, i, col + len(first)),
                                      code="bad-suppression", source=text, severity="warning"))
            allowed[i] = known
    out: dict[tuple, RulesError] = {}
    for e in found + bad:
        line = e.span.line
        if e.code in allowed.get(line, ()) or e.code in allowed.get(line - 1, ()):
            continue
        if e.source is None and text is not None:
            e = RulesError(e.message, e.span, e.code, text, e.severity)
        if strict and e.severity == "warning":
            e = RulesError(e.message, e.span, e.code, e.source, "error")
        key = (e.span.line, e.span.column, e.code, e.message)
        out.setdefault(key, e)
    return sorted(out.values(), key=lambda e: (e.span.line, e.span.column, e.code, e.message))


# ---- loading ----------------------------------------------------------------------------------
def _load(path: str | Path) -> tuple[dict, str | None, str]:
    """The document, its text and file name; schema-checked. Raises RulesErrors.

    A `.rules` document that the cache holds as checked against this schema is taken as it is.
    """
    from .engine import find_rulebook, load_document, read_rulebook_text
    from .schema import checked_document, remember_checked

    p = find_rulebook(path)
    if p.suffix != ".json":
        text = read_rulebook_text(p)
        doc = checked_document(text, str(p))
        if doc is not None:
            return doc, text, str(p)
    doc, text = load_document(p)
    if text is not None:
        remember_checked(text, doc)
    return doc, text, str(p)


def _compile_errors(doc: dict, text: str | None, players: int) -> tuple[list[RulesError], str | None]:
    """The errors of resolving and laying out the rulebook for one player count (and a crash, if
    either crashed); no code is generated."""
    from .layout import layout
    from .resolve import resolve

    try:
        resolved = resolve(doc, text)
        _, errors = layout(resolved.program, players, {})
    except RecursionError:
        return [], "RecursionError"
    except Exception as err:  # noqa: BLE001 - any crash is reported as a finding
        return [], f"{type(err).__name__}: {err}"
    return list(resolved.errors) + list(errors), None


# ---- types of the small type inference ---------------------------------------------------------
# A type is a tuple: ("int",), ("bool",), ("text",), ("player",), ("none",), ("any",), ("bot",)
# (nothing known yet), ("enum", NAME), ("card", frozenset of card types or None for any),
# ("zone", frozenset of zone names or None), ("list", ELEMENT), ("dict", ENUM, VALUE).
ANY = ("any",)
BOT = ("bot",)
NONE_T = ("none",)
INT = ("int",)
BOOL = ("bool",)
TEXT = ("text",)
PLAYER = ("player",)
ANY_CARD = ("card", None)
ANY_ZONE = ("zone", None)
_LOOSE = ("any", "bot", "none")


def _num(t) -> bool:
    return t[0] in ("int", "player")


def join(a, b):
    """The least type holding both (sets of card types and zones are united)."""
    if a == b:
        return a
    if a[0] == "bot":
        return b
    if b[0] == "bot":
        return a
    if a[0] == "none":
        return b
    if b[0] == "none":
        return a
    if a[0] != b[0]:
        return INT if _num(a) and _num(b) else ANY
    k = a[0]
    if k in ("card", "zone"):
        if a[1] is None or b[1] is None:
            return (k, None)
        return (k, a[1] | b[1])
    if k == "list":
        return ("list", join(a[1], b[1]))
    if k == "dict" and a[1] == b[1]:
        return ("dict", a[1], join(a[2], b[2]))
    return ANY


def describe(t) -> str:
    k = t[0]
    if k == "int":
        return "a number"
    if k == "bool":
        return "a true/false value"
    if k == "text":
        return "text"
    if k == "player":
        return "a player"
    if k == "none":
        return "none"
    if k == "card":
        return "a card"
    if k == "zone":
        return "a zone"
    if k == "enum":
        return f"a {t[1]} value"
    if k == "list":
        inner = describe(t[1])
        return "a list" if t[1][0] in _LOOSE else f"a list of {_plural(inner)}"
    if k == "dict":
        return f"values by {t[1]}"
    return "a value"


def _plural(desc: str) -> str:
    for art in ("a ", "an "):
        if desc.startswith(art):
            desc = desc[len(art):]
            break
    if desc.endswith(" value"):
        return desc + "s"
    if desc in ("text", "none", "true/false value"):
        return desc
    return desc + "s"


def comparable(a, b) -> bool:
    if a[0] in _LOOSE or b[0] in _LOOSE:
        return True
    if _num(a) and _num(b):
        return True
    if {a[0], b[0]} == {"enum", "text"}:
        return True  # enum values are names; a text literal is checked separately
    if a[0] != b[0]:
        return False
    if a[0] == "enum":
        return a[1] == b[1]
    if a[0] == "list":
        return comparable(a[1], b[1])
    return True


def assignable(target, value) -> bool:
    """Whether a value of type `value` may be stored where `target` is declared."""
    if target[0] in _LOOSE or value[0] in _LOOSE:
        return True
    if _num(target) and _num(value):
        return True
    if target[0] != value[0]:
        return {target[0], value[0]} == {"enum", "text"}
    if target[0] == "enum":
        return target[1] == value[1]
    if target[0] == "list":
        return assignable(target[1], value[1])
    if target[0] == "dict":
        return target[1] == value[1]
    return True


class AV:
    """An abstract value: the finite set of values an expression can have, and why."""

    __slots__ = ("values", "reason", "deck", "told", "field")

    def __init__(self, values, reason=None, deck=False):
        self.values = frozenset(values)
        self.reason = reason
        self.deck = deck
        self.told = False  # already reported as a constant condition
        self.field = None  # the card attribute whose deck values these are

    def only(self, v) -> bool:
        return len(self.values) == 1 and next(iter(self.values)) is v


def _av_join(*avs):
    reason = next((a.reason for a in avs if a is not None and a.reason), None)
    deck = any(a is not None and a.deck for a in avs)
    return reason, deck


_TRUE = AV({True})
_FALSE = AV({False})


class _NotConst(Exception):
    pass


def _plain(v) -> str:
    if v is True:
        return "yes"
    if v is False:
        return "no"
    if v is None:
        return "none"
    if isinstance(v, (list, tuple)):
        return "[" + ", ".join(_plain(x) for x in v) + "]"
    return str(v)


def _strip(node):
    """A node without its spans, for comparing expressions."""
    if isinstance(node, dict):
        return tuple(sorted((k, _strip(v)) for k, v in node.items() if k != "span"))
    if isinstance(node, list):
        return tuple(_strip(v) for v in node)
    return node


def _canon(node) -> str | None:
    """A short text for a simple expression (a name, an attribute chain, a call of such)."""
    if not isinstance(node, dict):
        return None
    op = node.get("op")
    if op == "name":
        return node["name"]
    if op == "int":
        return str(node["value"])
    if op == "attr":
        base = _canon(node["of"])
        return None if base is None else f"{base}.{node['name']}"
    if op == "call":
        args = [_canon(a) for a in node["args"]]
        if any(a is None for a in args):
            return None
        return f"{node['name']}({', '.join(args)})"
    if op in ("index", "of"):
        a = _canon(node.get("of") or node.get("what"))
        b = _canon(node.get("index") or node.get("owner"))
        return None if a is None or b is None else f"{a}[{b}]"
    return None


def _walk_nodes(node):
    """Every dict node below `node` (depth first)."""
    stack = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, dict):
            yield n
            stack.extend(v for v in n.values() if isinstance(v, (dict, list)))
        elif isinstance(n, list):
            stack.extend(v for v in n if isinstance(v, (dict, list)))


def _mentions(node, name: str) -> bool:
    return any(n.get("op") == "name" and n.get("name") == name for n in _walk_nodes(node))


# ---- the static linter ---------------------------------------------------------------------------
class _Local:
    __slots__ = ("name", "type", "node", "kind", "reads", "loc", "depth")

    def __init__(self, name, typ, node, kind, loc=None, depth=0):
        self.name, self.type, self.node, self.kind = name, typ, node, kind
        self.reads = 0
        self.loc = loc  # where a card held here lies: frozenset of (zone, owner text) or None
        self.depth = depth


class _Ctx:
    """One body being walked: a procedure, a trigger, a define, the play block, the rank."""

    def __init__(self, kind: str, name: str, key: tuple, event: str | None = None, timing: str | None = None):
        self.kind, self.name, self.key, self.event, self.timing = kind, name, key, event, timing
        self.scopes: list[dict[str, _Local]] = [{}]
        self.flat: dict[str, _Local] = {}
        self.live = True
        self.dead_reason = ""
        self.loops: list[list[bool]] = []
        self.emits: list[tuple[str, int]] = []  # open emit blocks: (event, loop depth at the emit)
        self.returns = False
        self.reveals: set[str] = set()
        self.lets: list[_Local] = []  # every 'let', checked for use when the whole body is walked

    def lookup(self, name: str) -> _Local | None:
        for scope in reversed(self.scopes):
            if name in scope:
                return scope[name]
        return self.flat.get(name)


_BUILTIN_ARITY = {"size": (1,), "top": (1, 2), "bottom": (1,), "cards": (1,), "next": (1,), "prev": (1,),
                  "players": (0,), "players_from": (1,), "players_after": (1,), "players_before": (1,),
                  "owner": (1,), "contains": (2,), "random": (1,), "roll": (2,), "remove": (2,), "abs": (1,),
                  "larger": (2,), "smaller": (2,)}
_GLOBAL_ORDER = ("define", "variable", "option", "zone", "enum value", "enum")


class _Linter:
    def __init__(self, doc: dict, text: str | None, file: str):
        self.doc, self.text, self.file = doc, text, file
        self.found: list[RulesError] = []
        self.deck_sizes: dict = {}

    # ---- findings ------------------------------------------------------------------------
    def span(self, node) -> Span:
        pos = node.get("span") if isinstance(node, dict) else node
        if not pos or not pos[0]:
            pos = [1, 1, 1, 1]
        return Span.from_list(self.file, pos)

    def report(self, code: str, node, message: str, severity: str | None = None) -> None:
        self.found.append(RulesError(message, self.span(node), code, self.text, severity or CHECKS[code][0]))

    # ---- the run -------------------------------------------------------------------------
    def run(self) -> list[RulesError]:
        """The compiler's errors and the linter's own findings, merged.

        A finding of the linter that says the same as the compiler's (same place and message)
        takes its more specific code; an error of the linter on a line where the compiler already
        reported one is dropped (it is most often a consequence).
        """
        self._declarations()
        self._decks()
        declared = self.found
        self._analyze()
        mine = declared + self.found
        compiler_errors, crash = _compile_errors(self.doc, self.text, self.pmin)
        said = {(e.span.line, e.span.column, e.message) for e in compiler_errors}
        lines = {e.span.line for e in compiler_errors}
        specific = {(e.span.line, e.span.column, e.message): e for e in mine if e.code not in _COMPILER_CODES}
        out = [specific.get((e.span.line, e.span.column, e.message), e) for e in compiler_errors]
        for e in mine:
            if (e.span.line, e.span.column, e.message) in said:
                continue
            if e.severity == "error" and e.span.line in lines:
                continue
            out.append(e)
        if crash is not None and not any(e.code == "self-reference" for e in out):
            out.append(RulesError(f"the compiler failed on this rulebook ({crash})", self.span([1, 1, 1, 2]),
                                  "internal", self.text, "error"))
        return out

    # ---- declarations --------------------------------------------------------------------
    def _decl_type(self, t: dict | None):
        if not t:
            return ANY
        name = t.get("name")
        if name in ("int", "bool", "text", "player"):
            base = (name,)
        elif name == "card":
            base = ANY_CARD
        elif name == "zone":
            base = ANY_ZONE
        elif name in self.enums:
            base = ("enum", name)
        else:
            base = ANY
        return ("list", base) if t.get("list") else base

    def _declarations(self) -> None:
        doc = self.doc
        players = doc.get("players") or {}
        self.pmin = int(players.get("min", 2) or 2)
        self.pmax = max(self.pmin, int(players.get("max", self.pmin) or self.pmin))
        self.options: dict[str, dict] = {}
        for o in doc.get("options", []):
            if o["name"] in self.options:
                self.report("duplicate", o, f"option '{o['name']}' is declared twice")
                continue
            self.options[o["name"]] = o
            typ = (o.get("type") or {}).get("name")
            if typ not in ("bool", "int", "text"):
                self.report("type", o, f"unknown type '{typ}'" + did_you_mean(str(typ), ("bool", "int", "text"))
                            + "; an option is a bool, an int or a text")
                continue
            d = o.get("default")
            kind = "bool" if isinstance(d, bool) else "int" if isinstance(d, int) else "text" if isinstance(d, str) else None
            if d is not None and kind != typ:
                self.report("type-mismatch", o, f"option '{o['name']}' is a {typ} but its default is a {kind}")
        self.enums: dict[str, list[str]] = {}
        self.enum_of_value: dict[str, str] = {}
        for e in doc.get("enums", []):
            seen = set()
            for v in e["values"]:
                if v in seen:
                    self.report("duplicate", e, f"value '{v}' appears twice in enum '{e['name']}'")
                seen.add(v)
                self.enum_of_value.setdefault(v, e["name"])
            self.enums.setdefault(e["name"], e["values"])
        # card types: their attributes, by name
        self.cards: dict[str, dict] = {}
        self.card_attrs: dict[str, dict[str, dict]] = {}  # card type -> attribute -> field decl
        self.sides: set[str] = set()
        for c in doc.get("cards", []):
            if c["name"] in self.cards:
                self.report("duplicate", c, f"card type '{c['name']}' is declared twice")
                continue  # the first one counts, as in the compiler
            self.cards[c["name"]] = c
            attrs: dict[str, dict] = {}
            fields = list(c.get("fields", []))
            for side in c.get("sides", []):
                self.sides.add(side["name"])
                fields += [dict(f, name=f"{side['name']}.{f['name']}") for f in side.get("fields", [])]
            for f in fields:
                if f["name"] in attrs:
                    self.report("duplicate", f, f"card type '{c['name']}' has two attributes '{f['name']}'")
                    continue
                attrs[f["name"]] = f
            self.card_attrs[c["name"]] = attrs
        self.attr_names = {a for attrs in self.card_attrs.values() for a in attrs}
        self.card_vars = {a for attrs in self.card_attrs.values() for a, f in attrs.items() if f.get("mutable")}
        self.zones: dict[str, dict] = {}
        for z in doc.get("zones", []):
            if z["name"] in self.zones:
                continue  # the compiler reports it
            self.zones[z["name"]] = z
            vis = z.get("visible_to", "everyone")
            if not z.get("per_player") and vis == "owner":
                self.report("visibility-contradiction", z, f"zone '{z['name']}' is shared, so 'visible to owner' "
                            "means no one ever sees its cards; say 'visible to nobody', or make it 'per player'")
            elif not z.get("per_player") and vis == "others":
                self.report("visibility-contradiction", z, f"zone '{z['name']}' is shared, so 'visible to others' "
                            "means everyone sees its cards; drop it, or make the zone 'per player'")
        self.vars: dict[str, dict] = {}
        for v in doc.get("vars", []):
            self.vars.setdefault(v["name"], v)
        self.defines: dict[str, dict] = {}
        for d in doc.get("defines", []):
            if d["name"] in self.defines:
                self.report("duplicate", d, f"'{d['name']}' is declared twice")
                continue  # the first one counts, as in the compiler
            self.defines[d["name"]] = d
            self._params(d)
        self.events: dict[str, dict] = {}
        for e in doc.get("events", []):
            if e["name"] in self.events:
                self.report("duplicate", e, f"event '{e['name']}' is declared twice")
                continue
            self.events[e["name"]] = e
            self._params(e)
        self.procs: dict[str, dict] = {}
        for p in doc.get("procedures", []):
            if p["name"] not in self.procs:
                self.procs[p["name"]] = p
                self._params(p)
        self.triggers = list(doc.get("triggers", []))
        # global names of different kinds: the compiler looks them up in a fixed order
        kinds: dict[str, list[tuple[str, dict]]] = {}
        for kind, table in (("define", self.defines), ("variable", self.vars), ("option", self.options),
                            ("zone", self.zones)):
            for name, node in table.items():
                kinds.setdefault(name, []).append((kind, node))
        for e in doc.get("enums", []):
            for v in e["values"]:
                kinds.setdefault(v, []).append(("enum value", e))
        for e in doc.get("enums", []):
            kinds.setdefault(e["name"], []).append(("enum", e))
        for name, found in kinds.items():
            found = sorted({(k, id(n)): (k, n) for k, n in found}.values(), key=lambda kn: _GLOBAL_ORDER.index(kn[0]))
            if len({k for k, _ in found}) < 2:
                continue
            winner = found[0][0]
            for kind, node in found[1:]:
                if kind == winner:
                    continue
                self.report("shadowing", node, f"the {kind} '{name}' is hidden by the {winner} '{name}': "
                            f"the name always means the {winner}")
        self.global_kind = {name: sorted((k for k, _ in found), key=_GLOBAL_ORDER.index)[0]
                            for name, found in kinds.items()}
        self.global_kind.setdefault("player_count", "built-in name")
        # events whose before-triggers may cancel them
        self.cancelling: set[str] = set()
        for t in self.triggers:
            if t.get("timing") == "before" and any(n.get("do") == "cancel" for n in _walk_nodes(t.get("body"))):
                self.cancelling.add(t["event"])

    def _params(self, decl: dict) -> None:
        seen = set()
        for p in decl.get("params") or []:
            if p["name"] in seen:
                self.report("duplicate", p, f"parameter '{p['name']}' is declared twice")
            seen.add(p["name"])

    # ---- decks ---------------------------------------------------------------------------
    def _dval(self, node, env: dict):
        """The value of a deck expression for one player count and option values."""
        op = node.get("op")
        if op in ("int", "bool", "str"):
            return node["value"]
        if op == "none":
            return None
        if op == "text":
            return "".join(p if isinstance(p, str) else _plain(self._dval(p, env)) for p in node["parts"])
        if op == "name":
            name = node["name"]
            if name in env:
                return env[name]
            if name in self.defines:
                d = self.defines[name]
                if d.get("params"):
                    raise _NotConst
                return self._dval_define(d, [], env)
            if name in self.vars or name in self.zones:
                raise _NotConst
            if name in self.options:
                self._opts_read.add(name)
                return env["$opts"][name]
            if name in self.enum_of_value:
                return name
            if name in self.enums:
                return list(self.enums[name])
            if name == "player_count":
                return env["$n"]
            raise _NotConst
        if op == "list":
            return [self._dval(i, env) for i in node["items"]]
        if op == "range":
            a, b = self._dval(node["from"], env), self._dval(node["to"], env)
            if not isinstance(a, int) or not isinstance(b, int) or b - a > 100_000:
                raise _NotConst
            return list(range(a, b + 1))
        if op == "binary":
            a, b = self._dval(node["left"], env), self._dval(node["right"], env)
            return _apply(node["operator"], a, b)
        if op == "and":
            return self._dval(node["left"], env) and self._dval(node["right"], env)
        if op == "or":
            return self._dval(node["left"], env) or self._dval(node["right"], env)
        if op == "not":
            return not self._dval(node["value"], env)
        if op == "neg":
            return -self._dval(node["value"], env)
        if op == "cond":
            return self._dval(node["then"] if self._dval(node["if"], env) else node["else"], env)
        if op == "call":
            name = node["name"]
            if name in self.defines:
                d = self.defines[name]
                if len(d.get("params") or []) != len(node["args"]):
                    raise _NotConst
                return self._dval_define(d, [self._dval(a, env) for a in node["args"]], env)
            args = [self._dval(a, env) for a in node["args"]]
            if name == "abs" and len(args) == 1:
                return abs(args[0])
            if name in ("larger", "smaller") and len(args) == 2:
                return max(args) if name == "larger" else min(args)
            if name == "size" and len(args) == 1 and isinstance(args[0], list):
                return len(args[0])
            if name == "players" and not args:
                return list(range(env["$n"]))
            raise _NotConst
        if op == "aggregate":
            items = self._dval(node["in"], env)
            if not isinstance(items, list):
                raise _NotConst
            out = []
            for x in items:
                local = dict(env)
                local[node["var"]] = x
                if node.get("where") is None or self._dval(node["where"], local):
                    out.append(self._dval(node["value"], local) if node.get("value") is not None else x)
            fn = node["fn"]
            if fn == "count":
                return len(out)
            if fn == "sum":
                return sum(out)
            if fn == "any":
                return any(out) if node.get("where") is None else bool(out)
            if fn == "all":
                return all(out) if node.get("where") is None else len(out) == len(items)
            if fn in ("max", "min"):
                return (max if fn == "max" else min)(out) if out else None
            if fn == "first":
                return out[0] if out else None
            return out
        raise _NotConst

    def _dval_define(self, d: dict, args: list, env: dict):
        key = d["name"]
        if key in self._dbusy or len(self._dbusy) > 50:
            raise _NotConst
        self._dbusy.add(key)
        try:
            local = {"$n": env["$n"], "$opts": env["$opts"]}
            for p, a in zip(d.get("params") or [], args):
                local[p["name"]] = a
            return self._dval(d["value"], local)
        finally:
            self._dbusy.discard(key)

    def _deck_run(self, n: int, opts: dict) -> dict[str, list[tuple]] | None:
        """Every deck's cards for one player count and option values: zone -> [(type, fields, entry)]."""
        self._opts_read: set[str] = set()
        self._dbusy: set[str] = set()
        out: dict[str, list[tuple]] = {}
        env = {"$n": n, "$opts": opts}
        try:
            for d in self.doc.get("decks", []):
                cards = out.setdefault(d["zone"], [])
                self._deck_entries(d["entries"], env, cards)
        except (_NotConst, TypeError, ValueError, ZeroDivisionError, KeyError, IndexError, RecursionError):
            return None
        return out

    def _deck_entries(self, entries: list, env: dict, out: list) -> None:
        for e in entries:
            if e.get("entry") == "for":
                values = self._dval(e["in"], env)
                if not isinstance(values, list):
                    raise _NotConst
                self._reached.add(id(e))
                for v in values:
                    local = dict(env)
                    local[e["var"]] = v
                    self._entry_ran.add(id(e))
                    self._deck_entries(e["entries"], local, out)
                continue
            self._reached.add(id(e))
            if e.get("if") is not None and not self._dval(e["if"], env):
                continue
            self._included.add(id(e))
            ctype = e.get("card")
            decl = self.card_attrs.get(ctype)
            if decl is None:
                continue
            fields = {}
            for name, f in decl.items():
                if not f.get("mutable"):
                    fields[name] = self._dval(f["default"], env) if f.get("default") else None
            for arg in e.get("fields", []):
                if arg["name"] in fields:
                    fields[arg["name"]] = self._dval(arg["value"], env)
            name = None
            if self._want_names:
                faces = e.get("faces") or [e.get("name")]
                name = " / ".join(x if isinstance(x, str) else self._dval(x, env) for x in faces if x is not None)
            if len(out) + int(e.get("count", 1)) > 100_000:
                raise _NotConst  # more cards than a game may have: the compiler reports it
            for _ in range(int(e.get("count", 1))):
                out.append((ctype, fields, name))

    def _decks(self) -> None:
        doc = self.doc
        decks = doc.get("decks", [])
        self.deck_complete = True  # every variant of the decks could be evaluated
        self.deck_zone_types: dict[str, set[str]] = {}
        self.field_vals: dict[tuple[str, str], set] = {}
        self.type_names: dict[str, set] = {}
        self.types_in_decks: set[str] = set()
        self._reached: set[int] = set()
        self._included: set[int] = set()
        self._entry_ran: set[int] = set()
        self._want_names = any(n.get("op") == "attr" and n.get("name") == "name" for n in _walk_nodes(
            [doc.get("procedures"), doc.get("triggers"), doc.get("defines"), doc.get("play"), doc.get("rank"),
             doc.get("estimate"), doc.get("payoff")]))
        # card types named by entries, and attributes set by them (whatever the conditions)
        self.entry_types: set[str] = set()
        self.entry_fields: set[tuple[str, str]] = set()
        for n in _walk_nodes(decks):
            if n.get("entry") == "card":
                self.entry_types.add(n.get("card"))
                known = self.card_attrs.get(n.get("card"))
                for arg in n.get("fields", []):
                    self.entry_fields.add((n.get("card"), arg["name"]))
                    if known is not None and (arg["name"] not in known or known[arg["name"]].get("mutable")):
                        fixed = [a for a, f in known.items() if not f.get("mutable")]
                        self.report("name", arg, f"card type '{n['card']}' has no field '{arg['name']}'"
                                    + did_you_mean(arg["name"], fixed))
        if not decks:
            return
        defaults = {name: o.get("default") for name, o in self.options.items()}
        results: dict[tuple, dict] = {}
        bools: list[str] = []
        others: set[str] = set()
        pending = [(n, ()) for n in range(self.pmin, min(self.pmax, self.pmin + 16) + 1)]
        done: set[tuple] = set()
        while pending:
            n, variant = pending.pop(0)
            if (n, variant) in done:
                continue
            done.add((n, variant))
            opts = dict(defaults)
            opts.update(dict(variant))
            res = self._deck_run(n, opts)
            if res is None:
                self.deck_complete = False
                continue
            results[(n, variant)] = res
            for o in self._opts_read:
                otype = (self.options[o].get("type") or {}).get("name")
                if otype == "bool" and o not in bools and len(bools) < 6:
                    bools.append(o)
                    for m in range(self.pmin, min(self.pmax, self.pmin + 16) + 1):
                        for combo in itertools.product((False, True), repeat=len(bools)):
                            pending.append((m, tuple(sorted(zip(bools, combo)))))
                elif otype != "bool":
                    others.add(o)
        if others:
            self.deck_complete = False  # int and text options: only their defaults were tried
        for (n, variant), res in sorted(results.items(), key=lambda kv: (kv[0][0], kv[0][1])):
            label = {"players": n}
            if variant:
                label["options"] = {k: v for k, v in variant}
            for zone, cards in res.items():
                self.deck_sizes.setdefault(zone, []).append(dict(label, cards=len(cards)))
                types = self.deck_zone_types.setdefault(zone, set())
                for ctype, fields, name in cards:
                    types.add(ctype)
                    self.types_in_decks.add(ctype)
                    for f, v in fields.items():
                        self.field_vals.setdefault((ctype, f), set()).add(_hashable(v))
                    if name is not None:
                        self.type_names.setdefault(ctype, set()).add(name)
        # drop duplicate size lines: one per player count when no option changes anything
        for zone, rows in self.deck_sizes.items():
            by_n: dict[int, set] = {}
            for r in rows:
                by_n.setdefault(r["players"], set()).add(r["cards"])
            if all(len(v) == 1 for v in by_n.values()):
                self.deck_sizes[zone] = [{"players": n, "cards": next(iter(v))} for n, v in sorted(by_n.items())]
        if not results:
            return
        for d in decks:
            for row in self.deck_sizes.get(d["zone"], []):
                if row["cards"] == 0:
                    when = f"with {row['players']} players" + "".join(
                        f", {k}={_plain(v).replace('yes', 'true').replace('no', 'false')}"
                        for k, v in row.get("options", {}).items())
                    self.report("empty-deck", d, f"deck '{d['zone']}' has no cards {when}")
                    break
        if self.deck_complete:
            range_text = f"{self.pmin} to {self.pmax} players" if self.pmin != self.pmax else f"{self.pmin} players"
            for e in _walk_nodes(decks):
                if e.get("entry") == "card" and id(e) in self._reached and id(e) not in self._included:
                    self.report("constant-condition", e.get("if") or e,
                                f"this deck entry is never included: its condition is false for {range_text} "
                                "and every option")
                elif e.get("entry") == "for" and id(e) in self._reached and id(e) not in self._entry_ran:
                    self.report("constant-condition", e["in"], f"this deck loop runs over nothing for {range_text} "
                                "and every option")
        self._deck_declarations(results)

    def _deck_declarations(self, results: dict) -> None:
        """`# lint: deck ZONE has N cards [with A..B players] [if [not] OPTION]` comments."""
        if self.text is None:
            return
        for i, line in enumerate(self.text.splitlines(), start=1):
            m = _DECK_RE.search(line)
            if not m:
                if re.search(r"#\s*lint:\s*deck\b", line):
                    col = line.index("#") + 1
                    self.report("deck-size", [i, col, i, len(line) + 1], "cannot read this deck size; write "
                                "'# lint: deck ZONE has N cards [with A..B players] [if [not] OPTION]'")
                continue
            col = m.start() + 1
            where = [i, col, i, len(line.rstrip()) + 1]
            zone, want = m.group(1), int(m.group(2))
            lo = int(m.group(3)) if m.group(3) else self.pmin
            hi = int(m.group(4)) if m.group(4) else (lo if m.group(3) else self.pmax)
            negate, option = bool(m.group(5)), m.group(6)
            if zone not in {d["zone"] for d in self.doc.get("decks", [])}:
                self.report("deck-size", where, f"no deck fills zone '{zone}'"
                            + did_you_mean(zone, [d["zone"] for d in self.doc.get("decks", [])]))
                continue
            if option is not None and option not in self.options:
                self.report("deck-size", where, f"unknown option '{option}'" + did_you_mean(option, self.options))
                continue
            for (n, variant), res in sorted(results.items()):
                if not lo <= n <= hi:
                    continue
                if option is not None:
                    value = dict(variant).get(option, self.options[option].get("default"))
                    if bool(value) == negate:
                        continue
                size = len(res.get(zone, []))
                if size != want:
                    opts = "".join(f", {k}={'true' if v else 'false'}" for k, v in variant)
                    self.report("deck-size", where, f"deck '{zone}' has {size} cards with {n} players{opts}, "
                                f"not the {want} declared here")
                    break

    # ---- the fixpoint of the analysis ------------------------------------------------------
    def _analyze(self) -> None:
        self.flow: dict = {}
        for zone, types in self.deck_zone_types.items():
            self.flow[("zone", zone)] = frozenset(types)
        if not self.deck_complete:
            for d in self.doc.get("decks", []):
                self.flow[("zone", d["zone"])] = None  # unknown contents: any card type
        kept: list[RulesError] = []
        for _ in range(8):
            self.found = []
            self.nflow = {k: v for k, v in self.flow.items() if k[0] == "zone" and k[1] in self.deck_zone_types
                          or k[0] == "zone" and v is None and not self.deck_complete}
            self._pass()
            kept = self.found
            if self.nflow == self.flow:
                break
            self.flow = self.nflow
        self.found = kept
        self._post()

    def flow_get(self, key, default=BOT):
        """What is known to flow into `key`: the last pass's facts and this pass's so far."""
        old = self.flow.get(key, default)
        new = self.nflow.get(key)
        if new is None and key not in self.nflow:
            return old
        if key[0] == "zone":
            return None if old is None or new is None else old | new
        if key[0] == "fin":
            return new
        return join(old, new)

    def flow_join(self, key, t) -> None:
        if key[0] == "zone":
            old = self.nflow.get(key, frozenset())
            self.nflow[key] = None if old is None or t is None else old | t
            return
        self.nflow[key] = join(self.nflow.get(key, BOT), t)

    def zone_cards(self, zt):
        """The card types that can lie in the zones of a zone type (None: any)."""
        if zt[0] != "zone" or zt[1] is None:
            return None
        out: set[str] = set()
        for z in zt[1]:
            got = self.flow_get(("zone", z), frozenset())
            if got is None:
                return None
            out |= got
        return frozenset(out)

    def refine(self, declared, flowed):
        """A declared type narrowed by what flows into it (card types, zones).

        Nothing flowing in yet means no card (the empty set), not any card: the facts only grow
        from pass to pass, so the fixpoint is reached.
        """
        if flowed[0] == "bot":
            if declared[0] in ("card", "zone"):
                return (declared[0], frozenset())
            if declared[0] == "list" and declared[1][0] in ("card", "zone"):
                return ("list", (declared[1][0], frozenset()))
            return declared
        if declared[0] in ("card", "zone") and flowed[0] == declared[0]:
            return flowed
        if declared[0] == "list" and flowed[0] == "list":
            return ("list", self.refine(declared[1], flowed[1]))
        if declared[0] in _LOOSE:
            return flowed
        return declared

    def _pass(self) -> None:
        """One walk over the whole rulebook with the current flow facts."""
        self.zone_reads: dict[str, dict] = {}
        self.zone_writes: dict[str, dict] = {}
        self.zone_mentions: set[str] = set()
        self.unknown_dest = False
        self.var_reads: set[str] = set()
        self.var_writes: set[str] = set()
        self.attr_reads: set[str] = set()
        self.cvar_writes: set[str] = set()
        self.option_uses: set[str] = set()
        self.define_uses: set[str] = set()
        self.calls: dict[tuple, set[str]] = {}
        self.called_anywhere: set[str] = set()
        self.emits: dict[tuple, set[str]] = {}
        self.emitted_anywhere: set[str] = set()
        self.open_calls: dict[str, set[str]] = {}
        self.exits: list[tuple] = []
        self.ends: dict[tuple, list[bool]] = {}
        self.event_reads: list[tuple] = []
        self.finishes: dict[str, bool] = {}
        self.dead_triggers: set[int] = set()
        self.dres: dict[str, tuple] = {}
        self.dbusy: set[str] = set()
        self.chooses: list[tuple] = []
        self.rank_keys: list = []
        self.play_ends = False
        # the deck expressions use names too
        for n in _walk_nodes(self.doc.get("decks", [])):
            if n.get("op") == "name":
                if n["name"] in self.options:
                    self.option_uses.add(n["name"])
                if n["name"] in self.defines:
                    self.define_uses.add(n["name"])
            elif n.get("op") == "call" and n["name"] in self.defines:
                self.define_uses.add(n["name"])
        for d in self.doc.get("decks", []):
            self.zone_writes.setdefault(d["zone"], d)
            self.zone_mentions.add(d["zone"])
        play = self.doc.get("play")
        if play is not None:
            ctx = _Ctx("play", "play", ("play",))
            falls = self.block(play.get("body", []), ctx)
            self.finish(ctx)
            self.play_ends = falls or ctx.returns
        for name, p in self.procs.items():
            ctx = _Ctx(p.get("kind", "procedure"), name, ("proc", name))
            for i, prm in enumerate(p.get("params") or []):
                t = self.refine(self._decl_type(prm.get("type")), self.flow_get(("param", name, i)))
                self.declare(ctx, prm["name"], t, prm, "param")
            falls = self.block(p.get("body", []), ctx, scope=False)
            self.finish(ctx)
            self.nflow[("fin", name)] = falls or ctx.returns or self.nflow.get(("fin", name), False)
        for i, t in enumerate(self.triggers):
            ev = self.events.get(t.get("event"))
            ctx = _Ctx("trigger", f"on {t.get('timing')} {t.get('event')}", ("trigger", i), t.get("event"),
                       t.get("timing"))
            if ev is not None:
                for j, prm in enumerate(ev.get("params") or []):
                    typ = self.refine(self._decl_type(prm.get("type")), self.flow_get(("event", ev["name"], j)))
                    self.declare(ctx, prm["name"], typ, prm, "event", check=False)
            if t.get("when") is not None:
                _, av = self.cond(t["when"], ctx, "when")
                if av is not None and {bool(v) for v in av.values} == {False}:
                    self.dead_triggers.add(i)
                    ctx.live = False
            self.block(t.get("body", []), ctx, scope=False)
            self.finish(ctx)
        for kind in ("rank", "estimate", "payoff"):  # the ranking keys, the search agents' estimate, the payoff
            keys = self.doc.get(kind)
            if keys is None:
                continue
            ctx = _Ctx(kind, kind, (kind,))
            self.declare(ctx, keys.get("var", "p"), PLAYER, keys, "param", check=False)
            exprs = keys.get("by", []) if kind != "payoff" else \
                [keys[k] for k in ("by", "from", "to", "total") if keys.get(k) is not None]
            for key in exprs:
                t, av = self.ex(key, ctx)
                if kind == "rank":
                    self.rank_keys.append((key, t, av))
        for name in self.defines:
            if name not in self.dres:
                self.define_result(name, self.defines[name])
        # an `exit NAME` reached while running makes NAME finish
        for key, name, node, live in self.exits:
            if live:
                self.nflow[("fin", name)] = True

    # ---- scopes and locals ---------------------------------------------------------------
    def declare(self, ctx: _Ctx, name: str, typ, node, kind: str, check: bool = True, loc=None) -> _Local:
        scope = ctx.scopes[-1]
        if check:
            outer = None
            for s in ctx.scopes[:-1]:
                if name in s:
                    outer = s[name]
            if outer is not None:
                line = self.span(outer.node).line
                self.report("shadowing", node, f"'{name}' hides the '{name}' declared on line {line}")
            elif name not in scope and name in self.global_kind:
                self.report("shadowing", node, f"the local '{name}' hides the {self.global_kind[name]} '{name}'")
        local = _Local(name, typ, node, kind, loc, len(ctx.scopes))
        scope[name] = local
        ctx.flat[name] = local
        if kind == "let":
            ctx.lets.append(local)
        return local

    def close_scope(self, ctx: _Ctx, scope: dict) -> None:
        """The end of a block. (Locals stay visible to the compiler after it: it is not checked here.)"""

    def finish(self, ctx: _Ctx) -> None:
        """The end of a body: the lets whose value nothing read."""
        for local in ctx.lets:
            if local.reads == 0:
                self.report("unused-local", local.node, f"the value of '{local.name}' is never used")

    # ---- statements ----------------------------------------------------------------------
    def block(self, stmts: list, ctx: _Ctx, scope: bool = True) -> bool:
        """Walks statements; returns whether the end of the block can be reached."""
        if scope:
            ctx.scopes.append({})
        entry = ctx.live
        told = False
        for s in stmts or []:
            if entry and not ctx.live and not told:
                self.report("unreachable-code", s, f"this statement can never run: {ctx.dead_reason}")
                told = True
            if not getattr(self, "s_" + s.get("do", "none"), self.s_none)(s, ctx):
                if ctx.live:
                    ctx.live = False
        falls = ctx.live
        if scope:
            self.close_scope(ctx, ctx.scopes.pop())
        return falls

    def dead(self, ctx: _Ctx, reason: str) -> bool:
        if ctx.live:
            ctx.dead_reason = reason
        return False

    def s_none(self, s, ctx):
        return True

    def s_let(self, s, ctx):
        t, _ = self.ex(s["value"], ctx)
        self.declare(ctx, s["name"], t, s, "let", loc=self.origin(s["value"], ctx))
        return True

    def s_assign(self, s, ctx):
        vt, _ = self.ex(s["value"], ctx)
        target = s["target"]
        op = s.get("operator", "=")
        tt = self.target(target, ctx, vt, op)
        if tt is not None:
            if op in ("+=", "-="):
                if not (tt[0] in _LOOSE or _num(tt) or (op == "+=" and tt[0] in ("list", "text"))):
                    self.report("type-mismatch", s, f"'{op}' needs a number, and this holds {describe(tt)}")
                elif not (vt[0] in _LOOSE or _num(vt) or (tt[0] == vt[0] and tt[0] in ("list", "text"))):
                    self.report("type-mismatch", s["value"], f"'{op}' adds {describe(vt)} to {describe(tt)}")
            elif not assignable(tt, vt):
                self.report("type-mismatch", s["value"], f"this holds {describe(tt)}; it cannot be given "
                            f"{describe(vt)}")
        return True

    def target(self, t, ctx: _Ctx, vt, op):
        """The type of an assignable place (and flow facts for what is stored there)."""
        kind = t.get("op")
        if kind == "name":
            name = t["name"]
            local = ctx.lookup(name)
            if local is not None:
                old = local.type
                if local.kind == "event" and ctx.event:
                    ev = self.events.get(ctx.event)
                    idx = [p["name"] for p in (ev or {}).get("params", [])].index(name) if ev else -1
                    if idx >= 0:
                        self.flow_join(("event", ctx.event, idx), vt)
                if old[0] in _LOOSE or (old[0] == "list" and old[1][0] in _LOOSE):
                    local.type = join(old, vt) if old[0] != "none" else vt
                    return None
                if old[0] in ("card", "zone") and vt[0] == old[0]:
                    local.type = join(old, vt)
                return old
            if name in self.vars:
                v = self.vars[name]
                self.var_writes.add(name)
                if v.get("per_player") or v.get("by"):
                    return None  # the compiler reports the missing index
                typ = self._decl_type(v.get("type"))
                self.flow_join(("var", name), vt)
                return typ
            return None  # the compiler reports it
        if kind in ("index", "of"):
            chain = []
            node = t
            while node.get("op") in ("index", "of"):
                chain.append(node.get("index") if node["op"] == "index" else node.get("owner"))
                node = node.get("of") if node["op"] == "index" else node.get("what")
            chain.reverse()
            if node.get("op") == "name" and node["name"] in self.vars and ctx.lookup(node["name"]) is None:
                name = node["name"]
                v = self.vars[name]
                self.var_writes.add(name)
                typ = self._decl_type(v.get("type"))
                levels = ([("player", None)] if v.get("per_player") else []) + (
                    [("enum", v["by"])] if v.get("by") else [])
                for i, key in enumerate(chain):
                    kt, _ = self.ex(key, ctx)
                    if i < len(levels):
                        self.check_key(levels[i], kt, key, name)
                if len(chain) == len(levels):
                    self.flow_join(("var", name), vt)
                    return typ
                return None
            for key in chain:
                self.ex(key, ctx)
            self.ex(node, ctx)
            return None
        if kind == "attr":
            name = t["name"]
            bt, _ = self.ex(t["of"], ctx)
            if name not in self.card_vars:
                return None  # the compiler reports it
            self.cvar_writes.add(name)
            decl = self.check_attr(bt, name, t)
            if decl is None:
                return None
            self.flow_join(("cvar", name), vt)
            return self._decl_type(decl.get("type"))
        return None

    def check_key(self, level, kt, key, name):
        if level[0] == "player":
            if not (kt[0] in _LOOSE or _num(kt)):
                self.report("type-mismatch", key, f"'{name}' holds one value per player; index it with a player, "
                            f"not {describe(kt)}")
        elif level[0] == "enum":
            if not (kt[0] in _LOOSE or kt == ("enum", level[1]) or kt[0] == "text"):
                self.report("type-mismatch", key, f"'{name}' holds one value per {level[1]}; index it with a "
                            f"{level[1]} value, not {describe(kt)}")

    def s_move(self, s, ctx):
        ct, _ = self.ex(s["cards"], ctx)
        dt, _ = self.ex(s["to"], ctx)
        if ct[0] == "card":
            types = ct[1]
        elif ct[0] == "list" and ct[1][0] in ("card", "none"):
            types = ct[1][1] if ct[1][0] == "card" else frozenset()
        elif ct[0] == "none" or ct == ("list", BOT):
            types = frozenset()
        elif ct[0] in _LOOSE or (ct[0] == "list" and ct[1][0] in _LOOSE):
            types = None
        else:
            self.report("type-mismatch", s["cards"], f"'move' moves cards, not {describe(ct)}")
            types = frozenset()
        if dt[0] == "zone":
            if dt[1] is None:
                self.unknown_dest = True
                for z in self.zones:
                    self.flow_join(("zone", z), types)
            else:
                for z in dt[1]:
                    self.zone_writes.setdefault(z, s)
                    self.flow_join(("zone", z), types)
        elif dt[0] in _LOOSE:
            self.unknown_dest = True
            for z in self.zones:
                self.flow_join(("zone", z), types)
        elif dt[0] != "bot":
            pass  # the compiler reports "'move ... to' needs a zone"
        # a card held in a local is now where it was moved to
        if s["cards"].get("op") == "name":
            local = ctx.lookup(s["cards"]["name"])
            if local is not None:
                local.loc = self.zone_place(s["to"], ctx)
        return True

    def s_shuffle(self, s, ctx):
        t, _ = self.ex(s["zone"], ctx)
        return True

    def s_if(self, s, ctx):
        entry = ctx.live
        falls = False
        possible = True  # an earlier branch is not always taken
        seen: list = []  # (key, fact) of earlier conditions, for overlapping elifs
        for i, br in enumerate(s.get("branches", [])):
            ctx.live = entry and possible
            _, av = self.cond(br["if"], ctx, "if" if i == 0 else "elif")
            truth = None if av is None else {bool(v) for v in av.values}
            if possible and entry:
                self.overlap(br["if"], seen, i)
            ctx.live = entry and possible and truth != {False}
            if not ctx.live and entry and possible:
                ctx.dead_reason = "its condition is always false"
            falls = self.block(br.get("then", []), ctx) or falls
            if truth == {True}:
                possible = False
        ctx.live = entry and possible
        if s.get("else"):
            if entry and not possible:
                ctx.dead_reason = "an earlier condition is always true"
            falls = self.block(s["else"], ctx) or falls
        else:
            falls = falls or (entry and possible)
        ctx.live = entry and falls
        if entry and not falls:
            ctx.dead_reason = "no branch of the 'if' before it goes on"
        return falls

    def overlap(self, cond, seen: list, index: int) -> None:
        """An elif that no value can reach: its condition is covered by the earlier ones."""
        fact = _condition_fact(cond)
        stripped = _strip(cond)
        for key, prev in seen:
            if key == ("same", stripped):
                self.report("unreachable-branch", cond, "this branch can never be taken: an earlier branch has "
                            "the same condition")
                seen.append(("same", stripped))
                return
        if fact is not None and index > 0:
            key, value = fact
            earlier = [v for k, v in seen if k == key]
            if earlier and _covered(value, earlier):
                self.report("unreachable-branch", cond, "this branch can never be taken: the earlier branches "
                            "already cover every value it accepts")
        seen.append(("same", stripped))
        if fact is not None:
            seen.append(fact)

    def s_for(self, s, ctx):
        st, sav = self.ex(s["in"], ctx)
        elem = self.element(st, s["in"], "for")
        ctx.scopes.append({})
        self.declare(ctx, s["var"], elem, s, "for", loc=self.origin(s["in"], ctx, element=True))
        entry = ctx.live
        truth = None
        if s.get("where") is not None:
            _, av = self.cond(s["where"], ctx, "where")
            truth = None if av is None else {bool(v) for v in av.values}
        empty = self.always_empty(st, sav)
        if truth == {False} or empty:
            if empty and entry:
                self.report("constant-condition", s["in"], f"this loop never runs: {empty}")
            ctx.live = False
            ctx.dead_reason = "the loop never runs"
        ctx.loops.append([False])
        self.block(s.get("body", []), ctx)
        ctx.loops.pop()
        self.close_scope(ctx, ctx.scopes.pop())
        ctx.live = entry
        return True

    def s_while(self, s, ctx):
        entry = ctx.live
        _, av = self.cond(s["cond"], ctx, "while")
        truth = None if av is None else {bool(v) for v in av.values}
        ctx.live = entry and truth != {False}
        if entry and not ctx.live:
            ctx.dead_reason = "the loop's condition is always false"
        ctx.loops.append([False])
        self.block(s.get("body", []), ctx)
        broke = ctx.loops.pop()[0]
        ctx.live = entry
        if truth == {True} and not broke:
            return self.dead(ctx, "the loop before it never ends (its condition is always true and nothing "
                                  "breaks out of it)")
        return True

    def s_repeat(self, s, ctx):
        entry = ctx.live
        ctx.loops.append([False])
        falls = self.block(s.get("body", []), ctx)
        broke = ctx.loops.pop()[0]
        ctx.live = entry and falls
        _, av = self.cond(s["until"], ctx, "until")
        truth = None if av is None else {bool(v) for v in av.values}
        ctx.live = entry
        if (truth == {False} or not falls) and not broke:
            return self.dead(ctx, "the loop before it never ends")
        return True

    def s_break(self, s, ctx):
        if not ctx.loops:
            return True  # the compiler reports it
        if ctx.live:
            ctx.loops[-1][0] = True
        if ctx.emits and ctx.emits[-1][1] == len(ctx.loops):
            self.report("return-in-emit", s, f"'break' leaves the 'emit {ctx.emits[-1][0]}' block: the event "
                        "stays open and its 'after' triggers never run")
        return self.dead(ctx, "it comes after 'break'")

    def s_return(self, s, ctx):
        if ctx.live:
            ctx.returns = True
        if ctx.emits:
            self.report("return-in-emit", s, f"'return' leaves the 'emit {ctx.emits[-1][0]}' block: the event "
                        "stays open and its 'after' triggers never run")
        return self.dead(ctx, "it comes after 'return'")

    def s_exit(self, s, ctx):
        if s.get("name") not in self.procs:
            return True  # the compiler reports it
        self.exits.append((ctx.key, s.get("name"), s, ctx.live))
        return self.dead(ctx, f"it comes after 'exit {s.get('name')}'")

    def s_cancel(self, s, ctx):
        if ctx.kind == "trigger" and ctx.timing != "before":
            self.report("misplaced-cancel", s, "'cancel' is only allowed in an 'on before' trigger")
        return True

    def s_end_game(self, s, ctx):
        has = s.get("winners") is not None
        if has:
            wt, _ = self.ex(s["winners"], ctx)
            if not (wt[0] in _LOOSE or _num(wt) or (wt[0] == "list" and (wt[1][0] in _LOOSE or _num(wt[1])))):
                self.report("type-mismatch", s["winners"], f"'winners' names players, not {describe(wt)}")
        if ctx.live:
            self.ends.setdefault(ctx.key, []).append(has)
        return self.dead(ctx, "it comes after 'end game'")

    def s_log(self, s, ctx):
        viewer = None
        if s.get("to") is not None:
            tt, _ = self.ex(s["to"], ctx)
            self.player_arg(tt, s["to"], "'log ... to'")
            viewer = _canon(s["to"]) or "?"
        text = s.get("text") or {}
        for part in text.get("parts", []):
            if isinstance(part, dict):
                t, _ = self.ex(part, ctx)
                if t[0] == "card" or (t[0] == "list" and t[1][0] == "card"):
                    self.shown(part, ctx, viewer)
        return True

    def shown(self, part, ctx: _Ctx, viewer: str | None) -> None:
        """A card named in a log line: can the log's audience see it where it lies?"""
        canon = _canon(part)
        if canon is not None and canon in ctx.reveals:
            return
        place = self.origin(part, ctx)
        if not place or viewer == "?":
            return
        if all(self.hidden(z, owner, viewer) for z, owner in place):
            zones = ", ".join(sorted({z for z, _ in place}))
            who = "no one can" if viewer is None else f"'{viewer}' cannot"
            self.report("visibility-contradiction", part, f"this log line shows a card that {who} see "
                        f"(it lies in '{zones}'); the log will say 'a hidden card'. Use 'reveal' to show it")

    def hidden(self, zone: str, owner: str | None, viewer: str | None) -> bool:
        """Whether a card in this zone instance is certainly hidden from the viewer (None: from everyone)."""
        z = self.zones.get(zone)
        if z is None:
            return False
        vis = z.get("visible_to", "everyone")
        if vis == "nobody":
            return True
        if vis == "owner":
            if not z.get("per_player"):
                return True
            return False
        if vis == "others":
            return z.get("per_player") and viewer is not None and owner is not None and owner == viewer
        return False

    def s_reveal(self, s, ctx):
        self.ex(s["cards"], ctx)
        if s.get("to") is not None:
            tt, _ = self.ex(s["to"], ctx)
            self.player_arg(tt, s["to"], "'reveal ... to'")
        canon = _canon(s["cards"])
        if canon is not None:
            ctx.reveals.add(canon)
        return True

    def s_call(self, s, ctx):
        name = s.get("name")
        p = self.procs.get(name)
        args = s.get("args", [])
        types = [self.ex(a, ctx)[0] for a in args]
        if p is None:
            return True  # the compiler reports it
        self.called_anywhere.add(name)
        params = p.get("params") or []
        if len(params) == len(args):
            for i, (prm, a, t) in enumerate(zip(params, args, types)):
                want = self._decl_type(prm.get("type"))
                if not assignable(want, t):
                    self.report("type-mismatch", a, f"'{name}' takes {describe(want)} as '{prm['name']}', "
                                f"not {describe(t)}")
                self.flow_join(("param", name, i), t)
        if ctx.live:
            self.calls.setdefault(ctx.key, set()).add(name)
            for ev, _ in ctx.emits:
                self.open_calls.setdefault(ev, set()).add(name)
        if not self.flow_get(("fin", name), True):
            return self.dead(ctx, f"'{name}' never returns")
        return True

    def s_emit(self, s, ctx):
        name = s.get("event")
        ev = self.events.get(name)
        args = s.get("args", [])
        types = [self.ex(a, ctx)[0] for a in args]
        if ev is None:
            return True
        self.emitted_anywhere.add(name)
        params = ev.get("params") or []
        if len(params) == len(args):
            for i, (prm, a, t) in enumerate(zip(params, args, types)):
                want = self._decl_type(prm.get("type"))
                if not assignable(want, t):
                    self.report("type-mismatch", a, f"event '{name}' takes {describe(want)} as '{prm['name']}', "
                                f"not {describe(t)}")
                self.flow_join(("event", name, i), t)
        if ctx.live:
            self.emits.setdefault(ctx.key, set()).add(name)
        entry = ctx.live
        falls = True
        if s.get("body") is not None:
            ctx.emits.append((name, len(ctx.loops)))
            falls = self.block(s["body"], ctx)
            ctx.emits.pop()
        ctx.live = entry
        if not falls and name not in self.cancelling:
            return self.dead(ctx, f"the 'emit {name}' block before it never finishes")
        return True

    def s_simultaneous(self, s, ctx):
        st, _ = self.ex(s["in"], ctx)
        if not (st[0] in _LOOSE or (st[0] == "list" and (st[1][0] in _LOOSE or _num(st[1])))):
            self.report("type-mismatch", s["in"], f"'simultaneous' runs over players, not {describe(st)}")
        ctx.scopes.append({})
        self.declare(ctx, s["var"], PLAYER, s, "simultaneous")
        entry = ctx.live
        self.block(s.get("body", []), ctx)
        self.close_scope(ctx, ctx.scopes.pop())
        ctx.live = entry
        return True

    def s_choose(self, s, ctx):
        st, sav = self.ex(s["in"], ctx)
        elem = self.element(st, s["in"], "choose")
        bt, _ = self.ex(s["by"], ctx)
        self.player_arg(bt, s["by"], "'by'")
        count = None
        if s.get("count") is not None:
            ct, cav = self.ex(s["count"], ctx)
            if not (ct[0] in _LOOSE or _num(ct)):
                self.report("type-mismatch", s["count"], f"'count' needs a number, not {describe(ct)}")
            if cav is not None and len(cav.values) == 1 and isinstance(next(iter(cav.values)), int):
                count = next(iter(cav.values))
        place = self.origin(s["in"], ctx, element=True)
        truth = None
        ctx.scopes.append({})
        self.declare(ctx, s["var"], elem, s, "choose-where", check=False, loc=place)
        if s.get("where") is not None:
            _, av = self.cond(s["where"], ctx, "choice")
            truth = None if av is None else {bool(v) for v in av.values}
        if s.get("showing") is not None:
            self.ex(s["showing"], ctx)  # how each option is shown: computed with the item bound
        ctx.scopes.pop()
        local = self.declare(ctx, s["var"], ("list", elem) if s.get("count") is not None else elem, s, "choose",
                             loc=place)
        if not ctx.live:
            return True
        optional = bool(s.get("optional"))
        label = f"'{s['label']}'" if s.get("label") else f"'{s['var']}'"
        empty = self.always_empty(st, sav)
        if truth == {False} and not empty:
            pass  # the condition is reported as always false
        elif empty:
            self.report("no-legal-option", s, f"the choice {label} can never have a legal option: {empty}"
                        + ("" if optional else "; it always binds none"))
        elif count is not None:
            most = self.most_items(st, sav)
            if most is not None and count > most:
                self.report("no-legal-option", s, f"the choice {label} picks {count} items from at most {most}: "
                            "it can never have a legal option")
            elif not optional and s.get("where") is None:
                fewest = self.fewest_items(st, sav)
                if fewest is not None and count > fewest and not self.none_checked(s["var"], ctx):
                    self.report("stuck-choice", s, f"the compulsory choice {label} picks {count} items from as few as "
                                f"{fewest}: then it has no legal option and binds none, which nothing checks")
        elif not optional and sav is not None and () in sav.values and not self.none_checked(s["var"], ctx):
            self.report("stuck-choice", s, f"the compulsory choice {label} can be offered an empty list: then it "
                        "binds none, which nothing checks")
        # a player choosing among cards they cannot see
        if place and elem[0] == "card":
            chooser = _canon(s["by"])
            if chooser is not None and all(self.hidden(z, owner, chooser) for z, owner in place):
                zones = ", ".join(sorted({z for z, _ in place}))
                self.report("blind-choice", s, f"'{chooser}' chooses among cards of '{zones}', which they cannot "
                            "see: every option reads 'a hidden card'. Use random(...) for a blind pick, or reveal "
                            "the cards first")
        self.chooses.append((s, local))
        return True

    def none_checked(self, var: str, ctx: _Ctx) -> bool:
        """Whether the body compares `var` with none somewhere (the rules handle 'nothing chosen')."""
        body = self.ctx_body(ctx)
        for n in _walk_nodes(body):
            if n.get("op") == "binary" and n.get("operator") in ("==", "!="):
                sides = (n["left"], n["right"])
                if any(x.get("op") == "name" and x.get("name") == var for x in sides) and any(
                        x.get("op") == "none" for x in sides):
                    return True
        return False

    def ctx_body(self, ctx: _Ctx):
        if ctx.key[0] == "proc":
            return self.procs[ctx.key[1]].get("body")
        if ctx.key[0] == "trigger":
            return self.triggers[ctx.key[1]].get("body")
        if ctx.key[0] == "play":
            return (self.doc.get("play") or {}).get("body")
        return None

    def player_arg(self, t, node, what: str) -> None:
        if not (t[0] in _LOOSE or _num(t)):
            self.report("type-mismatch", node, f"{what} needs a player, not {describe(t)}")

    def element(self, st, node, what: str):
        """The type of the items of a list or a zone that is run over."""
        if st[0] == "zone":
            self.read_zones(st, node)
            return ("card", self.zone_cards(st))
        if st[0] == "list":
            if st[1][0] == "zone":
                self.report("not-a-zone", node, f"'{what}' runs over one zone or a list, not a list of zones; "
                            "use cards(...)")
                return ANY
            return st[1]
        if st[0] in _LOOSE:
            return ANY
        self.report("not-a-zone", node, f"'{what}' runs over a zone or a list, not {describe(st)}")
        return ANY

    def read_zones(self, zt, node) -> None:
        if zt[0] == "zone" and zt[1] is not None:
            for z in zt[1]:
                self.zone_reads.setdefault(z, node)
        elif zt[0] == "list" and zt[1][0] == "zone" and zt[1][1] is not None:
            for z in zt[1][1]:
                self.zone_reads.setdefault(z, node)

    def always_empty(self, st, sav) -> str | None:
        """Why a list or zone is empty whatever happens, or None."""
        if st[0] == "zone" and st[1] is not None and not self.unknown_dest:
            if all(self.flow.get(("zone", z), frozenset()) == frozenset()
                   and self.nflow.get(("zone", z), frozenset()) == frozenset() for z in st[1]):
                names = "', '".join(sorted(st[1]))
                return f"no card ever reaches '{names}' (no deck fills it and no move brings a card there)"
        if sav is not None and sav.values == {()}:
            return "the list is always empty"
        return None

    def most_items(self, st, sav) -> int | None:
        if sav is not None and sav.values and all(isinstance(v, tuple) for v in sav.values):
            return max(len(v) for v in sav.values)
        return None

    def fewest_items(self, st, sav) -> int | None:
        if sav is not None and sav.values and all(isinstance(v, tuple) for v in sav.values):
            return min(len(v) for v in sav.values)
        return None

    # ---- where a card lies -----------------------------------------------------------------
    def zone_place(self, node, ctx: _Ctx):
        """The zone instances an expression names: frozenset of (zone, owner text), or None."""
        op = node.get("op")
        if op == "name" and ctx.lookup(node["name"]) is None and node["name"] in self.zones:
            return frozenset({(node["name"], None)})
        if op == "of" and node["what"].get("op") == "name" and node["what"]["name"] in self.zones:
            owner = _canon(node["owner"]) or "?"
            return frozenset({(node["what"]["name"], owner)})
        return None

    def origin(self, node, ctx: _Ctx, element: bool = False):
        """Where the card (or cards) an expression gives lie now, if that can be told."""
        op = node.get("op")
        if op == "name":
            local = ctx.lookup(node["name"])
            if local is not None:
                return local.loc
            return self.zone_place(node, ctx) if element else None
        if op == "of":
            return self.zone_place(node, ctx) if element else None
        if op == "call" and node["name"] in ("top", "bottom", "cards", "random") and node["args"]:
            return self.zone_place(node["args"][0], ctx)
        if op == "aggregate" and node.get("fn") in ("first", "filter") and node.get("value") is None:
            return self.zone_place(node["in"], ctx) or self.origin(node["in"], ctx)
        return None

    # ---- conditions ------------------------------------------------------------------------
    def cond(self, node, ctx: _Ctx, where: str):
        """An expression used as a condition; reports it when it is constant."""
        t, av = self.ex(node, ctx)
        if av is None or not ctx.live:
            return t, av
        truth = {bool(v) for v in av.values}
        if len(truth) != 1 or getattr(av, "told", False):
            return t, av
        value = truth.pop()
        if value and where in ("while", "until", "where", "when", "choice"):
            return t, av
        if where == "until" and not value:
            return t, av
        reason = f": {av.reason}" if av.reason else ""
        if not value and av.deck:
            what = {"when": "this trigger can never fire", "choice": "no item can ever satisfy this choice",
                    "where": "no item can ever satisfy this condition"}.get(where, "this condition can never hold")
            self.report("impossible-condition", node, what + reason)
        elif not value:
            what = {"when": "this trigger can never fire: its condition is always false",
                    "choice": "no item can ever satisfy this choice: its condition is always false",
                    "where": "this condition is always false: nothing passes it",
                    "while": "this loop never runs: its condition is always false"}.get(
                where, "this condition is always false")
            self.report("constant-condition", node, what + reason)
        else:
            self.report("constant-condition", node, "this condition is always true" + reason
                        + ("; the branches after it never run" if where in ("if", "elif") else ""))
        return t, av

    # ---- expressions ---------------------------------------------------------------------
    def ex(self, node, ctx: _Ctx):
        """The type and the abstract value of an expression."""
        fn = getattr(self, "e_" + str(node.get("op")), None)
        if fn is None:
            return ANY, None
        return fn(node, ctx)

    def e_int(self, n, ctx):
        return INT, AV({n["value"]})

    def e_bool(self, n, ctx):
        return BOOL, AV({n["value"]})

    def e_str(self, n, ctx):
        return TEXT, AV({n["value"]})

    def e_none(self, n, ctx):
        return NONE_T, AV({None})

    def e_text(self, n, ctx):
        for p in n.get("parts", []):
            if isinstance(p, dict):
                self.ex(p, ctx)
        return TEXT, None

    def e_name(self, n, ctx):
        name = n["name"]
        local = ctx.lookup(name)
        if local is not None:
            local.reads += 1
            return local.type, None
        if name in self.defines:
            return self.call_define(name, [], n, ctx)
        if name in self.vars:
            v = self.vars[name]
            self.var_reads.add(name)
            t = self.refine(self._decl_type(v.get("type")), self.flow_get(("var", name)))
            if v.get("by"):
                t = ("dict", v["by"], t)
            return (("list", t) if v.get("per_player") else t), None
        if name in self.options:
            self.option_uses.add(name)
            typ = (self.options[name].get("type") or {}).get("name")
            if typ == "bool":
                return BOOL, AV({True, False})
            return ((typ,) if typ in ("int", "text") else ANY), None
        if name in self.zones:
            self.zone_mentions.add(name)
            return ("zone", frozenset({name})), None
        if name in self.enum_of_value:
            return ("enum", self.enum_of_value[name]), AV({name})
        if name in self.enums:
            return ("list", ("enum", name)), AV({tuple(self.enums[name])})
        if name == "player_count":
            return INT, AV(range(self.pmin, self.pmax + 1), f"the rulebook is for {self.pmin} to {self.pmax} players"
                           if self.pmin != self.pmax else f"the rulebook is for {self.pmin} players")
        known = (list(ctx.flat) + list(self.defines) + list(self.vars) + list(self.options) + list(self.zones)
                 + list(self.enum_of_value) + list(self.enums) + ["player_count"])
        self.report("name", n, f"unknown name '{name}'" + did_you_mean(name, known))
        return ANY, None

    def e_attr(self, n, ctx):
        name, of = n["name"], n["of"]
        if of.get("op") == "name" and of["name"] in self.events and ctx.lookup(of["name"]) is None:
            ev = self.events[of["name"]]
            params = [p["name"] for p in ev.get("params") or []]
            if name not in params:
                self.report("name", n, f"event '{ev['name']}' has no value '{name}'" + did_you_mean(name, params))
                return ANY, None
            i = params.index(name)
            self.event_reads.append((ctx.key, ev["name"], n, any(e == ev["name"] for e, _ in ctx.emits)
                                     or ctx.event == ev["name"]))
            return self.refine(self._decl_type(ev["params"][i].get("type")), self.flow_get(("event", ev["name"], i))), None
        if of.get("op") == "attr" and of["name"] in self.sides and f"{of['name']}.{name}" in self.attr_names:
            bt, _ = self.ex(of["of"], ctx)
            return self.card_attr(bt, f"{of['name']}.{name}", n)
        bt, _ = self.ex(of, ctx)
        return self.card_attr(bt, name, n)

    def check_attr(self, bt, name, n):
        """The declaration of attribute `name` on cards of type `bt`, or None (reported)."""
        if bt[0] in ("bot", "none"):
            return None
        if bt[0] == "any":
            for attrs in self.card_attrs.values():
                if name in attrs:
                    return attrs[name]
            return None
        if bt[0] != "card":
            self.report("type-mismatch", n, f"'.{name}' reads an attribute of a card, not of {describe(bt)}")
            return None
        if bt[1] is not None and not bt[1]:
            bt = ANY_CARD  # no card can be here (yet): nothing to say about its attributes
        candidates = sorted(bt[1]) if bt[1] is not None else sorted(self.card_attrs)
        having = [ct for ct in candidates if name in self.card_attrs.get(ct, {})]
        if not having:
            if bt[1] is not None and bt[1] and name in self.attr_names:
                kinds = "', '".join(sorted(bt[1]))
                owners = "', '".join(sorted(ct for ct, a in self.card_attrs.items() if name in a))
                self.report("unknown-attribute", n, f"a card here is a '{kinds}', which has no attribute '{name}' "
                            f"(only '{owners}' has it)")
            return None
        return self.card_attrs[having[0]][name]

    def card_attr(self, bt, name, n):
        self.attr_reads.add(name)
        if name in ("name", "type") and name not in self.attr_names:
            if bt[0] not in _LOOSE and bt[0] != "card":
                self.report("type-mismatch", n, f"'.{name}' reads an attribute of a card, not of {describe(bt)}")
                return TEXT, None
            types = bt[1] if bt[0] == "card" and bt[1] is not None else frozenset(self.types_in_decks)
            if not self.deck_complete:
                return TEXT, None
            if name == "type":
                return TEXT, _field_av(set(types), "type")
            names = set()
            for ct in types:
                names |= self.type_names.get(ct, set())
            return TEXT, (_field_av(names, "name") if self._want_names else None)
        if name not in self.attr_names:
            if bt[0] in _LOOSE or bt[0] == "card":
                known = sorted(self.attr_names | {"name", "type"})
                self.report("name", n, f"unknown card attribute '{name}'" + did_you_mean(name, known))
            else:
                self.report("type-mismatch", n, f"'.{name}' reads an attribute of a card, not of {describe(bt)}")
            return ANY, None
        decl = self.check_attr(bt, name, n)
        if decl is None:
            return ANY, None
        typ = self._decl_type(decl.get("type"))
        if decl.get("mutable"):
            return self.refine(typ, self.flow_get(("cvar", name))), None
        if not self.deck_complete or (bt[0] == "card" and bt[1] is not None and not bt[1]):
            return typ, None
        types = bt[1] if bt[0] == "card" and bt[1] is not None else frozenset(self.types_in_decks)
        values: set = set()
        for ct in types:
            if ct not in self.types_in_decks:
                continue
            if name in self.card_attrs.get(ct, {}):
                values |= self.field_vals.get((ct, name), set())
            else:
                values.add(None)
        if not values:
            return typ, None
        return typ, _field_av(values, name)

    def e_index(self, n, ctx):
        base = n["of"]
        kt, _ = self.ex(n["index"], ctx)
        if base.get("op") == "name" and base["name"] in self.vars and ctx.lookup(base["name"]) is None:
            v = self.vars[base["name"]]
            if v.get("per_player"):
                self.var_reads.add(base["name"])
                self.check_key(("player", None), kt, n["index"], base["name"])
                t = self.refine(self._decl_type(v.get("type")), self.flow_get(("var", base["name"])))
                return (("dict", v["by"], t) if v.get("by") else t), None
        bt, _ = self.ex(base, ctx)
        if bt[0] == "dict":
            self.check_key(("enum", bt[1]), kt, n["index"], _canon(base) or "this")
            return bt[2], None
        if bt[0] == "list":
            if not (kt[0] in _LOOSE or _num(kt)):
                self.report("type-mismatch", n["index"], f"a list is indexed by a number, not {describe(kt)}")
            return bt[1], None
        if bt[0] in _LOOSE:
            return ANY, None
        self.report("type-mismatch", n, f"{describe(bt)} cannot be indexed")
        return ANY, None

    def e_of(self, n, ctx):
        what = n["what"]
        ot, _ = self.ex(n["owner"], ctx)
        name = what.get("name") if what.get("op") == "name" else None
        if name in self.zones:
            self.zone_mentions.add(name)
            if not self.zones[name].get("per_player"):
                return ANY, None  # the compiler reports it
            zt = ("zone", frozenset({name}))
            if ot[0] == "list" and (ot[1][0] in _LOOSE or _num(ot[1])):
                return ("list", zt), None
            if not (ot[0] in _LOOSE or _num(ot)):
                self.report("type-mismatch", n["owner"], f"'{name} of ...' needs a player, not {describe(ot)}")
            return zt, None
        if name in self.vars and self.vars[name].get("per_player"):
            v = self.vars[name]
            self.var_reads.add(name)
            if not (ot[0] in _LOOSE or _num(ot)):
                self.report("type-mismatch", n["owner"], f"'{name} of ...' needs a player, not {describe(ot)}")
            t = self.refine(self._decl_type(v.get("type")), self.flow_get(("var", name)))
            return (("dict", v["by"], t) if v.get("by") else t), None
        if what.get("op") != "name":
            self.ex(what, ctx)
        return ANY, None  # the compiler reports it

    def e_binary(self, n, ctx):
        lt, la = self.ex(n["left"], ctx)
        rt, ra = self.ex(n["right"], ctx)
        op = n["operator"]
        if op in ("==", "!="):
            for et, oa, other in ((lt, ra, rt), (rt, la, lt)):
                if et[0] == "enum" and other[0] == "text" and oa is not None and len(oa.values) == 1:
                    v = next(iter(oa.values))
                    values = self.enums.get(et[1], [])
                    if isinstance(v, str) and v not in values:
                        self.report("type-mismatch", n, f"\"{v}\" is not a {et[1]} value, so this is always "
                                    f"{'false' if op == '==' else 'true'}" + did_you_mean(v, values))
                        return BOOL, _told(AV({op == "!="}))
            if not comparable(lt, rt):
                self.report("type-mismatch", n, f"'{op}' compares {describe(lt)} with {describe(rt)}; this is "
                            f"always {'false' if op == '==' else 'true'}")
                return BOOL, _told(AV({op == "!="}))
            return BOOL, _compare(op, la, ra)
        if op in ("<", "<=", ">", ">="):
            if not ((lt[0] in _LOOSE or _num(lt)) and (rt[0] in _LOOSE or _num(rt))
                    or {lt[0], rt[0]} <= {"text", "any", "bot"}):
                self.report("type-mismatch", n, f"'{op}' compares {describe(lt)} with {describe(rt)}")
                return BOOL, None
            return BOOL, _compare(op, la, ra)
        if op == "+" and (lt[0] == "list" or rt[0] == "list"):
            for t, side in ((lt, n["left"]), (rt, n["right"])):
                if t[0] not in ("list", "any", "bot"):
                    self.report("type-mismatch", side, f"'+' joins two lists; this is {describe(t)}, not a list"
                                + ("; write [x] for a list of one" if t[0] not in _LOOSE else ""))
                    return ANY, None
            la_list = la is not None and all(isinstance(v, tuple) for v in la.values)
            ra_list = ra is not None and all(isinstance(v, tuple) for v in ra.values)
            joined = join(lt, rt) if lt[0] == rt[0] == "list" else (lt if lt[0] == "list" else rt)
            if joined[0] != "list":
                joined = ("list", ANY)
            return joined, (_compare("+", la, ra) if la_list and ra_list else None)
        if op == "+" and (lt[0] == "text" or rt[0] == "text"):
            for t, side in ((lt, n["left"]), (rt, n["right"])):
                if t[0] not in ("text", "any", "bot", "enum"):
                    self.report("type-mismatch", side, f"'+' joins text to text; this is {describe(t)}")
                    return ANY, None
            return TEXT, None
        for t, side in ((lt, n["left"]), (rt, n["right"])):
            if not (t[0] in ("any", "bot") or _num(t)):
                self.report("type-mismatch", side, f"'{op}' needs numbers, not {describe(t)}")
                return ANY, None
        return INT, _compare(op, la, ra)

    def e_and(self, n, ctx):
        _, la = self.ex(n["left"], ctx)
        _, ra = self.ex(n["right"], ctx)
        lt = None if la is None else {bool(v) for v in la.values}
        rt = None if ra is None else {bool(v) for v in ra.values}
        if lt == {False}:
            return BOOL, _keep(AV({False}), la)
        if rt == {False}:
            return BOOL, _keep(AV({False}), ra)
        if lt == {True} and rt == {True}:
            return BOOL, _keep(AV({True}), la, ra)
        return BOOL, None

    def e_or(self, n, ctx):
        _, la = self.ex(n["left"], ctx)
        _, ra = self.ex(n["right"], ctx)
        lt = None if la is None else {bool(v) for v in la.values}
        rt = None if ra is None else {bool(v) for v in ra.values}
        if lt == {True}:
            return BOOL, _keep(AV({True}), la)
        if rt == {True}:
            return BOOL, _keep(AV({True}), ra)
        if lt == {False} and rt == {False}:
            return BOOL, _keep(AV({False}), la, ra)
        return BOOL, None

    def e_not(self, n, ctx):
        _, a = self.ex(n["value"], ctx)
        if a is None:
            return BOOL, None
        return BOOL, _keep(AV({not bool(v) for v in a.values}), a)

    def e_neg(self, n, ctx):
        t, a = self.ex(n["value"], ctx)
        if not (t[0] in ("any", "bot") or _num(t)):
            self.report("type-mismatch", n, f"'-' needs a number, not {describe(t)}")
        if a is not None and all(isinstance(v, int) and not isinstance(v, bool) for v in a.values):
            return INT, _keep(AV({-v for v in a.values}), a)
        return INT, None

    def e_cond(self, n, ctx):
        _, ca = self.ex(n["if"], ctx)
        at, aa = self.ex(n["then"], ctx)
        bt, ba = self.ex(n["else"], ctx)
        truth = None if ca is None else {bool(v) for v in ca.values}
        if truth == {True}:
            return at, aa
        if truth == {False}:
            return bt, ba
        av = None
        if aa is not None and ba is not None and len(aa.values | ba.values) <= 64:
            av = _keep(AV(aa.values | ba.values), aa, ba)
        return join(at, bt), av

    def e_list(self, n, ctx):
        typ = BOT
        avs = []
        for item in n.get("items", []):
            t, a = self.ex(item, ctx)
            typ = join(typ, t)
            avs.append(a)
        av = None
        if all(a is not None and len(a.values) == 1 for a in avs):
            av = AV({tuple(next(iter(a.values)) for a in avs)})
        return ("list", typ if typ != BOT else BOT), av

    def e_range(self, n, ctx):
        at, aa = self.ex(n["from"], ctx)
        bt, ba = self.ex(n["to"], ctx)
        for t, side in ((at, n["from"]), (bt, n["to"])):
            if not (t[0] in ("any", "bot") or _num(t)):
                self.report("type-mismatch", side, f"range() needs numbers, not {describe(t)}")
        av = None
        if aa is not None and ba is not None and len(aa.values) * len(ba.values) <= 16:
            try:
                lists = {tuple(range(a, b + 1)) for a in aa.values for b in ba.values if b - a < 1000}
                if len(lists) == len(aa.values) * len(ba.values):
                    av = AV(lists)
            except TypeError:
                av = None
        return ("list", INT), av

    def e_aggregate(self, n, ctx):
        fn = n.get("fn")
        st, sav = self.ex(n["in"], ctx)
        if st[0] == "zone":
            self.read_zones(st, n["in"])
            elem = ("card", self.zone_cards(st))
        elif st[0] == "list" and st[1][0] == "zone":
            self.report("not-a-zone", n["in"], f"'{fn}' runs over one zone or a list, not a list of zones; "
                        "use cards(...)")
            elem = ANY
        elif st[0] == "list":
            elem = st[1] if st[1][0] != "bot" else ANY
        elif st[0] in _LOOSE:
            elem = ANY
        else:
            self.report("not-a-zone", n["in"], f"'{fn}' runs over a zone or a list, not {describe(st)}")
            elem = ANY
        ctx.scopes.append({})
        self.declare(ctx, n.get("var", "_"), elem, n, "aggregate", check=n.get("var") != "_",
                     loc=self.origin(n["in"], ctx, element=True))
        wa = None
        if n.get("where") is not None:
            _, wa = self.cond(n["where"], ctx, "where")
        vt, va = (self.ex(n["value"], ctx) if n.get("value") is not None else (elem, None))
        ctx.scopes.pop()
        if fn in ("sum",) and not (vt[0] in _LOOSE or _num(vt)):
            self.report("type-mismatch", n.get("value") or n["in"], f"'sum' adds numbers, not {_plural(describe(vt))}")
        result = {"count": INT, "sum": INT, "any": BOOL, "all": BOOL, "max": vt, "min": vt, "first": vt,
                  "filter": ("list", vt)}.get(fn, ANY)
        empty = self.always_empty(st, sav) is not None
        never = wa is not None and {bool(v) for v in wa.values} == {False}
        if empty or never:
            value = {"count": 0, "sum": 0, "any": False, "all": True, "max": None, "min": None, "first": None,
                     "filter": ()}.get(fn)
            av = _told(AV({value})) if never else AV({value}, self.always_empty(st, sav))
            return result, av
        if fn == "any" and n.get("value") is None and wa is not None and {bool(v) for v in wa.values} == {True}:
            return result, None
        return result, None

    def e_call(self, n, ctx):
        name = n["name"]
        args = n.get("args", [])
        if name in self.defines:
            return self.call_define(name, args, n, ctx)
        if name not in _BUILTIN_ARITY:
            for a in args:
                self.ex(a, ctx)
            hint = " (procedures are statements, not values)" if name in self.procs else ""
            self.report("name", n, f"unknown function '{name}'{hint}"
                        + did_you_mean(name, list(self.defines) + list(_BUILTIN_ARITY)))
            return ANY, None
        arity = _BUILTIN_ARITY[name]
        typed = [self.ex(a, ctx) for a in args]
        if len(args) not in arity:
            self.report("type", n, f"'{name}' takes {' or '.join(map(str, arity))} values, not {len(args)}")
            return ANY, None
        ts = [t for t, _ in typed]
        if name == "size":
            t = ts[0]
            if t[0] == "zone":
                self.read_zones(t, args[0])
                empty = self.always_empty(t, None)
                return INT, (AV({0}, empty) if empty else None)
            if t[0] == "list" or t[0] in _LOOSE:
                av = typed[0][1]
                if av is not None and all(isinstance(v, tuple) for v in av.values):
                    return INT, AV({len(v) for v in av.values})
                return INT, None
            self.report("not-a-zone", args[0], f"'size' counts the cards of a zone or the items of a list, not "
                        f"{describe(t)}")
            return INT, None
        if name in ("top", "bottom"):
            t = ts[0]
            if len(ts) == 2 and not (ts[1][0] in _LOOSE or _num(ts[1])):
                self.report("type-mismatch", args[1], f"'{name}' takes a number of cards, not {describe(ts[1])}")
            if t[0] == "zone":
                self.read_zones(t, args[0])
                card = ("card", self.zone_cards(t))
                return (("list", card) if len(ts) == 2 else card), None
            if t[0] not in _LOOSE:
                self.report("not-a-zone", args[0], f"'{name}' draws from a zone, not from {describe(t)}"
                            + ("; use first(...) for a list" if t[0] == "list" else ""))
            return (("list", ANY_CARD) if len(ts) == 2 else ANY_CARD), None
        if name == "cards":
            t = ts[0]
            if t[0] == "zone":
                self.read_zones(t, args[0])
                return ("list", ("card", self.zone_cards(t))), None
            if t[0] == "list" and t[1][0] == "zone":
                self.read_zones(t, args[0])
                return ("list", ("card", self.zone_cards(t[1]))), None
            if t[0] not in _LOOSE:
                self.report("not-a-zone", args[0], f"'cards' lists the cards of a zone, not of {describe(t)}")
            return ("list", ANY_CARD), None
        if name in ("next", "prev", "players_from", "players_after", "players_before"):
            self.player_arg(ts[0], args[0], f"'{name}'")
            return (PLAYER if name in ("next", "prev") else ("list", PLAYER)), None
        if name == "players":
            return ("list", PLAYER), AV({tuple(range(k)) for k in range(self.pmin, self.pmax + 1)})
        if name == "owner":
            if ts[0][0] not in _LOOSE and ts[0][0] != "card":
                self.report("type-mismatch", args[0], f"'owner' takes a card, not {describe(ts[0])}")
            return PLAYER, None
        if name == "contains":
            t = ts[0]
            if t[0] == "zone":
                self.read_zones(t, args[0])
                if ts[1][0] not in _LOOSE and ts[1][0] != "card":
                    self.report("type-mismatch", args[1], f"a zone holds cards, not {describe(ts[1])}")
            elif t[0] == "list":
                if not comparable(t[1], ts[1]):
                    self.report("type-mismatch", args[1], f"a list of {_plural(describe(t[1]))} never contains "
                                f"{describe(ts[1])}")
            elif t[0] not in _LOOSE:
                self.report("not-a-zone", args[0], f"'contains' looks in a zone or a list, not in {describe(t)}")
            return BOOL, None
        if name == "random":
            t = ts[0]
            if t[0] == "zone":
                self.read_zones(t, args[0])
                return ("card", self.zone_cards(t)), None
            if t[0] == "list":
                return t[1], None
            if t[0] not in _LOOSE:
                self.report("not-a-zone", args[0], f"'random' picks from a zone or a list, not from {describe(t)}")
            return ANY, None
        if name == "remove":
            t = ts[0]
            if t[0] == "zone":
                self.read_zones(t, args[0])
                return ("list", ("card", self.zone_cards(t))), None
            if t[0] not in _LOOSE and t[0] != "list":
                self.report("not-a-zone", args[0], f"'remove' takes a list, not {describe(t)}")
            return (t if t[0] == "list" else ("list", ANY)), None
        for t, a in zip(ts, args):
            if not (t[0] in ("any", "bot") or _num(t)):
                self.report("type-mismatch", a, f"'{name}' needs numbers, not {describe(t)}")
        if name in ("larger", "smaller"):
            return join(ts[0], ts[1]), None
        return INT, None

    def call_define(self, name: str, args: list, n, ctx):
        d = self.defines[name]
        self.define_uses.add(name)
        params = d.get("params") or []
        typed = [self.ex(a, ctx) for a in args]
        if len(args) != len(params):
            self.report("type", n, f"'{name}' takes {len(params)} values, not {len(args)}")
            return ANY, None
        for i, (prm, a, (t, _)) in enumerate(zip(params, args, typed)):
            want = self._decl_type(prm.get("type"))
            if not assignable(want, t):
                self.report("type-mismatch", a, f"'{name}' takes {describe(want)} as '{prm['name']}', "
                            f"not {describe(t)}")
            self.flow_join(("dparam", name, i), t)
        t, av = self.define_result(name, n)
        return t, av

    def define_result(self, name: str, use):
        if name in self.dres:
            return self.dres[name]
        if name in self.dbusy:
            self.report("self-reference", use, f"'{name}' is defined in terms of itself")
            return ANY, None
        d = self.defines[name]
        self.dbusy.add(name)
        ctx = _Ctx("define", name, ("define", name))
        for i, prm in enumerate(d.get("params") or []):
            t = self.refine(self._decl_type(prm.get("type")), self.flow_get(("dparam", name, i)))
            self.declare(ctx, prm["name"], t, prm, "param")
        t, av = self.ex(d["value"], ctx)
        self.dbusy.discard(name)
        self.dres[name] = (t, av)
        return t, av

    # ---- after the walk: what is used, reachable, read and written -------------------------
    def _post(self) -> None:
        doc = self.doc
        # what runs: from the play block through calls and emitted events' triggers
        trig_of: dict[str, list[int]] = {}
        for i, t in enumerate(self.triggers):
            trig_of.setdefault(t.get("event"), []).append(i)
        reach: set[tuple] = set()
        todo = [("play",)] if doc.get("play") is not None else []
        while todo:
            key = todo.pop()
            if key in reach:
                continue
            reach.add(key)
            for name in self.calls.get(key, ()):
                todo.append(("proc", name))
            for ev in self.emits.get(key, ()):
                for i in trig_of.get(ev, []):
                    if i not in self.dead_triggers:
                        todo.append(("trigger", i))
        self.reach = reach
        emitted_live = {ev for key in reach for ev in self.emits.get(key, ())}
        for name, p in self.procs.items():
            if name not in self.called_anywhere:
                self.report("unused-procedure", p, f"{p.get('kind', 'procedure')} '{name}' is declared but never "
                            "called")
            elif ("proc", name) not in reach:
                self.report("unreachable-procedure", p, f"{p.get('kind', 'procedure')} '{name}' can never run: it "
                            "is only called from code that never runs")
        for i, t in enumerate(self.triggers):
            ev = t.get("event")
            if ev not in self.events:
                continue
            if ev not in self.emitted_anywhere:
                self.report("never-emitted", t, f"this trigger never fires: event '{ev}' is never emitted")
            elif ev not in emitted_live and i not in self.dead_triggers:
                self.report("never-emitted", t, f"this trigger never fires: event '{ev}' is only emitted by code "
                            "that never runs")
        for name, e in self.events.items():
            if name not in self.emitted_anywhere and name not in trig_of:
                self.report("unused-event", e, f"event '{name}' is never emitted and no trigger listens to it")
        # the end of the game
        play = doc.get("play")
        ends = [has for key in reach for has in self.ends.get(key, [])]
        if play is not None and not self.play_ends and not ends:
            self.report("no-end", play, "the game never ends: the play block never finishes and no rule that can "
                        "run says 'end game'")
        rank = doc.get("rank")
        if rank is not None:
            var = rank.get("var", "p")
            seen = []
            for key, t, av in self.rank_keys:
                stripped = _strip(key)
                if stripped in seen:
                    self.report("duplicate-rank-key", key, "this ranking key repeats an earlier one: it never "
                                "breaks a tie")
                elif av is not None and len(av.values) == 1:
                    self.report("constant-rank-key", key, "this ranking key is a constant: it never breaks a tie")
                elif not self.depends_on(key, var):
                    self.report("constant-rank-key", key, f"this ranking key does not depend on the player '{var}': "
                                "it is the same for everyone and never breaks a tie")
                seen.append(stripped)
        # exits
        descend: dict[tuple, set[tuple]] = {}

        def below(key):
            if key in descend:
                return descend[key]
            out: set[tuple] = set()
            todo = [key]
            while todo:
                k = todo.pop()
                if k in out:
                    continue
                out.add(k)
                for name in self.calls.get(k, ()):
                    todo.append(("proc", name))
                for ev in self.emits.get(k, ()):
                    todo.extend(("trigger", i) for i in trig_of.get(ev, []))
            descend[key] = out
            return out

        for key, name, node, live in self.exits:
            if name not in self.procs:
                continue
            if key not in below(("proc", name)):
                where = "the play block" if key == ("play",) else (
                    f"'{key[1]}'" if key[0] == "proc" else "this trigger")
                self.report("exit-not-running", node, f"'exit {name}' can never leave '{name}': {where} is never "
                            f"run from inside '{name}'")
        # EVENT.value outside that event
        for key, ev, node, lexical in self.event_reads:
            if lexical or key[0] == "define":
                continue
            inside = set()
            for start in [("proc", p) for p in self.open_calls.get(ev, ())] + [
                    ("trigger", i) for i in trig_of.get(ev, [])]:
                inside |= below(start)
            if key not in inside:
                self.report("event-not-open", node, f"'{node['of']['name']}.{node['name']}' is read where no "
                            f"'{ev}' event is open: only an 'emit {ev}' block, its triggers and what they run can "
                            "read it")
        # zones
        for name, z in self.zones.items():
            read = name in self.zone_reads
            written = name in self.zone_writes or self.unknown_dest
            if name not in self.zone_mentions and name not in self.zone_reads and name not in self.zone_writes:
                self.report("unused-zone", z, f"zone '{name}' is declared but never used")
            elif read and not written:
                self.report("never-filled", z, f"zone '{name}' is read but never filled: no deck and no move puts "
                            "a card in it")
            elif written and not read and name in self.zone_writes:
                vis = z.get("visible_to", "everyone")
                if vis == "nobody" or (vis == "owner" and not z.get("per_player")):
                    self.report("never-read", z, f"zone '{name}' is filled but never read: no rule looks at it and "
                                "no player can see it (if it only takes cards out of play, say so with "
                                "'# lint: allow never-read')")
        # card types and their attributes
        for name, c in self.cards.items():
            if name not in self.entry_types:
                self.report("unused-card-type", c, f"card type '{name}' is in no deck, so no such card exists")
            elif self.deck_complete and self.doc.get("decks") and name not in self.types_in_decks:
                self.report("unused-card-type", c, f"card type '{name}' is in no deck for any player count or option")
            for attr, f in self.card_attrs.get(name, {}).items():
                if attr not in self.attr_reads:
                    what = "card variable" if f.get("mutable") else "attribute"
                    more = " (it is set but never read)" if f.get("mutable") and attr in self.cvar_writes else ""
                    self.report("unused-attribute", f, f"{what} '{attr}' of card type '{name}' is never read{more}")
                elif f.get("mutable") and attr not in self.cvar_writes:
                    if f.get("default") is None:
                        self.report("unset-attribute", f, f"card variable '{attr}' is never set, so it is always none")
                    else:
                        self.report("unset-attribute", f, f"card variable '{attr}' is never set, so it always holds "
                                    "its default; make it a fixed attribute")
                elif not f.get("mutable") and f.get("default") is None and (name, attr) not in self.entry_fields \
                        and name in self.entry_types:
                    self.report("unset-attribute", f, f"attribute '{attr}' of card type '{name}' never gets a value: "
                                "no deck entry sets it and it has no default")
        # options, variables, defines
        for name, o in self.options.items():
            if name not in self.option_uses:
                self.report("unused-option", o, f"option '{name}' is declared but never used")
        for name, v in self.vars.items():
            if name not in self.var_reads and name not in self.var_writes:
                self.report("unused-variable", v, f"variable '{name}' is declared but never used")
            elif name not in self.var_reads:
                self.report("unread-variable", v, f"variable '{name}' is set but never read")
            elif name not in self.var_writes:
                self.report("unset-variable", v, f"variable '{name}' is read but never set: it always holds its "
                            "initial value; a define would say so")
        for name, d in self.defines.items():
            if name not in self.define_uses:
                self.report("unused-define", d, f"define '{name}' is declared but never used")

    def depends_on(self, node, var: str, seen=None) -> bool:
        """Whether an expression uses `var` (through defines' parameters too)."""
        seen = seen if seen is not None else set()
        for n in _walk_nodes(node):
            if n.get("op") == "name" and n.get("name") == var:
                return True
            target = n.get("name") if n.get("op") in ("name", "call") else None
            if target in self.defines and target not in seen and not (n.get("op") == "call" and n.get("args")):
                seen.add(target)
                if self.depends_on(self.defines[target]["value"], var, seen):
                    return True
        return False


# ---- helpers of the abstract values ----------------------------------------------------------------
def _hashable(v):
    if isinstance(v, list):
        return tuple(_hashable(x) for x in v)
    return v


def _apply(op: str, a, b):
    if op == "+":
        if isinstance(a, list) and isinstance(b, list):
            return a + b
        if isinstance(a, tuple) and isinstance(b, tuple):
            return a + b
        if isinstance(a, bool) or isinstance(b, bool) or a is None or b is None:
            raise TypeError("not numbers")
        return a + b
    if op in ("-", "*", "/", "%"):
        if not isinstance(a, int) or not isinstance(b, int) or isinstance(a, bool) or isinstance(b, bool):
            raise TypeError("not numbers")
        if op == "-":
            return a - b
        if op == "*":
            return a * b
        return a // b if op == "/" else a % b
    if op == "==":
        return a == b
    if op == "!=":
        return a != b
    if op == "<":
        return a < b
    if op == "<=":
        return a <= b
    if op == ">":
        return a > b
    if op == ">=":
        return a >= b
    raise _NotConst


def _told(av: AV) -> AV:
    av.told = True
    return av


def _keep(av: AV, *src) -> AV:
    """`av` made from `src`: it keeps their reason, where the values come from, and whether it was told."""
    for s in src:
        if s is None:
            continue
        av.reason = av.reason or s.reason
        av.deck = av.deck or s.deck
        av.told = av.told or s.told
    return av


def _field_av(values: set, field: str) -> AV:
    av = AV(values, None, True)
    av.field = field
    return av


def _compare(op: str, la: AV | None, ra: AV | None) -> AV | None:
    if la is None or ra is None or len(la.values) * len(ra.values) > 400:
        return None
    out = set()
    try:
        for a in la.values:
            for b in ra.values:
                try:
                    out.add(_apply(op, a, b))
                except ZeroDivisionError:
                    continue
    except (TypeError, _NotConst):
        return None
    if not out or len(out) > 64:
        return None
    av = _keep(AV(out), la, ra)
    for deck_side, other in ((la, ra), (ra, la)):
        if deck_side.field and len(other.values) == 1 and op in ("==", "!="):
            v = next(iter(other.values))
            if (op == "==" and v not in deck_side.values) or (op == "!=" and deck_side.values == {v}):
                field = deck_side.field
                if field == "type":
                    av.reason = f"no card of any deck is a '{v}'"
                elif field == "name":
                    av.reason = f"no card of any deck is named \"{v}\""
                else:
                    shown = "none" if v is None else v
                    if op == "==":
                        av.reason = f"no card of any deck, for any player count or option, has {field} {shown}"
                    else:
                        av.reason = f"every card of any deck has {field} {shown}"
    return av


def _condition_fact(cond):
    """A simple condition `E op NUMBER` or `E == ENUMVALUE` as (key, set of values it accepts)."""
    if cond.get("op") != "binary":
        return None
    op = cond["operator"]
    left, right = cond["left"], cond["right"]
    if right.get("op") != "int" and left.get("op") == "int":
        left, right = right, left
        op = {"<": ">", "<=": ">=", ">": "<", ">=": "<="}.get(op, op)
    inf = float("inf")
    if right.get("op") == "int":
        k = right["value"]
        interval = {"==": (k, k), "<": (-inf, k - 1), "<=": (-inf, k), ">": (k + 1, inf), ">=": (k, inf)}.get(op)
        if interval is None:
            return None
        return ("int", _strip(left)), interval
    if op == "==" and right.get("op") == "name":
        return ("enum", _strip(left)), right["name"]
    if op == "==" and right.get("op") == "str":
        return ("enum", _strip(left)), right["value"]
    return None


def _covered(value, earlier: list) -> bool:
    if not isinstance(value, tuple):
        return value in earlier
    lo, hi = value
    spans = sorted(v for v in earlier if isinstance(v, tuple))
    merged: list[list] = []
    for a, b in spans:
        if merged and a <= merged[-1][1] + 1:
            merged[-1][1] = max(merged[-1][1], b)
        else:
            merged.append([a, b])
    return any(a <= lo and hi <= b for a, b in merged)


# ---- dynamic checks: simulated games -----------------------------------------------------------
def _simulate(doc: dict, text: str | None, file: str, linter: _Linter, games: int, seed: int) -> list[RulesError]:
    """Plays `games` random games per supported player count on instrumented copies of the model."""
    import random

    import attrs

    from .codegen.steps import ChooseStep
    from .compiler import compile_rulebook
    from .engine import SIMULTANEOUS, Game

    def span_key(span) -> tuple:
        return (span.line, span.column, span.end_line, span.end_column)

    choose_nodes = {tuple(n["span"]): n for n in _walk_nodes([doc.get("procedures"), doc.get("triggers"),
                                                               doc.get("play")]) if n.get("do") == "choose"}
    proc_nodes = {tuple(p["span"]): p for p in doc.get("procedures", []) if p.get("span")}
    trig_nodes = {tuple(t["span"]): t for t in doc.get("triggers", []) if t.get("span")}
    ran: dict[tuple, int] = {}  # procedure or trigger span -> runs
    guarded: dict[tuple, int] = {}  # trigger span -> times its condition was checked
    choices: dict[tuple, list[int]] = {}  # choose span -> [times reached, most options, times with none]
    problems: dict[tuple, list] = {}  # (code, span, message) -> [count, first (players, seed)]
    played = 0
    found: list[RulesError] = []
    for n in range(linter.pmin, min(linter.pmax, linter.pmin + 15) + 1):
        try:
            model, rules = compile_rulebook(doc, n, {}, text, native=False)  # steps are counted
        except Exception:  # noqa: BLE001 - the static checks report compile problems
            return []
        codes = []
        for proc in model.procedures:
            steps = list(proc.code)
            pkey = span_key(proc.span)
            if proc.kind in ("procedure", "phase") and pkey in proc_nodes and steps:
                steps[0] = _counting(steps[0], ran, pkey)
            elif proc.kind == "trigger" and pkey in trig_nodes and steps:
                node = trig_nodes[pkey]
                if node.get("when") is not None and len(steps) > 1:
                    steps[0] = _counting(steps[0], guarded, pkey)
                    steps[1] = _counting(steps[1], ran, pkey)
                else:
                    steps[0] = _counting(steps[0], ran, pkey)
            for j, step in enumerate(proc.steps):
                k = span_key(step.span)
                if isinstance(step, ChooseStep) and k in choose_nodes:
                    steps[j] = _watching(steps[j], choices, k, step.choose.optional, step.choose.slot)
            codes.append(tuple(steps))
        game = Game(attrs.evolve(model, codes=tuple(codes)), rules)
        for g in range(games):
            game_seed = seed + g
            rng = random.Random(game_seed * 7919 + n)
            played += 1
            try:
                state = game.new_initial_state(game_seed, log=False)
                decisions = 0
                while not state.is_terminal():
                    player = state.current_player()
                    if player == SIMULTANEOUS:
                        player = state.acting_players()[0]
                    actions = state.legal_actions(player)
                    state.apply_action(actions[rng.randrange(len(actions))], player)
                    decisions += 1
                    if decisions >= MAX_DECISIONS:
                        key = ("endless-game", None, f"a game did not end after {MAX_DECISIONS} decisions")
                        problems.setdefault(key, [0, (n, game_seed)])[0] += 1
                        break
            except RulesErrors as errs:
                err = errs.errors[0]
                code = "step-limit" if err.code in ("loop", "limit") else "runtime-error"
                key = (code, span_key(err.span) if err.span.line else None, err.message)
                problems.setdefault(key, [0, (n, game_seed)])[0] += 1
    counts = f"{games} game{'s' if games != 1 else ''} per player count ({linter.pmin} to {linter.pmax})"
    for key, p in proc_nodes.items():
        name = p["name"]
        if not ran.get(key) and ("proc", name) in linter.reach:
            found.append(RulesError(f"{p.get('kind', 'procedure')} '{name}' never ran in {counts}",
                                    Span(file, *key), "never-fired", text, "warning"))
    for key, t in trig_nodes.items():
        if ran.get(key) or t.get("event") not in linter.emitted_anywhere:
            continue
        if guarded.get(key):
            msg = (f"this trigger never fired in {counts}: event '{t['event']}' happened {guarded[key]} times but "
                   "its condition never held")
        else:
            msg = f"this trigger never fired in {counts}: event '{t['event']}' never happened"
        found.append(RulesError(msg, Span(file, *key), "never-fired", text, "warning"))
    for key, (reached, most, empty) in choices.items():
        node = choose_nodes[key]
        label = f"'{node['label']}'" if node.get("label") else f"'{node['var']}'"
        if empty and not node.get("optional"):
            found.append(RulesError(f"the compulsory choice {label} had no legal option {empty} of {reached} times in "
                                    f"{counts} (it bound none)", Span(file, *key), "stuck-choice", text, "warning"))
        elif node.get("optional") and reached and most == 0:
            found.append(RulesError(f"the optional choice {label} never offered anything but 'pass' in {counts} "
                                    f"(reached {reached} times)", Span(file, *key), "single-option", text, "warning"))
        elif not node.get("optional") and reached and 0 <= most <= 1:
            found.append(RulesError(f"the choice {label} never offered more than one option in {counts} "
                                    f"(reached {reached} times)", Span(file, *key), "single-option", text, "warning"))
    for (code, key, message), (count, (n, s)) in problems.items():
        play = doc.get("play") or {}
        where = Span(file, *key) if key else Span.from_list(file, play.get("span") or [1, 1, 1, 2])
        found.append(RulesError(f"{message} (in {count} of {played} simulated games; first with {n} players, "
                                f"seed {s})", where, code, text, CHECKS[code][0]))
    return found


def _counting(step, table: dict, key: tuple):
    def counted(st, fr):
        table[key] = table.get(key, 0) + 1
        return step(st, fr)

    return counted


def _watching(step, table: dict, key: tuple, optional: bool, slot: int):
    """A choose step that records how many real options (not counting 'pass') it offered."""

    def watched(st, fr):
        result = step(st, fr)
        rec = table.get(key)
        if rec is None:
            rec = table[key] = [0, -1, 0]
        rec[0] += 1
        pending = st.pending
        if result and pending is not None:
            real = len(pending.options) - (1 if optional else 0)
        else:
            real = 0 if fr[2][slot] is None else 1
        if real > rec[1]:
            rec[1] = real
        if real == 0:
            rec[2] += 1
        return result

    return watched
