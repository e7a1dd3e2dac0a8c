-- Delegated access (spec "company settings": access at department, division or sub-division
-- level). An employee with a row here is a delegate: they see only the jobs their grants reach,
-- and those jobs' applications, interviews, offers and notifications. Employees without a row
-- see the whole company, as before. The scope is computed on each request from these rows, the
-- org structure and the jobs' positions, so a revoked grant or a moved job counts at once.
CREATE TABLE delegates (
    user_id    uuid PRIMARY KEY REFERENCES employees (user_id) ON DELETE CASCADE,
    company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    -- company-applicant-permission: whether the delegate sees the applications of their jobs.
    applicants boolean NOT NULL DEFAULT true,
    created_by uuid REFERENCES users (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX delegates_company ON delegates (company_id);
CREATE TRIGGER delegates_updated_at BEFORE UPDATE ON delegates FOR EACH ROW EXECUTE FUNCTION set_updated_at();

-- One grant: a unit of the org structure (with everything under it) or a single job
-- (manage-job-access).
CREATE TABLE delegate_grants (
    id         uuid PRIMARY KEY,
    user_id    uuid NOT NULL REFERENCES delegates (user_id) ON DELETE CASCADE,
    company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    unit_id    uuid,
    job_id     uuid,
    granted_by uuid REFERENCES users (id) ON DELETE SET NULL,
    granted_at timestamptz NOT NULL DEFAULT now(),
    CHECK ((unit_id IS NULL) <> (job_id IS NULL))
);
CREATE UNIQUE INDEX delegate_grants_unit ON delegate_grants (user_id, unit_id) WHERE unit_id IS NOT NULL;
CREATE UNIQUE INDEX delegate_grants_job ON delegate_grants (user_id, job_id) WHERE job_id IS NOT NULL;
CREATE INDEX delegate_grants_of_job ON delegate_grants (job_id) WHERE job_id IS NOT NULL;

-- The scope query walks units down from the granted ones and finds jobs by position.
CREATE INDEX org_unit_versions_children ON org_unit_versions (parent_id) WHERE valid_to IS NULL;
CREATE INDEX job_views_position ON job_views (position_id) WHERE position_id IS NOT NULL;
