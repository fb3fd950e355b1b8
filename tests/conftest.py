"""Shared fixtures: compiled bundled rulebooks (cached per player count and options), a Hoarders
whose cards all have names of their own, threads that switch often, and a headless Chromium for
the browser tests."""

from __future__ import annotations

import atexit
import functools
import os
import re
import shutil
import sys
import tempfile

import pytest

# The tests keep their parsed-document cache to themselves (subprocesses inherit it), not the user's.
os.environ["RULERUN_CACHE_DIR"] = _CACHE = tempfile.mkdtemp(prefix="rulerun-test-cache-")
atexit.register(shutil.rmtree, _CACHE, ignore_errors=True)

from rulerun.interpreter.engine import Game, load_game


@functools.lru_cache(maxsize=None)
def _game(name: str, players: int, options: tuple) -> Game:
    return load_game(name, players=players, options=dict(options))


@pytest.fixture
def game():
    """`game("animalia", 4, owl_wild="false")`: a compiled bundled rulebook."""

    def make(name: str, players: int, **options) -> Game:
        return _game(name, players, tuple(sorted(options.items())))

    return make


@pytest.fixture
def cache_dir(tmp_path, monkeypatch):
    """A cache directory of the test's own (`RULERUN_CACHE_DIR`), with the cache on."""
    where = tmp_path / "cache"
    monkeypatch.setenv("RULERUN_CACHE_DIR", str(where))
    monkeypatch.delenv("RULERUN_NO_CACHE", raising=False)
    return where


@pytest.fixture
def fresh_compiles(monkeypatch):
    """Every rulebook is compiled here and now, none read back from or kept in the cache of compiled
    models (`model_cache.py`): for tests that change or watch code generation."""
    from rulerun.interpreter import model_cache

    monkeypatch.setattr(model_cache, "cached", lambda key, rules_type: None)
    monkeypatch.setattr(model_cache, "store", lambda key, model, rules: None)


@pytest.fixture
def both_forms():
    """`both_forms(text, players, file)`: a rulebook compiled with generated code, and step by step
    (the two forms must play the same games)."""

    def make(text: str, players: int, file: str) -> tuple[Game, Game]:
        base = Game.from_text(text, players=players, file=file)
        return base, Game.from_document(base.rules.doc, players, None, text, native=False)

    return make


@pytest.fixture
def switching_often():
    """Threads switch as often as Python lets them (every microsecond asked): in the middle of runs."""
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    yield
    sys.setswitchinterval(interval)


# ---- games whose every card has a name of its own ------------------------------------------------
@pytest.fixture(scope="session")
def unique_hoarders(tmp_path_factory):
    """Hoarders with every card named apart ("walnut #7", "beaver #3"): a name seen where it should not
    be is then a card seen, so a leak of hidden cards can be searched for by name."""
    from pathlib import Path

    text = (Path(__file__).resolve().parent.parent / "rulebooks" / "hoarders.rules").read_text(encoding="utf-8")
    nuts, critters = '11 nut_card "{n}" (nut: n)', '1 critter_card "{k}" (kind: k)'
    assert text.count(nuts) == 1 and text.count(critters) == 1, "the Hoarders decks changed"
    text = text.replace(nuts, 'for i in range(1, 11) { 1 nut_card "{n} #{i}" (nut: n) }')
    text = text.replace(critters, '1 critter_card "{k} #{set}" (kind: k)')
    path = tmp_path_factory.mktemp("unique") / "unique_hoarders.rules"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.fixture
def never_seen():
    """`never_seen(log, player)`: (the names of the cards `player` never saw in a logged game, the names
    of all its cards), by the engine: a card is seen where it lies in a zone the player may see at
    some step, or where the player's log names it."""
    return _never_seen


@pytest.fixture
def mentions():
    """`mentions(text, name)`: whether `text` names a card ("walnut #1" is not in "walnut #10")."""
    return _mentions


def _never_seen(log, player: int) -> tuple[set, set]:
    from rulerun.interpreter.replay import replay

    seen: set = set()
    final = []

    def watch(game, state):
        m = game.model
        for card in range(len(m.card_names)):
            if state.visible(card, player):
                seen.add(m.card_face(card, m.instance_showing[state.data.loc[card]]))
        final[:] = [state]

    replay(log, watch)
    state = final[0]
    names = set(state.model.card_names)
    told = "\n".join(state.log_lines(player))
    return {n for n in names - seen if not _mentions(told, n)}, names


def _mentions(text: str, name: str) -> bool:
    return re.search(re.escape(name) + r"(?!\d)", text) is not None


# ---- a real browser ------------------------------------------------------------------------------------
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


@pytest.fixture(scope="session")
def chromium(tmp_path_factory):
    """A headless Chromium driven by Playwright, with a fresh profile (`RULERUN_CHROMIUM`: its program).
    Where it cannot start, the browser tests fail and say why; `RULERUN_SKIP_BROWSER=1` skips them."""
    if os.environ.get("RULERUN_SKIP_BROWSER") == "1":
        pytest.skip("RULERUN_SKIP_BROWSER=1: the browser tests are skipped")
    advice = "(or set RULERUN_SKIP_BROWSER=1 to skip the browser tests)"
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        pytest.fail(f"the browser tests need Playwright: pip install -e '.[test]' {advice}", pytrace=False)
    program = (os.environ.get("RULERUN_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
               or "/usr/bin/chromium")
    driver = sync_playwright().start()
    try:
        context = driver.chromium.launch_persistent_context(
            str(tmp_path_factory.mktemp("chromium-profile")), executable_path=program, headless=True,
            args=CHROMIUM_ARGS, viewport={"width": 1400, "height": 1000}, accept_downloads=True)
    except Exception as err:  # noqa: BLE001 - any reason it cannot start is reported the same way
        reason = str(err).strip()[:600]
        context = None
    if context is None:
        driver.stop()
        pytest.fail(f"Chromium ({program}) could not start: {reason}\ninstall it (apt-get install chromium) "
                    f"{advice}", pytrace=False)
    yield context
    context.close()
    driver.stop()


@pytest.fixture
def page(chromium):
    """A new tab; the test fails if a script on it fails."""
    tab = chromium.new_page()
    failures: list[str] = []
    tab.on("pageerror", lambda err: failures.append(str(err)))
    tab.on("console", lambda msg: failures.append(msg.text) if msg.type == "error" else None)
    yield tab
    tab.close()
    assert not failures, f"scripts failed on the page: {failures}"
