"""The action strip under the table: the large Win, Draw, Chombo and Undo buttons (Redo too in
table mode; Results and New game once the game is over) beside the message strip, where every
message to the user goes (a refusal, what was undone, any error: see
:mod:`scoretable.ui.error_words`).

The strip keeps its height: a message never moves the scores. Its text follows the window's
height and the application's text size; a message takes the largest size that fits, down to
two lines' worth.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QFont, QUndoStack
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QSizePolicy, QWidget

from scoretable.ui import theme
from scoretable.ui.widgets.panels.text_fit import fit_pixel_size

# the on-screen buttons are at least this high (a fingertip)
BUTTON_MIN_PIXELS = 44


class ActionStrip(QWidget):
    """The buttons and the message strip; the window connects the buttons and says what to
    show."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("actionStrip")
        self.button_pixels = 16
        label = self.message_label = theme.BoxedLabel(radius=6, border=2, padding=(10, 2))
        label.setObjectName("messageLabel")
        label.setWordWrap(True)
        label.setVisible(False)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        # fitted again once laid out: shown, it had a hidden label's stale width
        label.installEventFilter(self)
        translate = QCoreApplication.translate
        self.win_button = self._big_button(translate("MainWindow", "Win  [W]"))
        self.draw_button = self._big_button(translate("MainWindow", "Draw  [D]"))
        self.chombo_button = self._big_button(translate("MainWindow", "Chombo  [C]"))
        self.undo_button = self._big_button(translate("MainWindow", "Undo"))
        # table mode's players have no keyboard to hand: Redo beside Undo
        self.redo_button = self._big_button(translate("MainWindow", "Redo"))
        self.redo_button.setVisible(False)
        self.results_button = self._big_button(translate("MainWindow", "Results"))
        self.new_game_button = self._big_button(translate("MainWindow", "New game"))
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        for button in (self.win_button, self.draw_button, self.chombo_button):
            row.addWidget(button)
        row.addWidget(label, 1)
        for button in (self.results_button, self.new_game_button):
            row.addWidget(button)
        row.addWidget(self.undo_button)
        row.addWidget(self.redo_button)

    def buttons(self) -> list[QPushButton]:
        return [
            self.win_button,
            self.draw_button,
            self.chombo_button,
            self.undo_button,
            self.redo_button,
            self.results_button,
            self.new_game_button,
        ]

    def _big_button(self, text: str) -> QPushButton:
        button = QPushButton(text)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay the window's
        button.setAutoDefault(False)
        button.setMinimumHeight(BUTTON_MIN_PIXELS)
        button.setMinimumWidth(BUTTON_MIN_PIXELS)
        return button

    def show_game(self, stack: QUndoStack, over: bool, undo: str, redo: str) -> None:
        """Win, Draw and Chombo while the game is on, Results and New game once it is over;
        Undo and Redo as ``stack`` allows, their tips what they would do."""
        for button in (self.win_button, self.draw_button, self.chombo_button):
            button.setVisible(not over)
        for button in (self.results_button, self.new_game_button):
            button.setVisible(over)
        self.undo_button.setEnabled(stack.canUndo())
        self.undo_button.setToolTip(undo.replace("&", "") + "  (Ctrl+Z)")
        self.redo_button.setEnabled(stack.canRedo())
        self.redo_button.setToolTip(redo.replace("&", "") + "  (Ctrl+Y)")

    @staticmethod
    def game_over_text(layout: str) -> str:
        """The banner at the end of the game: in table mode it points at the buttons beside
        it (no keyboard to hand there); on a screen it names the keys too."""
        if layout == "table":
            return QCoreApplication.translate(
                "MainWindow", "Game over: the final places are in each panel."
            )
        return QCoreApplication.translate(
            "MainWindow", "Game over. Results (Ctrl+E) · Undo (Ctrl+Z) · New game (Ctrl+N)"
        )

    def fit(self, pixels: int) -> None:
        """The buttons' text at ``pixels``, the strip as high as they are, the message
        fitted again."""
        self.button_pixels = pixels
        height = max(BUTTON_MIN_PIXELS, int(pixels * 2.2))
        for button in self.buttons():
            font = QFont(button.font())
            font.setPixelSize(pixels)
            font.setWeight(QFont.Weight.DemiBold)
            button.setFont(font)
            button.setFixedHeight(height)
        self.setFixedHeight(height)
        if self.message_label.isVisible():
            self.fit_message()

    def say(self, text: str) -> None:
        """``text`` in the message strip (its tool tip too, should it be cut)."""
        self.message_label.setText(text)
        self.message_label.setToolTip(text)
        self.fit_message()
        self.message_label.setVisible(True)

    def fit_message(self) -> None:
        """The message's font: as large as the strip allows, down to two lines' worth."""
        label = self.message_label
        margins = label.contentsMargins()
        width = max(1, label.width() - margins.left() - margins.right())
        height = max(1, self.height() - margins.top() - margins.bottom())
        font = QFont(label.font())
        text = label.text()
        pixels = fit_pixel_size(font, text, width, height)
        if pixels < self.button_pixels * 0.8:
            # two lines: half the text's width each (word wrap breaks it)
            pixels = fit_pixel_size(font, text[: len(text) // 2 + 8], width, height // 2)
        font.setPixelSize(max(9, min(pixels, self.button_pixels)))
        label.setFont(font)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.message_label and event.type() == QEvent.Type.Resize:
            self.fit_message()
        return super().eventFilter(watched, event)
