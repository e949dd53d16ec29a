"""Rules: presets per RULES.md (each value with its source), serialisation, validation."""

from __future__ import annotations

import json
from typing import Any, get_args

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scoretable.engine.errors import RuleError
from scoretable.engine.rules import (
    ABORTIVE_KINDS,
    LEAGUE_FIELDS,
    PAO_YAKU,
    PRESETS,
    STANDARD,
    THREE_PLAYER_FIELDS,
    ChomboMode,
    CountedYakuman,
    FinalRounding,
    LeftoverSticks,
    Length,
    MultipleRon,
    MultiRonHonba,
    MultiRonSticks,
    PaoCovers,
    PaoRonHonba,
    Rules,
    TieBreak,
    get_preset,
)

FOUR = frozenset({"kyuushu", "kaze4", "reach4", "kan4"})


def choice(literal: Any) -> st.SearchStrategy[Any]:
    return st.sampled_from(get_args(literal))


@st.composite
def uma(draw: st.DrawFn) -> tuple[int, int, int, int]:
    first, second, third = (draw(st.integers(-50, 50)) for _ in range(3))
    return first, second, third, -(first + second + third)


@st.composite
def start_return(draw: st.DrawFn) -> tuple[int, int]:
    start = draw(st.integers(1, 100_000))
    return start, start + draw(st.integers(0, 50_000))


