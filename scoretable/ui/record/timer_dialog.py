"""Game -> Hanchan timer: the game's length in minutes and how it ends when time is up."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from scoretable.ui.fitting import fit_dialog


@dataclass(frozen=True)
class TimerSetting:
    """``minutes`` (0: no timer) and the hands played once time is up (2 or 1)."""

    minutes: int
    hands_after: int


class TimerDialog(QDialog):
    """Minutes and ending. ``get_timer`` returns the setting, or None on cancel."""

    def __init__(self, current: TimerSetting, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Hanchan timer"))
        self.minutes = QSpinBox()
        self.minutes.setRange(0, 600)
        self.minutes.setSingleStep(5)
        self.minutes.setSuffix(self.tr(" min"))
        self.minutes.setSpecialValueText(self.tr("No timer"))
        self.minutes.setValue(current.minutes)
        self.ending = QComboBox()
        self.ending.addItem(self.tr("Finish the hand in play and play one more"), 2)
        self.ending.addItem(self.tr("Finish the hand in play"), 1)
        self.ending.setCurrentIndex(0 if current.hands_after == 2 else 1)
        note = QLabel(
            self.tr(
                "The countdown starts now. When it reaches 0:00, the game ends as chosen"
                " below (or earlier, by its rules)."
            )
        )
        note.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("&Length:"), self.minutes)
        form.addRow(self.tr("When time is &up:"), self.ending)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addLayout(form)
        layout.addWidget(buttons)
        fit_dialog(self)

    def setting(self) -> TimerSetting:
        return TimerSetting(self.minutes.value(), int(self.ending.currentData()))

    @classmethod
    def get_timer(cls, parent: QWidget | None, current: TimerSetting) -> TimerSetting | None:
        dialog = cls(current, parent)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.setting()
