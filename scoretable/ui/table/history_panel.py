"""The hand history panel: the table of hands over the explanation of the selected one.

The rows and their table model live in ``scoretable.ui.table.history_model``; the main window
builds this panel when the history is first shown (below 1600 px wide it starts hidden), so
start-up does not pay for the item views.
"""

from __future__ import annotations

from PySide6.QtCore import QItemSelection, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QSplitter,
    QTableView,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from scoretable.game.model import GameModel
from scoretable.ui.table.history_model import HistoryTableModel, explanation


class HistoryView(QWidget):
    """The table of hands over the explanation of the selected one."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: the rows shown (they follow the game given to :meth:`set_game`)
        self.table_model = HistoryTableModel(self)
        self.table = QTableView()
        self.table.setObjectName("historyTable")
        self.table.setModel(self.table_model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(True)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # "What happened" takes the width left over and wraps
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(48)
        header.setStretchLastSection(False)
        self.explanation = QTextBrowser()
        self.explanation.setObjectName("historyExplanation")
        self.explanation.setPlaceholderText(self.tr("Select a hand to see how it was paid."))
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.table)
        splitter.addWidget(self.explanation)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(splitter)
        self.table.selectionModel().selectionChanged.connect(self._selection_changed)
        self.table_model.modelReset.connect(self._model_reset)
        self._model_reset()

    def set_game(self, game: GameModel) -> None:
        """Show ``game``'s hands (the table model follows it)."""
        self.table_model.set_game(game)

    def refresh(self) -> None:
        self.table_model.refresh()

    def _model_reset(self) -> None:
        # new rows: the old selection's explanation is gone; the newest hand in view
        self.explanation.clear()
        if self.table_model.rowCount():
            self.table.scrollToBottom()

    def select_row(self, number: int) -> None:
        self.table.selectRow(number)

    def explanation_text(self) -> str:
        return self.explanation.toPlainText()

    def _selection_changed(self, selected: QItemSelection, deselected: QItemSelection) -> None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            self.explanation.clear()
            return
        row = self.table_model.row(rows[0].row())
        lines = [f"{row.hand}: {row.what}", "", *explanation(row)]
        self.explanation.setPlainText("\n".join(lines))
