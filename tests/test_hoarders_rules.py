"""Scenario tests for rulebooks/hoarders.rules against RULES.md section 3 (Hoarders).

Each test rigs a position with `Game.blank_state()`, runs `play_turn` (or one procedure of the
rulebook) and drives the decisions, checking the outcome against the rule cited in its name and
docstring (3.3, 3.4.2, 3.5 ...). Players are 0-based in code and expressions, and shown as P1..Pn
in options and logs.
"""

from __future__ import annotations

import re
from collections import Counter

import pytest

from rulerun.grammar import RulesErrors
from rulerun.interpreter.agents import RandomAgent, play_game
from rulerun.interpreter.state import SIMULTANEOUS

NUTS = ("walnut", "hazelnut", "sunflower", "acorn", "peanut")
KINDS = ("hamster", "marmot", "beaver", "raccoon", "squirrel")

COMMIT = "critters to play face down"
REVEAL = "critter to reveal"
STEAL_FROM = "raccoon: steal from"
STEAL_WHICH = "raccoon: nut to steal"
BLOCK = "block the theft?"
BLOCK_YES = "reveal the hamster"
BLOCK_NO = "let it happen"
BEAVER = "beaver: draw 3 nuts?"
DRAW3 = "draw 3 nuts"
DRAW0 = "draw nothing"

# Collections that are far from five of a kind: a different mix for each seat.
MIXED = {
    0: ["walnut", "hazelnut", "sunflower"],
    1: ["acorn", "peanut", "walnut"],
    2: ["hazelnut", "sunflower", "acorn"],
    3: ["peanut", "walnut", "hazelnut"],
    4: ["sunflower", "acorn", "peanut"],
    5: ["walnut", "acorn", "sunflower"],
}


# ---- rigging positions --------------------------------------------------------------------------
def _move(s, card: int, zone: str, owner: int | None = None) -> None:
    """Moves one card (by id) to the top of a zone instance, whatever zone it lies in."""
    d = s.data
    inst = s.model.zone_instance(zone, owner)
    d.zones[d.loc[card]].remove(card)
    d.zones[inst].append(card)
    d.loc[card] = inst


def _take(s, name: str, zone: str, owner: int | None = None) -> int:
    """The topmost card with this name in a zone instance."""
    inst = s.model.zone_instance(zone, owner)
    for c in reversed(s.data.zones[inst]):
        if s.model.card_names[c] == name:
            return c
    raise AssertionError(f"no {name} left in {s.model.instance_name(inst)}")


def rig(game, players: int = 4, nuts: dict | None = None, crown: int = 0, top=(), deck=None, seed: int = 0,
        hands: bool = True):
    """A position before a turn: every player holds one critter of each kind (`hands`), `nuts`
    maps a player to the names of their collection (default: MIXED), `top` is stacked on the nut
    deck (first name on top) and `deck` (top first) makes the deck exactly those cards, the other
    nuts being set aside in the box."""
    g = game("hoarders", players)
    s = g.blank_state(seed)
    if hands:
        for p in range(players):
            for k in KINDS:
                _move(s, _take(s, k, "box"), "hand", p)
    if nuts is None:
        nuts = {p: MIXED[p] for p in range(players)}
    for p, names in nuts.items():
        for n in names:
            _move(s, _take(s, n, "nut_deck"), "nuts", p)
    if deck is not None:
        for c in list(s.data.zones[s.model.zone_instance("nut_deck")]):
            _move(s, c, "box")
        for n in reversed(list(deck)):
            _move(s, _take(s, n, "box"), "nut_deck")
    lifted = []
    for n in top:
        card = _take(s, n, "nut_deck")
        _move(s, card, "box")
        lifted.append(card)
    for card in reversed(lifted):
        _move(s, card, "nut_deck")
    s.set_var("crown", crown)
    return g, s


def deck_top(s, k: int = 1) -> list[str]:
    """The top k nut names, top first."""
    return list(reversed(s.zone_names("nut_deck")))[:k]


def commit(s, choices: dict) -> None:
    """The secret selection: each player (in the dict's order) commits the two named critters."""
    for p, pair in choices.items():
        assert s.current_player() == SIMULTANEOUS
        assert p in s.acting_players()
        assert s.decision_label(p) == COMMIT
        wanted = set(pair)
        for text in s.options(p):
            if set(text.split(", ")) == wanted:
                s.act(text, p)
                break
        else:
            raise AssertionError(f"no option {pair} for P{p + 1}: {s.options(p)}")


def start_turn(s, choices: dict) -> None:
    s.call("play_turn")
    commit(s, choices)


def expect(s, player: int, label: str) -> list[str]:
    """Asserts who is asked what now; returns the options."""
    assert not s.is_terminal()
    assert s.current_player() == player, (s.current_player(), s.decision_label())
    assert s.decision_label() == label
    return s.options()


def do(s, player: int, label: str, option: str) -> None:
    expect(s, player, label)
    s.act(option, player)


def reveal(s, player: int, kind: str) -> None:
    do(s, player, REVEAL, kind)


def reveals(s) -> list[tuple[int, str]]:
    """The reveal steps of the log, in order: (player, critter)."""
    out = []
    for line in s.log_lines():
        m = re.match(r"^P(\d) (?:chooses|must choose) (\w+) \(critter to reveal\)$", line)
        if m:
            out.append((int(m.group(1)) - 1, m.group(2)))
    return out


def finish(s) -> None:
    """Drives the rest of the called procedure with the first option everywhere."""
    guard = 0
    while not s.done():
        p = s.current_player()
        if p == SIMULTANEOUS:
            p = s.acting_players()[0]
        s.apply_action(0, p)
        guard += 1
        assert guard < 500


def nut_count(s, p: int) -> int:
    return len(s.zone_names("nuts", p))


def critters_home(s, players: int) -> None:
    for p in range(players):
        assert sorted(s.zone_names("hand", p)) == sorted(KINDS)
        assert s.zone_names("facedown", p) == []
        assert s.zone_names("revealed", p) == []


# ---- 3.1 - 3.3: players, components, setup ---------------------------------------------------------
@pytest.mark.parametrize("players", [2, 7])
def test_3_1_only_three_to_six_players(players):
    """3.1: Hoarders is for 3 to 6 players."""
    from rulerun.interpreter.engine import load_game

    with pytest.raises(RulesErrors):
        load_game("hoarders", players=players)


