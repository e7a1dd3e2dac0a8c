-- Whether a company asks its applicants the optional self-identification questions (off until
-- it chooses to).
ALTER TABLE companies ADD COLUMN self_identification boolean NOT NULL DEFAULT false;

-- The answers, apart from the application and its events: never read per person, only counted
-- in the diversity report, and deleted with the application's personal data (erasure,
-- retention). A question left unanswered is NULL.
CREATE TABLE self_identifications (
    application_id uuid PRIMARY KEY,
    jobseeker_id   uuid NOT NULL,
    company_id     uuid NOT NULL,
    gender         text,
    age_band       text,
    disability     text,
    submitted_at   timestamptz NOT NULL
);
CREATE INDEX self_identifications_company ON self_identifications (company_id);
