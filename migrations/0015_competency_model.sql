-- Each position's competency model and each company's names for the rating scale (view
-- `org`, current state: competencies are not read as of a past day).
CREATE TABLE org_competencies (
    id             uuid PRIMARY KEY,
    company_id     uuid NOT NULL,
    position_id    uuid NOT NULL,
    category       smallint NOT NULL CHECK (category BETWEEN 1 AND 9),
    name           text NOT NULL,
    required_level smallint NOT NULL,
    updated_at     timestamptz NOT NULL
);
CREATE INDEX org_competencies_position ON org_competencies (company_id, position_id);

CREATE TABLE org_rating_scales (
    company_id uuid PRIMARY KEY,
    labels     jsonb NOT NULL,
    updated_at timestamptz NOT NULL
);
