"""The replay page (`rulerun view`): frames taken from the engine's view of each player, and a page
made for one player that holds nothing that player may not see."""

from __future__ import annotations

import json
import re

import pytest

from rulerun.grammar import RulesErrors
from rulerun.interpreter.agents import make_agents, play_game
from rulerun.interpreter.engine import Game, find_rulebook, load_game
from rulerun.interpreter.replay import game_record, replay, rulebook_digest
from rulerun.web.frames import FrameMaker
from rulerun.web.page import embed_json, pack_frames
from rulerun.web.viewer import view_log, view_records

SECRET = """\
game "Secret"
players 2..2
card chip { value: int }
zone pool
zone hand per player visible to owner
deck pool {
  1 chip "ace" (value: 1)
  1 chip "king" (value: 2)
}
play {
  for p in players() {
    move top(pool) to hand of p
  }
  choose x in [1, 2, 3] by 1 secretly as "secret number"
  choose y in [1, 2, 3] by 1 secretly as "another secret"
  choose z in ["left", "right"] by 0 as "public choice"
  log "{z} it is"
  end game
}
"""


def write_log(path, rulebook, players: int, seed: int, game=None) -> list[dict]:
    """Plays a game with random agents and writes its JSON log (as `rulerun FILE --json`)."""
    game = game or load_game(rulebook, players=players)
    state = play_game(game, seed, make_agents(["random"], players, seed))
    records = [game_record(str(rulebook), players, seed, {}, rulebook_digest(find_rulebook(rulebook))),
               *state.log_records(None)]
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return records


def embedded(page: str) -> dict:
    found = re.search(r'<script id="game-data" type="application/json">(.*?)</script>', page, re.S)
    return json.loads(found.group(1))


def unpack(packed: dict) -> list[dict]:
    """Frames as the page's script makes them whole again (viewer.js, `unpack`)."""
    looks, frames, zones, variables = packed["looks"], [], [], {}
    for f in packed["frames"]:
        zones = list(zones)
        for index, items in f["z"].items():
            while len(zones) <= int(index):
                zones.append(None)
            zones[int(index)] = [None if i == 0 else {"look": looks[i - 1], "vars": {}} if isinstance(i, int)
                                 else {"look": looks[i[0] - 1], "vars": i[1]} for i in items]
        variables = {**variables, **f["v"]}
        frames.append({"zones": zones, "vars": variables, **{k: v for k, v in f.items() if k not in ("z", "v")}})
    return frames


def frames_of(game: Game, seed: int, views) -> dict:
    state = game.new_initial_state(seed)
    makers = {v: FrameMaker(game, v, numbered=True) for v in views}
    frames = {v: [] for v in views}
    agents = make_agents(["random"], game.num_players(), seed)

    def take():
        for v, maker in makers.items():
            frame = maker.frame(state)
            if frame is not None:
                frames[v].append((frame, state.observation(v)))

    take()
    while not state.is_terminal():
        player = state.acting_players()[0]
        state.apply_action(agents[player].step(state, player), player)
        take()
    return frames


@pytest.mark.parametrize("name,players", [("hoarders", 3), ("evolution", 3), ("alienz", 3), ("animalia", 4)])
def test_every_frame_shows_what_the_engine_lets_its_viewer_see(game, name, players):
    g = game(name, players)
    m = g.model
    for view, frames in frames_of(g, 2, [None, *range(players)]).items():
        assert frames[-1][0]["winners"] == frames[-1][1]["winners"]
        for frame, obs in frames:
            for inst, cards in enumerate(frame["zones"]):
                shown = obs["zones"][m.instance_name(inst)]
                assert [c and c["look"]["name"] for c in cards] == [c and c["card"] for c in shown]
                assert [c and c["vars"] for c in cards] == [c and {k: v for k, v in c.items() if k != "card"}
                                                            for c in shown]
            assert frame["vars"] == obs["vars"]
            assert ("decision" in frame) == ("decision" in obs)
            if view is not None:
                assert frame.get("scores") is None or frame.get("winners") is not None


def test_another_player_s_secret_decisions_make_no_frame_of_their_own():
    game = Game.from_text(SECRET, players=2)
    seen_by_first = []
    for secret in [(0, 0), (2, 1)]:  # two games that differ only in P2's secret choices
        state = game.new_initial_state(0)
        first, second = FrameMaker(game, 0), FrameMaker(game, 1)
        frames = {0: [first.frame(state)], 1: [second.frame(state)]}
        for action, player in [(secret[0], 1), (secret[1], 1), (0, 0)]:
            state.apply_action(action, player)
            frames[0].append(first.frame(state))
            frames[1].append(second.frame(state))
        # P1: the start, then asked (after P2's two secret choices), then the end
        assert [f is not None for f in frames[0]] == [True, False, True, True]
        assert [f is not None for f in frames[1]] == [True, True, True, True]
        assert frames[0][2]["decision"]["label"] == "public choice" and frames[0][2]["main"] is None
        seen_by_first.append([f for f in frames[0] if f is not None])
    assert seen_by_first[0] == seen_by_first[1]


