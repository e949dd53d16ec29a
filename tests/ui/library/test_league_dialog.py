"""The league dialog: standings from this library or the club, exports, seating (qtbot)."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from helpers.log_fixtures import GAME_XML
from PySide6.QtCore import Qt

from scoretable.storage.db import open_store
from scoretable.storage.logs import import_log
from scoretable.ui.library.league import LeagueDialog, standings_csv


def the_fixture_game(store) -> None:
    with tempfile.TemporaryDirectory() as folder:
        log = Path(folder) / "game.xml"
        log.write_text(GAME_XML, encoding="utf-8")
        import_log(store, log)


pytestmark = pytest.mark.store_games(fill=the_fixture_game)


def cells(dialog: LeagueDialog) -> list[list[str]]:
    table = dialog.table
    return [
        [table.item(r, c).text() for c in range(table.columnCount())]
        for r in range(table.rowCount())
    ]


def test_without_a_server_the_standings_come_from_this_library(qtbot, store):
    dialog = LeagueDialog(store)
    qtbot.addWidget(dialog)
    assert "This library" in dialog.source.text()
    assert [row[:3] for row in cells(dialog)] == [
        ["Dan", "1", "+70.0"],
        ["シド", "1", "+11.0"],
        ["Bea", "1", "\u221230.0"],
        ["Ann", "1", "\u221251.0"],
    ]


def test_an_unreachable_club_says_so_and_shows_the_library(qtbot, store):
    dialog = LeagueDialog(store, "postgresql://club:pw@127.0.0.1:1/none")
    qtbot.addWidget(dialog)
    assert "cannot be read" in dialog.source.text()
    assert "pw@" not in dialog.source.text()
    assert len(cells(dialog)) == 4


def test_the_standings_export_as_csv_and_pdf(qtbot, store, tmp_path):
    dialog = LeagueDialog(store)
    qtbot.addWidget(dialog)
    csv_path = dialog.export("csv", tmp_path / "s.csv")
    assert csv_path.read_text(encoding="utf-8").splitlines()[1].startswith("1,Dan,1,70.0,1.00")
    pdf_path = dialog.export("pdf", tmp_path / "s.pdf")
    assert dialog.job is not None
    with qtbot.waitSignal(dialog.job.finished, timeout=60_000):
        pass
    assert pdf_path.read_bytes().startswith(b"%PDF")
    assert pdf_path.stat().st_size > 1000


def test_a_formula_name_is_never_a_formula_in_the_csv():
    from scoretable.storage.league import Standing

    text = standings_csv([Standing('=HYPERLINK("x")', games=1), Standing("+cmd", games=1)])
    assert "'=HYPERLINK" in text
    assert "'+cmd" in text


def test_seating_by_typing_names_and_clicking(qtbot, store, tmp_path):
    dialog = LeagueDialog(store)
    qtbot.addWidget(dialog)
    dialog.tabs.setCurrentIndex(1)
    dialog.show()
    for name in "ABCDEFGH":
        qtbot.keyClicks(dialog.names, name)
        qtbot.keyClick(dialog.names, Qt.Key.Key_Return)
    button = dialog.seat_button
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    lines = dialog.seating_out.text().splitlines()
    assert len(lines) == 2
    assert lines[0].startswith("Table 1: ")
    seated = sorted(n for line in lines for n in line.split(": ")[1].split(" · "))
    assert seated == list("ABCDEFGH")
    pdf = dialog.export_seating(tmp_path / "seating.pdf")
    assert pdf.read_bytes().startswith(b"%PDF")
    assert dialog.seating_pdf_button.isEnabled()
    dialog.names.setPlainText("A\nB\nC")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert "do not make tables of four" in dialog.seating_out.text()
    assert not dialog.seating_pdf_button.isEnabled()


def test_the_pdf_prints_the_tables_headers_in_the_windows_language(
    qtbot, qapp, store, tmp_path, monkeypatch
):
    from scoretable import i18n
    from scoretable.ui.widgets import child_work

    drawn: dict[str, str] = {}

    def start(parent, heading, draw, kwargs, path):
        drawn.update(kwargs)

    monkeypatch.setattr(child_work, "start", start)
    translations = i18n.Translations(qapp)
    assert translations.switch("ja")
    try:
        dialog = LeagueDialog(store)
        qtbot.addWidget(dialog)
        dialog.export("pdf", tmp_path / "s.pdf")
    finally:
        translations.switch("en")
    for header in ("プレイヤー", "対局数", "ポイント", "平均順位"):
        assert f"<th>{header}</th>" in drawn["html"]
    assert "<th>Player</th>" not in drawn["html"]


def test_long_names_stand_whole_in_the_standings(qtbot, tmp_path):
    from helpers.storage_games import END, GAME_ONE, standard
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QStyle

    names = ["Bartholomew Papadopoulos", "Maximiliana Featherstonehaugh", "勅使河原美智子", "Di"]
    with open_store(tmp_path / "lib").store as store:
        store.insert_game(
            players=names,
            rules=standard(),
            log=[*GAME_ONE, END],
            index=5,
            finished=True,
            result={"ranks": [1, 2, 4, 3], "points": [49.1, 7.4, -30.2, -26.3]},
        )
        dialog = LeagueDialog(store)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        table = dialog.table
        # the dialog at its size (860 wide): a name's cell (less the style's margins) holds it
        metrics = QFontMetrics(table.font())
        margin = table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table)
        for row in range(table.rowCount()):
            text = table.item(row, 0).text()
            cell = table.visualRect(table.model().index(row, 0))
            assert metrics.horizontalAdvance(text) + 2 * (margin + 1) <= cell.width(), text
