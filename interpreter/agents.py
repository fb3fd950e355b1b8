"""Agents: anything that picks an action for a player through the public game API.

`play_game` drives one whole game, asking each acting player's agent in a fixed order;
`make_agents` builds agents from names such as `random`, `greedy:8`, `ismcts:300` or `ismcts:2s`.

The agent contract
------------------
An agent's `step(state, player)` receives the real game state, but it may only call, on that
state: `legal_actions`, `action_to_string`, `options`, `observation`, `current_player`,
`acting_players`, `is_terminal`, `returns`, `clone`, and `resample(player, rng)` for its own
player. Everything that is hidden from `player` stays out of the agent's reach: search agents
play forward only on determinizations made by `determinizer()` (a `resample` for their own player,
from a canonical order of the hidden cards, with a fresh random generator for future shuffles
and rolls), never on a plain `clone()` of the real state. A search agent may evaluate the
rulebook's ranking keys (`model.rank`), or its `estimate` where it has one (`model.estimate`), on
its own determinizations.

The contract is checked by the tests: an agent's decisions must not change when the cards hidden
from its player are dealt differently (`state` against `state.resample(player, rng)`, with the
agent's seed fixed).

Agents are seeded and deterministic: the same seed, state and budget in iterations give the same
decision (a budget in seconds depends on the machine's speed).
"""

from __future__ import annotations

import functools

import math
import random
import time
from typing import Callable, Protocol, Sequence

from rulerun.grammar import RulesErrors

from .engine import SIMULTANEOUS, Game, State
from .judging import all_keys, first_key, judge, rank_value, result, rollout  # noqa: F401 - also imported from here
from .records import evolve
from .secrets import hidden_places


class Agent(Protocol):
    def step(self, state: State, player: int) -> int: ...


class RandomAgent:
    """Uniform over the legal actions, from its own seeded generator."""

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def step(self, state: State, player: int) -> int:
        actions = state.legal_actions(player)
        return actions[self.rng.randrange(len(actions))]


class FirstAgent:
    """Always the first legal action: a deterministic, dull opponent for tests."""

    def step(self, state: State, player: int) -> int:
        return state.legal_actions(player)[0]


# ---- determinizations ---------------------------------------------------------------------------
class _Sorter:
    """A stand-in generator for `State.resample` that puts the hidden cards in card order."""

    @staticmethod
    def shuffle(cards: list) -> None:
        cards.sort()


def canonical(state: State, player: int) -> State:
    """A copy of `state` with the cards hidden from `player` laid out in a fixed order.

    Two states that differ only in how the hidden cards are dealt have the same canonical copy, so
    determinizations drawn from it depend only on what `player` has seen and on the generator.
    """
    return state.resample(player, _Sorter())  # type: ignore[arg-type]


def search_base(state: State, player: int) -> State:
    """The canonical copy (see `canonical`) a search draws its determinizations from: without the
    game's log (a search reads none, and each copy would copy it and write to it), and allowing
    `SEARCH_STEP_LIMIT` steps between two decisions. A determinization may be a deal the rules could
    never have made (four of a kind never laid down, say), on which they may run without end: the
    search drops such an iteration, and finds it out in a moment, not after the engine's
    `STEP_LIMIT`. (A run without a decision draws nothing from the search's generator.)"""
    base = canonical(state, player)
    base.data.log = None
    base.data.model = _searching(base.data.model)
    return base


_SEARCHING: list = [None]  # the last model searched and its copy for searching, as one pair


def _searching(model):
    """`model` with at most `SEARCH_STEP_LIMIT` steps between two decisions (the last one is kept)."""
    if model.step_limit is not None and model.step_limit <= SEARCH_STEP_LIMIT:
        return model
    kept = _SEARCHING[0]
    if kept is None or kept[0] is not model:
        kept = _SEARCHING[0] = (model, evolve(model, step_limit=SEARCH_STEP_LIMIT))
    return kept[1]


def determinizer(state: State, player: int) -> Callable[[random.Random], State]:
    """Draws determinizations of `state`: `draw(rng)` is a random deal of the cards hidden from
    `player` (a `resample`), with a fresh generator drawn from `rng` for the game's own future
    randomness (shuffles, rolls, draws by lot), so that the search does not know them. Pass a
    canonical state (see `canonical`) for decisions independent of the hidden deal.

    Where the hidden cards lie is worked out once for all the draws: in the table as it is, or,
    while a simultaneous block runs, in the table as the block began, where each draw starts."""
    places = hidden_places(state.model, state.table_seen_by(player), player)
    return lambda rng: state.resample(player, rng, places)


