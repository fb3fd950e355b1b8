"""Chance mode: every random draw a chance node, shuffled hidden zones dealt lazily, and the same
distribution of games as the seeded mode."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from rulerun.interpreter.agents import ISMCTSAgent
from rulerun.interpreter.chance import ChanceGame, ChanceState, load_chance_game
from rulerun.interpreter.engine import CHANCE, SIMULTANEOUS, TERMINAL, Game, State, load_game

# Chi-square critical values at the 0.001 level by degrees of freedom, and beyond the table the
# Wilson-Hilferty approximation: the tests below compare fixed-seed samples, so they pass or fail the
# same way every time.
CHI2_0001 = {1: 10.83, 2: 13.82, 3: 16.27, 4: 18.47, 5: 20.52, 6: 22.46, 7: 24.32, 8: 26.12, 9: 27.88,
             10: 29.59}


def chi2_critical(df: int) -> float:
    if df in CHI2_0001:
        return CHI2_0001[df]
    return df * (1 - 2 / (9 * df) + 3.0902 * (2 / (9 * df)) ** 0.5) ** 3


# Cards dealt from the top, the bottom, read in order, moved by name; a face-up pile whose top shows;
# a shuffle of a zone everyone sees; dice and a draw by lot: each way the rules meet chance.
MIXED = """
game "Mixed"
players 2..2
card plain { value: int }
zone deck visible to nobody
zone pile visible to top
zone row
zone hand per player visible to owner
deck deck {
  for v in range(1, 4) {
    1 plain "card {v}" (value: v)
  }
}
deck pile {
  for v in range(4, 6) {
    1 plain "card {v}" (value: v)
  }
}
var score: int per player = 0
var first_player: player
rank p by score[p]
play {
  first_player = random(players())
  shuffle deck
  shuffle pile
  move top(deck) to hand of first_player
  move bottom(deck) to hand of next(first_player)
  move cards(pile) to row
  shuffle row
  for p in players_from(first_player) {
    choose c in hand of p by p as "card to score"
    score[p] += c.value + roll(1, 2) * top(row).value
    move top(row) to deck at bottom
  }
  score[first_player] += first(c in deck where c.value > 1).value
}
"""

HIGH_CARD_DICE = """
game "High card with dice"
players 2..3
card plain { value: int }
zone deck visible to nobody
zone hand per player visible to owner
deck deck {
  for v in [1, 1, 2, 3, 3] {
    1 plain "card {v}" (value: v)
  }
}
var points: int per player = 0
rank p by points[p]
play {
  shuffle deck
  for p in players() {
    move top(deck, 1) to hand of p
  }
  for p in players() {
    choose c in hand of p by p as "card to show"
    points[p] += c.value + roll(1, 2)
  }
}
"""


def outcome(state: State) -> tuple:
    """What a finished game came to: the returns, and every variable's value."""
    return tuple(state.returns()), repr(sorted(state.observation(None)["vars"].items()))


def exact_outcomes(state: ChanceState) -> dict[tuple, Fraction]:
    """The probability of each `outcome` over the whole tree, every decision made uniformly at random."""
    out: dict[tuple, Fraction] = {}

    def walk(st: ChanceState, p: Fraction) -> None:
        if st.is_terminal():
            key = outcome(st)
            out[key] = out.get(key, 0) + p
            return
        player = st.current_player()
        if player == CHANCE:
            outcomes = st.chance_outcomes()
            assert sum(q for _, q in outcomes) == pytest.approx(1.0)
            children = [a for a, _ in outcomes]
        else:
            if player == SIMULTANEOUS:
                player = st.acting_players()[0]
            children = st.legal_actions(player)
        for a in children:
            child = st.clone()
            child.apply_action(a, None if player == CHANCE else player)
            walk(child, p / len(children))

    walk(state, Fraction(1))
    return out


