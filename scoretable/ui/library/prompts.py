"""What opening the library tells or asks the user, as message boxes over ``parent``
(:class:`scoretable.session.library.Prompts`). QMessageBox is imported when a box is shown:
the window opens on a library that asks nothing, and its first touch builds its enums
(issue 30)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from scoretable.session.library import Choice

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox


def _boxes() -> type[QMessageBox]:
    from PySide6.QtWidgets import QMessageBox

    return QMessageBox


class MessageBoxes:
    """:func:`scoretable.session.library.open_library`'s prompts as message boxes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        self.parent = parent

    def refuse(self, title: str, text: str) -> None:
        _boxes().critical(self.parent, title, text)

    def ask(self, title: str, text: str) -> Choice:
        boxes = _boxes()
        button = boxes.StandardButton
        answer = boxes.warning(
            self.parent,
            title,
            text,
            button.Retry | button.Ignore | button.Close,
            button.Retry,
        )
        if answer == button.Retry:
            return "retry"
        return "ignore" if answer == button.Ignore else "close"

    def warn(self, title: str, text: str) -> None:
        _boxes().warning(self.parent, title, text)

    def inform(self, title: str, text: str) -> None:
        _boxes().information(self.parent, title, text)
