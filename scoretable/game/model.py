"""The game model: the one place that changes a game's state.

Contract (other parts rely on it; keep it):

- ``GameModel(rules, players, parent=None, journal=None)`` starts a new game;
  ``GameModel.restore(rules, players, log, index, journal=None)`` rebuilds one from its log.
- ``model.state`` is the current immutable ``TableState``; ``model.players`` the names
  (index = seat, seat 0 = the first East dealer).
- Every user action is a method that pushes one QUndoCommand on ``model.undo_stack``:
  ``declare_riichi(seat)``, ``cancel_riichi(seat)``, ``record_win(win)``,
  ``record_draw(draw)`` (ExhaustiveDraw), ``record_abortive(kind)``, ``record_chombo(seat)``,
  ``end_game()``, ``rename_player(seat, name)``, ``set_timer(seconds, started)``,
  ``time_up()``; ``undo()`` / ``redo()``.
  A refused action raises ``RuleError`` and changes nothing (no command is pushed).
  ``preview(action) -> Step`` computes without applying.
- ``model.log``: a read-only sequence (a view, no copy) of JSON-ready dict entries, one per
  pushed command in order (core actions via ``action_to_dict``, plus
  ``{"type": "rename", "seat": s, "name": n}`` and the hanchan timer's
  ``{"type": "timer", "seconds": n, "started": t}`` / ``{"type": "time_up", "hands": k}``,
  see :mod:`scoretable.game.timer`); ``model.index``: how many of them are
  applied (entries past it are the redo stack).
- ``model.history``: a read-only sequence of ``HistoryEntry`` for the applied entries (entry,
  settlement, state before, state after).
- ``model.hands``: a read-only sequence of the game's rows (``scoretable.engine.game_rows.Hand``:
  one per hand, plus the game's end if it moved points), built once and kept up to date
  incrementally: an action appends its rows, an undo drops them (never a rebuild).
- ``journal``: an object with ``save(model)`` called after every change of log/index (push,
  undo, redo), *before* any signal reaches the widgets; storage implements it (autosave).
  If it raises, the change is rolled back and the error propagates.

Signals (emitted after the journal saved, each once per change, in this order):
    handsChanged(int, int, int)  first, removed, added: from row ``first`` on, ``removed``
                           rows went and ``added`` came (only when the rows changed; first,
                           so that a slot of any other signal reads ``model.hands`` as it is)
    scoresChanged(list)    the four scores
    riichiChanged(list)    four bools: who has declared riichi this hand
    roundChanged()         round wind / hand number / honba / sticks / dealer changed
    playersChanged(list)   the names in seat order
    historyChanged()       model.history changed
    gameOver(object)       the FinalResult, when the game ends (and gameResumed() on undo)

Details the contract leaves open, settled here:

- A signal is emitted only when what it carries changed, and at most once per change.
  ``scoresChanged`` carries :attr:`GameModel.scores`: the table scores, or once the game is
  over the final scores (leftover sticks paid out).
- ``players`` given to :meth:`GameModel.restore` are the names at the *start* of the game
  (:attr:`GameModel.initial_players`); the log's rename entries are replayed on top of them.
  Rename entries also carry the previous name (``"old"``) for readers of the log.
- Renaming a player to the same name is a no-op (nothing pushed); an empty name is refused
  with ``RuleError(field="name")``.
- :meth:`undo` / :meth:`redo` are the entry points that let a journal failure propagate.
  Calling ``undo_stack.undo()`` directly also works, but a journal error raised there is
  swallowed by Qt (it is logged and the state rolled back).
"""

from __future__ import annotations

import logging
import weakref
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from scoretable.engine.errors import RuleError, Sentence, SentenceError
from scoretable.engine.game_rows import (
    Hand,
    HandsBuilder,
    HistoryEntry,
    Players,
    Scores,
    shown_scores,
    step_entry,
)
from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.engine.records import Record, set_field
from scoretable.engine.rules import Rules
from scoretable.engine.table import (
    AbortiveDraw,
    Action,
    CancelRiichi,
    Chombo,
    DeclareRiichi,
    EndGame,
    ExhaustiveDraw,
    Step,
    TableState,
    Win,
    action_to_dict,
    apply,
    new_game,
)

