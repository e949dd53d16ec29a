"""Long work through the Games menu (issue 35): restore, backup and Tenhou logs run on a thread
of their own with a large input; the window's event loop keeps beating every 20 ms, Cancel
half-way stops between chunks, and the library then holds what the message says."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from helpers.long_work import Heartbeat, fill, hold_at_half, log_files
from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QFileDialog, QMessageBox

from scoretable.engine.rules import get_preset
from scoretable.engine.table import ExhaustiveDraw
from scoretable.session.library import Library
from scoretable.storage.db import open_store
from scoretable.storage.exchange import export_library
from scoretable.ui.table.main_window import MainWindow
from scoretable.ui.widgets import long_work
from scoretable.ui.widgets.long_work import LongWork, ProgressDialog, running

#: How long the window's event loop stops during a job is measured (printed with -s), not
#: asserted: a wall-clock bound fails on a loaded machine; benchmarks/bench_long_work.py
#: measures it.
GAMES = 1000
#: A backup is quicker than a restore: more games, to have one half-way to cancel.
BACKUP_GAMES = 5000


@pytest.fixture
def library(tmp_path: Path):
    lib = Library(open_store(tmp_path / "data").store)
    yield lib
    lib.close()


@pytest.fixture
def said(monkeypatch) -> list[str]:
    """The messages the window shows (information, warning), answered at once."""
    texts: list[str] = []
    for kind in ("information", "warning"):
        monkeypatch.setattr(QMessageBox, kind, lambda _p, _t, text, *a, **k: texts.append(text))
    # a test that fails with its job running closes its window: stop the job then
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    return texts


def make_window(qtbot: Any, library: Library) -> MainWindow:
    window = MainWindow(
        library.new_model(get_preset("standard"), ("Aiko", "Bruno", "Chen", "Dana")),
        library=library,
    )
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def backup_of(tmp_path: Path, games: int) -> Path:
    path = tmp_path / "backup.json"
    with open_store(tmp_path / "source").store as source:
        fill(source, games)
        export_library(source, path)
    return path


def job_of(window: MainWindow) -> LongWork:
    job = running(window)
    assert job is not None
    return job


def run_to_end(qtbot: Any, window: MainWindow, start: Any) -> tuple[LongWork, float]:
    """Start a job through ``start``; wait for its end, the heartbeat beating; the job and
    the longest gap between beats."""
    heart = Heartbeat().start()
    start()
    job = job_of(window)
    with qtbot.waitSignal(job.finished, timeout=120_000):
        pass
    return job, heart.stop()


def cancel_half_way(
    qtbot: Any, window: MainWindow, start: Any, stage: str
) -> tuple[LongWork, float]:
    """Start a job, wait until half of ``stage`` is done, press the dialog's Cancel. The job
    is held there until Cancel is pressed: on a quiet machine it was over before the click."""
    gate, reached, restore = hold_at_half(stage)
    try:
        heart = Heartbeat().start()
        start()
        job = job_of(window)
        dialog = window.findChild(ProgressDialog)
        qtbot.waitUntil(reached.is_set, timeout=120_000)
        qtbot.waitUntil(dialog.isVisible)
        with qtbot.waitSignal(job.finished, timeout=120_000):
            qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
            gate.set()
    finally:
        restore()
    return job, heart.stop()


def test_a_large_restore_runs_in_the_background_and_shows_its_progress(
    qtbot, library, tmp_path, monkeypatch, said
):
    path = backup_of(tmp_path, GAMES)
    window = make_window(qtbot, library)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    seen: list[tuple[str, int, int]] = []

    def start() -> None:
        window.menu_games.act_restore.trigger()
        job_of(window).progressed.connect(lambda *step: seen.append(step))

    _, gap = run_to_end(qtbot, window, start)
    print(f"restore of {GAMES} games: longest gap {gap * 1000:.0f} ms")
    assert said == [f"{GAMES} games added to the library."]
    assert library.store.count_games() == GAMES + 1
    stages = [stage for stage, _, _ in seen]
    assert stages.index("checking") < stages.index("storing")
    assert seen[-1] == ("storing", GAMES, GAMES)
    qtbot.waitUntil(lambda: not window.findChildren(ProgressDialog))  # gone with the job


def test_cancel_half_way_through_a_restore_keeps_the_games_added_and_says_so(
    qtbot, library, tmp_path, monkeypatch, said
):
    path = backup_of(tmp_path, GAMES)
    window = make_window(qtbot, library)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    job, gap = cancel_half_way(qtbot, window, window.menu_games.act_restore.trigger, "storing")
    print(f"restore of {GAMES} games, cancelled: longest gap {gap * 1000:.0f} ms")
    stage, added, new = job.last
    assert stage == "storing"
    assert GAMES // 2 <= added < GAMES
    assert new == GAMES
    assert library.store.count_games() == added + 1  # the game on the table and those added
    assert said == [
        f"The restore was stopped. {added} of the {GAMES} new games were added before it "
        "stopped; they are kept. Restoring the same backup again adds the rest (none twice)."
    ]
    # restoring again adds the rest, none twice
    run_to_end(qtbot, window, window.menu_games.act_restore.trigger)
    assert said[-1] == f"{GAMES - added} games added to the library. {added} were there already."
    assert library.store.count_games() == GAMES + 1


def test_cancel_while_a_restore_checks_adds_nothing(qtbot, library, tmp_path, monkeypatch, said):
    path = backup_of(tmp_path, GAMES)
    window = make_window(qtbot, library)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    cancel_half_way(qtbot, window, window.menu_games.act_restore.trigger, "checking")
    assert library.store.count_games() == 1
    assert said == [
        "The restore was stopped. It stopped before any game was added: the library is as it was."
    ]


def test_a_large_backup_runs_in_the_background_and_cancel_writes_no_file(
    qtbot, library, tmp_path, monkeypatch, said
):
    fill(library.store, BACKUP_GAMES)
    window = make_window(qtbot, library)
    target = tmp_path / "out.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    _, gap = cancel_half_way(qtbot, window, window.menu_games.act_backup.trigger, "writing")
    print(f"backup of {BACKUP_GAMES} games, cancelled: longest gap {gap * 1000:.0f} ms")
    assert not target.exists()
    assert list(tmp_path.glob("out.json*")) == []
    assert said == [f"The backup was stopped: no file was written ({target})."]
    _, gap = run_to_end(qtbot, window, window.menu_games.act_backup.trigger)
    print(f"backup of {BACKUP_GAMES} games: longest gap {gap * 1000:.0f} ms")
    assert said[-1] == f"{BACKUP_GAMES + 1} games written to {target}."
    assert len(json.loads(target.read_text(encoding="utf-8"))["games"]) == BACKUP_GAMES + 1


def test_many_tenhou_logs_import_in_the_background_and_cancel_keeps_those_done(
    qtbot, library, tmp_path, monkeypatch, said
):
    paths = log_files(tmp_path / "logs", 300)
    window = make_window(qtbot, library)
    monkeypatch.setattr(
        QFileDialog, "getOpenFileNames", lambda *a, **k: ([str(p) for p in paths], "")
    )
    job, gap = cancel_half_way(
        qtbot, window, window.menu_games.act_import_logs.trigger, "importing"
    )
    print(f"import of {len(paths)} logs, cancelled: longest gap {gap * 1000:.0f} ms")
    done = job.last[1]
    assert len(paths) // 2 <= done < len(paths)
    assert library.store.count_games() == done + 1
    lines = said[-1].splitlines()
    assert lines[0] == (
        f"Stopped before {len(paths) - done} of the {len(paths)} files. Those listed below "
        "were dealt with and are kept."
    )
    assert lines[1:] == [f"Imported: {p.name}" for p in paths[:done]]
    job, gap = run_to_end(qtbot, window, window.menu_games.act_import_logs.trigger)
    assert library.store.count_games() == len(paths) + 1
    assert said[-1].splitlines()[done] == f"Imported: {paths[done].name}"


def test_the_table_records_a_hand_while_a_restore_runs(qtbot, library, tmp_path, monkeypatch, said):
    path = backup_of(tmp_path, GAMES)
    window = make_window(qtbot, library)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    window.menu_games.act_restore.trigger()
    job = job_of(window)
    qtbot.waitUntil(lambda: job.last[0] == "storing", timeout=120_000)
    recorded = window.run(lambda: window.model.record_draw(ExhaustiveDraw(frozenset({0}))))
    assert recorded, window.message()
    with qtbot.waitSignal(job.finished, timeout=120_000):
        pass
    game_id = library.game_id(window.model)
    assert len(library.store.load_game(game_id).log) == 1  # the hand was committed


def test_closing_the_window_asks_and_no_keeps_the_job(qtbot, library, tmp_path, monkeypatch, said):
    path = backup_of(tmp_path, GAMES)
    window = make_window(qtbot, library)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    asked: list[str] = []
    answer = [QMessageBox.StandardButton.No]
    monkeypatch.setattr(
        QMessageBox, "question", lambda _p, _t, text, *a, **k: asked.append(text) or answer[0]
    )
    window.menu_games.act_restore.trigger()
    job = job_of(window)
    window.close()
    assert window.isVisible()
    assert job.running
    assert asked == [
        "Restore library backup is still running. Stop it and close? What it has finished is "
        "kept where it can be (see its message)."
    ]
    answer[0] = QMessageBox.StandardButton.Yes
    window.close()
    assert not window.isVisible()
    assert not job.running
    assert said[-1].startswith("The restore was stopped.")
    stage, added, _ = job.last
    assert library.store.count_games() == 1 + (added if stage == "storing" else 0)


def test_quick_work_shows_no_progress_at_all(qtbot, library, tmp_path, monkeypatch, said):
    # work over before its progress is due is never shown, then or later: the wait for it
    # made longer than any restore of two games takes, so that the order is sure on any
    # machine
    monkeypatch.setattr(long_work, "SHOW_AFTER_MS", 600_000)
    path = backup_of(tmp_path, 2)
    window = make_window(qtbot, library)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    window.menu_games.act_restore.trigger()
    job = job_of(window)
    dialog = window.findChild(ProgressDialog)
    shown: list[bool] = []
    dialog.installEventFilter(watcher := _ShowWatcher(shown))
    with qtbot.waitSignal(job.finished):
        pass
    assert not job._show_timer.isActive()  # nothing left to show it later
    assert shown == []
    assert watcher is not None
    assert said == ["2 games added to the library."]


class _ShowWatcher(QObject):
    def __init__(self, shown: list[bool]) -> None:
        super().__init__()
        self.shown = shown

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show:
            self.shown.append(True)
        return False


class _FakeJob(QObject):
    progressed = Signal(str, int, int)
    running = True
    stopping = False
    title = "Restore library backup"

    def __init__(self) -> None:
        super().__init__()
        self.cancelled = 0

    def cancel(self) -> None:
        self.cancelled += 1
        self.stopping = True


def test_the_dialog_says_what_is_done_how_far_and_the_time_left_once_it_can(qtbot, frozen_clock):
    job = _FakeJob()
    dialog = ProgressDialog(job)  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    job.progressed.emit("checking", 0, 5000)
    assert dialog.stage.text() == "Checking each game"
    assert dialog.left.text() == ""
    frozen_clock.advance(0.5)
    job.progressed.emit("checking", 300, 5000)
    assert dialog.count.text() == "300 of 5,000 games"
    assert dialog.left.text() == ""  # too soon
    frozen_clock.advance(0.5)
    job.progressed.emit("checking", 412, 5000)  # 412 in 1 s: 4,588 more in about 11 s
    assert (dialog.count.text(), dialog.left.text()) == ("412 of 5,000 games", "About 11 s left")
    assert (dialog.bar.value(), dialog.bar.maximum()) == (412, 5000)
    job.progressed.emit("storing", 0, 5000)  # a new stage: its own estimate
    assert dialog.stage.text() == "Adding the games to the library"
    assert dialog.left.text() == ""
    frozen_clock.advance(10)
    job.progressed.emit("storing", 50, 5000)
    assert dialog.left.text() == "About 16 min left"  # 4,950 more at 5 a second
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)  # Esc cancels, as the button does
    assert job.cancelled == 1
    assert not dialog.cancel_button.isEnabled()
    assert dialog.stage.text() == "Stopping…"
    job.progressed.emit("storing", 60, 5000)
    assert dialog.stage.text() == "Stopping…"


@pytest.mark.parametrize(
    ("stage", "done", "total", "text"),
    [
        ("reading", 512, 2048, "25% of the file"),
        ("importing", 1234, 5000, "1,234 of 5,000 files"),
        ("writing", 5000, 10000, "5,000 of 10,000 games"),
    ],
)
def test_the_count_is_in_the_units_of_the_stage(qapp, stage, done, total, text):
    assert long_work.count_text(stage, done, total) == text


def test_statistics_recomputed_in_the_background_cancel_keeps_the_games_done(qtbot, library, said):
    from scoretable.ui.library.stats import StatsDialog

    fill(library.store, GAMES)
    conn = library.store.conn
    right = conn.execute("SELECT game_id, seat, wins FROM seat_stats").fetchall()
    conn.execute("UPDATE seat_stats SET wins = wins + 1")  # every summary wrong

    def recomputed() -> int:
        now = set(conn.execute("SELECT game_id, seat, wins FROM seat_stats").fetchall())
        return len({game for game, _, _ in right if all(r in now for r in right if r[0] == game)})

    window = make_window(qtbot, library)
    window.menu_games.act_stats.trigger()
    dialog = window.findChild(StatsDialog)
    assert dialog is not None
    assert recomputed() == 0
    heart = Heartbeat().start()
    qtbot.mouseClick(dialog.rebuild_button, Qt.MouseButton.LeftButton)
    job = running(dialog)
    assert job is not None
    assert not dialog.rebuild_button.isEnabled()
    qtbot.waitUntil(lambda: job.last[1] * 2 >= GAMES, timeout=120_000)
    progress = dialog.findChild(ProgressDialog)
    qtbot.waitUntil(progress.isVisible)
    with qtbot.waitSignal(job.finished, timeout=120_000):
        qtbot.mouseClick(progress.cancel_button, Qt.MouseButton.LeftButton)
    gap = heart.stop()
    print(f"statistics of {GAMES} games, cancelled: longest gap {gap * 1000:.0f} ms")
    _, done, total = job.last
    assert total == GAMES
    assert GAMES // 2 <= done < GAMES
    assert recomputed() == done
    assert said == [
        f"Stopped after {done} of {GAMES} games: those have their summary recomputed, the "
        "others keep theirs."
    ]
    assert dialog.rebuild_button.isEnabled()
    qtbot.mouseClick(dialog.rebuild_button, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(running(dialog).finished, timeout=120_000):
        pass
    assert recomputed() == GAMES
    assert said[-1] == (
        f"Every finished game's summary was recomputed; {GAMES - done} were wrong or missing."
    )


def test_a_library_kept_in_memory_restores_on_the_shared_connection(
    qtbot, tmp_path, monkeypatch, said
):
    """Ignore at start-up (the disk cannot be used) keeps the library in memory: no second
    connection can reach it, so the job shares the window's, a transaction at a time."""
    from scoretable.storage.db import open_memory_store

    path = backup_of(tmp_path, 200)
    library = Library(open_memory_store())
    window = make_window(qtbot, library)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    run_to_end(qtbot, window, window.menu_games.act_restore.trigger)
    assert said == ["200 games added to the library."]
    assert library.store.count_games() == 201
    window.close()
    library.close()
