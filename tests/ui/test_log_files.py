"""Tenhou logs through the window's functions (the file dialogs answered by the test)."""

from __future__ import annotations

import json

from helpers.log_fixtures import GAME_XML
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from scoretable.storage.db import open_store
from scoretable.ui.library import log_files


def test_import_then_export_as_tenhou6(qtbot, tmp_path, monkeypatch):
    good = tmp_path / "game.mjlog"
    good.write_text(GAME_XML, encoding="utf-8")
    bad = tmp_path / "notes.txt"
    bad.write_text("hello", encoding="utf-8")
    shown: list[str] = []
    monkeypatch.setattr(
        QFileDialog, "getOpenFileNames", lambda *a, **k: ([str(good), str(bad), str(good)], "")
    )
    monkeypatch.setattr(QMessageBox, "information", lambda _p, _t, text: shown.append(text))
    parent = QWidget()
    qtbot.addWidget(parent)
    with open_store(tmp_path / "lib").store as store:
        job = log_files.import_logs(parent, store)  # in the background (issue 35)
        assert job is not None
        with qtbot.waitSignal(job.finished):
            pass
        ids = [store.game_with_origin(key) for key in store.origins().values()]
        assert len(ids) == 1 and len(store.list_games()) == 1
        assert shown[-1].splitlines() == [
            "Imported: game.mjlog",
            "Refused: notes.txt: neither mjlog XML nor tenhou.net/6 JSON",
            "Already in the library: game.mjlog",
        ]
        target = tmp_path / "out.json"
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
        assert log_files.export_tenhou6(None, store, ids[0]) == target
        assert json.loads(target.read_text(encoding="utf-8"))["name"][0] == "Ann"
        assert "no discards" in shown[-1]
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: ("", ""))
        assert log_files.export_tenhou6(None, store, ids[0]) is None
        monkeypatch.setattr(QFileDialog, "getOpenFileNames", lambda *a, **k: ([], ""))
        assert log_files.import_logs(parent, store) is None
