"""Open the hand calculator (from the win dialog) and the all-last conditions dialog on the
screen this process has, and print where each one and its buttons land:

    QT_SCALE_FACTOR=2 QT_QPA_PLATFORM=offscreen:configfile=screen.json \\
        python tests/ui/laptop_dialogs.py            # prints "ok" or the problems

Run by ``test_laptop_screen.py`` with a 1366x768 screen at 200% (683x384 logical pixels).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "game")]

from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QWidget  # noqa: E402


def problems(dialog: QDialog, buttons: list[QWidget]) -> list[str]:
    name = type(dialog).__name__
    found = []
    screen = dialog.screen().availableGeometry()
    frame = dialog.geometry()
    if not screen.contains(frame):
        found.append(f"{name} at {frame.getRect()} is off the screen {screen.getRect()}")
    hint = dialog.minimumSizeHint()
    if hint.width() > screen.width() or hint.height() > screen.height():
        found.append(f"{name} cannot shrink below {hint.width()}x{hint.height()}")
    for button in buttons:
        corner = button.mapTo(dialog, button.rect().bottomRight())
        if not button.isVisible() or not dialog.rect().contains(corner):
            found.append(f"{name}: {button.text()!r} out of sight")
    return found


def main() -> int:
    app = QApplication(sys.argv)
    from dialog_helpers import NAMES, table
    from test_conditions_watcher import LOG, PLAYERS

    from scoretable.engine.rules import get_preset
    from scoretable.game.conditions import ConditionsWatcher
    from scoretable.game.model import GameModel
    from scoretable.ui.record.win_dialog import WinDialog
    from scoretable.ui.table.conditions_view import ConditionsDialog

    win = WinDialog(None, table(), NAMES)
    win.show()
    win.winner_boxes[1].setChecked(True)
    calculator = win.editors[1].open_hand_calculator()
    app.processEvents()
    found = problems(calculator, [calculator.ok_button, calculator.picker.summary])
    model = GameModel.restore(get_preset("tenhou"), PLAYERS, LOG, len(LOG))
    conditions = ConditionsDialog(ConditionsWatcher(model))
    conditions.show()
    app.processEvents()
    box = conditions.findChild(QDialogButtonBox)
    found += problems(conditions, list(box.buttons()))
    print("\n".join(found) or "ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
