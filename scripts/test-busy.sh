#!/usr/bin/env bash
# Runs the whole suite (`bun run test`) several times in a row while CPU-bound processes keep every core busy, to
# prove no test depends on how fast the machine is. Usage: scripts/test-busy.sh [runs=3] [busy processes=2].
# Stops at the first failing run; the busy processes are stopped however it ends.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-3}"
busy="${2:-2}"
pids=()
trap 'kill "${pids[@]}" 2>/dev/null || true' EXIT
for _ in $(seq "$busy"); do
  # A CPU-bound loop that never yields: the same pressure as a build or a browser beside the suite.
  bun -e 'for (;;) Math.sqrt(Math.random())' &
  pids+=("$!")
done
for run in $(seq "$runs"); do
  started=$SECONDS
  echo "── busy run $run of $runs (beside $busy CPU-bound processes)"
  bun run test
  echo "── busy run $run passed in $((SECONDS - started)) s"
done
