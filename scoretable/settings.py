"""User settings: every setting declared once, with its type, default and allowed values.

The settings live in a small JSON file, ``settings.json``, in the data directory
(``scoretable.storage.paths.data_dir``: ``--data-dir``, else ``SCORETABLE_DATA_DIR``, else the
user data directory). A missing, unreadable or partly wrong file never stops the app: each
value that is missing, of the wrong type or not allowed falls back to its default, and the
rest is kept.

    settings = Settings.load()              # or Settings(path) in tests
    settings.get(LANGUAGE)                  # "system", "en" or "ja"
    settings.set(LANGUAGE, "ja")            # validated, then written atomically
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TypeVar

T = TypeVar("T")

SETTINGS_FILE = "settings.json"
#: The file format's version; bump it and add an upgrade function when a key changes meaning.
FORMAT_VERSION = 1


@dataclass(frozen=True)
class Setting(Generic[T]):
    """One setting: its key in the file, its type, its default and (optionally) its choices."""

    key: str
    type: type[T]
    default: T
    choices: tuple[T, ...] = ()
    doc: str = ""

    def accepts(self, value: object) -> bool:
        """True when ``value`` is of this setting's type and among its choices (if any)."""
        # bool is a subclass of int: never let True pass as an int setting.
        if isinstance(value, bool) and self.type is not bool:
            return False
        if not isinstance(value, self.type):
            return False
        return not self.choices or value in self.choices


#: Interface language: "system" follows the operating system's locale.
LANGUAGE: Setting[str] = Setting(
    "language",
    str,
    "system",
    choices=("system", "en", "ja"),
    doc="Interface language: system (follow the operating system), en or ja.",
)

#: How the table is laid out: "screen" (every text upright, for a screen that stands) or
#: "table" (each panel faces its seat, for a laptop lying in the middle of the table).
LAYOUT: Setting[str] = Setting(
    "layout",
    str,
    "screen",
    choices=("screen", "table"),
    doc="Table layout: screen (all upright) or table (each panel faces its seat).",
)

#: Every setting, by key. Declare a new one above and add it here.
ALL_SETTINGS: dict[str, Setting[Any]] = {s.key: s for s in (LANGUAGE, LAYOUT)}

#: Upgrade functions: UPGRADES[v] turns a version-v dict into a version-(v+1) dict.
UPGRADES: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


def default_path(data_dir: str | os.PathLike[str] | None = None) -> Path:
    """Where the settings file lives: in the data directory (see the module docstring)."""
    return _data_dir(None if data_dir is None else os.fspath(data_dir)) / SETTINGS_FILE


def _data_dir(override: str | None) -> Path:
    try:
        from scoretable.storage.paths import data_dir
    except ImportError:  # storage not present: the same rule, spelled out here
        if override:
            return Path(override)
        env = os.environ.get("SCORETABLE_DATA_DIR")
        if env:
            return Path(env)
        from platformdirs import user_data_dir

        from scoretable import APP_NAME

        return Path(user_data_dir(APP_NAME, appauthor=False))
    return Path(data_dir(override))


class Settings:
    """The user's settings, read from and written to one JSON file."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self._values: dict[str, Any] = {}
        self.problems: list[str] = []
        self._read()

    @classmethod
    def load(cls, data_dir: str | os.PathLike[str] | None = None) -> Settings:
        """The settings file of the data directory (``data_dir`` overrides it)."""
        return cls(default_path(data_dir))

    def get(self, setting: Setting[T]) -> T:
        """The stored value of ``setting``, or its default."""
        value = self._values.get(setting.key, setting.default)
        return value if setting.accepts(value) else setting.default

    def set(self, setting: Setting[T], value: T) -> None:
        """Store ``value`` and write the file.

        Raises ValueError if the value is not allowed, OSError if the file cannot be written;
        either way the settings are unchanged.
        """
        if not setting.accepts(value):
            allowed = ", ".join(map(repr, setting.choices)) or setting.type.__name__
            raise ValueError(f"{setting.key}: {value!r} is not allowed (allowed: {allowed})")
        self._commit({**self._values, setting.key: value})

    def reset(self, setting: Setting[Any]) -> None:
        """Forget the stored value: the default applies again."""
        if setting.key in self._values:
            self._commit({k: v for k, v in self._values.items() if k != setting.key})

    # -- file --------------------------------------------------------------------------------

    def _read(self) -> None:
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return
        except OSError as exc:
            self.problems.append(f"cannot read {self.path}: {exc}")
            return
        import json  # here: a first start (no file yet) needs no parser

        try:
            raw = json.loads(text)
        except json.JSONDecodeError as exc:
            self.problems.append(f"{self.path} is not valid JSON ({exc}); using defaults")
            return
        if not isinstance(raw, dict):
            self.problems.append(f"{self.path} does not hold an object; using defaults")
            return
        version = raw.pop("version", FORMAT_VERSION)
        if not isinstance(version, int) or version > FORMAT_VERSION:
            self.problems.append(f"{self.path}: unknown version {version!r}; using defaults")
            return
        while version < FORMAT_VERSION:
            raw = UPGRADES[version](raw)
            version += 1
        for key, value in raw.items():
            setting = ALL_SETTINGS.get(key)
            if setting is None:
                self.problems.append(f"{self.path}: unknown setting {key!r} ignored")
            elif not setting.accepts(value):
                self.problems.append(f"{self.path}: {key}={value!r} not allowed; default used")
            else:
                self._values[key] = value

    def _commit(self, values: dict[str, Any]) -> None:
        """Write ``values``, then keep them: if writing fails (OSError), nothing changes."""
        import json

        self.path.parent.mkdir(parents=True, exist_ok=True)
        data = {"version": FORMAT_VERSION, **dict(sorted(values.items()))}
        tmp = self.path.with_name(self.path.name + ".tmp")
        tmp.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        os.replace(tmp, self.path)
        self._values = values
