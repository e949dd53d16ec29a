"""View -> Second screen follows a whole game, undo included."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from helpers.child_probe import run_probe

from scoretable.engine.table import ExhaustiveDraw, Win, WinEntry
from scoretable.session.table_session import TableSession
from scoretable.ui.table.main_window import MainWindow

M = "\u2212"


def test_the_second_screen_follows_a_game_with_undo(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window("tenhou")
    screen = window.menu_view.show_second_screen()
    qtbot.waitExposed(screen)
    assert window.menu_view.show_second_screen() is screen  # one window, raised again
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


def _shown(qtbot: Any, screen: Any) -> Any:
    """``screen`` shown and exposed, closed with the test."""
    qtbot.addWidget(screen)
    screen.show()
    qtbot.waitExposed(screen)
    return screen


def test_the_second_screen_shows_the_all_last_conditions_in_the_last_hand(qtbot: Any) -> None:
    from scoretable.engine.conditions import current_ranks
    from scoretable.engine.rules import get_preset
    from scoretable.engine.table import action_to_dict
    from scoretable.game.model import GameModel
    from scoretable.ui.table.conditions_view import compact_line
    from scoretable.ui.table.second_screen import SecondScreen

    hands = [(1, 2, 3, 30), (2, 3, 2, 30), (3, 0, 1, 30), (0, 1, 4, 30), (2, 3, 1, 30),
             (3, 1, 2, 40), (0, 2, 1, 30)]  # fmt: skip
    log = [action_to_dict(Win((WinEntry(w, han=h, fu=f),), discarder=d)) for w, d, h, f in hands]
    players = ("Ann", "Ben", "Cho", "Dai")
    model = GameModel.restore(get_preset("standard"), players, log, 6)  # South 3
    session = TableSession(model)
    screen = _shown(qtbot, SecondScreen(session))
    assert screen.conditions_lines() == []
    assert not screen.conditions_label.isVisible()

    def expected() -> list[str]:
        state = model.state
        ranks = current_ranks(state)
        assert screen.watcher is not None
        return [
            f"{players[c.seat]} — {compact_line(c, ranks, state.dealer)}"
            for c in screen.watcher.conditions
        ]

    model.redo()  # South 4, the last hand: the conditions appear
    lines = expected()
    assert lines
    assert screen.conditions_label.text().splitlines() == lines
    assert screen.conditions_label.isVisible()
    assert screen.conditions_title.isVisible()
    assert any(line.startswith("Ben — ") for line in lines)  # names, not seats
    for size in ((1280, 720), (800, 450)):  # every line whole, and the window keeps its size
        screen.resize(*size)
        qtbot.waitUntil(lambda size=size: (screen.width(), screen.height()) == size)
        screen.layout().activate()  # the fonts changed: lay out now, not at the next event
        metrics = screen.conditions_label.fontMetrics()
        assert all(metrics.horizontalAdvance(line) <= screen.conditions_label.width()
                   for line in lines)  # fmt: skip
        assert metrics.lineSpacing() * len(lines) <= screen.conditions_label.height()
    model.declare_riichi(2)  # a stick on the table changes them, live
    assert screen.conditions_label.text().splitlines() == expected() != lines
    model.record_win(Win((WinEntry(0, han=1, fu=30),), discarder=1))  # the game ends
    assert not screen.conditions_label.isVisible()
    model.undo()
    assert screen.conditions_label.text().splitlines() == expected()
    # a new game (East 1): nothing to show, and the old game no longer reaches the screen
    other = GameModel(get_preset("standard"), players)
    session.set_model(other)
    assert not screen.conditions_label.isVisible()
    model.undo()
    assert not screen.conditions_label.isVisible()


def test_the_tables_any_hand_switch_shows_the_conditions_on_the_second_screen_too(
    qtbot: Any,
) -> None:
    """The screen shows the session's conditions, the ones the panels' lines come from: the
    table's "as if the game ended now" switch shows them in any hand there too, and a new
    game keeps the switch."""
    from scoretable.engine.rules import get_preset
    from scoretable.game.model import GameModel
    from scoretable.ui.table.second_screen import SecondScreen

    players = ("Ann", "Ben", "Cho", "Dai")
    model = GameModel(get_preset("standard"), players)
    model.record_win(Win((WinEntry(1, han=3, fu=30),), discarder=2))  # East 2
    session = TableSession(model)
    screen = _shown(qtbot, SecondScreen(session))
    assert screen.conditions_lines() == []
    assert screen.watcher is session.conditions
    session.conditions.set_end_now(True)
    lines = screen.conditions_lines()
    assert len(lines) == len(session.conditions.conditions) > 0
    assert screen.conditions_label.text().splitlines() == lines
    assert screen.conditions_label.isVisible()
    session.conditions.set_end_now(False)
    assert not screen.conditions_label.isVisible()
    session.conditions.set_end_now(True)
    other = GameModel(get_preset("standard"), ("Eve", "Fay", "Gus", "Hal"))
    other.record_win(Win((WinEntry(3, han=2, fu=30),), discarder=0))
    session.set_model(other)
    assert screen.watcher is session.conditions
    assert screen.conditions_label.isVisible()
    assert screen.conditions_label.text().splitlines()[0].split(" — ")[0] in other.players


def test_the_numbers_have_headings_and_nothing_is_clipped_at_any_size(qtbot: Any) -> None:
    """The columns say what they are (the score, the gap to the player above, the gap to the
    leader), and with 40-character names (the longest kept) every heading and cell fits its
    column, from a TV's 1280x720 down to 560x315 (the names get smaller last)."""
    from scoretable.engine.rules import get_preset
    from scoretable.game.model import GameModel
    from scoretable.ui.table.second_screen import SecondScreen

    names = ("W" * 40, "Maximilian Alexander von Hohenzollern-Sig", "あ" * 40, "Dai")
    model = GameModel(get_preset("standard"), names)
    model.record_win(Win((WinEntry(winner=1, han=3, fu=30),), discarder=0))
    screen = SecondScreen(TableSession(model))
    qtbot.addWidget(screen)
    screen.show()
    qtbot.waitExposed(screen)
    assert [h.text() for h in screen.headings] == ["", "", "Score", "Gap to next", "Gap to 1st"]
    for width, height in ((1280, 720), (960, 540), (640, 360), (560, 315)):
        screen.resize(width, height)
        qtbot.waitUntil(lambda w=width: screen.width() == w)
        screen.layout().activate()  # the columns laid out at this size now, not at idle
        labels = screen.headings + [label for row in screen.cells for label in row]
        clipped = [
            (label.text(), label.fontMetrics().horizontalAdvance(label.text()), label.width())
            for label in labels
            if label.fontMetrics().horizontalAdvance(label.text()) > label.width()
        ]
        assert clipped == [], (width, clipped)
        heading = screen.headings[2].geometry()
        assert heading.bottom() < screen.cells[0][2].geometry().top()  # above the numbers


