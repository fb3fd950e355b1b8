"""Secret values and the engine's own paths of hidden information: the visibility of variables and
card variables (declared, checked, laid out), what observations, logs, views and determinizations
show of them, forced choices, and views handed to a player (no seed, no others' option numbers)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from typer.testing import CliRunner

from rulerun.cli.main import app
from rulerun.grammar import RulesErrors
from rulerun.interpreter.engine import Game, State

runner = CliRunner()

SECRETS = """
game "Secrets"
players 3..3
enum suit { cat, dog }
card animal { suit: suit  var mark: int = 0 visible to nobody  var seen: int = 0 }
zone deck visible to nobody
zone hand per player
zone table
deck deck {
  for s in suit {
    3 animal "{s}" (suit: s)
  }
}
var coins: int per player = 11 visible to owner
var pot: int = 0 visible to nobody
var round: int = 0
play {
  shuffle deck
  for p in players() {
    move top(deck) to hand of p
    coins of p -= p + 1
  }
  move top(deck) to table
  let shown = top(table)
  shown.mark = 7
  shown.seen = 3
  pot = 5
  log "P2 has {coins of 1} coins, the pot holds {pot}, the mark is {shown.mark}, round {round}"
  choose c in hand of 0 by 0 as "forced"
  choose go in ["go", "wait"] by 0 as "go on"
  end game
}
"""


@pytest.fixture
def game():
    return Game.from_text(SECRETS, players=3)


def test_each_player_sees_their_own_value_and_no_other(game):
    state = game.new_initial_state(1)
    for p in range(3):
        variables = state.observation(p)["vars"]
        assert variables["coins"] == [str(11 - q - 1) if q == p else None for q in range(3)]
        assert variables["pot"] is None and variables["round"] == "0"
        table = state.observation(p)["zones"]["table"]
        assert table[0]["seen"] == "3" and "mark" not in table[0]  # a card seen, its secret variable not
    everything = state.observation(None)
    assert everything["vars"]["coins"] == ["10", "9", "8"] and everything["zones"]["table"][0]["mark"] == "7"


def test_a_log_line_hides_a_secret_value_from_those_who_may_not_know_it(game):
    state = game.new_initial_state(1)
    line = "P2 has {} coins, the pot holds a hidden value, the mark is a hidden value, round 0"
    assert line.format(9) in state.log_lines(1)
    assert line.format("a hidden value") in state.log_lines(0)
    assert "P2 has 9 coins, the pot holds 5, the mark is 7, round 0" in state.log_lines()


def test_a_forced_choice_is_logged_to_its_player_only(game):
    state = game.new_initial_state(1)
    assert any("must choose" in line for line in state.log_lines(0))
    assert not any("must choose" in line for line in state.log_lines(1))


def test_a_determinization_puts_defaults_in_place_of_secrets(game):
    state = game.new_initial_state(1)
    seen_by_p2 = state.resample(1, random.Random(3)).data
    assert seen_by_p2.vars[:3] == [11, 9, 11] and seen_by_p2.vars[3] == 0  # P2's own purse stays
    card = state.data.zones[game.model.zone_instance("table")][0]
    n = len(game.model.card_names)
    assert seen_by_p2.cvars[card] == 0 and seen_by_p2.cvars[n + card] == 3  # the mark is gone, 'seen' stays


@pytest.mark.parametrize("declaration,message", [
    ("var pot: int = 0 visible to owner", "a variable shared by all players has no owner"),
    ("var coins: int per player visible to onwer", "unknown visibility 'onwer'; did you mean 'owner'?"),
    ("card c { var m: int visible to top }", "unknown visibility 'top'"),
])
def test_a_visibility_a_value_cannot_have_is_an_error(declaration, message):
    with pytest.raises(RulesErrors) as caught:
        Game.from_text(f"players 2..2\n{declaration}\nplay {{ }}\n")
    assert any(message in e.message and e.code == "visibility" for e in caught.value.errors), caught.value


def test_a_view_has_no_seed_and_no_option_number_of_another_player(tmp_path):
    text = runner.invoke(app, ["run", "hoarders", "--seed", "3", "--view", "2"])
    assert text.exit_code == 0, text.output
    assert "seed" not in text.output.splitlines()[0]
    assert "seed 3" in runner.invoke(app, ["run", "hoarders", "--seed", "3"]).output.splitlines()[0]
    view = runner.invoke(app, ["run", "hoarders", "--seed", "3", "--view", "2", "--json"])
    records = [json.loads(line) for line in view.output.splitlines()]
    assert "seed" not in records[0] and records[0]["view"] == 2
    choices = [r for r in records if r["kind"] == "choice"]
    assert any(r["player"] != 2 for r in choices)
    assert not any("action" in r for r in choices if r["player"] != 2)
    path = tmp_path / "view.jsonl"
    path.write_text(view.output, encoding="utf-8")
    refused = runner.invoke(app, ["replay", str(path)])
    assert refused.exit_code == 1 and "one player's view" in refused.output
    full = tmp_path / "full.jsonl"
    full.write_text(runner.invoke(app, ["run", "hoarders", "--seed", "3", "--json"]).output, encoding="utf-8")
    replayed = runner.invoke(app, ["replay", str(full)])
    assert replayed.exit_code == 0 and "replay ok" in replayed.output


def test_a_determinization_deals_again_the_hidden_side_of_cards_showing_one_side():
    """docs/examples/two_sided.rules: the row shows the alien side of its cards and the deck the
    planet side of its top card; a player knows those sides, not the cards."""
    text = (Path(__file__).resolve().parent.parent / "docs" / "examples" / "two_sided.rules").read_text()
    game = Game.from_text(text, players=2)
    m = game.model
    state = game.new_initial_state(1)
    row, deck = m.zone_instance("row"), m.zone_instance("deck")
    aliens = [m.card_face(c, "alien") for c in state.data.zones[row]]
    planet = m.card_face(state.data.zones[deck][-1], "planet")
    rows = set()
    for seed in range(40):
        d = state.resample(0, random.Random(seed)).data
        assert [m.card_face(c, "alien") for c in d.zones[row]] == aliens
        assert m.card_face(d.zones[deck][-1], "planet") == planet
        assert sorted(c for z in d.zones for c in z) == list(range(len(m.card_names)))
        assert all(d.loc[c] == i for i, z in enumerate(d.zones) for c in z)
        assert d.pending.options == d.zones[row]  # the options are the cards now in the row
        rows.add(tuple(d.zones[row]))
    assert len(rows) > 1  # which cards they are is drawn again


# Each round every player secretly lays two cards of a hidden hand face down: a card laid that is
# not in its player's hand takes one from another hand, and someone is left without two to lay.
LAY = """
game "Lay"
players 4..4
card chip { n: int }
zone deck visible to nobody
zone hand per player visible to owner
zone facedown per player visible to owner
zone pile visible to nobody
deck deck {
  for i in range(1, 31) {
    1 chip "{i}" (n: i)
  }
}
var round: int = 0
play {
  shuffle deck
  for p in players() {
    move top(deck, 6) to hand of p
  }
  while round < 3 {
    round += 1
    simultaneous p in players() {
      choose pair in hand of p by p count 2 as "lay"
      move pair to facedown of p
    }
    for p in players() {
      move cards(facedown of p) to pile
    }
  }
  end game
}
"""


# The same, each card of the two laid by a choice of its own.
LAY_ONE_BY_ONE = LAY.replace("""      choose pair in hand of p by p count 2 as "lay"
      move pair to facedown of p""", """      choose one in hand of p by p as "lay one"
      move one to facedown of p
      choose two in hand of p by p as "lay two"
      move two to facedown of p""")


def test_a_determinization_inside_a_simultaneous_block_plays_on_consistently():
    """A determinization taken after one player laid their cards, for a player still to choose:
    the parts of the other players start again on the cards dealt to their hands, so the copy plays
    on to the end, every card in one zone, and it does not depend on what was chosen in secret."""
    game = Game.from_text(LAY, players=4)
    m = game.model
    ncards = len(m.card_names)
    hand = [m.zone_instance("hand", p) for p in range(4)]
    dets = []
    for first in range(2):  # two games that differ only in what player 0 chose in secret
        state = game.new_initial_state(4, log=False)
        assert state.acting_players() == [0, 1, 2, 3]
        state.apply_action(first, 0)
        dets.append([state.resample(1, random.Random(seed)).data for seed in range(60)])
    for a, b in zip(*dets):
        assert a.zones == b.zones and a.loc == b.loc
        assert [t.decision and t.decision.options for t in a.threads] == [
            t.decision and t.decision.options for t in b.threads]
    for seed, d in enumerate(dets[0]):
        assert sorted(c for z in d.zones for c in z) == list(range(ncards))
        assert all(d.loc[c] == i for i, z in enumerate(d.zones) for c in z)
        # each part waits on the cards of its player's hand in this deal
        waiting = [(t.decision is not None and {c for pair in t.decision.options for c in pair},
                    set(d.zones[hand[t.player]])) for t in d.threads]
        det = State(d)
        det.playout(random.Random(seed).randrange)
        assert det.is_terminal()
        assert sorted(c for z in det.data.zones for c in z) == list(range(ncards))
        assert all(options == cards for options, cards in waiting)


def test_a_determinization_plays_again_the_part_its_player_has_begun():
    """A player who has laid one card and has the second still to choose: the determinization plays
    their part again as they did, so the card laid lies face down and the hand holds the options."""
    game = Game.from_text(LAY_ONE_BY_ONE, players=4)
    m = game.model
    ncards = len(m.card_names)
    hand, facedown = m.zone_instance("hand", 1), m.zone_instance("facedown", 1)
    state = game.new_initial_state(4, log=False)
    laid = state.data.zones[hand][2]
    state.apply_action(2, 1)
    for seed in range(60):
        det = state.resample(1, random.Random(seed))
        d = det.data
        assert d.zones[facedown] == [laid] and laid not in d.zones[hand] and len(d.zones[hand]) == 5
        assert det.options(1) == state.options(1)
        assert sorted(c for z in d.zones for c in z) == list(range(ncards))
        det.playout(random.Random(seed).randrange)
        assert det.is_terminal()
        assert sorted(c for z in det.data.zones for c in z) == list(range(ncards))


# Player 1 decides while the rules hold cards of player 2's hidden hand: in a local, in a list, in a
# loop over the hand, in an event's value. A determinization for player 1 must not keep them.
HELD = """
game "Held"
players 2..2
card chip { n: int }
zone deck visible to nobody
zone hand per player visible to owner
zone table
event shown(card: card)
deck deck {
  for i in range(1, 21) {
    1 chip "{i}" (n: i)
  }
}
on after shown {
  choose x in hand of 0 by 0 as "answer"
  move card to table
}
play {
  shuffle deck
  for p in players() {
    move top(deck, 3) to hand of p
  }
  let c = top(hand of 1)
  let cs = cards(hand of 1)
  for k in cards(hand of 1) {
    choose x in hand of 0 by 0 as "guess"
  }
  move c to table
  emit shown(top(hand of 1))
  end game
}
"""


def _locals(state: State, *names: str) -> list:
    frame = state.data.stack[-1]
    proc = state.model.procedures[frame[0]]
    return [frame[2][proc.local_names.index(name)] for name in names]


def test_a_determinization_follows_the_hidden_cards_the_rules_hold():
    """The locals holding cards of the hidden hand, the list a loop runs over and its item give the
    cards dealt to their places, not the real ones; so does an event's card. Every copy plays on."""
    game = Game.from_text(HELD, players=2)
    m = game.model
    hand, table = m.zone_instance("hand", 1), m.zone_instance("table")
    state = game.new_initial_state(1, log=False)
    real = state.data.zones[hand][:]
    assert _locals(state, "c", "cs", "k") == [real[-1], real, real[0]]
    held = set()
    for seed in range(40):
        det = state.resample(0, random.Random(seed))
        dealt = det.data.zones[hand]
        assert _locals(det, "c", "cs", "k") == [dealt[-1], dealt, dealt[0]]
        held.add(tuple(dealt))
        det.playout(random.Random(seed).randrange)
        assert det.is_terminal() and len(det.data.zones[table]) == 2
        assert sorted(c for z in det.data.zones for c in z) == list(range(len(m.card_names)))
    assert len(held) > 30  # which cards the hand holds is drawn anew, and the locals with it
    for _ in range(3):
        state.apply_action(0, 0)
    assert state.data.events and state.data.pending is not None  # the trigger's choice, the event open
    for seed in range(20):
        det = state.resample(0, random.Random(seed))
        (event,) = det.data.events
        assert event[1] == [det.data.zones[hand][-1]]


