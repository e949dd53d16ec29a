"""Extract, fill, check and compile the translation catalogues.

    .venv/bin/python packaging/translations.py            # update .ts, fill, compile .qm
    .venv/bin/python packaging/translations.py --check    # exit 1 if a Japanese string is missing

1. **Extract**: ``pyside6-lupdate`` over ``scoretable/**/*.py`` finds ``self.tr("...")`` and
   ``QCoreApplication.translate("Context", "...")``. It cannot see through the small wrappers
   some modules define (``def _tr(text): return QCoreApplication.translate(_CTX, text)``):
   lupdate files their calls under an empty context, or not at all. An AST pass finds those
   wrappers (and contexts given as module constants) and files their calls under the context
   they use at run time.
2. **Fill**: Japanese strings come from ``packaging/ja_catalogue.py`` (by context and source,
   or by source alone: the catalogue is the source of truth), else from what the committed
   ``resources/translations/scoretable_ja.ts`` had; English is the source language, so each
   string translates to itself.
   A translation must keep the source's ``{placeholders}`` (else ``str.format`` would fail at
   run time) and its ``&`` mnemonic (added as ``(&X)`` when missing, the Japanese convention).
3. **Compile**: ``pyside6-lrelease`` writes ``scoretable_<lang>.qm`` next to the ``.ts``; the
   ``.qm`` files are committed so the wheel and the frozen app ship them.
4. **Font**: ``packaging/make_font.py`` subsets the Japanese font again, so it holds every
   character of the catalogue (when the source font is installed).
"""

from __future__ import annotations

import argparse
import ast
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE_DIR = ROOT / "scoretable"
TRANSLATIONS = ROOT / "scoretable" / "resources" / "translations"
LANGUAGES = ("ja", "en")
SOURCE_LANGUAGE = "en"

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


# -- extraction ------------------------------------------------------------------------------


def tool(name: str) -> str:
    """Path of a PySide6 tool next to the running interpreter, else on PATH."""
    here = Path(sys.executable).parent / name
    if here.exists():
        return str(here)
    found = shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: install PySide6 (pip install -e .)")
    return found


def source_files() -> list[Path]:
    return sorted(p for p in SOURCE_DIR.rglob("*.py") if "__pycache__" not in p.parts)


def lupdate_messages(files: Iterable[Path]) -> list[Key]:
    """What pyside6-lupdate extracts, in its order."""
    with tempfile.TemporaryDirectory() as tmp:
        listing = Path(tmp) / "files.lst"
        listing.write_text("\n".join(str(f) for f in files) + "\n", encoding="utf-8")
        ts = Path(tmp) / "extract.ts"
        subprocess.run(
            [
                tool("pyside6-lupdate"),
                *("-silent", "-locations", "none", "-no-obsolete"),
                *(f"@{listing}", "-ts", str(ts)),
            ],
            check=True,
        )
        root = ET.parse(ts).getroot()
    keys: list[Key] = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            keys.append((name, message.findtext("source") or ""))
    return keys


def _module_name(path: Path, root: Path = ROOT) -> str:
    return ".".join(path.relative_to(root).with_suffix("").parts)


def _is_translate(node: ast.AST) -> bool:
    """``QCoreApplication.translate`` / ``QApplication.translate`` / bare ``translate``."""
    if isinstance(node, ast.Attribute):
        return node.attr == "translate"
    return isinstance(node, ast.Name) and node.id == "translate"


def _wrappers(tree: ast.Module, constants: dict[str, str]) -> dict[str, str]:
    """Functions whose body returns ``translate(CONTEXT, <first parameter>)``: name -> context."""
    found: dict[str, str] = {}
    for node in ast.walk(tree):
        if not isinstance(node, ast.FunctionDef) or not node.args.args:
            continue
        param = node.args.args[0].arg
        for stmt in node.body:
            if not (isinstance(stmt, ast.Return) and isinstance(stmt.value, ast.Call)):
                continue
            call = stmt.value
            if not _is_translate(call.func) or len(call.args) < 2:
                continue
            context = _string(call.args[0], constants)
            text = call.args[1]
            if context is not None and isinstance(text, ast.Name) and text.id == param:
                found[node.name] = context
    return found


