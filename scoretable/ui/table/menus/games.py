"""The Games menu: the library's screens (the games, the chart, the statistics, a game
replayed, the league, the tournament organiser's), a game exported or imported, Tenhou logs
imported, the club's server, and the library backed up and restored. Without a library the
menu is disabled (``--screenshot``, tests). These actions keep the translation contexts of
the screens they open."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog

from scoretable.ui.table.menus import Menu, Table, open_screen

if TYPE_CHECKING:
    from scoretable.game.model import GameModel
    from scoretable.ui.library.chart import ChartDialog
    from scoretable.ui.library.club_conflicts import ConflictsDialog
    from scoretable.ui.library.games_dialog import LibraryDialog
    from scoretable.ui.library.league import LeagueDialog
    from scoretable.ui.library.replay_view import ReplayDialog
    from scoretable.ui.library.stats import StatsDialog
    from scoretable.ui.library.tournament import TournamentDialog


def _opened(dialog: QDialog) -> QDialog:
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog


class GamesMenu(Menu):
    """Games: what the library keeps, and the club."""

    def __init__(self, table: Table) -> None:
        super().__init__(QCoreApplication.translate("MainWindow", "G&ames"), table)
        translate = QCoreApplication.translate
        self.act_library = self.action(
            translate("Library", "&Library of games…"), self.show_library, ["Ctrl+L"]
        )
        self.act_chart = self.action(
            translate("Library", "Score &chart…"), self.show_chart, ["Ctrl+G"]
        )
        self.act_stats = self.action(
            translate("Library", "Player &statistics…"), self.show_stats, ["Ctrl+I"]
        )
        self.addSeparator()
        self.act_export_json = self.action(
            translate("Library", "Export game as &JSON…"), self.export_json
        )
        self.act_export_csv = self.action(
            translate("Library", "Export game as C&SV…"), self.export_csv
        )
        self.act_export_tenhou6 = self.action(
            translate("LogFiles", "Export game as tenhou.net/&6…"), self.export_tenhou6
        )
        self.act_import = self.action(translate("Library", "&Import game…"), self.import_game)
        self.act_import_logs = self.action(
            translate("LogFiles", "Import &Tenhou logs…"), self.import_logs
        )
        self.act_replay = self.action(
            translate("ReplayDialog", "Re&play this game hand by hand…"), self.replay_game
        )
        self.addSeparator()
        self.act_league = self.action(
            translate("LeagueDialog", "Lea&gue: standings and seating…"), self.show_league
        )
        self.act_club = self.action(
            translate("LeagueDialog", "Club &server…"), self.set_club_server
        )
        self.act_club_sync = self.action(
            translate("ClubSync", "Send the &whole library to the club…"),
            self.sync_library_to_club,
        )
        self.act_club_conflicts = self.action(
            translate("ConflictsDialog", "Club: copies that &differ…"), self.show_club_conflicts
        )
        self.act_tournament = self.action(
            translate("TournamentDialog", "&Tournament (organiser)…"), self.show_tournament
        )
        self.addSeparator()
        self.act_backup = self.action(
            translate("Library", "&Back up library…"), self.back_up_library
        )
        self.act_restore = self.action(
            translate("Library", "&Restore library backup…"), self.restore_library
        )
        self.act_tournament.setEnabled(table.club is not None)  # it lives on the club server
        self.act_club_conflicts.setEnabled(table.club is not None)
        for action in self.library_actions():
            action.setEnabled(table.library is not None)
        self.act_club_sync.setEnabled(table.library is not None and table.club is not None)

    def library_actions(self) -> list[QAction]:
        """The Games menu's actions: each needs the library."""
        return [
            self.act_library,
            self.act_chart,
            self.act_stats,
            self.act_export_json,
            self.act_export_csv,
            self.act_import,
            self.act_import_logs,
            self.act_export_tenhou6,
            self.act_replay,
            self.act_league,
            self.act_club,
            self.act_backup,
            self.act_restore,
        ]

    def put_on_table(self, model: GameModel) -> None:
        """Put ``model`` on the table: the session's game, which every view follows."""
        self.table.session.set_model(model)

    def _game_id(self) -> int | None:
        library = self.table.library
        return None if library is None else library.game_id(self.table.model)

    def show_library(self) -> LibraryDialog | None:
        table, library = self.table, self.table.library
        if library is None:
            return None

        def build() -> LibraryDialog:
            from scoretable.ui.library import games_dialog

            return games_dialog.show_library(
                library, table.model, self.put_on_table, table.window(), club=table.club
            )

        return open_screen(table, "library", build)

    def show_chart(self) -> ChartDialog:
        def build() -> ChartDialog:
            from scoretable.ui.library import chart

            return chart.show_current_chart(self.table.model, self.table.window())

        return open_screen(self.table, "chart", build)

    def show_stats(self) -> StatsDialog | None:
        library = self.table.library
        if library is None:
            return None

        def build() -> StatsDialog:
            from scoretable.ui.library import stats

            club = self.table.club  # the club's figures offered beside the library's
            url = club.url if club is not None else None
            return stats.show_stats(library.store, self.table.window(), url)

        return open_screen(self.table, "stats", build)

    def export_json(self) -> None:
        if self.table.library is not None:
            from scoretable.ui.library import export

            export.export_current_json(self.table.window(), self.table.library, self.table.model)

    def export_csv(self) -> None:
        if self.table.library is not None:
            from scoretable.ui.library import export

            export.export_current_csv(self.table.window(), self.table.library, self.table.model)

    def import_game(self) -> None:
        """Import a game file into the library and put it on the table."""
        library = self.table.library
        if library is not None:
            from scoretable.ui.library import export

            model = export.import_game(self.table.window(), library)
            if model is not None:
                self.put_on_table(model)
                library.forget_empty_games(model)

    def import_logs(self) -> None:
        """Tenhou logs into the library (each replayed and proven first)."""
        if self.table.library is not None:
            from scoretable.ui.library import log_files

            log_files.import_logs(self.table.window(), self.table.library.store)  # background

    def export_tenhou6(self) -> None:
        game_id = self._game_id()
        if self.table.library is not None and game_id is not None:
            from scoretable.ui.library import log_files

            log_files.export_tenhou6(self.table.window(), self.table.library.store, game_id)

    def replay_game(self) -> ReplayDialog | None:
        """The game on the table, hand by hand, read-only."""
        library, game_id = self.table.library, self._game_id()
        if library is None or game_id is None:
            return None

        def build() -> ReplayDialog:
            from scoretable.ui.library.replay_view import ReplayDialog

            dialog = ReplayDialog(library.store.load_game(game_id), self.table.window())
            _opened(dialog)
            return dialog

        return open_screen(self.table, "replay", build)

    def show_league(self) -> LeagueDialog | None:
        library, club = self.table.library, self.table.club
        if library is None:
            return None

        def build() -> LeagueDialog:
            from scoretable.ui.library.league import LeagueDialog

            url = club.url if club is not None else None
            dialog = LeagueDialog(library.store, url, self.table.window())
            _opened(dialog)
            return dialog

        return open_screen(self.table, "league", build)

    def show_tournament(self) -> TournamentDialog | None:
        """Games -> Tournament: the organiser's screen, on the club's server."""
        club = self.table.club
        if club is None:
            return None

        def build() -> TournamentDialog:
            from scoretable.ui.library.tournament import TournamentDialog

            dialog = TournamentDialog(club.url, self.table.window())
            _opened(dialog)
            return dialog

        return open_screen(self.table, "tournament", build)

    def show_club_conflicts(self) -> ConflictsDialog | None:
        """Games -> Club: copies that differ: the games whose copies differ between tables,
        and the choice of the copy the club counts."""
        club = self.table.club
        if club is None:
            return None

        def build() -> ConflictsDialog:
            from scoretable.ui.library.club_conflicts import ConflictsDialog

            dialog = ConflictsDialog(club.url, self.table.window())
            _opened(dialog)
            return dialog

        return open_screen(self.table, "club_conflicts", build)

    def set_club_server(self) -> None:
        """Ask for the club's server address (kept without a password; used from the next
        start)."""
        settings = self.table.settings
        if settings is None:
            return
        from PySide6.QtWidgets import QInputDialog

        from scoretable.settings import CLUB_URL
        from scoretable.storage.club_address import public_url

        text, ok = QInputDialog.getText(
            self.table.window(),
            QCoreApplication.translate("LeagueDialog", "Club server"),
            QCoreApplication.translate(
                "LeagueDialog",
                "The club's PostgreSQL server, e.g. postgresql://table3@club.local/league\n"
                "(empty: no club). The password is read from ~/.pgpass, never kept here.\n"
                "It is used from the next start.",
            ),
            text=public_url(settings.get(CLUB_URL)),
        )
        if ok:
            settings.set(CLUB_URL, public_url(text.strip()))

    def sync_library_to_club(self) -> None:
        """Games -> Send the whole library to the club, in the background (club_sync.py)."""
        club, library = self.table.club, self.table.library
        if club is not None and library is not None:
            from scoretable.ui.library import club_sync

            club_sync.sync_library(self.table.window(), library, club.url)

    def back_up_library(self) -> None:
        if self.table.library is not None:
            from scoretable.ui.library import export

            export.export_library_file(self.table.window(), self.table.library)

    def restore_library(self) -> None:
        if self.table.library is not None:
            from scoretable.ui.library import export

            export.import_library_file(self.table.window(), self.table.library)
