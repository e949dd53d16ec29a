"""Every text of the table reads on what it is drawn on, dark palette and light.

The contrast is WCAG's (relative luminance, (L1 + 0.05) / (L2 + 0.05)), measured from the
colours the widgets draw with: each label's text colour (its palette, as its style sheet set
it, and the colours of its rich text) against the panel's fill or the window's colour. The
scheme is the one ``--theme`` forces (:func:`theme.apply_scheme`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from helpers.table_ui import press
from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QLabel,
    QPushButton,
    QRadioButton,
    QStyle,
    QStyleOptionButton,
    QWidget,
)

from scoretable.engine.table import Win, WinEntry
from scoretable.ui import theme
from scoretable.ui.table.main_window import LAYOUTS, MainWindow

#: WCAG AA for text of any size
MINIMUM = 4.5

Role = QPalette.ColorRole
Pair = tuple[str, QColor, QColor]


def luminance(color: QColor) -> float:
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    red, green, blue = (channel(v) for v in (color.red(), color.green(), color.blue()))
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast(a: QColor, b: QColor) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def text_colors(label: QLabel) -> list[QColor]:
    """The colours ``label`` writes in: its palette's (a style sheet's ``color`` lands
    there) and, in rich text, each span's."""
    label.ensurePolished()
    colors = [label.palette().color(Role.WindowText)]
    if label.textFormat() != Qt.TextFormat.PlainText:
        colors += [QColor(name) for name in re.findall(r"color:\s*(#[0-9a-fA-F]{6})", label.text())]
    return colors


def button_pair(what: str, button: QPushButton) -> Pair:
    palette = button.palette()
    return what, palette.color(Role.ButtonText), palette.color(Role.Button)


def label_pairs(what: str, labels: list[QLabel], background: QColor) -> list[Pair]:
    return [
        (f"{what} {label.objectName() or label.text()[:20]!r}", color, background)
        for label in labels
        for color in text_colors(label)
    ]


def table_pairs(window: MainWindow) -> list[Pair]:
    """(what, text colour, background) of every text of the table."""
    backdrop = window.table_area.palette().color(Role.Window)
    found: list[Pair] = []
    for panel in window.panels:
        labels = [panel.wind_label, panel.name_label, panel.score_label, panel.delta_label]
        labels += [panel.result_label, panel.diff_label, panel.riichi_reason]
        found += label_pairs(f"seat {panel.seat}", labels, panel.fill())
        text, _border, badge = panel.dealer_label.colors()
        assert badge is not None
        found.append((f"seat {panel.seat} dealer badge", text, badge))
        found.append(button_pair(f"seat {panel.seat} riichi", panel.riichi_button))
    text = window.indicator.palette().color(Role.WindowText)
    found.append(("the centre", text, backdrop))
    banner_text, _border, banner_fill = window.strip.message_label.colors()
    found.append(("the banner", banner_text, banner_fill or backdrop))
    for button in window.strip.findChildren(QPushButton):
        if button.isEnabled():  # a disabled button's text is exempt (WCAG 1.4.3), as Qt greys it
            found.append(button_pair(f"button {button.text()!r}", button))
    return found


def history_pairs(window: MainWindow) -> list[Pair]:
    """Each cell of the hand history in its colour, on the view's base."""
    view = window.history_view
    model = view.table_model
    base = view.table.palette().color(Role.Base)
    found: list[Pair] = []
    for row in range(model.rowCount()):
        for column in range(model.columnCount()):
            index = model.index(row, column)
            color = model.data(index, Qt.ItemDataRole.ForegroundRole)
            text = view.table.palette().color(Role.Text) if color is None else QColor(color)
            found.append((f"history {row},{column} {model.data(index)!r}", text, base))
    return found


def widget_labels(widget: QWidget, what: str) -> list[Pair]:
    background = widget.palette().color(Role.Window)
    return label_pairs(what, widget.findChildren(QLabel), background)


def low(pairs: list[Pair]) -> list[str]:
    return [
        f"{what}: {text.name()} on {background.name()} is {contrast(text, background):.2f}:1"
        for what, text, background in pairs
        if contrast(text, background) < MINIMUM
    ]


