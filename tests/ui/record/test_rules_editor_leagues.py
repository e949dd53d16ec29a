"""The rules editor's switches for the leagues (issue 43): the uma by floaters and its rows,
the honba counters."""

from __future__ import annotations

from helpers.dialogs import click, show, type_into
from PySide6.QtWidgets import QCheckBox, QSpinBox
from pytestqt.qtbot import QtBot

from scoretable.engine.rules import PRESETS, STANDARD
from scoretable.ui.record.rules_editor import RulesEditor


def editor_for(qtbot: QtBot, name: str) -> RulesEditor:
    editor = RulesEditor(PRESETS[name])
    show(qtbot, editor)
    return editor


def spins(editor: RulesEditor, name: str) -> list[QSpinBox]:
    return editor.widgets[name].findChildren(QSpinBox)


def test_the_floaters_uma_rows_follow_their_switch(qtbot: QtBot) -> None:
    editor = editor_for(qtbot, "standard")
    switch = editor.widgets["uma_by_floaters"]
    assert isinstance(switch, QCheckBox) and not switch.isChecked()
    # unused rows are greyed out and show the plain uma, ready to change
    assert not editor.widgets["uma_one_up"].isEnabled()
    assert [s.value() for s in spins(editor, "uma_one_up")] == list(STANDARD.uma)
    assert editor.rules() == STANDARD
    editor.tabs.setCurrentIndex(1)
    click(qtbot, switch)
    assert editor.widgets["uma_one_up"].isEnabled()
    first, second = spins(editor, "uma_one_up")[:2]
    type_into(qtbot, first, "30")
    type_into(qtbot, second, "0")
    rules = editor.rules()
    assert rules.uma_by_floaters and rules.uma_one_up == (30, 0, -10, -20)
    assert rules.uma_two_up == STANDARD.uma


def test_a_floaters_row_that_does_not_add_up_is_shown_beside_it(qtbot: QtBot) -> None:
    editor = editor_for(qtbot, "jpml-a")
    editor.tabs.setCurrentIndex(1)
    type_into(qtbot, spins(editor, "uma_three_up")[0], "9")
    assert editor.valid_rules() is None
    assert "uma_three_up must add up to 0, not 1" in editor.error_labels["uma_three_up"].text()
    click(qtbot, editor.widgets["uma_by_floaters"])  # off: the rows no longer count
    assert editor.valid_rules() is not None
    assert editor.rules().uma_three_up == ()


def test_the_honba_counters_switch(qtbot: QtBot) -> None:
    editor = editor_for(qtbot, "jpml-a")
    box = editor.widgets["honba_counters"]
    assert isinstance(box, QCheckBox) and box.isChecked()
    editor.tabs.setCurrentIndex(2)
    click(qtbot, box)
    assert editor.rules().honba_counters is False
    assert editor.rules().honba_value == 0
    assert not editor.widgets["basengo"].isEnabled()  # basengo means nothing without honba


def test_every_league_round_trips_through_the_editor(qtbot: QtBot) -> None:
    editor = editor_for(qtbot, "standard")
    for key in ("jpml-a", "jpml-b", "rmu", "saikouisen", "kyokai", "mu"):
        editor.set_rules(PRESETS[key])
        assert editor.rules() == PRESETS[key]
        assert not editor.is_modified()
