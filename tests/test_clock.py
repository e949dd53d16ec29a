"""The one clock (scoretable.clock): what it reads, what tests put in its place, and the
countdown of a span another clock counts, which this machine's wall clock never moves."""

from __future__ import annotations

import datetime
from typing import Any

import pytest
from helpers.fake_clock import MONOTONIC_START, START

from scoretable import clock


def test_the_frozen_clock_is_what_every_reading_gives(frozen_clock: Any) -> None:
    assert clock.timestamp() == START
    assert clock.now() == datetime.datetime(2027, 1, 15, 8, 0, tzinfo=datetime.UTC)
    assert clock.local_now() == clock.now()  # the same moment, in the system's zone
    assert clock.local_now().utcoffset() == clock.local(START).utcoffset()
    assert clock.today() == clock.local_now().date()
    assert clock.file_stamp() == f"{clock.local(START):%Y%m%d-%H%M%S}"
    assert clock.monotonic() == MONOTONIC_START
    frozen_clock.advance(90)
    assert (clock.timestamp(), clock.monotonic()) == (START + 90, MONOTONIC_START + 90)
    assert frozen_clock.iso(-90) == "2027-01-15T08:00:00.000000+00:00"  # the store's form


@pytest.mark.parametrize(
    "moment",
    [START, datetime.datetime(2027, 1, 15, 8, 0, tzinfo=datetime.UTC)],
    ids=["seconds", "datetime"],
)
def test_a_moment_is_shown_in_the_systems_zone_without_reading_the_clock(moment: Any) -> None:
    with clock.replaced(wall=lambda: pytest.fail("read the clock")):
        shown = clock.local(moment)
    assert shown == datetime.datetime(2027, 1, 15, 8, 0, tzinfo=datetime.UTC)
    assert shown.tzinfo is not None


def test_replaced_clocks_come_back_afterwards_each_alone() -> None:
    with clock.replaced(wall=lambda: 5.0):
        assert clock.timestamp() == 5.0
        with clock.replaced(monotonic=lambda: 7.0):
            assert (clock.timestamp(), clock.monotonic()) == (5.0, 7.0)
        assert clock.monotonic() != 7.0
    assert clock.timestamp() != 5.0


def test_a_countdown_runs_on_the_monotonic_clock_only(frozen_clock: Any) -> None:
    countdown = clock.Countdown(90)
    assert countdown.left() == 90
    frozen_clock.advance(30)
    assert countdown.left() == 60
    with clock.replaced(wall=lambda: START + 365 * 86400):  # this machine's clock set on
        assert countdown.left() == 60
    frozen_clock.advance(100)
    assert countdown.left() == -40
