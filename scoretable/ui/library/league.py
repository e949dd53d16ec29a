"""The league: standings (the club's server, or this library without one) and seating.

    LeagueDialog(store, club_url).exec()

Standings: one row per player over the finished games, by season and rules preset, exported as
CSV or PDF. Seating: tables of four for the next round of a club night, at random or with the
fewest repeated opponents over the night's games so far.
"""

from __future__ import annotations

import csv
import datetime
import io
import random
from collections.abc import Sequence
from html import escape
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMarginsF, QSizeF, Qt
from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter, QTextDocument
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
    QPlainTextEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

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
from scoretable.ui import theme
from scoretable.ui.fitting import fit_dialog
from scoretable.ui.voice import error_sentence


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


def standings_html(rows: Sequence[Standing], title: str) -> str:
    cells = "".join(
        f"<tr><td>{place}</td><td>{escape(row.player)}</td><td align=right>{row.games}</td>"
        f"<td align=right>{theme.signed_float(row.points)}</td>"
        f"<td align=right>{row.average_place:.2f}</td></tr>"
        for place, row in enumerate(rows, start=1)
    )
    return (
        f"<h2>{escape(title)}</h2><table border=1 cellspacing=0 cellpadding=4>"
        "<tr><th>#</th><th>Player</th><th>Games</th><th>Points</th><th>Avg. place</th></tr>"
        f"{cells}</table>"
    )


def write_pdf(path: Path, html: str) -> None:
    writer = QPdfWriter(str(path))
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            QPageLayout.Orientation.Portrait,
            QMarginsF(15, 15, 15, 15),
        )
    )
    document = QTextDocument()
    document.setHtml(html)
    document.setPageSize(QSizeF(writer.width(), writer.height()))
    document.print_(writer)


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
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Player"),
                self.tr("Games"),
                self.tr("Points"),
                self.tr("Avg. place"),
                self.tr("Win / deal-in"),
            ]
        )
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
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
        """Save the standings shown as CSV or PDF (asks where unless ``path`` is given)."""
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
        else:
            title = self.tr("Standings, {0}").format(datetime.date.today().isoformat())
            write_pdf(path, standings_html(self.rows, title))
        return path

    def seat(self) -> list[tuple[str, ...]]:
        names = [n.strip() for n in self.names.toPlainText().splitlines() if n.strip()]
        today = datetime.date.today().isoformat()
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
        title = self.tr("Seating, {0}").format(datetime.date.today().isoformat())
        write_pdf(
            path,
            f"<h1>{escape(title)}</h1><table border=1 cellspacing=0 cellpadding=8 "
            f"style='font-size:18pt'><tr><th>#</th><th>{escape(self.tr('East'))}</th>"
            f"<th>{escape(self.tr('South'))}</th><th>{escape(self.tr('West'))}</th>"
            f"<th>{escape(self.tr('North'))}</th></tr>{rows}</table>",
        )
        return path
