"""Every command against a hostile guest and a careless organiser (issue 45's cases): each
case ends within 20 s, with one line on stderr and a non-zero exit when it is refused, no
line beginning with an exception's name, a device node left a device node, and output into a
closed pipe ending quietly. The contract about the process itself (pipes, what reaches
stderr, exit codes, argv bytes) runs the real command in a subprocess; the rest runs in
process. The tournament's cases that need the club's server are in
tests/club/test_tournament_hostile.py."""

from __future__ import annotations

import contextlib
import io
import json
import os
import re
import shutil
import stat
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from helpers.log_fixtures import game_xml

from scoretable.cli.main import main
from scoretable.storage.db import StoreError, open_store
from scoretable.storage.logs import import_log
from scoretable.storage.stats import player_stats

ROOT = Path(__file__).resolve().parents[2]
# a line a check would take for a traceback: an exception's name, then a colon
EXCEPTION_LINE = re.compile(r"^(Traceback|\w*(Error|Exception|Interrupt|Exit)\b)", re.MULTILINE)
# port 1: nothing listens there; every tournament refusal here is made before connecting
NOWHERE = "postgresql://club:secret@127.0.0.1:1/league"
HAND = {"tiles": "33067m567p234s222z", "win": "7m", "riichi": True, "dora": "8p"}
HAND_LINE = json.dumps(HAND) + "\n"
TIME_LIMIT = 20


def run(*args: str) -> tuple[int, str, str]:
    """The command run in this process: its status, stdout and stderr."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(list(args))
    return status, out.getvalue(), err.getvalue()


def process(*args: str | bytes, cwd: Path) -> subprocess.CompletedProcess[bytes]:
    """The command run as a process of its own (this checkout's scoretable)."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, "-m", "scoretable", *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        timeout=TIME_LIMIT,
        check=False,
    )


def refused_in_one_line(status: int, out: str, err: str) -> str:
    """The one line of a refusal (asserted: non-zero, one line, no exception's name)."""
    assert status != 0
    assert len(err.splitlines()) == 1, err
    assert not EXCEPTION_LINE.search(err + out), err + out
    return err.strip()


def device_node(path: Path) -> Path:
    """A character device (/dev/null's numbers) at ``path``; skips where none can be made."""
    try:
        os.mknod(path, stat.S_IFCHR | 0o666, os.makedev(1, 3))
    except (PermissionError, AttributeError) as error:
        pytest.skip(f"no device node can be made here: {error}")
    return path


@pytest.fixture
def files(tmp_path: Path) -> dict[str, Path]:
    """The hostile files, by name."""
    made = {
        "hands": HAND_LINE,
        "digits": '{"tiles": "33067m567p234s222z", "win": "7m", "nukidora": ' + "9" * 5000 + "}\n",
        "deep": "[" * 100_000 + "]" * 100_000 + "\n",
        "nan": HAND_LINE.replace("true", "NaN"),
        "501": HAND_LINE * 501,
        "utf16": HAND_LINE.encode("utf-16-le"),
        "utf16-bom": HAND_LINE.encode("utf-16"),
        "binary": bytes(range(256)) * 4,
        "latin1": "name\nJosé\n".encode("latin-1"),
    }
    out = {}
    for name, content in made.items():
        path = tmp_path / name
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content, encoding="utf-8")
        out[name] = path
    out["fifo"] = tmp_path / "fifo"
    os.mkfifo(out["fifo"])
    out["large"] = tmp_path / "large"
    with out["large"].open("wb") as sparse:
        sparse.truncate(17 << 20)
    out["folder"] = tmp_path
    out["zero"] = Path("/dev/zero")
    return out


# --- learn worksheet -------------------------------------------------------------------------

WORKSHEET_CASES = [
    ("digits", [], "{digits}, line 1: not JSON (a number of 5000 digits)"),
    ("deep", [], "{deep}, line 1: nested more than 8 deep"),
    ("nan", [], "{nan}, line 1: not JSON (NaN is not a number)"),
    ("zero", [], "cannot read /dev/zero: a device, not a file to read"),
    ("fifo", [], "cannot read {fifo}: a pipe (FIFO), not a file to read"),
    ("folder", [], "cannot read {folder}: a folder, not a file to read"),
    ("large", [], "cannot read {large}: larger than 16 MB: not read"),
    ("binary", [], "cannot read {binary}: not text: a NUL byte at byte 1 (a binary file"),
    ("utf16", [], "cannot read {utf16}: not text: a NUL byte at byte 2"),
    ("501", [], "a worksheet has at most 500 questions, not 501: choose fewer (--count N)"),
    ("hands", ["--count", "1000000"], "a worksheet has at most 500 questions, not 1,000,000"),
    ("hands", ["--pdf", ""], "cannot write '': no file named (an empty name)"),
    ("hands", ["--pdf", "{folder}"], "cannot write {folder}: a folder, not a file to write"),
    ("hands", ["--rules", "nope"], "unknown rules preset 'nope'"),
]


