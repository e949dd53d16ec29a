"""The new-game dialog: names (remembered ones offered), seats and first East, the preset with
its parameters edited; bad names refused beside the field."""

from __future__ import annotations

import pytest
from helpers.dialogs import activate, choose, click, show, type_into
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QSpinBox, QWidget
from pytestqt.qtbot import QtBot

from scoretable.engine.rules import PRESETS, STANDARD
from scoretable.ui.record.new_game_dialog import GameSetup, NewGameDialog

KNOWN = ("Eve", "Ann", "Frank", "ann", " ")

# typing into a name shows the completer's popup, which the offscreen platform cannot raise
# or let grab the keyboard: harmless there
pytestmark = pytest.mark.qt_log_ignore(
    "does not support grabbing the keyboard", r"does not support raise\(\)"
)


def open_dialog(qtbot: QtBot, initial: GameSetup | None = None) -> NewGameDialog:
    dialog = NewGameDialog(None, KNOWN, initial)
    show(qtbot, dialog)
    return dialog


def type_names(qtbot: QtBot, dialog: NewGameDialog, names: tuple[str, ...]) -> None:
    for combo, name in zip(dialog.name_edits, names, strict=True):
        line_edit = combo.lineEdit()
        assert line_edit is not None
        line_edit.selectAll()
        qtbot.keyClicks(line_edit, name)


