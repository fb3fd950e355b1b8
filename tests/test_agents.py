"""Agents: names and seeds, determinism, the information contract, competence, and human play.

The information contract (interpreter/agents.py): an agent sees only its player's observation and
legal actions. It is checked two ways: an agent is run on a proxy of the state that allows only the
contract's calls, and its decisions must not change when what is hidden from its player differs
(`state` against `perturb(state, player, rng)`: the hidden cards dealt again, the card variables
of hidden cards and the values the player may not know at their defaults; with the agent's seed
fixed).
"""

from __future__ import annotations

import random
import zlib

import pytest
from typer.testing import CliRunner

from rulerun.cli.main import app
from rulerun.grammar import RulesErrors
from rulerun.interpreter.agents import (DEFAULT_DEPTH, DEFAULT_ITERATIONS, DEFAULT_VISITS, SEARCH_STEP_LIMIT,
                                        FirstAgent, GreedyAgent, HumanAgent, ISMCTSAgent, RandomAgent, canonical,
                                        determinizer, first_key, make_agents, parse_agent, play_game, rank_value,
                                        search_base)
from rulerun.interpreter.engine import SIMULTANEOUS, Game, State, find_rulebook
from rulerun.interpreter.noninterference import perturb

def _bundled() -> list[tuple[str, int]]:
    books = []
    for name, players in (("animalia", 3), ("hoarders", 3), ("evolution", 2), ("alienz", 3)):
        try:
            find_rulebook(name)
        except Exception:  # noqa: BLE001 - rulebooks still being written may be absent
            continue
        books.append((name, players))
    return books


BUNDLED = _bundled()

PICK = """
game "Pick"
players 2..3
card plain { value: int }
zone deck visible to nobody
zone hand per player visible to owner
zone table
deck deck {
  for v in range(1, 9) {
    1 plain "card {v}" (value: v)
  }
}
var points: int per player = 0
rank p by points of p
play {
  shuffle deck
  for p in players() {
    move top(deck, 3) to hand of p
  }
  for p in players() {
    choose c in hand of p by p as "card to show"
    move c to table
    points of p += c.value
  }
  end game
}
"""


def acting(state) -> int:
    p = state.current_player()
    return state.acting_players()[0] if p == SIMULTANEOUS else p


# ---- names, seeds, budgets -------------------------------------------------------------------------
def test_agent_names_and_budgets():
    assert parse_agent("ismcts") == ("ismcts", {})
    assert parse_agent("ismcts:300") == ("ismcts", {"iterations": 300})
    assert parse_agent("ismcts:2s") == ("ismcts", {"seconds": 2.0})
    assert parse_agent("ismcts:0.5s:depth=10:c=1.2") == ("ismcts", {"seconds": 0.5, "depth": 10, "c": 1.2})
    assert parse_agent("ismcts:depth=end") == ("ismcts", {"depth": None})
    assert parse_agent("greedy:8") == ("greedy", {"rollouts": 8})
    assert parse_agent(" greedy : 2 : depth=5 ") == ("greedy", {"rollouts": 2, "depth": 5})
    agents = make_agents(["ismcts:30", "greedy:8", "random"], 4, 7)
    assert [type(a) for a in agents] == [ISMCTSAgent, GreedyAgent, RandomAgent, RandomAgent]
    assert agents[0].iterations == 30 and agents[1].rollouts == 8
    for bad in ("genius", "ismcts:0", "ismcts:x", "greedy:2s", "random:3", "ismcts:depth=0", "greedy:c=1"):
        with pytest.raises(ValueError):
            make_agents([bad], 2, 0)


def test_random_agent_seeds_are_unchanged(game):
    """make_agents gives seat s of game seed g the generator seed g * 1000 + s + 1, as before."""
    g = game("animalia", 3)
    a = play_game(g, 5, make_agents(["random"], 3, 5), log=True)
    b = play_game(g, 5, [RandomAgent(5 * 1000 + s + 1) for s in range(3)], log=True)
    assert a.log_lines() == b.log_lines()
    first = play_game(g, 5, make_agents(["first"], 3, 5), log=True)
    assert first.log_lines() == play_game(g, 5, [FirstAgent()] * 3, log=True).log_lines()


