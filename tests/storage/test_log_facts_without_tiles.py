"""What a log says of its hands when it has no tiles to say it with (a tenhou.net/6 file of
results only), or stops before its last hand ends."""

from __future__ import annotations

import json
from pathlib import Path

from helpers import log_fixtures

from scoretable.logs.tenhou import read_log
from scoretable.storage.db import open_store
from scoretable.storage.log_facts import hand_facts
from scoretable.storage.logs import import_log, tenhou6
from scoretable.storage.summary import HandFacts


def test_a_results_only_json_log_has_its_wins_but_no_yaku_or_calls(tmp_path: Path) -> None:
    path = tmp_path / "game.xml"
    path.write_text(log_fixtures.GAME_XML, encoding="utf-8")
    with open_store(tmp_path).store as store:
        data = tenhou6(store.load_game(import_log(store, path).game_id))
    del data["scoretable"]  # as another program would write it: no han and fu of ours
    raw = json.dumps(data, ensure_ascii=False).encode()
    assert [hand[-1][0] for hand in data["log"]] == ["和了", "流局", "和了", "和了"]
    none = (None,) * 4
    assert hand_facts(raw, read_log(raw)) == [
        HandFacts(calls=(), riichi_turns=(None, 1, None, None), yaku=((2, ()),)),
        HandFacts(calls=(), riichi_turns=none, yaku=()),  # the draw: no winner, no yaku
        HandFacts(calls=(), riichi_turns=none, yaku=((2, ()), (3, ()))),
        HandFacts(calls=(), riichi_turns=none, yaku=((3, ()),)),
    ]


def test_an_xml_log_cut_before_its_last_hand_ends_gives_no_facts() -> None:
    whole = log_fixtures.game_xml()
    game = read_log(whole.encode())
    cut = whole[: whole.rindex("<AGARI")] + "</mjloggm>"
    assert hand_facts(cut.encode(), game) is None
    no_hands = whole[: whole.index("<INIT")] + "</mjloggm>"
    assert hand_facts(no_hands.encode(), game) is None
