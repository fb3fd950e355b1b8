"""Lint's information-flow analysis, what the rules have shown so far on the path being run.

`flows.py` runs each body statement by statement; what a `reveal`, a card laid face up or a call
shows is known from there on, on that path only. Where branches join, what is known is what every
path showed, and also, of what one path showed, the conditions that chose the path: that a card
was laid or not tells which way the game went. A loop that may run no time shows nothing for
certain; what a path leaves by `return` shows to the procedure's caller only what every way out
showed (`Shown.exits`).

A secret is shown when it is, or when a wider one is (`Secret.general`): a whole hand shown shows
each card of it, a value shown shows every test of it. A secret of a player that a loop over every
player shows is shown for every player (`seats`).
"""

from __future__ import annotations

import attrs


def born_in(card, cond, span) -> bool:
    """Whether a secret about this card and test (`Secret.card`, `Secret.cond`) is about a card
    bound or a test made within the lines of `span`."""
    return any(isinstance(key, tuple) and key[:1] == ("test",) and span.line <= key[1] <= span.end_line
               for key in (cond, card))


@attrs.define
class Shown:
    """The secrets shown on the path so far (`secrets`, and `every`: those shown of every player,
    as (who, zone, card, cond)); `exits`: what was shown where a path left the body."""

    secrets: set = attrs.Factory(set)
    every: set = attrs.Factory(set)
    exits: list = attrs.Factory(list)

    def copy(self) -> "Shown":
        return Shown(set(self.secrets), set(self.every), self.exits)

    def reveal(self, secrets, seats: frozenset) -> None:
        """Secrets the rules show from here on; of every player, when shown in a loop over them."""
        self.secrets |= set(secrets)
        self.every |= {(s.who, s.zone, s.card, s.cond) for s in secrets if s.key is not None and s.key in seats}

    def hidden(self, s) -> bool:
        while s is not None:
            if s in self.secrets or (s.who, s.zone, s.card, s.cond) in self.every:
                return False
            s = s.general()
        return True

    def join(self, paths: list, told: frozenset, span) -> None:
        """Becomes what every path showed, and what any of them showed of `told` (the conditions
        the paths were chosen by) or of the secrets born in the statement at `span` (a card it
        bound, a test it made): a value can carry those only where the path that showed them ran."""
        secrets = set.intersection(*(p.secrets for p in paths))
        every = set.intersection(*(p.every for p in paths))
        for p in paths:
            secrets |= {s for s in told if not p.hidden(s)}
            secrets |= {s for s in p.secrets if born_in(s.card, s.cond, span)}
            every |= {w for w in p.every if born_in(w[2], w[3], span)}
        self.secrets, self.every = secrets, every

    def leave(self) -> None:
        """The path leaves the body here (`return`): what it showed is what the caller may learn."""
        self.exits.append((set(self.secrets), set(self.every)))

    def at_end(self) -> "Shown":
        """What the body showed on every way out of it: at its end and at each `return`."""
        out = Shown(set(self.secrets), set(self.every))
        for secrets, every in self.exits:
            out.secrets &= secrets
            out.every &= every
        return out
