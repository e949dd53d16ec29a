#!/usr/bin/env bash
# Build the one-folder app: dist/scoretable/scoretable (Linux), dist/ScoreTable.app (macOS).
#
#   packaging/build.sh              then   packaging/smoke.sh
#
# Installs scoretable (not editable, so its resources are a real package) and PyInstaller into
# a throw-away venv in build/venv, then runs packaging/scoretable.spec. PYTHON picks the
# interpreter (default python3, 3.11 or newer).
set -euo pipefail
cd "$(dirname "$0")/.."

PY=${PYTHON:-python3}
VENV=build/venv
"$PY" -m venv "$VENV"
"$VENV/bin/python" -m pip install -q --upgrade pip
"$VENV/bin/python" -m pip install -q . "pyinstaller>=6.0"
# macOS: PyInstaller turns the PNG icon into an .icns with Pillow.
if [ "$(uname -s)" = Darwin ]; then "$VENV/bin/python" -m pip install -q "pillow>=10"; fi
"$VENV/bin/pyinstaller" --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/scoretable.spec
echo "built: dist/scoretable/scoretable"
