"""Games -> Send the library to the club: every game the club's server lacks, in the background.

    job = club_sync.sync_library(window, library, club_url)   # None if another job runs

The sync (:func:`scoretable.storage.club.sync`) runs on the background runner
(:mod:`scoretable.ui.widgets.long_work`) with the library's own connection on that thread;
each game goes in its own transaction on the server, so Cancel stops between two games and
what was sent stays sent (the next sync sends the rest, none twice). The message says how
many were sent, and names the games the server refused (in its details).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from scoretable.session.library import Library
from scoretable.storage.club import SyncReport, sync
from scoretable.storage.db import Store
from scoretable.storage.work import Progress
from scoretable.ui.error_words import error_sentence
from scoretable.ui.widgets import long_work
from scoretable.ui.widgets.long_work import LongWork

# At most this many refused games are named in the message (the rest are counted).
NAMED = 5


def report_text(report: SyncReport) -> str:
    """What a finished sync did, in the interface's language."""
    return "\n".join(_lines(report, refused=_refused_lines(report)))


def report_box(parent: QWidget | None, title: str, report: SyncReport) -> QMessageBox:
    """The message of a finished sync, not yet shown: what it did, and the games the server
    refused named in its details (named in the text, five games of long names made the
    message taller than a 683x384 screen, its OK button off it)."""
    named = _refused_lines(report)
    count = [
        QCoreApplication.translate(
            "ClubSync", "{0} games were not sent: the details say which, and why."
        ).format(_count(len(report.refused)))
    ]
    box = QMessageBox(
        QMessageBox.Icon.Information if report.complete else QMessageBox.Icon.Warning,
        title,
        "\n".join(_lines(report, refused=count if named else [])),
        QMessageBox.StandardButton.Ok,
        parent,
    )
    if named:
        box.setDetailedText("\n".join(named))
    return box


def _count(games: int) -> str:
    """A count of games as the scores are written: 1,234."""
    return f"{games:,}"


def _refused_lines(report: SyncReport) -> list[str]:
    """The games the server refused, the first :data:`NAMED` by name, the rest counted."""
    lines = [
        QCoreApplication.translate("ClubSync", "Game {0} ({1}) was not sent: {2}").format(
            refused.game_id, refused.title, refused.reason.text(QCoreApplication.translate)
        )
        for refused in report.refused[:NAMED]
    ]
    if len(report.refused) > NAMED:
        lines.append(
            QCoreApplication.translate("ClubSync", "{0} more games were not sent.").format(
                _count(len(report.refused) - NAMED)
            )
        )
    return lines


def _lines(report: SyncReport, refused: list[str]) -> list[str]:
    """The report's lines, ``refused`` where the refused games are said."""
    lines = [
        QCoreApplication.translate("ClubSync", "{0} games sent; {1} already on the server.").format(
            _count(report.sent), _count(report.unchanged)
        )
    ]
    if report.newer_on_server:
        lines.append(
            QCoreApplication.translate(
                "ClubSync", "{0} games go on further on the server, whose copy was kept."
            ).format(_count(report.newer_on_server))
        )
    if report.withdrawn:
        lines.append(
            QCoreApplication.translate(
                "ClubSync", "{0} games withdrawn by the club were not sent."
            ).format(_count(report.withdrawn))
        )
    lines += refused
    lines += [conflict.note().text(QCoreApplication.translate) for conflict in report.conflicts]
    if report.conflicts:
        lines.append(
            QCoreApplication.translate(
                "ClubSync",
                "The standings count the club's copy of each until someone chooses: Games ->"
                " Club: copies that differ.",
            )
        )
    if report.deferred:
        lines.append(
            QCoreApplication.translate(
                "ClubSync",
                "{0} games were not tried (the sync's time was up); they go at the next sync.",
            ).format(_count(report.deferred))
        )
    return lines


def sync_library(parent: QWidget, library: Library, url: str) -> LongWork | None:
    """Send the whole library to the club's server at ``url`` in the background; the job, or
    None if another job is running under ``parent``."""
    title = QCoreApplication.translate("ClubSync", "Send the library to the club")

    def work(store: Store, progress: Progress) -> SyncReport:
        return sync(store, url, lambda done, total: progress("sending", done, total))

    job = long_work.start(parent, library.store, title, work)
    if job is None:
        return None

    def sent(report: SyncReport) -> None:
        if report.refused:  # the games named in the details
            box = report_box(parent, title, report)
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()
        elif report.complete:
            QMessageBox.information(parent, title, report_text(report))
        else:
            QMessageBox.warning(parent, title, report_text(report))

    def stopped() -> None:
        _, done, total = job.last
        QMessageBox.information(
            parent,
            title,
            QCoreApplication.translate(
                "ClubSync",
                "The sync was stopped after {0} of {1} games. Those sent stay on the server; "
                "the next sync sends the rest (none twice).",
            ).format(_count(done), _count(total)),
        )

    def failed(error: Exception) -> None:
        QMessageBox.warning(parent, title, error_sentence(error))

    job.succeeded.connect(sent)
    job.cancelled.connect(stopped)
    job.failed.connect(failed)
    return job
