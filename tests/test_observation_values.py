"""Values held in variables, as a player's observation shows them: a card by the face the player
sees where it lies (its number would name the card), a player as P1."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from rulerun.interpreter.agents import make_agents
from rulerun.interpreter.engine import SIMULTANEOUS, Game
from rulerun.interpreter.faults import shown_option
from rulerun.interpreter.render import render_value


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


# A blind pick from another player's hand, a pick of two from a pile that shows its top card only
BLIND = """
game "Blind"
players 2..2
card chip { n: int }
zone deck visible to top
zone hand per player visible to owner
zone table
deck deck {
  for i in range(1, 13) {
    1 chip "{i}" (n: i)
  }
}
play {
  shuffle deck
  for p in players() {
    move top(deck, 3) to hand of p
  }
  repeat {
    choose c in hand of 1 by 0 as "blind pick"
    move c to table
    choose two in deck by 1 count 2 as "two from the deck"
    move two to table
  } until size(hand of 1) == 0
  end game
}
"""
TWO_SIDED = (Path(__file__).resolve().parent.parent / "docs" / "examples" / "two_sided.rules").read_text()


@pytest.mark.parametrize("name,players", [("hearts", 4), ("lost_cities", 2), ("skull", 3), ("sushi_go", 3),
                                          ("blind", 2), ("two_sided", 2)])
def test_options_among_cards_read_as_their_values_do(game, name, players):
    """`State.options` writes the options of a choice among cards without a value object per card
    (`render.card_options`): the same texts as each option's value rendered for its player, in real
    positions and in the player's determinizations (hidden cards, a top-only pile, a side shown)."""
    texts = {"blind": BLIND, "two_sided": TWO_SIDED}
    g = Game.from_text(texts[name], players=players) if name in texts else game(name, players)
    compared = hidden = 0
    for seed in range(3):
        state = g.new_initial_state(seed)
        agents = make_agents(["random"], players, seed)
        while not state.is_terminal() and compared < 400:
            player = state.current_player()
            if player == SIMULTANEOUS:
                player = state.acting_players()[0]
            for s in (state, state.resample(player, random.Random(seed))):
                decision, _ = s._decision(player)
                if decision.elem == "card" and decision.shown is None and decision.show is None:
                    table = s._table()
                    options = s.options(player)
                    assert options == [render_value(g.model, shown_option(table, decision, a), decision.player)
                                       for a in range(len(decision.options))]
                    compared += 1
                    hidden += any("a hidden card" in o for o in options)
            state.apply_action(agents[player].step(state, player), player)
    assert compared >= 10
    if name == "blind":
        assert hidden > 5
