#!/usr/bin/env bash
# API contract fuzzing: schemathesis (installed by scripts/install.sh) against a real
# `hire serve` with the demo data, as three callers: anonymous, the demo company and a demo
# job seeker. Checks that no answer is a server error, that a request breaking the document's
# schema is refused (negative_data_rejection), that a secured operation refuses a request
# without its credentials (ignored_auth), and that every status, content type, header and body
# is the one /api/openapi.json documents. A fixed number of examples per
# operation, generated deterministically, so two runs of the same code send the same cases.
#
# Prints one line per finding and `schemathesis: N cases, M failures`; exits non-zero on any
# failure. The reports, the server logs and findings.md (a curl for each finding) stay in
# $CARGO_TARGET_DIR/fuzz. HIRE_BIN picks another binary than the debug build.
set -euo pipefail
cd "$(dirname "$0")/.."

export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/hire/target}"
hire="${HIRE_BIN:-$CARGO_TARGET_DIR/debug/hire}"
venv="$CARGO_TARGET_DIR/schemathesis-venv"
schemathesis="$venv/bin/schemathesis"
python="$venv/bin/python"
[ -x "$hire" ] || { echo "No hire binary at $hire: cargo build -p api --bin hire" >&2; exit 1; }
[ -x "$schemathesis" ] || { echo "No schemathesis in $venv: bash scripts/install.sh" >&2; exit 1; }

# Examples per operation in the fuzzing and stateful phases (the coverage phase adds its own
# fixed set): 1 to 2 minutes in all for the three callers on two cores, well under five.
max_examples=30
callers=(anonymous company jobseeker)
out="$CARGO_TARGET_DIR/fuzz"
rm -rf "$out"
mkdir -p "$out"

# Each caller gets a server and a private PostgreSQL of its own, seeded alike, so the three
# runs go side by side without one seeing what another wrote. PostgreSQL runs as the
# `postgres` user when we are root, and that user must be able to reach the data folders.
work=$(mktemp -d "${TMPDIR:-/tmp}/hire-fuzz.XXXXXX")
chmod 755 "$work"
declare -A server_pid=() base=()
fuzzing=()
stop_everything() {
  local caller pid data
  for pid in "${fuzzing[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for caller in "${!server_pid[@]}"; do
    # On SIGTERM hire stops the PostgreSQL it started, then exits.
    kill -TERM "${server_pid[$caller]}" 2>/dev/null || true
  done
  for caller in "${!server_pid[@]}"; do
    pid=${server_pid[$caller]}
    for _ in $(seq 60); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
    if kill -0 "$pid" 2>/dev/null; then kill -KILL "$pid" 2>/dev/null || true; fi
  done
  for caller in "${callers[@]}"; do
    # A hire that died without stopping its PostgreSQL: SIGINT is PostgreSQL's fast shutdown.
    data=$(cat "$work/$caller/pg/data-dir" 2>/dev/null) || continue
    if pid=$(head -n 1 "$data/postmaster.pid" 2>/dev/null); then
      kill -INT "$pid" 2>/dev/null || true
      for _ in $(seq 60); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
    fi
    case "$data" in /var/tmp/hire-pg-*) rm -rf "$data" ;; esac
  done
  rm -rf "$work"
}
trap stop_everything EXIT
trap 'exit 130' INT TERM

unset DATABASE_URL MEILISEARCH_URL MEILISEARCH_KEY HIRE_S3_BUCKET SMTP_URL
# Real files for the uploads, of the media types the document declares, and real records for
# the references that name other records.
export SCHEMATHESIS_HOOKS="$PWD/scripts/fuzz_hooks.py"
export HIRE_ADMIN_TOKEN="fuzz-$RANDOM$RANDOM" HIRE_ACCESS_TOKEN_SECONDS=3600 HIRE_WEB_DIR="$work/web" \
  RUST_LOG="${RUST_LOG:-warn}"

seeding=()
for caller in "${callers[@]}"; do
  mkdir -p "$out/$caller"
  HIRE_DATA_DIR="$work/$caller" "$hire" seed-demo >"$out/$caller/seed-demo.log" 2>&1 &
  seeding+=($!)
done
seeded=true
for index in "${!callers[@]}"; do
  wait "${seeding[$index]}" || { tail -n 30 "$out/${callers[$index]}/seed-demo.log" >&2; seeded=false; }
