-- Workforce planning: the read model of the WorkforcePlan aggregates (one per company and
-- period). Every version of a line is kept, valid from one change to the next, so the plan can
-- be read as of any moment; `workforce_plan_changes` lists each change with what it replaced.
CREATE TABLE workforce_plans (
    plan_id    uuid PRIMARY KEY,
    company_id uuid NOT NULL,
    period     text NOT NULL,
    UNIQUE (company_id, period)
);

CREATE TABLE workforce_plan_versions (
    plan_id       uuid NOT NULL,
    position_id   uuid NOT NULL,
    budget        integer NOT NULL,
    out_of_budget integer NOT NULL,
    salary_budget bigint,
    currency      text,
    changed_by    uuid,
    valid_from    timestamptz NOT NULL,
    valid_to      timestamptz
);
CREATE UNIQUE INDEX workforce_plan_versions_current ON workforce_plan_versions (plan_id, position_id) WHERE valid_to IS NULL;
CREATE INDEX workforce_plan_versions_plan ON workforce_plan_versions (plan_id, valid_from);

CREATE TABLE workforce_plan_changes (
    plan_id     uuid NOT NULL,
    sequence    bigint NOT NULL,
    position_id uuid NOT NULL,
    actor       uuid,
    at          timestamptz NOT NULL,
    before      jsonb,
    after       jsonb,
    PRIMARY KEY (plan_id, sequence)
);
