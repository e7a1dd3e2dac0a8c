-- Chat between any two users (plain table: no workflow).
CREATE TABLE chat_messages (
    id          uuid PRIMARY KEY,
    sender_id   uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    receiver_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    message     text NOT NULL,
    created_at  timestamptz NOT NULL DEFAULT now(),
    read_at     timestamptz
);
-- A conversation is the unordered pair; its history is read in time order.
CREATE INDEX chat_messages_conversation
    ON chat_messages (LEAST(sender_id, receiver_id), GREATEST(sender_id, receiver_id), created_at);
CREATE INDEX chat_messages_unread ON chat_messages (receiver_id, sender_id) WHERE read_at IS NULL;