def _string(node: ast.AST, constants: dict[str, str]) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.Name):
        return constants.get(node.id)
    return None


def _table(node: ast.AST) -> list[str] | None:
    """The strings of a literal tuple/list/set, a dict's values, or ``Literal[...]``."""
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        items = node.elts
    elif isinstance(node, ast.Dict):
        items = list(node.values)
    elif isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Tuple):
        items = node.slice.elts  # Literal["a", "b"]
    else:
        return None
    values: list[str] = []
    for item in items:
        # QT_TRANSLATE_NOOP("Ctx", "text") (or str() of it) marks a string where it is listed.
        while isinstance(item, ast.Call) and item.args:
            item = item.args[-1]
        if not (isinstance(item, ast.Constant) and isinstance(item.value, str)):
            return None
        values.append(item.value)
    return values


def _assignments(body: list[ast.stmt]) -> Iterator[tuple[str, ast.expr]]:
    for stmt in body:
        if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1:
            target = stmt.targets[0]
            if isinstance(target, ast.Name):
                yield target.id, stmt.value
        elif (
            isinstance(stmt, ast.AnnAssign)
            and stmt.value is not None
            and isinstance(stmt.target, ast.Name)
        ):
            yield stmt.target.id, stmt.value


class _Module:
    """What one module defines: string constants, string tables, translate wrappers."""

    def __init__(self, name: str, tree: ast.Module) -> None:
        self.name = name
        self.tree = tree
        self.constants: dict[str, str] = {}
        self.tables: dict[str, list[str]] = {}
        for target, value in _assignments(tree.body):
            if isinstance(value, ast.Constant) and isinstance(value.value, str):
                self.constants[target] = value.value
            elif (table := _table(value)) is not None:
                self.tables[target] = table
        self.wrappers = _wrappers(tree, self.constants)


def ast_messages(files: Iterable[Path], root: Path = ROOT) -> list[Key]:
    """Messages lupdate cannot place.

    - calls of translate wrappers (``_tr("...")``), filed under the wrapper's context;
    - ``translate(CONTEXT_CONSTANT, "...")``;
    - a string picked from a table: ``self.tr(WIND_NAMES[i])``, ``_tr(NAMES.get(k, "x"))``,
      ``translate("Ctx", self.COLUMNS[i])``: every string of the table (a module constant, an
      imported one, or a class attribute), under the call's context.
    """
    modules: dict[str, _Module] = {}
    for path in files:
        name = _module_name(path, root)
        modules[name] = _Module(name, ast.parse(path.read_text(encoding="utf-8"), str(path)))
    keys: list[Key] = []
    for module in modules.values():
        wrappers = dict(module.wrappers)
        tables = dict(module.tables)
        for imported in ast.walk(module.tree):
            if isinstance(imported, ast.ImportFrom) and imported.module in modules:
                source = modules[imported.module]
                for alias in imported.names:
                    local = alias.asname or alias.name
                    if alias.name in source.wrappers:
                        wrappers[local] = source.wrappers[alias.name]
                    if alias.name in source.tables:
                        tables[local] = source.tables[alias.name]
        keys.extend(_calls(module.tree, None, {}, module, wrappers, tables))
    return keys


