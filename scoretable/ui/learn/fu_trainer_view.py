"""The fu trainer window: a winning hand drawn as tiles, the learner counts its fu, and the
engine's count comes back item by item.

Tiles are painted (a face with the number and the suit's kanji), since few systems have a font
for the Unicode mahjong block; the compact notation ("123m 55z [777p]") is shown beside them.
"""

from __future__ import annotations

import math
import random
import sqlite3
from collections.abc import Callable
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QFont, QKeyEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from scoretable.clock import monotonic
from scoretable.engine.rules import Rules
from scoretable.i18n import translate_fu
from scoretable.storage.progress import QuizProgress
from scoretable.teaching.futrainer import (
    FuVerdict,
    Group,
    Tile,
    TrainerHand,
    generate_hand,
    judge_fu,
)
from scoretable.teaching.quiz import parse_points
from scoretable.ui import theme
from scoretable.ui.fitting import fit_dialog
from scoretable.ui.learn.rules_box import RulesBox
from scoretable.ui.tiles import paint_tile

_SUIT_KANJI = {"m": "萬", "p": "筒", "s": "索"}
_HONOR_KANJI = ("東", "南", "西", "北", "白", "發", "中")
_HONOR_COLORS = ("#222222",) * 4 + ("#7a8aa0", "#1d7a3a", "#c0282d")
_SUIT_COLORS = {"m": "#c0282d", "p": "#1f5fbf", "s": "#1d7a3a"}


def tile_face(tile: Tile) -> tuple[str, str, str]:
    """(top text, bottom text, colour): a tile's face as text (the row's accessible
    description; the row paints the tile pictures)."""
    suit, number = tile
    if suit == "z":
        return _HONOR_KANJI[number - 1], "", _HONOR_COLORS[number - 1]
    return str(number), _SUIT_KANJI[suit], _SUIT_COLORS[suit]


class RowTile(NamedTuple):
    """A tile of the row as drawn: where, which, turned or face down, ringed as the winning
    tile; the group it belongs to and where that group starts."""

    rect: QRectF
    tile: Tile
    sideways: bool
    face_down: bool
    ring: bool
    group: Group
    start: float


class TileRow(QWidget):
    """Paints a hand's groups as tiles: concealed groups, then called melds (shaded), with
    the winning tile marked."""

    TILE_W = 34
    TILE_H = 45
    GAP = 10
    # the smallest the tiles are drawn, of their full size
    LEAST_SCALE = 0.6

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.hand: TrainerHand | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_hand(self, hand: TrainerHand | None) -> None:
        self.hand = hand
        self.set_accessible_text()
        self.updateGeometry()
        self.update()

    def _layout(self) -> list[tuple[Group, int]]:
        if self.hand is None:
            return []
        ordered = [(g, i) for i, g in enumerate(self.hand.groups) if not g.called]
        ordered += [(g, i) for i, g in enumerate(self.hand.groups) if g.called]
        return ordered

    def _natural_width(self) -> float:
        """The width the hand takes with its tiles at full size."""
        groups = self._layout()
        tiles = sum(len(g.tiles) for g, _ in groups)
        width = tiles * (self.TILE_W + 2) + len(groups) * self.GAP + 8
        return width + sum(self.TILE_H - self.TILE_W for g, _ in groups if g.called)

    def sizeHint(self) -> QSize:
        return QSize(max(math.ceil(self._natural_width()), 200), self.TILE_H + 26)

    def minimumSizeHint(self) -> QSize:
        # the tiles shrink to the width there is: a hand of quads was wider than a 683-pixel
        # screen, cut off at its right
        least = math.ceil(self._natural_width() * self.LEAST_SCALE)
        return QSize(max(least, 200), self.TILE_H + 26)

    def scale(self) -> float:
        """How large the tiles are drawn: full size where the row has room, else smaller."""
        return min(1.0, self.width() / max(self._natural_width(), 1.0))

    def placed(self) -> list[RowTile]:
        """Each tile as it is drawn, in order; the label under a called meld or a closed
        kan, where it is written."""
        if self.hand is None:
            return []
        scale = self.scale()
        width, height = self.TILE_W * scale, self.TILE_H * scale
        x, y = 4.0, 4.0
        tiles: list[RowTile] = []
        for group, index in self._layout():
            winning = index == self.hand.winning_group
            marked = False
            start = x
            for position, tile in enumerate(group.tiles):
                sideways = group.called and position == 0  # the called tile, turned
                face_down = (
                    not group.called
                    and group.kind == "quad"
                    and position in (0, len(group.tiles) - 1)
                )
                if sideways:
                    rect = QRectF(x, y + height - width, height, width)
                else:
                    rect = QRectF(x, y, width, height)
                ring = winning and not marked and tile == self.hand.winning_tile
                marked = marked or ring
                tiles.append(RowTile(rect, tile, sideways, face_down, ring, group, start))
                x += rect.width() + 2 * scale
            x += self.GAP * scale
        return tiles

    def labels(self) -> list[tuple[QRectF, str]]:
        """What is written under a called meld ("called") or a closed kan, and where."""
        found: list[tuple[QRectF, str]] = []
        seen: set[int] = set()
        bottom = 4.0 + self.TILE_H * self.scale()
        for placed in self.placed():
            group = placed.group
            if id(group) in seen:
                continue
            seen.add(id(group))
            if group.called:
                text = QCoreApplication.translate("FuTrainerDialog", "called")
            elif group.kind == "quad":
                text = QCoreApplication.translate("FuTrainerDialog", "closed kan")
            else:
                continue
            found.append((QRectF(placed.start, bottom, 120, 20), text))
        return found

    def set_accessible_text(self) -> None:
        """The hand as text for screen readers: each tile's face."""
        if self.hand is not None:
            faces = [" ".join(tile_face(t)[:2]).strip() for g, _ in self._layout() for t in g.tiles]
            self.setAccessibleDescription(" ".join(faces))

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.hand is None:
            return
        painter = QPainter(self)
        for placed in self.placed():
            tile = placed.tile
            paint_tile(
                painter,
                placed.rect,
                f"{tile[1]}{tile[0]}",
                highlight=placed.ring,
                sideways=placed.sideways,
                face_down=placed.face_down,
            )
        small = QFont(self.font())
        small.setPixelSize(13)
        painter.setPen(self.palette().windowText().color())
        painter.setFont(small)
        for rect, text in self.labels():
            painter.drawText(rect, Qt.AlignmentFlag.AlignLeft, text)
        painter.end()


