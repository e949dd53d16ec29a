"""Game -> Share with phones: nothing listens until Start; a code per seat and the overlay's;
New code shuts the old page out; the pages connected listed; the window's game followed (a
new game: new codes); Stop, and the window closing, free the port."""

from __future__ import annotations

import asyncio
import json
import socket
import urllib.error
import urllib.request
from typing import Any

import aiohttp
import pytest
from helpers.table_ui import PLAYERS
from PySide6.QtCore import Qt

from scoretable.engine.rules import get_preset
from scoretable.engine.table import Win, WinEntry
from scoretable.game.model import GameModel
from scoretable.session.share.tokens import OVERLAY
from scoretable.ui.share_dialog import ShareDialog


def _status(url: str) -> int:
    try:
        with urllib.request.urlopen(url, timeout=5) as answer:
            return int(answer.status)
    except urllib.error.HTTPError as error:
        return int(error.code)


def _state(url: str) -> dict[str, Any]:
    with urllib.request.urlopen(url.replace("/seat?", "/state.json?"), timeout=5) as answer:
        return dict(json.loads(answer.read()))


def _listening(port: int) -> bool:
    try:
        socket.create_connection(("127.0.0.1", port), timeout=1).close()
    except OSError:
        return False
    return True


def _open(window: Any, qtbot: Any) -> ShareDialog:
    window.menu_game.act_share.trigger()
    dialog = window.findChild(ShareDialog)
    assert dialog is not None
    assert dialog.isVisible()
    dialog.host.setCurrentIndex(dialog.host.findData("127.0.0.1"))
    dialog.port.setValue(0)
    return dialog


def test_nothing_listens_until_start_then_a_code_per_page(make_window: Any, qtbot: Any) -> None:
    window = make_window()
    assert window.menu_game.act_share in window.menu_game.actions()
    dialog = _open(window, qtbot)
    assert dialog.server is None
    assert not dialog.cards_box.isVisible()
    assert dialog.start_button.text() == "Start sharing"
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert dialog.server is not None
    assert _listening(dialog.server.port)
    assert dialog.start_button.text() == "Stop sharing"
    assert not dialog.host.isEnabled()
    assert dialog.card_titles() == [
        "Ann (East)", "Ben (South)", "Cho (West)", "Dai (North)", "Overlay (stream)",
    ]  # fmt: skip
    for index in range(5):
        card = dialog._card(index)
        assert not card.code.pixmap().isNull()
        assert card.code.pixmap().width() >= 120
    seat_url = dialog._card(2).url
    state = _state(seat_url)
    assert state["seat"] == 2
    assert state["names"] == list(PLAYERS)
    # the window's game followed
    window.model.record_win(Win(entries=(WinEntry(winner=2, han=3, fu=30),), discarder=0))
    assert _state(seat_url)["scores"] == [21100, 25000, 28900, 25000]
    port = dialog.server.port
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert dialog.server is None
    assert not _listening(port)
    assert dialog.status.text() == "Not sharing: nothing listens for phones."


def test_new_code_shuts_the_old_page_out(make_window: Any, qtbot: Any) -> None:
    window = make_window()
    dialog = _open(window, qtbot)
    assert dialog.start()
    old = [dialog._card(i).url for i in range(5)]
    qtbot.mouseClick(dialog._card(1).renew, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog._card(1).url != old[1])
    assert _status(old[1].replace("/seat?", "/state.json?")) == 403
    assert _status(dialog._card(1).url) == 200
    assert _status(old[0]) == 200  # the others keep theirs
    qtbot.mouseClick(dialog.renew_all, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog._card(0).url != old[0])
    assert all(_status(url) == 403 for url in old)
    dialog.renew(OVERLAY)
    assert _status(dialog._card(4).url) == 200
    dialog.stop()


