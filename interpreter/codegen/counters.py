"""Rule coverage counted by the generated code itself (part of code generation).

A model compiled with counters (`generate(..., counting=True)`) counts, as it runs, how often each
procedure, phase and trigger was entered and ran its body (for a trigger with a `when`, how
often the condition held), and which statements ran: a few list writes per statement, in the
same generated code as every game runs, instead of a step-by-step form wrapped step by step.
`rulerun simulate` plays its measured games on such a model (`coverage.py`).
"""

from __future__ import annotations

from .. import ir


class Counters:
    """The counters of one model: `entries` and `fired` per procedure (the model's numbering),
    `ran` per statement (`number`); `statements` gives each statement's procedure and span."""

    def __init__(self, program: ir.Program, numbers: dict[str, int], trigger_numbers: dict[int, int]):
        size = len(numbers) + len(trigger_numbers)
        self.entries = [0] * size
        self.fired = [0] * size
        self.statements: list[tuple[str, object]] = []
        self._numbers: dict[int, int] = {}
        # every statement of every body is numbered, so that one no code reaches still counts as never run
        for proc in program.procedures:
            self._number_body(proc.name, proc.body)
        for trigger in program.triggers:
            self._number_body(trigger.name, trigger.body)
        self.ran = [0] * len(self.statements)

    def _number_body(self, name: str, body: tuple) -> None:
        for s in body:
            self._numbers[id(s)] = len(self.statements)
            self.statements.append((name, s.span))
            if isinstance(s, ir.If):
                for branch in s.branches:
                    self._number_body(name, branch.body)
                self._number_body(name, s.otherwise)
            elif isinstance(s, (ir.For, ir.While, ir.Repeat, ir.Simultaneous, ir.Emit)):
                self._number_body(name, s.body)

    def number(self, s: ir.Stmt) -> int:
        return self._numbers[id(s)]

    def reset(self) -> None:
        for counts in (self.entries, self.fired, self.ran):
            counts[:] = [0] * len(counts)

    def save(self) -> tuple:
        return self.entries[:], self.fired[:], self.ran[:]

    def restore(self, saved: tuple) -> None:
        """Back to the counts `save` gave: what ran since (an agent's search on copies of the state)
        is not counted."""
        self.entries[:], self.fired[:], self.ran[:] = saved
