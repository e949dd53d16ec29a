"""A player panel with a long name (up to 40 characters): readable on two lines, nothing
clipped, the riichi button's text and the score kept large; a short name as it was."""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QFont, QFontMetrics, QImage
from PySide6.QtWidgets import QApplication
from pytestqt.exceptions import TimeoutError

from scoretable.engine.table import Win, WinEntry
from scoretable.ui.table.main_window import MainWindow
from scoretable.ui.widgets.panels import (
    NAME_SMALLEST,
    NAME_TINY,
    PlayerPanel,
    fit_pixel_size,
    split_name,
)

KANA = "あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらり"
SPACED = "Maximilian Alexander von Hohenzollern-Sig"
LONG = ("W" * 40, SPACED, KANA, "Dai")


def make_panel(qtbot: Any, name: str, size: tuple[int, int], dealer: bool) -> PlayerPanel:
    panel = PlayerPanel(1)
    qtbot.addWidget(panel)
    panel.set_key("2")
    panel.set_wind(1, dealer=dealer)
    panel.set_score(25000)
    panel.set_delta(-3900)
    panel.set_name(name)
    panel.resize(*size)
    panel.show()
    qtbot.waitExposed(panel)
    settle(panel)
    return panel


def settle(panel: PlayerPanel) -> None:
    """Let the layout's posted requests run (a font change moves the lines once more)."""
    for _ in range(4):
        QApplication.processEvents()
        panel.relayout()


def ink_rows(panel: PlayerPanel) -> int:
    """How many pixel rows of the name label have ink (the text's colour) on them."""
    image = panel.name_label.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    text = panel.name_label.palette().color(panel.name_label.foregroundRole())
    rows = 0
    for y in range(image.height()):
        for x in range(image.width()):
            pixel = image.pixelColor(x, y)
            if abs(pixel.lightness() - text.lightness()) < 60:
                rows += 1
                break
    return rows


def assert_nothing_clipped(panel: PlayerPanel) -> None:
    label = panel.name_label
    metrics = QFontMetrics(label.font())
    lines = label.lines()
    box = label.contentsRect()
    for line in lines:
        assert metrics.horizontalAdvance(line) <= box.width(), (line, box)
    drawn = metrics.boundingRect(QRect(0, 0, 10**5, 10**5), 0, "\n".join(lines))
    assert drawn.height() <= box.height()
    # the label stays inside the panel, beside the wind and the button
    head = [panel.wind_label, label, panel.riichi_button, panel.dealer_label]
    head = [widget for widget in head if widget.isVisibleTo(panel)]
    for widget in head:
        assert panel.rect().contains(widget.geometry())
    for i, first in enumerate(head):
        for second in head[i + 1 :]:
            assert not first.geometry().intersects(second.geometry())
    # the score: the biggest text in the panel, whole in its box
    score = panel.score_label
    assert score.font().pixelSize() > 2 * label.font().pixelSize()
    assert score.contentsRect().contains(score.ink_rect())
    assert not score.geometry().intersects(label.geometry())


# the widths of a panel where one line cannot hold the name at the readable size, and two can
@pytest.mark.parametrize(("name", "width"), [("W" * 40, 680), (SPACED, 480), (KANA, 680)])
@pytest.mark.parametrize("dealer", [False, True])
def test_a_long_name_on_two_lines_readable(qtbot: Any, name: str, width: int, dealer: bool) -> None:
    panel = make_panel(qtbot, name, (width, 260), dealer)
    label = panel.name_label
    assert label.text() == name
    assert label.toolTip() == name
    lines = label.lines()
    assert len(lines) == 2
    joined = " ".join(lines) if " " in name else "".join(lines)
    assert joined == name
    assert label.font().pixelSize() >= panel.readable_name_pixels() >= NAME_SMALLEST
    assert panel.readable_name_pixels() >= int(panel.name_pixels() * 0.6)
    assert ink_rows(panel) > 1.2 * label.font().pixelSize()  # drawn on two lines
    assert_nothing_clipped(panel)
    if dealer:  # the badge under the wind, beside the two lines
        assert panel.dealer_label.y() > panel.wind_label.y()
        assert panel.dealer_label.geometry().right() < label.x()
    button = panel.riichi_button
    assert button.font().pixelSize() == panel.button_pixels()
    assert QFontMetrics(button.font()).horizontalAdvance(button.text()) <= button.width()


def test_the_short_name_of_the_same_panel_unchanged(qtbot: Any) -> None:
    panel = make_panel(qtbot, "Ann", (680, 260), True)
    assert panel.name_label.lines() == ("Ann",)
    assert panel.name_label.font().pixelSize() == panel.name_pixels()
    assert panel.riichi_button.text() == "Riichi [2]"
    # the badge beside the wind, on the name's line
    assert panel.dealer_label.x() > panel.wind_label.geometry().right()
    assert ink_rows(panel) < 1.2 * panel.name_label.font().pixelSize()
    head_height = panel.name_label.height()
    panel.set_name("W" * 40)
    settle(panel)
    assert len(panel.name_label.lines()) == 2
    assert panel.name_label.height() > head_height  # the name line grew
    panel.set_name("Ann")
    settle(panel)
    assert panel.name_label.lines() == ("Ann",)
    assert panel.name_label.height() == head_height
    assert panel.dealer_label.x() > panel.wind_label.geometry().right()


