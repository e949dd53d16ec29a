"""A table cell whose text wraps between words, and inside a word too long for a line.

Qt's own wrapping cell (``QTableView.setWordWrap``) breaks only between words: a word wider
than the column (a 40-character name without spaces, ``game.names.NAME_MAX``) is elided. This
delegate lays the text out the same way for its size and for its painting
(``QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere``: between words where it can, anywhere
in a word where it must; Japanese breaks between characters as usual), so every line shows
and the row sized to it (``resizeRowToContents``) holds them all.

Its own module, imported by the screens that use it: defining a Qt subclass costs start-up a
few milliseconds, which the table pays only when such a screen opens.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPointF, QRect, QSize
from PySide6.QtGui import QFont, QPainter, QPalette, QTextLayout, QTextOption
from PySide6.QtWidgets import (
    QApplication,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

Index = QModelIndex | QPersistentModelIndex


def wrapped_layout(text: str, font: QFont, width: int) -> tuple[QTextLayout, float]:
    """``text`` laid out in lines of at most ``width`` px (at least one character a line),
    and the lines' height. Its lines hold every character: nothing is elided."""
    layout = QTextLayout(text.replace("\n", "\u2028"), font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    layout.setTextOption(option)
    layout.setCacheEnabled(True)
    height = 0.0
    layout.beginLayout()
    while (line := layout.createLine()).isValid():
        line.setLineWidth(max(1, width))
        line.setPosition(QPointF(0, height))
        height += line.height()
    layout.endLayout()
    return layout, height


class WrapAnywhereDelegate(QStyledItemDelegate):
    """Cells whose text wraps, inside a long word if it must: never elided (the cell's
    background, selection and focus are the style's, as in any other cell)."""

    def layout_for(
        self, option: QStyleOptionViewItem, index: Index
    ) -> tuple[QTextLayout, float, QRect]:
        """The cell's text laid out as it is painted and measured: the layout, its lines'
        height, and the rectangle it is drawn in (where the style puts a cell's text, less the
        margins the style keeps inside it)."""
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        return self._layout(opt)

    @staticmethod
    def _layout(opt: QStyleOptionViewItem) -> tuple[QTextLayout, float, QRect]:
        style = _style(opt.widget)
        rect = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, opt, opt.widget)
        margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, opt, opt.widget) + 1
        rect = rect.adjusted(margin, 0, -margin, 0)
        layout, height = wrapped_layout(opt.text, opt.font, rect.width())
        return layout, height, rect

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        # the view asks at the width it paints the cell at (the column's, less its grid line)
        layout, height, rect = self.layout_for(option, index)
        widest = max(
            (layout.lineAt(i).naturalTextWidth() for i in range(layout.lineCount())), default=0.0
        )
        return QSize(math.ceil(widest) + option.rect.width() - rect.width(), math.ceil(height))

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        layout, height, rect = self._layout(opt)
        opt.text = ""  # the style draws the cell (background, selection, focus); the text here
        widget = opt.widget
        _style(widget).drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        state = opt.state
        group = (  # as the style picks the text's colour
            QPalette.ColorGroup.Disabled
            if not state & QStyle.StateFlag.State_Enabled
            else QPalette.ColorGroup.Normal
            if state & QStyle.StateFlag.State_Active
            else QPalette.ColorGroup.Inactive
        )
        selected = state & QStyle.StateFlag.State_Selected
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        painter.save()
        painter.setPen(opt.palette.color(group, role))
        painter.setClipRect(opt.rect)
        top = rect.top() + max(0.0, (rect.height() - height) / 2)  # centred, as Qt's
        layout.draw(painter, QPointF(rect.left(), top))
        painter.restore()


def _style(widget: QWidget | None) -> QStyle:
    return widget.style() if widget is not None else QApplication.style()