@pytest.fixture(params=["dark", "light", "contrast"])
def scheme(request: pytest.FixtureRequest, qapp: Any) -> Iterator[str]:
    """The palette ``--theme`` sets, put back afterwards."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    old_style, old_palette = app.style().name(), app.palette()
    assert theme.apply_scheme(app, request.param) == request.param
    assert theme.is_dark() == (request.param in ("dark", "contrast"))
    yield request.param
    app.setStyle(old_style)
    app.setPalette(old_palette)


def test_contrast_is_measured_as_wcag_does() -> None:
    assert contrast(QColor("#000000"), QColor("#ffffff")) == pytest.approx(21.0)
    assert contrast(QColor("#777777"), QColor("#ffffff")) == pytest.approx(4.48, abs=0.01)
    assert contrast(QColor("#123456"), QColor("#123456")) == 1.0


@pytest.mark.parametrize("layout", LAYOUTS)
def test_every_text_of_the_table_reads_on_its_background(
    qtbot: Any, make_window: Callable[..., MainWindow], scheme: str, layout: str
) -> None:
    window = make_window(layout=layout)
    window.model.declare_riichi(1)
    window.model.record_win(Win((WinEntry(winner=1, han=3, fu=30),), discarder=2))
    press(qtbot, window, Qt.Key.Key_S)  # every panel's differences, in gain and loss colours
    assert all(panel.diff_label.isVisible() for panel in window.panels)
    # the dealer's panel is drawn on its own fill, the others on the window's colour
    window_color = window.palette().color(Role.Window)
    assert sorted(panel.fill() == window_color for panel in window.panels) == [0, 1, 1, 1]
    pairs = table_pairs(window)
    names = {color.name() for _what, color, _background in pairs}
    # the gain and loss colours are among those measured, in this scheme's shade
    assert {theme.gain_color().name(), theme.loss_color().name()} <= names
    assert low(pairs) == []

    window.history_dock.show()
    assert low(history_pairs(window)) == []
    second = window.menu_view.show_second_screen()
    assert low(widget_labels(second, "second screen")) == []

    window.model.end_game()  # the places and points in every panel, the banner
    assert window.strip.message_label.isVisible()
    assert low(table_pairs(window)) == []
    if window.menu_game.results_dialog is not None:  # screen mode: the results' dialog too
        dialog = window.menu_game.results_dialog
        base = dialog.table.palette().color(Role.Base)
        cells = [
            (f"results {item.text()!r}", item.foreground().color(), base)
            for row in range(dialog.table.rowCount())
            for column in range(dialog.table.columnCount())
            if (item := dialog.table.item(row, column)) is not None
            and item.foreground().style() != Qt.BrushStyle.NoBrush
        ]
        assert cells
        assert low(cells + widget_labels(dialog, "results")) == []


def test_the_check_sees_dark_text_on_a_dark_panel(
    make_window: Callable[..., MainWindow], scheme: str
) -> None:
    window = make_window()
    panel = window.panels[1]
    theme.set_text_color(panel.name_label, panel.fill())  # unreadable: text as its fill
    assert any("seat 1 'nameLabel'" in problem for problem in low(table_pairs(window)))


@pytest.mark.parametrize("kind", [QCheckBox, QRadioButton])
def test_an_unticked_box_is_outlined_clearly(qtbot: Any, scheme: str, kind: type) -> None:
    """An unticked check box or radio button (the draw dialog's "tenpai") has an edge of at
    least 3:1 against the window (WCAG's contrast for a control): Fusion's own outline, a
    shade darker than the window, all but vanished on the dark one. Measured on the pixels
    drawn."""
    box = kind("tenpai")
    qtbot.addWidget(box)
    box.show()
    option = QStyleOptionButton()
    box.initStyleOption(option)
    element = (
        QStyle.SubElement.SE_CheckBoxIndicator
        if kind is QCheckBox
        else QStyle.SubElement.SE_RadioButtonIndicator
    )
    rect = box.style().subElementRect(element, option, box)
    image = box.grab().toImage()
    window = box.palette().color(Role.Window)
    edge = [  # along the indicator's middle row, its left half: the outline is in it
        QColor(image.pixel(x, rect.center().y())) for x in range(rect.left(), rect.center().x())
    ]
    assert max(contrast(color, window) for color in edge) >= 3.0


def test_a_toggled_button_can_be_told_from_an_untoggled_one(qtbot: Any, scheme: str) -> None:
    """A checkable button on (the quiz's "Review my mistakes", the win dialog's tiles) differs
    from itself off by at least 3:1 somewhere along its edge: on a dark palette Fusion shaded
    it #414141 against #515151. Measured on the pixels drawn."""
    button = QPushButton("Review my mistakes")
    button.setCheckable(True)
    qtbot.addWidget(button)
    button.resize(220, 40)
    button.show()
    off = button.grab().toImage()
    button.setChecked(True)
    on = button.grab().toImage()
    row = button.height() // 2
    differences = [
        contrast(QColor(on.pixel(x, row)), QColor(off.pixel(x, row))) for x in range(0, 8)
    ]
    if scheme == "light":  # Fusion's own shading, left as it is (the pictures are the same)
        assert max(differences) < 3.0
    else:
        assert max(differences) >= 3.0


@pytest.mark.parametrize("dark", [False, True])
def test_the_themes_colours_read_on_their_schemes_palette(dark: bool) -> None:
    """The shades the dialogs and the learning screens use: gains, losses and errors on the
    window and the fields, the palette's text on the reference tables' fills."""
    palette = theme.scheme_palette(dark)
    pairs = [
        (f"{name} on {role.name}", color, palette.color(role))
        for name, color in (
            ("gain", theme.gain_color(dark)),
            ("loss", theme.loss_color(dark)),
            ("error", theme.error_color(dark)),
        )
        for role in (Role.Window, Role.Base, Role.AlternateBase)
    ]
    for fill in (theme.heading_fill(dark), theme.limit_fill(dark)):
        pairs.append((f"text on {fill.name()}", palette.color(Role.Text), fill))
    for role, on in ((Role.WindowText, Role.Window), (Role.Text, Role.Base)):
        pairs.append((role.name, palette.color(role), palette.color(on)))
    pairs.append(("selection", palette.color(Role.HighlightedText), palette.color(Role.Highlight)))
    pairs.append(("button", palette.color(Role.ButtonText), palette.color(Role.Button)))
    assert low(pairs) == []


class FakeHints(QObject):
    """The system's colour scheme, as a desktop would change it."""

    colorSchemeChanged = Signal(Qt.ColorScheme)

    def __init__(self) -> None:
        super().__init__()
        self.scheme = Qt.ColorScheme.Light

    def colorScheme(self) -> Qt.ColorScheme:
        return self.scheme

    def switch(self, scheme: Qt.ColorScheme) -> None:
        self.scheme = scheme
        self.colorSchemeChanged.emit(scheme)


def test_the_palette_follows_the_systems_scheme_unless_one_is_forced(
    qapp: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    old_style, old_palette = app.style().name(), app.palette()
    hints = FakeHints()
    monkeypatch.setattr(app, "styleHints", lambda: hints)
    monkeypatch.delenv(theme.THEME_ENV, raising=False)
    try:
        assert theme.apply_scheme(app) == "system"
        assert not theme.is_dark()  # a light system: the palette is left alone
        assert app.palette().color(Role.Window) == old_palette.color(Role.Window)
        hints.switch(Qt.ColorScheme.Dark)  # the desktop turns dark: so does the app
        assert theme.is_dark()
        assert app.palette().color(Role.WindowText) == QColor("#ececec")
        hints.switch(Qt.ColorScheme.Light)  # and back: the style's own light palette
        assert not theme.is_dark()
        assert app.palette().color(Role.Window) == app.style().standardPalette().color(Role.Window)
        assert theme.apply_scheme(app, "dark") == "dark"  # forced: the system is not followed
        hints.switch(Qt.ColorScheme.Light)
        assert theme.is_dark()
        monkeypatch.setenv(theme.THEME_ENV, "light")  # SCORETABLE_THEME, when not given
        assert theme.apply_scheme(app) == "light"
        assert not theme.is_dark()
        monkeypatch.setenv(theme.THEME_ENV, "sepia")  # unknown: the system's
        assert theme.apply_scheme(app) == "system"
        hints.switch(Qt.ColorScheme.Dark)
        assert theme.is_dark()
    finally:
        follower = getattr(app, theme._FOLLOWER, None)
        if follower is not None:  # one follower, made once, kept on the app
            assert [c for c in app.children() if isinstance(c, theme._SchemeFollower)] == [follower]
            follower.following = False
            follower.setParent(None)
            delattr(app, theme._FOLLOWER)
        app.setStyle(old_style)
        app.setPalette(old_palette)


def test_every_text_of_a_replayed_hand_reads_on_its_background(
    qtbot: Any, scheme: str, tmp_path: Any
) -> None:
    """The replay's panels, the dealer's among them (its fill the table's: on a dark palette
    the panel's own light fill left the dealer's white text on cream)."""
    from helpers.log_fixtures import GAME_XML

    from scoretable.storage.db import open_store
    from scoretable.storage.logs import import_log
    from scoretable.ui.library.replay_view import ReplayDialog

    path = tmp_path / "game.xml"
    path.write_text(GAME_XML, encoding="utf-8")
    with open_store(tmp_path / "lib").store as store:
        record = store.load_game(import_log(store, path).game_id)
    dialog = ReplayDialog(record)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    window_color = dialog.palette().color(Role.Window)
    assert sorted(panel.fill() == window_color for panel in dialog.panels) == [0, 1, 1, 1]
    pairs: list[Pair] = []
    for panel in dialog.panels:
        labels = [panel.wind_label, panel.name_label, panel.score_label, panel.delta_label]
        pairs += label_pairs(f"seat {panel.seat}", labels, panel.fill())
    assert low(pairs) == []
