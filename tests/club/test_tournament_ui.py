"""The organiser's Tournament dialog and the room's board, driven with qtbot against a real
server; screenshots of the board at 1920x1080 and 1366x768, in the test's own tmp_path."""

from __future__ import annotations

import itertools

import pytest
from helpers.club_games import PEOPLE
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QDialogButtonBox

from scoretable import clock
from scoretable.session.club_link import ClubLink
from scoretable.storage import tournament as tm
from scoretable.storage.db import open_store
from scoretable.ui.library.tournament_board import TournamentBoard


@pytest.fixture
def url(pg_server, request):
    return pg_server.create_database("ui_" + request.node.name[5:40].lower())


def dialog_for(qtbot, url):
    from scoretable.ui.library.tournament import TournamentDialog

    dialog = TournamentDialog(url)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def fits(board: TournamentBoard) -> bool:
    """Every line of every cell is drawn whole inside its cell."""
    view = board.view
    columns, size = view.layout_for(view.width(), view.height())
    rows = -(-len(view.cells) // columns)
    font = QFont(view.font())
    font.setPixelSize(int(size))
    bold = QFont(font)
    bold.setBold(True)
    width, height = view.width() / columns * 0.95, view.height() / rows
    lines = max(len(cell) for cell in view.cells)

    def wide(cell: list[str]) -> float:
        # the heading in bold; "text\tfigure" lines: the figures in a column two spaces after
        # the widest text (right-aligned)
        plain, heavy = QFontMetricsF(font), QFontMetricsF(bold)
        parts = [line.partition("\t") for line in cell[1:]]
        texts = [plain.horizontalAdvance(text) for text, _, _ in parts]
        figures = [plain.horizontalAdvance(figure) for _, _, figure in parts if figure]
        column = max(texts, default=0.0)
        if figures:
            column += plain.horizontalAdvance("  ") + max(figures)
        return max(heavy.horizontalAdvance(cell[0]), column)

    return (
        all(wide(cell) <= width for cell in view.cells)
        and QFontMetricsF(font).lineSpacing() * (lines + 0.2) <= height
    )


def test_the_organiser_creates_seats_penalises_and_exports_from_the_dialog(qtbot, url, tmp_path):
    dialog = dialog_for(qtbot, url)
    assert dialog.status.text() == "No tournament on the club's server yet: create one."
    # a new tournament from typed players (CSV with EMA numbers, countries and teams)
    qtbot.keyClicks(dialog.new_name, "Autumn Cup")
    dialog.new_players.setPlainText(
        "name,ema,country,team\n" + "".join(f"{n},{e},{c},{t}\n" for n, e, c, t in PEOPLE)
    )
    dialog.new_rules.setCurrentIndex(dialog.new_rules.findData("tenhou"))
    qtbot.mouseClick(dialog.create_button, Qt.MouseButton.LeftButton)
    assert dialog.chooser.currentText() == "Autumn Cup"
    assert dialog.status.text() == "Autumn Cup: 16 players, 4 sessions, rules tenhou"
    assert dialog.tabs.currentIndex() == 1
    # a second tournament of that name is refused in one line, nothing lost
    qtbot.mouseClick(dialog.create_button, Qt.MouseButton.LeftButton)
    assert dialog.status.text() == "tournament 'Autumn Cup' exists already on the club server"
    assert dialog.status.property("failed") is True

    # seating: session 1 (the whole day planned), stable when asked again
    qtbot.mouseClick(dialog.seat_button, Qt.MouseButton.LeftButton)
    seated = [
        [dialog.seating.item(r, c).text() for c in range(1, 5)]
        for r in range(dialog.seating.rowCount())
    ]
    assert len(seated) == 4
    assert sorted(itertools.chain(*seated)) == sorted(p[0] for p in PEOPLE)
    assert seated == tm.seat(url, "Autumn Cup", 1)
    team = {n: t for n, _e, _c, t in PEOPLE}
    assert all(len({team[p] for p in table}) == 4 for table in seated)

    # penalties: a penalty, two yellow cards (a red), one cancelled
    dialog.tabs.setCurrentIndex(2)
    dialog.penalty_player.setCurrentText("Bo Baba")
    qtbot.keyClicks(dialog.penalty_reason, "slow play")
    give = dialog.findChild(type(dialog.create_button), "givePenalty")
    qtbot.mouseClick(give, Qt.MouseButton.LeftButton)
    dialog.penalty_player.setCurrentText("Cy Chiba")
    dialog.penalty_kind.setCurrentIndex(dialog.penalty_kind.findData("yellow"))
    assert not dialog.penalty_points.isEnabled()
    for reason in ("phone", "phone again"):
        qtbot.keyClicks(dialog.penalty_reason, reason)
        qtbot.mouseClick(give, Qt.MouseButton.LeftButton)
    assert dialog.penalties.rowCount() == 3
    assert dialog.penalties.item(1, 2).text() == "Yellow card"
    points = {r.player: r.penalties for r in dialog.rows}
    assert points["Bo Baba"] == -20.0
    assert points["Cy Chiba"] == -20.0
    dialog.penalties.selectRow(0)
    qtbot.mouseClick(
        dialog.findChild(type(dialog.create_button), "cancelPenalty"), Qt.MouseButton.LeftButton
    )
    assert dialog.penalties.item(0, 2).text() == "Penalty (cancelled)"
    assert {r.player: r.penalties for r in dialog.rows}["Bo Baba"] == 0.0
    assert dialog.standings.item(0, 0).text() == "1"
    assert dialog.standings.rowCount() == 16

    # the EMA export checks first: no game yet, nothing written
    target = tmp_path / "ema.csv"
    assert dialog.export_ema(target) is None
    assert dialog.status.text() == "session 1: 0 of its 4 games are on the server"
    assert not target.exists()


def test_the_board_shows_the_seating_and_standings_large_and_whole(qtbot, url, shots):
    names = [n for n, *_ in PEOPLE]
    made = tm.create(url, tm.Tournament("Board Day", "tenhou", 4, seed=3, players=tuple(
        tm.Player(n) for n in names)))  # fmt: skip
    dialog = dialog_for(qtbot, url)
    dialog.seat()
    qtbot.mouseClick(dialog.board_button, Qt.MouseButton.LeftButton)
    board = dialog.board
    qtbot.addWidget(board)
    assert board.isVisible()
    assert board.title.text() == "Board Day: session 1"
    assert [cell[0] for cell in board.view.cells] == [f"Table {n}" for n in range(1, 5)]
    assert board.view.cells[0][1].startswith("East  ")
    # the session's clock: started on the server, shown on the board
    qtbot.mouseClick(dialog.clock_button, Qt.MouseButton.LeftButton)
    assert board.clock.isVisible()
    assert board.clock.text() in ("1:30:00 left", "1:29:59 left")
    assert tm.clock(url, made.name, 1)[1] == 90
    for width, height in ((1920, 1080), (1366, 768)):
        board.resize(width, height)
        qtbot.waitUntil(lambda w=width: board.width() == w)
        assert fits(board)
        assert board.view.layout_for(board.view.width(), board.view.height())[1] >= 40
        board.grab().save(str(shots / f"board-seating-{width}.png"))
    board.show_standings(tm.standings(url, made.name))
    for width, height in ((1920, 1080), (1366, 768)):
        board.resize(width, height)
        qtbot.waitUntil(lambda w=width: board.width() == w)
        assert fits(board)
        board.grab().save(str(shots / f"board-standings-{width}.png"))


def test_the_board_opened_later_shows_what_the_server_says_is_left(qtbot, url, a_year_ahead):
    """The session's clock started 25 minutes ago by the server's clock; the organiser's
    machine, a year ahead, opens the board: 65 minutes are left, not none."""
    import psycopg

    names = [n for n, *_ in PEOPLE]
    tm.create(url, tm.Tournament("Later Day", "tenhou", 4, seed=3, players=tuple(
        tm.Player(n) for n in names)))  # fmt: skip
    tm.seat(url, "Later Day", 1)
    tm.start_clock(url, "Later Day", 1, 90)
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(
            "UPDATE scoretable.tournament_sessions SET starts = starts - interval '25 minutes'"
        )
    dialog = dialog_for(qtbot, url)
    board = dialog.show_board()
    qtbot.addWidget(board)
    assert board.clock.isVisible()
    assert board.clock.text() in ("1:05:00 left", "1:04:59 left", "1:04:58 left")


@pytest.mark.parametrize("players", [16, 36, 100])
def test_a_hundred_players_still_fit_the_board(qtbot, players):
    board = TournamentBoard("Big Day")
    qtbot.addWidget(board)
    long = "Maximiliana Montgomery-Featherstonehaugh"
    names = [long if n == 0 else f"Player Number {n}" for n in range(players)]
    board.show_seating(3, [names[i : i + 4] for i in range(0, players, 4)])
    board.resize(1366, 768)
    board.show()
    qtbot.waitExposed(board)
    assert fits(board)
    assert board.view.layout_for(board.view.width(), board.view.height())[1] >= 9


def test_the_board_clock_counts_down_and_says_when_time_is_up(qtbot, frozen_clock):
    board = TournamentBoard("Clock Day")
    qtbot.addWidget(board)
    assert not board.clock.isVisibleTo(board)
    board.set_clock((90 - 25.5) * 60)  # read 25:30 into a session of 90 minutes
    assert board.clock.text() == "1:04:30 left"
    frozen_clock.advance(63 * 60 + 31)  # 89:01 in
    board.tick()
    assert board.clock.text() == "0:59 left"
    # this machine's wall clock set a year on (or back): the countdown does not move
    for year in (365 * 86400, -365 * 86400):
        with clock.replaced(wall=lambda y=year: frozen_clock.timestamp() + y):
            board.tick()
            assert board.clock.text() == "0:59 left"
    frozen_clock.advance(59)
    board.tick()
    assert board.clock.text() == "Time is up: finish the hand in play"
    board.set_clock(0, hands_after=2)
    assert board.clock.text() == "Time is up: finish the hand in play and play one more"
    board.set_clock(None)
    assert not board.clock.isVisibleTo(board)
    assert not board.ticker.isActive()


def test_games_tournament_needs_the_club_and_opens_the_dialog(qtbot, url, tmp_path):
    from helpers.table_ui import library_window

    from scoretable.session.library import Library
    from scoretable.storage.paths import DB_NAME

    library = Library(open_store(tmp_path).store)
    try:
        window = library_window(qtbot, library)
        assert not window.menu_games.act_tournament.isEnabled()
        link = ClubLink(url, tmp_path / DB_NAME)
        try:
            window = library_window(qtbot, library, club=link)
            assert window.menu_games.act_tournament.isEnabled()
            assert window.menu_games.act_tournament in window.menu_games.actions()
            window.menu_games.act_tournament.trigger()
            dialog = window.findChild(type(dialog_for(qtbot, url)))
            assert dialog is not None
            assert dialog.isVisible()
            dialog.close()
        finally:
            link.close()
    finally:
        library.close()


def test_new_game_offers_a_seated_table_with_its_names_and_winds(qtbot):
    from scoretable.engine.rules import PRESETS
    from scoretable.ui.record.new_game_dialog import NewGameDialog, TournamentOffer

    offers = [
        TournamentOffer("Spring Open", 2, n, tuple(f"P{n}{s}" for s in "ESWN"), PRESETS["tenhou"])
        for n in (1, 2)
    ]
    dialog = NewGameDialog(None, ["Ann"], offers=offers)
    qtbot.addWidget(dialog)
    dialog.show()
    box = dialog.tournament_game
    assert box.isVisible()
    assert [box.itemText(i) for i in range(box.count())] == [
        "Not a tournament game",
        "Tournament game: Spring Open, session 2, table 1",
        "Tournament game: Spring Open, session 2, table 2",
    ]
    dialog.first_east.setCurrentIndex(2)
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Down)
    qtbot.keyClick(box, Qt.Key.Key_Down)
    assert box.currentIndex() == 2
    assert dialog.players() == ("P2E", "P2S", "P2W", "P2N")  # East first, as seated
    assert dialog.preset.currentData() == "tenhou"
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    setup = dialog.result_setup()
    assert setup is not None
    assert setup.tournament == ("Spring Open", 2)
    assert setup.players == ("P2E", "P2S", "P2W", "P2N")
    assert setup.rules.name == "tenhou"
    plain = NewGameDialog(None, ["Ann"])
    qtbot.addWidget(plain)
    assert not plain.tournament_game.isVisibleTo(plain)


