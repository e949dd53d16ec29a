"""The score table: the players' panels around the round indicator, the action strip, the
hand history.

The window is the table's shell, given the table's session (the game on the table and what
watches it: :mod:`scoretable.session.table_session`) when made: it renders the game's signals,
follows the session's ``gameChanged`` and applies changes through :meth:`MainWindow.run` (the
session's save path), which shows a refusal or a failed save instead of changing a score.
Each menu's actions and their slots live in a module of their own
(:mod:`scoretable.ui.table.menus`), every slot guarded (:mod:`scoretable.ui.error_words`), every
screen opened through ``menus.open_screen``. Seats sit as around a real table,
counter-clockwise (at rotation 0 the first East at the bottom); three players leave North's
side empty; View -> Table mode turns each panel to face its seat.
"""

from __future__ import annotations

import itertools
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, cast

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, Signal
from PySide6.QtGui import QCloseEvent, QFontInfo, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QGridLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QVBoxLayout,
    QWidget,
)

from scoretable import APP_NAME
from scoretable.engine.errors import RuleError
from scoretable.engine.rules import Rules
from scoretable.game.model import GameModel, refusal_text
from scoretable.i18n import translate_rules_label
from scoretable.session.table_session import NotSaved, TableSession
from scoretable.ui import theme
from scoretable.ui.error_words import error_sentence, guarded
from scoretable.ui.table.conditions_view import TableConditions
from scoretable.ui.table.history_dock import HistoryDock
from scoretable.ui.table.menus.edit import EditMenu
from scoretable.ui.table.menus.game import GameMenu
from scoretable.ui.table.menus.games import GamesMenu
from scoretable.ui.table.menus.hand import HandMenu
from scoretable.ui.table.menus.help import HelpMenu
from scoretable.ui.table.menus.learn import LearnMenu
from scoretable.ui.table.menus.view import ViewMenu
from scoretable.ui.table.speech_actions import SpeechActions
from scoretable.ui.table.strip import ActionStrip
from scoretable.ui.table.view_access import SeeingActions
from scoretable.ui.widgets.panels import PlayerPanel
from scoretable.ui.widgets.round_indicator import RoundIndicator

if TYPE_CHECKING:  # imported where first used
    from scoretable.game.timer import HanchanTimer
    from scoretable.session.club_link import ClubLink
    from scoretable.session.library import Library
    from scoretable.settings import Settings
    from scoretable.ui.table.history_panel import HistoryView
    from scoretable.ui.table.second_screen import SecondScreen
    from scoretable.ui.widgets.rotated import RotatedHost

# grid cell (row, column) of each position: 0 bottom, 1 right, 2 top, 3 left
POSITIONS = ((2, 1), (1, 2), (0, 1), (1, 0))
# table mode: (row, column, rows, columns) of each position, a pinwheel around the centre
TABLE_POSITIONS = ((2, 0, 1, 2), (1, 2, 2, 1), (0, 1, 1, 2), (0, 0, 2, 1))
# table mode: which way each position's panel is turned (degrees counter-clockwise)
TABLE_ANGLES = (0, 90, 180, 270)
# the layouts (View -> Table mode)
LAYOUTS = ("screen", "table")
# the strip's text follows the application's up to this fraction of the table's height (a
# larger text would take the centre's room on a small screen)
STRIP_TEXT_SHARE = 24


class _TableArea(QWidget):
    """The central grid; tells the window when its size changes (to scale the fonts)."""

    resized = Signal()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.resized.emit()


