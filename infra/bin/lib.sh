# Shared shell steps for infra/bin/start, infra/bin/test and .ci/run (sourced, not executed).
# Everything here must work on a fresh Debian machine before any node_modules exist.

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
INFRA="$ROOT/infra"
PNPM_VERSION="12.21.0"
NODE_MIN="20.19.0"

say() { printf '\033[1;36m[seats]\033[0m %s\n' "$*"; }
fail() { printf '\033[1;31m[seats]\033[0m %s\n' "$*" >&2; exit 1; }

# Root can apt-get directly; anyone else needs sudo in the printed hint.
apt_prefix() { if [ "$(id -u)" = 0 ]; then echo ""; else echo "sudo "; fi; }

require_node() {
  command -v node >/dev/null 2>&1 || fail "Node.js is missing: install Node ${NODE_MIN}+ (e.g. $(apt_prefix)apt-get install -y nodejs, or from nodejs.org)."
  local v
  v="$(node -p 'process.versions.node')"
  node -e '
    const [a, b] = process.argv.slice(1).map((s) => s.split(".").map(Number));
    const ok = a[0] > b[0] || (a[0] === b[0] && (a[1] > b[1] || (a[1] === b[1] && a[2] >= b[2])));
    process.exit(ok ? 0 : 1);' "$v" "$NODE_MIN" \
    || fail "Node.js $v is too old: ${NODE_MIN} or newer is needed."
}

# pnpm comes through npx so a clean machine needs nothing but Node; its bin dir goes on PATH for children.
use_pnpm() {
  local bin
  bin="$(npx -y -p "pnpm@${PNPM_VERSION}" -c 'command -v pnpm' 2>/dev/null | tail -n 1)" \
    || fail "could not get pnpm ${PNPM_VERSION} through npx (is the npm registry reachable?)"
  [ -x "$bin" ] || fail "could not get pnpm ${PNPM_VERSION} through npx"
  export PATH="$(dirname "$bin"):$PATH"
}

install_deps() {
  if [ "${SEATS_SKIP_INSTALL:-}" = 1 ]; then say "skipping dependency install (SEATS_SKIP_INSTALL=1)"; return; fi
  say "installing dependencies (pnpm ${PNPM_VERSION}, frozen lockfile)"
  # node-gyp must use the machine's Node headers instead of downloading them.
  if [ -d /usr/include/node ]; then export npm_config_nodedir="${npm_config_nodedir:-/usr}"; fi
  # Chromium comes from Debian; Playwright must never fetch its own.
  export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
  local cmd=(pnpm install --frozen-lockfile --reporter=append-only) started=$SECONDS
  # One install at a time per machine: several checkouts may share the pnpm store.
  if command -v flock >/dev/null 2>&1; then
    flock /tmp/pnpm.lock "${cmd[@]}" || fail "pnpm install failed"
  else
    "${cmd[@]}" || fail "pnpm install failed"
  fi
  # Reported with the other timings by the test run.
  export SEATS_INSTALL_SECONDS=$((SECONDS - started))
}

# host and port of a URL such as mysql://user:pw@host:3306/db
url_host() { local u="${1#*://}"; u="${u#*@}"; u="${u%%/*}"; echo "${u%%:*}"; }
url_port() { local u="${1#*://}"; u="${u#*@}"; u="${u%%/*}"; if [[ "$u" == *:* ]]; then echo "${u##*:}"; else echo "$2"; fi; }

answers() { (exec 3<>"/dev/tcp/$1/$2") >/dev/null 2>&1; }

wait_for() {
  local host="$1" port="$2" i
  for i in $(seq 1 60); do answers "$host" "$port" && return 0; sleep 0.5; done
  return 1
}

is_local() { [ "$1" = 127.0.0.1 ] || [ "$1" = localhost ] || [ "$1" = ::1 ]; }

ensure_mysql() {
  local url="${MYSQL_URL:-mysql://root@127.0.0.1:3306}" host port
  host="$(url_host "$url")"; port="$(url_port "$url" 3306)"
  answers "$host" "$port" && return 0
  is_local "$host" || fail "MySQL at $host:$port does not answer (MYSQL_URL=$url)."
  if [ ! -x /usr/sbin/mariadbd ] && [ ! -x /usr/sbin/mysqld ]; then
    fail "MySQL/MariaDB is not installed and nothing answers on $host:$port. Install it: $(apt_prefix)apt-get update && $(apt_prefix)apt-get install -y mariadb-server"
  fi
  [ "$(id -u)" = 0 ] || fail "MariaDB is installed but stopped; start it: sudo service mariadb start"
  say "starting MariaDB"
  local daemon=/usr/sbin/mariadbd
  [ -x "$daemon" ] || daemon=/usr/sbin/mysqld
  mkdir -p /run/mysqld && chown mysql:mysql /run/mysqld
  start-stop-daemon --start --oknodo --background --exec "$daemon" >/dev/null
  wait_for "$host" "$port" || fail "MariaDB did not start answering on $host:$port (see /var/log/mysql/)."
}

ensure_redis() {
  local url="${REDIS_URL:-redis://127.0.0.1:6379}" host port
  host="$(url_host "$url")"; port="$(url_port "$url" 6379)"
  answers "$host" "$port" && return 0
  is_local "$host" || fail "Redis at $host:$port does not answer (REDIS_URL=$url)."
  command -v redis-server >/dev/null 2>&1 \
    || fail "Redis is not installed and nothing answers on $host:$port. Install it: $(apt_prefix)apt-get update && $(apt_prefix)apt-get install -y redis-server"
  say "starting Redis"
  redis-server --daemonize yes --bind 127.0.0.1 --port "$port" --save "" --appendonly no >/dev/null
  wait_for "$host" "$port" || fail "Redis did not start answering on $host:$port."
}

# Hands over to a TypeScript entry in infra/dev, loaded through tsx without an extra child process.
run_ts() {
  local entry="$1"; shift
  exec node --import "$INFRA/node_modules/tsx/dist/loader.mjs" "$INFRA/dev/$entry" "$@"
}
