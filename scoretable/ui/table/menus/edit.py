"""The Edit menu: Undo and Redo (each says what it undid or redid in the message strip) and
Rename players."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoStack

from scoretable.ui.table.menus import Menu, Table


class EditMenu(Menu):
    """Edit: undo and redo through the game's one stack, and the players' names."""

    def __init__(self, table: Table) -> None:
        super().__init__(QCoreApplication.translate("MainWindow", "&Edit"), table)
        self.act_undo = self.action(
            QCoreApplication.translate("MainWindow", "&Undo"), self.undo, ["Ctrl+Z"]
        )
        self.act_redo = self.action(
            QCoreApplication.translate("MainWindow", "&Redo"), self.redo, ["Ctrl+Shift+Z", "Ctrl+Y"]
        )
        self.addSeparator()
        self.act_rename = self.action(
            QCoreApplication.translate("MainWindow", "Re&name players…"), self.ask_rename, ["F2"]
        )

    def show_stack(self, stack: QUndoStack) -> None:
        """Undo and Redo enabled as the stack allows, each naming what it would do."""
        self.act_undo.setEnabled(stack.canUndo())
        self.act_redo.setEnabled(stack.canRedo())
        undo_text, redo_text = stack.undoText(), stack.redoText()
        self.act_undo.setText(
            QCoreApplication.translate("MainWindow", "&Undo {0}").format(undo_text)
            if undo_text
            else QCoreApplication.translate("MainWindow", "&Undo")
        )
        self.act_redo.setText(
            QCoreApplication.translate("MainWindow", "&Redo {0}").format(redo_text)
            if redo_text
            else QCoreApplication.translate("MainWindow", "&Redo")
        )

    def undo(self) -> None:
        """Undo, and say what was undone in the message strip."""
        from scoretable.ui.table.done_text import undone_text

        model = self.table.model
        if not model.history:
            return
        item, text = model.history[-1], model.undo_stack.undoText()
        if self.table.run(self.table.session.undo):
            self.table.show_message(undone_text(item, text))

    def redo(self) -> None:
        """Redo, and say what was redone in the message strip."""
        from scoretable.ui.table.done_text import redone_text

        model = self.table.model
        stack = model.undo_stack
        if not stack.canRedo():
            return
        text = stack.redoText()
        if self.table.run(self.table.session.redo):
            self.table.show_message(redone_text(model.history[-1], text))

    def ask_rename(self) -> None:
        from scoretable.ui.record.rename_dialog import RenamePlayersDialog

        model = self.table.model
        names = RenamePlayersDialog.get_names(self.table.window(), model.players)
        if names is None:
            return
        for seat, name in enumerate(names):
            if not self.table.run(partial(model.rename_player, seat, name)):
                return
