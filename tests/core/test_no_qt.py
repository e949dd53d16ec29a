"""The core is standard-library only: importing every module of it loads no Qt."""

import pkgutil
import subprocess
import sys

import scoretable.core


def test_importing_every_core_module_loads_no_qt() -> None:
    names = [m.name for m in pkgutil.walk_packages(scoretable.core.__path__, "scoretable.core.")]
    assert len(names) >= 5
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
    assert out == "", f"core imported Qt modules: {out}"
