-- How many applications of each job are in each status, kept by the applications view as the
-- status changes arrive: the kanban board shows every column's total, and counting a job's ten
-- thousand applicants on each read was the largest part of a board read.
CREATE TABLE application_status_counts (
    company_id uuid NOT NULL,
    job_id uuid NOT NULL,
    status smallint NOT NULL,
    -- No CHECK (count >= 0): PostgreSQL checks an upsert's proposed row before it finds the
    -- conflict, and a move out of a status proposes a count of -1.
    count bigint NOT NULL,
    PRIMARY KEY (company_id, job_id, status)
);

INSERT INTO application_status_counts (company_id, job_id, status, count)
SELECT company_id, job_id, status, count(*) FROM application_views GROUP BY company_id, job_id, status;