def _calls(
    node: ast.AST,
    cls: str | None,
    class_tables: dict[str, list[str]],
    module: _Module,
    wrappers: dict[str, str],
    tables: dict[str, list[str]],
) -> Iterator[Key]:
    if isinstance(node, ast.ClassDef):
        own = {t: v for t, value in _assignments(node.body) if (v := _table(value)) is not None}
        for stmt in node.body:
            yield from _calls(stmt, node.name, own, module, wrappers, tables)
        return
    if isinstance(node, ast.Call) and node.args:
        func = node.func
        context: str | None = None
        text: ast.expr | None = None
        if isinstance(func, ast.Name) and func.id in wrappers:
            context, text = wrappers[func.id], node.args[0]
        elif _is_translate(func) and len(node.args) >= 2:
            context, text = _string(node.args[0], module.constants), node.args[1]
        elif isinstance(func, ast.Attribute) and func.attr == "tr" and cls is not None:
            context, text = cls, node.args[0]
        if context is not None and text is not None:
            for source in _sources(text, module, tables, class_tables):
                yield context, source
    for child in ast.iter_child_nodes(node):
        yield from _calls(child, cls, class_tables, module, wrappers, tables)


def _sources(
    text: ast.expr,
    module: _Module,
    tables: dict[str, list[str]],
    class_tables: dict[str, list[str]],
) -> list[str]:
    """The strings a translate call's text argument can hold, where the code says so."""
    if isinstance(text, ast.Constant) and isinstance(text.value, str):
        return [text.value]
    if isinstance(text, ast.Name) and text.id in module.constants:
        return [module.constants[text.id]]
    container: ast.expr | None = None
    extra: list[str] = []
    if isinstance(text, ast.Subscript):
        container = text.value
    elif (
        isinstance(text, ast.Call)
        and isinstance(text.func, ast.Attribute)
        and text.func.attr == "get"
    ):
        container = text.func.value
        if len(text.args) == 2:  # NAMES.get(key, "default")
            default = _string(text.args[1], module.constants)
            extra = [default] if default is not None else []
    if isinstance(container, ast.Name) and container.id in tables:
        return tables[container.id] + extra
    if (
        isinstance(container, ast.Attribute)
        and isinstance(container.value, ast.Name)
        and container.value.id in ("self", "cls")
        and container.attr in class_tables
    ):
        return class_tables[container.attr] + extra
    return []


#: Strings translated through a value the code computes, which no table lists next to the
#: call: (context, source) pairs, kept here by hand.
DYNAMIC: list[Key] = [
    # core/errors.py: RuleError.text translates the terms a refusal names (TERM_PARAMS)
    *(
        ("Refusals", term)
        for term in (
            "ryanmen",
            "kanchan",
            "penchan",
            "kyuushu",
            "kaze4",
            "reach4",
            "kan4",
            "ron3",
        )
    ),
    # history.py: _tr(transfer.reason), the core's settlement reasons (settlement.Reason)
    *(
        ("History", reason)
        for reason in (
            "hand",
            "honba",
            "sticks",
            "noten",
            "riichi",
            "nagashi",
            "chombo",
            "leftover",
        )
    ),
]


def extract() -> list[Key]:
    """Every (context, source) of the program, once each, in a stable order."""
    files = source_files()
    from_ast = ast_messages(files)
    wrapped_sources = {source for _, source in from_ast}
    keys: list[Key] = []
    for context, source in lupdate_messages(files):
        # lupdate files a wrapper's call under no context: the AST pass knows the real one.
        if context == "" and source in wrapped_sources:
            continue
        keys.append((context, source))
    keys.extend(from_ast)
    keys.extend(DYNAMIC)
    return sorted(set(keys))


# -- catalogues ------------------------------------------------------------------------------


def ts_path(language: str) -> Path:
    return TRANSLATIONS / f"scoretable_{language}.ts"


def read_ts(path: Path) -> dict[Key, Message]:
    if not path.exists():
        return {}
    messages: dict[Key, Message] = {}
    root = ET.parse(path).getroot()
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            element = message.find("translation")
            text = "" if element is None else (element.text or "")
            finished = element is not None and element.get("type") is None and bool(text)
            messages[(name, source)] = Message(name, source, text, finished)
    return messages


