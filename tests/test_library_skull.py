"""Scenario tests for rulebooks/library/skull.rules against the rules its comments summarise (Skull,
Hervé Marly 2011): own stack first, losing a disc on a failure, two successes win, bidding.

Each test rigs discs on a blank state (each player's four discs start in their hand, from their own
deck), calls one procedure of the rulebook and answers its decisions by their text.
"""

from __future__ import annotations


def own(s, p: int, name: str, zone: str) -> None:
    """Moves one of player p's own discs with this name from their hand to their `zone`."""
    d, m = s.data, s.model
    hand = d.zones[m.zone_instance("hand", p)]
    card = next(c for c in reversed(hand) if m.card_names[c] == name)
    hand.remove(card)
    inst = m.zone_instance(zone, p)
    d.zones[inst].append(card)
    d.loc[card] = inst


def rig(game, hands=None, mats=None, players: int = 3):
    """`hands` and `mats` map a player to their own disc names (a mat's bottom first); the discs a
    player is given neither in hand nor on the mat were lost in earlier rounds."""
    g = game("skull", players)
    s = g.blank_state(5)
    hands, mats = hands or {}, mats or {}
    for p in range(players):
        for name in mats.get(p, []):
            own(s, p, name, "mat")
        kept = list(hands.get(p, []))
        for c in list(s.data.zones[s.model.zone_instance("hand", p)]):
            name = s.model.card_names[c]
            if name in kept:
                kept.remove(name)
            else:
                own(s, p, name, "lost")
    return g, s


def test_the_challenger_turns_up_their_own_stack_first_then_chooses_stacks(game):
    _, s = rig(game, mats={0: ["flower", "flower"], 1: ["flower", "skull"], 2: ["flower"]})
    s.call("challenge", 0, 3)
    assert s.zone_names("turned", 0) == ["flower", "flower"]  # no choice: both own discs first
    assert s.decision_label() == "stack to turn up from" and s.options() == ["P2", "P3"]
    s.act("P3")
    assert s.var("points", 0) == 1 and s.var("starter") == 0  # success: a point, and P1 starts next
    assert all(s.zone_names("mat", p) == [] and s.zone_names("turned", p) == [] for p in range(3))


def test_turning_up_another_players_skull_loses_a_disc_at_random_and_its_owner_starts(game):
    _, s = rig(game, hands={0: ["skull", "flower"]}, mats={0: ["flower"], 1: ["skull"], 2: ["flower"]})
    s.call("challenge", 0, 2)
    s.act("P2")
    assert s.done() and s.var("points", 0) == 0
    assert len(s.zone_names("lost", 0)) == 2 and len(s.zone_names("hand", 0)) == 2  # 3 discs less one
    assert s.var("starter") == 1
    assert s.observation(1)["zones"]["lost of P1"] == [None, None]  # nobody else sees which discs went


def test_turning_up_your_own_skull_you_choose_the_disc_to_lose_and_who_starts(game):
    _, s = rig(game, hands={0: ["flower"]}, mats={0: ["flower", "skull"], 1: ["flower"], 2: ["flower"]})
    s.call("challenge", 0, 3)  # the skull is on top of P1's own stack
    assert s.decision_label() == "disc to lose" and sorted(s.options()) == ["flower", "flower", "skull"]
    s.act("skull")
    assert s.zone_names("lost", 0) == ["flower", "skull"]  # a flower lost before, and now the skull
    assert s.decision_label() == "who starts the next round" and s.options() == ["P1", "P2", "P3"]
    s.act("P3")
    assert s.var("starter") == 2


def test_a_second_success_wins_the_game(game):
    _, s = rig(game, mats={0: ["flower"], 1: ["flower"], 2: ["skull"]})
    s.set_var("points", 1, 0)
    s.call("challenge", 0, 2)
    s.act("P2")
    assert s.is_terminal() and s.winners() == [0]


def test_losing_the_last_disc_puts_a_player_out_and_the_last_one_in_wins(game):
    _, s = rig(game, hands={1: ["flower"]}, mats={0: ["flower"], 1: ["skull"]})
    s.call("challenge", 0, 2)  # P3 has no discs left already; P2's is the only stack to turn up from
    assert s.zone_names("lost", 0) == ["skull", "flower", "flower", "flower"]  # the last one just now
    assert s.is_terminal() and s.winners() == [1]


def test_a_player_with_no_disc_in_hand_must_bid_and_bidding_ends_at_every_disc(game):
    _, s = rig(game, hands={0: ["flower"], 1: ["flower", "skull"], 2: ["flower", "flower"]})
    s.set_var("starter", 0)
    s.call("play_round")
    for p, disc in ((1, "skull"), (2, "flower")):  # P1 holds one disc: placed at once
        s.act(disc, p)
    assert s.current_player() == 0 and s.decision_label() == "bid"  # P1's hand is empty: no placing
    assert s.options() == ["1", "2", "3"]
    s.act("3")  # every disc on the mats: nobody can raise, P1 must turn up all three
    assert s.zone_names("turned", 0) == ["flower"] and s.decision_label() == "stack to turn up from"


def test_each_player_starts_with_their_own_four_discs_seen_by_them_alone(game):
    s = game("skull", 4).new_initial_state()
    for p in range(4):
        assert sorted(s.zone_names("hand", p)) == ["flower", "flower", "flower", "skull"]
        assert s.observation(p)["zones"][f"hand of P{p + 1}"] == [{"card": n} for n in s.zone_names("hand", p)]
        assert s.observation((p + 1) % 4)["zones"][f"hand of P{p + 1}"] == [None] * 4
