"""Undo driven by Qt (a QUndoView, an undo action) rather than GameModel.undo(), and the
read-only history view the model hands out."""

from __future__ import annotations

import logging
from typing import Any

import pytest
from helpers.game_doubles import PLAYERS, ListJournal, Recorder, snapshot
from helpers.hands import ron

from scoretable.engine.rules import get_preset
from scoretable.game.model import GameModel


@pytest.fixture
def model(qapp: Any) -> GameModel:
    return GameModel(get_preset("standard"), PLAYERS)


def test_a_journal_failure_under_the_stacks_own_undo_keeps_the_state(
    model: GameModel, caplog: pytest.LogCaptureFixture
) -> None:
    journal = ListJournal()
    model.journal = journal
    model.declare_riichi(1)
    model.record_win(ron(1, 0))
    before = snapshot(model)
    journal.fail = True
    recorder = Recorder(model)
    with caplog.at_level(logging.ERROR, logger="scoretable.game.model"):
        model.undo_stack.undo()  # Qt cannot carry the error back: logged, state kept
    assert snapshot(model) == before
    assert recorder.events == []
    assert [r.getMessage() for r in caplog.records] == ["journal failed; change rolled back"]
    assert journal.saves == [(1, 1), (2, 2)]


def test_the_stacks_own_undo_and_redo_save_and_signal(model: GameModel) -> None:
    journal = ListJournal()
    model.journal = journal
    model.declare_riichi(1)
    recorder = Recorder(model)
    model.undo_stack.undo()
    assert model.state.riichi == frozenset()
    assert model.index == 0
    model.undo_stack.redo()
    assert model.state.riichi == frozenset({1})
    assert model.index == 1
    assert journal.saves == [(1, 1), (1, 0), (1, 1)]
    assert recorder.names().count("historyChanged") == 2


def test_history_compares_equal_to_a_sequence_of_the_same_items(model: GameModel) -> None:
    model.declare_riichi(1)
    model.declare_riichi(2)
    history = model.history
    items = list(history)
    assert len(items) == 2
    assert history == items
    assert history == tuple(items)
    assert history != items[:1]
    assert history != "ab"  # a string is not a sequence of entries
    assert history != 2
    assert history[-1] is items[1]
    assert history[0:1] == items[:1]
    with pytest.raises(IndexError) as outside:
        history[2]
    assert outside.value.args == (2,)  # says which index
    with pytest.raises(IndexError) as before_start:
        history[-3]
    assert before_start.value.args == (-1,)  # counted from the start
    with pytest.raises(TypeError):
        hash(history)


def test_the_stack_is_followed_again_after_the_models_own_undo_and_redo(
    model: GameModel,
) -> None:
    """GameModel.undo() and redo() drive the stack themselves (its transitions ignored while
    they do); after them, the stack's own undo (a QUndoView, an undo action) is followed."""
    journal = ListJournal()
    model.journal = journal
    model.declare_riichi(1)
    model.declare_riichi(2)
    model.undo()
    model.undo_stack.undo()
    assert model.index == 0
    assert model.state.riichi == frozenset()
    model.redo()
    model.undo_stack.redo()
    assert model.index == 2
    assert model.state.riichi == frozenset({1, 2})
    assert journal.saves[-4:] == [(2, 1), (2, 0), (2, 1), (2, 2)]


def test_the_undo_stack_belongs_to_its_model(model: GameModel) -> None:
    # an undo view or action finds the model as the stack's parent, and it goes with it
    assert model.undo_stack.parent() is model


def test_a_model_no_one_holds_is_freed_at_once_with_its_commands(qapp: Any) -> None:
    """No cycle through the undo stack: a game dropped is freed by its last reference, never
    left to Python's collector (freeing a model's commands there crashed)."""
    import gc
    import weakref

    model = GameModel(get_preset("standard"), PLAYERS)
    model.declare_riichi(1)
    model.record_win(ron(1, 0))
    model.undo()  # a command undone is still the stack's
    gone = weakref.ref(model)
    was_on = gc.isenabled()
    gc.disable()
    try:
        del model
        assert gone() is None
    finally:
        if was_on:
            gc.enable()
