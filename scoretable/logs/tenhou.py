"""Reading Tenhou's game logs: mjlog XML (plain or gzipped) and tenhou.net/6 JSON.

    game = read_log(path.read_bytes())      # LogError (a ValueError) says why it is not one
    game.players, game.hands, game.final_scores, game.final_points

The format is recognised by the content, never by the file's name: gzip by its magic bytes,
then XML (``<mjloggm``) or JSON (an object with a ``log`` list). Each hand becomes the engine's
own actions (:class:`~scoretable.engine.table.Win`, ``ExhaustiveDraw``, ``AbortiveDraw``) with
the deposits the log accepted, and keeps the score movement the log booked, so that
:mod:`scoretable.logs.replay` can prove the engine books the same.

A score table records results, not discards: only the result part of a log is read (the
round, honba, sticks, scores, riichi deposits, each win's han/fu/yakuman/pao, tenpai at a
draw). Pure standard library, no Qt.

A three-player log (GO type bit 0x10; in tenhou.net/6 a rule named "三…", three names, or
scoretable's own three-player rules) has four places in both formats, the fourth empty: the
game read from it has three names, and three scores and deltas a hand. The North tiles a
winner set aside (mjlog ``N`` melds; tenhou.net/6's "抜きドラ" yaku) are the win's
``nukidora``, apart from its ``han`` (Tenhou counts them in the han it writes).
"""

from __future__ import annotations

import dataclasses
import gzip
import hashlib
import io
import json
import re
import zlib
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import unquote
from xml.etree import ElementTree

from scoretable.engine.table import (
    AbortiveDraw,
    ExhaustiveDraw,
    Win,
    WinEntry,
    action_from_dict,
)

#: The largest log read (a real hanchan is 10 to 40 KB; gzip or not).
MAX_BYTES = 4 * 1024 * 1024
#: ``GO type`` bits (Tenhou): 0x02 no red fives, 0x04 no open tanyao, 0x08 hanchan,
#: 0x10 three players, 0x20 tokujou, 0x40 fast, 0x80 joukyuu (0xA0 phoenix).
GO_NO_RED = 0x02
GO_HANCHAN = 0x08
GO_SANMA = 0x10
#: Tenhou's names of the abortive draws -> the engine's (``RYUUKYOKU type`` and the
#: tenhou.net/6 result words).
XML_ABORTS = {
    "yao9": "kyuushu",
    "kaze4": "kaze4",
    "reach4": "reach4",
    "kan4": "kan4",
    "ron3": "ron3",
}
JSON_ABORTS = {
    "九種九牌": "kyuushu",
    "四風連打": "kaze4",
    "四家立直": "reach4",
    "四槓散了": "kan4",
    "三家和了": "ron3",
}
#: tenhou.net/6 result words of an exhaustive draw (tenpai from the noten payments).
JSON_DRAWS = ("流局", "全員聴牌", "全員不聴", "流し満貫")
#: tenhou.net/6's name of the North tiles set aside as dora (three players).
JSON_NUKIDORA = "抜きドラ"
#: Tenhou's yakuman yaku ids whose pao the log names (daisangen 39, daisuushii 49).
_HAN_IN_TEXT = re.compile(r"\((\d+)飜\)$")


class LogError(ValueError):
    """The file is not a Tenhou log this reader accepts; ``str()`` is a one-line reason."""


@dataclass(frozen=True)
class LogHand:
    """One hand of a log, as the table saw it.

    Attributes:
        round_wind: 0 East ... 3 North; hand_number 1-4; dealer the seat dealing.
        honba, sticks: the counters at the start of the hand.
        scores: the scores at the start of the hand (points, seat order).
        riichi: seats whose riichi deposit was accepted in this hand.
        result: the engine action that settles the hand.
        deltas: what the log booked for the result (honba and collected sticks included,
            the hand's own riichi deposits not).
    """

    round_wind: int
    hand_number: int
    dealer: int
    honba: int
    sticks: int
    scores: tuple[int, ...]
    riichi: tuple[int, ...]
    result: Win | ExhaustiveDraw | AbortiveDraw
    deltas: tuple[int, ...]

    @property
    def name(self) -> str:
        """ "East 2, 1 honba" (for messages)."""
        wind = ("East", "South", "West", "North")[self.round_wind]
        return f"{wind} {self.hand_number}, {self.honba} honba"


