"""Compiled models kept in the cache (interpreter/model_cache.py): a model read back plays exactly
the games a freshly compiled one plays, places run-time errors on the same lines, and can be
compiled again with counters; everything that decides a model is in its key; an entry that does
not read back, or that names anything outside rulerun, is compiled again."""

from __future__ import annotations

import pickle
import random
import sys
import types
from pathlib import Path

import pytest

from rulerun.grammar import RulesErrors
from rulerun.grammar.cache import cached_model, store_model
from rulerun.interpreter import model_cache, resolve
from rulerun.interpreter.coverage import counted
from rulerun.interpreter.engine import SIMULTANEOUS, Game, load_document, load_game
from rulerun.interpreter.measures import play_measured

ROOT = Path(__file__).resolve().parent.parent
BUNDLED = ["animalia", "evolution", "hoarders", "alienz"]
FAULTY = "players 2..4\ncard c { stars: int }\nzone deck\nplay {\n  let x = top(deck).stars + 1\n}\n"


@pytest.fixture
def no_compiling(monkeypatch):
    """Compiling a rulebook fails: whatever loads now was read back from the cache."""
    def refuse(*args, **kwargs):
        raise AssertionError("compiled again")

    def make():
        monkeypatch.setattr(resolve, "resolve", refuse)

    return make


def models(where: Path) -> list[Path]:
    return sorted(where.glob("model-*.bin")) if where.exists() else []


