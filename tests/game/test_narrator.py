"""The narrator says each change of the game once: an action, an undo; nothing for a rename,
a timer or a game switched."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from scoretable.engine.conditions import conditions
from scoretable.engine.rules import STANDARD, TENHOU
from scoretable.engine.table import Win, WinEntry
from scoretable.game.model import GameModel
from scoretable.game.narrator import Narrator
from scoretable.i18n import Translations

NAMES = ("Aiko", "Bruno", "Chen", "Dai")


def test_each_change_is_said_once_and_a_rename_or_a_new_game_says_nothing(qtbot: QtBot) -> None:
    model = GameModel(STANDARD, NAMES)
    narrator = Narrator(model)
    said: list[str] = []
    narrator.said.connect(said.append)
    model.declare_riichi(2)
    model.record_win(Win((WinEntry(winner=0, han=3, fu=30),), discarder=1))
    model.rename_player(1, "Ben")
    model.set_timer(3600, 0.0)
    model.undo()
    model.undo()
    model.redo()
    model.undo()
    model.undo()
    assert said == [
        "Riichi, Chen.",
        "Ron. Bruno pays Aiko 5,800. Aiko takes the riichi sticks, 1,000. Aiko plus 6,800.",
        "Undone.",
        "Undone.",
        "Undone.",
        "Undone.",
    ]
    assert narrator.seat(2) == "Seat 3: West, Chen, 24,000, fourth, 1,000 behind the top."
    assert narrator.all_last(()) == ""
    said.clear()
    model.end_game()
    assert said == [
        "Leftover riichi sticks to Aiko, 1,000. The game is over. Aiko first, 26,000; "
        "Bruno second, 25,000; Dai third, 25,000; Chen fourth, 24,000."
    ]
    model.undo()
    other = GameModel.restore(STANDARD, NAMES, list(model.log), model.index)
    said.clear()
    narrator.set_model(other)
    model.declare_riichi(3)  # the old game is no longer followed
    other.declare_riichi(0)
    assert said == ["Riichi, Aiko."]


@pytest.fixture
def japanese(qapp: QApplication) -> Iterator[None]:
    locale = QLocale()
    translations = Translations(qapp)
    assert translations.switch("ja")
    yield
    translations.switch("en")
    QLocale.setDefault(locale)


def test_the_narrator_speaks_the_interface_language(qtbot: QtBot, japanese: None) -> None:
    model = GameModel(TENHOU, NAMES)  # Tenhou's rules: a score below zero ends the game
    narrator = Narrator(model)
    said: list[str] = []
    narrator.said.connect(said.append)
    model.record_win(Win((WinEntry(winner=0, han=3, fu=30),), discarder=1))
    model.undo()
    model.redo()
    model.record_win(Win((WinEntry(winner=2, han=13),), discarder=1))
    assert said == [
        "ロン。BrunoからAikoへ、5,800点。",
        "取り消しました。",
        "ロン。BrunoからAikoへ、5,800点。",
        # the hand and the game over, joined the Japanese way (no space between)
        "ロン、数え役満、1本場。BrunoからChenへ、32,300点。終局です。1位Chen、57,300点、"
        "2位Aiko、30,800点、3位Dai、25,000点、4位Bruno、マイナス13,100点。",
    ]
    assert narrator.seat(1) == "2番席、南、Bruno、マイナス13,100点、4位、トップと70,400点差。"
    assert narrator.all_last(conditions(model.state)).endswith("届かない。")


def test_an_abortive_draw_is_said_with_its_kind(qtbot: QtBot) -> None:
    model = GameModel(STANDARD, NAMES)
    narrator = Narrator(model)
    said: list[str] = []
    narrator.said.connect(said.append)
    model.record_abortive("kaze4")
    assert said == ["Abortive draw, four winds."]


def test_a_seat_is_said_with_what_it_needs(qtbot: QtBot) -> None:
    model = GameModel(STANDARD, NAMES)
    narrator = Narrator(model)
    model.record_win(Win((WinEntry(winner=0, han=3, fu=30),), discarder=1))
    assert narrator.seat(1, conditions(model.state)) == (
        "Seat 2: South, Bruno, 19,200, fourth, 11,600 behind the top; cannot reach third."
    )


def test_following_another_game_leaves_the_old_games_other_listeners(qtbot: QtBot) -> None:
    model = GameModel(STANDARD, NAMES)
    narrator = Narrator(model)
    changes: list[int] = []
    model.historyChanged.connect(lambda: changes.append(model.index))
    narrator.set_model(GameModel(STANDARD, NAMES))
    model.declare_riichi(0)
    assert changes == [1]


def test_a_change_that_moves_the_log_by_no_single_entry_says_nothing(qtbot: QtBot) -> None:
    model = GameModel(STANDARD, NAMES)
    narrator = Narrator(model)
    said: list[str] = []
    narrator.said.connect(said.append)
    model.historyChanged.emit()  # the log where it was (a game put back whole says nothing)
    assert said == []
    model.declare_riichi(2)
    assert said == ["Riichi, Chen."]