def seeded_outcomes(game: Game, games: int) -> dict[tuple, int]:
    """How often each `outcome` comes in seeded games, every decision made at random."""
    counts: dict[tuple, int] = {}
    for seed in range(games):
        state = game.new_initial_state(seed)
        state.playout(random.Random(10_000 + seed).randrange)
        key = outcome(state)
        counts[key] = counts.get(key, 0) + 1
    return counts


def chi_square(counts: dict, expected: dict, total: int) -> tuple[float, int]:
    """Pearson's statistic and its degrees of freedom; outcomes expected fewer than 5 times are pooled."""
    assert set(counts) <= set(expected), "the seeded mode played an outcome chance mode never reaches"
    cells, rare_seen, rare_expected = [], 0, 0.0
    for k, p in expected.items():
        if total * p < 5:
            rare_seen += counts.get(k, 0)
            rare_expected += total * float(p)
        else:
            cells.append((counts.get(k, 0), total * float(p)))
    if rare_expected:
        cells.append((rare_seen, rare_expected))
    return sum((seen - e) ** 2 / e for seen, e in cells), len(cells) - 1


@pytest.mark.parametrize("text, players", [(MIXED, 2), (HIGH_CARD_DICE, 2), (HIGH_CARD_DICE, 3)],
                         ids=["mixed", "high-card-2", "high-card-3"])
def test_seeded_games_follow_the_exact_distribution_of_the_chance_tree(text, players):
    chance = ChanceGame.from_text(text, players=players)
    exact = exact_outcomes(chance.new_initial_state())
    assert sum(exact.values()) == 1
    games = 2000
    stat, df = chi_square(seeded_outcomes(Game.from_text(text, players=players), games), exact, games)
    assert df >= 2 and stat < chi2_critical(df), (stat, df)


def winners_by_seat(game: Game, games: int, seed: int) -> dict[tuple, int]:
    counts: dict[tuple, int] = {}
    for i in range(games):
        state = game.playout(seed + i, random.Random(seed + 7919 * i).randrange)
        key = tuple(state.winners())
        counts[key] = counts.get(key, 0) + 1
    return counts


@pytest.mark.parametrize("name, players", [("examples/crazy_eights", 3), ("hoarders", 3)])
def test_bundled_games_are_won_alike_in_both_modes(name, players):
    """Two samples of who wins, random players, seeded and in chance mode: a chi-square test of homogeneity."""
    games = 300
    seeded = winners_by_seat(load_game(name, players), games, 1)
    chance = winners_by_seat(load_chance_game(name, players), games, 2)
    keys = [k for k in set(seeded) | set(chance) if seeded.get(k, 0) + chance.get(k, 0) >= 10]
    stat = 0.0
    for k in keys:
        expected = (seeded.get(k, 0) + chance.get(k, 0)) / 2
        stat += sum((c.get(k, 0) - expected) ** 2 / expected for c in (seeded, chance))
    assert stat < chi2_critical(len(keys) - 1), (stat, seeded, chance)


# ---- chance nodes --------------------------------------------------------------------------------
def kuhn() -> ChanceState:
    return load_chance_game("kuhn_poker", 2).new_initial_state()


def test_a_shuffled_deck_nobody_sees_is_dealt_a_card_at_a_time():
    state = kuhn()
    assert isinstance(state, ChanceState) and state.current_player() == CHANCE
    assert state.chance_outcomes() == [(0, 1 / 3), (1, 1 / 3), (2, 1 / 3)]  # three cards, not 3! orders
    assert state.legal_actions() == [0, 1, 2] and state.acting_players() == []
    assert state.action_to_string(2) == "draw king (card 2)"
    state.apply_action(2)
    assert state.chance_outcomes() == [(0, 0.5), (1, 0.5)]
    state.apply_action(0)
    assert state.current_player() == 0 and state.zone_names("hand", 0) == ["king"]
    assert state.zone_names("hand", 1) == ["jack"] and state.zone_names("deck") == ["queen"]
    assert state.options() == ["pass", "bet"]


