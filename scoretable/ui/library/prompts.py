"""What opening the library tells or asks the user, as message boxes over ``parent``
(:class:`scoretable.session.library.Prompts`)."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from scoretable.session.library import Choice


class MessageBoxes:
    """:func:`scoretable.session.library.open_library`'s prompts as message boxes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        self.parent = parent

    def refuse(self, title: str, text: str) -> None:
        QMessageBox.critical(self.parent, title, text)

    def ask(self, title: str, text: str) -> Choice:
        button = QMessageBox.StandardButton
        answer = QMessageBox.warning(
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
        QMessageBox.warning(self.parent, title, text)

    def inform(self, title: str, text: str) -> None:
        QMessageBox.information(self.parent, title, text)