@pytest.mark.parametrize("name", ["W" * 40, KANA])
def test_a_crowded_panel_keeps_the_button_readable(qtbot: Any, name: str) -> None:
    """At 1024x600 a panel is 328x165: two lines at the readable size cannot hold 40 wide
    letters; the name is still larger than on one line, the button's text keeps its size
    (it was 7 px) and only its key, its words and its width give way."""
    panel = make_panel(qtbot, name, (328, 165), True)
    panel.set_riichi(True, None)
    settle(panel)
    label, button = panel.name_label, panel.riichi_button
    assert len(label.lines()) == 2
    # half as large again as on one line in the same room
    assert label.font().pixelSize() >= 1.5 * fit_pixel_size(
        label.font(), name, label.width(), 10**4
    )
    assert button.font().pixelSize() == panel.button_pixels() >= 9
    assert button.text() == "Riichi"  # not "Take back riichi [2]": the stick says it
    assert QFontMetrics(button.font()).horizontalAdvance(button.text()) <= button.width()
    assert_nothing_clipped(panel)


def test_split_name(qapp: Any) -> None:
    font = QFont()
    font.setPixelSize(20)
    assert split_name(SPACED, font) == ("Maximilian Alexander", "von Hohenzollern-Sig")
    assert split_name(KANA, font) == (KANA[:20], KANA[20:])
    assert split_name("W" * 40, font) == ("W" * 20, "W" * 20)
    assert split_name("Ben", font) == ("Ben",)  # too short to break within the word
    # a given name over a family name, though the second line is the longer: no word broken
    assert split_name("Dana Papadopoulos", font) == ("Dana", "Papadopoulos")
    assert split_name("Jo Wolfeschlegel", font) == ("Jo", "Wolfeschlegel")
    # one space far off the middle: the break goes between letters instead
    first, second = split_name("A " + "b" * 30, font)
    assert abs(len(first) - len(second)) <= 2
    # never a combining mark at the start of a line
    accented = "e\u0301" * 8
    lines = split_name(accented, font)
    assert "".join(lines) == accented
    assert not lines[1].startswith("\u0301")


def test_two_lines_not_at_the_cost_of_the_score(qtbot: Any) -> None:
    """A panel as low as a strip: a second line would take the score's height, so the name
    stays on one line, smaller, and the score is as large as beside a short name."""
    panel = make_panel(qtbot, "Ann", (300, 70), False)
    natural = panel.score_label.natural
    panel.set_name(SPACED)
    settle(panel)
    assert panel.name_label.lines() == (SPACED,)
    assert NAME_TINY <= panel.name_label.font().pixelSize() < panel.readable_name_pixels()
    assert panel.score_label.natural == natural
    assert_nothing_clipped(panel)


def test_a_long_name_when_the_game_is_over(qtbot: Any) -> None:
    """No riichi button then: the name takes its room too."""
    panel = make_panel(qtbot, SPACED, (480, 260), False)
    before = panel.name_label.font().pixelSize()
    button = panel.riichi_button.geometry()
    panel.set_result("1st  +45.0", 45.0)
    settle(panel)
    assert not panel.riichi_button.isVisibleTo(panel)
    assert panel.name_label.geometry().right() > button.left()
    assert panel.name_label.font().pixelSize() > before
    assert_nothing_clipped(panel)


@pytest.mark.parametrize("layout", ["screen", "table"])
@pytest.mark.parametrize("players", [4, 3])
@pytest.mark.parametrize("size", [(1366, 768), (1024, 600), (800, 600)])
def test_the_table_with_long_names(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    layout: str,
    players: int,
    size: tuple[int, int],
) -> None:
    """Four (or three) long names at the table, each way up: nothing clipped or overlapping,
    every score large and whole, every riichi button's text at its size."""
    from helpers.table_checks import all_problems

    rules = "standard" if players == 4 else "tenhou-sanma"
    window = make_window(rules, LONG[:players], size=size)
    window.menu_view.set_layout_mode(layout)
    window.model.record_win(Win((WinEntry(winner=1, han=3, fu=30),), discarder=players - 1))
    window.model.declare_riichi(2)

    def problems() -> list[str]:
        found = list(all_problems(window))
        for panel in window.panels:
            name, button = panel.name_label, panel.riichi_button
            advance = QFontMetrics(button.font()).horizontalAdvance(button.text())
            checks = {
                "name": name.text() == LONG[panel.seat],
                "button size": button.font().pixelSize() == panel.button_pixels() >= 9,
                "button text": advance <= button.width(),
                "score": panel.score_label.font().pixelSize() > 2 * name.font().pixelSize(),
            }
            found += [f"seat {panel.seat}: {what}" for what, ok in checks.items() if not ok]
        return found

    # the panels settle over a few passes of the event loop (slower with other tests around)
    with contextlib.suppress(TimeoutError):  # the assertion below says what is wrong
        qtbot.waitUntil(lambda: problems() == [], timeout=5000)
    assert problems() == []
    spaced = window.panels[1]
    if size == (1366, 768):  # room enough for the name with spaces at the readable size
        assert spaced.name_label.font().pixelSize() >= spaced.readable_name_pixels()
    assert any(len(panel.name_label.lines()) == 2 for panel in window.panels)


