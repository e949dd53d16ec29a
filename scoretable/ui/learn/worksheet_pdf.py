"""A worksheet as a PDF: the questions with their tiles as pictures, the answer key at the back.

    pages = write_pdf(questions, "sheet.pdf", paper="a4")

Each question shows the situation (seat and round wind, riichi, ron or tsumo, the dora
indicators as tiles), the hand as it lies on the table (the winning tile apart, a called tile
sideways, a closed kan's ends face down) and lines to write the yaku, han, fu and points on.
The key, on pages of its own after the questions, gives each hand's explanation from the yaku
to the payment (:func:`scoretable.teaching.explain.explain_hand`). The tiles are the SVG
pictures drawn as vectors (:mod:`scoretable.ui.tiles`). Words go through
``QCoreApplication.translate`` (context ``Worksheet``): the app's language in the dialog,
English on the command line.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QFont,
    QFontMetricsF,
    QGuiApplication,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
)

from scoretable.storage.bounded import check_target
from scoretable.storage.work import Progress, no_progress
from scoretable.teaching.explain import explain_hand
from scoretable.teaching.worksheet import (
    Question,
    SourcedHand,
    WorksheetError,
    read_hands,
    sourced,
)
from scoretable.ui.tiles import layout_hand, paint_tile, tile_tokens
from scoretable.ui.widgets.child_work import part_of, whole_or_nothing

LATIN_FAMILIES = ("DejaVu Sans", "Noto Sans", "Liberation Sans", "Segoe UI", "Helvetica", "Arial")
PAPERS = {"a4": QPageSize.PageSizeId.A4, "letter": QPageSize.PageSizeId.Letter}
DPI = 300
MM = DPI / 25.4
TILE_HEIGHT = 12 * MM
INDICATOR_HEIGHT = 8 * MM


def _wind(letter: str) -> str:
    names = {
        "E": QCoreApplication.translate("Worksheet", "East"),
        "S": QCoreApplication.translate("Worksheet", "South"),
        "W": QCoreApplication.translate("Worksheet", "West"),
        "N": QCoreApplication.translate("Worksheet", "North"),
    }
    return names[letter]


def situation(question: Question) -> str:
    """The situation of a question's hand in one line (its dora indicators are drawn apart)."""
    hand = question.hand.hand
    parts = [
        QCoreApplication.translate("Worksheet", "Seat wind: {wind}").format(
            wind=_wind(hand.seat_wind)
        ),
        QCoreApplication.translate("Worksheet", "Round wind: {wind}").format(
            wind=_wind(hand.round_wind)
        ),
    ]
    if hand.double_riichi:
        parts.append(QCoreApplication.translate("Worksheet", "Double riichi"))
    elif hand.riichi:
        parts.append(QCoreApplication.translate("Worksheet", "Riichi"))
    parts.append(
        QCoreApplication.translate("Worksheet", "Tsumo")
        if hand.tsumo
        else QCoreApplication.translate("Worksheet", "Ron")
    )
    flags = (
        (hand.ippatsu, QCoreApplication.translate("Worksheet", "Ippatsu")),
        (hand.haitei, QCoreApplication.translate("Worksheet", "Last tile drawn (haitei)")),
        (hand.houtei, QCoreApplication.translate("Worksheet", "Last discard (houtei)")),
        (hand.rinshan, QCoreApplication.translate("Worksheet", "After a kan (rinshan)")),
        (hand.chankan, QCoreApplication.translate("Worksheet", "Robbing a kan (chankan)")),
        (
            hand.tenhou or hand.chiihou,
            QCoreApplication.translate("Worksheet", "First draw (tenhou/chiihou)"),
        ),
    )
    parts += [text for on, text in flags if on]
    if hand.nukidora:
        parts.append(
            QCoreApplication.translate("Worksheet", "North tiles set aside: {n}").format(
                n=hand.nukidora
            )
        )
    return " · ".join(parts)