def test_remembered_names_are_offered(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    combo = dialog.name_edits[0]
    offered = [combo.itemText(i) for i in range(combo.count())]
    assert offered == ["Ann", "Eve", "Frank"]  # once each, blanks dropped
    assert combo.currentText() == ""  # nothing chosen for the user
    completer = combo.completer()
    assert completer is not None
    completer.setCompletionPrefix("fr")
    assert completer.currentCompletion() == "Frank"


def test_start_with_four_names(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    assert not dialog.ok_button.isEnabled()
    assert dialog.summary_error.text() == "Enter four different names to start."
    type_names(qtbot, dialog, ("Ann", "Ben", "Cho", "Dai"))
    assert dialog.ok_button.isEnabled()
    assert dialog.summary_error.text() == ""
    with qtbot.waitSignal(dialog.accepted):
        click(qtbot, dialog.ok_button)
    assert dialog.result_setup() == GameSetup(players=("Ann", "Ben", "Cho", "Dai"), rules=STANDARD)


def test_duplicate_names_are_refused(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    type_names(qtbot, dialog, ("Ann", "Ben", "ann ", "Dai"))
    assert dialog.name_errors[2].text() == "Same name as seat 1."
    assert dialog.name_errors[2].isVisible()
    assert dialog.name_errors[0].text() == ""
    assert not dialog.ok_button.isEnabled()
    qtbot.keyClick(dialog.name_edits[3], Qt.Key.Key_Return)  # Enter does not start either
    assert dialog.isVisible()
    assert dialog.result_setup() is None
    # fixing it clears the message
    type_names(qtbot, dialog, ("Ann", "Ben", "Cho", "Dai"))
    assert dialog.name_errors[2].text() == ""
    assert dialog.ok_button.isEnabled()


def test_empty_name_gets_a_message_once_touched(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    assert all(error.text() == "" for error in dialog.name_errors)  # not shouted at first
    type_names(qtbot, dialog, ("Ann", "Ben", "Cho", "Dai"))
    line_edit = dialog.name_edits[1].lineEdit()
    assert line_edit is not None
    line_edit.selectAll()
    qtbot.keyClick(line_edit, Qt.Key.Key_Backspace)
    assert dialog.name_errors[1].text() == "Enter a name."
    assert not dialog.ok_button.isEnabled()
    qtbot.keyClicks(line_edit, "   ")  # blanks are no name
    assert dialog.name_errors[1].text() == "Enter a name."


def test_first_east_and_seats(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    type_names(qtbot, dialog, ("Ann", "Ben", "Cho", "Dai"))
    assert [label.text() for label in dialog.seat_labels] == [
        "&1  East:",
        "&2  South:",
        "&3  West:",
        "&4  North:",
    ]
    choose(qtbot, dialog.first_east, "Seat 3: Cho")
    # Cho deals first; the seats go on around the table from there
    assert [label.text() for label in dialog.seat_labels] == [
        "&1  West:",
        "&2  North:",
        "&3  East:",
        "&4  South:",
    ]
    qtbot.keyClick(dialog.first_east, Qt.Key.Key_Return)
    setup = dialog.result_setup()
    assert setup is not None
    assert setup.players == ("Cho", "Dai", "Ann", "Ben")


def test_shuffle_keeps_the_same_four_players(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    type_names(qtbot, dialog, ("Ann", "Ben", "Cho", "Dai"))
    click(qtbot, dialog.shuffle_button)
    assert sorted(dialog.names()) == ["Ann", "Ben", "Cho", "Dai"]
    assert sorted(dialog.players()) == ["Ann", "Ben", "Cho", "Dai"]
    assert dialog.players()[0] == dialog.names()[dialog.east_row()]


def _field(dialog: NewGameDialog, name: str) -> QWidget:
    widget = dialog.editor.widgets[name]
    # bring its tab forward, as a user would
    dialog.editor.tabs.setCurrentIndex(dialog.editor._tab_of[name])
    return widget


def test_preset_parameters_edited_end_up_in_the_rules(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    type_names(qtbot, dialog, ("Ann", "Ben", "Cho", "Dai"))
    choose(qtbot, dialog.preset, "Tenhou")
    start = _field(dialog, "start_points")
    assert isinstance(start, QSpinBox)
    assert start.value() == 25000  # the preset's parameters are shown
    assert start.text() == "25,000"  # points with a comma between thousands
    assert dialog.modified_label.text() == ""
    assert dialog.editor.oka_label.text() == "20,000 points"  # 4 x (30,000 - 25,000)
    type_into(qtbot, start, "30000")
    assert dialog.editor.oka_label.text() == "none"  # typed without a comma, taken
    kiriage = _field(dialog, "kiriage")
    assert isinstance(kiriage, QCheckBox)
    assert not kiriage.isChecked()
    click(qtbot, kiriage)
    length = _field(dialog, "length")
    assert isinstance(length, QComboBox)
    choose(qtbot, length, "Tonpuusen")
    assert dialog.modified_label.text() == "(modified)"
    click(qtbot, dialog.ok_button)
    setup = dialog.result_setup()
    assert setup is not None
    expected = PRESETS["tenhou"].replace(
        start_points=30000, kiriage=True, length="tonpuu", label="Tenhou (modified)"
    )
    assert setup.rules == expected
    assert setup.rules.name == "tenhou"


def test_reset_to_preset(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    assert not dialog.reset_button.isEnabled()
    kiriage = _field(dialog, "kiriage")
    click(qtbot, kiriage)
    assert dialog.reset_button.isEnabled()
    click(qtbot, dialog.reset_button)
    assert not kiriage.isChecked()  # type: ignore[attr-defined]
    assert dialog.modified_label.text() == ""
    assert dialog.rules() == STANDARD


def test_sets_and_uma_are_editable(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    type_names(qtbot, dialog, ("Ann", "Ben", "Cho", "Dai"))
    _field(dialog, "uma")
    uma = dialog.editor.widgets["uma"].findChildren(QSpinBox)
    type_into(qtbot, uma[0], "30")
    # uma must add up to 0: refused beside the field, Start disabled
    assert "uma must add up to 0" in dialog.editor.error_labels["uma"].text()
    assert not dialog.ok_button.isEnabled()
    assert dialog.summary_error.text() == "Correct the rules to start."
    type_into(qtbot, uma[3], "-30")
    assert dialog.editor.error_labels["uma"].text() == ""
    assert dialog.ok_button.isEnabled()

    _field(dialog, "abortive_draws")
    boxes = {
        box.text(): box for box in dialog.editor.widgets["abortive_draws"].findChildren(QCheckBox)
    }
    click(qtbot, boxes["Four winds"])
    # triple ron abortive and the "triple ron" abortive kind go together
    click(qtbot, boxes["Triple ron"])
    triple = dialog.editor.widgets["triple_ron_abortive"]
    assert isinstance(triple, QCheckBox)
    assert triple.isChecked()
    assert dialog.ok_button.isEnabled()
    click(qtbot, dialog.ok_button)
    setup = dialog.result_setup()
    assert setup is not None
    assert setup.rules.uma == (30, 10, -10, -30)
    assert setup.rules.abortive_draws == frozenset({"kyuushu", "reach4", "kan4", "ron3"})
    assert setup.rules.triple_ron_abortive


def test_every_rules_field_has_a_readable_widget(qtbot: QtBot) -> None:
    import dataclasses

    from scoretable.engine.rules import THREE_PLAYER_FIELDS, Rules

    dialog = open_dialog(qtbot)
    shown = set(dialog.editor.widgets)
    # four players (the default): the three-player parameters are not shown
    hidden = {"name", "label", "extra", *THREE_PLAYER_FIELDS}
    fields = {f.name for f in dataclasses.fields(Rules)} - hidden
    assert shown == fields
    presets = {name for name, rules in PRESETS.items() if rules.players == 4}
    listed = [dialog.preset.itemData(i) for i in range(dialog.preset.count())]
    # every four-player preset once, under the groups' headings (which hold no preset)
    assert sorted(n for n in listed if n is not None) == sorted(presets)
    for preset in PRESETS.values():
        if preset.players == 3:
            continue
        dialog.editor.set_rules(preset)
        assert dialog.editor.rules() == preset  # every preset round-trips through the editor


def test_initial_setup_is_shown(qtbot: QtBot) -> None:
    rules = PRESETS["ema2016"].replace(noten_total=1500)
    dialog = open_dialog(qtbot, GameSetup(players=("Wu", "Xi", "Yu", "Zo"), rules=rules))
    assert dialog.names() == ["Wu", "Xi", "Yu", "Zo"]
    assert dialog.preset.currentData() == "ema2016"
    assert dialog.modified_label.text() == "(modified)"
    assert dialog.rules() == rules.replace(label="EMA 2016 (modified)")


def test_mnemonics_and_escape(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    activate(qtbot, dialog)
    qtbot.keyClick(dialog, Qt.Key.Key_3, Qt.KeyboardModifier.AltModifier)
    assert dialog.name_edits[2].hasFocus()
    qtbot.keyClick(dialog, Qt.Key.Key_P, Qt.KeyboardModifier.AltModifier)
    assert dialog.preset.hasFocus()
    qtbot.keyClick(dialog, Qt.Key.Key_E, Qt.KeyboardModifier.AltModifier)
    assert dialog.first_east.hasFocus()
    with qtbot.waitSignal(dialog.rejected):
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert dialog.result_setup() is None


def test_get_setup(qtbot: QtBot) -> None:
    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        for combo, name in zip(dialog.name_edits, ("A", "B", "C", "D"), strict=True):
            combo.setEditText(name)
        dialog.ok_button.click()

    QTimer.singleShot(0, answer)
    setup = NewGameDialog.get_setup(None, [])
    assert setup == GameSetup(players=("A", "B", "C", "D"), rules=STANDARD)


def test_fields_that_do_not_apply_are_greyed_out(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    penalty = _field(dialog, "chombo_penalty")
    assert not penalty.isEnabled()  # standard: chombo is a reverse mangan
    chombo = _field(dialog, "chombo")
    assert isinstance(chombo, QComboBox)
    choose(qtbot, chombo, "Penalty")
    assert penalty.isEnabled()
    choose(qtbot, dialog.preset, "WRC")
    assert not _field(dialog, "multi_ron_honba").isEnabled()  # head bump: one winner
    assert _field(dialog, "chombo_penalty").isEnabled()


def test_target_and_pao_honba_are_shown_and_edited(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    type_names(qtbot, dialog, ("Ann", "Ben", "Cho", "Dai"))
    choose(qtbot, dialog.preset, "Mahjong Soul")
    target = _field(dialog, "target_points")
    assert isinstance(target, QSpinBox)
    # Mahjong Soul returns 25,000 but plays the West round to 30,000 [E]
    assert target.value() == 30000
    assert dialog.editor.tabs.tabText(dialog.editor.tabs.currentIndex()) == "Game"
    returned = dialog.editor.widgets["return_points"]
    assert isinstance(returned, QSpinBox)
    assert returned.value() == 25000
    honba = _field(dialog, "pao_ron_honba")
    assert isinstance(honba, QComboBox)
    assert honba.currentText() == "The liable player"  # Mahjong Soul [S]
    assert dialog.editor.tabs.tabText(dialog.editor.tabs.currentIndex()) == "Chombo and pao"
    choose(qtbot, honba, "The discarder")
    _field(dialog, "target_points")
    type_into(qtbot, target, "40000")
    assert dialog.modified_label.text() == "(modified)"
    click(qtbot, dialog.ok_button)
    setup = dialog.result_setup()
    assert setup is not None
    assert (setup.rules.target_points, setup.rules.pao_ron_honba) == (40000, "discarder")
    assert setup.rules.return_points == 25000


def test_the_presets_are_grouped_under_headings_that_cannot_be_chosen(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    combo = dialog.preset
    headings = [combo.itemText(i) for i in range(combo.count()) if combo.itemData(i) is None]
    assert headings == ["International", "Online", "Japanese leagues"]
    heading = combo.findText("Japanese leagues")
    assert not combo.model().flags(combo.model().index(heading, 0)) & Qt.ItemFlag.ItemIsEnabled
    leagues = [combo.itemData(i) for i in range(heading + 1, combo.count())]
    assert leagues == ["mleague", "jpml-a", "jpml-b", "rmu", "saikouisen", "kyokai", "mu"]
    # the arrow keys step over a heading
    choose(qtbot, combo, "Mahjong Soul")
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentData() == "mleague"


def test_the_chosen_presets_description_shows_under_it(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    assert dialog.description.text().startswith("The seed rules")
    choose(qtbot, dialog.preset, "JPML (official rules)")
    assert dialog.description.text() == (
        "JPML official: no ippatsu or ura, uma by floaters, sticks left to nobody."
    )
    assert dialog.editor.rules() == PRESETS["jpml-a"]
    choose(qtbot, dialog.preset, "Mu league")
    assert "no honba" in dialog.description.text()
    box = dialog.editor.widgets["honba_counters"]
    assert isinstance(box, QCheckBox) and not box.isChecked()


def test_a_league_game_starts_with_its_rules(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    type_names(qtbot, dialog, ("A", "B", "C", "D"))
    choose(qtbot, dialog.preset, "Saikouisen")
    rules = dialog.rules()
    assert rules == PRESETS["saikouisen"]
