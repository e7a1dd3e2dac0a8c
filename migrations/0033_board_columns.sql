-- The kanban board reads each status column of a job a page at a time, latest change first:
-- with the change time and the id in the index, a column's page is one range of it instead of
-- a sort of every applicant of the job. Its leading columns still serve every filter the
-- narrower index served.
DROP INDEX application_views_job;
CREATE INDEX application_views_job ON application_views (company_id, job_id, status, status_changed_at DESC, id);
