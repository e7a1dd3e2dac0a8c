#!/usr/bin/env bash
# Installs what Hire's build and tests need and a fresh machine may lack: PostgreSQL server
# binaries, Node.js with npm, Chromium (browser tests), HAProxy (several instances behind a
# load balancer), the web app's npm packages, and Python with schemathesis (API contract
# fuzzing). Safe to run again: it installs only what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null || command -v initdb >/dev/null || [ -n "${HIRE_PG_BIN:-}" ] || missing+=(postgresql)
command -v node >/dev/null || missing+=(nodejs)
command -v npm >/dev/null || missing+=(npm)
[ -x /usr/bin/chromium ] || missing+=(chromium)
# `kill`: a test pauses a PostgreSQL backend to deliver its notifications late.
command -v kill >/dev/null || missing+=(procps)
# HAProxy: the test of several instances (api/tests/api/instances.rs) puts three behind it.
command -v haproxy >/dev/null || missing+=(haproxy)
# Python 3 with venv and pip: schemathesis (API contract fuzzing, scripts/fuzz.sh) lives in a virtualenv.
if ! command -v python3 >/dev/null; then
  missing+=(python3 python3-venv)
elif ! python3 -c 'import venv, ensurepip' 2>/dev/null; then
  missing+=(python3-venv)
fi

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

# Schemathesis (scripts/fuzz.sh), pinned, in a virtualenv under the build output; (re)installed
# only when it is missing or broken (a run stopped while installing it), the pin below changed
# or the machine's Python did.
# Hypothesis and jsonschema-rs are pinned with it: they decide which cases are generated.
# openapi-spec-validator checks that the document is valid OpenAPI 3.1 before fuzzing.
schemathesis_packages=(schemathesis==4.32.5 hypothesis==6.170.15 jsonschema-rs==0.60.3 openapi-spec-validator==0.9.0)
schemathesis_venv="${CARGO_TARGET_DIR:-$HOME/.cache/hire/target}/schemathesis-venv"
schemathesis_stamp="${schemathesis_packages[*]} $(python3 --version)"
if [ "$(cat "$schemathesis_venv/installed" 2>/dev/null)" != "$schemathesis_stamp" ] ||
  ! "$schemathesis_venv/bin/python" -c 'import schemathesis' 2>/dev/null; then
  echo "Installing ${schemathesis_packages[0]} …"
  rm -rf "$schemathesis_venv"
  python3 -m venv "$schemathesis_venv"
  "$schemathesis_venv/bin/pip" install --quiet --disable-pip-version-check "${schemathesis_packages[@]}"
  echo "$schemathesis_stamp" >"$schemathesis_venv/installed"
fi

# An S3-compatible server for the files contract against a bucket (api/tests/api/file_store.rs):
# moto's server mode, pinned with the libraries it answers through.
moto_packages=("moto[server]==5.1.18" boto3==1.44.18 botocore==1.44.18 Flask==3.1.3 Werkzeug==3.1.9)
moto_venv="${CARGO_TARGET_DIR:-$HOME/.cache/hire/target}/moto-venv"
moto_stamp="${moto_packages[*]} $(python3 --version)"
if [ "$(cat "$moto_venv/installed" 2>/dev/null)" != "$moto_stamp" ] || [ ! -x "$moto_venv/bin/moto_server" ]; then
  echo "Installing ${moto_packages[0]} …"
  rm -rf "$moto_venv"
  python3 -m venv "$moto_venv"
  "$moto_venv/bin/pip" install --quiet --disable-pip-version-check "${moto_packages[@]}"
  echo "$moto_stamp" >"$moto_venv/installed"
fi

if [ ! -d web/node_modules ] || [ web/package-lock.json -nt web/node_modules/.package-lock.json ]; then
  echo "Installing the web app's packages …"
  # `npm install`, not `npm ci`: the lock pins every version, but npm 11 as configured here
  # writes locks without other platforms' optional packages and then `npm ci` rejects them.
  (cd web && npm_config_loglevel=error npm install --no-audit --no-fund)
fi
