#!/usr/bin/env bash
# Prove the built app starts: it runs offscreen, paints the main window in English and in
# Japanese, saves each as PNG and exits 0.
#
#   packaging/smoke.sh [DIST_DIR]        default DIST_DIR: dist/scoretable
#
# SMOKE_OUT names the directory for the screenshots (default: a new temporary directory).
# Exits non-zero when the app fails, times out, or writes no PNG.
set -euo pipefail
cd "$(dirname "$0")/.."

DIST=${1:-dist/scoretable}
APP="$DIST/scoretable"
[ -x "$APP" ] || { echo "smoke: no built app at $APP (run packaging/build.sh)" >&2; exit 2; }
OUT=${SMOKE_OUT:-$(mktemp -d)}
mkdir -p "$OUT"
DATA=$(mktemp -d)
trap 'rm -rf "$DATA"' EXIT

for lang in en ja; do
    shot="$OUT/scoretable-$lang.png"
    rm -f "$shot"
    # A clean environment: no venv, no PYTHONPATH, so nothing outside the bundle is used.
    env -i PATH=/usr/bin:/bin HOME="$DATA" LANG=C.UTF-8 QT_QPA_PLATFORM=offscreen \
        SCORETABLE_DATA_DIR="$DATA" SCORETABLE_LANGUAGE="$lang" \
        timeout 120 "$APP" --screenshot "$shot" --size 1366x768
    signature=$(od -An -tx1 -N8 "$shot" | tr -d ' \n')
    if [ "$signature" != "89504e470d0a1a0a" ]; then
        echo "smoke: $shot is not a PNG" >&2
        exit 1
    fi
    echo "smoke: $lang OK -> $shot ($(wc -c <"$shot") bytes)"
done
# The Japanese window must differ from the English one: the bundle's catalogue was loaded.
if cmp -s "$OUT/scoretable-en.png" "$OUT/scoretable-ja.png"; then
    echo "smoke: the Japanese screenshot is the English one (no catalogue in the bundle?)" >&2
    exit 1
fi
