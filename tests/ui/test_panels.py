"""A player panel and the shared number formats and colours."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from scoretable.ui import theme
from scoretable.ui.widgets.panels import PlayerPanel

M = theme.MINUS


@pytest.mark.parametrize(
    ("value", "points", "signed"),
    [
        (25000, "25,000", "+25,000"),
        (0, "0", "0"),
        (-1300, f"{M}1,300", f"{M}1,300"),
        (100000, "100,000", "+100,000"),
    ],
)
def test_number_formats(value: int, points: str, signed: str) -> None:
    assert theme.points(value) == points
    assert theme.signed(value) == signed


def test_final_points_format() -> None:
    assert theme.signed_float(45.0) == "+45.0"
    assert theme.signed_float(-12.5) == f"{M}12.5"
    assert theme.signed_float(0.0) == "0.0"


def test_blue_and_orange_on_light_and_dark() -> None:
    for dark in (False, True):
        gain, loss = theme.gain_color(dark), theme.loss_color(dark)
        assert gain.blue() > gain.red()
        assert gain.blue() > gain.green()
        assert loss.red() > loss.blue()
        assert loss.red() > loss.green()
    # the dark palette's shades are lighter, to read on a dark background
    assert theme.gain_color(True).lightness() > theme.gain_color(False).lightness()
    assert theme.loss_color(True).lightness() > theme.loss_color(False).lightness()
    assert theme.delta_color(0) is None


def test_dark_follows_the_palette(qapp: Any) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    old = app.palette()
    try:
        dark = QPalette(old)
        dark.setColor(QPalette.ColorRole.Window, QColor("#202124"))
        app.setPalette(dark)
        assert theme.is_dark()
        light = QPalette(old)
        light.setColor(QPalette.ColorRole.Window, QColor("#f0f0f0"))
        app.setPalette(light)
        assert not theme.is_dark()
    finally:
        app.setPalette(old)


def test_panel_shows_what_it_is_told(qtbot: Any) -> None:
    panel = PlayerPanel(2)
    qtbot.addWidget(panel)
    panel.set_name("Cho")
    panel.set_wind(1, dealer=False)
    panel.set_score(-2300)
    panel.set_delta(-3900)
    panel.set_key("3")
    panel.show()
    assert panel.name_label.text() == "Cho"
    assert panel.wind_label.text() == "South"
    assert not panel.dealer_label.isVisibleTo(panel)
    assert panel.score_label.text() == f"{M}2,300"
    assert panel.delta_label.text() == f"{M}3,900"
    assert theme.loss_color().name() in panel.delta_label.styleSheet()
    assert panel.riichi_button.text() == "Riichi [3]"
    panel.set_wind(0, dealer=True)
    assert panel.wind_label.text() == "East"
    assert panel.dealer_label.isVisibleTo(panel)
    panel.set_delta(0)
    assert panel.delta_label.text() == "\u00b10"
    panel.set_delta(None)
    assert panel.delta_label.text() == ""


def test_riichi_control_states(qtbot: Any) -> None:
    panel = PlayerPanel(0)
    qtbot.addWidget(panel)
    panel.show()
    panel.set_key("1")
    with qtbot.waitSignal(panel.riichiClicked, timeout=1000) as blocker:
        qtbot.mouseClick(panel.riichi_button, Qt.MouseButton.LeftButton)
    assert blocker.args == [0]
    panel.set_riichi(True, None)
    assert panel.riichi_stick.isVisibleTo(panel)
    assert panel.riichi_button.text() == "Take back riichi [1]"
    assert panel.riichi_button.isEnabled()
    panel.set_riichi(False, "Riichi needs 1,000 points under these rules; seat 0 has 900.")
    assert not panel.riichi_button.isEnabled()
    assert panel.riichi_reason.isVisibleTo(panel)
    assert "1,000" in panel.riichi_reason.text()
    assert not panel.riichi_stick.isVisibleTo(panel)


def test_differences_text(qtbot: Any) -> None:
    panel = PlayerPanel(0)
    qtbot.addWidget(panel)
    panel.set_differences([("Ben", 3900), ("Cho", -1200), ("Dai", 0)])
    assert not panel.differences_shown()
    assert panel.diff_label.text() == ""  # written out when shown
    panel.show_differences(True)
    assert panel.differences_shown()
    assert panel.diff_label.isVisibleTo(panel)
    text = panel.diff_label.text()
    assert "Ben&nbsp;" in text
    assert "+3,900" in text
    assert theme.gain_color().name() in text
    assert f"{M}1,200" in text
    assert theme.loss_color().name() in text
    assert "Dai&nbsp;0" in text
    # while shown, new figures are written at once
    panel.set_differences([("Ben", -500), ("Cho", 0), ("Dai", 0)])
    assert "Ben&nbsp;" in panel.diff_label.text()
    assert f"{M}500" in panel.diff_label.text()
    panel.show_differences(False)
    assert not panel.diff_label.isVisibleTo(panel)
