"""The one lookup of a choice a user can make in several places (``paths.chosen``): the
command-line option, else the environment variable, else the setting, else the default; and
each of its users (the data directory, the club's server) following that order."""

from __future__ import annotations

from pathlib import Path

import pytest

from scoretable.storage.club import CLUB_ENV, club_url
from scoretable.storage.paths import ENV_VAR, chosen, data_dir

VARIABLE = "SCORETABLE_TEST_CHOICE"


@pytest.mark.parametrize(
    ("option", "environment", "setting", "expected"),
    [
        ("opt", "env", "set", "opt"),
        ("opt", None, None, "opt"),
        (None, "env", "set", "env"),
        ("", "env", "set", "env"),  # an empty option is not given
        (None, None, "set", "set"),
        (None, "", "set", "set"),  # nor an empty variable
        (None, None, "", "default"),  # nor an empty setting
        (None, None, None, "default"),
        ("", "", "", "default"),
    ],
)
def test_option_then_environment_then_setting_then_default(
    option: str | None, environment: str | None, setting: str | None, expected: str
) -> None:
    environ = {} if environment is None else {VARIABLE: environment}
    read = None if setting is None else (lambda: setting)
    assert chosen(option, VARIABLE, read, "default", environ) == expected


def test_the_setting_is_read_only_when_nothing_before_it_is_given() -> None:
    reads: list[str] = []

    def setting() -> str:
        reads.append("read")
        return "set"

    assert chosen("opt", VARIABLE, setting, environ={VARIABLE: "env"}) == "opt"
    assert chosen(None, VARIABLE, setting, environ={VARIABLE: "env"}) == "env"
    assert reads == []
    assert chosen(None, VARIABLE, setting, environ={}) == "set"
    assert reads == ["read"]


def test_the_process_environment_is_read_by_default(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(VARIABLE, "env")
    assert chosen(None, VARIABLE, default="default") == "env"
    monkeypatch.delenv(VARIABLE)
    assert chosen(None, VARIABLE, default="default") == "default"


def test_the_data_directory_follows_the_order(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "env"))
    assert data_dir(str(tmp_path / "opt"), create=False) == tmp_path / "opt"
    assert data_dir("", create=False) == tmp_path / "env"


@pytest.mark.parametrize(
    ("option", "environ", "expected"),
    [
        ("postgresql://opt", {CLUB_ENV: "postgresql://env"}, "postgresql://opt"),
        (None, {CLUB_ENV: "postgresql://env"}, "postgresql://env"),
        (None, {CLUB_ENV: ""}, None),
        (None, {}, None),
    ],
)
def test_the_club_server_follows_the_order(
    option: str | None, environ: dict[str, str], expected: str | None
) -> None:
    assert club_url(option, environ) == expected
