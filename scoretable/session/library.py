"""The library of games, seen from the app: where games come from and where they are kept.

- :func:`open_library` opens the store for the app (damaged file: a message; another instance
  running: a refusal) and returns a :class:`Library`. What it tells or asks the user goes
  through ``prompts`` (the ui's message boxes, ``ui.library.prompts.MessageBoxes``; without
  one, each message is a line on stderr and a store that cannot be used now is not retried).
- :class:`Library` makes every game's model with its journal (new, resumed, opened), so every
  confirmed action is committed before the window shows it, and connects each model it makes
  to the club link (:attr:`Library.club`): every change of a stored game is sent from the
  link's thread. It opens the table's session (:meth:`Library.open_session`: the game on the
  table and everything that watches it, :mod:`scoretable.session.table_session`) and closes it
  with itself (:meth:`Library.close`); the library knows nothing of the window.

The library's screens (the games dialog, chart, statistics, export) are separate modules of
``ui/library`` that the main window loads when their Games menu action is first used.
"""

from __future__ import annotations

import contextlib
import functools
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Literal, Protocol

from PySide6.QtCore import QCoreApplication

from scoretable.engine.errors import Sentence
from scoretable.engine.rules import Rules
from scoretable.game.model import GameModel
from scoretable.session.table_session import NotSaved, TableSession, is_save_failure
from scoretable.storage.db import (
    GameJournal,
    Store,
    StoreError,
    StoreLocked,
    StoreUnavailable,
    open_memory_store,
    open_store,
)
from scoretable.storage.paths import data_dir

if TYPE_CHECKING:
    from scoretable.session.club_link import ClubLink

# What the user chose when the store cannot be used now.
Choice = Literal["retry", "ignore", "close"]


class Prompts(Protocol):
    """How :func:`open_library` speaks to the user (each text already translated)."""

    def refuse(self, title: str, text: str) -> None:
        """The library cannot be had (another instance owns it); the app quits."""

    def ask(self, title: str, text: str) -> Choice:
        """The store cannot be used now: retry, ignore (play without saving) or close."""

    def warn(self, title: str, text: str) -> None:
        """Something was lost or set aside (a damaged file moved away)."""

    def inform(self, title: str, text: str) -> None:
        """Something was put right."""


class StderrPrompts:
    """Prompts for a caller without a window: each message a line on stderr; a store that
    cannot be used now is given up (close)."""

    def _say(self, title: str, text: str) -> None:
        print(f"scoretable: {title}: {' '.join(text.split())}", file=sys.stderr)

    def refuse(self, title: str, text: str) -> None:
        self._say(title, text)

    def ask(self, title: str, text: str) -> Choice:
        self._say(title, text)
        return "close"

    def warn(self, title: str, text: str) -> None:
        self._say(title, text)

    def inform(self, title: str, text: str) -> None:
        self._say(title, text)


# --- opening ---------------------------------------------------------------------------------


def open_library(directory: str | None, prompts: Prompts | None = None) -> Library | None:
    """The app's library, or None when the user chose to quit (another instance owns the
    database; or it cannot be used now and the user did not retry). A damaged database is
    reported and moved aside. A condition of the moment (full disk, lock, permission, a
    folder in the file's place) touches nothing: Retry, Ignore (play without saving) or
    Close."""
    prompts = prompts or StderrPrompts()
    while True:
        try:
            opened = open_store(data_dir(directory))
        except StoreLocked as error:
            who = (
                QCoreApplication.translate("Library", " (process {0})").format(error.detail)
                if error.detail
                else ""
            )
            prompts.refuse(
                QCoreApplication.translate("Library", "scoretable is already running"),
                QCoreApplication.translate(
                    "Library",
                    "Another scoretable{0} is already using the database in {1}. Close it "
                    "first, or start this one with a different --data-dir.",
                ).format(who, data_dir(directory)),
            )
            return None
        except StoreUnavailable as error:
            answer = prompts.ask(
                QCoreApplication.translate("Library", "The library cannot be opened now"),
                unavailable_message(error),
            )
            if answer == "retry":
                continue
            if answer == "ignore":
                return Library(open_memory_store())
            return None
        break
    if opened.error is not None:
        prompts.warn(
            QCoreApplication.translate("Library", "The library could not be opened"),
            damage_message(opened.error, opened.moved_to),
        )
    elif opened.repaired is not None:  # a stray -wal moved aside, a schema number put right
        prompts.inform(
            QCoreApplication.translate("Library", "The library was put right"),
            opened.repaired.text(QCoreApplication.translate),
        )
    return Library(opened.store)


def unavailable_message(error: StoreError) -> str:
    """Why the database cannot be used now, and that nothing was changed."""
    if error.kind == "full":
        why = QCoreApplication.translate("Library", "The disk is full ({0}).").format(error.detail)
    elif error.kind == "busy":
        why = QCoreApplication.translate(
            "Library", "Another program is using the database ({0})."
        ).format(error.detail)
    elif error.kind == "readonly":
        why = QCoreApplication.translate("Library", "The database cannot be written ({0}).").format(
            error.detail
        )
    elif error.sentence is not None:
        why = error.sentence.text(QCoreApplication.translate)
    else:
        why = str(error)
    return QCoreApplication.translate(
        "Library",
        "{0}\n\nThe library was not changed. Retry when this is fixed, Ignore to play "
        "without saving, or Close to quit.",
    ).format(why)


