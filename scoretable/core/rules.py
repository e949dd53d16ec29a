"""Rule parameters and the named presets.

Every parameter that differs between the rulesets in ``shared/RULES.md`` is one field of
:class:`Rules`. A ``Rules`` value is frozen and serialisable (:meth:`Rules.to_dict` /
:meth:`Rules.from_dict`), so a saved game carries the exact rules it was played under.

Where a source is unclear ([?] in RULES.md) the choice made is written beside the preset.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any, Literal

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

ABORTIVE_KINDS: tuple[str, ...] = ("kyuushu", "kaze4", "reach4", "kan4", "ron3")
"""Kinds of abortive draw: nine terminals, four winds, four riichi, four kans, triple ron."""

PAO_YAKU: tuple[str, ...] = ("daisangen", "daisuushii", "suukantsu")


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
    extra: dict[str, Any] = field(default_factory=dict, compare=False, hash=False, repr=False)

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
        """Inverse of :meth:`to_dict`; unknown keys are ignored, missing ones take defaults."""
        kwargs: dict[str, Any] = {}
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


STANDARD = Rules()

PRESETS: dict[str, Rules] = {"standard": STANDARD}
"""Every named preset, by id. Filled in below; ``standard`` is the default everywhere."""


def get_preset(name: str) -> Rules:
    """The preset called ``name``; raises KeyError listing the known names."""
    try:
        return PRESETS[name]
    except KeyError:
        raise KeyError(f"unknown rules preset {name!r}; known: {', '.join(PRESETS)}") from None
