"""Rule parameters and the named presets.

Every parameter that differs between the rulesets in ``shared/RULES.md`` is one field of
:class:`Rules`. A ``Rules`` value is frozen and serialisable (:meth:`Rules.to_dict` /
:meth:`Rules.from_dict`), so a saved game carries the exact rules it was played under.

Every preset value cites its source beside it, tagged as in RULES.md: [P] the primary rule
text, read; [Pq] the primary text's own words, quoted verbatim by a third party that names the
document and clause; [V] verified on real game records (shared/oracle); [E] taken from an
engine checked against the platform's records; [S] a secondary source; [R] a reading of the
evidence (the most common one where sources are silent or disagree). Each preset's source note
says which of its values were checked against the rule text and which remain a reading.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any, Literal, get_args

from scoretable.engine.errors import RuleError
from scoretable.engine.leagues import LEAGUE_CHANGES
from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.engine.uma import check_floater_uma

Length = Literal["hanchan", "tonpuu"]
# How 13+ han without a yakuman yaku is scored: as a yakuman, capped at sanbaiman, or
# "multiple": one yakuman per full 13 han (26 han = double yakuman).
CountedYakuman = Literal["yakuman", "sanbaiman", "multiple"]
# "all": every ronning player is paid in full; "head_bump": only the winner nearest the
# discarder in turn order wins.
MultipleRon = Literal["all", "head_bump"]
# Who collects honba in a multiple ron: the nearest winner only, or every winner.
MultiRonHonba = Literal["nearest", "each"]
# Who collects the riichi sticks in a multiple ron: the nearest winner takes them all, or
# each winner takes back his own deposit and the rest goes to the nearest winner (EMA).
MultiRonSticks = Literal["nearest", "own_then_nearest"]
# Rounding of final points: none (exact, 0.001), to 0.1, the seed's "divide by 1000, 0.5
# rounds down (on the magnitude)", or to 1 (1000 points) half away from zero (Tenhou).
FinalRounding = Literal["none", "tenth", "seed_half_down", "half_away"]
# Ties for a place: seat order from the first dealer, or uma/oka shared equally.
TieBreak = Literal["seat", "split"]
# Chombo: a reverse mangan paid at the table during the game, or a penalty on the final points.
ChomboMode = Literal["reverse_mangan", "final_penalty"]
# Where leftover riichi sticks go at the end of the game.
LeftoverSticks = Literal["first", "lost"]
# What the liable player pays when the pao yakuman is only part of a multiple yakuman: the
# whole hand (Tenhou), or only the share of the yakuman he is liable for (Mahjong Soul; the
# win says how many of its yakuman units that is).
PaoCovers = Literal["whole_hand", "liable_share"]
# Who pays the honba of a ron won with pao (the liable player is not the discarder): the
# discarder (EMA 2016: "only the discarder pays for any counters") or the liable player
# (Tenhou: 「積み棒は包」).
PaoRonHonba = Literal["discarder", "liable"]
# Three players, a tsumo: the absent North's share is lost to the winner ("loss", tsumo-zon)
# or split in half between the two payers ("bisection", North bisection, pei-ke setsuhan).
TsumoNorth = Literal["loss", "bisection"]
# Three players, the honba of a tsumo: each payer pays a third of the honba value per counter
# as with four players ("third": 100 each, the winner collects 200), or the two payers share
# the whole value ("half": 150 each, the winner collects 300).
HonbaTsumo = Literal["third", "half"]

ABORTIVE_KINDS: tuple[str, ...] = ("kyuushu", "kaze4", "reach4", "kan4", "ron3")
"""Kinds of abortive draw: nine terminals, four winds, four riichi, four kans, triple ron."""

FOUR_PLAYER_ABORTIVE: frozenset[str] = frozenset({"kaze4", "reach4", "ron3"})
"""Abortive draws that need a fourth player: four winds, four riichi, a triple ron."""

# The three-player parameters: left out of :meth:`Rules.to_dict` while at their default, so
# a four-player game is saved exactly as before they existed.
THREE_PLAYER_FIELDS: tuple[str, ...] = ("players", "tsumo_north", "honba_tsumo", "nukidora")

# The leagues' parameters (issue 43): left out of :meth:`Rules.to_dict` while at their default,
# so games saved before them read and save exactly as before.
LEAGUE_FIELDS: tuple[str, ...] = (
    "uma_by_floaters",
    "uma_one_up",
    "uma_two_up",
    "uma_three_up",
    "honba_counters",
)
# the uma rows by how many players float (at or above the return points): 1, 2, 3 up
FLOATER_UMA_FIELDS: tuple[str, ...] = ("uma_one_up", "uma_two_up", "uma_three_up")

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
    "pao_ron_honba": get_args(PaoRonHonba),
    "players": (3, 4),
    "tsumo_north": get_args(TsumoNorth),
    "honba_tsumo": get_args(HonbaTsumo),
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
    # uma in final points (thousands of points) for 1st..last (one per player)
    uma: tuple[int, ...] = (20, 10, -10, -20)
    # uma by how many players float (end at or above the return points; 浮きウマ): the rows
    # for one, two and three up replace ``uma``, which stays the uma when none or all float
    uma_by_floaters: bool = False
    uma_one_up: tuple[int, ...] = ()
    uma_two_up: tuple[int, ...] = ()
    uma_three_up: tuple[int, ...] = ()
    final_rounding: FinalRounding = "seed_half_down"
    tie_break: TieBreak = "seat"
    leftover_sticks: LeftoverSticks = "first"
    # the game ends at once when a score drops below 0 (exactly 0 plays on)
    busting: bool = False
    # riichi needs at least 1,000 points
    riichi_needs_1000: bool = False
    # dealer may stop the game in the last hand when first (agari-yame / tenpai-yame)
    agari_yame: bool = False
    # with nobody at target_points after the last hand, play on into the next wind (sudden
    # death: the game ends after the first hand that leaves someone at target_points, unless
    # the dealer keeps the deal)
    west_round: bool = False
    # the score that ends the West round (sudden death) and lets the dealer stop in the last
    # hand (agari-yame / tenpai-yame); separate from return_points (Mahjong Soul returns
    # 25,000 but plays on until someone has 30,000)
    target_points: int = 30000
    # --- hand value ---------------------------------------------------------------------
    kiriage: bool = False
    counted_yakuman: CountedYakuman = "yakuman"
    # double-yakuman patterns (kokushi 13-wait, suuankou tanki, ...) score two yakuman
    double_yakuman: bool = False
    # different yakuman in one hand add up
    yakuman_stacking: bool = True
    # no limit at all: yakuman = 13 han, double = 26 han, fu counts at any han
    aotenjou: bool = False
    # fu of a pair that is both seat and round wind: 4 (2 each) or 2 (EMA 2025)
    double_wind_pair_fu: int = 4
    # one red five per suit, each 1 han of dora (the hand calculator; issue 16)
    red_fives: bool = True
    # tanyao (all simples) counts in an open hand (kuitan; the hand calculator; issue 16)
    open_tanyao: bool = True
    # a hand needs two han from five honba on (ryanhan shibari)
    ryanhan_shibari: bool = False
    # points per honba counter: 300, or 1500 with basengo
    basengo: bool = False
    # honba counters are kept at all (without them a repeat or a draw adds none, a win pays
    # none: the mu league's 「積み場はない」)
    honba_counters: bool = True
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
    # final-point penalty (thousands) for a chombo in "final_penalty" mode
    chombo_penalty: int = 20
    honba_on_chombo: bool = False
    yakitori: bool = False
    # final-point penalty (thousands) for a player who never won a hand
    yakitori_penalty: int = 20
    # --- pao ----------------------------------------------------------------------------
    pao_yaku: frozenset[str] = frozenset({"daisangen", "daisuushii"})
    rinshan_pao: bool = False
    pao_covers: PaoCovers = "whole_hand"
    # who pays the honba of a ron won with pao: the discarder or the liable player
    pao_ron_honba: PaoRonHonba = "discarder"
    # --- three players ------------------------------------------------------------------
    # 4, or 3 (sanma: seats East, South, West; three hands a wind)
    players: int = 4
    # three players: what becomes of the absent North's share of a tsumo
    tsumo_north: TsumoNorth = "loss"
    # three players: the honba of a tsumo per payer
    honba_tsumo: HonbaTsumo = "third"
    # three players: North tiles set aside count as dora (a win says how many: +1 han each)
    nukidora: bool = False
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
        if len(self.uma) != self.players:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusals", "uma needs 4 values (1st to 4th), not {count}")
                if self.players == 4
                else QT_TRANSLATE_NOOP("Refusals", "uma needs 3 values (1st to 3rd), not {count}"),
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
        if self.target_points <= 0:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusals", "the target points must be positive"),
                "target_points",
            )
        self._check_players()
        check_floater_uma(self)
        for name in ("noten_total", "chombo_penalty", "yakitori_penalty"):
            if getattr(self, name) < 0:
                raise RuleError(
                    QT_TRANSLATE_NOOP("Refusals", "{name} cannot be negative"), name, name=name
                )

    def _check_players(self) -> None:
        """Refuse three-player settings with four players, four-player draws with three."""
        if self.players == 3:
            impossible = sorted(self.abortive_draws & FOUR_PLAYER_ABORTIVE)
            if impossible:
                raise RuleError(
                    QT_TRANSLATE_NOOP(
                        "Refusals", "{kinds}: no such abortive draw with three players"
                    ),
                    "abortive_draws",
                    kinds=", ".join(impossible),
                )
        elif self.nukidora:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusals", "nukidora (North as dora) needs three players"),
                "nukidora",
            )

    @property
    def honba_value(self) -> int:
        """Points a single honba counter adds to a win (300, or 1500 with basengo; none
        without honba counters)."""
        if not self.honba_counters:
            return 0
        return 1500 if self.basengo else 300

    @property
    def oka(self) -> int:
        """The oka in points: what the return above the start collects for first place."""
        return self.players * (self.return_points - self.start_points)

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
            if f.name in THREE_PLAYER_FIELDS + LEAGUE_FIELDS and value == f.default:
                continue
            if isinstance(value, frozenset):
                value = sorted(value)
            elif isinstance(value, tuple):
                value = list(value)
            out[f.name] = value
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Rules:
        """Inverse of :meth:`to_dict`; unknown keys are ignored, missing ones take defaults.

        Rules saved before a parameter existed keep the meaning they were played with: a
        missing ``target_points`` is the saved ``return_points`` (the engine's target before
        the two were separate), a missing ``pao_ron_honba`` is "discarder" (its only
        behaviour before).

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
                elif f.name == "uma" or f.name in FLOATER_UMA_FIELDS:
                    value = tuple(value)
                kwargs[f.name] = value
            if "target_points" not in data and "return_points" in kwargs:
                kwargs["target_points"] = kwargs["return_points"]
            return cls(**kwargs)
        except TypeError as exc:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusals", "unreadable rules: {detail}"),
                "rules",
                detail=str(exc),
            ) from None


