"""Learn -> Worksheet: a PDF of hands to value, with the answer key at the back.

    WorksheetDialog.open_worksheet(parent, rules)

The hands come from the "What is it worth?" course (real hands of Tenhou games) or from a file
in the ``hand --batch`` format (a teacher's own hands); every hand, or a number of them chosen
with a seed (the same seed, the same sheet). The hands are valued under the game's rules.
"Save PDF…" asks where and draws the sheet (:mod:`scoretable.ui.learn.worksheet_pdf`) in a
child process (:mod:`scoretable.ui.widgets.child_work`: Qt's drawing would hold the window's
interpreter), followed by the background runner (:mod:`scoretable.ui.widgets.long_work`: its
progress after half a second, and Cancel, which kills the child and writes no file); what goes
wrong is said in one line under the fields and nothing is written.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from scoretable.engine.rules import Rules
from scoretable.i18n import translate_rules_label
from scoretable.storage.bounded import Refused, read_text
from scoretable.teaching.worksheet import (
    MAX_FILE_BYTES,
    MAX_QUESTIONS,
    Question,
    WorksheetError,
    build_worksheet,
    course_hands,
)
from scoretable.ui.error_words import error_sentence
from scoretable.ui.fitting import fit_dialog
from scoretable.ui.learn.worksheet_pdf import read_hands_or_log
from scoretable.ui.record.base import ErrorLabel
from scoretable.ui.widgets import child_work, long_work
from scoretable.ui.widgets.long_work import LongWork


class WorksheetDialog(QDialog):
    """Choose the hands, how many and the paper; save the sheet as a PDF."""

    def __init__(self, parent: QWidget | None, rules: Rules) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Worksheet"))
        self.rules = rules
        self.hands_count = 0
        # the sheet being drawn, or last drawn (None before the first)
        self.job: LongWork | None = None
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "Questions “what is this hand worth?” with the tiles as pictures and the "
                "answer key at the back, to print."
            )
        )
        intro.setWordWrap(True)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.source = QComboBox()
        self.source.addItem(self.tr("The course: real hands of Tenhou games"), "course")
        self.source.addItem(self.tr("A file of hands"), "file")
        source_label = QLabel(self.tr("Hands &from:"))
        source_label.setBuddy(self.source)
        form.addRow(source_label, self.source)
        self.path = QLineEdit()
        self.path.setToolTip(
            self.tr(
                "One hand a line, in the format of “scoretable hand --batch” (JSON), "
                "or a Tenhou log (mjlog XML): its winning hands"
            )
        )
        self.browse = QPushButton(self.tr("&Browse…"))
        self.browse.setAutoDefault(False)
        row = QHBoxLayout()
        row.addWidget(self.path, 1)
        row.addWidget(self.browse)
        path_label = self.path_label = QLabel(self.tr("&Hands file:"))
        path_label.setBuddy(self.path)
        form.addRow(path_label, row)
        self.count = QSpinBox()
        self.count.setRange(0, 999)
        self.count.setSpecialValueText(self.tr("all"))
        self.count.setAccessibleName(self.tr("Number of questions"))
        form.addRow(self.tr("&Questions:"), self.count)
        self.seed = QSpinBox()
        self.seed.setRange(0, 999_999)
        self.seed.setToolTip(self.tr("The same number chooses the same hands"))
        form.addRow(self.tr("&Choice number:"), self.seed)
        self.paper = QComboBox()
        self.paper.addItem(self.tr("A4"), "a4")
        self.paper.addItem(self.tr("Letter"), "letter")
        form.addRow(self.tr("&Paper:"), self.paper)
        form.addRow(self.tr("Rules:"), QLabel(translate_rules_label(rules.label)))
        # the intro and the choices, what room is left below them (a layout of their own:
        # it scrolls as one)
        choices = QVBoxLayout()
        choices.addWidget(intro)
        choices.addLayout(form)
        choices.addStretch(1)
        layout.addLayout(choices)
        self.status = QLabel()
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.error_label = ErrorLabel()
        layout.addWidget(self.error_label)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.save_button = self.buttons.addButton(
            self.tr("&Save PDF…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.save_button.setEnabled(False)
        for button in self.buttons.buttons():  # Return in the path reads it, never closes
            if isinstance(button, QPushButton):
                button.setAutoDefault(False)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.browse.clicked.connect(self.choose_file)
        self.path.editingFinished.connect(self.read_file)
        self.source.currentIndexChanged.connect(lambda _i: self._source_changed())
        self.count.valueChanged.connect(self._describe)
        self.save_button.clicked.connect(self.ask_and_save)
        self._source_changed()
        # placed inside its screen at each show (Qt centred it on a window wider than a
        # 683x384 screen, past the screen's edge); the choices scroll where the screen is
        # too short for them (in the large text sizes), what the file holds or why it is
        # refused stays in sight with the buttons
        self.resize(540, 340)
        fit_dialog(self, below=3)

    # --- the hands --------------------------------------------------------------------------
    def choose_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Hands file"),
            "",
            self.tr("Hands or Tenhou logs (*.jsonl *.json *.txt *.xml *.mjlog);;All (*)"),
        )
        if path:
            self.source.setCurrentIndex(self.source.findData("file"))
            self.path.setText(path)
            self.read_file()

    def _source_changed(self) -> None:
        from_file = self.source.currentData() == "file"
        for widget in (self.path, self.browse, self.path_label):
            widget.setEnabled(from_file)
        self.read_file()

    def _questions(self) -> list[Question]:
        """The sheet as chosen now. Raises WorksheetError or OSError."""
        if self.source.currentData() == "course":
            hands = course_hands()
        else:
            path = Path(self.path.text().strip())
            text = read_text(path, MAX_FILE_BYTES)  # never waits on a FIFO, nor reads /dev/zero
            hands = read_hands_or_log(text, path.name)
        self.hands_count = len(hands)
        count = self.count.value() or None
        return build_worksheet(hands, self.rules, count, self.seed.value())

    def read_file(self) -> bool:
        """Read the file and value its hands; says how many, or what is wrong."""
        self.hands_count = 0
        try:
            self._questions()
        except OSError as exc:
            return self._refuse(self.tr("Cannot read the file: {reason}").format(reason=exc))
        except Refused as exc:
            reason = error_sentence(exc)
            return self._refuse(self.tr("Cannot read the file: {reason}").format(reason=reason))
        except WorksheetError as exc:
            most = min(self.hands_count, MAX_QUESTIONS)
            value = self.count.value()
            if value > most > 0 or (value == 0 and self.hands_count > MAX_QUESTIONS):
                self.count.setMaximum(most)
                self.count.setValue(most)
                return self.read_file()
            return self._refuse(error_sentence(exc))
        self.count.setMaximum(min(self.hands_count, MAX_QUESTIONS))
        self.error_label.clear_error()
        self.save_button.setEnabled(True)
        self._describe()
        return True

    def _refuse(self, message: str) -> bool:
        self.error_label.show_error(message)
        self.status.clear()
        self.save_button.setEnabled(False)
        return False

    def _describe(self) -> None:
        if not self.hands_count:
            return
        count = self.count.value() or self.hands_count
        self.status.setText(
            self.tr("{count} of the {total} hands make the sheet.").format(
                count=count, total=self.hands_count
            )
        )

    # --- the PDF ----------------------------------------------------------------------------
    def ask_and_save(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the worksheet"), "worksheet.pdf", self.tr("PDF (*.pdf)")
        )
        if path:
            self.save(path)

    def save(self, path: str) -> bool:
        """Draw the sheet into ``path`` in the background (:mod:`long_work`: progress after
        half a second, and Cancel); False, said in one line, if it cannot be started. The
        status says where it was saved; cancelled, no file is written."""
        from scoretable.ui.learn.worksheet_pdf import check_writable, draw_pdf

        try:
            questions = self._questions()
            check_writable(path)  # Refused: a device, a FIFO or a folder is never replaced
        except (OSError, WorksheetError, Refused) as exc:
            return self._refuse(error_sentence(exc))
        paper = str(self.paper.currentData())
        job = child_work.start(
            self,
            self.tr("Worksheet"),
            draw_pdf,
            {"questions": questions, "paper": paper},
            Path(path),
        )
        if job is None:
            return False
        self.error_label.clear_error()
        self.save_button.setEnabled(False)
        self.status.setText(self.tr("Drawing the sheet…"))

        def saved(pages: int) -> None:
            self.status.setText(
                self.tr("Saved {path}: {count} questions on {pages} pages.").format(
                    path=path, count=len(questions), pages=pages
                )
            )

        job.succeeded.connect(saved)
        job.cancelled.connect(
            lambda: self.status.setText(
                self.tr("Stopped: no file was written ({path}).").format(path=path)
            )
        )
        job.failed.connect(lambda error: self._refuse(error_sentence(error)))
        job.finished.connect(lambda: self.save_button.setEnabled(bool(self.hands_count)))
        self.job = job
        return True

    def reject(self) -> None:
        """Close (the button, Esc): a sheet being drawn is stopped first, if the user agrees."""
        if long_work.confirm_close(self, QCloseEvent()):
            super().reject()

    def closeEvent(self, event: QCloseEvent) -> None:
        if long_work.confirm_close(self, event):
            super().closeEvent(event)

    @classmethod
    def open_worksheet(cls, parent: QWidget | None, rules: Rules) -> WorksheetDialog:
        """Open the dialog (non-modal) and return it."""
        dialog = cls(parent, rules)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog
