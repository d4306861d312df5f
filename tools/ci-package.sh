#!/usr/bin/env bash
# CI step after tools/test.sh: builds the packages with tools/package.sh (a Release build of
# its own in build-package, warnings as errors, so CI proves the Release build too), installs
# the .deb the way a user would (apt-get install ./file.deb), starts the installed program
# offscreen, takes a screenshot, then removes the package and checks that none of its files
# is left.
# Replaces an installed gridgames package: meant for CI machines, not a player's desktop.
set -euo pipefail
cd "$(dirname "$0")/.."
sudo_cmd=()
[ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
export DEBIAN_FRONTEND=noninteractive
fail() { echo "ci-package: FAIL: $*" >&2; exit 1; }

start=$(date +%s)
# package.sh installs dpkg-dev and file (cpack) and the two validators used below.
GG_WARNINGS_AS_ERRORS=${GG_WARNINGS_AS_ERRORS:-ON} tools/package.sh
build_dir=$(cd "${GG_PACKAGE_BUILD_DIR:-build-package}" && pwd)
grep -qx "CMAKE_BUILD_TYPE:STRING=Release" "$build_dir/CMakeCache.txt" || fail "not a Release build"
grep -qx "GG_WARNINGS_AS_ERRORS:BOOL=ON" "$build_dir/CMakeCache.txt" ||
    fail "built without GG_WARNINGS_AS_ERRORS"
echo "ci-package: Release build and cpack: $(( $(date +%s) - start )) s"
deb=$(ls "$build_dir"/gridgames_*.deb)
ls -l "$deb" "$build_dir"/gridgames-*.tar.gz
dpkg-deb --field "$deb" Package Version Depends Recommends

# The package carries the programs and the desktop integration.
contents=$(dpkg-deb --contents "$deb")
for f in usr/bin/gridgames usr/bin/gridgames-cli usr/bin/pbrain-gridgames \
         usr/share/applications/gridgames.desktop \
         usr/share/icons/hicolor/scalable/apps/gridgames.svg \
         usr/share/icons/hicolor/48x48/apps/gridgames.png \
         usr/share/metainfo/io.github.gridgames.GridGames.metainfo.xml \
         usr/share/man/man6/gridgames.6.gz usr/share/man/man6/gridgames-cli.6.gz \
         usr/share/man/man6/pbrain-gridgames.6.gz usr/share/doc/gridgames/copyright; do
    grep -q "\./$f\$" <<<"$contents" || fail "$f missing from $deb"
done
grep -q "libqt6widgets6" <<<"$(dpkg-deb --field "$deb" Depends)" ||
    fail "Depends does not name the Qt runtime (dpkg-shlibdeps did not run?)"

"${sudo_cmd[@]}" apt-get install -y -qq "$deb" >/dev/null
files=$(dpkg -L gridgames)
version=$(/usr/bin/gridgames --version)
echo "installed: $version"
grep -q "$(dpkg-deb --field "$deb" Version)" <<<"$version" || fail "--version says '$version'"
/usr/bin/gridgames-cli --version
echo "left 2 2 0 0 0 0 0 0 0 0 0 0 0 0 0 0" | /usr/bin/gridgames-cli 2048 move | grep -q "^4 4 0" ||
    fail "gridgames-cli 2048 move"

desktop-file-validate /usr/share/applications/gridgames.desktop
appstreamcli validate --no-net /usr/share/metainfo/io.github.gridgames.GridGames.metainfo.xml >/dev/null ||
    fail "appstreamcli validate"

shots=$(mktemp -d)
for lang in en zh_TW; do
    QT_QPA_PLATFORM=offscreen /usr/bin/gridgames --screenshot "$shots/$lang.png" --game 2048 --lang "$lang"
    info=$(file "$shots/$lang.png")
    grep -q "PNG image data, 1000 x 720" <<<"$info" || fail "screenshot: $info"
    # A blank or broken window compresses to a few KB; the drawn board is far larger.
    size=$(stat -c %s "$shots/$lang.png")
    [ "$size" -gt 20000 ] || fail "screenshot $lang is only $size bytes"
    echo "screenshot $lang: $size bytes"
done
rm -rf "$shots"

"${sudo_cmd[@]}" apt-get remove -y -qq gridgames >/dev/null
left=0
while IFS= read -r f; do
    # Directories are shared with other packages (/usr/bin, …); files must all be gone.
    if [ -e "$f" ] && [ ! -d "$f" ]; then echo "left behind: $f"; left=1; fi
done <<<"$files"
[ $left -eq 0 ] || fail "files left after apt-get remove"
dpkg-query -W -f='${Status}' gridgames 2>/dev/null | grep -q "install ok installed" && fail "still installed"
echo "ci-package: ok ($(( $(date +%s) - start )) s): built (Release), installed, started, removed cleanly"
