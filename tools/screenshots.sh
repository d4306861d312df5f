#!/usr/bin/env bash
# Regenerates the README screenshots: docs/screenshot-<id>.png (English) and
# docs/screenshot-<id>-zh.png (Simplified Chinese) for every game, with the app's own
# --screenshot (offscreen, fresh temporary settings: a new game as a first start shows it).
set -euo pipefail
cd "$(dirname "$0")/.."
app=${GG_BUILD_DIR:-build}/app/gridgames
[ -x "$app" ] || tools/setup.sh
export QT_QPA_PLATFORM=offscreen
mkdir -p docs
for id in 2048 connect4 gomoku lianliankan memory zousi; do
    "$app" --screenshot "docs/screenshot-$id.png" --game "$id" --lang en
    "$app" --screenshot "docs/screenshot-$id-zh.png" --game "$id" --lang zh_CN
    echo "docs/screenshot-$id.png docs/screenshot-$id-zh.png"
done
