"""The Share dialog and the window against hostile input: names written as markup show
literally in every label; sharing on all addresses shows this machine's real addresses and
never the wildcard; a club password in any form never reaches the window's club tooltip;
a tournament's name shows as typed on its board."""

from __future__ import annotations

import json
import socket
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QLabel, QWidget

from scoretable.session.share.addresses import local_addresses
from scoretable.ui.share_dialog import ALL_ADDRESSES, ShareDialog

# names a player may type, each markup if a label took it as rich text
MARKUP = ("<b>Ann</b>", "<img src=x>Ben", "<a href='http://e.example'>Cho</a>", "Dai<br>x")


def _open(window: Any, host: str = "127.0.0.1") -> ShareDialog:
    window.menu_game.act_share.trigger()
    dialog = window.findChild(ShareDialog)
    assert dialog is not None
    dialog.host.setCurrentIndex(dialog.host.findData(host))
    dialog.port.setValue(0)
    return dialog


def _labels_naming(top: QWidget, names: tuple[str, ...]) -> list[QLabel]:
    """The labels that show one of ``names`` (whole, or cut short: then whole as their
    accessible name)."""
    return [
        label
        for label in top.findChildren(QLabel)
        if any(name in f"{label.text()} {label.accessibleName()}" for name in names)
    ]


def test_names_show_literally_on_the_codes(make_window: Any, qtbot: Any) -> None:
    window = make_window(players=MARKUP)
    dialog = _open(window)
    assert dialog.start()
    try:
        assert dialog.card_titles() == [
            "<b>Ann</b> (East)", "<img src=x>Ben (South)",
            "<a href='http://e.example'>Cho</a> (West)", "Dai<br>x (North)", "Overlay (stream)",
        ]  # fmt: skip
        for index in range(4):
            title = dialog._card(index).title
            assert title.textFormat() == Qt.TextFormat.PlainText
            # drawn as typed: as wide as its characters (markup would hide the tags)
            wide = QFontMetrics(title.font()).horizontalAdvance(title.text())
            assert title.sizeHint().width() >= wide
        # a name too long for its card: cut in the middle, the wind kept, whole in the tip
        long_title = dialog._card(2).title
        assert long_title.text().startswith("<a href=") and "\u2026" in long_title.text()
        assert long_title.text().endswith("</a> (West)")
        assert long_title.toolTip() == "<a href='http://e.example'>Cho</a> (West)"
        assert dialog._card(0).title.toolTip() == ""
        # the pages the phones open say the names as typed too
        url = dialog._card(0).url.replace("/seat?", "/state.json?")
        with urllib.request.urlopen(url, timeout=5) as answer:
            assert json.loads(answer.read())["names"] == list(MARKUP)
    finally:
        dialog.stop()


@pytest.mark.parametrize("name", MARKUP)
def test_every_label_naming_a_player_shows_the_name_as_typed(
    make_window: Any, qtbot: Any, name: str
) -> None:
    from scoretable.engine.table import ExhaustiveDraw, Win, WinEntry

    players = (name, "Ben", "Cho", "Dai")
    window = make_window(players=players)
    # a game played to its end: the standings, the last hand and the results name everyone
    window.model.record_win(Win(entries=(WinEntry(winner=0, han=3, fu=30),), discarder=2))
    for _ in range(7):
        window.model.record_draw(ExhaustiveDraw(tenpai=frozenset()))
    screens = [
        window.menu_view.show_second_screen(),
        window.menu_view.show_conditions(),
        window.menu_game.show_results(),
    ]
    dialog = _open(window)
    assert dialog.start()
    try:
        labels = [
            label for top in [window, dialog, *screens] for label in _labels_naming(top, (name,))
        ]
        # the panel's name, the code's title, the second screen's standings at least
        assert len(labels) >= 3
        for label in labels:
            assert label.textFormat() == Qt.TextFormat.PlainText, label.objectName()
    finally:
        dialog.stop()


