"""The main window's menus: each menu's actions and their slots in a module of its own.

Each menu is a :class:`QMenu` built on the window (a :class:`Table`: what a menu may ask of
it) that holds its actions (``window.menu_games.act_export_tenhou6``) and their slots. Every
action's slot is guarded (:func:`scoretable.ui.error_words.guarded`): an error becomes a sentence in
the window's message strip, never an exception lost in Qt's event loop. Every screen a menu
opens goes through :func:`open_screen`. The menus' modules are loaded at start-up (the menu
bar is there from the first picture), so they import no screen: each screen's module is
imported by the builder handed to :func:`open_screen`, on first use.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol, TypeVar

import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from scoretable.ui.error_words import guarded

if TYPE_CHECKING:
    from scoretable.engine.rules import Rules
    from scoretable.game.model import GameModel
    from scoretable.game.timer import HanchanTimer
    from scoretable.session.club_link import ClubLink
    from scoretable.session.library import Library
    from scoretable.session.table_session import TableSession
    from scoretable.settings import Settings
    from scoretable.ui.table.conditions_view import TableConditions
    from scoretable.ui.widgets.panels import PlayerPanel

S = TypeVar("S", bound=QWidget)


class Table(Protocol):
    """What the menus ask of the main window (the window itself is this)."""

    @property
    def session(self) -> TableSession: ...
    @property
    def model(self) -> GameModel: ...
    @property
    def library(self) -> Library | None: ...
    @property
    def club(self) -> ClubLink | None: ...
    @property
    def settings(self) -> Settings | None: ...
    @property
    def hanchan_timer(self) -> HanchanTimer: ...
    @property
    def screens(self) -> dict[str, QWidget]: ...

    def window(self) -> QWidget: ...
    def run(self, change: Callable[[], None]) -> bool: ...
    def show_message(self, text: str) -> None: ...
    def start_new_game(self, players: Sequence[str], rules: Rules) -> None: ...
    def refuse_if_over(self) -> bool: ...
    def rules_label(self) -> str: ...
    def rotate_view(self) -> None: ...
    def set_layout(self, mode: str) -> bool: ...
    @property
    def seats(self) -> int: ...
    @property
    def panels(self) -> list[PlayerPanel]: ...
    def menus(self) -> list[QMenu]: ...
    @property
    def conditions(self) -> TableConditions: ...


def open_screen(table: Table, key: str, build: Callable[[], S], keep: bool = False) -> S:
    """The one way a screen opens: ``build()`` (which imports the screen's module, on first
    use, makes the screen and opens it) unless the screen under ``key`` is open, which is
    raised and activated instead. A ``keep`` screen (closed, it is only hidden) is shown
    again rather than built anew. The screen is parented to the window."""
    shown = table.screens.get(key)
    if shown is not None and shiboken6.isValid(shown):
        deleted = shown.testAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        if shown.isVisible() or (keep and not deleted):
            shown.show()
            shown.raise_()
            shown.activateWindow()
            return shown  # type: ignore[return-value]  # built by the same key's builder
    screen = build()
    if screen.parentWidget() is None:
        shown_now = screen.isVisible()
        screen.setParent(table.window(), screen.windowFlags())  # which hides it
        screen.setVisible(shown_now)
    table.screens[key] = screen
    return screen


class Menu(QMenu):
    """A menu of the window's, whose actions are the window's too (their keys work while
    the menu bar is hidden, in full screen)."""

    def __init__(self, title: str, table: Table) -> None:
        super().__init__(title, table.window())
        self.table = table

    def action(
        self,
        text: str,
        slot: Callable[[], object],
        keys: Sequence[QKeySequence | QKeySequence.StandardKey | str] = (),
        tip: str = "",
        add: bool = True,
    ) -> QAction:
        """An action of the window's calling ``slot`` (guarded), in this menu if ``add``."""
        window = self.table.window()
        action = QAction(text, window)
        sequences = [QKeySequence(key) for key in keys]
        if sequences:
            action.setShortcuts(sequences)
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(tip)
        action.triggered.connect(guarded(self.table, slot))
        window.addAction(action)
        if add:
            self.addAction(action)
        return action
