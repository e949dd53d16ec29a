"""The learning windows with a three-player preset: the quiz asks two payers on a tsumo and
says why, the reference tables show two payers, the four-player drills say they stay so."""

from __future__ import annotations

import random
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers.migrated import migrated_connection
from PySide6.QtCore import Qt

from scoretable.engine.rules import get_preset
from scoretable.ui.learn.all_last_view import AllLastQuizDialog
from scoretable.ui.learn.fu_trainer_view import FuTrainerDialog
from scoretable.ui.learn.quiz_view import QuizDialog
from scoretable.ui.learn.reference_view import ReferenceDialog


@pytest.fixture
def db(tmp_path: Path) -> Iterator[sqlite3.Connection]:
    conn = migrated_connection(tmp_path / "scoretable.sqlite3")
    yield conn
    conn.close()


def test_quiz_with_a_sanma_preset_asks_two_payers_and_explains_tsumo_loss(
    qtbot: Any, db: sqlite3.Connection
) -> None:
    dialog = QuizDialog(db, "standard", learner="Ann", rng=random.Random(5))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.level_box.setCurrentIndex(dialog.level_box.findData(3))
    dialog.rules_box.setCurrentIndex(dialog.rules_box.findData("tenhou-sanma"))
    for _ in range(40):  # until a tsumo comes up
        question = dialog.question
        assert question is not None
        assert question.rules == "tenhou-sanma"
        if question.tsumo:
            break
        dialog.next_question()
    assert question.tsumo
    assert question.players == 3
    assert "Dai" not in dialog.prompt.text()
    fields = question.fields()
    for edit, field in zip(dialog.inputs, fields, strict=True):
        qtbot.keyClicks(edit, f"{field.expected:,}")
    with qtbot.waitSignal(dialog.answered) as blocker:
        qtbot.mouseClick(dialog.check_button, Qt.MouseButton.LeftButton)
    assert blocker.args == [True]
    text = dialog.explanation.toPlainText()
    assert "Cho: " in text
    assert "Dai" not in text
    assert "tsumo loss: the absent North's" in text.splitlines()[-1]


def test_reference_tables_of_a_sanma_preset_have_two_payers(qtbot: Any) -> None:
    dialog = ReferenceDialog("standard")
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.rules_box.findData("tenhou-sanma") >= 0
    dialog.rules_box.setCurrentIndex(dialog.rules_box.findData("tenhou-sanma"))
    text = dialog.browser.toPlainText()
    assert "Three players, tsumo loss" in text
    assert "1,000 / 2,000" in text  # 3 han 30 fu: the other non-dealer / the dealer


def test_fu_trainer_offers_four_player_presets_only(qtbot: Any, db: sqlite3.Connection) -> None:
    dialog = FuTrainerDialog(db, get_preset("tenhou-sanma"))
    qtbot.addWidget(dialog)
    assert dialog.rules_box.findData("tenhou-sanma") == -1
    assert dialog.rules_box.rules().players == 4


def test_all_last_under_sanma_rules_says_it_stays_four_player(qtbot: Any) -> None:
    dialog = AllLastQuizDialog(get_preset("tenhou-sanma"), rng=random.Random(2))
    qtbot.addWidget(dialog)
    assert "four-player only" in dialog.source.text()
    assert dialog.question is not None
    assert dialog.question.rules.players == 4
