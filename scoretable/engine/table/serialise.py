"""Actions and states to and from the JSON of a game's log (a dict with a "type" key per
action); what is read back is checked field by field (a
:class:`~scoretable.engine.errors.FormatError` naming it)."""

from __future__ import annotations

from typing import Any

from scoretable.engine.errors import FormatError, Word, quoted
from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.engine.rules import Rules
from scoretable.engine.table.actions import (
    AbortiveDraw,
    Action,
    CancelRiichi,
    Chombo,
    DeclareRiichi,
    EndGame,
    ExhaustiveDraw,
    Win,
    WinEntry,
)
from scoretable.engine.table.state import TableState


def _entry_to_dict(entry: WinEntry) -> dict[str, Any]:
    return {
        "winner": entry.winner,
        "han": entry.han,
        "fu": entry.fu,
        "yakuman": entry.yakuman,
        "double_yakuman": entry.double_yakuman,
        "pao": entry.pao,
        "pao_yakuman": entry.pao_yakuman,
        "rinshan_pao": entry.rinshan_pao,
        "pao_yaku": entry.pao_yaku,
    } | ({"nukidora": entry.nukidora} if entry.nukidora else {})


def action_to_dict(action: Action) -> dict[str, Any]:
    """A JSON-ready dict with a "type" key."""
    if isinstance(action, DeclareRiichi):
        return {"type": "riichi", "seat": action.seat}
    if isinstance(action, CancelRiichi):
        return {"type": "cancel_riichi", "seat": action.seat}
    if isinstance(action, Win):
        return {
            "type": "win",
            "discarder": action.discarder,
            "entries": [_entry_to_dict(entry) for entry in action.entries],
        }
    if isinstance(action, ExhaustiveDraw):
        return {"type": "draw", "tenpai": sorted(action.tenpai), "nagashi": sorted(action.nagashi)}
    if isinstance(action, AbortiveDraw):
        return {"type": "abortive", "kind": action.kind}
    if isinstance(action, Chombo):
        return {"type": "chombo", "seat": action.seat}
    return {"type": "end"}


# what a value read back should be, in words ("'seat' should be an integer, not '9'")
_TYPE_WORDS = {
    int: QT_TRANSLATE_NOOP("Exchange", "an integer"),
    str: QT_TRANSLATE_NOOP("Exchange", "text"),
    list: QT_TRANSLATE_NOOP("Exchange", "a list"),
    bool: QT_TRANSLATE_NOOP("Exchange", "true or false"),
    dict: QT_TRANSLATE_NOOP("Exchange", "an object"),
}


def _get(data: dict[str, Any], key: str, kind: type, optional: bool = False) -> Any:
    """``data[key]`` checked to be of ``kind`` (None allowed where ``optional``)."""
    if key not in data:
        raise FormatError(QT_TRANSLATE_NOOP("Exchange", "missing {key}"), key=repr(key))
    value = data[key]
    if value is None and optional:
        return None
    if (isinstance(value, bool) and kind is not bool) or not isinstance(value, kind):
        raise FormatError(
            QT_TRANSLATE_NOOP("Exchange", "{key} should be {type}, not {value}"),
            key=repr(key),
            type=Word(_TYPE_WORDS.get(kind, kind.__name__)),
            value=quoted(value),
        )
    return value


def _int_list(data: dict[str, Any], key: str, length: int | None = None) -> list[int]:
    values: list[int] = _get(data, key, list)
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in values):
        raise FormatError(
            QT_TRANSLATE_NOOP("Exchange", "{key} should be a list of integers, not {value}"),
            key=repr(key),
            value=quoted(values),
        )
    if length is not None and len(values) != length:
        raise FormatError(
            QT_TRANSLATE_NOOP("Exchange", "{key} should have {count} values, not {length}"),
            key=repr(key),
            count=length,
            length=len(values),
        )
    return values


def _entry_from_dict(data: Any) -> WinEntry:
    if not isinstance(data, dict):
        raise FormatError(
            QT_TRANSLATE_NOOP("Exchange", "a win entry should be an object, not {value}"),
            value=quoted(data),
        )
    return WinEntry(
        winner=_get(data, "winner", int),
        han=_get(data, "han", int),
        fu=_get(data, "fu", int, optional=True),
        yakuman=_get(data, "yakuman", int),
        double_yakuman=_get(data, "double_yakuman", int),
        pao=_get(data, "pao", int, optional=True),
        pao_yakuman=_get(data, "pao_yakuman", int, optional=True),
        rinshan_pao=_get(data, "rinshan_pao", int, optional=True),
        # saved before a win named its pao yakuman: not said
        pao_yaku=_get(data, "pao_yaku", str, optional=True) if "pao_yaku" in data else None,
        nukidora=_get(data, "nukidora", int) if "nukidora" in data else 0,
    )


