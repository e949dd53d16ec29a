"""The hand calculator: from the tiles on the table to yaku, han, fu and the payment.

hand = HandInput(tiles="33067m567p234s222z", win="7m", riichi=True, dora="8p")
result = calculate(hand, get_preset("tenhou"))
# result.yaku (each with han, English and Japanese name), result.han == 2, result.fu == 40,
# result.fu_items (count_fu's itemised fu), result.points == 3900, result.payments

The yaku and the decomposition come from the ``mahjong`` package (Tenhou-validated); this is
the only engine module that imports it. Everything around it is ours:

- the notation (the package's own converter mis-reads bad input silently): :func:`parse_tiles`,
  :func:`parse_meld`, each physical tile given its own 136-format index;
- the rules -> package options mapping, written once: :func:`package_options`;
- the rules the package has no option for (yakuman stacking, the double-wind pair's fu),
  applied to its result in one place: :func:`apply_rules_the_package_lacks`;
- fu itemised by the engine's :func:`~scoretable.engine.fu.count_fu` (the same total as the
  package's), the value by :func:`~scoretable.engine.scoring.hand_value` and the payment by the
  engine's payment rounding, so a hand entered by tiles pays what the same han/fu entered by
  hand pays.

Red fives. With ``rules.red_fives`` a ``0`` is the red five of its suit (1 han of dora);
without, a ``0`` is just a five. A set of all four fives of a suit written plainly (the
issue's own ``kan:5555s``) holds the red one in real play: the fourth plain five is read as
the red five, counted as such, and the result says so in ``notes``. Writing a fifth five, or a
second red five, is refused.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, fields
from functools import lru_cache
from typing import Any, NamedTuple

from mahjong.constants import EAST, NORTH, SOUTH, WEST
from mahjong.hand_calculating.divider import HandDivider
from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig, HandConstants, OptionalRules
from mahjong.hand_calculating.hand_response import HandResponse
from mahjong.hand_calculating.yaku_config import YAKU_ID_TO_TENHOU_ID
from mahjong.meld import Meld as PackageMeld

from scoretable.engine.errors import RuleError
from scoretable.engine.fu import FuItem, HandShape, Meld, PairKind, Wait, count_fu
from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.engine.rules import Rules
from scoretable.engine.scoring import HandValue, hand_amounts, hand_value
from scoretable.engine.table import WinEntry

SUITS = "mps"
WINDS = "ESWN"
_WIND_34 = {"E": EAST, "S": SOUTH, "W": WEST, "N": NORTH}
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


# --- rules -> the package -------------------------------------------------------------------

_KAZOE = {
    "yakuman": HandConstants.KAZOE_LIMITED,
    "sanbaiman": HandConstants.KAZOE_SANBAIMAN,
    "multiple": HandConstants.KAZOE_NO_LIMIT,
}


def package_options(rules: Rules) -> OptionalRules:
    """The one mapping of our rules onto the package's options.

    Fixed for every ruleset: an open hand without fu scores 30 on ron (no 1 han 20 fu), a
    pinfu tsumo is 20 fu, no renhou or local yakuman. The package has no option for yakuman
    stacking or the double-wind pair's fu: see :func:`apply_rules_the_package_lacks`.
    """
    return OptionalRules(
        has_aka_dora=rules.red_fives,
        has_open_tanyao=rules.open_tanyao,
        kiriage=rules.kiriage,
        kazoe_limit=_KAZOE[rules.counted_yakuman],
        has_double_yakuman=rules.double_yakuman,
        fu_for_open_pinfu=True,
        fu_for_pinfu_tsumo=False,
        renhou_as_yakuman=False,
        limit_to_sextuple_yakuman=True,
        is_three_player=rules.players == 3,  # a 1m dora indicator makes 9m dora
    )


# --- the result -----------------------------------------------------------------------------

# Tenhou's yaku ids -> (English, Japanese). The package's ids map onto these.
YAKU_NAMES: dict[int, tuple[str, str]] = {
    0: ("Menzen tsumo", "門前清自摸和"),
    1: ("Riichi", "立直"),
    2: ("Ippatsu", "一発"),
    3: ("Chankan", "搶槓"),
    4: ("Rinshan kaihou", "嶺上開花"),
    5: ("Haitei", "海底摸月"),
    6: ("Houtei", "河底撈魚"),
    7: ("Pinfu", "平和"),
    8: ("Tanyao", "断么九"),
    9: ("Iipeikou", "一盃口"),
    10: ("Seat wind East", "自風 東"),
    11: ("Seat wind South", "自風 南"),
    12: ("Seat wind West", "自風 西"),
    13: ("Seat wind North", "自風 北"),
    14: ("Round wind East", "場風 東"),
    15: ("Round wind South", "場風 南"),
    16: ("Round wind West", "場風 西"),
    17: ("Round wind North", "場風 北"),
    18: ("Haku", "役牌 白"),
    19: ("Hatsu", "役牌 發"),
    20: ("Chun", "役牌 中"),
    21: ("Double riichi", "両立直"),
    22: ("Chiitoitsu", "七対子"),
    23: ("Chanta", "混全帯么九"),
    24: ("Ittsu", "一気通貫"),
    25: ("Sanshoku doujun", "三色同順"),
    26: ("Sanshoku doukou", "三色同刻"),
    27: ("Sankantsu", "三槓子"),
    28: ("Toitoi", "対々和"),
    29: ("Sanankou", "三暗刻"),
    30: ("Shousangen", "小三元"),
    31: ("Honroutou", "混老頭"),
    32: ("Ryanpeikou", "二盃口"),
    33: ("Junchan", "純全帯么九"),
    34: ("Honitsu", "混一色"),
    35: ("Chinitsu", "清一色"),
    37: ("Tenhou", "天和"),
    38: ("Chiihou", "地和"),
    39: ("Daisangen", "大三元"),
    40: ("Suuankou", "四暗刻"),
    41: ("Suuankou tanki", "四暗刻単騎"),
    42: ("Tsuuiisou", "字一色"),
    43: ("Ryuuiisou", "緑一色"),
    44: ("Chinroutou", "清老頭"),
    45: ("Chuuren poutou", "九蓮宝燈"),
    46: ("Junsei chuuren poutou", "純正九蓮宝燈"),
    47: ("Kokushi musou", "国士無双"),
    48: ("Kokushi musou 13-sided wait", "国士無双十三面待ち"),
    49: ("Daisuushii", "大四喜"),
    50: ("Shousuushii", "小四喜"),
    51: ("Suukantsu", "四槓子"),
    52: ("Dora", "ドラ"),
    53: ("Ura dora", "裏ドラ"),
    54: ("Red five", "赤ドラ"),
}
# the double-yakuman patterns (kokushi 13-sided wait, suuankou tanki, junsei chuuren,
# daisuushii): two yakuman where ``rules.double_yakuman``
DOUBLE_YAKUMAN_IDS = frozenset({41, 46, 48, 49})
_DORA_IDS = {52: "dora", 53: "ura", 54: "red_fives"}


@dataclass(frozen=True)
class YakuLine:
    """One yaku of the hand: names, the han it counts here (13 per yakuman, 26 for a double
    one where double yakuman are on), Tenhou's id, whether it is a yakuman."""

    name: str
    name_ja: str
    han: int
    tenhou_id: int
    yakuman: bool


