"""Commands for writing rulebooks: `rulerun fmt`, `rulerun new` and `rulerun explain`.

`register(app)` adds them to a typer app (the `rulerun` command's, or a test's). Like the rest of
the command line, they know no game: everything they say comes from the rulebook at hand. The
English that `explain` prints is written by `interpreter/explain.py`.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import List, Optional

import typer

from rulerun.cli.common import fail
from rulerun.grammar import RulesError, RulesErrors, Span

__all__ = ["register", "fmt", "new", "explain", "starter_rulebook"]


def _use_color(color: Optional[bool]) -> bool:
    return sys.stdout.isatty() if color is None else color


# ---- rulerun fmt -----------------------------------------------------------------------------
def fmt(
    files: List[str] = typer.Argument(..., help="Rulebooks to format in place ('-': standard input to output)."),
    check: bool = typer.Option(False, "--check", help="Change nothing; say which files are not formatted, show "
                                                      "what formatting would change, and exit 1."),
    diff: bool = typer.Option(False, "--diff", help="Print what would change as a unified diff; change nothing."),
) -> None:
    """Format rulebooks canonically: indentation, spacing, blank lines; order and comments kept."""
    from rulerun.grammar.format import format_diff, format_rules  # with lark: only where a command formats
    from rulerun.interpreter.loading import MAX_FILE_BYTES, find_rulebook, read_rulebook_text

    unformatted = 0
    for name in files:
        if name == "-":
            text = sys.stdin.read(MAX_FILE_BYTES + 1)
            label = "<stdin>"
            if len(text.encode("utf-8", "surrogateescape")) > MAX_FILE_BYTES:
                fail(RulesErrors([RulesError(f"the input is larger than {MAX_FILE_BYTES} bytes; rulebooks may have "
                                             f"at most {MAX_FILE_BYTES}", Span(label), code="file")]))
        else:
            try:
                path = find_rulebook(name)
                text = read_rulebook_text(path)
            except RulesErrors as errs:
                fail(errs)
            label = str(path)
            if path.suffix == ".json":
                fail(RulesErrors([RulesError(f"'{name}' is a JSON document; fmt formats .rules files",
                                             Span(name), code="file")]))
        try:
            formatted = format_rules(text, label)
            _same_rules(text, formatted, label)
        except RulesErrors as errs:
            fail(errs)
        if name == "-" and not (check or diff):
            sys.stdout.write(formatted)
            continue
        if formatted == text:
            continue
        unformatted += 1
        if check:
            typer.echo(f"{label}: not formatted; 'rulerun fmt {label}' would change this:")
        if diff or check:
            typer.echo(format_diff(text, formatted, label), nl=False)
        else:
            path.write_text(formatted, encoding="utf-8")
            typer.echo(f"formatted {label}")
    if unformatted and (check or diff):
        raise typer.Exit(code=1)


def _same_rules(text: str, formatted: str, label: str) -> None:
    """A safety net: the formatted rules must parse to the same document as the original."""
    from rulerun.grammar import parse_rules
    from rulerun.grammar.format import strip_spans

    if strip_spans(parse_rules(text, label)) != strip_spans(parse_rules(formatted, label)):
        raise RulesErrors([RulesError("formatting would change the meaning of these rules; the file was left "
                                      "as it is (please report this as a bug of rulerun fmt)", Span(label, 1, 1),
                                      code="format")])


# ---- rulerun new -----------------------------------------------------------------------------
STARTER = '''\
# {title}: a starting point written by `rulerun new`. It already plays:
#   rulerun {file}            plays a whole game with random players and prints its log
#   rulerun lint {file}       checks it: every error and warning, with its line
#   rulerun explain {file}    reads the rules back in English
#   rulerun fmt {file}        lays the text out canonically
# Comments run from # to the end of the line; newlines carry no meaning.

game "{game}"
players 2..2  # the player counts the rules support, e.g. 2..4

# The cards: a card type with its fields, and a deck that fills a zone when a game starts.
card number_card {{ value: int }}

zone draw_pile visible to nobody       # shared and face down
zone held per player visible to owner  # one hand per player: only its owner sees the cards
zone played per player                 # one per player, face up: everyone sees the cards

deck draw_pile {{
  for v in range(1, 5) {{
    2 number_card "{{v}}" (value: v)  # two cards of each value from 1 to 5
  }}
}}

var score: int per player = 0  # variables are public

# Who wins when the game ends: the highest score (more keys after a comma would break ties).
rank p by score of p

# The game itself, from the first shuffle to the end.
play {{
  shuffle draw_pile
  for p in players() {{
    move top(draw_pile, 2) to held of p
  }}
  while size(draw_pile) > 0 {{
    for p in players() {{
      take_turn(p)
    }}
  }}
  end game
}}

# A turn: draw a card if there is one, then play a held card and score its value.
procedure take_turn(p: player) {{
  if size(draw_pile) > 0 {{
    move top(draw_pile) to held of p
  }}
  choose c in held of p by p as "card to play"
  move c to played of p
  score of p += c.value
  log "{{p}} plays {{c}}: {{score of p}} points"
}}
'''


def starter_rulebook(name: str, file: str = "") -> str:
    """The text `rulerun new NAME` writes: a small commented rulebook that plays."""
    stem = Path(name).name
    if stem.endswith(".rules"):
        stem = stem[: -len(".rules")]
    title = re.sub(r"[_\-\s]+", " ", stem).strip() or "New game"
    title = title[:1].upper() + title[1:]
    game = title.replace("\\", "\\\\").replace('"', '\\"')
    return STARTER.format(title=title, game=game, file=file or f"{stem}.rules")


def new(name: str = typer.Argument(..., help="The new rulebook's name; it is written to NAME.rules.")) -> None:
    """Write a minimal, commented rulebook that already plays, as a starting point."""
    path = Path(name if name.endswith(".rules") else f"{name}.rules")
    if path.exists():
        typer.echo(f"rulerun: error: {path} already exists; not overwriting it", err=True)
        raise typer.Exit(code=2)
    if not path.parent.is_dir():
        typer.echo(f"rulerun: error: no directory '{path.parent}' to write {path.name} in", err=True)
        raise typer.Exit(code=2)
    path.write_text(starter_rulebook(path.name, str(path)), encoding="utf-8")
    typer.echo(f"wrote {path}: try `rulerun {path}` and `rulerun explain {path}`")


# ---- rulerun explain -------------------------------------------------------------------------
def explain(
    file: str = typer.Argument(..., help="A .rules or .json rulebook, or a bundled rulebook's name."),
    source: bool = typer.Option(False, "--source", help="Show each procedure's and trigger's source under it."),
    color: Optional[bool] = typer.Option(None, "--color/--no-color",
                                         help="Highlight the source shown (default: when printing to a terminal)."),
) -> None:
    """Read the rules back as structured English, to proofread them against the printed rules."""
    from rulerun.cli.lexer import highlight_rules
    from rulerun.interpreter.engine import load_document
    from rulerun.interpreter.explain import explain_text

    use = _use_color(color)
    highlight = highlight_rules if use else None
    try:
        doc, text = load_document(file)
        explanation = explain_text(doc, text, source=source, highlight=highlight)
    except RulesErrors as errs:
        fail(errs)
    typer.echo(explanation, nl=False, color=use)


def register(app: typer.Typer) -> None:
    """Adds `fmt`, `new` and `explain` to a typer app."""
    app.command()(fmt)
    app.command()(new)
    app.command()(explain)
