"""Pass 4: running a compiled model. A game API in the shape of OpenSpiel's.

`load_game()` reads a rulebook (text or JSON document, see `loading.py`) and compiles it for a
player count and options; `Game.new_initial_state(seed)` gives a `State` that runs the rules up to
the first decision. The run loop executes steps of the frame on top of the current stack until a
step stops it: a decision, a simultaneous block, or the end of the game.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any, Callable

from rulerun.grammar import RulesError, RulesErrors, Span, parse_rules

from .compiler import CompiledRules, compile_rulebook, evaluate
from .faults import culprit, describe, failed_frame, generated_site, shown_option
from .limits import GAME_STEP_LIMIT, PLAYOUT_DECISIONS, STEP_LIMIT, endless_game, endless_playout
from .loading import find_rulebook, load_document, read_rulebook_text  # noqa: F401 - imported from here too
from .logbook import Chosen
from .model import Model
from .render import card_options, render_log, render_log_records, render_table, render_value
from .rigging import PositionRigging
from .runners import run_funcs, run_part, run_stack
from .runtime import PlayoutCut, Runaway
from .schema import validate_document
from .secrets import determinize
from .state import CHANCE, SIMULTANEOUS, TERMINAL, Halt, RuleLimit, StateData, Veil



def load_game(path: str | Path, players: int | None = None, options: dict[str, Any] | None = None,
              counting: bool = False) -> "Game":
    """Loads and compiles a rulebook for a player count (default: its minimum) and options
    (`counting`: with rule coverage counted by its code, as `rulerun simulate` plays it). A game
    whose random draws are chance nodes is loaded by `chance.load_chance_game`."""
    doc, text = load_document(path)
    return Game.from_document(doc, players, options, text, counting=counting)


class Game:
    """A compiled rulebook, ready to start games."""

    def __init__(self, model: Model, rules: CompiledRules | None = None):
        self.model = model
        self.rules = rules  # what the model was compiled from (None for a model made elsewhere)
        # where every card starts, and its card variables: each new state copies them
        zones = [[] for _ in model.zone_instances]
        loc = [0] * len(model.card_names)
        for inst, cards in model.decks:
            zones[inst].extend(cards)
            for c in cards:
                loc[c] = inst
        self._start = (zones, loc, [v for v in model.card_var_defaults for _ in model.card_names])

    @classmethod
    def from_document(cls, doc: dict, players: int | None = None, options: dict[str, Any] | None = None,
                      text: str | None = None, native: bool = True, counting: bool = False) -> "Game":
        """Compiles a rulebook document; `native=False` keeps every statement a step (for tools
        that count steps); `counting` compiles code that counts rule coverage (`coverage.py`)."""
        model, rules = compile_rulebook(doc, players, options, text, native, counting)
        return cls(model, rules)

    def evaluate(self, state: "State", expression: str) -> Any:
        """The value of an expression of the rulebook's language in a state (for tests and tools)."""
        from rulerun.grammar import parse_expression

        if self.rules is None:
            raise ValueError("this game was not compiled here; no names to evaluate with")
        return evaluate(self.rules, state, parse_expression(expression))

    @classmethod
    def from_text(cls, text: str, players: int | None = None, options: dict[str, Any] | None = None,
                  file: str = "<rules>") -> "Game":
        doc = parse_rules(text, file)
        validate_document(doc, file, text)
        return cls.from_document(doc, players, options, text)

    def num_players(self) -> int:
        return self.model.players

    def blank_state(self, seed: int = 0, log: bool = True) -> "State":
        """A state with the decks in place and no rule run yet: for rigging test positions."""
        m = self.model
        d = StateData()
        d.model = m
        zones, loc, cvars = self._start
        d.zones = list(map(list.copy, zones))
        d.loc = loc[:]
        d.vars = [v.copy() if type(v) is dict else v for v in m.var_defaults]
        d.cvars = cvars[:]
        d.stack = []
        d.cur = d.stack
        d.threads = None
        d.veil = None
        d.pending = None
        d.events = []
        d.rng = random.Random(seed)
        d.terminal = False
        d.winners = None
        d.log = [] if log else None
        d.steps = 0
        d.decisions = 0
        d.thread_player = None
        d.chooser = None
        d.bits = None
        d.inline_until = 0
        d.inline_thread = None
        d.step_limit = m.step_limit or STEP_LIMIT
        d.budget = 0
        d.budget_filled = None
        d.memos = None
        return State(d)

    def new_initial_state(self, seed: int = 0, log: bool = True) -> "State":
        """A new game: runs the rulebook's `play` block up to the first decision."""
        state = self.unstarted_state(seed, log)
        state._run()
        return state

    def playout(self, seed: int, chooser: Callable[[int], int], log: bool = False) -> "State":
        """A new game played to its end by `chooser`, from its first decision on: the game that
        `new_initial_state(seed, log)` and then its `playout(chooser)` play (see `State.playout`)."""
        state = self.unstarted_state(seed, log)
        state.playout(chooser)
        return state

    def unstarted_state(self, seed: int, log: bool) -> "State":
        """A new game with no rule run yet: its `State.playout` runs the `play` block from its
        start (`new_initial_state` runs it up to the first decision)."""
        state = self.blank_state(seed, log)
        state.data.stack.append([self.model.main, 0, [None] * self.model.procedures[self.model.main].nlocals])
        return state