@dataclass(frozen=True)
class HandResult:
    """What a hand is worth under the rules it was calculated with.

    Attributes:
        yaku: every yaku with its han, dora, ura and red fives included (as Tenhou lists them).
        dora, ura, red_fives: the dora counts.
        han: han of the hand, dora included; None for a yakuman hand (a counted yakuman keeps
            its han and has ``yakuman`` 0).
        fu: the rounded fu (25 for seven pairs; 0 for kokushi, which has no fu).
        fu_items: the engine's itemised fu (:func:`count_fu`); empty for kokushi.
        yakuman: yakuman the hand scores (after stacking and double yakuman), 0 if none.
        value: the engine's :class:`HandValue` (basic points, limit, formula).
        limit: "mangan" ... "yakuman", "kazoe-yakuman", or None.
        points: the hand's value without honba and sticks: a ron what the discarder pays, a
            tsumo the total of all payments.
        payments: ron {"discarder"}; dealer tsumo {"each"}; else {"dealer", "non_dealer"}.
        notes: what the calculator read into the input (a plain fourth five read as red).
        package_fu: the ``mahjong`` package's own fu, for checking ``fu`` against it.
    """

    yaku: tuple[YakuLine, ...]
    dora: int
    ura: int
    red_fives: int
    han: int | None
    fu: int
    fu_items: tuple[FuItem, ...]
    yakuman: int
    value: HandValue
    limit: str | None
    points: int
    payments: dict[str, int]
    dealer: bool
    tsumo: bool
    notes: tuple[str, ...] = ()
    package_fu: int = 0
    # three players: North tiles set aside, counted in ``han`` (one each)
    nukidora: int = 0

    @property
    def yakuman_patterns(self) -> int:
        """Yakuman yaku in the hand (before the rules on stacking and double yakuman)."""
        return sum(1 for y in self.yaku if y.yakuman)

    @property
    def double_patterns(self) -> int:
        """How many of them are double-yakuman patterns."""
        return sum(1 for y in self.yaku if y.yakuman and y.tenhou_id in DOUBLE_YAKUMAN_IDS)

    def win_entry(self, winner: int, rules: Rules) -> WinEntry:
        """The hand as the table records a win of seat ``winner``: han and fu (fu only where
        they matter), or its yakuman patterns."""
        if self.han is None:
            return WinEntry(
                winner, yakuman=self.yakuman_patterns, double_yakuman=self.double_patterns
            )
        han = self.han - self.nukidora  # the table adds the nukidora to the han itself
        fu = self.fu if han < 5 or rules.aotenjou else None
        return WinEntry(winner, han=han, fu=fu, nukidora=self.nukidora)

    def to_json(self) -> dict[str, Any]:
        """The command line's JSON object."""
        return {
            "han": self.han,
            "fu": self.fu,
            "yakuman": self.yakuman,
            "points": self.points,
            "limit": self.limit,
            "yaku": [
                {"name": y.name, "name_ja": y.name_ja, "han": y.han, "yakuman": y.yakuman}
                for y in self.yaku
            ],
            "dora": self.dora,
            "ura": self.ura,
            "red_fives": self.red_fives,
            "fu_items": [{"reason": i.reason, "fu": i.fu} for i in self.fu_items],
            "payments": self.payments,
            "dealer": self.dealer,
            "tsumo": self.tsumo,
            "notes": list(self.notes),
            **({"nukidora": self.nukidora} if self.nukidora else {}),
        }


