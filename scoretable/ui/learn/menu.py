"""The Learn menu: payment quiz, all-last quiz, fu trainer, reference tables, hand calculator.

:func:`install` is called once by the main window (at ``# extension menus``). The quiz and
the trainer save progress in the app's database (the library's store) when one is attached;
without one (``--screenshot``, tests) they use an in-memory database for the session.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from scoretable.engine.rules import PRESETS, Rules

if TYPE_CHECKING:
    import sqlite3

# The three dialogs are imported when first opened, not here: the menu is built at start-up
# and their modules (and the quiz and trainer cores) would cost it about 11 ms.


def connection(window: Any) -> sqlite3.Connection:
    """The app's database if the library is attached, else one in memory for the session."""
    import sqlite3  # not at start-up: --screenshot and a plain start need no quiz database

    store = getattr(getattr(window, "library", None), "store", None)
    conn = getattr(store, "conn", None)
    if isinstance(conn, sqlite3.Connection):
        return conn
    memory = getattr(window, "learn_memory_db", None)
    if not isinstance(memory, sqlite3.Connection):
        memory = sqlite3.connect(":memory:")
        window.learn_memory_db = memory
    return memory


def rules_name(window: Any) -> str:
    """The preset of the game in the window (standard if it has none of the known names)."""
    try:
        name = str(window.model.state.rules.name)
    except AttributeError:
        return "standard"
    return name if name in PRESETS else "standard"


def game_rules(window: Any) -> Rules | str:
    """The rules of the game in the window, as adjusted (else the preset's name): the quiz,
    the trainer and the tables offer them first."""
    rules = getattr(getattr(getattr(window, "model", None), "state", None), "rules", None)
    return rules if isinstance(rules, Rules) else rules_name(window)


def install(window: Any) -> None:
    """Add Payment quiz, All-last quiz, Fu trainer and Reference tables to
    ``window.menu_learn``."""
    menu = window.menu_learn
    parent: QWidget = window

    def add(text: str, slot: Any) -> QAction:
        action = QAction(text, parent)
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def quiz() -> None:
        from scoretable.ui.learn.quiz_view import QuizDialog

        window.quiz_dialog = QuizDialog.open_quiz(parent, connection(window), game_rules(window))

    def trainer() -> None:
        from scoretable.ui.learn.fu_trainer_view import FuTrainerDialog

        window.fu_trainer_dialog = FuTrainerDialog.open_trainer(
            parent, connection(window), game_rules(window)
        )

    def tables() -> None:
        from scoretable.ui.learn.reference_view import ReferenceDialog

        window.reference_dialog = ReferenceDialog.show_tables(parent, game_rules(window))

    def all_last() -> None:
        from scoretable.ui.learn.all_last_view import AllLastQuizDialog

        rules = game_rules(window)
        window.all_last_dialog = AllLastQuizDialog.open_quiz(
            parent, rules if isinstance(rules, Rules) else None
        )

    def calculator() -> None:
        from scoretable.ui.record.tile_picker import HandCalculatorDialog

        rules = game_rules(window)
        rules = rules if isinstance(rules, Rules) else PRESETS[rules]
        window.hand_calculator_dialog = HandCalculatorDialog.show_calculator(parent, rules)

    window.act_quiz = add(QCoreApplication.translate("Learn", "Payment &quiz…"), quiz)
    window.act_all_last = add(QCoreApplication.translate("Learn", "&All-last quiz…"), all_last)
    window.act_fu_trainer = add(QCoreApplication.translate("Learn", "&Fu trainer…"), trainer)
    window.act_reference = add(QCoreApplication.translate("Learn", "&Reference tables…"), tables)
    window.act_hand_calculator = add(
        QCoreApplication.translate("Learn", "&Hand calculator…"), calculator
    )
