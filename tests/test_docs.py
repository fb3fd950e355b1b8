"""Every `rules` example in the documentation parses, compiles, and (whole games) plays to the end."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rulerun.grammar import parse_rules
from rulerun.interpreter.agents import RandomAgent, play_game
from rulerun.interpreter.engine import Game, load_game

ROOT = Path(__file__).resolve().parent.parent
DOCS = sorted((ROOT / "docs").glob("*.md")) + [ROOT / "README.md"]
EXAMPLES = sorted((ROOT / "docs" / "examples").glob("*.rules"))


def snippets():
    for path in DOCS:
        text = path.read_text(encoding="utf-8")
        for m in re.finditer(r"```rules\n(.*?)```", text, re.S):
            line = text.count("\n", 0, m.start()) + 2
            yield pytest.param(path.name, line, m.group(1), id=f"{path.name}:{line}")


@pytest.mark.parametrize("doc,line,snippet", list(snippets()))
def test_snippet_parses_and_compiles(doc, line, snippet):
    parse_rules(snippet, f"{doc}:{line}")
    text = snippet if re.search(r"^play\b", snippet, re.M) else snippet + "\nplay { end game }\n"
    if not re.search(r"^players\b", text, re.M):
        text = 'game "snippet" players 2..6\n' + text
    players = 2
    m = re.search(r"^players (\d+)\.\.", text, re.M)
    if m:
        players = int(m.group(1))
    game = Game.from_text(text, players=players, file=f"{doc}:{line}")
    if snippet.lstrip().startswith("game") or re.search(r"^play\b", snippet, re.M):
        final = play_game(game, 1, [RandomAgent(i) for i in range(players)])
        assert final.is_terminal()


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.name for p in EXAMPLES])
def test_example_rulebooks_play(path):
    game = load_game(path, players=2)
    for seed in range(3):
        assert play_game(game, seed, [RandomAgent(seed), RandomAgent(seed + 1)]).is_terminal()


def test_the_reference_lists_the_built_ins_of_the_interpreter_s_table():
    from rulerun.interpreter.builtins import reference

    text = (ROOT / "docs" / "language.md").read_text(encoding="utf-8")
    listed = re.search(r"<!-- built-ins -->\n(.*?)<!-- /built-ins -->", text, re.S)
    assert listed is not None and listed.group(1) == reference()


def test_the_readme_starts_with_two_commands_the_second_the_one_ci_runs():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    first = re.search(r"```sh\n(.*?)```", readme, re.S)
    assert first is not None and readme.index(first.group(0)) < readme.index("\n## ")
    commands = first.group(1).strip().splitlines()
    assert len(commands) == 2 and commands[0].startswith("python3 -m pip install -e . && rulerun ")
    assert commands[1] in (ROOT / ".ci" / "run").read_text(encoding="utf-8")