def test_a_local_holding_a_card_shown_by_one_side_follows_its_place():
    """docs/examples/two_sided.rules with the row's top card in a local: the card is dealt again
    among those whose alien side reads the same, and the local gives the card drawn for its place."""
    text = (Path(__file__).resolve().parent.parent / "docs" / "examples" / "two_sided.rules").read_text()
    text = text.replace("  for p in players() {\n    choose c in row", "  let first = top(row)\n"
                        "  for p in players() {\n    choose c in row", 1)
    game = Game.from_text(text, players=2)
    m = game.model
    row = m.zone_instance("row")
    state = game.new_initial_state(1, log=False)
    (first,) = _locals(state, "first")
    assert first == state.data.zones[row][-1]
    drawn = set()
    for seed in range(40):
        det = state.resample(0, random.Random(seed))
        (held,) = _locals(det, "first")
        assert held == det.data.zones[row][-1]
        assert m.card_face(held, "alien") == m.card_face(first, "alien")
        drawn.add(held)
    assert len(drawn) > 1


def test_a_determinization_plays_again_a_part_a_playout_answered():
    """A playout cut after five decisions has answered both of player 2's choices in their part (the
    second inside the run, as playouts answer): a determinization for player 2 plays the part again
    with both answers, so it stands where player 2 knows it stands."""
    game = Game.from_text(LAY_ONE_BY_ONE, players=4)
    m = game.model
    hand, facedown = m.zone_instance("hand", 1), m.zone_instance("facedown", 1)
    state = game.new_initial_state(4, log=False)
    state.playout(random.Random(2).randrange, max_decisions=5)
    assert state.acting_players() == [2, 3]
    laid = state.data.zones[facedown]
    assert len(laid) == 2
    for seed in range(20):
        det = state.resample(1, random.Random(seed))
        assert det.data.zones[facedown] == laid and det.data.zones[hand] == state.data.zones[hand]
        assert 1 not in det.acting_players()  # the others start their parts again: unknown to player 2
        det.playout(random.Random(seed).randrange)
        assert det.is_terminal()


