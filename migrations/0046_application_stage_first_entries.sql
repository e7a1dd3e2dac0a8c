-- The funnel's "reached" is how many applications entered a stage, each once. It was counted
-- as `count(DISTINCT application_id)` per stage, so that no future move back and on again could
-- count an application twice: a sort of every stage row of the cohort, most of the company
-- funnel's time at 100,000 applications. The applications view now marks the change by which an application
-- entered a stage for the first time, so "reached" is a plain count a hash aggregate answers.
ALTER TABLE application_status_changes ADD COLUMN first_entry boolean NOT NULL DEFAULT false;

WITH entries AS (
    SELECT application_id, sequence,
           row_number() OVER (PARTITION BY application_id, to_status ORDER BY sequence) = 1 AS first_entry
    FROM application_status_changes WHERE from_status IS DISTINCT FROM to_status)
UPDATE application_status_changes c SET first_entry = true
FROM entries e WHERE (e.application_id, e.sequence) = (c.application_id, c.sequence) AND e.first_entry;
