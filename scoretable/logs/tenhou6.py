"""Reading tenhou.net/6 JSON, the other of Tenhou's formats (:func:`read_json`; the import
calls it through :func:`scoretable.logs.tenhou.read_log`, which recognises the format).

A hand is ``[[round, honba, sticks], scores, dora, ura, 12 tile lists, result]``; the result
is a win (``["和了", changes, [who, from, pao, value text, yaku...], ...]``, one pair for each
winner of a multiple ron, the nearest first) or a draw's word and its changes. The riichi
accepted are the discards written "r…"; each win's value text ("40符3飜5200点", "満貫8000点",
"役満16000点∀") is the log's claim of the payment, never counting honba or sticks (Tenhou
writes the bare value for every winner of a multiple ron too). scoretable's own export adds a
``scoretable`` object: its rules, each hand's result and the order of each hand's riichi.
Read as strictly as an mjlog; pure standard library, no Qt.
"""

from __future__ import annotations

import dataclasses
import json
import math
import re
from typing import Any

from scoretable.engine.errors import Word, quoted
from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.engine.table import (
    AbortiveDraw,
    ExhaustiveDraw,
    Win,
    WinEntry,
    action_from_dict,
)
from scoretable.logs.log_game import (
    MAX_HANDS,
    MAX_POINTS,
    LogError,
    LogGame,
    LogHand,
    WinClaim,
    hand_word,
)
from scoretable.logs.log_game import make_game as _game
from scoretable.logs.log_game import make_hand as _hand
from scoretable.logs.log_game import refuse as _refuse

# Tenhou's words of the abortive draws -> the engine's.
JSON_ABORTS = {
    "九種九牌": "kyuushu",
    "四風連打": "kaze4",
    "四家立直": "reach4",
    "四槓散了": "kan4",
    "三家和了": "ron3",
}
# tenhou.net/6 result words of an exhaustive draw (tenpai from the noten payments).
JSON_DRAWS = ("流局", "全員聴牌", "全員不聴", "流し満貫")
# tenhou.net/6's name of the North tiles set aside as dora (three players).
JSON_NUKIDORA = "抜きドラ"
_HAN_IN_TEXT = re.compile(r"\((\d{1,2})飜\)$")
# A tenhou.net/6 win's value: "40符3飜5200点", "満貫2000-4000点", "役満16000点∀".
_VALUE_TEXT = re.compile(r"(?:(\d{1,3})符(\d{1,2})飜)?\D*?(\d{1,6})(?:-(\d{1,6}))?点(∀)?")


def _json_int(text: str) -> int:
    if len(text.lstrip("-")) > 9:
        raise LogError(
            QT_TRANSLATE_NOOP("Exchange", "a number of {digits} digits"), digits=len(text)
        )
    return int(text)


def _json_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value) or abs(value) >= 1e9:
        raise LogError(
            QT_TRANSLATE_NOOP("Exchange", "a number out of range ({number})"), number=text[:20]
        )
    return value


def _no_constant(name: str) -> Any:
    raise LogError(QT_TRANSLATE_NOOP("Exchange", "{name} is not a number"), name=name)


def _is_int(value: Any, low: int = -MAX_POINTS, high: int = MAX_POINTS) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def read_json(text: str) -> LogGame:
    """The game in the text of a tenhou.net/6 JSON file."""
    try:
        data = json.loads(
            text,
            parse_int=_json_int,
            parse_float=_json_float,
            parse_constant=_no_constant,
        )
    except RecursionError:
        _refuse(QT_TRANSLATE_NOOP("Exchange", "not JSON (nested too deeply)"))
    except ValueError as error:
        _refuse(
            QT_TRANSLATE_NOOP("Exchange", "not JSON ({error})"),
            error=getattr(error, "msg", error),
        )
    if not isinstance(data, dict) or not isinstance(data.get("log"), list):
        _refuse(
            QT_TRANSLATE_NOOP("Exchange", "a JSON file without a 'log' list: not tenhou.net/6 JSON")
        )
    rule: dict[str, Any] = data["rule"] if isinstance(data.get("rule"), dict) else {}
    disp = rule.get("disp", "")
    disp = disp if isinstance(disp, str) else ""
    own_rules = _own_rules(data)
    names = data.get("name", ["", "", "", ""])
    three = "三" in disp or (isinstance(names, list) and len(names) == 3)
    three = three or (own_rules or {}).get("players") == 3
    if (
        not isinstance(names, list)
        or len(names) not in ((3, 4) if three else (4,))
        or not all(isinstance(n, str) for n in names)
        or (three and len(names) == 4 and names[3] != "")
    ):
        _refuse(
            QT_TRANSLATE_NOOP("Exchange", "'name' should be a list of {count} names"),
            count=3 if three else 4,
        )
    for seat, name in enumerate(names):
        try:
            name.encode("utf-8")
        except UnicodeEncodeError:
            _refuse(
                QT_TRANSLATE_NOOP("Exchange", "the name of seat {seat} is not valid text ('name')"),
                seat=seat,
            )
    hanchan = "東" not in disp.replace("東南", "南")  # "…東喰赤" is East-only
    red = bool(rule.get("aka") or rule.get("aka51") or rule.get("aka52") or rule.get("aka53"))
    raw_hands = data["log"]
    if not raw_hands:
        _refuse(QT_TRANSLATE_NOOP("Exchange", "a tenhou.net/6 file with no hand"))
    if len(raw_hands) > MAX_HANDS:
        _refuse(QT_TRANSLATE_NOOP("Exchange", "more than {limit} hands"), limit=MAX_HANDS)
    final = _json_final(data, 3 if three else 4) if "sc" in data else None
    starts: list[list[int]] = []
    for number, hand in enumerate(raw_hands, start=1):
        if not isinstance(hand, list) or len(hand) < 17:
            _refuse(
                QT_TRANSLATE_NOOP("Exchange", "{where}: not a tenhou.net/6 hand (17 parts)"),
                where=hand_word(number),
            )
        starts.append(_four(hand[1], number, "scores"))
    hands = [
        _json_hand(number, hand, starts[number - 1], 3 if three else 4)
        for number, hand in enumerate(raw_hands, start=1)
    ]
    own = data.get("scoretable")
    if isinstance(own, dict) and isinstance(own.get("results"), list):
        hands = _own_results(hands, own["results"])
        if "riichi" in own:
            hands = _own_riichi(hands, own["riichi"])
    ref = data.get("ref")
    log_id = (
        ref
        if isinstance(ref, str) and re.fullmatch(r"\d{10}gm-[0-9a-f]{4}-\d{4,}-[0-9a-f]{8}", ref)
        else None
    )
    return _game(
        "tenhou6",
        f"tenhou:{log_id}" if log_id else "",
        [*names, *[""] * (4 - len(names))],
        None,
        hanchan=hanchan,
        red_fives=red,
        three_player=three,
        hands=hands,
        final=final,
        rule_text=disp,
        log_id=log_id,
        rules=own_rules,
    )


def _json_final(data: dict[str, Any], seats: int) -> tuple[list[int], list[float]]:
    """The end-of-game line ``sc``: a score and points for each of four places."""
    sc = data["sc"]
    if (
        not isinstance(sc, list)
        or len(sc) not in (2 * seats, 8)
        or not all(_is_int(v) for v in sc[0::2])
        or not all(_is_int(v) or isinstance(v, float) for v in sc[1::2])
    ):
        _refuse(
            QT_TRANSLATE_NOOP("Exchange", "an unreadable end-of-game line ('sc': {value})"),
            value=quoted(sc),
        )
    return [int(v) for v in sc[0::2]], [float(v) for v in sc[1::2]]


def _own_results(hands: list[LogHand], results: list[Any]) -> list[LogHand]:
    """The hands with the results scoretable's own export kept (han and fu of each win, which
    the tenhou.net/6 part cannot carry without yaku)."""
    if len(results) != len(hands):
        _refuse(QT_TRANSLATE_NOOP("Exchange", "the file's own results do not match its hands"))
    out = []
    for number, (hand, data) in enumerate(zip(hands, results, strict=True), start=1):
        try:
            action = action_from_dict(data)
        except (ValueError, TypeError, KeyError, AttributeError) as error:
            _refuse(
                QT_TRANSLATE_NOOP("Exchange", "{where}: an unreadable result ({error})"),
                where=hand_word(number),
                error=error,
            )
        if not isinstance(action, Win | ExhaustiveDraw | AbortiveDraw):
            _refuse(
                QT_TRANSLATE_NOOP("Exchange", "{where}: the result is not a win or a draw"),
                where=hand_word(number),
            )
        out.append(dataclasses.replace(hand, result=action))
    return out