def test_3_2_components(game):
    """3.2: 55 nut cards, 11 of each of the five nuts; 30 critters, 6 of each of the five kinds."""
    s = game("hoarders", 4).blank_state(0)
    assert Counter(s.zone_names("nut_deck")) == {n: 11 for n in NUTS}
    assert Counter(s.zone_names("box")) == {k: 6 for k in KINDS}


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_3_3_setup(game, players):
    """3.3: each player holds one critter of each kind and 3 face-up nuts; the rest of the nuts
    form the face-down deck; a player holds the crown; the first decision is the secret selection."""
    g = game("hoarders", players)
    s = g.new_initial_state(11)
    for p in range(players):
        assert sorted(s.zone_names("hand", p)) == sorted(KINDS)
        assert len(s.zone_names("nuts", p)) == 3
        assert s.zone_names("facedown", p) == [] and s.zone_names("revealed", p) == []
    assert len(s.zone_names("nut_deck")) == 55 - 3 * players
    assert s.var("crown") in range(players)
    assert s.current_player() == SIMULTANEOUS
    assert sorted(s.acting_players()) == list(range(players))
    # collections are public, the deck and other players' hands are not (3.7)
    obs = s.observation(0)["zones"]
    other = 1
    assert [e["card"] for e in obs[f"nuts of P{other + 1}"]] == s.zone_names("nuts", other)
    assert obs[f"hand of P{other + 1}"] == [None] * 5
    assert all(e is None for e in obs["nut_deck"]) and len(obs["nut_deck"]) == 55 - 3 * players
    assert [e["card"] for e in obs["hand of P1"]] == s.zone_names("hand", 0)


def test_3_3_first_crown_is_random(game):
    """3.3 step 4 / 3.8.9: the first crown holder is chosen at random."""
    g = game("hoarders", 4)
    crowns = {g.new_initial_state(seed).var("crown") for seed in range(40)}
    assert crowns == {0, 1, 2, 3}


# ---- 3.4 step 1: the secret selection ---------------------------------------------------------------
def test_3_4_1_selection_is_simultaneous_pairs_of_distinct_critters(game):
    """3.4.1 / 3.8.3: every player decides at once, picking exactly 2 distinct critters of their 5."""
    g, s = rig(game)
    s.call("play_turn")
    assert s.current_player() == SIMULTANEOUS
    assert s.acting_players() == [0, 1, 2, 3]
    for p in range(4):
        assert s.decision_label(p) == COMMIT
        opts = s.options(p)
        assert len(opts) == 10
        pairs = {frozenset(o.split(", ")) for o in opts}
        assert len(pairs) == 10 and all(len(pair) == 2 and pair <= set(KINDS) for pair in pairs)


def test_3_4_1_commitment_moves_the_pair_face_down(game):
    """3.4.1: the two chosen critters go face down; the other three stay in hand."""
    g, s = rig(game)
    start_turn(s, {0: ("raccoon", "hamster")})
    assert sorted(s.zone_names("facedown", 0)) == ["hamster", "raccoon"]
    assert sorted(s.zone_names("hand", 0)) == ["beaver", "marmot", "squirrel"]
    assert s.acting_players() == [1, 2, 3]


def test_3_4_1_a_choice_made_is_hidden_from_the_others(game):
    """3.4.1 / 3.7: after a player has chosen, the others' observations, logs and options do not
    reveal what was chosen, not even which cards left the hand."""
    g, s = rig(game)
    s.call("play_turn")
    before_logs = {q: s.log_lines(view=q) for q in (1, 2, 3)}
    before_opts = {q: s.options(q) for q in (1, 2, 3)}
    before_obs = {q: s.observation(q)["zones"] for q in (1, 2, 3)}
    commit(s, {0: ("raccoon", "hamster")})
    assert s.current_player() == SIMULTANEOUS
    for q in (1, 2, 3):
        zones = s.observation(q)["zones"]
        # not even how many cards left the hand: every zone looks exactly as before
        assert zones == before_obs[q]
        assert s.log_lines(view=q) == before_logs[q]
        assert s.options(q) == before_opts[q]
    # the chooser reads their own choice in their log; their table too stays as the block found it
    assert any("hamster, raccoon" in line or "raccoon, hamster" in line for line in s.log_lines(view=0))
    assert s.observation(0)["zones"]["facedown of P1"] == []


def test_3_4_1_other_choices_stay_hidden_while_others_choose(game):
    """3.4.1: with several players done, each still sees only their own choice; nothing is revealed
    until all have chosen."""
    g, s = rig(game)
    start_turn(s, {2: ("beaver", "squirrel"), 0: ("marmot", "raccoon"), 3: ("hamster", "squirrel")})
    assert s.current_player() == SIMULTANEOUS and s.acting_players() == [1]
    for p in range(4):
        assert s.zone_names("revealed", p) == []
    log1 = "\n".join(s.log_lines(view=1))
    assert "beaver" not in log1 and "marmot" not in log1 and "squirrel" not in log1
    log2 = "\n".join(s.log_lines(view=2))
    assert "beaver, squirrel" in log2 or "squirrel, beaver" in log2
    assert "marmot" not in log2 and "hamster" not in log2
    zones = s.observation(2)["zones"]
    # and no one's table shows a choice, not even how many cards were committed
    assert zones["facedown of P1"] == [] and zones["facedown of P4"] == []


def test_3_4_1_reveals_start_with_the_crown_after_everyone_chose(game):
    """3.4.1-2: whatever the order of the secret choices, the first reveal is the crown holder's,
    and face-down critters stay hidden from the others until revealed."""
    g, s = rig(game, crown=2)
    start_turn(s, {3: ("hamster", "marmot"), 1: ("hamster", "marmot"), 0: ("hamster", "marmot")})
    assert s.current_player() == SIMULTANEOUS  # P3 (the crown) has not chosen yet
    commit(s, {2: ("hamster", "squirrel")})
    assert expect(s, 2, REVEAL) == ["hamster", "squirrel"]
    for q in (0, 1, 3):
        assert s.observation(q)["zones"]["facedown of P3"] == [None, None]
    reveal(s, 2, "squirrel")
    for q in (0, 1, 3):
        zones = s.observation(q)["zones"]
        assert zones["revealed of P3"] == [{"card": "squirrel"}]
        assert zones["facedown of P3"] == [None]


def test_3_4_1_clone_during_the_selection_continues_identically(game):
    """3.4.1: a position in the middle of the secret selection can be copied (for search agents);
    both copies go on the same way and the copy does not share the pending choices."""
    g, s = rig(game, top=["acorn", "peanut"])
    start_turn(s, {2: ("squirrel", "hamster")})
    c = s.clone()
    commit(s, {0: ("hamster", "marmot")})
    assert c.acting_players() == [0, 1, 3] and s.acting_players() == [1, 3]
    assert c.zone_names("hand", 0) == list(KINDS)
    commit(c, {0: ("hamster", "marmot")})
    for st in (s, c):
        commit(st, {1: ("hamster", "marmot"), 3: ("hamster", "marmot")})
        finish(st)
    assert s.log_lines() == c.log_lines()
    assert s.zone_names("nuts", 2) == MIXED[2] + ["acorn"]


# ---- 3.4 step 2: the reveal laps --------------------------------------------------------------------
@pytest.mark.parametrize("players, crown", [(3, 2), (4, 0), (4, 2), (4, 3), (5, 1), (6, 4)])
def test_3_4_2_two_laps_clockwise_from_the_crown(game, players, crown):
    """3.4.2: the crown holder reveals first, then clockwise; a second lap follows in the same
    order, so each player reveals twice."""
    g, s = rig(game, players=players, crown=crown)
    start_turn(s, {p: ("hamster", "marmot") for p in range(players)})
    order = [(crown + i) % players for i in range(players)]
    for p in order:
        reveal(s, p, "hamster")
    assert s.done()
    assert reveals(s) == [(p, "hamster") for p in order] + [(p, "marmot") for p in order]