@pytest.mark.parametrize(
    ("hands", "extra", "said"),
    WORKSHEET_CASES,
    ids=[
        "5000 digits",
        "nested 100000 deep",
        "NaN",
        "/dev/zero",
        "FIFO",
        "folder",
        "17 MB",
        "binary",
        "UTF-16 without BOM",
        "501 questions",
        "count 10^6",
        "pdf ''",
        "pdf onto a folder",
        "rules nope",
    ],
)
def test_a_worksheet_refuses_in_one_line(
    files: dict[str, Path], tmp_path: Path, hands: str, extra: list[str], said: str
) -> None:
    names = {name: str(path) for name, path in files.items()}
    extra = [word.format(**names) for word in extra]
    pdf = tmp_path / "sheet.pdf"
    args = ["learn", "worksheet", "--hands", names[hands], "--pdf", str(pdf), *extra]
    line = refused_in_one_line(*run(*args))
    assert line.startswith(said.format(**names))
    assert not pdf.exists()
    assert not (tmp_path / "sheet.pdf.part").exists()


def test_a_worksheet_reads_utf16_with_its_byte_order_mark(
    files: dict[str, Path], tmp_path: Path
) -> None:
    from scoretable.cli.inputs import read_text

    assert read_text(files["utf16-bom"], 1 << 20) == HAND_LINE


def test_a_worksheet_onto_a_device_leaves_the_device_as_it_is(
    files: dict[str, Path], tmp_path: Path
) -> None:
    node = device_node(tmp_path / "node")
    status, out, err = run("learn", "worksheet", "--hands", str(files["hands"]), "--pdf", str(node))
    assert refused_in_one_line(status, out, err) == (
        f"cannot write {node}: a device, not a file to write: left as it is"
    )
    assert stat.S_ISCHR(node.stat().st_mode)
    assert not (tmp_path / "node.part").exists()


def test_the_window_s_pdf_writer_leaves_a_device_as_it_is(tmp_path: Path) -> None:
    from scoretable.storage.bounded import Refused
    from scoretable.ui.widgets.child_work import whole_or_nothing

    node = device_node(tmp_path / "node")
    with pytest.raises(Refused, match="a device"), whole_or_nothing(node):
        raise AssertionError("never reached: nothing is drawn")  # pragma: no cover
    assert stat.S_ISCHR(node.stat().st_mode)


def test_a_sheet_of_a_million_hands_is_refused_at_once(tmp_path: Path) -> None:
    hands = tmp_path / "million.jsonl"
    hands.write_bytes(b'{"tiles": "123456789m11p789s", "win": "1p"}\n' * 1_000_000)
    done = process("learn", "worksheet", "--hands", str(hands), "--pdf", "s.pdf", cwd=tmp_path)
    err = done.stderr.decode()
    assert refused_in_one_line(done.returncode, done.stdout.decode(), err) == (
        f"cannot read {hands}: larger than 16 MB: not read"
    )


# --- closed pipes ----------------------------------------------------------------------------


def closed_pipe(tmp_path: Path, *args: str) -> tuple[int, bytes]:
    """Run the command with its output into a pipe closed at once; its status and stderr."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    reader, writer = os.pipe()
    os.close(reader)  # nobody will ever read: the first write meets a closed pipe
    with open(tmp_path / "stderr", "wb") as err:
        status = subprocess.run(
            [sys.executable, "-m", "scoretable", *args],
            cwd=tmp_path,
            env=env,
            stdout=writer,
            stderr=err,
            timeout=TIME_LIMIT,
            check=False,
        ).returncode
    os.close(writer)
    return status, (tmp_path / "stderr").read_bytes()


@pytest.mark.parametrize(
    "command",
    [
        ["hand", "--batch", "batch.jsonl", "--json"],
        ["learn", "worksheet", "--hands", "hands.jsonl", "--pdf", "s.pdf", "--json"],
        ["table", "--json"],
        ["--data-dir", "library", "stats", "--json"],
    ],
    ids=["hand --batch", "learn worksheet --json", "table --json", "stats --json"],
)
def test_a_closed_pipe_ends_the_command_quietly(tmp_path: Path, command: list[str]) -> None:
    (tmp_path / "batch.jsonl").write_text(HAND_LINE * 2000, encoding="utf-8")
    (tmp_path / "hands.jsonl").write_text(HAND_LINE, encoding="utf-8")
    status, err = closed_pipe(tmp_path, *command)
    assert (status, err) in {(0, b""), (141, b"")}, err.decode()


@pytest.mark.parametrize("extra", [["--json"], []], ids=["--json", "text"])
def test_share_into_a_closed_pipe_ends_quietly(
    tmp_path: Path, qapp: object, extra: list[str]
) -> None:
    from scoretable.engine.rules import get_preset
    from scoretable.engine.table import Win, WinEntry
    from scoretable.game.model import GameModel

    rules, names = get_preset("standard"), ["Ann", "Bea", "Cid", "Dan"]
    with open_store(tmp_path / "library").store as store:  # a game the library resumes
        model = GameModel(rules, names, journal=store.start_game(rules, names))
        model.record_win(Win(entries=(WinEntry(winner=1, han=3, fu=30),), discarder=2))
    share = ["share", "--host", "127.0.0.1", "--port", "0", *extra]
    status, err = closed_pipe(tmp_path, "--data-dir", "library", *share)
    assert (status, err) == (141, b""), err.decode()


# --- import ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("content", "said"),
    [
        ("[" * 100_000 + "]" * 100_000, "neither mjlog XML nor tenhou.net/6 JSON"),
        ('{"title": ' + "[" * 100_000 + "]" * 100_000 + "}", "nested too deeply"),
        (
            '{"format": "scoretable-game", "log": ' + "[" * 100_000 + "]" * 100_000 + "}",
            "nested too deeply",
        ),
    ],
    ids=["a list", "an object", "a game file"],
)
def test_an_import_nested_100000_deep_is_refused_in_one_line(
    tmp_path: Path, content: str, said: str
) -> None:
    deep = tmp_path / "deep.json"
    deep.write_text(content, encoding="utf-8")
    line = refused_in_one_line(*run("--data-dir", str(tmp_path / "lib"), "import", str(deep)))
    assert line.startswith(f"refused: {deep}: ") and said in line


@pytest.mark.parametrize("name", ["fifo", "zero", "folder"])
def test_an_import_of_no_regular_file_is_refused_never_waited_on(
    files: dict[str, Path], tmp_path: Path, name: str
) -> None:
    line = refused_in_one_line(
        *run("--data-dir", str(tmp_path / "lib"), "import", str(files[name]))
    )
    assert line == f"refused: {files[name]}: not a regular file"


# --- the club's address ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("address", "said"),
    [
        (
            "postgresql://" + "h" * 100_000 + "/club",
            "scoretable: the club's address is 100,018 characters long: at most 2,000 are taken",
        ),
        (
            os.fsdecode(b"postgresql://caf\xe9/club"),
            "scoretable: the club's address is not UTF-8 text (character 17)",
        ),
    ],
    ids=["100000-character host", "not UTF-8"],
)
@pytest.mark.parametrize(
    "command",
    [[], ["stats"], ["standings"], ["tournament", "penalties", "T"]],
    ids=["the window", "stats", "standings", "tournament"],
)
def test_a_club_address_that_cannot_be_is_refused_in_one_line(
    address: str, said: str, command: list[str]
) -> None:
    assert refused_in_one_line(*run("--club", address, *command)) == said


def test_a_club_address_in_bytes_that_are_not_utf8_is_refused_by_the_process(
    tmp_path: Path,
) -> None:
    done = process(b"--club", b"postgresql://caf\xe9/club", b"stats", cwd=tmp_path)
    assert refused_in_one_line(done.returncode, done.stdout.decode(), done.stderr.decode()) == (
        "scoretable: the club's address is not UTF-8 text (character 17)"
    )


# --- statistics ------------------------------------------------------------------------------


def test_stats_on_a_damaged_library_says_where_it_went(tmp_path: Path) -> None:
    library = tmp_path / "lib"
    library.mkdir()
    (library / "scoretable.sqlite3").write_bytes(b"not a database " * 2000)
    status, out, err = run("--data-dir", str(library), "stats", "--json")
    line = refused_in_one_line(status, out, err)
    (moved,) = library.glob("scoretable.sqlite3.damaged-*")
    assert line.startswith("stats: the library could not be used (")
    assert f"its file was moved to {moved}" in line
    assert moved.read_bytes() == b"not a database " * 2000
    assert out == ""


def test_stats_refuses_an_unknown_preset(tmp_path: Path) -> None:
    line = refused_in_one_line(*run("--data-dir", str(tmp_path), "stats", "--rules", "nope"))
    assert line.startswith("stats: unknown rules preset 'nope'; known: standard,")


def logs(tmp_path: Path) -> tuple[Path, Path]:
    """Two different logs: the fixture's game, and the same hands seated another way."""
    first = tmp_path / "first.mjlog"
    first.write_text(game_xml(seed="first"), encoding="utf-8")
    second = tmp_path / "second.mjlog"
    second.write_text(game_xml(seed="second"), encoding="utf-8")
    return first, second


def test_two_hundred_libraries_in_one_folder_each_rate_its_own_players(tmp_path: Path) -> None:
    first, second = logs(tmp_path)
    wrong = []
    for number in range(200):
        library = tmp_path / "library"
        shutil.rmtree(library, ignore_errors=True)
        names = [f"P{number}", "Bea", "Cid", "Dan"]
        with open_store(library).store as store:
            import_log(store, first if number % 2 else second, names=names)
            found = {stats.name: stats.rating for stats in player_stats(store, players=4)}
        if set(found) != set(names):
            wrong.append(number)  # pragma: no cover - the failure's message
    assert wrong == []


def test_a_summary_row_with_an_impossible_rank_is_refused_naming_it(tmp_path: Path) -> None:
    first, _ = logs(tmp_path)
    library = tmp_path / "library"
    with open_store(library).store as store:
        game = import_log(store, first).game_id
        store.conn.execute("UPDATE seat_stats SET rank = 7 WHERE seat = 2")
        store.conn.commit()
        with pytest.raises(StoreError, match=rf"summary of game {game}, seat 2, has the rank 7"):
            player_stats(store, players=4)
    line = refused_in_one_line(*run("--data-dir", str(library), "stats"))
    assert f"game {game}, seat 2, has the rank 7, impossible in a game of 4 players" in line


# --- tournaments (refused before the club's server is asked) ---------------------------------

CREATE = ["tournament", "create", "Cup", "--rules", "standard"]
POINTS = ["nan", "inf", "1e400", "5000", "-5000"]


@pytest.mark.parametrize("points", POINTS)
@pytest.mark.parametrize(
    ("command", "what"),
    [
        (["tournament", "penalty", "Cup", "Ann", "{points}", "--reason", "late"], "a penalty"),
        (
            ["tournament", "substitute", "Cup", "Ann", "Sam", "--session", "1", "--fixed={points}"],
            "a fixed score",
        ),
        (
            [*CREATE, "--players", "A,B,C,D", "--sessions", "2", "--red-card={points}"],
            "a red card",
        ),
    ],
    ids=["penalty", "substitute --fixed", "create --red-card"],
)
def test_points_that_are_no_finite_number_are_refused(
    command: list[str], what: str, points: str
) -> None:
    args = [word.format(points=points) for word in command]
    line = refused_in_one_line(*run("--club", NOWHERE, *args))
    assert line.startswith(f"tournament: {what} must be between -1,000 and 1,000 points, not ")
    assert "secret" not in line


def test_a_tournament_with_unknown_rules_is_refused() -> None:
    args = ["tournament", "create", "Cup", "--rules", "nope", "--players", "A,B,C,D"]
    line = refused_in_one_line(*run("--club", NOWHERE, *args, "--sessions", "2"))
    assert line.startswith("tournament: unknown rules preset 'nope'; known: standard,")


PLAYERS_FILES: list[tuple[str, Callable[[Path], Path], str]] = [
    ("binary", lambda d: _write(d / "p.csv", bytes(range(256))), "not text: a NUL byte at byte 1"),
    (
        "UTF-16 without BOM",
        lambda d: _write(d / "p.csv", "name\nAnn\nBo\nCy\nDi\n".encode("utf-16-le")),
        "not text: a NUL byte at byte 2",
    ),
    ("latin-1", lambda d: _write(d / "p.csv", "name\nJosé\n".encode("latin-1")), "not UTF-8"),
    (
        "10 MB field",
        lambda d: _write(d / "p.csv", b"name\n" + b"A" * (10 << 20) + b"\n"),
        "larger than 1 MB: not read",
    ),
    (
        "200 KB field",
        lambda d: _write(d / "p.csv", b"name\n" + b"A" * (200 << 10) + b"\n"),
        "line 2 of the players' file: field larger than field limit",
    ),
    (
        "2,000-character field",
        lambda d: _write(d / "p.csv", b"name,team\nAnn," + b"T" * 2000 + b"\n"),
        "line 2 of the players' file has a field of 2,000 characters: at most 1,000",
    ),
    ("FIFO", lambda d: _fifo(d / "p.csv"), "a pipe (FIFO), not a file to read"),
    ("/dev/zero", lambda d: Path("/dev/zero"), "a device, not a file to read"),
]


