"""The club tests' PostgreSQL server (tests/helpers/pg.py starts it; skipped where it cannot
run)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from helpers.pg import NoServer, Server, running_server


@pytest.fixture(scope="session")
def pg_server() -> Iterator[Server]:
    try:
        with running_server() as server:
            yield server
    except NoServer as reason:
        pytest.skip(str(reason))
