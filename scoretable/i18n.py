"""The application's identity, interface language and the fonts the language needs.

At start-up ``setup_application(app)`` does it all: the app id, names and icon; the shipped
Japanese font (so the Japanese interface renders on a machine without Japanese fonts); and the
translator for the language the settings ask for (``system`` follows the operating system's
locale). The catalogues are ``resources/translations/scoretable_<lang>.qm``, compiled from the
``.ts`` files with ``pyside6-lrelease`` (see ``packaging/translations.py``). The engine's
strings, marked without Qt (:mod:`scoretable.engine.markers`), are shown through
``QCoreApplication.translate`` too: the core functions take it as their ``translate``;
:func:`translate_fu` and :func:`translate_rules_label` look up the values the engine returns.

    translations = setup_application(app)   # keep the result alive as long as the app
    translations.switch("ja")               # later strings from tr() are Japanese
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QSize, QTranslator
from PySide6.QtGui import QAction, QActionGroup, QFont, QFontDatabase, QGuiApplication, QIcon
from PySide6.QtWidgets import QMenu

import scoretable.resources
from scoretable import APP_ID, APP_NAME, __version__
from scoretable.settings import LANGUAGE, Settings
from scoretable.storage.paths import chosen

# Languages with a catalogue; the first is the fallback and the language of the source.
SUPPORTED_LANGUAGES = ("en", "ja")
DEFAULT_LANGUAGE = "en"
# Human names of the languages, each in its own language (for a language menu).
LANGUAGE_NAMES = {"en": "English", "ja": "日本語"}
ORGANIZATION_NAME = "scoretable"
ORGANIZATION_DOMAIN = "scoretable.github.io"
# Environment variable that overrides the language setting (screenshots, smoke tests).
LANGUAGE_ENV = "SCORETABLE_LANGUAGE"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def resources() -> Path:
    """The root of the shipped data files: the package ``scoretable.resources``.

    It is a plain directory in a checkout, a wheel and the frozen app alike, so the package's
    own path is the answer (``importlib.resources.files`` gives the same directory and costs
    start-up about 3 ms of imports).
    """
    return Path(scoretable.resources.__file__).parent


def system_language(locale: QLocale | None = None) -> str:
    """The first supported language among the locale's UI languages, else English."""
    locale = QLocale.system() if locale is None else locale
    tags = [*locale.uiLanguages(), locale.name()]
    for tag in tags:
        language = tag.replace("_", "-").split("-")[0].lower()
        if language in SUPPORTED_LANGUAGES:
            return language
    return DEFAULT_LANGUAGE


def resolve_language(choice: str, locale: QLocale | None = None) -> str:
    """The language to use for a setting value: ``system``, or a supported language."""
    if choice in SUPPORTED_LANGUAGES:
        return choice
    return system_language(locale)


def catalogue(language: str) -> Path:
    """The compiled catalogue of ``language`` (it may not exist)."""
    return resources() / "translations" / f"scoretable_{language}.qm"


class Translations:
    """The translators installed on one application; ``switch`` replaces them."""

    def __init__(self, app: QCoreApplication) -> None:
        self._app = app
        self._installed: list[QTranslator] = []
        self.language = DEFAULT_LANGUAGE

    def switch(self, language: str) -> bool:
        """Translate into ``language`` from now on; False if its catalogue is missing.

        English is the source language: switching to it keeps only the English catalogue,
        which holds the plural forms ("%n game(s)": "1 game", "3 games"). Qt's own catalogue
        (``qtbase_<lang>``: standard buttons such as Cancel) is installed with ours.
        """
        for translator in self._installed:
            self._app.removeTranslator(translator)
        self._installed.clear()
        self.language = language if language in SUPPORTED_LANGUAGES else DEFAULT_LANGUAGE
        QLocale.setDefault(QLocale(self.language))
        if self.language == DEFAULT_LANGUAGE:
            plurals = QTranslator(self._app)
            if plurals.load(str(catalogue(self.language))):
                self._installed.append(plurals)
                self._app.installTranslator(plurals)
            return True
        ours = QTranslator(self._app)
        if not ours.load(str(catalogue(self.language))):
            self.language = DEFAULT_LANGUAGE
            QLocale.setDefault(QLocale(self.language))
            return False
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        qt = QTranslator(self._app)
        if qt.load(f"qtbase_{self.language}", qt_dir):
            self._installed.append(qt)
        self._installed.append(ours)
        for translator in self._installed:
            self._app.installTranslator(translator)
        return True


def translate_fu(reason: str) -> str:
    """A fu item's reason (``FuItem.reason``, marked in the engine under "Fu") in the
    interface's language."""
    return QCoreApplication.translate("Fu", reason)


def translate_rules_label(label: str) -> str:
    """A preset's label (``Rules.label``, marked in the engine under "Presets") in the
    interface's language; a label of the user's own (a modified preset) stays as it is."""
    return QCoreApplication.translate("Presets", label)


