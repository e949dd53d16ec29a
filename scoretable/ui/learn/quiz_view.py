"""The payment quiz window: a situation, the learner types the payment(s), the engine judges
and explains at once. Levels, a timed mode, progress per learner, and "review my mistakes".

    dialog = QuizDialog(connection, rules_name="tenhou", learner="Ann")
    dialog.show()

Progress goes through :class:`scoretable.storage.progress.QuizProgress` on the given sqlite3
connection (the app's database).
"""

from __future__ import annotations

import random
import sqlite3
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QFont, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from scoretable.clock import monotonic
from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.engine.rules import Rules
from scoretable.i18n import translate_rules_label
from scoretable.storage.progress import QuizProgress
from scoretable.teaching.explain import explain
from scoretable.teaching.quiz import (
    LEVELS,
    SEAT_NAMES,
    TIMED_SECONDS,
    Question,
    Verdict,
    generate,
    judge,
    north_note,
    parse_points,
    settle,
)
from scoretable.ui import theme
from scoretable.ui.fitting import fit_dialog
from scoretable.ui.learn.rules_box import RulesBox

# The core's English labels, marked for translation in this dialog's context.
_CORE_TEXTS = (
    QT_TRANSLATE_NOOP("QuizDialog", "Non-dealer ron only"),
    QT_TRANSLATE_NOOP("QuizDialog", "Dealer and non-dealer ron"),
    QT_TRANSLATE_NOOP("QuizDialog", "Tsumo splits"),
    QT_TRANSLATE_NOOP("QuizDialog", "Honba and riichi sticks"),
    QT_TRANSLATE_NOOP("QuizDialog", "Tsumo splits, dealer, honba, kiriage and limits"),
    QT_TRANSLATE_NOOP("QuizDialog", "The discarder pays"),
    QT_TRANSLATE_NOOP("QuizDialog", "Each player pays"),
    QT_TRANSLATE_NOOP("QuizDialog", "Each non-dealer pays"),
    QT_TRANSLATE_NOOP("QuizDialog", "The dealer pays"),
    QT_TRANSLATE_NOOP("QuizDialog", "The winner gains in all"),
)

# right: the app's blue for good news; wrong: orange, told apart from blue by colour-blind
# players; an error: input that cannot be read (as in the hand dialogs). Each in the shade
# that reads on the palette, light or dark (see theme).


def rules_label(question: Question) -> str:
    """The rules a question was asked under, as the quiz names them."""
    label = translate_rules_label(question.rules_object().label)
    if question.adjusted:
        return QCoreApplication.translate(
            "RulesBox", "This game's rules ({label}, adjusted)"
        ).format(label=label)
    return label


