"""The cut against a real server: the sessions before the last seat everyone, the last seats
only the top of the standings after them, and the standings rank those players first."""

from __future__ import annotations

import itertools
import json

import psycopg
import pytest

from scoretable.storage import tournament as tm

NAME = "Cut Cup"
PLAYERS = tuple(tm.Player(f"P{n}") for n in range(8))
#: each table's final points, East first
POINTS = (40.0, 10.0, -15.0, -35.0)


@pytest.fixture
def url(pg_server, request):
    return pg_server.create_database("cut_" + request.node.name[5:40].lower())


def play(url: str, session: int, tables: list[list[str]], points=POINTS) -> None:
    """Session ``session``'s games on the server as a sync leaves them, each table's seats
    scoring ``points`` East first."""
    with psycopg.connect(url, autocommit=True) as conn:
        for number, table in enumerate(tables, start=1):
            uid = f"{session}-{number}"
            ranks = [sorted(points, reverse=True).index(p) + 1 for p in points]
            conn.execute(
                "INSERT INTO scoretable.games (uid, created, updated, rules, names, position,"
                " finished) VALUES (%s, 'now', 'now', '{}', %s, 0, true)",
                (uid, json.dumps(table)),
            )
            for seat, (player, value, rank) in enumerate(zip(table, points, ranks, strict=True)):
                conn.execute(
                    "INSERT INTO scoretable.game_players (game_uid, seat, player, score, points,"
                    " rank) VALUES (%s, %s, %s, %s, %s, %s)",
                    (uid, seat, player, int(25000 + value * 1000), value, rank),
                )
            conn.execute(
                "INSERT INTO scoretable.tournament_games (uid, tournament, session, table_no)"
                " VALUES (%s, %s, %s, %s)",
                (uid, NAME, session, number),
            )


def totals(games: list[tuple[list[list[str]], tuple[float, ...]]]) -> dict[str, float]:
    out = {p.name: 0.0 for p in PLAYERS}
    for tables, points in games:
        for table in tables:
            for player, value in zip(table, points, strict=True):
                out[player] += value
    return out


@pytest.mark.parametrize(
    ("sessions", "cut", "size"),
    [(3, 6, 4), (3, 8, 4), (1, 4, 4), (3, 0, 4), (3, 4, 3)],
)
def test_a_cut_that_cannot_be_is_refused_at_creation(url, sessions, cut, size) -> None:
    with pytest.raises(tm.TournamentError, match=f"the cut keeps {cut} players"):
        tm.create(url, tm.Tournament(NAME, "tenhou", sessions, size, cut, players=PLAYERS))
    assert tm.tournaments(url) == []


def test_the_last_session_seats_the_top_of_the_standings_who_then_rank_first(url) -> None:
    tm.create(url, tm.Tournament(NAME, "tenhou", 3, cut=4, seed=3, players=PLAYERS))
    first = tm.seat(url, NAME, 1)
    # the whole day planned is the sessions before the cut: the last waits for them
    assert set(tm.seating(url, NAME)) == {1, 2}
    second = tm.seat(url, NAME, 2)
    with pytest.raises(tm.TournamentError, match="every game of session 1 must be finished"):
        tm.seat(url, NAME, 3)
    play(url, 1, first)
    with pytest.raises(tm.TournamentError, match="every game of session 2 must be finished"):
        tm.seat(url, NAME, 3)
    play(url, 2, second)
    # the penalty counts in the standings that choose the players kept
    leader = max(totals([(first, POINTS), (second, POINTS)]).items(), key=lambda kv: kv[1])[0]
    tm.add_penalty(url, NAME, leader, -100.0, reason="chombo")
    before = totals([(first, POINTS), (second, POINTS)])
    before[leader] -= 100.0
    order = [r.player for r in tm.standings(url, NAME)]
    assert [before[p] for p in order] == sorted(before.values(), reverse=True)
    top = set(order[:4])
    assert leader not in top
    final = tm.seat(url, NAME, 3)
    assert len(final) == 1
    assert set(final[0]) == top
    assert tm.seat(url, NAME, 3) == final  # stable once made
    # the last session's worst finalist ends below players the cut left out, yet ranks above
    play(url, 3, final, points=(0.0, -100.0, 50.0, 50.0))
    after = dict(before)
    for player, value in zip(final[0], (0.0, -100.0, 50.0, 50.0), strict=True):
        after[player] += value
    rows = tm.standings(url, NAME)
    assert {r.player for r in rows[:4]} == top
    assert [r.rank for r in rows] == list(range(1, 9))
    assert [after[r.player] for r in rows[:4]] == sorted((after[p] for p in top), reverse=True)
    assert [after[r.player] for r in rows[4:]] == sorted(
        (v for p, v in after.items() if p not in top), reverse=True
    )
    assert min(after[p] for p in top) < max(after[p] for p in after if p not in top)
    assert {r.player: r.points for r in rows} == pytest.approx(after)
    # the EMA file ranks them so too, and every game is there
    found = tm.day(url, NAME)
    tm.check_complete(found)
    rows_out = tm.compute_standings(
        found.tournament,
        found.games,
        found.penalties,
        found.substitutes,
        kept=tm.finalists(found.tournament, found.seating),
    )
    lines = tm.ema_csv(rows_out).splitlines()[1:]
    assert [line.split(",")[1] for line in lines] == [r.player for r in rows]
    assert sorted(itertools.chain(*first)) == sorted(p.name for p in PLAYERS)


def test_a_tournament_seated_again_from_its_seed_gets_the_same_tables(url: str) -> None:
    # the seating is drawn from the tournament's seed alone: a day set up again (another
    # server, the same seed) seats every session as before, and another seed does not
    names = tuple(f"P{n}" for n in range(8))
    days = []
    for name, seed in (("Spring", 7), ("Spring again", 7), ("Autumn", 8)):
        t = tm.Tournament(name, "standard", 3, seed=seed, players=tuple(map(tm.Player, names)))
        tm.create(url, t)
        days.append([tm.seat(url, name, session) for session in (1, 2, 3)])
    assert days[1] == days[0]
    assert days[2] != days[0]
