"""The sharing server: the seat pages, the overlay, ``/state.json`` and its updates.

    server = ShareServer(host="192.168.1.20", port=0, language="ja")
    server.start()                       # listening when it returns (OSError if it cannot)
    server.publish(snapshot)             # from any thread: every page has it within moments
    server.urls()                        # {"seats": [URL, ...], "overlay": URL}
    server.stop()                        # every connection closed, the port free

aiohttp serves HTTP and WebSocket on one port, on an asyncio loop in a thread of its own (the
window's thread only hands it snapshots). It never writes the game: it answers GET (and HEAD),
and POST on ``/answer`` alone, where a learner seat's page answers its own open question
(:mod:`.questions`; the answer is judged and handed to ``on_answer`` to keep, never written
into the game). Every address needs a token (``?t=``) of the game now shared: none is 401,
an unknown, revoked or earlier game's token 403, any other path 404, and none of these
answers carries game data. Requests are small (short headers, no body but an answer's, at
most :data:`MAX_ANSWER` bytes), each address may ask only so often (429), and the
connections, the pages connected and those of one token are bounded (a connection over the
bound is closed at once). The connections
that have not shown a token yet are few per address and in all, and are cut after
:data:`~scoretable.session.share.gate.FIRST_REQUEST_SECONDS` (:mod:`.gate`): one host cannot
hold the room the pages need. A request must name this server in its Host header (421
otherwise: DNS rebinding), and no page of another site may ask (Origin, 403; :mod:`.hosts`).
A refusal closes its connection.

Listening on a wildcard (``0.0.0.0``, ``::``) listens on all addresses, IPv4 and IPv6 on one
port; :meth:`ShareServer.addresses` then names this machine's real ones, and the pages'
addresses (:meth:`ShareServer.urls`) use the first.

Routes: ``/seat?t=`` a seat's page, ``/overlay?t=`` the overlay, ``/state.json?t=[&lang=]``
the state (:func:`~scoretable.session.share.state.state_json`; a learner seat's with its
open ``question``), ``POST /answer?t=[&lang=]`` with ``{"id": ID, "points": N}`` that
seat's answer (200 ``{"correct", "expected", "explanation"}``; 400 a body that is not one,
404 no such question open for that seat), ``/ws?t=[&lang=]`` a
WebSocket on which the server sends that same JSON after every change (never reads a
message: anything a page sends closes it).
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import logging
import os
import threading
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass
from importlib import resources
from typing import Any

from aiohttp import web

from scoretable import clock
from scoretable.engine.markers import Translate, english
from scoretable.session.share.addresses import local_addresses
from scoretable.session.share.gate import Door, Gate
from scoretable.session.share.hosts import (
    canonical,
    host_served,
    is_wildcard,
    names_served,
    origin_served,
)
from scoretable.session.share.questions import Questions
from scoretable.session.share.state import Snapshot, state_json
from scoretable.session.share.tokens import OVERLAY, Tokens
from scoretable.storage.table_answers import TableAnswer

_log = logging.getLogger(__name__)
# aiohttp's reports of malformed requests (anyone on the network can send them): kept quiet
_http_log = logging.getLogger(__name__ + ".http")
_http_log.setLevel(logging.CRITICAL)
_SEAT = web.RequestKey("seat", int)

# Connections waiting to be accepted by the server's thread (a flood of them must not
# push a page's out of the queue).
BACKLOG = 1024
# Pages connected by WebSocket at once, in all and per token.
MAX_SOCKETS = 48
MAX_SOCKETS_PER_TOKEN = 6
# Requests one address may make: a burst, then so many a second.
RATE_BURST = 40
RATE_PER_SECOND = 10.0
# The longest request line and header accepted (a page's requests are far shorter).
MAX_LINE = 2048
MAX_HEADERS = 40
# A token is 22 characters; anything much longer is not one.
MAX_TOKEN = 64
# The largest answer a page may send (``{"id": ..., "points": ...}`` is far shorter).
MAX_ANSWER = 256
_PATHS = ("/seat", "/overlay", "/state.json", "/ws", "/answer")
LANGUAGES = ("en", "ja")

_SECURITY_HEADERS = {
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
}
_PAGE_POLICY = (
    "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; "
    "connect-src 'self'; img-src data:; base-uri 'none'; form-action 'none'"
)


@dataclass(frozen=True)
class Device:
    """A page connected now: which seat (:data:`OVERLAY`), from where, since when."""

    id: int
    seat: int
    address: str
    agent: str
    since: float


class _Client:
    def __init__(
        self, device: Device, ws: web.WebSocketResponse, language: str, token: str
    ) -> None:
        self.device = device
        self.token = token
        self.ws = ws
        self.language = language
        self.dirty = asyncio.Event()


def page_text(name: str, language: str) -> str:
    """The page ``name`` ("seat" or "overlay") with its style and script inlined."""
    folder = resources.files("scoretable.resources") / "share"
    html = (folder / f"{name}.html").read_text(encoding="utf-8")
    return (
        html.replace("{{style}}", (folder / "share.css").read_text(encoding="utf-8"))
        .replace("{{script}}", (folder / "share.js").read_text(encoding="utf-8"))
        .replace("{{lang}}", language)
    )


class ShareServer:
    """One shared game's server (see the module docstring).

    Args:
        host: the address to listen on (the loopback by default).
        port: the port (0: any free one; :attr:`port` says which).
        language: the pages' language unless a page asks for another (``?lang=``).
        translators: a translate function for each language of the state's sentences
            (English, the default, needs none).
        on_devices: called (on the server's thread) when a page connects or leaves.
        learners: the seats asked a question after each hand won (:mod:`.questions`).
        on_answer: called (in a worker thread) with each answer given, to keep it.
    """

    def __init__(
        self,
        host: str = "127.0.0.1",
        port: int = 0,
        language: str = "en",
        translators: Mapping[str, Translate] | None = None,
        on_devices: Callable[[], None] | None = None,
        learners: Collection[int] = (),
        on_answer: Callable[[TableAnswer], None] | None = None,
    ) -> None:
        self.host = canonical(host)
        self.port = port
        self.language = language if language in LANGUAGES else "en"
        self.translators: dict[str, Translate] = {"en": english, **(translators or {})}
        self.on_devices = on_devices
        self.tokens = Tokens()
        self._snapshot: Snapshot | None = None
        self._cache: dict[tuple[object, ...], str] = {}
        self.questions = Questions(learners)
        self.on_answer = on_answer
        self._clients: dict[int, _Client] = {}
        self._closing: set[asyncio.Future[Any]] = set()
        self._ids = itertools.count(1)
        self._buckets: dict[str, tuple[float, float]] = {}
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._runner: web.AppRunner | None = None
        self._servers: list[asyncio.AbstractServer] = []
        self._pages = {name: {lang: "" for lang in LANGUAGES} for name in ("seat", "overlay")}
        # requests refused, by status (the security tests read it)
        self.refused: dict[int, int] = {}
        # who holds a connection, and those turned away or cut
        self.gate = Gate()
        self._local: list[str] = []

    # --- the window's side (any thread) ----------------------------------------------------

    @property
    def turned_away(self) -> int:
        """Connections closed as soon as accepted, for being over a bound."""
        return self.gate.turned_away

    @property
    def open_connections(self) -> int:
        return self.gate.open_connections

    @property
    def everywhere(self) -> bool:
        """Whether the server listens on all addresses (a wildcard host)."""
        return is_wildcard(self.host)

    def addresses(self) -> list[str]:
        """The addresses a page may be opened at: the one listened on, or listening on all,
        this machine's (:func:`~scoretable.session.share.addresses.local_addresses`, looked
        up once: a name lookup may be slow)."""
        if not self.everywhere:
            return [self.host]
        if not self._local:
            self._local = local_addresses()
        return list(self._local)

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def start(self) -> None:
        """Listen; returns once connections are accepted. Raises OSError (the address is
        taken or not this machine's)."""
        if self.running:
            return
        for name in self._pages:
            for lang in LANGUAGES:
                self._pages[name][lang] = page_text(name, lang)
        ready = threading.Event()
        failure: list[BaseException] = []
        loop = asyncio.new_event_loop()
        self._loop = loop

        def run() -> None:
            asyncio.set_event_loop(loop)
            try:
                loop.run_until_complete(self._listen())
            except BaseException as error:  # handed to start()
                failure.append(error)
                ready.set()
                loop.close()
                return
            ready.set()
            try:
                loop.run_forever()
            finally:
                loop.run_until_complete(self._shutdown())
                loop.close()

        self._thread = threading.Thread(target=run, name="scoretable-share", daemon=True)
        self._thread.start()
        ready.wait()
        if failure:
            self._thread.join()
            self._thread = None
            self._loop = None
            error = failure[0]
            if isinstance(error, OSError) and error.errno is not None and error.errno > 0:
                # the system's reason alone: asyncio's names the address, perhaps a
                # wildcard no one can open
                raise OSError(error.errno, os.strerror(error.errno)) from None
            raise error if isinstance(error, OSError) else OSError(str(error))

    def stop(self) -> None:
        """Close every connection and stop listening (the tokens stop working)."""
        self.tokens.clear()
        loop, thread = self._loop, self._thread
        if loop is None or thread is None:
            return
        with contextlib.suppress(RuntimeError):  # the loop has stopped already
            loop.call_soon_threadsafe(loop.stop)
        thread.join(timeout=10)
        self._loop = None
        self._thread = None

    def new_game(self, snapshot: Snapshot) -> None:
        """Share another game: new tokens (the earlier game's pages are shut out)."""
        self.tokens.issue(snapshot.state.players)
        self._call(self.questions.reset)
        self.publish(snapshot)
        self._call(self._close_unknown)

    def publish(self, snapshot: Snapshot) -> None:
        """Serve ``snapshot`` from now on and send it to every page connected."""
        if not self.tokens.seats:
            self.tokens.issue(snapshot.state.players)
        self._call(self._set_snapshot, snapshot)

    def set_learners(self, seats: Collection[int]) -> None:
        """The seats asked a question from the next hand won on (the questions open stay
        for the seats still learning)."""
        self._call(self._set_learners, frozenset(seats))

    def revoke(self, seat: int) -> None:
        """A new token for ``seat`` (:data:`OVERLAY`: the overlay): pages opened with the old
        one are disconnected and can open nothing more."""
        self.tokens.revoke(seat)
        self._call(self._close_unknown)

    def urls(self, address: str | None = None) -> dict[str, Any]:
        """``{"seats": [URL, ...], "overlay": URL}``: each page's address with its token, at
        ``address`` (default: the first of :meth:`addresses`)."""
        base = f"http://{_host_part(address or self.addresses()[0])}:{self.port}"
        return {
            "seats": [f"{base}/seat?t={token}" for token in self.tokens.seats],
            "overlay": f"{base}/overlay?t={self.tokens.overlay}",
        }

    def devices(self) -> list[Device]:
        """The pages connected now, oldest first."""
        return sorted((c.device for c in list(self._clients.values())), key=lambda d: d.id)

    @property
    def snapshot(self) -> Snapshot | None:
        """The snapshot served now (None before the first)."""
        return self._snapshot

    def _call(self, function: Callable[..., Any], *args: Any) -> None:
        loop = self._loop
        if loop is None:  # not listening: nothing to tell, only the state to keep
            function(*args)
            return
        with contextlib.suppress(RuntimeError):  # stopping
            loop.call_soon_threadsafe(function, *args)

    # --- the server's thread ---------------------------------------------------------------

    async def _listen(self) -> None:
        app = web.Application(client_max_size=1024, middlewares=[self._guard])
        app.router.add_get("/seat", self._seat_page)
        app.router.add_get("/overlay", self._overlay_page)
        app.router.add_get("/state.json", self._state)
        app.router.add_get("/ws", self._socket)
        app.router.add_post("/answer", self._answer)
        runner = web.AppRunner(
            app,
            access_log=None,
            logger=_http_log,
            keepalive_timeout=5,
            max_line_size=MAX_LINE,
            max_field_size=MAX_LINE,
            max_headers=MAX_HEADERS,
            lingering_time=1.0,
        )
        await runner.setup()
        self._runner = runner
        handler = runner.server
        assert handler is not None

        def factory() -> asyncio.Protocol:
            return Door(self.gate, handler)

        loop = asyncio.get_running_loop()
        hosts = ["0.0.0.0", "::"] if self.everywhere else [self.host]
        first = await loop.create_server(factory, hosts[0], self.port, backlog=BACKLOG)
        self._servers.append(first)
        self.port = int(first.sockets[0].getsockname()[1])
        for host in hosts[1:]:
            # IPv6 too where the machine has it, on the same port
            with contextlib.suppress(OSError):
                more = await loop.create_server(factory, host, self.port, backlog=BACKLOG)
                self._servers.append(more)

    async def _shutdown(self) -> None:
        # every page told at once, each given a second to answer (a phone gone quiet does
        # not hold the window's Stop)
        await asyncio.gather(
            *(client.ws.close() for client in list(self._clients.values())),
            return_exceptions=True,
        )
        # run only after _listen succeeded: the runner and a server are there
        assert self._runner is not None
        for server in self._servers:
            server.close()
        for server in self._servers:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(server.wait_closed(), 2)
        self._servers.clear()
        await self._runner.cleanup()
        self._clients.clear()

    def _set_learners(self, seats: frozenset[int]) -> None:
        self.questions.set_learners(seats)
        for client in self._clients.values():
            client.dirty.set()

    def _set_snapshot(self, snapshot: Snapshot) -> None:
        self._snapshot = snapshot
        self.questions.follow(snapshot)
        self._cache.clear()
        for client in self._clients.values():
            client.dirty.set()

    def _close_unknown(self) -> None:
        for client in list(self._clients.values()):
            if self.tokens.seat_of(client.token) != client.device.seat:
                task = asyncio.ensure_future(client.ws.close())
                self._closing.add(task)
                task.add_done_callback(self._closing.discard)

    def _json(self, seat: int | None, language: str) -> str:
        snapshot = self._snapshot
        assert snapshot is not None
        key = (snapshot.version, seat, language, self.questions.state(seat))
        text = self._cache.get(key)
        if text is None:
            translate = self.translators.get(language, english)
            state = state_json(snapshot, seat, translate)
            if seat is not None:
                question = self.questions.json(seat, translate)
                state["question"] = question
                if question is not None and not question["answered"]:
                    state["last"] = None  # its amounts once the learner has answered
            text = json.dumps(state, ensure_ascii=False)
            self._cache[key] = text
        if snapshot.timer is not None:
            # the table's clock as it sends: a phone counts the timer down on the table's
            # clock (its start is the table's), whatever the phone's own clock says
            text = f'{text[:-1]}, "clock": {clock.timestamp():.3f}}}'
        return text

    def _refuse(self, status: int, text: str) -> web.Response:
        self.refused[status] = self.refused.get(status, 0) + 1
        response = web.Response(status=status, text=text, headers=_SECURITY_HEADERS)
        response.force_close()  # its connection goes: room for a page
        return response

    def _allowed(self, address: str) -> bool:
        now = clock.monotonic()
        tokens, then = self._buckets.get(address, (float(RATE_BURST), now))
        tokens = min(float(RATE_BURST), tokens + (now - then) * RATE_PER_SECOND)
        if tokens < 1:
            self._buckets[address] = (tokens, now)
            return False
        self._buckets[address] = (tokens - 1, now)
        if len(self._buckets) > 1024:  # forget the oldest addresses
            for old in list(self._buckets)[:512]:
                del self._buckets[old]
        return True

    @web.middleware
    async def _guard(
        self, request: web.Request, handler: Callable[[web.Request], Any]
    ) -> web.StreamResponse:
        post = request.method == "POST"
        if request.method not in ("GET", "HEAD", "POST") or post != (request.path == "/answer"):
            return self._refuse(405, "Read-only.")
        if not self._allowed(request.remote or ""):
            return self._refuse(429, "Too many requests.")
        door = Door.of(request.transport)
        names = names_served(self.host, door.local)
        if not host_served(request.headers.get("Host"), self.port, names):
            return self._refuse(421, "This server answers to its own address only.")
        if not origin_served(request.headers.get("Origin"), self.port, names):
            return self._refuse(403, "Only this server's own pages may ask.")
        if (request.content_length or 0) > (MAX_ANSWER if post else 0) or (
            request.body_exists and not post
        ):
            return self._refuse(413, "No request body is accepted.")
        if request.path not in _PATHS:
            return self._refuse(404, "Not found.")
        token = request.query.get("t", "")
        if not token:
            return self._refuse(401, "This page needs the address from its QR code.")
        seat = self.tokens.seat_of(token) if len(token) <= MAX_TOKEN else None
        if seat is None or self._snapshot is None:
            return self._refuse(403, "This code is no longer shared: scan the new one.")
        if (request.path in ("/seat", "/answer") and seat == OVERLAY) or (
            request.path == "/overlay" and seat != OVERLAY
        ):
            return self._refuse(403, "This code opens another page.")
        request[_SEAT] = seat
        door.trust()  # a page's: no time limit, and room kept for it
        response: web.StreamResponse = await handler(request)
        return response

    def _language(self, request: web.Request) -> str:
        lang = request.query.get("lang", "")
        return lang if lang in LANGUAGES else self.language

    async def _seat_page(self, request: web.Request) -> web.Response:
        return self._page("seat", request)

    async def _overlay_page(self, request: web.Request) -> web.Response:
        return self._page("overlay", request)

    def _page(self, name: str, request: web.Request) -> web.Response:
        headers = {**_SECURITY_HEADERS, "Content-Security-Policy": _PAGE_POLICY}
        return web.Response(
            text=self._pages[name][self._language(request)],
            content_type="text/html",
            charset="utf-8",
            headers=headers,
        )

    async def _state(self, request: web.Request) -> web.Response:
        seat = request[_SEAT]
        text = self._json(None if seat == OVERLAY else seat, self._language(request))
        return web.Response(
            text=text, content_type="application/json", charset="utf-8", headers=_SECURITY_HEADERS
        )

    async def _answer(self, request: web.Request) -> web.Response:
        seat: int = request[_SEAT]
        body = b""
        while len(body) <= MAX_ANSWER:  # as it comes, in pieces perhaps: one more is too many
            piece = await request.content.read(MAX_ANSWER + 1 - len(body))
            if not piece:
                break
            body += piece
        found = _answer_of(body)
        if found is None:
            return self._refuse(400, 'The body must be {"id": "...", "points": N}.')
        question_id, points = found
        translate = self.translators.get(self._language(request), english)
        answered = self.questions.answer(seat, question_id, points, translate)
        if answered is None:
            return self._refuse(404, "This page has no such question open.")
        for client in self._clients.values():
            if client.device.seat == seat:
                client.dirty.set()
        if self.on_answer is not None:
            loop = asyncio.get_running_loop()
            await loop.run_in_executor(None, self._keep, answered.kept)
        judgment = answered.judgment
        return web.json_response(
            {
                "correct": judgment.correct,
                "expected": judgment.expected,
                "explanation": list(judgment.explanation),
            },
            headers=_SECURITY_HEADERS,
        )

    def _keep(self, answer: TableAnswer) -> None:
        assert self.on_answer is not None
        try:
            self.on_answer(answer)
        except Exception:  # the answer is judged all the same
            _log.exception("share: an answer could not be kept")

    async def _socket(self, request: web.Request) -> web.StreamResponse:
        seat: int = request[_SEAT]
        token = request.query["t"]
        same = sum(1 for c in self._clients.values() if c.device.seat == seat)
        if len(self._clients) >= MAX_SOCKETS or same >= MAX_SOCKETS_PER_TOKEN:
            return self._refuse(503, "Too many pages are open.")
        ws = web.WebSocketResponse(timeout=1.0, heartbeat=20, max_msg_size=256, autoping=True)
        await ws.prepare(request)
        device = Device(
            id=next(self._ids),
            seat=seat,
            address=request.remote or "",
            agent=request.headers.get("User-Agent", "")[:120],
            since=clock.timestamp(),
        )
        client = _Client(device, ws, self._language(request), token)
        self._clients[device.id] = client
        self._devices_changed()
        client.dirty.set()
        sender = asyncio.ensure_future(self._send(client))
        try:
            # a page never speaks: anything it sends ends the connection (autoping: aiohttp
            # answers pings and takes pongs itself, they never come here)
            async for _message in ws:
                break
        finally:
            sender.cancel()
            self._clients.pop(device.id, None)
            self._devices_changed()
            await ws.close()
        return ws

    async def _send(self, client: _Client) -> None:
        seat = None if client.device.seat == OVERLAY else client.device.seat
        with contextlib.suppress(ConnectionError, RuntimeError, asyncio.CancelledError):
            # ends when the page's handler cancels it, or on the send after its socket closed
            # (a page connects only once a snapshot is served)
            while True:
                await client.dirty.wait()
                client.dirty.clear()
                await client.ws.send_str(self._json(seat, client.language))

    def _devices_changed(self) -> None:
        if self.on_devices is not None:
            try:
                self.on_devices()
            except Exception:  # a watcher's failure must not stop the server
                _log.exception("share: the devices' watcher failed")


def _answer_of(body: bytes) -> tuple[str, int] | None:
    """``(id, points)`` of an answer's body, or None if it is not one (any whole number is
    an answer: a whole float too)."""
    if len(body) > MAX_ANSWER:
        return None
    try:
        data = json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    if not isinstance(data, dict):
        return None
    question_id, points = data.get("id"), data.get("points")
    if isinstance(points, float) and points.is_integer():
        points = int(points)
    if not isinstance(question_id, str) or isinstance(points, bool) or not isinstance(points, int):
        return None
    return question_id, points


def _host_part(address: str) -> str:
    return f"[{address}]" if ":" in address else address
