"""Rename the four players (F2): four name fields, none left empty."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from scoretable.ui import theme
from scoretable.ui.fitting import fit_dialog


class RenamePlayersDialog(QDialog):
    """A name field per seat (three or four). ``get_names`` returns the new names, or None on
    cancel."""

    def __init__(self, players: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rename players"))
        self.fields = [QLineEdit(name) for name in players]
        self.error_label = QLabel()
        self.error_label.setStyleSheet(f"color: {theme.loss_color().name()};")
        form = QFormLayout()
        seats = (
            self.tr("Seat 1 (first East)"),
            self.tr("Seat 2"),
            self.tr("Seat 3"),
            self.tr("Seat 4"),
        )
        for label, field in zip(seats[: len(self.fields)], self.fields, strict=True):
            form.addRow(label, field)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.error_label)
        layout.addWidget(self.buttons)
        fit_dialog(self)

    def names(self) -> tuple[str, ...]:
        return tuple(field.text().strip() for field in self.fields)

    def _accept(self) -> None:
        if not all(self.names()):
            self.error_label.setText(self.tr("Every player needs a name."))
            return
        self.accept()

    @classmethod
    def get_names(cls, parent: QWidget | None, players: Sequence[str]) -> tuple[str, ...] | None:
        dialog = cls(players, parent)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.names()
