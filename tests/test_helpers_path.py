"""The tests reach their shared helpers as a package on pytest's pythonpath
(``from helpers.x import ...``, tests/helpers/), never by changing ``sys.path`` themselves
and never by importing one another through the ``tests`` package."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: the tests' own package, which no test imports
PACKAGE = "tests"
#: sys.path changed in place: insert, append, extend, a slice assigned, the list replaced
CHANGES_PATH = re.compile(r"sys\.path\s*(\.(insert|append|extend)\s*\(|\[[^\]]*\]\s*=|[+]?=)")
#: an import of the tests' own package, ``tests`` or a module of it: from it, of it, or by
#: ``importlib.import_module``
IMPORTS_TESTS = re.compile(
    r"^\s*(from\s+tests(\.|\s+import\b)|import\s+tests\b)|import_module\(\s*[\"']tests[.\"']"
)


def test_no_test_changes_sys_path() -> None:
    changed = [
        f"{path.relative_to(ROOT)}:{number}"
        for path in sorted((ROOT / "tests").rglob("*.py"))
        if path != Path(__file__).resolve()
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if CHANGES_PATH.search(line)
    ]
    assert changed == [], "sys.path changed (put the helper in tests/helpers/): " + ", ".join(
        changed
    )


def test_no_test_imports_another_through_the_tests_package() -> None:
    importing = [
        f"{path.relative_to(ROOT)}:{number}"
        for path in sorted((ROOT / "tests").rglob("*.py"))
        if path != Path(__file__).resolve()
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if IMPORTS_TESTS.search(line)
    ]
    assert importing == [], "imports tests. (put what is shared in tests/helpers/): " + ", ".join(
        importing
    )


def test_the_import_pattern_sees_every_way_of_importing_the_tests() -> None:
    # (the package's name apart, so that a search of the tests for such imports finds none)
    for line in (
        f"from {PACKAGE}.ui.conftest import DialogStubs",
        f"    from {PACKAGE}.club.test_club import count",
        f"import {PACKAGE}.game.test_game",
        f"from {PACKAGE} import conftest",
        f'importlib.import_module("{PACKAGE}.ui.conftest")',
    ):
        assert IMPORTS_TESTS.search(line), line
    for line in (
        "from helpers.table_ui import press",
        "import testscenarios",
        "from tests_data import x",
        "# tests.ui.conftest holds the fixtures",
    ):
        assert not IMPORTS_TESTS.search(line), line


def test_the_helpers_are_on_pytests_pythonpath() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "tests" in config["tool"]["pytest"]["ini_options"]["pythonpath"]
    assert (ROOT / "tests" / "helpers" / "__init__.py").is_file()
    import helpers.storage_games

    assert Path(helpers.storage_games.__file__).parent == ROOT / "tests" / "helpers"


def test_the_pattern_sees_every_way_of_changing_the_path() -> None:
    for line in (
        "sys.path.insert(0, str(HERE))",
        "sys.path.append(here)",
        "sys.path[:0] = [a, b]",
        "sys.path = [a]",
        "sys.path += [a]",
    ):
        assert CHANGES_PATH.search(line), line
    assert not CHANGES_PATH.search("print(sys.path)")
