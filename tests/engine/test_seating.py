"""Tournament seating: known answers, refusals and properties of the whole day's schedule."""

from __future__ import annotations

import itertools
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scoretable.engine.seating import (
    Schedule,
    SeatingError,
    meetings,
    plan,
    read_script,
    repeats,
    seats_for,
    swiss,
)

SIXTEEN = [f"P{n:02}" for n in range(16)]


def seated_once(schedule: Schedule, names: list[str]) -> bool:
    return all(
        sorted(name for table in session for name in table) == sorted(names)
        for session in schedule.sessions
    )


def test_sixteen_players_over_four_sessions_meet_no_one_twice() -> None:
    for seed in range(5):
        schedule = plan(SIXTEEN, 4, rng=random.Random(seed))
        assert schedule.repeats == 0
        assert max(meetings(schedule.sessions).values()) == 1
        # 4 sessions x 3 opponents = 12 of the 15 others, each once
        assert len(meetings(schedule.sessions)) == 16 * 12 // 2
        assert seated_once(schedule, SIXTEEN)
        assert schedule.notes == ()


def test_the_schedule_is_the_same_for_the_same_seed_and_differs_for_another() -> None:
    first = plan(SIXTEEN, 4, rng=random.Random(3))
    assert plan(SIXTEEN, 4, rng=random.Random(3)) == first
    assert plan(SIXTEEN, 4, rng=random.Random(4)).sessions[0] != first.sessions[0]