class MainWindow(QMainWindow):
    """The score table window: a view of the table's session, one game at a time.

    Args:
        session: the table's session (the library's); a bare :class:`GameModel` gets a
            session of its own, on ``library`` and ``club``.
        parent: the parent widget.
        library: where new games are made and every game is kept (its journal); None keeps
            games nowhere and disables the Games menu (with a model only).

    Signals:
        modelChanged(GameModel): a new game replaced the current one (the window shows it).
    """

    modelChanged = Signal(object)

    def __init__(
        self,
        session: TableSession | GameModel,
        parent: QWidget | None = None,
        library: Library | None = None,
        settings: Settings | None = None,
        layout: str | None = None,
        club: ClubLink | None = None,
    ) -> None:
        super().__init__(parent)
        # set first: Qt may deliver a palette change while the window is being built
        self._restyling = True
        self._connected = False
        if isinstance(session, GameModel):
            session = TableSession(session, library=library, club=club, parent=self)
        self.session = session
        model = self._shown = session.model
        # the screens open over the table, by name (see menus.open_screen)
        self.screens: dict[str, QWidget] = {}
        # the session's hanchan timer (its clock may be swapped by tests) ticks once a second
        session.timer.changed.connect(self._timer_changed)
        self.rotation = 0
        self.layout_mode = "screen"
        # where View -> Table mode is remembered (none: nothing is remembered)
        self.settings = settings
        # the link to the club's server (session.club); its state shows in the status bar
        self.club_status = QLabel()
        self.club_status.setObjectName("clubStatus")
        self.hosts: list[RotatedHost] = []
        self.setWindowTitle(APP_NAME)
        self.resize(1366, 768)

        # a panel for each of the four sides; a three-player game shows the first three
        self.all_panels = [PlayerPanel(seat) for seat in range(4)]
        self.indicator = RoundIndicator()
        self.table_area = _TableArea()
        self.table_area.setObjectName("tableArea")
        self.grid = QGridLayout()
        self.grid.setSpacing(10)
        for i in range(3):
            self.grid.setColumnStretch(i, 1)
            self.grid.setRowStretch(i, 1)
        self.strip = ActionStrip()
        outer = QVBoxLayout(self.table_area)
        outer.setContentsMargins(10, 6, 10, 8)
        outer.setSpacing(8)
        outer.addLayout(self.grid, 1)
        outer.addWidget(self.strip)
        self.setCentralWidget(self.table_area)
        self.table_area.resized.connect(self._fit_fonts)
        self._place_panels()
        for first, second in itertools.pairwise(self.all_panels):
            QWidget.setTabOrder(first, second)
        for panel in self.all_panels:
            # no focus on a Riichi button: the window's first one took it at start and after
            # every dialog, and Space declared riichi (1-4 do, and say so in the menu)
            panel.riichi_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            # Tab goes round the panels instead (a screen reader names each seat, its player
            # and score); Space and Enter do nothing on a panel
            panel.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            panel.set_key(str(panel.seat + 1))

        # the hand history, its panel built when first shown
        self.history_dock = HistoryDock(self, session)

        # each menu's actions and their slots: a module of its own (menus/); View's speech
        # (speech_actions.py) and aids to seeing (view_access.py) are the table's too
        self.speech = SpeechActions(self, self.settings)
        self.seeing = SeeingActions(self, self.settings)
        self.menu_edit = EditMenu(self)
        self.menu_game = GameMenu(self, self.menu_edit.undo)
        self.menu_hand = HandMenu(self)
        extra = [self.speech.actions, self.seeing.actions]
        self.menu_view = ViewMenu(self, self.history_dock, extra)
        self.menu_games = GamesMenu(self)
        self.menu_learn = LearnMenu(self)
        self.menu_help = HelpMenu(self)
        menus: tuple[QMenu, ...] = (self.menu_game, self.menu_edit, self.menu_hand)
        menus += (self.menu_view, self.menu_games, self.menu_learn, self.menu_help)
        for menu in menus:
            self.menuBar().addMenu(menu)
        slots: tuple[Callable[[], object], ...] = (
            self.menu_hand.ask_win,
            self.menu_hand.ask_draw,
            self.menu_hand.ask_chombo,
            self.menu_edit.undo,
            self.menu_edit.redo,
            self.menu_game.show_results,
            self.menu_game.ask_new_game,
        )
        for button, slot in zip(self.strip.buttons(), slots, strict=True):
            button.clicked.connect(guarded(self, slot))
        for panel in self.all_panels:
            panel.riichiClicked.connect(self.menu_hand.toggle_riichi)
            panel.scoreClicked.connect(self.menu_hand.ask_win)
            panel.hoverChanged.connect(self.menu_view.hover_changed)
        # all-last conditions: a line under each panel, from the session's watcher
        self.conditions = TableConditions(self.all_panels, session)
        session.gameChanged.connect(self._show_game)
        if (club := self.club) is not None:
            self.statusBar().addPermanentWidget(self.club_status)
            club.statusChanged.connect(self.show_club_state)
            self.show_club_state(club.state, club.where)
        self._apply_style()
        QApplication.styleHints().colorSchemeChanged.connect(self._apply_style)
        self._show_game(model)
        self._restyling = False
        # the layout given for this run (--layout), else the one remembered
        if layout is None and settings is not None:
            from scoretable.settings import LAYOUT

            layout = settings.get(LAYOUT)
        if layout is not None:
            self.set_layout(layout)

    # --- the model ----------------------------------------------------------------------

    @property
    def model(self) -> GameModel:
        """The game on the table (the session's)."""
        return self.session.model

    library = property(lambda self: self.session.library)  # (Library | None)
    club = property(lambda self: self.session.club)  # (ClubLink | None)

    @property
    def hanchan_timer(self) -> HanchanTimer:
        return self.session.timer

    @property
    def second_screen(self) -> SecondScreen | None:
        """The standings for a TV or projector, once View -> Second screen opened it."""
        return cast("SecondScreen | None", self.screens.get("second_screen"))

    @property
    def seats(self) -> int:
        """3 or 4: the seats of the game on the table."""
        return self.model.rules.players

    @property
    def panels(self) -> list[PlayerPanel]:
        """The panels of the game's seats, by seat (three with three players)."""
        return self.all_panels[: self.seats]

    def set_model(self, model: GameModel) -> None:
        """Put ``model`` on the table (the session's game: every view follows it); the
        game already there is shown afresh."""
        if not self.session.set_model(model):
            self._show_game(model)

    def _show_game(self, model: GameModel) -> None:
        """Show ``model``, the session's game: reconnect every signal, redraw everything."""
        old, self._shown = self._shown, model
        if old is not model or not self._connected:
            if self._connected:
                for signal, slot in self._connections(old):
                    signal.disconnect(slot)
            if old.rules.players != model.rules.players:
                self._place_panels()
            for signal, slot in self._connections(model):
                signal.connect(slot)
            self._connected = True
        self.menu_game.close_results()
        self.clear_message()
        self._refresh_all()
        self.hanchan_timer.tick()
        if old is not model:
            dialog = self.screens.get("conditions")  # the earlier game's conditions
            if dialog is not None and shiboken6.isValid(dialog) and dialog.isVisible():
                dialog.close()
            self.modelChanged.emit(model)

    def _connections(self, model: GameModel) -> list[tuple[Any, Callable[..., None]]]:
        """Every (signal, slot) pair between ``model`` and this window."""
        stack = model.undo_stack
        return [
            (model.scoresChanged, self._scores_changed),
            (model.riichiChanged, self._riichi_changed),
            (model.roundChanged, self._round_changed),
            (model.playersChanged, self._players_changed),
            (model.historyChanged, self._history_changed),
            (model.gameOver, self._game_over),
            (model.gameResumed, self._game_resumed),
            (stack.canUndoChanged, self._update_actions),
            (stack.canRedoChanged, self._update_actions),
            (stack.undoTextChanged, self._update_actions),
            (stack.redoTextChanged, self._update_actions),
        ]

    def start_new_game(self, players: Sequence[str], rules: Rules) -> None:
        try:
            self.session.new_game(rules, players)
        except NotSaved as error:  # the store could not save it: the game on the table stays
            self.show_message(error_sentence(error))

    # --- actions and menus --------------------------------------------------------------

    def menus(self) -> list[QMenu]:
        return [m for a in self.menuBar().actions() if isinstance(m := a.menu(), QMenu)]

    # --- user actions -------------------------------------------------------------------

    def run(self, change: Callable[[], None]) -> bool:
        """Apply a model change through the session; a refusal or a failed save shows its
        message (in the interface's language) instead."""
        try:
            self.session.record(change)
        except RuleError as error:
            self.show_message(refusal_text(error, self.model.players))
            return False
        except NotSaved as error:
            self.show_message(error_sentence(error, self.model.players))
            return False
        self.clear_message()
        return True

    def _timer_changed(self) -> None:
        self.indicator.set_timer_text(self.hanchan_timer.text(short=True))
        if self.second_screen is not None:
            self.second_screen.set_timer_text(self.hanchan_timer.text())

    def set_layout(self, mode: str) -> bool:
        """Lay the table out as ``mode``; False if it already was."""
        if mode not in LAYOUTS:
            raise ValueError(f"layout must be one of {LAYOUTS}, not {mode!r}")
        self.menu_view.act_table_mode.setChecked(mode == "table")
        if mode == self.layout_mode:
            return False
        self.layout_mode = mode
        self._place_panels()
        self.indicator.set_table_mode(mode == "table")
        self.strip.redo_button.setVisible(mode == "table")
        if self.model.game_over and self.strip.message_label.text() == self.strip.game_over_text(
            "screen" if mode == "table" else "table"
        ):
            self._show_game_over_banner()  # the other layout's wording
        return True

    def rotate_view(self) -> None:
        self.rotation = (self.rotation + 1) % 4
        self._place_panels()

    def panel_angle(self, seat: int) -> int:
        """How far ``seat``'s panel is turned, counter-clockwise (0 in screen mode)."""
        if self.layout_mode != "table":
            return 0
        return TABLE_ANGLES[(seat - self.rotation) % 4]

    def show_club_state(self, state: str, detail: str) -> None:
        """The club link's state, small, in the status bar (the reason in its tool tip)."""
        words = {
            "sent": QCoreApplication.translate("LeagueDialog", "Club: sent"),
            "waiting": QCoreApplication.translate("LeagueDialog", "Club: waiting"),
            "failed": QCoreApplication.translate("LeagueDialog", "Club: not sent (will retry)"),
            "conflict": QCoreApplication.translate(
                "LeagueDialog", "Club: copies differ (Games menu)"
            ),
        }
        self.club_status.setText(words.get(state, state))
        self.club_status.setToolTip(detail)

    # --- messages -----------------------------------------------------------------------

    def show_message(self, text: str) -> None:
        self.speech.announce(text)
        self.strip.say(text)

    def clear_message(self) -> None:
        self.strip.message_label.clear()
        self.strip.message_label.setToolTip("")
        if self.model.game_over:
            self._show_game_over_banner()
        else:
            self.strip.message_label.setVisible(False)

    def _show_game_over_banner(self) -> None:
        self.strip.say(self.strip.game_over_text(self.layout_mode))
        self.strip.message_label.setToolTip("")

    def message(self) -> str:
        label = self.strip.message_label
        return label.text() if label.isVisible() else ""

    def refuse_if_over(self) -> bool:
        if self.model.game_over:
            self.show_message(
                self.tr("The game is over: undo (Ctrl+Z) to reopen it, or start a new game.")
            )
            return True
        return False

    # --- rendering ----------------------------------------------------------------------

    def rules_label(self) -> str:
        return translate_rules_label(self.model.rules.label)

    def panel_at(self, position: int) -> PlayerPanel | None:
        """The panel shown at ``position`` (0 bottom, 1 right, 2 top, 3 left); None on the
        empty North side of a three-player table."""
        seat = (position + self.rotation) % 4
        return self.panels[seat] if seat < self.seats else None

    def panel_holder(self, seat: int) -> QWidget:
        """The widget in the grid for ``seat``: its panel, or in table mode its host."""
        return self.hosts[seat] if self.hosts else self.all_panels[seat]

    def _place_panels(self) -> None:
        for seat in range(4):
            self.grid.removeWidget(self.panel_holder(seat))
        self.grid.removeWidget(self.indicator)
        table = self.layout_mode == "table"
        if table and not self.hosts:
            # the graphics view's classes load with the table layout, not before (issue 30)
            from scoretable.ui.widgets.rotated import RotatedHost

            self.hosts = [RotatedHost(panel) for panel in self.all_panels]
        elif not table and self.hosts:
            hosts, self.hosts = self.hosts, []
            for host, panel in zip(hosts, self.all_panels, strict=True):
                host.proxy.setWidget(None)  # type: ignore[arg-type]  # gives the panel back
                panel.setParent(self.table_area)
                host.hide()
                host.deleteLater()
        for seat in range(4):
            position = (seat - self.rotation) % 4
            holder = self.panel_holder(seat)
            if seat >= self.seats:  # three players: North's side stays empty
                holder.hide()
                continue
            if table:
                self.hosts[seat].set_angle(TABLE_ANGLES[position])
                self.grid.addWidget(holder, *TABLE_POSITIONS[position])
            else:
                self.grid.addWidget(holder, *POSITIONS[position])
            holder.show()
            self.all_panels[seat].show()
        self.grid.addWidget(self.indicator, 1, 1)

    def _refresh_all(self) -> None:
        model = self.model
        self.setWindowTitle(f"{APP_NAME} — {self.rules_label()}")
        self._players_changed(list(model.players))
        self._scores_changed(list(model.scores))
        self._round_changed()
        self._history_changed()
        self._update_actions()
        if model.game_over:
            self._game_over(model.result())

    def _scores_changed(self, scores: list[int]) -> None:
        for panel, score in zip(self.panels, scores, strict=True):
            panel.set_score(score)
        self.menu_view.update_differences()
        self._update_riichi()

    def _riichi_changed(self, flags: list[bool]) -> None:
        self._update_riichi()

    def _update_riichi(self) -> None:
        state = self.model.state
        for seat, panel in enumerate(self.panels):
            declared = seat in state.riichi
            refusal = None if declared else self.model.riichi_refusal(seat)
            panel.set_riichi(declared, refusal)

    def _round_changed(self) -> None:
        state = self.model.state
        for seat, panel in enumerate(self.panels):
            panel.set_wind(state.seat_wind(seat), seat == state.dealer)
        self.indicator.set_state(state, self.rules_label())
        self._update_riichi()

    def _players_changed(self, players: list[str]) -> None:
        for panel, name in zip(self.panels, players, strict=True):
            panel.set_name(name)
        self.speech.show_seats(len(players))
        self.menu_hand.show_players(players)
        self.menu_view.update_differences()

    def _history_changed(self) -> None:
        last = self.model.last_hand_change()
        for seat, panel in enumerate(self.panels):
            panel.set_delta(None if last is None else last[seat])

    def _update_actions(self, *_args: object) -> None:
        stack = self.model.undo_stack
        if not (shiboken6.isValid(stack) and shiboken6.isValid(self)):
            return  # the stack announces its own destruction at shutdown
        self.menu_edit.show_stack(stack)
        over = self.model.game_over
        # W, D, C and 1-4 stay live once the game is over: they say why nothing happens
        # (and how to go on) rather than doing nothing, silently
        self.menu_game.show_game_over(over)
        edit = self.menu_edit
        self.strip.show_game(stack, over, edit.act_undo.text(), edit.act_redo.text())

    def _fit_fonts(self) -> None:
        """The strip's buttons, then the scores: each score as large as its own box allows
        (a crowded panel never makes the others' smaller)."""
        height = self.table_area.height()
        # 28 px up to a 1080 px window; then a fortieth of the height (52 px at 2160); as
        # large as the application's text (View -> Text size) where the height allows it
        text = min(QFontInfo(QApplication.font()).pixelSize(), height // STRIP_TEXT_SHARE)
        self.strip.fit(max(12, min(height // 28, max(28, height // 40)), text))
        for panel in self.panels:
            panel.relayout()
        self.indicator.set_pixel_size(max(14, height // 14))
        self.history_dock.fit()

    def score_pixel_size(self) -> int:
        return min(panel.score_pixel_size() for panel in self.panels)

    def _apply_style(self, *_args: object) -> None:
        """Colours that follow the palette: the dealer's frame and badge, the banner."""
        dark = theme.is_dark()
        loss = theme.loss_color(dark)
        for panel in self.all_panels:
            panel.set_frame_colors(*theme.dealer_colors(dark))
        self.strip.message_label.set_colors(loss, border=loss)
        if self._connected:
            # the gain/loss colours follow the palette
            self._history_changed()
            self.menu_view.update_differences()
            self.history_dock.refresh()

    # --- game over ----------------------------------------------------------------------

    def _game_over(self, result: object) -> None:
        self._show_final_in_panels()
        self._show_game_over_banner()
        if self.layout_mode == "screen":
            self.menu_game.show_results()

    def _show_final_in_panels(self) -> None:
        """Each panel shows its player's place and final points, big, facing them."""
        from scoretable.ui.table.results_dialog import place_text

        result = self.model.result()
        for seat, panel in enumerate(self.panels):
            points = result.points[seat]
            panel.set_result(
                f"{place_text(result.ranks[seat])} · {theme.signed_float(points)}", points
            )

    def _game_resumed(self) -> None:
        self.menu_game.close_results()
        for panel in self.all_panels:
            panel.set_result(None)
        self.clear_message()

    # --- the hand history panel ---------------------------------------------------------

    @property
    def history_view(self) -> HistoryView:
        """The hand history panel (built on first use)."""
        return self.history_dock.view

    # --- Qt -----------------------------------------------------------------------------

    def showEvent(self, event: QShowEvent) -> None:
        self.history_dock.place()
        super().showEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.history_dock.limit()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.ApplicationFontChange:
            # View -> Text size: the strip, the message and the history follow the new text
            self._fit_fonts()
            self.history_dock.limit()
        # An application palette change (e.g. the desktop turns dark) restyles the colours.
        palette_events = (QEvent.Type.ApplicationPaletteChange, QEvent.Type.PaletteChange)
        if event.type() in palette_events and not self._restyling:
            self._restyling = True
            try:
                self._apply_style()
            finally:
                self._restyling = False
        super().changeEvent(event)

    def sizeHint(self) -> QSize:
        return QSize(1366, 768)

    def closeEvent(self, event: QCloseEvent) -> None:
        # a restore, backup... still running: ask (none ran if their module never loaded)
        long_work = sys.modules.get("scoretable.ui.widgets.long_work")
        if long_work is not None and not long_work.confirm_close(self, event):
            return
        self.menu_game.close_results()
        if self.second_screen is not None:
            self.second_screen.close()
        super().closeEvent(event)
