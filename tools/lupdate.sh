#!/usr/bin/env bash
# Refresh the translation sources from the code (ui/ and app/ hold every visible string).
set -euo pipefail
cd "$(dirname "$0")/.."
lupdate=$(command -v lupdate || echo /usr/lib/qt6/bin/lupdate)
for ts in translations/gridgames_*.ts; do
    lang=$(basename "$ts" .ts); lang=${lang#gridgames_}
    "$lupdate" -silent -no-obsolete -locations none ui app -ts "$ts" -target-language "$lang"
done
