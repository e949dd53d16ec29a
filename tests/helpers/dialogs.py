"""Helpers shared by the dialog tests: a table state, and keys and clicks like a user's."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QAbstractSpinBox, QCheckBox, QComboBox, QRadioButton, QWidget
from pytestqt.qtbot import QtBot

from scoretable.engine.rules import STANDARD, Rules
from scoretable.engine.table import TableState

NAMES = ("Ann", "Ben", "Cho", "Dai")
MINUS = "\u2212"


def table(rules: Rules = STANDARD, **changes: object) -> TableState:
    """East 2 (Ben deals), 1 honba, 2 riichi sticks on the table, everyone at 25,000."""
    values: dict[str, object] = {
        "rules": rules,
        "scores": (25000, 25000, 25000, 25000),
        "hand_number": 2,
        "dealer": 1,
        "honba": 1,
        "sticks": 2,
    }
    values.update(changes)
    return TableState(**values)  # type: ignore[arg-type]


def show(qtbot: QtBot, widget: QWidget) -> None:
    """Show a dialog non-modally and wait until it is on screen."""
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)


def activate(qtbot: QtBot, widget: QWidget) -> None:
    """Make ``widget``'s window the active one, as shortcuts and mnemonics need."""
    handle = widget.windowHandle()
    assert handle is not None
    handle.requestActivate()
    qtbot.waitUntil(widget.isActiveWindow)


def click(qtbot: QtBot, widget: QWidget) -> None:
    """Click a button, or a check box or radio button on its indicator (its centre may be
    empty space)."""
    if isinstance(widget, QCheckBox | QRadioButton):
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=QPoint(6, widget.height() // 2))
    else:
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def choose(qtbot: QtBot, combo: QComboBox, text: str) -> None:
    """Pick the item of a combo box that starts with ``text`` with the arrow keys."""
    target = combo.findText(text, Qt.MatchFlag.MatchStartsWith)
    assert target >= 0, f"no item {text!r}"
    combo.setFocus()
    while combo.currentIndex() != target:
        key = Qt.Key.Key_Down if combo.currentIndex() < target else Qt.Key.Key_Up
        qtbot.keyClick(combo, key)


def click_item(qtbot: QtBot, combo: QComboBox, text: str) -> None:
    """Open the combo box with the mouse and click the item that starts with ``text``."""
    index = combo.findText(text, Qt.MatchFlag.MatchStartsWith)
    assert index >= 0, text
    qtbot.mouseClick(combo, Qt.MouseButton.LeftButton)
    view = combo.view()
    qtbot.waitUntil(view.isVisible, timeout=2000)
    rect = view.visualRect(combo.model().index(index, 0))
    # the pointer moves onto the item (which highlights it), then clicks
    qtbot.mouseMove(view.viewport(), rect.center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: not view.isVisible(), timeout=2000)
    assert combo.currentIndex() == index


def type_into(qtbot: QtBot, spin: QAbstractSpinBox, text: str) -> None:
    """Replace a spin box's number by typing."""
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, text)


def changes(preview: object) -> list[str]:
    """The four changes a preview panel shows."""
    return [label.text() for label in preview.change_labels]  # type: ignore[attr-defined]


def scrolls_no_wider(qtbot: QtBot, dialog: QWidget, text: QWidget) -> None:
    """``dialog`` at a 683x384 screen's room (its frame less) shows its body without scrolling
    sideways, and ``text`` (a wrapped label) whole at its width."""
    from PySide6.QtWidgets import QLabel, QScrollArea

    dialog.resize(667, 344)
    dialog.show()
    qtbot.waitExposed(dialog)
    area = dialog.findChild(QScrollArea)
    assert area is not None
    qtbot.waitUntil(lambda: area.widget().width() <= area.viewport().width())
    assert area.horizontalScrollBar().maximum() == 0
    assert isinstance(text, QLabel)
    assert text.heightForWidth(text.width()) <= text.height()
