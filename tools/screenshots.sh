#!/usr/bin/env bash
# Regenerates the README screenshots with the app's own --screenshot (offscreen, fresh
# temporary settings), showing the real games saved in docs/states/<id>.sav (played through
# the game's controller; read by the same validating reader as the app's own saves):
#   docs/screenshot-<id>.png          light, English
#   docs/screenshot-<id>-zh.png       light, Simplified Chinese
#   docs/screenshot-<id>-dark.png     dark, English
#   docs/screenshot-<id>-dark-zh.png  dark, Simplified Chinese
#   docs/theme-<id>-<theme>.png       every board theme but the default, light, English
set -euo pipefail
cd "$(dirname "$0")/.."
app=${GG_BUILD_DIR:-build}/app/gridgames
[ -x "$app" ] || tools/setup.sh
export QT_QPA_PLATFORM=offscreen
mkdir -p docs
shot() { "$app" --screenshot "$@" 2> >(grep -v -e propagateSizeHints -e XDG_RUNTIME_DIR >&2); }
for id in 2048 connect4 gomoku lianliankan memory zousi; do
    state=(--state "docs/states/$id.sav")
    for look in light dark; do
        suffix=""
        [ "$look" = light ] || suffix="-$look"
        shot "docs/screenshot-$id$suffix.png" --game "$id" --lang en --appearance "$look" "${state[@]}"
        shot "docs/screenshot-$id$suffix-zh.png" --game "$id" --lang zh_CN --appearance "$look" "${state[@]}"
        echo "docs/screenshot-$id$suffix.png docs/screenshot-$id$suffix-zh.png"
    done
done
# The board themes (resources/themes/<id>/<theme>/; the default, first by order, is above).
for dir in resources/themes/*/; do
    id=$(basename "$dir")
    themes=()
    for ini in "$dir"*/theme.ini; do
        themes+=("$(sed -n 's/^order *= *//p' "$ini" | head -1) $(basename "$(dirname "$ini")")")
    done
    mapfile -t sorted < <(printf '%s\n' "${themes[@]}" | sort -n | cut -d' ' -f2)
    for theme in "${sorted[@]:1}"; do
        shot "docs/theme-$id-$theme.png" --game "$id" --lang en --appearance light \
            --theme "$theme" --state "docs/states/$id.sav"
        echo "docs/theme-$id-$theme.png"
    done
done
