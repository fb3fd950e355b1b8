"""Error reporting: every bad rulebook in tests/fixtures/errors.rules gives its first error at the
expected place with the expected words; render() shows the line and a caret; several errors in one
file are all reported; lint reports the same errors for a file on disk.
"""

from __future__ import annotations

import re
from pathlib import Path

import attrs
import pytest

from rulerun.grammar import RulesError, RulesErrors, Span
from rulerun.interpreter.engine import Game
from rulerun.interpreter.lint import lint_file

FIXTURE = Path(__file__).parent / "fixtures" / "errors.rules"
EXPECT = re.compile(r"^# expect: (\d+):(\d+): (.+)$")
DIRECTIVE = re.compile(r"^# (players|options|xfail|xfail-render|xfail-lint|render): (.+)$")


@attrs.frozen
class Case:
    number: int       # 1-based chunk number in the fixture file
    first_line: int   # line of the fixture file where the chunk starts
    text: str
    line: int
    column: int
    words: str
    players: int = 2
    options: dict = attrs.field(factory=dict)
    xfail: str | None = None
    xfail_render: str | None = None
    message_only: bool = False
    xfail_lint: str | None = None

    @property
    def id(self) -> str:
        return f"{self.number:02d}-" + re.sub(r"[^a-z0-9]+", "-", self.words.lower()).strip("-")[:40]

    def source_line(self, line: int) -> str:
        return self.text.splitlines()[line - 1]


def load_cases() -> list[Case]:
    raw = FIXTURE.read_text(encoding="utf-8").split("\n")
    chunks: list[tuple[int, list[str]]] = [(1, [])]
    for i, line in enumerate(raw, start=1):
        if line == "---":
            chunks.append((i + 1, []))
        else:
            chunks[-1][1].append(line)
    cases = []
    for first_line, lines in chunks:
        while lines and not lines[-1].strip():
            lines.pop()
        if not lines or not lines[0].startswith("# expect:"):
            assert first_line == 1, f"errors.rules:{first_line}: a chunk must start with '# expect: LINE:COL: TEXT'"
            continue  # the header
        m = EXPECT.match(lines[0])
        assert m, f"errors.rules:{first_line}: bad expect line {lines[0]!r}"
        extra = {}
        for line in lines[1:]:
            d = DIRECTIVE.match(line)
            if not d:
                break
            extra[d.group(1)] = d.group(2).strip()
        options = {}
        for pair in filter(None, (p.strip() for p in extra.get("options", "").split(","))):
            key, value = pair.split("=", 1)
            options[key.strip()] = value.strip()
        cases.append(Case(len(cases) + 1, first_line, "\n".join(lines) + "\n", int(m.group(1)), int(m.group(2)),
                          m.group(3), int(extra.get("players", 2)), options, extra.get("xfail"),
                          extra.get("xfail-render"), extra.get("render") == "message-only", extra.get("xfail-lint")))
    return cases


CASES = load_cases()


def compile_errors(case: Case) -> list[RulesError]:
    """The errors of compiling a chunk; any other exception fails the test (briefly: no huge traceback)."""
    file = f"errors.rules#{case.number}"
    try:
        Game.from_text(case.text, players=case.players, options=case.options, file=file)
    except RulesErrors as errs:
        assert errs.errors, "RulesErrors without errors"
        return errs.errors
    except Exception as exc:  # noqa: BLE001 - a crash is what the test reports
        pytest.fail(f"errors.rules:{case.first_line}: {type(exc).__name__} instead of a located error", pytrace=False)
    pytest.fail(f"errors.rules:{case.first_line}: compiled without errors", pytrace=False)


def params(select=lambda c: True, render=False, lint=False):
    out = []
    for c in CASES:
        if not select(c):
            continue
        reason = c.xfail_lint if lint else c.xfail or (c.xfail_render if render else None)
        marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
        out.append(pytest.param(c, id=c.id, marks=marks))
    return out


def test_fixture_has_enough_cases():
    assert len(CASES) >= 30
    assert len({c.text for c in CASES}) == len(CASES), "duplicate chunks"


@pytest.mark.parametrize("case", params())
def test_first_error(case: Case):
    err = compile_errors(case)[0]
    where = f"errors.rules:{case.first_line} (chunk {case.number})"
    assert case.words in err.message, f"{where}: expected {case.words!r} in the first error, got: {err}"
    assert (err.span.line, err.span.column) == (case.line, case.column), (
        f"{where}: expected the first error at {case.line}:{case.column}, got: {err}")
    assert str(err) == f"errors.rules#{case.number}:{case.line}:{case.column}: error: {err.message}"
    assert "Traceback" not in err.render()


