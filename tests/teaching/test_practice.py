"""The adaptive practice's schedule (known answers and properties) and the simulated learner."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scoretable.teaching.practice import (
    ALL_PAYMENTS,
    INTERVALS,
    Learner,
    Schedule,
    SkillRecord,
    beginner_error,
    payment_accuracy,
    simulate,
)
from scoretable.teaching.worth import course

COURSE = course()


def test_a_right_answer_moves_a_skill_up_and_spaces_it_out() -> None:
    schedule = Schedule()
    for n, box in enumerate([1, 2, 3, 4, 5, 5]):
        schedule.update({"han": True})
        record = schedule.records["han"]
        assert (record.box, record.due) == (box, n + INTERVALS[box])
    assert schedule.clock == 6
    assert schedule.records["han"].right == 6


def test_a_wrong_answer_puts_it_back_due_at_the_next_question() -> None:
    schedule = Schedule()
    schedule.update({"han": True})
    schedule.update({"han": True})
    schedule.update({"han": False})
    record = schedule.records["han"]
    assert (record.box, record.due, record.right, record.wrong) == (0, 3, 2, 1)
    assert record.ratio() == pytest.approx(2 / 3)
    assert SkillRecord("x").ratio() == 0.0


def test_urgency_new_due_and_overdue() -> None:
    schedule = Schedule(records={"a": SkillRecord("a", box=2, due=4)}, clock=3)
    assert schedule.urgency("never") == 1.0
    assert schedule.urgency("a") == 0.0  # due at question 4
    schedule.clock = 4
    assert schedule.urgency("a") == 2.0
    schedule.clock = 12
    assert schedule.urgency("a") == 2.0 + 8 / INTERVALS[2]


def test_the_next_question_is_the_one_most_due() -> None:
    ron = next(q for q in COURSE if q.skills("payment") == ["pay:ron"])
    tsumo = next(q for q in COURSE if q.skills("payment") == ["pay:tsumo"])
    schedule = Schedule()
    schedule.update({"pay:ron": True, "pay:tsumo": False})
    assert schedule.choose([ron, tsumo], "payment") is tsumo  # due again at once
    schedule.update({"pay:tsumo": True})
    # neither due: the one asked longest ago (never), then the first
    assert schedule.choose([ron, tsumo], "payment") is ron
    schedule.update({}, tsumo)
    assert schedule.asked == {tsumo.key: 2}
    # the ron is overdue longer; the tsumo was just asked anyway
    assert schedule.choose([ron, tsumo], "payment") is ron
    assert schedule.choose([tsumo], "payment") is tsumo  # the only one
    # the same skills: the question asked longest ago
    other = next(q for q in COURSE if q.skills("payment") == ["pay:ron"] and q is not ron)
    schedule.update({}, ron)
    schedule.update({}, tsumo)
    assert schedule.choose([ron, other], "payment") is other
    schedule.update({"han": True}, ron, tick=False)  # a step before the question's last
    assert schedule.clock == 5
    assert schedule.asked[ron.key] == 5


@given(st.lists(st.dictionaries(st.sampled_from(["a", "b", "c"]), st.booleans()), max_size=60))
def test_each_answer_is_counted_and_a_miss_comes_back_next(
    answers: list[dict[str, bool]],
) -> None:
    schedule = Schedule()
    for judged in answers:
        schedule.update(judged)
        for skill, right in judged.items():
            record = schedule.records[skill]
            assert record.due == schedule.clock - 1 + INTERVALS[record.box]
            if not right:
                assert record.box == 0
                assert schedule.urgency(skill) >= 2.0
    for skill, record in schedule.records.items():
        assert record.seen == sum(skill in judged for judged in answers)
        assert 0 <= record.box < len(INTERVALS)
    assert schedule.clock == len(answers)


def test_the_learner_model() -> None:
    learner = Learner(random.Random(1))
    assert learner.error("pay:ron") == pytest.approx(0.01 + beginner_error("pay:ron"))
    assert learner.chance(["pay:ron", "limit"]) == pytest.approx((1 - 0.71) * (1 - 0.51))
    learner.learn({"pay:ron": False})
    assert learner.knowledge["pay:ron"] == pytest.approx(0.3)  # a miss corrected teaches most
    learner.learn({"pay:ron": True})
    # forgot 3% of 0.3 (no right answer yet), then learned a tenth of what it lacks
    assert learner.knowledge["pay:ron"] == pytest.approx(0.291 + 0.709 * 0.1)
    before = learner.knowledge["pay:ron"]
    learner.learn({})
    assert learner.knowledge["pay:ron"] == pytest.approx(before * (1 - 0.03 / 2))
    drawn = learner.answer(["han", "fu:base"])
    assert set(drawn) == {"han", "fu:base"}
    assert payment_accuracy(learner, COURSE) > payment_accuracy(Learner(random.Random(0)), COURSE)
    assert beginner_error("pay:dealer ron") > beginner_error("pay:ron")


def test_a_beginner_is_far_from_the_goal() -> None:
    assert payment_accuracy(Learner(random.Random(0)), COURSE) < 0.3
    assert payment_accuracy(Learner(random.Random(0)), COURSE, ALL_PAYMENTS) < 0.3


@pytest.mark.parametrize("adaptive", [False, True])
def test_the_simulated_learner_gets_there_with_either_order(adaptive: bool) -> None:
    needed = simulate(COURSE, adaptive, seed=3)
    assert 20 < needed < 400
    assert simulate(COURSE, adaptive, seed=3) == needed  # the seed decides
    assert simulate(COURSE, adaptive, seed=3, target=1.01, limit=5) == 5  # never: the limit


def test_a_schedule_from_its_stored_numbers_and_back() -> None:
    schedule = Schedule()
    schedule.update({"han": True, "fu:wait": False}, COURSE[0])
    numbers = schedule.numbers(["han", "fu:wait"])
    assert numbers == {"han": (1, 2, 1, 0), "fu:wait": (0, 1, 0, 1)}
    assert Schedule.restore(numbers, schedule.clock, schedule.asked) == schedule
