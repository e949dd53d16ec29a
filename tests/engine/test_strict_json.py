"""JSON from outside read within bounds: each refusal one line, never Python's
RecursionError or its ValueError about ``sys.set_int_max_str_digits``; anything within the
bounds read exactly as ``json.loads`` reads it."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scoretable.engine.strict_json import JsonRefused, depth, loads


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("[" * 100_000 + "]" * 100_000, "nested more than 64 deep"),
        ('{"a": ' + "[" * 65 + "]" * 65 + "}", "nested more than 64 deep"),
        ("9" * 5000, "not JSON (a number of 5000 digits)"),
        ("-" + "9" * 31, "not JSON (a number of 31 digits)"),
        ("0." + "1" * 40, "not JSON (a number of 42 characters)"),
        ("1e400", "not JSON (1e400 is out of range)"),
        ("-1e400", "not JSON (-1e400 is out of range)"),
        ("NaN", "not JSON (NaN is not a number)"),
        ("[Infinity]", "not JSON (Infinity is not a number)"),
        ("{nope", "not JSON (Expecting property name enclosed in double quotes)"),
        ("", "not JSON (Expecting value)"),
    ],
    ids=[
        "100000 deep",
        "65 deep",
        "5000 digits",
        "31 digits",
        "42 characters",
        "1e400",
        "-1e400",
        "NaN",
        "Infinity",
        "broken",
        "empty",
    ],
)
def test_what_is_out_of_bounds_is_refused_in_one_line(text: str, said: str) -> None:
    with pytest.raises(JsonRefused) as refused:
        loads(text)
    assert str(refused.value) == said
    assert "\n" not in refused.value.detail


def test_a_refusal_s_detail_is_the_reason_alone() -> None:
    with pytest.raises(JsonRefused) as refused:
        loads("[1,\n 2,,]")
    assert refused.value.detail == "Expecting value: line 2 column 4"
    with pytest.raises(JsonRefused) as deep:
        loads("[[[1]]]", max_depth=2)
    assert deep.value.detail == str(deep.value) == "nested more than 2 deep"


@pytest.mark.parametrize(
    ("text", "deepest"),
    [
        ("[]", 1),
        ('["[[[[", {"a": "]]]"}]', 2),  # brackets in strings do not count
        ('["\\"[[[", [[1]]]', 3),  # nor after an escaped quote
        ('"unfinished [[[', 0),
        ("[[[", 3),
    ],
)
def test_depth_counts_brackets_outside_strings(text: str, deepest: int) -> None:
    assert depth(text) == deepest


JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(10**20), 10**20)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=4), inner),
    max_leaves=12,
)


@given(JSON)
def test_within_the_bounds_it_reads_as_json_loads(value: object) -> None:
    text = json.dumps(value)
    assert loads(text) == json.loads(text)
