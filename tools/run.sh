#!/usr/bin/env bash
# Install what is missing, build, and start Grid Games.
set -euo pipefail
cd "$(dirname "$0")/.."
tools/setup.sh
exec "${GG_BUILD_DIR:-build}/app/gridgames" "$@"
