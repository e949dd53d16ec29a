"""The lock that keeps a second scoretable off an open library (``<db>.lock``)."""

from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path

from scoretable.storage.errors import StoreLocked


class _Lock:
    """An exclusive, non-blocking lock on ``<db>.lock`` held while the store is open.

    The OS drops it when the process dies (even by SIGKILL), so a crash never leaves a stale
    lock; the pid written into the file only serves the refusal message. It sits past the
    first bytes because Windows locks a byte range (byte 0) that others then cannot read.
    """

    PID_OFFSET = 16

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
        try:
            self._acquire()
        except OSError:
            other = ""
            with contextlib.suppress(OSError, ValueError):
                os.lseek(self._fd, self.PID_OFFSET, os.SEEK_SET)
                other = os.read(self._fd, 32).decode().strip()
            os.close(self._fd)
            who = f" (process {other})" if other else ""
            raise StoreLocked(
                f"Another scoretable{who} is already using the database in {path.parent}. "
                "Close it first, or start this one with a different --data-dir.",
                "locked",
                other,
            ) from None
        with contextlib.suppress(OSError):  # only for the message; a full disk may refuse it
            os.ftruncate(self._fd, self.PID_OFFSET)
            os.lseek(self._fd, self.PID_OFFSET, os.SEEK_SET)
            os.write(self._fd, str(os.getpid()).encode())

    def _acquire(self) -> None:
        if sys.platform == "win32":  # pragma: no cover - Windows only; the tests run on Linux
            import msvcrt

            os.lseek(self._fd, 0, os.SEEK_SET)
            msvcrt.locking(self._fd, msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.flock(self._fd, fcntl.LOCK_EX | fcntl.LOCK_NB)

    def release(self) -> None:
        """Drop the lock (once: its store forgets it, a failed opening never made one)."""
        os.close(self._fd)  # closing drops the lock
        self._fd = -1
