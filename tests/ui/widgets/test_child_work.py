"""PDFs drawn in a child process (issue 35): the league's standings and the worksheet on the
runner, the window's event loop beating meanwhile; Cancel half-way, a child that fails and a
child that is killed leave no file and no ``.part``, an older file as it was."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import pytest
from helpers import child_draws
from helpers.long_work import Heartbeat, hold_at_half
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QMessageBox, QWidget

from scoretable.storage.db import open_store
from scoretable.storage.league import Standing
from scoretable.ui.library.league import LeagueDialog
from scoretable.ui.widgets import child_work
from scoretable.ui.widgets.child_work import ChildFailed
from scoretable.ui.widgets.long_work import LongWork, ProgressDialog, running

#: How long the window's event loop stops during a job is measured (printed with -s), not
#: asserted: a wall-clock bound fails on a loaded machine; benchmarks/bench_long_work.py
#: measures it.
PLAYERS = 1000

pytestmark = pytest.mark.skipif(
    sys.platform == "win32", reason="the killed child is killed by a POSIX signal"
)


@pytest.fixture
def league(qtbot, tmp_path: Path):
    with open_store(tmp_path / "lib").store as store:
        dialog = LeagueDialog(store)
        qtbot.addWidget(dialog)
        dialog.rows = [Standing(f"Player {n}", 10, 500.0 - n, 25, 40, 8, 5) for n in range(PLAYERS)]
        yield dialog


@pytest.fixture
def not_here(monkeypatch):
    """Drawing a text document in the window's process fails the test."""

    def drawn_here(*args: Any) -> None:
        pytest.fail("the PDF was drawn in the window's process")

    monkeypatch.setattr(QTextDocument, "drawContents", drawn_here)
    monkeypatch.setattr(QTextDocument, "print_", drawn_here)


def test_the_league_pdf_is_drawn_in_a_child_page_by_page_the_window_beating(
    qtbot, league, tmp_path, not_here
):
    pdf = tmp_path / "standings.pdf"
    reports: list[tuple[str, int, int]] = []
    heart = Heartbeat().start()
    assert league.export("pdf", pdf) == pdf
    job = league.job
    assert job is not None
    assert not league.pdf_button.isEnabled()
    job.progressed.connect(lambda *step: reports.append(step))
    with qtbot.waitSignal(job.succeeded, timeout=120_000) as ended:
        pass
    gap = heart.stop()
    print(f"league PDF of {PLAYERS} players: longest gap {gap * 1000:.0f} ms")
    pages = ended.args[0]
    assert pages > PLAYERS // 60  # readable: about 45 rows a page, not 1,000 on two
    assert job.last == ("drawing", pages, pages)
    assert ("starting", 0, 0) in reports or reports[0][0] == "drawing"
    assert pdf.read_bytes().startswith(b"%PDF")
    assert pdf.read_bytes().count(b"/Type /Page\n") + pdf.read_bytes().count(b"/Type /Page\r") in (
        0,
        pages,
    )
    assert list(tmp_path.iterdir()) == [pdf] or not Path(f"{pdf}.part").exists()
    assert not Path(f"{pdf}.part").exists()
    qtbot.waitUntil(league.pdf_button.isEnabled)


def test_cancel_half_way_through_the_league_pdf_leaves_the_older_file_and_no_part(
    qtbot, league, tmp_path
):
    pdf = tmp_path / "standings.pdf"
    pdf.write_bytes(b"last week's standings")
    gate, reached, restore = hold_at_half("drawing")
    try:
        heart = Heartbeat().start()
        league.export("pdf", pdf)
        job = league.job
        assert job is not None
        qtbot.waitUntil(reached.is_set, timeout=120_000)
        dialog = league.findChild(ProgressDialog)
        qtbot.waitUntil(dialog.isVisible)
        assert dialog.stage.text() == "Drawing the pages"
        assert " of " in dialog.count.text()
        assert dialog.count.text().endswith(" pages")
        with qtbot.waitSignal(job.cancelled, timeout=120_000):
            qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
            gate.set()
        heart.stop()
    finally:
        restore()
    assert 0 < job.last[1] < job.last[2]
    assert pdf.read_bytes() == b"last week's standings"
    assert sorted(tmp_path.iterdir()) == [tmp_path / "lib", pdf]


