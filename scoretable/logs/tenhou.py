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
draw). Pure standard library, no Qt. This module recognises the format and reads mjlog XML,
:mod:`scoretable.logs.tenhou6` tenhou.net/6 JSON, both into :mod:`scoretable.logs.log_game`.

In a multiple ron each winner has its own ``<AGARI>``, the nearest to the discarder first, its
``sc`` stating the scores as the wins before it left them; its ``ba`` states the hand's honba
for every winner (only the nearest is paid them) and the sticks each winner took (the nearest
all, the others 0); the last carries ``owari`` where the game ends there.

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

import gzip
import hashlib
import io
import re
import zlib
from typing import Any
from urllib.parse import unquote
from xml.etree import ElementTree

from scoretable.engine.errors import Word, quoted
from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.engine.table import (
    AbortiveDraw,
    ExhaustiveDraw,
    Win,
    WinEntry,
)
from scoretable.logs.log_game import (
    MAX_HANDS,
    MAX_POINTS,
    WINDS,
    LogError,
    LogGame,
    LogHand,
    WinClaim,
    hand_word,
)
from scoretable.logs.log_game import make_game as _game
from scoretable.logs.log_game import make_hand as _hand
from scoretable.logs.log_game import refuse as _refuse
from scoretable.logs.tenhou6 import read_json

# The largest log read (a real hanchan is 10 to 40 KB; gzip or not).
MAX_BYTES = 4 * 1024 * 1024
# ``GO type`` bits (Tenhou): 0x02 no red fives, 0x04 no open tanyao, 0x08 hanchan,
# 0x10 three players, 0x20 tokujou, 0x40 fast, 0x80 joukyuu (0xA0 phoenix).
GO_NO_RED = 0x02
GO_HANCHAN = 0x08
GO_SANMA = 0x10
# Tenhou's names of the abortive draws -> the engine's (``RYUUKYOKU type``).
XML_ABORTS = {
    "yao9": "kyuushu",
    "kaze4": "kaze4",
    "reach4": "reach4",
    "kan4": "kan4",
    "ron3": "ron3",
}
# mjlog ``AGARI ten``'s third number: the limit the hand reached.
LIMIT_CODES = {None: 0, "mangan": 1, "haneman": 2, "baiman": 3, "sanbaiman": 4, "yakuman": 5}
# A whole number as a log writes one: at most nine digits (no sign but minus, no spaces).
_INT = re.compile(r"-?\d{1,9}")
# The final points of an mjlog's end-of-game line: "-51.0", "11", "70.5".
_POINTS = re.compile(r"-?\d{1,7}(?:\.\d{1,3})?")


def read_log(data: bytes) -> LogGame:
    """The game in ``data`` (an mjlog or tenhou.net/6 file, gzipped or not)."""
    text = log_text(data)
    start = text.lstrip()[:1]
    if start == "<":
        return _read_xml(text)
    if start == "{":
        return read_json(text)
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


def _mjlog_root(text: str) -> ElementTree.Element:
    """The document's root, refused unless it is a well-formed mjlog without a DTD."""
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
    return root


def _start_hand(attr: dict[str, str], number: int) -> dict[str, Any]:
    """A hand's state as its <INIT> opens it: the seed's counters, the dealer, the scores."""
    if number > MAX_HANDS:
        _refuse(QT_TRANSLATE_NOOP("Exchange", "more than {limit} hands"), limit=MAX_HANDS)
    seed_parts = _ints(attr, "INIT", "seed", number, 6)
    current: dict[str, Any] = {
        "number": number,
        "kyoku": seed_parts[0],
        "honba": seed_parts[1],
        "sticks": seed_parts[2],
        "dealer": _seat(attr, "INIT", "oya", number),
        "scores": _points(_ints(attr, "INIT", "ten", number, 4), number),
        "riichi": [],
        "nuki": [0, 0, 0, 0],
        "wins": [],
        "draw": None,
    }
    current["running"] = list(current["scores"])
    return current


def _read_xml(text: str) -> LogGame:
    root = _mjlog_root(text)
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
            current = _start_hand(attr, number)
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


__all__ = [
    "GO_HANCHAN",
    "GO_NO_RED",
    "GO_SANMA",
    "LIMIT_CODES",
    "MAX_BYTES",
    "MAX_HANDS",
    "MAX_POINTS",
    "WINDS",
    "XML_ABORTS",
    "LogError",
    "LogGame",
    "LogHand",
    "WinClaim",
    "hand_word",
    "log_text",
    "read_log",
]
