"""The narrator says each change of the game once: an action, an undo; nothing for a rename,
a timer or a game switched."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from scoretable.engine.rules import STANDARD
from scoretable.engine.table import Win, WinEntry
from scoretable.game.model import GameModel
from scoretable.game.narrator import Narrator

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
