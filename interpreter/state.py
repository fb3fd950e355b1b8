"""The game state: plain data only, so that `clone()` is a cheap, exact copy.

Where the engine stands in the rules is data too: a stack of frames `[procedure, step, locals]`,
the threads of a simultaneous block, the pending decision and the stack of open events.
Cards are small integers; every card lies in exactly one zone instance (`loc[card]`).
"""

from __future__ import annotations

import random

CHANCE = -1  # a chance node (chance mode, `chance.py`)
SIMULTANEOUS = -2
TERMINAL = -4

# How deeply events may nest (a trigger emitting an event whose trigger emits ...).
EVENT_DEPTH = 100
# How deeply procedure calls may nest.
CALL_DEPTH = 500


class RuleLimit(Exception):
    """A run-time limit of the engine was exceeded; the message names the rules at fault."""


class Halt(Exception):
    """Raised by a playout's chooser (`State.playout`) to end it at the decision it is asked: the
    run loop lets it through. The state is left as the table stands at that decision, to be looked
    at, not played on (where the rules were is lost)."""


class RuleFault(Exception):
    """Rules that cannot go on (an `exit` of a procedure that is not running); the message says why."""


class Decision:
    """A choice waiting for one player: the options and where the answer goes."""

    __slots__ = ("player", "options", "slot", "label", "optional", "elem", "secret", "shown", "show")

    def __init__(self, player, options, slot, label, optional, elem, secret=False):
        self.secret = secret
        self.shown = None  # the options as text, where the rulebook says what they show
        self.show = None  # or how to compute an option's text, while the decision is pending
        self.player = player
        self.options = options
        self.slot = slot
        self.label = label
        self.optional = optional
        self.elem = elem


# An event emitted and not yet closed is a list `[EVENT, VALUES, CANCELLED, DEPTH, THREAD]`: which event,
# its values (reactions may change them), whether a reaction cancelled it, and the depth of the
# stack and the player's part (thread) that opened it, so that leaving those frames closes it. A list
# (its places named here, and used by these names) because one is made at every emit of a game, and
# a list is made four times faster than an object of a class.
EVENT, VALUES, CANCELLED, DEPTH, THREAD = range(5)


def copy_event(rec: list) -> list:
    return [rec[EVENT], rec[VALUES][:], rec[CANCELLED], rec[DEPTH], rec[THREAD]]


class Thread:
    """One player's part of a simultaneous block: its own frame stack and decision, and the actions
    that answered its decisions, through the API or inside a playout (`answers`: a determinization
    for the player plays the part again with them, see `State.resample`)."""

    __slots__ = ("player", "stack", "decision", "answers")

    def __init__(self, player, stack, decision=None, answers=()):
        self.player = player
        self.stack = stack
        self.decision = decision
        self.answers = answers

    def copy(self) -> "Thread":
        stack = self.stack
        if len(stack) == 1:  # a part as it begins (the veil's copy): one frame, copied without a comprehension
            f = stack[0]
            return Thread(self.player, [[f[0], f[1], f[2][:]]], self.decision, self.answers)
        return Thread(self.player, [[f[0], f[1], f[2][:]] for f in stack], self.decision, self.answers)


class Veil:
    """What every player is shown while a `simultaneous` block runs: the table as the block found it,
    and the log up to its start. Nothing any player's part does shows to anyone until the block ends
    (the parts run one after the other, so another's part would otherwise show before one decides).
    `threads` are the parts as the block began, before any ran: a determinization starts the parts
    of the players it may not follow from there (see `secrets.determinize`)."""

    __slots__ = ("model", "zones", "loc", "vars", "cvars", "log_length", "threads")

    def __init__(self, data: "StateData"):
        self.model = data.model
        self.zones = list(map(list.copy, data.zones))
        self.loc = data.loc[:]
        self.vars = [v.copy() if type(v) is dict else v for v in data.vars]
        self.cvars = data.cvars[:]
        self.log_length = None if data.log is None else len(data.log)
        self.threads = tuple(t.copy() for t in data.threads or ())


class StateData:
    """Every mutable fact of one game. Decisions and lists of options are never mutated in place.

    `cvars` holds the card variables, each variable's values together: variable i of card c is at
    `i * number of cards + c`.

    `chooser`, `bits`, `inline_until` and `inline_thread` belong to a playout in progress
    (`State.playout`): while `decisions < inline_until`, a decision is answered by
    `chooser(number of options, player)` as it is asked, outside `simultaneous` blocks and in the player's
    part `inline_thread` (see `State._loop`); `bits` is the `getrandbits` of a generator whose
    `_randbelow` the chooser is. A copy never inherits them.

    `veil` is what players are shown while the threads of a `simultaneous` block run (a `Veil`,
    never changed once made, so copies share it), else None.

    `step_limit` is the steps its runs may take between two decisions (the model's, else
    `limits.STEP_LIMIT`), set as each run starts; `budget` the rounds generated loops may still run,
    and `budget_filled` the decisions and steps it was last filled at, or None (see
    `runtime.spent`). A copy starts with an empty budget. They are the state's own, not globals of
    the runtime, so that states running at once in several threads never count against each
    other's limits (see `docs/internals.md`).

    `memos` are the tables of defines' values its runs keep (`codegen/memo.py`), made as its first
    run begins and emptied as each begins, but one that answers the decision the last run stopped at
    (`State.apply_action`, `State.playout`): answering it changes nothing a define reads. A change
    made to the position from outside the rules (`rigging.py`, by hand) must call `forget_memos`.
    A copy starts without them.
    """

    __slots__ = ("model", "zones", "loc", "vars", "cvars", "stack", "cur", "threads", "pending", "events",
                 "rng", "terminal", "winners", "log", "steps", "decisions", "thread_player", "chooser", "bits",
                 "inline_until", "inline_thread", "veil", "step_limit", "budget", "budget_filled", "memos")

    def empty_memos(self) -> None:
        """Empties the tables of defines' values as a run begins (made as the first begins)."""
        if self.memos is None:
            self.memos = [{} for _ in range(self.model.memo_tables)]
        else:
            self.forget_memos()

    def forget_memos(self) -> None:
        """Empties the tables of defines' values, in place, after a change to the position made
        from outside the rules."""
        for table in self.memos or ():
            table.clear()

    def copy_into(self, other: "StateData", rng: bool = True) -> None:
        """Makes `other` an exact copy of this state (without `rng`: with no generator, for a caller
        that gives it a new one; copying the generator's state is most of a copy's cost)."""
        other.model = self.model
        other.zones = list(map(list.copy, self.zones))
        other.loc = self.loc[:]
        other.vars = [v.copy() if type(v) is dict else v for v in self.vars]
        other.cvars = self.cvars[:]
        other.stack = [[f[0], f[1], f[2][:]] for f in self.stack]
        other.cur = other.stack
        other.threads = None if self.threads is None else [t.copy() for t in self.threads]
        other.veil = self.veil
        other.pending = self.pending
        other.events = [copy_event(e) for e in self.events]
        if rng:
            # not `Random()`, which seeds itself from the system first; the state sets everything
            other.rng = random.Random.__new__(random.Random)
            other.rng.setstate(self.rng.getstate())
        else:
            other.rng = None
        other.terminal = self.terminal
        other.winners = self.winners
        other.log = None if self.log is None else self.log[:]
        other.steps = self.steps
        other.decisions = self.decisions
        other.thread_player = None
        other.chooser = None
        other.bits = None
        other.inline_until = 0
        other.inline_thread = None
        other.step_limit = self.step_limit
        other.budget = 0
        other.budget_filled = None
        other.memos = None