if TYPE_CHECKING:
    from scoretable.engine.results import FinalResult

# imported where first used, not at start-up (issue 30): the final results (engine.results)
# when a game ends or its result is asked for, a name's cleaning (engine.names, which loads
# unicodedata) at the first rename

_log = logging.getLogger(__name__)


class Journal(Protocol):
    """What the model needs from storage: save the game after each change."""

    def save(self, model: GameModel) -> None:
        """Persist ``model`` (its rules, players, log and index)."""


class RestoreError(SentenceError):
    """A stored game whose log does not replay: which entry, and why (a ValueError)."""

    context: ClassVar[str] = "GameModel"


def refusal_text(error: Sentence, players: Sequence[str] = ()) -> str:
    """A refusal of the core (or any :class:`~scoretable.engine.errors.Sentence`) in the
    interface's language, the seats by the players' names."""
    return error.text(QCoreApplication.translate, players)


class _Snapshot(Record):
    """Where the game stands: the state, the names, and how many log entries are applied.

    The log entries and their history items live once, in the model's lists; a snapshot
    only points into them, so a long session costs O(1) memory and time per action.
    """

    state: TableState
    players: Players
    index: int

    def __init__(self, state: TableState, players: Players, index: int) -> None:
        set_field(self, "state", state)
        set_field(self, "players", players)
        set_field(self, "index", index)


class _View(Sequence[Any]):
    """A read-only view of the first ``length`` items of a list (no copy)."""

    def __init__(self, items: Sequence[Any], length: int) -> None:
        self._items = items
        self._length = length

    def __len__(self) -> int:
        return self._length

    def __getitem__(self, key: Any) -> Any:
        if isinstance(key, slice):
            return [self._items[i] for i in range(*key.indices(self._length))]
        if key < 0:
            key += self._length
        if not 0 <= key < self._length:
            raise IndexError(key)
        return self._items[key]

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Sequence) and not isinstance(other, str):
            return list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]


# undo/redo texts (marked for lupdate, translated where shown)
_COMMAND_TEXT = {
    "riichi": QT_TRANSLATE_NOOP("GameModel", "Riichi"),
    "cancel_riichi": QT_TRANSLATE_NOOP("GameModel", "Take back riichi"),
    "ron": QT_TRANSLATE_NOOP("GameModel", "Ron"),
    "tsumo": QT_TRANSLATE_NOOP("GameModel", "Tsumo"),
    "draw": QT_TRANSLATE_NOOP("GameModel", "Exhaustive draw"),
    "nagashi": QT_TRANSLATE_NOOP("GameModel", "Exhaustive draw"),
    "abortive": QT_TRANSLATE_NOOP("GameModel", "Abortive draw"),
    "chombo": QT_TRANSLATE_NOOP("GameModel", "Chombo"),
    "end": QT_TRANSLATE_NOOP("GameModel", "End of game"),
}


def _command_text(item: HistoryEntry, before: Players) -> str:
    """The undo stack's text for ``item`` (``before``: the names before it), the same whether
    the entry is recorded now or replayed from a saved log."""
    if item.settlement is not None:  # every kind the engine settles has its text
        return QCoreApplication.translate("GameModel", _COMMAND_TEXT[item.settlement.kind])
    kind = item.entry.get("type")
    if kind == "timer":
        return QCoreApplication.translate("GameModel", "Hanchan timer")
    if kind == "time_up":
        return QCoreApplication.translate("GameModel", "Time is up")
    old = before[int(item.entry["seat"])]
    return QCoreApplication.translate("GameModel", "Rename {0}").format(old)


