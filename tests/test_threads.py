"""States run in several threads at once (and one game's rules run inside another's playout): each
game counts its steps and loop rounds against its own step limit, so no game is stopped for
another's loops, and a loop that never ends is still stopped, and named, while other games play."""

from __future__ import annotations

import random
import threading
from pathlib import Path

import pytest

from rulerun.grammar import RulesErrors
from rulerun.interpreter import records
from rulerun.interpreter.engine import SIMULTANEOUS, Game, load_game

RULES = Path(__file__).parent / "fixtures" / "threads"
# tight.rules's step limits with generated code and step by step (where every statement is a step):
# a little more than the 532 and 2,106 steps its first games need
TIGHT_LIMITS = (600, 2_400)


def load(name: str) -> Game:
    return load_game(RULES / f"{name}.rules", players=2)


def with_step_limit(game: Game, limit: int) -> Game:
    return Game(records.evolve(game.model, step_limit=limit), game.rules)


def play(game: Game, seed: int, playout: bool = True) -> tuple:
    """A random game played through `apply_action` (and the same game as a playout): its log and
    returns (or the error that stopped it)."""
    try:
        state = game.new_initial_state(seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            player = state.current_player()
            if player == SIMULTANEOUS:
                player = state.acting_players()[0]
            state.apply_action(rng.randrange(len(state.legal_actions(player))), player)
        if not playout:
            return state.log_lines(), state.returns()
        played = game.playout(seed, random.Random(seed).randrange, log=True)
        return state.log_lines(), state.returns(), played.log_lines(), played.returns()
    except RulesErrors as errs:
        return str(errs)


def in_threads(*work) -> list:
    """Runs each function in a thread of its own, all at once; returns what each returned (raises
    what the first that failed raised)."""
    results: list = [None] * len(work)
    failed: list[BaseException] = []

    def run(i: int) -> None:
        try:
            results[i] = work[i]()
        except BaseException as err:  # noqa: BLE001 - raised again in the test's own thread
            failed.append(err)

    threads = [threading.Thread(target=run, args=(i,)) for i in range(len(work))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    if failed:
        raise failed[0]
    return results


def test_games_with_different_step_limits_play_in_threads_as_they_play_alone(switching_often):
    native = load("tight")
    step_by_step = Game.from_document(native.rules.doc, 2, None, native.rules.text, native=False)
    tight = [with_step_limit(game, limit) for game, limit in zip((native, step_by_step), TIGHT_LIMITS)]
    loose = [load("loose")]
    alone = {(id(game), seed): play(game, seed, playout=game in loose) for game in tight + loose for seed in range(3)}
    assert all(type(result) is tuple for result in alone.values()), alone
    done = threading.Event()

    def tight_games() -> list:
        # tight games again and again, for as long as the loose ones play: through `apply_action`, so
        # that a run starts at every decision
        played = []
        while not done.is_set() or len(played) < 4:
            game, seed = tight[len(played) % 2], len(played) // 2 % 3
            played.append((id(game), seed, play(game, seed, playout=False)))
        return played

    def loose_games() -> list:
        played = [(id(game), seed, play(game, seed)) for game in loose for seed in range(3)]
        done.set()
        return played

    for played in in_threads(tight_games, loose_games):
        for game, seed, result in played:
            assert result == alone[game, seed], result


def test_a_loop_that_never_ends_is_stopped_at_its_own_limit_while_other_games_play(switching_often):
    endless = with_step_limit(load("endless"), 1_000)
    loose = load("loose")
    alone = play(loose, 0)
    done = threading.Event()

    def endless_games() -> list:
        stopped = []
        while not done.is_set() or len(stopped) < 3:
            state = endless.new_initial_state(0)
            with pytest.raises(RulesErrors) as info:
                state.apply_action(0)
                state.apply_action(0)
            stopped.append((info.value.errors[0], state.var("n")))
        return stopped

    def loose_games() -> list:
        played = [play(loose, 0) for _ in range(3)]
        done.set()
        return played

    stopped, played = in_threads(endless_games, loose_games)
    assert played == [alone] * 3
    for err, rounds in stopped:
        assert "the rules ran 1000 steps without a decision; 'play' seems to loop forever" in err.message
        assert (err.span.line, err.span.column) == (10, 9)
        # stopped at its own limit (its budget of rounds filled once, then spent), not the other game's
        assert rounds == 1_001


def test_rules_run_inside_a_playout_s_chooser_leave_its_limits_alone():
    # a chooser that runs another game's rules in the playout's own thread (as a search started from
    # a chooser would), here a game stopped at a small limit as a runaway
    loose, endless = load("loose"), with_step_limit(load("endless"), 1_000)
    alone = loose.playout(0, random.Random(0).randrange, log=True).log_lines()
    rng, stopped = random.Random(0), []

    def chooser(n: int) -> int:
        state = endless.new_initial_state(0)
        try:
            state.apply_action(0)
            state.apply_action(0)
        except RulesErrors as errs:
            stopped.append(errs.errors[0].message)
        return rng.randrange(n)

    assert loose.playout(0, chooser, log=True).log_lines() == alone
    assert len(stopped) == 4 and all("'play' seems to loop forever" in message for message in stopped)
