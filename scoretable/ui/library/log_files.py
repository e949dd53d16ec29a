"""Tenhou logs from the window: Games -> Import Tenhou logs…, and a game out as tenhou.net/6.

ids, lines = import_log_files(store, paths)       # what happened to each file, in words;
                                                  # LibraryRefused where the store stops it
import_logs(parent, store)                        # asks for the files, imports them in the
                                                  # background (long_work), shows the report
export_tenhou6(parent, store, game_id)            # asks where, writes, says what it lacks
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from scoretable.engine.errors import Sentence, note_text
from scoretable.logs.tenhou import LogError
from scoretable.storage.db import SaveError, Store, StoreError
from scoretable.storage.logs import LogImport, StoreRefusal, import_many, store_problem
from scoretable.storage.logs import export_tenhou6 as write_tenhou6
from scoretable.storage.work import Progress, no_progress
from scoretable.ui.widgets import long_work
from scoretable.ui.widgets.long_work import LongWork


class LibraryRefused(Exception):
    """The library cannot take a log now (a full disk, a lock another program holds): the
    import stops at that file, and the files before it stay imported.

    ``kind`` as :func:`scoretable.storage.logs.store_problem` says, ``detail`` SQLite's words."""

    def __init__(self, kind: str, detail: str) -> None:
        super().__init__(detail)
        self.kind = kind
        self.detail = detail


def refused_text(error: LibraryRefused, left: int, total: int) -> str:
    """Why the import stopped, in the interface's language, and what became of the files."""
    detail = error.detail
    if error.kind == "full":
        why = QCoreApplication.translate(
            "LogFiles", "The library cannot take more games: the disk is full ({0})."
        ).format(detail)
    elif error.kind == "busy":
        why = QCoreApplication.translate(
            "LogFiles",
            "The library cannot take more games: another program is using the database ({0}).",
        ).format(detail)
    elif error.kind == "readonly":
        why = QCoreApplication.translate(
            "LogFiles", "The library cannot take more games: the database cannot be written ({0})."
        ).format(detail)
    else:
        why = QCoreApplication.translate(
            "LogFiles", "The library cannot take more games ({0})."
        ).format(detail)
    return "\n".join(
        [
            why,
            QCoreApplication.translate(
                "LogFiles",
                "Stopped before {0} of the {1} files. Those listed below were dealt with and "
                "are kept; import the others again once this is put right.",
            ).format(left, total),
        ]
    )


def import_log_files(
    store: Store,
    paths: Sequence[Path],
    progress: Progress = no_progress,
    lines: list[str] | None = None,
) -> tuple[list[int], list[str]]:
    """Import the files, a chunk of them to a transaction
    (:func:`scoretable.storage.logs.import_many`: ``progress("importing", done, total)``
    between chunks, where Cancel stops it); the ids of the games now in the library (new or
    already there) and one line per file for the user, appended as each chunk is committed
    (to ``lines`` if given: a caller stopped part-way keeps the lines of the files kept).

    A library that cannot take a log now (full, locked by another program) stops the import
    there with :class:`LibraryRefused`: that chunk is undone, the chunks before stay."""
    ids: list[int] = []
    lines = [] if lines is None else lines
    try:
        for chunk in import_many(store, paths, progress):
            for path, outcome in chunk:
                line, game_id = _outcome_line(path, outcome)
                lines.append(line)
                if game_id is not None:
                    ids.append(game_id)
    except StoreRefusal as error:
        raise LibraryRefused(error.kind, str(error.params["error"])) from error
    except (sqlite3.Error, SaveError, StoreError) as error:  # a read or a commit refused
        raise LibraryRefused(store_problem(error), str(error)) from error
    return ids, lines


def _outcome_line(path: Path, outcome: LogImport | LogError) -> tuple[str, int | None]:
    """What became of one file, for the user; and its game's id (None: refused)."""
    if isinstance(outcome, LogError):
        return QCoreApplication.translate("LogFiles", "Refused: {0}: {1}").format(
            path.name, outcome.text(QCoreApplication.translate)
        ), None
    if outcome.already:
        return QCoreApplication.translate("LogFiles", "Already in the library: {0}").format(
            path.name
        ), outcome.game_id
    said = [note_text(note, QCoreApplication.translate) for note in outcome.notes]
    notes = f" ({'; '.join(said)})" if said else ""
    return QCoreApplication.translate("LogFiles", "Imported: {0}{1}").format(
        path.name, notes
    ), outcome.game_id


def import_logs(parent: QWidget, store: Store) -> LongWork | None:
    """Ask for Tenhou log files (mjlog XML, gzipped or not, or tenhou.net/6 JSON), import
    them in the background (:mod:`long_work`), say what happened to each; the job, or None
    if nothing was started. Stopped part-way, the files imported stay, and the message says
    which were and how many were not tried."""
    names, _ = QFileDialog.getOpenFileNames(
        parent,
        QCoreApplication.translate("LogFiles", "Import Tenhou logs"),
        str(Path.home()),
        QCoreApplication.translate(
            "LogFiles", "Tenhou logs (*.mjlog *.xml *.json *.gz);;All files (*)"
        ),
    )
    if not names:
        return None
    title = QCoreApplication.translate("LogFiles", "Import Tenhou logs")
    paths = [Path(n) for n in names]
    lines: list[str] = []
    job = long_work.start(
        parent,
        store,
        title,
        lambda own, progress: import_log_files(own, paths, progress, lines),
    )
    if job is None:
        return None

    def stopped(error: Exception | None = None) -> None:
        left = len(paths) - len(lines)
        if isinstance(error, LibraryRefused):
            text = refused_text(error, left, len(paths))
            QMessageBox.warning(parent, title, "\n\n".join([text, "\n".join(lines)]).strip())
            return
        head = (
            QCoreApplication.translate(
                "LogFiles",
                "Stopped before {0} of the {1} files. Those listed below were dealt with and "
                "are kept.",
            ).format(left, len(paths))
            if error is None
            else QCoreApplication.translate(
                "LogFiles",
                "Stopped by an error ({0}) before {1} of the {2} files. Those listed below "
                "were dealt with and are kept.",
            ).format(
                error.text(QCoreApplication.translate) if isinstance(error, Sentence) else error,
                left,
                len(paths),
            )
        )
        QMessageBox.information(parent, title, "\n".join([head, *lines]))

    job.succeeded.connect(lambda _: QMessageBox.information(parent, title, "\n".join(lines)))
    job.cancelled.connect(stopped)
    job.failed.connect(stopped)
    return job


def export_tenhou6(parent: QWidget | None, store: Store, game_id: int) -> Path | None:
    """Ask where, write the game as tenhou.net/6 JSON (whole or not at all), and say what such
    a file lacks. A file that cannot be written raises its OSError: the menu's guard
    (:func:`scoretable.ui.error_words.guarded`) says so in the message strip."""
    record = store.load_game(game_id)
    chosen, _ = QFileDialog.getSaveFileName(
        parent,
        QCoreApplication.translate("LogFiles", "Export as tenhou.net/6"),
        str(Path.home() / f"game-{game_id}.json"),
        "JSON (*.json)",
    )
    if not chosen:
        return None
    path = Path(chosen)
    write_tenhou6(record, path)  # an OSError is the caller's guard's to tell (ui.error_words)
    QMessageBox.information(
        parent,
        QCoreApplication.translate("LogFiles", "Export as tenhou.net/6"),
        QCoreApplication.translate(
            "LogFiles",
            "Saved {0}.\n\nA score table records results, not tiles: the file has each hand's "
            "scores and payments but no discards, so discard-review tools (Mortal, NAGA) "
            "cannot work from it.",
        ).format(path.name),
    )
    return path
