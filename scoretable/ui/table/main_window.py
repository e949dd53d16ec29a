"""The score table: four player panels around the round indicator, menus, history, results.

The window is passive: it renders what the :class:`~scoretable.game.model.GameModel` signals
say and calls the model's methods. Dialogs are asked through their classmethods (stubbed in
tests). A refused entry never changes a score: the window shows the engine's message in a
banner above the table.

Seats sit as around a real table, in turn order counter-clockwise: with the view at rotation
0 the first East is at the bottom, South on the right, West at the top, North on the left.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, Signal
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QColor,
    QKeySequence,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QDockWidget,
    QGridLayout,
    QMainWindow,
    QMenu,
    QVBoxLayout,
    QWidget,
)

from scoretable import APP_NAME, __version__
from scoretable.engine.errors import RuleError
from scoretable.engine.rules import Rules
from scoretable.engine.table import AbortiveDraw, ExhaustiveDraw
from scoretable.game.model import GameModel, refusal_text
from scoretable.game.qt_compat import emit
from scoretable.i18n import translate_rules_label
from scoretable.ui import theme
from scoretable.ui.table.panels import PlayerPanel
from scoretable.ui.table.round_indicator import RoundIndicator

if TYPE_CHECKING:  # imported when first shown: they cost start-up time otherwise
    from PySide6.QtWidgets import QMessageBox

    from scoretable.ui.table.history_panel import HistoryView
    from scoretable.ui.table.results_dialog import ResultsDialog
    from scoretable.ui.table.shortcuts import ShortcutsDialog

#: grid cell (row, column) of each position: 0 bottom, 1 right, 2 top, 3 left
POSITIONS = ((2, 1), (1, 2), (0, 1), (1, 0))
#: pixel size floor for the scores: digits stay at least 40 px high
MIN_SCORE_PIXELS = 56
#: narrower windows start with the hand history hidden (View -> Hand history, H)
HISTORY_MIN_WIDTH = 1600

ModelFactory = Callable[[Rules, tuple[str, str, str, str]], GameModel]


def default_model_factory(rules: Rules, players: tuple[str, str, str, str]) -> GameModel:
    return GameModel(rules, players)


class _TableArea(QWidget):
    """The central grid; tells the window when its size changes (to scale the fonts)."""

    resized = Signal()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        emit(self.resized)


class MainWindow(QMainWindow):
    """The score table window for one :class:`GameModel` at a time.

    Signals:
        modelChanged(GameModel): a new game replaced the current one.
    """

    modelChanged = Signal(object)

    def __init__(
        self,
        model: GameModel,
        parent: QWidget | None = None,
        model_factory: ModelFactory = default_model_factory,
    ) -> None:
        super().__init__(parent)
        self.model = model
        #: how a new game's model is made (storage swaps in one with its journal)
        self.model_factory: ModelFactory = model_factory
        #: names offered in the New game dialog (storage swaps in the remembered ones)
        self.known_names: Callable[[], list[str]] = lambda: list(self.model.players)
        self.rotation = 0
        self.results_dialog: ResultsDialog | None = None
        self._hovered: int | None = None
        self.setWindowTitle(APP_NAME)
        self.resize(1366, 768)

        self.panels = [PlayerPanel(seat) for seat in range(4)]
        self.indicator = RoundIndicator()
        self.message_label = theme.BoxedLabel(radius=6, border=2, padding=(10, 6))
        self.message_label.setObjectName("messageLabel")
        self.message_label.setWordWrap(True)
        self.message_label.setVisible(False)
        self.message_label.setTextFormat(Qt.TextFormat.PlainText)

        self.table_area = _TableArea()
        self.table_area.setObjectName("tableArea")
        self.grid = QGridLayout()
        self.grid.setSpacing(10)
        for i in range(3):
            self.grid.setColumnStretch(i, 1)
            self.grid.setRowStretch(i, 1)
        outer = QVBoxLayout(self.table_area)
        outer.setContentsMargins(10, 6, 10, 10)
        outer.addWidget(self.message_label)
        outer.addLayout(self.grid, 1)
        self.setCentralWidget(self.table_area)
        self.table_area.resized.connect(self._fit_fonts)
        self._place_panels()
        for panel in self.panels:
            panel.riichiClicked.connect(self.toggle_riichi)
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
        self.resizeDocks([self.history_dock], [500], Qt.Orientation.Horizontal)
        # Hidden until the window is shown, which decides by its width (see showEvent):
        # otherwise showing the window would show the dock, and build its panel, first.
        self.history_dock.hide()
        self._placed_dock = False
        self._restyling = False

        self._build_actions()
        self._build_menus()
        # extension menus
        from scoretable.ui.table.games_menu import install as install_games_menu

        install_games_menu(self)
        from scoretable.ui.learn.menu import install as install_learn

        install_learn(self)
        from scoretable.ui.table.conditions_view import install as install_conditions

        install_conditions(self)
        self._apply_style()
        app = QCoreApplication.instance()
        if app is not None:
            hints = getattr(app, "styleHints", None)
            if hints is not None:
                hints().colorSchemeChanged.connect(self._apply_style)
        self.set_model(model)

    # --- the model ----------------------------------------------------------------------

    def set_model(self, model: GameModel) -> None:
        """Show ``model`` (a new game): reconnect every signal and redraw everything."""
        old = self.model
        if self._history_view is not None:
            self._history_view.set_game(model)
        if old is not model or not getattr(self, "_connected", False):
            if getattr(self, "_connected", False):
                for signal, slot in self._connections(old):
                    signal.disconnect(slot)
            self.model = model
            for signal, slot in self._connections(model):
                signal.connect(slot)
            self._connected = True
        self._close_results()
        self.clear_message()
        self._refresh_all()
        if old is not model:
            emit(self.modelChanged, model)

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
        a, b, c, d = players
        self.set_model(self.model_factory(rules, (a, b, c, d)))

    # --- actions and menus --------------------------------------------------------------

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
        self.act_fullscreen = self._action(
            self.tr("&Full screen"), self.toggle_full_screen, ["F11"]
        )
        self.act_fullscreen.setCheckable(True)
        self.act_differences = self._action(
            self.tr("Show &differences"), self._differences_toggled, ["S"]
        )
        self.act_differences.setCheckable(True)
        self.act_history = self.history_dock.toggleViewAction()
        self.act_history.setText(self.tr("Hand &history"))
        self.act_history.setShortcut(QKeySequence("H"))
        self.addAction(self.act_history)
        self.act_shortcuts = self._action(
            self.tr("&Keyboard shortcuts"), self.show_shortcuts, ["F1"]
        )
        self.act_about = self._action(self.tr("&About scoretable"), self.show_about)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.menu_game = bar.addMenu(self.tr("&Game"))
        self.menu_game.addAction(self.act_new_game)
        self.menu_game.addAction(self.act_end_game)
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
        self.menu_view.addAction(self.act_fullscreen)
        self.menu_view.addAction(self.act_differences)
        self.menu_view.addAction(self.act_history)
        self.menu_games = bar.addMenu(self.tr("G&ames"))
        self.menu_learn = bar.addMenu(self.tr("&Learn"))
        self.menu_help = bar.addMenu(self.tr("&Help"))
        self.menu_help.addAction(self.act_shortcuts)
        self.menu_help.addAction(self.act_about)

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
        if seat in self.model.state.riichi:
            self.run(lambda: self.model.cancel_riichi(seat))
        else:
            self.run(lambda: self.model.declare_riichi(seat))

    def ask_win(self) -> None:
        from scoretable.ui.record.win_dialog import WinDialog

        if self._refuse_if_over():
            return
        win = WinDialog.get_win(self, self.model.state, self.model.players)
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

        setup = NewGameDialog.get_setup(self, self.known_names())
        if setup is not None:
            self.start_new_game(setup.players, setup.rules)

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
        self.run(self.model.undo)

    def redo(self) -> None:
        self.run(self.model.redo)

    def rotate_view(self) -> None:
        self.rotation = (self.rotation + 1) % 4
        self._place_panels()

    def set_rotation(self, rotation: int) -> None:
        self.rotation = rotation % 4
        self._place_panels()

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
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(self)
        box.setWindowTitle(self.tr("About scoretable"))
        box.setText(
            self.tr(
                "<b>scoretable {0}</b><br>A score table for Riichi mahjong: exact payments, "
                "every common ruleset, undo for everything."
            ).format(__version__)
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        return box

    # --- messages -----------------------------------------------------------------------

    def show_message(self, text: str) -> None:
        self.message_label.setText(text)
        self.message_label.setVisible(True)

    def clear_message(self) -> None:
        self.message_label.clear()
        self.message_label.setVisible(False)

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

    def panel_at(self, position: int) -> PlayerPanel:
        """The panel shown at ``position`` (0 bottom, 1 right, 2 top, 3 left)."""
        return self.panels[(position + self.rotation) % 4]

    def _place_panels(self) -> None:
        for panel in self.panels:
            self.grid.removeWidget(panel)
        self.grid.removeWidget(self.indicator)
        for seat, panel in enumerate(self.panels):
            row, column = POSITIONS[(seat - self.rotation) % 4]
            self.grid.addWidget(panel, row, column)
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
        for seat, action in enumerate(self.act_riichi):
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
        for action in (self.act_win, self.act_draw, self.act_chombo, *self.act_riichi):
            action.setEnabled(not over)
        self.act_end_game.setText(self.tr("Show &results") if over else self.tr("&End game now"))

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
        show_all = self.act_differences.isChecked() if hasattr(self, "act_differences") else False
        for seat, panel in enumerate(self.panels):
            lines = [
                (players[other], scores[seat] - scores[other])
                for other in ((seat + k) % 4 for k in (1, 2, 3))
            ]
            panel.set_differences(lines)
            panel.show_differences(show_all or seat == self._hovered)

    def _fit_fonts(self) -> None:
        sizes = [panel.fit_score_size() for panel in self.panels]
        pixels = max(MIN_SCORE_PIXELS, min(min(sizes), 160))
        for panel in self.panels:
            panel.set_score_pixel_size(pixels)
            panel.relayout()  # lay out with the new fonts before the next paint
        self.indicator.set_pixel_size(max(28, int(pixels * 0.7)))
        font = self.message_label.font()
        font.setPixelSize(max(15, pixels // 4))
        self.message_label.setFont(font)

    def score_pixel_size(self) -> int:
        return self.panels[0].score_label.font().pixelSize()

    def _apply_style(self, *_args: object) -> None:
        """Colours that follow the palette: the dealer's frame and badge, the banner."""
        dark = theme.is_dark()
        loss = theme.loss_color(dark)
        dealer_bg = QColor("#3a3320" if dark else "#fff4d6")
        dealer_border = QColor("#d6a400" if dark else "#c48f00")
        for panel in self.panels:
            panel.set_frame_colors(dealer_border, dealer_bg)
        self.message_label.set_colors(loss, border=loss)
        if getattr(self, "_connected", False):
            # the gain/loss colours follow the palette
            self._history_changed()
            self._update_differences()
            if self._history_view is not None:
                self._history_view.refresh()

    # --- game over ----------------------------------------------------------------------

    def _game_over(self, result: object) -> None:
        self._show_results()

    def _show_results(self) -> ResultsDialog:
        from scoretable.ui.table.results_dialog import ResultsDialog

        self._close_results()
        dialog = ResultsDialog(self.model.result(), self.model.players, self.rules_label(), self)
        dialog.newGameRequested.connect(self._new_game_same_players)
        dialog.undoRequested.connect(self.undo)
        self.results_dialog = dialog
        dialog.open()
        return dialog

    def _game_resumed(self) -> None:
        self._close_results()

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

    def changeEvent(self, event: QEvent) -> None:
        # An application palette change (e.g. the desktop turns dark) restyles the colours.
        palette_events = (QEvent.Type.ApplicationPaletteChange, QEvent.Type.PaletteChange)
        if event.type() in palette_events and not getattr(self, "_restyling", True):
            self._restyling = True
            try:
                self._apply_style()
            finally:
                self._restyling = False
        super().changeEvent(event)

    def sizeHint(self) -> QSize:
        return QSize(1366, 768)

    def closeEvent(self, event: QCloseEvent) -> None:
        self._close_results()
        super().closeEvent(event)
