"""A tournament's refusals, each one sentence naming what is wrong, and nothing changed: bad
settings and amounts refused before any server is asked, a session, player or penalty the
tournament does not have refused by the server's answer; a table that cannot reach the server
plays on without a clock or an offer; the standings leave out a seat nobody registered."""

from __future__ import annotations

from typing import Any

import pytest

from scoretable.storage import tournament as t
from scoretable.storage.tournament import (
    GameRow,
    Player,
    Tournament,
    TournamentError,
    compute_standings,
)

# port 1: nothing listens, so only a refusal made before connecting can be the one raised
NOWHERE = "postgresql://club:secret@127.0.0.1:1/league"
PLAYERS = tuple(Player(name) for name in ("Ann", "Bo", "Cy", "Di"))


def settings(**changes: Any) -> Tournament:
    base: dict[str, Any] = {
        "name": "Cup",
        "rules_name": "standard",
        "sessions": 2,
        "players": PLAYERS,
    }
    return Tournament(**(base | changes))


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"name": "  "}, r"^a tournament needs a name$"),
        ({"sessions": 0}, r"^a tournament has 1 to 64 sessions, not 0$"),
        ({"sessions": 65}, r"^a tournament has 1 to 64 sessions, not 65$"),
        ({"players": PLAYERS[:3]}, r"^3 players cannot fill a table of 4: add players$"),
    ],
    ids=["no name", "no session", "65 sessions", "three players at tables of four"],
)
def test_settings_that_cannot_be_are_refused_before_the_server_is_asked(
    changes: dict[str, Any], message: str
) -> None:
    with pytest.raises(TournamentError, match=message):
        t.create(NOWHERE, settings(**changes))


def test_amounts_out_of_range_are_refused_before_the_server_is_asked() -> None:
    with pytest.raises(TournamentError, match=r"^a session lasts 1 to 600 minutes, not 0$"):
        t.start_clock(NOWHERE, "Cup", 1, 0)
    with pytest.raises(TournamentError, match=r"^extra time is 0 to 120 minutes, not 121$"):
        t.extra_time(NOWHERE, "Cup", 1, 1, 121)
    with pytest.raises(TournamentError, match=r"^a penalty is one of .+, not 'green'$"):
        t.add_penalty(NOWHERE, "Cup", "Ann", -10, kind="green")


def test_a_table_that_cannot_reach_the_server_plays_on_without_clock_or_offers() -> None:
    assert t.table_timer(NOWHERE, "Cup", 1, 1) is None
    assert t.table_offers(NOWHERE) == []


def test_the_standings_leave_out_a_seat_nobody_registered_and_a_place_not_known() -> None:
    game = GameRow(
        uid="g1",
        session=1,
        table=1,
        finished=True,
        names=("Ann", "Bo", "Cy", "Stranger"),
        points=(30.0, 10.0, -10.0, -30.0),
        ranks=(1, 2, None, 4),
        scores=(40000, 30000, 20000, 10000),
    )
    rows = {row.player: row for row in compute_standings(settings(), [game])}
    assert sorted(rows) == ["Ann", "Bo", "Cy", "Di"]
    assert rows["Cy"].games == 1
    assert rows["Cy"].places == []  # no place known: none counted
    assert rows["Cy"].score == 20000
    assert rows["Ann"].places == [1]
    assert rows["Di"].games == 0


# --- the server's answers ------------------------------------------------------------------


@pytest.fixture
def cup(pg_server: Any) -> str:
    url = pg_server.create_database("tournament_refusals")
    t.create(url, settings())
    return url


def test_what_the_tournament_does_not_have_is_refused_naming_it(cup: str) -> None:
    with pytest.raises(TournamentError, match=r"^tournament 'Cup' has sessions 1 to 2, not 3$"):
        t.seat(cup, "Cup", 3)
    with pytest.raises(TournamentError, match=r"^session 1 was never seated$"):
        t.start_clock(cup, "Cup", 1, 90)
    with pytest.raises(TournamentError, match=r"^'Eve' is not a player of tournament 'Cup'$"):
        t.add_penalty(cup, "Cup", "Eve", -10)
    with pytest.raises(TournamentError, match=r"^tournament 'Cup' has sessions 1 to 2, not 5$"):
        t.add_penalty(cup, "Cup", "Ann", -10, session=5)
    with pytest.raises(TournamentError, match=r"^tournament 'Cup' has no penalty 99$"):
        t.cancel_penalty(cup, "Cup", 99)
    assert t.penalties(cup, "Cup") == []
    assert t.clock(cup, "Cup", 1) is None


def test_a_session_planned_before_those_before_it_or_by_a_bad_script_is_refused(
    cup: str,
) -> None:
    with pytest.raises(
        TournamentError,
        match=r"^session 2 cannot be planned before the sessions before it are seated$",
    ):
        t.seat(cup, "Cup", 2, again=True)
    with pytest.raises(
        TournamentError, match=r"^session 1: the tables must all seat three players, or all four$"
    ):
        t.seat(cup, "Cup", 1, script="Ann Bo Cy Nobody\n")  # one name: not a table of four
    assert t.seating(cup, "Cup") == {}
