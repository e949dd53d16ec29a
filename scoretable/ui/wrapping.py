"""A table cell whose text wraps between words, and inside a word too long for a line.

Qt's own wrapping cell (``QTableView.setWordWrap``) breaks only between words: a word wider
than the column (a 40-character name without spaces, ``engine.names.NAME_MAX``) is elided. This
delegate breaks the text into lines first (``QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere``:
between words where it can, anywhere in a word where it must; Japanese between characters as
usual) and gives the style those lines, to measure (the row sized to its text with
``resizeRowToContents`` holds them all) and to paint.

Its own module, imported by the screens that use it: defining a Qt subclass costs start-up a
few milliseconds, which the table pays only when such a screen opens.
"""

from __future__ import annotations

import math
from typing import NamedTuple

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, QPointF, QRect, QSize
from PySide6.QtGui import QFont, QTextLayout, QTextOption
from PySide6.QtWidgets import (
    QApplication,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
)

Index = QModelIndex | QPersistentModelIndex

# U+2028, the line separator: where a cell's text goes on to its next line
LINE_BREAK = "\u2028"
_TEXT_MARGIN = QStyle.PixelMetric.PM_FocusFrameHMargin


def wrapped_layout(text: str, font: QFont, width: int) -> tuple[QTextLayout, float]:
    """``text`` laid out in lines of at most ``width`` px (at least one character a line),
    and the lines' height. Its lines hold every character: nothing is elided."""
    layout = QTextLayout(text.replace("\n", LINE_BREAK), font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    layout.setTextOption(option)
    height = 0.0
    layout.beginLayout()
    while (line := layout.createLine()).isValid():
        line.setLineWidth(max(1, width))
        line.setPosition(QPointF(0, height))
        height += line.height()
    layout.endLayout()
    return layout, height


class Lines(NamedTuple):
    """A cell's text laid out at a width."""

    text: str  # the text with a line separator at each break
    layout: QTextLayout
    height: float  # the lines' height
    needed: float  # the height the style needs to paint them all (see `WrapAnywhereDelegate`)
    widest: float  # the widest line's width


def laid_out(text: str, font: QFont, width: int) -> Lines:
    """``text`` broken into lines at ``width`` px (:func:`wrapped_layout`)."""
    layout, height = wrapped_layout(text, font, width)
    lines = [layout.lineAt(i) for i in range(layout.lineCount())]
    whole = layout.text()
    broken = LINE_BREAK.join(  # a line ended by a separator keeps no second one
        whole[line.textStart() : line.textStart() + line.textLength()].rstrip(LINE_BREAK)
        for line in lines
    )
    # the style paints a line only if another as tall as it would fit below it too (else it
    # elides it, as the last that fits): a taller line (Japanese) above a shorter needs room
    needed = max([height] + [line.y() + 2 * line.height() for line in lines[:-1]])
    widest = max((line.naturalTextWidth() for line in lines), default=0.0)
    return Lines(broken, layout, height, needed, widest)


class WrapAnywhereDelegate(QStyledItemDelegate):
    """Cells of text alone (no check box, no icon) whose text wraps, inside a long word if it
    must: never elided.

    The style measures and paints the cell as any other (in C++: a delegate's ``paint`` in
    Python cost a repaint of the history about 3 ms), given the text already broken into the
    lines laid out here: each fits the cell's width, so the style keeps them as they are. The
    row is as tall as the style needs to paint them all (:meth:`sizeHint`), a little taller
    than the lines where a taller line stands above a shorter one. A cell's lines are kept
    (by its text, width and font) for the next repaint, which shows the same cells again and
    again."""

    # cells' lines kept at most (a few screens of cells); past that they are made anew
    KEPT = 512

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._laid: dict[tuple[str, int], Lines] = {}
        self._font = QFont()  # the font of the lines kept
        # the style's margin either side of a cell's text, asked once per style (asking
        # costs 6 µs, a repaint asks once a cell)
        self._style: QStyle | None = None
        self._margin = 0

    def initStyleOption(self, option: QStyleOptionViewItem, index: Index) -> None:
        super().initStyleOption(option, index)
        text = option.text
        broken = self._lines(text, option.font, self._text_rect(option).width()).text
        if broken != text:
            option.text = broken

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        # the view asks at the width it paints the cell at (the column's, less its grid line)
        opt = QStyleOptionViewItem(option)
        QStyledItemDelegate.initStyleOption(self, opt, index)
        rect = self._text_rect(opt)
        lines = self._lines(opt.text, opt.font, rect.width())
        margins = opt.rect.width() - rect.width()
        return QSize(math.ceil(lines.widest) + margins, math.ceil(lines.needed))

    def layout_for(
        self, option: QStyleOptionViewItem, index: Index
    ) -> tuple[QTextLayout, float, QRect]:
        """The cell's text laid out as it is measured and painted: the layout, its lines'
        height, and the rectangle it is drawn in."""
        opt = QStyleOptionViewItem(option)
        QStyledItemDelegate.initStyleOption(self, opt, index)
        rect = self._text_rect(opt)
        lines = self._lines(opt.text, opt.font, rect.width())
        return lines.layout, lines.height, rect

    def _text_rect(self, option: QStyleOptionViewItem) -> QRect:
        """Where the style draws a cell's text: in a cell of text alone, the cell less the
        margins the style keeps on either side."""
        widget = option.widget
        style = widget.style() if widget is not None else QApplication.style()
        if style is not self._style:
            self._style = style
            self._margin = style.pixelMetric(_TEXT_MARGIN, option, widget) + 1
        return option.rect.adjusted(self._margin, 0, -self._margin, 0)

    def _lines(self, text: str, font: QFont, width: int) -> Lines:
        if font != self._font or len(self._laid) >= self.KEPT:
            self._laid.clear()
            self._font = QFont(font)
        lines = self._laid.get((text, width))
        if lines is None:
            lines = self._laid[text, width] = laid_out(text, font, width)
        return lines