# --- tiles -> 136-format --------------------------------------------------------------------


class _Tiles:
    """Gives each physical tile its own 136-format index (the package reads ``index // 4``
    and, with red fives, the red fives by index: 16, 52, 88 = 4 x the five's type)."""

    def __init__(self, red_fives: bool) -> None:
        self.red_fives = red_fives
        self.used: Counter[int] = Counter()
        self.red_taken: set[int] = set()
        self.notes: list[str] = []

    def take(self, tile: Tile, what: str) -> int:
        t = tile.t34
        if self.used[t] == 4:
            raise HandError(
                QT_TRANSLATE_NOOP(
                    "Refusals", "{what}: a fifth {tile} (there are four of each tile)"
                ),
                what,
                "impossible",
                what=what,
                tile=str(Tile(t)),
            )
        used = self.used[t] = self.used[t] + 1
        if not (self.red_fives and t in FIVES):
            return 4 * t + used - 1
        if tile.red:
            if t in self.red_taken:
                raise HandError(
                    QT_TRANSLATE_NOOP(
                        "Refusals",
                        "{what}: a second red {tile} (there is one red five of each suit)",
                    ),
                    what,
                    "impossible",
                    what=what,
                    tile=str(Tile(t)),
                )
            self.red_taken.add(t)
            return 4 * t
        plain_before = used - 1 - (t in self.red_taken)
        if plain_before < 3:
            return 4 * t + 1 + plain_before
        # the fourth five written plainly: the red five is the only one left
        self.red_taken.add(t)
        if what in ("tiles", "meld"):
            self.notes.append(
                f"four {Tile(t)} written without a 0: with red fives one of them is the red "
                "five, counted as such"
            )
        return 4 * t


# --- the calculator -------------------------------------------------------------------------