def test_3_4_2_any_face_down_critter_may_be_revealed(game):
    """3.4.2 [D]: on their step a player reveals whichever face-down critter they like; the last one
    is revealed without asking."""
    g, s = rig(game)
    start_turn(s, {0: ("raccoon", "squirrel"), 1: ("hamster", "marmot"), 2: ("hamster", "marmot"),
                   3: ("hamster", "marmot")})
    assert expect(s, 0, REVEAL) == ["raccoon", "squirrel"]
    s.act("squirrel", 0)
    for p in (1, 2, 3):
        reveal(s, p, "hamster")
    # lap 2: P1's raccoon is the only card left and is revealed at once
    assert reveals(s)[4] == (0, "raccoon")
    assert "P1 must choose raccoon (critter to reveal)" in s.log_lines()


def test_3_4_2_player_without_face_down_critter_passes(game):
    """3.4.2 / 3.5 Hamster: a Hamster used to block counts as one of the two critters; the victim
    reveals the other one on the first lap and passes on the second."""
    g, s = rig(game)
    start_turn(s, {0: ("raccoon", "hamster"), 1: ("hamster", "marmot"), 2: ("hamster", "marmot"),
                   3: ("hamster", "marmot")})
    reveal(s, 0, "raccoon")
    do(s, 0, STEAL_FROM, "P2")
    do(s, 1, BLOCK, BLOCK_YES)
    # P2's only face-down critter is the marmot: revealed without asking
    reveal(s, 2, "hamster")
    reveal(s, 3, "hamster")
    assert s.done()
    assert (1, "marmot") in reveals(s)
    assert [p for p, _ in reveals(s)] == [0, 1, 2, 3, 0, 2, 3]
    assert "P2 has no face-down critter left and passes" in s.log_lines()


# ---- 3.4 step 3: end of turn -------------------------------------------------------------------------
@pytest.mark.parametrize("crown", [0, 3])
def test_3_4_3_end_of_turn_critters_back_and_crown_moves_left(game, crown):
    """3.4.3: when all critters are resolved, everyone takes their critters back into hand and the
    crown passes to the left (the next player clockwise, wrapping around)."""
    g, s = rig(game, crown=crown)
    start_turn(s, {p: ("hamster", "marmot") for p in range(4)})
    finish(s)
    assert not s.is_terminal()
    critters_home(s, 4)
    assert s.var("crown") == (crown + 1) % 4
    # the next turn starts with the new crown holder revealing first
    start_turn(s, {p: ("hamster", "marmot") for p in range(4)})
    assert s.current_player() == (crown + 1) % 4
    assert any(line == f"Turn 2: P{(crown + 1) % 4 + 1} holds the crown" for line in s.log_lines())


# ---- 3.5 Squirrel -----------------------------------------------------------------------------------
def test_3_5_squirrel_draws_the_top_nut(game):
    """3.5 Squirrel: draw the top nut card and add it to your (face-up) collection."""
    g, s = rig(game, top=["acorn", "peanut"])
    size = len(s.zone_names("nut_deck"))
    start_turn(s, {0: ("squirrel", "hamster"), 1: ("hamster", "marmot"), 2: ("hamster", "marmot"),
                   3: ("hamster", "marmot")})
    reveal(s, 0, "squirrel")
    assert s.zone_names("nuts", 0) == MIXED[0] + ["acorn"]
    assert len(s.zone_names("nut_deck")) == size - 1
    assert s.observation(2)["zones"]["nuts of P1"][-1] == {"card": "acorn"}


def test_3_5_squirrel_on_an_empty_deck_does_nothing(game):
    """3.5 Squirrel [D] / 3.6: with the nut deck empty, the Squirrel draws nothing."""
    g, s = rig(game, deck=[])
    s.call("draw_nut", 0)
    assert s.done() and not s.is_terminal()
    assert s.zone_names("nuts", 0) == MIXED[0]
    assert "the nut deck is empty: P1 draws nothing" in s.log_lines()


# ---- 3.5 Raccoon ------------------------------------------------------------------------------------
def test_3_5_raccoon_victim_then_card_of_choice(game):
    """3.5 Raccoon: the thief chooses another player with at least one nut, then the card to take."""
    g, s = rig(game, nuts={0: ["walnut"], 1: ["acorn", "peanut"], 2: [], 3: ["hazelnut"]})
    start_turn(s, {0: ("raccoon", "squirrel"), 1: ("marmot", "squirrel"), 2: ("marmot", "squirrel"),
                   3: ("marmot", "squirrel")})
    reveal(s, 0, "raccoon")
    # neither the thief nor P3 (no nuts) can be robbed
    assert expect(s, 0, STEAL_FROM) == ["P2", "P4"]
    s.act("P2", 0)
    # P2 has no face-down hamster: not asked; the thief picks among the victim's nuts
    assert expect(s, 0, STEAL_WHICH) == ["acorn", "peanut"]
    s.act("peanut", 0)
    assert s.zone_names("nuts", 0) == ["walnut", "peanut"]
    assert s.zone_names("nuts", 1) == ["acorn"]


def test_3_5_raccoon_single_victim_is_chosen_without_asking(game):
    """3.5 Raccoon: with one possible victim the choice is made at once; the card is still chosen."""
    g, s = rig(game, nuts={0: ["walnut"], 1: [], 2: ["acorn", "sunflower"], 3: []})
    s.call("raccoon", 0)
    assert expect(s, 0, STEAL_WHICH) == ["acorn", "sunflower"]
    assert "P1 must choose P3 (raccoon: steal from)" in s.log_lines()
    s.act("sunflower", 0)
    assert s.done()
    assert s.zone_names("nuts", 0) == ["walnut", "sunflower"]


def test_3_5_raccoon_without_victim_does_nothing(game):
    """3.5 Raccoon [D] / 3.8.7: if no other player has a nut card, nothing happens."""
    g, s = rig(game, nuts={0: ["walnut", "acorn"], 1: [], 2: [], 3: []})
    start_turn(s, {0: ("raccoon", "squirrel"), 1: ("hamster", "marmot"), 2: ("hamster", "marmot"),
                   3: ("hamster", "marmot")})
    reveal(s, 0, "raccoon")
    assert "no one has a nut to steal" in s.log_lines()
    assert s.zone_names("nuts", 0) == ["walnut", "acorn"]
    expect(s, 1, REVEAL)


