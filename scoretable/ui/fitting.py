"""Dialogs that fit the screen they open on, and number fields that a digit replaces.

A 1366x768 laptop at 200% is 683x384 logical pixels: a dialog laid out for a desktop opened
taller than that, with its buttons off the screen. :func:`fit_dialog`, called at the end of a
dialog's constructor, puts what the dialog holds above its buttons into a scroll area (the
buttons stay in sight, below it) and, each time the dialog is shown, bounds its size and its
smallest size by the screen's available geometry (Qt then places it inside that). Where there
is room the dialog opens at the size it asked for, as before.

It also makes a number field select its whole text when it gets the focus (by Tab, an Alt
key, a click or the program), so that typing replaces the number rather than adding digits to
it: Qt selects it on Tab only.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QMargins, QObject, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QBoxLayout,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QLayout,
    QLayoutItem,
    QScrollArea,
    QStyle,
    QVBoxLayout,
    QWidget,
)


def available(widget: QWidget) -> QRect:
    """The available geometry of the screen ``widget`` opens on (its parent's before it is
    shown)."""
    anchor = widget.parentWidget() if not widget.isVisible() else None
    screen = (anchor or widget).screen()
    return screen.availableGeometry()


def frame_margins(widget: QWidget) -> QMargins:
    """The window frame's margins around ``widget`` (a title bar), as far as known."""
    own = widget.windowHandle()
    if own is not None and widget.isVisible():
        return own.frameMargins()
    # not shown yet: the frame of the parent's window is the best guess
    parent = widget.parentWidget()
    handle = parent.window().windowHandle() if parent is not None else None
    return handle.frameMargins() if handle is not None else QMargins()


def room(widget: QWidget) -> QSize:
    """The largest size ``widget``'s window can have on its screen, its frame around it."""
    area = available(widget)
    margins = frame_margins(widget)
    return QSize(
        area.width() - margins.left() - margins.right(),
        area.height() - margins.top() - margins.bottom(),
    )


def bounded(widget: QWidget, size: QSize) -> QSize:
    """``size`` no larger than the screen has room for."""
    return size.boundedTo(room(widget))


def resize_within(window: QWidget, size: QSize) -> None:
    """Resize ``window`` to ``size`` as far as its screen has room, and keep it on the
    screen (a dialog that grows as its content does)."""
    window.resize(bounded(window, size))
    if window.isVisible():
        place(window)


