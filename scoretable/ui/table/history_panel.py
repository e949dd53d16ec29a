"""The hand history panel: the table of hands over the explanation of the selected one.

The rows and their table model live in ``scoretable.ui.widgets.history_model``; the main window
builds this panel when the history is first shown (below 1600 px wide it starts hidden), so
start-up does not pay for the item views.

A long game must cost no more per action than a short one, so nothing here looks at every
row: rows are sized to their text when they come into view and the columns widened to fit
them (not ResizeToContents, which measures every row on every change), and the explanation
is made for the selected row only.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QEvent,
    QItemSelection,
    QModelIndex,
    QObject,
    QPointF,
    Qt,
    QTimer,
)
from PySide6.QtGui import QFont, QPainter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QSplitter,
    QStyle,
    QTableView,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from scoretable.ui import theme
from scoretable.ui.widgets.history_model import (
    GameSource,
    HistoryTableModel,
    describe,
    explanation,
    row_label,
)
from scoretable.ui.wrapping import WrapAnywhereDelegate, wrapped_layout

# "What happened" is at least this many digits wide (a narrower column scrolls sideways)
WHAT_MIN_CHARS = 12


class HistoryView(QWidget):
    """The table of hands over the explanation of the selected one."""

    def __init__(self, source: GameSource, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # the rows shown: they follow the source's game (the table's session), and each new one
        self.table_model = HistoryTableModel(source, self)
        self.table = QTableView()
        self.table.setObjectName("historyTable")
        self.table.setAccessibleName(self.tr("Hands played"))
        self.table.setModel(self.table_model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(True)
        # a long name breaks anywhere rather than being elided (Qt's cell breaks only at spaces)
        self._wrapped = WrapAnywhereDelegate(self.table)
        self.table.setItemDelegateForColumn(1, self._wrapped)
        rows = self.table.verticalHeader()
        rows.setVisible(False)
        # two lines (a change over a total) until a row in view is sized to its text
        rows.setDefaultSectionSize(2 * self.fontMetrics().lineSpacing() + 8)
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        # per row: sized to its text since it came into view (at the current column widths)
        self._sized: list[bool] = []
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        # "What happened" takes the width left over and wraps, never narrower than
        # WHAT_MIN_CHARS (at a large text size the table scrolls sideways instead)
        header.setMinimumSectionSize(48)
        header.setStretchLastSection(False)
        self.explanation = QTextBrowser()
        self.explanation.setObjectName("historyExplanation")
        self.explanation.setAccessibleName(self.tr("How the selected hand was paid"))
        self.explanation.setPlaceholderText(self.tr("Select a hand to see how it was paid."))
        self.explanation.viewport().installEventFilter(self)  # its hint painted wrapped
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
        self.table_model.rowsInserted.connect(self._rows_inserted)
        self.table_model.rowsRemoved.connect(self._rows_removed)
        self.table_model.headerDataChanged.connect(self._fit_columns)
        self.table_model.header_text = self._header_text
        self.table.verticalScrollBar().valueChanged.connect(self._size_rows_in_view)
        header.sectionResized.connect(self._column_resized)
        self.table.viewport().installEventFilter(self)
        self._model_reset()

    def set_text_pixels(self, pixels: int) -> None:
        """The history's text at ``pixels`` px (the window grows it with its height): the
        rows and columns are measured again, the selection kept."""
        font = QFont(self.font())
        font.setPixelSize(pixels)
        self.setFont(font)
        rows = self.table.verticalHeader()
        rows.setDefaultSectionSize(2 * self.table.fontMetrics().lineSpacing() + 8)
        header = self.table.horizontalHeader()
        for column in self._fitted_columns():
            header.resizeSection(column, header.minimumSectionSize())
        self._fit_columns()
        self._sized = [False] * len(self._sized)
        self._size_rows_in_view()

    def refresh(self) -> None:
        self.table_model.refresh()

    def _header_text(self, name: str) -> str:
        """A player's name over their column: on two lines, as narrow as a column of
        changes and totals needs ("−12,000"), where it is longer (the tooltip has it whole)."""
        metrics = self.table.horizontalHeader().fontMetrics()
        width = max(metrics.horizontalAdvance("−12,000") * 3 // 2, 10 * metrics.averageCharWidth())
        return "\n".join(theme.two_lines(name, metrics, width))

    def _fitted_columns(self) -> list[int]:
        """The hand column and a score column per player (three or four)."""
        return [0, *range(2, self.table_model.columnCount())]

    def _fit_columns(self, *_args: object) -> None:
        """The hand and score columns at least as wide as their headers (the names)."""
        header = self.table.horizontalHeader()
        for column in self._fitted_columns():
            self._widen(column, header.sectionSizeHint(column))
        self._stretch_what()

    def what_min_width(self) -> int:
        """The narrowest "What happened" may be: :data:`WHAT_MIN_CHARS` digits of its text,
        and its header whole."""
        header = self.table.horizontalHeader()
        digits = WHAT_MIN_CHARS * self.table.fontMetrics().horizontalAdvance("0")
        return max(digits, header.sectionSizeHint(1) if header.count() > 1 else 0)

    def _stretch_what(self) -> None:
        """ "What happened" takes the width the other columns leave, at least
        :meth:`what_min_width`."""
        header = self.table.horizontalHeader()
        others = sum(header.sectionSize(c) for c in range(header.count()) if c != 1)
        width = max(self.what_min_width(), self.table.viewport().width() - others)
        if header.count() > 1 and header.sectionSize(1) != width:
            header.resizeSection(1, width)

    def _text_width(self, row: int, column: int) -> int:
        """The width a cell's lines need unwrapped (the delegate's margins included)."""
        text = str(self.table_model.index(row, column).data() or "")
        metrics = self.table.fontMetrics()
        widest = max(metrics.horizontalAdvance(line) for line in text.split("\n"))
        margin = self.table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin)
        return widest + 2 * (margin + 1) + 2  # the text's margins, the grid line

    def _widen(self, column: int, width: int) -> None:
        header = self.table.horizontalHeader()
        if width > header.sectionSize(column):
            header.resizeSection(column, width)

    def _model_reset(self) -> None:
        # another game: the old selection's explanation is gone; the newest hand in view
        self.explanation.clear()
        header = self.table.horizontalHeader()
        for column in self._fitted_columns():  # the columns fit the new game's rows from scratch
            header.resizeSection(column, header.minimumSectionSize())
        self._fit_columns()
        self._sized = [False] * self.table_model.rowCount()
        if self._sized:
            self.table.scrollToBottom()
        self._size_rows_in_view()

    def _rows_inserted(self, parent: QModelIndex, first: int, last: int) -> None:
        # a new hand: in view (a removed selected row clears the explanation through the
        # selection; a kept one keeps its explanation, still true)
        self._sized[first:first] = [False] * (last - first + 1)
        self.table.scrollToBottom()
        self._size_rows_in_view()

    def _rows_removed(self, parent: QModelIndex, first: int, last: int) -> None:
        del self._sized[first : last + 1]
        self._size_rows_in_view()

    def _column_resized(self, column: int, old: int, new: int) -> None:
        if column == 1:  # "What happened" wraps: its rows' heights depend on its width
            self._sized = [False] * len(self._sized)
            # the header tells before it has settled every section's width: size after it
            QTimer.singleShot(0, self, self._size_rows_in_view)
        else:  # another column widened: "What happened" takes what is left
            self._stretch_what()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table.viewport() and event.type() == QEvent.Type.Resize:
            self._stretch_what()
            self._size_rows_in_view()
        elif (
            watched is self.explanation.viewport()
            and event.type() == QEvent.Type.Paint
            and self.explanation.document().isEmpty()
        ):
            self._paint_hint()
            return True  # (not Qt's: it draws the hint on one line, cut at the edge)
        return super().eventFilter(watched, event)

    def _paint_hint(self) -> None:
        """The explanation's hint while no hand is selected, on as many lines as its width
        needs (in the dock at 683x384 Qt's one line cut the Japanese hint off mid-word)."""
        box = self.explanation
        margin = int(box.document().documentMargin())
        area = box.viewport().rect().adjusted(margin, margin, -margin, -margin)
        layout, _height = wrapped_layout(box.placeholderText(), box.font(), area.width())
        painter = QPainter(box.viewport())
        painter.setPen(box.palette().placeholderText().color())
        layout.draw(painter, QPointF(area.topLeft()))
        painter.end()

    def _size_rows_in_view(self, *_args: object) -> None:
        """Size the rows in view that are not yet (each measured once, when first seen), and
        widen the hand and score columns to them (the columns never narrow but for a new
        game: they fit every row seen)."""
        count = len(self._sized)
        if not count:
            return
        table = self.table
        height = table.viewport().height()
        for _ in range(4):  # sizing moves rows: look again until every row in view is sized
            top = max(0, table.rowAt(0))
            bottom = table.rowAt(height - 1)
            bottom = count - 1 if bottom < 0 else bottom
            todo = [row for row in range(top, bottom + 1) if not self._sized[row]]
            if not todo:
                return
            for row in todo:
                for column in self._fitted_columns():  # wide enough for every row seen
                    self._widen(column, self._text_width(row, column))
                table.resizeRowToContents(row)
                self._sized[row] = True

    def select_row(self, number: int) -> None:
        self.table.selectRow(number)

    def explanation_text(self) -> str:
        return self.explanation.toPlainText()

    def _selection_changed(self, selected: QItemSelection, deselected: QItemSelection) -> None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            self.explanation.clear()
            return
        hand = self.table_model.row(rows[0].row())
        lines = [f"{row_label(hand)}: {describe(hand)}", "", *explanation(hand)]
        self.explanation.setPlainText("\n".join(lines))
