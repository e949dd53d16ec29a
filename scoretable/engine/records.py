"""Small immutable records, made without the cost of ``@dataclass`` at start-up.

A frozen dataclass writes the source of five methods for its class and compiles each when its
module is imported: about 0.4 ms a class on Python 3.11, 13 ms of the window's start-up for
the records the first picture loads (``benchmarks/bench_startup.py``, issue 30). A
:class:`Record` subclass writes its own ``__init__`` (each field set with :func:`set_field`)
and inherits the rest, which behave exactly as a frozen dataclass's do:

- its fields are its class's annotations, in order (``__match_args__`` too);
- ``==`` compares a record with one of the same class only, as the tuple of its fields (any
  other object: ``NotImplemented``), and its hash is that tuple's;
- its repr is ``Name(field=value, ...)``;
- assigning or deleting any attribute raises :class:`dataclasses.FrozenInstanceError`.

    class Chombo(Record):
        seat: int

        def __init__(self, seat: int) -> None:
            set_field(self, "seat", seat)

The records ``dataclasses.replace``, ``fields`` or ``asdict`` is used on (the rules, a table
state, a settlement...) stay dataclasses.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import FrozenInstanceError
from inspect import get_annotations
from operator import attrgetter
from typing import Any, ClassVar

# how a record's __init__ sets a field past the frozen __setattr__ (as a dataclass's does)
set_field = object.__setattr__

# each record class's fields as a tuple, read in one call (operator.attrgetter)
_VALUES: dict[type, Callable[[Any], tuple[Any, ...]]] = {}


def _values_of(names: tuple[str, ...]) -> Callable[[Any], tuple[Any, ...]]:
    """A function from a record to the tuple of its fields ``names``."""
    if len(names) > 1:
        return attrgetter(*names)  # a tuple for two or more
    if names:
        one = attrgetter(names[0])
        return lambda record: (one(record),)
    return lambda record: ()


class Record:
    """An immutable record: see the module docstring."""

    __slots__ = ()
    # the fields, in order: the subclass's annotations
    __match_args__: ClassVar[tuple[str, ...]] = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        annotations = get_annotations(cls)  # the class's own, as written (text)
        names = tuple(
            name for name, kind in annotations.items() if not str(kind).startswith("ClassVar")
        )
        setattr(cls, "__match_args__", names)  # noqa: B010  (mypy refuses the assignment)
        _VALUES[cls] = _values_of(names)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        values = _VALUES[self.__class__]
        return values(self) == values(other)

    def __hash__(self) -> int:
        return hash(_VALUES[self.__class__](self))

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__match_args__)
        return f"{self.__class__.__qualname__}({shown})"

    def __setattr__(self, name: str, value: object) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")