@dataclass(frozen=True)
class LogGame:
    """A whole game read from a log.

    Attributes:
        format: "mjlog" or "tenhou6".
        key: what identifies the game whatever the file is called: "tenhou:<log id>", else
            "seed:<hash of the SHUFFLE seed>", else "content:<hash of the results>".
        players: the names (decoded), seat order from the first dealer.
        go_type: Tenhou's ``GO type`` (None where the file does not say).
        hanchan, red_fives, three_player: what the rules description says.
        hands: every hand in order.
        final_scores, final_points: the end-of-game line (None if the log stops early).
    """

    format: str
    key: str
    players: tuple[str, ...]
    go_type: int | None
    hanchan: bool
    red_fives: bool
    three_player: bool
    hands: tuple[LogHand, ...]
    final_scores: tuple[int, ...] | None
    final_points: tuple[float, ...] | None
    rule_text: str = ""
    log_id: str | None = field(default=None)
    #: the hash of the players and the results: the same game in either format
    content_key: str = ""
    #: scoretable's own rules, where the file is scoretable's export (``scoretable.rules``)
    rules: dict[str, Any] | None = None

    @property
    def keys(self) -> tuple[str, ...]:
        """Every key this game is known by (its own key first)."""
        return tuple(dict.fromkeys(k for k in (self.key, self.content_key) if k))


def read_log(data: bytes) -> LogGame:
    """The game in ``data`` (an mjlog or tenhou.net/6 file, gzipped or not)."""
    if len(data) > MAX_BYTES:
        raise LogError(f"the file is larger than {MAX_BYTES // (1024 * 1024)} MiB: not a game log")
    if data[:2] == b"\x1f\x8b":
        try:
            data = gzip.GzipFile(fileobj=io.BytesIO(data)).read(MAX_BYTES + 1)
        except (OSError, EOFError, zlib.error) as error:
            raise LogError(f"a damaged gzip file ({error})") from None
        if len(data) > MAX_BYTES:
            raise LogError("the unpacked file is too large: not a game log")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise LogError("not a text file: neither mjlog XML nor tenhou.net/6 JSON") from None
    start = text.lstrip()[:1]
    if start == "<":
        return _read_xml(text)
    if start == "{":
        return _read_json(text)
    raise LogError("neither mjlog XML nor tenhou.net/6 JSON")


# --- mjlog XML -------------------------------------------------------------------------------


def _ints(text: str | None, what: str) -> list[int]:
    try:
        return [int(part) for part in (text or "").split(",") if part != ""]
    except ValueError:
        raise LogError(f"{what} is not a list of numbers ({text!r})") from None


def _read_xml(text: str) -> LogGame:
    if "<!DOCTYPE" in text or "<!ENTITY" in text:
        raise LogError("an XML file with a document type: not an mjlog")
    try:
        root = ElementTree.fromstring(text)
    except ElementTree.ParseError as error:
        raise LogError(f"not well-formed XML ({error})") from None
    if root.tag != "mjloggm":
        raise LogError(f"an XML file whose root is <{root.tag}>, not an mjlog <mjloggm>")
    go_type: int | None = None
    names: list[str] = ["", "", "", ""]
    seed = ""
    hands: list[LogHand] = []
    current: dict[str, Any] | None = None
    pending: list[tuple[int, int | None, WinEntry, list[int]]] = []
    final: tuple[list[int], list[float]] | None = None
    for element in root:
        tag, attr = element.tag, element.attrib
        sanma = go_type is not None and bool(go_type & GO_SANMA)
        if tag == "SHUFFLE":
            seed = attr.get("seed", "")
        elif tag == "GO":
            go_type = _ints(attr.get("type"), "GO type")[0] if attr.get("type") else None
        elif tag == "UN" and "n0" in attr:
            names = [unquote(attr.get(f"n{i}", "")) for i in range(4)]
        elif tag == "INIT":
            if pending:
                hands.append(_xml_wins(current, pending))
                pending = []
            seed_parts = _ints(attr.get("seed"), "INIT seed")
            scores = [v * 100 for v in _ints(attr.get("ten"), "INIT ten")]
            if len(seed_parts) < 3 or len(scores) != 4 or "oya" not in attr:
                raise LogError("an INIT line without its seed, scores or dealer")
            current = {
                "kyoku": seed_parts[0],
                "honba": seed_parts[1],
                "sticks": seed_parts[2],
                "dealer": _ints(attr["oya"], "INIT oya")[0],
                "scores": scores,
                "riichi": [],
                "nuki": [0, 0, 0, 0],
            }
        elif tag == "REACH" and attr.get("step") == "2":
            if current is None:
                raise LogError("a riichi before the first hand")
            current["riichi"].append(_ints(attr.get("who"), "REACH who")[0])
        elif tag == "N" and sanma and current is not None:
            if _is_nuki(_ints(attr.get("m"), "N m")[:1]):
                current["nuki"][_ints(attr.get("who"), "N who")[0] % 4] += 1
        elif tag == "AGARI":
            if current is None:
                raise LogError("a win before the first hand")
            pending.append(_xml_win(attr, current["nuki"]))
            if "owari" in attr:
                final = _owari(attr["owari"])
        elif tag == "RYUUKYOKU":
            if current is None:
                raise LogError("a draw before the first hand")
            hands.append(_xml_draw(current, attr))
            current = None
            if "owari" in attr:
                final = _owari(attr["owari"])
    if pending:
        hands.append(_xml_wins(current, pending))
    if not hands:
        raise LogError("an mjlog with no finished hand")
    go = go_type if go_type is not None else GO_HANCHAN
    key = f"seed:{hashlib.sha256(seed.encode()).hexdigest()[:32]}" if seed else ""
    return _game(
        "mjlog",
        key,
        names,
        go_type,
        hanchan=bool(go & GO_HANCHAN),
        red_fives=not go & GO_NO_RED,
        three_player=bool(go & GO_SANMA),
        hands=hands,
        final=final,
    )