@pytest.mark.parametrize("spec", ["ismcts:6", "greedy:1:depth=4"])
def test_search_agents_are_deterministic(game, spec):
    g = game("hoarders", 3)
    a = play_game(g, 2, make_agents([spec, "random"], 3, 2), log=True)
    b = play_game(g, 2, make_agents([spec, "random"], 3, 2), log=True)
    assert a.log_lines() == b.log_lines() and a.is_terminal()


def test_time_budget(game):
    g = game("animalia", 2)
    state = g.new_initial_state(1, log=False)
    p = acting(state)
    agent = ISMCTSAgent(1, seconds=0.02)
    assert agent.step(state, p) in state.legal_actions(p)
    assert sum(e.visits for e in agent.last_root.values()) >= 1


def test_the_default_budget_gives_each_distinct_option_the_same_iterations(game):
    """By default a search runs `DEFAULT_VISITS` iterations for each distinct option, at most
    `DEFAULT_ITERATIONS`; a budget given in iterations is run whatever the options."""
    g = Game.from_text(PICK, players=2)
    state = g.new_initial_state(1, log=False)
    assert len(set(state.options(0))) == 3
    default, given = ISMCTSAgent(1), ISMCTSAgent(1, iterations=DEFAULT_ITERATIONS)
    default.step(state, 0), given.step(state, 0)
    assert default.last_iterations == 3 * DEFAULT_VISITS < DEFAULT_ITERATIONS == given.last_iterations
    assert sum(e.visits for e in default.last_root.values()) == 3 * DEFAULT_VISITS
    assert default.budget(2) == 2 * DEFAULT_VISITS and default.budget(40) == DEFAULT_ITERATIONS


# ---- the information contract -----------------------------------------------------------------------
ALLOWED = {"legal_actions", "action_to_string", "options", "current_player", "acting_players",
           "is_terminal", "returns", "clone", "decision_label"}


class ContractProxy:
    """The real state as an agent may use it: the contract's calls only; `resample` for its own player."""

    def __init__(self, state, player):
        self._state = state
        self._player = player

    def resample(self, player, rng):
        assert player == self._player, "an agent may resample only for its own player"
        return self._state.resample(player, rng)

    def observation(self, player):
        assert player == self._player, "an agent may observe only as its own player"
        return self._state.observation(player)

    def __getattr__(self, name):
        if name not in ALLOWED:
            raise AssertionError(f"an agent used state.{name}, outside the contract")
        return getattr(self._state, name)


def positions(g: Game, seeds=range(2), every: int = 9, limit: int = 120):
    """(state, player) at some decisions of random games."""
    for seed in seeds:
        state = g.new_initial_state(seed, log=False)
        rng = random.Random(seed)
        k = 0
        while not state.is_terminal() and k < limit:
            p = acting(state)
            if k % every == 4 and len(state.legal_actions(p)) > 1:
                yield state.clone(), p
            state.apply_action(rng.randrange(len(state.legal_actions(p))), p)
            k += 1


SEARCHERS = {"ismcts": lambda: ISMCTSAgent(11, iterations=8, depth=12),
             "greedy": lambda: GreedyAgent(11, rollouts=1, depth=12)}


@pytest.mark.parametrize("name,players", BUNDLED)
@pytest.mark.parametrize("kind", sorted(SEARCHERS))
def test_decisions_ignore_the_hidden_deal(game, name, players, kind):
    g = game(name, players)
    checked = 0
    for state, p in positions(g):
        other = perturb(state, p, random.Random(checked + 100))
        mine = SEARCHERS[kind]().step(ContractProxy(state, p), p)
        theirs = SEARCHERS[kind]().step(ContractProxy(other, p), p)
        assert mine == theirs, f"{kind} decides differently when what is hidden from P{p + 1} differs"
        checked += 1
    assert checked >= 4


# Rock, paper, scissors, each throw kept on a token its owner alone sees: the second player must not
# learn the first one's throw from the token's card variable.
THROWS = """
game "Throws"
players 2..2
enum throw { rock, paper, scissors }
card token { var thrown: throw }
zone box visible to nobody
zone tokens per player
deck box {
  2 token "token" ()
}
var wins: int per player = 0
rank p by wins[p]
define beats(a: throw, b: throw) = a == rock and b == scissors or a == paper and b == rock or a == scissors and b == paper
play {
  for p in players() {
    move top(box) to tokens of p
  }
  for p in players() {
    choose t in throw by p secretly as "throw"
    let token = top(tokens of p)
    token.thrown = t
  }
  let mine = top(tokens of 0).thrown
  let theirs = top(tokens of 1).thrown
  if beats(mine, theirs) {
    wins[0] += 1
  } elif beats(theirs, mine) {
    wins[1] += 1
  }
}
"""


