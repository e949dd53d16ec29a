"""The table's background link to the club server (qtbot, a real server)."""

from __future__ import annotations

from helpers.club_games import count, table_game

from scoretable.session.club_link import ClubLink
from scoretable.storage.db import open_store
from scoretable.storage.paths import DB_NAME


def test_a_changed_game_is_sent_in_the_background(qtbot, pg_server, tmp_path):
    url = pg_server.create_database("link_sent")
    with open_store(tmp_path).store as store:
        game_id = table_game(store, ["A", "B", "C", "D"], 1)
        link = ClubLink(url, tmp_path / DB_NAME)
        try:
            with qtbot.waitSignal(link.statusChanged, timeout=20_000) as blocker:
                link.game_changed(game_id)
            assert blocker.args[0] == "sent"
            assert count(url, "games") == 1
        finally:
            link.close()


def test_a_stopped_server_says_failed_and_the_game_goes_when_it_is_back(qtbot, pg_server, tmp_path):
    url = pg_server.create_database("link_retry")
    with open_store(tmp_path).store as store:
        game_id = table_game(store, ["A", "B", "C", "D"], 2)
        link = ClubLink(url, tmp_path / DB_NAME)
        try:
            pg_server.stop()
            try:
                with qtbot.waitSignal(link.statusChanged, timeout=20_000) as blocker:
                    link.game_changed(game_id)
                assert blocker.args[0] == "failed"
                assert "unreachable" in blocker.args[1]
            finally:
                pg_server.start()
            with qtbot.waitSignal(
                link.statusChanged, timeout=30_000, check_params_cb=lambda s, _d: s == "sent"
            ):
                link.game_changed(game_id)
            assert count(url, "games") == 1
        finally:
            link.close()


# --- the window: no password on screen or disk, multi-host, empty games, withdrawals ---------

SECRET = "club-secret"


def forms(url: str) -> list[str]:
    """``url`` (user club, password club-secret) in each form libpq reads a password from."""
    from psycopg.conninfo import conninfo_to_dict

    parts = conninfo_to_dict(url)
    return [
        url,
        url.replace(f":{SECRET}@", "@") + f"?password={SECRET}",
        f"host={parts['host']} port={parts['port']} dbname={parts['dbname']} user=club"
        f" password={SECRET}",
        f"host={parts['host']} port={parts['port']} dbname={parts['dbname']} user=club"
        f" password='{SECRET}'",
    ]


def close_window(window) -> None:
    window.close()
    if window.club is not None:
        window.club.close()
    window.library.close()
    window.deleteLater()


def test_a_multi_host_url_kept_with_a_password_starts_the_window_and_is_kept_without(
    qtbot, qapp, pg_server, tmp_path
):
    from scoretable.app import open_window
    from scoretable.settings import CLUB_URL, Settings

    url = pg_server.create_database("link_multi")
    multi = url.replace("127.0.0.1:", "127.0.0.1:1,127.0.0.1:")  # the first host is down
    Settings.load(tmp_path).set(CLUB_URL, multi)  # as an older version kept it
    window = open_window(qapp, str(tmp_path))
    assert window is not None
    try:
        assert window.club is not None
        qtbot.waitUntil(lambda: window.club.state != "waiting", timeout=20_000)
        assert window.club.state == "sent"
        assert SECRET not in window.club_status.toolTip()
        assert "127.0.0.1:1,127.0.0.1:" in window.club_status.toolTip()
        # the empty game the window started with never left the table
        assert count(url, "games") == 0
        on_disk = (tmp_path / "settings.ini").read_text(encoding="utf-8")
        assert SECRET not in on_disk
        assert "127.0.0.1:1" in on_disk
    finally:
        close_window(window)


def test_no_password_form_reaches_the_status_tooltip(qtbot, pg_server, tmp_path):
    from helpers.table_ui import library_window

    from scoretable.session.library import Library

    url = pg_server.create_database("link_tooltip").replace(SECRET, "wrong-password")
    library = Library(open_store(tmp_path).store)
    try:
        table_game(library.store, ["A", "B", "C", "D"], 1)
        for form in forms(url.replace("wrong-password", SECRET)):
            form = form.replace(SECRET, "wrong-password")
            link = ClubLink(form, library.store.path)
            try:
                window = library_window(qtbot, library, club=link)
                assert "wrong-password" not in window.club_status.toolTip()
                with qtbot.waitSignal(link.statusChanged, timeout=20_000):
                    link.game_changed(1)
                assert window.club_status.text() == "Club: not sent (will retry)"
                assert "refused the password" in window.club_status.toolTip()
                assert "wrong-password" not in window.club_status.toolTip()
            finally:
                link.close()
    finally:
        library.close()


