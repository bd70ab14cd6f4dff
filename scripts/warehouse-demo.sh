#!/usr/bin/env bash
# npm run warehouse:demo: a local PostgreSQL, the training server and two desks sharing one
# warehouse journal (scripts/warehouse-demo.ts says what each part is). As root on a fresh
# machine the bootstrap installs PostgreSQL (Debian's package) with the rest.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
. scripts/bootstrap.sh --quiet
electron-vite build --logLevel warn >&2
exec tsx scripts/warehouse-demo.ts