class _Writer:
    """Draws on the pages, a line at a time from the top, a new page when the next block
    does not fit."""

    def __init__(self, pdf: QPdfWriter) -> None:
        self.pdf = pdf
        self.painter = QPainter(pdf)
        rect = pdf.pageLayout().paintRectPixels(DPI)
        self.width = rect.width()
        self.height = rect.height()
        self.y = 0.0
        self.pages = 1
        self.font = QFont(QGuiApplication.font())
        # a common Latin face first: the shipped Japanese subset's Latin glyphs drew well but
        # came out of the PDF as no text (pdftotext lost every digit)
        self.font.setFamilies([*LATIN_FAMILIES, *self.font.families()])

    def set_font(self, size_pt: float, bold: bool = False) -> QFontMetricsF:
        font = QFont(self.font)
        font.setPixelSize(round(size_pt * DPI / 72))
        font.setBold(bold)
        self.painter.setFont(font)
        return QFontMetricsF(font, self.pdf)

    def room(self, height: float) -> None:
        if self.y + height > self.height and self.y > 0:
            self.new_page()

    def new_page(self) -> None:
        self.pdf.newPage()
        self.pages += 1
        self.y = 0.0

    def text(self, line: str, size_pt: float = 11, bold: bool = False) -> None:
        metrics = self.set_font(size_pt, bold)
        flags = Qt.TextFlag.TextWordWrap
        bound = metrics.boundingRect(QRectF(0, 0, self.width, 10 * self.height), flags, line)
        self.room(bound.height())
        self.painter.drawText(QRectF(0, self.y, self.width, bound.height()), flags, line)
        self.y += bound.height()

    def hand(self, question: Question) -> None:
        hand = question.hand.hand
        concealed = tile_tokens(hand.tiles)
        win = hand.win
        if win in concealed:  # the winning tile drawn apart, last
            concealed.remove(win)
        concealed.append(win)
        melds = []
        for meld in hand.melds:
            kind, tiles = meld.split(":", 1)
            melds.append((kind, tile_tokens(tiles)))
        height = TILE_HEIGHT
        _, natural = layout_hand(concealed, melds, height * 0.75, height)
        if natural > self.width:
            height *= self.width / natural
        placed, _ = layout_hand(concealed, melds, height * 0.75, height, origin=QPointF(0, self.y))
        for tile in placed:
            paint_tile(
                self.painter,
                tile.rect,
                tile.tile,
                highlight=tile.win,
                sideways=tile.sideways,
                face_down=tile.face_down,
                dark=False,
            )
        self.y += height

    def indicators(self, label: str, tiles: list[str]) -> None:
        metrics = self.set_font(10)
        width = metrics.horizontalAdvance(label) + 2 * MM
        line = QRectF(0, self.y, width, INDICATOR_HEIGHT)
        self.painter.drawText(line, Qt.AlignmentFlag.AlignVCenter, label)
        x = width
        for tile in tiles:
            rect = QRectF(x, self.y, INDICATOR_HEIGHT * 0.75, INDICATOR_HEIGHT)
            paint_tile(self.painter, rect, tile, dark=False)
            x += rect.width()
        self.y += INDICATOR_HEIGHT

    def end(self) -> None:
        self.painter.end()


def read_hands_or_log(text: str, name: str) -> list[SourcedHand]:
    """A teacher's hands: a ``hand --batch`` file, or a Tenhou log (mjlog XML) whose
    winning hands are the questions.

    Raises:
        WorksheetError: neither, or a hand that cannot be read (one line naming it).
    """
    if text.lstrip().startswith("<"):
        from scoretable.logs.agari import AgariError, winning_hands

        try:
            return sourced(winning_hands(text, name), name)
        except AgariError as exc:
            # the window says the log's reason in its language, the command line in English
            raise WorksheetError("{error}", error=exc) from exc
    return read_hands(text, name)


def question_height() -> float:
    """What one question takes on the page, at most (so a question is never cut in two)."""
    return 7 * MM + INDICATOR_HEIGHT + 2 * MM + TILE_HEIGHT + 24 * MM


def check_writable(path: str) -> None:
    """Raises OSError (one line) if the sheet cannot be written next to ``path``, Refused
    if ``path`` is not a regular file (:func:`scoretable.storage.bounded.check_target`)."""
    check_target(path)
    try:  # Qt says only "QPainter::begin(): Returned false"; Python says why
        with open(part_of(Path(path)), "wb"):
            pass
    except OSError as exc:
        raise CannotWrite(exc.errno, exc.strerror, path) from None


class CannotWrite(OSError):
    """The sheet cannot be written at ``filename``; ``str()`` is one line for the command
    line, the window says it in its language (:func:`scoretable.ui.error_words.error_sentence`)."""

    def __str__(self) -> str:
        return f"cannot write {self.filename}: {self.strerror}"


