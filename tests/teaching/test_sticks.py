"""Payments as sticks: the fewest sticks of an amount (against every way there is), the
exchange that moves the fewest (handed minus change is the payment, each side gives only
what it holds), and the sentences that say them."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoretable.teaching.sticks import (
    STANDARD_SET,
    STICKS,
    Exchange,
    count,
    exchange,
    say_exchange,
    say_sticks,
    sticks_for,
    table_exchange,
    total,
)

amounts = st.integers(0, 300).map(lambda n: n * 100)
purses = st.fixed_dictionaries({value: st.integers(0, 4) for value in STICKS})


def _fewest_by_brute_force(amount: int) -> int:
    """The fewest sticks making ``amount``, by trying every stick last (dynamic programming)."""
    fewest = [0] + [10**9] * (amount // 100)
    for hundreds in range(1, amount // 100 + 1):
        fewest[hundreds] = 1 + min(
            fewest[hundreds - v // 100] for v in STICKS if v // 100 <= hundreds
        )
    return fewest[amount // 100]


@pytest.mark.parametrize(
    ("amount", "sticks"),
    [
        (0, {}),
        (100, {100: 1}),
        (7700, {5000: 1, 1000: 2, 100: 7}),
        (12000, {10000: 1, 1000: 2}),
        (31200, {10000: 3, 1000: 1, 100: 2}),
    ],
)
def test_the_fewest_sticks_of_known_amounts(amount: int, sticks: dict[int, int]) -> None:
    assert sticks_for(amount) == sticks


@given(st.integers(0, 260).map(lambda n: n * 100))
def test_the_fewest_sticks_are_the_fewest(amount: int) -> None:
    sticks = sticks_for(amount)
    assert total(sticks) == amount
    assert count(sticks) == _fewest_by_brute_force(amount)


@pytest.mark.parametrize("amount", [-100, 50, 7750])
def test_an_amount_that_is_no_sticks_is_refused(amount: int) -> None:
    with pytest.raises(ValueError, match="100-point sticks"):
        sticks_for(amount)
    with pytest.raises(ValueError, match="100-point sticks"):
        exchange(amount)


@pytest.mark.parametrize(
    ("amount", "handed", "change"),
    [
        # the beginner's case: a 10,000 stick and 2,300 back
        (7700, {10000: 1}, {1000: 2, 100: 3}),
        (1000, {1000: 1}, {}),
        (2900, {1000: 3}, {100: 1}),
        (3900, {5000: 1}, {1000: 1, 100: 1}),
        (12000, {10000: 1, 1000: 2}, {}),
        (0, {}, {}),
    ],
)
def test_known_exchanges_between_standard_sets(
    amount: int, handed: dict[int, int], change: dict[int, int]
) -> None:
    assert exchange(amount) == Exchange(amount, handed, change)


@settings(deadline=None)
@given(amounts, purses, purses)
def test_an_exchange_pays_exactly_from_what_each_holds(
    amount: int, purse: dict[int, int], receiver: dict[int, int]
) -> None:
    found = exchange(amount, purse, receiver)
    if found is None:  # no way at all (test_no_other_way_moves_fewer_sticks)
        return
    assert total(found.handed) - total(found.change) == amount
    assert all(found.handed[v] <= purse.get(v, 0) for v in found.handed)
    assert all(found.change[v] <= receiver.get(v, 0) for v in found.change)
    assert not set(found.handed) & set(found.change)


@settings(deadline=None)
@given(amounts)
def test_with_sticks_enough_the_exchange_is_the_fewest_sticks(amount: int) -> None:
    plenty = {value: 99 for value in STICKS}
    found = exchange(amount, plenty, {})
    assert found is not None
    assert found.change == {}
    assert found.handed == sticks_for(amount)


@settings(deadline=None, max_examples=60)
@given(amounts, purses, purses)
def test_no_other_way_moves_fewer_sticks(
    amount: int, purse: dict[int, int], receiver: dict[int, int]
) -> None:
    found = exchange(amount, purse, receiver)
    for numbers in itertools.product(*(range(purse[v] + 1) for v in STICKS)):
        paid = sum(n * v for n, v in zip(numbers, STICKS, strict=True))
        if paid < amount:
            continue
        for back in itertools.product(*(range(receiver[v] + 1) for v in STICKS)):
            if sum(n * v for n, v in zip(back, STICKS, strict=True)) != paid - amount:
                continue
            if any(h and b for h, b in zip(numbers, back, strict=True)):
                continue
            assert found is not None
            assert found.moved <= sum(numbers) + sum(back)


def test_a_payment_past_the_standard_sets_is_counted_out() -> None:
    assert exchange(32000) is None
    assert table_exchange(32000) == Exchange(32000, {10000: 3, 1000: 2}, {})
    assert table_exchange(7700).change == {1000: 2, 100: 3}
    assert total(STANDARD_SET) == 25000


@pytest.mark.parametrize(
    ("found", "text"),
    [
        (
            Exchange(7700, {10000: 1}, {1000: 2, 100: 3}),
            "Sticks: hand over 1 × 10,000; get 2,300 back: 2 × 1,000, 3 × 100.",
        ),
        (Exchange(1000, {1000: 1}, {}), "Sticks: hand over 1 × 1,000."),
        (None, "The sticks cannot make it."),
    ],
)
def test_exchanges_said(found: Exchange | None, text: str) -> None:
    assert say_exchange(found) == text


def test_sticks_said_and_translated() -> None:
    assert say_sticks({}) == "no sticks"
    assert say_sticks({100: 3, 10000: 2}) == "2 × 10,000, 3 × 100"

    def japanese(context: str, text: str) -> str:
        return {", ": "、", "no sticks": "なし"}.get(text, text)

    assert say_sticks({100: 3, 10000: 2}, japanese) == "2 × 10,000、3 × 100"
    assert say_sticks({}, japanese) == "なし"
