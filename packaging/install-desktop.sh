#!/usr/bin/env bash
# Install the desktop entry, AppStream metainfo and icons under PREFIX (default ~/.local), so
# the desktop's menu lists scoretable with its icon. The `scoretable` command itself comes
# from `pip install` (or put dist/scoretable on PATH after packaging/build.sh).
#
#   packaging/install-desktop.sh [PREFIX]
set -euo pipefail
cd "$(dirname "$0")/.."

PREFIX=${1:-$HOME/.local}
ID=io.github.scoretable.ScoreTable
install -Dm644 "packaging/$ID.desktop" "$PREFIX/share/applications/$ID.desktop"
install -Dm644 "packaging/$ID.metainfo.xml" "$PREFIX/share/metainfo/$ID.metainfo.xml"
install -Dm644 "scoretable/resources/icons/$ID.svg" "$PREFIX/share/icons/hicolor/scalable/apps/$ID.svg"
for png in scoretable/resources/icons/"$ID"-*.png; do
    size=${png##*-}
    size=${size%.png}
    install -Dm644 "$png" "$PREFIX/share/icons/hicolor/${size}x${size}/apps/$ID.png"
done
echo "installed the desktop entry, metainfo and icons under $PREFIX/share"
