"""Batches of games: the summary, its statistics, rule coverage, scale-out, and `rulerun simulate`."""

from __future__ import annotations

import json
import pickle
import random
import statistics
import sys
from collections import Counter
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from typer.testing import CliRunner

from rulerun.cli.main import app
from rulerun.interpreter import analysis, stats
from rulerun.interpreter.analysis import GameSpec, Measure, Tally, describe, simulate, wilson
from rulerun.interpreter.coverage import counted
from rulerun.interpreter.measures import _leaders, lead_metrics
from rulerun.interpreter.engine import Game
from rulerun.interpreter.loading import bundled_rulebook

runner = CliRunner()

# A small game with a trigger that fires on every move, one that never can, and a procedure never called.
TRIGGERS = """
game "Counting"
players 2..3
card plain { value: int }
zone deck visible to nobody
zone hand per player visible to owner
zone table
deck deck {
  for v in range(1, 6) {
    2 plain "card {v}" (value: v)
  }
}
var points: int per player = 0
var played: int = 0
rank p by points of p
event play_card(p: player, c: card)
on after play_card {
  played += 1
}
on before play_card when c.value > 100 {
  cancel
}
procedure unused(p: player) {
  points of p += 100
}
procedure deal {
  shuffle deck
  for p in players() {
    move top(deck, 2) to hand of p
  }
}
play {
  deal()
  for round in range(1, 2) {
    for p in players() {
      choose c in hand of p by p as "card to play"
      emit play_card(p, c) {
        move c to table
        points of p += c.value
      }
    }
  }
  end game
}
"""


def timeless(result: dict) -> dict:
    return {k: v for k, v in result.items() if k not in ("seconds", "games_per_s", "workers", "dask")}


# ---- statistics ------------------------------------------------------------------------------------
def test_wilson_interval():
    lo, hi = wilson(5, 10)
    assert (round(lo, 4), round(hi, 4)) == (0.2366, 0.7634)
    lo, hi = wilson(0, 10)
    assert lo == 0.0 and round(hi, 4) == 0.2775
    lo, hi = wilson(10, 10)
    assert hi == 1.0 and round(lo, 4) == 0.7225


def test_describe():
    d = describe([1, 2, 3, 4, None])
    assert d["n"] == 4 and d["mean"] == 2.5 and d["min"] == 1 and d["max"] == 4 and d["median"] == 2.5
    assert describe([None]) is None


def reference_describe(xs: list) -> dict:
    """What `describe` promises, computed the plain way from the whole list."""
    xs = sorted(xs)
    q = statistics.quantiles(xs, n=4, method="inclusive") if len(xs) > 1 else [xs[0]] * 3
    r = lambda x: round(float(x), 4)  # noqa: E731
    return {"n": len(xs), "mean": r(statistics.fmean(xs)), "sd": r(statistics.pstdev(xs)), "min": r(xs[0]),
            "p25": r(q[0]), "median": r(q[1]), "p75": r(q[2]), "max": r(xs[-1])}


@given(st.lists(st.integers(-1000, 1000), min_size=1, max_size=60))
def test_describe_of_whole_numbers_is_exact(xs):
    assert describe(xs) == reference_describe(xs)


@given(st.lists(st.floats(0, 1) | st.integers(0, 30).map(lambda k: k / 7), min_size=1, max_size=60))
def test_describe_of_fractions_is_exact(xs):
    d, want = describe(xs), reference_describe(xs)
    assert d.pop("mean") == pytest.approx(want.pop("mean"), abs=1e-4)  # fmean rounds its sum once more
    assert d.pop("sd") == pytest.approx(want.pop("sd"), abs=1e-4)
    assert d == want


def test_a_measure_stays_small_and_does_not_depend_on_order(monkeypatch):
    monkeypatch.setattr(stats, "EXACT_VALUES", 50)
    rng = random.Random(1)
    values = [rng.random() for _ in range(20_000)] + list(range(100)) * 3
    forward, backward = Measure(), Measure()
    for v in values:
        forward.add(v)
    for v in reversed(values):
        backward.add(v)
    # past 50 distinct fractions, every fraction is counted rounded to 4 decimals: at most 10,001 of them
    assert forward.coarse and len(forward.counts) <= 10_001 + 100
    assert forward.counts == backward.counts and forward.describe() == backward.describe()
    rounded = [v if isinstance(v, int) else round(v, 4) for v in values]
    d, want = forward.describe(), reference_describe(rounded)
    assert d["n"] == len(values) and d["min"] == want["min"] and d["max"] == want["max"]
    assert d["median"] == want["median"] and d["p25"] == want["p25"] and d["p75"] == want["p75"]
    assert d["mean"] == round(statistics.fmean(values), 4)  # the sums stay exact


