"""The Game menu: New game (a tournament's table followed by its session's clock), End game
now (Show results once over), Hanchan timer, Share with phones, Quit."""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QCoreApplication, QTimer, Signal
from PySide6.QtWidgets import QWidget

from scoretable.ui.error_words import guarded
from scoretable.ui.table.menus import Menu, Table, open_screen

if TYPE_CHECKING:
    from scoretable.game.model import GameModel
    from scoretable.ui.record.new_game_dialog import GameSetup, TournamentOffer
    from scoretable.ui.table.results_dialog import ResultsDialog

# how often a tournament game reads its session's clock (a clock started, extra time given)
SESSION_CLOCK_MS = 20_000
# how far (seconds) the start of a session's clock, as read, may be from the game's timer's
# before the timer is set anew (each reading moves it by the reading's latency)
SESSION_CLOCK_SLACK = 2.0


class GameMenu(Menu):
    """Game: the game on the table, a new one, its timer, and Quit."""

    # a tournament game's session clock read on a thread of its own: (what was read, timer)
    _sessionClockRead = Signal(object, object)

    def __init__(self, table: Table, undo: Callable[[], object]) -> None:
        super().__init__(QCoreApplication.translate("MainWindow", "&Game"), table)
        self._undo = undo  # the results dialog's Undo
        self.results_dialog: ResultsDialog | None = None
        self.act_new_game = self.action(
            QCoreApplication.translate("MainWindow", "&New game…"), self.ask_new_game, ["Ctrl+N"]
        )
        self.act_end_game = self.action(
            QCoreApplication.translate("MainWindow", "&End game now"), self.end_game, ["Ctrl+E"]
        )
        self.act_timer = self.action(
            QCoreApplication.translate("MainWindow", "Hanchan &timer…"), self.ask_timer
        )
        self.act_share = self.action(
            QCoreApplication.translate("MainWindow", "&Share with phones…"), self.open_share
        )
        self.addSeparator()
        self.act_quit = self.action(
            QCoreApplication.translate("MainWindow", "&Quit"), table.window().close, ["Ctrl+Q"]
        )
        # a tournament game's (tournament, session, table, model): its timer follows the
        # session's clock, read every SESSION_CLOCK_MS while that game is on the table
        self._session_table: tuple[str, int, int, GameModel] | None = None
        self._session_clock = QTimer(self)
        self._clock_reading = False
        self._sessionClockRead.connect(self._session_clock_read)
        self._session_clock.setInterval(SESSION_CLOCK_MS)
        self._session_clock.timeout.connect(self._read_session_clock)

    def open_share(self) -> QWidget:
        """Game -> Share with phones: the sharing dialog on the window's session (nothing
        listens until Start); one for the window's life, so sharing goes on while it is
        hidden."""

        def build() -> QWidget:
            from scoretable.ui.share_dialog import ShareDialog

            return ShareDialog.made_for(self.table.window())

        return open_screen(self.table, "share", build, keep=True)

    def show_game_over(self, over: bool) -> None:
        """Once the game is over, End game now shows the results instead."""
        self.act_end_game.setText(
            QCoreApplication.translate("MainWindow", "Show &results")
            if over
            else QCoreApplication.translate("MainWindow", "&End game now")
        )

    def known_names(self) -> list[str]:
        """Names offered in the New game dialog: the library's, else this game's."""
        library = self.table.library
        return library.known_names() if library is not None else list(self.table.model.players)

    def ask_new_game(self) -> None:
        from scoretable.ui.record.new_game_dialog import NewGameDialog

        table, window = self.table, self.table.window()
        offers = self._tournament_offers()
        setup = (
            NewGameDialog.get_setup(window, self.known_names(), offers=offers)
            if offers
            else NewGameDialog.get_setup(window, self.known_names())
        )
        if setup is not None:
            table.start_new_game(setup.players, setup.rules)
            library = table.library
            game_id = library.game_id(table.model) if library else None
            if setup.tournament is not None and game_id is not None and library:
                from scoretable.storage.tournament import file_game

                file_game(library.store, game_id, *setup.tournament)
                self._follow_session_clock(setup, offers)

    def _follow_session_clock(self, setup: GameSetup, offers: list[TournamentOffer]) -> None:
        """A tournament game's timer is its session's clock (with its table's extra time),
        read now and again while the game is on: a game started before the clock follows it
        once it starts, and extra time given later reaches the table."""
        offer = next((o for o in offers if (o.tournament, o.session) == setup.tournament), None)
        if offer is None or self.table.club is None:
            return
        table = next(
            (o.table for o in offers if (o.tournament, o.session) == setup.tournament
             and sorted(o.players) == sorted(setup.players)),
            offer.table,
        )  # fmt: skip
        self._session_table = (offer.tournament, offer.session, table, self.table.model)
        self._read_session_clock()
        self._session_clock.start()

    def _read_session_clock(self) -> None:
        """Read the session's clock on a thread of its own: the club server out of reach
        costs the table its connect limit (seconds), which the window must not wait for."""
        import threading

        from scoretable.storage.tournament import table_timer

        following, club = self._session_table, self.table.club
        if following is None or club is None or following[3] is not self.table.model:
            self._session_table = None
            self._session_clock.stop()
            return
        if self._clock_reading:  # the last read is still waiting on the server
            return
        self._clock_reading = True
        tournament, session, table, _model = following
        url = club.url

        def read() -> None:
            try:
                timer = table_timer(url, tournament, session, table)
            except Exception:  # the server's trouble: the game plays on, read again later
                timer = None
            with contextlib.suppress(RuntimeError):  # the window closed meanwhile
                self._sessionClockRead.emit(following, timer)

        threading.Thread(target=read, name="session clock", daemon=True).start()

    def _session_clock_read(self, following: object, timer: object) -> None:
        self._clock_reading = False
        if timer is None or following is not self._session_table:
            return  # no clock yet, the server out of reach, or another game since
        if cast("tuple[str, int, int, GameModel]", following)[3] is not self.table.model:
            return  # another game started while this was read: the clock is not its own
        started, seconds, hands_after = cast("tuple[float, int, int]", timer)
        hanchan = self.table.hanchan_timer
        setting = hanchan.setting()
        # the start is this table's clock less what the server says has run: it moves by
        # the reading's latency from one read to the next, and by whatever this table's
        # clock was set to meanwhile (then the timer follows)
        if (
            setting is None
            or setting[0] != seconds
            or abs(setting[1] - started) > SESSION_CLOCK_SLACK
            or hanchan.hands_after() != hands_after
        ):
            model = self.table.model
            self.table.run(lambda: model.set_timer(seconds, started, hands_after=hands_after))

    def _tournament_offers(self) -> list[TournamentOffer]:
        """The club's tournaments' seated tables (none without a club or when it cannot be
        read: a new game never waits on it for more than its time limits)."""
        club = self.table.club
        if club is None or self.table.library is None:
            return []
        from scoretable.engine.rules import PRESETS
        from scoretable.storage.tournament import table_offers
        from scoretable.ui.record.new_game_dialog import TournamentOffer

        return [
            TournamentOffer(name, session, table, players, PRESETS[rules])
            for name, session, table, players, rules in table_offers(club.url)
            if rules in PRESETS
        ]

    def ask_timer(self) -> None:
        """Game -> Hanchan timer: set (or remove) the game's timer; it starts now."""
        from scoretable.ui.record.timer_dialog import TimerDialog, TimerSetting

        if self.table.refuse_if_over():
            return
        timer, model = self.table.hanchan_timer, self.table.model
        setting = timer.setting()
        current = TimerSetting(60 if setting is None else setting[0] // 60, timer.hands_after())
        chosen = TimerDialog.get_timer(self.table.window(), current)
        if chosen is not None:
            self.table.run(
                lambda: model.set_timer(
                    chosen.minutes * 60, timer.clock(), hands_after=chosen.hands_after
                )
            )

    def end_game(self) -> None:
        if self.table.model.game_over:
            self.show_results()
            return
        self.table.run(self.table.model.end_game)

    def show_results(self) -> ResultsDialog:
        """The results dialog, opened afresh: the final standings, or over an unfinished game
        the standings as they stand (``--screenshot --dialog results``)."""
        self.close_results()

        def build() -> ResultsDialog:
            from scoretable.ui.table.results_dialog import ResultsDialog

            table, model = self.table, self.table.model
            dialog = ResultsDialog(
                model.result(), model.players, table.rules_label(), table.window(),
                final=model.game_over,
            )  # fmt: skip
            dialog.newGameRequested.connect(guarded(table, self._new_game_same_players))
            dialog.undoRequested.connect(guarded(table, self._undo))
            dialog.open()
            return dialog

        self.results_dialog = open_screen(self.table, "results", build)
        return self.results_dialog

    def _new_game_same_players(self) -> None:
        self.table.start_new_game(self.table.model.players, self.table.model.rules)

    def close_results(self) -> None:
        """The results dialog closed (a new game, the game reopened, the window closed)."""
        if self.results_dialog is not None:
            dialog = self.results_dialog
            self.results_dialog = None
            dialog.close()
            dialog.deleteLater()
