"""Regenerates the golden playthroughs: `python3 tests/golden/regen.py`, then review `git diff`.

Each golden file is the full log (view all) of one seeded game with random agents, exactly as
`rulerun NAME --seed SEED --players P` prints it; `python/NAME_Pp.py` is the Python code generated
for the rulebook, as `rulerun document --python NAME --players P` prints it, so that a change of the
code generator shows as a diff of what it generates.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent

# (rulebook, seed, players): the games pinned down line by line.
GOLDEN = [
    ("animalia", 7, 4),
    ("hoarders", 7, 4),
    ("evolution", 7, 4),
    ("alienz", 7, 4),
    ("go_fish", 7, 3),
    ("blackjack", 7, 3),
    ("skull", 7, 4),
    ("president", 7, 4),
    ("oh_hell", 7, 3),
    ("hearts", 7, 4),
    ("sushi_go", 7, 3),
    ("lost_cities", 7, 2),
    ("cribbage", 7, 2),
]


def golden_path(name: str, seed: int, players: int) -> Path:
    return HERE / f"{name}_seed{seed}_{players}p.txt"


def render(name: str, seed: int, players: int) -> str:
    from typer.testing import CliRunner

    from rulerun.cli.main import app

    result = CliRunner().invoke(app, ["run", name, "--seed", str(seed), "--players", str(players)])
    if result.exit_code != 0:
        raise SystemExit(result.output)
    return result.output


def python_path(name: str, players: int) -> Path:
    return HERE / "python" / f"{name}_{players}p.py"


def render_python(name: str, players: int) -> str:
    """The Python code generated for a rulebook, as `rulerun document --python NAME --players P` prints it."""
    from typer.testing import CliRunner

    from rulerun.cli.main import app

    result = CliRunner().invoke(app, ["document", "--python", name, "--players", str(players)])
    if result.exit_code != 0:
        raise SystemExit(result.output)
    return result.output


def main() -> int:
    for name, seed, players in GOLDEN:
        path = golden_path(name, seed, players)
        path.write_text(render(name, seed, players), encoding="utf-8")
        print(f"wrote {path.relative_to(HERE.parent.parent)}")
        path = python_path(name, players)
        path.write_text(render_python(name, players), encoding="utf-8")
        print(f"wrote {path.relative_to(HERE.parent.parent)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
