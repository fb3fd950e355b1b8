"""Values held in variables, as a player's observation shows them: a card by the face the player
sees where it lies (its number would name the card), a player as P1."""

from __future__ import annotations

from rulerun.interpreter.agents import make_agents
from rulerun.interpreter.engine import SIMULTANEOUS


def play(game, seed: int, decisions: int):
    state = game.new_initial_state(seed)
    agents = make_agents(["random"], game.num_players(), seed)
    for _ in range(decisions):
        if state.is_terminal():
            break
        player = state.current_player()
        if player == SIMULTANEOUS:
            player = state.acting_players()[0]
        state.apply_action(agents[player].step(state, player), player)
    return state


def test_a_card_held_in_a_card_variable_is_named_only_where_it_may_be_seen(game):
    # Evolution: a trait card lies face up with `host`, the animal it lies on; the animal lies with
    # its back up, so its trait is hidden: the host must read as the back ("animal"), not as the card.
    g = game("evolution", 3)
    m = g.model
    host = m.card_var_names.index("host")
    assert m.card_var_types[host] == "card"
    checked = 0
    for seed in range(3):
        state = play(g, seed, 150)
        d = state.data
        ncards = len(m.card_names)
        for p in range(3):
            obs = state.observation(p)
            for inst, cards in enumerate(d.zones):
                shown = obs["zones"][m.instance_name(inst)]
                for card, entry in zip(cards, shown):
                    target = d.cvars[host * ncards + card]
                    if entry is None or target is None:
                        continue
                    where = d.loc[target]
                    expected = (m.card_face(target, m.instance_showing[where]) if state.visible(target, p)
                                else "a hidden card")
                    assert entry["host"] == expected
                    assert entry["host"] != m.card_names[target] or state.visible(target, p)
                    checked += 1
    assert checked > 20  # enough traits on animals to mean something


def test_a_card_variable_names_the_whole_card_for_an_omniscient_viewer(game):
    g = game("evolution", 3)
    m = g.model
    state = play(g, 0, 150)
    values = {e["host"] for cards in state.observation(None)["zones"].values() for e in cards if "host" in e}
    assert values and values <= set(m.card_names)


def test_a_player_variable_reads_as_a_player(game):
    state = game("hoarders", 3).new_initial_state(7)
    crown = state.data.vars[next(v.base for v in state.model.vars if v.name == "crown")]
    assert state.observation(0)["vars"]["crown"] == f"P{crown + 1}"