class QuizDialog(QDialog):
    """The quiz.

    Signals:
        answered(bool): an answer was judged (True if right), after its attempt was saved.
    """

    answered = Signal(bool)

    def __init__(
        self,
        connection: sqlite3.Connection,
        rules: str | Rules = "standard",
        learner: str = "",
        parent: QWidget | None = None,
        rng: random.Random | None = None,
        clock: Callable[[], float] = monotonic,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Payment quiz"))
        self.connection = connection
        self.rng = rng or random.Random()
        self.clock = clock
        learner = learner or QuizProgress.last_learner(connection) or self.tr("Me")
        self.progress = QuizProgress(connection, learner)
        self.question: Question | None = None
        self.verdict: Verdict | None = None
        self.from_review = False
        self.started = 0.0
        self.remaining = 0
        self.inputs: list[QLineEdit] = []
        self.errors: list[QLabel] = []

        # --- settings row ---------------------------------------------------------------
        self.learner_box = QComboBox()
        self.learner_box.setEditable(True)
        self.learner_box.addItems(self.progress.learners())
        self.learner_box.setCurrentText(self.progress.learner)
        self.learner_box.setAccessibleName(self.tr("Learner"))
        self.level_box = QComboBox()
        # as wide as the row gives it, not as its longest level (in the large text sizes that
        # was wider than a 683-pixel screen: the whole quiz scrolled sideways)
        self.level_box.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.level_box.setMinimumContentsLength(16)
        self.level_box.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        for lvl in LEVELS:
            self.level_box.addItem(
                self.tr("Level {n}: {title}").format(n=lvl.number, title=self.tr(lvl.title)),
                lvl.number,
            )
        self.rules_box = RulesBox(rules, players=(4, 3))
        self.timed_box = QCheckBox(self.tr("&Timed ({n} s)").format(n=TIMED_SECONDS))
        self.review_button = QPushButton()
        self.review_button.setCheckable(True)
        self.review_button.setAutoDefault(False)

        settings = QFormLayout()
        settings.addRow(self._buddy(self.tr("&Learner:"), self.learner_box), self.learner_box)
        settings.addRow(self._buddy(self.tr("Le&vel:"), self.level_box), self.level_box)
        settings.addRow(self._buddy(self.tr("&Rules:"), self.rules_box), self.rules_box)
        modes = QHBoxLayout()
        modes.addWidget(self.timed_box)
        modes.addStretch(1)
        modes.addWidget(self.review_button)
        settings.addRow(modes)

        # --- the question ---------------------------------------------------------------
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)
        font = QFont(self.prompt.font())
        font.setPointSizeF(font.pointSizeF() * 1.35)
        font.setBold(True)
        self.prompt.setFont(font)
        self.prompt.setMinimumHeight(60)
        self.source_label = QLabel()
        self.source_label.setTextFormat(Qt.TextFormat.PlainText)
        self.timer_bar = QProgressBar()
        self.timer_bar.setRange(0, TIMED_SECONDS)
        self.timer_bar.setFormat(self.tr("%v s left"))
        self.timer_bar.setVisible(False)
        self.answer_form = QFormLayout()
        answers = QFrame()
        answers.setLayout(self.answer_form)

        self.check_button = QPushButton(self.tr("&Check"))
        self.check_button.setAutoDefault(False)
        self.next_button = QPushButton(self.tr("&Next question"))
        self.next_button.setAutoDefault(False)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.check_button)
        buttons.addWidget(self.next_button)

        # --- feedback -------------------------------------------------------------------
        self.feedback = QLabel()
        self.feedback.setWordWrap(True)
        self.feedback.setTextFormat(Qt.TextFormat.RichText)
        self.explanation = QPlainTextEdit()
        self.explanation.setReadOnly(True)
        self.explanation.setAccessibleName(self.tr("Explanation"))
        self.explanation.setMinimumHeight(170)
        explanation_font = QFont(self.explanation.font())
        explanation_font.setPointSizeF(explanation_font.pointSizeF() * 1.1)
        self.explanation.setFont(explanation_font)
        self.explanation.setPlaceholderText(
            self.tr("Type the payment(s) and press Enter: the explanation appears here.")
        )
        self.stats_label = QLabel()
        self.stats_label.setWordWrap(True)
        self.stats_label.setTextFormat(Qt.TextFormat.PlainText)

        layout = QVBoxLayout(self)
        layout.addLayout(settings)
        layout.addWidget(self._line())
        layout.addWidget(self.source_label)
        layout.addWidget(self.prompt)
        layout.addWidget(self.timer_bar)
        layout.addWidget(answers)
        layout.addWidget(self.feedback)
        layout.addWidget(self.explanation, 1)
        layout.addWidget(self.stats_label)
        layout.addLayout(buttons)  # below the body, in sight however small the screen
        self.resize(640, 680)
        fit_dialog(self, below=1)

        self.ticker = QTimer(self)
        self.ticker.setInterval(1000)
        self.ticker.timeout.connect(self._tick)
        self.check_button.clicked.connect(self.check)
        self.next_button.clicked.connect(self.next_question)
        self.level_box.currentIndexChanged.connect(self._settings_changed)
        self.rules_box.currentIndexChanged.connect(self._settings_changed)
        self.timed_box.toggled.connect(self._settings_changed)
        self.review_button.toggled.connect(self._settings_changed)
        learner_edit = self.learner_box.lineEdit()
        if learner_edit is not None:
            learner_edit.editingFinished.connect(self._learner_changed)
        self.learner_box.activated.connect(self._learner_changed)
        QShortcut(QKeySequence(Qt.Key.Key_F5), self, self.next_question)
        self._update_stats()
        self.next_question()

    def _buddy(self, text: str, field: QWidget) -> QLabel:
        label = QLabel(text)
        label.setBuddy(field)
        return label

    @staticmethod
    def _line() -> QFrame:
        line = QFrame()
        line.setFrameShape(QFrame.Shape.HLine)
        line.setFrameShadow(QFrame.Shadow.Sunken)
        return line

    # --- state --------------------------------------------------------------------------

    def level(self) -> int:
        return int(self.level_box.currentData())

    def rules_name(self) -> str:
        """The name of the preset chosen (of the one adjusted, for a game's own rules)."""
        return self.rules_box.rules().name

    def _settings_changed(self) -> None:
        self.next_question()

    def _learner_changed(self) -> None:
        name = self.learner_box.currentText().strip()
        if not name or name == self.progress.learner:
            return
        self.progress = QuizProgress(self.connection, name)
        if self.learner_box.findText(name) < 0:
            self.learner_box.addItem(name)
        self._update_stats()
        self.next_question()

    def _update_stats(self) -> None:
        pending = self.progress.pending_reviews()
        self.review_button.setText(self.tr("Review my &mistakes ({n})").format(n=pending))
        acc = self.progress.accuracy()
        if not acc:
            self.stats_label.setText(
                self.tr("{name}: no answers yet.").format(name=self.progress.learner)
            )
            return
        parts = [
            self.tr("level {n}: {ok}/{all} ({pct:.0%})").format(
                n=a.level, ok=a.correct, all=a.attempts, pct=a.ratio
            )
            for a in acc
        ]
        # no possessive built from a name ("Me's accuracy", "James's"): the default learner
        # reads "Your accuracy", another one "Accuracy (Ann)"
        learner = self.progress.learner
        if learner in ("Me", self.tr("Me")):
            head = self.tr("Your accuracy: ")
        else:
            head = self.tr("Accuracy ({name}): ").format(name=learner)
        self.stats_label.setText(head + "; ".join(parts))

    # --- questions ----------------------------------------------------------------------

    def next_question(self) -> None:
        """Ask the next question: a due mistake in review mode, else a new one."""
        self.ticker.stop()
        self.verdict = None
        self.from_review = False
        question: Question | None = None
        if self.review_button.isChecked():
            for review in self.progress.due_reviews():
                try:
                    question = Question.from_dict(review.question)
                except ValueError:  # a stored question the engine no longer accepts
                    continue
                self.from_review = True
                break
            if question is None:
                self.source_label.setText(
                    self.tr("No mistakes due for review: a new question instead.")
                )
        if question is None:
            question = generate(self.rng, self.level(), self.rules_box.rules())
            if not self.review_button.isChecked():
                self.source_label.setText(
                    self.tr("{rules}, level {n}").format(
                        rules=rules_label(question),
                        n=question.level,
                    )
                )
        else:
            self.source_label.setText(self.tr("Review of a mistake"))
        self.question = question
        self.prompt.setText(question.prompt(QCoreApplication.translate))
        self._build_inputs()
        self.feedback.clear()
        self.explanation.clear()
        self.check_button.setEnabled(True)
        self.next_button.setEnabled(False)
        self.started = self.clock()
        timed = self.timed_box.isChecked()
        self.timer_bar.setVisible(timed)
        if timed:
            self.remaining = TIMED_SECONDS
            self.timer_bar.setValue(self.remaining)
            self.ticker.start()
        if self.inputs:
            self.inputs[0].setFocus()

    def _build_inputs(self) -> None:
        while self.answer_form.rowCount():
            self.answer_form.removeRow(0)
        self.inputs = []
        self.errors = []
        assert self.question is not None
        for field in self.question.fields():
            edit = QLineEdit()
            edit.setPlaceholderText(self.tr("points, e.g. 3900"))
            edit.setMaximumWidth(220)
            edit.setAccessibleName(self.tr(field.label))
            label = QLabel(self.tr(field.label) + ":")
            label.setBuddy(edit)
            error = QLabel()
            error.setStyleSheet(f"color: {theme.error_color().name()}; font-weight: bold;")
            error.setTextFormat(Qt.TextFormat.PlainText)
            error.hide()
            row = QHBoxLayout()
            row.addWidget(edit)
            row.addWidget(error, 1)
            self.answer_form.addRow(label, row)
            self.inputs.append(edit)
            self.errors.append(error)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter checks the answer, and once judged, asks the next question."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.verdict is None:
                self.check()
            else:
                self.next_question()
            event.accept()
            return
        super().keyPressEvent(event)

    def _tick(self) -> None:
        self.remaining -= 1
        self.timer_bar.setValue(max(self.remaining, 0))
        if self.remaining <= 0:
            self.check(timed_out=True)

    def _readable(self, answers: list[str]) -> bool:
        """Flag each answer that is not a number of points; True if all are readable."""
        first_bad: QLineEdit | None = None
        for text, edit, error in zip(answers, self.inputs, self.errors, strict=True):
            if parse_points(text) is None:
                error.setText(
                    self.tr("Type a number of points") if text.strip() else self.tr("Missing")
                )
                error.show()
                first_bad = first_bad or edit
            else:
                error.hide()
        if first_bad is not None:
            first_bad.setFocus()
            first_bad.selectAll()
            return False
        return True

    def check(self, timed_out: bool = False) -> None:
        """Judge what was typed, save the attempt, show the verdict and the explanation."""
        if self.question is None or self.verdict is not None:
            return
        answers = [edit.text() for edit in self.inputs]
        if not timed_out and not self._readable(answers):
            return  # a typing slip is not a wrong answer: say so beside the field
        self.ticker.stop()
        verdict = judge(self.question, answers)
        correct = verdict.correct and not timed_out
        seconds = round(self.clock() - self.started, 2)
        self.progress.record(
            mode="quiz",
            level=self.question.level,
            rules=self.question.rules,
            question_key=self.question.key,
            question=self.question.to_dict(),
            answer=answers,
            correct=correct,
            seconds=seconds,
            review=self.from_review,
        )
        self.verdict = verdict
        self._show_verdict(verdict, correct, timed_out)
        for edit, error in zip(self.inputs, self.errors, strict=True):
            edit.setReadOnly(True)
            error.hide()
        self.check_button.setEnabled(False)
        self.next_button.setEnabled(True)
        self.next_button.setFocus()
        self._update_stats()
        self.answered.emit(correct)

    def _show_verdict(self, verdict: Verdict, correct: bool, timed_out: bool) -> None:
        right, wrong = theme.gain_color().name(), theme.loss_color().name()
        if correct:
            color, mark, words = right, "✔", self.tr("Right!")
        elif timed_out:
            color, mark, words = wrong, "✘", self.tr("Time is up.")
        else:
            color, mark, words = wrong, "✘", self.tr("Not quite.")
        head = f"<b style='color:{color}'>{mark} {words}</b>"
        rows = []
        for (label, expected, given), edit in zip(verdict.items, self.inputs, strict=False):
            ok = given == expected
            mark = "✔" if ok else "✘"
            color = right if ok else wrong
            typed = edit.text().strip() or "—"
            line = self.tr("{label}: {expected}").format(
                label=self.tr(label), expected=f"{expected:,}"
            )
            if not ok:
                line += " " + self.tr("(you typed {typed})").format(typed=typed)
            rows.append(f"<span style='color:{color}'>{mark} {line}</span>")
            edit.setStyleSheet(f"border: 2px solid {color};")
        self.feedback.setText(head + "<br>" + "<br>".join(rows))
        # the explanation ends with one total per player: set them apart
        lines = verdict.explanation
        note: tuple[str, ...] = ()
        seats = 4
        if self.question is not None:  # in the interface's language
            lines = tuple(
                explain(settle(self.question), SEAT_NAMES, translate=QCoreApplication.translate)
            )
            note = tuple(north_note(self.question, QCoreApplication.translate))
            seats = self.question.players
        steps, totals = lines[:-seats], lines[-seats:]
        text = "\n".join(steps) + "\n\n" + "\n".join(totals)
        if note:  # three players' tsumo: why two payers pay what they pay
            text += "\n\n" + "\n".join(note)
        self.explanation.setPlainText(text)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.ticker.stop()
        super().closeEvent(event)

    @classmethod
    def open_quiz(
        cls, parent: QWidget | None, connection: sqlite3.Connection, rules: str | Rules
    ) -> QuizDialog:
        """Open the quiz (non-modal) and return it."""
        dialog = cls(connection, rules, parent=parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog
