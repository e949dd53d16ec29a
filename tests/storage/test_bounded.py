"""Files from outside read within bounds (:mod:`scoretable.storage.bounded`): what is no
regular file is refused before it is opened, and also when it became one between the look and
the open; a limit refuses, never cuts; text is UTF-8 or UTF-16 with its mark, binary refused;
an output replaces only a regular file."""

from __future__ import annotations

import os
import socket
import stat
from pathlib import Path

import pytest

from scoretable.storage.bounded import Refused, check_target, decode_text, read_bytes, read_text


def test_what_is_no_regular_file_is_refused_by_its_kind(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    sock = socket.socket(socket.AF_UNIX)
    sock.bind(str(tmp_path / "sock"))
    try:
        said = {}
        for path in (fifo, tmp_path, Path("/dev/zero"), tmp_path / "sock"):
            with pytest.raises(Refused) as refused:
                read_bytes(path, 10)
            said[path.name] = str(refused.value)
    finally:
        sock.close()
    assert said == {
        "fifo": "a pipe (FIFO), not a file to read",
        tmp_path.name: "a folder, not a file to read",
        "zero": "a device, not a file to read",
        "sock": "a socket, not a file to read",
    }


def test_a_fifo_put_in_place_after_the_look_is_refused_not_waited_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    regular = os.stat(__file__)
    monkeypatch.setattr(
        "scoretable.storage.bounded.os.stat", lambda path: regular
    )  # the look saw a file
    with pytest.raises(Refused, match=r"^a pipe \(FIFO\), not a file to read$"):
        read_bytes(fifo, 10)


@pytest.mark.parametrize(
    ("size", "limit", "said"),
    [
        (11, 10, "larger than 10 bytes: not read"),
        (3 << 10, 2 << 10, "larger than 2 KB: not read"),
        ((1 << 20) + 1, 1 << 20, "larger than 1 MB: not read"),
    ],
)
def test_a_file_over_the_limit_is_refused_never_cut(
    tmp_path: Path, size: int, limit: int, said: str
) -> None:
    path = tmp_path / "big"
    path.write_bytes(b"a" * size)
    with pytest.raises(Refused, match=f"^{said}$"):
        read_bytes(path, limit)
    path.write_bytes(b"a" * limit)
    assert read_bytes(path, limit) == b"a" * limit


def test_an_empty_name_is_refused_and_a_missing_file_is_the_system_s_reason() -> None:
    with pytest.raises(Refused, match=r"^no file named \(an empty name\)$"):
        read_bytes("", 10)
    with pytest.raises(FileNotFoundError):
        read_text("/nonexistent/file", 10)
    for name in ("a\0b", b"a\0b"):
        with pytest.raises(Refused, match=r"^not a file name: it holds a NUL character$"):
            read_bytes(name, 10)  # type: ignore[arg-type]
        with pytest.raises(Refused, match=r"^not a file name"):
            check_target(name)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("data", "text"),
    [
        (b"plain", "plain"),
        (b"\xef\xbb\xbfmarked", "marked"),
        ("日本".encode("utf-16"), "日本"),
        ("日本".encode("utf-16-be").join([b"\xfe\xff", b""]), "日本"),
        (b"", ""),
    ],
    ids=["UTF-8", "UTF-8 with BOM", "UTF-16 LE with BOM", "UTF-16 BE with BOM", "empty"],
)
def test_text_is_utf8_or_utf16_with_its_mark(data: bytes, text: str) -> None:
    assert decode_text(data) == text


@pytest.mark.parametrize(
    ("data", "said"),
    [
        (bytes(range(256)), "not text: a NUL byte at byte 1 (a binary file, or UTF-16"),
        ("name".encode("utf-16-le"), "not text: a NUL byte at byte 2"),
        (b"caf\xe9", "not UTF-8 text (byte 4)"),
        (b"\xff\xfe\x00\xd8", "not text: broken UTF-16 after its byte-order mark"),
        ("a\0b".encode("utf-16"), "not text: it holds a NUL character"),
    ],
    ids=["binary", "UTF-16 without BOM", "Latin-1", "broken UTF-16", "NUL in UTF-16"],
)
def test_what_is_not_text_is_refused(data: bytes, said: str) -> None:
    with pytest.raises(Refused) as refused:
        decode_text(data)
    assert str(refused.value).startswith(said)


def test_an_output_replaces_only_a_regular_file(tmp_path: Path) -> None:
    (tmp_path / "old.pdf").write_bytes(b"old")
    check_target(tmp_path / "old.pdf")
    check_target(tmp_path / "new.pdf")
    check_target(tmp_path / "nowhere" / "new.pdf")  # the writer says why it cannot
    check_target(tmp_path / ("n" * 300))  # a name too long: the writer says so
    for path, kind in ((tmp_path, "a folder"), (Path("/dev/null"), "a device")):
        with pytest.raises(Refused, match=f"^{kind}, not a file to write: left as it is$"):
            check_target(path)
    with pytest.raises(Refused, match="empty name"):
        check_target("")
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)
