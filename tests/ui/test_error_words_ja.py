"""Errors from Tenhou logs, the club and seating reach a Japanese window in Japanese.

The app's translator is installed as View -> Language installs it at start-up
(:class:`scoretable.i18n.Translations`); each test drives the screen that shows the error.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from helpers.log_fixtures import GAME_XML
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QWidget

from scoretable import i18n
from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.engine.rules import get_preset
from scoretable.engine.seating import SeatingError
from scoretable.storage.db import open_store
from scoretable.storage.logs import import_log
from scoretable.ui.learn.worksheet_dialog import WorksheetDialog
from scoretable.ui.library import log_files
from scoretable.ui.library.league import LeagueDialog


@pytest.fixture
def japanese(qapp: QApplication) -> Iterator[None]:
    locale = QLocale()
    translations = i18n.Translations(qapp)
    assert translations.switch("ja")
    yield
    translations.switch("en")
    QLocale.setDefault(locale)


def test_a_malformed_log_is_refused_in_japanese(japanese, qtbot, tmp_path, store, monkeypatch):
    bad = tmp_path / "bad.json"
    bad.write_text('{"log": [123456789012]}', encoding="utf-8")
    shown: list[str] = []
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", lambda *a, **k: ([str(bad)], ""))
    monkeypatch.setattr(QMessageBox, "information", lambda _p, _t, text: shown.append(text))
    parent = QWidget()
    qtbot.addWidget(parent)
    job = log_files.import_logs(parent, store)
    assert job is not None
    with qtbot.waitSignal(job.finished):
        pass
    assert shown == ["取り込めません: bad.json: JSON ではありません（12 桁の数）"]


def test_a_log_a_worksheet_cannot_take_is_refused_in_japanese(japanese, qtbot, tmp_path):
    three = tmp_path / "three.mjlog"
    three.write_text('<mjloggm><GO type="185"/></mjloggm>', encoding="utf-8")
    dialog = WorksheetDialog(None, get_preset("tenhou"))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.source.setCurrentIndex(dialog.source.findData("file"))
    dialog.path.setFocus()
    qtbot.keyClicks(dialog.path, str(three))
    qtbot.keyClick(dialog.path, Qt.Key.Key_Return)
    text = dialog.error_label.text()
    assert text == "three.mjlog: 三人麻雀の牌譜です（問題集は四人麻雀のみ）"


def test_an_unreachable_club_is_said_in_japanese(japanese, qtbot, tmp_path):
    log = tmp_path / "game.xml"
    log.write_text(GAME_XML, encoding="utf-8")
    with open_store(tmp_path / "lib").store as store:
        import_log(store, log)
        dialog = LeagueDialog(store, "postgresql://club:pw@127.0.0.1:1/none")
        qtbot.addWidget(dialog)
        said = dialog.source.text()
    # ours in Japanese around the address and libpq's own words ("Connection refused ...")
    where = "postgresql://club@127.0.0.1:1/none"
    assert said.startswith(
        f"クラブのサーバーを読めません(クラブのサーバーに接続できません({where}): "
    )
    assert said.endswith(")。この対局記録を表示します。")


@pytest.mark.parametrize(
    ("names", "expected"),
    [("A\nB\nC", "3人では4人卓に分けられません"), ("A\nB\nC\nA", "同じ名前の選手が2人います")],
)
def test_a_seating_refusal_is_said_in_japanese(japanese, qtbot, store, names, expected):
    dialog = LeagueDialog(store)
    qtbot.addWidget(dialog)
    dialog.tabs.setCurrentIndex(1)
    dialog.names.setPlainText(names)
    qtbot.mouseClick(dialog.seat_button, Qt.MouseButton.LeftButton)
    assert dialog.seating_out.text() == expected


def test_an_import_stopped_by_a_refusal_says_it_in_japanese(
    japanese, qtbot, tmp_path, store, monkeypatch
):
    def refused(*_args, **_kwargs):
        raise SeatingError(QT_TRANSLATE_NOOP("Seating", "a player has no name"))

    log = tmp_path / "game.xml"
    log.write_text(GAME_XML, encoding="utf-8")
    shown: list[str] = []
    monkeypatch.setattr("scoretable.storage.logs.import_log", refused)  # each file of a chunk
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", lambda *a, **k: ([str(log)], ""))
    monkeypatch.setattr(QMessageBox, "information", lambda _p, _t, text: shown.append(text))
    parent = QWidget()
    qtbot.addWidget(parent)
    job = log_files.import_logs(parent, store)
    assert job is not None
    with qtbot.waitSignal(job.finished):
        pass
    assert shown[0].startswith("エラー（名前のない選手がいます）のため、")
