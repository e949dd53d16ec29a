"""A tenhou.net/6 log's yaku as the facts keep them: a yaku worth no han (a dora line with
none) and a name scoretable does not know are left out, as the mjlog format leaves them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scoretable.logs.tenhou import read_log
from scoretable.storage.log_facts import hand_facts

SANMA = Path(__file__).parents[1] / "logs" / "fixtures" / "sanma_small.json"


@pytest.mark.parametrize("extra", ["ドラ(0飜)", "裏ドラ(0飜)", "not a yaku(2飜)"])
def test_a_yaku_line_worth_nothing_or_unknown_adds_no_yaku(extra: str) -> None:
    plain = SANMA.read_bytes()
    data = json.loads(plain)
    win = data["log"][0][-1]
    assert win[0] == "和了"
    win[2].append(extra)
    changed = json.dumps(data, ensure_ascii=False).encode()
    facts = hand_facts(changed, read_log(changed))
    assert facts is not None
    assert facts == hand_facts(plain, read_log(plain))
    assert facts[0].yaku != ()  # the first hand's known yaku are all still there


def test_a_tenhou6_hands_calls_are_read_from_its_takes_and_its_kan_discards() -> None:
    """A pon among a seat's draws ("p…") and a kan among another's discards ("…k…") make
    both seats callers; a kan is no discard, so it does not count toward the riichi turn."""
    plain = SANMA.read_bytes()
    data = json.loads(plain)
    hand = data["log"][0]
    hand[5].append("p141414")  # seat 0 draws by a pon
    hand[9].insert(0, "12121212k12")  # seat 1 declares a kan before its riichi discard
    changed = json.dumps(data, ensure_ascii=False).encode()
    before = hand_facts(plain, read_log(plain))
    facts = hand_facts(changed, read_log(changed))
    assert before is not None
    assert facts is not None
    assert before[0].calls == ()
    assert facts[0].calls == (0, 1)
    assert facts[0].riichi_turns == before[0].riichi_turns
