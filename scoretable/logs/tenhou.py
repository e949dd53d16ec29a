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

Every field is read strictly: a required attribute missing or empty, a number that is not a
whole number of at most nine digits (or, for the final points, a decimal), a seat out of
range, text that is not UTF-8 is a :class:`LogError` naming the hand and the field. What the
log states beyond the results (the scores before each result, each win's points, limit, honba
and sticks, the final line) is kept as the log's claim (:class:`WinClaim`,
``LogHand.before``) for the replay to reproduce.
"""

from __future__ import annotations

import dataclasses
import gzip
import hashlib
import io
import json
import math
import re
import zlib
from dataclasses import dataclass, field
from typing import Any, ClassVar, NoReturn
from urllib.parse import unquote
from xml.etree import ElementTree

from scoretable.engine.errors import SentenceError, Word, quoted
from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.engine.table import (
    AbortiveDraw,
    ExhaustiveDraw,
    Win,
    WinEntry,
    action_from_dict,
)

# The largest log read (a real hanchan is 10 to 40 KB; gzip or not).
MAX_BYTES = 4 * 1024 * 1024
# The most hands a log may hold (a long hanchan has about 20).
MAX_HANDS = 1000
# The largest score, score change or counter a log may state (in points).
MAX_POINTS = 10_000_000
# ``GO type`` bits (Tenhou): 0x02 no red fives, 0x04 no open tanyao, 0x08 hanchan,
# 0x10 three players, 0x20 tokujou, 0x40 fast, 0x80 joukyuu (0xA0 phoenix).
GO_NO_RED = 0x02
GO_HANCHAN = 0x08
GO_SANMA = 0x10
# Tenhou's names of the abortive draws -> the engine's (``RYUUKYOKU type`` and the
# tenhou.net/6 result words).
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
# tenhou.net/6 result words of an exhaustive draw (tenpai from the noten payments).
JSON_DRAWS = ("流局", "全員聴牌", "全員不聴", "流し満貫")
# tenhou.net/6's name of the North tiles set aside as dora (three players).
JSON_NUKIDORA = "抜きドラ"
# mjlog ``AGARI ten``'s third number: the limit the hand reached.
LIMIT_CODES = {None: 0, "mangan": 1, "haneman": 2, "baiman": 3, "sanbaiman": 4, "yakuman": 5}
_HAN_IN_TEXT = re.compile(r"\((\d{1,2})飜\)$")
# A whole number as a log writes one: at most nine digits (no sign but minus, no spaces).
_INT = re.compile(r"-?\d{1,9}")
# The final points of an mjlog's end-of-game line: "-51.0", "11", "70.5".
_POINTS = re.compile(r"-?\d{1,7}(?:\.\d{1,3})?")
# A tenhou.net/6 win's value: "40符3飜5200点", "満貫2000-4000点", "役満16000点∀".
_VALUE_TEXT = re.compile(r"(?:(\d{1,3})符(\d{1,2})飜)?\D*?(\d{1,6})(?:-(\d{1,6}))?点(∀)?")
WINDS = (
    QT_TRANSLATE_NOOP("Exchange", "East"),
    QT_TRANSLATE_NOOP("Exchange", "South"),
    QT_TRANSLATE_NOOP("Exchange", "West"),
    QT_TRANSLATE_NOOP("Exchange", "North"),
)


class LogError(SentenceError):
    """The file is not a Tenhou log this reader accepts: ``str()`` is a one-line reason in
    English, ``error.text(QCoreApplication.translate)`` the same in the interface's language."""

    context: ClassVar[str] = "Exchange"


def _refuse(template: str, **params: object) -> NoReturn:
    raise LogError(template, **params)


def hand_word(number: int) -> Word:
    """ "hand 3" (the third hand of the file, counted from 1) for a message."""
    return Word(QT_TRANSLATE_NOOP("Exchange", "hand {number}"), number=number)


