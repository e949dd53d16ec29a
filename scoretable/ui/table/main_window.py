"""The score table: the players' panels around the round indicator, menus, history, results.

The window is passive: it renders what the :class:`~scoretable.game.model.GameModel` signals
say and calls the model's methods. Dialogs are asked through their classmethods (stubbed in
tests). A refused entry never changes a score: the window shows the engine's message in a
banner above the table.

It declares every menu and action itself. Its collaborators are explicit: the
:class:`~scoretable.ui.library.library.Library` it is given (where games are made and kept;
None for ``--screenshot`` and tests, which leaves the Games menu disabled) and the
:class:`~scoretable.ui.learn.learn.Learn` tools it builds when first asked. A screen (a dialog's
module, the library's, the Learn tools') is imported when its menu action is first used, in
that action's slot: start-up loads the table and nothing else.

Seats sit as around a real table, in turn order counter-clockwise: with the view at rotation
0 the first East is at the bottom, South on the right, West at the top, North on the left.
Three players (sanma) leave North's side empty: nothing is shown there, in either layout, and
the keys and menus that pick a seat know three seats.

Two layouts (View -> Table mode): "screen", every text upright, for a screen that stands;
"table", for a laptop lying in the middle of the table: each panel is turned to face its
seat (bottom 0°, right 90°, top 180°, left 270°, counter-clockwise), the panels sit like the
arms of a pinwheel so each gets a long side, and the centre is readable from every side.

Messages never take room from the scores: they go in the action strip at the bottom, beside
the large Win, Draw, Chombo and Undo buttons (and Redo, in table mode); at the end of the game
the strip is one banner beside the Results and New game buttons, and each panel shows its
player's place and final points. Each panel sizes its own score for its own box.
"""

from __future__ import annotations

import contextlib
import itertools
import sys
from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any, cast

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QColor,
    QFont,
    QFontInfo,
    QKeySequence,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from scoretable import APP_NAME, __version__
from scoretable.engine.errors import RuleError
from scoretable.engine.rules import Rules
from scoretable.engine.table import AbortiveDraw, ExhaustiveDraw
from scoretable.game.model import GameModel, refusal_text
from scoretable.game.timer import HanchanTimer
from scoretable.i18n import translate_rules_label
from scoretable.ui import theme
from scoretable.ui.table.panels import PlayerPanel, fit_pixel_size
from scoretable.ui.table.rotated import RotatedHost
from scoretable.ui.table.round_indicator import RoundIndicator
from scoretable.ui.table.speech_actions import SpeechActions
from scoretable.ui.table.view_access import SeeingActions

