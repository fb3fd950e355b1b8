"""The one error family of rulerun: every user-facing problem, with a source span.

`str(error)` gives `file:line:col: error: message`; `render()` adds the source line and a caret
underline. Passes collect many errors and raise them together as a `RulesErrors`.
"""

from __future__ import annotations

from typing import Callable, Iterable, Sequence


class Span:
    """Where a node came from: file, 1-based line and column, and where it ends. Immutable, and
    compared and hashed by its five parts."""

    __slots__ = ("file", "line", "column", "end_line", "end_column")

    def __init__(self, file: str = "<rules>", line: int = 0, column: int = 0, end_line: int = 0, end_column: int = 0):
        setter = object.__setattr__
        setter(self, "file", file)
        setter(self, "line", line)
        setter(self, "column", column)
        setter(self, "end_line", end_line)
        setter(self, "end_column", end_column)

    def _parts(self) -> tuple:
        return self.file, self.line, self.column, self.end_line, self.end_column

    def __eq__(self, other):
        if other.__class__ is not Span:
            return NotImplemented
        return self._parts() == other._parts()

    def __ne__(self, other):
        if other.__class__ is not Span:
            return NotImplemented
        return self._parts() != other._parts()

    def __hash__(self) -> int:
        return hash(self._parts())

    def __setattr__(self, name, value):
        raise AttributeError(f"Span.{name} cannot be set: a span never changes")

    __delattr__ = __setattr__

    def __reduce__(self):
        return Span, self._parts()

    def __repr__(self) -> str:
        return (f"Span(file={self.file!r}, line={self.line!r}, column={self.column!r}, end_line={self.end_line!r}, "
                f"end_column={self.end_column!r})")

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}"

    @classmethod
    def from_list(cls, file: str, pos: Sequence[int] | None) -> "Span":
        if not pos:
            return cls(file)
        return cls(file, *pos)


class RulesError(Exception):
    """A problem in a rulebook (syntax, schema, name, type) or at run time, with its place. Like
    any exception, equal only to itself."""

    def __init__(self, message: str, span: Span | None = None, code: str = "error", source: str | None = None,
                 severity: str = "error"):
        super().__init__(message, span, code, source, severity)
        self.message = message
        self.span = Span() if span is None else span
        self.code = code
        self.source = source  # the rulebook's text, for `render`
        self.severity = severity

    def __str__(self) -> str:
        return f"{self.span}: {self.severity}: {self.message}"

    def __repr__(self) -> str:
        return (f"RulesError(message={self.message!r}, span={self.span!r}, code={self.code!r}, "
                f"severity={self.severity!r})")

    def __reduce__(self):  # rebuilt from its fields (also where tblib's reducers are installed, as Dask does)
        return RulesError, (self.message, self.span, self.code, self.source, self.severity)

    def with_message(self, message: str) -> "RulesError":
        """The same error, with another message."""
        return RulesError(message, self.span, self.code, self.source, self.severity)

    def render(self, highlight: Callable[[str], str] | None = None) -> str:
        """The message, the source line (coloured by `highlight`, if given) and a caret underneath."""
        lines = [str(self)]
        if self.source is not None and self.span.line > 0:
            src = self.source.splitlines()
            if self.span.line <= len(src):
                text = src[self.span.line - 1]
                lines.append(f"    {highlight(text) if highlight else text}")
                start = max(self.span.column, 1)
                if self.span.end_line == self.span.line and self.span.end_column > start:
                    width = self.span.end_column - start
                else:
                    width = max(1, len(text.rstrip()) - start + 1)
                lines.append("    " + " " * (start - 1) + "^" * width)
        return "\n".join(lines)


class RulesErrors(Exception):
    """Several `RulesError`s found by one pass, reported together."""

    def __init__(self, errors: Iterable[RulesError]):
        unique = {(e.span, e.message): e for e in errors}
        self.errors = sorted(unique.values(), key=lambda e: (e.span.file, e.span.line, e.span.column))
        super().__init__("\n".join(str(e) for e in self.errors))

    def __reduce__(self):  # as the errors, not the message: a worker process hands them back whole
        return RulesErrors, (self.errors,)

    def render(self, highlight: Callable[[str], str] | None = None) -> str:
        return "\n".join(e.render(highlight) for e in self.errors)


def did_you_mean(name: str, candidates: Iterable[str]) -> str:
    """A suffix suggesting the nearest known name, or the empty string."""
    import difflib  # only where a name is wrong

    close = difflib.get_close_matches(name, sorted(set(candidates)), n=1, cutoff=0.6)
    return f"; did you mean '{close[0]}'?" if close else ""
