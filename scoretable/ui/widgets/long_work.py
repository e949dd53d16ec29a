"""Long work off the window's thread, with its progress shown and a way to stop it.

    job = long_work.start(window, library.store, title, work)   # None if one is running
    job.succeeded.connect(lambda result: ...)                    # each on the window's thread
    job.cancelled.connect(lambda: ...)                           # job.last: where it stopped
    job.failed.connect(lambda error: ...)

``work(store, progress)`` is a job of the storage layer (a restore, a backup, logs imported,
statistics recomputed): it runs on a thread of its own with its own connection to the
database (:func:`scoretable.storage.work.open_worker_store`), commits in chunks and calls
``progress(stage, done, total)`` between them. Cancel makes the next such call raise
:class:`~scoretable.storage.work.Cancelled`, so the job stops between two chunks; what it
keeps is the job's to say. Nothing on the worker's thread touches a widget: it only emits
the signals of :class:`LongWork`, which Qt delivers on the window's thread.

The :class:`ProgressDialog` appears only if the job is still running after half a second
(nothing flashes for quick work). It is not modal: the table can record a hand meanwhile (the
job's transactions are short; the window's own save waits for them). Closing the window asks
whether to stop the job (:func:`confirm_close`).
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale, QObject, QThread, QTimer, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from scoretable import clock
from scoretable.storage.db import Store
from scoretable.storage.work import Cancelled, Progress, open_worker_store

# Work shorter than this shows no progress at all.
SHOW_AFTER_MS = 500
# The progress is passed to the window at most this often (a signal per game would flood it).
REPORT_SECONDS = 0.05
# The time left is said once the stage has run this long.
ESTIMATE_AFTER_SECONDS = 1.0

Work = Callable[[Store, Progress], Any]

# Jobs running now, and whether the cyclic garbage collector was on before the first.
_collector = {"jobs": 0, "was_on": False}


def _collector_off() -> None:
    """The cyclic collector stays off while a job runs. A job makes objects by the million (a
    backup's games parsed, checked, stored) and a full collection, run on whichever thread
    allocates, holds every other thread up the while: 80-130 ms of a 1,000-game restore's
    window time went to it. What a job makes is freed as it goes (by reference counts)."""
    if _collector["jobs"] == 0:
        _collector["was_on"] = gc.isenabled()
        gc.disable()
    _collector["jobs"] += 1


def _collector_on() -> None:
    _collector["jobs"] -= 1
    if _collector["jobs"] == 0 and _collector["was_on"]:
        gc.enable()


class _Thread(QThread):
    """Runs ``work`` on its own store; reports through its owner's signals only."""

    def __init__(self, owner: LongWork, store: Store | None, work: Callable[..., Any]) -> None:
        super().__init__()
        self.owner = owner
        self.store = store
        self.work = work
        self.stop = threading.Event()
        self.latest: tuple[str, int, int] = ("", 0, 0)
        self._reported = 0.0

    def progress(self, stage: str, done: int, total: int) -> None:
        self.latest = (stage, done, total)  # what is done, whether reported or not
        if self.stop.is_set():
            raise Cancelled
        now = clock.monotonic()
        if done >= total or now - self._reported >= REPORT_SECONDS:
            self._reported = now
            self.owner.progressed.emit(stage, done, total)

    def run(self) -> None:
        own: Store | None = None
        try:
            if self.store is None:  # a job without the library (a PDF drawn): work(progress)
                result = self.work(self.progress)
            else:
                own = open_worker_store(self.store)
                result = self.work(own or self.store, self.progress)
        except Cancelled:
            self.owner.ended.emit("cancelled", None)
        except Exception as error:  # the job's own failure: shown to the user by its owner
            self.owner.ended.emit("failed", error)
        else:
            self.owner.ended.emit("succeeded", result)
        finally:
            if own is not None:
                own.close()


class LongWork(QObject):
    """One long job running on a thread of its own (a child of the window that started it).

    Signals (all delivered on the window's thread):
        progressed(str, int, int): the stage, done and total, at most every 50 ms.
        succeeded(object): the job's result.
        cancelled(): the job stopped at the user's request (:attr:`last` says where: the
            last progress the job reported, which counts only work it has finished).
        failed(object): the exception that ended the job (:attr:`last` says where).
        finished(): after any of the three above.
    """

    progressed = Signal(str, int, int)
    succeeded = Signal(object)
    cancelled = Signal()
    failed = Signal(object)
    finished = Signal()
    # from the worker's thread: how it ended, and the result or error
    ended = Signal(str, object)

    def __init__(
        self, title: str, store: Store | None, work: Callable[..., Any], parent: QWidget
    ) -> None:
        super().__init__(parent)
        self.title = title
        # the last progress reported: (stage, done, total)
        self.last: tuple[str, int, int] = ("", 0, 0)
        self.started = clock.monotonic()
        self.running = True
        self._thread = _Thread(self, store, work)
        self.progressed.connect(self._progressed)
        self.ended.connect(self._ended)
        self.dialog = ProgressDialog(self, parent)
        self._show_timer = QTimer(self)
        self._show_timer.setSingleShot(True)
        self._show_timer.timeout.connect(self._show)
        self._show_timer.start(SHOW_AFTER_MS)
        _collector_off()
        self._thread.start()

    def _progressed(self, stage: str, done: int, total: int) -> None:
        self.last = (stage, done, total)

    def _show(self) -> None:
        if self.running:
            self.dialog.show()

    def cancel(self) -> None:
        """Ask the job to stop at its next chunk's end."""
        self._thread.stop.set()

    @property
    def stopping(self) -> bool:
        return self._thread.stop.is_set()

    def wait(self) -> None:
        """Block until the worker's thread has ended (after :meth:`cancel`: one chunk)."""
        self._thread.wait()

    def _ended(self, how: str, value: object) -> None:
        self._thread.wait()
        self.last = self._thread.latest
        self.running = False
        _collector_on()
        self._show_timer.stop()
        self.dialog.close()
        if how == "succeeded":
            self.succeeded.emit(value)
        elif how == "cancelled":
            self.cancelled.emit()
        else:
            self.failed.emit(value)
        self.finished.emit()
        self.dialog.deleteLater()
        # The job itself stays, ended, a small child of the window until the window goes:
        # deleting it here (deleteLater) crashed PySide 6.11 when its wrapper was freed later.


def running(parent: QWidget) -> LongWork | None:
    """The job running under ``parent``, if any."""
    return next((job for job in parent.findChildren(LongWork) if job.running), None)


def start(parent: QWidget, store: Store, title: str, work: Work) -> LongWork | None:
    """Start ``work`` under ``parent`` (its window); None, after saying so, if another job is
    running there (one at a time: two restores at once would only slow each other)."""
    if _busy(parent, title):
        return None
    return LongWork(title, store, work, parent)


def start_alone(parent: QWidget, title: str, work: Callable[[Progress], Any]) -> LongWork | None:
    """Start ``work(progress)``, a job that needs no library (a PDF drawn on the worker's
    thread: QPainter may paint a QPdfWriter there), as :func:`start` does."""
    if _busy(parent, title):
        return None
    return LongWork(title, None, work, parent)


def _busy(parent: QWidget, title: str) -> bool:
    busy = running(parent)
    if busy is not None:
        QMessageBox.information(
            parent,
            title,
            QCoreApplication.translate(
                "LongWork", "{0} is still running. Try again once it has finished."
            ).format(busy.title),
        )
        return True
    return False


def confirm_close(parent: QWidget, event: QCloseEvent) -> bool:
    """Closing ``parent`` while a job runs: ask whether to stop it. True to go on closing
    (the job was stopped and has ended); False (the event ignored) to keep working."""
    job = running(parent)
    if job is None:
        return True
    answer = QMessageBox.question(
        parent,
        job.title,
        QCoreApplication.translate(
            "LongWork",
            "{0} is still running. Stop it and close? What it has finished is kept where "
            "it can be (see its message).",
        ).format(job.title),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No,
    )
    if answer != QMessageBox.StandardButton.Yes:
        event.ignore()
        return False
    job.cancel()
    job.wait()
    QCoreApplication.sendPostedEvents(job)  # its end told now: what it kept, before closing
    return True


# --- the dialog -------------------------------------------------------------------------------


def stage_text(stage: str) -> str:
    """What the job is doing, in the interface's language."""
    words = {
        "reading": QCoreApplication.translate("LongWork", "Reading the file"),
        "checking": QCoreApplication.translate("LongWork", "Checking each game"),
        "storing": QCoreApplication.translate("LongWork", "Adding the games to the library"),
        "writing": QCoreApplication.translate("LongWork", "Writing the games"),
        "importing": QCoreApplication.translate("LongWork", "Importing the logs"),
        "rebuilding": QCoreApplication.translate("LongWork", "Recomputing each game's summary"),
        "sending": QCoreApplication.translate("LongWork", "Sending the games to the club's server"),
        "questions": QCoreApplication.translate("LongWork", "Drawing the questions"),
        "answers": QCoreApplication.translate("LongWork", "Writing the answer key"),
        "drawing": QCoreApplication.translate("LongWork", "Drawing the pages"),
    }
    return words.get(stage, QCoreApplication.translate("LongWork", "Starting"))


def count_text(stage: str, done: int, total: int) -> str:
    """ "412 of 5,000 games" (files for logs; a share of the file while it is read)."""
    locale = QLocale()
    # the C locale groups no digits: "5,000" then, as in English
    number = locale.toString if locale.language() != QLocale.Language.C else "{:,}".format
    if stage == "starting":  # nothing counted yet (a drawing process starting)
        return ""
    if stage == "drawing":
        return QCoreApplication.translate("LongWork", "{0} of {1} pages").format(
            number(done), number(total)
        )
    if stage == "reading":
        return QCoreApplication.translate("LongWork", "{0}% of the file").format(
            done * 100 // max(total, 1)
        )
    if stage == "questions":
        return QCoreApplication.translate("LongWork", "{0} of {1} questions").format(
            number(done), number(total)
        )
    if stage == "answers":
        return QCoreApplication.translate("LongWork", "{0} of {1} answers").format(
            number(done), number(total)
        )
    if stage == "importing":
        return QCoreApplication.translate("LongWork", "{0} of {1} files").format(
            number(done), number(total)
        )
    return QCoreApplication.translate("LongWork", "{0} of {1} games").format(
        number(done), number(total)
    )


def time_left_text(seconds: float) -> str:
    """ "About 12 s left", "About 3 min left"."""
    if seconds < 60:
        return QCoreApplication.translate("LongWork", "About {0} s left").format(
            max(1, round(seconds))
        )
    return QCoreApplication.translate("LongWork", "About {0} min left").format(round(seconds / 60))


class ProgressDialog(QDialog):
    """What a long job is doing, how far it is, the time left once it can be told, and Cancel
    (closing the dialog cancels too). Not modal: the table stays in use."""

    def __init__(self, job: LongWork, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.job = job
        self.setObjectName("longWorkDialog")
        self.setWindowTitle(job.title)
        self.setModal(False)
        self.stage = QLabel(stage_text(""))
        self.stage.setObjectName("longWorkStage")
        self.stage.setWordWrap(True)
        self.count = QLabel()
        self.count.setObjectName("longWorkCount")
        self.bar = QProgressBar()
        self.bar.setRange(0, 0)  # busy until the first report
        self.bar.setTextVisible(False)
        self.left = QLabel()
        self.left.setObjectName("longWorkLeft")
        # A plain button: the first QDialogButtonBox of a session looks up the theme's icons
        # for its standard buttons, 140 ms of the window's time as the job starts.
        self.cancel_button = QPushButton(QCoreApplication.translate("LongWork", "Cancel"))
        self.cancel_button.setObjectName("longWorkCancel")
        self.cancel_button.clicked.connect(self.reject)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.cancel_button)
        layout = QVBoxLayout(self)
        for widget in (self.stage, self.count, self.bar, self.left):
            layout.addWidget(widget)
        layout.addLayout(buttons)
        self.setMinimumWidth(min(420, self.fontMetrics().averageCharWidth() * 48))
        self._stage = ""
        self._stage_started = clock.monotonic()
        self._stage_done = 0
        job.progressed.connect(self.show_progress)

    def show_progress(self, stage: str, done: int, total: int) -> None:
        now = clock.monotonic()
        if stage != self._stage:
            self._stage, self._stage_started, self._stage_done = stage, now, done
            self.left.clear()
            if not self.job.stopping:
                self.stage.setText(stage_text(stage))
        self.count.setText(count_text(stage, done, total))
        scale = max(1, total // 1_000_000 + 1)  # a file's bytes can pass the bar's int range
        self.bar.setRange(0, total // scale)  # no total yet: busy
        self.bar.setValue(done // scale)
        elapsed = now - self._stage_started
        if elapsed >= ESTIMATE_AFTER_SECONDS and done > self._stage_done and total > done:
            rate = (done - self._stage_done) / elapsed
            self.left.setText(time_left_text((total - done) / rate))

    def reject(self) -> None:
        """Cancel (the button, Esc or the title bar's close): the job stops at its next chunk's
        end; the dialog stays, saying so, until it has."""
        if not self.job.running:
            super().reject()
            return
        self.job.cancel()
        self.cancel_button.setEnabled(False)
        self.stage.setText(QCoreApplication.translate("LongWork", "Stopping…"))

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.job.running:
            event.ignore()
            self.reject()
        else:
            super().closeEvent(event)

    def done(self, result: int) -> None:  # a finished job closes the dialog
        if self.job.running:
            return
        super().done(result)