# The seeds' rules with their gaps filled exactly as RULES.md's "standard" section says.
# Every value is the dataclass default; they are spelled out here so the preset reads as the
# section does.
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
    target_points=30000,  # unused without West round and agari-yame: the return points
    kiriage=False,  # "no kiriage"
    counted_yakuman="yakuman",  # "13+ han is a counted yakuman"
    double_yakuman=False,  # "no double-yakuman hands"
    yakuman_stacking=True,  # "different yakuman stack"
    aotenjou=False,  # "no aotenjou"
    double_wind_pair_fu=4,  # seed 002: "2 fu is added for each one"
    # [R] red fives and open tanyao: the seeds are silent; both are the usual Japanese table
    red_fives=True,
    open_tanyao=True,
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
    # "(ron split half and half, the discarder pays the honba)"; seed 000: "Most rules have
    # the winning tile discarder pay for all honba."
    pao_ron_honba="discarder",
)

# EMA Riichi Competition Rules 2016 (mahjong-europe.org), the [P] column of RULES.md.
#
# Source note. Verified against the primary text [P] (RULES.md's reading of the 2016 rules):
# uma, kiriage, 13+ han, multiple ron, chombo, pao and who pays its counters. A reading [S]:
# the honba and sticks of a multiple ron. The rest follows RULES.md's EMA column.
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
    # EMA 2016 [P], pao: "only the discarder pays for any counters"
    pao_ron_honba="discarder",
    ryanhan_shibari=False,  # EMA 2016: two han at five honba removed
    red_fives=False,  # EMA 2016 [R]: the rule book's tile set has no red fives
    open_tanyao=True,  # EMA 2016 [R]: tanyao is 1 han open or closed
)

