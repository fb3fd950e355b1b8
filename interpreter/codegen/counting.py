"""What generated code with counters writes besides the rules' own code (part of code generation):
the counts of rule coverage, the marks of the ranking keys that may have changed (`counters.py`),
and the lines that empty tables of defines' values (`memo.py`). A part of `StmtGen`, whose
statements call it as they are written."""

from __future__ import annotations

from .. import ir


class CountingWriter:
    """The counting lines of `StmtGen` (whose `gen`, `fn`, `owner`, `marking`, `add` and `bind` they use)."""

    def add_counting(self, depth: int, text: str, span) -> None:
        """A line that counts rule coverage or marks ranking keys (`counters.py`), or empties tables
        of defines' values (`memo.py`): not counted among the lines that decide whether a procedure
        is written in place of its call (code with counters inlines what code without them does)."""
        self.fn.add(depth, text, span, self.owner)
        self.fn.counting_lines += 1

    def mark(self, depth: int, span, *places: str, table: str = "zone_masks", always: bool = False) -> None:
        """Where the statement being written changes what ranking keys read (`counters.py`): adds
        to the mask of players to work out again those whose keys read the zone instances (or,
        with `table="var_masks"`, the variable places) given as sources. `always`: where the
        statement is not marking, as a zone that cards may leave (see `move`)."""
        if self.marking or always:
            counters = self.gen.counters
            masks = self.bind(getattr(counters, table), "_" + table)
            self.add_counting(depth, f"{self.bind(counters.dirty, '_dirty')}[0] |= "
                              + " | ".join(f"{masks}[{place}]" for place in places), span)

    def mark_everyone(self, depth: int, span, always: bool = False) -> None:
        if self.marking or always:
            counters = self.gen.counters
            self.add_counting(depth, f"{self.bind(counters.dirty, '_dirty')}[0] = {counters.everyone}", span)

    def count_entry(self, number: int, depth: int, span) -> None:
        """With counters (rule coverage), counts an entry into procedure `number` (for a procedure
        without a `when`, its body's run too: `Counters.fired_counts`)."""
        counters = self.gen.counters
        if counters is not None:
            self.add_counting(depth, f"{self.bind(counters.entries, '_entries')}[{number}] += 1", span)

    def opened(self, number: int, body: tuple) -> bool:
        """With counters, tells that the first statement of `body`, that of procedure (or trigger)
        `number`, runs whenever the body does (`Counters.opens`); returns whether it told."""
        counters = self.gen.counters
        if counters is None or not body:
            return False
        counters.opens(counters.number(body[0]), number)
        return True

    def count_fired(self, number: int, depth: int, span) -> None:
        """With counters, counts a run of the body of trigger `number`, whose `when` held."""
        counters = self.gen.counters
        if counters is not None:
            self.add_counting(depth, f"{self.bind(counters.fired, '_fired')}[{number}] += 1", span)

    def enters(self, s: ir.While | ir.Repeat) -> bool:
        """With counters, tells that the first statement of a loop's body runs whenever the loop does
        (a `repeat`, a `while true`); returns whether it told."""
        counters = self.gen.counters
        if counters is None or not s.body:
            return False
        counters.follows(counters.number(s.body[0]), counters.number(s))
        return True
