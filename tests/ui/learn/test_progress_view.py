"""The progress chart of "What is it worth?", read as it is drawn: its scale and its legend
whole and apart however small the dialog makes it, in English and Japanese."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from scoretable.i18n import Translations
from scoretable.ui.learn.progress_view import ProgressChart


@pytest.fixture
def translator(qapp: QApplication) -> Iterator[Translations]:
    translations = Translations(qapp)
    yield translations
    translations.switch("en")


def chart_of(qtbot: QtBot, width: int, height: int) -> ProgressChart:
    chart = ProgressChart()
    qtbot.addWidget(chart)
    chart.resize(width, height)
    chart.show()
    qtbot.waitExposed(chart)
    return chart


@pytest.mark.parametrize("height", [140, 170, 200, 400])
def test_the_scale_labels_never_run_into_each_other(qtbot: QtBot, height: int) -> None:
    # at 140 pixels 10% is 11 pixels, less than a line of text: 90% and 100% met
    chart = chart_of(qtbot, 480, height)
    labels = chart.scale_labels()
    assert [percent for percent, _ in labels][:3] == [0, 100, 50]
    for (_, a), (_, b) in itertools.combinations(labels, 2):
        assert not a.intersects(b)
    for percent, rect in labels:
        assert chart.fontMetrics().horizontalAdvance(f"{percent}%") <= rect.width()


def test_a_tall_chart_writes_every_line_of_its_scale(qtbot: QtBot) -> None:
    chart = chart_of(qtbot, 480, 400)
    assert sorted(percent for percent, _ in chart.scale_labels()) == [0, 50, 90, 100]


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_legend_is_whole_at_the_charts_smallest_width(
    qtbot: QtBot, translator: Translations, language: str
) -> None:
    assert translator.switch(language)
    chart = ProgressChart()
    qtbot.addWidget(chart)
    smallest = chart.minimumSizeHint()
    chart = chart_of(qtbot, smallest.width(), smallest.height())
    legend = chart.legend()
    assert len(legend) == 4
    for name, rect in legend:
        assert chart.fontMetrics().horizontalAdvance(name) <= rect.width()
        assert rect.right() <= chart.width()
