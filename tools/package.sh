#!/usr/bin/env bash
# Builds the installable packages from a Release build in ./build-package:
#   build-package/gridgames_<version>_<arch>.deb        (Depends computed by dpkg-shlibdeps)
#   build-package/gridgames-<version>-Linux-<arch>.tar.gz
# Installs what is missing, builds with tools/setup.sh (CMAKE_BUILD_TYPE=Release, only what
# the package holds: no tests, no benchmarks), then cpack. Environment: GG_PACKAGE_BUILD_DIR
# (build-package), GG_WARNINGS_AS_ERRORS (unset: the CMake default, off; CI sets ON),
# GG_CMAKE_ARGS (more cmake arguments).
set -euo pipefail
cd "$(dirname "$0")/.."

# dpkg-dev: dpkg-shlibdeps for the Depends line; file: CPack finds the programs with it;
# desktop-file-utils + appstream: the desktop_integration test validates the data files.
packages=(dpkg-dev file desktop-file-utils appstream)
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

build_dir=${GG_PACKAGE_BUILD_DIR:-build-package}
GG_BUILD_DIR=$build_dir GG_BUILD_TYPE=Release \
    GG_CMAKE_ARGS="-DGG_BUILD_TESTS=OFF -DGG_BUILD_BENCH=OFF ${GG_CMAKE_ARGS:-}" tools/setup.sh
grep -qx "CMAKE_BUILD_TYPE:STRING=Release" "$build_dir/CMakeCache.txt" ||
    { echo "package.sh: $build_dir is not a Release build" >&2; exit 1; }
rm -f "$build_dir"/gridgames_*.deb "$build_dir"/gridgames-*.tar.gz
(cd "$build_dir" && cpack -G "DEB;TGZ")
ls -l "$build_dir"/gridgames_*.deb "$build_dir"/gridgames-*.tar.gz
