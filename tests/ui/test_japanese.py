"""Switching to Japanese: the round indicator, the panels, the menus and the win dialog.

Qt widgets take their text when they render, so after ``Translations.switch("ja")`` the next
render speaks Japanese: the indicator on the next change of the table, a window or dialog when
it is built (the app switches before it builds the window, from the language setting).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from helpers.dialogs import choose, click, type_into
from helpers.migrated import migrated_connection
from helpers.table_ui import DialogStubs, press
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from pytestqt.qtbot import QtBot

from scoretable.engine.rules import STANDARD
from scoretable.engine.table import ExhaustiveDraw, TableState, Win, WinEntry
from scoretable.game.model import GameModel
from scoretable.i18n import LanguageMenu, Translations
from scoretable.session.table_session import TableSession
from scoretable.settings import LANGUAGE, Settings
from scoretable.ui.learn.fu_trainer_view import FuTrainerDialog
from scoretable.ui.learn.quiz_view import QuizDialog
from scoretable.ui.record.fu_calculator import FuCalculator
from scoretable.ui.record.win_dialog import WinDialog
from scoretable.ui.table.history_panel import HistoryView
from scoretable.ui.table.main_window import MainWindow

NAMES = ("Ann", "Ben", "Cho", "Dai")


@pytest.fixture
def translator(qapp: QApplication) -> Iterator[Translations]:
    locale = QLocale()
    translations = Translations(qapp)
    yield translations
    translations.switch("en")
    QLocale.setDefault(locale)


def east_2_one_honba(window: MainWindow) -> None:
    """Ben (seat 1) wins off the dealer, then deals and is tenpai at the draw."""
    window.model.record_win(Win((WinEntry(winner=1, han=2, fu=30),), discarder=0))
    window.model.record_draw(ExhaustiveDraw(tenpai=frozenset({1})))


def test_the_round_indicator_switches_to_japanese(
    qtbot: QtBot, make_window: Callable[..., MainWindow], translator: Translations
) -> None:
    window = make_window("standard", NAMES)
    east_2_one_honba(window)
    indicator = window.indicator
    assert indicator.round_label.text() == "East 2"
    assert indicator.counters_label.text() == "1 honba · 0 riichi sticks"

    assert translator.switch("ja")
    # Ben declares riichi with a click: the table changes and the indicator renders again.
    qtbot.mouseClick(window.panels[1].riichi_button, Qt.MouseButton.LeftButton)
    assert indicator.round_label.text() == "東2局"
    assert indicator.counters_label.text() == "1本場 · 供託1本"
    assert indicator.summary().startswith("東2局 · 1本場 · 供託1本")
    assert window.panels[1].wind_label.text() == "東"  # Ben deals: East
    assert window.panels[2].wind_label.text() == "南"

    # A window built after the switch (as at start-up) is Japanese throughout.
    japanese = make_window("standard", NAMES)
    assert japanese.indicator.round_label.text() == "東1局"
    assert japanese.indicator.counters_label.text() == "0本場 · 供託0本"
    assert japanese.menu_game.title() == "対局(&G)"
    assert japanese.menu_edit.title() == "編集(&E)"
    assert japanese.history_dock.windowTitle() == "局の履歴"

    assert translator.switch("en")
    qtbot.mouseClick(window.panels[1].riichi_button, Qt.MouseButton.LeftButton)  # take back
    assert indicator.round_label.text() == "East 2"
    assert indicator.counters_label.text() == "1 honba · 0 riichi sticks"


def open_win_dialog(qtbot: QtBot) -> WinDialog:
    state = TableState(
        rules=STANDARD,
        scores=(25000, 25000, 25000, 25000),
        hand_number=2,
        dealer=1,
        honba=1,
        sticks=2,
    )
    dialog = WinDialog(None, state, NAMES)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def labels(dialog: WinDialog) -> dict[str, str]:
    cancel = dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel)
    return {
        "title": dialog.windowTitle(),
        "ron": dialog.ron.text(),
        "tsumo": dialog.tsumo.text(),
        "winners": dialog.winners_title.text(),
        "discarder": dialog.discarder_label.text(),
        "choose": dialog.discarder.itemText(0),
        "ok": dialog.ok_button.text(),
        "cancel": cancel.text(),
        "mangan": dialog.editors[2].mode.itemText(1),
        "yakuman": dialog.editors[2].mode.itemText(5),
    }


def test_the_win_dialog_speaks_japanese(qtbot: QtBot, translator: Translations) -> None:
    english = labels(open_win_dialog(qtbot))
    assert english["title"] == "Record a win"
    assert english["ron"] == "&Ron"
    assert english["mangan"] == "Mangan (5 han)"

    assert translator.switch("ja")
    dialog = open_win_dialog(qtbot)
    assert labels(dialog) == {
        "title": "和了の記録",
        "ron": "ロン(&R)",
        "tsumo": "ツモ(&T)",
        "winners": "和了者:",
        "discarder": "放銃者(&D):",
        "choose": "(選択)",
        "ok": "記録",
        "cancel": "キャンセル",  # Qt's own catalogue
        "mangan": "満貫(5翻)",
        "yakuman": "役満",
    }
    # Choosing tsumo relabels the winners row, still in Japanese.
    qtbot.mouseClick(dialog.tsumo, Qt.MouseButton.LeftButton)
    assert dialog.tsumo.isChecked()
    assert dialog.winners_title.text() == "和了者:"
    # Nobody ticked yet: the reason shown is Japanese too.
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.isVisible()
    assert "和了した人" in dialog.winner_error.text() + dialog.general_error.text()


def test_refusals_speak_japanese_and_name_the_player(
    qtbot: QtBot,
    make_window: Callable[..., MainWindow],
    dialogs: DialogStubs,
    translator: Translations,
) -> None:
    assert translator.switch("ja")
    window = make_window("tenhou", NAMES)
    # Ben deals into a dealer haneman and a 3 han 30 fu with 1 honba: 900 left
    window.model.record_win(Win((WinEntry(winner=0, han=6),), discarder=1))
    window.model.record_win(Win((WinEntry(winner=0, han=3, fu=30),), discarder=1))
    ben = window.panels[1]
    assert not ben.riichi_button.isEnabled()
    assert ben.riichi_reason.text() == "このルールでは立直に1,000点が必要です。Benは900点です。"
    # a win the engine refuses: the banner says why, in Japanese
    dialogs.queue("win", Win((WinEntry(winner=2, han=1, fu=20),), discarder=3))
    press(qtbot, window, Qt.Key.Key_W)
    assert window.message() == (
        "20符はロンでは成立しません: 門前のロンは30符から、符のない鳴き手には2符が付きます"
        "(喰い平和)"
    )
    assert window.model.state.hand_number == 1
    assert window.model.scores[3] == 25000


def test_the_language_menu_saves_the_choice_for_the_next_start(
    make_window: Callable[..., MainWindow], tmp_path: Path
) -> None:
    window = make_window("standard", NAMES)
    settings = Settings(tmp_path / "settings.ini")
    menu = LanguageMenu(window.menu_view, settings, window.show_message, window)
    assert menu.menu.menuAction() in window.menu_view.actions()
    assert [a.text() for a in menu.menu.actions()] == ["Follow the &system", "English", "日本語"]
    assert menu.actions["system"].isChecked()

    menu.actions["ja"].trigger()
    assert menu.actions["ja"].isChecked()
    assert not menu.actions["system"].isChecked()
    assert Settings(tmp_path / "settings.ini").get(LANGUAGE) == "ja"
    assert window.strip.message_label.text() == (
        "The interface will be in 日本語 the next time scoretable starts."
    )
    # ... and the next start reads it: a new menu shows it checked.
    again = LanguageMenu(
        window.menu_view, Settings(tmp_path / "settings.ini"), window.show_message, window
    )
    assert again.actions["ja"].isChecked()


def test_a_language_that_cannot_be_saved_says_so(
    make_window: Callable[..., MainWindow], tmp_path: Path
) -> None:
    window = make_window("standard", NAMES)
    blocked = tmp_path / "file"
    blocked.write_text("not a directory", encoding="utf-8")
    menu = LanguageMenu(
        window.menu_view, Settings(blocked / "settings.ini"), window.show_message, window
    )
    menu.actions["en"].trigger()
    assert window.strip.message_label.text().startswith("The language could not be saved:")
    assert menu.actions["system"].isChecked()


def test_the_win_dialogs_explanation_speaks_japanese(
    qtbot: QtBot, translator: Translations
) -> None:
    """The core's explanation (English templates) reaches the preview in Japanese, its
    figures unchanged."""
    assert translator.switch("ja")
    dialog = open_win_dialog(qtbot)
    click(qtbot, dialog.winner_boxes[0])
    choose(qtbot, dialog.discarder, "Cho")
    type_into(qtbot, dialog.editors[0].han, "3")
    type_into(qtbot, dialog.editors[0].fu, "30")
    lines = dialog.preview.reason_label.text().splitlines()
    assert lines[0] == "ロン: Ann(子)がChoから和了"
    assert "30符 × 2⁵(2 + 3翻) = 基本点960" in lines
    assert "Choの支払い ×4(子のロン): 960 × 4 = 3,840 → 3,900" in lines
    assert "1本場: Choの支払い +300" in lines
    assert "供託2本: +2,000" in lines
    english = ("basic points", "pays", "honba", "riichi", "wins", "non-dealer")
    assert not [line for line in lines if any(word in line for word in english)]


def test_the_presets_label_speaks_japanese(
    qtbot: QtBot, make_window: Callable[..., MainWindow], translator: Translations
) -> None:
    window = make_window("tenhou", NAMES)
    window.model.record_win(Win((WinEntry(winner=1, han=2, fu=30),), discarder=0))
    assert window.indicator.rules_label.text() == "Tenhou"
    assert translator.switch("ja")
    qtbot.mouseClick(window.panels[1].riichi_button, Qt.MouseButton.LeftButton)
    assert window.indicator.rules_label.text() == "天鳳"


def test_the_history_quiz_and_fu_calculator_explain_in_japanese(
    qtbot: QtBot, translator: Translations, tmp_path: Path
) -> None:
    assert translator.switch("ja")
    # the hand history's explanation pane
    game = GameModel(STANDARD, NAMES)
    game.record_win(Win((WinEntry(winner=1, han=3, fu=30),), discarder=2))
    view = HistoryView(TableSession(game))
    qtbot.addWidget(view)
    view.select_row(0)
    text = view.explanation_text()
    assert "ロン: Ben(子)がChoから和了" in text
    assert "30符 × 2⁵(2 + 3翻) = 基本点960" in text
    assert "basic points" not in text
    # the quiz's feedback
    conn = migrated_connection(tmp_path / "quiz.sqlite3")
    quiz = QuizDialog(conn, "standard", learner="Ann", rng=random.Random(3))
    qtbot.addWidget(quiz)
    quiz.show()
    qtbot.waitExposed(quiz)
    # the question itself: "子のAnnがBenから3翻30符をロン和了。親はCho。..."
    prompt = quiz.prompt.text()
    assert prompt.startswith(("親のAnn", "子のAnn")), prompt
    assert "和了。" in prompt, prompt
    assert "wins" not in prompt
    assert "dealer" not in prompt
    assert quiz.source_label.text().startswith("標準"), quiz.source_label.text()
    for edit, field in zip(quiz.inputs, quiz.question.fields(), strict=True):  # type: ignore[union-attr]
        qtbot.keyClicks(edit, str(field.expected))
    with qtbot.waitSignal(quiz.answered):
        qtbot.mouseClick(quiz.check_button, Qt.MouseButton.LeftButton)
    lines = quiz.explanation.toPlainText().splitlines()
    assert lines[0].startswith(("ロン: Ann", "ツモ: Ann")), lines
    assert any("基本点" in line for line in lines), lines
    quiz.close()
    conn.close()
    # the fu calculator's items
    calc = FuCalculator(STANDARD)
    qtbot.addWidget(calc)
    calc.show()
    items = calc.items_label.text().splitlines()
    assert items[0] == "門前ロン: 副底20符 + 門前加符10符: 30", items
    # the fu trainer's situation: "自風東、場風南。5筒でロン和了(嵌張待ち)、門前。"
    trainer = FuTrainerDialog(None, "standard", rng=random.Random(1))
    qtbot.addWidget(trainer)
    situation = trainer.situation.text()
    assert situation.startswith("自風"), situation
    assert "待ち)" in situation, situation
    assert "wind" not in situation
    assert "wait" not in situation


def test_the_dialogs_name_the_hand_as_the_round_indicator_does(translator: Translations) -> None:
    """The dialogs' header uses the indicator's wording: 東2局 · 1本場 · 供託2本 in Japanese."""
    from scoretable.ui.record.base import round_name

    state = TableState(
        rules=STANDARD, scores=(25000,) * 4, hand_number=2, dealer=1, honba=1, sticks=2
    )
    assert round_name(state) == "East 2 · 1 honba · 2 riichi sticks"
    assert translator.switch("ja")
    assert round_name(state) == "東2局 · 1本場 · 供託2本"
