"""The Learn menu: the quizzes, the fu trainer, the reference tables, the hand calculator,
"What is it worth?", worksheets, paying with sticks and the learners' answers at the table,
each on the rules of the game on the table. The tools
(:class:`~scoretable.ui.learn.learn.Learn`, which loads their dialogs) are built on first
use. These actions keep the translation context of the Learn tools."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from scoretable.ui.table.menus import Menu, Table, open_screen

if TYPE_CHECKING:
    from scoretable.ui.learn.learn import Learn


class LearnMenu(Menu):
    """Learn: the teaching tools, one window each."""

    def __init__(self, table: Table) -> None:
        super().__init__(QCoreApplication.translate("MainWindow", "&Learn"), table)
        translate = QCoreApplication.translate
        # the tools, built when first used
        self.learn: Learn | None = None
        self.act_quiz = self.action(translate("Learn", "Payment &quiz…"), self.show_quiz)
        self.act_all_last = self.action(translate("Learn", "&All-last quiz…"), self.show_all_last)
        self.act_fu_trainer = self.action(translate("Learn", "&Fu trainer…"), self.show_fu_trainer)
        self.act_reference = self.action(
            translate("Learn", "&Reference tables…"), self.show_reference
        )
        self.act_hand_calculator = self.action(
            translate("Learn", "&Hand calculator…"), self.show_hand_calculator
        )
        self.act_worth = self.action(translate("Learn", "&What is it worth?…"), self.show_worth)
        self.act_worksheet = self.action(translate("Learn", "&Worksheet…"), self.show_worksheet)
        self.act_sticks = self.action(translate("Learn", "Paying with &sticks…"), self.show_sticks)
        self.act_table_learners = self.action(
            translate("Learn", "&Learners at the table…"), self.show_table_learners
        )

    def learn_tools(self) -> Learn:
        """The Learn menu's tools, built on first use (progress kept in the library's
        database, else in one for the session)."""
        if self.learn is None:
            from scoretable.ui.learn.learn import Learn

            library = self.table.library
            connection = None if library is None else library.store.conn
            directory = None if library is None else library.store.path.parent
            self.learn = Learn(self.table.window(), connection, directory)
        return self.learn

    def _open(self, key: str, build: Callable[[Learn], QWidget]) -> QWidget:
        return open_screen(self.table, key, lambda: build(self.learn_tools()))

    def show_quiz(self) -> QWidget:
        return self._open("quiz", lambda learn: learn.open_quiz(self.table.model.rules))

    def show_fu_trainer(self) -> QWidget:
        return self._open("fu", lambda learn: learn.open_fu_trainer(self.table.model.rules))

    def show_reference(self) -> QWidget:
        return self._open("tables", lambda learn: learn.open_reference(self.table.model.rules))

    def show_all_last(self) -> QWidget:
        return self._open("all_last", lambda learn: learn.open_all_last(self.table.model.rules))

    def show_hand_calculator(self) -> QWidget:
        rules = self.table.model.rules
        return self._open("calculator", lambda learn: learn.open_hand_calculator(rules))

    def show_worth(self) -> QWidget:
        return self._open("worth", lambda learn: learn.open_worth())

    def show_worksheet(self) -> QWidget:
        return self._open("worksheet", lambda learn: learn.open_worksheet(self.table.model.rules))

    def show_sticks(self) -> QWidget:
        return self._open("sticks", lambda learn: learn.open_sticks())

    def show_table_learners(self) -> QWidget:
        return self._open("table_learners", lambda learn: learn.open_table_learners())
