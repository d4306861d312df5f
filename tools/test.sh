#!/usr/bin/env bash
# Install what is missing, build, and run every test (core, UI offscreen, CLI transcripts).
set -euo pipefail
cd "$(dirname "$0")/.."
# A warning fails the developers' and CI's build (the CMake option is off for packagers).
export GG_WARNINGS_AS_ERRORS=${GG_WARNINGS_AS_ERRORS:-ON}
tools/setup.sh
export QT_QPA_PLATFORM=offscreen
# Tests labelled `long` (minutes of play, memory sampled) run with tools/longplay.sh.
ctest --test-dir "${GG_BUILD_DIR:-build}" --output-on-failure -j"$(nproc)" -LE long "$@"
