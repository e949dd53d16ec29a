"""One voice (issue 33): an error becomes one translated sentence, and the guard around every
menu action's slot shows it in the message strip and logs it, never letting it reach Qt's
event loop (pytest-qt fails a test on an exception there)."""

from __future__ import annotations

import errno
import logging
import os
import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers.japanese import in_japanese
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QFileDialog

from scoretable.engine.errors import RuleError
from scoretable.storage.db import SaveError, StoreError, StoreUnavailable
from scoretable.ui.error_words import error_sentence, guarded
from scoretable.ui.table.main_window import MainWindow


@pytest.mark.parametrize(
    ("error", "sentence"),
    [
        (
            OSError(errno.EACCES, "Permission denied", "/ro/game.json"),
            "Could not write or read /ro/game.json: Permission denied",
        ),
        (
            FileNotFoundError(errno.ENOENT, "No such file or directory", "/gone/x.json"),
            "Could not write or read /gone/x.json: No such file or directory",
        ),
        (OSError("disk on fire"), "Could not write or read a file: disk on fire"),
        (
            KeyError("seat"),
            "Something went wrong (KeyError); nothing more was done. The details are in the log.",
        ),
        (
            RuleError("Riichi needs 1000 points: {player} has {points}.", player=1, points=800),
            "Riichi needs 1000 points: seat 1 has 800.",
        ),
    ],
)
def test_an_error_is_one_sentence(error: BaseException, sentence: str) -> None:
    assert error_sentence(error) == sentence


def _sqlite(message: str, code: int) -> sqlite3.Error:
    error = sqlite3.OperationalError(message)
    error.sqlite_errorcode = code
    return error


def _save_error(cause: BaseException) -> SaveError:
    try:
        raise SaveError(str(cause)) from cause
    except SaveError as error:
        return error


@pytest.mark.parametrize(
    ("error", "english", "japanese"),
    [
        (
            StoreUnavailable("...", "full", "database or disk is full"),
            "The disk is full (database or disk is full).",
            "ドライブに空きがありません (database or disk is full)。",
        ),
        (
            StoreUnavailable("...", "busy", "database is locked"),
            "Another program is using the database (database is locked).",
            "別のプログラムがデータベースを使用中です (database is locked)。",
        ),
        (
            StoreUnavailable("...", "readonly", "read-only"),
            "The database cannot be written (read-only).",
            "データベースに書き込めません (read-only)。",
        ),
        (
            StoreError("...", "damaged", "malformed"),
            "The database is damaged: malformed",
            "データベースが破損しています: malformed",
        ),
        (
            StoreError("...", "unreadable", "file is not a database"),
            "The database cannot be read: file is not a database.",
            "データベースを読み込めません: file is not a database。",
        ),
        (
            StoreUnavailable("...", "foreign", "songs"),
            "The library cannot be used now (songs).",
            "対局一覧を今は使えません (songs)。",
        ),
        # SQLite's own error, by its code
        (
            _sqlite("database or disk is full", sqlite3.SQLITE_FULL),
            "The disk is full (database or disk is full).",
            "ドライブに空きがありません (database or disk is full)。",
        ),
        # a change not saved because of one
        (
            _save_error(_sqlite("database is locked", sqlite3.SQLITE_BUSY)),
            "Another program is using the database (database is locked).",
            "別のプログラムがデータベースを使用中です (database is locked)。",
        ),
        # a change not saved for another reason: a file that could not be written
        (
            _save_error(ValueError("no")),
            "Could not write or read a file: no",
            "ファイルを読み書きできませんでした: no",
        ),
    ],
    ids=[
        "full",
        "busy",
        "readonly",
        "damaged",
        "unreadable",
        "other",
        "sqlite",
        "not-saved",
        "not-saved-otherwise",
    ],
)
def test_a_library_error_is_one_sentence_in_the_interfaces_language(
    qapp: Any, error: BaseException, english: str, japanese: str
) -> None:
    """Issue 33: the library's errors (StoreError, SQLite's) reached the user in English or
    as "something went wrong"."""
    assert error_sentence(error) == english
    assert in_japanese(lambda: error_sentence(error)) == japanese