if TYPE_CHECKING:  # screens: imported by the action that first shows them
    from scoretable.game.club_link import ClubLink
    from scoretable.settings import Settings
    from scoretable.storage.stats import PlayerStats
    from scoretable.ui.learn.learn import Learn
    from scoretable.ui.library.chart import ChartDialog
    from scoretable.ui.library.games_dialog import LibraryDialog
    from scoretable.ui.library.league import LeagueDialog
    from scoretable.ui.library.library import Library
    from scoretable.ui.library.replay_view import ReplayDialog
    from scoretable.ui.library.stats import StatsDialog
    from scoretable.ui.library.tournament import TournamentDialog
    from scoretable.ui.record.new_game_dialog import GameSetup, TournamentOffer
    from scoretable.ui.table.conditions_view import ConditionsDialog
    from scoretable.ui.table.history_panel import HistoryView
    from scoretable.ui.table.results_dialog import ResultsDialog
    from scoretable.ui.table.second_screen import SecondScreen
    from scoretable.ui.table.shortcuts import ShortcutsDialog

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
#: how often a tournament game reads its session's clock (a clock started, extra time given)
SESSION_CLOCK_MS = 20_000
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
    # a tournament game's session clock read on a thread of its own: (what was read, timer)
    _sessionClockRead = Signal(object, object)

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
        #: the Learn menu's tools, built when first used
        self.learn: Learn | None = None
        #: the game's hanchan timer (its clock may be swapped by tests); ticks once a second
        self.hanchan_timer = HanchanTimer(model, parent=self)
        self.hanchan_timer.changed.connect(self._timer_changed)
        self._ticker = QTimer(self)
        self._ticker.setInterval(1000)
        self._ticker.timeout.connect(self.hanchan_timer.tick)
        self._ticker.start()
        #: a tournament game's (tournament, session, table, model): its timer follows the
        #: session's clock, read every SESSION_CLOCK_MS while that game is on the table
        self._session_table: tuple[str, int, int, GameModel] | None = None
        self._session_clock = QTimer(self)
        self._clock_reading = False
        self._sessionClockRead.connect(self._session_clock_read)
        self._session_clock.setInterval(SESSION_CLOCK_MS)
        self._session_clock.timeout.connect(self._read_session_clock)
        self.rotation = 0
        self.layout_mode = "screen"
        #: where View -> Table mode is remembered (none: nothing is remembered)
        self.settings = settings
        #: the link to the club's server (None: no club); its state shows in the status bar
        self.club = club
        self.club_status = QLabel()
        self.club_status.setObjectName("clubStatus")
        self.hosts: list[RotatedHost] = []
        self.second_screen: SecondScreen | None = None
        self.results_dialog: ResultsDialog | None = None
        self.shortcuts_dialog: ShortcutsDialog | None = None
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
        self.win_button = self._big_button(self.tr("Win  [W]"), self.ask_win)
        self.draw_button = self._big_button(self.tr("Draw  [D]"), self.ask_draw)
        self.chombo_button = self._big_button(self.tr("Chombo  [C]"), self.ask_chombo)
        self.undo_button = self._big_button(self.tr("Undo"), self.undo)
        # table mode's players have no keyboard to hand: Redo beside Undo
        self.redo_button = self._big_button(self.tr("Redo"), self.redo)
        self.redo_button.setVisible(False)
        self.results_button = self._big_button(self.tr("Results"), self._show_results)
        self.new_game_button = self._big_button(self.tr("New game"), self.ask_new_game)
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
            panel.riichiClicked.connect(self.toggle_riichi)
            panel.hoverChanged.connect(self._hover_changed)
            panel.scoreClicked.connect(self.ask_win)
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

        self._build_actions()
        self._build_menus()
        # all-last conditions: a line under each panel, kept by a watcher of the model
        from scoretable.game.conditions import ConditionsWatcher
        from scoretable.ui.table.conditions_view import ConditionsLine

        self.conditions_lines = [ConditionsLine(panel.seat) for panel in self.all_panels]
        for panel, line in zip(self.all_panels, self.conditions_lines, strict=True):
            panel.add_line(line)
        self.conditions_dialog: ConditionsDialog | None = None
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

    def known_names(self) -> list[str]:
        """Names offered in the New game dialog: the library's, else this game's."""
        if self.library is not None:
            return self.library.known_names()
        return list(self.model.players)

    # --- actions and menus --------------------------------------------------------------

    def _big_button(self, text: str, slot: Callable[[], object]) -> QPushButton:
        button = QPushButton(text)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay the window's
        button.setAutoDefault(False)
        button.setMinimumHeight(BUTTON_MIN_PIXELS)
        button.setMinimumWidth(BUTTON_MIN_PIXELS)
        button.clicked.connect(lambda _checked=False: slot())
        return button

    def _action(
        self,
        text: str,
        slot: Callable[[], object],
        keys: Sequence[QKeySequence | QKeySequence.StandardKey | str] = (),
        tip: str = "",
    ) -> QAction:
        action = QAction(text, self)
        sequences = [QKeySequence(key) for key in keys]
        if sequences:
            action.setShortcuts(sequences)
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(tip)
        action.triggered.connect(lambda _checked=False: slot())
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        self.act_new_game = self._action(self.tr("&New game…"), self.ask_new_game, ["Ctrl+N"])
        self.act_end_game = self._action(self.tr("&End game now"), self.end_game, ["Ctrl+E"])
        self.act_timer = self._action(self.tr("Hanchan &timer…"), self.ask_timer)
        self.act_share = self._action(self.tr("&Share with phones…"), self.open_share)
        self.act_quit = self._action(self.tr("&Quit"), self.close, ["Ctrl+Q"])
        self.act_undo = self._action(self.tr("&Undo"), self.undo, ["Ctrl+Z"])
        self.act_redo = self._action(self.tr("&Redo"), self.redo, ["Ctrl+Shift+Z", "Ctrl+Y"])
        self.act_rename = self._action(self.tr("Re&name players…"), self.ask_rename, ["F2"])
        self.act_win = self._action(self.tr("&Win (ron or tsumo)…"), self.ask_win, ["W"])
        self.act_draw = self._action(self.tr("&Draw…"), self.ask_draw, ["D"])
        self.act_chombo = self._action(self.tr("&Chombo…"), self.ask_chombo, ["C"])
        self.act_riichi = [
            self._action(
                self.tr("Riichi / take back: seat {0}").format(seat + 1),
                partial(self.toggle_riichi, seat),
                [str(seat + 1)],
            )
            for seat in range(4)
        ]
        self.act_rotate = self._action(self.tr("&Rotate view"), self.rotate_view, ["R"])
        self.act_table_mode = self._action(
            self.tr("&Table mode (each player faces their score)"),
            self._table_mode_toggled,
            ["T"],
        )
        self.act_table_mode.setCheckable(True)
        self.act_second_screen = self._action(
            self.tr("&Second screen (for a TV or projector)"), self.show_second_screen, ["F3"]
        )
        self.act_fullscreen = self._action(
            self.tr("&Full screen"), self.toggle_full_screen, ["F11"]
        )
        self.act_fullscreen.setCheckable(True)
        self.act_differences = self._action(
            self.tr("Show &differences"), self._differences_toggled, ["S"]
        )
        self.act_differences.setCheckable(True)
        self.act_conditions = self._action(
            QCoreApplication.translate("Conditions", "All-last &conditions…"),
            self.show_conditions,
        )
        # toggled, not triggered: the conditions dialog's own switch checks it too
        self.act_conditions_any = QAction(
            QCoreApplication.translate("Conditions", "Conditions in &every hand"), self
        )
        self.act_conditions_any.setCheckable(True)
        self.act_conditions_any.toggled.connect(self._conditions_any_toggled)
        self.act_history = self.history_dock.toggleViewAction()
        self.act_history.setText(self.tr("Hand &history"))
        self.act_history.setShortcut(QKeySequence("H"))
        self.addAction(self.act_history)
        # Games: the library's screens (disabled without a library). These and the Learn
        # actions keep the translation contexts of the screens they open.
        self.act_library = self._action(
            QCoreApplication.translate("Library", "&Library of games…"),
            self.show_library,
            ["Ctrl+L"],
        )
        self.act_chart = self._action(
            QCoreApplication.translate("Library", "Score &chart…"), self.show_chart, ["Ctrl+G"]
        )
        self.act_stats = self._action(
            QCoreApplication.translate("Library", "Player &statistics…"),
            self.show_stats,
            ["Ctrl+I"],
        )
        self.act_export_json = self._action(
            QCoreApplication.translate("Library", "Export game as &JSON…"), self.export_json
        )
        self.act_export_csv = self._action(
            QCoreApplication.translate("Library", "Export game as C&SV…"), self.export_csv
        )
        self.act_import = self._action(
            QCoreApplication.translate("Library", "&Import game…"), self.import_game
        )
        self.act_import_logs = self._action(
            QCoreApplication.translate("LogFiles", "Import &Tenhou logs…"), self.import_logs
        )
        self.act_export_tenhou6 = self._action(
            QCoreApplication.translate("LogFiles", "Export game as tenhou.net/&6…"),
            self.export_tenhou6,
        )
        self.act_replay = self._action(
            QCoreApplication.translate("ReplayDialog", "Re&play this game hand by hand…"),
            self.replay_game,
        )
        self.act_league = self._action(
            QCoreApplication.translate("LeagueDialog", "Lea&gue: standings and seating…"),
            self.show_league,
        )
        self.act_club = self._action(
            QCoreApplication.translate("LeagueDialog", "Club &server…"), self.set_club_server
        )
        self.act_tournament = self._action(
            QCoreApplication.translate("TournamentDialog", "&Tournament (organiser)…"),
            self.show_tournament,
        )
        self.act_tournament.setEnabled(self.club is not None)  # it lives on the club server
        self.act_club_sync = self._action(
            QCoreApplication.translate("ClubSync", "Send the &whole library to the club…"),
            self.sync_library_to_club,
        )
        self.act_backup = self._action(
            QCoreApplication.translate("Library", "&Back up library…"), self.back_up_library
        )
        self.act_restore = self._action(
            QCoreApplication.translate("Library", "&Restore library backup…"), self.restore_library
        )
        for action in self.library_actions():
            action.setEnabled(self.library is not None)
        self.act_club_sync.setEnabled(self.library is not None and self.club is not None)
        # Learn
        self.act_quiz = self._action(
            QCoreApplication.translate("Learn", "Payment &quiz…"), self.show_quiz
        )
        self.act_all_last = self._action(
            QCoreApplication.translate("Learn", "&All-last quiz…"), self.show_all_last
        )
        self.act_fu_trainer = self._action(
            QCoreApplication.translate("Learn", "&Fu trainer…"), self.show_fu_trainer
        )
        self.act_reference = self._action(
            QCoreApplication.translate("Learn", "&Reference tables…"), self.show_reference
        )
        self.act_hand_calculator = self._action(
            QCoreApplication.translate("Learn", "&Hand calculator…"), self.show_hand_calculator
        )
        self.act_worth = self._action(
            QCoreApplication.translate("Learn", "&What is it worth?…"), self.show_worth
        )
        self.act_worksheet = self._action(
            QCoreApplication.translate("Learn", "&Worksheet…"), self.show_worksheet
        )
        # Help
        self.act_shortcuts = self._action(
            self.tr("&Keyboard shortcuts"), self.show_shortcuts, ["F1"]
        )
        self.act_about = self._action(self.tr("&About scoretable"), self.show_about)
        # View's speech: each hand announced, spoken where asked (speech_actions.py)
        self.speech = SpeechActions(self, self.settings)
        # View -> High contrast (view_access.py)
        self.seeing = SeeingActions(self, self.settings)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.menu_game = bar.addMenu(self.tr("&Game"))
        self.menu_game.addAction(self.act_new_game)
        self.menu_game.addAction(self.act_end_game)
        self.menu_game.addAction(self.act_timer)
        self.menu_game.addAction(self.act_share)
        self.menu_game.addSeparator()
        self.menu_game.addAction(self.act_quit)
        self.menu_edit = bar.addMenu(self.tr("&Edit"))
        self.menu_edit.addAction(self.act_undo)
        self.menu_edit.addAction(self.act_redo)
        self.menu_edit.addSeparator()
        self.menu_edit.addAction(self.act_rename)
        self.menu_hand = bar.addMenu(self.tr("&Hand"))
        self.menu_hand.addAction(self.act_win)
        self.menu_hand.addAction(self.act_draw)
        self.menu_hand.addAction(self.act_chombo)
        self.menu_hand.addSeparator()
        for action in self.act_riichi:
            self.menu_hand.addAction(action)
        self.menu_view = bar.addMenu(self.tr("&View"))
        self.menu_view.addAction(self.act_rotate)
        self.menu_view.addAction(self.act_table_mode)
        self.menu_view.addAction(self.act_second_screen)
        self.menu_view.addAction(self.act_fullscreen)
        self.menu_view.addAction(self.act_differences)
        self.menu_view.addAction(self.act_history)
        self.menu_view.addSeparator()
        self.menu_view.addAction(self.act_conditions)
        self.menu_view.addAction(self.act_conditions_any)
        self.menu_view.addSeparator()
        self.menu_view.addActions(self.speech.actions)
        self.menu_view.addSeparator()
        self.menu_view.addActions(self.seeing.actions)
        self.menu_games = bar.addMenu(self.tr("G&ames"))
        for action in (self.act_library, self.act_chart, self.act_stats):
            self.menu_games.addAction(action)
        self.menu_games.addSeparator()
        for action in (
            self.act_export_json,
            self.act_export_csv,
            self.act_export_tenhou6,
            self.act_import,
            self.act_import_logs,
            self.act_replay,
        ):
            self.menu_games.addAction(action)
        self.menu_games.addSeparator()
        self.menu_games.addAction(self.act_league)
        self.menu_games.addAction(self.act_club)
        self.menu_games.addAction(self.act_club_sync)
        self.menu_games.addAction(self.act_tournament)
        self.menu_games.addSeparator()
        self.menu_games.addAction(self.act_backup)
        self.menu_games.addAction(self.act_restore)
        self.menu_learn = bar.addMenu(self.tr("&Learn"))
        for action in (
            self.act_quiz,
            self.act_all_last,
            self.act_fu_trainer,
            self.act_reference,
            self.act_hand_calculator,
            self.act_worth,
            self.act_worksheet,
        ):
            self.menu_learn.addAction(action)
        self.menu_help = bar.addMenu(self.tr("&Help"))
        self.menu_help.addAction(self.act_shortcuts)
        self.menu_help.addAction(self.act_about)

    def library_actions(self) -> list[QAction]:
        """The Games menu's actions: each needs the library."""
        return [
            self.act_library,
            self.act_chart,
            self.act_stats,
            self.act_export_json,
            self.act_export_csv,
            self.act_import,
            self.act_import_logs,
            self.act_export_tenhou6,
            self.act_replay,
            self.act_league,
            self.act_club,
            self.act_backup,
            self.act_restore,
        ]

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

    def toggle_riichi(self, seat: int) -> None:
        if self._refuse_if_over():
            return
        if seat in self.model.state.riichi:
            self.run(lambda: self.model.cancel_riichi(seat))
        else:
            self.run(lambda: self.model.declare_riichi(seat))

    def ask_win(self, winner: int | None = None) -> None:
        """The win dialog; ``winner`` (a click on a seat's score) comes ticked."""
        from scoretable.ui.record.win_dialog import WinDialog

        if self._refuse_if_over():
            return
        state, players = self.model.state, self.model.players
        if winner is None:
            win = WinDialog.get_win(self, state, players)
        else:
            win = WinDialog.get_win(self, state, players, winner)
        if win is not None:
            self.run(lambda: self.model.record_win(win))

    def ask_draw(self) -> None:
        from scoretable.ui.record.draw_dialog import DrawDialog

        if self._refuse_if_over():
            return
        draw = DrawDialog.get_draw(self, self.model.state, self.model.players)
        if isinstance(draw, ExhaustiveDraw):
            self.run(lambda: self.model.record_draw(draw))
        elif isinstance(draw, AbortiveDraw):
            self.run(lambda: self.model.record_abortive(draw.kind))

    def ask_chombo(self) -> None:
        from scoretable.ui.record.chombo_dialog import ChomboDialog

        if self._refuse_if_over():
            return
        chombo = ChomboDialog.get_chombo(self, self.model.state, self.model.players)
        if chombo is not None:
            self.run(lambda: self.model.record_chombo(chombo.seat))

    def ask_new_game(self) -> None:
        from scoretable.ui.record.new_game_dialog import NewGameDialog

        offers = self._tournament_offers()
        setup = (
            NewGameDialog.get_setup(self, self.known_names(), offers=offers)
            if offers
            else NewGameDialog.get_setup(self, self.known_names())
        )
        if setup is not None:
            self.start_new_game(setup.players, setup.rules)
            game_id = self.library.game_id(self.model) if self.library else None
            if setup.tournament is not None and game_id is not None and self.library:
                from scoretable.storage.tournament import file_game

                file_game(self.library.store, game_id, *setup.tournament)
                self._follow_session_clock(setup, offers)

    def _follow_session_clock(self, setup: GameSetup, offers: list[TournamentOffer]) -> None:
        """A tournament game's timer is its session's clock (with its table's extra time),
        read now and again while the game is on: a game started before the clock follows it
        once it starts, and extra time given later reaches the table."""
        offer = next((o for o in offers if (o.tournament, o.session) == setup.tournament), None)
        if offer is None or self.club is None:
            return
        table = next(
            (o.table for o in offers if (o.tournament, o.session) == setup.tournament
             and sorted(o.players) == sorted(setup.players)),
            offer.table,
        )  # fmt: skip
        self._session_table = (offer.tournament, offer.session, table, self.model)
        self._read_session_clock()
        self._session_clock.start()

    def _read_session_clock(self) -> None:
        """Read the session's clock on a thread of its own: the club server out of reach
        costs the table its connect limit (seconds), which the window must not wait for."""
        import threading

        from scoretable.storage.tournament import table_timer

        following = self._session_table
        if following is None or self.club is None or following[3] is not self.model:
            self._session_table = None
            self._session_clock.stop()
            return
        if self._clock_reading:  # the last read is still waiting on the server
            return
        self._clock_reading = True
        tournament, session, table, _model = following
        url = self.club.url

        def read() -> None:
            try:
                timer = table_timer(url, tournament, session, table)
            except Exception:  # the server's trouble: the game plays on, read again later
                timer = None
            with contextlib.suppress(RuntimeError):  # the window closed meanwhile
                self._sessionClockRead.emit(following, timer)

        threading.Thread(target=read, name="session clock", daemon=True).start()

    def _session_clock_read(self, following: object, timer: object) -> None:
        self._clock_reading = False
        if timer is None or following is not self._session_table:
            return  # no clock yet, the server out of reach, or another game since
        started, seconds, hands_after = cast("tuple[float, int, int]", timer)
        now = (self.hanchan_timer.setting(), self.hanchan_timer.hands_after())
        if now != ((seconds, started), hands_after):
            self.run(lambda: self.model.set_timer(seconds, started, hands_after=hands_after))

    def _tournament_offers(self) -> list[TournamentOffer]:
        """The club's tournaments' seated tables (none without a club or when it cannot be
        read: a new game never waits on it for more than its time limits)."""
        if self.club is None or self.library is None:
            return []
        from scoretable.engine.rules import PRESETS
        from scoretable.storage.tournament import table_offers
        from scoretable.ui.record.new_game_dialog import TournamentOffer

        return [
            TournamentOffer(name, session, table, players, PRESETS[rules])
            for name, session, table, players, rules in table_offers(self.club.url)
            if rules in PRESETS
        ]

    def ask_timer(self) -> None:
        """Game -> Hanchan timer: set (or remove) the game's timer; it starts now."""
        from scoretable.ui.record.timer_dialog import TimerDialog, TimerSetting

        if self._refuse_if_over():
            return
        timer = self.hanchan_timer
        setting = timer.setting()
        current = TimerSetting(60 if setting is None else setting[0] // 60, timer.hands_after())
        chosen = TimerDialog.get_timer(self, current)
        if chosen is not None:
            self.run(
                lambda: self.model.set_timer(
                    chosen.minutes * 60, timer.clock(), hands_after=chosen.hands_after
                )
            )

    def open_share(self) -> None:
        """Game -> Share with phones: the sharing dialog (nothing listens until Start)."""
        from scoretable.ui.share_dialog import ShareDialog

        ShareDialog.open_for(self)

    def _timer_changed(self) -> None:
        self.indicator.set_timer_text(self.hanchan_timer.text(short=True))
        if self.second_screen is not None:
            self.second_screen.set_timer_text(self.hanchan_timer.text())

    def ask_rename(self) -> None:
        from scoretable.ui.record.rename_dialog import RenamePlayersDialog

        names = RenamePlayersDialog.get_names(self, self.model.players)
        if names is None:
            return
        for seat, name in enumerate(names):
            if not self.run(partial(self.model.rename_player, seat, name)):
                return

    def end_game(self) -> None:
        if self.model.game_over:
            self._show_results()
            return
        self.run(self.model.end_game)

    def undo(self) -> None:
        """Undo, and say what was undone in the message strip."""
        from scoretable.ui.table.done_text import undone_text

        stack = self.model.undo_stack
        history = self.model.history
        if not history:
            return
        item, text = history[-1], stack.undoText()
        if self.run(self.model.undo):
            self.show_message(undone_text(item, text))

    def redo(self) -> None:
        """Redo, and say what was redone in the message strip."""
        from scoretable.ui.table.done_text import redone_text

        stack = self.model.undo_stack
        if not stack.canRedo():
            return
        text = stack.redoText()
        if self.run(self.model.redo):
            self.show_message(redone_text(self.model.history[-1], text))

    def rotate_view(self) -> None:
        self.rotation = (self.rotation + 1) % 4
        self._place_panels()

    def set_rotation(self, rotation: int) -> None:
        self.rotation = rotation % 4
        self._place_panels()

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
        self.act_table_mode.setChecked(mode == "table")
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

    def _table_mode_toggled(self) -> None:
        self.set_layout_mode("table" if self.act_table_mode.isChecked() else "screen")

    def panel_angle(self, seat: int) -> int:
        """How far ``seat``'s panel is turned, counter-clockwise (0 in screen mode)."""
        if self.layout_mode != "table":
            return 0
        return TABLE_ANGLES[(seat - self.rotation) % 4]

    def _night_leaders(self, players: int) -> list[PlayerStats]:
        """The second screen's night's leaders, from the library."""
        from scoretable.storage.stats import night_leaders

        assert self.library is not None  # (only given with a library)
        return night_leaders(self.library.store, players)

    def show_second_screen(self) -> SecondScreen:
        """The standings window for a TV or projector (built once, then raised)."""
        from scoretable.ui.table.second_screen import SecondScreen

        if self.second_screen is None:
            leaders = self._night_leaders if self.library is not None else None
            self.second_screen = SecondScreen(self.model, self, leaders)
            self.second_screen.set_timer_text(self.hanchan_timer.text())
        self.second_screen.show()
        self.second_screen.raise_()
        return self.second_screen

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.act_fullscreen.setChecked(self.isFullScreen())

    def show_shortcuts(self) -> ShortcutsDialog:
        from scoretable.ui.table.shortcuts import ShortcutsDialog, menu_actions

        dialog = ShortcutsDialog(menu_actions(self.menus()), self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        self.shortcuts_dialog = dialog
        return dialog

    def show_about(self) -> QMessageBox:
        box = QMessageBox(self)
        box.setWindowTitle(self.tr("About scoretable"))
        box.setText(
            self.tr(
                "<b>scoretable {0}</b><br>A score table for Riichi mahjong: exact payments, "
                "every common ruleset, undo for everything."
            ).format(__version__)
        )
        box.setInformativeText(
            self.tr(
                "Tile pictures: riichi-mahjong-tiles by FluffyStuff, in the public domain "
                "(CC0 1.0)."
            )
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        from scoretable.ui.fitting import place

        # sized as it opens: Qt placed it by a guess, half off a 683x384 screen
        place(box)
        return box

    # --- Games: the library's screens -----------------------------------------------------

    def show_library(self) -> LibraryDialog | None:
        if self.library is None:
            return None
        from scoretable.ui.library import games_dialog

        return games_dialog.show_library(
            self.library, self.model, self.set_model, self, club=self.club
        )

    def show_chart(self) -> ChartDialog:
        from scoretable.ui.library import chart

        return chart.show_current_chart(self.model, self)

    def show_stats(self) -> StatsDialog | None:
        if self.library is None:
            return None
        from scoretable.ui.library import stats

        return stats.show_stats(self.library.store, self)

    def export_json(self) -> None:
        if self.library is not None:
            from scoretable.ui.library import export

            export.export_current_json(self, self.library, self.model)

    def export_csv(self) -> None:
        if self.library is not None:
            from scoretable.ui.library import export

            export.export_current_csv(self, self.library, self.model)

    def import_game(self) -> None:
        """Import a game file into the library and put it on the table."""
        if self.library is not None:
            from scoretable.ui.library import export

            model = export.import_game(self, self.library)
            if model is not None:
                self.set_model(model)
                self.library.forget_empty_games(model)

    def import_logs(self) -> None:
        """Tenhou logs into the library (each replayed and proven first)."""
        if self.library is not None:
            from scoretable.ui.library import log_files

            log_files.import_logs(self, self.library.store)  # in the background

    def export_tenhou6(self) -> None:
        game_id = None if self.library is None else self.library.game_id(self.model)
        if self.library is not None and game_id is not None:
            from scoretable.ui.library import log_files

            log_files.export_tenhou6(self, self.library.store, game_id)

    def replay_game(self) -> ReplayDialog | None:
        """The game on the table, hand by hand, read-only."""
        game_id = None if self.library is None else self.library.game_id(self.model)
        if self.library is None or game_id is None:
            return None
        from scoretable.ui.library.replay_view import ReplayDialog

        dialog = ReplayDialog(self.library.store.load_game(game_id), self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def show_league(self) -> LeagueDialog | None:
        if self.library is None:
            return None
        from scoretable.ui.library.league import LeagueDialog

        url = self.club.url if self.club is not None else None
        dialog = LeagueDialog(self.library.store, url, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def show_tournament(self) -> TournamentDialog | None:
        """Games -> Tournament: the organiser's screen, on the club's server."""
        if self.club is None:
            return None
        from scoretable.ui.library.tournament import TournamentDialog

        dialog = TournamentDialog(self.club.url, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def set_club_server(self) -> None:
        """Ask for the club's server address (kept without a password; used from the next
        start)."""
        if self.settings is None:
            return
        from PySide6.QtWidgets import QInputDialog

        from scoretable.settings import CLUB_URL
        from scoretable.storage.club import public_url

        text, ok = QInputDialog.getText(
            self,
            QCoreApplication.translate("LeagueDialog", "Club server"),
            QCoreApplication.translate(
                "LeagueDialog",
                "The club's PostgreSQL server, e.g. postgresql://table3@club.local/league\n"
                "(empty: no club). The password is read from ~/.pgpass, never kept here.\n"
                "It is used from the next start.",
            ),
            text=public_url(self.settings.get(CLUB_URL)),
        )
        if ok:
            self.settings.set(CLUB_URL, public_url(text.strip()))

    def sync_library_to_club(self) -> None:
        """Games -> Send the whole library to the club, in the background (club_sync.py)."""
        if self.club is not None and self.library is not None:
            from scoretable.ui.library import club_sync

            club_sync.sync_library(self, self.library, self.club.url)

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

    def back_up_library(self) -> None:
        if self.library is not None:
            from scoretable.ui.library import export

            export.export_library_file(self, self.library)

    def restore_library(self) -> None:
        if self.library is not None:
            from scoretable.ui.library import export

            export.import_library_file(self, self.library)

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
        dialog = self.conditions_dialog
        if dialog is not None and dialog.isVisible():
            dialog.close()

    def _show_conditions_lines(self) -> None:
        for line in self.conditions_lines:
            line.show_conditions(self.conditions_watcher)

    def show_conditions(self) -> ConditionsDialog:
        """View -> All-last conditions: every seat and place in full."""
        from scoretable.ui.table.conditions_view import ConditionsDialog

        dialog = ConditionsDialog.open_view(self.conditions_watcher, self)
        dialog.any_hand.toggled.connect(self.act_conditions_any.setChecked)
        self.conditions_dialog = dialog
        return dialog

    def _conditions_any_toggled(self, on: bool) -> None:
        self.conditions_watcher.set_end_now(on)

    # --- Learn ----------------------------------------------------------------------------

    def learn_tools(self) -> Learn:
        """The Learn menu's tools, built on first use (progress kept in the library's
        database, else in one for the session)."""
        if self.learn is None:
            from scoretable.ui.learn.learn import Learn

            connection = None if self.library is None else self.library.store.conn
            self.learn = Learn(self, connection)
        return self.learn

    def show_quiz(self) -> None:
        self.learn_tools().open_quiz(self.model.rules)

    def show_fu_trainer(self) -> None:
        self.learn_tools().open_fu_trainer(self.model.rules)

    def show_reference(self) -> None:
        self.learn_tools().open_reference(self.model.rules)

    def show_all_last(self) -> None:
        self.learn_tools().open_all_last(self.model.rules)

    def show_hand_calculator(self) -> None:
        self.learn_tools().open_hand_calculator(self.model.rules)

    def show_worth(self) -> None:
        self.learn_tools().open_worth()

    def show_worksheet(self) -> None:
        self.learn_tools().open_worksheet(self.model.rules)

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

    def _refuse_if_over(self) -> bool:
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
        self._update_differences()
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
        for seat, action in enumerate(self.act_riichi):
            # three players: seat 4's action is hidden and off, so its key (4) does nothing
            action.setVisible(seat < len(players))
            action.setEnabled(seat < len(players))
            if seat < len(players):
                action.setText(self.tr("Riichi / take back: {0}").format(players[seat]))
        self._update_differences()

    def _history_changed(self) -> None:
        last = self.model.last_hand_change()
        for seat, panel in enumerate(self.panels):
            panel.set_delta(None if last is None else last[seat])

    def _update_actions(self, *_args: object) -> None:
        stack = self.model.undo_stack
        if not (shiboken6.isValid(stack) and shiboken6.isValid(self)):
            return  # the stack announces its own destruction at shutdown
        self.act_undo.setEnabled(stack.canUndo())
        self.act_redo.setEnabled(stack.canRedo())
        undo_text = stack.undoText()
        redo_text = stack.redoText()
        self.act_undo.setText(
            self.tr("&Undo {0}").format(undo_text) if undo_text else self.tr("&Undo")
        )
        self.act_redo.setText(
            self.tr("&Redo {0}").format(redo_text) if redo_text else self.tr("&Redo")
        )
        over = self.model.game_over
        # W, D, C and 1-4 stay live once the game is over: they say why nothing happens
        # (and how to go on) rather than doing nothing, silently
        self.act_end_game.setText(self.tr("Show &results") if over else self.tr("&End game now"))
        for button in (self.win_button, self.draw_button, self.chombo_button):
            button.setVisible(not over)
        for button in (self.results_button, self.new_game_button):
            button.setVisible(over)
        self.undo_button.setEnabled(stack.canUndo())
        self.undo_button.setToolTip(self.act_undo.text().replace("&", "") + "  (Ctrl+Z)")
        self.redo_button.setEnabled(stack.canRedo())
        self.redo_button.setToolTip(self.act_redo.text().replace("&", "") + "  (Ctrl+Y)")

    def _differences_toggled(self) -> None:
        self._update_differences()

    def differences_shown(self) -> bool:
        return self.act_differences.isChecked()

    def _hover_changed(self, seat: int, inside: bool) -> None:
        if inside:
            self._hovered = seat
        elif self._hovered == seat:
            self._hovered = None
        self._update_differences()

    def _update_differences(self) -> None:
        scores = self.model.scores
        players = self.model.players
        show_all = self.act_differences.isChecked()
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
            self._update_differences()
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
        dialog.undoRequested.connect(self.undo)
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
