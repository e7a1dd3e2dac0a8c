-- Social login (OpenID Connect): sign-ins under way, and the provider identities linked to
-- accounts. A link to an account that was made another way waits for that account to confirm
-- it (confirmed_at) from an e-mailed link.
CREATE TABLE social_logins (
    state text PRIMARY KEY,
    provider text NOT NULL,
    nonce text NOT NULL,
    pkce_verifier text NOT NULL,
    redirect_uri text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    used_at timestamptz
);

CREATE TABLE social_accounts (
    provider text NOT NULL,
    subject text NOT NULL,
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    email text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    confirmed_at timestamptz,
    PRIMARY KEY (provider, subject)
);
CREATE INDEX social_accounts_by_user ON social_accounts (user_id);

ALTER TABLE account_links DROP CONSTRAINT account_links_purpose_check;
ALTER TABLE account_links ADD CONSTRAINT account_links_purpose_check
    CHECK (purpose IN ('verify_email', 'reset_password', 'invitation', 'change_email', 'link_social'));
