-- A company's org structure (view `org`), one row per version of a unit or a position: a
-- change closes the current version (valid_to) and opens the next, so the structure as of
-- any moment is the set of versions valid then.
CREATE TABLE org_unit_versions (
    version_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    company_id uuid NOT NULL,
    unit_id    uuid NOT NULL,
    kind       text NOT NULL CHECK (kind IN ('department', 'division', 'sub_division')),
    name       text NOT NULL,
    parent_id  uuid,
    archived   boolean NOT NULL,
    valid_from timestamptz NOT NULL,
    valid_to   timestamptz
);
CREATE UNIQUE INDEX org_unit_versions_current ON org_unit_versions (unit_id) WHERE valid_to IS NULL;
CREATE INDEX org_unit_versions_company ON org_unit_versions (company_id, valid_from);

CREATE TABLE org_position_versions (
    version_id  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    company_id  uuid NOT NULL,
    position_id uuid NOT NULL,
    unit_id     uuid NOT NULL,
    title       text NOT NULL,
    head_count  integer NOT NULL,
    archived    boolean NOT NULL,
    valid_from  timestamptz NOT NULL,
    valid_to    timestamptz
);
CREATE UNIQUE INDEX org_position_versions_current ON org_position_versions (position_id) WHERE valid_to IS NULL;
CREATE INDEX org_position_versions_company ON org_position_versions (company_id, valid_from);
