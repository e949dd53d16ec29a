"""The Help menu: the keyboard shortcuts (every menu's actions and their keys) and About."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt

from scoretable import __version__
from scoretable.ui.table.menus import Menu, Table, open_screen

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from scoretable.ui.table.shortcuts import ShortcutsDialog


class HelpMenu(Menu):
    """Help: the keys, and what this program is."""

    def __init__(self, table: Table) -> None:
        super().__init__(QCoreApplication.translate("MainWindow", "&Help"), table)
        self.act_shortcuts = self.action(
            QCoreApplication.translate("MainWindow", "&Keyboard shortcuts"),
            self.show_shortcuts,
            ["F1"],
        )
        self.act_about = self.action(
            QCoreApplication.translate("MainWindow", "&About scoretable"), self.show_about
        )

    def show_shortcuts(self) -> ShortcutsDialog:
        def build() -> ShortcutsDialog:
            from scoretable.ui.table.shortcuts import ShortcutsDialog, menu_actions

            dialog = ShortcutsDialog(menu_actions(self.table.menus()), self.table.window())
            dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            dialog.open()
            return dialog

        return open_screen(self.table, "shortcuts", build)

    def show_about(self) -> QMessageBox:
        def build() -> QMessageBox:
            from PySide6.QtWidgets import QMessageBox

            from scoretable.ui.fitting import place

            translate = QCoreApplication.translate
            box = QMessageBox(self.table.window())
            box.setWindowTitle(translate("MainWindow", "About scoretable"))
            box.setText(
                translate(
                    "MainWindow",
                    "<b>scoretable {0}</b><br>A score table for Riichi mahjong: exact payments, "
                    "every common ruleset, undo for everything.",
                ).format(__version__)
            )
            box.setInformativeText(
                translate(
                    "MainWindow",
                    "Tile pictures: riichi-mahjong-tiles by FluffyStuff, in the public domain "
                    "(CC0 1.0).",
                )
            )
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()
            # sized as it opens: Qt placed it by a guess, half off a 683x384 screen
            place(box)
            return box

        return open_screen(self.table, "about", build)
