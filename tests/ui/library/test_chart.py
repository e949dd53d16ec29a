"""The score chart: the points it plots, live for the game on the table, and stored games."""

from __future__ import annotations

from typing import Any

from helpers.storage_games import GAME_ONE, NAMES, standard

from scoretable.engine.rules import get_preset
from scoretable.storage.replay import replay
from scoretable.ui.library.chart import ChartDialog, ScoreChart, show_game_chart
from scoretable.ui.table.main_window import MainWindow

EXPECTED = [
    [(0, 25000), (1, 25000), (2, 26100), (3, 29100)],
    [(0, 25000), (1, 28900), (2, 28400), (3, 27400)],
    [(0, 25000), (1, 21100), (2, 20800), (3, 19800)],
    [(0, 25000), (1, 25000), (2, 24700), (3, 23700)],
]


def test_chart_plots_each_players_score_after_each_hand(qtbot):
    view = ScoreChart(replay(standard(), NAMES, GAME_ONE, len(GAME_ONE)), "A game")
    qtbot.addWidget(view)
    assert view.names() == NAMES
    assert view.values() == EXPECTED
    assert view.chart().title() == "A game"
    assert (view.axis_x.min(), view.axis_x.max()) == (0, 3)
    assert view.axis_y.min() <= 19800
    assert view.axis_y.max() >= 29100


def test_chart_of_the_game_on_the_table_follows_it(qtbot, library):
    window = MainWindow(library.new_model(get_preset("standard"), NAMES), library=library)
    qtbot.addWidget(window)
    window.menu_games.act_chart.trigger()
    dialog = window.findChild(ChartDialog)
    assert dialog is not None
    assert dialog.isVisible()
    assert dialog.chart_view.values() == [[(0, 25000)]] * 4
    from scoretable.engine.table import Win, WinEntry

    window.model.declare_riichi(1)
    window.model.record_win(Win((WinEntry(1, 3, 30),), 2))
    assert [v[-1] for v in dialog.chart_view.values()] == [
        (1, 25000),
        (1, 28900),
        (1, 21100),
        (1, 25000),
    ]
    window.model.rename_player(0, "Anna")
    assert dialog.chart_view.names()[0] == "Anna"
    window.menu_edit.undo()
    window.menu_edit.undo()
    assert dialog.chart_view.values() == [[(0, 25000)]] * 4
    dialog.close()
    window.model.declare_riichi(0)  # no longer followed: nothing breaks


def test_chart_of_a_stored_game(qtbot, library, shots):
    game_id = library.store.insert_game(
        players=NAMES, rules=standard(), log=GAME_ONE, index=4, title="Club night"
    )
    dialog = show_game_chart(library.store, game_id, None)
    qtbot.addWidget(dialog)
    assert dialog.chart_view.values() == EXPECTED
    assert dialog.chart_view.chart().title() == "Club night"
    dialog.grab().save(str(shots / "chart.png"))


def test_chart_shows_final_scores_of_a_finished_game(qtbot):
    log: list[dict[str, Any]] = [*GAME_ONE, {"type": "end"}]
    game = replay(standard(), NAMES, log, len(log))
    view = ScoreChart(game)
    qtbot.addWidget(view)
    assert game.state.final_scores is not None
    assert [v[-1][1] for v in view.values()] == list(game.state.final_scores)


def test_the_live_chart_appends_and_removes_points_never_redraws(qtbot, library, monkeypatch):
    from scoretable.engine.table import Win, WinEntry

    window = MainWindow(library.new_model(get_preset("standard"), NAMES), library=library)
    qtbot.addWidget(window)
    window.menu_games.act_chart.trigger()
    dialog = window.findChild(ChartDialog)
    chart = dialog.chart_view
    redraws = []
    monkeypatch.setattr(chart, "show_hands", lambda *args: redraws.append(args))
    heard = []
    chart.series[0].pointsRemoved.connect(lambda first, count: heard.append(("-", first, count)))
    chart.series[0].pointAdded.connect(lambda index: heard.append(("+", index)))
    chart.series[0].pointsReplaced.connect(lambda: heard.append(("replaced",)))
    model = window.model
    for _ in range(3):  # a dealer who keeps winning: 500 all + the honba
        model.record_win(Win((WinEntry(0, 1, 30),), None))
    assert [p[1] for p in chart.values()[0]] == [25000, 26500, 28300, 30400]
    assert [p[1] for p in chart.values()[1]] == [25000, 24500, 23900, 23200]
    assert (chart.axis_x.min(), chart.axis_x.max()) == (0, 3)
    assert (chart.axis_y.min(), chart.axis_y.max()) == (20000, 35000)
    model.undo()
    assert [p[1] for p in chart.values()[0]] == [25000, 26500, 28300]
    assert chart.axis_x.max() == 2
    assert chart.axis_y.max() == 30000  # the highest point went with the hand
    model.redo()
    model.declare_riichi(2)  # no row: no point
    model.end_game()  # Cy's stick goes to first place: the end's point
    assert [p[1] for p in chart.values()[2]][-1] == model.scores[2]
    assert [p[0] for p in chart.values()[2]] == [0, 1, 2, 3, 4]
    assert heard == [("+", 1), ("+", 2), ("+", 3), ("-", 3, 1), ("+", 3), ("+", 4)]
    assert redraws == []
    model.rename_player(3, "Dee")
    assert chart.names()[3] == "Dee"
    dialog.close()


def _axis_labels(view: ScoreChart) -> list[str]:
    """The texts the chart draws (axis labels, titles, legend), read from its scene."""
    from PySide6.QtGui import QTextDocument

    texts = []
    for item in view.scene().items():
        graphics = item.toGraphicsObject()
        if graphics is not None:
            texts += [doc.toPlainText() for doc in graphics.findChildren(QTextDocument)]
    return texts


def test_the_score_axis_writes_thousands_with_a_separator(qtbot):
    view = ScoreChart()
    qtbot.addWidget(view)
    view.resize(600, 400)
    view.show_hands((25000, 25000, 45000, 5000), [], NAMES)
    view.show()
    qtbot.waitExposed(view)
    labels = _axis_labels(view)
    assert {"5,000", "25,000", "45,000"} <= set(labels)
    assert not any(label.isdigit() and len(label) > 3 for label in labels)
    assert "0" in labels  # the hands axis: whole numbers