class ButtonRow(QWidget):
    """Buttons in a row, on as many rows as the width needs (Japanese labels made a row of six
    wider than a 683-pixel screen); each row as many buttons as fit, the stretch after them."""

    def __init__(self, buttons: Sequence[QWidget], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.buttons = list(buttons)
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._columns = 0
        self._arrange(len(self.buttons))

    def _width_for(self, columns: int) -> int:
        """The width the buttons take on ``columns`` columns (each column as wide as its
        widest button)."""
        spacing = max(self._grid.horizontalSpacing(), 0)
        widths = [0] * columns
        for index, button in enumerate(self.buttons):
            widths[index % columns] = max(widths[index % columns], button.sizeHint().width())
        return sum(widths) + spacing * (columns - 1)

    def _arrange(self, columns: int) -> None:
        if columns == self._columns:
            return
        self._columns = columns
        for button in self.buttons:
            self._grid.removeWidget(button)
        for index, button in enumerate(self.buttons):
            self._grid.addWidget(button, index // columns, index % columns)
        for column in range(len(self.buttons) + 1):
            self._grid.setColumnStretch(column, 1 if column == columns else 0)
        self.updateGeometry()

    def _columns_for(self, width: int) -> int:
        count = len(self.buttons)
        return next((n for n in range(count, 0, -1) if self._width_for(n) <= width), 1)

    def minimumSizeHint(self) -> QSize:
        rows = -(-len(self.buttons) // self._columns)
        height = max(button.sizeHint().height() for button in self.buttons)
        spacing = max(self._grid.verticalSpacing(), 0)
        return QSize(self._width_for(1), rows * height + (rows - 1) * spacing)

    def sizeHint(self) -> QSize:
        # the width at which they stand in one row, each as wide as it asks (no more: a row
        # at the right of its line would end in a gap)
        return QSize(self._width_for(len(self.buttons)), self.minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._arrange(self._columns_for(event.size().width()))
        super().resizeEvent(event)


class BodyScroll(QScrollArea):
    """The scroll area around a dialog's body: it asks for its body's whole size (a plain
    scroll area asks for at most 36x24 lines), and in height for only a few lines at least."""

    def __init__(self, body: QWidget) -> None:
        super().__init__()
        self.setObjectName("dialogBody")
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setWidget(body)
        self._sizing = False  # the area is answering a resize of its body

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # (a scroll area filters its widget's events: no filter of our own, which the body
        # would call while the area is being destroyed)
        if watched is self.widget():
            kind = event.type()
            if kind == QEvent.Type.LayoutRequest:
                # the body's sizes are this area's: a plain one keeps old ones
                self.updateGeometry()
            elif kind == QEvent.Type.Resize:
                if self._sizing:
                    # the body resized again while the area answers its last resize: its
                    # widgets' smallest size changed with their size (the replay's panels at
                    # 683x384 went 407, 415, 407... px tall), and answering each resize with
                    # another recursed until the program crashed
                    return False
                self._sizing = True
                try:
                    return super().eventFilter(watched, event)
                finally:
                    self._sizing = False
        return super().eventFilter(watched, event)

    def _bar(self) -> int:
        return self.verticalScrollBar().sizeHint().width()

    def sizeHint(self) -> QSize:
        body = self.widget()
        assert body is not None
        return body.sizeHint().expandedTo(body.minimumSizeHint())

    def minimumSizeHint(self) -> QSize:
        body = self.widget()
        assert body is not None
        least = body.minimumSizeHint()
        lines = 4 * self.fontMetrics().height()
        # as wide as the body (beside a scroll bar): it scrolls across only on a screen
        # narrower than that
        width = least.width() + self._bar()
        window = self.window()
        layout = window.layout()
        if window is not self and layout is not None:
            margins = layout.contentsMargins()
            width = min(width, room(window).width() - margins.left() - margins.right())
        return QSize(width, min(least.height(), lines))


def _item(layout: QLayout, index: int) -> QLayoutItem:
    item = layout.itemAt(index)
    assert item is not None
    return item


def scroll_body(dialog: QDialog, below: int | None = None) -> BodyScroll:
    """Move everything in ``dialog``'s top-to-bottom layout above its last ``below`` items
    (by default its last button boxes) into a :class:`BodyScroll`, which takes their place
    (with the stretch of the layout)."""
    layout = dialog.layout()
    assert isinstance(layout, QBoxLayout), "a dialog laid out top to bottom"
    keep = layout.count()
    if below is not None:
        keep -= below
    while below is None and keep and isinstance(_item(layout, keep - 1).widget(), QDialogButtonBox):
        keep -= 1
    body = QWidget()
    inner = QVBoxLayout(body)
    inner.setContentsMargins(0, 0, 0, 0)
    inner.setSpacing(layout.spacing())
    for _ in range(keep):
        # itemAt and removeItem, not takeAt: an item taken is Python's, which deletes it
        # (a layout moved into the body with it) once its wrapper goes
        stretch = layout.stretch(0)
        item = _item(layout, 0)
        widget, sub = item.widget(), item.layout()
        alignment = item.alignment()
        layout.removeItem(item)
        if widget is not None:
            inner.addWidget(widget, stretch, alignment)
        elif sub is not None:
            inner.addLayout(sub, stretch)
        else:
            inner.addItem(item)
            inner.setStretch(inner.count() - 1, stretch)
    area = BodyScroll(body)
    layout.insertWidget(0, area, 1)
    # The body's widgets joined the focus chain at its end, after the buttons: Tab goes round
    # in the same order, but a window's first widget takes the focus when it opens, and that
    # would be a button. The first field does, unless the dialog chose one.
    if dialog.focusWidget() is None:
        first = next(
            (w for w in body.findChildren(QWidget) if w.focusPolicy() & Qt.FocusPolicy.TabFocus),
            None,
        )
        if first is not None:
            first.setFocus()
    return area


class _Fitter(QObject):
    """The event filter of every fitted dialog (one for the application, so that nothing of
    it outlives a dialog): bounds a dialog by its screen whenever it is shown (before Qt
    places it), stands its columns side by side or one below the other as its width allows,
    and selects a number field's text when one in a fitted dialog gets the focus. What it
    knows of a dialog is kept on the dialog's Qt objects (its property and its columns'
    object name), never on a Python wrapper."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        app.focusChanged.connect(self._focus_changed)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if isinstance(watched, QDialog) and kind in (QEvent.Type.Show, QEvent.Type.Resize):
            place_columns(watched)
            if kind == QEvent.Type.Show:
                fit_now(watched)
        return False

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        parent = new.parentWidget() if new is not None else None
        spin = parent if isinstance(parent, QAbstractSpinBox) else new  # its line edit, or it
        if isinstance(spin, QAbstractSpinBox) and spin.window().property(_FITTED):
            # after the click that gave the focus has placed the cursor
            QTimer.singleShot(0, spin, spin.selectAll)


# The object name of a fitted dialog's columns, and the property that marks a fitted dialog.
_COLUMNS = "fitColumns"
_FITTED = "scoretableFitted"


def _fitter() -> _Fitter:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    found = app.findChild(_Fitter)
    return found if isinstance(found, _Fitter) else _Fitter(app)


def place_columns(dialog: QDialog) -> None:
    """A dialog's columns side by side if it is wide enough for them, else one below the
    other (done at each show and resize; called before the first show, it lays the dialog
    out at once as it will open)."""
    # its own columns, not those of a dialog opened over it (a child of it)
    columns = next(
        (
            layout
            for layout in dialog.findChildren(QBoxLayout, _COLUMNS)
            if (owner := layout.parentWidget()) is not None and owner.window() is dialog
        ),
        None,
    )
    if columns is None:
        return
    items = [_item(columns, i) for i in range(columns.count())]
    spacing = max(columns.spacing(), 0) * (len(items) - 1)
    needed = sum(item.minimumSize().width() for item in items) + spacing
    layout = dialog.layout()
    assert layout is not None
    margins = layout.contentsMargins()
    bar = dialog.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
    width = dialog.width() - margins.left() - margins.right() - bar
    wide = QBoxLayout.Direction.LeftToRight
    direction = wide if width >= needed else QBoxLayout.Direction.TopToBottom
    if columns.direction() != direction:
        columns.setDirection(direction)


def fit_now(dialog: QDialog) -> None:
    """``dialog``'s size and smallest size bounded by its screen's room."""
    space = room(dialog)
    layout = dialog.layout()
    least = layout.totalMinimumSize() if layout is not None else dialog.minimumSizeHint()
    if least.boundedTo(space) != least:
        dialog.setMinimumSize(least.boundedTo(space))
    size = dialog.size()
    if size.boundedTo(space) != size:
        dialog.resize(size.boundedTo(space))
    place(dialog)


def place(dialog: QWidget) -> None:
    """``dialog``'s window, frame and all, inside its screen's available geometry: centred on
    its parent's window (where it has not been moved), as near that as the screen allows.
    (Qt's own placement centres it on the parent even past the screen's edge when the parent
    is larger than the screen.)"""
    area = available(dialog)
    margins = frame_margins(dialog)
    width = dialog.width() + margins.left() + margins.right()
    height = dialog.height() + margins.top() + margins.bottom()
    parent = dialog.parentWidget()
    if dialog.testAttribute(Qt.WidgetAttribute.WA_Moved):
        x, y = dialog.frameGeometry().x(), dialog.frameGeometry().y()
    else:
        frame = parent.window().frameGeometry() if parent is not None else area
        centre = frame.intersected(area) if frame.intersects(area) else area
        x = centre.center().x() - width // 2
        y = centre.center().y() - height // 2
    x = max(area.left(), min(x, area.left() + area.width() - width))
    y = max(area.top(), min(y, area.top() + area.height() - height))
    dialog.move(x, y)


def fit_dialog(
    dialog: QDialog,
    *,
    scroll: bool = True,
    below: int | None = None,
    columns: QBoxLayout | None = None,
) -> BodyScroll | None:
    """Make ``dialog`` fit the screen it opens on (see the module's docstring): its body in
    a scroll area (unless ``scroll`` is False: the dialog scrolls its body itself) above its
    last ``below`` items (by default its button boxes), its size bounded by the screen at
    each show, its number fields selected on focus. ``columns``: a layout of the body's whose
    items stand side by side where the dialog is wide enough, else one below the other.
    Call it once the dialog's layout is built."""
    area = scroll_body(dialog, below) if scroll else None
    # kept on the Qt objects, not as Python attributes of their wrappers: a wrapper can
    # outlive its object, and the filter must only ever read the object it is given
    if columns is not None:
        columns.setObjectName(_COLUMNS)
    dialog.setProperty(_FITTED, True)
    dialog.installEventFilter(_fitter())
    return area
