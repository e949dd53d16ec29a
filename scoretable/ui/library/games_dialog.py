"""The Library of games dialog: every stored game, opened, renamed, deleted, charted, exported.

The main window opens it (Games -> Library of games) with its :class:`Library`, the model on
the table and how to put another game there.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QInputDialog,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from scoretable import clock
from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.game.model import GameModel
from scoretable.i18n import rules_label
from scoretable.session.library import Library
from scoretable.storage.db import GameSummary, Store
from scoretable.ui import theme
from scoretable.ui.error_words import error_sentence
from scoretable.ui.fitting import ButtonRow, fit_dialog
from scoretable.ui.library.chart import show_game_chart
from scoretable.ui.library.export import export_csv, export_json

if TYPE_CHECKING:
    from scoretable.session.club_link import ClubLink


def show_library(
    library: Library,
    current: GameModel,
    show_model: Callable[[GameModel], None],
    parent: QWidget | None = None,
    club: ClubLink | None = None,
) -> LibraryDialog:
    """Open the dialog on ``library``; ``current`` is on the table, ``show_model`` puts
    another game there; ``club``: the link to the club's server (a deleted game may be
    withdrawn from its league)."""
    dialog = LibraryDialog(library, current, show_model, parent, club=club)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog


# --- the dialog ------------------------------------------------------------------------------


def format_date(iso: str) -> str:
    """An ISO UTC timestamp in local time, "2026-11-21 23:58"."""
    try:
        return f"{clock.local(datetime.fromisoformat(iso)):%Y-%m-%d %H:%M}"
    except ValueError:
        return iso


def problem_text(game: GameSummary) -> str:
    """Why a stored game cannot be opened, in the interface's language ("" if it can)."""
    if game.reason is not None:
        return game.reason.text(QCoreApplication.translate)
    return game.problem


def result_text(game: GameSummary) -> str:
    """ "Ann +49.1 · Bo +7.4 · Di −26.3 · Cy −30.2" (by placement), or "in progress"."""
    if game.problem:
        return QCoreApplication.translate("Library", "cannot be opened: {0}").format(
            problem_text(game)
        )
    result = game.result
    if not game.finished or not result:
        return QCoreApplication.translate("Library", "in progress")
    points = result.get("points") or []
    seats = range(len(game.names))  # three or four
    order = result.get("placements") or sorted(seats, key=lambda s: -float(points[s]))
    return " · ".join(f"{game.names[s]} {theme.signed_float(float(points[s]))}" for s in order)