_PACKAGE_ERRORS: dict[str, str] = {
    HandCalculator.ERR_HAND_NOT_WINNING: QT_TRANSLATE_NOOP(
        "Refusals",
        "the tiles do not make a winning hand (four sets and a pair, seven pairs or kokushi)",
    ),
    HandCalculator.ERR_NO_YAKU: QT_TRANSLATE_NOOP(
        "Refusals", "the hand has no yaku (dora alone do not make a win)"
    ),
    HandCalculator.ERR_OPEN_HAND_RIICHI: QT_TRANSLATE_NOOP(
        "Refusals", "riichi is impossible with an open hand"
    ),
    HandCalculator.ERR_OPEN_HAND_DABURI: QT_TRANSLATE_NOOP(
        "Refusals", "double riichi is impossible with an open hand"
    ),
    HandCalculator.ERR_IPPATSU_WITHOUT_RIICHI: QT_TRANSLATE_NOOP(
        "Refusals", "ippatsu needs riichi or double riichi"
    ),
    HandCalculator.ERR_CHANKAN_WITH_TSUMO: QT_TRANSLATE_NOOP(
        "Refusals", "chankan is a ron (robbing a kan), not a tsumo"
    ),
    HandCalculator.ERR_RINSHAN_WITHOUT_TSUMO: QT_TRANSLATE_NOOP(
        "Refusals", "rinshan kaihou is a tsumo"
    ),
    HandCalculator.ERR_HAITEI_WITHOUT_TSUMO: QT_TRANSLATE_NOOP(
        "Refusals", "haitei is a tsumo on the last tile (houtei is the ron on the last discard)"
    ),
    HandCalculator.ERR_HOUTEI_WITH_TSUMO: QT_TRANSLATE_NOOP(
        "Refusals", "houtei is a ron on the last discard (haitei is the tsumo on the last tile)"
    ),
    HandCalculator.ERR_HAITEI_WITH_RINSHAN: QT_TRANSLATE_NOOP(
        "Refusals", "haitei and rinshan kaihou exclude each other"
    ),
    HandCalculator.ERR_HOUTEI_WITH_CHANKAN: QT_TRANSLATE_NOOP(
        "Refusals", "houtei and chankan exclude each other"
    ),
    HandCalculator.ERR_TENHOU_NOT_AS_DEALER: QT_TRANSLATE_NOOP(
        "Refusals", "tenhou is the dealer's win (a non-dealer's is chiihou)"
    ),
    HandCalculator.ERR_TENHOU_WITHOUT_TSUMO: QT_TRANSLATE_NOOP("Refusals", "tenhou is a tsumo"),
    HandCalculator.ERR_TENHOU_WITH_MELD: QT_TRANSLATE_NOOP(
        "Refusals", "tenhou is impossible after a meld or kan"
    ),
    HandCalculator.ERR_CHIIHOU_AS_DEALER: QT_TRANSLATE_NOOP(
        "Refusals", "chiihou is a non-dealer's win (the dealer's is tenhou)"
    ),
    HandCalculator.ERR_CHIIHOU_WITHOUT_TSUMO: QT_TRANSLATE_NOOP("Refusals", "chiihou is a tsumo"),
    HandCalculator.ERR_CHIIHOU_WITH_MELD: QT_TRANSLATE_NOOP(
        "Refusals", "chiihou is impossible after a meld or kan"
    ),
}


# the package's errors about the tiles; the others are about the flags of the win
_HAND_ERRORS = frozenset({HandCalculator.ERR_HAND_NOT_WINNING, HandCalculator.ERR_NO_YAKU})


def _wind(value: str, what: str) -> int:
    wind = value.strip().upper()
    if wind not in _WIND_34:
        raise HandError(
            QT_TRANSLATE_NOOP("Refusals", "{what} must be E, S, W or N, not {value!r}"),
            what,
            "notation",
            what=what,
            value=value,
        )
    return _WIND_34[wind]


@dataclass(frozen=True)
class _Prepared:
    tiles: list[int]
    win: int
    melds: list[PackageMeld]
    dora: list[int]
    ura: list[int]
    notes: tuple[str, ...]