# EMA, *Riichi: Rules for Japanese Mahjong*, 2025 edition (August 2025): EMA 2016 with the
# changes the 2025 text makes to scoring.
#
# Source note. Not read in the primary text (the PDF could not be opened); every difference
# is a reading [S]: kiriage and the 2-fu double-wind pair (two independent summaries of the
# 2025 text agree; MahjongPantheon's ema2025 ruleset changes only kiriage, and a chombo in
# the last timed hand ending the game, a clock rule with no effect on scoring). Every other
# value stays EMA 2016's: no summary reports a change [R].
EMA2025 = EMA2016.replace(
    name="ema2025",
    label=QT_TRANSLATE_NOOP("Presets", "EMA 2025"),
    kiriage=True,  # EMA 2025 [S]: "4 han 30 fu and 3 han 60 fu are treated as mangan"
    # EMA 2025 [S]: "a pair that is both seat and round wind receives 2 fu, not 4"
    double_wind_pair_fu=2,
)

# WRC (World Riichi Championship) Rules 2025, v20250526 with the clarification of 29 June
# 2025 (worldriichi.org/wrc-rules).
#
# Source note. The primary text's own words, quoted verbatim by a third party that names the
# rulebook and its clause [Pq]: kiriage (§13.4), counted yakuman (§11.2), stacking yakuman
# and no double yakuman for waits, pao for suukantsu too (§9.1.1), the 2-fu double-wind pair
# (§11.3), head bump, no nagashi mangan. Still a reading of secondary sources [S], as no
# quote of the clause was found: leftover sticks lost, no busting, chombo -30, uma and ties,
# riichi below 1,000, the discarder paying the honba of a pao ron (TORI's WRC 2022 column).
# A reading [R]: final points to 0.1 (exact), and pao within a multiple yakuman.
WRC2025 = STANDARD.replace(
    name="wrc2025",
    label=QT_TRANSLATE_NOOP("Presets", "WRC 2025"),
    start_points=30000,  # WRC 2025: 30k / 30k, no oka
    return_points=30000,
    uma=(15, 5, -5, -15),  # WRC 2025 [S]: uma 15/5/-5/-15
    final_rounding="tenth",  # WRC 2025 [R]: (points - 30,000) / 1,000 + uma is exact to 0.1
    tie_break="split",  # WRC 2025 [S]: tied places averaged
    # WRC 2025 [S]: "Remaining riichi bets: Lost (WRC). Any riichi bets left after the final
    # hand are lost." (TORI's comparison; QCR and a preset survey agree; no clause found)
    leftover_sticks="lost",
    # WRC 2025 [S]: "No busting (changeable with Mod.5.3)" (QCR's comparison); busting is
    # only the optional rule Mod.5.3
    busting=False,
    kiriage=True,  # WRC 2025 [Pq] §13.4: "Mangan rounding up (kiriage mangan)"
    # WRC 2025 [Pq] §11.2: "Counted yakuman: 13 han and greater scores yonbaiman" (changed
    # from sanbaiman in the 2015-2022 rules)
    counted_yakuman="yakuman",
    # WRC 2025 [Pq]: "No double yakuman for winning on a specific wait."
    double_yakuman=False,
    # WRC 2025 [Pq]: "Multiple yakuman are scored for hands having several yakuman yaku."
    yakuman_stacking=True,
    # WRC 2025 [Pq] §11.3 and the abstract: "A double wind pair is worth 2 fu."
    double_wind_pair_fu=2,
    # WRC 2025 [Pq], abstract: "Only one winner: double and triple ron are resolved by turn
    # order"
    multiple_ron="head_bump",
    abortive_draws=frozenset(),  # WRC 2025 [Pq]: no abortive draws
    nagashi_mangan=False,  # WRC 2025 [Pq]: "No Nagashi Mangan."
    chombo="final_penalty",  # WRC 2025 [S]: chombo -30,000 on the final result
    chombo_penalty=30,
    # WRC 2025 [Pq] §9.1.1: "Liability payment applies for Big Dragons, Big Winds and Four
    # Quads."
    pao_yaku=frozenset({"daisangen", "daisuushii", "suukantsu"}),
    # WRC [S] (TORI, WRC 2022 column): "If a win involves pao, the bonus sticks are paid by
    # the discarder"
    pao_ron_honba="discarder",
    # WRC 2025 [R]: no text found on pao within a multiple yakuman: the liable player pays
    # the whole hand, the standard reading
    pao_covers="whole_hand",
    riichi_needs_1000=False,  # WRC 2025 [S]: "Can riichi below 1000 points" (QCR)
    red_fives=False,  # WRC [S]: red fives are only an optional rule (Optional Rules, Mod.2.1)
    open_tanyao=True,  # WRC [S]: open tanyao (the optional rules say not to change it)
)

# M-League (Japanese professional league) rules, m-league.jp/about, chapters 1 to 9.
#
# Source note. The primary text's own words, quoted by an engine that cites each chapter
# [Pq]: no busting and no abortive draws (ch. 3 art. 2), head bump (ch. 5 art. 1), the
# 2-fu double-wind pair (ch. 6 art. 3), kiriage and 13+ han at sanbaiman (ch. 6 art. 6), pao
# for daisangen, daisuushii and suukantsu (ch. 8), leftover sticks to first (ch. 6 art. 2).
# A reading [R]: no nagashi mangan (the rule text has none; nothing says "no"). Secondary
# [S]: uma, chombo, the liable player's share of a multiple yakuman and his paying the honba.
MLEAGUE = STANDARD.replace(
    name="mleague",
    label=QT_TRANSLATE_NOOP("Presets", "M-League"),
    start_points=25000,  # M-League: 25k / 30k, oka 20k to first
    return_points=30000,
    uma=(30, 10, -10, -30),  # M-League [S]: uma 30/10/-10/-30
    final_rounding="tenth",  # M-League [R]: (points - 30,000) / 1,000 is exact to 0.1
    # M-League [Pq] ch. 6 art. 2: tied places share the rank points, and (item 6) 「3名が同点
    # だった場合の端数は起家に近い方が大きいポイントを取得する」: in 0.1 units (engine/uma.py)
    tie_break="split",
    # M-League [Pq] ch. 6 art. 2: to first, split if tied in 100s (one stick: 400/300/300)
    leftover_sticks="first",
    # M-League [Pq] ch. 3 art. 2: 「持ち点が無くなった場合でも最終局が終了するまで続行」
    busting=False,
    # M-League [Pq] ch. 6 art. 6: mangan includes 「30符6翻」「60符5翻」 (with the two ba-zoro han)
    kiriage=True,
    # M-League [Pq] ch. 6 art. 6: 「役満以外の役が複合したアガリ点は三倍満まで」
    counted_yakuman="sanbaiman",
    double_yakuman=False,  # M-League: no double-yakuman hands
    yakuman_stacking=True,  # M-League [S]: yakuman stack
    # M-League [Pq] ch. 6 art. 3, note to the fu table: 「連風牌の対子も2符とする」
    double_wind_pair_fu=2,
    multiple_ron="head_bump",  # M-League [Pq] ch. 5 art. 1: 「アガリ者は一局に1人とする」
    abortive_draws=frozenset(),  # M-League [Pq] ch. 3 art. 2: 「途中流局はない」
    # M-League [R]: the rule text has no nagashi mangan (both engines that follow it leave
    # it out); nothing in it says "no" in so many words
    nagashi_mangan=False,
    chombo="final_penalty",  # M-League [S]: -20 points after the game
    chombo_penalty=20,
    # M-League [Pq] ch. 8 「包（パオ）」: daisangen, daisuushii and suukantsu
    pao_yaku=frozenset({"daisangen", "daisuushii", "suukantsu"}),
    # M-League [S]: 「もし和了者がダブル役満以上だった場合、まず確定させた役満と積み棒…」
    # (the liable player answers for the yakuman he let complete; a worked example has the
    # other yakuman of a tsumo paid as an ordinary tsumo)
    pao_covers="liable_share",
    # M-League [S]: 「積み場は鳴かせた者が負担する」 (the honba is borne by the liable player)
    pao_ron_honba="liable",
    red_fives=True,  # M-League [S]: one red five per suit
    open_tanyao=True,  # M-League [S]: open tanyao
)

