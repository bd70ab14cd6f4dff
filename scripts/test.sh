#!/usr/bin/env bash
# The whole test suite: typecheck, lint, unit + integration (vitest) and e2e (Playwright in
# Debian's Chromium). Real parts: the keyring is a gnome-keyring under dbus-run-session, the
# printer is a CUPS queue, the server is the embedded sandbox over HTTP. Ends with one line
# "N passed, N failed[, N skipped]" counting every check and test; exits non-zero on a failure.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
. scripts/bootstrap.sh || exit 1
# A test build (electron/main/app/development.ts): the scale tests' socat pairs are /dev/pts/N.
export SHIPPING_STATION_DEV=1

results=test-results
rm -rf "$results" && mkdir -p "$results"
checks="$results/checks.tsv"
: >"$checks"

check() { # check NAME COMMAND...: one counted check
  local name=$1; shift
  echo "== $name"
  if "$@"; then printf '%s\tpassed\n' "$name" >>"$checks"; else printf '%s\tfailed\n' "$name" >>"$checks"; fi
}

check "typecheck (node)" tsc -p tsconfig.node.json --noEmit
check "typecheck (renderer)" tsc -p tsconfig.web.json --noEmit
check "lint (layers included)" eslint --max-warnings 0 .
check "format (prettier --check)" prettier --check --log-level warn .

# CUPS for the printing tests (as root on a desk-like machine); tests add their own queues.
if [ "$(id -u)" = 0 ] && command -v cupsd >/dev/null 2>&1 && ! lpstat -r >/dev/null 2>&1; then
  cupsd && for _ in $(seq 1 50); do lpstat -r >/dev/null 2>&1 && break; sleep 0.1; done
fi

echo "== build"
check "build (electron-vite)" electron-vite build --logLevel warn

echo "== vitest (unit, renderer, integration) inside a private D-Bus session with an unlocked keyring"
# A keyring of our own: a fresh folder each run, so a login keyring left on the machine with
# another password can never be the one that answers (it would stay locked).
keyring_home=$(mktemp -d)
trap 'rm -rf "$keyring_home"' EXIT
with_keyring() {
  dbus-run-session -- env XDG_DATA_HOME="$keyring_home" bash -c '
    printf %s "shipping-station-test" | gnome-keyring-daemon --unlock --components=secrets >/dev/null 2>&1
    exec "$@"' with-keyring "$@" 2> >(grep -v -E "^dbus-daemon\[|Failed to set fd limit" >&2)
}

with_keyring vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json

echo "== e2e (Playwright, Debian Chromium)"
with_keyring playwright test

node scripts/summarize.mjs "$checks" "$results/vitest.json" "$results/playwright.json"