def _prepare(hand: HandInput, rules: Rules) -> _Prepared:
    """Parse and check the notation; give every physical tile its 136-format index."""
    concealed = parse_tiles(hand.tiles, "tiles")
    melds = [parse_meld(m) for m in hand.melds]
    win = parse_tile(hand.win, "win")
    dora = parse_tiles(hand.dora, "dora")
    # ura indicators count only with riichi: otherwise ignored, never an error
    with_riichi = hand.riichi or hand.double_riichi
    ura = parse_tiles(hand.ura, "ura") if with_riichi else ()
    if len(melds) > 4:
        raise HandError(
            QT_TRANSLATE_NOOP("Refusals", "{count} melds: a hand has at most four"),
            "meld",
            "impossible",
            count=len(melds),
        )
    expected = 14 - 3 * len(melds)
    if len(concealed) != expected:
        raise HandError(
            QT_TRANSLATE_NOOP(
                "Refusals",
                "{count} concealed tiles with {melds} meld(s): {expected} are needed (14 in "
                "all with the winning tile, a kan counting as three)",
            ),
            "tiles",
            "impossible",
            count=len(concealed),
            melds=len(melds),
            expected=expected,
        )
    if all(t.t34 != win.t34 for t in concealed):
        raise HandError(
            QT_TRANSLATE_NOOP(
                "Refusals", "the winning tile {tile} is not among the concealed tiles"
            ),
            "win",
            "impossible",
            tile=str(win),
        )
    if rules.players == 3:
        _check_sanma_tiles((*concealed, win, *dora, *ura, *(t for m in melds for t in m.tiles)))
    _check_nukidora(hand.nukidora, rules)
    alloc = _Tiles(rules.red_fives)
    for _ in range(hand.nukidora):  # the North tiles set aside are tiles of the set too
        alloc.take(NORTH_TILE, "nukidora")
    hand136 = [alloc.take(t, "tiles") for t in concealed]
    win136 = next(i for i, t in zip(hand136, concealed, strict=True) if t.t34 == win.t34)
    package_melds: list[PackageMeld] = []
    for meld in melds:
        ids = [alloc.take(t, "meld") for t in meld.tiles]
        hand136.extend(ids)
        kind = {"chi": PackageMeld.CHI, "pon": PackageMeld.PON}.get(meld.kind, PackageMeld.KAN)
        package_melds.append(PackageMeld(meld_type=kind, tiles=ids, opened=meld.opened))
    dora136 = [alloc.take(t, "dora") for t in dora]
    ura136 = [alloc.take(t, "ura") for t in ura]
    return _Prepared(hand136, win136, package_melds, dora136, ura136, tuple(alloc.notes))


NORTH_TILE = Tile(NORTH)


def _check_sanma_tiles(tiles: Sequence[Tile]) -> None:
    """Three players play without 2m-8m: refuse the first such tile, named."""
    for tile in tiles:
        if 1 <= tile.t34 <= 7:
            raise HandError(
                QT_TRANSLATE_NOOP(
                    "Refusals",
                    "{tile}: three-player mahjong has no 2m-8m (only 1m and 9m of the characters)",
                ),
                "tiles",
                "impossible",
                tile=str(tile),
            )


def _check_nukidora(count: int, rules: Rules) -> None:
    """North tiles set aside: 0-4, and only where the rules count them (three players)."""
    if not count:
        return
    if rules.players != 3 or not rules.nukidora:
        raise HandError(
            QT_TRANSLATE_NOOP(
                "Refusals", "North tiles set aside (nukidora) count only in three-player rules"
            ),
            "hand",
            "rules",
        )
    if count < 0:
        raise HandError(
            QT_TRANSLATE_NOOP("Refusals", "North tiles set aside: {count} is not a count (0 to 4)"),
            "hand",
            "impossible",
            count=count,
        )
    if count > 4:
        raise HandError(
            QT_TRANSLATE_NOOP("Refusals", "{count} North tiles set aside: there are four"),
            "hand",
            "impossible",
            count=count,
        )


def package_config(hand: HandInput, rules: Rules) -> HandConfig:
    """A fresh HandConfig for one hand (the package writes into the one it is given)."""
    return HandConfig(
        is_tsumo=hand.tsumo,
        is_riichi=hand.riichi or hand.double_riichi,
        is_daburu_riichi=hand.double_riichi,
        is_ippatsu=hand.ippatsu,
        is_haitei=hand.haitei,
        is_houtei=hand.houtei,
        is_rinshan=hand.rinshan,
        is_chankan=hand.chankan,
        is_tenhou=hand.tenhou,
        is_chiihou=hand.chiihou,
        player_wind=_wind(hand.seat_wind, "seat_wind"),
        round_wind=_wind(hand.round_wind, "round_wind"),
        options=package_options(rules),
        num_nuki_dora=hand.nukidora,
    )