def test_3_5_raccoon_only_the_victim_may_block(game):
    """3.5 Hamster: only the player being robbed may react; another player's face-down Hamster
    does not come into play."""
    g, s = rig(game)
    start_turn(s, {0: ("raccoon", "squirrel"), 1: ("marmot", "squirrel"), 2: ("hamster", "marmot"),
                   3: ("hamster", "marmot")})
    reveal(s, 0, "raccoon")
    do(s, 0, STEAL_FROM, "P2")
    do(s, 0, STEAL_WHICH, "acorn")
    assert s.zone_names("facedown", 2) == ["hamster", "marmot"]
    assert s.zone_names("facedown", 3) == ["hamster", "marmot"]
    assert "acorn" in s.zone_names("nuts", 0) and "acorn" not in s.zone_names("nuts", 1)


# ---- 3.5 Hamster ------------------------------------------------------------------------------------
def test_3_5_hamster_asked_after_victim_named_before_card_chosen(game):
    """3.5 [D] Raccoon/Hamster timing: the victim decides whether to block after being named and
    before the thief chooses the card."""
    g, s = rig(game)
    start_turn(s, {0: ("raccoon", "squirrel"), 1: ("hamster", "marmot"), 2: ("hamster", "marmot"),
                   3: ("hamster", "marmot")})
    reveal(s, 0, "raccoon")
    do(s, 0, STEAL_FROM, "P3")
    assert expect(s, 2, BLOCK) == [BLOCK_YES, BLOCK_NO]
    log = s.log_lines()
    assert log[-1] == "P1 chooses P3 (raccoon: steal from)"
    assert not any(STEAL_WHICH in line for line in log)


def test_3_5_hamster_blocks_the_theft(game):
    """3.5 Hamster: revealing the face-down Hamster cancels the theft; the Raccoon stays revealed
    with no effect and the Hamster is now revealed."""
    g, s = rig(game)
    start_turn(s, {0: ("raccoon", "squirrel"), 1: ("hamster", "marmot"), 2: ("hamster", "marmot"),
                   3: ("hamster", "marmot")})
    reveal(s, 0, "raccoon")
    do(s, 0, STEAL_FROM, "P3")
    do(s, 2, BLOCK, BLOCK_YES)
    assert s.zone_names("nuts", 0) == MIXED[0]
    assert s.zone_names("nuts", 2) == MIXED[2]
    assert s.zone_names("revealed", 0) == ["raccoon"]
    assert s.zone_names("revealed", 2) == ["hamster"]
    assert s.zone_names("facedown", 2) == ["marmot"]
    assert s.observation(1)["zones"]["revealed of P3"] == [{"card": "hamster"}]
    assert "P3's hamster blocks the theft" in s.log_lines()
    # the turn goes on with P2's step
    expect(s, 1, REVEAL)


def test_3_5_hamster_may_let_the_theft_happen(game):
    """3.5 Hamster: blocking is optional; a Hamster kept face down is revealed later for nothing."""
    g, s = rig(game, top=["peanut"])
    start_turn(s, {0: ("raccoon", "squirrel"), 1: ("hamster", "squirrel"), 2: ("hamster", "marmot"),
                   3: ("hamster", "marmot")})
    reveal(s, 0, "raccoon")
    do(s, 0, STEAL_FROM, "P2")
    do(s, 1, BLOCK, BLOCK_NO)
    do(s, 0, STEAL_WHICH, "acorn")
    assert s.zone_names("nuts", 1) == ["peanut", "walnut"]
    assert sorted(s.zone_names("facedown", 1)) == ["hamster", "squirrel"]
    reveal(s, 1, "hamster")
    assert "P2's hamster has no effect on its own" in s.log_lines()
    assert s.zone_names("nuts", 1) == ["peanut", "walnut"]


def test_3_5_hamster_on_its_own_step_has_no_effect(game):
    """3.5 Hamster / 3.8.6: revealed on its owner's step, a Hamster does nothing."""
    g, s = rig(game)
    deck = s.zone_names("nut_deck")
    start_turn(s, {p: ("hamster", "marmot") for p in range(4)})
    reveal(s, 0, "hamster")
    assert s.zone_names("nut_deck") == deck
    assert all(s.zone_names("nuts", p) == MIXED[p] for p in range(4))
    assert s.log_lines()[-1] == "P1's hamster has no effect on its own"


def test_3_5_spent_hamster_cannot_block_a_second_theft(game):
    """3.5 Hamster: once revealed, a Hamster cannot block another theft the same turn; the victim
    is not even asked."""
    g, s = rig(game)
    start_turn(s, {0: ("raccoon", "squirrel"), 1: ("hamster", "marmot"), 2: ("raccoon", "squirrel"),
                   3: ("hamster", "marmot")})
    reveal(s, 0, "raccoon")
    do(s, 0, STEAL_FROM, "P2")
    do(s, 1, BLOCK, BLOCK_YES)
    # P2's marmot is revealed without asking (after a hamster: nothing to repeat)
    reveal(s, 2, "raccoon")
    do(s, 2, STEAL_FROM, "P2")
    assert expect(s, 2, STEAL_WHICH) == ["acorn", "peanut", "walnut"]
    s.act("walnut", 2)
    assert s.zone_names("nuts", 2) == MIXED[2] + ["walnut"]
    assert s.zone_names("nuts", 1) == ["acorn", "peanut"]


def test_3_7_declining_a_block_does_not_reveal_a_face_down_hamster(game):
    """3.7 with 3.5 Hamster: a victim who keeps their Hamster face down must look, to the other
    players, exactly like a victim who has no Hamster."""

    def third_party_log(victim_pair):
        g, s = rig(game)
        start_turn(s, {0: ("raccoon", "squirrel"), 1: victim_pair, 2: ("hamster", "marmot"),
                       3: ("hamster", "marmot")})
        reveal(s, 0, "raccoon")
        do(s, 0, STEAL_FROM, "P2")
        if s.decision_label() == BLOCK:
            s.act(BLOCK_NO, 1)
        do(s, 0, STEAL_WHICH, "acorn")
        return s.log_lines(view=2)

    assert third_party_log(("hamster", "squirrel")) == third_party_log(("marmot", "squirrel"))


# ---- 3.5 Beaver -------------------------------------------------------------------------------------
BEAVER_TURN = {0: ("beaver", "hamster"), 1: ("hamster", "marmot"), 2: ("beaver", "hamster"),
               3: ("hamster", "marmot")}


def test_3_5_beaver_forces_every_face_down_beaver_up_at_once(game):
    """3.5 Beaver: when a Beaver is revealed, every face-down Beaver is revealed at once, before
    any draw; it counts as that player's revealed card."""
    g, s = rig(game)
    start_turn(s, BEAVER_TURN)
    reveal(s, 0, "beaver")
    assert s.zone_names("revealed", 2) == ["beaver"]
    assert s.zone_names("facedown", 2) == ["hamster"]
    log = s.log_lines()
    forced = log.index("  beaver: facedown of P3 -> revealed of P3")
    first_draw = next(i for i, line in enumerate(log) if "nut_deck -> nuts of" in line)
    assert forced < first_draw


