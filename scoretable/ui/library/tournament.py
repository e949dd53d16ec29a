"""Games -> Tournament: the organiser's screen for a tournament day on the club's server.

    TournamentDialog(club_url, parent).open()

A new tournament (name, rules, sessions, players one a line or as CSV with their EMA number,
country and team); each session's tables (the whole day planned when session 1 is seated,
again, or Swiss by standing), shown large on the room's screen
(:class:`~scoretable.ui.library.tournament_board.TournamentBoard`) with the session's clock;
penalties and cards given and cancelled; the standings with the teams'; the EMA results file
after its checks. Every failure is one line in the dialog's status, in the interface's
language; nothing is lost.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from scoretable.engine.rules import PRESETS
from scoretable.i18n import rules_label
from scoretable.storage import tournament as tm
from scoretable.storage.club import ClubError
from scoretable.ui import theme
from scoretable.ui.fitting import ButtonRow, fit_dialog
from scoretable.ui.wrapping import WrapAnywhereDelegate

T = TypeVar("T")


def _table(headings: list[str], name: str, stretch: Collection[int]) -> QTableWidget:
    """A read-only table; the ``stretch`` columns share the width left by the others."""
    table = QTableWidget(0, len(headings))
    table.setObjectName(name)
    table.setHorizontalHeaderLabels(headings)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    header = table.horizontalHeader()
    for column in range(len(headings)):
        header.setSectionResizeMode(
            column,
            QHeaderView.ResizeMode.Stretch
            if column in stretch
            else QHeaderView.ResizeMode.ResizeToContents,
        )
    table.verticalHeader().setVisible(False)
    return table


def _fill(table: QTableWidget, rows: list[list[str]], right: Collection[int] = ()) -> None:
    table.setRowCount(len(rows))
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            item = QTableWidgetItem(text)
            if c in right:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(r, c, item)


class TournamentDialog(QDialog):
    """The organiser's screen (see the module). ``club_url``: the club's server."""

    def __init__(self, club_url: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.club_url = club_url
        self.setWindowTitle(self.tr("Tournament"))
        self.tournament: tm.Tournament | None = None
        self.tables: list[list[str]] = []
        self.rows: list[tm.Standing] = []
        self.listed: list[tm.Penalty] = []
        self.board: Any = None

        self.chooser = QComboBox()
        self.chooser.setObjectName("tournamentChooser")
        self.chooser.currentIndexChanged.connect(self._chosen)
        refresh = QPushButton(self.tr("&Refresh"))
        refresh.clicked.connect(self.load)
        self.status = QLabel()
        self.status.setObjectName("tournamentStatus")
        self.status.setWordWrap(True)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Tournament:")))
        top.addWidget(self.chooser, 1)
        top.addWidget(refresh)

        self.tabs = QTabWidget()
        self.tabs.addTab(self._new_page(), self.tr("&New"))
        self.tabs.addTab(self._seating_page(), self.tr("&Seating"))
        self.tabs.addTab(self._penalties_page(), self.tr("&Penalties"))
        self.tabs.addTab(self._standings_page(), self.tr("S&tandings"))
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.status)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(close)
        self.resize(900, 560)
        # on a screen smaller than that (a 683x384 laptop screen), within it: the pages scroll
        fit_dialog(self)
        self.load()

    # --- pages -------------------------------------------------------------------------------

    def _new_page(self) -> QWidget:
        page = QWidget()
        form = QFormLayout(page)
        self.new_name = QLineEdit()
        self.new_name.setObjectName("newName")
        self.new_rules = QComboBox()
        self.new_rules.setObjectName("newRules")
        for preset in PRESETS:  # each by its label in the interface's language, not its key
            self.new_rules.addItem(rules_label(preset), preset)
        self.new_sessions = QSpinBox()
        self.new_sessions.setObjectName("newSessions")
        self.new_sessions.setRange(1, 64)
        self.new_sessions.setValue(4)
        self.new_players = QPlainTextEdit()
        self.new_players.setObjectName("newPlayers")
        self.new_players.setPlaceholderText(
            self.tr("One player a line, or CSV with a header: name,ema,country,team")
        )
        self.create_button = QPushButton(self.tr("&Create the tournament"))
        self.create_button.setObjectName("createTournament")
        self.create_button.clicked.connect(self.create_tournament)
        form.addRow(self.tr("&Name:"), self.new_name)
        form.addRow(self.tr("&Rules:"), self.new_rules)
        form.addRow(self.tr("Se&ssions:"), self.new_sessions)
        form.addRow(self.tr("&Players:"), self.new_players)
        form.addRow(self.create_button)
        return page

    def _seating_page(self) -> QWidget:
        page = QWidget()
        box = QVBoxLayout(page)
        row = QHBoxLayout()
        self.session = QSpinBox()
        self.session.setObjectName("seatSession")
        self.session.setRange(1, 64)
        self.seat_button = QPushButton(self.tr("S&eat this session"))
        self.seat_button.setObjectName("seatButton")
        self.seat_button.clicked.connect(lambda: self.seat())
        self.again_button = QPushButton(self.tr("Seat &again"))
        self.again_button.clicked.connect(lambda: self.seat(again=True))
        self.swiss_button = QPushButton(self.tr("S&wiss (by standing)"))
        self.swiss_button.clicked.connect(lambda: self.seat(how="swiss"))
        self.board_button = QPushButton(self.tr("Show on the &room's screen"))
        self.board_button.setObjectName("boardButton")
        self.board_button.clicked.connect(lambda: self.show_board())
        row.addWidget(QLabel(self.tr("Session:")))
        row.addWidget(self.session)
        self.print_button = QPushButton(self.tr("Table &list (PDF)…"))
        self.print_button.setObjectName("printSeating")
        self.print_button.clicked.connect(lambda: self.print_seating())
        # each group on as many rows as the width needs (in one row, a 683-pixel screen had
        # the last two past the dialog's edge); the second at the right, as wide as it asks
        seating = ButtonRow((self.seat_button, self.again_button, self.swiss_button))
        row.addWidget(seating, 1)
        row.addWidget(ButtonRow((self.print_button, self.board_button)))
        self.seating = _table(
            [
                self.tr("Table"),
                self.tr("East"),
                self.tr("South"),
                self.tr("West"),
                self.tr("North"),
            ],
            "seatingTable",
            stretch=(1, 2, 3, 4),
        )
        # a long name on two lines rather than elided (at 683 px, "Maximiliana …")
        self.seating.setItemDelegate(WrapAnywhereDelegate(self.seating))
        self.seating.horizontalHeader().sectionResized.connect(
            lambda *_: self.seating.resizeRowsToContents()
        )
        clock = QHBoxLayout()
        self.minutes = QSpinBox()
        self.minutes.setObjectName("clockMinutes")
        self.minutes.setRange(10, 300)
        self.minutes.setValue(90)
        self.minutes.setSuffix(self.tr(" min"))
        self.clock_button = QPushButton(self.tr("Start the session's &clock"))
        self.clock_button.setObjectName("clockButton")
        self.clock_button.clicked.connect(self.start_clock)
        clock.addWidget(QLabel(self.tr("Session clock:")))
        clock.addWidget(self.minutes)
        clock.addWidget(self.clock_button)
        clock.addStretch(1)
        extra = QHBoxLayout()
        self.extra_table = QSpinBox()
        self.extra_table.setObjectName("extraTable")
        self.extra_table.setRange(1, 64)
        self.extra_minutes = QSpinBox()
        self.extra_minutes.setObjectName("extraMinutes")
        self.extra_minutes.setRange(0, 120)
        self.extra_minutes.setValue(5)
        self.extra_minutes.setSuffix(self.tr(" min"))
        self.extra_button = QPushButton(self.tr("Give e&xtra time"))
        self.extra_button.setObjectName("extraButton")
        self.extra_button.clicked.connect(self.give_extra_time)
        extra.addWidget(QLabel(self.tr("Extra time for table:")))
        extra.addWidget(self.extra_table)
        extra.addWidget(self.extra_minutes)
        extra.addWidget(self.extra_button)
        extra.addStretch(1)
        box.addLayout(row)
        box.addWidget(self.seating, 1)
        box.addLayout(clock)
        box.addLayout(extra)
        return page

    def _penalties_page(self) -> QWidget:
        page = QWidget()
        box = QVBoxLayout(page)
        self.penalties = _table(
            [
                self.tr("No."),
                self.tr("Player"),
                self.tr("Kind"),
                self.tr("Points"),
                self.tr("Session"),
                self.tr("Referee"),
                self.tr("Reason"),
            ],
            "penaltiesTable",
            stretch=(6,),
        )
        form = QHBoxLayout()
        self.penalty_player = QComboBox()
        self.penalty_player.setObjectName("penaltyPlayer")
        self.penalty_kind = QComboBox()
        self.penalty_kind.setObjectName("penaltyKind")
        for kind, label in self.kinds().items():
            self.penalty_kind.addItem(label, kind)
        self.penalty_points = QDoubleSpinBox()
        self.penalty_points.setObjectName("penaltyPoints")
        self.penalty_points.setRange(-999.0, 999.0)
        self.penalty_points.setDecimals(1)
        self.penalty_points.setValue(-20.0)
        self.penalty_reason = QLineEdit()
        self.penalty_reason.setObjectName("penaltyReason")
        self.penalty_reason.setPlaceholderText(self.tr("Reason"))
        self.penalty_referee = QLineEdit()
        self.penalty_referee.setPlaceholderText(self.tr("Referee"))
        self.penalty_kind.currentIndexChanged.connect(
            lambda: self.penalty_points.setEnabled(
                self.penalty_kind.currentData() in ("penalty", "chombo")
            )
        )
        add = QPushButton(self.tr("&Give"))
        add.setObjectName("givePenalty")
        add.clicked.connect(self.give_penalty)
        cancel = QPushButton(self.tr("&Cancel the one selected"))
        cancel.setObjectName("cancelPenalty")
        cancel.clicked.connect(self.cancel_penalty)
        for widget in (
            self.penalty_player,
            self.penalty_kind,
            self.penalty_points,
            self.penalty_reason,
            self.penalty_referee,
            add,
        ):
            form.addWidget(widget)
        form.setStretchFactor(self.penalty_reason, 2)
        box.addLayout(form)
        box.addWidget(self.penalties, 1)
        box.addWidget(cancel, 0, Qt.AlignmentFlag.AlignLeft)
        # a substitute plays a player's seat in the session chosen on the Seating page
        subs = QHBoxLayout()
        self.sub_player = QComboBox()
        self.sub_player.setObjectName("substitutedPlayer")
        self.sub_name = QLineEdit()
        self.sub_name.setObjectName("substituteName")
        self.sub_name.setPlaceholderText(self.tr("Substitute's name"))
        self.sub_fixed = QCheckBox(self.tr("Fixed points for the player:"))
        self.sub_fixed.setObjectName("substituteFixed")
        self.sub_points = QDoubleSpinBox()
        self.sub_points.setObjectName("substitutePoints")
        self.sub_points.setRange(-999.0, 999.0)
        self.sub_points.setDecimals(1)
        self.sub_points.setEnabled(False)
        self.sub_fixed.toggled.connect(self.sub_points.setEnabled)
        seat = QPushButton(self.tr("Seat the &substitute"))
        seat.setObjectName("seatSubstitute")
        seat.clicked.connect(self.add_substitute)
        subs.addWidget(QLabel(self.tr("Substitute for:")))
        for part in (self.sub_player, self.sub_name, self.sub_fixed, self.sub_points, seat):
            subs.addWidget(part)
        subs.setStretchFactor(self.sub_name, 1)
        box.addLayout(subs)
        return page

    def add_substitute(self) -> bool:
        """The substitute plays the player's seat in the session shown on the Seating page:
        the game counts for the player, or the player gets the fixed points."""
        if self.tournament is None:
            return False
        name, session = self.tournament.name, self.session.value()
        player, substitute = self.sub_player.currentText(), self.sub_name.text()
        fixed = self.sub_points.value() if self.sub_fixed.isChecked() else None
        done = self._call(
            lambda: tm.add_substitute(self.club_url, name, session, player, substitute, fixed)
        )
        if done is None:
            return False
        self.say(self.tr("Session {0}: {1} plays for {2}").format(session, done.substitute, player))
        self.sub_name.clear()
        return True

    def _standings_page(self) -> QWidget:
        page = QWidget()
        box = QVBoxLayout(page)
        self.standings = _table(
            [
                self.tr("Rank"),
                self.tr("Player"),
                self.tr("Games"),
                self.tr("Points"),
                self.tr("Penalties"),
                self.tr("Avg. place"),
                self.tr("Best game"),
                self.tr("Fourths"),
            ],
            "tournamentStandings",
            stretch=(1,),
        )
        self.teams = QLabel()
        self.teams.setObjectName("teamStandings")
        self.teams.setWordWrap(True)
        tie = QLabel(
            self.tr(
                "Ranked by total points (penalties included), then the best single game, then"
                " the fewest fourth places."
            )
        )
        tie.setWordWrap(True)
        export = QPushButton(self.tr("Export the &EMA results…"))
        export.setObjectName("exportEma")
        export.clicked.connect(lambda: self.export_ema())
        board = QPushButton(self.tr("Show on the room's screen"))
        board.clicked.connect(lambda: self.show_board(standings=True))
        buttons = QHBoxLayout()
        buttons.addWidget(export)
        buttons.addWidget(board)
        buttons.addStretch(1)
        box.addWidget(tie)
        box.addWidget(self.standings, 1)
        box.addWidget(self.teams)
        box.addLayout(buttons)
        return page

    def kinds(self) -> dict[str, str]:
        return {
            "penalty": self.tr("Penalty"),
            "chombo": self.tr("Chombo"),
            "yellow": self.tr("Yellow card"),
            "red": self.tr("Red card"),
        }

    # --- the server --------------------------------------------------------------------------

    def _call(self, job: Callable[[], T]) -> T | None:
        """``job()``, or None with its one-line failure in the status."""
        try:
            result = job()
        except ClubError as error:
            self.say(error.text(QCoreApplication.translate), error=True)
            return None
        return result

    def say(self, text: str, error: bool = False) -> None:
        self.status.setText(text)
        self.status.setProperty("failed", error)
        theme.set_text_color(
            self.status, theme.error_color() if error else self.palette().windowText().color()
        )

    def load(self) -> None:
        """Read the tournaments on the server; keep the one chosen."""
        names = self._call(lambda: tm.tournaments(self.club_url))
        if names is None:
            return
        current = self.chooser.currentText()
        self.chooser.blockSignals(True)
        self.chooser.clear()
        self.chooser.addItems(names)
        if current in names:
            self.chooser.setCurrentText(current)
        self.chooser.blockSignals(False)
        if names:
            self._chosen()
        else:
            self.say(self.tr("No tournament on the club's server yet: create one."))
            self.tabs.setCurrentIndex(0)

    def _chosen(self, *_args: object) -> None:
        name = self.chooser.currentText()
        if not name:
            return
        found = self._call(lambda: tm.load(self.club_url, name))
        if found is None:
            return
        self.tournament = found
        self.session.setMaximum(found.sessions)
        self.penalty_player.clear()
        self.penalty_player.addItems([p.name for p in found.players])
        self.sub_player.clear()
        self.sub_player.addItems([p.name for p in found.players])
        self.say(
            self.tr("{0}: {1} players, {2} sessions, rules {3}").format(
                found.name, len(found.players), found.sessions, found.rules_name
            )
        )
        held = self._call(lambda: tm.seating(self.club_url, name)) or {}
        self._show_tables(held.get(self.session.value(), []))
        self.refresh_penalties()
        self.refresh_standings()

    def create_tournament(self) -> tm.Tournament | None:
        import secrets

        players = self._call(lambda: tuple(tm.parse_players(self.new_players.toPlainText())))
        if players is None:
            return None
        made = self._call(
            lambda: tm.create(
                self.club_url,
                tm.Tournament(
                    " ".join(self.new_name.text().split()),
                    str(self.new_rules.currentData()),
                    self.new_sessions.value(),
                    PRESETS[str(self.new_rules.currentData())].players,
                    seed=secrets.randbits(31),
                    players=players,
                ),
            )
        )
        if made is not None:
            self.load()
            self.chooser.setCurrentText(made.name)
            self.tabs.setCurrentIndex(1)
        return made

    def seat(self, again: bool = False, how: str = "planned") -> list[list[str]]:
        if self.tournament is None:
            return []
        name, session = self.tournament.name, self.session.value()
        tables = self._call(lambda: tm.seat(self.club_url, name, session, again=again, how=how))
        if tables is None:
            return []
        self._show_tables(tables)
        self.say(self.tr("Session {0}: {1} tables").format(session, len(tables)))
        return tables

    def _show_tables(self, tables: list[list[str]]) -> None:
        self.tables = tables
        _fill(self.seating, [[str(n), *table] for n, table in enumerate(tables, 1)])
        self.seating.resizeRowsToContents()
        if self.board is not None:
            self.board.show_seating(self.session.value(), tables)

    def start_clock(self) -> None:
        if self.tournament is None:
            return
        name, session, minutes = self.tournament.name, self.session.value(), self.minutes.value()
        started = self._call(lambda: tm.start_clock(self.club_url, name, session, minutes))
        if started is not None:
            self.say(
                self.tr("Session {0}: the clock runs for {1} minutes").format(session, minutes)
            )
            if self.board is not None:
                # it has just started, on the server's clock: all of it is left
                self.board.set_clock(minutes * 60, self.tournament.hands_after)

    def print_seating(self, path: Path | None = None) -> Path | None:
        """The session's tables as a printable list (a PDF: table, then the four winds)."""
        if self.tournament is None or not self.tables:
            self.say(self.tr("Seat the session first: there is no table list yet"), error=True)
            return None
        session = self.session.value()
        if path is None:
            chosen, _ = QFileDialog.getSaveFileName(
                self,
                self.tr("Table list"),
                str(Path.home() / f"{self.tournament.name}-session-{session}.pdf"),
                "PDF (*.pdf)",
            )
            if not chosen:
                return None
            path = Path(chosen)
        from html import escape

        from PySide6.QtCore import QMarginsF, QSizeF
        from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter, QTextDocument

        headings = [
            self.tr("Table"),
            self.tr("East"),
            self.tr("South"),
            self.tr("West"),
            self.tr("North"),
        ]
        cells = "".join(
            "<tr>" + "".join(f"<td>{escape(str(v))}</td>" for v in (n, *table)) + "</tr>"
            for n, table in enumerate(self.tables, start=1)
        )
        title = self.tr("{0}: session {1}").format(self.tournament.name, session)
        writer = QPdfWriter(str(path))
        writer.setResolution(96)  # the document's points as on a screen: readable type
        writer.setPageLayout(
            QPageLayout(
                QPageSize(QPageSize.PageSizeId.A4),
                QPageLayout.Orientation.Portrait,
                QMarginsF(15, 15, 15, 15),
            )
        )
        document = QTextDocument()
        document.setHtml(
            f"<h1>{escape(title)}</h1><table border=1 cellspacing=0 cellpadding=8"
            f' width="100%" style="font-size: 14pt"><tr>'
            + "".join(f"<th>{escape(h)}</th>" for h in headings)
            + f"</tr>{cells}</table>"
        )
        document.setPageSize(QSizeF(writer.width(), writer.height()))
        document.print_(writer)
        self.say(self.tr("Wrote the table list of session {0} to {1}").format(session, path.name))
        return path

    def give_extra_time(self) -> bool:
        """The chosen table of the session gets minutes more than the session's clock (0 takes
        them back); its timer follows at once."""
        if self.tournament is None:
            return False
        name, session = self.tournament.name, self.session.value()
        table, minutes = self.extra_table.value(), self.extra_minutes.value()

        def give() -> bool:
            tm.extra_time(self.club_url, name, session, table, minutes)
            return True

        if self._call(give) is None:
            return False
        self.say(
            self.tr("Session {0}, table {1}: {2} minutes more").format(session, table, minutes)
        )
        return True

    def give_penalty(self) -> tm.Penalty | None:
        if self.tournament is None:
            return None
        name = self.tournament.name
        player, kind = self.penalty_player.currentText(), str(self.penalty_kind.currentData())
        points, reason = self.penalty_points.value(), self.penalty_reason.text().strip()
        referee = self.penalty_referee.text().strip()
        given = self._call(
            lambda: tm.add_penalty(
                self.club_url,
                name,
                player,
                points,
                kind=kind,
                reason=reason,
                session=self.session.value(),
                referee=referee,
            )
        )
        if given is not None:
            self.penalty_reason.clear()
            self.refresh_penalties()
            self.refresh_standings()
        return given

    def cancel_penalty(self) -> None:
        row = self.penalties.currentRow()
        if self.tournament is None or not 0 <= row < len(self.listed):
            return
        name, number = self.tournament.name, self.listed[row].id
        self._call(lambda: tm.cancel_penalty(self.club_url, name, number))
        self.refresh_penalties()
        self.refresh_standings()

    def refresh_penalties(self) -> None:
        if self.tournament is None:
            return
        name = self.tournament.name
        listed = self._call(lambda: tm.penalties(self.club_url, name))
        self.listed = listed or []
        kinds = self.kinds()
        cancelled = self.tr("cancelled")
        _fill(
            self.penalties,
            [
                [
                    str(p.id),
                    p.player,
                    kinds[p.kind] + (f" ({cancelled})" if p.cancelled else ""),
                    "" if p.kind in ("yellow", "red") else theme.signed_float(p.points),
                    "" if p.session is None else str(p.session),
                    p.referee,
                    p.reason,
                ]
                for p in self.listed
            ],
            right={0, 3, 4},
        )

    def refresh_standings(self) -> None:
        if self.tournament is None:
            return
        name = self.tournament.name
        rows = self._call(lambda: tm.standings(self.club_url, name))
        self.rows = rows or []
        _fill(
            self.standings,
            [
                [
                    str(r.rank),
                    r.player,
                    str(r.games),
                    theme.signed_float(r.points),
                    theme.signed_float(r.penalties),
                    f"{r.average_place:.2f}",
                    "" if r.best is None else theme.signed_float(r.best),
                    str(r.fourths),
                ]
                for r in self.rows
            ],
            right={0, 2, 3, 4, 5, 6, 7},
        )
        teams = tm.team_standings(self.rows)
        self.teams.setText(
            self.tr("Teams: {0}").format(
                ", ".join(f"{team} {theme.signed_float(points)}" for team, points, _n in teams)
            )
            if teams
            else ""
        )
        if self.board is not None and self.board.showing_standings:
            self.board.show_standings(self.public_rows())

    def export_ema(self, path: Path | None = None) -> Path | None:
        """The EMA results file, after the checks (a failed check is said; nothing written)."""
        if self.tournament is None:
            return None
        name = self.tournament.name
        found = self._call(lambda: tm.day(self.club_url, name))
        if found is None:
            return None
        try:
            tm.check_complete(found)
        except ClubError as error:
            self.say(error.text(QCoreApplication.translate), error=True)
            return None
        if path is None:
            chosen, _ = QFileDialog.getSaveFileName(
                self, self.tr("EMA results"), str(Path.home() / f"{name}-ema.csv"), "CSV (*.csv)"
            )
            if not chosen:
                return None
            path = Path(chosen)
        rows = tm.compute_standings(
            found.tournament,
            found.games,
            found.penalties,
            found.substitutes,
            kept=tm.finalists(found.tournament, found.seating),
        )
        path.write_text(tm.ema_csv(rows), encoding="utf-8")
        given = sum(1 for p in found.penalties if not p.cancelled)
        self.say(
            self.tr(
                "Wrote {0} players to {1}; penalties given: {2} (listed under Penalties)"
            ).format(len(rows), path.name, given)
        )
        return path

    def public_rows(self) -> list[tm.Standing]:
        """The standings as the room may see them: the sessions the organiser hides left out."""
        if self.tournament is None or self.tournament.hide_from is None:
            return self.rows
        name = self.tournament.name
        return self._call(lambda: tm.standings(self.club_url, name, public=True)) or []

    def show_board(self, standings: bool = False) -> Any:
        """The tournament's board for the room's screen: the session's tables, or the
        standings, in large type, with the session's clock."""
        from scoretable.ui.library.tournament_board import TournamentBoard

        if self.board is None:
            self.board = TournamentBoard(self.tournament.name if self.tournament else "", self)
            if self.tournament is not None:  # a session's clock already running: what is left
                name, session = self.tournament.name, self.session.value()
                found = self._call(lambda: tm.clock(self.club_url, name, session))
                if found is not None:
                    left = found.minutes * 60 - found.elapsed  # by the server's clock
                    self.board.set_clock(left, self.tournament.hands_after)
        if standings:
            self.board.show_standings(self.public_rows())
        else:
            self.board.show_seating(self.session.value(), self.tables)
        self.board.show()
        return self.board
