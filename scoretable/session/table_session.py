"""The game on the table and everything that watches it: one owner below the window.

    session = TableSession(model, library=library, club=link)
    session.gameChanged.connect(view.follow)     # each new game on the table, once
    session.set_model(other)                     # another game: every watcher follows it
    session.record(partial(session.model.record_win, win))   # saved, or NotSaved
    session.undo(); session.redo()
    session.new_game(rules, players)             # made (and stored) by the library
    session.start_sharing(host, port, "ja")      # the phones' server (SharingRefused)
    session.stop_sharing()
    session.close()

It holds the current :class:`~scoretable.game.model.GameModel` and what follows it: the
narrator (a sentence for each change, :attr:`narrator`), the hanchan timer (ticked once a
second, :attr:`timer`), the all-last conditions (:attr:`conditions`: a watcher per game that
keeps the "any hand" switch, its changes relayed as ``conditionsChanged``), the phones'
server and its link to the model (:attr:`server`, :attr:`share_link`), the club link
(:attr:`club`: each stored game the library makes sends its changes there) and the hand
history (the model's ``hands``, each view following :attr:`model` through ``gameChanged``).
The library opens it (:meth:`scoretable.session.library.Library.open_session`) and closes it
with itself. The window and its screens are given it when they are made; none of them keeps
a game of its own.

Every change goes through :meth:`record`: a rule's refusal (``RuleError``) comes out as it
is; a change the journal could not save comes out as :class:`NotSaved` (an ``OSError``, the
system's or SQLite's error as its cause), which the ui words in the interface's language
(``ui.error_words.error_sentence``).

Signals:
    gameChanged(GameModel): another game is on the table (once per change, after every
        watcher here follows it).
    conditionsChanged(): the all-last conditions of the game on the table were recomputed.
    sharingChanged(bool): the phones' server started (True) or stopped (False).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Collection, Sequence
from typing import TYPE_CHECKING, Literal, Protocol

from PySide6.QtCore import QObject, QTimer, Signal

from scoretable.game.conditions import ConditionsWatcher
from scoretable.game.model import GameModel
from scoretable.game.narrator import Narrator
from scoretable.game.timer import HanchanTimer

if TYPE_CHECKING:
    from scoretable.engine.rules import Rules
    from scoretable.session.club_link import ClubLink
    from scoretable.session.share.model_link import ShareLink
    from scoretable.session.share.server import ShareServer
    from scoretable.storage.table_answers import TableAnswer

# the hanchan timer's countdown is read this often (milliseconds)
TICK_MS = 1000


class GameMaker(Protocol):
    """What the session asks of the library (:class:`scoretable.session.library.Library`):
    new games, stored, and the club link the games it makes send their changes to."""

    @property
    def club(self) -> ClubLink | None: ...

    def new_model(self, rules: Rules, players: Sequence[str]) -> GameModel: ...


class NotSaved(OSError):
    """A change (``what``: "game") or a new game ("new game") could not be saved; nothing
    changed. Its ``__cause__`` is the system's or SQLite's error."""

    def __init__(self, what: Literal["game", "new game"]) -> None:
        super().__init__(what)
        self.what = what


class SharingRefused(Exception):
    """The phones' server could not listen (``error``: the system's refusal); ``address``
    is where it tried, None for every address of the machine."""

    def __init__(self, error: OSError, address: str | None) -> None:
        super().__init__(str(error))
        self.error = error
        self.address = address


def is_save_failure(error: BaseException) -> bool:
    """Whether ``error`` is a save that failed: the system's (a full disk, a file gone) or
    SQLite's (sqlite3 is only looked at where something has loaded it)."""
    if isinstance(error, OSError):
        return True
    sqlite3 = sys.modules.get("sqlite3")
    return sqlite3 is not None and isinstance(error, sqlite3.Error)


