"""The fu trainer window: count, check, item-by-item feedback, progress."""

from __future__ import annotations

import itertools
import random
from pathlib import Path

import pytest
from helpers.migrated import migrated_connection
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QApplication

from scoretable.engine.fu import count_fu
from scoretable.engine.rules import get_preset
from scoretable.storage.progress import QuizProgress
from scoretable.teaching.futrainer import TrainerHand, generate_hand
from scoretable.ui.learn.fu_trainer_view import FuTrainerDialog, TileRow, tile_face


def test_count_right_then_wrong_with_items(qtbot, tmp_path: Path, shots: Path) -> None:  # type: ignore[no-untyped-def]
    conn = migrated_connection(tmp_path / "db.sqlite3")
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

    # a typing slip is flagged over the field, not judged (nor saved)
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
    dialog.grab().save(str(shots / "fu_trainer.png"))
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


def four_quads() -> TrainerHand:
    """A hand of four quads, the widest the trainer deals (18 tiles)."""
    rng = random.Random(0)
    rules = get_preset("standard")
    hands = (generate_hand(rng, rules) for _ in range(20_000))
    return next(h for h in hands if sum(g.kind == "quad" for g in h.groups) == 4)


@pytest.mark.parametrize("width", [560, 640, 800])
def test_a_hand_of_quads_is_drawn_whole_in_the_width_there_is(qtbot, width: int) -> None:  # type: ignore[no-untyped-def]
    # drawn at full size it was 706 pixels wide: past a 683-pixel screen, cut off at its right
    row = TileRow()
    qtbot.addWidget(row)
    row.set_hand(four_quads())
    assert row.minimumSizeHint().width() <= 560
    row.resize(width, row.sizeHint().height())
    placed = row.placed()
    assert len(placed) == 18
    for tile in placed:
        assert row.rect().toRectF().contains(tile.rect)
    for a, b in itertools.pairwise(placed):
        assert a.rect.right() < b.rect.left()
    labels = row.labels()
    assert [text for _, text in labels] == ["closed kan"] * 4
    small = QFont(row.font())
    small.setPixelSize(13)  # as the row writes its labels
    metrics = QFontMetricsF(small)
    for rect, text in labels:
        assert rect.left() + metrics.horizontalAdvance(text) <= width
    for (a, _), (b, _) in itertools.pairwise(labels):
        assert a.left() + metrics.horizontalAdvance("closed kan") < b.left()


def test_the_trainer_fits_a_small_screen_with_a_hand_of_quads(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = FuTrainerDialog(None, "standard", rng=random.Random(8))
    qtbot.addWidget(dialog)
    dialog.tiles.set_hand(four_quads())
    assert dialog.minimumSizeHint().width() <= 683


@pytest.mark.parametrize("language", ["en", "ja"])
def test_a_typing_slip_never_widens_the_trainer(qtbot, qapp, language: str) -> None:  # type: ignore[no-untyped-def]
    # at View -> Text size 200% the refusal beside the field made the trainer 964 pixels wide:
    # wider than a 683x384 screen
    from scoretable.i18n import Translations
    from scoretable.ui.table.view_access import apply_text_size

    translations = Translations(qapp)
    assert translations.switch(language)
    apply_text_size(200)
    try:
        dialog = FuTrainerDialog(None, "standard", rng=random.Random(8))
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        before = dialog.minimumSizeHint().width()
        qtbot.keyClicks(dialog.answer, "forty")
        qtbot.mouseClick(dialog.check_button, Qt.MouseButton.LeftButton)
        assert dialog.error.isVisible()
        assert dialog.minimumSizeHint().width() <= before
        assert dialog.width() <= max(before, 720)
        error = dialog.error
        assert error.heightForWidth(error.width()) <= error.height()
    finally:
        apply_text_size(100)
        translations.switch("en")
