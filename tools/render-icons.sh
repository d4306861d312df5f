#!/usr/bin/env bash
# Renders the application icon (resources/icons/gridgames.svg) to the PNG sizes of the
# hicolor icon theme under resources/icons/hicolor/. The PNGs are committed, so a build
# never needs this; run it after changing the SVG. Needs rsvg-convert (librsvg2-bin).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v rsvg-convert >/dev/null || { echo "needs rsvg-convert: apt-get install librsvg2-bin" >&2; exit 1; }
for n in 16 22 24 32 48 64 128 256; do
    mkdir -p "resources/icons/hicolor/${n}x${n}/apps"
    rsvg-convert -w "$n" -h "$n" resources/icons/gridgames.svg \
        -o "resources/icons/hicolor/${n}x${n}/apps/gridgames.png"
done
echo "rendered $(ls resources/icons/hicolor | wc -l) sizes"