def test_a_tournament_game_started_at_the_table_is_filed_under_its_session(
    qtbot, url, tmp_path, monkeypatch
):
    from helpers.table_ui import library_window

    from scoretable.session.library import Library
    from scoretable.storage import club
    from scoretable.storage.paths import DB_NAME
    from scoretable.ui.record.new_game_dialog import GameSetup, NewGameDialog

    names = [n for n, *_ in PEOPLE]
    tm.create(url, tm.Tournament("Table Day", "tenhou", 2, seed=1, players=tuple(
        tm.Player(n) for n in names)))  # fmt: skip
    tables = tm.seat(url, "Table Day", 1)
    tm.start_clock(url, "Table Day", 1, 90)
    tm.extra_time(url, "Table Day", 1, 3, 5)  # table 3 started late
    library = Library(open_store(tmp_path).store)
    link = ClubLink(url, tmp_path / DB_NAME)
    try:
        window = library_window(qtbot, library, club=link)
        offered = window.menu_game._tournament_offers()
        assert [(o.session, o.table, o.players) for o in offered[:4]] == [
            (1, n, tuple(t)) for n, t in enumerate(tables, 1)
        ]
        assert len(offered) == 8  # both sessions, planned at the first
        seen = {}

        def answer(parent, known, initial=None, offers=()):
            seen["offers"] = offers
            return GameSetup(offers[2].players, offers[2].rules, ("Table Day", 1))

        monkeypatch.setattr(NewGameDialog, "get_setup", answer)
        window.menu_game.ask_new_game()
        assert len(seen["offers"]) == 8
        game_id = library.game_id(window.model)
        keys = club._game_origins(library.store, game_id)
        assert keys == [f"tournament:{game_id}:1:Table Day"]
        assert tuple(window.model.players) == tuple(tables[2])

        # its timer is the session's clock, with table 3's five minutes more
        # the session's clock is read on a thread of its own: the table never waits on it
        def follows() -> bool:  # 95 minutes, started a moment ago by this table's clock
            setting = window.hanchan_timer.setting()
            return (
                setting is not None
                and setting[0] == 95 * 60
                and (0 <= clock.timestamp() - setting[1] < 60)
            )

        qtbot.waitUntil(follows, timeout=10_000)
        assert window.hanchan_timer.hands_after() == 1
    finally:
        link.close()
        library.close()
    # no club: no offers, and nothing read
    assert (
        library_window(
            qtbot, Library(open_store(tmp_path / "other").store)
        ).menu_game._tournament_offers()
        == []
    )