@given(st.lists(st.integers(-5, 5) | st.integers(-5, 5).map(float) | st.integers(0, 40).map(lambda k: k / 8)
                | st.floats(0, 1), max_size=40), st.integers(1, 8))
def test_a_measure_counts_and_sums_what_it_was_given(values, exact):
    """A measure given values one by one holds their count, their exact sums and how often each
    occurred (a whole float and the same int are one value, an int in the histogram); past
    `exact` distinct values, every fractional value is counted rounded to 4 decimals."""
    saved = stats.EXACT_VALUES
    stats.EXACT_VALUES = exact
    try:
        m = Measure()
        for v in values:
            m.add(v)
            m.add(None)  # no value: not counted
    finally:
        stats.EXACT_VALUES = saved
    whole = [int(v) if float(v).is_integer() else v for v in values]
    assert m.coarse == (len(set(whole)) > exact)
    counted_as = [v if isinstance(v, int) or not m.coarse else round(v, 4) for v in whole]
    counted_as = [int(v) if float(v).is_integer() else v for v in counted_as]  # (0.00001 is counted as 0)
    want = sorted(Counter(counted_as).items())
    assert m.histogram() == [[v, k] for v, k in want]
    assert [type(v) for v, _ in m.histogram()] == [type(v) for v, _ in want]
    assert m.n == len(values)
    assert m.total == sum((Fraction(v) for v in values), Fraction(0))
    assert m.squares == sum((Fraction(v) ** 2 for v in values), Fraction(0))


def test_a_tally_does_not_grow_with_the_games():
    rng = random.Random(2)

    def record(i):
        scores = [float(rng.randrange(40)) for _ in range(3)]
        best = max(scores)
        winners = [p for p in range(3) if scores[p] == best]
        return {"index": i, "returns": [1 / len(winners) if p in winners else 0.0 for p in range(3)],
                "winners": winners, "first_player": i % 3, "scores": scores, "decisions": rng.randrange(50, 150),
                "turns": rng.randrange(10, 40), "lead_changes": rng.randrange(6), "decisiveness": rng.randrange(20) / 20,
                "drama": rng.randrange(10) / 40, "trailing": rng.randrange(20) / 20}

    def size(t):  # everything the tally holds, as bytes
        return len(pickle.dumps(t))

    t = Tally(3)
    for i in range(2_000):
        t.add(record(i))
    early = size(t)
    for i in range(2_000, 20_000):
        t.add(record(i))
    # 18,000 more games: only values never seen before, and longer sums, add a little; keeping even one
    # small number per game would add tens of kilobytes
    assert size(t) < early + 2_000 and t.games == 20_000
    assert float(sum(t.wins)) == pytest.approx(20_000)


RECORD_VALUE = st.one_of(st.none(), st.integers(-3, 3), st.sampled_from([0.5, 0.25, 1 / 3, 2.0, 0.1 + 0.2]))


@given(st.lists(st.tuples(st.lists(st.integers(0, 2), unique=True, max_size=3), st.one_of(st.none(), st.integers(0, 2)),
                          st.one_of(st.none(), st.lists(RECORD_VALUE, min_size=3, max_size=3)),
                          st.lists(RECORD_VALUE, min_size=4, max_size=4)), max_size=12),
       st.lists(st.integers(0, 12), max_size=3), st.integers(1, 6))
def test_tallies_merged_count_what_one_tally_of_every_record_counts(games, cuts, exact):
    """Workers fold their games in tallies of their own, merged as batches come back: the same
    tally as every record added to one, wherever the games are cut into batches, also where the
    distinct fractions pass `EXACT_VALUES` in one batch, in the merge, or never."""
    saved = stats.EXACT_VALUES
    stats.EXACT_VALUES = exact
    try:
        records = [{"winners": winners, "first_player": first, "scores": scores, "decisions": d, "turns": t,
                    "lead_changes": lc, "decisiveness": dv, "drama": dr, "trailing": tr}
                   for winners, first, scores, (d, t, lc, dv) in games
                   for dr, tr in [(dv, d)]]
        whole = Tally(3)
        for r in records:
            whole.add(r)
        merged = Tally(3)
        bounds = [0, *sorted(c for c in cuts if c <= len(records)), len(records)]
        for lo, hi in zip(bounds, bounds[1:]):
            part = Tally(3)
            for r in records[lo:hi]:
                part.add(r)
            merged.merge(pickle.loads(pickle.dumps(part)))  # as it comes back from a worker
        assert merged.games == whole.games and merged.draws == whole.draws and merged.firsts == whole.firsts
        assert merged.shares == whole.shares and merged.first_shares == whole.first_shares
        assert merged.first_by_seat == whole.first_by_seat
        for a, b in zip(merged.measures(), whole.measures()):
            assert (a.n, a.total, a.squares, a.coarse, a.counts) == (b.n, b.total, b.squares, b.coarse, b.counts)
            assert a.describe() == b.describe()
    finally:
        stats.EXACT_VALUES = saved