def write_ts(path: Path, language: str, messages: list[Message]) -> None:
    root = ET.Element("TS", version="2.1", language=language, sourcelanguage=SOURCE_LANGUAGE)
    by_context: dict[str, list[Message]] = {}
    for message in messages:
        by_context.setdefault(message.context, []).append(message)
    for name in sorted(by_context):
        context = ET.SubElement(root, "context")
        ET.SubElement(context, "name").text = name
        for message in by_context[name]:
            element = ET.SubElement(context, "message")
            ET.SubElement(element, "source").text = message.source
            translation = ET.SubElement(element, "translation")
            if message.finished:
                translation.text = message.translation
            else:
                translation.set("type", "unfinished")
    ET.indent(root)
    body = ET.tostring(root, encoding="unicode")
    path.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8"
    )


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


def with_mnemonic(source: str, translation: str) -> str:
    """Add the source's mnemonic as ``(&X)`` when the translation has none."""
    match = MNEMONIC.search(source.replace("&&", "\0\0"))
    if match is None or MNEMONIC.search(translation.replace("&&", "")):
        return translation
    key = f"(&{match.group(1).upper()})"
    stripped = translation.rstrip(":：…. ")
    return stripped + key + translation[len(stripped) :]


def fill(language: str, keys: list[Key], previous: dict[Key, Message]) -> list[Message]:
    table: dict[str, str] = {}
    by_context: dict[Key, str] = {}
    if language == "ja":
        from ja_catalogue import JA, JA_IN_CONTEXT

        table, by_context = JA, JA_IN_CONTEXT
    messages: list[Message] = []
    for context, source in keys:
        old = previous.get((context, source))
        if language == SOURCE_LANGUAGE:
            messages.append(Message(context, source, source, True))
            continue
        text = by_context.get((context, source)) or table.get(source)
        if text is not None:
            text = with_mnemonic(source, text)
        elif old is not None and old.finished:
            text = old.translation
        if text is not None and not problems(source, text):
            messages.append(Message(context, source, text, True))
        else:
            messages.append(Message(context, source))
    return messages


def compile_qm(language: str) -> Path:
    qm = TRANSLATIONS / f"scoretable_{language}.qm"
    subprocess.run(
        [tool("pyside6-lrelease"), "-silent", str(ts_path(language)), "-qm", str(qm)], check=True
    )
    return qm


def missing(language: str, keys: list[Key]) -> list[str]:
    """Each extracted string without a usable finished translation in the committed catalogue."""
    committed = read_ts(ts_path(language))
    found: list[str] = []
    for context, source in keys:
        message = committed.get((context, source))
        if message is None:
            found.append(f"{context}: {source!r}: missing from {ts_path(language).name}")
        elif not message.finished:
            found.append(f"{context}: {source!r}: unfinished")
        elif reasons := problems(source, message.translation):
            found.append(f"{context}: {source!r}: {', '.join(reasons)}")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="only check; change nothing")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(Path(__file__).parent))
    keys = extract()
    if args.check:
        gaps = missing("ja", keys)
        for gap in gaps:
            print(gap)
        print(f"{len(keys)} strings, {len(gaps)} without a Japanese translation")
        return 1 if gaps else 0
    TRANSLATIONS.mkdir(parents=True, exist_ok=True)
    for language in LANGUAGES:
        messages = fill(language, keys, read_ts(ts_path(language)))
        write_ts(ts_path(language), language, messages)
        compile_qm(language)
        todo = [m for m in messages if not m.finished]
        print(f"{language}: {len(messages)} strings, {len(todo)} unfinished")
        for message in todo:
            print(f"  {message.context}: {message.source!r}")
    # The shipped font must hold every character of the catalogue: subset it again.
    import make_font

    if all(path.exists() for path in make_font.SOURCES.values()):
        make_font.main()
    else:
        print("font not regenerated: apt-get install fonts-noto-cjk, then packaging/make_font.py")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
