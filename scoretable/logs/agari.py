"""The winning hands of a Tenhou log (mjlog XML) as hands to value, for worksheets.

    hands = winning_hands(xml_text, "2019021004gm-00a9-0000-e2f6516d")
    # [{"tiles": "234m...", "win": "7m", "melds": ["pon:777p"], "riichi": True, ...,
    #   "source": "2019021004gm-...#3", "expected": {"han": 3, "fu": 30, "points": 3900, ...}}]

Each ``AGARI`` becomes one line of the ``hand --batch`` format: the concealed tiles (the
winning tile among them), the winning tile, the melds (``chi``, ``pon``, an added kan as
``kan``, an open ``kan``, ``ankan``), ron or tsumo, the winds (the round from ``INIT``'s seed,
the seat from the dealer), the dora and ura indicators, and the flags Tenhou's yaku say
(riichi, double riichi, ippatsu, haitei, houtei, rinshan, chankan, tenhou, chiihou). Red fives
(tiles 16, 52 and 88 where the room plays them) are written ``0``. ``expected`` is Tenhou's own
answer (han, fu, points, yakuman). Four-player logs only: a three-player log is refused (its
North tiles set aside and its missing seat are not hands of this format).
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Any, ClassVar

from scoretable.engine.errors import SentenceError
from scoretable.engine.markers import QT_TRANSLATE_NOOP

WINDS = ("E", "S", "W", "N")
GO_NO_AKA, GO_SANMA = 0x02, 0x10
RED_FIVES = (16, 52, 88)
# Tenhou's yaku ids that are flags of the win
FLAG_YAKU = {
    1: "riichi",
    2: "ippatsu",
    3: "chankan",
    4: "rinshan",
    5: "haitei",
    6: "houtei",
    21: "double_riichi",
}
FLAG_YAKUMAN = {37: "tenhou", 38: "chiihou"}


class AgariError(SentenceError):
    """A log whose winning hands cannot be read; ``str()`` says why in one line in English,
    ``error.text(QCoreApplication.translate)`` in the interface's language."""

    context: ClassVar[str] = "Exchange"


