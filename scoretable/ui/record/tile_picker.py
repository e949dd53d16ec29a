"""The tile picker and the hand calculator dialog: tiles on the table -> yaku, han, fu, payment.

    dialog = HandCalculatorDialog(parent, rules, table=TableContext(seat_wind="S", ...))
    dialog.accepted.connect(lambda: use(dialog.hand()))     # a HandResult
    dialog.open()

A hand is one line of notation (``123m406p789s11z55s pon:777p``): the concealed tiles with the
winning tile last, then the melds (``chi:345m``, ``pon:777p``, ``kan:5555s``, ``ankan:1111z``).
The painted tiles type into that line: in "Hand" a click adds the tile, in Chi / Pon / Kan /
Closed kan a click adds the whole meld (a chi from its lowest tile). The preview paints the
hand with the winning tile apart; clicking a tile there makes it the winning tile. Everything
is scored by :func:`scoretable.engine.hand.calculate`.

From the win dialog the winds, the dealer, the riichi state and ron or tsumo come from the
table and are fixed; in Learn -> Hand calculator they are chosen here.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from scoretable.engine.errors import RuleError
from scoretable.engine.hand import HandInput, HandResult, calculate
from scoretable.engine.rules import Rules
from scoretable.teaching.explain import explain_hand
from scoretable.ui.record.base import ErrorLabel

SUIT_MARKS = {"m": "萬", "p": "筒", "s": "索"}
HONOR_MARKS = "東南西北白發中"
TILE_SIZE = QSize(30, 40)
WINDS = ("E", "S", "W", "N")


def tile_tokens(text: str) -> list[str]:
    """``"123m0p"`` -> ``["1m", "2m", "3m", "0p"]`` (digits before their suit letter; what
    cannot be read is left out: the calculator names it)."""
    out: list[str] = []
    digits = ""
    for char in text:
        if char.isdigit():
            digits += char
        elif char in "mpsz":
            out.extend(d + char for d in digits)
            digits = ""
    return out


def compact(tiles: list[str]) -> str:
    """``["1m", "2m", "4p", "1m"]`` -> ``"12m4p1m"``: runs of one suit share its letter."""
    out = ""
    for i, tile in enumerate(tiles):
        out += tile[0]
        if i + 1 == len(tiles) or tiles[i + 1][1] != tile[1]:
            out += tile[1]
    return out


def sort_key(tile: str) -> tuple[int, float]:
    rank = int(tile[0])
    return "mpsz".index(tile[1]), 5.5 if rank == 0 else rank


def paint_tile(painter: QPainter, rect: QRectF, tile: str, highlight: bool = False) -> None:
    """A tile face: the rank (red for a red five) over its suit's mark, or the honor's kanji."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("#c25400") if highlight else QColor("#555"), 2 if highlight else 1))
    painter.setBrush(QColor("#fff3d6") if highlight else QColor("#fdfaf0"))
    painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 4, 4)
    rank, suit = tile[0], tile[1]
    font = QFont(painter.font())
    if suit == "z":
        font.setPixelSize(int(rect.height() * 0.45))
        painter.setFont(font)
        colors = {"6": "#1b7a2f", "7": "#c0162c"}
        painter.setPen(QColor(colors.get(rank, "#1a1a1a")))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, HONOR_MARKS[int(rank) - 1])
    else:
        font.setPixelSize(int(rect.height() * 0.38))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#c0162c") if rank == "0" else QColor("#1a1a1a"))
        top = QRectF(rect.left(), rect.top() + 2, rect.width(), rect.height() / 2)
        painter.drawText(top, Qt.AlignmentFlag.AlignCenter, "5" if rank == "0" else rank)
        font.setBold(False)
        font.setPixelSize(int(rect.height() * 0.3))
        painter.setFont(font)
        painter.setPen(QColor({"m": "#8a1020", "p": "#12508a", "s": "#1b7a2f"}[suit]))
        bottom = QRectF(rect.left(), rect.center().y(), rect.width(), rect.height() / 2 - 2)
        painter.drawText(bottom, Qt.AlignmentFlag.AlignCenter, SUIT_MARKS[suit])
    painter.restore()


