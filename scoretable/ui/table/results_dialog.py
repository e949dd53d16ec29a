"""The results of a game: placements, raw scores, oka, uma, penalties, final points."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from scoretable.engine.names import NAME_MAX
from scoretable.engine.results import FinalResult
from scoretable.teaching.sticks import say_sticks, sticks_for
from scoretable.ui import fitting, theme
from scoretable.ui.wrapping import WrapAnywhereDelegate


def place_text(rank: int) -> str:
    """1 -> "1st" (1位): the one wording of a place, here and on the table's panels."""
    names = (
        QCoreApplication.translate("ResultsDialog", "1st"),
        QCoreApplication.translate("ResultsDialog", "2nd"),
        QCoreApplication.translate("ResultsDialog", "3rd"),
        QCoreApplication.translate("ResultsDialog", "4th"),
    )
    return names[(rank - 1) % 4]


class ResultsDialog(QDialog):
    """Shown when the game ends. Non-blocking: the window opens it and listens to its signals.

    Signals:
        newGameRequested(): "New game with the same players".
        undoRequested(): "Undo last action" (reopens the game).
    """

    newGameRequested = Signal()
    undoRequested = Signal()

    COLUMNS = 7

    def __init__(
        self,
        result: FinalResult,
        players: tuple[str, ...],
        rules_label: str,
        parent: QWidget | None = None,
        final: bool = True,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("resultsDialog")
        self.setWindowTitle(self.tr("Results"))
        self.final_result = result
        # a game not over (``--screenshot --dialog results``): its standings as they stand
        heading = (
            self.tr("Final results · {0}") if final else self.tr("Standings as they stand · {0}")
        )
        title = self.title = QLabel(heading.format(rules_label))
        font = QFont(title.font())
        font.setPixelSize(24)
        font.setWeight(QFont.Weight.Bold)
        title.setFont(font)
        self.table = QTableWidget(len(players), self.COLUMNS)  # three or four places
        self.table.setObjectName("resultsTable")
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Place"),
                self.tr("Player"),
                self.tr("Score"),
                self.tr("Oka"),
                self.tr("Uma"),
                self.tr("Penalties"),
                self.tr("Result"),
            ]
        )
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # The dialog widens for the longest name as far as the screen allows; past that the
        # name wraps (a long word anywhere, which Qt's own wrapping cell would elide), whole in
        # its tooltip too.
        self.table.setWordWrap(True)
        self.table.setItemDelegateForColumn(1, WrapAnywhereDelegate(self.table))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        table_font = QFont(self.table.font())
        table_font.setPixelSize(18)
        self.table.setFont(table_font)
        for row, seat in enumerate(result.placements):
            result_value = result.points[seat]
            cells = [
                self._place_text(result.ranks[seat]),
                players[seat],
                theme.points(result.scores[seat]),
                theme.signed_float(result.oka[seat]),
                theme.signed_float(result.uma[seat]),
                theme.signed_float(result.penalties[seat]) if result.penalties[seat] else "",
                theme.signed_float(result_value),
            ]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(_name_text(text) if column == 1 else text)
                if column == 1:
                    item.setToolTip(text)
                else:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                if column == self.COLUMNS - 1:
                    color = theme.delta_color(result_value)
                    if color is not None:
                        item.setForeground(color)
                    bold = QFont(table_font)
                    bold.setWeight(QFont.Weight.Bold)
                    item.setFont(bold)
                self.table.setItem(row, column, item)
        self._fit_rows()
        header.sectionResized.connect(self._name_column_resized)
        note = QLabel(
            self.tr(
                "Result = (score − return) / 1,000 + oka + uma − penalties, rounded per the rules."
            )
        )
        note.setWordWrap(True)
        # each score as the sticks that make it: a count to check the table against
        self.sticks = QLabel(self._sticks_text(result, players))
        self.sticks.setTextFormat(Qt.TextFormat.PlainText)  # names are never markup
        self.sticks.setWordWrap(True)
        buttons = QDialogButtonBox()
        self.new_game_button = QPushButton(self.tr("New game with the same players"))
        self.undo_button = QPushButton(self.tr("Undo last action"))
        self.close_button = QPushButton(self.tr("Close"))
        buttons.addButton(self.new_game_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.undo_button, QDialogButtonBox.ButtonRole.ResetRole)
        buttons.addButton(self.close_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.new_game_button.clicked.connect(self._new_game)
        undo_key = QShortcut(QKeySequence(QKeySequence.StandardKey.Undo), self)
        undo_key.activated.connect(self.undo_button.click)
        self.undo_button.setToolTip(self.tr("Reopen the game as it was before its last action"))
        self.undo_button.clicked.connect(self._undo)
        self.close_button.clicked.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(self.table)
        layout.addWidget(note)
        layout.addWidget(self.sticks)
        layout.addWidget(buttons)
        fitting.fit_dialog(self)
        self.resize(fitting.bounded(self, QSize(self._width(), self.sizeHint().height())))

    def _sticks_text(self, result: FinalResult, players: tuple[str, ...]) -> str:
        lines = [self.tr("The scores in sticks (to check the table):")]
        for seat in result.placements:
            score = int(result.scores[seat])
            if score < 0 or score % 100:
                sticks = self.tr("no sticks make it")
            else:
                sticks = say_sticks(sticks_for(score), QCoreApplication.translate)
            lines.append(f"{players[seat]}: {sticks}")
        return "\n".join(lines)

    def _name_column_resized(self, column: int, old: int, new: int) -> None:
        if column == 1:  # the header tells before it has settled every width: fit after it
            QTimer.singleShot(0, self, self._fit_rows)

    def _fit_rows(self) -> None:
        """Each place as tall as its name's lines at the name column's width; the table as
        tall as its places (it never scrolls)."""
        self.table.resizeRowsToContents()
        height = (
            self.table.horizontalHeader().sizeHint().height()
            + sum(self.table.rowHeight(r) for r in range(self.table.rowCount()))
            + 2 * self.table.frameWidth()
        )
        self.table.setFixedHeight(height)
        if self.isVisible():  # no taller than the places now need (nor than the screen)
            fitting.resize_within(self, QSize(self.width(), self.sizeHint().height()))

    def _width(self) -> int:
        """At least 720 px; wide enough for every name on one line; never wider than the
        screen's room."""
        header = self.table.horizontalHeader()
        others = sum(header.sectionSize(c) for c in range(self.COLUMNS) if c != 1)
        names = self.table.fontMetrics()
        widest = max(
            (names.horizontalAdvance(self.name(row)) for row in range(self.table.rowCount())),
            default=0,
        )
        layout = self.layout()
        assert layout is not None
        margins = layout.contentsMargins()
        needed = (
            others + widest + 24 + 2 * self.table.frameWidth() + margins.left() + margins.right()
        )
        return min(max(720, needed), fitting.room(self).width())

    def cell(self, row: int, column: int) -> str:
        item = self.table.item(row, column)
        return item.text() if item is not None else ""

    def name(self, row: int) -> str:
        """The player in place ``row``, as the cell shows the name."""
        return self.cell(row, 1)

    def _place_text(self, rank: int) -> str:
        return place_text(rank)

    def _new_game(self) -> None:
        self.accept()
        self.newGameRequested.emit()

    def _undo(self) -> None:
        self.reject()
        self.undoRequested.emit()


def _name_text(name: str) -> str:
    """A name as its place shows it: one longer than names are kept now (an old stored
    game's) cut at that length with "…", so that it wraps to a few lines, never to a dialog
    thousands of pixels tall (the tooltip has it whole)."""
    return name[:NAME_MAX] + "…" if len(name) > NAME_MAX else name
