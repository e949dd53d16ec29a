"""A stored game replayed hand by hand with the keyboard (qtbot)."""

from __future__ import annotations

import pytest
from helpers.child_probe import run_probe
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


# The dialog as the application makes it (its font among what it sets up), in a process of
# its own: the crash this guards against took the whole process down.
LONG_NAMES_PROBE = """
import sys, tempfile
from pathlib import Path
from scoretable.app import make_application
from scoretable.engine.rules import get_preset
from scoretable.engine.table import DeclareRiichi, ExhaustiveDraw, action_to_dict
from scoretable.storage.db import open_store
from scoretable.ui.library.replay_view import ReplayDialog

app = make_application(None, "light")
store = open_store(Path(tempfile.mkdtemp())).store
log = [action_to_dict(DeclareRiichi(1)), action_to_dict(ExhaustiveDraw(frozenset({0, 1})))]
names = ["Bartholomew Papadopoulos", "勅使河原美智子", "Maximiliana Featherstonehaugh"]
names.append("五十嵐龍之介")
rules = get_preset("standard").to_dict()
record = store.load_game(store.insert_game(players=names, rules=rules, log=log, index=2))
dialog = ReplayDialog(record)
dialog.show()
app.processEvents()
dialog.resize(693, 384)
app.processEvents()
print(dialog.size().width(), dialog.size().height(), dialog.where.text())
"""


def test_long_names_about_683x384_open_and_settle(tmp_path):
    """A game of long names replayed at about a 683x384 laptop's size: its panels' smallest
    height changes with their height (a name on one line or two), and the scroll area
    answering each resize of its body with another recursed until the program crashed."""
    done = run_probe(LONG_NAMES_PROBE, tmp_path)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["693", "384", "Hand", "1", "of", "1"]


def test_the_rules_are_named_in_the_windows_language(qtbot, tmp_path, japanese):
    path = tmp_path / "game.xml"
    path.write_text(GAME_XML, encoding="utf-8")
    with open_store(tmp_path / "lib").store as store:
        record = store.load_game(import_log(store, path).game_id)
    shown = ReplayDialog(record)
    qtbot.addWidget(shown)
    assert shown.indicator.rules_label.text() == "天鳳"  # not the preset's own "Tenhou"