def deciding_player(state: State, prefer: int | None = None) -> int:
    """The player to ask now: the current player, or at a simultaneous point `prefer` if it is acting
    there, else the first acting player."""
    p = state.current_player()
    if p == SIMULTANEOUS:
        acting = state.acting_players()
        return prefer if prefer in acting else acting[0]
    return p


def _by_text(texts: list[str]) -> dict[str, int]:
    """The first action index of each distinct option text (options shown alike are one choice)."""
    first: dict[str, int] = {}
    for i, t in enumerate(texts):
        first.setdefault(t, i)
    return first


# ---- greedy -----------------------------------------------------------------------------------
def _decision_setup(agent_rng: random.Random, state: State, player: int):
    """A search's generator for this decision, and the distinct options by text (None: no real choice)."""
    actions = state.legal_actions(player)
    rng = random.Random(agent_rng.getrandbits(64))
    if len(actions) == 1:
        return rng, None, actions[0]
    choices = _by_text(state.options(player))
    return rng, (choices if len(choices) > 1 else None), actions[0]


class GreedyAgent:
    """Flat Monte Carlo, one move deep: for each distinct legal option, `rollouts` random playouts from
    fresh determinizations; the best mean return wins, ties broken by the immediate gain in the
    player's first ranking key, then at random."""

    def __init__(self, seed: int = 0, rollouts: int = 4, depth: int | None = None):
        if not 1 <= rollouts <= MAX_ROLLOUTS:
            raise ValueError(f"greedy needs from 1 to {MAX_ROLLOUTS} rollouts per action")
        self.rng = random.Random(seed)
        self.rollouts = rollouts
        self.depth = depth

    def step(self, state: State, player: int) -> int:
        rng, choices, only = _decision_setup(self.rng, state, player)
        if choices is None:
            return only
        base = search_base(state, player)
        draw = determinizer(base, player)
        before, since = first_key(base, player), all_keys(base)
        best, best_score = None, None
        for text, action in choices.items():
            total, gain = 0.0, 0.0
            played = 0
            for _ in range(self.rollouts):
                det = draw(rng)
                try:
                    det.apply_action(action, player)
                    after = first_key(det, player)
                    total += rollout(det, player, rng, self.depth, since)
                except RulesErrors:  # a deal the rules could not have made (see `ISMCTSAgent._iterate`)
                    continue
                played += 1
                if after is not None and before is not None:
                    gain += after - before
            score = (total / played, gain / played, rng.random()) if played else (-math.inf, 0.0, rng.random())
            if best_score is None or score > best_score:
                best, best_score = action, score
        return best


# ---- information-set MCTS ------------------------------------------------------------------------
# The default budget: a game of any bundled rulebook with one ISMCTS seat takes a few seconds, and
# the same seed plays the same game on any machine (a budget in seconds would not). Most of an
# iteration's time is its rollout, so long games are cut short and judged by the rulebook's keys.
# The iterations are what UCB1 shares out among the options at the root: a fixed number for each
# distinct option, so that a choice between two options is not given the search of one among ten
# (most decisions of the longest games have two to four), up to a ceiling.
DEFAULT_VISITS = 5
DEFAULT_ITERATIONS = 30
DEFAULT_DEPTH = 10


class _Edge:
    __slots__ = ("visits", "total", "avail", "child")

    def __init__(self):
        self.visits = 0
        self.total = 0.0
        self.avail = 1
        self.child: dict[str, _Edge] | None = None


