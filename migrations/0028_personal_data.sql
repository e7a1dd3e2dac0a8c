-- The keys that seal the personal fields of events (projections/src/privacy.rs): one per
-- application, belonging to its job seeker. Erasure destroys the key and keeps the row, so
-- nothing personal is sealed for that application again; the person it belonged to is forgotten.
CREATE TABLE personal_keys (
    application_id uuid PRIMARY KEY,
    person_id      uuid,
    key            bytea,
    erased_at      timestamptz,
    CHECK ((key IS NULL) = (erased_at IS NOT NULL) AND (person_id IS NULL) = (erased_at IS NOT NULL))
);
CREATE INDEX personal_keys_person ON personal_keys (person_id);

ALTER TABLE application_views ADD COLUMN anonymised_at timestamptz;

-- How long a company keeps the personal data of the applicants it rejected; NULL keeps it.
ALTER TABLE companies ADD COLUMN rejected_retention_months integer
    CHECK (rejected_retention_months BETWEEN 1 AND 120);

-- The application a notification mail is about, so erasing the application's personal data
-- also deletes the mails that copied it (the candidate's name, the interview's place).
ALTER TABLE outbox_emails ADD COLUMN application_id uuid;
CREATE INDEX outbox_emails_application ON outbox_emails (application_id) WHERE application_id IS NOT NULL;
