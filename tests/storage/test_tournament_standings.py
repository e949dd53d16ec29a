"""A tournament's standings, tie-break, cards, substitutes, checks and EMA file, without a
server (the server's side: tests/club/test_tournament.py)."""

from __future__ import annotations

import csv
import io

import pytest
from helpers.japanese import japanese_text

from scoretable.storage import club
from scoretable.storage.db import open_store
from scoretable.storage.tournament import (
    Day,
    GameRow,
    Penalty,
    Player,
    Standing,
    Substitute,
    Tournament,
    TournamentError,
    check_complete,
    compute_standings,
    ema_csv,
    file_game,
    number,
    parse_players,
    split_name,
    team_standings,
)
from scoretable.storage.tournament import finalists as tm_finalists

FOUR = ("Ann Abe", "Bo Baba", "Cy Chiba", "Di Doi")
T = Tournament("Open", "tenhou", 2, players=tuple(Player(n) for n in FOUR))


def game(
    session: int,
    points: tuple[float, ...],
    names: tuple[str, ...] = FOUR,
    finished: bool = True,
    uid: str = "",
) -> GameRow:
    order = sorted(range(4), key=lambda s: -points[s])
    ranks = tuple(order.index(s) + 1 for s in range(4))
    return GameRow(
        uid or f"g{session}{points}",
        session,
        1,
        finished,
        names,
        points,
        ranks,
        tuple(int(25000 + p * 1000) for p in points),
    )


def penalty(player: str, kind: str, points: float = 0.0, cancelled: bool = False, n: int = 1):
    return Penalty(n, player, kind, points, "why", None, "", cancelled)


def test_totals_are_the_games_final_points_plus_penalties() -> None:
    rows = compute_standings(
        T,
        [game(1, (40.0, 10.0, -15.0, -35.0)), game(2, (-20.0, 30.0, 5.0, -15.0))],
        [penalty("Bo Baba", "penalty", -20.0)],
    )
    got = {r.player: (r.points, r.penalties, r.games, r.average_place) for r in rows}
    assert got == {
        "Ann Abe": (20.0, 0.0, 2, 2.5),
        "Bo Baba": (20.0, -20.0, 2, 1.5),
        "Cy Chiba": (-10.0, 0.0, 2, 2.5),
        "Di Doi": (-50.0, 0.0, 2, 3.5),
    }


@pytest.mark.parametrize(
    ("games", "order", "ranks"),
    [
        # equal totals (30): the best single game first (Ann's 40 against Bo's 20)
        ([(40.0, 10.0, -15.0, -35.0), (-10.0, 20.0, 5.0, -15.0)], ["Ann", "Bo"], [1, 2]),
        # equal totals (0) and best games (10): the fewest fourth places (Cy was fourth once)
        (
            [(30.0, -35.0, 10.0, -5.0), (5.0, -5.0, -10.0, 10.0), (-40.0, 45.0, 0.0, -5.0)],
            ["Bo", "Di", "Cy", "Ann"],
            [1, 2, 3, 4],
        ),
        # all three equal: the rank is shared, the names alphabetical
        ([(20.0, 20.0, -20.0, -20.0)], ["Ann", "Bo", "Cy", "Di"], [1, 1, 3, 4]),
    ],
)
def test_the_tie_break_is_the_best_game_then_the_fewest_fourths(
    games: list[tuple[float, ...]], order: list[str], ranks: list[int]
) -> None:
    rows = compute_standings(T, [game(n, g) for n, g in enumerate(games, 1)])
    firsts = [r.player.split()[0] for r in rows]
    positions = [firsts.index(name) for name in order]
    assert positions == sorted(positions)
    assert [rows[p].rank for p in positions] == ranks