@st.composite
def any_rules(draw: st.DrawFn) -> Rules:
    start, ret = draw(start_return())
    abortive = draw(st.frozensets(st.sampled_from(ABORTIVE_KINDS)))
    return Rules(
        name=draw(st.text(max_size=10)),
        label=draw(st.text(max_size=10)),
        length=draw(choice(Length)),
        start_points=start,
        return_points=ret,
        uma=draw(uma()),
        final_rounding=draw(choice(FinalRounding)),
        tie_break=draw(choice(TieBreak)),
        leftover_sticks=draw(choice(LeftoverSticks)),
        busting=draw(st.booleans()),
        riichi_needs_1000=draw(st.booleans()),
        agari_yame=draw(st.booleans()),
        west_round=draw(st.booleans()),
        kiriage=draw(st.booleans()),
        counted_yakuman=draw(choice(CountedYakuman)),
        double_yakuman=draw(st.booleans()),
        yakuman_stacking=draw(st.booleans()),
        aotenjou=draw(st.booleans()),
        double_wind_pair_fu=draw(st.sampled_from([2, 4])),
        ryanhan_shibari=draw(st.booleans()),
        basengo=draw(st.booleans()),
        multiple_ron=draw(choice(MultipleRon)),
        triple_ron_abortive="ron3" in abortive,
        multi_ron_honba=draw(choice(MultiRonHonba)),
        multi_ron_sticks=draw(choice(MultiRonSticks)),
        noten_total=draw(st.integers(0, 10_000)),
        abortive_draws=abortive,
        honba_on_kyuushu=draw(st.booleans()),
        nagashi_mangan=draw(st.booleans()),
        chombo=draw(choice(ChomboMode)),
        chombo_penalty=draw(st.integers(0, 100)),
        honba_on_chombo=draw(st.booleans()),
        yakitori=draw(st.booleans()),
        yakitori_penalty=draw(st.integers(0, 100)),
        pao_yaku=draw(st.frozensets(st.sampled_from(PAO_YAKU))),
        rinshan_pao=draw(st.booleans()),
        pao_covers=draw(choice(PaoCovers)),
        target_points=draw(st.integers(1000, 100_000).map(lambda n: n // 100 * 100)),
        pao_ron_honba=draw(choice(PaoRonHonba)),
    )


# --- serialisation ------------------------------------------------------------------------


@given(any_rules())
def test_to_dict_from_dict_round_trips_through_json(rules: Rules) -> None:
    data = json.loads(json.dumps(rules.to_dict()))
    assert Rules.from_dict(data) == rules


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_every_preset_round_trips(name: str) -> None:
    rules = PRESETS[name]
    assert Rules.from_dict(json.loads(json.dumps(rules.to_dict()))) == rules


def test_to_dict_lists_every_parameter_json_ready() -> None:
    data = STANDARD.to_dict()
    assert "extra" not in data
    assert data["uma"] == [20, 10, -10, -20]
    assert data["abortive_draws"] == ["kan4", "kaze4", "kyuushu", "reach4"]
    assert data["pao_yaku"] == ["daisangen", "daisuushii"]
    assert data["pao_covers"] == "whole_hand"
    # the three-player parameters at their defaults are left out: a four-player game is
    # saved exactly as before they existed
    assert not set(THREE_PLAYER_FIELDS) & set(data)
    # so are the leagues' parameters (issue 43)
    assert not set(LEAGUE_FIELDS) & set(data)
    assert len(data) == (
        len(Rules.__dataclass_fields__) - 1 - len(THREE_PLAYER_FIELDS) - len(LEAGUE_FIELDS)
    )


def test_from_dict_ignores_unknown_keys_and_defaults_missing_ones() -> None:
    rules = Rules.from_dict({"kiriage": True, "from_a_future_version": 1})
    assert rules == STANDARD.replace(kiriage=True)


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_rules_saved_before_target_and_pao_honba_keep_their_old_meaning(name: str) -> None:
    """A saved game's rules from before target_points and pao_ron_honba existed: the target
    was the return points and the discarder paid the honba of a pao ron."""
    data = PRESETS[name].to_dict()
    del data["target_points"], data["pao_ron_honba"]
    old = Rules.from_dict(data)
    assert old.target_points == data["return_points"]
    assert old.pao_ron_honba == "discarder"
    assert old == PRESETS[name].replace(
        target_points=data["return_points"], pao_ron_honba="discarder"
    )


@pytest.mark.parametrize(
    "data",
    [{"uma": 5}, {"abortive_draws": 3}, {"start_points": "lots"}],
)
def test_from_dict_refuses_wrong_types(data: dict[str, Any]) -> None:
    with pytest.raises(RuleError) as err:
        Rules.from_dict(data)
    assert err.value.field == "rules"
    assert "unreadable rules" in err.value.message


# --- validation ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("changes", "field", "words"),
    [
        ({"counted_yakuman": "sometimes"}, "counted_yakuman", "counted_yakuman must be one of"),
        ({"length": "tonpuusen"}, "length", "'hanchan', 'tonpuu'"),
        ({"multiple_ron": "none"}, "multiple_ron", "must be one of"),
        ({"multi_ron_honba": "x"}, "multi_ron_honba", "must be one of"),
        ({"multi_ron_sticks": "x"}, "multi_ron_sticks", "must be one of"),
        ({"final_rounding": "x"}, "final_rounding", "must be one of"),
        ({"tie_break": "x"}, "tie_break", "must be one of"),
        ({"chombo": "x"}, "chombo", "must be one of"),
        ({"leftover_sticks": "x"}, "leftover_sticks", "must be one of"),
        ({"pao_covers": "x"}, "pao_covers", "must be one of"),
        ({"double_wind_pair_fu": 3}, "double_wind_pair_fu", "must be one of 2, 4"),
        ({"pao_ron_honba": "winner"}, "pao_ron_honba", "'discarder', 'liable'"),
        ({"target_points": 0}, "target_points", "target points must be positive"),
        ({"uma": (10, -10)}, "uma", "uma needs 4 values"),
        ({"uma": (20, 10, -10, -10)}, "uma", "uma must add up to 0, not 10"),
        ({"start_points": 0}, "return_points", "start points must be positive"),
        ({"return_points": 20000}, "return_points", "return at least the start"),
        ({"abortive_draws": frozenset({"kyuushu", "five_kans"})}, "abortive_draws", "five_kans"),
        ({"pao_yaku": frozenset({"tsuuiisou"})}, "pao_yaku", "unknown pao_yaku: tsuuiisou"),
        ({"triple_ron_abortive": True}, "triple_ron_abortive", "'ron3'"),
        ({"abortive_draws": FOUR | {"ron3"}}, "triple_ron_abortive", "'ron3'"),
        ({"noten_total": -1}, "noten_total", "noten_total cannot be negative"),
        ({"chombo_penalty": -20}, "chombo_penalty", "cannot be negative"),
        ({"yakitori_penalty": -1}, "yakitori_penalty", "cannot be negative"),
    ],
)
def test_rules_refuse_impossible_parameters(
    changes: dict[str, Any], field: str, words: str
) -> None:
    with pytest.raises(RuleError) as err:
        STANDARD.replace(**changes)
    assert err.value.field == field
    assert words in err.value.message


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"length": "tonpuusen"}, "length must be one of 'hanchan', 'tonpuu', not 'tonpuusen'"),
        ({"target_points": 0}, "the target points must be positive"),
        ({"uma": (10, -10)}, "uma needs 4 values (1st to 4th), not 2"),
    ],
)
def test_a_refusal_of_impossible_rules_is_one_whole_sentence(
    changes: dict[str, Any], message: str
) -> None:
    with pytest.raises(RuleError) as err:
        STANDARD.replace(**changes)
    assert err.value.message == message


