"""Hand-written simulators of games of rulerun's own library, to time the engine against.

The four seed games' simulators lie outside the repository, in `../shared/bench/`; a speed that
holds only on those four games could come from tuning for them, so the library's games have
simulators too, written the same way (`NAME.py`, `play(n_players, rng)`, the same command line),
each asking the same decisions with the same options as its rulebook. The benchmark scripts find
either kind through `reference_simulator`.
"""

from __future__ import annotations

from pathlib import Path

HERE = Path(__file__).resolve().parent
SHARED = HERE.parent.parent.parent / "shared" / "bench"


def reference_simulator(rulebook: str | Path) -> Path | None:
    """The hand-written simulator of a rulebook, given as a path or a bundled name:
    `../shared/bench/NAME.py` where there is one (the seed games), else `bench/yardsticks/NAME.py`,
    else None."""
    stem = Path(rulebook).stem
    if not stem or stem.startswith("_"):
        return None
    for folder in (SHARED, HERE):
        path = folder / f"{stem}.py"
        if path.is_file():
            return path
    return None
