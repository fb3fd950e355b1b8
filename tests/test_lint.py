"""`rulerun lint`: the corpus of broken rulebooks, the documented checks, the bundled rulebooks,
the command line (format, --json, --strict, exit codes) and the dynamic checks.

Every file of tests/lint_cases/ lists the exact findings expected of it (code and position); the
bundled rulebooks must lint clean; every check of docs/lint.md has an example that triggers it.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from rulerun.cli.main import app
from rulerun.grammar import RulesError
from rulerun.interpreter.lint import CHECKS, DYNAMIC, finding_record, format_finding, lint_file, lint_report

ROOT = Path(__file__).resolve().parent.parent
CASES = ROOT / "tests" / "lint_cases"
DOC = ROOT / "docs" / "lint.md"
BUNDLED = sorted((ROOT / "rulebooks").glob("*.rules"))
EXPECT = re.compile(r"^# expect: (\d+):(\d+) (error|warning) ([a-z0-9-]+)\s*$", re.M)
SIMULATE = re.compile(r"^# simulate: (\d+)\s*$", re.M)

runner = CliRunner()


def case_files() -> list[Path]:
    return sorted(p for p in CASES.iterdir() if p.suffix in (".rules", ".json"))


def expectations(path: Path) -> tuple[set, int]:
    """The expected (line, column, severity, code) findings of a corpus file, and its games."""
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".json":
        side = path.with_name(path.name + ".expect")
        text = side.read_text(encoding="utf-8") if side.exists() else ""
    found = {(int(m[1]), int(m[2]), m[3], m[4]) for m in EXPECT.finditer(text)}
    games = SIMULATE.search(text)
    return found, int(games[1]) if games else 0


def found_set(problems: list[RulesError]) -> set:
    return {(p.span.line, p.span.column, p.severity, p.code) for p in problems}


# ---- the corpus -----------------------------------------------------------------------------------
@pytest.mark.parametrize("path", case_files(), ids=lambda p: p.name)
def test_corpus_case(path: Path):
    expected, games = expectations(path)
    problems = lint_file(path, simulate=games)
    got = found_set(problems)
    assert got == expected, (
        f"{path.name}: unexpected {sorted(got - expected)}; missing {sorted(expected - got)}\n"
        + "\n".join(format_finding(p) for p in problems))
    for p in problems:
        assert p.code in CHECKS, p.code
        assert p.span.file == str(path)
        assert p.severity in ("error", "warning")
    assert [(p.span.line, p.span.column) for p in problems] == sorted((p.span.line, p.span.column) for p in problems)


def test_corpus_is_large_and_covers_the_checks():
    files = case_files()
    broken = [p for p in files if expectations(p)[0]]
    assert len(broken) >= 40
    covered = {code for p in files for (_, _, _, code) in expectations(p)[0]}
    # every check of the linter itself has a case; compiler codes that lint cannot meet are exempt
    exempt = {"file", "json", "internal", "visibility", "players", "option", "limit", "type", "structure"}
    assert set(CHECKS) - exempt <= covered, sorted(set(CHECKS) - exempt - covered)
    assert len({p.read_text(encoding="utf-8") for p in files}) == len(files), "duplicate cases"


def test_findings_that_follow_from_another_are_folded_into_it():
    """One finding per root cause, which says how many it stands for (the corpus checks the places)."""
    (misspelt,) = lint_file(CASES / "89-fold-misspelt-card-type.rules")
    assert misspelt.message == ("unknown card type 'playng_card'; did you mean 'playing_card'? (and 3 more uses of it, "
                                "on lines 12, 13 and 14; 1 more finding follows from this: unused-card-type)")
    (loop,) = lint_file(CASES / "92-fold-endless-loop.rules")
    assert loop.message.endswith("(2 more findings follow from this: no-end, unreachable-code)")


def test_a_text_compared_with_a_misspelt_literal_is_told_the_nearest():
    """As a misspelt name is told the nearest name."""
    (text,) = lint_file(CASES / "55-text-choice-option.rules")
    assert text.message == ("'act' is always one of \"pass\", \"take\" (the options of 'take a card?'): it is never "
                            "\"Take\", so this is always false; did you mean \"take\"?")


def test_player_arithmetic_is_told_to_go_round_the_table():
    (player,) = lint_file(CASES / "78-player-out-of-range-assign.rules")
    assert player.message.endswith("use next(dealer), which goes round the table")


def test_text_mistakes_are_told_how_to_write_it(tmp_path):
    path = tmp_path / "texts.rules"
    path.write_text('players 2..4\ncard c { color: text }\nzone deck\ndeck deck { 2 c "c" (color: "green") }\n'
                    'play {\n  let n = count(x in deck where x.color == "gren")\n  let t = "aliens: " + n\n'
                    '  log "{t}"\n}\n', encoding="utf-8")
    found = {p.code: p.message for p in lint_file(path)}
    assert found["impossible-condition"].endswith('has color gren; did you mean "green"?')
    assert found["type-mismatch"] == ("'+' joins text to text; this is a number: write it into the text instead, as in "
                                      '"{n} points"')


def test_rendered_findings_show_code_line_and_caret():
    path = CASES / "06-type-compare.rules"
    problems = lint_file(path)
    lines = format_finding(problems[0]).splitlines()
    assert lines[0] == f"{path}:12:6: error: '==' compares a card with a number; this is always false: compare values of one kind [type-mismatch]"
    assert lines[1] == "      if x == 3 {"
    assert lines[2] == "         ^^^^^^"


def test_findings_carry_the_source_and_a_record():
    path = CASES / "13-unused-zone.rules"
    (problem,) = lint_file(path)
    assert problem.source is not None
    assert finding_record(problem) == {"file": str(path), "line": 4, "column": 1, "end_line": 4, "end_column": 11,
                                       "severity": "warning", "code": "unused-zone",
                                       "message": "zone 'spare' is declared but never used; remove it, or use it in the "
                                                  "rules"}


def test_strict_turns_warnings_into_errors():
    path = CASES / "13-unused-zone.rules"
    assert [p.severity for p in lint_file(path)] == ["warning"]
    assert [p.severity for p in lint_file(path, strict=True)] == ["error"]


def test_suppression_comment(tmp_path):
    text = "players 2..4\nzone spare\nplay { end game }\n"
    path = tmp_path / "a.rules"
    path.write_text(text, encoding="utf-8")
    assert [p.code for p in lint_file(path)] == ["unused-zone"]
    path.write_text(text.replace("zone spare", "zone spare  # lint: allow unused-zone (kept for later)"),
                    encoding="utf-8")
    assert lint_file(path) == []
    path.write_text(text.replace("zone spare", "# lint: allow unused-zone\nzone spare"), encoding="utf-8")
    assert lint_file(path) == []


def test_missing_file_is_a_file_error(tmp_path):
    (problem,) = lint_file(tmp_path / "nowhere.rules")
    assert problem.code == "file" and "no rulebook file" in problem.message


def test_deck_sizes_are_reported_per_player_count():
    report = lint_report("evolution")
    sizes = report["decks"]["deck"]
    assert {(r["players"], r.get("options", {}).get("two_sets"), r["cards"]) for r in sizes} >= {
        (2, False, 84), (2, True, 168), (4, False, 84), (5, False, 168), (8, True, 168)}
    hoarders = lint_report("hoarders")["decks"]
    assert hoarders["nut_deck"] == [{"players": n, "cards": 55} for n in range(3, 7)]


# ---- the bundled rulebooks -------------------------------------------------------------------------
@pytest.mark.parametrize("path", BUNDLED, ids=lambda p: p.name)
def test_bundled_rulebooks_lint_clean(path: Path):
    problems = lint_file(path)
    assert problems == [], "\n".join(format_finding(p) for p in problems)


EXAMPLES = sorted((ROOT / "rulebooks" / "examples").glob("*.rules")) + sorted((ROOT / "docs" / "examples").glob("*.rules"))


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_examples_lint_clean(path: Path):
    problems = lint_file(path)
    assert problems == [], "\n".join(format_finding(p) for p in problems)


@pytest.mark.parametrize("path", [p for p in BUNDLED if p.stem in ("animalia", "hoarders")], ids=lambda p: p.name)
def test_bundled_rulebooks_simulate_clean(path: Path):
    problems = lint_file(path, simulate=2)
    assert problems == [], "\n".join(format_finding(p) for p in problems)


# ---- the documentation ----------------------------------------------------------------------------
def doc_sections() -> dict[str, list[str]]:
    """code -> the `rules-example` blocks of its section in docs/lint.md."""
    text = DOC.read_text(encoding="utf-8")
    sections: dict[str, list[str]] = {}
    current: list[str] | None = None
    for block in re.split(r"^### ", text, flags=re.M)[1:]:
        head = block.splitlines()[0]
        codes = re.findall(r"`([a-z0-9-]+)`", head)
        examples = re.findall(r"```rules-example\n(.*?)```", block, re.S)
        for code in codes:
            sections[code] = examples
        current = examples
    assert current is not None
    return sections


def test_docs_list_every_check():
    sections = doc_sections()
    assert set(sections) == set(CHECKS), (sorted(set(CHECKS) - set(sections)), sorted(set(sections) - set(CHECKS)))
    text = DOC.read_text(encoding="utf-8")
    for code, (severity, _) in CHECKS.items():
        assert f"`{code}`" in text
        assert re.search(rf"^### [^\n]*`{re.escape(code)}`[^\n]*\({severity}\)", text, re.M), (
            f"{code}: severity {severity} in its heading")


NO_EXAMPLE = {"file", "json", "internal", "visibility", "players", "option"}


@pytest.mark.parametrize("code", sorted(set(CHECKS) - NO_EXAMPLE))
def test_doc_example_triggers_its_check(code: str, tmp_path):
    examples = doc_sections()[code]
    assert examples, f"docs/lint.md has no example for {code}"
    path = tmp_path / "example.rules"
    path.write_text(examples[0], encoding="utf-8")
    games = SIMULATE.search(examples[0])
    problems = lint_file(path, simulate=int(games[1]) if games else 0)
    assert code in {p.code for p in problems}, "\n".join(format_finding(p) for p in problems)


def test_docs_show_the_example_each_check_declares():
    from rulerun.interpreter.lint.registry import REGISTRY

    sections = doc_sections()
    for code, declared in REGISTRY.items():
        shown = sections[code][0] if sections[code] else ""
        assert declared.example == shown, f"{code}: the example in docs/lint.md differs from the one it declares"
        assert declared.severity == CHECKS[code][0]


def test_every_check_of_lint_is_a_function_of_the_registry():
    from rulerun.interpreter.lint.registry import REGISTRY

    passed_through = {code for code, c in REGISTRY.items() if c.function is None}
    assert passed_through == {"file", "syntax", "json", "schema", "name", "type", "structure", "visibility",
                              "players", "option", "limit", "internal", "bad-suppression"}
    assert set(DYNAMIC) == {code for code, c in REGISTRY.items() if c.phase == "simulated"}


def test_dynamic_checks_are_marked_in_the_docs():
    text = DOC.read_text(encoding="utf-8")
    for code in DYNAMIC:
        assert re.search(rf"`{code}` \| \w+ \| \(`--simulate`\)", text), code


# ---- the command line -------------------------------------------------------------------------------
def invoke(*args: str):
    return runner.invoke(app, list(args))


def test_cli_clean_rulebook_prints_nothing():
    result = invoke("lint", "animalia", "hoarders")
    assert (result.exit_code, result.output) == (0, "")


def test_cli_findings_format_and_exit_status():
    path = CASES / "01-unknown-name.rules"
    result = invoke("lint", str(path))
    assert result.exit_code == 1
    lines = result.output.splitlines()
    assert lines[0] == f"{path}:9:11: error: unknown name 'dek'; did you mean 'deck'? [name]"
    assert lines[1] == "      shuffle dek"
    assert lines[2] == "              ^^^"
    assert "Traceback" not in result.output


UNUSED_SPARE = "zone 'spare' is declared but never used; remove it, or use it in the rules"


def test_cli_warnings_alone_exit_zero_unless_strict():
    path = CASES / "13-unused-zone.rules"
    result = invoke("lint", str(path))
    assert result.exit_code == 0
    assert result.output.splitlines()[0] == f"{path}:4:1: warning: {UNUSED_SPARE} [unused-zone]"
    strict = invoke("lint", "--strict", str(path))
    assert strict.exit_code == 1
    assert strict.output.splitlines()[0] == f"{path}:4:1: error: {UNUSED_SPARE} [unused-zone]"


def test_cli_missing_file_is_a_usage_error(tmp_path):
    result = invoke("lint", "animalia", str(tmp_path / "nowhere.rules"))
    assert result.exit_code == 2
    assert "no rulebook file" in result.output and "Traceback" not in result.output


def test_cli_bad_option_is_a_usage_error():
    assert invoke("lint", "--simulate", "-3", "animalia").exit_code == 2
    assert invoke("lint").exit_code == 2


def test_cli_json(tmp_path):
    bad = CASES / "14-never-filled.rules"
    result = invoke("lint", "--json", "animalia", str(bad))
    assert result.exit_code == 0
    data = json.loads(result.output)
    assert data["errors"] == 0 and data["warnings"] == 1
    assert [f["file"] for f in data["files"]][1] == str(bad)
    assert data["files"][0]["findings"] == []
    assert data["files"][1]["findings"] == [{
        "file": str(bad), "line": 4, "column": 1, "end_line": 4, "end_column": 13, "severity": "warning",
        "code": "never-filled", "message": "zone 'discard' is read but never filled: no deck and no move puts a card "
                                           "in it; fill it with a deck or a move, or stop reading it"}]
    assert data["files"][0]["decks"]["deck"][:5:3] == [{"players": 2, "cards": 31}, {"players": 5, "cards": 36}]
    strict = json.loads(invoke("lint", "--json", "--strict", str(bad)).output)
    assert strict["errors"] == 1 and strict["files"][0]["findings"][0]["severity"] == "error"


def test_cli_several_files_report_everything():
    a, b = CASES / "13-unused-zone.rules", CASES / "06-type-compare.rules"
    result = invoke("lint", str(a), str(b))
    assert result.exit_code == 1
    assert result.output.count("[unused-zone]") == 1 and result.output.count("[type-mismatch]") == 4


def test_cli_simulate():
    path = CASES / "42-dyn-never-fired.rules"
    result = invoke("lint", "--simulate", "3", str(path))
    assert result.exit_code == 0
    assert "[never-fired]" in result.output and "[single-option]" in result.output
    assert "[never-fired]" not in invoke("lint", str(path)).output


# ---- the dynamic checks ------------------------------------------------------------------------------
def test_simulation_is_deterministic():
    path = CASES / "45-dyn-stuck.rules"
    first = [str(p) for p in lint_file(path, simulate=4, seed=3)]
    assert first == [str(p) for p in lint_file(path, simulate=4, seed=3)]


def test_simulation_does_not_touch_the_engine():
    from rulerun.interpreter.engine import load_game

    before = load_game("animalia", players=3)
    lint_file(CASES / "42-dyn-never-fired.rules", simulate=2)
    after = load_game("animalia", players=3)
    for game in (before, after):
        names = {step.__name__ for code in game.model.codes for step in code}
        assert not names & {"counted", "watched"}
    one = before.new_initial_state(5, log=True)
    two = after.new_initial_state(5, log=True)
    assert one.log_lines() == two.log_lines()


NEVER_ENDS = """\
players 2..4
var score: int per player = 0
rank p by score[p]
define total = sum(score[p] for p in players())
play {
  while total >= 0 {
    for p in players() {
      score[p] += roll(1, 6)
    }
  }
}
"""


def test_a_game_that_runs_away_is_told_once_at_its_loop(tmp_path):
    """The first game that runs away stops the sampling for its player count; the finding is the
    loop that kept running (not where the step limit struck), and says why."""
    path = tmp_path / "never.rules"
    path.write_text(NEVER_ENDS, encoding="utf-8")
    (problem,) = lint_file(path, simulate=50)
    assert (problem.code, problem.span.line, problem.span.column) == ("step-limit", 6, 9)
    assert problem.message.startswith("this loop in the play block never ends: its condition 'total >= 0' stayed "
                                      "true")
    assert "(in 3 of 3 simulated games; first with 2 players, seed 0)" in problem.message


@pytest.mark.parametrize("path", sorted((ROOT / "rulebooks" / "examples").glob("tutorial_step[234].rules"))
                         + [ROOT / "rulebooks" / "examples" / "crazy_eights.rules"], ids=lambda p: p.name)
def test_the_pass_idiom_is_not_a_stuck_choice_in_simulated_games(path):
    """`if c == none { ... }` after a choice handles an empty choice: simulated games do not report it."""
    assert "stuck-choice" not in {p.code for p in lint_file(path, simulate=3)}


def test_no_simulation_when_the_rulebook_has_errors():
    path = CASES / "06-type-compare.rules"
    assert found_set(lint_file(path, simulate=2)) == found_set(lint_file(path))
