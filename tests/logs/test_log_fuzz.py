"""Real Tenhou logs from ../shared/oracle/raw altered (attributes dropped, numbers changed,
hands cut or repeated, names made hostile, encodings broken): each is refused with a one-line
message and nothing stored, or imported exactly as the log says (tests/helpers/log_mutations.py).
A longer run counting outcomes: benchmarks/fuzz_logs.py."""

from __future__ import annotations

from collections import Counter

import pytest
from helpers.log_mutations import RAW, SOURCES, draw_altered, judge
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scoretable.storage.db import open_memory_store

pytestmark = pytest.mark.skipif(not SOURCES, reason=f"the real Tenhou logs ({RAW}) are absent")

OUTCOMES: Counter[str] = Counter()


@pytest.fixture(scope="module")
def memory_store():
    store = open_memory_store()
    yield store
    store.close()


@settings(
    max_examples=1000,
    derandomize=True,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(data=st.data())
def test_an_altered_real_log_is_refused_in_one_line_or_imported_as_it_says(
    data, memory_store, tmp_path_factory
):
    source = data.draw(st.sampled_from(SOURCES), label="source")
    altered = draw_altered(data.draw, source)
    path = tmp_path_factory.getbasetemp() / f"fuzz{source.suffix}"
    OUTCOMES[judge(memory_store, path, altered).split(":")[0]] += 1


def test_the_fuzz_both_refused_and_imported(memory_store, tmp_path):
    """The run above exercised both outcomes (a judge that only ever saw refusals would prove
    little about imports)."""
    if not OUTCOMES:
        pytest.skip("the fuzz test did not run first")
    assert OUTCOMES["refused"] > 100
    assert OUTCOMES["imported finished"] + OUTCOMES["imported unfinished"] > 100
