"""Learn -> All-last quiz: a real last hand, "what does West need?", judged and explained.

The questions, answers and explanations come from :mod:`scoretable.teaching.all_last` (real
South 4 situations of published Tenhou games, the engine's conditions); this dialog shows the
question, takes the learner's payments and shows the arithmetic step by step.

Signals:
    answered(bool): an answer was judged (True if right).
"""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from scoretable.engine.rules import Rules
from scoretable.i18n import translate_rules_label
from scoretable.teaching.all_last import Question, Verdict, generate, judge
from scoretable.ui.fitting import fit_dialog


class AllLastQuizDialog(QDialog):
    """One question at a time; Check judges it, Next asks another."""

    answered = Signal(bool)

    def __init__(
        self,
        rules: Rules | None = None,
        parent: QWidget | None = None,
        rng: random.Random | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("All-last quiz"))
        self.rules = rules
        self.rng = rng or random.Random()
        self.question: Question | None = None
        self.verdict: Verdict | None = None
        self.inputs: list[QLineEdit] = []
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)
        self.source = QLabel()
        self.source.setObjectName("allLastSource")
        # on lines of its own as the width needs (in the large text sizes the log's line was
        # wider than a 683-pixel screen: the whole quiz scrolled sideways)
        self.source.setWordWrap(True)
        self.form = QFormLayout()
        self.result_label = QLabel()
        self.result_label.setWordWrap(True)
        self.steps_label = QLabel()
        self.steps_label.setWordWrap(True)
        self.steps_label.setTextFormat(Qt.TextFormat.PlainText)
        self.steps_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.check_button = QPushButton(self.tr("&Check"))
        self.check_button.setDefault(True)
        self.check_button.clicked.connect(self.check)
        self.next_button = QPushButton(self.tr("&Next question"))
        self.next_button.clicked.connect(self.next_question)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.check_button)
        buttons.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.prompt)
        layout.addWidget(self.source)
        layout.addLayout(self.form)
        layout.addWidget(self.result_label)
        layout.addWidget(self.steps_label, 1)
        layout.addLayout(buttons)
        self.resize(640, 460)
        fit_dialog(self, below=1)
        self.next_question()

    def next_question(self) -> None:
        question = self.question = generate(self.rng, self.rules)
        self.verdict = None
        self.prompt.setText(question.prompt(QCoreApplication.translate))
        self.source.setText(
            self.tr("A real game: tenhou.net log {log} ({rules} rules)").format(
                log=question.situation.log_id, rules=translate_rules_label(question.rules.label)
            )
        )
        if self.rules is not None and self.rules.players == 3:
            self.source.setText(
                self.source.text()
                + "\n"
                + self.tr("This quiz is four-player only: its situations are four-player games.")
            )
        while self.form.rowCount():
            self.form.removeRow(0)
        self.inputs = []
        for field in question.fields():
            edit = QLineEdit()
            edit.setAccessibleName(QCoreApplication.translate("AllLast", field.label))
            edit.returnPressed.connect(self.check)
            self.form.addRow(QCoreApplication.translate("AllLast", field.label), edit)
            self.inputs.append(edit)
        self.result_label.setText("")
        self.steps_label.setText("")
        self.check_button.setEnabled(True)
        self.inputs[0].setFocus()

    def check(self) -> None:
        if self.question is None or self.verdict is not None:
            return
        verdict = self.verdict = judge(
            self.question, [edit.text() for edit in self.inputs], QCoreApplication.translate
        )
        expected = "/".join(f"{value:,}" for value in verdict.expected)
        if verdict.correct:
            self.result_label.setText(self.tr("Right: {answer}.").format(answer=expected))
        else:
            self.result_label.setText(
                self.tr("Not quite: the answer is {answer}.").format(answer=expected)
            )
        self.steps_label.setText("\n".join(verdict.steps))
        self.check_button.setEnabled(False)
        self.answered.emit(verdict.correct)

    @classmethod
    def open_quiz(cls, parent: QWidget | None, rules: Rules | None = None) -> AllLastQuizDialog:
        dialog = cls(rules, parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog
