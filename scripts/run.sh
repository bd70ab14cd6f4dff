#!/usr/bin/env bash
# Runs a command with the project's toolchain (Node 24, node_modules/.bin) after bootstrapping.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh" --quiet --no-system
exec "$@"
