"""Any rulebook as an OpenSpiel game (`pip install 'rulerun[openspiel]'`). Importing this module
registers the game `rulerun`:

    import pyspiel
    import rulerun.interop.openspiel  # registers "rulerun"

    game = pyspiel.load_game("rulerun", {"rulebook": "kuhn_poker", "players": 2})

Parameters: `rulebook`, a bundled name or a path; `players` (0: the rulebook's least); `options`,
the rulebook's options as `name=value` pairs separated by `;` (`"owl_wild=false;seasons=2"`; the
game string writes them `name:value`).

The game runs in chance mode (`interpreter/chance.py`): every random draw of the rules is a chance
node with its outcomes. Its type follows the rulebook: simultaneous moves where it has a
`simultaneous` block, explicit chance where it draws at all, imperfect information where some player
may not see everything, terminal rewards from `State.returns()` (the rulebook's payoff, zero- or
constant-sum where it says what the payoffs add up to; else a share of the victory, general-sum).
Actions are numbered stably (`actions.py`). A player's observation string and tensor show what
`State.observation(player)` shows (`encoding.py`); their information state string is what they have
seen of the game so far (the log as they see it) and their observation: nothing more.
"""

from __future__ import annotations

import functools
import pickle
import random
from collections import OrderedDict

import numpy as np
import pyspiel

from rulerun.interpreter.chance import ChanceState, load_chance_game
from rulerun.interpreter.engine import CHANCE, PLAYOUT_DECISIONS, SIMULTANEOUS
from rulerun.interpreter.render import render_entry

from .actions import ActionSpace
from .encoding import ObservationEncoder, describe
from .profile import GameProfile

NAME = "rulerun"
PARAMETERS = {"rulebook": "kuhn_poker", "players": 0, "options": ""}


def parse_options(text: str) -> dict[str, str]:
    """`"a=1;b=x"` (or `"a:1;b:x"`) as {"a": "1", "b": "x"} (the rulebook's layout reads the values)."""
    out = {}
    for pair in (p for p in text.split(";") if p.strip()):
        cut = min((i for i in (pair.find("="), pair.find(":")) if i >= 0), default=-1)
        if cut < 0:
            raise ValueError(f"option {pair!r} is not name=value")
        out[pair[:cut].strip()] = pair[cut + 1:].strip()
    return out


def options_text(options: tuple) -> str:
    """Options as the game's parameter keeps them: `name:value` pairs, which a game string can hold
    (OpenSpiel reads the `=` of `name=value` as its own)."""
    return ";".join(f"{name}:{value}" for name, value in options)


# How many states of a game are kept, by the moves that lead to them: tree searches (CFR and the
# like) come back to the same states at every iteration, and find them here instead of playing the
# rules again (Leduc poker has 9,457). The log entries their logs hold, together, are bounded too:
# a long game's states are large.
KEPT_STATES = 20_000
KEPT_LOG_ENTRIES = 2_000_000


class CompiledRulebook:
    """A rulebook compiled in chance mode, with what OpenSpiel needs to know of it, made once per
    set-up, and the states reached lately (`KEPT_STATES`)."""

    def __init__(self, rulebook: str, players: int, options: tuple):
        self.key = (rulebook, players, options)
        self.game = load_chance_game(rulebook, players or None, dict(options))
        self.profile = GameProfile.of(self.game)
        self.actions = ActionSpace(self.game, self.profile)
        self.encoder = ObservationEncoder(self.game, self.profile)
        self.kept: OrderedDict[tuple, tuple[ChanceState, dict]] = OrderedDict()
        self.kept_log_entries = 0

    def reached(self, moves: tuple) -> tuple[ChanceState, dict] | None:
        """The state the moves lead to, and what has been worked out of it, if kept; the state is not
        to be changed."""
        entry = self.kept.get(moves)
        if entry is not None:
            self.kept.move_to_end(moves)
        return entry

    def keep(self, moves: tuple, state: ChanceState) -> tuple[ChanceState, dict]:
        entry = self.kept[moves] = (state, {})
        self.kept_log_entries += len(state.data.log)
        while len(self.kept) > KEPT_STATES or self.kept_log_entries > KEPT_LOG_ENTRIES:
            _, (old, _) = self.kept.popitem(last=False)
            self.kept_log_entries -= len(old.data.log)
        return entry


@functools.lru_cache(maxsize=32)
def compiled(rulebook: str, players: int, options: tuple) -> CompiledRulebook:
    return CompiledRulebook(rulebook, players, options)


def _game_type(rules: CompiledRulebook) -> pyspiel.GameType:
    m, profile = rules.game.model, rules.profile
    if m.payoff is None:
        utility = pyspiel.GameType.Utility.GENERAL_SUM
    elif m.payoff_total == 0:
        utility = pyspiel.GameType.Utility.ZERO_SUM
    elif m.payoff_total is not None:
        utility = pyspiel.GameType.Utility.CONSTANT_SUM
    else:
        utility = pyspiel.GameType.Utility.GENERAL_SUM
    return pyspiel.GameType(
        short_name=NAME, long_name=f"rulerun: {m.name}",
        dynamics=pyspiel.GameType.Dynamics.SIMULTANEOUS if profile.simultaneous else pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC if profile.chance
        else pyspiel.GameType.ChanceMode.DETERMINISTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION if profile.hidden
        else pyspiel.GameType.Information.PERFECT_INFORMATION,
        utility=utility, reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=m.max_players, min_num_players=m.min_players,
        provides_information_state_string=True, provides_information_state_tensor=False,
        provides_observation_string=True, provides_observation_tensor=True,
        parameter_specification=PARAMETERS)


