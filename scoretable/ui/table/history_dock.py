"""The hand history's dock beside the table (View -> Hand history, H).

The panel in it (:class:`~scoretable.ui.table.history_panel.HistoryView`) is built when first
shown: below 1600 px wide the window starts without it, and it would cost start-up time for
nothing. Its text is the application's, grown with a window higher than 1080 px; its width
scales with the text, never more than a share of the window's (the scores keep the rest).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont, QFontInfo
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow

if TYPE_CHECKING:
    from scoretable.session.table_session import TableSession
    from scoretable.ui.table.history_panel import HistoryView

# narrower windows start with the hand history hidden (View -> Hand history, H)
HISTORY_MIN_WIDTH = 1600
# the hand history's width at the application's font size (it grows with the text)
HISTORY_WIDTH = 500
# above this window height the strip's and the history's text grow with it
TEXT_GROWS_ABOVE = 1080
# the hand history never takes more than this share of the window's width (the scores
# keep the rest, whatever the text size: View -> Text size)
HISTORY_SHARE = 0.34


class HistoryDock(QDockWidget):
    """The dock on ``window``'s right; its panel shows ``session``'s game, and each after."""

    def __init__(self, window: QMainWindow, session: TableSession) -> None:
        super().__init__(QCoreApplication.translate("MainWindow", "Hand history"), window)
        self._window, self._session = window, session
        self._view: HistoryView | None = None
        self._pixels = 0  # the history's text size, set with the fonts
        self._placed = False
        self.setObjectName("historyDock")
        self.visibilityChanged.connect(self._visibility)
        self.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetClosable
            | QDockWidget.DockWidgetFeature.DockWidgetMovable
        )
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self)
        window.resizeDocks([self], [HISTORY_WIDTH], Qt.Orientation.Horizontal)
        # Hidden until the window is shown, which decides by its width (see place):
        # otherwise showing the window would show the dock, and build its panel, first.
        self.hide()

    @property
    def view(self) -> HistoryView:
        """The hand history panel, built on first use."""
        if self._view is None:
            from scoretable.ui.table.history_panel import HistoryView

            self._view = HistoryView(self._session)
            if self._pixels:
                self._view.set_text_pixels(self._pixels)
            self.setWidget(self._view)
        return self._view

    def _visibility(self, visible: bool) -> None:
        if visible:
            self.view.show()

    def refresh(self) -> None:
        """Its colours again (the palette changed)."""
        if self._view is not None:
            self._view.refresh()

    def place(self) -> None:
        """When the window is first shown: below HISTORY_MIN_WIDTH the scores need the
        whole window, and the history comes on demand (H)."""
        if not self._placed:
            self._placed = True
            self.setVisible(self._window.width() >= HISTORY_MIN_WIDTH)

    def pixels(self) -> int:
        """The hand history's text size: the application's, grown with a window higher than
        1080 px (twice as large at 2160), so that it keeps its share of a large window."""
        base = QFontInfo(QApplication.font()).pixelSize()
        return round(base * min(2.0, max(1.0, self._window.height() / TEXT_GROWS_ABOVE)))

    def fit(self) -> None:
        """Its text for the window's height; its width scaled with the text, within its
        share."""
        pixels = self.pixels()
        if pixels == self._pixels:
            return
        if self._pixels:
            width = round(self.width() * pixels / self._pixels)
        else:  # the first fit: the default width at this size
            width = round(HISTORY_WIDTH * pixels / QFontInfo(QApplication.font()).pixelSize())
        self._pixels = pixels
        font = QFont(self.font())  # its title too
        font.setPixelSize(pixels)
        self.setFont(font)
        if self._view is not None:
            self._view.set_text_pixels(pixels)
        width = min(width, self.width_limit())
        self._window.resizeDocks([self], [width], Qt.Orientation.Horizontal)

    def width_limit(self) -> int:
        """The widest the hand history may be: its share of the window (the table keeps
        the rest; a longer text wraps or scrolls in the history instead)."""
        return max(1, round(self._window.width() * HISTORY_SHARE))

    def limit(self) -> None:
        """A narrowed window takes its width from the history first (the scores keep theirs)."""
        limit = self.width_limit()
        if self.isVisible() and not self.isFloating() and self.width() > limit:
            self._window.resizeDocks([self], [limit], Qt.Orientation.Horizontal)
