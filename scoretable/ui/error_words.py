"""The errors' words: how an error becomes a sentence the user reads, and the guard around slots.

:func:`error_sentence` is the one place an exception becomes a translated sentence: the
engine's, the logs' and the store's refusals (each a
:class:`~scoretable.engine.errors.Sentence`) in their own translation, a file that could not
be read or written with its name and the system's reason, anything else a plain sentence
(its details go to the log). :func:`guarded` wraps a slot (every menu action's and the
table's buttons'): whatever the slot raises is shown in the window's message strip and
logged, never left to Qt's event loop, where it would be lost.
"""

from __future__ import annotations

import errno
import logging
from collections.abc import Callable, Sequence
from functools import wraps
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication

from scoretable.engine.errors import Sentence
from scoretable.engine.markers import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from scoretable.storage.db import StoreError

log = logging.getLogger(__name__)


class Speaker(Protocol):
    """What shows a sentence to the user: the window's message strip."""

    def show_message(self, text: str) -> None: ...


def error_sentence(error: BaseException, players: Sequence[str] = ()) -> str:
    """``error`` as one sentence in the interface's language (seats named from
    ``players``)."""
    if isinstance(error, Sentence):
        return error.text(QCoreApplication.translate, players)
    from scoretable.session.table_session import NotSaved

    if isinstance(error, NotSaved):  # the table's one save path: what, then why
        words = (
            QT_TRANSLATE_NOOP("MainWindow", "The new game could not be saved: {0}")
            if error.what == "new game"
            else QT_TRANSLATE_NOOP("MainWindow", "The game could not be saved: {0}")
        )
        cause = error.__cause__
        why = os_reason(error) if cause is None else _save_reason(cause, players)
        return QCoreApplication.translate("MainWindow", words).format(why)
    store = _store_error(error)
    if store is not None:
        if store.sentence is not None:  # a sentence of its own: where, and what to do
            return store.sentence.text(QCoreApplication.translate)
        template = _STORE_SENTENCES.get(store.kind, _STORE_ANY)
        return QCoreApplication.translate(*template).format(store.detail)
    if isinstance(error, OSError):
        reason = os_reason(error)
        if error.filename is not None:
            return QCoreApplication.translate("Errors", "Could not write or read {0}: {1}").format(
                error.filename, reason
            )
        return QCoreApplication.translate("Errors", "Could not write or read a file: {0}").format(
            reason
        )
    return QCoreApplication.translate(
        "Errors", "Something went wrong ({0}); nothing more was done. The details are in the log."
    ).format(type(error).__name__)


# The system's commonest reasons, said in the interface's language (the English as Linux
# words them); any other as the system words it.
_OS_REASONS = {
    errno.ENOENT: QT_TRANSLATE_NOOP("Errors", "No such file or directory"),
    errno.EACCES: QT_TRANSLATE_NOOP("Errors", "Permission denied"),
    errno.EPERM: QT_TRANSLATE_NOOP("Errors", "Operation not permitted"),
    errno.ENOSPC: QT_TRANSLATE_NOOP("Errors", "No space left on device"),
    errno.EROFS: QT_TRANSLATE_NOOP("Errors", "Read-only file system"),
    errno.EISDIR: QT_TRANSLATE_NOOP("Errors", "Is a directory"),
    errno.ENOTDIR: QT_TRANSLATE_NOOP("Errors", "Not a directory"),
    errno.ENAMETOOLONG: QT_TRANSLATE_NOOP("Errors", "File name too long"),
    errno.EEXIST: QT_TRANSLATE_NOOP("Errors", "File exists"),
    errno.EADDRINUSE: QT_TRANSLATE_NOOP("Errors", "Address already in use"),
}


# SQLite's own words for a full disk (SQLITE_FULL): all an error raised without its code says
_SQLITE_FULL = "database or disk is full"


def _save_reason(cause: BaseException, players: Sequence[str]) -> str:
    """Why a save failed, in the interface's language: a full disk in the system's words
    (never SQLite's English), the system's reason alone (no file to name), else the
    library's sentence."""
    store = _store_error(cause)
    if store is None:
        return os_reason(cause) if isinstance(cause, OSError) else error_sentence(cause, players)
    if store.kind == "full" or _SQLITE_FULL in store.detail:
        return QCoreApplication.translate("Errors", _OS_REASONS[errno.ENOSPC])
    return error_sentence(cause, players)


def os_reason(error: OSError) -> str:
    """Why the system refused, in the interface's language where it is a common reason (a
    missing file, no permission, a full or read-only disk...), else as the system says it."""
    known = _OS_REASONS.get(error.errno) if error.errno is not None else None
    if known is not None:
        return QCoreApplication.translate("Errors", known)
    return error.strerror or str(error)


# The library's errors by kind (the context and the English template; {0}: the detail).
_STORE_SENTENCES = {
    "full": ("Library", QT_TRANSLATE_NOOP("Library", "The disk is full ({0}).")),
    "busy": (
        "Library",
        QT_TRANSLATE_NOOP("Library", "Another program is using the database ({0})."),
    ),
    "readonly": ("Library", QT_TRANSLATE_NOOP("Library", "The database cannot be written ({0}).")),
    "damaged": ("Library", QT_TRANSLATE_NOOP("Library", "The database is damaged: {0}")),
    "unreadable": ("Library", QT_TRANSLATE_NOOP("Library", "The database cannot be read: {0}.")),
}
_STORE_ANY = ("Errors", QT_TRANSLATE_NOOP("Errors", "The library cannot be used now ({0})."))


def _store_error(error: BaseException) -> StoreError | None:
    """The library's error ``error`` is or stands for: a StoreError, SQLite's own error, or
    a change not saved because of one (SaveError); None for any other error."""
    import sqlite3

    from scoretable.storage.db import SaveError, StoreError, classify

    if isinstance(error, StoreError):
        return error
    if isinstance(error, SaveError) and isinstance(error.__cause__, sqlite3.Error):
        error = error.__cause__
    if isinstance(error, sqlite3.Error):
        return classify(error)
    return None


def guarded(speaker: Speaker, slot: Callable[[], object]) -> Callable[..., None]:
    """``slot`` called with no arguments (a signal's are dropped); any exception it raises
    is told in ``speaker``'s message strip and logged with its traceback."""

    @wraps(slot)
    def call(*_args: object) -> None:
        try:
            slot()
        except Exception as error:
            log.exception("%s failed", getattr(slot, "__qualname__", slot))
            speaker.show_message(error_sentence(error))

    return call
