"""Issue 31: the statistics' player page (figures with their counts, places, rating, han),
the date filters and the CSV export, driven through the real widgets."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest
from helpers.log_facts import LOG  # a made-up log with an open kan and a riichi's turn
from helpers.storage_games import insert_finished_games
from PySide6.QtCharts import QBarSeries, QLineSeries
from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import QFileDialog

from scoretable.i18n import Translations
from scoretable.storage.db import open_store
from scoretable.storage.logs import import_log
from scoretable.storage.stats import rebuild
from scoretable.ui.library.stats import StatsDialog


@pytest.fixture(autouse=True)
def english(qapp):
    """The app's English: its catalogue gives the plural forms ("1 game", "2 games")."""
    translations = Translations(qapp)
    assert translations.switch("en")
    yield translations
    for translator in translations._installed:
        qapp.removeTranslator(translator)


# both games on the frozen clock's day, never today
pytestmark = [
    pytest.mark.usefixtures("frozen_clock"),
    pytest.mark.store_games(fill=insert_finished_games),
]


def figures(dialog: StatsDialog) -> dict[str, tuple[str, str]]:
    table = dialog.page.figures
    return {
        table.item(row, 0).text(): (table.item(row, 1).text(), table.item(row, 2).text())
        for row in range(table.rowCount())
    }


def open_page(qtbot, dialog: StatsDialog, name: str) -> None:
    """Double-click the player's row in the comparison table."""
    row = next(r for r in range(dialog.table.rowCount()) if dialog.cell(r, 0) == name)
    rect = dialog.table.visualRect(dialog.table.model().index(row, 0))
    qtbot.mouseClick(dialog.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(dialog.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: dialog.tabs.currentIndex() == 1)


def test_a_double_click_opens_the_players_page_with_every_figure_and_its_count(qtbot, store):
    dialog = StatsDialog(store)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    open_page(qtbot, dialog, "Bo")
    assert dialog.player_picker.currentText() == "Bo"
    shown = figures(dialog)
    # Bo: game 1 riichi and ron 3 han 30 fu off Cy (4,900 with the stick), 2nd; game 2, 4th
    assert shown["Average placement"] == ("2.50", "2 games")
    assert shown["Wins"] == ("25.0 %", "1 of 4 hands")
    assert shown["Riichi that won"] == ("100.0 %", "1 of 1 riichi")
    assert shown["Average win"] == ("4,900", "1 win")
    assert shown["Deal-ins"] == ("0.0 %", "0 of 4 hands")
    assert shown["Last place"] == ("0.0 %", "0 of 2 games")
    assert "From imported logs only" in shown  # its heading, saying no log gave them
    assert not any(value for key, (value, _) in shown.items() if "log" in key.casefold())
    # the charts: the places game by game, the rating from 1500, the han of the one win
    places = [s for s in dialog.page.places.chart().series() if isinstance(s, QLineSeries)]
    assert [(p.x(), p.y()) for p in places[0].points()] == [(1, 2), (2, 3)]
    rating = dialog.page.rating.chart().series()[0]
    assert [round(p.y(), 2) for p in rating.points()][:2] == [1500, 1510]
    (bars,) = dialog.page.han.chart().series()
    assert isinstance(bars, QBarSeries)
    assert [bars.barSets()[0].at(i) for i in range(bars.barSets()[0].count())] == [1]


def test_the_picker_changes_the_page(qtbot, store):
    dialog = StatsDialog(store)
    qtbot.addWidget(dialog)
    assert dialog.page.figures.rowCount() == 0  # drawn when its tab is first shown
    dialog.show()
    qtbot.mouseClick(
        dialog.tabs.tabBar(),
        Qt.MouseButton.LeftButton,
        pos=dialog.tabs.tabBar().tabRect(1).center(),
    )
    assert dialog.tabs.currentIndex() == 1
    assert dialog.page.figures.rowCount() > 20
    dialog.player_picker.setFocus()
    names = [dialog.player_picker.itemText(i) for i in range(dialog.player_picker.count())]
    assert names == ["Ann", "Bo", "Cy", "Di", "Eve"]
    dialog.player_picker.setCurrentIndex(names.index("Cy"))
    assert figures(dialog)["Deal-ins"] == ("33.3 %", "1 of 3 hands")
    assert figures(dialog)["Last place"] == ("100.0 %", "1 of 1 game")


def test_log_figures_stand_apart_with_their_counts(qtbot, tmp_path):
    with open_store(tmp_path).store as store:
        path = tmp_path / "game.mjlog"
        path.write_bytes(LOG)
        import_log(store, path)
        dialog = StatsDialog(store)
        qtbot.addWidget(dialog)
        dialog.tabs.setCurrentIndex(1)
        dialog.player_picker.setCurrentIndex(dialog.player_picker.findText("Dan"))
        shown = figures(dialog)
        assert "From imported logs only (1 game)" in shown
        assert shown["Hands with an open call"] == ("25.0 %", "1 of 4 hands")
        dialog.player_picker.setCurrentIndex(dialog.player_picker.findText("Bea"))
        assert figures(dialog)["Average riichi turn"] == ("3.0", "1 riichi")
        # Cid won twice: tanyao and a dora, then tanyao (the yaku the log gave)
        dialog.player_picker.setCurrentIndex(dialog.player_picker.findText("シド"))
        shown = figures(dialog)
        assert "Yaku of the wins in imported logs" in shown
        assert shown["Tanyao (断么九)"] == ("2", "")
        assert shown["Dora (ドラ)"] == ("1", "")
        calls = {dialog.cell(r, 0): dialog.cell(r, 12) for r in range(dialog.table.rowCount())}
        assert calls == {"Ann": "0.0 %", "Bea": "0.0 %", "シド": "0.0 %", "Dan": "25.0 %"}
        # each rate with its count beside it, as the page says it
        dan = next(r for r in range(dialog.table.rowCount()) if dialog.cell(r, 0) == "Dan")
        assert dialog.table.item(dan, 12).toolTip() == "1 of 4 hands"
        assert dialog.cell(dan, 2) == "4"  # the hands the rates are of


def test_the_date_filters(qtbot, store):
    store.conn.execute("UPDATE games SET created = '2026-10-01T19:00:00+00:00' WHERE id = 1")
    store.conn.execute("UPDATE games SET created = '2026-11-05T19:00:00+00:00' WHERE id = 2")
    store.conn.commit()
    assert rebuild(store) == 2  # the summaries keep each game's start: mended
    dialog = StatsDialog(store)
    qtbot.addWidget(dialog)
    assert dialog.since.text() == "Any day"
    assert dialog.until.text() == "Any day"
    assert dialog.table.rowCount() == 5
    dialog.since.setDate(QDate(2026, 11, 1))
    assert sorted(dialog.cell(r, 0) for r in range(dialog.table.rowCount())) == [
        "Ann", "Bo", "Di", "Eve"
    ]  # fmt: skip
    dialog.since.setDate(dialog.since.minimumDate())  # back to any day
    dialog.until.setDate(QDate(2026, 10, 31))
    assert dialog.table.rowCount() == 4
    assert dialog.cell(0, 1) == "1"
    dialog.until.setDate(QDate(2026, 9, 1))
    assert dialog.table.isHidden()
    assert not dialog.empty.isHidden()
    assert not dialog.export_button.isEnabled()
    dialog.tabs.setCurrentIndex(1)
    assert dialog.page.none.isVisibleTo(dialog.page)


def test_csv_export_of_the_filtered_players(qtbot, store, tmp_path, monkeypatch):
    target = tmp_path / "out.csv"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), ""))
    )
    dialog = StatsDialog(store)
    qtbot.addWidget(dialog)
    dialog.rules_filter.setCurrentIndex(dialog.rules_filter.findText("Tenhou"))
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    rows = list(csv.DictReader(io.StringIO(target.read_text(encoding="utf-8"))))
    assert sorted(row["player"] for row in rows) == ["Ann", "Bo", "Di", "Eve"]
    ann = next(row for row in rows if row["player"] == "Ann")
    assert (ann["games"], ann["deal_ins"], ann["lasts"], ann["called_hands"]) == ("1", "1", "1", "")


