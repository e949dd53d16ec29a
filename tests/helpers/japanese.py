"""The interface in Japanese for a moment: ``in_japanese(act)`` runs ``act()`` with the real
catalogue loaded (English again afterwards, whatever happens); ``japanese_text(error)`` is a
:class:`~scoretable.engine.errors.Sentence` as a Japanese window shows it. A QApplication must
exist (ask for pytest-qt's ``qapp``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QCoreApplication

from scoretable.engine.errors import Sentence
from scoretable.i18n import Translations

T = TypeVar("T")


def in_japanese(act: Callable[[], T]) -> T:
    app = QCoreApplication.instance()
    assert app is not None
    translations = Translations(app)
    try:
        assert translations.switch("ja")
        return act()
    finally:
        translations.switch("en")


def japanese_text(error: Sentence) -> str:
    return in_japanese(lambda: error.text(QCoreApplication.translate))
