"""A log file is read only when it is a regular file of sensible size; anything else is a
one-line refusal naming why."""

from __future__ import annotations

import builtins
from pathlib import Path

import pytest

from scoretable.logs.tenhou import LogError
from scoretable.storage import logs
from scoretable.storage.logs import read_file


def test_a_missing_file_says_it_cannot_be_read(tmp_path: Path) -> None:
    with pytest.raises(LogError, match=r"^cannot read it \(No such file or directory\)$"):
        read_file(tmp_path / "gone.json")


def test_a_folder_is_not_a_regular_file(tmp_path: Path) -> None:
    with pytest.raises(LogError, match=r"^not a regular file$"):
        read_file(tmp_path)


def test_a_file_over_the_limit_is_not_a_game_log(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(logs, "MAX_BYTES", 2 * 1024 * 1024)
    path = tmp_path / "big.json"
    path.write_bytes(b" " * (2 * 1024 * 1024 + 1))
    with pytest.raises(LogError, match=r"^the file is larger than 2 MiB: not a game log$"):
        read_file(path)
    path.write_bytes(b" " * (2 * 1024 * 1024))
    assert len(read_file(path)) == 2 * 1024 * 1024


@pytest.mark.parametrize(
    ("error", "shown"),
    [(OSError(5, "Input/output error"), "Input/output error"), (OSError("gone away"), "gone away")],
    ids=["with strerror", "message only"],
)
def test_a_file_that_fails_as_it_is_opened_says_why(
    error: OSError, shown: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "log.json"
    path.write_text("{}")

    def failing(name: object, *args: object, **kwargs: object) -> object:
        if Path(str(name)) == path:
            raise error
        return builtins.open(name, *args, **kwargs)  # type: ignore[call-overload]

    monkeypatch.setattr(logs, "open", failing, raising=False)
    with pytest.raises(LogError, match=rf"^cannot read it \({shown}\)$"):
        read_file(path)
