#!/usr/bin/env bash
# Runs tests on PostgreSQL: starts a throw-away cluster (scripts/throwaway-postgres.sh), runs `bun run test` (the
# suite's flags, package.json) with TEST_DATABASE_URL pointing at it (each test gets a database of its own), then
# stops and removes the cluster. Arguments go to `bun test` after those flags (the whole suite with none).
set -euo pipefail
cd "$(dirname "$0")/.."
dir="$(mktemp -d)"
url="$(scripts/throwaway-postgres.sh start "$dir")"
trap 'scripts/throwaway-postgres.sh stop "$dir"; rm -rf "$dir"' EXIT
TEST_DATABASE_URL="$url" bun run test "$@"