def test_two_yellows_make_a_red_and_a_cancelled_penalty_counts_for_nothing() -> None:
    t = Tournament("Open", "tenhou", 2, red_card=-30.0, players=T.players)
    rows = compute_standings(
        t,
        [],
        [
            penalty("Ann Abe", "yellow"),
            penalty("Bo Baba", "yellow"),
            penalty("Bo Baba", "yellow"),
            penalty("Cy Chiba", "red"),
            penalty("Di Doi", "chombo", -20.0, cancelled=True),
            penalty("Nobody", "penalty", -5.0),
        ],
    )
    assert {r.player: r.penalties for r in rows} == {
        "Ann Abe": 0.0,
        "Bo Baba": -30.0,
        "Cy Chiba": -30.0,
        "Di Doi": 0.0,
    }


def test_a_substitutes_game_counts_for_the_player_or_gives_fixed_points() -> None:
    names = ("Ann Abe", "Sub One", "Cy Chiba", "Sub Two")
    rows = compute_standings(
        T,
        [game(1, (10.0, 30.0, -15.0, -25.0), names)],
        substitutes=[
            Substitute(1, "Bo Baba", "Sub One"),
            Substitute(1, "Di Doi", "Sub Two", fixed=-5.0),
        ],
    )
    got = {r.player: (r.points, r.games, r.places) for r in rows}
    assert got["Bo Baba"] == (30.0, 1, [1])
    assert got["Di Doi"] == (-5.0, 1, [])  # fixed points: no place
    assert "Sub One" not in got


def test_hidden_sessions_and_unfinished_games_are_left_out_of_the_public_view() -> None:
    t = Tournament("Open", "tenhou", 2, hide_from=2, players=T.players)
    games = [
        game(1, (10.0, -10.0, 5.0, -5.0)),
        game(2, (40.0, -40.0, 0.0, 0.0)),
        game(2, (1.0, -1.0, 0.0, 0.0), finished=False),
    ]
    hidden = [Penalty(1, "Bo Baba", "penalty", -20.0, "", 2, "", False)]
    public = {r.player: r.points for r in compute_standings(t, games, hidden, public=True)}
    assert public == {"Ann Abe": 10.0, "Bo Baba": -10.0, "Cy Chiba": 5.0, "Di Doi": -5.0}
    full = {r.player: r.points for r in compute_standings(t, games, hidden)}
    assert full["Ann Abe"] == 50.0
    assert full["Bo Baba"] == -70.0


def test_team_standings_add_the_players_totals() -> None:
    t = Tournament(
        "Open",
        "tenhou",
        1,
        players=(
            Player("Ann Abe", team="Kyoto"),
            Player("Bo Baba", team="Nara"),
            Player("Cy Chiba", team="Kyoto"),
            Player("Di Doi"),
        ),
    )
    rows = compute_standings(t, [game(1, (10.0, 30.0, -15.0, -25.0))])
    assert team_standings(rows) == [("Nara", 30.0, 1), ("Kyoto", -5.0, 2)]


def test_team_totals_are_rounded_to_a_tenth_and_equal_teams_go_by_name() -> None:
    rows = [
        Standing("Ann", team="Nara", points=10.26),
        Standing("Bo", team="Kyoto", points=4.0),
        Standing("Cy", team="Kyoto", points=6.3),
        Standing("Di", team="Aomori", points=10.3),
    ]
    assert team_standings(rows) == [("Aomori", 10.3, 1), ("Kyoto", 10.3, 2), ("Nara", 10.3, 1)]


@pytest.mark.parametrize(
    ("text", "players"),
    [
        ("Ann, Bo ,Cy,Di", [Player("Ann"), Player("Bo"), Player("Cy"), Player("Di")]),
        (
            "name,ema,country,team\nAnn Abe,04000001,JP,Kyoto\nBo\x1b[31m,,FR,\n",
            [Player("Ann Abe", "04000001", "JP", "Kyoto"), Player("Bo [31m", "", "FR", "")],
        ),
        ("Country,Name\nDE,Cy\n", [Player("Cy", "", "DE", "")]),
        # one name a line, no header
        ("Ann Abe\nBo\n\nCy, Di\n", [Player("Ann Abe"), Player("Bo"), Player("Cy"), Player("Di")]),
        # a file without a country column: none, not a made-up one
        ("name,team\nAnn,Nara\n", [Player("Ann", "", "", "Nara")]),
    ],
)
def test_players_come_from_a_list_or_a_csv_file(text: str, players: list[Player]) -> None:
    assert parse_players(text) == players


