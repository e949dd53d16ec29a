"""Player statistics across the library's finished games, of four or of three players (never
both at once: a third place of three is not a third of four), filtered by rules preset and the
days the games were started: a table comparing players (exported as CSV), and one player's
page (:mod:`scoretable.ui.library.player_page`), opened from the table by a double click.

With a club server set, the source can be the club: its games are read from the server in the
background (:func:`scoretable.storage.club.club_statistics`, on the runner of
:mod:`scoretable.ui.widgets.long_work`), once, and then filtered here like the library's, by
the club's seasons instead of days. A server that cannot be read says why, and nothing
freezes."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDate, QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from scoretable.i18n import rules_label
from scoretable.storage.club import ClubStatistics, club_statistics, public_url
from scoretable.storage.db import Store
from scoretable.storage.league import Season
from scoretable.storage.stats import (
    COMPARE_FIELDS,
    Filter,
    PlayerStats,
    player_counts,
    player_page,
    player_stats,
    rebuild,
    rules_names,
    stats_csv,
)
from scoretable.ui import theme
from scoretable.ui.error_words import error_sentence, os_reason
from scoretable.ui.fitting import fit_dialog
from scoretable.ui.library.player_page import PlayerFigures
from scoretable.ui.widgets import long_work
from scoretable.ui.widgets.long_work import LongWork

# The date edits' "no limit": their minimum, shown as "Any day".
NO_DATE = QDate(2000, 1, 1)


class _Number(QTableWidgetItem):
    """A cell that sorts by its number, not its text."""

    def __init__(self, text: str, value: float) -> None:
        super().__init__(text)
        self.value = value
        self.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

    def __lt__(self, other: QTableWidgetItem) -> bool:
        if isinstance(other, _Number):
            return self.value < other.value
        return super().__lt__(other)


class StatsDialog(QDialog):
    """The "Players" tab: one row per player (games, average placement, rates, average win,
    final points, first and last places, the rating, the call rate from logs); the "Player"
    tab: the page of the player chosen in ``player_picker``."""

    def __init__(
        self, store: Store, parent: QWidget | None = None, club_url: str | None = None
    ) -> None:
        super().__init__(parent)
        self.library_store = store
        self.club_url = club_url or None
        # the club's games once read (None: not yet, or the read failed)
        self.club: ClubStatistics | None = None
        self.club_status = ""
        self.club_job: LongWork | None = None
        self.setWindowTitle(self.tr("Player statistics"))
        # Whose games: this library's, or the club's (offered when a club server is set).
        self.source = QComboBox()
        self.source.setObjectName("statsSource")
        self.source.addItem(self.tr("This library"), False)
        if self.club_url:
            self.source.addItem(self.tr("The club"), True)
        self.season_filter = QComboBox()
        self.season_filter.setObjectName("seasonFilter")
        self.season_filter.addItem(self.tr("All seasons"), None)
        # Four-player and three-player games are counted apart; the library's own kind first
        # (three players where it holds only three-player games).
        self.players_filter = QComboBox()
        self.players_filter.setObjectName("playersFilter")
        self.players_filter.addItem(self.tr("Four players"), 4)
        self.players_filter.addItem(self.tr("Three players"), 3)
        if player_counts(store) == [3]:
            self.players_filter.setCurrentIndex(1)
        self.rules_filter = QComboBox()
        self.rules_filter.setObjectName("rulesFilter")
        self._fill_rules()
        self.players_filter.currentIndexChanged.connect(self._players_changed)
        self.rules_filter.currentIndexChanged.connect(self.refresh)
        self.since = self._date_edit("sinceFilter")
        self.until = self._date_edit("untilFilter")
        self.season_filter.currentIndexChanged.connect(self.refresh)
        # where the figures come from (the club's server and its games), and why none show
        self.origin = QLabel()
        self.origin.setObjectName("statsOrigin")
        self.origin.setWordWrap(True)
        self.shown = QLabel()
        self.shown.setObjectName("statsShown")
        self.shown.setWordWrap(True)
        heading = self.shown.font()
        heading.setBold(True)
        self.shown.setFont(heading)
        headers = [
            self.tr("Player"),
            self.tr("Games"),
            self.tr("Hands"),
            self.tr("Avg. placement"),
            self.tr("Win rate"),
            self.tr("Deal-in rate"),
            self.tr("Riichi rate"),
            self.tr("Average win"),
            self.tr("Final points"),
            self.tr("1st"),
            self.tr("Last"),
            self.tr("Rating"),
            self.tr("Call rate (logs)"),
        ]
        self.table = QTableWidget(0, len(headers))
        self.table.setObjectName("statsTable")
        self.table.setHorizontalHeaderLabels(headers)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # Most games first; the sort is stable, so equal counts keep the names' order.
        self.table.horizontalHeader().setSortIndicator(1, Qt.SortOrder.DescendingOrder)
        self.note = QLabel(
            self.tr(
                "Finished games only. Rates are per hand played; the average win counts the "
                "hand, honba and riichi sticks collected. Double-click a player for their page."
            )
        )
        self.note.setWordWrap(True)
        # With no finished game (under this filter) the grid would be empty: say why instead.
        self.no_games = self.tr(
            "No finished games yet: statistics count finished games only. Play a game to "
            "its end, or import one, and it appears here."
        )
        self.empty = QLabel(self.no_games)
        self.empty.setObjectName("statsEmpty")
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.table.doubleClicked.connect(self._open_row)
        # two rows of filters: on a small screen the page keeps the height
        form = QGridLayout()
        self.source_label = QLabel(self.tr("Statistics of:"))
        form.addWidget(self.source_label, 0, 0)
        form.addWidget(self.source, 0, 1)
        form.addWidget(QLabel(self.tr("Games of:")), 1, 0)
        form.addWidget(self.players_filter, 1, 1)
        form.addWidget(QLabel(self.tr("Rules:")), 1, 2)
        form.addWidget(self.rules_filter, 1, 3, 1, 3)
        self.dates = [
            QLabel(self.tr("Started from:")),
            self.since,
            QLabel(self.tr("to")),
            self.until,
        ]
        form.addWidget(self.dates[0], 2, 0)
        form.addWidget(self.since, 2, 1)
        form.addWidget(self.dates[2], 2, 2, Qt.AlignmentFlag.AlignCenter)
        form.addWidget(self.until, 2, 3, 1, 3)
        self.season_label = QLabel(self.tr("Season:"))
        form.addWidget(self.season_label, 3, 0)
        form.addWidget(self.season_filter, 3, 1, 1, 5)
        form.setColumnStretch(1, 1)
        form.setColumnStretch(3, 1)
        # the source's row only where there is a choice
        self.source_label.setVisible(bool(self.club_url))
        self.source.setVisible(bool(self.club_url))
        self.season_label.hide()
        self.season_filter.hide()
        compare = QWidget()
        compare_layout = QVBoxLayout(compare)
        compare_layout.addWidget(self.table)
        compare_layout.addWidget(self.empty)
        compare_layout.addWidget(self.note)
        self.player_picker = QComboBox()
        self.player_picker.setObjectName("playerPicker")
        self.player_picker.currentIndexChanged.connect(self._show_player)
        self.page = PlayerFigures()
        page = QWidget()
        page_layout = QVBoxLayout(page)
        picker = QFormLayout()
        picker.addRow(self.tr("Player:"), self.player_picker)
        page_layout.addLayout(picker)
        page_layout.addWidget(self.page)
        self.page_scroll = QScrollArea()
        self.page_scroll.setWidgetResizable(True)
        self.page_scroll.setWidget(page)
        self.tabs = QTabWidget()
        self.tabs.addTab(compare, self.tr("Players"))
        self.tabs.addTab(self.page_scroll, self.tr("Player"))
        self.tabs.currentChanged.connect(self._show_player)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        # Each finished game's summary recomputed from its log, in the background.
        self.rebuild_button = buttons.addButton(
            self.tr("&Recompute from the games"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.rebuild_button.setObjectName("statsRebuild")
        self.rebuild_button.clicked.connect(self.rebuild)
        self.export_button = QPushButton(self.tr("Export CSV…"))
        self.export_button.setObjectName("exportStats")
        self.export_button.clicked.connect(self.export_csv)
        buttons.addButton(self.export_button, QDialogButtonBox.ButtonRole.ActionRole)
        # The club's games read again from its server (its figures are read once otherwise).
        self.reload_button = buttons.addButton(
            self.tr("&Read the club again"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.reload_button.setObjectName("statsReload")
        self.reload_button.clicked.connect(self.read_club)
        self.reload_button.hide()
        self.source.currentIndexChanged.connect(self._source_changed)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.origin)
        layout.addWidget(self.shown)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(buttons)
        self.origin.hide()
        self.rows: list[PlayerStats] = []
        self.resize(900, 560)
        fit_dialog(self)
        self.refresh()

    def _date_edit(self, name: str) -> QDateEdit:
        edit = QDateEdit()
        edit.setObjectName(name)
        edit.setCalendarPopup(True)
        edit.setDisplayFormat("yyyy-MM-dd")
        edit.setMinimumDate(NO_DATE)
        edit.setSpecialValueText(self.tr("Any day"))
        edit.setDate(NO_DATE)
        edit.dateChanged.connect(self.refresh)
        return edit

    @staticmethod
    def _day(edit: QDateEdit) -> str | None:
        return None if edit.date() == NO_DATE else edit.date().toString("yyyy-MM-dd")

    @property
    def from_club(self) -> bool:
        """The club's games are shown (else this library's)."""
        return bool(self.source.currentData())

    @property
    def store(self) -> Store | None:
        """The games shown: the library's, or the club's once read (None until then)."""
        if not self.from_club:
            return self.library_store
        return self.club.store if self.club is not None else None

    def where(self) -> Filter:
        """The games the filters let through (the club's: by season instead of days)."""
        if self.from_club:
            season = self.season_filter.currentData()
            since, until = (season.starts, season.ends) if season is not None else (None, None)
        else:
            since, until = self._day(self.since), self._day(self.until)
        return Filter(self.players, self.rules_filter.currentData(), since, until)

    @property
    def players(self) -> int:
        """The player count shown: 4 or 3."""
        return int(self.players_filter.currentData())

    def _fill_rules(self) -> None:
        """The rules presets of the games of the player count shown."""
        chosen = self.rules_filter.currentData()
        self.rules_filter.blockSignals(True)
        self.rules_filter.clear()
        self.rules_filter.addItem(self.tr("All rules"), None)
        store = self.store
        for name in rules_names(store, self.players) if store is not None else []:
            self.rules_filter.addItem(rules_label(name), name)
        self.rules_filter.setCurrentIndex(max(0, self.rules_filter.findData(chosen)))
        self.rules_filter.blockSignals(False)

    def _players_changed(self, *_args: object) -> None:
        self._fill_rules()
        self.refresh()

    def _source_changed(self, *_args: object) -> None:
        """The library's filters (days) or the club's (seasons); the club read from its server
        the first time it is chosen."""
        club = self.from_club
        for widget in self.dates:
            widget.setVisible(not club)
        for widget in (self.season_label, self.season_filter, self.reload_button):
            widget.setVisible(club)
        self.rebuild_button.setVisible(not club)
        if club and self.club is None and self.club_job is None:
            self.read_club()
        else:
            self._players_changed()

    def read_club(self) -> LongWork | None:
        """Read the club's games from its server in the background (the figures show once they
        are read; a server that cannot be read says why here). The job, or None if a job is
        running already."""
        url = self.club_url
        if url is None:
            return None
        title = self.tr("Read the club's statistics")
        job = long_work.start_alone(self, title, lambda progress: club_statistics(url, progress))
        if job is None:
            return None
        self.club_job = job
        self._forget_club()  # the figures shown are always the last read's
        self.reload_button.setEnabled(False)
        # what the club's figures wait for, or why there are none, where they would be
        self.club_status = self.tr("Reading the club's games from {0}…").format(public_url(url))
        job.succeeded.connect(self._club_read)
        job.failed.connect(self._club_failed)
        job.cancelled.connect(self._club_cancelled)
        job.finished.connect(self._club_done)
        self._players_changed()
        return job

    def _club_read(self, read: ClubStatistics) -> None:
        self.club = read
        where = self.tr("The club's server {0}:").format(public_url(self.club_url or ""))
        text = where + " " + self.tr("%n finished game(s).", "", read.games)
        if read.left_out:
            text += " " + self.tr(
                "%n could not be read (a log this version cannot replay) and are left out.",
                "",
                read.left_out,
            )
        self.origin.setText(text)
        chosen = self.season_filter.currentText()
        self.season_filter.blockSignals(True)
        self.season_filter.clear()
        self.season_filter.addItem(self.tr("All seasons"), None)
        for season in read.seasons:
            self.season_filter.addItem(self._season_text(season), season)
        self.season_filter.setCurrentIndex(max(0, self.season_filter.findText(chosen)))
        self.season_filter.blockSignals(False)

    def _season_text(self, season: Season) -> str:
        return self.tr("{name} ({starts} to {ends})").format(
            name=season.name, starts=season.starts, ends=season.ends
        )

    def _club_failed(self, error: object) -> None:
        reason = error_sentence(error) if isinstance(error, BaseException) else str(error)
        # the reason on a line of its own: it is the server's sentence, with its own stops
        self.club_status = "\n".join(
            (
                self.tr("The club's server cannot be read:"),
                reason,
                self.tr("Nothing of the club is shown: read it again, or choose This library."),
            )
        )

    def _club_cancelled(self) -> None:
        self.club_status = self.tr(
            "Reading the club's server was stopped. Read it again, or choose This library."
        )

    def _club_done(self) -> None:
        self.club_job = None
        self.reload_button.setEnabled(True)
        self._players_changed()

    def refresh(self, *_args: object) -> None:
        if self.players == 4:
            self.shown.setText(
                self.tr("Four-player games: places 1 to 4. Three-player games are counted apart.")
            )
        else:
            self.shown.setText(
                self.tr("Three-player games: places 1 to 3. Four-player games are counted apart.")
            )
        store = self.store
        # the club not read yet (or its server unreadable): what the origin line says, only
        rows = (
            player_stats(store, where=self.where(), fields=COMPARE_FIELDS)
            if store is not None
            else []
        )
        self.rows = rows
        self.table.setSortingEnabled(False)
        # Sized once filled: sized to its contents as each cell came, a table of 40 players
        # took the window 0.8 s (every cell measured the whole column again).
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.setRowCount(len(rows))
        for row, stats in enumerate(rows):
            for column, item in enumerate(self._cells(stats)):
                self.table.setItem(row, column, item)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setSortingEnabled(True)
        self.table.setHidden(not rows)
        self.empty.setText(self.no_games if store is not None else self.club_status)
        self.empty.setHidden(bool(rows))
        self.origin.setVisible(self.from_club and store is not None)
        self.export_button.setEnabled(bool(rows))
        chosen = self.player_picker.currentText()
        self.player_picker.blockSignals(True)
        self.player_picker.clear()
        self.player_picker.addItems(sorted((s.name for s in rows), key=str.casefold))
        self.player_picker.setCurrentIndex(max(0, self.player_picker.findText(chosen)))
        self.player_picker.blockSignals(False)
        self._show_player()

    def _show_player(self, *_args: object) -> None:
        if self.tabs.currentIndex() != 1:  # drawn when its tab is shown
            return
        name = self.player_picker.currentText()
        where = self.where()
        store = self.store
        # every figure of one player (the table adds up only what it compares)
        found = player_stats(store, where=where, name=name) if name and store is not None else []
        stats = found[0] if found else None
        page = player_page(store, name, where) if stats is not None and store is not None else None
        self.page.show_player(stats, page, self.players)

    def _open_row(self, index: QModelIndex) -> None:
        """A double click on a player's row: that player's page."""
        self.show_player(self.cell(index.row(), 0))

    def show_player(self, name: str) -> None:
        self.player_picker.setCurrentIndex(self.player_picker.findText(name))
        self.tabs.setCurrentIndex(1)

    def export_csv(self) -> Path | None:
        """Every player's figures under the filters, as CSV, where the user says."""
        title = self.tr("Export statistics as CSV")
        store = self.store
        if store is None:  # the club not read: the button is disabled
            return None
        kind = "club-" if self.from_club else ""
        chosen, _ = QFileDialog.getSaveFileName(
            self,
            title,
            str(Path.home() / f"scoretable-{kind}statistics-{self.players}p.csv"),
            self.tr("CSV files (*.csv);;All files (*)"),
        )
        if not chosen:
            return None
        try:
            rows = player_stats(store, where=self.where())  # every figure
            Path(chosen).write_text(stats_csv(rows), encoding="utf-8")
        except OSError as error:
            QMessageBox.warning(self, title, os_reason(error))
            return None
        return Path(chosen)

    def rebuild(self) -> LongWork | None:
        """Recompute every finished game's summary (:func:`stats.rebuild`) in the background
        (:mod:`long_work`); stopped part-way, the games done keep their new summary and the
        others their old one, both right. The job, or None if one is running already."""
        title = self.tr("Recompute statistics")
        job = long_work.start(self, self.library_store, title, rebuild)
        if job is None:
            return None
        self.rebuild_button.setEnabled(False)

        def done(wrong: int) -> None:
            self.refresh()
            QMessageBox.information(
                self,
                title,
                self.tr(
                    "Every finished game's summary was recomputed; {0} were wrong or missing."
                ).format(wrong),
            )

        def stopped(error: object = None) -> None:
            self.refresh()
            _, done_count, total = job.last
            text = self.tr(
                "Stopped after {0} of {1} games: those have their summary recomputed, the "
                "others keep theirs."
            ).format(done_count, total)
            if isinstance(error, BaseException):
                text = f"{error_sentence(error)}\n\n{text}"
            QMessageBox.information(self, title, text)

        job.succeeded.connect(done)
        job.cancelled.connect(stopped)
        job.failed.connect(stopped)
        job.finished.connect(lambda: self.rebuild_button.setEnabled(True))
        return job

    def _forget_club(self) -> None:
        """The club's games read before, let go (their store lives in memory): a new read
        replaces them."""
        if self.club is not None:
            self.club.store.close()
            self.club = None

    def done(self, result: int) -> None:
        """Closing while summaries are recomputed, or the club read, stops that first (at the
        next game's end: what is done stays)."""
        job = long_work.running(self)
        if job is not None:
            job.cancel()
            job.wait()
            QCoreApplication.sendPostedEvents(job)
        super().done(result)

    def _cells(self, s: PlayerStats) -> list[QTableWidgetItem]:
        """The row's cells; each rate's tooltip says what it counts ("1 of 4 hands", in the
        words of the player's page)."""

        def page(text: str, count: int = -1) -> str:
            return QCoreApplication.translate("PlayerFigures", text, "", count)

        def pct(part: int, whole: int, unit: str) -> _Number:
            value = part / whole if whole else 0.0
            cell = _Number(f"{100 * value:.1f} %", value)
            cell.setToolTip(page("{part} of {whole}").format(part=f"{part:,}", whole=unit))
            return cell

        hands = page("%n hand(s)", s.hands)
        games = page("%n game(s)", s.games)
        calls: QTableWidgetItem = _Number("\u2013", -1.0)
        if s.log_hands is not None and s.called_hands is not None:
            calls = pct(s.called_hands, s.log_hands, page("%n hand(s)", s.log_hands))
        return [
            QTableWidgetItem(s.name),
            _Number(str(s.games), s.games),
            _Number(f"{s.hands:,}", s.hands),
            _Number(f"{s.average_placement:.2f}", s.average_placement),
            pct(s.wins, s.hands, hands),
            pct(s.deal_ins, s.hands, hands),
            pct(s.riichi, s.hands, hands),
            _Number(f"{s.average_win:,.0f}", s.average_win),
            _Number(theme.signed_float(s.final_points), s.final_points),
            pct(s.firsts, s.games, games),
            pct(s.lasts, s.games, games),
            _Number(f"{s.rating:,.1f}", s.rating),
            calls,
        ]

    def cell(self, row: int, column: int) -> str:
        item = self.table.item(row, column)
        return item.text() if item is not None else ""


def show_stats(
    store: Store, parent: QWidget | None = None, club_url: str | None = None
) -> StatsDialog:
    dialog = StatsDialog(store, parent, club_url)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog
