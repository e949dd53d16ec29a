"""One voice: how an error becomes a sentence the user reads, and the guard around slots.

:func:`error_sentence` is the one place an exception becomes a translated sentence: the
engine's, the logs' and the store's refusals (each a
:class:`~scoretable.engine.errors.Sentence`) in their own translation, a file that could not
be read or written with its name and the system's reason, anything else a plain sentence
(its details go to the log). :func:`guarded` wraps a slot (every menu action's and the
table's buttons'): whatever the slot raises is shown in the window's message strip and
logged, never left to Qt's event loop, where it would be lost.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from functools import wraps
from typing import Protocol

from PySide6.QtCore import QCoreApplication

from scoretable.engine.errors import Sentence

log = logging.getLogger(__name__)


class Speaker(Protocol):
    """What shows a sentence to the user: the window's message strip."""

    def show_message(self, text: str) -> None: ...


def error_sentence(error: BaseException, players: Sequence[str] = ()) -> str:
    """``error`` as one sentence in the interface's language (seats named from
    ``players``)."""
    if isinstance(error, Sentence):
        return error.text(QCoreApplication.translate, players)
    if isinstance(error, OSError):
        reason = error.strerror or str(error)
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
