"""The View menu's aids to seeing: High contrast and Text size.

View -> High contrast (white on black, every frame white, yellow selection; remembered) sets
:func:`scoretable.ui.theme.apply_scheme`'s ``contrast`` scheme (``--theme contrast`` for one
run), and the system's colours again when turned off. The gains and losses keep their signs
(+, −) beside their colours, so that no colour is read alone.

View -> Text size (100%, 125%, 150%, 200%; remembered; Ctrl++, Ctrl+- and Ctrl+0) scales the
application's font from the size it had before the first change: dialogs, menus, the hand
history and the message strip follow it; the player panels keep sizing their own text to
their boxes.
"""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QActionGroup, QFont, QKeySequence
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from scoretable.settings import HIGH_CONTRAST, TEXT_SIZE, Setting, Settings
from scoretable.ui import theme
from scoretable.ui.error_words import error_sentence

T = TypeVar("T")

# the text sizes offered, in percent of the application's own
TEXT_SIZES: tuple[int, ...] = TEXT_SIZE.choices
# the application's property that keeps its font size before any change (points or pixels)
_BASE_PROPERTY = "scoretableBaseFontSize"


def apply_text_size(percent: int) -> None:
    """The application's font at ``percent`` of the size it had before the first change."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    font = QFont(app.font())
    base = app.property(_BASE_PROPERTY)
    if not isinstance(base, float):
        base = font.pointSizeF() if font.pointSizeF() > 0 else -float(font.pixelSize())
        app.setProperty(_BASE_PROPERTY, base)
    if base > 0:
        font.setPointSizeF(base * percent / 100)
    else:  # a font given in pixels stays in pixels
        font.setPixelSize(round(-base * percent / 100))
    if font != app.font():
        app.setFont(font)


class SeeingActions(QObject):
    """High contrast and the text size, for one window (their actions go in the View menu)."""

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

        self.menu_text_size = QMenu(QCoreApplication.translate("View", "&Text size"), window)
        self._size_group = QActionGroup(self)
        self.act_sizes: dict[int, QAction] = {}
        for percent in TEXT_SIZES:
            action = QAction(QCoreApplication.translate("View", "{0}%").format(percent), window)
            action.setCheckable(True)
            action.setData(percent)
            self._size_group.addAction(action)
            self.menu_text_size.addAction(action)
            self.act_sizes[percent] = action
        self.menu_text_size.addSeparator()
        self.act_larger = self._key_action(
            QCoreApplication.translate("View", "&Larger text"),
            [QKeySequence(QKeySequence.StandardKey.ZoomIn), QKeySequence("Ctrl+=")],
            lambda: self.step_text_size(1),
        )
        self.act_smaller = self._key_action(
            QCoreApplication.translate("View", "&Smaller text"),
            [QKeySequence(QKeySequence.StandardKey.ZoomOut)],
            lambda: self.step_text_size(-1),
        )
        self.act_normal = self._key_action(
            QCoreApplication.translate("View", "&Normal text size"),
            [QKeySequence("Ctrl+0")],
            lambda: self.set_text_size(100),
        )
        self.text_size = settings.get(TEXT_SIZE) if settings is not None else 100
        self.act_sizes[self.text_size].setChecked(True)
        if self.text_size != 100:
            apply_text_size(self.text_size)
        self._size_group.triggered.connect(lambda action: self.set_text_size(action.data()))

    def _key_action(self, text: str, keys: list[QKeySequence], slot: object) -> QAction:
        action = QAction(text, self.window)
        action.setShortcuts(keys)
        action.triggered.connect(slot)
        self.menu_text_size.addAction(action)
        self.window.addAction(action)
        return action

    @property
    def actions(self) -> list[QAction]:
        return [self.act_contrast, self.menu_text_size.menuAction()]

    def step_text_size(self, step: int) -> None:
        """The next size up (1) or down (-1); at either end it stays."""
        index = TEXT_SIZES.index(self.text_size) + step
        self.set_text_size(TEXT_SIZES[max(0, min(len(TEXT_SIZES) - 1, index))])

    def set_text_size(self, percent: int) -> None:
        """The application's text at ``percent`` (one of :data:`TEXT_SIZES`), remembered."""
        self.text_size = percent
        self.act_sizes[percent].setChecked(True)
        apply_text_size(percent)
        self._remember(TEXT_SIZE, percent)

    def set_contrast(self, on: bool) -> None:
        """White on black (on), or the system's colours again."""
        self._apply(on)
        self._remember(HIGH_CONTRAST, on)

    def _remember(self, setting: Setting[T], value: T) -> None:
        if self.settings is not None:
            try:
                self.settings.set(setting, value)
            except OSError as error:
                show = getattr(self.window, "show_message", None)
                if show is not None:
                    show(error_sentence(error))

    @staticmethod
    def _apply(on: bool) -> None:
        app = QApplication.instance()
        if not isinstance(app, QApplication):
            return
        theme.apply_scheme(app, "contrast" if on else "system")
        if not on and theme.is_contrast(app.palette()):
            # a system that names no scheme leaves the palette alone: the light one, then
            app.setPalette(theme.scheme_palette(dark=False))
