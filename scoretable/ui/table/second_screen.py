"""View -> Second screen: a window for a TV or a projector that follows the game live.

It shows the round and the counters, the hanchan timer if the game has one, the standings
(place, name, score, gap to the player above and to the leader), in the last hand the
all-last conditions (what each player needs for a better place: the session's watcher, the
one the panels' lines come from, so the table's "any hand" switch shows them here too) and
who paid whom in the last hand. Passive like the table: it redraws from the model's signals
and changes nothing.

Its own menu (a right click) or the L key switches it to the night's leaders: the library's
games of the last twelve hours (:func:`scoretable.storage.stats.night_leaders`), the players
by their final points with their games and Tenhou's R; the same again goes back.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QAction, QFont, QFontMetrics, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QLayout,
    QSizePolicy,
    QStackedLayout,
    QVBoxLayout,
    QWidget,
)

from scoretable.engine.conditions import current_ranks
from scoretable.engine.leftover import placement_order
from scoretable.game.model import GameModel
from scoretable.ui import theme
from scoretable.ui.fitting import resize_within
from scoretable.ui.table.conditions_view import compact_line
from scoretable.ui.widgets.panels.text_fit import fit_pixel_size
from scoretable.ui.widgets.round_indicator import round_parts

if TYPE_CHECKING:
    from scoretable.game.conditions import ConditionsWatcher
    from scoretable.session.table_session import TableSession
    from scoretable.storage.stats import PlayerStats

COLUMNS = 5  # place, name, score, gap to the player above, gap to the leader
LEADER_COLUMNS = 5  # place, name, the night's points, games, rating
# the smallest a long name is made beside the numbers before the numbers get smaller too
NAME_SHARE = 0.6


def payments(model: GameModel) -> list[tuple[str, str, int]]:
    """The last hand's payments as (payer, receiver, points), summed per pair, largest first;
    the table (riichi sticks) is named "Table"."""
    last = next((entry for entry in reversed(model.history) if entry.ends_hand), None)
    if last is None or last.settlement is None:
        return []
    table = QCoreApplication.translate("SecondScreen", "Table")
    names = list(last.players)
    totals: dict[tuple[str, str], int] = defaultdict(int)
    for transfer in last.settlement.transfers:
        payer = table if transfer.payer is None else names[transfer.payer]
        receiver = table if transfer.receiver is None else names[transfer.receiver]
        if transfer.amount:
            totals[(payer, receiver)] += transfer.amount
    return sorted(
        ((payer, receiver, amount) for (payer, receiver), amount in totals.items()),
        key=lambda item: -item[2],
    )


class SecondScreen(QWidget):
    """The standings, the round and the last hand's payments, large, for the room."""

    def __init__(
        self,
        session: TableSession,
        parent: QWidget | None = None,
        leaders: Callable[[int], list[PlayerStats]] | None = None,
    ) -> None:
        """It follows ``session``'s game (and each game after it); ``leaders`` gives the
        night's leaders of a player count (None: no library, the leaders' view says so)."""
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("secondScreen")
        self.setWindowTitle(self.tr("scoretable: standings"))
        self.model: GameModel | None = None
        self._connections: list[tuple[Any, Callable[..., None]]] = []
        self.round_label = QLabel()
        self.round_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.timer_label = QLabel()  # the hanchan timer, when the game has one
        self.timer_label.setObjectName("secondTimer")
        self.timer_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.timer_label.setVisible(False)
        for label in (self.round_label, self.timer_label):  # fitted to the width in _fit
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(24)
        # what the numbers are: the score, the gap to the player above, the gap to the leader
        self.headings: list[QLabel] = []
        for column, text in enumerate(
            ("", "", self.tr("Score"), self.tr("Gap to next"), self.tr("Gap to 1st"))
        ):
            heading = QLabel(text)
            heading.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            heading.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom)
            self.grid.addWidget(heading, 0, column)
            self.headings.append(heading)
        self.cells: list[list[QLabel]] = []
        for row in range(4):
            cells = []
            for column in range(COLUMNS):
                label = QLabel()
                label.setTextFormat(Qt.TextFormat.PlainText)  # a name is never markup
                label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
                align = Qt.AlignmentFlag.AlignLeft if column == 1 else Qt.AlignmentFlag.AlignRight
                label.setAlignment(align | Qt.AlignmentFlag.AlignVCenter)
                self.grid.addWidget(label, row + 1, column)
                cells.append(label)
            self.cells.append(cells)
        self.grid.setColumnStretch(1, 3)
        for column in (0, 2, 3, 4):
            self.grid.setColumnStretch(column, 2)
        self.conditions_title = QLabel(self.tr("All last: what each player needs"))
        self.conditions_label = QLabel()
        self.conditions_label.setObjectName("secondConditions")
        self.conditions_label.setTextFormat(Qt.TextFormat.PlainText)
        self.conditions_label.setSizePolicy(
            QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred
        )
        self.last_title = QLabel(self.tr("Last hand"))
        self.last_label = QLabel()
        self.last_label.setWordWrap(True)
        self.last_label.setTextFormat(Qt.TextFormat.PlainText)
        self.standings_page = QWidget()
        layout = self.standings_layout = QVBoxLayout(self.standings_page)
        layout.setContentsMargins(24, 16, 24, 16)
        # the fonts follow the window's size (_fit), not the other way round: a minimum
        # size from the current fonts would stop the window from getting smaller
        layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        layout.addWidget(self.round_label)
        layout.addWidget(self.timer_label)
        layout.addLayout(self.grid, 1)
        layout.addWidget(self.conditions_title)
        layout.addWidget(self.conditions_label)
        layout.addWidget(self.last_title)
        layout.addWidget(self.last_label)
        self.leaders = leaders
        self._build_leaders_page()
        self.pages = QStackedLayout(self)
        self.pages.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)  # (as the pages')
        self.pages.addWidget(self.standings_page)
        self.pages.addWidget(self.leaders_page)
        # its own menu (a right click) and keys: the standings or the night's leaders
        self.act_leaders = QAction(self.tr("Night's &leaders"), self)
        self.act_leaders.setCheckable(True)
        self.act_leaders.setShortcut(QKeySequence(Qt.Key.Key_L))
        self.act_leaders.toggled.connect(self.show_leaders)
        self.addAction(self.act_leaders)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        # a TV's 720p, as far as the screen it opens on has room (a 683x384 laptop screen
        # had the window twice its size, its edges off the screen)
        resize_within(self, QSize(1280, 720))
        self.session = session
        session.gameChanged.connect(self._follow)
        session.conditionsChanged.connect(self.refresh)
        self._follow(session.model)

    def _build_leaders_page(self) -> None:
        self.leaders_page = QWidget()
        self.leaders_title = QLabel(self.tr("Tonight's leaders"))
        self.leaders_title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.leaders_title.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.leaders_note = QLabel()  # nobody yet, or no library
        self.leaders_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.leaders_note.setWordWrap(True)
        self.leaders_grid = QGridLayout()
        self.leaders_grid.setHorizontalSpacing(24)
        self.leader_headings: list[QLabel] = []
        for column, text in enumerate(
            ("", "", self.tr("Points"), self.tr("Games"), self.tr("Rating"))
        ):
            heading = QLabel(text)
            heading.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            heading.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom)
            self.leaders_grid.addWidget(heading, 0, column)
            self.leader_headings.append(heading)
        self.leader_cells: list[list[QLabel]] = []
        layout = QVBoxLayout(self.leaders_page)
        layout.setContentsMargins(24, 16, 24, 16)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        layout.addWidget(self.leaders_title)
        layout.addWidget(self.leaders_note)
        layout.addLayout(self.leaders_grid)
        layout.addStretch(1)

    def show_leaders(self, shown: bool = True) -> None:
        """The night's leaders (``shown``), or the game's standings."""
        if self.act_leaders.isChecked() != shown:
            self.act_leaders.setChecked(shown)  # (comes back here)
            return
        self.pages.setCurrentWidget(self.leaders_page if shown else self.standings_page)
        self.refresh()

    def leaders_shown(self) -> bool:
        return self.pages.currentWidget() is self.leaders_page

    def refresh_leaders(self) -> None:
        """The night's leaders again from the library (the game's player count)."""
        model = self.model
        rows: list[PlayerStats] = []
        note = ""
        if self.leaders is None:
            note = self.tr("The night's leaders come from the library: there is none.")
        elif model is not None:
            rows = self.leaders(len(model.players))
            note = "" if rows else self.tr("No game finished tonight yet.")
        while len(self.leader_cells) < len(rows):
            row = len(self.leader_cells) + 1
            cells = []
            for column in range(LEADER_COLUMNS):
                label = QLabel()
                label.setTextFormat(Qt.TextFormat.PlainText)  # a name is never markup
                label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
                align = Qt.AlignmentFlag.AlignLeft if column == 1 else Qt.AlignmentFlag.AlignRight
                label.setAlignment(align | Qt.AlignmentFlag.AlignVCenter)
                self.leaders_grid.addWidget(label, row, column)
                cells.append(label)
            self.leader_cells.append(cells)
        for index, cells in enumerate(self.leader_cells):
            shown = index < len(rows)
            texts = ["", "", "", "", ""]
            if shown:
                stats = rows[index]
                texts = [
                    f"{index + 1}.",
                    stats.name,
                    theme.signed_float(stats.final_points),
                    str(stats.games),
                    f"{stats.rating:,.1f}",
                ]
            for label, text in zip(cells, texts, strict=True):
                label.setText(text)
                label.setHidden(not shown)
        for heading in self.leader_headings:
            heading.setHidden(not rows)
        self.leaders_note.setText(note)
        self.leaders_note.setHidden(not note)
        self._fit_leaders()

    def leaders_rows(self) -> list[tuple[str, ...]]:
        """The night's leaders as shown, row by row."""
        return [
            tuple(label.text() for label in cells)
            for cells in self.leader_cells
            if not cells[0].isHidden()
        ]

    def _follow(self, model: GameModel) -> None:
        """Follow ``model``, the session's new game (it replaces the old one)."""
        for signal, slot in self._connections:
            signal.disconnect(slot)
        self.model = model
        self._connections = [
            (model.scoresChanged, self.refresh),
            (model.roundChanged, self.refresh),
            (model.playersChanged, self.refresh),
            (model.historyChanged, self.refresh),
            (model.gameResumed, self.refresh),
        ]
        for signal, slot in self._connections:
            signal.connect(slot)
        self.refresh()

    @property
    def watcher(self) -> ConditionsWatcher:
        """The all-last conditions of the game on the table: the session's watcher."""
        return self.session.conditions

    def refresh(self, *_args: object) -> None:
        model = self.model
        if model is None:
            return
        if self.leaders_shown():
            self.refresh_leaders()
            return
        state = model.state
        round_text, honba, sticks = round_parts(state)
        over = self.tr("Game over") if state.game_over else ""
        self.round_label.setText(
            " · ".join(part for part in (round_text, honba, sticks, over) if part)
        )
        scores = model.scores
        order = placement_order(scores)
        leader = scores[order[0]]
        above = None
        for row, seat in enumerate(order):
            cells = self.cells[row]
            cells[0].setText(f"{row + 1}.")
            cells[1].setText(model.players[seat])
            cells[2].setText(theme.points(scores[seat]))
            cells[3].setText("" if above is None else theme.signed(scores[seat] - above))
            cells[4].setText("" if row == 0 else theme.signed(scores[seat] - leader))
            above = scores[seat]
        for row, cells in enumerate(self.cells):  # three players: the fourth row empty, hidden
            for label in cells:
                if row >= len(order):
                    label.clear()
                label.setHidden(row >= len(order))
        lines = [
            self.tr("{payer} → {receiver}: {points}").format(
                payer=payer, receiver=receiver, points=theme.points(points)
            )
            for payer, receiver, points in payments(model)
        ]
        self.last_label.setText("\n".join(lines) if lines else self.tr("No hand recorded yet."))
        conditions = self.conditions_lines()
        self.conditions_label.setText("\n".join(conditions))
        self.conditions_title.setVisible(bool(conditions))
        self.conditions_label.setVisible(bool(conditions))
        self._fit()

    def conditions_lines(self) -> list[str]:
        """The all-last conditions, one line a place: "Ben — 1st: ron 7,700 / ..." (empty
        outside the last hand, or once the game is over)."""
        watcher = self.watcher
        if not watcher.active:
            return []
        model = watcher.model
        state = model.state
        ranks = current_ranks(state)
        return [
            self.tr("{player} — {line}").format(
                player=model.players[condition.seat],
                line=compact_line(condition, ranks, state.dealer),
            )
            for condition in watcher.conditions
        ]

    def set_timer_text(self, text: str) -> None:
        """The hanchan timer's countdown or ending rule (empty: no timer, hidden)."""
        self.timer_label.setText(text)
        self.timer_label.setVisible(bool(text))
        self._fit()

    def standings(self) -> list[tuple[str, str, str, str, str]]:
        """The standings as shown, row by row."""
        return [
            (c[0].text(), c[1].text(), c[2].text(), c[3].text(), c[4].text())
            for c in self.cells
            if not c[0].isHidden()
        ]

    def _fit(self) -> None:
        """Fonts from the window's height, made smaller where the widest text of a line
        (the standings' columns, the timer) would not fit its width: nothing clipped. The
        standings never smaller than the lines under them: in a small window (683x384) the
        conditions took the height and left the rows 8 px under 15-px lines, so those lines
        are made smaller until the rows are as large."""
        rows = self._fit_at(None)
        cap = self.conditions_label.font().pixelSize()
        while self.conditions_label.isVisibleTo(self) and rows < cap and cap > 8:
            cap -= 1
            rows = self._fit_at(cap)

    def _fit_at(self, cap: int | None) -> int:
        """:meth:`_fit` with the lines under the standings at most ``cap`` px (None: as
        the height gives them); the rows' size."""
        height = max(self.height(), 200)
        width = max(self.width() - 48, 100)
        big = QFont(self.font())
        big.setWeight(QFont.Weight.Bold)
        for label in (self.round_label, self.timer_label):
            font = QFont(big)
            fitted = fit_pixel_size(font, label.text() or " ", width, 10**4)
            font.setPixelSize(max(8, min(height // 14, fitted)))
            label.setFont(font)
        small = QFont(self.font())
        small.setPixelSize(
            max(12, height // 26) if cap is None else min(cap, max(12, height // 26))
        )
        self.last_label.setFont(small)
        # the conditions: one line a place, each whole; together at most a third of the height
        lines = self.conditions_label.text().splitlines() or [" "]
        conditions = QFont(small)
        conditions.setPixelSize(
            max(
                8,
                min(
                    small.pixelSize(),
                    min(fit_pixel_size(conditions, line, width, 10**4) for line in lines),
                ),
            )
        )
        while (
            conditions.pixelSize() > 8
            and QFontMetrics(conditions).lineSpacing() * len(lines) > height / 3
        ):
            conditions.setPixelSize(conditions.pixelSize() - 1)
        self.conditions_label.setFont(conditions)
        title = QFont(small)
        title.setBold(True)
        self.last_title.setFont(title)
        self.conditions_title.setFont(title)
        heading_font = QFont(small)
        row = QFont(self.font())
        row.setWeight(QFont.Weight.DemiBold)
        row.setPixelSize(100)
        metrics = QFontMetrics(row)
        # (the names may be smaller than the numbers, down to NAME_SHARE of their size)
        columns = [
            max(metrics.horizontalAdvance(cells[column].text()) for cells in self.cells)
            * (NAME_SHARE if column == 1 else 1)
            + 2
            for column in range(COLUMNS)
        ]
        spacing = self.grid.horizontalSpacing() * (COLUMNS - 1)
        by_width = int(100 * (width - spacing) / max(sum(columns), 1.0))
        # the rows share what the other lines leave of the height (a line is ~1.3 em)
        others = sum(
            widget.sizeHint().height() + 6
            for widget in (
                self.round_label,
                self.timer_label,
                self.conditions_title,
                self.conditions_label,
                self.last_title,
                self.last_label,
                self.headings[2],
            )
            if not widget.isHidden()
        )
        by_height = int((height - 40 - others) / 4 / 1.4)
        pixels = max(8, min(height // 12, by_width, by_height))

        name_font = QFont(row)

        def widths(pixels: int, name_pixels: int) -> list[int]:
            """Each column's width: its widest text (the numbers at ``pixels``, the names at
            ``name_pixels``), or its heading."""
            row.setPixelSize(pixels)
            name_font.setPixelSize(name_pixels)
            return [
                max(
                    max(
                        QFontMetrics(name_font if column == 1 else row).horizontalAdvance(
                            cells[column].text()
                        )
                        for cells in self.cells
                    ),
                    QFontMetrics(heading_font).horizontalAdvance(self.headings[column].text()),
                )
                + 2
                for column in range(COLUMNS)
            ]

        def fits(pixels: int, name_pixels: int) -> bool:
            return sum(widths(pixels, name_pixels)) + spacing <= width

        names_at_100 = max(columns[1] - 2, 1) / NAME_SHARE  # the names' width at 100 px

        def name_room(pixels: int) -> int:
            """The largest size of the names (at most the numbers') beside the numbers at
            ``pixels``."""
            others = sum(w for column, w in enumerate(widths(pixels, 1)) if column != 1)
            return min(pixels, int(100 * (width - spacing - others - 2) / names_at_100))

        # where a long name or a heading is wider than the numbers allow: the names alone
        # smaller (to NAME_SHARE of the numbers), then the rows too (to 8 px), then the
        # headings (to 7 px), then the names again (to 6 px)
        while pixels > 8 and name_room(pixels) < max(8, int(pixels * NAME_SHARE)):
            pixels -= 1
        name_pixels = max(min(8, pixels), name_room(pixels))
        while name_pixels > 8 and not fits(pixels, name_pixels):  # the estimate's rounding
            name_pixels -= 1
        while heading_font.pixelSize() > 7 and not fits(pixels, name_pixels):
            heading_font.setPixelSize(heading_font.pixelSize() - 1)
        while name_pixels > 6 and not fits(pixels, name_pixels):
            name_pixels -= 1
        # the headings no larger than the numbers under them
        heading_font.setPixelSize(max(7, min(heading_font.pixelSize(), int(pixels * 0.8))))
        for heading in self.headings:
            heading.setFont(heading_font)
        for column, widest in enumerate(widths(pixels, name_pixels)):
            # shares of the width as the texts need them (minimum widths would stop the
            # window from getting smaller)
            self.grid.setColumnStretch(column, widest)
        for cells in self.cells:
            for column, label in enumerate(cells):
                label.setFont(name_font if column == 1 else row)
        # laid out at these fonts now, not at the next event (the page is the window's)
        self.standings_layout.invalidate()
        self.standings_layout.activate()
        return pixels

    def _fit_leaders(self) -> None:
        """The leaders' fonts from the window's height, smaller where a row would not fit
        its width: nothing clipped."""
        height = max(self.height(), 200)
        width = max(self.width() - 48, 100)
        rows = [cells for cells in self.leader_cells if not cells[0].isHidden()]
        title = QFont(self.font())
        title.setWeight(QFont.Weight.Bold)
        title.setPixelSize(
            max(
                8, min(height // 14, fit_pixel_size(title, self.leaders_title.text(), width, 10**4))
            )
        )
        self.leaders_title.setFont(title)
        small = QFont(self.font())
        small.setPixelSize(max(12, height // 26))
        self.leaders_note.setFont(small)
        row = QFont(self.font())
        row.setWeight(QFont.Weight.DemiBold)
        spacing = self.leaders_grid.horizontalSpacing() * (LEADER_COLUMNS - 1)
        # the rows share what the title and the headings leave of the height (~1.4 em a row)
        room = height - 32 - QFontMetrics(title).lineSpacing() - 2 * small.pixelSize()
        pixels = max(8, min(height // 12, int(room / max(len(rows), 4) / 1.4)))

        def widths(pixels: int) -> list[int]:
            row.setPixelSize(pixels)
            heading = QFont(small)
            heading.setPixelSize(max(7, min(small.pixelSize(), int(pixels * 0.8))))
            return [
                max(
                    [QFontMetrics(row).horizontalAdvance(cells[column].text()) for cells in rows]
                    + [QFontMetrics(heading).horizontalAdvance(self.leader_headings[column].text())]
                )
                + 2
                for column in range(LEADER_COLUMNS)
            ]

        while pixels > 8 and sum(widths(pixels)) + spacing > width:
            pixels -= 1
        columns = widths(pixels)
        heading = QFont(small)
        heading.setPixelSize(max(7, min(small.pixelSize(), int(pixels * 0.8))))
        for label in self.leader_headings:
            label.setFont(heading)
        for column, widest in enumerate(columns):
            self.leaders_grid.setColumnStretch(column, widest)
        for cells in self.leader_cells:
            for label in cells:
                label.setFont(row)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()
        self._fit_leaders()
