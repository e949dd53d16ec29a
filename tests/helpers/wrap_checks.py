"""What a wrapping table cell shows, read from the view: the lines its delegate lays the text
out in, and the lines of ink painted in the cell."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QModelIndex, QRect
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QStyleOptionViewItem, QTableView


@dataclass
class CellLines:
    texts: list[str]  # each line's characters
    widths: list[float]  # each line's width as laid out
    height: float  # the lines' height
    width: int  # the width they are laid out in
    cell: QRect  # the cell, in the viewport


def cell_lines(view: QTableView, index: QModelIndex) -> CellLines:
    """The cell's text as its delegate lays it out at the cell's current size (the delegate
    must say: Qt's own cell keeps its layout to itself)."""
    option = QStyleOptionViewItem()
    view.initViewItemOption(option)
    option.rect = view.visualRect(index)
    delegate = view.itemDelegateForIndex(index)
    layout, height, rect = delegate.layout_for(option, index)  # type: ignore[attr-defined]
    text = layout.text()
    lines = [layout.lineAt(i) for i in range(layout.lineCount())]
    return CellLines(
        texts=[text[line.textStart() : line.textStart() + line.textLength()] for line in lines],
        widths=[line.naturalTextWidth() for line in lines],
        height=height,
        width=rect.width(),
        cell=QRect(option.rect),
    )


def ink_bands(view: QTableView, cell: QRect) -> int:
    """How many bands of text are painted in ``cell`` (rows of pixels with ink, separated by
    rows without): a line of text is one band."""
    image = view.viewport().grab(cell).toImage().convertToFormat(QImage.Format.Format_RGB32)
    ratio = image.devicePixelRatio()
    background = QColor(image.pixel(0, 0)).lightness()
    bands = 0
    inked = False
    for y in range(image.height()):
        row = any(
            abs(QColor(image.pixel(x, y)).lightness() - background) > 60
            for x in range(int(2 * ratio), image.width() - int(2 * ratio))
        )
        bands += row and not inked
        inked = row
    return bands