@pytest.mark.parametrize(
    ("text", "number"),
    [
        # a name with an unquoted comma: its cells shift past the header's (it crashed)
        ("name,team\nAbe, Ann,Nara\n", 1),
        ("Name,EMA\nBo,1\n\nCy,2,3\n", 2),
    ],
)
def test_a_csv_row_longer_than_its_header_is_refused_with_its_number(
    text: str, number: int
) -> None:
    with pytest.raises(TournamentError) as refused:
        parse_players(text)
    assert str(refused.value) == (
        f"player {number} of the file has more fields than its header names"
        " (a name with a comma needs quotes)"
    )


@pytest.mark.parametrize(
    ("name", "split"),
    [
        ("Ann Abe", ("Abe", "Ann")),
        ("Abe, Ann Marie", ("Abe", "Ann Marie")),
        ("Jean Paul Sartre", ("Sartre", "Jean Paul")),
        ("Madonna", ("Madonna", "")),
    ],
)
def test_names_split_into_last_and_first(name: str, split: tuple[str, str]) -> None:
    assert split_name(name) == split


@pytest.mark.parametrize(
    ("value", "text"),
    [(12.0, "12.0"), (-3.25, "-3.2"), (-0.04, "0.0"), (1234567.0, "1234567.0"), (0.05, "0.1")],
)
def test_numbers_are_plain_decimals_with_a_point(value: float, text: str) -> None:
    assert number(value) == text


def test_the_ema_file_has_a_header_and_one_row_a_player() -> None:
    t = Tournament(
        "Open",
        "tenhou",
        1,
        players=(
            Player("Ann Abe", "04000001", "JP"),
            Player("Abe, Bo", "", "FR"),
            Player("Cy Chiba"),
            Player("Di Doi", "10990042", "DE"),
        ),
    )
    names = ("Ann Abe", "Abe, Bo", "Cy Chiba", "Di Doi")
    rows = compute_standings(t, [game(1, (1234.5, -1000.0, -200.0, -34.5), names)])
    text = ema_csv(rows)
    assert list(csv.reader(io.StringIO(text))) == [
        ["Place", "Last name", "First name", "EMA number", "Table points", "Score", "Country"],
        ["1", "Abe", "Ann", "04000001", "1234.5", "1259500", "JP"],
        ["2", "Doi", "Di", "10990042", "-34.5", "-9500", "DE"],
        ["3", "Chiba", "Cy", "", "-200.0", "-175000", ""],
        ["4", "Abe", "Bo", "", "-1000.0", "-975000", "FR"],
    ]
    assert text.endswith("FR\n")
    assert text.count("\n") == 5


def day(games: list[GameRow], seating: dict[int, list[list[str]]] | None = None) -> Day:
    seated = {1: [list(FOUR)], 2: [list(FOUR)]} if seating is None else seating
    return Day(T, tuple(games), seated, (), ())


@pytest.mark.parametrize(
    ("the_day", "message"),
    [
        (day([game(1, (1.0, -1.0, 0.0, 0.0))], {1: [list(FOUR)]}), "session 2 was never seated"),
        (
            day([game(1, (1.0, -1.0, 0.0, 0.0), finished=False, uid="g1")]),
            "session 1: game g1 is not finished",
        ),
        (day([game(1, (1.0, -1.0, 0.0, 0.0))]), "session 2: 0 of its 1 games are on the server"),
        (
            day([game(1, (1.0, -1.0, 0.0, 0.0)), game(2, (1.0, 0.0, 0.0, 0.0), uid="g2")]),
            "game g2 (session 2): its points sum to 1.0, not zero",
        ),
    ],
)
def test_the_check_before_export_names_the_first_problem(the_day: Day, message: str) -> None:
    with pytest.raises(TournamentError) as caught:
        check_complete(the_day)
    assert str(caught.value) == message


