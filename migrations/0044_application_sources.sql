-- Where each application came from (issue 40): the channel as a column to filter and count by,
-- and the whole attribution (the board, the campaign's utm_* parameters) as it was sent. Null
-- for the applications made before it was kept: their source is not known, not guessed.
ALTER TABLE application_views
    ADD COLUMN source text,
    ADD COLUMN attribution jsonb;
