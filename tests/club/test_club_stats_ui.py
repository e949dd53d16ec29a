"""Issue 31: Games -> Statistics with the club as its source: the club's games read from the
real server in the background, shown with the library's figures and counts, filtered by the
club's seasons; an unreachable server says why in the dialog and nothing freezes; a read held
on the server's side can be cancelled and read again."""

from __future__ import annotations

import datetime
import sqlite3
import threading
from pathlib import Path
from typing import Any

import pytest
from helpers.fake_clock import START
from helpers.storage_games import insert_finished_games
from PySide6.QtCore import Qt

from scoretable.i18n import Translations
from scoretable.storage import club
from scoretable.storage.club import ClubError, add_season, sync
from scoretable.storage.db import open_store
from scoretable.ui.library import stats as stats_ui
from scoretable.ui.library.stats import StatsDialog
from scoretable.ui.widgets.long_work import running

#: the year the library's games are played in: the frozen clock's, never today's
YEAR = datetime.datetime.fromtimestamp(START, datetime.UTC).year


@pytest.fixture(autouse=True)
def english(qapp):
    """The app's English: its catalogue gives the plural forms ("1 game", "2 games")."""
    translations = Translations(qapp)
    assert translations.switch("en")
    yield translations
    for translator in translations._installed:
        qapp.removeTranslator(translator)


@pytest.fixture
def url(pg_server, request):
    return pg_server.create_database("t_statsui_" + request.node.name[5:28].lower())


@pytest.fixture
def library(tmp_path: Path, frozen_clock):
    with open_store(tmp_path / "lib").store as store:
        insert_finished_games(store)  # both started at the frozen clock's instant
        yield store


def table(dialog: StatsDialog) -> dict[str, list[str]]:
    return {
        dialog.cell(r, 0): [dialog.cell(r, c) for c in range(1, dialog.table.columnCount())]
        for r in range(dialog.table.rowCount())
    }


def choose_club(qtbot: Any, dialog: StatsDialog) -> None:
    dialog.source.setFocus()
    qtbot.keyClick(dialog.source, Qt.Key.Key_Down)
    assert dialog.source.currentText() == "The club"


def test_the_club_as_the_source_with_its_seasons(qtbot, url, library):
    sync(library, url)
    add_season(url, "this year", f"{YEAR}-01-01", f"{YEAR}-12-31")
    add_season(url, "long ago", "2001-01-01", "2001-12-31")
    dialog = StatsDialog(library, club_url=url)
    qtbot.addWidget(dialog)
    dialog.show()
    mine = table(dialog)
    assert [dialog.source.itemText(i) for i in range(dialog.source.count())] == [
        "This library",
        "The club",
    ]
    assert dialog.since.isVisible()
    assert not dialog.season_filter.isVisible()
    choose_club(qtbot, dialog)
    qtbot.waitUntil(lambda: dialog.club is not None, timeout=20_000)
    qtbot.waitUntil(lambda: running(dialog) is None)
    assert table(dialog) == mine  # the same figures, read from the server
    assert dialog.origin.text() == f"The club's server {club.public_url(url)}: 2 finished games."
    assert "club-secret" not in dialog.origin.text()
    assert not dialog.since.isVisible()
    assert dialog.season_filter.isVisible()
    assert not dialog.rebuild_button.isVisible()
    seasons = [dialog.season_filter.itemText(i) for i in range(dialog.season_filter.count())]
    assert seasons == [
        "All seasons",
        "long ago (2001-01-01 to 2001-12-31)",
        f"this year ({YEAR}-01-01 to {YEAR}-12-31)",
    ]
    dialog.season_filter.setCurrentIndex(1)
    assert dialog.table.isHidden()
    assert dialog.empty.isVisible()  # no finished game in that season
    assert dialog.empty.text().startswith("No finished games yet")
    dialog.season_filter.setCurrentIndex(2)
    assert table(dialog) == mine
    # a player's page from the club's games: every figure with its count
    dialog.show_player("Ann")
    rows = dialog.page.figures
    shown = {rows.item(r, 0).text(): rows.item(r, 2).text() for r in range(rows.rowCount())}
    assert shown["Wins"] == "1 of 4 hands"
    assert shown["Riichi that won"] == "0 of 0 riichi"
    # read again: a new read replaces the last (whose store, in memory, is shut), the season
    # chosen kept
    first = dialog.club
    assert first is not None
    dialog.tabs.setCurrentIndex(0)
    qtbot.mouseClick(dialog.reload_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.club is not None and dialog.club is not first, timeout=20_000)
    qtbot.waitUntil(lambda: running(dialog) is None)
    with pytest.raises(sqlite3.ProgrammingError):
        first.store.conn.execute("SELECT 1")
    assert dialog.season_filter.currentIndex() == 2
    assert table(dialog) == mine
    # back to the library: its days again, read from the library
    dialog.source.setCurrentIndex(0)
    assert dialog.store is library
    assert dialog.since.isVisible()
    assert table(dialog) == mine


def test_a_server_that_cannot_be_reached_says_why_and_shows_nothing_of_it(
    qtbot, pg_server, library
):
    closed = pg_server.url().replace(f":{pg_server.port}/", ":1/")
    dialog = StatsDialog(library, club_url=closed)
    qtbot.addWidget(dialog)
    dialog.show()
    choose_club(qtbot, dialog)
    qtbot.waitUntil(lambda: running(dialog) is None, timeout=20_000)
    text = dialog.empty.text()  # where the figures would be
    assert dialog.empty.isVisible()
    assert not dialog.origin.isVisible()
    first, reason, last = text.split("\n")
    assert first == "The club's server cannot be read:"
    assert reason.startswith("the club server is unreachable (")
    assert last == "Nothing of the club is shown: read it again, or choose This library."
    assert "club-secret" not in text
    assert dialog.table.isHidden()
    assert not dialog.export_button.isEnabled()
    assert dialog.reload_button.isEnabled()
    qtbot.mouseClick(dialog.reload_button, Qt.MouseButton.LeftButton)  # tries again
    qtbot.waitUntil(lambda: running(dialog) is None, timeout=20_000)
    assert dialog.empty.text() == text
    dialog.source.setCurrentIndex(0)  # the library's figures are still there
    assert not dialog.table.isHidden()
    assert "Ann" in table(dialog)


