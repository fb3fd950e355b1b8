"""The tutorial (docs/tutorial.md) stays true: every step is the rulebook in rulebooks/examples/ and
plays to the end; every command output it shows, error messages included, is what rulerun prints.

In the tutorial, `<!-- step N -->` before a ```rules block says the block is
rulebooks/examples/tutorial_stepN.rules, and `<!-- run: {"step": N, "replace": [[OLD, NEW]]} -->`
before a ```text block says: take step N, make the replacements (each OLD must occur once), save it
as crazy_eights.rules in an empty directory, run the block's first line (`$ rulerun ...`) there;
the rest of the block is the output. A line `...` in the output stands for any number of lines.

Regenerate the outputs (never write them by hand): `python3 tests/test_tutorial.py --regen`.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import sys
from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

from rulerun.grammar.format import format_rules, strip_spans
from rulerun.grammar import parse_rules
from rulerun.interpreter.agents import RandomAgent, play_game
from rulerun.interpreter.engine import load_game

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "tutorial.md"
EXAMPLES = ROOT / "rulebooks" / "examples"
STEP = re.compile(r"<!-- step (\d+) -->\n```rules\n(.*?)```", re.S)
RUN = re.compile(r"<!-- run: (\{.*?\}) -->\n```text\n(.*?)```", re.S)
FILE = "crazy_eights.rules"


def steps() -> list[Path]:
    return sorted(EXAMPLES.glob("tutorial_step*.rules"), key=lambda p: int(re.sub(r"\D", "", p.stem)))


def cli() -> tuple[typer.Typer, tuple[str, ...]]:
    """The rulerun command with the authoring commands, registered here if main.py does not yet."""
    from rulerun.cli import main
    from rulerun.cli.authoring import register

    app = typer.Typer(add_completion=False, pretty_exceptions_enable=False, rich_markup_mode=None)
    app.registered_commands = list(main.app.registered_commands)
    names = {c.name or c.callback.__name__ for c in app.registered_commands}
    if "explain" not in names:
        register(app)
    return app, tuple(main.COMMANDS) + ("fmt", "new", "explain")


def run_case(spec: dict, command: str, workdir: Path) -> str:
    """The output of a `$ rulerun ...` line for a (possibly broken) tutorial step, run in workdir."""
    text = (EXAMPLES / f"tutorial_step{spec['step']}.rules").read_text(encoding="utf-8")
    for old, new in spec.get("replace", []):
        assert text.count(old) == 1, f"step {spec['step']}: {old!r} occurs {text.count(old)} times"
        text = text.replace(old, new)
    (workdir / FILE).write_text(text, encoding="utf-8")
    words = shlex.split(command)
    assert words[0] == "rulerun", command
    args = words[1:]
    app, commands = cli()
    if args and not args[0].startswith("-") and args[0] not in commands:
        args.insert(0, "run")
    here = os.getcwd()
    os.chdir(workdir)
    try:
        result = CliRunner().invoke(app, args, catch_exceptions=False)
    finally:
        os.chdir(here)
    return result.output


def matches(expected: list[str], actual: list[str]) -> bool:
    """Whether actual lines are the expected ones, a `...` line standing for any lines."""
    if "..." not in expected:
        return expected == actual
    i = expected.index("...")
    head, tail = expected[:i], expected[i + 1:]
    if actual[:len(head)] != head:
        return False
    rest = actual[len(head):]
    for j in range(len(rest) + 1):
        if matches(tail, rest[j:]):
            return True
    return False


def cases():
    text = DOC.read_text(encoding="utf-8")
    for m in RUN.finditer(text):
        line = text.count("\n", 0, m.start()) + 1
        yield pytest.param(json.loads(m.group(1)), m.group(2), id=f"tutorial.md:{line}")


def test_the_tutorial_has_steps_and_outputs():
    text = DOC.read_text(encoding="utf-8")
    shown = [int(n) for n, _ in STEP.findall(text)]
    assert shown == list(range(1, len(steps()) + 1)) and len(shown) >= 3
    assert len(RUN.findall(text)) >= 6


@pytest.mark.parametrize("number,listing", [(int(n), b) for n, b in STEP.findall(DOC.read_text(encoding="utf-8"))])
def test_each_step_shown_is_the_file(number, listing):
    assert listing == (EXAMPLES / f"tutorial_step{number}.rules").read_text(encoding="utf-8")


@pytest.mark.parametrize("path", steps(), ids=lambda p: p.name)
def test_each_step_plays_and_is_formatted(path):
    text = path.read_text(encoding="utf-8")
    assert format_rules(text) == text
    for players in (2, 3, 4):
        game = load_game(path, players=players)
        for seed in range(3):
            state = play_game(game, seed, [RandomAgent(seed * 10 + i) for i in range(players)])
            assert state.is_terminal()


def test_the_finished_rulebook_is_the_last_step():
    finished = EXAMPLES / FILE
    last = steps()[-1]
    assert strip_spans(parse_rules(finished.read_text(encoding="utf-8"))) == \
        strip_spans(parse_rules(last.read_text(encoding="utf-8")))


@pytest.mark.parametrize("spec,block", list(cases()))
def test_each_output_shown_is_what_rulerun_prints(spec, block, tmp_path):
    command, *expected = block.rstrip("\n").split("\n")
    assert command.startswith("$ "), "an output block starts with the command line"
    actual = run_case(spec, command[2:], tmp_path).rstrip("\n").split("\n")
    assert matches(expected, actual), "\n".join(["expected:", *expected, "", "actual:", *actual])


def _excerpt(old: list[str], actual: list[str]) -> list[str]:
    """The new output cut like the old excerpt: as many lines before the first `...` and after the
    last; a part between two `...` is found again by its first line and keeps its length."""
    chunks: list[list[str]] = [[]]
    for line in old:
        if line == "...":
            chunks.append([])
        else:
            chunks[-1].append(line)
    head, *middle, tail = chunks
    out = actual[:len(head)]
    pos = len(head)
    for chunk in middle:
        if not chunk:
            continue
        at = actual.index(chunk[0], pos)
        out += ["..."] + actual[at:at + len(chunk)]
        pos = at + len(chunk)
    out.append("...")
    if tail:
        out += actual[max(pos, len(actual) - len(tail)):]
    return out


def regenerate() -> None:
    """Rewrites the tutorial's step listings from the files and its outputs from rulerun."""
    import tempfile

    text = DOC.read_text(encoding="utf-8")
    text = STEP.sub(lambda m: f"<!-- step {m.group(1)} -->\n```rules\n"
                    + (EXAMPLES / f"tutorial_step{m.group(1)}.rules").read_text(encoding="utf-8") + "```", text)

    def output(m: re.Match) -> str:
        spec = json.loads(m.group(1))
        command, *old = m.group(2).rstrip("\n").split("\n")
        with tempfile.TemporaryDirectory() as tmp:
            actual = run_case(spec, command[2:], Path(tmp)).rstrip("\n").split("\n")
        if "..." in old:
            actual = _excerpt(old, actual)
        return f"<!-- run: {m.group(1)} -->\n```text\n{command}\n" + "\n".join(actual) + "\n```"

    text = RUN.sub(output, text)
    DOC.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    if "--regen" in sys.argv:
        regenerate()
        print(f"regenerated {DOC.relative_to(ROOT)}")
    else:
        print(__doc__)
