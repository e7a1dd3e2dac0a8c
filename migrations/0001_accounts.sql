-- Accounts and sessions: plain tables (no workflow worth event-sourcing).

CREATE FUNCTION set_updated_at() RETURNS trigger AS $$
BEGIN
    NEW.updated_at := now();
    RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TABLE users (
    id                   uuid PRIMARY KEY,
    -- Stored lower-cased by the application, so that one address is one account.
    email                text NOT NULL UNIQUE,
    -- NULL until an invited employee sets a first password.
    password_hash        text,
    first_name           text NOT NULL,
    last_name            text NOT NULL,
    user_type            text NOT NULL CHECK (user_type IN ('company', 'employee', 'jobseeker')),
    email_verified_at    timestamptz,
    activated_at         timestamptz,
    -- Access tokens carry the generation they were issued in; raising it ends every session.
    session_generation   integer NOT NULL DEFAULT 0,
    created_at           timestamptz NOT NULL DEFAULT now(),
    updated_at           timestamptz NOT NULL DEFAULT now()
);
CREATE TRIGGER users_updated_at BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION set_updated_at();

CREATE TABLE companies (
    id         uuid PRIMARY KEY,
    owner_id   uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
    name       text NOT NULL,
    logo       text,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TRIGGER companies_updated_at BEFORE UPDATE ON companies FOR EACH ROW EXECUTE FUNCTION set_updated_at();

CREATE TABLE company_modules (
    company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    module     text NOT NULL CHECK (module IN ('ats', 'lms')),
    is_active  boolean NOT NULL,
    PRIMARY KEY (company_id, module)
);

CREATE TABLE employees (
    user_id    uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    role       text NOT NULL CHECK (role IN ('block_leader', 'hiring_manager', 'hr_executive')),
    status     text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX employees_company ON employees (company_id);
CREATE TRIGGER employees_updated_at BEFORE UPDATE ON employees FOR EACH ROW EXECUTE FUNCTION set_updated_at();

-- One row per refresh token issued. A token is used once (rotation); presenting a used one
-- again means it was stolen, and the whole family (one login) is revoked.
CREATE TABLE refresh_tokens (
    id         uuid PRIMARY KEY,
    user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    family_id  uuid NOT NULL,
    expires_at timestamptz NOT NULL,
    used_at    timestamptz,
    revoked_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_user ON refresh_tokens (user_id);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);

-- Single-use, expiring links sent by e-mail. Only a hash of the secret is kept.
CREATE TABLE account_links (
    id         uuid PRIMARY KEY,
    user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    purpose    text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password', 'invitation')),
    token_hash bytea NOT NULL UNIQUE,
    expires_at timestamptz NOT NULL,
    used_at    timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_links_user ON account_links (user_id, purpose);

-- E-mails are written in the same transaction as the change that causes them and delivered
-- afterwards, so that a crash never sends a mail for a change that was rolled back.
CREATE TABLE outbox_emails (
    id              uuid PRIMARY KEY,
    to_address      text NOT NULL,
    subject         text NOT NULL,
    body            text NOT NULL,
    link            text,
    created_at      timestamptz NOT NULL DEFAULT now(),
    sent_at         timestamptz,
    attempts        integer NOT NULL DEFAULT 0,
    last_error      text,
    next_attempt_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_emails_pending ON outbox_emails (next_attempt_at) WHERE sent_at IS NULL;
CREATE INDEX outbox_emails_to ON outbox_emails (to_address, created_at DESC);

-- Values generated once and shared by every API instance on this database.
CREATE TABLE server_secrets (
    name  text PRIMARY KEY,
    value text NOT NULL
);