def _estimate(hand: HandInput, prepared: _Prepared, rules: Rules) -> HandResponse:
    """The package's estimate of the prepared hand."""
    config = package_config(hand, rules)
    response = HandCalculator.estimate_hand_value(
        prepared.tiles,
        prepared.win,
        melds=prepared.melds,
        dora_indicators=prepared.dora,
        ura_dora_indicators=prepared.ura,
        config=config,
    )
    if response.error:
        template = _PACKAGE_ERRORS.get(
            response.error, QT_TRANSLATE_NOOP("Refusals", "the hand cannot be scored")
        )
        where = "hand" if response.error in _HAND_ERRORS else "flags"
        raise HandError(template, where, str(response.error))
    return response


# the package's fu reason of a triplet or quad -> the engine's meld
_SET_REASONS: dict[str, Meld] = {
    "closed_pon": Meld("triplet"),
    "open_pon": Meld("triplet", open=True),
    "closed_terminal_pon": Meld("triplet", terminal_or_honor=True),
    "open_terminal_pon": Meld("triplet", terminal_or_honor=True, open=True),
    "closed_kan": Meld("quad"),
    "open_kan": Meld("quad", open=True),
    "closed_terminal_kan": Meld("quad", terminal_or_honor=True),
    "open_terminal_kan": Meld("quad", terminal_or_honor=True, open=True),
}
_WAIT_REASONS: dict[str, Wait] = {"kanchan": "kanchan", "penchan": "penchan", "pair_wait": "tanki"}
_PAIR_REASONS: dict[str, PairKind] = {
    "valued_pair": "yakuhai",
    "double_valued_pair": "double_wind",
}


def hand_shape(
    fu_details: Sequence[Mapping[str, Any]], called_runs: int, tsumo: bool, closed: bool
) -> HandShape:
    """The shape :func:`count_fu` reads, from the package's fu items of the decomposition it
    chose (runs give no fu: the hand has 4 minus its triplets and quads, ``called_runs`` of
    them called). A wait the package gives no fu is ryanmen where a run was not called, else
    a shanpon (whose triplet the package has already opened on ron)."""
    reasons = [str(d["reason"]) for d in fu_details]
    sets = [_SET_REASONS[r] for r in reasons if r in _SET_REASONS]
    closed_runs = 4 - len(sets) - called_runs
    runs = [Meld("run", open=True)] * called_runs + [Meld("run")] * closed_runs
    fallback: Wait = "ryanmen" if closed_runs else "shanpon"
    wait = next((_WAIT_REASONS[r] for r in reasons if r in _WAIT_REASONS), fallback)
    plain: PairKind = "plain"
    pair = next((_PAIR_REASONS[r] for r in reasons if r in _PAIR_REASONS), plain)
    return HandShape(melds=(*sets, *runs), pair=pair, wait=wait, tsumo=tsumo, closed=closed)


def apply_rules_the_package_lacks(
    han: int,
    package_fu: int,
    shape: HandShape | None,
    yakuman: int,
    double_yakuman: int,
    hand: HandInput,
    rules: Rules,
) -> tuple[HandValue, tuple[FuItem, ...], int]:
    """The one place where rules the package (2.1.0) has no option for are applied.

    - The double-wind pair's fu (the package always gives 4): the fu are the engine's
      :func:`count_fu` under ``rules.double_wind_pair_fu``; with 4 they equal the package's.
    - Yakuman stacking (the package always stacks): the value is the engine's
      :func:`hand_value`, which counts ``yakuman`` patterns as one unless
      ``rules.yakuman_stacking`` (and a double pattern as two where ``rules.double_yakuman``).

    Returns (the value, the fu items, the fu).
    """
    if shape is None:
        items: tuple[FuItem, ...] = ()
        fu = package_fu
    else:
        count = count_fu(shape, rules)
        items, fu = count.items, count.total
    try:
        value = hand_value(
            0 if yakuman else han,
            fu,
            rules,
            yakuman=yakuman,
            double_yakuman=double_yakuman,
            tsumo=hand.tsumo,
        )
    except RuleError as exc:
        raise HandError(
            QT_TRANSLATE_NOOP("Refusals", "the hand cannot be scored under these rules: {reason}"),
            "hand",
            "rules",
            reason=exc,
        ) from None
    return value, items, fu