@dataclass(frozen=True)
class WinClaim:
    """What the log states about one win beyond its han and fu.

    Attributes:
        winner: the winning seat.
        points: the hand's whole value as paid (mjlog ``ten``'s second number), or None.
        limit: the limit reached, 0 none ... 5 yakuman (mjlog ``ten``'s third), or None.
        honba: the hand's honba (mjlog ``ba``'s first number), or None: Tenhou states
            them for every winner of a multiple ron, though only the nearest is paid them.
        sticks: the riichi sticks this winner took (``ba``'s second; 0 for the others
            of a multiple ron), or None.
        paid: the payment a tenhou.net/6 text states: ``(ron,)``, ``(non-dealer, dealer)``
            or ``(each,)`` with ``all_pay``; None in an mjlog.
        text: the text the claim was read from (for messages).
    """

    winner: int
    points: int | None = None
    limit: int | None = None
    honba: int | None = None
    sticks: int | None = None
    paid: tuple[int, ...] | None = None
    all_pay: bool = False
    text: str = ""


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
        number: the hand's place in the file (1 the first).
        claims: what the log states about each win (in the order of ``result.entries``).
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
    number: int = field(default=0, compare=False)
    claims: tuple[WinClaim, ...] = field(default=(), compare=False)

    @property
    def word(self) -> Word:
        """The hand named for a message: "hand 3 (East 2, 1 honba)", translatable."""
        return Word(
            QT_TRANSLATE_NOOP("Exchange", "hand {number} ({wind} {hand}, {honba} honba)"),
            number=self.number,
            wind=Word(WINDS[self.round_wind]),
            hand=self.hand_number,
            honba=self.honba,
        )


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
    # the hash of the players and the results: the same game in either format
    content_key: str = ""
    # scoretable's own rules, where the file is scoretable's export (``scoretable.rules``)
    rules: dict[str, Any] | None = None

    @property
    def keys(self) -> tuple[str, ...]:
        """Every key this game is known by (its own key first)."""
        return tuple(dict.fromkeys(k for k in (self.key, self.content_key) if k))


def read_log(data: bytes) -> LogGame:
    """The game in ``data`` (an mjlog or tenhou.net/6 file, gzipped or not)."""
    text = log_text(data)
    start = text.lstrip()[:1]
    if start == "<":
        return _read_xml(text)
    if start == "{":
        return _read_json(text)
    _refuse(QT_TRANSLATE_NOOP("Exchange", "neither mjlog XML nor tenhou.net/6 JSON"))


def log_text(data: bytes) -> str:
    """The text of a log file: at most :data:`MAX_BYTES` (unpacked where gzipped), strict
    UTF-8 (a byte-order mark skipped)."""
    if len(data) > MAX_BYTES:
        _refuse(
            QT_TRANSLATE_NOOP("Exchange", "the file is larger than {limit} MiB: not a game log"),
            limit=MAX_BYTES // (1024 * 1024),
        )
    if data[:2] == b"\x1f\x8b":
        try:
            data = gzip.GzipFile(fileobj=io.BytesIO(data)).read(MAX_BYTES + 1)
        except (OSError, EOFError, zlib.error) as error:
            _refuse(QT_TRANSLATE_NOOP("Exchange", "a damaged gzip file ({error})"), error=error)
        if len(data) > MAX_BYTES:
            _refuse(QT_TRANSLATE_NOOP("Exchange", "the unpacked file is too large: not a game log"))
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        _refuse(
            QT_TRANSLATE_NOOP(
                "Exchange",
                "not UTF-8 text (byte {offset}): neither mjlog XML nor tenhou.net/6 JSON",
            ),
            offset=error.start,
        )


# --- mjlog XML -------------------------------------------------------------------------------


def _where(number: int) -> Word:
    if number:
        return hand_word(number)
    return Word(QT_TRANSLATE_NOOP("Exchange", "before the first hand"))


def _ints(attr: dict[str, str], tag: str, name: str, number: int, count: int) -> list[int]:
    """The ``count`` whole numbers (``count`` 0: any number of them, none included) of a
    required attribute."""
    text = attr.get(name)
    if text is None or (count and text == ""):
        _refuse(
            QT_TRANSLATE_NOOP("Exchange", "{where}: <{tag}> has no {field}"),
            where=_where(number),
            tag=tag,
            field=name,
        )
    parts = [part for part in text.split(",") if part != ""] if count == 0 else text.split(",")
    if not all(_INT.fullmatch(part) for part in parts) or (count and len(parts) != count):
        _refuse(
            QT_TRANSLATE_NOOP(
                "Exchange", "{where}: <{tag} {field}> should be {count} whole numbers, not {value}"
            )
            if count
            else QT_TRANSLATE_NOOP(
                "Exchange", "{where}: <{tag} {field}> should be whole numbers, not {value}"
            ),
            where=_where(number),
            tag=tag,
            field=name,
            count=count,
            value=quoted(text),
        )
    return [int(part) for part in parts]


def _seat(attr: dict[str, str], tag: str, name: str, number: int) -> int:
    seat = _ints(attr, tag, name, number, 1)[0]
    if not 0 <= seat < 4:
        _refuse(
            QT_TRANSLATE_NOOP(
                "Exchange", "{where}: <{tag} {field}> should be a seat 0-3, not {value}"
            ),
            where=_where(number),
            tag=tag,
            field=name,
            value=seat,
        )
    return seat


def _names(attr: dict[str, str]) -> list[str]:
    names = []
    for seat in range(4):
        try:
            names.append(unquote(attr.get(f"n{seat}", ""), errors="strict"))
        except UnicodeDecodeError:
            _refuse(
                QT_TRANSLATE_NOOP(
                    "Exchange", "the name of seat {seat} is not UTF-8 (<UN n{seat}>)"
                ),
                seat=seat,
            )
    return names


def _read_xml(text: str) -> LogGame:
    if "<!DOCTYPE" in text or "<!ENTITY" in text:
        _refuse(QT_TRANSLATE_NOOP("Exchange", "an XML file with a document type: not an mjlog"))
    try:
        root = ElementTree.fromstring(text)
    except ElementTree.ParseError as error:
        _refuse(QT_TRANSLATE_NOOP("Exchange", "not well-formed XML ({error})"), error=error)
    if root.tag != "mjloggm":
        _refuse(
            QT_TRANSLATE_NOOP(
                "Exchange", "an XML file whose root is <{tag}>, not an mjlog <mjloggm>"
            ),
            tag=root.tag,
        )
    go_type: int | None = None
    names: list[str] | None = None
    seed = ""
    hands: list[LogHand] = []
    current: dict[str, Any] | None = None
    number = 0
    final: tuple[list[int], list[float]] | None = None
    for element in root:
        tag, attr = element.tag, element.attrib
        sanma = go_type is not None and bool(go_type & GO_SANMA)
        if tag == "SHUFFLE":
            seed = attr.get("seed", "")
        elif tag == "GO" and "type" in attr:
            go_type = _ints(attr, tag, "type", number, 1)[0]
        elif tag == "UN" and names is None:
            # the seating; a later <UN> is a reconnect naming one seat, never a rename
            names = _names(attr)
        elif tag == "INIT":
            number += 1
            if current is not None:
                hands.append(_xml_hand(current))
            if number > MAX_HANDS:
                _refuse(QT_TRANSLATE_NOOP("Exchange", "more than {limit} hands"), limit=MAX_HANDS)
            seed_parts = _ints(attr, tag, "seed", number, 6)
            current = {
                "number": number,
                "kyoku": seed_parts[0],
                "honba": seed_parts[1],
                "sticks": seed_parts[2],
                "dealer": _seat(attr, tag, "oya", number),
                "scores": _points(_ints(attr, tag, "ten", number, 4), number),
                "riichi": [],
                "nuki": [0, 0, 0, 0],
                "wins": [],
                "draw": None,
            }
            current["running"] = list(current["scores"])
        elif current is None and tag in ("REACH", "AGARI", "RYUUKYOKU"):
            _refuse(
                QT_TRANSLATE_NOOP("Exchange", "a <{tag}> before the first hand"),
                tag=tag,
            )
        elif (
            current is not None
            and (current["draw"] is not None or current["wins"])
            and (tag in ("REACH", "RYUUKYOKU") or (tag == "AGARI" and current["draw"]))
        ):
            _refuse(
                QT_TRANSLATE_NOOP("Exchange", "{where}: a <{tag}> after the hand's result"),
                where=_where(number),
                tag=tag,
            )
        elif tag == "REACH" and current is not None and attr.get("step") == "2":
            who = _seat(attr, tag, "who", number)
            current["riichi"].append(who)
            current["running"][who] -= 1000
            if "ten" in attr:
                _stated(current, _ints(attr, tag, "ten", number, 4), "REACH ten")
        elif tag == "N" and sanma and current is not None:
            if _is_nuki(_ints(attr, tag, "m", number, 1)):
                current["nuki"][_seat(attr, tag, "who", number)] += 1
        elif tag == "AGARI" and current is not None:
            current["wins"].append(_xml_win(attr, current))
            if "owari" in attr:
                final = _owari(attr["owari"], number)
        elif tag == "RYUUKYOKU" and current is not None:
            current["draw"] = _xml_draw(current, attr)
            if "owari" in attr:
                final = _owari(attr["owari"], number)
    if current is not None and (current["wins"] or current["draw"] is not None):
        hands.append(_xml_hand(current))  # a last hand without its result: the log is cut
    if not hands:
        _refuse(QT_TRANSLATE_NOOP("Exchange", "an mjlog with no finished hand"))
    go = go_type if go_type is not None else GO_HANCHAN
    key = f"seed:{hashlib.sha256(seed.encode()).hexdigest()[:32]}" if seed else ""
    return _game(
        "mjlog",
        key,
        names if names is not None else ["", "", "", ""],
        go_type,
        hanchan=bool(go & GO_HANCHAN),
        red_fives=not go & GO_NO_RED,
        three_player=bool(go & GO_SANMA),
        hands=hands,
        final=final,
    )


def _stated(current: dict[str, Any], hundreds: list[int], field: str) -> None:
    """The scores a line states (in hundreds) must be where the hand stands."""
    stated = _points(hundreds, current["number"])
    if stated != current["running"]:
        _refuse(
            QT_TRANSLATE_NOOP(
                "Exchange",
                "{where}: <{field}> states the scores {stated}; "
                "the hand's start and its riichi give {running}",
            ),
            where=hand_word(current["number"]),
            field=field,
            stated=stated,
            running=list(current["running"]),
        )


def _points(hundreds: list[int], number: int) -> list[int]:
    """Scores an mjlog writes in hundreds, in points (within :data:`MAX_POINTS`)."""
    points = [v * 100 for v in hundreds]
    if any(abs(v) > MAX_POINTS for v in points):
        _refuse(
            QT_TRANSLATE_NOOP("Exchange", "{where}: a score beyond {limit} points"),
            where=hand_word(number),
            limit=f"{MAX_POINTS:,}",
        )
    return points


def _owari(text: str, number: int) -> tuple[list[int], list[float]]:
    parts = text.split(",")
    if len(parts) != 8 or not all(
        _INT.fullmatch(parts[i]) and _POINTS.fullmatch(parts[i + 1]) for i in range(0, 8, 2)
    ):
        _refuse(
            QT_TRANSLATE_NOOP("Exchange", "{where}: an unreadable end-of-game line ({value})"),
            where=hand_word(number),
            value=quoted(text),
        )
    return [int(parts[i]) * 100 for i in range(0, 8, 2)], [float(parts[i]) for i in range(1, 8, 2)]


def _sc_deltas(attr: dict[str, str], tag: str, current: dict[str, Any]) -> list[int]:
    """The result's score changes; the scores before it it states must be the hand's."""
    sc = _ints(attr, tag, "sc", current["number"], 8)
    _stated(current, sc[0::2], f"{tag} sc")
    deltas = _points(sc[1::2], current["number"])
    current["running"] = [a + b for a, b in zip(current["running"], deltas, strict=True)]
    return deltas


def _is_nuki(meld: list[int]) -> bool:
    """A North set aside: Tenhou's meld code with bit 0x20 and none of chi, pon, added kan."""
    return not meld[0] & 0x1C and bool(meld[0] & 0x20)


def _xml_win(
    attr: dict[str, str], current: dict[str, Any]
) -> tuple[int | None, WinEntry, list[int], WinClaim]:
    number = current["number"]
    who = _seat(attr, "AGARI", "who", number)
    from_who = _seat(attr, "AGARI", "fromWho", number)
    fu, points, limit = _ints(attr, "AGARI", "ten", number, 3)
    honba, sticks = _ints(attr, "AGARI", "ba", number, 2)
    yakuman = _ints(attr, "AGARI", "yakuman", number, 0) if "yakuman" in attr else []
    yaku = [] if yakuman else _ints(attr, "AGARI", "yaku", number, 0)
    pao = _seat(attr, "AGARI", "paoWho", number) if "paoWho" in attr else None
    if len(yaku) % 2:
        _refuse(
            QT_TRANSLATE_NOOP("Exchange", "{where}: <AGARI yaku> should be pairs of numbers"),
            where=hand_word(number),
        )
    if yakuman:
        entry = WinEntry(winner=who, han=0, fu=None, yakuman=len(yakuman), pao=pao)
    else:
        nukidora = current["nuki"][who]
        han = sum(yaku[1::2]) - nukidora
        entry = WinEntry(winner=who, han=han, fu=fu, yakuman=0, nukidora=nukidora)
    claim = WinClaim(who, points=points, limit=limit, honba=honba, sticks=sticks)
    deltas = _sc_deltas(attr, "AGARI", current)
    return None if from_who == who else from_who, entry, deltas, claim


def _xml_hand(current: dict[str, Any]) -> LogHand:
    wins = current["wins"]
    if current["draw"] is not None:  # (a win beside it is refused as it is read)
        result, deltas = current["draw"]
        return _hand(current, result, deltas)
    if not wins:
        _refuse(
            QT_TRANSLATE_NOOP("Exchange", "{where}: a hand without its result (the log is cut)"),
            where=hand_word(current["number"]),
        )
    discarders = {discarder for discarder, _, _, _ in wins}
    if len(discarders) != 1:
        _refuse(
            QT_TRANSLATE_NOOP(
                "Exchange", "{where}: the wins of one hand name different discarders"
            ),
            where=hand_word(current["number"]),
        )
    deltas = [sum(d[seat] for _, _, d, _ in wins) for seat in range(4)]
    win = Win(entries=tuple(e for _, e, _, _ in wins), discarder=discarders.pop())
    return _hand(current, win, deltas, tuple(c for _, _, _, c in wins))


def _xml_draw(
    current: dict[str, Any], attr: dict[str, str]
) -> tuple[ExhaustiveDraw | AbortiveDraw, list[int]]:
    kind = attr.get("type")
    deltas = _sc_deltas(attr, "RYUUKYOKU", current)
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
        _refuse(
            QT_TRANSLATE_NOOP("Exchange", "{where}: an unknown kind of draw ({kind})"),
            where=hand_word(current["number"]),
            kind=quoted(kind),
        )
    return result, deltas


def _hand(
    current: dict[str, Any],
    result: Win | ExhaustiveDraw | AbortiveDraw,
    deltas: list[int],
    claims: tuple[WinClaim, ...] = (),
) -> LogHand:
    kyoku = current["kyoku"]
    where = hand_word(current["number"])
    if not 0 <= kyoku < 16:
        _refuse(
            QT_TRANSLATE_NOOP("Exchange", "{where}: a round number {value} out of range (0-15)"),
            where=where,
            value=kyoku,
        )
    if not (0 <= current["honba"] <= 1000 and 0 <= current["sticks"] <= 1000):
        _refuse(
            QT_TRANSLATE_NOOP("Exchange", "{where}: honba and sticks should be 0 to 1000"),
            where=where,
        )
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
        number=current["number"],
        claims=claims,
    )


# --- tenhou.net/6 JSON -----------------------------------------------------------------------


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


def _read_json(text: str) -> LogGame:
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
