"""The pages in a real browser (headless Chromium, driven by Playwright): a replay of each bundled
rulebook shows the engine's table at the steps chosen, and a person plays a whole game of Hoarders
against the agents without being sent a card they may not see.

These tests fail, saying why, where Chromium cannot start; `RULERUN_SKIP_BROWSER=1` skips them."""

from __future__ import annotations

import json
import os
import random
import re
import struct
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from rulerun.interpreter.agents import make_agents, play_game
from rulerun.interpreter.engine import load_game
from rulerun.interpreter.replay import game_record, replay
from rulerun.web.server import Running
from rulerun.web.tables import Lobby
from rulerun.web.viewer import view_log

ROOT = Path(__file__).resolve().parent.parent

# What the page shows of each zone: the names of its cards, None for each hidden one.
TABLE_JS = """() => Object.fromEntries([...document.querySelectorAll("[data-zone]")].map(zone => [
  zone.dataset.zone,
  [...zone.querySelectorAll(".cards .card")].flatMap(card =>
    card.dataset.hidden ? Array(Number(card.dataset.hidden)).fill(null) : [card.dataset.card])]))"""


class LoggedGame:
    """A game played by random agents, its JSON log, and the engine's observations after each decision."""

    def __init__(self, tmp_path, name: str, players: int, seed: int):
        game = load_game(name, players=players)
        final = play_game(game, seed, make_agents(["random"], players, seed))
        self.records = [game_record(name, players, seed, {}), *final.log_records(None)]
        self.log = tmp_path / f"{name}.jsonl"
        self.log.write_text("".join(json.dumps(r) + "\n" for r in self.records), encoding="utf-8")
        self.seen: dict = {}  # (viewer, decisions made) -> zone -> card names

        def watch(game, state):
            for viewer in (None, *range(players)):
                zones = state.observation(viewer)["zones"]
                self.seen[viewer, state.data.decisions] = {z: [c and c["card"] for c in cards]
                                                           for z, cards in zones.items()}
            self.decisions = state.data.decisions

        replay(self.log, watch)
        self.choices = [r["text"] for r in self.records if r.get("kind") == "choice" and r.get("action") is not None]


def shown_step(page) -> tuple[int, int]:
    """(the step shown, the decisions made by then) as the page's counter says."""
    text = page.inner_text("#counter")
    found = re.fullmatch(r"step (\d+) of \d+ \u00b7 (\d+) decisions", text)
    assert found, text
    return int(found.group(1)), int(found.group(2))


def check_table(page, game: LoggedGame, viewer) -> int:
    step, decisions = shown_step(page)
    assert page.evaluate(TABLE_JS) == game.seen[viewer, decisions], f"step {step} as {viewer}"
    return decisions


@pytest.mark.parametrize("name,players,seed", [("animalia", 4, 3), ("evolution", 3, 2), ("hoarders", 4, 5),
                                               ("alienz", 3, 1)])
def test_a_replay_shows_the_engine_s_table_at_each_step_chosen(page, tmp_path, name, players, seed):
    game = LoggedGame(tmp_path, name, players, seed)
    html = tmp_path / f"{name}.html"
    html.write_text(view_log(game.log), encoding="utf-8")
    requests = []
    page.on("request", lambda request: requests.append(request.url))
    page.goto(html.as_uri())
    assert page.title() == f"{load_game(name, players=players).model.name}: replay as seen by everyone"
    assert check_table(page, game, None) == 0
    page.keyboard.press("End")
    assert check_table(page, game, None) == game.decisions
    assert "Winner" in page.inner_text("#pending")
    middle = game.decisions // 2
    page.fill("#step-slider", str(middle))
    assert check_table(page, game, None) == middle
    assert page.inner_text("#step .line.main") == game.choices[middle - 1]
    for _ in range(3):
        page.keyboard.press("ArrowLeft")
    assert check_table(page, game, None) == middle - 3
    page.keyboard.press("ArrowRight")
    assert check_table(page, game, None) == middle - 2
    page.select_option("#view-as", label="P2")  # the same moment as the second player saw it
    assert check_table(page, game, 1) <= middle - 2
    assert page.locator(".group.me h3").inner_text().startswith("P2 (you)")
    page.keyboard.press("PageDown")
    check_table(page, game, 1)
    assert requests == [html.as_uri()]  # the page fetched nothing


def test_play_and_pause(page, tmp_path):
    game = LoggedGame(tmp_path, "hoarders", 3, 2)
    html = tmp_path / "game.html"
    html.write_text(view_log(game.log), encoding="utf-8")
    page.goto(html.as_uri() + "#view=P3&step=4")
    assert page.input_value("#view-as") == "3" and shown_step(page)[0] == 4
    page.select_option("#bar select:not(#view-as)", "0.25")
    page.keyboard.press("Space")
    assert page.inner_text("#play") == "pause"
    page.wait_for_function("() => /^step (9|[1-9]\\d+) /.test(document.getElementById('counter').textContent)")
    page.keyboard.press("Space")
    paused = shown_step(page)[0]
    assert page.inner_text("#play") == "play"
    page.wait_for_timeout(600)
    assert shown_step(page)[0] == paused
    check_table(page, game, 2)