def test_the_board_hides_the_sessions_the_organiser_hides(qtbot, url):
    names = [n for n, *_ in PEOPLE]
    tm.create(url, tm.Tournament("Hidden Day", "tenhou", 4, hide_from=3, seed=1, players=tuple(
        tm.Player(n) for n in names)))  # fmt: skip
    tm.add_penalty(url, "Hidden Day", names[0], -20, reason="early", session=1)
    tm.add_penalty(url, "Hidden Day", names[1], -30, reason="late", session=3)
    dialog = dialog_for(qtbot, url)
    points = {r.player: r.points for r in dialog.rows}
    assert (points[names[0]], points[names[1]]) == (-20.0, -30.0)  # the organiser sees all
    board = dialog.show_board(standings=True)
    qtbot.addWidget(board)
    shown = [line for cell in board.view.cells for line in cell[1:]]
    assert f"16. {names[0]}\t−20.0" in shown
    assert not any(line.startswith("") and names[1] in line and "30" in line for line in shown)


def test_the_organiser_seats_a_substitute_from_the_dialog(qtbot, url):
    names = [n for n, *_ in PEOPLE]
    tm.create(url, tm.Tournament("Sub Day", "tenhou", 4, seed=1, players=tuple(
        tm.Player(n) for n in names)))  # fmt: skip
    dialog = dialog_for(qtbot, url)
    dialog.tabs.setCurrentIndex(1)
    dialog.session.setValue(2)
    dialog.tabs.setCurrentIndex(2)
    dialog.sub_player.setCurrentText("Ed Endo")
    qtbot.keyClicks(dialog.sub_name, "  Sam   Stand-In ")
    assert not dialog.sub_points.isEnabled()
    qtbot.mouseClick(dialog.sub_fixed, Qt.MouseButton.LeftButton)
    assert dialog.sub_points.isEnabled()
    dialog.sub_points.setValue(-10.0)
    seat = dialog.findChild(type(dialog.create_button), "seatSubstitute")
    qtbot.mouseClick(seat, Qt.MouseButton.LeftButton)
    assert dialog.status.text() == "Session 2: Sam Stand-In plays for Ed Endo"
    assert dialog.sub_name.text() == ""
    import psycopg

    with psycopg.connect(url) as conn:
        rows = conn.execute(
            "SELECT session, player, substitute, fixed FROM scoretable.tournament_substitutes"
        ).fetchall()
    assert rows == [(2, "Ed Endo", "Sam Stand-In", -10.0)]
    # a player's own name is no substitute: one line, nothing stored
    qtbot.keyClicks(dialog.sub_name, "Ann Abe")
    qtbot.mouseClick(seat, Qt.MouseButton.LeftButton)
    assert dialog.status.text() == (
        "a substitute needs a name of their own, not a player's: 'Ann Abe'"
    )
    assert dialog.status.property("failed") is True
    assert dialog.sub_name.text() == "Ann Abe"


