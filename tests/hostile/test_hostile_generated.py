"""Hostile rulebooks against generated code: values that no player holds, work without bound and
faults in the texts of options are each one located error (exit 1), never a Python traceback nor a
game that goes on as if nothing were wrong, and what is generated compiles without warnings."""

from __future__ import annotations

import subprocess

import pytest

from hostile_support import rulerun, run_python


def play(tmp_path, text: str, timeout: float = 120) -> subprocess.CompletedProcess:
    """`rulerun FILE --seed 1` of a rulebook written from `text`."""
    path = tmp_path / "hostile.rules"
    path.write_text(text, encoding="utf-8")
    return rulerun(str(path), "--seed", "1", timeout=timeout, env={"RULERUN_CACHE_DIR": str(tmp_path / "cache")})


def one_located_error(done: subprocess.CompletedProcess, line: int, *words: str) -> None:
    """Exit 1 with one error at `line` of the rulebook (its text and caret under it), naming `words`."""
    err = done.stderr
    assert done.returncode == 1, done.stdout + err
    assert "Traceback" not in err, err
    assert f"hostile.rules:{line}:" in err, err
    assert "^" in err, err
    for word in words:
        assert word in err, err


def test_a_define_comparing_a_literal_argument_with_none_compiles_without_warnings(tmp_path):
    text = ('game "W"\nplayers 2..2\ndefine missing(t: text) = t == none\n'
            'play {\n  if missing("a\\\\d") { log "no" }\n  log "back\\\\slash"\n  end game\n}\n')
    done = play(tmp_path, text)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    assert "back\\slash" in done.stdout


def choice(by: str, showing: str = "") -> str:
    return ('game "C"\nplayers 2..2\nvar zero: int = 0\nplay {\n'
            f'  choose x in [1, 2] by {by} as "a number"{showing}\n  log "{{x}}"\n  end game\n}}\n')


def test_a_text_where_a_player_chooses_is_refused_before_the_game(tmp_path):
    one_located_error(play(tmp_path, choice('"abc"')), 5, "must be a player, not a text")


def test_a_fault_in_the_text_an_option_shows_is_one_located_error(tmp_path):
    one_located_error(play(tmp_path, choice("0", ' showing "{10 / zero}"')), 5, "division by zero")


SEATS = ('game "Seats"\nplayers 2..2\ncard c {{ v: int }}\nzone deck\nzone hand per player\nzone pile\n'
         'var pts: int per player = 0\nvar other: int = 5\nvar who: player = 0\n'
         'deck deck {{\n  3 c "A" (v: 1)\n}}\nplay {{\n  {statement}\n  log "other {{other}}"\n  end game\n}}\n')


@pytest.mark.parametrize("statement", ["move top(deck) to hand of 2", "pts of 2 = 7", "pts of (0 - 1) = 7",
                                       "who = 1 + 1", "who += 3", "move top(deck) to hand of (who + 2)",
                                       'choose x in [1, 2] by (0 - 1) as "n"', 'choose x in [1, 2] by 7 as "n"'])
def test_a_number_that_is_no_player_is_one_located_error(tmp_path, statement):
    done = play(tmp_path, SEATS.format(statement=statement))
    one_located_error(done, 14, "does not exist in a 2-player game")
    assert "other" not in done.stdout


def test_a_card_where_a_player_is_expected_is_refused_before_the_game(tmp_path):
    done = play(tmp_path, SEATS.format(statement="move top(deck) to hand of top(deck)"))
    one_located_error(done, 14, "must be a player, not a card")


GROWING = ('game "Growing"\nplayers 2..2\nvar x: int = 3\nvar l: list of int = [1]\nvar t: text = "ab"\n'
           'play {{\n  while true {{\n    {statement}\n  }}\n}}\n')


@pytest.mark.parametrize("statement,words", [
    ("x = x * x", "beyond the limit of numbers, 10^18"),
    ("x = x * 1000", "beyond the limit of numbers, 10^18"),
    ("x = x + x", "beyond the limit of numbers, 10^18"),
    ("x += x + 1", "beyond the limit of numbers, 10^18"),
    ("x = 0 - x - x", "negative number of 19 digits is beyond the limit"),
    ("x -= 3 * x", "beyond the limit of numbers, 10^18"),
    ("l = [l[0] + l[0] + 1]", "beyond the limit of numbers, 10^18"),
    ("l = l + l", "longer than the limit of 1,000,000 items"),
    ("l += l", "longer than the limit of 1,000,000 items"),
    ("l = l * 2", "longer than the limit of 1,000,000 items"),
    ('log "{roll(1000000000000000, 6)}"', "dice at once"),
    ("t = t + t", "longer than the limit of 1,000,000 characters"),
    ("t += t", "longer than the limit of 1,000,000 characters"),
    ('t = "{t}-{t}"', "longer than the limit of 1,000,000 characters"),
])
def test_numbers_and_lists_that_keep_growing_stop_at_their_limits(tmp_path, statement, words):
    one_located_error(play(tmp_path, GROWING.format(statement=statement), timeout=60), 8, words)


ROUNDS = 'game "Rounds"\nplayers 2..2\nvar n: int = 0\nplay {{\n  for a in range(1, 100000) {{\n    {inner}\n  }}\n}}\n'


@pytest.mark.parametrize("inner", ["for b in range(1, 100000) { n += 1 }",
                                   "n += count(b in range(1, 100000) where b > a)",
                                   "n += sum(b * 2 for b in range(1, 100000))"])
