"""The hanchan timer: a length for the game, a countdown, and the tournament ending.

The rule (said on screen as it applies): when the time runs out, the hand in play is
finished and one more hand is played; then the game ends. The other common tournament
ending, the hand in play is the last, is offered too (``hands_after`` 1 instead of 2). A
hand is anything that ends one (a win, a draw, an abortive draw, a chombo). The game may of
course end earlier by its rules.

Everything is in the game's log, so a resumed game keeps its timer: ``{"type": "timer",
"seconds": n, "started": t, "hands_after": 2}`` (the wall-clock start, seconds since the
epoch: the clock of a tournament room runs on while the program is closed) and
``{"type": "time_up", "hands": k}`` (the time ran out with ``k`` hands finished). The end is
an ordinary end of game (``model.end_game()``), so it shows in the history and undo takes
it back. A game without a timer entry has no timer.

``clock`` is injectable (a callable returning seconds since the epoch) and nothing here
waits: the window calls :meth:`HanchanTimer.tick` once a second, tests move the clock and
call it themselves.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Signal

from scoretable.game.model import GameModel

# hands played once the time is up, by default: the one in play and one more
HANDS_AFTER_TIME_UP = 2


class HanchanTimer(QObject):
    """Follows one game's timer (see module docstring).

    Signals:
        changed()  the countdown or the timer's phase changed (at most once per tick)
    """

    changed = Signal()

    def __init__(
        self,
        model: GameModel,
        clock: Callable[[], float] = time.time,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.clock = clock
        self.model = model
        self._shown = ""
        model.historyChanged.connect(self._history_changed)

    def set_game(self, model: GameModel) -> None:
        self.model.historyChanged.disconnect(self._history_changed)
        self.model = model
        model.historyChanged.connect(self._history_changed)
        self.tick()

    # --- reading --------------------------------------------------------------------------

    def setting(self) -> tuple[int, float] | None:
        """(length in seconds, start time) of the game's timer, or None."""
        found: tuple[int, float] | None = None
        for item in self.model.history:
            if item.entry.get("type") == "timer":
                seconds = int(item.entry.get("seconds", 0))
                found = (seconds, float(item.entry.get("started", 0.0))) if seconds > 0 else None
        return found

    def hands_after(self) -> int:
        """Hands finished after the time is up before the game ends (1 or 2)."""
        found = HANDS_AFTER_TIME_UP
        for item in self.model.history:
            if item.entry.get("type") == "timer":
                found = 1 if item.entry.get("hands_after") == 1 else HANDS_AFTER_TIME_UP
        return found

    def remaining(self) -> float | None:
        """Seconds left (never below 0), or None without a timer."""
        setting = self.setting()
        if setting is None:
            return None
        seconds, started = setting
        return max(0.0, started + seconds - self.clock())

    def hands_after_time_up(self) -> int | None:
        """Hands finished since the time ran out (None: it has not, or no timer)."""
        if self.setting() is None:
            return None
        count: int | None = None
        for item in self.model.history:
            if item.entry.get("type") == "time_up":
                count = 0
            elif count is not None and item.ends_hand:
                count += 1
        return count

    def text(self, short: bool = False) -> str:
        """The countdown ("42:17") or what the rule asks now; empty without a timer.

        ``short``: the wording for the table's centre ("Time up: 2 hands left")."""
        remaining = self.remaining()
        if remaining is None:
            return ""
        after = self.hands_after_time_up()
        if after is None:
            whole = int(remaining + 0.999)  # 0:01 until the very end
            return f"{whole // 60}:{whole % 60:02d}"
        if self.model.game_over:
            return QCoreApplication.translate("HanchanTimer", "Time is up")
        left = self.hands_after() - after
        if left >= 2:
            if short:
                return QCoreApplication.translate("HanchanTimer", "Time up: 2 hands left")
            return QCoreApplication.translate(
                "HanchanTimer", "Time is up: finish this hand and play one more"
            )
        if short:
            return QCoreApplication.translate("HanchanTimer", "Time up: last hand")
        return QCoreApplication.translate("HanchanTimer", "Time is up: this hand is the last")

    # --- acting ---------------------------------------------------------------------------

    def tick(self) -> None:
        """Look at the clock: record the time running out, and say if the text changed."""
        model = self.model
        remaining = self.remaining()
        if (
            remaining is not None
            and remaining <= 0
            and not model.game_over
            and not any(entry.get("type") == "time_up" for entry in model.log)
            and model.index == len(model.log)
        ):
            # Not while there is a redo stack (the user is undoing); and once only.
            model.time_up()  # emits historyChanged, which refreshes
            return
        self._refresh()

    def _history_changed(self) -> None:
        model = self.model
        history = model.history
        if (
            not model.game_over
            and model.index == len(model.log)  # a new entry, not an undo or a redo
            and history
            and history[-1].ends_hand
            and self.hands_after_time_up() == self.hands_after()
        ):
            model.end_game()  # emits historyChanged again: refreshed there
            return
        self._refresh()

    def _refresh(self) -> None:
        shown = self.text()
        if shown != self._shown:
            self._shown = shown
            self.changed.emit()