def test_the_organiser_gives_one_table_extra_time_from_the_dialog(qtbot, url):
    names = [n for n, *_ in PEOPLE]
    tm.create(url, tm.Tournament("Late Day", "tenhou", 2, seed=2, players=tuple(
        tm.Player(n) for n in names)))  # fmt: skip
    dialog = dialog_for(qtbot, url)
    dialog.tabs.setCurrentIndex(1)
    qtbot.mouseClick(dialog.seat_button, Qt.MouseButton.LeftButton)
    # before the session's clock runs there is no time to add to: one line, nothing stored
    dialog.extra_table.setValue(3)
    qtbot.mouseClick(dialog.extra_button, Qt.MouseButton.LeftButton)
    assert dialog.status.text() == "session 1's clock has not been started"
    assert dialog.status.property("failed") is True
    dialog.minutes.setValue(60)
    qtbot.mouseClick(dialog.clock_button, Qt.MouseButton.LeftButton)
    dialog.extra_minutes.selectAll()
    qtbot.keyClicks(dialog.extra_minutes, "7")
    qtbot.mouseClick(dialog.extra_button, Qt.MouseButton.LeftButton)
    assert dialog.status.text() == "Session 1, table 3: 7 minutes more"
    assert dialog.status.property("failed") is False
    _started, minutes, extra, _elapsed = tm.clock(url, "Late Day", 1)
    assert (minutes, extra) == (60, {3: 7})
    assert tm.table_timer(url, "Late Day", 1, 3)[1:] == (67 * 60, 1)
    assert tm.table_timer(url, "Late Day", 1, 2)[1:] == (60 * 60, 1)
    # a table the session does not have: refused, the extra time given stays
    dialog.extra_table.setValue(5)
    qtbot.mouseClick(dialog.extra_button, Qt.MouseButton.LeftButton)
    assert dialog.status.text() == "session 1 has no table 5"
    assert tm.clock(url, "Late Day", 1)[2] == {3: 7}