def test_a_long_name_gets_smaller_before_the_numbers_do(qtbot: Any) -> None:
    """A TV reads the scores first: with a 37-character name the numbers keep most of their
    size (32 px against 45 with short names at 960x540; 21 when the name was as large as
    they), the name down to 60% of them."""
    from scoretable.engine.rules import get_preset
    from scoretable.game.model import GameModel
    from scoretable.ui.table.second_screen import NAME_SHARE, SecondScreen

    sizes = []
    for names in (("Ann", "Ben", "Cho", "Dai"), ("Maximilian Alexander von Hohenzollern", *"BCD")):
        model = GameModel(get_preset("standard"), names)
        screen = SecondScreen(TableSession(model))
        qtbot.addWidget(screen)
        screen.resize(960, 540)
        screen.show()
        qtbot.waitExposed(screen)
        score, name = screen.cells[0][2].font().pixelSize(), screen.cells[0][1].font().pixelSize()
        sizes.append((score, name))
        for row in screen.cells:
            assert row[1].fontMetrics().horizontalAdvance(row[1].text()) <= row[1].width()
    (short_score, short_name), (long_score, long_name) = sizes
    assert short_name == short_score
    assert long_score >= 0.6 * short_score
    assert long_score * NAME_SHARE - 1 <= long_name < long_score