def test_when_everyone_must_meet_again_the_fewest_repeats_are_found() -> None:
    # 8 players, 3 sessions: 9 opponents each among 7 others; every schedule tried
    names = [f"P{n}" for n in range(8)]
    splits = [
        (tuple(group), tuple(n for n in names if n not in group))
        for group in itertools.combinations(names, 4)
        if "P0" in group
    ]

    def cost(schedule: list[tuple[tuple[str, ...], ...]]) -> int:
        return sum(m * (m - 1) // 2 for m in meetings(schedule).values())

    best = min(cost([splits[0], b, c]) for b in splits for c in splits)
    assert best == 12
    for seed in range(3):
        schedule = plan(names, 3, rng=random.Random(seed))
        assert cost(list(schedule.sessions)) == best


@pytest.mark.parametrize(
    ("sessions", "expected"),
    [
        ([[("A", "B", "C", "D")]], 0),
        ([[("A", "B", "C", "D")], [("D", "C", "B", "A")]], 6),
        (
            [
                [("A", "B", "C", "D"), ("E", "F", "G", "H")],
                [("A", "B", "E", "F"), ("C", "D", "G", "H")],
            ],
            4,
        ),
        ([[("A", "B", "C")], [("A", "B", "C")], [("A", "B", "C")]], 6),
    ],
)
def test_repeats_count_each_meeting_after_the_first(
    sessions: list[list[tuple[str, ...]]], expected: int
) -> None:
    assert repeats(sessions) == expected


def test_teammates_never_share_a_table() -> None:
    # four teams of four: each table takes one of each, and still no one meets twice
    teams = {name: f"T{n % 4}" for n, name in enumerate(SIXTEEN)}
    schedule = plan(SIXTEEN, 4, rng=random.Random(2), teams=teams)
    for session in schedule.sessions:
        for table in session:
            assert len({teams[p] for p in table}) == 4
    assert schedule.repeats == 0
    assert schedule.notes == ()


def test_teammates_who_cannot_be_kept_apart_are_said() -> None:
    teams = dict.fromkeys("ABCDEFGH", "Osaka")
    schedule = plan(list("ABCDEFGH"), 2, rng=random.Random(0), teams=teams)
    assert [n.message for n in schedule.notes] == [
        "teammates share a table 24 times: there are too few other players to keep them apart"
    ]


def test_winds_are_shuffled_at_each_table() -> None:
    easts = {plan(SIXTEEN, 1, rng=random.Random(seed)).sessions[0][0][0] for seed in range(30)}
    assert len(easts) > 4


def test_played_sessions_are_kept_and_the_rest_planned_around_them() -> None:
    first = plan(SIXTEEN, 4, rng=random.Random(5))
    again = plan(SIXTEEN, 4, rng=random.Random(9), played=first.sessions[:2])
    assert again.sessions[:2] == first.sessions[:2]
    assert again.sessions[2:] != first.sessions[2:]
    assert again.repeats == 0
    assert plan(SIXTEEN, 2, played=first.sessions[:2]).sessions == first.sessions[:2]


def test_one_table_is_seated_without_search() -> None:
    schedule = plan(list("ABCD"), 3, rng=random.Random(0))
    assert [sorted(s[0]) for s in schedule.sessions] == [list("ABCD")] * 3


@pytest.mark.parametrize(
    ("count", "size", "added"),
    [(17, 4, 3), (18, 4, 2), (19, 4, 1), (20, 4, 0), (10, 3, 2), (11, 3, 1), (12, 3, 0)],
)
def test_a_count_not_a_multiple_of_the_table_gets_substitutes_seats(
    count: int, size: int, added: int
) -> None:
    names = [f"P{n}" for n in range(count)]
    schedule = plan(names, 2, rng=random.Random(0), size=size)
    subs = [f"Substitute {n}" for n in range(1, added + 1)]
    assert seated_once(schedule, names + subs)
    assert all(len(t) == size for s in schedule.sessions for t in s)
    if added:
        assert schedule.notes[0].message == (
            f"{count} players do not fill tables of {size}: {added} substitutes' seats added"
            f" ({', '.join(subs)}); seat a substitute in each, or the tables are short"
        )
    else:
        assert schedule.notes == ()


@pytest.mark.parametrize(
    ("players", "size", "message"),
    [
        (list("ABCD"), 5, "a table seats three or four players, not 5"),
        (["A", " ", "C", "D"], 4, "a player has no name"),
        (["A", "B", "C", "A "], 4, "'A' is listed twice"),
        (list("ABC"), 4, "3 players cannot fill a table of 4: add players"),
        (
            ["A", "B", "C", "D", "Substitute 1"],
            4,
            "'Substitute 1' is the name of a substitute's seat: rename the player",
        ),
    ],
)
def test_bad_players_are_refused_in_one_line(players: list[str], size: int, message: str) -> None:
    with pytest.raises(SeatingError) as caught:
        seats_for(players, size)
    assert str(caught.value) == message


@pytest.mark.parametrize(
    ("sessions", "played", "message"),
    [
        (0, (), "a tournament has 1 to 64 sessions, not 0"),
        (65, (), "a tournament has 1 to 64 sessions, not 65"),
        (1, [[list("ABCD")], [list("ABCD")]], "2 sessions were played, more than the 1 planned"),
        (
            2,
            [[list("ABCD"), list("ABC")]],
            "session 1: the tables must all seat three players, or all four",
        ),
        (2, [[]], "session 1: the tables must all seat three players, or all four"),
        (2, [[list("ABCE")]], "session 1: 'E' is not a player"),
        (2, [[list("ABCA")]], "session 1: 'A' is seated twice"),
    ],
)
def test_bad_plans_are_refused_in_one_line(
    sessions: int, played: list[list[list[str]]], message: str
) -> None:
    with pytest.raises(SeatingError) as caught:
        plan(list("ABCD"), sessions, played=played)
    assert str(caught.value) == message


def test_a_played_session_must_seat_everyone() -> None:
    with pytest.raises(SeatingError, match=r"^session 1: 'E' has no seat$"):
        plan(list("ABCDEFGH"), 2, played=[[list("ABCD")]])


def test_refusals_are_translated() -> None:
    with pytest.raises(SeatingError) as caught:
        seats_for(list("AB"), 4)
    assert caught.value.text(lambda context, text: f"[{context}] {text}") == (
        "[Seating] 2 players cannot fill a table of 4: add players"
    )


def test_swiss_seats_by_standing() -> None:
    order = [f"R{n}" for n in range(1, 13)]
    session = swiss(order, rng=random.Random(0)).sessions[0]
    assert [sorted(t) for t in session] == [
        sorted(order[0:4]),
        sorted(order[4:8]),
        sorted(order[8:12]),
    ]


def test_swiss_moves_a_teammate_to_the_nearest_table() -> None:
    order = [f"R{n}" for n in range(1, 13)]
    teams = {"R1": "Kyoto", "R3": "Kyoto", "R9": "Nara", "R12": "Nara"}
    schedule = swiss(order, teams=teams, rng=random.Random(0))
    tables = [sorted(t) for t in schedule.sessions[0]]
    # R3 changes places with R5, the nearest below who is not a teammate of R1, and R12
    # (last) with R8, the nearest above
    assert tables == [
        sorted(["R1", "R2", "R5", "R4"]),
        sorted(["R3", "R6", "R7", "R12"]),
        sorted(["R9", "R10", "R11", "R8"]),
    ]
    assert schedule.notes == ()


def test_swiss_says_when_teammates_cannot_be_kept_apart() -> None:
    schedule = swiss(list("ABCDEFGH"), teams=dict.fromkeys("ABCDEF", "Kobe"), rng=random.Random(0))
    assert seated_once(schedule, list("ABCDEFGH"))
    assert schedule.notes[0].message.startswith("teammates share a table 6 times")


def test_a_script_in_json_is_what_seat_json_writes() -> None:
    first = plan(SIXTEEN, 2, rng=random.Random(0))
    assert read_script(json.dumps(first.as_json()), SIXTEEN) == first


def test_a_script_in_text_has_a_table_a_line_and_a_blank_line_between_sessions() -> None:
    text = "A, B, C, D\nE,F,G,H\n\n\n\nA,E, B ,F\r\nC, G,D,H\n"
    schedule = read_script(text, list("ABCDEFGH"))
    assert schedule.sessions == (
        (tuple("ABCD"), tuple("EFGH")),
        (tuple("AEBF"), tuple("CGDH")),
    )
    three = read_script("A,B,C\nD,E,Substitute 1", list("ABCDE"))
    assert three.sessions == ((tuple("ABC"), ("D", "E", "Substitute 1")),)
    assert three.notes[0].message.startswith("5 players do not fill tables of 3")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "the seating file seats no one"),
        ("{nope", "the seating file is not valid JSON: "),
        ("[]", "the seating file must hold "),
        ('{"sessions": 3}', "the seating file must hold "),
        ('{"sessions": [[["A", 1]]]}', "the seating file must hold "),
        ('{"tables": []}', "the seating file must hold "),
        ('{"sessions": []}', "the seating file seats no one"),
        ('{"sessions": [[]]}', "session 1: the tables must all seat three players, or all four"),
        ("A,B,C,D,E", "session 1: the tables must all seat three players, or all four"),
        ("A,B,C,D\n\nA,B,C", "session 2: 'D' has no seat"),
        ("A,B,C,X", "session 1: 'X' is not a player"),
    ],
)
def test_a_bad_script_is_refused_in_one_line(text: str, message: str) -> None:
    with pytest.raises(SeatingError) as caught:
        read_script(text, list("ABCD"))
    assert str(caught.value).startswith(message)
    assert "\n" not in str(caught.value)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    count=st.integers(min_value=3, max_value=30),
    sessions=st.integers(min_value=1, max_value=5),
    size=st.sampled_from([3, 4]),
    seed=st.integers(min_value=0, max_value=2**16),
)
def test_everyone_is_seated_once_a_session_and_repeats_never_fall_below_the_floor(
    count: int, sessions: int, size: int, seed: int
) -> None:
    names = [f"N{n}" for n in range(count)]
    if count < size:
        with pytest.raises(SeatingError):
            plan(names, sessions, rng=random.Random(seed), size=size, effort=20)
        return
    schedule = plan(names, sessions, rng=random.Random(seed), size=size, effort=20)
    seats, _ = seats_for(names, size)
    assert seated_once(schedule, seats)
    assert len(schedule.sessions) == sessions
    per_player = sessions * (size - 1) - (len(seats) - 1)
    assert schedule.repeats >= max(0, per_player) * len(seats) // 2
    again = read_script(json.dumps(schedule.as_json()), names)
    assert again.sessions == schedule.sessions
    assert [n.message for n in again.notes] == [n.message for n in schedule.notes][
        : len(again.notes)
    ]
    assert len(again.notes) == (1 if len(seats) > count else 0)


@settings(max_examples=25, deadline=None)
@given(
    tables=st.integers(min_value=2, max_value=6),
    seed=st.integers(min_value=0, max_value=2**16),
)
def test_pairs_of_teammates_are_always_kept_apart(tables: int, seed: int) -> None:
    names = [f"N{n}" for n in range(tables * 4)]
    teams = {name: f"team {n // 2}" for n, name in enumerate(names)}
    schedule = plan(names, 3, rng=random.Random(seed), teams=teams, effort=50)
    for table in itertools.chain.from_iterable(schedule.sessions):
        assert len({teams[p] for p in table}) == 4
    standing = swiss(names, teams=teams, rng=random.Random(seed))
    for table in standing.sessions[0]:
        assert len({teams[p] for p in table}) == 4
