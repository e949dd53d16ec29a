"""Player statistics across the library's finished games, of four or of three players (never
both at once: a third place of three is not a third of four), filtered by rules preset and the
days the games were started: a table comparing players (exported as CSV), and one player's
page (:mod:`scoretable.ui.library.player_page`), opened from the table by a double click."""

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
from scoretable.storage.db import Store
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

    def __init__(self, store: Store, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.setWindowTitle(self.tr("Player statistics"))
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
        self.shown = QLabel()
        self.shown.setObjectName("statsShown")
        self.shown.setWordWrap(True)
        heading = self.shown.font()
        heading.setBold(True)
        self.shown.setFont(heading)
        headers = [
            self.tr("Player"),
            self.tr("Games"),
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
        self.empty = QLabel(
            self.tr(
                "No finished games yet: statistics count finished games only. Play a game to "
                "its end, or import one, and it appears here."
            )
        )
        self.empty.setObjectName("statsEmpty")
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.table.doubleClicked.connect(self._open_row)
        # two rows of filters: on a small screen the page keeps the height
        form = QGridLayout()
        form.addWidget(QLabel(self.tr("Games of:")), 0, 0)
        form.addWidget(self.players_filter, 0, 1)
        form.addWidget(QLabel(self.tr("Rules:")), 0, 2)
        form.addWidget(self.rules_filter, 0, 3, 1, 3)
        form.addWidget(QLabel(self.tr("Started from:")), 1, 0)
        form.addWidget(self.since, 1, 1)
        form.addWidget(QLabel(self.tr("to")), 1, 2, Qt.AlignmentFlag.AlignCenter)
        form.addWidget(self.until, 1, 3, 1, 3)
        form.setColumnStretch(1, 1)
        form.setColumnStretch(3, 1)
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
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.shown)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(buttons)
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

    def where(self) -> Filter:
        """The games the filters let through."""
        return Filter(
            self.players,
            self.rules_filter.currentData(),
            self._day(self.since),
            self._day(self.until),
        )

    @property
    def players(self) -> int:
        """The player count shown: 4 or 3."""
        return int(self.players_filter.currentData())

    def _fill_rules(self) -> None:
        """The rules presets of the games of the player count shown."""
        self.rules_filter.blockSignals(True)
        self.rules_filter.clear()
        self.rules_filter.addItem(self.tr("All rules"), None)
        for name in rules_names(self.store, self.players):
            self.rules_filter.addItem(rules_label(name), name)
        self.rules_filter.blockSignals(False)

    def _players_changed(self, *_args: object) -> None:
        self._fill_rules()
        self.refresh()

    def refresh(self, *_args: object) -> None:
        if self.players == 4:
            self.shown.setText(
                self.tr("Four-player games: places 1 to 4. Three-player games are counted apart.")
            )
        else:
            self.shown.setText(
                self.tr("Three-player games: places 1 to 3. Four-player games are counted apart.")
            )
        rows = player_stats(self.store, where=self.where(), fields=COMPARE_FIELDS)
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
        self.empty.setHidden(bool(rows))
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
        # every figure of one player (the table adds up only what it compares)
        found = player_stats(self.store, where=where, name=name) if name else []
        stats = found[0] if found else None
        page = player_page(self.store, name, where) if stats is not None else None
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
        chosen, _ = QFileDialog.getSaveFileName(
            self,
            title,
            str(Path.home() / f"scoretable-statistics-{self.players}p.csv"),
            self.tr("CSV files (*.csv);;All files (*)"),
        )
        if not chosen:
            return None
        try:
            rows = player_stats(self.store, where=self.where())  # every figure
            Path(chosen).write_text(stats_csv(rows), encoding="utf-8")
        except OSError as error:
            QMessageBox.warning(self, title, str(error.strerror or error))
            return None
        return Path(chosen)

    def rebuild(self) -> LongWork | None:
        """Recompute every finished game's summary (:func:`stats.rebuild`) in the background
        (:mod:`long_work`); stopped part-way, the games done keep their new summary and the
        others their old one, both right. The job, or None if one is running already."""
        title = self.tr("Recompute statistics")
        job = long_work.start(self, self.store, title, rebuild)
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
            if error is not None:
                text = f"{error}\n\n{text}"
            QMessageBox.information(self, title, text)

        job.succeeded.connect(done)
        job.cancelled.connect(stopped)
        job.failed.connect(stopped)
        job.finished.connect(lambda: self.rebuild_button.setEnabled(True))
        return job

    def done(self, result: int) -> None:
        """Closing while summaries are recomputed stops that first (at the next game's end:
        what is done stays)."""
        job = long_work.running(self)
        if job is not None:
            job.cancel()
            job.wait()
            QCoreApplication.sendPostedEvents(job)
        super().done(result)

    @staticmethod
    def _cells(s: PlayerStats) -> list[QTableWidgetItem]:
        def pct(value: float) -> _Number:
            return _Number(f"{100 * value:.1f} %", value)

        return [
            QTableWidgetItem(s.name),
            _Number(str(s.games), s.games),
            _Number(f"{s.average_placement:.2f}", s.average_placement),
            pct(s.win_rate),
            pct(s.deal_in_rate),
            pct(s.riichi_rate),
            _Number(f"{s.average_win:,.0f}", s.average_win),
            _Number(theme.signed_float(s.final_points), s.final_points),
            pct(s.first_rate),
            pct(s.last_rate),
            _Number(f"{s.rating:,.1f}", s.rating),
            _Number("\u2013", -1.0) if s.call_rate is None else pct(s.call_rate),
        ]

    def cell(self, row: int, column: int) -> str:
        item = self.table.item(row, column)
        return item.text() if item is not None else ""


def show_stats(store: Store, parent: QWidget | None = None) -> StatsDialog:
    dialog = StatsDialog(store, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog
