-- Notification e-mails: an interview invitation carries its calendar event as an attachment
-- (text/calendar, RFC 5546 REQUEST or CANCEL), and each person chooses which notification
-- e-mails they get. Account e-mails (verification, password reset, e-mail change) always go.
ALTER TABLE outbox_emails
    ADD COLUMN attachment_name text,
    ADD COLUMN attachment_type text,
    ADD COLUMN attachment      bytea;

CREATE TABLE notification_preferences (
    user_id            uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    interview_emails   boolean NOT NULL DEFAULT true,
    application_emails boolean NOT NULL DEFAULT true,
    updated_at         timestamptz NOT NULL DEFAULT now()
);