def test_connected_pages_listed(make_window: Any, qtbot: Any) -> None:
    window = make_window()
    dialog = _open(window, qtbot)
    assert dialog.start()
    url = dialog._card(3).url.replace("/seat", "/ws").replace("http", "ws")
    assert dialog.devices.count() == 0

    async def watch() -> None:
        async with aiohttp.ClientSession() as session, session.ws_connect(url) as ws:
            await ws.receive(timeout=5)
            qtbot.waitUntil(lambda: dialog.devices.count() == 1, timeout=5000)
            assert dialog.devices.item(0).text().startswith("Dai: 127.0.0.1, since ")

    asyncio.run(watch())
    qtbot.waitUntil(lambda: dialog.devices.count() == 0, timeout=5000)
    dialog.stop()


def test_another_game_gets_new_codes(make_window: Any, qtbot: Any) -> None:
    window = make_window()
    dialog = _open(window, qtbot)
    assert dialog.start()
    old = dialog._card(0).url
    window.set_model(GameModel(get_preset("standard"), ("Eve", "Fay", "Gus", "Hal")))
    assert dialog._card(0).url != old
    assert _status(old) == 403
    assert _state(dialog._card(0).url)["names"] == ["Eve", "Fay", "Gus", "Hal"]
    assert dialog.card_titles()[0] == "Eve (East)"
    dialog.stop()


def test_the_window_closing_stops_sharing(make_window: Any, qtbot: Any) -> None:
    window = make_window()
    dialog = _open(window, qtbot)
    assert dialog.start()
    port = dialog.server.port
    dialog.close()  # the dialog closed: the phones go on
    assert _listening(port)
    window.close()
    assert not _listening(port)


def test_an_address_taken_is_said_and_nothing_changes(make_window: Any, qtbot: Any) -> None:
    window = make_window()
    dialog = _open(window, qtbot)
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        dialog.port.setValue(taken.getsockname()[1])
        qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert dialog.server is None
    assert dialog.status.text().startswith("Cannot share on 127.0.0.1: ")
    assert "\n" not in dialog.status.text()
    assert dialog.start_button.text() == "Start sharing"


def test_codes_fit_the_dialog(make_window: Any, qtbot: Any) -> None:
    window = make_window()
    dialog = _open(window, qtbot)
    assert dialog.start()
    qtbot.waitUntil(lambda: dialog.cards.count() == 5)
    cards = [dialog._card(index) for index in range(5)]

    def misfits() -> list[str]:
        """What does not fit, once the dialog is laid out (on a loaded machine the layout
        may still be settling when the cards first show)."""
        found = []
        for card in cards:
            if not card.isVisible():
                found.append(f"{card.title.text()!r} hidden")
            for label in (card.title, card.address):
                for line in label.text().splitlines():
                    if label.fontMetrics().horizontalAdvance(line) > label.width():
                        found.append(f"{line!r} wider than its label")
            size = card.code.pixmap().deviceIndependentSize().toSize()
            if card.code.size() != size or size.width() != size.height():
                found.append(f"{card.title.text()!r}: code {card.code.size()} for {size}")
            if card.address.height() < 2 * card.address.fontMetrics().height():
                found.append(f"{card.title.text()!r}: address under two lines high")
        found += [
            f"{a.title.text()!r} overlaps {b.title.text()!r}"
            for a in cards
            for b in cards
            if a is not b and a.geometry().intersects(b.geometry())
        ]
        return found

    def fits() -> None:
        assert misfits() == []  # waitUntil gives the last of these on a timeout

    dialog.layout().activate()
    qtbot.waitUntil(fits)
    dialog.stop()


def test_a_flood_leaves_the_window_and_the_game_alone(make_window: Any, qtbot: Any) -> None:
    from scoretable.session.share import gate as gate_module

    window = make_window()
    dialog = _open(window, qtbot)
    assert dialog.start()
    seat_url = dialog._card(0).url
    flood = []
    try:
        for _ in range(gate_module.MAX_WAITING_PER_ADDRESS + 20):
            flood.append(socket.create_connection(("127.0.0.1", dialog.server.port), timeout=5))
        qtbot.waitUntil(lambda: dialog.server.turned_away == 20, timeout=5000)
        # the window goes on: a hand recorded, saved and shown as ever
        window.model.record_win(Win(entries=(WinEntry(winner=1, han=3, fu=30),), discarder=0))
        assert window.model.scores == (21100, 28900, 25000, 25000)
    finally:
        for conn in flood:
            conn.close()
    qtbot.waitUntil(lambda: dialog.server.open_connections == 0, timeout=5000)
    assert _state(seat_url)["scores"] == [21100, 28900, 25000, 25000]
    assert len(window.model.log) == 1  # nothing but the hand written
    dialog.stop()


