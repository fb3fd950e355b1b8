"""Authoring tools: `rulerun fmt` (grammar/format.py), `rulerun new` (cli/authoring.py), `rulerun explain`
(interpreter/explain.py) and the Pygments lexer (cli/lexer.py)."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
import typer
from pygments.token import Error, Name
from typer.testing import CliRunner

from rulerun.cli.authoring import register, starter_rulebook
from rulerun.grammar import RulesErrors, parse_rules
from rulerun.grammar.format import format_rules, strip_spans
from rulerun.cli.lexer import KEYWORDS, RulesLexer, highlight_rules
from rulerun.interpreter.agents import RandomAgent, play_game
from rulerun.interpreter.engine import load_document, load_game
from rulerun.interpreter.explain import explain_text

ROOT = Path(__file__).resolve().parent.parent
BUNDLED = sorted((ROOT / "rulebooks").glob("*.rules"))
FILES = BUNDLED + sorted((ROOT / "rulebooks" / "examples").glob("*.rules")) + sorted(
    (ROOT / "docs" / "examples").glob("*.rules"))
DOCS = sorted((ROOT / "docs").glob("*.md")) + [ROOT / "README.md"]


def snippets() -> list:
    found = []
    for path in DOCS:
        text = path.read_text(encoding="utf-8")
        for m in re.finditer(r"```rules\n(.*?)```", text, re.S):
            line = text.count("\n", 0, m.start()) + 2
            found.append(pytest.param(m.group(1), id=f"{path.name}:{line}"))
    return found


TEXTS = [pytest.param(p.read_text(encoding="utf-8"), id=str(p.relative_to(ROOT))) for p in FILES] + snippets()


def document(text: str) -> dict:
    return strip_spans(parse_rules(text))


def app() -> typer.Typer:
    fresh = typer.Typer(add_completion=False, pretty_exceptions_enable=False)
    register(fresh)
    return fresh


def invoke(*args: str, input: str | None = None):
    return CliRunner().invoke(app(), list(args), input=input, catch_exceptions=False)


# ---- fmt -------------------------------------------------------------------------------------
@pytest.mark.parametrize("text", TEXTS)
def test_format_is_idempotent_and_keeps_the_document(text):
    formatted = format_rules(text)
    assert format_rules(formatted) == formatted
    assert document(formatted) == document(text)
    assert len(re.findall(r"#[^\n]*", formatted)) >= len(re.findall(r"^\s*#", text, re.M))


def _respace(text: str, rng: random.Random) -> str:
    """The same tokens with other whitespace: spaces, tabs, newlines, blank lines (after a comment,
    always a newline)."""
    pieces = re.findall(r'"(?:\\.|[^"\\\n])*"|#[^\n]*|\s+|[^\s"#]+', text)
    assert "".join(pieces) == text
    out = []
    for i, piece in enumerate(pieces):
        if piece.isspace():
            choices = [" ", "  ", "\n", "\n\n\n", "\t", " \n   "]
            if i and pieces[i - 1].startswith("#"):
                choices = [c for c in choices if "\n" in c]
            piece = rng.choice(choices)
        out.append(piece)
    return "".join(out)


@pytest.mark.parametrize("seed", range(4))
def test_format_of_any_layout_is_stable_and_keeps_the_document(seed):
    rng = random.Random(seed)
    for path in (ROOT / "rulebooks" / "examples" / "crazy_eights.rules",
                 ROOT / "docs" / "examples" / "two_sided.rules"):
        text = path.read_text(encoding="utf-8")
        messy = _respace(text, rng)
        formatted = format_rules(messy)
        assert format_rules(formatted) == formatted
        assert document(formatted) == document(text)


def test_format_layout_rules():
    messy = (
        'game   "Demo"   players 2..3\n'
        '\n\n\n'
        'enum suit{red,black}\n'
        'card c {  suit : suit value:int=0 }   # two fields\n'
        'zone deck visible to nobody\n'
        'zone hand per player visible to owner # hidden\n'
        'var  score : int per player=0\n'
        'define best=max( score[p]for p in players( ) )\n'
        'define worst = if player_count==2 then -1\n'
        '      else - best\n'
        'rank p by score of p,-size(hand of p)\n'
        'play{\n'
        '\n'
        '    shuffle deck # mix\n'
        '  for p in players(){move top(deck,2)to hand of p}\n'
        '\t\tlet xs=[1 ,2]+[ 3 ]\n'
        '   # a comment alone\n'
        '      if score[0]>=1{log "{p} wins"}\n'
        '      else{ end game }\n'
        '\n'
        '}\n'
    )
    assert format_rules(messy) == (
        'game "Demo"  players 2..3\n'
        '\n'
        'enum suit { red, black }\n'
        'card c { suit: suit  value: int = 0 }  # two fields\n'
        'zone deck visible to nobody\n'
        'zone hand per player visible to owner  # hidden\n'
        'var score: int per player = 0\n'
        'define best = max(score[p] for p in players())\n'
        'define worst = if player_count == 2 then -1\n'
        '    else -best\n'
        'rank p by score of p, -size(hand of p)\n'
        'play {\n'
        '  shuffle deck  # mix\n'
        '  for p in players() { move top(deck, 2) to hand of p }\n'
        '  let xs = [1, 2] + [3]\n'
        '  # a comment alone\n'
        '  if score[0] >= 1 { log "{p} wins" }\n'
        '  else { end game }\n'
        '}\n'
    )


def test_format_aligns_trailing_comments_of_consecutive_lines():
    text = "zone a  # one\nzone longer_name # two\n\nzone b # three\n"
    assert format_rules(text) == "zone a            # one\nzone longer_name  # two\n\nzone b  # three\n"


def test_format_reports_syntax_errors_with_their_place():
    with pytest.raises(RulesErrors) as err:
        format_rules("play {\n  let = 3\n}\n", "bad.rules")
    assert str(err.value).startswith("bad.rules:2:7: error: unexpected =")


def test_format_of_nothing_is_nothing():
    assert format_rules("") == ""
    assert format_rules("\n\n# only a comment\n\n") == "# only a comment\n"


def test_fmt_check_rewrite_and_diff(tmp_path):
    path = tmp_path / "g.rules"
    messy = 'game "G"\nplayers 2..2\nplay{end game}\n'
    path.write_text(messy, encoding="utf-8")

    result = invoke("fmt", "--check", str(path))
    assert result.exit_code == 1
    assert result.output.splitlines() == [
        f"{path}: not formatted; 'rulerun fmt {path}' would change this:", f"--- {path} (original)",
        f"+++ {path} (formatted)", "@@ -1,3 +1,3 @@", ' game "G"', " players 2..2", "-play{end game}",
        "+play { end game }"]
    assert path.read_text(encoding="utf-8") == messy

    result = invoke("fmt", "--diff", str(path))
    assert result.exit_code == 1 and "-play{end game}" in result.output and "+play { end game }" in result.output

    result = invoke("fmt", str(path))
    assert result.exit_code == 0 and f"formatted {path}" in result.output
    assert path.read_text(encoding="utf-8") == 'game "G"\nplayers 2..2\nplay { end game }\n'

    result = invoke("fmt", "--check", str(path))
    assert result.exit_code == 0 and result.output == ""


def test_fmt_reads_standard_input():
    result = invoke("fmt", "-", input="play{end game}")
    assert result.exit_code == 0 and result.output == "play { end game }\n"


def test_fmt_of_a_broken_file_changes_nothing(tmp_path):
    path = tmp_path / "bad.rules"
    path.write_text("play {\n", encoding="utf-8")
    result = invoke("fmt", str(path))
    assert result.exit_code == 1 and "bad.rules:1:6: error: this '{' is never closed" in result.output
    assert path.read_text(encoding="utf-8") == "play {\n"


# ---- new -------------------------------------------------------------------------------------
def test_new_writes_a_rulebook_that_plays(tmp_path):
    path = tmp_path / "my_game.rules"
    result = invoke("new", str(tmp_path / "my_game"))
    assert result.exit_code == 0, result.output
    text = path.read_text(encoding="utf-8")
    assert text.startswith("# My game: a starting point") and 'game "My game"' in text
    assert format_rules(text) == text
    doc, _ = load_document(path)
    assert doc["players"]["min"] == 2 and doc["decks"] and doc["rank"] and doc["procedures"]
    game = load_game(path, players=2)
    for seed in range(5):
        state = play_game(game, seed, [RandomAgent(seed), RandomAgent(seed + 100)])
        assert state.is_terminal() and state.winners()
        assert any("chooses" in line for line in state.log_lines())


def test_new_refuses_to_overwrite(tmp_path):
    path = tmp_path / "taken.rules"
    path.write_text("keep me", encoding="utf-8")
    result = invoke("new", str(path))
    assert result.exit_code == 2 and "already exists" in result.output
    assert path.read_text(encoding="utf-8") == "keep me"


def test_new_escapes_the_game_name():
    text = starter_rulebook('say "hi"')
    assert parse_rules(text)["game"] == 'Say "hi"'


# ---- explain ---------------------------------------------------------------------------------
@pytest.mark.parametrize("path", BUNDLED, ids=lambda p: p.name)
def test_explain_covers_every_part_of_each_bundled_rulebook(path):
    doc, text = load_document(path)
    out = explain_text(doc, text)
    assert out.startswith(f"# {doc['game']}\n")
    for proc in doc["procedures"]:
        kind = "Phase" if proc["kind"] == "phase" else "Procedure"
        assert re.search(rf"^### {kind} {proc['name']}\b", out, re.M), proc["name"]
    for t in doc["triggers"]:
        assert re.search(rf"^### {t['timing'].title()} every {t['event']}\b", out, re.M), t["event"]
    for section in ("## Play", "## End and ranking", "## Zones"):
        assert section in out
    for zone in doc["zones"]:
        assert f"- {zone['name']}: " in out
    for option in doc["options"]:
        assert f"- {option['name']} (" in out
    for define in doc["defines"]:
        assert re.search(rf"^- {define['name']}\b", out, re.M)
    if doc.get("rank"):
        assert "The players are then ranked, for each player" in out
    assert ("Search agents judge an unfinished game, for each player" in out) == bool(doc.get("estimate"))
    for deck in doc["decks"]:
        assert re.search(rf"^- Deck {deck['zone']}: \d+ cards", out, re.M)
    assert "(?)" not in out


def test_explain_renders_statements_as_sentences():
    text = '''game "E"
players 2..2
zone hand per player visible to owner
zone table
event steal(thief: player, victim: player)
var score: int per player = 0
rank p by score of p
play {
  for p in players() {
    choose c in hand of p where c != none by p optional as "card to play"
    if c == none { return }
    move c to table at bottom
    score of p += 2
    emit steal(p, next(p))
  }
  end game winners first(p in players() where score of p > 1)
}
on before steal when victim != thief {
  cancel
}
'''
    out = explain_text(parse_rules(text, "e.rules"), text)
    assert "p chooses “card to play” (c) from p's hand (only those where c is not none), or passes (c is " \
           "then none)." in out
    assert "Move c to the bottom of table." in out
    assert "Add 2 to p's score." in out
    assert "Event steal (thief = p, victim = the player left of p)" in out
    assert "### Before every steal, when victim is not thief" in out
    assert "Cancel the event." in out
    assert "The game ends at once; the winners: the first p in the players where p's score is more than 1." in out
    assert "ranked, for each player p, by p's score" in out


def test_explain_counts_the_deck_for_each_player_count():
    doc, text = load_document("animalia")
    out = explain_text(doc, text)
    assert "- Deck deck: 31 cards with 2-4 players; 36 cards with 5-6 players." in out


def test_explain_command_with_source_and_color():
    plain = invoke("explain", "hoarders", "--source", "--no-color")
    assert plain.exit_code == 0
    assert "### Procedure play_turn" in plain.output and "```rules\nprocedure play_turn {" in plain.output
    assert "\x1b[" not in plain.output
    colored = invoke("explain", "hoarders", "--source", "--color")
    assert colored.exit_code == 0 and "\x1b[" in colored.output


def test_explain_of_a_missing_file_is_a_usage_error():
    result = invoke("explain", "no_such_rulebook_here")
    assert result.exit_code == 2 and "no rulebook file" in result.output


def test_explain_says_a_value_as_it_is_written():
    text = '''game "W"
players 2..2
var score: int per player = 0
define bonus = 2
play {
  for p in players() {
    score[p] += bonus()
    score of p += bonus
    choose x in [1, 2] by p as "x"
    choose y in [1, 2] by p
    log "{score[p]} {score of p}"
  }
}
rank p by score of p
'''
    out = explain_text(parse_rules(text, "w.rules"), text)
    assert "- Add bonus() to score[p]." in out and "- Add bonus to p's score." in out
    assert "- p chooses “x” (x) between 1 and 2." in out and "- p chooses y between 1 and 2." in out
    assert '- Log "{score[p]} {score of p}".' in out


def test_every_built_in_function_reads_in_english_at_each_number_of_values():
    from rulerun.interpreter.builtins import BUILTINS

    for builtin in BUILTINS.values():
        assert len(builtin.english) == len(builtin.arity), builtin.name
        for count in builtin.arity:
            values = [f"<{i}>" for i in range(count)]
            for of_zone in (True, False):
                phrase = builtin.phrase(values, of_zone)
                assert all(v in phrase for v in values) and "{" not in phrase, (builtin.name, phrase)


def test_explain_of_a_rulebook_with_errors_prints_them_all(tmp_path):
    path = tmp_path / "typos.rules"
    path.write_text('players 2..2\nzone deck\nvar score: int = 0\nplay {\n  shuffle dek\n  scor = 1\n}\n',
                    encoding="utf-8")
    result = invoke("explain", str(path))
    assert result.exit_code == 1
    assert "typos.rules:5:11: error: unknown name 'dek'; did you mean 'deck'?" in result.output
    assert "typos.rules:6:3: error: cannot assign to 'scor'; did you mean 'score'?" in result.output
    assert "## Play" not in result.output


# ---- the Pygments lexer ----------------------------------------------------------------------
@pytest.mark.parametrize("text", TEXTS)
def test_lexer_reads_every_rulebook_without_errors(text):
    tokens = list(RulesLexer().get_tokens(text))
    assert not [t for t in tokens if t[0] in Error]
    assert "".join(v for _, v in tokens) == (text if text.endswith("\n") else text + "\n")


def test_lexer_keywords_come_from_the_grammar():
    grammar = (ROOT / "grammar" / "rules.lark").read_text(encoding="utf-8")
    for word in ("choose", "simultaneous", "emit", "procedure", "phase", "before", "bottom"):
        assert word in KEYWORDS
    assert set(re.findall(r'"([a-z_]+)"', grammar)) <= KEYWORDS


def test_lexer_highlights_every_built_in_function_of_the_interpreter_s_table():
    from rulerun.cli import lexer
    from rulerun.interpreter.builtins import BUILTINS

    assert set(BUILTINS) <= lexer.CALLED_BUILTINS
    tokens = list(RulesLexer().get_tokens("play { let x = " + " + ".join(f"{name}(y)" for name in BUILTINS) + " }"))
    called = {text for kind, text in tokens if kind in Name.Builtin}
    assert called == set(BUILTINS)


def test_lexer_is_found_by_pygments():
    from pygments.lexers import get_lexer_by_name, get_lexer_for_filename

    assert isinstance(get_lexer_for_filename("game.rules"), RulesLexer)
    assert isinstance(get_lexer_by_name("rulerun"), RulesLexer)


def test_highlight_adds_colors_only_when_asked():
    assert highlight_rules("play { end game }\n", color=False) == "play { end game }\n"
    assert "\x1b[" in highlight_rules("play { end game }\n", color=True)


@pytest.mark.parametrize("path", sorted((ROOT / "rulebooks").glob("*.rules")) + sorted((ROOT / "docs" / "examples").glob("*.rules")),
                         ids=lambda p: p.name)
def test_bundled_rulebooks_are_formatted(path):
    """`rulerun fmt --check` passes on every bundled rulebook and example."""
    text = path.read_text(encoding="utf-8")
    assert format_rules(text) == text, f"run: rulerun fmt {path.relative_to(ROOT)}"
