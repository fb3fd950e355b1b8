"""`rulerun serve`: people play in their browsers over WebSockets. Each seat is sent only its own view,
answers only its own decisions, and a finished game's log replays."""

from __future__ import annotations

import json
import random
import threading
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from websockets.exceptions import ConnectionClosedError
from websockets.sync.client import connect

from rulerun.interpreter import records
from rulerun.interpreter.engine import Game, load_game
from rulerun.interpreter.replay import replay
from rulerun.web.server import Running
from rulerun.web.tables import Lobby, Rejected
from rulerun.web.viewer import view_log


@pytest.fixture
def serving():
    """`serving(lobby)`: the lobby's tables served on a free port of 127.0.0.1 (stopped after the test)."""
    running = []

    def start(lobby: Lobby) -> Running:
        running.append(Running(lobby))
        return running[-1]

    yield start
    for server in running:
        server.stop()


def fetch(url: str, method: str = "GET") -> tuple[int, dict, str]:
    """The status, headers (by lower-case name) and text of a page."""
    try:
        with urllib.request.urlopen(urllib.request.Request(url, method=method), timeout=30) as reply:
            return reply.status, {k.lower(): v for k, v in reply.headers.items()}, reply.read().decode("utf-8")
    except urllib.error.HTTPError as err:
        return err.code, {k.lower(): v for k, v in err.headers.items()}, err.read().decode("utf-8")


def play_seat(url: str, seed: int, received: list) -> None:
    """Plays one seat at random through its socket until the game is over; keeps every message."""
    rng = random.Random(seed)
    answered = -1  # frames sent before an answer arrived still ask for the decision it answered
    with connect(url.replace("http://", "ws://") + "/socket", proxy=None, open_timeout=30) as ws:
        while True:
            message = json.loads(ws.recv(timeout=60))
            received.append(message)
            assert message["kind"] in ("welcome", "frame"), message
            frame = message["frame"]
            if frame.get("winners") is not None:
                return
            if frame.get("decision") and message["turn"] > answered:
                answered = message["turn"]
                ws.send(json.dumps({"act": rng.randrange(len(frame["decision"]["options"])), "turn": answered}))


def test_people_play_whole_games_at_several_tables_at_once(serving, unique_hoarders, never_seen, mentions, tmp_path):
    lobby = Lobby(str(unique_hoarders), 3, {}, [0, 1], ["random"], seed=40)
    tables = [lobby.new_table(), lobby.new_table()]
    server = serving(lobby)
    received = {(t.number, s.player): [] for t in tables for s in t.seats.values()}
    threads = [threading.Thread(target=play_seat, args=(f"{server.url}/seat/{s.token}", s.player,
                                                        received[t.number, s.player]))
               for t in tables for s in t.seats.values()]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(120)
    assert all(t.state.is_terminal() for t in tables)
    for table in tables:
        seat = next(iter(table.seats.values()))
        status, headers, text = fetch(f"{server.url}/seat/{seat.token}/log.jsonl")
        assert status == 200 and "attachment" in headers["content-disposition"]
        log = tmp_path / f"game-{table.number}.jsonl"
        log.write_text(text, encoding="utf-8")
        summary = replay(log)
        assert summary["terminal"] and summary["winners"] == [p + 1 for p in table.state.winners()]
        # both people answered the secret face-down choice of every turn, in a simultaneous block
        face_down = [json.loads(line) for line in text.splitlines() if "(critters to play face down)" in line]
        assert {r["player"] for r in face_down} == {1, 2, 3} and len(face_down) > 3
        everything = view_log(log)
        for player in (0, 1):
            unseen, _ = never_seen(log, player)
            sent = json.dumps(received[table.number, player], ensure_ascii=False)
            assert unseen and [n for n in unseen if mentions(sent, n)] == []
            assert '"action"' not in sent and '"seed"' not in sent and '"at"' not in sent
            assert [n for n in unseen if mentions(everything, n)]  # the search finds names where they are


def test_a_seat_s_page_holds_the_table_s_layout_and_no_game(serving):
    lobby = Lobby("hoarders", 3, {}, [0], ["random"], seed=2)
    table = lobby.new_table()
    server = serving(lobby)
    token = table.seats[0].token
    status, headers, page = fetch(f"{server.url}/seat/{token}")
    assert status == 200 and "connect-src 'self'" in headers["content-security-policy"]
    assert headers["referrer-policy"] == "no-referrer" and headers["cache-control"] == "no-store"
    data = json.loads(page.split('type="application/json">', 1)[1].split("</script>", 1)[0])
    assert set(data) == {"layout", "pace"} and data["layout"]["view"] == 0 and "seed" not in data["layout"]
    other = token[:-1] + ("y" if token.endswith("x") else "x")  # a token one character off
    assert fetch(f"{server.url}/seat/{other}")[0] == 404
    assert fetch(f"{server.url}/")[2] == "rulerun: open the link of your seat"
    status, _, text = fetch(f"{server.url}/seat/{token}/log.jsonl")
    assert status == 409 and "once the game is over" in text
    assert len(token) >= 32  # 24 random bytes


def test_the_host_page_lists_the_games_and_starts_more(serving):
    lobby = Lobby("animalia", 2, {}, [0, 1], ["random"], seed=1)
    lobby.new_table()
    server = serving(lobby)
    status, _, page = fetch(f"{server.url}/host/{lobby.host_token}")
    assert status == 200 and page.count("/seat/") == 2 * 2  # each link's address and text
    assert fetch(f"{server.url}/host/{lobby.host_token}/games", "POST")[0] == 200  # after the redirect
    assert len(lobby.tables) == 2 and fetch(f"{server.url}/host/{lobby.host_token}")[2].count("Game ") == 2
    assert fetch(f"{server.url}/host/nottheone")[0] == 404
    assert fetch(f"{server.url}/host/nottheone/games", "POST")[0] == 404 and len(lobby.tables) == 2