def test_a_player_s_replay_page_offers_only_that_player(page, tmp_path):
    game = LoggedGame(tmp_path, "evolution", 3, 4)
    html = tmp_path / "p1.html"
    html.write_text(view_log(game.log, view=0), encoding="utf-8")
    page.goto(html.as_uri())
    assert page.is_disabled("#view-as") and page.inner_text("#view-as") == "P1"
    page.keyboard.press("End")
    assert "decisions" not in page.inner_text("#counter")  # how many, only an omniscient page says
    hidden = page.evaluate(TABLE_JS)
    final = {z: cards for (viewer, _), seen in game.seen.items() if viewer == 0 for z, cards in seen.items()}
    assert hidden.keys() == final.keys()


def test_a_person_plays_a_whole_game_of_hoarders_in_the_browser(page, tmp_path, unique_hoarders, never_seen,
                                                                 mentions):
    lobby = Lobby(str(unique_hoarders), 3, {}, [0], ["random"], seed=11)
    table = lobby.new_table()
    server = Running(lobby)
    try:
        url = f"{server.url}/seat/{table.seats[0].token}"
        received: list[str] = []
        page.on("websocket", lambda ws: ws.on("framereceived", lambda payload: received.append(payload)))
        page.goto(url)
        rng = random.Random(7)
        answers = 0
        deadline = time.monotonic() + 120
        while not page.locator("#notice.over").count():
            assert time.monotonic() < deadline, "the game did not end in time"
            options = page.locator("#decision button.option:not([disabled])")
            if options.count():
                options.nth(rng.randrange(options.count())).click()
                answers += 1
            else:
                page.wait_for_timeout(15)
        assert table.state.is_terminal() and answers > 10
        assert page.locator(".group.me h3").inner_text().startswith("P1 (you)")
        with page.expect_download() as download:
            page.click("text=download the game's log")
        log = tmp_path / "played.jsonl"
        log.write_text(open(download.value.path(), encoding="utf-8").read(), encoding="utf-8")
        assert replay(log)["winners"] == [p + 1 for p in table.state.winners()]
        # every card P1 never saw: not in any frame P1's socket received, nor in P1's page
        unseen, _ = never_seen(log, 0)
        with urllib.request.urlopen(url) as reply:
            sent = reply.read().decode("utf-8") + "\n".join(received)
        assert len(received) > answers and len(unseen) > 20
        assert [n for n in unseen if mentions(sent, n)] == []
        assert [n for n in unseen if mentions(view_log(log), n)]  # the search finds names where they are
        page.click("text=replay it as you saw it")
        page.wait_for_selector("#counter")
        assert page.inner_text("#view-as") == "P1"
    finally:
        server.stop()


@pytest.mark.parametrize("skip", [False, True])
def test_a_browser_that_cannot_start_fails_the_tests_unless_they_are_skipped_by_name(tmp_path, skip):
    env = {k: v for k, v in os.environ.items() if k != "RULERUN_SKIP_BROWSER"}
    env["RULERUN_CHROMIUM"] = str(tmp_path / "no-chromium")
    if skip:
        env["RULERUN_SKIP_BROWSER"] = "1"
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", __file__, "-k",
                           "engine_s_table and animalia"], capture_output=True, text=True, env=env, timeout=300,
                          cwd=ROOT)
    if skip:
        assert proc.returncode == 0 and "1 skipped" in proc.stdout, proc.stdout
    else:
        assert proc.returncode == 1 and "1 error" in proc.stdout, proc.stdout
        assert f"Chromium ({env['RULERUN_CHROMIUM']}) could not start" in proc.stdout
        assert "apt-get install chromium" in proc.stdout and "skipped" not in proc.stdout


def test_the_screenshot_script_takes_the_pictures_of_the_docs(chromium, tmp_path):
    # `chromium`: where it cannot start, this test fails or is skipped as the others are
    proc = subprocess.run([sys.executable, str(ROOT / "bench" / "screenshots.py"), "--out", str(tmp_path),
                           "--rulebooks", "hoarders"], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    for name in ("viewer-hoarders.png", "play-hoarders.png"):
        data = (tmp_path / name).read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n" and struct.unpack(">II", data[16:24]) == (1280, 860)
    shown = re.findall(r"\]\((\w[\w-]*\.png)\)", (ROOT / "docs" / "viewer.md").read_text(encoding="utf-8"))
    assert shown and all((ROOT / "docs" / name).is_file() for name in shown)
