"""The club link's worker, with the server's side stood in for (no PostgreSQL needed): it
reads the library through a read-only connection, closes its connection to the server when
closed, stops cleanly when it never connected, and never holds the program open."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest

from scoretable.engine.rules import get_preset
from scoretable.session import club_link
from scoretable.session.club_link import ClubLink
from scoretable.storage.club import ClubError
from scoretable.storage.club.copies import CONFLICT
from scoretable.storage.db import Store, open_store
from scoretable.storage.paths import DB_NAME

NAMES = ["Ann", "Bo", "Cy", "Di"]
URL = "postgresql://club@club.local/league"


class _Connection:
    """A connection to the club's server that only knows whether it was closed."""

    def __init__(self) -> None:
        self.closed = False
        self.broken = False

    def close(self) -> None:
        self.closed = True


def test_a_game_is_read_from_the_library_and_the_connection_closed_with_the_link(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    opened: list[_Connection] = []
    sent: list[tuple[int, list[str]]] = []

    def connect(url: str) -> _Connection:
        opened.append(_Connection())
        return opened[-1]

    def send_game(conn: _Connection, store: Store, game_id: int) -> None:
        sent.append((game_id, list(store.load_game(game_id).players)))

    monkeypatch.setattr(club_link, "connect", connect)
    monkeypatch.setattr(club_link, "send_game", send_game)
    with open_store(tmp_path).store as store:
        game_id = store.start_game(get_preset("standard"), NAMES).game_id
        later = store.start_game(get_preset("standard"), ["W", "X", "Y", "Z"]).game_id
        link = ClubLink(URL, tmp_path / DB_NAME)
        try:
            with qtbot.waitSignal(link.statusChanged, timeout=10_000) as status:
                link.game_changed(game_id)
            assert status.args[0] == "sent"
            assert sent == [(game_id, NAMES)]
            with qtbot.waitSignal(link.statusChanged, timeout=10_000) as status:
                link.game_changed(later)
            assert status.args[0] == "sent"
            # a game sent is sent once: only the new one goes
            assert sent == [(game_id, NAMES), (later, ["W", "X", "Y", "Z"])]
        finally:
            link.close()
    assert [conn.closed for conn in opened] == [True]


def test_a_link_that_never_connected_stops_cleanly_and_never_holds_the_program_open(
    qapp: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    failures: list[BaseException | None] = []
    monkeypatch.setattr(threading, "excepthook", lambda args: failures.append(args.exc_value))
    link = ClubLink(URL, tmp_path / DB_NAME)
    try:
        workers = [t for t in threading.enumerate() if t.name == "club-link" and t.is_alive()]
        daemons = [t.daemon for t in workers]
    finally:
        link.close()
    assert daemons == [True]  # the program may end with it still waiting
    assert [t for t in workers if t.is_alive()] == []
    assert failures == []


class _Note:
    """A conflict's one line, as Conflict.note() gives it."""

    def __init__(self, text: str) -> None:
        self._text = text

    def text(self, translate: object) -> str:
        return self._text


class _Conflict:
    def __init__(self, game_id: int) -> None:
        self.game_id = game_id

    def note(self) -> _Note:
        return _Note(f"game {self.game_id}: the copies differ")


def _two_pending(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, send_game: Any
) -> tuple[ClubLink, list[int]]:
    """A link whose first connection fails, so that the next round finds two games pending
    at once (the first one kept, the second one asked for after the failure)."""
    calls = 0

    def connect(url: str) -> _Connection:
        nonlocal calls
        calls += 1
        if calls == 1:
            raise OSError("the club's server is not there yet")
        return _Connection()

    monkeypatch.setattr(club_link, "connect", connect)
    monkeypatch.setattr(club_link, "send_game", send_game)
    with open_store(tmp_path).store as store:
        ids = [store.start_game(get_preset("standard"), NAMES).game_id for _ in range(2)]
    link = ClubLink(URL, tmp_path / DB_NAME)
    with qtbot.waitSignal(link.statusChanged, timeout=10_000) as status:
        link.game_changed(ids[0])
    assert status.args[0] == "failed"
    return link, ids


def test_every_game_in_conflict_is_named_in_the_status_one_a_line(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(
        club_link, "game_conflicts", lambda conn, store, game_id: [_Conflict(game_id)]
    )
    link, ids = _two_pending(qtbot, tmp_path, monkeypatch, lambda conn, store, game_id: CONFLICT)
    try:
        with qtbot.waitSignal(link.statusChanged, timeout=10_000) as status:
            link.game_changed(ids[1])
    finally:
        link.close()
    assert status.args == [
        "conflict",
        f"game {ids[0]}: the copies differ\ngame {ids[1]}: the copies differ",
    ]


@pytest.mark.parametrize(
    ("error", "tried"),
    [
        # the server refused: the round stops, the other games wait for the next one
        (ClubError("the club refused it"), 1),
        # this game's own trouble: the others still go
        (ValueError("this game cannot be read"), 2),
    ],
)
def test_a_refusal_ends_the_round_where_a_games_own_error_does_not(
    qtbot: Any,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    error: Exception,
    tried: int,
) -> None:
    attempts: list[int] = []

    def send_game(conn: _Connection, store: Store, game_id: int) -> None:
        attempts.append(game_id)
        if len(attempts) == 1:
            raise error

    link, ids = _two_pending(qtbot, tmp_path, monkeypatch, send_game)
    try:
        with qtbot.waitSignal(link.statusChanged, timeout=10_000) as status:
            link.game_changed(ids[1])
    finally:
        link.close()
    assert status.args[0] == "failed"
    assert attempts == ids[:tried]


def test_with_nothing_to_send_the_link_waits_without_a_retry(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    connected: list[str] = []
    monkeypatch.setattr(club_link, "RETRY_SECONDS", 0.01)
    monkeypatch.setattr(club_link, "connect", connected.append)
    link = ClubLink(URL, tmp_path / DB_NAME)
    try:
        # a retry would connect (or fail to) and say so: neither happens
        with qtbot.assertNotEmitted(link.statusChanged, wait=300):
            pass
    finally:
        link.close()
    assert connected == []
