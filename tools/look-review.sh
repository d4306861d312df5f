#!/usr/bin/env bash
# The look review of issue 17: every game in every board theme, light and dark, in the three
# languages, at 1000×720 and 1920×1080, at scale 1 and 2 (QT_SCALE_FACTOR), rendered with the
# app's own --screenshot from the saved games in docs/states/. Writes
#   OUT/<game>-<theme>-<look>-<lang>-<W>x<H>-s<scale>.png
# for a person (or a reviewer) to look at. Usage: tools/look-review.sh OUT [GAME…]
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:?usage: tools/look-review.sh OUT [GAME…]}
shift
games=("$@")
[ ${#games[@]} -gt 0 ] || games=(2048 connect4 gomoku lianliankan memory zousi)
app=${GG_BUILD_DIR:-build}/app/gridgames
export QT_QPA_PLATFORM=offscreen
mkdir -p "$out"
for id in "${games[@]}"; do
    themes=(default)
    if [ -d "resources/themes/$id" ]; then
        themes=()
        for dir in resources/themes/"$id"/*/; do themes+=("$(basename "$dir")"); done
    fi
    for theme in "${themes[@]}"; do
        themeArgs=()
        [ "$theme" = default ] || themeArgs=(--theme "$theme")
        for look in light dark; do
            for lang in en zh_CN zh_TW; do
                for size in 1000x720 1920x1080; do
                    for scale in 1 2; do
                        QT_SCALE_FACTOR=$scale "$app" --screenshot \
                            "$out/$id-$theme-$look-$lang-$size-s$scale.png" --game "$id" \
                            --lang "$lang" --appearance "$look" --size "$size" \
                            --state "docs/states/$id.sav" "${themeArgs[@]}" 2>/dev/null
                    done
                done
            done
        done
    done
done
ls "$out" | wc -l
