"""The View menu: how the table is shown (rotation, table mode, the second screen, full
screen, the differences, the hand history), the all-last conditions, speech and the aids to
seeing (whose actions their own modules build: ``speech_actions``, ``view_access``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget

from scoretable.ui.table.menus import Menu, Table, open_screen

if TYPE_CHECKING:
    from scoretable.storage.stats import PlayerStats
    from scoretable.ui.table.conditions_view import ConditionsDialog
    from scoretable.ui.table.second_screen import SecondScreen


class ViewMenu(Menu):
    """View: the table's layout and its aids; its toggles are read by the window."""

    def __init__(self, table: Table, history: QDockWidget, extra: list[list[QAction]]) -> None:
        super().__init__(QCoreApplication.translate("MainWindow", "&View"), table)
        self._hovered: int | None = None
        self.act_rotate = self.action(
            QCoreApplication.translate("MainWindow", "&Rotate view"), table.rotate_view, ["R"]
        )
        self.act_table_mode = self.action(
            QCoreApplication.translate("MainWindow", "&Table mode (each player faces their score)"),
            self._table_mode_toggled,
            ["T"],
        )
        self.act_table_mode.setCheckable(True)
        self.act_second_screen = self.action(
            QCoreApplication.translate("MainWindow", "&Second screen (for a TV or projector)"),
            self.show_second_screen,
            ["F3"],
        )
        self.act_fullscreen = self.action(
            QCoreApplication.translate("MainWindow", "&Full screen"),
            self.toggle_full_screen,
            ["F11"],
        )
        self.act_fullscreen.setCheckable(True)
        self.act_differences = self.action(
            QCoreApplication.translate("MainWindow", "Show &differences"),
            self.update_differences,
            ["S"],
        )
        self.act_differences.setCheckable(True)
        self.act_history = history.toggleViewAction()
        self.act_history.setText(QCoreApplication.translate("MainWindow", "Hand &history"))
        self.act_history.setShortcut(QKeySequence("H"))
        table.window().addAction(self.act_history)
        self.addAction(self.act_history)
        self.addSeparator()
        self.act_conditions = self.action(
            QCoreApplication.translate("Conditions", "All-last &conditions…"),
            self.show_conditions,
        )
        # toggled, not triggered: the conditions dialog's own switch checks it too
        self.act_conditions_any = QAction(
            QCoreApplication.translate("Conditions", "Conditions in &every hand"), table.window()
        )
        self.act_conditions_any.setCheckable(True)
        self.act_conditions_any.toggled.connect(self._conditions_any_toggled)
        self.addAction(self.act_conditions_any)
        for actions in extra:  # speech, then the aids to seeing
            self.addSeparator()
            self.addActions(actions)

    def differences_shown(self) -> bool:
        return self.act_differences.isChecked()

    def hover_changed(self, seat: int, inside: bool) -> None:
        """A seat's differences show while the pointer is over its panel."""
        if inside:
            self._hovered = seat
        elif self._hovered == seat:
            self._hovered = None
        self.update_differences()

    def update_differences(self) -> None:
        """Each panel's lead or gap to every other player, shown for all (Show differences)
        or for the panel under the pointer."""
        model, seats = self.table.model, self.table.seats
        show_all = self.act_differences.isChecked()
        for seat, panel in enumerate(self.table.panels):
            lines = [
                (model.players[other], model.scores[seat] - model.scores[other])
                for other in ((seat + k) % seats for k in range(1, seats))
            ]
            panel.set_differences(lines)
            panel.show_differences(show_all or seat == self._hovered)

    def _table_mode_toggled(self) -> None:
        self.set_layout_mode("table" if self.act_table_mode.isChecked() else "screen")

    def set_layout_mode(self, mode: str) -> None:
        """ "table": each panel faces its seat; "screen": every text upright. Remembered
        in the settings when the window has them."""
        settings = self.table.settings
        if not self.table.set_layout(mode) or settings is None:
            return
        from scoretable.settings import LAYOUT

        try:
            settings.set(LAYOUT, mode)
        except OSError as error:
            self.table.show_message(
                QCoreApplication.translate(
                    "MainWindow", "The setting could not be saved: {0}"
                ).format(error)
            )

    def _night_leaders(self, players: int) -> list[PlayerStats]:
        """The second screen's night's leaders, from the library."""
        from scoretable.storage.stats import night_leaders

        assert self.table.library is not None  # (only given with a library)
        return night_leaders(self.table.library.store, players)

    def show_second_screen(self) -> SecondScreen:
        """The standings window for a TV or projector (built once, then raised)."""

        def build() -> SecondScreen:
            from scoretable.ui.table.second_screen import SecondScreen

            leaders = self._night_leaders if self.table.library is not None else None
            screen = SecondScreen(self.table.session, self.table.window(), leaders)
            screen.set_timer_text(self.table.hanchan_timer.text())
            screen.show()
            screen.raise_()
            return screen

        return open_screen(self.table, "second_screen", build, keep=True)

    def toggle_full_screen(self) -> None:
        window = self.table.window()
        if window.isFullScreen():
            window.showNormal()
        else:
            window.showFullScreen()
        self.act_fullscreen.setChecked(window.isFullScreen())

    def show_conditions(self) -> ConditionsDialog:
        """View -> All-last conditions: every seat and place in full."""

        def build() -> ConditionsDialog:
            from scoretable.ui.table.conditions_view import ConditionsDialog

            dialog = ConditionsDialog.open_view(self.table.conditions.watcher, self.table.window())
            dialog.any_hand.toggled.connect(self.act_conditions_any.setChecked)
            return dialog

        return open_screen(self.table, "conditions", build)

    def _conditions_any_toggled(self, on: bool) -> None:
        self.table.conditions.watcher.set_end_now(on)
