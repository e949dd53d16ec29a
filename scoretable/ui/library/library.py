"""The library of games: where games come from and go, and the Games menu.

- :func:`open_library` opens the store for the app (damaged file: a message; another instance
  running: a refusal) and returns a :class:`Library`.
- :class:`Library` makes every game's model with its journal (new, resumed, opened), so every
  confirmed action is committed before the window shows it.
- :meth:`Library.attach` enables the Games menu's actions (``scoretable.ui.table.games_menu``
  builds them, disabled, without loading the store) and connects the window's model factory
  and the remembered names to the store. Without a library (``--screenshot``, tests) the
  actions stay disabled.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
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
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from scoretable.engine.rules import PRESETS, Rules
from scoretable.game.model import GameModel
from scoretable.i18n import translate_rules_label
from scoretable.storage.db import (
    GameJournal,
    GameSummary,
    Store,
    StoreError,
    StoreLocked,
    StoreUnavailable,
    open_memory_store,
    open_store,
)
from scoretable.storage.paths import data_dir

if TYPE_CHECKING:
    from scoretable.ui.table.main_window import MainWindow


# --- opening ---------------------------------------------------------------------------------


def open_library(directory: str | None, parent: QWidget | None = None) -> Library | None:
    """The app's library, or None when the user chose to quit (another instance owns the
    database; or it cannot be used now and the user did not retry). A damaged database is
    reported and moved aside. A condition of the moment (full disk, lock, permission, a
    folder in the file's place) touches nothing: Retry, Ignore (play without saving) or
    Close."""
    while True:
        try:
            opened = open_store(data_dir(directory))
        except StoreLocked as error:
            who = (
                QCoreApplication.translate("Library", " (process {0})").format(error.detail)
                if error.detail
                else ""
            )
            QMessageBox.critical(
                parent,
                QCoreApplication.translate("Library", "scoretable is already running"),
                QCoreApplication.translate(
                    "Library",
                    "Another scoretable{0} is already using the database in {1}. Close it "
                    "first, or start this one with a different --data-dir.",
                ).format(who, data_dir(directory)),
            )
            return None
        except StoreUnavailable as error:
            answer = QMessageBox.warning(
                parent,
                QCoreApplication.translate("Library", "The library cannot be opened now"),
                unavailable_message(error),
                QMessageBox.StandardButton.Retry
                | QMessageBox.StandardButton.Ignore
                | QMessageBox.StandardButton.Close,
                QMessageBox.StandardButton.Retry,
            )
            if answer == QMessageBox.StandardButton.Retry:
                continue
            if answer == QMessageBox.StandardButton.Ignore:
                return Library(open_memory_store())
            return None
        break
    if opened.error is not None:
        QMessageBox.warning(
            parent,
            QCoreApplication.translate("Library", "The library could not be opened"),
            damage_message(opened.error, opened.moved_to),
        )
    return Library(opened.store)


def unavailable_message(error: StoreError) -> str:
    """Why the database cannot be used now, and that nothing was changed."""
    if error.kind == "full":
        why = QCoreApplication.translate("Library", "The disk is full ({0}).").format(error.detail)
    elif error.kind == "busy":
        why = QCoreApplication.translate(
            "Library", "Another program is using the database ({0})."
        ).format(error.detail)
    elif error.kind == "readonly":
        why = QCoreApplication.translate("Library", "The database cannot be written ({0}).").format(
            error.detail
        )
    else:
        why = str(error)
    return QCoreApplication.translate(
        "Library",
        "{0}\n\nThe library was not changed. Retry when this is fixed, Ignore to play "
        "without saving, or Close to quit.",
    ).format(why)


def damage_message(error: StoreError, moved_to: object) -> str:
    """What happened to an unusable database, in the user's language."""
    if error.kind == "empty":
        why = QCoreApplication.translate("Library", "The database file is empty (0 bytes).")
    elif error.kind == "newer":
        why = QCoreApplication.translate(
            "Library", "The database was written by a newer version of scoretable (schema {0})."
        ).format(error.detail)
    elif error.kind == "damaged":
        why = QCoreApplication.translate("Library", "The database is damaged: {0}").format(
            error.detail
        )
    else:
        why = QCoreApplication.translate("Library", "The database cannot be read: {0}.").format(
            error.detail
        )
    return QCoreApplication.translate(
        "Library",
        "{0}\n\nThe file was kept, renamed to:\n{1}\n\n"
        "scoretable started with a new, empty library.",
    ).format(why, moved_to)


class Library(QObject):
    """The store, seen from the app: models with journals, names, the current game."""

    def __init__(self, store: Store, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.window: MainWindow | None = None
        self.resume_problem = ""

    # --- models ---

    def new_model(self, rules: Rules, players: Sequence[str]) -> GameModel:
        """A new game, stored from its first moment."""
        journal = self.store.start_game(rules, players)
        self.store.delete_empty_games(keep=journal.game_id)
        return GameModel(rules, players, journal=journal)

    def open_model(self, game_id: int) -> GameModel:
        """A stored game exactly as it was left, undo history included (ValueError if its log
        does not replay)."""
        record = self.store.load_game(game_id)
        return GameModel.restore(
            Rules.from_dict(record.rules),
            record.players,
            record.log,
            record.index,
            journal=self.store.journal_for(record),
        )

    def resume_last(self) -> GameModel | None:
        """The most recent unfinished game, or None. One that cannot be resumed stays in the
        library (to export or delete); why is kept in :attr:`resume_problem` for the window
        to show."""
        self.resume_problem = ""
        game_id = self.store.last_unfinished()
        if game_id is None:
            return None
        try:
            return self.open_model(game_id)
        except ValueError as error:  # kept in the library; the user can export it
            self.resume_problem = QCoreApplication.translate(
                "Library", "The last game cannot be resumed ({0}); it is kept in the library."
            ).format(error)
            print(f"scoretable: game {game_id} cannot be resumed: {error}", file=sys.stderr)
            return None

    def known_names(self) -> list[str]:
        return self.store.known_players()

    def current_game_id(self) -> int | None:
        model = self.window.model if self.window is not None else None
        journal = getattr(model, "journal", None)
        return journal.game_id if isinstance(journal, GameJournal) else None

    # --- the window ---

    def attach(self, window: MainWindow) -> None:
        """Make ``window`` store its games here and enable the Games menu."""
        self.window = window
        window.library = self  # type: ignore[attr-defined]
        window.model_factory = self.new_model
        window.known_names = self.known_names
        for action in getattr(window, "library_actions", []):
            action.setEnabled(True)

    def show_model(self, model: GameModel) -> None:
        """Put ``model`` on the table. The game it replaces is forgotten if nothing was ever
        recorded in it, so the next start resumes this one, not an empty game."""
        if self.window is not None:
            self.window.set_model(model)
        journal = getattr(model, "journal", None)
        if isinstance(journal, GameJournal):
            with contextlib.suppress(OSError):  # only tidying: a locked store can wait
                self.store.delete_empty_games(keep=journal.game_id)

    def close(self) -> None:
        self.store.close()


def show_library(library: Library) -> LibraryDialog:
    dialog = LibraryDialog(library, library.window)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog


# --- the dialog ------------------------------------------------------------------------------


def format_date(iso: str) -> str:
    """An ISO UTC timestamp in local time, "2026-11-21 23:58"."""
    try:
        return datetime.fromisoformat(iso).astimezone().strftime("%Y-%m-%d %H:%M")
    except ValueError:
        return iso


def rules_label(name: str) -> str:
    preset = PRESETS.get(name)
    return translate_rules_label(preset.label) if preset is not None else name


def result_text(game: GameSummary) -> str:
    """ "Ann +49.1 · Bo +7.4 · Di -26.3 · Cy -30.2" (by placement), or "in progress"."""
    if game.problem:
        return QCoreApplication.translate("Library", "cannot be opened: {0}").format(game.problem)
    result = game.result
    if not game.finished or not result:
        return QCoreApplication.translate("Library", "in progress")
    points = result.get("points") or []
    order = result.get("placements") or sorted(range(4), key=lambda s: -float(points[s]))
    return " · ".join(f"{game.names[s]} {float(points[s]):+.1f}" for s in order)


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
    PAGE = 200

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
            return QCoreApplication.translate("Library", "Started {0}, last played {1}").format(
                format_date(game.created), format_date(game.updated)
            )
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

    def __init__(self, library: Library, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.library = library
        self.setWindowTitle(self.tr("Library of games"))
        self.table_model = GamesTableModel(self)
        self.table = QTableView()
        self.table.setObjectName("gamesTable")
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
        header.setResizeContentsPrecision(200)
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
        buttons = QHBoxLayout()
        for button in (
            self.open_button,
            self.rename_button,
            self.delete_button,
            self.chart_button,
            self.json_button,
            self.csv_button,
        ):
            buttons.addWidget(button)
        buttons.addStretch(1)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(self.status)
        layout.addLayout(buttons)
        layout.addWidget(close)
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)
        self.refresh()
        self.resize(960, 520)

    # --- reading ---

    def refresh(self, select: int | None = None) -> None:
        self.table_model.set_store(self.library.store)
        self.table.resizeColumnsToContents()
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
        for button in (
            self.open_button,
            self.rename_button,
            self.delete_button,
            self.chart_button,
            self.json_button,
            self.csv_button,
        ):
            button.setEnabled(game is not None)
        if game is None:
            self.status.setText(self.tr("No games yet: every game you play is kept here."))
            return
        current = game.id == self.library.current_game_id()
        if game.problem:
            # Nothing to open, chart or write as CSV; it can be exported raw and deleted.
            for button in (self.open_button, self.rename_button, self.chart_button):
                button.setEnabled(False)
            self.csv_button.setEnabled(False)
            self.status.setText(
                self.tr("This game cannot be opened: {0}. Export JSON writes it as stored.").format(
                    game.problem
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
        if game.id != self.library.current_game_id():
            try:
                model = self.library.open_model(game.id)
            except ValueError as error:
                self.status.setText(self.tr("This game cannot be opened: {0}").format(error))
                return False
            self.library.show_model(model)
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
                self.status.setText(self.tr("Not saved: {0}").format(error))
                return
            self.refresh(select=game.id)

    def delete_selected(self) -> None:
        game = self.selected()
        if game is None or game.id == self.library.current_game_id():
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
            try:
                self.library.store.delete_game(game.id)
            except OSError as error:
                self.status.setText(self.tr("Not deleted: {0}").format(error))
                return
            self.refresh()

    def chart_selected(self) -> None:
        from scoretable.ui.library.chart import show_game_chart

        game = self.selected()
        if game is not None:
            show_game_chart(self.library, game.id, self)

    def export_json_selected(self) -> None:
        from scoretable.ui.library.export import export_json

        game = self.selected()
        if game is not None:
            export_json(self, self.library, game.id)

    def export_csv_selected(self) -> None:
        from scoretable.ui.library.export import export_csv

        game = self.selected()
        if game is not None:
            export_csv(self, self.library, game.id)
