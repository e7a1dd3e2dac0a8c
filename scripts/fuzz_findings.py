"""Reads the schemathesis reports of scripts/fuzz.sh and tells what they found.

Usage: fuzz_findings.py OUT_DIR CALLER...  (OUT_DIR/CALLER/ holds report.json, report.ndjson, run.log)

Writes OUT_DIR/findings.md: every distinct finding (operation, check, first line of the
message), with the callers that met it, a minimal request reproducing it (curl) and what the
server answered; and, as information, the data valid by the document that the server refused.
Prints one line per finding, then `schemathesis: N cases, M failures`. Exit status 1 when
there are failures, errors or unfinished runs, 0 otherwise.
"""

from __future__ import annotations

import base64
import json
import re
import shlex
import sys
from collections import defaultdict
from pathlib import Path

# Request headers that curl sets itself or that only identify the fuzzer's case.
NOISE_HEADERS = {"user-agent", "accept", "accept-encoding", "connection", "content-length", "x-schemathesis-testcaseid"}
BODY_LIMIT = 600


def decode(content: dict | None) -> bytes:
    if not content:
        return b""
    if "$base64" in content:
        return base64.b64decode(content["$base64"])
    return str(content.get("string", "")).encode()


def printable(data: bytes) -> str | None:
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return None
    return text if all(ch.isprintable() or ch in "\n\t" for ch in text) else None


def printf_byte(byte: int) -> str:
    """One byte in a single-quoted printf format: printable ASCII as it is, the rest escaped."""
    if byte == 0x25:
        return "%%"
    if 0x20 <= byte < 0x7F and byte not in (0x27, 0x5C):
        return chr(byte)
    return {0x0A: "\\n", 0x0D: "\\r"}.get(byte, f"\\x{byte:02x}")


def curl(request: dict, caller: str) -> str:
    parts = ["curl", "-i", "-X", request["method"]]
    for name, values in (request.get("headers") or {}).items():
        if name.lower() in NOISE_HEADERS:
            continue
        for value in values:
            if name.lower() == "authorization":
                value = f"JWT ${caller.upper()}_TOKEN"
                parts += ["-H", f'"Authorization: {value}"']
                continue
            parts += ["-H", shlex.quote(f"{name}: {value}")]
    body = decode(request.get("body"))
    prefix = ""
    if body:
        text = printable(body)
        if text is not None:
            parts += ["--data-raw", shlex.quote(text)]
        else:
            # Not plain text (a multipart body, say): printf writes the bytes, curl sends them.
            escaped = "".join(printf_byte(byte) for byte in body)
            prefix = f"printf -- '{escaped}' | "
            parts += ["--data-binary", "@-"]
    # The server's address varies from run to run; shown as `hire serve`'s default.
    uri = re.sub(r"^https?://[^/]+", "http://127.0.0.1:8080", request["uri"])
    parts.append(shlex.quote(uri))
    return prefix + " ".join(parts)


def answer(response: dict | None) -> str:
    if not response:
        return "no response"
    body = decode(response.get("content"))
    text = printable(body)
    if text is None:
        text = f"<{len(body)} bytes of binary>"
    elif len(text) > BODY_LIMIT:
        text = text[:BODY_LIMIT] + " …"
    content_type = ", ".join((response.get("headers") or {}).get("content-type", [])) or "no content-type"
    return f"{response['status_code']} ({content_type}) {text}".rstrip()


def rejection(response: dict | None) -> str | None:
    """`422 validation_failed name:required` for an answer the fuzzer's valid data got, or None."""
    if not response or not 400 <= response["status_code"] < 500 or response["status_code"] in (401, 403, 404):
        return None
    try:
        error = json.loads(decode(response.get("content")))["error"]
    except (ValueError, KeyError, TypeError):
        return str(response["status_code"])
    fields = error.get("fields") or {}
    # Field names the fuzzer made up (extra properties) read as one.
    named = sorted({f"{name if re.fullmatch(r'[a-z_][a-z0-9_.]*', name) else '<extra-property>'}:{'/'.join(codes)}" for name, codes in fields.items()})
    return " ".join([str(response["status_code"]), str(error.get("code"))] + named)