# Tenhou 4-player red-five rooms (tenhou.net/man/#RULE; arcturus.su's translation),
# verified on the records of shared/oracle [V].
#
# Source note. Verified on real records [V]: the values marked so. The rule text's own words,
# quoted by an engine that cites tenhou.net/man [Pq]: the West round's 30,000 target and its
# dealer repeat first (「サドンデスルールは、30000点(供託未収)以上になった時点で終了、ただし親
# の連荘がある場合は連荘を優先する」), pao (「ツモ＝全額・ロン＝折半で支払う。積み棒は包。」)
# and the 4-fu double-wind pair (「連風牌は4符」).
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
    # Tenhou [Pq]: 「サドンデスルールは、30000点(供託未収)以上になった時点で終了」
    target_points=30000,
    kiriage=False,  # Tenhou [V]: no kiriage
    counted_yakuman="yakuman",  # Tenhou [V]: 13+ han is a counted yakuman
    double_yakuman=False,  # Tenhou [V]: no double-yakuman hands
    yakuman_stacking=True,  # Tenhou [V]: yakuman stack
    double_wind_pair_fu=4,  # Tenhou [Pq]: 「連風牌は4符」
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
    # Tenhou [V]: 「大三元/大四喜のパオあり」
    pao_yaku=frozenset({"daisangen", "daisuushii"}),
    # Tenhou [Pq]: 「複合役満を含む得点を、ツモ＝全額・ロン＝折半で支払う。」 (the whole hand)
    pao_covers="whole_hand",
    # Tenhou [Pq]: 「積み棒は包。」 (the liable player pays the honba, on a ron too)
    pao_ron_honba="liable",
    # Tenhou [V]: red-five rooms; shared/oracle/agari_dev.jsonl counts them (1,525 hands)
    red_fives=True,
    open_tanyao=True,  # Tenhou [V]: kuitan (506 hands of agari_dev.jsonl need it)
)

