"""Fu from the hand's composition: seed 002's list, item by item, and impossible shapes."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scoretable.engine import fu as fu_module
from scoretable.engine.errors import RuleError
from scoretable.engine.fu import (
    FuCount,
    FuItem,
    HandShape,
    Meld,
    MeldKind,
    count_fu,
    meld_fu,
    meld_reason,
)
from scoretable.engine.rules import PRESETS, STANDARD, get_preset
from scoretable.engine.scoring import check_han_fu
from scoretable.teaching.futrainer import generate_hand

RUN = Meld("run")
CALLED_RUN = Meld("run", open=True)
RUNS = (RUN, RUN, RUN)


def fu_items(count: FuCount) -> list[tuple[str, int]]:
    return [(item.reason, item.fu) for item in count.items]


# --- "Start with the fu for winning" ------------------------------------------------------


def test_seven_pairs_is_25_and_stops() -> None:
    """Seed 002: "For a claim of a seven pairs hand yaku, start with 25 fu and stop further fu
    calculations." (and "except for the 25 fu of a seven pairs hand": no rounding)."""
    for tsumo in (False, True):
        shape = HandShape(wait="tanki", tsumo=tsumo, seven_pairs=True, pair="double_wind")
        count = count_fu(shape, STANDARD)
        assert count == FuCount((FuItem("seven pairs (fixed, not rounded)", 25),), 25, 25)


def test_tsumo_starts_at_20() -> None:
    """Seed 002: "For a tsumo win or an open hand, start with 20 fu." - a closed pinfu tsumo
    stays at 20 (no tsumo fu: "if the total fu at this point isn't 20")."""
    count = count_fu(HandShape(melds=(*RUNS, RUN), tsumo=True), STANDARD)
    assert fu_items(count) == [("20 for winning (tsumo)", 20)]
    assert (count.raw, count.total) == (20, 20)


def test_open_hand_starts_at_20() -> None:
    """Seed 002: an open hand starts with 20 fu; "If it's an open hand and if the total fu at
    this point is 20, add 2 fu. This is fu for an open pinfu." -> 22 -> 30."""
    count = count_fu(HandShape(melds=(CALLED_RUN, *RUNS), closed=False), STANDARD)
    assert fu_items(count) == [
        ("20 for winning (open hand)", 20),
        ("open pinfu (an open hand with no other fu)", 2),
    ]
    assert (count.raw, count.total) == (22, 30)


def test_closed_ron_starts_at_30() -> None:
    """Seed 002: "For a ron with a closed hand, start with 30 fu. This is fu for a menzen ron"
    (20 for winning + 10)."""
    count = count_fu(HandShape(melds=(*RUNS, RUN)), STANDARD)
    assert fu_items(count) == [("closed ron: 20 for winning + 10 menzen ron", 30)]
    assert (count.raw, count.total) == (30, 30)


# --- "Add fu for triplets and quads" ------------------------------------------------------

MELD_FU = [
    # seed 002, word for word
    ("triplet", False, True, 2, "open triplet of simples"),
    ("triplet", False, False, 4, "closed triplet of simples"),
    ("triplet", True, True, 4, "open triplet of terminals/honors"),
    ("triplet", True, False, 8, "closed triplet of terminals/honors"),
    ("quad", False, True, 8, "open quad of simples"),
    ("quad", False, False, 16, "closed quad of simples"),
    ("quad", True, True, 16, "open quad of terminals/honors"),
    ("quad", True, False, 32, "closed quad of terminals/honors"),
]


@pytest.mark.parametrize(("kind", "terminal", "is_open", "fu", "reason"), MELD_FU)
def test_meld_fu(kind: MeldKind, terminal: bool, is_open: bool, fu: int, reason: str) -> None:
    meld = Meld(kind, terminal_or_honor=terminal, open=is_open)
    assert meld_fu(meld) == fu
    assert meld_reason(meld) == reason
    # in a hand: an open hand with the meld (the wait a tanki so any meld may be open)
    count = count_fu(
        HandShape(melds=(meld, CALLED_RUN, RUN, RUN), wait="tanki", closed=False), STANDARD
    )
    assert (reason, fu) in fu_items(count)
    assert count.raw == 20 + fu + 2


@pytest.mark.parametrize("terminal", [False, True])
@pytest.mark.parametrize("is_open", [False, True])
def test_runs_give_no_fu(terminal: bool, is_open: bool) -> None:
    assert meld_fu(Meld("run", terminal_or_honor=terminal, open=is_open)) == 0


def test_four_melds_add_up() -> None:
    shape = HandShape(
        melds=(
            Meld("quad", terminal_or_honor=True),  # 32
            Meld("triplet", terminal_or_honor=True, open=True),  # 4
            Meld("quad", open=True),  # 8
            RUN,
        ),
        wait="penchan",
        closed=False,
        tsumo=True,
    )
    count = count_fu(shape, STANDARD)
    assert [fu for _, fu in fu_items(count)] == [20, 32, 4, 8, 2, 2]
    assert (count.raw, count.total) == (68, 70)


# --- "more difficult waits" ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("wait", "reason"),
    [
        ("kanchan", "kanchan wait (the middle tile of a run)"),
        ("penchan", "penchan wait (the 3 of 1-2-3 or the 7 of 7-8-9)"),
        ("tanki", "tanki wait (completing the pair)"),
    ],
)
def test_difficult_waits_add_2(wait: str, reason: str) -> None:
    """Seed 002: "If the winning tile is the middle tile of a run, is the number 3 tile of a
    1-2-3 run or the number 7 tile of a 7-8-9 run, or completes the pair, add 2 fu."."""
    count = count_fu(HandShape(melds=(*RUNS, RUN), wait=wait), STANDARD)  # type: ignore[arg-type]
    assert fu_items(count) == [("closed ron: 20 for winning + 10 menzen ron", 30), (reason, 2)]
    assert count.total == 40


@pytest.mark.parametrize("wait", ["ryanmen", "shanpon"])
def test_easy_waits_add_nothing(wait: str) -> None:
    shape = HandShape(melds=(*RUNS, Meld("triplet", open=True)), wait=wait)  # type: ignore[arg-type]
    assert [fu for _, fu in fu_items(count_fu(shape, STANDARD))] == [30, 2]


# --- the pair -----------------------------------------------------------------------------


def test_yakuhai_pair_adds_2() -> None:
    """Seed 002: "For a pair of seat wind, prevailing wind, or dragon tiles, add 2 fu."."""
    count = count_fu(HandShape(melds=(*RUNS, RUN), pair="yakuhai"), STANDARD)
    assert fu_items(count)[1] == ("pair of dragons or of the seat or round wind", 2)
    assert (count.raw, count.total) == (32, 40)


def test_double_wind_pair_adds_2_for_each() -> None:
    """Seed 002: "If the pair of tiles is both the seat and prevailing wind, 2 fu is added for
    each one."; rules.double_wind_pair_fu = 2 makes it 2 in total (EMA 2025)."""
    shape = HandShape(melds=(*RUNS, RUN), pair="double_wind")
    four = count_fu(shape, STANDARD)
    assert fu_items(four)[1] == (
        "pair of the seat wind that is also the round wind (2 for each)",
        4,
    )
    two = count_fu(shape, STANDARD.replace(double_wind_pair_fu=2))
    assert fu_items(two)[1] == ("pair of the seat wind that is also the round wind (2 in total)", 2)
    assert (four.raw, two.raw) == (34, 32)


def test_plain_pair_adds_nothing() -> None:
    assert len(count_fu(HandShape(melds=(*RUNS, RUN), pair="plain"), STANDARD).items) == 1


# --- tsumo and open pinfu -----------------------------------------------------------------


def test_tsumo_adds_2_unless_still_20() -> None:
    """Seed 002: "If it's a tsumo win and if the total fu at this point isn't 20, add 2 fu."."""
    shape = HandShape(melds=(*RUNS, RUN), wait="kanchan", tsumo=True)
    count = count_fu(shape, STANDARD)
    assert fu_items(count) == [
        ("20 for winning (tsumo)", 20),
        ("kanchan wait (the middle tile of a run)", 2),
        ("tsumo", 2),
    ]
    assert (count.raw, count.total) == (24, 30)


def test_open_tsumo_without_fu_gets_the_open_pinfu_2_not_the_tsumo_2() -> None:
    """Seed 002's order: the tsumo 2 only when the total isn't 20, then the open pinfu 2 when
    it is: an open tsumo with nothing else is 20 + 2 = 22 -> 30."""
    count = count_fu(HandShape(melds=(CALLED_RUN, *RUNS), tsumo=True, closed=False), STANDARD)
    assert fu_items(count) == [
        ("20 for winning (tsumo)", 20),
        ("open pinfu (an open hand with no other fu)", 2),
    ]
    assert count.total == 30


def test_open_hand_with_fu_gets_no_open_pinfu_2() -> None:
    shape = HandShape(melds=(CALLED_RUN, *RUNS), wait="tanki", closed=False)
    assert [fu for _, fu in fu_items(count_fu(shape, STANDARD))] == [20, 2]


def test_a_triplet_completed_by_ron_is_open_in_a_closed_hand() -> None:
    """Seed 002: "Melds containing called or ronned tiles are open melds." The hand stays
    closed: 30 for the closed ron + 2 for the (open) triplet of simples."""
    shape = HandShape(melds=(*RUNS, Meld("triplet", open=True)), wait="shanpon")
    count = count_fu(shape, STANDARD)
    assert fu_items(count) == [
        ("closed ron: 20 for winning + 10 menzen ron", 30),
        ("open triplet of simples", 2),
    ]
    assert count.total == 40


# --- "Round the fu up to the nearest 10" --------------------------------------------------


@pytest.mark.parametrize(
    ("melds", "wait", "raw", "total"),
    [
        ((*RUNS, Meld("triplet", open=True)), "shanpon", 32, 40),
        ((*RUNS, Meld("triplet", terminal_or_honor=True)), "ryanmen", 38, 40),
        ((*RUNS, Meld("quad", terminal_or_honor=True)), "tanki", 64, 70),
        (
            (
                Meld("quad", terminal_or_honor=True),
                Meld("quad", terminal_or_honor=True),
                Meld("quad", terminal_or_honor=True),
                RUN,
            ),
            "kanchan",
            128,
            130,
        ),
    ],
)
def test_rounding_up_to_10(melds: tuple[Meld, ...], wait: str, raw: int, total: int) -> None:
    count = count_fu(HandShape(melds=melds, wait=wait), STANDARD)  # type: ignore[arg-type]
    assert (count.raw, count.total) == (raw, total)


# --- impossible shapes --------------------------------------------------------------------

TRIPLET = Meld("triplet")
OPEN_TRIPLET = Meld("triplet", open=True)

REFUSED = [
    (
        HandShape(melds=(RUN,), seven_pairs=True, wait="tanki"),
        "melds",
        "seven pairs has no melds: it is seven pairs",
    ),
    (
        HandShape(seven_pairs=True, wait="tanki", closed=False),
        "closed",
        "seven pairs is always a closed hand",
    ),
    (
        HandShape(seven_pairs=True, wait="ryanmen"),
        "wait",
        "seven pairs always waits on a pair (tanki)",
    ),
    (
        HandShape(melds=(*RUNS, RUN, RUN)),
        "melds",
        "a winning hand has 4 melds and a pair, not 5 melds",
    ),
    (HandShape(melds=RUNS), "melds", "a winning hand has 4 melds and a pair, not 3 melds"),
    (HandShape(melds=()), "melds", "a winning hand has 4 melds and a pair, not 0 melds"),
    (HandShape(melds=(CALLED_RUN, *RUNS)), "closed", "a called run makes the hand open"),
    (
        HandShape(melds=(*RUNS, OPEN_TRIPLET), tsumo=True, wait="tanki"),
        "melds",
        "a closed hand won by tsumo has no open meld (only a ron opens a triplet)",
    ),
    (
        HandShape(melds=(RUN, RUN, OPEN_TRIPLET, OPEN_TRIPLET), wait="shanpon"),
        "melds",
        "a closed hand has at most one open meld: the triplet the ron completed",
    ),
    (
        HandShape(melds=(*RUNS, Meld("quad", open=True)), wait="tanki"),
        "melds",
        "a closed hand has at most one open meld: the triplet the ron completed",
    ),
    (
        HandShape(melds=(*RUNS, RUN), closed=False),
        "closed",
        "an open hand has at least one called (open) meld",
    ),
    (
        HandShape(melds=(TRIPLET, TRIPLET, TRIPLET, TRIPLET), wait="ryanmen"),
        "wait",
        "a ryanmen wait completes a run: the hand needs a run that was not called",
    ),
    (
        HandShape(melds=(TRIPLET, TRIPLET, TRIPLET, TRIPLET), wait="kanchan"),
        "wait",
        "a kanchan wait completes a run: the hand needs a run that was not called",
    ),
    (
        HandShape(
            melds=(CALLED_RUN, CALLED_RUN, CALLED_RUN, TRIPLET), wait="penchan", closed=False
        ),
        "wait",
        "a penchan wait completes a run: the hand needs a run that was not called",
    ),
    (
        HandShape(melds=(*RUNS, RUN), wait="shanpon"),
        "wait",
        "a shanpon wait completes a triplet: the hand needs an open (completed by ron) triplet",
    ),
    (
        HandShape(melds=(*RUNS, TRIPLET), wait="shanpon"),
        "wait",
        "a shanpon wait completes a triplet: the hand needs an open (completed by ron) triplet",
    ),
    (
        HandShape(
            melds=(CALLED_RUN, RUN, RUN, OPEN_TRIPLET), wait="shanpon", tsumo=True, closed=False
        ),
        "wait",
        "a shanpon wait completes a triplet: the hand needs a closed triplet",
    ),
    (
        HandShape(melds=(*RUNS, Meld("quad")), wait="shanpon", tsumo=True),
        "wait",
        "a shanpon wait completes a triplet: the hand needs a closed triplet",
    ),
]


