"""A tournament's input checked where it enters: points that are numbers, presets that
exist, players' files of bounded size.

    points(args.points, "a penalty")      # TournamentError: nan, inf, 1e400, 5000...
    rules_preset("nope")                  # TournamentError: the presets there are
    players_table(text)                   # TournamentError: a field larger than the limit

``float("nan")`` and ``float("1e400")`` are floats like any other: a penalty of NaN points
ranked its player first with "nan" points and made the standings' JSON invalid. Each check
here runs before the club's server is asked anything.
"""

from __future__ import annotations

import csv
import io
import math
from typing import ClassVar

from scoretable.engine.errors import Sentence
from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.storage.club import ClubError

# The most final points (thousands, after oka and uma) a penalty, a red card or a fixed score
# may give or take: a game moves tens of them, a tournament's worst penalty a hundred.
MAX_POINTS = 1000.0
# The longest field of a players' file (a name, an EMA number, a country, a team).
MAX_FIELD = 1000


class TournamentError(ClubError):
    """A tournament's refusal or the server's failure: one line (context "Tournament")."""

    context: ClassVar[str] = "Tournament"


class _What(Sentence):
    """What a number is (``a penalty``), a field of a refusal, marked under "Tournament"."""

    context: ClassVar[str] = "Tournament"


def points(value: float | None, what: str) -> float | None:
    """``value`` (None passes) if it is a finite number of points within
    :data:`MAX_POINTS` either way (``what``: marked under "Tournament").

    Raises:
        TournamentError: NaN, an infinity, or a number beyond the limit (``what`` names it).
    """
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise TournamentError(
            QT_TRANSLATE_NOOP("Tournament", "{what} is a number of points, not {value}"),
            what=_What(what),
            value=repr(value),
        )
    if isinstance(value, int):  # (an integer beyond a float's range is no float to check)
        fine = abs(value) <= MAX_POINTS
        shown = str(value) if value.bit_length() < 64 else "a number beyond any score"
    else:
        fine = math.isfinite(value) and abs(value) <= MAX_POINTS
        shown = f"{value:.6g}"
    if not fine:
        raise TournamentError(
            QT_TRANSLATE_NOOP(
                "Tournament", "{what} must be between -{limit} and {limit} points, not {value}"
            ),
            what=_What(what),
            limit=f"{MAX_POINTS:,.0f}",
            value=shown,
        )
    return float(value)


def rules_preset(name: str) -> str:
    """``name`` if it is a rules preset.

    Raises:
        TournamentError: there is none of that name (the known ones are listed).
    """
    from scoretable.engine.rules import get_preset

    try:
        get_preset(name)
    except KeyError as error:
        raise TournamentError(
            QT_TRANSLATE_NOOP("Tournament", "{reason}"), reason=error.args[0]
        ) from None
    return name


def players_table(text: str) -> list[dict[str, str]]:
    """The rows of a players' CSV file (a header first), each field at most
    :data:`MAX_FIELD` characters.

    Raises:
        TournamentError: a longer field, or a file csv cannot read (which line).
    """
    reader = csv.DictReader(io.StringIO(text))
    rows = []
    try:
        for row in reader:
            longest = max((len(v) for v in row.values() if isinstance(v, str)), default=0)
            if longest > MAX_FIELD:
                raise TournamentError(
                    QT_TRANSLATE_NOOP(
                        "Tournament",
                        "line {line} of the players' file has a field of {length} characters:"
                        " at most {limit}",
                    ),
                    line=reader.line_num,
                    length=f"{longest:,}",
                    limit=f"{MAX_FIELD:,}",
                )
            rows.append(row)
    except csv.Error as error:  # a field past csv's own limit (128 KB), a NUL...
        raise TournamentError(
            QT_TRANSLATE_NOOP("Tournament", "line {line} of the players' file: {reason}"),
            line=reader.line_num + 1,  # (the lines read before the one it stopped in)
            reason=str(error),
        ) from None
    return rows
