"""Club play as a real club runs it (issue 26), against a real PostgreSQL server: roles that
may only read, a peer holding a lock or asleep mid-transaction, games the server refuses,
passwords in every form, another program's tables, multi-host addresses, the same game from
two formats, dates, withdrawals, and the words of each failure."""

from __future__ import annotations

import signal
import subprocess
import sys
import threading
import time

import psycopg
import pytest
from helpers.club_games import RAW, count, table_game

from scoretable.engine.names import clean_name as table_clean_name
from scoretable.storage import club
from scoretable.storage.club import ClubError, Limits, club_standings, connection, public_url, sync
from scoretable.storage.db import open_store
from scoretable.storage.logs import import_log

PAIR = "2019081518gm-00a9-0000-cce9d00c"


def run_cli(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "scoretable", *args],
        capture_output=True,
        text=True,
        timeout=90,
        env=env,
    )


def admin(url: str, *statements: str) -> None:
    with psycopg.connect(url, autocommit=True) as conn:
        for statement in statements:
            conn.execute(statement)


def role_url(url: str, role: str, password: str) -> str:
    return url.replace("club:club-secret@", f"{role}:{password}@")


@pytest.fixture
def url(pg_server, request):
    name = "r_" + request.node.name[:40].lower().replace("[", "_").replace("]", "")
    return pg_server.create_database(name.replace("-", "_"))


@pytest.fixture
def short_limits(monkeypatch):
    """Shorter waits than a club's (the same behaviour, a quicker test)."""
    limits = Limits(connect=5, lock=1, statement=5, idle_in_transaction=5, sync=20)
    monkeypatch.setattr(connection, "LIMITS", limits)
    return limits


@pytest.fixture
def library(tmp_path):
    with open_store(tmp_path / "lib").store as store:
        yield store, tmp_path / "lib"


# --- roles -----------------------------------------------------------------------------------


def test_a_select_only_role_reads_standings_and_is_told_it_may_not_send(url, tmp_path):
    data = tmp_path / "lib"
    with open_store(data).store as store:
        table_game(store, ["Ann", "Bo", "Cy", "Di"], 1)
        sync(store, url)  # the organiser's role sets the club up
        table_game(store, ["Ann", "Bo", "Cy", "Ed"], 2)
    admin(
        url,
        "DROP ROLE IF EXISTS projector",
        "CREATE ROLE projector LOGIN PASSWORD 'beam'",
        "GRANT USAGE ON SCHEMA scoretable TO projector",
        "GRANT SELECT ON ALL TABLES IN SCHEMA scoretable TO projector",
    )
    reader = role_url(url, "projector", "beam")
    assert {r.player for r in club_standings(reader)} == {"Ann", "Bo", "Cy", "Di"}
    results, _aliases, _seasons = club.club_results(reader)  # the league and seating read this
    assert len(results) == 1
    # table_game's seed 1: Cy wins by ron off Ann's discard, read back seat by seat
    assert results[0].names == ("Ann", "Bo", "Cy", "Di")
    assert (results[0].wins, results[0].deal_ins) == ((0, 0, 1, 0), (1, 0, 0, 0))
    shown = run_cli("--club", reader, "standings")
    assert shown.returncode == 0
    assert "Ann" in shown.stdout
    assert shown.stderr == ""
    result = run_cli("--data-dir", str(data), "--club", reader, "sync")
    assert result.returncode == 1
    assert result.stderr.count("\n") == 1
    assert "lacks INSERT on scoretable.games" in result.stderr
    assert "nothing was sent" in result.stderr
    assert "beam" not in result.stderr
    assert count(url, "games") == 1


def test_a_role_that_may_not_create_the_tables_is_told_which_right_it_lacks(url):
    admin(url, "DROP ROLE IF EXISTS newcomer", "CREATE ROLE newcomer LOGIN PASSWORD 'n'")
    with pytest.raises(ClubError, match="may not create or upgrade them") as caught:
        club_standings(role_url(url, "newcomer", "n"))
    assert "CREATE on the database" in str(caught.value)


def test_another_programs_games_table_in_public_is_left_alone(url, library):
    store, _ = library
    admin(url, "CREATE TABLE public.games (id serial PRIMARY KEY, title text)")
    admin(url, "INSERT INTO public.games (title) VALUES ('chess night')")
    table_game(store, ["Ann", "Bo", "Cy", "Di"], 1)
    assert sync(store, url).sent == 1
    assert [r.player for r in club_standings(url)] != []
    with psycopg.connect(url) as conn:
        rows = conn.execute("SELECT id, title FROM public.games").fetchall()
    assert rows == [(1, "chess night")]


def test_an_older_club_in_public_is_moved_into_its_schema_with_its_games(url, library):
    store, _ = library
    table_game(store, ["Ann", "Bo", "Cy", "Di"], 1)
    # the club as version 1 left it: every table in public
    admin(url, "SET search_path TO public", club._MIGRATIONS[0])
    admin(
        url,
        "CREATE TABLE public.club_schema (version INTEGER NOT NULL)",
        "INSERT INTO public.club_schema VALUES (1)",
        "INSERT INTO public.seasons VALUES ('2026', '2026-01-01', '2026-12-31')",
    )
    assert sync(store, url).sent == 1
    with psycopg.connect(url) as conn:
        left = conn.execute(
            "SELECT count(*) FROM pg_tables WHERE schemaname = 'public'"
        ).fetchone()[0]
        version = conn.execute("SELECT max(version) FROM scoretable.club_schema").fetchone()[0]
    assert (left, version) == (0, club.CLUB_SCHEMA_VERSION)
    assert count(url, "seasons") == 1
    assert count(url, "games") == 1
    assert [r.games for r in club_standings(url, season="2026")] == [1, 1, 1, 1]


# --- bounded waits ---------------------------------------------------------------------------


def test_every_connection_carries_the_club_s_limits(url, short_limits):
    # the bounds on every wait are the server's own settings for the session, and the
    # connect limit is libpq's: what each wait lasts at most is theirs to keep (how long
    # a wait takes: benchmarks/bench_club.py)
    conn = club.connect(url)
    try:
        settings = conn.execute(
            "SELECT current_setting('lock_timeout'), current_setting('statement_timeout'),"
            " current_setting('idle_in_transaction_session_timeout')"
        ).fetchone()
        connect_timeout = conn.info.get_parameters().get("connect_timeout")
    finally:
        conn.close()
    assert settings == ("1s", "5s", "5s")
    assert connect_timeout == "5"


def test_a_lock_held_on_the_schema_step_ends_in_a_lock_wait_message(url, short_limits):
    with psycopg.connect(url) as holder:
        holder.execute("SELECT pg_advisory_xact_lock(7342001)")  # mid-setup, never ending
        # ended by the lock limit (a lock wait), not by the statement's (no answer in 5 s)
        with pytest.raises(ClubError, match="a lock wait") as caught:
            club_standings(url)
    assert "\n" not in str(caught.value)
    assert "for over 1 s" in str(caught.value)


def test_a_game_locked_by_another_table_is_named_and_the_others_are_sent(
    url, library, short_limits
):
    store, _ = library
    first = table_game(store, ["Ann", "Bo", "Cy", "Di"], 1)
    club.connect(url).close()  # the club's tables
    for seed in (2, 3):
        table_game(store, ["Ann", "Bo", "Cy", f"P{seed}"], seed)
    uid = club.store_uid(store, first)
    with psycopg.connect(url) as holder:  # another table in the middle of sending it
        holder.execute(
            "INSERT INTO scoretable.games (uid, created, updated, rules, names, position,"
            " finished) VALUES (%s, '', '', '{}', '[]', 1, false)",
            (uid,),
        )
        report = sync(store, url)  # the lock limit ends the wait, and the others go
    assert (report.sent, len(report.refused), report.complete) == (2, 1, False)
    assert report.refused[0].game_id == first
    assert "a lock wait" in str(report.refused[0].reason)
    assert count(url, "games") == 3
    assert sync(store, url).complete  # the lock gone, the game goes


def wait_until(check, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if check():
            return True
    return False


# Holds every game's insert at the server while the test holds the lock exclusively (each
# insert asks for it shared, as long as its transaction lasts): a table's sync is caught in
# its first game's transaction, and once let go, the game's row written, it goes on.
HOLD = 7342099
HOLD_INSERTS = f"""
CREATE FUNCTION scoretable.hold() RETURNS trigger LANGUAGE plpgsql AS
$$ BEGIN PERFORM pg_advisory_xact_lock_shared({HOLD}); RETURN NEW; END $$;
CREATE TRIGGER hold BEFORE INSERT ON scoretable.games
FOR EACH ROW EXECUTE FUNCTION scoretable.hold();
"""


def until(conn: psycopg.Connection, question: str, seconds: float = 40) -> None:
    """Until the server answers ``question`` (about another session) with a count above 0:
    the server tells of no such change, so it is asked again (``seconds`` a guard)."""
    deadline = time.monotonic() + seconds
    while not conn.execute(question).fetchone()[0]:
        assert time.monotonic() < deadline, f"never so: {question}"


def stop_in_transaction(process: subprocess.Popen[bytes], admin: psycopg.Connection) -> None:
    """SIGSTOP ``process`` inside its first game's transaction, the game's row written and
    held (``admin``, autocommit, holds the inserts: :data:`HOLD_INSERTS`)."""
    until(
        admin,
        "SELECT count(*) FROM pg_stat_activity WHERE application_name = 'scoretable'"
        " AND wait_event = 'advisory'",
    )  # held in its first insert
    process.send_signal(signal.SIGSTOP)
    admin.execute(f"SELECT pg_advisory_unlock({HOLD})")
    until(
        admin,
        "SELECT count(*) FROM pg_stat_activity WHERE application_name = 'scoretable'"
        " AND backend_xid IS NOT NULL AND state = 'idle in transaction'",
    )  # the row written; its next statement never comes


def test_a_table_asleep_mid_transaction_does_not_hold_another_sync_past_the_bound(url, tmp_path):
    # two tables holding the same 150 games (a game's id comes from its start and players)
    data, other = tmp_path / "lib", tmp_path / "other"
    for where in (data, other):
        with open_store(where).store as store:
            for seed in range(150):
                table_game(store, ["A", "B", "C", f"P{seed}"], seed)
    # the club's tables made first, so the peer is caught holding a game, not the schema step
    club.connect(url).close()
    with psycopg.connect(url, autocommit=True) as admin:
        admin.execute(HOLD_INSERTS)
        admin.execute(f"SELECT pg_advisory_lock({HOLD})")
        peer = subprocess.Popen(
            [sys.executable, "-m", "scoretable", "--data-dir", str(data), "--club", url, "sync"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            stop_in_transaction(peer, admin)
            # the other table's first game is the one held: ended by the lock limit, the
            # sleeper still asleep (how long: benchmarks/bench_club.py)
            result = run_cli("--data-dir", str(other), "--club", url, "sync")
            assert peer.poll() is None
        finally:
            peer.kill()
            peer.wait()
    assert result.returncode == 1
    assert "a lock wait" in result.stderr
    assert "not sent" in result.stderr
    assert len(result.stderr.splitlines()) == 1
    assert count(url, "games") == 149  # every game but the one the sleeper holds
    again = run_cli("--data-dir", str(other), "--club", url, "sync")
    assert again.returncode == 0
    assert count(url, "games") == 150


def test_a_sync_whose_time_is_up_starts_no_more_games_and_says_so(url, library, monkeypatch):
    store, _ = library
    for seed in range(3):
        table_game(store, ["A", "B", "C", f"P{seed}"], seed)
    monkeypatch.setattr(connection, "LIMITS", Limits(sync=-1))
    report = sync(store, url)
    assert (report.sent, report.deferred, report.complete) == (0, 3, False)


def test_a_cancelled_sync_stops_and_progress_is_told(url, library):
    store, _ = library
    for seed in range(4):
        table_game(store, ["A", "B", "C", f"P{seed}"], seed)
    seen: list[tuple[int, int]] = []
    report = sync(
        store, url, progress=lambda d, t: seen.append((d, t)), cancelled=lambda: bool(seen[1:])
    )
    assert (report.sent, report.deferred) == (2, 2)
    assert seen == [(1, 4), (2, 4)]


def test_the_server_stopping_during_the_schema_step_is_one_line(url, monkeypatch):
    monkeypatch.setattr(connection, "LIMITS", Limits(lock=30, statement=30))
    errors: list[BaseException] = []
    with psycopg.connect(url, autocommit=True) as holder:
        holder.execute("SELECT pg_advisory_lock(7342001)")
        waiting = threading.Thread(target=lambda: _catch(errors, lambda: club.connect(url)))
        waiting.start()
        assert wait_until(
            lambda: (
                holder.execute(
                    "SELECT count(*) FROM pg_stat_activity WHERE application_name = 'scoretable'"
                    " AND wait_event_type = 'Lock'"
                ).fetchone()[0]
                == 1
            ),
            20,
        )
        holder.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
            " WHERE application_name = 'scoretable'"
        )
        waiting.join(30)
    assert len(errors) == 1
    assert isinstance(errors[0], ClubError)
    assert "stopped answering" in str(errors[0])
    assert "\n" not in str(errors[0])


def _catch(errors: list[BaseException], call) -> None:
    try:
        call()
    except BaseException as error:
        errors.append(error)


# --- per-game isolation and names ------------------------------------------------------------


def test_a_nul_or_a_very_long_name_is_cleaned_and_every_game_is_sent(url, library):
    store, _ = library
    table_game(store, ["Ann\x00Bo", "語" * 1000, "C\u202eyC", "Di\nDa"], 1)
    table_game(store, ["E", "F", "G", "H"], 2)
    report = sync(store, url)
    assert (report.sent, report.refused) == (2, ())
    with psycopg.connect(url) as conn:
        names = conn.execute(
            "SELECT player FROM scoretable.game_players WHERE seat < 4 ORDER BY game_uid, seat"
        ).fetchall()
    assert ("Ann Bo",) in names
    assert ("語" * 40,) in names
    assert ("CyC",) in names
    assert ("Di Da",) in names


def test_a_game_the_server_refuses_is_named_and_the_others_go(url, tmp_path):
    data = tmp_path / "lib"
    with open_store(data).store as store:
        for seed, name in enumerate(["Ann", "Refused", "Cy"]):
            table_game(store, ["A", "B", "C", name], seed)
        sync(store, url)  # the tables exist; then the club refuses one player
    admin(url, "DELETE FROM scoretable.games")
    admin(
        url,
        "ALTER TABLE scoretable.game_players ADD CONSTRAINT no_refused CHECK (player <> 'Refused')",
    )
    result = run_cli("--data-dir", str(data), "--club", url, "sync")
    assert result.returncode == 1
    assert "sent 2 games" in result.stdout
    assert result.stderr.startswith("club: game 2 (")
    assert "refused it" in result.stderr
    assert "no_refused" in result.stderr
    assert len(result.stderr.splitlines()) == 1
    assert count(url, "games") == 2


def test_names_are_cleaned_for_the_server_as_at_the_table():
    # one cleaning, the table's: the club layer no longer keeps a copy of its own
    from scoretable.storage.club import games as club_games

    assert club_games.clean_name is table_clean_name


# --- secrets ---------------------------------------------------------------------------------

FORMS = [
    ("postgresql://ann:s3cret@host:5433/club", "postgresql://ann@host:5433/club"),
    ("postgres://ann:s3cret@host/club?sslmode=require", "postgres://ann@host/club?sslmode=require"),
    ("postgresql://ann@host/club?password=s3cret", "postgresql://ann@host/club"),
    (
        "postgresql://host/club?sslmode=require&password=s3cret&application_name=x",
        "postgresql://host/club?sslmode=require&application_name=x",
    ),
    (
        "postgresql://host/club?password=s3cret&sslmode=require",
        "postgresql://host/club?sslmode=require",
    ),
    (
        "postgresql://ann:s3cret@h1:5432,h2:5432/club",
        "postgresql://ann@h1:5432,h2:5432/club",
    ),
    ("host=club.local password=s3cret dbname=league", "host=club.local dbname=league"),
    ("host=club.local password = 's3cret x\\'y' user=ann", "host=club.local user=ann"),
    ("password=s3cret", ""),
    ("postgresql://host/club", "postgresql://host/club"),
]


@pytest.mark.parametrize(("url", "public"), FORMS)
def test_the_password_is_stripped_from_every_form(url, public):
    assert public_url(url) == public
    assert "s3cret" not in public_url(url)


@pytest.mark.parametrize(
    "form",
    [
        "postgresql://club:{pw}@127.0.0.1:{port}/nowhere",
        "postgresql://club@127.0.0.1:{port}/nowhere?password={pw}",
        "host=127.0.0.1 port={port} dbname=nowhere user=club password={pw}",
        "host=127.0.0.1 port={port} dbname=nowhere user=club password='{pw}'",
    ],
)
def test_no_password_form_is_ever_printed(pg_server, form, tmp_path):
    url = form.format(pw="s3cret-x", port=pg_server.port)
    result = run_cli("--data-dir", str(tmp_path), "--club", url, "standings")
    assert result.returncode == 1
    assert "refused the password" in result.stderr
    assert "s3cret" not in result.stderr + result.stdout


# --- multi-host ------------------------------------------------------------------------------


def test_a_multi_host_url_is_used_and_shown_without_its_password(pg_server, url, library):
    store, _ = library
    table_game(store, ["A", "B", "C", "D"], 1)
    multi = url.replace("127.0.0.1:", "127.0.0.1:1,127.0.0.1:")
    assert sync(store, multi).sent == 1
    assert public_url(multi) == multi.replace(":club-secret", "")


# --- the same game from two formats, its date, two tables that agree -------------------------


@pytest.mark.skipif(
    not (RAW / "tenhou6").exists(), reason=f"the real Tenhou logs ({RAW}) are absent"
)
def test_one_game_from_xml_and_json_on_two_tables_is_one_game_dated_by_its_log(url, tmp_path):
    with open_store(tmp_path / "old").store as store:  # as the previous version sent it
        game_id = import_log(store, RAW / "tenhou6" / f"{PAIR}.json").game_id
        record, keys = store.load_game(game_id), sorted(club._game_origins(store, game_id))
        with club.connect(url) as conn:
            club._send(conn, keys[0], record)  # under its first origin key, content:...
    assert keys[0].startswith("content:")
    assert count(url, "games") == 1
    for name, path in (
        ("xml", RAW / "mjlog" / f"{PAIR}.xml"),
        ("json", RAW / "tenhou6" / f"{PAIR}.json"),
    ):
        with open_store(tmp_path / name).store as store:
            import_log(store, path)
            sync(store, url)
    assert count(url, "games") == 1
    with psycopg.connect(url) as conn:
        uid, created = conn.execute("SELECT uid, created FROM scoretable.games").fetchone()
    assert uid == f"tenhou:{PAIR}"
    assert created.startswith("2019-08-15")
    club.add_season(url, "2019", "2019-01-01", "2019-12-31")
    club.add_season(url, "2026", "2026-01-01", "2026-12-31")
    assert len(club_standings(url, season="2019")) == 4
    assert club_standings(url, season="2026") == []


def test_a_game_two_tables_hold_is_not_reported_newer_once_both_agree(url, tmp_path):
    from helpers.log_fixtures import GAME_XML  # tests/logs, on the path (test_club)

    reports = []
    for name in ("one", "two", "one", "two"):
        with open_store(tmp_path / name).store as store:
            if not store.list_games():
                path = tmp_path / f"{name}.xml"
                path.write_text(GAME_XML, encoding="utf-8")
                import_log(store, path)
            reports.append(sync(store, url))
    assert [r.newer_on_server for r in reports] == [0, 0, 0, 0]
    assert [r.sent for r in reports] == [1, 0, 0, 0]
    assert reports[1].agreed == 1
    assert count(url, "games") == 1


# --- empty games and withdrawals -------------------------------------------------------------


def test_an_empty_game_never_leaves_the_table(url, library):
    from scoretable.engine.rules import get_preset

    store, _ = library
    journal = store.start_game(
        get_preset("standard"), ["Player 1", "Player 2", "Player 3", "Player 4"]
    )
    with club.connect(url) as conn:
        assert club.send_game(conn, store, journal.game_id) == ""
    assert sync(store, url).sent == 0
    assert count(url, "games") == 0


def test_a_withdrawn_game_leaves_the_league_and_no_table_sends_it_again(url, tmp_path):
    ids = []
    for name in ("one", "two"):
        with open_store(tmp_path / name).store as store:
            ids.append(table_game(store, ["Ann", "Bo", "Cy", "Di"], 1))
            table_game(store, ["Ann", "Bo", "Cy", f"{name}"], 2)
            sync(store, url)
    assert count(url, "games") == 3
    result = run_cli("--data-dir", str(tmp_path / "one"), "--club", url, "withdraw", str(ids[0]))
    assert result.returncode == 0, result.stderr
    assert "withdrew 1 games" in result.stdout
    assert count(url, "games") == 2
    with open_store(tmp_path / "two").store as store:
        again = sync(store, url)
    assert (again.sent, again.withdrawn, again.complete) == (0, 1, True)
    assert count(url, "games") == 2
    unknown = run_cli("--data-dir", str(tmp_path / "one"), "--club", url, "withdraw", "99")
    assert unknown.returncode == 2
    assert "no game '99'" in unknown.stderr


# --- the words of each failure ---------------------------------------------------------------


def test_a_missing_ssl_root_certificate_is_named(pg_server, url):
    if pg_server.ssl is None:
        pytest.skip("no openssl here: the test server speaks no SSL")
    with pytest.raises(ClubError, match=r"SSL root certificate /nowhere/root\.crt is missing"):
        club.connect(url + "?sslmode=verify-full&sslrootcert=/nowhere/root.crt")


def test_a_missing_password_is_named(url, tmp_path, monkeypatch):
    monkeypatch.setenv("PGPASSFILE", str(tmp_path / "none"))
    monkeypatch.delenv("PGPASSWORD", raising=False)
    with pytest.raises(ClubError, match="wants a password and none was given"):
        club.connect(url.replace(":club-secret", ""))


def test_a_role_refused_the_database_is_told_so(url):
    database = url.rsplit("/", 1)[1]
    admin(
        url,
        "DROP ROLE IF EXISTS outsider",
        "CREATE ROLE outsider LOGIN PASSWORD 'o'",
        f'REVOKE CONNECT ON DATABASE "{database}" FROM PUBLIC',
    )
    with pytest.raises(ClubError, match="does not let this role in"):
        club.connect(role_url(url, "outsider", "o"))


def test_a_permission_lost_mid_sync_is_a_permission_not_a_stopped_server(url, library):
    store, _ = library
    table_game(store, ["A", "B", "C", "D"], 1)
    sync(store, url)
    admin(
        url,
        "DROP ROLE IF EXISTS reader",
        "CREATE ROLE reader LOGIN PASSWORD 'r'",
        "GRANT USAGE ON SCHEMA scoretable TO reader",
        "GRANT SELECT ON scoretable.games TO reader",
    )
    with pytest.raises(ClubError) as caught:
        club.merge_players(role_url(url, "reader", "r"), "A", "B")
    assert "lacks" in str(caught.value)
    assert "stopped answering" not in str(caught.value)


def test_the_failures_speak_japanese(qapp):
    from scoretable.i18n import Translations

    translations = Translations(qapp)
    assert translations.switch("ja")
    try:
        from PySide6.QtCore import QCoreApplication

        for error in (
            club._connect_error(Exception('root certificate file "/r.crt" does not exist'), "x"),
            club._connect_error(Exception("fe_sendauth: no password supplied"), "x"),
            club._connect_error(Exception("password authentication failed"), "x"),
            club._connect_error(Exception('permission denied for database "x"'), "x"),
            club._runtime_error(psycopg.errors.LockNotAvailable("lock"), "x"),
            club._runtime_error(psycopg.errors.InsufficientPrivilege("denied"), "x"),
        ):
            text = error.text(QCoreApplication.translate)
            assert text != error.message
            assert any("\u3040" <= c <= "\u30ff" or "\u4e00" <= c <= "\u9fff" for c in text)
    finally:
        translations.switch("en")
