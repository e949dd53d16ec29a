"""Games -> Send the whole library to the club (issue 35): the sync runs on the background
runner against the real server; the window's event loop beats on while it sends, Cancel
half-way keeps the games sent, and the next sync sends the rest, none twice."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from helpers.club_games import count, table_game
from helpers.long_work import Heartbeat
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from scoretable.engine.rules import get_preset
from scoretable.session.club_link import ClubLink
from scoretable.session.library import Library
from scoretable.storage.club import sending
from scoretable.storage.db import open_store
from scoretable.ui.table.main_window import MainWindow
from scoretable.ui.widgets.long_work import ProgressDialog, running

GAMES = 120


@pytest.fixture
def url(pg_server, request):
    return pg_server.create_database("t_syncui_" + request.node.name[-20:].lower())


@pytest.fixture
def said(monkeypatch) -> list[str]:
    texts: list[str] = []
    for kind in ("information", "warning"):
        monkeypatch.setattr(QMessageBox, kind, lambda _p, _t, text, *a, **k: texts.append(text))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    return texts


@pytest.fixture
def library(tmp_path: Path):
    lib = Library(open_store(tmp_path / "data").store)
    for seed in range(GAMES):
        table_game(lib.store, [f"A{seed}", "Bo", "Cy", "Di"], seed)
    yield lib
    lib.close()


def window_with(qtbot, library: Library, club: ClubLink | None) -> MainWindow:
    library.club = club  # as the app gives both
    window = MainWindow(
        library.new_model(get_preset("standard"), ("Aiko", "Bruno", "Chen", "Dana")),
        library=library,
        club=club,
    )
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_the_entry_needs_a_club_server(qtbot, library):
    window = window_with(qtbot, library, None)
    assert window.menu_games.act_club_sync in window.menu_games.actions()
    assert not window.menu_games.act_club_sync.isEnabled()


def test_a_whole_library_syncs_in_the_background_and_cancel_keeps_what_was_sent(
    qtbot, library, url, said, monkeypatch
):
    # the sending waits past half-way until Cancel is pressed: on a quiet machine all the
    # games were sent before the click, and there was nothing left to cancel
    gate = threading.Event()
    sent: list[object] = []
    real_send = sending._send

    def held(*args: object, **kwargs: object) -> bool:
        sent.append(args[1])
        if len(sent) > GAMES // 2:
            gate.wait(60)
        return real_send(*args, **kwargs)

    monkeypatch.setattr(sending, "_send", held)
    link = ClubLink(url, library.store.path)
    try:
        window = window_with(qtbot, library, link)
        assert window.menu_games.act_club_sync.isEnabled()
        heart = Heartbeat().start()
        window.menu_games.act_club_sync.trigger()
        job = running(window)
        assert job is not None
        dialog = window.findChild(ProgressDialog)
        # half the games sent, the sending held at the gate (the progress shown may lag behind)
        qtbot.waitUntil(lambda: len(sent) > GAMES // 2, timeout=120_000)
        # the window's event loop beats on while the sync is held mid-way (how long it
        # stops at most: benchmarks/bench_long_work.py's club row)
        beats = heart.beats
        qtbot.waitUntil(lambda: heart.beats >= beats + 3)
        qtbot.waitUntil(dialog.isVisible)
        assert "Sending the games" in dialog.stage.text()
        assert f"of {GAMES} games" in dialog.count.text()
        with qtbot.waitSignal(job.cancelled, timeout=120_000):
            qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
            gate.set()
        heart.stop()
        _, done, total = job.last
        assert total == GAMES
        assert 0 < done < GAMES
        on_server = count(url, "games")
        assert on_server == done  # the games sent stay sent, and the message says how many
        assert said[-1].startswith(f"The sync was stopped after {done} of {GAMES} games")

        # the next sync sends the rest, none twice
        window.menu_games.act_club_sync.trigger()
        rest = running(window)
        assert rest is not None
        with qtbot.waitSignal(rest.succeeded, timeout=120_000):
            pass
        assert count(url, "games") == GAMES
        assert said[-1] == f"{GAMES - done} games sent; {done} already on the server."
    finally:
        link.close()


def test_a_server_that_cannot_be_reached_says_why_in_one_line(qtbot, library, said):
    link = ClubLink("postgresql://t:x@127.0.0.1:1/none", library.store.path)
    try:
        window = window_with(qtbot, library, link)
        window.menu_games.act_club_sync.trigger()
        job = running(window)
        assert job is not None
        with qtbot.waitSignal(job.failed, timeout=60_000):
            pass
        assert len(said) == 1
        assert "\n" not in said[0]
        assert said[0].startswith("the club server is unreachable")
    finally:
        link.close()
