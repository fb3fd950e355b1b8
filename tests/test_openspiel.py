"""Rulebooks as OpenSpiel games (`rulerun.interop.openspiel`): the game type, OpenSpiel's own random
simulation test, what a player's strings show, and known results of Kuhn and Leduc poker."""

from __future__ import annotations

import random

import pytest

pyspiel = pytest.importorskip("pyspiel")

import rulerun.interop.openspiel  # noqa: E402,F401 - registers the game "rulerun"
from open_spiel.python.algorithms import cfr, expected_game_score, exploitability  # noqa: E402

from rulerun.interpreter.engine import find_rulebook  # noqa: E402


def load(rulebook: str, players: int = 0, options: str = ""):
    return pyspiel.load_game("rulerun", {"rulebook": rulebook, "players": players, "options": options})


def kuhn_after(*actions: int):
    state = load("kuhn_poker", 2).new_initial_state()
    for a in actions:
        state.apply_action(a)
    return state


def test_kuhn_poker_is_a_two_player_zero_sum_game_of_chance_and_hidden_cards():
    game = load("kuhn_poker", 2)
    kind = game.get_type()
    assert kind.short_name == "rulerun" and kind.dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
    assert kind.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert kind.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert kind.utility == pyspiel.GameType.Utility.ZERO_SUM
    assert (game.num_players(), game.min_utility(), game.max_utility(), game.utility_sum()) == (2, -2.0, 2.0, 0.0)
    assert game.max_chance_outcomes() == 3
    state = game.new_initial_state()
    assert state.is_chance_node() and state.chance_outcomes() == [(0, 1 / 3), (1, 1 / 3), (2, 1 / 3)]


def test_a_rulebook_with_simultaneous_blocks_is_a_simultaneous_game_and_options_pass_through():
    game = load("animalia", 3, "owl_wild=false;seasons=2")
    assert game.get_type().dynamics == pyspiel.GameType.Dynamics.SIMULTANEOUS
    assert game.rules.game.model.options["owl_wild"] is False and game.rules.game.model.options["seasons"] == 2
    assert game.get_type().utility == pyspiel.GameType.Utility.GENERAL_SUM
    assert (game.min_utility(), game.max_utility()) == (0.0, 1.0)
    by_path = load(str(find_rulebook("hoarders")), 3)
    assert by_path.get_type().dynamics == pyspiel.GameType.Dynamics.SIMULTANEOUS


def test_a_game_string_loads_the_same_game():
    game = load("animalia", 3, "owl_wild=false")
    again = pyspiel.load_game(str(game))
    assert str(again) == str(game) and again.rules is game.rules


def test_actions_keep_their_numbers_from_state_to_state():
    names = {}
    for actions in [(0, 1), (2, 0), (1, 2)]:
        state = kuhn_after(*actions)
        for a in state.legal_actions():
            names.setdefault(a, state.action_to_string(a).split(": ")[-1])
            assert state.action_to_string(a).split(": ")[-1] == names[a]
    assert sorted(names.values()) == ["bet", "pass"]


def test_a_player_sees_their_own_card_only_and_cannot_tell_the_others_apart():
    jack_queen, jack_king = kuhn_after(0, 1), kuhn_after(0, 2)
    for state in (jack_queen, jack_king):
        assert "jack" in state.information_state_string(0) and "jack" not in state.information_state_string(1)
        assert "queen" not in state.information_state_string(0) and "king" not in state.observation_string(0)
    assert jack_queen.information_state_string(0) == jack_king.information_state_string(0)
    assert jack_queen.observation_string(0) == jack_king.observation_string(0)
    assert jack_queen.observation_tensor(0) == jack_king.observation_tensor(0)
    assert jack_queen.observation_tensor(1) != jack_king.observation_tensor(1)
    bet = jack_queen.legal_actions()[0]
    assert jack_queen.child(bet).information_state_string(1) != jack_queen.information_state_string(1)


def test_copies_serialized_states_and_redeals():
    state = kuhn_after(0, 1)
    copy = state.clone()
    copy.apply_action(copy.legal_actions()[0])
    assert len(state.history()) == 2 and len(copy.history()) == 3
    again = pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(state.get_game(), copy))[1]
    assert str(again) == str(copy) and again.history() == copy.history()
    rng = random.Random(3)
    redealt = [state.resample_from_infostate(0, rng.random) for _ in range(20)]
    assert {r.information_state_string(0) for r in redealt} == {state.information_state_string(0)}
    assert {r.observation_string(1) for r in redealt} == {kuhn_after(0, 1).observation_string(1),
                                                          kuhn_after(0, 2).observation_string(1)}


@pytest.mark.parametrize("rulebook, players, sims, options", [
    ("kuhn_poker", 2, 20, ""), ("leduc_poker", 2, 20, ""), ("animalia", 3, 2, ""), ("hoarders", 3, 2, ""),
    ("evolution", 2, 1, ""), ("alienz", 2, 1, ""), ("examples/crazy_eights", 3, 2, ""),
    # the library's card games, the long ones cut short by their options
    ("blackjack", 1, 2, ""), ("cribbage", 2, 1, "target=31"), ("go_fish", 2, 1, ""), ("hearts", 4, 1, "target=1"),
    ("lost_cities", 2, 1, ""), ("oh_hell", 3, 1, ""), ("president", 3, 1, "hands=1"), ("skull", 3, 1, ""),
    ("sushi_go", 2, 1, "")])
def test_openspiels_random_simulation_test_passes(rulebook, players, sims, options):
    pyspiel.random_sim_test(load(rulebook, players, options), num_sims=sims, serialize=True, verbose=False)


def test_cfr_finds_the_value_of_kuhn_poker():
    """Kuhn (1950): with best play the first player loses 1/18 of a chip a hand."""
    game = load("kuhn_poker", 2)
    solver = cfr.CFRSolver(game)
    for _ in range(100):
        solver.evaluate_and_update_policy()
    average = solver.average_policy()
    value = expected_game_score.policy_value(game.new_initial_state(), [average] * 2)[0]
    assert value == pytest.approx(-1 / 18, abs=0.005)
    assert exploitability.exploitability(game, average) < 0.01


def test_leduc_poker_is_openspiels_leduc_poker_to_cfr():
    """The same 936 information states, and the same average policy value after the same CFR iterations."""
    ours, theirs = cfr.CFRSolver(load("leduc_poker", 2)), cfr.CFRSolver(pyspiel.load_game("leduc_poker"))
    assert len(ours.average_policy().state_lookup) == len(theirs.average_policy().state_lookup) == 936
    values = []
    for solver, game in ((ours, load("leduc_poker", 2)), (theirs, pyspiel.load_game("leduc_poker"))):
        for _ in range(3):
            solver.evaluate_and_update_policy()
        average = solver.average_policy()
        values.append(expected_game_score.policy_value(game.new_initial_state(), [average] * 2)[0])
    assert values[0] == pytest.approx(values[1], abs=1e-3)


def test_a_rulerun_agents_choice_is_an_openspiel_action():
    state = kuhn_after(0, 1)
    options = state.rulerun_state.options(0)
    for index, text in enumerate(options):
        assert state.action_to_string(state.action_number(0, index)) == f"pass or bet: {text}"
    with pytest.raises(pyspiel.SpielError, match="no option"):
        state.action_number(0, len(options))

