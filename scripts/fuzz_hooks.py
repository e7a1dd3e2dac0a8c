"""Test data the API document cannot give the fuzzer (schemathesis hooks, loaded by
scripts/fuzz.sh through SCHEMATHESIS_HOOKS): real files for the uploads, and real records for
the references a request makes to other records.

Files. An upload's `file` part declares its media types in the document's `encoding` (a picture: PNG
or JPEG; a CV: PDF; a learning document: PDF, DOCX or plain text). Left to itself, the fuzzer
fills such a part with random bytes, which the server rightly refuses by their content, so no
upload ever reached the code after the check. With these strategies a part of a declared type
is a real file of that type, and the fuzzer's other fields still vary; a type without one here
(JPEG, DOCX) is simply not chosen.
"""

import json
import os
import random
import struct
import urllib.error
import urllib.request
import zlib

import schemathesis
from hypothesis import strategies as st
from schemathesis.generation import GenerationMode


def png(width: int, height: int) -> bytes:
    """A grey PNG of the given size."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    rows = b"".join(b"\x00" + b"\x80" * width for _ in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


def pdf(text: str) -> bytes:
    """A one-page PDF whose page shows `text` (so a text extractor finds it)."""
    escaped = text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")
    content = f"BT /F1 12 Tf 72 720 Td ({escaped}) Tj ET".encode("latin-1")
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        b"<< /Length %d >>\nstream\n" % len(content) + content + b"\nendstream",
    ]
    out = b"%PDF-1.4\n"
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    return out


sentences = st.sampled_from(
    [
        "New employees meet their mentor on the first day and get their laptop from IT.",
        "Holiday requests go to the line manager at least two weeks ahead.",
        "Expenses are claimed within thirty days, with the receipt attached.",
    ]
)

schemathesis.openapi.media_type("image/png", st.tuples(st.integers(1, 64), st.integers(1, 64)).map(lambda size: png(*size)))
schemathesis.openapi.media_type("application/pdf", sentences.map(pdf))
schemathesis.openapi.media_type("text/plain", sentences.map(str.encode))


# References. A division's parent must be one of the caller's departments, a sub-division's one
# of its divisions, a delegate's unit one of its units, a message's receiver someone who exists: the server refuses any other id
# (422 invalid_choice), rightly, and no document can list the ids a database holds. A case the
# fuzzer generated as valid gets such a reference from the caller's own data, read once from the
# API with the caller's token when the case is made (HIRE_FUZZ_BASE, HIRE_FUZZ_TOKEN); its other fields still vary. A
# case meant to break the schema is left as it is, so what it breaks is still refused.


def records(path: str, field: str) -> tuple[str, ...]:
    """The `field` (a dotted path) of every record the caller reads at `path` (a list, or a page
    of `results`), asked afresh: the fuzzer's own deletions may have removed some since."""
    base, token = os.environ.get("HIRE_FUZZ_BASE"), os.environ.get("HIRE_FUZZ_TOKEN")
    if not base or not token:
        return ()
    request = urllib.request.Request(base + path, headers={"Authorization": f"JWT {token}"})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            answer = json.load(response)
    except urllib.error.HTTPError:
        # Not the caller's to read (a job seeker and the org structure): its cases stay as made.
        return ()
    rows = answer["results"] if isinstance(answer, dict) else answer
    for name in field.split("."):
        rows = [row[name] for row in rows if isinstance(row, dict) and row.get(name)]
    return tuple(sorted(set(rows)))


# The field of each operation that names a record, and where the caller finds such records,
# the first source that answers it: a company writes to its applicants, a job seeker to the
# people already in their conversations.
REFERENCES = {
    ("POST", "/api/org/divisions/"): ("parent_id", [("/api/org/departments/", "id")]),
    ("POST", "/api/org/sub-divisions/"): ("parent_id", [("/api/org/divisions/", "id")]),
    ("POST", "/api/accounts/grant-access-to-delegate/"): ("unit_id", [("/api/org/departments/", "id")]),
    ("POST", "/api/chat/message/"): (
        "receiver_id",
        [("/api/jobs/all-applicants/?page_size=100", "candidate_id"), ("/api/chat/messages/", "with.id")],
    ),
}


@schemathesis.hook
def map_case(context, case):
    reference = REFERENCES.get((case.method.upper(), case.path))
    if reference is None or case.meta is None or case.meta.generation.mode != GenerationMode.POSITIVE:
        return case
    field, sources = reference
    ids = next((found for found in (records(path, source) for path, source in sources) if found), ())
    if ids and isinstance(case.body, dict) and field in case.body:
        case.body[field] = random.Random(json.dumps(case.body, sort_keys=True, default=str)).choice(ids)
    return case
