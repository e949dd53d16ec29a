"""The club server's refusals, each a one-line sentence: an address libpq cannot use, a
database that is not there, a season nobody made, a player merged with himself."""

from __future__ import annotations

from typing import Any

import pytest

from scoretable.storage.club import ClubError, club_standings, connect, merge_players

SECRET = "club-secret"


def test_an_address_with_an_option_libpq_does_not_know_is_not_usable() -> None:
    url = f"postgresql://club:{SECRET}@127.0.0.1:1/league?no_such_option=1"
    with pytest.raises(ClubError, match=r"^the club address .* is not usable: ") as caught:
        connect(url)
    assert SECRET not in str(caught.value)


def test_a_player_is_not_merged_with_himself_before_any_server_is_asked() -> None:
    # port 1: nothing listens, so only a refusal made before connecting can be this one
    with pytest.raises(ClubError, match=r"^a player cannot be merged with himself$"):
        merge_players(f"postgresql://club:{SECRET}@127.0.0.1:1/league", "Ann", "Ann")


def test_a_database_the_server_does_not_have_is_named(pg_server: Any) -> None:
    url = pg_server.url("no_such_league")
    with pytest.raises(ClubError, match="has no such database or user") as caught:
        connect(url)
    assert SECRET not in str(caught.value)


def test_an_unknown_season_lists_the_known_ones(pg_server: Any) -> None:
    url = pg_server.create_database("refusals_season")
    with pytest.raises(
        ClubError, match=r"^no season called 'autumn' on the club server \(known: none\)$"
    ):
        club_standings(url, season="autumn")
