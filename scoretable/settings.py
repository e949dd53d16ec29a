"""User settings: every setting declared once, with its type, default and allowed values.

Qt's ``QSettings`` keeps them, in an INI file, ``settings.ini``, in the data directory
(``scoretable.storage.paths.data_dir``: ``--data-dir``, else ``SCORETABLE_DATA_DIR``, else the
user data directory), so that a data directory is a whole profile and tests never touch the
user's. A stored value that is of the wrong type or not allowed reads as the default; nothing
stops the app.

    settings = Settings.load()              # or Settings(path) in tests
    settings.get(LANGUAGE)                  # "system", "en" or "ja"
    settings.set(LANGUAGE, "ja")            # validated, then written

A new setting: declare a :class:`Setting` below. A key that changes meaning gets a new name
(the old value is then simply ignored).

Earlier versions kept the language in ``settings.json`` beside it; :class:`Settings` copies
that choice once into ``settings.ini`` and renames the old file ``settings.json.old``.
"""

from __future__ import annotations

import builtins
import os
from pathlib import Path
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QSettings

from scoretable.engine.records import Record, set_field
from scoretable.storage.paths import data_dir

T = TypeVar("T")

SETTINGS_FILE = "settings.ini"
# the file of earlier versions, read once (see the module docstring)
OLD_SETTINGS_FILE = "settings.json"


class Setting(Record, Generic[T]):
    """One setting: its QSettings key, its type, its default and (optionally) its choices."""

    key: str
    type: type[T]
    default: T
    choices: tuple[T, ...]

    def __init__(
        self, key: str, type: builtins.type[T], default: T, choices: tuple[T, ...] = ()
    ) -> None:
        set_field(self, "key", key)
        set_field(self, "type", type)
        set_field(self, "default", default)
        set_field(self, "choices", choices)

    def accepts(self, value: object) -> bool:
        """True when ``value`` is of this setting's type and among its choices (if any)."""
        # bool is a subclass of int: never let True pass as an int setting.
        if isinstance(value, bool) and self.type is not bool:
            return False
        if not isinstance(value, self.type):
            return False
        return not self.choices or value in self.choices

    def parse(self, stored: object) -> T | None:
        """A value as an INI file gives it back (text) in this setting's type; None if it is
        not one this setting accepts."""
        value: object = stored
        if isinstance(stored, str) and self.type is not str:
            if self.type is bool:
                value = {"true": True, "false": False}.get(stored.lower())
            else:
                try:
                    value = self.type(stored)  # type: ignore[call-arg]
                except (TypeError, ValueError):
                    return None
        return value if self.accepts(value) else None  # type: ignore[return-value]


# Interface language: "system" follows the operating system's locale.
LANGUAGE: Setting[str] = Setting(
    "interface/language", str, "system", choices=("system", "en", "ja")
)

# How the table is laid out: "screen" (every text upright, for a screen that stands) or
# "table" (each panel faces its seat, for a laptop lying in the middle of the table).
LAYOUT: Setting[str] = Setting("table/layout", str, "screen", choices=("screen", "table"))

# The club's PostgreSQL server (club play), without a password: libpq reads that from the
# password file (~/.pgpass), never from here. Empty: no club.
CLUB_URL: Setting[str] = Setting("club/url", str, "")

# View -> Speak payments: each recorded hand said aloud (QtTextToSpeech, loaded on first use).
SPEECH: Setting[bool] = Setting("speech/on", bool, False)

# The text-to-speech engine by Qt's name ("speechd", "sapi", "darwin", "mock"); "" is the
# platform's default.
SPEECH_ENGINE: Setting[str] = Setting("speech/engine", str, "")

# The voice by name; "" is the engine's default for the interface's language.
SPEECH_VOICE: Setting[str] = Setting("speech/voice", str, "")

# Speaking rate, -10 (slowest) to 10 (fastest); 0 is the voice's normal pace.
SPEECH_RATE: Setting[int] = Setting("speech/rate", int, 0, choices=tuple(range(-10, 11)))

# Volume, 0 to 100 (percent).
SPEECH_VOLUME: Setting[int] = Setting("speech/volume", int, 80, choices=tuple(range(101)))

# View -> High contrast: white on black (the "contrast" scheme of ``--theme``).
HIGH_CONTRAST: Setting[bool] = Setting("view/high_contrast", bool, False)

