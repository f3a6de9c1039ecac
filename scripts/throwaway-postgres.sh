#!/usr/bin/env bash
# A throw-away PostgreSQL cluster for tests and benchmarks: `start DIR` creates one in DIR (PostgreSQL's own
# programs from the machine's packages; run as the postgres user when started by root), listens on a free port on
# 127.0.0.1 only, trusts local connections, and prints its URL. `stop DIR` stops it; the folder can then be removed.
set -euo pipefail
command="${1:?usage: throwaway-postgres.sh start|stop DIR}"
dir="$(realpath -m "${2:?usage: throwaway-postgres.sh start|stop DIR}")"
bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
[ -x "$bin/initdb" ] || { echo "PostgreSQL is not installed: apt-get install -y postgresql" >&2; exit 1; }

as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "$command" in
start)
  mkdir -p "$dir"
  [ "$(id -u)" = 0 ] && chown postgres "$dir"
  as_owner "$bin/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --no-locale >"$dir/initdb.log"
  for _ in 1 2 3 4 5; do
    port=$((20000 + RANDOM % 30000))
    if as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300" start >/dev/null; then
      echo "postgres://postgres@127.0.0.1:$port/postgres"
      exit 0
    fi
  done
  echo "PostgreSQL did not start: see $dir/server.log" >&2
  exit 1
  ;;
stop)
  as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null
  ;;
esac