def test_closing_the_league_while_its_pdf_is_drawn_asks_first(qtbot, league, tmp_path, monkeypatch):
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: answers.pop(0))
    gate, reached, restore = hold_at_half("drawing")
    try:
        league.show()
        league.export("pdf", tmp_path / "s.pdf")
        job = league.job
        assert job is not None
        qtbot.waitUntil(reached.is_set, timeout=120_000)
        league.reject()  # No: the PDF goes on
        assert league.isVisible()
        assert job.running
        gate.set()
        league.reject()  # Yes: stopped, nothing written, closed
    finally:
        restore()
    assert not job.running
    assert not league.isVisible()
    assert not (tmp_path / "s.pdf").exists()
    assert not (tmp_path / "s.pdf.part").exists()


def run_alone(qtbot, function: Any, kwargs: dict[str, Any], target: Path) -> LongWork:
    parent = QWidget()
    qtbot.addWidget(parent)
    job = child_work.start(parent, "Drawing", function, kwargs, target)
    assert job is not None
    with qtbot.waitSignal(job.finished, timeout=120_000):
        pass
    assert running(parent) is None
    return job


def test_a_killed_child_leaves_no_part_and_the_older_file_as_it_was(qtbot, tmp_path):
    target = tmp_path / "sheet.pdf"
    target.write_bytes(b"an older sheet")
    failures: list[object] = []
    parent = QWidget()
    qtbot.addWidget(parent)
    job = child_work.start(parent, "Drawing", child_draws.dies_half_way, {"pages": 4}, target)
    assert job is not None
    job.failed.connect(failures.append)
    with qtbot.waitSignal(job.finished, timeout=120_000):
        pass
    assert len(failures) == 1
    assert isinstance(failures[0], ChildFailed)
    assert str(failures[0]) == "the drawing process stopped (exit status -9)"
    assert job.last == ("drawing", 2, 4)
    assert target.read_bytes() == b"an older sheet"
    assert list(tmp_path.iterdir()) == [target]


def refused(qtbot, target):
    """What a drawing the disk refuses says when its job has finished."""
    failures: list[object] = []
    parent = QWidget()
    qtbot.addWidget(parent)
    job = child_work.start(parent, "Drawing", child_draws.refuses, {}, target)
    assert job is not None
    job.failed.connect(failures.append)
    with qtbot.waitSignal(job.finished, timeout=120_000):
        pass
    return [str(f) for f in failures]


def test_a_child_that_fails_says_why_in_one_line_and_leaves_no_part(qtbot, tmp_path):
    target = tmp_path / "sheet.pdf"
    assert refused(qtbot, target) == ["No space left on device"]
    assert list(tmp_path.iterdir()) == []


def test_the_drawing_is_done_by_another_process_and_its_result_handed_back(qtbot, tmp_path):
    target = tmp_path / "pid.txt"
    job = run_alone(qtbot, child_draws.process_id, {}, target)
    assert job.last[0] == "starting"
    drawn_by = int(target.read_text(encoding="utf-8"))
    assert drawn_by != os.getpid()
    assert list(tmp_path.iterdir()) == [target]


def test_a_frozen_app_draws_on_the_jobs_thread_into_the_part_all_the_same(
    qtbot, tmp_path, monkeypatch
):
    """A PyInstaller app has no ``python -m`` to start a child with."""
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    target = tmp_path / "pid.txt"
    target.write_text("older", encoding="utf-8")
    run_alone(qtbot, child_draws.process_id, {}, target)
    assert int(target.read_text(encoding="utf-8")) == os.getpid()
    assert list(tmp_path.iterdir()) == [target]
    assert refused(qtbot, target) == ["No space left on device"]
    assert list(tmp_path.iterdir()) == [target]


def test_what_else_the_child_prints_is_skipped(qtbot, tmp_path):
    target = tmp_path / "out.pdf"
    failures: list[object] = []
    parent = QWidget()
    qtbot.addWidget(parent)
    job = child_work.start(parent, "Drawing", child_draws.chatty, {}, target)
    assert job is not None
    job.failed.connect(failures.append)
    with qtbot.waitSignal(job.succeeded, timeout=60_000) as ended:
        pass
    assert failures == []
    assert ended.args == [1]
    assert target.read_bytes() == b"%PDF"
