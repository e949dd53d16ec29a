"""Start-up runs without the garbage collector, then freezes what it built."""

from __future__ import annotations

import gc

import pytest

from scoretable import app


def test_no_collection_while_starting_then_the_start_up_objects_are_frozen() -> None:
    assert gc.isenabled()
    before = gc.get_freeze_count()
    try:
        with app.starting_up():
            assert not gc.isenabled()
            built = [[n] for n in range(1000)]  # noqa: F841 - objects start-up keeps
        assert gc.isenabled()
        assert gc.get_freeze_count() >= before + 1000
    finally:
        gc.unfreeze()


def test_a_failed_start_turns_the_collector_back_on() -> None:
    try:
        with pytest.raises(RuntimeError), app.starting_up():
            raise RuntimeError("the window could not be built")
        assert gc.isenabled()
    finally:
        gc.unfreeze()