def write_pdf(
    questions: Sequence[Question],
    path: str,
    *,
    paper: str = "a4",
    title: str = "",
    progress: Progress = no_progress,
) -> int:
    """Write the worksheet to ``path``; returns its number of pages.

    ``progress("questions", n, total)`` after each question drawn, then
    ``progress("answers", n, total)`` after each answer; it may raise
    :class:`~scoretable.storage.work.Cancelled`, which stops the drawing there and writes no
    file (a sheet without its answer key would mislead): an older file at ``path`` stays as it
    was. The sheet is drawn beside ``path`` and takes its place once whole. It may be drawn on
    a thread other than the window's (QPainter may paint a QPdfWriter there).

    Raises:
        OSError: the file cannot be written.
    """
    check_writable(path)
    with whole_or_nothing(Path(path)) as drawing:
        return _draw(questions, str(drawing), paper, title, progress)


def draw_pdf(
    part: str,
    progress: Progress,
    *,
    questions: Sequence[Question],
    paper: str = "a4",
    title: str = "",
) -> int:
    """Draw the worksheet into the file ``part`` (no ``.part`` of its own, no replacing): the
    drawing a child process does for the window (:mod:`scoretable.ui.widgets.child_work`);
    its number of pages."""
    return _draw(questions, part, paper, title, progress)


def _draw(
    questions: Sequence[Question], path: str, paper: str, title: str, progress: Progress
) -> int:
    pdf = QPdfWriter(path)
    pdf.setResolution(DPI)
    pdf.setTitle(
        title or QCoreApplication.translate("Worksheet", "Worksheet: what is the hand worth?")
    )
    pdf.setCreator("scoretable")
    layout = QPageLayout(
        QPageSize(PAPERS[paper]),
        QPageLayout.Orientation.Portrait,
        QMarginsF(15, 15, 15, 15),
        QPageLayout.Unit.Millimeter,
    )
    pdf.setPageLayout(layout)
    writer = _Writer(pdf)
    try:
        _fill(writer, questions, title, progress)
    finally:
        writer.end()
    return writer.pages


def _fill(writer: _Writer, questions: Sequence[Question], title: str, progress: Progress) -> None:
    writer.text(
        title or QCoreApplication.translate("Worksheet", "Worksheet: what is the hand worth?"),
        16,
        bold=True,
    )
    writer.text(
        QCoreApplication.translate(
            "Worksheet",
            "For each hand: its yaku, han, fu and what it pays (without honba or sticks).",
        ),
        10,
    )
    writer.y += 4 * MM
    for question in questions:
        writer.room(question_height())
        writer.text(
            QCoreApplication.translate("Worksheet", "Question {n}").format(n=question.number),
            12,
            bold=True,
        )
        writer.text(situation(question), 10)
        hand = question.hand.hand
        dora = tile_tokens(hand.dora)
        ura = tile_tokens(hand.ura)
        if dora:
            writer.indicators(QCoreApplication.translate("Worksheet", "Dora indicators:"), dora)
        if ura:
            writer.indicators(QCoreApplication.translate("Worksheet", "Ura dora indicators:"), ura)
        writer.y += 2 * MM
        writer.hand(question)
        writer.y += 3 * MM
        writer.text(
            QCoreApplication.translate(
                "Worksheet", "Yaku: ________________________________________________"
            ),
            10,
        )
        writer.y += 2 * MM
        writer.text(
            QCoreApplication.translate(
                "Worksheet", "Han: ______    Fu: ______    Points: ______________"
            ),
            10,
        )
        writer.y += 6 * MM
        progress("questions", question.number, len(questions))
    writer.new_page()
    writer.text(QCoreApplication.translate("Worksheet", "Answer key"), 16, bold=True)
    writer.y += 3 * MM
    for question in questions:
        lines = explain_hand(question.result, QCoreApplication.translate)
        writer.room(7 * MM * (len(lines) + 1))
        writer.text(
            QCoreApplication.translate("Worksheet", "Question {n}").format(n=question.number),
            11,
            bold=True,
        )
        for line in lines:
            writer.text(line, 10)
        writer.y += 4 * MM
        progress("answers", question.number, len(questions))
