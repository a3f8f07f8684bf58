# Shared steps of scripts/start.sh and scripts/test.sh. Each step does nothing when its tool is there.
export TURBO_TELEMETRY_DISABLED=1
export TURBO_NO_UPDATE_NOTIFIER=1
export DO_NOT_TRACK=1
PNPM_VERSION=10.34.8

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi
}

ensure_node() {
  local major
  major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
  if [ "$major" -lt 20 ]; then
    echo "Node 20.19 or newer is needed (found: $(node --version 2>/dev/null || echo none))." >&2
    exit 1
  fi
}

# pnpm: the global one when it has the right version, else a global install, else (no rights to
# npm's global folder, no root needed) a project-local one in .tools/pnpm, put first on PATH.
ensure_pnpm() {
  local local_bin="$PWD/.tools/pnpm/node_modules/.bin"
  if [ -x "$local_bin/pnpm" ]; then export PATH="$local_bin:$PATH"; fi
  if command -v pnpm >/dev/null 2>&1 && [ "$(pnpm --version)" = "$PNPM_VERSION" ]; then return; fi
  echo "› installing pnpm $PNPM_VERSION"
  if npm install -g "pnpm@$PNPM_VERSION" --silent 2>/dev/null && command -v pnpm >/dev/null 2>&1 &&
    [ "$(pnpm --version)" = "$PNPM_VERSION" ]; then
    return
  fi
  echo "  (no rights to install it globally: installing it in .tools/pnpm for this project)"
  npm install --prefix .tools/pnpm --no-save --silent "pnpm@$PNPM_VERSION"
  export PATH="$local_bin:$PATH"
}

# pnpm's own progress (one updating line on a terminal, a line per step otherwise): a cold install
# takes minutes on a slow machine, and a silent one looks stuck.
ensure_deps() {
  echo "› installing dependencies"
  local reporter=append-only
  if [ -t 1 ]; then reporter=default; fi
  pnpm install --frozen-lockfile --reporter="$reporter"
}

# Fails with a clear message when PORT on HOST is taken. $3 names the server, $4 the variable.
ensure_port_free() {
  local host=$1 port=$2 what=$3 variable=$4
  if ! node -e 'const s=require("net").createServer();s.once("error",()=>process.exit(1));s.listen(+process.argv[2],process.argv[1],()=>s.close())' "$host" "$port"; then
    echo "Port $port on $host (for $what) is already taken by another program." >&2
    echo "Stop that program, or choose another port: $variable=$((port + 1)) bash scripts/start.sh" >&2
    exit 1
  fi
}

# Whether URL answers any HTTP status within 2 s.
http_answers() {
  node -e 'fetch(process.argv[1],{signal:AbortSignal.timeout(2000)}).then(async r=>{await r.body?.cancel();process.exit(0)},()=>process.exit(1))' "$1"
}

# The last lines of a server's output file LOG, indented, on stderr.
show_log() {
  if [ -s "$1" ]; then tail -n 25 "$1" | sed 's/^/    | /' >&2; else echo "    (no output)" >&2; fi
}

# Starts a server in the background: its stdout and stderr go to the file LOG, its pid to
# $server_pid. Usage: start_server LOG command [args...]
start_server() {
  local log=$1
  shift
  "$@" >"$log" 2>&1 &
  server_pid=$!
}

# Waits until the server started with start_server answers, and makes sure it is that server: its
# own output says it listens (a line matching READY, so a program that took the port in the
# meantime does not count) and it is still running. Returns 1 with the end of its output on stderr
# when it exits first or has not started within SECONDS seconds.
# Usage: await_server WHAT PID LOG READY URL SECONDS
await_server() {
  local what=$1 pid=$2 log=$3 ready=$4 url=$5 seconds=$6
  local deadline=$((SECONDS + seconds))
  while :; do
    if ! kill -0 "$pid" 2>/dev/null; then
      local status=0
      wait "$pid" 2>/dev/null || status=$?
      echo "$what stopped while starting (exit status $status). Its output:" >&2
      show_log "$log"
      return 1
    fi
    if grep -qF -- "$ready" "$log" 2>/dev/null && http_answers "$url" && kill -0 "$pid" 2>/dev/null; then
      return 0
    fi
    if [ "$SECONDS" -ge "$deadline" ]; then
      echo "$what did not start within $seconds s. Its output:" >&2
      show_log "$log"
      return 1
    fi
    sleep 0.2
  done
}

ensure_chromium() {
  if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then return; fi
  echo "› installing Debian's chromium"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq chromium >/dev/null
}

# Debian's nginx (with its brotli_static module), for the reverse-proxy recipe tests (deploy/nginx).
# The tests run nginx as their own non-daemon process on a loopback port; on a machine with an
# init system, Debian also starts its nginx service (port 80), which the tests do not use.
ensure_nginx() {
  if [ -x "${NGINX_PATH:-/usr/sbin/nginx}" ] && [ -e /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]; then return; fi
  echo "› installing Debian's nginx"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends \
    nginx libnginx-mod-http-brotli-static >/dev/null
}

# Debian's caddy, for the Caddy recipe tests (deploy/caddy). Like nginx, the tests run their own
# `caddy run` on a loopback port.
ensure_caddy() {
  if [ -x "${CADDY_PATH:-/usr/bin/caddy}" ]; then return; fi
  echo "› installing Debian's caddy"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends caddy >/dev/null
}
