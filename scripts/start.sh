#!/usr/bin/env bash
# Installs what is missing, builds, and starts the console on the demo server, served by the
# production console server (apps/console-server).
# With SEMAPHORE_URL=http://host:port it serves the console in front of that server instead.
# CONSOLE_PORT (default 8080), CONSOLE_HOST (default 127.0.0.1), DEMO_PORT (default 3000),
# CONSOLE_BASE (the console's web root path, default /), DEMO_ARGS (demo server flags, e.g. --faults).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

ensure_node
CONSOLE_PORT=${CONSOLE_PORT:-8080}
CONSOLE_HOST=${CONSOLE_HOST:-127.0.0.1}
CONSOLE_BASE=${CONSOLE_BASE:-/}
ensure_port_free "$CONSOLE_HOST" "$CONSOLE_PORT" "the console" CONSOLE_PORT
if [ -z "${SEMAPHORE_URL:-}" ]; then
  DEMO_PORT=${DEMO_PORT:-3000}
  ensure_port_free 127.0.0.1 "$DEMO_PORT" "the demo server" DEMO_PORT
fi
ensure_pnpm
ensure_deps

echo "› building"
pnpm exec turbo run build --filter=@semaphore-console/web --filter=@semaphore-console/demo-server \
  --filter=@semaphore-console/console-server --output-logs=errors-only >/dev/null

pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; }
trap cleanup EXIT INT TERM

if [ -z "${SEMAPHORE_URL:-}" ]; then
  mkdir -p .demo-data
  # shellcheck disable=SC2086 # DEMO_ARGS is a list of flags
  node apps/demo-server/dist/main.js --port "$DEMO_PORT" --data .demo-data/demo.json ${DEMO_ARGS:-} &
  pids+=($!)
  export SEMAPHORE_URL="http://127.0.0.1:$DEMO_PORT"
  if ! wait_for_http "$SEMAPHORE_URL/api/ping" 30; then
    echo "The demo server did not answer on $SEMAPHORE_URL within 30 s." >&2
    exit 1
  fi
  signin="Demo sign-in: admin / changeme"
else
  SEMAPHORE_URL=${SEMAPHORE_URL%/}
  if ! node -e 'fetch(process.argv[1],{signal:AbortSignal.timeout(5000)}).then(r=>process.exit(r.ok?0:2),()=>process.exit(1))' "$SEMAPHORE_URL/api/ping"; then
    echo >&2
    echo "  Warning: Semaphore does not answer GET $SEMAPHORE_URL/api/ping." >&2
    echo "  Check SEMAPHORE_URL (with the web root path, if Semaphore has one) and that the server" >&2
    echo "  runs. The console starts anyway and shows 'Semaphore cannot be reached' until it does." >&2
  fi
  signin="Sign in with your Semaphore account."
fi

node apps/console-server/dist/main.js --port "$CONSOLE_PORT" --host "$CONSOLE_HOST" \
  --semaphore-url "$SEMAPHORE_URL" --base "$CONSOLE_BASE" >/dev/null &
pids+=($!)
base=$(node -e 'const p=process.argv[1].split("/").filter(Boolean).join("/");console.log(p?`/${p}/`:"/")' "$CONSOLE_BASE")
url="http://$CONSOLE_HOST:$CONSOLE_PORT$base"
if ! wait_for_http "${url}healthz" 30; then
  echo "The console server did not start on $url." >&2
  exit 1
fi
echo
echo "  Semaphore Console: $url"
echo "  API server:        $SEMAPHORE_URL"
echo "  $signin"
echo "  (Ctrl+C stops it)"
echo
wait -n "${pids[@]}"
