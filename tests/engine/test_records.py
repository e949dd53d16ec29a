"""A record behaves as the frozen dataclass it replaces: equality, hash, repr, immutability,
pattern matching (issue 30: made without a dataclass's cost at start-up)."""

from __future__ import annotations

import dataclasses
from typing import Any, ClassVar

import pytest

from scoretable.engine.game_rows import Hand, HandsChange
from scoretable.engine.records import Record, set_field
from scoretable.engine.rules import get_preset
from scoretable.engine.scoring import HandValue, TableRow
from scoretable.engine.settlement import Payment, Settlement, Transfer
from scoretable.engine.table import (
    AbortiveDraw,
    CancelRiichi,
    Chombo,
    DeclareRiichi,
    EndGame,
    ExhaustiveDraw,
    Step,
    Win,
    WinEntry,
    new_game,
)
from scoretable.settings import LANGUAGE, Setting

STATE = new_game(get_preset("standard"))
ENTRY = WinEntry(0, 3, 30, pao_yaku="daisangen")
VALUE = HandValue(han=3, fu=30, yakuman=0, basic=960, limit=None, formula=(30, 3, 960))

# one of each record the engine, the model's rows and the settings make
RECORDS: list[Record] = [
    DeclareRiichi(2),
    CancelRiichi(seat=1),
    ENTRY,
    Win((ENTRY,), discarder=2),
    Win((ENTRY,)),
    ExhaustiveDraw(frozenset({0, 2})),
    ExhaustiveDraw(),
    AbortiveDraw("reach4"),
    Chombo(3),
    EndGame(),
    Step(STATE, Settlement(kind="riichi")),
    VALUE,
    TableRow(3, 30, None, 3900, (1000, 2000), 5800, 2000),
    Transfer(1, 0, 3900, "hand", win_index=0),
    Payment(1, 1, 3840, 3900, share=0.5, pao=True),
    Hand(1, STATE, STATE, Chombo(0), None, (25000,) * 4, (25000,) * 4, ("A", "B", "C", "D")),
    HandsChange(0, 1, 2),
    LANGUAGE,
]


def twin(record: Record) -> Any:
    """The frozen dataclass with the same class name and fields, holding the same values."""
    names = record.__match_args__
    cls = dataclasses.make_dataclass(
        type(record).__name__, [(name, object) for name in names], frozen=True
    )
    cls.__qualname__ = type(record).__qualname__
    return cls(*(getattr(record, name) for name in names))


def changed(record: Record) -> Record:
    """A record of the same class whose first field differs (made through its __init__)."""
    names = record.__match_args__
    values = {name: getattr(record, name) for name in names}
    values[names[0]] = ("another", values[names[0]])
    return type(record)(**values)


def _ids(record: Record) -> str:
    return type(record).__name__


@pytest.mark.parametrize("record", RECORDS, ids=_ids)
def test_a_record_reads_and_compares_as_its_dataclass(record: Record) -> None:
    same = twin(record)
    assert repr(record) == repr(same)
    assert hash(record) == hash(same)
    assert record.__match_args__ == same.__match_args__
    fields = [f.name for f in dataclasses.fields(same)]
    assert [getattr(record, n) for n in fields] == [getattr(same, n) for n in fields]
    copy = type(record)(**{name: getattr(record, name) for name in record.__match_args__})
    assert copy == record
    assert copy is not record
    assert hash(copy) == hash(record)
    # a record equals only a record of its own class (its dataclass twin is another class)
    assert record != same
    assert record.__eq__(same) is NotImplemented
    assert record.__eq__(object()) is NotImplemented


@pytest.mark.parametrize("record", [r for r in RECORDS if r.__match_args__], ids=_ids)
def test_a_record_with_another_field_differs(record: Record) -> None:
    other = changed(record)
    assert other != record
    assert not other == record  # noqa: SIM201  (the __eq__, not only __ne__)


@pytest.mark.parametrize("record", RECORDS, ids=_ids)
def test_a_record_cannot_change(record: Record) -> None:
    same = twin(record)
    name = record.__match_args__[0] if record.__match_args__ else "seat"
    with pytest.raises(dataclasses.FrozenInstanceError) as ours:
        setattr(record, name, 1)
    with pytest.raises(dataclasses.FrozenInstanceError) as theirs:
        setattr(same, name, 1)
    assert str(ours.value) == str(theirs.value)
    with pytest.raises(dataclasses.FrozenInstanceError) as ours:
        delattr(record, name)
    with pytest.raises(dataclasses.FrozenInstanceError) as theirs:
        delattr(same, name)
    assert str(ours.value) == str(theirs.value)
    assert repr(record) == repr(twin(record))  # nothing changed


def test_a_record_matches_by_position_and_keeps_its_defaults() -> None:
    match Win((ENTRY,), 2):
        case Win((WinEntry(winner, han, fu),), discarder):
            assert (winner, han, fu, discarder) == (0, 3, 30, 2)
        case _:  # pragma: no cover - the case above matches
            pytest.fail("a Win did not match by position")
    assert WinEntry(1) == WinEntry(1, 0, None, 0, 0, None, None, None, None, 0)
    assert Transfer(0, None, 1000, "riichi") == Transfer(0, None, 1000, "riichi", None, False)
    assert Setting("k", int, 1) == Setting("k", int, 1, ())


def test_only_annotated_fields_count_and_class_variables_do_not() -> None:
    class Pair(Record):
        kind: ClassVar[str] = "pair"
        first: int
        second: int

        def __init__(self, first: int, second: int) -> None:
            set_field(self, "first", first)
            set_field(self, "second", second)

    assert Pair.__match_args__ == ("first", "second")
    assert repr(Pair(1, 2)) == f"{Pair.__qualname__}(first=1, second=2)"
    assert {Pair(1, 2), Pair(1, 2), Pair(2, 1)} == {Pair(1, 2), Pair(2, 1)}
    assert Pair(1, 2) != Pair(2, 1)


@pytest.mark.parametrize(
    ("one", "other"),
    [(DeclareRiichi(1), CancelRiichi(1)), (Chombo(2), DeclareRiichi(2)), (EndGame(), Win(()))],
    ids=["riichi and its cancel", "chombo and riichi", "end and an empty win"],
)
def test_records_of_two_classes_never_equal(one: Record, other: Record) -> None:
    # the same values in another class: another record (a riichi is not its cancel)
    assert one != other
    assert one.__eq__(other) is NotImplemented
    assert len({one, other}) == 2
