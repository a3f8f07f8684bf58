#!/usr/bin/env bash
# Installs what is missing, builds, and starts the console on the demo server.
# With SEMAPHORE_URL=http://host:port it serves the console in front of that server instead.
# Ports: CONSOLE_PORT (default 8080), DEMO_PORT (default 3000); CONSOLE_HOST (default 127.0.0.1).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

ensure_node
ensure_pnpm
ensure_deps
echo "› building"
pnpm exec turbo run build --filter=@semaphore-console/web --filter=@semaphore-console/demo-server \
  --output-logs=errors-only >/dev/null

CONSOLE_PORT=${CONSOLE_PORT:-8080}
CONSOLE_HOST=${CONSOLE_HOST:-127.0.0.1}
pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; }
trap cleanup EXIT INT TERM

if [ -z "${SEMAPHORE_URL:-}" ]; then
  DEMO_PORT=${DEMO_PORT:-3000}
  mkdir -p .demo-data
  node apps/demo-server/dist/main.js --port "$DEMO_PORT" --data .demo-data/demo.json &
  pids+=($!)
  export SEMAPHORE_URL="http://127.0.0.1:$DEMO_PORT"
  node -e 'const u=process.argv[1];const t=Date.now();(async function poll(){try{await fetch(u);}catch{if(Date.now()-t>30000)process.exit(1);setTimeout(poll,200);}})()' "$SEMAPHORE_URL/api/ping"
  signin="Demo sign-in: admin / changeme"
else
  signin="Sign in with your Semaphore account."
fi

(cd apps/web && exec node_modules/.bin/vite preview --host "$CONSOLE_HOST" --port "$CONSOLE_PORT" --strictPort) &
pids+=($!)
sleep 1
echo
echo "  Semaphore Console: http://$CONSOLE_HOST:$CONSOLE_PORT/"
echo "  API server:        $SEMAPHORE_URL"
echo "  $signin"
echo "  (Ctrl+C stops it)"
echo
wait -n "${pids[@]}"