class TileButton(QAbstractButton):
    """One painted tile of the palette; ``tile`` is its notation (``"5m"``, ``"0p"``...)."""

    def __init__(self, tile: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tile = tile
        self.setAccessibleName(tile)
        self.setToolTip(tile)
        self.setFixedSize(TILE_SIZE)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def sizeHint(self) -> QSize:
        return TILE_SIZE

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        if not self.isEnabled():  # not in this game (three players' 2m-8m): faded
            painter.setOpacity(0.25)
        paint_tile(painter, QRectF(self.rect()), self.tile, self.underMouse() or self.isDown())


class HandView(QWidget):
    """The hand as picked: concealed tiles sorted, the winning tile apart (highlighted), then
    the melds. Clicking a concealed tile makes it the winning tile (signal ``winChosen``)."""

    winChosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.concealed: list[str] = []
        self.melds: list[list[str]] = []
        self.setMinimumHeight(TILE_SIZE.height() + 8)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_hand(self, concealed: list[str], melds: list[list[str]]) -> None:
        self.concealed = list(concealed)
        self.melds = [list(m) for m in melds]
        self.update()

    def sizeHint(self) -> QSize:
        count = len(self.concealed) + sum(len(m) for m in self.melds)
        width = (count + 1) * (TILE_SIZE.width() - 4) + 12 * (len(self.melds) + 1)
        return QSize(max(width, 14 * TILE_SIZE.width()), TILE_SIZE.height() + 8)

    def tile_rects(self) -> list[tuple[QRectF, str, int | None, bool]]:
        """Where each tile is painted: (rect, tile, index among the concealed tiles or None
        for a meld's, is the winning tile)."""
        w, h = TILE_SIZE.width() - 4, TILE_SIZE.height()
        x = 4.0
        out: list[tuple[QRectF, str, int | None, bool]] = []
        body = sorted(range(len(self.concealed) - 1), key=lambda i: sort_key(self.concealed[i]))
        for index in body:
            out.append((QRectF(x, 4, w, h), self.concealed[index], index, False))
            x += w
        if self.concealed:
            x += 8
            last = len(self.concealed) - 1
            out.append((QRectF(x, 4, w, h), self.concealed[last], last, True))
            x += w
        for meld in self.melds:
            x += 12
            for tile in meld:
                out.append((QRectF(x, 4, w, h), tile, None, False))
                x += w
        return out

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        if not self.concealed and not self.melds:
            painter.setPen(self.palette().placeholderText().color())
            painter.drawText(
                QRectF(self.rect()), Qt.AlignmentFlag.AlignVCenter, self.tr("(no tiles yet)")
            )
            return
        for rect, tile, _, win in self.tile_rects():
            paint_tile(painter, rect, tile, highlight=win)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        for rect, _, index, _ in self.tile_rects():
            if index is not None and rect.contains(event.position()):
                self.winChosen.emit(index)
                return
        super().mousePressEvent(event)


@dataclass(frozen=True)
class TableContext:
    """What the table knows of the win: fixed in the picker when it is given."""

    seat_wind: str
    round_wind: str
    riichi: bool
    tsumo: bool


MELD_MODES = ("hand", "chi", "pon", "kan", "ankan")


class TilePicker(QWidget):
    """Pick a hand by clicks or by typing; scores it live (signal ``resultChanged``)."""

    resultChanged = Signal()

    def __init__(
        self, rules: Rules, table: TableContext | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.rules = rules
        self.result: HandResult | None = None
        self.error = ""
        self._concealed: list[str] = []
        self._melds: list[str] = []
        # what the clicks added, in order ("tile" or "meld"), for "Remove last"
        self._added: list[str] = []
        layout = QVBoxLayout(self)

        # --- the one line of notation ------------------------------------------------------
        line_row = QHBoxLayout()
        self.notation = QLineEdit()
        self.notation.setAccessibleName(self.tr("Hand in notation"))
        self.notation.setPlaceholderText(
            self.tr("e.g. 234567m22p789s5s pon:777p (winning tile last)")
        )
        hand_label = QLabel(self.tr("&Hand:"))
        hand_label.setBuddy(self.notation)
        line_row.addWidget(hand_label)
        line_row.addWidget(self.notation, 1)
        layout.addLayout(line_row)

        # --- the palette and what a click adds -----------------------------------------------
        mode_row = QHBoxLayout()
        mode_row.addWidget(QLabel(self.tr("A click adds:")))
        self.mode_buttons: dict[str, QPushButton] = {}
        self._modes = QButtonGroup(self)
        names = {
            "hand": self.tr("A tile"),
            "chi": self.tr("Chi"),
            "pon": self.tr("Pon"),
            "kan": self.tr("Kan"),
            "ankan": self.tr("Closed kan"),
        }
        for mode in MELD_MODES:
            button = QPushButton(names[mode])
            button.setCheckable(True)
            button.setAutoDefault(False)
            self._modes.addButton(button)
            self.mode_buttons[mode] = button
            mode_row.addWidget(button)
        self.mode_buttons["hand"].setChecked(True)
        mode_row.addStretch(1)
        self.undo_button = QPushButton(self.tr("Remove last"))
        self.clear_button = QPushButton(self.tr("Clear"))
        for button in (self.undo_button, self.clear_button):
            button.setAutoDefault(False)
            mode_row.addWidget(button)
        layout.addLayout(mode_row)

        palette = QGridLayout()
        palette.setSpacing(2)
        self.tile_buttons: dict[str, TileButton] = {}
        for row, suit in enumerate("mpsz"):
            ranks = "1234567" if suit == "z" else "1234567890"
            for col, rank in enumerate(ranks):
                tile_button = TileButton(rank + suit)
                tile_button.clicked.connect(lambda _=False, t=rank + suit: self.click_tile(t))
                self.tile_buttons[rank + suit] = tile_button
                palette.addWidget(tile_button, row, col)
        palette.setColumnStretch(11, 1)
        self.sanma = rules.players == 3
        if self.sanma:  # three players play without 2m-8m (the red 5m too)
            for rank in "23456780":
                self.tile_buttons[rank + "m"].setEnabled(False)
                self.tile_buttons[rank + "m"].setToolTip(
                    self.tr("Three-player mahjong has no 2m-8m")
                )
        layout.addLayout(palette)

        self.view = HandView()
        layout.addWidget(self.view)

        # --- the win ---------------------------------------------------------------------------
        options = QGridLayout()
        self.seat_wind = QComboBox()
        self.round_wind = QComboBox()
        wind_names = (self.tr("East"), self.tr("South"), self.tr("West"), self.tr("North"))
        for combo in (self.seat_wind, self.round_wind):
            for wind, name in zip(WINDS, wind_names, strict=True):
                combo.addItem(name, wind)
        self.seat_wind.setAccessibleName(self.tr("Seat wind"))
        self.round_wind.setAccessibleName(self.tr("Round wind"))
        options.addWidget(QLabel(self.tr("Seat wind:")), 0, 0)
        options.addWidget(self.seat_wind, 0, 1)
        options.addWidget(QLabel(self.tr("Round wind:")), 0, 2)
        options.addWidget(self.round_wind, 0, 3)
        self.dora = QLineEdit()
        self.dora.setAccessibleName(self.tr("Dora indicators"))
        self.dora.setPlaceholderText("3p6z")
        self.ura = QLineEdit()
        self.ura.setAccessibleName(self.tr("Ura dora indicators"))
        options.addWidget(QLabel(self.tr("Dora indicators:")), 1, 0)
        options.addWidget(self.dora, 1, 1)
        options.addWidget(QLabel(self.tr("Ura indicators:")), 1, 2)
        options.addWidget(self.ura, 1, 3)
        self.flags: dict[str, QCheckBox] = {}
        flag_names = {
            "tsumo": self.tr("Tsumo"),
            "riichi": self.tr("Riichi"),
            "double_riichi": self.tr("Double riichi"),
            "ippatsu": self.tr("Ippatsu"),
            "last_tile": self.tr("Last tile (haitei/houtei)"),
            "rinshan": self.tr("Rinshan"),
            "chankan": self.tr("Chankan"),
            "first_draw": self.tr("First draw (tenhou/chiihou)"),
        }
        for i, (flag, text) in enumerate(flag_names.items()):
            box = QCheckBox(text)
            self.flags[flag] = box
            options.addWidget(box, 2 + i // 4, i % 4)
        # three players: North tiles set aside, each one han as dora
        self.nukidora = QSpinBox()
        self.nukidora.setRange(0, 4)
        self.nukidora.setAccessibleName(self.tr("North tiles set aside (nukidora)"))
        if self.sanma and rules.nukidora:
            nukidora_label = QLabel(self.tr("&Nukidora (North set aside):"))
            nukidora_label.setBuddy(self.nukidora)
            options.addWidget(nukidora_label, 4, 0)
            options.addWidget(self.nukidora, 4, 1)
        else:
            self.nukidora.hide()
        layout.addLayout(options)

        # --- the result ------------------------------------------------------------------------
        self.summary = QLabel()
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.error_label = ErrorLabel()
        layout.addWidget(self.error_label)
        self.yaku_list = QListWidget()
        self.yaku_list.setAccessibleName(self.tr("Yaku"))
        self.yaku_list.setMaximumHeight(130)
        layout.addWidget(self.yaku_list)

        if table is not None:
            self.seat_wind.setCurrentIndex(WINDS.index(table.seat_wind))
            self.round_wind.setCurrentIndex(WINDS.index(table.round_wind))
            self.flags["riichi"].setChecked(table.riichi)
            self.flags["tsumo"].setChecked(table.tsumo)
            for widget in (self.seat_wind, self.round_wind, self.flags["tsumo"]):
                widget.setEnabled(False)

        self.notation.textEdited.connect(self._typed)
        self.undo_button.clicked.connect(self.remove_last)
        self.clear_button.clicked.connect(self.clear)
        self.view.winChosen.connect(self.choose_win)
        for combo in (self.seat_wind, self.round_wind):
            combo.currentIndexChanged.connect(self.recalculate)
        for edit in (self.dora, self.ura):
            edit.textChanged.connect(self.recalculate)
        for box in self.flags.values():
            box.toggled.connect(self.recalculate)
        self.nukidora.valueChanged.connect(self.recalculate)
        self.recalculate()

    # --- editing ---------------------------------------------------------------------------------
    def _typed(self, text: str) -> None:
        parts = text.split()
        self._melds = [p for p in parts if ":" in p]
        self._concealed = tile_tokens("".join(p for p in parts if ":" not in p))
        self._added = ["tile"] * len(self._concealed) + ["meld"] * len(self._melds)
        self.recalculate()

    def _write(self) -> None:
        self.notation.setText(" ".join([compact(self._concealed), *self._melds]).strip())
        self.recalculate()

    def mode(self) -> str:
        return next(mode for mode, button in self.mode_buttons.items() if button.isChecked())

    def click_tile(self, tile: str) -> None:
        """A palette click: the tile, or the meld of the current mode built from it."""
        mode = self.mode()
        if self.sanma and tile[1] == "m" and tile[0] not in "19":
            self.error_label.show_error(self.tr("Three-player mahjong has no 2m-8m"))
            return
        if mode == "hand":
            self._concealed.append(tile)
            self._added.append("tile")
            self._write()
            return
        if mode == "chi":
            rank = 5 if tile[0] == "0" else int(tile[0])
            if tile[1] == "z" or rank > 7:
                self.error_label.show_error(self.tr("A chi starts from its lowest tile, 1 to 7"))
                return
            self._melds.append(f"chi:{tile[0]}{rank + 1}{rank + 2}{tile[1]}")
        else:
            size = 3 if mode == "pon" else 4
            plain = "5" if tile[0] == "0" else tile[0]
            self._melds.append(f"{mode}:{tile[0]}{plain * (size - 1)}{tile[1]}")
        self._added.append("meld")
        self._write()

    def remove_last(self) -> None:
        """Take back what was added last: a meld, or a tile (the last in the line)."""
        if self._added:
            (self._melds if self._added.pop() == "meld" else self._concealed).pop()
        self._write()

    def clear(self) -> None:
        self._concealed, self._melds, self._added = [], [], []
        self._write()

    def choose_win(self, index: int) -> None:
        """Make the concealed tile at ``index`` the winning tile (it goes last)."""
        self._concealed.append(self._concealed.pop(index))
        self._write()

    # --- scoring ---------------------------------------------------------------------------------
    def hand_input(self) -> HandInput:
        tsumo = self.flags["tsumo"].isChecked()
        seat = str(self.seat_wind.currentData())
        last = self.flags["last_tile"].isChecked()
        first = self.flags["first_draw"].isChecked()
        return HandInput(
            tiles=compact(self._concealed),
            win=self._concealed[-1] if self._concealed else "",
            melds=tuple(self._melds),
            tsumo=tsumo,
            riichi=self.flags["riichi"].isChecked(),
            double_riichi=self.flags["double_riichi"].isChecked(),
            ippatsu=self.flags["ippatsu"].isChecked(),
            haitei=last and tsumo,
            houtei=last and not tsumo,
            rinshan=self.flags["rinshan"].isChecked(),
            chankan=self.flags["chankan"].isChecked(),
            tenhou=first and seat == "E",
            chiihou=first and seat != "E",
            seat_wind=seat,
            round_wind=str(self.round_wind.currentData()),
            dora=self.dora.text(),
            ura=self.ura.text(),
            nukidora=self.nukidora.value() if self.sanma and self.rules.nukidora else 0,
        )

    def recalculate(self) -> None:
        self.view.set_hand(self._concealed, [tile_tokens(m.split(":", 1)[1]) for m in self._melds])
        self.view.updateGeometry()
        self.yaku_list.clear()
        self.result, self.error = None, ""
        needed = 14 - 3 * len(self._melds)
        if len(self._concealed) < needed:
            self.summary.setText(
                self.tr("{count} of {needed} concealed tiles (the winning tile last)").format(
                    count=len(self._concealed), needed=needed
                )
            )
            self.error_label.clear_error()
        else:
            try:
                self.result = calculate(self.hand_input(), self.rules)
            except RuleError as exc:
                self.error = exc.text(QCoreApplication.translate)
        if self.result is not None:
            result = self.result
            for y in result.yaku:
                han = self.tr("yakuman") if y.yakuman else self.tr("{n} han").format(n=y.han)
                self.yaku_list.addItem(f"{y.name} ({y.name_ja}): {han}")
            if result.yakuman:
                value = (
                    self.tr("yakuman")
                    if result.yakuman == 1
                    else self.tr("double yakuman")
                    if result.yakuman == 2
                    else self.tr("{n}× yakuman").format(n=result.yakuman)
                )
            else:
                value = self.tr("{han} han {fu} fu").format(han=result.han, fu=result.fu)
            self.summary.setText(
                self.tr("{value}: {points} points").format(value=value, points=f"{result.points:,}")
            )
            self.error_label.clear_error()
        elif self.error:
            self.summary.setText("")
            self.error_label.show_error(self.error)
        self.resultChanged.emit()


class HandCalculatorDialog(QDialog):
    """The picker with the explanation from the yaku to the payment; OK (when the hand scores)
    hands the result to the win dialog. Standalone (Learn) it has only Close."""

    def __init__(
        self,
        parent: QWidget | None,
        rules: Rules,
        table: TableContext | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Hand calculator"))
        outer = QHBoxLayout(self)
        self.picker = TilePicker(rules, table)
        outer.addWidget(self.picker, 3)
        right = QVBoxLayout()
        right.addWidget(QLabel(self.tr("<b>From the yaku to the payment</b>")))
        self.explanation = QLabel()
        self.explanation.setWordWrap(True)
        self.explanation.setTextFormat(Qt.TextFormat.PlainText)
        self.explanation.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.explanation.setMinimumWidth(300)
        self.explanation.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        right.addWidget(self.explanation, 1)
        if table is None:
            self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
            self.buttons.rejected.connect(self.reject)
            self.ok_button = None
        else:
            self.buttons = QDialogButtonBox(
                QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
            )
            self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
            self.ok_button.setText(self.tr("Use this hand"))
            self.buttons.accepted.connect(self.accept)
            self.buttons.rejected.connect(self.reject)
        right.addWidget(self.buttons)
        outer.addLayout(right, 2)
        self.picker.resultChanged.connect(self._update)
        self._update()
        self.picker.notation.setFocus()
        self.resize(1000, 560)

    def hand(self) -> HandResult | None:
        """The hand as scored now (None while it does not score)."""
        return self.picker.result

    def _update(self) -> None:
        result = self.picker.result
        if result is None:
            self.explanation.setText(self.picker.error)
        else:
            self.explanation.setText("\n".join(explain_hand(result, QCoreApplication.translate)))
        if self.ok_button is not None:
            self.ok_button.setEnabled(result is not None)

    @classmethod
    def show_calculator(cls, parent: QWidget | None, rules: Rules) -> HandCalculatorDialog:
        """Open the standalone calculator (non-modal) and return it."""
        dialog = cls(parent, rules)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog
