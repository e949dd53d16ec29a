"""Hypothesis strategies for the table: every preset and some variants, and random actions
(riichi, wins of one or several winners, draws, chombo)."""

from __future__ import annotations

from hypothesis import strategies as st

from scoretable.engine.rules import PRESETS
from scoretable.engine.table import (
    AbortiveDraw,
    Action,
    CancelRiichi,
    Chombo,
    DeclareRiichi,
    ExhaustiveDraw,
    Win,
    WinEntry,
)

RULES = [
    *PRESETS.values(),
    PRESETS["standard"].replace(leftover_sticks="lost", rinshan_pao=True, basengo=True),
    PRESETS["tenhou"].replace(ryanhan_shibari=True, tie_break="split", yakitori=True),
    PRESETS["tenhou-sanma"].replace(tsumo_north="bisection", honba_tsumo="half"),
    PRESETS["standard-sanma"].replace(
        tsumo_north="bisection", basengo=True, nagashi_mangan=True, chombo="final_penalty"
    ),
    PRESETS["mahjongsoul-sanma"].replace(tie_break="split", yakitori=True, leftover_sticks="lost"),
]


seats = st.integers(0, 3)


FU = [None, 20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110]


@st.composite
def entries(draw: st.DrawFn, winner: int) -> WinEntry:
    yakuman = draw(st.sampled_from([0, 0, 0, 1, 2]))
    return WinEntry(
        winner=winner,
        han=draw(st.integers(1, 14)),
        fu=draw(st.sampled_from(FU)),
        yakuman=yakuman,
        double_yakuman=draw(st.integers(0, yakuman)),
        pao=draw(st.one_of(st.none(), seats)) if yakuman else None,
        pao_yakuman=draw(st.one_of(st.none(), st.integers(1, 2))) if yakuman else None,
        rinshan_pao=draw(st.none() | st.none() | st.none() | seats) if not yakuman else None,
        nukidora=draw(st.sampled_from([0, 0, 0, 0, 0, 1, 2, 5])),
    )


@st.composite
def wins(draw: st.DrawFn) -> Win:
    discarder = draw(st.one_of(st.none(), seats))
    if discarder is None:
        return Win(entries=(draw(entries(draw(seats))),))
    others = [seat for seat in range(4) if seat != discarder]
    winners = draw(st.lists(st.sampled_from(others), min_size=1, max_size=3, unique=True))
    return Win(entries=tuple(draw(entries(w)) for w in winners), discarder=discarder)


actions: st.SearchStrategy[Action] = st.one_of(
    st.builds(DeclareRiichi, seats),
    st.builds(DeclareRiichi, seats),
    st.builds(CancelRiichi, seats),
    wins(),
    wins(),
    wins(),
    st.builds(
        ExhaustiveDraw,
        tenpai=st.frozensets(seats),
        nagashi=st.frozensets(seats, max_size=1) | st.just(frozenset()),
    ),
    st.builds(AbortiveDraw, st.sampled_from(["kyuushu", "kaze4", "reach4", "kan4", "ron3"])),
    st.builds(Chombo, seats),
)