class State(PositionRigging):
    """One game in progress. All its facts are in `data` (plain data); the model is shared."""

    __slots__ = ("data",)

    def __init__(self, data: StateData):
        self.data = data

    @property
    def model(self) -> Model:
        return self.data.model

    # ---- OpenSpiel-shaped API --------------------------------------------------------------
    def current_player(self) -> int:
        d = self.data
        if d.terminal:
            return TERMINAL
        if d.threads is not None:
            return SIMULTANEOUS
        if d.pending is None:
            raise ValueError("no decision is pending")
        return d.pending.player

    def acting_players(self) -> list[int]:
        """The players who must decide now (several at a simultaneous decision point)."""
        d = self.data
        if d.terminal:
            return []
        if d.threads is not None:
            acting = []  # (a loop: a comprehension is a call of a function of its own)
            for t in d.threads:
                if t.decision is not None:
                    acting.append(t.player)
            return acting
        return [] if d.pending is None else [d.pending.player]

    def _decision(self, player: int | None):
        d = self.data
        if d.terminal:
            raise ValueError("the game is over")
        if d.threads is not None:
            for t in d.threads:
                if t.decision is not None and (player is None or t.player == player):
                    return t.decision, t
            raise ValueError(f"player {player} has no decision to make")
        if d.pending is None:
            raise ValueError("no decision is pending")
        if player is not None and player != d.pending.player:
            raise ValueError(f"player {player} has no decision to make")
        return d.pending, None

    def legal_actions(self, player: int | None = None) -> list[int]:
        d = self.data
        decision = d.pending
        if decision is not None and d.threads is None and (player is None or player == decision.player):
            return list(range(len(decision.options)))
        if d.terminal:
            return []
        decision, _ = self._decision(player)
        return list(range(len(decision.options)))

    def apply_action(self, action: int, player: int | None = None) -> None:
        d = self.data
        decision = d.pending
        if (decision is not None and d.threads is None and d.log is None and (player is None or player == decision.player)
                and 0 <= action < len(decision.options)):
            # the common case, in short: one player's decision, no log
            d.pending = None
            d.stack[-1][2][decision.slot] = decision.options[action]
            d.decisions += 1
        else:
            decision, thread = self._decision(player)
            if not 0 <= action < len(decision.options):
                raise ValueError(f"illegal action {action}")
            self._settle(decision, thread, action)
        m = d.model
        if m.funcs is not None and d.steps <= GAME_STEP_LIMIT and (d.memos is not None or not m.memo_tables):
            self._loop(d, m.procedures, m.funcs, run_funcs)  # what `_run(kept=True)` does here: a call less
        else:
            self._run(kept=True)

    def _settle(self, decision, thread, action: int) -> None:
        """Answers a pending decision (of the main stack, or of a thread) with an action in range."""
        d = self.data
        if thread is None:
            stack = d.stack
            d.pending = None
            audience = (1 << decision.player) if decision.secret else None
        else:
            stack = thread.stack
            thread.decision = None
            thread.answers += (action,)
            audience = 1 << thread.player
        stack[-1][2][decision.slot] = decision.options[action]
        d.decisions += 1
        if d.log is not None:
            d.cur = stack
            d.log.append(Chosen(audience, decision.player, shown_option(d, decision, action), decision.label,
                          False, action))

    def playout(self, chooser: Callable[..., int], max_decisions: int | None = None, seated: bool = False) -> None:
        """Plays on, every decision answered by `chooser(number of options) -> action`, to the end of
        the game or for `max_decisions` decisions. The chooser must answer with an action in
        `range(number of options)`; inside the run its answers are not checked again. With
        `seated`, the chooser is asked `chooser(number of options, player)`: who decides (in the
        state as it stands at that decision: a caller may look at it, as agents and simulations do).

        The same game as answering each decision through `apply_action` in turn (the first acting
        player at a simultaneous point), only without leaving the rules between decisions: with
        `random.Random(seed).randrange` as the chooser, a playout is move for move the random game
        that `apply_action(rng.randrange(len(legal_actions(p))), p)` plays. A chooser may end it at a
        decision by raising `state.Halt`; a game not ended after `PLAYOUT_DECISIONS` decisions is an error.
        """
        d = self.data
        if seated:
            pass
        elif getattr(chooser, "__func__", None) is random.Random.randrange:
            # `randrange(n)` is `_randbelow(n)` for every n >= 1 (a decision has 2 options or more)
            below = chooser.__self__._randbelow
            if below.__func__ is random.Random._randbelow_with_getrandbits:
                d.bits = chooser.__self__.getrandbits  # generated code draws as `_randbelow` would
            chooser = _unseated(below)
        else:
            chooser = _unseated(chooser)
        until = d.decisions + (PLAYOUT_DECISIONS if max_decisions is None else max_decisions)
        d.chooser, d.inline_until = chooser, until
        try:
            if d.stack and d.pending is None and d.threads is None and not d.terminal:
                self._run(playing_out=max_decisions is None)  # a game not started yet (`Game.playout`)
            while not d.terminal and d.decisions < until and (d.pending is not None or d.threads is not None):
                decision, thread = self._decision(None)
                action = chooser(len(decision.options), decision.player)
                if not 0 <= action < len(decision.options):
                    raise ValueError(f"illegal action {action}")
                self._settle(decision, thread, action)
                self._run(playing_out=max_decisions is None, kept=True)
        finally:
            d.chooser, d.bits, d.inline_until, d.inline_thread = None, None, 0, None
        if max_decisions is None and not d.terminal and d.decisions >= until:
            raise endless_playout(self.model, PLAYOUT_DECISIONS)

    def endless_game(self, decisions: int) -> RulesErrors:
        """The error for a game that has made `decisions` decisions without ending (`limits.py`)."""
        return endless_game(self.model, self.data, decisions)

    def action_to_string(self, action: int, player: int | None = None) -> str:
        decision, _ = self._decision(player)
        ref = shown_option(self._table(), decision, action)
        return f"{decision.label}: {render_value(self.model, ref, decision.player)}"

    def options(self, player: int | None = None) -> list[str]:
        """The legal actions as text (without the label), in action order."""
        decision, _ = self._decision(player)
        table = self._table()
        texts = card_options(self.model, table, decision)
        return texts if texts is not None else [render_value(self.model, shown_option(table, decision, a),
                                                             decision.player) for a in range(len(decision.options))]

    def _table(self):
        """Where cards lie as players are shown it: while a simultaneous block runs, as it began (an
        option's card would otherwise show where another player's part put it)."""
        d = self.data
        return d.veil if d.threads is not None and d.veil is not None else d

    def table_seen_by(self, player: int | None):
        """The table `observation(player)` is made from: while a simultaneous block runs, a player
        sees it as the block began (its `Veil`); None (everything) sees the table as it is."""
        return self.data if player is None else self._table()

    def act(self, option: str, player: int | None = None) -> None:
        """Applies the action shown as `option` (as in `options()`): for readable rule tests."""
        shown = self.options(player)
        if option not in shown:
            raise ValueError(f"{option!r} is not an option of '{self.decision_label(player)}'; options: {shown}")
        self.apply_action(shown.index(option), player)

    def decision_label(self, player: int | None = None) -> str:
        return self._decision(player)[0].label

    def is_terminal(self) -> bool:
        return self.data.terminal

    def winners(self) -> list[int]:
        return list(self.data.winners or [])

    def returns(self) -> list[float]:
        """Each player's return: 0 until the game ends; then the rulebook's `payoff`, or without one
        a share of the victory (1 split among the winners)."""
        n = self.model.players
        if not self.data.terminal:
            return [0.0] * n
        if self.model.payoff is not None:
            return self._payoffs()
        w = self.data.winners or []
        return [1.0 / len(w) if p in w else 0.0 for p in range(n)]

    def _payoffs(self) -> list[float]:
        """The `payoff` of each player, checked against its declared range and total."""
        m = self.model
        try:
            values = [m.payoff(self.data, p) for p in range(m.players)]
        except Exception as err:  # noqa: BLE001 - a fault of the rules becomes a located error
            raise RulesErrors([RulesError(f"run-time error in 'payoff': {describe(err)}", m.payoff_span,
                                          code="runtime", source=m.source_text)]) from None
        low, high = m.payoff_range
        for p, v in enumerate(values):
            if type(v) is not int or not low <= v <= high:
                raise RulesErrors([RulesError(f"the payoff of P{p + 1} is {v}, outside {low} to {high}",
                                              m.payoff_span, code="runtime", source=m.source_text)])
        if m.payoff_total is not None and sum(values) != m.payoff_total:
            raise RulesErrors([RulesError(f"the payoffs {values} add up to {sum(values)}, not {m.payoff_total}",
                                          m.payoff_span, code="runtime", source=m.source_text)])
        return [float(v) for v in values]

    def clone(self) -> "State":
        d = StateData()
        self.data.copy_into(d)
        return State(d)

    def resample(self, player: int, rng: random.Random, places: tuple | None = None) -> "State":
        """A copy of this state in which the cards `player` cannot see are dealt again at random, and
        the values `player` may not know are their declared defaults.

        Every hidden position keeps its zone and place, but which hidden card lies there is drawn
        anew (`secrets.redeal_hidden`). Then every variable place and card variable the player may
        not know is set to its declared default, the value it had
        when the game began (a value drawn from what the player has seen could tell more than the
        player knows; the default tells nothing). A determinization consistent with the player's
        observation, for search agents; it depends only on what the player may know and on `rng`.
        While a simultaneous block runs, it starts from the table as the block found it (`Veil`):
        what any player's part did is not in it: the parts start again from the block's beginning
        and run here on this deal up to their decisions, the player's own answered again as the
        player answered it (`Thread.answers`), the others' left to decide. `places`: where the hidden
        cards lie, worked out once for many resamples (`secrets.hidden_places`).
        """
        state = State(determinize(self.data, player, rng, places))
        d = state.data
        if d.threads is not None and not d.terminal and any(t.decision is None and t.stack for t in d.threads):
            own = next((t.answers for t in self.data.threads if t.player == player), ())
            state._run()
            for action in own:
                thread = next((t for t in d.threads or () if t.player == player), None)
                if d.terminal or thread is None or thread.decision is None or action >= len(thread.decision.options):
                    break
                state._settle(thread.decision, thread, action)
                state._run()
            d.decisions = self.data.decisions
        return state

    # ---- observation --------------------------------------------------------------------
    def visible(self, card: int, player: int | None) -> bool:
        """Whether `player` (None: an omniscient viewer) may see which card this is."""
        if player is None:
            return True
        m, d = self.model, self.data
        inst = d.loc[card]
        if m.instance_top_only[inst]:
            return d.zones[inst][-1] == card
        return bool(m.instance_masks[inst] >> player & 1)

    def observation(self, player: int | None) -> dict:
        """Everything `player` may see (None: everything), as plain data."""
        m, d = self.model, self.data
        # while a simultaneous block runs, players see the table as it was when the block began
        zones, variables = render_table(m, self.table_seen_by(player), player)
        obs = {"player": player, "zones": zones, "vars": variables, "terminal": d.terminal}
        if not d.terminal:
            acting = self.acting_players()
            if d.threads is not None:
                # who is still deciding in secret would tell how many decisions a player made
                obs["simultaneous"] = True
                acting = [p for p in acting if p == player] if player is not None else acting
            elif d.pending is not None and d.pending.secret and player is not None:
                # that a player is asked at all may tell what they hold
                acting = [p for p in acting if p == player]
            obs["acting"] = acting
            if acting and (player is None or player in acting):
                decision, _ = self._decision(player if player is not None else acting[0])
                obs["decision"] = {"label": decision.label,
                                   "options": [self.action_to_string(a, decision.player)
                                               for a in range(len(decision.options))]}
        else:
            obs["winners"] = list(d.winners or [])
        return obs

    # ---- logs ---------------------------------------------------------------------------
    def log_lines(self, view: int | None = None) -> list[str]:
        """The game's log as text, as `view` sees it (None: everything)."""
        return render_log(self.model, self._log_seen(view), view)

    def log_records(self, view: int | None = None) -> list[dict]:
        """The game's log as JSON-able records, as `view` sees it."""
        return render_log_records(self.model, self._log_seen(view), view)

    def _log_seen(self, view: int | None) -> list | None:
        """The log records a player may read now: while a simultaneous block runs, those written
        before it began and those written for that player alone (their own part's), see `Veil`."""
        d = self.data
        if view is None or d.threads is None or d.log is None or d.veil is None:
            return d.log
        start = d.veil.log_length
        own = 1 << view
        return d.log[:start] + [r for r in d.log[start:] if getattr(r, "audience", None) == own]

    # ---- rigging positions for tests (cards and variables: `PositionRigging`) -------------
    def call(self, procedure: str, *args: Any) -> None:
        """Runs one procedure of the rulebook from this position, up to its first decision."""
        m = self.model
        idx = m.proc_index[procedure]
        local = [None] * m.procedures[idx].nlocals
        local[: len(args)] = args
        self.data.stack.append([idx, 0, local])
        self._run()

    def done(self) -> bool:
        """Whether nothing is left to run (a called procedure finished, or the game ended)."""
        d = self.data
        return d.terminal or (not d.stack and d.threads is None and d.pending is None)

    # ---- the run loop ---------------------------------------------------------------------
    def _run(self, playing_out: bool = False, kept: bool = False) -> None:
        """Runs the rules until a decision, the end of the game, or an empty stack. `playing_out`: in
        a playout without a limit of decisions, with the procedures' playout versions (`Model.pfuncs`).
        `kept`: from the decision the last run stopped at, with the defines' values it kept.
        (`apply_action` calls the run loop itself where this would do nothing else: keep the two
        in step.)"""
        d = self.data
        if d.steps > GAME_STEP_LIMIT:
            raise RulesErrors([RulesError(f"the game ran more than {GAME_STEP_LIMIT} steps; it seems never to end",
                                          Span(self.model.source, 1, 1), code="limit")])
        m = d.model
        if m.memo_tables and (d.memos is None or not kept):
            d.empty_memos()  # the defines' values kept: none of a position changed from outside
        if m.funcs is not None:
            self._loop(d, m.procedures, m.pfuncs if playing_out else m.funcs, run_funcs)
        else:
            self._loop(d, m.procedures, m.codes, run_stack)

    def _loop(self, d, procs, codes, run) -> None:
        steps = 0
        limit = d.step_limit = d.model.step_limit or STEP_LIMIT
        before = d.decisions
        try:
            while True:
                if d.threads is not None:
                    if d.veil is None:  # a block begins: nothing its parts do shows until it ends
                        d.veil = Veil(d)
                    waiting = False
                    for t in d.threads:
                        if t.decision is None and t.stack:
                            steps = run_part(d, t, run, codes, steps, limit, before)
                            if d.terminal:
                                return
                        waiting = waiting or t.decision is not None
                    if waiting:
                        # A playout answers the first waiting player's decision, as its caller would. That
                        # player stays the first one waiting until their part ends, and no other part runs
                        # meanwhile: their next decisions are answered as they are asked. Then the next.
                        for t in d.threads:
                            if t.decision is None:
                                continue
                            if d.decisions >= d.inline_until:
                                return
                            self._settle(t.decision, t, d.chooser(len(t.decision.options), t.player))
                            d.inline_thread = t.player
                            steps = run_part(d, t, run, codes, steps, limit, before)
                            if d.terminal or t.decision is not None:  # the end, or the playout's last decision
                                return
                    d.threads = None
                    d.veil = None
                    d.inline_thread = None
                stack = d.stack
                d.cur = stack
                if not stack:
                    return
                steps = run(d, stack, codes, steps, limit, before)
                if d.terminal or d.pending is not None:
                    return
                if d.threads is None and not stack:
                    return
        except Runaway as err:
            name, span = self._site(d, procs, err)
            raise RulesErrors([RulesError(
                f"the rules ran {limit} steps without a decision; '{name}' seems to loop forever",
                span, code="loop", source=self.model.source_text)]) from None
        except PlayoutCut:
            raise endless_playout(self.model, PLAYOUT_DECISIONS) from None
        except RuleLimit as err:
            stack = d.cur if d.cur else d.stack
            name, span = self._site(d, procs, err) if stack else (None, Span(self.model.source))
            raise RulesErrors([RulesError(str(err), span, code="limit", source=self.model.source_text)]) from None
        except (RulesErrors, KeyboardInterrupt, Halt):
            raise
        except Exception as err:  # noqa: BLE001 - a rulebook's run-time fault becomes a located error
            stack = d.cur if d.cur else d.stack
            if not stack:
                raise
            name, span = self._site(d, procs, err)
            proc, fr = failed_frame(procs, stack[-1], name, self.model, err)
            detail = culprit(d, proc, fr, span, err) or describe(err)
            raise RulesErrors([RulesError(f"run-time error in '{name}': {detail}", span,
                                          code="runtime", source=self.model.source_text)]) from None
        finally:
            d.steps += steps

    def _site(self, d, procs, err: BaseException) -> tuple[str, Span]:
        """The procedure and statement where the run stopped with `err`: the innermost statement of
        generated code in its traceback, else the step last run."""
        site = generated_site(self.model, err)
        if site is not None:
            return site
        stack = d.cur if d.cur else d.stack
        fr = stack[-1]
        proc = procs[fr[0]]
        return proc.name, proc.spans[max(fr[1] - 1, 0)]


def _unseated(chooser: Callable[[int], int]) -> Callable[[int, int], int]:
    """A chooser of the number of options alone, asked as the run loop asks (with the player)."""
    return lambda n, player: chooser(n)


__all__ = ["Game", "State", "CHANCE", "SIMULTANEOUS", "TERMINAL", "load_game", "load_document", "find_rulebook"]