def decompositions(hand: HandInput, rules: Rules) -> list[tuple[tuple[str, ...], ...]]:
    """Every way the package reads ``hand`` as sets (four sets and a pair, or seven pairs),
    the called and declared melds included, each set as its tiles (``"1m"``; a red five as a
    five, a quad as four). The calculator values each of them and keeps the dearest: a teacher
    points at the sets that make a yaku of the hand's shape (pinfu, sanshoku, ittsu...).

    Raises:
        HandError: as :func:`calculate` does for notation it cannot read.
    """
    prepared = _prepare(hand, rules)
    tiles_34 = [0] * 34
    for index in prepared.tiles:
        tiles_34[index // 4] += 1
    options = HandDivider.divide_hand(tiles_34, prepared.melds)
    return [tuple(tuple(str(Tile(t)) for t in group) for group in option) for option in options]


def calculate(hand: HandInput, rules: Rules) -> HandResult:
    """What ``hand`` is worth under ``rules``.

    Raises:
        HandError: bad notation, an impossible hand (five of a tile, a meld that is not a meld,
            the wrong number of tiles), flags that contradict each other or the hand, a hand
            that does not win or has no yaku.
    """
    prepared = _prepare(hand, rules)
    response = _estimate(hand, prepared, rules)
    closed = not any(m.opened for m in prepared.melds)
    yaku: list[YakuLine] = []
    counts = {"dora": 0, "ura": 0, "red_fives": 0}
    for y in response.yaku or ():
        han = y.han_closed if closed or not y.han_open else y.han_open
        tenhou_id = YAKU_ID_TO_TENHOU_ID[y.yaku_id]
        name, name_ja = YAKU_NAMES[tenhou_id]
        yaku.append(YakuLine(name, name_ja, han, tenhou_id, bool(y.is_yakuman)))
        if tenhou_id in _DORA_IDS:
            counts[_DORA_IDS[tenhou_id]] = han
    patterns = [y for y in yaku if y.yakuman]
    doubles = sum(1 for y in patterns if y.tenhou_id in DOUBLE_YAKUMAN_IDS)
    is_kokushi = any(y.tenhou_id in (47, 48) for y in patterns)
    shape: HandShape | None
    if is_kokushi:
        shape = None
    elif any(y.tenhou_id == 22 for y in yaku):
        shape = HandShape(wait="tanki", tsumo=hand.tsumo, seven_pairs=True)
    else:
        called_runs = sum(1 for m in prepared.melds if m.type == PackageMeld.CHI)
        shape = hand_shape(response.fu_details or (), called_runs, hand.tsumo, closed)
    # the package counts the North tiles set aside with the dora (num_nuki_dora)
    nukidora = 0 if patterns else hand.nukidora
    value, items, fu = apply_rules_the_package_lacks(
        int(response.han or 0),
        int(response.fu or 0),
        shape,
        len(patterns),
        doubles,
        hand,
        rules,
    )
    dealer = hand.seat_wind.strip().upper() == "E"
    main, additional = hand_amounts(value, dealer, hand.tsumo, rules)
    payers = rules.players - 1  # three players: two pay a tsumo
    if not hand.tsumo:
        payments = {"discarder": main}
        points = main
    elif dealer:
        payments = {"each": main}
        points = payers * main
    else:
        payments = {"dealer": main, "non_dealer": additional}
        points = main + (payers - 1) * additional
    return HandResult(
        yaku=tuple(yaku),
        dora=counts["dora"],
        ura=counts["ura"],
        red_fives=counts["red_fives"],
        han=None if patterns else int(response.han or 0),
        fu=fu,
        fu_items=items,
        yakuman=value.yakuman if patterns else 0,
        value=value,
        limit=value.limit,
        points=points,
        payments=payments,
        dealer=dealer,
        tsumo=hand.tsumo,
        notes=prepared.notes,
        package_fu=int(response.fu or 0),
        nukidora=nukidora,
    )
