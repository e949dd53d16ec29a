"""A player panel and the shared number formats and colours."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPalette
from PySide6.QtWidgets import QApplication, QWidget

from scoretable.ui import theme
from scoretable.ui.widgets.panels import LinesLabel, PlayerPanel, digits_height, text_fit

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


def test_a_panel_measures_its_text_at_its_first_size_and_not_before(qtbot: Any) -> None:
    # before it is laid out a panel's size means nothing: what the window tells it while it
    # is built is measured once, at its first size (start-up measured every line twice)
    text_fit._fits.clear()
    panel = PlayerPanel(0)
    qtbot.addWidget(panel)
    panel.set_key("1")
    panel.set_wind(0, True)
    panel.set_name("Dana Papadopoulos-Wolfeschlegel")
    panel.set_score(25000)
    panel.set_riichi(False, None)
    assert text_fit._fits == {}
    assert panel.riichi_button.text() == "Riichi [1]"
    panel.resize(300, 180)
    panel.show()
    qtbot.waitExposed(panel)
    assert text_fit._fits != {}
    name = panel.name_label
    widest = max(QFontMetrics(name.font()).horizontalAdvance(line) for line in name.lines())
    assert widest <= name.width()
    digits = QFontMetrics(panel.score_label.font()).horizontalAdvance("25,000")
    assert digits <= panel.score_label.width()


def test_differences_text(qtbot: Any) -> None:
    panel = PlayerPanel(0)
    qtbot.addWidget(panel)
    panel.resize(420, 260)  # laid out, as in the window
    panel.show()
    qtbot.waitExposed(panel)
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


LINES = [
    "Top: ron 16,000 / direct 7,100",
    "2nd: ron 7,100 / direct 4,500",
    "3rd: ron 3,600 / direct 2,300",
]


def settled_panel(qtbot: Any, size: tuple[int, int], lines: list[str]) -> PlayerPanel:
    panel = PlayerPanel(1)
    qtbot.addWidget(panel)
    panel.set_key("2")
    panel.set_wind(1, dealer=False)
    panel.set_score(18600)
    panel.set_delta(-1000)
    panel.set_name("Bruno")
    panel.add_line(LinesLabel())
    panel._lines[0].set_lines(lines)
    panel.resize(*size)
    panel.show()
    qtbot.waitExposed(panel)
    settle(panel)
    return panel


def settle(panel: PlayerPanel) -> None:
    for _ in range(4):
        QApplication.processEvents()
        panel.relayout()


def in_panel(panel: PlayerPanel, widget: QWidget) -> QRect:
    return QRect(widget.mapTo(panel, QPoint(0, 0)), widget.size())


def test_all_last_lines_take_the_bottom_lines_room_and_the_change_goes_beside_the_score(
    qtbot: Any,
) -> None:
    """Three places to reach in a low panel: the change (and the stick) beside the score's
    digits rather than a line of their own under it, so every line is drawn whole; a panel
    with room keeps them under the score."""
    panel = settled_panel(qtbot, (460, 160), LINES)
    line = panel._lines[0]
    assert line.drawn_lines() == LINES  # whole, none cut short with "…"
    assert line.font().pixelSize() >= 14
    assert line.height() >= len(LINES) * line.line_height()
    assert digits_height(panel.score_label.font()) >= 40
    score = in_panel(panel, panel.score_label)
    digits = panel.score_label.ink_rect().translated(score.topLeft())
    delta = in_panel(panel, panel.delta_label)
    assert panel.delta_label.isVisibleTo(panel)
    assert panel.delta_label.font().pixelSize() >= 14
    assert score.top() <= delta.top()
    assert delta.bottom() <= score.bottom()
    assert delta.left() > digits.right()  # right after the digits, inside the panel
    assert panel.rect().contains(delta)
    assert delta.width() >= QFontMetrics(panel.delta_label.font()).horizontalAdvance("\u22121,000")
    assert panel.riichi_row.height() == 0
    panel.set_riichi(True, None)  # the stick under the change
    settle(panel)
    stick = in_panel(panel, panel.riichi_stick)
    delta = in_panel(panel, panel.delta_label)
    assert panel.riichi_stick.isVisibleTo(panel)
    assert score.top() <= delta.top()
    assert stick.bottom() <= score.bottom()
    assert stick.top() >= delta.bottom()
    assert stick.left() > digits.right()
    assert line.drawn_lines() == LINES
    # room again: both back in the bottom line, under the score, still shown (at once, not
    # at the event loop's next turn)
    panel.resize(460, 400)
    assert panel.riichi_stick.isVisibleTo(panel)
    assert panel.delta_label.isVisibleTo(panel)
    settle(panel)
    score = in_panel(panel, panel.score_label)
    assert panel.riichi_stick.isVisibleTo(panel)
    assert panel.delta_label.isVisibleTo(panel)
    assert in_panel(panel, panel.delta_label).top() > score.bottom()
    assert in_panel(panel, panel.riichi_stick).top() > score.bottom()
    assert panel.delta_label.font().pixelSize() == panel.line_pixels()
    assert line.drawn_lines() == LINES
    panel.set_riichi(False, None)
    assert not panel.riichi_stick.isVisibleTo(panel)


def test_the_change_stays_under_the_score_where_the_lines_fit(qtbot: Any) -> None:
    panel = settled_panel(qtbot, (460, 300), LINES[:1])
    score = in_panel(panel, panel.score_label)
    assert in_panel(panel, panel.delta_label).top() > score.bottom()
    assert panel.riichi_row.height() > 0
    assert panel._lines[0].drawn_lines() == LINES[:1]


def test_a_refusal_under_a_squeezed_score_is_whole(qtbot: Any) -> None:
    """The bottom line, empty beside the lines, grows for a refusal while it shows."""
    panel = settled_panel(qtbot, (460, 160), LINES)
    assert panel.riichi_row.height() == 0
    panel.set_riichi(False, "Riichi needs 1,000 points; Bruno has 900.")
    settle(panel)
    reason = panel.riichi_reason
    assert reason.isVisibleTo(panel)
    flags = int(reason.alignment().value) | int(Qt.TextFlag.TextWordWrap.value)
    tall = QFontMetrics(reason.font()).boundingRect(
        QRect(0, 0, reason.width(), 10**5), flags, reason.text()
    )
    assert 0 < tall.height() <= reason.height()
    assert reason.font().pixelSize() >= 14


@settings(max_examples=40, deadline=None)
@given(
    width=st.integers(min_value=200, max_value=700),
    height=st.integers(min_value=110, max_value=400),
    count=st.integers(min_value=1, max_value=3),
    declared=st.booleans(),
)
def test_the_change_and_the_stick_never_cover_the_score_or_leave_the_panel(
    qapp: Any, width: int, height: int, count: int, declared: bool
) -> None:
    """Wherever they are (under the score or beside it), the change and the stick are
    shown, inside the panel, clear of the digits; the lines drawn fit their box."""
    panel = PlayerPanel(1)
    try:
        panel.set_key("2")
        panel.set_wind(1, dealer=False)
        panel.set_score(-12300)
        panel.set_delta(-18000)
        panel.set_name("Bruno")
        panel.add_line(LinesLabel())
        panel._lines[0].set_lines(LINES[:count])
        panel.set_riichi(declared, None)
        panel.resize(width, height)
        panel.show()
        settle(panel)
        score = in_panel(panel, panel.score_label)
        digits = panel.score_label.ink_rect().translated(score.topLeft())
        assert score.contains(digits)
        shown = [panel.delta_label] + ([panel.riichi_stick] if declared else [])
        for widget in shown:
            assert widget.isVisibleTo(panel)
            box = in_panel(panel, widget)
            assert panel.rect().contains(box)
            assert not box.intersects(digits)
        assert panel.riichi_stick.isVisibleTo(panel) == declared
        line = panel._lines[0]
        drawn = line.drawn_lines()
        assert len(drawn) * line.line_height() <= line.height()
        metrics = QFontMetrics(line.font())
        assert all(metrics.horizontalAdvance(text) <= line.width() for text in drawn)
    finally:
        panel.close()
        panel.deleteLater()
