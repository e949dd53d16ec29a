"""The languages of the shared pages' sentences: English, and Japanese from the app's own
catalogue (``resources/translations/scoretable_ja.qm``, read with QtCore's QTranslator, loaded
here on first use: the server itself needs no Qt)."""

from __future__ import annotations

from importlib import resources

from scoretable.engine.markers import Translate


def translators() -> dict[str, Translate]:
    """A translate function for each language the pages offer besides English."""
    from PySide6.QtCore import QTranslator

    out: dict[str, Translate] = {}
    catalogue = resources.files("scoretable.resources") / "translations" / "scoretable_ja.qm"
    translator = QTranslator()
    with resources.as_file(catalogue) as path:
        loaded = translator.load(str(path))
    if loaded:

        def japanese(context: str, text: str, _tr: QTranslator = translator) -> str:
            return _tr.translate(context, text) or text

        out["ja"] = japanese
    return out


def page_language(choice: str, environment_language: str = "") -> str:
    """ "en" or "ja" for the app's language setting (``system``: the environment's)."""
    if choice in ("en", "ja"):
        return choice
    return "ja" if environment_language.lower().startswith("ja") else "en"
