"""What a Tenhou log is read into, whichever its format: the game, its hands and the claims
each win's record makes, and the one kind of refusal (:class:`LogError`).

:mod:`scoretable.logs.tenhou` reads mjlog XML into it (and recognises a file's format),
:mod:`scoretable.logs.tenhou6` tenhou.net/6 JSON; :func:`make_hand` and :func:`make_game`
check what both formats state alike (the round, the counters, a three-player game's fourth
place) and give every game its keys. Pure standard library, no Qt.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from dataclasses import dataclass, field
from typing import Any, ClassVar, NoReturn

from scoretable.engine.errors import SentenceError, Word
from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.engine.table import AbortiveDraw, ExhaustiveDraw, Win

# The most hands a log may hold (a long hanchan has about 20).
MAX_HANDS = 1000
# The largest score, score change or counter a log may state (in points).
MAX_POINTS = 10_000_000
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


def refuse(template: str, **params: object) -> NoReturn:
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


def make_hand(
    current: dict[str, Any],
    result: Win | ExhaustiveDraw | AbortiveDraw,
    deltas: list[int],
    claims: tuple[WinClaim, ...] = (),
) -> LogHand:
    kyoku = current["kyoku"]
    where = hand_word(current["number"])
    if not 0 <= kyoku < 16:
        refuse(
            QT_TRANSLATE_NOOP("Exchange", "{where}: a round number {value} out of range (0-15)"),
            where=where,
            value=kyoku,
        )
    if not (0 <= current["honba"] <= 1000 and 0 <= current["sticks"] <= 1000):
        refuse(
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


def make_game(
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


__all__ = [
    "MAX_HANDS",
    "MAX_POINTS",
    "WINDS",
    "LogError",
    "LogGame",
    "LogHand",
    "WinClaim",
    "hand_word",
    "make_game",
    "make_hand",
    "refuse",
]
