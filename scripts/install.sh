#!/usr/bin/env bash
# Installs what Hire's build and tests need and a fresh machine may lack: PostgreSQL server
# binaries, Node.js with npm, Chromium (browser tests), and the web app's npm packages.
# Safe to run again: it installs only what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null || command -v initdb >/dev/null || [ -n "${HIRE_PG_BIN:-}" ] || missing+=(postgresql)
command -v node >/dev/null || missing+=(nodejs)
command -v npm >/dev/null || missing+=(npm)
[ -x /usr/bin/chromium ] || missing+=(chromium)

if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "Hire needs these Debian packages: ${missing[*]}. Install them (sudo apt-get install ${missing[*]}) and run this again." >&2
    exit 1
  fi
  echo "Installing ${missing[*]} …"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

command -v cargo >/dev/null || { echo "Hire needs a Rust toolchain (https://rustup.rs)." >&2; exit 1; }

if [ ! -d web/node_modules ] || [ web/package-lock.json -nt web/node_modules/.package-lock.json ]; then
  echo "Installing the web app's packages …"
  # `npm install`, not `npm ci`: the lock pins every version, but npm 11 as configured here
  # writes locks without other platforms' optional packages and then `npm ci` rejects them.
  (cd web && npm_config_loglevel=error npm install --no-audit --no-fund)
fi
