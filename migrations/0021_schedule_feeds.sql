-- My schedule as a calendar feed that Google Calendar or Outlook subscribe to: one secret URL
-- per user. Only the token's SHA-256 is kept; a new URL replaces the old one, and deleting the
-- row revokes it.
CREATE TABLE schedule_feeds (
    user_id    uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    token_hash bytea NOT NULL UNIQUE,
    created_at timestamptz NOT NULL DEFAULT now()
);

-- Calendars apply a changed event only when its SEQUENCE grows: the view counts the changes
-- (a replay counts them again).
ALTER TABLE interview_views ADD COLUMN revision integer NOT NULL DEFAULT 0;
