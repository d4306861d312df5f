#!/usr/bin/env bash
# Builds the libFuzzer targets (fuzz/, clang with ASan + UBSan) in a separate build dir and
# runs each for N seconds (default 60) from its committed seed corpus, two at a time. Fails
# if any target crashes, trips an invariant (GG_FUZZ_CHECK), leaks or times out; prints per
# target the executions, exec/s and final coverage (cov = edges, ft = features).
#
#   tools/fuzz.sh [SECONDS] [TARGET...]      e.g. tools/fuzz.sh 30 fuzz_zousi fuzz_saves
#
# Environment: GG_FUZZ_BUILD_DIR (default build-fuzz), GG_FUZZ_JOBS (default 2),
# GG_FUZZ_OUT (where logs, the grown corpora and crash inputs go; default a temp dir),
# GG_WARNINGS_AS_ERRORS (default ON, as in tools/test.sh and CI).
# The repository's corpora are copied first, so runs never dirty the work tree.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-60}
shift || true
build=${GG_FUZZ_BUILD_DIR:-build-fuzz}
jobs=${GG_FUZZ_JOBS:-2}
out=${GG_FUZZ_OUT:-$(mktemp -d "${TMPDIR:-/tmp}/gg-fuzz.XXXXXX")}
mkdir -p "$out"

# clang and its libFuzzer runtime, installed like tools/setup.sh does when missing.
missing=()
for p in clang libclang-rt-dev; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ] && [ -z "${GG_FUZZ_CXX:-}" ] && command -v apt-get >/dev/null; then
    echo "Installing: ${missing[*]}"
    sudo_cmd=()
    [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
    "${sudo_cmd[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
cxx=${GG_FUZZ_CXX:-$(command -v clang++ || true)}
cc=${GG_FUZZ_CC:-$(command -v clang || true)}
if [ -z "$cxx" ] || [ -z "$cc" ]; then
    echo "fuzz.sh: clang is needed (apt-get install clang libclang-rt-dev)" >&2
    exit 2
fi
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)

echo "== configure and build $build (clang, ASan + UBSan + libFuzzer)"
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_C_COMPILER="$cc" -DCMAKE_CXX_COMPILER="$cxx" "${launcher[@]}" \
    -DGG_WARNINGS_AS_ERRORS="${GG_WARNINGS_AS_ERRORS:-ON}" \
    -DGG_BUILD_FUZZ=ON -DGG_BUILD_TESTS=OFF -DGG_BUILD_UI=OFF -DGG_BUILD_BENCH=OFF >/dev/null
cmake --build "$build" -j"$jobs" --target gg_fuzz
build_abs=$(cd "$build" && pwd)

targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    for exe in "$build"/fuzz/fuzz_*; do
        [ -f "$exe" ] && [ -x "$exe" ] && targets+=("$(basename "$exe")")
    done
fi

run_one() {
    local t=$1
    local corpus="$out/corpus/$t"
    mkdir -p "$corpus" "$out/artifacts"
    if [ -d "fuzz/corpus/$t" ]; then cp -r "fuzz/corpus/$t/." "$corpus/"; fi
    local args=(-max_total_time="$seconds" -print_final_stats=1 -timeout=60 -rss_limit_mb=2560
                -artifact_prefix="$out/artifacts/$t-")
    [ -f "fuzz/$t.dict" ] && args+=(-dict="fuzz/$t.dict")
    local status=0
    GG_FUZZ_ZOUSI_CACHE="$build_abs/zousi-solution.cache" "$build/fuzz/$t" "${args[@]}" "$corpus" >"$out/$t.log" 2>&1 || status=$?
    echo "$status" >"$out/$t.status"
}

echo "== running ${#targets[@]} targets for ${seconds} s each, $jobs at a time (logs in $out)"
running=0
for t in "${targets[@]}"; do
    if [ ! -f "$build/fuzz/$t" ] || [ ! -x "$build/fuzz/$t" ]; then
        echo "fuzz.sh: no target $t" >&2
        exit 2
    fi
    run_one "$t" &
    running=$((running + 1))
    if [ "$running" -ge "$jobs" ]; then
        wait -n || true
        running=$((running - 1))
    fi
done
wait || true

failed=0
printf '%-20s %12s %9s %7s %7s %7s  %s\n' target executions exec/s cov ft corpus result
for t in "${targets[@]}"; do
    log="$out/$t.log"
    status=$(cat "$out/$t.status" 2>/dev/null || echo 1)
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    last=$(grep -E '^#[0-9]+.*cov: ' "$log" | tail -1 || true)
    cov=$(sed -n 's/.* cov: \([0-9]*\).*/\1/p' <<<"$last")
    ft=$(sed -n 's/.* ft: \([0-9]*\).*/\1/p' <<<"$last")
    files=$(find "$out/corpus/$t" -type f | wc -l)
    result=ok
    if [ "$status" != 0 ]; then
        result="FAILED (exit $status, see $log)"
        failed=1
    fi
    printf '%-20s %12s %9s %7s %7s %7s  %s\n' "$t" "${execs:-?}" "${rate:-?}" "${cov:-?}" \
        "${ft:-?}" "$files" "$result"
done
if [ "$failed" != 0 ]; then
    echo "== fuzzing found a problem; crash inputs:" >&2
    ls "$out"/artifacts/ >&2 || true
    for t in "${targets[@]}"; do
        if [ "$(cat "$out/$t.status" 2>/dev/null || echo 1)" != 0 ]; then
            echo "--- $t" >&2
            grep -E 'GG_FUZZ_CHECK|ERROR: |SUMMARY|^    #[0-9]' "$out/$t.log" | head -30 >&2 || true
        fi
    done
    exit 1
fi
echo "== all targets ran clean"
