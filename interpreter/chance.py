"""Chance mode: every random draw of the rules is a chance node, as OpenSpiel has them.

A game loaded with `load_chance_game(...)` (a `ChanceGame`) has no random generator. Where
the rules roll a die, draw `random(...)`, or need a card of a shuffled zone nobody sees, the run
stops at a chance node: `current_player()` is `CHANCE`, `chance_outcomes()` lists each outcome
(an action) with its probability, and `apply_action(outcome)` goes on as a decision would. The
outcome of a die is its face less its lowest face, of `random(...)` the item's place in the list,
of a card drawn from a zone its card number (`piles.py` says when a card is drawn). Every outcome
of a node is equally likely, and outcomes that leave nothing to choose (one card left, a list of
one) are taken without a node.

How a draw becomes a node. The game is compiled step by step (`native=False`: every statement a
step), and a step that may draw runs guarded: the state is saved before it, and when the step asks
for an outcome not chosen yet, the draw raises `ChanceNeeded`, the state is put back as it was
before the step, and the node is left pending with the outcomes chosen so far for this step.
Applying an outcome runs the step again from its start, its draws answered in order by the chosen
outcomes, until it needs one more or ends. The step's effects thus happen once, with every
outcome known. Which steps may draw is read from the facts of their statements and expressions:
those that draw randomness, and those that read or change zones while some zone's order is
undecided.

The seeded mode is untouched: it compiles and runs as it always did. Both modes play the same
distribution of games (the test suite checks it).
"""

from __future__ import annotations

import random
from typing import Callable

from .codegen.steps import (CallStep, ChooseStep, EmitStart, EndStep, ForInit, ForNext, Guard, JumpUnless, Run,
                            StartParts)
from .engine import Game, State, load_document
from .ir import NO_FACTS, union
from .model import Model
from .piles import SEEN, SEEN_AT_TOP, SEEN_BY_NOBODY, Pile
from .records import evolve
from .state import CHANCE, SIMULTANEOUS, TERMINAL, StateData


class ChanceNode:
    """A pending draw: its kind (`card`, `die` or `item`), its outcomes (sorted actions, equally
    likely), the outcomes already chosen for the same step, and for a die the face of outcome 0."""

    __slots__ = ("kind", "outcomes", "chosen", "first")
    secret = False  # read where a decision may be secret: a chance node never is

    def __init__(self, kind: str, outcomes: tuple, chosen: tuple, first: int = 0):
        self.kind = kind
        self.outcomes = outcomes
        self.chosen = chosen
        self.first = first


class ChanceNeeded(BaseException):
    """A draw whose outcome is not chosen yet: the step stops and the node is left pending. Not an
    `Exception`, so that nothing but the guard of the step catches it."""

    def __init__(self, node: ChanceNode):
        super().__init__(node.kind)
        self.node = node


class ChanceDraws:
    """The state's source of randomness in chance mode, in the place of its random generator: the
    calls generated code and the runtime make of a generator (`randrange`, `randint`, `shuffle`),
    answered from the outcomes chosen for the step that runs (`chosen`, of which `used` are used)."""

    __slots__ = ("chosen", "used", "active")

    def __init__(self, chosen: tuple = ()):
        self.chosen = chosen
        self.used = 0
        self.active = False  # whether the rules are running (see `piles.py`)

    def outcome(self, kind: str, outcomes, first: int = 0):
        if not self.active:
            raise RuntimeError("a chance outcome was needed outside a step of the rules")
        if self.used < len(self.chosen):
            chosen = self.chosen[self.used]
            self.used += 1
            if chosen not in outcomes:  # a step that draws otherwise when run again: a fault of the engine
                raise RuntimeError(f"chance outcome {chosen} is not one of {list(outcomes)}")
            return chosen
        raise ChanceNeeded(ChanceNode(kind, tuple(outcomes), self.chosen, first))

    def card(self, cards: list) -> int:
        """A card drawn among `cards` (sorted card numbers)."""
        return cards[0] if len(cards) == 1 else self.outcome("card", cards)

    def randrange(self, n: int) -> int:
        """The place of an item drawn among `n` (`random(...)`)."""
        if n <= 0:
            raise ValueError("empty range for randrange()")
        return 0 if n == 1 else self.outcome("item", range(n))

    def randint(self, low: int, high: int) -> int:
        """A die with the faces `low..high` (`roll(...)`)."""
        if high < low:
            raise ValueError(f"empty range for randint({low}, {high})")
        return low if high == low else low + self.outcome("die", range(high - low + 1), low)

    def shuffle(self, cards: Pile) -> None:
        cards.shuffle_lazily()


