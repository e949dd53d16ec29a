"""Opens every dialog over the window on the screen Qt was started with and prints, as JSON,
where each opened, its smallest size and where its buttons are (run by ``test_dialog_fit``
in a process of its own, on an offscreen screen of a given size).

    python tests/helpers/dialog_fit_probe.py [ja] [dark] [SHOTS_DIR]
"""

from __future__ import annotations

import json
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QRect
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QPushButton,
    QScrollArea,
    QWidget,
)


def rect(r: QRect) -> list[int]:
    return [r.x(), r.y(), r.width(), r.height()]


def buttons_of(dialog: QWidget) -> list[QAbstractButton]:
    """The buttons that close or act on the whole dialog: its push buttons outside the part
    that scrolls."""
    areas = dialog.findChildren(QScrollArea)
    return [
        button
        for button in dialog.findChildren(QPushButton)
        if button.isVisibleTo(dialog)
        and button.window() is dialog
        and not any(area.isAncestorOf(button) for area in areas)
    ]


def measure(name: str, dialog: QWidget, app: QApplication, shots: Path | None) -> dict:
    for _ in range(5):
        app.processEvents()
    screen = dialog.screen().availableGeometry()
    frame = dialog.frameGeometry()
    opened = dialog.geometry()
    hint = dialog.minimumSizeHint()
    layout = dialog.layout()
    least = layout.totalMinimumSize() if layout is not None else hint
    smallest = dialog.minimumSize().expandedTo(least)
    if shots is not None:
        dialog.grab().save(str(shots / f"{name}.png"))
    # the buttons at the dialog's smallest size too
    shown = []
    for size in (dialog.size(), smallest):
        dialog.resize(size)
        for _ in range(3):
            app.processEvents()
        for button in buttons_of(dialog):
            top_left = button.mapTo(dialog, button.rect().topLeft())
            inside = QRect(top_left, button.size())
            on_screen = QRect(button.mapToGlobal(button.rect().topLeft()), button.size())
            shown.append(
                {
                    "text": button.text(),
                    "visible": button.isVisible(),
                    "inside": dialog.rect().contains(inside),
                    "on_screen": screen.contains(on_screen),
                    "rect": rect(inside),
                    "dialog": [dialog.width(), dialog.height()],
                }
            )
    if shots is not None:
        dialog.grab().save(str(shots / f"{name}-smallest.png"))
    return {
        "name": name,
        "screen": rect(screen),
        "frame": rect(frame),
        "geometry": rect(opened),
        "minimum": [smallest.width(), smallest.height()],
        "buttons": shown,
    }


def main(argv: list[str]) -> int:
    app = QApplication([])
    from scoretable import i18n
    from scoretable.ui import theme

    shots = None
    for arg in argv:
        if arg not in ("ja", "dark", "light") and not arg.startswith("only="):
            shots = Path(arg)
            shots.mkdir(parents=True, exist_ok=True)
    theme.apply_scheme(app, "dark" if "dark" in argv else "light")
    if "ja" in argv:
        i18n.Translations(app).switch("ja")
    from scoretable.engine.rules import get_preset
    from scoretable.engine.table import Win, WinEntry
    from scoretable.session.library import Library
    from scoretable.storage.db import open_store
    from scoretable.ui.table.main_window import MainWindow

    data = tempfile.mkdtemp(prefix="fit-probe-")
    library = Library(open_store(Path(data)).store)
    model = library.new_model(get_preset("standard"), ("Aiko", "Bruno", "Chen", "Dana"))
    window = MainWindow(model, library=library)
    window.show()
    model.record_win(Win((WinEntry(winner=1, han=3, fu=30),), discarder=0))
    model.declare_riichi(2)
    state, players = model.state, model.players

    from scoretable.ui.record.chombo_dialog import ChomboDialog
    from scoretable.ui.record.draw_dialog import DrawDialog
    from scoretable.ui.record.new_game_dialog import NewGameDialog
    from scoretable.ui.record.rename_dialog import RenamePlayersDialog
    from scoretable.ui.record.timer_dialog import TimerDialog, TimerSetting
    from scoretable.ui.record.win_dialog import WinDialog

    def win_with_calculator() -> QDialog:
        dialog = WinDialog(window, state, players, 1)
        dialog.editors[1].calc_button.setChecked(True)
        return dialog

    def hand_calculator() -> QDialog:
        # the calculator over the fitted win dialog it is opened from
        win = WinDialog(window, state, players, 1)
        win.show()
        return win.editors[1].open_hand_calculator()

    def learn_calculator() -> QDialog:
        window.menu_learn.show_hand_calculator()
        return window.menu_learn.learn_tools().hand_calculator_dialog

    def conditions() -> QDialog:
        # every seat's conditions in full, as on the last hand
        window.conditions.watcher.set_end_now(True)
        return window.menu_view.show_conditions()

    def han_question() -> QDialog:
        win = WinDialog(window, state, players, 1)
        win.show()
        return win.ask_unusual(1, 34)

    def worth_progress() -> QDialog:
        # the progress of a learner with answers: the chart and the table of skills filled
        worth = window.menu_learn.learn_tools().open_worth()
        for _ in range(3):
            worth.check()
            worth.advance()
        return worth.show_progress()

    def shown(make: Callable[[], QDialog]) -> Callable[[], QDialog]:
        def opened() -> QDialog:
            dialog = make()
            dialog.show()
            return dialog

        return opened

    def results() -> QDialog:
        model.end_game()
        dialog = window.menu_game.show_results()
        return dialog

    openers: dict[str, Callable[[], QWidget | None]] = {
        "new_game": shown(lambda: NewGameDialog(window, ["Aiko", "Bruno"])),
        "win": shown(lambda: WinDialog(window, state, players, 1)),
        "win_fu_calculator": shown(win_with_calculator),
        "draw": shown(lambda: DrawDialog(window, state, players)),
        "chombo": shown(lambda: ChomboDialog(window, state, players)),
        "rename": shown(lambda: RenamePlayersDialog(players, window)),
        "timer": shown(lambda: TimerDialog(TimerSetting(60, 1), window)),
        "shortcuts": window.menu_help.show_shortcuts,
        "library": window.menu_games.show_library,
        "chart": window.menu_games.show_chart,
        "stats": window.menu_games.show_stats,
        "replay": window.menu_games.replay_game,
        "league": window.menu_games.show_league,
        "quiz": lambda: window.menu_learn.learn_tools().open_quiz(model.rules),
        "fu_trainer": lambda: window.menu_learn.learn_tools().open_fu_trainer(model.rules),
        "reference": lambda: window.menu_learn.learn_tools().open_reference(model.rules),
        "all_last_quiz": lambda: window.menu_learn.learn_tools().open_all_last(model.rules),
        "worth": lambda: window.menu_learn.learn_tools().open_worth(),
        "worth_progress": worth_progress,
        "worksheet": lambda: window.menu_learn.learn_tools().open_worksheet(model.rules),
        "hand_calculator": hand_calculator,
        "hand_calculator_learn": learn_calculator,
        "conditions": conditions,
        "han_question": han_question,
        "about": window.menu_help.show_about,
        "results": results,
    }
    only = {a for a in argv if a.startswith("only=")}
    found = []
    for name, opener in openers.items():
        if only and f"only={name}" not in only:
            continue
        dialog = opener()
        assert dialog is not None, name
        found.append(measure(name, dialog, app, shots))
        dialog.close()
        QCoreApplication.processEvents()
    print(json.dumps(found))
    window.close()
    library.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
