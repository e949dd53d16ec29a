"""The library's long jobs in chunks (issue 35): progress between chunks, Cancel between them,
and what each keeps; the backup reader that reads one game at a time; the write gate that
lets the window write before a job's next chunk."""

from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import Any

import pytest
from helpers.storage_games import END, GAME_ONE, NAMES, standard
from hypothesis import example, given, settings
from hypothesis import strategies as st

from scoretable import clock
from scoretable.storage import stats
from scoretable.storage.db import open_memory_store, open_store
from scoretable.storage.exchange import (
    ExchangeError,
    _read_backup,
    export_library,
    export_library_counted,
    import_library,
    library_to_dict,
)
from scoretable.storage.validate import parse_json
from scoretable.storage.work import (
    Cancelled,
    WriteGate,
    no_progress,
    open_worker_store,
    timed_chunks,
)


def fill(store: Any, count: int, finished: bool = False) -> None:
    log = [*GAME_ONE, END] if finished else GAME_ONE
    from scoretable.storage.db import _result_dict
    from scoretable.storage.replay import replay

    state = replay(standard(), NAMES, log, len(log)).state
    store.insert_games(
        [
            {
                "players": [f"{name}{n}" for name in NAMES],
                "rules": standard(),
                "log": log,
                "index": len(log),
                "created": f"2025-03-01T10:00:00.{n:06d}+00:00",
                "finished": finished,
                "result": _result_dict(state) if finished else None,
            }
            for n in range(count)
        ]
    )


class Recorder:
    """A progress callback that records each call and cancels once ``stop_at`` says so."""

    def __init__(self, stop_at: Any = None) -> None:
        self.steps: list[tuple[str, int, int]] = []
        self.stop_at = stop_at

    def __call__(self, stage: str, done: int, total: int) -> None:
        self.steps.append((stage, done, total))
        if self.stop_at is not None and self.stop_at(stage, done, total):
            raise Cancelled


# --- backup -----------------------------------------------------------------------------------


def test_a_backup_written_game_by_game_is_the_text_of_the_whole_library(store, tmp_path):
    fill(store, 30)
    broken = store.insert_game(players=NAMES, rules=standard(), log=GAME_ONE, index=4)
    store.conn.execute("UPDATE games SET rules = 'not JSON' WHERE id = ?", (broken,))
    path = tmp_path / "backup.json"
    progress = Recorder()
    assert export_library_counted(store, path, progress) == (30, 1)
    assert path.read_text(encoding="utf-8") == (
        json.dumps(library_to_dict(store), ensure_ascii=False) + "\n"
    )
    assert progress.steps == [("writing", n, 31) for n in range(1, 32)]


def test_an_empty_library_backs_up_as_an_empty_list(store, tmp_path):
    path = tmp_path / "backup.json"
    assert export_library_counted(store, path) == (0, 0)
    assert json.loads(path.read_text(encoding="utf-8"))["games"] == []


def test_a_cancelled_backup_writes_nothing_and_leaves_an_older_file_as_it_was(store, tmp_path):
    fill(store, 30)
    path = tmp_path / "backup.json"
    path.write_text("the older backup", encoding="utf-8")
    with pytest.raises(Cancelled):
        export_library_counted(store, path, Recorder(lambda _s, done, _t: done == 15))
    assert path.read_text(encoding="utf-8") == "the older backup"
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith("backup")] == ["backup.json"]


# --- restore ----------------------------------------------------------------------------------


@pytest.fixture
def backup(tmp_path: Path) -> Path:
    path = tmp_path / "backup.json"
    with open_store(tmp_path / "source").store as source:
        fill(source, 200)
        export_library(source, path)
    return path


def test_a_restore_reads_checks_then_stores_in_chunks(store, backup):
    progress = Recorder()
    done = import_library(store, backup, progress)
    assert len(done.added) == 200
    stages = [stage for stage, _, _ in progress.steps]
    assert stages == sorted(stages, key=["reading", "checking", "storing"].index)
    checking = [step for step in progress.steps if step[0] == "checking"]
    assert checking == [("checking", n, 200) for n in range(1, 201)]
    storing = [done for stage, done, _ in progress.steps if stage == "storing"]
    assert storing[0] == 1
    assert storing[-1] == 200
    assert len(storing) < 200  # chunks grow
    assert storing == sorted(storing)


def test_a_restore_cancelled_while_storing_keeps_the_chunks_stored(store, backup):
    progress = Recorder(lambda stage, done, total: stage == "storing" and done >= 20)
    with pytest.raises(Cancelled):
        import_library(store, backup, progress)
    kept = progress.steps[-1][1]
    assert 20 <= kept < 200
    assert store.count_games() == kept
    again = import_library(store, backup)
    assert (len(again.added), again.already_there) == (200 - kept, kept)


@pytest.mark.parametrize("stage", ["reading", "checking"])
def test_a_restore_cancelled_before_storing_adds_nothing(store, backup, stage):
    with pytest.raises(Cancelled):
        import_library(store, backup, Recorder(lambda s, _d, _t: s == stage))
    assert store.count_games() == 0
    assert store.known_players() == []


def test_a_restore_with_nothing_new_still_remembers_the_backups_players(store, tmp_path):
    path = tmp_path / "backup.json"
    path.write_text(
        json.dumps({"format": "scoretable-library", "version": 1, "players": ["Kei"], "games": []})
    )
    assert import_library(store, path).added == []
    assert store.known_players() == ["Kei"]


# --- the backup reader ------------------------------------------------------------------------

JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=12,
)


@settings(max_examples=300, derandomize=True, deadline=None)
@given(
    st.dictionaries(st.text(), JSON, max_size=4),
    st.lists(JSON, max_size=5) | JSON,
    st.sampled_from([(", ", ": "), (",", ":")]),
    st.sampled_from(["", " ", "\n\t ", "\ufeff"]),
    st.integers(0, 4),
)
def test_the_backup_reader_reads_what_json_reads(
    tmp_path_factory, data, games, separators, pad, at
):
    """Any JSON object, its "games" anywhere among its keys, any spacing: the reader gives
    what json.loads gives."""
    items = list(data.items())
    items.insert(min(at, len(items)), ("games", games))
    text = (
        pad
        + json.dumps(dict(items), separators=separators, ensure_ascii=False)
        + pad.strip("\ufeff")
    )
    path = tmp_path_factory.mktemp("read") / "backup.json"
    path.write_text(text, encoding="utf-8")
    assert _read_backup(path, no_progress) == parse_json(text.encode(), "backup.json")


@pytest.mark.parametrize(
    "text",
    [
        '{"games": [1, 2,]}',
        '{"games": [1 2]}',
        '{"games": [1, 2]',
        '{"games": [NaN]}',
        '{"games": [], "x": Infinity}',
        '{"games" [1]}',
        '{"games": [1], }',
        "{games: [1]}",
        '{"games": [1]} trailing',
        '{"games": [1]} {}',
        '{"a": 1 "games": []}',
        '{"games": [' + "[" * 100_000 + "]" * 100_000 + "]}",
        '{"games": [' + "7" * 5000 + "]}",
        "{",
        "",
        "[1, 2]",
    ],
)
def test_the_backup_reader_refuses_what_json_refuses_with_the_same_reason(tmp_path, text):
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ExchangeError) as expected:
        parse_json(text.encode(), "bad.json")
        raise ExchangeError("no error")  # "[1, 2]" reads: refused as no backup further on
    with pytest.raises(ExchangeError) as got:
        import_library(open_memory_store(), path)
    if str(expected.value) != "no error":
        assert str(got.value) == str(expected.value)
    else:
        assert "is not a scoretable library backup" in str(got.value)


# --- statistics -------------------------------------------------------------------------------


