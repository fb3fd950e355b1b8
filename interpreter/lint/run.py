"""`rulerun lint`, the run: load a rulebook, resolve it once, work out its decks, run the flow
analysis, then every registered check; merge the findings with the errors of the earlier passes,
apply `# lint: allow` comments and `--strict`, and sort them.

The errors of the parser, the schema check, the resolver and the layout (for the smallest player
count) are findings as they are. A check of lint's own that says the same as one of them (same
place and message) gives it its more specific code; an error of lint's own on a line where an
earlier pass already reported one is dropped (it is most often a consequence).
"""

from __future__ import annotations

import functools
from pathlib import Path

from rulerun.grammar.errors import RulesError, RulesErrors, Span

from .. import ir
from .decks import DeckFacts
from .facts import Reach
from .fold import fold
from .flow import Flow
from .registry import REGISTRY, checks_of

# the codes of the parser, the schema check, the resolver and the layout
COMPILER_CODES = ("file", "syntax", "json", "schema", "name", "duplicate", "type", "structure", "visibility",
                  "players", "option", "limit")


class Lint:
    """One rulebook being linted: its intermediate form, the facts worked out from it, and the
    games simulated (`games`, None when there were none). Checks read it and make findings."""

    def __init__(self, program: ir.Program, text: str | None, file: str, errors: list[RulesError], decks: DeckFacts,
                 flow: Flow):
        self.program, self.text, self.file = program, text, file
        self.errors = errors  # of the resolver and the layout
        self.decks = decks
        self.flow = flow
        self.seen = flow.seen
        self.reach = Reach(program, flow.seen)
        self.games = None

    @classmethod
    def analyse(cls, program: ir.Program, text: str | None, file: str, errors: list[RulesError]) -> "Lint":
        """Works out the decks, then the flow analysis."""
        decks = DeckFacts(program, errors).work_out()
        return cls(program, text, file, errors, decks, Flow(program, decks).run())

    def finding(self, code: str, span: Span, message: str) -> RulesError:
        return RulesError(message, span, code, self.text, REGISTRY[code].severity)

    def source(self, span: Span) -> str:
        """The text at a span as written (its first line only, for a span of several lines)."""
        lines = (self.text or "").splitlines()
        if not 0 < span.line <= len(lines):
            return "?"
        line = lines[span.line - 1]
        return line[span.column - 1:span.end_column - 1] if span.end_line == span.line else line[span.column - 1:]

    def bodies(self):
        """(key, statements) of every body that can run: the play block, procedures and triggers."""
        program = self.program
        for key in sorted(self.reach.keys, key=str):
            if key == ("play",):
                yield key, program.procedures[program.play].body
            elif key[0] == "proc" and key[1] in program.proc_index:
                yield key, program.procedure(key[1]).body
            elif key[0] == "trigger":
                yield key, program.triggers[key[1]].body

    @functools.cached_property
    def paths(self):
        """What surely holds at each point of the rules (`paths.py`), worked out on first use."""
        from .paths import Paths

        return Paths(self.program, self.decks, self.seen.values).run()

    @functools.cached_property
    def effects(self):
        """What each procedure and trigger may do (`effects.py`), worked out on first use."""
        from .effects import Effects

        return Effects(self.program)

    @functools.cached_property
    def flows(self) -> list[RulesError]:
        """The findings of the information-flow analysis (`flows.py`), worked out on first use."""
        from .flows import Flows

        return Flows(self).run()

    def run(self, phase: str = "static") -> list[RulesError]:
        found: list[RulesError] = []
        for c in checks_of(phase):
            found.extend(c.function(self))
        return found


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
        return {"file": file, "findings": _finish(list(errs.errors), None, strict, file), "decks": {}}
    except Exception as err:  # noqa: BLE001 - a reader crash is a finding, not a traceback
        found = [RulesError(f"the rulebook could not be read ({_why(err)})", Span(file, 1, 1, 1, 2), "internal")]
        return {"file": file, "findings": _finish(found, None, strict, file), "decks": {}}
    found, lint = _static(doc, text, file)
    # a static leak does not stop a game from running: the games may still find more
    if lint is not None and simulate > 0 and not any(e.severity == "error" and not e.code.startswith("leak-")
                                                     for e in found):
        from .simulation import simulate_games

        lint.games = simulate_games(doc, text, lint, simulate, seed)
        if lint.games is not None:
            found.extend(lint.run("simulated"))
    decks = lint.decks.sizes if lint is not None else {}
    return {"file": file, "findings": _finish(found, text, strict, file), "decks": decks}


def _static(doc: dict, text: str | None, file: str) -> tuple[list[RulesError], Lint | None]:
    """The earlier passes' errors and the static checks' findings, merged."""
    from ..layout import layout
    from ..resolve import resolve

    try:
        resolved = resolve(doc, text)
        _, layout_errors = layout(resolved.program, resolved.program.min_players, {})
    except Exception as err:  # noqa: BLE001 - any crash is reported as a finding
        crash = "RecursionError" if isinstance(err, RecursionError) else f"{type(err).__name__}: {err}"
        return [RulesError(f"the compiler failed on this rulebook ({crash})", Span(file, 1, 1, 1, 2), "internal",
                           text, "error")], None
    errors = list(resolved.errors) + list(layout_errors)
    try:
        lint = Lint.analyse(resolved.program, text, file, errors)
        mine = lint.run()
    except Exception as err:  # noqa: BLE001 - the earlier passes' errors still count
        return errors + [RulesError(f"the linter failed on this rulebook ({_why(err)}); the checks after the "
                                    "compiler's were skipped", Span(file, 1, 1, 1, 2), "internal", text)], None
    said = {(e.span.line, e.span.column, e.message) for e in errors}
    lines = {e.span.line for e in errors}
    specific = {(e.span.line, e.span.column, e.message): e for e in mine if e.code not in COMPILER_CODES}
    out = [specific.get((e.span.line, e.span.column, e.message), e) for e in errors]
    for e in mine:
        if (e.span.line, e.span.column, e.message) in said:
            continue
        if e.severity == "error" and e.span.line in lines:
            continue
        out.append(e)
    return fold(out, [(d.span.line, d.span.end_line) for d in resolved.program.decks]), lint


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
    from .comments import allowed_codes, bad_suppressions

    allowed = allowed_codes(text)
    out: dict[tuple, RulesError] = {}
    for e in found + bad_suppressions(text, file):
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
    """The document, its text and file name; schema-checked (`loading.load_document`). Raises
    RulesErrors."""
    from ..engine import find_rulebook, load_document

    p = find_rulebook(path)
    doc, text = load_document(p)
    return doc, text, str(p)
