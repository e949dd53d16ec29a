"""Three-player Tenhou logs (mjlog XML) as hand records for ``scoretable conformance``.

    python -m scoretable.logs.sanma_records LOG.xml [LOG.xml ...] > sanma.jsonl
    python -m scoretable conformance sanma.jsonl --rules tenhou-sanma

One record per hand, in the format of ``shared/oracle/README.md`` (the one of ``dev.jsonl``),
with three entries in ``scores_before``, ``deltas``, ``scores_after``, ``final_scores`` and
``final_points`` (a three-player mjlog books four, the fourth unused). What the log does not
say is left out or null, never guessed.

A win also gives ``nukidora``: the North tiles its winner set aside in the hand (Tenhou counts
them in its dora, yaku 52); its ``han`` is then the rest of the hand, so that ``han +
nukidora`` is the han Tenhou scored. A yakuman has ``han`` null and no nukidora.

Only what the records need is read: ``GO`` (the room: three players is bit 0x10), ``INIT``,
``REACH``, ``N`` (only to count North tiles set aside), ``AGARI`` and ``RYUUKYOKU``; and read
as strictly as the import reads a log (:func:`scoretable.logs.tenhou.read_log`, which also
reads the whole file first): a regular file of at most ``MAX_BYTES``, gzipped or not, strict
UTF-8, each attribute required and whole numbers of at most nine digits, seats 0-2, the
scores each result states where the hand stands. A problem is one line naming the file, the
hand and the attribute, never a traceback.
"""

from __future__ import annotations

import json
import os
import stat
import sys
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from typing import Any, TextIO

from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.logs.tenhou import MAX_BYTES, LogError, _owari, _seat, log_text, read_log
from scoretable.logs.tenhou import _ints as _attr_ints  # the import's strict attribute readers

WINDS = ("E", "S", "W", "N")
# GO type bits: 0x02 no red fives, 0x04 no open tanyao, 0x08 hanchan, 0x10 three players,
# 0x40 fast.
GO_NO_AKA, GO_NO_KUITAN, GO_HANCHAN, GO_SANMA, GO_FAST = 0x02, 0x04, 0x08, 0x10, 0x40
PLAYERS = 3
LIMITS = (None, "mangan", "haneman", "baiman", "sanbaiman", "yakuman")
# RYUUKYOKU types of the abortive draws (as conformance reads them)
ABORTIVE = ("yao9", "kaze4", "reach4", "ron3", "kan4")


def _seat3(tag: ET.Element, name: str, number: int) -> int:
    """A seat of a three-player log (0-2), read as the import reads a seat."""
    seat = _seat(tag.attrib, tag.tag, name, number)
    if seat >= PLAYERS:
        raise LogError(
            QT_TRANSLATE_NOOP(
                "Exchange",
                "hand {number}: <{tag} {attribute}> should be a seat 0-2 in a three-player log,"
                " not {seat}",
            ),
            number=number,
            tag=tag.tag,
            attribute=name,
            seat=seat,
        )
    return seat


def _is_nuki(meld: int) -> bool:
    """A North set aside: Tenhou's meld code with bit 0x20 and none of chi, pon, added kan."""
    return not meld & 0x1C and bool(meld & 0x20)


def _pairs(tag: ET.Element, number: int) -> tuple[list[int], list[int]]:
    """A ``sc`` attribute: (scores before, deltas) of the three seats, in points."""
    values = _attr_ints(tag.attrib, tag.tag, "sc", number, 8)
    return (
        [values[2 * seat] * 100 for seat in range(PLAYERS)],
        [values[2 * seat + 1] * 100 for seat in range(PLAYERS)],
    )


def _win(tag: ET.Element, nuki: list[int], number: int) -> dict[str, Any]:
    winner = _seat3(tag, "who", number)
    discarder = _seat3(tag, "fromWho", number)
    fu, points, limit = _attr_ints(tag.attrib, "AGARI", "ten", number, 3)
    if not 0 <= limit < len(LIMITS):
        raise LogError(
            QT_TRANSLATE_NOOP(
                "Exchange", "hand {number}: <AGARI ten> states a limit {limit}, not 0-5"
            ),
            number=number,
            limit=limit,
        )
    yaku = _attr_ints(tag.attrib, "AGARI", "yaku", number, 0) if "yaku" in tag.attrib else []
    yakuman_ids = (
        _attr_ints(tag.attrib, "AGARI", "yakuman", number, 0) if "yakuman" in tag.attrib else []
    )
    pairs = [[yaku[i], yaku[i + 1]] for i in range(0, len(yaku) - 1, 2)]
    han = sum(value for _, value in pairs)
    nukidora = 0 if yakuman_ids else nuki[winner]
    pao = _seat3(tag, "paoWho", number) if "paoWho" in tag.attrib else None
    _, deltas = _pairs(tag, number)
    return {
        "winner": winner,
        "from": None if discarder == winner else discarder,
        "han": None if yakuman_ids else han - nukidora,
        "nukidora": nukidora,
        "fu": fu,
        "yakuman": len(yakuman_ids),
        "limit": "kazoe-yakuman" if limit == 5 and not yakuman_ids else LIMITS[limit],
        "points": points,
        "pao": pao,
        "yaku": pairs,
        "yakuman_ids": yakuman_ids,
        "ba": _attr_ints(tag.attrib, "AGARI", "ba", number, 2),
        "log_deltas": deltas,
    }


