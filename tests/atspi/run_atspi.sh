#!/usr/bin/env bash
# The screen reader's end-to-end test (issue 20): the real `gridgames` on an Xvfb server of
# its own, with a private HOME, a private D-Bus session and the AT-SPI bus Orca reads; a
# listener (atspi_listen.py, pyatspi) plays moves by keyboard and checks what a screen reader
# would have said. Exit 77 (ctest: skipped) with a message when something it needs is
# missing or the bus cannot start.
#   run_atspi.sh /path/to/gridgames
set -uo pipefail
app=${1:?usage: run_atspi.sh /path/to/gridgames}
here=$(cd "$(dirname "$0")" && pwd)
skip() { echo "SKIP: $*"; exit 77; }

[ -x "$app" ] || skip "no gridgames binary at $app"
command -v Xvfb >/dev/null || skip "Xvfb is not installed (tools/setup.sh installs it)"
command -v xdotool >/dev/null || skip "xdotool is not installed"
command -v dbus-run-session >/dev/null || skip "dbus-run-session is not installed (package dbus)"
launcher=""
for l in /usr/libexec/at-spi-bus-launcher /usr/lib/at-spi2-core/at-spi-bus-launcher; do
    [ -x "$l" ] && launcher=$l && break
done
[ -n "$launcher" ] || skip "at-spi-bus-launcher is not installed (package at-spi2-core)"
# pyatspi is a Debian package for the system's Python, whatever python3 comes first on PATH.
python=/usr/bin/python3
"$python" -c 'import pyatspi' 2>/dev/null || skip "pyatspi is not installed (package python3-pyatspi)"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME="$work/home" XDG_RUNTIME_DIR="$work/run" XDG_CONFIG_HOME="$work/home/.config"
mkdir -p "$HOME" "$XDG_RUNTIME_DIR"
chmod 700 "$XDG_RUNTIME_DIR"

# A display of our own: Xvfb picks a free one and writes its number.
exec 3>"$work/display"
Xvfb -displayfd 3 -screen 0 1280x900x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
xvfb=$!
for _ in $(seq 50); do [ -s "$work/display" ] && break; sleep 0.1; done
[ -s "$work/display" ] || { kill $xvfb 2>/dev/null; skip "Xvfb did not start"; }
export DISPLAY=":$(head -n1 "$work/display")"

export APP="$app" LAUNCHER="$launcher" WORK="$work"
dbus-run-session -- "$python" "$here/atspi_listen.py" 2>&1 | grep -v "Failed to set fd limit"
status=${PIPESTATUS[0]}
kill $xvfb 2>/dev/null
wait $xvfb 2>/dev/null
exit "$status"