def api_log(game: Game, seed: int) -> list[str]:
    """A random game played one `apply_action` at a time, its log as text."""
    state = game.new_initial_state(seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        player = state.current_player()
        if player == SIMULTANEOUS:
            player = state.acting_players()[0]
        state.apply_action(rng.randrange(len(state.legal_actions(player))), player)
    return state.log_lines()


@pytest.mark.parametrize("name", BUNDLED)
def test_a_model_read_back_plays_the_games_a_compiled_one_plays(name, cache_dir, no_compiling):
    path = ROOT / "rulebooks" / f"{name}.rules"
    fresh = load_game(path, players=4)
    assert len(models(cache_dir)) == 1
    no_compiling()
    kept = load_game(path, players=4)
    assert kept.model is not fresh.model
    for seed in (1, 2):
        assert api_log(kept, seed) == api_log(fresh, seed)


@pytest.mark.parametrize("name", ["hoarders", "evolution"])
def test_a_counting_model_read_back_measures_and_counts_the_same(name, cache_dir, monkeypatch):
    path = ROOT / "rulebooks" / f"{name}.rules"
    fresh, fresh_cov = counted(load_game(path, players=4, counting=True))
    records = [play_measured(fresh, fresh_cov, ["random"], seed, seed) for seed in range(4)]
    monkeypatch.setattr(resolve, "resolve", None)  # nothing is compiled again
    kept, kept_cov = counted(load_game(path, players=4, counting=True))
    assert kept.model is not fresh.model
    assert [play_measured(kept, kept_cov, ["random"], seed, seed) for seed in range(4)] == records
    assert kept_cov.total() == fresh_cov.total()


def test_a_model_read_back_can_be_compiled_again_with_counters_and_evaluated(cache_dir):
    path = ROOT / "rulebooks" / "hoarders.rules"
    load_game(path, players=3)
    kept = load_game(path, players=3)
    recounted, cov = counted(kept)  # generated again from the intermediate form read back
    assert recounted.model.counters is not None
    play_measured(recounted, cov, ["random"], 5, 0)
    assert sum(cov.total()["fired"]) > 0
    state = kept.new_initial_state(3)
    assert kept.evaluate(state, "player_count") == 3


def test_a_game_counted_once_is_counted_again_from_the_cache(cache_dir, monkeypatch):
    """`counted` of a game (as `simulate` of a game compiled without counters does) keeps the
    counted model: the next process reads it back rather than generating its code again."""
    from rulerun.interpreter import codegen

    path = ROOT / "rulebooks" / "hoarders.rules"
    first, first_cov = counted(load_game(path, players=4))
    assert len(models(cache_dir)) == 2  # the game, and the game with counters
    records = [play_measured(first, first_cov, ["random"], seed, seed) for seed in range(3)]

    def refuse(*args, **kwargs):
        raise AssertionError("compiled again")

    monkeypatch.setattr(codegen, "generate", refuse)
    monkeypatch.setattr(resolve, "resolve", refuse)
    again, cov = counted(load_game(path, players=4))
    assert again.model is not first.model and again.model.counters is not None
    assert [play_measured(again, cov, ["random"], seed, seed) for seed in range(3)] == records


def test_run_time_errors_of_a_model_read_back_are_located(cache_dir, no_compiling):
    def error() -> str:
        game = Game.from_text(FAULTY, players=2, file="rt.rules")
        with pytest.raises(RulesErrors) as info:
            game.new_initial_state(seed=0)
        err = info.value.errors[0]
        return f"{err.span.line}:{err.span.column} {err.message}"

    first = error()
    no_compiling()
    assert error() == first
    assert first.startswith("5:3 run-time error in 'play'")


@pytest.mark.parametrize("change", [
    {"players": 3}, {"options": {"owl_wild": False}}, {"native": False}, {"counting": True},
    {"text": "\n"}, {"source": "other.rules"},
])
def test_everything_that_decides_a_model_is_in_its_key(change, cache_dir):
    doc, text = load_document(ROOT / "rulebooks" / "animalia.rules")
    base = {"players": 4, "options": None, "native": True, "counting": False}
    key = model_cache.model_key(doc, text, **base)
    changed = dict(base, **{k: v for k, v in change.items() if k in base})
    other_doc = dict(doc, source=change["source"]) if "source" in change else doc
    other_text = text + change.get("text", "")
    assert key is not None
    assert model_cache.model_key(other_doc, other_text, **changed) != key


def test_a_change_in_rulerun_misses(cache_dir, monkeypatch, no_compiling):
    path = ROOT / "rulebooks" / "hoarders.rules"
    load_game(path, players=3)
    monkeypatch.setattr(model_cache, "code_version", lambda: "another rulerun")
    calls = []
    real = resolve.resolve
    monkeypatch.setattr(resolve, "resolve", lambda *a: calls.append(1) or real(*a))
    load_game(path, players=3)
    assert calls == [1]
    assert len(models(cache_dir)) == 2


def test_the_version_follows_the_files_of_rulerun(tmp_path, monkeypatch):
    for folder in ("grammar", "interpreter"):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / "a.py").write_text("x = 1\n")
    monkeypatch.setattr(model_cache, "_PACKAGE", tmp_path)
    model_cache.code_version.cache_clear()
    try:
        before = model_cache.code_version()
        model_cache.code_version.cache_clear()
        (tmp_path / "interpreter" / "a.py").write_text("x = 22\n")
        assert model_cache.code_version() != before
    finally:
        model_cache.code_version.cache_clear()


def test_no_text_no_cache(cache_dir):
    doc, text = load_document(ROOT / "rulebooks" / "hoarders.rules")
    Game.from_document(doc, 3, None, None)
    assert models(cache_dir) == []


@pytest.mark.parametrize("body", [
    b"not a pickle",
    pickle.dumps(("a model", "and its rules", "and more")),
    pickle.dumps(("a model", "and its rules")),
])
def test_an_entry_that_does_not_read_back_is_compiled_again(body, cache_dir):
    path = ROOT / "rulebooks" / "hoarders.rules"
    fresh = load_game(path, players=3)
    doc, text = load_document(path)
    key = model_cache.model_key(doc, text, 3, None, True, False)
    store_model(key, body)
    assert cached_model(key) == body  # the entry is the user's own: only reading it back fails
    again = load_game(path, players=3)
    assert api_log(again, 4) == api_log(fresh, 4)
    assert cached_model(key) != body  # and it was written again


