"""Who may know the value of an expression written in a log line: code for its mask of players.

A log line's value that reads a secret variable (`visible to owner`, `others` or `nobody`) or a
secret card variable is kept as a `SecretRef`, with a bit for each player who may know every
secret it reads; the others read it as hidden. A secret read whose place cannot be told where the
line is written (a per-player variable of an aggregate's item, of a random player, every player's
value at once, or inside a define) counts as known to nobody: the line hides it from everyone.
Values that read no secret are written as before, at no cost.
"""

from __future__ import annotations

from functools import reduce

from .. import ir
from ..secrets import card_var_mask


def define_reads_secrets(program: ir.Program, name: str, seen: set | None = None) -> bool:
    """Whether a define reads a secret variable, itself or through the defines it calls."""
    seen = set() if seen is None else seen
    if name in seen:
        return False
    seen.add(name)
    define = program.define(name)
    return any(_secret(program, n, seen) for n in ir.walk(define.value))


def reads_secret(program: ir.Program, e: ir.Expr) -> bool:
    """Whether an expression reads a secret variable or card variable (a log line hides its value)."""
    return any(_secret(program, n, set()) for n in ir.walk(e))


def _secret(program: ir.Program, n, seen: set) -> bool:
    if isinstance(n, ir.VarValue):
        return program.vars[program.var_index[n.var]].secret
    if isinstance(n, ir.CardField) and n.kind == "var":
        return program.card_vars[program.card_var_index[n.field]].secret
    if isinstance(n, ir.DefineCall):
        return define_reads_secrets(program, n.define, seen)
    return False


def _placed(e: ir.Expr | None) -> bool:
    """Whether an owner or a card can be worked out again where the line is written."""
    return e is not None and not e.facts.items and e.facts.pure


def mask_code(code, bind, program: ir.Program, layout, e: ir.Expr) -> str | None:
    """Python code for the mask of players who may know `e`'s value, or None if it reads no secret.
    `code(expr)` writes an expression, `bind(value, name)` a value of the model."""
    everyone = (1 << layout.players) - 1
    terms: list[str] = []
    fixed = everyone
    for n in ir.walk(e):
        if isinstance(n, ir.VarValue):
            var = program.vars[program.var_index[n.var]]
            if not var.secret:
                continue
            place = next(v for v in layout.vars if v.name == var.name)
            masks = layout.var_masks
            if not var.per_player:
                fixed &= masks[place.base]
            elif _placed(n.owner):
                terms.append(f"{bind(masks, '_var_masks')}[{place.base} + {code(n.owner)}]")
            else:
                fixed &= reduce(int.__and__, masks[place.base:place.base + layout.players], everyone)
        elif isinstance(n, ir.CardField) and n.kind == "var":
            cvar = program.card_vars[program.card_var_index[n.field]]
            if not cvar.secret:
                continue
            if _placed(n.card):
                terms.append(f"{bind(card_var_mask, '_card_var_mask')}(st.model, st, {cvar.index}, {code(n.card)})")
            else:
                fixed = 0
        elif isinstance(n, ir.DefineCall) and define_reads_secrets(program, n.define):
            fixed = 0
    if fixed == everyone and not terms:
        return None
    return " & ".join([str(fixed)] + terms) if fixed != everyone or not terms else " & ".join(terms)
