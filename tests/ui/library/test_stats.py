"""The statistics dialog: known numbers per player, filtered by rules preset."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.storage_games import insert_finished_games
from PySide6.QtCore import Qt

from scoretable.storage.db import open_store
from scoretable.ui.library.stats import StatsDialog

pytestmark = pytest.mark.store_games(fill=insert_finished_games)


def rows(dialog: StatsDialog) -> dict[str, list[str]]:
    table = dialog.table
    return {
        dialog.cell(r, 0): [dialog.cell(r, c) for c in range(1, table.columnCount())]
        for r in range(table.rowCount())
    }


def test_statistics_table_shows_known_values(qtbot, store, shots):
    dialog = StatsDialog(store)
    qtbot.addWidget(dialog)
    shown = rows(dialog)
    # ... then 1st rate, last rate, Tenhou's R (1530, then 4th at a table averaging 1507.5:
    # 0.998 x (-30 - 22.5 / 40) = -30.50), and the call rate (none: no log)
    assert shown["Ann"] == [
        "2", "4", "2.50", "25.0 %", "25.0 %", "0.0 %", "1,100", "+9.1", "50.0 %", "50.0 %",
        "1,499.5",
        "\u2013",
    ]  # fmt: skip
    assert shown["Bo"][:8] == ["2", "4", "2.50", "25.0 %", "0.0 %", "25.0 %", "4,900", "+12.4"]
    assert shown["Cy"][:8] == ["1", "3", "4.00", "0.0 %", "33.3 %", "0.0 %", "0", "\u221230.2"]
    assert set(shown) == {"Ann", "Bo", "Cy", "Di", "Eve"}
    dialog.grab().save(str(shots / "stats.png"))


def test_filter_by_rules_preset(qtbot, store):
    dialog = StatsDialog(store)
    qtbot.addWidget(dialog)
    labels = [dialog.rules_filter.itemText(i) for i in range(dialog.rules_filter.count())]
    assert labels == ["All rules", "Standard", "Tenhou"]
    dialog.rules_filter.setCurrentIndex(2)
    shown = rows(dialog)
    assert set(shown) == {"Di", "Ann", "Eve", "Bo"}
    assert shown["Ann"][:8] == ["1", "1", "4.00", "0.0 %", "100.0 %", "0.0 %", "0", "\u221240.0"]


def test_sorting_by_a_number_column(qtbot, store):
    dialog = StatsDialog(store)
    qtbot.addWidget(dialog)
    dialog.table.sortByColumn(8, Qt.SortOrder.DescendingOrder)
    names = [dialog.cell(r, 0) for r in range(dialog.table.rowCount())]
    assert names[0] == "Bo"  # +12.4 is the most points, above +9.1 (text order would differ)
    assert names[-1] == "Cy"


def test_no_finished_game_says_so_instead_of_an_empty_grid(qtbot, tmp_path: Path):
    with open_store(tmp_path / "empty").store as empty_store:
        dialog = StatsDialog(empty_store)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        assert dialog.table.rowCount() == 0
        assert dialog.table.isHidden()
        assert dialog.empty.isVisible()
        assert "No finished games yet" in dialog.empty.text()


def test_the_message_goes_once_there_are_finished_games(qtbot, store):
    dialog = StatsDialog(store)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.table.isVisible()
    assert dialog.empty.isHidden()


def test_a_recompute_that_fails_says_why_in_the_windows_language(
    qtbot, store, monkeypatch, japanese
):
    from PySide6.QtWidgets import QMessageBox

    from scoretable.ui.library import stats as stats_ui

    def broken(store: object, progress: object) -> int:
        raise OSError(28, "No space left on device")

    said: list[str] = []
    monkeypatch.setattr(stats_ui, "rebuild", broken)
    monkeypatch.setattr(QMessageBox, "information", lambda _p, _t, text: said.append(text))
    dialog = StatsDialog(store)
    qtbot.addWidget(dialog)
    job = dialog.rebuild()
    assert job is not None
    qtbot.waitUntil(lambda: not job.running, timeout=20_000)
    assert len(said) == 1
    first = said[0].split("\n\n")[0]
    assert "ディスクに空きがありません" in first  # the system's reason in Japanese too
    assert first != "[Errno 28] No space left on device"  # the sentence, not the exception
    assert first.isascii() is False  # in Japanese