def test_a_chance_node_takes_only_its_outcomes():
    state = kuhn()
    with pytest.raises(ValueError, match="not an outcome"):
        state.apply_action(3)
    state.apply_action(1)
    with pytest.raises(ValueError, match="not an outcome"):
        state.apply_action(1)
    with pytest.raises(ValueError, match="no decision"):
        state.legal_actions(0)


def test_copies_at_a_chance_node_go_their_own_ways():
    state = kuhn()
    state.apply_action(0)
    other = state.clone()
    state.apply_action(1)
    other.apply_action(2)
    assert state.zone_names("hand", 1) == ["queen"] and other.zone_names("hand", 1) == ["king"]
    assert other.clone().observation(None) == other.observation(None)


def test_a_statement_drawing_twice_stops_twice_and_has_its_effects_once():
    game = ChanceGame.from_text("""
game "Two dice"
players 1..1
var total: int = 0
play {
  log "before"
  total += roll(1, 3) + roll(1, 3)
  log "after"
}
""", players=1)
    state = game.new_initial_state()
    assert state.chance_outcomes() == [(0, 1 / 3), (1, 1 / 3), (2, 1 / 3)]
    assert state.action_to_string(2) == "die 3"
    state.apply_action(2)
    assert state.current_player() == CHANCE and state.var("total") == 0
    state.apply_action(0)
    assert state.is_terminal() and state.var("total") == 4
    assert state.log_lines()[:4] == ["before", "  roll 1d3: 3 = 3", "  roll 1d3: 1 = 1", "after"]


def test_reading_what_does_not_depend_on_the_order_draws_nothing():
    game = ChanceGame.from_text("""
game "Named"
players 1..1
card plain { value: int }
zone deck visible to nobody
zone hand visible to owner
zone table
deck deck {
  for v in range(1, 4) {
    1 plain "card {v}" (value: v)
  }
}
var size_seen: int = 0
play {
  shuffle deck
  size_seen = size(deck)
  move first(c in cards([hand, table]) where true) to table
  choose go in ["go", "wait"] by players()[0] as "go on"
  move top(deck, 2) to hand
}
""", players=1)
    state = game.new_initial_state()
    assert state.current_player() == 0 and state.var("size_seen") == 4
    state.apply_action(0)
    assert state.chance_outcomes() == [(c, 0.25) for c in range(4)]
    state.apply_action(3)
    assert [o for o, _ in state.chance_outcomes()] == [0, 1, 2]
    state.apply_action(0)
    assert state.is_terminal() and state.zone_names("hand") == ["card 4", "card 1"]


def test_a_named_card_leaves_an_undecided_deck_without_a_draw():
    game = ChanceGame.from_text("""
game "Pick"
players 1..1
card plain { value: int }
zone deck visible to nobody
zone hand visible to owner
deck deck {
  for v in range(1, 4) {
    1 plain "card {v}" (value: v)
  }
}
play {
  shuffle deck
  log "{size(deck)} cards"
}
""", players=1)
    state = game.new_initial_state()
    pile = state.data.zones[state.model.zone_instance("deck")]
    assert state.is_terminal() and pile.undecided == 4 and "4 cards" in state.log_lines()
    state.data.rng.active = True
    pile.remove(1)
    assert pile.undecided == 3 and sorted(pile.plain()) == [0, 2, 3]


def test_a_face_up_top_is_drawn_as_soon_as_it_shows():
    state = ChanceGame.from_text(MIXED, players=2).new_initial_state()
    state.apply_action(0)  # the first player
    kinds = []
    while state.current_player() == CHANCE:
        kinds.append(state.chance_node().kind)
        state.apply_action(state.legal_actions()[0])
    pile = state.data.zones[state.model.zone_instance("pile")]
    assert kinds[0] == "card" and pile.undecided == 0


