"""Help -> Keyboard shortcuts: every action of the window that has a key, listed."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QMenu,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from scoretable.ui.fitting import fit_dialog


def menu_actions(menus: Iterable[QMenu]) -> list[tuple[str, QAction]]:
    """(menu title, action) for every shown action with a shortcut, sub-menus included (a
    three-player game hides seat 4's)."""
    found: list[tuple[str, QAction]] = []
    for menu in menus:
        title = menu.title().replace("&", "")
        for action in menu.actions():
            sub = action.menu()
            if isinstance(sub, QMenu):
                found.extend(menu_actions([sub]))
            elif not action.isSeparator() and action.shortcuts() and action.isVisible():
                found.append((title, action))
    return found


class ShortcutsDialog(QDialog):
    """A table: menu, action, key(s)."""

    def __init__(self, rows: list[tuple[str, QAction]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        self.table = QTableWidget(len(rows), 3)
        self.table.setObjectName("shortcutsTable")
        self.table.setAccessibleName(self.tr("Keyboard shortcuts"))
        self.table.setHorizontalHeaderLabels([self.tr("Menu"), self.tr("Action"), self.tr("Keys")])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        for row, (menu, action) in enumerate(rows):
            keys = ", ".join(
                key.toString(QKeySequence.SequenceFormat.NativeText) for key in action.shortcuts()
            )
            text = action.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
            for column, value in enumerate((menu, text, keys)):
                self.table.setItem(row, column, QTableWidgetItem(value))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        # a long action's text wraps rather than being elided (View -> Text size makes it so)
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.table.setWordWrap(True)
        row_header = self.table.verticalHeader()
        row_header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # as large as the text asks (the screen bounds it: fit_dialog)
        metrics = self.fontMetrics()
        self.resize(
            max(560, 56 * metrics.horizontalAdvance("n")), max(520, 22 * metrics.lineSpacing())
        )
        fit_dialog(self)

    def keys(self) -> dict[str, str]:
        """Action text -> keys, as shown."""
        out = {}
        for row in range(self.table.rowCount()):
            action = self.table.item(row, 1)
            keys = self.table.item(row, 2)
            if action is not None and keys is not None:
                out[action.text()] = keys.text()
        return out