def test_the_club_server_dialog_keeps_no_password_form(qtbot, pg_server, tmp_path, monkeypatch):
    from helpers.table_ui import library_window
    from PySide6.QtWidgets import QInputDialog

    from scoretable.session.library import Library
    from scoretable.settings import CLUB_URL, Settings

    library = Library(open_store(tmp_path / "data").store)
    try:
        settings = Settings(tmp_path / "settings.ini")
        window = library_window(qtbot, library, settings=settings)
        for form in forms(pg_server.url("league")):
            shown: list[str] = []

            def answer(*args, form=form, shown=shown, **kwargs):
                shown.append(kwargs["text"])
                return form, True

            monkeypatch.setattr(QInputDialog, "getText", answer)
            window.menu_games.act_club.trigger()
            assert SECRET not in settings.get(CLUB_URL)
            assert SECRET not in (tmp_path / "settings.ini").read_text(encoding="utf-8")
            assert SECRET not in shown[0]
        assert settings.get(CLUB_URL).startswith("host=127.0.0.1")
    finally:
        library.close()


def test_deleting_a_game_at_the_table_offers_to_withdraw_it_from_the_club(
    qtbot, pg_server, tmp_path, monkeypatch
):
    from helpers.table_ui import library_window
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMessageBox

    from scoretable.session.library import Library
    from scoretable.storage.club import sync

    url = pg_server.create_database("link_withdraw")
    library = Library(open_store(tmp_path).store)
    link = ClubLink(url, library.store.path)
    try:
        kept = table_game(library.store, ["A", "B", "C", "D"], 1)
        gone = table_game(library.store, ["A", "B", "C", "E"], 2)
        sync(library.store, url)
        window = library_window(qtbot, library, club=link)
        asked: list[str] = []
        withdraw = {"answer": QMessageBox.StandardButton.No}

        def question(_parent, _title, text, *args):
            asked.append(text)  # the deletion first (yes), then the withdrawal
            return QMessageBox.StandardButton.Yes if len(asked) == 1 else withdraw["answer"]

        monkeypatch.setattr(QMessageBox, "question", question)
        dialog = window.menu_games.show_library()
        for game_id, answer in (
            (kept, QMessageBox.StandardButton.No),
            (gone, QMessageBox.StandardButton.Yes),
        ):
            asked.clear()
            withdraw["answer"] = answer
            row = [g.id for g in dialog.table_model.games].index(game_id)
            dialog.table.selectRow(row)
            qtbot.mouseClick(dialog.delete_button, Qt.MouseButton.LeftButton)
            assert len(asked) == 2
            assert "Withdraw it from the club" in asked[1]
        qtbot.waitUntil(lambda: count(url, "games") == 1, timeout=20_000)
        assert library.store.list_games()[0].id not in (kept, gone)  # both deleted here
        with open_store(tmp_path / "other").store as other:  # another table still holds it
            table_game(other, ["A", "B", "C", "E"], 2)
            assert sync(other, url).withdrawn == 1
        assert count(url, "games") == 1
    finally:
        link.close()
        library.close()


def test_the_league_dialog_reads_the_club_with_a_select_only_role(qtbot, pg_server, tmp_path):
    import psycopg

    from scoretable.storage.club import sync
    from scoretable.ui.library.league import LeagueDialog

    url = pg_server.create_database("link_league_reader")
    with open_store(tmp_path / "organiser").store as store:
        table_game(store, ["Ann", "Bo", "Cy", "Di"], 1)
        sync(store, url)
    with psycopg.connect(url, autocommit=True) as conn:
        for statement in (
            "DROP ROLE IF EXISTS beamer",
            "CREATE ROLE beamer LOGIN PASSWORD 'beam-pw'",
            "GRANT USAGE ON SCHEMA scoretable TO beamer",
            "GRANT SELECT ON ALL TABLES IN SCHEMA scoretable TO beamer",
        ):
            conn.execute(statement)
    reader = url.replace(f"club:{SECRET}@", "beamer:beam-pw@")
    with open_store(tmp_path / "projector").store as store:
        dialog = LeagueDialog(store, reader)
        qtbot.addWidget(dialog)
        assert dialog.source.text().startswith("The club's server: postgresql://beamer@")
        assert "beam-pw" not in dialog.source.text()
        assert dialog.table.rowCount() == 4
        assert {g for game in dialog.games for g in game.names} == {"Ann", "Bo", "Cy", "Di"}