def test_3_5_single_beaver_owner_may_draw_three(game):
    """3.5 Beaver: with exactly one Beaver this turn its owner may draw 3 nuts, one by one."""
    g, s = rig(game, top=["acorn", "peanut", "hazelnut", "sunflower"])
    start_turn(s, {0: ("beaver", "hamster"), 1: ("hamster", "marmot"), 2: ("hamster", "marmot"),
                   3: ("hamster", "marmot")})
    reveal(s, 0, "beaver")
    assert expect(s, 0, BEAVER) == [DRAW3, DRAW0]
    s.act(DRAW3, 0)
    assert s.zone_names("nuts", 0) == MIXED[0] + ["acorn", "peanut", "hazelnut"]
    assert deck_top(s) == ["sunflower"]
    assert all(nut_count(s, p) == 3 for p in (1, 2, 3))


def test_3_5_single_beaver_draw_is_optional(game):
    """3.5 Beaver: the three draws are optional («может взять»)."""
    g, s = rig(game, top=["acorn", "peanut", "hazelnut"])
    start_turn(s, {1: ("beaver", "squirrel"), 0: ("hamster", "marmot"), 2: ("hamster", "marmot"),
                   3: ("hamster", "marmot")})
    reveal(s, 0, "hamster")
    reveal(s, 1, "beaver")
    do(s, 1, BEAVER, DRAW0)
    assert s.zone_names("nuts", 1) == MIXED[1]
    assert deck_top(s, 3) == ["acorn", "peanut", "hazelnut"]


def test_3_5_two_beavers_everyone_else_draws_one_in_crown_order(game):
    """3.5 Beaver [D]: with two or more Beavers, every player without one draws 1 nut, in turn
    order from the crown holder; the Beaver owners draw nothing."""
    g, s = rig(game, crown=1, top=["acorn", "peanut", "hazelnut"])
    start_turn(s, {1: ("beaver", "hamster"), 3: ("beaver", "hamster"), 0: ("hamster", "marmot"),
                   2: ("hamster", "marmot")})
    reveal(s, 1, "beaver")
    # crown order 2, 3, 4, 1: the non-Beaver players are P3 then P1
    assert s.zone_names("nuts", 2) == MIXED[2] + ["acorn"]
    assert s.zone_names("nuts", 0) == MIXED[0] + ["peanut"]
    assert s.zone_names("nuts", 1) == MIXED[1] and s.zone_names("nuts", 3) == MIXED[3]
    assert deck_top(s) == ["hazelnut"]
    assert "2 beavers: every other player draws a nut" in s.log_lines()


def test_3_5_three_beavers_only_the_others_draw(game):
    """3.5 Beaver: "two or more" includes three; only the one player without a Beaver draws."""
    g, s = rig(game, top=["acorn", "peanut"])
    start_turn(s, {0: ("hamster", "marmot"), 1: ("beaver", "hamster"), 2: ("beaver", "hamster"),
                   3: ("beaver", "hamster")})
    reveal(s, 0, "hamster")
    reveal(s, 1, "beaver")
    assert [nut_count(s, p) for p in range(4)] == [4, 3, 3, 3]
    assert s.zone_names("nuts", 0)[-1] == "acorn"
    log = s.log_lines()
    assert "3 beavers: every other player draws a nut" in log
    assert "  beaver: facedown of P3 -> revealed of P3" in log
    assert "  beaver: facedown of P4 -> revealed of P4" in log
    # the other steps were forced (hamsters) or passes: the turn is over, with no more draws
    assert s.done() and deck_top(s) == ["peanut"]
    assert "P3 has no face-down critter left and passes" in log


def test_3_5_beaver_effect_happens_once_per_turn(game):
    """3.5 Beaver: the effect happens once; a force-revealed Beaver's owner later reveals their
    other critter, or passes, and nobody draws again."""
    g, s = rig(game)
    deck = len(s.zone_names("nut_deck"))
    start_turn(s, BEAVER_TURN)
    reveal(s, 0, "beaver")
    reveal(s, 1, "hamster")
    # P3's beaver was forced up: the hamster is the only card left, revealed without asking
    reveal(s, 3, "hamster")
    assert s.done()
    assert reveals(s) == [(0, "beaver"), (1, "hamster"), (2, "hamster"), (3, "hamster"),
                          (0, "hamster"), (1, "marmot"), (3, "marmot")]
    assert "P3 has no face-down critter left and passes" in s.log_lines()
    assert [nut_count(s, p) for p in range(4)] == [3, 4, 3, 4]
    assert len(s.zone_names("nut_deck")) == deck - 2
    assert sum("beavers: every other player draws a nut" in line for line in s.log_lines()) == 1


def test_3_5_beaver_effect_again_next_turn(game):
    """3.5 Beaver: "once per turn" is per turn: a Beaver in the next turn has its effect again."""
    g, s = rig(game, top=["acorn", "peanut", "hazelnut", "sunflower", "walnut", "acorn"])
    start_turn(s, {0: ("beaver", "hamster"), 1: ("hamster", "marmot"), 2: ("hamster", "marmot"),
                   3: ("hamster", "marmot")})
    reveal(s, 0, "beaver")
    do(s, 0, BEAVER, DRAW3)
    finish(s)
    start_turn(s, {0: ("hamster", "marmot"), 1: ("beaver", "hamster"), 2: ("hamster", "marmot"),
                   3: ("hamster", "marmot")})
    reveal(s, 1, "beaver")
    do(s, 1, BEAVER, DRAW3)
    assert s.zone_names("nuts", 1) == MIXED[1] + ["sunflower", "walnut", "acorn"]


def test_3_6_beaver_draws_only_what_remains(game):
    """3.6: a draw effect draws as many cards as remain (the single Beaver with 2 nuts left)."""
    g, s = rig(game, deck=["acorn", "peanut"])
    start_turn(s, {0: ("beaver", "hamster"), 1: ("hamster", "marmot"), 2: ("hamster", "marmot"),
                   3: ("hamster", "marmot")})
    reveal(s, 0, "beaver")
    do(s, 0, BEAVER, DRAW3)
    assert s.zone_names("nuts", 0) == MIXED[0] + ["acorn", "peanut"]
    assert s.zone_names("nut_deck") == []
    assert not s.is_terminal()
    expect(s, 1, REVEAL)


def test_3_6_multi_beaver_draws_only_what_remains(game):
    """3.6 with 3.5 Beaver: the last nut goes to the first non-Beaver player in crown order; the
    next draws nothing."""
    g, s = rig(game, crown=2, deck=["acorn"])
    start_turn(s, {0: ("hamster", "marmot"), 1: ("beaver", "hamster"), 2: ("beaver", "hamster"),
                   3: ("hamster", "marmot")})
    reveal(s, 2, "beaver")
    assert s.zone_names("nuts", 3) == MIXED[3] + ["acorn"]
    assert s.zone_names("nuts", 0) == MIXED[0]
    assert "the nut deck is empty: P1 draws nothing" in s.log_lines()


