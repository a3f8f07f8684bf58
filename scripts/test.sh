#!/usr/bin/env bash
# Installs what is missing (pnpm, dependencies, Debian's chromium, nginx and caddy), then runs lint,
# typecheck, every package's unit tests, the builds and the end-to-end suite in headless Chromium
# (once through the console server, and the deployment journey again through the nginx recipe).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

ensure_node
ensure_pnpm
ensure_chromium
ensure_nginx
ensure_caddy
ensure_deps

log=$(mktemp)
trap 'rm -f "$log"' EXIT
set +e
pnpm exec turbo run lint //#lint:repo typecheck test build e2e --concurrency=2 --continue --output-logs=new-only \
  2>&1 | tee "$log"
status=${PIPESTATUS[0]}
set -e

# One plain closing line for every runner: the sum of Vitest's and Playwright's counts.
summary=$(sed 's/\x1b\[[0-9;]*m//g' "$log" | node scripts/count-tests.mjs)
echo
echo "$summary"
exit "$status"
