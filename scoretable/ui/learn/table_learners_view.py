"""Learn -> Learners at the table: what each learner answered on their phone, skill by skill.

    dialog = TableLearnersDialog.open_progress(parent, connection, directory)

Opening it reads the answers the phones' server kept (``table-answers.jsonl`` in the data
folder) into the learners' records (:func:`scoretable.session.learners.read_in`: each answer
once, the same records "What is it worth?" practises from), then shows, for each learner and
skill, the answers given at the table and how many were right. The window shows nothing of a
learner's answers until this is asked for.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from scoretable.session.learners import read_in
from scoretable.storage.table_answers import KEY_PREFIX
from scoretable.teaching.worth import SKILL_LABELS
from scoretable.ui.fitting import fit_dialog

RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


class TableLearnersDialog(QDialog):
    """The learners' answers at the table (see the module docstring)."""

    def __init__(
        self, connection: sqlite3.Connection, directory: Path | None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Learners at the table"))
        self.connection = connection
        self.added = read_in(connection, directory) if directory is not None else 0
        layout = QVBoxLayout(self)
        self.note = QLabel()
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        self.table = QTableWidget(0, 5)
        self.table.setHorizontalHeaderLabels(
            [self.tr("Learner"), self.tr("Skill"), self.tr("Answers"), self.tr("Right"), "%"]
        )
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.rows = self._rows()
        self._fill()
        fit_dialog(self)

    def _rows(self) -> list[tuple[str, str, int, int]]:
        try:
            found = self.connection.execute(
                "SELECT l.name, a.skill, COUNT(*), SUM(a.correct) FROM skill_answers a"
                " JOIN quiz_learners l ON l.id = a.learner_id WHERE a.question_key LIKE ?"
                " GROUP BY l.name, a.skill ORDER BY l.name, a.skill",
                (KEY_PREFIX + "%",),
            ).fetchall()
        except sqlite3.Error:  # no learner has practised yet
            return []
        return [(str(n), str(s), int(asked), int(right)) for n, s, asked, right in found]

    def _fill(self) -> None:
        if self.rows:
            self.note.setText(
                self.tr("Answers given on the phones: %n read in now.", "", self.added)
            )
        else:
            self.note.setText(
                self.tr(
                    "No answers from the table yet. Mark a seat as learning in "
                    "Game -> Share with phones: its phone asks what is paid after each hand."
                )
            )
        self.table.setRowCount(len(self.rows))
        for row, (name, skill, asked, right) in enumerate(self.rows):
            label = SKILL_LABELS.get(skill)
            shown = skill if label is None else QCoreApplication.translate("Worth", label)
            cells = [name, shown, str(asked), str(right), f"{100 * right / asked:.0f}"]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column >= 2:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.table.setItem(row, column, item)
        self.table.resizeColumnsToContents()

    @classmethod
    def open_progress(
        cls, parent: QWidget | None, connection: sqlite3.Connection, directory: Path | None
    ) -> TableLearnersDialog:
        dialog = cls(connection, directory, parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog
