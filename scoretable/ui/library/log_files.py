"""Tenhou logs from the window: Games -> Import Tenhou logs…, and a game out as tenhou.net/6.

ids, lines = import_log_files(store, paths)       # what happened to each file, in words
import_logs(parent, store)                        # asks for the files, shows the report
export_tenhou6(parent, store, game_id)            # asks where, writes, says what it lacks
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from scoretable.engine.errors import note_text
from scoretable.logs.tenhou import LogError
from scoretable.storage.db import Store
from scoretable.storage.logs import import_log, tenhou6_json


def import_log_files(store: Store, paths: Sequence[Path]) -> tuple[list[int], list[str]]:
    """Import each file; the ids of the games now in the library (new or already there) and
    one line per file for the user."""
    ids: list[int] = []
    lines: list[str] = []
    for path in paths:
        try:
            outcome = import_log(store, path)
        except LogError as error:
            lines.append(
                QCoreApplication.translate("LogFiles", "Refused: {0}: {1}").format(
                    path.name, error.text(QCoreApplication.translate)
                )
            )
            continue
        ids.append(outcome.game_id)
        if outcome.already:
            lines.append(
                QCoreApplication.translate("LogFiles", "Already in the library: {0}").format(
                    path.name
                )
            )
        else:
            said = [note_text(note, QCoreApplication.translate) for note in outcome.notes]
            notes = f" ({'; '.join(said)})" if said else ""
            lines.append(
                QCoreApplication.translate("LogFiles", "Imported: {0}{1}").format(path.name, notes)
            )
    return ids, lines


def import_logs(parent: QWidget | None, store: Store) -> list[int]:
    """Ask for Tenhou log files (mjlog XML, gzipped or not, or tenhou.net/6 JSON), import
    them, say what happened to each; the ids of the games they are in the library as."""
    names, _ = QFileDialog.getOpenFileNames(
        parent,
        QCoreApplication.translate("LogFiles", "Import Tenhou logs"),
        str(Path.home()),
        QCoreApplication.translate(
            "LogFiles", "Tenhou logs (*.mjlog *.xml *.json *.gz);;All files (*)"
        ),
    )
    if not names:
        return []
    ids, lines = import_log_files(store, [Path(n) for n in names])
    QMessageBox.information(
        parent, QCoreApplication.translate("LogFiles", "Import Tenhou logs"), "\n".join(lines)
    )
    return ids


def export_tenhou6(parent: QWidget | None, store: Store, game_id: int) -> Path | None:
    """Ask where, write the game as tenhou.net/6 JSON, and say what such a file lacks."""
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
    path.write_text(tenhou6_json(record), encoding="utf-8")
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