@pytest.mark.parametrize(
    "code", [errno.ENOENT, errno.EACCES, errno.ENOSPC, errno.EROFS, errno.EISDIR, errno.EEXIST]
)
def test_the_systems_common_reasons_are_said_in_the_interfaces_language(
    qapp: Any, code: int
) -> None:
    # the worksheet's and the exports' refusals read "... を読み書きできませんでした: No such
    # file or directory" in Japanese: the system's reason stayed English
    error = OSError(code, os.strerror(code), "/x/game.json")
    assert error_sentence(error) == f"Could not write or read /x/game.json: {os.strerror(code)}"
    japanese = in_japanese(lambda: error_sentence(error))
    assert japanese.startswith("/x/game.json ")
    assert os.strerror(code) not in japanese
    assert not any("a" <= c.lower() <= "z" for c in japanese.split(": ", 1)[1])


def test_an_uncommon_reason_is_said_as_the_system_says_it(qapp: Any) -> None:
    error = OSError(errno.EIO, os.strerror(errno.EIO), "/x/game.json")
    assert in_japanese(lambda: error_sentence(error)).endswith(os.strerror(errno.EIO))


def test_a_refusal_names_the_seat_by_its_player() -> None:
    error = RuleError("Riichi needs 1000 points: {player} has {points}.", player=1, points=800)
    assert error_sentence(error, ["Ann", "Ben"]) == "Riichi needs 1000 points: Ben has 800."


class _Japanese(QTranslator):
    def translate(self, context: str, text: str, *_args: Any) -> str:
        if context == "Errors" and text.startswith("Could not write or read {0}"):
            return "{0} を読み書きできません: {1}"
        return text  # the rest as written


@pytest.fixture
def japanese(qapp: Any) -> Iterator[None]:
    translator = _Japanese()
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


def test_the_sentence_is_translated(japanese: None) -> None:
    error = OSError(errno.EACCES, "Permission denied", "/ro/a.json")
    assert error_sentence(error) == "/ro/a.json を読み書きできません: Permission denied"


class _Strip:
    def __init__(self) -> None:
        self.said: list[str] = []

    def show_message(self, text: str) -> None:
        self.said.append(text)


def test_the_guard_tells_and_logs_what_a_slot_raised(caplog: pytest.LogCaptureFixture) -> None:
    strip = _Strip()

    def broken() -> None:
        raise ZeroDivisionError("no")

    with caplog.at_level(logging.ERROR, logger="scoretable.ui.error_words"):
        guarded(strip, broken)(True)  # a signal's argument is dropped
    assert strip.said == [error_sentence(ZeroDivisionError())]
    assert [r.exc_info[0] for r in caplog.records if r.exc_info] == [ZeroDivisionError]
    assert "broken" in caplog.records[0].getMessage()


def test_the_guard_says_nothing_when_the_slot_works() -> None:
    strip, called = _Strip(), []
    guarded(strip, lambda: called.append(1))()
    assert called == [1]
    assert strip.said == []


def test_export_to_an_unwritable_path_is_told_in_the_strip(
    window: MainWindow,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    target = tmp_path / "no such folder" / "game.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    with caplog.at_level(logging.ERROR, logger="scoretable.ui.error_words"):
        window.menu_games.act_export_tenhou6.trigger()
    assert window.message() == (f"Could not write or read {target}: No such file or directory")
    assert any(r.exc_info and r.exc_info[0] is FileNotFoundError for r in caplog.records)
    assert not target.parent.exists()


@pytest.mark.parametrize(
    "press",
    [
        lambda w: w.menu_hand.act_win.trigger(),
        lambda w: w.strip.win_button.click(),
        lambda w: w.menu_learn.act_quiz.trigger(),
    ],
    ids=["menu action", "strip button", "screen"],
)
def test_every_slot_is_guarded(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, press: Callable[[MainWindow], None]
) -> None:
    from scoretable.ui.learn.learn import Learn
    from scoretable.ui.record.win_dialog import WinDialog

    def broken(*_args: Any) -> None:
        raise RuntimeError("broken")

    monkeypatch.setattr(WinDialog, "get_win", classmethod(broken))
    monkeypatch.setattr(Learn, "open_quiz", broken)
    press(window)
    assert window.message() == error_sentence(RuntimeError())