class ISMCTSAgent:
    """Single-observer information-set MCTS (Cowling, Powley and Whitehouse, 2012).

    Each iteration draws a determinization of the cards hidden from the player (`determinize`), then
    walks a tree of the player's own decisions: at each, the options (keyed by their text as the
    player sees it) are chosen by UCB1 with availability counts; an option never tried is expanded,
    and a random rollout plays on to the end (or `depth` decisions, then the ranking estimate). The
    other players act at random, inside the tree and in rollouts; at a simultaneous point the player
    picks by the tree policy and the others at random. The result is backed up along the path. The
    most visited option at the root is played.

    Budget: `iterations` per decision, or `seconds` per decision if given; by default
    `DEFAULT_VISITS` iterations for each distinct option, at most `DEFAULT_ITERATIONS` (see
    `budget`). By default the rollouts are cut after `DEFAULT_DEPTH` decisions (`depth=None`:
    played to the end). `last_iterations` is the number of iterations the last search ran.
    """

    def __init__(self, seed: int = 0, iterations: int | None = None, seconds: float | None = None,
                 c: float = 0.7, depth: int | None = DEFAULT_DEPTH):
        if seconds is None and iterations is not None and not 1 <= iterations <= MAX_ITERATIONS:
            raise ValueError(f"ismcts needs from 1 to {MAX_ITERATIONS} iterations")
        if seconds is not None and not (math.isfinite(seconds) and 0 < seconds <= MAX_SECONDS):
            raise ValueError(f"ismcts needs a time from 0 to {MAX_SECONDS:g} seconds")
        if not (math.isfinite(c) and 0 <= c <= MAX_EXPLORATION):
            raise ValueError(f"ismcts needs an exploration constant from 0 to {MAX_EXPLORATION:g}")
        self.rng = random.Random(seed)
        self.iterations = iterations
        self.seconds = seconds
        self.c = c
        self.depth = depth
        self.last_root: dict[str, _Edge] = {}
        self.last_iterations = 0

    def budget(self, options: int) -> int:
        """The iterations of a search among `options` distinct options (see the class)."""
        if self.iterations is not None:
            return self.iterations
        return min(DEFAULT_VISITS * options, DEFAULT_ITERATIONS)

    def step(self, state: State, player: int) -> int:
        rng, choices, only = _decision_setup(self.rng, state, player)
        if choices is None:
            return only
        base = search_base(state, player)
        draw, since = determinizer(base, player), all_keys(base)
        root: dict[str, _Edge] = {}
        if self.seconds is not None:
            deadline, done = time.perf_counter() + self.seconds, 0
            while done < 1 or time.perf_counter() < deadline:
                self._iterate(draw(rng), player, root, choices, rng, since)
                done += 1
        else:
            done = self.budget(len(choices))
            for _ in range(done):
                self._iterate(draw(rng), player, root, choices, rng, since)
        self.last_root, self.last_iterations = root, done
        best, best_key = only, None
        for text, action in choices.items():
            e = root.get(text)
            if e is None:
                continue
            key = (e.visits, e.total / max(e.visits, 1), -action)
            if best_key is None or key > best_key:
                best, best_key = action, key
        return best

    def _iterate(self, det: State, player: int, root: dict[str, _Edge], root_choices: dict[str, int],
                 rng: random.Random, since: list | None) -> None:
        path: list[_Edge] = []
        try:
            value = self._walk(det, player, root, path, root_choices, rng, since)
        except RulesErrors:
            # The deal put hidden cards where the rules would have acted on them (four of a kind
            # never laid down, say), and playing on from it ran into an engine limit or a fault:
            # the iteration is dropped, with the edge it added (no visit to divide by).
            if path and path[-1].visits == 0:
                parent = path[-2].child if len(path) > 1 else root
                parent.pop(next(t for t, e in parent.items() if e is path[-1]))
            return
        if value is None:
            value = result(det, player)
        for e in path:
            e.visits += 1
            e.total += value

    def _walk(self, det: State, player: int, node: dict | None, path: list, choices: dict | None,
              rng: random.Random, since: list | None) -> float | None:
        """Walks the tree from the root for one iteration, adding the edges it takes to `path`, and
        plays the rollout where the tree ends; returns its value (None: the game ended in the tree)."""
        c = self.c
        d = det.data
        while not d.terminal:
            if node is None:
                return rollout(det, player, rng, self.depth, since)
            p = deciding_player(det, player)
            if p != player:
                det.apply_action(rng.randrange(len(det.legal_actions(p))), p)
                choices = None
                continue
            # the player's own decision inside the tree
            if choices is None:
                choices = _by_text(det.options(player))
            untried = []
            for text in choices:
                e = node.get(text)
                if e is None:
                    untried.append(text)
                else:
                    e.avail += 1
            if untried:
                text = untried[rng.randrange(len(untried))]
                edge = node[text] = _Edge()
                next_node = None
            else:
                best, text, edge = -1.0, None, None
                for t in choices:
                    e = node[t]
                    u = e.total / e.visits + c * math.sqrt(math.log(e.avail) / e.visits)
                    if u > best:
                        best, text, edge = u, t, e
                if edge.child is None:
                    edge.child = {}
                next_node = edge.child
            path.append(edge)
            det.apply_action(choices[text], player)
            node = next_node
            choices = None
        return None


