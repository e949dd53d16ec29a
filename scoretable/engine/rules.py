"""Rule parameters and the named presets.

Every parameter that differs between the rulesets in ``shared/RULES.md`` is one field of
:class:`Rules`. A ``Rules`` value is frozen and serialisable (:meth:`Rules.to_dict` /
:meth:`Rules.from_dict`), so a saved game carries the exact rules it was played under.

Where a source is unclear ([?] in RULES.md) the choice made is written beside the preset.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any, Literal, get_args

from scoretable.engine.errors import RuleError
from scoretable.engine.markers import QT_TRANSLATE_NOOP

Length = Literal["hanchan", "tonpuu"]
#: How 13+ han without a yakuman yaku is scored: as a yakuman, capped at sanbaiman, or
#: "multiple": one yakuman per full 13 han (26 han = double yakuman).
CountedYakuman = Literal["yakuman", "sanbaiman", "multiple"]
#: "all": every ronning player is paid in full; "head_bump": only the winner nearest the
#: discarder in turn order wins.
MultipleRon = Literal["all", "head_bump"]
#: Who collects honba in a multiple ron: the nearest winner only, or every winner.
MultiRonHonba = Literal["nearest", "each"]
#: Who collects the riichi sticks in a multiple ron: the nearest winner takes them all, or
#: each winner takes back his own deposit and the rest goes to the nearest winner (EMA).
MultiRonSticks = Literal["nearest", "own_then_nearest"]
#: Rounding of final points: none (exact, 0.001), to 0.1, the seed's "divide by 1000, 0.5
#: rounds down (on the magnitude)", or to 1 (1000 points) half away from zero (Tenhou).
FinalRounding = Literal["none", "tenth", "seed_half_down", "half_away"]
#: Ties for a place: seat order from the first dealer, or uma/oka shared equally.
TieBreak = Literal["seat", "split"]
#: Chombo: a reverse mangan paid at the table during the game, or a penalty on the final points.
ChomboMode = Literal["reverse_mangan", "final_penalty"]
#: Where leftover riichi sticks go at the end of the game.
LeftoverSticks = Literal["first", "lost"]
#: What the liable player pays when the pao yakuman is only part of a multiple yakuman: the
#: whole hand (Tenhou), or only the share of the yakuman he is liable for (Mahjong Soul; the
#: win says how many of its yakuman units that is).
PaoCovers = Literal["whole_hand", "liable_share"]

ABORTIVE_KINDS: tuple[str, ...] = ("kyuushu", "kaze4", "reach4", "kan4", "ron3")
"""Kinds of abortive draw: nine terminals, four winds, four riichi, four kans, triple ron."""

PAO_YAKU: tuple[str, ...] = ("daisangen", "daisuushii", "suukantsu")

_CHOICES: dict[str, tuple[Any, ...]] = {
    "length": get_args(Length),
    "counted_yakuman": get_args(CountedYakuman),
    "multiple_ron": get_args(MultipleRon),
    "multi_ron_honba": get_args(MultiRonHonba),
    "multi_ron_sticks": get_args(MultiRonSticks),
    "final_rounding": get_args(FinalRounding),
    "tie_break": get_args(TieBreak),
    "chombo": get_args(ChomboMode),
    "leftover_sticks": get_args(LeftoverSticks),
    "pao_covers": get_args(PaoCovers),
    "double_wind_pair_fu": (2, 4),
}


@dataclass(frozen=True)
class Rules:
    """One complete set of rule parameters. Build variants with :meth:`replace`."""

    name: str = "standard"
    label: str = "Standard"
    # --- game shape ---------------------------------------------------------------------
    length: Length = "hanchan"
    start_points: int = 25000
    return_points: int = 30000
    #: uma in final points (thousands of points) for 1st..4th
    uma: tuple[int, int, int, int] = (20, 10, -10, -20)
    final_rounding: FinalRounding = "seed_half_down"
    tie_break: TieBreak = "seat"
    leftover_sticks: LeftoverSticks = "first"
    #: the game ends at once when a score drops below 0 (exactly 0 plays on)
    busting: bool = False
    #: riichi needs at least 1,000 points
    riichi_needs_1000: bool = False
    #: dealer may stop the game in the last hand when first (agari-yame / tenpai-yame)
    agari_yame: bool = False
    #: with nobody at return_points after the last hand, play on into the next wind (sudden
    #: death: the game ends after the first hand that leaves someone at return_points)
    west_round: bool = False
    # --- hand value ---------------------------------------------------------------------
    kiriage: bool = False
    counted_yakuman: CountedYakuman = "yakuman"
    #: double-yakuman patterns (kokushi 13-wait, suuankou tanki, ...) score two yakuman
    double_yakuman: bool = False
    #: different yakuman in one hand add up
    yakuman_stacking: bool = True
    #: no limit at all: yakuman = 13 han, double = 26 han, fu counts at any han
    aotenjou: bool = False
    #: fu of a pair that is both seat and round wind: 4 (2 each) or 2 (EMA 2025)
    double_wind_pair_fu: int = 4
    #: a hand needs two han from five honba on (ryanhan shibari)
    ryanhan_shibari: bool = False
    #: points per honba counter: 300, or 1500 with basengo
    basengo: bool = False
    # --- multiple ron -------------------------------------------------------------------
    multiple_ron: MultipleRon = "all"
    triple_ron_abortive: bool = False
    multi_ron_honba: MultiRonHonba = "nearest"
    multi_ron_sticks: MultiRonSticks = "nearest"
    # --- draws --------------------------------------------------------------------------
    noten_total: int = 3000
    abortive_draws: frozenset[str] = frozenset({"kyuushu", "kaze4", "reach4", "kan4"})
    honba_on_kyuushu: bool = True
    nagashi_mangan: bool = False
    # --- penalties ----------------------------------------------------------------------
    chombo: ChomboMode = "reverse_mangan"
    #: final-point penalty (thousands) for a chombo in "final_penalty" mode
    chombo_penalty: int = 20
    honba_on_chombo: bool = False
    yakitori: bool = False
    #: final-point penalty (thousands) for a player who never won a hand
    yakitori_penalty: int = 20
    # --- pao ----------------------------------------------------------------------------
    pao_yaku: frozenset[str] = frozenset({"daisangen", "daisuushii"})
    rinshan_pao: bool = False
    pao_covers: PaoCovers = "whole_hand"
    extra: dict[str, Any] = field(default_factory=dict, compare=False, hash=False, repr=False)

    def __post_init__(self) -> None:
        """Refuse a parameter no game can be played with (RuleError naming the field)."""
        for name, allowed in _CHOICES.items():
            value = getattr(self, name)
            if value not in allowed:
                raise RuleError(
                    QT_TRANSLATE_NOOP("Refusals", "{name} must be one of {allowed}, not {value}"),
                    name,
                    name=name,
                    allowed=", ".join(map(repr, allowed)),
                    value=repr(value),
                )
        if len(self.uma) != 4:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusals", "uma needs 4 values (1st to 4th), not {count}"),
                "uma",
                count=len(self.uma),
            )
        if sum(self.uma) != 0:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusals", "uma must add up to 0, not {total}"),
                "uma",
                total=sum(self.uma),
            )
        if self.start_points <= 0 or self.return_points < self.start_points:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusals", "start points must be positive and the return at least the start"
                ),
                "return_points",
            )
        for name, kinds, known in (
            ("abortive_draws", self.abortive_draws, ABORTIVE_KINDS),
            ("pao_yaku", self.pao_yaku, PAO_YAKU),
        ):
            unknown = sorted(set(kinds) - set(known))
            if unknown:
                raise RuleError(
                    QT_TRANSLATE_NOOP("Refusals", "unknown {name}: {unknown} (known: {known})"),
                    name,
                    name=name,
                    unknown=", ".join(unknown),
                    known=", ".join(known),
                )
        if ("ron3" in self.abortive_draws) != self.triple_ron_abortive:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusals",
                    "a triple ron is abortive exactly when 'ron3' is among the abortive draws",
                ),
                "triple_ron_abortive",
            )
        for name in ("noten_total", "chombo_penalty", "yakitori_penalty"):
            if getattr(self, name) < 0:
                raise RuleError(
                    QT_TRANSLATE_NOOP("Refusals", "{name} cannot be negative"), name, name=name
                )

    @property
    def honba_value(self) -> int:
        """Points a single honba counter adds to a win (300, or 1500 with basengo)."""
        return 1500 if self.basengo else 300

    @property
    def oka(self) -> int:
        """The oka in points: what the return above the start collects for first place."""
        return 4 * (self.return_points - self.start_points)

    def replace(self, **changes: Any) -> Rules:
        """A copy with some parameters changed."""
        return dataclasses.replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict of every parameter."""
        out: dict[str, Any] = {}
        for f in dataclasses.fields(self):
            if f.name == "extra":
                continue
            value = getattr(self, f.name)
            if isinstance(value, frozenset):
                value = sorted(value)
            elif isinstance(value, tuple):
                value = list(value)
            out[f.name] = value
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Rules:
        """Inverse of :meth:`to_dict`; unknown keys are ignored, missing ones take defaults.

        Raises:
            RuleError: a value of the wrong type or out of range (field: the parameter, or
                "rules" when the type is wrong).
        """
        kwargs: dict[str, Any] = {}
        try:
            for f in dataclasses.fields(cls):
                if f.name == "extra" or f.name not in data:
                    continue
                value = data[f.name]
                if f.name in ("abortive_draws", "pao_yaku"):
                    value = frozenset(value)
                elif f.name == "uma":
                    value = tuple(value)
                kwargs[f.name] = value
            return cls(**kwargs)
        except TypeError as exc:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusals", "unreadable rules: {detail}"),
                "rules",
                detail=str(exc),
            ) from None