@pytest.mark.parametrize("kind", sorted(SEARCHERS))
def test_search_agents_do_not_read_a_hidden_card_variable(kind):
    g = Game.from_text(THROWS, players=2)
    state = g.new_initial_state(0, log=False)
    state.act("rock", 0)
    other = perturb(state, 1, random.Random(1))
    assert other.data.cvars != state.data.cvars  # P1's throw is gone from what P2 may know
    won = sum(play_game(g, s, [RandomAgent(s), SEARCHERS[kind]()], log=False).returns()[1] == 1.0
              for s in range(30))
    assert won <= 20, f"{kind} won {won} of 30: it knows the first throw"


class Cheater:
    """Peeks at everything: the check above must catch it."""

    def step(self, state, player):
        hidden = repr(state.observation(None)["zones"]).encode()
        return zlib.crc32(hidden) % len(state.legal_actions(player))


def test_the_check_catches_a_cheater(game):
    g = game("animalia", 3)
    differ = 0
    for state, p in positions(g, seeds=range(3)):
        other = state.resample(p, random.Random(5))
        differ += Cheater().step(state, p) != Cheater().step(other, p)
    assert differ > 0
    with pytest.raises(AssertionError):
        Cheater().step(ContractProxy(state, p), p)


def test_canonical_ignores_the_hidden_deal(game):
    g = game("hoarders", 4)
    state = g.new_initial_state(3, log=False)
    p = acting(state)
    other = state.resample(p, random.Random(1))
    assert other.data.zones != state.data.zones  # the hidden cards really were dealt differently
    assert canonical(other, p).data.zones == canonical(state, p).data.zones
    assert canonical(state, p).observation(p) == state.observation(p)


def test_search_at_a_simultaneous_decision(game):
    g = game("hoarders", 3)
    state = g.new_initial_state(0, log=False)
    assert state.current_player() == SIMULTANEOUS
    for p in state.acting_players():
        for agent in (ISMCTSAgent(1, iterations=5, depth=6), GreedyAgent(1, rollouts=1, depth=6)):
            assert agent.step(state, p) in state.legal_actions(p)


# ---- competence ------------------------------------------------------------------------------------
def test_search_agents_show_a_winning_card():
    """The second player shows a card uniform among the 6 not in the first player's hand: the first
    player's best cards are those that beat the most of them; the agents show one of those."""
    g = Game.from_text(PICK, players=2)
    for seed in range(6):
        state = g.new_initial_state(seed, log=False)
        p = acting(state)
        values = [int(text.split()[-1]) for text in state.options(p)]
        rest = [v for v in range(1, 10) if v not in values]
        beats = [sum(r < v for r in rest) for v in values]
        for agent in (ISMCTSAgent(seed, iterations=120), GreedyAgent(seed, rollouts=12)):
            assert beats[agent.step(state, p)] == max(beats), (type(agent).__name__, values)


# Three rounds: each player is dealt two cards, keeps one for its points and discards the other.
KEEP = """
game "Keep"
players 2..2
card plain { value: int }
zone deck visible to nobody
zone hand per player visible to owner
zone kept per player
zone discard
deck deck {
  for v in range(1, 13) {
    1 plain "card {v}" (value: v)
  }
}
var points: int per player = 0
rank p by points[p]
ESTIMATE
play {
  shuffle deck
  for round in range(1, 4) {
    for p in players() {
      move top(deck, 2) to hand of p
      choose c in hand of p by p as "card to keep"
      move c to kept of p
      points[p] += c.value
      move hand of p to discard
    }
  }
}
"""


def test_search_agents_judge_cut_off_games_by_the_estimate():
    ranked = Game.from_text(KEEP.replace("ESTIMATE", ""), players=2)
    # a perverse estimate: low points look good, so search that stops early keeps the lower card
    perverse = Game.from_text(KEEP.replace("ESTIMATE", "estimate p by 0 - points[p], 1"), players=2)
    assert ranked.model.estimate is None and perverse.model.estimate is not None
    state = perverse.new_initial_state(1, log=False)
    state.apply_action(0, 0)
    assert first_key(state, 0) == -state.model.rank(state.data, 0)[0] < 0
    assert rank_value(state, 0) < 0.5 < rank_value(state, 1)  # P1 has points, P2 none yet
    for make in (lambda seed: GreedyAgent(seed, rollouts=16, depth=1),
                 lambda seed: ISMCTSAgent(seed, iterations=100, depth=1)):
        low = {ranked: 0, perverse: 0}  # of 8 first decisions, how often the lower card was kept
        for seed in range(8):
            for g in (ranked, perverse):
                state = g.new_initial_state(seed, log=False)
                values = [int(text.split()[-1]) for text in state.options(0)]
                low[g] += values[make(seed).step(state, 0)] == min(values)
        assert low[ranked] <= 2 and low[perverse] >= 6, low


