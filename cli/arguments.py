"""What several `rulerun` commands read from their arguments: options, a rulebook to load, a view."""

from __future__ import annotations

from typing import List, Optional

import typer

from rulerun.cli.common import command_game, fail, option_pairs
from rulerun.grammar import RulesErrors
from rulerun.interpreter.engine import Game


def parse_options(pairs: List[str]) -> dict:
    """`--option name=value` pairs as a dict."""
    options, bad = option_pairs(pairs)
    if bad is not None:
        raise typer.BadParameter(f"expected name=value, got {bad!r}", param_hint="--option")
    return options


def load_rulebook(file: str, players: Optional[int], options: List[str], counting: bool = False) -> Game:
    """The game of a rulebook for a command: the player count given, else 4 within the rulebook's
    range (`counting`: compiled with rule coverage counted by its code, for `simulate`)."""
    opts = parse_options(options)
    try:
        return command_game(file, players, opts, counting)
    except RulesErrors as errs:
        fail(errs)


def parse_view(view: str, players: int) -> Optional[int]:
    """`--view`: None for all, else the player's index."""
    if view == "all":
        return None
    if view.isascii() and view.isdigit() and 1 <= int(view) <= players:
        return int(view) - 1
    raise typer.BadParameter(f"expected 'all' or a player number from 1 to {players}", param_hint="--view")
