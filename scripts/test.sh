#!/usr/bin/env bash
# Runs every test: Rust format and lint, Rust unit and HTTP tests (against a private
# PostgreSQL that the tests start), API contract fuzzing (schemathesis against a real
# `hire serve` with demo data), the web app's unit tests, type check, lint and bundle-size
# check, and the browser tests (headless Chromium against a real `hire serve`).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install.sh

export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/hire/target}"
export npm_config_loglevel=error
# Plain output: the summary lines below are read with grep.
export NO_COLOR=1 FORCE_COLOR=0

test_cluster="$CARGO_TARGET_DIR/debug/hire-test-pg"
stop_test_cluster() {
  # The tests share one private cluster; SIGINT is PostgreSQL's "fast shutdown".
  local data pid
  data=$(cat "$test_cluster/data-dir" 2>/dev/null) || return 0
  pid=$(head -n 1 "$data/postmaster.pid" 2>/dev/null) || return 0
  kill -INT "$pid" 2>/dev/null || true
}
trap stop_test_cluster EXIT

echo "== Rust format and lint"
cargo fmt --check
cargo clippy --workspace --all-targets -- -D warnings

echo "== Rust tests"
cargo build -p api --bin hire
logs=$(mktemp -d)

echo "== Web API types against the server's OpenAPI document"
# The committed api.gen.ts must be what this server's document generates: a change of a request
# or response shows here, before any test that would only notice it at run time.
(cd web && HIRE_BIN="$CARGO_TARGET_DIR/debug/hire" npm run --silent api-types -- --out "$logs/api.gen.ts")
if ! diff -u web/src/types/api.gen.ts "$logs/api.gen.ts" >"$logs/api-types.diff"; then
  head -n 80 "$logs/api-types.diff"
  echo "web/src/types/api.gen.ts is not what the server's OpenAPI document generates (diff above, whole in $logs/api-types.diff)." >&2
  echo "Regenerate it: (cd web && HIRE_BIN=$CARGO_TARGET_DIR/debug/hire npm run api-types), fix what no longer type-checks (npm run typecheck), and commit both." >&2
  exit 1
fi
cargo test --workspace 2>&1 | tee "$logs/rust.log"

echo "== API contract fuzzing"
bash scripts/fuzz.sh 2>&1 | tee "$logs/fuzz.log"

echo "== Web unit tests"
(cd web && npm test) 2>&1 | tee "$logs/web.log"

echo "== Web type check and lint"
(cd web && npm run typecheck && npm run lint)

echo "== Web build and bundle size"
(cd web && npm run build && npm run size)

echo "== Browser tests"
(cd web && HIRE_BIN="$CARGO_TARGET_DIR/debug/hire" npm run test:e2e) 2>&1 | tee "$logs/e2e.log"

# Adds up "N passed" over a log (cargo: "test result: ok. N passed", vitest: "Tests  N passed").
passed_in() {
  sed 's/\x1b\[[0-9;]*m//g' "$1" | { grep -Eo "$2" || true; } | { grep -Eo '[0-9]+' || true; } | awk '{s += $1} END {print s + 0}'
}
rust=$(passed_in "$logs/rust.log" '^test result: ok\. [0-9]+ passed')
web=$(passed_in "$logs/web.log" 'Tests +[0-9]+ passed')
e2e=$(passed_in "$logs/e2e.log" 'Tests +[0-9]+ passed')
echo "Rust $rust, web $web, browser $e2e."
grep -E '^schemathesis: [0-9]+ cases, [0-9]+ failures$' "$logs/fuzz.log" | tail -n 1
echo "all: $((rust + web + e2e)) passed, 0 failed"
