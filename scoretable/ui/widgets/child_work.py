"""Drawing a long PDF in a child process, so the window's interpreter is never held.

    job = child_work.start(window, title, draw_standings, {"html": html}, Path("out.pdf"))
    job.succeeded.connect(lambda result: ...)        # as any job of long_work

Qt's PDF writer holds the interpreter's lock while it draws and writes a page (200-400 ms a
worksheet page, 700 ms a 1,000-player league in one call): on a thread of the window's
process that stops the window's event loop as surely as on its own. So the drawing runs in
a child Python (``python -m scoretable.ui.widgets.child_work``), and the window's side is a
:mod:`long_work` job that only reads the child's lines, waiting without the lock.

``function(part, progress, **kwargs)`` is a module-level function (it goes to the child by
name, its arguments pickled) that draws into the file ``part`` and calls ``progress(stage,
done, total)``; its result must be JSON. The child draws in ``target`` + ``.part``; the file
takes ``target``'s place only once the child has drawn it whole and said so. Cancel kills the
child, and a child that dies or fails leaves nothing: the ``.part`` is removed and an older
file at ``target`` stays as it was. The child draws in the window's language with the app's
fonts, offscreen (it needs no display).

A frozen app (PyInstaller) has no ``python -m`` to start: there the drawing runs on the job's
thread, as before (the window may then stall between pages).
"""

from __future__ import annotations

import contextlib
import json
import os
import pickle
import queue
import subprocess
import sys
import tempfile
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import IO, Any

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QWidget

from scoretable.storage.bounded import check_target
from scoretable.storage.work import Progress
from scoretable.ui.widgets import long_work
from scoretable.ui.widgets.long_work import LongWork

# How often the job looks whether Cancel was pressed while the child says nothing.
POLL_SECONDS = 0.05

Draw = Callable[..., Any]


class ChildFailed(Exception):
    """The child could not draw the file (its own one-line reason), or died."""


def start(
    parent: QWidget, title: str, function: Draw, kwargs: dict[str, Any], target: Path
) -> LongWork | None:
    """Draw ``target`` with ``function`` in a child process, as a :mod:`long_work` job under
    ``parent`` (None, said, if another job runs there)."""
    language = QLocale().name().split("_")[0]
    return long_work.start_alone(
        parent, title, lambda progress: run(function, kwargs, target, progress, language)
    )


def part_of(target: Path) -> Path:
    """Where the child draws before the file takes ``target``'s place."""
    return target.with_name(target.name + ".part")


def run(
    function: Draw,
    kwargs: dict[str, Any],
    target: Path,
    progress: Progress,
    language: str = "en",
) -> Any:
    """Draw ``target`` in a child process; its result. Cancelled (from ``progress``) kills the
    child; then, as on any failure, the ``.part`` is removed and ``target`` left as it was.

    Raises:
        ChildFailed: the child's reason, or that it stopped without one.
    """
    with whole_or_nothing(target) as part:
        if getattr(sys, "frozen", False):
            return function(str(part), progress, **kwargs)
        return _in_child(function, kwargs, part, progress, language)


@contextlib.contextmanager
def whole_or_nothing(target: Path) -> Iterator[Path]:
    """The ``.part`` beside ``target`` to write: it takes ``target``'s place when the block
    ends, and is removed, ``target`` left as it was, when the block raises.

    Raises:
        Refused: ``target`` is there and is not a regular file (a device stays a device).
    """
    check_target(target)
    part = part_of(target)
    try:
        yield part
        os.replace(part, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.remove(part)
        raise


def _in_child(
    function: Draw, kwargs: dict[str, Any], part: Path, progress: Progress, language: str
) -> Any:
    request = pickle.dumps(
        {"function": function, "kwargs": kwargs, "part": str(part), "language": language}
    )
    # the child finds scoretable (and the caller's modules) where this process did
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(p or os.getcwd() for p in sys.path))
    with tempfile.TemporaryFile() as errors:
        process = subprocess.Popen(
            [sys.executable, "-m", "scoretable.ui.widgets.child_work"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=errors,
            env=env,
        )
        try:
            return _follow(process, request, progress, errors)
        finally:
            if process.poll() is None:  # cancelled, or a failure of ours: the child goes
                process.kill()
            process.wait()
            assert process.stdin is not None
            process.stdin.close()
            # its output is closed by the reader, which reads it to the end (the child gone)


def _follow(
    process: subprocess.Popen[bytes], request: bytes, progress: Progress, errors: IO[bytes]
) -> Any:
    """Send the request, pass on the child's progress, return its result."""
    assert process.stdin is not None
    assert process.stdout is not None
    with contextlib.suppress(BrokenPipeError):  # a child that died at once: said below
        process.stdin.write(request)
        process.stdin.close()
    lines: queue.Queue[bytes] = queue.Queue()
    threading.Thread(target=_read, args=(process.stdout, lines), daemon=True).start()
    latest: tuple[str, int, int] = ("starting", 0, 0)
    progress(*latest)
    while True:
        try:
            line = lines.get(timeout=POLL_SECONDS)
        except queue.Empty:
            progress(*latest)  # nothing new: Cancel is looked at all the same
            continue
        if not line:  # the child has closed its output: ended
            break
        try:
            kind, *said = json.loads(line)
        except (ValueError, TypeError):
            continue  # not one of ours (a library's stray output)
        if kind == "progress":
            latest = (str(said[0]), int(said[1]), int(said[2]))
            progress(*latest)
        elif kind == "error":
            raise ChildFailed(str(said[0]))
        elif kind == "done":
            if process.wait() == 0:
                return said[0]
            break
    code = process.wait()
    errors.seek(0)
    tail = errors.read().decode("utf-8", "replace").strip().splitlines()
    raise ChildFailed(tail[-1] if tail else f"the drawing process stopped (exit status {code})")


def _read(stream: IO[bytes], lines: queue.Queue[bytes]) -> None:
    with stream:
        for line in iter(stream.readline, b""):
            lines.put(line)
    lines.put(b"")


# --- the child ---------------------------------------------------------------------------------


def main() -> int:
    """The child: read the request on standard input, draw, say each step on standard output
    as a JSON line (``["progress", stage, done, total]``, then ``["done", result]`` or
    ``["error", reason]``)."""
    out = sys.stdout

    def say(*line: Any) -> None:
        out.write(json.dumps(line) + "\n")
        out.flush()

    try:
        request = pickle.load(sys.stdin.buffer)
        from PySide6.QtGui import QGuiApplication

        from scoretable.i18n import Translations, add_fallback_families, load_fonts

        app = QGuiApplication(["scoretable", "-platform", "offscreen"])
        add_fallback_families(app, load_fonts())
        Translations(app).switch(request["language"])
        result = request["function"](
            request["part"], lambda *step: say("progress", *step), **request["kwargs"]
        )
    except Exception as error:  # the reason, in one line, for the window to say
        say("error", str(error) or type(error).__name__)
        return 1
    say("done", result)
    return 0


if __name__ == "__main__":
    sys.exit(main())
