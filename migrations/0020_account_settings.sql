-- Account settings: a new e-mail address waits here until the link sent to it is opened, so
-- the account keeps signing in with the old one until the new one is proven.
ALTER TABLE users ADD COLUMN pending_email text;

ALTER TABLE account_links DROP CONSTRAINT account_links_purpose_check;
ALTER TABLE account_links ADD CONSTRAINT account_links_purpose_check
    CHECK (purpose IN ('verify_email', 'reset_password', 'invitation', 'change_email'));