# --- all addresses -----------------------------------------------------------------------------


def test_all_addresses_shows_the_real_ones(make_window: Any, qtbot: Any) -> None:
    window = make_window()
    dialog = _open(window, ALL_ADDRESSES)
    assert dialog.host.currentText() == "All addresses"
    assert dialog.start()
    try:
        status = dialog.status.text()
        assert status.startswith(f"Sharing on all addresses ({', '.join(local_addresses())})")
        assert f"port {dialog.server.port}" in status
        shown = [status, *(dialog._card(i).url for i in range(5))]
        shown += [dialog._card(i).address.text() for i in range(5)]
        assert not any("0.0.0.0" in text for text in shown)
        assert all(
            dialog._card(i).url.startswith(f"http://{local_addresses()[0]}:") for i in range(5)
        )
        # the loopback is among them: a page opens there
        port = dialog.server.port
        token = dialog.server.tokens.seats[0]
        url = f"http://127.0.0.1:{port}/state.json?t={token}"
        with urllib.request.urlopen(url, timeout=5) as answer:
            assert answer.status == 200
    finally:
        dialog.stop()
    assert "0.0.0.0" not in dialog.host.currentText()


def test_a_refusal_on_all_addresses_names_no_wildcard(make_window: Any, qtbot: Any) -> None:
    window = make_window()
    dialog = _open(window, ALL_ADDRESSES)
    with socket.socket() as taken:
        taken.bind(("0.0.0.0", 0))
        taken.listen()
        dialog.port.setValue(taken.getsockname()[1])
        assert not dialog.start()
    assert dialog.status.text().startswith("Cannot share on all addresses: ")
    assert "0.0.0.0" not in dialog.status.text()
    assert "\n" not in dialog.status.text()


# --- the club's password -------------------------------------------------------------------------

PASSWORDS = [
    ("postgresql://club:my50%off!pw@127.0.0.1:1/league", "my50%off!pw"),
    ("postgresql://club@127.0.0.1:1/league?password=my50%off!pw", "my50%off!pw"),
    ("host=127.0.0.1 port=1 user=club password='my 50%off!pw'", "my 50%off!pw"),
    ("postgresql://club:s3cret%zz@127.0.0.1:1/league", "s3cret%zz"),
    ("postgresql://club:pass@word@127.0.0.1:1/league", "pass@word"),
]


@pytest.mark.parametrize(("url", "password"), PASSWORDS)
def test_the_club_tooltip_never_shows_the_password(
    qtbot: Any, tmp_path: Path, url: str, password: str
) -> None:
    from scoretable.engine.rules import get_preset
    from scoretable.session.club_link import ClubLink
    from scoretable.session.library import Library
    from scoretable.storage.db import open_store
    from scoretable.ui.table.main_window import MainWindow

    library = Library(open_store(tmp_path).store)
    link = ClubLink(url, library.store.path)
    library.club = link
    try:
        window = MainWindow(
            library.new_model(get_preset("standard"), ("Ann", "Ben", "Cho", "Dai")),
            library=library,
            club=link,
        )
        qtbot.addWidget(window)
        with qtbot.waitSignal(link.statusChanged, timeout=20_000):
            link.game_changed(1)
        shown = [window.club_status.toolTip(), window.club_status.text()]
        assert window.club_status.text() == "Club: not sent (will retry)"
        assert all(password not in text for text in shown), shown
        assert all(part not in text for text in shown for part in password.split("@"))
    finally:
        link.close()
        library.close()


def test_a_tournaments_name_shows_as_typed_on_its_board(qtbot: Any) -> None:
    from scoretable.ui.library.tournament_board import TournamentBoard

    board = TournamentBoard("<b>Cup</b><img src=x>")
    qtbot.addWidget(board)
    board.show_seating(1, [MARKUP])
    assert board.title.text() == "<b>Cup</b><img src=x>: session 1"
    assert board.title.textFormat() == Qt.TextFormat.PlainText