def tile_of(index: int, aka: bool = True) -> str:
    """Tenhou's tile number (0-135) in the notation: ``"1m"``, ``"0p"`` (a red five)..."""
    kind = index // 4
    if aka and index in RED_FIVES:
        return "0" + "mps"[kind // 9]
    return f"{kind % 9 + 1}{'mpsz'[kind // 9]}"


def notation(tiles: list[str]) -> str:
    """``["1m", "2m", "3p"]`` -> ``"12m3p"`` (in the order given)."""
    out = ""
    for i, tile in enumerate(tiles):
        out += tile[0]
        if i + 1 == len(tiles) or tiles[i + 1][1] != tile[1]:
            out += tile[1]
    return out


def _sorted(tiles: list[str]) -> list[str]:
    return sorted(tiles, key=lambda t: ("mpsz".index(t[1]), 4.5 if t[0] == "0" else int(t[0])))


def meld_of(code: int, aka: bool = True) -> str | None:
    """Tenhou's meld code as a meld of the notation (``chi:345m``, ``pon:777p``, ``kan:5555s``
    for an open or added kan, ``ankan:1111z``); None for a North set aside (three players)."""
    if code & 0x4:  # chi: the run's first tile and each tile's copy
        base = (code & 0xFC00) >> 10
        base //= 3
        base = base // 7 * 9 + base % 7
        ids = [(base + i) * 4 + ((code >> (3 + 2 * i)) & 3) for i in range(3)]
        return "chi:" + notation([tile_of(i, aka) for i in ids])
    if code & 0x18:  # pon (0x8) or a pon made a kan (0x10)
        base = (code & 0xFE00) >> 9
        base = base // 3 * 4
        unused = (code & 0x60) >> 5
        if code & 0x8:
            ids = [base + i for i in range(4) if i != unused]
            return "pon:" + notation(_sorted([tile_of(i, aka) for i in ids]))
        return "kan:" + notation(_sorted([tile_of(base + i, aka) for i in range(4)]))
    if code & 0x20:
        return None
    base = (code & 0xFF00) >> 8
    base = base // 4 * 4
    kind = "ankan" if code & 3 == 0 else "kan"
    return f"{kind}:" + notation(_sorted([tile_of(base + i, aka) for i in range(4)]))


def _ints(text: str | None) -> list[int]:
    return [int(part) for part in text.split(",")] if text else []


def winning_hands(text: str, name: str = "log") -> list[dict[str, Any]]:
    """Every winning hand of a four-player mjlog, in order (see the module docstring).

    Raises:
        AgariError: not an mjlog, a three-player one, or a win that cannot be read.
    """
    try:
        root = ET.fromstring(text)
    except ET.ParseError as exc:
        raise AgariError(
            QT_TRANSLATE_NOOP("Exchange", "{name}: not a Tenhou log (mjlog XML): {error}"),
            name=name,
            error=exc,
        ) from None
    if root.tag != "mjloggm":
        raise AgariError(
            QT_TRANSLATE_NOOP("Exchange", "{name}: not a Tenhou log (mjlog XML)"), name=name
        )
    aka, round_wind, dealer, number = True, "E", 0, 0
    out: list[dict[str, Any]] = []
    for element in root:
        attr = element.attrib
        if element.tag == "GO":
            kind = int(attr.get("type", "0"))
            if kind & GO_SANMA:
                raise AgariError(
                    QT_TRANSLATE_NOOP(
                        "Exchange", "{name}: a three-player log (worksheets take four players)"
                    ),
                    name=name,
                )
            aka = not kind & GO_NO_AKA
        elif element.tag == "INIT":
            seed = _ints(attr.get("seed"))
            round_wind = WINDS[seed[0] // 4 % 4] if seed else "E"
            dealer = int(attr.get("oya", "0"))
            number += 1
        elif element.tag == "AGARI":
            try:
                out.append(_win(attr, aka, round_wind, dealer, f"{name}#{number}"))
            except (KeyError, ValueError, IndexError) as exc:
                raise AgariError(
                    QT_TRANSLATE_NOOP(
                        "Exchange", "{name}, hand {number}: a win that cannot be read ({error})"
                    ),
                    name=name,
                    number=number,
                    error=exc,
                ) from None
    return out


def _win(
    attr: dict[str, str], aka: bool, round_wind: str, dealer: int, source: str
) -> dict[str, Any]:
    who, from_who = int(attr["who"]), int(attr["fromWho"])
    tiles = _sorted([tile_of(i, aka) for i in _ints(attr["hai"])])
    melds = [m for m in (meld_of(c, aka) for c in _ints(attr.get("m"))) if m is not None]
    yaku = _ints(attr.get("yaku"))
    yaku_ids = yaku[0::2]
    yakuman = _ints(attr.get("yakuman"))
    fu, points, _limit = _ints(attr["ten"])
    hand: dict[str, Any] = {
        "tiles": notation(tiles),
        "win": tile_of(int(attr["machi"]), aka),
        "melds": melds,
        "tsumo": who == from_who,
        "seat_wind": WINDS[(who - dealer) % 4],
        "round_wind": round_wind,
        "dora": notation([tile_of(i, aka) for i in _ints(attr.get("doraHai"))]),
        "ura": notation([tile_of(i, aka) for i in _ints(attr.get("doraHaiUra"))]),
    }
    for ids, flags in ((yaku_ids, FLAG_YAKU), (yakuman, FLAG_YAKUMAN)):
        for yaku_id in ids:
            if yaku_id in flags:
                hand[flags[yaku_id]] = True
    hand["source"] = source
    hand["expected"] = {
        "han": None if yakuman else sum(yaku[1::2]),
        "fu": fu,
        "points": points,
        "yakuman": len(yakuman),
    }
    return hand