def _owari(text: str) -> tuple[list[int], list[float]]:
    parts = text.split(",")
    try:
        scores = [int(float(parts[i])) * 100 for i in range(0, len(parts), 2)]
        points = [float(parts[i]) for i in range(1, len(parts), 2)]
    except (ValueError, IndexError):
        raise LogError(f"an unreadable end-of-game line ({text!r})") from None
    return scores, points


def _sc_deltas(attr: dict[str, str]) -> list[int]:
    sc = _ints(attr.get("sc"), "sc")
    if len(sc) != 8:
        raise LogError(f"a result whose scores are not four pairs ({attr.get('sc')!r})")
    return [sc[i] * 100 for i in range(1, 8, 2)]


def _is_nuki(meld: list[int]) -> bool:
    """A North set aside: Tenhou's meld code with bit 0x20 and none of chi, pon, added kan."""
    return bool(meld) and not meld[0] & 0x1C and bool(meld[0] & 0x20)


def _xml_win(attr: dict[str, str], nuki: list[int]) -> tuple[int, int | None, WinEntry, list[int]]:
    who = _ints(attr.get("who"), "AGARI who")[0]
    from_who = _ints(attr.get("fromWho"), "AGARI fromWho")[0]
    ten = _ints(attr.get("ten"), "AGARI ten")
    yaku = _ints(attr.get("yaku"), "AGARI yaku")
    yakuman = _ints(attr.get("yakuman"), "AGARI yakuman")
    pao = _ints(attr.get("paoWho"), "AGARI paoWho")
    if len(ten) < 2 or len(yaku) % 2:
        raise LogError("a win without its fu and points, or with an odd yaku list")
    han = sum(yaku[1::2])
    if yakuman:
        entry = WinEntry(
            winner=who, han=0, fu=None, yakuman=len(yakuman), pao=pao[0] if pao else None
        )
    else:
        nukidora = nuki[who % 4]
        entry = WinEntry(winner=who, han=han - nukidora, fu=ten[0], yakuman=0, nukidora=nukidora)
    return who, None if from_who == who else from_who, entry, _sc_deltas(attr)


def _xml_wins(
    current: dict[str, Any] | None, wins: list[tuple[int, int | None, WinEntry, list[int]]]
) -> LogHand:
    assert current is not None
    discarders = {discarder for _, discarder, _, _ in wins}
    if len(discarders) != 1:
        raise LogError("the wins of one hand name different discarders")
    deltas = [sum(d[seat] for _, _, _, d in wins) for seat in range(4)]
    return _hand(
        current, Win(entries=tuple(e for _, _, e, _ in wins), discarder=discarders.pop()), deltas
    )


def _xml_draw(current: dict[str, Any], attr: dict[str, str]) -> LogHand:
    kind = attr.get("type")
    deltas = _sc_deltas(attr)
    tenpai = frozenset(seat for seat in range(4) if f"hai{seat}" in attr)
    result: ExhaustiveDraw | AbortiveDraw
    if kind is None:
        result = ExhaustiveDraw(tenpai=tenpai)
    elif kind == "nm":
        nagashi = frozenset(seat for seat in range(4) if deltas[seat] > 0)
        result = ExhaustiveDraw(tenpai=tenpai, nagashi=nagashi)
    elif kind in XML_ABORTS:
        result = AbortiveDraw(XML_ABORTS[kind])
    else:
        raise LogError(f"an unknown kind of draw ({kind!r})")
    return _hand(current, result, deltas)