def test_a_rebuild_reports_each_game_and_stopped_keeps_the_summaries_done(store):
    fill(store, 20, finished=True)
    before = [store.summary_rows(game_id) for game_id in range(1, 21)]
    store.conn.execute("DELETE FROM seat_stats")
    progress = Recorder(lambda _s, done, _t: done == 8)
    with pytest.raises(Cancelled):
        stats.rebuild(store, progress)
    assert progress.steps == [("rebuilding", n, 20) for n in range(1, 9)]
    assert [store.summary_rows(game_id) for game_id in range(1, 21)] == before[:8] + [[]] * 12
    assert stats.rebuild(store) == 12


# --- chunks, the gate, the worker's store ----------------------------------------------------


@given(st.lists(st.integers(), max_size=300), st.lists(st.floats(0, 0.001), min_size=1))
@example(items=[0, 1], pauses=[2.2250738585e-313])  # a subnormal time: seconds / it is inf
@settings(max_examples=50, deadline=None)
def test_timed_chunks_give_every_item_once_in_order(items, pauses):
    # each chunk takes its own time to handle (on a clock the test moves: no sleep), so the
    # sizes go up and down
    now = [0.0]
    seen: list[int] = []
    with clock.replaced(monotonic=lambda: now[0]):
        for number, chunk in enumerate(timed_chunks(items, seconds=0.0005)):
            assert chunk
            now[0] += pauses[number % len(pauses)] * len(chunk)
            seen += chunk
    assert seen == items


@pytest.mark.parametrize(
    ("per_item", "sizes"),
    [
        (0.0, [1, 4, 16, 64, 256, 659]),  # no time at all: four times larger each time
        (0.25, [1, 4, 8, 8, 8, 8]),  # a quarter of a second an item: 2 s a chunk
        (4.0, [1, 1, 1, 1, 1, 1]),  # longer than a chunk's time: one at a time
    ],
)
def test_chunks_grow_while_each_takes_less_than_its_time(per_item, sizes):
    now = [0.0]
    got = []
    with clock.replaced(monotonic=lambda: now[0]):
        for chunk in timed_chunks(range(1000), seconds=2.0):
            now[0] += per_item * len(chunk)
            got.append(len(chunk))
    assert got[: len(sizes)] == sizes


class _Told(threading.Condition):
    """A write gate's condition that tells :attr:`entered` each time a writer starts to
    wait at the gate (a test waits for that, not for a time)."""

    def __init__(self) -> None:
        lock = threading.RLock()
        super().__init__(lock)
        self.entered = threading.Condition(lock)

    def wait(self, timeout: float | None = None) -> bool:
        self.entered.notify_all()
        return super().wait(timeout)


def test_the_gate_lets_the_window_write_before_the_jobs_next_chunk():
    gate = WriteGate()
    told = gate._condition = _Told()
    order: list[str] = []

    def waiting(count: int) -> None:
        """Until ``count`` writers wait at the gate (each tells as it starts to wait)."""
        with told.entered:
            assert told.entered.wait_for(lambda: gate.waiting == count, timeout=10), (
                f"{gate.waiting} waiting, not {count}"
            )

    def job_chunk() -> None:
        with gate.hold(urgent=False):
            order.append("job")

    def window_write() -> None:
        with gate.hold(urgent=True):
            order.append("window")

    job, window = threading.Thread(target=job_chunk), threading.Thread(target=window_write)
    with gate.hold(urgent=False):  # a chunk under way
        job.start()
        waiting(1)  # the job's next chunk waits for the gate
        window.start()
        waiting(2)  # and then the window does
    job.join(5)
    window.join(5)
    assert order == ["window", "job"]
    assert gate.waiting == 0


def test_a_worker_has_its_own_connection_and_shares_the_gate(store):
    worker = open_worker_store(store)
    assert worker is not None
    assert worker.conn is not store.conn
    assert worker.gate is store.gate
    assert not worker.urgent
    assert store.urgent
    fill(worker, 1)
    assert store.count_games() == 1  # committed, seen by the window's connection
    worker.close()


def test_a_store_in_memory_has_no_second_connection():
    memory = open_memory_store()
    assert open_worker_store(memory) is None
    assert memory.gate is not None
    memory.close()
