"""Tournament seating: who sits at which table, in which wind, for every session of a day.

    schedule = plan(players, sessions=4, rng=random.Random(7), teams={"Ann": "Kyoto", ...})
    schedule.sessions[0][2]        # session 1, table 3: (east, south, west, north)
    schedule.repeats               # pairs that meet more than once, counted once per extra time
    later = swiss(standing_order, teams=...)        # by standing: the top four at table 1
    scripted = read_script(text, players)           # the organiser's own tables

Session 1 is drawn at random, and the whole schedule is planned with it, so that later
sessions can still be free of repeats: a simulated annealing over swaps of two players of one
session (the social golfer problem's usual local search). It minimises, over every pair, the
number of pairs among its meetings (m(m - 1)/2 for m meetings: zero when no one meets twice,
and no pair meets a third time while another could have met twice instead), and stops as soon
as the meetings are spread as evenly as they can be (16 players over 4 sessions meet no one
twice; 20 players over 8 sessions must meet someone again: each meets 24 opponents, 19 are
there).
Sessions already played are kept as they were (``played``), the later ones planned again.
Teammates (``teams``) never share a table where the counts allow it. Each table's wind order
is shuffled. A player count that is not a multiple of the table's size is filled with
substitutes' seats ("Substitute 1", ...), and the schedule says so in :attr:`Schedule.notes`.

Standard library only; refusals are :class:`SeatingError` sentences (translated by the
interface, context "Seating").
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import ClassVar

from scoretable.engine.errors import Sentence
from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.engine.strict_json import JsonRefused, loads

# A table: its players from East to North (three under a three-player preset).
Table = tuple[str, ...]
# A session: its tables, table 1 first.
Session = tuple[Table, ...]
# What one meeting of two teammates costs, against one more meeting of two strangers.
TEAM_WEIGHT = 1000
# Swaps tried per seat of each planned session before the best schedule found is kept.
EFFORT = 600
# The name of the n-th substitute's seat.
SUBSTITUTE = "Substitute {number}"


class SeatingError(Sentence, ValueError):
    """Seating refused: a one-line reason (``str()`` in English, ``text(translate)`` in the
    interface's language)."""

    context: ClassVar[str] = "Seating"

    def __init__(self, template: str, **params: object) -> None:
        Sentence.__init__(self, template, **params)
        ValueError.__init__(self, self.message)


@dataclass(frozen=True)
class Schedule:
    """Every session's tables, and what the organiser should know about them."""

    sessions: tuple[Session, ...]
    # sentences: the substitutes' seats added, teammates that had to meet
    notes: tuple[Sentence, ...] = field(default=())

    @property
    def repeats(self) -> int:
        """Repeated meetings: for each pair of players, the times they met after the first."""
        return repeats(self.sessions)

    def as_json(self) -> dict[str, object]:
        """``{"sessions": [[[east, south, west, north], ...], ...]}``."""
        return {"sessions": [[list(table) for table in session] for session in self.sessions]}


def meetings(sessions: Sequence[Sequence[Sequence[str]]]) -> dict[frozenset[str], int]:
    """How many times each pair of players sat at one table."""
    met: dict[frozenset[str], int] = {}
    for session in sessions:
        for table in session:
            for pair in itertools.combinations(table, 2):
                key = frozenset(pair)
                met[key] = met.get(key, 0) + 1
    return met


def repeats(sessions: Sequence[Sequence[Sequence[str]]]) -> int:
    """Repeated meetings over ``sessions``: each pair counts the times it met after the first."""
    return sum(count - 1 for count in meetings(sessions).values())


def seats_for(players: Sequence[str], size: int = 4) -> tuple[list[str], list[Sentence]]:
    """``players`` checked (named, each once) and filled up to a multiple of ``size`` (4, or 3
    for a three-player preset) with substitutes' seats; the notes say how many were added."""
    if size not in (3, 4):
        raise SeatingError(
            QT_TRANSLATE_NOOP("Seating", "a table seats three or four players, not {size}"),
            size=size,
        )
    names = [" ".join(name.split()) for name in players]
    if any(not name for name in names):
        raise SeatingError(QT_TRANSLATE_NOOP("Seating", "a player has no name"))
    seen: set[str] = set()
    for name in names:
        if name in seen:
            raise SeatingError(
                QT_TRANSLATE_NOOP("Seating", "{name} is listed twice"), name=repr(name)
            )
        seen.add(name)
    if len(names) < size:
        raise SeatingError(
            QT_TRANSLATE_NOOP(
                "Seating", "{count} players cannot fill a table of {size}: add players"
            ),
            count=len(names),
            size=size,
        )
    missing = -len(names) % size
    notes: list[Sentence] = []
    if missing:
        extra = [SUBSTITUTE.format(number=n) for n in range(1, missing + 1)]
        for name in extra:
            if name in seen:
                raise SeatingError(
                    QT_TRANSLATE_NOOP(
                        "Seating", "{name} is the name of a substitute's seat: rename the player"
                    ),
                    name=repr(name),
                )
        names += extra
        notes.append(
            Sentence(
                QT_TRANSLATE_NOOP(
                    "Seating",
                    "{count} players do not fill tables of {size}: {missing} substitutes' seats"
                    " added ({names}); seat a substitute in each, or the tables are short",
                ),
                count=len(players),
                size=size,
                missing=missing,
                names=", ".join(extra),
            )
        )
    return names, notes


def plan(
    players: Sequence[str],
    sessions: int,
    *,
    rng: random.Random | None = None,
    teams: Mapping[str, str] | None = None,
    played: Sequence[Sequence[Sequence[str]]] = (),
    size: int = 4,
    effort: int = EFFORT,
) -> Schedule:
    """The whole day's seating: ``sessions`` sessions of ``players`` at tables of ``size``
    (substitutes' seats added where the count is not a multiple), session 1 at random, the
    rest with as few repeated meetings as found and teammates (``teams``: player -> team)
    apart. ``played``: the sessions already played, kept as they are (the rest planned
    again around them)."""
    if not 1 <= sessions <= 64:
        raise SeatingError(
            QT_TRANSLATE_NOOP("Seating", "a tournament has 1 to 64 sessions, not {sessions}"),
            sessions=sessions,
        )
    names, notes = seats_for(players, size)
    rng = rng or random.Random()
    fixed = [_check_session(session, names, number) for number, session in enumerate(played, 1)]
    if len(fixed) > sessions:
        raise SeatingError(
            QT_TRANSLATE_NOOP(
                "Seating", "{played} sessions were played, more than the {sessions} planned"
            ),
            played=len(fixed),
            sessions=sessions,
        )
    index = {name: i for i, name in enumerate(names)}
    team_of = [(teams or {}).get(name) for name in names]
    free = []
    for _ in range(sessions - len(fixed)):
        order = list(range(len(names)))
        rng.shuffle(order)
        free.append([order[i : i + size] for i in range(0, len(order), size)])
    grids = [[[index[name] for name in table] for table in session] for session in fixed] + free
    _anneal(grids, len(fixed), len(names), size, team_of, rng, effort)
    result = []
    for number, grid in enumerate(grids):
        if number < len(fixed):
            result.append(tuple(tuple(table) for table in fixed[number]))
        else:
            result.append(tuple(tuple(rng.sample([names[p] for p in t], size)) for t in grid))
    schedule = tuple(result)
    clashes = _team_clashes(schedule, teams or {})
    if clashes:
        notes.append(
            Sentence(
                QT_TRANSLATE_NOOP(
                    "Seating",
                    "teammates share a table {count} times: there are too few other players to"
                    " keep them apart",
                ),
                count=clashes,
            )
        )
    return Schedule(schedule, tuple(notes))


def _team_clashes(sessions: Sequence[Session], teams: Mapping[str, str]) -> int:
    return sum(
        1
        for session in sessions
        for table in session
        for a, b in itertools.combinations(table, 2)
        if teams.get(a) is not None and teams.get(a) == teams.get(b)
    )


def _check_session(session: Sequence[Sequence[str]], names: Sequence[str], number: int) -> Session:
    """A session as given (played, or from a script): everyone of ``names`` seated once."""
    size = len(session[0]) if session else 0
    tables = tuple(tuple(table) for table in session)
    seated = [name for table in tables for name in table]
    if any(len(table) != size for table in tables) or size not in (3, 4):
        raise SeatingError(
            QT_TRANSLATE_NOOP(
                "Seating", "session {number}: the tables must all seat three players, or all four"
            ),
            number=number,
        )
    unknown = sorted(set(seated) - set(names))
    if unknown:
        raise SeatingError(
            QT_TRANSLATE_NOOP("Seating", "session {number}: {name} is not a player"),
            number=number,
            name=repr(unknown[0]),
        )
    twice = sorted({name for name in seated if seated.count(name) > 1})
    if twice:
        raise SeatingError(
            QT_TRANSLATE_NOOP("Seating", "session {number}: {name} is seated twice"),
            number=number,
            name=repr(twice[0]),
        )
    absent = [name for name in names if name not in set(seated)]
    if absent:
        raise SeatingError(
            QT_TRANSLATE_NOOP("Seating", "session {number}: {name} has no seat"),
            number=number,
            name=repr(absent[0]),
        )
    return tables


def _floor_cost(players: int, sessions: int, size: int) -> int:
    """The lowest cost any schedule can have: each player's meetings spread over everyone."""
    others = players - 1
    met = sessions * (size - 1)
    q, r = divmod(met, others)
    per_player = (others - r) * q * (q - 1) // 2 + r * (q + 1) * q // 2
    return players * per_player // 2


def _anneal(
    grids: list[list[list[int]]],
    first: int,
    players: int,
    size: int,
    team_of: Sequence[str | None],
    rng: random.Random,
    effort: int,
) -> None:
    """Swap two players of one free session (``grids[first:]``) at a time, accepting worse
    schedules less and less often, and leave the best one found in ``grids``.

    Cost: for each pair, C(m, 2) over its m meetings (zero when no one meets twice, and
    spreading repeats evenly), plus :data:`TEAM_WEIGHT` per meeting of teammates."""
    if first == len(grids):
        return
    weight = [
        [
            TEAM_WEIGHT if team_of[a] is not None and team_of[a] == team_of[b] else 0
            for b in range(players)
        ]
        for a in range(players)
    ]
    met = [[0] * players for _ in range(players)]
    for grid in grids:
        for table in grid:
            for a, b in itertools.combinations(table, 2):
                met[a][b] += 1
                met[b][a] += 1
    cost = sum(
        met[a][b] * (met[a][b] - 1) // 2 + weight[a][b] * met[a][b]
        for a in range(players)
        for b in range(a + 1, players)
    )
    floor = _floor_cost(players, len(grids), size)
    best, best_cost = [[list(t) for t in g] for g in grids], cost
    tables = players // size
    steps = effort * players * (len(grids) - first) if tables > 1 else 0
    temperature = 2.0
    cooling = math.exp(math.log(0.02 / temperature) / steps) if steps else 1.0
    for _ in range(steps):
        if best_cost == floor:
            break
        grid = grids[rng.randrange(first, len(grids))]
        ta, tb = rng.sample(range(tables), 2)
        i, j = rng.randrange(size), rng.randrange(size)
        table_a, table_b = grid[ta], grid[tb]
        a, b = table_a[i], table_b[j]
        row_a, row_b, w_a, w_b = met[a], met[b], weight[a], weight[b]
        delta = 0
        for other in table_a:
            if other != a:
                # a leaves ``other``, b joins ``other``
                delta += w_b[other] - w_a[other] + row_b[other] - row_a[other] + 1
        for other in table_b:
            if other != b:
                delta += w_a[other] - w_b[other] + row_a[other] - row_b[other] + 1
        temperature *= cooling
        if delta > 0 and rng.random() >= math.exp(-delta / temperature):
            continue
        for other in table_a:
            if other != a:
                met[a][other] -= 1
                met[other][a] -= 1
                met[b][other] += 1
                met[other][b] += 1
        for other in table_b:
            if other != b:
                met[b][other] -= 1
                met[other][b] -= 1
                met[a][other] += 1
                met[other][a] += 1
        table_a[i], table_b[j] = b, a
        cost += delta
        if cost < best_cost:
            best_cost = cost
            best = [[list(t) for t in g] for g in grids]
    grids[:] = best


def swiss(
    order: Sequence[str],
    *,
    teams: Mapping[str, str] | None = None,
    rng: random.Random | None = None,
    size: int = 4,
) -> Schedule:
    """One session seated by standing (``order``: the standings, first place first): the top
    ``size`` at table 1, the next at table 2, and so on; a teammate of someone at the table
    changes places with the nearest player below (or above) who is not one. Winds shuffled."""
    names, notes = seats_for(order, size)
    team = teams or {}
    rng = rng or random.Random()
    seats = list(names)

    def clashes(table: int) -> int:
        members = seats[table * size : table * size + size]
        return _team_clashes(((tuple(members),),), team)

    for position in range(len(seats)):
        table = position // size
        mates = seats[table * size : position]
        mine = team.get(seats[position])
        if mine is None or mine not in (team.get(p) for p in mates):
            continue
        # the nearest player at another table, below first, whose move lowers the clashes
        for other in sorted(range(len(seats)), key=lambda o: (abs(o - position), o < position)):
            if other // size == table:
                continue
            before = clashes(table) + clashes(other // size)
            seats[position], seats[other] = seats[other], seats[position]
            if clashes(table) + clashes(other // size) < before:
                break
            seats[position], seats[other] = seats[other], seats[position]
    session = tuple(
        tuple(rng.sample(seats[i : i + size], size)) for i in range(0, len(seats), size)
    )
    left = _team_clashes((session,), team)
    if left:
        notes.append(
            Sentence(
                QT_TRANSLATE_NOOP(
                    "Seating",
                    "teammates share a table {count} times: there are too few other players to"
                    " keep them apart",
                ),
                count=left,
            )
        )
    return Schedule((session,), tuple(notes))


def read_script(text: str, players: Sequence[str]) -> Schedule:
    """The organiser's own seating, from a file: JSON ``{"sessions": [[[east, south, west,
    north], ...], ...]}`` (what :meth:`Schedule.as_json` writes), or text with one table a line
    (``east, south, west, north``) and a blank line between sessions. Every session must seat
    every player of ``players`` exactly once, substitutes' seats included."""
    stripped = text.strip()
    if stripped.startswith(("{", "[")):
        try:  # a script is 3 deep: sessions, tables, names
            data = loads(stripped, max_depth=8)
        except JsonRefused as error:
            raise SeatingError(
                QT_TRANSLATE_NOOP("Seating", "the seating file is not valid JSON: {detail}"),
                detail=error.detail,
            ) from None
        raw = data.get("sessions") if isinstance(data, dict) else None
        if not isinstance(raw, list) or not all(
            isinstance(s, list)
            and all(isinstance(t, list) and all(isinstance(n, str) for n in t) for t in s)
            for s in raw
        ):
            raise SeatingError(
                QT_TRANSLATE_NOOP(
                    "Seating",
                    'the seating file must hold "sessions": a list of sessions, each a list of'
                    " tables, each a list of names",
                )
            )
        sessions = [[[" ".join(n.split()) for n in t] for t in s] for s in raw]
    else:
        sessions = []
        for block in stripped.replace("\r\n", "\n").split("\n\n"):
            lines = [line for line in block.splitlines() if line.strip()]
            if lines:
                sessions.append([[" ".join(n.split()) for n in line.split(",")] for line in lines])
    if not sessions:
        raise SeatingError(QT_TRANSLATE_NOOP("Seating", "the seating file seats no one"))
    size = len(sessions[0][0]) if sessions[0] else 0
    names, notes = seats_for(players, size if size in (3, 4) else 4)
    checked = tuple(_check_session(s, names, n) for n, s in enumerate(sessions, 1))
    return Schedule(checked, tuple(notes))