class FuTrainerDialog(QDialog):
    """Count the fu of a hand.

    Signals:
        answered(bool): an answer was judged (True if right), after its attempt was saved.
    """

    answered = Signal(bool)

    def __init__(
        self,
        connection: sqlite3.Connection | None = None,
        rules: str | Rules = "standard",
        learner: str = "",
        parent: QWidget | None = None,
        rng: random.Random | None = None,
        clock: Callable[[], float] = monotonic,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Fu trainer"))
        self.rng = rng or random.Random()
        self.clock = clock
        self.progress: QuizProgress | None = None
        if connection is not None:
            learner = learner or QuizProgress.last_learner(connection) or self.tr("Me")
            self.progress = QuizProgress(connection, learner)
        self.hand: TrainerHand | None = None
        self.verdict: FuVerdict | None = None
        self.started = 0.0

        self.rules_box = RulesBox(rules)
        self.tiles = TileRow()
        self.notation = QLabel()
        self.notation.setTextFormat(Qt.TextFormat.PlainText)
        self.notation.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.situation = QLabel()
        self.situation.setWordWrap(True)
        self.situation.setTextFormat(Qt.TextFormat.PlainText)
        self.answer = QLineEdit()
        self.answer.setPlaceholderText(self.tr("fu, e.g. 40"))
        self.answer.setMaximumWidth(120)
        self.answer.setAccessibleName(self.tr("Fu"))
        self.error = QLabel()
        self.error.setStyleSheet(f"color: {theme.error_color().name()}; font-weight: bold;")
        self.error.setTextFormat(Qt.TextFormat.PlainText)
        self.error.hide()
        self.check_button = QPushButton(self.tr("&Check"))
        self.next_button = QPushButton(self.tr("&Next hand"))
        for button in (self.check_button, self.next_button):
            button.setAutoDefault(False)
        self.feedback = QLabel()
        self.feedback.setWordWrap(True)
        self.feedback.setTextFormat(Qt.TextFormat.RichText)
        self.feedback.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.feedback.setMinimumHeight(160)

        top = QFormLayout()
        rules_label = QLabel(self.tr("&Rules:"))
        rules_label.setBuddy(self.rules_box)
        top.addRow(rules_label, self.rules_box)
        row = QHBoxLayout()
        answer_label = QLabel(self.tr("&Fu of this hand:"))
        answer_label.setBuddy(self.answer)
        row.addWidget(answer_label)
        row.addWidget(self.answer)
        row.addStretch(1)
        row.addWidget(self.check_button)
        row.addWidget(self.next_button)
        # the refusal on a line of its own over the field, wrapped: beside the field, in the
        # large text sizes, it made the trainer wider than the screen
        self.error.setWordWrap(True)
        answer = QVBoxLayout()
        answer.addWidget(self.error)
        answer.addLayout(row)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.tiles)
        layout.addWidget(self.notation)
        layout.addWidget(self.situation)
        layout.addWidget(self.feedback, 1)
        layout.addLayout(answer)  # below the body, in sight however small the screen
        self.resize(720, 460)
        fit_dialog(self, below=1)

        self.check_button.clicked.connect(self.check)
        self.next_button.clicked.connect(self.next_hand)
        self.rules_box.currentIndexChanged.connect(self.next_hand)
        self.next_hand()

    def rules_name(self) -> str:
        """The name of the preset chosen (of the one adjusted, for a game's own rules)."""
        return self.rules_box.rules().name

    def next_hand(self) -> None:
        rules = self.rules_box.rules()
        self.hand = generate_hand(self.rng, rules)
        self.verdict = None
        self.tiles.set_hand(self.hand)
        self.notation.setText(self.hand.text(QCoreApplication.translate))
        self.situation.setText(self.hand.situation(QCoreApplication.translate))
        self.answer.clear()
        self.answer.setReadOnly(False)
        self.answer.setStyleSheet("")
        self.error.hide()
        self.feedback.clear()
        self.check_button.setEnabled(True)
        self.next_button.setEnabled(False)
        self.started = self.clock()
        self.answer.setFocus()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter checks the count, and once judged, deals the next hand."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.verdict is None:
                self.check()
            else:
                self.next_hand()
            event.accept()
            return
        super().keyPressEvent(event)

    def _lines(self, verdict: FuVerdict) -> list[str]:
        """The verdict's items and sum in the interface's language (the core's are English)."""
        count = verdict.count
        lines = [f"{translate_fu(item.reason)}: +{item.fu}" for item in count.items]
        if count.raw != count.total:
            lines.append(
                self.tr("Sum {raw} fu, rounded up to {total} fu").format(
                    raw=count.raw, total=count.total
                )
            )
        else:
            lines.append(self.tr("Total {total} fu").format(total=count.total))
        return lines

    def check(self) -> None:
        """Judge the count and show the engine's items."""
        if self.hand is None or self.verdict is not None:
            return
        if parse_points(self.answer.text()) is None:
            # a slip is not a wrong count: say so, keep the hand
            self.error.setText(self.tr("Type the fu as a number, e.g. 40"))
            self.error.show()
            self.answer.setFocus()
            self.answer.selectAll()
            return
        self.error.hide()
        rules = self.rules_box.rules()
        verdict = judge_fu(self.hand, self.answer.text(), rules)
        self.verdict = verdict
        if self.progress is not None:
            self.progress.record(
                mode="fu",
                level=0,
                rules=rules.name,
                question_key=self.hand.text(),
                question={"hand": self.hand.text(), "situation": self.hand.situation()},
                answer=self.answer.text(),
                correct=verdict.correct,
                seconds=round(self.clock() - self.started, 2),
            )
        color = (theme.gain_color() if verdict.correct else theme.loss_color()).name()
        if verdict.correct:
            head = self.tr("✔ Right: {n} fu.").format(n=verdict.expected)
        else:
            head = self.tr("✘ Not quite: {n} fu, not {given}.").format(
                n=verdict.expected, given=verdict.given
            )
        items = "".join(f"<li>{line}</li>" for line in self._lines(verdict))
        self.feedback.setText(f"<b style='color:{color}'>{head}</b><ul>{items}</ul>")
        self.answer.setStyleSheet(f"border: 2px solid {color};")
        self.answer.setReadOnly(True)
        self.check_button.setEnabled(False)
        self.next_button.setEnabled(True)
        self.next_button.setFocus()
        self.answered.emit(verdict.correct)

    @classmethod
    def open_trainer(
        cls, parent: QWidget | None, connection: sqlite3.Connection | None, rules: str | Rules
    ) -> FuTrainerDialog:
        """Open the trainer (non-modal) and return it."""
        dialog = cls(connection, rules, parent=parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog
