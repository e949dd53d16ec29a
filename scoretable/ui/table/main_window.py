"""The score table: the players' panels around the round indicator, the action strip, the
hand history.

The window is the table's shell: it renders what the :class:`~scoretable.game.model.GameModel`
signals say and applies changes through :meth:`MainWindow.run`, which shows a refusal (the
engine's sentence) in the message strip instead of changing a score. Each menu's actions and
their slots live in a module of their own (:mod:`scoretable.ui.table.menus`), every slot
guarded (:mod:`scoretable.ui.voice`), every screen opened through ``menus.open_screen``.
Collaborators are explicit: the library (None for ``--screenshot`` and tests: no Games menu),
the settings, the club link.

Seats sit as around a real table, counter-clockwise: at rotation 0 the first East is at the
bottom, South on the right. Three players leave North's side empty. View -> Table mode turns
each panel to face its seat, the panels as the arms of a pinwheel. Messages never take room
from the scores: they go in the action strip beside the large buttons; at the end of the game
the strip is one banner and each panel shows its player's place and final points.
"""

from __future__ import annotations

import itertools
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, cast

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QColor, QFont, QFontInfo, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from scoretable import APP_NAME
from scoretable.engine.errors import RuleError
from scoretable.engine.rules import Rules
from scoretable.game.model import GameModel, refusal_text
from scoretable.game.timer import HanchanTimer
from scoretable.i18n import translate_rules_label
from scoretable.ui import theme
from scoretable.ui.table.menus.edit import EditMenu
from scoretable.ui.table.menus.game import GameMenu
from scoretable.ui.table.menus.games import GamesMenu
from scoretable.ui.table.menus.hand import HandMenu
from scoretable.ui.table.menus.help import HelpMenu
from scoretable.ui.table.menus.learn import LearnMenu
from scoretable.ui.table.menus.view import ViewMenu
from scoretable.ui.table.panels import PlayerPanel, fit_pixel_size
from scoretable.ui.table.rotated import RotatedHost
from scoretable.ui.table.round_indicator import RoundIndicator
from scoretable.ui.table.speech_actions import SpeechActions
from scoretable.ui.table.view_access import SeeingActions
from scoretable.ui.voice import guarded

if TYPE_CHECKING:  # imported where first used
    from scoretable.game.club_link import ClubLink
    from scoretable.settings import Settings
    from scoretable.ui.library.library import Library
    from scoretable.ui.table.history_panel import HistoryView
    from scoretable.ui.table.results_dialog import ResultsDialog
    from scoretable.ui.table.second_screen import SecondScreen

#: grid cell (row, column) of each position: 0 bottom, 1 right, 2 top, 3 left
POSITIONS = ((2, 1), (1, 2), (0, 1), (1, 0))
#: table mode: (row, column, rows, columns) of each position, a pinwheel around the centre
TABLE_POSITIONS = ((2, 0, 1, 2), (1, 2, 2, 1), (0, 1, 1, 2), (0, 0, 2, 1))
#: table mode: which way each position's panel is turned (degrees counter-clockwise)
TABLE_ANGLES = (0, 90, 180, 270)
#: the layouts (View -> Table mode)
LAYOUTS = ("screen", "table")
#: the on-screen buttons are at least this high (a fingertip)
BUTTON_MIN_PIXELS = 44
#: narrower windows start with the hand history hidden (View -> Hand history, H)
HISTORY_MIN_WIDTH = 1600
#: the hand history's width at the application's font size (it grows with the text)
HISTORY_WIDTH = 500
#: above this window height the strip's and the history's text grow with it
TEXT_GROWS_ABOVE = 1080
#: the strip's text follows the application's up to this fraction of the table's height (a
#: larger text would take the centre's room on a small screen)
STRIP_TEXT_SHARE = 24
#: the hand history never takes more than this share of the window's width (the scores
#: keep the rest, whatever the text size: View -> Text size)
HISTORY_SHARE = 0.34