def _result(tags: list[ET.Element], nuki: list[int], number: int) -> dict[str, Any]:
    result: dict[str, Any] = {
        "kind": "draw",
        "wins": [],
        "tenpai": None,
        "abort_kind": None,
        "nagashi": None,
    }
    first = tags[0]
    if first.tag == "AGARI":
        result["wins"] = [_win(tag, nuki, number) for tag in tags]
        result["kind"] = "tsumo" if result["wins"][0]["from"] is None else "ron"
        return result
    kind = first.attrib.get("type")
    tenpai = [seat for seat in range(PLAYERS) if f"hai{seat}" in first.attrib]
    if kind in ABORTIVE:
        result["kind"] = "abortive"
        result["abort_kind"] = kind
    elif kind == "nm":
        _, deltas = _pairs(first, number)
        result["kind"] = "nagashi"
        result["tenpai"] = tenpai
        result["nagashi"] = [seat for seat in range(PLAYERS) if deltas[seat] > 0]
    else:
        result["tenpai"] = tenpai
    return result


class _Hand:
    """One hand as the log tells it, until its result tags are complete."""

    def __init__(self, init: ET.Element, number: int) -> None:
        seed = _attr_ints(init.attrib, "INIT", "seed", number, 6)
        self.kyoku, self.honba, self.sticks = seed[0], seed[1], seed[2]
        self.dealer = _seat3(init, "oya", number)
        ten = _attr_ints(init.attrib, "INIT", "ten", number, 4)
        self.scores = [value * 100 for value in ten[:PLAYERS]]
        self.riichi: list[int] = []
        self.declared: list[int] = []
        self.nuki = [0] * PLAYERS
        self.results: list[ET.Element] = []

    def start(self) -> dict[str, Any]:
        return {
            "round_wind": WINDS[self.kyoku // 4],
            "hand_number": self.kyoku % 4 + 1,
            "kyoku": self.kyoku,
            "honba": self.honba,
            "riichi_sticks": self.sticks,
            "dealer": self.dealer,
            "scores": self.scores,
        }


def _record(
    hand: _Hand, index: int, source: str, rules: dict[str, Any], following: _Hand | None
) -> dict[str, Any]:
    number = index + 1
    result = _result(hand.results, hand.nuki, number)
    last = hand.results[-1]
    before, deltas = _pairs(last, number)
    after = [before[seat] + deltas[seat] for seat in range(PLAYERS)]
    log_deltas = [0] * PLAYERS
    for tag in hand.results:
        for seat, delta in enumerate(_pairs(tag, number)[1]):
            log_deltas[seat] += delta
    won = bool(result["wins"])
    on_table = hand.sticks + len(hand.riichi)
    owari = last.attrib.get("owari")
    start = hand.start()
    record: dict[str, Any] = {
        "source": f"{source}#{index}",
        "game_id": source,
        "ruleset": "tenhou-sanma",
        "rules": rules,
        **{key: start[key] for key in ("round_wind", "hand_number", "kyoku", "honba")},
        "riichi_sticks_before": hand.sticks,
        "dealer": hand.dealer,
        "scores_before": hand.scores,
        "riichi": hand.riichi,
        "riichi_declared": hand.declared,
        "result": result,
        "riichi_sticks_collected": on_table if won else 0,
        "riichi_sticks_after": 0 if won else on_table,
        "log_deltas": log_deltas,
        "deltas": [after[seat] - hand.scores[seat] for seat in range(PLAYERS)],
        "scores_after": after,
        "game_end": owari is not None,
        "next_hand": None if following is None else following.start(),
        "next_hand_status": "game_end" if owari is not None else "chained",
    }
    if owari is not None:
        scores, points = _owari(owari, number)
        record["final_scores"] = scores[:PLAYERS]
        record["final_points"] = points[:PLAYERS]
    elif following is None:
        record["next_hand_status"] = "unknown"
    return record


def convert(data: str | bytes, source: str) -> list[dict[str, Any]]:
    """The hand records of one three-player mjlog (its bytes, or its text).

    Raises:
        ValueError: not XML, not a three-player log, a hand without its result, or any
            field the import's reader refuses (a ``LogError``): one line naming the hand
            and the attribute.
    """
    raw = data if isinstance(data, bytes) else data.encode("utf-8", "surrogatepass")
    text = log_text(raw)
    if "<!DOCTYPE" in text or "<!ENTITY" in text:
        raise LogError(
            QT_TRANSLATE_NOOP("Exchange", "an XML file with a document type: not an mjlog")
        )
    try:
        root = ET.fromstring(text)
    except ET.ParseError as error:
        raise LogError(
            QT_TRANSLATE_NOOP("Exchange", "not mjlog XML ({error})"), error=error
        ) from None
    go = root.find("GO")
    go_type = (
        _attr_ints(go.attrib, "GO", "type", 0, 1)[0]
        if go is not None and "type" in go.attrib
        else 0
    )
    if not go_type & GO_SANMA:
        raise LogError(
            QT_TRANSLATE_NOOP(
                "Exchange", "not a three-player log (GO type {go_type} has no bit 0x10)"
            ),
            go_type=go_type,
        )
    rules = {
        "go_type": go_type,
        "players": PLAYERS,
        "aka": not go_type & GO_NO_AKA,
        "kuitan": not go_type & GO_NO_KUITAN,
        "length": "hanchan" if go_type & GO_HANCHAN else "tonpuu",
        "fast": bool(go_type & GO_FAST),
    }
    hands: list[_Hand] = []
    for tag in root:
        number = len(hands)
        if tag.tag == "INIT":
            hands.append(_Hand(tag, number + 1))
        elif not hands:
            continue
        elif tag.tag == "REACH" and tag.attrib.get("step") in ("1", "2"):
            seat = _seat3(tag, "who", number)
            (hands[-1].declared if tag.attrib["step"] == "1" else hands[-1].riichi).append(seat)
        elif tag.tag == "N" and _is_nuki(_attr_ints(tag.attrib, "N", "m", number, 1)[0]):
            hands[-1].nuki[_seat3(tag, "who", number)] += 1
        elif tag.tag in ("AGARI", "RYUUKYOKU"):
            hands[-1].results.append(tag)
    for index, hand in enumerate(hands):
        if not hand.results:
            raise LogError(
                QT_TRANSLATE_NOOP(
                    "Exchange", "hand {number} (record #{index}) has no result (the log is cut)"
                ),
                number=index + 1,
                index=index,
            )
    read_log(raw)  # the rest as the import reads it: rounds, counters, the scores stated
    return [
        _record(hand, index, source, rules, hands[index + 1] if index + 1 < len(hands) else None)
        for index, hand in enumerate(hands)
    ]


def _read(path: str) -> bytes:
    """The bytes of a regular file, at most one more than ``MAX_BYTES`` (the reader refuses
    more). A FIFO or a device (which could block, or never end) is refused before it is
    opened."""
    if not stat.S_ISREG(os.stat(path).st_mode):
        raise LogError(
            QT_TRANSLATE_NOOP("Exchange", "not a regular file (a pipe, a device or a folder)")
        )
    with open(path, "rb") as handle:
        return handle.read(MAX_BYTES + 1)


def main(argv: Sequence[str] | None = None, out: TextIO | None = None) -> int:
    """Convert the logs named in ``argv`` to JSON lines on ``out`` (default stdout).

    Returns 0, or 1 when a file could not be read or converted (said on stderr; the other
    files are still converted).
    """
    out = out or sys.stdout
    paths = list(sys.argv[1:] if argv is None else argv)
    if not paths:
        print("usage: python -m scoretable.logs.sanma_records LOG.xml [...]", file=sys.stderr)
        return 2
    status = 0
    for path in paths:
        shown = os.fsencode(path).decode("utf-8", "backslashreplace")
        try:
            records = convert(_read(path), shown)
        except OSError as error:
            print(f"{shown}: {error.strerror or error}", file=sys.stderr)
            status = 1
            continue
        except ValueError as error:
            print(f"{shown}: {error}", file=sys.stderr)
            status = 1
            continue
        for record in records:
            out.write(json.dumps(record, ensure_ascii=False) + "\n")
    return status


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