def runs_of(trace: list[tuple], counts: list[int] | None = None) -> tuple[list[tuple], int]:
    """Samples of the ranking keys as the measures keep them: runs of equal keys, each from its first
    sample; and the sample before which the last ends."""
    runs, start = [], 0
    for keys, count in zip(trace, counts or [1] * len(trace)):
        runs.append((start, _leaders(list(keys)), [k[0] for k in keys]))
        start += count
    return runs, start


def test_lead_metrics_on_a_made_up_game():
    # P1 leads, P2 takes the lead, P1 takes it back and wins
    trace = [((0,), (0,)), ((2,), (0,)), ((2,), (5,)), ((6,), (5,)), ((9,), (5,))]
    m = lead_metrics(*runs_of(trace), [0])
    assert m["lead_changes"] == 2
    assert m["decisiveness"] == pytest.approx(2 / 5)  # the winner led (at least jointly) the last 2 of 5 samples
    assert m["trailing"] == pytest.approx(1 / 5)
    assert m["drama"] == pytest.approx((5 - 2) / 9)  # behind by 3 once, scores spread over 9
    # the same game with each position kept for three decisions: the same shares
    m3 = lead_metrics(*runs_of(trace, [3] * 5), [0])
    assert m3 == pytest.approx(m)
    # a winner who led throughout
    m = lead_metrics(*runs_of([((1,), (0,)), ((2,), (0,))]), [0])
    assert m["decisiveness"] == 1.0 and m["drama"] == 0.0 and m["lead_changes"] == 0


# ---- the summary -----------------------------------------------------------------------------------
def test_summary_of_random_games(game):
    g = game("animalia", 3)
    r = simulate(g, ["random"], 12, seed=5)
    assert {"games", "players", "seconds", "games_per_s", "wins_by_seat", "win_rate_by_seat", "win_rate_by_agent",
            "scores", "length", "lead", "first_player", "coverage"} <= set(r)
    assert r["games"] == 12 and r["players"] == 3
    assert sum(r["wins_by_seat"]) == pytest.approx(12, abs=0.01)
    for row in r["win_rate_by_seat"]:
        assert row["ci95"][0] <= row["rate"] <= row["ci95"][1]
    assert r["win_rate_by_agent"][0]["games"] == 36
    assert r["length"]["decisions"]["min"] > 0 and r["length"]["turns"]["max"] <= r["length"]["decisions"]["max"]
    assert len(r["scores"]["by_seat"]) == 3 and len(r["scores"]["histograms"]) == 3
    assert [sum(games for _, games in pairs) for pairs in r["scores"]["histograms"]] == [12, 12, 12]
    assert 0 <= r["lead"]["decisiveness"]["mean"] <= 1
    json.dumps(r)  # plain data
    assert timeless(simulate(g, ["random"], 12, seed=5)) == timeless(r)


def test_agents_by_seat_and_by_agent(game):
    g = game("hoarders", 3)
    r = simulate(g, ["greedy:1:depth=4", "random"], 3, seed=1)
    assert [row["agent"] for row in r["win_rate_by_seat"]] == ["greedy:1:depth=4", "random", "random"]
    assert [row["agent"] for row in r["win_rate_by_agent"]] == ["greedy:1:depth=4", "random"]
    assert r["win_rate_by_agent"][1]["seats"] == [2, 3]


def test_seeds_match_single_games(game):
    """Game i of a batch is the game of seed `seed + i` with `make_agents(agents, players, seed + i)`."""
    from rulerun.interpreter.agents import make_agents, play_game

    g = game("animalia", 4)
    r = simulate(g, ["random"], 3, seed=7)
    wins = [0.0] * 4
    for i in range(3):
        for p, v in enumerate(play_game(g, 7 + i, make_agents(["random"], 4, 7 + i), log=False).returns()):
            wins[p] += v
    assert r["wins_by_seat"] == [round(w, 3) for w in wins]


