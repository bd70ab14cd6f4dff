#!/usr/bin/env bash
# Builds the renderer, then runs a command with the project's toolchain.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
. scripts/bootstrap.sh --quiet --no-system
electron-vite build --logLevel warn >&2
exec "$@"