def test_a_complete_day_passes_the_check() -> None:
    check_complete(day([game(1, (1.0, -1.0, 0.0, 0.0)), game(2, (0.5, -0.5, 0.0, 0.0))]))


def test_filing_a_game_keeps_its_club_id_and_sends_it_again(tmp_path) -> None:
    from helpers.club_games import table_game

    with open_store(tmp_path / "lib").store as store:
        game_id = table_game(store, list(FOUR), 1)
        before = club.store_uid(store, game_id)
        updated = store.load_game(game_id).updated
        file_game(store, game_id, " Spring  Open ", 2)
        file_game(store, game_id, "Spring Open", 3)  # filed again: replaces the first
        keys = club._game_origins(store, game_id)
        assert keys == [f"tournament:{game_id}:3:Spring Open"]
        assert club.tournament_tag(keys) == ("Spring Open", 3)
        assert club.store_uid(store, game_id) == before
        assert store.load_game(game_id).updated > updated
        with pytest.raises(ValueError, match=r"^a session is numbered from 1, not 0$"):
            file_game(store, game_id, "Spring Open", 0)
        with pytest.raises(ValueError, match=r"^a tournament needs a name$"):
            file_game(store, game_id, "  ", 1)
    assert club.tournament_tag(["tenhou:x"]) is None


def test_the_players_the_cut_kept_rank_first_whatever_their_totals() -> None:
    eight = (*FOUR, "Ed Endo", "Flo Fujii", "Gus Goto", "Hal Hara")
    t = Tournament("Open", "tenhou", 2, cut=4, players=tuple(Player(n) for n in eight))
    games = [
        game(1, (40.0, 10.0, -15.0, -35.0)),
        game(1, (50.0, 20.0, -30.0, -40.0), names=eight[4:]),
        game(2, (-60.0, 30.0, 20.0, 10.0), names=(eight[0], eight[1], eight[4], eight[5])),
    ]
    kept = tm_finalists(t, {1: [list(FOUR), list(eight[4:])], 2: [list(games[2].names)]})
    assert kept == {eight[0], eight[1], eight[4], eight[5]}
    rows = compute_standings(t, games, kept=kept)
    assert [r.player for r in rows] == [
        "Ed Endo",  # 50 + 20
        "Bo Baba",  # 10 + 30
        "Flo Fujii",  # 20 + 10
        "Ann Abe",  # 40 - 60, below Cy Chiba's -15 yet kept
        "Cy Chiba",  # -15
        "Gus Goto",  # -30
        "Di Doi",  # -35
        "Hal Hara",  # -40
    ]
    assert [r.rank for r in rows] == list(range(1, 9))
    # without the cut's players, the totals alone
    assert [r.player for r in compute_standings(t, games)][:4] == [
        "Ed Endo",
        "Bo Baba",
        "Flo Fujii",
        "Cy Chiba",
    ]


@pytest.mark.parametrize(
    ("cut", "seating", "kept"),
    [
        (None, {1: [list(FOUR)], 2: [list(FOUR)]}, set()),
        (4, {1: [list(FOUR)]}, set()),
        (4, {1: [list(FOUR)], 2: [list(FOUR)]}, set(FOUR)),
    ],
)
def test_the_cut_keeps_those_seated_in_the_last_session(cut, seating, kept) -> None:
    t = Tournament("Open", "tenhou", 2, cut=cut, players=T.players)
    assert tm_finalists(t, seating) == kept


def test_a_csv_row_longer_than_its_header_is_refused_in_the_interfaces_language(qapp) -> None:
    with pytest.raises(TournamentError) as refused:
        parse_players("name,team\nAbe, Ann,Nara\n")
    assert japanese_text(refused.value) == (
        "ファイルの1人目の行に見出しより多くの欄があります（コンマを含む名前は引用符で囲んでください）"
    )