def rules_label(name: str) -> str:
    """The label of the preset called ``name`` in the interface's language (the name itself
    if no preset has it)."""
    from scoretable.engine.rules import PRESETS

    preset = PRESETS.get(name)
    return translate_rules_label(preset.label) if preset is not None else name


def rules_description(name: str) -> str:
    """The one-line description of the preset called ``name`` in the interface's language
    (empty if it has none)."""
    from scoretable.engine.leagues import DESCRIPTIONS

    text = DESCRIPTIONS.get(name)
    return QCoreApplication.translate("Presets", text) if text else ""


# the small family of the shipped faces (Latin, Greek, Cyrillic, punctuation: see
# resources/fonts/README.md): the English interface draws from it alone and never loads the
# large Japanese faces; a Japanese interface leaves it out and draws all from those
LATIN_FONT_STEM = "ScoreTableSans-"


def load_fonts(latin: bool = True) -> list[str]:
    """Register the shipped fonts with Qt; returns their family names (once each), the small
    Latin family first (left out when ``latin`` is False: a Japanese interface)."""
    families: list[str] = []
    fonts_dir = resources() / "fonts"
    if not fonts_dir.is_dir():
        return families
    for entry in sorted(fonts_dir.iterdir(), key=lambda e: e.name):
        if not entry.name.endswith((".otf", ".ttf")):
            continue
        if not latin and entry.name.startswith(LATIN_FONT_STEM):
            continue
        font_id = QFontDatabase.addApplicationFont(str(entry))
        for family in QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []:
            if family not in families:
                families.append(family)
    return families


def add_fallback_families(app: QGuiApplication, families: list[str]) -> None:
    """Append ``families`` to the application font, so missing glyphs come from them."""
    font = QFont(app.font())
    current = list(font.families()) or [font.family()]
    font.setFamilies(current + [f for f in families if f not in current])
    app.setFont(font)


def app_icon() -> QIcon:
    """The application icon, with every shipped PNG size (16 to 512 px: every size a window
    or task bar shows; the SVG is for the desktop's icon theme, and loading Qt's SVG icon
    engine here would cost start-up time)."""
    icon = QIcon()
    icons = resources() / "icons"
    for size in ICON_SIZES:
        png = icons / f"{APP_ID}-{size}.png"
        if png.is_file():  # with its size given, Qt reads the image only when it is drawn
            icon.addFile(str(png), QSize(size, size))
    return icon


def set_identity(app: QGuiApplication) -> None:
    """One app id everywhere: desktop file name, organisation and application names, icon."""
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName("ScoreTable")
    app.setOrganizationName(ORGANIZATION_NAME)
    app.setOrganizationDomain(ORGANIZATION_DOMAIN)
    app.setDesktopFileName(APP_ID)
    app.setApplicationVersion(__version__)
    app.setWindowIcon(app_icon())


def setup_application(
    app: QGuiApplication, data_dir: str | None = None, language: str | None = None
) -> Translations:
    """Identity, fonts and language for a new application (see the module docstring).

    ``language`` (or else the environment variable ``SCORETABLE_LANGUAGE``) overrides the
    setting: ``system``, ``en`` or ``ja``.
    """
    set_identity(app)
    choice = chosen(language, LANGUAGE_ENV, lambda: Settings.load(data_dir).get(LANGUAGE))
    resolved = resolve_language(choice)
    add_fallback_families(app, load_fonts(latin=resolved != "ja"))
    translations = Translations(app)
    translations.switch(resolved)
    return translations


class LanguageMenu(QObject):
    """View -> Language: follow the system, English or 日本語, added to ``menu``.

    The choice is saved in the settings at once and applies the next time the app starts
    (the window builds its text when it is made), which the window is told to say.
    """

    def __init__(
        self, menu: QMenu, settings: Settings, notify: Callable[[str], None], parent: QObject
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self._notify = notify
        self.menu = menu.addMenu(self.tr("&Language"))
        self.group = QActionGroup(self)
        self.actions: dict[str, QAction] = {}
        choices = [("system", self.tr("Follow the &system"))]
        choices += [(code, LANGUAGE_NAMES[code]) for code in SUPPORTED_LANGUAGES]
        current = settings.get(LANGUAGE)
        for code, label in choices:
            action = QAction(label, self.menu)
            action.setCheckable(True)
            action.setChecked(code == current)
            action.setData(code)
            action.triggered.connect(lambda _=False, code=code: self.choose(code))
            self.group.addAction(action)
            self.menu.addAction(action)
            self.actions[code] = action

    def choose(self, code: str) -> None:
        """Save ``code`` (``system``, ``en`` or ``ja``) as the language setting."""
        try:
            self.settings.set(LANGUAGE, code)
        except (OSError, ValueError) as error:
            self._notify(self.tr("The language could not be saved: {0}").format(error))
            self.actions[self.settings.get(LANGUAGE)].setChecked(True)
            return
        language = LANGUAGE_NAMES.get(resolve_language(code), code)
        self._notify(
            self.tr("The interface will be in {language} the next time scoretable starts.").format(
                language=language
            )
        )
