"""The Learn menu's tools for one window: the payment and all-last quizzes, the fu trainer,
the tables, the hand calculator, "What is it worth?", worksheets, paying with sticks and the
learners' answers at the table.

The Learn menu (``ui/table/menus/learn.py``) builds one :class:`Learn` when a Learn action
is first used (this module and the dialogs' are loaded then, not at start-up). The quiz and
the trainer save progress in the database they are given (the library's), else in a store in
memory for the session (``--screenshot``, tests), whose migrations make the learner's tables
as the library's did.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from PySide6.QtWidgets import QWidget

from scoretable.engine.rules import Rules
from scoretable.storage.db import open_memory_store
from scoretable.ui.learn.all_last_view import AllLastQuizDialog
from scoretable.ui.learn.fu_trainer_view import FuTrainerDialog
from scoretable.ui.learn.quiz_view import QuizDialog
from scoretable.ui.learn.reference_view import ReferenceDialog
from scoretable.ui.learn.sticks_view import SticksDialog
from scoretable.ui.learn.table_learners_view import TableLearnersDialog
from scoretable.ui.learn.worksheet_dialog import WorksheetDialog
from scoretable.ui.learn.worth_view import WorthDialog
from scoretable.ui.record.tile_picker import HandCalculatorDialog


class Learn:
    """Opens each tool on a game's rules, as the window's child."""

    def __init__(
        self,
        parent: QWidget,
        connection: sqlite3.Connection | None = None,
        directory: Path | None = None,
    ) -> None:
        self.parent = parent
        # the data folder, where the phones' answers are kept (None: no library)
        self.directory = directory
        # where progress is saved
        self.connection = connection if connection is not None else open_memory_store().conn
        self.quiz_dialog: QuizDialog | None = None
        self.fu_trainer_dialog: FuTrainerDialog | None = None
        self.reference_dialog: ReferenceDialog | None = None
        self.all_last_dialog: AllLastQuizDialog | None = None
        self.hand_calculator_dialog: HandCalculatorDialog | None = None
        self.worksheet_dialog: WorksheetDialog | None = None
        self.worth_dialog: WorthDialog | None = None
        self.sticks_dialog: SticksDialog | None = None
        self.table_learners_dialog: TableLearnersDialog | None = None

    def open_quiz(self, rules: Rules) -> QuizDialog:
        self.quiz_dialog = QuizDialog.open_quiz(self.parent, self.connection, rules)
        return self.quiz_dialog

    def open_fu_trainer(self, rules: Rules) -> FuTrainerDialog:
        self.fu_trainer_dialog = FuTrainerDialog.open_trainer(self.parent, self.connection, rules)
        return self.fu_trainer_dialog

    def open_reference(self, rules: Rules) -> ReferenceDialog:
        self.reference_dialog = ReferenceDialog.show_tables(self.parent, rules)
        return self.reference_dialog

    def open_all_last(self, rules: Rules) -> AllLastQuizDialog:
        self.all_last_dialog = AllLastQuizDialog.open_quiz(self.parent, rules)
        return self.all_last_dialog

    def open_hand_calculator(self, rules: Rules) -> HandCalculatorDialog:
        self.hand_calculator_dialog = HandCalculatorDialog.show_calculator(self.parent, rules)
        return self.hand_calculator_dialog

    def open_worksheet(self, rules: Rules) -> WorksheetDialog:
        self.worksheet_dialog = WorksheetDialog.open_worksheet(self.parent, rules)
        return self.worksheet_dialog

    def open_worth(self) -> WorthDialog:
        self.worth_dialog = WorthDialog.open_practice(self.parent, self.connection)
        return self.worth_dialog

    def open_sticks(self) -> SticksDialog:
        self.sticks_dialog = SticksDialog.open_exercise(self.parent)
        return self.sticks_dialog

    def open_table_learners(self) -> TableLearnersDialog:
        self.table_learners_dialog = TableLearnersDialog.open_progress(
            self.parent, self.connection, self.directory
        )
        return self.table_learners_dialog
