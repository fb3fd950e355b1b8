"""`rulerun view`: a game's JSON Lines log as one HTML page that shows the table at every step.

The game is played again from its log, as `rulerun replay` does (every action checked), and after
every action each viewer's frame is taken (`frames.py`). A page for everyone holds the frames of
every viewer, so that it can be viewed as any player; a page for one player holds that player's
frames only, made from that player's view: nothing else of the game is in the file (not the seed,
not another player's choices by number).
"""

from __future__ import annotations

from pathlib import Path

from rulerun.grammar import RulesError, RulesErrors, Span
from rulerun.interpreter.engine import Game, State, find_rulebook
from rulerun.interpreter.replay import read_log, replay_records

from .frames import FrameMaker, table_layout
from .hints import Hints, find_hints, load_hints
from .page import pack_frames, render_page


def view_log(log: str | Path, view: int | None = None, hints: str | Path | None = None) -> str:
    """The replay page of a log file, for everyone (`view` None) or one player (0-based)."""
    path = Path(log)
    return view_records(path, read_log(path), view, hints)


def view_records(path: Path, records: list[tuple[int, dict]], view: int | None = None,
                 hints: str | Path | None = None) -> str:
    """The replay page of a log's records (`path` names the log in messages); `hints` is a hints file
    to use instead of the one beside the rulebook."""
    head = records[0][1] if records and isinstance(records[0][1], dict) else {}
    if "view" in head:
        raise RulesErrors([RulesError(f"this log shows only P{head['view']}'s view; a replay needs the whole "
                                      "game (write it with --json --view all)", Span(str(path), 1, 1),
                                      code="replay")])
    recorder = _Recorder(view, hints, str(head.get("rulebook", "")), head.get("seed"))
    replay_records(path, records, recorder.watch)
    return recorder.page()


class _Recorder:
    """Collects the frames of every viewer of the page while the game is replayed."""

    def __init__(self, view: int | None, hints: str | Path | None, rulebook: str, seed):
        self.view, self.hints_file, self.rulebook, self.seed = view, hints, rulebook, seed
        self.makers: list[FrameMaker] = []
        self.frames: list[list[dict]] = []
        self.game: Game | None = None
        self.hints = Hints()

    def watch(self, game: Game, state: State) -> None:
        if self.game is None:
            self.start(game)
        for maker, frames in zip(self.makers, self.frames):
            frame = maker.frame(state)
            if frame is not None:
                frames.append(frame)

    def start(self, game: Game) -> None:
        self.game = game
        players = game.num_players()
        if self.view is not None and not 0 <= self.view < players:
            raise RulesErrors([RulesError(f"the game has {players} players; there is no P{self.view + 1}",
                                          Span("<view>"), code="option")])
        self.hints = self.load_hints(game)
        # a page for everyone may be viewed as anyone, and may say how many decisions each step is
        views = [None, *range(players)] if self.view is None else [self.view]
        self.makers = [FrameMaker(game, v, self.hints, numbered=self.view is None) for v in views]
        self.frames = [[] for _ in views]

    def load_hints(self, game: Game) -> Hints:
        program = game.rules.program if game.rules is not None else None
        if program is None:
            return Hints()
        if self.hints_file is not None:
            return load_hints(Path(self.hints_file), program)
        return find_hints(find_rulebook(self.rulebook), program)

    def page(self) -> str:
        assert self.game is not None, "a replay always shows its first state"
        layout = table_layout(self.game, self.hints, self.view)
        if self.view is None:  # the seed deals the whole game again: for a page that shows it all anyway
            layout["seed"] = self.seed
        views = [{"view": maker.view, **pack_frames(frames)} for maker, frames in zip(self.makers, self.frames)]
        who = "everyone" if self.view is None else f"P{self.view + 1}"
        title = f"{self.game.model.name}: replay as seen by {who}"
        return render_page(title, "replay", {"layout": layout, "views": views}, ["table.js", "viewer.js"])
