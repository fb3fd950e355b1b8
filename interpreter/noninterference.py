"""Non-interference: two games that differ only in what a player may not know must look the same to
that player, until the rules show it to them.

`check(game, seed, player)` plays a reference game A from `seed`. At a few of its decision points
(the forks) it makes a second game B that differs from A only in what `player` (P) may not know,
drives both on and compares P's views of them after every step, until the difference becomes
visible to P by the rules or the games part ways for a reason of their own. A difference of P's
views before then is a leak: P learnt something they may not know. Three kinds of forks:

- *hidden information* (at decisions 0, 2, 6, 14 and 30, outside `simultaneous` blocks): B is A
  with the cards hidden from P dealt again among their places and every value P may not know
  (variables, card variables of cards P cannot see or may not know) at its declared default
  (`perturb`); cards the rules hold in locals, options or events keep their places, and the
  game's random generator is kept, so later shuffles and dice agree;
- *simultaneous choices*: where a `simultaneous` block holds a decision of P and another player
  has a decision of two options or more in it, A and B answer that other player differently; P's
  views are compared until the block ends;
- *secret choices*: where another player makes a decision P is not shown (`secretly`, or in a
  `simultaneous` block without P), A and B answer it differently.

P's view is everything P is shown: the observation (the table, the variables, who is deciding,
P's own decision and its options as text), P's log, and the values a search agent of P's is given
(the variables and card variables of `State.resample` for P).

Driving both games "with the same actions": P's decisions get the same answer in both (P sees the
same options, or that is a leak already). Another player Q decides on what Q knows, and that may
differ between A and B. Where Q's decision reads the same to P in both games (its label, and its
options as P would read them: a card P may not see is a hidden card), Q answers with the same
option number in both: to P it is the same action, whichever hidden card it takes. Where it reads
differently to P (another number of options, another option P can read), Q may legitimately act
differently, and the comparison stops there, without a finding. Decisions P is not shown
(`secretly`, another's part of a `simultaneous` block) are answered as they come, each game on its
own; the decisions each game met are compared, as P would read them, when P's views are, and where
they differ the comparison stops. Answers are drawn from generators that are equal in both games
while the games agree, so the two games are the same game wherever P could not tell them apart.

The comparison also stops, without a finding, where the information becomes visible to P by the
rules: a card P sees (on the table or in P's log) is not the same card in both games, or a card
just shown to P carries other variables; a value is revealed (`reveal`). It stops where the two
games' random generators part (a draw among hidden cards: P cannot tell luck from cards), at the
end of the game (the ranking and the winners are shown to everyone) and where the second game
cannot go on (an error that only the changed values cause). So a rulebook that shows P only what
its zones and variables declare, and what it reveals, has no finding: a difference P sees is then
a card or value P may see, and the comparison has stopped before it. What is left is a leak.
"""

from __future__ import annotations

import random
from typing import NamedTuple

from rulerun.grammar.errors import RulesErrors

from .logbook import CardRef, CardsRef, Chosen, Moved, Revealed, Text, Told
from .render import render_value
from .runtime import value_ref
from .secrets import card_mask, card_var_mask, held_cards, hide_secrets

# Decision points of the reference game at which a second game is made.
FORK_AT = (0, 2, 6, 14, 30)
# Simultaneous blocks of the reference game at which other players' choices are changed.
MAX_BLOCKS = 3
# Decisions of other players that P is not shown, answered differently in the second game.
MAX_SECRET_CHOICES = 3
# How many of P's views are compared after a fork.
HORIZON = 60
# Decisions one game may make between two of P's views.
MAX_UNSEEN = 2_000


SHOWN = "shown"  # P's views differ by a card P may see


class Leak(NamedTuple):
    """What a player saw differ between two games that differ only in what they may not know."""

    player: int
    seed: int
    players: int
    fork: str  # "hidden" or "simultaneous", and where
    where: str  # "log", "table", "variables", "decision"
    seen: str  # what P saw in the first game
    other: str  # and in the second
    key: str | None  # the log line's label, the zone or the variable that differs, to place the finding

    def describe(self) -> str:
        return (f"P{self.player + 1} can tell apart two games that differ only in what P{self.player + 1} may not "
                f"know ({self.fork}; {self.players} players, seed {self.seed}): {self.where} shows "
                f"{self.seen!r} in one and {self.other!r} in the other")