class GamesTableModel(QAbstractTableModel):
    """The library's games: date, title, players, rules, result."""

    COLUMNS = (
        str(QT_TRANSLATE_NOOP("Library", "Date")),
        str(QT_TRANSLATE_NOOP("Library", "Title")),
        str(QT_TRANSLATE_NOOP("Library", "Players")),
        str(QT_TRANSLATE_NOOP("Library", "Rules")),
        str(QT_TRANSLATE_NOOP("Library", "Result")),
    )

    # Games read from the store at a time, as the view scrolls (a library of 10,000 games
    # opens as fast as one of 100).
    PAGE = 100

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.games: list[GameSummary] = []
        self._rows: list[tuple[str, str, str, str, str]] = []
        self._store: Store | None = None
        self._total = 0

    @staticmethod
    def _row(g: GameSummary) -> tuple[str, str, str, str, str]:
        return (
            format_date(g.updated),
            g.title,
            ", ".join(g.names),
            rules_label(g.rules_name),
            result_text(g),
        )

    def set_games(self, games: list[GameSummary]) -> None:
        """Show exactly ``games`` (no paging)."""
        self.beginResetModel()
        self._store, self._total = None, len(games)
        self.games = list(games)
        self._rows = [self._row(g) for g in games]
        self.endResetModel()

    def set_store(self, store: Store) -> None:
        """Show the store's games, the first page now and the rest as the view asks."""
        self.beginResetModel()
        self._store, self._total = store, store.count_games()
        self.games, self._rows = [], []
        self._append(store.list_games(self.PAGE, 0))
        self.endResetModel()

    def _append(self, page: list[GameSummary]) -> None:
        self.games += page
        self._rows += [self._row(g) for g in page]

    def canFetchMore(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> bool:  # noqa: B008
        return not parent.isValid() and self._store is not None and len(self.games) < self._total

    def fetchMore(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> None:  # noqa: B008
        if not self.canFetchMore(parent) or self._store is None:
            return
        page = self._store.list_games(self.PAGE, len(self.games))
        if not page:
            self._total = len(self.games)
            return
        self.beginInsertRows(QModelIndex(), len(self.games), len(self.games) + len(page) - 1)
        self._append(page)
        self.endInsertRows()

    def row_of(self, game_id: int) -> int | None:
        """The row of ``game_id``, reading further pages until it is found."""
        while True:
            for row, game in enumerate(self.games):
                if game.id == game_id:
                    return row
            if not self.canFetchMore():
                return None
            self.fetchMore()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.COLUMNS)

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._rows[index.row()][index.column()]
        if role == Qt.ItemDataRole.ToolTipRole:
            game = self.games[index.row()]
            dates = QCoreApplication.translate("Library", "Started {0}, last played {1}").format(
                format_date(game.created), format_date(game.updated)
            )
            if index.column() in (1, 2, 4):  # a title, names or result too long for the column
                return f"{self._rows[index.row()][index.column()]}\n{dates}"
            return dates
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if (
            role == Qt.ItemDataRole.DisplayRole
            and orientation == Qt.Orientation.Horizontal
            and 0 <= section < len(self.COLUMNS)
        ):
            return QCoreApplication.translate("Library", self.COLUMNS[section])
        return None


class LibraryDialog(QDialog):
    """Every stored game, most recently played first: open (or resume), rename, delete,
    chart, export."""

    def __init__(
        self,
        library: Library,
        current: GameModel,
        show_model: Callable[[GameModel], None],
        parent: QWidget | None = None,
        club: ClubLink | None = None,
    ) -> None:
        super().__init__(parent)
        self.library = library
        # the link to the club's server (None: no club)
        self.club = club
        # the id of the game on the table (it cannot be deleted from under it)
        self.current_id = library.game_id(current)
        self._show_model = show_model
        self.setWindowTitle(self.tr("Library of games"))
        self.table_model = GamesTableModel(self)
        self.table = QTableView()
        self.table.setObjectName("gamesTable")
        self.table.setAccessibleName(self.tr("Games"))
        self.table.setModel(self.table_model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        # fit the columns to the first rows only: measuring every row of a library of
        # 10,000 games takes seconds
        header.setResizeContentsPrecision(GamesTableModel.PAGE)
        self.table.doubleClicked.connect(lambda *_: self.open_selected())
        self.status = QLabel()
        self.status.setWordWrap(True)

        self.open_button = QPushButton(self.tr("&Open"))
        self.rename_button = QPushButton(self.tr("Re&name…"))
        self.delete_button = QPushButton(self.tr("&Delete…"))
        self.chart_button = QPushButton(self.tr("Score &chart…"))
        self.json_button = QPushButton(self.tr("Export &JSON…"))
        self.csv_button = QPushButton(self.tr("Export C&SV…"))
        self.open_button.setDefault(True)
        self.open_button.clicked.connect(self.open_selected)
        self.rename_button.clicked.connect(self.rename_selected)
        self.delete_button.clicked.connect(self.delete_selected)
        self.chart_button.clicked.connect(self.chart_selected)
        self.json_button.clicked.connect(self.export_json_selected)
        self.csv_button.clicked.connect(self.export_csv_selected)
        # the buttons that act on the selected game
        self.game_buttons = (
            self.open_button,
            self.rename_button,
            self.delete_button,
            self.chart_button,
            self.json_button,
            self.csv_button,
        )
        buttons = ButtonRow(self.game_buttons)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(self.status)
        layout.addWidget(buttons)
        layout.addWidget(close)
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)
        self.refresh()
        self.resize(960, 520)
        fit_dialog(self, below=2)

    # --- reading ---

    def refresh(self, select: int | None = None) -> None:
        self.table_model.set_store(self.library.store)
        self.table.resizeColumnsToContents()
        # long names or titles: no column (but the last, the result) wider than a third of
        # the table, so that every column stays in view; the tooltip has the whole text
        widest = max(240, self.table.viewport().width() // 3)
        for column in range(len(GamesTableModel.COLUMNS) - 1):
            if self.table.columnWidth(column) > widest:
                self.table.setColumnWidth(column, widest)
        if self.table_model.games:
            row = 0
            if select is not None:
                row = self.table_model.row_of(select) or 0
            self.table.selectRow(row)
        self._update_buttons()

    def selected(self) -> GameSummary | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return None
        return self.table_model.games[rows[0].row()]

    def _update_buttons(self, *_args: object) -> None:
        game = self.selected()
        for button in self.game_buttons:
            button.setEnabled(game is not None)
        if game is None:
            self.status.setText(self.tr("No games yet: every game you play is kept here."))
            return
        current = game.id == self.current_id
        if game.problem:
            # Nothing to open, chart or write as CSV; it can be exported raw and deleted.
            for button in (self.open_button, self.rename_button, self.chart_button):
                button.setEnabled(False)
            self.csv_button.setEnabled(False)
            self.status.setText(
                self.tr("This game cannot be opened: {0}. Export JSON writes it as stored.").format(
                    problem_text(game)
                )
            )
            self.delete_button.setEnabled(not current)
            return
        self.open_button.setText(self.tr("&Resume") if not game.finished else self.tr("&Open"))
        self.delete_button.setEnabled(not current)
        self.delete_button.setToolTip(
            self.tr("This game is on the table; start or open another one to delete it.")
            if current
            else ""
        )
        self.status.setText(self.tr("This game is on the table now.") if current else "")

    # --- acting ---

    def open_selected(self) -> bool:
        """Put the selected game on the table, exactly as it was left."""
        game = self.selected()
        if game is None:
            return False
        if game.id != self.current_id:
            try:
                model = self.library.open_model(game.id)
            except ValueError as error:
                self.status.setText(
                    self.tr("This game cannot be opened: {0}").format(error_sentence(error))
                )
                return False
            self._show_model(model)
            self.library.forget_empty_games(model)
        self.accept()
        return True

    def rename_selected(self) -> None:
        game = self.selected()
        if game is None:
            return
        title, ok = QInputDialog.getText(
            self, self.tr("Rename game"), self.tr("Title of the game:"), text=game.title
        )
        if ok:
            try:
                self.library.store.rename_game(game.id, title)
            except OSError as error:
                self.status.setText(self.tr("Not saved: {0}").format(error_sentence(error)))
                return
            self.refresh(select=game.id)

    def delete_selected(self) -> None:
        game = self.selected()
        if game is None or game.id == self.current_id:
            return
        answer = QMessageBox.question(
            self,
            self.tr("Delete game"),
            self.tr("Delete the game of {0} ({1})? This cannot be undone.").format(
                ", ".join(game.names) or self.tr("game {0}").format(game.id),
                format_date(game.updated),
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer == QMessageBox.StandardButton.Yes:
            uid = self._club_uid(game)
            try:
                self.library.store.delete_game(game.id)
            except OSError as error:
                self.status.setText(self.tr("Not deleted: {0}").format(error))
                return
            if uid is not None and self.club is not None:
                self.club.withdraw(uid)
            self.refresh()

    def _club_uid(self, game: GameSummary) -> str | None:
        """The club's id of ``game`` if it is to be withdrawn from the club's league too
        (asked only with a club server and a game that was played)."""
        if self.club is None or game.position == 0:
            return None
        answer = QMessageBox.question(
            self,
            self.tr("Delete game"),
            self.tr(
                "Withdraw it from the club's league too? The club's server then forgets it and"
                " no table sends it again."
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return None
        from scoretable.storage.club import store_uid

        return store_uid(self.library.store, game.id)

    def chart_selected(self) -> None:
        game = self.selected()
        if game is not None:
            show_game_chart(self.library.store, game.id, self)

    def export_json_selected(self) -> None:
        game = self.selected()
        if game is not None:
            export_json(self, self.library, game.id)

    def export_csv_selected(self) -> None:
        game = self.selected()
        if game is not None:
            export_csv(self, self.library, game.id)