#: The seeds' rules with their gaps filled exactly as RULES.md's "standard" section says.
#: Every value is the dataclass default; they are spelled out here so the preset reads as the
#: section does.
STANDARD = Rules(
    name="standard",
    label=QT_TRANSLATE_NOOP("Presets", "Standard"),
    length="hanchan",
    start_points=25000,  # "25,000 start, 30,000 return, oka 20,000 to first"
    return_points=30000,
    uma=(20, 10, -10, -20),  # "uma +20/+10/-10/-20"
    final_rounding="seed_half_down",  # "the seed's rounding"
    tie_break="seat",  # "ties by seat order from the first dealer"
    leftover_sticks="first",  # "leftover sticks to first place"
    busting=False,  # "negative scores play on (no busting)"
    riichi_needs_1000=False,  # "riichi is allowed below 1,000 points"
    agari_yame=False,  # "no agari-yame"
    west_round=False,  # "no West round: the game ends after South 4 unless the dealer repeats"
    kiriage=False,  # "no kiriage"
    counted_yakuman="yakuman",  # "13+ han is a counted yakuman"
    double_yakuman=False,  # "no double-yakuman hands"
    yakuman_stacking=True,  # "different yakuman stack"
    aotenjou=False,  # "no aotenjou"
    double_wind_pair_fu=4,  # seed 002: "2 fu is added for each one"
    ryanhan_shibari=False,  # "no ryanhan shibari"
    basengo=False,  # "no basengo"
    multiple_ron="all",  # "double and triple ron allowed, each winner paid in full"
    triple_ron_abortive=False,
    multi_ron_honba="nearest",  # "honba and sticks to the winner nearest the discarder"
    multi_ron_sticks="nearest",
    noten_total=3000,  # "noten payments 3,000"
    # "abortive draws: kyuushu kyuuhai, four winds, four riichi, four kans (honba +1, dealer
    # stays; kyuushu counts)"
    abortive_draws=frozenset({"kyuushu", "kaze4", "reach4", "kan4"}),
    honba_on_kyuushu=True,
    nagashi_mangan=False,  # "no nagashi mangan"
    # "chombo: a reverse mangan paid to the others ..., the hand replayed, no honba"
    chombo="reverse_mangan",
    chombo_penalty=20,
    honba_on_chombo=False,
    yakitori=False,  # "no yakitori"
    yakitori_penalty=20,
    pao_yaku=frozenset({"daisangen", "daisuushii"}),  # "pao for daisangen and daisuushii"
    rinshan_pao=False,  # "no rinshan pao"
    pao_covers="whole_hand",
)