def _own_riichi(hands: list[LogHand], orders: Any) -> list[LogHand]:
    """The hands with their riichi in the order scoretable's own export kept (the
    tenhou.net/6 part tells only who declared, not in which order): the same seats."""
    if (
        not isinstance(orders, list)
        or len(orders) != len(hands)
        or not all(
            isinstance(order, list)
            and all(_is_int(seat, 0, 3) for seat in order)
            and sorted(order) == sorted(hand.riichi)
            for hand, order in zip(hands, orders, strict=False)
        )
    ):
        _refuse(QT_TRANSLATE_NOOP("Exchange", "the file's own riichi do not match its hands"))
    return [
        dataclasses.replace(hand, riichi=tuple(order))
        for hand, order in zip(hands, orders, strict=True)
    ]


def _own_rules(data: dict[str, Any]) -> dict[str, Any] | None:
    """scoretable's rules, where the file is scoretable's own export."""
    own = data.get("scoretable")
    if isinstance(own, dict) and isinstance(own.get("rules"), dict):
        rules: dict[str, Any] = own["rules"]
        return rules
    return None


def _json_hand(number: int, hand: list[Any], scores: list[int], seats: int) -> LogHand:
    head = hand[0]
    where = hand_word(number)
    if not isinstance(head, list) or len(head) != 3 or not all(_is_int(v) for v in head):
        _refuse(
            QT_TRANSLATE_NOOP(
                "Exchange", "{where}: the round, honba and sticks are not three numbers"
            ),
            where=where,
        )
    kyoku, honba, sticks = head
    result = hand[16]
    if not isinstance(result, list) or not result or not isinstance(result[0], str):
        _refuse(QT_TRANSLATE_NOOP("Exchange", "{where}: no result"), where=where)
    word = result[0]
    current = {
        "number": number,
        "kyoku": kyoku,
        "honba": honba,
        "sticks": sticks,
        "dealer": kyoku % 4,
        "scores": scores,
        "riichi": _json_riichi(hand, result),
    }
    if word == "和了":
        wins = []
        deltas = [0, 0, 0, 0]
        if len(result) < 3 or len(result) % 2 == 0:
            _refuse(QT_TRANSLATE_NOOP("Exchange", "{where}: an unreadable win"), where=where)
        for index in range(1, len(result), 2):
            change, info = result[index], result[index + 1]
            if not isinstance(info, list) or len(info) < 4 or not isinstance(info[3], str):
                _refuse(QT_TRANSLATE_NOOP("Exchange", "{where}: an unreadable win"), where=where)
            one = _four(change, number, "score changes")
            deltas = [a + b for a, b in zip(deltas, one, strict=True)]
            wins.append(_json_win(number, info))
        discarders = {discarder for _, discarder, _ in wins}
        if len(discarders) != 1:
            _refuse(
                QT_TRANSLATE_NOOP("Exchange", "{where}: the wins name different discarders"),
                where=where,
            )
        win = Win(entries=tuple(entry for entry, _, _ in wins), discarder=discarders.pop())
        return _hand(current, win, deltas, tuple(claim for _, _, claim in wins))
    if len(result) > 2:
        _refuse(QT_TRANSLATE_NOOP("Exchange", "{where}: an unreadable draw"), where=where)
    change = _four(result[1], number, "score changes") if len(result) > 1 else [0, 0, 0, 0]
    if word in JSON_ABORTS:
        return _hand(current, AbortiveDraw(JSON_ABORTS[word]), change)
    if word in JSON_DRAWS:
        if word == "全員聴牌":
            tenpai = frozenset(range(seats))
        elif word == "流し満貫":
            tenpai = frozenset(current["riichi"])
        else:
            tenpai = frozenset(seat for seat in range(4) if change[seat] > 0)
        if word == "流し満貫":
            nagashi = frozenset(seat for seat in range(4) if change[seat] > 0)
            return _hand(current, ExhaustiveDraw(tenpai=tenpai, nagashi=nagashi), change)
        return _hand(current, ExhaustiveDraw(tenpai=tenpai | set(current["riichi"])), change)
    _refuse(
        QT_TRANSLATE_NOOP("Exchange", "{where}: an unknown result {word}"),
        where=where,
        word=quoted(word),
    )