def test_ismcts_beats_random_on_a_small_game():
    g = Game.from_text(PICK, players=2)
    won = sum(play_game(g, s, [ISMCTSAgent(s, iterations=20), RandomAgent(s)], log=False).returns()[0]
              for s in range(20))
    assert won >= 13


def test_ismcts_at_its_default_beats_random():
    """Seven rounds of keeping the better of two cards: 14 decisions, more than the default depth, so
    the default search judges cut-off rollouts by the points so far."""
    g = Game.from_text(KEEP.replace("ESTIMATE", "").replace("range(1, 13)", "range(1, 31)")
                       .replace("range(1, 4)", "range(1, 8)"), players=2)
    assert play_game(g, 0, [RandomAgent(0)] * 2, log=False).data.decisions > DEFAULT_DEPTH
    won = 0.0
    for seed in range(12):
        seat = seed % 2
        agents = [RandomAgent(seed), RandomAgent(seed)]
        agents[seat] = ISMCTSAgent(seed)
        won += play_game(g, seed, agents, log=False).returns()[seat]
    assert won >= 10, won  # a random agent in its seat wins 6 of these 12


# ---- people ----------------------------------------------------------------------------------------
def test_human_agent_numbers_options_from_one(game):
    g = game("animalia", 2)
    state = g.new_initial_state(2)
    p = acting(state)
    answers = iter(["", "zero", "99", "2"])
    said: list[str] = []
    human = HumanAgent(ask=lambda prompt: next(answers), say=said.append)
    assert human.step(state, p) == state.legal_actions(p)[1]
    assert f"  1) {state.options(p)[0]}" in said
    assert any(line.startswith("type a number from 1 to") for line in said)
    assert f"-- you are P{p + 1} --" in said


runner = CliRunner()


def test_play_scripted(game):
    """A whole game at the terminal, answering 1 every time: the person sees only their own view."""
    result = runner.invoke(app, ["play", "animalia", "--players", "3", "--seat", "2", "--seed", "4",
                                 "--agents", "random,first"], input="1\n" * 500)
    assert result.exit_code == 0, result.output
    out = result.output
    assert "P1: random, P2: you, P3: first" in out
    assert "== game over ==" in out and ("You win" in out or "You lose" in out or "You share" in out)
    assert "Traceback" not in out
    # the same game, replayed with the person's answers, shows which lines P2 must not see
    g = game("animalia", 3)
    seats = make_agents(["random", "human", "first"], 3, 4)
    seats[1] = FirstAgent()
    final = play_game(g, 4, seats)
    mine = set(final.log_lines(view=1))
    secret = [line for line in final.log_lines(None) if line not in mine]
    assert secret, "the game has lines hidden from P2"
    printed = set(out.splitlines())
    assert not [line for line in secret if line in printed]


def test_play_end_of_input_and_ctrl_c(monkeypatch):
    result = runner.invoke(app, ["play", "hoarders", "--seat", "1"], input="1\n2\n")
    assert result.exit_code == 0
    assert result.output.rstrip().endswith("game abandoned (end of input)")
    assert "Traceback" not in result.output

    def interrupted(self, state, player):
        raise KeyboardInterrupt

    monkeypatch.setattr(HumanAgent, "step", interrupted)
    result = runner.invoke(app, ["play", "hoarders", "--seat", "3"])
    assert result.exit_code == 130
    assert "game abandoned (Ctrl-C)" in result.output and "Traceback" not in result.output


def test_play_bad_seat_and_agents():
    result = runner.invoke(app, ["play", "animalia", "--players", "3", "--seat", "4"])
    assert result.exit_code == 2 and "--seat" in result.output
    result = runner.invoke(app, ["play", "animalia", "--agents", "human"])
    assert result.exit_code == 2 and "--agents" in result.output