# Mahjong Soul 4-player ranked games, from engines checked against its records [E].
#
# Source note. No rule text of Mahjong Soul's own was read: the values come from engines
# checked against its records [E] (the 30,000 target of the West round and of agari-yame,
# found by replaying records in RiichiEnv; kiriage, 13+ han, double yakuman, nagashi, pao's
# liable share), a rule model's list of platform rules [S] (the liable player pays the honba
# of a pao ron), or are readings [R] (final points need no rounding; riichi below 1,000
# refused as at Tenhou).
MAHJONGSOUL = TENHOU.replace(
    name="mahjongsoul",
    label=QT_TRANSLATE_NOOP("Presets", "Mahjong Soul"),
    start_points=25000,  # Mahjong Soul: 25k / 25k, no oka
    return_points=25000,
    # Mahjong Soul [E]: the West round and the dealer's agari-yame need 30,000 although the
    # return is 25,000 (RiichiEnv's match-end tests, found by replaying Mahjong Soul records)
    target_points=30000,
    uma=(15, 5, -5, -15),  # Mahjong Soul [S]: uma 15/5/-5/-15
    # Mahjong Soul [R]: (points - 25,000) / 1,000 + uma is exact to 0.1: no rounding needed
    final_rounding="tenth",
    tie_break="seat",  # Mahjong Soul: ties by seat order
    busting=True,  # Mahjong Soul [E]: below 0 ends the game
    # Mahjong Soul [R]: riichi below 1,000 refused, as Tenhou (no source found)
    riichi_needs_1000=True,
    kiriage=False,  # Mahjong Soul [E]: no kiriage
    counted_yakuman="yakuman",  # Mahjong Soul [E]: 13+ han is a counted yakuman
    # Mahjong Soul [E]: kokushi 13-wait, suuankou tanki, junsei chuuren, daisuushii are
    # double yakuman
    double_yakuman=True,
    yakuman_stacking=True,  # Mahjong Soul: yakuman stack
    double_wind_pair_fu=4,  # Mahjong Soul [E]: 4 fu, as Tenhou
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
    # Mahjong Soul [S]: 「役満包が発生したとき積み棒は誰が払うか(包責者:雀魂/…)」 (the liable
    # player pays the honba)
    pao_ron_honba="liable",
    red_fives=True,  # Mahjong Soul [E]: one red five per suit, as Tenhou
    open_tanyao=True,  # Mahjong Soul [E]: kuitan, as Tenhou
)

