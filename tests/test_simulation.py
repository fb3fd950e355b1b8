"""Random simulations of every bundled rulebook, with invariants checked after every action.

- every card lies in exactly one zone instance, and `loc` agrees with the zones;
- no counter kept on a card (a token count) is ever negative;
- a player's observation shows no card of a zone that the rulebook hides from that player
  (checked from the zone declarations, not from the engine's own visibility masks);
- the log as a player sees it names no card that moved between zones hidden from that player;
- the game ends within a bound of decisions.
"""

from __future__ import annotations

import pytest

from rulerun.interpreter.agents import RandomAgent, play_game
from rulerun.interpreter.engine import SIMULTANEOUS, find_rulebook

RULEBOOKS = {
    "animalia": range(2, 7),
    "hoarders": range(3, 7),
    "evolution": range(2, 9),
    "alienz": range(2, 7),
}
SEEDS = range(4)
# Alienz rounds run to 100 points: long games with random players, so fewer of them.
SEEDS_FOR = {"alienz": range(2), "evolution": range(3)}
MAX_DECISIONS = 20_000


def hidden_from(model, player: int) -> set[str]:
    """Names of the zone instances whose cards `player` may not see, from the declarations."""
    hidden = set()
    for inst, (zone_name, owner) in enumerate(model.zone_instances):
        zone = next(z for z in model.zones if z.name == zone_name)
        vis = zone.visible_to
        if vis == "nobody" or (vis == "owner" and owner != player) or (vis == "others" and owner == player):
            hidden.add(model.instance_name(inst))
    return hidden


def check_conservation(state) -> None:
    d, m = state.data, state.model
    seen = [0] * len(m.card_names)
    for inst, cards in enumerate(d.zones):
        for c in cards:
            seen[c] += 1
            assert d.loc[c] == inst, f"card {m.card_names[c]} is in {m.instance_name(inst)} but loc says otherwise"
    lost = [m.card_names[c] for c, k in enumerate(seen) if k != 1]
    assert not lost, f"cards not in exactly one zone: {lost}"
    # counters kept on cards (tokens) never go below zero
    negative = [(m.card_names[i % len(m.card_names)], m.card_var_names[i // len(m.card_names)])
                for i, v in enumerate(d.cvars) if type(v) is int and v < 0]
    assert not negative, f"negative card counters: {negative[:3]}"


def check_observations(state) -> None:
    m = state.model
    for p in range(m.players):
        obs = state.observation(p)
        for zone in hidden_from(m, p):
            shown = [c for c in obs["zones"][zone] if c is not None]
            assert not shown, f"P{p + 1} sees {shown} in hidden zone {zone}"
        zone_vis = {z.name: z.visible_to for z in m.zones}
        for inst, (zone_name, _) in enumerate(m.zone_instances):
            if zone_vis[zone_name] == "top":
                shown = obs["zones"][m.instance_name(inst)]
                assert all(c is None for c in shown[:-1]), f"P{p + 1} sees below the top of {zone_name}"


def check_log_views(state) -> None:
    m = state.model
    for p in range(m.players):
        hidden = hidden_from(m, p)
        for line in state.log_lines(view=p):
            if "->" not in line or ":" not in line:
                continue
            cards, route = line.strip().split(": ", 1)
            src, dst = route.split(" -> ")
            if src in hidden and dst in hidden:
                assert all("hidden card" in part for part in cards.split(", ")), \
                    f"P{p + 1}'s log names a hidden card: {line}"


@pytest.mark.parametrize("name,players", [(n, p) for n, ps in RULEBOOKS.items() for p in ps])
def test_random_games_keep_invariants(game, name, players):
    g = game(name, players)
    for seed in SEEDS_FOR.get(name, SEEDS):
        agents = [RandomAgent(seed * 10 + i) for i in range(players)]
        steps = []

        def check(state):
            steps.append(1)
            assert len(steps) <= MAX_DECISIONS, f"{name} seed {seed}: no end after {MAX_DECISIONS} decisions"
            check_conservation(state)
            check_observations(state)

        final = play_game(g, seed, agents, on_step=check)
        assert final.is_terminal()
        assert final.winners(), "a finished game names at least one winner"
        check_log_views(final)


def acting(state) -> int:
    p = state.current_player()
    return state.acting_players()[0] if p == SIMULTANEOUS else p


def test_clone_is_independent_and_exact(game):
    g = game("animalia", 4)
    state = g.new_initial_state(3)
    agent = RandomAgent(1)
    for _ in range(30):
        p = acting(state)
        state.apply_action(agent.step(state, p), p)
    copy = state.clone()
    assert copy.observation(None) == state.observation(None)
    # the copy and the original play on identically, and apart
    a, b = RandomAgent(5), RandomAgent(5)
    while not state.is_terminal():
        p = acting(state)
        action = a.step(state, p)
        assert b.step(copy, p) == action
        state.apply_action(action, p)
        copy.apply_action(action, p)
    assert copy.log_lines() == state.log_lines()
    assert copy.returns() == state.returns()


def test_clone_does_not_share_mutable_state(game):
    g = game("animalia", 4)
    state = g.new_initial_state(4)
    before = state.observation(None)
    copy = state.clone()
    agent = RandomAgent(2)
    for _ in range(20):
        p = acting(copy)
        copy.apply_action(agent.step(copy, p), p)
    assert state.observation(None) == before


def test_bundled_rulebooks_are_found():
    for name in RULEBOOKS:
        assert find_rulebook(name).name == f"{name}.rules"


LIST_ITEMS = """\
players 3..3
var xs: list of int
play {
  xs = [1, 2, 3]
  choose pick in [7, 8] by 0 as "first item"
  xs[0] = pick
  for i in range(1, 2) {
    let order = players_from(0)
    let ps = players()
    let same = ps
    log "{order} {ps}"
    order[0] = 2
    ps[1] = 0
    log "{same} {ps}"
  }
  log "{xs}"
}
"""


def test_writing_an_item_of_a_list_changes_no_other_list_nor_another_state():
    from rulerun.interpreter.engine import Game

    g = Game.from_text(LIST_ITEMS, players=3)
    state = g.new_initial_state(0)
    copy = state.clone()
    state.apply_action(0, 0)
    copy.apply_action(1, 0)
    assert state.data.vars[0] == [7, 2, 3] and copy.data.vars[0] == [8, 2, 3]
    # the built-ins' lists stay as they were, from one loop round to the next
    assert state.log_lines()[1:6] == ["P1, P2, P3 P1, P2, P3", "P1, P2, P3 P1, P1, P3",
                                      "P1, P2, P3 P1, P2, P3", "P1, P2, P3 P1, P1, P3", "[7, 2, 3]"]
