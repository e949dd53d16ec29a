"""Progress of a long command on standard error, and Ctrl+C as its Cancel.

    with TerminalProgress(sys.stderr, "importing", "files") as progress:
        for done, name in enumerate(files):
            progress("importing", done, len(files))    # raises Cancelled after Ctrl+C
            progress.say(f"imported: {name}", out)     # a line of output, the progress redrawn

On a terminal, one line is kept up to date (``importing: 412 of 5,000 files, about 12 s
left``), rewritten in place and cleared at the end; anywhere else (a pipe, a file, a log)
nothing at all is written. While it runs, Ctrl+C does not kill the command: the job stops at
its next chunk's end, as the window's Cancel does (:class:`~scoretable.storage.work.Cancelled`),
keeping what the job keeps. A second Ctrl+C interrupts at once.
"""

from __future__ import annotations

import signal
import threading
from types import FrameType, TracebackType
from typing import Any, TextIO

from scoretable import clock
from scoretable.storage.work import Cancelled

# The line is redrawn at most this often.
REDRAW_SECONDS = 0.1
# The time left is said once the work has run this long.
ESTIMATE_AFTER_SECONDS = 1.0


class TerminalProgress:
    """A progress callback (``progress(stage, done, total)``) drawn on ``err`` if it is a
    terminal; Ctrl+C while it is entered makes the next call raise Cancelled."""

    def __init__(self, err: TextIO, what: str, unit: str) -> None:
        self.err = err
        self.what = what
        self.unit = unit
        self.live = bool(getattr(err, "isatty", lambda: False)())
        self.interrupted = False
        self._drawn = False
        self._redrawn = 0.0
        self._started = clock.monotonic()
        self._first = 0
        self._previous: Any = None

    def __enter__(self) -> TerminalProgress:
        self._started = clock.monotonic()
        if threading.current_thread() is threading.main_thread():
            self._previous = signal.signal(signal.SIGINT, self._interrupt)
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        if self._previous is not None:
            signal.signal(signal.SIGINT, self._previous)
            self._previous = None
        self.clear()

    def _interrupt(self, number: int, frame: FrameType | None) -> None:
        if self.interrupted:  # the second Ctrl+C: at once
            raise KeyboardInterrupt
        self.interrupted = True

    def __call__(self, stage: str, done: int, total: int) -> None:
        if self.interrupted:
            raise Cancelled
        if not self.live:
            return
        now = clock.monotonic()
        if done == 0:
            self._started, self._first = now, 0
        if done < total and now - self._redrawn < REDRAW_SECONDS:
            return
        self._redrawn = now
        line = f"{self.what}: {done:,} of {total:,} {self.unit}"
        elapsed = now - self._started
        if elapsed >= ESTIMATE_AFTER_SECONDS and done > self._first and total > done:
            left = (total - done) * elapsed / (done - self._first)
            line += (
                f", about {round(left)} s left"
                if left < 60
                else f", about {round(left / 60)} min left"
            )
        self.err.write("\r" + line + "\x1b[K")
        self.err.flush()
        self._drawn = True

    def clear(self) -> None:
        """Take the progress line away (before other output, and at the end)."""
        if self._drawn:
            self.err.write("\r\x1b[K")
            self.err.flush()
            self._drawn = False

    def say(self, text: str, stream: TextIO) -> None:
        """Print a line of the command's output; the progress line is drawn again after it at
        the next call."""
        self.clear()
        print(text, file=stream, flush=self.live)
        self._redrawn = 0.0
