"""The tile picker and the hand calculator dialog: tiles on the table -> yaku, han, fu, payment.

    dialog = HandCalculatorDialog(parent, rules, table=TableContext(seat_wind="S", ...))
    dialog.accepted.connect(lambda: use(dialog.hand()))     # a HandResult
    dialog.open()

A hand is one line of notation (``123m406p789s11z55s pon:777p``): the concealed tiles with the
winning tile last, then the melds (``chi:345m``, ``pon:777p``, ``kan:5555s``, ``ankan:1111z``).
The painted tiles type into that line: in "Hand" a click adds the tile, in Chi / Pon / Kan /
Closed kan a click adds the whole meld (a chi from its lowest tile). The preview paints the
hand with the winning tile apart; clicking a tile there makes it the winning tile. Everything
is scored by :func:`scoretable.engine.tile_hand.calculate`.

From the win dialog the winds, the dealer, the riichi state and ron or tsumo come from the
table and are fixed; in Learn -> Hand calculator they are chosen here.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QMouseEvent, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QBoxLayout,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from scoretable.engine.errors import RuleError
from scoretable.engine.rules import Rules
from scoretable.engine.tile_hand import HandInput, HandResult, calculate
from scoretable.teaching.explain import explain_hand
from scoretable.teaching.yaku_fu import explain_yaku
from scoretable.ui.fitting import fit_dialog
from scoretable.ui.record.base import ErrorLabel
from scoretable.ui.tiles import PlacedTile, layout_hand, paint_tile, tile_tokens

TILE_SIZE = QSize(30, 40)
WINDS = ("E", "S", "W", "N")


def compact(tiles: list[str]) -> str:
    """``["1m", "2m", "4p", "1m"]`` -> ``"12m4p1m"``: runs of one suit share its letter."""
    out = ""
    for i, tile in enumerate(tiles):
        out += tile[0]
        if i + 1 == len(tiles) or tiles[i + 1][1] != tile[1]:
            out += tile[1]
    return out


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
        paint_tile(
            painter,
            QRectF(self.rect()),
            self.tile,
            highlight=self.underMouse() or self.isDown(),
        )
        painter.end()


class HandView(QWidget):
    """The hand as picked, as it lies on the table: concealed tiles sorted, the winning tile
    apart (highlighted), then the melds (a called tile sideways, a closed kan's ends face
    down). Clicking a concealed tile makes it the winning tile (signal ``winChosen``)."""

    winChosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.concealed: list[str] = []
        self.melds: list[tuple[str, list[str]]] = []
        self.setMinimumHeight(TILE_SIZE.height() + 8)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_hand(self, concealed: list[str], melds: list[tuple[str, list[str]]]) -> None:
        self.concealed = list(concealed)
        self.melds = [(kind, list(tiles)) for kind, tiles in melds]
        self.update()

    def sizeHint(self) -> QSize:
        width = 8 + self._layout(1.0)[1]
        return QSize(max(round(width), 14 * TILE_SIZE.width()), TILE_SIZE.height() + 8)

    def _layout(self, scale: float | None = None) -> tuple[list[PlacedTile], float]:
        """The tiles at full size, or smaller to fit the width (four kans do not fit a
        narrow picker at full size)."""
        size = TILE_SIZE
        if scale is None:
            natural = self._layout(1.0)[1]
            scale = min(1.0, (self.width() - 8) / natural) if natural else 1.0
            scale = max(scale, 0.5)
        width, height = size.width() * scale, size.height() * scale
        top = 4 + size.height() - height
        return layout_hand(self.concealed, self.melds, width, height, origin=QPointF(4, top))

    def tile_rects(self) -> list[PlacedTile]:
        """Where each tile is painted and how."""
        return self._layout()[0]

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        if not self.concealed and not self.melds:
            painter.setPen(self.palette().placeholderText().color())
            painter.drawText(
                QRectF(self.rect()), Qt.AlignmentFlag.AlignVCenter, self.tr("(no tiles yet)")
            )
            return
        for placed in self.tile_rects():
            paint_tile(
                painter,
                placed.rect,
                placed.tile,
                highlight=placed.win,
                sideways=placed.sideways,
                face_down=placed.face_down,
            )

    def mousePressEvent(self, event: QMouseEvent) -> None:
        for placed in self.tile_rects():
            if placed.index is not None and placed.rect.contains(event.position()):
                self.winChosen.emit(placed.index)
                return
        super().mousePressEvent(event)


@dataclass(frozen=True)
class TableContext:
    """What the table knows of the win: fixed in the picker when it is given."""

    seat_wind: str
    round_wind: str
    riichi: bool
    tsumo: bool


# What a click on a painted tile adds: one tile, a concealed run, triplet or pair (the
# tiles of the hand), a meld, or a dora or ura indicator.
HAND_MODES = ("hand", "run", "triplet", "pair")
MELD_MODES = ("chi", "pon", "kan", "ankan")
INDICATOR_MODES = ("dora", "ura")


class TilePicker(QWidget):
    """Pick a hand by clicks or by typing; scores it live (signal ``resultChanged``).

    Everything can be picked with the mouse alone: the tiles one by one or a run, triplet or
    pair at a click, the melds, the winning tile (a click on it in the painted hand), the
    dora and ura indicators. Every field has its Alt key. Ura indicators are offered only
    while riichi (or double riichi) is ticked.
    """

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
        self._indicators: dict[str, list[str]] = {"dora": [], "ura": []}
        # what the clicks added, in order: (what, how many tiles), for "Remove last"
        self._added: list[tuple[str, int]] = []
        layout = self._layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)

        # --- the one line of notation ------------------------------------------------------
        line_row = QHBoxLayout()
        self.notation = QLineEdit()
        self.notation.setAccessibleName(self.tr("Hand in notation"))
        # the format as a tooltip, not as grey text in the field (it read like a hand)
        self.notation.setToolTip(
            self.tr(
                "The concealed tiles with the winning tile last, then the melds, "
                "e.g. 234567m22p78s9s pon:777z"
            )
        )
        hand_label = QLabel(self.tr("&Hand:"))
        hand_label.setBuddy(self.notation)
        line_row.addWidget(hand_label)
        line_row.addWidget(self.notation, 1)
        layout.addLayout(line_row)

        # --- what a click adds -------------------------------------------------------------
        modes = QGridLayout()
        modes.setHorizontalSpacing(4)
        modes.setVerticalSpacing(2)
        self.mode_buttons: dict[str, QPushButton] = {}
        self._modes = QButtonGroup(self)
        names = {
            "hand": self.tr("A tile"),
            "run": self.tr("Run"),
            "triplet": self.tr("Triplet"),
            "pair": self.tr("Pair"),
            "chi": self.tr("Chi"),
            "pon": self.tr("Pon"),
            "kan": self.tr("Kan"),
            "ankan": self.tr("Closed kan"),
            "dora": self.tr("Dora"),
            "ura": self.tr("Ura dora"),
        }
        tips = {
            "run": self.tr("A click adds a run from the tile clicked: 3m adds 345m"),
            "triplet": self.tr("A click adds three of the tile clicked"),
            "pair": self.tr("A click adds two of the tile clicked"),
            "dora": self.tr("A click adds a dora indicator"),
            "ura": self.tr("A click adds an ura dora indicator (with riichi)"),
        }
        rows = (
            (self.tr("A click adds:"), HAND_MODES),
            (self.tr("Melds:"), MELD_MODES),
            (self.tr("Indicators:"), INDICATOR_MODES),
        )
        for row, (title, group) in enumerate(rows):
            modes.addWidget(QLabel(title), row, 0)
            for col, mode in enumerate(group):
                button = QPushButton(names[mode])
                button.setCheckable(True)
                button.setAutoDefault(False)
                if mode in tips:
                    button.setToolTip(tips[mode])
                self._modes.addButton(button)
                self.mode_buttons[mode] = button
                modes.addWidget(button, row, 1 + col)
        self.mode_buttons["hand"].setChecked(True)
        self.undo_button = QPushButton(self.tr("Remove last"))
        self.clear_button = QPushButton(self.tr("Clear"))
        for col, button in enumerate((self.undo_button, self.clear_button)):
            button.setAutoDefault(False)
            modes.addWidget(button, 2, 3 + col)
        modes.setColumnStretch(5, 1)
        layout.addLayout(modes)

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
        self.view.setToolTip(self.tr("Click a tile of the hand to make it the winning tile"))
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
        self.dora = QLineEdit()
        self.dora.setAccessibleName(self.tr("Dora indicators"))
        self.dora.setToolTip(self.tr("Dora indicators, e.g. 3p 6z; or pick them with “Dora”"))
        self.ura = QLineEdit()
        self.ura.setAccessibleName(self.tr("Ura dora indicators"))
        self.ura.setToolTip(
            self.tr("Ura dora indicators (with riichi); or pick them with “Ura dora”")
        )
        self.field_labels: dict[str, QLabel] = {}
        fields = (
            ("seat_wind", self.tr("&Seat wind:"), self.seat_wind),
            ("round_wind", self.tr("R&ound wind:"), self.round_wind),
            ("dora", self.tr("&Dora indicators:"), self.dora),
            ("ura", self.tr("U&ra indicators:"), self.ura),
        )
        for i, (name, text, field) in enumerate(fields):
            label = QLabel(text)
            label.setBuddy(field)
            self.field_labels[name] = label
            options.addWidget(label, i // 2, 2 * (i % 2))
            options.addWidget(field, i // 2, 2 * (i % 2) + 1)
        options.setColumnStretch(1, 1)
        options.setColumnStretch(3, 1)
        layout.addLayout(options)
        flags = QGridLayout()
        flags.setVerticalSpacing(2)
        self.flags: dict[str, QCheckBox] = {}
        flag_names = {
            "tsumo": self.tr("&Tsumo"),
            "riichi": self.tr("R&iichi"),
            "double_riichi": self.tr("Dou&ble riichi"),
            "ippatsu": self.tr("I&ppatsu"),
            "last_tile": self.tr("&Last tile (haitei/houtei)"),
            "rinshan": self.tr("Rinsh&an"),
            "chankan": self.tr("Chan&kan"),
            "first_draw": self.tr("&First draw (tenhou/chiihou)"),
        }
        for i, (flag, text) in enumerate(flag_names.items()):
            box = QCheckBox(text)
            self.flags[flag] = box
            flags.addWidget(box, i // 3, i % 3)
        # three players: North tiles set aside, each one han as dora
        self.nukidora = QSpinBox()
        self.nukidora.setRange(0, 4)
        self.nukidora.setAccessibleName(self.tr("North tiles set aside (nukidora)"))
        if self.sanma and rules.nukidora:
            nukidora_label = QLabel(self.tr("&Nukidora (North set aside):"))
            nukidora_label.setBuddy(self.nukidora)
            nukidora_row = QHBoxLayout()
            nukidora_row.addWidget(nukidora_label)
            nukidora_row.addWidget(self.nukidora)
            nukidora_row.addStretch(1)
            flags.addLayout(nukidora_row, 3, 0, 1, 3)
        else:
            self.nukidora.hide()
        layout.addLayout(flags)

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
        self.dora.textEdited.connect(lambda text: self._typed_indicators("dora", text))
        self.ura.textEdited.connect(lambda text: self._typed_indicators("ura", text))
        self.undo_button.clicked.connect(self.remove_last)
        self.clear_button.clicked.connect(self.clear)
        self.view.winChosen.connect(self.choose_win)
        for combo in (self.seat_wind, self.round_wind):
            combo.currentIndexChanged.connect(self.recalculate)
        for box in self.flags.values():
            box.toggled.connect(self.recalculate)
        for flag in ("riichi", "double_riichi"):
            self.flags[flag].toggled.connect(self._offer_ura)
        self.nukidora.valueChanged.connect(self.recalculate)
        self._offer_ura()
        self.recalculate()

    def take_result_labels(self) -> tuple[QLabel, ErrorLabel]:
        """The summary and the error line, out of the picker's layout (the hand calculator
        keeps them beside its buttons, in sight while the picker scrolls)."""
        for label in (self.summary, self.error_label):
            self._layout.removeWidget(label)
        return self.summary, self.error_label

    def _offer_ura(self) -> None:
        """Ura indicators only with riichi: otherwise their field and button are disabled
        (what was picked stays, and counts again when riichi is ticked again)."""
        riichi = self.flags["riichi"].isChecked() or self.flags["double_riichi"].isChecked()
        for widget in (self.ura, self.mode_buttons["ura"], self.field_labels["ura"]):
            widget.setEnabled(riichi)
        if not riichi and self.mode() == "ura":
            self.mode_buttons["hand"].setChecked(True)

    # --- editing ---------------------------------------------------------------------------------
    def _typed(self, text: str) -> None:
        parts = text.split()
        self._melds = [p for p in parts if ":" in p]
        self._concealed = tile_tokens("".join(p for p in parts if ":" not in p))
        self._added = [(kind, n) for kind, n in self._added if kind in INDICATOR_MODES]
        self._added += [("hand", 1)] * len(self._concealed) + [("meld", 1)] * len(self._melds)
        self.recalculate()

    def _typed_indicators(self, kind: str, text: str) -> None:
        self._indicators[kind] = tile_tokens(text)
        self._added = [(k, n) for k, n in self._added if k != kind]
        self._added += [(kind, 1)] * len(self._indicators[kind])
        self.recalculate()

    def _write(self) -> None:
        self.notation.setText(" ".join([compact(self._concealed), *self._melds]).strip())
        for kind, field in (("dora", self.dora), ("ura", self.ura)):
            if tile_tokens(field.text()) != self._indicators[kind]:  # typed text kept as is
                field.setText(compact(self._indicators[kind]))
        self.recalculate()

    def mode(self) -> str:
        return next(mode for mode, button in self.mode_buttons.items() if button.isChecked())

    def click_tile(self, tile: str) -> None:
        """A palette click: the tile, the run, triplet or pair, the meld of the current mode
        built from it, or the tile as a dora or ura indicator."""
        mode = self.mode()
        if self.sanma and tile[1] == "m" and tile[0] not in "19":
            self.error_label.show_error(self.tr("Three-player mahjong has no 2m-8m"))
            return
        plain = "5" if tile[0] == "0" else tile[0]
        rank = int(plain)
        if mode in INDICATOR_MODES:
            self._indicators[mode].append(tile)
            self._added.append((mode, 1))
        elif mode in ("run", "chi"):
            if tile[1] == "z" or rank > 7:
                message = (
                    self.tr("A run starts from its lowest tile, 1 to 7")
                    if mode == "run"
                    else self.tr("A chi starts from its lowest tile, 1 to 7")
                )
                self.error_label.show_error(message)
                return
            if self.sanma and tile[1] == "m":  # 1m: 2m and 3m are not in the game
                self.error_label.show_error(self.tr("Three-player mahjong has no 2m-8m"))
                return
            run = f"{tile[0]}{rank + 1}{rank + 2}{tile[1]}"
            if mode == "run":
                self._concealed += tile_tokens(run)
                self._added.append(("hand", 3))
            else:
                self._melds.append(f"chi:{run}")
                self._added.append(("meld", 1))
        elif mode in HAND_MODES:  # a tile, a triplet or a pair
            size = {"hand": 1, "triplet": 3, "pair": 2}[mode]
            self._concealed += [tile] + [plain + tile[1]] * (size - 1)
            self._added.append(("hand", size))
        else:
            size = 3 if mode == "pon" else 4
            self._melds.append(f"{mode}:{tile[0]}{plain * (size - 1)}{tile[1]}")
            self._added.append(("meld", 1))
        self._write()

    def remove_last(self) -> None:
        """Take back what was added last: a meld, an indicator, or the tiles of one click
        (the last in the line)."""
        if self._added:
            kind, count = self._added.pop()
            if kind == "meld":
                self._melds.pop()
            elif kind in INDICATOR_MODES:
                self._indicators[kind].pop()
            else:
                del self._concealed[-count:]
        self._write()

    def clear(self) -> None:
        self._concealed, self._melds, self._added = [], [], []
        self._indicators = {"dora": [], "ura": []}
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
        melds = [m.split(":", 1) for m in self._melds]
        self.view.set_hand(self._concealed, [(kind, tile_tokens(tiles)) for kind, tiles in melds])
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
            # each yaku as the explanation beside names it: in Japanese, its Japanese name first
            lines = explain_yaku(result, QCoreApplication.translate)
            self.yaku_list.addItems(lines[: len(result.yaku)])
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
    hands the result to the win dialog. Standalone (Learn) it has only Close.

    The explanation is beside the picker where there is room, below it on a narrow screen;
    what does not fit scrolls, while the hand's value, the error line and the buttons stay
    in sight. It opens within its screen (a 1366x768 screen at 200% is 683x384).
    """

    def __init__(
        self,
        parent: QWidget | None,
        rules: Rules,
        table: TableContext | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Hand calculator"))
        self.picker = TilePicker(rules, table)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(QLabel(self.tr("<b>From the yaku to the payment</b>")))
        self.explanation = QLabel()
        self.explanation.setWordWrap(True)
        self.explanation.setTextFormat(Qt.TextFormat.PlainText)
        self.explanation.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.explanation.setMinimumWidth(240)
        self.explanation.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        right_layout.addWidget(self.explanation, 1)
        self._right = right
        body = QWidget()
        self.body_layout = QBoxLayout(QBoxLayout.Direction.LeftToRight, body)
        self.body_layout.setContentsMargins(0, 0, 0, 0)
        self.body_layout.addWidget(self.picker, 3)
        self.body_layout.addWidget(right, 2)
        self.body_scroll = QScrollArea()
        self.body_scroll.setWidgetResizable(True)
        self.body_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.body_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.body_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.body_scroll.setWidget(body)
        outer = self._outer = QVBoxLayout(self)
        outer.addWidget(self.body_scroll, 1)
        summary, error = self.picker.take_result_labels()
        font = summary.font()
        font.setBold(True)
        summary.setFont(font)
        outer.addWidget(summary)
        outer.addWidget(error)
        if table is None:
            self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
            self.buttons.rejected.connect(self.reject)
            self.ok_button = None
        else:
            self.buttons = QDialogButtonBox(
                QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
            )
            self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
            self.ok_button.setText(self.tr("&Use this hand"))
            self.buttons.accepted.connect(self.accept)
            self.buttons.rejected.connect(self.reject)
        outer.addWidget(self.buttons)
        self.picker.resultChanged.connect(self._update)
        self._update()
        self.picker.notation.setFocus()
        self._fit_body()
        screen = self.screen().availableGeometry()
        # what it needs side by side, within the screen (a window frame left room for)
        self.resize(min(1000, screen.width() - 16), min(620, screen.height() - 40))
        # at each show: bounded by the screen and placed inside it, frame and all (a non-modal
        # one opened where the platform put it, its bottom past a 683x384 screen's)
        fit_dialog(self, scroll=False)

    # --- the layout ----------------------------------------------------------------------
    def _fit_body(self) -> None:
        """The explanation beside the picker if the body is wide enough, else below it; the
        body never narrower than the picker (nothing cut off at its right)."""
        bar = self.body_scroll.verticalScrollBar().sizeHint().width()
        picker = self.picker.minimumSizeHint().width()
        self.body_scroll.setMinimumWidth(picker + bar)
        margins = self._outer.contentsMargins()
        room = self.width() - margins.left() - margins.right() - bar
        spacing = max(self.body_layout.spacing(), 0)
        wide = room >= picker + spacing + self._right.minimumSizeHint().width()
        direction = QBoxLayout.Direction.LeftToRight if wide else QBoxLayout.Direction.TopToBottom
        if self.body_layout.direction() != direction:
            self.body_layout.setDirection(direction)

    def is_side_by_side(self) -> bool:
        """The explanation beside the picker (else below it)."""
        return self.body_layout.direction() == QBoxLayout.Direction.LeftToRight

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_body()

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