def _hidden_card_values_by_mask(model, data, player) -> list:
    """The card variables as `hide_secrets` leaves them, worked out by asking `card_var_mask` of
    every card: the reference its quicker walk over the cards hidden from the player must match."""
    from rulerun.interpreter.secrets import card_var_mask

    ncards = len(model.card_names)
    cvars = data.cvars[:]
    for var, default in enumerate(model.card_var_defaults):
        for card in range(ncards):
            if not card_var_mask(model, data, var, card) >> player & 1:
                cvars[var * ncards + card] = default
    return cvars


# marked cards go into hands and under the top of a pile shown by its top card alone
MARKED_PILE = """
game "Marked pile"
players 2..2
card chip { var mark: int = 0  var owner_note: int = 0 visible to owner }
zone deck visible to nobody
zone hand per player
zone pile visible to top
deck deck {
  12 chip "chip" ()
}
play {
  shuffle deck
  for c in cards(deck) {
    c.mark = 1
  }
  while size(deck) > 0 {
    for p in players() {
      choose c in cards(deck) by p as "chip to mark"
      c.mark += 1
      c.owner_note = 5
      choose where in ["hand", "pile"] by p as "where it goes"
      if where == "hand" {
        move c to hand of p
      } else {
        move c to pile
      }
    }
  }
}
"""


