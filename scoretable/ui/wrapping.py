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

    def _text_rect(self, option: QStyleOptionViewItem, widget: QWidget | None) -> QRect:
        """Where the style puts a cell's text, less the margins it keeps inside it."""
        style = widget.style() if widget is not None else QApplication.style()
        rect = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, option, widget)
        margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, option, widget) + 1
        return rect.adjusted(margin, 0, -margin, 0)

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        # the view asks at the width it paints the cell at (the column's, less its grid line)
        rect = self._text_rect(opt, opt.widget)
        layout, height = wrapped_layout(opt.text, opt.font, rect.width())
        widest = max(
            (layout.lineAt(i).naturalTextWidth() for i in range(layout.lineCount())), default=0.0
        )
        return QSize(math.ceil(widest) + opt.rect.width() - rect.width(), math.ceil(height))

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        widget = opt.widget
        style = widget.style() if widget is not None else QApplication.style()
        rect = self._text_rect(opt, widget)
        text = opt.text
        opt.text = ""  # the style draws the cell; the text is drawn here
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        layout, height = wrapped_layout(text, opt.font, rect.width())
        group = (
            QPalette.ColorGroup.Normal
            if opt.state & QStyle.StateFlag.State_Enabled
            else QPalette.ColorGroup.Disabled
        )
        if group == QPalette.ColorGroup.Normal and not opt.state & QStyle.StateFlag.State_Active:
            group = QPalette.ColorGroup.Inactive
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        painter.save()
        painter.setPen(opt.palette.color(group, role))
        painter.setClipRect(opt.rect)
        top = rect.top() + max(0.0, (rect.height() - height) / 2)  # centred, as Qt's
        layout.draw(painter, QPointF(rect.left(), top))
        painter.restore()