# ---- people -----------------------------------------------------------------------------------
class HumanAgent:
    """Asks a person: shows what the player sees (the log as it grows, the table, the numbered options).

    `ask(prompt)` reads one answer (EOFError or KeyboardInterrupt end the game for the caller to
    handle); `say(text)` shows a line. Options are numbered from 1.
    """

    def __init__(self, ask: Callable[[str], str] = input, say: Callable[[str], None] = print):
        self.ask = ask
        self.say = say
        self.seen = 0

    def catch_up(self, state: State, player: int) -> None:
        """Shows the log lines the player has not seen yet."""
        lines = state.log_lines(view=player)
        for line in lines[self.seen:]:
            self.say(line)
        self.seen = len(lines)

    def show_table(self, state: State, player: int) -> None:
        obs = state.observation(player)
        self.say("")
        self.say(f"-- you are P{player + 1} --")
        for zone, cards in obs["zones"].items():
            if not cards:
                continue
            shown = [_card_text(c) for c in cards if c is not None]
            hidden = sum(c is None for c in cards)
            if hidden:
                shown.append(f"{hidden} hidden card" + ("s" if hidden > 1 else ""))
            self.say(f"  {zone}: {', '.join(shown)}")
        values = []
        for name, value in obs["vars"].items():
            if isinstance(value, list):
                value = " ".join(f"P{i + 1}={'hidden' if v is None else v}" for i, v in enumerate(value))
            values.append(f"{name} {'hidden' if value is None else value}")  # None: not theirs to know
        if values:
            self.say("  " + "; ".join(values))

    def step(self, state: State, player: int) -> int:
        self.catch_up(state, player)
        self.show_table(state, player)
        label = state.decision_label(player)
        options = state.options(player)
        self.say(f"P{player + 1}, choose {label}:")
        for i, text in enumerate(options, 1):
            self.say(f"  {i}) {text}")
        while True:
            answer = self.ask(f"{label} [1-{len(options)}]: ").strip()
            if answer.isdigit() and 1 <= int(answer) <= len(options):
                return state.legal_actions(player)[int(answer) - 1]
            matches = [i for i, text in enumerate(options) if answer and text.lower() == answer.lower()]
            if matches:
                return state.legal_actions(player)[matches[0]]
            self.say(f"type a number from 1 to {len(options)} (Ctrl-C or Ctrl-D to stop)")


def _card_text(entry: dict) -> str:
    extra = [f"{k} {v}" for k, v in entry.items() if k != "card"]
    return entry["card"] + (f" ({', '.join(extra)})" if extra else "")


# ---- agents by name ---------------------------------------------------------------------------
AGENTS = {"random": RandomAgent, "first": FirstAgent, "human": HumanAgent, "greedy": GreedyAgent,
          "ismcts": ISMCTSAgent}


# Budgets an agent may be given: enough for any real use, and a run that ends.
MAX_ROLLOUTS = 10_000       # greedy: random playouts per option
MAX_ITERATIONS = 100_000    # ismcts: iterations per decision
MAX_SECONDS = 600.0         # ismcts: seconds per decision
MAX_DEPTH = 100_000         # decisions a rollout plays before it is judged by the ranking keys
MAX_EXPLORATION = 100.0     # ismcts: the exploration constant c
# Steps the rules may run between two decisions in a search's determinizations (see `search_base`):
# the bundled games need fewer than 20,000 (the most, with 8 players); the engine allows 2,000,000.
SEARCH_STEP_LIMIT = 50_000


def _whole(text: str, low: int, high: int) -> int:
    if not (text.isascii() and text.isdigit()) or not low <= int(text) <= high:
        raise ValueError(f"a whole number from {low} to {high}")
    return int(text)


def _real(text: str, low: float, high: float, low_open: bool = False) -> float:
    try:
        value = float(text) if text.isascii() else math.nan
    except ValueError:
        value = math.nan
    if not (math.isfinite(value) and (value > low if low_open else value >= low) and value <= high):
        raise ValueError(f"a number from {low:g} to {high:g}" + (f", more than {low:g}" if low_open else ""))
    return value