#: EMA Riichi Competition Rules 2016 (mahjong-europe.org), the [P] column of RULES.md.
EMA2016 = STANDARD.replace(
    name="ema2016",
    label=QT_TRANSLATE_NOOP("Presets", "EMA 2016"),
    start_points=30000,  # EMA 2016: "Start / return 30k / 30k", no oka
    return_points=30000,
    uma=(15, 5, -5, -15),  # EMA 2016 [P]: uma 15/5/-5/-15
    final_rounding="none",  # EMA 2016: no rounding of final scores
    tie_break="split",  # EMA 2016: tied players share the uma equally
    leftover_sticks="first",  # EMA 2016: leftover riichi sticks to first place
    busting=False,  # EMA 2016: "If a player score goes below zero, the game continues."
    riichi_needs_1000=False,  # EMA 2016: "... he can declare riichi" with a negative score
    kiriage=False,  # EMA 2016 [P]: no kiriage mangan
    # EMA 2016 [P]: "There is no counted yakuman: a hand worth 13 or more han but not having a
    # yakuman yaku is only rewarded sanbaiman."
    counted_yakuman="sanbaiman",
    double_yakuman=False,  # EMA 2016: no double-yakuman hands
    yakuman_stacking=False,  # EMA 2016: yakuman do not stack
    multiple_ron="all",  # EMA 2016 [P]: double and triple ron, the discarder pays each
    multi_ron_honba="each",  # EMA 2016 [S]: honba to every winner
    multi_ron_sticks="own_then_nearest",  # [S]: own stick back, the rest to the nearest
    abortive_draws=frozenset(),  # EMA 2016: no abortive draws
    nagashi_mangan=False,  # EMA 2016: no nagashi mangan
    # EMA 2016 [P]: chombo -20,000 after uma, hand replayed, no honba, sticks returned
    chombo="final_penalty",
    chombo_penalty=20,
    honba_on_chombo=False,
    pao_yaku=frozenset({"daisangen", "daisuushii"}),  # EMA 2016 [P]: ron 50/50
    ryanhan_shibari=False,  # EMA 2016: two han at five honba removed
)