def test_get_preset() -> None:
    assert get_preset("tenhou") is PRESETS["tenhou"]
    with pytest.raises(KeyError, match="unknown rules preset 'x'; known: standard, ema2016"):
        get_preset("x")


def test_presets_are_named_by_their_id() -> None:
    assert list(PRESETS) == [
        "standard",
        "ema2016",
        "ema2025",
        "wrc2025",
        "mleague",
        "jpml-a",
        "jpml-b",
        "rmu",
        "saikouisen",
        "kyokai",
        "mu",
        "tenhou",
        "mahjongsoul",
        "standard-sanma",
        "tenhou-sanma",
        "mahjongsoul-sanma",
    ]
    for name, rules in PRESETS.items():
        assert rules.name == name
        assert rules.label


@pytest.mark.parametrize(("basengo", "value"), [(False, 300), (True, 1500)])
def test_honba_value(basengo: bool, value: int) -> None:
    # seed 000: "instead of 300 points per honba, it is 1500 points per honba"
    assert STANDARD.replace(basengo=basengo).honba_value == value


@pytest.mark.parametrize(
    ("name", "oka"),
    [
        ("standard", 20000),
        ("ema2016", 0),
        ("ema2025", 0),
        ("wrc2025", 0),
        ("mleague", 20000),
        ("tenhou", 20000),
        ("mahjongsoul", 0),
    ],
)
def test_oka_follows_start_and_return(name: str, oka: int) -> None:
    # RULES.md, Oka row: "0 | 0 | 20k to 1st | 20k to 1st | none"
    assert PRESETS[name].oka == oka


# --- the `standard` preset is RULES.md's section, word for word ---------------------------

STANDARD_SECTION = [
    ("start_points", 25000, "25,000 start"),
    ("return_points", 30000, "30,000 return"),
    ("oka", 20000, "oka 20,000 to first"),
    ("uma", (20, 10, -10, -20), "uma +20/+10/-10/-20"),
    ("final_rounding", "seed_half_down", "the seed's rounding"),
    ("kiriage", False, "no kiriage"),
    ("counted_yakuman", "yakuman", "13+ han is a counted yakuman"),
    ("double_yakuman", False, "no double-yakuman hands"),
    ("yakuman_stacking", True, "different yakuman stack"),
    ("multiple_ron", "all", "double and triple ron allowed, each winner paid in full"),
    ("triple_ron_abortive", False, "double and triple ron allowed"),
    ("multi_ron_honba", "nearest", "honba and sticks to the winner nearest the discarder"),
    ("multi_ron_sticks", "nearest", "honba and sticks to the winner nearest the discarder"),
    ("noten_total", 3000, "noten payments 3,000"),
    ("abortive_draws", FOUR, "kyuushu kyuuhai, four winds, four riichi, four kans"),
    ("honba_on_kyuushu", True, "(honba +1, dealer stays; kyuushu counts)"),
    ("nagashi_mangan", False, "no nagashi mangan"),
    ("busting", False, "negative scores play on (no busting)"),
    ("riichi_needs_1000", False, "riichi is allowed below 1,000 points"),
    ("agari_yame", False, "no agari-yame"),
    ("west_round", False, "no West round"),
    ("leftover_sticks", "first", "leftover sticks to first place"),
    ("tie_break", "seat", "ties by seat order from the first dealer"),
    ("pao_yaku", frozenset({"daisangen", "daisuushii"}), "pao for daisangen and daisuushii"),
    ("rinshan_pao", False, "no rinshan pao"),
    ("pao_ron_honba", "discarder", "ron split half and half, the discarder pays the honba"),
    ("chombo", "reverse_mangan", "chombo: a reverse mangan paid to the others"),
    ("honba_on_chombo", False, "the hand replayed, no honba"),
    ("yakitori", False, "no yakitori"),
    ("basengo", False, "no basengo"),
    ("aotenjou", False, "no aotenjou"),
    ("ryanhan_shibari", False, "no ryanhan shibari"),
    ("double_wind_pair_fu", 4, "seed 002: 2 fu is added for each one"),
    ("length", "hanchan", "the game ends after South 4"),
]


