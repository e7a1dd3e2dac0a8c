-- The days after an interview ends within which the company counts an evaluation as on time
-- (issue 42, the interviewers report): the company sets it once; a report may still ask for
-- another window.
ALTER TABLE companies
    ADD COLUMN evaluation_on_time_days smallint NOT NULL DEFAULT 2
        CHECK (evaluation_on_time_days BETWEEN 0 AND 30);
