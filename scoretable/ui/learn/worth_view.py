"""Learn -> What is it worth?: real winning hands, asked step by step, practice that adapts.

    dialog = WorthDialog(connection, learner="Ann")
    dialog.show()

A hand from the course (:mod:`scoretable.teaching.worth`) is drawn as tiles with its
situation (winds, riichi, ron or tsumo, honba, the dora indicators as tiles). The learner
answers its steps: the yaku (ticked in a list), the han, the fu part by part, the payment;
"Practise" keeps to one step (a teacher's "fu only", "points only"). Each answer is judged by
the engine and explained line by line: the tiles behind what was missed are outlined, and
pointing at (or choosing) a line outlines its own (a yaku's sets, a fu part's). With "Adapt to
me" the next hand is the one whose skills the learner's schedule says are due
(:class:`scoretable.teaching.practice.Schedule`); without it the course comes in order.
Each learner (a profile) has a record per skill in the database
(:class:`scoretable.storage.skills.SkillProgress`); "Progress…" charts it, exports it as CSV
and resets it.
"""

from __future__ import annotations

import sqlite3

from PySide6.QtCore import QEvent, QLocale, QObject, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QKeyEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from scoretable.engine.tile_hand import YAKU_NAMES
from scoretable.storage.progress import QuizProgress
from scoretable.storage.skills import SkillProgress
from scoretable.teaching.practice import Schedule
from scoretable.teaching.worth import (
    FU_PARTS,
    STEPS,
    Judgment,
    WorthQuestion,
    course,
    highlight,
    judge_fu,
    judge_han,
    judge_payment,
    judge_yaku,
    yaku_choices,
)
from scoretable.ui import theme
from scoretable.ui.fitting import bounded, fit_dialog, place_columns
from scoretable.ui.tiles import ASPECT, layout_hand, paint_tile, tile_tokens

TILE_HEIGHT = 44


# the yaku by their English names in the order Japanese lists give them (Tenhou's ids)
_YAKU_ORDER = {english: index for index, (english, _) in YAKU_NAMES.items()}


