"""A finished game's per-seat summary for the statistics, kept beside the game when it is saved.

    data = summarize(rules, players, log, index)   # {"hands": n, "wins": [...], ...}
    data = summarize(rules, players, log, index, facts)   # facts: what a log says of each hand

The statistics read these summaries instead of replaying every game (a library of 10,000
games answers in milliseconds); :func:`scoretable.storage.stats.rebuild` recomputes them all
from the logs on demand and says how many were wrong.

Every counter is per seat (a list of three or four numbers), over the hands dealt (a win, an
exhaustive or abortive draw, a chombo; not the game's end):

- ``wins``: hands won (each winner of a double ron; a head-bumped winner and a nagashi mangan
  are not wins); ``tsumo_wins``: of those, by tsumo; ``win_points``: what the hands won paid
  the winner (value, honba and the sticks collected);
- ``deal_ins``: hands in which the seat's discard was ronned, once a hand (a double ron too);
  ``deal_in_points``: what those hands cost it; ``riichi_deal_ins``: of those, while its
  riichi stood; ``deal_ins_to_riichi``: of those, the first winner listed was in riichi;
- ``riichi``: riichi whose deposit was paid; ``riichi_wins``: of those hands, won;
- ``dealer_hands``, ``dealer_wins``: hands dealt by the seat, and won by it;
  ``dealer_repeats``: the seat's dealer hands after which it dealt again (renchan; a chombo
  replayed is not one);
- ``draws`` (the game's), ``draw_tenpai``: exhaustive draws, and the seat tenpai at them;
- ``yakuman``: wins with a yakuman yaku (a counted yakuman of 13 han is not one);
  ``chombo``: chombo paid;
- ``han``: per seat, ``{"1": wins of 1 han, ..., "13": of 13 han or more, "Y": yakuman}``;
- ``final_score``, ``bust``: the points at the end (leftover sticks paid), and 1 below zero.

Where the game came from a log whose hands' facts were kept (``facts``: one
:class:`HandFacts` a hand dealt), also, else None: ``log_hands`` (hands with facts),
``called_hands`` (hands in which the seat made an open call: chi, pon, an open or added kan),
``riichi_turns`` (the sum of the seat's riichi declarations' turns: the declaring discard's
number among its own discards), ``deal_ins_to_open`` and ``deal_ins_to_closed`` (deal-ins in
which the first winner listed had called, or had neither called nor declared riichi) and
``yaku`` (per seat, ``{"<Tenhou yaku id>": wins with it}``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from scoretable.engine.game_rows import shown_scores
from scoretable.engine.table import Chombo, ExhaustiveDraw, Win
from scoretable.storage.replay import replay

# The per-seat counters of a summary (each a list of three or four numbers).
COUNTERS = (
    "wins",
    "deal_ins",
    "riichi",
    "win_points",
    "tsumo_wins",
    "deal_in_points",
    "riichi_wins",
    "riichi_deal_ins",
    "deal_ins_to_riichi",
    "dealer_hands",
    "dealer_wins",
    "dealer_repeats",
    "draw_tenpai",
    "yakuman",
    "chombo",
)
# The per-seat counters only a log's facts give (None for a game entered at the table).
LOG_COUNTERS = ("called_hands", "riichi_turns", "deal_ins_to_open", "deal_ins_to_closed")


@dataclass(frozen=True)
class HandFacts:
    """What a log says of one hand beyond its result.

    Attributes:
        calls: seats that made an open call (chi, pon, open kan, added kan).
        riichi_turns: per seat, the number of the discard that declared riichi (1 = its first
            discard), or None.
        yaku: per win, the winner and its yaku as Tenhou numbers them.
    """

    calls: tuple[int, ...]
    riichi_turns: tuple[int | None, ...]
    yaku: tuple[tuple[int, tuple[int, ...]], ...]


def han_key(han: int, yakuman: int) -> str:
    """The han distribution's key of a win: "Y" for a yakuman, "13" for 13 han or more."""
    return "Y" if yakuman else str(min(han, 13))


