"""Marking strings for translation, without Qt (the engine and the teaching use it too).

``QT_TRANSLATE_NOOP("Context", "English text")`` returns the English text unchanged; its only
job is to be seen by ``pyside6-lupdate``, which files the text under the context, exactly as
for Qt's own ``QT_TRANSLATE_NOOP``. The interface then shows the text in its language with
``QCoreApplication.translate("Context", text)``.

A function that writes sentences for the user takes a :data:`Translate`, the shape of
``QCoreApplication.translate``; :func:`english` is the one that leaves English as it is.
:func:`translated` is the one way to write a template with fields in the interface's
language: translate, then fill in, and the English sentence where a translation does not fit.

This is the one marker of the package: the interface imports it from here too, never Qt's.
"""

from __future__ import annotations

from collections.abc import Callable

# ``translate(context, english) -> text``: ``QCoreApplication.translate`` has this shape.
Translate = Callable[[str, str], str]


def english(context: str, text: str) -> str:
    """The :data:`Translate` of the source language: ``text`` unchanged."""
    return text


# Marks ``text`` for translation in ``context``; returns it unchanged (see the module).
QT_TRANSLATE_NOOP = english


def translated(translate: Translate, context: str, template: str, **fields: object) -> str:
    """``template`` (marked under ``context``) in the language of ``translate``, its
    ``{named}`` fields filled in.

    A translation that does not fit the fields (a field it lacks or misnames, a stray brace)
    falls back to the English sentence: the user reads English rather than an error.

    >>> translated(english, "Speech", "{name} wins", name="Ann")
    'Ann wins'
    >>> translated(lambda c, t: "{nom} gagne", "Speech", "{name} wins", name="Ann")
    'Ann wins'
    """
    try:
        return translate(context, template).format(**fields)
    except (KeyError, IndexError, ValueError):
        return template.format(**fields)
