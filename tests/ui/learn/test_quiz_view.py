"""The quiz window, driven with clicks and keys: right, wrong, saved progress, review, timer."""

from __future__ import annotations

import random
import re
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers.dialogs import scrolls_no_wider
from helpers.migrated import migrated_connection
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from scoretable.storage.progress import QuizProgress
from scoretable.teaching.quiz import TIMED_SECONDS
from scoretable.ui.learn.quiz_view import QuizDialog


@pytest.fixture
def db(tmp_path: Path) -> Iterator[sqlite3.Connection]:
    conn = migrated_connection(tmp_path / "scoretable.sqlite3")
    yield conn
    conn.close()


@pytest.fixture
def quiz(qtbot, db: sqlite3.Connection) -> QuizDialog:  # type: ignore[no-untyped-def]
    dialog = QuizDialog(db, "standard", learner="Ann", rng=random.Random(3))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def _type_answers(qtbot, dialog: QuizDialog, values: list[int]) -> None:  # type: ignore[no-untyped-def]
    assert len(dialog.inputs) == len(values)
    for edit, value in zip(dialog.inputs, values, strict=True):
        edit.clear()
        qtbot.keyClicks(edit, f"{value:,}")


def test_a_round_right_then_wrong_with_feedback_and_saved_progress(qtbot, quiz, db) -> None:  # type: ignore[no-untyped-def]
    # level 4: honba and sticks, so several fields
    quiz.level_box.setCurrentIndex(quiz.level_box.findData(4))
    question = quiz.question
    assert question is not None
    assert question.level == 4
    assert quiz.prompt.text() == question.prompt()
    expected = [f.expected for f in question.fields()]
    _type_answers(qtbot, quiz, expected)
    with qtbot.waitSignal(quiz.answered) as blocker:
        qtbot.mouseClick(quiz.check_button, Qt.MouseButton.LeftButton)
    assert blocker.args == [True]
    assert "Right!" in quiz.feedback.text()
    explanation = quiz.explanation.toPlainText().splitlines()
    assert explanation[0].startswith("Ron: Ann") or explanation[0].startswith("Tsumo: Ann")
    assert explanation[-4].startswith("Ann: +")
    # whoever pays reads a true minus sign (U+2212), never a hyphen: "Ben: −3,900"
    losses = [line for line in explanation[-4:] if "+" not in line and not line.endswith(": 0")]
    assert losses
    assert all(": \u2212" in line for line in losses)
    assert not re.search(r"-\d", quiz.explanation.toPlainText())
    assert not quiz.check_button.isEnabled()
    assert quiz.next_button.isEnabled()

    progress = QuizProgress(db, "Ann")
    [acc] = progress.accuracy()
    assert (acc.level, acc.attempts, acc.correct) == (4, 1, 1)
    assert progress.pending_reviews() == 0

    # next question (Enter moves on), answered wrong: off by 100 in the first field
    qtbot.keyClick(quiz.next_button, Qt.Key.Key_Return)
    second = quiz.question
    assert second is not None
    assert quiz.feedback.text() == ""
    expected = [f.expected for f in second.fields()]
    wrong = [expected[0] + 100, *expected[1:]]
    _type_answers(qtbot, quiz, wrong)
    with qtbot.waitSignal(quiz.answered) as blocker:
        qtbot.keyClick(quiz.inputs[-1], Qt.Key.Key_Return)
    assert blocker.args == [False]
    text = quiz.feedback.text()
    assert "Not quite." in text
    assert f"{expected[0]:,}" in text
    assert f"you typed {wrong[0]:,}" in text
    assert quiz.explanation.toPlainText()

    [acc] = progress.accuracy()
    assert (acc.attempts, acc.correct) == (2, 1)
    [review] = progress.due_reviews()
    assert review.question_key == second.key
    assert "(1)" in quiz.review_button.text()
    assert "1/2" in quiz.stats_label.text()


def test_review_my_mistakes_brings_the_miss_back_until_right(qtbot, quiz, db) -> None:  # type: ignore[no-untyped-def]
    first = quiz.question
    assert first is not None
    _type_answers(qtbot, quiz, [1] * len(first.fields()))
    qtbot.mouseClick(quiz.check_button, Qt.MouseButton.LeftButton)
    assert "Not quite." in quiz.feedback.text()

    quiz.review_button.click()  # review mode: the missed question comes back
    assert quiz.question == first
    assert quiz.source_label.text() == "Review of a mistake"
    _type_answers(qtbot, quiz, [f.expected for f in first.fields()])
    with qtbot.waitSignal(quiz.answered) as blocker:
        qtbot.mouseClick(quiz.check_button, Qt.MouseButton.LeftButton)
    assert blocker.args == [True]
    assert QuizProgress(db, "Ann").pending_reviews() == 0
    assert "(0)" in quiz.review_button.text()
    rows = db.execute("SELECT review, correct FROM quiz_attempts ORDER BY id").fetchall()
    assert rows == [(0, 0), (1, 1)]

    qtbot.mouseClick(quiz.next_button, Qt.MouseButton.LeftButton)
    assert quiz.source_label.text().startswith("No mistakes due")