def perturb(state, player: int, rng: random.Random):
    """A copy of `state` that differs only in what `player` may not know: the hidden cards dealt again
    (among the hidden places of cards of the same type), the values `player` may not know at their
    defaults, the game's generator kept.

    Unlike `State.resample`, a card the rules hold on to (a local, an option of a pending decision,
    a value of an open event) keeps its place: the rules would go on with it where it was, and a
    game in which a held card is suddenly elsewhere is no game the rules could play."""
    copy = state.clone()
    d, m = copy.data, copy.model
    pinned = held_cards(d, len(m.card_names))
    places = []
    for inst, cards in enumerate(d.zones):
        top_only = m.instance_top_only[inst]
        for i, card in enumerate(cards):
            hidden = (i < len(cards) - 1) if top_only else not m.instance_masks[inst] >> player & 1
            if hidden and card not in pinned:
                places.append((inst, i))
    by_type: dict[str, list] = {}
    for inst, i in places:
        by_type.setdefault(m.card_types[d.zones[inst][i]], []).append((inst, i))
    for group in by_type.values():
        cards = sorted(d.zones[inst][i] for inst, i in group)
        rng.shuffle(cards)
        for (inst, i), card in zip(group, cards):
            d.zones[inst][i] = card
            d.loc[card] = inst
    hide_secrets(m, d, player)
    return copy


def check(game, seed: int, player: int, forks=FORK_AT, horizon: int = HORIZON) -> Leak | None:
    """The first leak to `player` found in the game of `seed`, or None."""
    policy = random.Random(seed * 1_000_003 + player)
    try:
        state = game.new_initial_state(seed)
    except RulesErrors:
        return None
    point = blocks = secrets = 0
    due = False
    while not state.is_terminal() and point <= forks[-1]:
        due = due or point in forks
        if due and state.data.threads is None:  # in a simultaneous block, at the next point after it
            due = False
            fork_seed = policy.getrandbits(32)
            leak = _compare(state.clone(), perturb(state, player, random.Random(fork_seed)), player, fork_seed,
                            horizon, f"hidden information changed at decision {point}", seed, state)
            if leak is not None:
                return leak
        acting = state.acting_players()
        if player in acting and len(acting) > 1 and state.data.threads is not None and blocks < MAX_BLOCKS:
            blocks += 1
            leak = _simultaneous(state, player, policy.getrandbits(32), horizon, seed, point)
            if leak is not None:
                return leak
        q = acting[0]
        n = len(state.legal_actions(q))
        if q != player and n > 1 and not state.observation(player)["acting"] and secrets < MAX_SECRET_CHOICES:
            secrets += 1  # a decision P is not shown: what Q chose is for P not to know
            leak = _other_choice(state, player, q, n, policy.getrandbits(32), horizon, seed, point)
            if leak is not None:
                return leak
        try:
            state.apply_action(policy.randrange(n), q)
        except RulesErrors:
            return None
        point += 1
    return None


def _other_choice(state, player: int, q: int, n: int, fork_seed: int, horizon: int, seed: int,
                  point: int) -> Leak | None:
    """Forks where another player answers a decision P is not shown differently."""
    first, second = state.clone(), state.clone()
    try:
        first.apply_action(0, q)
        second.apply_action(n - 1, q)
    except RulesErrors:
        return None
    return _compare(first, second, player, fork_seed, horizon,
                    f"P{q + 1} chose differently in secret at decision {point}", seed, state)


def _simultaneous(state, player: int, fork_seed: int, horizon: int, seed: int, point: int) -> Leak | None:
    """Forks where another player of a simultaneous block holding P's decision answers differently."""
    for q in state.acting_players():
        n = len(state.legal_actions(q)) if q != player else 0
        if n < 2:
            continue
        first, second = state.clone(), state.clone()
        try:
            first.apply_action(0, q)
            second.apply_action(n - 1, q)
        except RulesErrors:
            return None
        leak = _compare(first, second, player, fork_seed, horizon,
                        f"P{q + 1} chose differently in a simultaneous block at decision {point}", seed, state,
                        block=True)
        if leak is not None:
            return leak
    return None