def main() -> int:
    out = Path(sys.argv[1])
    callers = sys.argv[2:]
    # (operation, check, first message line) -> details
    findings: dict[tuple[str, str, str], dict] = {}
    errors: dict[tuple[str, str], set[str]] = defaultdict(set)
    # (operation, rejection) -> count, example: valid data by the schema that the server refused
    rejected: dict[tuple[str, str], dict] = {}
    cases = failures = 0
    incomplete = []
    for caller in callers:
        report_path = out / caller / "report.json"
        if not report_path.exists():
            incomplete.append(f"{caller}: schemathesis wrote no report (see {out / caller / 'run.log'})")
            continue
        report = json.loads(report_path.read_text())
        cases += report["test_cases"]["generated"]
        failures += report["test_cases"]["unique_failures"]
        failures += sum(error["count"] for error in report["errors"])
        if not report.get("complete", False):
            incomplete.append(f"{caller}: the run stopped early ({report.get('stop_reason')})")
        ndjson = out / caller / "report.ndjson"
        for line in ndjson.read_text().splitlines() if ndjson.exists() else []:
            event = json.loads(line)
            if "NonFatalError" in event:
                value = event["NonFatalError"]
                message = value["value"].get("message", "").strip().splitlines()
                errors[(value.get("label") or "", f"{value['value'].get('type')}: {message[0] if message else ''}")].add(caller)
                continue
            finished = event.get("ScenarioFinished")
            if not finished:
                continue
            recorder = finished.get("recorder") or {}
            interactions = recorder.get("interactions") or {}
            for case_id, case in (recorder.get("cases") or {}).items():
                value = case["value"]
                interaction = interactions.get(case_id)
                if value["meta"]["generation"]["mode"] != "positive" or not interaction:
                    continue
                why = rejection(interaction.get("response"))
                if why is None:
                    continue
                entry = rejected.setdefault((f"{value['method']} {value['path']}", why), {"count": 0, "repro": None})
                entry["count"] += 1
                repro = curl(interaction["request"], caller)
                if entry["repro"] is None or len(repro) < len(entry["repro"]):
                    entry["repro"] = repro
            for case_id, checks in (recorder.get("checks") or {}).items():
                for check in checks:
                    if check["status"] != "failure":
                        continue
                    failure = check["failure_info"]["failure"]
                    lines = failure.get("message", "").strip().splitlines()
                    key = (failure.get("operation") or recorder.get("label", ""), check["name"], f"{failure['title']}: {lines[0] if lines else ''}")
                    interaction = interactions.get(case_id)
                    if not interaction:
                        continue
                    repro = curl(interaction["request"], caller)
                    entry = findings.setdefault(key, {"callers": set(), "count": 0, "repro": None})
                    entry["callers"].add(caller)
                    entry["count"] += 1
                    # The shortest request that shows it, and its answer.
                    if entry["repro"] is None or len(repro) < len(entry["repro"]):
                        entry.update(repro=repro, caller=caller, message=failure.get("message", "").strip(), answer=answer(interaction.get("response")), phase=finished.get("phase"))

    # A run that did not finish is a failure too.
    failures += len(incomplete)
    md = ["# API contract fuzzing: findings", ""]
    md.append(f"{cases} cases, {failures} failures (schemathesis' unique failures, errors and unfinished runs), callers: {', '.join(callers)}.")
    md.append("The requests are for `hire seed-demo`, then `hire serve` at its default address; `$COMPANY_TOKEN` and")
    md.append("`$JOBSEEKER_TOKEN` are access tokens of hr@caspian-tech.az and aysel.karimova@example.org (`POST /api/auth/jwt/create/`).")
    md.append("")
    for note in incomplete:
        md.append(f"- **{note}**")
    if errors:
        md += ["", "## Errors (the operation could not be tested)", ""]
        for (operation, message), who in sorted(errors.items()):
            md.append(f"- `{operation}`: {message} ({', '.join(sorted(who))})")
    if findings:
        md += ["", "## Failures", ""]
        for (operation, check, title), entry in sorted(findings.items()):
            md.append(f"### {operation}: {check}: {title}")
            md.append("")
            md.append(f"Callers: {', '.join(sorted(entry['callers']))}; {entry['count']} failing case(s); phase of the shown one: {entry['phase']}.")
            md.append("")
            md.append("```")
            md.append(entry["message"])
            md.append("```")
            md.append("")
            md.append("```")
            md.append(entry["repro"])
            md.append("```")
            md.append("")
            md.append(f"Answer: `{entry['answer']}`")
            md.append("")
    if rejected:
        md += ["", "## Not failures: valid data by the document that the server refused", ""]
        md.append("Cases generated as valid from /api/openapi.json that got a 4xx other than 401/403/404; where the")
        md.append("server is right, the document misses a constraint (required, enum, bounds, the multipart fields).")
        md.append("")
        for (operation, why), entry in sorted(rejected.items()):
            md.append(f"- `{operation}` → `{why}` ({entry['count']}×): `{entry['repro']}`")
    (out / "findings.md").write_text("\n".join(md) + "\n")

    for note in incomplete:
        print(note)
    for (operation, message), who in sorted(errors.items()):
        print(f"  error   {operation}: {message} [{', '.join(sorted(who))}]")
    for (operation, check, title), entry in sorted(findings.items()):
        print(f"  failure {operation}: {check}: {title} [{', '.join(sorted(entry['callers']))}]")
    if findings or errors:
        print(f"Every finding with a curl to reproduce it: {out / 'findings.md'}")
    print(f"schemathesis: {cases} cases, {failures} failures")
    return 1 if failures or incomplete or findings or errors else 0


if __name__ == "__main__":
    sys.exit(main())