#: EMA rules 2025: EMA 2016 with the two changes RULES.md lists.
EMA2025 = EMA2016.replace(
    name="ema2025",
    label=QT_TRANSLATE_NOOP("Presets", "EMA 2025"),
    kiriage=True,  # EMA 2025 [S]: kiriage mangan
    double_wind_pair_fu=2,  # EMA 2025 (RULES.md): a double wind pair is 2 fu in total
)

#: WRC (World Riichi Championship) rules 2025 (worldriichi.org).
WRC2025 = STANDARD.replace(
    name="wrc2025",
    label=QT_TRANSLATE_NOOP("Presets", "WRC 2025"),
    start_points=30000,  # WRC 2025: 30k / 30k, no oka
    return_points=30000,
    uma=(15, 5, -5, -15),  # WRC 2025: uma 15/5/-5/-15
    final_rounding="tenth",  # WRC 2025: final points to 0.1
    tie_break="split",  # WRC 2025: tied places averaged
    # [?] WRC 2025's leftover sticks: choice: to first place, the most common reading
    leftover_sticks="first",
    busting=False,  # [?] WRC 2025 busting: choice: none, play on (as EMA)
    kiriage=True,  # WRC 2025 [P]: kiriage mangan
    counted_yakuman="sanbaiman",  # WRC 2025: 13+ han is sanbaiman
    double_yakuman=False,  # WRC 2025: no double-yakuman hands
    yakuman_stacking=True,  # WRC 2025 [S]: yakuman stack
    multiple_ron="head_bump",  # WRC 2025 [P]: head bump, the nearest winner only
    abortive_draws=frozenset(),  # WRC 2025: no abortive draws
    nagashi_mangan=False,  # WRC 2025: no nagashi mangan
    chombo="final_penalty",  # WRC 2025 [S]: chombo -30,000 on the final result
    chombo_penalty=30,
    # [?] WRC 2025 pao: choice: daisangen and daisuushii, as RULES.md's cell reads
    pao_yaku=frozenset({"daisangen", "daisuushii"}),
)

