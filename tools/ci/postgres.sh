#!/usr/bin/env bash
# Starts a throw-away PostgreSQL server for the api's DATABASE_URL tests and prints its URL.
# Used by .ci/run; installs Debian's postgresql when no server binary is on the machine.
set -euo pipefail
port="${1:-5499}"
# A port still held by an earlier run is skipped rather than failing the start.
while (echo >"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do port=$((port + 1)); done
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bin" ] || [ ! -x "$bin/postgres" ]; then
  apt-get update >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends postgresql >&2
  bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
fi
dir=$(mktemp -d /tmp/platform-pg.XXXXXX)
run() { if [ "$(id -u)" -eq 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
[ "$(id -u)" -eq 0 ] && chown postgres "$dir"
run "'$bin/initdb' -D '$dir/data' -A trust -U postgres >/dev/null"
run "'$bin/pg_ctl' -D '$dir/data' -o '-p $port -k $dir -c listen_addresses=127.0.0.1' -l '$dir/log' -w start >/dev/null"
run "'$bin/createdb' -h 127.0.0.1 -p $port -U postgres platform_test"
echo "postgres://postgres@127.0.0.1:$port/platform_test"