def test_3_5_beaver_forced_up_after_its_owner_already_revealed_once(game):
    """3.5 Beaver / 3.4.2: a Beaver forced up after its owner's first step leaves that owner with
    nothing face down, so they pass on the second lap."""
    g, s = rig(game, top=["acorn", "peanut", "hazelnut"])
    start_turn(s, {0: ("beaver", "squirrel"), 1: ("beaver", "hamster"), 2: ("hamster", "marmot"),
                   3: ("hamster", "marmot")})
    reveal(s, 0, "squirrel")
    reveal(s, 1, "beaver")
    assert s.zone_names("facedown", 0) == []
    assert s.zone_names("revealed", 0) == ["squirrel", "beaver"]
    # the beaver owners (P1, P2) draw nothing; P3 then P4 draw one each
    assert s.zone_names("nuts", 0) == MIXED[0] + ["acorn"]
    assert s.zone_names("nuts", 2) == MIXED[2] + ["peanut"]
    assert s.zone_names("nuts", 3) == MIXED[3] + ["hazelnut"]
    reveal(s, 2, "hamster")
    reveal(s, 3, "hamster")
    assert s.done()
    assert "P1 has no face-down critter left and passes" in s.log_lines()


# ---- 3.5 Marmot -------------------------------------------------------------------------------------
def test_3_5_marmot_revealed_first_does_nothing(game):
    """3.5 Marmot [D]: revealed before its owner's other critter, the Marmot has nothing to repeat;
    the other critter later works as usual."""
    g, s = rig(game, top=["acorn", "peanut"])
    start_turn(s, {0: ("marmot", "squirrel"), 1: ("hamster", "marmot"), 2: ("hamster", "marmot"),
                   3: ("hamster", "marmot")})
    reveal(s, 0, "marmot")
    assert s.zone_names("nuts", 0) == MIXED[0]
    assert deck_top(s) == ["acorn"]
    assert "P1's marmot comes first and has nothing to repeat" in s.log_lines()
    for p in (1, 2, 3):
        reveal(s, p, "hamster")
    # lap 2: the squirrel draws once
    assert s.zone_names("nuts", 0) == MIXED[0] + ["acorn"]
    assert deck_top(s) == ["peanut"]


def test_3_5_marmot_repeats_the_squirrel(game):
    """3.5 Marmot: after a Squirrel it draws 1 more nut."""
    g, s = rig(game, top=["acorn", "peanut", "hazelnut"])
    start_turn(s, {0: ("marmot", "squirrel"), 1: ("hamster", "marmot"), 2: ("hamster", "marmot"),
                   3: ("hamster", "marmot")})
    reveal(s, 0, "squirrel")
    for p in (1, 2, 3):
        reveal(s, p, "hamster")
    assert s.zone_names("nuts", 0) == MIXED[0] + ["acorn", "peanut"]
    assert "P1's marmot repeats the squirrel" in s.log_lines()


def test_3_5_marmot_repeats_the_raccoon_with_a_new_victim(game):
    """3.5 Marmot: repeating a Raccoon is a new theft with a fresh choice of victim."""
    g, s = rig(game)
    start_turn(s, {0: ("marmot", "raccoon"), 1: ("beaver", "marmot"), 2: ("marmot", "squirrel"),
                   3: ("marmot", "squirrel")})
    reveal(s, 0, "raccoon")
    do(s, 0, STEAL_FROM, "P2")
    do(s, 0, STEAL_WHICH, "acorn")
    reveal(s, 1, "marmot")
    reveal(s, 2, "marmot")
    reveal(s, 3, "marmot")
    # lap 2: P1's marmot repeats the raccoon; P2 may be chosen again, or anyone else
    assert expect(s, 0, STEAL_FROM) == ["P2", "P3", "P4"]
    s.act("P4", 0)
    do(s, 0, STEAL_WHICH, "peanut")
    assert s.zone_names("nuts", 0) == MIXED[0] + ["acorn", "peanut"]
    assert s.zone_names("nuts", 3) == ["walnut", "hazelnut"]
    assert "P1's marmot repeats the raccoon" in s.log_lines()


def test_3_5_marmot_after_blocked_raccoon_makes_a_fresh_blockable_attempt(game):
    """3.5 Marmot [D] / 3.8.4: after a blocked Raccoon the Marmot makes a new theft attempt, which
    another Hamster can block again."""
    g, s = rig(game, top=["acorn", "peanut", "hazelnut", "sunflower"])
    start_turn(s, {0: ("raccoon", "marmot"), 1: ("hamster", "squirrel"), 2: ("hamster", "squirrel"),
                   3: ("hamster", "marmot")})
    reveal(s, 0, "raccoon")
    do(s, 0, STEAL_FROM, "P2")
    do(s, 1, BLOCK, BLOCK_YES)
    # P2's squirrel is revealed without asking
    reveal(s, 2, "squirrel")
    reveal(s, 3, "marmot")
    # lap 2: the marmot is P1's last card
    do(s, 0, STEAL_FROM, "P3")
    do(s, 2, BLOCK, BLOCK_YES)
    # the rest of the turn is forced: the turn is over and P1 stole nothing
    assert s.done()
    assert s.zone_names("nuts", 0) == MIXED[0]
    assert s.zone_names("nuts", 2) == MIXED[2] + ["peanut"]
    log = s.log_lines()
    assert "P2's hamster blocks the theft" in log and "P3's hamster blocks the theft" in log
    assert "P1's marmot repeats the raccoon" in log


def test_3_5_marmot_after_blocked_raccoon_same_victim_cannot_block_again(game):
    """3.5 Marmot + Hamster: the Marmot's new attempt on the same victim cannot be blocked by the
    Hamster already spent."""
    g, s = rig(game)
    start_turn(s, {0: ("raccoon", "marmot"), 1: ("hamster", "squirrel"), 2: ("hamster", "marmot"),
                   3: ("hamster", "marmot")})
    reveal(s, 0, "raccoon")
    do(s, 0, STEAL_FROM, "P2")
    do(s, 1, BLOCK, BLOCK_YES)
    reveal(s, 2, "hamster")
    reveal(s, 3, "hamster")
    do(s, 0, STEAL_FROM, "P2")
    # P2 is not asked: the thief chooses the card at once
    do(s, 0, STEAL_WHICH, "peanut")
    assert s.zone_names("nuts", 0) == MIXED[0] + ["peanut"]


def test_3_5_marmot_cannot_repeat_a_beaver(game):
    """3.5 Marmot: after its owner's Beaver the Marmot has no effect (no second Beaver effect)."""
    g, s = rig(game, top=["acorn", "peanut", "hazelnut", "sunflower"])
    start_turn(s, {0: ("beaver", "marmot"), 1: ("hamster", "marmot"), 2: ("hamster", "marmot"),
                   3: ("hamster", "marmot")})
    reveal(s, 0, "beaver")
    do(s, 0, BEAVER, DRAW3)
    for p in (1, 2, 3):
        reveal(s, p, "hamster")
    assert s.done()
    assert s.zone_names("nuts", 0) == MIXED[0] + ["acorn", "peanut", "hazelnut"]
    assert deck_top(s) == ["sunflower"]
    assert "P1's marmot cannot repeat a beaver" in s.log_lines()


