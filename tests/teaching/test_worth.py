""" "What is it worth?": the shipped course answers as Tenhou did (against ../shared's oracle,
skipped where absent), each step judged (known answers), the fu parts adding up to the engine's
fu (a property over the whole course), the tiles that make a yaku or a fu part."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scoretable.engine.rules import get_preset
from scoretable.engine.tile_hand import HandInput, calculate
from scoretable.teaching.worth import (
    FU_PARTS,
    SHAPE_YAKU,
    SKILL_LABELS,
    WorthQuestion,
    course,
    course_data,
    dora_of,
    fu_part,
    highlight,
    judge_fu,
    judge_han,
    judge_payment,
    judge_yaku,
    skill_names,
    yaku_choices,
)
from scoretable.teaching.worth import _sets_making as sets_making

ROOT = Path(__file__).resolve().parents[2]
ORACLE = ROOT.parent / "shared" / "oracle" / "agari_dev.jsonl"
TENHOU = get_preset("tenhou")
COURSE = course()


def question(honba: int = 0, **hand: object) -> WorthQuestion:
    data = HandInput.from_dict({k: list(v) if k == "melds" else v for k, v in hand.items()})
    return WorthQuestion("test", data, calculate(data, TENHOU), honba)


#: riichi, red five; 30 + 8 (closed 2z triplet) = 40 fu; dealer ron 3,900
RIICHI = question(tiles="33067m567p234s222z", win="7m", riichi=True, dora="8p", ura="4s")
#: open: pon of 7z (chun), chi of 345s, 2m pair
OPEN = question(
    tiles="22m567p456s", win="2m", melds=("pon:777z", "chi:345s"), seat_wind="S", dora="1z"
)
#: a non-dealer tsumo with a closed kan of West: 1 honba
TSUMO = question(
    1,
    tiles="234m678p11s789s",
    win="1s",
    melds=("ankan:3333z",),
    tsumo=True,
    seat_wind="W",
    round_wind="S",
    dora="2z",
)


def test_the_course_is_real_hands_with_their_source() -> None:
    data = course_data()
    assert data["rules"] == "tenhou"
    assert "agari_dev.jsonl" in data["source"]
    assert len(COURSE) == len(data["hands"]) >= 100
    assert all(q.key.startswith("dnovikoff/tenhou:") for q in COURSE)
    assert {q.payment_kind() for q in COURSE} == {"ron", "tsumo", "dealer ron", "dealer tsumo"}
    assert any(q.result.limit for q in COURSE)
    assert any(q.honba for q in COURSE)
    assert len(yaku_choices(COURSE)) >= 25


def test_every_question_answers_as_shipped() -> None:
    """The engine's answer is the one stored with the hand (Tenhou's, taken from the oracle)."""
    for q, record in zip(COURSE, course_data()["hands"], strict=True):
        expected = record["expected"]
        assert (q.result.han, q.result.fu, q.result.points) == (
            expected["han"],
            expected["fu"],
            expected["points"],
        ), q.key
        assert sorted(y.tenhou_id for y in q.result.yaku if y.han) == sorted(expected["yaku_ids"])


@pytest.mark.skipif(not ORACLE.exists(), reason="../shared/oracle/agari_dev.jsonl is absent")
def test_every_question_of_the_course_answers_as_tenhou_did() -> None:
    oracle = {}
    for line in ORACLE.read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        oracle[record["source"]] = record
    for q in COURSE:
        record = oracle[q.key]  # every shipped hand is one of Tenhou's
        assert HandInput.from_dict(record) == q.hand, q.key
        expected = record["expected"]
        assert q.result.points == expected["points"], q.key
        assert (q.result.han, q.result.fu) == (expected["han"], expected["fu"]), q.key
        assert sorted(y.tenhou_id for y in q.result.yaku if y.han) == sorted(expected["yaku_ids"])


@pytest.mark.parametrize(
    ("reason", "part"),
    [
        ("closed ron: 20 for winning + 10 menzen ron", "base"),
        ("20 for winning (tsumo)", "base"),
        ("seven pairs (fixed, not rounded)", "base"),
        ("open triplet of simples", "melds"),
        ("closed quad of terminals/honors", "melds"),
        ("kanchan wait (the middle tile of a run)", "wait"),
        ("tanki wait (completing the pair)", "wait"),
        ("pair of dragons or of the seat or round wind", "pair"),
        ("pair of the seat wind that is also the round wind (2 for each)", "pair"),
        ("tsumo", "win"),
        ("open pinfu (an open hand with no other fu)", "win"),
    ],
)
def test_each_fu_item_has_its_part(reason: str, part: str) -> None:
    assert fu_part(reason) == part


@given(st.sampled_from(COURSE))
def test_the_parts_add_up_to_the_engines_fu(q: WorthQuestion) -> None:
    parts = q.fu_parts()
    assert set(parts) == set(FU_PARTS)
    raw = sum(parts.values())
    assert q.result.fu == (25 if raw == 25 else -(-raw // 10) * 10)
    assert judge_fu(q, parts, q.result.fu).correct


@pytest.mark.parametrize(
    ("indicator", "dora"),
    [("1m", "2m"), ("9p", "1p"), ("0s", "6s"), ("4z", "1z"), ("1z", "2z"), ("7z", "5z")],
)
def test_the_dora_an_indicator_shows(indicator: str, dora: str) -> None:
    assert dora_of(indicator) == dora


def test_yaku_picked_are_judged_one_by_one() -> None:
    right = judge_yaku(RIICHI, {"Riichi", "Red five"})  # counted lines are not picked
    assert right.correct
    assert right.skills == {"yaku:Riichi": True}
    assert right.lines == ("Riichi (立直): 1 han", "Red five (赤ドラ): 1 han", "Total: 2 han")
    wrong = judge_yaku(RIICHI, {"Tanyao"})
    assert not wrong.correct
    assert wrong.skills == {"yaku:Riichi": False, "yaku:Tanyao": False}
    assert wrong.lines[:2] == ("Missed: Riichi", "Not in this hand: Tanyao")
    named = judge_yaku(RIICHI, {"Tanyao"}, names={"Riichi": "立直", "Tanyao": "断么九"})
    assert named.lines[:2] == ("Missed: Riichi (立直)", "Not in this hand: Tanyao (断么九)")


def test_a_yaku_is_named_in_the_interfaces_language_first() -> None:
    swapped = {"{name} ({name_ja})": "{name_ja} ({name})", "Missed: {name}": "見落とし: {name}"}

    def japanese(context: str, text: str) -> str:
        return swapped.get(text, text)

    judged = judge_yaku(RIICHI, set(), japanese, names={"Riichi": "立直"})
    assert judged.lines[0] == "見落とし: 立直 (Riichi)"
    assert skill_names("yaku:Riichi", japanese, {"Riichi": "立直"}) == "Yaku: 立直 (Riichi)"
    assert skill_names("yaku:Riichi", names={"Riichi": "立直"}) == "Yaku: Riichi (立直)"


def test_the_han_counts_the_dora() -> None:
    assert judge_han(RIICHI, 2).correct
    assert judge_han(RIICHI, 2).skills == {"han": True}
    assert not judge_han(RIICHI, 1).correct
    yakuman = question(tiles="19m19p19s12345677z", win="7z")
    assert judge_han(yakuman, 13).correct


def test_each_fu_part_is_judged_alone() -> None:
    assert RIICHI.fu_parts() == {"base": 30, "melds": 8, "wait": 0, "pair": 0, "win": 0}
    judged = judge_fu(RIICHI, {"base": 30, "melds": 4}, 40)
    assert not judged.correct
    assert judged.skills == {
        "fu:base": True,
        "fu:melds": False,
        "fu:wait": True,
        "fu:pair": True,
        "fu:win": True,
        "fu:total": True,
    }
    assert judged.lines[-1] == "38 fu rounded up to 40 fu"
    kokushi = question(tiles="19m19p19s12345677z", win="7z")
    assert judge_fu(kokushi, {}, 0).lines == ()


def test_a_tsumo_payment_with_honba() -> None:
    assert TSUMO.payment_kind() == "tsumo"
    pay = TSUMO.payment()
    assert pay == {k: v + 100 for k, v in TSUMO.result.payments.items()}
    judged = judge_payment(TSUMO, pay)
    assert judged.correct
    assert set(judged.skills) == {"pay:tsumo", "honba"} | (
        {"limit"} if TSUMO.result.limit else set()
    )
    assert judged.lines[1] == "1 honba: 100 more from each who pays"
    assert judged.lines[2:] == (
        f"The dealer pays {pay['dealer']:,}",
        f"Each non-dealer pays {pay['non_dealer']:,}",
    )
    assert not judge_payment(TSUMO, {"dealer": pay["dealer"]}).correct


def test_a_dealer_ron_and_a_dealer_tsumo() -> None:
    assert RIICHI.payment_kind() == "dealer ron"
    assert RIICHI.payment() == {"discarder": 3900}
    judged = judge_payment(RIICHI, {"discarder": 3900})
    assert judged.correct
    assert judged.skills == {"pay:dealer ron": True}
    assert judged.lines == ("40 fu × 2⁴ (2 + 2 han) = 640 basic points", "The discarder pays 3,900")
    ron = question(2, tiles="33067m567p234s222z", win="7m", riichi=True, tsumo=True)
    assert ron.payment_kind() == "dealer tsumo"
    assert judge_payment(ron, ron.payment()).lines[-1].startswith("Each player pays ")


def test_the_skills_of_each_step() -> None:
    assert RIICHI.skills("yaku") == ["yaku:Riichi"]
    assert RIICHI.skills("han") == ["han"]
    assert RIICHI.skills("fu") == [f"fu:{p}" for p in FU_PARTS] + ["fu:total"]
    assert RIICHI.skills("all") == [
        "yaku:Riichi",
        "han",
        *RIICHI.skills("fu"),
        "pay:dealer ron",
    ]
    mangan = question(tiles="234m234p22334455s", win="2s", riichi=True, tsumo=True, dora="1s")
    assert mangan.result.limit
    assert mangan.skills("payment")[-1] == "limit"


def test_every_skill_has_a_name() -> None:
    assert skill_names("yaku:Pinfu") == "Yaku: Pinfu"
    assert skill_names("yaku:Pinfu", names={"Pinfu": "平和"}) == "Yaku: Pinfu (平和)"
    for skill, label in SKILL_LABELS.items():
        assert skill_names(skill) == label
    steps = ("yaku", "han", "fu", "payment")
    for q in COURSE:
        for step in steps:
            for skill in q.skills(step):
                assert skill_names(skill)


def test_the_tiles_that_make_each_yaku_and_fu_part() -> None:
    assert highlight(RIICHI, "Riichi") == (frozenset({"7m"}), True)
    assert highlight(RIICHI, "fu:wait") == (frozenset({"7m"}), True)
    assert highlight(RIICHI, "Red five") == (frozenset({"0m"}), False)
    assert highlight(RIICHI, "Ura dora") == (frozenset(), False)  # indicator 4s: 5s
    dora = question(tiles="33067m567p234s222z", win="7m", riichi=True, dora="4m", ura="6p")
    assert highlight(dora, "Dora") == (frozenset({"0m"}), False)  # a red five is a five
    assert highlight(dora, "Ura dora") == (frozenset({"7p"}), False)
    assert highlight(RIICHI, "Dora") == (frozenset(), False)  # 9p: not in the hand
    assert highlight(RIICHI, "fu:melds") == (frozenset({"2z"}), False)
    assert highlight(RIICHI, "Pinfu") == (frozenset(), False)  # the whole hand
    assert highlight(OPEN, "Chun") == (frozenset({"7z"}), False)
    assert highlight(OPEN, "Dora") == (frozenset(), False)
    assert highlight(OPEN, "fu:melds") == (frozenset({"7z"}), False)
    assert highlight(TSUMO, "Seat wind West") == (frozenset({"3z"}), False)
    assert highlight(TSUMO, "fu:melds") == (frozenset({"3z"}), False)
    pair = question(tiles="234m678p789s55z", win="5z", melds=("pon:777z",), seat_wind="S")
    assert highlight(pair, "fu:pair") == (frozenset({"5z"}), False)
    red = question(tiles="234m067p11s111z", win="1z", melds=("pon:055m",))
    assert highlight(red, "Round wind East") == (frozenset({"1z"}), False)
    assert highlight(red, "fu:melds") == (frozenset({"0m", "5m", "1z"}), False)


def test_the_hand_as_drawn() -> None:
    assert RIICHI.concealed()[-1] == "7m"
    assert len(RIICHI.concealed()) == 14
    assert OPEN.melds() == [("pon", ["7z", "7z", "7z"]), ("chi", ["3s", "4s", "5s"])]


#: (the hand, a yaku of its shape, the tiles of the sets that make it)
SHAPES = [
    (dict(tiles="112233m678p789s55z", win="5z"), "Iipeikou", "1m 2m 3m"),
    (dict(tiles="223344m556677p99s", win="9s"), "Ryanpeikou", "2m 3m 4m 5p 6p 7p"),
    (
        dict(tiles="123m123p123s456m99p", win="9p", riichi=True),
        "Sanshoku doujun",
        "1m 2m 3m 1p 2p 3p 1s 2s 3s",
    ),
    (dict(tiles="222m222p222s456m99p", win="9p"), "Sanshoku doukou", "2m 2p 2s"),
    (dict(tiles="123456789m234p55s", win="5s", riichi=True), "Ittsu", "1m 2m 3m 4m 5m 6m 7m 8m 9m"),
    (
        dict(tiles="66m333s", win="3s", melds=("pon:444z", "pon:333m", "pon:888m"), seat_wind="N"),
        "Toitoi",
        "3m 8m 3s 4z",
    ),
    (dict(tiles="234m99p777s444555z", win="2m", tsumo=True), "Sanankou", "7s 4z 5z"),
    # a ron on a shanpon: the triplet the discard completed is not concealed
    (dict(tiles="222m333p444s555s99p", win="5s", riichi=True), "Sanankou", "2m 3p 4s"),
    (
        dict(tiles="567s99p", win="9p", melds=("kan:2222m", "kan:3333p", "ankan:4444s")),
        "Sankantsu",
        "2m 3p 4s",
    ),
    (dict(tiles="555666z77z234m567p", win="2m"), "Shousangen", "5z 6z 7z"),
    (dict(tiles="1133557799m1122p", win="2p"), "Chiitoitsu", "1m 3m 5m 7m 9m 1p 2p"),
    (dict(tiles="234m789p44067789s", win="9s"), "Pinfu", "2m 3m 4m 7p 8p 9p 4s 0s 6s 7s 8s 9s"),
]


@pytest.mark.parametrize(("hand", "yaku", "tiles"), SHAPES)
def test_the_sets_that_make_a_yaku_of_the_hands_shape(
    hand: dict[str, object], yaku: str, tiles: str
) -> None:
    q = question(**hand)
    assert yaku in q.yaku
    assert highlight(q, yaku) == (frozenset(tiles.split()), False)


def test_a_yaku_the_hand_has_not_outlines_nothing() -> None:
    assert highlight(RIICHI, "Tenhou") == (frozenset(), False)
    assert highlight(RIICHI, "Toitoi") == (frozenset(), False)
    assert highlight(RIICHI, "Tanyao") == (frozenset(), False)


@pytest.mark.parametrize(
    ("yaku", "groups"),
    [
        ("Iipeikou", ("123m", "456m", "789p", "123s", "55z")),
        ("Ryanpeikou", ("123m", "123m", "789p", "123s", "55z")),
        ("Sanshoku doujun", ("123m", "123p", "789p", "234s", "55z")),
        ("Sanshoku doukou", ("222m", "222p", "777z", "222z", "55z")),
        ("Ittsu", ("123m", "456m", "789p", "123s", "55z")),
    ],
)
def test_a_reading_without_the_yaku_makes_none_of_it(yaku: str, groups: tuple[str, ...]) -> None:
    sets = tuple(tuple(d + g[-1] for d in g[:-1]) for g in groups)
    assert sets_making(yaku, sets, frozenset(sets)) == []


def test_a_hand_tenhou_does_not_read_outlines_no_sets() -> None:
    rules = get_preset("tenhou-sanma")
    hand = HandInput(tiles="111m999m111p999p11s", win="1s", nukidora=1, tsumo=True)
    q = WorthQuestion("test", hand, calculate(hand, rules))
    assert "Suuankou tanki" in q.yaku
    assert "Suuankou tanki" in SHAPE_YAKU
    assert highlight(q, "Suuankou tanki") == (frozenset(), False)  # its North set aside
    assert highlight(q, "Chinroutou") == (frozenset({"1m", "9m", "1p", "9p", "1s"}), False)


def test_each_triplet_of_a_fu_line_is_its_own() -> None:
    q = question(tiles="234m99p777s444555z", win="2m", tsumo=True)
    marks = judge_fu(q, {}, 0).marks
    assert marks == (
        "fu:base",
        "fu:melds:0:closed triplet of terminals/honors",
        "fu:melds:1:closed triplet of terminals/honors",
        "fu:melds:0:closed triplet of simples",
        "fu:win",
        "",
    )
    assert [highlight(q, m)[0] for m in marks[1:4]] == [{"4z"}, {"5z"}, {"7s"}]
    ron = question(tiles="234m567p789s99m555z", win="5z")  # the discard made it: open
    [mark] = [m for m in judge_fu(ron, {}, 0).marks if m.startswith("fu:melds")]
    assert mark == "fu:melds:0:open triplet of terminals/honors"
    assert highlight(ron, mark) == (frozenset({"5z"}), False)


@pytest.mark.parametrize("q", COURSE, ids=lambda q: q.key)
def test_every_line_of_every_answer_is_marked_and_outlines_tiles_of_the_hand(
    q: WorthQuestion,
) -> None:
    shown = set(q.concealed()) | {t for _, m in q.melds() for t in m}
    judged = [
        judge_yaku(q, {"Tanyao"}),
        judge_han(q, 0),
        judge_fu(q, {}, 0),
        judge_payment(q, {}),
    ]
    for judgment in judged:
        assert len(judgment.marks) == len(judgment.lines)
        for mark in judgment.marks:
            if mark and mark not in ("Dora", "Ura dora", "Red five"):
                tiles, win_only = highlight(q, mark)
                assert win_only or tiles & shown, (mark, q.hand)
    yaku_lines = dict(zip(judged[1].marks, judged[1].lines, strict=True))
    assert all(yaku_lines[y].startswith(y) for y in q.yaku)
