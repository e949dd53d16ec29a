"""A hand of tiles as written: the notation read strictly (tiles, the winning tile, melds),
the win's flags, and :class:`HandInput`, the hand to value; a mistake is a :class:`HandError`."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, fields
from functools import lru_cache
from typing import Any, NamedTuple

from mahjong.constants import EAST, NORTH, SOUTH, WEST

from scoretable.engine.errors import RuleError
from scoretable.engine.markers import QT_TRANSLATE_NOOP

SUITS = "mps"
WINDS = "ESWN"
WIND_34 = {"E": EAST, "S": SOUTH, "W": WEST, "N": NORTH}
# 34-format types of the fives: 5m, 5p, 5s (the red one is index 4 x type in 136-format)
FIVES = (4, 13, 22)
MELD_KINDS = ("chi", "pon", "kan", "ankan")
# the flags of a win, in the order of the command line
FLAGS = (
    "tsumo",
    "riichi",
    "double_riichi",
    "ippatsu",
    "haitei",
    "houtei",
    "rinshan",
    "chankan",
    "tenhou",
    "chiihou",
)


class HandError(RuleError):
    """Input the calculator refuses: bad notation, an impossible hand, no win, no yaku.

    ``field`` names the input ("tiles", "meld", "win", "dora", "ura", "seat_wind",
    "round_wind", "flags", "hand") and ``code`` the kind (``notation``, ``impossible``, or the
    package's own code such as ``hand_not_winning`` or ``no_yaku``).
    """

    def __init__(self, template: str, field: str, code: str, **params: object) -> None:
        super().__init__(template, field, None, **params)
        self.code = code


# --- notation -------------------------------------------------------------------------------


class Tile(NamedTuple):
    """One physical tile: ``t34`` its type (0-8 man, 9-17 pin, 18-26 sou, 27-33 honors in the
    order East South West North White Green Red); ``red`` a red five."""

    t34: int
    red: bool = False

    def __str__(self) -> str:
        if self.t34 >= 27:
            return f"{self.t34 - 26}z"
        rank = 0 if self.red else self.t34 % 9 + 1
        return f"{rank}{SUITS[self.t34 // 9]}"


_GROUP = re.compile(r"([0-9]+)([mpsz])")


@lru_cache(maxsize=4096)
def parse_tiles(text: str, what: str = "tiles") -> tuple[Tile, ...]:
    """``"123m406p789s1122z"`` -> the tiles in that order (spaces ignored; "" -> none).

    Raises:
        HandError: anything that is not digits followed by m, p, s or z, a ``0z``/``8z``/``9z``.
    """
    compact = "".join(text.split())
    out: list[Tile] = []
    pos = 0
    for match in _GROUP.finditer(compact):
        if match.start() != pos:
            break
        digits, suit = match.groups()
        for digit in digits:
            rank = int(digit)
            if suit == "z":
                if not 1 <= rank <= 7:
                    raise HandError(
                        QT_TRANSLATE_NOOP(
                            "Refusals", "{what}: {tile} is not a tile (honors are 1z to 7z)"
                        ),
                        what,
                        "notation",
                        what=what,
                        tile=f"{digit}z",
                    )
                out.append(Tile(26 + rank))
            else:
                base = 9 * SUITS.index(suit)
                out.append(Tile(base + 4, red=True) if rank == 0 else Tile(base + rank - 1))
        pos = match.end()
    if pos != len(compact):
        raise HandError(
            QT_TRANSLATE_NOOP(
                "Refusals",
                "{what}: cannot read {rest!r} in {text!r}: write digits, then their suit "
                "letter m, p, s or z (e.g. 123m406p1122z)",
            ),
            what,
            "notation",
            what=what,
            rest=compact[pos:],
            text=text,
        )
    return tuple(out)


def parse_tile(text: str, what: str = "win") -> Tile:
    """Exactly one tile (the winning tile)."""
    tiles = parse_tiles(text, what)
    if len(tiles) != 1:
        raise HandError(
            QT_TRANSLATE_NOOP("Refusals", "{what}: one tile is needed, e.g. 7m, not {text!r}"),
            what,
            "notation",
            what=what,
            text=text,
        )
    return tiles[0]


@dataclass(frozen=True)
class MeldInput:
    """A meld as written: ``kind`` chi, pon, kan (open or added) or ankan (closed)."""

    kind: str
    tiles: tuple[Tile, ...]

    @property
    def opened(self) -> bool:
        """Whether the meld opens the hand (every meld but a closed kan)."""
        return self.kind != "ankan"

    def __str__(self) -> str:
        body = "".join(str(t)[0] for t in self.tiles)
        return f"{self.kind}:{body}{str(self.tiles[0])[1]}"


@lru_cache(maxsize=1024)
def parse_meld(text: str) -> MeldInput:
    """``chi:345m``, ``pon:777p``, ``kan:5555s`` (open or added kan), ``ankan:1111z``.

    Raises:
        HandError: an unknown kind, bad tiles, or tiles that do not make that meld.
    """
    kind, sep, body = text.strip().partition(":")
    kind = kind.strip().lower()
    if not sep or kind not in MELD_KINDS:
        raise HandError(
            QT_TRANSLATE_NOOP(
                "Refusals",
                "meld {text!r}: write chi:, pon:, kan: or ankan: and then its tiles (chi:345m)",
            ),
            "meld",
            "notation",
            text=text,
        )
    tiles = tuple(sorted(parse_tiles(body, "meld"), key=lambda t: (t.t34, not t.red)))
    types = [t.t34 for t in tiles]
    if kind == "chi":
        if not (
            len(tiles) == 3
            and types[2] < 27
            and types[0] // 9 == types[2] // 9
            and types == [types[0], types[0] + 1, types[0] + 2]
        ):
            raise HandError(
                QT_TRANSLATE_NOOP(
                    "Refusals",
                    "meld {text!r}: a chi is three consecutive tiles of one suit (chi:345m)",
                ),
                "meld",
                "impossible",
                text=text,
            )
    else:
        size = 3 if kind == "pon" else 4
        if len(tiles) != size or len(set(types)) != 1:
            raise HandError(
                QT_TRANSLATE_NOOP("Refusals", "meld {text!r}: a {kind} is {size} identical tiles"),
                "meld",
                "impossible",
                text=text,
                kind=kind,
                size=size,
            )
    return MeldInput(kind, tiles)


# --- input ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class HandInput:
    """A winning hand as written: concealed ``tiles`` (the winning tile included), ``melds``
    in the meld notation, the winning tile, the flags of the win, the winds (E/S/W/N; seat E
    is the dealer) and the dora and ura indicators in the tile notation."""

    tiles: str
    win: str
    melds: tuple[str, ...] = ()
    tsumo: bool = False
    riichi: bool = False
    double_riichi: bool = False
    ippatsu: bool = False
    haitei: bool = False
    houtei: bool = False
    rinshan: bool = False
    chankan: bool = False
    tenhou: bool = False
    chiihou: bool = False
    seat_wind: str = "E"
    round_wind: str = "E"
    dora: str = ""
    ura: str = ""
    # three players: North tiles set aside (nukidora), each one han as dora
    nukidora: int = 0

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> HandInput:
        """A hand from a JSON object (the keys of the fields; other keys are ignored; an
        absent key is False or ""). Raises HandError naming a key of the wrong type."""
        kwargs: dict[str, Any] = {}
        for name in _INPUT_FIELDS:
            if name not in data:
                continue
            value = data[name]
            if name == "melds":
                if not isinstance(value, list) or not all(isinstance(m, str) for m in value):
                    raise HandError(
                        QT_TRANSLATE_NOOP(
                            "Refusals", 'melds must be a list of strings such as "pon:777p"'
                        ),
                        "meld",
                        "notation",
                    )
                value = tuple(value)
            elif name == "nukidora":
                if not isinstance(value, int) or isinstance(value, bool):
                    raise HandError(
                        QT_TRANSLATE_NOOP("Refusals", "{key} must be {kind}"),
                        "hand",
                        "notation",
                        key=name,
                        kind="a whole number",
                    )
            elif not isinstance(value, bool if name in FLAGS else str):
                kind = "true or false" if name in FLAGS else "a string"
                raise HandError(
                    QT_TRANSLATE_NOOP("Refusals", "{key} must be {kind}"),
                    "hand",
                    "notation",
                    key=name,
                    kind=kind,
                )
            kwargs[name] = value
        if "tiles" not in kwargs or "win" not in kwargs:
            raise HandError(
                QT_TRANSLATE_NOOP("Refusals", 'a hand needs "tiles" and "win"'), "hand", "notation"
            )
        return cls(**kwargs)


_INPUT_FIELDS = tuple(f.name for f in fields(HandInput))
