"""A Tenhou log replayed through the engine: the game the library keeps, proven hand by hand.

    imported = replay_log(read_log(data))
    imported.rules, imported.log (the model's entries), imported.state, imported.notes

Every hand starts where the engine's table stands; that table must be the log's (round,
dealer, honba, sticks, scores), the engine must accept the result and book exactly the score
movement the log booked, and the game must end where the log ends it with the log's final
scores and points. Anything else is refused with the hand and the reason
(:class:`~scoretable.logs.tenhou.LogError`), so nothing half-true reaches the library.

The rules are Tenhou's preset for the players and the length the log names (``tenhou`` or
``tenhou-sanma``, hanchan or East-only). Starting scores come from the log
itself; where they, the uma or the oka differ from the preset, the game is kept under rules
derived from the log, and ``notes`` says so.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from scoretable.engine.errors import Note, RuleError, Word
from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.engine.results import final_results
from scoretable.engine.rules import Rules, get_preset
from scoretable.engine.scoring import round_up_100
from scoretable.engine.settlement import WinBreakdown, deltas_of
from scoretable.engine.table import (
    DeclareRiichi,
    TableState,
    Win,
    action_to_dict,
    apply,
    new_game,
)
from scoretable.logs.tenhou import (
    GO_HANCHAN,
    LIMIT_CODES,
    LogError,
    LogGame,
    LogHand,
    WinClaim,
)

# Final points are compared to this precision (Tenhou writes them to 0.1).
POINT_TOLERANCE = 1e-6


@dataclass(frozen=True)
class ImportedGame:
    """A log that replays: the rules, the model's log entries, the final state, and what was
    derived from the log rather than taken from the preset."""

    game: LogGame
    rules: Rules
    log: tuple[dict[str, Any], ...]
    state: TableState
    notes: tuple[str, ...]


def base_rules(game: LogGame) -> Rules:
    """The rules the file names (scoretable's own export), else Tenhou's preset for the log's
    players (four or three) and length (hanchan or East-only)."""
    if game.rules is not None:
        try:
            return Rules.from_dict(game.rules)
        except (RuleError, ValueError, TypeError) as error:
            raise LogError(
                QT_TRANSLATE_NOOP("Exchange", "the file's rules cannot be used: {error}"),
                error=error,
            ) from None
    rules = get_preset("tenhou-sanma" if game.three_player else "tenhou")
    length = "hanchan" if game.hanchan else "tonpuu"
    return rules if rules.length == length else rules.replace(length=length)


def replay_log(game: LogGame, rules: Rules | None = None) -> ImportedGame:
    """Replay ``game`` under ``rules`` (default: :func:`base_rules`); LogError if it does not
    reproduce the log."""
    rules = rules or base_rules(game)
    notes: list[str] = []
    start = game.hands[0].scores
    if len(set(start)) == 1 and start[0] != rules.start_points:
        try:  # a start above the return (a custom lobby's 35,000): no oka, as the log has it
            rules = rules.replace(
                start_points=start[0], return_points=max(rules.return_points, start[0])
            )
        except RuleError as error:
            raise LogError(
                QT_TRANSLATE_NOOP("Exchange", "the log's rules cannot be kept: {error}"),
                error=error,
            ) from None
        notes.append(
            Note(
                QT_TRANSLATE_NOOP("Exchange", "start points {points} (from the log)"),
                points=f"{start[0]:,}",
            )
        )
    if game.go_type is not None and game.go_type > 0xFF:
        notes.append(
            Note(
                QT_TRANSLATE_NOOP(
                    "Exchange", "a custom lobby's rules (GO type {type}), read as Tenhou's"
                ),
                type=f"{game.go_type:#x}",
            )
        )
    state = new_game(rules)
    if tuple(state.scores) != tuple(start):
        raise LogError(
            QT_TRANSLATE_NOOP(
                "Exchange", "the game starts with unequal scores {scores}: not a whole game"
            ),
            scores=list(start),
        )
    log: list[dict[str, Any]] = []
    for hand in game.hands:
        state = _replay_hand(state, hand, log)
    if game.final_scores is not None:
        if not state.game_over:
            raise LogError(
                QT_TRANSLATE_NOOP(
                    "Exchange",
                    "the log ends the game where these rules play on (after {hand})",
                ),
                hand=game.hands[-1].word,
            )
        if tuple(state.final_scores or ()) != tuple(game.final_scores):
            raise LogError(
                QT_TRANSLATE_NOOP(
                    "Exchange", "final scores: the log has {log}, the engine {engine}"
                ),
                log=list(game.final_scores),
                engine=list(state.final_scores or ()),
            )
    elif state.game_over:
        raise LogError(
            QT_TRANSLATE_NOOP(
                "Exchange", "the game ends after {hand}, but the log has no end-of-game line"
            ),
            hand=game.hands[-1].word,
        )
    else:
        notes.append(
            Note(
                QT_TRANSLATE_NOOP(
                    "Exchange",
                    "the log stops after {hand} without the end of the game: kept as an "
                    "unfinished game",
                ),
                hand=game.hands[-1].word,
            )
        )
    if game.final_points is not None:
        rules, state, note = _match_points(game, rules, log)
        if note:
            notes.append(note)
    return ImportedGame(game, rules, tuple(log), state, tuple(notes))


def _replay_hand(state: TableState, hand: LogHand, log: list[dict[str, Any]]) -> TableState:
    if state.game_over:
        raise LogError(
            QT_TRANSLATE_NOOP("Exchange", "{hand}: the engine ended the game before this hand"),
            hand=hand.word,
        )
    table = (state.round_wind, state.hand_number, state.dealer, state.honba, state.sticks)
    logged = (hand.round_wind, hand.hand_number, hand.dealer, hand.honba, hand.sticks)
    if table != logged or tuple(state.scores) != hand.scores:
        raise LogError(
            QT_TRANSLATE_NOOP(
                "Exchange",
                "{hand}: the log starts it with dealer {dealer}, {sticks} sticks and scores "
                "{scores}; the engine's table has {table}",
            ),
            hand=hand.word,
            dealer=hand.dealer,
            sticks=hand.sticks,
            scores=list(hand.scores),
            table=_describe(state),
        )
    try:
        for seat in hand.riichi:
            action = DeclareRiichi(seat)
            state = apply(state, action).state
            log.append(action_to_dict(action))
        step = apply(state, hand.result)
    except RuleError as error:
        raise LogError(
            QT_TRANSLATE_NOOP("Exchange", "{hand}: the engine refuses it: {error}"),
            hand=hand.word,
            error=error,
        ) from None
    log.append(action_to_dict(hand.result))
    leftover = deltas_of(
        tuple(t for t in step.settlement.transfers if t.reason == "leftover"), state.players
    )
    booked = tuple(
        step.state.scores[seat] - leftover[seat] - state.scores[seat]
        for seat in range(state.players)
    )
    if (
        booked != hand.deltas
        and isinstance(hand.result, Win)
        and step.settlement.kind == "abortive"
    ):
        raise LogError(
            QT_TRANSLATE_NOOP(
                "Exchange",
                "{hand}: the log pays three winners of one discard; these rules make a triple "
                "ron an abortive draw",
            ),
            hand=hand.word,
        )
    if booked != hand.deltas:
        raise LogError(
            QT_TRANSLATE_NOOP("Exchange", "{hand}: the log books {log}, the engine {engine}"),
            hand=hand.word,
            log=list(hand.deltas),
            engine=list(booked),
        )
    wins = {win.winner: index for index, win in enumerate(step.settlement.wins)}
    for claim in hand.claims:
        if claim.winner not in wins:  # the file's own results name another winner
            raise LogError(
                QT_TRANSLATE_NOOP("Exchange", "{hand}: the log states a win by seat {seat}"),
                hand=hand.word,
                seat=claim.winner,
            )
        index = wins[claim.winner]
        _check_claim(hand, index, claim, step.settlement.wins[index], step.settlement.transfers)
    return step.state


def _check_claim(
    hand: LogHand, index: int, claim: WinClaim, win: WinBreakdown, transfers: Any
) -> None:
    """The log's word on one win (its points, limit, honba and sticks, or the payment its
    text states) against the engine's settlement of it.

    Tenhou's ``ba`` states the hand's honba counter for every winner of a multiple ron, also
    for those it pays none (the nearest winner takes them): that honba is checked against the
    hand, what each winner was paid by the score changes the log books."""
    value = win.value
    basic = value.basic
    if win.discarder is not None:
        paid: tuple[int, ...] = (round_up_100(basic * (6 if win.dealer else 4)),)
    elif win.dealer:
        paid = (round_up_100(basic * 2),)
    else:
        paid = (round_up_100(basic), round_up_100(basic * 2))
    points = sum(t.amount for t in transfers if t.reason == "hand" and t.win_index == index)
    limit = LIMIT_CODES["yakuman" if value.yakuman else value.limit]
    checks = (
        (QT_TRANSLATE_NOOP("Exchange", "points"), claim.points, points),
        (QT_TRANSLATE_NOOP("Exchange", "limit"), claim.limit, limit),
        (QT_TRANSLATE_NOOP("Exchange", "riichi sticks"), claim.sticks, win.sticks),
        (QT_TRANSLATE_NOOP("Exchange", "payment"), claim.paid, paid),
        (
            QT_TRANSLATE_NOOP("Exchange", "payment by all"),
            claim.all_pay if claim.paid is not None else None,
            win.discarder is None and win.dealer,
        ),
    )
    if claim.honba is not None and claim.honba != hand.honba:
        raise LogError(
            QT_TRANSLATE_NOOP(
                "Exchange", "{hand}: seat {seat}'s win states honba {stated}, the hand has {honba}"
            ),
            hand=hand.word,
            seat=win.winner,
            stated=claim.honba,
            honba=hand.honba,
        )
    for what, stated, engine in checks:
        if stated is not None and stated != engine:
            raise LogError(
                QT_TRANSLATE_NOOP(
                    "Exchange",
                    "{hand}: seat {seat}'s win states {what} {stated}, the engine {engine}",
                ),
                hand=hand.word,
                seat=win.winner,
                what=Word(what),
                stated=stated,
                engine=engine,
            )


def _describe(state: TableState) -> str:
    wind = ("East", "South", "West", "North")[state.round_wind]
    return (
        f"{wind} {state.hand_number}, {state.honba} honba, dealer {state.dealer}, "
        f"{state.sticks} sticks and scores {list(state.scores)}"
    )


def _points_match(want: tuple[float, ...], have: tuple[float, ...]) -> bool:
    return all(abs(a - b) < POINT_TOLERANCE for a, b in zip(want, have, strict=True))


def _match_points(
    game: LogGame, rules: Rules, log: list[dict[str, Any]]
) -> tuple[Rules, TableState, str]:
    """The rules whose final points are the log's: the preset's; else with the points rounded
    to 0.1 (some of Tenhou's rooms); else either of those with the uma (by place) the log's
    end-of-game line implies."""
    assert game.final_points is not None
    want = game.final_points
    state = _final_state(rules, log)
    first = final_results(state).points
    if _points_match(want, first):
        return rules, state, ""
    tenth = rules.replace(final_rounding="tenth")
    candidates: list[tuple[Rules, Note]] = [
        (tenth, Note(QT_TRANSLATE_NOOP("Exchange", "final points to 0.1 (as the log has them)"))),
        (
            tenth.replace(return_points=rules.start_points, uma=(0,) * rules.players),
            Note(QT_TRANSLATE_NOOP("Exchange", "no oka and no uma (as the log has them)")),
        ),
    ]
    for base in (rules, tenth):
        flat = final_results(_final_state(base.replace(uma=(0,) * rules.players), log))
        by_place = tuple(round(want[seat] - flat.points[seat]) for seat in flat.placements)
        if list(by_place) != sorted(by_place, reverse=True) or sum(by_place) != 0:
            continue  # not an uma: a better place never takes less
        uma = "/".join(str(u) for u in by_place)
        said = Note(QT_TRANSLATE_NOOP("Exchange", "uma {uma} (from the log's end)"), uma=uma)
        candidates.append((base.replace(uma=by_place), said))
    for candidate, note in candidates:
        candidate_state = _final_state(candidate, log)
        if _points_match(want, final_results(candidate_state).points):
            label = f"{rules.label} ({note})"
            return candidate.replace(label=label), candidate_state, note
    raise LogError(
        QT_TRANSLATE_NOOP(
            "Exchange",
            "final points: the log has {log}, the engine {engine}, and neither the rounding "
            "nor an uma explains the difference",
        ),
        log=list(want),
        engine=list(first),
    )


def _final_state(rules: Rules, log: list[dict[str, Any]]) -> TableState:
    from scoretable.engine.table import action_from_dict

    state = new_game(rules)
    for entry in log:
        state = apply(state, action_from_dict(entry)).state
    return state


__all__ = ["GO_HANCHAN", "ImportedGame", "LogError", "base_rules", "replay_log"]
