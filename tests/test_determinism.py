"""The same rulebook, seed and agents give byte-identical output in any process."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest


def run_cli(args: list[str], hash_seed: str, **variables: str) -> bytes:
    env = dict(os.environ, PYTHONHASHSEED=hash_seed, **variables)
    code = "import sys; from rulerun.cli.main import main; main(sys.argv[1:])"
    return subprocess.run([sys.executable, "-c", code, *args], env=env, capture_output=True, check=True).stdout


@pytest.mark.parametrize("cache", ["compiled in each", "read back by the second"])
@pytest.mark.parametrize("name", ["animalia", "hoarders", "evolution", "alienz"])
def test_same_bytes_across_processes(name, cache, tmp_path):
    """Compiled in each process, or compiled by the first and read back from the cache by the second
    (`model_cache.py`), with other hash seeds: the same game."""
    variables = {"RULERUN_NO_CACHE": "1"} if cache == "compiled in each" else \
        {"RULERUN_NO_CACHE": "", "RULERUN_CACHE_DIR": str(tmp_path / "cache")}
    args = [name, "--seed", "11", "--players", "5"]
    first = run_cli(args, "1", **variables)
    second = run_cli(args, "987654", **variables)
    assert first == second
    assert len(first.splitlines()) > 50
    if cache != "compiled in each":
        assert list((tmp_path / "cache").glob("model-*.bin"))


def test_same_json_across_processes():
    args = ["animalia", "--seed", "3", "--json", "--view", "2"]
    assert run_cli(args, "0") == run_cli(args, "42")


def test_ismcts_at_its_default_plays_the_same_game_across_processes():
    """The default ISMCTS budget is counted in iterations, not seconds: one seed, one game."""
    args = ["hoarders", "--seed", "5", "--players", "3", "--agents", "ismcts,random"]
    first = run_cli(args, "1")
    assert first == run_cli(args, "987654")
    assert len(first.splitlines()) > 50
