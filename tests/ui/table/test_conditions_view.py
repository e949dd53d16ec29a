"""All-last conditions in the window: the panels' lines, the full view, the any-hand switch."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from helpers.south4 import LOG, PLAYERS, south_4
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QStyle

from scoretable.engine.conditions import HanFu, Level
from scoretable.engine.rules import get_preset
from scoretable.engine.table import Win, WinEntry
from scoretable.game.conditions import ConditionsWatcher
from scoretable.game.model import GameModel
from scoretable.ui.table.conditions_view import ConditionsDialog, level_text
from scoretable.ui.table.main_window import MainWindow

SEAT_1 = [
    "Top: ron 16,000 / direct 7,100 / tsumo 3,000/6,000",
    "2nd: ron 7,100 / direct 4,500 / tsumo 1,200/2,300",
    "3rd: ron 3,600 / direct 2,300 / tsumo 1,000/2,000",
]
SEAT_2 = [
    "Top: ron 12,000 / direct 5,200 / tsumo 2,000/3,900",
    "2nd: ron 2,600 / direct 1,300 / tsumo 500/1,000 / draw",
]


def click(qtbot: Any, box: QCheckBox) -> None:
    """Click a check box on its indicator (its middle may be past its text)."""
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))


def lines(window: MainWindow) -> list[list[str] | None]:
    return [
        line.text().split("\n") if line.isVisibleTo(window) else None
        for line in window.conditions.lines
    ]


def test_panels_show_the_conditions_in_the_last_hand(
    make_window: Callable[..., MainWindow], qtbot: Any, shots: Path
) -> None:
    window = make_window()
    assert lines(window) == [None] * 4  # East 1
    window.set_model(south_4())
    # South 4 of the standard rules: 32,700 / 18,600 / 23,100 / 25,600, seat 3 dealing;
    # the dealer's win goes on (no agari-yame), so top is out of his reach
    assert lines(window) == [None, SEAT_1, SEAT_2, ["Top: out of reach"]]
    window.grab().save(str(shots / "conditions_panels.png"))


def test_riichi_and_undo_recompute(make_window: Callable[..., MainWindow], qtbot: Any) -> None:
    window = make_window()
    window.set_model(south_4())
    panel = window.panels[2]
    qtbot.mouseClick(panel.riichi_button, Qt.MouseButton.LeftButton)
    assert window.model.state.riichi == frozenset({2})
    # Cho's own stick comes back with his win: the same for him; Ben would win it
    assert lines(window)[2] == SEAT_2
    # 2nd: 18,600 + 2a + d + 1,000 >= 25,600 - d (a tie with the dealer goes to Ben):
    # 1,000/2,000, where it was 1,200/2,300
    assert lines(window)[1] == [
        "Top: ron 16,000 / direct 7,100 / tsumo 3,000/6,000",
        "2nd: ron 6,400 / direct 3,200 / tsumo 1,000/2,000",
        "3rd: ron 2,600 / direct 1,300 / tsumo 500/1,000 / draw",
    ]
    window.menu_edit.undo()
    assert lines(window) == [None, SEAT_1, SEAT_2, ["Top: out of reach"]]
    window.menu_edit.undo()  # back into South 3
    assert lines(window) == [None] * 4


def test_the_conditions_view_and_the_any_hand_switch(
    make_window: Callable[..., MainWindow], qtbot: Any, shots: Path
) -> None:
    window = make_window()
    window.set_model(south_4(6))  # South 3
    window.menu_view.act_conditions.trigger()
    dialog = window.screens.get("conditions")
    assert isinstance(dialog, ConditionsDialog)
    qtbot.waitExposed(dialog)
    assert dialog.rows() == []
    assert "Not the last hand" in dialog.note.text()
    click(qtbot, dialog.any_hand)
    assert window.menu_view.act_conditions_any.isChecked()
    assert dialog.rows()
    assert all(line is not None for line in lines(window)[1:])
    click(qtbot, dialog.any_hand)
    assert not window.menu_view.act_conditions_any.isChecked()
    assert dialog.rows() == []
    window.menu_edit.redo()  # South 4
    rows = dialog.rows()
    assert rows[0] == [
        "Ben",
        "Top",
        "3,000/6,000\n(6 han or 7 han)",
        "7,100\n(2 han 110 fu)",
        "\u2014",
        "16,000\n(8 han or 9 han)",
        "16,000\n(8 han or 9 han)",
        "no",
    ]
    # a cell: the payment over its hands; the draw's tenpai sets one a line
    assert rows[4][1:3] == ["2nd", "500/1,000\n(1 han 60 fu or 2 han 30 fu)"]
    assert rows[4][7] == "Cho\nAnn+Cho\nBen+Cho\nAnn+Ben+Cho"
    assert rows[5][:3] == ["Dai", "Top", "not reachable"]
    dialog.grab().save(str(shots / "conditions_dialog.png"))
    # the riichi variant: each player's own 1,000 on the table first
    click(qtbot, dialog.riichi)
    assert dialog.rows() != rows
    assert all(r[7] == "no" or "Ben" in r[7] for r in dialog.rows()[:3])
    click(qtbot, dialog.riichi)
    # the menu's switch drives the view too
    window.menu_view.act_conditions_any.setChecked(True)
    assert dialog.any_hand.isChecked()
    window.menu_view.act_conditions_any.setChecked(False)
    # undo is followed
    window.model.declare_riichi(0)
    assert dialog.rows() != rows
    window.menu_edit.undo()
    assert dialog.rows() == rows
    # the game ends: nothing left to need
    window.model.record_win(Win((WinEntry(0, han=1, fu=30),), discarder=1))
    assert dialog.rows() == []
    assert dialog.note.text() == "The game is over."


def test_a_new_game_gets_a_new_watcher_and_closes_the_view(
    make_window: Callable[..., MainWindow], qtbot: Any
) -> None:
    window = make_window()
    window.set_model(south_4())
    window.menu_view.act_conditions_any.setChecked(True)
    window.menu_view.act_conditions.trigger()
    assert window.screens.get("conditions") is not None
    assert window.screens.get("conditions").isVisible()
    old = window.conditions.watcher
    window.set_model(south_4(6))
    assert window.conditions.watcher is not old
    assert window.conditions.watcher.end_now
    assert not window.screens.get("conditions").isVisible()
    assert all(line is not None for line in lines(window)[1:])


def test_nobody_can_move_up_and_texts(make_window: Callable[..., MainWindow]) -> None:
    window = make_window("ema2016")
    window.menu_view.act_conditions_any.setChecked(
        True
    )  # East 1, every score 30,000: all share top
    window.menu_view.act_conditions.trigger()
    assert window.screens.get("conditions") is not None
    assert window.screens.get("conditions").note.text() == "Nobody can move up."
    level = Level(2000, (2000,), (HanFu(5),))
    assert level_text(level, True, True) == "2,000 all (5 han)"


# --- the wording and the dialog on a small screen (issue 25) --------------------------------


def open_dialog(qtbot: Any, preset: str = "tenhou") -> ConditionsDialog:
    """South 4 of :func:`south_4`'s game under ``preset``: with Tenhou's agari-yame the
    dealer (Dai, 2nd) can reach the top."""
    model = GameModel.restore(get_preset(preset), PLAYERS, LOG, len(LOG))
    dialog = ConditionsDialog(ConditionsWatcher(model))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def elided(dialog: ConditionsDialog) -> list[str]:
    """Cells and headings whose text is wider than their column (Qt elides them)."""
    table = dialog.table
    style = table.style()
    margin = 2 * (style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1)
    header = table.horizontalHeader()
    found = []
    for column in range(table.columnCount()):
        width = table.columnWidth(column)
        heading = table.horizontalHeaderItem(column).text()
        if header.sectionSizeFromContents(column).width() > width:
            found.append(heading)
        for row in range(table.rowCount()):
            text = table.item(row, column).text()
            metrics = table.fontMetrics()
            if max(metrics.horizontalAdvance(line) for line in text.split("\n")) + margin > width:
                found.append(text)
    # nor is the table itself cut short: the dialog scrolls to all of it
    frame = 2 * table.frameWidth()
    if table.width() < header.length() + frame:
        found.append("the table is narrower than its columns")
    rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
    if table.height() < header.height() + rows + frame:
        found.append("the table is shorter than its rows")
    return found


def test_a_tsumo_is_written_one_way_and_the_dialog_says_what_it_means(qtbot: Any) -> None:
    dialog = open_dialog(qtbot)
    rows = dialog.rows()
    # non-dealer/dealer on the panels (SEAT_1) and in the dialog alike; a dealer's "all"
    assert rows[0][2].startswith("3,000/6,000\n")
    assert rows[5][:3] == ["Dai", "Top", "2,000 all\n(2 han 60 fu or 3 han 30 fu)"]
    assert dialog.tsumo_note.isVisible()
    assert dialog.tsumo_note.text() == (
        "A tsumo is written non-dealer/dealer: “1,000/2,000” is 1,000 from each non-dealer "
        "and 2,000 from the dealer; a dealer's tsumo is “2,000 all”."
    )
    # no contradiction about honba and sticks
    assert dialog.note.text() == (
        "The cheapest hand that ends the game with the player in that place or better. The "
        "points are the hand's own; the honba and the riichi sticks it collects are already "
        "taken into account."
    )


def test_the_dealers_case_is_explained_in_one_line(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    agari_yame = open_dialog(qtbot, "tenhou")
    assert agari_yame.dealer_note.isVisible()
    assert agari_yame.dealer_note.text() == (
        "Dai deals: a dealer's win ends the game only if it leaves the dealer top, so each of "
        "Dai's places needs the top, and a ron from the player in that place (“direct”) can "
        "cost more than one from another."
    )
    goes_on = open_dialog(qtbot, "standard")
    assert goes_on.dealer_note.text().startswith(
        "Dai deals: under these rules a dealer's win never ends the game"
    )
    # the panel's line says it in its tooltip, with what "direct" and a tsumo's numbers mean
    window = make_window()
    window.set_model(south_4())
    dealer, other = window.conditions.lines[3].toolTip(), window.conditions.lines[1].toolTip()
    assert goes_on.dealer_note.text() in dealer.split("\n")
    assert "Dai deals" not in other
    assert "direct: a ron from the player now in that place" in other
    assert agari_yame.tsumo_note.text() in other.split("\n")
    # nothing to say when nobody can move up
    window.model.record_win(Win((WinEntry(0, han=1, fu=30),), discarder=1))
    agari_yame.watcher.set_end_now(True)
    agari_yame.watcher.model.record_win(Win((WinEntry(0, han=13, fu=None),), discarder=1))
    assert agari_yame.rows() == []
    assert not agari_yame.dealer_note.isVisibleTo(agari_yame)
    assert not agari_yame.tsumo_note.isVisibleTo(agari_yame)


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_dialog_fits_a_683x384_screen_and_elides_nothing(
    qtbot: Any, qapp: QApplication, language: str, shots: Path
) -> None:
    from scoretable.i18n import Translations

    translations = Translations(qapp)
    assert translations.switch(language)
    try:
        dialog = open_dialog(qtbot)
        # it opens within its screen (it opened 1,340 px wide)
        screen = dialog.screen().availableGeometry()
        assert dialog.width() <= screen.width()
        assert dialog.height() <= screen.height()
        assert elided(dialog) == []
        hint = dialog.minimumSizeHint()
        assert hint.width() <= 683
        assert hint.height() <= 384
        dialog.resize(683, 384)
        qtbot.waitUntil(lambda: dialog.size().width() == 683)
        assert elided(dialog) == []
        # the table scrolls both ways, the notes wrap to what is in view, Close stays in sight
        scroll = dialog.body_scroll
        assert scroll.horizontalScrollBar().maximum() > 0
        assert scroll.verticalScrollBar().maximum() > 0
        assert dialog.notes.width() <= scroll.viewport().width()
        bottom = dialog.close_button.mapTo(dialog, dialog.close_button.rect().bottomRight())
        assert dialog.close_button.isVisible()
        assert bottom.y() < 384
        assert bottom.x() < 683
        dialog.grab().save(str(shots / f"conditions-683x384-{language}.png"))
    finally:
        translations.switch("en")
