#!/usr/bin/env bash
# Runs every benchmark in test/bench/ (one process each, so one cannot warm up another) and
# prints their results: one JSON object per line with a "bench" name and its figures.
# Progress and diagnostics go to stderr, so stdout is only the JSON lines.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
. scripts/bootstrap.sh --quiet || exit 1
# A test build (electron/main/app/development.ts): the scale bench's socat pair is /dev/pts/N.
export SHIPPING_STATION_DEV=1
status=0
for file in test/bench/*.bench.ts; do
  [ -e "$file" ] || continue
  echo "bench: $file" >&2
  tsx "$file" || { echo "bench: $file failed" >&2; status=1; }
done
exit $status
