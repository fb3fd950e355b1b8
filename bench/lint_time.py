"""Lint timing: the whole `python3 -m rulerun.cli.main lint FILE` process, median of several runs.

    python3 bench/lint_time.py                       # the largest bundled rulebook
    python3 bench/lint_time.py animalia --runs 9
    python3 bench/lint_time.py --no-cache            # parse every time (RULERUN_NO_CACHE=1)

Prints one JSON object: the median, min and max wall time of the whole process (interpreter start,
imports, parsing, compiling, checking, printing), its median CPU time (user + system: less
sensitive to other work on the machine; the load average is printed too), the target (0.3 s), and
where the time goes in one process (the imports of `rulerun lint`, loading the rulebook, compiling,
the linter's own analysis). The first run fills the document cache (README, "The cache"), so the
runs measured read the parsed rulebook back from it, as a second lint of an unchanged file does.
The interpreter is run directly (`sys.executable`), not through a shell shim such as pyenv's, and
with compiled bytecode cached in a temporary directory, as an installed package runs (this
environment sets PYTHONDONTWRITEBYTECODE; `--no-bytecode-cache` measures that instead).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET = 0.3
ENV = dict(os.environ)

_BREAKDOWN = r"""
import json, sys, time
t0 = time.perf_counter()
import rulerun.cli.main, rulerun.cli.lint_command
t1 = time.perf_counter()
from rulerun.interpreter.layout import layout
from rulerun.interpreter.lint import run
from rulerun.interpreter.resolve import resolve
doc, text, file = run._load(sys.argv[1])
t2 = time.perf_counter()
resolved = resolve(doc, text)
_, errors = layout(resolved.program, resolved.program.min_players, {})
t3 = time.perf_counter()
run.Lint.analyse(resolved.program, text, file, list(resolved.errors) + list(errors)).run()
t4 = time.perf_counter()
print(json.dumps({"imports": t1 - t0, "load_and_parse": t2 - t1, "compile": t3 - t2, "analysis": t4 - t3}))
"""


def largest_rulebook() -> Path:
    return max((ROOT / "rulebooks").glob("*.rules"), key=lambda p: len(p.read_text(encoding="utf-8")))


def whole_process(file: str) -> tuple[float, float]:
    """Wall time and CPU time (user + system) of one whole lint process."""
    before = os.times()
    start = time.perf_counter()
    proc = subprocess.run([sys.executable, "-m", "rulerun.cli.main", "lint", file], capture_output=True, text=True,
                          env=ENV)
    elapsed = time.perf_counter() - start
    after = os.times()
    if proc.returncode not in (0, 1):
        raise SystemExit(f"lint failed ({proc.returncode}):\n{proc.stderr}")
    cpu = (after.children_user - before.children_user) + (after.children_system - before.children_system)
    return elapsed, cpu


def breakdown(file: str) -> dict:
    out = subprocess.run([sys.executable, "-c", _BREAKDOWN, file], capture_output=True, text=True, check=True,
                         env=ENV).stdout
    return {k: round(v, 4) for k, v in json.loads(out.strip().splitlines()[-1]).items()}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("rulebook", nargs="?", default=None, help="default: the largest bundled rulebook")
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--no-bytecode-cache", action="store_true",
                    help="run as the environment says (PYTHONDONTWRITEBYTECODE makes Python compile every module "
                         "from source on every run)")
    ap.add_argument("--no-cache", action="store_true", help="parse the rulebook on every run (RULERUN_NO_CACHE=1)")
    args = ap.parse_args(argv)
    if args.no_cache:
        ENV["RULERUN_NO_CACHE"] = "1"
    file = str(args.rulebook or largest_rulebook())
    cache = None
    if not args.no_bytecode_cache:
        # as an installed package runs: with compiled bytecode, kept outside the repository
        cache = tempfile.mkdtemp(prefix="rulerun-pycache-")
        ENV.pop("PYTHONDONTWRITEBYTECODE", None)
        ENV["PYTHONPYCACHEPREFIX"] = cache
    whole_process(file)  # warm the file system cache, the bytecode caches and the document cache
    runs = [whole_process(file) for _ in range(args.runs)]
    times = sorted(w for w, _ in runs)
    cpu = statistics.median(c for _, c in runs)
    parts = [breakdown(file) for _ in range(3)]
    median_parts = {k: round(statistics.median(p[k] for p in parts), 4) for k in parts[0]}
    python_start = statistics.median(_python_start() for _ in range(5))
    result = {
        "rulebook": file,
        "lines": len(Path(file).read_text(encoding="utf-8").splitlines()) if Path(file).exists() else None,
        "runs": args.runs,
        "median_s": round(statistics.median(times), 4),
        "min_s": round(times[0], 4),
        "max_s": round(times[-1], 4),
        "target_s": TARGET,
        "within_target": statistics.median(times) < TARGET,
        "median_cpu_s": round(cpu, 4),
        "load_average": round(os.getloadavg()[0], 2),
        "bytecode_cache": cache is not None,
        "document_cache": ENV.get("RULERUN_NO_CACHE", "") in ("", "0"),
        "python_start_s": round(python_start, 4),
        "in_process_s": median_parts,
    }
    print(json.dumps(result))
    return 0


def _python_start() -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", "pass"], check=True, env=ENV)
    return time.perf_counter() - start


if __name__ == "__main__":
    sys.exit(main())