# Tenhou's three-player ranked rules (段位戦3人打ち). Sources: [Pq] Tenhou's rule text in
# Japanese, quoted in the "Three-player rules" section of riichi.wiki's "Tenhou.net rules"
# page; [V] the real three-player game in shared/oracle/raw/sanma/sanma2.xml (replayed by
# ``conformance --rules tenhou-sanma``, docs/sanma.md); [R] a reading where neither says.
TENHOU_SANMA = TENHOU.replace(
    name="tenhou-sanma",
    label=QT_TRANSLATE_NOOP("Presets", "Tenhou (3 players)"),
    players=3,
    start_points=35000,  # Tenhou 3p [Pq]: 「35000開始の40000点返し」 [V]: INIT ten 350
    return_points=40000,
    uma=(20, 0, -20),  # Tenhou 3p [Pq]: 「順位ウマ +20, 0, -20 (東風戦/東南戦共通)」 [V]: owari
    final_rounding="half_away",  # Tenhou [V]: owari, -5,500 -> -6 - 40 - 20 = -66.0
    busting=True,  # Tenhou [V]: sanma2.xml ends in East 3 on a score of -5,500
    # [R] Tenhou 3p West round and agari-yame: the four-player rules ("sudden death into the
    # next wind") with the three-player return, 40,000, as the target; no record of either in
    # the public logs
    west_round=True,
    target_points=40000,
    # Tenhou 3p [Pq]: 「抜きは鳴きと同じ扱い(一発/地和/九種/両立直は消える)」 (kyuushu exists);
    # four kans [R]: kept, no text read; four winds, four riichi, triple ron need a 4th player
    abortive_draws=frozenset({"kyuushu", "kan4"}),
    triple_ron_abortive=False,
    noten_total=2000,  # Tenhou 3p [V]: sanma2.xml hand 3, one tenpai takes 1,000 from each
    # [R] Tenhou 3p nagashi mangan: as four players, paid as a mangan tsumo (tsumo loss too)
    nagashi_mangan=True,
    # Tenhou 3p [V]: sanma2.xml hand 1, a non-dealer mangan tsumo is 4,000 + 2,000 = 6,000
    # (riichi.wiki "Sanma": "for tsumo, no change is used ... for the missing player")
    tsumo_north="loss",
    honba_tsumo="third",  # Tenhou 3p [V]: sanma2.xml hands 4 and 5, 100 a counter from each
    nukidora=True,  # Tenhou 3p [Pq]: 「北は抜きドラ」 [V]: yaku 52 counts the kita of hand 1
)

