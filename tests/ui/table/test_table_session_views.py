"""The window and its screens are views of the table's session (issue 44): given it when they
are made, they follow its ``gameChanged``; the game is put on the table through the session,
and every screen opens one way (``menus.open_screen``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from scoretable.engine.rules import get_preset
from scoretable.engine.table import Win, WinEntry
from scoretable.game.model import GameModel
from scoretable.session.library import Library
from scoretable.session.table_session import TableSession
from scoretable.settings import SPEECH_ENGINE, Settings
from scoretable.ui.share_dialog import ShareDialog
from scoretable.ui.table.main_window import MainWindow

STANDARD = get_preset("standard")
OTHERS = ("Eve", "Fay", "Gus", "Hal")
RON = Win((WinEntry(winner=1, han=3, fu=30),), discarder=2)


def test_the_window_shows_the_librarys_session_and_follows_its_new_games(
    qtbot: Any, library: Library
) -> None:
    session = library.open_session(STANDARD, ("Aiko", "Bruno", "Chen", "Dana"))
    window = MainWindow(session)
    qtbot.addWidget(window)
    assert window.session is session and window.library is library
    assert window.hanchan_timer is session.timer
    assert window.conditions.watcher is session.conditions
    screen = window.menu_view.show_second_screen()
    window.history_dock.show()
    history = window.history_view
    other = GameModel(STANDARD, OTHERS)
    with qtbot.waitSignal(window.modelChanged, timeout=1000):
        session.set_model(other)  # not through the window: every view follows all the same
    assert window.model is other
    assert [panel.name_label.text() for panel in window.panels] == list(OTHERS)
    assert screen.model is other
    assert history.table_model.columnCount() == 6
    other.record_win(RON)
    assert history.table_model.rowCount() == 1
    assert "Fay" in screen.cells[0][1].text()


def test_the_window_and_its_menus_put_games_on_the_table_through_the_session(
    window: MainWindow, qtbot: Any
) -> None:
    games: list[GameModel] = []
    window.session.gameChanged.connect(games.append)
    window.start_new_game(list(OTHERS), STANDARD)
    assert games == [window.model] and list(window.model.players) == list(OTHERS)
    assert window.library is not None and window.library.game_id(window.model) is not None
    window.menu_games.put_on_table(window.model)  # the game already there: nothing new
    assert len(games) == 1
    window.set_model(window.model)  # shown afresh, not announced again
    assert len(games) == 1


def test_sharing_is_the_sessions_and_its_dialog_opens_one_way(window: MainWindow) -> None:
    dialog = ShareDialog.open_for(window)
    assert window.screens["share"] is dialog
    assert ShareDialog.open_for(window) is dialog  # raised, never a second one
    assert window.menu_game.open_share() is dialog
    dialog.host.setCurrentIndex(dialog.host.findData("127.0.0.1"))
    dialog.port.setValue(0)
    try:
        assert dialog.start()
        assert window.session.server is dialog.server is not None
        assert window.session.share_link is dialog.link is not None
        old = dialog._card(0).url
        window.session.set_model(GameModel(STANDARD, OTHERS))
        assert dialog._card(0).url != old  # the session's new codes, shown
        assert dialog.card_titles()[0] == "Eve (East)"
    finally:
        dialog.stop()
    assert window.session.server is None


def test_the_speech_settings_open_as_every_screen_does(
    qtbot: Any, tmp_path: Path, library: Library
) -> None:
    pytest.importorskip("PySide6.QtTextToSpeech", reason="Qt's text-to-speech cannot load")
    settings = Settings(tmp_path / "settings.ini")
    settings.set(SPEECH_ENGINE, "mock")
    model = library.new_model(STANDARD, ("Aiko", "Bruno", "Chen", "Dana"))
    window = MainWindow(TableSession(model, library=library), settings=settings)
    qtbot.addWidget(window)
    dialog = window.speech.show_voice_dialog()
    assert dialog is not None and window.screens["voice"] is dialog
    assert window.speech.show_voice_dialog() is dialog  # open: raised, not built again
    dialog.close()