done
$seeded || exit 1
for caller in "${callers[@]}"; do
  port=$("$python" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  base[$caller]="http://127.0.0.1:$port"
  HIRE_DATA_DIR="$work/$caller" HIRE_ADDR="127.0.0.1:$port" HIRE_PUBLIC_URL="${base[$caller]}" \
    "$hire" serve >"$out/$caller/server.log" 2>&1 &
  server_pid[$caller]=$!
done
for caller in "${callers[@]}"; do
  for _ in $(seq 240); do
    curl -sf "${base[$caller]}/api/health" >/dev/null && break
    kill -0 "${server_pid[$caller]}" 2>/dev/null || break
    sleep 0.5
  done
  curl -sf "${base[$caller]}/api/health" >/dev/null || {
    echo "hire did not answer ${base[$caller]}/api/health" >&2
    tail -n 30 "$out/$caller/server.log" >&2
    exit 1
  }
done

# The demo logins (api/src/cli/demo.rs).
access_token() {
  curl -sf -X POST "$1/api/auth/jwt/create/" -H 'Content-Type: application/json' \
    -d "{\"email\": \"$2\", \"password\": \"Demo!2026pass\"}" |
    "$python" -c 'import json, sys; print(json.load(sys.stdin)["access"])'
}
company_token=$(access_token "${base[company]}" hr@caspian-tech.az)
jobseeker_token=$(access_token "${base[jobseeker]}" aysel.karimova@example.org)

common=(
  --checks not_a_server_error,negative_data_rejection,ignored_auth,status_code_conformance,response_schema_conformance,content_type_conformance,response_headers_conformance
  --phases examples,coverage,fuzzing,stateful
  --max-examples "$max_examples"
  # Derandomised: the same cases every run (and no example database between runs).
  --generation-deterministic
  # One thread per run: under CPython 3.11 hypothesis' ast.parse fails now and then in
  # concurrent threads ("AST constructor recursion depth mismatch"); the callers run side by side.
  --workers 1
  # Every case of every operation, so a run costs the same with or without failures.
  --continue-on-failure
  # The caller is the -H header or nobody: no made-up Authorization values.
  --generation-with-security-parameters false
  --request-timeout 30
  --no-color
  --report json,ndjson
  # Excluded for every caller: the admin API needs the admin token, which none of them has.
  --exclude-tag admin
)
# Excluded for the signed-in callers: DELETE /api/auth/users/me/ would delete the caller
# mid-run should the fuzzer ever send the right password (the anonymous run covers it); and
# signing up, signing in and the links sent by e-mail, which the document declares public:
# they read no caller, so a signed-in run would repeat the anonymous one.
signed_in=(--exclude-name 'DELETE /api/auth/users/me/'
  --exclude-path-regex '^/api/(auth/(jwt/.*|logout/|users/|users/(activation|resend_activation|reset_password|reset_password_confirm|set_email_confirm)/)|accounts/auth/.*)$')

# Starts schemathesis for one caller in the background. The hooks read the caller's records
# (scripts/fuzz_hooks.py) at its address with its token.
declare -A token=([company]=$company_token [jobseeker]=$jobseeker_token)
run() {
  local caller=$1
  shift
  HIRE_FUZZ_BASE="${base[$caller]}" HIRE_FUZZ_TOKEN="${token[$caller]:-}" "$schemathesis" --config-file scripts/fuzz.toml run "${base[$caller]}/api/openapi.json" "${common[@]}" \
    --report-json-path "$out/$caller/report.json" --report-ndjson-path "$out/$caller/report.ndjson" \
    "$@" >"$out/$caller/run.log" 2>&1 &
  fuzzing+=($!)
}

# The document must be valid OpenAPI 3.1 before anything is generated from it.
curl -sf "${base[anonymous]}/api/openapi.json" >"$out/openapi.json"
"$python" - "$out/openapi.json" <<'CHECK' || exit 1
import json, sys
from openapi_spec_validator import OpenAPIV31SpecValidator
errors = list(OpenAPIV31SpecValidator(json.load(open(sys.argv[1]))).iter_errors())
for error in errors[:20]:
    print(f"openapi: {'/'.join(map(str, error.path))}: {error.message}", file=sys.stderr)
print(f"openapi: {'valid OpenAPI 3.1' if not errors else f'{len(errors)} errors'}")
sys.exit(1 if errors else 0)
CHECK

started=$SECONDS
run anonymous
run company -H "Authorization: JWT $company_token" "${signed_in[@]}"
run jobseeker -H "Authorization: JWT $jobseeker_token" "${signed_in[@]}"
status=0
for pid in "${fuzzing[@]}"; do wait "$pid" || status=1; done
fuzzing=()
echo "schemathesis ran for $((SECONDS - started)) s (logs: $out/<caller>/run.log)"

"$python" scripts/fuzz_findings.py "$out" "${callers[@]}" || status=1
exit $status
