"""bench/fuzz.py at the document and cache levels, a short run each (the long runs are not tests):
no traceback, no document misnamed, no cache entry taken for another document."""

from __future__ import annotations

import importlib.util
import json

import pytest
from hostile_support import ROOT


@pytest.fixture
def fuzz(monkeypatch):
    from rulerun.interpreter import engine

    monkeypatch.setattr(engine, "STEP_LIMIT", engine.STEP_LIMIT)  # the fuzzer lowers it: restored after
    monkeypatch.setenv("RULERUN_NO_CACHE", "1")  # as the fuzzer sets it: restored after
    monkeypatch.syspath_prepend(str(ROOT / "bench"))
    spec = importlib.util.spec_from_file_location("fuzz", ROOT / "bench" / "fuzz.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("level,examples", [("document", 60), ("cache", 40)])
def test_a_short_fuzz_run_finds_nothing(fuzz, capsys, level, examples):
    code = fuzz.main(["--examples", str(examples), "--seed", "7", "--decisions", "30", "--level", level])
    out = capsys.readouterr().out
    counts = json.loads(out.strip().splitlines()[-1])
    assert code == 0, out
    assert counts["examples"] == counts[level] == examples
    assert counts["exceptions"] == counts["misnamed"] == counts["cache_swaps"] == 0
    if level == "cache":
        assert counts["cache_same"] == examples
    else:
        assert counts["loaded"] > 0 and counts["load_errors"] > 0