#: M-League (Japanese professional league) rules, from rule summaries [S].
MLEAGUE = STANDARD.replace(
    name="mleague",
    label=QT_TRANSLATE_NOOP("Presets", "M-League"),
    start_points=25000,  # M-League: 25k / 30k, oka 20k to first
    return_points=30000,
    uma=(30, 10, -10, -30),  # M-League [S]: uma 30/10/-10/-30
    final_rounding="tenth",  # M-League: final points to 0.1
    tie_break="split",  # M-League: tied places split
    leftover_sticks="first",  # M-League [S]: to first, split if tied (tie_break "split")
    busting=False,  # M-League: no busting
    kiriage=True,  # M-League [S]: kiriage mangan
    counted_yakuman="sanbaiman",  # M-League [S]: 13+ han is sanbaiman
    double_yakuman=False,  # M-League: no double-yakuman hands
    yakuman_stacking=True,  # M-League [S]: yakuman stack
    multiple_ron="head_bump",  # M-League [S]: head bump
    abortive_draws=frozenset(),  # M-League: no abortive draws
    # [?] M-League nagashi mangan: choice: allowed, paid as a mangan tsumo (the rule
    # summaries we read list it; unverified on records)
    nagashi_mangan=True,
    chombo="final_penalty",  # M-League [S]: -20 points after the game
    chombo_penalty=20,
    # [?] M-League pao: choice: daisangen, daisuushii and suukantsu, as RULES.md's cell reads
    pao_yaku=frozenset({"daisangen", "daisuushii", "suukantsu"}),
)

