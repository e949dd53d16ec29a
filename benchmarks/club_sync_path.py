"""The files one club sync passes through: a pytest plugin that traces the first ``sync`` of a
test and writes its path (issue 44: "a club sync takes N stops across M files").

    PYTHONPATH=$PWD:$PWD/benchmarks .venv/bin/python -m pytest -q -p no:cacheprovider \\
        -p club_sync_path \\
        "tests/club/test_club.py::test_sync_sends_each_game_once_and_again_changes_nothing"

A stop is a change of file between two calls (into scoretable's own code); a return is a stop
at a file the sync had already left. Written to ``$SYNC_PATH_OUT`` (default
``/tmp/club_sync_path.txt``): the counts for every file, then for the storage layer with its
leaves (the replay, validate's checks, records, the league) left out, then that path.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator
from types import FrameType
from typing import Any

import pytest

STOPS: list[str] = []
LEAVES = ("validate.py", "/records.py", "replay.py", "league.py")


def _profiler(root: str) -> Callable[[FrameType, str, Any], None]:
    def profile(frame: FrameType, event: str, arg: Any) -> None:
        path = frame.f_code.co_filename
        if event == "call" and path.startswith(root + "scoretable/"):
            name = path[len(root) :]
            if not STOPS or STOPS[-1] != name:
                STOPS.append(name)

    return profile


@pytest.fixture(autouse=True)
def _trace_first_sync(
    monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest
) -> Iterator[None]:
    import scoretable
    import scoretable.storage.club as club
    from scoretable.storage.club import sending

    root = os.path.dirname(os.path.dirname(scoretable.__file__)) + "/"
    real = sending.sync

    def traced(*args: Any, **kwargs: Any) -> Any:
        if STOPS:
            return real(*args, **kwargs)
        STOPS.append("(sync)")
        sys.setprofile(_profiler(root))
        try:
            return real(*args, **kwargs)
        finally:
            sys.setprofile(None)

    for module in (sending, club, request.module):
        if hasattr(module, "sync"):
            monkeypatch.setattr(module, "sync", traced)
    yield


def path(stops: list[str]) -> tuple[list[str], int]:
    """The stops (consecutive calls in one file one stop) and how many return to a file left."""
    kept: list[str] = []
    for stop in stops:
        if not kept or kept[-1] != stop:
            kept.append(stop)
    left: set[str] = set()
    back = 0
    for before, stop in zip([None, *kept], kept, strict=False):
        back += stop in left
        if before is not None:
            left.add(before)
    return kept, back


def pytest_sessionfinish(session: pytest.Session) -> None:
    stops = STOPS[1:]
    every, every_back = path(stops)
    layer = [s for s in stops if s.startswith("scoretable/storage/") and not s.endswith(LEAVES)]
    storage, storage_back = path(layer)
    out = os.environ.get("SYNC_PATH_OUT", "/tmp/club_sync_path.txt")
    with open(out, "w", encoding="utf-8") as file:
        file.write(f"every file: {len(every)} stops, {len(set(every))} files, {every_back} back\n")
        file.write(
            f"storage, leaves out: {len(storage)} stops, {len(set(storage))} files,"
            f" {storage_back} back\n"
        )
        file.write(" -> ".join(s.removeprefix("scoretable/storage/") for s in storage) + "\n")
