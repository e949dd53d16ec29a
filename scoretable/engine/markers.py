"""Marking strings for translation, without Qt (the engine and the teaching use it too).

``QT_TRANSLATE_NOOP("Context", "English text")`` returns the English text unchanged; its only
job is to be seen by ``pyside6-lupdate``, which files the text under the context, exactly as
for Qt's own ``QT_TRANSLATE_NOOP``. The interface then shows the text in its language with
``QCoreApplication.translate("Context", text)``.

A function that writes sentences for the user takes a :data:`Translate`, the shape of
``QCoreApplication.translate``; :func:`english` is the one that leaves English as it is.
"""

from __future__ import annotations

from collections.abc import Callable

#: ``translate(context, english) -> text``: ``QCoreApplication.translate`` has this shape.
Translate = Callable[[str, str], str]


def english(context: str, text: str) -> str:
    """The :data:`Translate` of the source language: ``text`` unchanged."""
    return text


#: Marks ``text`` for translation in ``context``; returns it unchanged (see the module).
QT_TRANSLATE_NOOP = english
