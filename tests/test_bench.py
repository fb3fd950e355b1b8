"""The benchmark scripts in `bench/` still run and print what their docs say, at a tiny size (their
numbers are measured by hand, never asserted here)."""

from __future__ import annotations

import importlib.util
import json
import os
from pathlib import Path

BENCH = Path(__file__).resolve().parent.parent / "bench"


def script(name: str):
    spec = importlib.util.spec_from_file_location(f"bench_{name}", BENCH / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def json_lines(out: str) -> list[dict]:
    return [json.loads(line) for line in out.splitlines() if line.strip()]


def test_soak_reports_every_task_and_resumes_after_skipped_ones(capsys):
    soak = script("soak")
    args = ["--games", "12", "--rulebooks", "animalia", "--chunk", "2", "--every", "3"]
    assert soak.main(args) == 0
    full = json_lines(capsys.readouterr().out)
    tasks, total = full[:-1], full[-1]["total"]
    assert len(tasks) == 7  # 3, 3, 2, 2 and 2 games for the 5 player counts, at most 2 a task
    assert total["games"] == 12 == sum(t["games"] for t in tasks)
    assert total["exceptions"] == total["violations"] == total["unfinished"] == total["playout_mismatches"] == 0
    # round robin over the player counts: a run stopped early has covered every count
    assert [t["players"] for t in tasks[:5]] == [2, 3, 4, 5, 6]
    assert soak.main(args + ["--skip", "4"]) == 0
    resumed = json_lines(capsys.readouterr().out)[:-1]
    strip = [{k: v for k, v in t.items() if k != "seconds"} for t in tasks[4:]]
    assert [{k: v for k, v in t.items() if k != "seconds"} for t in resumed] == strip


def test_soak_finds_a_playout_that_plays_another_game(monkeypatch, capsys):
    from rulerun.interpreter.engine import State

    real = State.playout
    monkeypatch.setattr(State, "playout", lambda self, chooser, max_decisions=None: real(self, lambda n: 0))
    soak = script("soak")
    assert soak.main(["--games", "3", "--rulebooks", "hoarders"]) == 1
    assert json_lines(capsys.readouterr().out)[-1]["total"]["playout_mismatches"] == 3


def test_soak_stops_a_slow_game_and_covers_every_bundled_rulebook(capsys):
    soak = script("soak")
    result = soak.soak("evolution", 4, 2, 1, 5, 0.001)  # a millisecond of CPU time: no game ends in it
    assert result["slow"] == result["games"] == 2 and result["exceptions"] == 0
    assert "still running after 0.001 s" in capsys.readouterr().err
    names = {Path(p).stem for p in soak.bundled_names()}
    assert {"animalia", "hoarders", "evolution", "alienz", "kuhn_poker", "cribbage", "crazy_eights"} <= names


def test_soak_finds_a_lost_card():
    soak = script("soak")
    from rulerun.interpreter.engine import load_game

    game = load_game("animalia", players=2)
    state = game.new_initial_state(1, log=False)
    hidden = [soak.hidden_instances(game.model, p) for p in range(2)]
    counters = soak.counter_columns(game)
    assert soak.violations(state, hidden, True, counters) == []
    card = state.data.zones[state.data.loc[0]].pop(state.data.zones[state.data.loc[0]].index(0))
    assert card == 0
    assert soak.violations(state, hidden, False, counters) == ["a card is not in exactly one zone"]


def test_memory_prints_peak_memory_per_batch_size(capsys):
    memory = script("memory")
    assert memory.main(["animalia", "--players", "2", "--games", "5,10"]) == 0
    rows = json_lines(capsys.readouterr().out)
    assert [r["games"] for r in rows[:2]] == [5, 10]
    assert all(r["peak_rss_kb"] > 0 for r in rows[:2]) and "bytes_per_game" in rows[2]


def test_speed_benchmark_prints_its_json(capsys, tmp_path):
    bench = script("bench")
    assert bench.main(["animalia", "--players", "2", "--games", "3", "--rounds", "1",
                       "--reference", str(tmp_path / "none.py")]) == 0
    (row,) = json_lines(capsys.readouterr().out)
    assert row["players"] == 2 and row["games_per_s"] > 0 and row["clone_us"] > 0 and "ratio" not in row
    assert row["api_games_per_s"] > 0 and row["mean_decisions_per_game"] > 0


def test_ismcts_benchmark_counts_the_iterations_each_search_ran(capsys, monkeypatch):
    ismcts = script("ismcts")
    ran = []
    step = ismcts.ISMCTSAgent.step
    monkeypatch.setattr(ismcts.ISMCTSAgent, "step",
                        lambda self, state, p: (step(self, state, p), ran.append(self.last_iterations))[0])
    assert ismcts.main(["kuhn_poker", "--games", "2"]) == 0
    (row,) = json_lines(capsys.readouterr().out)
    assert row["players"] == 2 and row["games"] == 2 and row["seconds_per_game"] >= 0
    assert sum(ran) > 0 and row["iterations_per_s"] > 0  # the default budget: iterations by options


def test_the_speed_ratio_is_the_median_of_each_round_s_ratio(capsys, tmp_path, monkeypatch):
    bench = script("bench")
    ours = iter([1 / 100, 1 / 100, 1 / 200, 1 / 200, 1 / 300, 1 / 300])  # seconds per game, then the API's
    monkeypatch.setattr(bench, "playouts", lambda game, games, seed, api=False: (next(ours) * games, games))
    monkeypatch.setattr(bench, "step_costs", lambda game, seed: {})
    theirs = iter([200.0, 200.0, 1000.0])
    monkeypatch.setattr(bench, "reference", lambda path, games, players, seed: next(theirs))
    (tmp_path / "yardstick.py").write_text("")
    assert bench.main(["animalia", "--players", "2", "--games", "3", "--rounds", "3",
                       "--reference", str(tmp_path / "yardstick.py")]) == 0
    (row,) = json_lines(capsys.readouterr().out)
    # rounds: 100 / 200, 200 / 200, 300 / 1000
    assert row["ratio"] == 0.5 and row["ratio_of_medians"] == 1.0 and row["api_ratio"] == 0.5


def test_both_ways_of_playing_in_the_speed_benchmark_play_the_same_games():
    from rulerun.interpreter.engine import load_game

    bench = script("bench")
    game = load_game("hoarders", players=4)
    assert bench.playouts(game, 5, 9)[1] == bench.playouts(game, 5, 9, api=True)[1]


def test_fuzz_runs_a_few_examples(capsys, monkeypatch):
    from rulerun.interpreter import engine

    monkeypatch.setattr(engine, "STEP_LIMIT", engine.STEP_LIMIT)  # the fuzzer lowers it: restored after
    # and turns the cache off as it is imported (`RULERUN_NO_CACHE`): as it was, after
    monkeypatch.setenv("RULERUN_NO_CACHE", os.environ.get("RULERUN_NO_CACHE", ""))
    fuzz = script("fuzz")
    code = fuzz.main(["--examples", "6", "--seed", "3", "--decisions", "20"])
    out = capsys.readouterr().out
    assert code == 0, out
    assert json_lines(out)[-1]["examples"] == 6


def test_the_whole_process_benchmark_warms_the_cache_first(capsys, monkeypatch):
    bench = script("simulate")
    runs = []
    real = bench.simulate
    monkeypatch.setattr(bench, "simulate", lambda *args: runs.append(args[1]) or real(*args))
    monkeypatch.setattr(bench, "reference_simulator", lambda name: Path("yardstick.py"))  # found or not
    monkeypatch.setattr(bench, "reference", lambda *args: 1000.0)
    assert bench.main(["hoarders", "--games", "3", "--rounds", "2"]) == 0
    (row,) = json_lines(capsys.readouterr().out)
    assert runs == [1, 3, 3] and row["warmup"] is True and row["games"] == 3 and row["ratio"] > 0
    runs.clear()
    assert bench.main(["hoarders", "--games", "2", "--rounds", "1", "--no-warmup"]) == 0
    assert runs == [2] and json_lines(capsys.readouterr().out)[0]["warmup"] is False


def test_the_agents_benchmark_plays_its_matchups_in_workers():
    import subprocess
    import sys

    out = subprocess.run([sys.executable, str(BENCH / "agents.py"), "--only", "hoarders", "--games", "1",
                          "--random-games", "2", "--workers", "2", "--ismcts", "ismcts:4", "--greedy", "greedy:1",
                          "--speedup"], capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout)
    assert [(r["rulebook"], r["opponents"], r["games"]) for r in result["results"]] == \
        [("hoarders", "random", 2), ("hoarders", "greedy:1", 1)]
    assert result["speedup"]["identical"] and result["speedup"]["speedup"] > 0


def test_instructions_are_counted_by_programs_that_differ_only_in_the_games_counted(monkeypatch):
    """The two programs that callgrind counts play the same games uncounted first and are of one
    length (a longer one lays out the heap otherwise); per game is their difference over N."""
    bench = script("instructions")
    cases = [(bench.RULERUN, {"name": "hoarders", "players": 4, "seed": 1}),
             (bench.SIMULATED, {"name": "hoarders", "players": 4, "seed": 1}),
             (bench.API, {"name": "hoarders", "players": 4, "seed": 1}),
             (bench.YARDSTICK, {"folder": "/nowhere", "module": "hoarders", "players": 4, "seed": 1})]
    for template, fields in cases:
        counted = template.format(games=12, warm=12, **fields)
        none = template.format(games=0, warm=12, **fields)
        assert len(counted) == len(none) and counted != none
        compile(counted, "<counted>", "exec")
        assert "(12, " in counted and "(12, " in none  # the same games played first in both
    monkeypatch.setattr(bench, "instructions", lambda program: 1000 + 7 * int(program.split('int("')[1][:6]))
    assert bench.per_game(bench.RULERUN, 12, name="hoarders", players=4, seed=1) == 7
    counted = []
    monkeypatch.setattr(bench, "instructions", lambda program: counted.append(program) or 0)
    bench.per_game(bench.API, 12, False, name="hoarders", players=4, seed=1)
    assert [p.startswith(bench.NO_COLLECTOR) for p in counted] == [True, True]  # --no-gc: both alike


def test_the_instructions_of_the_api_are_counted_on_the_games_a_playout_plays():
    """`--api` plays the random games of a playout, one `apply_action` per decision."""
    bench = script("instructions")
    played = {}
    for template in (bench.RULERUN, bench.API):
        scope: dict = {}
        exec(compile(template.format(games=2, warm=1, name="hoarders", players=4, seed=3), "<bench>", "exec"), scope)
        played[template] = (scope["rng"].random(), scope["i"])  # the generator drew as often in both
    assert played[bench.RULERUN] == played[bench.API]


def test_bytecodes_are_the_same_in_every_count_and_name_generated_code_by_its_procedure(capsys):
    """`bytecodes.py` counts what the games run, the same each time (what it is for: a count that
    does not move with the heap's layout), by function, a generated one named without the number
    and digest an edit changes."""
    bench = script("bytecodes")
    rows = []
    for api in (False, False, True):  # (a library game: its simulator is in bench/yardsticks/)
        assert bench.main(["lost_cities", "--players", "2", "--games", "2", "--top", "50"]
                          + (["--api"] if api else [])) == 0
        rows.append(json.loads(capsys.readouterr().out))
    playout, again, api = rows
    assert playout == again
    assert api["bytecodes_per_game"] > playout["bytecodes_per_game"]  # stopping at every decision costs
    assert playout["ratio"] == round(playout["reference_bytecodes_per_game"] / playout["bytecodes_per_game"], 3)
    places = dict(playout["top"])
    assert sum(places.values()) <= playout["bytecodes_per_game"] + len(places)
    assert "lost_cities.rules: take_turn playout _native" in places
    assert not any("#" in place for place in places)