class TableSession(QObject):
    """The game on the table and its watchers (see the module docstring)."""

    gameChanged = Signal(object)
    conditionsChanged = Signal()
    sharingChanged = Signal(bool)

    def __init__(
        self,
        model: GameModel,
        library: GameMaker | None = None,
        club: ClubLink | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._model = model
        self.library = library
        self.club = club if club is not None else library.club if library is not None else None
        self.narrator = Narrator(model, self)
        self.timer = HanchanTimer(model, parent=self)
        self._ticker = QTimer(self)
        self._ticker.setInterval(TICK_MS)
        self._ticker.timeout.connect(self.timer.tick)
        self._ticker.start()
        self.conditions = self._watcher(model, end_now=False)
        self.server: ShareServer | None = None
        self.share_link: ShareLink | None = None
        self.closed = False

    @property
    def model(self) -> GameModel:
        """The game on the table."""
        return self._model

    # --- the game ---------------------------------------------------------------------------

    def set_model(self, model: GameModel) -> bool:
        """Put ``model`` on the table: every watcher follows it, then ``gameChanged`` is
        emitted. False (nothing emitted) if it already is."""
        if model is self._model:
            return False
        self._model = model
        self.narrator.set_model(model)
        self.timer.set_game(model)
        old = self.conditions
        old.changed.disconnect(self.conditionsChanged)
        self.conditions = self._watcher(model, end_now=old.end_now)
        self.conditionsChanged.emit()
        if self.share_link is not None:  # new codes: the earlier game's pages stop
            self.share_link.set_model(model)
        self.gameChanged.emit(model)
        return True

    def _watcher(self, model: GameModel, end_now: bool) -> ConditionsWatcher:
        # held here, never a child of the model (see ConditionsWatcher): a new one per game
        watcher = ConditionsWatcher(model)
        watcher.set_end_now(end_now)
        watcher.changed.connect(self.conditionsChanged)
        return watcher

    def record(self, change: Callable[[], object]) -> None:
        """Apply ``change`` to the game (the model saves it through its journal). A rule's
        refusal propagates as it is; a save that failed raises :class:`NotSaved` (the model
        has rolled the change back)."""
        try:
            change()
        except NotSaved:
            raise
        except Exception as error:
            if is_save_failure(error):
                raise NotSaved("game") from error
            raise

    def undo(self) -> None:
        """Undo the last change (through :meth:`record`)."""
        self.record(self._model.undo)

    def redo(self) -> None:
        """Redo the change last undone (through :meth:`record`)."""
        self.record(self._model.redo)

    def new_game(self, rules: Rules, players: Sequence[str]) -> GameModel:
        """A new game on the table: stored from its first moment by the library (without
        one, kept nowhere). :class:`NotSaved` if the library could not store it (the game on
        the table stays)."""
        if self.library is None:
            model = GameModel(rules, players)
        else:
            try:
                model = self.library.new_model(rules, players)
            except Exception as error:
                if is_save_failure(error):
                    raise NotSaved("new game") from error
                raise
        self.set_model(model)
        return model

    # --- the phones' server -----------------------------------------------------------------

    @property
    def sharing(self) -> bool:
        return self.server is not None

    def start_sharing(
        self,
        host: str,
        port: int,
        language: str = "en",
        on_devices: Callable[[], None] | None = None,
        learners: Collection[int] = (),
        on_answer: Callable[[TableAnswer], None] | None = None,
    ) -> ShareServer:
        """Serve the game on the table to phones on ``host``:``port`` (0: any free port),
        following it and each game after it; ``on_devices`` is told (from the server's
        thread) when a page connects or leaves; ``learners`` are the seats asked what is paid
        after each hand won, ``on_answer`` keeps their answers (from the server's thread).
        :class:`SharingRefused` if it cannot listen.
        Already sharing: the server as it is."""
        if self.server is not None:
            return self.server
        from scoretable.session.share.language import translators
        from scoretable.session.share.model_link import ShareLink
        from scoretable.session.share.server import ShareServer

        server = ShareServer(
            host=host,
            port=port,
            language=language,
            translators=translators(),
            on_devices=on_devices,
            learners=learners,
            on_answer=on_answer,
        )
        try:
            server.start()
        except OSError as error:
            raise SharingRefused(
                error, None if server.everywhere else server.addresses()[0]
            ) from error
        self.server = server
        self.share_link = ShareLink(server, self._model, self)
        self.sharingChanged.emit(True)
        return server

    def new_codes(self) -> None:
        """New codes for every page of the game (the earlier ones stop)."""
        if self.server is not None:
            from scoretable.session.share.state import Snapshot

            model = self._model
            self.server.new_game(Snapshot.of(model.state, model.players, model.history))

    def stop_sharing(self) -> None:
        """Stop the phones' server: every page is disconnected, every code stops working."""
        if self.share_link is not None:
            self.share_link.close()
            self.share_link.deleteLater()
            self.share_link = None
        if self.server is not None:
            self.server.on_devices = None
            self.server.stop()
            self.server = None
            self.sharingChanged.emit(False)

    # --- closing ----------------------------------------------------------------------------

    def close(self) -> None:
        """Stop everything that watches the game: the phones' server, the timer's ticks, the
        club link (what is still pending goes at the next start)."""
        if self.closed:
            return
        self.closed = True
        self.stop_sharing()
        self._ticker.stop()
        if self.club is not None:
            self.club.close()
