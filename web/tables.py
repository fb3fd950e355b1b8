"""Games played by people in their browsers against the agents: tables, seats and what a seat is sent.

A `Lobby` starts `Table`s (games) from one rulebook set-up. Each human seat of a table has a secret
token, its link; the other seats are played by agents. Everything a seat is sent is made for that
seat's player by a `FrameMaker` (the engine's observation and the player's own log), and a seat
answers only its own decisions: by the number of an option it was shown, and the number of the
decision (`turn`: how many decisions the seat has answered), so that an answer meant for a decision
already made is refused, not applied to the next one. Nothing here knows of HTTP; `server.py` carries
these messages over WebSockets.
"""

from __future__ import annotations

import json
import secrets
from pathlib import Path

from rulerun.grammar import RulesErrors
from rulerun.interpreter.agents import Agent, make_agents, parse_agent
from rulerun.interpreter.engine import Game, find_rulebook, load_game
from rulerun.interpreter.replay import game_record, rulebook_digest

from .frames import FrameMaker, table_layout
from .hints import Hints, find_hints

# The most tables one server keeps; the oldest finished ones are let go first.
MAX_TABLES = 200


class Rejected(Exception):
    """An answer a seat may not give now; the message says why, for the player to read."""


class Seat:
    """A human seat: its player, its secret token, and what it was sent."""

    def __init__(self, table: "Table", player: int, token: str):
        self.table, self.player, self.token = table, player, token
        self.maker = FrameMaker(table.game, player, table.hints)
        self.turn = 0  # the decisions this seat has answered
        self.lines: list[str] = []  # every log line the seat was sent
        self.last: dict | None = None  # the last frame the seat was sent
        self.outbox: list[dict] = []  # messages not yet sent

    def take(self, frame: dict | None) -> None:
        if frame is None:
            return
        self.lines.extend(frame["lines"])
        self.last = frame
        self.outbox.append(self.frame_message(frame))

    def frame_message(self, frame: dict) -> dict:
        message = {"kind": "frame", "frame": frame, "turn": self.turn}
        if frame.get("winners") is not None:
            message["over"] = True
        return message

    def welcome(self) -> dict:
        """What a page that (re)connects is sent first: the log so far and the table now."""
        assert self.last is not None, "a seat has its first frame when its table starts"
        return {**self.frame_message(self.last), "kind": "welcome", "player": self.player, "lines": self.lines}


class Table:
    """One game: its state, human seats with tokens, agents in the other seats."""

    def __init__(self, number: int, game: Game, rulebook: str, options: dict, seed: int, humans: list[int],
                 agents: list[Agent], hints: Hints):
        self.number, self.game, self.rulebook, self.options, self.seed = number, game, rulebook, options, seed
        self.hints = hints
        self.state = game.new_initial_state(seed)
        self.agents = agents
        self.seats = {p: Seat(self, p, secrets.token_urlsafe(24)) for p in humans}
        self.error: str | None = None  # a rulebook error that stopped the game
        self.after_step()

    @property
    def over(self) -> bool:
        return self.state.is_terminal() or self.error is not None

    def layout(self, player: int) -> dict:
        return table_layout(self.game, self.hints, player)

    def after_step(self) -> None:
        for seat in self.seats.values():
            seat.take(seat.maker.frame(self.state))

    def agent_to_move(self) -> int | None:
        """An agent's seat that must decide now, or None (the humans' turn, or the end)."""
        if self.over:
            return None
        for player in self.state.acting_players():
            if player not in self.seats:
                return player
        return None

    def step_agent(self) -> bool:
        """One agent's decision; whether one was made."""
        player = self.agent_to_move()
        if player is None:
            return False
        try:
            self.state.apply_action(self.agents[player].step(self.state, player), player)
        except RulesErrors as errs:
            self.stop(errs)
            return True
        self.after_step()
        return True

    def act(self, player: int, message) -> None:
        """A seat's answer: `{"act": OPTION, "turn": TURN}`; raises `Rejected` where it may not be given."""
        seat = self.seats[player]
        if not isinstance(message, dict) or type(message.get("act")) is not int or type(message.get("turn")) is not int:
            raise Rejected('send {"act": OPTION NUMBER, "turn": DECISION NUMBER}')
        if self.over:
            raise Rejected("the game is over")
        if message["turn"] != seat.turn:
            raise Rejected("that decision was already answered")
        if player not in self.state.acting_players():
            acting = self.state.observation(player).get("acting") or []
            if acting:
                raise Rejected(f"it is {', '.join(f'P{p + 1}' for p in acting)}'s decision, not yours")
            raise Rejected("you have no decision to make now")
        actions = self.state.legal_actions(player)
        option = message["act"]
        if not 0 <= option < len(actions):
            raise Rejected(f"there is no option {option + 1}; the options are 1 to {len(actions)}")
        seat.turn += 1
        try:
            self.state.apply_action(actions[option], player)
        except RulesErrors as errs:
            self.stop(errs)
            return
        self.after_step()

    def stop(self, errs: RulesErrors) -> None:
        self.error = str(errs.errors[0]) if errs.errors else "the rules failed"
        for seat in self.seats.values():
            seat.outbox.append({"kind": "error", "message": f"the game stopped: {self.error}"})

    def log_lines(self) -> str:
        """The whole game as JSON Lines (`rulerun replay` checks it): only once the game is over, as it
        holds every card and the seed."""
        if not self.state.is_terminal():
            raise Rejected("the log of a game is given once the game is over")
        head = game_record(self.rulebook, self.game.num_players(), self.seed, self.options,
                           rulebook_digest(find_rulebook(self.rulebook)))
        records = [head, *self.state.log_records(None)]
        return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)