class HandPicture(QWidget):
    """A hand as it lies on the table, the dora indicators apart; some tiles outlined."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.question: WorthQuestion | None = None
        self.marked: tuple[frozenset[str], bool] = (frozenset(), False)
        self.captions: list[tuple[QRectF, str]] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumHeight(TILE_HEIGHT + 8)

    def set_question(self, question: WorthQuestion) -> None:
        self.question = question
        self.marked = (frozenset(), False)
        self.updateGeometry()
        self.update()

    def mark(self, tiles: frozenset[str], win_only: bool) -> None:
        """Outline ``tiles`` (by value), or the winning tile alone."""
        self.marked = (tiles, win_only)
        self.update()

    def _natural_width(self) -> float:
        if self.question is None:
            return 0.0
        q = self.question
        width = TILE_HEIGHT * ASPECT
        _, hand = layout_hand(q.concealed(), q.melds(), width, TILE_HEIGHT)
        for caption, tiles in self.indicators():
            hand += width * (len(tiles) + 0.5) + self.fontMetrics().horizontalAdvance(caption) + 8
        return hand

    def indicators(self) -> list[tuple[str, list[str]]]:
        """The dora and ura dora indicators, with their captions (those there are)."""
        if self.question is None:
            return []
        hand = self.question.hand
        groups = [
            (self.tr("Dora:"), tile_tokens(hand.dora)),
            (self.tr("Ura:"), tile_tokens(hand.ura)),
        ]
        return [(caption, tiles) for caption, tiles in groups if tiles]

    def sizeHint(self) -> QSize:
        return QSize(round(self._natural_width()) + 8, TILE_HEIGHT + 8)

    def minimumSizeHint(self) -> QSize:
        return QSize(200, TILE_HEIGHT // 2 + 8)

    def placed(self) -> list[tuple[QRectF, str, bool, bool, bool]]:
        """Every tile drawn: (where, tile, outlined, sideways, face down); the hand shrinks
        to fit the width."""
        if self.question is None:
            return []
        q = self.question
        scale = min(1.0, (self.width() - 8) / max(self._natural_width(), 1.0))
        height = TILE_HEIGHT * max(scale, 0.4)
        width = height * ASPECT
        top = 4 + TILE_HEIGHT - height
        tiles, win_only = self.marked
        placed, used = layout_hand(q.concealed(), q.melds(), width, height, origin=QPointF(4, top))
        out = []
        for p in placed:
            lit = (p.win if win_only else p.tile in tiles) and not p.face_down
            out.append((p.rect, p.tile, lit, p.sideways, p.face_down))
        x = 4 + used
        self.captions = []
        for caption, shown in self.indicators():
            x += width * 0.5
            text_width = self.fontMetrics().horizontalAdvance(caption) + 4
            self.captions.append((QRectF(x, top, text_width, height), caption))
            x += text_width + 4
            for tile in shown:
                out.append((QRectF(x, top, width, height), tile, False, False, False))
                x += width
        return out

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        placed = self.placed()
        for rect, caption in self.captions:
            painter.drawText(
                rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, caption
            )
        for rect, tile, lit, sideways, face_down in placed:
            paint_tile(painter, rect, tile, highlight=lit, sideways=sideways, face_down=face_down)
        painter.end()


class WorthDialog(QDialog):
    """The practice (see the module docstring)."""

    def __init__(
        self,
        connection: sqlite3.Connection,
        learner: str = "",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("What is it worth?"))
        self.connection = connection
        self.questions = course()
        learner = learner or QuizProgress.last_learner(connection) or self.tr("Me")
        self.progress = SkillProgress(connection, learner)
        self.schedule = self._load_schedule()
        self.question: WorthQuestion = self.questions[0]
        self.steps: list[str] = []
        self.step_index = 0
        self.judgment: Judgment | None = None
        self.names_ja = {y.name: y.name_ja for q in self.questions for y in q.result.yaku}

        outer = QVBoxLayout(self)
        # the learner, the steps practised, the adapting: side by side where the dialog is
        # wide enough, else one below the other (at the larger text sizes the row was wider
        # than a 683-pixel screen, "Adapt to me" cut off); one below the other until shown,
        # so that the row never makes the dialog wider than its screen
        top = QBoxLayout(QBoxLayout.Direction.TopToBottom)
        self.learner_box = QComboBox()
        self.learner_box.setEditable(True)
        self.learner_box.addItems(self.progress.learners())
        self.learner_box.setCurrentText(self.progress.learner)
        self.learner_box.setAccessibleName(self.tr("Learner"))
        self.learner_box.setMinimumContentsLength(10)
        self.learner_box.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        learner_label = QLabel(self.tr("&Learner:"))
        learner_label.setBuddy(self.learner_box)
        self.mode_box = QComboBox()
        modes = (
            ("all", self.tr("All steps")),
            ("yaku", self.tr("Yaku only")),
            ("han", self.tr("Han only")),
            ("fu", self.tr("Fu only")),
            ("payment", self.tr("Points only")),
        )
        for mode, name in modes:
            self.mode_box.addItem(name, mode)
        mode_label = QLabel(self.tr("&Practise:"))
        mode_label.setBuddy(self.mode_box)
        self.adaptive = QCheckBox(self.tr("&Adapt to me"))
        self.adaptive.setChecked(True)
        self.adaptive.setToolTip(
            self.tr("Bring back what I get wrong; without it the course comes in order")
        )
        # the learner's name takes the row's room (a long name was cut off beside empty space)
        learner_row = QHBoxLayout()
        learner_row.addWidget(learner_label)
        learner_row.addWidget(self.learner_box, 1)
        mode_row = QHBoxLayout()
        mode_row.addWidget(mode_label)
        mode_row.addWidget(self.mode_box)
        mode_row.addStretch(1)
        adaptive_row = QHBoxLayout()
        adaptive_row.addWidget(self.adaptive)
        adaptive_row.addStretch(1)
        top.addLayout(learner_row, 1)
        top.addLayout(mode_row)
        top.addLayout(adaptive_row)
        outer.addLayout(top)

        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(0, 0, 0, 0)
        self.situation = QLabel()
        self.situation.setWordWrap(True)
        layout.addWidget(self.situation)
        self.picture = HandPicture()
        layout.addWidget(self.picture)
        self.step_title = QLabel()
        font = self.step_title.font()
        font.setBold(True)
        self.step_title.setFont(font)
        layout.addWidget(self.step_title)
        self.pages = QStackedWidget()
        self.yaku_list = QListWidget()
        self.yaku_list.setAccessibleName(self.tr("Yaku"))
        japanese = QLocale().language() == QLocale.Language.Japanese
        choices = yaku_choices(self.questions)  # alphabetically, in English
        if japanese:  # as the yaku are listed in Japanese: Tenhou's order, 立直 first
            choices.sort(key=lambda name: _YAKU_ORDER.get(name, len(_YAKU_ORDER)))
        for name in choices:
            shown, other = name, self.names_ja.get(name, "")
            if japanese and other:
                shown, other = other, name
            item = QListWidgetItem(shown)
            item.setToolTip(other)
            item.setData(Qt.ItemDataRole.UserRole, name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.yaku_list.addItem(item)
        self.yaku_list.setMinimumHeight(90)
        self.han = QSpinBox()
        self.han.setRange(0, 13)
        self.han.setAccessibleName(self.tr("Han"))
        self.fu_parts: dict[str, QSpinBox] = {}
        fu_page = QWidget()
        fu_form = QFormLayout(fu_page)
        fu_names = {
            "base": self.tr("Base for winning (20, 25 or 30):"),
            "melds": self.tr("Triplets and quads:"),
            "wait": self.tr("The wait:"),
            "pair": self.tr("The pair:"),
            "win": self.tr("Tsumo or open pinfu:"),
        }
        for part in FU_PARTS:
            box = QSpinBox()
            box.setRange(0, 130)
            box.setAccessibleName(fu_names[part])
            self.fu_parts[part] = box
            fu_form.addRow(fu_names[part], box)
        self.fu_total = QSpinBox()
        self.fu_total.setRange(0, 140)
        self.fu_total.setAccessibleName(self.tr("Fu in all, rounded up"))
        fu_form.addRow(self.tr("Fu in all, rounded up:"), self.fu_total)
        han_page = QWidget()
        QFormLayout(han_page).addRow(self.tr("Han, dora included:"), self.han)
        self.pay_page = QWidget()
        self.pay_form = QFormLayout(self.pay_page)
        self.pay_boxes: dict[str, QSpinBox] = {}
        for page in (self.yaku_list, han_page, fu_page, self.pay_page):
            self.pages.addWidget(page)
        layout.addWidget(self.pages)
        self.feedback = QLabel()
        self.feedback.setWordWrap(True)
        self.feedback.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.feedback)
        self.explanation = QListWidget()
        self.explanation.setAccessibleName(self.tr("Explanation"))
        self.explanation.setToolTip(self.tr("Point at a line to outline its tiles"))
        self.explanation.setWordWrap(True)
        self.explanation.viewport().setMouseTracking(True)  # itemEntered as the pointer moves
        self.explanation.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.explanation.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.explanation.itemEntered.connect(self._mark_line)
        self.explanation.currentItemChanged.connect(lambda item, _old: self._mark_line(item))
        self.explanation.viewport().installEventFilter(self)
        self.explanation.hide()
        layout.addWidget(self.explanation)
        layout.addStretch(1)
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setWidget(body)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        outer.addWidget(self.scroll_area, 1)

        buttons = QHBoxLayout()
        self.progress_button = QPushButton(self.tr("P&rogress…"))
        self.check_button = QPushButton(self.tr("&Check"))
        self.check_button.setDefault(True)
        self.next_button = QPushButton(self.tr("&Next"))
        self.close_button = QPushButton(self.tr("Close"))
        buttons.addWidget(self.progress_button)
        buttons.addStretch(1)
        for button in (self.check_button, self.next_button, self.close_button):
            buttons.addWidget(button)
        outer.addLayout(buttons)

        self.check_button.clicked.connect(self.check)
        self.next_button.clicked.connect(self.advance)
        self.close_button.clicked.connect(self.reject)
        self.progress_button.clicked.connect(self.show_progress)
        self.mode_box.currentIndexChanged.connect(lambda _i: self.next_question())
        learner_edit = self.learner_box.lineEdit()
        if learner_edit is not None:
            learner_edit.editingFinished.connect(self._learner_changed)
            learner_edit.installEventFilter(self)
        self.learner_box.activated.connect(lambda _i: self._learner_changed())
        self.progress_dialog: QDialog | None = None
        self.next_question()
        # bounded by the screen and placed inside it, frame and all, at each show (its own
        # guess of the frame left it two pixels past a 683x384 screen's edge); the choices
        # placed for that size now, not once shown (the dialog laid out again under the
        # pointer)
        fit_dialog(self, scroll=False, columns=top)
        self.resize(bounded(self, QSize(760, 600)))
        place_columns(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Return in the learner's name changes the learner; it never answers the step. The
        pointer leaving the explanation outlines the chosen line's tiles again."""
        if watched is self.explanation.viewport() and event.type() == QEvent.Type.Leave:
            self._mark_line(self.explanation.currentItem())
        elif (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        ):
            self._learner_changed()
            return True
        return super().eventFilter(watched, event)

    # --- learners ------------------------------------------------------------------------
    def _load_schedule(self) -> Schedule:
        stored = self.progress.load()
        return Schedule.restore(stored.records, stored.clock, stored.asked)

    def _learner_changed(self) -> None:
        name = self.learner_box.currentText().strip()
        if not name or name == self.progress.learner:
            return
        self.progress = SkillProgress(self.connection, name)
        if self.learner_box.findText(name) < 0:
            self.learner_box.addItem(name)
        self.schedule = self._load_schedule()
        self.next_question()

    # --- questions -----------------------------------------------------------------------
    def mode(self) -> str:
        return str(self.mode_box.currentData())

    def next_question(self) -> None:
        """The next hand: the most due by the schedule, or the course's next."""
        step = self.mode()
        if self.adaptive.isChecked():
            self.question = self.schedule.choose(self.questions, step)
        else:
            self.question = self.questions[self.schedule.clock % len(self.questions)]
        self.steps = list(STEPS) if step == "all" else [step]
        self.step_index = 0
        self.picture.set_question(self.question)
        self.situation.setText(self._situation())
        self._show_step()

    def _situation(self) -> str:
        hand = self.question.hand
        winds = {
            "E": self.tr("East"),
            "S": self.tr("South"),
            "W": self.tr("West"),
            "N": self.tr("North"),
        }
        parts = [
            self.tr("Seat wind: {wind}").format(wind=winds[hand.seat_wind]),
            self.tr("Round wind: {wind}").format(wind=winds[hand.round_wind]),
        ]
        if hand.double_riichi:
            parts.append(self.tr("Double riichi"))
        elif hand.riichi:
            parts.append(self.tr("Riichi"))
        if hand.ippatsu:
            parts.append(self.tr("Ippatsu"))
        parts.append(self.tr("Tsumo") if hand.tsumo else self.tr("Ron"))
        flags = (
            (hand.haitei, self.tr("Last tile drawn (haitei)")),
            (hand.houtei, self.tr("Last discard (houtei)")),
            (hand.rinshan, self.tr("After a kan (rinshan)")),
            (hand.chankan, self.tr("Robbing a kan (chankan)")),
        )
        parts += [text for on, text in flags if on]
        if self.question.honba:
            parts.append(self.tr("{n} honba").format(n=self.question.honba))
        return " · ".join(parts)

    def step(self) -> str:
        return self.steps[self.step_index]

    def _show_step(self) -> None:
        step = self.step()
        titles = {
            "yaku": self.tr("Which yaku does this hand have? (dora are counted in the han)"),
            "han": self.tr("How many han, dora included?"),
            "fu": self.tr("How many fu, part by part?"),
            "payment": self.tr("Who pays what? (honba included)"),
        }
        prefix = (
            self.tr("Step {n} of {count}: ").format(n=self.step_index + 1, count=len(self.steps))
            if len(self.steps) > 1
            else ""
        )
        self.step_title.setText(prefix + titles[step])
        self.pages.setCurrentIndex(STEPS.index(step))
        if step == "yaku":
            for i in range(self.yaku_list.count()):
                self.yaku_list.item(i).setCheckState(Qt.CheckState.Unchecked)
        elif step == "han":
            self.han.setValue(0)
        elif step == "fu":
            for box in (*self.fu_parts.values(), self.fu_total):
                box.setValue(0)
        else:
            self._payment_fields()
        self.judgment = None
        self.feedback.clear()
        self.explanation.clear()
        self.explanation.hide()
        self.picture.mark(frozenset(), False)
        self.check_button.setEnabled(True)
        self.next_button.setEnabled(False)
        # each step from its top: the hand and the question (on a short screen the last
        # step's explanation had been scrolled to, and the next step opened scrolled there)
        self.scroll_area.verticalScrollBar().setValue(0)

    def _payment_fields(self) -> None:
        while self.pay_form.rowCount():
            self.pay_form.removeRow(0)
        self.pay_boxes = {}
        labels = {
            "discarder": self.tr("The discarder pays:"),
            "each": self.tr("Each player pays:"),
            "dealer": self.tr("The dealer pays:"),
            "non_dealer": self.tr("Each non-dealer pays:"),
        }
        for who in self.question.payment():
            box = QSpinBox()
            box.setRange(0, 200_000)
            box.setSingleStep(100)
            box.setGroupSeparatorShown(True)
            box.setAccessibleName(labels[who])
            self.pay_boxes[who] = box
            self.pay_form.addRow(labels[who], box)

    # --- answers -------------------------------------------------------------------------
    def check(self) -> Judgment:
        """Judge the step as answered, explain it, mark the tiles, store the skills."""
        from PySide6.QtCore import QCoreApplication

        translate = QCoreApplication.translate
        q = self.question
        step = self.step()
        if step == "yaku":
            picked = [
                str(self.yaku_list.item(i).data(Qt.ItemDataRole.UserRole))
                for i in range(self.yaku_list.count())
                if self.yaku_list.item(i).checkState() == Qt.CheckState.Checked
            ]
            judged = judge_yaku(q, picked, translate, self.names_ja)
        elif step == "han":
            judged = judge_han(q, self.han.value(), translate)
        elif step == "fu":
            parts = {part: box.value() for part, box in self.fu_parts.items()}
            judged = judge_fu(q, parts, self.fu_total.value(), translate)
        else:
            amounts = {who: box.value() for who, box in self.pay_boxes.items()}
            judged = judge_payment(q, amounts, translate)
        number = self.schedule.clock
        last_step = self.step_index + 1 == len(self.steps)
        self.schedule.update(judged.skills, q, tick=last_step)
        self.progress.record(
            q.key, step, number, judged.skills, self.schedule.numbers(judged.skills)
        )
        self.judgment = judged
        verdict = self.tr("Right.") if judged.correct else self.tr("Not quite:")
        color = theme.gain_color() if judged.correct else theme.loss_color()
        theme.set_text_color(self.feedback, color)
        self.feedback.setText(verdict)
        self.explanation.clear()
        for line, mark in zip(judged.lines, judged.marks, strict=True):
            item = QListWidgetItem(line)
            item.setData(Qt.ItemDataRole.UserRole, mark)
            self.explanation.addItem(item)
        self._fit_explanation()
        self.explanation.show()
        self._mark(judged)
        self.check_button.setEnabled(False)
        self.next_button.setEnabled(True)
        self.next_button.setFocus()
        return judged

    def _mark(self, judged: Judgment) -> None:
        """Outline the tiles behind the first skill got wrong that the hand shows (else the
        first right one that does)."""
        shown = set(self.question.concealed()) | {t for _, m in self.question.melds() for t in m}
        order = [s for s, right in judged.skills.items() if not right]
        order += [s for s, right in judged.skills.items() if right]
        for skill in order:
            what = skill[5:] if skill.startswith("yaku:") else skill
            tiles, win_only = highlight(self.question, what)
            if win_only or tiles & shown:
                self.picture.mark(tiles, win_only)
                return

    def _fit_explanation(self) -> None:
        """As tall as its lines: the page scrolls, not the list."""
        view = self.explanation
        rows = sum(view.sizeHintForRow(i) for i in range(view.count()))
        view.setFixedHeight(rows + 2 * view.frameWidth() + 2)

    def _mark_line(self, item: QListWidgetItem | None) -> None:
        """Outline the tiles of an explanation line (pointed at or chosen); without one, the
        tiles of the first mistake."""
        mark = str(item.data(Qt.ItemDataRole.UserRole)) if item is not None else ""
        if mark:
            self.picture.mark(*highlight(self.question, mark))
        elif self.judgment is not None:
            self._mark(self.judgment)
        else:
            self.picture.mark(frozenset(), False)

    def advance(self) -> None:
        """The next step of this hand, or the next hand."""
        if self.step_index + 1 < len(self.steps):
            self.step_index += 1
            self._show_step()
        else:
            self.next_question()

    # --- progress ------------------------------------------------------------------------
    def show_progress(self) -> QDialog:
        from scoretable.ui.learn.progress_view import ProgressDialog

        dialog = ProgressDialog(self.progress, self, self.names_ja)
        dialog.resetDone.connect(self._reset)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        self.progress_dialog = dialog
        return dialog

    def _reset(self) -> None:
        self.schedule = self._load_schedule()
        self.next_question()

    @classmethod
    def open_practice(cls, parent: QWidget | None, connection: sqlite3.Connection) -> WorthDialog:
        """Open the practice (non-modal) and return it."""
        dialog = cls(connection, parent=parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog
