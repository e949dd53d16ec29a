"""Replay hand records (``shared/oracle/README.md`` format) through the engine and compare.

    python -m scoretable conformance FILE.jsonl [--rules PRESET]

Each record starts a hand from its own state (round, hand, honba, sticks, dealer, scores;
the record's ``rules.length`` overrides the preset's hanchan/tonpuu), applies its accepted
riichi deposits and then its result through :func:`scoretable.engine.table.apply` (the same
function the window uses), and compares the net deltas, the sticks left, the next hand
(round, hand, dealer, honba, sticks) when the record is chained, the end of the game and the
final scores. Final points are counted apart (``P/Q``): some Tenhou rooms use settings a
record does not reveal, and the preset never guesses them from the expected values.

Only the fields the README names as inputs are read as inputs: ``round_wind``,
``hand_number``/``kyoku``, ``honba``, ``riichi_sticks_before``, ``dealer``,
``scores_before``, ``riichi``, ``rules.length``, ``result.kind``, each win's ``winner``,
``from``, ``han``, ``fu``, ``yakuman``, ``pao``, ``nukidora`` (and, where given,
``rinshan_pao`` and ``pao_yaku``), and ``tenpai``, ``nagashi``, ``abort_kind``. Never
``points``, ``limit``, ``log_deltas``, ``ba`` or ``yaku``. Fields the reader does not know (a
``clause`` citing the rule a record was written from, say) are passed over.

A chombo (``result.kind`` "chombo", the offender in ``result.seat``, or ``who``, or in an
object under ``result.chombo``) is replayed
as the preset settles it: the deposits of the hand go back and the hand is replayed, the
penalty paid at the table (reverse mangan: the record's ``deltas``) or taken off the final
points. A record may state the penalty as the preset applies it (``result.penalty``: in
thousands of final points for a penalty after the game, in points for one paid at the
table; its sign is not read; or a per-seat ``penalties`` list) and it is compared.
``penalties_before`` (thousands, one a seat; optional) are the final-point penalties already
taken in the game, for a last hand's final points. A game whose leftover sticks go to
nobody ends with final points that add up to minus those sticks (in thousands).

The file is read bounded (:mod:`scoretable.cli.inputs`: a FIFO or a device refused, never
waited on); on a terminal, standard error shows the progress, and Ctrl+C stops between two
records (exit 130).

Three-player records (``scoretable.logs.sanma_records``) have three entries in their scores,
deltas and final points; they are replayed under a three-player preset (``--rules
tenhou-sanma``; without ``--rules`` or a ``ruleset``, ``standard-sanma``), and a record whose
seats do not match its rules' players is an error. A win's optional ``nukidora`` (North tiles
set aside) is an input, its ``han`` then the rest of the hand.
"""

from __future__ import annotations

import io
import json
from dataclasses import dataclass
from typing import Any, TextIO

from scoretable.cli.hand import strict_json
from scoretable.cli.progress import TerminalProgress
from scoretable.engine.errors import RuleError, quoted
from scoretable.engine.results import final_results
from scoretable.engine.rules import Rules, get_preset
from scoretable.engine.settlement import deltas_of
from scoretable.engine.table import (
    WINDS,
    AbortiveDraw,
    Action,
    Chombo,
    DeclareRiichi,
    ExhaustiveDraw,
    Step,
    TableState,
    Win,
    WinEntry,
    apply,
)
from scoretable.storage.validate import shown_name
from scoretable.storage.work import Cancelled

# Tenhou's names of the abortive draws -> the engine's.
ABORT_KINDS = {
    "yao9": "kyuushu",
    "kaze4": "kaze4",
    "reach4": "reach4",
    "kan4": "kan4",
    "ron3": "ron3",
}
# Final points are compared to this precision (they are given to 0.1 at most).
POINT_TOLERANCE = 0.05
# The keys a chombo's offender may be given under, the first one present read.
CHOMBO_SEAT_KEYS = ("seat", "who", "chombo", "offender", "player")


@dataclass(frozen=True)
class Expected:
    """What a record says happened (never an input to the engine)."""

    deltas: list[int]
    sticks_after: int
    game_end: bool
    next_hand: dict[str, Any] | None
    final_scores: list[int] | None
    final_points: list[float] | None
    # a chombo's penalty as the record states it (its magnitude), or None
    penalty: float | None = None


@dataclass(frozen=True)
class Record:
    """One hand record: its inputs, as engine actions, and what it expects."""

    source: str
    ruleset: str | None
    length: str | None
    state_fields: dict[str, Any]
    riichi: list[int]
    result: Action
    expected: Expected
    # final-point penalties (thousands) already taken in the game, one a seat
    penalties: tuple[int, ...] = ()


# --- reading ---------------------------------------------------------------------------------


# The largest integer a record may hold anywhere (scores, honba, han, yakuman...): far
# beyond any game, far below what would overflow the arithmetic.
MAX_INT = 10**9
# The largest records file read (a million hands is about 500 MB... of which nobody has
# that many); a longer line is refused on its own.
MAX_FILE_BYTES = 1 << 30
MAX_LINE_BYTES = 1 << 20
# The longest text field (``source``, ``ruleset``: a real one is under 60 characters).
MAX_TEXT = 200


def _field(data: dict[str, Any], key: str, kinds: tuple[type, ...], where: str = "") -> Any:
    """``data[key]`` checked to be one of ``kinds`` (``type(None)`` allows null); an integer
    must lie within +-MAX_INT."""
    name = f"{where}{key}"
    if key not in data:
        raise ValueError(f"field {name!r} is missing")
    value = data[key]
    if isinstance(value, bool) and bool not in kinds:
        raise ValueError(f"field {name!r} has the wrong type ({quoted(value)})")
    if not isinstance(value, kinds):
        raise ValueError(f"field {name!r} has the wrong type ({quoted(value)})")
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) > MAX_INT:
        raise ValueError(f"field {name!r} is out of range ({quoted(value)})")
    return value


def _text(data: dict[str, Any], key: str, where: str = "") -> str:
    """A string field of at most MAX_TEXT characters that prints (no lone surrogates)."""
    value: str = _field(data, key, (str,), where)
    if len(value) > MAX_TEXT:
        raise ValueError(f"field {where + key!r} is longer than {MAX_TEXT} characters")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise ValueError(f"field {where + key!r} holds an unpaired surrogate") from None
    if not value.isprintable():
        raise ValueError(f"field {where + key!r} holds a control character")
    return value


def _ints(
    data: dict[str, Any], key: str, where: str = "", length: int | None = None, most: int = 4
) -> list[int]:
    """A list of integers: exactly ``length`` of them, else at most ``most`` (a seat each)."""
    values: list[Any] = _field(data, key, (list,), where)
    if (
        any(isinstance(v, bool) or not isinstance(v, int) or abs(v) > MAX_INT for v in values)
        or (length is not None and len(values) != length)
        or len(values) > most
    ):
        count = length or f"at most {most}"
        raise ValueError(f"field {where + key!r} should be a list of {count} integers")
    return values


def _numbers(data: dict[str, Any], key: str, length: int | None) -> list[float]:
    """A list of ``length`` numbers; with ``length`` None, one number on its own."""
    if length is None:
        value = _field(data, key, (int, float))
        if not abs(value) <= MAX_INT:
            raise ValueError(f"field {key!r} is out of range")
        return [float(value)]
    values: list[Any] = _field(data, key, (list,))
    if len(values) != length or any(
        isinstance(v, bool) or not isinstance(v, int | float) or not abs(v) <= MAX_INT
        for v in values
    ):
        raise ValueError(f"field {key!r} should be a list of {length} numbers")
    return [float(v) for v in values]


def _win_entry(data: Any, index: int) -> tuple[WinEntry, int | None]:
    where = f"result.wins[{index}]."
    if not isinstance(data, dict):
        raise ValueError(f"field {where[:-1]!r} should be an object")
    han = _field(data, "han", (int, type(None)), where)
    fu = _field(data, "fu", (int, type(None)), where)
    entry = WinEntry(
        winner=_field(data, "winner", (int,), where),
        han=0 if han is None else han,
        # a yakuman's logged fu means nothing (README)
        fu=None if han is None else fu,
        yakuman=_field(data, "yakuman", (int,), where),
        pao=_field(data, "pao", (int, type(None)), where),
        nukidora=_field(data, "nukidora", (int,), where) if "nukidora" in data else 0,
        # optional inputs a league's record may need: who fed the kan of a rinshan win paid
        # by him, and which yakuman a pao answers for (its share, where the rules say so)
        rinshan_pao=_field(data, "rinshan_pao", (int, type(None)), where)
        if "rinshan_pao" in data
        else None,
        pao_yaku=_text(data, "pao_yaku", where) if data.get("pao_yaku") is not None else None,
    )
    return entry, _field(data, "from", (int, type(None)), where)


def _result(data: dict[str, Any]) -> Action:
    result = _field(data, "result", (dict,))
    kind = _field(result, "kind", (str,), "result.")
    if kind in ("ron", "tsumo"):
        wins = _field(result, "wins", (list,), "result.")
        if not 1 <= len(wins) <= 4:
            raise ValueError("field 'result.wins' should hold 1 to 4 wins")
        parsed = [_win_entry(win, i) for i, win in enumerate(wins)]
        discarders = {discarder for _, discarder in parsed}
        if len(discarders) > 1:
            raise ValueError("the wins of one ron name different discarders")
        discarder = discarders.pop() if discarders else None
        if (kind == "ron") != (discarder is not None):
            raise ValueError(f"a {kind} with 'from' {discarder!r}")
        return Win(entries=tuple(entry for entry, _ in parsed), discarder=discarder)
    if kind == "draw":
        tenpai = [] if result.get("tenpai") is None else _ints(result, "tenpai", "result.")
        return ExhaustiveDraw(tenpai=frozenset(tenpai))
    if kind == "nagashi":
        tenpai = [] if result.get("tenpai") is None else _ints(result, "tenpai", "result.")
        return ExhaustiveDraw(
            tenpai=frozenset(tenpai), nagashi=frozenset(_ints(result, "nagashi", "result."))
        )
    if kind == "chombo":
        where, holder = _chombo_fields(result)
        key = next((k for k in CHOMBO_SEAT_KEYS if k in holder), CHOMBO_SEAT_KEYS[0])
        return Chombo(_field(holder, key, (int,), where))
    if kind == "abortive":
        abort = _field(result, "abort_kind", (str,), "result.")
        if abort not in ABORT_KINDS:
            raise ValueError(f"unknown abort_kind {abort!r}")
        return AbortiveDraw(ABORT_KINDS[abort])
    raise ValueError(f"unknown result.kind {kind!r}")


def _chombo_fields(result: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """Where a chombo's offender and penalty are: in ``result`` itself, or in an object under
    ``result.chombo`` (``{"kind": "chombo", "chombo": {"seat": 2, "penalty": 20}}``)."""
    inner = result.get("chombo")
    if isinstance(inner, dict):
        return "result.chombo.", inner
    return "result.", result


def _chombo_penalty(data: dict[str, Any]) -> float | None:
    """The magnitude of a chombo's penalty as the record states it, or None: the result's
    ``penalty`` (or ``points``), or the offender's entry of a per-seat ``penalties`` list."""
    result = data.get("result")
    if not isinstance(result, dict) or result.get("kind") != "chombo":
        return None
    _, holder = _chombo_fields(result)
    seat = next((holder[k] for k in CHOMBO_SEAT_KEYS if k in holder), None)
    for place, key in ((holder, "penalty"), (holder, "points"), (holder, "penalties")):
        value = place.get(key)
        if isinstance(value, list):  # one a seat: the offender's
            values = _numbers(place, key, len(value))
            if isinstance(seat, int) and 0 <= seat < len(values):
                return abs(values[seat])
        elif value is not None:
            return abs(_numbers(place, key, None)[0])
    if isinstance(data.get("penalties"), list):
        values = _numbers(data, "penalties", len(data["penalties"]))
        if isinstance(seat, int) and 0 <= seat < len(values):
            return abs(values[seat])
    return None


def _next_hand(data: dict[str, Any]) -> dict[str, Any]:
    """A chained record's next hand: each field the comparison reads, checked."""
    where = "next_hand."
    checked = {
        "round_wind": _field(data, "round_wind", (str,), where),
        **{
            key: _field(data, key, (int,), where)
            for key in ("hand_number", "dealer", "honba", "riichi_sticks")
        },
    }
    if checked["round_wind"] not in WINDS:
        raise ValueError(f"unknown next_hand.round_wind {checked['round_wind']!r}")
    return checked


def parse_record(line: str) -> Record:
    """A record from one line of JSON (read as ``hand --batch`` reads a line: bounded depth
    and digits, no NaN or Infinity); ValueError says what is unreadable, in one line."""
    if len(line) > MAX_LINE_BYTES:
        raise ValueError(f"the line is longer than {MAX_LINE_BYTES} characters")
    data = strict_json(line, "one record")
    if not isinstance(data, dict):
        raise ValueError("not a JSON object")
    wind = _field(data, "round_wind", (str,))
    if wind not in WINDS:
        raise ValueError(f"unknown round_wind {wind!r}")
    if "hand_number" in data:
        hand = _field(data, "hand_number", (int,))
    else:
        hand = _field(data, "kyoku", (int,)) % 4 + 1
    length = None
    rules = data.get("rules")
    if isinstance(rules, dict) and rules.get("length") is not None:
        length = _field(rules, "length", (str,), "rules.")
        if length not in ("hanchan", "tonpuu"):
            raise ValueError(f"unknown rules.length {length!r}")
    state_fields = {
        "round_wind": WINDS.index(wind),
        "hand_number": hand,
        "honba": _field(data, "honba", (int,)),
        "sticks": _field(data, "riichi_sticks_before", (int,)),
        "dealer": _field(data, "dealer", (int,)),
        "scores": tuple(_ints(data, "scores_before")),
    }
    seats = len(state_fields["scores"])
    if seats not in (3, 4):
        raise ValueError("field 'scores_before' should be a list of 3 or 4 integers")
    if not 1 <= hand <= seats or not 0 <= state_fields["dealer"] < seats:
        raise ValueError("hand_number or dealer out of range")
    if state_fields["honba"] < 0 or state_fields["sticks"] < 0:
        raise ValueError("honba or riichi_sticks_before below 0")
    game_end = _field(data, "game_end", (bool,))
    next_hand = _field(data, "next_hand", (dict, type(None)))
    chained = data.get("next_hand_status") == "chained" and next_hand is not None
    if chained:
        next_hand = _next_hand(next_hand)
    expected = Expected(
        penalty=_chombo_penalty(data),
        deltas=_ints(data, "deltas", length=seats),
        sticks_after=_field(data, "riichi_sticks_after", (int,)),
        game_end=game_end,
        next_hand=next_hand if chained else None,
        final_scores=_ints(data, "final_scores", length=seats) if game_end else None,
        final_points=_numbers(data, "final_points", seats)
        if game_end and data.get("final_points") is not None
        else None,
    )
    ruleset = _text(data, "ruleset") if data.get("ruleset") is not None else None
    return Record(
        source=_text(data, "source"),
        ruleset=ruleset,
        length=length,
        state_fields=state_fields,
        riichi=_ints(data, "riichi"),
        result=_result(data),
        expected=expected,
        penalties=tuple(abs(v) for v in _ints(data, "penalties_before", length=seats))
        if data.get("penalties_before") is not None
        else (),
    )


# --- replaying -------------------------------------------------------------------------------


def replay(record: Record, rules: Rules) -> Step:
    """Start the record's hand, deposit its accepted riichi, apply its result."""
    zeros = (0,) * rules.players
    state = TableState(
        rules=rules, penalties=record.penalties or zeros, wins=zeros, **record.state_fields
    )
    for seat in record.riichi:
        state = apply(state, DeclareRiichi(seat)).state
    return apply(state, record.result)


def _show(value: Any) -> str:
    return json.dumps(value)


def compare(record: Record, step: Step) -> list[str]:
    """The differences between the record's outcome and ``step``, as "field: expected x,
    got y" items."""
    expected = record.expected
    state = step.state
    leftover = [t for t in step.settlement.transfers if t.reason == "leftover"]
    paid_out = deltas_of(tuple(leftover), state.players)
    before = record.state_fields["scores"]
    deltas = [state.scores[seat] - paid_out[seat] - before[seat] for seat in range(len(before))]
    sticks = state.sticks + sum(t.amount for t in leftover) // 1000
    got: list[tuple[str, Any, Any]] = [
        ("deltas", expected.deltas, deltas),
        ("riichi_sticks_after", expected.sticks_after, sticks),
        ("game_end", expected.game_end, state.game_over),
    ]
    if expected.next_hand is not None and not state.game_over:
        nxt = expected.next_hand
        got += [
            ("next_hand.round_wind", nxt.get("round_wind"), WINDS[state.round_wind]),
            ("next_hand.hand_number", nxt.get("hand_number"), state.hand_number),
            ("next_hand.dealer", nxt.get("dealer"), state.dealer),
            ("next_hand.honba", nxt.get("honba"), state.honba),
            ("next_hand.riichi_sticks", nxt.get("riichi_sticks"), state.sticks),
        ]
    if expected.final_scores is not None and state.final_scores is not None:
        got.append(("final_scores", expected.final_scores, list(state.final_scores)))
    if expected.penalty is not None and isinstance(record.result, Chombo):
        have = _penalty(record, step)
        want = expected.penalty
        if step.state.rules.chombo == "final_penalty" and want >= 1000:
            want /= 1000  # stated in points: the preset's penalty is in thousands
        elif step.state.rules.chombo != "final_penalty" and 0 < want < 1000:
            want *= 1000  # stated in thousands: the table's payments are in points
        if abs(want - have) >= POINT_TOLERANCE:
            got.append(("result.penalty", expected.penalty, have))
    return [
        f"{name}: expected {_show(want)}, got {_show(have)}"
        for name, want, have in got
        if want != have
    ]


def _penalty(record: Record, step: Step) -> float:
    """The chombo's penalty as the preset applied it, in the units the record states it: in
    thousands of final points when taken after the game, else in points paid at the table
    (the hand's deposits handed back left out)."""
    assert isinstance(record.result, Chombo)
    seat = record.result.seat
    if step.state.rules.chombo == "final_penalty":
        return float(step.settlement.penalties[seat])
    paid = [t for t in step.settlement.transfers if t.reason == "chombo"]
    return float(-deltas_of(tuple(paid), step.state.players)[seat])


def final_points_match(record: Record, step: Step) -> bool:
    """The preset's final points equal the record's (to POINT_TOLERANCE)."""
    want = record.expected.final_points
    if want is None or not step.state.game_over:
        return False
    have = final_results(step.state).points
    return all(abs(a - b) < POINT_TOLERANCE for a, b in zip(want, have, strict=True))


def _rules_for(
    record: Record, rules_name: str | None, cache: dict[tuple[str, str | None], Rules]
) -> Rules:
    seats = len(record.state_fields["scores"])
    name = rules_name or record.ruleset or ("standard" if seats == 4 else "standard-sanma")
    key = (name, record.length)
    if key not in cache:
        rules = get_preset(name)
        if record.length is not None and record.length != rules.length:
            rules = rules.replace(length=record.length)
        cache[key] = rules
    if cache[key].players != seats:
        raise ValueError(
            f"the record has {seats} seats, the rules {name!r} {cache[key].players} players"
        )
    return cache[key]


def _read_lines(path: str) -> list[bytes]:
    """The lines of a regular file of at most MAX_FILE_BYTES (a UTF-8 byte-order mark
    skipped), each decoded on its own. A FIFO or a device (which could block, or never end:
    /dev/zero) is refused before it is opened."""
    from scoretable.cli.inputs import read_bytes

    return read_bytes(path, MAX_FILE_BYTES).removeprefix(b"\xef\xbb\xbf").splitlines()


def _decoded(raw: bytes) -> str:
    """One line as strict UTF-8 (ValueError naming the first bad byte)."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise ValueError(f"not UTF-8 text (byte {error.start + 1})") from None


def run_conformance(
    path: str, rules_name: str | None, out: TextIO, err: TextIO | None = None
) -> int:
    """Replay every record of ``path``; print mismatches and the summary line. With ``err``
    a terminal, the progress is drawn there, and Ctrl+C stops between two records (130).

    Returns 0 if and only if no record mismatched (unreadable records count), 2 when the
    file or the preset cannot be used at all, else 1. Every problem is one line naming the
    file (its name escaped where it is not UTF-8) and the line, or the record's ``source``.
    """
    shown = shown_name(path)
    if rules_name is not None:
        try:
            get_preset(rules_name)
        except KeyError as error:
            print(f"ERROR: {error.args[0]}", file=out)
            return 2
    from scoretable.cli.inputs import InputError

    try:
        lines = _read_lines(path)
    except InputError as error:
        print(f"ERROR: {error}", file=out)
        return 2
    hands = mismatches = final_ok = final_total = 0
    cache: dict[tuple[str, str | None], Rules] = {}
    with TerminalProgress(err or io.StringIO(), "replaying", "lines") as progress:
        for number, line in enumerate(lines, start=1):
            try:  # Cancelled after Ctrl+C: stops between two records
                progress("replaying", number - 1, len(lines))
            except Cancelled:
                left = len(lines) - number + 1
                print(f"stopped: {left:,} of {len(lines):,} lines left", file=err or out)
                return 130
            if not line.strip():
                continue
            hands += 1
            try:
                record = parse_record(_decoded(line))
                rules = _rules_for(record, rules_name, cache)
            except (ValueError, KeyError) as error:
                reason = error.args[0] if isinstance(error, KeyError) else str(error)
                print(f"ERROR {shown} line {number}: {reason}", file=out)
                mismatches += 1
                continue
            try:
                step = replay(record, rules)
            except RuleError as error:
                print(
                    f"MISMATCH {record.source}: result: expected accepted, "
                    f"got refused ({error.field}: {error.message})",
                    file=out,
                )
                mismatches += 1
                continue
            except (ValueError, ArithmeticError, TypeError) as error:  # not a table state
                print(f"ERROR {shown} line {number}: cannot replay: {error}", file=out)
                mismatches += 1
                continue
            differences = compare(record, step)
            if differences:
                print(f"MISMATCH {record.source}: {'; '.join(differences)}", file=out)
                mismatches += 1
            if record.expected.final_points is not None:
                final_total += 1
                final_ok += final_points_match(record, step)
    print(
        f"conformance: {hands} hands, {mismatches} mismatches, {final_ok}/{final_total} "
        "final points",
        file=out,
    )
    return 0 if mismatches == 0 else 1
