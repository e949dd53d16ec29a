"""Each value taken from outside is checked field by field; a bad one is refused with a
one-line sentence naming the field and what is wrong."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scoretable.engine.table import Win, WinEntry, action_to_dict
from scoretable.storage import validate
from scoretable.storage.validate import ExchangeError

RON = action_to_dict(Win((WinEntry(winner=1, han=3, fu=30),), discarder=0))


@pytest.mark.parametrize(
    ("check", "value", "message"),
    [
        (lambda v: validate.text(v, "title", 5), "sixsix", r"^title: is longer than 5 characters$"),
        (validate.number, float("inf"), r"^x: should be a number from -1000000000 to 1000000000"),
        (validate.number, 10**10, r"^x: should be a number from"),
        (validate.number, True, r"^x: should be a number from"),
        (
            lambda v: validate.entry(v, "log[0]"),
            {**RON, "deep": {"a": {"b": {"c": {"d": 1}}}}},
            r"^log\[0\]\.deep\.a\.b\.c\.d: is nested too deeply$",
        ),
        (
            lambda v: validate.result(v, "result"),
            {"points": [1.0, 2.0, 3.0, -6.0], "placements": [0, 1, 1, 3]},
            r"^result\.placements: should name each seat once$",
        ),
        (
            lambda v: validate.result(v, "result"),
            {"points": [1.0, 2.0, 3.0, -6.0], "placements": [0, 1, 2, 9]},
            r"^result\.placements\[3\]: should be an integer from 0 to 3, not 9$",
        ),
        (
            lambda v: validate.result(v, "result"),
            {"points": [1.0, 2.0, 3.0, -6.0], "ranks": [1, 2, 3, 9]},
            r"^result\.ranks\[3\]: should be an integer from 1 to 4, not 9$",
        ),
        (lambda v: validate.name(v, "players[1]"), " \t ", r"^players\[1\]: is empty$"),
    ],
    ids=[
        "long text",
        "infinite",
        "too large",
        "a boolean",
        "nested too deeply",
        "placements",
        "a placement out of range",
        "a rank out of range",
        "a name of nothing",
    ],
)
def test_a_bad_value_is_refused_naming_its_field(check: Any, value: Any, message: str) -> None:
    if check is validate.number:
        check = lambda v: validate.number(v, "x")  # noqa: E731
    with pytest.raises(ExchangeError, match=message):
        check(value)


@pytest.mark.parametrize(
    ("check", "value"),
    [
        (lambda v: validate.entry(v, "log[0]"), {"type": "rename", "seat": 3, "name": "Dee"}),
        (lambda v: validate.result(v, "result"), {"points": [1.0, 2.0, 3.0, -6.0]}),
        (
            lambda v: validate.result(v, "result"),
            {"points": [1.0, 2.0, 3.0, -6.0], "placements": [3, 2, 1, 0]},
        ),
        (lambda v: validate.number(v, "x"), 2.5),
    ],
    ids=["a rename without its old name", "points alone", "placements", "a number"],
)
def test_a_good_value_is_taken_as_it_is(check: Any, value: Any) -> None:
    assert check(value) == value


def test_a_log_longer_than_the_limit_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(validate, "MAX_LOG", 2)
    assert validate.log([RON, RON]) == [RON, RON]
    with pytest.raises(ExchangeError, match=r"^log: holds more than 2 entries$"):
        validate.log([RON, RON, RON])


def test_a_folder_is_not_a_file_to_read(tmp_path: Path) -> None:
    with pytest.raises(ExchangeError, match=r"is not a regular file$"):
        validate.read_file(tmp_path)


def test_a_missing_file_cannot_be_read(tmp_path: Path) -> None:
    with pytest.raises(ExchangeError, match=r"^gone\.json cannot be read as JSON: .*No such file"):
        validate.read_file(tmp_path / "gone.json")


def test_a_file_over_the_limit_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(validate, "MAX_FILE_BYTES", 1 << 20)
    path = tmp_path / "big.json"
    path.write_bytes(b" " * ((1 << 20) + 1))
    with pytest.raises(ExchangeError, match=r"^big\.json is larger than 1 MB$"):
        validate.read_file(path)
    path.write_bytes(b"[]")
    assert validate.read_json_file(path) == []


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ([1, 2], "rules: should be an object, not [1, 2]"),
        ("x" * 50, "rules: should be an object, not '" + "x" * 36 + "..."),
        (None, "rules: should be an object, not None"),
    ],
    ids=["a list", "a long text, cut", "null"],
)
def test_what_is_not_an_object_is_refused_quoting_what_it_is(value: Any, message: str) -> None:
    with pytest.raises(ExchangeError) as caught:
        validate.obj(value, "rules")
    assert str(caught.value) == message


@pytest.mark.parametrize(
    ("value", "taken"),
    [(0, True), (0.0, True), (5, True), (10, True), (10.0, True), (-1, False), (11, False)],
    ids=["low", "low as a float", "between", "high", "high as a float", "below", "above"],
)
def test_a_number_is_taken_from_its_low_to_its_high_both_included(
    value: float, taken: bool
) -> None:
    if taken:
        assert validate.number(value, "x", 0, 10) == value
    else:
        with pytest.raises(ExchangeError) as caught:
            validate.number(value, "x", 0, 10)
        assert str(caught.value) == f"x: should be a number from 0 to 10, not {value!r}"


@given(
    low=st.integers(-1000, 1000),
    span=st.integers(0, 1000),
    value=st.one_of(st.integers(-3000, 3000), st.floats(-3000, 3000)),
)
def test_a_number_is_taken_exactly_when_it_lies_within_its_bounds(
    low: int, span: int, value: float
) -> None:
    high = low + span
    if low <= value <= high:
        assert validate.number(value, "x", low, high) == value
    else:
        with pytest.raises(ExchangeError, match=r"^x: should be a number from "):
            validate.number(value, "x", low, high)
    # the bounds themselves are inside
    assert validate.number(low, "x", low, high) == low
    assert validate.number(high, "x", low, high) == high
