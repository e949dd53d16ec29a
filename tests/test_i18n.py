"""Language, catalogues and the shipped Japanese font.

The catalogue checks run the stock pyside6-lupdate over the program on copies of the committed
.ts files: they fail when that changes a catalogue (a string added, changed or removed since:
run `.venv/bin/python packaging/translations.py`), when a Japanese string is unfinished or
breaks its {placeholders}, HTML tags or mnemonic (translate it in
scoretable/resources/translations/scoretable_ja.ts, e.g. with pyside6-linguist), or when a
compiled .qm is not what lrelease makes of its .ts.
"""

from __future__ import annotations

import importlib.util
import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtGui import QGuiApplication, QRawFont
from PySide6.QtWidgets import QApplication

from scoretable import APP_ID, i18n
from scoretable.settings import LANGUAGE, Settings

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
# packaging/translations.py, a script beside the package (not importable as "packaging": that
# name is the PyPI library's)
_SPEC = importlib.util.spec_from_file_location("translations", PACKAGING / "translations.py")
assert _SPEC is not None
assert _SPEC.loader is not None
translations = importlib.util.module_from_spec(_SPEC)
sys.modules["translations"] = translations
_SPEC.loader.exec_module(translations)


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
    Settings.load(tmp_path).set(LANGUAGE, "ja")
    installed = i18n.setup_application(qapp, data_dir=str(tmp_path))
    try:
        assert installed.language == "ja"
        assert QCoreApplication.translate("Winds", "North") == "北"
        assert QGuiApplication.desktopFileName() == APP_ID
        assert QCoreApplication.applicationName() == "scoretable"
        assert not QGuiApplication.windowIcon().isNull()
        assert "ScoreTable Sans JP" in qapp.font().families()
        # in Japanese the small Latin family is left out (everything from the large one)
        assert "ScoreTable Sans" not in qapp.font().families()
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

CATALOGUES = ROOT / "scoretable" / "resources" / "translations"


@pytest.fixture(scope="module")
def fresh(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The committed .ts files as lupdate updates them from the program's strings now."""
    fresh: dict[str, Path] = translations.fresh_catalogues(tmp_path_factory.mktemp("ts"))
    return fresh


@pytest.mark.parametrize("language", ["ja", "en"])
def test_lupdate_changes_no_catalogue(fresh: dict[str, Path], language: str) -> None:
    """No string of the program is missing from the .ts, none there is gone from the program."""
    committed = translations.ts_path(language)
    assert fresh[language].read_text(encoding="utf-8") == committed.read_text(encoding="utf-8"), (
        f"{committed.name} is out of date: run packaging/translations.py"
    )


def test_every_string_has_a_finished_japanese_translation(fresh: dict[str, Path]) -> None:
    messages = translations.read_ts(fresh["ja"])
    assert len(messages) > 700  # lupdate found the program's strings
    gaps = translations.missing(messages)
    assert not gaps, (
        f"{len(gaps)} Japanese strings missing or broken in scoretable_ja.ts:\n"
        + "\n".join(gaps[:40])
    )


def test_every_string_is_in_a_context(fresh: dict[str, Path]) -> None:
    """A string lupdate files under no context is one the program never finds: a hidden
    wrapper, or ``tr()`` outside a class."""
    messages = translations.read_ts(fresh["ja"])
    assert [key for key in messages if not key[0]] == []
    assert ("App", "East player") in messages
    assert ("Refusals", "ryanmen") in messages  # a term a refusal names (errors.TERMS)
    assert ("Fu", "open triplet of simples") in messages  # marked in the Qt-free engine
    assert ("Quiz", "{han} han {fu} fu") in messages  # translate("Quiz", ...) in teaching/


def test_translator_notes_are_few_and_short(fresh: dict[str, Path]) -> None:
    """A ``#:`` comment is a note to the translator (lupdate files it with the next string):
    code comments are plain ``#``, so the notes left are the few a translator needs."""
    text = fresh["ja"].read_text(encoding="utf-8")
    notes = re.findall(r"<extracomment>(.*?)</extracomment>", text, re.DOTALL)
    assert len(notes) <= 10, f"{len(notes)} translator notes: is a code comment written #:?"
    assert [note for note in notes if len(note) > 200] == []


def test_lupdate_sees_every_form_the_program_uses(tmp_path: Path) -> None:
    """The stock lupdate reads the Qt-free markers and a translator named ``translate`` as it
    reads Qt's own forms; the call of a one-argument wrapper it does not see at all."""
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "view.py").write_text(
        "from scoretable.engine.markers import QT_TRANSLATE_NOOP, Translate\n"
        'NAMES = (QT_TRANSLATE_NOOP("Names", "East"), QT_TRANSLATE_NOOP("Names", "South"))\n'
        "def words(translate: Translate) -> str:\n"
        '    return translate("Words", "{n} han").format(n=translate("Words", NAMES[0]))\n'
        "class Panel(QWidget):\n"
        "    def show(self):\n"
        '        self.tr("Close")\n'
        '        QCoreApplication.translate("View", "Date")\n'
        "def _tr(text):\n"
        '    return QCoreApplication.translate("View", text)\n'
        '_tr("hidden")\n',
        encoding="utf-8",
    )
    ts = tmp_path / "out.ts"
    translations.lupdate([ts], source_dir=package)
    assert set(translations.read_ts(ts)) == {
        ("Names", "East"),
        ("Names", "South"),
        ("Words", "{n} han"),
        ("Panel", "Close"),
        ("View", "Date"),
    }


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
    assert not translations.problems("&Quit", "終了(&Q)")


