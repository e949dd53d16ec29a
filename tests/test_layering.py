"""The package's import graph against the map: every row of ``docs/ARCHITECTURE.md``'s layer
table is checked, ui folders included, and nothing forms a cycle.

Every import statement of every module counts, wherever it stands: at the top, inside a
function, under ``if TYPE_CHECKING:``; relative and absolute. ``from x import y`` counts as
importing ``x.y`` when ``x.y`` is a module, else as importing ``x``.

The allowed imports are read from the map itself (its "Layers" table: which paths each row
holds, and what it may import), so the map and this test cannot drift apart.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from pathlib import Path

import pytest

import scoretable

ROOT = Path(scoretable.__file__).parent
PACKAGE = "scoretable"
MAP = ROOT.parent / "docs" / "ARCHITECTURE.md"

#: The layers the map must draw (issue 33's contract, plus the package's identity and its
#: settings and language, which sit between the storage and the interface).
LAYERS = {
    "engine",
    "teaching",
    "logs",
    "game",
    "storage",
    "session",
    "identity",
    "settings",
    "ui",
    "app",
    "cli",
}
QT = ("PySide6", "shiboken6")
#: Qt's modules a layer without widgets may not import (every widget module of PySide6).
WIDGETS = re.compile(r"PySide6\.(QtWidgets|QtCharts|QtSvgWidgets|QtPrintSupport|Qt\w*Widgets)\b")


def module_name(path: Path, root: Path = ROOT, package: str = PACKAGE) -> str:
    parts = [package, *path.relative_to(root).with_suffix("").parts]
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules(root: Path = ROOT, package: str = PACKAGE) -> dict[str, Path]:
    """Every module of the package, by dotted name."""
    return {module_name(p, root, package): p for p in sorted(root.rglob("*.py"))}


def imported(name: str, path: Path, known: set[str]) -> set[str]:
    """The dotted names ``name`` (at ``path``) imports, every statement counted."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    is_package = path.name == "__init__.py"
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = name.split(".")
                # a package's own __init__ is level 1 of itself; a module's, of its package
                keep = len(base) - node.level + (1 if is_package else 0)
                base = base[:keep]
                source = ".".join([*base, node.module] if node.module else base)
            else:
                source = node.module or ""
            ours = source.split(".")[0] == name.split(".")[0]
            for alias in node.names:
                candidate = f"{source}.{alias.name}"
                if candidate in known:
                    found.add(candidate)
                else:  # a name from a module; another package's submodule counts whole too
                    found.add(source)
                    if not ours:
                        found.add(candidate)
    return found


def graph(root: Path = ROOT, package: str = PACKAGE) -> dict[str, set[str]]:
    """Module -> the package's modules it imports."""
    found = modules(root, package)
    known = set(found)
    return {
        name: {dep for dep in imported(name, path, known) if dep in known and dep != name}
        for name, path in found.items()
    }


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Every strongly connected group of more than one node (Tarjan), as sorted lists."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for dep in sorted(edges.get(node, ())):
            if dep not in index:
                visit(dep)
                low[node] = min(low[node], low[dep])
            elif dep in on_stack:
                low[node] = min(low[node], index[dep])
        if low[node] == index[node]:
            group = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                group.append(top)
                if top == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return groups


def describe(group: list[str], edges: dict[str, set[str]]) -> str:
    """One group, with the imports that tie it together."""
    inside = set(group)
    links = [f"{a} -> {b}" for a in group for b in sorted(edges.get(a, set()) & inside)]
    return "; ".join(links)


# --- the map ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Row:
    """One row of the map's layer table."""

    layer: str
    paths: tuple[str, ...]  # "scoretable/engine/" (a folder) or "scoretable/app.py" (a file)
    may: str  # the "may import" cell ("" : as the layer's first row)


@dataclass(frozen=True)
class Rules:
    """What the map allows: each layer's imports of ours, and of Qt."""

    rows: tuple[Row, ...]
    allowed: dict[str, frozenset[str]]
    no_qt: frozenset[str]  # layers that import nothing of Qt
    no_widgets: frozenset[str]  # layers that import no Qt widgets


def read_rows(text: str) -> tuple[Row, ...]:
    """The rows of the table under the map's "## Layers" heading."""
    section = text.split("## Layers", 1)[1].split("\n## ", 1)[0]
    lines = [line for line in section.splitlines() if line.startswith("|")]
    rows: list[Row] = []
    layer = ""
    for line in lines[2:]:  # the header and its separator
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        assert len(cells) == 4, f"a row of the layer table without 4 cells: {line[:80]}"
        layer = cells[0] or layer
        paths = tuple(re.findall(r"`([\w/.]+)`", cells[1]))
        assert paths, f"a row of the layer table that names no path: {line[:80]}"
        rows.append(Row(layer, paths, cells[3]))
    return tuple(rows)


def read_allowed(cell: str, layers: set[str]) -> frozenset[str]:
    """The layers a "may import" cell names: its first clause (up to ";"): "nothing of ours",
    "everything", "everything but a and b", or "a, b and c"."""
    clause = cell.split(";", 1)[0].strip()
    if clause.startswith("nothing of ours"):
        return frozenset()
    if clause == "everything":
        return frozenset(layers)
    but = clause.startswith("everything but ")
    names = re.split(r",\s*|\s+and\s+", clause.removeprefix("everything but "))
    unknown = [n for n in names if n not in layers]
    assert not unknown, f"the map's 'may import' names no such layer: {unknown} in {cell!r}"
    return frozenset(layers - set(names)) if but else frozenset(names)


def read_map(text: str) -> Rules:
    rows = read_rows(text)
    layers = {row.layer for row in rows}
    cells: dict[str, str] = {}
    for row in rows:
        if row.may:
            assert row.layer not in cells, f"layer {row.layer} says what it may import twice"
            cells[row.layer] = row.may
    missing = layers - set(cells)
    assert not missing, f"layers that do not say what they may import: {sorted(missing)}"
    allowed = {layer: read_allowed(cell, layers) | {layer} for layer, cell in cells.items()}
    no_qt = frozenset(layer for layer, cell in cells.items() if "nothing of Qt" in cell)
    no_widgets = frozenset(layer for layer, cell in cells.items() if "no widgets" in cell)
    return Rules(rows, allowed, no_qt, no_widgets)


def row_of(path: str, rows: tuple[Row, ...]) -> Row | None:
    """The row holding the file ``path`` (relative to the package's parent): the one whose
    path is the file, else the longest folder holding it."""
    best: tuple[int, Row] | None = None
    for row in rows:
        for held in row.paths:
            if held == path:
                return row
            longer = best is None or len(held) > best[0]
            if held.endswith("/") and path.startswith(held) and longer:
                best = (len(held), row)
    return best[1] if best else None


def unit_of(row: Row) -> str:
    """A row's name in the graph of the ui's folders: its first path."""
    return row.paths[0]


def violations(rules: Rules, root: Path = ROOT, package: str = PACKAGE) -> list[str]:
    """Every import the map does not allow, and every module the map does not place."""
    found = modules(root, package)
    known = set(found)
    base = root.parent
    owner = {
        name: row_of(path.relative_to(base).as_posix(), rules.rows) for name, path in found.items()
    }
    bad: list[str] = []
    for name, path in found.items():
        row = owner[name]
        if row is None:
            bad.append(f"{name} is in no row of the map")
            continue
        said: list[str] = []  # Qt modules reported (PySide6.QtCore, not also .QtCore.Qt)
        for dep in sorted(imported(name, path, known)):
            if any(dep.startswith(qt + ".") for qt in said):
                continue
            if dep in known:
                there = owner[dep]
                if there is not None and there.layer not in rules.allowed[row.layer]:
                    bad.append(f"{name} ({row.layer}) imports {dep} ({there.layer})")
            elif row.layer in rules.no_qt and dep.split(".")[0] in QT:
                bad.append(f"{name} ({row.layer}) imports {dep} (Qt)")
                said.append(dep)
            elif row.layer in rules.no_widgets and WIDGETS.match(dep):
                bad.append(f"{name} ({row.layer}) imports {dep} (Qt widgets)")
                said.append(dep)
    return bad


def ui_graph(rules: Rules, root: Path = ROOT, package: str = PACKAGE) -> dict[str, set[str]]:
    """The ui's rows (its folders, its top-level modules) and which imports which."""
    base = root.parent
    found = modules(root, package)
    owner = {
        name: row_of(path.relative_to(base).as_posix(), rules.rows) for name, path in found.items()
    }
    edges: dict[str, set[str]] = {unit_of(r): set() for r in rules.rows if r.layer == "ui"}
    for name, deps in graph(root, package).items():
        row = owner[name]
        if row is None or row.layer != "ui":
            continue
        for dep in deps:
            there = owner[dep]
            if there is not None and there.layer == "ui" and there is not row:
                edges[unit_of(row)].add(unit_of(there))
    return edges


