"""Settings: declared once with type and default, kept by QSettings in the data directory;
the language chosen in an older version's settings.json is carried over."""

from __future__ import annotations

import json
from pathlib import Path
from typing import cast

import pytest

from scoretable.settings import LANGUAGE, Setting, Settings, default_path


def ini(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def test_language_defaults_to_system_and_persists(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    settings = Settings(path)
    assert settings.get(LANGUAGE) == "system"
    assert not path.exists()  # reading writes nothing
    settings.set(LANGUAGE, "ja")
    assert Settings(path).get(LANGUAGE) == "ja"
    assert "[interface]" in ini(path)
    assert "language=ja" in ini(path)
    settings.reset(LANGUAGE)
    assert Settings(path).get(LANGUAGE) == "system"
    assert "language" not in ini(path)
    settings.reset(LANGUAGE)  # nothing stored: nothing to do
    assert Settings(path).get(LANGUAGE) == "system"


def test_a_refused_value_raises_and_keeps_the_file(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    settings = Settings(path)
    settings.set(LANGUAGE, "en")
    before = path.read_bytes()
    with pytest.raises(ValueError, match="'fr' is not allowed"):
        settings.set(LANGUAGE, "fr")
    with pytest.raises(ValueError, match="not allowed"):
        settings.set(LANGUAGE, cast(str, 3))
    assert path.read_bytes() == before
    assert settings.get(LANGUAGE) == "en"


@pytest.mark.parametrize("stored", ["fr", "", "42"])
def test_a_stored_value_that_is_not_allowed_reads_as_the_default(
    tmp_path: Path, stored: str
) -> None:
    path = tmp_path / "settings.ini"
    path.write_text(f"[interface]\nlanguage={stored}\n", encoding="utf-8")
    assert Settings(path).get(LANGUAGE) == "system"


def test_a_file_that_cannot_be_written_changes_nothing(tmp_path: Path) -> None:
    blocked = tmp_path / "a file"
    blocked.write_text("", encoding="utf-8")
    settings = Settings(blocked / "settings.ini")
    with pytest.raises(OSError, match="cannot write"):
        settings.set(LANGUAGE, "ja")
    assert settings.get(LANGUAGE) == "system"


@pytest.mark.parametrize(
    ("setting", "value", "text", "back"),
    [
        (Setting("view/count", int, 1), 7, "count=7", 7),
        (Setting("view/scale", float, 1.0), 1.5, "scale=1.5", 1.5),
        (Setting("view/dark", bool, False), True, "dark=true", True),
        (Setting("view/dark", bool, True), False, "dark=false", False),
    ],
)
def test_each_type_comes_back_as_itself(
    tmp_path: Path, setting: Setting[object], value: object, text: str, back: object
) -> None:
    path = tmp_path / "settings.ini"
    Settings(path).set(setting, value)
    assert text in ini(path)
    again = Settings(path).get(setting)
    assert again == back
    assert type(again) is type(back)


@pytest.mark.parametrize(
    ("setting", "stored"),
    [
        (Setting("view/count", int, 1), "many"),
        (Setting("view/dark", bool, False), "perhaps"),
        (Setting("view/count", int, 1, choices=(1, 2)), "3"),
    ],
)
def test_a_stored_text_of_the_wrong_type_reads_as_the_default(
    tmp_path: Path, setting: Setting[object], stored: str
) -> None:
    path = tmp_path / "settings.ini"
    path.write_text(f"[view]\n{setting.key.split('/')[1]}={stored}\n", encoding="utf-8")
    assert Settings(path).get(setting) == setting.default


def test_a_bool_is_not_an_int() -> None:
    count = Setting("count", int, 1)
    assert count.accepts(2)
    assert not count.accepts(True)


def test_settings_live_in_the_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert default_path(tmp_path) == tmp_path / "settings.ini"
    monkeypatch.setenv("SCORETABLE_DATA_DIR", str(tmp_path / "env"))
    assert default_path() == tmp_path / "env" / "settings.ini"
    Settings.load().set(LANGUAGE, "en")
    assert (tmp_path / "env" / "settings.ini").exists()
    assert Settings.load(tmp_path / "env").get(LANGUAGE) == "en"


# -- the file of earlier versions --------------------------------------------------------------


def test_the_language_of_an_old_settings_json_is_carried_over_once(tmp_path: Path) -> None:
    old = tmp_path / "settings.json"
    old.write_text(json.dumps({"version": 1, "language": "ja"}), encoding="utf-8")
    settings = Settings.load(tmp_path)
    assert settings.get(LANGUAGE) == "ja"
    assert settings.problems == []
    assert not old.exists()
    assert (tmp_path / "settings.json.old").exists()
    assert Settings.load(tmp_path).get(LANGUAGE) == "ja"  # now from settings.ini
    settings.set(LANGUAGE, "en")
    assert Settings.load(tmp_path).get(LANGUAGE) == "en"


def test_an_old_file_never_overrides_a_newer_choice(tmp_path: Path) -> None:
    Settings.load(tmp_path).set(LANGUAGE, "en")
    (tmp_path / "settings.json").write_text('{"language": "ja"}', encoding="utf-8")
    assert Settings.load(tmp_path).get(LANGUAGE) == "en"
    assert not (tmp_path / "settings.json").exists()


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        ("{not json", "cannot be read"),
        ("[1, 2]", "does not hold an object"),
        ('{"version": 1, "language": "fr"}', "not allowed"),
        ('{"version": 1, "language": 7}', "not allowed"),
    ],
)
def test_a_bad_old_file_gives_the_defaults_with_a_reason(
    tmp_path: Path, content: str, problem: str
) -> None:
    (tmp_path / "settings.json").write_text(content, encoding="utf-8")
    settings = Settings.load(tmp_path)
    assert settings.get(LANGUAGE) == "system"
    assert any(problem in p for p in settings.problems), settings.problems


def test_unknown_keys_of_the_old_file_are_dropped(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text(
        '{"version": 1, "language": "ja", "colour": "blue"}', encoding="utf-8"
    )
    settings = Settings.load(tmp_path)
    assert settings.get(LANGUAGE) == "ja"
    assert settings.problems == []
    assert "colour" not in ini(tmp_path / "settings.ini")


def test_an_old_file_that_cannot_be_read_is_reported_and_left_alone(tmp_path: Path) -> None:
    (tmp_path / "settings.json").mkdir()  # reading a directory fails
    settings = Settings.load(tmp_path)
    assert settings.get(LANGUAGE) == "system"
    assert any("cannot be read" in p for p in settings.problems), settings.problems
    assert (tmp_path / "settings.json").is_dir()


def test_an_old_choice_that_cannot_be_written_is_used_and_the_old_file_kept(
    tmp_path: Path,
) -> None:
    (tmp_path / "settings.ini").mkdir()  # QSettings cannot write there
    (tmp_path / "settings.json").write_text('{"language": "ja"}', encoding="utf-8")
    settings = Settings.load(tmp_path)
    assert settings.get(LANGUAGE) == "ja"  # for this session
    assert any("cannot write" in p for p in settings.problems), settings.problems
    assert (tmp_path / "settings.json").is_file()  # read again next time