def _compare(a, b, player: int, fork_seed: int, horizon: int, fork: str, seed: int, at,
             block: bool = False) -> Leak | None:
    """Drives both games on from the fork `at` and compares `player`'s views; the first difference
    that is a leak."""
    answers_a, answers_b = random.Random(fork_seed), random.Random(fork_seed)
    start = len(at.data.log or ())
    known = set(_table(at, player))  # the cards P saw, when P last saw the same in both games
    for _ in range(horizon):
        try:
            met_a = _unseen(a, player, answers_a, block)
            met_b = _unseen(b, player, answers_b, block)
        except RulesErrors:
            return None
        if met_a is None or met_b is None:
            return None
        if block and (a.data.threads is None or b.data.threads is None):
            return None  # the block is over: what was chosen in it may show now
        if not block and met_a != met_b:
            return None  # another player decided on different grounds
        if a.data.rng.getstate() != b.data.rng.getstate():
            return None  # the games' luck parted (a draw among hidden cards): P cannot tell luck from cards
        if a.is_terminal() or b.is_terminal():
            if a.is_terminal() and b.is_terminal():
                return None
        leak = _difference(a, b, player, start, known)
        if leak is SHOWN:
            return None
        known = set(_table(a, player))
        if leak is not None:
            where, seen, other, key = leak
            return Leak(player, seed, a.model.players, fork, where, seen, other, key)
        if a.is_terminal():
            return None
        acting = a.acting_players()
        q = player if player in acting else a.observation(player)["acting"][0]
        if q != player and _decision(a, q, player) != _decision(b, q, player):
            return None  # the other player's options differ where P can tell: they may act differently
        action = answers_a.randrange(len(a.legal_actions(q)))
        answers_b.randrange(len(b.legal_actions(q)))
        try:
            a.apply_action(action, q)
            b.apply_action(action, q)
        except (RulesErrors, ValueError):
            return None
    return None


def _unseen(state, player: int, answers: random.Random, block: bool) -> list | None:
    """Answers the decisions `player` is not shown, up to one they are (or the end of the game); the
    decisions met, as their players read them (None: too many)."""
    met = []
    while not state.is_terminal():
        acting = state.acting_players()
        if player in acting or state.observation(player)["acting"]:
            return met
        if block and state.data.threads is None:
            return met
        q = acting[0]
        met.append((q, _decision(state, q, player)))
        state.apply_action(answers.randrange(len(state.legal_actions(q))), q)
        if len(met) > MAX_UNSEEN:
            return None
    return met


def _decision(state, q: int, reader: int) -> tuple:
    """Player `q`'s decision as `reader` would read its options (a card `reader` may not see is a
    hidden card): two decisions that read the same are the same decision to `reader`."""
    decision, _ = state._decision(q)
    table = state._table()
    # the options themselves, not the text a `showing` makes of them: whether `reader` may read that
    # text is what the comparison is to find out
    return decision.label, tuple(render_value(state.model, value_ref(table, option, decision.elem), reader)
                                 for option in decision.options)


def _difference(a, b, player: int, start: int, known: set):
    """(where, seen, other, key) of the first difference of `player`'s views; `SHOWN` where a card
    they may see differs; None where they see the same."""
    log_a, log_b = a.log_lines(player), b.log_lines(player)
    obs_a, obs_b = a.observation(player), b.observation(player)
    if log_a == log_b and obs_a == obs_b:
        return _searched(a, b, player)
    if _cards_seen(a, player, start, known) != _cards_seen(b, player, start, known):
        return SHOWN  # a card P may see differs, or one just shown to P: the information is P's now
    for seen, other in zip(log_a, log_b):
        if seen != other:
            return "log", seen, other, seen
    if len(log_a) != len(log_b):
        longer = log_a if len(log_a) > len(log_b) else log_b
        line = longer[min(len(log_a), len(log_b))]
        return ("log", line, "nothing", line) if longer is log_a else ("log", "nothing", line, line)
    for name, cards in obs_a["zones"].items():
        if cards != obs_b["zones"].get(name):
            return "table", f"{name}: {cards}", f"{name}: {obs_b['zones'].get(name)}", name
    for name, value in obs_a["vars"].items():
        if value != obs_b["vars"].get(name):
            return "variables", f"{name}: {value}", f"{name}: {obs_b['vars'].get(name)}", name
    for key in ("acting", "decision", "simultaneous", "terminal", "winners"):
        if obs_a.get(key) != obs_b.get(key):
            return "decision", f"{key}: {obs_a.get(key)}", f"{key}: {obs_b.get(key)}", _label(obs_a, obs_b)
    return None