# ---- rule coverage ---------------------------------------------------------------------------------
def test_coverage_counts_rules_and_triggers():
    g = Game.from_text(TRIGGERS, players=2)
    r = simulate(g, ["ismcts:5", "greedy:1"], 4, seed=0)
    rules = {x["name"]: x for x in r["coverage"]["rules"]}
    # the search agents' own playouts are not counted: exactly 4 plays per game (2 rounds, 2 players)
    assert rules["on after play_card"]["fired"] == 16
    assert rules["on before play_card"]["calls"] == 16 and rules["on before play_card"]["fired"] == 0
    assert rules["deal"]["fired"] == 4 and rules["deal"]["games"] == 4
    assert rules["play"]["calls"] == 4
    never = {x["name"] for x in r["coverage"]["never"]}
    assert never == {"unused", "on before play_card"}
    lines = TRIGGERS.splitlines()
    unrun = {lines[x["line"] - 1].strip() for x in r["coverage"]["lines_never"]}
    assert unrun == {"points of p += 100", "cancel"}
    assert r["coverage"]["lines_run"] == r["coverage"]["lines"] - 2


GUARDED = """
game "Guarded"
players 2
card plain { value: int }
zone deck visible to nobody
zone table
deck deck {
  for v in range(1, 6) {
    2 plain "card {v}" (value: v)
  }
}
event played(c: card)
on after played when c.value >= 3 {
  log "high"
}
procedure lay(c: card) {
  emit played(c) {
    move c to table
  }
}
play {
  shuffle deck
  while size(deck) > 0 {
    lay(top(deck))
  }
  end game
}
"""


@pytest.mark.parametrize("native", [True, False])
def test_coverage_tells_a_guarded_triggers_runs_from_its_calls(native):
    # each of the 12 cards (1 to 6, twice) is laid once a game, 8 worth 3 or more: a procedure runs each time it
    # is called; a trigger with a `when`, only where it held
    from rulerun.grammar import parse_rules

    g = Game.from_document(parse_rules(GUARDED, "<rules>"), 2, None, GUARDED, native=native, counting=True)
    rules = {x["name"]: x for x in simulate(g, ["random"], 5, seed=2)["coverage"]["rules"]}
    assert rules["lay"]["calls"] == rules["lay"]["fired"] == 60 and rules["lay"]["games"] == 5
    assert rules["on after played"]["calls"] == 60
    assert rules["on after played"]["fired"] == 40 and rules["on after played"]["games"] == 5


@pytest.mark.parametrize("name,players", [("hoarders", 3), ("evolution", 2), ("cribbage", 2), ("blackjack", 3),
                                          ("animalia", 3), ("sushi_go", 4), ("skull", 3), ("president", 4)])
def test_coverage_of_generated_code_is_that_of_the_rules_step_by_step(name, players):
    # the generated code counts a straight run of statements once; the step-by-step form counts
    # every statement as it runs: the same statements and rules ran, in the same games
    from rulerun.interpreter.engine import load_document

    doc, text = load_document(name)
    native = Game.from_document(doc, players, None, text, counting=True)
    stepped = Game.from_document(doc, players, None, text, native=False, counting=True)
    one, two = (timeless(simulate(g, ["random"], 6, seed=5)) for g in (native, stepped))
    assert one["coverage"] == two["coverage"]
    assert 0 < one["coverage"]["steps_run"] <= one["coverage"]["steps"]


@pytest.mark.parametrize("name", ["hoarders", "animalia", "evolution", "alienz"])
def test_counted_code_writes_in_place_the_calls_plain_code_does(name):
    # the lines that count coverage are not weighed against the length of code written in place
    # of a call: else a procedure that plain code inlines is called, counted, at some cost a call
    import re

    from rulerun.interpreter.engine import load_document

    doc, text = load_document(name)

    def calls(counting: bool) -> int:
        generated = Game.from_document(doc, 4, None, text, counting=counting).model.generated
        return sum(len(re.findall(r"\b_p\d+\(st,", source)) for source in generated.values())

    assert calls(True) == calls(False)