def test_an_unfinished_translation_is_reported() -> None:
    messages = {
        ("A", "Ron"): translations.Message("A", "Ron", "ロン", True),
        ("A", "Tsumo"): translations.Message("A", "Tsumo"),
        ("A", "{n} fu"): translations.Message("A", "{n} fu", "符", True),
    }
    assert translations.missing(messages) == [
        "A: 'Tsumo': unfinished",
        "A: '{n} fu': placeholders differ",
    ]


@pytest.mark.parametrize("language", ["ja", "en"])
def test_the_compiled_catalogue_matches_its_source(language: str, tmp_path: Path) -> None:
    qm = tmp_path / "fresh.qm"
    translations.lrelease(translations.ts_path(language), qm)
    committed = translations.qm_path(language)
    assert committed.read_bytes() == qm.read_bytes(), "run packaging/translations.py"


# -- the font --------------------------------------------------------------------------------


def shipped_faces() -> dict[str, list[Path]]:
    """The shipped faces by family: the Japanese one and the small Latin one."""
    fonts = i18n.resources() / "fonts"
    faces: dict[str, list[Path]] = {}
    for face in sorted(fonts.glob("*.otf")):
        faces.setdefault(QRawFont(face.read_bytes(), 16).familyName(), []).append(face)
    return faces


def test_the_shipped_font_has_every_character_of_the_catalogue(qapp: QApplication) -> None:
    faces = shipped_faces()
    assert sorted(faces) == ["ScoreTable Sans", "ScoreTable Sans JP"]
    assert [len(f) for f in faces.values()] == [2, 2]  # regular and bold of each
    assert (i18n.resources() / "fonts" / "OFL.txt").is_file()
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
    for face in faces["ScoreTable Sans JP"]:
        raw = QRawFont(face.read_bytes(), 16)
        assert raw.isValid()
        missing = [c for c in needed if not raw.supportsCharacter(ord(c))]
        assert not missing, f"{face.name} lacks {''.join(missing)}: run packaging/make_font.py"


def test_the_small_family_draws_the_english_interface_alone(qapp: QApplication) -> None:
    # every character of the English interface (the catalogue's sources) before the CJK
    # blocks is in the small family, with the same advance as in the Japanese family: an
    # English window draws from it alone, as it drew from the large faces
    faces = shipped_faces()
    english = {
        c
        for m in translations.read_ts(translations.ts_path("ja")).values()
        for c in m.source
        if not c.isspace() and ord(c) < 0x2E80
    }
    assert len(english) > 80
    for small, large in zip(faces["ScoreTable Sans"], faces["ScoreTable Sans JP"], strict=True):
        latin = QRawFont(small.read_bytes(), 40)
        full = QRawFont(large.read_bytes(), 40)
        # (a symbol neither family has, such as ✔, comes from the system's fonts in both)
        missing = [c for c in english if full.supportsCharacter(ord(c))]
        missing = sorted(c for c in missing if not latin.supportsCharacter(ord(c)))
        assert missing == [], f"{small.name}: run packaging/make_font.py"
        assert latin.styleName() == full.styleName()
        for metric in ("ascent", "descent", "leading", "xHeight", "capHeight", "unitsPerEm"):
            assert getattr(latin, metric)() == getattr(full, metric)(), metric
        sample = "Riichi 25,000 East 1 · ±0 Dana Papadopoulos [W]"
        advances = [latin.advancesForGlyphIndexes(latin.glyphIndexesForString(sample))]
        advances.append(full.advancesForGlyphIndexes(full.glyphIndexesForString(sample)))
        assert advances[0] == advances[1]
        # nothing of the CJK blocks: Qt never takes it for a Japanese font
        assert not latin.supportsCharacter(ord("東"))
        assert not latin.supportsCharacter(ord("あ"))


def test_load_fonts_registers_the_families_the_small_one_first(qapp: QApplication) -> None:
    assert i18n.load_fonts() == ["ScoreTable Sans", "ScoreTable Sans JP"]
    # a Japanese interface draws all from the large family, as before the small one
    assert i18n.load_fonts(latin=False) == ["ScoreTable Sans JP"]
