"""Where scoretable keeps its data.

``data_dir(override)`` answers, in order: the ``--data-dir`` option, the environment variable
``SCORETABLE_DATA_DIR``, then platformdirs' per-user data directory for the app. The directory
is created on demand (private to the user: 0700; an existing one open to others is made
private when the store opens, one its owner made read-only is left so and the store refused
with the reason), so a first start needs nothing configured;
if it cannot be (a file in its place, no permission), opening the store says why.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from scoretable import APP_NAME

ENV_VAR = "SCORETABLE_DATA_DIR"
DB_NAME = "scoretable.sqlite3"


def data_dir(override: str | None = None, create: bool = True) -> Path:
    """The data directory (created if missing and possible, unless ``create`` is False).

    Args:
        override: the ``--data-dir`` option, if given; it wins over the environment.
        create: False to only find where it is (``--screenshot`` writes nothing).
    """
    if override:
        path = Path(override).expanduser()
    elif os.environ.get(ENV_VAR):
        path = Path(os.environ[ENV_VAR]).expanduser()
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
