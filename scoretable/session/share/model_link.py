"""The game on the table (the session's), followed for the sharing server: each change of the
model is handed to the server as a new snapshot (at most once per change), a new game gets new
tokens.

    link = ShareLink(server, model)
    link.set_model(other)          # the session has another game: the earlier codes stop
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from scoretable.game.model import GameModel
from scoretable.session.share.server import ShareServer
from scoretable.session.share.state import Snapshot


class ShareLink(QObject):
    """Hands ``model``'s every change to ``server`` (see the module docstring)."""

    def __init__(
        self, server: ShareServer, model: GameModel, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.server = server
        self.model = model
        self._seen: tuple[object, ...] = ()
        self._connect(model)
        self.server.new_game(self.snapshot())

    def snapshot(self) -> Snapshot:
        model = self.model
        self._seen = (model.state, model.index, tuple(model.players))
        return Snapshot.of(model.state, model.players, model.history)

    def set_model(self, model: GameModel) -> None:
        """Follow ``model`` instead (new tokens: the earlier game's pages are shut out)."""
        if model is self.model:
            return
        self._disconnect(self.model)
        self.model = model
        self._connect(model)
        self.server.new_game(self.snapshot())

    def close(self) -> None:
        """Stop following (the server keeps what it has)."""
        self._disconnect(self.model)

    def _signals(self, model: GameModel) -> tuple[object, ...]:
        return (
            model.scoresChanged,
            model.riichiChanged,
            model.roundChanged,
            model.playersChanged,
            model.historyChanged,
            model.gameOver,
            model.gameResumed,
        )

    def _connect(self, model: GameModel) -> None:
        for signal in self._signals(model):
            signal.connect(self._changed)  # type: ignore[attr-defined]

    def _disconnect(self, model: GameModel) -> None:
        for signal in self._signals(model):
            signal.disconnect(self._changed)  # type: ignore[attr-defined]

    def _changed(self, *_args: object) -> None:
        # one change of the model emits several signals: one snapshot per change
        model = self.model
        if (model.state, model.index, tuple(model.players)) != self._seen:
            self.server.publish(self.snapshot())
