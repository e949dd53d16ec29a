"""Update, check and compile the translation catalogues.

    .venv/bin/python packaging/translations.py            # lupdate the .ts, lrelease the .qm
    .venv/bin/python packaging/translations.py --check    # exit 1 if a .ts is not up to date
                                                          # or a Japanese string is missing

The ``.ts`` files (``scoretable/resources/translations/scoretable_{ja,en}.ts``) are the source
of truth: a translator edits them in Qt Linguist (``.venv/bin/pyside6-linguist``).

1. **Update**: the stock ``pyside6-lupdate`` scans ``scoretable/**/*.py`` and updates each
   ``.ts`` in place: new strings come in unfinished, translations of strings that are still in
   the program stay, strings that are gone are dropped. It sees ``self.tr("...")``,
   ``QCoreApplication.translate("Context", "...")``, ``QT_TRANSLATE_NOOP("Context", "...")``
   (Qt's, or the Qt-free one of ``scoretable.engine.markers``) and a translator called
   ``translate("Context", "...")``, each with literal arguments.
2. **Compile**: ``pyside6-lrelease`` writes ``scoretable_<lang>.qm`` next to the ``.ts``; the
   ``.qm`` files are committed so the wheel and the frozen app ship them.
3. **Font**: ``packaging/make_font.py`` subsets the Japanese font again, so it holds every
   character of the catalogue (when the source font is installed).

A Japanese translation must keep the source's ``{placeholders}`` (else ``str.format`` would
fail at run time), its HTML tags and its ``&`` mnemonic (written ``(&X)`` after the Japanese
text, the Japanese convention): ``--check`` and ``tests/test_i18n.py`` say which do not.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE_DIR = ROOT / "scoretable"
TRANSLATIONS = ROOT / "scoretable" / "resources" / "translations"
LANGUAGES = ("ja", "en")

#: How pyside6-lupdate is run over the sources: Python files only, no file/line locations
#: (they would change the .ts on every edit elsewhere in a file), no obsolete entries.
LUPDATE_OPTIONS = ("-extensions", "py", "-locations", "none", "-no-obsolete")

PLACEHOLDER = re.compile(r"\{[^{}]*\}")
MNEMONIC = re.compile(r"&([^&\s])")
TAG = re.compile(r"<(/?)([a-zA-Z]+)[^>]*>")

Key = tuple[str, str]  # (context, source)


@dataclass
class Message:
    context: str
    source: str
    translation: str = ""
    finished: bool = False


def tool(name: str) -> str:
    """Path of a PySide6 tool next to the running interpreter, else on PATH."""
    here = Path(sys.executable).parent / name
    if here.exists():
        return str(here)
    found = shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: install PySide6 (pip install -e .)")
    return found


def ts_path(language: str) -> Path:
    return TRANSLATIONS / f"scoretable_{language}.ts"


def qm_path(language: str) -> Path:
    return TRANSLATIONS / f"scoretable_{language}.qm"


def lupdate(ts_files: list[Path], source_dir: Path = SOURCE_DIR) -> None:
    """Run the stock pyside6-lupdate over ``source_dir``, updating ``ts_files`` in place."""
    subprocess.run(
        [
            tool("pyside6-lupdate"),
            "-silent",
            *LUPDATE_OPTIONS,
            source_dir.name,
            "-ts",
            *(str(ts) for ts in ts_files),
        ],
        cwd=source_dir.parent,
        check=True,
    )


def fresh_catalogues(directory: Path) -> dict[str, Path]:
    """Copies of the committed .ts files in ``directory``, updated by lupdate: the catalogues
    as the program's strings are now (the committed ones are current if they are the same)."""
    fresh = {language: directory / ts_path(language).name for language in LANGUAGES}
    for language, copy in fresh.items():
        shutil.copyfile(ts_path(language), copy)
    lupdate(list(fresh.values()))
    return fresh


def lrelease(ts: Path, qm: Path) -> None:
    subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)


def read_ts(path: Path) -> dict[Key, Message]:
    """The messages of a .ts file (obsolete and vanished ones left out)."""
    messages: dict[Key, Message] = {}
    root = ET.parse(path).getroot()
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            element = message.find("translation")
            kind = None if element is None else element.get("type")
            if kind in ("obsolete", "vanished"):
                continue
            text = "" if element is None else (element.text or "")
            finished = element is not None and kind is None and bool(text)
            messages[(name, source)] = Message(name, source, text, finished)
    return messages


def problems(source: str, translation: str) -> list[str]:
    """Why ``translation`` cannot stand for ``source`` (empty list: it can)."""
    found: list[str] = []
    if sorted(PLACEHOLDER.findall(source)) != sorted(PLACEHOLDER.findall(translation)):
        found.append("placeholders differ")
    if MNEMONIC.search(source.replace("&&", "")) and not MNEMONIC.search(
        translation.replace("&&", "")
    ):
        found.append("mnemonic (&) missing")
    tags = sorted(m.group(2).lower() for m in TAG.finditer(source))
    if tags != sorted(m.group(2).lower() for m in TAG.finditer(translation)):
        found.append("HTML tags differ")
    return found


def missing(messages: dict[Key, Message]) -> list[str]:
    """Each message without a usable finished translation."""
    found: list[str] = []
    for (context, source), message in sorted(messages.items()):
        if not message.finished:
            found.append(f"{context}: {source!r}: unfinished")
        elif reasons := problems(source, message.translation):
            found.append(f"{context}: {source!r}: {', '.join(reasons)}")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="only check; change nothing")
    args = parser.parse_args(argv)
    if args.check:
        with tempfile.TemporaryDirectory() as tmp:
            fresh = fresh_catalogues(Path(tmp))
            stale = [
                ts_path(language).name
                for language, path in fresh.items()
                if path.read_bytes() != ts_path(language).read_bytes()
            ]
            gaps = missing(read_ts(fresh["ja"]))
        for gap in gaps:
            print(gap)
        for name in stale:
            print(f"{name} is not up to date with the program's strings")
        print(f"ja: {len(gaps)} strings without a usable translation")
        return 1 if gaps or stale else 0
    lupdate([ts_path(language) for language in LANGUAGES])
    for language in LANGUAGES:
        lrelease(ts_path(language), qm_path(language))
    messages = read_ts(ts_path("ja"))
    gaps = missing(messages)
    for gap in gaps:
        print(gap)
    print(f"ja: {len(messages)} strings, {len(gaps)} without a usable translation")
    # The shipped font must hold every character of the catalogue: subset it again.
    sys.path.insert(0, str(Path(__file__).parent))
    try:
        import make_font
    except ImportError:  # fontTools: pip install -e '.[build]'
        font_ready = False
    else:
        font_ready = all(path.exists() for path in make_font.SOURCES.values())
    if font_ready:
        make_font.main()
    else:
        print(
            "font not regenerated: apt-get install fonts-noto-cjk, pip install -e '.[build]',"
            " then packaging/make_font.py"
        )
    return 1 if gaps else 0


if __name__ == "__main__":
    raise SystemExit(main())
