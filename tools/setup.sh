#!/usr/bin/env bash
# Installs what Grid Games needs on Debian 12 (only the packages that are missing), then
# configures and builds it in ./build. Used by tools/run.sh, tools/test.sh, tools/package.sh
# and CI. Environment: GG_BUILD_DIR (build), GG_BUILD_TYPE (RelWithDebInfo), GG_CMAKE_ARGS
# (more cmake arguments), GG_WARNINGS_AS_ERRORS (ON/OFF; unset keeps what the build dir has,
# which is OFF in a new one; tools/test.sh and CI set ON).
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(build-essential cmake ninja-build pkg-config
          qt6-base-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
          qt6-multimedia-dev qt6-svg-dev
          libgl-dev libbenchmark-dev fonts-noto-cjk
          xvfb xdotool x11-apps   # tests drive the real app on Xvfb (x11-apps: xwd)
          dbus at-spi2-core python3-pyatspi)  # and listen to it as a screen reader does
missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing: ${missing[*]}"
    sudo_cmd=()
    [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
    "${sudo_cmd[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

build_dir=${GG_BUILD_DIR:-build}
werror=()
[ -z "${GG_WARNINGS_AS_ERRORS:-}" ] || werror=(-DGG_WARNINGS_AS_ERRORS="$GG_WARNINGS_AS_ERRORS")
cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=${GG_BUILD_TYPE:-RelWithDebInfo} \
    "${werror[@]}" ${GG_CMAKE_ARGS:-}
cmake --build "$build_dir" -j"$(nproc)"
