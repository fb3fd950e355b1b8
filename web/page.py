"""One self-contained HTML page: the template, the styles and scripts inlined, the data embedded.

A page fetches nothing: its Content-Security-Policy allows no source but its own inline styles and
scripts (and, for a page that plays, a WebSocket to the server that sent it). Data is embedded as
JSON in a `<script type="application/json">` element, escaped so that no text of a rulebook can end
the element or start markup. Frames are packed for the replay page (`pack_frames`): each distinct
look of a card is written once, and a frame keeps only the zones and variables that changed.
"""

from __future__ import annotations

import html
import json
import re
from importlib import resources

_SLOT = re.compile(r"\{\{(\w+)\}\}")
_SCRIPT_ESCAPES = {"<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "\u2028": "\\u2028", "\u2029": "\\u2029"}
# What a page may reach: nothing but itself; a page that plays also its server's WebSocket.
POLICY = ("default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; base-uri 'none'; "
          "form-action 'none'")
PLAY_POLICY = POLICY + "; connect-src 'self'"


def asset(name: str) -> str:
    """The text of one of the page's files (`web/assets/`)."""
    return resources.files("rulerun.web").joinpath("assets", name).read_text(encoding="utf-8")


def embed_json(data) -> str:
    """JSON that is safe inside a `<script>` element."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return re.sub("[<>&\u2028\u2029]", lambda m: _SCRIPT_ESCAPES[m.group(0)], text)


def render_page(title: str, mode: str, data, scripts: list[str], policy: str = POLICY) -> str:
    """The page: `mode` is `replay` or `play`; `scripts` are asset names, inlined in order."""
    values = {
        "title": html.escape(title),
        "mode": mode,
        "policy": html.escape(policy),
        "style": asset("style.css"),
        "script": "\n".join(asset(name) for name in scripts),
        "data": embed_json(data),
    }
    for name in ("style", "script"):
        if re.search(r"</(style|script)", values[name], re.I):
            raise ValueError(f"an inlined asset would close its element early ({name})")
    return _SLOT.sub(lambda m: values[m.group(1)], asset("page.html"))


def pack_frames(frames: list[dict]) -> dict:
    """Frames with each distinct card look written once: a card is 0 where hidden, else the number
    of its look (from 1), or `[look, card variables]`; a frame keeps the zones (`z`, by number) and
    variables (`v`) that differ from the frame before it, and leaves out empty parts."""
    looks: list[dict] = []
    numbers: dict[str, int] = {}
    known: dict[int, int] = {}  # a look object (frames share them) -> its number
    packed = []
    zones_before: list | None = None
    vars_before: dict | None = None
    for frame in frames:
        zones = []
        for cards in frame["zones"]:
            items = []
            for card in cards:
                if card is None:
                    items.append(0)
                    continue
                number = known.get(id(card["look"]))
                if number is None:
                    key = json.dumps(card["look"], sort_keys=True)
                    if key not in numbers:
                        looks.append(card["look"])
                        numbers[key] = len(looks)
                    number = known[id(card["look"])] = numbers[key]
                items.append([number, card["vars"]] if card["vars"] else number)
            zones.append(items)
        out = {k: v for k, v in frame.items() if k not in ("zones", "vars") and v not in (None, [], {})}
        out["z"] = {str(i): items for i, items in enumerate(zones) if zones_before is None or items != zones_before[i]}
        out["v"] = {k: v for k, v in frame["vars"].items() if vars_before is None or vars_before.get(k) != v}
        zones_before, vars_before = zones, frame["vars"]
        packed.append(out)
    return {"looks": looks, "frames": packed}