@pytest.fixture
def a_year_ahead():
    """This machine's wall clock a year ahead of the club's server (which keeps real time)."""
    import time

    with clock.replaced(wall=lambda: time.time() + 365 * 86400):
        yield


def test_a_game_started_before_the_session_clock_follows_it_when_it_starts(
    qtbot, url, tmp_path, monkeypatch, a_year_ahead
):
    from helpers.table_ui import library_window

    from scoretable.session.library import Library
    from scoretable.storage.paths import DB_NAME
    from scoretable.ui.record.new_game_dialog import GameSetup, NewGameDialog

    names = [n for n, *_ in PEOPLE]
    tm.create(url, tm.Tournament("Early Day", "tenhou", 2, seed=4, players=tuple(
        tm.Player(n) for n in names)))  # fmt: skip
    tables = tm.seat(url, "Early Day", 1)
    library = Library(open_store(tmp_path).store)
    link = ClubLink(url, tmp_path / DB_NAME)
    # the table reads the session's clock every 20 ms here, not every 20 s
    monkeypatch.setattr("scoretable.ui.table.menus.game.SESSION_CLOCK_MS", 20, raising=False)
    try:
        window = library_window(qtbot, library, club=link)
        monkeypatch.setattr(
            NewGameDialog,
            "get_setup",
            lambda parent, known, initial=None, offers=(): GameSetup(
                offers[1].players, offers[1].rules, ("Early Day", 1)
            ),
        )
        window.menu_game.ask_new_game()
        assert tuple(window.model.players) == tuple(tables[1])
        assert window.hanchan_timer.setting() is None  # no clock yet: the game plays on
        tm.start_clock(url, "Early Day", 1, 80)

        def timer_is(seconds: int) -> bool:
            """The game's timer: ``seconds`` long, started on this table's clock (a year
            ahead) when the server started the session, a moment ago."""
            setting = window.hanchan_timer.setting()
            return (
                setting is not None
                and setting[0] == seconds
                and (0 <= clock.timestamp() - setting[1] < 60)
            )

        qtbot.waitUntil(lambda: timer_is(80 * 60))
        assert window.hanchan_timer.remaining() > 79 * 60  # not over by this table's clock
        assert window.hanchan_timer.hands_after() == 1
        # extra time given to another table does not reach this one; to this one, it does
        tm.extra_time(url, "Early Day", 1, 1, 9)
        tm.extra_time(url, "Early Day", 1, 2, 4)
        qtbot.waitUntil(lambda: timer_is(84 * 60))
        timers = [e for e in window.model.log if e["type"] == "timer"]
        assert len(timers) == 2  # set when the clock started and when the table got more
        # another game on the table stops the reading
        window.start_new_game(list(names[:4]), window.model.rules)
        qtbot.waitUntil(lambda: not window.menu_game._session_clock.isActive())
        assert window.hanchan_timer.setting() is None
    finally:
        link.close()
        library.close()