def test_run_accepts_search_agents():
    result = runner.invoke(app, ["run", "animalia", "--players", "2", "--seed", "3", "--agents", "greedy:1:depth=3"])
    assert result.exit_code == 0 and "== game over ==" in result.output


# Player 2 always holds lead: the rules never loop. A determinization for player 1 deals player 2's
# hidden card again, and where it deals the gold the `while` never ends.
STUCK = """
game "Stuck"
players 2..2
card chip { n: int }
zone deck visible to nobody
zone hand per player visible to owner
deck deck {
  1 chip "gold" (n: 1)
  5 chip "lead" (n: 0)
}
var turns: int = 0
var pts: int per player = 0
rank p by pts of p
play {
  move first(c in deck where c.n == 0) to hand of 1
  shuffle deck
  while turns < 3 {
    turns += 1
    choose x in ["a", "b"] by 0 as "pick"
    if x == "a" {
      pts of 0 += 1
    }
    while any(c in hand of 1 where c.n == 1) {
      pts of 1 += 0
    }
  }
  end game
}
"""


@pytest.mark.parametrize("agent", ["ismcts:20", "greedy:4"])
def test_a_search_drops_the_deals_the_rules_could_not_have_made(agent, monkeypatch):
    """Playing on from a deal the rules could not have made may run into an engine limit: the
    search drops that determinization and goes on, and the game is played to its end."""
    from rulerun.interpreter import engine

    monkeypatch.setattr(engine, "STEP_LIMIT", 2_000)
    game = Game.from_text(STUCK, players=2)
    state = game.new_initial_state(3, log=False)
    searcher = make_agents([agent], 1, 5)[0]
    for _ in range(3):
        state.apply_action(searcher.step(state, 0), 0)
    assert state.is_terminal() and state.returns()[0] > state.returns()[1]  # "a" every time


def test_a_search_stops_a_runaway_deal_long_before_the_engine_would():
    """The engine allows a run 2,000,000 steps between two decisions; a search's determinizations
    `SEARCH_STEP_LIMIT`, so that a deal the rules could not have made costs it a moment."""
    game = Game.from_text(STUCK, players=2)
    state = game.new_initial_state(3, log=False)
    draw = determinizer(search_base(state, 0), 0)
    rng = random.Random(1)
    gold = state.model.card_names.index("gold")
    hand = state.model.zone_instance("hand", 1)
    det = next(d for d in (draw(rng) for _ in range(50)) if d.data.loc[gold] == hand)
    with pytest.raises(RulesErrors, match=f"ran {SEARCH_STEP_LIMIT} steps"):
        det.apply_action(0, 0)
    assert state.model.step_limit is None  # the game itself keeps the engine's limit


# a player's part draws a hidden card between its two decisions: at the second, the table differs
# from the one the block began with in its hidden places
DRAW_THEN_PICK = """
game "Draw then pick"
players 2..4
card token { v: int }
zone deck visible to nobody
zone hand per player visible to owner
zone shown per player visible to everyone
deck deck {
  for v in range(1, 60) {
    1 token "t{v}" (v: v)
  }
}
rank p by sum(c.v for c in shown of p)
play {
  shuffle deck
  for p in players() {
    move top(deck, 2) to hand of p
  }
  repeat {
    simultaneous p in players() {
      choose c in hand of p by p as "first"
      move c to shown of p
      move top(deck) to hand of p
      choose d in hand of p by p as "second"
      move d to shown of p
      move top(deck) to hand of p
    }
  } until size(deck) < 10
}
"""


@pytest.mark.parametrize("name", ["hoarders", "sushi_go", "draw then pick"])
def test_a_search_deals_as_a_resample_deals_also_inside_a_simultaneous_block(game, name):
    """A search works out where the hidden cards lie once (`determinizer`: in the table as it is, or
    as a running simultaneous block began) and deals each draw there: the same determinizations,
    draw for draw, as `State.resample` working it out each time, at every decision of a game
    (those inside `simultaneous` blocks, before and after a part has answered, included)."""
    g = Game.from_text(DRAW_THEN_PICK, players=4) if name == "draw then pick" else game(name, 4)
    state = g.new_initial_state(4, log=False)
    rng = random.Random(4)
    inside = 0
    while not state.is_terminal():
        for p in state.acting_players():  # (in a block, also a player whose part has answered before)
            inside += state.data.threads is not None
            base = search_base(state, p)
            draw = determinizer(base, p)
            for seed in range(2):
                one, two = draw(random.Random(seed)), base.resample(p, random.Random(seed))
                assert (one.data.zones, one.data.loc, one.data.cvars, one.data.vars) == \
                    (two.data.zones, two.data.loc, two.data.cvars, two.data.vars)
                assert one.acting_players() == two.acting_players() and one.options(p) == two.options(p)
        p = acting(state)
        state.apply_action(rng.randrange(len(state.legal_actions(p))), p)
    assert inside > 10


