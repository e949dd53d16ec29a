"""Hand (menus/hand.py): a win, a draw, a chombo through their dialogs, and riichi by seat."""

from __future__ import annotations

from collections.abc import Callable

from helpers.menus import entries
from helpers.table_ui import DialogStubs, panel_view, scores_shown

from scoretable.engine.table import ExhaustiveDraw
from scoretable.ui.table.main_window import MainWindow


def test_the_hand_menu_names_each_seat_by_its_player(make_window: Callable[..., MainWindow]):
    window = make_window()
    assert entries(window.menu_hand) == [
        ("&Win (ron or tsumo)…", "W"),
        ("&Draw…", "D"),
        ("&Chombo…", "C"),
        None,
        ("Riichi / take back: Ann", "1"),
        ("Riichi / take back: Ben", "2"),
        ("Riichi / take back: Cho", "3"),
        ("Riichi / take back: Dai", "4"),
    ]


def test_three_players_have_no_fourth_riichi(make_window: Callable[..., MainWindow]) -> None:
    window = make_window("standard-sanma", players=("Ann", "Ben", "Cho"))
    fourth = window.menu_hand.act_riichi[3]
    assert not fourth.isVisible()
    assert not fourth.isEnabled()
    assert all(a.isVisible() and a.isEnabled() for a in window.menu_hand.act_riichi[:3])


def test_riichi_is_declared_and_taken_back(make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    window.menu_hand.act_riichi[1].trigger()
    assert panel_view(window, 1).riichi
    assert window.model.state.riichi == frozenset({1})
    window.menu_hand.act_riichi[1].trigger()
    assert not panel_view(window, 1).riichi
    assert window.model.state.riichi == frozenset()


def test_a_draw_and_a_chombo_go_through_their_dialogs(
    make_window: Callable[..., MainWindow], dialogs: DialogStubs
) -> None:
    from scoretable.ui.record.chombo_dialog import ChomboDialog

    window = make_window()
    dialogs.queue("draw", ExhaustiveDraw(tenpai=frozenset({0})))
    window.menu_hand.act_draw.trigger()
    assert scores_shown(window) == ["28,000", "24,000", "24,000", "24,000"]
    dialogs.queue("chombo", type("Answer", (), {"seat": 1})())
    window.menu_hand.act_chombo.trigger()
    assert [c[0] for c in dialogs.calls] == ["draw", "chombo"]
    assert len(window.model.history) == 2
    assert ChomboDialog is not None


def test_once_over_each_says_why_nothing_happens(
    make_window: Callable[..., MainWindow], dialogs: DialogStubs
) -> None:
    window = make_window()
    window.menu_game.act_end_game.trigger()
    window.menu_game.close_results()
    for action in (window.menu_hand.act_win, window.menu_hand.act_draw):
        action.trigger()
        assert window.message().startswith("The game is over")
    window.menu_hand.act_riichi[0].trigger()
    assert not panel_view(window, 0).riichi
    assert dialogs.calls == []  # no dialog was asked
