-- When each flag was last set. A candidate's flags are shared by all their applications to a
-- company, and a replay reads those applications one after another rather than in the order
-- they were acted on: the latest action on each flag wins by its time, whatever the order.
-- Rows from before this migration have no times; their next action, or a replay, gives them.
ALTER TABLE candidate_flags ADD COLUMN blacklisted_at timestamptz, ADD COLUMN favorite_at timestamptz;
