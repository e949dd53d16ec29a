"""The conditions watcher: recomputed on every change of the model, undo and redo included."""

from __future__ import annotations

from typing import Any

from helpers.south4 import south_4
from PySide6.QtCore import QObject

from scoretable import clock
from scoretable.engine.conditions import conditions
from scoretable.engine.table import Win, WinEntry
from scoretable.game.conditions import ConditionsWatcher
from scoretable.game.narrator import Narrator


def test_inactive_before_the_last_hand_unless_end_now(qtbot: Any) -> None:
    model = south_4(6)  # South 3
    watcher = ConditionsWatcher(model)
    assert not watcher.active
    assert watcher.conditions == ()
    assert watcher.riichi_conditions == ()
    with qtbot.waitSignal(watcher.changed):
        watcher.set_end_now(True)
    assert watcher.active
    assert watcher.conditions == conditions(model.state, end_now=True)
    assert watcher.riichi_conditions == conditions(model.state, riichi=True, end_now=True)
    watcher.set_end_now(True)  # no change, no recomputation
    with qtbot.assertNotEmitted(watcher.changed):
        watcher.set_end_now(True)


def test_a_new_watcher_is_off_and_switching_it_off_changes_nothing(qtbot: Any) -> None:
    watcher = ConditionsWatcher(south_4(6))
    assert watcher.end_now is False
    with qtbot.assertNotEmitted(watcher.changed):
        watcher.set_end_now(False)


def test_recomputed_on_riichi_hand_undo_and_redo(qtbot: Any) -> None:
    model = south_4(6)
    watcher = ConditionsWatcher(model)
    with qtbot.waitSignal(watcher.changed):
        model.redo()  # South 3's hand: now South 4
    assert watcher.active
    before = watcher.conditions
    assert before == conditions(model.state)
    with qtbot.waitSignal(watcher.changed):
        model.declare_riichi(2)
    assert watcher.conditions == conditions(model.state)
    assert watcher.conditions != before  # the stick on the table changes the answers
    assert watcher.seat_conditions(2) == tuple(c for c in watcher.conditions if c.seat == 2)
    with qtbot.waitSignal(watcher.changed):
        model.undo()
    assert watcher.conditions == before
    # a hand that ends the game: nothing left to show
    with qtbot.waitSignal(watcher.changed):
        model.record_win(Win((WinEntry(0, han=1, fu=30),), discarder=1))
    assert model.game_over
    assert not watcher.active
    assert watcher.conditions == ()
    with qtbot.waitSignal(watcher.changed):
        model.undo()
    assert watcher.conditions == before


def test_one_recomputation_per_change(qtbot: Any) -> None:
    model = south_4()
    watcher = ConditionsWatcher(model)
    seen: list[int] = []
    watcher.changed.connect(lambda: seen.append(1))
    model.declare_riichi(1)  # emits scores, riichi, round (sticks), history
    assert seen == [1]


def test_the_watcher_belongs_to_who_holds_it_and_makes_no_cycle_with_its_model(
    qtbot: Any,
) -> None:
    """Held by its view, never the model's child: a game and its watcher dropped are freed
    by their last reference, never left to Python's collector (freeing a model whose child
    held it crashed there)."""
    import gc
    import weakref

    model = south_4()
    watcher = ConditionsWatcher(model)
    assert watcher.parent() is None
    model.record_win(Win((WinEntry(0, han=1, fu=30),), discarder=1))  # it follows the game
    game, watched = weakref.ref(model), weakref.ref(watcher)
    was_on = gc.isenabled()
    gc.disable()
    try:
        del model, watcher
        assert game() is None
        assert watched() is None
    finally:
        if was_on:
            gc.enable()
    model = south_4()
    owner = QObject()
    assert ConditionsWatcher(model, owner).parent() is owner
    narrator_owner = QObject()
    assert Narrator(model, narrator_owner).parent() is narrator_owner


def test_the_time_a_recomputation_took_in_milliseconds(qtbot: Any) -> None:
    model = south_4()
    watcher = ConditionsWatcher(model)
    ticks = iter([10.0, 10.25])  # a quarter of a second between the two readings
    with clock.replaced(monotonic=lambda: next(ticks)):
        watcher.refresh()
    assert watcher.elapsed_ms == 250.0
