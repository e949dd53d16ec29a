"""A player's panel fitted to its size: the lines' sizes following the panel's (name, wind,
change, button), the name in what its line leaves (smaller, the button shorter, or on two
lines), the refusal in the bottom line, and the score with the lines that come under it (the
differences, the all-last conditions): as large as the room the score leaves, the panel
squeezed (the change and the stick beside the digits), smaller, then fewer.

:class:`FittedPanel` holds the fitting; :class:`~.panel.PlayerPanel` builds the widgets it
fits and tells it when to fit.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from scoretable.ui import theme
from scoretable.ui.widgets.panels.parts import LinesLabel, NameLabel, RiichiStick, ScoreLabel
from scoretable.ui.widgets.panels.text_fit import (
    LINES_SMALLEST_DEVICE_PIXELS,
    NAME_READABLE,
    NAME_SMALLEST,
    NAME_TINY,
    SCORE_KEEPS,
    fit_pixel_size,
    score_floor_pixels,
    split_name,
    text_pixels,
    wrapped_lines,
)


class FittedPanel(QFrame):
    """The fitting of a player's panel (:class:`~.panel.PlayerPanel`, which builds the
    widgets named here and sets the state read here in its constructor; until then nothing
    is fitted: :attr:`_line_pixels` is 0 or unset)."""

    # the panel's widgets and layouts (PlayerPanel.__init__)
    wind_label: QLabel
    dealer_label: theme.BoxedLabel
    name_label: NameLabel
    score_label: ScoreLabel
    delta_label: QLabel
    result_label: QLabel
    riichi_stick: RiichiStick
    riichi_button: QPushButton
    riichi_reason: QLabel
    riichi_row: QWidget
    diff_label: QLabel
    _layout: QVBoxLayout
    _head: QHBoxLayout
    _badges: QBoxLayout
    _aside: QWidget
    # what the panel shows
    _key: str
    _result: str | None
    _differences: list[tuple[str, int]]
    _showing_differences: bool
    _lines: list[LinesLabel]
    # the fitting's own state
    _extras_key: tuple[object, ...]
    _squeezed: bool
    _aside_on: bool
    _row_height: int | None
    _row_full: int
    _line_pixels: int
    _stick_height: int
    _delta_pixels: tuple[int, int]
    _aside_width: int
    _head_height: int

    def _button_label(self) -> str:
        """The riichi button's text without its key (the panel's, translated)."""
        raise NotImplementedError

    def _short_button_label(self) -> str:
        """The riichi button's shortest text (the panel's, translated)."""
        raise NotImplementedError

    def _write_differences(self, count: int | None = None) -> None:
        """The differences, the first ``count`` of them (all: None) and "…" for the rest
        (the tooltip has them all)."""
        shown = self._differences if count is None else self._differences[:count]
        parts = [
            f"{_escape(name)}&nbsp;{theme.html_colored(theme.signed(diff), diff)}"
            for name, diff in shown
        ]
        more = " \u2026" if len(shown) < len(self._differences) else ""
        self.diff_label.setText(" &nbsp;· ".join(parts) + more)
        self.diff_label.setToolTip(
            " · ".join(f"{name} {theme.signed(diff)}" for name, diff in self._differences)
        )

    # --- fonts that follow the panel's size ---------------------------------------------

    def line_pixels(self) -> int:
        """The pixel size of the secondary lines (name, wind, change) for this panel."""
        return self._line_pixels

    def _fit_lines(self, force: bool = False) -> None:
        """Name, wind, change and buttons grow with the panel: readable across a table.

        The panel's height is shared: about a sixth each for the name line and the bottom
        line, the rest (about two thirds) for the score."""
        height = self.height()
        width = self.width()
        pixels = max(9, min(48, int(height * 0.11), int(width * 0.06)))
        # a low panel keeps less margin above and below: the score's lines need it more
        vertical = max(2, min(6, height // 30))
        if self._layout.contentsMargins().top() != vertical:
            self._layout.setContentsMargins(10, vertical, 10, vertical)
        if pixels == self._line_pixels and not force:
            return
        self._line_pixels = pixels
        name_font = QFont(self.name_label.font())
        name_font.setPixelSize(int(pixels * 1.15))
        name_font.setWeight(QFont.Weight.DemiBold)
        self.name_label.setFont(name_font)
        wind_font = QFont(self.wind_label.font())
        wind_font.setPixelSize(pixels)
        self.wind_label.setFont(wind_font)
        dealer_font = QFont(wind_font)
        dealer_font.setBold(True)
        dealer_font.setPixelSize(max(10, int(pixels * 0.85)))
        self.dealer_label.setFont(dealer_font)
        delta_font = QFont(self.delta_label.font())
        delta_font.setPixelSize(pixels)
        delta_font.setWeight(QFont.Weight.DemiBold)
        self.delta_label.setFont(delta_font)
        result_font = QFont(delta_font)
        result_font.setPixelSize(int(pixels * 1.3))
        result_font.setWeight(QFont.Weight.Bold)
        self.result_label.setFont(result_font)
        button_font = QFont(self.riichi_button.font())
        button_font.setPixelSize(self.button_pixels())
        self.riichi_button.setFont(button_font)
        reason_font = QFont(button_font)
        reason_font.setPixelSize(max(text_pixels(self), int(pixels * 0.6)))
        self.riichi_reason.setFont(reason_font)
        stick_height = max(6, int(pixels * 0.7))
        self.riichi_stick.setFixedSize(QSize(stick_height * 7, stick_height))
        # the bottom line keeps one height whatever it shows (a refusal on two lines at the
        # smallest size a reader is given): nothing jumps
        row_height = QFontMetrics(result_font if self._result else delta_font).height()
        # (where that is more than a quarter of the panel, it grows while a refusal shows)
        reason_font.setPixelSize(text_pixels(self))
        two_lines = 2 * QFontMetrics(reason_font).lineSpacing()
        if two_lines * 4 <= height:
            row_height = max(row_height, two_lines)
        self._row_full = row_height
        self._stick_height = stick_height
        # squeezed (all-last lines that need the room): the change at the smallest size a
        # reader is given (its own if smaller), beside the score with the stick, as wide as
        # the widest change
        self._delta_pixels = (pixels, min(pixels, text_pixels(self)))
        delta_font.setPixelSize(self._delta_pixels[1])
        self._aside_width = QFontMetrics(delta_font).horizontalAdvance(theme.MINUS + "88,888")
        self._apply_squeeze()
        self.riichi_button.setFixedHeight(int(QFontMetrics(button_font).height() * 1.5))
        # the name line's height for a name on one line (two lines make it taller)
        self._head_height = max(QFontMetrics(name_font).height(), self.riichi_button.height())
        self.name_label.setFixedHeight(self._head_height)
        self._fit_name()

    def name_pixels(self) -> int:
        """The name's usual pixel size: the largest it is drawn."""
        return int(self._line_pixels * 1.15)

    def readable_name_pixels(self) -> int:
        """The smallest the name is drawn while two lines at this size hold it (about 60% of
        its usual size, at least :data:`NAME_SMALLEST`)."""
        return max(NAME_SMALLEST, int(self.name_pixels() * NAME_READABLE))

    def button_pixels(self) -> int:
        """The riichi button's text size: it never gets smaller to make room for a name,
        nor than the wind's and the change's (:meth:`line_pixels`) while they are below
        :func:`text_pixels` (it was 9 px beside their 12 at 800x450)."""
        floor = min(text_pixels(self), self._line_pixels)
        return max(9, floor, int(self._line_pixels * 0.72))

    def _fit_reason(self) -> None:
        """The refusal in the bottom line, wrapped, as large as the line allows (at most the
        size of the line's other text), never below :func:`text_pixels`: where it needs more
        lines than the bottom line holds there, the bottom line grows while it is shown."""
        row = self._row_height
        if row is None:  # not yet fitted
            return
        font, needed = self._reason_fit(row)
        if font is not None:
            self.riichi_reason.setFont(font)
        if self.riichi_row.height() != needed:
            self.riichi_row.setFixedHeight(needed)

    def _reason_fit(self, row: int) -> tuple[QFont | None, int]:
        """The refusal's font in a bottom line ``row`` high (None: no refusal shown) and the
        height the bottom line needs for it."""
        text = self.riichi_reason.text()
        if not text:
            return None, row
        width = max(1, self.riichi_reason.width() or self.width() // 2)
        font = QFont(self.riichi_reason.font())
        # measured as drawn: centred vertically, a line can round one pixel taller
        flags = int(self.riichi_reason.alignment().value) | int(Qt.TextFlag.TextWordWrap.value)

        def tall(pixels: int) -> int:
            font.setPixelSize(pixels)
            return QFontMetrics(font).boundingRect(QRect(0, 0, width, 10**5), flags, text).height()

        pixels = max(text_pixels(self), self._line_pixels)
        while pixels > text_pixels(self) and tall(pixels) > row:
            pixels -= 1
        return font, max(row, tall(pixels))

    def _apply_squeeze(self) -> None:
        """The stick and the change in the bottom line, or beside the score where the
        all-last lines need the bottom line's room (:attr:`_squeezed`, :meth:`fit_extras`):
        the change at the smallest size a reader is given (its own if smaller), the bottom
        line then empty but for a refusal."""
        squeezed = self._squeezed
        font = QFont(self.delta_label.font())
        font.setPixelSize(self._delta_pixels[squeezed])
        if font.pixelSize() != self.delta_label.font().pixelSize():
            self.delta_label.setFont(font)
        height = self._stick_height
        if squeezed:
            height = max(3, self._aside_width // 7)
            self._aside.resize(self._aside_width, self._aside.height())
        self.riichi_stick.setFixedSize(QSize(height * 7, height))
        if squeezed != self._aside_on:
            self._aside_on = squeezed
            row = self.riichi_row.layout()
            aside = self._aside.layout()
            assert isinstance(row, QBoxLayout)
            assert isinstance(aside, QBoxLayout)
            # the stick first in the bottom line, the change after the refusal; beside the
            # score, between the stretches (the change above the stick)
            moves = ((self.riichi_stick, 0, 1), (self.delta_label, 2, 1))
            for widget, in_row, in_aside in moves:
                shown = not widget.isHidden()
                (row if squeezed else aside).removeWidget(widget)
                if squeezed:
                    aside.insertWidget(in_aside, widget, 0, Qt.AlignmentFlag.AlignLeft)
                else:
                    row.insertWidget(in_row, widget)
                widget.setVisible(shown)  # a new parent hides it
            # the change as tall as its text beside the score, the bottom line's height below
            self.delta_label.setSizePolicy(
                QSizePolicy.Policy.Preferred,
                QSizePolicy.Policy.Fixed if squeezed else QSizePolicy.Policy.Ignored,
            )
            self._aside.setVisible(squeezed)
            self.score_label.fit()  # narrower digits beside it, or the whole width again
        self._row_height = 0 if squeezed else self._row_full
        self._fit_reason()

    # --- the score and the lines under it -----------------------------------------------

    def score_room(self, squeezed: bool | None = None) -> tuple[int, int]:
        """(width, height) the score and the extra lines share: the panel less its margins,
        the name line and the bottom line; squeezed or not (None: as the panel is)."""
        if squeezed is None:
            squeezed = self._squeezed
        margins = self._layout.contentsMargins()
        width = self.width() - margins.left() - margins.right()
        if squeezed:  # the stick and the change beside it
            width -= self._aside_width + ScoreLabel.ASIDE_GAP
        row = self._reason_fit(0 if squeezed else self._row_full)[1]
        self._head.invalidate()  # its cached size may be from before the fonts changed
        height = self.height() - margins.top() - margins.bottom()
        height -= self._head.minimumSize().height() + row
        return width, height - 2 * self._layout.spacing()

    def score_keeps_pixels(self, squeezed: bool | None = None) -> int:
        """The score's pixel size the extra lines leave it: its size with none of them
        (:data:`SCORE_KEEPS` of it), never below :data:`SCORE_DEVICE_PIXELS` tall digits
        while the panel holds that much; squeezed, those digits."""
        if squeezed is None:
            squeezed = self._squeezed
        width, height = self.score_room(squeezed)
        font = QFont(self.score_label.font())
        font.setWeight(QFont.Weight.DemiBold)
        reference = ScoreLabel.REFERENCE
        full = fit_pixel_size(font, reference, width - 4, height - 2, ink=True)
        floor = score_floor_pixels(font, self.devicePixelRatioF())
        return min(full, floor if squeezed else max(floor, int(full * SCORE_KEEPS)))

    def _score_needs(self, squeezed: bool) -> int:
        """The height the score keeps under the extra lines (its digits' ink and a little)."""
        font = QFont(self.score_label.font())
        font.setWeight(QFont.Weight.DemiBold)
        font.setPixelSize(self.score_keeps_pixels(squeezed))
        return QFontMetrics(font).tightBoundingRect(ScoreLabel.REFERENCE).height() + 4

    def _lines_heights(self, lines: list[LinesLabel], font: QFont, width: int) -> list[int]:
        return [
            len(wrapped_lines(line.text(), font, width)) * line.line_height(font) for line in lines
        ]

    def fit_extras(self) -> None:
        """The differences and the added lines under the score: as large as the room the
        score leaves (:meth:`score_keeps_pixels`) allows, down to :func:`text_pixels`; where
        the lines do not all fit there, the panel is squeezed (the change and the stick
        beside the score's digits, the bottom line empty, the score down to its floor:
        :meth:`_apply_squeeze`); then the lines smaller, down to
        :data:`LINES_SMALLEST_DEVICE_PIXELS`; then fewer lines (the last ones first, the
        whole text in the tooltip); then none."""
        if not getattr(self, "_line_pixels", 0):
            return
        lines = [line for line in self._lines if line.lines()]
        diff = self.diff_label if self._showing_differences else None
        width, height = self.score_room(False)  # the key: the same squeezed or not
        key: tuple[object, ...] = (width, height, self.devicePixelRatioF(), self._line_pixels)
        key += (diff is not None, tuple(self._differences), theme.is_dark())  # its colours
        key += (self._result is not None,)
        key += tuple(line.text() for line in lines)
        if key == self._extras_key:
            return
        self._extras_key = key
        for line in self._lines:
            if line not in lines:
                line.setFixedHeight(0)
        smallest = text_pixels(self)
        probe = QFont(self.diff_label.font())
        probe.setPixelSize(smallest)
        squeeze = self._squeeze_needed(lines, probe, width, height)
        if squeeze != self._squeezed:
            self._squeezed = squeeze
            self._apply_squeeze()
        height = self.score_room()[1]  # (the lines as wide as the panel)
        if diff is None and not lines:
            return
        if diff is not None:
            self._write_differences()
        needed = self._score_needs(self._squeezed)
        spacing = self._layout.spacing()
        # each line shown costs the layout's spacing too (a line with no room is hidden)
        room = height - needed
        budget = room - spacing * (len(lines) + (diff is not None))
        largest = max(smallest, int(self._line_pixels * 0.7))

        def diff_height(pixels: int) -> int:
            if diff is None:
                return 0
            probe.setPixelSize(pixels)
            diff.setFont(probe)
            return diff.heightForWidth(width)

        def lines_heights(pixels: int) -> list[int]:
            probe.setPixelSize(pixels)
            return self._lines_heights(lines, probe, width)

        # the largest size at which everything fits (a binary search: heights grow with it)
        low, high = smallest, largest
        fits = diff_height(low) + sum(lines_heights(low)) <= budget
        while fits and low < high:
            middle = (low + high + 1) // 2
            if diff_height(middle) + sum(lines_heights(middle)) <= budget:
                low = middle
            else:
                high = middle - 1
        # where nothing fits: the lines (not the differences) smaller, down to
        # LINES_SMALLEST_DEVICE_PIXELS, rather than fewer
        lines_pixels = low
        floor = math.ceil(LINES_SMALLEST_DEVICE_PIXELS / max(1.0, self.devicePixelRatioF()))
        while not fits and lines and lines_pixels > floor:
            lines_pixels -= 1
            fits = diff_height(low) + sum(lines_heights(lines_pixels)) <= budget
        # the differences first: asked for (a key, the pointer)
        differences = self._fewer_differences(diff_height(low), room - spacing, width)
        left = room - (differences + spacing if diff is not None and differences else 0)
        probe.setPixelSize(lines_pixels)
        self._place_lines(lines, probe, lines_heights(lines_pixels), left, spacing)
        if diff is not None:
            diff.setFixedHeight(differences)
            diff.setVisible(differences > 0)

    def _squeeze_needed(
        self, lines: list[LinesLabel], probe: QFont, width: int, height: int
    ) -> bool:
        """Whether the panel is squeezed for ``lines`` (:meth:`_apply_squeeze`): where they
        alone (not the differences: a pointer would move them) do not all fit at ``probe``'s
        size (the smallest) in the ``width`` x ``height`` the score and they share unsqueezed,
        and the score keeps its floor between the stick and the change."""
        if not lines or self._result is not None:
            return False
        room = height - self._score_needs(False) - 2 * len(lines)
        if sum(self._lines_heights(lines, probe, width)) <= room:
            return False
        score = QFont(self.score_label.font())
        score.setWeight(QFont.Weight.DemiBold)
        narrow = self.score_room(True)[0] - 4
        fitted = fit_pixel_size(score, ScoreLabel.REFERENCE, narrow, 10**4, ink=True)
        return fitted >= score_floor_pixels(score, self.devicePixelRatioF())

    def _fewer_differences(self, differences: int, room: int, width: int) -> int:
        """The height of the differences (``differences`` high, written whole) in ``room``:
        fewer of them where they do not fit, "…" for the rest (:meth:`_write_differences`);
        0 where not even one fits (none drawn: the score first)."""
        count = len(self._differences)
        while differences > room and count > 1:
            count -= 1
            self._write_differences(count)
            differences = self.diff_label.heightForWidth(width)
        return 0 if differences > room else differences

    def _place_lines(
        self, lines: list[LinesLabel], font: QFont, heights: list[int], left: int, spacing: int
    ) -> None:
        """Each of ``lines`` in ``font``, ``heights`` high wrapped, in the height ``left``
        under the score, each costing the layout's ``spacing`` too: whole while it fits, else
        as many of its wrapped lines as the room left holds (none: hidden)."""
        for line, tall in zip(lines, heights, strict=True):
            line.setFont(font)
            step = line.line_height(font)
            left -= spacing
            if tall <= left:
                line.set_shown(None)
            else:  # as many of its lines as the room left holds
                tall = max(0, left // step) * step
                line.set_shown(tall // step)
            line.setFixedHeight(tall)
            line.setVisible(tall > 0)
            left -= tall if tall else -spacing

    # --- the name line ------------------------------------------------------------------

    def _fit_name(self) -> None:
        """The whole name in what the name line leaves it (wind, badge, button): smaller
        rather than clipped (a sideways panel at 640x360 showed "Brun"), but not below
        :meth:`readable_name_pixels` while there is another way. On one line the button
        first drops its key, then is only as wide as its text (saying just "Riichi" if
        need be); then the name goes onto two lines beside the wind with the badge under
        it, as large as they allow up to the usual size (the name line grows; not where
        that would cost the score more than a tenth of its size, unless one line would be
        below :data:`NAME_TINY`). Only when none of these holds it at the readable size is it
        smaller: the best of them. The key comes back wherever it costs the name nothing
        (a button only as wide as its text, the dealer's badge under the wind). The button's
        text keeps its size throughout."""
        if not hasattr(self, "_layout") or not getattr(self, "_line_pixels", 0):
            return
        room, room_two = self._name_room()
        name = self.name_label.text() or " "
        font = QFont(self.name_label.font())
        wanted = self.name_pixels()
        no_key = self._button_label()
        keyed = f"{no_key} [{self._key}]" if self._key else no_key
        short = self._short_button_label()

        def fitted(lines: tuple[str, ...], text: str, tight: bool) -> int:
            width = room_two if len(lines) > 1 else room
            width = max(1, width - self._button_width(text, tight))
            return min(wanted, *(fit_pixel_size(font, line, width, 10**4) for line in lines))

        options: list[tuple[tuple[str, ...], str, bool]] = [
            ((name,), self.riichi_button.text(), False),
            ((name,), no_key, False),
            ((name,), no_key, True),
            ((name,), short, True),
        ]
        two = split_name(name, font)
        if len(two) > 1:
            options += [(two, no_key, False), (two, short, True)]
        pixels, lines, text, tight = self._best_name_option(options, fitted, font)
        # the key too, wherever it costs the name nothing (the button only as wide as its
        # text if need be): the dealer's badge left it no room at 683x384 at 200%
        for keyed_tight in (False, True) if text != keyed else ():
            if fitted(lines, keyed, keyed_tight) >= pixels:
                text, tight = keyed, keyed_tight
                break
        # the badge under the wind (as beside two lines) leaves a name on one line room for
        # the key, where the score keeps nine tenths of its size (a sideways dealer's panel)
        under = len(lines) > 1
        if text != keyed and not under and self.dealer_label.isVisibleTo(self):
            for keyed_tight in (False, True):
                width = max(1, room_two - self._button_width(keyed, keyed_tight))
                got = min(wanted, fit_pixel_size(font, name, width, 10**4))
                if got >= pixels and self._score_keeps(font, got, lines):
                    text, tight, under = keyed, keyed_tight, True
                    break
        self._show_name(font, pixels, lines, text, tight, under)

    def _name_room(self) -> tuple[int, int]:
        """The width the name line leaves the name and the button: beside the wind and the
        dealer's badge (a name on one line), and beside the wind with the badge under it (a
        name on two lines)."""
        margins = self._layout.contentsMargins()
        # the name line's spacing (8 between items, 6 more before the name) and a little slack
        room = self.width() - margins.left() - margins.right() - (8 + 6 + 8 + 4)
        wind = self.wind_label.sizeHint().width()
        room_two = room - wind  # beside two lines the badge goes under the wind
        room -= wind
        if self.dealer_label.isVisibleTo(self):
            dealer = self.dealer_label.sizeHint().width()
            room -= dealer + 8
            room_two -= max(0, dealer - wind)
        return room, room_two

    def _button_width(self, text: str, tight: bool) -> int:
        """The riichi button's width saying ``text``: only as wide as the text (``tight``),
        else as the style draws it (its text set to ``text`` to ask); 0 once the game is
        over (no button). Its font keeps the size :meth:`_fit_lines` gave it."""
        button = self.riichi_button
        if self._result is not None:  # the game is over: no button
            return 0
        if tight:  # only as wide as its text (the style's buttons are at least 80 px)
            return QFontMetrics(button.font()).horizontalAdvance(text) + 14
        if button.text() != text:
            button.setText(text)
        return button.sizeHint().width()

    def _best_name_option(
        self,
        options: list[tuple[tuple[str, ...], str, bool]],
        fitted: Callable[[tuple[str, ...], str, bool], int],
        font: QFont,
    ) -> tuple[int, tuple[str, ...], str, bool]:
        """The first of ``options`` (the name's lines, the button's text, whether the button
        is only as wide as its text) that holds the name at :meth:`readable_name_pixels`
        (``fitted``: the size it gets), else the one giving it the largest size: two lines
        only where the score keeps nine tenths of its size, unless one line would be below
        :data:`NAME_TINY`. Returns the size and the option."""
        readable = self.readable_name_pixels()
        best: tuple[int, tuple[str, ...], str, bool] | None = None
        # two lines that cost the score: only if one line would be tiny
        costly: tuple[int, tuple[str, ...], str, bool] | None = None
        for lines, text, tight in options:
            pixels = fitted(lines, text, tight)
            if len(lines) > 1 and not self._score_keeps(font, pixels, lines):
                if costly is None or pixels > costly[0]:
                    costly = (pixels, lines, text, tight)
                continue
            if best is None or pixels > best[0]:
                best = (pixels, lines, text, tight)
            if pixels >= readable:
                break
        assert best is not None  # the first option is always allowed
        if best[0] < NAME_TINY and costly is not None and costly[0] > best[0]:
            best = costly
        return best

    def _show_name(
        self, font: QFont, pixels: int, lines: tuple[str, ...], text: str, tight: bool, under: bool
    ) -> None:
        """The name drawn in ``font`` at ``pixels`` on ``lines``, the button saying ``text``
        (only as wide as it if ``tight``), the dealer's badge ``under`` the wind or beside
        it; then the name made sure of in its box and the lines under the score fitted again
        (the name line's height may have changed)."""
        label = self.name_label
        button = self.riichi_button
        if button.text() != text:
            button.setText(text)
        button.setMaximumWidth(self._button_width(text, True) if tight else 16777215)
        font.setPixelSize(max(1, pixels))
        if font.pixelSize() != label.font().pixelSize():
            label.setFont(font)
        label.set_lines(lines)
        self._badges.setDirection(
            QBoxLayout.Direction.TopToBottom if under else QBoxLayout.Direction.LeftToRight
        )
        self._badges.setSpacing(2 if under else 8)
        stacked = len(lines) > 1
        height = max(self._head_height, label.lines_size(font).height() if stacked else 0)
        if label.minimumHeight() != height or label.maximumHeight() != height:
            label.setFixedHeight(height)
        self._fit_name_box()
        self.fit_extras()

    def _score_keeps(self, font: QFont, pixels: int, lines: tuple[str, ...]) -> bool:
        """Whether the score keeps nine tenths of its size (or more) when the name line is
        as tall as ``lines`` at ``pixels`` with the wind above the badge."""
        probe = QFont(font)
        probe.setPixelSize(max(1, pixels))
        text = QFontMetrics(probe).boundingRect(
            QRect(0, 0, 10**5, 10**5), int(self.name_label.alignment().value), "\n".join(lines)
        )
        badges = self.wind_label.sizeHint().height()
        if self.dealer_label.isVisibleTo(self):
            badges += 2 + self.dealer_label.sizeHint().height()
        taller = max(self._head_height, text.height(), badges)
        # the other lines' heights, as the layout has them
        rest = self._layout.minimumSize().height() - self._head.minimumSize().height()
        margins = self._layout.contentsMargins()
        width = self.width() - margins.left() - margins.right() - 4
        score = QFont(self.score_label.font())
        score.setWeight(QFont.Weight.DemiBold)
        reference = ScoreLabel.REFERENCE

        def score_pixels(head: int) -> int:
            box = max(1, self.height() - rest - head - 2)
            return fit_pixel_size(score, reference, width, box, ink=True)

        return score_pixels(taller) * 10 >= score_pixels(self._head_height) * 9

    def _fit_name_box(self) -> None:
        """The name's font no larger than its box, as laid out, allows (the estimate in
        :meth:`_fit_name` decides the lines and the button; this makes sure of the name)."""
        label = self.name_label
        box = label.contentsRect()
        if box.width() <= 1 or not getattr(self, "_line_pixels", 0):
            return
        font = QFont(label.font())
        lines = label.lines()
        fitted = min(fit_pixel_size(font, line or " ", box.width(), 10**4) for line in lines)
        # smaller than anyone can read rather than clipped (the tooltip has it whole)
        font.setPixelSize(max(1, min(self.name_pixels(), fitted)))
        while len(lines) > 1 and font.pixelSize() > 1:
            if label.lines_size(font).height() <= label.maximumHeight():
                break
            font.setPixelSize(font.pixelSize() - 1)
        if font.pixelSize() != label.font().pixelSize():
            label.setFont(font)

    def _head_fits(self, button_text: str) -> bool:
        """Whether the name line holds the wind, badge, the name (its widest line) and this
        button text."""
        if not hasattr(self, "_layout"):
            return True
        margins = self._layout.contentsMargins()
        button = QFontMetrics(self.riichi_button.font()).horizontalAdvance(button_text) + 28
        metrics = QFontMetrics(self.name_label.font())
        name = max(metrics.horizontalAdvance(line) for line in self.name_label.lines())
        used = self.wind_label.sizeHint().width() + button + name + 40
        if self.dealer_label.isVisibleTo(self):
            used += self.dealer_label.sizeHint().width()
        return used <= self.width() - margins.left() - margins.right()


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