def test_csv_export_cancelled_or_failing(qtbot, store, tmp_path, monkeypatch):
    dialog = StatsDialog(store)
    qtbot.addWidget(dialog)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: ("", "")))
    assert dialog.export_csv() is None
    warned = []
    monkeypatch.setattr(
        "scoretable.ui.library.stats.QMessageBox.warning", lambda *a: warned.append(a[2])
    )
    bad = str(tmp_path / "no such folder" / "x.csv")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (bad, "")))
    assert dialog.export_csv() is None
    assert warned
    assert "No such file" in warned[0]


def test_the_page_in_japanese(qtbot, store, english):
    assert english.switch("ja")
    dialog = StatsDialog(store)
    qtbot.addWidget(dialog)
    dialog.tabs.setCurrentIndex(1)
    dialog.player_picker.setCurrentIndex(dialog.player_picker.findText("Bo"))
    shown = figures(dialog)
    assert shown["和了率"] == ("25.0 %", "4局中1")
    assert shown["立直の和了率"] == ("100.0 %", "立直1回中1")
    assert "取り込んだ牌譜だけから" in shown
    assert dialog.tabs.tabText(0) == "一覧"


RAW = Path(__file__).resolve().parents[3].parent / "shared" / "oracle" / "raw"


@pytest.mark.skipif(not RAW.is_dir(), reason="../shared/oracle/raw is not here")
def test_ippatsu_and_ura_dora_of_the_riichi_that_won_in_real_logs(qtbot, tmp_path):
    with open_store(tmp_path).store as store:
        for path in sorted((RAW / "mjlog").glob("*.xml")):
            import_log(store, path)
        from scoretable.storage.stats import player_stats

        players = player_stats(store)
        best = max(players, key=lambda s: (s.ura_dora or 0, s.ippatsu or 0))
        assert best.ura_dora  # the logs have ura dora won: the rows are not all zeros
        dialog = StatsDialog(store)
        qtbot.addWidget(dialog)
        open_page(qtbot, dialog, best.name)
        shown = figures(dialog)
        won = best.log_riichi_wins
        assert won == best.riichi_wins  # every game from a log
        assert shown["Ura dora (of riichi that won)"] == (
            f"{100 * (best.ura_dora or 0) / won:.1f} %",
            f"{best.ura_dora} of {won} riichi that won",
        )
        assert (
            shown["Ippatsu (of riichi that won)"][1] == f"{best.ippatsu} of {won} riichi that won"
        )