# where a card or a panel turned by each angle lies from the middle (its reader's side)
SIDES = {0: "bottom", 90: "right", 180: "top", 270: "left"}


def _side(widget: Any, middle: Any) -> str:
    """Which side of ``middle`` (a widget of the same window) ``widget`` lies wholly on."""
    top = widget.window()

    def box(w: Any) -> Any:
        return w.rect().translated(w.mapTo(top, w.rect().topLeft()))

    a, m = box(widget), box(middle)
    sides = [
        name
        for name, beyond in (
            ("bottom", a.top() >= m.bottom()),
            ("top", a.bottom() <= m.top()),
            ("right", a.left() >= m.right()),
            ("left", a.right() <= m.left()),
        )
        if beyond
    ]
    return sides[0] if len(sides) == 1 else f"not on one side: {sides}"


@pytest.mark.parametrize("turns", [0, 1, 3])
def test_in_table_mode_each_seat_code_faces_its_seat(
    make_window: Any, qtbot: Any, turns: int
) -> None:
    """Table mode: each seat's code on its panel's side of the table, turned as its panel is,
    around the overlay's (upright); the window turned, they follow; back on the screen, all
    upright with their addresses."""
    from scoretable.ui.widgets.rotated import RotatedHost

    window = make_window()
    dialog = _open(window, qtbot)
    assert dialog.start()
    qtbot.waitUntil(lambda: dialog.cards.count() == 5)
    assert not any(isinstance(dialog.card_holder(i), RotatedHost) for i in range(5))
    window.menu_view.act_table_mode.trigger()
    for _ in range(turns):
        window.menu_view.act_rotate.trigger()
    assert window.layout_mode == "table"
    assert window.rotation == turns

    def turned() -> bool:
        return dialog.cards.count() == 5 and all(
            isinstance(h := dialog.card_holder(seat), RotatedHost)
            and h.angle == window.panel_angle(seat)
            for seat in range(4)
        )

    qtbot.waitUntil(turned)
    qtbot.waitUntil(lambda: all(dialog.card_holder(i).isVisible() for i in range(5)))
    dialog.layout().activate()
    overlay = dialog.card_holder(4)
    assert dialog._card(4).seat == OVERLAY
    assert not isinstance(overlay, RotatedHost)
    angles = set()
    for seat in range(4):
        host = dialog.card_holder(seat)
        angle = window.panel_angle(seat)
        angles.add(angle)
        assert _side(host, overlay) == SIDES[angle]
        assert _side(window.panel_holder(seat), window.indicator) == SIDES[angle]
        card = dialog._card(seat)
        assert card.title.text().startswith(PLAYERS[seat])
        assert card.code.pixmap().width() >= 120  # device pixels: scannable across a table
        assert not card.address.isVisibleTo(card)
        assert card.code.toolTip() == card.url
        assert host.size() == (card.size().transposed() if angle % 180 else card.size())
    assert angles == {0, 90, 180, 270}
    holders = [dialog.card_holder(i) for i in range(5)]
    for a in holders:
        for b in holders:
            assert a is b or not a.geometry().intersects(b.geometry())
    window.menu_view.act_table_mode.trigger()
    qtbot.waitUntil(
        lambda: (
            dialog.cards.count() == 5
            and not any(isinstance(dialog.card_holder(i), RotatedHost) for i in range(5))
        )
    )
    assert all(dialog.seat_angle(seat) == 0 for seat in range(4))
    assert all(dialog._card(i).address.isVisibleTo(dialog._card(i)) for i in range(5))
    dialog.stop()
