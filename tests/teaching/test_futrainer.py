"""The fu trainer: real winning shapes, counted by the engine, explained item by item."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoretable.engine.errors import RuleError
from scoretable.engine.fu import HandShape, Meld, count_fu
from scoretable.engine.rules import PRESETS, get_preset
from scoretable.teaching import futrainer
from scoretable.teaching.futrainer import (
    Group,
    TrainerHand,
    generate_hand,
    judge_fu,
    tile_name,
    tile_text,
)

STANDARD = get_preset("standard")


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 2**32), preset=st.sampled_from(sorted(PRESETS)))
def test_every_hand_is_a_valid_winning_shape(seed: int, preset: str) -> None:
    rules = get_preset(preset)
    hand = generate_hand(random.Random(seed), rules)
    tiles = Counter(t for g in hand.groups for t in g.tiles)
    assert max(tiles.values()) <= 4
    if hand.seven_pairs:
        assert len(hand.groups) == 7
        assert len(tiles) == 7
        assert hand.wait == "tanki"
    else:
        kinds = [g.kind for g in hand.groups]
        assert kinds.count(None) == 1
        assert len(kinds) == 5
        for g in hand.groups:
            if g.kind == "run":
                suit = {t[0] for t in g.tiles}
                assert len(suit) == 1
                assert suit != {"z"}
                assert [t[1] for t in g.tiles] == list(range(g.tiles[0][1], g.tiles[0][1] + 3))
            else:
                assert len(set(g.tiles)) == 1
        assert hand.shape.closed == (not hand.called())
    group = hand.groups[hand.winning_group]
    assert hand.winning_tile in group.tiles
    assert not group.called
    assert group.kind != "quad"
    count = count_fu(hand.shape, rules)  # the engine counts it
    assert judge_fu(hand, str(count.total), rules).correct


@pytest.mark.parametrize(
    ("start", "won", "wait"),
    [
        (1, 3, "penchan"),
        (7, 7, "penchan"),
        (1, 1, "ryanmen"),
        (7, 9, "ryanmen"),
        (4, 5, "kanchan"),
        (4, 6, "ryanmen"),
    ],
)
def test_run_waits(start: int, won: int, wait: str) -> None:
    assert futrainer._run_wait(start, won) == wait


def test_pair_kinds_follow_the_winds() -> None:
    assert futrainer._pair_kind(("m", 5), 0, 0) == "plain"
    assert futrainer._pair_kind(("z", 6), 2, 0) == "yakuhai"
    assert futrainer._pair_kind(("z", 1), 0, 0) == "double_wind"
    assert futrainer._pair_kind(("z", 2), 1, 0) == "yakuhai"
    assert futrainer._pair_kind(("z", 1), 2, 0) == "yakuhai"
    assert futrainer._pair_kind(("z", 4), 2, 0) == "plain"


def test_tiles_in_words_and_text() -> None:
    assert tile_text(("p", 7)) == "7p"
    assert tile_name(("m", 3)) == "3 of characters"
    assert tile_name(("z", 5)) == "White dragon"
    assert tile_name(("z", 2)) == "South wind"


def _kanchan_hand(tsumo: bool) -> TrainerHand:
    groups = (
        Group((("m", 1), ("m", 2), ("m", 3)), "run"),
        Group((("p", 4), ("p", 5), ("p", 6)), "run"),
        Group((("z", 5),) * 4, "quad"),
        Group((("s", 2),) * 3, "triplet", called=True),
        Group((("z", 1), ("z", 1)), None),
    )
    shape = HandShape(
        melds=(
            Meld("run"),
            Meld("run"),
            Meld("quad", terminal_or_honor=True),
            Meld("triplet", open=True),
        ),
        pair="double_wind",
        wait="kanchan",
        tsumo=tsumo,
        closed=False,
    )
    return TrainerHand(groups, ("p", 5), 1, "kanchan", tsumo, 0, 0, shape)


TRAINER_JA = {
    "Seat wind {seat}, round wind {round}.": "自風{seat}、場風{round}。",
    "Won by tsumo on {tile} ({wait} wait); closed hand.": "{tile}でツモ和了({wait}待ち)、門前。",
    "Won by tsumo on {tile} ({wait} wait); open hand.": "{tile}でツモ和了({wait}待ち)、副露あり。",
    "Won by ron on {tile} ({wait} wait); closed hand.": "{tile}でロン和了({wait}待ち)、門前。",
    "{n} of circles": "{n}筒",
    "Red dragon": "中",
    "kanchan": "嵌張",
    "East": "東",
    "{first} {second}": "{first}{second}",
    "{tiles}; win {tile} by tsumo": "{tiles}; {tile}でツモ和了",
}


def test_situations_in_another_language() -> None:
    def ja(context: str, text: str) -> str:
        assert context == "Trainer"
        return TRAINER_JA.get(text, text)

    open_tsumo = _kanchan_hand(tsumo=True)
    assert open_tsumo.situation(ja) == "自風東、場風東。5筒でツモ和了(嵌張待ち)、副露あり。"
    assert open_tsumo.text(ja) == "123m 456p (5555z) 11z [222s]; 5pでツモ和了"
    assert open_tsumo.text() == "123m 456p (5555z) 11z [222s]; win 5p by tsumo"
    closed_shape = dataclasses.replace(open_tsumo.shape, closed=True)
    closed_tsumo = dataclasses.replace(open_tsumo, shape=closed_shape)
    assert closed_tsumo.situation(ja).endswith("5筒でツモ和了(嵌張待ち)、門前。")
    closed_ron = dataclasses.replace(closed_tsumo, tsumo=False)
    assert closed_ron.situation(ja).endswith("5筒でロン和了(嵌張待ち)、門前。")
    assert closed_ron.situation().endswith(
        "Won by ron on 5 of circles (kanchan wait); closed hand."
    )
    assert tile_name(("z", 7), ja) == "中"
    assert tile_name(("z", 7)) == "Red dragon"


def test_feedback_item_by_item() -> None:
    hand = _kanchan_hand(tsumo=False)
    assert hand.text() == "123m 456p (5555z) 11z [222s]; win 5p by ron"
    assert hand.situation() == (
        "Seat wind East, round wind East. Won by ron on 5 of circles (kanchan wait); open hand."
    )
    right = judge_fu(hand, "60", STANDARD)
    assert right.correct
    assert right.expected == 60
    assert right.given == 60
    assert right.lines == (
        "20 for winning (open hand): +20",
        "closed quad of terminals/honors: +32",
        "open triplet of simples: +2",
        "kanchan wait (the middle tile of a run): +2",
        "pair of the seat wind that is also the round wind (2 for each): +4",
        "Total 60 fu",
    )
    # by tsumo: 2 more fu, rounded up
    tsumo = judge_fu(_kanchan_hand(tsumo=True), "70", STANDARD)
    assert tsumo.correct
    assert tsumo.lines[-2:] == ("tsumo: +2", "Sum 62 fu, rounded up to 70 fu")
    wrong = judge_fu(hand, "forty", STANDARD)
    assert not wrong.correct
    assert wrong.given is None


def test_exact_total_says_total() -> None:
    hand = generate_hand(random.Random(11), STANDARD)
    verdict = judge_fu(hand, "0", STANDARD)
    assert not verdict.correct
    count = count_fu(hand.shape, STANDARD)
    assert [line.rsplit(": +", 1)[0] for line in verdict.lines[:-1]] == [
        i.reason for i in count.items
    ]
    if count.raw == count.total:
        assert verdict.lines[-1] == f"Total {count.total} fu"
    else:
        assert verdict.lines[-1] == f"Sum {count.raw} fu, rounded up to {count.total} fu"


def test_a_shape_the_engine_refuses_is_drawn_again(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = []
    real = count_fu

    def refuse_first(shape: HandShape, rules: object) -> object:
        calls.append(shape)
        if len(calls) == 1:
            raise RuleError("no", field="melds")
        return real(shape, rules)  # type: ignore[arg-type]

    monkeypatch.setattr(futrainer, "count_fu", refuse_first)
    generate_hand(random.Random(4), STANDARD)
    assert len(calls) == 2


def test_too_many_copies_of_a_tile_are_drawn_again(monkeypatch: pytest.MonkeyPatch) -> None:
    # every triplet, quad and pair drawn is East: only hands with at most one of them pass
    monkeypatch.setattr(futrainer, "_random_tile", lambda rng: ("z", 1))
    monkeypatch.setattr(futrainer, "SEVEN_PAIRS_SHARE", 0.0)
    hand = generate_hand(random.Random(0), STANDARD)
    assert Counter(t for g in hand.groups for t in g.tiles)[("z", 1)] <= 4


# --- cross-check: the mahjong package counts the same fu from the same tiles ---------------


def _index34(tile: tuple[str, int]) -> int:
    return {"m": 0, "p": 9, "s": 18, "z": 27}[tile[0]] + tile[1] - 1


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_the_mahjong_package_counts_the_same_fu_from_the_tiles(seed: int) -> None:
    fu_module = pytest.importorskip("mahjong.hand_calculating.fu")
    from mahjong.hand_calculating.hand_config import HandConfig
    from mahjong.meld import Meld as TileMeld

    hand = generate_hand(random.Random(seed), STANDARD)
    groups = [[_index34(t) for t in g.tiles] for g in hand.groups]
    melds = []
    for g, tiles in zip(hand.groups, groups, strict=True):
        if g.called or g.kind == "quad":
            kind = {"run": TileMeld.CHI, "triplet": TileMeld.PON, "quad": TileMeld.KAN}[
                g.kind or "run"
            ]
            copies: dict[int, int] = {}
            tiles136 = []
            for t in tiles:
                tiles136.append(t * 4 + copies.get(t, 0))
                copies[t] = copies.get(t, 0) + 1
            melds.append(TileMeld(meld_type=kind, tiles=tiles136, opened=g.called))
    valued = [31, 32, 33, 27 + hand.seat_wind, 27 + hand.round_wind]
    config = HandConfig(
        is_tsumo=hand.tsumo, player_wind=27 + hand.seat_wind, round_wind=27 + hand.round_wind
    )
    _, theirs = fu_module.FuCalculator.calculate_fu(
        groups,
        _index34(hand.winning_tile) * 4,
        groups[hand.winning_group],
        config,
        valued,
        melds,
    )
    assert count_fu(hand.shape, STANDARD).total == theirs, hand.text()


@pytest.mark.parametrize(
    ("preset", "clause", "expected", "wind_line"),
    [
        ("tenhou", "Tenhou: 連風牌は4符", 60, "(2 for each): +4"),
        ("ema2016", "EMA 2016: 4 fu", 60, "(2 for each): +4"),
        ("ema2025", "EMA 2025 [S]: 2 fu, not 4", 60, "(2 in total): +2"),
        (
            "wrc2025",
            "WRC Rules 2025 §11.3: a double wind pair is worth 2 fu",
            60,
            "(2 in total): +2",
        ),
        ("mleague", "M-League ch. 6 art. 3: 連風牌の対子も2符とする", 60, "(2 in total): +2"),
    ],
)
def test_the_trainer_counts_the_double_wind_pair_as_the_rules_do(
    preset: str, clause: str, expected: int, wind_line: str
) -> None:
    # the East pair for the East seat in the East round: 20 + 32 + 2 + 2 + 4 = 60, or 58 -> 60
    hand = _kanchan_hand(tsumo=False)
    verdict = judge_fu(hand, str(expected), get_preset(preset))
    assert verdict.correct, clause
    assert any(line.endswith(wind_line) for line in verdict.lines), clause
    # by tsumo the 2 fu cross a multiple of ten: 62 -> 70 with 4, 60 with 2
    tsumo = judge_fu(_kanchan_hand(tsumo=True), "70", get_preset(preset))
    assert tsumo.expected == (70 if wind_line.endswith("+4") else 60), clause
