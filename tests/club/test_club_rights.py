"""A role without the club's rights is told which right it lacks, on what, before anything is
sent or read; and the club's errors each become their one sentence (a time limit, a right,
a lost server), with the sync going on past a game only when the error concerns that game."""

from __future__ import annotations

from typing import Any

import psycopg
import pytest
from helpers.pg import PASSWORD
from psycopg import errors

from scoretable.storage import club
from scoretable.storage.club import ClubError, connect, explain

ROLE = "scoretable_reader"


@pytest.fixture
def reader(pg_server: Any) -> tuple[str, str]:
    """A club database and the URL of a role that may connect to it and nothing more."""
    url = pg_server.create_database("club_rights")
    connect(url).close()  # the club's tables, made by the club's own role
    with psycopg.connect(pg_server.url(), autocommit=True) as admin:
        admin.execute(f"DROP ROLE IF EXISTS {ROLE}")
        admin.execute(f"CREATE ROLE {ROLE} LOGIN PASSWORD '{PASSWORD}'")
    return url, url.replace("//club:", f"//{ROLE}:")


def grant(url: str, *statements: str) -> None:
    with psycopg.connect(url, autocommit=True) as conn:
        for statement in statements:
            conn.execute(statement.format(role=ROLE))


def test_a_role_without_the_schema_is_told_it_lacks_a_right(reader: tuple[str, str]) -> None:
    _url, as_reader = reader
    for write in (True, False):
        with pytest.raises(ClubError) as caught:
            connect(as_reader, write=write)
        assert str(caught.value) == (
            "the club server's role lacks a right: permission denied for schema scoretable "
            "(ask the organiser)"
        )


@pytest.mark.parametrize("write", [False, True], ids=["to read", "to send"])
def test_the_server_itself_refuses_the_rights_check_of_a_role_without_the_schema(
    reader: tuple[str, str], write: bool
) -> None:
    # why the check asks nothing of the schema itself: naming a table of a schema the role
    # may not use is refused by the server (the caller says it in words)
    _url, as_reader = reader
    tables = club._WRITTEN if write else club._READ
    with (
        psycopg.connect(as_reader, autocommit=True) as conn,
        pytest.raises(errors.InsufficientPrivilege) as caught,
    ):
        club._check_rights(conn, club.public_url(as_reader), tables, write)
    assert str(caught.value) == "permission denied for schema scoretable"


def test_a_role_that_may_see_the_schema_only_is_told_the_first_table_it_may_not_read(
    reader: tuple[str, str],
) -> None:
    url, as_reader = reader
    grant(url, "GRANT USAGE ON SCHEMA scoretable TO {role}")
    grant(url, "GRANT SELECT ON scoretable.club_schema TO {role}")
    where = club.public_url(as_reader)
    with pytest.raises(ClubError) as caught:
        connect(as_reader, write=False)
    assert str(caught.value).startswith(f"role {ROLE} may not read the club server {where}: ")
    assert str(caught.value).endswith(" (ask the organiser to grant it)")
    assert "it lacks SELECT on scoretable." in str(caught.value)


def test_a_role_that_may_only_read_is_told_the_first_write_right_it_lacks(
    reader: tuple[str, str],
) -> None:
    url, as_reader = reader
    grant(
        url,
        "GRANT USAGE ON SCHEMA scoretable TO {role}",
        "GRANT SELECT ON ALL TABLES IN SCHEMA scoretable TO {role}",
    )
    connect(as_reader, write=False).close()  # reading is all it may do, and it may
    with pytest.raises(ClubError, match=r"it lacks INSERT on scoretable\.games \(ask") as caught:
        connect(as_reader, write=True)
    assert str(caught.value).endswith("; nothing was sent")


URL = "postgresql://club:secret@127.0.0.1:1/league"


@pytest.mark.parametrize(
    ("error", "message"),
    [
        (
            errors.QueryCanceled("canceling statement due to statement timeout"),
            r"^the club server did not answer within \d+ s; it is tried again later$",
        ),
        (
            errors.InsufficientPrivilege("permission denied for table games"),
            r"^the club server's role lacks a right: permission denied for table games \(ask "
            r"the organiser\)$",
        ),
        (
            psycopg.OperationalError("server closed the connection unexpectedly"),
            r"^the club server stopped answering \(.*\): server closed the connection "
            r"unexpectedly$",
        ),
        (
            errors.CheckViolation('new row violates check constraint "seat_range"'),
            r'^the club server refused it: new row violates check constraint "seat_range"$',
        ),
        (ValueError("bad entry"), r"^this table could not read the game to send: bad entry$"),
    ],
    ids=["time limit", "right", "server gone", "refused", "local"],
)
def test_each_error_becomes_its_one_sentence(error: Exception, message: str) -> None:
    explained = explain(error, URL)
    assert isinstance(explained, ClubError)
    assert "secret" not in str(explained)
    assert explained is not error
    with pytest.raises(ClubError, match=message):
        raise explained


SHOWN = "postgresql://club@127.0.0.1:1/league"  # URL without its password