def test_a_part_of_a_simultaneous_block_may_draw():
    game = ChanceGame.from_text("""
game "Secret dice"
players 2..2
var rolled: int per player = 0
rank p by rolled[p]
play {
  simultaneous p in players() {
    choose n in [1, 2] by p as "dice"
    rolled[p] = roll(n, 2)
  }
}
""", players=2)
    state = game.new_initial_state()
    assert state.current_player() == SIMULTANEOUS and state.acting_players() == [0, 1]
    state.apply_action(1, 0)  # two dice for P1: the first is a chance node
    assert state.current_player() == CHANCE and state.legal_actions(CHANCE) == [0, 1]
    state.apply_action(1)
    state.apply_action(1)
    assert state.current_player() == SIMULTANEOUS and state.acting_players() == [1]
    state.apply_action(0, 1)
    state.apply_action(0)
    assert state.current_player() == TERMINAL and state.var("rolled", 0) == 4 and state.var("rolled", 1) == 1


def test_playouts_answer_chance_nodes_too():
    game = load_chance_game("kuhn_poker", 2)
    state = game.playout(0, random.Random(5).randrange)
    assert state.is_terminal() and sum(state.returns()) == 0


def test_a_determinization_of_a_chance_state_is_a_seeded_state_search_agents_play_on():
    state = kuhn()
    state.apply_action(0)
    state.apply_action(2)
    det = state.resample(0, random.Random(1))
    assert type(det) is State and det.zone_names("hand", 0) == ["jack"]
    assert sorted(det.zone_names("hand", 1) + det.zone_names("deck")) == ["king", "queen"]
    det.playout(random.Random(2).randrange)
    assert det.is_terminal()
    assert state.legal_actions()[ISMCTSAgent(seed=1, iterations=20).step(state, 0)] in (0, 1)


def test_a_redeal_keeps_what_the_player_sees_and_chance_mode():
    state = kuhn()
    state.apply_action(0)
    state.apply_action(2)
    seen = set()
    for seed in range(20):
        other = state.redeal(0, random.Random(seed))
        assert isinstance(other, ChanceState) and other.observation(0) == state.observation(0)
        seen.add(tuple(other.zone_names("hand", 1)))
    assert seen == {("queen",), ("king",)}


@pytest.mark.parametrize("name, players", [("animalia", 3), ("hoarders", 4), ("evolution", 2), ("alienz", 3)])
def test_bundled_games_play_to_the_end_in_chance_mode_with_cards_conserved(name, players):
    game = load_chance_game(name, players)
    ncards = len(game.model.card_names)
    for seed in range(2):
        state = game.new_initial_state()
        rng = random.Random(seed)
        while not state.is_terminal():
            player = state.current_player()
            if player == SIMULTANEOUS:
                player = state.acting_players()[0]
            actions = state.legal_actions(None if player == CHANCE else player)
            state.apply_action(actions[rng.randrange(len(actions))], None if player == CHANCE else player)
            d = state.data
            assert sorted(c for pile in d.zones for c in pile.plain()) == list(range(ncards))
            assert all(pile.plain()[i] in range(ncards) and d.loc[c] == inst
                       for inst, pile in enumerate(d.zones) for i, c in enumerate(pile.plain()))


def test_a_decision_answered_while_another_part_waits_for_chance_draws_for_itself():
    game = ChanceGame.from_text("""
game "Both roll"
players 2..2
var rolled: int per player = 0
rank p by rolled[p]
play {
  simultaneous p in players() {
    choose n in [1, 2] by p as "dice"
    rolled[p] = roll(n, 3)
  }
}
""", players=2)
    state = game.new_initial_state()
    state.apply_action(1, 0)  # P1 rolls two dice: the first waits for chance
    state.apply_action(2)
    assert state.current_player() == CHANCE and state.acting_players() == [1]
    state.apply_action(0, 1)  # P2 answers meanwhile: their die is a chance node of its own
    assert state.chance_node().chosen == (2,)  # P1's second die first, then P2's die
    state.apply_action(0)
    assert state.current_player() == CHANCE and state.chance_node().chosen == ()
    state.apply_action(2)
    assert state.is_terminal() and state.var("rolled", 0) == 3 + 1 and state.var("rolled", 1) == 3
