-- Aggregate types and ids, and checkpoint names, are identifiers: compared byte by byte rather
-- than by a language's rules (the cluster's C.UTF-8 goes through strcoll), which every index
-- search and insert on the store and the checkpoints does many times per event.
ALTER TABLE events
    ALTER COLUMN aggregate_type TYPE text COLLATE "C",
    ALTER COLUMN aggregate_id TYPE text COLLATE "C";
ALTER TABLE snapshots
    ALTER COLUMN aggregate_type TYPE text COLLATE "C",
    ALTER COLUMN aggregate_id TYPE text COLLATE "C";
ALTER TABLE projection_checkpoints
    ALTER COLUMN projection TYPE text COLLATE "C",
    ALTER COLUMN aggregate_type TYPE text COLLATE "C",
    ALTER COLUMN aggregate_id TYPE text COLLATE "C";

-- A notification's id is derived from its source event (UUIDv5), so its primary key already
-- makes it once per event; a second unique index on the long source text only cost writes.
ALTER TABLE notifications DROP CONSTRAINT notifications_source_key;
