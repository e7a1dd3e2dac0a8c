-- A confidential job is indexed without its company, so that no company filter finds it.
ALTER TABLE search_jobs ALTER COLUMN company_id DROP NOT NULL;
ALTER TABLE search_job_attributes ALTER COLUMN company_id DROP NOT NULL;
-- Re-index the live confidential jobs indexed with their company before this change.
INSERT INTO search_queue (kind, id)
SELECT 'job', id FROM job_views WHERE status = 'live' AND coalesce((details->>'confidential')::boolean, false);