@pytest.mark.parametrize(
    ("field", "value", "text"), STANDARD_SECTION, ids=[r[0] for r in STANDARD_SECTION]
)
def test_standard_preset_is_rules_md_standard_section(field: str, value: Any, text: str) -> None:
    assert getattr(PRESETS["standard"], field) == value, f'RULES.md "standard": {text}'


def test_standard_is_the_default_rules() -> None:
    assert Rules() == STANDARD == get_preset("standard")


# --- every preset: RULES.md's table of parameters, row by row ------------------------------

#: (preset, parameter, value, the cell of RULES.md's table it follows)
TABLE = [
    # Start / return, Uma
    ("ema2016", "start_points", 30000, "EMA 2016: start / return 30k / 30k"),
    ("ema2016", "uma", (15, 5, -5, -15), "EMA 2016 [P]: uma 15/5/-5/-15"),
    ("wrc2025", "start_points", 30000, "WRC 2025: 30k / 30k"),
    ("wrc2025", "uma", (15, 5, -5, -15), "WRC 2025: uma 15/5/-5/-15"),
    ("mleague", "return_points", 30000, "M-League: 25k / 30k"),
    ("mleague", "uma", (30, 10, -10, -30), "M-League [S]: uma 30/10/-10/-30"),
    ("tenhou", "uma", (20, 10, -10, -20), "Tenhou [V]: uma 20/10/-10/-20"),
    ("mahjongsoul", "return_points", 25000, "Mahjong Soul: 25k / 25k"),
    ("mahjongsoul", "uma", (15, 5, -5, -15), "Mahjong Soul [S]: uma 15/5/-5/-15"),
    # Kiriage
    ("ema2016", "kiriage", False, "EMA 2016 [P]: no kiriage"),
    ("ema2025", "kiriage", True, "EMA 2025 [S]: kiriage yes"),
    ("wrc2025", "kiriage", True, "WRC 2025 [P]: kiriage yes"),
    ("mleague", "kiriage", True, "M-League [S]: kiriage yes"),
    ("tenhou", "kiriage", False, "Tenhou [V]: no kiriage"),
    ("mahjongsoul", "kiriage", False, "Mahjong Soul [E]: no kiriage"),
    # 13+ han
    ("ema2016", "counted_yakuman", "sanbaiman", "EMA 2016 [P]: 13+ han sanbaiman"),
    ("wrc2025", "counted_yakuman", "yakuman", "WRC 2025 §11.2: 13 han and greater: yonbaiman"),
    ("mleague", "counted_yakuman", "sanbaiman", "M-League [S]: 13+ han sanbaiman"),
    ("tenhou", "counted_yakuman", "yakuman", "Tenhou [V]: 13+ han yakuman"),
    ("mahjongsoul", "counted_yakuman", "yakuman", "Mahjong Soul [E]: 13+ han yakuman"),
    # Double yakuman, stacking
    ("tenhou", "double_yakuman", False, "Tenhou [V]: no double yakuman hands"),
    ("mahjongsoul", "double_yakuman", True, "Mahjong Soul [E]: kokushi 13-wait, ... double"),
    ("ema2016", "yakuman_stacking", False, "EMA 2016: yakuman stacking no"),
    ("wrc2025", "yakuman_stacking", True, "WRC 2025 [S]: stacking yes"),
    ("mleague", "yakuman_stacking", True, "M-League [S]: stacking yes"),
    ("tenhou", "yakuman_stacking", True, "Tenhou [V]: stacking yes"),
    # Multiple ron, honba / sticks
    ("ema2016", "multiple_ron", "all", "EMA 2016 [P]: double and triple, discarder pays each"),
    ("ema2016", "multi_ron_honba", "each", "EMA 2016 [S]: honba to every winner"),
    ("ema2016", "multi_ron_sticks", "own_then_nearest", "EMA [S]: own stick back, rest nearest"),
    ("wrc2025", "multiple_ron", "head_bump", "WRC 2025 [P]: head bump, nearest winner only"),
    ("mleague", "multiple_ron", "head_bump", "M-League [S]: head bump"),
    ("tenhou", "triple_ron_abortive", True, "Tenhou [V]: double; triple = abortive"),
    ("tenhou", "multi_ron_sticks", "nearest", "Tenhou [V]: all to the nearest winner"),
    ("mahjongsoul", "triple_ron_abortive", False, "Mahjong Soul: double and triple"),
    # Agari-yame, abortive draws, nagashi, busting, West round
    ("tenhou", "agari_yame", True, "Tenhou [V]: agari-yame / tenpai-yame yes"),
    ("mahjongsoul", "agari_yame", True, "Mahjong Soul: agari-yame yes"),
    ("ema2016", "abortive_draws", frozenset(), "EMA 2016: abortive draws none"),
    ("wrc2025", "abortive_draws", frozenset(), "WRC 2025: abortive draws none"),
    ("mleague", "abortive_draws", frozenset(), "M-League: abortive draws none"),
    ("tenhou", "abortive_draws", FOUR | {"ron3"}, "Tenhou [V]: kyuushu, 4 winds, ..., triple"),
    ("mahjongsoul", "abortive_draws", FOUR, "Mahjong Soul: first four"),
    ("tenhou", "nagashi_mangan", True, "Tenhou [V]: nagashi as a mangan tsumo"),
    ("mahjongsoul", "nagashi_mangan", True, "Mahjong Soul [E]: as Tenhou"),
    ("ema2016", "nagashi_mangan", False, "EMA 2016: no nagashi mangan"),
    ("tenhou", "busting", True, "Tenhou [V]: below 0 ends"),
    ("tenhou", "riichi_needs_1000", True, "Tenhou [V]: riichi needs 1,000"),
    ("mahjongsoul", "busting", True, "Mahjong Soul [E]: below 0 ends"),
    ("ema2016", "busting", False, "EMA 2016: none, play on"),
    ("tenhou", "west_round", True, "Tenhou [V]: sudden death to 30k, West 4 last"),
    ("mahjongsoul", "west_round", True, "Mahjong Soul: same"),
    ("mleague", "west_round", False, "M-League: no West round"),
    # Chombo
    ("ema2016", "chombo", "final_penalty", "EMA 2016 [P]: -20,000 after uma"),
    ("ema2016", "chombo_penalty", 20, "EMA 2016 [P]: -20,000 after uma"),
    ("wrc2025", "chombo_penalty", 30, "WRC 2025 [S]: -30,000"),
    ("mleague", "chombo_penalty", 20, "M-League [S]: -20 points after the game"),
    ("tenhou", "chombo", "reverse_mangan", "Tenhou: at a table, reverse mangan"),
    # Pao
    ("mleague", "pao_yaku", frozenset(PAO_YAKU), "M-League ch. 8: + suukantsu"),
    (
        "wrc2025",
        "pao_yaku",
        frozenset(PAO_YAKU),
        "WRC 2025 §9.1.1: Big Dragons, Big Winds, Four Quads",
    ),
    ("mleague", "pao_covers", "liable_share", "M-League [S]: the confirmed yakuman and the honba"),
    ("tenhou", "pao_ron_honba", "liable", "Tenhou: 積み棒は包"),
    ("mahjongsoul", "pao_ron_honba", "liable", "Mahjong Soul [S]: on ron the liable player pays"),
    ("mleague", "pao_ron_honba", "liable", "M-League [S]: 積み場は鳴かせた者が負担する"),
    ("ema2016", "pao_ron_honba", "discarder", "EMA 2016 [P]: discarder pays counters"),
    ("ema2025", "pao_ron_honba", "discarder", "EMA 2025 [R]: as EMA 2016"),
    ("wrc2025", "pao_ron_honba", "discarder", "WRC [S]: the bonus sticks paid by the discarder"),
    # Target for the West round and agari-yame
    ("tenhou", "target_points", 30000, "Tenhou: 30k (= return)"),
    ("mahjongsoul", "target_points", 30000, "Mahjong Soul: 30k (not the 25k return)"),
    # Double-wind pair
    ("ema2016", "double_wind_pair_fu", 4, "EMA 2016: 4 fu"),
    ("ema2025", "double_wind_pair_fu", 2, "EMA 2025 [S]: 2 fu in total"),
    ("wrc2025", "double_wind_pair_fu", 2, "WRC 2025 §11.3: a double wind pair is worth 2 fu"),
    ("mleague", "double_wind_pair_fu", 2, "M-League ch. 6 art. 3: 連風牌の対子も2符とする"),
    ("tenhou", "double_wind_pair_fu", 4, "Tenhou: 連風牌は4符"),
    ("mahjongsoul", "double_wind_pair_fu", 4, "Mahjong Soul [E]: 4 fu"),
    # Leftover sticks, nagashi
    ("wrc2025", "leftover_sticks", "lost", "WRC 2025 [S]: remaining riichi bets are lost"),
    ("mleague", "leftover_sticks", "first", "M-League ch. 6 art. 2: to 1st, split if tied"),
    ("mleague", "nagashi_mangan", False, "M-League [R]: no nagashi mangan in the rule text"),
    ("wrc2025", "busting", False, "WRC 2025 [S]: no busting (Mod.5.3 is optional)"),
    ("tenhou", "pao_covers", "whole_hand", "Tenhou [V]: liable pays all, even of a multiple"),
    ("mahjongsoul", "pao_covers", "liable_share", "Mahjong Soul [E]: the liable share only"),
    # Final rounding, ties
    ("ema2016", "final_rounding", "none", "EMA 2016: final rounding none"),
    ("wrc2025", "final_rounding", "tenth", "WRC 2025: 0.1"),
    ("mleague", "final_rounding", "tenth", "M-League: 0.1"),
    ("tenhou", "final_rounding", "half_away", "Tenhou [V]: to 1000, half away from zero"),
    ("ema2016", "tie_break", "split", "EMA 2016: uma shared equally"),
    ("wrc2025", "tie_break", "split", "WRC 2025: averaged"),
    ("mleague", "tie_break", "split", "M-League: split"),
    ("tenhou", "tie_break", "seat", "Tenhou [V]: seat order"),
    ("mahjongsoul", "tie_break", "seat", "Mahjong Soul: seat order"),
    # Two han at 5+ honba: "removed in 2016 | no | no | no | no"
    *((name, "ryanhan_shibari", False, f"{name}: no ryanhan shibari") for name in PRESETS),
    *(
        (name, "noten_total", 3000, f"{name}: noten payments 3000")
        for name, rules in PRESETS.items()
        if rules.players == 4 and name != "mu"
    ),
    # the mu league: no tenpai fee (docs/RULES-LEAGUES.md)
    ("mu", "noten_total", 0, "mu league: no noten payments"),
]


@pytest.mark.parametrize(
    ("preset", "field", "value", "source"), TABLE, ids=[f"{r[0]}-{r[1]}" for r in TABLE]
)
def test_presets_follow_rules_md_table(preset: str, field: str, value: Any, source: str) -> None:
    assert getattr(PRESETS[preset], field) == value, source


def test_ema2025_differs_from_ema2016_only_where_rules_md_says() -> None:
    old, new = PRESETS["ema2016"].to_dict(), PRESETS["ema2025"].to_dict()
    changed = {k for k in old if old[k] != new[k]}
    assert changed == {"name", "label", "kiriage", "double_wind_pair_fu"}
