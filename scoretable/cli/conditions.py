"""``scoretable conditions``: what each seat needs in the last hand.

    scoretable conditions --rules tenhou --round S4 --dealer 3 --honba 0 --sticks 0 \\
        --scores 26000,18000,32500,23500 [--json]

Seats 0-3 (0-2 under a three-player preset, which takes three scores) in the order of the
first dealer; ``--sticks`` counts the riichi sticks already on the table. The answer assumes
nobody declares riichi in this hand. Bad input (a number of more than ten digits included)
exits 2 with a one-line reason on stderr.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from typing import Any, TextIO

from scoretable.engine.conditions import (
    Condition,
    Level,
    conditions,
    current_ranks,
    level_words,
)
from scoretable.engine.rules import get_preset
from scoretable.engine.table import WINDS, TableState

ORDINALS = ("1st", "2nd", "3rd", "4th")


class InputError(ValueError):
    """Bad command-line input; the message is the one-line reason."""


# The largest number an argument may hold (far beyond any score; no 5,000-digit numbers).
MAX_NUMBER = 10**9


def parse_round(text: str, players: int = 4) -> tuple[int, int]:
    """ "S4" -> (1, 4): the wind letter and the hand number (1 to ``players``)."""
    hands = "123" if players == 3 else "1234"
    if len(text) != 2 or text[0].upper() not in WINDS or text[1] not in hands:
        raise InputError(
            f"--round must be a wind letter (E, S, W, N) and a hand 1-{players}, not {text!r}"
        )
    return WINDS.index(text[0].upper()), int(text[1])


def _number(text: str) -> int:
    text = text.strip()
    if len(text.lstrip("+-")) > 10:
        raise ValueError(text)
    value = int(text)
    if abs(value) > MAX_NUMBER:
        raise ValueError(text)
    return value


def parse_scores(text: str, players: int = 4, label: str = "") -> tuple[int, ...]:
    """``players`` whole numbers separated by commas."""
    words = ("three", 3) if players == 3 else ("four", 4)
    parts = text.split(",")
    try:
        values = tuple(_number(part) for part in parts)
    except ValueError:
        raise InputError(
            f"--scores must be {words[0]} whole numbers (at most {MAX_NUMBER:,} each) "
            f"separated by commas, not {text[:40]!r}"
        ) from None
    if len(values) != players:
        under = f" under {label}" if label else ""
        raise InputError(
            f"--scores needs {players} scores{under} (seats 0-{players - 1}), not {len(values)}"
        )
    return values


def parse_count(name: str, text: str) -> int:
    try:
        return _number(text)
    except ValueError:
        raise InputError(f"{name} must be a whole number, not {text[:40]!r}") from None


def build_state(
    rules_name: str,
    round_text: str,
    dealer_text: str,
    honba_text: str,
    sticks_text: str,
    scores_text: str,
) -> TableState:
    """The table state the arguments describe; raises InputError with the reason."""
    try:
        rules = get_preset(rules_name)
    except KeyError as error:
        raise InputError(str(error.args[0])) from None
    players = rules.players
    round_wind, hand = parse_round(round_text, players)
    dealer = parse_count("--dealer", dealer_text)
    honba = parse_count("--honba", honba_text)
    sticks = parse_count("--sticks", sticks_text)
    if not 0 <= dealer < players:
        raise InputError(f"--dealer must be a seat 0-{players - 1}, not {dealer}")
    if dealer != hand - 1:
        raise InputError(
            f"the dealer of {round_text.upper()} is seat {hand - 1} (seat 0 deals first), "
            f"not {dealer}"
        )
    if honba < 0:
        raise InputError(f"--honba cannot be negative ({honba})")
    if sticks < 0:
        raise InputError(f"--sticks cannot be negative ({sticks})")
    scores = parse_scores(scores_text, players, rules_name)
    if rules.busting and min(scores) < 0:
        raise InputError(f"under {rules.label} rules a score below 0 has already ended the game")
    return TableState(
        rules=rules,
        scores=scores,
        round_wind=round_wind,
        hand_number=hand,
        dealer=dealer,
        honba=honba,
        sticks=sticks,
    )


def level_to_json(level: Level | None, dealer: bool) -> dict[str, int] | None:
    """A tsumo level as ``{"non_dealer", "dealer"}`` or ``{"all"}``; None stays None."""
    if level is None:
        return None
    if dealer:
        return {"all": level.amounts[0]}
    return {"non_dealer": level.amounts[0], "dealer": level.amounts[1]}


def condition_to_json(condition: Condition, dealer: int) -> dict[str, Any]:
    """One condition as the ``--json`` object."""
    return {
        "seat": condition.seat,
        "place": condition.place,
        "tsumo": level_to_json(condition.tsumo, condition.seat == dealer),
        "ron": [
            {"from": other, "points": None if level is None else level.amounts[0]}
            for other, level in condition.ron
        ],
        "draw": [sorted(tenpai) for tenpai in condition.draw],
    }


def format_conditions(state: TableState, result: Sequence[Condition]) -> str:
    """The conditions as readable text, one block per seat and place."""
    rules = state.rules
    ranks = current_ranks(state)
    head = (
        f"All-last conditions: {rules.label} rules, {WINDS[state.round_wind]}{state.hand_number},"
        f" dealer seat {state.dealer}, {state.honba} honba,"
        f" {state.sticks} riichi stick{'' if state.sticks == 1 else 's'}"
    )
    lines = [
        head,
        "Now: "
        + ", ".join(
            f"seat {seat} {state.scores[seat]:,} ({ORDINALS[ranks[seat] - 1]})"
            for seat in range(state.players)
        ),
    ]
    if not result:
        lines.append("Nobody can move up.")
    for condition in result:
        dealer = condition.seat == state.dealer
        lines.append(f"Seat {condition.seat} for {ORDINALS[condition.place - 1]} or better:")
        lines.append(f"  tsumo       {level_words(condition.tsumo, True, dealer)}")
        for other, level in condition.ron:
            lines.append(f"  ron from {other}  {level_words(level, False, dealer)}")
        draws = "; ".join(
            "tenpai " + ", ".join(map(str, sorted(t))) if t else "all noten" for t in condition.draw
        )
        lines.append(f"  draw        {draws or 'not enough'}")
    return "\n".join(lines) + "\n"


def run_conditions(
    *,
    rules: str,
    round_text: str,
    dealer: str,
    honba: str,
    sticks: str,
    scores: str,
    as_json: bool,
    out: TextIO,
    err: TextIO | None = None,
) -> int:
    """Print the conditions; exit status 0, or 2 with a one-line reason on ``err``."""
    try:
        state = build_state(rules, round_text, dealer, honba, sticks, scores)
    except InputError as error:
        print(f"scoretable conditions: {error}", file=err or sys.stderr)
        return 2
    result = conditions(state)
    if as_json:
        rows = [json.dumps(condition_to_json(c, state.dealer)) for c in result]
        out.write('{"conditions": [\n' + ",\n".join(rows) + "\n]}\n")
    else:
        out.write(format_conditions(state, result))
    return 0
