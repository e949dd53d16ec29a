"""The conditions if each seat declares riichi: computed once when asked, again after a change."""

from __future__ import annotations

from typing import Any

import pytest
from helpers.south4 import south_4

from scoretable.engine import conditions as engine_conditions
from scoretable.engine.conditions import conditions
from scoretable.game.conditions import ConditionsWatcher


def test_riichi_conditions_are_computed_once_until_the_table_changes(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    model = south_4()
    watcher = ConditionsWatcher(model)
    asked: list[bool] = []

    def counting(state: Any, riichi: bool = False, end_now: bool = False) -> Any:
        asked.append(riichi)
        return conditions(state, riichi=riichi, end_now=end_now)

    # the watcher imports the engine's conditions where it computes them (issue 30)
    monkeypatch.setattr(engine_conditions, "conditions", counting)
    first = watcher.riichi_conditions
    assert watcher.riichi_conditions is first
    assert asked == [True]
    with qtbot.waitSignal(watcher.changed):
        model.declare_riichi(2)
    assert watcher.riichi_conditions == conditions(model.state, riichi=True)
    assert asked.count(True) == 2
