"""The league: standings (the club's server, or this library without one) and seating.

    LeagueDialog(store, club_url).exec()

Standings: one row per player over the finished games, by season and rules preset, exported as
CSV or PDF. Seating: tables of four for the next round of a club night, at random or with the
fewest repeated opponents over the night's games so far.
"""

from __future__ import annotations

import csv
import io
import random
from collections.abc import Sequence
from html import escape
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMarginsF, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QCloseEvent,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from scoretable import clock
from scoretable.i18n import rules_label
from scoretable.storage.club import ClubError, club_results, local_results, public_url
from scoretable.storage.db import Store
from scoretable.storage.exchange import csv_text
from scoretable.storage.league import (
    GameResult,
    Season,
    Standing,
    default_players,
    seating,
    standings,
)
from scoretable.storage.work import Progress, no_progress
from scoretable.ui import theme
from scoretable.ui.error_words import error_sentence
from scoretable.ui.fitting import fit_dialog
from scoretable.ui.widgets import child_work, long_work
from scoretable.ui.widgets.long_work import LongWork

# The standings' and seating's pages are laid out at the screen's resolution (the units of
# the text's points).
PDF_DPI = 96


def standings_csv(rows: Sequence[Standing]) -> str:
    """The standings as CSV (names that look like formulas are quoted so no spreadsheet runs
    them)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(
        ["place", "player", "games", "points", "average_place", "win_rate", "deal_in_rate"]
    )
    for place, row in enumerate(rows, start=1):
        name = csv_text(row.player)
        writer.writerow(
            [
                place,
                name,
                row.games,
                f"{row.points:.1f}",
                f"{row.average_place:.2f}",
                f"{row.win_rate:.3f}",
                f"{row.deal_in_rate:.3f}",
            ]
        )
    return out.getvalue()


def standings_html(rows: Sequence[Standing], title: str, headers: Sequence[str]) -> str:
    """The standings as the PDF prints them; ``headers`` are the table's own (translated)
    headers for the player, games, points and average place columns."""
    heads = "".join(f"<th>{escape(header)}</th>" for header in ("#", *headers))
    cells = "".join(
        f"<tr><td>{place}</td><td>{escape(row.player)}</td><td align=right>{row.games}</td>"
        f"<td align=right>{theme.signed_float(row.points)}</td>"
        f"<td align=right>{row.average_place:.2f}</td></tr>"
        for place, row in enumerate(rows, start=1)
    )
    return (
        f"<h2>{escape(title)}</h2><table border=1 cellspacing=0 cellpadding=4>"
        f"<tr>{heads}</tr>{cells}</table>"
    )


def write_pdf(path: Path, html: str) -> None:
    """A page or two (the seating) written at once, on the caller's thread."""
    draw_pdf(str(path), no_progress, html=html)


def draw_pdf(part: str, progress: Progress, *, html: str) -> int:
    """``html`` as A4 pages into the file ``part``, a page at a time with
    ``progress("drawing", done, pages)`` after each; its number of pages. The standings' PDF
    is drawn so in a child process (:mod:`scoretable.ui.widgets.child_work`): Qt holds the
    interpreter while it lays out and draws (700 ms for 1,000 players in one call)."""
    writer = QPdfWriter(part)
    # the page in the units the text is laid out in (at the writer's 1,200 dpi the words
    # came out a twelfth of their size: 1,000 players on two pages)
    writer.setResolution(PDF_DPI)
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            QPageLayout.Orientation.Portrait,
            QMarginsF(15, 15, 15, 15),
        )
    )
    document = QTextDocument()
    document.setHtml(html)
    size = QSizeF(writer.width(), writer.height())
    document.setPageSize(size)
    pages = document.pageCount()
    progress("drawing", 0, pages)
    painter = QPainter(writer)
    try:
        for page in range(pages):
            if page:
                writer.newPage()
            painter.save()
            painter.translate(0, -page * size.height())
            document.drawContents(painter, QRectF(QPointF(0, page * size.height()), size))
            painter.restore()
            progress("drawing", page + 1, pages)
    finally:
        painter.end()
    return pages


