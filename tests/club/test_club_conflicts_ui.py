"""The window's side of copies in conflict: the dialog that lists them and takes a person's
choice, the live link's status, the sync's message (qtbot, a real server)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import psycopg
from test_club_copies import divergent_tables, label, points

from scoretable.session.club_link import ClubLink
from scoretable.storage.club import sync
from scoretable.storage.db import open_store
from scoretable.storage.paths import DB_NAME
from scoretable.ui.library.club_conflicts import ConflictsDialog
from scoretable.ui.library.club_sync import report_text


def test_the_dialog_lists_the_conflict_and_takes_the_other_tables_copy(
    qtbot: Any, pg_server: Any, tmp_path: Path
) -> None:
    url = pg_server.create_database("conflicts_ui_take")
    _a, b, uid = divergent_tables(tmp_path, url)
    dialog = ConflictsDialog(url)
    qtbot.addWidget(dialog)
    assert dialog.list.count() == 1
    line = dialog.list.item(0).text()
    assert uid in line and label(b) in line
    assert dialog.take.isEnabled()
    before = points(url)
    dialog.take.click()
    assert dialog.list.count() == 0 and not dialog.take.isEnabled()
    assert label(b) in dialog.status.text()
    assert points(url) != before and points(url)["Cy"] > points(url)["Bo"]
    dialog.grab().save(str(tmp_path / "conflicts.png"))


def test_the_dialog_keeps_the_clubs_copy(qtbot: Any, pg_server: Any, tmp_path: Path) -> None:
    url = pg_server.create_database("conflicts_ui_keep")
    divergent_tables(tmp_path, url)
    before = points(url)
    dialog = ConflictsDialog(url)
    qtbot.addWidget(dialog)
    dialog.keep.click()
    assert dialog.list.count() == 0
    assert "keeps its copy" in dialog.status.text()
    assert points(url) == before
    dialog.refresh()
    assert dialog.status.text() == "No copies differ: the club counts one copy of every game."
    dialog.choose(take=False)  # nothing selected: nothing happens
    assert dialog.list.count() == 0


def test_the_dialog_says_why_the_server_cannot_be_used(
    qtbot: Any, pg_server: Any, tmp_path: Path
) -> None:
    url = pg_server.create_database("conflicts_ui_refused")
    divergent_tables(tmp_path, url)
    dialog = ConflictsDialog(url)
    qtbot.addWidget(dialog)
    with psycopg.connect(url, autocommit=True) as admin:  # someone chose meanwhile
        admin.execute("UPDATE scoretable.conflicts SET declined = true")
    dialog.take.click()
    assert dialog.status.text().startswith("no game")
    assert dialog.list.count() == 1  # as read: nothing changed on the screen either
    dialog.refresh()
    assert dialog.list.count() == 0
    bad = ConflictsDialog(url.replace("club-secret", "wrong"))
    qtbot.addWidget(bad)
    assert "refused the password" in bad.status.text()
    assert bad.list.count() == 0 and not bad.keep.isEnabled()


def test_the_live_link_and_the_sync_message_say_the_copies_differ(
    qtbot: Any, pg_server: Any, tmp_path: Path
) -> None:
    url = pg_server.create_database("conflicts_ui_link")
    a, b, uid = divergent_tables(tmp_path, url)
    with open_store(b).store as store:
        game_id = store.list_games()[0].id
        report = sync(store, url)
        text = report_text(report)
        assert uid in text and "Games -> Club: copies that differ" in text
        link = ClubLink(url, b / DB_NAME)
        try:
            # the copy is already kept aside: the link sends it again and says so
            with store.transaction() as conn:
                conn.execute("UPDATE games SET revision = revision + 1 WHERE id = ?", (game_id,))
            with qtbot.waitSignal(link.statusChanged, timeout=20_000) as blocker:
                link.game_changed(game_id)
            assert blocker.args[0] == "conflict"
            assert uid in blocker.args[1] and label(a) in blocker.args[1]
        finally:
            link.close()


def test_games_menu_opens_the_conflicts_and_the_status_bar_says_they_differ(
    qtbot: Any, pg_server: Any, tmp_path: Path
) -> None:
    from scoretable.engine.rules import get_preset
    from scoretable.session.library import Library
    from scoretable.ui.table.main_window import MainWindow

    url = pg_server.create_database("conflicts_ui_menu")
    divergent_tables(tmp_path, url)
    library = Library(open_store(tmp_path / "window").store)
    link = ClubLink(url, tmp_path / "window" / DB_NAME)
    library.club = link
    try:
        window = MainWindow(
            library.new_model(get_preset("standard"), ("Aiko", "Bruno", "Chen", "Dana")),
            library=library,
            club=link,
        )
        qtbot.addWidget(window)
        games = window.menu_games
        assert games.act_club_conflicts.isEnabled()
        games.act_club_conflicts.trigger()
        dialog = window.findChild(ConflictsDialog)
        assert dialog is not None and dialog.isVisible()
        assert dialog.list.count() == 1
        assert games.show_club_conflicts() is dialog  # one at a time, raised
        dialog.close()
        window.show_club_state("conflict", "a line")
        assert window.club_status.text() == "Club: copies differ (Games menu)"
        assert window.club_status.toolTip() == "a line"
    finally:
        link.close()
        library.close()
