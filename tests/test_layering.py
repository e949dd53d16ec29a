"""The package's import graph: no cycles, and the Qt-free core imports only itself.

Every import statement of every module counts, wherever it stands: at the top, inside a
function, under ``if TYPE_CHECKING:``; relative and absolute. ``from x import y`` counts as
importing ``x.y`` when ``x.y`` is a module, else as importing ``x``.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import scoretable

ROOT = Path(scoretable.__file__).parent
PACKAGE = "scoretable"


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
            for alias in node.names:
                candidate = f"{source}.{alias.name}"
                found.add(candidate if candidate in known else source)
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
    """Every strongly connected group of more than one module (Tarjan), as sorted lists."""
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
    links = [f"{a} -> {b}" for a in group for b in sorted(edges[a] & inside)]
    return "; ".join(links)


def test_the_package_has_no_import_cycle() -> None:
    edges = graph()
    assert len(edges) > 50  # the walk found the package
    found = cycles(edges)
    assert not found, "import cycles:\n" + "\n".join(describe(g, edges) for g in found)


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


def _all_imports(path: Path, name: str) -> set[str]:
    return imported(name, path, set(modules()))


@pytest.mark.parametrize(
    ("layer", "allowed"),
    [
        ("scoretable.engine", ("scoretable.engine",)),
        ("scoretable.teaching", ("scoretable.engine", "scoretable.teaching")),
    ],
)
def test_the_core_imports_no_qt_and_nothing_above_it(layer: str, allowed: tuple[str, ...]) -> None:
    """engine imports only itself; teaching, itself and the engine; neither imports Qt."""
    checked = 0
    bad: list[str] = []
    for name, path in modules().items():
        if name != layer and not name.startswith(layer + "."):
            continue
        checked += 1
        for dep in sorted(_all_imports(path, name)):
            top = dep.split(".")[0]
            qt = top in ("PySide6", "shiboken6")
            above = top == PACKAGE and not any(dep == a or dep.startswith(a + ".") for a in allowed)
            if qt or above:
                bad.append(f"{name} imports {dep}")
    assert checked >= 3
    assert not bad, "\n".join(bad)


def test_only_the_app_imports_the_main_window() -> None:
    """Screens are given what they need (a model, the library, a parent); none reaches back
    into the window."""
    window = "scoretable.ui.table.main_window"
    importers = sorted(name for name, deps in graph().items() if window in deps)
    assert importers == ["scoretable.app"]
