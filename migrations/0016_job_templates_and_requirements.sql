-- The job a position posts by default (view `org`), and the competencies a job's applicants
-- are evaluated against, copied from a position (view `jobs`).
CREATE TABLE org_job_templates (
    position_id uuid PRIMARY KEY,
    company_id  uuid NOT NULL,
    details     jsonb NOT NULL,
    updated_at  timestamptz NOT NULL
);

ALTER TABLE job_views
    ADD COLUMN position_id  uuid,
    ADD COLUMN competencies jsonb NOT NULL DEFAULT '[]';
