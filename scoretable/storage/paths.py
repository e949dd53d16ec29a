"""Where scoretable keeps its data.

``data_dir(override)`` answers, in order: the ``--data-dir`` option, the environment variable
``SCORETABLE_DATA_DIR``, then platformdirs' per-user data directory for the app. The directory
is created on demand (private to the user: 0700; an existing one open to others is made
private when the store opens, one its owner made read-only is left so and the store refused
with the reason), so a first start needs nothing configured;
if it cannot be (a file in its place, no permission), opening the store says why.

``chosen`` is that order for every choice a user can make in several places (the data
directory, the language, the colour scheme, the club's server): the command-line option, else
the environment variable, else the setting, else the default.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Mapping
from pathlib import Path

from scoretable import APP_NAME

ENV_VAR = "SCORETABLE_DATA_DIR"
DB_NAME = "scoretable.sqlite3"


def chosen(
    option: str | None,
    variable: str,
    setting: Callable[[], str] | None = None,
    default: str = "",
    environ: Mapping[str, str] | None = None,
) -> str:
    """A choice the user can make in several places, the first that is given: the
    command-line ``option``, else the environment ``variable`` (of ``environ``, else the
    process's), else the ``setting`` (read only then: reading one may cost a file), else
    ``default``. An empty text counts as not given."""
    env = os.environ if environ is None else environ
    return option or env.get(variable) or (setting() if setting else "") or default


def data_dir(override: str | None = None, create: bool = True) -> Path:
    """The data directory (created if missing and possible, unless ``create`` is False).

    Args:
        override: the ``--data-dir`` option, if given; it wins over the environment.
        create: False to only find where it is (``--screenshot`` writes nothing).
    """
    given = chosen(override, ENV_VAR)
    if given:
        path = Path(given).expanduser()
    else:
        import platformdirs  # only here: a folder given by option or environment needs none

        path = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    if create:
        with contextlib.suppress(OSError):  # open_store reports it, with Retry
            path.mkdir(parents=True, exist_ok=True, mode=0o700)
    return path


def database_path(directory: Path) -> Path:
    """The database file inside ``directory``."""
    return directory / DB_NAME
