"""The Learn menu in the real main window opens the quiz, the trainer and the tables."""

from __future__ import annotations

import sqlite3
from typing import Any

from PySide6.QtWidgets import QApplication

from scoretable.engine.rules import get_preset
from scoretable.game.model import GameModel
from scoretable.session.library import Library
from scoretable.storage.db import open_memory_store
from scoretable.ui.table.main_window import MainWindow


def test_learn_menu_opens_each_tool_on_the_game_rules(qtbot) -> None:  # type: ignore[no-untyped-def]
    model = GameModel(get_preset("tenhou"), ["Ann", "Ben", "Cho", "Dai"])
    window = MainWindow(model)
    qtbot.addWidget(window)
    texts = [a.text() for a in window.menu_learn.actions()]
    assert texts == [
        "Payment &quiz…",
        "&All-last quiz…",
        "&Fu trainer…",
        "&Reference tables…",
        "&Hand calculator…",
        "&What is it worth?…",
        "&Worksheet…",
        "Paying with &sticks…",
        "&Learners at the table…",
    ]
    assert window.menu_learn.learn is None  # built when first used

    window.menu_learn.act_quiz.trigger()
    learn: Any = window.menu_learn.learn
    assert learn.quiz_dialog.isVisible()
    assert learn.quiz_dialog.rules_name() == "tenhou"
    # no library: progress lives in a session database, the same for every tool
    assert isinstance(learn.connection, sqlite3.Connection)

    window.menu_learn.act_fu_trainer.trigger()
    assert learn.fu_trainer_dialog.rules_name() == "tenhou"
    assert window.menu_learn.learn_tools() is learn

    window.menu_learn.act_reference.trigger()
    assert learn.reference_dialog.rules().name == "tenhou"
    for dialog in (learn.quiz_dialog, learn.fu_trainer_dialog, learn.reference_dialog):
        dialog.close()
    QApplication.processEvents()


def test_a_game_with_adjusted_rules_is_learned_under_those_rules(qtbot) -> None:  # type: ignore[no-untyped-def]
    house = get_preset("standard").replace(kiriage=True)  # standard, with kiriage mangan
    window = MainWindow(GameModel(house, ["Ann", "Ben", "Cho", "Dai"]))
    qtbot.addWidget(window)
    window.menu_learn.act_quiz.trigger()
    learn: Any = window.menu_learn.learn
    quiz = learn.quiz_dialog
    assert quiz.rules_box.currentText() == "This game's rules (Standard, adjusted)"
    assert quiz.question.adjusted
    assert quiz.question.rules_object() == house
    assert quiz.source_label.text().startswith("This game's rules (Standard, adjusted)")
    # a preset can still be chosen
    quiz.rules_box.setCurrentIndex(quiz.rules_box.findData("tenhou"))
    assert not quiz.question.adjusted
    assert quiz.question.rules == "tenhou"
    window.menu_learn.act_fu_trainer.trigger()
    assert learn.fu_trainer_dialog.rules_box.rules() == house
    window.menu_learn.act_reference.trigger()
    assert learn.reference_dialog.rules() == house
    for dialog in (quiz, learn.fu_trainer_dialog, learn.reference_dialog):
        dialog.close()
    QApplication.processEvents()


def test_progress_is_kept_in_the_librarys_database(qtbot) -> None:  # type: ignore[no-untyped-def]
    library = Library(open_memory_store())
    window = MainWindow(
        library.new_model(get_preset("standard"), ["Ann", "Ben", "Cho", "Dai"]), library=library
    )
    qtbot.addWidget(window)
    window.menu_learn.act_quiz.trigger()
    learn: Any = window.menu_learn.learn
    assert learn.connection is library.store.conn
    learn.quiz_dialog.close()
    QApplication.processEvents()
    library.close()