def damage_message(error: StoreError, moved_to: object) -> str:
    """What happened to an unusable database, in the user's language."""
    if error.kind == "empty":
        why = QCoreApplication.translate("Library", "The database file is empty (0 bytes).")
    elif error.kind == "newer":
        why = QCoreApplication.translate(
            "Library", "The database was written by a newer version of scoretable (schema {0})."
        ).format(error.detail)
    elif error.kind == "damaged":
        why = QCoreApplication.translate("Library", "The database is damaged: {0}").format(
            error.detail
        )
    else:
        why = QCoreApplication.translate("Library", "The database cannot be read: {0}.").format(
            error.detail
        )
    return QCoreApplication.translate(
        "Library",
        "{0}\n\nThe file was kept, renamed to:\n{1}\n\n"
        "scoretable started with a new, empty library.",
    ).format(why, moved_to)


class Library:
    """The store, seen from the app: models with journals, names, the current game; each
    model it makes sends its changes to :attr:`club` (None: no club)."""

    def __init__(self, store: Store, club: ClubLink | None = None) -> None:
        self.store = store
        self.resume_problem = ""
        # the link to the club's server; models made from now on are connected to it
        self.club = club
        # the table's session, once opened (closed with the library)
        self.session: TableSession | None = None
        # why the game the session opened on cannot be saved (None: it can)
        self.unsaved: NotSaved | None = None

    # --- models ---

    def new_model(self, rules: Rules, players: Sequence[str]) -> GameModel:
        """A new game, stored from its first moment."""
        journal = self.store.start_game(rules, players)
        self.store.delete_empty_games(keep=journal.game_id)
        return self._linked(GameModel(rules, players, journal=journal))

    def open_model(self, game_id: int) -> GameModel:
        """A stored game exactly as it was left, undo history included (ValueError if its log
        does not replay)."""
        record = self.store.load_game(game_id)
        model = GameModel.restore(
            Rules.from_dict(record.rules),
            record.players,
            record.log,
            record.index,
            journal=self.store.journal_for(record),
        )
        return self._linked(model)

    def _linked(self, model: GameModel) -> GameModel:
        """``model``, each change of its history (an action, an undo, a rename) sent to the
        club from the link's thread."""
        game_id = self.game_id(model)
        if self.club is not None and game_id is not None:
            model.historyChanged.connect(functools.partial(self.club.game_changed, game_id))
        return model

    def resume_last(self) -> GameModel | None:
        """The most recent unfinished game, or None. One that cannot be resumed stays in the
        library (to export or delete); why is kept in :attr:`resume_problem` for the window
        to show."""
        self.resume_problem = ""
        game_id = self.store.last_unfinished()
        if game_id is None:
            return None
        try:
            return self.open_model(game_id)
        except ValueError as error:  # kept in the library; the user can export it
            self.resume_problem = QCoreApplication.translate(
                "Library", "The last game cannot be resumed ({0}); it is kept in the library."
            ).format(
                error.text(QCoreApplication.translate) if isinstance(error, Sentence) else error
            )
            print(f"scoretable: game {game_id} cannot be resumed: {error}", file=sys.stderr)
            return None

    def open_session(self, rules: Rules, players: Sequence[str]) -> TableSession:
        """The table's session, on the most recent unfinished game (why one could not be
        resumed in :attr:`resume_problem`), else on a new game of ``rules`` and ``players``;
        a new game the store refused is kept nowhere (why in :attr:`unsaved`). Whatever waited
        to go to the club since the last time goes now."""
        self.unsaved = None
        model = self.resume_last()
        if model is None:
            try:
                model = self.new_model(rules, players)
            except Exception as error:  # the store refused the first write (a lock, a full disk)
                if not is_save_failure(error):
                    raise
                self.unsaved = NotSaved("game")
                self.unsaved.__cause__ = error
                model = GameModel(rules, players)
        if self.club is not None and (game_id := self.game_id(model)) is not None:
            self.club.game_changed(game_id)
        self.session = TableSession(model, library=self)
        return self.session

    def known_names(self) -> list[str]:
        return self.store.known_players()

    @staticmethod
    def game_id(model: GameModel) -> int | None:
        """The stored id of ``model``'s game (None for a game kept nowhere)."""
        journal = model.journal
        return journal.game_id if isinstance(journal, GameJournal) else None

    def forget_empty_games(self, model: GameModel) -> None:
        """Forget the games in which nothing was ever recorded, but ``model``'s: the next start
        resumes the game on the table, not an empty one."""
        journal = model.journal
        if isinstance(journal, GameJournal):
            with contextlib.suppress(OSError):  # only tidying: a locked store can wait
                self.store.delete_empty_games(keep=journal.game_id)

    def close(self) -> None:
        """Close the table's session (its server, its club link), then the store."""
        if self.session is not None:
            self.session.close()
        self.store.close()