def test_an_entry_changed_on_disk_is_not_read(cache_dir):
    path = ROOT / "rulebooks" / "hoarders.rules"
    load_game(path, players=3)
    [entry] = models(cache_dir)
    data = bytearray(entry.read_bytes())
    data[-10] ^= 0xFF
    entry.write_bytes(bytes(data))
    doc, text = load_document(path)
    assert cached_model(model_cache.model_key(doc, text, 3, None, True, False)) is None
    load_game(path, players=3)  # compiled again, and kept again
    assert entry.read_bytes() != bytes(data)


def test_rulebooks_with_errors_are_not_kept(cache_dir):
    with pytest.raises(RulesErrors):
        Game.from_text("players 2..2\nplay {\n  let x = nothing_here\n}\n", file="bad.rules")
    assert models(cache_dir) == []


def test_an_entry_that_names_anything_outside_rulerun_is_not_run(cache_dir, tmp_path):
    path = ROOT / "rulebooks" / "hoarders.rules"
    doc, text = load_document(path)
    key = model_cache.model_key(doc, text, 3, None, True, False)
    made = tmp_path / "made"
    store_model(key, b"cos\nmkdir\n(S'" + str(made).encode() + b"'\ntR.")  # os.mkdir(made), as a pickle
    load_game(path, players=3)
    assert not made.exists()


def test_the_least_recently_used_models_are_pruned(cache_dir, monkeypatch):
    from rulerun.grammar import cache

    monkeypatch.setattr(cache, "MAX_DOCUMENTS", 2)
    for players in (3, 4, 5, 6):
        load_game(ROOT / "rulebooks" / "hoarders.rules", players=players)
    kept = models(cache_dir)
    assert len(kept) == 2
    doc, text = load_document(ROOT / "rulebooks" / "hoarders.rules")
    assert {p.name for p in kept} == {f"model-{model_cache.model_key(doc, text, n, None, True, False)}.bin"
                                      for n in (5, 6)}


CLOSURES = """
def outer(value):
    def inner():
        return value, inner  # a value of None, and the function itself

    return inner


def empty():
    if False:
        late = 1

    def inner():
        return late  # never set: its cell stays empty

    return inner
"""


def test_functions_made_inside_others_keep_what_they_close_over(monkeypatch):
    module = types.ModuleType("rulerun.closures_for_a_test")  # a model's functions are rulerun's
    exec(CLOSURES, module.__dict__)
    monkeypatch.setitem(sys.modules, module.__name__, module)
    f, g = model_cache.loads_value(model_cache.dumps_value((module.outer(None), module.empty())))
    assert f is not module.outer(None)
    assert f()[0] is None and f()[1] is f
    with pytest.raises(NameError):
        g()


def test_functions_of_other_modules_are_not_read_back(monkeypatch):
    module = types.ModuleType("elsewhere")
    exec(CLOSURES, module.__dict__)
    monkeypatch.setitem(sys.modules, module.__name__, module)
    with pytest.raises(pickle.UnpicklingError):
        model_cache.loads_value(model_cache.dumps_value(module.outer(1)))


def test_a_model_read_back_shares_what_rulerun_modules_hold_and_its_facts_once(cache_dir):
    """Objects that rulerun modules hold (a sentinel the generated code compares by identity) are
    the modules' own in a model read back; equal facts of the intermediate form are one object."""
    from rulerun.interpreter import ir, runtime

    path = ROOT / "rulebooks" / "hoarders.rules"
    load_game(path, players=4)
    kept = load_game(path, players=4)
    generated, todo = {}, list(kept.model.pfuncs) + [kept.model.rank]
    while todo:  # every generated function the model's reach, through the names each one binds
        f = todo.pop()
        if callable(f) and getattr(getattr(f, "__code__", None), "co_filename", "").startswith("<rulerun") \
                and id(f) not in generated:
            generated[id(f)] = f
            todo.extend(f.__globals__.values())
    sentinels = [v for f in generated.values() for v in f.__globals__.values() if type(v) is object]
    assert sentinels and all(v is runtime.NOT_YET for v in sentinels)
    facts = [node.facts for p in kept.rules.program.procedures for s in p.body for node in ir.walk(s)
             if hasattr(node, "facts")]
    assert len(facts) > 100 and len({id(f) for f in facts}) == len(set(facts))