def test_a_counted_copy_leaves_the_model_alone(game):
    g = game("animalia", 2)
    before = g.model.codes
    counting, cov = counted(g)
    assert g.model.codes is before and g.model.counters is None and counting.model.counters is not None
    cov.start()
    state = counting.new_initial_state(1, log=False)
    assert sum(cov.counters.ran) > 0 and state.data.model is counting.model
    saved = cov.counters.save()
    state.clone().playout(__import__("random").Random(1).randrange)
    assert cov.counters.save() != saved
    cov.counters.restore(saved)
    assert cov.counters.save() == saved


# ---- scale-out -------------------------------------------------------------------------------------
def test_workers_give_the_same_result(game):
    g = game("hoarders", 3)
    one = simulate(g, ["random"], 10, seed=3)
    two = simulate(g, ["random"], 10, seed=3, workers=2)
    assert timeless(one) == timeless(two)
    assert two["workers"] == 2


def test_batches_are_fed_to_workers_a_few_at_a_time(game, monkeypatch):
    monkeypatch.setattr(analysis, "IN_FLIGHT", 1)  # 2 batches in flight, the others submitted as they finish
    g = game("animalia", 2)
    seen = []
    one = simulate(g, ["random"], 24, seed=8)
    two = simulate(g, ["random"], 24, seed=8, workers=2, progress=lambda done, total: seen.append(done))
    assert timeless(one) == timeless(two)
    assert len(seen) > 2 and seen[-1] == 24


def test_without_coverage_the_same_games_are_played(game):
    g = game("hoarders", 3)
    counted = timeless(simulate(g, ["greedy:1:depth=4", "random"], 6, seed=4))
    for workers in (1, 2):
        fast = timeless(simulate(g, ["greedy:1:depth=4", "random"], 6, seed=4, workers=workers, coverage=False))
        assert fast["coverage"] is None and counted["coverage"] is not None
        assert {k: v for k, v in fast.items() if k != "coverage"} == \
            {k: v for k, v in counted.items() if k != "coverage"}


def test_spec_round_trip(game):
    g = game("animalia", 3, owl_wild="false")
    spec = GameSpec.from_game(g)
    again = spec.load()
    assert again.model.players == 3 and again.model.options["owl_wild"] is False
    assert timeless(simulate(spec, ["random"], 3, seed=2)) == timeless(simulate(g, ["random"], 3, seed=2))


def test_dask_local_cluster_gives_the_same_result(game, monkeypatch):
    distributed = pytest.importorskip("distributed")
    monkeypatch.setattr(analysis, "IN_FLIGHT", 1)  # 2 batches at a time: the others follow as they finish
    g = game("animalia", 3)
    one = simulate(g, ["random"], 8, seed=11)
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=False, dashboard_address=None) as cluster:
        on_dask = simulate(g, ["random"], 8, seed=11, dask=cluster.scheduler_address)
        with distributed.Client(cluster) as client:
            with_client = simulate(g, ["random"], 8, seed=11, dask=client)
    assert timeless(on_dask) == timeless(one) == timeless(with_client)
    assert on_dask["dask"] == cluster.scheduler_address


def test_simulate_command_on_dask():
    distributed = pytest.importorskip("distributed")
    one = runner.invoke(app, ["simulate", "hoarders", "--games", "4", "--json"])
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        on_dask = runner.invoke(app, ["simulate", "hoarders", "--games", "4", "--json", "--dask",
                                      cluster.scheduler_address])
    assert on_dask.exit_code == 0, on_dask.output
    assert timeless(json.loads(on_dask.output)) == timeless(json.loads(one.output))


def test_bad_arguments(game):
    g = game("animalia", 2)
    with pytest.raises(ValueError):
        simulate(g, ["genius"], 2)
    with pytest.raises(ValueError):
        simulate(g, ["random"], 0)
    with pytest.raises(ValueError):
        simulate(g, ["random"], 2, workers=0)


# ---- the command -----------------------------------------------------------------------------------
def test_simulate_command_json():
    result = runner.invoke(app, ["simulate", "animalia", "--games", "4", "--players", "3", "--agents",
                                 "greedy:1:depth=3,random", "--seed", "2", "--json"])
    assert result.exit_code == 0, result.output
    r = json.loads(result.output)
    assert r["games"] == 4 and r["players"] == 3 and r["seconds"] >= 0 and r["games_per_s"] > 0
    assert r["agents"] == ["greedy:1:depth=3", "random", "random"]
    assert sum(r["wins_by_seat"]) == pytest.approx(4, abs=0.01)


