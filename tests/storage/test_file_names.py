"""A game file or backup whose name is not UTF-8: its problems name it escaped, never a
traceback where it is printed or stored."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from scoretable.storage.validate import ExchangeError, read_json_file, shown_name


@pytest.mark.skipif(sys.platform == "win32", reason="file names are UTF-16 on Windows")
def test_a_file_name_that_is_not_utf8_is_named_escaped(tmp_path):
    path = Path(os.fsdecode(os.fsencode(tmp_path) + b"/caf\xe9.json"))
    path.write_bytes(b"{not json")
    with pytest.raises(ExchangeError) as caught:
        read_json_file(path)
    message = str(caught.value)
    assert message.startswith("caf\\xe9.json cannot be read as JSON: ")
    message.encode("utf-8")  # prints and stores as any text


@pytest.mark.parametrize(
    ("name", "shown"),
    [("plain.json", "plain.json"), ("名前.json", "名前.json"), (b"\xff.json", "\\xff.json")],
)
def test_shown_name(name, shown):
    assert shown_name(os.fsdecode(name) if isinstance(name, bytes) else name) == shown