def _write(path: Path, data: bytes) -> Path:
    path.write_bytes(data)
    return path


def _fifo(path: Path) -> Path:
    os.mkfifo(path)
    return path


@pytest.mark.parametrize(
    ("make", "said"), [case[1:] for case in PLAYERS_FILES], ids=[c[0] for c in PLAYERS_FILES]
)
def test_a_players_file_that_is_no_text_of_a_bounded_size_is_refused(
    tmp_path: Path, make: Callable[[Path], Path], said: str
) -> None:
    path = make(tmp_path)
    args = ["tournament", "create", "Cup", "--rules", "standard", "--players-file", str(path)]
    line = refused_in_one_line(*run("--club", NOWHERE, *args, "--sessions", "2"))
    assert line.startswith("tournament: ") and said in line


@pytest.mark.parametrize(
    ("content", "said"),
    [
        (bytes(range(256)), "not text: a NUL byte at byte 1"),
        (b"\xff\xfe\x00\xd8", "not text: broken UTF-16 after its byte-order mark"),
        (b"A" * (2 << 20), "larger than 1 MB: not read"),
    ],
    ids=["binary", "broken UTF-16", "2 MB"],
)
def test_a_seating_script_that_is_no_text_is_refused_before_the_server_is_asked(
    tmp_path: Path, content: bytes, said: str
) -> None:
    script = _write(tmp_path / "script.txt", content)
    args = ["tournament", "seat", "Cup", "--session", "1", "--script", str(script)]
    line = refused_in_one_line(*run("--club", NOWHERE, *args))
    assert line.startswith(f"tournament: cannot read {script}: {said}")


def test_a_deeply_nested_seating_script_is_a_seating_error() -> None:
    from scoretable.engine.seating import SeatingError, read_script

    deep = '{"sessions": ' + "[" * 100_000 + "]" * 100_000 + "}"
    with pytest.raises(SeatingError, match=r"^the seating file is not valid JSON: nested more"):
        read_script(deep, ["A", "B", "C", "D"])


def test_an_ema_file_onto_a_device_is_refused_before_the_server_is_asked(tmp_path: Path) -> None:
    node = device_node(tmp_path / "node")
    line = refused_in_one_line(
        *run("--club", NOWHERE, "tournament", "export-ema", "Cup", str(node))
    )
    assert line == f"tournament: cannot write {node}: a device, not a file to write: left as it is"
    assert stat.S_ISCHR(node.stat().st_mode)


@pytest.fixture(autouse=True)
def _no_club_in_the_environment(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.delenv("SCORETABLE_CLUB_URL", raising=False)
    yield


def test_a_long_batch_stops_at_ctrl_c_between_two_lines(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from scoretable.cli.progress import TerminalProgress
    from scoretable.storage.work import Cancelled

    def interrupted_at_the_third(self: TerminalProgress, stage: str, done: int, total: int) -> None:
        if done == 2:  # as after Ctrl+C: the progress raises at the next line
            raise Cancelled

    monkeypatch.setattr(TerminalProgress, "__call__", interrupted_at_the_third)
    batch = tmp_path / "batch.jsonl"
    batch.write_text(HAND_LINE * 10, encoding="utf-8")
    status, out, err = run("hand", "--batch", str(batch), "--json")
    assert status == 130
    assert len(out.splitlines()) == 2
    assert err == "stopped: 8 of 10 lines left\n"


def test_a_long_conformance_run_stops_at_ctrl_c_between_two_records(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from scoretable.cli.progress import TerminalProgress
    from scoretable.storage.work import Cancelled

    def interrupted_at_the_third(self: TerminalProgress, stage: str, done: int, total: int) -> None:
        if done == 2:
            raise Cancelled

    monkeypatch.setattr(TerminalProgress, "__call__", interrupted_at_the_third)
    records = tmp_path / "records.jsonl"
    records.write_text("{}\n" * 5, encoding="utf-8")  # each an error line: replayed or not
    status, out, err = run("conformance", str(records))
    assert status == 130
    assert len(out.splitlines()) == 2  # the two records before Ctrl+C
    assert err == "stopped: 3 of 5 lines left\n"