def _game_info(rules: CompiledRulebook) -> pyspiel.GameInfo:
    m = rules.game.model
    low, high = m.payoff_range if m.payoff is not None else (0, 1)
    total = None if m.payoff is None else m.payoff_total
    return pyspiel.GameInfo(
        num_distinct_actions=rules.actions.size,
        max_chance_outcomes=rules.profile.most_outcomes if rules.profile.chance else 0,
        num_players=m.players, min_utility=float(low), max_utility=float(high),
        utility_sum=None if total is None else float(total), max_game_length=PLAYOUT_DECISIONS)


class RulerunGame(pyspiel.Game):
    """A rulebook as an OpenSpiel game (see the module docstring)."""

    def __init__(self, params=None):
        params = {**PARAMETERS, **(params or {})}
        options = tuple(sorted(parse_options(str(params["options"])).items()))
        self.rules = compiled(str(params["rulebook"]), int(params["players"]), options)
        params["options"] = options_text(options)
        super().__init__(_game_type(self.rules), _game_info(self.rules), params)

    def new_initial_state(self) -> "RulerunState":
        return RulerunState(self)

    def make_py_observer(self, iig_obs_type=None, params=None) -> "RulerunObserver":
        if params:
            raise ValueError(f"observation parameters are not supported; got {params}")
        return RulerunObserver(self.rules, iig_obs_type is not None and iig_obs_type.perfect_recall)


class _Held:
    """What an OpenSpiel state holds of rulerun: the rulerun state, the moves that led to it, and what
    has been worked out of it (legal actions, a player's strings, the log rendered for them). The
    rulerun state is shared (with copies, and with the states kept by the game) and copied only when
    a move changes it; `moves` is None for a state that is not where its moves lead (a redeal), which
    is neither kept nor serialized."""

    __slots__ = ("rules", "_state", "moves", "worked_out")

    def __init__(self, rules: CompiledRulebook, state: ChanceState | None = None, moves: tuple | None = (),
                 worked_out: dict | None = None):
        self.rules = rules
        self._state = state
        self.moves = moves
        self.worked_out = {} if worked_out is None else worked_out

    @property
    def state(self) -> ChanceState:
        """The rulerun state, made when first needed (OpenSpiel makes a new initial state for every
        copy, then sets its attributes from the original's); not to be changed: see `play`."""
        if self._state is None:
            entry = self.rules.reached(()) or self.rules.keep((), self.rules.game.new_initial_state())
            self._state, self.worked_out = entry
        return self._state

    def play(self, player: int, action: int) -> None:
        moves = None if self.moves is None else self.moves + ((player, action),)
        entry = None if moves is None else self.rules.reached(moves)
        if entry is None:
            state = self.state.clone()
            state.apply_action(action, None if player == CHANCE else player)
            entry = (state, {}) if moves is None else self.rules.keep(moves, state)
            # the log rendered so far for each player goes on from the parent's
            entry[1].update((key, text) for key, text in self.worked_out.items() if key[0] == "log")
        self._state, self.worked_out = entry
        self.moves = moves

    def __deepcopy__(self, memo) -> "_Held":
        return _Held(self.rules, self._state, self.moves, self.worked_out)

    def __reduce__(self):
        if self.moves is None:
            raise pickle.PicklingError("a redealt state is not where its moves lead; it cannot be serialized")
        return _replayed, (self.rules.key, self.moves)


def _replayed(key: tuple, moves: tuple) -> _Held:
    """A held state rebuilt by playing its moves again (the serialized form)."""
    held = _Held(compiled(*key))
    for player, action in moves:
        held.play(player, action)
    return held


