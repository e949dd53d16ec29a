"""A valued hand: the yaku's names (Tenhou's ids, English and Japanese) and
:class:`HandResult`: han, fu itemised, points and payments, as JSON for ``hand --batch``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from scoretable.engine.fu import FuItem
from scoretable.engine.rules import Rules
from scoretable.engine.scoring import HandValue
from scoretable.engine.table import WinEntry

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
DORA_IDS = {52: "dora", 53: "ura", 54: "red_fives"}


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
