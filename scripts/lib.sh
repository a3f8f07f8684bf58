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

ensure_pnpm() {
  if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version)" != "$PNPM_VERSION" ]; then
    echo "› installing pnpm $PNPM_VERSION"
    npm install -g "pnpm@$PNPM_VERSION" --silent
  fi
}

ensure_deps() {
  echo "› installing dependencies"
  pnpm install --frozen-lockfile --reporter=silent
}

ensure_chromium() {
  if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then return; fi
  echo "› installing Debian's chromium"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq chromium >/dev/null
}
