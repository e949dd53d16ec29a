"""Scores are written with a comma between thousands (26,200; −17,300) in both languages and
both layouts (issue 25's contract): on the panels and their differences, the all-last
lines, the round indicator, the hand history, the results and the second screen."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import QLocale, QModelIndex, Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication, QLabel, QWidget

from scoretable.engine.table import ExhaustiveDraw, Win, WinEntry
from scoretable.i18n import Translations
from scoretable.ui.table.main_window import MainWindow

#: four digits or more in a row: a score written without its comma
BARE = re.compile(r"\d{4,}")
#: a hyphen before a score: a negative score written without the real minus sign
HYPHEN = re.compile(r"-\d{1,3}(,\d{3})+")
MINUS = "\u2212"


@pytest.fixture
def translator(qapp: QApplication) -> Iterator[Translations]:
    locale = QLocale()
    translations = Translations(qapp)
    yield translations
    translations.switch("en")
    QLocale.setDefault(locale)


def shown_texts(*roots: QWidget) -> list[str]:
    """The text of every label shown under ``roots`` and every cell of their tables."""
    texts: list[str] = []
    for root in roots:
        texts += [label.text() for label in root.findChildren(QLabel) if label.isVisibleTo(root)]
        for view in root.findChildren(QAbstractItemView):
            model = view.model()
            if model is None or not view.isVisibleTo(root):
                continue
            for row in range(model.rowCount(QModelIndex())):
                for column in range(model.columnCount(QModelIndex())):
                    value = model.data(model.index(row, column), Qt.ItemDataRole.DisplayRole)
                    texts.append("" if value is None else str(value))
    return texts


def badly_written(texts: list[str]) -> list[str]:
    return [text for text in texts if BARE.search(text) or HYPHEN.search(text)]


@pytest.mark.parametrize("layout", ["screen", "table"])
@pytest.mark.parametrize("language", ["en", "ja"])
def test_every_score_shown_has_a_comma_between_thousands(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    translator: Translations,
    layout: str,
    language: str,
) -> None:
    translator.switch(language)  # before the window is built, as the app does
    window = make_window("standard", size=(1920, 1080))
    window.menu_view.set_layout_mode(layout)
    model = window.model
    # East 1: the dealer's haneman from seat 2 (18,000), then his baiman (24,000 + 300)
    model.record_win(Win((WinEntry(winner=0, han=6),), discarder=1))
    model.record_win(Win((WinEntry(winner=0, han=8),), discarder=1))
    model.record_win(Win((WinEntry(winner=2, han=3, fu=30),), discarder=3))
    for _ in range(6):  # on to South 4: its all-last lines
        model.record_draw(ExhaustiveDraw(tenpai=frozenset()))
    assert (model.state.round_wind, model.state.hand_number) == (1, 4)
    assert model.scores[1] < -1000
    assert max(model.scores) > 10000
    window.menu_view.act_differences.setChecked(True)
    assert window.history_view is not None  # built (hidden below 1600 px wide)
    window.history_dock.show()
    screen = window.menu_view.show_second_screen()
    qtbot.waitUntil(lambda: any(line.text() for line in window.conditions.lines), timeout=3000)
    texts = shown_texts(window, screen)
    # not an empty check: the scores, negative and positive, are among what is shown
    negative = f"{MINUS}{abs(model.scores[1]):,}"
    assert sum(negative in text for text in texts) >= 2, texts  # the panel and the history
    assert any(f"{max(model.scores):,}" in text for text in texts)
    assert any("," in line.text() for line in window.conditions.lines)
    assert badly_written(texts) == []
    results = window.menu_game.show_results()
    assert badly_written(shown_texts(results)) == []
    assert any(negative in text for text in shown_texts(results))
    results.close()
    screen.close()
