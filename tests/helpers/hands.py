"""The tests' one set of hand builders: a ron or a tsumo as the engine's :class:`Win`.

A hand is 3 han 30 fu unless told otherwise; a yakuman says ``han=0, fu=None`` (the engine's
own way of writing one) and its ``yakuman=``; any other field of :class:`WinEntry` (``pao``,
``rinshan_pao``, ``nukidora``...) goes through ``**entry``. :func:`logged` gives the form a
game's log keeps.
"""

from __future__ import annotations

from typing import Any

from scoretable.engine.table import Action, Win, WinEntry, action_to_dict


def ron(winner: int, discarder: int, han: int = 3, fu: int | None = 30, **entry: Any) -> Win:
    """``winner`` wins off ``discarder``'s discard."""
    return Win((WinEntry(winner=winner, han=han, fu=fu, **entry),), discarder=discarder)


def tsumo(winner: int, han: int = 3, fu: int | None = 30, **entry: Any) -> Win:
    """``winner`` wins on a tile of their own draw."""
    return Win((WinEntry(winner=winner, han=han, fu=fu, **entry),))


def logged(action: Action) -> dict[str, Any]:
    """``action`` as a game's log keeps it."""
    return action_to_dict(action)
