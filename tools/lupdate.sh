#!/usr/bin/env bash
# Refresh the translation sources from the code (ui/ and app/ hold every visible string):
# every translations/gridgames_*.ts, i.e. zh_CN and zh_TW. Then fill the new strings:
# zh_CN with tools/tsfill.py, zh_TW with tools/tw_from_cn.py (from the zh_CN text) and a
# review; the test tst_translations fails while any entry is unfinished.
set -euo pipefail
cd "$(dirname "$0")/.."
lupdate=$(command -v lupdate || echo /usr/lib/qt6/bin/lupdate)
for ts in translations/gridgames_*.ts; do
    lang=$(basename "$ts" .ts); lang=${lang#gridgames_}
    "$lupdate" -silent -no-obsolete -locations none ui app -ts "$ts" -target-language "$lang"
done
