"""Export and import: JSON round trip, CSV with known rows, library backup."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest
from helpers.storage_games import END, GAME_ONE, GAME_ONE_SCORES, NAMES, riichi, standard, tenhou

from scoretable.storage.db import open_store
from scoretable.storage.exchange import (
    ExchangeError,
    export_game_csv,
    export_game_json,
    export_library,
    game_to_dict,
    import_game_json,
    import_library,
)


def stored_game(store) -> int:
    """GAME_ONE, then a rename, a riichi, and two undos: the riichi is on the redo stack."""
    log = [*GAME_ONE, {"type": "rename", "seat": 3, "name": "Dee", "old": "Di"}, riichi(2)]
    return store.insert_game(
        players=NAMES,
        names=["Ann", "Bo", "Cy", "Dee"],
        rules=standard(),
        log=log,
        index=5,
        title="Thursday club",
    )


def test_json_round_trip_gives_the_same_game(store, tmp_path, qapp):
    game_id = stored_game(store)
    first = tmp_path / "game.json"
    export_game_json(store, game_id, first)
    new_id = import_game_json(store, first)
    assert new_id != game_id
    original, imported = store.load_game(game_id), store.load_game(new_id)
    assert game_to_dict(imported) == game_to_dict(original)
    second = tmp_path / "again.json"
    export_game_json(store, new_id, second)
    assert second.read_text() == first.read_text()

    # And the model rebuilt from the import is the same game, undo history included.
    from scoretable.engine.rules import Rules
    from scoretable.game.model import GameModel

    models = [
        GameModel.restore(Rules.from_dict(r.rules), r.players, r.log, r.index)
        for r in (original, imported)
    ]
    assert models[0].state == models[1].state
    assert models[1].state.scores == GAME_ONE_SCORES
    assert models[1].players == ("Ann", "Bo", "Cy", "Dee")
    assert models[1].undo_stack.count() == 6
    models[1].redo()
    assert models[1].state.riichi == frozenset({2})


def test_csv_has_one_row_per_hand_with_known_values(store, tmp_path):
    game_id = stored_game(store)
    path = tmp_path / "game.csv"
    export_game_csv(store, game_id, path)
    rows = path.read_text().splitlines()
    assert rows == [
        "hand,round,honba,sticks,result,riichi,Ann change,Bo change,Cy change,Dee change,"
        "Ann score,Bo score,Cy score,Dee score",
        "0,start,,,,,0,0,0,0,25000,25000,25000,25000",
        "1,East 1,0,0,Ron: Bo from Cy,Bo,0,+3900,-3900,0,25000,28900,21100,25000",
        "2,East 2,0,0,Tsumo: Ann,,+1100,-500,-300,-300,26100,28400,20800,24700",
        "3,East 3,0,0,Exhaustive draw; tenpai: Ann,,+3000,-1000,-1000,-1000,"
        "29100,27400,19800,23700",
    ]


def test_library_backup_round_trip(store, tmp_path):
    stored_game(store)
    store.insert_game(players=["E", "F", "G", "H"], rules=tenhou(), log=[riichi(0)], index=1)
    store.insert_games([], remember=["Zed"])  # a name typed once, in no game: the backup's own
    path = tmp_path / "backup.json"
    assert export_library(store, path) == 2
    with open_store(tmp_path / "other").store as other:
        done = import_library(other, path)
        ids = done.added
        assert len(ids) == 2
        assert done.already_there == 0
        assert [game_to_dict(other.load_game(i)) for i in ids] == [
            game_to_dict(store.load_game(g.id)) for g in reversed(store.list_games())
        ]
        assert set(other.known_players()) == set(store.known_players())
        assert "Zed" in other.known_players()


def test_restoring_a_backup_twice_adds_nothing_the_second_time(store, tmp_path):
    stored_game(store)
    store.insert_game(players=["E", "F", "G", "H"], rules=tenhou(), log=[riichi(0)], index=1)
    path = tmp_path / "backup.json"
    export_library(store, path)
    with open_store(tmp_path / "other").store as other:
        assert len(import_library(other, path).added) == 2
        again = import_library(other, path)
        assert (again.added, again.already_there) == ([], 2)
        assert len(other.list_games()) == 2


def test_a_game_the_library_holds_as_is_is_not_replayed_again(store, tmp_path, monkeypatch):
    """Restoring a backup into its own library is a look-up per game (issue 18: 10,000 games)."""
    import scoretable.storage.exchange as exchange

    stored_game(store)
    path = tmp_path / "backup.json"
    export_library(store, path)

    def no_replay(*_args, **_kwargs):
        raise AssertionError("a held game was replayed")

    monkeypatch.setattr(exchange, "_checked_in_backup", no_replay)
    again = import_library(store, path)
    assert (again.added, again.already_there) == ([], 1)


def test_a_game_that_went_on_since_the_backup_is_not_added_again(store, tmp_path):
    game_id = stored_game(store)
    path = tmp_path / "backup.json"
    export_library(store, path)
    record = store.load_game(game_id)
    store.delete_game(game_id)
    later = [*record.log, riichi(1)]  # the game went on after the backup
    store.insert_game(
        players=record.players, rules=record.rules, log=later, index=len(later),
        created=record.created,
    )  # fmt: skip
    assert import_library(store, path).already_there == 1
    assert len(store.list_games()) == 1


def test_a_different_game_is_added_even_when_it_looks_alike(store, tmp_path):
    game_id = stored_game(store)
    path = tmp_path / "backup.json"
    export_library(store, path)
    data = json.loads(path.read_text())
    # the same start but another first hand: a game of its own
    other_start = dict(data["games"][0], log=[riichi(3), *data["games"][0]["log"][1:]])
    # no start time (an old or hand-made file): never taken for another game
    no_time = dict(data["games"][0], created=None)
    data["games"] = [other_start, no_time]
    path.write_text(json.dumps(data))
    done = import_library(store, path)
    assert (len(done.added), done.already_there) == (2, 0)
    assert len(store.list_games()) == 3
    assert store.load_game(game_id).log[0] == riichi(1)  # the stored game is untouched


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("not json", "cannot be read as JSON"),
        ('{"format": "something else"}', "not a scoretable game"),
        ('{"format": "scoretable-game", "version": 99}', "newer scoretable"),
        ('{"format": "scoretable-game", "version": 1, "players": ["A"]}', "rules: is missing"),
    ],
)
def test_bad_game_files_are_refused_with_a_reason(store, tmp_path, content, message):
    path = tmp_path / "bad.json"
    path.write_text(content)
    with pytest.raises(ExchangeError, match=message):
        import_game_json(store, path)
    assert store.list_games() == []


def test_a_game_that_does_not_replay_is_refused(store, tmp_path):
    game_id = stored_game(store)
    path = tmp_path / "game.json"
    export_game_json(store, game_id, path)
    data = json.loads(path.read_text())
    data["log"][1]["entries"][0]["han"] = 0  # impossible: no han, no yakuman
    path.write_text(json.dumps(data))
    with pytest.raises(ExchangeError, match="does not replay: entry 1"):
        import_game_json(store, path)
    assert len(store.list_games()) == 1


def test_a_backup_with_one_bad_game_imports_nothing(store, tmp_path):
    stored_game(store)
    path = tmp_path / "backup.json"
    export_library(store, path)
    data = json.loads(path.read_text())
    data["games"].append({"format": "scoretable-game", "version": 1})
    path.write_text(json.dumps(data))
    with open_store(tmp_path / "other").store as other:
        with pytest.raises(ExchangeError, match="game 2"):
            import_library(other, path)
        assert other.list_games() == []


def test_csv_rows_are_the_hand_historys_rows_the_end_included(store, tmp_path):
    """The game's end that paid a leftover stick has its row, as in the hand history; a
    chombo, an abortive draw and a double ron say what they were."""
    from scoretable.engine.table import AbortiveDraw, Chombo, Win, WinEntry, action_to_dict

    double = action_to_dict(Win((WinEntry(0, 1, 30), WinEntry(3, 1, 30)), 2))
    log = [
        action_to_dict(Chombo(1)),
        action_to_dict(AbortiveDraw("kyuushu")),
        double,
        riichi(2),
        {"type": "end"},
    ]
    game_id = store.insert_game(players=NAMES, rules=standard(), log=log, index=len(log))
    path = tmp_path / "game.csv"
    export_game_csv(store, game_id, path)
    import csv

    rows = list(csv.reader(path.read_text().splitlines()))[2:]
    assert [row[:5] for row in rows] == [
        ["1", "East 1", "0", "0", "Chombo: Bo"],
        ["2", "East 1", "0", "0", "Abortive draw (kyuushu)"],
        ["3", "East 1", "1", "0", "Multiple ron: Ann, Di from Cy"],
        ["4", "end", "2", "0", "Game ended"],
    ]
    # the end's row: Cy's stick, put down after the last hand, to first place (Ann)
    assert rows[3][6:] == ["+1000", "0", "-1000", "0", "31500", "17000", "23200", "28300"]


# --- issue 20 items 4 and 6: one validation layer, field-naming messages -----------------------


def exported(store) -> dict:
    return game_to_dict(store.load_game(stored_game(store)))


@pytest.mark.parametrize(
    ("finished", "message"),
    [
        (True, "finished: is true, but the game is not over after its 4 entries"),
        (False, "finished: is false, but the game is over after its 5 entries"),
    ],
    ids=["marked finished too early", "over but not marked finished"],
)
def test_a_game_file_whose_finished_flag_disagrees_with_its_log_is_refused(
    store, tmp_path, finished, message
):
    data = exported(store)
    data["log"], data["finished"] = [*GAME_ONE, END], finished
    data["index"] = 4 if finished else 5  # before the end, or after it
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data))
    with pytest.raises(ExchangeError) as caught:
        import_game_json(store, path)
    assert str(caught.value) == message


def rename_at(seat):
    return lambda d: d["log"].insert(0, {"type": "rename", "seat": seat, "name": "X"})


def set_rule(key, value):
    return lambda d: d["rules"].__setitem__(key, value)


BAD_GAMES = [
    # (what the file holds, the message naming the field)
    ("created-list", lambda d: d.__setitem__("created", ["2026"]), "created: should be text"),
    ("created-huge", lambda d: d.__setitem__("created", 10**30), "created: should be text"),
    ("created-not-a-date", lambda d: d.__setitem__("created", "soon"), "created: should be an ISO"),
    ("rename-seat-9", rename_at(9), "log[0].seat: should be an integer from 0 to 3, not 9"),
    ("rename-seat--1", rename_at(-1), "log[0].seat: should be an integer from 0 to 3"),
    ("rename-seat-str", rename_at("1"), "log[0].seat: should be an integer from 0 to 3"),
    ("rename-seat-float", rename_at(1.7), "log[0].seat: should be an integer from 0 to 3"),
    ("players-string", lambda d: d.__setitem__("players", "ABCD"), "players: should be a list"),
    (
        "players-three",
        lambda d: d.__setitem__("players", ["A", "B", "C"]),
        "players: should hold 4",
    ),
    ("rule-bool", set_rule("busting", "yes"), "rules.busting: should be true or false"),
    ("rule-bool-int", set_rule("kiriage", 1), "rules.kiriage: should be true or false"),
    ("rule-float", set_rule("start_points", 25000.5), "rules.start_points: should be an integer"),
    ("rule-range", set_rule("start_points", -5), "rules"),
    ("version-0", lambda d: d.__setitem__("version", 0), "version: should be an integer from 1"),
    ("version-neg", lambda d: d.__setitem__("version", -3), "version: should be an integer from 1"),
    ("version-bool", lambda d: d.__setitem__("version", True), "version: should be an integer"),
    ("index-float", lambda d: d.__setitem__("index", 2.0), "index: should be an integer"),
    (
        "finished-str",
        lambda d: d.__setitem__("finished", "no"),
        "finished: should be true or false",
    ),
    (
        "finished-early",
        lambda d: d.__setitem__("finished", True),
        "finished: is true, but the game",
    ),
    ("title-surrogate", lambda d: d.__setitem__("title", "\ud800"), "title: holds an unpaired"),
    ("entry-huge", lambda d: d["log"][1]["entries"][0].__setitem__("han", 10**400), "log[1]"),
    ("entry-not-object", lambda d: d["log"].__setitem__(0, [1]), "log[0]: should be an object"),
]


@pytest.mark.parametrize(
    ("change", "message"), [b[1:] for b in BAD_GAMES], ids=[b[0] for b in BAD_GAMES]
)
def test_malformed_fields_are_refused_naming_the_field(store, tmp_path, change, message):
    """Before: exceptions with no message (created as a list, a rename of seat 9, lone
    surrogates...), or silently wrong ("ABCD" as four players, any type for a rule, finished
    with a 3-hand log, version 0). Now: ExchangeError naming the field; nothing stored."""
    data = exported(store)
    count = len(store.list_games())
    change(data)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data, ensure_ascii=True))  # (a lone surrogate as \ud800)
    with pytest.raises(ExchangeError) as caught:
        import_game_json(store, path)
    assert message in str(caught.value)
    assert len(store.list_games()) == count


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('{"index": Infinity}', "cannot be read as JSON"),
        ('{"start_points": NaN}', "cannot be read as JSON"),
        ('{"index": ' + "7" * 5000 + "}", "cannot be read as JSON"),
        ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
    ],
    ids=["infinity", "nan", "5000-digits", "deep"],
)
def test_unreadable_json_is_refused_with_a_reason(store, tmp_path, text, message):
    path = tmp_path / "bad.json"
    path.write_text(text)
    for read in (import_game_json, import_library):
        with pytest.raises(ExchangeError, match=message):
            read(store, path)


@pytest.mark.parametrize("number", [math.inf, -math.inf, math.nan], ids=["inf", "-inf", "nan"])
def test_a_game_from_python_with_a_number_json_cannot_hold_is_refused(store, number):
    """A parameter the core does not know is kept as given; from a dict (not JSON text) it
    may hold Infinity, which the store could not read back: refused, nothing stored (the
    fuzz found {"rules": {"": inf}} stored, then unreadable)."""
    from scoretable.storage.exchange import import_game_dict

    data = exported(store)
    count = len(store.list_games())
    data["rules"] = {**data["rules"], "": number}
    with pytest.raises(ExchangeError, match=r"^rules: Out of range float values"):
        import_game_dict(store, data)
    assert len(store.list_games()) == count


def test_a_byte_order_mark_is_accepted_and_names_are_cleaned(store, tmp_path):
    """A UTF-8 file with a byte-order mark was refused; bidi overrides and control
    characters in names made the panels lie (item 9); long names are cut."""
    data = exported(store)
    data["players"][0] = "\u202eevil\u202c\tname"
    data["players"][1] = "B" * 1000
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(data).encode())
    record = store.load_game(import_game_json(store, path))
    assert record.players[0] == "evil name"
    assert record.players[1] == "B" * 40


def test_the_stored_result_is_the_replayed_one(store, tmp_path):
    """A file's own "result" is never trusted: the replay's is stored."""
    from scoretable.storage.db import _result_dict
    from scoretable.storage.replay import replay

    data = exported(store)
    data["log"] = [*data["log"][:5], {"type": "end"}]
    data["index"] = 6
    data["finished"] = True
    data["result"] = {"points": [999, 0, 0, 0]}
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data))
    record = store.load_game(import_game_json(store, path))
    expected = _result_dict(replay(record.rules, record.players, record.log, 6).state)
    assert record.finished
    assert record.result == expected


def test_a_restore_that_fails_halfway_keeps_what_was_stored_and_adds_the_rest_later(
    store, tmp_path, monkeypatch
):
    """A restore can stop halfway (issue 35: it is stored in chunks, each committed). The
    disk fills while the second game is written: the fault is injected at the SQLite call (a
    full disk at exactly that moment cannot be arranged here). The first chunk (one game)
    stays, the failing chunk adds nothing of itself, and restoring the same backup again
    adds the rest, nothing twice."""
    import sqlite3

    from scoretable.storage.db import SaveError, Store

    stored_game(store)
    stored_game(store)
    path = tmp_path / "backup.json"
    export_library(store, path)
    other = open_store(tmp_path / "other").store
    real = Store._insert
    calls = []

    def failing(self, conn, now, **game):
        calls.append(1)
        if len(calls) == 2:
            raise sqlite3.OperationalError("database or disk is full")
        return real(self, conn, now, **game)

    monkeypatch.setattr(Store, "_insert", failing)
    with pytest.raises(SaveError, match="disk is full"):
        import_library(other, path)
    assert len(other.list_games()) == 1
    monkeypatch.setattr(Store, "_insert", real)
    again = import_library(other, path)
    assert (len(again.added), again.already_there) == (1, 1)
    assert len(other.list_games()) == 2
    other.close()


def test_csv_cells_that_would_be_formulas_are_escaped(store, tmp_path):
    """Item 6: a player named =HYPERLINK(...) or +cmd landed in a cell a spreadsheet runs."""
    import csv

    game_id = store.insert_game(
        players=['=HYPERLINK("http://x","y")', "+cmd", "-1", "@SUM(A1)"],
        rules=standard(),
        log=[riichi(0), riichi(1), *GAME_ONE[1:]],
        index=len(GAME_ONE) + 1,
    )
    path = tmp_path / "out.csv"
    export_game_csv(store, game_id, path)
    rows = list(csv.reader(path.open(newline="")))
    text_cells = rows[0] + [cell for row in rows[1:] for cell in row[1:2] + row[4:6]]
    assert all(not cell.startswith(("=", "+", "-", "@", "\t", "\r")) for cell in text_cells)
    assert rows[0][6] == '\'=HYPERLINK("http://x","y") change'
    assert rows[0][7] == "'+cmd change"
    assert rows[0][9] == "'@SUM(A1) change"
    assert rows[2][5] == '\'=HYPERLINK("http://x","y") +cmd'  # the riichi column
    # numbers stay numbers: a negative change is not escaped
    assert any(cell.startswith("-") for row in rows[1:] for cell in row[6:10])


def test_a_bad_stored_game_exports_raw(store, tmp_path):
    """Item 3: a stored game that cannot be read is exported as it is stored."""
    game_id = stored_game(store)
    store.conn.execute("UPDATE games SET result = '[1', finished = 1 WHERE id = ?", (game_id,))
    path = tmp_path / "raw.json"
    export_game_json(store, game_id, path)
    raw = json.loads(path.read_text())
    assert raw["format"] == "scoretable-raw-game"
    assert raw["row"]["result"] == "[1"
    assert raw["problem"].startswith("result")
    assert len(raw["entries"]) == 6
    assert json.loads(raw["entries"][0]["data"]) == GAME_ONE[0]
    assert [entry["position"] for entry in raw["entries"]] == list(range(6))


# --- the fuzz: no uncaught exception, no value outside its type or range ----------------------

from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**30), max_value=10**30)
    | st.floats(allow_nan=False)
    | st.text(max_size=6),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=6), children, max_size=4)
    ),
    max_leaves=10,
)


def _valid_game() -> dict:
    from scoretable.storage.db import open_memory_store

    store = open_memory_store()
    data = game_to_dict(store.load_game(stored_game(store)))
    store.close()
    return data


VALID = _valid_game()
TOP = sorted(VALID)
RULES = sorted(VALID["rules"])


@st.composite
def fuzzed_games(draw) -> dict:
    data = json.loads(json.dumps(VALID))
    for _ in range(draw(st.integers(1, 3))):
        place = draw(st.sampled_from(["top", "rules", "log"]))
        value = draw(JSON_VALUES)
        if place == "top":
            data[draw(st.sampled_from(TOP))] = value
        elif place == "rules" and isinstance(data.get("rules"), dict):
            data["rules"][draw(st.sampled_from(RULES))] = value
        elif isinstance(data.get("log"), list) and data["log"]:
            entry = data["log"][draw(st.integers(0, len(data["log"]) - 1))]
            if isinstance(entry, dict):
                keys = [*sorted(entry), "seat", "type"]
                entry[draw(st.sampled_from(keys))] = value
    return data


def check_stored(store, game_id: int) -> None:
    """What an import stored is within its types and ranges, and replays."""
    from scoretable.storage.replay import replay

    record = store.load_game(game_id)
    assert len(record.players) == 4
    assert all(isinstance(n, str) and n for n in record.players)
    assert isinstance(record.index, int)
    assert 0 <= record.index <= len(record.log)
    assert isinstance(record.finished, bool)
    assert isinstance(record.title, str)
    game = replay(record.rules, record.players, record.log, record.index)
    assert record.finished == game.state.game_over


@settings(
    max_examples=1000,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(fuzzed_games())
def test_fuzzed_game_files_are_imported_whole_or_refused(data):
    from scoretable.storage.db import open_memory_store
    from scoretable.storage.exchange import import_game_dict

    store = open_memory_store()
    try:
        try:
            game_id = import_game_dict(store, data)
        except ExchangeError:
            assert store.list_games() == []
            return
        check_stored(store, game_id)
    finally:
        store.close()


@settings(
    max_examples=300,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(st.lists(fuzzed_games(), min_size=1, max_size=3), JSON_VALUES)
def test_fuzzed_backups_are_restored_whole_or_not_at_all(games, players):
    import tempfile

    from scoretable.storage.db import open_memory_store

    backup = {"format": "scoretable-library", "version": 1, "players": players, "games": games}
    store = open_memory_store()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "backup.json"
        path.write_text(json.dumps(backup))
        try:
            done = import_library(store, path)
        except ExchangeError:
            assert store.list_games() == []
            assert store.known_players() == []
            return
        finally:
            pass
    for game_id in done.added:
        check_stored(store, game_id)
    assert all(isinstance(n, str) and n for n in store.known_players())
    store.close()