@pytest.mark.parametrize("case", params(lambda c: c.line > 0, render=True))
def test_render_shows_line_and_caret(case: Case):
    err = compile_errors(case)[0]
    if case.message_only:
        assert err.render() == str(err)
        return
    lines = err.render().splitlines()
    assert lines[0] == str(err)
    assert len(lines) == 3, f"render() should give the message, the source line and a caret line:\n{err.render()}"
    assert lines[1] == "    " + case.source_line(err.span.line)
    caret = lines[2]
    assert caret.startswith("    " + " " * (err.span.column - 1) + "^"), f"caret at the wrong column:\n{err.render()}"
    assert set(caret.strip()) == {"^"}


def test_render_caret_width_covers_the_span():
    case = next(c for c in CASES if "unknown name 'scroe'" in c.words)
    lines = compile_errors(case)[0].render().splitlines()
    assert lines[1] == "      let x = scroe + 1"
    assert lines[2] == "              ^^^^^"


def test_render_of_a_multi_line_span_underlines_to_the_end_of_the_line():
    source = "line one\n  first second\nthird\n"
    err = RulesError("spread out", Span("f.rules", 2, 9, 3, 3), source=source)
    assert err.render().splitlines() == ["f.rules:2:9: error: spread out", "      first second",
                                         "    " + " " * 8 + "^^^^^^"]


def test_render_without_source_is_just_the_message():
    err = RulesError("no text here", Span("f.rules", 3, 4, 3, 6))
    assert err.render() == "f.rules:3:4: error: no text here"


# ---- lint on files -----------------------------------------------------------------------------
@pytest.mark.parametrize("case", params(lambda c: c.players == 2 and not c.options and c.line > 0, lint=True))
def test_lint_reports_the_error(case: Case, tmp_path):
    path = tmp_path / f"case{case.number}.rules"
    path.write_text(case.text, encoding="utf-8")
    try:
        problems = lint_file(path)
    except Exception as exc:  # noqa: BLE001
        pytest.fail(f"lint_file raised {type(exc).__name__}", pytrace=False)
    errors = [p for p in problems if p.severity == "error"]
    assert errors, f"lint found no error in chunk {case.number}: {[str(p) for p in problems]}"
    first = errors[0]
    assert case.words in first.message, str(first)
    assert (first.span.file, first.span.line, first.span.column) == (str(path), case.line, case.column), str(first)
    assert problems == sorted(problems, key=lambda p: (p.span.line, p.span.column))


# ---- several errors at once ---------------------------------------------------------------------
MANY_ERRORS = """\
players 2..4
zone deck
var score: int
procedure deal(p: player) { }
play {
  shuffle dek
  scor = 1
  emit nothing()
  deal(1, 2)
  break
  let x = c.star
}
"""


def test_all_errors_of_a_file_are_reported():
    with pytest.raises(RulesErrors) as info:
        Game.from_text(MANY_ERRORS, players=2, file="many.rules")
    found = [(e.span.line, e.span.column, e.message) for e in info.value.errors]
    expected = [
        (6, 11, "unknown name 'dek'; did you mean 'deck'?"),
        (7, 3, "cannot assign to 'scor'; did you mean 'score'?"),
        (8, 3, "unknown event 'nothing'"),
        (9, 3, "procedure 'deal' takes 1 values, not 2"),
        (10, 3, "'break' outside a loop"),
        (11, 11, "unknown name 'c'"),
    ]
    for line, col, words in expected:
        assert any((l, c) == (line, col) and words in m for l, c, m in found), f"missing {line}:{col}: {words}"
    assert [(l, c) for l, c, _ in found] == sorted((l, c) for l, c, _ in found)
    text = str(info.value)
    assert text.count("many.rules:") == len(found) >= 6
    rendered = info.value.render()
    assert "    " + "  shuffle dek" in rendered and "    " + "  deal(1, 2)" in rendered
    assert rendered.count("^") >= 6


def test_lint_reports_all_errors_and_warnings(tmp_path):
    path = tmp_path / "many.rules"
    path.write_text(MANY_ERRORS, encoding="utf-8")
    problems = lint_file(path)
    errors = [p for p in problems if p.severity == "error"]
    warnings = [p for p in problems if p.severity == "warning"]
    assert len(errors) >= 6
    assert [str(p).split(": ")[0] for p in errors][:5] == [f"{path}:{x}" for x in ("6:11", "7:3", "8:3", "9:3", "10:3")]
    # `deck` is used only under a wrong name: that it is unused follows from the name error, which says so
    assert not any("zone 'deck' is declared but never used" in w.message for w in warnings)
    assert any("did you mean 'deck'?" in e.message and "from this: unused-zone" in e.message for e in errors)
    assert all(str(w).startswith(f"{path}:") and ": warning: " in str(w) for w in warnings)