def test_timed_mode_counts_down_and_a_timeout_is_a_miss(qtbot, quiz, db) -> None:  # type: ignore[no-untyped-def]
    quiz.timed_box.setChecked(True)
    assert quiz.timer_bar.isVisible()
    assert quiz.ticker.isActive()
    assert quiz.timer_bar.value() == TIMED_SECONDS
    quiz._tick()
    assert quiz.timer_bar.value() == TIMED_SECONDS - 1
    question = quiz.question
    assert question is not None
    _type_answers(qtbot, quiz, [f.expected for f in question.fields()])
    quiz.remaining = 1
    with qtbot.waitSignal(quiz.answered, timeout=3000) as blocker:
        pass  # the ticker fires once more
    assert blocker.args == [False]
    assert "Time is up." in quiz.feedback.text()
    assert not quiz.ticker.isActive()


def test_learners_are_kept_apart(qtbot, quiz, db) -> None:  # type: ignore[no-untyped-def]
    question = quiz.question
    assert question is not None
    _type_answers(qtbot, quiz, [f.expected for f in question.fields()])
    qtbot.mouseClick(quiz.check_button, Qt.MouseButton.LeftButton)
    quiz.learner_box.setCurrentText("Ben")
    quiz._learner_changed()
    assert quiz.progress.learner == "Ben"
    assert "no answers yet" in quiz.stats_label.text()
    assert QuizProgress(db, "Ann").accuracy()[0].correct == 1
    quiz.learner_box.setCurrentText("Ann")
    quiz._learner_changed()
    assert quiz.stats_label.text().startswith("Accuracy (Ann): level ")
    # the next session starts with whoever answered last
    again = QuizDialog(db, "standard")
    qtbot.addWidget(again)
    assert again.progress.learner == "Ann"


def test_screenshot(qtbot, quiz, shots) -> None:  # type: ignore[no-untyped-def]
    quiz.level_box.setCurrentIndex(quiz.level_box.findData(5))
    question = quiz.question
    assert question is not None
    QApplication.processEvents()  # let the layout take the new answer fields in
    assert all(edit.isVisible() for edit in quiz.inputs)
    quiz.grab().save(str(shots / "quiz-question.png"))
    _type_answers(qtbot, quiz, [f.expected + 100 for f in question.fields()])
    qtbot.mouseClick(quiz.check_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    quiz.grab().save(str(shots / "quiz.png"))


def test_unreadable_answers_are_flagged_not_judged(qtbot, quiz, db) -> None:  # type: ignore[no-untyped-def]
    quiz.level_box.setCurrentIndex(quiz.level_box.findData(4))
    question = quiz.question
    assert question is not None
    assert len(quiz.inputs) >= 2
    expected = [f.expected for f in question.fields()]
    qtbot.keyClicks(quiz.inputs[0], "abc")
    qtbot.mouseClick(quiz.check_button, Qt.MouseButton.LeftButton)
    assert quiz.verdict is None
    assert quiz.feedback.text() == ""
    assert quiz.errors[0].isVisible()
    assert quiz.errors[0].text() == "Type a number of points"
    assert quiz.errors[1].isVisible()
    assert quiz.errors[1].text() == "Missing"
    assert QuizProgress(db, "Ann").accuracy() == []  # nothing saved
    _type_answers(qtbot, quiz, expected)
    with qtbot.waitSignal(quiz.answered) as blocker:
        qtbot.mouseClick(quiz.check_button, Qt.MouseButton.LeftButton)
    assert blocker.args == [True]
    assert not any(error.isVisible() for error in quiz.errors)


def test_the_default_learner_reads_your_accuracy(qtbot, db) -> None:  # type: ignore[no-untyped-def]
    dialog = QuizDialog(db, "standard", "Me")
    qtbot.addWidget(dialog)
    question = dialog.question
    assert question is not None
    _type_answers(qtbot, dialog, [f.expected for f in question.fields()])
    qtbot.mouseClick(dialog.check_button, Qt.MouseButton.LeftButton)
    assert dialog.stats_label.text().startswith("Your accuracy: level ")
    assert "Me's" not in dialog.stats_label.text()


@pytest.mark.parametrize("language", ["en", "ja"])
def test_nothing_scrolls_sideways_at_the_largest_text_size(
    qtbot, qapp: QApplication, db: sqlite3.Connection, language: str
) -> None:  # type: ignore[no-untyped-def]
    # at View -> Text size 200% the level box stood as wide as its longest level, past a
    # 683x384 screen's width: the whole quiz, its wrapped question with it, scrolled sideways
    from scoretable.i18n import Translations
    from scoretable.ui.table.view_access import apply_text_size

    translations = Translations(qapp)
    assert translations.switch(language)
    apply_text_size(200)
    try:
        dialog = QuizDialog(db, "standard", learner="Ann", rng=random.Random(3))
        qtbot.addWidget(dialog)
        dialog.level_box.setCurrentIndex(dialog.level_box.count() - 1)
        scrolls_no_wider(qtbot, dialog, dialog.prompt)
    finally:
        apply_text_size(100)
        translations.switch("en")
