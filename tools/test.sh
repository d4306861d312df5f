#!/usr/bin/env bash
# Install what is missing, build, and run every test (core, UI offscreen, CLI transcripts).
set -euo pipefail
cd "$(dirname "$0")/.."
tools/setup.sh
export QT_QPA_PLATFORM=offscreen
# Tests labelled `long` (minutes of play, memory sampled) run with tools/longplay.sh.
ctest --test-dir "${GG_BUILD_DIR:-build}" --output-on-failure -j"$(nproc)" -LE long "$@"