# ---- which steps may draw ------------------------------------------------------------------------
NEVER, READS_ZONES, DRAWS = 0, 1, 2


def step_draws(step) -> int:
    """Whether a step may draw: NEVER, READS_ZONES (only where a zone's order is undecided), DRAWS."""
    if isinstance(step, Run):
        facts = step.facts
    elif isinstance(step, (JumpUnless, Guard)):
        facts = step.test.facts
    elif isinstance(step, ForInit):
        facts = step.loop.source.facts
    elif isinstance(step, ForNext):
        facts = step.loop.where.facts if step.loop.where is not None else NO_FACTS
    elif isinstance(step, ChooseStep):
        facts = step.choose.facts
    elif isinstance(step, CallStep):
        facts = union(*(a.facts for a in step.args))
    elif isinstance(step, StartParts):
        facts = step.block.source.facts
    elif isinstance(step, EmitStart):
        facts = union(*(a.facts for a in step.emit.args))
    elif isinstance(step, EndStep):  # the ranking reads zones
        return DRAWS if step.winners is not None and step.winners.facts.random else READS_ZONES
    elif step.kind in ("jump", "phase", "return", "control", "plain", "unless"):
        return NEVER  # jumps, returns, events' bookkeeping, `exit`
    else:
        return DRAWS
    if facts.random:
        return DRAWS
    if facts.zones or "zones" in facts.state or "zones" in facts.changes:
        return READS_ZONES
    return NEVER


class _Saved:
    """What a step may change, saved before it runs, to be put back if it needs a chance outcome."""

    __slots__ = ("zones", "loc", "vars", "cvars", "events", "log", "frames", "threads", "pending", "terminal",
                 "winners", "decisions")

    def __init__(self, st: StateData):
        self.zones = [(list.copy(p), p.lo, p.hi) for p in st.zones]
        self.loc = st.loc[:]
        self.vars = [v.copy() if type(v) is dict else v for v in st.vars]
        self.cvars = st.cvars[:]
        self.events = [e.copy() for e in st.events]
        self.log = None if st.log is None else len(st.log)
        self.frames = [[f[0], f[1], f[2][:]] for f in st.cur]
        self.threads = st.threads
        self.pending = st.pending
        self.terminal = st.terminal
        self.winners = st.winners
        self.decisions = st.decisions

    def restore(self, st: StateData) -> None:
        draws = st.rng
        st.zones = [Pile(cards, pile.seen, draws, lo, hi) for (cards, lo, hi), pile in zip(self.zones, st.zones)]
        st.loc, st.vars, st.cvars, st.events = self.loc, self.vars, self.cvars, self.events
        if self.log is not None:
            del st.log[self.log:]
        st.cur[:] = self.frames  # in place: the run loop holds this list
        if self.threads is None:
            st.threads = None
        st.pending, st.terminal, st.winners, st.decisions = self.pending, self.terminal, self.winners, self.decisions


def _guarded(step: Callable, draws_how: int) -> Callable:
    """The step, stopped before it and left at a chance node where it needs an outcome not chosen."""

    def guarded(st, fr):
        if draws_how == READS_ZONES and not any(p.hi > p.lo for p in st.zones):
            return step(st, fr)
        saved = _Saved(st)
        draws = st.rng
        draws.used = 0
        try:
            stop = step(st, fr)
        except ChanceNeeded as need:
            saved.restore(st)
            st.cur[-1][1] -= 1  # the step runs again when the outcome is chosen
            st.pending = need.node  # which keeps the outcomes chosen so far: no other step may use them
            draws.chosen = ()
            return True
        draws.chosen = ()
        return stop

    return guarded


def guarded_codes(model: Model) -> tuple:
    """The run loop's table of steps, each step that may draw guarded."""
    return tuple(tuple(code if step_draws(step) == NEVER else _guarded(code, step_draws(step))
                       for code, step in zip(proc.code, proc.steps))
                 for proc in model.procedures)


# ---- the game and its states --------------------------------------------------------------------
def load_chance_game(path, players: int | None = None, options: dict | None = None) -> "ChanceGame":
    """Loads and compiles a rulebook in chance mode, as `engine.load_game` does in seeded mode."""
    doc, text = load_document(path)
    return ChanceGame.from_document(doc, players, options, text)


