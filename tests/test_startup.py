"""What a command imports as it starts: nothing it does not need (a start is most of a short run)."""

from __future__ import annotations

import subprocess
import sys

# plays a simulation and a game with its log, then names the modules of `WATCHED` imported
RUN = """
import sys
from rulerun.cli.main import main
for args in (["simulate", "animalia", "--games", "3", "--workers", "1", "--json"], ["hoarders", "--seed", "2"]):
    sys.argv = ["rulerun", *args]
    try:
        main()
    except SystemExit as done:
        assert not done.code, done.code
print(sorted(m for m in sys.modules if m.split(".")[0] in %r))
print(sorted(m for m in sys.modules if m in %r))
"""
# attrs (with inspect, platform, ast and dis): records are made without it (`records.py`); hashlib and
# hmac load OpenSSL: the cache's codes are BLAKE2 (`grammar/cache.py`)
WATCHED = ("attr", "attrs", "hashlib", "_hashlib", "hmac")
# a rulebook compiled before is read back whole (`model_cache.py`): neither resolved nor generated again
COMPILING = ("rulerun.interpreter.resolve", "rulerun.interpreter.codegen.generator",
             "rulerun.interpreter.codegen.model_code", "pickle")


def test_a_start_with_the_rulebooks_cached_imports_neither_attrs_nor_openssl_nor_the_compiler(tmp_path, monkeypatch):
    monkeypatch.setenv("RULERUN_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("RULERUN_NO_CACHE", raising=False)  # (which bench/fuzz.py sets as a test imports it)
    code = RUN % (WATCHED, COMPILING)
    runs = [subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True).stdout
            for _ in range(2)]  # the first parses and compiles, the second reads the cache
    assert runs[1].strip().splitlines()[-2:] == ["[]", "[]"]
    assert any(name in runs[0] for name in WATCHED[2:])  # a parse loads them: the test can tell
    assert all(name in runs[0].splitlines()[-1] for name in COMPILING[:3])  # and a compile these
