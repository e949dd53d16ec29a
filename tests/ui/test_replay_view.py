"""A stored game replayed hand by hand with the keyboard (qtbot)."""

from __future__ import annotations

import pytest
from helpers.log_fixtures import GAME_XML
from PySide6.QtCore import Qt

from scoretable.storage.db import open_store
from scoretable.storage.logs import import_log
from scoretable.ui.library.replay_view import ReplayDialog


@pytest.fixture
def dialog(qtbot, tmp_path):
    path = tmp_path / "game.xml"
    path.write_text(GAME_XML, encoding="utf-8")
    with open_store(tmp_path / "lib").store as store:
        record = store.load_game(import_log(store, path).game_id)
    shown = ReplayDialog(record)
    qtbot.addWidget(shown)
    shown.show()
    return shown


def scores(dialog: ReplayDialog) -> list[int]:
    return [panel.score() for panel in dialog.panels]


def test_it_opens_at_the_first_hand_and_steps_with_the_keys(qtbot, dialog):
    assert dialog.where.text() == "Hand 1 of 4"
    assert scores(dialog) == [25000, 25000, 25000, 25000]
    assert [p.riichi_stick.isVisible() for p in dialog.panels] == [False, True, False, False]
    assert not any(p.riichi_button.isVisible() for p in dialog.panels)
    assert "Ron" in dialog.what.text()
    assert "5,200" in dialog.text.toPlainText()
    qtbot.keyClick(dialog, Qt.Key.Key_Right)
    assert dialog.where.text() == "Hand 2 of 4"
    assert scores(dialog) == [19800, 24000, 31200, 25000]
    qtbot.keyClick(dialog, Qt.Key.Key_End)
    assert dialog.where.text() == "Hand 4 of 4"
    assert scores(dialog) == [15000, 25500, 31000, 28500]
    assert "daisangen" in dialog.text.toPlainText().lower() or "pao" in (
        dialog.text.toPlainText().lower()
    )
    qtbot.keyClick(dialog, Qt.Key.Key_Right)  # past the end: stays
    assert dialog.where.text() == "Hand 4 of 4"
    assert not dialog.next_button.isEnabled()
    qtbot.keyClick(dialog, Qt.Key.Key_Left)
    assert dialog.where.text() == "Hand 3 of 4"
    qtbot.keyClick(dialog, Qt.Key.Key_Home)
    assert dialog.where.text() == "Hand 1 of 4"
    assert not dialog.back_button.isEnabled()


def test_the_buttons_step_too(qtbot, dialog):
    qtbot.mouseClick(dialog.last_button, Qt.MouseButton.LeftButton)
    assert dialog.position == 3
    qtbot.mouseClick(dialog.back_button, Qt.MouseButton.LeftButton)
    assert dialog.position == 2
    assert [p.score() for p in dialog.panels] == [18300, 25500, 29700, 26500]