def test_simulate_command_tables():
    result = runner.invoke(app, ["simulate", "animalia", "--games", "3", "--players", "3", "--seed", "7"])
    assert result.exit_code == 0, result.output
    out = result.output
    assert out.splitlines()[0].startswith("Animalia: 3 games, 3 players")
    for heading in ("Wins by seat", "First player", "Games", "Final scores", "Rule coverage"):
        assert heading in out
    assert "decisiveness" in out and "drama" in out and "lead changes" in out


@pytest.mark.parametrize("suffix", ["png", "svg"])
def test_simulate_plot(tmp_path, suffix):
    pytest.importorskip("matplotlib")
    out = tmp_path / f"chart.{suffix}"
    result = runner.invoke(app, ["simulate", "animalia", "--games", "3", "--json", "--plot", str(out)])
    assert result.exit_code == 0, result.output
    data = out.read_bytes()
    assert data.startswith(b"\x89PNG") if suffix == "png" else b"<svg" in data[:2000]


def test_simulate_plot_without_matplotlib(tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    result = runner.invoke(app, ["simulate", "animalia", "--games", "2", "--plot", str(tmp_path / "x.png")])
    assert result.exit_code == 2
    assert "--plot needs matplotlib" in result.output and "rulerun[plot]" in result.output
    assert "Traceback" not in result.output


def test_simulate_command_errors(tmp_path):
    result = runner.invoke(app, ["simulate", "animalia", "--games", "2", "--agents", "human"])
    assert result.exit_code == 2 and "rulerun play" in result.output
    result = runner.invoke(app, ["simulate", "animalia", "--games", "2", "--plot", str(tmp_path / "x.gif")])
    assert result.exit_code == 2 and ".png or .svg" in result.output


LOOPS = """
players 2..2
var x: int = 0
play {
  while true {
    x += 1
  }
}
"""


@pytest.mark.parametrize("workers", ["1", "2"])
def test_a_rule_error_in_a_worker_is_reported_like_one_here(tmp_path, workers):
    path = tmp_path / "loops.rules"
    path.write_text(LOOPS, encoding="utf-8")
    result = runner.invoke(app, ["simulate", str(path), "--games", "4", "--workers", workers, "--no-coverage"])
    assert result.exit_code == 1
    assert f"{path}:5:9: error:" in result.output and "'play' seems to loop forever" in result.output
    assert "Traceback" not in result.output and "^^^^" in result.output


def test_simulate_command_workers():
    one = runner.invoke(app, ["simulate", "hoarders", "--games", "6", "--json"])
    two = runner.invoke(app, ["simulate", "hoarders", "--games", "6", "--json", "--workers", "2"])
    assert one.exit_code == 0 and two.exit_code == 0, two.output
    assert timeless(json.loads(one.output)) == timeless(json.loads(two.output))


def test_workers_default_to_the_processors_where_each_has_games_enough(monkeypatch):
    from rulerun.interpreter import analysis

    monkeypatch.setattr(analysis.os, "sched_getaffinity", lambda pid: {0, 1, 2}, raising=False)
    # as in a fresh process (threads other tests leave running would make workers spawned, not forked)
    monkeypatch.setattr(analysis, "fork_safe", lambda: True)
    assert analysis.auto_workers(analysis.GAMES_PER_WORKER * 3) == 3
    assert analysis.auto_workers(analysis.GAMES_PER_WORKER * 2) == 2
    assert analysis.auto_workers(analysis.GAMES_PER_WORKER - 1) == 1


def test_workers_are_started_where_they_save_more_than_they_cost():
    from rulerun.interpreter import analysis

    assert analysis.pays(analysis.POOL_SECONDS * 2.5, 2)  # 1.25 x POOL_SECONDS saved
    assert not analysis.pays(analysis.POOL_SECONDS * 1.5, 2)  # 0.75 x saved
    assert analysis.pays(analysis.POOL_SECONDS * 1.5, 4)  # 1.125 x saved
    assert not analysis.pays(analysis.POOL_SECONDS * 100, 1)


@pytest.mark.parametrize("pool_seconds, workers", [(0.0, 2), (1e9, 1)])
def test_the_default_plays_here_or_in_workers_by_the_time_of_the_first_games(monkeypatch, pool_seconds, workers):
    """Left to choose, a simulation plays its first games here, then the rest in workers where they pay
    (here: always, or never), with the summary the same as one process's."""
    from rulerun.interpreter import analysis

    monkeypatch.setattr(analysis.os, "sched_getaffinity", lambda pid: {0, 1}, raising=False)
    monkeypatch.setattr(analysis, "fork_safe", lambda: True)
    monkeypatch.setattr(analysis, "POOL_SECONDS", pool_seconds)
    monkeypatch.setattr(analysis, "PROBE_SECONDS", 0.0)  # one game here, then the choice
    games = analysis.GAMES_PER_WORKER * 2 + 1
    seen = []
    auto = simulate(GameSpec.from_file(bundled_rulebook("hoarders"), 4), ["random"], games, 3, workers=None,
                    progress=lambda done, total: seen.append((done, total)))
    here = simulate(GameSpec.from_file(bundled_rulebook("hoarders"), 4), ["random"], games, 3, workers=1)
    assert auto["workers"] == workers
    assert timeless(auto) == timeless(here)
    assert auto["coverage"]["rules"] == here["coverage"]["rules"] and auto["games"] == games
    assert seen[0] == (1, games) and seen[-1] == (games, games)
    result = runner.invoke(app, ["simulate", "hoarders", "--games", str(games), "--json", "--no-coverage"])
    assert result.exit_code == 0 and json.loads(result.output)["workers"] in (1, 2)


def test_progress_callback(game):
    seen = []
    simulate(game("animalia", 2), ["random"], 3, progress=lambda done, total: seen.append((done, total)))
    assert seen == [(1, 3), (2, 3), (3, 3)]


def test_module_docs_name_no_game():
    """The analysis and agents code is generic: it names no rulebook's cards, zones or phases."""
    import inspect

    from rulerun.interpreter import agents

    import re

    text = (inspect.getsource(analysis) + inspect.getsource(agents)).lower()
    for word in ("animalia", "hoarders", "evolution", "alienz", "hamster", "raccoon", "nuts?", "owl", "seasons?"):
        assert not re.search(rf"\b{word}\b", text), word


FAMILY_RANKED = """
game "Rows"
players 2..4
card chip { value: int }
zone pool visible to nobody
zone row[3]
zone won per player
var score: int per player = 0
var bonus: int = 0
deck pool { for v in range(1, 13) { 1 chip "{v}" (value: v) } }
rank p by score of p + size(won of p) + sum(c.value for c in cards(row[3])), bonus
play {
  shuffle pool
  for round in range(1, 11) {
    for p in players() {
      if size(pool) == 0 { end game winners players() }
      choose r in row by p as "row to fill"
      move top(pool) to r
      choose c in cards(row[2]) by p as "chip to take" or none
      if c != none {
        move c to won of p
        score of p += c.value
      }
    }
    bonus += 1
    move cards(row[3]) to pool
    shuffle pool
  }
  end game winners players()
}
"""


@pytest.mark.parametrize("name,players", [("hoarders", 4), ("animalia", 3), ("evolution", 3), ("alienz", 4),
                                          ("hearts", 4), ("lost_cities", 2), ("blackjack", 3), ("president", 4),
                                          ("rows", 3)])  # families of zones: lost_cities, blackjack, rows
def test_the_ranking_is_sampled_alike_with_and_without_the_code_saying_what_changed(game, name, players):
    # a model with counters marks the players whose keys may have changed, and only theirs are worked
    # out again; a model without works out every key at every sample: the same records either way
    from rulerun.interpreter import measures

    g = Game.from_text(FAMILY_RANKED, players) if name == "rows" else game(name, players)
    counting, _ = counted(g)
    told = [measures.play_measured(counting, None, ["random"], seed, seed) for seed in range(3)]
    every_time = [measures.play_measured(g, None, ["random"], seed, seed) for seed in range(3)]
    assert told == every_time
    assert all(record["decisiveness"] is not None for record in every_time)
    reads = measures.rank_reads(counting)
    if name in ("hoarders", "rows"):  # keys of each player's own zones: a move marks only some players
        assert reads is not None
        assert any(0 < mask < counting.model.counters.everyone for mask in counting.model.counters.zone_masks)


@pytest.mark.parametrize("name,players", [("hoarders", 4), ("animalia", 3), ("evolution", 2), ("lost_cities", 2)])
def test_random_seats_played_inside_the_engine_are_measured_as_through_the_api(game, name, players, monkeypatch):
    """All-random seats are answered inside the engine's run loop, their draws made there; the same
    games played one `apply_action` at a time (the path of any other agent) give the same records."""
    from rulerun.interpreter import measures

    counting, _ = counted(game(name, players))
    through = measures._through_api
    inside = [measures.play_measured(counting, None, ["random"], seed, seed) for seed in range(3)]
    played = []
    monkeypatch.setattr(measures, "all_random", lambda names, n: False)  # no seat is taken as random now
    monkeypatch.setattr(measures, "_through_api", lambda *args: played.append(1) or through(*args))
    through_api = [measures.play_measured(counting, None, ["random"], seed, seed) for seed in range(3)]
    assert played == [1, 1, 1]
    assert inside == through_api


def test_a_worker_compiles_its_game_once_with_counters(monkeypatch, fresh_compiles):
    """A worker that did not inherit the parent's game (spawned, or on Dask) compiles the rulebook
    once, with counters, not once plainly and then again with them."""
    from rulerun.interpreter import analysis, codegen

    spec = analysis.GameSpec.from_file(str(Path(__file__).resolve().parent.parent / "rulebooks" / "hoarders.rules"), 3)
    made = []
    real = codegen.generate
    monkeypatch.setattr(codegen, "generate", lambda *args: made.append(args[-1]) or real(*args))
    monkeypatch.setattr(analysis._LOCAL, "games", {}, raising=False)
    game, cov = analysis._cached_game(spec, coverage=True)
    assert made == [True] and game.model.counters is not None and cov is not None
    assert analysis._cached_game(spec, coverage=True)[0] is game


def test_batches_name_the_game_by_key(monkeypatch):
    """A worker keeps the game it was started with; its batches name it by key alone (the document
    is not sent again with each), and play what the game itself plays. The key is a digest, the
    same for the same game and another for another player count or option."""
    hoarders = str(Path(__file__).resolve().parent.parent / "rulebooks" / "hoarders.rules")
    spec = GameSpec.from_file(hoarders, 3)
    assert len(spec.key()) == 64 and spec.key() == GameSpec.from_file(hoarders, 3).key()
    assert spec.key() != GameSpec.from_file(hoarders, 4).key()
    monkeypatch.setattr(analysis, "_SPECS", {})
    monkeypatch.setattr(analysis._LOCAL, "games", {}, raising=False)
    analysis._worker_init(spec)

    def plain(out):  # a batch's tally and coverage as plain values
        t = out["tally"]
        return (t.games, t.draws, t.firsts, t.shares, t.first_shares, t.first_by_seat,
                [(m.n, m.total, m.squares, sorted(m.counts.items())) for m in t.measures()], out["coverage"])

    by_key = plain(analysis.run_batch(spec.key(), ["random"], 5, range(3)))
    assert by_key[0] == 3 and by_key == plain(analysis.run_batch(spec, ["random"], 5, range(3)))


def test_spawned_workers_play_the_same_games(game, monkeypatch):
    """Workers that start afresh (spawned, as where fork is unsafe or missing) are handed the game
    once and play the same games as this process."""
    g = game("hoarders", 3)
    here = timeless(simulate(g, ["random"], 6, seed=2))
    monkeypatch.setattr(analysis, "fork_safe", lambda: False)
    assert timeless(simulate(g, ["random"], 6, seed=2, workers=2)) == here


def test_a_lost_worker_is_one_clear_error(monkeypatch):
    """A worker process that ends without its result (killed, out of memory) is told in one line, not
    a traceback, whether forked or spawned."""
    from concurrent.futures import Future
    from concurrent.futures.process import BrokenProcessPool

    import concurrent.futures

    from rulerun.interpreter import forks

    monkeypatch.setattr(analysis, "fork_safe", lambda: True)
    monkeypatch.setattr(analysis, "run_forked", lambda *args: (_ for _ in ()).throw(
        forks.WorkerLost("a worker process (pid 7) ended before it sent back its result")))
    result = runner.invoke(app, ["simulate", "hoarders", "--games", "30", "--workers", "2", "--json"])
    assert result.exit_code == 1 and "Traceback" not in result.output
    assert "rulerun: error: a worker process (pid 7) ended before it sent back its result" in result.output
    assert "--workers 1" in result.output

    class Broken:  # a pool whose every batch is lost, as a spawned pool tells it
        def __init__(self, *args, **kwargs):
            pass

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            return False

        def submit(self, *args):
            f = Future()
            f.set_exception(BrokenProcessPool("a process in the process pool was terminated abruptly"))
            return f

    monkeypatch.setattr(analysis, "fork_safe", lambda: False)
    monkeypatch.setattr(concurrent.futures, "ProcessPoolExecutor", Broken)
    with pytest.raises(forks.WorkerLost, match="terminated abruptly"):
        simulate(GameSpec.from_file(bundled_rulebook("hoarders"), 4), ["random"], 30, 1, workers=2)