class _Command(QUndoCommand):
    """One pushed action: swaps the model between two snapshots."""

    def __init__(self, model: GameModel, before: _Snapshot, after: _Snapshot, text: str) -> None:
        super().__init__(text)
        # weakly: the model owns the stack that owns this command, so a strong reference
        # made a cycle only Python's collector could free, and freeing it there (the model's
        # C++ object deleting the commands whose wrappers were being cleared) crashed
        self._model = weakref.ref(model)
        self.before = before
        self.after = after

    def _to(self, snapshot: _Snapshot) -> None:
        model = self._model()
        assert model is not None  # the model outlives its stack's commands
        model._transition_from_stack(snapshot)

    def redo(self) -> None:
        self._to(self.after)

    def undo(self) -> None:
        self._to(self.before)


class GameModel(QObject):
    """One game: its rules, players, table state, log and undo stack (see module docstring)."""

    scoresChanged = Signal(list)
    riichiChanged = Signal(list)
    roundChanged = Signal()
    playersChanged = Signal(list)
    historyChanged = Signal()
    handsChanged = Signal(int, int, int)
    gameOver = Signal(object)
    gameResumed = Signal()

    def __init__(
        self,
        rules: Rules,
        players: Sequence[str],
        parent: QObject | None = None,
        journal: Journal | None = None,
    ) -> None:
        super().__init__(parent)
        names = _names(players, rules.players)
        self.rules = rules
        self.initial_players: Players = names
        self.journal = journal
        self.undo_stack = QUndoStack(self)
        # Every pushed entry and its history item; past the snapshot's index: the redo stack.
        self._log: list[dict[str, Any]] = []
        self._entries: list[HistoryEntry] = []
        self._snap = _Snapshot(new_game(rules), names, 0)
        # The rows of the applied entries, kept up to date at each change (see _emit).
        self._hands = HandsBuilder(self._snap.state)
        # While True, commands' redo()/undo() only follow what the model already did.
        self._driving = False

    # --- reading --------------------------------------------------------------------------

    @property
    def state(self) -> TableState:
        return self._snap.state

    @property
    def players(self) -> Players:
        return self._snap.players

    @property
    def scores(self) -> tuple[int, ...]:
        """What the panels show: the table scores, or the final scores once the game is over."""
        state = self._snap.state
        if state.game_over and state.final_scores is not None:
            return state.final_scores
        return state.scores

    @property
    def log(self) -> Sequence[dict[str, Any]]:
        """Every entry, the redo stack included (a read-only view: no copy)."""
        return _View(self._log, len(self._log))

    @property
    def index(self) -> int:
        return self._snap.index

    @property
    def history(self) -> Sequence[HistoryEntry]:
        """The applied entries' history items (a read-only view: no copy)."""
        return _View(self._entries, self._snap.index)

    @property
    def hands(self) -> Sequence[Hand]:
        """The game's rows (:mod:`scoretable.engine.game_rows`), up to date with :attr:`history`
        once a change's signals go out (a read-only view: no copy)."""
        rows = self._hands.rows
        return _View(rows, len(rows))

    def last_hand_change(self) -> Scores | None:
        """Each player's change in the last row (None before the first)."""
        rows = self._hands.rows
        return rows[-1].change if rows else None

    @property
    def game_over(self) -> bool:
        return self._snap.state.game_over

    def result(self) -> FinalResult:
        """The final result of the game as it stands (for the results dialog)."""
        from scoretable.engine.results import final_results

        return final_results(self._snap.state)

    def preview(self, action: Action) -> Step:
        """What ``action`` would do, without applying it. Raises RuleError if refused."""
        return apply(self._snap.state, action)

    def riichi_refusal(self, seat: int) -> str | None:
        """Why ``seat`` cannot declare riichi now (in the interface's language), or None."""
        try:
            apply(self._snap.state, DeclareRiichi(seat))
        except RuleError as error:
            return refusal_text(error, self.players)
        return None

    def can_undo(self) -> bool:
        return self.undo_stack.canUndo()

    def can_redo(self) -> bool:
        return self.undo_stack.canRedo()

    # --- actions --------------------------------------------------------------------------

    def declare_riichi(self, seat: int) -> None:
        self._push_action(DeclareRiichi(seat))

    def cancel_riichi(self, seat: int) -> None:
        self._push_action(CancelRiichi(seat))

    def record_win(self, win: Win) -> None:
        self._push_action(win)

    def record_draw(self, draw: ExhaustiveDraw) -> None:
        self._push_action(draw)

    def record_abortive(self, kind: str) -> None:
        self._push_action(AbortiveDraw(kind))

    def record_chombo(self, seat: int) -> None:
        self._push_action(Chombo(seat))

    def end_game(self) -> None:
        self._push_action(EndGame())

    def rename_player(self, seat: int, name: str) -> None:
        if seat not in range(len(self.players)):
            raise RuleError(
                QCoreApplication.translate("GameModel", "There is no seat {0}.").format(seat),
                "seat",
            )
        from scoretable.engine.names import clean_name

        name = clean_name(name)  # no control or bidi-override characters, not too long
        if not name:
            raise RuleError(
                QCoreApplication.translate("GameModel", "A player needs a name."), "name"
            )
        old = self._snap.players[seat]
        if name == old:
            return
        entry = {"type": "rename", "seat": seat, "name": name, "old": old}
        item = step_entry(self._snap.state, self._snap.players, entry)
        self._push(item, _command_text(item, self._snap.players))

    def set_timer(self, seconds: int, started: float, hands_after: int = 2) -> None:
        """Give the game a hanchan timer of ``seconds`` (0: none) started at ``started``
        (seconds since the epoch), ending ``hands_after`` hands after the time is up (2: the
        hand in play and one more; 1: the hand in play); see :mod:`scoretable.game.timer`."""
        if seconds < 0 or hands_after not in (1, 2):
            raise RuleError(
                QCoreApplication.translate("GameModel", "A timer cannot be negative."), "timer"
            )
        entry = {
            "type": "timer",
            "seconds": int(seconds),
            "started": float(started),
            "hands_after": hands_after,
        }
        item = step_entry(self._snap.state, self._snap.players, entry)
        self._push(item, _command_text(item, self._snap.players))

    def time_up(self) -> None:
        """Record that the hanchan timer ran out with the hands finished so far."""
        hands = sum(1 for item in self.history if item.ends_hand)
        entry = {"type": "time_up", "hands": hands}
        item = step_entry(self._snap.state, self._snap.players, entry)
        self._push(item, _command_text(item, self._snap.players))

    def undo(self) -> None:
        stack = self.undo_stack
        if not stack.canUndo():
            return
        command = stack.command(stack.index() - 1)
        assert isinstance(command, _Command)
        self._drive(command.before, stack.undo)

    def redo(self) -> None:
        stack = self.undo_stack
        if not stack.canRedo():
            return
        command = stack.command(stack.index())
        assert isinstance(command, _Command)
        self._drive(command.after, stack.redo)

    # --- restoring ------------------------------------------------------------------------

    @classmethod
    def restore(
        cls,
        rules: Rules,
        players: Sequence[str],
        log: Sequence[dict[str, Any]],
        index: int,
        journal: Journal | None = None,
        parent: QObject | None = None,
    ) -> GameModel:
        """Rebuild a game from its log, undo history included, at ``index`` applied entries.

        ``players`` are the names at the start of the game. Raises ValueError for a log that
        does not replay (a malformed entry, or one the rules refuse).
        """
        if not 0 <= index <= len(log):
            raise RestoreError(
                QT_TRANSLATE_NOOP("GameModel", "index {index} outside 0..{count}"),
                index=index,
                count=len(log),
            )
        model = cls(rules, players, parent=parent)
        model._driving = True
        try:
            for number, entry in enumerate(log):
                try:
                    model._replay(entry)
                except (ValueError, KeyError, TypeError) as error:  # RuleError is a ValueError
                    raise RestoreError(
                        QT_TRANSLATE_NOOP("GameModel", "log entry {number}: {error}"),
                        number=number,
                        error=error,
                    ) from error
            while model.undo_stack.index() > index:
                command = model.undo_stack.command(model.undo_stack.index() - 1)
                assert isinstance(command, _Command)
                model._snap = command.before
                model.undo_stack.undo()
        finally:
            model._driving = False
        model._hands.sync(model.history)
        model.undo_stack.setClean()
        model.journal = journal
        return model

    def _replay(self, entry: dict[str, Any]) -> None:
        item = step_entry(self._snap.state, self._snap.players, entry)
        # the texts a live game gives: Edit > Undo and the message strip read the same after
        # the game is reopened
        self._push(item, _command_text(item, self._snap.players), restoring=True)

    # --- internals ------------------------------------------------------------------------

    def _push_action(self, action: Action) -> None:
        state = self._snap.state
        step = apply(state, action)  # raises RuleError: nothing changes
        entry = action_to_dict(action)
        item = HistoryEntry(entry, action, step.settlement, state, step.state, self._snap.players)
        self._push(item, _command_text(item, self._snap.players))

    def _push(self, item: HistoryEntry, text: str, *, restoring: bool = False) -> None:
        """Append ``entry`` at the undo position (dropping the redo stack) and push its command.

        Journal first (a failure restores the lists and the snapshot, and propagates), then the
        undo stack, then the signals. ``restoring`` (a log being replayed) skips journal and
        signals.
        """
        before = self._snap
        after = _Snapshot(item.after, item.players, before.index + 1)
        tail = (self._log[before.index :], self._entries[before.index :])
        del self._log[before.index :]
        del self._entries[before.index :]
        self._log.append(item.entry)
        self._entries.append(item)
        self._snap = after
        if restoring:
            self.undo_stack.push(_Command(self, before, after, text))
            return
        try:
            self._save_journal()
        except BaseException:
            self._log[before.index :] = tail[0]
            self._entries[before.index :] = tail[1]
            self._snap = before
            raise
        self._driving = True
        try:
            self.undo_stack.push(_Command(self, before, after, text))
        finally:
            self._driving = False
        self._emit(before, after)

    def _drive(self, target: _Snapshot, move: Callable[[], None]) -> None:
        """Move to ``target`` (undo/redo): journal first, then the stack, then signals."""
        before = self._snap
        self._snap = target
        try:
            self._save_journal()
        except BaseException:
            self._snap = before
            raise
        self._driving = True
        try:
            move()
        finally:
            self._driving = False
        self._emit(before, target)

    def _transition_from_stack(self, target: _Snapshot) -> None:
        """A command's redo()/undo() called by Qt (a QUndoView, an undo action)."""
        if self._driving:
            return
        before = self._snap
        self._snap = target
        try:
            self._save_journal()
        except Exception:
            # Qt cannot carry the exception back to the caller: keep the old state.
            self._snap = before
            _log.exception("journal failed; change rolled back")
            return
        self._emit(before, target)

    def _save_journal(self) -> None:
        if self.journal is not None:
            self.journal.save(self)

    def _emit(self, old: _Snapshot, new: _Snapshot) -> None:
        # the rows first: a slot of any signal below reads them up to date
        change = self._hands.sync(self.history)
        if change:
            self.handsChanged.emit(change.first, change.removed, change.added)
        old_scores = shown_scores(old.state)
        new_scores = shown_scores(new.state)
        if old_scores != new_scores:
            self.scoresChanged.emit(list(new_scores))
        if old.state.riichi != new.state.riichi:
            self.riichiChanged.emit(
                [seat in new.state.riichi for seat in range(len(new.state.scores))]
            )
        if _round_key(old.state) != _round_key(new.state):
            self.roundChanged.emit()
        if old.players != new.players:
            self.playersChanged.emit(list(new.players))
        self.historyChanged.emit()  # every transition moves the log's index by one
        if new.state.game_over and not old.state.game_over:
            from scoretable.engine.results import final_results

            self.gameOver.emit(final_results(new.state))
        elif old.state.game_over and not new.state.game_over:
            self.gameResumed.emit()


def _round_key(state: TableState) -> tuple[int, int, int, int, int]:
    return (state.round_wind, state.hand_number, state.honba, state.sticks, state.dealer)


def _names(players: Sequence[str], count: int) -> Players:
    names = tuple(str(name) for name in players)
    if len(names) != count:
        raise ValueError(f"a game of these rules needs {count} players, got {len(names)}")
    return names
