"""Issue 31: the statistics of real Tenhou logs, every figure counted here from the logs
themselves (../shared/oracle/raw), and what an imported log adds to them (open calls, riichi
turns, yaku)."""

from __future__ import annotations

from collections import Counter, defaultdict
from pathlib import Path
from urllib.parse import unquote
from xml.etree import ElementTree

import pytest

from scoretable.logs.tenhou import read_log
from scoretable.storage.db import open_store
from scoretable.storage.log_facts import hand_facts
from scoretable.storage.logs import import_log, tenhou6_json
from scoretable.storage.stats import Filter, player_page, player_stats, rebuild

RAW = Path(__file__).resolve().parents[2].parent / "shared" / "oracle" / "raw"
pytestmark = pytest.mark.skipif(not RAW.is_dir(), reason="../shared/oracle/raw is not here")

FOUR = sorted((RAW / "mjlog").glob("*.xml")) if RAW.is_dir() else []
ALL = [*FOUR, *sorted((RAW / "sanma").glob("*.xml"))] if RAW.is_dir() else []


def counted(games: list[tuple[Path, list[str]]]) -> dict[int, dict[str, Counter[str]]]:
    """Each player's figures counted from the mjlog XML directly, by player count (``games``:
    each file with its players' names as the library keeps them)."""
    by_count: dict[int, dict[str, Counter[str]]] = {n: defaultdict(Counter) for n in (3, 4)}
    for path, names in games:
        seats = len(names)
        out = by_count[seats]
        root = ElementTree.parse(path).getroot()
        hands = []  # one dict a hand: its tags in order
        for element in root:
            if element.tag == "INIT":
                hands.append([])
            elif hands:
                hands[-1].append(element)
        for hand in hands:
            ends = [e for e in hand if e.tag in ("AGARI", "RYUUKYOKU")]
            if not ends:
                continue
            called, dealt_in, turns, discards, declaring = set(), set(), {}, Counter(), set()
            paid: set[int] = set()  # riichi whose deposit was paid
            for e in hand:
                if e.tag[0] in "DEFG" and e.tag[1:].isdigit():
                    seat = "DEFG".index(e.tag[0])
                    discards[seat] += 1
                    if seat in declaring:
                        turns[seat] = discards[seat]
                        declaring.discard(seat)
                elif e.tag == "REACH" and e.get("step") == "1":
                    declaring.add(int(e.get("who")))
                elif e.tag == "REACH" and e.get("step") == "2":
                    paid.add(int(e.get("who")))
                    out[names[int(e.get("who"))]]["riichi"] += 1
                    out[names[int(e.get("who"))]]["riichi_turns"] += turns[int(e.get("who"))]
                elif e.tag == "N":
                    m = int(e.get("m"))
                    chi, pon, added = m & 4, m & 8, m & 16
                    open_kan = not m & 0x3C and m & 3
                    if chi or pon or added or open_kan:
                        called.add(int(e.get("who")))
                elif e.tag == "AGARI":
                    who, by = int(e.get("who")), int(e.get("fromWho"))
                    out[names[who]]["wins"] += 1
                    out[names[who]]["tsumo_wins"] += who == by
                    if who in paid:
                        pairs = [int(v) for v in e.get("yaku", "").split(",") if v]
                        counted_yaku = dict(zip(pairs[::2], pairs[1::2], strict=True))
                        out[names[who]]["riichi_wins"] += 1
                        out[names[who]]["ippatsu"] += counted_yaku.get(2, 0) > 0
                        out[names[who]]["ura_dora"] += counted_yaku.get(53, 0) > 0
                    if who != by:
                        dealt_in.add(by)
            for seat in range(seats):
                out[names[seat]]["hands"] += 1
                out[names[seat]]["called_hands"] += seat in called
                out[names[seat]]["deal_ins"] += seat in dealt_in
        last = [e for e in root if e.get("owari")][-1]
        scores = [float(v) for v in last.get("owari").split(",")[0 : 2 * seats : 2]]
        order = sorted(range(seats), key=lambda s: (-scores[s], s))  # ties: the earlier seat
        for place, seat in enumerate(order, 1):
            out[names[seat]]["games"] += 1
            out[names[seat]]["places"] += place
            out[names[seat]]["firsts"] += place == 1
            out[names[seat]]["lasts"] += place == seats
    return by_count


