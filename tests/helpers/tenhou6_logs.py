"""The fixture game in tenhou.net/6 JSON, and mutations of it for the error tests."""

from __future__ import annotations

import copy
import json

EMPTY = [[] for _ in range(12)]


def hand(head, scores, result, discards=None):
    body = copy.deepcopy(EMPTY)
    for seat, marks in (discards or {}).items():
        body[2 + 3 * seat] = marks
    return [head, scores, [], [], *body, result]


# The fixture game written as a Tenhou tool writes tenhou.net/6 JSON.
JSON_GAME = {
    "ref": "2026112500gm-00a9-0000-0000abcd",
    "name": ["Ann", "Bea", "シド", "Dan"],
    "rule": {"disp": "般南喰赤", "aka": 1},
    "log": [
        hand(
            [0, 0, 0],
            [25000] * 4,
            ["和了", [-5200, 0, 6200, 0], [2, 0, 2, "40符3飜5200点", "役牌 白(1飜)", "ドラ(2飜)"]],
            {1: ["r60", 11]},
        ),
        hand([1, 0, 0], [19800, 24000, 31200, 25000], ["流局", [-1500, 1500, -1500, 1500]]),
        hand(
            [1, 1, 0],
            [18300, 25500, 29700, 26500],
            [
                "和了",
                [-1300, 0, 1300, 0],
                [2, 0, 2, "30符1飜1000点", "平和(1飜)"],
                [-2000, 0, 0, 2000],
                [3, 0, 3, "30符2飜2000点", "平和(1飜)", "断幺九(1飜)"],
            ],
        ),
        hand(
            [2, 0, 0],
            [15000, 25500, 31000, 28500],
            ["和了", [-16000, -16000, 0, 32000], [3, 0, 1, "役満32000点", "大三元(役満)"]],
        ),
    ],
    "sc": [-1000, -51.0, 9500, -30.0, 31000, 11.0, 60500, 70.0],
}


def json_bytes(mutate=None) -> bytes:
    data = copy.deepcopy(JSON_GAME)
    if mutate:
        mutate(data)
    return json.dumps(data, ensure_ascii=False).encode()


def set_(path, value):
    def mutate(data):
        target = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value

    return mutate
