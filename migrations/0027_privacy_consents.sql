-- Every acceptance of the privacy terms: which version, for what, when. A read model of the
-- privacy_consents aggregates (rebuilt by replay).
CREATE TABLE privacy_consents (
    user_id uuid NOT NULL,
    sequence bigint NOT NULL,
    version text NOT NULL,
    purpose text NOT NULL CHECK (purpose IN ('sign_up', 'application')),
    application_id uuid,
    accepted_at timestamptz NOT NULL,
    PRIMARY KEY (user_id, sequence)
);