def test_a_search_plays_on_copies_without_the_log(game, monkeypatch):
    """A search never reads the log: its determinizations neither copy it nor write to it, and it
    decides as it would without one."""
    g = game("animalia", 3)
    logged, plain = g.new_initial_state(2, log=True), g.new_initial_state(2, log=False)
    p = acting(logged)
    played = []
    playout = State.playout
    monkeypatch.setattr(State, "playout", lambda self, *a, **k: played.append(self.data.log) or playout(self, *a, **k))
    assert ISMCTSAgent(4, iterations=12).step(logged, p) == ISMCTSAgent(4, iterations=12).step(plain, p)
    assert played and all(log is None for log in played)
    assert logged.data.log  # the game's own log is untouched


# ---- rollouts -----------------------------------------------------------------------------------
def _stepwise_rollout(state, player, rng, depth, since):
    """A rollout as it reads: `depth` decisions at a time through the API's stops, judged at each."""
    from rulerun.interpreter.agents import result

    state.playout(rng.randrange, depth)
    while not state.data.terminal:
        value = rank_value(state, player, since)
        if value is not None:
            return value
        state.playout(rng.randrange, depth)
    return result(state, player)


@pytest.mark.parametrize("name, players", [("hoarders", 4), ("animalia", 3), ("evolution", 2), ("alienz", 3),
                                           ("sushi_go", 3), ("hearts", 4), ("skull", 3)])
def test_a_rollout_judges_where_playing_depth_decisions_at_a_time_would(game, name, players):
    """A rollout is one playout in the procedures' playout versions, judged as its chooser is asked
    the decision after each `depth` decisions: the same value as playing `depth` decisions at a time
    and judging each position it stops at, whether the keys tell at once (since None) or only once
    they have moved (since: the keys where the rollout starts)."""
    from rulerun.interpreter.agents import all_keys, rollout

    g = game(name, players)
    rng = random.Random(7)
    state = g.new_initial_state(11, log=False)
    compared = 0
    while not state.is_terminal() and compared < 40:
        player = state.acting_players()[0]
        for depth in (1, 3, 10):
            for since in (None, all_keys(state)):
                seed = rng.getrandbits(32)
                fast, slow = state.clone(), state.clone()
                assert rollout(fast, player, random.Random(seed), depth, since) == \
                    _stepwise_rollout(slow, player, random.Random(seed), depth, since)
                compared += 1
        state.apply_action(rng.randrange(len(state.legal_actions(player))), player)
    assert compared >= 24


def test_a_chooser_halts_a_playout_at_the_decision_it_is_asked(game):
    """`Halt` raised by a playout's chooser comes out of the playout as it is, with the table as it
    stands at that decision: the one the API's stop before that decision shows."""
    from rulerun.interpreter.state import Halt

    g = game("hoarders", 4)

    class Stop(Halt):
        pass

    rng = random.Random(3)

    def chooser(options, player):
        if state.data.decisions == 12:
            raise Stop()
        return rng.randrange(options)

    state = g.new_initial_state(5, log=False)
    with pytest.raises(Stop):
        state.playout(chooser, seated=True)
    stepped = g.new_initial_state(5, log=False)
    stepped.playout(random.Random(3).randrange, 12)
    assert state.data.decisions == stepped.data.decisions == 12
    assert state.data.zones == stepped.data.zones and state.data.vars == stepped.data.vars


def test_all_random_tells_the_seats_make_agents_fills_with_random_agents():
    from rulerun.interpreter.agents import all_random, make_agents

    for names, players in [(("random",), 4), ((), 3), (("random", "first"), 2), (("first", "random"), 3),
                           (("random", "ismcts"), 3), (("random", "random", "greedy"), 2)]:
        assert all_random(names, players) == all(type(a) is RandomAgent for a in make_agents(names, players, 1))
    with pytest.raises(ValueError):
        all_random(("nobody",), 2)