@pytest.mark.parametrize(
    ("words", "message"),
    [
        (
            'root certificate file "/r.crt" does not exist',
            "the SSL root certificate /r.crt is missing, so the club server "
            f"{SHOWN} cannot be checked: put the club's certificate there (or name it with "
            "sslrootcert)",
        ),
        (
            "fe_sendauth: no password supplied",
            f"the club server {SHOWN} wants a password and none was given: put it in "
            "~/.pgpass (or PGPASSWORD)",
        ),
        (
            'password authentication failed for user "club"',
            f"the club server refused the password for {SHOWN}",
        ),
        (
            'permission denied for database "league"',
            f"the club server does not let this role in ({SHOWN}): ask the organiser for the "
            'right to connect (permission denied for database "league")',
        ),
        (
            'database "league" does not exist',
            f"the club server has no such database or user: {SHOWN}",
        ),
        (
            'connection to server at "127.0.0.1", port 1 failed: Connection refused',
            f"the club server is unreachable ({SHOWN}): Connection refused",
        ),
    ],
    ids=["certificate", "no password", "password", "not let in", "no database", "unreachable"],
)
def test_each_connection_failure_names_the_server_without_its_password(
    words: str, message: str
) -> None:
    explained = club._connect_error(psycopg.OperationalError(words), URL)
    assert str(explained) == message


class Conn:
    def __init__(self, closed: bool = False, broken: bool = False) -> None:
        self.closed = closed
        self.broken = broken


@pytest.mark.parametrize(
    ("error", "conn", "per_game"),
    [
        (errors.UniqueViolation("duplicate"), Conn(), True),
        (ClubError("no tournament called {name}", name="'X'"), Conn(), True),
        (errors.UniqueViolation("duplicate"), Conn(closed=True), False),
        (errors.UniqueViolation("duplicate"), Conn(broken=True), False),
        (errors.InsufficientPrivilege("permission denied"), Conn(), False),
        (errors.QueryCanceled("statement timeout"), Conn(), False),
        (RuntimeError("not the server's"), Conn(), False),
    ],
    ids=["refused", "tournament", "closed", "broken", "right", "time", "other"],
)
def test_a_sync_goes_on_past_an_error_only_when_it_concerns_one_game(
    error: BaseException, conn: Conn, per_game: bool
) -> None:
    assert club._per_game(error, conn) is per_game  # type: ignore[arg-type]


def test_a_table_whose_role_may_not_read_the_tournaments_is_offered_none(
    reader: tuple[str, str],
) -> None:
    from scoretable.storage import tournament as t

    url, as_reader = reader
    grant(
        url,
        "GRANT USAGE ON SCHEMA scoretable TO {role}",
        *(
            f"GRANT SELECT ON scoretable.{table} TO {{role}}"
            for table in ("club_schema", "games", "game_players", "hands", "aliases", "seasons")
        ),
    )
    names = ("Ann", "Bo", "Cy", "Di")
    t.create(url, t.Tournament("Cup", "standard", 1, players=tuple(t.Player(n) for n in names)))
    t.seat(url, "Cup", 1)
    assert [offer[:3] for offer in t.table_offers(url)] == [("Cup", 1, 1)]
    connect(as_reader, write=False).close()  # the club's own tables it may read
    assert t.table_offers(as_reader) == []


def test_an_organiser_who_may_not_send_games_runs_the_whole_tournament(
    reader: tuple[str, str],
) -> None:
    # the organiser's desk reads every table and writes the tournament's own: no right to
    # send games is asked of it (each step connects to read, never to send)
    from scoretable.storage import tournament as t

    url, organiser = reader
    grant(
        url,
        "GRANT USAGE ON SCHEMA scoretable TO {role}",
        "GRANT SELECT ON ALL TABLES IN SCHEMA scoretable TO {role}",
        "GRANT USAGE ON ALL SEQUENCES IN SCHEMA scoretable TO {role}",
        *(
            f"GRANT INSERT, UPDATE, DELETE ON scoretable.tournament_{table} TO {{role}}"
            for table in ("players", "sessions", "games", "penalties", "substitutes")
        ),
        "GRANT INSERT, UPDATE, DELETE ON scoretable.tournaments TO {role}",
    )
    with pytest.raises(ClubError, match=r"it lacks INSERT on scoretable\.games"):
        connect(organiser, write=True)
    names = ("Ann", "Bo", "Cy", "Di")
    cup = t.Tournament("Cup", "standard", 2, players=tuple(t.Player(n) for n in names))
    t.create(organiser, cup)
    assert t.tournaments(organiser) == ["Cup"]
    assert t.load(organiser, "Cup").players == cup.players
    tables = t.seat(organiser, "Cup", 1)
    assert t.seat(organiser, "Cup", 1) == tables
    assert t.seating(organiser, "Cup")[1] == tables
    t.start_clock(organiser, "Cup", 1, 90)
    t.extra_time(organiser, "Cup", 1, 1, 5)
    found = t.clock(organiser, "Cup", 1)
    assert found is not None
    assert (found.minutes, found.extra) == (90, {1: 5})
    timer = t.table_timer(organiser, "Cup", 1, 1)
    assert timer is not None
    assert timer[1] == 95 * 60
    given = t.add_penalty(organiser, "Cup", "Bo", -20, reason="late")
    t.cancel_penalty(organiser, "Cup", given.id)
    assert [(p.player, p.points, p.cancelled) for p in t.penalties(organiser, "Cup")] == [
        ("Bo", -20, True)
    ]
    t.add_substitute(organiser, "Cup", 1, "Cy", "Zed")
    assert [(s.player, s.substitute) for s in t.day(organiser, "Cup").substitutes] == [
        ("Cy", "Zed")
    ]
    assert [row.player for row in t.standings(organiser, "Cup")] == sorted(names)
    assert [offer[:3] for offer in t.table_offers(organiser)] == [("Cup", 1, 1), ("Cup", 2, 1)]