class ChanceGame(Game):
    """A compiled rulebook whose states have chance nodes (see the module docstring)."""

    def __init__(self, model: Model, rules=None):
        if model.funcs is not None:
            raise ValueError("chance mode runs a game compiled step by step (native=False)")
        self.steps_model = model  # the same steps unguarded: seeded copies (`ChanceState.resample`) run them
        super().__init__(evolve(model, codes=guarded_codes(model)), rules)
        m = self.model
        self._seen = tuple(SEEN_AT_TOP if m.instance_top_only[i] else SEEN if m.instance_masks[i] else SEEN_BY_NOBODY
                           for i in range(len(m.zone_instances)))

    @classmethod
    def from_document(cls, doc: dict, players: int | None = None, options: dict | None = None,
                      text: str | None = None, native: bool = False) -> "ChanceGame":
        return super().from_document(doc, players, options, text, native=False)

    def blank_state(self, seed: int = 0, log: bool = True) -> "ChanceState":
        """A state with the decks in place and no rule run yet (`seed` is not used: there is no
        generator)."""
        d = super().blank_state(seed, log).data
        draws = d.rng = ChanceDraws()
        d.zones = [Pile(cards, seen, draws) for cards, seen in zip(d.zones, self._seen)]
        return ChanceState(d)


class ChanceState(State):
    """A game in progress in chance mode: `State`'s API, with chance nodes."""

    __slots__ = ()

    # ---- chance nodes -----------------------------------------------------------------------
    def _chance(self):
        """The pending chance node and the player's part (thread) it belongs to, or (None, None)."""
        d = self.data
        if type(d.pending) is ChanceNode:
            return d.pending, None
        if d.threads is not None:
            for t in d.threads:
                if type(t.decision) is ChanceNode:
                    return t.decision, t
        return None, None

    def is_chance_node(self) -> bool:
        return not self.data.terminal and self._chance()[0] is not None

    def chance_node(self) -> ChanceNode:
        node, _ = self._chance()
        if node is None or self.data.terminal:
            raise ValueError("no chance node is pending")
        return node

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The outcomes of the pending chance node with their probabilities, as OpenSpiel lists them."""
        outcomes = self.chance_node().outcomes
        p = 1.0 / len(outcomes)
        return [(o, p) for o in outcomes]

    def chance_text(self, outcome: int) -> str:
        """An outcome of the pending chance node as text (every card named: for a full view only)."""
        node = self.chance_node()
        if node.kind == "card":
            return f"draw {self.model.card_names[outcome]} (card {outcome})"
        if node.kind == "die":
            return f"die {node.first + outcome}"
        return f"item {outcome + 1} of {len(node.outcomes)}"

    # ---- the API, with chance nodes -----------------------------------------------------------
    def current_player(self) -> int:
        d = self.data
        if d.terminal:
            return TERMINAL
        if self._chance()[0] is not None:
            return CHANCE
        return super().current_player()

    def acting_players(self) -> list[int]:
        d = self.data
        if d.terminal or type(d.pending) is ChanceNode:
            return []
        if d.threads is not None:
            return [t.player for t in d.threads if t.decision is not None and type(t.decision) is not ChanceNode]
        return super().acting_players()

    def _decision(self, player: int | None):
        d = self.data
        if d.threads is not None and not d.terminal:
            for t in d.threads:
                if t.decision is not None and type(t.decision) is not ChanceNode and (player is None or t.player == player):
                    return t.decision, t
            raise ValueError(f"player {player} has no decision to make")
        if type(d.pending) is ChanceNode:
            raise ValueError("a chance node is pending, not a decision")
        return super()._decision(player)

    def legal_actions(self, player: int | None = None) -> list[int]:
        """At a chance node (player None or CHANCE): its outcomes; else as `State.legal_actions`."""
        if self.is_chance_node():
            if player not in (None, CHANCE):
                raise ValueError(f"player {player} has no decision to make")
            return list(self.chance_node().outcomes)
        if player == CHANCE:
            return []
        return super().legal_actions(player)

    def apply_action(self, action: int, player: int | None = None) -> None:
        if player in (None, CHANCE) and self.is_chance_node():
            self._apply_outcome(action)
        elif player == CHANCE:
            raise ValueError("no chance node is pending")
        else:
            super().apply_action(action, player)

    def _apply_outcome(self, outcome: int) -> None:
        node, thread = self._chance()
        if outcome not in node.outcomes:
            raise ValueError(f"{outcome} is not an outcome of this chance node")
        if thread is None:
            self.data.pending = None
        else:
            thread.decision = None
        self.data.rng.chosen = node.chosen + (outcome,)
        self._run()

    def action_to_string(self, action: int, player: int | None = None) -> str:
        if player in (None, CHANCE) and self.is_chance_node():
            return self.chance_text(action)
        return super().action_to_string(action, player)

    def playout(self, chooser: Callable[[int], int], max_decisions: int | None = None) -> None:
        """Plays on as `State.playout` does, each chance node answered by `chooser` too (with
        `random.Random(seed).randrange`, uniformly, as the node's probabilities are)."""
        d = self.data
        until = None if max_decisions is None else d.decisions + max_decisions
        if d.stack and d.pending is None and d.threads is None and not d.terminal:
            self._run()
        while not d.terminal and (until is None or d.decisions < until):
            if self.is_chance_node():
                outcomes = self.chance_node().outcomes
                self._apply_outcome(outcomes[chooser(len(outcomes))])
                continue
            player = self.current_player()
            if player == SIMULTANEOUS:
                player = self.acting_players()[0]
            self.apply_action(chooser(len(self.legal_actions(player))), player)

    def _run(self, playing_out: bool = False, kept: bool = False) -> None:
        # a run that starts from a drawn outcome (the position as the draw sets it) keeps nothing
        draws = self.data.rng
        draws.active = True
        try:
            super()._run()
        finally:
            draws.active = False

    # ---- copies -------------------------------------------------------------------------------
    def clone(self) -> "ChanceState":
        d = self.data
        other = StateData()
        d.copy_into(other, rng=False)
        draws = other.rng = ChanceDraws(d.rng.chosen)
        other.zones = [p.copy_for(draws) for p in d.zones]
        return ChanceState(other)

    def resample(self, player: int, rng: random.Random) -> State:
        """A determinization, as `State.resample` makes one: a seeded copy (the same steps, with a
        random generator) in which the cards `player` cannot see, undecided ones included, are dealt
        at random. Search agents (`ismcts`) play on it."""
        d = self.data
        seeded = StateData()
        d.copy_into(seeded, rng=False)
        seeded.model = _steps_model(self)
        seeded.zones = [p.plain() for p in d.zones]
        seeded.rng = random.Random(0)
        if type(seeded.pending) is ChanceNode:
            seeded.pending = None  # the step that drew runs again, drawing from the generator
        if seeded.threads is not None:
            for t in seeded.threads:
                if type(t.decision) is ChanceNode:
                    t.decision = None
        return State(seeded).resample(player, rng)

    def redeal(self, player: int, rng: random.Random) -> "ChanceState":
        """A copy in chance mode that `player` cannot tell from this one: the cards they cannot see
        are dealt again at random, as `State.resample` deals them (each place keeps the type of its
        card), a card of an undecided stretch as likely as any other hidden card of its type; the
        undecided stretches stay undecided."""
        copy = self.clone()
        d, m = copy.data, copy.model
        places: dict[str, list[tuple[int, int]]] = {}  # card type -> its hidden, decided places
        pool: dict[str, list[int]] = {}  # card type -> the cards to deal there, and those undecided
        for inst, pile in enumerate(d.zones):
            cards = pile.plain()
            if not (m.instance_top_only[inst] or not m.instance_masks[inst] >> player & 1):
                continue
            hidden = range(len(cards) - 1) if m.instance_top_only[inst] else range(len(cards))
            for i in hidden:
                kind = m.card_types[cards[i]]
                pool.setdefault(kind, []).append(cards[i])
                if not pile.lo <= i < pile.hi:
                    places.setdefault(kind, []).append((inst, i))
        for kind, cards in pool.items():
            cards.sort()  # the deal depends only on what the player has seen and on `rng`
            rng.shuffle(cards)
            for inst, i in places.get(kind, ()):
                card = cards.pop()
                list.__setitem__(d.zones[inst], i, card)
                d.loc[card] = inst
        for kind, cards in pool.items():  # what is left goes back to the undecided stretches
            for inst, pile in enumerate(d.zones):
                if pile.hi > pile.lo:
                    stretch = list.__getitem__(pile, slice(pile.lo, pile.hi))
                    for j, card in enumerate(stretch):
                        if m.card_types[card] == kind:
                            stretch[j] = cards.pop()
                            d.loc[stretch[j]] = inst
                    list.__setitem__(pile, slice(pile.lo, pile.hi), sorted(stretch))
        return copy


_STEPS_MODELS: dict[int, tuple[Model, Model]] = {}


def _steps_model(state: ChanceState) -> Model:
    """The unguarded model of a chance state's game (its steps are the same), made once."""
    m = state.model
    known = _STEPS_MODELS.get(id(m))
    if known is None or known[0] is not m:
        known = _STEPS_MODELS[id(m)] = (m, evolve(m, codes=tuple(p.code for p in m.procedures)))
    return known[1]


__all__ = ["CHANCE", "ChanceGame", "ChanceState", "ChanceNode", "ChanceDraws"]
