"""Drives the real main window in a process of its own (for the crash test).

    python tests/helpers/app_driver.py DATA_DIR

Builds the window exactly as the app does (``scoretable.app.open_window``: store, resume,
journal), with the dialogs' classmethods replaced by answers read from stdin. One command a
line; after each, one line on stdout: ``DONE {json}`` with what the window shows. Commands:

    riichi SEAT | ron WINNER DISCARDER HAN FU | tsumo WINNER HAN FU | draw [SEAT...]
    undo | redo | report

Message boxes are printed (``MESSAGE kind title: "text"``) instead of waiting for a click;
one that offers Retry then prints ``ASK`` and reads the answer from stdin: ``retry``,
``ignore`` or ``close``.
"""

from __future__ import annotations

import json
import os
import sys
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def report(window: Any) -> dict[str, Any]:
    model = window.model
    state = model.state
    return {
        "panels": [panel.score_label.text() for panel in window.panels],
        "indicator": window.indicator.summary(),
        "scores": list(state.scores),
        "round": [state.round_wind, state.hand_number],
        "honba": state.honba,
        "sticks": state.sticks,
        "riichi": sorted(state.riichi),
        "index": model.index,
        "log": len(model.log),
        "undo_steps": model.undo_stack.count(),
        "can_redo": model.can_redo(),
        "history_rows": window.history_view.table.model().rowCount(),
        "message": window.message(),
        "players": list(model.players),
    }


def main() -> int:
    from PySide6.QtWidgets import QMessageBox

    from scoretable.app import make_application, open_window
    from scoretable.engine.table import ExhaustiveDraw, Win, WinEntry
    from scoretable.ui.record.draw_dialog import DrawDialog
    from scoretable.ui.record.win_dialog import WinDialog

    Button = QMessageBox.StandardButton
    answers_by_word = {"retry": Button.Retry, "ignore": Button.Ignore, "close": Button.Close}

    def shown(kind: str) -> Any:
        def show(parent: Any, title: str, text: str, *args: Any) -> Any:
            print(f"MESSAGE {kind} {title}: " + json.dumps(text), flush=True)
            if args and args[0] & Button.Retry:
                print("ASK", flush=True)
                return answers_by_word[sys.stdin.readline().strip()]
            return Button.Ok

        return staticmethod(show)

    # A message box would wait for a click that never comes: print it instead.
    QMessageBox.critical = shown("critical")  # type: ignore[method-assign,assignment]
    QMessageBox.warning = shown("warning")  # type: ignore[method-assign,assignment]
    QMessageBox.information = shown("information")  # type: ignore[method-assign,assignment]

    data_dir = sys.argv[1]
    app = make_application(data_dir=data_dir)
    window = open_window(app, data_dir)
    if window is None:
        print("REFUSED", flush=True)
        return 3
    window.show()
    app.processEvents()

    answers: dict[str, Any] = {}
    WinDialog.get_win = classmethod(lambda cls, *a: answers.pop("win"))  # type: ignore[method-assign,assignment]
    DrawDialog.get_draw = classmethod(lambda cls, *a: answers.pop("draw"))  # type: ignore[method-assign,assignment]

    print("READY " + json.dumps(report(window)), flush=True)
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        command, args = words[0], [int(w) for w in words[1:]]
        if command == "riichi":
            window.menu_hand.toggle_riichi(args[0])
        elif command == "ron":
            answers["win"] = Win((WinEntry(args[0], args[2], args[3]),), args[1])
            window.menu_hand.ask_win()
        elif command == "tsumo":
            answers["win"] = Win((WinEntry(args[0], args[1], args[2]),), None)
            window.menu_hand.ask_win()
        elif command == "draw":
            answers["draw"] = ExhaustiveDraw(frozenset(args))
            window.menu_hand.ask_draw()
        elif command == "undo":
            window.menu_edit.undo()
        elif command == "redo":
            window.menu_edit.redo()
        app.processEvents()
        print("DONE " + json.dumps(report(window)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
