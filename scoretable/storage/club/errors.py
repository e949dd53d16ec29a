"""The club's one kind of failure: :class:`ClubError`, a sentence naming the cause (re-exported
by :mod:`scoretable.storage.club`, where every connection's and statement's failure is put in
words)."""

from __future__ import annotations

from typing import ClassVar

from scoretable.engine.errors import Sentence


class ClubError(Sentence, Exception):
    """The club server cannot be used, or refused something; ``str()`` is a one-line reason
    in English, ``text(QCoreApplication.translate)`` the same in the interface's language."""

    context: ClassVar[str] = "Club"

    def __init__(self, template: str, **params: object) -> None:
        Sentence.__init__(self, template, **params)
        Exception.__init__(self, self.message)
