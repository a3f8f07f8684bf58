#!/usr/bin/env bash
# Installs what is missing, builds, and starts the console on the demo server, served by the
# production console server (apps/console-server).
# With SEMAPHORE_URL=http://host:port it serves the console in front of that server instead.
# CONSOLE_PORT (default 8080), CONSOLE_HOST (default 127.0.0.1), DEMO_PORT (default 3000),
# CONSOLE_BASE (the console's web root path, default /), DEMO_ARGS (demo server flags, e.g. --faults).
# The servers' output goes to .demo-data/logs/; when one fails or stops, its last lines are shown.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

ensure_node
CONSOLE_PORT=${CONSOLE_PORT:-8080}
CONSOLE_HOST=${CONSOLE_HOST:-127.0.0.1}
CONSOLE_BASE=${CONSOLE_BASE:-/}
DEMO_PORT=${DEMO_PORT:-3000}

# The ports: before the install (a taken port fails at once, not after minutes) and again right
# before each server starts (another program may have taken one meanwhile).
check_ports() {
  ensure_port_free "$CONSOLE_HOST" "$CONSOLE_PORT" "the console" CONSOLE_PORT
  if [ -z "${SEMAPHORE_URL:-}" ]; then
    ensure_port_free 127.0.0.1 "$DEMO_PORT" "the demo server" DEMO_PORT
  fi
}
check_ports
ensure_pnpm
ensure_deps

echo "› building (each package as it starts; a first build takes a minute or two)"
pnpm exec turbo run build --filter=@semaphore-console/web --filter=@semaphore-console/demo-server \
  --filter=@semaphore-console/console-server --output-logs=hash-only

pids=()
names=()
logs=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; }
trap cleanup EXIT
trap 'exit 130' INT TERM
logdir=.demo-data/logs
mkdir -p "$logdir"

check_ports
if [ -z "${SEMAPHORE_URL:-}" ]; then
  # shellcheck disable=SC2086 # DEMO_ARGS is a list of flags
  start_server "$logdir/demo-server.log" node apps/demo-server/dist/main.js --port "$DEMO_PORT" \
    --host 127.0.0.1 --data .demo-data/demo.json ${DEMO_ARGS:-}
  pids+=("$server_pid") names+=("The demo server") logs+=("$logdir/demo-server.log")
  export SEMAPHORE_URL="http://127.0.0.1:$DEMO_PORT"
  await_server "The demo server" "$server_pid" "$logdir/demo-server.log" \
    "listening on http://127.0.0.1:$DEMO_PORT" "$SEMAPHORE_URL/api/ping" 30 || exit 1
  signin="Demo sign-in: admin / changeme"
else
  SEMAPHORE_URL=${SEMAPHORE_URL%/}
  if ! http_answers "$SEMAPHORE_URL/api/ping"; then
    echo >&2
    echo "  Warning: Semaphore does not answer GET $SEMAPHORE_URL/api/ping." >&2
    echo "  Check SEMAPHORE_URL (with the web root path, if Semaphore has one) and that the server" >&2
    echo "  runs. The console starts anyway and shows 'Semaphore cannot be reached' until it does." >&2
  fi
  signin="Sign in with your Semaphore account."
fi

ensure_port_free "$CONSOLE_HOST" "$CONSOLE_PORT" "the console" CONSOLE_PORT
start_server "$logdir/console-server.log" node apps/console-server/dist/main.js \
  --port "$CONSOLE_PORT" --host "$CONSOLE_HOST" --semaphore-url "$SEMAPHORE_URL" --base "$CONSOLE_BASE"
pids+=("$server_pid") names+=("The console server") logs+=("$logdir/console-server.log")
base=$(node -e 'const p=process.argv[1].split("/").filter(Boolean).join("/");console.log(p?`/${p}/`:"/")' "$CONSOLE_BASE")
shown_host=$CONSOLE_HOST
case $shown_host in *:*) shown_host="[$shown_host]" ;; esac
url="http://$shown_host:$CONSOLE_PORT$base"
await_server "The console server" "$server_pid" "$logdir/console-server.log" \
  "listening on $url" "${url}healthz" 30 || exit 1

echo
echo "  Semaphore Console: $url"
echo "  API server:        $SEMAPHORE_URL"
echo "  $signin"
echo "  Server output:     $logdir/"
echo "  (Ctrl+C stops it)"
echo

# Until one of the servers stops: then say which, with its last lines, and stop the other.
set +e
wait -n "${pids[@]}"
status=$?
set -e
for i in "${!pids[@]}"; do
  if ! kill -0 "${pids[$i]}" 2>/dev/null; then
    echo "${names[$i]} stopped (exit status $status). Its last output:" >&2
    show_log "${logs[$i]}"
  fi
done
exit 1
