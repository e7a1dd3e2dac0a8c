-- The company dashboard's figures per job and day (UTC), kept by the applications view as the
-- status changes arrive. The dashboard can be asked for any past day, so it used to fold the
-- whole status log of the company on every read: seven scans of every change of every
-- application. A figure as of a day is now the sum of its rows up to that day.
--
-- kind       status                      count                           seconds
-- submitted  applied                     applications submitted          -
-- entered    the status entered          applications that entered it    -
-- left       the status left             applications that left it       time they had spent in it
-- hired      hired                       applications hired              time from submission to hire
-- reached    a stage of the funnel       applications that first got     -
--                                        that far (or further) that day
CREATE TABLE application_daily_figures (
    company_id uuid NOT NULL,
    job_id uuid NOT NULL,
    day date NOT NULL,
    kind text NOT NULL,
    status smallint NOT NULL,
    count bigint NOT NULL,
    -- numeric, so that sums are exact and a replay adds up to the same as live delivery.
    seconds numeric NOT NULL,
    PRIMARY KEY (company_id, job_id, day, kind, status)
);

WITH changes AS (
    SELECT c.*, (c.at AT TIME ZONE 'UTC')::date AS day,
           lag(c.at) OVER (PARTITION BY c.application_id ORDER BY c.sequence) AS previous_at,
           coalesce(max(array_position('{0,1,2,3,4,5}'::smallint[], c.to_status))
                        OVER (PARTITION BY c.application_id ORDER BY c.sequence ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)
               AS furthest_before,
           array_position('{0,1,2,3,4,5}'::smallint[], c.to_status) AS stage
    FROM application_status_changes c),
figures AS (
    SELECT company_id, job_id, day, 'submitted' AS kind, to_status AS status, 0.000000 AS seconds
    FROM changes WHERE from_status IS NULL
    UNION ALL
    SELECT company_id, job_id, day, 'entered', to_status, 0.000000 FROM changes
    UNION ALL
    SELECT company_id, job_id, day, 'left', from_status, extract(epoch FROM at - previous_at)
    FROM changes WHERE from_status IS NOT NULL AND previous_at IS NOT NULL
    UNION ALL
    SELECT c.company_id, c.job_id, c.day, 'hired', c.to_status, extract(epoch FROM c.at - s.at)
    FROM changes c JOIN application_status_changes s ON s.application_id = c.application_id AND s.from_status IS NULL
    WHERE c.to_status = 5
    UNION ALL
    SELECT company_id, job_id, day, 'reached', (reached - 1)::smallint, 0.000000
    FROM changes CROSS JOIN generate_series(furthest_before + 1, stage) AS reached
    WHERE stage > furthest_before)
INSERT INTO application_daily_figures (company_id, job_id, day, kind, status, count, seconds)
SELECT company_id, job_id, day, kind, status, count(*), sum(seconds)
FROM figures GROUP BY company_id, job_id, day, kind, status;
