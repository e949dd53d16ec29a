"""The table under pressure: every reader's texts measured in device pixels, in every state.

    python tests/helpers/pressure_checks.py 683x384      # prints "ok" or the problems
    python tests/helpers/pressure_checks.py 683x384 200%     # the same with View -> Text size 200%
    python tests/helpers/pressure_checks.py 683x384 ja   # in Japanese, the shipped fonts, KANJI

Run as a script under ``QT_SCALE_FACTOR=2`` it measures a 200% screen: what is measured is
what is painted (font metrics of the fonts the widgets draw with) times the window's device
pixel ratio. The targets (issue 25), for every panel and every side of the centre, in both
layouts: score digits at least :data:`SCORE_DEVICE_PIXELS` tall; names, round, honba, riichi
sticks, conditions lines, differences and refusals at least :data:`TEXT_DEVICE_PIXELS`, and
each whole in its box.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable

from PySide6.QtCore import QEvent, QPointF, QRect
from PySide6.QtGui import QEnterEvent, QFont, QFontMetrics
from PySide6.QtWidgets import QApplication, QLabel

from scoretable.engine.rules import get_preset
from scoretable.engine.table import Win, WinEntry, action_to_dict
from scoretable.game.model import GameModel
from scoretable.ui.table.main_window import MainWindow
from scoretable.ui.widgets.panels import (
    LINES_SMALLEST_DEVICE_PIXELS,
    SCORE_DEVICE_PIXELS,
    TEXT_DEVICE_PIXELS,
    PlayerPanel,
    digits_height,
    wrapped_lines,
)

PLAYERS = ("Aiko", "Bruno", "Chen", "Dana")
#: long kanji names (the walk's players with "ja")
KANJI = ("長谷川雅之介", "小比類巻健太郎", "勅使河原美智子", "五十嵐龍之介")
#: Seven non-dealer rons, East 1 to South 3: South 4 starts at 32,700 / 18,600 / 23,100 /
#: 25,600, seat 3 dealing; three players have all-last lines (one, two and three places).
HANDS = [(1, 2, 3, 30), (2, 3, 2, 30), (3, 0, 1, 30), (0, 1, 4, 30), (2, 3, 1, 30),
         (3, 1, 2, 40), (0, 2, 1, 30)]  # fmt: skip
LOG = [action_to_dict(Win((WinEntry(w, han=h, fu=f),), discarder=d)) for w, d, h, f in HANDS]
#: the states walked through
STATES = ("new", "south 4", "differences", "every hand", "hover", "refusal", "game over")
#: the sizes of the issue (683x384 is measured at a scale of 2, in a process of its own)
SIZES = ((683, 384), (1024, 600), (1366, 768), (1920, 1080))


def south_4(index: int = len(LOG)) -> GameModel:
    return GameModel.restore(get_preset("standard"), PLAYERS, LOG, index)


def settle(window: MainWindow) -> None:
    """Let the posted layout requests run (a font change moves the lines once more)."""
    for _ in range(4):
        QApplication.processEvents()
        for panel in window.panels:
            panel.relayout()
    QApplication.processEvents()


def enter(state: str, window: MainWindow) -> None:
    """Bring ``window`` into ``state``, as a player would (menu actions, the pointer)."""
    if state == "new":
        return
    if state == "refusal":  # Tenhou's rules: Bruno at 900 cannot declare riichi
        window.set_model(GameModel(get_preset("tenhou"), PLAYERS))
        window.model.record_win(Win((WinEntry(winner=0, han=6),), discarder=1))
        window.model.record_win(Win((WinEntry(winner=0, han=3, fu=30),), discarder=1))
        return
    window.set_model(south_4(6) if state == "every hand" else south_4())
    if state == "differences":
        window.menu_view.act_differences.trigger()
    elif state == "every hand":
        window.menu_view.act_conditions_any.trigger()
    elif state == "game over":
        window.model.end_game()
        window.menu_game.close_results()


def device(window: MainWindow, font: QFont) -> float:
    return font.pixelSize() * window.devicePixelRatioF()


def text_problem(
    window: MainWindow, what: str, font: QFont, least: int = TEXT_DEVICE_PIXELS
) -> list[str]:
    pixels = device(window, font)
    if pixels < least:
        return [f"{what} at {pixels:g} device px"]
    return []


def panel_problems(window: MainWindow, panel: PlayerPanel) -> list[str]:
    ratio = window.devicePixelRatioF()
    seat = f"seat {panel.seat}"
    found = []
    score = panel.score_label
    digits = digits_height(score.font()) * ratio
    if digits < SCORE_DEVICE_PIXELS:
        found.append(f"{seat}: score digits {digits:g} device px tall")
    metrics = QFontMetrics(score.font())
    box = score.contentsRect()
    if metrics.horizontalAdvance(score.text()) > box.width():
        found.append(f"{seat}: the score is wider than its box")
    if metrics.tightBoundingRect(score.text()).height() > box.height():
        found.append(f"{seat}: the score is taller than its box")
    found += text_problem(window, f"{seat}: the name", panel.name_label.font())
    name = QFontMetrics(panel.name_label.font()).horizontalAdvance(panel.name_label.text())
    if name > panel.name_label.contentsRect().width():
        found.append(f"{seat}: the name is clipped")
    button = panel.riichi_button
    if button.isVisibleTo(panel) and panel.dealer_label.isVisibleTo(panel):
        key = f"[{panel.seat + 1}]"  # the dealer's badge took its room at 683x384 @2
        if not button.text().endswith(key):
            found.append(f"{seat}: the dealer's riichi button says {button.text()!r}, no {key}")
    reason = panel.riichi_reason
    if reason.isVisibleTo(panel):
        found += text_problem(window, f"{seat}: the refusal", reason.font())
        flags = int(reason.alignment().value) | 0x1000  # Qt.TextWordWrap
        tall = QFontMetrics(reason.font()).boundingRect(
            QRect(0, 0, reason.width(), 10**5), flags, reason.text()
        )
        if tall.height() > reason.height():
            found.append(f"{seat}: the refusal is clipped ({tall.height()} > {reason.height()})")
    for line in panel._lines:
        if not line.isVisibleTo(panel) or line.height() == 0:
            continue
        found += text_problem(
            window, f"{seat}: a conditions line", line.font(), LINES_SMALLEST_DEVICE_PIXELS
        )
        drawn = line.drawn_lines()
        whole = wrapped_lines(line.text(), line.font(), line.contentsRect().width())
        # every line whole, "…" for none (but where the differences asked for take the room)
        if drawn != whole and not panel.differences_shown():
            found.append(f"{seat}: the conditions lines are cut short: {drawn[-1:]}")
        if len(drawn) * line.line_height() > line.height():
            found.append(f"{seat}: the conditions lines are clipped")
        widest = max((QFontMetrics(line.font()).horizontalAdvance(t) for t in drawn), default=0)
        if widest > line.contentsRect().width():
            found.append(f"{seat}: a conditions line is wider than its box")
    diff: QLabel = panel.diff_label
    if diff.isVisibleTo(panel) and diff.height() > 0:
        found += text_problem(window, f"{seat}: the differences", diff.font())
        if diff.heightForWidth(diff.width()) > diff.height():
            found.append(f"{seat}: the differences are clipped")
    return found


def centre_problems(window: MainWindow) -> list[str]:
    indicator = window.indicator
    found = []
    if window.layout_mode == "screen":
        for label in (indicator.round_label, indicator.counters_label):
            found += text_problem(window, f"the centre's {label.text()!r}", label.font())
        return found
    round_text = indicator.round_label.text()
    honba, sticks = indicator.counters_label.text().split(" · ")
    over = window.model.game_over
    for band, (angle, small_box, big_box) in zip(
        indicator._edge_bands(), indicator.edge_boxes(), strict=True
    ):
        written = f"{band.big_text}\n{band.small_text}"
        wanted = [round_text] if over else [round_text, honba, sticks]
        missing = [part for part in wanted if part not in written.replace("\n", " · ")]
        if missing:
            found.append(f"the centre's side at {angle}° leaves out {missing}")
        for font, text, box in ((band.small, band.small_text, small_box),
                                (band.big, band.big_text, big_box)):  # fmt: skip
            found += text_problem(window, f"the centre's {text!r} at {angle}°", font)
            metrics = QFontMetrics(font)
            wide = max(metrics.horizontalAdvance(part) for part in text.split("\n"))
            tall = metrics.boundingRect(QRect(0, 0, 10**5, 10**5), 0, text).height()
            if wide > box.width() or tall > box.height() + 1:
                found.append(f"the centre's {text!r} at {angle}° is larger than its band")
    return found


def hover(panel: PlayerPanel, inside: bool) -> None:
    """The pointer comes to rest on ``panel`` (or leaves it)."""
    if inside:
        centre = QPointF(panel.width() / 2, panel.height() / 2)
        QApplication.sendEvent(panel, QEnterEvent(centre, centre, centre))
    else:
        QApplication.sendEvent(panel, QEvent(QEvent.Type.Leave))


def shown_problems(window: MainWindow, state: str) -> list[str]:
    """What the state shows is shown: every seat's all-last lines (one line at least), the
    differences, the refusal (a check that passes on an empty panel proves nothing)."""
    found = []
    for panel in window.panels:
        seat = f"seat {panel.seat}"
        if state in ("south 4", "every hand"):
            for line in panel._lines:
                if line.lines() and not line.drawn_lines():
                    found.append(f"{seat}: no conditions line drawn")
        if state == "differences" and panel.diff_label.height() == 0:
            found.append(f"{seat}: no differences drawn")
    if state == "refusal" and not window.panels[1].riichi_reason.isVisibleTo(window):
        found.append("seat 1: no refusal shown")
    if state in ("south 4", "every hand") and not any(
        line.lines() for panel in window.panels for line in panel._lines
    ):
        found.append("no conditions at all")
    return found


def window_problems(window: MainWindow, state: str) -> list[str]:
    found = shown_problems(window, state)
    for panel in window.panels:
        found += panel_problems(window, panel)
    return found + centre_problems(window)


def walk(
    sizes: list[tuple[int, int]],
    make: Callable[[tuple[int, int]], MainWindow],
    layouts: tuple[str, ...] = ("screen", "table"),
) -> list[str]:
    """Every state at each size in each layout: the problems, each saying where."""
    found = []
    for layout in layouts:
        for size in sizes:
            for state in STATES:
                window = make(size)
                window.menu_view.set_layout_mode(layout)
                enter(state, window)
                settle(window)
                where = f"{layout} {size[0]}x{size[1]} @{window.devicePixelRatioF():g} {state}"
                if state != "hover":
                    found += [f"{where}: {problem}" for problem in window_problems(window, state)]
                for panel in window.panels if state == "hover" else []:
                    hover(panel, True)  # each reader's differences in turn
                    settle(window)
                    if panel.diff_label.height() == 0:
                        found.append(f"{where}: seat {panel.seat}: no differences drawn")
                    found += [f"{where}: {problem}" for problem in window_problems(window, state)]
                    hover(panel, False)
                window.menu_game.close_results()
                window.close()
    return found


def _make(size: tuple[int, int]) -> MainWindow:
    window = MainWindow(GameModel(get_preset("standard"), PLAYERS))
    window.resize(*size)
    window.show()
    return window


if __name__ == "__main__":
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QApplication.instance() or QApplication([])
    from PySide6.QtGui import QCursor

    QCursor.setPos(-100, -100)
    if "ja" in sys.argv[1:]:  # as the app starts in Japanese: its catalogue and fonts
        from scoretable.i18n import setup_application

        setup_application(app, language="ja")
        PLAYERS = KANJI
    # "200%" among the arguments: the walk at that text size (View -> Text size)
    percent = next((int(arg[:-1]) for arg in sys.argv[1:] if arg.endswith("%")), 100)
    asked = [tuple(int(n) for n in arg.split("x")) for arg in sys.argv[1:] if "x" in arg]

    def _make_at(size: tuple[int, int]) -> MainWindow:
        window = _make(size)
        window.seeing.set_text_size(percent)
        return window

    problems = walk([(w, h) for w, h in asked], _make_at)
    print("\n".join(problems) or "ok")
