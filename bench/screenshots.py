"""Screenshots of the replay page and of a seat's page, for docs/viewer.md, taken by headless Chromium.

    python3 bench/screenshots.py [--out docs] [--rulebooks animalia,evolution,hoarders,alienz]

Each bundled rulebook's game (random agents, a fixed seed) is written as a replay page and shown at a
step a good way into the game (for Hoarders, a step inside a steal, so that its event chain shows;
for Alienz, as the second player sees it); then a game of Hoarders is served and its first seat's
page shown asking a decision. Files: `viewer-NAME.png` and `play-hoarders.png` in the folder given.
Needs Playwright and Chromium (`RULERUN_CHROMIUM`: its program; default: `chromium` on the PATH).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
from pathlib import Path

from rulerun.interpreter.agents import make_agents, play_game
from rulerun.interpreter.engine import load_game
from rulerun.interpreter.replay import game_record
from rulerun.web.server import Running
from rulerun.web.tables import Lobby
from rulerun.web.viewer import view_log

ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
SIZE = {"width": 1280, "height": 860}
# rulebook -> (players, seed, who views: None for everyone, else a player from 0)
GAMES = {"animalia": (4, 3, None), "evolution": (3, 2, None), "hoarders": (3, 7, None), "alienz": (3, 1, 1)}


def replay_page(folder: Path, name: str) -> tuple[Path, int]:
    """The replay page of a game of `name`, and the step to show."""
    players, seed, view = GAMES[name]
    game = load_game(name, players=players)
    final = play_game(game, seed, make_agents(["random"], players, seed))
    log = folder / f"{name}.jsonl"
    records = [game_record(name, players, seed, {}), *final.log_records(None)]
    log.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    page = folder / f"{name}.html"
    html = view_log(log, view=view)
    page.write_text(html, encoding="utf-8")
    data = json.loads(html.split('type="application/json">', 1)[1].split("</script>", 1)[0])
    frames = data["views"][0]["frames"]
    chained = [i for i, f in enumerate(frames) if f.get("chain")]
    return page, chained[0] if chained else len(frames) * 2 // 5


def take(out: Path, names: list[str], program: str) -> list[Path]:
    from playwright.sync_api import sync_playwright

    made = []
    with tempfile.TemporaryDirectory() as work, sync_playwright() as driver:
        folder = Path(work)
        context = driver.chromium.launch_persistent_context(str(folder / "profile"), executable_path=program,
                                                           headless=True, args=ARGS, viewport=SIZE)
        page = context.new_page()
        for name in names:
            html, step = replay_page(folder, name)
            page.goto(f"{html.as_uri()}#step={step}")
            page.wait_for_selector("[data-zone]")
            made.append(out / f"viewer-{name}.png")
            page.screenshot(path=str(made[-1]))
        if "hoarders" in names:
            lobby = Lobby("hoarders", 3, {}, [0], ["random"], seed=7)
            table = lobby.new_table()
            server = Running(lobby)
            try:
                page.goto(f"{server.url}/seat/{table.seats[0].token}")
                for _ in range(3):  # a few answers in, so that the others' moves show too
                    page.click("#decision button.option >> nth=0")
                    page.wait_for_selector("#decision button.option:not([disabled])")
                made.append(out / "play-hoarders.png")
                page.screenshot(path=str(made[-1]))
            finally:
                server.stop()
        context.close()
    return made


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(Path(__file__).resolve().parent.parent / "docs"))
    parser.add_argument("--rulebooks", default=",".join(GAMES))
    args = parser.parse_args(argv)
    names = [n for n in args.rulebooks.split(",") if n]
    unknown = [n for n in names if n not in GAMES]
    if unknown:
        parser.error(f"no screenshot is set up for {', '.join(unknown)} (known: {', '.join(GAMES)})")
    program = os.environ.get("RULERUN_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for path in take(out, names, program):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