@pytest.fixture(scope="module")
def imported(tmp_path_factory):
    """Every real mjlog, four players and three, in one library, and the figures counted."""
    with open_store(tmp_path_factory.mktemp("library")).store as store:
        games = []
        for path in ALL:
            outcome = import_log(store, path)
            assert store.load_game(outcome.game_id).finished, path.name
            games.append((path, list(store.load_game(outcome.game_id).players)))
        yield store, counted(games)


@pytest.mark.parametrize("seats", [4, 3])
def test_real_logs_figure_by_figure(imported, seats):
    store, by_count = imported
    expected = by_count[seats]
    stats = {s.name: s for s in player_stats(store, where=Filter(seats))}
    assert set(stats) == set(expected)
    assert len(stats) >= 3
    for name, want in expected.items():
        got = stats[name]
        figures = {
            "games": got.games,
            "hands": got.hands,
            "wins": got.wins,
            "tsumo_wins": got.tsumo_wins,
            "deal_ins": got.deal_ins,
            "riichi": got.riichi,
            "called_hands": got.called_hands,
            "riichi_turns": got.riichi_turns,
            "places": got.placement_total,
            "firsts": got.firsts,
            "lasts": got.lasts,
            "riichi_wins": got.log_riichi_wins,
            "ippatsu": got.ippatsu,
            "ura_dora": got.ura_dora,
        }
        assert figures == {key: want[key] for key in figures}, name
        assert got.log_games == got.games
        assert got.log_hands == got.hands
        assert got.log_riichi == got.riichi
    # the logs have calls and riichi: the test would not pass on zeros
    assert sum(s["called_hands"] for s in expected.values()) > 0
    assert sum(s["riichi_turns"] for s in expected.values()) > 0
    assert sum(s["ippatsu"] for s in expected.values()) > 0
    assert sum(s["ura_dora"] for s in expected.values()) > 0


def test_both_formats_of_a_game_give_the_same_facts():
    for json_path in sorted((RAW / "tenhou6").glob("*.json")):
        xml = (RAW / "mjlog" / json_path.name).with_suffix(".xml").read_bytes()
        data = json_path.read_bytes()
        from_json, from_xml = hand_facts(data, read_log(data)), hand_facts(xml, read_log(xml))
        assert from_json is not None, json_path.name
        assert from_json == from_xml, json_path.name


def test_yaku_and_deal_ins_by_what_the_winner_had(tmp_path):
    path = RAW / "mjlog" / "2019021004gm-00a9-0000-e2f6516d.xml"
    root = ElementTree.parse(path).getroot()
    names = [unquote(root.find("UN").get(f"n{i}")) for i in range(4)]
    yaku: dict[str, Counter[str]] = defaultdict(Counter)
    for agari in root.iter("AGARI"):
        pairs = [int(v) for v in agari.get("yaku", "").split(",") if v]
        ids = [pairs[i] for i in range(0, len(pairs), 2) if pairs[i + 1]]
        ids += [int(v) for v in agari.get("yakuman", "").split(",") if v]
        yaku[names[int(agari.get("who"))]].update(str(i) for i in ids)
    with open_store(tmp_path).store as store:
        import_log(store, path)
        for name in names:
            assert player_page(store, name).yaku == dict(yaku[name]), name
        for stats in player_stats(store):
            split = stats.deal_ins_to_riichi + stats.deal_ins_to_open + stats.deal_ins_to_closed
            assert split == stats.deal_ins == stats.log_deal_ins, stats.name
    assert sum(yaku[n]["1"] for n in names) > 0  # riichi won: the yaku are really read


def test_games_imported_before_count_as_table_games(tmp_path):
    with open_store(tmp_path).store as store:
        import_log(store, FOUR[0])
        before = {s.name: s for s in player_stats(store)}
        store.conn.execute("DELETE FROM log_hands")
        store.conn.commit()
        assert rebuild(store) == 1
        after = {s.name: s for s in player_stats(store)}
    for name, stats in after.items():
        assert stats.called_hands is None
        assert stats.log_games == 0
        assert stats.call_rate is None
        assert (stats.hands, stats.wins, stats.riichi) == (
            before[name].hands,
            before[name].wins,
            before[name].riichi,
        )
    assert any(s.called_hands for s in before.values())


def test_scoretables_own_export_claims_no_calls(tmp_path):
    """Our tenhou.net/6 export has no tiles: importing it must not say nobody called."""
    with open_store(tmp_path).store as store:
        game_id = import_log(store, FOUR[0]).game_id
        exported = tenhou6_json(store.load_game(game_id))
    data = exported.encode()
    assert hand_facts(data, read_log(data)) is None
