"""The game told in sentences as it happens: what a voice says and a screen reader announces.

    narrator = Narrator(model)
    narrator.said.connect(voice.speak)      # "Ron. Bruno pays Aiko 3,900." after each hand

The sentences are :mod:`scoretable.teaching.speech`'s, in the interface's language
(``QCoreApplication.translate``). A change of the model's index by one entry forwards (an
action recorded, or redone) says that action; backwards says "Undone."; a rename or the
hanchan timer says nothing. The narrator only reads the model: nothing here waits for a voice.

Signals:
    said(str): a sentence to speak or announce, once per change of the game.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal

from scoretable.engine.table import AbortiveDraw
from scoretable.game.model import GameModel

if TYPE_CHECKING:
    from scoretable.engine.conditions import Condition

# scoretable.teaching.speech (its sentences and tables) is imported on the first sentence: the
# narrator follows the game from the first frame, but start-up says nothing (issue 30)


class Narrator(QObject):
    """Follows one game (:meth:`set_model` for the next) and says each change."""

    said = Signal(str)

    def __init__(self, model: GameModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self._index = model.index
        model.historyChanged.connect(self._changed)

    def set_model(self, model: GameModel) -> None:
        """Follow ``model`` (a new game) instead; nothing is said for the switch."""
        self.model.historyChanged.disconnect(self._changed)
        self.model = model
        self._index = model.index
        model.historyChanged.connect(self._changed)

    def sentence(self, index: int) -> str:
        """What the entry at ``index`` of the history says ("" for a rename or the timer)."""
        from scoretable.teaching import speech

        item = self.model.history[index]
        if item.settlement is None:  # a rename or the timer (an action is always settled)
            return ""
        kind = item.action.kind if isinstance(item.action, AbortiveDraw) else None
        text = speech.say(item.settlement, item.players, QCoreApplication.translate, abortive=kind)
        if item.after.game_over and not item.before.game_over:
            over = speech.game_over(item.after, item.players, QCoreApplication.translate)
            text = speech.join_sentences((text, over), QCoreApplication.translate)
        return text

    def seat(self, seat: int, conditions: Sequence[Condition] = ()) -> str:
        """One seat's situation (with what it needs, from ``conditions``)."""
        from scoretable.teaching import speech

        return speech.seat_situation(
            self.model.state,
            self.model.players,
            seat,
            QCoreApplication.translate,
            conditions,
        )

    def all_last(self, conditions: Sequence[Condition]) -> str:
        """The all-last conditions of every seat that can move up ("" where none can)."""
        from scoretable.teaching import speech

        return speech.all_last(
            self.model.state, self.model.players, conditions, QCoreApplication.translate
        )

    def _changed(self) -> None:
        before, self._index = self._index, self.model.index
        if self._index == before + 1:
            text = self.sentence(before)
        elif self._index < before:
            from scoretable.teaching import speech

            text = speech.undone(QCoreApplication.translate)
        else:  # several entries at once (a restored game): nothing to say
            text = ""
        if text:
            self.said.emit(text)
