"""The one exception the core raises for input it refuses, and the sentences it is made of.

Templates are marked where they are written, ``QT_TRANSLATE_NOOP("Refusals", "...")`` (see
:mod:`scoretable.engine.markers`); import and replay problems under "Exchange".

A :class:`Sentence` keeps its English template and its fields apart, so the interface can
write it in its own language (``sentence.text(QCoreApplication.translate, names)``) while the
core, the CLI and the logs use the English ``message``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from scoretable.engine.markers import QT_TRANSLATE_NOOP, Translate, english, translated

# Fields that hold a seat (0 to 3): ``message`` writes "seat N", and :meth:`Sentence.text`
# the player's name when it is given the names.
SEAT_PARAMS = frozenset({"player"})
# Fields that name a term of the game (a wait, an abortive draw's kind): translated with
# the template; their values are in :data:`TERMS`.
TERM_PARAMS = frozenset({"wait", "kind"})
# The values those fields take, marked for translation: the waits and abortive draws a
# refusal names.
TERMS = (
    QT_TRANSLATE_NOOP("Refusals", "ryanmen"),
    QT_TRANSLATE_NOOP("Refusals", "kanchan"),
    QT_TRANSLATE_NOOP("Refusals", "penchan"),
    QT_TRANSLATE_NOOP("Refusals", "kyuushu"),
    QT_TRANSLATE_NOOP("Refusals", "kaze4"),
    QT_TRANSLATE_NOOP("Refusals", "reach4"),
    QT_TRANSLATE_NOOP("Refusals", "kan4"),
    QT_TRANSLATE_NOOP("Refusals", "ron3"),
)


class Sentence:
    """An English template with ``{named}`` fields, marked for translation in ``context``.

    A field may itself be a Sentence (an error explaining another): it is written in the
    same language. Any other exception in a field is written as ``str()``.
    """

    # the translation context its templates are marked in
    context: ClassVar[str] = "Refusals"

    def __init__(self, template: str, **params: object) -> None:
        self.template = template
        self.params = params

    @property
    def message(self) -> str:
        """The sentence in English."""
        return self.text()

    def text(self, translate: Translate = english, players: Sequence[str] = ()) -> str:
        """The sentence in the interface's language: ``translate(context, english)`` gives a
        template with the same fields; seats are named from ``players`` when given.

        A translation that does not fit the fields falls back to the English sentence.
        """
        if not self.params:
            return translate(self.context, self.template)
        values = {
            key: self._value(key, value, translate, players) for key, value in self.params.items()
        }
        return translated(translate, self.context, self.template, **values)

    def _value(
        self, key: str, value: object, translate: Translate, players: Sequence[str]
    ) -> object:
        if isinstance(value, Sentence):
            return value.text(translate, players)
        if isinstance(value, BaseException):
            return str(value)
        if key in SEAT_PARAMS:
            return _seat_name(value, players)
        if key in TERM_PARAMS and isinstance(value, str):
            return translate(self.context, value)
        return value


class SentenceError(Sentence, ValueError):
    """A ValueError told as a :class:`Sentence` (``str()`` is the English sentence)."""

    def __init__(self, template: str, **params: object) -> None:
        Sentence.__init__(self, template, **params)
        ValueError.__init__(self, self.message)


def quoted(value: object) -> str:
    """A value as a message quotes it (its repr, at most 40 characters)."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


class FormatError(SentenceError):
    """Malformed data read back (a log entry, a saved table state): which key, what is wrong.

    ``FormatError(QT_TRANSLATE_NOOP("Exchange", "missing {key}"), key="'seat'")``
    """

    context: ClassVar[str] = "Exchange"


class Word(Sentence):
    """A word that fills another sentence's field ("an integer"), marked under "Exchange"."""

    context: ClassVar[str] = "Exchange"


class Note(str):
    """A note in English that the interface can write in its own language: a ``str`` (so it
    prints, joins and compares as its English text) carrying its :class:`Word`.

    ``Note(QT_TRANSLATE_NOOP("Exchange", "start points {points}"), points="30,000")``;
    ``note.text(QCoreApplication.translate)``.
    """

    word: Word

    def __new__(cls, template: str, **params: object) -> Note:
        word = Word(template, **params)
        note = super().__new__(cls, word.message)
        note.word = word
        return note

    def text(self, translate: Translate = english, players: Sequence[str] = ()) -> str:
        """The note in the interface's language (see :meth:`Sentence.text`)."""
        return self.word.text(translate, players)


def note_text(note: str, translate: Translate = english) -> str:
    """A note in the interface's language where it is a :class:`Note`; else as it is."""
    return note.text(translate) if isinstance(note, Note) else note


class RuleError(SentenceError):
    """An input the rules refuse: an impossible han/fu, a winner who is the discarder, ...

    ``RuleError(QT_TRANSLATE_NOOP("Refusals", "{player} has already declared riichi."),
    "seat", player=2)``

    Attributes:
        template: the English sentence with ``{named}`` fields (marked for
            translation where it is written).
        params: the values of its fields.
        message: the sentence for the user in English, e.g. "1 han 20 fu cannot occur".
        field: which input is wrong ("han", "fu", "winner", "discarder", "pao", "seat",
            "tenpai", "kind", ...), so a dialog can show the message beside that field.
        index: for a win with several winners, which winner entry (0-based), else None.
    """

    context: ClassVar[str] = "Refusals"

    def __init__(
        self, template: str, field: str = "", index: int | None = None, **params: object
    ) -> None:
        super().__init__(template, **params)
        self.field = field
        self.index = index

    def at(self, index: int) -> RuleError:
        """The same refusal for winner entry ``index`` (of a win with several winners)."""
        return RuleError(self.template, self.field, index, **self.params)


def _seat_name(seat: object, players: Sequence[str]) -> object:
    if isinstance(seat, int) and 0 <= seat < len(players):
        return players[seat]
    return f"seat {seat}"
