"""Games for the sharing tests: one that reaches South 4 with all-last conditions."""

from __future__ import annotations

from scoretable.engine.rules import get_preset
from scoretable.engine.table import Action, ExhaustiveDraw, Win, WinEntry, action_to_dict

NAMES = ["Aiko", "Bruno", "Chen", "Dana"]
RULES = get_preset("standard")


def to_south4() -> list[Action]:
    """Bruno's 3,900 ron from Chen in East 1, then six draws all noten: South 4, Dana deals."""
    return [Win(entries=(WinEntry(winner=1, han=3, fu=30),), discarder=2)] + [
        ExhaustiveDraw(tenpai=frozenset())
    ] * 6


def south4_log() -> list[dict[str, object]]:
    return [action_to_dict(action) for action in to_south4()]
