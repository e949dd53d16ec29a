"""Where the library lives: the option, else the environment, else the platform's folder."""

from __future__ import annotations

import stat
from pathlib import Path

import platformdirs
import pytest

from scoretable.storage.paths import DB_NAME, ENV_VAR, data_dir, database_path


@pytest.fixture
def platform_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "platform" / "scoretable"
    monkeypatch.delenv(ENV_VAR, raising=False)
    monkeypatch.setattr(platformdirs, "user_data_dir", lambda *_a, **_k: str(folder))
    return folder


def test_without_option_or_environment_the_platforms_folder_is_made_private(
    platform_folder: Path,
) -> None:
    assert data_dir() == platform_folder
    assert platform_folder.is_dir()
    assert stat.S_IMODE(platform_folder.stat().st_mode) == 0o700


def test_only_finding_the_folder_makes_nothing(platform_folder: Path) -> None:
    assert data_dir(create=False) == platform_folder
    assert not platform_folder.exists()


@pytest.mark.parametrize("given", ["option", "environment"])
def test_the_option_wins_over_the_environment_which_wins_over_the_platform(
    given: str, platform_folder: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "from-env"))
    option = str(tmp_path / "from-option") if given == "option" else None
    assert data_dir(option) == tmp_path / f"from-{'option' if option else 'env'}"
    assert not platform_folder.exists()


def test_a_folder_that_cannot_be_made_is_still_named_for_the_store_to_report(
    tmp_path: Path,
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    assert data_dir(str(blocker / "library")) == blocker / "library"


def test_the_database_file_is_inside_the_folder(tmp_path: Path) -> None:
    assert database_path(tmp_path) == tmp_path / DB_NAME