def action_from_dict(data: dict[str, Any]) -> Action:
    """Inverse of :func:`action_to_dict`; raises ValueError for malformed data."""
    if not isinstance(data, dict):
        raise FormatError(
            QT_TRANSLATE_NOOP("Exchange", "an action should be an object, not {value}"),
            value=quoted(data),
        )
    kind = _get(data, "type", str)
    if kind == "riichi":
        return DeclareRiichi(_get(data, "seat", int))
    if kind == "cancel_riichi":
        return CancelRiichi(_get(data, "seat", int))
    if kind == "win":
        entries = tuple(_entry_from_dict(entry) for entry in _get(data, "entries", list))
        return Win(entries=entries, discarder=_get(data, "discarder", int, optional=True))
    if kind == "draw":
        return ExhaustiveDraw(
            tenpai=frozenset(_int_list(data, "tenpai")),
            nagashi=frozenset(_int_list(data, "nagashi")),
        )
    if kind == "abortive":
        return AbortiveDraw(_get(data, "kind", str))
    if kind == "chombo":
        return Chombo(_get(data, "seat", int))
    if kind == "end":
        return EndGame()
    raise FormatError(
        QT_TRANSLATE_NOOP("Exchange", "unknown action type {value}"), value=quoted(kind)
    )


def state_to_dict(state: TableState) -> dict[str, Any]:
    """A JSON-ready dict of the state (rules included)."""
    return {
        "rules": state.rules.to_dict(),
        "scores": list(state.scores),
        "round_wind": state.round_wind,
        "hand_number": state.hand_number,
        "dealer": state.dealer,
        "honba": state.honba,
        "sticks": state.sticks,
        "riichi": sorted(state.riichi),
        "game_over": state.game_over,
        "hands_played": state.hands_played,
        "penalties": list(state.penalties),
        "wins": list(state.wins),
        "final_scores": None if state.final_scores is None else list(state.final_scores),
        **({} if state.leftover is None else {"leftover": list(state.leftover)}),
    }


def state_from_dict(data: dict[str, Any]) -> TableState:
    """Inverse of :func:`state_to_dict`; raises ValueError for malformed data."""
    if not isinstance(data, dict):
        raise FormatError(
            QT_TRANSLATE_NOOP("Exchange", "a table state should be an object, not {value}"),
            value=quoted(data),
        )
    rules_data = _get(data, "rules", dict)
    try:
        rules = Rules.from_dict(rules_data)
    except (TypeError, ValueError) as error:
        raise ValueError(f"bad rules: {error}") from None
    n = rules.players
    final = None if data.get("final_scores") is None else _int_list(data, "final_scores", n)
    state = TableState(
        rules=rules,
        scores=tuple(_int_list(data, "scores", n)),
        round_wind=_get(data, "round_wind", int),
        hand_number=_get(data, "hand_number", int),
        dealer=_get(data, "dealer", int),
        honba=_get(data, "honba", int),
        sticks=_get(data, "sticks", int),
        riichi=frozenset(_int_list(data, "riichi")),
        game_over=_get(data, "game_over", bool),
        hands_played=_get(data, "hands_played", int),
        penalties=tuple(_int_list(data, "penalties", n)),
        wins=tuple(_int_list(data, "wins", n)),
        final_scores=None if final is None else tuple(final),
        leftover=tuple(_int_list(data, "leftover", n)) if data.get("leftover") else None,
    )
    checks = (
        (0 <= state.round_wind <= 3, "round_wind"),
        (1 <= state.hand_number <= n, "hand_number"),
        (0 <= state.dealer < n, "dealer"),
        (state.honba >= 0, "honba"),
        (state.sticks >= 0, "sticks"),
        (all(0 <= seat < n for seat in state.riichi), "riichi"),
    )
    for ok, name in checks:
        if not ok:
            raise FormatError(
                QT_TRANSLATE_NOOP("Exchange", "{key} is out of range"), key=repr(name)
            )
    return state