RULES = read_map(MAP.read_text(encoding="utf-8"))


#: Issue 33's contract: the most each layer may import (the map may allow less, never more).
CONTRACT = {
    "engine": set(),
    "teaching": {"engine"},
    "logs": {"engine"},
    # game reads the one clock (identity: nothing of ours below it) for the hanchan timer
    "game": {"identity", "engine", "teaching", "logs"},
    "storage": {"identity", "engine", "logs"},
    # session reads teaching as game does (the phones' pages explain a payment as the window
    # does): teaching sits below game, so this adds no direction the contract lacks
    "session": {"identity", "engine", "teaching", "logs", "game", "storage"},
    "identity": set(),
    "settings": {"identity", "engine", "storage"},
    "ui": LAYERS - {"app", "cli"},
    "app": LAYERS,
    "cli": LAYERS,
}


def test_the_map_draws_every_layer_within_the_contract() -> None:
    assert {row.layer for row in RULES.rows} == LAYERS
    assert set(CONTRACT) == LAYERS
    wider = {
        layer: sorted(allowed - CONTRACT[layer] - {layer})
        for layer, allowed in RULES.allowed.items()
        if allowed - CONTRACT[layer] - {layer}
    }
    assert wider == {}, f"the map allows more than issue 33's contract: {wider}"
    assert RULES.no_qt == {"engine", "teaching", "logs", "storage"}
    assert RULES.no_widgets == {"game", "session"}
    stale = [p for row in RULES.rows for p in row.paths if not (ROOT.parent / p).exists()]
    assert stale == [], f"the map names paths that are not there: {stale}"
    ui = [unit_of(row) for row in RULES.rows if row.layer == "ui"]
    for folder in ("table", "record", "library", "learn", "widgets"):
        assert f"scoretable/ui/{folder}/" in ui


def test_every_import_is_one_its_row_of_the_map_allows() -> None:
    bad = violations(RULES)
    assert bad == [], "imports the map does not allow:\n" + "\n".join(bad)


def test_the_ui_folders_import_each_other_without_a_cycle() -> None:
    edges = ui_graph(RULES)
    assert len(edges) >= 6  # the folders and the modules at the ui's top
    assert "scoretable/ui/widgets/" in edges["scoretable/ui/table/"]  # the walk sees them
    found = cycles(edges)
    assert found == [], "ui cycles:\n" + "\n".join(describe(g, edges) for g in found)


def test_the_package_has_no_import_cycle() -> None:
    edges = graph()
    assert len(edges) > 50  # the walk found the package
    found = cycles(edges)
    assert not found, "import cycles:\n" + "\n".join(describe(g, edges) for g in found)


def test_only_the_app_imports_the_table_folder() -> None:
    """Screens are given what they need (a model, the library, a parent); none reaches back
    into the window's folder, and only the app makes the window."""
    table = "scoretable.ui.table"
    outside = sorted(
        f"{name} -> {dep}"
        for name, deps in graph().items()
        if not (name == table or name.startswith(table + "."))
        for dep in deps
        if dep == table or dep.startswith(table + ".")
    )
    assert outside == ["scoretable.app -> scoretable.ui.table.main_window"]


def test_the_walk_sees_every_kind_of_import(tmp_path: Path) -> None:
    """A cycle hidden in a function, under TYPE_CHECKING, or behind a relative import is
    still a cycle: the test above would catch each."""
    pkg = tmp_path / "pkg"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "sub" / "__init__.py").write_text("from . import c\n")
    (pkg / "a.py").write_text("def f():\n    from pkg import b\n")
    (pkg / "b.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .sub import c\n"
    )
    (pkg / "sub" / "c.py").write_text("from ..a import f\n")
    (pkg / "d.py").write_text("import pkg.sub.c\n")
    edges = graph(pkg, "pkg")
    assert edges["pkg.a"] == {"pkg.b"}
    assert edges["pkg.b"] == {"pkg.sub.c"}
    assert edges["pkg.sub.c"] == {"pkg.a"}
    assert edges["pkg.sub"] == {"pkg.sub.c"}
    assert edges["pkg.d"] == {"pkg.sub.c"}
    assert cycles(edges) == [["pkg.a", "pkg.b", "pkg.sub.c"]]
    assert "pkg.a -> pkg.b" in describe(cycles(edges)[0], edges)


# --- the check bites: a small package and its map, each row broken in turn ------------------

SMALL_MAP = """# A map

## Layers

| layer | package | what it holds | may import |
|---|---|---|---|
| engine | `pkg/engine/`, `pkg/__init__.py` | rules | nothing of ours; nothing of Qt |
| game | `pkg/game/` | the model | engine; QtCore, no widgets |
| ui | `pkg/ui/a/` | a screen | everything but app |
| | `pkg/ui/b/` | another | |
| | `pkg/ui/` | the rest | |
| app | `pkg/app.py` | start-up | everything |

## Data flow
"""

#: Files of the small package, each importing only what its row allows.
SMALL = {
    "__init__.py": "",
    "engine/__init__.py": "",
    "engine/rules.py": "import json\n",
    "game/__init__.py": "",
    "game/model.py": "from PySide6.QtCore import QObject\nfrom pkg.engine import rules\n",
    "ui/__init__.py": "",
    "ui/a/__init__.py": "",
    "ui/a/screen.py": "from PySide6.QtWidgets import QWidget\nfrom pkg.ui.b import other\n",
    "ui/b/__init__.py": "",
    "ui/b/other.py": "from ...game import model\n",
    "app.py": "from pkg.ui.a import screen\n",
}

BROKEN = [
    # (file, its new text, what the check says)
    (
        "engine/rules.py",
        "def f():\n    from pkg.game import model\n",
        ["pkg.engine.rules (engine) imports pkg.game.model (game)"],
    ),
    (
        "engine/rules.py",
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from PySide6.QtCore import Qt\n",
        ["pkg.engine.rules (engine) imports PySide6.QtCore (Qt)"],
    ),
    (
        "game/model.py",
        "from PySide6 import QtWidgets\n",
        ["pkg.game.model (game) imports PySide6.QtWidgets (Qt widgets)"],
    ),
    ("game/model.py", "from .. import app\n", ["pkg.game.model (game) imports pkg.app (app)"]),
    (
        "ui/b/other.py",
        "import pkg.app\n",
        ["pkg.ui.b.other (ui) imports pkg.app (app)"],
    ),
    ("stray.py", "", ["pkg.stray is in no row of the map"]),
]


def small_package(root: Path, broken: tuple[str, str] | None = None) -> Path:
    files = dict(SMALL)
    if broken is not None:
        files[broken[0]] = broken[1]
    pkg = root / "pkg"
    for name, text in files.items():
        (pkg / name).parent.mkdir(parents=True, exist_ok=True)
        (pkg / name).write_text(text)
    return pkg


def test_the_small_package_keeps_its_map(tmp_path: Path) -> None:
    rules = read_map(SMALL_MAP)
    pkg = small_package(tmp_path)
    assert violations(rules, pkg, "pkg") == []
    assert cycles(ui_graph(rules, pkg, "pkg")) == []
    assert rules.allowed["ui"] == {"engine", "game", "ui"}


@pytest.mark.parametrize(
    ("path", "text", "said"), BROKEN, ids=[b[0] + str(i) for i, b in enumerate(BROKEN)]
)
def test_an_import_a_row_does_not_allow_fails(
    tmp_path: Path, path: str, text: str, said: list[str]
) -> None:
    pkg = small_package(tmp_path, (path, text))
    assert violations(read_map(SMALL_MAP), pkg, "pkg") == said


def test_a_cycle_between_ui_folders_fails(tmp_path: Path) -> None:
    # a's screen imports b (allowed); b, inside a function, imports a back
    pkg = small_package(tmp_path, ("ui/b/other.py", "def f():\n    from pkg.ui.a import screen\n"))
    rules = read_map(SMALL_MAP)
    assert violations(rules, pkg, "pkg") == []  # every import is allowed, one by one
    edges = ui_graph(rules, pkg, "pkg")
    assert cycles(edges) == [["pkg/ui/a/", "pkg/ui/b/"]]


@pytest.mark.parametrize(
    ("change", "said"),
    [
        (("engine; QtCore", "engine, storage; QtCore"), "names no such layer: ['storage']"),
        (("| everything |", "| |"), "do not say what they may import: ['app']"),
        (
            ("| `pkg/ui/` | the rest | |", "| `pkg/ui/` | the rest | ui |"),
            "says what it may import twice",
        ),
        (("| `pkg/ui/b/` |", "| pkg/ui/b/ |"), "names no path"),
    ],
)
def test_a_map_the_check_cannot_read_fails(change: tuple[str, str], said: str) -> None:
    text = SMALL_MAP.replace(*change)
    assert text != SMALL_MAP
    with pytest.raises(AssertionError, match=re.escape(said)):
        read_map(text)