class RulerunState(pyspiel.State):
    """A game of a rulebook in progress, as OpenSpiel sees it."""

    def __init__(self, game: RulerunGame):
        super().__init__(game)
        self._held = _Held(game.rules)

    @property
    def rulerun_state(self) -> ChanceState:
        """The rulerun state this one wraps, to read (it may be shared: `clone()` it to change it)."""
        return self._held.state

    # ---- the OpenSpiel API ---------------------------------------------------------------------
    def current_player(self) -> int:
        return self._held.state.current_player()

    def _legal(self, player: int) -> list[tuple[int, int]]:
        """(action number, rulerun action) of each legal action of `player`, sorted (`actions.py`)."""
        worked_out = self._held.worked_out
        known = worked_out.get(("legal", player))
        if known is None:
            state = self._held.state
            if state.is_terminal() or player not in state.acting_players():
                known = []
            else:
                known = self._held.rules.actions.legal(state, player)
            worked_out[("legal", player)] = known
        return known

    def _legal_actions(self, player: int) -> list[int]:
        return [a for a, _ in self._legal(player)]

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return self._held.state.chance_outcomes()

    def _apply_action(self, action: int) -> None:
        state = self._held.state
        player = state.current_player()
        if player == CHANCE:
            self._play(CHANCE, action)
            return
        if player == SIMULTANEOUS:
            player = state.acting_players()[0]
        self._play(player, self._rulerun_action(player, action))

    def _apply_actions(self, actions: list[int]) -> None:
        state = self._held.state
        chosen = [(p, self._rulerun_action(p, actions[p])) for p in state.acting_players()]
        for player, action in chosen:
            self._play(player, action)

    def _rulerun_action(self, player: int, action: int) -> int:
        for number, index in self._legal(player):
            if number == action:
                return index
        raise pyspiel.SpielError(f"action {action} is not legal for player {player}")

    def action_number(self, player: int, rulerun_action: int) -> int:
        """The action number of a rulerun action (an option's place in `rulerun_state.options(player)`),
        for agents that decide on the rulerun state (`ismcts`)."""
        decision = self._held.state._decision(player)[0]
        if not 0 <= rulerun_action < len(decision.options):
            raise pyspiel.SpielError(f"player {player} has no option {rulerun_action}")
        value = decision.options[rulerun_action]
        for number, index in self._legal(player):
            if index == rulerun_action or decision.options[index] == value:  # an option offered twice is one action
                return number
        raise pyspiel.SpielError(f"player {player} has no option {rulerun_action}")

    def _play(self, player: int, action: int) -> None:
        self._held.play(player, action)

    def _action_to_string(self, player: int, action: int) -> str:
        state, actions = self._held.state, self._held.rules.actions
        if player == CHANCE:
            return state.chance_text(action) if state.is_chance_node() else f"chance outcome {action}"
        if player in state.acting_players():
            legal = self._legal(player)
            texts = state.options(player)
            label = state.decision_label(player)
            for number, index in legal:
                if number == action:
                    text = texts[index]
                    if sum(texts[i] == text for _, i in legal) > 1:  # the same words for two options
                        text = f"{text} (action {action})"
                    return f"{label}: {text}"
        return actions.describe(action)

    def is_terminal(self) -> bool:
        return self._held.state.is_terminal()

    def returns(self) -> list[float]:
        return self._held.state.returns()

    def __str__(self) -> str:
        return f"{describe(self._held.state, None)}\nmoves: {len(self.history())}"

    # ---- strings of a player's view ---------------------------------------------------------
    def information_state(self, player: int) -> str:
        """What `player` has seen of the game so far (the log as they see it), then their observation."""
        worked_out = self._held.worked_out
        known = worked_out.get(("info", player))
        if known is None:
            state = self._held.state
            log = state.data.log
            rendered, text = worked_out.get(("log", player), (0, ""))
            if rendered < len(log):
                model = state.model
                lines = [line for entry in log[rendered:] if (line := render_entry(model, entry, player)) is not None]
                text = text + "".join(line + "\n" for line in lines)
                worked_out[("log", player)] = (len(log), text)
            known = worked_out[("info", player)] = f"{text}--\n{self.observation(player)}"
        return known

    def observation(self, player: int) -> str:
        """What `player` sees now (`State.observation`, written out)."""
        worked_out = self._held.worked_out
        known = worked_out.get(("observation", player))
        if known is None:
            known = worked_out[("observation", player)] = describe(self._held.state, player)
        return known

    def resample_from_infostate(self, player: int, probability_sampler) -> "RulerunState":
        """A copy that `player` cannot tell from this one, the cards hidden from them dealt again
        (`ChanceState.redeal`); `probability_sampler()` gives numbers in [0, 1) to draw with."""
        other = self.clone()
        rng = random.Random(int(probability_sampler() * 2 ** 53))
        other._held = _Held(self._held.rules, self._held.state.redeal(player, rng), None)
        return other


class RulerunObserver:
    """OpenSpiel's observer of a rulerun game: the information state (perfect recall, a string only)
    or the observation (a string and the vector of `encoding.py`)."""

    def __init__(self, rules: CompiledRulebook, perfect_recall: bool):
        self.rules = rules
        self.perfect_recall = perfect_recall
        if perfect_recall:
            self.tensor = None
            self.dict = {}
        else:
            self.tensor = np.zeros(rules.encoder.size, np.float32)
            self.dict = {"observation": self.tensor}

    def set_from(self, state: RulerunState, player: int) -> None:
        if self.tensor is not None:
            self.tensor[:] = self.rules.encoder.encode(state.rulerun_state, player)

    def string_from(self, state: RulerunState, player: int) -> str:
        if self.perfect_recall:
            return state.information_state(player)
        return state.observation(player)


def _register() -> None:
    """Registers the game `rulerun` (with the type of the default rulebook; each game has its own)."""
    pyspiel.register_game(_game_type(compiled(PARAMETERS["rulebook"], 0, ())), RulerunGame)


_register()

__all__ = ["RulerunGame", "RulerunState", "parse_options", "NAME"]
