-- The table view pages one job's applicants by rating or by application date. In the order of
-- one of these, a page is a walk along the index (from the page's offset) rather than a sort of
-- every applicant of the job for each page; descending is the order it opens in, and ascending
-- walks the same index backwards.
CREATE INDEX application_views_job_rating ON application_views (company_id, job_id, rating DESC NULLS LAST, id);
CREATE INDEX application_views_job_applied ON application_views (company_id, job_id, applied_at DESC, id);