class Lobby:
    """Starts tables of one rulebook set-up and finds seats by their tokens."""

    def __init__(self, file: str, players: int | None, options: dict, humans: list[int], agents: list[str],
                 seed: int | None = None, game: Game | None = None):
        self.rulebook = _log_name(file)
        self.options = options
        self.game = game if game is not None else load_game(file, players=players, options=options)
        n = self.game.num_players()
        if not humans or any(not 0 <= p < n for p in humans) or len(set(humans)) != len(humans):
            raise ValueError(f"seats are distinct numbers from 1 to {n}")
        self.humans = sorted(humans)
        names = [a.strip() for a in agents if a.strip()] or ["random"]
        for name in names:
            if parse_agent(name)[0] == "human":
                raise ValueError("the agents play the seats no person takes; 'human' is not an agent here")
        self.agent_names = names
        program = self.game.rules.program if self.game.rules is not None else None
        self.hints = find_hints(find_rulebook(file), program) if program is not None else Hints()
        self.seed = seed
        self.host_token = secrets.token_urlsafe(24)
        self.tables: list[Table] = []
        self.seats: dict[str, Seat] = {}

    def new_table(self) -> Table:
        seed = self.seed + len(self.tables) if self.seed is not None else secrets.randbelow(2**31)
        n = self.game.num_players()
        # the agents' names are for the seats no person takes, in seat order; a short list is extended
        others = iter(self.agent_names + [self.agent_names[-1]] * n)
        names = ["first" if p in self.humans else next(others) for p in range(n)]
        agents = make_agents(names, n, secrets.randbelow(2**31) if self.seed is None else seed)
        number = self.tables[-1].number + 1 if self.tables else 1
        table = Table(number, self.game, self.rulebook, self.options, seed, self.humans, agents, self.hints)
        self.tables.append(table)
        for seat in table.seats.values():
            self.seats[seat.token] = seat
        self._let_go()
        return table

    def seat(self, token: str) -> Seat | None:
        return self.seats.get(token)

    def _let_go(self) -> None:
        while len(self.tables) > MAX_TABLES:
            done = next((t for t in self.tables if t.over), self.tables[0])
            self.tables.remove(done)
            for seat in done.seats.values():
                self.seats.pop(seat.token, None)


def _log_name(file: str) -> str:
    """How a log names the rulebook: a bundled rulebook by its name, a file by its absolute path (a log
    may be replayed from another folder)."""
    path = Path(file)
    return str(path.resolve()) if path.exists() else file