def test_a_socket_opened_by_another_site_s_page_is_refused(serving):
    lobby = Lobby("hoarders", 3, {}, [0], ["random"], seed=2)
    table = lobby.new_table()
    server = serving(lobby)
    url = f"{server.url.replace('http://', 'ws://')}/seat/{table.seats[0].token}/socket"
    with pytest.raises(Exception) as info:
        connect(url, origin="http://elsewhere.example", proxy=None, open_timeout=10).close()
    assert "403" in str(info.value)
    with connect(url, origin=server.url, proxy=None, open_timeout=10) as ws:
        assert json.loads(ws.recv(timeout=10))["kind"] == "welcome"


def test_bad_answers_are_refused_with_a_reason(serving):
    lobby = Lobby("hoarders", 3, {}, [0], ["first"], seed=3)
    table = lobby.new_table()
    server = serving(lobby)
    with connect(f"{server.url.replace('http://', 'ws://')}/seat/{table.seats[0].token}/socket", proxy=None) as ws:
        welcome = json.loads(ws.recv(timeout=10))
        options = welcome["frame"]["decision"]["options"]

        def refused(answer) -> str:
            ws.send(answer if isinstance(answer, str) else json.dumps(answer))
            reply = json.loads(ws.recv(timeout=10))
            assert reply["kind"] == "rejected"
            return reply["message"]

        assert refused("hello").startswith('send {"act"')
        assert refused({"act": "1", "turn": 0}).startswith('send {"act"')
        assert refused({"act": len(options), "turn": 0}) == f"there is no option {len(options) + 1}; the options are 1 to {len(options)}"
        assert refused({"act": -1, "turn": 0}).startswith("there is no option 0")
        assert refused({"act": 0, "turn": 5}) == "that decision was already answered"
        ws.send(json.dumps({"act": 0, "turn": 0}))
        assert json.loads(ws.recv(timeout=10))["kind"] == "frame"
        ws.send("x" * 5000)
        with pytest.raises(ConnectionClosedError) as info:
            for _ in range(1000):  # the frames of the moves after the answer, then the end
                ws.recv(timeout=10)
        assert info.value.rcvd.code == 1009  # message too big


def test_a_seat_answers_only_its_own_decisions():
    # two people at a table whose first agent always takes the first option, so that the game is fixed
    lobby = Lobby("hoarders", 3, {}, [0, 1], ["first"], seed=5)
    table = lobby.new_table()
    state = table.state
    assert sorted(state.acting_players()) == [0, 1, 2]  # the face-down choice is made by all at once
    table.step_agent()
    table.act(0, {"act": 0, "turn": 0})
    with pytest.raises(Rejected, match="^you have no decision to make now$"):  # P2 decides in secret
        table.act(0, {"act": 0, "turn": 1})
    table.act(1, {"act": 0, "turn": 0})
    while not state.is_terminal():
        acting = state.acting_players()
        public = state.observation(0).get("acting") or []
        if acting and 0 not in acting and public:
            with pytest.raises(Rejected, match=f"^it is P{public[0] + 1}'s decision, not yours$"):
                table.act(0, {"act": 0, "turn": table.seats[0].turn})
            break
        if not table.step_agent():
            player = acting[0]
            table.act(player, {"act": 0, "turn": table.seats[player].turn})
    else:
        pytest.fail("no public decision of another player came up")


def test_a_lobby_checks_its_seats_and_agents():
    with pytest.raises(ValueError, match="seats are distinct numbers from 1 to 3"):
        Lobby("hoarders", 3, {}, [3], ["random"])
    with pytest.raises(ValueError, match="seats are distinct"):
        Lobby("hoarders", 3, {}, [0, 0], ["random"])
    with pytest.raises(ValueError, match="'human' is not an agent here"):
        Lobby("hoarders", 3, {}, [0], ["human"])
    with pytest.raises(ValueError, match="unknown agent"):
        Lobby("hoarders", 3, {}, [0], ["genius"])


def test_tables_of_games_with_different_step_limits_play_at_once(serving, switching_often):
    # Each table's rules run in a worker thread (`asyncio.to_thread`), the tables' at the same time:
    # the tight tables' loops stay under their small limit, the loose tables' go far past it, and
    # no game is stopped for another's.
    rules = Path(__file__).parent / "fixtures" / "threads"
    tight = load_game(rules / "tight.rules", players=2)
    tight = Game(records.evolve(tight.model, step_limit=600), tight.rules)
    lobbies = [Lobby(str(rules / "tight.rules"), 2, {}, [0], ["random"], seed=1, game=tight),
               Lobby(str(rules / "loose.rules"), 2, {}, [0], ["random"], seed=1)]
    seats = []
    for lobby, count in zip(lobbies, (6, 2)):
        tables = [lobby.new_table() for _ in range(count)]
        server = serving(lobby)
        seats += [(f"{server.url}/seat/{table.seats[0].token}", table) for table in tables]
    threads = [threading.Thread(target=play_seat, args=(url, table.number, [])) for url, table in seats]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(120)
    assert [table.error for _, table in seats] == [None] * len(seats)
    assert all(table.state.is_terminal() for _, table in seats)