class _TableArea(QWidget):
    """The central grid; tells the window when its size changes (to scale the fonts)."""

    resized = Signal()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.resized.emit()


class MainWindow(QMainWindow):
    """The score table window for one :class:`GameModel` at a time.

    Args:
        model: the game on the table.
        parent: the parent widget.
        library: where new games are made and every game is kept (its journal); None keeps
            games nowhere and disables the Games menu.

    Signals:
        modelChanged(GameModel): a new game replaced the current one.
    """

    modelChanged = Signal(object)

    def __init__(
        self,
        model: GameModel,
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
        self.model = model
        self.library = library
        #: the screens open over the table, by name (see menus.open_screen)
        self.screens: dict[str, QWidget] = {}
        #: the game's hanchan timer (its clock may be swapped by tests); ticks once a second
        self.hanchan_timer = HanchanTimer(model, parent=self)
        self.hanchan_timer.changed.connect(self._timer_changed)
        self._ticker = QTimer(self)
        self._ticker.setInterval(1000)
        self._ticker.timeout.connect(self.hanchan_timer.tick)
        self._ticker.start()
        self.rotation = 0
        self.layout_mode = "screen"
        #: where View -> Table mode is remembered (none: nothing is remembered)
        self.settings = settings
        #: the link to the club's server (None: no club); its state shows in the status bar
        self.club = club
        self.club_status = QLabel()
        self.club_status.setObjectName("clubStatus")
        self.hosts: list[RotatedHost] = []
        self.results_dialog: ResultsDialog | None = None
        self._hovered: int | None = None
        self.setWindowTitle(APP_NAME)
        self.resize(1366, 768)

        #: a panel for each of the four sides; a three-player game shows the first three
        self.all_panels = [PlayerPanel(seat) for seat in range(4)]
        self.indicator = RoundIndicator()
        self.message_label = theme.BoxedLabel(radius=6, border=2, padding=(10, 2))
        self.message_label.setObjectName("messageLabel")
        self.message_label.setWordWrap(True)
        self.message_label.setVisible(False)
        self.message_label.setTextFormat(Qt.TextFormat.PlainText)
        # the strip keeps its height: a message never moves the scores
        self.message_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        # fitted again once laid out: shown, it had a hidden label's stale width
        self.message_label.installEventFilter(self)

        self.table_area = _TableArea()
        self.table_area.setObjectName("tableArea")
        self.grid = QGridLayout()
        self.grid.setSpacing(10)
        for i in range(3):
            self.grid.setColumnStretch(i, 1)
            self.grid.setRowStretch(i, 1)
        self.action_strip = QWidget()
        self.action_strip.setObjectName("actionStrip")
        strip = QHBoxLayout(self.action_strip)
        strip.setContentsMargins(0, 0, 0, 0)
        self.win_button = self._big_button(self.tr("Win  [W]"))
        self.draw_button = self._big_button(self.tr("Draw  [D]"))
        self.chombo_button = self._big_button(self.tr("Chombo  [C]"))
        self.undo_button = self._big_button(self.tr("Undo"))
        # table mode's players have no keyboard to hand: Redo beside Undo
        self.redo_button = self._big_button(self.tr("Redo"))
        self.redo_button.setVisible(False)
        self.results_button = self._big_button(self.tr("Results"))
        self.new_game_button = self._big_button(self.tr("New game"))
        for button in (self.win_button, self.draw_button, self.chombo_button):
            strip.addWidget(button)
        strip.addWidget(self.message_label, 1)
        for button in (
            self.results_button,
            self.new_game_button,
            self.undo_button,
            self.redo_button,
        ):
            strip.addWidget(button)
        outer = QVBoxLayout(self.table_area)
        outer.setContentsMargins(10, 6, 10, 8)
        outer.setSpacing(8)
        outer.addLayout(self.grid, 1)
        outer.addWidget(self.action_strip)
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
            panel.hoverChanged.connect(self._hover_changed)
            panel.set_key(str(panel.seat + 1))

        # the hand history panel is built when first shown (see history_view)
        self._history_view: HistoryView | None = None
        self.history_dock = QDockWidget(self.tr("Hand history"), self)
        self.history_dock.setObjectName("historyDock")
        self.history_dock.visibilityChanged.connect(self._history_visibility)
        self.history_dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetClosable
            | QDockWidget.DockWidgetFeature.DockWidgetMovable
        )
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.history_dock)
        self._history_pixels = 0  # the history's text size, set with the fonts
        self.resizeDocks([self.history_dock], [HISTORY_WIDTH], Qt.Orientation.Horizontal)
        # Hidden until the window is shown, which decides by its width (see showEvent):
        # otherwise showing the window would show the dock, and build its panel, first.
        self.history_dock.hide()
        self._placed_dock = False

        # each menu's actions and their slots: a module of its own (menus/); View's speech
        # (speech_actions.py) and aids to seeing (view_access.py) are the table's too
        self.speech = SpeechActions(self, self.settings)
        self.seeing = SeeingActions(self, self.settings)
        self.menu_game = GameMenu(self)
        self.menu_edit = EditMenu(self)
        self.menu_hand = HandMenu(self)
        extra = [self.speech.actions, self.seeing.actions]
        self.menu_view = ViewMenu(self, self.history_dock, extra)
        self.menu_games = GamesMenu(self)
        self.menu_learn = LearnMenu(self)
        self.menu_help = HelpMenu(self)
        for menu in self.menus():
            self.menuBar().addMenu(menu)
        for button, slot in (
            (self.win_button, self.menu_hand.ask_win),
            (self.draw_button, self.menu_hand.ask_draw),
            (self.chombo_button, self.menu_hand.ask_chombo),
            (self.undo_button, self.menu_edit.undo),
            (self.redo_button, self.menu_edit.redo),
            (self.results_button, self._show_results),
            (self.new_game_button, self.menu_game.ask_new_game),
        ):
            button.clicked.connect(guarded(self, slot))
        for panel in self.all_panels:
            panel.riichiClicked.connect(self.menu_hand.toggle_riichi)
            panel.scoreClicked.connect(self.menu_hand.ask_win)
        # all-last conditions: a line under each panel, kept by a watcher of the model
        from scoretable.game.conditions import ConditionsWatcher
        from scoretable.ui.table.conditions_view import ConditionsLine

        self.conditions_lines = [ConditionsLine(panel.seat) for panel in self.all_panels]
        for panel, line in zip(self.all_panels, self.conditions_lines, strict=True):
            panel.add_line(line)
        self.conditions_watcher = ConditionsWatcher(model)
        self.conditions_watcher.changed.connect(self._show_conditions_lines)
        self._show_conditions_lines()
        self.modelChanged.connect(self._watch_conditions)
        if club is not None:
            self.statusBar().addPermanentWidget(self.club_status)
            club.statusChanged.connect(self.show_club_state)
            self.show_club_state(club.state, club.where)
        self._apply_style()
        QApplication.styleHints().colorSchemeChanged.connect(self._apply_style)
        self.set_model(model)
        self._restyling = False
        # the layout given for this run (--layout), else the one remembered
        if layout is None and settings is not None:
            from scoretable.settings import LAYOUT

            layout = settings.get(LAYOUT)
        if layout is not None:
            self._set_layout(layout)

    # --- the model ----------------------------------------------------------------------

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
        """Show ``model`` (a new game): reconnect every signal and redraw everything."""
        old = self.model
        if self._history_view is not None:
            self._history_view.set_game(model)
        if old is not model or not self._connected:
            if self._connected:
                for signal, slot in self._connections(old):
                    signal.disconnect(slot)
            self.model = model
            if old.rules.players != model.rules.players:
                self._place_panels()
            for signal, slot in self._connections(model):
                signal.connect(slot)
            self._connected = True
        self._close_results()
        self.clear_message()
        self._refresh_all()
        if self.hanchan_timer.model is not model:
            self.hanchan_timer.set_game(model)
        else:
            self.hanchan_timer.tick()
        if self.second_screen is not None:
            self.second_screen.set_game(model)
        if old is not model:
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
            (model.historyChanged, self._send_to_club),
            (model.gameOver, self._game_over),
            (model.gameResumed, self._game_resumed),
            (stack.canUndoChanged, self._update_actions),
            (stack.canRedoChanged, self._update_actions),
            (stack.undoTextChanged, self._update_actions),
            (stack.redoTextChanged, self._update_actions),
        ]

    def start_new_game(self, players: Sequence[str], rules: Rules) -> None:
        try:
            if self.library is not None:
                model = self.library.new_model(rules, players)
            else:
                model = GameModel(rules, players)
        except OSError as error:  # the store could not save it: the game on the table stays
            self.show_message(self.tr("The new game could not be saved: {0}").format(error))
            return
        self.set_model(model)

    # --- actions and menus --------------------------------------------------------------

    def _big_button(self, text: str) -> QPushButton:
        button = QPushButton(text)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay the window's
        button.setAutoDefault(False)
        button.setMinimumHeight(BUTTON_MIN_PIXELS)
        button.setMinimumWidth(BUTTON_MIN_PIXELS)
        return button

    def menus(self) -> list[QMenu]:
        return [
            self.menu_game,
            self.menu_edit,
            self.menu_hand,
            self.menu_view,
            self.menu_games,
            self.menu_learn,
            self.menu_help,
        ]

    # --- user actions -------------------------------------------------------------------

    def run(self, change: Callable[[], None]) -> bool:
        """Apply a model change; a refusal or a failed save shows its message instead."""
        try:
            change()
        except RuleError as error:
            self.show_message(refusal_text(error, self.model.players))
            return False
        except OSError as error:
            self.show_message(self.tr("The game could not be saved: {0}").format(error))
            return False
        self.clear_message()
        return True

    def _timer_changed(self) -> None:
        self.indicator.set_timer_text(self.hanchan_timer.text(short=True))
        if self.second_screen is not None:
            self.second_screen.set_timer_text(self.hanchan_timer.text())

    def set_layout_mode(self, mode: str) -> None:
        """ "table": each panel faces its seat; "screen": every text upright. Remembered
        in the settings when the window has them."""
        if not self._set_layout(mode):
            return
        if self.settings is not None:
            from scoretable.settings import LAYOUT

            try:
                self.settings.set(LAYOUT, mode)
            except OSError as error:
                self.show_message(self.tr("The setting could not be saved: {0}").format(error))

    def _set_layout(self, mode: str) -> bool:
        """Lay the table out as ``mode``; False if it already was."""
        if mode not in LAYOUTS:
            raise ValueError(f"layout must be one of {LAYOUTS}, not {mode!r}")
        self.menu_view.act_table_mode.setChecked(mode == "table")
        if mode == self.layout_mode:
            return False
        self.layout_mode = mode
        self._place_panels()
        self.indicator.set_table_mode(mode == "table")
        self.redo_button.setVisible(mode == "table")
        if self.model.game_over and self.message_label.text() == self._game_over_text(
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

    def _send_to_club(self) -> None:
        if self.club is not None and self.library is not None:
            game_id = self.library.game_id(self.model)
            if game_id is not None:
                self.club.game_changed(game_id)

    def show_club_state(self, state: str, detail: str) -> None:
        """The club link's state, small, in the status bar (the reason in its tool tip)."""
        words = {
            "sent": QCoreApplication.translate("LeagueDialog", "Club: sent"),
            "waiting": QCoreApplication.translate("LeagueDialog", "Club: waiting"),
            "failed": QCoreApplication.translate("LeagueDialog", "Club: not sent (will retry)"),
        }
        self.club_status.setText(words.get(state, state))
        self.club_status.setToolTip(detail)

    # --- all-last conditions --------------------------------------------------------------

    def _watch_conditions(self, model: GameModel) -> None:
        """A watcher for ``model`` (a new game), keeping the "every hand" switch."""
        from scoretable.game.conditions import ConditionsWatcher

        old = self.conditions_watcher
        old.changed.disconnect(self._show_conditions_lines)
        watcher = ConditionsWatcher(model)
        watcher.set_end_now(old.end_now)
        watcher.changed.connect(self._show_conditions_lines)
        self.conditions_watcher = watcher
        self._show_conditions_lines()
        dialog = self.screens.get("conditions")
        if dialog is not None and dialog.isVisible():
            dialog.close()

    def _show_conditions_lines(self) -> None:
        for line in self.conditions_lines:
            line.show_conditions(self.conditions_watcher)

    # --- messages -----------------------------------------------------------------------

    def show_message(self, text: str) -> None:
        self.speech.announce(text)
        self.message_label.setText(text)
        self.message_label.setToolTip(text)
        self._fit_message()
        self.message_label.setVisible(True)

    def clear_message(self) -> None:
        self.message_label.clear()
        self.message_label.setToolTip("")
        if self.model.game_over:
            self._show_game_over_banner()
        else:
            self.message_label.setVisible(False)

    def _game_over_text(self, layout: str) -> str:
        """The banner at the end of the game: in table mode it points at the buttons beside
        it (no keyboard to hand there); on a screen it names the keys too."""
        if layout == "table":
            return self.tr("Game over: the final places are in each panel.")
        return self.tr("Game over. Results (Ctrl+E) · Undo (Ctrl+Z) · New game (Ctrl+N)")

    def _show_game_over_banner(self) -> None:
        self.message_label.setText(self._game_over_text(self.layout_mode))
        self._fit_message()
        self.message_label.setVisible(True)

    def _fit_message(self) -> None:
        """The message's font: as large as the strip allows, down to two lines' worth."""
        label = self.message_label
        margins = label.contentsMargins()
        width = max(1, label.width() - margins.left() - margins.right())
        height = max(1, self.action_strip.height() - margins.top() - margins.bottom())
        font = QFont(label.font())
        text = label.text()
        pixels = fit_pixel_size(font, text, width, height)
        if pixels < self._button_pixels * 0.8:
            # two lines: half the text's width each (word wrap breaks it)
            pixels = fit_pixel_size(font, text[: len(text) // 2 + 8], width, height // 2)
        font.setPixelSize(max(9, min(pixels, self._button_pixels)))
        label.setFont(font)

    def message(self) -> str:
        return self.message_label.text() if self.message_label.isVisible() else ""

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
        self.update_differences()
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
        self.update_differences()

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
        for button in (self.win_button, self.draw_button, self.chombo_button):
            button.setVisible(not over)
        for button in (self.results_button, self.new_game_button):
            button.setVisible(over)
        self.undo_button.setEnabled(stack.canUndo())
        self.undo_button.setToolTip(self.menu_edit.act_undo.text().replace("&", "") + "  (Ctrl+Z)")
        self.redo_button.setEnabled(stack.canRedo())
        self.redo_button.setToolTip(self.menu_edit.act_redo.text().replace("&", "") + "  (Ctrl+Y)")

    def differences_shown(self) -> bool:
        return self.menu_view.act_differences.isChecked()

    def _hover_changed(self, seat: int, inside: bool) -> None:
        if inside:
            self._hovered = seat
        elif self._hovered == seat:
            self._hovered = None
        self.update_differences()

    def update_differences(self) -> None:
        scores = self.model.scores
        players = self.model.players
        show_all = self.menu_view.act_differences.isChecked()
        for seat, panel in enumerate(self.panels):
            lines = [
                (players[other], scores[seat] - scores[other])
                for other in ((seat + k) % self.seats for k in range(1, self.seats))
            ]
            panel.set_differences(lines)
            panel.show_differences(show_all or seat == self._hovered)

    def _fit_fonts(self) -> None:
        """The strip's buttons, then the scores: each score as large as its own box allows
        (a crowded panel never makes the others' smaller)."""
        height = self.table_area.height()
        # 28 px up to a 1080 px window; then a fortieth of the height (52 px at 2160); as
        # large as the application's text (View -> Text size) where the height allows it
        text = min(QFontInfo(QApplication.font()).pixelSize(), height // STRIP_TEXT_SHARE)
        self._button_pixels = max(12, min(height // 28, max(28, height // 40)), text)
        button_height = max(BUTTON_MIN_PIXELS, int(self._button_pixels * 2.2))
        for button in (
            self.win_button,
            self.draw_button,
            self.chombo_button,
            self.undo_button,
            self.redo_button,
            self.results_button,
            self.new_game_button,
        ):
            font = QFont(button.font())
            font.setPixelSize(self._button_pixels)
            font.setWeight(QFont.Weight.DemiBold)
            button.setFont(font)
            button.setFixedHeight(button_height)
        self.action_strip.setFixedHeight(button_height)
        for panel in self.panels:
            panel.relayout()
        self.indicator.set_pixel_size(max(14, height // 14))
        if self.message_label.isVisible():
            self._fit_message()
        self._fit_history()

    def history_pixels(self) -> int:
        """The hand history's text size: the application's, grown with a window higher than
        1080 px (twice as large at 2160), so that it keeps its share of a large window."""
        base = QFontInfo(QApplication.font()).pixelSize()
        return round(base * min(2.0, max(1.0, self.height() / TEXT_GROWS_ABOVE)))

    def _fit_history(self) -> None:
        pixels = self.history_pixels()
        if pixels == self._history_pixels:
            return
        if self._history_pixels:
            width = round(self.history_dock.width() * pixels / self._history_pixels)
        else:  # the first fit: the default width at this size
            width = round(HISTORY_WIDTH * pixels / QFontInfo(QApplication.font()).pixelSize())
        self._history_pixels = pixels
        font = QFont(self.history_dock.font())  # its title too
        font.setPixelSize(pixels)
        self.history_dock.setFont(font)
        if self._history_view is not None:
            self._history_view.set_text_pixels(pixels)
        # the dock keeps its share of the window (the user's width, scaled with the text),
        # never more than HISTORY_SHARE of it
        width = min(width, self.history_width_limit())
        self.resizeDocks([self.history_dock], [width], Qt.Orientation.Horizontal)

    def history_width_limit(self) -> int:
        """The widest the hand history may be: its share of the window (the table keeps
        the rest; a longer text wraps or scrolls in the history instead)."""
        return max(1, round(self.width() * HISTORY_SHARE))

    def _limit_history(self) -> None:
        """A narrowed window takes its width from the history first (the scores keep theirs)."""
        limit = self.history_width_limit()
        dock = self.history_dock
        if dock.isVisible() and not dock.isFloating() and dock.width() > limit:
            self.resizeDocks([dock], [limit], Qt.Orientation.Horizontal)

    _button_pixels = 16

    def score_pixel_size(self) -> int:
        return min(panel.score_pixel_size() for panel in self.panels)

    def _apply_style(self, *_args: object) -> None:
        """Colours that follow the palette: the dealer's frame and badge, the banner."""
        dark = theme.is_dark()
        loss = theme.loss_color(dark)
        dealer_bg = QColor("#3a3320" if dark else "#fff4d6")
        dealer_border = QColor("#d6a400" if dark else "#c48f00")
        for panel in self.all_panels:
            panel.set_frame_colors(dealer_border, dealer_bg)
        self.message_label.set_colors(loss, border=loss)
        if self._connected:
            # the gain/loss colours follow the palette
            self._history_changed()
            self.update_differences()
            if self._history_view is not None:
                self._history_view.refresh()

    # --- game over ----------------------------------------------------------------------

    def _game_over(self, result: object) -> None:
        self._show_final_in_panels()
        self._show_game_over_banner()
        if self.layout_mode == "screen":
            self._show_results()

    def _show_final_in_panels(self) -> None:
        """Each panel shows its player's place and final points, big, facing them."""
        from scoretable.ui.table.results_dialog import place_text

        result = self.model.result()
        for seat, panel in enumerate(self.panels):
            points = result.points[seat]
            panel.set_result(
                f"{place_text(result.ranks[seat])} · {theme.signed_float(points)}", points
            )

    def show_results(self) -> ResultsDialog:
        """The results dialog: the final standings, or over an unfinished game the standings
        as they stand (``--screenshot --dialog results``)."""
        return self._show_results()

    def _show_results(self) -> ResultsDialog:
        from scoretable.ui.table.results_dialog import ResultsDialog

        self._close_results()
        model = self.model
        dialog = ResultsDialog(
            model.result(), model.players, self.rules_label(), self, final=model.game_over
        )
        dialog.newGameRequested.connect(self._new_game_same_players)
        dialog.undoRequested.connect(guarded(self, self.menu_edit.undo))
        self.results_dialog = dialog
        dialog.open()
        return dialog

    def _game_resumed(self) -> None:
        self._close_results()
        for panel in self.all_panels:
            panel.set_result(None)
        self.clear_message()

    def _close_results(self) -> None:
        if self.results_dialog is not None:
            dialog = self.results_dialog
            self.results_dialog = None
            dialog.close()
            dialog.deleteLater()

    def _new_game_same_players(self) -> None:
        self.start_new_game(self.model.players, self.model.rules)

    # --- the hand history panel ---------------------------------------------------------

    @property
    def history_view(self) -> HistoryView:
        """The hand history panel, built on first use: hidden below 1600 px wide, it would
        cost start-up time for nothing."""
        if self._history_view is None:
            from scoretable.ui.table.history_panel import HistoryView

            self._history_view = HistoryView()
            if self._history_pixels:
                self._history_view.set_text_pixels(self._history_pixels)
            self._history_view.set_game(self.model)
            self.history_dock.setWidget(self._history_view)
        return self._history_view

    def _history_visibility(self, visible: bool) -> None:
        if visible:
            self.history_view.show()

    # --- Qt -----------------------------------------------------------------------------

    def showEvent(self, event: QShowEvent) -> None:
        if not self._placed_dock:
            # Below this width the scores need the whole window: history on demand (H).
            self._placed_dock = True
            self.history_dock.setVisible(self.width() >= HISTORY_MIN_WIDTH)
        super().showEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._limit_history()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.ApplicationFontChange:
            # View -> Text size: the strip, the message and the history follow the new text
            self._fit_fonts()
            self._limit_history()
        # An application palette change (e.g. the desktop turns dark) restyles the colours.
        palette_events = (QEvent.Type.ApplicationPaletteChange, QEvent.Type.PaletteChange)
        if event.type() in palette_events and not self._restyling:
            self._restyling = True
            try:
                self._apply_style()
            finally:
                self._restyling = False
        super().changeEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.message_label and event.type() == QEvent.Type.Resize:
            self._fit_message()
        return super().eventFilter(watched, event)

    def sizeHint(self) -> QSize:
        return QSize(1366, 768)

    def closeEvent(self, event: QCloseEvent) -> None:
        # a restore, backup... still running: ask (none ran if their module never loaded)
        long_work = sys.modules.get("scoretable.ui.widgets.long_work")
        if long_work is not None and not long_work.confirm_close(self, event):
            return
        self._close_results()
        if self.second_screen is not None:
            self.second_screen.close()
        super().closeEvent(event)