def test_3_5_marmot_after_a_force_revealed_beaver_does_nothing(game):
    """3.5 Marmot + Beaver: a Beaver forced up by someone else's Beaver is still the owner's other
    critter; the Marmot then has no effect."""
    g, s = rig(game)
    start_turn(s, {0: ("beaver", "hamster"), 1: ("beaver", "marmot"), 2: ("hamster", "marmot"),
                   3: ("hamster", "marmot")})
    reveal(s, 0, "beaver")
    counts = [nut_count(s, p) for p in range(4)]
    assert counts == [3, 3, 4, 4]
    # P2's marmot is revealed at once (their only face-down card) and does nothing
    assert (1, "marmot") in reveals(s)
    assert "P2's marmot cannot repeat a beaver" in s.log_lines()
    reveal(s, 2, "hamster")
    reveal(s, 3, "hamster")
    assert [nut_count(s, p) for p in range(4)] == counts


def test_3_5_marmot_after_own_hamster_does_nothing(game):
    """3.5 Marmot [D]: after a Hamster revealed for nothing, the Marmot does nothing."""
    g, s = rig(game)
    deck = s.zone_names("nut_deck")
    start_turn(s, {p: ("hamster", "marmot") for p in range(4)})
    for p in range(4):
        reveal(s, p, "hamster")
    assert s.done()
    assert s.zone_names("nut_deck") == deck
    assert sum("marmot cannot repeat a hamster" in line for line in s.log_lines()) == 4


def test_3_5_marmot_after_blocking_hamster_does_nothing(game):
    """3.5 Marmot [D]: after a Hamster used as a block, the Marmot does nothing either."""
    g, s = rig(game)
    start_turn(s, {0: ("raccoon", "squirrel"), 1: ("hamster", "marmot"), 2: ("hamster", "marmot"),
                   3: ("hamster", "marmot")})
    reveal(s, 0, "raccoon")
    do(s, 0, STEAL_FROM, "P2")
    do(s, 1, BLOCK, BLOCK_YES)
    assert "P2's marmot cannot repeat a hamster" in s.log_lines()
    assert s.zone_names("nuts", 1) == MIXED[1]


def test_3_5_marmot_repeating_raccoon_without_victim_does_nothing(game):
    """3.5 Marmot with 3.8.7: the repeated theft needs a victim too; with none, nothing happens."""
    g, s = rig(game, nuts={0: ["walnut"], 1: ["acorn"], 2: [], 3: []})
    start_turn(s, {0: ("raccoon", "marmot"), 1: ("hamster", "marmot"), 2: ("hamster", "marmot"),
                   3: ("hamster", "marmot")})
    reveal(s, 0, "raccoon")
    # P2 is the only victim (chosen at once) and has a face-down hamster
    do(s, 1, BLOCK, BLOCK_NO)
    # P2's acorn is their only nut: the card is taken at once
    assert s.zone_names("nuts", 0) == ["walnut", "acorn"]
    for p in (1, 2, 3):
        reveal(s, p, "hamster")
    assert s.done()
    assert "no one has a nut to steal" in s.log_lines()
    assert s.zone_names("nuts", 0) == ["walnut", "acorn"]


def test_3_5_marmot_repeating_squirrel_on_empty_deck_does_nothing(game):
    """3.5 Marmot with 3.5 Squirrel [D]: the repeated draw from an empty deck does nothing."""
    g, s = rig(game, deck=["acorn"])
    start_turn(s, {0: ("squirrel", "marmot"), 1: ("hamster", "marmot"), 2: ("hamster", "marmot"),
                   3: ("hamster", "marmot")})
    reveal(s, 0, "squirrel")
    for p in (1, 2, 3):
        reveal(s, p, "hamster")
    assert s.zone_names("nuts", 0) == MIXED[0] + ["acorn"]
    assert "the nut deck is empty: P1 draws nothing" in s.log_lines()
    assert s.is_terminal()  # 3.6: empty at the end of the turn


# ---- 3.4 step 4: winning at once --------------------------------------------------------------------
def test_3_4_4_win_at_once_after_a_squirrel(game):
    """3.1 / 3.4.4: five identical nuts win at once; the rest of the turn does not happen."""
    g, s = rig(game, nuts={0: MIXED[0], 1: ["walnut"] * 4, 2: MIXED[2], 3: MIXED[3]}, top=["walnut"])
    start_turn(s, {0: ("hamster", "marmot"), 1: ("squirrel", "raccoon"), 2: ("hamster", "marmot"),
                   3: ("hamster", "marmot")})
    reveal(s, 0, "hamster")
    reveal(s, 1, "squirrel")
    assert s.is_terminal() and s.winners() == [1]
    assert s.zone_names("facedown", 2) and s.zone_names("facedown", 3)
    assert "P2 has five identical nuts" in s.log_lines()


def test_3_4_4_no_win_with_five_different_nuts(game):
    """3.4.4: only five *identical* nuts win; five or more mixed nuts do not."""
    g, s = rig(game, nuts={0: ["walnut", "walnut", "walnut", "walnut", "acorn"], 1: MIXED[1], 2: MIXED[2],
                           3: MIXED[3]}, top=["peanut"])
    s.call("draw_nut", 0)
    assert s.done() and not s.is_terminal()
    assert g.evaluate(s, "most_of_one(0)") == 4
    assert g.evaluate(s, "most_of_one(0) >= 5") is False


def test_3_4_4_win_at_once_after_a_theft(game):
    """3.4.4: a stolen nut that makes five of a kind wins at once."""
    g, s = rig(game, nuts={0: ["hazelnut"] * 4, 1: ["hazelnut", "acorn"], 2: MIXED[2], 3: MIXED[3]})
    start_turn(s, {0: ("raccoon", "squirrel"), 1: ("marmot", "squirrel"), 2: ("hamster", "marmot"),
                   3: ("hamster", "marmot")})
    reveal(s, 0, "raccoon")
    do(s, 0, STEAL_FROM, "P2")
    do(s, 0, STEAL_WHICH, "hazelnut")
    assert s.is_terminal() and s.winners() == [0]


def test_3_4_4_win_in_the_middle_of_the_beaver_draws(game):
    """3.4.4 / 3.5 Beaver [D]: the single Beaver's owner draws one at a time and wins as soon as they
    hold five identical nuts; the remaining draws do not happen."""
    g, s = rig(game, nuts={0: ["acorn"] * 3, 1: MIXED[1], 2: MIXED[2], 3: MIXED[3]},
               top=["acorn", "acorn", "peanut"])
    start_turn(s, {0: ("beaver", "hamster"), 1: ("hamster", "marmot"), 2: ("hamster", "marmot"),
                   3: ("hamster", "marmot")})
    reveal(s, 0, "beaver")
    do(s, 0, BEAVER, DRAW3)
    assert s.is_terminal() and s.winners() == [0]
    assert s.zone_names("nuts", 0) == ["acorn"] * 5
    assert deck_top(s) == ["peanut"]


