"""View -> Second screen follows a whole game, undo included."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from scoretable.engine.table import ExhaustiveDraw, Win, WinEntry
from scoretable.ui.table.main_window import MainWindow

M = "\u2212"


def test_the_second_screen_follows_a_game_with_undo(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window("tenhou")
    screen = window.show_second_screen()
    qtbot.waitExposed(screen)
    assert window.show_second_screen() is screen  # one window, raised again
    assert screen.round_label.text() == "East 1 · 0 honba · 0 riichi sticks"
    assert [row[1] for row in screen.standings()] == ["Ann", "Ben", "Cho", "Dai"]
    assert screen.last_label.text() == "No hand recorded yet."

    model = window.model
    model.declare_riichi(2)
    model.record_win(Win((WinEntry(winner=1, han=5),), discarder=2))  # Ben ron Cho, mangan
    assert screen.standings() == [
        ("1.", "Ben", "34,000", "", ""),
        ("2.", "Ann", "25,000", f"{M}9,000", f"{M}9,000"),
        ("3.", "Dai", "25,000", "0", f"{M}9,000"),
        ("4.", "Cho", "16,000", f"{M}9,000", f"{M}18,000"),
    ]
    assert screen.last_label.text().splitlines() == ["Cho → Ben: 8,000", "Table → Ben: 1,000"]
    assert screen.round_label.text() == "East 2 · 0 honba · 0 riichi sticks"

    model.record_draw(ExhaustiveDraw(tenpai=frozenset({3})))
    assert screen.standings()[1] == ("2.", "Dai", "28,000", f"{M}5,000", f"{M}5,000")
    assert "Ann → Dai: 1,000" in screen.last_label.text().splitlines()
    assert screen.round_label.text() == "East 3 · 1 honba · 0 riichi sticks"

    model.undo()  # the draw
    assert screen.round_label.text() == "East 2 · 0 honba · 0 riichi sticks"
    assert screen.last_label.text().splitlines()[0] == "Cho → Ben: 8,000"
    model.undo()  # the win
    model.undo()  # the riichi
    assert [row[2] for row in screen.standings()] == ["25,000"] * 4
    assert screen.last_label.text() == "No hand recorded yet."
    model.redo()
    model.redo()
    assert screen.standings()[0][1:3] == ("Ben", "34,000")

    model.end_game()
    assert screen.round_label.text().endswith("Game over")
    model.undo()
    assert not screen.round_label.text().endswith("Game over")

    # a new game: the screen follows it
    window.start_new_game(("Eve", "Fay", "Gus", "Hal"), model.rules)
    assert [row[1] for row in screen.standings()] == ["Eve", "Fay", "Gus", "Hal"]
    model.undo()  # the old game no longer moves the screen
    assert [row[2] for row in screen.standings()] == ["25,000"] * 4
