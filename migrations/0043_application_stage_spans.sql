-- The reports' funnel measures each stage an application was in, from the change that led
-- there to the next change. Pairing the changes with lead() on every read, and joining each
-- to its application's submission for the cohort, cost some five scans of the log per read.
-- The applications view now writes the pair when the next change arrives (`left_at`,
-- `left_to` on the change that entered the stage) and every change carries its application's
-- submission, so a cohort's funnel is one grouped read of one table.
--
-- A change that leaves the status as it was (`from_status = to_status`) enters no stage and
-- closes none; its `left_at` stays null.
ALTER TABLE application_status_changes
    ADD COLUMN submitted_at timestamptz,
    ADD COLUMN left_at timestamptz,
    ADD COLUMN left_to smallint;

WITH submissions AS (
    SELECT application_id, at AS submitted_at FROM application_status_changes WHERE from_status IS NULL)
UPDATE application_status_changes c SET submitted_at = s.submitted_at
FROM submissions s WHERE s.application_id = c.application_id;

WITH spans AS (
    SELECT application_id, sequence,
           lead(at) OVER later AS left_at, lead(to_status) OVER later AS left_to
    FROM application_status_changes WHERE from_status IS DISTINCT FROM to_status
    WINDOW later AS (PARTITION BY application_id ORDER BY sequence))
UPDATE application_status_changes c SET left_at = s.left_at, left_to = s.left_to
FROM spans s WHERE (s.application_id, s.sequence) = (c.application_id, c.sequence) AND s.left_at IS NOT NULL;

ALTER TABLE application_status_changes ALTER COLUMN submitted_at SET NOT NULL;
CREATE INDEX application_status_changes_cohort ON application_status_changes (company_id, submitted_at);