# Mahjong Soul's three-player ranked rules. Sources: [S] riichi.wiki "Majsoul", section
# "3P-Mahjong" ("The ruleset of Majsoul Sanma basically refers to Tenhou"); [S]
# mahjong-portal.com/?p=10869, a three-player rule summary (35,000 / 40,000 to end, uma
# 15-0-15, tsumo loss, kyuushu and four kans the only abortive draws), which matches those
# notes; Mahjong Soul's own rule text was not found in the stored sources. [R] a reading.
MAHJONGSOUL_SANMA = MAHJONGSOUL.replace(
    name="mahjongsoul-sanma",
    label=QT_TRANSLATE_NOOP("Presets", "Mahjong Soul (3 players)"),
    players=3,
    start_points=35000,  # Mahjong Soul 3p [S]: 「35000点開始の35000点返し」
    return_points=35000,
    uma=(15, 0, -15),  # Mahjong Soul 3p [S]: 「ウマ15-0-15(順位ウマのみ)」
    # Mahjong Soul 3p [S]: 「一位必要点数:40000」, South/West round until someone has 40,000
    west_round=True,
    target_points=40000,
    # Mahjong Soul 3p [S]: 「途中流局は九種九牌・四槓散了のみ」; riichi.wiki: "no abortive draws
    # of 4-Wind Discarded (Suufon Renda) and Quadruple Reach (Suucha Riichi)"
    abortive_draws=frozenset({"kyuushu", "kan4"}),
    triple_ron_abortive=False,
    noten_total=2000,  # [R] Mahjong Soul 3p noten payments: as Tenhou's three players
    # Mahjong Soul 3p [S] riichi.wiki: "by default Tsumo-Loss is applied, and
    # North-Bisection is provided as an alternative option"
    tsumo_north="loss",
    honba_tsumo="third",  # [R] Mahjong Soul 3p honba: as Tenhou's three players
    nukidora=True,  # Mahjong Soul 3p [S]: 「北は抜きドラ」
)

# Sanma as clubs most commonly play it: riichi.wiki's "Sanma" page [S] where it speaks, the
# other values the choices written beside them [R]; the rest is the four-player standard.
STANDARD_SANMA = STANDARD.replace(
    name="standard-sanma",
    label=QT_TRANSLATE_NOOP("Presets", "Standard (3 players)"),
    players=3,
    start_points=35000,  # riichi.wiki "Sanma" [S]: "Starting point value is typically 35,000"
    # [R] 40,000 return (oka 15,000 to first): Tenhou's and most clubs' choice
    return_points=40000,
    target_points=40000,  # unused without West round and agari-yame: the return points
    uma=(20, 0, -20),  # [R] uma +20 / 0 / -20: Tenhou's, the most common published one
    # riichi.wiki "Sanma" [S]: "for tsumo, no change is used to account and adjust for the
    # missing player" (tsumo loss); North bisection is the common alternative (a setting)
    tsumo_north="loss",
    honba_tsumo="third",  # [R] 300 a counter on ron, 100 from each payer on tsumo
    noten_total=2000,  # [R] noten payments 2,000 in all, as Tenhou and Mahjong Soul
    # riichi.wiki "Sanma" [S], North tile dora: "it would be counted as dora"
    nukidora=True,
    # [R] kyuushu and four kans; four winds, four riichi and triple ron need a 4th player
    abortive_draws=frozenset({"kyuushu", "kan4"}),
    triple_ron_abortive=False,
)

# The Japanese professional leagues (engine/leagues.py: each value's source beside it).
LEAGUES: tuple[Rules, ...] = tuple(STANDARD.replace(**changes) for changes in LEAGUE_CHANGES)

PRESETS: dict[str, Rules] = {
    rules.name: rules
    for rules in (
        STANDARD,
        EMA2016,
        EMA2025,
        WRC2025,
        MLEAGUE,
        *LEAGUES,
        TENHOU,
        MAHJONGSOUL,
        STANDARD_SANMA,
        TENHOU_SANMA,
        MAHJONGSOUL_SANMA,
    )
}
"""Every named preset, by id; ``standard`` is the default everywhere."""


def get_preset(name: str) -> Rules:
    """The preset called ``name``; raises KeyError listing the known names."""
    try:
        return PRESETS[name]
    except KeyError:
        raise KeyError(f"unknown rules preset {name!r}; known: {', '.join(PRESETS)}") from None