@pytest.mark.parametrize("name,players", [("evolution", 2), ("alienz", 3), ("animalia", 4), ("cribbage", 2),
                                          ("skull", 4), ("lost_cities", 2), (MARKED_PILE, 2)])
def test_hidden_card_variables_are_reset_wherever_the_player_cannot_know_them(name, players):
    from rulerun.interpreter.engine import load_game
    from rulerun.interpreter.secrets import hide_secrets

    game = Game.from_text(name, players=players) if "\n" in name else load_game(name, players=players)
    model = game.model
    checked = 0
    for seed in range(6):
        rng = random.Random(seed)
        state = game.new_initial_state(seed, log=False)
        for step in range(rng.randrange(5, 120)):
            if state.is_terminal():
                break
            player = state.current_player()
            player = state.acting_players()[0] if player < 0 else player
            state.apply_action(rng.randrange(len(state.legal_actions(player))), player)
        for player in range(players):
            data = state.clone().data
            expected = _hidden_card_values_by_mask(model, data, player)
            hide_secrets(model, data, player)
            assert data.cvars == expected
            checked += expected != state.data.cvars  # some variable was hidden
    assert checked or not model.card_var_names


def test_a_card_dealt_where_one_side_shows_carries_the_variables_seen_there():
    # Evolution's traits lie on the table showing their trait side, with their host, fat, food and
    # other marks: a card dealt in a trait's place takes that place's marks, whatever card it is
    from rulerun.interpreter.engine import load_game
    from rulerun.interpreter.secrets import hidden_places

    game = load_game("evolution", players=2)
    m, ncards = game.model, len(game.model.card_names)
    rng = random.Random(3)
    state = game.new_initial_state(3, log=False)

    def seen_marks() -> dict:
        """Each place showing one side to player 0: the card variables of the card there."""
        d = state.data
        return {(inst, i): d.cvars[d.zones[inst][i]::ncards]
                for places in hidden_places(m, d, 0)[1].values() for inst, i, _ in places}

    def marked(seen: dict) -> int:
        return sum(values != list(m.card_var_defaults) for values in seen.values())

    while marked(seen_marks()) < 3:
        player = state.current_player()
        player = state.acting_players()[0] if player < 0 else player
        state.apply_action(rng.randrange(len(state.legal_actions(player))), player)
    seen = seen_marks()
    moved = 0
    for seed in range(20):
        d = state.resample(0, random.Random(seed)).data
        for (inst, i), values in seen.items():
            card = d.zones[inst][i]
            moved += card != state.data.zones[inst][i]
            assert d.cvars[card::ncards] == values
    assert moved  # other cards were dealt there
