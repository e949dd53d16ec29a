"""The shared pages' languages: the app's setting, the environment's for ``system``, and
Japanese sentences only where the app's catalogue is there to give them."""

from __future__ import annotations

import importlib.resources
from pathlib import Path

import pytest

from scoretable.session.share.language import page_language, translators


@pytest.mark.parametrize(
    ("choice", "environment", "expected"),
    [
        ("en", "ja_JP.UTF-8", "en"),
        ("ja", "en_US.UTF-8", "ja"),
        ("ja", "", "ja"),
        ("system", "ja_JP.UTF-8", "ja"),
        ("system", "JA_JP", "ja"),
        ("system", "en_GB.UTF-8", "en"),
        ("system", "", "en"),
        ("system", "C", "en"),
        ("fr", "ja_JP.UTF-8", "ja"),
        ("fr", "fr_FR.UTF-8", "en"),
    ],
)
def test_page_language_from_the_setting_and_environment(
    choice: str, environment: str, expected: str
) -> None:
    assert page_language(choice, environment) == expected


def test_system_language_without_an_environment_is_english() -> None:
    assert page_language("system") == "en"


def test_japanese_from_the_apps_catalogue() -> None:
    japanese = translators()["ja"]
    assert japanese("ShareServer", "no such sentence") == "no such sentence"
    assert japanese("Conditions", "yakuman") == "役満"


def test_no_catalogue_no_japanese(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # an install without the compiled catalogue: the pages offer English alone
    monkeypatch.setattr(importlib.resources, "files", lambda package: tmp_path)
    assert translators() == {}
