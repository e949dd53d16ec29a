"""Whole games of ../shared/oracle/dev.jsonl written back as the mjlog Tenhou's server wrote.

    games = oracle_games()                  # [] where ../shared is absent
    text = mjlog_of(games[0])               # an <mjloggm> document

Each record keeps what the server booked: the start of each hand, the accepted riichi, and for
each win its ``ba`` as logged, its fu, points and limit, its yaku (or yakuman) and its score
changes. Written back in Tenhou's own order (the <AGARI> of the nearest winner first, each
<AGARI sc> stating the scores as the earlier ones left them), a game is a log the developers
did not write: the dev.jsonl's double rons with honba and sticks test the reader against what
Tenhou really writes.
"""

from __future__ import annotations

import json
from collections import OrderedDict
from pathlib import Path
from typing import Any

ORACLE = Path(__file__).resolve().parents[2].parent / "shared" / "oracle" / "dev.jsonl"
LIMITS = {
    None: 0,
    "mangan": 1,
    "haneman": 2,
    "baiman": 3,
    "sanbaiman": 4,
    "yakuman": 5,
    "kazoe-yakuman": 5,
}
ABORTS = ("yao9", "kaze4", "reach4", "kan4", "ron3")

Record = dict[str, Any]


def oracle_games(path: Path = ORACLE) -> list[list[Record]]:
    """The whole games of the oracle (from East 1 to their end), each a list of its hands."""
    if not path.exists():
        return []
    games: OrderedDict[str, list[Record]] = OrderedDict()
    with path.open(encoding="utf-8") as lines:
        for line in lines:
            record = json.loads(line)
            games.setdefault(record["game_id"], []).append(record)
    return [
        hands
        for hands in games.values()
        if hands[0]["kyoku"] == 0 and hands[0]["honba"] == 0 and hands[-1]["game_end"]
    ]


def multi_ron(game: list[Record]) -> bool:
    """Whether the game has a hand won by more than one player."""
    return any(len(hand["result"]["wins"] or ()) > 1 for hand in game)


def _hundreds(points: list[int]) -> list[int]:
    assert all(p % 100 == 0 for p in points), points
    return [p // 100 for p in points]


def _sc(running: list[int], deltas: list[int]) -> str:
    pairs = zip(_hundreds(running), _hundreds(deltas), strict=True)
    return ",".join(f"{before},{change}" for before, change in pairs)


def _owari(hand: Record) -> str:
    scores = _hundreds(hand["final_scores"])
    return ",".join(
        f"{score},{points}" for score, points in zip(scores, hand["final_points"], strict=True)
    )


def _agari(win: Record, running: list[int]) -> str:
    winner = win["winner"]
    discarder = winner if win["from"] is None else win["from"]
    if win["yakuman"]:
        ids = ",".join(str(i) for i in win["yakuman_ids"])
        assert len(win["yakuman_ids"]) == win["yakuman"], win
        value = f'yakuman="{ids}"'
    else:
        value = 'yaku="{}"'.format(",".join(f"{i},{han}" for i, han in win["yaku"]))
    fu = win["fu"] or 0
    pao = "" if win["pao"] is None else f' paoWho="{win["pao"]}"'
    honba, sticks = win["ba"]
    return (
        f'<AGARI ba="{honba},{sticks}" hai="1" machi="1" '
        f'ten="{fu},{win["points"]},{LIMITS[win["limit"]]}" {value} doraHai="1" '
        f'who="{winner}" fromWho="{discarder}"{pao} sc="{_sc(running, win["log_deltas"])}"'
    )


def _draw(hand: Record, running: list[int]) -> str:
    result = hand["result"]
    kind = {"draw": "", "nagashi": ' type="nm"'}.get(result["kind"])
    if kind is None:
        assert result["abort_kind"] in ABORTS, result
        kind = f' type="{result["abort_kind"]}"'
    shown = "".join(f' hai{seat}="1"' for seat in result["tenpai"] or ())
    return f'<RYUUKYOKU ba="{hand["honba"]},{hand["riichi_sticks_before"]}"{kind} ' + (
        f'sc="{_sc(running, hand["log_deltas"])}"{shown}'
    )


def _hand(hand: Record) -> list[str]:
    scores = hand["scores_before"]
    parts = [
        f'<INIT seed="{hand["kyoku"]},{hand["honba"]},{hand["riichi_sticks_before"]},1,2,3" '
        f'ten="{",".join(str(s) for s in _hundreds(scores))}" oya="{hand["dealer"]}" hai0="1"/>'
    ]
    running = list(scores)
    for seat in hand["riichi"]:
        running[seat] -= 1000
        parts.append(f'<REACH who="{seat}" step="1"/>')
        parts.append(
            f'<REACH who="{seat}" ten="{",".join(str(s) for s in _hundreds(running))}" step="2"/>'
        )
    results = []
    for win in hand["result"]["wins"] or ():
        results.append(_agari(win, running))
        running = [a + b for a, b in zip(running, win["log_deltas"], strict=True)]
    if not results:
        results.append(_draw(hand, running))
    if hand["game_end"]:
        results[-1] += f' owari="{_owari(hand)}"'
    parts.extend(f"{tag}/>" for tag in results)
    return parts


def mjlog_of(game: list[Record]) -> str:
    """The game as an mjlog document, as Tenhou's server writes one."""
    names = " ".join(f'n{seat}="P{seat}"' for seat in range(4))
    body = "".join(part for hand in game for part in _hand(hand))
    return (
        f'<mjloggm ver="2.3"><SHUFFLE seed="oracle,{game[0]["game_id"]}" ref=""/>'
        f'<GO type="{game[0]["rules"]["go_type"]}" lobby="0"/><UN {names} dan="0,0,0,0" '
        f'rate="1500,1500,1500,1500" sx="M,M,M,M"/><TAIKYOKU oya="0"/>{body}</mjloggm>'
    )


__all__ = ["ORACLE", "mjlog_of", "multi_ron", "oracle_games"]
