"""Files from outside read within bounds, and outputs that replace only regular files.

    data = read_bytes(path, limit=16 << 20)     # Refused: a FIFO, a device, a folder, too big
    text = read_text(path, limit=1 << 20)       # ... or not text: binary, UTF-16 without BOM
    check_target(path)                          # Refused: '' or something not a regular file

Every command and window that reads a file a user names goes through :func:`read_bytes`: the
file is looked at (``os.stat``) before it is opened, so a FIFO is never waited on and a device
such as ``/dev/zero`` is never read without end, and it is opened non-blocking and looked at
again, so a FIFO put in its place in between does not block either. At most ``limit`` bytes
are read; a longer file is refused, never cut. Text is strict: UTF-8 (a byte-order mark
skipped) or UTF-16 with its byte-order mark; NUL bytes mean a binary file. Every refusal is a
:class:`Refused`, one sentence naming no exception.
"""

from __future__ import annotations

import codecs
import os
import stat
from pathlib import Path
from typing import ClassVar

from scoretable.engine.errors import Sentence, SentenceError
from scoretable.engine.markers import QT_TRANSLATE_NOOP


class Refused(SentenceError):
    """A file that is not read (or written): ``str()`` says why in one line, in English;
    ``text(translate)`` in the interface's language."""

    context: ClassVar[str] = "Files"


class _Kind(Sentence):
    """What a name is when it is not a regular file, a field of a :class:`Refused`."""

    context: ClassVar[str] = "Files"


def _kind(mode: int) -> _Kind:
    if stat.S_ISDIR(mode):
        return _Kind(QT_TRANSLATE_NOOP("Files", "a folder"))
    if stat.S_ISFIFO(mode):
        return _Kind(QT_TRANSLATE_NOOP("Files", "a pipe (FIFO)"))
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return _Kind(QT_TRANSLATE_NOOP("Files", "a device"))
    return _Kind(QT_TRANSLATE_NOOP("Files", "a socket"))  # what else stat names


def _size(limit: int) -> str:
    if limit >= 1 << 20:
        return f"{limit >> 20:,} MB"
    if limit >= 1 << 10:
        return f"{limit >> 10:,} KB"
    return f"{limit:,} bytes"


def _named(path: str | Path) -> None:
    """Refused unless ``path`` can name a file: not empty, no NUL (which os.stat would
    refuse with a ValueError)."""
    name = os.fspath(path)
    if not name:
        raise Refused(QT_TRANSLATE_NOOP("Files", "no file named (an empty name)"))
    if ("\0" if isinstance(name, str) else b"\0") in name:
        raise Refused(QT_TRANSLATE_NOOP("Files", "not a file name: it holds a NUL character"))


def read_bytes(path: str | Path, limit: int) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them.

    Raises:
        Refused: not a regular file (checked before it is opened), or longer than ``limit``.
        OSError: it cannot be read (no such file, no permission...).
    """
    _named(path)
    mode = os.stat(path).st_mode
    if not stat.S_ISREG(mode):
        raise Refused(QT_TRANSLATE_NOOP("Files", "{kind}, not a file to read"), kind=_kind(mode))
    handle = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_BINARY", 0))
    with open(handle, "rb", closefd=True) as source:
        mode = os.fstat(source.fileno()).st_mode
        if not stat.S_ISREG(mode):  # replaced between the look and the open
            raise Refused(
                QT_TRANSLATE_NOOP("Files", "{kind}, not a file to read"), kind=_kind(mode)
            )
        data = source.read(limit + 1)
    if len(data) > limit:
        raise Refused(
            QT_TRANSLATE_NOOP("Files", "larger than {limit}: not read"), limit=_size(limit)
        )
    return data


def decode_text(data: bytes) -> str:
    """``data`` as text: UTF-16 with its byte-order mark, else UTF-8 (a byte-order mark
    skipped).

    Raises:
        Refused: binary (a NUL byte: also UTF-16 without its byte-order mark), or not UTF-8.
    """
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        try:
            text = data.decode("utf-16")
        except UnicodeDecodeError:
            raise Refused(
                QT_TRANSLATE_NOOP("Files", "not text: broken UTF-16 after its byte-order mark")
            ) from None
    else:
        nul = data.find(b"\0")
        if nul >= 0:
            raise Refused(
                QT_TRANSLATE_NOOP(
                    "Files",
                    "not text: a NUL byte at byte {at} (a binary file, or UTF-16 without a"
                    " byte-order mark)",
                ),
                at=nul + 1,
            )
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError as error:
            raise Refused(
                QT_TRANSLATE_NOOP("Files", "not UTF-8 text (byte {at})"), at=error.start + 1
            ) from None
    if "\0" in text:
        raise Refused(QT_TRANSLATE_NOOP("Files", "not text: it holds a NUL character"))
    return text


def read_text(path: str | Path, limit: int) -> str:
    """The text of the regular file ``path`` of at most ``limit`` bytes (:func:`read_bytes`,
    :func:`decode_text`)."""
    return decode_text(read_bytes(path, limit))


def check_target(path: str | Path) -> None:
    """Refuses to write ``path`` unless it is a new name or a regular file: a device, a FIFO
    or a folder stays what it is (a file written beside and renamed over it would replace it).

    Raises:
        Refused: an empty name, or ``path`` is there and not a regular file.
    """
    _named(path)
    try:
        mode = os.stat(path).st_mode
    except OSError:  # a new name; or the writer says why (no permission, too long...)
        return
    if not stat.S_ISREG(mode):
        raise Refused(
            QT_TRANSLATE_NOOP("Files", "{kind}, not a file to write: left as it is"),
            kind=_kind(mode),
        )
