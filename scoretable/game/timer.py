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

``clock`` is injectable (a callable returning seconds since the epoch; by default the one
clock, :func:`scoretable.clock.timestamp`, which tests freeze) and nothing here waits: the
window calls :meth:`HanchanTimer.tick` once a second, tests move the clock and call it
themselves. The start and the countdown are read from the same machine's clock, so a clock
that is wrong by a constant (a flat battery, a wrong time zone) changes nothing; a
tournament game's start is the session's start brought onto this clock (what the club's
server says has run, taken from now: ``storage.tournament.table_timer``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from scoretable.clock import timestamp
from scoretable.engine.game_rows import HistoryEntry
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
        clock: Callable[[], float] = timestamp,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.clock = clock
        self.model = model
        self._shown = ""
        self._marks = _Marks()
        model.historyChanged.connect(self._history_changed)

    def set_game(self, model: GameModel) -> None:
        self.model.historyChanged.disconnect(self._history_changed)
        self.model = model
        self._marks = _Marks()
        model.historyChanged.connect(self._history_changed)
        self.tick()

    # --- reading --------------------------------------------------------------------------

    def setting(self) -> tuple[int, float] | None:
        """(length in seconds, start time) of the game's timer, or None."""
        entry = self._marks.timer_entry(self.model.history)
        if entry is None:
            return None
        seconds = int(entry.get("seconds", 0))
        return (seconds, float(entry.get("started", 0.0))) if seconds > 0 else None

    def hands_after(self) -> int:
        """Hands finished after the time is up before the game ends (1 or 2)."""
        entry = self._marks.timer_entry(self.model.history)
        if entry is not None and entry.get("hands_after") == 1:
            return 1
        return HANDS_AFTER_TIME_UP

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
        return self._marks.hands_since_time_up(self.model.history)

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
            and model.index == len(model.log)
            and self._marks.hands_since_time_up(model.history) is None
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


class _Marks:
    """Where the timer's entries are in a game's history, kept as the history grows, so that
    reading the timer costs the same at hand 5,000 as at hand 10.

    Per history item seen: the position of the latest ``timer`` entry up to it, of the latest
    ``time_up`` entry, and the hands finished so far. The model only appends items at the undo
    position (dropping the redo stack) and moves that position, and every item is a new object:
    so where the item seen at a position is still the one there, every item before it is too,
    and only what lies after needs looking at.
    """

    def __init__(self) -> None:
        self._items: list[HistoryEntry] = []
        self._timer: list[int] = []  # -1: none yet
        self._time_up: list[int] = []
        self._ended: list[int] = []

    def _sync(self, history: Sequence[HistoryEntry]) -> int:
        """Bring the marks up to ``history``; its length."""
        length = len(history)
        kept = min(length, len(self._items))
        while kept and self._items[kept - 1] is not history[kept - 1]:
            kept -= 1
        if kept < len(self._items) and length > kept:
            for marks in (self._items, self._timer, self._time_up, self._ended):
                del marks[kept:]
        for position in range(len(self._items), length):
            item = history[position]
            kind = item.entry.get("type")
            last = position - 1
            self._items.append(item)
            self._timer.append(
                position if kind == "timer" else self._timer[last] if position else -1
            )
            self._time_up.append(
                position if kind == "time_up" else self._time_up[last] if position else -1
            )
            self._ended.append((self._ended[last] if position else 0) + int(item.ends_hand))
        return length

    def timer_entry(self, history: Sequence[HistoryEntry]) -> dict[str, Any] | None:
        """The latest ``timer`` entry applied, or None."""
        length = self._sync(history)
        position = self._timer[length - 1] if length else -1
        return None if position < 0 else history[position].entry

    def hands_since_time_up(self, history: Sequence[HistoryEntry]) -> int | None:
        """Hands finished since the latest ``time_up`` entry applied (None: there is none)."""
        length = self._sync(history)
        position = self._time_up[length - 1] if length else -1
        if position < 0:
            return None
        return self._ended[length - 1] - self._ended[position]
