"""The EMA's results file: the day checked complete, names split, points written as the EMA
reads them."""

from __future__ import annotations

import csv
import io
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.storage.club.connection import club_session
from scoretable.storage.tournament.penalties import _penalties, _substitutes
from scoretable.storage.tournament.records import (
    EMA_COLUMNS,
    GameRow,
    Penalty,
    Standing,
    Substitute,
    Tournament,
    _error,
    _sessions,
    _tournament,
)
from scoretable.storage.tournament.standings import _games


@dataclass(frozen=True)
class Day:
    """What the export reads: the tournament, its games, seating, penalties, substitutes."""

    tournament: Tournament
    games: tuple[GameRow, ...]
    seating: Mapping[int, list[list[str]]]
    penalties: tuple[Penalty, ...]
    substitutes: tuple[Substitute, ...]


def day(url: str, name: str) -> Day:
    """Everything of the tournament on the server, read in one go."""
    with club_session(url) as conn, conn.transaction():
        t = _tournament(conn, name)
        return Day(
            t,
            tuple(_games(conn, name)),
            _sessions(conn, name),
            tuple(_penalties(conn, name)),
            tuple(_substitutes(conn, name)),
        )


def check_complete(d: Day) -> None:
    """ClubError naming the first reason the results cannot go to the EMA: a session not
    seated, a game missing or unfinished, a game's points not summing to zero."""
    for session in range(1, d.tournament.sessions + 1):
        tables = d.seating.get(session)
        if tables is None:
            raise _error(
                QT_TRANSLATE_NOOP("Tournament", "session {session} was never seated"),
                session=session,
            )
        games = [g for g in d.games if g.session == session]
        unfinished = [g for g in games if not g.finished]
        if unfinished:
            raise _error(
                QT_TRANSLATE_NOOP("Tournament", "session {session}: game {uid} is not finished"),
                session=session,
                uid=unfinished[0].uid,
            )
        if len(games) < len(tables):
            raise _error(
                QT_TRANSLATE_NOOP(
                    "Tournament",
                    "session {session}: {games} of its {tables} games are on the server",
                ),
                session=session,
                games=len(games),
                tables=len(tables),
            )
    for game in d.games:
        total = sum(p or 0.0 for p in game.points)
        if abs(total) > 0.05:
            raise _error(
                QT_TRANSLATE_NOOP(
                    "Tournament",
                    "game {uid} (session {session}): its points sum to {total}, not zero",
                ),
                uid=game.uid,
                session=game.session,
                total=f"{total:.1f}",
            )


def split_name(name: str) -> tuple[str, str]:
    """(last name, first name): "Last, First", else the last word is the last name."""
    if "," in name:
        last, first = name.split(",", 1)
        return last.strip(), first.strip()
    words = name.split()
    if len(words) < 2:
        return name, ""
    return words[-1], " ".join(words[:-1])


def number(value: float) -> str:
    """A plain decimal with a point: a minus sign when negative, no plus, no separators."""
    text = f"{value:.1f}"
    return "0.0" if text == "-0.0" else text


def ema_csv(rows: Sequence[Standing]) -> str:
    """The EMA results file: one header line and one row per player, nothing else."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(EMA_COLUMNS)
    for row in rows:
        last, first = split_name(row.player)
        writer.writerow(
            [row.rank, last, first, row.ema, number(row.points), str(row.score), row.country]
        )
    return out.getvalue()