# View -> Text size: the application's text in percent of the system's (dialogs, menus, the
# history, the message strip; the panels size their own text to their boxes).
TEXT_SIZE: Setting[int] = Setting("view/text_size", int, 100, choices=(100, 125, 150, 200))

# The players marked "learning" in Game -> Share with phones (a JSON list of names): their
# seat's phone asks what is paid after each hand won, whichever seat they sit at.
SHARE_LEARNERS: Setting[str] = Setting("share/learners", str, "[]")

# keys of the old JSON file -> the settings they became
_OLD_KEYS: dict[str, Setting[Any]] = {"language": LANGUAGE, "layout": LAYOUT}


def default_path(directory: str | os.PathLike[str] | None = None) -> Path:
    """Where the settings file lives: in the data directory (see the module docstring)."""
    return data_dir(None if directory is None else os.fspath(directory)) / SETTINGS_FILE


class Settings:
    """The user's settings, in one QSettings INI file.

    Attributes:
        problems: what could not be read (the old file's faults), for a log or a test.
    """

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self.problems: list[str] = []
        self._store = QSettings(str(self.path), QSettings.Format.IniFormat)
        self._migrate(self.path.with_name(OLD_SETTINGS_FILE))

    @classmethod
    def load(cls, directory: str | os.PathLike[str] | None = None) -> Settings:
        """The settings of the data directory (``directory`` overrides it)."""
        return cls(default_path(directory))

    def get(self, setting: Setting[T]) -> T:
        """The stored value of ``setting``, or its default."""
        stored = self._store.value(setting.key)
        value = None if stored is None else setting.parse(stored)
        return setting.default if value is None else value

    def set(self, setting: Setting[T], value: T) -> None:
        """Store ``value`` and write the file.

        Raises ValueError if the value is not allowed, OSError if the file cannot be written;
        either way the settings are unchanged.
        """
        if not setting.accepts(value):
            allowed = ", ".join(map(repr, setting.choices)) or setting.type.__name__
            raise ValueError(f"{setting.key}: {value!r} is not allowed (allowed: {allowed})")
        self._write(setting.key, value)

    def reset(self, setting: Setting[Any]) -> None:
        """Forget the stored value: the default applies again."""
        if self._store.contains(setting.key):
            self._write(setting.key, None)

    def _write(self, key: str, value: object) -> None:
        """Set (or, for None, remove) ``key`` and write the file; OSError if that fails, and
        the old value is back."""
        before = self._store.value(key)
        self._put(key, value)
        self._store.sync()
        if self._store.status() != QSettings.Status.NoError:
            self._put(key, before)
            raise OSError(f"cannot write the settings file {self.path}")

    def _put(self, key: str, value: object) -> None:
        if value is None:
            self._store.remove(key)
        else:
            self._store.setValue(key, value)

    # -- the old file --------------------------------------------------------------------------

    def _migrate(self, old: Path) -> None:
        """Copy the choices of an old ``settings.json`` that this file lacks, then rename it."""
        try:
            data = old.read_bytes()
        except FileNotFoundError:
            return
        except OSError as exc:
            self.problems.append(f"{old} cannot be read ({exc}); its settings are ignored")
            return
        # imported here: an old settings.json is rare, and each Qt class's first touch
        # builds its enums (issue 30)
        from PySide6.QtCore import QByteArray, QJsonDocument, QJsonParseError

        error = QJsonParseError()
        document = QJsonDocument.fromJson(QByteArray(data), error)
        if error.error != QJsonParseError.ParseError.NoError:
            why = error.errorString()
            self.problems.append(f"{old} cannot be read ({why}); its settings are ignored")
            return
        raw = document.toVariant()
        if not isinstance(raw, dict):
            self.problems.append(f"{old} does not hold an object; its settings are ignored")
            return
        for key, value in raw.items():
            setting = _OLD_KEYS.get(key)
            if setting is None:
                continue  # "version", or a setting that no longer exists
            if not setting.accepts(value):
                self.problems.append(f"{old}: {key}={value!r} not allowed; ignored")
            elif not self._store.contains(setting.key):
                self._put(setting.key, value)
        self._store.sync()
        if self._store.status() != QSettings.Status.NoError:
            self.problems.append(f"cannot write {self.path}; {old} is kept")
            return
        try:
            old.replace(old.with_name(old.name + ".old"))
        except OSError as exc:  # read again next time: harmless, the file already has them
            self.problems.append(f"{old} could not be renamed ({exc})")
