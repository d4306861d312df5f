#!/usr/bin/env bash
# Long play (issue 9): a full 2048 auto-play game and computer-vs-computer Connect Four in
# the real main window, under ASan + UBSan with leak checking (the `asan` preset), printing
# moves, times, heap and resident-memory figures. GG_LONGPLAY_BUILD=plain runs the RelWithDebInfo
# build in ./build instead (memory figures without the sanitizer's own allocator).
# Knobs: GG_LONGPLAY_C4_GAMES (6), GG_LONGPLAY_C4_MS (60), GG_LONGPLAY_MAX_GROWTH_MB (8).
set -euo pipefail
cd "$(dirname "$0")/.."
export QT_QPA_PLATFORM=offscreen
export QTEST_FUNCTION_TIMEOUT=${QTEST_FUNCTION_TIMEOUT:-7200000} # a full game takes minutes
if [ "${GG_LONGPLAY_BUILD:-asan}" = plain ]; then
    dir=build
    [ -d "$dir" ] || tools/setup.sh
    cmake --build "$dir" --target tst_longplay
else
    dir=build-asan
    cmake --preset asan >/dev/null
    cmake --build --preset asan --target tst_longplay
    # A small quarantine so freed memory is reused and RSS means something; leaks are fatal.
    export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:quarantine_size_mb=4${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
    export LSAN_OPTIONS="suppressions=$PWD/tests/data/lsan.supp:print_suppressions=0"
    export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
fi
start=$(date +%s)
status=0
"$dir/tests/tst_longplay" || status=$?
echo "longplay ($dir): exit status $status after $(( $(date +%s) - start )) s"
exit $status
