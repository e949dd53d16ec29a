"""The engine and teaching packages are standard-library only: importing every module of them
loads no Qt."""

import pkgutil
import subprocess
import sys

import scoretable.engine
import scoretable.teaching


def test_importing_every_engine_and_teaching_module_loads_no_qt() -> None:
    names = [
        m.name
        for package in (scoretable.engine, scoretable.teaching)
        for m in pkgutil.walk_packages(package.__path__, package.__name__ + ".")
    ]
    assert len(names) >= 9
    code = (
        "import importlib, sys\n"
        f"for name in {names!r}:\n"
        "    importlib.import_module(name)\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6'))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout.strip()
    assert out == "", f"the engine or teaching imported Qt modules: {out}"