def _hand(
    current: dict[str, Any], result: Win | ExhaustiveDraw | AbortiveDraw, deltas: list[int]
) -> LogHand:
    kyoku = current["kyoku"]
    if not 0 <= kyoku < 16 or not 0 <= current["dealer"] < 4:
        raise LogError(f"a hand numbered {kyoku} or a dealer {current['dealer']} out of range")
    if current["honba"] < 0 or current["sticks"] < 0:
        raise LogError("a hand with negative honba or sticks")
    return LogHand(
        round_wind=kyoku // 4,
        hand_number=kyoku % 4 + 1,
        dealer=current["dealer"],
        honba=current["honba"],
        sticks=current["sticks"],
        scores=tuple(current["scores"]),
        riichi=tuple(current["riichi"]),
        result=result,
        deltas=tuple(deltas),
    )


# --- tenhou.net/6 JSON -----------------------------------------------------------------------


def _read_json(text: str) -> LogGame:
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as error:
        raise LogError(f"not JSON ({getattr(error, 'msg', 'nested too deeply')})") from None
    if not isinstance(data, dict) or not isinstance(data.get("log"), list):
        raise LogError("a JSON file without a 'log' list: not tenhou.net/6 JSON")
    names = data.get("name", ["", "", "", ""])
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise LogError("'name' should be a list of names")
    rule: dict[str, Any] = data["rule"] if isinstance(data.get("rule"), dict) else {}
    disp = str(rule.get("disp", ""))
    own_rules = _own_rules(data)
    three = "三" in disp or len(names) == 3 or (own_rules or {}).get("players") == 3
    hanchan = "東" not in disp.replace("東南", "南")  # "…東喰赤" is East-only
    red = bool(rule.get("aka") or rule.get("aka51") or rule.get("aka52") or rule.get("aka53"))
    raw_hands = data["log"]
    if not raw_hands:
        raise LogError("a tenhou.net/6 file with no hand")
    final: tuple[list[int], list[float]] | None = None
    sc = data.get("sc")
    if isinstance(sc, list) and len(sc) >= 8 and all(_is_number(v) for v in sc):
        final = [int(v) for v in sc[0::2]], [float(v) for v in sc[1::2]]
    starts: list[list[int]] = []
    for number, hand in enumerate(raw_hands, start=1):
        if not isinstance(hand, list) or len(hand) < 17:
            raise LogError(f"hand {number} is not a tenhou.net/6 hand (17 parts)")
        scores = hand[1]
        if (
            not isinstance(scores, list)
            or len(scores) < 3
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in scores)
        ):
            raise LogError(f"hand {number}: the scores are not whole numbers")
        starts.append(list(scores) + [0] * (4 - len(scores)))
    hands = [
        _json_hand(number, hand, starts[number - 1], 3 if three else 4)
        for number, hand in enumerate(raw_hands, start=1)
    ]
    own = data.get("scoretable")
    if isinstance(own, dict) and isinstance(own.get("results"), list):
        hands = _own_results(hands, own["results"])
    ref = data.get("ref")
    log_id = (
        ref
        if isinstance(ref, str) and re.fullmatch(r"\d{10}gm-[0-9a-f]{4}-\d{4,}-[0-9a-f]{8}", ref)
        else None
    )
    return _game(
        "tenhou6",
        f"tenhou:{log_id}" if log_id else "",
        [str(n) for n in names] + [""] * (4 - len(names)),
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


def _own_results(hands: list[LogHand], results: list[Any]) -> list[LogHand]:
    """The hands with the results scoretable's own export kept (han and fu of each win, which
    the tenhou.net/6 part cannot carry without yaku)."""
    if len(results) != len(hands):
        raise LogError("the file's own results do not match its hands")
    out = []
    for number, (hand, data) in enumerate(zip(hands, results, strict=True), start=1):
        try:
            action = action_from_dict(data)
        except (ValueError, TypeError, KeyError) as error:
            raise LogError(f"hand {number}: an unreadable result ({error})") from None
        if not isinstance(action, Win | ExhaustiveDraw | AbortiveDraw):
            raise LogError(f"hand {number}: the result is not a win or a draw")
        out.append(dataclasses.replace(hand, result=action))
    return out


def _own_rules(data: dict[str, Any]) -> dict[str, Any] | None:
    """scoretable's rules, where the file is scoretable's own export."""
    own = data.get("scoretable")
    if isinstance(own, dict) and isinstance(own.get("rules"), dict):
        rules: dict[str, Any] = own["rules"]
        return rules
    return None


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and abs(value) < 1e9


def _json_hand(number: int, hand: list[Any], scores: list[int], seats: int) -> LogHand:
    head = hand[0]
    if (
        not isinstance(head, list)
        or len(head) != 3
        or not all(isinstance(v, int) and not isinstance(v, bool) for v in head)
    ):
        raise LogError(f"hand {number}: the round, honba and sticks are not three numbers")
    kyoku, honba, sticks = head
    result = hand[16]
    if not isinstance(result, list) or not result or not isinstance(result[0], str):
        raise LogError(f"hand {number}: no result")
    word = result[0]
    current = {
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
        for index in range(1, len(result) - 1, 2):
            change, info = result[index], result[index + 1]
            if not isinstance(change, list) or not isinstance(info, list) or len(info) < 4:
                raise LogError(f"hand {number}: an unreadable win")
            deltas = [a + b for a, b in zip(deltas, _four(change, number), strict=True)]
            wins.append(_json_win(number, info))
        discarders = {discarder for _, discarder in wins}
        if len(discarders) != 1:
            raise LogError(f"hand {number}: the wins name different discarders")
        win = Win(entries=tuple(entry for entry, _ in wins), discarder=discarders.pop())
        return _hand(current, win, deltas)
    change = _four(result[1], number) if len(result) > 1 else [0, 0, 0, 0]
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
    raise LogError(f"hand {number}: an unknown result {word!r}")


def _four(values: Any, number: int) -> list[int]:
    if not isinstance(values, list) or not all(
        isinstance(v, int) and not isinstance(v, bool) for v in values
    ):
        raise LogError(f"hand {number}: score changes that are not whole numbers")
    return list(values) + [0] * (4 - len(values))


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


def _json_win(number: int, info: list[Any]) -> tuple[WinEntry, int | None]:
    who, from_who, pao = info[0], info[1], info[2]
    if not all(
        isinstance(v, int) and not isinstance(v, bool) and 0 <= v < 4 for v in (who, from_who, pao)
    ):
        raise LogError(f"hand {number}: a win whose seats are not 0-3")
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
    else:
        han = nukidora = 0
        for text in yaku:
            match = _HAN_IN_TEXT.search(text)
            if match is None:
                raise LogError(f"hand {number}: a yaku without its han ({text!r})")
            if text.startswith(JSON_NUKIDORA):
                nukidora += int(match.group(1))
            else:
                han += int(match.group(1))
        fu = _fu_of(str(info[3]), han + nukidora)
        entry = WinEntry(winner=who, han=han, fu=fu, yakuman=0, nukidora=nukidora)
    return entry, None if from_who == who else from_who


def _fu_of(text: str, han: int) -> int:
    """The fu of "30符1飜1000点"; a limit hand ("満貫8000点") has none written: the smallest
    fu that reaches it (only han 3 and 4 can be a mangan by their fu)."""
    match = re.match(r"(\d+)符", text)
    if match:
        return int(match.group(1))
    return 70 if han == 3 else 40 if han == 4 else 30


def _game(
    fmt: str,
    key: str,
    names: list[str],
    go_type: int | None,
    *,
    hanchan: bool,
    red_fives: bool,
    three_player: bool,
    hands: list[LogHand],
    final: tuple[list[int], list[float]] | None,
    rule_text: str = "",
    log_id: str | None = None,
    rules: dict[str, Any] | None = None,
) -> LogGame:
    if three_player:  # four places in the file, the fourth empty: three seats in the game
        names = names[:3]
        hands = [
            dataclasses.replace(hand, scores=hand.scores[:3], deltas=hand.deltas[:3])
            for hand in hands
        ]
        if final is not None:
            final = (final[0][:3], final[1][:3])
    content = json.dumps(
        [[h.round_wind, h.hand_number, h.honba, h.scores, h.deltas] for h in hands] + [names],
        ensure_ascii=False,
    )
    content_key = f"content:{hashlib.sha256(content.encode()).hexdigest()[:32]}"
    return LogGame(
        format=fmt,
        key=key or content_key,
        players=tuple(names),
        go_type=go_type,
        hanchan=hanchan,
        red_fives=red_fives,
        three_player=three_player,
        hands=tuple(hands),
        final_scores=None if final is None else tuple(final[0]),
        final_points=None if final is None else tuple(final[1]),
        rule_text=rule_text,
        log_id=log_id,
        content_key=content_key,
        rules=rules,
    )
