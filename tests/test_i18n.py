"""Language, settings, catalogues and the shipped Japanese font.

The catalogue check re-extracts every translatable string of the program with pyside6-lupdate
(plus the wrapper-aware pass of packaging/translations.py) and fails when the committed
Japanese catalogue lacks one, leaves it unfinished, or breaks its {placeholders} or mnemonic:
run `.venv/bin/python packaging/translations.py` after adding strings (and translate them in
packaging/ja_catalogue.py).
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import cast

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtGui import QGuiApplication, QRawFont
from PySide6.QtWidgets import QApplication

from scoretable import APP_ID, i18n
from scoretable.settings import LANGUAGE, Setting, Settings, default_path

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
sys.path.insert(0, str(PACKAGING))

import translations  # noqa: E402  (packaging/translations.py)


@pytest.fixture
def translator(qapp: QApplication) -> Iterator[i18n.Translations]:
    """Translations on the test application; English and the old locale come back after."""
    locale = QLocale()
    font = qapp.font()
    translations_ = i18n.Translations(qapp)
    yield translations_
    translations_.switch("en")
    QLocale.setDefault(locale)
    qapp.setFont(font)


# -- settings ------------------------------------------------------------------------------


def test_language_defaults_to_system_and_persists(tmp_path: Path) -> None:
    settings = Settings(tmp_path / "settings.json")
    assert settings.get(LANGUAGE) == "system"
    settings.set(LANGUAGE, "ja")
    assert Settings(tmp_path / "settings.json").get(LANGUAGE) == "ja"
    data = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    assert data == {"version": 1, "language": "ja"}
    settings.reset(LANGUAGE)
    assert Settings(tmp_path / "settings.json").get(LANGUAGE) == "system"


def test_a_refused_value_raises_and_keeps_the_file(tmp_path: Path) -> None:
    settings = Settings(tmp_path / "settings.json")
    settings.set(LANGUAGE, "en")
    before = (tmp_path / "settings.json").read_bytes()
    with pytest.raises(ValueError, match="'fr' is not allowed"):
        settings.set(LANGUAGE, "fr")
    with pytest.raises(ValueError, match="not allowed"):
        settings.set(LANGUAGE, cast(str, 3))
    assert (tmp_path / "settings.json").read_bytes() == before
    assert settings.get(LANGUAGE) == "en"


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        ("{not json", "not valid JSON"),
        ("[1, 2]", "does not hold an object"),
        ('{"version": 99, "language": "ja"}', "unknown version"),
        ('{"version": 1, "language": "fr"}', "not allowed"),
        ('{"version": 1, "language": 7}', "not allowed"),
        ('{"version": 1, "colour": "blue"}', "unknown setting"),
    ],
)
def test_a_bad_file_falls_back_to_defaults_with_a_reason(
    tmp_path: Path, content: str, problem: str
) -> None:
    path = tmp_path / "settings.json"
    path.write_text(content, encoding="utf-8")
    settings = Settings(path)
    assert settings.get(LANGUAGE) == "system"
    assert any(problem in p for p in settings.problems), settings.problems


def test_a_file_that_cannot_be_written_changes_nothing(tmp_path: Path) -> None:
    blocked = tmp_path / "a file"
    blocked.write_text("", encoding="utf-8")
    settings = Settings(blocked / "settings.json")
    with pytest.raises(OSError):
        settings.set(LANGUAGE, "ja")
    assert settings.get(LANGUAGE) == "system"


def test_good_values_survive_a_bad_neighbour(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"version": 1, "language": "ja", "colour": "blue"}', encoding="utf-8")
    assert Settings(path).get(LANGUAGE) == "ja"


def test_a_bool_is_not_an_int() -> None:
    count = Setting("count", int, 1)
    assert count.accepts(2)
    assert not count.accepts(True)


def test_settings_live_in_the_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert default_path(tmp_path) == tmp_path / "settings.json"
    monkeypatch.setenv("SCORETABLE_DATA_DIR", str(tmp_path / "env"))
    assert default_path() == tmp_path / "env" / "settings.json"
    Settings.load().set(LANGUAGE, "en")
    assert (tmp_path / "env" / "settings.json").exists()


# -- language ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("locale", "expected"),
    [("ja_JP", "ja"), ("en_GB", "en"), ("fr_FR", "en"), ("de_DE", "en"), ("C", "en")],
)
def test_the_system_language_picks_a_supported_one(locale: str, expected: str) -> None:
    assert i18n.system_language(QLocale(locale)) == expected


def test_the_setting_overrides_the_system() -> None:
    japanese = QLocale("ja_JP")
    assert i18n.resolve_language("system", japanese) == "ja"
    assert i18n.resolve_language("en", japanese) == "en"
    assert i18n.resolve_language("ja", QLocale("en_US")) == "ja"


def test_switching_translates_and_switching_back_restores(
    translator: i18n.Translations,
) -> None:
    def honba() -> str:
        return QCoreApplication.translate("RoundIndicator", "{0} honba")

    assert honba() == "{0} honba"
    assert translator.switch("ja")
    assert translator.language == "ja"
    assert honba() == "{0}本場"
    assert QCoreApplication.translate("Winds", "East") == "東"
    # Qt's own catalogue comes along: standard buttons speak Japanese too.
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "キャンセル"
    assert translator.switch("en")
    assert honba() == "{0} honba"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"


def test_an_unknown_language_falls_back_to_english(translator: i18n.Translations) -> None:
    translator.switch("ja")
    translator.switch("xx")
    assert translator.language == "en"
    assert QCoreApplication.translate("Winds", "East") == "East"


def test_a_missing_catalogue_keeps_english(
    translator: i18n.Translations, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(i18n, "catalogue", lambda language: tmp_path / "nothing.qm")
    assert not translator.switch("ja")
    assert translator.language == "en"
    assert QCoreApplication.translate("Winds", "East") == "East"


def test_setup_reads_the_setting_and_sets_the_identity(
    qapp: QApplication,
    translator: i18n.Translations,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv(i18n.LANGUAGE_ENV, raising=False)
    Settings(tmp_path / "settings.json").set(LANGUAGE, "ja")
    installed = i18n.setup_application(qapp, data_dir=str(tmp_path))
    try:
        assert installed.language == "ja"
        assert QCoreApplication.translate("Winds", "North") == "北"
        assert QGuiApplication.desktopFileName() == APP_ID
        assert QCoreApplication.applicationName() == "scoretable"
        assert not QGuiApplication.windowIcon().isNull()
        assert "ScoreTable Sans JP" in qapp.font().families()
        # the environment variable beats the setting (screenshots, smoke tests)
        monkeypatch.setenv(i18n.LANGUAGE_ENV, "en")
        assert i18n.setup_application(qapp, data_dir=str(tmp_path)).language == "en"
    finally:
        installed.switch("en")


def test_the_icon_has_every_size() -> None:
    icon = i18n.app_icon()
    sizes = {size.width() for size in icon.availableSizes()}
    assert set(i18n.ICON_SIZES) <= sizes


# -- catalogues ------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def extracted() -> list[tuple[str, str]]:
    keys: list[tuple[str, str]] = translations.extract()
    return keys


def test_every_string_has_a_finished_japanese_translation(
    extracted: list[tuple[str, str]],
) -> None:
    assert len(extracted) > 100  # the extraction found the program's strings
    gaps = translations.missing("ja", extracted)
    assert not gaps, (
        f"{len(gaps)} Japanese strings missing; run packaging/translations.py:\n"
        + "\n".join(gaps[:40])
    )


def test_the_english_catalogue_is_complete(extracted: list[tuple[str, str]]) -> None:
    assert not translations.missing("en", extracted)


def test_the_wrapper_pass_finds_what_lupdate_cannot(extracted: list[tuple[str, str]]) -> None:
    # app.py's default_players() translates through a local tr() in context "App".
    assert ("App", "East player") in extracted
    assert ("", "East player") not in extracted


@pytest.mark.parametrize(
    ("source", "translation", "problem"),
    [
        ("{0} honba", "本場", "placeholders differ"),
        ("{wind} {number}", "{wind}{n}局", "placeholders differ"),
        ("&Quit", "終了", "mnemonic (&) missing"),
        ("<b>Preview</b>", "プレビュー", "HTML tags differ"),
    ],
)
def test_a_broken_translation_is_caught(source: str, translation: str, problem: str) -> None:
    assert problem in translations.problems(source, translation)
    assert not translations.problems("{0} honba", "{0}本場")


def test_a_missing_mnemonic_is_added_the_japanese_way() -> None:
    assert translations.with_mnemonic("&New game…", "新規対局…") == "新規対局(&N)…"
    assert translations.with_mnemonic("First &East:", "起家:") == "起家(&E):"
    assert translations.with_mnemonic("Ron", "ロン") == "ロン"


@pytest.mark.parametrize("language", ["ja", "en"])
def test_the_compiled_catalogue_matches_its_source(language: str, tmp_path: Path) -> None:
    ts = ROOT / "scoretable" / "resources" / "translations" / f"scoretable_{language}.ts"
    qm = tmp_path / "fresh.qm"
    subprocess.run(
        [translations.tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True
    )
    committed = ROOT / "scoretable" / "resources" / "translations" / f"scoretable_{language}.qm"
    assert committed.read_bytes() == qm.read_bytes(), "run packaging/translations.py"


# -- the font --------------------------------------------------------------------------------


def test_the_shipped_font_has_every_character_of_the_catalogue(qapp: QApplication) -> None:
    fonts = i18n.resources() / "fonts"
    faces = [f for f in fonts.iterdir() if f.name.endswith(".otf")]
    assert len(faces) == 2  # regular and bold
    assert (fonts / "OFL.txt").is_file()
    # What Japanese brings in: characters of a translation that its English source lacks
    # (a symbol such as ✔ shared with English comes from the system font in both).
    needed = sorted(
        {
            c
            for m in translations.read_ts(translations.ts_path("ja")).values()
            if m.finished
            for c in m.translation
            if not c.isspace() and c not in m.source
        }
    )
    assert len(needed) > 200
    for face in faces:
        raw = QRawFont(face.read_bytes(), 16)
        assert raw.isValid()
        assert raw.familyName() == "ScoreTable Sans JP"
        missing = [c for c in needed if not raw.supportsCharacter(ord(c))]
        assert not missing, f"{face.name} lacks {''.join(missing)}: run packaging/make_font.py"


def test_load_fonts_registers_the_family(qapp: QApplication) -> None:
    assert i18n.load_fonts() == ["ScoreTable Sans JP"]


def test_the_ast_pass_reads_wrappers_constants_and_tables(tmp_path: Path) -> None:
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "names.py").write_text(
        'WINDS = ("East", "South")\n'
        'KINDS = {"a": "four winds", "b": "nine terminals"}\n'
        "def tr(text):\n"
        '    return QCoreApplication.translate("Common", text)\n',
        encoding="utf-8",
    )
    (package / "view.py").write_text(
        "from pkg.names import KINDS, WINDS, tr\n"
        '_CTX = "View"\n'
        'COLUMNS = (str(QT_TRANSLATE_NOOP("View", "Date")), "Title")\n'
        "class Panel(QWidget):\n"
        '    LABELS = ["Left", "Right"]\n'
        "    def show(self, i, k):\n"
        "        self.tr(WINDS[i])\n"
        "        self.tr(self.LABELS[i])\n"
        '        tr("shared text")\n'
        '        QCoreApplication.translate(_CTX, "in a constant context")\n'
        '        QCoreApplication.translate("View", KINDS.get(k, "unknown"))\n'
        '        QCoreApplication.translate("View", COLUMNS[i])\n'
        "        self.tr(some.attribute)\n",
        encoding="utf-8",
    )
    found = set(translations.ast_messages(sorted(package.glob("*.py")), root=tmp_path))
    assert found == {
        ("Panel", "East"),
        ("Panel", "South"),
        ("Panel", "Left"),
        ("Panel", "Right"),
        ("Common", "shared text"),
        ("View", "in a constant context"),
        ("View", "four winds"),
        ("View", "nine terminals"),
        ("View", "unknown"),
        ("View", "Date"),
        ("View", "Title"),
    }
