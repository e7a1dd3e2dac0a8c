-- The event store of postgres-es (its db/init.sql, tables only).
CREATE TABLE events (
    aggregate_type text                         NOT NULL,
    aggregate_id   text                         NOT NULL,
    sequence       bigint CHECK (sequence >= 0) NOT NULL,
    event_type     text                         NOT NULL,
    event_version  text                         NOT NULL,
    payload        json                         NOT NULL,
    metadata       json                         NOT NULL,
    PRIMARY KEY (aggregate_type, aggregate_id, sequence)
);

CREATE TABLE snapshots (
    aggregate_type   text                                 NOT NULL,
    aggregate_id     text                                 NOT NULL,
    last_sequence    bigint CHECK (last_sequence >= 0)    NOT NULL,
    current_snapshot bigint CHECK (current_snapshot >= 0) NOT NULL,
    payload          json                                 NOT NULL,
    PRIMARY KEY (aggregate_type, aggregate_id, last_sequence)
);

-- For each projection and aggregate, the last event sequence applied. A projection skips
-- what it has applied already, and at start-up catches up on what it missed.
CREATE TABLE projection_checkpoints (
    projection     text   NOT NULL,
    aggregate_type text   NOT NULL,
    aggregate_id   text   NOT NULL,
    last_sequence  bigint NOT NULL,
    PRIMARY KEY (projection, aggregate_type, aggregate_id)
);
