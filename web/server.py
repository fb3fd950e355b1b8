"""`rulerun serve`: the tables of a `Lobby` over HTTP and WebSockets (a Starlette app run by Uvicorn).

Routes (TOKEN: a seat's secret, HOST: the host's secret; an unknown token is a plain 404):

- `GET /seat/TOKEN`: the seat's page (the layout of the table only; all else comes over the socket);
- `WS /seat/TOKEN/socket`: the seat's frames, log lines and decisions; the seat's answers;
- `GET /seat/TOKEN/log.jsonl`, `GET /seat/TOKEN/replay.html`: once the game is over, the whole game's
  JSON Lines log (`rulerun replay` checks it) and a replay page made from the seat's own view;
- `GET /host/HOST`, `POST /host/HOST/games`: the games and their seats' links; a new game.

A table's moves are made one at a time under its lock; agents decide in a worker thread, so that a
slow agent keeps no other table waiting.
"""

from __future__ import annotations

import asyncio
import html
import json
import socket
import threading
from pathlib import Path
from urllib.parse import urlsplit

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, PlainTextResponse, RedirectResponse, Response
from starlette.routing import Route, WebSocketRoute
from starlette.websockets import WebSocket, WebSocketDisconnect

from rulerun.grammar import RulesErrors

from .page import PLAY_POLICY, POLICY, render_page
from .tables import Lobby, Rejected, Seat, Table

HEADERS = {"Cache-Control": "no-store", "Referrer-Policy": "no-referrer", "X-Content-Type-Options": "nosniff",
           "X-Frame-Options": "DENY"}
# The largest message a seat may send (an answer is a few dozen bytes); Uvicorn closes the socket of a
# page that sends a larger one.
MAX_MESSAGE = 4096


class Server:
    """The web side of a lobby: pages, sockets and the order of moves at each table."""

    def __init__(self, lobby: Lobby, pace: float = 0.35):
        self.lobby = lobby
        self.pace = pace  # seconds a seat's page shows each frame of the other players' moves
        self.locks: dict[int, asyncio.Lock] = {}
        self.sockets: dict[str, set[WebSocket]] = {}

    def app(self) -> Starlette:
        return Starlette(routes=[
            Route("/", self.home),
            Route("/seat/{token}", self.seat_page),
            Route("/seat/{token}/log.jsonl", self.seat_log),
            Route("/seat/{token}/replay.html", self.seat_replay),
            WebSocketRoute("/seat/{token}/socket", self.seat_socket),
            Route("/host/{token}", self.host_page),
            Route("/host/{token}/games", self.new_game, methods=["POST"]),
        ])

    # ---- pages -----------------------------------------------------------------------------------
    async def home(self, request: Request) -> Response:
        return PlainTextResponse("rulerun: open the link of your seat", headers=HEADERS)

    async def seat_page(self, request: Request) -> Response:
        seat = self.lobby.seat(request.path_params["token"])
        if seat is None:
            return _not_found()
        table = seat.table
        title = f"{table.game.model.name}: P{seat.player + 1}"
        data = {"layout": table.layout(seat.player), "pace": round(self.pace * 1000)}
        page = render_page(title, "play", data, ["table.js", "play.js"], PLAY_POLICY)
        return HTMLResponse(page, headers={**HEADERS, "Content-Security-Policy": PLAY_POLICY})

    async def seat_log(self, request: Request) -> Response:
        seat = self.lobby.seat(request.path_params["token"])
        if seat is None:
            return _not_found()
        try:
            text = seat.table.log_lines()
        except Rejected as err:
            return PlainTextResponse(str(err), status_code=409, headers=HEADERS)
        name = f"game-{seat.table.number}.jsonl"
        return Response(text, media_type="application/jsonl",
                        headers={**HEADERS, "Content-Disposition": f'attachment; filename="{name}"'})

    async def seat_replay(self, request: Request) -> Response:
        seat = self.lobby.seat(request.path_params["token"])
        if seat is None:
            return _not_found()
        try:
            text = seat.table.log_lines()
        except Rejected as err:
            return PlainTextResponse(str(err), status_code=409, headers=HEADERS)
        from .viewer import view_records

        records = [(n, json.loads(line)) for n, line in enumerate(text.splitlines(), start=1)]
        try:
            page = await asyncio.to_thread(view_records, Path(f"game-{seat.table.number}.jsonl"), records,
                                           seat.player)
        except RulesErrors as errs:
            return PlainTextResponse(str(errs), status_code=500, headers=HEADERS)
        return HTMLResponse(page, headers={**HEADERS, "Content-Security-Policy": POLICY})

    async def host_page(self, request: Request) -> Response:
        if request.path_params["token"] != self.lobby.host_token:
            return _not_found()
        base = str(request.base_url).rstrip("/")
        rows = []
        for table in reversed(self.lobby.tables):
            state = "over" if table.over else "in play"
            links = "".join(f'<li>P{s.player + 1}: <a href="{html.escape(base)}/seat/{s.token}">'
                            f"{html.escape(base)}/seat/{s.token}</a></li>" for s in table.seats.values())
            rows.append(f"<section><h2>Game {table.number} ({state})</h2><ul>{links}</ul></section>")
        name = html.escape(self.lobby.game.model.name)
        page = (f'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{name}: games</title>'
                '<meta name="referrer" content="no-referrer"></head><body style="font-family: system-ui">'
                f"<h1>{name}</h1><p>Give each person the link of their seat; a link is the seat's only key.</p>"
                f'<form method="post" action="/host/{self.lobby.host_token}/games"><button>New game</button></form>'
                + "".join(rows) + "</body></html>")
        return HTMLResponse(page, headers={**HEADERS, "Content-Security-Policy": "default-src 'none'; "
                                                                                "form-action 'self'"})

    async def new_game(self, request: Request) -> Response:
        if request.path_params["token"] != self.lobby.host_token:
            return _not_found()
        self.lobby.new_table()
        return RedirectResponse(f"/host/{self.lobby.host_token}", status_code=303, headers=HEADERS)

    # ---- sockets ---------------------------------------------------------------------------------
    async def seat_socket(self, ws: WebSocket) -> None:
        seat = self.lobby.seat(ws.path_params["token"])
        origin = ws.headers.get("origin")
        if seat is None or (origin is not None and urlsplit(origin).netloc != ws.headers.get("host")):
            await ws.close(code=1008)  # no such seat, or a page of another site
            return
        await ws.accept()
        table = seat.table
        listeners = self.sockets.setdefault(seat.token, set())
        async with self.lock(table):
            await self.flush(table)  # what the seat's other pages have not been sent yet, the welcome holds
            listeners.add(ws)
            await ws.send_json(seat.welcome())
        try:
            await self.drive(table)
            while True:
                text = await ws.receive_text()
                await self.answer(seat, ws, text)
                await self.drive(table)
        except (WebSocketDisconnect, RuntimeError):
            pass  # the page left (a socket found closed while being sent to reads as a RuntimeError)
        finally:
            listeners.discard(ws)

    async def answer(self, seat: Seat, ws: WebSocket, text: str) -> None:
        table = seat.table
        async with self.lock(table):
            try:
                try:
                    message = json.loads(text)
                except json.JSONDecodeError:
                    raise Rejected('send {"act": OPTION NUMBER, "turn": DECISION NUMBER}') from None
                await asyncio.to_thread(table.act, seat.player, message)
            except Rejected as err:
                await ws.send_json({"kind": "rejected", "message": str(err), "turn": seat.turn})
                return
            await self.flush(table)

    async def drive(self, table: Table) -> None:
        """Lets the agents decide, one decision at a time, until a person must or the game is over."""
        while True:
            async with self.lock(table):
                if table.agent_to_move() is None:
                    await self.flush(table)
                    return
                await asyncio.to_thread(table.step_agent)
                await self.flush(table)

    async def flush(self, table: Table) -> None:
        """Sends each seat the messages made for it, to every page of that seat."""
        for seat in table.seats.values():
            messages, seat.outbox = seat.outbox, []
            for ws in list(self.sockets.get(seat.token, ())):
                try:
                    for message in messages:
                        await ws.send_json(message)
                except (RuntimeError, OSError, WebSocketDisconnect):
                    self.sockets[seat.token].discard(ws)

    def lock(self, table: Table) -> asyncio.Lock:
        return self.locks.setdefault(table.number, asyncio.Lock())