def test_a_sound_rulebook_lints_clean(tmp_path):
    path = tmp_path / "good.rules"
    path.write_text("players 2..4\nzone deck\nprocedure deal { shuffle deck }\nplay { deal() }\n", encoding="utf-8")
    assert lint_file(path) == []


def test_lint_warns_about_unused_procedures(tmp_path):
    path = tmp_path / "unused.rules"
    path.write_text("players 2..4\nzone deck\nphase spare {\n  shuffle deck\n}\nplay { shuffle deck }\n",
                    encoding="utf-8")
    problems = lint_file(path)
    assert [(p.severity, p.span.line, p.span.column) for p in problems] == [("warning", 3, 1)]
    assert "phase 'spare' is declared but never called" in problems[0].message


def test_syntax_error_stops_at_the_first_one():
    with pytest.raises(RulesErrors) as info:
        Game.from_text("players 2..4\nplay {\n  let = 1\n  let = 2\n}\n", file="s.rules")
    assert [str(e) for e in info.value.errors] == ["s.rules:3:7: error: unexpected =; expected a name"]
    assert info.value.errors[0].code == "syntax"


# ---- run-time errors ------------------------------------------------------------------------------
@pytest.mark.parametrize("body,line,col,words", [
    ("let x = 1 / 0", 3, 3, "run-time error in 'play': division by zero"),
    ("let x = top(deck).stars + 1", 3, 3, "run-time error in 'play': 'deck' is empty here, so a card taken from it"),
])
def test_run_time_errors_are_located(body, line, col, words):
    text = f"players 2..4\ncard c {{ stars: int }}\nzone deck\nplay {{\n  {body}\n}}\n"
    game = Game.from_text(text, players=2, file="rt.rules")
    with pytest.raises(RulesErrors) as info:
        game.new_initial_state(seed=0)
    err = info.value.errors[0]
    assert words in err.message
    assert (err.span.line, err.span.column) == (line + 2, col)


@pytest.mark.parametrize("body,line,words", [
    ("dealer = starter + 1", 6, "'starter' has no value here: nothing set it before this was run (give it a value in "
                            "its declaration, 'var starter: player = ...', or set it first)"),
    # the arithmetic that makes a player who does not exist fails where it is stored, not where it is used
    ("dealer = dealer + 2\n  score of dealer += 1", 6, "player 2 does not exist in a 2-player game (players are "
                                                       "numbered 0 to 1)"),
    ("choose c in deck by 0 as \"card\" or none\n  score of 0 += c.stars", 7, "'c' is none here (nothing was chosen"),
])
def test_run_time_errors_name_what_holds_no_value(body, line, words):
    """The statement that fails names the variable or local that holds no value (or no player)."""
    text = ("players 2..4\ncard c { stars: int }\nzone deck\nvar starter: player\nvar dealer: player = 0\n"
            f"var score: int per player = 0\nplay {{\n  {body}\n}}\n")
    game = Game.from_text(text, players=2, file="rt.rules")
    with pytest.raises(RulesErrors) as info:
        game.new_initial_state(seed=0)
    err = info.value.errors[0]
    assert words in err.message and err.span.line == line + 2


def test_errors_survive_pickling():
    """Worker processes hand errors back to the parent by pickling them."""
    import pickle

    with pytest.raises(RulesErrors) as info:
        Game.from_text("players 2..2\nplay {\n  shuffle dek\n}\n", players=2)
    again = pickle.loads(pickle.dumps(info.value))
    def fields(errs):
        return [(e.message, e.span, e.code, e.severity, e.source) for e in errs.errors]

    assert type(again) is RulesErrors and fields(again) == fields(info.value)
    assert again.render() == info.value.render() and "^" in again.render()
    # Dask installs tblib's reducers for every exception class; they must rebuild ours too
    from tblib.pickling_support import pickle_exception

    for err in (info.value, info.value.errors[0]):
        rebuild, args = pickle_exception(err)[:2]
        back = rebuild(*args)
        assert type(back) is type(err) and str(back) == str(err)
    rebuild, args = pickle_exception(info.value)[:2]
    assert fields(rebuild(*args)) == fields(info.value)
