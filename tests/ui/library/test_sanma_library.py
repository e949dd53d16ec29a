"""Three-player games in the library's screens (qtbot): the games list, the chart of three
lines, the statistics kept apart per player count, the replay with three panels."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from helpers.storage_games import NAMES, insert_finished_games, insert_three_player_game
from PySide6.QtCore import Qt

from scoretable.engine.rules import get_preset
from scoretable.game.model import GameModel
from scoretable.storage.logs import import_log
from scoretable.ui.library.chart import ChartDialog
from scoretable.ui.library.games_dialog import LibraryDialog
from scoretable.ui.library.replay_view import ReplayDialog
from scoretable.ui.library.stats import StatsDialog

CLICK = Qt.MouseButton.LeftButton
SANMA_XML = Path(__file__).parents[2] / "logs" / "fixtures" / "sanma_small.xml"


def shot(widget: Any, folder: Path, name: str) -> None:
    widget.grab().save(str(folder / name))


def rows(dialog: StatsDialog) -> dict[str, list[str]]:
    return {
        dialog.cell(r, 0): [dialog.cell(r, c) for c in (1, 3)]
        for r in range(dialog.table.rowCount())
    }


def test_the_library_lists_a_three_player_game_and_charts_three_lines(qtbot, library, shots):
    insert_finished_games(library.store)
    game_id = insert_three_player_game(library.store)
    dialog = LibraryDialog(library, GameModel(get_preset("standard"), NAMES), lambda _: None)
    qtbot.addWidget(dialog)
    dialog.show()
    model = dialog.table_model
    row = [g.id for g in model.games].index(game_id)
    shown = [model.index(row, c).data() for c in range(model.columnCount())]
    assert shown[2:] == [
        "Ann, Bo, Eve",
        "Standard (3 players)",
        "Bo +36.0 · Ann −6.0 · Eve −30.0",
    ]
    shot(dialog, shots, "library-sanma.png")
    dialog.table.selectRow(row)
    qtbot.mouseClick(dialog.chart_button, CLICK)
    chart = dialog.findChild(ChartDialog)
    assert chart is not None
    assert chart.isVisible()
    view = chart.chart_view
    assert view.names() == ["Ann", "Bo", "Eve"]
    assert len(view.chart().series()) == 3
    assert view.values() == [
        [(0, 35000), (1, 35000), (2, 34000), (3, 34000)],
        [(0, 35000), (1, 38900), (2, 40900), (3, 40900)],
        [(0, 35000), (1, 31100), (2, 30100), (3, 30100)],
    ]
    shot(chart, shots, "chart-sanma.png")
    chart.close()


def test_the_statistics_show_four_or_three_players_never_both(qtbot, library, shots):
    store = library.store
    insert_finished_games(store)
    insert_three_player_game(store)
    dialog = StatsDialog(store)
    qtbot.addWidget(dialog)
    dialog.show()
    # four players first: Ann's 2nd of three is not among her four-player places
    assert dialog.players_filter.currentText() == "Four players"
    assert dialog.shown.text().startswith("Four-player games: places 1 to 4.")
    assert rows(dialog)["Ann"] == ["2", "2.50"]
    labels = [dialog.rules_filter.itemText(i) for i in range(dialog.rules_filter.count())]
    assert labels == ["All rules", "Standard", "Tenhou"]
    shot(dialog, shots, "stats-four.png")
    dialog.players_filter.setFocus()
    qtbot.keyClick(dialog.players_filter, Qt.Key.Key_Down)
    assert dialog.players_filter.currentText() == "Three players"
    assert dialog.shown.text().startswith("Three-player games: places 1 to 3.")
    assert rows(dialog) == {"Bo": ["1", "1.00"], "Ann": ["1", "2.00"], "Eve": ["1", "3.00"]}
    labels = [dialog.rules_filter.itemText(i) for i in range(dialog.rules_filter.count())]
    assert labels == ["All rules", "Standard (3 players)"]
    qtbot.keyClick(dialog.rules_filter, Qt.Key.Key_Down)
    assert dialog.rules_filter.currentData() == "standard-sanma"
    assert len(rows(dialog)) == 3
    shot(dialog, shots, "stats-three.png")
    qtbot.keyClick(dialog.players_filter, Qt.Key.Key_Up)
    assert dialog.rules_filter.currentText() == "All rules"  # the presets of four players
    assert rows(dialog)["Ann"] == ["2", "2.50"]


def test_a_library_of_three_player_games_only_opens_the_statistics_on_three(qtbot, library):
    insert_three_player_game(library.store)
    dialog = StatsDialog(library.store)
    qtbot.addWidget(dialog)
    assert dialog.players_filter.currentText() == "Three players"
    assert set(rows(dialog)) == {"Ann", "Bo", "Eve"}


def test_a_three_player_game_replays_with_three_panels(qtbot, library, shots):
    record = library.store.load_game(import_log(library.store, SANMA_XML).game_id)
    dialog = ReplayDialog(record)
    qtbot.addWidget(dialog)
    dialog.show()
    assert len(dialog.panels) == 3
    assert [panel.score() for panel in dialog.panels] == [35000, 35000, 35000]
    assert all(panel.isVisible() for panel in dialog.panels)
    shot(dialog, shots, "replay-sanma.png")
    qtbot.keyClick(dialog, Qt.Key.Key_Right)
    assert [panel.score() for panel in dialog.panels] == [31000, 41000, 33000]
    assert [panel.wind_label.text() for panel in dialog.panels] == ["West", "East", "South"]
    qtbot.keyClick(dialog, Qt.Key.Key_End)
    assert dialog.where.text() == "Hand 4 of 4"


def test_the_league_ranks_four_player_and_three_player_games_apart(qtbot, library, tmp_path, shots):
    from scoretable.ui.library.league import LeagueDialog

    import_log(library.store, SANMA_XML)  # A, B, C: 3rd, 2nd, 1st of three
    dialog = LeagueDialog(library.store)
    qtbot.addWidget(dialog)
    dialog.show()
    # a library of three-player games only opens on three players
    assert dialog.players_box.currentText() == "Three players"
    table = dialog.table
    shown = [[table.item(r, c).text() for c in range(4)] for r in range(table.rowCount())]
    assert shown == [
        ["C", "1", "+60.0", "1.00"],
        ["B", "1", "+3.0", "2.00"],
        ["A", "1", "−63.0", "3.00"],
    ]
    insert_finished_games(library.store)
    buttons = dialog.findChildren(type(dialog.csv_button))
    qtbot.mouseClick(next(b for b in buttons if b.text() == "&Refresh"), CLICK)
    assert table.rowCount() == 3  # still three players: the four-player games are apart
    dialog.players_box.setFocus()
    qtbot.keyClick(dialog.players_box, Qt.Key.Key_Up)
    assert dialog.players_box.currentText() == "Four players"
    names = {table.item(r, 0).text() for r in range(table.rowCount())}
    assert names == {"Ann", "Bo", "Cy", "Di", "Eve"}
    shot(dialog, shots, "league-four.png")
