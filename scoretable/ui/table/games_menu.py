"""The Games menu's actions, built at start-up without loading the store.

:func:`install` (called once by the main window at ``# extension menus``) adds the actions,
disabled; :meth:`scoretable.ui.library.library.Library.attach` enables them. Each action imports the
module it needs when first triggered: the library (sqlite3, the store), the chart (Qt Charts),
statistics and export would otherwise cost start-up time, and ``--screenshot`` needs none.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence

from scoretable.engine.markers import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from scoretable.ui.library.library import Library
    from scoretable.ui.table.main_window import MainWindow


def install(window: MainWindow) -> None:
    """Add the library's actions to ``window.menu_games`` (disabled until a library attaches)."""
    menu = window.menu_games
    actions: list[QAction] = []
    window.library_actions = actions  # type: ignore[attr-defined]

    def later(module: str, name: str) -> Callable[..., None]:
        """A slot calling ``scoretable.ui.<module>.<name>(library)``, imported when first
        used, if a library is attached."""

        def slot(*_args: object) -> None:
            library: Library | None = getattr(window, "library", None)
            if library is not None:
                getattr(importlib.import_module(f"scoretable.ui.library.{module}"), name)(library)

        return slot

    def add(text: str, slot: Any, key: str | None = None) -> QAction:
        action = QAction(text, window)
        if key is not None:
            action.setShortcut(QKeySequence(key))
        action.triggered.connect(slot)
        action.setEnabled(False)
        menu.addAction(action)
        actions.append(action)
        return action

    window.act_library = add(  # type: ignore[attr-defined]
        QCoreApplication.translate("Library", "&Library of games…"),
        later("library", "show_library"),
        "Ctrl+L",
    )
    window.act_chart = add(  # type: ignore[attr-defined]
        QCoreApplication.translate("Library", "Score &chart…"),
        later("chart", "show_current_chart"),
        "Ctrl+G",
    )
    window.act_stats = add(  # type: ignore[attr-defined]
        QCoreApplication.translate("Library", "Player &statistics…"),
        later("stats", "show_stats"),
        "Ctrl+I",
    )
    exchange = (
        (QT_TRANSLATE_NOOP("Library", "Export game as &JSON…"), "export_current_json"),
        (QT_TRANSLATE_NOOP("Library", "Export game as C&SV…"), "export_current_csv"),
        (QT_TRANSLATE_NOOP("Library", "&Import game…"), "import_game"),
        None,
        (QT_TRANSLATE_NOOP("Library", "&Back up library…"), "export_library_file"),
        (QT_TRANSLATE_NOOP("Library", "&Restore library backup…"), "import_library_file"),
    )
    menu.addSeparator()
    for item in exchange:
        if item is None:
            menu.addSeparator()
        else:
            add(QCoreApplication.translate("Library", item[0]), later("export", item[1]))