def _not_found() -> Response:
    return PlainTextResponse("no such page", status_code=404, headers=HEADERS)


def bind(host: str, port: int) -> socket.socket:
    """A listening socket (port 0: any free port)."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    return socket.create_server((host, port), family=family)


def seat_links(base: str, table: Table) -> list[str]:
    return [f"P{seat.player + 1}: {base}/seat/{seat.token}" for seat in table.seats.values()]


def base_url(sock: socket.socket, host: str) -> str:
    port = sock.getsockname()[1]
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}"


class Running:
    """A server running in a background thread (for tests and scripts): `url`, then `stop()`."""

    def __init__(self, lobby: Lobby, host: str = "127.0.0.1", port: int = 0, pace: float = 0.0):
        import uvicorn

        self.sock = bind(host, port)
        self.url = base_url(self.sock, host)
        config = uvicorn.Config(Server(lobby, pace).app(), log_level="warning", lifespan="off",
                                ws_max_size=MAX_MESSAGE)
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, kwargs={"sockets": [self.sock]}, daemon=True)
        self.thread.start()
        while not self.server.started and self.thread.is_alive():
            self.thread.join(0.02)

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(10)
        self.sock.close()


def serve(lobby: Lobby, host: str, port: int, games: int, pace: float, announce) -> None:
    """Starts `games` tables, announces their links, and serves until interrupted."""
    import uvicorn

    sock = bind(host, port)
    base = base_url(sock, host)
    for _ in range(games):
        table = lobby.new_table()
        announce(f"game {table.number}:")
        for line in seat_links(base, table):
            announce(f"  {line}")
    announce(f"games and new games: {base}/host/{lobby.host_token}")
    config = uvicorn.Config(Server(lobby, pace).app(), log_level="warning", lifespan="off",
                            ws_max_size=MAX_MESSAGE)
    uvicorn.Server(config).run(sockets=[sock])
