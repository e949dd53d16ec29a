"""The hand calculator: notation, the rules -> package mapping, the rules the package lacks,
red fives, refusals, and Tenhou's own scoring of a sample of real hands (always run; the whole
oracle is checked through the command line in tests/cli/test_hand_cli.py)."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mahjong.hand_calculating.hand_config import HandConstants

from scoretable.engine.rules import PRESETS, TENHOU, get_preset
from scoretable.engine.tile_hand import (
    HandError,
    HandInput,
    Tile,
    calculate,
    hand_shape,
    package_options,
    parse_meld,
    parse_tile,
    parse_tiles,
)
from scoretable.engine.tile_hand import calculator as calc

SAMPLE = Path(__file__).parent / "data" / "agari_sample.jsonl"
SAMPLE_HANDS = [json.loads(line) for line in SAMPLE.read_text(encoding="utf-8").splitlines()]


def hand(tiles: str, win: str, *melds: str, **kw: Any) -> HandInput:
    return HandInput(tiles=tiles, win=win, melds=melds, **kw)


# --- notation ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("", []),
        ("123m", ["1m", "2m", "3m"]),
        ("406p 1z 7z", ["4p", "0p", "6p", "1z", "7z"]),
        ("5s0s", ["5s", "0s"]),
        (
            "19m19p19s1234567z",
            ["1m", "9m", "1p", "9p", "1s", "9s", *[f"{i}z" for i in range(1, 8)]],
        ),
    ],
)
def test_tiles_are_read_in_order(text: str, expected: list[str]) -> None:
    assert [str(t) for t in parse_tiles(text)] == expected


def test_a_zero_is_the_red_five_of_its_suit() -> None:
    assert parse_tiles("0m0p0s") == (Tile(4, True), Tile(13, True), Tile(22, True))
    assert parse_tile("0p") != parse_tile("5p")


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("123x", "cannot read '123x'"),
        ("123m45", "cannot read '45'"),
        ("1m x 2p", "cannot read 'x2p'"),
        ("8z", "8z is not a tile"),
        ("0z", "0z is not a tile"),
        ("m", "cannot read 'm'"),
    ],
)
def test_bad_notation_is_refused_with_the_part_that_cannot_be_read(text: str, words: str) -> None:
    with pytest.raises(HandError) as info:
        parse_tiles(text)
    assert words in info.value.message
    assert info.value.code == "notation"
    assert info.value.field == "tiles"


@pytest.mark.parametrize("text", ["", "12m", "x"])
def test_the_winning_tile_is_one_tile(text: str) -> None:
    with pytest.raises(HandError) as info:
        parse_tile(text)
    assert info.value.field == "win"


@pytest.mark.parametrize(
    ("text", "kind", "tiles", "opened"),
    [
        ("chi:345m", "chi", "345m", True),
        ("chi:406p", "chi", "406p", True),
        ("CHI: 340s", "chi", "340s", True),
        ("pon:777p", "pon", "777p", True),
        ("pon:055m", "pon", "055m", True),
        ("kan:5555s", "kan", "5555s", True),
        ("kan:0555s", "kan", "0555s", True),
        ("ankan:1111z", "ankan", "1111z", False),
    ],
)
def test_melds_are_read_with_their_kind(text: str, kind: str, tiles: str, opened: bool) -> None:
    meld = parse_meld(text)
    assert meld.kind == kind
    assert meld.opened is opened
    assert sorted(meld.tiles) == sorted(parse_tiles(tiles))
    assert str(meld) == f"{kind}:{tiles}"


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("345m", "write chi:, pon:, kan: or ankan:"),
        ("run:345m", "write chi:, pon:, kan: or ankan:"),
        ("chi:123z", "a chi is three consecutive tiles"),
        ("chi:135m", "a chi is three consecutive tiles"),
        ("chi:891m", "a chi is three consecutive tiles"),
        ("chi:9m1p2p", "a chi is three consecutive tiles"),
        ("chi:3456m", "a chi is three consecutive tiles"),
        ("pon:778p", "a pon is 3 identical tiles"),
        ("kan:555s", "a kan is 4 identical tiles"),
        ("ankan:11112z", "a ankan is 4 identical tiles"),
        ("pon:77q", "cannot read"),
    ],
)
def test_a_meld_that_is_not_a_meld_is_refused(text: str, words: str) -> None:
    with pytest.raises(HandError) as info:
        parse_meld(text)
    assert words in info.value.message
    assert info.value.field == "meld"


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="0123456789mpsz: xMK-chiponakn", max_size=24))
def test_random_strings_never_escape_the_parser_as_anything_but_a_hand_error(text: str) -> None:
    for parse in (parse_tiles, parse_tile, parse_meld):
        try:
            parse(text)
        except HandError as exc:
            assert exc.message


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=20), st.text(max_size=8), st.lists(st.text(max_size=8), max_size=5))
def test_random_text_in_every_field_gives_a_result_or_a_hand_error(
    tiles: str, win: str, melds: list[str]
) -> None:
    try:
        calculate(HandInput(tiles=tiles, win=win, melds=tuple(melds), dora=win), TENHOU)
    except HandError as exc:
        assert exc.message


_ALL_TILES = [Tile(t) for t in range(34) for _ in range(4)]


@settings(max_examples=300, deadline=None)
@given(
    st.permutations(range(136)).map(lambda p: p[:15]),
    st.booleans(),
    st.sampled_from(list(PRESETS.values())),
)
def test_random_hands_either_score_with_the_packages_fu_or_are_refused(
    order: list[int], tsumo: bool, rules: Any
) -> None:
    tiles = [_ALL_TILES[i] for i in order[:14]]
    text = "".join(str(t) for t in tiles)
    try:
        result = calculate(
            HandInput(tiles=text, win=str(tiles[0]), tsumo=tsumo, dora=str(_ALL_TILES[order[14]])),
            rules,
        )
    except HandError as exc:
        assert exc.code in ("hand_not_winning", "no_yaku", "impossible")
        return
    assert result.points > 0
    if rules.double_wind_pair_fu == 4 and result.fu_items:
        assert result.fu == result.package_fu


# --- the input from JSON ----------------------------------------------------------------------


def test_a_json_hand_ignores_other_keys_and_defaults_the_absent_ones() -> None:
    h = HandInput.from_dict({"tiles": "123m", "win": "1m", "source": "x", "expected": {}})
    assert h == HandInput(tiles="123m", win="1m")
    assert HandInput.from_dict({"tiles": "1m", "win": "1m", "melds": ["pon:111z"]}).melds == (
        "pon:111z",
    )


@pytest.mark.parametrize(
    ("data", "words"),
    [
        ({"win": "1m"}, 'needs "tiles" and "win"'),
        ({"tiles": "1m", "win": "1m", "tsumo": "yes"}, "tsumo must be true or false"),
        ({"tiles": 1, "win": "1m"}, "tiles must be a string"),
        ({"tiles": "1m", "win": "1m", "melds": "pon:111z"}, "melds must be a list"),
        ({"tiles": "1m", "win": "1m", "melds": [1]}, "melds must be a list"),
    ],
)
def test_a_json_hand_of_the_wrong_shape_is_refused(data: dict[str, Any], words: str) -> None:
    with pytest.raises(HandError) as info:
        HandInput.from_dict(data)
    assert words in info.value.message


# --- rules -> package, per preset ---------------------------------------------------------------

#: preset -> (red fives, open tanyao, kiriage, kazoe limit, double yakuman)
EXPECTED_OPTIONS = {
    "standard": (True, True, False, HandConstants.KAZOE_LIMITED, False),
    "ema2016": (False, True, False, HandConstants.KAZOE_SANBAIMAN, False),
    "ema2025": (False, True, True, HandConstants.KAZOE_SANBAIMAN, False),
    "wrc2025": (False, True, True, HandConstants.KAZOE_LIMITED, False),
    "mleague": (True, True, True, HandConstants.KAZOE_SANBAIMAN, False),
    "tenhou": (True, True, False, HandConstants.KAZOE_LIMITED, False),
    "mahjongsoul": (True, True, False, HandConstants.KAZOE_LIMITED, True),
    "jpml-a": (False, True, False, HandConstants.KAZOE_SANBAIMAN, False),
    "jpml-b": (False, True, True, HandConstants.KAZOE_SANBAIMAN, False),
    "rmu": (False, True, True, HandConstants.KAZOE_SANBAIMAN, False),
    "saikouisen": (False, True, True, HandConstants.KAZOE_SANBAIMAN, False),
    "kyokai": (False, True, False, HandConstants.KAZOE_SANBAIMAN, False),
    "mu": (False, True, False, HandConstants.KAZOE_SANBAIMAN, False),
}


def test_every_preset_has_its_expected_options() -> None:
    # the hand calculator counts four players' hands (three players' tiles: later)
    assert set(EXPECTED_OPTIONS) == {name for name, rules in PRESETS.items() if rules.players == 4}


@pytest.mark.parametrize("name", sorted(EXPECTED_OPTIONS))
def test_each_preset_maps_onto_the_packages_options(name: str) -> None:
    options = package_options(get_preset(name))
    got = (
        options.has_aka_dora,
        options.has_open_tanyao,
        options.kiriage,
        options.kazoe_limit,
        options.has_double_yakuman,
    )
    assert got == EXPECTED_OPTIONS[name]
    assert options.fu_for_open_pinfu
    assert not options.fu_for_pinfu_tsumo
    assert not options.renhou_as_yakuman


def test_counted_yakuman_multiple_maps_to_no_kazoe_limit() -> None:
    rules = TENHOU.replace(counted_yakuman="multiple")
    assert package_options(rules).kazoe_limit == HandConstants.KAZOE_NO_LIMIT


def _package_points(h: HandInput, rules: Any) -> int:
    cost = calc._estimate(h, calc._prepare(h, rules), rules).cost
    assert cost is not None
    # a tsumo: the dealer or one non-dealer pays main, the others (two, or one of three) additional
    return cost["main"] + (rules.players - 2) * cost["additional"] if h.tsumo else cost["main"]


@pytest.mark.parametrize("name", sorted(PRESETS))
@pytest.mark.parametrize("record", SAMPLE_HANDS[:40], ids=lambda r: r["source"][-12:])
def test_the_engines_payment_is_the_packages_under_every_preset(
    name: str, record: dict[str, Any]
) -> None:
    """Kiriage, counted yakuman and double yakuman reach the package through the mapping, so
    its own payment is ours, except where the rules it lacks apply (checked below)."""
    rules = get_preset(name)
    h = HandInput.from_dict(record)
    try:
        result = calculate(h, rules)
    except HandError as exc:  # open tanyao or red fives gone: no yaku
        if exc.code == "impossible":  # a four-player hand: three players have no 2m-8m
            assert rules.players == 3
            assert "no 2m-8m" in exc.message
            return
        assert exc.code == "no_yaku"
        assert not rules.red_fives
        return
    lacks = rules.double_wind_pair_fu != 4 and any(
        "seat wind that is also" in i.reason for i in result.fu_items
    )
    patterns = sum(y.yakuman for y in result.yaku)
    if not lacks and (rules.yakuman_stacking or patterns < 2):
        assert result.points == _package_points(h, rules)


# --- rules the package lacks ---------------------------------------------------------------------


def _double_east() -> HandInput:
    """Riichi, a closed triplet of 5s, the pair of East as seat and round wind, ryanmen 78s."""
    return hand("123m456p789s11z555s", "9s", seat_wind="E", round_wind="E", riichi=True)


def test_the_double_wind_pair_is_4_fu_under_tenhou_and_2_under_ema2025() -> None:
    tenhou = calculate(_double_east(), TENHOU)
    ema = calculate(_double_east(), get_preset("ema2025"))
    assert [i.fu for i in tenhou.fu_items] == [30, 4, 4]
    assert tenhou.fu == tenhou.package_fu == 40
    assert [i.fu for i in ema.fu_items] == [30, 4, 2]
    assert ema.package_fu == 40
    assert ema.fu == 40  # 36 rounds to 40 as 38 does
    # with a closed triplet of terminals it tells: 30 + 8 + 4 = 42 -> 50, 30 + 8 + 2 = 40
    terminals = hand("123m456p789s11z111s", "9s", seat_wind="E", round_wind="E", riichi=True)
    assert calculate(terminals, TENHOU).fu == 50
    ema_terminals = calculate(terminals, get_preset("ema2025"))
    assert (ema_terminals.fu, ema_terminals.package_fu) == (40, 50)
    assert (calculate(terminals, TENHOU).points, ema_terminals.points) == (2400, 2000)


DAISANGEN_TSUUIISOU = hand("11122z555666777z", "1z", seat_wind="S", round_wind="E")


def test_yakuman_stack_where_the_rules_say_so() -> None:
    stacked = calculate(DAISANGEN_TSUUIISOU, TENHOU)
    single = calculate(DAISANGEN_TSUUIISOU, TENHOU.replace(yakuman_stacking=False))
    assert {y.name for y in stacked.yaku} >= {"Daisangen", "Tsuuiisou"}
    assert (stacked.yakuman, stacked.points, stacked.han) == (2, 64000, None)
    assert (single.yakuman, single.points) == (1, 32000)
    assert single.limit == "yakuman"


def test_a_double_yakuman_pattern_counts_twice_where_the_rules_say_so() -> None:
    kokushi13 = hand("19m19p19s12345677z", "7z", seat_wind="S", round_wind="E", tsumo=True)
    assert calculate(kokushi13, TENHOU).yakuman == 1
    soul = calculate(kokushi13, get_preset("mahjongsoul"))
    assert soul.yakuman == 2
    assert soul.payments == {"dealer": 32000, "non_dealer": 16000}
    assert soul.points == 64000
    assert soul.fu_items == ()


def test_a_counted_yakuman_keeps_its_han_and_has_no_yakuman() -> None:
    # chinitsu, ryanpeikou, pinfu, riichi, tsumo, tanyao... 13+ han without a yakuman
    counted = hand("223344p667788p55p", "8p", riichi=True, tsumo=True, dora="1p", seat_wind="S")
    result = calculate(counted, TENHOU)
    assert result.han is not None
    assert result.han >= 13
    assert result.yakuman == 0
    assert result.limit == "kazoe-yakuman"
    assert result.points == 32000
    capped = calculate(counted, get_preset("mleague"))
    assert (capped.limit, capped.points, capped.yakuman) == ("sanbaiman", 24000, 0)


def test_kiriage_rounds_4_han_30_fu_up_where_the_rules_say_so() -> None:
    h = hand("234567m234p678s88s", "6s", riichi=True, dora="1p", seat_wind="S")
    assert calculate(h, TENHOU).points == 7700
    assert calculate(h, get_preset("mleague")).points == 8000
    assert calculate(h, get_preset("mleague")).limit == "mangan"


def test_an_unscorable_hand_under_aotenjou_says_why() -> None:
    kokushi = hand("19m19p19s12345677z", "1m", seat_wind="S")
    with pytest.raises(HandError) as info:
        calculate(kokushi, TENHOU.replace(aotenjou=True))
    assert "cannot be scored under these rules" in info.value.message
    plain = calculate(_double_east(), TENHOU.replace(aotenjou=True))
    assert plain.limit is None
    assert plain.value.formula == (40, 1, 40 * 2**3)


# --- red fives ------------------------------------------------------------------------------------


def test_red_fives_count_with_red_fives_on_and_are_plain_fives_otherwise() -> None:
    h = hand("340m234p55567s", "3m", "pon:777p", seat_wind="S")
    on = calculate(h, TENHOU)
    off = calculate(h, get_preset("ema2016"))
    assert (on.red_fives, on.han) == (1, 2)
    assert (off.red_fives, off.han) == (0, 1)


def _rinshan_on_a_kan(meld: str) -> HandInput:
    return HandInput(
        tiles="123m456p789s11z", win="9s", melds=(meld,), seat_wind="S", tsumo=True, rinshan=True
    )


def test_the_issues_kan_of_four_plain_fives_holds_the_red_five() -> None:
    result = calculate(_rinshan_on_a_kan("kan:5555s"), TENHOU)
    assert result.red_fives == 1
    assert len(result.notes) == 1
    assert "four 5s written without a 0" in result.notes[0]
    written_red = calculate(_rinshan_on_a_kan("kan:0555s"), TENHOU)
    assert (written_red.red_fives, written_red.notes) == (1, ())
    assert written_red.points == result.points
    plain = calculate(_rinshan_on_a_kan("kan:5555s"), get_preset("ema2016"))
    assert (plain.red_fives, plain.notes) == (0, ())


@pytest.mark.parametrize(
    ("tiles", "melds", "dora", "words"),
    [
        ("0s78s123m456p11z", ("kan:5555s",), "", "a fifth 5s"),
        ("0s78s123m456p11z", ("kan:0555s",), "", "a second red 5s"),
        ("11111m2345p567s11z", (), "", "a fifth 1m"),
        ("123m456p789s1z", ("pon:111z",), "", "11 are needed"),
        ("123m456p789s11z", ("kan:5555s",), "0s", "a fifth 5s"),
    ],
)
def test_impossible_tiles_are_refused_naming_the_tile(
    tiles: str, melds: tuple[str, ...], dora: str, words: str
) -> None:
    with pytest.raises(HandError) as info:
        calculate(
            HandInput(tiles=tiles, win="1z", melds=melds, dora=dora, seat_wind="S", tsumo=True),
            TENHOU,
        )
    assert words in info.value.message
    assert info.value.code == "impossible"


def test_a_fourth_plain_five_among_the_indicators_is_the_red_one_without_a_note() -> None:
    h = HandInput(tiles="555s123m456p789p11z", win="1z", dora="5s", riichi=True, seat_wind="S")
    result = calculate(h, TENHOU)
    assert result.red_fives == 0
    assert result.notes == ()
    assert result.dora == 0


def test_ura_indicators_count_with_riichi_and_are_ignored_without() -> None:
    riichi = calculate(_double_east(), TENHOU)
    with_ura = calculate(replace(_double_east(), ura="2m"), TENHOU)
    assert with_ura.ura == 1
    assert with_ura.han == riichi.han + 1
    # pinfu tanyao without riichi: the ura indicators are not even read
    no_riichi = hand("234567m234p678s88s", "6s", seat_wind="S", ura="nonsense")
    assert calculate(no_riichi, TENHOU).ura == 0
    double = calculate(replace(no_riichi, double_riichi=True, ura="1p"), TENHOU)
    assert (double.ura, double.yaku[0].name) == (1, "Double riichi")


# --- refusals -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("changes", "code", "words"),
    [
        ({"tiles": "123m456p789s11z569s", "win": "9s"}, "hand_not_winning", "do not make"),
        ({"riichi": False}, "no_yaku", "has no yaku"),
        ({"ippatsu": True, "riichi": False}, "ippatsu_without_riichi_not_allowed", "ippatsu"),
        ({"chankan": True, "tsumo": True}, "chankan_with_tsumo_not_allowed", "chankan"),
        (
            {"tenhou": True, "seat_wind": "E"},
            "tenhou_without_tsumo_not_allowed",
            "tenhou is a tsumo",
        ),
        ({"win": "2z"}, "impossible", "not among the concealed tiles"),
        ({"seat_wind": "X"}, "notation", "seat_wind must be E, S, W or N"),
        ({"round_wind": ""}, "notation", "round_wind must be E, S, W or N"),
        ({"dora": "9"}, "notation", "dora: cannot read"),
    ],
)
def test_a_hand_that_cannot_be_scored_says_why(
    changes: dict[str, Any], code: str, words: str
) -> None:
    h = replace(replace(_double_east(), seat_wind="S"), **changes)
    with pytest.raises(HandError) as info:
        calculate(h, TENHOU)
    assert info.value.code == code
    assert words in info.value.message


def test_riichi_with_an_open_hand_is_refused_but_a_closed_kan_keeps_the_hand_closed() -> None:
    open_hand = HandInput(
        tiles="123m456p789s11z", win="9s", melds=("pon:555s",), riichi=True, seat_wind="S"
    )
    with pytest.raises(HandError) as info:
        calculate(open_hand, TENHOU)
    assert info.value.field == "flags"
    closed = calculate(replace(open_hand, melds=("ankan:5555s",)), TENHOU)
    assert closed.yaku[0].name == "Riichi"


def test_five_melds_are_refused() -> None:
    h = HandInput(tiles="1z", win="1z", melds=("pon:111m",) * 5)
    with pytest.raises(HandError, match="at most four"):
        calculate(h, TENHOU)


# --- the shape count_fu reads ------------------------------------------------------------


def test_the_shape_has_four_sets_with_the_called_runs_open() -> None:
    shape = hand_shape(
        [{"fu": 20, "reason": "base"}, {"fu": 2, "reason": "open_pon"}], 2, False, False
    )
    assert [(m.kind, m.open) for m in shape.melds] == [
        ("triplet", True),
        ("run", True),
        ("run", True),
        ("run", False),
    ]
    assert shape.wait == "ryanmen"


def test_a_wait_without_fu_and_no_closed_run_is_a_shanpon() -> None:
    details = [{"fu": 2, "reason": "open_pon"}] * 3 + [{"fu": 4, "reason": "open_terminal_pon"}]
    assert hand_shape(details, 0, False, False).wait == "shanpon"


# --- payments and the sample of Tenhou's scoring ----------------------------------------


def test_ron_tsumo_and_dealer_tsumo_pay_as_the_payment_table() -> None:
    ron = calculate(_double_east(), TENHOU)
    assert (ron.dealer, ron.payments, ron.points) == (True, {"discarder": 2000}, 2000)
    tsumo = calculate(replace(_double_east(), tsumo=True), TENHOU)
    assert (tsumo.han, tsumo.fu) == (2, 30)  # 20 + 4 + 4 + 2 for the tsumo
    assert tsumo.payments == {"each": 1000}
    assert tsumo.points == 3000
    south = calculate(replace(_double_east(), tsumo=True, seat_wind="S"), TENHOU)
    assert south.payments == {"dealer": 1000, "non_dealer": 500}
    assert south.points == 2000


@pytest.mark.parametrize("record", SAMPLE_HANDS, ids=lambda r: r["source"][-16:])
def test_the_sample_scores_as_tenhou_did(record: dict[str, Any]) -> None:
    expected = record["expected"]
    result = calculate(HandInput.from_dict(record), TENHOU)
    assert result.yakuman == expected["yakuman"]
    assert result.han == expected["han"]
    assert result.points == expected["points"]
    if not expected["yakuman"] and expected["han"] < 5:
        assert result.fu == expected["fu"]
    if result.fu_items:
        assert result.fu == result.package_fu
    assert sorted(y.tenhou_id for y in result.yaku if y.han) == sorted(expected["yaku_ids"])


def test_the_sample_covers_what_it_is_for() -> None:
    results = [calculate(HandInput.from_dict(r), TENHOU) for r in SAMPLE_HANDS]
    assert sum(r.yakuman >= 2 for r in results) >= 2
    assert any(r.limit == "kazoe-yakuman" for r in results)
    assert any(r.fu_items and r.fu_items[0].fu == 25 for r in results)
    assert sum(any("also the round wind" in i.reason for i in r.fu_items) for r in results) >= 3
    assert any(r.tsumo and r.dealer for r in results)


def test_the_json_object_has_the_issues_keys() -> None:
    data = calculate(_rinshan_on_a_kan("kan:5555s"), TENHOU).to_json()
    assert {"han", "fu", "yakuman", "points", "yaku", "limit"} <= set(data)
    assert data["yaku"][0] == {
        "name": "Rinshan kaihou",
        "name_ja": "嶺上開花",
        "han": 1,
        "yakuman": False,
    }
    assert (data["han"], data["yakuman"], data["red_fives"]) == (2, 0, 1)
    assert data["payments"] == {"dealer": 1300, "non_dealer": 700}
    assert data["points"] == 2700
    assert data["fu_items"][0] == {"reason": "20 for winning (tsumo)", "fu": 20}
    assert data["notes"]
    assert data["dealer"] is False
    assert data["tsumo"] is True
    json.dumps(data)


@pytest.mark.parametrize(
    ("tiles", "win", "melds", "expected"),
    [
        (  # triplets or three identical runs: both readings
            "11122233388899m",
            "9m",
            (),
            [
                (("1m",) * 3, ("2m",) * 3, ("3m",) * 3, ("8m",) * 3, ("9m",) * 2),
                (("1m", "2m", "3m"),) * 3 + (("8m",) * 3, ("9m",) * 2),
            ],
        ),
        (  # the called melds are sets of the reading; a quad is four; a red five a five
            "123m0p5p",
            "5p",
            ("pon:777z", "kan:1111s", "chi:345p"),
            [
                (
                    ("1m", "2m", "3m"),
                    ("3p", "4p", "5p"),
                    ("5p", "5p"),
                    ("1s",) * 4,
                    ("7z",) * 3,
                )
            ],
        ),
        (  # seven pairs, or two runs twice over
            "223344m223344p55s",
            "5s",
            (),
            [
                (("2m", "3m", "4m"),) * 2 + (("2p", "3p", "4p"),) * 2 + (("5s", "5s"),),
                tuple((t, t) for t in ("2m", "3m", "4m", "2p", "3p", "4p", "5s")),
            ],
        ),
    ],
)
def test_the_readings_of_a_hand_as_sets(
    tiles: str, win: str, melds: tuple[str, ...], expected: list[tuple[tuple[str, ...], ...]]
) -> None:
    readings = calc.decompositions(HandInput(tiles=tiles, win=win, melds=melds), TENHOU)
    assert sorted(readings) == sorted(expected)


def test_a_hand_that_cannot_be_read_has_no_readings_but_its_error() -> None:
    with pytest.raises(HandError, match="winning tile"):
        calc.decompositions(HandInput(tiles="123456789m11p123s", win="9s"), TENHOU)


def test_a_yakus_han_is_its_closed_count_closed_and_its_open_count_open() -> None:
    # honitsu 3 closed, 2 open; ittsu 2 closed, 1 open (the package's han_closed/han_open)
    closed = calculate(hand("123m456m789m111z22z", "2z", seat_wind="S"), TENHOU)
    opened = calculate(hand("456m789m111z22z", "2z", "chi:123m", seat_wind="S"), TENHOU)
    east = {"Round wind East": 1}  # a yaku with no open count of its own: 1 either way
    assert {y.name: y.han for y in closed.yaku} == {**east, "Honitsu": 3, "Ittsu": 2}
    assert {y.name: y.han for y in opened.yaku} == {**east, "Honitsu": 2, "Ittsu": 1}
