#!/usr/bin/env bash
# Starts Shipping Station. With no API configured it runs in training mode against the embedded
# sandbox. The Electron binary cannot be downloaded on every machine (no internet but the npm
# registry); when it is missing, the same app runs in the browser host and we say why.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# As root on a fresh desk this also installs CUPS (printing), the keyring and Chromium (the
# browser the browser host is opened in).
. scripts/bootstrap.sh --quiet
electron-vite build --logLevel warn >&2
# Ask the package's path.txt, never require("electron"): that would start its download script.
if [ -f node_modules/electron/path.txt ] && [ -x "node_modules/electron/dist/$(cat node_modules/electron/path.txt)" ]; then
  exec electron . "$@"
fi
echo "start: the Electron binary is not installed here (its download is not reachable); starting the browser host instead." >&2
exec node out/main/host.js "$@"
