"""Three real games from ../shared/oracle/dev.jsonl played through the model into the window:
the panels end on each game's final scores."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from helpers.oracle import apply_record, load_games, start_matches

from scoretable.engine.rules import get_preset
from scoretable.ui import theme
from scoretable.ui.table.main_window import MainWindow

GAMES = 3


@pytest.mark.parametrize("number", range(GAMES))
def test_panels_end_on_the_final_scores(
    make_window: Callable[..., MainWindow], number: int
) -> None:
    games = load_games()
    # the three games with the most hands: the longest replays
    hands = sorted(games, key=len, reverse=True)[number]
    window = make_window(get_preset("tenhou").replace(length=hands[0]["rules"]["length"]))
    model = window.model
    for record in hands:
        assert start_matches(model, record)
        apply_record(model, record)
        shown = [panel.score_label.text() for panel in window.panels]
        if not record["game_end"]:
            assert shown == [theme.points(s) for s in record["scores_after"]]
    final = hands[-1]["final_scores"]
    assert [panel.score() for panel in window.panels] == final
    assert [panel.score_label.text() for panel in window.panels] == [theme.points(s) for s in final]
    assert window.menu_game.results_dialog is not None
    placements = [window.menu_game.results_dialog.cell(row, 2) for row in range(4)]
    assert placements == [theme.points(s) for s in sorted(final, reverse=True)]
    assert window.history_view.table_model.rowCount() >= len(hands)
