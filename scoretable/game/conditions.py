"""The all-last conditions of a game, kept up to date with its model.

    watcher = ConditionsWatcher(model)
    watcher.active                 # the last hand (or any hand with end_now), game not over
    watcher.conditions             # engine Conditions, every seat, best place first
    watcher.riichi_conditions      # the same if each seat declares riichi (computed on demand)
    watcher.set_end_now(True)      # any hand "as if the game ended now"

Signals:
    changed()   the conditions were recomputed (a change of the table: a riichi, a hand, an
                undo or redo, the end_now switch).

Recomputed from the model's signals on every change of its state; :attr:`elapsed_ms` is the
time the last recomputation took (see benchmarks/bench_conditions.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from scoretable import clock
from scoretable.engine.table import TableState, is_last_hand
from scoretable.game.model import GameModel

if TYPE_CHECKING:
    from scoretable.engine.conditions import Condition

# scoretable.engine.conditions is imported when conditions are first computed: a watcher
# follows the game from the first frame, but only the last hand (or end_now) has any (issue 30)


class ConditionsWatcher(QObject):
    """Conditions of ``model``'s table, recomputed whenever its state changes."""

    changed = Signal()

    def __init__(self, model: GameModel, parent: QObject | None = None) -> None:
        # owned by ``parent`` or whoever holds it (a view, the table's lines, the second
        # screen), never by the model: a child of the model that holds the model makes a cycle
        # only Python's collector frees, and freeing the model there deleted this watcher while
        # the collector was clearing its wrapper (a crash)
        super().__init__(parent)
        self.model = model
        self.end_now = False
        self.elapsed_ms = 0.0
        self._state: TableState | None = None
        self._conditions: tuple[Condition, ...] = ()
        self._riichi: tuple[Condition, ...] | None = None
        for signal in (
            model.scoresChanged,
            model.riichiChanged,
            model.roundChanged,
            model.historyChanged,
            model.gameOver,
            model.gameResumed,
        ):
            signal.connect(self._model_changed)
        self.refresh()

    @property
    def active(self) -> bool:
        """Whether conditions are shown: the last hand (or any with end_now), not over."""
        state = self.model.state
        return not state.game_over and (self.end_now or is_last_hand(state))

    @property
    def conditions(self) -> tuple[Condition, ...]:
        return self._conditions

    @property
    def riichi_conditions(self) -> tuple[Condition, ...]:
        """The conditions if each seat declares riichi in this hand (computed when asked)."""
        if self._riichi is None:
            from scoretable.engine.conditions import conditions

            self._riichi = (
                conditions(self.model.state, riichi=True, end_now=self.end_now)
                if self.active
                else ()
            )
        return self._riichi

    def set_end_now(self, on: bool) -> None:
        """Show conditions in any hand, as if the game ended after it."""
        if on != self.end_now:
            self.end_now = on
            self.refresh()

    def seat_conditions(self, seat: int) -> tuple[Condition, ...]:
        return tuple(c for c in self._conditions if c.seat == seat)

    def refresh(self) -> None:
        """Recompute now and emit ``changed``."""
        self._state = self.model.state
        self._riichi = None
        start = clock.monotonic()
        self._conditions = self._compute() if self.active else ()
        self.elapsed_ms = (clock.monotonic() - start) * 1000
        self.changed.emit()

    def _compute(self) -> tuple[Condition, ...]:
        from scoretable.engine.conditions import conditions

        return conditions(self.model.state, end_now=self.end_now)

    def _model_changed(self, *_args: object) -> None:
        # one change of the model emits several signals: recompute once per new state
        if self.model.state is not self._state:
            self.refresh()
