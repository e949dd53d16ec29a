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
