"""A tournament day on the club's server: players, sessions and their seating, the games of
each session, penalties and cards, substitutes, standings and the EMA's results file.

    create(url, Tournament("Spring Open", "ema", sessions=4), players)
    tables = seat(url, "Spring Open", 1)          # plans the whole day; stable once made
    file_game(store, game_id, "Spring Open", 2)   # at a table: no server needed
    add_penalty(url, "Spring Open", "Ann", -20, reason="chombo")
    rows = standings(url, "Spring Open")
    ema_rows(rows)                                # the CSV's lines (after check_complete)

The tables live in the club's schema (storage.club, version 3). Reading needs SELECT only;
the organiser's commands write. A table's game joins its session when it is sent (its origin
key :func:`~scoretable.storage.club.tournament_key`), checked there: a game whose players the
tournament does not know is refused with the reason, the others are sent.

Standings: a player's total is the final points (thousands after oka and uma) of every game
played in the tournament, plus fixed points for a game a substitute played for them where the
organiser said so, plus penalties (a red card costs the tournament's ``red_card`` points;
two yellows make a red). Ties are broken by the best single game, then by the fewest fourth
places, then alphabetically (the rank is shared when all three tie).

The cut: a tournament with ``cut`` N plays its sessions before the last with everyone; the
last session seats only the top N of the standings after them (by standing, as Swiss seating
does, once every game before it is on the server), and from then on the standings rank those
N first (by their totals, the last session included), the others after them.

Its rooms: :mod:`~scoretable.storage.tournament.records` (its records, read back),
:mod:`~scoretable.storage.tournament.seating` (created, its sessions seated),
:mod:`~scoretable.storage.tournament.session_clock`,
:mod:`~scoretable.storage.tournament.penalties` (and substitutes),
:mod:`~scoretable.storage.tournament.standings`, :mod:`~scoretable.storage.tournament.ema` (the
results file) and :mod:`~scoretable.storage.tournament.filing` (a table's side, no server
needed). Its tables are the club's (:mod:`scoretable.storage.club.schema`, version 3); its
input is checked where it enters (:mod:`scoretable.storage.tournament_input`).
"""

from __future__ import annotations

from collections.abc import Sequence

from scoretable.storage.tournament.ema import Day, check_complete, day, ema_csv, number, split_name
from scoretable.storage.tournament.filing import file_game
from scoretable.storage.tournament.penalties import (
    add_penalty,
    add_substitute,
    cancel_penalty,
    penalties,
)
from scoretable.storage.tournament.records import (
    EMA_COLUMNS,
    KINDS,
    GameRow,
    Penalty,
    Player,
    Standing,
    Substitute,
    Tournament,
    parse_players,
)
from scoretable.storage.tournament.seating import create, load, seat, seating, tournaments
from scoretable.storage.tournament.session_clock import (
    SessionClock,
    clock,
    extra_time,
    start_clock,
    table_offers,
    table_timer,
)
from scoretable.storage.tournament.standings import (
    compute_standings,
    finalists,
    standings,
    team_standings,
)
from scoretable.storage.tournament_input import TournamentError

__all__: Sequence[str] = [
    "EMA_COLUMNS",
    "KINDS",
    "Day",
    "GameRow",
    "Penalty",
    "Player",
    "SessionClock",
    "Standing",
    "Substitute",
    "Tournament",
    "TournamentError",
    "add_penalty",
    "add_substitute",
    "cancel_penalty",
    "check_complete",
    "clock",
    "compute_standings",
    "create",
    "day",
    "ema_csv",
    "extra_time",
    "file_game",
    "finalists",
    "load",
    "number",
    "parse_players",
    "penalties",
    "seat",
    "seating",
    "split_name",
    "standings",
    "start_clock",
    "table_offers",
    "table_timer",
    "team_standings",
    "tournaments",
]