def parse_agent(spec: str) -> tuple[str, dict]:
    """`name[:budget][:key=value...]` -> (name, keyword arguments). Budgets: `greedy:8` (rollouts per
    option, at most `MAX_ROLLOUTS`), `ismcts:300` (iterations per decision, at most `MAX_ITERATIONS`),
    `ismcts:2s` / `ismcts:0.5s` (seconds per decision, at most `MAX_SECONDS`); ismcts's default is
    `DEFAULT_VISITS` iterations for each distinct option, at most `DEFAULT_ITERATIONS`, with
    `depth=DEFAULT_DEPTH`. Keys: `depth=N` (rollouts cut after N decisions and judged by the ranking
    keys; `depth=end`: played to the end), `c=F` (ismcts's exploration constant). Every budget is finite and bounded, so that a game with these agents ends."""
    parts = [p.strip() for p in spec.strip().split(":")]
    name = parts[0]
    if name not in AGENTS:
        raise ValueError(f"unknown agent '{name}' (known: {', '.join(sorted(AGENTS))})")
    kwargs: dict = {}
    for part in parts[1:]:
        try:
            if "=" in part:
                key, value = (x.strip() for x in part.split("=", 1))
                if key == "depth" and name in ("greedy", "ismcts"):
                    kwargs["depth"] = None if value == "end" else _whole(value, 1, MAX_DEPTH)
                elif key == "c" and name == "ismcts":
                    kwargs["c"] = _real(value, 0.0, MAX_EXPLORATION)
                else:
                    raise KeyError(key)
            elif name == "ismcts" and part.endswith("s"):
                kwargs["seconds"] = _real(part[:-1], 0.0, MAX_SECONDS, low_open=True)
            elif name == "ismcts":
                kwargs["iterations"] = _whole(part, 1, MAX_ITERATIONS)
            elif name == "greedy":
                kwargs["rollouts"] = _whole(part, 1, MAX_ROLLOUTS)
            else:
                raise KeyError(part)
        except KeyError:
            raise ValueError(f"agent '{spec}': '{part}' is not a setting of {name}") from None
        except ValueError as err:
            raise ValueError(f"agent '{spec}': bad value in '{part}' (expected {err})") from None
    return name, kwargs


def make_agent(spec: str | tuple[str, dict], seed: int) -> Agent:
    """The agent `spec` names (or `parse_agent` gave), with generator seed `seed` where it draws."""
    name, kwargs = parse_agent(spec) if isinstance(spec, str) else spec
    cls = AGENTS[name]
    if cls in (RandomAgent, GreedyAgent, ISMCTSAgent):
        return cls(seed, **kwargs)
    return cls(**kwargs)


def make_agents(names: Sequence[str], players: int, seed: int) -> list[Agent]:
    """Agents by name for every seat; a short list is extended with its last name. Seat `s` of game
    seed `seed` gets the agent seed `seat_seed(seed, s)`."""
    names = _seated(names, players)
    parsed = {name: parse_agent(name) for name in names}  # every name checked, each once
    return [make_agent(parsed[name], seat_seed(seed, seat)) for seat, name in enumerate(names)]


def seat_seed(seed: int, seat: int) -> int:
    """The seed of the agent in seat `seat` of game seed `seed`."""
    return seed * 1000 + seat + 1


def _seated(names: Sequence[str], players: int) -> list[str]:
    """The agent's name of every seat: a short list is extended with its last name."""
    names = list(names) or ["random"]
    names += [names[-1]] * (players - len(names))
    return names[:players]


@functools.lru_cache(maxsize=64)
def all_random(names: tuple[str, ...], players: int) -> bool:
    """Whether `make_agents(names, players, seed)` seats a `RandomAgent` everywhere (each then draws
    from `random.Random(seat_seed(seed, seat))`); every name is checked as `make_agents` checks it."""
    return all(parse_agent(name) == ("random", {}) for name in _seated(names, players))


# Decisions one game played by agents may take before it is stopped as endless.
MAX_DECISIONS = 100_000


def play_game(game: Game, seed: int, agents: Sequence[Agent], log: bool = True, max_decisions: int | None = None,
              on_step: Callable[[State], None] | None = None) -> State:
    """Plays one game from its initial state until it ends; returns the final state. A game that has
    not ended after `max_decisions` decisions (default `MAX_DECISIONS`) is a located `RulesErrors`."""
    if max_decisions is None:
        max_decisions = MAX_DECISIONS
    state = game.new_initial_state(seed, log=log)
    decisions = 0
    while not state.is_terminal():
        if on_step is not None:
            on_step(state)
        player = state.current_player()
        if player == SIMULTANEOUS:
            player = state.acting_players()[0]
        state.apply_action(agents[player].step(state, player), player)
        decisions += 1
        if decisions >= max_decisions and not state.is_terminal():
            raise state.endless_game(max_decisions)
    if on_step is not None:
        on_step(state)
    return state