def test_3_4_4_marmot_repeating_squirrel_can_win(game):
    """3.4.4 with 3.5 Marmot: the Marmot's repeated draw is checked like any other gain."""
    g, s = rig(game, nuts={0: ["peanut"] * 3, 1: MIXED[1], 2: MIXED[2], 3: MIXED[3]},
               top=["peanut", "peanut"])
    start_turn(s, {0: ("squirrel", "marmot"), 1: ("hamster", "marmot"), 2: ("hamster", "marmot"),
                   3: ("hamster", "marmot")})
    reveal(s, 0, "squirrel")
    for p in (1, 2, 3):
        reveal(s, p, "hamster")
    assert s.is_terminal() and s.winners() == [0]


@pytest.mark.parametrize("crown, winner", [(2, 3), (0, 0)])
def test_3_4_4_simultaneous_beaver_winners_closest_to_the_crown(game, crown, winner):
    """3.4.4 / 3.5 Beaver [D]: when several players could reach five during the multi-Beaver draws,
    the first in crown order wins at once; the later one does not even draw."""
    g, s = rig(game, crown=crown, nuts={0: ["walnut"] * 4, 1: MIXED[1], 2: MIXED[2], 3: ["walnut"] * 4},
               top=["walnut", "walnut"])
    start_turn(s, {1: ("beaver", "hamster"), 2: ("beaver", "hamster"), 0: ("hamster", "marmot"),
                   3: ("hamster", "marmot")})
    if crown == 0:
        reveal(s, 0, "hamster")
        reveal(s, 1, "beaver")
    else:
        reveal(s, 2, "beaver")
    assert s.is_terminal() and s.winners() == [winner]
    loser = 3 - winner
    assert s.zone_names("nuts", loser) == ["walnut"] * 4
    assert deck_top(s) == ["walnut"]


# ---- 3.6 empty nut deck -----------------------------------------------------------------------------
def test_3_6_deck_empties_mid_turn_turn_is_finished_then_game_ends(game):
    """3.6: the deck running out mid-turn does not stop the turn; at its end the game ends."""
    g, s = rig(game, deck=["acorn"])
    start_turn(s, {0: ("squirrel", "hamster"), 1: ("squirrel", "hamster"), 2: ("raccoon", "hamster"),
                   3: ("hamster", "marmot")})
    reveal(s, 0, "squirrel")
    reveal(s, 1, "squirrel")
    assert "the nut deck is empty: P2 draws nothing" in s.log_lines()
    assert not s.is_terminal()
    reveal(s, 2, "raccoon")
    do(s, 2, STEAL_FROM, "P1")
    do(s, 0, BLOCK, BLOCK_NO)
    do(s, 2, STEAL_WHICH, "acorn")
    reveal(s, 3, "hamster")
    assert s.is_terminal()
    assert len(reveals(s)) == 8
    assert "The nut deck is empty: the game ends" in s.log_lines()


def test_3_6_not_over_while_the_deck_has_cards(game):
    """3.6: with at least one nut left at the end of the turn, the game goes on."""
    g, s = rig(game, deck=["acorn", "peanut"])
    start_turn(s, {0: ("squirrel", "hamster"), 1: ("hamster", "marmot"), 2: ("hamster", "marmot"),
                   3: ("hamster", "marmot")})
    finish(s)
    assert not s.is_terminal()
    assert s.zone_names("nut_deck") == ["peanut"]
    assert s.var("crown") == 1


def _empty_deck_game(game, nuts, crown):
    g, s = rig(game, nuts=nuts, crown=crown, deck=[])
    start_turn(s, {p: ("hamster", "marmot") for p in range(4)})
    finish(s)
    assert s.is_terminal()
    return g, s


def test_3_6_most_of_one_type_wins(game):
    """3.6: the player with the most cards of a single nut type wins, even with fewer nuts."""
    g, s = _empty_deck_game(game, {0: ["walnut"] * 3 + ["acorn"] * 3, 1: ["peanut"] * 4, 2: MIXED[2],
                                   3: ["hazelnut"] * 3 + ["acorn"] * 2}, crown=0)
    assert s.winners() == [1]


def test_3_6_tie_goes_to_most_nuts(game):
    """3.6: a tie on the most of one type goes to the most nut cards in total."""
    g, s = _empty_deck_game(game, {0: ["walnut"] * 3, 1: ["peanut"] * 3 + ["acorn", "walnut"],
                                   2: MIXED[2], 3: ["hazelnut"] * 3 + ["acorn"]}, crown=0)
    assert s.winners() == [1]


def test_3_6_then_closest_to_the_crown_holder_of_that_turn(game):
    """3.6: a tie on both goes to the player closest to the crown holder of that turn (the crown
    holder first); the crown has not moved on yet."""
    nuts = {0: MIXED[0], 1: ["peanut"] * 3 + ["acorn"], 2: ["walnut"] * 3 + ["hazelnut"], 3: MIXED[3]}
    g, s = _empty_deck_game(game, nuts, crown=2)
    # P3 holds the crown: P3 (distance 0) beats P2 (distance 3)
    assert s.winners() == [2]
    g, s = _empty_deck_game(game, nuts, crown=3)
    # P4 holds the crown: P2 (distance 2) beats P3 (distance 3)
    assert s.winners() == [1]


# ---- whole games -------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_whole_games_keep_the_invariants(game, players):
    """3.1-3.6 together, over random games: cards are conserved, every player always owns one
    critter of each kind, no more than 2 are out per turn, no one holds five alike while the game
    goes on, the crown moves one seat per turn, and the game ends with five alike or an empty deck."""
    g = game("hoarders", players)
    five = [f"most_of_one({p}) >= 5" for p in range(players)]
    for seed in range(8):
        first_crown = {}

        def check(s):
            if not s.is_terminal():
                assert not any(g.evaluate(s, e) for e in five)
            nuts = s.zone_names("nut_deck") + [n for p in range(players) for n in s.zone_names("nuts", p)]
            assert Counter(nuts) == {n: 11 for n in NUTS}
            for p in range(players):
                mine = s.zone_names("hand", p) + s.zone_names("facedown", p) + s.zone_names("revealed", p)
                assert sorted(mine) == sorted(KINDS)
                assert len(s.zone_names("facedown", p)) + len(s.zone_names("revealed", p)) <= 2
            turn = s.var("turn")
            first_crown.setdefault("crown", (s.var("crown") - turn + 1) % players)
            assert s.var("crown") == (first_crown["crown"] + turn - 1) % players

        s = play_game(g, seed, [RandomAgent(seed * 10 + p) for p in range(players)], on_step=check)
        assert s.is_terminal() and len(s.winners()) == 1
        w = s.winners()[0]
        if not g.evaluate(s, f"most_of_one({w}) >= 5"):
            assert s.zone_names("nut_deck") == []
            best = max(range(players), key=lambda p: (g.evaluate(s, f"most_of_one({p})"), nut_count(s, p),
                                                      -g.evaluate(s, f"crown_distance({p})")))
            assert w == best
