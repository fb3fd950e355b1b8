"""What a run-time fault says about its cause: the names the failing statement reads that hold no
value, or a number that is no player, as the state stands when it failed (`engine.py` reports it).

A fault of the rules (reading `none`, indexing past the players) shows where the value is used,
which is often far from where it went wrong: naming the variable or local, and saying how such a
value comes about, points the author at the cause.
"""

from __future__ import annotations

import re

from rulerun.grammar import RulesError, RulesErrors, Span

from .runtime import option_ref
from .state import RuleFault

_NAME = re.compile(r"(?<![.\w])([A-Za-z_]\w*)")
_SET = re.compile(r"^\s*(?:let\s+)?\w+\s*=(?!=)")


def culprit(d, proc, frame, span, err: Exception) -> str | None:
    """What the statement at `span` reads that explains `err`, in words, or None.

    `proc` and `frame` are the procedure the statement belongs to and its frame (None when the
    statement is another procedure's, written in place)."""
    names = _names_read(d.model.source_text, span)
    if not names:
        return None
    none_read = isinstance(err, (TypeError, AttributeError)) and "None" in str(err)
    model = d.model
    variables = {v.name: v for v in model.vars}
    zones = {z.name: z for z in model.zones if not z.per_player}
    for name in names:
        var = variables.get(name)
        if var is not None:
            count = model.players if var.per_player else 1
            values = d.vars[var.base:var.base + count]
            if none_read and var.type not in ("int", "bool"):
                empty = [i for i, v in enumerate(values) if v is None]
                if empty and var.per_player:
                    return (f"'{name}' has no value for P{empty[0] + 1} here: nothing set it before this was "
                            f"run (give it a value in its declaration, 'var {name}: {var.type} per player = ...', "
                            "or set it first)")
                if empty:
                    return (f"'{name}' has no value here: nothing set it before this was run (give it a value "
                            f"in its declaration, 'var {name}: {var.type} = ...', or set it first)")
            if isinstance(err, IndexError) and var.type == "player":
                wrong = [v for v in values if isinstance(v, int) and not 0 <= v < model.players]
                if wrong:
                    return (f"'{name}' holds {wrong[0]}, which is no player (with {model.players} players they "
                            f"are numbered 0 to {model.players - 1}): the arithmetic that set it went past the "
                            "last or the first player; use next(...) or prev(...)")
        elif none_read and name in zones and not d.zones[zones[name].base]:
            return (f"'{name}' is empty here, so a card taken from it (top, bottom, random) is none: check "
                    f"'size({name}) > 0' first")
        elif none_read and proc is not None and name in proc.local_names:
            slots = [i for i, n in enumerate(proc.local_names) if n == name]
            if all(frame[2][i] is None for i in slots if i < len(frame[2])):
                return (f"'{name}' is none here (nothing was chosen, or it was taken from an empty zone): "
                        f"check 'if {name} == none' before using it")
    return None


def describe(err: Exception) -> str:
    """A run-time fault of the rules in words."""
    if isinstance(err, RuleFault):
        return str(err)
    if isinstance(err, TypeError) and "NoneType" in str(err):
        return "a value is 'none' here (nothing was chosen, a zone was empty, or a variable was never set)"
    if isinstance(err, (IndexError, KeyError)):
        return f"no such item ({err})"
    if isinstance(err, ZeroDivisionError):
        return "division by zero"
    return f"{type(err).__name__}: {err}"


def generated_site(model, err: BaseException) -> tuple[str, Span] | None:
    """The procedure and statement of the innermost line of generated code in `err`'s traceback."""
    found = _innermost_line(model, err)
    if found is None:
        return None
    _, name, span, _ = found
    return name, span


def failed_frame(procs, frame: list, name: str, model, err: BaseException) -> tuple:
    """The procedure whose statement failed with `err` (named `name`), and a frame that holds its
    locals, for `culprit`: where the statement is the procedure of the frame on top, that frame; where
    it is the procedure of a function that `nests` (called in place of a frame of its own, see
    `codegen.plan.Plan.nests`), its locals in that call; else (a procedure called as a function, or
    written in place of a call) None, and the frame."""
    found = _innermost_line(model, err)
    if found is not None:
        tb, owner_name, _, own = found
        local = tb.tb_frame.f_locals
        if own and "_d" in local and local.get("L") is not None:
            proc = next((i for i, p in enumerate(procs) if p.name == owner_name), None)
            if proc is not None:
                return procs[proc], [proc, 0, local["L"]]
    return (procs[frame[0]] if procs[frame[0]].name == name else None), frame


def _innermost_line(model, err: BaseException):
    """The innermost line of generated code in `err`'s traceback: its traceback entry, the procedure
    it belongs to, its span, and whether it is its function's own line (not of a procedure written in
    place); None where there is none."""
    lines = model.native_lines
    found = None
    tb = err.__traceback__
    while tb is not None:
        where = lines.get(tb.tb_frame.f_code.co_filename)
        if where is not None and 0 < tb.tb_lineno <= len(where[1]) and where[1][tb.tb_lineno - 1] is not None:
            # a line of an inlined procedure is that procedure's
            owner = where[2][tb.tb_lineno - 1] if where[2] is not None else None
            found = (tb, owner or where[0], where[1][tb.tb_lineno - 1], owner is None)
        tb = tb.tb_next
    return found


def shown_option(st, decision, action: int):
    """`runtime.option_ref`, outside a run: a fault of the text an option shows (`showing`) is a
    located error of the rules, as one of the run is."""
    try:
        return option_ref(st, decision, action)
    except Exception as err:  # noqa: BLE001 - a fault of the rules becomes a located error
        site = generated_site(st.model, err)
        if site is None:
            raise
        raise RulesErrors([RulesError(f"run-time error in '{site[0]}': {describe(err)}", site[1], code="runtime",
                                      source=st.model.source_text)]) from None


def _names_read(text: str | None, span) -> list[str]:
    """The names in the statement's first line (the head of a block), attributes left out."""
    if text is None or not span.line:
        return []
    lines = text.splitlines()
    if span.line > len(lines):
        return []
    line = lines[span.line - 1]
    end = span.end_column - 1 if span.end_line == span.line else len(line)
    head = re.sub(r'"(?:\\.|[^"\\])*"', lambda m: " ".join(re.findall(r"\{([^}]*)\}", m.group(0))),
                  line[span.column - 1:end])
    head = _SET.sub("", head)  # the name a 'let' or an assignment sets is not read
    return list(dict.fromkeys(_NAME.findall(head)))
