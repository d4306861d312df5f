#!/usr/bin/env bash
# Builds the installable packages in ./build:
#   build/gridgames_<version>_<arch>.deb        (Depends computed by dpkg-shlibdeps)
#   build/gridgames-<version>-Linux-<arch>.tar.gz
# Installs what is missing (like tools/setup.sh, which it runs first to build), then cpack.
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

tools/setup.sh
build_dir=${GG_BUILD_DIR:-build}
rm -f "$build_dir"/gridgames_*.deb "$build_dir"/gridgames-*.tar.gz
(cd "$build_dir" && cpack -G "DEB;TGZ")
ls -l "$build_dir"/gridgames_*.deb "$build_dir"/gridgames-*.tar.gz
