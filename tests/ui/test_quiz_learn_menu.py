"""The Learn menu in the real main window opens the quiz, the trainer and the tables."""

from __future__ import annotations

import sqlite3
from typing import Any

from PySide6.QtWidgets import QApplication

from scoretable.engine.rules import get_preset
from scoretable.game.model import GameModel
from scoretable.ui.learn import menu as learn
from scoretable.ui.table.main_window import MainWindow


def test_learn_menu_opens_each_tool_on_the_game_rules(qtbot) -> None:  # type: ignore[no-untyped-def]
    model = GameModel(get_preset("tenhou"), ["Ann", "Ben", "Cho", "Dai"])
    window: Any = MainWindow(model)  # the Learn menu adds attributes at run time
    qtbot.addWidget(window)
    texts = [a.text() for a in window.menu_learn.actions()]
    assert texts == [
        "Payment &quiz…",
        "&All-last quiz…",
        "&Fu trainer…",
        "&Reference tables…",
        "&Hand calculator…",
    ]

    window.act_quiz.trigger()
    assert window.quiz_dialog.isVisible() and window.quiz_dialog.rules_name() == "tenhou"
    # no library attached: progress lives in a session database
    assert isinstance(window.learn_memory_db, sqlite3.Connection)
    assert learn.connection(window) is window.learn_memory_db

    window.act_fu_trainer.trigger()
    assert window.fu_trainer_dialog.rules_name() == "tenhou"

    window.act_reference.trigger()
    assert window.reference_dialog.rules().name == "tenhou"
    for dialog in (window.quiz_dialog, window.fu_trainer_dialog, window.reference_dialog):
        dialog.close()
    QApplication.processEvents()


def test_a_game_with_adjusted_rules_is_learned_under_those_rules(qtbot) -> None:  # type: ignore[no-untyped-def]
    house = get_preset("standard").replace(kiriage=True)  # standard, with kiriage mangan
    window: Any = MainWindow(GameModel(house, ["Ann", "Ben", "Cho", "Dai"]))
    qtbot.addWidget(window)
    window.act_quiz.trigger()
    quiz = window.quiz_dialog
    assert quiz.rules_box.currentText() == "This game's rules (Standard, adjusted)"
    assert quiz.question.adjusted and quiz.question.rules_object() == house
    assert quiz.source_label.text().startswith("This game's rules (Standard, adjusted)")
    # a preset can still be chosen
    quiz.rules_box.setCurrentIndex(quiz.rules_box.findData("tenhou"))
    assert not quiz.question.adjusted and quiz.question.rules == "tenhou"
    window.act_fu_trainer.trigger()
    assert window.fu_trainer_dialog.rules_box.rules() == house
    window.act_reference.trigger()
    assert window.reference_dialog.rules() == house
    for dialog in (quiz, window.fu_trainer_dialog, window.reference_dialog):
        dialog.close()
    QApplication.processEvents()


def test_the_library_database_is_used_when_attached() -> None:
    conn = sqlite3.connect(":memory:")

    class Store:
        pass

    class Library:
        pass

    class Window:
        pass

    store, library, window = Store(), Library(), Window()
    store.conn = conn  # type: ignore[attr-defined]
    library.store = store  # type: ignore[attr-defined]
    window.library = library  # type: ignore[attr-defined]
    assert learn.connection(window) is conn
    assert learn.rules_name(window) == "standard"  # no model: the default preset
