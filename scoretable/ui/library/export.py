"""Export and import through file dialogs (the work is in scoretable.storage.exchange)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from scoretable.game.model import GameModel
from scoretable.session.library import Library
from scoretable.storage import exchange
from scoretable.storage.db import Store
from scoretable.ui.error_words import error_sentence
from scoretable.ui.widgets import long_work
from scoretable.ui.widgets.long_work import LongWork


def _json_filter() -> str:
    return QCoreApplication.translate("Export", "JSON files (*.json);;All files (*)")


def _save_path(parent: QWidget | None, title: str, name: str, filters: str) -> Path | None:
    path, _ = QFileDialog.getSaveFileName(parent, title, str(Path.home() / name), filters)
    return Path(path) if path else None


def _open_path(parent: QWidget | None, title: str) -> Path | None:
    path, _ = QFileDialog.getOpenFileName(parent, title, str(Path.home()), _json_filter())
    return Path(path) if path else None


def _failed(parent: QWidget | None, title: str, error: Exception) -> None:
    """Say why, in the interface's language where the error can (an import's reasons)."""
    QMessageBox.warning(parent, title, error_sentence(error))


def _file_stem(library: Library, game_id: int) -> str:
    try:
        day = library.store.load_game(game_id).created[:10]
    except ValueError:  # a stored game that cannot be read: exported raw
        return f"scoretable-game-{game_id}-raw"
    return f"scoretable-{day}-game-{game_id}"


def export_json(parent: QWidget | None, library: Library, game_id: int) -> Path | None:
    title = QCoreApplication.translate("Export", "Export game as JSON")
    write = exchange.export_game_json
    return _export_game(parent, library, game_id, (title, ".json", _json_filter()), write)


def export_csv(parent: QWidget | None, library: Library, game_id: int) -> Path | None:
    title = QCoreApplication.translate("Export", "Export game as CSV")
    filters = QCoreApplication.translate("Export", "CSV files (*.csv);;All files (*)")
    write = exchange.export_game_csv
    return _export_game(parent, library, game_id, (title, ".csv", filters), write)


def _export_game(
    parent: QWidget | None,
    library: Library,
    game_id: int,
    dialog: tuple[str, str, str],
    write: Callable[[Store, int, Path], object],
) -> Path | None:
    """Ask where (``dialog``: its title, the file's suffix, the filters), then ``write`` the
    game there; None when cancelled or refused (the reason said)."""
    title, suffix, filters = dialog
    path = _save_path(parent, title, _file_stem(library, game_id) + suffix, filters)
    if path is None:
        return None
    try:
        write(library.store, game_id, path)
    except (OSError, ValueError) as error:
        _failed(parent, title, error)
        return None
    return path


def _stored_id(parent: QWidget | None, library: Library, model: GameModel) -> int | None:
    game_id = library.game_id(model)
    if game_id is None:
        QMessageBox.information(
            parent,
            QCoreApplication.translate("Export", "Export"),
            QCoreApplication.translate("Export", "The game on the table is not stored."),
        )
    return game_id


def export_current_json(parent: QWidget | None, library: Library, model: GameModel) -> Path | None:
    """Export the game on the table (``model``) as JSON."""
    game_id = _stored_id(parent, library, model)
    return None if game_id is None else export_json(parent, library, game_id)


def export_current_csv(parent: QWidget | None, library: Library, model: GameModel) -> Path | None:
    """Export the game on the table (``model``) as CSV."""
    game_id = _stored_id(parent, library, model)
    return None if game_id is None else export_csv(parent, library, game_id)


def import_game(parent: QWidget | None, library: Library) -> GameModel | None:
    """Import a game file into the library; the imported game, ready for the table."""
    title = QCoreApplication.translate("Export", "Import game")
    path = _open_path(parent, title)
    if path is None:
        return None
    try:
        game_id = exchange.import_game_json(library.store, path)
    except (exchange.ExchangeError, OSError) as error:  # OSError: not saved (full disk...)
        _failed(parent, title, error)
        return None
    return library.open_model(game_id)


def export_library_file(parent: QWidget, library: Library) -> LongWork | None:
    """Ask where, then write the backup in the background (:mod:`long_work`); the job, or
    None if nothing was started. Cancelled, it writes no file (a backup missing games would
    mislead; an older file of that name stays as it was)."""
    title = QCoreApplication.translate("Export", "Back up library")
    path = _save_path(parent, title, "scoretable-library.json", _json_filter())
    if path is None:
        return None
    job = long_work.start(
        parent,
        library.store,
        title,
        lambda store, progress: exchange.export_library_counted(store, path, progress),
    )
    if job is None:
        return None

    def written(result: tuple[int, int]) -> None:
        count, unreadable = result
        text = QCoreApplication.translate("Export", "{0} games written to {1}.").format(count, path)
        if unreadable:
            text += " " + QCoreApplication.translate(
                "Export",
                "{0} games cannot be read and are not in it: export them one by one from the "
                "library (Export JSON writes them as stored).",
            ).format(unreadable)
        QMessageBox.information(parent, title, text)

    job.succeeded.connect(written)
    job.failed.connect(lambda error: _failed(parent, title, error))
    job.cancelled.connect(
        lambda: QMessageBox.information(
            parent,
            title,
            QCoreApplication.translate(
                "Export", "The backup was stopped: no file was written ({0})."
            ).format(path),
        )
    )
    return job


def import_library_file(parent: QWidget, library: Library) -> LongWork | None:
    """Ask for a backup, then restore it in the background (:mod:`long_work`); the job, or
    None if nothing was started. Every game is checked before any is added; the games are
    then added in chunks: stopped part-way, those added stay (the message says how many) and
    restoring the same backup again adds the rest."""
    title = QCoreApplication.translate("Export", "Restore library backup")
    path = _open_path(parent, title)
    if path is None:
        return None
    job = long_work.start(
        parent,
        library.store,
        title,
        lambda store, progress: exchange.import_library(store, path, progress),
    )
    if job is None:
        return None

    def restored(done: exchange.LibraryImport) -> None:
        text = QCoreApplication.translate("Export", "{0} games added to the library.").format(
            len(done.added)
        )
        if done.already_there:
            text += " " + QCoreApplication.translate("Export", "{0} were there already.").format(
                done.already_there
            )
        QMessageBox.information(parent, title, text)

    def stopped(error: Exception | None = None) -> None:
        stage, stored, new = job.last
        if stage == "storing":
            kept = QCoreApplication.translate(
                "Export",
                "{0} of the {1} new games were added before it stopped; they are kept. "
                "Restoring the same backup again adds the rest (none twice).",
            ).format(stored, new)
        else:
            kept = QCoreApplication.translate(
                "Export", "It stopped before any game was added: the library is as it was."
            )
        if error is None:
            QMessageBox.information(
                parent,
                title,
                QCoreApplication.translate("Export", "The restore was stopped.") + " " + kept,
            )
        else:
            QMessageBox.warning(parent, title, error_sentence(error) + "\n\n" + kept)

    job.succeeded.connect(restored)
    job.failed.connect(stopped)
    job.cancelled.connect(stopped)
    return job
