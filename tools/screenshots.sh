#!/usr/bin/env bash
# Regenerates the README screenshots: docs/screenshot-<id>.png (English) and
# docs/screenshot-<id>-zh.png (Simplified Chinese) for every game, with the app's own
# --screenshot (offscreen, fresh temporary settings) showing the real game saved in
# docs/states/<id>.sav (played through the game's controller; read by the same validating
# reader as the app's own saves).
set -euo pipefail
cd "$(dirname "$0")/.."
app=${GG_BUILD_DIR:-build}/app/gridgames
[ -x "$app" ] || tools/setup.sh
export QT_QPA_PLATFORM=offscreen
mkdir -p docs
for id in 2048 connect4 gomoku lianliankan memory zousi; do
    state=(--state "docs/states/$id.sav")
    "$app" --screenshot "docs/screenshot-$id.png" --game "$id" --lang en "${state[@]}"
    "$app" --screenshot "docs/screenshot-$id-zh.png" --game "$id" --lang zh_CN "${state[@]}"
    echo "docs/screenshot-$id.png docs/screenshot-$id-zh.png"
done
