#!/usr/bin/env bash
# Builds the web app and the server, then runs Hire at http://localhost:8080 with its
# embedded defaults: a private PostgreSQL under .hire/ that it starts and stops itself,
# search in that PostgreSQL, files on local disk. Extra arguments go to `hire`.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install.sh
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/hire/target}"
(cd web && npm_config_loglevel=error npm run build)
cargo build --release -p api --bin hire
exec "$CARGO_TARGET_DIR/release/hire" "$@"
