"""Rule coverage of a batch of games: which procedures, phases, triggers and statements ran.

A measured game runs on a model compiled with counters (`counted`: `codegen/counters.py`), whose
generated code counts as it runs. What an agent's search runs on copies of the state is taken
back out when the agent has decided (`measures.py`), so only the game itself is counted. The
counters run on from game to game (`Coverage.start` sets them to zero before a batch); after each
game only the procedures it ran are noted (`game_played`, for the games each ran in). `total` is a
plain dict that totals from worker processes are merged into (`merge_coverage`); `coverage_report`
turns a total into the report `docs/analysis.md` describes.
"""

from __future__ import annotations

from .compiler import compile_rulebook
from .engine import Game


class Coverage:
    """The counters of one model, read after each game."""

    def __init__(self, model):
        self.model = model
        self.counters = model.counters
        self.start()

    def start(self) -> None:
        """Counts from zero: the first game of a batch is next."""
        self.counters.reset()
        self.games = [0] * len(self.counters.fired)
        self._fired = [0] * len(self.counters.fired)

    def game_played(self) -> None:
        """Notes the procedures, phases and triggers the game just played ran (for the games each
        ran in); the counts themselves run on."""
        fired, before, games = self.counters.fired_counts(), self._fired, self.games
        if fired != before:
            for i, k in enumerate(fired):
                if k != before[i]:
                    games[i] += 1
            self._fired = fired

    def total(self) -> dict:
        """The counts since `start`, as a plain dict (`ran`: whether each statement ran)."""
        c = self.counters
        return {"entries": c.entries[:], "fired": c.fired_counts(), "games": self.games[:], "ran": c.statements_run(),
                "statements": [(name, span.line) for name, span in c.statements]}


def merge_coverage(a: dict | None, b: dict | None) -> dict | None:
    """The sum of two coverage totals."""
    if a is None or b is None:
        return a or b
    merged = {k: [x + y for x, y in zip(a[k], b[k])] for k in ("entries", "fired", "games", "ran")}
    merged["statements"] = a["statements"]
    return merged


def counted(game: Game) -> tuple[Game, Coverage]:
    """`game` compiled again with counters (or read back from the cache: `compile_rulebook`), and
    its coverage; the original model is left alone. A game compiled with counters already is
    itself."""
    if game.model.counters is not None:
        return game, Coverage(game.model)
    rules = game.rules
    if rules is None:
        raise ValueError("this game was not compiled here; its rules cannot be counted")
    model, rules = compile_rulebook(rules.doc, game.model.players, dict(game.model.options), rules.text,
                                    native=True, counting=True, known=rules)
    return Game(model, rules), Coverage(model)


def coverage_report(model, total: dict | None) -> dict | None:
    """Rule coverage from summed counts (`model`: the game's, with or without counters: it gives the
    procedures' names): each procedure, phase and trigger with how often it ran (for a trigger with
    a `when` condition, how often the condition held) and in how many games; the rules that never
    ran; and the statements (and source lines) that never ran."""
    if total is None:
        return None
    rules = []
    never = []
    for idx, proc in enumerate(model.procedures):
        fired = total["fired"][idx]
        rules.append({"name": proc.name, "kind": proc.kind, "line": proc.span.line, "calls": total["entries"][idx],
                      "fired": fired, "games": total["games"][idx]})
        if fired == 0:
            never.append({"name": proc.name, "kind": proc.kind, "line": proc.span.line})
    lines: dict[int, bool] = {}
    where: dict[int, str] = {}
    statements = total["statements"]
    for (name, line), ran in zip(statements, total["ran"]):
        if line:
            lines[line] = lines.get(line, False) or ran > 0
            where.setdefault(line, name)
    return {"rules": rules, "never": never, "steps": len(statements), "steps_run": sum(1 for k in total["ran"] if k),
            "lines": len(lines), "lines_run": sum(lines.values()),
            "lines_never": [{"line": line, "in": where[line]} for line, ran in sorted(lines.items()) if not ran]}
