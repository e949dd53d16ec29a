"""The fu trainer window: count, check, item-by-item feedback, progress."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication

from scoretable.engine.fu import count_fu
from scoretable.engine.rules import get_preset
from scoretable.storage.progress import QuizProgress
from scoretable.ui.learn.fu_trainer_view import FuTrainerDialog, tile_face


def test_count_right_then_wrong_with_items(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    conn = sqlite3.connect(tmp_path / "db.sqlite3")
    dialog = FuTrainerDialog(conn, "standard", learner="Ann", rng=random.Random(8))
    qtbot.addWidget(dialog)
    dialog.show()
    hand = dialog.hand
    assert hand is not None
    assert dialog.notation.text() == hand.text(QCoreApplication.translate)
    count = count_fu(hand.shape, get_preset("standard"))
    qtbot.keyClicks(dialog.answer, str(count.total))
    with qtbot.waitSignal(dialog.answered) as blocker:
        qtbot.keyClick(dialog.answer, Qt.Key.Key_Return)
    assert blocker.args == [True]
    text = dialog.feedback.text()
    assert f"Right: {count.total} fu" in text
    for item in count.items:
        assert f"{item.reason}: +{item.fu}" in text

    qtbot.keyClick(dialog.next_button, Qt.Key.Key_Return)  # Enter: next hand
    second = dialog.hand
    assert second is not None
    assert dialog.feedback.text() == ""
    total = count_fu(second.shape, get_preset("standard")).total
    qtbot.keyClicks(dialog.answer, str(total + 10))
    with qtbot.waitSignal(dialog.answered) as blocker:
        qtbot.mouseClick(dialog.check_button, Qt.MouseButton.LeftButton)
    assert blocker.args == [False]
    assert f"Not quite: {total} fu, not {total + 10}" in dialog.feedback.text()
    [acc] = QuizProgress(conn, "Ann").accuracy("fu")
    assert (acc.attempts, acc.correct) == (2, 1)

    # a typing slip is flagged beside the field, not judged (nor saved)
    dialog.next_hand()
    qtbot.keyClicks(dialog.answer, "forty")
    qtbot.mouseClick(dialog.check_button, Qt.MouseButton.LeftButton)
    assert dialog.verdict is None
    assert dialog.feedback.text() == ""
    assert dialog.error.isVisible()
    assert "as a number" in dialog.error.text()
    assert QuizProgress(conn, "Ann").accuracy("fu")[0].attempts == 2
    dialog.answer.clear()
    qtbot.keyClicks(dialog.answer, "0")
    qtbot.mouseClick(dialog.check_button, Qt.MouseButton.LeftButton)
    assert dialog.verdict is not None
    assert not dialog.error.isVisible()
    QApplication.processEvents()
    dialog.grab().save("/tmp/shots/fu_trainer.png")
    conn.close()


def test_without_a_database_and_other_rules(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = FuTrainerDialog(None, "ema2025", rng=random.Random(1))
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.rules_name() == "ema2025"
    assert dialog.tiles.sizeHint().width() > 14 * 30
    dialog.check()  # nothing typed: nothing judged
    assert dialog.verdict is None
    qtbot.keyClicks(dialog.answer, "1000")
    dialog.check()
    assert dialog.verdict is not None
    assert not dialog.verdict.correct
    verdict = dialog.verdict
    dialog.check()  # a second check of the same hand changes nothing
    assert dialog.verdict is verdict


def test_tile_faces() -> None:
    assert tile_face(("m", 3)) == ("3", "萬", "#c0282d")
    assert tile_face(("z", 7))[0] == "中"