class LeagueDialog(QDialog):
    """Standings and seating; reads the club's server when one is set, else this library."""

    def __init__(
        self, store: Store, club_url: str | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.club_url = club_url
        self.setWindowTitle(self.tr("League"))
        self.games: list[GameResult] = []
        self.aliases: dict[str, str] = {}
        self.seasons: list[Season] = []
        self.rows: list[Standing] = []
        self.tables: list[tuple[str, ...]] = []
        self.job: LongWork | None = None  # the standings' PDF drawn last

        self.source = QLabel()
        self.source.setObjectName("leagueSource")
        self.source.setWordWrap(True)
        self.season_box = QComboBox()
        self.season_box.setObjectName("seasonFilter")
        self.rules_box = QComboBox()
        self.rules_box.setObjectName("rulesFilter")
        # four-player and three-player games are never ranked together
        self.players_box = QComboBox()
        self.players_box.setObjectName("playersFilter")
        self.players_box.addItem(self.tr("Four players"), 4)
        self.players_box.addItem(self.tr("Three players"), 3)
        self.table = QTableWidget(0, 5)
        self.table.setObjectName("standingsTable")
        self.headers = [
            self.tr("Player"),
            self.tr("Games"),
            self.tr("Points"),
            self.tr("Avg. place"),
            self.tr("Win / deal-in"),
        ]
        self.table.setHorizontalHeaderLabels(self.headers)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        # the names whole (a long one elided to "Maximiliana …" in a fifth of the width):
        # the figures share what they leave, and the table scrolls sideways if need be
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        refresh = QPushButton(self.tr("&Refresh"))
        refresh.clicked.connect(self.load)
        self.csv_button = QPushButton(self.tr("Export C&SV…"))
        self.csv_button.clicked.connect(lambda: self.export("csv"))
        self.pdf_button = QPushButton(self.tr("Export &PDF…"))
        self.pdf_button.clicked.connect(lambda: self.export("pdf"))
        filters = QHBoxLayout()
        filters.addWidget(QLabel(self.tr("Season:")))
        filters.addWidget(self.season_box, 1)
        filters.addWidget(QLabel(self.tr("Rules:")))
        filters.addWidget(self.rules_box, 1)
        filters.addWidget(QLabel(self.tr("Games of:")))
        filters.addWidget(self.players_box, 1)
        actions = QHBoxLayout()
        for button in (refresh, self.csv_button, self.pdf_button):
            actions.addWidget(button)
        actions.addStretch(1)
        standings_page = QWidget()
        box = QVBoxLayout(standings_page)
        box.addWidget(self.source)
        box.addLayout(filters)
        box.addWidget(self.table)
        box.addLayout(actions)

        self.names = QPlainTextEdit()
        self.names.setObjectName("seatingNames")
        self.names.setPlaceholderText(self.tr("One player a line (a multiple of four)"))
        self.avoid = QCheckBox(self.tr("Avoid opponents already met tonight"))
        self.avoid.setChecked(True)
        self.seat_button = QPushButton(self.tr("&Seat the players"))
        self.seat_button.clicked.connect(self.seat)
        self.seating_out = QLabel()
        self.seating_out.setObjectName("seatingResult")
        self.seating_out.setWordWrap(True)
        self.seating_out.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.seating_out.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        big = self.seating_out.font()
        big.setPointSizeF(big.pointSizeF() * 1.6)  # read out across the club room
        self.seating_out.setFont(big)
        seating_page = QWidget()
        box = QVBoxLayout(seating_page)
        box.addWidget(self.names, 1)
        box.addWidget(self.avoid)
        box.addWidget(self.seat_button)
        self.seating_pdf_button = QPushButton(self.tr("Seating as &PDF (to print)…"))
        self.seating_pdf_button.setEnabled(False)
        self.seating_pdf_button.clicked.connect(lambda: self.export_seating())
        box.addWidget(self.seating_out, 1)
        box.addWidget(self.seating_pdf_button)

        self.tabs = QTabWidget()
        self.tabs.addTab(standings_page, self.tr("Standings"))
        self.tabs.addTab(seating_page, self.tr("Seating"))
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(close)
        self.season_box.currentIndexChanged.connect(self.refresh)
        self.rules_box.currentIndexChanged.connect(self.refresh)
        self.players_box.currentIndexChanged.connect(self.refresh)
        self.resize(860, 520)
        fit_dialog(self)
        self.load()

    def load(self) -> None:
        """Read the games (server or library) and fill the filters and the table."""
        self.aliases, self.seasons = {}, []
        if self.club_url:
            try:
                self.games, self.aliases, self.seasons = club_results(self.club_url)
                self.source.setText(
                    self.tr("The club's server: {0}").format(public_url(self.club_url))
                )
            except ClubError as error:
                self.games = local_results(self.store)
                self.source.setText(
                    self.tr("The club's server cannot be read ({0}); showing this library.").format(
                        error.text(QCoreApplication.translate)
                    )
                )
        else:
            self.games = local_results(self.store)
            self.source.setText(self.tr("This library (no club server is set)."))
        for box, items in (
            (self.season_box, [(s.name, s.name) for s in self.seasons]),
            (
                self.rules_box,
                [(rules_label(n), n) for n in sorted({g.rules_name for g in self.games})],
            ),
        ):
            box.blockSignals(True)
            box.clear()
            box.addItem(self.tr("All"), None)
            for label, value in items:
                box.addItem(label, value)
            box.blockSignals(False)
        if default_players(self.games) == 3:  # a league of three-player games only
            self.players_box.blockSignals(True)
            self.players_box.setCurrentIndex(1)
            self.players_box.blockSignals(False)
        self.refresh()

    def refresh(self, *_args: object) -> None:
        name = self.season_box.currentData()
        season = next((s for s in self.seasons if s.name == name), None)
        self.rows = standings(
            self.games,
            aliases=self.aliases,
            season=season,
            rules_name=self.rules_box.currentData(),
            players=self.players_box.currentData(),
        )
        self.table.setRowCount(len(self.rows))
        for r, row in enumerate(self.rows):
            values = (
                row.player,
                str(row.games),
                theme.signed_float(row.points),
                f"{row.average_place:.2f}",
                f"{row.win_rate:.0%} / {row.deal_in_rate:.0%}",
            )
            for c, text in enumerate(values):
                item = QTableWidgetItem(text)
                if c:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.table.setItem(r, c, item)

    def export(self, kind: str, path: Path | None = None) -> Path | None:
        """Save the standings shown as CSV or PDF (asks where unless ``path`` is given). The
        PDF is drawn in a child process, its progress shown after half a second with Cancel
        (:attr:`job`); the file takes ``path``'s place once whole (cancelled or failed, an
        older file stays as it was)."""
        if path is None:
            chosen, _ = QFileDialog.getSaveFileName(
                self,
                self.tr("Export standings"),
                str(Path.home() / f"standings.{kind}"),
                "CSV (*.csv)" if kind == "csv" else "PDF (*.pdf)",
            )
            if not chosen:
                return None
            path = Path(chosen)
        if kind == "csv":
            path.write_text(standings_csv(self.rows), encoding="utf-8")
            return path
        title = self.tr("Standings, {0}").format(clock.today().isoformat())
        heading = self.tr("Export standings")
        html = standings_html(self.rows, title, self.headers[:4])
        job = child_work.start(self, heading, draw_pdf, {"html": html}, path)
        if job is None:
            return None
        self.pdf_button.setEnabled(False)
        job.failed.connect(
            lambda error: QMessageBox.warning(
                self, heading, self.tr("The PDF was not written: {0}").format(error)
            )
        )
        job.finished.connect(lambda: self.pdf_button.setEnabled(True))
        self.job = job
        return path

    def reject(self) -> None:
        """Close (the button, Esc): a PDF being drawn is stopped first, if the user agrees."""
        if long_work.confirm_close(self, QCloseEvent()):
            super().reject()

    def closeEvent(self, event: QCloseEvent) -> None:
        if long_work.confirm_close(self, event):
            super().closeEvent(event)

    def seat(self) -> list[tuple[str, ...]]:
        names = [n.strip() for n in self.names.toPlainText().splitlines() if n.strip()]
        today = clock.today().isoformat()
        history = [g.names for g in self.games if g.created[:10] == today]
        try:
            tables = seating(
                names, history, rng=random.Random(), avoid_repeats=self.avoid.isChecked()
            )
        except ValueError as error:
            self.seating_out.setText(error_sentence(error))
            self.seating_pdf_button.setEnabled(False)
            return []
        self.tables = tables
        self.seating_out.setText(
            "\n".join(
                self.tr("Table {0}: {1}").format(number, " · ".join(table))
                for number, table in enumerate(tables, start=1)
            )
        )
        self.seating_pdf_button.setEnabled(True)
        return tables

    def export_seating(self, path: Path | None = None) -> Path | None:
        """The seating drawn last as a PDF page to print for the room (asks where unless
        ``path`` is given)."""
        if path is None:
            chosen, _ = QFileDialog.getSaveFileName(
                self, self.tr("Seating"), str(Path.home() / "seating.pdf"), "PDF (*.pdf)"
            )
            if not chosen:
                return None
            path = Path(chosen)
        rows = "".join(
            f"<tr><td><b>{number}</b></td>"
            + "".join(f"<td>{escape(name)}</td>" for name in table)
            + "</tr>"
            for number, table in enumerate(self.tables, start=1)
        )
        title = self.tr("Seating, {0}").format(clock.today().isoformat())
        write_pdf(
            path,
            f"<h1>{escape(title)}</h1><table border=1 cellspacing=0 cellpadding=8 "
            f"style='font-size:18pt'><tr><th>#</th><th>{escape(self.tr('East'))}</th>"
            f"<th>{escape(self.tr('South'))}</th><th>{escape(self.tr('West'))}</th>"
            f"<th>{escape(self.tr('North'))}</th></tr>{rows}</table>",
        )
        return path
