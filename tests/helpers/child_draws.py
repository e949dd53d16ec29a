"""Drawings for the child-process tests (issue 35): sent to the child by name, so they live
in a module the child imports, not in a test."""

from __future__ import annotations

import os
import signal

from scoretable.storage.work import Progress


def dies_half_way(part: str, progress: Progress, *, pages: int) -> int:
    """Half a file drawn, then the process is killed (as by the system, out of memory)."""
    with open(part, "wb") as handle:
        handle.write(b"%PDF-1.4 half a file")
    progress("drawing", pages // 2, pages)
    os.kill(os.getpid(), signal.SIGKILL)
    return pages  # never reached


def refuses(part: str, progress: Progress) -> int:
    """A drawing that fails with its reason, after writing part of the file."""
    with open(part, "wb") as handle:
        handle.write(b"%PDF-1.4 a start")
    raise OSError("No space left on device")


def process_id(part: str, progress: Progress) -> int:
    """The id of the process that draws (and a file of it)."""
    with open(part, "w", encoding="utf-8") as handle:
        handle.write(str(os.getpid()))
    return os.getpid()


def chatty(part: str, progress: Progress) -> int:
    """A drawing whose libraries print on standard output, JSON or not, between its steps."""
    print(5, flush=True)
    print("not JSON", flush=True)
    print('{"a": 1}', flush=True)
    progress("drawing", 1, 1)
    with open(part, "wb") as handle:
        handle.write(b"%PDF")
    return 1