def test_a_held_read_leaves_the_dialog_free_and_can_be_cancelled(qtbot, url, library, monkeypatch):
    sync(library, url)
    held, release = threading.Event(), threading.Event()
    real = stats_ui.club_statistics

    def slow(address: str, progress: Any) -> Any:
        held.set()
        release.wait(30)
        progress("rebuilding", 0, 2)  # Cancel takes effect here
        return real(address, progress)

    monkeypatch.setattr(stats_ui, "club_statistics", slow)
    dialog = StatsDialog(library, club_url=url)
    qtbot.addWidget(dialog)
    dialog.show()
    choose_club(qtbot, dialog)
    qtbot.waitUntil(held.is_set)
    # the window's thread is free while the server is read
    assert dialog.empty.text().startswith("Reading the club's games from ")
    assert dialog.table.isHidden()
    assert not dialog.export_button.isEnabled()  # nothing of the club until it is read
    assert not dialog.reload_button.isEnabled()
    job = running(dialog)
    assert job is not None
    job.cancel()
    release.set()
    qtbot.waitUntil(lambda: running(dialog) is None, timeout=20_000)
    assert dialog.empty.text() == (
        "Reading the club's server was stopped. Read it again, or choose This library."
    )
    assert dialog.club is None
    qtbot.mouseClick(dialog.reload_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.club is not None, timeout=20_000)
    assert "Ann" in table(dialog)


def test_a_failure_that_is_not_the_clubs_own_says_its_text(qtbot, library, monkeypatch):
    def broken(address: str, progress: Any) -> Any:
        raise OSError("disk full")

    monkeypatch.setattr(stats_ui, "club_statistics", broken)
    dialog = StatsDialog(library, club_url="postgresql://club@nowhere/league")
    qtbot.addWidget(dialog)
    choose_club(qtbot, dialog)
    qtbot.waitUntil(lambda: running(dialog) is None, timeout=20_000)
    assert dialog.empty.text().startswith(
        "The club's server cannot be read:\nCould not write or read a file: disk full\n"
    )


def test_a_game_the_server_holds_that_cannot_be_read_is_counted(qtbot, url, library):
    import psycopg

    sync(library, url)
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("DELETE FROM scoretable.entries")  # no log ends its game
    dialog = StatsDialog(library, club_url=url)
    qtbot.addWidget(dialog)
    choose_club(qtbot, dialog)
    qtbot.waitUntil(lambda: dialog.club is not None, timeout=20_000)
    assert dialog.origin.text().endswith(
        ": 2 finished games. 2 could not be read (a log this version cannot replay) and are "
        "left out."
    )


def test_no_club_server_no_choice(qtbot, library):
    dialog = StatsDialog(library)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.source.count() == 1
    assert not dialog.source.isVisible()
    assert dialog.read_club() is None


def test_the_menu_gives_the_dialog_the_clubs_address(qtbot, url, library, tmp_path):
    from scoretable.engine.rules import get_preset
    from scoretable.session.club_link import ClubLink
    from scoretable.session.library import Library
    from scoretable.ui.table.main_window import MainWindow

    lib = Library(open_store(tmp_path / "menu").store)
    link = ClubLink(url, lib.store.path)
    try:
        lib.club = link
        window = MainWindow(
            lib.new_model(get_preset("standard"), ("A", "B", "C", "D")), library=lib, club=link
        )
        qtbot.addWidget(window)
        window.menu_games.act_stats.trigger()
        dialog = window.findChild(StatsDialog)
        assert dialog is not None
        assert dialog.club_url == url
        assert dialog.source.count() == 2
        dialog.close()
    finally:
        link.close()
        lib.close()


def test_club_errors_are_sentences(qtbot, library, monkeypatch):
    def refused(address: str, progress: Any) -> Any:
        raise ClubError("the club server {where} refused", where="x")

    monkeypatch.setattr(stats_ui, "club_statistics", refused)
    dialog = StatsDialog(library, club_url="postgresql://club@nowhere/league")
    qtbot.addWidget(dialog)
    choose_club(qtbot, dialog)
    qtbot.waitUntil(lambda: running(dialog) is None, timeout=20_000)
    assert dialog.empty.text().startswith(
        "The club's server cannot be read:\nthe club server x refused\n"
    )


def test_the_clubs_figures_exported_as_csv(qtbot, url, library, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    from scoretable.storage.stats import player_stats, stats_csv

    sync(library, url)
    asked: list[str] = []
    target = tmp_path / "club.csv"

    def save_as(_parent: object, _title: str, suggested: str, _filter: str) -> tuple[str, str]:
        asked.append(suggested)
        return str(target), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_as)
    dialog = StatsDialog(library, club_url=url)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.export_button.isEnabled()
    choose_club(qtbot, dialog)
    qtbot.waitUntil(lambda: dialog.club is not None, timeout=20_000)
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    assert Path(asked[0]).name == "scoretable-club-statistics-4p.csv"
    # the club's figures are the library's: the same file
    assert target.read_text(encoding="utf-8") == stats_csv(player_stats(library))
