"""Learn -> All-last quiz, driven like a learner: type the payments, check, read the steps."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers.dialogs import scrolls_no_wider
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from scoretable.engine.rules import get_preset
from scoretable.i18n import Translations
from scoretable.teaching.all_last import generate
from scoretable.ui.learn.all_last_view import AllLastQuizDialog
from scoretable.ui.table.main_window import MainWindow


def test_answer_right_then_wrong(qtbot: Any, shots: Path) -> None:
    dialog = AllLastQuizDialog(rng=random.Random(5))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    question = dialog.question
    assert question is not None
    assert question == generate(random.Random(5))
    assert dialog.prompt.text() == question.prompt()
    assert question.situation.log_id in dialog.source.text()
    assert len(dialog.inputs) == len(question.fields())
    for edit, field in zip(dialog.inputs, question.fields(), strict=True):
        qtbot.keyClicks(edit, f"{field.expected:,}")
    with qtbot.waitSignal(dialog.answered) as signal:
        qtbot.mouseClick(dialog.check_button, Qt.MouseButton.LeftButton)
    assert signal.args == [True]
    assert dialog.result_label.text().startswith("Right: ")
    assert dialog.steps_label.text().startswith("The gap: ")
    assert not dialog.check_button.isEnabled()
    dialog.check()  # judged once
    dialog.grab().save(str(shots / "all_last_quiz.png"))
    qtbot.mouseClick(dialog.next_button, Qt.MouseButton.LeftButton)
    assert dialog.steps_label.text() == ""
    assert dialog.check_button.isEnabled()
    qtbot.keyClicks(dialog.inputs[0], "100")
    with qtbot.waitSignal(dialog.answered) as signal:
        qtbot.keyClick(dialog.inputs[0], Qt.Key.Key_Return)
    assert signal.args == [False]
    assert dialog.result_label.text().startswith("Not quite: the answer is ")


def test_learn_menu_opens_it_with_the_games_rules(
    make_window: Callable[..., MainWindow], qtbot: Any
) -> None:
    window = make_window("ema2016")
    window.menu_learn.act_all_last.trigger()
    dialog = window.menu_learn.learn.all_last_dialog
    assert isinstance(dialog, AllLastQuizDialog)
    assert dialog.question is not None
    assert dialog.question.rules == get_preset("ema2016")
    dialog.close()


@pytest.fixture
def translator(qapp: QApplication) -> Iterator[Translations]:
    translations = Translations(qapp)
    yield translations
    translations.switch("en")


@pytest.mark.parametrize(
    ("language", "shown", "not_shown"),
    [("en", "(Standard rules)", "標準"), ("ja", "(標準ルール)", "Standard")],
)
def test_the_source_names_the_rules_in_the_interface_language(
    qtbot: Any, translator: Translations, language: str, shown: str, not_shown: str
) -> None:
    assert translator.switch(language)
    dialog = AllLastQuizDialog(get_preset("standard"), rng=random.Random(5))
    qtbot.addWidget(dialog)
    assert shown in dialog.source.text()
    assert not_shown not in dialog.source.text()


@pytest.mark.parametrize("language", ["en", "ja"])
def test_nothing_scrolls_sideways_at_the_largest_text_size(
    qtbot: Any, translator: Translations, language: str
) -> None:
    # at View -> Text size 200% the source line stood 236 pixels past a 683x384 screen's
    # width: the whole quiz, its wrapped prompt with it, scrolled sideways
    from scoretable.ui.table.view_access import apply_text_size

    assert translator.switch(language)
    apply_text_size(200)
    try:
        dialog = AllLastQuizDialog(get_preset("standard"), rng=random.Random(5))
        qtbot.addWidget(dialog)
        scrolls_no_wider(qtbot, dialog, dialog.source)
    finally:
        apply_text_size(100)