def test_the_organiser_prints_the_sessions_table_list_as_a_pdf(qtbot, url, tmp_path):
    import shutil
    import subprocess

    names = [n for n, *_ in PEOPLE]
    tm.create(url, tm.Tournament("Print Day", "tenhou", 2, seed=6, players=tuple(
        tm.Player(n) for n in names)))  # fmt: skip
    dialog = dialog_for(qtbot, url)
    dialog.tabs.setCurrentIndex(1)
    target = tmp_path / "tables.pdf"
    # nothing seated yet in this dialog: one line, no file
    assert dialog.print_seating(target) is None
    assert dialog.status.text() == "Seat the session first: there is no table list yet"
    assert not target.exists()
    qtbot.mouseClick(dialog.seat_button, Qt.MouseButton.LeftButton)
    tables = tm.seat(url, "Print Day", 1)
    assert dialog.print_seating(target) == target
    assert dialog.status.text() == "Wrote the table list of session 1 to tables.pdf"
    assert target.read_bytes().startswith(b"%PDF")
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext is not installed: the PDF's text is not read")
    text = subprocess.run(
        ["pdftotext", "-layout", str(target), "-"], capture_output=True, text=True, check=True
    ).stdout
    assert "Print Day: session 1" in text
    lines = [" ".join(line.split()) for line in text.splitlines()]
    for number, table in enumerate(tables, start=1):
        assert f"{number} {' '.join(table)}" in lines


@pytest.mark.parametrize("hands_after", [1, 2])
def test_the_board_clock_says_time_is_up_whole(qtbot, hands_after):
    """A tenth of the height is the clock's size unless its line would be wider than the
    window: at 1366x768 the time-up sentence with one more hand was cut at both ends."""
    board = TournamentBoard("Clock Day")
    qtbot.addWidget(board)
    board.resize(1366, 768)
    board.set_clock(-60, hands_after=hands_after)  # a minute past the session's end
    board.show()
    qtbot.waitExposed(board)
    clock = board.clock
    qtbot.waitUntil(lambda: clock.width() > 0)
    advance = QFontMetricsF(clock.font()).horizontalAdvance(clock.text())
    assert advance <= clock.contentsRect().width()
    assert clock.font().pixelSize() >= 40  # still read across the room
    board.set_clock(30 * 60)  # counting down again
    assert clock.font().pixelSize() == board.height() // 10