def test_the_second_screen_shows_the_nights_leaders_from_its_menu_or_the_l_key(
    qtbot: Any, tmp_path: Any
) -> None:

    from helpers.storage_games import insert_finished_games
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    from scoretable.engine.rules import get_preset
    from scoretable.session.library import Library
    from scoretable.storage.db import open_store
    from scoretable.storage.rating import tenhou_ratings

    library = Library(open_store(tmp_path / "data").store)
    insert_finished_games(library.store)  # both started now: tonight's
    players = ("Ann", "Bo", "Cy", "Di")
    window = MainWindow(library.new_model(get_preset("standard"), players), library=library)
    qtbot.addWidget(window)
    window.show()
    window.menu_view.act_second_screen.trigger()
    screen = window.second_screen
    assert screen is not None
    qtbot.waitExposed(screen)
    assert not screen.leaders_shown()
    assert screen.act_leaders in screen.actions()  # its own (right-click) menu
    assert screen.contextMenuPolicy() == Qt.ContextMenuPolicy.ActionsContextMenu

    screen.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is screen)
    qtbot.keyClick(screen, Qt.Key.Key_L)
    assert screen.leaders_shown()
    assert screen.act_leaders.isChecked()
    r = {
        name: f"{rating.rating:,.1f}"
        for name, rating in tenhou_ratings(
            [(["Ann", "Bo", "Cy", "Di"], [1, 2, 4, 3]), (["Di", "Ann", "Eve", "Bo"], [1, 4, 2, 3])]
        ).items()
    }
    assert r["Ann"] == "1,499.5"
    # place, name, the night's points (49.1 - 40: 9.1 ...), games, rating
    assert screen.leaders_rows() == [
        ("1.", "Bo", "+12.4", "2", r["Bo"]),
        ("2.", "Ann", "+9.1", "2", r["Ann"]),
        ("3.", "Eve", "+5.0", "1", r["Eve"]),
        ("4.", "Di", "+3.7", "2", r["Di"]),
        ("5.", "Cy", f"{M}30.2", "1", r["Cy"]),
    ]
    assert all(not label.isHidden() for label in screen.leader_headings)
    assert screen.leaders_note.isHidden()

    # the game on the table ends: its result joins the night's
    window.model.record_win(Win((WinEntry(winner=2, han=13),), discarder=3))  # Cy ron Di
    window.model.end_game()
    qtbot.waitUntil(lambda: screen.leaders_rows()[0][1] == "Cy")
    assert screen.leaders_rows()[0][3] == "2"

    results = QApplication.activeModalWidget()  # the game's results, on the table
    assert results is not None
    assert results.objectName() == "resultsDialog"
    results.close()
    screen.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is screen)
    qtbot.keyClick(screen, Qt.Key.Key_L)  # back to the standings
    assert not screen.leaders_shown()
    assert not screen.act_leaders.isChecked()
    assert screen.standings()[0][1] == "Cy"
    screen.act_leaders.trigger()  # the menu's action
    assert screen.leaders_shown()
    screen.close()
    window.close()
    library.close()


def test_the_nights_leaders_without_a_library_or_a_game_say_so(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    from scoretable.ui.table.second_screen import SecondScreen

    window = make_window("tenhou")
    screen = window.menu_view.show_second_screen()
    screen.show_leaders()
    assert screen.leaders_rows() == []
    assert screen.leaders_note.text() == (
        "The night's leaders come from the library: there is none."
    )
    assert all(label.isHidden() for label in screen.leader_headings)

    nobody = SecondScreen(window.session, leaders=lambda players: [])
    qtbot.addWidget(nobody)
    nobody.show_leaders()
    assert nobody.leaders_note.text() == "No game finished tonight yet."
    nobody.show_leaders(False)
    assert not nobody.leaders_shown()


def test_the_second_screen_opens_within_its_screen(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    """It asks for a TV's 1280x720, no more than the screen it opens on has room for (the
    offscreen screen here is smaller than that, as a laptop's at 200% is)."""
    window = make_window(size=(640, 360))
    screen = window.menu_view.show_second_screen()
    qtbot.waitExposed(screen)
    room = screen.screen().availableGeometry()
    assert room.width() < 1280  # (else this test says nothing)
    assert screen.width() <= room.width()
    assert screen.height() <= room.height()
    assert room.contains(screen.frameGeometry())


# The screen as the application makes it (its fonts among what it sets up: the test's own
# font left the standings room enough), in a process of its own.
SMALL_WINDOW_PROBE = """
from scoretable.app import make_application
from scoretable.engine.rules import get_preset
from scoretable.engine.table import ExhaustiveDraw, Win, WinEntry
from scoretable.game.model import GameModel
from scoretable.session.table_session import TableSession
from scoretable.ui.table.second_screen import SecondScreen

app = make_application(None, "dark")
names = ["Bartholomew Papadopoulos", "勅使河原美智子", "Maximiliana Featherstonehaugh"]
model = GameModel(get_preset("standard"), [*names, "五十嵐龍之介"])
model.record_win(Win((WinEntry(winner=0, han=13, fu=30),), discarder=3))
while not (model.state.round_wind == 1 and model.state.hand_number == 4):
    model.record_draw(ExhaustiveDraw(tenpai=frozenset()))
screen = SecondScreen(TableSession(model))
screen.show()
screen.resize(683, 384)
app.processEvents()
rows = min(label.font().pixelSize() for cells in screen.cells for label in cells[2:])
print(len(screen.conditions_lines()), screen.conditions_label.isVisible(), rows,
      screen.conditions_label.font().pixelSize(), screen.last_label.font().pixelSize())
"""


def test_in_a_small_window_the_standings_are_no_smaller_than_the_lines_under_them(
    tmp_path: Path,
) -> None:
    """At 683x384 in all-last the conditions' six lines took the height and left the
    standings 8 px under 15-px lines: those lines are made smaller until the rows are as
    large."""
    done = run_probe(SMALL_WINDOW_PROBE, tmp_path)
    assert done.returncode == 0, done.stderr[-2000:]
    lines, shown, rows, conditions, last = done.stdout.split()
    assert int(lines) >= 3  # (else this test says nothing)
    assert shown == "True"
    assert int(rows) >= int(conditions)
    assert int(rows) >= int(last)