def _searched(a, b, player: int):
    """Where a search agent of `player` would be given different values: the variables and card
    variables of their determinizations (`State.resample`, from the same generator) differ. (Which
    hidden card lies where is the determinization's own draw, not compared.)"""
    det_a, det_b = a.resample(player, random.Random(0)).data, b.resample(player, random.Random(0)).data
    m = a.model
    for var in m.vars:
        places = slice(var.base, var.base + (m.players if var.per_player else 1))
        mine = [_as_seen(m, det_a, v, var.type, player) for v in det_a.vars[places]]
        theirs = [_as_seen(m, det_b, v, var.type, player) for v in det_b.vars[places]]
        if mine != theirs:
            return ("a search agent's position", f"{var.name}: {det_a.vars[places]}", f"{var.name}: {det_b.vars[places]}",
                    var.name)
    ncards = len(m.card_names)
    for i, name in enumerate(m.card_var_names):
        kind = m.card_var_types[i]
        mine = sorted(repr(_as_seen(m, det_a, v, kind, player)) for v in det_a.cvars[i * ncards:(i + 1) * ncards])
        theirs = sorted(repr(_as_seen(m, det_b, v, kind, player)) for v in det_b.cvars[i * ncards:(i + 1) * ncards])
        if mine != theirs:
            return "a search agent's card variables", f"{name}: {mine}", f"{name}: {theirs}", name
    return None


def _as_seen(m, d, value, kind: str, player: int):
    """A card variable's value as `player` can tell it apart: a card by where it lies and the face it
    shows the player there (its number is the determinization's own: two games that deal different
    cards to the same places hold the same information in different numbers), a list item by item."""
    if kind.startswith("list:") and type(value) is list:
        return [_as_seen(m, d, v, kind[5:], player) for v in value]
    if kind != "card" or type(value) is not int:
        return value
    inst = d.loc[value]
    place = d.zones[inst].index(value)
    seen = m.instance_masks[inst] >> player & 1 and not (m.instance_top_only[inst] and place < len(d.zones[inst]) - 1)
    return ("card", inst, place, m.card_face(value, m.instance_showing[inst]) if seen else None)


def _label(obs_a: dict, obs_b: dict) -> str | None:
    decision = obs_a.get("decision") or obs_b.get("decision")
    return decision["label"] if decision else None


def _table(state, player: int) -> dict:
    """The cards `player` sees on the table: card -> (zone instance, its variables as they read them)."""
    m, d = state.model, state._table()  # while a simultaneous block runs, the table as it began
    ncards = len(m.card_names)
    seen = {}
    for card in range(ncards):
        if card_mask(m, d, card) >> player & 1:
            values = tuple(d.cvars[var * ncards + card] if card_var_mask(m, d, var, card) >> player & 1 else None
                           for var in range(len(m.card_var_names)))
            seen[card] = (d.loc[card], values)
    return seen


def _cards_seen(state, player: int, start: int, known: set) -> tuple:
    """The cards `player` may see on the table, with the variables of those they did not see before
    (`known`: a card shown carries its variables with it), and the cards shown to them in the log
    since `start`."""
    table = tuple(sorted((card, place if card in known else (place, values))
                         for card, (place, values) in _table(state, player).items()))
    shown = []
    for record in (state._log_seen(player) or ())[start:]:
        audience = getattr(record, "audience", None)
        if audience is not None and not audience >> player & 1:
            continue
        kind = type(record)
        if kind is Moved:
            shown.extend(after.card if after.mask >> player & 1 else before.card if before.mask >> player & 1 else -1
                         for before, after in record.shown)
        elif kind is Revealed:
            shown.extend(record.cards)
        elif kind is Told:
            shown.append(record.text)  # a value the rules reveal
        elif kind is Chosen:
            shown.extend(_refs(record.shown, player))
        elif kind is Text:
            for part in record.parts:
                shown.extend(_refs(part, player))
    return table, tuple(shown)


def _refs(value, player: int) -> list:
    if type(value) is CardRef:
        return [value.card if value.mask >> player & 1 else -1]
    if type(value) is CardsRef:
        return [c.card if type(c) is CardRef and c.mask >> player & 1 else -1 for c in value.cards]
    return []