def summarize(
    rules: Any,
    players: Sequence[str],
    log: Sequence[dict[str, Any]],
    index: int,
    facts: Sequence[HandFacts] | None = None,
) -> dict[str, Any]:
    """The game's summary (see the module's docstring). ``facts``, if given, must have one
    item a hand dealt, else they are ignored."""
    game = replay(rules, players, log, index)
    # the game's rows less the game's end and leftover sticks: the hands played
    hands = [hand for hand in game.hands if hand.is_hand]
    seats = len(players)
    final = shown_scores(game.state)
    data: dict[str, Any] = {
        "seats": seats,
        "hands": len(hands),
        "over": bool(game.state.game_over),
        "draws": 0,
        "final_score": list(final),
        "bust": [int(score < 0) for score in final],
        "han": [{} for _ in range(seats)],
    }
    data.update({name: [0] * seats for name in COUNTERS})
    known = facts is not None and len(facts) == len(hands)
    if known:
        data["log_hands"] = len(hands)
        data.update({name: [0] * seats for name in LOG_COUNTERS})
        data["yaku"] = [{} for _ in range(seats)]
    else:
        data["log_hands"] = None
        data.update({name: None for name in (*LOG_COUNTERS, "yaku")})
    for number, hand in enumerate(hands):
        dealer = hand.start.dealer
        action, settlement = hand.action, hand.settlement
        data["dealer_hands"][dealer] += 1
        following = hands[number + 1] if number + 1 < len(hands) else None
        if following is not None and following.start.dealer == dealer:
            data["dealer_repeats"][dealer] += int(not isinstance(action, Chombo))
        assert settlement is not None  # a hand dealt has its settlement
        # a chombo under rules that hand the deposits back: those riichi cost nothing
        returned = isinstance(action, Chombo) and settlement.sticks_after < settlement.sticks_before
        for seat in () if returned else hand.riichi:
            data["riichi"][seat] += 1
        fact = facts[number] if known and facts is not None else None
        if isinstance(action, Win) and settlement.kind in ("ron", "tsumo"):
            entries = {entry.winner: entry for entry in action.entries}
            paid = [win for win in settlement.wins if not win.head_bumped]
            for win in paid:
                seat = win.winner
                entry = entries[seat]
                data["wins"][seat] += 1
                data["win_points"][seat] += hand.deltas[seat]
                data["tsumo_wins"][seat] += int(win.tsumo)
                data["riichi_wins"][seat] += int(seat in hand.riichi)
                data["dealer_wins"][seat] += int(win.dealer)
                data["yakuman"][seat] += int(entry.yakuman > 0)
                key = han_key(entry.han + entry.nukidora, entry.yakuman)
                data["han"][seat][key] = data["han"][seat].get(key, 0) + 1
            if action.discarder is not None and paid:
                loser, first = action.discarder, paid[0].winner
                data["deal_ins"][loser] += 1
                data["deal_in_points"][loser] -= hand.deltas[loser]
                data["riichi_deal_ins"][loser] += int(loser in hand.riichi)
                data["deal_ins_to_riichi"][loser] += int(first in hand.riichi)
                if fact is not None and first not in hand.riichi:
                    name = "deal_ins_to_open" if first in fact.calls else "deal_ins_to_closed"
                    data[name][loser] += 1
        elif isinstance(action, ExhaustiveDraw):
            data["draws"] += 1
            for seat in action.tenpai:
                data["draw_tenpai"][seat] += 1
        elif isinstance(action, Chombo):
            data["chombo"][action.seat] += 1
        if fact is not None:
            for seat in set(fact.calls):
                data["called_hands"][seat] += 1
            for seat, turn in enumerate(fact.riichi_turns[:seats]):
                if turn is not None:
                    data["riichi_turns"][seat] += turn
            for winner, yaku in fact.yaku:
                counts = data["yaku"][winner]
                for number_ in yaku:
                    counts[str(number_)] = counts.get(str(number_), 0) + 1
    return data