def test_nested_loops_and_aggregates_stop_at_the_step_limit(tmp_path, inner):
    one_located_error(play(tmp_path, ROUNDS.format(inner=inner), timeout=60), 6, "steps without a decision")


CHOICE_OF_MANY = ('game "Many"\nplayers 2..2\ncard c {{ v: int }}\nzone deck\ndeck deck {{\n'
                  '  for i in range(1, 60) {{\n    1 c "c{{i}}" (v: i)\n  }}\n}}\n'
                  'play {{\n  choose xs in deck by 0 count {k} as "some"\n  log "{{size(xs)}} chosen"\n  end game\n}}\n')


def test_the_options_of_a_choice_of_many_are_counted_not_made(tmp_path):
    one_located_error(play(tmp_path, CHOICE_OF_MANY.format(k=12), timeout=60), 11, "1,399,358,844,975 options")
    done = play(tmp_path, CHOICE_OF_MANY.format(k=3), timeout=60)
    assert done.returncode == 0 and "3 chosen" in done.stdout, done.stderr


ENDLESS = ('game "Endless"\nplayers 2..2\nenum colour {{ red, green, blue }}\ncard c {{ v: int }}\nzone deck\n'
           'var n: int = 0\nvar m: int = 0\ndeck deck {{\n  for i in range(1, 60) {{\n    1 c "c{{i}}" (v: i)\n'
           '  }}\n}}\nplay {{\n  {loops}\n  end game\n}}\n')


def nest(head: str, depth: int, inner: str = "n += 1") -> str:
    """`depth` loops written by `head` (with {k} for the loop's own name), one inside the other."""
    return "".join(head.format(k=k) + " { " for k in range(depth)) + inner + " }" * depth


@pytest.mark.parametrize("loops", [
    nest("for a{k} in deck", 6),
    nest("for a{k} in cards(deck)", 6),
    nest("for p{k} in players()", 40),
    nest("for x{k} in colour", 30),
    nest("for x{k} in [1, 2, 3]", 30),
    nest("for x{k} in range(1, 5)", 20),
    "for a in deck { n += count(b in deck where count(c2 in deck where count(d in deck where d.v > b.v) > 0) > 0) }",
    "while n < 40000 { n += 1  m = 0  while m < 40000 { m += 1 } }",  # each loop within the limit
    "repeat { n += 1  m = 0  repeat { m += 1 } until m > 40000 } until n > 40000",
])
def test_every_form_of_loop_spends_the_step_limit(loops):
    # the limit is lowered so that the test runs in seconds; without it each would still stop, later
    code = ("from rulerun.grammar import RulesErrors\nfrom rulerun.interpreter import engine\n"
            "engine.STEP_LIMIT = 50_000\n"
            f"game = engine.Game.from_text({ENDLESS.format(loops=loops)!r}, players=2, file='endless.rules')\n"
            "try:\n    game.new_initial_state(1)\nexcept RulesErrors as errors:\n    print(errors)\n")
    done = run_python(code, timeout=90)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    assert "endless.rules:14:" in done.stdout and "steps without a decision; 'play' seems to loop" in done.stdout, \
        done.stdout


def test_defines_that_each_call_the_next_twice_compile_in_seconds_and_stop():
    # written in place, thirty levels of them would be 2^30 nodes long; called, 2^30 calls
    defines = "".join(f"define d{k}(x: int) = d{k + 1}(x) + d{k + 1}(x)\n" for k in range(30))
    text = f'game "Doubling"\nplayers 2..2\nvar n: int = 0\n{defines}define d30(x: int) = x\n' \
           'play {\n  n = d0(1)\n  end game\n}\n'
    code = ("import time\nfrom rulerun.grammar import RulesErrors\nfrom rulerun.interpreter import engine\n"
            "engine.STEP_LIMIT = 50_000\nstart = time.perf_counter()\n"
            f"game = engine.Game.from_text({text!r}, players=2, file='doubling.rules')\n"
            "print(time.perf_counter() - start)\n"
            "try:\n    game.new_initial_state(1)\nexcept RulesErrors as errors:\n    print(errors)\n")
    done = run_python(code, timeout=90)
    assert done.returncode == 0, done.stderr
    assert float(done.stdout.splitlines()[0]) < 20
    assert "doubling.rules:36:" in done.stdout and "steps without a decision" in done.stdout, done.stdout


def test_procedures_that_each_call_the_next_twice_compile_and_stop():
    # forty levels: 2^40 calls without a loop, and as many tries to write them in place
    procedures = "".join(f"procedure p{k} {{\n  p{k + 1}()\n  p{k + 1}()\n}}\n" for k in range(40))
    text = (f'game "Calls"\nplayers 2..2\nvar n: int = 0\n{procedures}procedure p40 {{\n  n += 1\n}}\n'
            'play {\n  p0()\n  end game\n}\n')
    code = ("from rulerun.grammar import RulesErrors\nfrom rulerun.interpreter import engine\n"
            "engine.STEP_LIMIT = 50_000\n"
            f"game = engine.Game.from_text({text!r}, players=2, file='calls.rules')\n"
            "try:\n    game.new_initial_state(1)\nexcept RulesErrors as errors:\n    print(errors)\n")
    done = run_python(code, timeout=90)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    assert "calls.rules:" in done.stdout and "steps without a decision; 'p" in done.stdout, done.stdout