@pytest.mark.parametrize(("shape", "field", "words"), REFUSED)
def test_impossible_shapes_are_refused(shape: HandShape, field: str, words: str) -> None:
    with pytest.raises(RuleError) as err:
        count_fu(shape, STANDARD)
    assert err.value.field == field
    assert err.value.message == words  # the whole sentence: a page or dialog shows it as is


def test_shanpon_on_tsumo_with_a_closed_triplet_is_fine() -> None:
    shape = HandShape(melds=(*RUNS, TRIPLET), wait="shanpon", tsumo=True)
    assert [fu for _, fu in fu_items(count_fu(shape, STANDARD))] == [20, 4, 2]


# --- properties ---------------------------------------------------------------------------

melds = st.builds(
    Meld,
    kind=st.sampled_from(["run", "triplet", "quad"]),
    terminal_or_honor=st.booleans(),
    open=st.booleans(),
)
shapes = st.builds(
    HandShape,
    melds=st.tuples(melds, melds, melds, melds),
    pair=st.sampled_from(["plain", "yakuhai", "double_wind"]),
    wait=st.sampled_from(["ryanmen", "shanpon", "kanchan", "penchan", "tanki"]),
    tsumo=st.booleans(),
    closed=st.booleans(),
)


@given(shapes)
def test_every_countable_hand_has_a_possible_fu(shape: HandShape) -> None:
    """The fu rules never produce what RULES.md calls impossible: 20 fu on ron (the erratum's
    argument), fu below 20, fu not rounded to 10; and the items add up."""
    try:
        count = count_fu(shape, STANDARD)
    except RuleError:
        return
    assert count.raw == sum(item.fu for item in count.items)
    assert count.total % 10 == 0
    assert count.raw <= count.total < count.raw + 10
    assert count.total >= 20
    assert check_han_fu(2, count.total, shape.tsumo, STANDARD) is None
    if count.total == 20:
        assert shape.tsumo
        assert shape.closed  # pinfu tsumo
    if shape.closed and not shape.tsumo:
        assert count.total >= 30
    assert all(item.reason for item in count.items)


def _marked_reasons() -> set[str]:
    """The literals fu.py marks ``QT_TRANSLATE_NOOP("Fu", "...")`` for translation."""
    tree = ast.parse((Path(fu_module.__file__ or "")).read_text(encoding="utf-8"))
    return {
        node.args[1].value
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "QT_TRANSLATE_NOOP"
        and isinstance(node.args[0], ast.Constant)
        and node.args[0].value == "Fu"
        and isinstance(node.args[1], ast.Constant)
        and isinstance(node.args[1].value, str)
    }


def test_every_reason_is_a_marked_literal_so_the_ui_can_translate_it() -> None:
    """Every reason of every hand the fu trainer draws (all presets) is marked under "Fu"."""
    marked = _marked_reasons()
    reasons = {
        meld_reason(Meld(k, t, o))
        for k in ("run", "triplet", "quad")
        for t in (False, True)
        for o in (False, True)
    }
    for preset in sorted(PRESETS):
        rules = get_preset(preset)
        generator = random.Random(preset)
        for _ in range(300):
            hand = generate_hand(generator, rules)
            reasons |= {item.reason for item in count_fu(hand.shape, rules).items}
    for fu in (2, 4):
        shape = HandShape(melds=(*RUNS, Meld("triplet")), pair="double_wind", wait="tanki")
        reasons |= {
            i.reason for i in count_fu(shape, STANDARD.replace(double_wind_pair_fu=fu)).items
        }
    assert reasons <= marked
    assert len(reasons) >= 20