def _four(values: Any, number: int, what: str) -> list[int]:
    """Three or four whole numbers (points), as four."""
    if (
        not isinstance(values, list)
        or len(values) not in (3, 4)
        or not all(_is_int(v) for v in values)
    ):
        _refuse(
            QT_TRANSLATE_NOOP(
                "Exchange", "{where}: the {what} should be four whole numbers, not {value}"
            ),
            where=hand_word(number),
            what=Word(what),
            value=quoted(values),
        )
    return list(values) + [0] * (4 - len(values))


# The words ``_four`` names its field with, marked for translation.
_FOUR_WORDS = (
    QT_TRANSLATE_NOOP("Exchange", "scores"),
    QT_TRANSLATE_NOOP("Exchange", "score changes"),
)


def _json_riichi(hand: list[Any], result: list[Any]) -> list[int]:
    """Seats whose riichi deposit was accepted: a discard written "r…", unless that discard
    was the seat's last and the hand ended in a ron from that seat (the riichi tile dealt in)."""
    seats = []
    ron_from = set()
    if result[0] == "和了":
        for index in range(2, len(result), 2):
            info = result[index]
            if isinstance(info, list) and len(info) >= 2 and info[0] != info[1]:
                ron_from.add(info[1])
    for seat in range(4):
        discards = hand[6 + 3 * seat]
        if not isinstance(discards, list):
            continue
        marks = [i for i, d in enumerate(discards) if isinstance(d, str) and d.startswith("r")]
        if marks and not (marks[-1] == len(discards) - 1 and seat in ron_from):
            seats.append(seat)
    return seats


def _json_win(number: int, info: list[Any]) -> tuple[WinEntry, int | None, WinClaim]:
    who, from_who, pao = info[0], info[1], info[2]
    where = hand_word(number)
    if not all(_is_int(v, 0, 3) for v in (who, from_who, pao)):
        _refuse(
            QT_TRANSLATE_NOOP("Exchange", "{where}: a win whose seats are not 0-3"), where=where
        )
    text = info[3]
    value = _VALUE_TEXT.fullmatch(text)
    if value is None:
        _refuse(
            QT_TRANSLATE_NOOP("Exchange", "{where}: an unreadable value of a win ({text})"),
            where=where,
            text=quoted(text),
        )
    stated_fu, stated_han, first, second, each = value.groups()
    paid = (int(first),) if second is None else (int(first), int(second))
    claim = WinClaim(who, paid=paid, all_pay=each is not None, text=text)
    yaku = [str(text) for text in info[4:]]
    yakuman = sum(1 for text in yaku if text.endswith("(役満)"))
    doubles = sum(1 for text in yaku if text.endswith("(ダブル役満)"))
    if yakuman or doubles:
        entry = WinEntry(
            winner=who,
            han=0,
            fu=None,
            yakuman=yakuman + 2 * doubles,
            pao=None if pao == who else pao,
        )
        return entry, None if from_who == who else from_who, claim
    han = nukidora = 0
    for text in yaku:
        match = _HAN_IN_TEXT.search(text)
        if match is None:
            _refuse(
                QT_TRANSLATE_NOOP("Exchange", "{where}: a yaku without its han ({text})"),
                where=where,
                text=quoted(text),
            )
        if text.startswith(JSON_NUKIDORA):
            nukidora += int(match.group(1))
        else:
            han += int(match.group(1))
    if not yaku and stated_han is not None:  # no yaku listed (a score table's export)
        han = int(stated_han)
    elif stated_han is not None and int(stated_han) != han + nukidora:
        _refuse(
            QT_TRANSLATE_NOOP(
                "Exchange", "{where}: the win's text states {stated} han, its yaku add up to {han}"
            ),
            where=where,
            stated=int(stated_han),
            han=han + nukidora,
        )
    fu = int(stated_fu) if stated_fu is not None else _limit_fu(han + nukidora)
    entry = WinEntry(winner=who, han=han, fu=fu, yakuman=0, nukidora=nukidora)
    return entry, None if from_who == who else from_who, claim


def _limit_fu(han: int) -> int:
    """A limit hand ("満貫8000点") has no fu written: the smallest fu that reaches it (only
    han 3 and 4 can be a mangan by their fu)."""
    return 70 if han == 3 else 40 if han == 4 else 30


__all__ = ["JSON_ABORTS", "JSON_DRAWS", "JSON_NUKIDORA", "read_json"]
