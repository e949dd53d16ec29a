"""A tournament's records (its players, settings, penalties, games, substitutes, a line of
the standings) and reading them: a tournament from the server, players from a file."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.storage.tournament_input import (
    TournamentError,
    players_table,
)

if TYPE_CHECKING:
    import psycopg


# The kinds of penalty.
KINDS = ("penalty", "chombo", "yellow", "red")
# The EMA results file's columns.
EMA_COLUMNS = (
    "Place",
    "Last name",
    "First name",
    "EMA number",
    "Table points",
    "Score",
    "Country",
)


@dataclass(frozen=True)
class Player:
    """A registered player: name, and where given the EMA number, country and team."""

    name: str
    ema: str = ""
    country: str = ""
    team: str = ""


@dataclass(frozen=True)
class Tournament:
    """A tournament's settings."""

    name: str
    rules_name: str
    sessions: int
    table_size: int = 4
    # players kept for the last session (None: no cut): the top ``cut`` of the standings
    # after the sessions before it
    cut: int | None = None
    # the standings' public view leaves out this session and the later ones (None: all shown)
    hide_from: int | None = None
    # what a red card costs, in final points
    red_card: float = -20.0
    seed: int = 0
    players: tuple[Player, ...] = ()
    # when the session's time is up: 1, the hand in play ends the game; 2, one more after it
    hands_after: int = 1


@dataclass(frozen=True)
class Penalty:
    """A penalty or card given by a referee (``points`` in final points, as added)."""

    id: int
    player: str
    kind: str
    points: float
    reason: str
    session: int | None
    referee: str
    cancelled: bool


@dataclass(frozen=True)
class GameRow:
    """A tournament game as the standings read it: its seats' names, final points, places and
    end scores."""

    uid: str
    session: int
    table: int | None
    finished: bool
    names: tuple[str, ...]
    points: tuple[float | None, ...]
    ranks: tuple[int | None, ...]
    scores: tuple[int | None, ...]


@dataclass(frozen=True)
class Substitute:
    """``substitute`` played ``player``'s seat in ``session``: the game counts for the player,
    or (``fixed`` given) the player gets ``fixed`` points for it."""

    session: int
    player: str
    substitute: str
    fixed: float | None = None


@dataclass
class Standing:
    """One player's line of the standings."""

    player: str
    games: int = 0
    points: float = 0.0
    penalties: float = 0.0
    places: list[int] = field(default_factory=list)
    best: float | None = None
    # last places (fourth; third at a three-player table)
    fourths: int = 0
    score: int = 0
    rank: int = 0
    team: str = ""
    ema: str = ""
    country: str = ""

    @property
    def average_place(self) -> float:
        return sum(self.places) / len(self.places) if self.places else 0.0

    def as_json(self) -> dict[str, object]:
        return {
            "player": self.player,
            "games": self.games,
            "points": round(self.points, 1),
            "penalties": round(self.penalties, 1),
            "rank": self.rank,
        }


def _error(template: str, **params: object) -> TournamentError:
    return TournamentError(template, **params)


def _clean(name: str) -> str:
    from scoretable.engine.names import clean_name

    return clean_name(name)


def parse_players(text: str) -> list[Player]:
    """Players from a comma-separated list (``Ann,Bo,...``) or a CSV file's text with a header
    naming ``name`` and any of ``ema``, ``country``, ``team``."""
    lines = [line for line in text.splitlines() if line.strip()]
    if lines and "name" in [c.strip().lower() for c in lines[0].split(",")]:
        out = []
        for number, row in enumerate(players_table("\n".join(lines)), 1):
            if None in row:  # cells past the header's last column: csv keeps them as a list
                raise _error(
                    QT_TRANSLATE_NOOP(
                        "Tournament",
                        "player {number} of the file has more fields than its header names"
                        " (a name with a comma needs quotes)",
                    ),
                    number=number,
                )
            low = {k.strip().lower(): (v or "").strip() for k, v in row.items()}
            out.append(
                Player(
                    _clean(low["name"]),  # the header names it (checked above)
                    low.get("ema", ""),
                    low.get("country", ""),
                    low.get("team", ""),
                )
            )
        return out
    return [Player(_clean(name)) for name in text.replace("\n", ",").split(",") if name.strip()]


def _tournament(conn: psycopg.Connection[Any], name: str) -> Tournament:
    row = conn.execute(
        "SELECT name, rules_name, sessions, table_size, cut, hide_from, red_card, seed,"
        " hands_after FROM tournaments WHERE name = %s",
        (name,),
    ).fetchone()
    if row is None:
        known = ", ".join(
            repr(n) for (n,) in conn.execute("SELECT name FROM tournaments ORDER BY name")
        )
        raise _error(
            QT_TRANSLATE_NOOP(
                "Tournament", "no tournament called {name} on the club server (known: {known})"
            ),
            name=repr(name),
            known=known or "none",
        )
    players = tuple(
        Player(*r)
        for r in conn.execute(
            "SELECT player, ema, country, team FROM tournament_players WHERE tournament = %s"
            " ORDER BY position",
            (name,),
        )
    )
    return Tournament(
        row[0],
        row[1],
        int(row[2]),
        int(row[3]),
        row[4],
        row[5],
        float(row[6]),
        int(row[7]),
        players,
        int(row[8]),
    )


def _sessions(conn: psycopg.Connection[Any], name: str) -> dict[int, list[list[str]]]:
    return {
        int(number): tables
        for number, tables in conn.execute(
            "SELECT number, tables FROM tournament_sessions WHERE tournament = %s ORDER BY number",
            (name,),
        )
    }
