"""Packaging: one app id everywhere, icons, the desktop entry, AppStream metainfo, the build.

The frozen build is slow (minutes: a venv, PyInstaller, 180 MB of Qt), so it runs only when
asked: ``SCORETABLE_PACKAGING_SMOKE=1`` runs packaging/build.sh and packaging/smoke.sh (the
built app starts offscreen, paints its window in English and Japanese, exits 0) and checks
that a wheel ships the compiled catalogues and the font.
"""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
import zipfile
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication

from scoretable import APP_ID, APP_NAME
from scoretable.i18n import ICON_SIZES

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
ICONS = ROOT / "scoretable" / "resources" / "icons"
DESKTOP = PACKAGING / f"{APP_ID}.desktop"
METAINFO = PACKAGING / f"{APP_ID}.metainfo.xml"
SMOKE = os.environ.get("SCORETABLE_PACKAGING_SMOKE") == "1"


def test_the_app_id_is_reverse_dns_and_names_every_file() -> None:
    parts = APP_ID.split(".")
    assert len(parts) >= 3
    assert all(p.isidentifier() for p in parts)
    assert DESKTOP.is_file()
    assert METAINFO.is_file()
    assert (ICONS / f"{APP_ID}.svg").is_file()
    spec = (PACKAGING / "scoretable.spec").read_text(encoding="utf-8")
    assert f'APP_ID = "{APP_ID}"' in spec


def test_the_desktop_entry_launches_the_installed_command() -> None:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    entry.read(DESKTOP, encoding="utf-8")
    desktop = entry["Desktop Entry"]
    assert desktop["Type"] == "Application"
    assert desktop["Icon"] == APP_ID
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
        "scripts"
    ]
    assert desktop["Exec"].split()[0] in scripts
    assert desktop["StartupWMClass"] == APP_NAME
    assert desktop["Name[ja]"]


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="no desktop-file-utils")
def test_the_desktop_entry_validates() -> None:
    result = subprocess.run(
        ["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stdout
    assert not result.stdout.strip(), result.stdout


def test_the_metainfo_names_the_app_and_its_launcher() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.tag == "component"
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    launchable = root.find("launchable")
    assert launchable is not None
    assert launchable.text == DESKTOP.name
    assert root.findtext("provides/binary") == "scoretable"
    release = root.find("releases/release")
    assert release is not None
    from scoretable import __version__

    assert release.get("version") == __version__


@pytest.mark.skipif(
    shutil.which("appstreamcli") is None,
    reason="appstreamcli not installed (apt-get install appstream)",
)
def test_the_metainfo_validates() -> None:
    result = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(METAINFO)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.parametrize("size", ICON_SIZES)
def test_each_png_icon_has_its_size(qapp: QApplication, size: int) -> None:
    image = QImage(str(ICONS / f"{APP_ID}-{size}.png"))
    assert not image.isNull()
    assert (image.width(), image.height()) == (size, size)
    assert image.hasAlphaChannel()  # rounded corners: the desktop shows through


def test_the_svg_icon_is_valid(qapp: QApplication) -> None:
    renderer = QSvgRenderer(str(ICONS / f"{APP_ID}.svg"))
    assert renderer.isValid()
    assert renderer.defaultSize().width() == renderer.defaultSize().height()


def test_the_scripts_are_executable() -> None:
    for script in ("build.sh", "smoke.sh", "install-desktop.sh"):
        assert os.access(PACKAGING / script, os.X_OK), script


@pytest.mark.skipif(shutil.which("install") is None, reason="no install(1)")
def test_install_desktop_puts_the_files_where_the_desktop_looks(tmp_path: Path) -> None:
    subprocess.run([str(PACKAGING / "install-desktop.sh"), str(tmp_path)], check=True)
    share = tmp_path / "share"
    assert (share / "applications" / f"{APP_ID}.desktop").is_file()
    assert (share / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    for size in ICON_SIZES:
        png = share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        assert png.read_bytes() == (ICONS / f"{APP_ID}-{size}.png").read_bytes()


def test_the_wheel_configuration_ships_the_resources() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    setuptools = config["tool"]["setuptools"]
    # every package directory of the tree is listed (a forgotten one is missing from a wheel)
    on_disk = {
        ".".join(init.parent.relative_to(ROOT).parts)
        for init in (ROOT / "scoretable").rglob("__init__.py")
    }
    assert set(setuptools["packages"]) == on_disk
    assert "package-dir" not in setuptools  # resources live inside the package, as in a wheel
    assert setuptools["package-data"]["scoretable.resources"] == ["**/*"]
    for name in ("translations/scoretable_ja.qm", "translations/scoretable_en.qm"):
        assert (ROOT / "scoretable" / "resources" / name).is_file(), name


LICENSES = ("LICENSE", "THIRD_PARTY_NOTICES.md")


def test_the_licences_are_declared_and_shipped() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    project = config["project"]
    assert project["license"] == "MIT"
    assert "MIT License" in (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert project["license-files"] == list(LICENSES)
    notices = (ROOT / "THIRD_PARTY_NOTICES.md").read_text(encoding="utf-8")
    for named in ("SIL Open Font License 1.1", "fonts/OFL.txt", "CC0 1.0", "LGPL-3.0"):
        assert named in notices, named
    resources = ROOT / "scoretable" / "resources"
    assert (resources / "fonts" / "OFL.txt").is_file()
    assert (resources / "tiles" / "LICENSE.md").is_file()
    # the frozen app carries them beside its executable
    spec = (PACKAGING / "scoretable.spec").read_text(encoding="utf-8")
    assert 'LICENSES = ("LICENSE", "THIRD_PARTY_NOTICES.md")' in spec
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("project_license") == project["license"]


@pytest.mark.slow
@pytest.mark.skipif(not SMOKE, reason="slow: set SCORETABLE_PACKAGING_SMOKE=1 to build and run")
def test_the_frozen_app_starts_and_takes_its_screenshots(tmp_path: Path) -> None:
    subprocess.run([str(PACKAGING / "build.sh")], check=True, cwd=ROOT)
    env = dict(os.environ, SMOKE_OUT=str(tmp_path))
    subprocess.run([str(PACKAGING / "smoke.sh")], check=True, cwd=ROOT, env=env)
    for language in ("en", "ja"):
        shot = QImage(str(tmp_path / f"scoretable-{language}.png"))
        assert (shot.width(), shot.height()) == (1366, 768), language
    bundled = ROOT / "dist" / "scoretable" / "_internal" / "scoretable" / "resources"
    for name in ("translations/scoretable_ja.qm", "fonts/ScoreTableSansJP-Regular.otf"):
        assert (bundled / name).is_file(), name
    for name in LICENSES:
        assert (ROOT / "dist" / "scoretable" / "_internal" / name).is_file(), name


@pytest.mark.slow
@pytest.mark.skipif(not SMOKE, reason="slow: set SCORETABLE_PACKAGING_SMOKE=1 to build a wheel")
def test_the_wheel_ships_catalogues_fonts_and_icons(tmp_path: Path) -> None:
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(tmp_path), str(ROOT)],
        check=True,
    )
    (wheel,) = tmp_path.glob("scoretable-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    for name in (
        "scoretable/resources/translations/scoretable_ja.qm",
        "scoretable/resources/translations/scoretable_en.qm",
        "scoretable/resources/fonts/ScoreTableSansJP-Regular.otf",
        "scoretable/resources/fonts/OFL.txt",
        f"scoretable/resources/icons/{APP_ID}.svg",
        "scoretable/resources/tiles/LICENSE.md",
        "scoretable/resources/tiles/Regular/Pin5-Dora.svg",
        "scoretable/resources/tiles/Black/Chun.svg",
    ):
        assert name in names, name
    version = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
        "version"
    ]
    for name in LICENSES:
        assert f"scoretable-{version}.dist-info/licenses/{name}" in names, name
