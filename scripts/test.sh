#!/usr/bin/env bash
# Runs every test: Rust unit and HTTP tests (against a private PostgreSQL that the tests
# start), the web app's unit tests, its bundle-size check, and the browser tests (headless
# Chromium against a real `hire serve`).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install.sh

export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/hire/target}"
export npm_config_loglevel=error

test_cluster="$CARGO_TARGET_DIR/debug/hire-test-pg"
stop_test_cluster() {
  # The tests share one private cluster; SIGINT is PostgreSQL's "fast shutdown".
  local data pid
  data=$(cat "$test_cluster/data-dir" 2>/dev/null) || return 0
  pid=$(head -n 1 "$data/postmaster.pid" 2>/dev/null) || return 0
  kill -INT "$pid" 2>/dev/null || true
}
trap stop_test_cluster EXIT

echo "== Rust tests"
cargo build --locked -p api --bin hire
logs=$(mktemp -d)
cargo test --locked --workspace 2>&1 | tee "$logs/rust.log"

echo "== Web unit tests"
(cd web && npm test) 2>&1 | tee "$logs/web.log"

echo "== Web build and bundle size"
(cd web && npm run build && npm run size)

echo "== Browser tests"
(cd web && HIRE_BIN="$CARGO_TARGET_DIR/debug/hire" npm run test:e2e) 2>&1 | tee "$logs/e2e.log"

# cargo prints "N passed;" per test binary, vitest "Tests  N passed (N)".
rust=$(grep -Eo '^test result: ok\. [0-9]+ passed' "$logs/rust.log" | awk '{s += $4} END {print s + 0}')
web=$(grep -Eo 'Tests +[0-9]+ passed' "$logs/web.log" | awk '{s += $2} END {print s + 0}')
e2e=$(grep -Eo 'Tests +[0-9]+ passed' "$logs/e2e.log" | awk '{s += $2} END {print s + 0}')
echo "Rust $rust, web $web, browser $e2e."
echo "all: $((rust + web + e2e)) passed, 0 failed"