@pytest.mark.parametrize(
    ("family_weight", "text", "box", "ink"),
    [
        ((None, QFont.Weight.Normal), "Bruno", (300, 60), False),
        ((None, QFont.Weight.Bold), "Bruno", (300, 60), False),  # bolder: another answer kept
        ((None, QFont.Weight.Bold), "25,000", (420, 120), True),
        ((None, QFont.Weight.Bold), "−5,700", (420, 120), True),
        (("Noto Sans", QFont.Weight.Normal), "髙橋 﨑山", (200, 40), False),
        ((None, QFont.Weight.Normal), "Bruno", (40, 60), False),  # narrower: smaller
    ],
)
def test_a_fit_kept_is_the_fit_measured_again(
    qapp: Any, family_weight: tuple[str | None, QFont.Weight], text: str, box: Any, ink: bool
) -> None:
    # the panels' fits are kept: asking again answers what measuring again would
    from scoretable.ui.widgets.panels import text_fit

    family, weight = family_weight
    font = QFont(qapp.font())
    if family:
        font.setFamily(family)
    font.setWeight(weight)
    first = fit_pixel_size(font, text, *box, ink=ink)
    assert fit_pixel_size(QFont(font), text, *box, ink=ink) == first
    assert first == text_fit._fit_pixel_size(font, text, *box, ink)
    probe = QFont(font)
    probe.setPixelSize(first)
    metrics = QFontMetrics(probe)
    assert metrics.horizontalAdvance(text) <= box[0]
    bigger = QFont(font)
    bigger.setPixelSize(first + 1)
    wider = QFontMetrics(bigger)
    height = wider.tightBoundingRect(text).height() + 2 if ink else wider.height()
    assert wider.horizontalAdvance(text) > box[0] or height > box[1]


def test_a_fit_kept_is_for_that_font_alone(qapp: Any) -> None:
    # what changes the width of the text changes the answer: each font's own is kept
    def bolder(font: QFont) -> None:
        font.setWeight(QFont.Weight.Black)

    def spaced(font: QFont) -> None:
        font.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, 6)

    def wider(font: QFont) -> None:
        font.setStretch(QFont.Stretch.UltraExpanded)

    def monospace(font: QFont) -> None:
        font.setFamily("DejaVu Sans Mono")

    answers = []
    for change in (None, bolder, spaced, wider, monospace):
        font = QFont(qapp.font())
        if change is not None:
            change(font)
        answers.append(fit_pixel_size(font, "Bruno Bellavista", 151, 400))
        from scoretable.ui.widgets.panels import text_fit

        assert answers[-1] == text_fit._fit_pixel_size(font, "Bruno Bellavista", 151, 400, False)
    assert len(set(answers)) > 2


def test_the_fits_kept_are_bounded(qapp: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    from scoretable.ui.widgets.panels import text_fit

    monkeypatch.setattr(text_fit, "_fits", {})
    monkeypatch.setattr(text_fit, "FITS_KEPT", 3)
    font = QFont(qapp.font())
    answers = [fit_pixel_size(font, "Aiko", width, 50) for width in (60, 80, 100, 120)]
    assert answers == sorted(answers)
    assert answers[0] < answers[-1]
    assert len(text_fit._fits) <= 3


def test_the_dealers_key_shows_with_the_badge_under_the_wind(qtbot: Any) -> None:
    """A dealer's sideways panel at 683x384 on a scale of 2 said only "Riichi": the badge
    took the key's room. Under the wind it leaves the key its room, the name as large."""
    panel = make_panel(qtbot, "Dana", (210, 214), True)
    button = panel.riichi_button
    assert button.text() == "Riichi [2]"
    assert QFontMetrics(button.font()).horizontalAdvance(button.text()) <= button.width()
    assert panel.dealer_label.y() > panel.wind_label.geometry().bottom()  # under the wind
    assert panel.dealer_label.geometry().right() < panel.name_label.x()
    assert panel.name_label.lines() == ("Dana",)
    assert panel.name_label.font().pixelSize() == panel.name_pixels()
    assert_nothing_clipped(panel)


def test_a_roomy_dealers_badge_stays_beside_the_wind(qtbot: Any) -> None:
    panel = make_panel(qtbot, "Dana", (400, 214), True)
    assert panel.riichi_button.text() == "Riichi [2]"
    assert panel.dealer_label.x() > panel.wind_label.geometry().right()
    assert panel.name_label.font().pixelSize() == panel.name_pixels()
    label = panel.name_label
    assert QFontMetrics(label.font()).horizontalAdvance("Dana") <= label.contentsRect().width()