#: Tenhou 4-player red-five rooms (arcturus.su translation of Tenhou's rules), verified on
#: the records of shared/oracle [V].
TENHOU = STANDARD.replace(
    name="tenhou",
    label=QT_TRANSLATE_NOOP("Presets", "Tenhou"),
    start_points=25000,  # Tenhou [V]: 25k / 30k, oka 20k to first
    return_points=30000,
    uma=(20, 10, -10, -20),  # Tenhou [V]: uma 20/10/-10/-20 (the ordinary rooms)
    # Tenhou [V]: to 1000 points, half away from zero (some rooms use 0.1: set "tenth")
    final_rounding="half_away",
    tie_break="seat",  # Tenhou [V]: ties by seat order
    leftover_sticks="first",  # Tenhou [V]: leftover sticks to first place
    busting=True,  # Tenhou [V]: a score below 0 ends the game
    riichi_needs_1000=True,  # Tenhou [V]: riichi needs 1,000 points
    agari_yame=True,  # Tenhou [V]: agari-yame and tenpai-yame
    west_round=True,  # Tenhou [V]: sudden death to 30k in the West round, West 4 last
    kiriage=False,  # Tenhou [V]: no kiriage
    counted_yakuman="yakuman",  # Tenhou [V]: 13+ han is a counted yakuman
    double_yakuman=False,  # Tenhou [V]: no double-yakuman hands
    yakuman_stacking=True,  # Tenhou [V]: yakuman stack
    multiple_ron="all",  # Tenhou [V]: double ron, every winner paid
    triple_ron_abortive=True,  # Tenhou [V]: triple ron is an abortive draw
    multi_ron_honba="nearest",  # Tenhou [V]: honba and sticks to the nearest winner
    multi_ron_sticks="nearest",
    # Tenhou [V]: kyuushu kyuuhai, four winds, four riichi, four kans, triple ron
    abortive_draws=frozenset({"kyuushu", "kaze4", "reach4", "kan4", "ron3"}),
    honba_on_kyuushu=True,
    nagashi_mangan=True,  # Tenhou [V]: nagashi mangan as a mangan tsumo, a draw otherwise
    # Tenhou: no chombo online; at a table a reverse mangan, the hand replayed, no honba
    chombo="reverse_mangan",
    honba_on_chombo=False,
    # Tenhou [V]: daisangen and daisuushii; on tsumo the liable player pays everything,
    # honba included, even of a multiple yakuman; on ron half each [S]
    pao_yaku=frozenset({"daisangen", "daisuushii"}),
    pao_covers="whole_hand",
)

#: Mahjong Soul 4-player ranked games, from engines checked against its records [E].
MAHJONGSOUL = TENHOU.replace(
    name="mahjongsoul",
    label=QT_TRANSLATE_NOOP("Presets", "Mahjong Soul"),
    start_points=25000,  # Mahjong Soul: 25k / 25k, no oka
    return_points=25000,
    uma=(15, 5, -5, -15),  # Mahjong Soul [S]: uma 15/5/-5/-15
    # [?] Mahjong Soul final rounding: choice: to 0.1 (its score screen shows one decimal)
    final_rounding="tenth",
    tie_break="seat",  # Mahjong Soul: ties by seat order
    busting=True,  # Mahjong Soul [E]: below 0 ends the game
    # [?] Mahjong Soul riichi below 1,000: choice: refused, as Tenhou
    riichi_needs_1000=True,
    kiriage=False,  # Mahjong Soul [E]: no kiriage
    counted_yakuman="yakuman",  # Mahjong Soul [E]: 13+ han is a counted yakuman
    # Mahjong Soul [E]: kokushi 13-wait, suuankou tanki, junsei chuuren, daisuushii are
    # double yakuman
    double_yakuman=True,
    yakuman_stacking=True,  # Mahjong Soul: yakuman stack
    multiple_ron="all",  # Mahjong Soul: double and triple ron, every winner paid
    triple_ron_abortive=False,
    multi_ron_honba="nearest",  # Mahjong Soul: as Tenhou
    multi_ron_sticks="nearest",
    # Mahjong Soul: the first four abortive draws (triple ron is paid, not abortive)
    abortive_draws=frozenset({"kyuushu", "kaze4", "reach4", "kan4"}),
    nagashi_mangan=True,  # Mahjong Soul [E]: as Tenhou
    chombo="reverse_mangan",  # Mahjong Soul: as Tenhou
    # Mahjong Soul [E]: the liable player pays only the share of the yakuman he fed
    pao_covers="liable_share",
)

PRESETS: dict[str, Rules] = {
    rules.name: rules
    for rules in (STANDARD, EMA2016, EMA2025, WRC2025, MLEAGUE, TENHOU, MAHJONGSOUL)
}
"""Every named preset, by id; ``standard`` is the default everywhere."""


def get_preset(name: str) -> Rules:
    """The preset called ``name``; raises KeyError listing the known names."""
    try:
        return PRESETS[name]
    except KeyError:
        raise KeyError(f"unknown rules preset {name!r}; known: {', '.join(PRESETS)}") from None
