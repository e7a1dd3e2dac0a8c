-- Pictures, the company profile, dropped CVs, and the queue that keeps the search index in
-- step with the read models.
--
-- Picture columns hold the public URL path of the file (`/api/files/images/<id>.<ext>`); the
-- stored object's key is that path without its `/api/files/` prefix.

ALTER TABLE users
    ADD COLUMN profile_picture text,
    ADD COLUMN cover_picture   text;

ALTER TABLE companies
    ADD COLUMN industry       text,
    ADD COLUMN employee_count integer CHECK (employee_count >= 0),
    ADD COLUMN founded        smallint CHECK (founded BETWEEN 1800 AND 2200),
    ADD COLUMN description    text,
    ADD COLUMN email          text,
    ADD COLUMN phone          text,
    ADD COLUMN address        text,
    ADD COLUMN location       text,
    ADD COLUMN country        text,
    ADD COLUMN website        text,
    ADD COLUMN twitter        text,
    ADD COLUMN facebook       text,
    ADD COLUMN linkedin       text,
    ADD COLUMN instagram      text;
CREATE INDEX companies_name ON companies (lower(name));

CREATE TABLE company_images (
    id         uuid PRIMARY KEY,
    company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    url        text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX company_images_company ON company_images (company_id, created_at);

-- The people a company shows on its public page.
CREATE TABLE company_team (
    id         uuid PRIMARY KEY,
    company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    name       text NOT NULL,
    position   text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX company_team_company ON company_team (company_id, created_at);

-- A job seeker offering their CV to a company unasked; once per company.
CREATE TABLE dropped_cvs (
    company_id   uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    jobseeker_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    dropped_at   timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (company_id, jobseeker_id)
);
CREATE INDEX dropped_cvs_company ON dropped_cvs (company_id, dropped_at DESC);

-- Documents whose read models changed since they were last indexed. Triggers fill it in the
-- transaction that changes a read model, so no change can be committed without being queued;
-- the indexer (projections::search) re-reads each queued document, writes the index, and
-- only then deletes what it handled. A crash in between repeats the work, which is harmless:
-- indexing a document from its current read model is idempotent.
CREATE TABLE search_queue (
    seq  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    kind text NOT NULL CHECK (kind IN ('job', 'candidate')),
    id   uuid NOT NULL
);

CREATE FUNCTION queue_job_for_search() RETURNS trigger AS $$
BEGIN
    INSERT INTO search_queue (kind, id) VALUES ('job', coalesce(NEW.id, OLD.id));
    RETURN NULL;
END $$ LANGUAGE plpgsql;
CREATE TRIGGER job_views_search AFTER INSERT OR UPDATE OR DELETE ON job_views
    FOR EACH ROW EXECUTE FUNCTION queue_job_for_search();

-- A job document carries its company's name.
CREATE FUNCTION queue_company_jobs_for_search() RETURNS trigger AS $$
BEGIN
    IF NEW.name IS DISTINCT FROM OLD.name THEN
        INSERT INTO search_queue (kind, id) SELECT 'job', id FROM job_views WHERE company_id = NEW.id AND status = 'live';
    END IF;
    RETURN NULL;
END $$ LANGUAGE plpgsql;
CREATE TRIGGER companies_search AFTER UPDATE ON companies
    FOR EACH ROW EXECUTE FUNCTION queue_company_jobs_for_search();

-- Every table a CV document is built from names its job seeker in `user_id`.
CREATE FUNCTION queue_candidate_for_search() RETURNS trigger AS $$
BEGIN
    INSERT INTO search_queue (kind, id) VALUES ('candidate', CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END);
    RETURN NULL;
END $$ LANGUAGE plpgsql;
CREATE TRIGGER jobseeker_profiles_search AFTER INSERT OR UPDATE OR DELETE ON jobseeker_profiles
    FOR EACH ROW EXECUTE FUNCTION queue_candidate_for_search();
CREATE TRIGGER jobseeker_experiences_search AFTER INSERT OR UPDATE OR DELETE ON jobseeker_experiences
    FOR EACH ROW EXECUTE FUNCTION queue_candidate_for_search();
CREATE TRIGGER jobseeker_educations_search AFTER INSERT OR UPDATE OR DELETE ON jobseeker_educations
    FOR EACH ROW EXECUTE FUNCTION queue_candidate_for_search();
CREATE TRIGGER jobseeker_languages_search AFTER INSERT OR UPDATE OR DELETE ON jobseeker_languages
    FOR EACH ROW EXECUTE FUNCTION queue_candidate_for_search();
CREATE TRIGGER jobseeker_skills_search AFTER INSERT OR UPDATE OR DELETE ON jobseeker_skills
    FOR EACH ROW EXECUTE FUNCTION queue_candidate_for_search();
CREATE TRIGGER jobseeker_cvs_search AFTER INSERT OR UPDATE OR DELETE ON jobseeker_cvs
    FOR EACH ROW EXECUTE FUNCTION queue_candidate_for_search();

CREATE FUNCTION queue_user_for_search() RETURNS trigger AS $$
BEGIN
    IF NEW.user_type = 'jobseeker' AND (NEW.first_name, NEW.last_name)
        IS DISTINCT FROM (OLD.first_name, OLD.last_name) THEN
        INSERT INTO search_queue (kind, id) VALUES ('candidate', NEW.id);
    END IF;
    RETURN NULL;
END $$ LANGUAGE plpgsql;
CREATE TRIGGER users_search AFTER UPDATE ON users
    FOR EACH ROW EXECUTE FUNCTION queue_user_for_search();
