-- A replay builds a view's checkpoints the way it builds the view's tables: in a table of
-- their own, created and filled in one transaction (written once at its commit rather than
-- through the log) with its primary key sorted when it is full. The swap attaches that table
-- here, instead of a row per aggregate going through the live table's index and log.
-- Checkpoints under a subscriber's own name (and generations made before this migration) stay
-- in `projection_checkpoints_named`; a replay's generations are keyed `~name@millis`, which
-- sort after every name, and each replay's are one partition of
-- `projection_checkpoints_generations`, dropped whole once no view reads them.
ALTER TABLE projection_checkpoints RENAME TO projection_checkpoints_named;
ALTER INDEX projection_checkpoints_pkey RENAME TO projection_checkpoints_named_pkey;
CREATE TABLE projection_checkpoints (
    projection     text COLLATE "C" NOT NULL,
    aggregate_type text COLLATE "C" NOT NULL,
    aggregate_id   text COLLATE "C" NOT NULL,
    last_sequence  bigint NOT NULL,
    PRIMARY KEY (projection, aggregate_type, aggregate_id)
) PARTITION BY RANGE (projection);
ALTER TABLE projection_checkpoints ATTACH PARTITION projection_checkpoints_named FOR VALUES FROM (MINVALUE) TO ('~');
CREATE TABLE projection_checkpoints_generations PARTITION OF projection_checkpoints
    FOR VALUES FROM ('~') TO (MAXVALUE) PARTITION BY LIST (projection);
