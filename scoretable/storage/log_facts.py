"""What a Tenhou log says of each hand beyond its result, for the statistics: which seats made
an open call, on which of its discards each riichi was declared, and each winner's yaku.

    facts = hand_facts(data, game)    # data: the file's bytes; game: read_log(data)

The log's results are read by :mod:`scoretable.logs.tenhou` (and refused there if they do not
hold); this module reads the same file once more for the tiles' part only, and gives one
:class:`~scoretable.storage.summary.HandFacts` a hand of ``game``, or None where the file holds
no tiles (scoretable's own tenhou.net/6 export, which records results only) or its hands do not
line up with ``game``'s: the game then counts as a table game for those figures.

- an open call: chi, pon, an open kan, an added kan (a closed kan and a North set aside in a
  three-player game are not calls);
- a riichi's turn: the number of the declaring discard among the declarer's own discards (1
  for its first), for the riichi whose deposit was paid (``LogHand.riichi``);
- yaku: Tenhou's numbers (0 menzen tsumo, 1 riichi, ... 52 dora, 53 ura dora, 54 red fives),
  those that counted (a dora of 0 han is left out).
"""

from __future__ import annotations

import gzip
import io
import json
import re
from typing import Any
from xml.etree import ElementTree

from scoretable.logs.tenhou import LogGame
from scoretable.storage.summary import HandFacts

# Tenhou's yaku, by number, as tenhou.net/6 JSON names them.
YAKU_NAMES = (
    "門前清自摸和",
    "立直",
    "一発",
    "槍槓",
    "嶺上開花",
    "海底摸月",
    "河底撈魚",
    "平和",
    "断幺九",
    "一盃口",
    "自風 東",
    "自風 南",
    "自風 西",
    "自風 北",
    "場風 東",
    "場風 南",
    "場風 西",
    "場風 北",
    "役牌 白",
    "役牌 發",
    "役牌 中",
    "両立直",
    "七対子",
    "混全帯幺九",
    "一気通貫",
    "三色同順",
    "三色同刻",
    "三槓子",
    "対々和",
    "三暗刻",
    "小三元",
    "混老頭",
    "二盃口",
    "純全帯幺九",
    "混一色",
    "清一色",
    "人和",
    "天和",
    "地和",
    "大三元",
    "四暗刻",
    "四暗刻単騎",
    "字一色",
    "緑一色",
    "清老頭",
    "九蓮宝燈",
    "純正九蓮宝燈",
    "国士無双",
    "国士無双１３面",
    "大四喜",
    "小四喜",
    "四槓子",
    "ドラ",
    "裏ドラ",
    "赤ドラ",
)
_YAKU_NUMBERS = {name: number for number, name in enumerate(YAKU_NAMES)}
_DISCARD = re.compile(r"^[DEFG]\d+$")
_JSON_YAKU = re.compile(r"^(.*)\((?:(\d+)飜|役満)\)$")


def hand_facts(data: bytes, game: LogGame) -> list[HandFacts] | None:
    """The facts of each hand of ``game``, read from ``data`` (the file ``game`` was read from);
    None where the file has no tiles or its hands do not line up with ``game``'s."""
    try:
        if data[:2] == b"\x1f\x8b":
            data = gzip.GzipFile(fileobj=io.BytesIO(data)).read()
        text = data.decode("utf-8-sig").lstrip()
        hands = _xml_hands(text) if text.startswith("<") else _json_hands(text)
    except (OSError, EOFError, ValueError, KeyError, IndexError, TypeError, ElementTree.ParseError):
        return None  # what the results' reader accepted, but with tiles it cannot read
    if hands is None or len(hands) != len(game.hands):
        return None
    seats = 3 if game.three_player else 4
    return [
        HandFacts(
            calls=tuple(sorted(seat for seat in calls if seat < seats)),
            riichi_turns=tuple(
                turns[seat] if seat in log_hand.riichi else None for seat in range(seats)
            ),
            yaku=tuple(yaku),
        )
        for (calls, turns, yaku), log_hand in zip(hands, game.hands, strict=True)
    ]


_Hand = tuple[set[int], list[int | None], list[tuple[int, tuple[int, ...]]]]


def _xml_hands(text: str) -> list[_Hand] | None:
    hands: list[_Hand] = []
    current: _Hand | None = None
    ended = False
    discards = [0, 0, 0, 0]
    declaring: set[int] = set()
    for element in ElementTree.fromstring(text):
        tag, attr = element.tag, element.attrib
        if tag == "INIT":
            if current is not None and ended:
                hands.append(current)
            current, ended = (set(), [None] * 4, []), False
            discards, declaring = [0, 0, 0, 0], set()
        elif current is None:
            continue
        elif _DISCARD.match(tag):
            seat = "DEFG".index(tag[0])
            discards[seat] += 1
            if seat in declaring:
                current[1][seat] = discards[seat]
                declaring.discard(seat)
        elif tag == "REACH" and attr.get("step") == "1":
            declaring.add(int(attr["who"]))
        elif tag == "N" and _is_call(int(attr["m"])):
            current[0].add(int(attr["who"]))
        elif tag == "AGARI":
            pairs = [int(v) for v in attr.get("yaku", "").split(",") if v]
            yakuman = [int(v) for v in attr.get("yakuman", "").split(",") if v]
            counted = [pairs[i] for i in range(0, len(pairs), 2) if pairs[i + 1] > 0]
            current[2].append((int(attr["who"]), tuple(counted + yakuman)))
            ended = True
        elif tag == "RYUUKYOKU":
            ended = True
    if current is not None and ended:
        hands.append(current)
    return hands


def _is_call(meld: int) -> bool:
    """An open call in Tenhou's meld code: chi (0x4), pon (0x8), added kan (0x10), an open kan
    (a kan taken from another seat: low bits not 0); not a North (0x20) nor a closed kan."""
    if meld & 0x1C:
        return True
    return not meld & 0x20 and bool(meld & 0x3)


def _json_hands(text: str) -> list[_Hand] | None:
    data: dict[str, Any] = json.loads(text)
    if "scoretable" in data:  # scoretable's own export: results only, no tiles
        return None
    hands: list[_Hand] = []
    for hand in data["log"]:
        calls: set[int] = set()
        turns: list[int | None] = [None] * 4
        for seat in range(min(4, (len(hand) - 5) // 3)):
            takes, discards = hand[5 + 3 * seat], hand[6 + 3 * seat]
            if any(isinstance(t, str) and any(c in t for c in "cpm") for t in takes):
                calls.add(seat)
            count = 0
            for tile in discards:
                if isinstance(tile, str) and "k" in tile:
                    calls.add(seat)
                if (isinstance(tile, int) and tile) or (isinstance(tile, str) and "r" in tile):
                    count += 1
                    if isinstance(tile, str):
                        turns[seat] = count
        yaku: list[tuple[int, tuple[int, ...]]] = []
        result = hand[-1]
        if result and result[0] == "和了":
            for info in result[2::2]:
                numbers = []
                for text_ in info[4:]:
                    match = _JSON_YAKU.match(str(text_))
                    if match and match[1] in _YAKU_NUMBERS and match[2] != "0":
                        numbers.append(_YAKU_NUMBERS[match[1]])
                yaku.append((int(info[0]), tuple(numbers)))
        hands.append((calls, turns, yaku))
    return hands
