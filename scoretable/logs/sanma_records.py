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
``REACH``, ``N`` (only to count North tiles set aside), ``AGARI`` and ``RYUUKYOKU``.
"""

from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from typing import Any, TextIO

WINDS = ("E", "S", "W", "N")
#: GO type bits: 0x02 no red fives, 0x04 no open tanyao, 0x08 hanchan, 0x10 three players,
#: 0x40 fast.
GO_NO_AKA, GO_NO_KUITAN, GO_HANCHAN, GO_SANMA, GO_FAST = 0x02, 0x04, 0x08, 0x10, 0x40
PLAYERS = 3
LIMITS = (None, "mangan", "haneman", "baiman", "sanbaiman", "yakuman")
#: RYUUKYOKU types of the abortive draws (as conformance reads them)
ABORTIVE = ("yao9", "kaze4", "reach4", "ron3", "kan4")


def _ints(text: str) -> list[int]:
    return [int(part) for part in text.split(",")] if text else []


def _is_nuki(meld: int) -> bool:
    """A North set aside: Tenhou's meld code with bit 0x20 and none of chi, pon, added kan."""
    return not meld & 0x1C and bool(meld & 0x20)


def _pairs(text: str, scale: int = 100) -> tuple[list[int], list[int]]:
    """A ``sc`` attribute: (scores before, deltas) of the three seats, in points."""
    values = _ints(text)
    return (
        [values[2 * seat] * scale for seat in range(PLAYERS)],
        [values[2 * seat + 1] * scale for seat in range(PLAYERS)],
    )


def _win(tag: ET.Element, nuki: list[int]) -> dict[str, Any]:
    winner = int(tag.attrib["who"])
    discarder = int(tag.attrib["fromWho"])
    fu, points, limit = _ints(tag.attrib["ten"])
    yaku = _ints(tag.attrib.get("yaku", ""))
    yakuman_ids = _ints(tag.attrib.get("yakuman", ""))
    pairs = [[yaku[i], yaku[i + 1]] for i in range(0, len(yaku), 2)]
    han = sum(value for _, value in pairs)
    nukidora = 0 if yakuman_ids else nuki[winner]
    pao = tag.attrib.get("paoWho")
    _, deltas = _pairs(tag.attrib["sc"])
    return {
        "winner": winner,
        "from": None if discarder == winner else discarder,
        "han": None if yakuman_ids else han - nukidora,
        "nukidora": nukidora,
        "fu": fu,
        "yakuman": len(yakuman_ids),
        "limit": "kazoe-yakuman" if limit == 5 and not yakuman_ids else LIMITS[limit],
        "points": points,
        "pao": None if pao is None else int(pao),
        "yaku": pairs,
        "yakuman_ids": yakuman_ids,
        "ba": _ints(tag.attrib.get("ba", "")),
        "log_deltas": deltas,
    }


def _result(tags: list[ET.Element], nuki: list[int]) -> dict[str, Any]:
    result: dict[str, Any] = {
        "kind": "draw",
        "wins": [],
        "tenpai": None,
        "abort_kind": None,
        "nagashi": None,
    }
    first = tags[0]
    if first.tag == "AGARI":
        result["wins"] = [_win(tag, nuki) for tag in tags]
        result["kind"] = "tsumo" if result["wins"][0]["from"] is None else "ron"
        return result
    kind = first.attrib.get("type")
    tenpai = [seat for seat in range(PLAYERS) if f"hai{seat}" in first.attrib]
    if kind in ABORTIVE:
        result["kind"] = "abortive"
        result["abort_kind"] = kind
    elif kind == "nm":
        _, deltas = _pairs(first.attrib["sc"])
        result["kind"] = "nagashi"
        result["tenpai"] = tenpai
        result["nagashi"] = [seat for seat in range(PLAYERS) if deltas[seat] > 0]
    else:
        result["tenpai"] = tenpai
    return result


class _Hand:
    """One hand as the log tells it, until its result tags are complete."""

    def __init__(self, init: ET.Element) -> None:
        seed = _ints(init.attrib["seed"])
        self.kyoku, self.honba, self.sticks = seed[0], seed[1], seed[2]
        self.dealer = int(init.attrib["oya"])
        self.scores = [value * 100 for value in _ints(init.attrib["ten"])[:PLAYERS]]
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
    if not hand.results:
        raise ValueError(f"hand {index} has no result (a log cut off)")
    result = _result(hand.results, hand.nuki)
    last = hand.results[-1]
    before, deltas = _pairs(last.attrib["sc"])
    after = [before[seat] + deltas[seat] for seat in range(PLAYERS)]
    log_deltas = [0] * PLAYERS
    for tag in hand.results:
        for seat, delta in enumerate(_pairs(tag.attrib["sc"])[1]):
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
        values = owari.split(",")
        record["final_scores"] = [int(values[2 * seat]) * 100 for seat in range(PLAYERS)]
        record["final_points"] = [float(values[2 * seat + 1]) for seat in range(PLAYERS)]
    elif following is None:
        record["next_hand_status"] = "unknown"
    return record


def convert(text: str, source: str) -> list[dict[str, Any]]:
    """The hand records of one three-player mjlog.

    Raises:
        ValueError: not XML, not a three-player log, or a hand without its result.
    """
    try:
        root = ET.fromstring(text)
    except ET.ParseError as error:
        raise ValueError(f"not mjlog XML ({error})") from None
    go = root.find("GO")
    go_type = int(go.attrib.get("type", "0")) if go is not None else 0
    if not go_type & GO_SANMA:
        raise ValueError(f"not a three-player log (GO type {go_type} has no bit 0x10)")
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
        if tag.tag == "INIT":
            hands.append(_Hand(tag))
        elif not hands:
            continue
        elif tag.tag == "REACH":
            seat = int(tag.attrib["who"])
            (hands[-1].declared if tag.attrib.get("step") == "1" else hands[-1].riichi).append(seat)
        elif tag.tag == "N" and _is_nuki(int(tag.attrib["m"])):
            hands[-1].nuki[int(tag.attrib["who"])] += 1
        elif tag.tag in ("AGARI", "RYUUKYOKU"):
            hands[-1].results.append(tag)
    return [
        _record(hand, index, source, rules, hands[index + 1] if index + 1 < len(hands) else None)
        for index, hand in enumerate(hands)
    ]


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
        try:
            with open(path, encoding="utf-8") as handle:
                records = convert(handle.read(), path)
        except (OSError, UnicodeDecodeError, ValueError) as error:
            print(f"{path}: {error}", file=sys.stderr)
            status = 1
            continue
        for record in records:
            out.write(json.dumps(record, ensure_ascii=False) + "\n")
    return status


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