def test_the_board_opens_within_its_screen(qtbot):
    """It asks for 1366x768, no more than its screen has room for (the offscreen screen is
    smaller, as a laptop's at 200% is)."""
    board = TournamentBoard("Small Screen Day")
    qtbot.addWidget(board)
    board.show()
    qtbot.waitExposed(board)
    room = board.screen().availableGeometry()
    assert room.width() < 1366  # (else this test says nothing)
    assert board.width() <= room.width()
    assert board.height() <= room.height()


def test_the_organisers_dialog_opens_within_its_screen(qtbot, url):
    """It asks for 900x560, no more than its screen has room for (the offscreen screen is
    narrower, as a laptop's at 200% is), its Close button in sight."""
    dialog = dialog_for(qtbot, url)
    qtbot.waitExposed(dialog)
    room = dialog.screen().availableGeometry()
    assert room.width() < 900  # (else this test says nothing)
    assert room.contains(dialog.frameGeometry())
    close = dialog.findChild(QDialogButtonBox)
    assert close.isVisible()
    corner = close.mapTo(dialog, close.rect().bottomRight())
    assert dialog.rect().contains(corner)


def test_the_rules_are_offered_by_their_names_in_the_windows_language(qtbot, url, japanese):
    dialog = dialog_for(qtbot, url)
    rules = dialog.new_rules
    shown = {rules.itemData(i): rules.itemText(i) for i in range(rules.count())}
    assert shown["standard"] == "標準"  # not the preset's key, "standard"
    assert shown["tenhou"] == "天鳳"


def test_the_seating_page_fits_a_683_pixel_screen(qtbot, url, japanese):
    """The seating page's buttons go onto more rows where the width needs it: in one row the
    page was wider than a 683x384 screen (the last buttons past the dialog's edge)."""
    dialog = dialog_for(qtbot, url)
    qtbot.waitExposed(dialog)
    page = dialog.tabs.widget(1)
    assert page.minimumSizeHint().width() <= 683 - 60  # (the dialog's margins, a scroll bar)


def test_a_long_name_in_the_seating_is_wrapped_whole(qtbot, url):
    """A name wider than its column goes onto two lines in a taller row, never elided (at
    683 px "Maximiliana Featherstonehaugh" was "Maximiliana …")."""
    from helpers.wrap_checks import cell_lines

    long = "Maximiliana Featherstonehaugh"
    names = [long, "勅使河原美智子", "Bartholomew Papadopoulos", "Di"]
    tm.create(url, tm.Tournament("Long Day", "tenhou", 4, seed=3, players=tuple(
        tm.Player(n) for n in names)))  # fmt: skip
    dialog = dialog_for(qtbot, url)
    dialog.resize(640, dialog.height())
    dialog.seat()
    dialog.tabs.setCurrentIndex(1)
    table = dialog.seating
    column = next(c for c in range(1, 5) if table.item(0, c).text() == long)
    index = table.model().index(0, column)
    wide = QFontMetricsF(table.font()).horizontalAdvance(long)
    qtbot.waitUntil(lambda: table.columnWidth(column) < wide)  # (else this says nothing)
    lines = cell_lines(table, index)  # as the cell's delegate lays it out and paints it
    assert " ".join(text.strip() for text in lines.texts) == long
    assert len(lines.texts) >= 2
    assert lines.height <= table.rowHeight(0)


def test_where_there_is_room_the_seating_pages_buttons_stand_in_one_row(qtbot, url):
    """A row of buttons asks for the width that holds them all in one row (each as wide as
    the widest): asking for less put "Show on the room's screen" under "Table list (PDF)…"
    in a 900-pixel dialog with room to spare."""
    from scoretable.ui.fitting import ButtonRow

    dialog = dialog_for(qtbot, url)
    dialog.tabs.setCurrentIndex(1)
    qtbot.waitExposed(dialog)
    row = dialog.print_button.parentWidget()
    assert isinstance(row, ButtonRow)
    row.resize(row.sizeHint())
    qtbot.waitUntil(lambda: row.width() == row.sizeHint().width())
    assert dialog.print_button.y() == dialog.board_button.y()
