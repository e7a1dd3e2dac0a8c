-- Attempts on the credential paths (log in, token links, password-reset and verification
-- mails, registration), counted per e-mail address and per client over a sliding window, in
-- the database so every instance counts the same (api/src/security/attempts.rs). A subject is
-- kept as a SHA-256 digest, never in clear, and rows leave once their window has passed.
CREATE TABLE credential_attempts (
    kind text NOT NULL,
    subject bytea NOT NULL,
    at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX credential_attempts_of_subject ON credential_attempts (kind, subject, at);
CREATE INDEX credential_attempts_by_age ON credential_attempts (at);