def test_the_event_chain_names_only_cards_the_viewer_may_see(game):
    g = game("evolution", 3)
    full_names = {n for n, faces in zip(g.model.card_names, g.model.card_faces) if faces}
    chains = {v: [e for f, _ in frames for e in f["chain"]] for v, frames in frames_of(g, 1, [None, 0, 1, 2]).items()}
    assert any(e.startswith("attack(") for e in chains[None])
    assert any(n in e for e in chains[None] for n in full_names)  # the omniscient view names the animals
    for view in (0, 1, 2):
        assert chains[view] and not [e for e in chains[view] for n in full_names if n in e]


def test_hoarders_steps_are_placed_in_the_steal_event(tmp_path):
    path = tmp_path / "game.jsonl"
    write_log(path, "hoarders", 3, 7)
    frames = unpack(embedded(view_log(path, view=0))["views"][0])
    stolen = [f for f in frames if f.get("chain")]
    assert stolen and all(re.fullmatch(r"steal\(thief P\d, victim P\d\)", e) for f in stolen for e in f["chain"])


def test_packed_frames_unpack_to_the_frames(game):
    g = game("alienz", 3)
    for view, frames in frames_of(g, 3, [None, 1]).items():
        plain = [f for f, _ in frames]
        packed = pack_frames(plain)
        assert len(packed["looks"]) < sum(len(z) for f in plain for z in f["zones"]) / 10
        for whole, frame in zip(unpack(json.loads(json.dumps(packed))), plain):
            assert whole["zones"] == frame["zones"] and whole["vars"] == frame["vars"]
            assert whole["lines"] == frame["lines"] and whole.get("main") == frame["main"]


def test_a_player_s_page_holds_no_card_they_never_saw_and_not_the_seed(tmp_path, unique_hoarders, never_seen,
                                                                       mentions):
    seed = 913577271
    log = tmp_path / "game.jsonl"
    records = write_log(log, unique_hoarders, 3, seed)
    everyone = view_log(log)
    for player in range(3):
        unseen, names = never_seen(log, player)
        assert len(unseen) > 20  # most of the nut deck, at least
        page = view_log(log, view=player)
        assert [n for n in unseen if mentions(page, n)] == []
        assert str(seed) not in page and '"action"' not in page and '"at"' not in page
        assert [n for n in unseen if mentions(everyone, n)]  # the search finds the names where they are
        data = embedded(page)
        assert [v["view"] for v in data["views"]] == [player] and data["layout"]["view"] == player
    assert any(r.get("action") is not None for r in records) and str(seed) in everyone


def test_text_of_a_rulebook_cannot_end_the_page_s_script():
    text = '</script><script>alert(1)</script> & \u2028'
    assert "<" not in embed_json({"name": text}) and json.loads(embed_json({"name": text}))["name"] == text
    game = Game.from_text(SECRET.replace('"ace"', json.dumps(text)), players=2)
    frame = FrameMaker(game, None).frame(game.new_initial_state(0))
    from rulerun.web.page import render_page

    page = render_page("t</title>", "replay", {"frames": [frame]}, ["table.js"])
    assert "<script>alert" not in page and "t&lt;/title&gt;" in page


def test_a_log_of_one_player_s_view_cannot_be_replayed(tmp_path):
    path = tmp_path / "game.jsonl"
    records = write_log(path, "hoarders", 3, 1)
    records[0]["view"] = 2
    with pytest.raises(RulesErrors) as info:
        view_records(path, list(enumerate(records, start=1)))
    assert "only P2's view" in info.value.errors[0].message


def test_the_page_s_game_is_the_logged_game(tmp_path):
    path = tmp_path / "game.jsonl"
    write_log(path, "animalia", 3, 4)
    data = embedded(view_log(path))
    summary = replay(path)
    everyone = unpack(data["views"][0])
    assert [v["view"] for v in data["views"]] == [None, 0, 1, 2]
    assert len(everyone) == summary["actions"] + 1 and [f["at"] for f in everyone] == list(range(len(everyone)))
    assert everyone[-1]["winners"] == [p - 1 for p in summary["winners"]]


def test_the_table_lists_each_zone_of_a_family_with_its_family_s_visibility(game):
    from rulerun.web.frames import table_layout
    from rulerun.web.hints import Hints

    zones = table_layout(game("lost_cities", 2), Hints(), None)["zones"]
    by_title = {z["title"]: z for z in zones}
    assert by_title["expedition red of P2"]["owner"] == 1 and by_title["expedition red of P2"]["visible"] == "everyone"
    assert by_title["discard blue"]["owner"] is None and by_title["hand of P1"]["visible"] == "owner"
