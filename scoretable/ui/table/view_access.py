"""The View menu's aid to seeing: High contrast.

View -> High contrast (white on black, every frame white, yellow selection; remembered) sets
:func:`scoretable.ui.theme.apply_scheme`'s ``contrast`` scheme (``--theme contrast`` for one
run), and the system's colours again when turned off. The gains and losses keep their signs
(+, −) beside their colours, so that no colour is read alone.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QWidget

from scoretable.settings import HIGH_CONTRAST, Settings
from scoretable.ui import theme


class SeeingActions(QObject):
    """High contrast, for one window (its action goes in the View menu)."""

    def __init__(self, window: QWidget, settings: Settings | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.settings = settings
        self.act_contrast = QAction(
            QCoreApplication.translate("View", "High &contrast (white on black)"), window
        )
        self.act_contrast.setCheckable(True)
        if settings is not None and settings.get(HIGH_CONTRAST):
            self.act_contrast.setChecked(True)
            self._apply(True)
        self.act_contrast.toggled.connect(self.set_contrast)
        window.addAction(self.act_contrast)

    @property
    def actions(self) -> list[QAction]:
        return [self.act_contrast]

    def set_contrast(self, on: bool) -> None:
        """White on black (on), or the system's colours again."""
        self._apply(on)
        if self.settings is not None:
            try:
                self.settings.set(HIGH_CONTRAST, on)
            except OSError as error:
                show = getattr(self.window, "show_message", None)
                if show is not None:
                    show(str(error))

    @staticmethod
    def _apply(on: bool) -> None:
        app = QApplication.instance()
        if not isinstance(app, QApplication):
            return
        theme.apply_scheme(app, "contrast" if on else "system")
        if not on and theme.is_contrast(app.palette()):
            # a system that names no scheme leaves the palette alone: the light one, then
            app.setPalette(theme.scheme_palette(dark=False))
